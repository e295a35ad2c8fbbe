//! Games played to their end by a chooser, for property tests, benchmarks, the command-line
//! `selfplay` and positions made for the browser tests. Each game brings its own way of drawing
//! a random move (which moves it favours); the loop is written here once.

use crate::bots::MAX_ACTIONS;
use crate::game::Game;
use crate::rules::Rules;

/// Plays `game` on with the moves `choose` makes until it ends or `stop` says so (asked before
/// each move; the game is left at that decision). `after_each` sees the game after every
/// action (for invariant checks). The error says where the game got stuck (nothing chosen in a
/// game not over, [`MAX_ACTIONS`] reached) or an action chosen was refused.
pub fn play_on<R: Rules>(
    game: &mut Game<R>,
    mut choose: impl FnMut(&Game<R>) -> Option<R::Action>,
    mut stop: impl FnMut(&Game<R>) -> bool,
    mut after_each: impl FnMut(&Game<R>, &R::Action),
) -> Result<(), String> {
    for _ in 0..MAX_ACTIONS {
        if stop(game) {
            return Ok(());
        }
        if game.is_over() {
            return Ok(());
        }
        let step = game.actions().len();
        let action = choose(game)
            .ok_or_else(|| format!("no move offered at action {step}, game not over"))?;
        game.apply(&action).map_err(|e| format!("offered {action:?} was refused: {e}"))?;
        after_each(game, &action);
    }
    Err(format!("the game did not end within {MAX_ACTIONS} actions"))
}
