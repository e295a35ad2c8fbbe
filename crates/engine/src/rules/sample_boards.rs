//! Fixed sample boards for benchmarks (native and in the browser) and for tests that need a
//! realistic position without playing a game.
//!
//! [`dense_board`] is a late-game 6-player full board: nearly every white hex carries a tile,
//! most of them green, brown or grey, the inner city has its red tiles, four railway stations
//! and Bahnhof Hauptzollamt their purple ones, and all 18 lines have five station markers
//! each where the board has room. It is built deterministically (a seeded generator picks
//! among equally good choices), not by playing, so it ignores whose turn it is but keeps the
//! board's own limits: the tile supply, upgrades that keep every track (R75), no track off the
//! map or into a printed hex without track there (R70), and the circles of each interchange.

use std::collections::BTreeSet;

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::data::{HexKind, Landmark, LayRule, TileDef, board_hexes, tile, tiles, upgrades};
use crate::map::graph::NodeRef;
use crate::map::{Face, Hex, NodeKind, PathEnd, Phase, Rotation, TileColor, Track};

use super::board_state::{BoardState, LineNumber, Marker};
use super::route::RouteContext;

/// The seed of [`dense_board`]'s choices.
const SEED: u64 = 1840;

/// The score of an exit that meets track, against 1 for an exit into a hex still empty.
const MEETS: u32 = 3;

/// Station markers per line on [`dense_board`] (the home marker included).
const MARKERS_PER_LINE: usize = 5;

/// A dense late-game 6-player board (see the module documentation).
pub fn dense_board() -> BoardState {
    let mut rng = ChaCha8Rng::seed_from_u64(SEED);
    let mut board = BoardState::new(crate::data::BoardVariant::Full);
    let white: Vec<Hex> = board_hexes(board.variant())
        .filter(|h| matches!(h.kind, HexKind::Plain | HexKind::Interchange | HexKind::Stadtbahn))
        .map(|h| h.hex)
        .collect();
    // Lay and upgrade in rounds, as a game would: networks grow from track already on the
    // board, and upgrades give yellow tiles back to the supply for the hexes still empty.
    for _ in 0..8 {
        let mut changed = false;
        loop {
            // Grow: lay wherever a tile meets track, until nothing more does.
            while sweep(&mut board, &white, true, &mut rng) {
                changed = true;
            }
            // Then start one new piece of network, if any tile fits at all.
            if !sweep_one(&mut board, &white, &mut rng) {
                break;
            }
            changed = true;
        }
        let mut order: Vec<Hex> =
            white.iter().copied().filter(|&h| board.tile(h).is_some()).collect();
        order.shuffle(&mut rng);
        for hex in order {
            changed |= upgrade(&mut board, hex, &mut rng);
        }
        if !changed {
            break;
        }
    }
    // The bonus tiles: the inner city in red, four railway stations and the special purple
    // tile of Bahnhof Hauptzollamt (one station stays empty: Westbahnhof).
    for (label, id) in [("D20", "L20"), ("E19", "L21"), ("E21", "L22")] {
        lay_best(&mut board, Hex::from_label(label), &[tile_def(id)], false, &mut rng);
    }
    for (label, id) in [("B26", "L24"), ("C17", "L25"), ("I27", "L27"), ("J22", "L28")] {
        lay_best(&mut board, Hex::from_label(label), &[tile_def(id)], false, &mut rng);
    }
    // The special tile is laid unturned (rulebook IX.4).
    let _ = board.lay(Hex::from_label("F24"), tile_def("L31b"), Rotation::default());
    place_markers(&mut board, &mut rng);
    board
}

/// The route context of `line` on [`dense_board`]: grey phase; tram company `k` (lines
/// 3k+1 to 3k+3) owns the `k`-th landmark of Table 4.
pub fn dense_context(line: LineNumber) -> RouteContext {
    let company = usize::from(line.saturating_sub(1) / 3);
    let landmarks = Landmark::ALL.get(company).copied().into_iter().collect();
    RouteContext {
        line,
        phase: Phase::Gray,
        landmarks,
        adjustment: 0,
        untiled_stations_are_stops: false,
    }
}

