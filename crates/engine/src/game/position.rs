//! A position without its history (issue 18): the state, what may be done and doing it. It is
//! what a bot searches: cloning it copies the state alone, not the log, the redo list and the
//! checkpoints a [`Game`](super::Game) keeps for undo. A `Game` wraps one.

use super::action::{Action, Available};
use super::event::Event;
use super::flow;
use super::setup::{Setup, SetupError};
use super::state::{State, Step};
use super::{Outcome, Refusal, Score, outcome, scores};

/// A position of a game: its state, without the log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Position {
    pub(crate) state: State,
}

impl Position {
    /// The position a game starts from (rulebook III).
    pub fn new(setup: &Setup) -> Result<Position, SetupError> {
        let state = flow::initial_state(setup, &mut Vec::new())?;
        Ok(Position { state })
    }

    /// The state.
    pub fn state(&self) -> &State {
        &self.state
    }

    /// Who must decide now and every legal move.
    pub fn available(&self) -> Available {
        flow::available(&self.state)
    }

    /// Applies one action. Atomic: on a refusal the position is unchanged.
    pub fn apply(&mut self, action: &Action) -> Result<Vec<Event>, Refusal> {
        let mut next = self.state.clone();
        let mut events = Vec::new();
        flow::apply(&mut next, action, &mut events)?;
        self.state = next;
        Ok(events)
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        matches!(self.state.step, Step::Over { .. })
    }

    /// Every player's wealth (R98), in player order.
    pub fn scores(&self) -> Vec<Score> {
        scores(&self.state)
    }

    /// The result (or the standing now): the ranking and the winners (R2, A45).
    pub fn outcome(&self) -> Outcome {
        outcome(&self.state)
    }
}
