//! The `strong` bot: it looks ahead over the cards it cannot see, by sampling
//! ("determinization", flat Monte Carlo).
//!
//! From its player's [`View`] — its hand, the table, and only the *number* of cards in the
//! other hand, the money piles, the deck and the discard pile — it deals the unseen cards at
//! random into those places ([`determinize`]): a world that could be the real one. In each of
//! several such worlds it plays every distinct move on offer and then the game on, both
//! players moving as [`greedy`] does, up to a horizon of turns; the outcome is
//! the victory-point margin then, plus what the columns with trams can still be expected to
//! score. Greedy's move stands unless another beats it, on the mean of their paired
//! differences, by more than [`Strong::confidence`] standard errors (1.5 by default): a lucky
//! few worlds do not make a move better. Of those that do, the best mean wins (ties: the first
//! on offer).
//!
//! Every move is tried in the same worlds (common random numbers), so moves are compared on
//! equal terms. The work is a number of futures, not a time, so the bot is deterministic for
//! its generator; the default budget keeps a decision under 200 ms in a release build. Moves
//! alike for the game — the same face of card to the same place, trams of one kind — are
//! weighed once.

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::action::Action;
use crate::cards::{Card, CardId};
use crate::rules;
use crate::state::{Player, PlayerId, State, View};

use super::greedy;

/// The `strong` bot's budget (see the module's documentation).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Strong {
    /// Futures played per decision in all, shared among the distinct moves.
    pub futures: usize,
    /// Worlds sampled at least, however many moves there are.
    pub min_worlds: usize,
    /// Worlds sampled at most (a decision among few moves).
    pub max_worlds: usize,
    /// Turns of its own played into each future, the one under way counted: each future
    /// stops at the end of a turn of the bot's, so that every move is judged at the same
    /// point of the turn order (a future cut after the other player's turn judges it
    /// before the bot could answer).
    pub horizon: u32,
    /// How many standard errors a move must beat greedy's move by to be chosen instead.
    pub confidence: f64,
}

impl Default for Strong {
    fn default() -> Self {
        Strong { futures: 240, min_worlds: 4, max_worlds: 40, horizon: 3, confidence: 1.5 }
    }
}

impl Strong {
    /// The move for the player whose turn it is in `state`; `None` when nothing is offered.
    /// Reads `state` only through [`State::view_for`] and [`rules::available`] (whose moves
    /// depend only on the player's own hand and the table).
    pub fn choose(&self, state: &State, rng: &mut impl Rng) -> Option<Action> {
        let mut search = self.search(state, rng);
        loop {
            if let Some(choice) = search.step(usize::MAX) {
                return choice;
            }
        }
    }

    /// Every distinct move on offer, greedy's first, with its mean gain over greedy's move
    /// in the sampled worlds ([`outlook`] after the move minus after greedy's, world by
    /// world) and the standard error of that mean. A single move is not weighed.
    pub fn weigh(&self, state: &State, rng: &mut impl Rng) -> Vec<Weighed> {
        let mut search = self.search(state, rng);
        while search.sample(usize::MAX) {}
        search.weighed()
    }

    /// The decision of [`Strong::choose`] to be worked out a few worlds at a time
    /// ([`Search::step`]), so that a page can think between frames: the same worlds in the
    /// same order, so the same move.
    pub fn search<R: Rng>(&self, state: &State, rng: R) -> Search<R> {
        let moves = rules::available(state);
        let mut candidates = distinct(&moves);
        if let Some(g) = greedy::choose(state) {
            candidates.retain(|a| *a != g);
            candidates.insert(0, g);
        }
        let me = state.current & 1;
        let worlds = if candidates.len() <= 1 {
            0
        } else {
            (self.futures / candidates.len()).clamp(self.min_worlds.max(2), self.max_worlds.max(2))
        };
        Search {
            budget: *self,
            view: state.view_for(me),
            me,
            sums: vec![(0.0, 0.0); candidates.len()],
            candidates,
            worlds,
            sampled: 0,
            rng,
        }
    }
}

/// A `strong` decision under way ([`Strong::search`]).
#[derive(Debug, Clone)]
pub struct Search<R> {
    budget: Strong,
    /// The distinct moves, greedy's first.
    candidates: Vec<Action>,
    /// What the bot's player sees.
    view: View,
    /// The bot's player.
    me: PlayerId,
    /// Worlds to sample in all.
    worlds: usize,
    /// Worlds sampled so far.
    sampled: usize,
    /// Per move: the sum of its gains over greedy's move, and of their squares.
    sums: Vec<(f64, f64)>,
    rng: R,
}

