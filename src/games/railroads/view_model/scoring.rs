//! The scorings as tables: a round scoring (`Event::RoundScored`) railway by railway — the
//! locomotives' reach, the spaces' points (doublers in them, St. Petersburg doubled), Kiev's
//! stars and medal — and the industry, with the round's points and each player's new total;
//! the final scoring (`Event::FinalScored`): each end-bonus card, the engineers counted and
//! the majority's points. The numbers are the events'; the totals are the events' sums from
//! the position before (tested equal to the engine's points after).

use russian_railroads_engine::Event;
use russian_railroads_engine::data::{EndBonus, Railway};
use russian_railroads_engine::event::{FinalScore, RoundScore};
use russian_railroads_engine::state::{PlayerId, State};

/// One railway's part of a player's round scoring.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RailwayRow {
    /// The railway.
    pub railway: Railway,
    /// Spaces the locomotives reach.
    pub reach: u8,
    /// The spaces' points (doublers in them; St. Petersburg's doubled when `doubled`).
    pub spaces: u32,
    /// Doublers over the railway (the Trans-Siberian's; 0 elsewhere).
    pub doublers: u8,
    /// St. Petersburg was doubled.
    pub doubled: bool,
    /// Kiev's stars.
    pub stars: u32,
    /// The Kiev medal.
    pub medal: u32,
    /// The railway's points.
    pub total: u32,
}

/// A player's round scoring.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundRow {
    /// The seat.
    pub seat: PlayerId,
    /// The three railways, in scoring order.
    pub railways: Vec<RailwayRow>,
    /// The industry markers' points.
    pub industry: u32,
    /// The round's points.
    pub points: u32,
    /// The player's points after it.
    pub total: u32,
}

/// A player's final scoring.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FinalRow {
    /// The seat.
    pub seat: PlayerId,
    /// Each end-bonus card and its points.
    pub cards: Vec<(EndBonus, u32)>,
    /// Engineers counted for the majority.
    pub engineers: u8,
    /// The majority's points.
    pub majority: u32,
    /// The final scoring's points.
    pub points: u32,
    /// The player's points after it: the result.
    pub total: u32,
}

/// A scoring, as a table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Scoring {
    /// A round's.
    Round {
        /// The round.
        round: u8,
        /// Each seat's, in seat order.
        rows: Vec<RoundRow>,
    },
    /// The final one.
    Final {
        /// Each seat's, in seat order.
        rows: Vec<FinalRow>,
    },
}

fn round_row(score: &RoundScore, doublers: u8, total: u32) -> RoundRow {
    RoundRow {
        seat: score.seat,
        railways: Railway::ALL
            .into_iter()
            .map(|railway| {
                let r = score.railways[railway.index()];
                RailwayRow {
                    railway,
                    reach: r.reach,
                    spaces: r.spaces,
                    doublers: if railway == Railway::TransSiberian { doublers } else { 0 },
                    doubled: r.doubled,
                    stars: r.stars,
                    medal: r.medal,
                    total: r.total(),
                }
            })
            .collect(),
        industry: score.industry,
        points: score.total(),
        total,
    }
}

fn final_points(score: &FinalScore) -> u32 {
    score.cards.iter().map(|(_, p)| p).sum::<u32>() + score.majority
}

/// Each seat's points in `events` (of `players` seats): passing, points at once, the round
/// and the final scorings — what a choice scores now, from `Game::preview`'s events.
pub fn points_in(events: &[Event], players: usize) -> Vec<u32> {
    let mut points = vec![0; players];
    let mut add = |seat: PlayerId, n: u32| {
        if let Some(p) = points.get_mut(usize::from(seat)) {
            *p += n;
        }
    };
    for event in events {
        match event {
            Event::Passed { seat, points } | Event::Points { seat, points, .. } => {
                add(*seat, *points);
            }
            Event::RoundScored { scores, .. } => {
                scores.iter().for_each(|s| add(s.seat, s.total()));
            }
            Event::FinalScored { scores } => {
                scores.iter().for_each(|s| add(s.seat, final_points(s)));
            }
            _ => {}
        }
    }
    points
}

/// What `action` scores now for each seat, from the engine's preview of it (its events), or
/// why the engine refuses it.
pub fn points_now(
    game: &russian_railroads_engine::Game,
    action: &russian_railroads_engine::Action,
) -> Result<Vec<u32>, russian_railroads_engine::Refusal> {
    Ok(points_in(&game.preview(action)?, game.state().player_count()))
}

