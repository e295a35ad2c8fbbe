//! Route rules on small positions of the real board (rulebook IX.2, IX.7, IX.8; digest R27,
//! R62–R64, R84–R92, A27–A30, A36).
//!
//! The 1840 tiles have no junction, crossover or shared side without a revenue location
//! (every tram path runs from a side to a halt or an interchange), so the three tests of those
//! rules lay small test-only tiles on the real board.

use super::*;
use crate::data::{BoardVariant, LayRule, TileDef, tile};
use crate::map::tile::build::{e, halt, interchange, n, tram};
use crate::map::{PathEnd, TileColor};
use crate::rules::sample_boards::{dense_board, dense_context};

fn h(label: &str) -> Hex {
    label.parse().unwrap_or_else(|err| panic!("{label}: {err}"))
}

fn at(label: &str, node: u8) -> NodeRef {
    NodeRef { hex: h(label), node }
}

fn lay(board: &mut BoardState, label: &str, id: &str, rotation: u8) {
    let def = tile(id).unwrap_or_else(|| panic!("no tile {id}"));
    lay_def(board, label, def, rotation);
}

fn lay_def(board: &mut BoardState, label: &str, def: &'static TileDef, rotation: u8) {
    let rotation = Rotation::new(rotation).unwrap();
    board.lay(h(label), def, rotation).unwrap_or_else(|err| panic!("{label}: {err}"));
}

fn station(board: &mut BoardState, label: &str, node: u8, line: LineNumber) {
    board.place_marker(at(label, node), Marker::Line(line)).unwrap();
}

fn ctx(line: LineNumber) -> RouteContext {
    RouteContext {
        line,
        phase: Phase::Green,
        landmarks: BTreeSet::new(),
        adjustment: 0,
        untiled_stations_are_stops: false,
    }
}

/// The path of `from`'s face (any track) that leaves by the side facing `to`.
fn toward(board: &BoardState, from: &str, to: &str) -> PathRef {
    let (hex, there) = (h(from), h(to));
    let edge = hex.edge_towards(there).unwrap_or_else(|| panic!("{from} and {to} touch"));
    let (face, rotation) = board.face(hex).unwrap_or_else(|| panic!("{from} has a face"));
    let path = face
        .paths
        .iter()
        .position(|p| {
            [p.a, p.b].iter().any(
                |end| matches!(end, PathEnd::Edge { edge: x, .. } if x.rotated(rotation) == edge),
            )
        })
        .unwrap_or_else(|| panic!("{from} has track towards {to}"));
    PathRef { hex, path: path as u8 }
}

/// `(hex label, node)` of every stop, in route order.
fn stops(route: &Route) -> Vec<(String, u8)> {
    route.stops.iter().map(|s| (s.node.hex.to_string(), s.node.node)).collect()
}

fn hexes(route: &Route) -> Vec<String> {
    route.stops.iter().map(|s| s.node.hex.to_string()).collect()
}

/// Either direction of the expected stops.
fn assert_stops(route: &Route, expected: &[&str]) {
    let got = hexes(route);
    let mut reversed: Vec<&str> = expected.to_vec();
    reversed.reverse();
    assert!(got == expected || got == reversed, "stops {got:?}, expected {expected:?}");
}

/// Row H: Schloss Belvedere H22 (printed halt 20) – H24 halt – H26 halt – Erdberg H28
/// (interchange 20, line 4's station) – the printed halt H30, all west to east.
fn row_h() -> BoardState {
    let mut board = BoardState::new(BoardVariant::Full);
    lay(&mut board, "H24", "4", 1);
    lay(&mut board, "H26", "4", 1);
    lay(&mut board, "H28", "57", 1);
    station(&mut board, "H28", 0, 4);
    board
}

fn best(board: &BoardState, ctx: &RouteContext) -> Route {
    best_route(board, ctx).expect("the line has a route")
}

#[test]
fn r85_halts_and_the_lines_own_interchanges_count() {
    let board = row_h();
    let route = best(&board, &ctx(4));
    assert_stops(&route, &["H22", "H24", "H26", "H28", "H30"]);
    assert_eq!(route.revenue, 20 + 10 + 10 + 20 + 10);
    assert!(route.stops.iter().all(|s| s.counted));
    assert_eq!(route.paths.len(), 8);
    assert_eq!(validate(&board, &ctx(4), &route.paths), Ok(route));
}

#[test]
fn r88_net_adds_maintenance_and_the_purple_bonus() {
    let board = row_h();
    let route = best(&board, &RouteContext { adjustment: -50 + 200, ..ctx(4) });
    assert_eq!((route.revenue, route.net), (70, 220));
}

