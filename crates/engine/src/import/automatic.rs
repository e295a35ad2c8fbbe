//! The moves 18xx.games makes by itself, put into the engine's log.
//!
//! 18xx.games goes on without an action where nothing is left to decide: a bidder who cannot
//! pay the next bid leaves the auction, a company priced out of a line auction passes, a tram
//! step with nothing to buy, scrap or arrange ends, a line without a tram ends its turn. Its
//! log holds nothing for these; the engine asks for them. So the translated log is played
//! once: where the engine refuses the next action because the one who acts now has finished
//! on 18xx.games, the move that finishes it (its pass, `DoneTrams`, `RunTram` without a
//! route) is put in first. Nothing is put in where the engine offers more than one way to
//! go on besides finishing: the refusal then stands and names the export's action.

use super::export::layout_step;
use super::translate::Translation;
use crate::game::{Action, Actor, Game, Owner, Setup};
use crate::rules::LineNumber;

/// At most this many moves are put in before one recorded action (a whole auction of
/// priced-out bidders and the companies after the line auctions fit easily).
const MOST_IN_A_ROW: usize = 16;

/// The translation with the moves 18xx.games made by itself put in, each attributed to the
/// export's action it comes before.
pub(super) fn add_automatic_moves(setup: &Setup, t: Translation) -> Translation {
    let Ok(mut game) = Game::new(setup.clone()) else { return t };
    let mut out = Translation { routes: Vec::new(), ..Translation::default() };
    // Recorded routes point at the index of their RunTram: follow the insertions.
    let mut moved: Vec<usize> = Vec::with_capacity(t.actions.len());
    // After the first refused action the rest is kept as it is: the replay names that action.
    let mut refused = false;
    for (i, action) in t.actions.iter().enumerate() {
        // `apply` is atomic: a refused action leaves the game as it was, so each is tried once.
        if !refused
            && let Action::RunTram { line, route: None } = *action
            && t.closing_guesses.contains(&t.source_index[i])
            && !closing_pass_asked(&game, line)
            && game.apply(action).is_ok()
        {
            // The run ended with the scrap before it; the `pass` is the line's next turn (the
            // only line in play acts again at once), which has no tram to run.
            let scrap = out.source_index.last().copied().unwrap_or(t.source_index[i]);
            moved.push(out.actions.len());
            out.actions.push(action.clone());
            out.source_index.push(scrap);
            out.source_kind.push("scrap_train");
            let next = Action::RunTram { line, route: None };
            let again = matches!(game.available().actor, Actor::Line { line: l, .. } if l == line);
            if again && game.apply(&next).is_ok() {
                out.actions.push(next);
                out.source_index.push(t.source_index[i]);
                out.source_kind.push(t.source_kind[i]);
            }
            continue;
        }
        // 18xx.games before 2023 went on asking a company that bought a tram and could not
        // buy another to pass; since then, and in the engine, its buying step ends with the
        // purchase: that `pass` has nothing to end.
        if !refused
            && t.source_kind[i] == "pass"
            && let Action::DoneTrams { company } = *action
            && layout_step(game.state())
            && matches!(game.available().actor, Actor::Company { company: c, .. } if c == company)
        {
            moved.push(out.actions.len());
            continue;
        }
        // A line without a tram passed after its run: its closing pass where 18xx.games asks
        // for one (nothing to play), else its next turn.
        if !refused
            && let Action::RunTram { line, route: None } = *action
            && t.next_turn_guesses.contains(&t.source_index[i])
            && closing_pass_asked(&game, line)
        {
            moved.push(out.actions.len());
            continue;
        }
        let mut put_in = 0;
        let mut action = action.clone();
        while !refused && game.apply(&action).is_err() {
            // A company's `pass` ends whichever of its decisions is open: a tram step or its
            // turn in the line auctions.
            if t.source_kind[i] == "pass"
                && let Some(other) = other_pass(&action)
                && game.apply(&other).is_ok()
            {
                action = other;
                break;
            }
            let finish = (put_in < MOST_IN_A_ROW).then(|| finishing_move(&game)).flatten();
            let Some(finish) = finish.filter(|finish| game.apply(finish).is_ok()) else {
                refused = true;
                break;
            };
            out.actions.push(finish);
            out.source_index.push(t.source_index[i]);
            out.source_kind.push("automatic");
            put_in += 1;
        }
        moved.push(out.actions.len());
        out.actions.push(action);
        out.source_index.push(t.source_index[i]);
        out.source_kind.push(t.source_kind[i]);
        // R93: 18xx.games records a private's sale as made; the owner accepted the offer.
        if let Some(accept) = game.state().offer_acceptance().filter(|_| !refused)
            && game.apply(&accept).is_ok()
        {
            out.actions.push(accept);
            out.source_index.push(t.source_index[i]);
            out.source_kind.push(t.source_kind[i]);
        }
    }
    out.routes = t
        .routes
        .into_iter()
        .map(|mut r| {
            r.action = moved.get(r.action).copied().unwrap_or(r.action);
            r
        })
        .collect();
    out.parred = t.parred;
    out.nominations = t.nominations;
    out
}

/// The move that ends the current decision, when it is the only thing the engine offers now
/// (besides ending the game by agreement, returning a private, or rearranging trams, which
/// 18xx.games does not ask for where the layout is forced).
fn finishing_move(game: &Game) -> Option<Action> {
    let moves: Vec<Action> = game
        .available()
        .moves
        .iter()
        .map(|m| m.lowest())
        .filter(|a| {
            !matches!(a, Action::EndGame | Action::ReturnPrivate { .. } | Action::AssignTram { .. })
        })
        .collect();
    let [only] = moves.as_slice() else { return None };
    matches!(
        only,
        Action::PassPrivate { .. }
            | Action::PassShare { .. }
            | Action::PassLine { .. }
            | Action::DoneTrams { .. }
            | Action::SkipBonus { .. }
            | Action::RunTram { route: None, .. }
    )
    .then(|| only.clone())
}

/// Whether 18xx.games asks a line whose run is over for its closing `pass`: from LR2a, when
/// its company could buy a private (one held by a player, and a Treasury of at least 1).
fn closing_pass_asked(game: &Game, line: LineNumber) -> bool {
    let state = game.state();
    let Some(company) = state.lines.get(&line).and_then(|l| l.owner) else { return false };
    let held =
        state.privates.iter().any(|p| !p.closed && matches!(p.owner, Some(Owner::Player(_))));
    held && state.tram_co(company).treasury >= 1
}

/// The other meaning of a company's `pass`: the end of its tram step, or its pass in the line
/// auctions.
fn other_pass(action: &Action) -> Option<Action> {
    match *action {
        Action::DoneTrams { company } => Some(Action::PassLine { company }),
        Action::PassLine { company } => Some(Action::DoneTrams { company }),
        _ => None,
    }
}