/// Runs [`best_route`](super::route::best_route) on `board` `runs` times (at least once),
/// reading the clock `now` (milliseconds) around each run: the samples in milliseconds, sorted,
/// and the route. The native benchmark and the browser's benchmark page both time with this,
/// each with its own clock.
pub fn time_best_route(
    board: &BoardState,
    ctx: &RouteContext,
    runs: usize,
    now: &dyn Fn() -> f64,
) -> (Vec<f64>, Option<super::route::Route>) {
    let mut samples = Vec::with_capacity(runs.max(1));
    let mut route = None;
    for _ in 0..runs.max(1) {
        let start = now();
        route = std::hint::black_box(super::route::best_route(board, ctx));
        samples.push(now() - start);
    }
    samples.sort_by(f64::total_cmp);
    (samples, route)
}

fn tile_def(id: &str) -> &'static TileDef {
    tile(id).unwrap_or_else(|| panic!("the tile set has {id}"))
}

/// How well `face` turned by `rotation` fits on `hex`: `None` when track would run off the
/// map, through an impassable side, or into a printed hex without track there (R70); else
/// [`MEETS`] for every exit meeting track and 1 for every exit into a hex that may still be tiled.
fn fit(board: &BoardState, hex: Hex, face: &Face, rotation: Rotation) -> Option<u32> {
    let here = board.hex(hex)?;
    let mut score = 0;
    for path in face.paths.iter().filter(|p| p.track == Track::Tram) {
        for end in [path.a, path.b] {
            let PathEnd::Edge { edge, lane } = end else { continue };
            let edge = edge.rotated(rotation);
            let next = hex.neighbor(edge);
            let there = board.hex(next)?;
            if here.impassable.contains(edge) || there.impassable.contains(edge.opposite()) {
                return None;
            }
            let meets = board.face(next).is_some_and(|(f, r)| {
                f.paths.iter().filter(|p| p.track == Track::Tram).any(|p| {
                    [p.a, p.b].into_iter().any(|e| match e {
                        PathEnd::Edge { edge: e2, lane: l2 } => {
                            e2.rotated(r) == edge.opposite() && l2 == lane
                        }
                        PathEnd::Node(_) => false,
                    })
                })
            });
            let tileable =
                matches!(there.kind, HexKind::Plain | HexKind::Interchange | HexKind::Stadtbahn);
            score += if meets {
                MEETS
            } else if tileable {
                1
            } else {
                return None;
            };
        }
    }
    Some(score)
}

/// Lays a first tile on every empty hex of `white` (in random order) where one fits and,
/// with `meet`, meets track already there; whether any was laid.
fn sweep(board: &mut BoardState, white: &[Hex], meet: bool, rng: &mut ChaCha8Rng) -> bool {
    let mut order: Vec<Hex> = white.iter().copied().filter(|&h| board.tile(h).is_none()).collect();
    order.shuffle(rng);
    let mut laid = false;
    for hex in order {
        laid |= lay_first(board, hex, meet, rng);
    }
    laid
}

/// Lays one first tile anywhere it fits; whether one was laid.
fn sweep_one(board: &mut BoardState, white: &[Hex], rng: &mut ChaCha8Rng) -> bool {
    let mut order: Vec<Hex> = white.iter().copied().filter(|&h| board.tile(h).is_none()).collect();
    order.shuffle(rng);
    order.into_iter().any(|hex| lay_first(board, hex, false, rng))
}