#[test]
fn r64_a29_two_locations_minimum_and_untiled_stations_are_no_location() {
    // Erdberg's tile leads SW into the untiled Aspangbahnhof I27 and NE into the empty G29.
    let mut board = BoardState::new(BoardVariant::Full);
    lay(&mut board, "H28", "57", 0);
    station(&mut board, "H28", 0, 4);
    assert_eq!(best_route(&board, &ctx(4)), None);
    let to_g29 = [toward(&board, "H28", "G29")];
    assert_eq!(validate(&board, &ctx(4), &to_g29), Err(RouteError::NotAtLocation(h("H28"))));
    let to_i27 = [toward(&board, "H28", "I27"), toward(&board, "I27", "H28")];
    assert_eq!(validate(&board, &ctx(4), &to_i27), Err(RouteError::NotALocation(h("I27"))));
    assert_eq!(validate(&board, &ctx(4), &[]), Err(RouteError::TooFewLocations));
}

#[test]
fn untiled_stations_are_stops_of_0_with_the_18xx_games_option() {
    // As above, with 18xx.games' off-board railway stations: Erdberg–Aspangbahnhof is a route
    // of two locations, the station worth 0 and not counted, and the best route takes it.
    let mut board = BoardState::new(BoardVariant::Full);
    lay(&mut board, "H28", "57", 0);
    station(&mut board, "H28", 0, 4);
    let xx = RouteContext { untiled_stations_are_stops: true, ..ctx(4) };
    let to_i27 = [toward(&board, "H28", "I27"), toward(&board, "I27", "H28")];
    let route = validate(&board, &xx, &to_i27).expect("a route to the station");
    assert_eq!(stops(&route), [("H28".to_owned(), 0), ("I27".to_owned(), 0)]);
    assert_eq!(route.revenue, 20);
    assert!(!route.stops[1].counted);
    assert_eq!(best_route(&board, &xx).map(|r| r.revenue), Some(20));
    // Without the option the printed rule holds (A29).
    assert_eq!(validate(&board, &ctx(4), &to_i27), Err(RouteError::NotALocation(h("I27"))));
}

#[test]
fn r64_the_route_must_pass_one_of_the_lines_stations() {
    let board = row_h();
    let west = [
        toward(&board, "H22", "H24"),
        toward(&board, "H24", "H22"),
        toward(&board, "H24", "H26"),
        toward(&board, "H26", "H24"),
    ];
    assert_eq!(validate(&board, &ctx(4), &west), Err(RouteError::NoStation(4)));
    assert_eq!(best_route(&board, &ctx(5)), None, "line 5 has no station marker");
}

#[test]
fn r84_a_line_without_any_route_gets_none() {
    // Line 8's home Meidling J10 is untiled: no track, no route.
    let mut board = BoardState::new(BoardVariant::Full);
    station(&mut board, "J10", 0, 8);
    assert_eq!(best_route(&board, &ctx(8)), None);
}

#[test]
fn a27_the_circles_of_an_oo_tile_are_separate_locations() {
    // Rathaus & Parlament E17 on green OO tile 8858: circle 0 leaves SW and NW, circle 1 W
    // and NE. Line 3 (station on circle 0) runs E17/0 – F16 – Josefstadt E15 – E17/1 – the
    // OO tile 235 on D18 (line 3's second station): both circles of E17 are on the route,
    // and circle 1 earns nothing (no marker of line 3; one per hex, R80).
    let mut board = BoardState::new(BoardVariant::Full);
    lay(&mut board, "E17", "8858", 0);
    lay(&mut board, "F16", "3", 2);
    lay(&mut board, "E15", "5", 4);
    lay(&mut board, "D18", "235", 0);
    station(&mut board, "E17", 0, 3);
    station(&mut board, "D18", 0, 3);
    let route = best(&board, &ctx(3));
    let expected = [("E17", 0), ("F16", 0), ("E15", 0), ("E17", 1), ("D18", 0)];
    let expected: Vec<(String, u8)> = expected.iter().map(|&(l, i)| (l.to_owned(), i)).collect();
    let mut reversed = expected.clone();
    reversed.reverse();
    let got = stops(&route);
    assert!(got == expected || got == reversed, "{got:?}");
    assert_eq!(route.revenue, 40 + 10 + 30);
    let e17_1 = route.stops.iter().find(|s| s.node == at("E17", 1)).unwrap();
    assert_eq!((e17_1.value, e17_1.counted), (0, false));
}

