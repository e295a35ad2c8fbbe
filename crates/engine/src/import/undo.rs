//! Undo and redo as 18xx.games applies them (`actions-18xx-games.md` §5): undone actions stay
//! in the export, so the log is filtered before anything is replayed.

use super::ImportError;
use super::format::RawAction;

/// The actions still in effect, oldest first, without `undo`, `redo` and chat `message`s.
///
/// * `undo` without `action_id` takes back the latest live action that is not a message;
/// * `undo` with `action_id: X` takes back every live action after the one whose id is X
///   (`0`: all of them);
/// * `redo` puts back what the latest undo took back;
/// * any other action (not a message) forgets what could be redone.
pub(super) fn effective_actions<'x, 'a>(
    actions: &'x [RawAction<'a>],
) -> Result<Vec<&'x RawAction<'a>>, ImportError> {
    let mut live: Vec<Option<&RawAction<'a>>> = vec![None; actions.len()];
    let mut undone: Vec<Vec<usize>> = Vec::new();
    for (at, action) in actions.iter().enumerate() {
        let index = at + 1;
        match &*action.kind {
            "undo" => {
                let from = match action.action_id {
                    Some(0) => 0,
                    Some(target) => {
                        let Some(pos) = actions[..at].iter().position(|a| a.id == Some(target))
                        else {
                            return Err(ImportError::Log {
                                index,
                                reason: format!(
                                    "it undoes back to action {target}, which is not before it"
                                ),
                            });
                        };
                        pos + 1
                    }
                    None => {
                        let last =
                            live.iter().rposition(|a| a.is_some_and(|a| &*a.kind != "message"));
                        match last {
                            Some(pos) => pos,
                            None => {
                                return Err(ImportError::Log {
                                    index,
                                    reason: "it undoes an action, but none is left".into(),
                                });
                            }
                        }
                    }
                };
                let group: Vec<usize> = (from..at)
                    .filter(|&j| live[j].is_some_and(|a| &*a.kind != "message"))
                    .collect();
                for &j in &group {
                    live[j] = None;
                }
                undone.push(group);
            }
            "redo" => {
                let Some(group) = undone.pop() else {
                    return Err(ImportError::Log {
                        index,
                        reason: "it redoes an action, but nothing was undone".into(),
                    });
                };
                for j in group {
                    live[j] = Some(&actions[j]);
                }
            }
            "message" => live[at] = Some(action),
            _ => {
                undone.clear();
                live[at] = Some(action);
            }
        }
    }
    Ok(live.into_iter().flatten().filter(|a| &*a.kind != "message").collect())
}
