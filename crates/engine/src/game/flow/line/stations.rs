//! Station markers: the home marker, the turn's marker and Stadtbahn marker removals (R77–R83, A34,
//! A35, A54, B17).

use crate::data::game_tables::{MAX_LINES_PER_COMPANY, Money, line_card, station_marker_cost};
use crate::map::Hex;
use crate::map::graph::NodeRef;
use crate::rules::LineNumber;
use crate::rules::board_state::Marker;

use super::super::super::Refusal;
use super::super::super::state::State;

use super::*;

// ---------------------------------------------------------------------------------------------
// Station markers (R77–R83, A34, A35, A54)
// ---------------------------------------------------------------------------------------------

/// The circles of a hex: every revenue location with a station space, of the tile lying
/// there or, on an untiled hex, its printed circles.
pub(super) fn circles(state: &State, hex: Hex) -> Vec<NodeRef> {
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
pub(super) fn free_at(state: &State, at: NodeRef) -> usize {
    usize::from(state.board.slots(at)).saturating_sub(state.board.markers_at(at).len())
}

/// R78, A54: the free circle of the line's home hex its home marker goes on (the first one).
pub(super) fn home_circle(state: &State, line: LineNumber) -> Option<NodeRef> {
    let home = line_card(line)?.home;
    circles(state, home).into_iter().find(|&at| free_at(state, at) > 0)
}

/// B17 (18xx.games): the line places its home marker itself, on a circle of its choice,
/// because the option is on and its home is an OO hex.
pub(super) fn chooses_home(state: &State, line: LineNumber) -> bool {
    state.options.home_circle_chosen
        && line_card(line)
            .is_some_and(|card| state.board.hex(card.home).is_some_and(|h| h.circles > 1))
}

/// B17: the OO home hex of a line that has placed no station marker yet.
pub(super) fn oo_home_unplaced(state: &State, line: LineNumber) -> Option<Hex> {
    let home = line_card(line)?.home;
    let none = state.lines.get(&line).is_some_and(|l| l.stations == 0)
        && state.board.markers_of(Marker::Line(line)).is_empty();
    (chooses_home(state, line) && none).then_some(home)
}

/// B17: the OO home hex of `turn`'s line while the line has no station marker (its home
/// marker is due there once the hex is tiled).
pub(super) fn home_pending(state: &State, turn: Turn) -> Option<Hex> {
    oo_home_unplaced(state, turn.line)
}

/// B17: why `turn`'s line may not put its home marker on `at` (R78, R81): any free circle of
/// the home hex, keeping one free for each other line still to place its home there.
pub(super) fn home_refusal(state: &State, turn: Turn, home: Hex, at: NodeRef) -> Option<Refusal> {
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
pub(super) fn home_spots(state: &State, turn: Turn) -> Vec<NodeRef> {
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
pub(super) fn reserved_on(state: &State, hex: Hex, line: LineNumber) -> usize {
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
pub(super) fn station_cost(state: &State, line: LineNumber, bonus: bool) -> Option<Money> {
    let placed = state.lines.get(&line).map_or(0, |l| usize::from(l.stations));
    let cost = station_marker_cost(placed)?;
    Some(if bonus && state.options.bonus_station_free { 0 } else { cost })
}

/// Why `turn`'s line may not put a marker on `at` now (R79–R81); `reached` tells whether the
/// line reaches a circle (asked only after the cheaper checks).
pub(super) fn station_refusal(
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
pub(super) fn removal_refusal(
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
