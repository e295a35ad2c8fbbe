//! What a bot's search costs (issue 18): cloning a late 6-player position and applying one
//! action to the copy, and complete random 6-player games per second. Prints medians; no
//! target is asserted here (a shared machine's timings vary), the figures go in
//! docs/performance.md.
#![allow(clippy::print_stdout)] // a benchmark prints its figures

use std::time::Instant;

use tramways_engine::game::Game;

mod common;
use common::{median, random_game, timings};

fn main() {
    // Late positions: from 90% through the 6-player game at seed 18 (the densest board the
    // browser tests use), the first tile lay and the first run, each with the action played.
    let game = random_game(18);
    let from = game.actions().len() * 9 / 10;
    for kind in ["lay_tile", "run_tram", "pass_share"] {
        let Some(at) =
            (from..game.actions().len()).chain(0..from).find(|&i| game.actions()[i].kind() == kind)
        else {
            continue;
        };
        let late = match Game::replay(game.setup(), &game.actions()[..at]) {
            Ok(late) => late,
            Err(e) => {
                eprintln!("the replay failed: {e}");
                std::process::exit(1);
            }
        };
        let next = game.actions()[at].clone();
        let runs = 20_000;
        let clone_apply = timings(runs, || {
            let mut copy = late.clone();
            assert!(copy.apply(&next).is_ok());
            std::hint::black_box(&copy);
        });
        let clones = timings(runs, || {
            std::hint::black_box(late.clone());
        });
        let position = late.state().clone();
        let position_apply = timings(runs, || {
            let mut copy = position.clone();
            assert!(copy.apply(&next).is_ok());
            std::hint::black_box(&copy);
        });
        println!(
            "{kind} at action {at} of {} (6 players, seed 18), median of {runs}: Game clone + \
             apply {} ns (the clone alone {} ns); State clone + apply {} ns",
            game.actions().len(),
            median(clone_apply).as_nanos(),
            median(clones).as_nanos(),
            median(position_apply).as_nanos()
        );
    }
    let games = 100u64;
    let start = Instant::now();
    let mut actions = 0;
    for seed in 0..games {
        actions += random_game(1000 + seed).actions().len();
    }
    let took = start.elapsed();
    println!(
        "random complete 6-player games: {games} in {took:?}, {:.1} games/s, {:.2} ms per \
         1,000 actions",
        games as f64 / took.as_secs_f64(),
        took.as_secs_f64() * 1e6 / actions as f64
    );
}
