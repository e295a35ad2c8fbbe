//! Line Rounds (rulebook IX; digest R60–R93, A19, A24–A36, A47, A48, A54).
//!
//! Every line owned by a tram company takes one turn, in ascending line number whoever owns
//! it (R60, A24). The director of the line's company decides everything. A turn is
//! construction, then the run:
//!
//! * At the start of its first turn the line's home station marker goes, free, on a free
//!   circle of its home hex (R78, A34); on the OO hex D18, home of lines 1 and 2, the first
//!   free circle (A54). With [`RuleOptions::home_circle_chosen`](crate::game::RuleOptions)
//!   (18xx.games, deviations B17) a line whose home is an OO hex (D18, E17) gets it, at the
//!   start of every turn until it has one, on the first circle of the printed hex if that is
//!   free; once the hex is tiled the line places it itself first, on a circle of its choice
//!   (`PlaceStation`). A tile laid on a printed OO hex lifts the line markers there, and the
//!   line that laid it puts them back, one `PlaceStation` each, on circles of its choice,
//!   before anything else.
//! * Construction, each at most once and in any order (R61): the normal lay or upgrade
//!   (`LayTile`), the yellow Stadtbahn tile for 20 (`LayStadtbahn`) and one station marker
//!   (`PlaceStation`). Any number of Stadtbahn station markers may be removed for 40 each
//!   (`RemoveStadtbahnMarker`, A35 c), and from LR2a the company may buy privates from players
//!   (`BuyPrivate`, R93). A tram may be scrapped at any time (R49, A31, A50).
//! * The run (`RunTram`) ends the turn: the best route's revenue plus the tram's maintenance
//!   (R87, R88); a positive result goes to the Revenue space, a negative one is paid from the
//!   Revenue space, the Treasury, the director's cash and loans of 100, in that order (R89).
//!
//! Readings:
//! * The bonus action of a Stadtbahn tile (R73) is performed or skipped right after the tile,
//!   before anything else (as 18xx.games does). The green-upgrade bonus is simply lost before
//!   LR2a (A26, T55), without asking.
//! * Every cost is paid from the Treasury; what it cannot pay is refused (A25). The extra
//!   station marker of the bonus is the line's next marker; it is free when
//!   [`RuleOptions::bonus_station_free`](crate::game::RuleOptions) is set (A26).
//! * A station marker goes on a free circle the line reaches (R79), on a hex where it has none
//!   (R80), and leaves one free circle on the hex for every line whose home it is and which has
//!   not placed its home marker yet (R81, A54). Unsold lines keep their reservation while some
//!   company can still buy a line (A23).
//! * The terminal Stadtbahn markers at I1, A17, I11 and F24 stay; V's terminal at G3 may be
//!   removed (A35 a). The line must reach the marker when
//!   [`RuleOptions::removal_needs_reach`](crate::game::RuleOptions) is set (A35 b).
//! * A line without a tram does not run (A19): its `RunTram` only ends the turn. A line with a
//!   tram but no route earns 0 plus maintenance (A31). A route given by the player must be
//!   valid and earn as much as the best route (R87); without one the best route runs. With
//!   [`RuleOptions::best_route_not_enforced`](crate::game::RuleOptions) (18xx.games, B14) a
//!   valid given route runs even when it earns less.
//! * Privates are bought at 1 to their printed face value (R93, T62), from players only (A33).
//!   Their landmark counts for the company from then on, in the same turn too.
//! * A negative income takes loans only for what the director's cash cannot pay (A47); before
//!   running, the director may return privates to the bank like at any decision (A48, A50).

use std::collections::BTreeSet;

use crate::data::game_tables::{
    MAX_LINES_PER_COMPANY, Money, REMOVE_STADTBAHN_MARKER_COST, TramColor, TramCompany, line_card,
    phase_row, private_row, station_marker_cost,
};
use crate::data::{Bonus, HexKind, Landmark, StadtbahnCompany, TileDef, TileId, board_hexes};
use crate::map::graph::{Found, NodeRef, PathRef, Reach};
use crate::map::{Hex, Phase, Rotation};
use crate::rules::LineNumber;
use crate::rules::board_state::Marker;
use crate::rules::laying::{LayContext, LayKind, check_lay, legal_lays_on};
use crate::rules::route::{RouteContext, best_route, validate};

use super::super::action::{Action, Actor, Available, Move};
use super::super::event::Event;
use super::super::state::{Owner, PlayerId, State, Step};
use super::super::{Expected, Refusal, Who};

#[cfg(test)]
#[path = "line_tests.rs"]
mod tests;

/// The terminal Stadtbahn markers no line may remove (A35 a; 18xx.games forbids exactly
/// these). V's terminal at G3 is the rulebook's own example of a removal.
const KEPT_STADTBAHN_TERMINALS: [Hex; 4] =
    [Hex::from_label("I1"), Hex::from_label("A17"), Hex::from_label("I11"), Hex::from_label("F24")];

/// The state of a Line Round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineStep {
    /// The lines taking a turn, in ascending number (R60, A24), fixed when the round starts.
    pub order: Vec<LineNumber>,
    /// Index into `order` of the line whose turn it is.
    pub turn: usize,
    /// The line has laid or upgraded its normal tile this turn (R61 i).
    pub laid: bool,
    /// The line has laid its yellow Stadtbahn tile this turn (R61 ii).
    pub stadtbahn: bool,
    /// The line has placed its station marker of the turn (R61 iii).
    pub station: bool,
    /// The bonus action of the Stadtbahn tile just laid, to be performed or skipped now (R73).
    pub bonus: Option<Bonus>,
    /// The line scrapped its tram, which ends its construction with
    /// [`RuleOptions::tram_steps_as_18xx_games`](crate::game::RuleOptions): only private
    /// purchases and the end of the turn remain.
    pub built: bool,
    /// B17: the line's home hex is tiled and its home marker not yet placed: the line places
    /// it first, on a circle of its choice.
    pub home_due: bool,
    /// B17: the station markers lifted from a printed OO hex by the tile just laid there, to be
    /// put back one by one by the line, on circles of its choice.
    pub relay: Option<Relay>,
}

