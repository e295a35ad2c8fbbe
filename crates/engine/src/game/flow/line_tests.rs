//! Line Round scenarios on the real full board (rulebook IX; digest R60–R93, A19, A23–A35,
//! A47, A54, T48–T67). Each test builds the table by hand: two tram companies with a
//! director and 500 in the Treasury, the lines and trams it needs, tiles laid directly on
//! the board; then the round starts and the director acts through `apply`.

use super::*;
use crate::data::TileId;
use crate::data::game_tables::Round;
use crate::data::{StadtbahnCompany, tile};
use crate::game::Setup;
use crate::game::flow::{apply as flow_apply, available as flow_available, initial_state};
use crate::game::state::{CompanyId, Tram};
use crate::game::{Actor, Expected, Move, Who};
use crate::map::Edge;
use crate::map::Rotation;
use crate::map::graph::PathRef;
use crate::rules::laying::LayContext;
use crate::rules::laying::{LayError, legal_lays};
use crate::rules::route::Route;
use crate::rules::route::best_route;
use std::collections::BTreeSet;

const WT: TramCompany = TramCompany::WienerTramway;
const SJ: TramCompany = TramCompany::SchaeckJaquet;
const LR1A: Round = Round::Line(1, 'a');
const LR1B: Round = Round::Line(1, 'b');
const LR2A: Round = Round::Line(2, 'a');

fn h(label: &str) -> Hex {
    label.parse().unwrap_or_else(|e| panic!("{label}: {e}"))
}

fn at(label: &str, node: u8) -> NodeRef {
    NodeRef { hex: h(label), node }
}

fn rot(n: u8) -> Rotation {
    Rotation::new(n).unwrap()
}

/// A 4-player game on the full board: player 0 directs WT and player 1 SJ, each with 500 in
/// the Treasury and 100 in cash; nobody else directs a company.
fn table() -> State {
    table_with(crate::game::RuleOptions::default())
}

fn table_with(options: crate::game::RuleOptions) -> State {
    let mut setup = Setup::new(&["Ana", "Ben", "Cleo", "Dan"], 1);
    setup.options = options;
    let mut state = initial_state(&setup, &mut Vec::new()).expect("valid set-up");
    for (player, company) in [(0u8, WT), (1, SJ)] {
        state.players[usize::from(player)].shares.insert(CompanyId::Tram(company), 5);
        state.tram_co_mut(company).director = Some(player);
        state.bank_to_treasury(company, 500);
        let cash = state.players[usize::from(player)].cash;
        state.bank_to_player(player, 100 - cash);
    }
    state
}

/// `company` owns `line`, with a tram of `tram`'s colour on it if given.
fn own(state: &mut State, company: TramCompany, line: LineNumber, tram: Option<TramColor>) {
    state.lines.get_mut(&line).expect("line in play").owner = Some(company);
    state.line_display.retain(|&l| l != line);
    state.line_stack.retain(|&l| l != line);
    let co = state.tram_co_mut(company);
    co.lines.push(line);
    if let Some(color) = tram {
        co.trams.push(Tram { color, line: Some(line) });
        let newest = state.trams.newest_bought.get_or_insert(color);
        *newest = (*newest).max(color);
    }
}

/// The line operated before: its home marker stands on `home`.
fn operated(state: &mut State, line: LineNumber, home: NodeRef) {
    state.board.place_marker(home, Marker::Line(line)).expect("a circle");
    let l = state.lines.get_mut(&line).unwrap();
    l.operated = true;
    l.stations = 1;
}

fn begin(state: &mut State, round: Round) -> Vec<Event> {
    state.round = round;
    let mut ev = Vec::new();
    start(state, &mut ev);
    ev
}

fn money_ok(state: &State) {
    assert_eq!(state.money_in_play(), state.bank.paid_out - state.bank.paid_in, "money");
}

/// Applies an action that `available` offers (or a given route) and must be accepted.
fn act(state: &mut State, action: Action) -> Vec<Event> {
    let route_given = matches!(action, Action::RunTram { route: Some(_), .. });
    assert!(route_given || flow_available(state).allows(&action), "{action:?} is not offered");
    let mut ev = Vec::new();
    if let Err(e) = flow_apply(state, &action, &mut ev) {
        panic!("{action:?} was refused: {e}");
    }
    money_ok(state);
    ev
}

/// An action that must be refused, changing nothing; returns the error.
fn refused(state: &State, action: Action) -> Refusal {
    let route_given = matches!(action, Action::RunTram { route: Some(_), .. });
    assert!(route_given || !flow_available(state).allows(&action), "{action:?} is offered");
    let mut copy = state.clone();
    let err = flow_apply(&mut copy, &action, &mut Vec::new()).expect_err("must be refused");
    assert_eq!(&copy, state, "a refused {action:?} changed the state");
    err
}

fn treasury_of(state: &State, company: TramCompany) -> Money {
    state.tram_co(company).treasury
}

fn current_line(state: &State) -> Option<LineNumber> {
    line_step(state).and_then(LineStep::line)
}

/// Runs `line`'s tram on its best route, checking that the run pays what
/// [`State::line_run`] said it would (R84–R89) and that it ran only if that said so.
fn run(state: &mut State, line: LineNumber) -> Vec<Event> {
    let said = state.line_run(line).map(|(_, run)| run);
    let ev = act(state, Action::RunTram { line, route: None });
    let ran = ev.iter().find_map(|e| match *e {
        Event::TramRan { line: l, revenue, adjustment, income } if l == line => {
            Some(RunIncome { revenue, adjustment, income })
        }
        _ => None,
    });
    assert_eq!(said, ran, "what the run was said to pay, and what it paid");
    ev
}

fn edge(from: &str, to: &str) -> Edge {
    h(from).edge_towards(h(to)).unwrap_or_else(|| panic!("{from} does not touch {to}"))
}

/// Lays `id` on `label` by hand, turned so that its track leaves toward every hex of
/// `toward`.
fn put(state: &mut State, label: &str, id: &str, toward: &[&str]) {
    let def = tile(id).unwrap();
    let r = Rotation::ALL
        .into_iter()
        .find(|&r| toward.iter().all(|t| def.exits(r) & (1 << edge(label, t).index()) != 0))
        .unwrap_or_else(|| panic!("{id} on {label} cannot face {toward:?}"));
    state.board.lay(h(label), def, r).unwrap();
}

/// Lays the yellow Stadtbahn tile of a light-orange hex by hand, along its dotted path.
fn put_stadtbahn(state: &mut State, label: &str) {
    let (def, r) = stadtbahn_lay(state, label);
    state.board.lay(h(label), def, r).unwrap();
}

fn stadtbahn_lay(state: &State, label: &str) -> (&'static crate::data::TileDef, Rotation) {
    let ctx = LayContext {
        line: 1,
        phase: Phase::Yellow,
        kind: LayKind::Stadtbahn,
        first_turn: false,
        counts_of_18xx: false,
    };
    let lay = legal_lays(&state.board, &ctx, h(label));
    let first = lay.first().unwrap_or_else(|| panic!("no Stadtbahn tile fits {label} yet"));
    (first.tile, first.rotations[0])
}

fn lay_stadtbahn_now(state: &mut State, line: LineNumber, label: &str) -> Vec<Event> {
    let action = lay_stadtbahn(state, line, label);
    act(state, action)
}

