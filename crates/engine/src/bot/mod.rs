//! Computer players (issue 20). A bot sees what its player may know of the game (an
//! [`Observation`]: everything but the order of the face-down line stack) and returns one of the
//! moves on offer; it never makes a move of its own. Every bot is deterministic for a given
//! random number generator, so a game of bots replays from its seed.
//!
//! Levels: [`Level::Random`] plays uniformly among the moves on offer (the baseline);
//! [`Level::Steady`] plays by the rules of thumb of a fair club player ([`steady`]);
//! [`Level::Strong`] looks ahead with games played on ([`strong`]).

pub mod hint;
pub mod steady;
pub mod strong;

use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use crate::game::{Action, Game, Move, Observation, PlayerId, Setup};
use crate::selfplay::MAX_ACTIONS;

/// The generator of a decision in `game`'s position: seeded by the game's seed and its number
/// of moves, so the same position always gets the same decision (after a reload, an undo and
/// redo, in the app and in the command-line tool alike).
pub fn decision_rng(game: &Game) -> ChaCha8Rng {
    let n = game.actions().len() as u64;
    ChaCha8Rng::seed_from_u64(game.setup().seed ^ n.wrapping_mul(0x9E37_79B9_7F4A_7C15))
}

/// The `strong` bot's decision (its default budget) for the player to move in `game`, as a
/// search to work out ([`strong::Search::step`]: at once, or in slices as the page does);
/// `None` when the game is over or no player is to move.
pub fn strong_search(game: &Game) -> Option<strong::Search> {
    if game.is_over() {
        return None;
    }
    let player = game.position().actor().player()?;
    let observation = game.position().observation(player);
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

/// A game played by bots ([`play_bots`]).
#[derive(Debug, Clone)]
pub struct BotGame {
    /// The game, with its log.
    pub game: Game,
    /// Each decision: the player, the bot's level and how long it took (by the clock given).
    pub decisions: Vec<(PlayerId, Level, f64)>,
    /// Moves a bot chose that were not on offer (each replaced by a random legal move): always
    /// empty for a correct bot.
    pub illegal: Vec<(PlayerId, Action)>,
    /// Whether the game ended within [`MAX_ACTIONS`].
    pub finished: bool,
}

/// Plays a game of `setup` with `levels[p]` playing player `p`, every bot drawing from its own
/// generator seeded from `seed` and its seat. `clock` reads a time in milliseconds (the engine
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
    let mut game = Game::new(setup).map_err(|e| e.to_string())?;
    let mut bots: Vec<Box<dyn Bot>> = levels.iter().map(|&l| make(l)).collect();
    let mut rngs: Vec<ChaCha8Rng> = (0..levels.len() as u64)
        .map(|p| ChaCha8Rng::seed_from_u64(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ p))
        .collect();
    let mut out =
        BotGame { game: game.clone(), decisions: Vec::new(), illegal: Vec::new(), finished: false };
    for _ in 0..MAX_ACTIONS {
        if game.is_over() {
            out.finished = true;
            break;
        }
        let available = game.available();
        let Some(player) = available.actor.player() else { break };
        let seat = usize::from(player);
        let (Some(bot), Some(rng), Some(&level)) =
            (bots.get_mut(seat), rngs.get_mut(seat), levels.get(seat))
        else {
            return Err(format!("no bot for player {player}"));
        };
        let observation = game.position().observation(player);
        let start = clock();
        let chosen = bot.choose(&observation, rng);
        out.decisions.push((player, level, clock() - start));
        let action = match chosen {
            Some(a) if available.allows(&a) => a,
            other => {
                if let Some(a) = other {
                    out.illegal.push((player, a));
                }
                RandomBot.choose(&observation, rng).ok_or("nothing offered")?
            }
        };
        game.apply(&action).map_err(|e| format!("offered {action:?} was refused: {e}"))?;
    }
    out.game = game;
    Ok(out)
}
