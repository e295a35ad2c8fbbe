//! How long the strong bot takes to decide (targets: median ≤ 50 ms, max ≤ 300 ms), over
//! every decision of a few 4-player games in which the strong bot plays every seat, read
//! through [`bot::choose_in`] with the default budget ([`Strong::default`]), as the app and
//! the tournaments call it. Prints the figures; no target is asserted here.
#![allow(clippy::print_stdout)] // a benchmark prints its figures

use std::time::Instant;

use game_core::decision_rng;
use russian_railroads_engine::Game;
use russian_railroads_engine::bot::{self, Level, strong::Strong};
use russian_railroads_engine::selfplay::{MAX_ACTIONS, random_setup};

fn main() {
    let budget = Strong::default();
    let games = 3u64;
    let mut times: Vec<f64> = Vec::new();
    let mut actions = 0usize;
    let start = Instant::now();
    for seed in 0..games {
        let Ok(mut game) = Game::new(random_setup(seed, 4)) else {
            eprintln!("seed {seed}: no set-up");
            std::process::exit(1);
        };
        while !game.is_over() && game.actions().len() < MAX_ACTIONS {
            let mut rng = decision_rng(&game);
            let clock = Instant::now();
            let chosen = bot::choose_in(game.state(), Level::Strong, &budget, &mut rng);
            times.push(clock.elapsed().as_secs_f64() * 1000.0);
            let Some(action) = chosen else {
                eprintln!("seed {seed}: nothing chosen at action {}", game.actions().len());
                std::process::exit(1);
            };
            if let Err(refusal) = game.apply(&action) {
                eprintln!("seed {seed}: the strong bot's {action:?} was refused: {refusal}");
                std::process::exit(1);
            }
        }
        actions += game.actions().len();
    }
    times.sort_by(f64::total_cmp);
    let at = |q: f64| times.get(((times.len().max(1) - 1) as f64 * q).round() as usize);
    let ms = |t: Option<&f64>| t.copied().unwrap_or(0.0);
    println!(
        "strong decisions over {games} 4-player games ({actions} actions, {:.1} s): {} \
         decisions, median {:.3} ms (target ≤ 50), p99 {:.3} ms, max {:.3} ms (target ≤ 300)",
        start.elapsed().as_secs_f64(),
        times.len(),
        ms(at(0.5)),
        ms(at(0.99)),
        ms(times.last()),
    );
}
