//! Computer players, for any game: the [`Bot`] trait a game's bots implement, the seed of a
//! decision ([`decision_rng`]: the same position gets the same decision in the app, after a
//! reload, an undo and a redo, and in the command-line tool), and a game played by bots
//! ([`play_bots`]).

use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::game::Game;
use crate::rules::{Rules, Seat};

/// No game of the app comes near this many actions; a game that does is stuck.
pub const MAX_ACTIONS: usize = 30_000;

/// Spreads a seed's bits (the golden ratio's multiplier).
const SPREAD: u64 = 0x9E37_79B9_7F4A_7C15;

/// A computer player of rules `R`. It returns one of the moves on offer for `seat`, reading
/// only what `seat` may see ([`Rules::view`]); it never makes a move of its own. It is
/// deterministic for a given generator, so a game of bots replays from its seeds.
pub trait Bot<R: Rules> {
    /// The move `seat` makes at `state`; `None` only when nothing is offered.
    fn choose(&mut self, state: &R::State, seat: Seat, rng: &mut dyn RngCore) -> Option<R::Action>;
}

/// The generator of a decision after `moves` actions of a game of `seed`: the same position
/// always gets the same decision (after a reload, an undo and a redo, in the app and in the
/// command-line tool alike).
pub fn decision_rng_for(seed: u64, moves: usize) -> ChaCha8Rng {
    let n = moves as u64;
    ChaCha8Rng::seed_from_u64(seed ^ n.wrapping_mul(SPREAD))
}

/// The generator of the decision now in `game` ([`decision_rng_for`] its seed and its number of
/// actions).
pub fn decision_rng<R: Rules>(game: &Game<R>) -> ChaCha8Rng {
    decision_rng_for(R::seed(game.setup()), game.actions().len())
}

/// A game played by bots ([`play_bots`]).
pub struct BotGame<R: Rules> {
    /// The game, with its log.
    pub game: Game<R>,
    /// Each decision: the seat and how long it took in ms (by the clock given).
    pub decisions: Vec<(Seat, f64)>,
    /// Moves a bot chose that were not on offer (each replaced by the fallback's move): always
    /// empty for correct bots.
    pub illegal: Vec<(Seat, R::Action)>,
    /// Whether the game ended within [`MAX_ACTIONS`].
    pub finished: bool,
}

impl<R: Rules> std::fmt::Debug for BotGame<R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BotGame")
            .field("game", &self.game)
            .field("decisions", &self.decisions.len())
            .field("illegal", &self.illegal)
            .field("finished", &self.finished)
            .finish()
    }
}

/// Plays a game of `setup` with `bots[s]` playing seat `s`, each drawing from its own generator
/// seeded from `seed` and its seat. A move not on offer is recorded in
/// [`BotGame::illegal`] and replaced by `fallback`'s. `clock` reads a time in milliseconds
/// (the core has none of its own: it also runs in a browser).
pub fn play_bots<R: Rules>(
    setup: R::Setup,
    bots: &mut [Box<dyn Bot<R> + '_>],
    seed: u64,
    fallback: &mut dyn Bot<R>,
    clock: &dyn Fn() -> f64,
) -> Result<BotGame<R>, String> {
    let game = Game::<R>::new(setup).map_err(|e| e.to_string())?;
    let mut rngs: Vec<ChaCha8Rng> = (0..bots.len() as u64)
        .map(|s| ChaCha8Rng::seed_from_u64(seed.wrapping_mul(SPREAD) ^ s))
        .collect();
    let mut out = BotGame { game, decisions: Vec::new(), illegal: Vec::new(), finished: false };
    for _ in 0..MAX_ACTIONS {
        if out.game.is_over() {
            out.finished = true;
            break;
        }
        let Some(seat) = out.game.decider() else {
            return Err("nobody decides in a game that is not over".into());
        };
        let index = usize::from(seat);
        let (Some(bot), Some(rng)) = (bots.get_mut(index), rngs.get_mut(index)) else {
            return Err(format!("no bot for seat {seat}"));
        };
        let start = clock();
        let chosen = bot.choose(out.game.state(), seat, rng);
        out.decisions.push((seat, clock() - start));
        let action = match chosen {
            Some(a) if out.game.check(&a).is_ok() => a,
            other => {
                if let Some(a) = other {
                    out.illegal.push((seat, a));
                }
                fallback.choose(out.game.state(), seat, rng).ok_or("nothing offered")?
            }
        };
        out.game.apply(&action).map_err(|e| format!("offered {action:?} was refused: {e}"))?;
    }
    Ok(out)
}

/// [`play_bots`] with each seat's bot made from its level by `bot` (`levels[s]` plays seat
/// `s`), and a move not on offer replaced by the move of the bot of level `fallback`: the
/// games' `play_bots`, written once.
pub fn play_levels<R: Rules, L: Copy>(
    setup: R::Setup,
    levels: &[L],
    seed: u64,
    bot: impl Fn(L) -> Box<dyn Bot<R>>,
    fallback: L,
    clock: &dyn Fn() -> f64,
) -> Result<BotGame<R>, String> {
    let mut bots: Vec<Box<dyn Bot<R>>> = levels.iter().map(|&level| bot(level)).collect();
    let mut fallback = bot(fallback);
    play_bots(setup, &mut bots, seed, fallback.as_mut(), clock)
}
