//! The `strong` bot: it looks ahead. Of the moves `steady` rates best it keeps a few, and for
//! each it plays the game on from the position after it, several times, every player moving as
//! a quick `steady` would, up to a horizon; the move whose futures leave its player richest
//! against the richest rival wins (flat Monte Carlo with rollouts, "determinized": each rollout
//! deals the face-down line stack anew, since the player cannot know its order).
//!
//! The same futures are drawn for every candidate (common random numbers), so candidates are
//! compared on equal terms; the work is a number of rollouts, not a time, so the bot is
//! deterministic for its generator.

use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::game::{Action, Move, Observation, PlayerId, Position, State};

use super::Bot;
use super::steady::{Lookahead, scored, steady_move};

/// The `strong` bot (see the module's documentation).
#[derive(Debug, Clone, Copy)]
pub struct Strong {
    /// How many of steady's best moves are weighed.
    pub width: usize,
    /// Futures played for each.
    pub rollouts: usize,
    /// Moves played into each future.
    pub horizon: usize,
    /// Positions a quick steady tries per decision in a rollout.
    pub lookahead: usize,
}

impl Default for Strong {
    fn default() -> Self {
        Strong { width: 3, rollouts: 4, horizon: 100, lookahead: 2 }
    }
}

impl Bot for Strong {
    fn choose(&mut self, observation: &Observation, rng: &mut dyn RngCore) -> Option<Action> {
        let available = observation.available();
        let me = available.actor.player()?;
        let mut lookahead = Lookahead::observed(observation, rng, usize::MAX);
        let candidates: Vec<Action> = scored(observation.state(), &available, &mut lookahead)
            .into_iter()
            .take(self.width)
            .map(|(_, a)| a)
            .collect();
        if candidates.len() <= 1 {
            return candidates
                .into_iter()
                .next()
                .or_else(|| available.moves.first().map(Move::lowest));
        }
        let seeds: Vec<u64> = (0..self.rollouts).map(|_| rng.next_u64()).collect();
        let mut best: Option<(i64, Action)> = None;
        for action in candidates {
            let mut total = 0i64;
            for &seed in &seeds {
                let mut futures = ChaCha8Rng::seed_from_u64(seed);
                let mut position = observation.sample(&mut futures);
                if position.apply(&action).is_err() {
                    total = i64::MIN;
                    break;
                }
                self.rollout(&mut position, &mut futures);
                total = total.saturating_add(evaluate(position.state(), me));
            }
            if best.as_ref().is_none_or(|(b, _)| total > *b) {
                best = Some((total, action));
            }
        }
        best.map(|(_, a)| a)
    }
}

impl Strong {
    /// Plays `horizon` moves on, every player as a quick steady.
    fn rollout(&self, position: &mut Position, rng: &mut ChaCha8Rng) {
        for _ in 0..self.horizon {
            if position.is_over() {
                return;
            }
            let Some(action) = steady_move(position, self.lookahead, rng) else { return };
            if position.apply(&action).is_err() {
                return;
            }
        }
    }
}

/// How good `state` is for `player`: its wealth (R98) and its share of what its companies hold
/// (their Treasuries and Revenue spaces become dividends and growth), against the best rival's.
fn evaluate(state: &State, player: PlayerId) -> i64 {
    let scores = crate::game::scores(state);
    let worth = |p: PlayerId| -> i64 {
        let wealth = scores.get(usize::from(p)).map_or(0, |s| s.value);
        let held: i64 = state
            .operating()
            .map(|c| {
                let units = state
                    .players
                    .get(usize::from(p))
                    .map_or(0, |pl| i64::from(pl.units(crate::game::CompanyId::Tram(c.id))));
                units * (c.treasury + c.revenue) / 10 / 2
            })
            .sum();
        wealth + held
    };
    let mine = worth(player);
    let rival = (0..state.players.len())
        .filter_map(|p| u8::try_from(p).ok())
        .filter(|&p| p != player)
        .map(worth)
        .max()
        .unwrap_or(0);
    mine - rival
}