/// The scorings among the events of an action played from `before`, each with the players'
/// totals after it (the points of the events before it in the action counted).
pub fn scorings(before: &State, events: &[Event]) -> Vec<Scoring> {
    let mut totals = before.scores();
    let add = |totals: &mut Vec<u32>, seat: PlayerId, points: u32| {
        if let Some(t) = totals.get_mut(usize::from(seat)) {
            *t += points;
        }
    };
    let mut out = Vec::new();
    for event in events {
        match event {
            Event::Passed { seat, points } | Event::Points { seat, points, .. } => {
                add(&mut totals, *seat, *points);
            }
            Event::RoundScored { round, scores } => {
                let rows = scores
                    .iter()
                    .map(|score| {
                        add(&mut totals, score.seat, score.total());
                        let doublers = before.player(score.seat).doublers;
                        round_row(score, doublers, totals[usize::from(score.seat)])
                    })
                    .collect();
                out.push(Scoring::Round { round: *round, rows });
            }
            Event::FinalScored { scores } => {
                let rows = scores
                    .iter()
                    .map(|score| {
                        let points = final_points(score);
                        add(&mut totals, score.seat, points);
                        FinalRow {
                            seat: score.seat,
                            cards: score.cards.clone(),
                            engineers: score.engineers,
                            majority: score.majority,
                            points,
                            total: totals[usize::from(score.seat)],
                        }
                    })
                    .collect();
                out.push(Scoring::Final { rows });
            }
            _ => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::railroads::view_model::tests::play;

    /// Every game's round scorings and its final scoring are tabled, the rows add up and the
    /// totals after each action's last scoring are the engine's points.
    #[test]
    fn the_scorings_add_up_to_the_engines_points() {
        for (players, seed) in [(2, 61), (3, 62), (4, 63)] {
            let mut rounds = 0;
            let mut finals = 0;
            for (before, _, after, events) in play(players, seed) {
                let tables = scorings(&before, &events);
                for table in &tables {
                    match table {
                        Scoring::Round { round, rows } => {
                            assert_eq!(*round, before.round);
                            rounds += 1;
                            assert_eq!(rows.len(), players);
                            for row in rows {
                                let railways: u32 = row.railways.iter().map(|r| r.total).sum();
                                assert_eq!(row.points, railways + row.industry);
                                for r in &row.railways {
                                    assert_eq!(r.total, r.spaces + r.stars + r.medal);
                                }
                            }
                        }
                        Scoring::Final { rows } => {
                            finals += 1;
                            for row in rows {
                                let cards: u32 = row.cards.iter().map(|c| c.1).sum();
                                assert_eq!(row.points, cards + row.majority);
                            }
                        }
                    }
                }
                if let Some(last) = tables.last() {
                    let totals: Vec<u32> = match last {
                        Scoring::Round { rows, .. } => rows.iter().map(|r| r.total).collect(),
                        Scoring::Final { rows } => rows.iter().map(|r| r.total).collect(),
                    };
                    assert_eq!(totals, after.scores(), "round {}", before.round);
                }
            }
            assert_eq!(rounds, usize::from(play(players, seed)[0].0.rounds));
            assert_eq!(finals, 1);
        }
    }

    /// What a choice scores now is what playing it scores: at every position of a game,
    /// every move on offer previewed, the one played compared with the points after it.
    #[test]
    fn a_choice_scores_now_what_playing_it_scores() {
        use russian_railroads_engine::{Game, selfplay};
        let steps = play(3, 71);
        let mut game = Game::new(selfplay::random_setup(71, 3)).expect("a set-up");
        let mut scored = 0;
        for (before, action, after, events) in steps {
            for other in game.available() {
                assert!(points_now(&game, &other).is_ok(), "{other:?} is offered");
            }
            let now = points_now(&game, &action).expect("an offered move");
            let gained: Vec<u32> =
                after.scores().iter().zip(before.scores()).map(|(a, b)| a - b).collect();
            assert_eq!(now, gained, "{action:?}");
            assert_eq!(points_in(&events, 3), gained);
            scored += usize::from(gained.iter().any(|&g| g > 0));
            game.apply(&action).expect("the move played");
        }
        assert!(scored > 5, "{scored} moves scored");
        assert!(points_now(&game, &russian_railroads_engine::Action::Pass).is_err(), "over");
    }
}
