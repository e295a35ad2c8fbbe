//! The Stadtbahn runs (rulebook VIII.5.2; digest R51, R83, A17).
//!
//! Each Stadtbahn company runs an imaginary tram from one of the two terminals (home-base
//! stations) at the ends of its dotted path, along the dotted track, as far as that track has
//! been laid without a gap. Printed dotted track counts as laid; a light-orange hex counts
//! once a Stadtbahn tile lies on it. The run earns from every halt it meets and from every
//! location holding one of the company's own station markers, the starting terminal
//! included; an interchange without the company's marker (removed for 40, R82, R83) earns
//! nothing. A run that meets a single location earns 0 (A17: W and G in CR1).
//!
//! Both terminals are tried and the better run is paid ("both directions" is the maximum,
//! not the sum, A17); once the track is complete, the run from one terminal reaches the other
//! and everything on the path counts. The result is multiplied for CR4–CR6 (R51).
//!
//! Readings (A17): line station markers never block a run (designer ruling, EXT #5938); the
//! terminal on the untiled purple hex F24 counts; an untiled railway-station hex in the middle
//! of a path (Westbahnhof G11) breaks it, because the rulebook (IX.4) makes the line
//! continuous there only once a special purple tile is laid, although G11 prints dotted
//! track through a halt.

use crate::data::board::RouteStep;
use crate::data::game_tables::Money;
use crate::data::{HexKind, StadtbahnCompany, StadtbahnRole, stadtbahn_route};
use crate::map::graph::NodeRef;
use crate::map::{Edge, Hex, NodeKind, PathEnd, Phase, Track};

use super::board_state::{BoardState, Marker};
use super::route::Stop;

/// What a Stadtbahn company earns in a Company Round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StadtbahnRun {
    /// The locations of the better run, from its terminal on; `counted` where they earn.
    pub stops: Vec<Stop>,
    /// The run's revenue before the multiplier.
    pub base: Money,
    /// `base` times the Company Round's multiplier (R51).
    pub total: Money,
}

/// The run of `company` on `board` in `phase`, multiplied by `multiplier` (1 in CR1–CR3, 2
/// in CR4, 3 in CR5, 10 in CR6: [`crate::data::game_tables::stadtbahn_multiplier`]).
pub fn stadtbahn_run(
    board: &BoardState,
    company: StadtbahnCompany,
    phase: Phase,
    multiplier: Money,
) -> StadtbahnRun {
    stadtbahn_run_with(board, company, phase, multiplier, false)
}

/// [`stadtbahn_run`], where `through_stations` lets the run pass an untiled railway station
/// on its printed dotted track, as 18xx.games does (its run walks all connected dotted track;
/// option [`RuleOptions::stadtbahn_through_stations`](crate::game::RuleOptions)).
pub fn stadtbahn_run_with(
    board: &BoardState,
    company: StadtbahnCompany,
    phase: Phase,
    multiplier: Money,
    through_stations: bool,
) -> StadtbahnRun {
    let steps = stadtbahn_route(board.variant(), company);
    let walk = |steps: &mut dyn Iterator<Item = RouteStep>| {
        run_from(board, company, phase, steps, through_stations)
    };
    let (forward, complete) = walk(&mut steps.iter().copied());
    let best = if complete {
        forward
    } else {
        let (backward, _) = walk(&mut steps.iter().rev().copied());
        if value(&backward) > value(&forward) { backward } else { forward }
    };
    let base = value(&best);
    StadtbahnRun { stops: best, base, total: base * multiplier }
}

/// A run earns only if it links two locations (A17).
fn value(stops: &[Stop]) -> Money {
    if stops.len() < 2 { 0 } else { stops.iter().map(|s| s.value).sum() }
}

/// Where the walk stands: at a location of a hex, or leaving a hex by a side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum At {
    Node(u8),
    Side(Edge, u8),
}

fn end_at(end: PathEnd, rotation: crate::map::Rotation) -> At {
    match end {
        PathEnd::Edge { edge, lane } => At::Side(edge.rotated(rotation), lane),
        PathEnd::Node(n) => At::Node(n),
    }
}

