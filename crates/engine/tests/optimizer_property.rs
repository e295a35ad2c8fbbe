//! The optimizer is exact (R87, A30): on thousands of random small positions of the real
//! board, [`best_route`] finds the same best route as a brute force that tries every
//! sequence of track and asks [`validate`] about each.
//!
//! The brute force is deliberately naive and shares nothing with the optimizer's search: it
//! starts at every piece of tram track near the tiled region and appends any track of the
//! same or a neighbouring hex, keeping every sequence the validator accepts. It stops
//! extending a sequence only when the validator's complaint cannot be cured by more track
//! (everything but "does not end at a location" and "passes no station marker").

use std::collections::{BTreeMap, BTreeSet};

use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use tramways_engine::data::game_tables::Money;
use tramways_engine::data::{BoardVariant, HexKind, Landmark, board_hexes, tiles};
use tramways_engine::map::graph::{NodeRef, PathRef};
use tramways_engine::map::{Edge, Face, Hex, NodeKind, PathEnd, Phase, Rotation, TileColor};
use tramways_engine::rules::route::{RouteContext, RouteError, best_route, validate};
use tramways_engine::rules::{BoardState, Marker};

const BOARDS: u64 = 2_000;
const LINE: u8 = 1;

/// Hexes within `radius` steps of `center`.
fn around(center: Hex, radius: u32) -> Vec<Hex> {
    let mut seen = BTreeSet::from([center]);
    let mut ring = vec![center];
    for _ in 0..radius {
        let next: Vec<Hex> = ring
            .iter()
            .flat_map(|h| h.neighbors())
            .filter(|h| !seen.contains(h))
            .collect::<BTreeSet<_>>()
            .into_iter()
            .collect();
        seen.extend(next.iter().copied());
        ring = next;
    }
    seen.into_iter().collect()
}

/// How many track ends of `face` turned by `rotation` on `hex` meet track of a neighbour.
fn meets(board: &BoardState, hex: Hex, face: &Face, rotation: Rotation) -> usize {
    let sides = |face: &Face, rotation: Rotation| -> Vec<(Edge, u8)> {
        face.paths
            .iter()
            .flat_map(|p| [p.a, p.b])
            .filter_map(|end| match end {
                PathEnd::Edge { edge, lane } => Some((edge.rotated(rotation), lane)),
                PathEnd::Node(_) => None,
            })
            .collect()
    };
    sides(face, rotation)
        .into_iter()
        .filter(|&(edge, lane)| {
            board
                .face(hex.neighbor(edge))
                .is_some_and(|(f, r)| sides(&f, r).contains(&(edge.opposite(), lane)))
        })
        .count()
}

/// A random position: tiles on the white hexes around a random centre, line 1's markers on
/// some of the region's interchanges, other markers filling some others.
fn random_position(rng: &mut ChaCha8Rng) -> (BoardState, RouteContext, Vec<Hex>) {
    let mut board = BoardState::new(BoardVariant::Full);
    let white: Vec<Hex> = board_hexes(BoardVariant::Full)
        .filter(|h| matches!(h.kind, HexKind::Plain | HexKind::Interchange | HexKind::Stadtbahn))
        .map(|h| h.hex)
        .collect();
    let center = *white.choose(rng).expect("the board has white hexes");
    let region = around(center, 1 + u32::from(rng.random_bool(0.5)));
    // Mostly yellow and green; now and then a brown, red or purple tile (phase values,
    // terminal track, several halts on one tile).
    let pool: Vec<_> = tiles()
        .iter()
        .filter(|t| t.only_on.is_none())
        .filter(|t| match t.color {
            TileColor::Yellow | TileColor::Green => true,
            _ => rng.random_bool(0.15),
        })
        .collect();
    let mut laid = 0;
    for &hex in &region {
        let tileable = board.hex(hex).is_some_and(|h| {
            !matches!(h.kind, HexKind::Fixed | HexKind::Offboard)
                && (h.face.is_none() || h.kind != HexKind::RailwayStation || rng.random_bool(0.5))
        });
        if !tileable || laid >= 12 || !rng.random_bool(0.85) {
            continue;
        }
        let def = *pool.choose(rng).expect("tiles to choose from");
        // Usually the rotation that meets the most track, so that networks form.
        let rotation = if rng.random_bool(0.85) {
            let mut rotations = Rotation::ALL;
            rotations.shuffle(rng);
            rotations
                .into_iter()
                .max_by_key(|&r| meets(&board, hex, &def.face, r))
                .unwrap_or_default()
        } else {
            *Rotation::ALL.choose(rng).expect("six rotations")
        };
        if board.lay(hex, def, rotation).is_ok() {
            laid += 1;
        }
    }
    // The interchanges of the region and of its printed neighbours.
    let mut circles: Vec<NodeRef> = around(center, 3)
        .into_iter()
        .filter_map(|hex| board.face(hex).map(|(face, _)| (hex, face)))
        .flat_map(|(hex, face)| {
            (0..face.nodes.len() as u8)
                .filter(move |&i| {
                    matches!(face.nodes[usize::from(i)].kind, NodeKind::Interchange { .. })
                })
                .map(move |node| NodeRef { hex, node })
        })
        .collect();
    circles.shuffle(rng);
    // Stations mostly on the region's own circles, so that most positions have a route.
    circles.sort_by_key(|n| !region.contains(&n.hex) || rng.random_bool(0.1));
    let stations = rng.random_range(1..=3).min(circles.len());
    for &at in &circles[..stations] {
        if board.markers_at(at).len() < usize::from(board.slots(at)) {
            let _ = board.place_marker(at, Marker::Line(LINE));
        }
    }
    for &at in &circles[stations..] {
        if rng.random_bool(0.4) {
            while board.markers_at(at).len() < usize::from(board.slots(at)) {
                let other = Marker::Line(rng.random_range(2..=18));
                if board.place_marker(at, other).is_err() {
                    break;
                }
            }
        }
    }
    let landmarks = Landmark::ALL.into_iter().filter(|_| rng.random_bool(0.5)).collect();
    let phase = *Phase::ALL.choose(rng).expect("four phases");
    let ctx = RouteContext {
        line: LINE,
        phase,
        landmarks,
        adjustment: -30,
        untiled_stations_are_stops: false,
    };
    (board, ctx, around(center, 5))
}

