//! Trambahn's history browser (issue 49): `<<` and `>>` step by turns. A turn starts at the
//! game's start and after every action that ended one (`End turn`, A-rules' step 4): the
//! position after it is the next player's first decision.

use trambahn_engine::{Action, Event, Game};

use crate::shell::view_model::timeline::{Chapter, Chapters};

impl Chapters for Game {
    const CHAPTER: Chapter = Chapter::Turn;

    fn chapter_starts(game: &Game, _: &[Vec<Event>]) -> Vec<usize> {
        turn_starts(game.actions())
    }
}

/// The positions at which a turn starts in a log: 0, and after each `EndTurn` but the log's
/// last action (the position after it is now, not a start to step to; `>>` leads there
/// anyway).
fn turn_starts(actions: &[Action]) -> Vec<usize> {
    std::iter::once(0)
        .chain(
            actions
                .iter()
                .enumerate()
                .filter(|&(i, a)| *a == Action::EndTurn && i + 1 < actions.len())
                .map(|(i, _)| i + 1),
        )
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::TableGame;
    use crate::shell::view_model::timeline::{Step, Timeline};
    use trambahn_engine::selfplay::random_game;

    /// A random game's timeline from its own replay (the events the table keeps).
    fn timeline(game: &Game) -> Timeline {
        let (game, events) = game.with_events().expect("the log replays");
        Timeline::of(&game, &events)
    }

    /// The turns of the state itself (whose turn, turns completed) change exactly at the
    /// timeline's starts: each start is a player's first decision of a turn.
    #[test]
    fn the_steps_land_where_the_turns_start() {
        for seed in [3, 17] {
            let end = random_game(seed);
            let t = timeline(&end);
            assert_eq!(t.now, end.actions().len());
            let mut turns = Vec::new();
            for k in 0..=end.actions().len() {
                let at = end.at(k).expect("the cut log replays");
                turns.push((at.state().turns, at.state().current));
            }
            let changes: Vec<usize> = std::iter::once(0)
                .chain((1..turns.len()).filter(|&k| turns[k] != turns[k - 1]))
                .filter(|&k| k < t.now)
                .collect();
            assert!(changes.len() > 20, "a whole game has many turns: {changes:?}");
            assert_eq!(t.starts, changes, "seed {seed}");
            for w in t.starts.windows(2) {
                let at = end.at(w[1]).unwrap();
                assert_ne!(at.state().current, end.at(w[0]).unwrap().state().current);
                assert_eq!(end.actions()[w[1] - 1], Action::EndTurn);
            }
        }
    }

    /// `<<` and `>>` go turn by turn (a turn's start, or the one before when already there);
    /// `<` and `>` one action; `|<` and `>|` the start and now, and every key its control.
    #[test]
    fn the_controls_and_keys_step_by_turns_and_actions() {
        let end = random_game(5);
        let t = timeline(&end);
        // A turn of two actions or more, with a turn before it and one after.
        let i = (1..t.starts.len() - 2)
            .find(|&i| t.starts[i + 1] - t.starts[i] >= 2)
            .expect("a turn of several actions");
        let (first, second, third) = (t.starts[i - 1], t.starts[i], t.starts[i + 1]);
        let key = |k: &str| Step::of_key(k).expect("a history key");
        assert_eq!(t.step(second + 1, key("PageUp")), second, "back to the turn's start");
        assert_eq!(t.step(second, key("PageUp")), first, "at a start: the turn before");
        assert_eq!(t.step(first, key("PageDown")), second);
        assert_eq!(t.step(second + 1, key("PageDown")), third);
        assert_eq!(t.step(second, key("ArrowLeft")), second - 1);
        assert_eq!(t.step(second, key("ArrowRight")), second + 1);
        assert_eq!(t.step(second, key("Home")), 0);
        assert_eq!(t.step(second, key("End")), t.now);
        let last = *t.starts.last().unwrap();
        assert_eq!(t.step(last, key("PageDown")), t.now, "after the last turn's start: now");
        assert_eq!(t.step(t.now, key("PageUp")), last);
        assert_eq!(Game::CHAPTER, Chapter::Turn);
    }

    /// A log whose last action ended a turn: now is the next turn's start, not a step before
    /// it; an empty log has only the start.
    #[test]
    fn now_is_never_a_start_of_its_own() {
        assert_eq!(turn_starts(&[]), vec![0]);
        assert_eq!(turn_starts(&[Action::EndTurn]), vec![0]);
        assert_eq!(turn_starts(&[Action::EndTurn, Action::EndTurn]), vec![0, 1]);
    }
}