/// The other end of the dotted path of `hex` that has end `from` and whose other end
/// satisfies `to`.
fn dotted_from(board: &BoardState, hex: Hex, from: At, to: impl Fn(At) -> bool) -> Option<At> {
    let (face, rotation) = board.face(hex)?;
    face.paths.iter().filter(|p| p.track == Track::Stadtbahn).find_map(|p| {
        let (a, b) = (end_at(p.a, rotation), end_at(p.b, rotation));
        if a == from && to(b) {
            Some(b)
        } else if b == from && to(a) {
            Some(a)
        } else {
            None
        }
    })
}

/// Whether `hex`, the `i`-th of `n` steps, may be run through: printed dotted track counts
/// as laid except on an untiled railway station that is not the terminal (A17, G11).
fn laid(board: &BoardState, step: &RouteStep, i: usize, n: usize, through: bool) -> bool {
    let terminal = i == 0 || i + 1 == n;
    let untiled_station = !through
        && board.tile(step.hex).is_none()
        && board.hex(step.hex).is_some_and(|h| h.kind == HexKind::RailwayStation);
    match step.role {
        StadtbahnRole::Buildable => board.tile(step.hex).is_some(),
        StadtbahnRole::Fixed | StadtbahnRole::Terminal => terminal || !untiled_station,
    }
}

fn stop(board: &BoardState, company: StadtbahnCompany, phase: Phase, node: NodeRef) -> Stop {
    let kind = board.face(node.hex).and_then(|(f, _)| f.nodes.get(usize::from(node.node)).copied());
    let (value, counted) = match kind {
        Some(n) if n.kind == NodeKind::Halt => (Money::from(n.revenue.in_phase(phase)), true),
        Some(n) if board.markers_at(node).contains(&Marker::Stadtbahn(company)) => {
            (Money::from(n.revenue.in_phase(phase)), true)
        }
        _ => (0, false),
    };
    Stop { node, value, counted }
}

