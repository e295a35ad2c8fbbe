//! Computer players for Trambahn. A bot returns one of the moves on offer
//! ([`Game::available`]) for the player whose turn it is; it never makes a move of its own,
//! so it cannot play an illegal one. Every bot is deterministic for a given random number
//! generator, so a game of bots replays from its seeds.
//!
//! A bot reads only what its player may know. [`Level::Random`] reads the moves on offer;
//! [`Level::Greedy`] reads the player's own hand and the table ([`greedy`]); [`Level::Strong`]
//! starts from [`State::view_for`] and deals the cards it cannot see anew for every future it
//! plays ([`strong`]).
//!
//! ```
//! use rand::SeedableRng;
//! use trambahn_engine::bot::{Level, choose};
//! use trambahn_engine::{Game, Setup};
//!
//! let mut game = Game::new(Setup::new("Anna", "Bert", 3)).expect("two players");
//! let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
//! let action = choose(&game, Level::Greedy, &mut rng).expect("a move is offered");
//! assert!(game.available().contains(&action));
//! game.apply(&action).expect("an offered move is accepted");
//! ```

pub mod greedy;
pub mod hint;
pub mod strong;

use game_core::Seat;
use rand::{Rng, RngCore};
use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::game::{Game, Trambahn};
use crate::rules;
use crate::selfplay::random_among;
use crate::setup::Setup;
use crate::state::State;

/// How well a bot plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    /// A random move on offer, as the random games play ([`random_among`]).
    Random,
    /// Rules of thumb, one move at a time ([`greedy`]).
    Greedy,
    /// Looks ahead: every move weighed by futures played by [`greedy`] in worlds dealt
    /// consistently with what the player can see ([`strong`]).
    Strong,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 3] = [Level::Random, Level::Greedy, Level::Strong];

    /// The level's name ("random", "greedy", "strong").
    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Greedy => "greedy",
            Level::Strong => "strong",
        }
    }

    /// The level of a name; `None` for a name that is no level.
    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == name)
    }
}

/// The move of a bot of `level` for the player whose turn it is in `game`: one of
/// `game.available()`, or `None` when nothing is offered (the game is over). The `strong` bot
/// thinks with its default budget ([`strong::Strong::default`]).
pub fn choose(game: &Game, level: Level, rng: &mut impl Rng) -> Option<Action> {
    choose_in(game.state(), level, &strong::Strong::default(), rng)
}

/// [`choose`] on a state, with the given budget for the `strong` bot.
pub fn choose_in(
    state: &State,
    level: Level,
    budget: &strong::Strong,
    rng: &mut impl Rng,
) -> Option<Action> {
    match level {
        Level::Random => random_among(&rules::available(state), rng),
        Level::Greedy => greedy::choose(state),
        Level::Strong => budget.choose(state, rng),
    }
}

/// A bot of a level (the strong one with its budget) seated at the core's table.
#[derive(Debug, Clone, Copy)]
pub struct Seated {
    /// How well it plays.
    pub level: Level,
    /// The strong bot's budget.
    pub budget: strong::Strong,
}

impl game_core::Bot<Trambahn> for Seated {
    fn choose(&mut self, state: &State, _seat: Seat, rng: &mut dyn RngCore) -> Option<Action> {
        let mut rng = rng;
        choose_in(state, self.level, &self.budget, &mut rng)
    }
}

/// A game played by bots ([`play_bots`]): the core's, over Trambahn's rules.
pub type BotGame = game_core::BotGame<Trambahn>;

/// Plays a game of `setup` with `levels[p]` playing player `p`, each bot drawing from its own
/// generator seeded from `seed` and its seat (the core's [`game_core::play_bots`]); a move not
/// on offer is replaced by a random one. `clock` reads a time in milliseconds (the engine has
/// none of its own: it may run in a browser).
pub fn play_bots(
    setup: Setup,
    levels: [Level; 2],
    seed: u64,
    budget: &strong::Strong,
    clock: &dyn Fn() -> f64,
) -> Result<BotGame, String> {
    let seated =
        |level| Box::new(Seated { level, budget: *budget }) as Box<dyn game_core::Bot<Trambahn>>;
    game_core::bots::play_levels(setup, &levels, seed, seated, Level::Random, clock)
}
