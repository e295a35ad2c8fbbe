//! How long the strong bot takes to decide (targets: median ≤ 50 ms, max ≤ 300 ms), over
//! the decisions of a few games (4 and 2 players) in which the strong bot plays every seat:
//! the placements it searches, and every decision (most are a task's step, which it leaves to
//! steady and takes microseconds). Read through [`bot::choose_in`] with the default budget
//! ([`Strong::default`]), as the app and the tournaments call it. Prints the figures; no
//! target is asserted here.
#![allow(clippy::print_stdout)] // a benchmark prints its figures

use std::time::Instant;

use game_core::decision_rng;
use russian_railroads_engine::Game;
use russian_railroads_engine::bot::{self, Level, strong::Strong};
use russian_railroads_engine::selfplay::{MAX_ACTIONS, random_setup};
use russian_railroads_engine::state::Phase;

fn main() {
    for players in [4, 2] {
        decide(players, 3);
    }
}

/// The median, p99 and max of `times` (sorted here), in ms.
fn figures(times: &mut [f64]) -> (f64, f64, f64) {
    times.sort_by(f64::total_cmp);
    let at = |q: f64| {
        times.get(((times.len().max(1) - 1) as f64 * q).round() as usize).copied().unwrap_or(0.0)
    };
    (at(0.5), at(0.99), times.last().copied().unwrap_or(0.0))
}

/// Plays `games` games of `players` strong bots and prints how long they took to decide.
fn decide(players: usize, games: u64) {
    let budget = Strong::default();
    let mut times: Vec<f64> = Vec::new();
    let mut placements: Vec<f64> = Vec::new();
    let mut actions = 0usize;
    let start = Instant::now();
    for seed in 0..games {
        let Ok(mut game) = Game::new(random_setup(seed, players)) else {
            eprintln!("seed {seed}: no set-up");
            std::process::exit(1);
        };
        while !game.is_over() && game.actions().len() < MAX_ACTIONS {
            let mut rng = decision_rng(&game);
            let placing =
                matches!(game.state().phase, Phase::Turn { .. }) && game.state().pending.is_empty();
            let clock = Instant::now();
            let chosen = bot::choose_in(game.state(), Level::Strong, &budget, &mut rng);
            let ms = clock.elapsed().as_secs_f64() * 1000.0;
            times.push(ms);
            if placing {
                placements.push(ms);
            }
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
    let seconds = start.elapsed().as_secs_f64();
    let count = placements.len();
    let (median, p99, max) = figures(&mut placements);
    println!(
        "strong, {players} players, {games} games ({actions} actions, {seconds:.1} s): its {count} \
         placements median {median:.1} ms (target ≤ 50), p99 {p99:.1} ms, max {max:.1} ms \
         (target ≤ 300)"
    );
    let count = times.len();
    let (median, p99, max) = figures(&mut times);
    println!(
        "strong, {players} players: all its {count} decisions median {median:.3} ms, \
         p99 {p99:.1} ms, max {max:.1} ms"
    );
}
