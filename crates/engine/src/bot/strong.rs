//! The `strong` bot: it looks ahead. Of the moves `steady` rates best it keeps a few, and for
//! each it plays the game on from the position after it, several times, every player moving as
//! a quick `steady` would, up to a horizon; the move whose futures leave its player richest
//! against the richest rival wins (flat Monte Carlo with rollouts, "determinized": each rollout
//! deals the face-down line stack anew, since the player cannot know its order).
//!
//! The same futures are drawn for every candidate (common random numbers), so candidates are
//! compared on equal terms; the work is a number of rollouts, not a time, so the bot is
//! deterministic for its generator.
//!
//! A decision is a resumable [`Search`] ([`Search::step`]), so that a page can think in slices
//! and stay responsive; the result is the same however the work is sliced. Its budget is
//! counted in the optimizer's steps (`route::work_done`, a thread-local counter:
//! deterministic, unlike a clock).

use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::game::{Action, Move, Observation, PlayerId, State};
use crate::rules::route::work_done;

use super::Bot;
use super::hint::Hint;
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
    /// The work a decision may do in all, in the route optimizer's steps
    /// ([`crate::rules::route::work_done`]) plus [`MOVE_WORK`] per move played: what weighing
    /// the moves on offer took is counted first, and each future stops at its share of the
    /// rest, if not at the horizon before. Late in the game, when a route
    /// takes long to find, futures are shorter, so no decision takes much longer than others.
    pub work: u64,
}

/// The work a move in a future counts for besides the optimizer's (applying it, steady's
/// choice): about the time of this many optimizer steps.
pub const MOVE_WORK: u64 = 670;

impl Default for Strong {
    fn default() -> Self {
        Strong { width: 3, rollouts: 4, horizon: 100, lookahead: 2, work: 1_600_000 }
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
    future: Option<(State, ChaCha8Rng, usize, u64)>,
    /// The work a future may do; the moves played and the optimizer's steps so far.
    allowance: u64,
    effort: (u64, u64),
    totals: Vec<i64>,
    /// The answer once known (at once when there is nothing to weigh).
    settled: Option<Option<Action>>,
    /// The futures played for the answer and its mean outcome (see [`Hint::outlook`]).
    outlook: Option<(usize, i64)>,
}

impl Search {
    /// Starts the decision: steady's best moves are found at once (the slices play futures).
    pub fn new(budget: Strong, observation: &Observation, rng: &mut dyn RngCore) -> Search {
        let available = observation.available();
        let me = available.actor.player().unwrap_or(0);
        let before = work_done();
        let mut lookahead = Lookahead::observed(observation, rng, usize::MAX);
        let candidates: Vec<Action> = scored(observation.state(), &available, &mut lookahead)
            .into_iter()
            .take(budget.width)
            .map(|(_, a)| a)
            .collect();
        // Weighing every move on offer counts against the budget too (a late Line Round
        // offers many lays, each weighed with the optimizer).
        let spent = work_done().saturating_sub(before);
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
            allowance: budget.work.saturating_sub(spent)
                / (budget.width * budget.rollouts).max(1) as u64,
            effort: (0, 0),
            settled,
            outlook: None,
        }
    }

    /// The decided move as a hint for the player (`None` before the decision, or when
    /// nothing is on offer).
    pub fn hint(&self) -> Option<Hint> {
        let action = self.settled.clone()??;
        // The line stack dealt for working out the reason: drawn from the futures' seeds.
        let seed = self.seeds.first().map_or(0, |s| s.rotate_left(17));
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        Some(Hint::new(&self.observation, action, self.outlook, &mut rng))
    }