fn lay_stadtbahn(state: &State, line: LineNumber, label: &str) -> Action {
    let (def, rotation) = stadtbahn_lay(state, label);
    Action::LayStadtbahn { line, hex: h(label), tile: tile_id(def.id), rotation }
}

/// Row H: Schloss Belvedere H22 (halt 20) – H24 halt 10 – H26 halt 10 – Erdberg H28 (20, line
/// 4's station) – the halt H30 (10): 70 in the green phase.
fn row_h(state: &mut State) {
    put(state, "H24", "4", &["H22", "H26"]);
    put(state, "H26", "4", &["H24", "H28"]);
    put(state, "H28", "57", &["H26", "H30"]);
    operated(state, 4, at("H28", 0));
}

/// LR2a, line 4 of WT alone, on row H, with a tram of `color` and `newest` the newest colour
/// bought.
fn line_4_on_row_h(color: TramColor, newest: TramColor) -> State {
    let mut s = table();
    row_h(&mut s);
    own(&mut s, WT, 4, Some(color));
    s.trams.newest_bought = Some(newest);
    begin(&mut s, LR2A);
    s
}

/// The track of `from` that leaves toward `to`.
fn toward(state: &State, from: &str, to: &str) -> PathRef {
    let (face, rotation) = state.board.face(h(from)).expect("a face");
    let e = edge(from, to);
    let path = face
        .paths
        .iter()
        .position(|p| {
            [p.a, p.b].iter().any(|end| {
                matches!(end, crate::map::PathEnd::Edge { edge: x, .. } if x.rotated(rotation) == e)
            })
        })
        .unwrap_or_else(|| panic!("{from} has no track toward {to}"));
    PathRef { hex: h(from), path: path as u8 }
}

fn best(state: &State, line: LineNumber) -> Route {
    let step = line_step(state).unwrap();
    let turn = turn_of(state, step).unwrap();
    assert_eq!(turn.line, line);
    best_route(&state.board, &route_context(state, turn).unwrap()).expect("a route")
}

// ----- The order of turns (R60, A24) -----

#[test]
fn t48_r60_lines_act_in_ascending_number_whoever_owns_them() {
    let mut s = table();
    own(&mut s, WT, 12, None);
    own(&mut s, WT, 3, None);
    own(&mut s, SJ, 5, None);
    let prices = s.market.clone();
    let ev = begin(&mut s, LR1A);
    assert!(ev.contains(&Event::LineTurn { line: 3 }));
    assert_eq!(line_step(&s).unwrap().order, [3, 5, 12]);
    assert_eq!(available(&s).actor, Actor::Line { line: 3, company: WT, director: 0 });
    let ev = run(&mut s, 3);
    assert!(ev.contains(&Event::LineTurn { line: 5 }));
    assert_eq!(available(&s).actor, Actor::Line { line: 5, company: SJ, director: 1 });
    run(&mut s, 5);
    assert_eq!(current_line(&s), Some(12));
    run(&mut s, 12);
    // R91: every line had its turn; LR1b begins with line 3 again.
    assert_eq!(s.round, LR1B);
    assert_eq!(current_line(&s), Some(3));
    assert!(s.lines.values().filter(|l| l.owner.is_some()).all(|l| l.operated));
    // R90: no share price moved.
    assert_eq!(s.market, prices);
}

#[test]
fn r91_a_line_round_without_lines_ends_at_once() {
    let mut s = table();
    let ev = begin(&mut s, LR1B);
    assert!(!ev.iter().any(|e| matches!(e, Event::LineTurn { .. })));
    assert!(ev.contains(&Event::RoundStarted { round: Round::Company(2) }), "{ev:?}");
    assert!(!matches!(s.step, Step::Line(_)));
}

#[test]
fn r60_only_the_line_whose_turn_it_is_acts() {
    let mut s = table();
    own(&mut s, WT, 3, None);
    own(&mut s, SJ, 5, None);
    begin(&mut s, LR1A);
    let err = refused(&s, Action::RunTram { line: 5, route: None });
    assert_eq!(err, Refusal::NotYourTurn { expected: Who::Line(3), got: Who::Line(5) });
    let err = refused(&s, Action::PassShare { player: 0 });
    assert_eq!(err, Refusal::NotNow { expected: Expected::LineTurn });
}

// ----- Station markers (R77–R81, A34, A54) -----

/// Line 7 of WT at home on Museum F18, with Oper F20 and Stadtpark F22 tiled in a row.
fn line_7_on_row_f(round: Round) -> State {
    let mut s = table();
    put(&mut s, "F20", "57", &["F18", "F22"]);
    put(&mut s, "F22", "57", &["F20", "F24"]);
    own(&mut s, WT, 7, Some(TramColor::Yellow));
    begin(&mut s, round);
    s
}

fn lay_toward_now(s: &mut State, line: LineNumber, label: &str, id: &str, to: &str) -> Vec<Event> {
    let action = lay_toward(s, line, label, id, to);
    act(s, action)
}

/// The legal normal lay of `id` on `label` whose track faces `to`.
fn lay_toward(s: &State, line: LineNumber, label: &str, id: &str, to: &str) -> Action {
    let def = tile(id).unwrap();
    let e = edge(label, to);
    let rotation = available(s)
        .moves
        .iter()
        .find_map(|m| match m.lowest() {
            Action::LayTile { hex, tile, rotation, .. }
                if hex == h(label) && tile == id && def.exits(rotation) & (1 << e.index()) != 0 =>
            {
                Some(rotation)
            }
            _ => None,
        })
        .unwrap_or_else(|| panic!("no legal {id} on {label} toward {to}"));
    Action::LayTile { line, hex: h(label), tile: tile_id(id), rotation }
}

#[test]
fn t49_r78_the_home_station_is_free_then_20() {
    let mut s = table();
    put(&mut s, "F20", "57", &["F18", "F22"]);
    own(&mut s, WT, 7, Some(TramColor::Yellow));
    let ev = begin(&mut s, LR1A);
    assert!(ev.contains(&Event::StationPlaced { line: 7, at: at("F18", 0), cost: 0 }));
    assert_eq!(s.board.markers_at(at("F18", 0)), [Marker::Line(7)]);
    assert_eq!(treasury_of(&s, WT), 500);
    let lay = lay_toward(&s, 7, "F18", "57", "F20");
    act(&mut s, lay);
    let ev = act(&mut s, Action::PlaceStation { line: 7, at: at("F20", 0) });
    assert_eq!(ev, [Event::StationPlaced { line: 7, at: at("F20", 0), cost: 20 }]);
    assert_eq!(treasury_of(&s, WT), 480);
    assert_eq!(s.lines[&7].stations, 2);
}

