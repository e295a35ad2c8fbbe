//! The `steady` bot: rules of thumb, one decision at a time.
//!
//! Every move on offer is tried on a copy of the seat's view: a placement (each space once,
//! paid the cheapest way: temporary workers, then the black worker, then own workers, rubles
//! last) is followed by its whole frame of effects, each step chosen greedily, and the
//! position reached is scored by [`value`], a hand-written evaluation: the points so far, the
//! board's round scoring ([`rules::round_score`]) times the scorings still to come, and
//! smaller values for what will pay later (tracks beyond the locomotives' reach, locomotives
//! over black track, unlocked colours, factories, workers, rubles, engineers, end-bonus cards,
//! the workers still in hand this round). The best move is played; passing wins only when no
//! move adds anything.

use crate::action::Action;
use crate::data::{self, Colour, EndBonus, Gain, Railway};
use crate::rules;
use crate::state::{Pay, Phase, PlayerId, Space, State};

/// Steps of one frame resolved at most (a guard: a frame always ends much sooner).
const MAX_STEPS: usize = 64;

/// The steady bot's move at `state`, reading only the deciding seat's view.
pub fn choose(state: &State) -> Option<Action> {
    let seat = state.decider()?;
    decide(&state.view_for(seat).state)
}

/// The steady move at a position the deciding seat may read entirely (its view, or a world
/// sampled from it).
pub fn decide(state: &State) -> Option<Action> {
    let seat = state.decider()?;
    let moves = candidates(state, seat);
    if moves.len() <= 1 {
        return moves.into_iter().next();
    }
    let root = state.round;
    let mut best: Option<(f64, Action)> = None;
    let mut events = Vec::new();
    for action in moves {
        let mut next = state.clone();
        events.clear();
        if rules::apply(&mut next, &action, &mut events).is_err() {
            continue;
        }
        finish(&mut next, seat, root);
        let v = value(&next, seat, root);
        if best.is_none_or(|(b, _)| v > b) {
            best = Some((v, action));
        }
    }
    best.map(|(_, a)| a)
}

/// The moves worth weighing: every move on offer, but each space placed on once, paid the
/// cheapest way.
pub fn candidates(state: &State, seat: PlayerId) -> Vec<Action> {
    let moves = rules::available(state);
    let mut out: Vec<Action> = Vec::with_capacity(moves.len());
    for action in moves {
        if let Action::Place { space, pay } = action {
            let black = gives_black(state, space);
            if let Some(Action::Place { pay: other, .. }) =
                out.iter_mut().find(|a| matches!(a, Action::Place { space: s, .. } if *s == space))
            {
                if pay_cost(pay, black) < pay_cost(*other, black) {
                    *other = pay;
                }
                continue;
            }
        }
        out.push(action);
    }
    let _ = seat;
    out
}

fn gives_black(state: &State, space: Space) -> bool {
    rules::gains(state, space)
        .iter()
        .any(|g| matches!(g, Gain::Tracks(Colour::Black, _) | Gain::BlackOrGrey))
}

/// What paying `pay` gives up: temporary workers cost least (they leave at the round's end),
/// rubles most (they last and some spaces need them).
fn pay_cost(pay: Pay, black_advance: bool) -> f64 {
    let black = if pay.black { if black_advance { -0.5 } else { 0.6 } } else { 0.0 };
    f64::from(pay.temporary) * 0.1 + f64::from(pay.workers) + f64::from(pay.rubles) * 2.5 + black
}

/// Resolves what `seat` has pending, each step the one whose position [`value`] rates best.
pub fn finish(state: &mut State, seat: PlayerId, root: u8) {
    let mut events = Vec::new();
    for _ in 0..MAX_STEPS {
        if state.pending.is_empty() || state.decider() != Some(seat) {
            return;
        }
        let moves = rules::available(state);
        let mut best: Option<(f64, State)> = None;
        for action in &moves {
            let mut next = state.clone();
            events.clear();
            if rules::apply(&mut next, action, &mut events).is_err() {
                continue;
            }
            let v = value(&next, seat, root);
            if best.as_ref().is_none_or(|(b, _)| v > *b) {
                best = Some((v, next));
            }
        }
        match best {
            Some((_, next)) => *state = next,
            None => return,
        }
    }
}

/// Scorings still to come in the game, this round's included.
pub fn scorings_left(state: &State) -> f64 {
    if state.is_over() { 0.0 } else { f64::from(state.rounds.saturating_sub(state.round) + 1) }
}

/// A worker's worth this round, with `r` scorings to come.
fn worker_now(r: f64) -> f64 {
    1.0 + 0.8 * r
}

/// The hand-written evaluation of `seat`'s position, in points; `root` is the round of the
/// decision (workers in hand count only in it).
pub fn value(state: &State, seat: PlayerId, root: u8) -> f64 {
    let p = state.player(seat);
    let mut v = f64::from(p.points.total());
    if state.is_over() {
        return v;
    }
    let r = scorings_left(state);
    let f = r - 1.0;
    let score = rules::round_score(p, seat);
    v += r * f64::from(score.total());
    // Tracks beyond the locomotives' reach (and stars, medal, doubling not yet reached).
    let mut reaching = p.clone();
    reaching.locomotives = [[15, 0], [9, 0], [9, 0]];
    let full = rules::round_score(&reaching, seat);
    v += 0.35 * f * f64::from(full.total().saturating_sub(score.total()));
    for railway in Railway::ALL {
        let black = p.track(railway, Colour::Black);
        let reach = p.reach(railway);
        v += 0.35 * f * f64::from(reach.min(black + 1));
        v += 0.4 * f * f64::from(black);
        if railway == Railway::Kiev && black < 7 {
            // Kiev 7 gives a worker.
            v += 0.3 * f * f64::from(black);
        }
    }
    for (colour, w) in [(Colour::Grey, 2.0), (Colour::Brown, 3.5), (Colour::Natural, 5.0)] {
        if p.has_colour(colour) {
            v += w * f;
        }
    }
    // Future actions: workers owned, the black worker, engineers, rubles.
    v += 3.5 * f * f64::from(p.workers_owned);
    if p.black_worker.is_some() {
        v += 3.5 * f;
    }
    v += p.engineers.len() as f64 * (8.0 + 2.5 * f);
    v += f64::from(p.rubles) * (1.5 + 0.4 * f).min(4.0);
    v += f64::from(p.doublers) * 0.3 * f;
    v += p.factory_count() as f64 * (1.5 + 1.2 * f);
    if p.industry[1].is_some() {
        v += 2.0 * f;
    }
    if p.medal {
        v += 3.0 * f;
    }
    for &card in &p.end_bonus {
        v += match card {
            EndBonus::ExtraEngineer => 12.0,
            _ => f64::from(rules::end_bonus_points(p, card, state.start_workers)),
        };
    }
    if state.round == root
        && !p.passed
        && matches!(state.phase, Phase::Turn { .. } | Phase::Draft { .. })
    {
        v += worker_now(r) * f64::from(p.workers_in_hand());
        v += f64::from(data::TURN_ORDER_POINTS.get(state.position(seat)).copied().unwrap_or(0));
    }
    if state.round == root && state.turn_order.iter().flatten().any(|o| o.seat == seat) {
        v += worker_now(r) + 2.0;
    }
    v
}