    /// The moves played in futures so far, and the optimizer's steps they took.
    pub fn effort(&self) -> (u64, u64) {
        self.effort
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
            let (position, rng, played, used) = match &mut self.future {
                Some(f) => f,
                None => {
                    let mut rng = ChaCha8Rng::seed_from_u64(self.seeds[r]);
                    let mut position = self.observation.sample(&mut rng);
                    if position.apply(&self.candidates[c]).is_err() {
                        self.totals[c] = i64::MIN;
                        self.at = (c + 1, 0);
                        continue;
                    }
                    self.future.insert((position, rng, 0, 0))
                }
            };
            let before = work_done();
            let ended = *played >= self.budget.horizon
                || *used >= self.allowance
                || position.is_over()
                || steady_move(position, self.budget.lookahead, rng)
                    .is_none_or(|a| position.apply(&a).is_err());
            let steps = work_done().saturating_sub(before);
            *used = used.saturating_add(steps).saturating_add(MOVE_WORK);
            self.effort = (self.effort.0 + 1, self.effort.1.saturating_add(steps));
            *played += 1;
            left -= 1;
            if ended {
                let value = evaluate(position, self.me);
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
        let futures = self.seeds.len();
        self.outlook = best
            .filter(|(t, _)| *t > i64::MIN && futures > 0)
            .map(|(t, _)| (futures, t / futures as i64));
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
    use crate::data::game_tables::Round;
    use crate::selfplay::{random_move, random_setup_for};

    /// Sliced finely or run at once, a search decides the same move.
    #[test]
    fn slices_do_not_change_the_decision() {
        let budget = Strong { width: 3, rollouts: 2, horizon: 12, lookahead: 2, work: u64::MAX };
        let mut game = crate::game::Game::new(random_setup_for(3, 4)).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(9);
        let mut weighed = 0;
        for _ in 0..160 {
            let player = game.decider().unwrap();
            let observation = game.state().observation(player);
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

    /// Plays steady moves from a new 3-player game until `stop` holds; the game then.
    fn steady_game_until(stop: impl Fn(&crate::game::Game) -> bool) -> crate::game::Game {
        let mut game = crate::game::Game::new(random_setup_for(3, 7)).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        while !stop(&game) && !game.is_over() {
            let player = game.decider().unwrap();
            let observation = game.state().observation(player);
            let action = super::super::steady::Steady.choose(&observation, &mut rng).unwrap();
            game.apply(&action).unwrap();
        }
        game
    }

    /// A hint is the strong decision itself, with the reason for that move: on a Line Round,
    /// a lay's reason is its line's best route before and after, as the optimizer finds it.
    #[test]
    fn a_hint_is_the_decision_with_its_reason() {
        use crate::bot::hint::Reason;
        let budget = Strong { width: 3, rollouts: 2, horizon: 20, lookahead: 2, work: u64::MAX };
        let mut game = steady_game_until(|g| matches!(g.state().round, Round::Line(2, _)));
        let mut lays = 0;
        for _ in 0..12 {
            let player = game.decider().unwrap();
            let observation = game.state().observation(player);
            let decided = budget.clone().choose(&observation, &mut ChaCha8Rng::seed_from_u64(5));
            let mut search = Search::new(budget, &observation, &mut ChaCha8Rng::seed_from_u64(5));
            while search.step(50).is_none() {}
            let hint = search.hint().unwrap();
            assert_eq!(Some(hint.action.clone()), decided);
            assert!(game.available().allows(&hint.action));
            match (&hint.action, &hint.reason) {
                (Action::LayTile { line, .. }, Reason::Route { line: l, before, after }) => {
                    assert_eq!(line, l);
                    let mut after_lay = game.clone();
                    after_lay.apply(&hint.action).unwrap();
                    assert_eq!(*before, super::super::steady::line_potential(game.state(), *line));
                    assert_eq!(
                        *after,
                        super::super::steady::line_potential(after_lay.state(), *line)
                    );
                    lays += 1;
                }
                (Action::LayTile { .. }, other) => panic!("a lay explained as {other:?}"),
                (Action::RunTram { line, .. }, Reason::Run { line: l, revenue }) => {
                    assert_eq!(line, l);
                    assert!(*revenue > 0);
                }
                _ => {}
            }
            let next = hint.action.clone();
            game.apply(&next).unwrap();
        }
        assert!(lays > 0, "no lay among the hints");
    }

    /// A small work budget makes the futures shorter: the moves played stay within each
    /// future's share of it.
    #[test]
    fn the_work_budget_bounds_the_futures() {
        let game = steady_game_until(|g| matches!(g.state().round, Round::Line(3, _)));
        let player = game.decider().unwrap();
        let observation = game.state().observation(player);
        let effort = |work: u64| {
            let budget = Strong { width: 3, rollouts: 4, horizon: 100, lookahead: 2, work };
            let mut search = Search::new(budget, &observation, &mut ChaCha8Rng::seed_from_u64(5));
            while search.step(50).is_none() {}
            search.effort()
        };
        let (free, _) = effort(u64::MAX);
        let (small, _) = effort(12 * MOVE_WORK * 5);
        assert!(free > 12 * 20, "{free} moves played without a work budget");
        assert!(small <= 12 * 6, "{small} moves played with work for 5 each");
    }
}