#[test]
fn t49_r77_markers_cost_40_60_80_100_and_there_is_no_seventh() {
    let mut s = line_7_on_row_f(LR1A);
    lay_toward_now(&mut s, 7, "F18", "57", "F20");
    act(&mut s, Action::PlaceStation { line: 7, at: at("F20", 0) });
    run(&mut s, 7);
    // LR1b: no second home marker; the third marker costs 40.
    assert_eq!(s.board.markers_of(Marker::Line(7)).len(), 2);
    let ev = act(&mut s, Action::PlaceStation { line: 7, at: at("F22", 0) });
    assert_eq!(ev, [Event::StationPlaced { line: 7, at: at("F22", 0), cost: 40 }]);
    assert_eq!(treasury_of(&s, WT), 500 - 20 - 40);
    for (placed, cost) in [(3, Some(60)), (4, Some(80)), (5, Some(100)), (6, None)] {
        s.lines.get_mut(&7).unwrap().stations = placed;
        assert_eq!(station_cost(&s, 7, false), cost, "after {placed} markers");
    }
    let mut fresh = line_7_on_row_f(LR1A);
    lay_toward_now(&mut fresh, 7, "F18", "57", "F20");
    fresh.lines.get_mut(&7).unwrap().stations = 6;
    let err = refused(&fresh, Action::PlaceStation { line: 7, at: at("F20", 0) });
    assert!(matches!(err, Refusal::NoStationLeft { .. }), "{:?}", err);
}

#[test]
fn r79_a_marker_needs_a_connection_from_the_lines_stations() {
    let s = line_7_on_row_f(LR1A);
    // F18 is still untiled: nothing leads to Oper.
    let err = refused(&s, Action::PlaceStation { line: 7, at: at("F20", 0) });
    assert!(matches!(err, Refusal::NotReached { .. }), "{:?}", err);
    let offered =
        available(&s).moves.iter().any(|m| matches!(m.lowest(), Action::PlaceStation { .. }));
    assert!(!offered);
}

#[test]
fn a25_a_marker_the_treasury_cannot_pay_is_refused() {
    let mut s = line_7_on_row_f(LR1A);
    lay_toward_now(&mut s, 7, "F18", "57", "F20");
    s.bank_to_treasury(WT, 19 - 500);
    let err = refused(&s, Action::PlaceStation { line: 7, at: at("F20", 0) });
    assert!(matches!(err, Refusal::TreasuryShort { cost: 20, .. }), "{:?}", err);
}

/// Lays an OO tile on `label` by hand, turned so that the track of its circle 0 leaves toward
/// `to`.
fn put_oo(state: &mut State, label: &str, id: &str, to: &str) {
    use crate::map::PathEnd;
    let def = tile(id).unwrap();
    let e = edge(label, to);
    let r = Rotation::ALL
        .into_iter()
        .find(|&r| {
            def.face.paths.iter().any(|p| {
                let touches_0 = p.a == PathEnd::Node(0) || p.b == PathEnd::Node(0);
                let leaves = [p.a, p.b]
                    .iter()
                    .any(|end| matches!(end, PathEnd::Edge { edge: x, .. } if x.rotated(r) == e));
                touches_0 && leaves
            })
        })
        .unwrap_or_else(|| panic!("{id} on {label} cannot face {to}"));
    state.board.lay(h(label), def, r).unwrap();
}

/// Line 1 of WT at home on circle 0 of the OO hex D18 (tile 235), facing circle 0 of Rathaus
/// E17 (tile 235), home of line 3.
fn line_1_facing_e17(line_3_owner: Option<TramCompany>) -> State {
    let mut s = table();
    put_oo(&mut s, "D18", "235", "E17");
    put_oo(&mut s, "E17", "235", "D18");
    own(&mut s, WT, 1, Some(TramColor::Yellow));
    if let Some(company) = line_3_owner {
        own(&mut s, company, 3, Some(TramColor::Yellow));
    }
    begin(&mut s, LR1A);
    assert!(s.board.reach(1).nodes.contains(&at("E17", 0)));
    s
}

#[test]
fn t51_r80_one_marker_per_hex_per_line() {
    let s = line_1_facing_e17(None);
    let home = s.board.markers_of(Marker::Line(1));
    assert_eq!(home.len(), 1);
    assert_eq!(home[0].hex, h("D18"));
    let other = NodeRef { hex: h("D18"), node: 1 - home[0].node };
    let err = refused(&s, Action::PlaceStation { line: 1, at: other });
    assert!(matches!(err, Refusal::StationOnHex { .. }), "{:?}", err);
}

#[test]
fn t52_r81_the_last_free_circle_of_a_home_is_kept_for_its_line() {
    let mut s = line_1_facing_e17(None);
    s.board.place_marker(at("E17", 1), Marker::Line(9)).unwrap();
    let err = refused(&s, Action::PlaceStation { line: 1, at: at("E17", 0) });
    assert!(matches!(err, Refusal::KeptForHome { .. }), "{:?}", err);
}

#[test]
fn t52_r81_a54_with_both_circles_free_another_line_may_take_one() {
    let mut s = line_1_facing_e17(Some(SJ));
    act(&mut s, Action::PlaceStation { line: 1, at: at("E17", 0) });
    assert_eq!(treasury_of(&s, WT), 480);
    // Line 3's first turn: its home marker takes the circle left free (R78).
    let ev = run(&mut s, 1);
    assert!(ev.contains(&Event::StationPlaced { line: 3, at: at("E17", 1), cost: 0 }), "{ev:?}");
}

#[test]
fn a54_a23_the_oo_home_d18_keeps_a_circle_for_line_2_while_it_can_be_sold() {
    // Line 3 on E17 reaches circle 0 of D18; line 1 stands on circle 1; line 2 is for sale.
    let mut s = table();
    put_oo(&mut s, "D18", "235", "E17");
    put_oo(&mut s, "E17", "235", "D18");
    own(&mut s, SJ, 1, None);
    own(&mut s, WT, 3, None);
    operated(&mut s, 1, at("D18", 1));
    operated(&mut s, 3, at("E17", 0));
    begin(&mut s, LR1A);
    run(&mut s, 1);
    assert_eq!(current_line(&s), Some(3));
    let err = refused(&s, Action::PlaceStation { line: 3, at: at("D18", 0) });
    assert!(matches!(err, Refusal::KeptForHome { .. }), "{:?}", err);
    // A23: once every company has three lines, unsold line 2 never comes: no reservation.
    for (company, line) in [(WT, 4), (WT, 5), (SJ, 6), (SJ, 7)] {
        own(&mut s, company, line, None);
    }
    let ev = act(&mut s, Action::PlaceStation { line: 3, at: at("D18", 0) });
    assert_eq!(ev, [Event::StationPlaced { line: 3, at: at("D18", 0), cost: 20 }]);
}

// ----- Tiles (R61, R67, R69, R73–R75) -----

#[test]
fn t50_r67_the_first_tile_goes_on_the_home_base() {
    let mut s = table();
    own(&mut s, WT, 12, None);
    begin(&mut s, LR1A);
    let err = refused(
        &s,
        Action::LayTile { line: 12, hex: h("E9"), tile: tile_id("4"), rotation: rot(1) },
    );
    assert_eq!(err, Refusal::Lay(LayError::HomeFirst { line: 12, home: h("E11") }));
    let lays: Vec<Hex> = available(&s)
        .moves
        .iter()
        .filter_map(|m| match m.lowest() {
            Action::LayTile { hex, .. } => Some(hex),
            _ => None,
        })
        .collect();
    assert!(!lays.is_empty() && lays.iter().all(|&x| x == h("E11")), "{lays:?}");
}