#[test]
fn r64_no_location_twice_and_no_track_twice() {
    // E17 (tile 5: SW and W) – F16 – E15 – back into E17 would visit Rathaus twice.
    let mut board = BoardState::new(BoardVariant::Full);
    lay(&mut board, "E17", "5", 0);
    lay(&mut board, "F16", "3", 2);
    lay(&mut board, "E15", "5", 4);
    station(&mut board, "E17", 0, 3);
    let ring = [
        toward(&board, "E17", "F16"),
        toward(&board, "F16", "E17"),
        toward(&board, "F16", "E15"),
        toward(&board, "E15", "F16"),
        toward(&board, "E15", "E17"),
        toward(&board, "E17", "E15"),
    ];
    assert_eq!(validate(&board, &ctx(3), &ring), Err(RouteError::LocationTwice(h("E17"))));
    let twice = [ring[0], ring[1], ring[0]];
    assert_eq!(validate(&board, &ctx(3), &twice), Err(RouteError::TrackTwice(h("E17"))));
    // Best: E17 – F16 for 30; going on to E15 (no marker, 0) would only add track.
    let route = best(&board, &ctx(3));
    assert_eq!(route.revenue, 20 + 10);
    assert_eq!(route.stops.len(), 2);
}

/// Blocked Erdberg: line 4 holds H28's only circle; line 5 stands on Landstraße G25, whose
/// tile leads SE onto the green halt tile of H26 (W, NW and E).
fn blocked_erdberg() -> BoardState {
    let mut board = BoardState::new(BoardVariant::Full);
    lay(&mut board, "H26", "141", 1);
    lay(&mut board, "G25", "57", 2);
    lay(&mut board, "H28", "57", 1);
    station(&mut board, "H28", 0, 4);
    station(&mut board, "G25", 0, 5);
    board
}

#[test]
fn r92_a_blocked_interchange_may_be_the_first_or_last_stop() {
    let board = blocked_erdberg();
    let into = [
        toward(&board, "G25", "H26"),
        toward(&board, "H26", "G25"),
        toward(&board, "H26", "H28"),
        toward(&board, "H28", "H26"),
    ];
    let route = validate(&board, &ctx(5), &into).expect("a route may end at Erdberg");
    assert_stops(&route, &["G25", "H26", "H28"]);
    assert_eq!(route.revenue, 20 + 10);
    let erdberg = route.stops[2];
    assert_eq!((erdberg.value, erdberg.counted), (0, false), "R63: no marker of line 5");
    let reversed: Vec<PathRef> = into.iter().rev().copied().collect();
    assert_eq!(validate(&board, &ctx(5), &reversed).map(|r| r.revenue), Ok(30), "or start");
    // Erdberg adds nothing, so the best route (same value, fewer paths) stops before it.
    assert_eq!(best(&board, &ctx(5)).revenue, 30);
}

#[test]
fn r92_a_blocked_interchange_is_never_passed_through() {
    let board = blocked_erdberg();
    let through = [
        toward(&board, "G25", "H26"),
        toward(&board, "H26", "G25"),
        toward(&board, "H26", "H28"),
        toward(&board, "H28", "H26"),
        toward(&board, "H28", "H30"),
        toward(&board, "H30", "H28"),
    ];
    assert_eq!(validate(&board, &ctx(5), &through), Err(RouteError::ThroughBlocked(h("H28"))));
    let route = best(&board, &ctx(5));
    assert!(!hexes(&route).contains(&"H30".to_owned()));
}

#[test]
fn a28_a_line_passes_an_interchange_it_shares() {
    // Line 4's own marker fills Erdberg, so line 4 runs through it: H26 – H28 – H30.
    let board = blocked_erdberg();
    let route = best(&board, &ctx(4));
    assert_stops(&route, &["H26", "H28", "H30"]);
    assert_eq!(route.revenue, 10 + 20 + 10);
}

/// Arsenal J26 (tile 57: NW–SE) and Sankt Marx J28 (tile 57: SW–NE) both run into the red
/// area Simmering K27 (20/30/40/50).
fn simmering() -> BoardState {
    let mut board = BoardState::new(BoardVariant::Full);
    lay(&mut board, "J26", "57", 2);
    lay(&mut board, "J28", "57", 0);
    board
}

#[test]
fn a29_a_red_area_is_only_an_end() {
    let mut board = simmering();
    station(&mut board, "J26", 0, 16);
    station(&mut board, "J28", 0, 16);
    let through = [
        toward(&board, "J26", "K27"),
        toward(&board, "K27", "J26"),
        toward(&board, "K27", "J28"),
        toward(&board, "J28", "K27"),
    ];
    assert_eq!(validate(&board, &ctx(16), &through), Err(RouteError::ThroughTerminal(h("K27"))));
    // Ending there is fine; the red area's circle earns nothing without line 16's marker.
    let route = best(&board, &ctx(16));
    assert_eq!(route.revenue, 20);
    assert_eq!(route.stops.last().map(|s| s.node.hex), Some(h("K27")));
}

