//! Decisions 18xx.games takes by itself and does not log (format notes §2): a player who
//! cannot afford the next bid of a private auction is skipped, and so on. The engine asks for
//! every decision, so the translated log is run on a [`Game`], and where the engine waits for a
//! decision that has exactly one legal move while the log goes on with someone else, that move
//! is written in (a private auction's bidder who cannot afford the next bid: the engine offers
//! only the pass, 18xx.games takes them out of the auction). The engine alone says which moves
//! are legal: nothing is written that it does not offer, and a decision with a choice is never
//! taken for anyone.

use super::translate::Translation;
use crate::game::{Action, Game, Move, Setup, SetupError};

/// How many single-move decisions may be written in before one logged action: more than any
/// round has deciders, so a log that never fits cannot loop.
const MAX_FILLED_IN_A_ROW: usize = 64;

/// The translation with the engine's only moves written in where 18xx.games skipped them. The
/// moves written in are attributed to the 18xx.games action that follows them. The log is
/// replayed up to its first refused action; from there on it is kept as it is, so that the
/// replay names that action.
pub(super) fn fill_skipped(setup: &Setup, t: Translation) -> Result<Translation, SetupError> {
    let mut game = Game::new(setup.clone())?;
    let Translation { actions, source_index, source_kind, routes, parred, nominations } = t;
    let mut out = Translation { parred, nominations, ..Translation::default() };
    // For each translated action, its index in the filled log (for the recorded routes).
    let mut moved_to: Vec<usize> = Vec::with_capacity(actions.len());
    let mut refused = false;
    for (i, action) in actions.into_iter().enumerate() {
        let index = source_index.get(i).copied().unwrap_or(0);
        let kind = source_kind.get(i).copied().unwrap_or("other");
        if !refused {
            // `apply` is atomic: a refused action leaves the game as it was.
            let mut filled = 0;
            while game.apply(&action).is_err() {
                let only = (filled < MAX_FILLED_IN_A_ROW).then(|| only_move(&game)).flatten();
                let Some(only) = only.filter(|only| game.apply(only).is_ok()) else {
                    refused = true;
                    break;
                };
                out.actions.push(only);
                out.source_index.push(index);
                out.source_kind.push(kind);
                filled += 1;
            }
        }
        moved_to.push(out.actions.len());
        out.actions.push(action);
        out.source_index.push(index);
        out.source_kind.push(kind);
    }
    out.routes = routes
        .into_iter()
        .map(|mut r| {
            if let Some(&to) = moved_to.get(r.action) {
                r.action = to;
            }
            r
        })
        .collect();
    Ok(out)
}

/// The one legal move of the decision now, when there is exactly one and it needs no amount.
/// The actions that belong to no round (ending the game by agreement, returning a private to
/// the bank, R25) are open at almost any time and are logged by 18xx.games when taken, so
/// they are no choice here.
fn only_move(game: &Game) -> Option<Action> {
    let available = game.available();
    let mut moves = available.moves.iter().filter(|m| {
        !matches!(m, Move::Do { action: Action::EndGame | Action::ReturnPrivate { .. } })
    });
    match (moves.next(), moves.next()) {
        (Some(Move::Do { action }), None) => Some(action.clone()),
        _ => None,
    }
}
