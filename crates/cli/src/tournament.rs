//! `vienna-tramways tournament`: complete games between bots, the seats rotated each game, and
//! how each seat fared (issue 20).

use std::time::Instant;

use game_core::tournament::Record;
use serde_json::{Value, json};
use tramways_engine::bot::strong::Strong;
use tramways_engine::bot::{Bot, Level, RandomBot};
use tramways_engine::data::game_tables::PlayerCount;
use tramways_engine::game::{Save, Vienna};
use tramways_engine::selfplay::random_setup_for;

use crate::{Failure, say, whole_number, write_json};

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
        for (flag, value) in flags(args)? {
            let number = |what: &str| whole_number(what, value);
            match flag {
                "--players" => {
                    players = value
                        .parse::<u8>()
                        .ok()
                        .filter(|&n| PlayerCount::new(n).is_ok())
                        .ok_or_else(|| Failure::Usage("1840 is played by 2 to 6 players".into()))?;
                }
                "--seats" => {
                    seats = Some(bots(value, "random, steady, strong", Level::from_name)?);
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
    let save_to = |game_seed: u64, save: &Save| {
        let name = format!("bots-{}p-seed{game_seed}.json", args.players);
        save_into(args.save_dir.as_deref(), &name, serde_json::to_value(save).ok())
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
    let names: Vec<&str> = args.seats.iter().map(|l| l.name()).collect();
    let shape = Shape { score: "value", ties_apart: false };
    say(json!({
        "games": args.games,
        "players": args.players,
        "seed": args.seed,
        "seats": seat_reports(&record, &names, shape),
        "winners_median_value": winners_median(&record),
        "decision_ms": all_times(&record),
        "illegal": record.illegal,
        "unfinished": record.unfinished,
        "seconds": started.elapsed().as_secs_f64(),
    }))
}

/// The flags of a command line and their values, in order: `--flag value` pairs, each flag with
/// a value (every tournament's command line).
pub(crate) fn flags(args: &[String]) -> Result<Vec<(&str, &str)>, Failure> {
    args.chunks(2)
        .map(|pair| match pair {
            [flag, value] => Ok((flag.as_str(), value.as_str())),
            _ => Err(Failure::Usage(format!("{} needs a value", pair[0]))),
        })
        .collect()
}

/// The bots of `--seats` (names separated by commas), each read by `level`; `known` lists
/// the names for the refusal.
pub(crate) fn bots<L>(
    value: &str,
    known: &str,
    level: impl Fn(&str) -> Option<L>,
) -> Result<Vec<L>, Failure> {
    value
        .split(',')
        .map(|name| {
            level(name.trim()).ok_or_else(|| {
                Failure::Usage(format!(
                    "\"{}\" is not a bot ({known})",
                    tramways_engine::brief::quote(name)
                ))
            })
        })
        .collect()
}

/// Writes a game's save as `dir/name` when there is a folder to save into (every tournament's
/// `--save-dir`); the error is the core's (a message).
pub(crate) fn save_into(
    dir: Option<&std::path::Path>,
    name: &str,
    save: Option<Value>,
) -> Result<(), String> {
    let Some(dir) = dir else { return Ok(()) };
    write_json(&dir.join(name), &save).map_err(|e| match e {
        Failure::Usage(m) | Failure::Failed(m) => m,
        Failure::Closed => "stdout closed".into(),
    })
}

/// How a game's tournament words its seats' records: what its score is called (`value`,
/// `victory_points`, `points`: the keys `mean_…` and `median_…`) and whether a shared win is
/// counted apart as a tie (`wins` and `win_rate` then count outright wins, `ties` the shared
/// ones) or among the wins (`wins` counts it, `shared` says how many were shared).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Shape {
    pub score: &'static str,
    pub ties_apart: bool,
}

/// Each seat's record as one JSON object, named by its bot (`bots`, in the list's order): its
/// wins, win rate, mean rank, mean and median score, mean margin over the best other seat and
/// decision times; the same for every game's tournament, worded by `shape`.
pub(crate) fn seat_reports(record: &Record, bots: &[&str], shape: Shape) -> Vec<Value> {
    let games = record.seats.first().map_or(0, |s| s.scores.len()).max(1) as f64;
    record
        .seats
        .iter()
        .zip(bots)
        .map(|(s, bot)| {
            let wins = if shape.ties_apart { s.wins - s.shared } else { s.wins };
            let mut seat = serde_json::Map::new();
            seat.insert("bot".into(), json!(bot));
            seat.insert("wins".into(), json!(wins));
            seat.insert((if shape.ties_apart { "ties" } else { "shared" }).into(), json!(s.shared));
            seat.insert("win_rate".into(), json!(wins as f64 / games));
            seat.insert("mean_rank".into(), json!(s.rank_sum as f64 / games));
            let total: i64 = s.scores.iter().sum();
            seat.insert(format!("mean_{}", shape.score), json!(total as f64 / games));
            seat.insert(format!("median_{}", shape.score), json!(median(&mut s.scores.clone())));
            let margins: i64 = s.margins.iter().sum();
            seat.insert("mean_margin".into(), json!(margins as f64 / games));
            seat.insert("decision_ms".into(), times(&mut s.times.clone()));
            Value::Object(seat)
        })
        .collect()
}

/// The median of the winning score over the games (every seat plays every game, so each
/// seat's scores are the games' in order).
pub(crate) fn winners_median(record: &Record) -> i64 {
    let games = record.seats.first().map_or(0, |s| s.scores.len());
    let mut best: Vec<i64> = (0..games)
        .filter_map(|g| record.seats.iter().filter_map(|s| s.scores.get(g)).max().copied())
        .collect();
    median(&mut best)
}

/// Every seat's decision times together ([`times`]).
pub(crate) fn all_times(record: &Record) -> Value {
    let mut all: Vec<f64> = record.seats.iter().flat_map(|s| s.times.iter().copied()).collect();
    times(&mut all)
}

/// Median, 99th percentile and maximum of decision times, in ms (every game's tournament).
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
