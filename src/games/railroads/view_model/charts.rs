//! Points after every round by source, for the charts: the events' sums, kept as the engine's
//! `Points` keeps them (railways one by one, industry, turn order, points at once, end-bonus
//! cards, the majority), from one replay's events (`Game::replay_with_events`). Tested equal
//! to the engine's points after each round.

use russian_railroads_engine::Event;
use russian_railroads_engine::state::{PlayerId, Points};

/// Every seat's points by source after a round's scoring (or the final scoring).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Step {
    /// The round scored; `None` for the final scoring.
    pub round: Option<u8>,
    /// Each seat's points by source after it, in seat order.
    pub points: Vec<Points>,
}

/// The game's points as chart data.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Charts {
    /// After each round's scoring and the final scoring, oldest first (the start is all
    /// zeros).
    pub steps: Vec<Step>,
    /// Each seat's points by source now.
    pub now: Vec<Points>,
}

/// Adds an event's points to `points` (by seat).
fn add(points: &mut [Points], event: &Event) {
    fn at(points: &mut [Points], seat: PlayerId) -> Option<&mut Points> {
        points.get_mut(usize::from(seat))
    }
    match event {
        Event::Passed { seat, points: n } => {
            if let Some(p) = at(points, *seat) {
                p.turn_order += n;
            }
        }
        Event::Points { seat, points: n, .. } => {
            if let Some(p) = at(points, *seat) {
                p.actions += n;
            }
        }
        Event::RoundScored { scores, .. } => {
            for score in scores {
                if let Some(p) = at(points, score.seat) {
                    for (sum, railway) in p.railways.iter_mut().zip(&score.railways) {
                        *sum += railway.total();
                    }
                    p.industry += score.industry;
                }
            }
        }
        Event::FinalScored { scores } => {
            for score in scores {
                if let Some(p) = at(points, score.seat) {
                    p.end_bonus += score.cards.iter().map(|(_, n)| n).sum::<u32>();
                    p.majority += score.majority;
                }
            }
        }
        _ => {}
    }
}

/// The charts of a game of `players` seats from the events of each of its actions.
pub fn charts(events: &[Vec<Event>], players: usize) -> Charts {
    let mut now = vec![Points::default(); players];
    let mut steps = Vec::new();
    for event in events.iter().flatten() {
        add(&mut now, event);
        match event {
            Event::RoundScored { round, .. } => {
                steps.push(Step { round: Some(*round), points: now.clone() });
            }
            Event::FinalScored { .. } => steps.push(Step { round: None, points: now.clone() }),
            _ => {}
        }
    }
    Charts { steps, now }
}

#[cfg(test)]
mod tests {
    use russian_railroads_engine::{Game, selfplay};

    use super::*;
    use crate::games::railroads::view_model::tests::play;

    /// The sums by source are the engine's points: after every round and at the end.
    #[test]
    fn the_charts_points_are_the_engines() {
        for (players, seed) in [(2, 81), (4, 82)] {
            let steps = play(players, seed);
            let events: Vec<Vec<Event>> = steps.iter().map(|(_, _, _, e)| e.clone()).collect();
            let c = charts(&events, players);
            let rounds = steps[0].0.rounds;
            assert_eq!(c.steps.len(), usize::from(rounds) + 1, "every round and the final");
            assert_eq!(c.steps.last().map(|s| s.round), Some(None));
            let mut k = 0;
            for (_, _, after, events) in &steps {
                for e in events {
                    if let Event::RoundScored { round, .. } = e {
                        assert_eq!(c.steps[k].round, Some(*round));
                        k += 1;
                    }
                }
                let ends_round = events.iter().any(|e| matches!(e, Event::RoundScored { .. }));
                if ends_round && !after.is_over() {
                    let engine: Vec<Points> = after.players.iter().map(|p| p.points).collect();
                    assert_eq!(c.steps[k - 1].points, engine);
                }
            }
            let last = &steps.last().expect("a game").2;
            let engine: Vec<Points> = last.players.iter().map(|p| p.points).collect();
            assert_eq!(c.now, engine);
            assert_eq!(c.steps.last().map(|s| s.points.clone()), Some(engine));
            // From a replay's events too (the set-up's events first).
            let game = Game::new(selfplay::random_setup(seed, players)).expect("a set-up");
            let actions: Vec<_> = steps.iter().map(|(_, a, _, _)| *a).collect();
            let (_, replayed) =
                Game::replay_with_events(game.setup(), &actions).expect("the log replays");
            assert_eq!(charts(&replayed, players).now, c.now);
        }
    }
}
