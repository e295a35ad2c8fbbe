//! Tiles: where a lay may go, listing the legal ones, checking and laying one (R61, R66–R76, A25,
//! A26, A38).

use crate::data::board::{BOARD_SLOTS, board_slot};
use crate::data::{HexKind, TileId, board_hexes};
use crate::map::graph::{NodeRef, Reach};
use crate::map::{Hex, Rotation};
use crate::rules::LineNumber;
use crate::rules::board_state::Marker;
use crate::rules::laying::{
    LayContext, LayKind, check_lay, for_each_legal_lay, for_each_legal_lay_of, stadtbahn_lays,
};

use super::super::super::Refusal;
use super::super::super::action::{Action, Move};
use super::super::super::event::Event;
use super::super::super::state::State;

use super::*;

// ---------------------------------------------------------------------------------------------
// Tiles (R61, R66–R76, A25, A26, A38)
// ---------------------------------------------------------------------------------------------

pub(super) fn lay_context(state: &State, turn: Turn, kind: LayKind) -> LayContext {
    LayContext {
        line: turn.line,
        phase: state.phase(),
        kind,
        first_turn: turn.first,
        counts_of_18xx: state.options.tile_counts_of_18xx_games,
    }
}

/// The hexes where a lay of `kind` (not the Stadtbahn tile's) may possibly be legal: only
/// where the line's track or stations are (R65, R68: `check_lay` refuses any other hex as not
/// reached).
pub(super) fn lay_candidates(state: &State, turn: Turn, kind: LayKind, reach: &Reach) -> Vec<Hex> {
    let board = &state.board;
    let hexes = board_hexes(board.variant());
    // One flag per board slot: a table, not a tree, for the few hundred hexes marked.
    let mut near = vec![false; BOARD_SLOTS];
    let mut mark = |hex: Hex| {
        if let Some(slot) = board_slot(hex) {
            near[slot] = true;
        }
    };
    reach.paths.iter().for_each(|p| mark(p.hex));
    reach.nodes.iter().for_each(|n| mark(n.hex));
    reach.sides.iter().for_each(|&(h, e)| mark(h.neighbor(e)));
    board.markers_of(Marker::Line(turn.line)).iter().for_each(|n| mark(n.hex));
    home_pending(state, turn).into_iter().for_each(&mut mark);
    let near = |hex: Hex| board_slot(hex).is_some_and(|slot| near[slot]);
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
    hexes.filter(|h| takes(h.kind) && near(h.hex)).map(|h| h.hex).collect()
}

/// Every legal lay of `kind` the Treasury can pay, as actions made by `make`, added to `moves`.
pub(super) fn lay_moves(
    state: &State,
    turn: Turn,
    kind: LayKind,
    reach: &Reach,
    make: fn(LineNumber, Hex, TileId, Rotation) -> Action,
    moves: &mut Vec<Move>,
) {
    let ctx = lay_context(state, turn, kind);
    let cash = treasury(state, turn.company);
    let board = &state.board;
    let push = |hex, id, rotation, cost| {
        if cost <= cash {
            moves.push(Move::Do { action: make(turn.line, hex, id, rotation) });
        }
    };
    if kind == LayKind::Stadtbahn {
        // R72: the empty light-orange hexes, each with its own Stadtbahn tile only.
        let own = stadtbahn_lays(board.variant()).iter().filter(|l| board.tile(l.0).is_none());
        for_each_legal_lay_of(board, &ctx, own.copied(), push);
    } else {
        for_each_legal_lay(board, &ctx, lay_candidates(state, turn, kind, reach), reach, push);
    }
}

pub(super) fn lay_tile_action(
    line: LineNumber,
    hex: Hex,
    tile: TileId,
    rotation: Rotation,
) -> Action {
    Action::LayTile { line, hex, tile, rotation }
}

pub(super) fn lay_stadtbahn_action(
    line: LineNumber,
    hex: Hex,
    tile: TileId,
    rotation: Rotation,
) -> Action {
    Action::LayStadtbahn { line, hex, tile, rotation }
}

pub(super) fn bonus_tile_action(
    line: LineNumber,
    hex: Hex,
    tile: TileId,
    rotation: Rotation,
) -> Action {
    Action::BonusTile { line, hex, tile, rotation }
}

/// R61, R66–R76: a lay of `kind` and its cost against the Treasury (A25).
pub(super) fn tile_check(
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
pub(super) fn lay_tile(
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
        .markers_on(hex)
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
