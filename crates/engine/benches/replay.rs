//! Replay and undo speed (issue 4): a complete random 6-player game is replayed from its log,
//! and its last action is undone (undo replays the log). Prints medians; targets: well under a
//! frame (16 ms) natively.
#![allow(clippy::print_stdout)] // a benchmark prints its figures

use std::time::{Duration, Instant};

use tramways_engine::game::Game;
use tramways_engine::selfplay::{play_random, random_setup_for};

fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort();
    samples[samples.len() / 2]
}

fn main() {
    let seed = 11;
    let game = match play_random(random_setup_for(6, seed), seed, |_, _| {}) {
        Ok(game) => game,
        Err(e) => {
            eprintln!("the random game failed: {e}");
            std::process::exit(1);
        }
    };
    let actions = game.actions().len();
    let runs = 30;
    let replays: Vec<Duration> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            let replayed = Game::replay(game.setup(), game.actions());
            let took = start.elapsed();
            assert!(replayed.is_ok());
            took
        })
        .collect();
    let undos: Vec<Duration> = (0..runs)
        .map(|_| {
            let mut copy = game.clone();
            let start = Instant::now();
            let undone = copy.undo();
            let took = start.elapsed();
            assert!(undone);
            took
        })
        .collect();
    println!("random 6-player game: {actions} actions");
    println!("replay the whole log: median {:?} ({runs} runs)", median(replays));
    println!("undo the last action: median {:?} ({runs} runs)", median(undos));
}