/// B17: station markers lifted from a hex, to be put back on its circles.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Relay {
    /// The hex.
    pub hex: Hex,
    /// The lines whose markers were lifted, to put back in this order.
    pub markers: Vec<LineNumber>,
}

impl LineStep {
    /// The start of turn `turn` (an index into `order`): nothing done yet.
    fn at_turn(order: Vec<LineNumber>, turn: usize) -> LineStep {
        LineStep {
            order,
            turn,
            laid: false,
            stadtbahn: false,
            station: false,
            bonus: None,
            built: false,
            home_due: false,
            relay: None,
        }
    }

    /// The line whose turn it is.
    pub fn line(&self) -> Option<LineNumber> {
        self.order.get(self.turn).copied()
    }
}

/// The line whose turn it is, with its company and director.
#[derive(Debug, Clone, Copy)]
struct Turn {
    line: LineNumber,
    company: TramCompany,
    director: PlayerId,
    /// The line's first turn (R67, R78).
    first: bool,
}

fn line_step(state: &State) -> Option<&LineStep> {
    match &state.step {
        Step::Line(step) => Some(step),
        _ => None,
    }
}

fn turn_of(state: &State, step: &LineStep) -> Option<Turn> {
    let line = step.line()?;
    let card = state.lines.get(&line)?;
    let company = card.owner?;
    let director = state.tram_co(company).director?;
    Some(Turn { line, company, director, first: !card.operated })
}

fn treasury(state: &State, company: TramCompany) -> Money {
    state.tram_co(company).treasury
}

// ---------------------------------------------------------------------------------------------
// The order of turns
// ---------------------------------------------------------------------------------------------

pub(crate) fn start(state: &mut State, ev: &mut Vec<Event>) {
    // R60, A24: every line owned by a tram company in the game, in ascending number.
    let order: Vec<LineNumber> = state
        .lines
        .values()
        .filter(|l| {
            l.owner.is_some_and(|c| {
                let co = state.tram_co(c);
                co.director.is_some() && !co.removed
            })
        })
        .map(|l| l.number)
        .collect();
    begin_turn(state, LineStep::at_turn(order, 0), ev);
}

/// Starts the turn of `step.turn` (or ends the round after the last line): the home station
/// marker of a line's first turn is placed at once (R78).
fn begin_turn(state: &mut State, step: LineStep, ev: &mut Vec<Event>) {
    let Some(line) = step.line() else {
        super::finish_round(state, ev);
        return;
    };
    ev.push(Event::LineTurn { line });
    let mut step = step;
    if let Some(home) = oo_home_unplaced(state, line) {
        // B17: on the printed OO hex the marker goes on its first circle, if free; on a tile
        // the line chooses its circle before anything else.
        if state.board.tile(home).is_none() {
            let at = NodeRef { hex: home, node: 0 };
            if free_at(state, at) > 0 && state.board.place_marker(at, Marker::Line(line)).is_ok() {
                if let Some(l) = state.lines.get_mut(&line) {
                    l.stations += 1;
                }
                ev.push(Event::StationPlaced { line, at, cost: 0 });
            }
        } else {
            step.home_due = true;
        }
    }
    let first = state.lines.get(&line).is_some_and(|l| !l.operated);
    let home = home_circle(state, line).filter(|_| {
        first && state.board.markers_of(Marker::Line(line)).is_empty() && !chooses_home(state, line)
    });
    // The board only refuses a place without a circle, which `home_circle` excludes.
    let placed = home.map(|at| (at, state.board.place_marker(at, Marker::Line(line))));
    if let Some((at, Ok(()))) = placed {
        if let Some(l) = state.lines.get_mut(&line) {
            l.stations += 1;
        }
        ev.push(Event::StationPlaced { line, at, cost: 0 });
    }
    state.step = Step::Line(step);
}

/// Ends the turn of the current line and begins the next one.
fn end_turn(state: &mut State, step: LineStep, line: LineNumber, ev: &mut Vec<Event>) {
    if let Some(l) = state.lines.get_mut(&line) {
        l.operated = true;
    }
    let next = LineStep::at_turn(step.order, step.turn + 1);
    begin_turn(state, next, ev);
}

// ---------------------------------------------------------------------------------------------
// Station markers (R77–R83, A34, A35, A54)
// ---------------------------------------------------------------------------------------------

/// The circles of a hex: every revenue location with a station space, of the tile lying
/// there or, on an untiled hex, its printed circles.
fn circles(state: &State, hex: Hex) -> Vec<NodeRef> {
    let count = match state.board.face(hex) {
        Some((face, _)) => face.nodes.len(),
        None => state.board.hex(hex).map_or(0, |h| usize::from(h.circles)),
    };
    (0..count as u8)
        .map(|node| NodeRef { hex, node })
        .filter(|&at| state.board.slots(at) > 0)
        .collect()
}

/// Free station spaces at a circle.
fn free_at(state: &State, at: NodeRef) -> usize {
    usize::from(state.board.slots(at)).saturating_sub(state.board.markers_at(at).len())
}

/// R78, A54: the free circle of the line's home hex its home marker goes on (the first one).
fn home_circle(state: &State, line: LineNumber) -> Option<NodeRef> {
    let home = line_card(line)?.home;
    circles(state, home).into_iter().find(|&at| free_at(state, at) > 0)
}

/// B17 (18xx.games): the line places its home marker itself, on a circle of its choice,
/// because the option is on and its home is an OO hex.
fn chooses_home(state: &State, line: LineNumber) -> bool {
    state.options.home_circle_chosen
        && line_card(line)
            .is_some_and(|card| state.board.hex(card.home).is_some_and(|h| h.circles > 1))
}

/// B17: the OO home hex of a line that has placed no station marker yet.
fn oo_home_unplaced(state: &State, line: LineNumber) -> Option<Hex> {
    let home = line_card(line)?.home;
    let none = state.lines.get(&line).is_some_and(|l| l.stations == 0)
        && state.board.markers_of(Marker::Line(line)).is_empty();
    (chooses_home(state, line) && none).then_some(home)
}