/// Whether more track at the end might still make the sequence valid.
fn curable(err: &RouteError) -> bool {
    matches!(err, RouteError::NotAtLocation(_) | RouteError::NoStation(_))
}

/// The best of every route, with the optimizer's tie-break: highest revenue, fewest paths,
/// smallest sequence read in its smaller direction.
#[derive(Debug, Default)]
struct Brute {
    best: Option<(Money, usize, Vec<PathRef>)>,
    validated: u64,
    /// How many paths each hex's face has (read once: the search asks very often).
    paths: BTreeMap<Hex, u8>,
}

impl Brute {
    fn offer(&mut self, revenue: Money, seq: &[PathRef]) {
        let reversed: Vec<PathRef> = seq.iter().rev().copied().collect();
        let seq = if reversed.as_slice() < seq { reversed } else { seq.to_vec() };
        let better = match &self.best {
            None => true,
            Some((r, n, s)) => {
                revenue > *r || (revenue == *r && (seq.len() < *n || (seq.len() == *n && seq < *s)))
            }
        };
        if better {
            self.best = Some((revenue, seq.len(), seq));
        }
    }

    fn extend(&mut self, board: &BoardState, ctx: &RouteContext, seq: &mut Vec<PathRef>) {
        self.validated += 1;
        match validate(board, ctx, seq) {
            Ok(route) => self.offer(route.revenue, seq),
            Err(err) if curable(&err) => {}
            // The validator judges the whole sequence; an incurable fault stays.
            Err(_) if seq.len() > 1 => return,
            Err(_) => {}
        }
        let last = seq[seq.len() - 1].hex;
        let mut next_hexes = vec![last];
        next_hexes.extend(last.neighbors());
        for hex in next_hexes {
            let count = *self
                .paths
                .entry(hex)
                .or_insert_with(|| board.face(hex).map_or(0, |(face, _)| face.paths.len() as u8));
            for path in 0..count {
                let at = PathRef { hex, path };
                if seq.contains(&at) {
                    continue;
                }
                seq.push(at);
                self.extend(board, ctx, seq);
                seq.pop();
            }
        }
    }
}

fn brute_force(board: &BoardState, ctx: &RouteContext, near: &[Hex]) -> Brute {
    let mut brute = Brute::default();
    for &hex in near {
        let Some((face, _)) = board.face(hex) else { continue };
        // A route begins at a revenue location, so its first track touches one.
        for (path, track) in face.paths.iter().enumerate() {
            if [track.a, track.b].iter().any(|e| matches!(e, PathEnd::Node(_))) {
                brute.extend(board, ctx, &mut vec![PathRef { hex, path: path as u8 }]);
            }
        }
    }
    brute
}

#[test]
fn r87_a30_the_optimizer_finds_the_brute_force_best_on_random_boards() {
    let mut rng = ChaCha8Rng::seed_from_u64(0x1840);
    let (mut with_route, mut validated, mut long) = (0, 0, 0);
    for case in 0..BOARDS {
        let (board, ctx, near) = random_position(&mut rng);
        let brute = brute_force(&board, &ctx, &near);
        validated += brute.validated;
        let best = best_route(&board, &ctx);
        match (&brute.best, &best) {
            (None, None) => {}
            (Some((revenue, _, seq)), Some(route)) => {
                with_route += 1;
                long += usize::from(route.stops.len() >= 5);
                assert_eq!(route.revenue, *revenue, "case {case}: {route:?} vs {seq:?}");
                assert_eq!(&route.paths, seq, "case {case}: the tie-break differs");
                assert_eq!(route.net, route.revenue - 30);
                assert_eq!(validate(&board, &ctx, &route.paths).as_ref(), Ok(route));
            }
            _ => panic!("case {case}: brute force {:?}, optimizer {best:?}", brute.best),
        }
    }
    // The positions must be worth checking: two in three have a route.
    assert!(with_route * 3 > BOARDS * 2, "only {with_route} of {BOARDS} positions have a route");
    assert!(long >= 50, "only {long} best routes have five stops or more");
    assert!(validated > 1_000_000, "the brute force tried only {validated} sequences");
}
