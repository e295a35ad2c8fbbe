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

use super::translate::Translation;
use crate::game::{Action, Game, Setup};

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
        let mut put_in = 0;
        while !refused && game.apply(action).is_err() {
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
        out.actions.push(action.clone());
        out.source_index.push(t.source_index[i]);
        out.source_kind.push(t.source_kind[i]);
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
