//! Tile art: a [`Face`] (tile or pre-printed hex) turned into SVG primitives.
//!
//! Everything is computed in a hex of size 1 centred on the origin (pointy-top, y down), so the
//! same art is reused for the gallery, the map (scaled and translated) and previews. Track is
//! drawn as lanes: straight between opposite sides, curved otherwise; Stadtbahn track dotted;
//! halts as bars across the track; interchanges as white circles with one ring per slot;
//! revenue in a small disc (or a strip of phase colours for phase-dependent values).

use tramways_engine::map::{Edge, Face, Node, NodeKind, PathEnd, Phase, Revenue, Rotation, Track};

use super::layout::Point;

/// √3 / 2: distance from the centre of a size-1 pointy-top hex to the middle of a side.
const APOTHEM: f64 = 0.866_025_403_784_438_6;
/// Radius of an interchange circle.
pub const CIRCLE_R: f64 = 0.2;

/// How a piece of track is drawn.
#[derive(Debug, Clone, PartialEq)]
pub struct TrackArt {
    /// SVG path data.
    pub d: String,
    /// Dotted Stadtbahn track (never used by trams).
    pub stadtbahn: bool,
    /// Ends at a terminal (red areas): drawn with an arrow head.
    pub terminal: bool,
}

/// How a revenue location is drawn.
#[derive(Debug, Clone, PartialEq)]
pub enum NodeArt {
    /// A black bar across the track at `at`, turned by `angle` degrees.
    Halt {
        /// Centre of the bar.
        at: Point,
        /// Rotation of the bar in degrees (0 = horizontal).
        angle: f64,
    },
    /// White circles for station markers, side by side around `at`.
    Interchange {
        /// Centres of the circles (one per slot).
        circles: Vec<Point>,
    },
    /// A zero-value stop of an untiled special hex: a small dot.
    Placeholder {
        /// Where.
        at: Point,
    },
}

/// A value shown on the tile.
#[derive(Debug, Clone, PartialEq)]
pub struct RevenueArt {
    /// Where the value is drawn.
    pub at: Point,
    /// The values: one for a fixed revenue, four (yellow, green, brown, grey) by phase.
    pub values: Vec<(Option<Phase>, u32)>,
}

/// Everything drawn on one face.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct FaceArt {
    /// Track pieces, drawn first.
    pub tracks: Vec<TrackArt>,
    /// Revenue locations, drawn over the track.
    pub nodes: Vec<NodeArt>,
    /// Revenue values, drawn last.
    pub revenues: Vec<RevenueArt>,
}

/// Direction (degrees, y down) from the centre to the middle of `edge` on the board.
fn edge_angle(edge: Edge) -> f64 {
    // 0 = SW, 1 = W, 2 = NW, 3 = NE, 4 = E, 5 = SE.
    [120.0, 180.0, 240.0, 300.0, 0.0, 60.0][usize::from(edge.index())]
}

fn polar(angle_deg: f64, radius: f64) -> Point {
    let a = angle_deg.to_radians();
    Point { x: radius * a.cos(), y: radius * a.sin() }
}

/// Middle of a side, shifted sideways for the second of two parallel lanes.
fn edge_point(edge: Edge, lane: u8, lanes: u8) -> Point {
    let mid = polar(edge_angle(edge), APOTHEM);
    if lanes < 2 {
        return mid;
    }
    let offset = if lane == 0 { -0.18 } else { 0.18 };
    let side = polar(edge_angle(edge) + 90.0, offset);
    Point { x: mid.x + side.x, y: mid.y + side.y }
}

fn fmt(p: Point) -> String {
    format!("{:.3} {:.3}", p.x, p.y)
}

