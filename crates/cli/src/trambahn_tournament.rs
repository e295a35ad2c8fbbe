//! `vienna-tramways trambahn-tournament`: complete games of Trambahn between two bots, the
//! seats swapped every game (the start player alternates), and how each seat fared.

use std::time::Instant;

use game_core::{Bot, tournament};
use serde_json::json;
use trambahn_engine::bot::strong::Strong;
use trambahn_engine::bot::{Level, Seated};
use trambahn_engine::{Setup, Trambahn};

use crate::tournament::{Shape, all_times, flags, seat_reports, winners_median};
use crate::{Failure, say, whole_number};

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
        for (flag, value) in flags(args)? {
            let number = |what: &str| whole_number(what, value);
            match flag {
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

/// Plays the games and prints the report as one JSON object.
pub fn run(args: &Args) -> Result<(), Failure> {
    let started = Instant::now();
    let clock = move || started.elapsed().as_secs_f64() * 1000.0;
    // Named by seat and level ("A strong", "B random"): two seats of one level need two names
    // all the same.
    let setup = |game_seed: u64, list: &[usize]| {
        let name = |p: usize| format!("{} {}", ["A", "B"][list[p]], args.seats[list[p]].name());
        Setup::new(&name(0), &name(1), game_seed)
    };
    let strong = args.strong;
    let bot =
        |level: Level| -> Box<dyn Bot<Trambahn>> { Box::new(Seated { level, budget: strong }) };
    let mut fallback = Seated { level: Level::Random, budget: strong };
    let record = tournament::play(
        &args.seats,
        args.games,
        args.seed,
        setup,
        bot,
        &mut fallback,
        &clock,
        |_, _| Ok(()),
    )
    .map_err(Failure::Failed)?;
    let names = args.seats.map(Level::name);
    let shape = Shape { score: "victory_points", ties_apart: true };
    let s = args.strong;
    say(json!({
        "game": "trambahn",
        "games": args.games,
        "seed": args.seed,
        "seats": seat_reports(&record, &names, shape),
        "winners_median_victory_points": winners_median(&record),
        "decision_ms": all_times(&record),
        "strong_budget": {
            "futures": s.futures, "min_worlds": s.min_worlds,
            "max_worlds": s.max_worlds, "horizon": s.horizon, "confidence": s.confidence,
        },
        "illegal": record.illegal,
        "unfinished": record.unfinished,
        "seconds": (started.elapsed().as_secs_f64() * 10.0).round() / 10.0,
    }))
}
