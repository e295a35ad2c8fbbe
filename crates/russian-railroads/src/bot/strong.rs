//! The `strong` bot (placeholder: the steady bot's move).

use rand::Rng;

use crate::action::Action;
use crate::state::State;

/// The strong bot's budget.
#[derive(Debug, Clone, Copy, Default)]
pub struct Strong {
    /// Futures played per candidate.
    pub samples: u32,
}

impl Strong {
    /// Its move at `state`.
    pub fn choose(&self, state: &State, _rng: &mut impl Rng) -> Option<Action> {
        super::steady::choose(state)
    }
}