/// Where each node of `face` sits once the face is turned by `rotation`.
///
/// A single node sits in the centre. With several nodes each sits part-way towards the mean of
/// the sides its track leads to, so that e.g. the two halts of a two-halt tile sit on their own
/// track. A node without track (an OO circle before it is connected, tile 235's second city)
/// goes where it is furthest from the nodes placed on track, whatever the rotation; when no
/// node has track they are spread around the centre.
pub fn node_positions(face: &Face, rotation: Rotation) -> Vec<Point> {
    let n = face.nodes.len();
    if n <= 1 {
        return vec![Point { x: 0.0, y: 0.0 }; n];
    }
    let mut placed: Vec<Point> = Vec::with_capacity(n);
    let mut without_track: Vec<usize> = Vec::new();
    for i in 0..n {
        let edges: Vec<Edge> = face
            .paths
            .iter()
            .filter_map(|p| match (p.a, p.b) {
                (PathEnd::Edge { edge, .. }, PathEnd::Node(k))
                | (PathEnd::Node(k), PathEnd::Edge { edge, .. })
                    if usize::from(k) == i =>
                {
                    Some(edge.rotated(rotation))
                }
                _ => None,
            })
            .collect();
        let at = if edges.is_empty() {
            without_track.push(i);
            polar(360.0 * i as f64 / n as f64 - 90.0, 0.4)
        } else {
            let sum = edges.iter().fold(Point { x: 0.0, y: 0.0 }, |acc, &e| {
                let p = polar(edge_angle(e), APOTHEM);
                Point { x: acc.x + p.x, y: acc.y + p.y }
            });
            let mean = Point { x: sum.x / edges.len() as f64, y: sum.y / edges.len() as f64 };
            let len = (mean.x * mean.x + mean.y * mean.y).sqrt();
            if len < 1e-6 {
                // Track straight through the node: it sits on its track, towards whichever
                // end keeps it furthest from the nodes already placed (OO tiles).
                let ends = edges.iter().map(|&e| polar(edge_angle(e), 0.42));
                let distance = |p: &Point| {
                    placed.iter().map(|q| (p.x - q.x).hypot(p.y - q.y)).fold(f64::MAX, f64::min)
                };
                ends.max_by(|a, b| distance(a).total_cmp(&distance(b))).unwrap_or(mean)
            } else {
                let r = 0.45_f64.min(len);
                Point { x: mean.x / len * r, y: mean.y / len * r }
            }
        };
        placed.push(at);
    }
    if without_track.len() < n {
        // Away from the nodes on track: of twelve spots around the centre, the one furthest
        // from every node placed so far (the first of equals).
        for &i in &without_track {
            // The nodes on track, and those without track already moved.
            let settled = |k: usize| !without_track.contains(&k) || k < i;
            let others: Vec<Point> =
                (0..n).filter(|&k| k != i && settled(k)).map(|k| placed[k]).collect();
            let distance = |p: &Point| {
                others.iter().map(|q| (p.x - q.x).hypot(p.y - q.y)).fold(f64::MAX, f64::min)
            };
            let spots = (0..12).map(|k| polar(30.0 * f64::from(k) - 90.0, 0.4));
            if let Some(best) =
                spots.reduce(|a, b| if distance(&b) > distance(&a) + 1e-9 { b } else { a })
            {
                placed[i] = best;
            }
        }
    }
    placed
}

/// The circles of an interchange with `slots` station spaces at `at`: side by side.
fn slot_circles(at: Point, slots: u8) -> Vec<Point> {
    let slots = slots.max(1);
    (0..slots)
        .map(|s| {
            let dx = (f64::from(s) - f64::from(slots - 1) / 2.0) * 2.0 * CIRCLE_R;
            Point { x: at.x + dx, y: at.y }
        })
        .collect()
}

/// The circles of every interchange of `face` turned by `rotation`, by node index: where
/// [`face_art`] draws them, without drawing the rest.
pub fn interchange_circles(face: &Face, rotation: Rotation) -> Vec<(u8, Vec<Point>)> {
    if !face.nodes.iter().any(|n| matches!(n.kind, NodeKind::Interchange { .. })) {
        return Vec::new();
    }
    let at = node_positions(face, rotation);
    face.nodes
        .iter()
        .zip(at)
        .enumerate()
        .filter_map(|(i, (node, p))| match node.kind {
            NodeKind::Interchange { slots } => Some((i as u8, slot_circles(p, slots))),
            _ => None,
        })
        .collect()
}

