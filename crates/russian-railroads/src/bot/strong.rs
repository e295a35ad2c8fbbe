//! The `strong` bot: a flat Monte-Carlo search over the seat's observation.
//!
//! At a placement (its turn, nothing pending) it ranks the moves on offer as [`steady`]
//! does and keeps the best few ([`Strong::candidates`]). It then samples worlds that could
//! be the real one ([`determinize`]: the end-bonus cards it cannot see — the pile, the two set
//! aside, the other players' — dealt anew at random, consistently with the counts it sees),
//! and in each world plays every candidate and then the game on to the end of the next round
//! ([`Strong::horizon`]; or of the game) with every seat moving as a slightly noisy [`steady`]
//! ([`Strong::noise`] points of random preference per move; the first world is noise-free).
//! [`Strong::work`] bounds a decision: long futures end with this round instead, and fewer
//! worlds are sampled. A future is judged
//! by the seat's [`steady::value`] minus the best other seat's (at the game's end, the
//! points). Every candidate is played in the same worlds with the same noise (common random
//! numbers); the best mean wins, steady's move on a tie. The other decisions (the effects of
//! an action, the draft, the turn-order worker's move) are steady's.
//!
//! The work is counted in moves weighed, not in time, so the bot is deterministic for its
//! generator. The default budget keeps a placement at a median of about 15 ms and a maximum
//! well under 300 ms with four players in a release build (less with two).

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::action::Action;
use crate::data::EndBonus;
use crate::rules;
use crate::state::{Phase, PlayerId, State, View};

use super::steady;

/// The strong bot's budget.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Strong {
    /// Moves (steady's best first) weighed by playing futures.
    pub candidates: usize,
    /// Worlds sampled, each candidate played once in each.
    pub samples: u32,
    /// Rounds played into each future: 1 to the end of this round's scoring.
    pub horizon: u8,
    /// The random preference, in points, added to each move's value in the futures.
    pub noise: f64,
    /// The work of a decision, in moves weighed in its futures: when the first future
    /// weighs more than its share of it, every future stops at the end of this round instead
    /// of `horizon`; once the first world has shown the work of one, fewer worlds are
    /// sampled if `samples` of them would take more (at least one always is).
    pub work: u32,
}

impl Default for Strong {
    fn default() -> Self {
        Strong { candidates: 4, samples: 3, horizon: 2, noise: 6.0, work: 5000 }
    }
}

impl Strong {
    /// Its move at `state`, reading only the deciding seat's view (its [`Search`] thought
    /// out at once).
    pub fn choose(&self, state: &State, rng: &mut impl Rng) -> Option<Action> {
        let mut search = self.search(state, rng);
        loop {
            if let Some(choice) = search.step() {
                return choice;
            }
        }
    }

    /// Its search at `state`, to be thought out a future at a time ([`Search::step`]), so
    /// that a page can think between frames: the same worlds in the same order as
    /// [`Strong::choose`], so the same move.
    pub fn search<R: Rng>(&self, state: &State, rng: R) -> Search<R> {
        let mut search = Search {
            budget: *self,
            rng,
            seat: 0,
            view: None,
            moves: Vec::new(),
            totals: Vec::new(),
            samples: self.samples,
            horizon: self.horizon,
            sample: 0,
            next: 0,
            world: None,
            work: 0,
            ranked: false,
            answer: None,
        };
        let Some(seat) = state.decider() else {
            search.answer = Some(None);
            return search;
        };
        let view = state.view_for(seat);
        let s = &view.state;
        if !s.pending.is_empty() || !matches!(s.phase, Phase::Turn { .. }) {
            search.answer = Some(steady::decide(s));
            return search;
        }
        // The moves are ranked at the first step, not here: a page asks for the search in a
        // task of its own and thinks in slices from there.
        search.seat = seat;
        search.view = Some(view);
        search
    }
}

/// The strong bot's decision being thought out ([`Strong::search`]).
#[derive(Debug, Clone)]
pub struct Search<R> {
    budget: Strong,
    rng: R,
    seat: PlayerId,
    view: Option<View>,
    moves: Vec<Action>,
    totals: Vec<f64>,
    samples: u32,
    horizon: u8,
    sample: u32,
    /// The candidate whose future is played next in this world.
    next: usize,
    /// The world being sampled, with its noise's seed.
    world: Option<(State, u64)>,
    /// The first world's work so far.
    work: u32,
    /// Whether the moves on offer are ranked (the first step).
    ranked: bool,
    answer: Option<Option<Action>>,
}

impl<R: Rng> Search<R> {
    /// Plays one future (a candidate in a world): `Some(the move)` once the search is over
    /// (`Some(None)`: nothing is offered), else `None`.
    pub fn step(&mut self) -> Option<Option<Action>> {
        if let Some(answer) = self.answer {
            return Some(answer);
        }
        let Some(view) = self.view.as_ref() else {
            return Some(None);
        };
        if !self.ranked {
            self.ranked = true;
            let ranked = ranked(&view.state, self.seat);
            if ranked.len() <= 1 || self.budget.candidates <= 1 || self.budget.samples == 0 {
                let answer = ranked.first().map(|r| r.1);
                self.answer = Some(answer);
                return Some(answer);
            }
            self.moves = ranked.iter().take(self.budget.candidates).map(|r| r.1).collect();
            self.totals = vec![0.0; self.moves.len()];
            return None;
        }
        if self.sample >= self.samples {
            let mut best = 0;
            for i in 1..self.moves.len() {
                if self.totals[i] > self.totals[best] + 1e-9 {
                    best = i;
                }
            }
            let answer = self.moves.get(best).copied();
            self.answer = Some(answer);
            return Some(answer);
        }
        let (world, noise_seed) = match self.world.take() {
            Some(world) => world,
            None => {
                let world = determinize(view, &mut self.rng);
                (world, self.rng.next_u64())
            }
        };
        let noise = if self.sample == 0 { 0.0 } else { self.budget.noise };
        let i = self.next;
        let (m, w) = future(&world, self.moves[i], self.seat, self.horizon, noise, noise_seed);
        self.work = self.work.saturating_add(w);
        // A long first future: the others are played to the end of this round only.
        if self.sample == 0
            && i == 0
            && self.horizon > 1
            && w.saturating_mul(self.moves.len() as u32) > self.budget.work
        {
            self.horizon = 1;
            self.world = Some((world, noise_seed));
            return None;
        }
        self.totals[i] += m;
        self.next += 1;
        if self.next < self.moves.len() {
            self.world = Some((world, noise_seed));
        } else {
            if self.sample == 0 {
                self.samples = self.samples.min((self.budget.work / self.work.max(1)).max(1));
            }
            self.sample += 1;
            self.next = 0;
        }
        None
    }
}

