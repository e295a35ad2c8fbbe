//! "The game in charts" for Trambahn, as plain data (native tests): both players' victory
//! points after every scoring (regular and extra tours) and their money cards over the turns,
//! from one replay of the log (its events and the state after each action). The lines are
//! drawn by the app's generic plot code (`shell::view_model::plot`); the tables beside them are the
//! text alternative. Why the game ended is the engine's `Event::GameEnded`.

use trambahn_engine::{Action, EndReason, Event, Game, ScoringKind, Setup};

use crate::shell::view_model::colors;
use crate::shell::view_model::plot::Series;

/// One scoring on the points chart's axis.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ScoringStep {
    /// Regular (its number and colour) or an extra tour.
    pub kind: ScoringKind,
    /// The points each player scored in it.
    pub gained: [u32; 2],
    /// The turn it happened in, from 1.
    pub turn: u32,
}

/// The game's story as chart series.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Charts {
    /// The players' names.
    pub names: Vec<String>,
    /// Every scoring, oldest first: step `k + 1` of the points chart (step 0 is the start).
    pub scorings: Vec<ScoringStep>,
    /// Each player's victory points at the start and after each scoring
    /// (`scorings.len() + 1` values; the last is their victory points now).
    pub points: [Vec<u32>; 2],
    /// Each player's money cards at the start, after each completed turn and, when the log
    /// stops inside a turn, now (the last value is the money pile now).
    pub money: [Vec<usize>; 2],
    /// The turn each money value was read after (0: the start).
    pub money_turns: Vec<u32>,
    /// Why the game ended, once it has.
    pub end: Option<EndReason>,
}

/// The charts of the log `actions` from `setup`, replayed once; an empty story when the log
/// does not replay.
pub fn charts(setup: &Setup, actions: &[Action]) -> Charts {
    let Ok(mut game) = Game::new(setup.clone()) else { return Charts::default() };
    let money_now = |g: &Game| [0, 1].map(|p| g.state().players[p].money.len());
    let mut out = Charts { names: setup.names.clone(), ..Charts::default() };
    let mut totals = [0u32; 2];
    let push_money = |out: &mut Charts, g: &Game, turn: u32| {
        for (series, m) in out.money.iter_mut().zip(money_now(g)) {
            series.push(m);
        }
        out.money_turns.push(turn);
    };
    for (p, series) in out.points.iter_mut().enumerate() {
        series.push(game.state().players[p].victory_points);
    }
    push_money(&mut out, &game, 0);
    let mut mid_turn = false;
    for action in actions {
        let turn = game.state().turns.saturating_add(1);
        let Ok(events) = game.apply(action) else { break };
        mid_turn = true;
        for event in &events {
            match event {
                Event::Scored { kind, lines } => {
                    let mut gained = [0u32; 2];
                    for line in lines {
                        let g = &mut gained[usize::from(line.player.min(1))];
                        *g = g.saturating_add(line.points);
                    }
                    for p in 0..2 {
                        totals[p] = totals[p].saturating_add(gained[p]);
                        out.points[p].push(totals[p]);
                    }
                    out.scorings.push(ScoringStep { kind: *kind, gained, turn });
                }
                Event::TurnEnded { .. } => {
                    push_money(&mut out, &game, turn);
                    mid_turn = false;
                }
                Event::GameEnded { reason } => out.end = Some(*reason),
                _ => {}
            }
        }
    }
    if mid_turn {
        push_money(&mut out, &game, game.state().turns.saturating_add(1));
    }
    out
}

impl Charts {
    /// Each player's line of the points chart: (scoring step, points).
    pub fn points_series(&self) -> Vec<Series> {
        self.lines(|p| self.points[p].iter().enumerate().map(|(i, &v)| (i, i64::from(v))).collect())
    }