/// B17: the OO home hex of `turn`'s line while the line has no station marker (its home
/// marker is due there once the hex is tiled).
fn home_pending(state: &State, turn: Turn) -> Option<Hex> {
    oo_home_unplaced(state, turn.line)
}

/// B17: why `turn`'s line may not put its home marker on `at` (R78, R81): any free circle of
/// the home hex, keeping one free for each other line still to place its home there.
fn home_refusal(state: &State, turn: Turn, home: Hex, at: NodeRef) -> Option<Refusal> {
    if at.hex != home || state.board.slots(at) == 0 {
        return Some(Refusal::HomeFirst { home });
    }
    if free_at(state, at) == 0 {
        return Some(Refusal::CircleTaken { hex: at.hex });
    }
    let free_on_hex: usize = circles(state, home).iter().map(|&c| free_at(state, c)).sum();
    if free_on_hex <= reserved_on(state, home, turn.line) {
        return Some(Refusal::KeptForHome { hex: home });
    }
    None
}

/// B17: the circles where `turn`'s line may put its home marker now (none when it is not
/// pending).
fn home_spots(state: &State, turn: Turn) -> Vec<NodeRef> {
    let Some(home) = home_pending(state, turn) else { return Vec::new() };
    if state.board.tile(home).is_none() {
        return Vec::new();
    }
    circles(state, home)
        .into_iter()
        .filter(|&at| home_refusal(state, turn, home, at).is_none())
        .collect()
}

/// R81, A23, A54: lines other than `line` whose home is `hex` and which have not placed their
/// home marker: each keeps one circle free. Unsold lines count while some company can still
/// buy a line.
fn reserved_on(state: &State, hex: Hex, line: LineNumber) -> usize {
    let lines_for_sale = state.operating().any(|c| c.lines.len() < MAX_LINES_PER_COMPANY);
    state
        .lines
        .values()
        .filter(|l| l.number != line && !l.operated)
        .filter(|l| l.owner.is_some() || lines_for_sale)
        .filter(|l| line_card(l.number).is_some_and(|card| card.home == hex))
        .filter(|l| state.board.markers_of(Marker::Line(l.number)).is_empty())
        .count()
}

/// The cost of the line's next station marker (R77, A34), free for the bonus marker when the
/// option says so (A26); `None` when all six are on the map.
fn station_cost(state: &State, line: LineNumber, bonus: bool) -> Option<Money> {
    let placed = state.lines.get(&line).map_or(0, |l| usize::from(l.stations));
    let cost = station_marker_cost(placed)?;
    Some(if bonus && state.options.bonus_station_free { 0 } else { cost })
}

/// Why `turn`'s line may not put a marker on `at` now (R79–R81); `reached` tells whether the
/// line reaches a circle (asked only after the cheaper checks).
fn station_refusal(
    state: &State,
    turn: Turn,
    reached: &dyn Fn(NodeRef) -> bool,
    at: NodeRef,
) -> Option<Refusal> {
    let line = turn.line;
    if state.board.slots(at) == 0 {
        return Some(Refusal::NoCircle { hex: at.hex });
    }
    if free_at(state, at) == 0 {
        return Some(Refusal::CircleTaken { hex: at.hex });
    }
    let own = Marker::Line(line);
    if state.board.markers_of(own).iter().any(|m| m.hex == at.hex) {
        return Some(Refusal::StationOnHex { hex: at.hex });
    }
    if !reached(at) {
        return Some(Refusal::NotReached { hex: at.hex });
    }
    let free_on_hex: usize = circles(state, at.hex).iter().map(|&c| free_at(state, c)).sum();
    let reserved = reserved_on(state, at.hex, line);
    if free_on_hex <= reserved {
        return Some(Refusal::KeptForHome { hex: at.hex });
    }
    None
}

/// Why `turn`'s line may not remove the Stadtbahn marker at `at` (R82, A35); `reached` tells
/// whether the line reaches a circle.
fn removal_refusal(
    state: &State,
    reached: &dyn Fn(NodeRef) -> bool,
    at: NodeRef,
) -> Option<Refusal> {
    let has_stadtbahn =
        state.board.markers_at(at).iter().any(|m| matches!(m, Marker::Stadtbahn(_)));
    if !has_stadtbahn {
        return Some(Refusal::NoStadtbahnMarker { hex: at.hex });
    }
    if KEPT_STADTBAHN_TERMINALS.contains(&at.hex) {
        return Some(Refusal::TerminalMarker { hex: at.hex });
    }
    if state.options.removal_needs_reach && !reached(at) {
        return Some(Refusal::MarkerNotReached { hex: at.hex });
    }
    None
}

// ---------------------------------------------------------------------------------------------
// Tiles (R61, R66–R76, A25, A26, A38)
// ---------------------------------------------------------------------------------------------

fn lay_context(state: &State, turn: Turn, kind: LayKind) -> LayContext {
    LayContext {
        line: turn.line,
        phase: state.phase(),
        kind,
        first_turn: turn.first,
        counts_of_18xx: state.options.tile_counts_of_18xx_games,
    }
}