#[test]
fn t50_t57_a_home_in_a_red_area_has_no_first_tile_rule_and_the_danube_costs_40() {
    let mut s = table();
    own(&mut s, WT, 17, None);
    let ev = begin(&mut s, LR1A);
    assert!(ev.contains(&Event::StationPlaced { line: 17, at: at("A29", 0), cost: 0 }));
    let paid_in = s.bank.paid_in;
    let ev = act(
        &mut s,
        Action::LayTile { line: 17, hex: h("B28"), tile: tile_id("4"), rotation: rot(0) },
    );
    assert_eq!(
        ev,
        [Event::TileLaid {
            line: 17,
            hex: h("B28"),
            tile: tile_id("4"),
            rotation: rot(0),
            replaced: None,
            cost: 40
        }]
    );
    assert_eq!(treasury_of(&s, WT), 460);
    assert_eq!(s.bank.paid_in - paid_in, 40);
}

#[test]
fn t57_a38_upgrading_the_danube_tile_is_free() {
    let mut s = table();
    own(&mut s, WT, 17, None);
    operated(&mut s, 17, at("A29", 0));
    put(&mut s, "B28", "4", &["A29"]);
    begin(&mut s, LR2A);
    let ev = act(
        &mut s,
        Action::LayTile { line: 17, hex: h("B28"), tile: tile_id("141"), rotation: rot(0) },
    );
    assert!(matches!(&ev[0], Event::TileLaid { cost: 0, replaced: Some(old), .. } if old == "4"));
    assert_eq!(treasury_of(&s, WT), 500);
}

#[test]
fn a25_a_tile_the_treasury_cannot_pay_is_not_offered() {
    let mut s = table();
    own(&mut s, WT, 17, None);
    s.bank_to_treasury(WT, 39 - 500);
    begin(&mut s, LR1A);
    let err = refused(
        &s,
        Action::LayTile { line: 17, hex: h("B28"), tile: tile_id("4"), rotation: rot(0) },
    );
    assert!(matches!(err, Refusal::TreasuryShort { cost: 40, .. }), "{:?}", err);
}

/// Line 4 of WT at home on Erdberg H28 (tile 6 toward H26 and I29) after its first turn.
fn line_4_at_erdberg(round: Round) -> State {
    let mut s = table();
    put(&mut s, "H28", "6", &["H26", "I29"]);
    own(&mut s, WT, 4, Some(TramColor::Yellow));
    operated(&mut s, 4, at("H28", 0));
    begin(&mut s, round);
    s
}

#[test]
fn t53_r61_one_normal_lay_per_turn() {
    let mut s = line_4_at_erdberg(LR1A);
    lay_toward_now(&mut s, 4, "H26", "4", "H28");
    let again = Action::LayTile { line: 4, hex: h("I29"), tile: tile_id("4"), rotation: rot(2) };
    let err = refused(&s, again);
    assert!(matches!(err, Refusal::AlreadyLaid { .. }), "{:?}", err);
    assert!(!available(&s).moves.iter().any(|m| matches!(m.lowest(), Action::LayTile { .. })));
}

#[test]
fn t53_r61_one_station_marker_per_turn() {
    let mut s = line_7_on_row_f(LR1A);
    lay_toward_now(&mut s, 7, "F18", "57", "F20");
    act(&mut s, Action::PlaceStation { line: 7, at: at("F20", 0) });
    let err = refused(&s, Action::PlaceStation { line: 7, at: at("F22", 0) });
    assert!(matches!(err, Refusal::AlreadyPlacedStation { .. }), "{:?}", err);
}

#[test]
fn t53_t54_r73_one_stadtbahn_tile_per_turn_for_20() {
    let mut s = line_4_at_erdberg(LR1A);
    // W's first tile on G23, next to its terminal F24 (A25: no connection to the line needed).
    let ev = lay_stadtbahn_now(&mut s, 4, "G23");
    assert!(matches!(&ev[0], Event::TileLaid { cost: 20, .. }), "{ev:?}");
    assert_eq!(treasury_of(&s, WT), 480);
    assert_eq!(line_step(&s).unwrap().bonus, Some(Bonus::ExtraYellowTile));
    act(&mut s, Action::SkipBonus { line: 4 });
    // G21 now continues W's sequence, but the turn's Stadtbahn tile is used.
    let next = lay_stadtbahn(&s, 4, "G21");
    let err = refused(&s, next);
    assert!(matches!(err, Refusal::AlreadyLaidStadtbahn { .. }), "{:?}", err);
}

#[test]
fn t54_r73_a_stadtbahn_tile_continues_the_sequence_from_a_terminal() {
    let s = line_4_at_erdberg(LR1A);
    let b14 = s.board.hex(h("B14")).unwrap().stadtbahn.unwrap();
    let err = refused(
        &s,
        Action::LayStadtbahn {
            line: 4,
            hex: h("B14"),
            tile: tile_id(b14.first_tile),
            rotation: rot(0),
        },
    );
    assert!(
        matches!(
            err,
            Refusal::Lay(LayError::StadtbahnSequence(_) | LayError::StadtbahnRotation(_))
        ),
        "{err:?}"
    );
    let firsts: BTreeSet<Hex> = available(&s)
        .moves
        .iter()
        .filter_map(|m| match m.lowest() {
            Action::LayStadtbahn { hex, .. } => Some(hex),
            _ => None,
        })
        .collect();
    for first in ["B16", "H12", "G23", "I3", "E23", "B20"] {
        assert!(firsts.contains(&h(first)), "{first} starts a Stadtbahn path: {firsts:?}");
    }
    assert!(!firsts.contains(&h("B14")));
}

#[test]
fn r73_the_bonus_comes_right_after_the_stadtbahn_tile_or_is_skipped() {
    let mut s = line_4_at_erdberg(LR1A);
    lay_stadtbahn_now(&mut s, 4, "G23");
    let lay = Action::LayTile { line: 4, hex: h("H26"), tile: tile_id("4"), rotation: rot(1) };
    let err = refused(&s, lay.clone());
    assert!(matches!(err, Refusal::NotNow { expected: Expected::Bonus }), "{:?}", err);
    let kinds: BTreeSet<&str> = available(&s).moves.iter().map(|m| m.lowest().kind()).collect();
    let expected: BTreeSet<&str> = ["bonus_tile", "skip_bonus", "scrap_tram"].into_iter().collect();
    assert_eq!(kinds, expected);
    act(&mut s, Action::SkipBonus { line: 4 });
    assert_eq!(line_step(&s).unwrap().bonus, None);
    let err = refused(&s, Action::SkipBonus { line: 4 });
    assert_eq!(err, Refusal::NotNow { expected: Expected::LineTurn });
    lay_toward_now(&mut s, 4, "H26", "4", "H28");
}

#[test]
fn t53_r73_the_extra_yellow_bonus_is_a_second_yellow_tile() {
    let mut s = line_4_at_erdberg(LR1A);
    lay_toward_now(&mut s, 4, "H26", "4", "H28");
    lay_stadtbahn_now(&mut s, 4, "G23");
    let bonus = available(&s)
        .moves
        .iter()
        .map(Move::lowest)
        .find(|a| matches!(a, Action::BonusTile { hex, .. } if *hex == h("H24")))
        .expect("an extra yellow tile on H24");
    let ev = act(&mut s, bonus);
    assert!(matches!(&ev[0], Event::TileLaid { cost: 0, .. }));
    assert!(s.board.tile(h("H24")).is_some() && s.board.tile(h("H26")).is_some());
    assert_eq!(treasury_of(&s, WT), 480);
    assert_eq!(line_step(&s).unwrap().bonus, None);
}