    /// Each player's line of the money chart: (step, money cards); step `i` is read after
    /// turn `money_turns[i]`.
    pub fn money_series(&self) -> Vec<Series> {
        self.lines(|p| {
            let cards = self.money[p].iter().map(|&v| i64::try_from(v).unwrap_or(i64::MAX));
            cards.enumerate().collect()
        })
    }

    /// The points chart's steps: the start and every scoring.
    pub fn scoring_steps(&self) -> usize {
        self.scorings.len().saturating_add(1)
    }

    /// The money chart's steps.
    pub fn money_steps(&self) -> usize {
        self.money_turns.len()
    }

    fn lines(&self, points: impl Fn(usize) -> Vec<(usize, i64)>) -> Vec<Series> {
        (0..2)
            .map(|p| {
                let seat = colors::seat(p);
                Series {
                    name: self.names.get(p).cloned().unwrap_or_default(),
                    color: seat.fill,
                    light: seat.is_light(),
                    points: points(p),
                    marks: Vec::new(),
                }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use trambahn_engine::selfplay::random_game;

    /// The points chart ends at each player's victory points and rises by each scoring's
    /// points; the money chart ends at each money pile's size; the end's reason is the
    /// engine's.
    #[test]
    fn trambahn_charts_end_at_the_points_and_money_piles_of_the_game() {
        for seed in [1, 2, 3, 4] {
            let game = random_game(seed);
            assert!(game.is_over());
            let c = charts(game.setup(), game.actions());
            for p in 0..2 {
                let player = &game.state().players[p];
                assert_eq!(c.points[p].last().copied(), Some(player.victory_points), "seed {seed}");
                assert_eq!(c.money[p].last().copied(), Some(player.money.len()), "seed {seed}");
                assert_eq!(c.points[p].len(), c.scoring_steps());
                assert_eq!(c.money[p].len(), c.money_steps());
                assert_eq!(c.points[p][0], 0);
                for (k, s) in c.scorings.iter().enumerate() {
                    assert_eq!(c.points[p][k + 1], c.points[p][k] + s.gained[p]);
                }
                let series = &c.points_series()[p];
                assert_eq!(
                    series.points.last().map(|q| q.1),
                    Some(i64::from(player.victory_points))
                );
                let series = &c.money_series()[p];
                assert_eq!(series.points.last().map(|q| q.1), Some(player.money.len() as i64));
                assert_eq!(series.name, game.setup().names[p]);
            }
            let regular =
                c.scorings.iter().filter(|s| matches!(s.kind, ScoringKind::Regular { .. }));
            assert_eq!(regular.count(), usize::from(game.state().regular_scorings));
            let ended = game.actions().len().checked_sub(1).and_then(|i| {
                let (_, log) = Game::replay_with_events(game.setup(), game.actions()).ok()?;
                log.get(i)?.iter().find_map(|e| match e {
                    Event::GameEnded { reason } => Some(*reason),
                    _ => None,
                })
            });
            assert_eq!(c.end, ended, "seed {seed}");
            assert!(c.end.is_some());
            assert!(c.money_turns.windows(2).all(|w| w[0] < w[1]), "turns increase");
        }
    }

    /// During a game: the money chart's last value is the piles now, also inside a turn, and
    /// there is no end yet.
    #[test]
    fn trambahn_charts_during_a_game_end_at_the_position_now() {
        let game = random_game(5);
        for cut in [0, 1, 7, 40, 41, game.actions().len() / 2] {
            let now = game.at(cut).expect("replays");
            let c = charts(now.setup(), now.actions());
            for p in 0..2 {
                let player = &now.state().players[p];
                assert_eq!(c.money[p].last().copied(), Some(player.money.len()), "cut {cut}");
                assert_eq!(c.points[p].last().copied(), Some(player.victory_points), "cut {cut}");
            }
            assert_eq!(c.end, None);
            assert_eq!(c.money_turns.last().copied().map(|t| t >= now.state().turns), Some(true));
        }
    }
}
