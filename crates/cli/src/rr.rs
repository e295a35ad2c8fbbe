//! Russian Railroads on the command line: `replay` of its saves ([`replay`]), `rr-selfplay`
//! (random games, [`selfplay`]) and `rr-at` (the position after K actions, [`at`]). The app
//! has no words for this game yet: refusals and set-up errors are the engine's `Display`.

use std::path::PathBuf;
use std::time::Instant;

use russian_railroads_engine::selfplay::random_game;
use russian_railroads_engine::state::Points;
use russian_railroads_engine::{Game, Save};
use serde_json::{Value, json};

use crate::{Failure, millis, say, unreadable, whole_number, write_json};

/// What a damaged save is called in refusals.
const SAVE: &str = "Russian Railroads save";

/// Reads and replays a Russian Railroads save.
fn load(path: &str, text: &str) -> Result<Game, Failure> {
    let save: Save = serde_json::from_str(text).map_err(|e| unreadable(path, SAVE, &e))?;
    Game::load(&save).map_err(|e| Failure::Failed(format!("{path}: {e}")))
}

/// A player's points by source, with the total.
fn points(p: &Points) -> Value {
    json!({
        "railways": p.railways,
        "industry": p.industry,
        "turn_order": p.turn_order,
        "actions": p.actions,
        "end_bonus": p.end_bonus,
        "majority": p.majority,
        "total": p.total(),
    })
}

/// Replays a Russian Railroads save (`text`, read from `path`) and prints the round, whether
/// the game is over, each player's name and points by source, and the winners (the seats with
/// the most points; while the game goes on, those leading).
pub fn replay(path: &str, text: &str) -> Result<(), Failure> {
    let game = load(path, text)?;
    let state = game.state();
    let players: Vec<Value> = game
        .setup()
        .players
        .iter()
        .zip(&state.players)
        .map(|(name, p)| json!({ "name": name, "points": points(&p.points) }))
        .collect();
    say(json!({
        "game": "russian_railroads",
        "round": state.round,
        "rounds": state.rounds,
        "over": game.is_over(),
        "actions": game.actions().len(),
        "players": players,
        "winners": game.outcome().winners(),
    }))
}

/// The command line of `rr-selfplay`.
pub struct SelfplayArgs {
    players: usize,
    games: u64,
    seed: u64,
    save_dir: Option<PathBuf>,
}

/// The value of `--players` for Russian Railroads: 2 to 4.
pub fn player_count(flag: &str, value: &str) -> Result<usize, Failure> {
    usize::try_from(whole_number(flag, value)?)
        .ok()
        .filter(|n| (2..=4).contains(n))
        .ok_or_else(|| Failure::Usage("Russian Railroads is played by 2 to 4 players".into()))
}

impl SelfplayArgs {
    /// `--players N --games M --seed S [--save-dir DIR]` (defaults: 4 players, 1 game, seed 1).
    pub fn parse(args: &[String]) -> Result<SelfplayArgs, Failure> {
        let mut parsed = SelfplayArgs { players: 4, games: 1, seed: 1, save_dir: None };
        for (flag, value) in crate::tournament::flags(args)? {
            match flag {
                "--players" => parsed.players = player_count(flag, value)?,
                "--games" => {
                    parsed.games = whole_number(flag, value)?;
                    if parsed.games == 0 {
                        return Err(Failure::Usage("--games needs at least 1".into()));
                    }
                }
                "--seed" => parsed.seed = whole_number(flag, value)?,
                "--save-dir" => parsed.save_dir = Some(value.into()),
                other => return Err(Failure::Usage(format!("unknown option \"{other}\""))),
            }
        }
        Ok(parsed)
    }
}

/// Plays random games (seeds S, S+1, …), one line each and the totals; exit code 1 when one
/// did not end.
pub fn selfplay(args: &SelfplayArgs) -> Result<(), Failure> {
    let started = Instant::now();
    let (mut actions, mut unfinished) = (0usize, 0u64);
    for k in 0..args.games {
        let seed = args.seed.wrapping_add(k);
        let clock = Instant::now();
        let game = random_game(seed, args.players);
        let elapsed = clock.elapsed();
        actions += game.actions().len();
        if let Some(dir) = &args.save_dir {
            let path = dir.join(format!("rr-{}p-seed{seed}.json", args.players));
            write_json(&path, &serde_json::to_value(game.save()).ok())?;
        }
        let state = game.state();
        let best = state
            .players
            .iter()
            .zip(&game.setup().players)
            .max_by_key(|(p, _)| p.points.total())
            .map_or(String::new(), |(p, name)| format!(", best {name} {}", p.points.total()));
        let end = if game.is_over() {
            format!("over after round {}", state.round)
        } else {
            unfinished += 1;
            format!("UNFINISHED in round {}", state.round)
        };
        say(format_args!(
            "game {} (seed {seed}): {} actions, {end}{best} in {}",
            k + 1,
            game.actions().len(),
            millis(elapsed),
        ))?;
    }
    let seconds = started.elapsed().as_secs_f64();
    say(format_args!(
        "{} games of {} players: {} ended, {unfinished} unfinished, {:.1} actions/game, \
         {:.0} games/s",
        args.games,
        args.players,
        args.games - unfinished,
        actions as f64 / args.games as f64,
        args.games as f64 / seconds.max(1e-9),
    ))?;
    if unfinished > 0 {
        return Err(Failure::Failed(format!("{unfinished} of {} games did not end", args.games)));
    }
    Ok(())
}

/// `rr-at SAVE K`: the position after the save's first K actions, replayed by the engine, as
/// one JSON object: the number of actions, whether it is over, who decides, the moves on
/// offer, the whole state (every hidden card included: the browser tests start from it) and
/// the save of the cut log (the app loads it).
pub fn at(args: &[String]) -> Result<(), Failure> {
    let [path, at] = args else {
        return Err(Failure::Usage("rr-at takes a save and a number of actions".into()));
    };
    let at: usize = at.parse().map_err(|_| {
        Failure::Usage(format!(
            "\"{}\" is not a number of actions",
            tramways_engine::brief::quote(at)
        ))
    })?;
    let text = std::fs::read_to_string(path)
        .map_err(|e| Failure::Failed(format!("cannot read {path}: {e}")))?;
    let game = load(path, &text)?;
    if at > game.actions().len() {
        return Err(Failure::Failed(format!(
            "{path} has {} actions, not {at}",
            game.actions().len()
        )));
    }
    let past = game.at(at).map_err(|e| Failure::Failed(format!("{path}: {e}")))?;
    say(json!({
        "game": "russian_railroads",
        "actions": past.actions().len(),
        "over": past.is_over(),
        "decider": past.decider(),
        "offered": past.available(),
        "state": past.state(),
        "save": past.save(),
    }))
}
