//! Bot tournaments for measuring: `cargo run --release --example bots -- PLAYERS GAMES SEED LEVEL...`
//! (e.g. `4 500 1 strong steady steady steady`), seats rotated by the core's tournament. Prints
//! each seat's wins, win rate, median score and decision times (all decisions, and the
//! placements alone: the decisions the strong bot searches), and the winners' median score.
//!
//! `CANDIDATES`, `SAMPLES`, `HORIZON`, `NOISE`, `WORK` change the strong bot's budget; a seat
//! named `tuned` plays steady with the weights of `TUNE` ("potential=0.2,engineer=12/3.5,…");
//! `SLOW=1` prints the decisions that took over 100 ms.

#![allow(clippy::print_stdout)]

use std::cell::RefCell;
use std::rc::Rc;

use std::time::Instant;

use russian_railroads_engine::bot::{Level, Seated, steady, strong::Strong};
use russian_railroads_engine::selfplay::{random_among, random_setup};
use russian_railroads_engine::state::Phase;
use russian_railroads_engine::{RussianRailroads, State};

/// A seated bot that also records how long its placements took, by level.
struct Timed {
    inner: Seated,
    placements: Rc<RefCell<Vec<(Level, f64)>>>,
}

impl game_core::Bot<RussianRailroads> for Timed {
    fn choose(
        &mut self,
        state: &State,
        seat: game_core::Seat,
        rng: &mut dyn rand::RngCore,
    ) -> Option<russian_railroads_engine::Action> {
        let placement = state.pending.is_empty() && matches!(state.phase, Phase::Turn { .. });
        let start = Instant::now();
        let out = self.inner.choose(state, seat, rng);
        let took = start.elapsed().as_secs_f64() * 1000.0;
        if took > 100.0 && std::env::var("SLOW").is_ok() {
            println!(
                "slow {} {took:.1} ms: round {} moves {} passed {:?} chose {out:?}",
                self.inner.level.name(),
                state.round,
                russian_railroads_engine::rules::available(state).len(),
                state.players.iter().map(|p| p.passed).collect::<Vec<_>>(),
            );
        }
        if placement {
            let ms = start.elapsed().as_secs_f64() * 1000.0;
            self.placements.borrow_mut().push((self.inner.level, ms));
        }
        out
    }
}

/// The steady bot with weights changed by `TUNE` ("name=value,…", tuples as "a/b").
struct Tuned(steady::Weights);

impl game_core::Bot<RussianRailroads> for Tuned {
    fn choose(
        &mut self,
        state: &State,
        seat: game_core::Seat,
        _rng: &mut dyn rand::RngCore,
    ) -> Option<russian_railroads_engine::Action> {
        steady::decide_with(&state.view_for(seat).state, &self.0)
    }
}

fn tuned() -> steady::Weights {
    let mut w = steady::Weights::default();
    let Ok(spec) = std::env::var("TUNE") else { return w };
    for item in spec.split(',').filter(|s| !s.is_empty()) {
        let (k, v) = item.split_once('=').expect("name=value");
        let x: Vec<f64> = v.split('/').map(|x| x.parse().expect("a number")).collect();
        match k {
            "potential" => w.potential = x[0],
            "reach" => w.reach = x[0],
            "black" => w.black = x[0],
            "kiev_black" => w.kiev_black = x[0],
            "colours" => w.colours = [x[0], x[1], x[2]],
            "worker" => w.worker = x[0],
            "engineer" => w.engineer = (x[0], x[1]),
            "ruble" => w.ruble = (x[0], x[1], x[2]),
            "doubler" => w.doubler = x[0],
            "factory" => w.factory = (x[0], x[1]),
            "marker" => w.marker = x[0],
            "medal" => w.medal = x[0],
            "hand" => w.hand = (x[0], x[1]),
            "turn_order" => w.turn_order = x[0],
            "extra_engineer" => w.extra_engineer = x[0],
            other => panic!("no weight {other}"),
        }
    }
    w
}

struct Fallback;

