//! The board as the map's canvas paints it (issue 22): each hex's drawing as an ordered list of
//! shapes and texts with their inks, in the hex's own frame (a size-1 hex centred on the
//! origin, scaled by [`HEX_SIZE`] onto the map). It tells what the SVG hex of the gallery, the
//! supply and the lay bar tells, in the stylesheet's colours; a test holds the two to the same
//! inks.

use tramways_engine::map::{Hex, Phase};

use super::board::HexView;
use super::colors;
use super::layout::{Layout, Point};
use super::map::HEX_SIZE;
use super::tile_art::{CIRCLE_R, FaceArt, NodeArt, RevenueArt};
use super::viewport::Detail;
use crate::i18n::Lang;

/// A shape, in the hex's frame.
#[derive(Debug, Clone, PartialEq)]
pub enum Figure {
    /// A closed polygon.
    Polygon(Vec<Point>),
    /// SVG path data.
    Path(String),
    /// A circle: centre and radius.
    Circle(Point, f64),
    /// A rectangle: top left corner, width and height.
    Rect(Point, f64, f64),
    /// A straight line.
    Line(Point, Point),
}

impl Figure {
    /// The shape as SVG path data (a canvas `Path2D` is built from it once).
    pub fn path_data(&self) -> String {
        let xy = |p: &Point| format!("{:.4} {:.4}", p.x, p.y);
        match self {
            Figure::Polygon(points) => {
                let corners: Vec<String> = points.iter().map(xy).collect();
                format!("M {} Z", corners.join(" L "))
            }
            Figure::Path(d) => d.clone(),
            Figure::Circle(c, r) => {
                let (east, west) = (Point { x: c.x + r, ..*c }, Point { x: c.x - r, ..*c });
                format!(
                    "M {} A {r} {r} 0 1 0 {} A {r} {r} 0 1 0 {} Z",
                    xy(&east),
                    xy(&west),
                    xy(&east)
                )
            }
            Figure::Rect(p, w, h) => format!("M {} h {w} v {h} h {} Z", xy(p), -w),
            Figure::Line(a, b) => format!("M {} L {}", xy(a), xy(b)),
        }
    }
}

/// How a shape is painted: filled, stroked (colour and width, in the hex's frame), dashed, and
/// its opacity.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Ink {
    /// The fill colour.
    pub fill: Option<&'static str>,
    /// The stroke colour and width.
    pub stroke: Option<(&'static str, f64)>,
    /// The stroke's dashes: on and off lengths.
    pub dash: Option<[f64; 2]>,
    /// Opacity, 0 to 1.
    pub alpha: f64,
}

const fn fill(colour: &'static str) -> Ink {
    Ink { fill: Some(colour), stroke: None, dash: None, alpha: 1.0 }
}

const fn stroke(colour: &'static str, width: f64) -> Ink {
    Ink { fill: None, stroke: Some((colour, width)), dash: None, alpha: 1.0 }
}