/// G's path from A17 laid by hand up to C13, so that D12 (green-upgrade bonus) is next; line
/// 4 on Erdberg with a yellow tile on H26.
fn green_bonus_table(round: Round) -> State {
    let mut s = table();
    for hex in ["B16", "B14", "C13"] {
        put_stadtbahn(&mut s, hex);
    }
    put(&mut s, "H28", "6", &["H26", "I29"]);
    put(&mut s, "H26", "4", &["H24", "H28"]);
    own(&mut s, WT, 4, Some(TramColor::Yellow));
    operated(&mut s, 4, at("H28", 0));
    begin(&mut s, round);
    s
}

#[test]
fn t55_a26_the_green_upgrade_bonus_is_lost_before_lr2a() {
    let mut s = green_bonus_table(LR1B);
    lay_stadtbahn_now(&mut s, 4, "D12");
    assert_eq!(line_step(&s).unwrap().bonus, None);
    assert!(!available(&s).moves.iter().any(|m| matches!(m.lowest(), Action::SkipBonus { .. })));
    assert_eq!(treasury_of(&s, WT), 480);
}

#[test]
fn t55_r73_in_lr2a_the_green_bonus_upgrades_a_yellow_tile() {
    let mut s = green_bonus_table(LR2A);
    lay_stadtbahn_now(&mut s, 4, "D12");
    assert_eq!(line_step(&s).unwrap().bonus, Some(Bonus::GreenUpgrade));
    let upgrade = available(&s)
        .moves
        .iter()
        .map(Move::lowest)
        .find(|a| matches!(a, Action::BonusTile { hex, .. } if *hex == h("H26")))
        .expect("a green upgrade of H26");
    let ev = act(&mut s, upgrade);
    assert!(matches!(&ev[0], Event::TileLaid { cost: 0, replaced: Some(old), .. } if old == "4"));
    assert_eq!(s.board.tile(h("H26")).unwrap().tile.color, crate::map::TileColor::Green);
    // The upgrade was the bonus: the normal lay of the turn is still open.
    assert!(!line_step(&s).unwrap().laid);
}

#[test]
fn r73_the_purple_bonus_lays_a_railway_station() {
    // Erdberg's tile 6 joins H30 and the Aspangbahnhof I27; B20 (purple bonus) is the first
    // tile of D's path after the printed A19.
    let mut s = table();
    put(&mut s, "H28", "6", &["H30", "I27"]);
    own(&mut s, WT, 4, Some(TramColor::Yellow));
    operated(&mut s, 4, at("H28", 0));
    begin(&mut s, LR1A);
    lay_stadtbahn_now(&mut s, 4, "B20");
    assert_eq!(line_step(&s).unwrap().bonus, Some(Bonus::PurpleTile));
    let purple =
        Action::BonusTile { line: 4, hex: h("I27"), tile: tile_id("L24"), rotation: rot(2) };
    act(&mut s, purple);
    assert_eq!(s.board.tile(h("I27")).unwrap().tile.id, "L24");
}

#[test]
fn r73_the_red_bonus_lays_an_inner_city_tile() {
    // D's path from F24: E23 and D22 laid, C21 (red-tile bonus) next. Line 1 on D18 faces
    // Stephansdom D20.
    let mut s = table();
    put_stadtbahn(&mut s, "E23");
    put_stadtbahn(&mut s, "D22");
    s.board.lay(h("D18"), tile("235").unwrap(), rot(4)).unwrap();
    own(&mut s, WT, 1, Some(TramColor::Yellow));
    operated(&mut s, 1, at("D18", 0));
    begin(&mut s, LR1A);
    lay_stadtbahn_now(&mut s, 1, "C21");
    assert_eq!(line_step(&s).unwrap().bonus, Some(Bonus::RedTile));
    let wrong =
        Action::BonusTile { line: 1, hex: h("D20"), tile: tile_id("L20"), rotation: rot(0) };
    assert!(matches!(refused(&s, wrong), Refusal::Lay(LayError::ArrowAtRed { .. })));
    act(
        &mut s,
        Action::BonusTile { line: 1, hex: h("D20"), tile: tile_id("L20"), rotation: rot(4) },
    );
    assert_eq!(s.board.tile(h("D20")).unwrap().tile.id, "L20");
}

#[test]
fn r73_a26_the_extra_station_bonus_is_free_and_leaves_the_turns_marker() {
    let mut s = line_7_on_row_f(LR1A);
    lay_toward_now(&mut s, 7, "F18", "57", "F20");
    // Stubentor E23, next to D's terminal F24, has the extra-station bonus.
    lay_stadtbahn_now(&mut s, 7, "E23");
    assert_eq!(line_step(&s).unwrap().bonus, Some(Bonus::ExtraStationMarker));
    let ev = act(&mut s, Action::PlaceStation { line: 7, at: at("F20", 0) });
    assert_eq!(ev, [Event::StationPlaced { line: 7, at: at("F20", 0), cost: 0 }]);
    assert_eq!(treasury_of(&s, WT), 500 - 20);
    // The turn's own marker is still to come, at the next cost: the third marker, 40.
    let ev = act(&mut s, Action::PlaceStation { line: 7, at: at("F22", 0) });
    assert_eq!(ev, [Event::StationPlaced { line: 7, at: at("F22", 0), cost: 40 }]);
    assert_eq!(s.lines[&7].stations, 3);
}

#[test]
fn a26_config_the_extra_station_may_cost_the_next_marker() {
    let mut s = table_with(crate::game::RuleOptions {
        bonus_station_free: false,
        ..crate::game::RuleOptions::default()
    });
    put(&mut s, "F20", "57", &["F18", "F22"]);
    own(&mut s, WT, 7, Some(TramColor::Yellow));
    begin(&mut s, LR1A);
    lay_toward_now(&mut s, 7, "F18", "57", "F20");
    lay_stadtbahn_now(&mut s, 7, "E23");
    let ev = act(&mut s, Action::PlaceStation { line: 7, at: at("F20", 0) });
    assert_eq!(ev, [Event::StationPlaced { line: 7, at: at("F20", 0), cost: 20 }]);
    assert_eq!(treasury_of(&s, WT), 500 - 20 - 20);
}

// ----- Removing Stadtbahn markers (R82, A35) -----

fn line_13_at_home(options: crate::game::RuleOptions) -> State {
    let mut s = table_with(options);
    own(&mut s, WT, 13, Some(TramColor::Yellow));
    begin(&mut s, LR1A);
    s
}

#[test]
fn t58_r82_line_13_removes_the_v_marker_on_its_home_for_40() {
    let mut s = line_13_at_home(crate::game::RuleOptions::default());
    let g3 = at("G3", 0);
    assert!(s.board.markers_at(g3).contains(&Marker::Line(13)), "the home marker beside V's");
    let v = Marker::Stadtbahn(StadtbahnCompany::V);
    let paid_in = s.bank.paid_in;
    let ev = act(&mut s, Action::RemoveStadtbahnMarker { line: 13, at: g3 });
    assert_eq!(
        ev,
        [Event::StadtbahnMarkerRemoved {
            line: 13,
            company: StadtbahnCompany::V,
            at: g3,
            cost: 40
        }]
    );
    assert_eq!(treasury_of(&s, WT), 460);
    assert_eq!(s.bank.paid_in, paid_in + 40);
    assert_eq!(s.board.markers_of(v).len(), 5);
    assert!(!s.board.markers_at(g3).contains(&v));
}

