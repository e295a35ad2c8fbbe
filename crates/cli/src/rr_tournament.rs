//! `vienna-tramways rr-tournament`: complete games of Russian Railroads between 2 to 4 bots,
//! the seats rotated every game (`game_core::tournament::play`), and how each seat fared, in
//! the shape of the other games' tournaments ([`crate::tournament::seat_reports`]).

use std::path::PathBuf;
use std::time::Instant;

use game_core::{Bot, tournament};
use russian_railroads_engine::bot::strong::Strong;
use russian_railroads_engine::bot::{Level, Seated};
use russian_railroads_engine::{RussianRailroads, Setup};
use serde_json::json;

use crate::tournament::{Shape, all_times, bots, flags, save_into, seat_reports, winners_median};
use crate::{Failure, say, whole_number};

/// The command line of `rr-tournament`.
pub struct Args {
    seats: Vec<Level>,
    games: u64,
    seed: u64,
    save_dir: Option<PathBuf>,
}

impl Args {
    /// `--seats a,b[,c[,d]] --games G --seed S [--save-dir DIR]` (one seat per player;
    /// defaults: strong,steady,random,random; 10 games; seed 1).
    pub fn parse(args: &[String]) -> Result<Args, Failure> {
        let mut seats = vec![Level::Strong, Level::Steady, Level::Random, Level::Random];
        let (mut games, mut seed, mut save_dir) = (10u64, 1u64, None);
        for (flag, value) in flags(args)? {
            match flag {
                "--seats" => {
                    seats = bots(value, "random, steady, strong", Level::from_name)?;
                    if !(2..=4).contains(&seats.len()) {
                        return Err(Failure::Usage(format!(
                            "--seats names {} bots: Russian Railroads is played by 2 to 4 \
                             players",
                            seats.len()
                        )));
                    }
                }
                "--games" => games = whole_number(flag, value)?,
                "--seed" => seed = whole_number(flag, value)?,
                "--save-dir" => save_dir = Some(value.into()),
                other => return Err(Failure::Usage(format!("unknown flag \"{other}\""))),
            }
        }
        Ok(Args { seats, games, seed, save_dir })
    }
}

/// Plays the games and prints the report as one JSON object.
pub fn run(args: &Args) -> Result<(), Failure> {
    let started = Instant::now();
    let clock = move || started.elapsed().as_secs_f64() * 1000.0;
    let players = args.seats.len();
    // Named by seat and level ("A strong", "B random"): two seats of one level need two names
    // all the same. The set-up records the computer's seats, so that a save opens in the app
    // as a game of bots.
    let setup = |game_seed: u64, list: &[usize]| {
        let name =
            |p: usize| format!("{} {}", ["A", "B", "C", "D"][list[p]], args.seats[list[p]].name());
        let names: Vec<String> = (0..players).map(name).collect();
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        let mut setup = Setup::new(&names, game_seed);
        setup.bots = list.iter().map(|&i| Some(args.seats[i])).collect();
        setup
    };
    let budget = Strong::default();
    let bot =
        |level: Level| -> Box<dyn Bot<RussianRailroads>> { Box::new(Seated { level, budget }) };
    let mut fallback = Seated { level: Level::Random, budget };
    let save_to = |game_seed: u64, save: &russian_railroads_engine::Save| {
        let name = format!("rr-bots-{players}p-seed{game_seed}.json");
        save_into(args.save_dir.as_deref(), &name, serde_json::to_value(save).ok())
    };
    let record = tournament::play(
        &args.seats,
        args.games,
        args.seed,
        setup,
        bot,
        &mut fallback,
        &clock,
        save_to,
    )
    .map_err(Failure::Failed)?;
    let names: Vec<&str> = args.seats.iter().map(|l| l.name()).collect();
    let shape = Shape { score: "points", ties_apart: false };
    say(json!({
        "game": "russian_railroads",
        "games": args.games,
        "players": players,
        "seed": args.seed,
        "seats": seat_reports(&record, &names, shape),
        "winners_median_points": winners_median(&record),
        "decision_ms": all_times(&record),
        "illegal": record.illegal,
        "unfinished": record.unfinished,
        "seconds": (started.elapsed().as_secs_f64() * 10.0).round() / 10.0,
    }))
}
