//! `vienna-tramways tournament`: complete games between bots, the seats rotated each game, and
//! how each seat fared (issue 20).

use std::time::Instant;

use serde_json::{Value, json};
use tramways_engine::bot::strong::Strong;
use tramways_engine::bot::{Bot, Level, RandomBot};
use tramways_engine::data::game_tables::PlayerCount;
use tramways_engine::game::{Save, Vienna};
use tramways_engine::selfplay::random_setup_for;

use crate::{Failure, say, write_json};

/// The command line of `tournament`.
pub struct Args {
    players: u8,
    seats: Vec<Level>,
    games: u64,
    seed: u64,
    save_dir: Option<std::path::PathBuf>,
    strong: Strong,
}

impl Args {
    /// `--players N --seats a,b,… --games G --seed S` (one seat per player; the seats default
    /// to `steady` and `random`s).
    pub fn parse(args: &[String]) -> Result<Args, Failure> {
        let mut players = 4u8;
        let mut seats: Option<Vec<Level>> = None;
        let mut games = 10u64;
        let mut seed = 1u64;
        let mut save_dir = None;
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
                "--players" => {
                    players = value
                        .parse::<u8>()
                        .ok()
                        .filter(|&n| PlayerCount::new(n).is_ok())
                        .ok_or_else(|| Failure::Usage("1840 is played by 2 to 6 players".into()))?;
                }
                "--seats" => {
                    let levels: Result<Vec<Level>, Failure> = value
                        .split(',')
                        .map(|name| {
                            Level::from_name(name.trim()).ok_or_else(|| {
                                Failure::Usage(format!(
                                    "\"{}\" is not a bot (random, steady, strong)",
                                    tramways_engine::brief::quote(name)
                                ))
                            })
                        })
                        .collect();
                    seats = Some(levels?);
                }
                "--games" => games = number("--games")?,
                "--seed" => seed = number("--seed")?,
                "--save-dir" => save_dir = Some(value.into()),
                "--strong" => {
                    let n: Option<Vec<u64>> =
                        value.split(',').map(|v| v.trim().parse().ok()).collect();
                    let size = |v: u64| usize::try_from(v).ok();
                    let budget = match n.as_deref() {
                        Some(&[w, r, h, l]) => Some((w, r, h, l, Strong::default().work)),
                        Some(&[w, r, h, l, work]) => Some((w, r, h, l, work)),
                        _ => None,
                    };
                    let Some((Some(width), Some(rollouts), Some(horizon), Some(lookahead), work)) =
                        budget.map(|(w, r, h, l, work)| (size(w), size(r), size(h), size(l), work))
                    else {
                        return Err(Failure::Usage(
                            "--strong needs WIDTH,ROLLOUTS,HORIZON,LOOKAHEAD[,WORK] (whole numbers)"
                                .into(),
                        ));
                    };
                    strong = Strong { width, rollouts, horizon, lookahead, work };
                }
                other => return Err(Failure::Usage(format!("unknown flag \"{other}\""))),
            }
        }
        let seats = seats.unwrap_or_else(|| {
            let mut s = vec![Level::Steady];
            s.resize(usize::from(players), Level::Random);
            s
        });
        if seats.len() != usize::from(players) {
            return Err(Failure::Usage(format!(
                "--seats names {} bots for {players} players",
                seats.len()
            )));
        }
        Ok(Args { players, seats, games, seed, save_dir, strong })
    }
}

/// Plays the games and prints the report as one JSON object.
pub fn run(args: &Args) -> Result<(), Failure> {
    let started = Instant::now();
    let clock = move || started.elapsed().as_secs_f64() * 1000.0;
    let strong = args.strong;
    let bot = |l: Level| -> Box<dyn game_core::Bot<Vienna>> {
        Box::new(match l {
            Level::Strong => Box::new(strong) as Box<dyn Bot>,
            other => other.bot(),
        })
    };
    let mut fallback: Box<dyn Bot> = Box::new(RandomBot);
    let save_to = |game_seed: u64, save: &Save| -> Result<(), String> {
        let Some(dir) = &args.save_dir else { return Ok(()) };
        let path = dir.join(format!("bots-{}p-seed{game_seed}.json", args.players));
        write_json(&path, &serde_json::to_value(save).ok()).map_err(|e| match e {
            Failure::Usage(m) | Failure::Failed(m) => m,
            Failure::Closed => "stdout closed".into(),
        })
    };
    let record = game_core::tournament::play(
        &args.seats,
        args.games,
        args.seed,
        |game_seed, _| random_setup_for(args.players, game_seed),
        bot,
        &mut fallback,
        &clock,
        save_to,
    )
    .map_err(Failure::Failed)?;
    let mut all_times: Vec<f64> = record.seats.iter().flat_map(|s| s.times.clone()).collect();
    let games = args.games.max(1);
    let report: Vec<Value> = record
        .seats
        .into_iter()
        .zip(&args.seats)
        .map(|(mut s, level)| {
            let value_sum: i64 = s.scores.iter().sum();
            json!({
                "bot": level.name(),
                "wins": s.wins,
                "win_rate": s.wins as f64 / games as f64,
                "mean_rank": s.rank_sum as f64 / games as f64,
                "mean_value": value_sum as f64 / games as f64,
                "median_value": median(&mut s.scores),
                "decision_ms": times(&mut s.times),
            })
        })
        .collect();
    say(json!({
        "games": args.games,
        "players": args.players,
        "seed": args.seed,
        "seats": report,
        "decision_ms": times(&mut all_times),
        "illegal": record.illegal,
        "unfinished": record.unfinished,
        "seconds": started.elapsed().as_secs_f64(),
    }))
}

/// Median, 99th percentile and maximum of decision times, in ms (both games' tournaments).
pub(crate) fn times(t: &mut [f64]) -> Value {
    if t.is_empty() {
        return json!({"median": 0, "p99": 0, "max": 0, "decisions": 0});
    }
    t.sort_by(f64::total_cmp);
    let at = |q: f64| t[((t.len() - 1) as f64 * q).round() as usize];
    let round = |x: f64| (x * 1000.0).round() / 1000.0;
    json!({
        "median": round(at(0.5)),
        "p99": round(at(0.99)),
        "max": round(t[t.len() - 1]),
        "decisions": t.len(),
    })
}

/// The median of whole numbers (0 for none).
pub(crate) fn median<T: Ord + Copy + Default>(v: &mut [T]) -> T {
    if v.is_empty() {
        return T::default();
    }
    v.sort_unstable();
    v[v.len() / 2]
}
