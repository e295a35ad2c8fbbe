//! `vienna-tramways trambahn-tournament`: complete games of Trambahn between two bots, the
//! seats swapped every game (the start player alternates), and how each seat fared.

use std::time::Instant;

use serde_json::{Value, json};
use trambahn_engine::Setup;
use trambahn_engine::bot::strong::Strong;
use trambahn_engine::bot::{Level, play_bots};

use crate::tournament::{median, times};
use crate::{Failure, say};

/// The command line of `trambahn-tournament`.
pub struct Args {
    seats: [Level; 2],
    games: u64,
    seed: u64,
    strong: Strong,
}

impl Args {
    /// `--seats a,b --games G --seed S [--strong FUTURES,MIN_WORLDS,MAX_WORLDS,HORIZON[,CONFIDENCE]]`
    /// (defaults: strong,random; 100 games; seed 1; the strong bot's default budget).
    pub fn parse(args: &[String]) -> Result<Args, Failure> {
        let mut seats = [Level::Strong, Level::Random];
        let mut games = 100u64;
        let mut seed = 1u64;
        let mut strong = Strong::default();
        let mut rest = args.iter();
        while let Some(flag) = rest.next() {
            let value =
                rest.next().ok_or_else(|| Failure::Usage(format!("{flag} needs a value")))?;
            let number = |what: &str| {
                value.parse::<u64>().map_err(|_| {
                    Failure::Usage(format!("{what} needs a whole number, not \"{value}\""))
                })
            };
            match flag.as_str() {
                "--seats" => {
                    let levels: Option<Vec<Level>> =
                        value.split(',').map(|n| Level::from_name(n.trim())).collect();
                    seats = match levels.as_deref() {
                        Some(&[a, b]) => [a, b],
                        _ => {
                            return Err(Failure::Usage(format!(
                                "--seats needs two bots (random, greedy, strong), not \"{}\"",
                                tramways_engine::brief::quote(value)
                            )));
                        }
                    };
                }
                "--games" => games = number("--games")?,
                "--seed" => seed = number("--seed")?,
                "--strong" => strong = parse_strong(value)?,
                other => return Err(Failure::Usage(format!("unknown flag \"{other}\""))),
            }
        }
        Ok(Args { seats, games, seed, strong })
    }
}

/// `FUTURES,MIN_WORLDS,MAX_WORLDS,HORIZON[,CONFIDENCE]`: the strong bot's budget.
fn parse_strong(value: &str) -> Result<Strong, Failure> {
    let usage = || {
        Failure::Usage(format!(
            "--strong needs FUTURES,MIN_WORLDS,MAX_WORLDS,HORIZON (whole numbers) and \
             optionally CONFIDENCE (a number), not \"{}\"",
            tramways_engine::brief::quote(value)
        ))
    };
    let parts: Vec<&str> = value.split(',').map(str::trim).collect();
    let whole = |i: usize| parts.get(i).and_then(|v| v.parse::<u32>().ok()).ok_or_else(usage);
    let (futures, min_worlds, max_worlds, horizon) = (whole(0)?, whole(1)?, whole(2)?, whole(3)?);
    let confidence = match parts.get(4) {
        None => Strong::default().confidence,
        Some(v) => v.parse::<f64>().ok().filter(|c| !c.is_nan()).ok_or_else(usage)?,
    };
    if parts.len() > 5 {
        return Err(usage());
    }
    Ok(Strong {
        futures: futures as usize,
        min_worlds: min_worlds as usize,
        max_worlds: max_worlds as usize,
        horizon,
        confidence,
    })
}

/// One seat's record.
#[derive(Default)]
struct Seat {
    wins: u64,
    ties: u64,
    points: Vec<u32>,
    margin_sum: i64,
    times: Vec<f64>,
}

/// Plays the games and prints the report as one JSON object.
pub fn run(args: &Args) -> Result<(), Failure> {
    let mut seats: [Seat; 2] = Default::default();
    let mut illegal = 0usize;
    let mut unfinished = 0u64;
    let started = Instant::now();
    let clock = move || started.elapsed().as_secs_f64() * 1000.0;
    for g in 0..args.games {
        let game_seed = args.seed.wrapping_add(g);
        // Seat s plays player (s + g) mod 2: the start player alternates.
        let swap = (g % 2) as usize;
        let seat_of = |player: usize| (player + swap) % 2;
        let levels = [args.seats[seat_of(0)], args.seats[seat_of(1)]];
        // Named by seat and level ("A strong", "B random"): two seats of one level need two
        // names all the same.
        let name =
            |player: usize| format!("{} {}", ["A", "B"][seat_of(player)], levels[player].name());
        let setup = Setup::new(&name(0), &name(1), game_seed);
        let played =
            play_bots(setup, levels, game_seed, &args.strong, &clock).map_err(Failure::Failed)?;
        illegal += played.illegal.len();
        if !played.finished {
            unfinished += 1;
        }
        for (player, _, ms) in &played.decisions {
            seats[seat_of(usize::from(*player))].times.push(*ms);
        }
        let outcome = played.game.outcome();
        for p in 0..2 {
            let seat = &mut seats[seat_of(p)];
            match outcome.winner {
                Some(w) if usize::from(w) == p => seat.wins += 1,
                None => seat.ties += 1,
                _ => {}
            }
            seat.points.push(outcome.victory_points[p]);
            seat.margin_sum +=
                i64::from(outcome.victory_points[p]) - i64::from(outcome.victory_points[1 - p]);
        }
    }
    let games = args.games.max(1) as f64;
    let report: Vec<Value> = seats
        .iter_mut()
        .zip(args.seats)
        .map(|(s, level)| {
            let total: u64 = s.points.iter().map(|&p| u64::from(p)).sum();
            json!({
                "bot": level.name(),
                "wins": s.wins,
                "ties": s.ties,
                "win_rate": s.wins as f64 / games,
                "mean_victory_points": total as f64 / games,
                "median_victory_points": median(&mut s.points),
                "mean_margin": s.margin_sum as f64 / games,
                "decision_ms": times(&mut s.times),
            })
        })
        .collect();
    let s = args.strong;
    say(json!({
        "game": "trambahn",
        "games": args.games,
        "seed": args.seed,
        "seats": report,
        "strong_budget": {
            "futures": s.futures, "min_worlds": s.min_worlds,
            "max_worlds": s.max_worlds, "horizon": s.horizon, "confidence": s.confidence,
        },
        "illegal": illegal,
        "unfinished": unfinished,
        "seconds": (started.elapsed().as_secs_f64() * 10.0).round() / 10.0,
    }))
}
