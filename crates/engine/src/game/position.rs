//! A position without its history (issue 18): the [`State`] with what may be done and doing
//! it, without the log, the redo list and the checkpoints a [`Game`](super::Game) keeps for
//! undo. It is what a bot searches: cloning it copies the state alone, and a
//! [`Game`](super::Game) (the core's) holds one. There is no type of its own: these are
//! [`State`]'s methods, and [`State::apply`] works in place, without a copy.
//!
//! [`Observation`] is a player's view of a position: the line stack's order hidden (R11);
//! [`Observation::sample`] deals an order the player cannot tell from the real one.

use rand::Rng;
use rand::seq::SliceRandom;

use crate::data::game_tables::TramCompany;

use super::action::{Action, Actor, Available};
use super::event::Event;
use super::flow;
use super::setup::{Setup, SetupError};
use super::state::{PlayerId, State, Step};
use super::{Outcome, Refusal, Score, outcome, scores};

impl State {
    /// The position a game starts from (rulebook III).
    pub fn new(setup: &Setup) -> Result<State, SetupError> {
        flow::initial_state(setup, &mut Vec::new())
    }

    /// Who must decide now and every legal move.
    pub fn available(&self) -> Available {
        flow::available(self)
    }

    /// Who must decide now, without listing the moves (cheap).
    pub fn actor(&self) -> Actor {
        flow::actor(self)
    }

    /// Why `action` would be refused now, or `None` when `apply` would take it: the same
    /// definition of legality `available` lists its moves through. Nothing changes.
    pub fn refusal(&self, action: &Action) -> Option<Refusal> {
        flow::refusal(self, action)
    }

    /// Applies one action. Atomic: on a refusal the position is unchanged. It works in
    /// place, without a copy: every round decides the whole action (its `refusal`) before
    /// it changes anything, and then makes changes that cannot fail. The legality test
    /// (`tests/legality.rs`) checks on millions of candidates that a refusal leaves no trace.
    pub fn apply(&mut self, action: &Action) -> Result<Vec<Event>, Refusal> {
        let mut events = Vec::new();
        flow::apply(self, action, &mut events)?;
        Ok(events)
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        matches!(self.step, Step::Over { .. })
    }

    /// Every player's wealth (R98), in player order.
    pub fn scores(&self) -> Vec<Score> {
        scores(self)
    }

    /// The result (or the standing now): the ranking and the winners (R2, A45).
    pub fn outcome(&self) -> Outcome {
        outcome(self)
    }

    /// The acting tram company, when it must buy a tram before its tram step can end (R50,
    /// A20): the app says so instead of guessing it from the moves on offer.
    pub fn tram_purchase_due(&self) -> Option<TramCompany> {
        flow::company::tram_purchase_due(self)
    }

    /// The owner's acceptance of a company's offer for a private, when one waits for an
    /// answer and may be accepted (R93).
    pub fn offer_acceptance(&self) -> Option<Action> {
        let Step::Line(step) = &self.step else { return None };
        let accept = Action::AnswerPrivateOffer { private: step.offer?.private, accept: true };
        self.refusal(&accept).is_none().then_some(accept)
    }

    /// What `player` may know of this position (see [`Observation`]).
    pub fn observation(&self, player: PlayerId) -> Observation {
        let mut state = self.clone();
        crate::sort_few::sort(&mut state.line_stack);
        Observation { player, state }
    }
}

/// What a player may know of a position, for a bot: everything on the table is open (R5) but
/// the order of the line stack, which is shuffled face down (R11); the set-up's seed, which
/// decides it, is not part of a position at all. Here the stack is in number order, so its
/// order says nothing; [`Observation::sample`] deals one of the orders the player cannot tell
/// apart, to search as if it were the real one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Observation {
    /// Whose knowledge this is.
    pub player: PlayerId,
    state: State,
}

impl Observation {
    /// The state as the player knows it (the line stack in number order).
    pub fn state(&self) -> &State {
        &self.state
    }

    /// Who must decide now and every legal move (the same as in the real position: no move
    /// depends on the stack's order).
    pub fn available(&self) -> Available {
        self.state.available()
    }

    /// A position the player cannot tell from the real one: the line stack shuffled by `rng`.
    pub fn sample(&self, rng: &mut impl Rng) -> State {
        let mut state = self.state.clone();
        state.line_stack.shuffle(rng);
        state
    }
}