impl<R: Rng> Search<R> {
    /// Samples up to `worlds` more worlds (each: every move played on to the horizon); the
    /// chosen move once every world is sampled (`None` inside when nothing is offered).
    pub fn step(&mut self, worlds: usize) -> Option<Option<Action>> {
        if self.sample(worlds) {
            return None;
        }
        let confidence = self.budget.confidence;
        let weighed = self.weighed();
        // Greedy's move stands unless another is better by more than `confidence` standard
        // errors of the paired differences (a lucky few worlds do not make a move better).
        let best = weighed.iter().filter(|w| w.gain > 0.0 && w.gain > confidence * w.error).fold(
            None::<&Weighed>,
            |best, w| match best {
                Some(b) if b.gain >= w.gain => best,
                _ => Some(w),
            },
        );
        Some(match best {
            Some(w) => Some(w.action.clone()),
            None => weighed.into_iter().next().map(|w| w.action),
        })
    }

    /// Samples up to `worlds` more worlds; whether any are left to sample.
    fn sample(&mut self, worlds: usize) -> bool {
        let mut outlooks = vec![0.0f64; self.candidates.len()];
        for _ in 0..worlds {
            if self.sampled >= self.worlds {
                return false;
            }
            let Some(world) = determinize(&self.view, &mut self.rng) else {
                // A view whose counts do not add up: no more worlds (cannot happen).
                self.worlds = self.sampled;
                return false;
            };
            for (o, action) in outlooks.iter_mut().zip(&self.candidates) {
                let mut future = world.clone();
                *o = match rules::apply(&mut future, action) {
                    Ok(_) => {
                        // The world starts at turn 0, within the bot's turn.
                        let end = self.budget.horizon.max(1).saturating_mul(2) - 1;
                        play_on(&mut future, end);
                        outlook(&future, self.me)
                    }
                    Err(_) => f64::NEG_INFINITY,
                };
            }
            let base = outlooks[0];
            for (sum, &o) in self.sums.iter_mut().zip(&outlooks) {
                let d = o - base;
                sum.0 += d;
                sum.1 += d * d;
            }
            self.sampled += 1;
        }
        self.sampled < self.worlds
    }

    /// Every move with its mean gain and standard error over the worlds sampled.
    fn weighed(&self) -> Vec<Weighed> {
        let n = self.sampled as f64;
        self.candidates
            .iter()
            .zip(&self.sums)
            .map(|(action, &(s, s2))| {
                if self.sampled == 0 {
                    return Weighed { action: action.clone(), gain: 0.0, error: 0.0 };
                }
                let gain = s / n;
                let var = (s2 / n - gain * gain).max(0.0);
                Weighed { action: action.clone(), gain, error: (var / (n - 1.0)).sqrt() }
            })
            .collect()
    }
}

/// A move with its mean gain over greedy's move and the standard error ([`Strong::weigh`]).
#[derive(Debug, Clone, PartialEq)]
pub struct Weighed {
    /// The move.
    pub action: Action,
    /// Its mean outlook minus greedy's move's, over the sampled worlds.
    pub gain: f64,
    /// The standard error of that mean.
    pub error: f64,
}

/// The moves of `moves` that differ for the game: of several that play cards of the same
/// face to the same place, or trams of one kind to the same column, the first only.
pub fn distinct(moves: &[Action]) -> Vec<Action> {
    let key = |a: &Action| -> (u8, Option<Card>, usize, u32) {
        let face = |c: CardId| c.card();
        match *a {
            Action::PlayPassenger { card, terminal } => (0, face(card), terminal.index(), 0),
            Action::StartColumn { card } => (1, face(card), 0, 0),
            Action::PlayStation { card, column } => (2, face(card), column, 0),
            Action::PutToMoney { card } => (3, face(card), 0, 0),
            Action::BuyTram { tram, column } => (4, None, column, tram.price_cards()),
            Action::EndTurn => (5, None, 0, 0),
        }
    };
    let mut seen = Vec::new();
    let mut out = Vec::new();
    for a in moves {
        let k = key(a);
        if !seen.contains(&k) {
            seen.push(k);
            out.push(a.clone());
        }
    }
    out
}

