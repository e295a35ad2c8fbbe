//! Complete games between bots with the seats rotated every game, and how each seat fared: the
//! command line's tournaments of every game, written once.

use crate::bots::{Bot, play_bots};
use crate::game::SaveOf;
use crate::rules::Rules;

/// How one seat of the list fared over the tournament.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SeatRecord {
    /// Games won (a shared win counts).
    pub wins: u64,
    /// Of those, the wins shared with another seat.
    pub shared: u64,
    /// The sum of its ranks.
    pub rank_sum: u64,
    /// Its score in every game.
    pub scores: Vec<i64>,
    /// Its score minus the best other seat's, in every game.
    pub margins: Vec<i64>,
    /// How long each of its decisions took, in ms.
    pub times: Vec<f64>,
}

/// What a tournament found.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Record {
    /// One record per seat of the list, in its order.
    pub seats: Vec<SeatRecord>,
    /// Moves chosen that were not on offer (always 0 for correct bots).
    pub illegal: usize,
    /// Games that did not end.
    pub unfinished: u64,
}

/// Plays `games` games with the bots of `seats`, game `g` seeded `seed + g`; seat `i` of the
/// list plays player `(i + g) mod n`, so every bot takes every place in turn. `setup` makes a
/// game's set-up from its seed and, for each player, the seat of the list that plays it. `bot` makes a seat's bot, `fallback` the move for one that chooses a move not on
/// offer; `saved` sees each game's save and its seed.
#[allow(clippy::too_many_arguments)]
pub fn play<R: Rules, L: Copy>(
    seats: &[L],
    games: u64,
    seed: u64,
    mut setup: impl FnMut(u64, &[usize]) -> R::Setup,
    bot: impl Fn(L) -> Box<dyn Bot<R>>,
    fallback: &mut dyn Bot<R>,
    clock: &dyn Fn() -> f64,
    mut saved: impl FnMut(u64, &SaveOf<R>) -> Result<(), String>,
) -> Result<Record, String> {
    let n = seats.len();
    let mut record = Record { seats: vec![SeatRecord::default(); n], ..Record::default() };
    if n == 0 {
        return Ok(record);
    }
    for g in 0..games {
        let game_seed = seed.wrapping_add(g);
        let shift = (g % n as u64) as usize;
        let list_seat = |player: usize| (player + n - shift) % n;
        let list: Vec<usize> = (0..n).map(list_seat).collect();
        let mut bots: Vec<Box<dyn Bot<R>>> = list.iter().map(|&i| bot(seats[i])).collect();
        let played = play_bots(setup(game_seed, &list), &mut bots, game_seed, fallback, clock)?;
        saved(game_seed, &played.game.save())?;
        record.illegal += played.illegal.len();
        if !played.finished {
            record.unfinished += 1;
        }
        for (seat, ms) in &played.decisions {
            record.seats[list_seat(usize::from(*seat))].times.push(*ms);
        }
        let standings = R::standings(&played.game.outcome());
        let winners = standings.iter().filter(|s| s.rank == 1).count();
        for standing in &standings {
            let best_other =
                standings.iter().filter(|o| o.seat != standing.seat).map(|o| o.score).max();
            let seat = &mut record.seats[list_seat(usize::from(standing.seat))];
            if standing.rank == 1 {
                seat.wins += 1;
                if winners > 1 {
                    seat.shared += 1;
                }
            }
            seat.rank_sum += u64::from(standing.rank);
            seat.scores.push(standing.score);
            seat.margins.push(standing.score.saturating_sub(best_other.unwrap_or(0)));
        }
    }
    Ok(record)
}
