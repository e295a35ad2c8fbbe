//! The legality property every game must have, checked on its own random positions (in the
//! style of shakmaty's `legals_are_legal`): a candidate action is accepted exactly when the
//! moves on offer include it, a refused action changes nothing, and the refusal `apply` gives
//! is the one [`Rules::refusal`] gives. A game's test makes the candidates (every kind of
//! action, numbers at their extremes, the offered moves mutated) and hands them here.
//!
//! And the promises of a game's history ([`history_promises`]): a replay of the log is the
//! game played live, a save loads as it was, undo, redo and `at` agree, and each action's
//! decider is the one its position named.

use crate::game::Game;
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

/// Checks the promises of a finished or unfinished `game` whose actions gave the events `log`
/// (one list per action) and returns each one broken, worded: the log replays to the same
/// state and events; its save loads to the same state; undoing the action at the middle of
/// the log gives the state the log cut there gives, and redoing it gives its events again;
/// `at` is that cut; the decider recorded for each action is the one its position named.
pub fn history_promises<R: Rules>(game: &Game<R>, log: &[Vec<R::Event>]) -> Vec<String> {
    let mut broken = Vec::new();
    let actions = game.actions();
    match Game::<R>::replay_with_events(game.setup(), actions) {
        Ok((again, events)) => {
            if again.state() != game.state() {
                broken.push("the replay's state differs from the live game's".to_owned());
            }
            if events != log {
                broken.push("the replay's events differ from the live game's".to_owned());
            }
        }
        Err(e) => broken.push(format!("the log does not replay: {e:?}")),
    }
    match Game::<R>::load(&game.save()) {
        Ok(loaded) if loaded.state() == game.state() => {}
        Ok(_) => broken.push("the save loads to another state".to_owned()),
        Err(e) => broken.push(format!("the save does not load: {e:?}")),
    }
    if actions.is_empty() {
        return broken;
    }
    let half = actions.len() / 2;
    let (Ok(mut prefix), Ok(at_half)) = (
        Game::<R>::replay(game.setup(), &actions[..half + 1]),
        Game::<R>::replay(game.setup(), &actions[..half]),
    ) else {
        broken.push(format!("the log cut at {half} does not replay"));
        return broken;
    };
    if !prefix.undo() || prefix.state() != at_half.state() {
        broken.push(format!("undoing action {half} does not give the log cut there"));
    }
    if !prefix.can_redo() || prefix.redo_with_events().as_ref() != log.get(half) {
        broken.push(format!("redoing action {half} does not give its events again"));
    }
    if prefix.can_redo() {
        broken.push("redo is offered past the end of the log".to_owned());
    }
    match game.at(half) {
        Ok(at) if at.state() == at_half.state() => {}
        _ => broken.push(format!("`at({half})` is not the log cut there")),
    }
    if game.deciders().len() != actions.len() {
        broken.push("a decider is not recorded for every action".to_owned());
    } else if game.deciders()[half] != R::decider(at_half.state()) {
        broken.push(format!("action {half}'s decider is not the one its position named"));
    }
    broken
}