/// A full state consistent with `view`: the cards the viewer cannot see (the other hand,
/// both money piles, the deck and the discard pile) dealt at random in the numbers the view
/// gives, and a new random stream for later reshuffles. `None` if the view's numbers do not
/// add up to the unseen cards (a view not made by [`State::view_for`]).
pub fn determinize(view: &View, rng: &mut impl Rng) -> Option<State> {
    let mut seen = vec![false; usize::from(crate::cards::DECK_CARDS)];
    let mut mark = |cards: &[CardId]| {
        for c in cards {
            if let Some(s) = seen.get_mut(usize::from(c.0)) {
                *s = true;
            }
        }
    };
    mark(&view.hand);
    for columns in &view.columns {
        for col in columns {
            mark(&col.cards);
        }
    }
    for t in &view.terminals {
        mark(t);
    }
    let mut unseen: Vec<CardId> =
        CardId::all().filter(|c| !seen.get(usize::from(c.0)).copied().unwrap_or(true)).collect();
    let me = usize::from(view.me & 1);
    let other = 1 - me;
    let need = view.other_hand + view.money[0] + view.money[1] + view.deck + view.discard;
    if need != unseen.len() {
        return None;
    }
    unseen.shuffle(rng);
    let mut deal = |n: usize| unseen.split_off(unseen.len().saturating_sub(n));
    let other_hand = deal(view.other_hand);
    let money = [deal(view.money[0]), deal(view.money[1])];
    let deck = deal(view.deck);
    let discard = deal(view.discard);
    let [money0, money1] = money;
    let player = |hand: Vec<CardId>, money: Vec<CardId>, p: usize| Player {
        name: String::new(),
        hand,
        money,
        columns: view.columns[p].clone(),
        victory_points: view.victory_points[p],
    };
    let mut hands = [Vec::new(), Vec::new()];
    hands[me] = view.hand.clone();
    hands[other] = other_hand;
    let [hand0, hand1] = hands;
    Some(State {
        rules: view.rules,
        players: [player(hand0, money0, 0), player(hand1, money1, 1)],
        deck,
        discard,
        terminals: view.terminals.clone(),
        tram_stack: view.tram_stack.clone(),
        display: view.display.clone(),
        current: view.current,
        step: view.step,
        regular_scorings: view.regular_scorings,
        turns: 0,
        rng: ChaCha8Rng::seed_from_u64(rng.random()),
    })
}

/// Plays `state` on with [`greedy`] for both players until the game ends or its count of
/// turns ([`State::turns`]) reaches `end`.
pub fn play_on(state: &mut State, end: u32) {
    for _ in 0..crate::selfplay::MAX_ACTIONS {
        if state.is_over() || state.turns >= end {
            return;
        }
        let Some(action) = greedy::choose(state) else { return };
        if rules::apply(state, &action).is_err() {
            return;
        }
    }
}