/// The hexes where a lay of `kind` may possibly be legal: a Stadtbahn tile on any empty
/// light-orange hex, everything else only where the line's track or stations are (R65, R68:
/// `check_lay` refuses any other hex as not reached).
fn lay_candidates(state: &State, turn: Turn, kind: LayKind, reach: &Reach) -> Vec<Hex> {
    let board = &state.board;
    let hexes = board_hexes(board.variant());
    if kind == LayKind::Stadtbahn {
        // R72: the empty light-orange hexes (each takes only its own Stadtbahn tile).
        return hexes
            .filter(|h| h.stadtbahn.is_some() && board.tile(h.hex).is_none())
            .map(|h| h.hex)
            .collect();
    }
    let mut near: BTreeSet<Hex> = reach.paths.iter().map(|p| p.hex).collect();
    near.extend(reach.nodes.iter().map(|n| n.hex));
    near.extend(reach.sides.iter().map(|&(h, e)| h.neighbor(e)));
    near.extend(board.markers_of(Marker::Line(turn.line)).iter().map(|n| n.hex));
    near.extend(home_pending(state, turn));
    // R69, R73: a quick sieve before the full check; red tiles go only on the inner city,
    // purple ones only on railway stations, other tiles never there nor on printed hexes.
    let takes = |k: HexKind| match kind {
        LayKind::Red => k == HexKind::InnerCity,
        LayKind::Purple => k == HexKind::RailwayStation,
        _ => !matches!(
            k,
            HexKind::Fixed | HexKind::Offboard | HexKind::InnerCity | HexKind::RailwayStation
        ),
    };
    hexes.filter(|h| takes(h.kind) && near.contains(&h.hex)).map(|h| h.hex).collect()
}

/// Every legal lay of `kind` the Treasury can pay, as actions made by `make`.
fn lay_moves(
    state: &State,
    turn: Turn,
    kind: LayKind,
    reach: &Reach,
    make: fn(LineNumber, Hex, TileId, Rotation) -> Action,
) -> Vec<Move> {
    let ctx = lay_context(state, turn, kind);
    let cash = treasury(state, turn.company);
    let mut moves = Vec::new();
    let hexes = lay_candidates(state, turn, kind, reach);
    for (hex, lays) in legal_lays_on(&state.board, &ctx, hexes, Some(reach)) {
        for lay in lays.into_iter().filter(|l| l.cost <= cash) {
            for &rotation in &lay.rotations {
                let action = make(turn.line, hex, lay.id, rotation);
                moves.push(Move::Do { action });
            }
        }
    }
    moves
}

fn lay_tile_action(line: LineNumber, hex: Hex, tile: TileId, rotation: Rotation) -> Action {
    Action::LayTile { line, hex, tile, rotation }
}

fn lay_stadtbahn_action(line: LineNumber, hex: Hex, tile: TileId, rotation: Rotation) -> Action {
    Action::LayStadtbahn { line, hex, tile, rotation }
}

fn bonus_tile_action(line: LineNumber, hex: Hex, tile: TileId, rotation: Rotation) -> Action {
    Action::BonusTile { line, hex, tile, rotation }
}

/// R61, R66–R76: a lay of `kind` and its cost against the Treasury (A25).
fn tile_check(
    state: &State,
    turn: Turn,
    kind: LayKind,
    hex: Hex,
    id: TileId,
    rotation: Rotation,
) -> Result<Lay, Refusal> {
    let def = id.def();
    let ok = check_lay(&state.board, &lay_context(state, turn, kind), hex, def, rotation)?;
    let cash = treasury(state, turn.company);
    if ok.cost > cash {
        return Err(Refusal::TreasuryShort { cost: ok.cost, treasury: cash });
    }
    Ok(Lay { kind, hex, def, rotation, cost: ok.cost, bonus: ok.bonus })
}

/// Lays a checked tile and pays for it. With B17, a tile on a printed OO hex lifts the line
/// markers there, to be put back by the line on circles of its choice (the returned relay).
fn lay_tile(
    state: &mut State,
    turn: Turn,
    lay: &Lay,
    ev: &mut Vec<Event>,
) -> Result<Option<Relay>, Refusal> {
    let &Lay { hex, def, rotation, cost, .. } = lay;
    let printed_oo = state.options.home_circle_chosen
        && state.board.tile(hex).is_none()
        && state.board.hex(hex).is_some_and(|h| h.circles > 1);
    let laid = state.board.lay(hex, def, rotation)?;
    state.bank_to_treasury(turn.company, -cost);
    ev.push(Event::TileLaid {
        line: turn.line,
        hex,
        tile: TileId::of(def),
        rotation,
        replaced: laid.replaced.map(|t| TileId::of(t.tile)),
        cost,
    });
    if !printed_oo {
        return Ok(None);
    }
    let lifted: Vec<(NodeRef, LineNumber)> = state
        .board
        .markers()
        .filter(|(at, _)| at.hex == hex)
        .filter_map(|(at, m)| match m {
            Marker::Line(l) => Some((at, l)),
            Marker::Stadtbahn(_) => None,
        })
        .collect();
    for &(at, l) in &lifted {
        state.board.remove_marker(at, Marker::Line(l))?;
    }
    let markers: Vec<LineNumber> = lifted.into_iter().map(|(_, l)| l).collect();
    Ok((!markers.is_empty()).then_some(Relay { hex, markers }))
}

// ---------------------------------------------------------------------------------------------
// Privates (R26, R93, A33)
// ---------------------------------------------------------------------------------------------

/// The most the company may pay for `private` now, or why it may not buy it.
fn private_max(state: &State, turn: Turn, private: Landmark) -> Result<Money, Refusal> {
    if !phase_row(state.phase()).companies_buy_privates {
        return Err(Refusal::PrivatesNotYet);
    }
    let Some(p) = state.private(private).filter(|p| !p.closed) else {
        return Err(Refusal::PrivateNotInGame { private });
    };
    if !matches!(p.owner, Some(Owner::Player(_))) {
        return Err(Refusal::PrivateFromPlayersOnly);
    }
    let face = private_row(private).face_value;
    let cash = treasury(state, turn.company);
    if cash < 1 {
        return Err(Refusal::TreasuryShort { cost: 1, treasury: cash });
    }
    Ok(face.min(cash))
}

// ---------------------------------------------------------------------------------------------
// Running the tram (R84–R89, A19, A30, A31, A47)
// ---------------------------------------------------------------------------------------------

/// The route context of `line` now, as its run would use it: `None` when no company owns
/// it or it has no tram.
pub(crate) fn line_route_context(state: &State, line: LineNumber) -> Option<RouteContext> {
    let company = state.lines.get(&line)?.owner?;
    let director = state.tram_co(company).director.unwrap_or(0);
    route_context(state, Turn { line, company, director, first: false })
}

