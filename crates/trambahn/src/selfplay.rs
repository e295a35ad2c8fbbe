//! Random legal games, for the property tests and the `random` bot.
//!
//! Moves are drawn only from [`Game::available`]. Ending the turn is drawn less often than
//! the other moves so that columns grow and trams are bought.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::action::Action;
use crate::game::Game;
use crate::setup::Setup;

pub use game_core::bots::MAX_ACTIONS;

/// The set-up of random game number `seed`.
pub fn random_setup(seed: u64) -> Setup {
    Setup::new("Anna", "Bert", seed)
}

/// A random legal move, or `None` when nothing is offered (the game is over).
pub fn random_move(game: &Game, rng: &mut impl Rng) -> Option<Action> {
    random_among(&game.available(), rng)
}

/// A random move among `moves` (the moves on offer), ending the turn with probability 1/4
/// when that is offered beside other moves, otherwise uniform; `None` for no moves. The
/// `random` bot ([`crate::bot::Level::Random`]) plays this.
pub fn random_among(moves: &[Action], rng: &mut impl Rng) -> Option<Action> {
    if moves.is_empty() {
        return None;
    }
    let others: Vec<&Action> = moves.iter().filter(|a| **a != Action::EndTurn).collect();
    if others.is_empty() || (moves.contains(&Action::EndTurn) && rng.random_bool(0.25)) {
        return Some(Action::EndTurn);
    }
    let k = rng.random_range(0..others.len());
    others.get(k).map(|a| (*a).clone())
}

/// Plays random game `seed` to its end (or [`MAX_ACTIONS`]) and returns it.
pub fn random_game(seed: u64) -> Game {
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5EED);
    let Ok(mut game) = Game::new(random_setup(seed)) else {
        unreachable!("two names always make a set-up")
    };
    // A stuck game is returned as it stands: the property tests say what is wrong with it.
    let _ =
        game_core::selfplay::play_on(&mut game, |g| random_move(g, &mut rng), |_| false, |_, _| {});
    game
}
