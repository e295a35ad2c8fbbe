//! "What would a good player do here?" A hint is the [`strong`](super::strong) bot's move for
//! the seat deciding (not played), with the reason it is worth playing as data, which the app
//! words in the player's language.
//!
//! The reason is read off what the move does to the seat's own board once its effects are
//! resolved as [`steady`](super::steady) would resolve them, on the seat's view: a better
//! turn order, an engineer, a worker, a colour unlocked, points at once, more points at every
//! scoring still to come, a locomotive's reach, a factory — or resources for later.

use rand::Rng;
use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::data::{Colour, EngineerId, Railway};
use crate::event::Event;
use crate::rules;
use crate::state::{Space, State};

use super::steady;
use super::strong::Strong;

/// Points at once below this are not the reason of a move (a scoring gain or a build is).
const POINTS_WORTH_SAYING: u32 = 5;

/// Why a move is worth playing, for the seat deciding.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "reason", rename_all = "snake_case")]
pub enum Reason {
    /// Nothing left is worth a worker: passing scores the turn-order card's back now.
    Pass {
        /// The points passing scores.
        points: u32,
    },
    /// A turn-order space: this place next round.
    TurnOrder {
        /// The place, 1 or 2.
        position: u8,
    },
    /// An engineer of one's own (an action space only for oneself, and the majority).
    Engineer {
        /// Which.
        engineer: EngineerId,
    },
    /// A worker more for the rest of the game.
    Worker,
    /// A new track colour.
    Unlocks {
        /// The colour.
        colour: Colour,
    },
    /// Points at once.
    Points {
        /// How many.
        points: u32,
    },
    /// The board scores more at every scoring still to come.
    Scoring {
        /// Points more per scoring.
        gain: u32,
        /// Scorings still to come, this round's included.
        scorings: u8,
    },
    /// A locomotive reaches further.
    Reach {
        /// The railway.
        railway: Railway,
        /// Its reach now.
        to: u8,
    },
    /// A factory on the industry track.
    Factory {
        /// Its value.
        value: u8,
    },
    /// Rubles, doublers, temporary workers, industry: means for later moves.
    Resources,
}

/// A hint: the move and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hint {
    /// The move.
    pub action: Action,
    /// Why.
    pub reason: Reason,
}

/// The strong bot's move for the seat deciding at `state` with its reason; `None` when
/// nothing is offered.
pub fn hint(state: &State, budget: &Strong, rng: &mut impl Rng) -> Option<Hint> {
    let action = budget.choose(state, rng)?;
    Some(Hint { action, reason: reason(state, &action) })
}

/// Why `action` is worth playing for the seat deciding at `state` (read on its view).
pub fn reason(state: &State, action: &Action) -> Reason {
    let Some(seat) = state.decider() else {
        return Reason::Resources;
    };
    let view = state.view_for(seat);
    let before = view.state;
    let mut after = before.clone();
    let mut events: Vec<Event> = Vec::new();
    if rules::apply(&mut after, action, &mut events).is_err() {
        return Reason::Resources;
    }
    if let Some(points) = events.iter().find_map(|e| match e {
        Event::Passed { seat: s, points } if *s == seat => Some(*points),
        _ => None,
    }) {
        return Reason::Pass { points };
    }
    if let Action::Place { space: Space::TurnOrder { position }, .. } = action {
        return Reason::TurnOrder { position: *position };
    }
    steady::finish(&mut after, seat, before.round);
    let (was, is) = (before.player(seat), after.player(seat));
    if let Some(&(engineer, _)) =
        is.engineers.iter().find(|e| !was.engineers.iter().any(|w| w.0 == e.0))
    {
        return Reason::Engineer { engineer };
    }
    if is.workers_owned > was.workers_owned
        || is.black_worker.is_some() != was.black_worker.is_some()
    {
        return Reason::Worker;
    }
    if let Some(&colour) =
        Colour::ALL.iter().rev().find(|c| is.has_colour(**c) && !was.has_colour(**c))
    {
        return Reason::Unlocks { colour };
    }
    let points = is.points.total().saturating_sub(was.points.total());
    if points >= POINTS_WORTH_SAYING {
        return Reason::Points { points };
    }
    let scoring = |s: &State| rules::round_score(s.player(seat), seat).total();
    let gain = scoring(&after).saturating_sub(scoring(&before));
    if gain > 0 {
        let scorings = before.rounds.saturating_sub(before.round).saturating_add(1);
        return Reason::Scoring { gain, scorings };
    }
    if let Some(railway) = Railway::ALL
        .into_iter()
        .filter(|r| is.reach(*r) > was.reach(*r))
        .max_by_key(|r| is.reach(*r) - was.reach(*r))
    {
        return Reason::Reach { railway, to: is.reach(railway) };
    }
    if let Some(value) =
        is.factories.iter().zip(&was.factories).find_map(|(n, o)| (n != o).then_some(*n).flatten())
    {
        return Reason::Factory { value };
    }
    if points > 0 {
        return Reason::Points { points };
    }
    Reason::Resources
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    use super::*;
    use crate::data::BoardSpace;
    use crate::game::Game;
    use crate::selfplay::{random_among, random_setup};
    use crate::state::Pay;

    #[test]
    fn a_hint_is_an_offered_move_and_the_same_for_the_same_position() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let mut game = Game::new(random_setup(5, 3)).expect("a set-up");
        let mut reasons = std::collections::HashSet::new();
        while !game.is_over() {
            let state = game.state().clone();
            let a = hint(&state, &Strong::default(), &mut ChaCha8Rng::seed_from_u64(9))
                .expect("a hint");
            let b = hint(&state, &Strong::default(), &mut ChaCha8Rng::seed_from_u64(9))
                .expect("a hint");
            assert_eq!(a, b, "the same position and generator give the same hint");
            assert!(game.available().contains(&a.action), "{a:?} is offered");
            reasons.insert(std::mem::discriminant(&a.reason));
            let next = random_among(&game.available(), &mut rng).expect("a move");
            game.apply(&next).expect("offered");
        }
        assert!(
            reasons.len() >= 4,
            "hints of a whole game give several reasons: {}",
            reasons.len()
        );
    }

    #[test]
    fn reasons_name_what_the_move_does() {
        let mut game = Game::new(random_setup(1, 2)).expect("a set-up");
        // Through the draft: the second player's pick.
        let draft = game.available()[0];
        game.apply(&draft).expect("a pick");
        while !game.state().pending.is_empty() {
            let step = game.available()[0];
            game.apply(&step).expect("a step");
        }
        let state = game.state().clone();
        let seat = state.decider().expect("a seat decides");
        let pass = reason(&state, &Action::Pass);
        assert!(matches!(pass, Reason::Pass { .. }), "{pass:?}");
        let position = if state.position(seat) == 0 { 2 } else { 1 };
        let order = Action::Place { space: Space::TurnOrder { position }, pay: Pay::workers(1) };
        if rules::check(&state, &order).is_ok() {
            assert_eq!(reason(&state, &order), Reason::TurnOrder { position });
        }
        // Three black advances; the first on the Trans-Siberian reaches space 2: grey.
        let black = Action::Place {
            space: Space::Board { space: BoardSpace::BlackThree },
            pay: Pay::workers(2),
        };
        game.apply(&black).expect("three black advances");
        let advance = Action::Advance { railway: Railway::TransSiberian, colour: Colour::Black };
        assert_eq!(reason(game.state(), &advance), Reason::Unlocks { colour: Colour::Grey });
    }
}
