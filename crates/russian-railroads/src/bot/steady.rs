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
use crate::state::{Pay, Phase, Player, PlayerId, Space, State};

/// The evaluation's weights ([`value`]); `f` below is the number of scorings after this
/// round's, `r` = `f` + 1.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Weights {
    /// Per point a railway would score with unlimited locomotives, times `f`.
    pub potential: f64,
    /// Per space of locomotive reach over black track (and one beyond), times `f`.
    pub reach: f64,
    /// Per space of black track, times `f`.
    pub black: f64,
    /// Per space of black track on Kiev before its worker (space 7), times `f`.
    pub kiev_black: f64,
    /// Grey, brown and natural tracks unlocked, times `f`.
    pub colours: [f64; 3],
    /// Per own-colour worker and for the black worker, times `f`.
    pub worker: f64,
    /// Per engineer: a base and times `f`.
    pub engineer: (f64, f64),
    /// Per ruble: a base and times `f`, at most the third.
    pub ruble: (f64, f64, f64),
    /// Per doubler, times `f`.
    pub doubler: f64,
    /// Per factory: a base and times `f`.
    pub factory: (f64, f64),
    /// The second industry marker, times `f`.
    pub marker: f64,
    /// The Kiev medal, times `f`.
    pub medal: f64,
    /// Per worker still in hand this round: a base and times `r`.
    pub hand: (f64, f64),
    /// A worker on a turn-order space: a worker in hand and this.
    pub turn_order: f64,
    /// The "extra engineer" end-bonus card.
    pub extra_engineer: f64,
}

impl Default for Weights {
    fn default() -> Self {
        Weights {
            potential: 0.1,
            reach: 0.35,
            black: 0.1,
            kiev_black: 0.0,
            colours: [0.0, 0.5, 1.0],
            worker: 3.5,
            engineer: (18.0, 4.0),
            ruble: (4.0, 1.5, 12.0),
            doubler: 0.3,
            factory: (5.0, 3.5),
            marker: 2.0,
            medal: 3.0,
            hand: (1.0, 0.8),
            turn_order: 0.0,
            extra_engineer: 12.0,
        }
    }
}

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
    decide_with(state, &Weights::default())
}

/// [`decide`] with the given weights.
pub fn decide_with(state: &State, w: &Weights) -> Option<Action> {
    let seat = state.decider()?;
    let moves = candidates(state);
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
        finish_with(&mut next, seat, root, w);
        let v = value_with(&next, seat, root, w);
        if best.is_none_or(|(b, _)| v > b) {
            best = Some((v, action));
        }
    }
    best.map(|(_, a)| a)
}

/// The moves worth weighing: every move on offer, but each space placed on once, paid the
/// cheapest way.
pub fn candidates(state: &State) -> Vec<Action> {
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
    finish_with(state, seat, root, &Weights::default());
}