/// How many parallel lanes run through each side (2 on the Liesing/Favoriten connectors).
fn lanes_per_edge(face: &Face) -> [u8; 6] {
    let mut lanes = [1u8; 6];
    for p in face.paths {
        for end in [p.a, p.b] {
            if let PathEnd::Edge { edge, lane } = end {
                let slot = &mut lanes[usize::from(edge.index())];
                *slot = (*slot).max(lane + 1);
            }
        }
    }
    lanes
}

/// The art of `face` turned by `rotation`, in a size-1 hex centred on the origin.
pub fn face_art(face: &Face, rotation: Rotation) -> FaceArt {
    face_art_at(face, rotation, ORIGIN)
}

const ORIGIN: Point = Point { x: 0.0, y: 0.0 };

/// [`face_art`] drawn in a hex centred on `centre` instead of the origin: a drawing of many
/// faces (the tile supply) then needs no `transform` per face, each of which is a paint
/// property the browser sorts into layers again whenever the page's painting changes
/// (docs/performance.md, entry 34).
pub fn face_art_at(face: &Face, rotation: Rotation, centre: Point) -> FaceArt {
    let at = |p: Point| Point { x: p.x + centre.x, y: p.y + centre.y };
    let nodes_at: Vec<Point> = node_positions(face, rotation).into_iter().map(at).collect();
    let lanes = lanes_per_edge(face);
    let end_point = |end: PathEnd| match end {
        PathEnd::Edge { edge, lane } => {
            at(edge_point(edge.rotated(rotation), lane, lanes[usize::from(edge.index())]))
        }
        PathEnd::Node(k) => nodes_at.get(usize::from(k)).copied().unwrap_or(centre),
    };
    let tracks = face
        .paths
        .iter()
        .map(|p| {
            let (a, b) = (end_point(p.a), end_point(p.b));
            let d = match (p.a, p.b) {
                (PathEnd::Edge { edge: e1, .. }, PathEnd::Edge { edge: e2, .. })
                    if e1.opposite() != e2 =>
                {
                    // Curves bend through the centre, sharper for neighbouring sides.
                    let control = if centre == ORIGIN { "0 0".to_owned() } else { fmt(centre) };
                    format!("M {} Q {control} {}", fmt(a), fmt(b))
                }
                _ => format!("M {} L {}", fmt(a), fmt(b)),
            };
            TrackArt { d, stadtbahn: p.track == Track::Stadtbahn, terminal: p.terminal }
        })
        .collect();
    let nodes = face
        .nodes
        .iter()
        .zip(&nodes_at)
        .enumerate()
        .map(|(i, (node, &at))| match node.kind {
            NodeKind::Halt => NodeArt::Halt { at, angle: halt_angle(face, i, rotation) },
            NodeKind::Interchange { slots } => {
                NodeArt::Interchange { circles: slot_circles(at, slots) }
            }
            NodeKind::Placeholder => NodeArt::Placeholder { at },
        })
        .collect();
    let valued: Vec<&Node> =
        face.nodes.iter().filter(|n| !matches!(n.revenue, Revenue::Fixed(0))).collect();
    // A railway-station tile prints one value for all its stops: show it once, at the top.
    if valued.len() >= 3 && valued.iter().all(|n| n.revenue == valued[0].revenue) {
        let revenues = vec![RevenueArt {
            at: at(Point { x: 0.0, y: -0.62 }),
            values: values_of(valued[0].revenue),
        }];
        return FaceArt { tracks, nodes, revenues };
    }
    let revenues = face
        .nodes
        .iter()
        .zip(&nodes_at)
        .filter(|(node, _)| !matches!(node.revenue, Revenue::Fixed(0)))
        .map(|(node, &at)| {
            let values = values_of(node.revenue);
            // Beside the node, towards the upper right where track rarely runs on small tiles.
            let offset = if matches!(node.kind, NodeKind::Interchange { .. }) { 0.38 } else { 0.3 };
            RevenueArt { at: Point { x: at.x + offset * 0.7, y: at.y - offset }, values }
        })
        .collect();
    FaceArt { tracks, nodes, revenues }
}

