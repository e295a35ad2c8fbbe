//! Computer players (issue 20). A bot sees what its player may know of the game (an
//! [`Observation`]: everything but the order of the face-down line stack) and returns one of the
//! moves on offer; it never makes a move of its own. Every bot is deterministic for a given
//! random number generator, so a game of bots replays from its seed.
//!
//! Levels: [`Level::Random`] plays uniformly among the moves on offer (the baseline);
//! [`Level::Steady`] plays by the rules of thumb of a fair club player ([`steady`]);
//! [`Level::Strong`] looks ahead with games played on ([`strong`]).
//!
//! The seed of a decision ([`decision_rng`]) and the loop of a game of bots are the core's
//! (`game_core::bots`). [`strong_search`] is the strong bot's decision as a search to work out
//! at once or in slices, and [`hint()`] the strong move for the player to move (the [`hint`](mod@hint)
//! module: data the app words).

pub mod hint;
pub mod steady;
pub mod strong;

use rand::{Rng, RngCore};
use serde::{Deserialize, Serialize};

use crate::game::{Action, Game, Move, Observation, PlayerId, Setup, State, Vienna};

pub use game_core::bots::decision_rng;

/// The `strong` bot's decision (its default budget) for the player to move in `game`, as a
/// search to work out ([`strong::Search::step`]: at once, or in slices as the page does);
/// `None` when the game is over or no player is to move.
pub fn strong_search(game: &Game) -> Option<strong::Search> {
    if game.is_over() {
        return None;
    }
    let player = game.decider()?;
    let observation = game.state().observation(player);
    Some(strong::Search::new(strong::Strong::default(), &observation, &mut decision_rng(game)))
}

/// The `strong` bot's hint for the player to move in `game`, worked out at once; the app works
/// the same [`strong_search`] out in slices to the same hint.
pub fn hint(game: &Game) -> Option<hint::Hint> {
    let mut search = strong_search(game)?;
    while search.step(usize::MAX).is_none() {}
    search.hint()
}

/// A computer player.
pub trait Bot {
    /// The move to make in `observation`: one of `observation.available()`'s moves (an amount
    /// move at one of its legal amounts). `None` only when nothing is offered.
    fn choose(&mut self, observation: &Observation, rng: &mut dyn RngCore) -> Option<Action>;
}

/// How well a bot plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    /// A uniformly random legal move (never ending the game nor returning a private).
    Random,
    /// Rules of thumb: privates at face value, the highest par it can pay, its own company's
    /// shares, trams for its lines, the tile that raises its line's best route most.
    Steady,
    /// Looks ahead: steady's best few moves, each weighed by games played on ([`strong`]).
    Strong,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 3] = [Level::Random, Level::Steady, Level::Strong];

    /// The level's name ("random", "steady").
    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Steady => "steady",
            Level::Strong => "strong",
        }
    }

    /// The level of a name.
    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == name)
    }

    /// A bot of this level.
    pub fn bot(self) -> Box<dyn Bot> {
        match self {
            Level::Random => Box::new(RandomBot),
            Level::Steady => Box::new(steady::Steady),
            Level::Strong => Box::new(strong::Strong::default()),
        }
    }
}

/// Plays a uniformly random move among those on offer, at a uniformly random legal amount;
/// it never ends the game by agreement nor returns a private (moves no player needs).
#[derive(Debug, Clone, Copy, Default)]
pub struct RandomBot;

impl Bot for RandomBot {
    fn choose(&mut self, observation: &Observation, rng: &mut dyn RngCore) -> Option<Action> {
        let available = observation.available();
        let moves: Vec<&Move> = available
            .moves
            .iter()
            .filter(|m| !matches!(m.action(), Action::EndGame | Action::ReturnPrivate { .. }))
            .collect();
        let chosen = match moves.len() {
            0 => available.moves.first()?,
            n => moves[rng.random_range(0..n)],
        };
        Some(match chosen {
            Move::Do { action } => action.clone(),
            Move::Amount { action, min, max, step } => {
                let steps = (max - min) / (*step).max(1);
                action.with_amount(min + rng.random_range(0..=steps) * step)
            }
        })
    }
}

/// A bot of this crate seated at the core's table: it sees its seat's [`Observation`].
impl game_core::Bot<Vienna> for Box<dyn Bot> {
    fn choose(&mut self, state: &State, seat: PlayerId, rng: &mut dyn RngCore) -> Option<Action> {
        Bot::choose(self.as_mut(), &state.observation(seat), rng)
    }
}

/// A game played by bots ([`play_bots`]): the core's, over the rules of 1840.
pub type BotGame = game_core::BotGame<Vienna>;

/// Plays a game of `setup` with `levels[p]` playing player `p`, every bot drawing from its own
/// generator seeded from `seed` and its seat (the core's [`game_core::play_bots`]); a move not on
/// offer is replaced by a [`RandomBot`]'s. `clock` reads a time in milliseconds (the engine
/// has none of its own: it also runs in a browser).
pub fn play_bots(
    setup: Setup,
    levels: &[Level],
    seed: u64,
    clock: &dyn Fn() -> f64,
) -> Result<BotGame, String> {
    play_bots_with(setup, levels, seed, clock, &|l: Level| l.bot())
}

/// [`play_bots`] with the bots `make` gives for each level (a `strong` bot of another budget).
pub fn play_bots_with(
    setup: Setup,
    levels: &[Level],
    seed: u64,
    clock: &dyn Fn() -> f64,
    make: &dyn Fn(Level) -> Box<dyn Bot>,
) -> Result<BotGame, String> {
    let seated = |l| Box::new(make(l)) as Box<dyn game_core::Bot<Vienna>>;
    game_core::bots::play_levels(setup, levels, seed, seated, Level::Random, clock)
}