impl game_core::Bot<RussianRailroads> for Fallback {
    fn choose(
        &mut self,
        state: &State,
        _seat: game_core::Seat,
        rng: &mut dyn rand::RngCore,
    ) -> Option<russian_railroads_engine::Action> {
        let mut rng = rng;
        random_among(&russian_railroads_engine::rules::available(state), &mut rng)
    }
}

fn median(v: &mut [f64]) -> f64 {
    if v.is_empty() {
        return 0.0;
    }
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let players: usize = args.first().and_then(|s| s.parse().ok()).unwrap_or(4);
    let games: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(20);
    let seed: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(1);
    // "tuned" plays as a steady bot with the weights of `TUNE` (its level shows as random).
    let seats: Vec<Level> = args
        .iter()
        .skip(3)
        .map(|s| if s == "tuned" { Level::Random } else { Level::from_name(s).expect("a level") })
        .collect();
    let weights = tuned();
    assert_eq!(seats.len(), players, "one level per player");
    let mut budget = Strong::default();
    let env = |name: &str| std::env::var(name).ok().and_then(|s| s.parse::<f64>().ok());
    if let Some(c) = env("CANDIDATES") {
        budget.candidates = c as usize;
    }
    if let Some(s) = env("SAMPLES") {
        budget.samples = s as u32;
    }
    if let Some(h) = env("HORIZON") {
        budget.horizon = h as u8;
    }
    if let Some(w) = env("WORK") {
        budget.work = w as u32;
    }
    if let Some(n) = env("NOISE") {
        budget.noise = n;
    }
    println!("budget {budget:?}");
    let placements: Rc<RefCell<Vec<(Level, f64)>>> = Rc::default();
    let started = Instant::now();
    let clock = move || started.elapsed().as_secs_f64() * 1000.0;
    let record = game_core::tournament::play(
        &seats,
        games,
        seed,
        |s, _| random_setup(s, players),
        |level| {
            if level == Level::Random && std::env::var("TUNE").is_ok() {
                return Box::new(Tuned(weights)) as Box<dyn game_core::Bot<RussianRailroads>>;
            }
            Box::new(Timed { inner: Seated { level, budget }, placements: placements.clone() })
                as Box<dyn game_core::Bot<RussianRailroads>>
        },
        &mut Fallback,
        &clock,
        |_, _| Ok(()),
    )
    .expect("tournament");
    let mut winners: Vec<f64> = Vec::new();
    for g in 0..games as usize {
        let best = record.seats.iter().map(|s| s.scores[g]).max().unwrap_or(0);
        winners.push(best as f64);
    }
    for (i, (s, level)) in record.seats.iter().zip(&seats).enumerate() {
        let mut scores: Vec<f64> = s.scores.iter().map(|&x| x as f64).collect();
        let mut times = s.times.clone();
        let max = times.iter().copied().fold(0.0, f64::max);
        println!(
            "seat {i} {:7} wins {:4} ({:5.1} %) median score {:5.0} mean margin {:6.1} decisions {} median {:.3} ms max {:.1} ms",
            level.name(),
            s.wins,
            100.0 * s.wins as f64 / games as f64,
            median(&mut scores),
            s.margins.iter().sum::<i64>() as f64 / games as f64,
            times.len(),
            median(&mut times),
            max,
        );
    }
    for level in Level::ALL {
        let mut t: Vec<f64> =
            placements.borrow().iter().filter(|p| p.0 == level).map(|p| p.1).collect();
        if t.is_empty() {
            continue;
        }
        let max = t.iter().copied().fold(0.0, f64::max);
        let n = t.len();
        t.sort_by(f64::total_cmp);
        println!(
            "{} placements {n}: median {:.3} ms, p90 {:.3} ms, p99 {:.3} ms, max {:.3} ms",
            level.name(),
            t[n / 2],
            t[n * 9 / 10],
            t[n * 99 / 100],
            max
        );
    }
    println!(
        "games {games} players {players} winners' median {:.0} illegal {} unfinished {} seconds {:.1}",
        median(&mut winners),
        record.illegal,
        record.unfinished,
        started.elapsed().as_secs_f64()
    );
}
