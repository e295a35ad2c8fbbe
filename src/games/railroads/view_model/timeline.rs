//! Russian Railroads' history browser: `<<` and `>>` step by rounds. A chapter starts at the
//! game's start (the start-bonus draft) and after the action whose events say a round began (`Event::RoundBegan`,
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

    /// Every chapter after the game's start (the start-bonus draft) starts a round: the
    /// position after it is that round's, and every round of the game has its start, in order.
    #[test]
    fn the_history_steps_by_rounds() {
        let steps = play(3, 12);
        let events: Vec<Vec<Event>> = steps.iter().map(|(_, _, _, e)| e.clone()).collect();
        let starts = round_starts(&events);
        assert_eq!(starts[0], 0);
        let rounds: Vec<u8> = starts[1..]
            .iter()
            .map(|&at| {
                let (before, _, _, _) = &steps[at];
                let began = events[at - 1].iter().find_map(|e| match e {
                    Event::RoundBegan { round } => Some(*round),
                    _ => None,
                });
                assert_eq!(began, Some(before.round), "position {at}");
                before.round
            })
            .collect();
        let last_round = steps.last().map(|(_, _, after, _)| after.round).unwrap_or(0);
        assert_eq!(rounds, (1..=last_round).collect::<Vec<u8>>(), "every round, in order");
    }
}