/// A piece of text of one font and ink.
#[derive(Debug, Clone, PartialEq)]
pub struct Run {
    /// The text.
    pub text: String,
    /// Font size, in the hex's frame.
    pub size: f64,
    /// Font weight.
    pub weight: u16,
    /// Colour.
    pub fill: &'static str,
    /// An outline of the letters: colour and width.
    pub stroke: Option<(&'static str, f64)>,
}

/// A line of text, centred on `at`.
#[derive(Debug, Clone, PartialEq)]
pub struct Label {
    /// What it is (the stylesheet's class of the same text in SVG): for the tests' figures.
    pub kind: &'static str,
    /// Its centre: vertically the middle of the letters, or their baseline.
    pub at: Point,
    /// Its pieces, side by side.
    pub runs: Vec<Run>,
    /// Whether `at` is the middle of the letters (else the baseline).
    pub middle: bool,
    /// A halo painted under the letters: colour and width.
    pub halo: Option<(&'static str, f64)>,
    /// The widest it may be (squeezed to fit).
    pub fit: Option<f64>,
    /// Opacity, 0 to 1.
    pub alpha: f64,
    /// Shown from this zoom on.
    pub detail: Detail,
}

/// Every kind of text of the board, in the order they are painted over the shapes: values,
/// notes, landmarks, place names, tile numbers, coordinates.
pub const LABEL_KINDS: [&str; 6] =
    ["rev-text", "hex-note", "landmark", "place-name", "tile-id", "hex-label"];

/// One item of a hex's drawing.
#[derive(Debug, Clone, PartialEq)]
pub enum Item {
    /// A shape.
    Shape(Figure, Ink),
    /// A text.
    Label(Label),
}

/// A hex's drawing: its items in painting order, in its own frame at `centre`.
#[derive(Debug, Clone, PartialEq)]
pub struct HexPaint {
    /// The hex.
    pub hex: Hex,
    /// Its centre on the map.
    pub centre: Point,
    /// What is painted, first to last.
    pub items: Vec<Item>,
}

/// How far a hex's drawing reaches from its centre, in its frame, sideways and up and down:
/// the hex (0.87 sideways, 1 up and down), its outline's stroke, and names up to 2 wide (the
/// widest, "★ Schloss Schönbrunn", is about 1.8). A changed hex's patch is this box: its six
/// neighbours reach into it, the hexes beyond do not.
pub const REACH: (f64, f64) = (1.0, 1.02);

/// The colour of a hex's face: the tile lying there, or the printed kind.
fn face_colour(class: &str) -> &'static str {
    match class.rsplit(' ').next().unwrap_or_default() {
        "hex-stadtbahn" => "#f6d7a7",
        "hex-fixed" => "#e8e1c8",
        "hex-offboard" => "#d9423a",
        "hex-inner-city" => "#f0b1aa",
        "hex-railway-station" => "#9b5fb5",
        "tile-yellow" => "#f5dd6b",
        "tile-green" => "#8fcf7e",
        "tile-brown" => "#c99a6b",
        "tile-gray" => "#bdbdbd",
        "tile-red" => "#e0574f",
        "tile-purple" => "#a878c4",
        _ => "#fbfaf6",
    }
}

const INK: &str = "#1d1b1a";
const WHITE: &str = "#fff";

fn label(kind: &'static str, at: Point, text: String, size: f64, fill: &'static str) -> Label {
    Label {
        kind,
        at,
        runs: vec![Run { text, size, weight: 400, fill, stroke: None }],
        middle: true,
        halo: None,
        fit: None,
        alpha: 1.0,
        detail: Detail::All,
    }
}

fn phase_fill(phase: Option<Phase>) -> &'static str {
    match phase {
        None => WHITE,
        Some(Phase::Yellow) => "#f3d34a",
        Some(Phase::Green) => "#6bb36b",
        Some(Phase::Brown) => "#b07a4a",
        Some(Phase::Gray) => "#a9a9a9",
    }
}

/// The size of a value's figures (hex units): the smallest of the board's values and markers.
pub const VALUE_SIZE: f64 = 0.16;

fn value(at: Point, value: u32) -> Item {
    let mut text = label("rev-text", at, value.to_string(), VALUE_SIZE, INK);
    text.runs[0].weight = 600;
    Item::Label(text)
}

fn revenue(items: &mut Vec<Item>, r: &RevenueArt, current: Phase) {
    let rev = |fill: &'static str| Ink { stroke: Some((INK, 0.02)), ..self::fill(fill) };
    if let [(None, v)] = r.values[..] {
        items.push(Item::Shape(Figure::Circle(r.at, 0.14), rev(WHITE)));
        items.push(value(r.at, v));
        return;
    }
    // Phase values: a strip of coloured boxes, newest phase rightmost; the current phase
    // stands out and the others fade.
    let n = r.values.len() as f64;
    let left = r.at.x.min(0.95 - 0.26 * n) - 0.13;
    for (i, &(phase, v)) in r.values.iter().enumerate() {
        let x = left + 0.26 * i as f64;
        let mut ink = rev(phase_fill(phase));
        match phase {
            Some(p) if p == current => ink.stroke = Some((INK, 0.05)),
            Some(_) => ink.alpha = 0.35,
            None => {}
        }
        items.push(Item::Shape(Figure::Rect(Point { x, y: r.at.y - 0.11 }, 0.26, 0.22), ink));
        items.push(value(Point { x: x + 0.13, y: r.at.y }, v));
    }
}

