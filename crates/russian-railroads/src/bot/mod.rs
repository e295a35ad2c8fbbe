//! Computer players for Russian Railroads. A bot returns one of the moves on offer for the
//! seat deciding; it never makes a move of its own, so it cannot play an illegal one. Every
//! bot is deterministic for a given random number generator, so a game of bots replays from
//! its seeds.
//!
//! A bot reads only what its seat may know ([`State::view_for`]): [`Level::Random`] the moves
//! on offer; [`Level::Steady`] rules of thumb over the seat's view ([`steady`]);
//! [`Level::Strong`] a search over the seat's view with the unknowns (the end-bonus pile)
//! sampled anew for every future it plays ([`strong`]).

pub mod steady;
pub mod strong;

use game_core::Seat;
use rand::{Rng, RngCore};
use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::game::{Game, RussianRailroads};
use crate::rules;
use crate::selfplay::random_among;
use crate::setup::Setup;
use crate::state::State;

/// How well a bot plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    /// A random move on offer ([`random_among`]).
    Random,
    /// Rules of thumb, one decision at a time ([`steady`]).
    Steady,
    /// Looks ahead over sampled futures ([`strong`]).
    Strong,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 3] = [Level::Random, Level::Steady, Level::Strong];

    /// The level's name ("random", "steady", "strong").
    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Steady => "steady",
            Level::Strong => "strong",
        }
    }

    /// The level of a name; `None` for a name that is no level.
    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == name)
    }
}

/// The move of a bot of `level` for the seat deciding in `game`, or `None` when nothing is
/// offered (the game is over).
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
        Level::Steady => steady::choose(state),
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

impl game_core::Bot<RussianRailroads> for Seated {
    fn choose(&mut self, state: &State, _seat: Seat, rng: &mut dyn RngCore) -> Option<Action> {
        let mut rng = rng;
        choose_in(state, self.level, &self.budget, &mut rng)
    }
}

/// A game played by bots: the core's, over Russian Railroads' rules.
pub type BotGame = game_core::BotGame<RussianRailroads>;

/// Plays a game of `setup` with `levels[s]` playing seat `s` (the core's
/// [`game_core::play_bots`]); a move not on offer is replaced by a random one. `clock` reads a
/// time in milliseconds.
pub fn play_bots(
    setup: Setup,
    levels: &[Level],
    seed: u64,
    budget: &strong::Strong,
    clock: &dyn Fn() -> f64,
) -> Result<BotGame, String> {
    let mut bots: Vec<Box<dyn game_core::Bot<RussianRailroads>>> = levels
        .iter()
        .map(|&level| {
            Box::new(Seated { level, budget: *budget }) as Box<dyn game_core::Bot<RussianRailroads>>
        })
        .collect();
    let mut fallback = Seated { level: Level::Random, budget: *budget };
    game_core::play_bots(setup, &mut bots, seed, &mut fallback, clock)
}
