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
        let mut search = Search::new(*self, observation, rng);
        loop {
            if let Some(done) = search.step(usize::MAX) {
                return done;
            }
        }
    }
}

/// A `strong` decision worked out in slices ([`Search::step`]): a page that must draw a frame
/// every few milliseconds runs a slice per task and stays responsive while the bot thinks. The
/// result is the same however the work is sliced.
#[derive(Debug, Clone)]
pub struct Search {
    budget: Strong,
    observation: Observation,
    me: PlayerId,
    candidates: Vec<Action>,
    seeds: Vec<u64>,
    /// The candidate and the future being played, and that future's position and generator.
    at: (usize, usize),
    future: Option<(Position, ChaCha8Rng, usize)>,
    totals: Vec<i64>,
    /// The answer when there is nothing to weigh.
    settled: Option<Option<Action>>,
}

impl Search {
    /// Starts the decision: steady's best moves are found at once (the slices play futures).
    pub fn new(budget: Strong, observation: &Observation, rng: &mut dyn RngCore) -> Search {
        let available = observation.available();
        let me = available.actor.player().unwrap_or(0);
        let mut lookahead = Lookahead::observed(observation, rng, usize::MAX);
        let candidates: Vec<Action> = scored(observation.state(), &available, &mut lookahead)
            .into_iter()
            .take(budget.width)
            .map(|(_, a)| a)
            .collect();
        let settled = if available.actor.player().is_none() || candidates.len() <= 1 {
            Some(candidates.first().cloned().or_else(|| available.moves.first().map(Move::lowest)))
        } else {
            None
        };
        let seeds: Vec<u64> = (0..budget.rollouts).map(|_| rng.next_u64()).collect();
        Search {
            budget,
            observation: observation.clone(),
            me,
            totals: vec![0; candidates.len()],
            candidates,
            seeds,
            at: (0, 0),
            future: None,
            settled,
        }
    }

    /// Plays at most `moves` moves of the futures; the decision once all are played.
    pub fn step(&mut self, moves: usize) -> Option<Option<Action>> {
        if let Some(done) = &self.settled {
            return Some(done.clone());
        }
        let mut left = moves;
        while left > 0 {
            let (c, r) = self.at;
            if c >= self.candidates.len() {
                break;
            }
            let (position, rng, played) = match &mut self.future {
                Some(f) => f,
                None => {
                    let mut rng = ChaCha8Rng::seed_from_u64(self.seeds[r]);
                    let mut position = self.observation.sample(&mut rng);
                    if position.apply(&self.candidates[c]).is_err() {
                        self.totals[c] = i64::MIN;
                        self.at = (c + 1, 0);
                        continue;
                    }
                    self.future.insert((position, rng, 0))
                }
            };
            let ended = *played >= self.budget.horizon
                || position.is_over()
                || steady_move(position, self.budget.lookahead, rng)
                    .is_none_or(|a| position.apply(&a).is_err());
            *played += 1;
            left -= 1;
            if ended {
                let value = evaluate(position.state(), self.me);
                self.totals[c] = self.totals[c].saturating_add(value);
                self.future = None;
                self.at = if r + 1 < self.seeds.len() { (c, r + 1) } else { (c + 1, 0) };
            }
        }
        if self.at.0 < self.candidates.len() {
            return None;
        }
        // The best total; equal totals keep steady's order.
        let mut best: Option<(i64, &Action)> = None;
        for (t, a) in self.totals.iter().zip(&self.candidates) {
            if best.is_none_or(|(b, _)| *t > b) {
                best = Some((*t, a));
            }
        }
        let answer = Some(best.map(|(_, a)| a.clone()));
        self.settled = answer.clone();
        answer
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::selfplay::{random_move, random_setup_for};

    /// Sliced finely or run at once, a search decides the same move.
    #[test]
    fn slices_do_not_change_the_decision() {
        let budget = Strong { width: 3, rollouts: 2, horizon: 12, lookahead: 2 };
        let mut game = crate::game::Game::new(random_setup_for(3, 4)).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(9);
        let mut weighed = 0;
        for _ in 0..160 {
            let player = game.position().actor().player().unwrap();
            let observation = game.position().observation(player);
            let whole = budget.clone().choose(&observation, &mut ChaCha8Rng::seed_from_u64(1));
            let mut search = Search::new(budget, &observation, &mut ChaCha8Rng::seed_from_u64(1));
            let mut slices = 0;
            let sliced = loop {
                slices += 1;
                if let Some(done) = search.step(5) {
                    break done;
                }
            };
            assert_eq!(sliced, whole);
            if slices > 2 {
                weighed += 1;
            }
            let action = random_move(&game, &mut rng).unwrap();
            game.apply(&action).unwrap();
        }
        assert!(weighed > 10, "{weighed} decisions weighed futures");
    }
}