/// The run from the first of `steps`: its stops, and whether it reached the last step.
fn run_from(
    board: &BoardState,
    company: StadtbahnCompany,
    phase: Phase,
    steps: &mut dyn Iterator<Item = RouteStep>,
    through: bool,
) -> (Vec<Stop>, bool) {
    let steps: Vec<RouteStep> = steps.collect();
    let n = steps.len();
    let mut stops = Vec::new();
    if n < 2 {
        return (stops, false);
    }
    let toward = |i: usize| steps[i].hex.edge_towards(steps[i + 1].hex);
    // The terminal's circle is where its dotted track towards the next hex begins (it moves
    // onto a special purple tile with the marker, R73).
    let Some(first_edge) = toward(0) else { return (stops, false) };
    let start = board.face(steps[0].hex).and_then(|(face, rotation)| {
        face.paths.iter().filter(|p| p.track == Track::Stadtbahn).find_map(|p| {
            match (end_at(p.a, rotation), end_at(p.b, rotation)) {
                (At::Node(k), At::Side(e, _)) | (At::Side(e, _), At::Node(k))
                    if e == first_edge =>
                {
                    Some(k)
                }
                _ => None,
            }
        })
    });
    let Some(start) = start else { return (stops, false) };
    let mut i = 0;
    let mut at = At::Node(start);
    stops.push(stop(board, company, phase, NodeRef { hex: steps[0].hex, node: start }));
    loop {
        let hex = steps[i].hex;
        match at {
            At::Node(k) => {
                if i + 1 == n {
                    return (stops, true);
                }
                let Some(edge) = toward(i) else { break };
                let out = dotted_from(
                    board,
                    hex,
                    At::Node(k),
                    |x| matches!(x, At::Side(e, _) if e == edge),
                );
                match out {
                    Some(side) => at = side,
                    None => break,
                }
            }
            At::Side(edge, lane) => {
                if i + 1 == n || !laid(board, &steps[i + 1], i + 1, n, through) {
                    break;
                }
                let next = hex.neighbor(edge);
                if next != steps[i + 1].hex {
                    break;
                }
                i += 1;
                let onward = if i + 1 < n { toward(i) } else { None };
                let entry = At::Side(edge.opposite(), lane);
                let Some(there) = dotted_from(board, next, entry, |x| match x {
                    At::Node(_) => true,
                    At::Side(e, _) => Some(e) == onward,
                }) else {
                    break;
                };
                if let At::Node(k) = there {
                    stops.push(stop(board, company, phase, NodeRef { hex: next, node: k }));
                }
                at = there;
            }
        }
    }
    (stops, false)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::game_tables::CR1_STADTBAHN_DIVIDENDS;
    use crate::data::{BoardVariant, tile};
    use crate::map::Rotation;

    fn hex(s: &str) -> Hex {
        s.parse().unwrap()
    }

    /// Lays the yellow Stadtbahn tile of a light-orange hex in the rotation that joins its
    /// planned dotted exits (rulebook IX.4, R73).
    fn lay_stadtbahn(board: &mut BoardState, label: &str) {
        let h = hex(label);
        let info = board.hex(h).and_then(|i| i.stadtbahn).expect("a light-orange hex");
        let def = tile(info.first_tile).unwrap();
        let want = info.planned_exits.iter().fold(0u8, |acc, e| acc | 1 << e.index());
        let rotation = Rotation::ALL
            .into_iter()
            .find(|&r| def.exits(r) == want)
            .unwrap_or_else(|| panic!("{} fits {label}", def.id));
        board.lay(h, def, rotation).unwrap();
    }

    fn run(board: &BoardState, company: StadtbahnCompany, phase: Phase) -> StadtbahnRun {
        stadtbahn_run(board, company, phase, 1)
    }

    #[test]
    fn r51_cr1_fixed_payments_come_from_the_printed_track() {
        // VIII.5.2 note: in CR1 D and V pay 70, W and G 0, on the untouched full board.
        let board = BoardState::new(BoardVariant::Full);
        for (company, paid) in CR1_STADTBAHN_DIVIDENDS {
            assert_eq!(run(&board, company, Phase::Yellow).total, paid, "{company:?}");
        }
        // D: Heiligenstadt 40 (D's terminal marker) + the printed halt A19 30.
        let d = run(&board, StadtbahnCompany::D, Phase::Yellow);
        let values: Vec<Money> = d.stops.iter().map(|s| s.value).collect();
        assert_eq!(values, [40, 30]);
    }

    #[test]
    fn a17_a_single_location_earns_nothing() {
        let board = BoardState::new(BoardVariant::Full);
        let w = run(&board, StadtbahnCompany::W, Phase::Yellow);
        assert_eq!(w.base, 0);
        assert_eq!(w.stops.len(), 1, "the run stands at its terminal: {:?}", w.stops);
    }

    #[test]
    fn r51_example_1_d_after_one_halt_tile() {
        // VIII.5.2 example 1: D runs for 40 + 30 + 10 = 80 after a Stadtbahn halt on B20.
        let mut board = BoardState::new(BoardVariant::Full);
        lay_stadtbahn(&mut board, "B20");
        assert_eq!(run(&board, StadtbahnCompany::D, Phase::Yellow).base, 80);
    }

    #[test]
    fn r51_markers_count_and_the_multiplier_applies() {
        // D from Heiligenstadt: 40 + 30 + B20 10 + C21 10 + D22 (D's marker on L4, 20).
        let mut board = BoardState::new(BoardVariant::Full);
        for label in ["B20", "C21", "D22"] {
            lay_stadtbahn(&mut board, label);
        }
        let d = stadtbahn_run(&board, StadtbahnCompany::D, Phase::Green, 3);
        assert_eq!(d.base, 110);
        assert_eq!(d.total, 330, "CR5 triples (R51)");
    }

    #[test]
    fn r83_a_removed_marker_earns_nothing() {
        let mut board = BoardState::new(BoardVariant::Full);
        for label in ["B20", "C21", "D22"] {
            lay_stadtbahn(&mut board, label);
        }
        let at = NodeRef { hex: hex("D22"), node: 0 };
        board.remove_marker(at, Marker::Stadtbahn(StadtbahnCompany::D)).unwrap();
        board.place_marker(at, Marker::Line(1)).unwrap();
        let d = run(&board, StadtbahnCompany::D, Phase::Yellow);
        assert_eq!(d.base, 90, "D22 is still a location but earns D nothing (A17)");
        assert!(d.stops.iter().any(|s| s.node == at && !s.counted));
    }

    #[test]
    fn r51_complete_path_counts_both_terminals() {
        // D complete: A17 40 + A19 30 + B20 10 + C21 10 + D22 20 + E23 20 + F24 20.
        let mut board = BoardState::new(BoardVariant::Full);
        for label in ["B20", "C21", "D22", "E23"] {
            lay_stadtbahn(&mut board, label);
        }
        let d = run(&board, StadtbahnCompany::D, Phase::Yellow);
        assert_eq!(d.base, 150);
        assert_eq!(d.stops.first().map(|s| s.node.hex), Some(hex("A17")));
        assert_eq!(d.stops.last().map(|s| s.node.hex), Some(hex("F24")));
    }

    #[test]
    fn a17_both_directions_is_the_better_not_the_sum() {
        // W: from Hütteldorf I1 (20 in yellow) over I3, I5, I7 halts (30) = 50;
        // from F24 (20) over G23, G21 halts (20) = 40. The gap keeps them apart.
        let mut board = BoardState::new(BoardVariant::Full);
        for label in ["I3", "I5", "I7", "G23", "G21"] {
            lay_stadtbahn(&mut board, label);
        }
        let w = run(&board, StadtbahnCompany::W, Phase::Yellow);
        assert_eq!(w.base, 50);
        assert_eq!(w.stops[0].node.hex, hex("I1"));
        // Two more halts from F24 make that side better: 20 + 4 × 10 = 60.
        for label in ["G19", "G17"] {
            lay_stadtbahn(&mut board, label);
        }
        let w = run(&board, StadtbahnCompany::W, Phase::Yellow);
        assert_eq!(w.base, 60);
        assert_eq!(w.stops[0].node.hex, hex("F24"));
    }

    #[test]
    fn a17_westbahnhof_breaks_g_until_its_special_tile() {
        // G from Wien I11 (30, G's terminal) over H12 (10) reaches G11's printed halt only
        // once a special purple tile lies there.
        let mut board = BoardState::new(BoardVariant::Full);
        lay_stadtbahn(&mut board, "H12");
        lay_stadtbahn(&mut board, "F12");
        let g = run(&board, StadtbahnCompany::G, Phase::Yellow);
        assert_eq!(g.base, 40, "{:?}", g.stops);
        board.lay(hex("G11"), tile("L31a").unwrap(), Rotation::default()).unwrap();
        let g = run(&board, StadtbahnCompany::G, Phase::Yellow);
        // I11 30 + H12 10 + G11 (L31a, 10 in yellow) + F12 10.
        assert_eq!(g.base, 60, "{:?}", g.stops);
    }

    #[test]
    fn r51_v_complete_from_heiligenstadt_to_penzing() {
        // The printed connectors A15 and A11 have no stop; Grinzing A13 and Hernals C7 are
        // printed circles with V's markers. A17 40 + A13 30 + B10 20 + C9 10 + C7 30 + D6 10
        // + E7 10 + F6 20 + G5 10 + Penzing G3 (30 in yellow, 60 in grey).
        let mut board = BoardState::new(BoardVariant::Full);
        for label in ["B10", "C9", "D6", "E7", "F6", "G5"] {
            lay_stadtbahn(&mut board, label);
        }
        let v = run(&board, StadtbahnCompany::V, Phase::Yellow);
        assert_eq!(v.base, 210);
        assert_eq!(v.stops.len(), 10);
        assert!(v.stops.iter().all(|s| s.counted));
        assert_eq!(run(&board, StadtbahnCompany::V, Phase::Gray).base, 240);
    }

    #[test]
    fn r51_line_markers_do_not_block_a_run() {
        // D22's circle is taken by line 1 after D's marker was removed: full for every other
        // line (R63), but the Stadtbahn runs on (EXT #5938). A17 40 + A19 30 + B20 10 +
        // C21 10 + D22 0 + E23 20 + F24 20.
        let mut board = BoardState::new(BoardVariant::Full);
        for label in ["B20", "C21", "D22", "E23"] {
            lay_stadtbahn(&mut board, label);
        }
        let at = NodeRef { hex: hex("D22"), node: 0 };
        board.remove_marker(at, Marker::Stadtbahn(StadtbahnCompany::D)).unwrap();
        board.place_marker(at, Marker::Line(1)).unwrap();
        assert!(board.blocked_for(at, 2));
        assert_eq!(run(&board, StadtbahnCompany::D, Phase::Yellow).base, 130);
    }
}
