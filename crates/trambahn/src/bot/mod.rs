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

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::game::Game;
use crate::rules;
use crate::selfplay::{MAX_ACTIONS, random_among};
use crate::setup::Setup;
use crate::state::{PlayerId, State};

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

/// A game played by bots ([`play_bots`]).
#[derive(Debug, Clone)]
pub struct BotGame {
    /// The game, with its log.
    pub game: Game,
    /// Each decision: the player, the bot's level and how long it took in ms (by the clock
    /// given).
    pub decisions: Vec<(PlayerId, Level, f64)>,
    /// Moves a bot chose that were not on offer (each replaced by a random move on offer):
    /// always empty for correct bots.
    pub illegal: Vec<(PlayerId, Action)>,
    /// Whether the game ended within [`MAX_ACTIONS`].
    pub finished: bool,
}

/// Plays a game of `setup` with `levels[p]` playing player `p`, each bot drawing from its own
/// generator seeded from `seed` and its seat. `clock` reads a time in milliseconds (the engine
/// has none of its own: it may run in a browser).
pub fn play_bots(
    setup: Setup,
    levels: [Level; 2],
    seed: u64,
    budget: &strong::Strong,
    clock: &dyn Fn() -> f64,
) -> Result<BotGame, String> {
    let mut game = Game::new(setup).map_err(|e| e.to_string())?;
    let mut rngs = [0u64, 1].map(|p| {
        ChaCha8Rng::seed_from_u64(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ p.wrapping_add(1))
    });
    let mut decisions = Vec::new();
    let mut illegal = Vec::new();
    let mut finished = false;
    for _ in 0..MAX_ACTIONS {
        if game.is_over() {
            finished = true;
            break;
        }
        let player = game.state().current & 1;
        let seat = usize::from(player);
        let level = levels[seat];
        let rng = &mut rngs[seat];
        let start = clock();
        let chosen = choose_in(game.state(), level, budget, rng);
        decisions.push((player, level, clock() - start));
        let available = game.available();
        let action = match chosen {
            Some(a) if available.contains(&a) => a,
            other => {
                if let Some(a) = other {
                    illegal.push((player, a));
                }
                random_among(&available, rng).ok_or("nothing offered in a game not over")?
            }
        };
        game.apply(&action).map_err(|e| format!("offered {action:?} was refused: {e}"))?;
    }
    Ok(BotGame { game, decisions, illegal, finished })
}