#[test]
fn a27_a29_an_interchange_without_the_lines_marker_is_a_location_worth_0() {
    // Line 6 runs from its home Simmering to Sankt Marx, where it has no marker: two
    // locations, one of them worth nothing.
    let mut board = simmering();
    station(&mut board, "K27", 0, 6);
    let route = best(&board, &ctx(6));
    assert_eq!(route.stops.len(), 2);
    let counted: Vec<(Money, bool)> = route.stops.iter().map(|s| (s.value, s.counted)).collect();
    assert!(counted.contains(&(30, true)) && counted.contains(&(0, false)), "{counted:?}");
    assert_eq!(route.revenue, 30);
}

#[test]
fn r86_a36_a_red_area_is_worth_its_value_for_the_newest_tile_colour() {
    let mut board = simmering();
    station(&mut board, "K27", 0, 6);
    let values: Vec<Money> = Phase::ALL
        .into_iter()
        .map(|phase| best(&board, &RouteContext { phase, ..ctx(6) }).revenue)
        .collect();
    assert_eq!(values, [20, 30, 40, 50]);
}

#[test]
fn r27_the_landmark_bonus_needs_the_private_in_the_companys_hands() {
    let board = row_h();
    let owned = RouteContext {
        landmarks: [Landmark::SchlossBelvedere, Landmark::Prater].into_iter().collect(),
        ..ctx(4)
    };
    let route = best(&board, &owned);
    assert_eq!(route.revenue, 70 + 20);
    assert_eq!(route.landmarks, [Landmark::SchlossBelvedere], "Prater is not on the route");
    let other = RouteContext { landmarks: [Landmark::Hofburg].into_iter().collect(), ..ctx(4) };
    assert_eq!(best(&board, &other).revenue, 70);
    assert!(best(&board, &other).landmarks.is_empty());
}

/// A test-only tile: laid on the real board like any tile (the supply counts it by `id`).
const fn test_tile(id: &'static str, face: Face) -> TileDef {
    TileDef {
        id,
        physical: id,
        color: TileColor::Green,
        count: 1,
        lay: LayRule::Normal,
        stadtbahn_edge: false,
        oo: false,
        only_on: None,
        face,
    }
}

/// Two tracks from the west side: one to an interchange, one to a halt.
static TWIN: TileDef = test_tile(
    "test-twin",
    Face { nodes: &[interchange(20, 1), halt(10)], paths: &[tram(e(1), n(0)), tram(e(1), n(1))] },
);
/// Two halts joined to each other and both to the east side.
static LOOP: TileDef = test_tile(
    "test-loop",
    Face {
        nodes: &[halt(10), halt(10)],
        paths: &[tram(e(4), n(0)), tram(n(0), n(1)), tram(n(1), e(4))],
    },
);
/// A junction without a location: from the west side to the north-east and to the east.
static FORK: TileDef =
    test_tile("test-fork", Face { nodes: &[], paths: &[tram(e(1), e(3)), tram(e(1), e(4))] });
/// A crossover: west–east crosses south-west–north-east.
static CROSS: TileDef =
    test_tile("test-cross", Face { nodes: &[], paths: &[tram(e(1), e(4)), tram(e(0), e(3))] });

#[test]
fn r64_no_track_twice_where_two_tracks_share_a_side() {
    // H26/0 – H24/0 – H24/1 – back through the same side – H26/1 crosses the side between
    // H24 and H26 twice, on different paths: "however short", that is track used twice.
    let mut board = BoardState::new(BoardVariant::Full);
    lay_def(&mut board, "H26", &TWIN, 0);
    lay_def(&mut board, "H24", &LOOP, 0);
    station(&mut board, "H26", 0, 4);
    let p = |label: &str, path: u8| PathRef { hex: h(label), path };
    let twice = [p("H26", 0), p("H24", 0), p("H24", 1), p("H24", 2), p("H26", 1)];
    assert_eq!(validate(&board, &ctx(4), &twice), Err(RouteError::SideTwice(h("H24"), h("H26"))));
    let route = best(&board, &ctx(4));
    assert_eq!(route.revenue, 20 + 10 + 10);
    assert!(!route.stops.iter().any(|s| s.node == at("H26", 1)));
}