/// What the line's route depends on besides the board: the phase, the company's landmarks
/// and the tram's maintenance (R27, R86, R88). `None` without a tram.
fn route_context(state: &State, turn: Turn) -> Option<RouteContext> {
    let tram = state.tram_co(turn.company).trams.iter().find(|t| t.line == Some(turn.line))?;
    let newest = state.trams.newest_bought.unwrap_or(tram.color).max(tram.color);
    // Table 7 already holds the purple tram's +200.
    let adjustment = tram.color.maintenance(newest).unwrap_or(0);
    let landmarks = state
        .privates
        .iter()
        .filter(|p| p.owner == Some(Owner::Company(turn.company)) && !p.closed)
        .map(|p| p.id)
        .collect();
    Some(RouteContext {
        line: turn.line,
        phase: state.phase(),
        landmarks,
        adjustment,
        untiled_stations_are_stops: state.options.untiled_stations_are_stops,
    })
}

/// The route revenue of a run on the given route: valid, and earning as much as the best
/// route (R87). With [`RuleOptions::best_route_not_enforced`](crate::game::RuleOptions)
/// (18xx.games, B14) any valid given route runs, and the best route is not searched for.
fn route_revenue(state: &State, ctx: &RouteContext, paths: &[PathRef]) -> Result<Money, Refusal> {
    let route = validate(&state.board, ctx, paths)?;
    if state.options.best_route_not_enforced {
        return Ok(route.revenue);
    }
    let best = best_route(&state.board, ctx).map_or(0, |r| r.revenue);
    if route.revenue < best {
        return Err(Refusal::NotBestRoute { revenue: route.revenue, best });
    }
    Ok(route.revenue)
}

/// Credits a run's net income (R88), or pays a negative one (R89).
fn pay_income(state: &mut State, turn: Turn, income: Money, ev: &mut Vec<Event>) {
    if income >= 0 {
        state.tram_co_mut(turn.company).revenue += income;
        if let Some(l) = state.lines.get_mut(&turn.line) {
            l.earned += income;
        }
        state.book(income);
        return;
    }
    let mut due = -income;
    // 18xx.games keeps each line's earnings apart and pays a line's loss from the Treasury.
    let skip_revenue = state.options.shortfall_from_treasury;
    let co = state.tram_co_mut(turn.company);
    let from_revenue = if skip_revenue { 0 } else { due.min(co.revenue) };
    co.revenue -= from_revenue;
    take_from_earnings(state, turn.company, from_revenue);
    let co = state.tram_co_mut(turn.company);
    due -= from_revenue;
    let from_treasury = due.min(co.treasury);
    co.treasury -= from_treasury;
    due -= from_treasury;
    state.book(-(from_revenue + from_treasury));
    let loans = super::director_pays(state, turn.director, due);
    ev.push(Event::ShortfallPaid {
        company: turn.company,
        from_revenue,
        from_treasury,
        from_director: due,
        loans,
    });
}

/// A loss paid from the Revenue space (R89) comes out of the parts the company's lines earned,
/// in the order the company bought them, so that the parts still add up to the space.
fn take_from_earnings(state: &mut State, company: TramCompany, mut amount: Money) {
    let lines = state.tram_co(company).lines.clone();
    for line in lines {
        if let Some(l) = state.lines.get_mut(&line) {
            let part = amount.min(l.earned).max(0);
            l.earned -= part;
            amount -= part;
        }
    }
}

// ---------------------------------------------------------------------------------------------
// What may be done: the one definition of the Line Round's legality
// ---------------------------------------------------------------------------------------------

/// The kinds of action of a Line Round, for the order of a turn ([`stage_refusal`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Lay,
    Stadtbahn,
    BonusTile,
    Station,
    Remove,
    Private,
    Skip,
    Run,
    Scrap,
}

impl Kind {
    fn of(action: &Action) -> Option<Kind> {
        Some(match action {
            Action::LayTile { .. } => Kind::Lay,
            Action::LayStadtbahn { .. } => Kind::Stadtbahn,
            Action::BonusTile { .. } => Kind::BonusTile,
            Action::PlaceStation { .. } => Kind::Station,
            Action::RemoveStadtbahnMarker { .. } => Kind::Remove,
            Action::BuyPrivate { .. } => Kind::Private,
            Action::SkipBonus { .. } => Kind::Skip,
            Action::RunTram { .. } => Kind::Run,
            Action::ScrapTram { .. } => Kind::Scrap,
            _ => return None,
        })
    }

    fn is_construction(self) -> bool {
        matches!(self, Kind::Lay | Kind::Stadtbahn | Kind::BonusTile | Kind::Station | Kind::Remove)
    }
}

/// What the point of the turn allows, whatever the action's details (R61, R73, B17): the
/// one place the order of a turn is decided.
fn stage_refusal(state: &State, step: &LineStep, turn: Turn, kind: Kind) -> Option<Refusal> {
    if let Some(relay) = &step.relay {
        // B17: the markers lifted from the OO hex go back, one by one, before anything else
        // but buying a private (as in 18xx.games' token step, R93).
        let allowed = matches!(kind, Kind::Station | Kind::Private);
        return (!allowed).then_some(Refusal::LiftedFirst { hex: relay.hex });
    }
    if step.home_due {
        // B17: the home marker on the tiled home hex comes first, on a circle of the line's
        // choice; only buying a private may come before it.
        let allowed = matches!(kind, Kind::Station | Kind::Private);
        return (!allowed).then(|| match home_pending(state, turn) {
            Some(home) => Refusal::HomeFirst { home },
            None => Refusal::NotNow { expected: Expected::HomeMarker },
        });
    }
    if let Some(bonus) = step.bonus {
        // R73: the bonus action right after its tile, or skipping it. R49, A50: a tram may be
        // scrapped at any decision, on 18xx.games only when the line would run.
        let allowed = match kind {
            Kind::Skip => true,
            Kind::Station => bonus == Bonus::ExtraStationMarker,
            Kind::BonusTile => LayKind::of_bonus(bonus).is_some(),
            Kind::Scrap => !state.options.tram_steps_as_18xx_games,
            _ => false,
        };
        return (!allowed).then_some(Refusal::NotNow { expected: Expected::Bonus });
    }
    let line = turn.line;
    if step.built && kind.is_construction() {
        return Some(Refusal::ConstructionEnded { line });
    }
    // R61: each construction at most once.
    match kind {
        Kind::Lay if step.laid => Some(Refusal::AlreadyLaid { line }),
        Kind::Stadtbahn if step.stadtbahn => Some(Refusal::AlreadyLaidStadtbahn { line }),
        Kind::Station if step.station => Some(Refusal::AlreadyPlacedStation { line }),
        Kind::BonusTile | Kind::Skip => Some(Refusal::NotNow { expected: Expected::LineTurn }),
        _ => None,
    }
}

