//! The score strip: every player at a glance, in turn order — points (and by source), workers
//! left to place, whether passed, who decides now.

use russian_railroads_engine::state::{PlayerId, Points, State};

/// One player on the strip.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SeatRow {
    /// The seat.
    pub seat: PlayerId,
    /// Its place in the turn order, from 0.
    pub position: usize,
    /// Points so far.
    pub points: u32,
    /// Points by source.
    pub by_source: Points,
    /// Workers left to place: own, temporary and the black worker in the supply.
    pub workers: u8,
    /// Rubles.
    pub rubles: u8,
    /// Has passed this round.
    pub passed: bool,
    /// Decides now.
    pub deciding: bool,
}

/// Every player, first in the turn order first.
pub fn seats(state: &State) -> Vec<SeatRow> {
    let decider = state.decider();
    state
        .order
        .iter()
        .enumerate()
        .map(|(position, &seat)| {
            let player = state.player(seat);
            SeatRow {
                seat,
                position,
                points: player.points.total(),
                by_source: player.points,
                workers: player.workers_in_hand(),
                rubles: player.rubles,
                passed: player.passed,
                deciding: decider == Some(seat),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use russian_railroads_engine::Action;

    use super::*;
    use crate::games::railroads::view_model::tests::play;

    #[test]
    fn the_strip_lists_every_seat_in_turn_order_with_the_engines_scores() {
        for (before, action, after, _) in play(4, 51) {
            let rows = seats(&after);
            assert_eq!(rows.iter().map(|r| r.seat).collect::<Vec<_>>(), after.order);
            assert!(rows.iter().enumerate().all(|(i, r)| r.position == i));
            let scores = after.scores();
            assert!(rows.iter().all(|r| r.points == scores[usize::from(r.seat)]));
            let deciding: Vec<_> = rows.iter().filter(|r| r.deciding).map(|r| r.seat).collect();
            assert_eq!(deciding, after.decider().into_iter().collect::<Vec<_>>());
            if action == Action::Pass {
                let seat = before.decider().expect("a seat passed");
                let row = rows.iter().find(|r| r.seat == seat).expect("its row");
                // Unless the pass ended the round (a new round un-passes everyone).
                assert!(row.passed || after.round > before.round || after.is_over());
            }
        }
    }

    #[test]
    fn workers_left_count_temporary_and_black_workers() {
        let (_, _, after, _) = play(3, 52)
            .into_iter()
            .find(|(_, _, s, _)| s.players.iter().any(|p| p.temporary > 0))
            .expect("someone took the temporary workers");
        let seat = after.players.iter().position(|p| p.temporary > 0).unwrap() as PlayerId;
        let row = seats(&after).into_iter().find(|r| r.seat == seat).unwrap();
        let player = after.player(seat);
        assert_eq!(
            row.workers,
            player.workers + player.temporary + u8::from(player.black_worker == Some(true))
        );
        assert!(row.workers > player.workers);
    }
}