#[test]
fn r64_no_reversing_at_a_junction() {
    // Row H with a fork on H26 whose other branch leads NE to a halt on G27: line 4 cannot
    // come from Erdberg into the fork and turn back out to G27.
    let mut board = BoardState::new(BoardVariant::Full);
    lay(&mut board, "H24", "4", 1);
    lay_def(&mut board, "H26", &FORK, 0);
    lay(&mut board, "H28", "57", 1);
    lay(&mut board, "G27", "4", 0);
    station(&mut board, "H28", 0, 4);
    let p = |label: &str, path: u8| PathRef { hex: h(label), path };
    let reverse =
        [toward(&board, "H28", "H26"), p("H26", 1), p("H26", 0), toward(&board, "G27", "H26")];
    assert_eq!(validate(&board, &ctx(4), &reverse), Err(RouteError::Reverses(h("H26"))));
    let route = best(&board, &ctx(4));
    assert_stops(&route, &["H22", "H24", "H28", "H30"]);
    assert_eq!(route.revenue, 20 + 10 + 20 + 10);
}

#[test]
fn r64_no_changing_track_at_a_crossover() {
    let mut board = BoardState::new(BoardVariant::Full);
    lay(&mut board, "H24", "4", 1);
    lay_def(&mut board, "H26", &CROSS, 0);
    lay(&mut board, "H28", "57", 1);
    lay(&mut board, "G27", "4", 0);
    lay(&mut board, "I25", "4", 0);
    station(&mut board, "H28", 0, 4);
    let p = |label: &str, path: u8| PathRef { hex: h(label), path };
    let change =
        [toward(&board, "H28", "H26"), p("H26", 0), p("H26", 1), toward(&board, "G27", "H26")];
    assert_eq!(validate(&board, &ctx(4), &change), Err(RouteError::ChangesTrack(h("H26"))));
    let route = best(&board, &ctx(4));
    assert_stops(&route, &["H22", "H24", "H28", "H30"]);
}

#[test]
fn r64_dotted_stadtbahn_track_is_never_used() {
    // A green Stadtbahn tile on H26 carries the dotted track W–E (through a halt) and tram
    // track NW–SW: Erdberg's tram cannot run west over it.
    let mut board = BoardState::new(BoardVariant::Full);
    lay(&mut board, "H24", "4", 1);
    lay(&mut board, "H26", "L6", 1);
    lay(&mut board, "H28", "57", 1);
    station(&mut board, "H28", 0, 4);
    let onto = [toward(&board, "H28", "H26"), toward(&board, "H26", "H28")];
    assert_eq!(validate(&board, &ctx(4), &onto), Err(RouteError::StadtbahnTrack(h("H26"))));
    let route = best(&board, &ctx(4));
    assert_stops(&route, &["H28", "H30"]);
    assert_eq!(route.revenue, 30);
}

#[test]
fn r64_track_that_does_not_meet_is_no_route() {
    let board = row_h();
    let gap = [toward(&board, "H28", "H30"), toward(&board, "H24", "H26")];
    assert_eq!(validate(&board, &ctx(4), &gap), Err(RouteError::NotConnected(h("H28"), h("H24"))));
    let bad = [PathRef { hex: h("H28"), path: 7 }];
    assert_eq!(validate(&board, &ctx(4), &bad), Err(RouteError::NoSuchTrack(h("H28"), 7)));
}

#[test]
fn errors_speak_the_players_language() {
    assert_eq!(
        RouteError::ThroughBlocked(h("H28")).to_string(),
        "the route passes through the full interchange on H28"
    );
    assert_eq!(
        RouteError::TrackTwice(h("H26")).to_string(),
        "the route uses the track on H26 twice"
    );
}

#[test]
fn r87_the_same_board_always_gives_the_same_route() {
    let (a, b) = (dense_board(), dense_board());
    for line in 1..=18 {
        let ctx = dense_context(line);
        let first = best_route(&a, &ctx);
        assert_eq!(first, best_route(&b, &ctx), "line {line}");
        assert_eq!(first, best_route(&a, &ctx), "line {line}");
        if let Some(route) = first {
            // Read in the direction whose sequence is smaller.
            let reversed: Vec<PathRef> = route.paths.iter().rev().copied().collect();
            assert!(route.paths <= reversed, "line {line}");
        }
    }
}

#[test]
fn r87_every_line_of_the_dense_board_has_a_valid_best_route() {
    let board = dense_board();
    let mut total = 0;
    for line in 1..=18 {
        let ctx = dense_context(line);
        let route = best(&board, &ctx);
        assert_eq!(validate(&board, &ctx, &route.paths).as_ref(), Ok(&route), "line {line}");
        total += route.revenue;
    }
    assert!(total > 18 * 100, "the dense board pays {total} in all");
}
