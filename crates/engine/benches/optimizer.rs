//! Route optimizer speed: the best route of every line on the dense late-game 6-player board
//! (`rules::sample_boards::dense_board`), run many times. Prints the median and the maximum
//! per line and overall, in milliseconds. Target: under 10 ms per line natively, so that the
//! browser can recompute every line after each tile.
//!
//! A second measure, "alone", is a stress case: the same board with every marker but the
//! line's own removed, so that no interchange blocks it and its graph is the whole network.
//!
//! Then the real boards of the 2-player 18xx.games fixture (read from `../shared`, skipped
//! with a message when absent): after each of its Line Rounds, the best route of every line
//! that has a tram, median and maximum per round and overall.
//! `cargo bench -p tramways-engine --bench optimizer -- --runs=N` sets the repetitions.
#![allow(clippy::print_stdout)] // a benchmark prints its figures

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use tramways_engine::data::game_tables::Round;
use tramways_engine::game::{Game, line_route_context};
use tramways_engine::import::from_18xx_json;
use tramways_engine::rules::route::{Route, RouteContext};
use tramways_engine::rules::sample_boards::{dense_board, dense_context, time_best_route};
use tramways_engine::rules::{BoardState, Marker};

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// Runs `best_route` `runs` times: the sorted samples and the route.
fn time(board: &BoardState, ctx: &RouteContext, runs: usize) -> (Vec<Duration>, Option<Route>) {
    let start = Instant::now();
    let now = || start.elapsed().as_secs_f64() * 1000.0;
    let (samples, route) = time_best_route(board, ctx, runs, &now);
    (samples.into_iter().map(|ms| Duration::from_secs_f64(ms / 1000.0)).collect(), route)
}

/// `board` with every marker removed except `line`'s.
fn alone(board: &BoardState, line: u8) -> BoardState {
    let mut out = board.clone();
    for (at, marker) in board.markers() {
        if marker != Marker::Line(line) {
            let _ = out.remove_marker(at, marker);
        }
    }
    out
}

fn main() {
    let runs: usize = std::env::args()
        .skip(1)
        .find_map(|a| a.strip_prefix("--runs=").and_then(|n| n.parse().ok()))
        .unwrap_or(25);
    dense(runs);
    fixture_boards(runs);
}

/// The dense late-game 6-player board, every line, also alone.
fn dense(runs: usize) {
    let start = Instant::now();
    let board = dense_board();
    let built = start.elapsed();
    let tiles = board.tiles().count();
    let line_markers = board.markers().filter(|(_, m)| matches!(m, Marker::Line(_))).count();
    let sb_markers = board.markers().filter(|(_, m)| matches!(m, Marker::Stadtbahn(_))).count();
    let mut colours: BTreeMap<String, usize> = BTreeMap::new();
    for (_, laid) in board.tiles() {
        *colours.entry(format!("{:?}", laid.tile.color).to_lowercase()).or_default() += 1;
    }
    println!(
        "dense board: {tiles} tiles {colours:?}, {line_markers} line markers, {sb_markers} \
         Stadtbahn markers (built in {:.2} ms)",
        ms(built)
    );
    let (mut all, mut all_alone) = (Vec::new(), Vec::new());
    println!("                                  dense board            alone");
    println!("line  markers  revenue  stops   median ms   max ms   median ms   max ms  revenue");
    for line in 1..=18 {
        let ctx = dense_context(line);
        let (samples, route) = time(&board, &ctx, runs);
        let (lonely, lonely_route) = time(&alone(&board, line), &ctx, runs);
        let markers = board.markers_of(Marker::Line(line)).len();
        let (revenue, stops) = route.map_or((0, 0), |r| (r.revenue, r.stops.len()));
        let lonely_revenue = lonely_route.map_or(0, |r| r.revenue);
        println!(
            "{line:>4}  {markers:>7}  {revenue:>7}  {stops:>5}  {:>10.3}  {:>7.3}  {:>10.3}  {:>7.3}  {lonely_revenue:>7}",
            ms(samples[runs / 2]),
            ms(samples[runs - 1]),
            ms(lonely[runs / 2]),
            ms(lonely[runs - 1]),
        );
        all.extend(samples);
        all_alone.extend(lonely);
    }
    all.sort();
    all_alone.sort();
    println!(
        "all lines, dense board: median {:.3} ms, max {:.3} ms per line",
        ms(all[all.len() / 2]),
        ms(all[all.len() - 1])
    );
    println!(
        "all lines, alone:       median {:.3} ms, max {:.3} ms per line",
        ms(all_alone[all_alone.len() / 2]),
        ms(all_alone[all_alone.len() - 1])
    );
}

const FIXTURE: &str = "../../../shared/fixtures/1840-2player-18xx-games.json";

/// The boards of the real 2-player game after each of its Line Rounds: every line with a tram.
fn fixture_boards(runs: usize) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(FIXTURE);
    let Ok(text) = std::fs::read_to_string(&path) else {
        println!("\nskipped the fixture's boards: {} is not readable", path.display());
        return;
    };
    let imported = match from_18xx_json(&text) {
        Ok(imported) => imported,
        Err(e) => {
            eprintln!("the fixture does not import: {e}");
            std::process::exit(1);
        }
    };
    let Ok(mut game) = Game::new(imported.setup.clone()) else {
        eprintln!("the fixture's set-up is not valid");
        std::process::exit(1);
    };
    println!("\nthe 2-player 18xx.games game, after each Line Round:");
    println!("round  tiles  lines  revenues                          median ms   max ms");
    let mut all = Vec::new();
    for action in &imported.actions {
        let before = game.state().round;
        if let Err(e) = game.apply(action) {
            eprintln!("the fixture does not replay: {e}");
            std::process::exit(1);
        }
        if matches!(before, Round::Line(..)) && game.state().round != before {
            all.extend(line_round_board(&game, before, runs));
        }
    }
    all.sort();
    println!(
        "all lines, fixture boards: median {:.3} ms, max {:.3} ms per line ({} timings)",
        ms(all[all.len() / 2]),
        ms(all[all.len() - 1]),
        all.len()
    );
}

/// Times every line with a tram on the board of `game`, which has just left `round`; prints a
/// row and returns the samples.
fn line_round_board(game: &Game, round: Round, runs: usize) -> Vec<Duration> {
    let state = game.state();
    let mut samples = Vec::new();
    let mut revenues = Vec::new();
    for &line in state.lines.keys() {
        let Some(ctx) = line_route_context(state, line) else { continue };
        let (times, route) = time(&state.board, &ctx, runs);
        revenues.push(format!("{line}:{}", route.map_or(0, |r| r.revenue)));
        samples.extend(times);
    }
    samples.sort();
    if samples.is_empty() {
        println!("{round:<5}  no line has a tram");
        return samples;
    }
    println!(
        "{round:<5}  {:>5}  {:>5}  {:<32}  {:>9.3}  {:>7.3}",
        state.board.tiles().count(),
        revenues.len(),
        revenues.join(" "),
        ms(samples[samples.len() / 2]),
        ms(samples[samples.len() - 1]),
    );
    samples
}