#[test]
fn t58_a35_terminal_markers_at_i1_a17_i11_f24_stay() {
    let s = line_13_at_home(crate::game::RuleOptions::eighteen_xx_games());
    for (hex, node) in [("A17", 1), ("F24", 1), ("I11", 0), ("I1", 0)] {
        let err = refused(&s, Action::RemoveStadtbahnMarker { line: 13, at: at(hex, node) });
        assert!(matches!(err, Refusal::TerminalMarker { .. }), "{:?}", err);
    }
}

#[test]
fn a35_b_the_marker_must_be_reached_unless_the_option_says_otherwise() {
    let s = line_13_at_home(crate::game::RuleOptions::default());
    let err = refused(&s, Action::RemoveStadtbahnMarker { line: 13, at: at("F6", 0) });
    assert!(matches!(err, Refusal::MarkerNotReached { .. }), "{:?}", err);
    // A35 c: without the reach condition, as many as the Treasury pays for.
    let mut s = line_13_at_home(crate::game::RuleOptions::eighteen_xx_games());
    act(&mut s, Action::RemoveStadtbahnMarker { line: 13, at: at("F6", 0) });
    act(&mut s, Action::RemoveStadtbahnMarker { line: 13, at: at("B10", 0) });
    assert_eq!(treasury_of(&s, WT), 420);
    assert_eq!(s.board.markers_of(Marker::Stadtbahn(StadtbahnCompany::V)).len(), 4);
}

// ----- Privates (R26, R93, A33) -----

#[test]
fn t62_r26_no_private_is_bought_before_lr2a() {
    let mut s = table();
    s.private_mut(Landmark::Hofburg).unwrap().owner = Some(Owner::Player(2));
    own(&mut s, WT, 4, None);
    begin(&mut s, LR1B);
    let err = refused(&s, Action::BuyPrivate { line: 4, private: Landmark::Hofburg, price: 20 });
    assert_eq!(err, Refusal::PrivatesNotYet);
}

#[test]
fn t62_r93_from_lr2a_a_private_costs_1_to_its_face_value() {
    let mut s = table();
    s.private_mut(Landmark::Hofburg).unwrap().owner = Some(Owner::Player(2));
    own(&mut s, WT, 4, None);
    begin(&mut s, LR2A);
    let offer = available(&s)
        .moves
        .into_iter()
        .find(|m| matches!(m.lowest(), Action::BuyPrivate { private: Landmark::Hofburg, .. }));
    assert!(matches!(offer, Some(Move::Amount { min: 1, max: 40, step: 1, .. })), "{offer:?}");
    for price in [0, 41] {
        let err = refused(&s, Action::BuyPrivate { line: 4, private: Landmark::Hofburg, price });
        assert!(matches!(err, Refusal::PrivatePriceRange { face: 40 }), "{:?}", err);
    }
    let cleo = s.players[2].cash;
    act(&mut s, Action::BuyPrivate { line: 4, private: Landmark::Hofburg, price: 40 });
    let accept = Action::AnswerPrivateOffer { private: Landmark::Hofburg, accept: true };
    let ev = act(&mut s, accept);
    assert_eq!(
        ev,
        [Event::PrivateSoldToCompany {
            private: Landmark::Hofburg,
            player: 2,
            company: WT,
            price: 40
        }]
    );
    assert_eq!(treasury_of(&s, WT), 460);
    assert_eq!(s.players[2].cash, cleo + 40);
    assert_eq!(s.private(Landmark::Hofburg).unwrap().owner, Some(Owner::Company(WT)));
    // The turn goes on with the line's director.
    assert!(matches!(actor(&s), Actor::Line { line: 4, .. }));
}

#[test]
fn r93_r6_the_owner_answers_the_companys_offer_before_anything_else() {
    let mut s = table();
    s.private_mut(Landmark::Stephansdom).unwrap().owner = Some(Owner::Player(2));
    own(&mut s, WT, 4, None);
    begin(&mut s, LR2A);
    let (cleo, treasury) = (s.players[2].cash, treasury_of(&s, WT));
    let ev = act(&mut s, Action::BuyPrivate { line: 4, private: Landmark::Stephansdom, price: 1 });
    assert_eq!(
        ev,
        [Event::PrivateOffered {
            private: Landmark::Stephansdom,
            player: 2,
            company: WT,
            price: 1
        }]
    );
    // Nothing is sold yet: the owner decides, and only the answer is offered.
    assert_eq!(s.private(Landmark::Stephansdom).unwrap().owner, Some(Owner::Player(2)));
    assert_eq!((s.players[2].cash, treasury_of(&s, WT)), (cleo, treasury));
    let a = available(&s);
    assert_eq!(a.actor, Actor::Seller { player: 2, line: 4, company: WT });
    assert_eq!(a.actor.player(), Some(2));
    let answers: Vec<Action> = flow_available(&s).moves.iter().map(Move::lowest).collect();
    assert_eq!(
        answers,
        [
            Action::AnswerPrivateOffer { private: Landmark::Stephansdom, accept: true },
            Action::AnswerPrivateOffer { private: Landmark::Stephansdom, accept: false },
            Action::EndGame,
        ]
    );
    assert_eq!(expected(&s), Expected::OfferAnswer);
    let pending = Refusal::OfferPending { private: Landmark::Stephansdom, player: 2 };
    assert_eq!(refused(&s, Action::RunTram { line: 4, route: None }), pending);
    let again = Action::BuyPrivate { line: 4, private: Landmark::Stephansdom, price: 50 };
    assert_eq!(refused(&s, again.clone()), pending);
    let other = Action::AnswerPrivateOffer { private: Landmark::Hofburg, accept: true };
    assert!(matches!(refused(&s, other), Refusal::NotNow { .. }));
    // Refused: nothing moves, and the company may not offer for it again this turn.
    let refuse = Action::AnswerPrivateOffer { private: Landmark::Stephansdom, accept: false };
    let ev = act(&mut s, refuse);
    assert_eq!(
        ev,
        [Event::PrivateOfferRefused {
            private: Landmark::Stephansdom,
            player: 2,
            company: WT,
            price: 1
        }]
    );
    assert_eq!(s.private(Landmark::Stephansdom).unwrap().owner, Some(Owner::Player(2)));
    assert_eq!((s.players[2].cash, treasury_of(&s, WT)), (cleo, treasury));
    assert!(matches!(actor(&s), Actor::Line { line: 4, .. }));
    assert_eq!(refused(&s, again), Refusal::OfferRefused { private: Landmark::Stephansdom });
    assert!(!available(&s).moves.iter().any(|m| matches!(m.lowest(), Action::BuyPrivate { .. })));
    // No answer is taken without an offer.
    let answer = Action::AnswerPrivateOffer { private: Landmark::Stephansdom, accept: true };
    assert!(matches!(refused(&s, answer), Refusal::NotNow { .. }));
}