/// A legal action of the Line Round, with what [`check`] worked out for it.
enum Checked {
    Scrap {
        tram: usize,
    },
    Relay {
        at: NodeRef,
    },
    Home {
        at: NodeRef,
    },
    Private {
        private: Landmark,
        price: Money,
        player: PlayerId,
    },
    Lay(Lay),
    Station {
        at: NodeRef,
        cost: Money,
    },
    Remove {
        at: NodeRef,
        company: StadtbahnCompany,
    },
    Skip,
    /// The route revenue and the maintenance adjustment; `None` for a line without a tram.
    Run {
        run: Option<(Money, Money)>,
    },
}

/// A checked tile lay.
struct Lay {
    kind: LayKind,
    hex: Hex,
    def: &'static TileDef,
    rotation: Rotation,
    cost: Money,
    bonus: Option<Bonus>,
}

/// Why the line to act may not take `action` now, or `None` when it may: the one definition
/// of the Line Round's legality, which `available` lists its moves through (with the same
/// per-rule checks) and `apply` asks before it changes anything.
pub(crate) fn refusal(state: &State, action: &Action) -> Option<Refusal> {
    check(state, action).err()
}

/// Every rule `action` must follow, with the reason it breaks one, or what it will do.
fn check(state: &State, action: &Action) -> Result<(Turn, Checked), Refusal> {
    let (Some(step), Some(turn)) =
        (line_step(state), line_step(state).and_then(|s| turn_of(state, s)))
    else {
        return super::not_now(state);
    };
    let Some(kind) = Kind::of(action) else { return super::not_now(state) };
    if let Some(l) = action_line(action).filter(|&l| l != turn.line) {
        return Err(Refusal::NotYourTurn { expected: Who::Line(turn.line), got: Who::Line(l) });
    }
    if let Some(refusal) = stage_refusal(state, step, turn, kind) {
        return Err(refusal);
    }
    // One circle: the walk stops when it gets there.
    let reached = |n: NodeRef| state.board.reaches(turn.line, |found| found == Found::Node(n));
    let checked = match action {
        Action::ScrapTram { company, tram } => {
            scrap_check(state, turn, *company, *tram)?;
            Checked::Scrap { tram: *tram }
        }
        Action::PlaceStation { at, .. } => {
            if let Some(relay) = &step.relay {
                relay_check(state, relay.hex, *at)?;
                Checked::Relay { at: *at }
            } else if step.home_due {
                let Some(home) = home_pending(state, turn) else {
                    return Err(Refusal::NotNow { expected: Expected::HomeMarker });
                };
                if let Some(refusal) = home_refusal(state, turn, home, *at) {
                    return Err(refusal);
                }
                Checked::Home { at: *at }
            } else {
                let bonus = step.bonus.is_some();
                let cost = station_check(state, turn, *at, bonus, &reached)?;
                Checked::Station { at: *at, cost }
            }
        }
        Action::LayTile { hex, tile, rotation, .. } => {
            Checked::Lay(tile_check(state, turn, LayKind::Normal, *hex, *tile, *rotation)?)
        }
        Action::LayStadtbahn { hex, tile, rotation, .. } => {
            Checked::Lay(tile_check(state, turn, LayKind::Stadtbahn, *hex, *tile, *rotation)?)
        }
        Action::BonusTile { hex, tile, rotation, .. } => {
            let Some(kind) = step.bonus.and_then(LayKind::of_bonus) else {
                return super::not_now(state);
            };
            Checked::Lay(tile_check(state, turn, kind, *hex, *tile, *rotation)?)
        }
        Action::RemoveStadtbahnMarker { at, .. } => {
            let company = removal_check(state, turn, *at, &reached)?;
            Checked::Remove { at: *at, company }
        }
        Action::BuyPrivate { private, price, .. } => {
            let player = private_check(state, turn, *private, *price)?;
            Checked::Private { private: *private, price: *price, player }
        }
        Action::SkipBonus { .. } => Checked::Skip,
        Action::RunTram { route, .. } => {
            Checked::Run { run: run_check(state, turn, route.as_deref())? }
        }
        _ => return super::not_now(state),
    };
    Ok((turn, checked))
}

/// Who decides now: the director of the line's company.
pub(crate) fn actor(state: &State) -> Actor {
    match line_step(state).and_then(|step| turn_of(state, step)) {
        Some(turn) => {
            Actor::Line { line: turn.line, company: turn.company, director: turn.director }
        }
        None => Actor::Nobody,
    }
}