fn face(items: &mut Vec<Item>, art: &FaceArt, current: Phase) {
    for t in &art.tracks {
        let ink = match (t.stadtbahn, t.terminal) {
            (true, _) => Ink { dash: Some([0.08, 0.07]), ..stroke("#7a4a1e", 0.1) },
            (false, true) => stroke(INK, 0.12),
            (false, false) => stroke(INK, 0.1),
        };
        items.push(Item::Shape(Figure::Path(t.d.clone()), ink));
    }
    for node in &art.nodes {
        match node {
            NodeArt::Halt { at, angle } => {
                let (dx, dy) = (0.2 * angle.to_radians().cos(), 0.2 * angle.to_radians().sin());
                let line = Figure::Line(
                    Point { x: at.x - dx, y: at.y - dy },
                    Point { x: at.x + dx, y: at.y + dy },
                );
                items.push(Item::Shape(line, stroke(INK, 0.1)));
            }
            NodeArt::Interchange { circles } => {
                items.extend(circles.iter().map(|&c| interchange(c)));
            }
            NodeArt::Placeholder { at } => {
                items.push(Item::Shape(Figure::Circle(*at, 0.06), fill(INK)));
            }
        }
    }
    for r in &art.revenues {
        revenue(items, r, current);
    }
}

fn interchange(at: Point) -> Item {
    Item::Shape(Figure::Circle(at, CIRCLE_R), Ink { stroke: Some((INK, 0.04)), ..fill(WHITE) })
}

fn outline(radius: f64) -> Vec<Point> {
    Layout { size: radius }.corners(Hex { q: 0, r: 0 }).to_vec()
}

