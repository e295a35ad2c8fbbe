//! Replay and undo speed (issue 4): a complete random 6-player game is replayed from its log,
//! and its last action is undone (undo replays the log). Also the moves on offer
//! (`Game::available`, which the app asks for after every action, issue 8) at every position of
//! that game. Prints medians and maxima; targets: well under a frame (16 ms) natively.
#![allow(clippy::print_stdout)] // a benchmark prints its figures

use std::time::{Duration, Instant};

use tramways_engine::game::Game;

mod common;
use common::{median, random_game};

fn main() {
    let seed = 11;
    let game = random_game(seed);
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
    // The moves on offer at each position of this game and of the 6-player game at seed 18
    // (the densest board the browser tests use); the slowest are the Line Rounds' tile lays.
    let mut offers: Vec<(Duration, usize)> = Vec::new();
    for game in [game, random_game(18)] {
        let mut walk = match Game::new(game.setup().clone()) {
            Ok(walk) => walk,
            Err(e) => {
                eprintln!("the set-up is refused: {e}");
                std::process::exit(1);
            }
        };
        for action in game.actions() {
            let start = Instant::now();
            let moves = std::hint::black_box(walk.available()).moves.len();
            offers.push((start.elapsed(), moves));
            assert!(walk.apply(action).is_ok());
        }
    }
    offers.sort();
    let (max, moves) = offers[offers.len() - 1];
    println!(
        "moves on offer at each of {} positions (seeds {seed} and 18): median {:?}, max {max:?} \
         ({moves} moves)",
        offers.len(),
        offers[offers.len() / 2].0
    );
}
