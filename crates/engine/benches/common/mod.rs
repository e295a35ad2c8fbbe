//! Helpers shared by the benchmarks.

use std::time::{Duration, Instant};

use tramways_engine::game::Game;
use tramways_engine::selfplay::{play_random, random_setup_for};

/// The median of `samples`.
pub fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort();
    samples[samples.len() / 2]
}

/// `runs` timings of `f`.
#[allow(dead_code)] // not every benchmark times this way
pub fn timings(runs: usize, mut f: impl FnMut()) -> Vec<Duration> {
    (0..runs)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed()
        })
        .collect()
}

/// A complete random 6-player game (the process stops with a message if it fails).
pub fn random_game(seed: u64) -> Game {
    match play_random(random_setup_for(6, seed), seed, |_, _| {}) {
        Ok(game) => game,
        Err(e) => {
            eprintln!("the random game failed: {e}");
            std::process::exit(1);
        }
    }
}