/// What the canvas paints of one hex, in `lang` (its notes are words).
pub fn hex_paint(h: &HexView, lang: Lang) -> HexPaint {
    let mut items = Vec::with_capacity(16);
    let dark = ["hex-offboard", "hex-railway-station", "tile-red", "tile-purple"]
        .iter()
        .any(|c| h.class.ends_with(c));
    let hex_ink = Ink { stroke: Some(("#6f665c", 1.2 / HEX_SIZE)), ..fill(face_colour(h.class)) };
    items.push(Item::Shape(Figure::Polygon(outline(1.0)), hex_ink));
    if h.orange {
        items.push(Item::Shape(Figure::Polygon(outline(0.93)), stroke("#f08c1a", 0.12)));
    }
    if let Some(d) = &h.planned {
        let ink = Ink { dash: Some([0.07, 0.07]), alpha: 0.8, ..stroke("#b5651d", 0.07) };
        items.push(Item::Shape(Figure::Path(d.clone()), ink));
    }
    if let Some(art) = &h.face {
        face(&mut items, art, h.phase);
    }
    items.extend(h.circles.iter().map(|&c| interchange(c)));
    if let Some(note) = h.note {
        let colour = if h.class == "hex hex-plain" { "#1f5fbf" } else { "#8a4b12" };
        let mut text = label("hex-note", Point { x: 0.0, y: 0.55 }, note.text(lang), 0.22, colour);
        text.runs[0].weight = 800;
        items.push(Item::Label(text));
    }
    // A landmark's star takes the colour of the company owning its private (R27).
    if let Some(name) = h.landmark {
        let star = h.landmark_owner.map_or("#f2c230", |(_, colour)| colors::named(colour).fill);
        let purple = "#4a2a6a";
        let mut text =
            label("landmark", Point { x: 0.0, y: 0.74 }, format!(" {name}"), 0.14, purple);
        text.runs[0].weight = 700;
        text.runs.insert(
            0,
            Run {
                text: "★".to_owned(),
                size: 0.2,
                weight: 700,
                fill: star,
                stroke: Some((purple, 0.01)),
            },
        );
        text.halo = Some(("rgba(255,255,255,0.7)", 0.03));
        items.push(Item::Label(text));
    }
    if let Some(n) = h.name.filter(|_| h.landmark.is_none()) {
        let mut text = label("place-name", Point { x: 0.0, y: 0.8 }, n.to_owned(), 0.13, "#4a433c");
        text.fit = (n.chars().count() > 14).then_some(1.5);
        text.detail = Detail::Near;
        items.push(Item::Label(text));
    }
    if let Some((id, _)) = h.tile {
        let mut text = label("tile-id", Point { x: 0.5, y: 0.52 }, id.to_owned(), 0.15, INK);
        (text.middle, text.alpha, text.detail) = (false, 0.6, Detail::Mid);
        items.push(Item::Label(text));
    }
    let colour = if dark { WHITE } else { "#6b6259" };
    let mut text = label("hex-label", Point { x: 0.0, y: -0.62 }, h.label.clone(), 0.2, colour);
    text.detail = Detail::Mid;
    items.push(Item::Label(text));
    HexPaint { hex: h.hex, centre: h.centre, items }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::vienna::view_model::board::{hex_keys, hex_view_at};
    use tramways_engine::game::Game;
    use tramways_engine::selfplay::{play_random_until, random_setup_for};

    fn late_board() -> Game {
        play_random_until(random_setup_for(3, 2), 2, |g| g.state().round.to_string() == "LR3a")
            .unwrap()
    }

    fn texts(p: &HexPaint) -> Vec<(&'static str, String)> {
        p.items
            .iter()
            .filter_map(|i| match i {
                Item::Label(l) => Some((l.kind, l.runs.iter().map(|r| &*r.text).collect())),
                Item::Shape(..) => None,
            })
            .collect()
    }

    /// Every hex of a late board is painted whole: its outline first, its coordinate last and
    /// only when zoomed in, its tile's number and every value of its face, its name.
    #[test]
    fn a_hex_is_painted_whole() {
        let game = late_board();
        let mut tiled = 0;
        for (_, hex) in hex_keys(game.state()) {
            let h = hex_view_at(game.state(), hex).unwrap();
            let p = hex_paint(&h, Lang::En);
            assert!(matches!(p.items[0], Item::Shape(Figure::Polygon(ref c), _) if c.len() == 6));
            let said = texts(&p);
            assert!(said.iter().all(|t| LABEL_KINDS.contains(&t.0)), "{said:?}");
            assert_eq!(said.last(), Some(&("hex-label", h.label.clone())));
            let Some(Item::Label(last)) = p.items.last() else { unreachable!() };
            assert_eq!(last.detail, Detail::Mid);
            if let Some((id, _)) = h.tile {
                tiled += 1;
                assert!(said.contains(&("tile-id", id.to_owned())), "{said:?}");
            }
            let values: Vec<String> = h
                .face
                .iter()
                .flat_map(|f| &f.revenues)
                .flat_map(|r| r.values.iter().map(|v| v.1.to_string()))
                .collect();
            let painted: Vec<String> =
                said.iter().filter(|t| t.0 == "rev-text").map(|t| t.1.clone()).collect();
            assert_eq!(painted, values, "{}", h.label);
            if let (Some(name), None) = (h.name, h.landmark) {
                assert!(said.contains(&("place-name", name.to_owned())));
            }
            if let Some(name) = h.landmark {
                assert!(said.contains(&("landmark", format!("★ {name}"))), "{said:?}");
            }
        }
        assert!(tiled > 10, "a late board has tiles: {tiled}");
    }

    /// D18 with tile 235 and line 1's home still free (5 players, seed 6, LR2b): the home
    /// circle and the markers over the board cover none of its values (issue 23). The values
    /// are painted on the canvas and the circles drawn in the SVG above it, both from these
    /// positions.
    #[test]
    fn the_home_circle_and_markers_cover_no_value_of_d18() {
        use crate::games::vienna::view_model::board::{MARKER_R, slots};
        let game =
            play_random_until(random_setup_for(5, 6), 6, |g| g.state().round.to_string() == "LR2b")
                .unwrap();
        let state = game.state();
        let d18 = hex_keys(state)
            .into_iter()
            .find_map(|(_, hex)| hex_view_at(state, hex).filter(|h| h.label == "D18"))
            .unwrap();
        assert_eq!(d18.tile.map(|t| t.0), Some("235"));
        let on_map =
            |p: Point| Point { x: d18.centre.x + HEX_SIZE * p.x, y: d18.centre.y + HEX_SIZE * p.y };
        // Each value's box on the map: [left, top, right, bottom].
        let values: Vec<[f64; 4]> = hex_paint(&d18, Lang::En)
            .items
            .iter()
            .filter_map(|i| match i {
                Item::Shape(Figure::Circle(c, r), ink)
                    if *r < CIRCLE_R && ink.fill == Some(WHITE) =>
                {
                    Some((on_map(Point { x: c.x - r, y: c.y - r }), 2.0 * r))
                }
                Item::Shape(Figure::Rect(p, w, _), _) => Some((on_map(*p), *w)),
                _ => None,
            })
            .map(|(p, w)| [p.x, p.y, p.x + w * HEX_SIZE, p.y + w * HEX_SIZE])
            .collect();
        let covers: Vec<[f64; 4]> = slots(state)
            .iter()
            .filter(|s| s.at.hex == d18.hex && (s.marker.is_some() || s.home.is_some()))
            .map(|s| {
                let c = s.centre();
                [c.x - MARKER_R, c.y - MARKER_R, c.x + MARKER_R, c.y + MARKER_R]
            })
            .collect();
        assert!(values.len() >= 2 && !covers.is_empty(), "{values:?} {covers:?}");
        for v in &values {
            for c in &covers {
                let overlap = (v[2].min(c[2]) - v[0].max(c[0])).max(0.0)
                    * (v[3].min(c[3]) - v[1].max(c[1])).max(0.0);
                let area = (v[2] - v[0]) * (v[3] - v[1]);
                assert!(overlap / area < 0.1, "a value {v:?} is covered by {c:?}");
            }
        }
    }

    /// The current phase's value stands out, the others fade, as on the stylesheet's strips.
    #[test]
    fn the_current_phase_stands_out() {
        let mut items = Vec::new();
        let art = RevenueArt {
            at: Point { x: 0.0, y: 0.5 },
            values: vec![(Some(Phase::Yellow), 20), (Some(Phase::Green), 30)],
        };
        revenue(&mut items, &art, Phase::Green);
        let inks: Vec<Ink> = items
            .iter()
            .filter_map(|i| if let Item::Shape(_, ink) = i { Some(*ink) } else { None })
            .collect();
        assert_eq!(inks[0].alpha, 0.35);
        assert_eq!((inks[1].alpha, inks[1].stroke), (1.0, Some((INK, 0.05))));
    }

    /// Each colour and width of a tile's art here is the stylesheet's for the same art in SVG
    /// (the gallery, the supply, the lay bar and the preview draw tiles with it), so that the
    /// two never drift apart. What only the board shows (notes, landmarks, names, coordinates)
    /// has its inks here alone.
    #[test]
    fn the_inks_are_the_stylesheets() {
        let css = include_str!("../../../../style/main.css");
        let rule = |selector: &str| -> &str {
            let at = css
                .find(&format!("\n{selector} {{"))
                .unwrap_or_else(|| panic!("no rule {selector}"));
            let body = &css[at + selector.len() + 3..];
            &body[..body.find('}').unwrap()]
        };
        let has = |selector: &str, decl: &str| {
            assert!(rule(selector).contains(decl), "{selector} {{ {decl} }}");
        };
        for (class, colour) in [
            ("hex-stadtbahn", "--stadtbahn: #f6d7a7"),
            ("hex-fixed", "--fixed: #e8e1c8"),
            ("hex-offboard", "--offboard: #d9423a"),
            ("hex-inner-city", "--inner-city: #f0b1aa"),
            ("hex-railway-station", "--railway: #9b5fb5"),
            ("hex-plain", "--plain: #fbfaf6"),
        ] {
            has(":root", colour);
            assert!(colour.ends_with(face_colour(&format!("hex {class}"))), "{class}");
        }
        for tile in ["yellow", "green", "brown", "gray", "red", "purple"] {
            let colour = face_colour(&format!("tile tile-{tile}"));
            has(&format!(".tile-{tile}"), &format!("fill: {colour}"));
        }
        for (phase, name) in [
            (Some(Phase::Yellow), "yellow"),
            (Some(Phase::Green), "green"),
            (Some(Phase::Brown), "brown"),
            (Some(Phase::Gray), "gray"),
            (None, "fixed"),
        ] {
            has(&format!(".rev-{name}"), &format!("fill: {}", phase_fill(phase)));
        }
        has(".rev", "stroke: #1d1b1a; stroke-width: 0.02");
        has(".rev.other", "opacity: 0.35");
        has(".rev.current", "stroke-width: 0.05");
        has(".rev-text", "font-size: 0.16px;\n  font-weight: 600");
        has(".track", "stroke: #1d1b1a; stroke-width: 0.1");
        has(".track.terminal", "stroke-width: 0.12");
        has(".track.stadtbahn", "stroke: #7a4a1e; stroke-width: 0.1; stroke-dasharray: 0.08 0.07");
        has(".halt", "stroke: #1d1b1a; stroke-width: 0.1");
        has(".interchange", "fill: #fff; stroke: #1d1b1a; stroke-width: 0.04");
        has(".placeholder", "fill: #1d1b1a");
        has(".orange-edge", "stroke: #f08c1a; stroke-width: 0.12");
    }
}
