//! Random legal games, for the property tests, the benchmark and the `random` bot.
//!
//! Moves are drawn only from [`rules::available`](crate::rules::available). Passing and
//! giving up an effect are drawn less often than the other moves, so that a random game uses
//! its workers.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::action::Action;
use crate::game::Game;
use crate::setup::Setup;

pub use game_core::bots::MAX_ACTIONS;

/// The names of random games' seats.
pub const NAMES: [&str; 4] = ["Anna", "Boris", "Clara", "Dmitri"];

/// The set-up of random game number `seed` with `players` players (2–4).
pub fn random_setup(seed: u64, players: usize) -> Setup {
    Setup::new(&NAMES[..players.clamp(2, 4)], seed)
}

/// A random move among `moves`: passing or giving up with probability 1/10 when something
/// else is offered, otherwise uniform over the other moves; `None` for no moves. The `random`
/// bot ([`crate::bot::Level::Random`]) plays this.
pub fn random_among(moves: &[Action], rng: &mut impl Rng) -> Option<Action> {
    let quiet = |a: &Action| matches!(a, Action::Pass | Action::Done);
    let others: Vec<&Action> = moves.iter().filter(|a| !quiet(a)).collect();
    if others.is_empty() || (others.len() < moves.len() && rng.random_bool(0.1)) {
        return moves.iter().find(|a| quiet(a)).copied();
    }
    others.get(rng.random_range(0..others.len())).map(|a| **a)
}

/// Plays random game `seed` with `players` players to its end (or [`MAX_ACTIONS`]).
pub fn random_game(seed: u64, players: usize) -> Game {
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5EED);
    let Ok(mut game) = Game::new(random_setup(seed, players)) else {
        unreachable!("distinct names always make a set-up")
    };
    // A stuck game is returned as it stands: the property tests say what is wrong with it.
    let _ = game_core::selfplay::play_on(
        &mut game,
        |g| random_among(&g.available(), &mut rng),
        |_| false,
        |_, _| {},
    );
    game
}
