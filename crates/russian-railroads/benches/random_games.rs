//! Complete random 4-player games of Russian Railroads per second (target ≥ 1,000 on a
//! developer's machine in release) and actions per game: the cost of the rules themselves,
//! which the strong bot's futures and the property tests pay for. Prints the figures; no
//! target is asserted here (a shared machine's timings vary).
#![allow(clippy::print_stdout)] // a benchmark prints its figures

use std::time::{Duration, Instant};

use russian_railroads_engine::selfplay::random_game;

fn main() {
    // Warm up (caches, the allocator) on a few games, then play for about two seconds.
    for seed in 0..20 {
        std::hint::black_box(random_game(seed, 4));
    }
    for players in [4usize, 3, 2] {
        let start = Instant::now();
        let (mut games, mut actions, mut unfinished) = (0u64, 0usize, 0u64);
        while start.elapsed() < Duration::from_secs(2) || games < 100 {
            let game = random_game(1_000 + games, players);
            actions += game.actions().len();
            unfinished += u64::from(!game.is_over());
            games += 1;
        }
        let seconds = start.elapsed().as_secs_f64();
        println!(
            "random {players}-player games: {games} in {seconds:.2} s = {:.0} games/s \
             (target for 4 players ≥ 1,000), {:.1} actions/game, {:.2} µs/action, \
             {unfinished} unfinished",
            games as f64 / seconds,
            actions as f64 / games as f64,
            seconds * 1e6 / actions.max(1) as f64,
        );
    }
}