/// [`finish`] with the given weights.
pub fn finish_with(state: &mut State, seat: PlayerId, root: u8, w: &Weights) {
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
            let v = value_with(&next, seat, root, w);
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

/// A player's round scoring ([`rules::round_score`]'s total, computed the same way but
/// faster), and what it would be if the locomotives reached every space.
pub fn board_points(p: &Player) -> (u32, u32) {
    let mut now = 0;
    let mut unlimited = 0;
    for railway in Railway::ALL {
        let r = railway.index();
        let reach = p.reach(railway);
        let tracks = p.tracks[r];
        let (mut spaces_now, mut spaces_all) = (0, 0);
        for space in 1..=railway.length() {
            let colours = tracks.iter().filter(|&&t| t >= space).count();
            let Some(colour) = colours.checked_sub(1).and_then(|c| Colour::ALL.get(c)) else {
                break;
            };
            let mut value = colour.points(p.revalued);
            if railway == Railway::TransSiberian && space <= p.doublers {
                value *= 2;
            }
            spaces_all += value;
            if space <= reach {
                spaces_now += value;
            }
        }
        let (mut extra_now, mut extra_all) = (0, 0);
        if railway == Railway::StPetersburg
            && tracks[Colour::Grey.index()] >= data::ST_PETERSBURG_DOUBLING_SPACE
        {
            spaces_all *= 2;
            if reach >= data::ST_PETERSBURG_DOUBLING_SPACE {
                spaces_now *= 2;
            }
        }
        if railway == Railway::Kiev {
            let black = tracks[Colour::Black.index()];
            for &(at, points) in &data::KIEV_STARS {
                if black >= at {
                    extra_all += points;
                    if reach >= at {
                        extra_now += points;
                    }
                }
            }
            if p.medal && tracks[Colour::Grey.index()] >= data::KIEV_MEDAL_SPACE {
                extra_all += data::KIEV_MEDAL_POINTS;
                if reach >= data::KIEV_MEDAL_SPACE {
                    extra_now += data::KIEV_MEDAL_POINTS;
                }
            }
        }
        now += spaces_now + extra_now;
        unlimited += spaces_all + extra_all;
    }
    let industry: u32 = p
        .industry
        .iter()
        .flatten()
        .map(|&at| data::INDUSTRY_POINTS[usize::from(at.min(data::INDUSTRY_LAST))])
        .sum();
    (now + industry, unlimited + industry)
}

/// Scorings still to come in the game, this round's included.
pub fn scorings_left(state: &State) -> f64 {
    if state.is_over() { 0.0 } else { f64::from(state.rounds.saturating_sub(state.round) + 1) }
}

/// The hand-written evaluation of `seat`'s position, in points; `root` is the round of the
/// decision (workers in hand count only in it).
pub fn value(state: &State, seat: PlayerId, root: u8) -> f64 {
    value_with(state, seat, root, &Weights::default())
}

/// [`value`] with the given weights.
pub fn value_with(state: &State, seat: PlayerId, root: u8, w: &Weights) -> f64 {
    let p = state.player(seat);
    let mut v = f64::from(p.points.total());
    if state.is_over() {
        return v;
    }
    let r = scorings_left(state);
    let f = r - 1.0;
    let (now, unlimited) = board_points(p);
    v += r * f64::from(now);
    // Tracks beyond the locomotives' reach (and stars, medal, doubling not yet reached).
    v += w.potential * f * f64::from(unlimited.saturating_sub(now));
    for railway in Railway::ALL {
        let black = p.track(railway, Colour::Black);
        let reach = p.reach(railway);
        v += w.reach * f * f64::from(reach.min(black + 1));
        v += w.black * f * f64::from(black);
        if railway == Railway::Kiev && black < 7 {
            // Kiev 7 gives a worker.
            v += w.kiev_black * f * f64::from(black);
        }
    }
    for (colour, x) in [Colour::Grey, Colour::Brown, Colour::Natural].into_iter().zip(w.colours) {
        if p.has_colour(colour) {
            v += x * f;
        }
    }
    // Future actions: workers owned, the black worker, engineers, rubles.
    v += w.worker * f * f64::from(p.workers_owned);
    if p.black_worker.is_some() {
        v += w.worker * f;
    }
    v += p.engineers.len() as f64 * (w.engineer.0 + w.engineer.1 * f);
    v += f64::from(p.rubles) * (w.ruble.0 + w.ruble.1 * f).min(w.ruble.2);
    v += f64::from(p.doublers) * w.doubler * f;
    v += p.factory_count() as f64 * (w.factory.0 + w.factory.1 * f);
    if p.industry[1].is_some() {
        v += w.marker * f;
    }
    if p.medal {
        v += w.medal * f;
    }
    for &card in &p.end_bonus {
        v += match card {
            EndBonus::ExtraEngineer => w.extra_engineer,
            _ => f64::from(rules::end_bonus_points(p, card, state.start_workers)),
        };
    }
    let worker_now = w.hand.0 + w.hand.1 * r;
    if state.round == root
        && !p.passed
        && matches!(state.phase, Phase::Turn { .. } | Phase::Draft { .. })
    {
        v += worker_now * f64::from(p.workers_in_hand());
        v += f64::from(data::TURN_ORDER_POINTS.get(state.position(seat)).copied().unwrap_or(0));
    }
    if state.round == root && state.turn_order.iter().flatten().any(|o| o.seat == seat) {
        v += worker_now + w.turn_order;
    }
    v
}