/// The values printed for a revenue: one, or one per phase colour.
fn values_of(revenue: Revenue) -> Vec<(Option<Phase>, u32)> {
    match revenue {
        Revenue::Fixed(v) => vec![(None, v)],
        Revenue::ByPhase(v) => Phase::ALL.iter().map(|&p| (Some(p), v[p as usize])).collect(),
    }
}

/// A halt's bar lies across its track: perpendicular to the direction of its first side.
fn halt_angle(face: &Face, node: usize, rotation: Rotation) -> f64 {
    let first_edge = face.paths.iter().find_map(|p| match (p.a, p.b) {
        (PathEnd::Edge { edge, .. }, PathEnd::Node(k))
        | (PathEnd::Node(k), PathEnd::Edge { edge, .. })
            if usize::from(k) == node =>
        {
            Some(edge.rotated(rotation))
        }
        _ => None,
    });
    first_edge.map_or(0.0, |e| edge_angle(e) + 90.0)
}

/// The dotted path printed on an empty light-orange hex between two sides, as SVG path data
/// in a size-1 hex: straight between opposite sides, curved through the centre otherwise (like
/// the track of [`face_art`]).
pub fn planned_track(a: Edge, b: Edge) -> String {
    let (p, q) = (edge_point(a, 0, 1), edge_point(b, 0, 1));
    if a.opposite() == b {
        format!("M {} L {}", fmt(p), fmt(q))
    } else {
        format!("M {} Q 0 0 {}", fmt(p), fmt(q))
    }
}

/// The outline of a size-1 pointy-top hex as an SVG `points` attribute.
pub fn hex_outline() -> String {
    // Computed once: the map and the gallery draw it hundreds of times.
    static OUTLINE: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    OUTLINE.get_or_init(|| outline(1.0)).clone()
}

/// The orange edge of a Stadtbahn tile or hex: the outline drawn a little inside the hex.
pub fn orange_outline() -> String {
    static OUTLINE: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    OUTLINE.get_or_init(|| outline(0.93)).clone()
}

fn outline(radius: f64) -> String {
    outline_at(radius, ORIGIN)
}

