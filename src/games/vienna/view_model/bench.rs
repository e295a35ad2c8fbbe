//! The in-browser optimizer benchmark (issue 5): the best route of every line on the dense
//! late-game 6-player sample board, timed with the page's clock. The same measure as the
//! native `cargo bench --bench optimizer`, so the two figures can be compared.
//!
//! The clock is a parameter: the browser passes `performance.now()`, native tests pass a fake
//! one. Nothing here is 1840-specific beyond the engine's sample board.

use tramways_engine::rules::sample_boards::{dense_board, dense_context, time_best_route};
use tramways_engine::rules::{BoardState, Marker};

/// One line's figures.
#[derive(Debug, Clone, PartialEq)]
pub struct LineTiming {
    /// The line number.
    pub line: u8,
    /// The best route's revenue (0 when the line has no valid route).
    pub revenue: i64,
    /// The number of revenue locations on the best route.
    pub stops: usize,
    /// Median of the runs, in milliseconds.
    pub median_ms: f64,
    /// Slowest run, in milliseconds.
    pub max_ms: f64,
}

/// The whole benchmark: per line, and over all runs of all lines.
#[derive(Debug, Clone, PartialEq)]
pub struct BenchReport {
    /// Tiles on the board.
    pub tiles: usize,
    /// Line station markers on the board.
    pub markers: usize,
    /// One row per line that has markers on the board.
    pub lines: Vec<LineTiming>,
    /// Median over every run of every line, in milliseconds.
    pub median_ms: f64,
    /// Slowest run of any line, in milliseconds.
    pub max_ms: f64,
}

/// Times `best_route` for every line of the dense board, `runs` times each (at least once).
pub fn optimizer_bench(runs: usize, now: &dyn Fn() -> f64) -> BenchReport {
    run_on(&dense_board(), runs, now)
}

fn run_on(board: &BoardState, runs: usize, now: &dyn Fn() -> f64) -> BenchReport {
    let mut all = Vec::new();
    let mut lines = Vec::new();
    for line in 1..=18u8 {
        if board.markers_of(Marker::Line(line)).is_empty() {
            continue;
        }
        let (samples, route) = time_best_route(board, &dense_context(line), runs, now);
        let (revenue, stops) = route.map_or((0, 0), |r| (r.revenue, r.stops.len()));
        lines.push(LineTiming {
            line,
            revenue,
            stops,
            median_ms: samples[samples.len() / 2],
            max_ms: samples[samples.len() - 1],
        });
        all.extend(samples);
    }
    all.sort_by(f64::total_cmp);
    BenchReport {
        tiles: board.tiles().count(),
        markers: board.markers().filter(|(_, m)| matches!(m, Marker::Line(_))).count(),
        lines,
        median_ms: all.get(all.len() / 2).copied().unwrap_or(0.0),
        max_ms: all.last().copied().unwrap_or(0.0),
    }
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;

    use tramways_engine::rules::route::best_route;

    use super::*;

    /// A clock that advances one millisecond per reading: every run then takes exactly 1 ms.
    fn ticking() -> impl Fn() -> f64 {
        let t = Cell::new(0.0);
        move || {
            t.set(t.get() + 1.0);
            t.get()
        }
    }

    #[test]
    fn every_line_of_the_dense_board_is_timed_with_its_best_route() {
        let clock = ticking();
        let report = optimizer_bench(3, &clock);
        assert_eq!(report.lines.len(), 18, "the dense board places all 18 lines");
        let board = dense_board();
        for row in &report.lines {
            let best = best_route(&board, &dense_context(row.line)).map_or(0, |r| r.revenue);
            assert_eq!(row.revenue, best, "line {}", row.line);
            assert_eq!((row.median_ms, row.max_ms), (1.0, 1.0));
        }
        assert!(report.lines.iter().all(|r| r.revenue > 0 && r.stops >= 2));
        assert_eq!(
            report.markers,
            board.markers().filter(|(_, m)| matches!(m, Marker::Line(_))).count()
        );
    }

    #[test]
    fn zero_runs_still_runs_once() {
        let clock = ticking();
        let report = optimizer_bench(0, &clock);
        assert!(report.lines.iter().all(|r| r.median_ms == 1.0));
    }
}
