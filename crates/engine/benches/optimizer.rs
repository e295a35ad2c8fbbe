//! Route optimizer speed: the best route of every line on the dense late-game 6-player board
//! (`rules::sample_boards::dense_board`), run many times. Prints the median and the maximum
//! per line and overall, in milliseconds. Target: under 10 ms per line natively, so that the
//! browser can recompute every line after each tile.
//!
//! A second measure, "alone", is a stress case: the same board with every marker but the
//! line's own removed, so that no interchange blocks it and its graph is the whole network.
//! `cargo bench -p tramways-engine --bench optimizer -- --runs=N` sets the repetitions.
#![allow(clippy::print_stdout)] // a benchmark prints its figures

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use tramways_engine::rules::route::{Route, RouteContext, best_route};
use tramways_engine::rules::sample_boards::{dense_board, dense_context};
use tramways_engine::rules::{BoardState, Marker};

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// Runs `best_route` `runs` times: the sorted samples and the route.
fn time(board: &BoardState, ctx: &RouteContext, runs: usize) -> (Vec<Duration>, Option<Route>) {
    let mut samples = Vec::with_capacity(runs);
    let mut route = None;
    for _ in 0..runs {
        let t = Instant::now();
        route = std::hint::black_box(best_route(board, ctx));
        samples.push(t.elapsed());
    }
    samples.sort();
    (samples, route)
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
    let runs: usize = std::env::args()
        .skip(1)
        .find_map(|a| a.strip_prefix("--runs=").and_then(|n| n.parse().ok()))
        .unwrap_or(25);
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