pub(crate) fn available(state: &State) -> Available {
    let Some(step) = line_step(state) else { return Available::none() };
    let Some(turn) = turn_of(state, step) else { return Available::none() };
    let actor = actor(state);
    let line = turn.line;
    let open = |kind| stage_refusal(state, step, turn, kind).is_none();
    // The line's reach, walked once for every lay, station and removal listed.
    let needs_reach = [Kind::Lay, Kind::Stadtbahn, Kind::BonusTile, Kind::Station, Kind::Remove];
    let reach =
        if needs_reach.into_iter().any(open) { state.board.reach(line) } else { Reach::default() };
    let mut moves = Vec::new();
    if open(Kind::Lay) {
        moves.extend(lay_moves(state, turn, LayKind::Normal, &reach, lay_tile_action));
    }
    if open(Kind::Stadtbahn) {
        let kind = LayKind::Stadtbahn;
        moves.extend(lay_moves(state, turn, kind, &reach, lay_stadtbahn_action));
    }
    if let Some(kind) = step.bonus.and_then(LayKind::of_bonus).filter(|_| open(Kind::BonusTile)) {
        moves.extend(lay_moves(state, turn, kind, &reach, bonus_tile_action));
    }
    let reached = |n: NodeRef| reach.nodes.contains(&n);
    if open(Kind::Station) {
        let spots: Vec<NodeRef> = if let Some(relay) = &step.relay {
            circles(state, relay.hex)
                .into_iter()
                .filter(|&at| relay_check(state, relay.hex, at).is_ok())
                .collect()
        } else if step.home_due {
            home_spots(state, turn)
        } else {
            let bonus = step.bonus.is_some();
            reach
                .nodes
                .iter()
                .copied()
                .filter(|&at| station_check(state, turn, at, bonus, &reached).is_ok())
                .collect()
        };
        moves.extend(
            spots.into_iter().map(|at| Move::Do { action: Action::PlaceStation { line, at } }),
        );
    }
    if open(Kind::Remove) {
        let mut spots: Vec<NodeRef> = state
            .board
            .markers()
            .filter(|(_, m)| matches!(m, Marker::Stadtbahn(_)))
            .map(|(at, _)| at)
            .collect();
        spots.dedup();
        for at in spots.into_iter().filter(|&at| removal_check(state, turn, at, &reached).is_ok()) {
            moves.push(Move::Do { action: Action::RemoveStadtbahnMarker { line, at } });
        }
    }
    if open(Kind::Private) {
        moves.extend(private_moves(state, turn));
    }
    if open(Kind::Skip) {
        moves.push(Move::Do { action: Action::SkipBonus { line } });
    }
    if open(Kind::Run) {
        moves.push(Move::Do { action: Action::RunTram { line, route: None } });
    }
    if open(Kind::Scrap) {
        for tram in 0..state.tram_co(turn.company).trams.len() {
            if scrap_check(state, turn, turn.company, tram).is_ok() {
                moves.push(Move::Do { action: Action::ScrapTram { company: turn.company, tram } });
            }
        }
    }
    Available { actor, moves }
}

/// R93: the privates the line's company may buy now, at 1 to the highest price.
fn private_moves(state: &State, turn: Turn) -> impl Iterator<Item = Move> + '_ {
    state.privates.iter().filter_map(move |p| {
        let max = private_max(state, turn, p.id).ok()?;
        let action = Action::BuyPrivate { line: turn.line, private: p.id, price: 1 };
        Some(Move::Amount { action, min: 1, max, step: 1 })
    })
}

/// The line an action of a Line Round is for.
fn action_line(action: &Action) -> Option<LineNumber> {
    match action {
        Action::LayTile { line, .. }
        | Action::LayStadtbahn { line, .. }
        | Action::BonusTile { line, .. }
        | Action::PlaceStation { line, .. }
        | Action::RemoveStadtbahnMarker { line, .. }
        | Action::SkipBonus { line }
        | Action::BuyPrivate { line, .. }
        | Action::RunTram { line, .. } => Some(*line),
        _ => None,
    }
}

/// What the line to act may do now (see [`super::expected`]).
pub(crate) fn expected(state: &State) -> Expected {
    match line_step(state) {
        Some(step) if step.relay.is_some() => Expected::LiftedMarkers,
        Some(step) if step.home_due => Expected::HomeMarker,
        Some(step) if step.bonus.is_some() => Expected::Bonus,
        _ => Expected::LineTurn,
    }
}

/// R49, A31, A50: the line's company scraps one of its trams; on 18xx.games only the line's
/// own tram (when it would run: [`stage_refusal`]).
fn scrap_check(
    state: &State,
    turn: Turn,
    company: TramCompany,
    tram: usize,
) -> Result<(), Refusal> {
    if company != turn.company {
        return Err(Refusal::NotYourTurn {
            expected: Who::Company(turn.company),
            got: Who::Company(company),
        });
    }
    let Some(t) = state.tram_co(company).trams.get(tram) else {
        return super::no_such_tram(company, tram);
    };
    if state.options.tram_steps_as_18xx_games && t.line != Some(turn.line) {
        return Err(Refusal::ScrapOwnTramOnly);
    }
    Ok(())
}

/// B17: a lifted marker goes back on a free circle of its hex.
fn relay_check(state: &State, hex: Hex, at: NodeRef) -> Result<(), Refusal> {
    if at.hex != hex || state.board.slots(at) == 0 || free_at(state, at) == 0 {
        return Err(Refusal::LiftedFirst { hex });
    }
    Ok(())
}

/// R77–R81: the line's next station marker (the bonus one when `bonus`) on `at`, paid from
/// the Treasury (A25); returns its cost.
fn station_check(
    state: &State,
    turn: Turn,
    at: NodeRef,
    bonus: bool,
    reached: &dyn Fn(NodeRef) -> bool,
) -> Result<Money, Refusal> {
    let Some(cost) = station_cost(state, turn.line, bonus) else {
        return Err(Refusal::NoStationLeft { line: turn.line });
    };
    let cash = treasury(state, turn.company);
    if cost > cash {
        return Err(Refusal::TreasuryShort { cost, treasury: cash });
    }
    match station_refusal(state, turn, reached, at) {
        Some(refusal) => Err(refusal),
        None => Ok(cost),
    }
}

/// R82, A35: removing the Stadtbahn marker at `at` for 40 from the Treasury; returns whose
/// marker it is.
fn removal_check(
    state: &State,
    turn: Turn,
    at: NodeRef,
    reached: &dyn Fn(NodeRef) -> bool,
) -> Result<StadtbahnCompany, Refusal> {
    if let Some(refusal) = removal_refusal(state, reached, at) {
        return Err(refusal);
    }
    let cash = treasury(state, turn.company);
    if cash < REMOVE_STADTBAHN_MARKER_COST {
        return Err(Refusal::TreasuryShort { cost: REMOVE_STADTBAHN_MARKER_COST, treasury: cash });
    }
    state
        .board
        .markers_at(at)
        .iter()
        .find_map(|m| match m {
            Marker::Stadtbahn(c) => Some(*c),
            Marker::Line(_) => None,
        })
        .ok_or(Refusal::NoStadtbahnMarker { hex: at.hex })
}

