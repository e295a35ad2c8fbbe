//! 1840's big steps for the history browser: its rounds ([`Chapters`]).

use tramways_engine::game::Event;

use crate::shell::view_model::timeline::{Chapter, Chapters};

/// 1840: a round starts after the action whose events start it.
impl Chapters for tramways_engine::game::Game {
    const CHAPTER: Chapter = Chapter::Round;

    fn chapter_starts(_: &Self, events: &[Vec<Event>]) -> Vec<usize> {
        let mut starts = vec![0];
        for (i, action) in events.iter().enumerate() {
            if action.iter().any(|e| matches!(e, Event::RoundStarted { .. }))
                && starts.last() != Some(&(i + 1))
            {
                starts.push(i + 1);
            }
        }
        starts
    }
}