/// How good `state` is for `me`: the victory-point margin, plus, before the end, what each
/// player's columns with trams may still score (each colour scores about once in four of the
/// regular scorings left) and a little for money; at the end, a bonus for the win.
pub fn outlook(state: &State, me: PlayerId) -> f64 {
    let m = usize::from(me & 1);
    let [a, b] = [&state.players[m], &state.players[1 - m]];
    let margin = f64::from(a.victory_points) - f64::from(b.victory_points);
    if state.is_over() {
        let win = match margin.partial_cmp(&0.0) {
            Some(std::cmp::Ordering::Greater) => 1.0,
            Some(std::cmp::Ordering::Less) => -1.0,
            _ => (a.money.len() as f64 - b.money.len() as f64).signum(),
        };
        return margin + 10.0 * win;
    }
    let left = f64::from(rules::LAST_SCORING.saturating_sub(state.regular_scorings)) / 4.0;
    let future = |p: &Player| {
        let runs: u32 = p.columns.iter().map(|c| c.run_points(state.rules)).sum();
        f64::from(runs) * left + 0.3 * p.money.len() as f64
    };
    margin + future(a) - future(b)
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::seq::SliceRandom;
    use rand_chacha::ChaCha8Rng;

    use super::*;
    use crate::bot::{Level, choose_in};
    use crate::game::Game;
    use crate::setup::Setup;

    /// A small budget: the rules of the search, not its strength, are under test.
    const QUICK: Strong =
        Strong { futures: 40, min_worlds: 3, max_worlds: 8, horizon: 2, confidence: 1.5 };

    /// The states a greedy game goes through, from set-up to its end.
    fn greedy_states(seed: u64) -> Vec<State> {
        let mut game = Game::new(Setup::new("Anna", "Bert", seed)).expect("two players");
        let mut states = vec![game.state().clone()];
        while let Some(a) = greedy::choose(game.state()) {
            game.apply(&a).expect("greedy plays a move on offer");
            states.push(game.state().clone());
        }
        assert!(game.is_over(), "seed {seed}: the greedy game ends");
        states
    }

    /// `state` with what the player to move cannot see dealt anew: the other hand, the
    /// money piles and the deck exchanged and reordered, and another reshuffle stream.
    fn hidden_changed(state: &State, seed: u64) -> State {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut other = state.clone();
        let o = usize::from(1 - (state.current & 1));
        let me = 1 - o;
        let mut pool: Vec<CardId> = Vec::new();
        pool.append(&mut other.players[o].hand);
        pool.append(&mut other.players[0].money);
        pool.append(&mut other.players[1].money);
        pool.append(&mut other.deck);
        pool.shuffle(&mut rng);
        let mut deal = |n: usize| pool.split_off(pool.len() - n);
        other.players[o].hand = deal(state.players[o].hand.len());
        other.players[me].money = deal(state.players[me].money.len());
        other.players[o].money = deal(state.players[o].money.len());
        other.deck = pool;
        other.rng = ChaCha8Rng::seed_from_u64(seed ^ 0xDEAD);
        other
    }

    #[test]
    fn a_sampled_world_is_consistent_with_the_view_and_holds_every_card_once() {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        for state in greedy_states(11).iter().step_by(17) {
            if state.is_over() {
                continue;
            }
            let view = state.view_for(state.current);
            let world = determinize(&view, &mut rng).expect("a view of a sound state");
            assert_eq!(world.view_for(state.current), view);
            assert!(world.card_counts().iter().all(|&n| n == 1));
            assert!(world.tram_counts().iter().all(|&n| n == 1));
        }
    }

    /// Worked out a world at a time (as a page thinks between frames), the decision is the
    /// one made at once: the same worlds in the same order.
    #[test]
    fn a_search_in_slices_chooses_as_at_once() {
        let mut decided = 0;
        for (i, state) in greedy_states(3).iter().enumerate().step_by(11) {
            let at_once = QUICK.choose(state, &mut ChaCha8Rng::seed_from_u64(i as u64));
            let mut search = QUICK.search(state, ChaCha8Rng::seed_from_u64(i as u64));
            let mut slices = 0;
            let sliced = loop {
                slices += 1;
                if let Some(choice) = search.step(1) {
                    break choice;
                }
            };
            assert_eq!(sliced, at_once, "state {i}");
            if at_once.is_some() && slices > 1 {
                decided += 1;
            }
        }
        assert!(decided >= 5, "{decided} decisions took several slices");
    }

    #[test]
    fn no_bot_reads_the_other_hand_the_money_faces_or_the_deck_order() {
        let mut compared = 0;
        let mut hands_differ = 0;
        for (i, state) in greedy_states(5).iter().enumerate().step_by(7) {
            if state.is_over() {
                continue;
            }
            let changed = hidden_changed(state, i as u64);
            assert_eq!(changed.view_for(state.current), state.view_for(state.current));
            let o = usize::from(1 - (state.current & 1));
            if changed.players[o].hand != state.players[o].hand {
                hands_differ += 1;
            }
            for level in Level::ALL {
                let mut a = ChaCha8Rng::seed_from_u64(i as u64);
                let mut b = ChaCha8Rng::seed_from_u64(i as u64);
                assert_eq!(
                    choose_in(state, level, &QUICK, &mut a),
                    choose_in(&changed, level, &QUICK, &mut b),
                    "{} at state {i}",
                    level.name()
                );
            }
            compared += 1;
        }
        assert!(compared >= 10, "only {compared} positions compared");
        assert!(hands_differ >= 10, "the other hand changed in only {hands_differ} positions");
    }

    #[test]
    fn greedys_move_stands_unless_another_is_surely_better() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let impossible = Strong { confidence: f64::INFINITY, ..QUICK };
        for state in greedy_states(8).iter().step_by(5) {
            assert_eq!(impossible.choose(state, &mut rng), greedy::choose(state));
        }
    }

    #[test]
    fn distinct_moves_keep_one_of_each_face_and_place() {
        let moves = [
            Action::PutToMoney { card: CardId(1) },
            Action::PutToMoney { card: CardId(2) },
            Action::PutToMoney { card: CardId(3) },
            Action::BuyTram { tram: crate::cards::TramId(0), column: 0 },
            Action::BuyTram { tram: crate::cards::TramId(1), column: 0 },
            Action::BuyTram { tram: crate::cards::TramId(5), column: 0 },
            Action::EndTurn,
        ];
        // Cards 0–1 are blue 1s, 2–4 blue 2s; trams 0–4 horse, 5–8 steam.
        assert_eq!(
            distinct(&moves),
            vec![
                Action::PutToMoney { card: CardId(1) },
                Action::PutToMoney { card: CardId(2) },
                Action::BuyTram { tram: crate::cards::TramId(0), column: 0 },
                Action::BuyTram { tram: crate::cards::TramId(5), column: 0 },
                Action::EndTurn,
            ]
        );
    }
}
