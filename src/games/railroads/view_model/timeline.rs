//! Russian Railroads' history browser: `<<` and `>>` step by rounds. A round starts at the
//! game's start and after the action whose events say a round began (`Event::RoundBegan`,
//! after the previous round's scoring): the position after it is the new round's first
//! decision.

use russian_railroads_engine::{Event, Game};

use crate::shell::view_model::timeline::{Chapter, Chapters};

impl Chapters for Game {
    const CHAPTER: Chapter = Chapter::Round;

    fn chapter_starts(_: &Game, events: &[Vec<Event>]) -> Vec<usize> {
        round_starts(events)
    }
}

/// 0, and the position after each action that began a round (but the log's last: the
/// position after it is now, which `>>` leads to anyway).
fn round_starts(events: &[Vec<Event>]) -> Vec<usize> {
    std::iter::once(0)
        .chain(events.iter().enumerate().filter_map(|(i, e)| {
            (i + 1 < events.len() && e.iter().any(|e| matches!(e, Event::RoundBegan { .. })))
                .then_some(i + 1)
        }))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::railroads::view_model::tests::play;

    /// Every chapter starts a round: the position after it is in a round later than the one
    /// before it, and every round of the game has its start.
    #[test]
    fn the_history_steps_by_rounds() {
        let steps = play(3, 12);
        let events: Vec<Vec<Event>> = steps.iter().map(|(_, _, _, e)| e.clone()).collect();
        let starts = round_starts(&events);
        assert_eq!(starts[0], 0);
        let round_at = |at: usize| steps.get(at).map(|(before, _, _, _)| before.round);
        for pair in starts.windows(2) {
            assert!(round_at(pair[1]) > round_at(pair[0]), "{pair:?}");
        }
        let last_round = steps.last().map(|(_, _, after, _)| after.round).unwrap_or(0);
        assert_eq!(starts.len(), usize::from(last_round), "one start per round");
    }
}