/// Lays the best-fitting of `candidates` (any rotation, ties drawn by `rng`); whether a tile
/// was laid.
fn lay_best(
    board: &mut BoardState,
    hex: Hex,
    candidates: &[&'static TileDef],
    meet: bool,
    rng: &mut ChaCha8Rng,
) -> bool {
    let options: Vec<(&'static TileDef, Rotation)> = candidates
        .iter()
        .filter(|t| board.supply(t) > 0)
        .flat_map(|&t| Rotation::ALL.into_iter().map(move |r| (t, r)))
        .collect();
    choose(board, hex, options, meet, rng)
}

/// Lays the best-fitting option (ties drawn by `rng`); with `meet`, only one that meets
/// track. Whether a tile was laid.
fn choose(
    board: &mut BoardState,
    hex: Hex,
    options: Vec<(&'static TileDef, Rotation)>,
    meet: bool,
    rng: &mut ChaCha8Rng,
) -> bool {
    let scored: Vec<(u32, &'static TileDef, Rotation)> = options
        .into_iter()
        .filter_map(|(t, r)| fit(board, hex, &t.face, r).map(|s| (s, t, r)))
        .filter(|s| !meet || s.0 >= MEETS)
        .collect();
    let Some(top) = scored.iter().map(|s| s.0).max() else { return false };
    let best: Vec<_> = scored.into_iter().filter(|s| s.0 == top).collect();
    let (_, t, r) = best[rng.random_range(0..best.len())];
    board.lay(hex, t, r).is_ok()
}

/// The first tile of an empty white hex: the Stadtbahn tile along the dotted path, else a
/// yellow tile with as many circles as the hex.
fn lay_first(board: &mut BoardState, hex: Hex, meet: bool, rng: &mut ChaCha8Rng) -> bool {
    let Some(info) = board.hex(hex) else { return false };
    if let Some(sb) = info.stadtbahn {
        let def = tile_def(sb.first_tile);
        let want = sb.planned_exits.iter().fold(0u8, |acc, e| acc | 1 << e.index());
        let Some(r) = Rotation::ALL.into_iter().find(|&r| def.exits(r) == want) else {
            return false;
        };
        return board.supply(def) > 0 && choose(board, hex, vec![(def, r)], meet, rng);
    }
    let circles = usize::from(info.circles);
    let candidates: Vec<&'static TileDef> = tiles()
        .iter()
        .filter(|t| t.color == TileColor::Yellow && t.lay == LayRule::Normal)
        .filter(|t| t.interchanges() == circles && (circles > 0 || t.halts() == 1))
        .collect();
    lay_best(board, hex, &candidates, meet, rng)
}

/// Upgrades the tile on `hex` by one colour if the supply allows (R74, R75).
fn upgrade(board: &mut BoardState, hex: Hex, rng: &mut ChaCha8Rng) -> bool {
    let Some(old) = board.tile(hex) else { return false };
    let options: Vec<(&'static TileDef, Rotation)> = upgrades(old.tile)
        .into_iter()
        .filter(|u| board.supply(u.to) > 0)
        .flat_map(|u| {
            let to = u.to;
            u.rotations.into_iter().map(move |r| (to, old.rotation.then(r)))
        })
        .collect();
    choose(board, hex, options, false, rng)
}

/// The interchange circles of a hex's face that still have room.
fn free_circles(board: &BoardState, hex: Hex) -> Vec<NodeRef> {
    let Some((face, _)) = board.face(hex) else { return Vec::new() };
    (0..face.nodes.len() as u8)
        .map(|node| NodeRef { hex, node })
        .filter(|&at| {
            matches!(face.nodes[usize::from(at.node)].kind, NodeKind::Interchange { .. })
                && board.markers_at(at).len() < usize::from(board.slots(at))
        })
        .collect()
}

/// Home markers first (R78), then rounds of one marker per line on a reachable circle with
/// room, at most one per hex and line (R79, R80).
fn place_markers(board: &mut BoardState, rng: &mut ChaCha8Rng) {
    let lines: Vec<LineNumber> = (1..=18).collect();
    for &line in &lines {
        let Some(home) = board_hexes(board.variant()).find(|h| h.line_homes.contains(&line)) else {
            continue;
        };
        let circles = free_circles(board, home.hex);
        let nth = home.line_homes.iter().position(|&l| l == line).unwrap_or(0);
        if let Some(&at) = circles.get(nth).or(circles.first()) {
            let _ = board.place_marker(at, Marker::Line(line));
        }
    }
    for _ in 1..MARKERS_PER_LINE {
        for &line in &lines {
            let own: BTreeSet<Hex> =
                board.markers_of(Marker::Line(line)).into_iter().map(|n| n.hex).collect();
            let reach = board.reach(line);
            let hexes: BTreeSet<Hex> = reach.nodes.iter().map(|n| n.hex).collect();
            let spots: Vec<NodeRef> = hexes
                .into_iter()
                .filter(|h| !own.contains(h))
                .flat_map(|h| free_circles(board, h))
                .filter(|n| reach.nodes.contains(n))
                .collect();
            if !spots.is_empty() {
                let at = spots[rng.random_range(0..spots.len())];
                let _ = board.place_marker(at, Marker::Line(line));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_dense_board_is_dense_and_fixed() {
        let board = dense_board();
        assert_eq!(board, dense_board(), "the same board every time");
        let tiles: Vec<_> = board.tiles().collect();
        let late = tiles.iter().filter(|(_, t)| !matches!(t.tile.color, TileColor::Yellow)).count();
        assert!(tiles.len() >= 100, "{} tiles", tiles.len());
        assert!(late * 2 > tiles.len(), "{late} of {} tiles past yellow", tiles.len());
        let markers: Vec<usize> =
            (1..=18).map(|line| board.markers_of(Marker::Line(line)).len()).collect();
        assert!(markers.iter().all(|&m| m >= 1), "every line has its home: {markers:?}");
        assert!(markers.iter().sum::<usize>() >= 70, "{markers:?}");
    }
}
