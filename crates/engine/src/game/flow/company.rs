//! A Company Round (rulebook VIII): to be written.

use super::super::ActionError;
use super::super::action::{Action, Available};
use super::super::event::Event;
use super::super::state::State;

/// The state of the round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompanyStep {}

pub(crate) fn start(state: &mut State, ev: &mut Vec<Event>) {
    super::finish_round(state, ev);
}

pub(crate) fn available(_state: &State) -> Available {
    Available::none()
}

pub(crate) fn apply(
    _state: &mut State,
    _action: &Action,
    _ev: &mut Vec<Event>,
) -> Result<(), ActionError> {
    Err(ActionError::NotNow("not yet".into()))
}
