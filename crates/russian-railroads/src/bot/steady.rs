//! The `steady` bot: rules of thumb, one decision at a time (placeholder: the first move).

use crate::action::Action;
use crate::rules;
use crate::state::State;

/// The steady bot's move at `state`.
pub fn choose(state: &State) -> Option<Action> {
    rules::available(state).into_iter().next()
}