fn outline_at(radius: f64, centre: Point) -> String {
    (0..6)
        .map(|i| {
            let p = polar(-90.0 + 60.0 * f64::from(i), radius);
            format!("{:.3},{:.3}", centre.x + p.x, centre.y + p.y)
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// [`hex_outline`] of a hex centred on `centre`.
pub fn hex_outline_at(centre: Point) -> String {
    outline_at(1.0, centre)
}

/// [`orange_outline`] of a hex centred on `centre`.
pub fn orange_outline_at(centre: Point) -> String {
    outline_at(0.93, centre)
}

#[cfg(test)]
mod tests {
    use tramways_engine::map::{Node, Path};

    use super::*;

    const HALT: Node = Node { kind: NodeKind::Halt, revenue: Revenue::Fixed(10) };

    /// Art drawn at a centre is the origin's art with every point moved: curves keep their
    /// control point in the hex's centre, and the outlines are the origin's moved.
    #[test]
    fn art_at_a_centre_is_the_art_with_every_point_moved() {
        const NODES: [Node; 1] = [HALT];
        const PATHS: [Path; 3] = [tram(e(0), PathEnd::Node(0)), tram(e(1), e(3)), tram(e(2), e(5))];
        let face = Face { nodes: &NODES, paths: &PATHS };
        let art = face_art(&face, Rotation::default());
        let by = Point { x: 10.0, y: -2.5 };
        let moved = face_art_at(&face, Rotation::default(), by);
        assert_eq!(moved.tracks.len(), art.tracks.len());
        let nums =
            |d: &str| -> Vec<f64> { d.split_whitespace().filter_map(|t| t.parse().ok()).collect() };
        let letters = |d: &str| -> String { d.chars().filter(char::is_ascii_alphabetic).collect() };
        for (a, m) in art.tracks.iter().zip(&moved.tracks) {
            let (a_n, m_n) = (nums(&a.d), nums(&m.d));
            assert_eq!(a_n.len(), m_n.len(), "{} / {}", a.d, m.d);
            for (i, (x, y)) in a_n.iter().zip(&m_n).enumerate() {
                let shift = if i % 2 == 0 { by.x } else { by.y };
                assert!((x + shift - y).abs() < 1e-9, "{} / {}", a.d, m.d);
            }
            assert_eq!(letters(&a.d), letters(&m.d));
        }
        assert!(moved.tracks.iter().any(|t| t.d.contains("Q 10.000 -2.500")), "{:?}", moved.tracks);
        match (&art.nodes[0], &moved.nodes[0]) {
            (NodeArt::Halt { at: a, angle: x }, NodeArt::Halt { at: m, angle: y }) => {
                assert_eq!((a.x + 10.0, a.y - 2.5, x), (m.x, m.y, y));
            }
            other => panic!("{other:?}"),
        }
        let (a, m) = (art.revenues[0].at, moved.revenues[0].at);
        assert_eq!((a.x + 10.0, a.y - 2.5), (m.x, m.y));
        assert_eq!(hex_outline_at(Point { x: 0.0, y: 0.0 }), hex_outline());
        assert!(hex_outline_at(by).starts_with("10.000,-3.500 "), "{}", hex_outline_at(by));
    }
    const fn e(n: u8) -> PathEnd {
        PathEnd::Edge { edge: Edge::of(n), lane: 0 }
    }
    const fn tram(a: PathEnd, b: PathEnd) -> Path {
        Path { a, b, track: Track::Tram, terminal: false }
    }

    #[test]
    fn a_straight_track_joins_the_middles_of_opposite_sides() {
        static PATHS: [Path; 1] = [tram(e(1), e(4))];
        let face = Face { nodes: &[], paths: &PATHS };
        let art = face_art(&face, Rotation::default());
        assert_eq!(art.tracks.len(), 1);
        assert_eq!(art.tracks[0].d, "M -0.866 0.000 L 0.866 0.000");
    }

    #[test]
    fn rotation_turns_track_clockwise() {
        // Side 1 (W) turned by 1 becomes side 2 (NW): up and to the left.
        static PATHS: [Path; 1] = [tram(e(1), e(4))];
        let face = Face { nodes: &[], paths: &PATHS };
        let art = face_art(&face, Rotation::new(1).unwrap());
        assert!(art.tracks[0].d.starts_with("M -0.433 -0.750"), "{}", art.tracks[0].d);
    }

    #[test]
    fn curves_bend_through_the_centre_and_halts_sit_on_their_track() {
        static NODES: [Node; 1] = [HALT];
        static PATHS: [Path; 2] = [tram(e(0), PathEnd::Node(0)), tram(PathEnd::Node(0), e(1))];
        let face = Face { nodes: &NODES, paths: &PATHS };
        let art = face_art(&face, Rotation::default());
        assert_eq!(art.nodes, vec![NodeArt::Halt { at: Point { x: 0.0, y: 0.0 }, angle: 210.0 }]);
        assert_eq!(art.revenues[0].values, vec![(None, 10)]);
    }

    #[test]
    fn two_halts_sit_apart_on_their_own_track() {
        static NODES: [Node; 2] = [HALT, HALT];
        static PATHS: [Path; 2] = [tram(e(0), PathEnd::Node(0)), tram(e(3), PathEnd::Node(1))];
        let face = Face { nodes: &NODES, paths: &PATHS };
        let at = node_positions(&face, Rotation::default());
        assert!(at[0].y > 0.3 && at[1].y < -0.3, "{at:?}");
    }

    #[test]
    fn two_nodes_on_crossing_straight_tracks_do_not_cover_each_other() {
        const IC: Node =
            Node { kind: NodeKind::Interchange { slots: 1 }, revenue: Revenue::Fixed(40) };
        static NODES: [Node; 2] = [IC, IC];
        static PATHS: [Path; 4] = [
            tram(e(0), PathEnd::Node(0)),
            tram(PathEnd::Node(0), e(3)),
            tram(e(2), PathEnd::Node(1)),
            tram(PathEnd::Node(1), e(5)),
        ];
        let face = Face { nodes: &NODES, paths: &PATHS };
        let at = node_positions(&face, Rotation::default());
        let gap = ((at[0].x - at[1].x).powi(2) + (at[0].y - at[1].y).powi(2)).sqrt();
        assert!(gap > 2.0 * CIRCLE_R, "{at:?}");
    }

    #[test]
    fn interchanges_get_one_circle_per_slot_and_phase_values_four_colours() {
        static NODES: [Node; 1] = [Node {
            kind: NodeKind::Interchange { slots: 2 },
            revenue: Revenue::ByPhase([30, 40, 50, 60]),
        }];
        let face = Face { nodes: &NODES, paths: &[] };
        let art = face_art(&face, Rotation::default());
        let NodeArt::Interchange { circles } = &art.nodes[0] else { panic!("not an interchange") };
        assert_eq!(circles.len(), 2);
        assert!((circles[1].x - circles[0].x - 2.0 * CIRCLE_R).abs() < 1e-9);
        assert_eq!(art.revenues[0].values.len(), 4);
        assert_eq!(art.revenues[0].values[3], (Some(Phase::Gray), 60));
    }

    #[test]
    fn interchange_circles_are_where_the_art_draws_them() {
        for t in tramways_engine::data::tiles() {
            for r in Rotation::ALL {
                let drawn: Vec<(u8, Vec<Point>)> = face_art(&t.face, r)
                    .nodes
                    .into_iter()
                    .enumerate()
                    .filter_map(|(i, n)| match n {
                        NodeArt::Interchange { circles } => Some((i as u8, circles)),
                        _ => None,
                    })
                    .collect();
                assert_eq!(interchange_circles(&t.face, r), drawn, "tile {}", t.id);
            }
        }
    }

    #[test]
    fn a_planned_path_joins_its_two_sides() {
        assert_eq!(planned_track(Edge::of(1), Edge::of(4)), "M -0.866 0.000 L 0.866 0.000");
        assert!(planned_track(Edge::of(0), Edge::of(1)).contains(" Q 0 0 "));
    }

    #[test]
    fn the_outline_has_six_corners_starting_at_the_top() {
        let outline = hex_outline();
        assert_eq!(outline.split(' ').count(), 6);
        assert!(outline.starts_with("0.000,-1.000"));
    }

    #[test]
    fn a_railway_station_tile_shows_its_one_value_once() {
        let l24 = tramways_engine::data::tile("L24").unwrap();
        let art = face_art(&l24.face, Rotation::default());
        assert_eq!(art.revenues.len(), 1, "five stops, one printed value");
        assert_eq!(art.revenues[0].values[2], (Some(Phase::Brown), 30));
        // Tiles whose stops differ keep a value per stop.
        let l5 = tramways_engine::data::tile("L5").unwrap();
        assert_eq!(face_art(&l5.face, Rotation::default()).revenues.len(), 2);
    }

    /// Issue 23: tile 235's second city has no track; in every rotation its circle and value
    /// keep clear of the connected city's (they overlapped in some rotations).
    #[test]
    fn tile_235s_two_cities_never_overlap_in_any_rotation() {
        let t235 = tramways_engine::data::tile("235").unwrap();
        for rotation in Rotation::ALL {
            let circles = interchange_circles(&t235.face, rotation);
            assert_eq!(circles.len(), 2);
            let (a, b) = (circles[0].1[0], circles[1].1[0]);
            assert!(
                (a.x - b.x).hypot(a.y - b.y) >= 2.0 * CIRCLE_R + 0.1,
                "{rotation:?}: {a:?} {b:?}"
            );
            let art = face_art(&t235.face, rotation);
            assert_eq!(art.revenues.len(), 2);
            let (u, v) = (art.revenues[0].at, art.revenues[1].at);
            assert!((u.x - v.x).hypot(u.y - v.y) >= 0.3, "{rotation:?}: values at {u:?} {v:?}");
            // Inside the hex (the apothem is about 0.87).
            assert!(a.x.hypot(a.y) < 0.6 && b.x.hypot(b.y) < 0.6, "{rotation:?}");
        }
    }
}
