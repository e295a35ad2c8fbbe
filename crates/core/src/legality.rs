//! The legality property every game must have, checked on its own random positions (in the
//! style of shakmaty's `legals_are_legal`): a candidate action is accepted exactly when the
//! moves on offer include it, a refused action changes nothing, and the refusal `apply` gives
//! is the one [`Rules::refusal`] gives. A game's test makes the candidates (every kind of
//! action, numbers at their extremes, the offered moves mutated) and hands them here.

use crate::rules::Rules;

/// What [`try_candidates`] found, summed over the positions tried.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Tally {
    /// Candidates tried.
    pub tried: usize,
    /// Candidates accepted (and offered).
    pub accepted: usize,
    /// Candidates refused (and not offered).
    pub refused: usize,
    /// Every broken promise, worded with where it happened (`at`).
    pub mismatches: Vec<String>,
}

impl Tally {
    /// Adds another tally (from other positions or games).
    pub fn add(&mut self, other: Tally) {
        self.tried += other.tried;
        self.accepted += other.accepted;
        self.refused += other.refused;
        self.mismatches.extend(other.mismatches);
    }
}

/// Tries every candidate at `state`: accepted ⇔ offered ([`Rules::offers`] of
/// [`Rules::moves`]); `apply` agrees with `refusal`; a refused action leaves the position and
/// the events untouched. `at` names the position in the mismatches.
pub fn try_candidates<R: Rules>(
    state: &R::State,
    candidates: impl IntoIterator<Item = R::Action>,
    at: &str,
    tally: &mut Tally,
) {
    let moves = R::moves(state);
    for action in candidates {
        tally.tried += 1;
        let refusal = R::refusal(state, &action);
        let offered = R::offers(&moves, &action);
        let mut after = state.clone();
        let mut events = Vec::new();
        let applied = R::apply(&mut after, &action, &mut events);
        match (refusal, applied) {
            (None, Ok(())) => {
                tally.accepted += 1;
                if !offered {
                    tally.mismatches.push(format!("{at}: accepted, not offered: {action:?}"));
                }
            }
            (None, Err(e)) => tally
                .mismatches
                .push(format!("{at}: refusal None, apply refused ({e}): {action:?}")),
            (Some(_), Ok(())) => {
                tally.mismatches.push(format!("{at}: refused, apply accepted: {action:?}"))
            }
            (Some(r), Err(e)) => {
                tally.refused += 1;
                if offered {
                    tally.mismatches.push(format!("{at}: offered but refused ({r}): {action:?}"));
                }
                if r != e {
                    tally.mismatches.push(format!(
                        "{at}: refusal says \"{r}\", apply says \"{e}\": {action:?}"
                    ));
                }
                if after != *state || !events.is_empty() {
                    tally.mismatches.push(format!("{at}: a refused {action:?} changed the game"));
                }
            }
        }
    }
}