/// The moves on offer with steady's rating, best first.
fn ranked(state: &State, seat: PlayerId) -> Vec<(f64, Action)> {
    let root = state.round;
    let mut out = Vec::new();
    let mut events = Vec::new();
    for action in steady::candidates(state) {
        let mut next = state.clone();
        events.clear();
        if rules::apply(&mut next, &action, &mut events).is_err() {
            continue;
        }
        steady::finish(&mut next, seat, root);
        out.push((steady::value(&next, seat, root), action));
    }
    // Stable: equal ratings keep the order on offer, as steady's choice does.
    out.sort_by(|a, b| b.0.total_cmp(&a.0));
    out
}

/// The seat's value minus the best other seat's.
fn margin(state: &State, seat: PlayerId, root: u8) -> f64 {
    let own = steady::value(state, seat, root);
    let best = (0..state.player_count() as PlayerId)
        .filter(|&o| o != seat)
        .map(|o| steady::value(state, o, root))
        .fold(f64::NEG_INFINITY, f64::max);
    own - best
}

/// One future of `world`: `action`, then noisy steady players to the start of round
/// `root + horizon` (or the game's end); the seat's margin then ([`margin`]) and the work done
/// (moves weighed on the way).
fn future(
    world: &State,
    action: Action,
    seat: PlayerId,
    horizon: u8,
    noise: f64,
    noise_seed: u64,
) -> (f64, u32) {
    let mut state = world.clone();
    let mut events = Vec::new();
    if rules::apply(&mut state, &action, &mut events).is_err() {
        return (f64::NEG_INFINITY, 0);
    }
    let root = world.round;
    let end = root.saturating_add(horizon);
    let mut rng = ChaCha8Rng::seed_from_u64(noise_seed);
    let mut work = 0u32;
    let mut own = true;
    for _ in 0..game_core::bots::MAX_ACTIONS {
        if state.is_over() || state.round >= end {
            break;
        }
        own = own && !state.pending.is_empty() && state.decider() == Some(seat);
        // The move's own effects are resolved as steady would; the rest with noise.
        let Some((next, weighed)) = noisy(&state, if own { 0.0 } else { noise }, &mut rng) else {
            break;
        };
        work = work.saturating_add(weighed);
        state = next;
    }
    (margin(&state, seat, root), work)
}

/// Steady's move with `noise` points of random preference per move (plain steady for 0): the
/// position it leads to, and how many moves were weighed.
fn noisy(state: &State, noise: f64, rng: &mut impl Rng) -> Option<(State, u32)> {
    let seat = state.decider()?;
    let moves = steady::candidates(state);
    let root = state.round;
    let mut best: Option<(f64, State)> = None;
    let mut events = Vec::new();
    let weighed = moves.len() as u32;
    for action in moves {
        let mut next = state.clone();
        events.clear();
        if rules::apply(&mut next, &action, &mut events).is_err() {
            continue;
        }
        if weighed == 1 {
            return Some((next, 1));
        }
        let mut resolved = next.clone();
        steady::finish(&mut resolved, seat, root);
        let mut v = steady::value(&resolved, seat, root);
        if noise > 0.0 && state.pending.is_empty() {
            v += noise * rng.random::<f64>();
        }
        if best.as_ref().is_none_or(|(b, _)| v > *b) {
            best = Some((v, next));
        }
    }
    best.map(|(_, next)| (next, weighed))
}

/// A world that could be the real one, seen from `view`: the end-bonus cards the seat cannot
/// see dealt at random to the pile, the cards set aside and the other players' hands, as
/// many to each as the view counts.
pub fn determinize(view: &View, rng: &mut impl Rng) -> State {
    let mut state = view.state.clone();
    let seat = usize::from(view.seat);
    let pile_seen = !state.end_bonus_pile.is_empty() || view.pile == 0;
    let mut unseen: Vec<EndBonus> = EndBonus::ALL.to_vec();
    let mut known: Vec<EndBonus> = state.player(view.seat).end_bonus.clone();
    if pile_seen {
        known.extend(state.end_bonus_pile.iter().copied());
    }
    for card in known {
        if let Some(i) = unseen.iter().position(|&c| c == card) {
            unseen.swap_remove(i);
        }
    }
    unseen.sort_unstable();
    unseen.shuffle(rng);
    let mut deal = unseen.into_iter();
    for (s, player) in state.players.iter_mut().enumerate() {
        if s != seat {
            let n = view.cards.get(s).copied().unwrap_or(0);
            player.end_bonus = deal.by_ref().take(n).collect();
        }
    }
    if !pile_seen {
        state.end_bonus_pile = deal.by_ref().take(view.pile).collect();
    }
    state.end_bonus_removed = deal.collect();
    state
}