/// R93: the company buys `private` from a player for 1 to its face value; returns the seller.
fn private_check(
    state: &State,
    turn: Turn,
    private: Landmark,
    price: Money,
) -> Result<PlayerId, Refusal> {
    let max = private_max(state, turn, private)?;
    let face = private_row(private).face_value;
    if price < 1 || price > face {
        return Err(Refusal::PrivatePriceRange { face });
    }
    if price > max {
        return Err(Refusal::TreasuryShort { cost: price, treasury: max });
    }
    match state.private(private).and_then(|p| p.owner) {
        Some(Owner::Player(player)) => Ok(player),
        _ => Err(Refusal::PrivateFromPlayersOnly),
    }
}

/// R84–R88: the run's route revenue and maintenance adjustment, `None` for a line without a
/// tram (A19). A given route must be valid and, unless the option says otherwise, earn as
/// much as the best route (R87, B14).
fn run_check(
    state: &State,
    turn: Turn,
    route: Option<&[PathRef]>,
) -> Result<Option<(Money, Money)>, Refusal> {
    let Some(ctx) = route_context(state, turn) else {
        return match route {
            Some(_) => Err(Refusal::NoTramToRun { line: turn.line }),
            None => Ok(None),
        };
    };
    let (revenue, no_route) = match route {
        Some(paths) => (route_revenue(state, &ctx, paths)?, false),
        None => {
            let best = best_route(&state.board, &ctx);
            (best.as_ref().map_or(0, |r| r.revenue), best.is_none())
        }
    };
    // 18xx.games: a tram without any route earns nothing and pays no maintenance.
    let no_maintenance = no_route && state.options.no_route_no_maintenance;
    Ok(Some((revenue, if no_maintenance { 0 } else { ctx.adjustment })))
}

// ---------------------------------------------------------------------------------------------
// Doing it
// ---------------------------------------------------------------------------------------------

pub(crate) fn apply(
    state: &mut State,
    action: &Action,
    ev: &mut Vec<Event>,
) -> Result<(), Refusal> {
    let (turn, checked) = check(state, action)?;
    let Some(mut step) = line_step(state).cloned() else {
        return super::not_now(state);
    };
    let line = turn.line;
    match checked {
        Checked::Scrap { tram } => {
            let trams = &mut state.tram_co_mut(turn.company).trams;
            let color: TramColor = trams.remove(tram).color;
            ev.push(Event::TramScrapped { company: turn.company, color });
            // 18xx.games: scrapping ends the line's construction.
            step.built |= state.options.tram_steps_as_18xx_games;
        }
        Checked::Relay { at } => {
            let Some(relay) = &mut step.relay else { return super::not_now(state) };
            let owner = relay.markers.remove(0);
            if relay.markers.is_empty() {
                step.relay = None;
            }
            state.board.place_marker(at, Marker::Line(owner))?;
            ev.push(Event::StationPlaced { line: owner, at, cost: 0 });
        }
        Checked::Home { at } => {
            // B17: the home marker, free; it is not the turn's station marker (R61 iii).
            place_marker(state, line, at, 0, ev)?;
            step.home_due = false;
        }
        Checked::Private { private, price, player } => {
            // Money moves between two holders in play; the bank is not involved.
            state.tram_co_mut(turn.company).treasury -= price;
            state.players[usize::from(player)].cash += price;
            if let Some(p) = state.private_mut(private) {
                p.owner = Some(Owner::Company(turn.company));
            }
            ev.push(Event::PrivateSoldToCompany { private, player, company: turn.company, price });
        }
        Checked::Lay(lay) => {
            let relay = lay_tile(state, turn, &lay, ev)?;
            step.relay = relay;
            match lay.kind {
                LayKind::Normal => step.laid = true,
                LayKind::Stadtbahn => {
                    step.stadtbahn = true;
                    // A26, T55: the green upgrade is lost before green tiles are available.
                    // 18xx.games asks for it all the same (only skipping is possible).
                    let lost =
                        !state.options.green_bonus_asked_in_yellow && state.phase() < Phase::Green;
                    step.bonus = lay.bonus.filter(|&b| !(lost && b == Bonus::GreenUpgrade));
                }
                _ => step.bonus = None,
            }
        }
        Checked::Station { at, cost } => {
            place_marker(state, line, at, cost, ev)?;
            state.bank_to_treasury(turn.company, -cost);
            if step.bonus.take().is_none() {
                step.station = true;
            }
        }
        Checked::Remove { at, company } => {
            let cost = REMOVE_STADTBAHN_MARKER_COST;
            state.board.remove_marker(at, Marker::Stadtbahn(company))?;
            state.bank_to_treasury(turn.company, -cost);
            ev.push(Event::StadtbahnMarkerRemoved { line, company, at, cost });
        }
        Checked::Skip => step.bonus = None,
        Checked::Run { run } => {
            if let Some((revenue, adjustment)) = run {
                let income = revenue + adjustment;
                ev.push(Event::TramRan { line, revenue, adjustment, income });
                pay_income(state, turn, income, ev);
            }
            end_turn(state, step, line, ev);
            return Ok(());
        }
    }
    state.step = Step::Line(step);
    Ok(())
}

/// Puts one of the line's station markers on `at` (R77–R81).
fn place_marker(
    state: &mut State,
    line: LineNumber,
    at: NodeRef,
    cost: Money,
    ev: &mut Vec<Event>,
) -> Result<(), Refusal> {
    state.board.place_marker(at, Marker::Line(line))?;
    if let Some(l) = state.lines.get_mut(&line) {
        l.stations += 1;
    }
    ev.push(Event::StationPlaced { line, at, cost });
    Ok(())
}