#[test]
fn t62_a33_privates_come_from_players_only_and_within_the_treasury() {
    let mut s = table();
    s.private_mut(Landmark::Karlskirche).unwrap().owner = Some(Owner::Company(SJ));
    s.private_mut(Landmark::Stephansdom).unwrap().owner = Some(Owner::Player(0));
    own(&mut s, WT, 4, None);
    s.bank_to_treasury(WT, 25 - 500);
    begin(&mut s, LR2A);
    let err =
        refused(&s, Action::BuyPrivate { line: 4, private: Landmark::Karlskirche, price: 10 });
    assert!(matches!(err, Refusal::PrivateFromPlayersOnly), "{:?}", err);
    // The director may sell their own private (A33), up to what the Treasury holds.
    let err =
        refused(&s, Action::BuyPrivate { line: 4, private: Landmark::Stephansdom, price: 30 });
    assert!(matches!(err, Refusal::TreasuryShort { treasury: 25, .. }), "{:?}", err);
    // Selling to their own company, the director agrees with themself: the sale is made.
    let ev = act(&mut s, Action::BuyPrivate { line: 4, private: Landmark::Stephansdom, price: 25 });
    assert!(matches!(ev[..], [Event::PrivateSoldToCompany { price: 25, .. }]), "{ev:?}");
    assert_eq!(s.players[0].cash, 125);
    assert_eq!(treasury_of(&s, WT), 0);
}

// ----- Running the tram (R84–R89, A19, A30, A31) -----

#[test]
fn t59_r88_a_positive_income_goes_to_the_revenue_space() {
    let mut s = line_4_on_row_h(TramColor::Yellow, TramColor::Orange);
    let paid_out = s.bank.paid_out;
    let ev = run(&mut s, 4);
    assert!(ev.contains(&Event::TramRan { line: 4, revenue: 70, adjustment: 0, income: 70 }));
    assert_eq!(s.tram_co(WT).revenue, 70);
    assert_eq!(treasury_of(&s, WT), 500);
    assert_eq!(s.bank.paid_out, paid_out + 70);
}

#[test]
fn t59_r48_maintenance_once_red_is_bought() {
    let mut s = line_4_on_row_h(TramColor::Yellow, TramColor::Red);
    let ev = run(&mut s, 4);
    assert!(ev.contains(&Event::TramRan { line: 4, revenue: 70, adjustment: -50, income: 20 }));
    assert_eq!(s.tram_co(WT).revenue, 20);
}

#[test]
fn t64_r88_a_purple_tram_adds_200() {
    let mut s = line_4_on_row_h(TramColor::Purple, TramColor::Purple);
    let ev = run(&mut s, 4);
    assert!(ev.contains(&Event::TramRan { line: 4, revenue: 70, adjustment: 200, income: 270 }));
    assert_eq!(s.tram_co(WT).revenue, 270);
}

#[test]
fn t61_r27_a_landmark_counts_20_once_the_company_owns_it() {
    let mut s = table();
    row_h(&mut s);
    own(&mut s, WT, 4, Some(TramColor::Yellow));
    s.private_mut(Landmark::SchlossBelvedere).unwrap().owner = Some(Owner::Player(0));
    begin(&mut s, LR2A);
    assert_eq!(best(&s, 4).revenue, 70, "the director's own private gives nothing");
    act(&mut s, Action::BuyPrivate { line: 4, private: Landmark::SchlossBelvedere, price: 30 });
    // A33: in the same turn the landmark counts.
    let ev = run(&mut s, 4);
    assert!(ev.contains(&Event::TramRan { line: 4, revenue: 90, adjustment: 0, income: 90 }));
}

#[test]
fn t65_r89_a_negative_income_is_paid_from_revenue_treasury_director_then_loans() {
    let mut s = table();
    row_h(&mut s);
    own(&mut s, WT, 4, Some(TramColor::Yellow));
    s.trams.newest_bought = Some(TramColor::Purple);
    s.book(100);
    s.tram_co_mut(WT).revenue = 100;
    s.bank_to_treasury(WT, 150 - 500);
    s.bank_to_player(0, 30 - 100);
    begin(&mut s, LR2A);
    let paid_in = s.bank.paid_in;
    let paid_out = s.bank.paid_out;
    let ev = run(&mut s, 4);
    // 70 − 400 = −330: 100 from Revenue, 150 from the Treasury, 80 from the director, who
    // has 30 and takes one loan of 100.
    assert!(ev.contains(&Event::TramRan { line: 4, revenue: 70, adjustment: -400, income: -330 }));
    assert!(ev.contains(&Event::ShortfallPaid {
        company: WT,
        from_revenue: 100,
        from_treasury: 150,
        from_director: 80,
        loans: 1
    }));
    assert_eq!((s.tram_co(WT).revenue, treasury_of(&s, WT)), (0, 0));
    assert_eq!((s.players[0].cash, s.players[0].loans), (50, 1));
    assert_eq!(s.bank.paid_in - paid_in, 330);
    assert_eq!(s.bank.paid_out - paid_out, 100);
}

#[test]
fn r89_a_shortfall_the_treasury_covers_needs_no_director() {
    let mut s = line_4_on_row_h(TramColor::Orange, TramColor::Purple);
    let ev = run(&mut s, 4);
    // Orange after purple: −300; 70 − 300 = −230, all from the Treasury.
    assert!(ev.contains(&Event::ShortfallPaid {
        company: WT,
        from_revenue: 0,
        from_treasury: 230,
        from_director: 0,
        loans: 0
    }));
    assert_eq!(treasury_of(&s, WT), 270);
    assert_eq!((s.players[0].cash, s.players[0].loans), (100, 0));
}

#[test]
fn a31_a_tram_without_a_route_still_pays_its_maintenance() {
    // Line 8's home Meidling J10 is untiled: no track, no route.
    let mut s = table();
    own(&mut s, WT, 8, Some(TramColor::Yellow));
    s.trams.newest_bought = Some(TramColor::Red);
    begin(&mut s, LR1A);
    let ev = run(&mut s, 8);
    assert!(ev.contains(&Event::TramRan { line: 8, revenue: 0, adjustment: -50, income: -50 }));
    assert_eq!(treasury_of(&s, WT), 450);
}

#[test]
fn no_route_no_maintenance_as_on_18xx_games() {
    // The 18xx.games option: a tram without a route pays no maintenance, and it is said so.
    let mut s = table();
    s.options.no_route_no_maintenance = true;
    own(&mut s, WT, 8, Some(TramColor::Yellow));
    s.trams.newest_bought = Some(TramColor::Red);
    begin(&mut s, LR1A);
    assert_eq!(s.line_run(8), Some((None, RunIncome { revenue: 0, adjustment: 0, income: 0 })));
    let ev = run(&mut s, 8);
    assert!(ev.contains(&Event::TramRan { line: 8, revenue: 0, adjustment: 0, income: 0 }));
    assert_eq!(treasury_of(&s, WT), 500);
}

#[test]
fn a_run_is_said_as_it_pays_with_its_best_route() {
    // State::line_run gives the best route the run takes and what it pays (R84–R88).
    let mut s = line_4_on_row_h(TramColor::Yellow, TramColor::Red);
    let (route, said) = s.line_run(4).unwrap();
    assert_eq!(route, Some(best(&s, 4)));
    assert_eq!(said, RunIncome { revenue: 70, adjustment: -50, income: 20 });
    assert_eq!(s.line_run(7), None, "no company owns line 7");
    run(&mut s, 4);
}

#[test]
fn a19_a_line_without_a_tram_does_not_run() {
    let mut s = table();
    row_h(&mut s);
    own(&mut s, WT, 4, None);
    begin(&mut s, LR2A);
    let err = refused(&s, Action::RunTram { line: 4, route: Some(vec![toward(&s, "H24", "H26")]) });
    assert!(matches!(err, Refusal::NoTramToRun { line: 4 }), "{:?}", err);
    let before = (s.tram_co(WT).revenue, treasury_of(&s, WT));
    let ev = run(&mut s, 4);
    assert!(!ev.iter().any(|e| matches!(e, Event::TramRan { .. })), "{ev:?}");
    assert_eq!((s.tram_co(WT).revenue, treasury_of(&s, WT)), before);
    assert_eq!(s.round, Round::Line(2, 'b'));
}

#[test]
fn r49_a31_scrapping_the_tram_before_the_run_saves_the_maintenance() {
    let mut s = table();
    own(&mut s, WT, 8, Some(TramColor::Yellow));
    s.trams.newest_bought = Some(TramColor::Purple);
    begin(&mut s, LR1A);
    let ev = act(&mut s, Action::ScrapTram { company: WT, tram: 0 });
    assert_eq!(ev, [Event::TramScrapped { company: WT, color: TramColor::Yellow }]);
    let ev = run(&mut s, 8);
    assert!(!ev.iter().any(|e| matches!(e, Event::TramRan { .. })));
    assert_eq!(treasury_of(&s, WT), 500);
    let err = refused(&s, Action::ScrapTram { company: SJ, tram: 0 });
    assert!(matches!(err, Refusal::NotYourTurn { .. } | Refusal::NotNow { .. }), "{err:?}");
}

#[test]
fn r49_scrapping_a_tram_number_beyond_every_count_is_refused_by_name() {
    // Issue 16: the refusal numbered the tram `index + 1`, which overflowed at usize::MAX.
    let mut s = table();
    own(&mut s, WT, 8, Some(TramColor::Yellow));
    begin(&mut s, LR1A);
    let err = refused(&s, Action::ScrapTram { company: WT, tram: usize::MAX });
    assert_eq!(err, Refusal::NoSuchTram { company: WT, tram: usize::MAX });
    assert_eq!(s.tram_co(WT).trams.len(), 1);
}

/// H24 – H26 – H28 on row H: 10 + 10 + 20 = 40 of the 70 line 4 can earn there.
fn h24_to_h28(s: &State) -> Vec<PathRef> {
    vec![
        toward(s, "H24", "H26"),
        toward(s, "H26", "H24"),
        toward(s, "H26", "H28"),
        toward(s, "H28", "H26"),
    ]
}

/// Two pieces of row H's track that do not meet.
fn broken_route(s: &State) -> Vec<PathRef> {
    vec![toward(s, "H24", "H26"), toward(s, "H28", "H26")]
}

#[test]
fn t67_r87_a_worse_route_is_refused_and_the_best_accepted() {
    let s = line_4_on_row_h(TramColor::Yellow, TramColor::Yellow);
    let short = h24_to_h28(&s);
    let err = refused(&s, Action::RunTram { line: 4, route: Some(short) });
    assert!(matches!(err, Refusal::NotBestRoute { revenue: 40, best: 70 }), "{:?}", err);
    // A broken route is refused with the validator's reason.
    let broken = broken_route(&s);
    assert!(matches!(
        refused(&s, Action::RunTram { line: 4, route: Some(broken) }),
        Refusal::Route(_)
    ));
    let mut s = s;
    let paths = best(&s, 4).paths;
    let ev = act(&mut s, Action::RunTram { line: 4, route: Some(paths) });
    assert!(ev.contains(&Event::TramRan { line: 4, revenue: 70, adjustment: 0, income: 70 }));
}

#[test]
fn b14_with_the_18xx_games_option_a_valid_route_below_the_best_runs() {
    // The same short route as in T67: refused by default (R87), run under B14.
    let s = line_4_on_row_h(TramColor::Yellow, TramColor::Yellow);
    let short = h24_to_h28(&s);
    assert!(!s.options.best_route_not_enforced, "off by default");
    let err = refused(&s, Action::RunTram { line: 4, route: Some(short.clone()) });
    assert!(matches!(err, Refusal::NotBestRoute { .. }), "{:?}", err);
    let mut s = s;
    s.options.best_route_not_enforced = true;
    // A broken route stays refused: the option drops only the comparison with the best.
    let broken = broken_route(&s);
    assert!(matches!(
        refused(&s, Action::RunTram { line: 4, route: Some(broken) }),
        Refusal::Route(_)
    ));
    let ev = act(&mut s, Action::RunTram { line: 4, route: Some(short) });
    assert!(ev.contains(&Event::TramRan { line: 4, revenue: 40, adjustment: 0, income: 40 }));
}

#[test]
fn t66_r64_a_home_alone_earns_nothing_but_a_route_to_a_halt_does() {
    // Erdberg tiled toward the printed halt H30: line 4 runs H28 (20) – H30 (10).
    let mut s = table();
    put(&mut s, "H28", "6", &["H30", "I27"]);
    own(&mut s, WT, 4, Some(TramColor::Yellow));
    operated(&mut s, 4, at("H28", 0));
    begin(&mut s, LR2A);
    let ev = run(&mut s, 4);
    assert!(ev.contains(&Event::TramRan { line: 4, revenue: 30, adjustment: 0, income: 30 }));
}

#[test]
fn a50_a_private_can_be_returned_during_a_line_turn() {
    let mut s = table();
    s.private_mut(Landmark::Prater).unwrap().owner = Some(Owner::Company(WT));
    own(&mut s, WT, 4, None);
    begin(&mut s, LR1A);
    act(&mut s, Action::ReturnPrivate { owner: Owner::Company(WT), private: Landmark::Prater });
    assert_eq!(treasury_of(&s, WT), 510);
    assert_eq!(current_line(&s), Some(4));
}

#[test]
fn available_offers_only_moves_apply_accepts() {
    // Every offered move of a busy turn is accepted on a copy.
    let mut s = table();
    s.private_mut(Landmark::Hofburg).unwrap().owner = Some(Owner::Player(3));
    put(&mut s, "F20", "57", &["F18", "F22"]);
    own(&mut s, WT, 7, Some(TramColor::Yellow));
    begin(&mut s, LR2A);
    lay_toward_now(&mut s, 7, "F18", "57", "F20");
    let moves = available(&s).moves;
    assert!(moves.len() > 10, "{}", moves.len());
    for m in moves {
        let mut copy = s.clone();
        flow_apply(&mut copy, &m.lowest(), &mut Vec::new())
            .unwrap_or_else(|e| panic!("{:?} offered but refused: {e}", m.lowest()));
        money_ok(&copy);
    }
}

/// The tile printed as `name`.
fn tile_id(name: &str) -> TileId {
    TileId::named(name).expect("a tile of 1840")
}
