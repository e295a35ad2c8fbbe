//! `vienna-tramways`, the command-line tool of the app's games: 1840 Vienna Tramways, Trambahn
//! and Russian Railroads.
//!
//! ```text
//! vienna-tramways replay FILE
//! vienna-tramways selfplay --players N --games M --seed S [--rules 18xx-games] [--save-dir DIR]
//! vienna-tramways export --format 18xx SAVE
//! vienna-tramways differential [--players N] [--games M] [--seed S] [--oracle DIR]
//! vienna-tramways position --players N --seed S [--round R] [--until KIND,...]
//! vienna-tramways conform FILE [--oracle DIR] [--auto]
//! vienna-tramways tournament --players P --seats BOT,... --games G --seed S
//! vienna-tramways trambahn-tournament --seats BOT,BOT --games G --seed S
//! vienna-tramways trambahn-at SAVE K
//! vienna-tramways rr-selfplay --players N --games M --seed S [--save-dir DIR]
//! vienna-tramways rr-tournament --seats BOT,BOT[,BOT[,BOT]] --games G --seed S [--save-dir DIR]
//! vienna-tramways rr-at SAVE K
//! vienna-tramways hint FILE
//! ```
//!
//! `replay` reads a save of this app (`{"version", "setup", "actions"}`, of any of its games,
//! told apart by the fields of the set-up: [`save_of`]) or an 18xx.games export of an 1840
//! game (told apart by their content), replays it with the game's engine and prints the state
//! as one JSON object. The three tournaments share one loop (`game_core::tournament::play`)
//! and one printer of its record (`tournament::seat_reports`); Russian Railroads' commands
//! are in `rr.rs` and `rr_tournament.rs`. `selfplay` plays random legal games. `position` prints
//! the save of a random game at a decision asked for (the browser tests start from it).
//! `hint` prints the strong bot's hint for the player to move in a save, as the app shows it.
//! `export --format 18xx` prints a save as an 18xx.games export. `conform`
//! compares our engine with 18xx.games' own, action by action, on an export (`conform.rs`). Errors go to
//! stderr with a non-zero exit code: 1 when a game cannot be replayed or played, 2 for a
//! command line that cannot be understood. When the reader of stdout goes away (`| head -1`)
//! the tool stops quietly with exit code 0. Arguments are parsed by hand (few dependencies).
// A command-line tool writes its results to stdout.
#![allow(clippy::print_stdout)]

mod conform;
mod differential;
mod rr;
mod rr_tournament;
mod tournament;
mod trambahn_at;
mod trambahn_tournament;
mod words;

use std::fmt::Display;
use std::io::{ErrorKind, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use tramways_engine::data::game_tables::{PlayerCount, ROUND_BAR, Round};
use tramways_engine::game::{Action, Actor, CompanyId, Game, Save, line_route_context, scores};
use tramways_engine::import::export::to_18xx;
use tramways_engine::import::{RunCheck, Runner, from_18xx_json};
use tramways_engine::rules::route::best_route;
use tramways_engine::selfplay::{
    play_random, play_random_sparing_trams, play_random_until, random_setup_18xx, random_setup_for,
};

const USAGE: &str = "usage:
  vienna-tramways replay FILE
      Replays a save of this app (1840, Trambahn or Russian Railroads) or an 18xx.games
      export of an 1840 game and prints, for Trambahn, the scorings, points, money and
      winner; for Russian Railroads the round, whether the game is over, each player's name
      and points by source (railways, industry, turn_order, actions, end_bonus, majority,
      total) and the winners' seats (the leaders while it goes on); for 1840 the
      round, whether the game is finished, every player's wealth and every company's share
      price and treasury as one JSON object. For an export, each line runs the route it
      recorded (18xx.games does not enforce the best route), and the object adds how the
      recorded runs compare with the engine: the runs our validator values differently and
      those below the best route, each with its 18xx.games action index.
  vienna-tramways selfplay --players N --games M --seed S [--rules R] [--save-dir DIR]
                           [--sparing-trams]
      Plays M random legal games of N players (2 to 6) with the seeds S, S+1, ... and prints
      one line per game and the totals. Defaults: 4 players, 1 game, seed 1, the printed
      rules. --rules 18xx-games plays them as 18xx.games does (its rule options and its
      cards for the seed), so that they can be exported there. --sparing-trams scraps trams
      seldom (uniform random play runs out of trams early). --save-dir writes each game
      as a save (DIR/game-Np-seedS.json).
  vienna-tramways differential [--players N] [--games M] [--seed S] [--oracle DIR] [--keep DIR]
                               [--round-trip] [--sparing-trams]
      Plays M random games (seeds S, S+1, ...) for each player count (or N only) with the
      rules of 18xx.games, exports each, plays it with 18xx.games' own engine (ruby
      DIR/oracle.rb --auto; DIR defaults to $TRAMWAYS_ORACLE or ../shared/oracle-18xx) and
      prints a JSON report: games, differences, the 18xx.games action types written. A
      difference is an action 18xx.games refuses or a different final value. Exit code 1
      when any game differs. --keep DIR keeps the exports. --round-trip also imports each
      export back and compares it with the original after every action. --sparing-trams
      plays as selfplay --sparing-trams, to reach the late rounds.
  vienna-tramways export --format 18xx SAVE
      Prints a save of this app, played with the rules of 18xx.games, as an 18xx.games
      export (for its 'Import hotseat game'). A game that 18xx.games would not accept is
      refused, naming the first action it would not accept.
  vienna-tramways position --players N --seed S [--round R] [--until KIND,...]
      Plays the random game of selfplay with seed S up to the first decision in round R
      (a Round Bar label such as LR2a) or later at which every KIND is offered, and prints
      the save of the game at that decision (the app loads it). KIND is an action kind such
      as lay_tile, lay_stadtbahn, place_station, remove_stadtbahn_marker, run_tram, pay_dividend,
      choose_line,
      upgrade (a lay_tile on a hex that has a tile), tram (the acting line has a tram) or
      route (and its best route earns something).
  vienna-tramways conform FILE [--oracle DIR] [--auto]
      Imports the 18xx.games export FILE, runs 18xx.games' own engine on it (ruby
      DIR/oracle.rb FILE; DIR defaults to $TRAMWAYS_ORACLE, else ../shared/oracle-18xx) and
      compares, after every action, who acts, the kinds of action offered, every player's
      cash and every company's treasury, price, owner, trams and shareholders. Prints
      one JSON object {points, decisions, differences, first: [up to 20]} and exits with 1 when
      there is any difference. --auto lets 18xx.games add its automatic actions itself.
  vienna-tramways hint FILE
      Prints the strong bot's hint for the player to move in a save of this app, as the app's
      Hint shows it: the move, the reason (data) and the outlook [futures, mean margin].
  vienna-tramways tournament --players P --seats BOT,... --games G --seed S [--save-dir DIR]
      Plays G complete games between bots (random, steady, strong), one seat per player, the seats
      rotated each game (seeds S, S+1, ...), and prints one JSON object: per seat its wins
      (and how many were shared), win rate, mean rank, mean and median final value, mean
      margin over the best other seat and decision times; the winners' median value; all
      decision times (median, p99, max in ms); and the moves a bot chose that were not on offer (illegal,
      always 0). Defaults: 4 players, one steady and random others, 10 games, seed 1.
      --save-dir writes each game as a save (DIR/bots-Np-seedS.json). --strong W,R,H,L[,K]
      sets the strong bot's budget: the moves it weighs, the futures per move, the moves
      played into each, the lays a quick steady tries per move and, optionally, the work a
      decision may do (the optimizer's steps plus 670 per move; default 3,4,100,2,1600000).
  vienna-tramways trambahn-tournament --seats BOT,BOT --games G --seed S
                                      [--strong FUTURES,MIN_WORLDS,MAX_WORLDS,HORIZON[,CONF]]
      Plays G complete games of Trambahn (the 2-player card game) between two bots (random,
      greedy, strong), the seats swapped every game so that the start player alternates
      (seeds S, S+1, ...), and prints one JSON object: per seat its wins, ties, win rate,
      mean rank, mean and median victory points, mean margin and decision times (median,
      p99, max in ms); the winners' median victory points; all decision times; the moves a bot chose that were not on offer (illegal, always 0). Defaults:
      strong,random, 100 games, seed 1. --strong sets the strong bot's budget: futures per
      decision, the fewest and most sampled worlds, the bot's own turns played into each
      future (the current one counted) and the standard errors by which a move must beat
      greedy's move to be chosen instead (default 240,4,40,3,1.5).
  vienna-tramways trambahn-at SAVE K
      Replays the first K actions of a Trambahn save and prints that position as one JSON
      object: what both players see (terminals, tram display, piles, each player's columns,
      points, money and hand size, whose turn and its step) and, apart, the cards in each
      hand (hidden_hands).
  vienna-tramways rr-selfplay --players N --games M --seed S [--save-dir DIR]
      Plays M random legal games of Russian Railroads of N players (2 to 4) with the seeds
      S, S+1, ... and prints one line per game and the totals (actions per game, games per
      second). Defaults: 4 players, 1 game, seed 1. Exit code 1 when a game did not end.
      --save-dir writes each game as a save (DIR/rr-Np-seedS.json).
  vienna-tramways rr-tournament --seats BOT,BOT[,BOT[,BOT]] --games G --seed S [--save-dir DIR]
      Plays G complete games of Russian Railroads between 2 to 4 bots (random, steady,
      strong), one seat per bot, the seats rotated each game (seeds S, S+1, ...), and prints
      one JSON object: per seat its wins (a shared win counted, and apart how many were
      shared), win rate, mean rank, mean and median points, mean margin over the best other
      seat and decision times (median, p99, max in ms); the winners' median points; all
      decision times; the moves a bot chose that were not on offer (illegal, always 0) and
      the games that did not end. Defaults: strong,steady,random,random, 10 games, seed 1.
      --save-dir writes each game as a save (DIR/rr-bots-Np-seedS.json).
  vienna-tramways rr-at SAVE K
      Replays the first K actions of a Russian Railroads save and prints that position as
      one JSON object: actions, over, decider, the moves offered, the whole state (hidden
      cards included) and the save of the cut log.";

/// Why the tool stops.
enum Failure {
    /// The command line is not understood (exit code 2).
    Usage(String),
    /// The work failed (exit code 1).
    Failed(String),
    /// Whoever read stdout has stopped reading (a closed pipe): nothing is left to do and
    /// nothing to tell (exit code 0, as `head` expects of the tool before it).
    Closed,
}

/// One line on stdout. `println!` panics when the pipe is closed; this ends the command
/// instead, quietly ([`Failure::Closed`]).
fn say(text: impl Display) -> Result<(), Failure> {
    writeln!(std::io::stdout().lock(), "{text}").map_err(|e| match e.kind() {
        ErrorKind::BrokenPipe => Failure::Closed,
        _ => Failure::Failed(format!("cannot write to stdout: {e}")),
    })
}

/// A message on stderr; a closed stderr leaves nobody to tell, so it is not an error.
fn complain(text: impl Display) {
    let _ = writeln!(std::io::stderr().lock(), "{text}");
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) | Err(Failure::Closed) => ExitCode::SUCCESS,
        Err(Failure::Usage(message)) => {
            complain(format_args!("error: {message}\n\n{USAGE}"));
            ExitCode::from(2)
        }
        Err(Failure::Failed(message)) => {
            complain(format_args!("error: {message}"));
            ExitCode::FAILURE
        }
    }
}

fn run(args: &[String]) -> Result<(), Failure> {
    let Some((command, rest)) = args.split_first() else {
        return Err(Failure::Usage("no command given".into()));
    };
    match command.as_str() {
        "replay" => match rest {
            [file] => replay(file),
            [] => Err(Failure::Usage("replay needs the file to replay".into())),
            _ => Err(Failure::Usage("replay takes exactly one file".into())),
        },
        "selfplay" => selfplay(&SelfplayArgs::parse(rest)?),
        "position" => position(&PositionArgs::parse(rest)?),
        "differential" => differential::run(&differential::Args::parse(rest)?),
        "export" => match rest {
            [flag, format, file] if flag == "--format" && format == "18xx" => export_18xx(file),
            [flag, format, _] if flag == "--format" => Err(Failure::Usage(format!(
                "the only export format is 18xx, not \"{}\"",
                tramways_engine::brief::quote(format)
            ))),
            _ => Err(Failure::Usage("export needs --format 18xx and the save to export".into())),
        },
        "conform" => conform::conform(rest),
        "tournament" => tournament::run(&tournament::Args::parse(rest)?),
        "trambahn-tournament" => trambahn_tournament::run(&trambahn_tournament::Args::parse(rest)?),
        "trambahn-at" => trambahn_at::run(rest),
        "rr-selfplay" => rr::selfplay(&rr::SelfplayArgs::parse(rest)?),
        "rr-tournament" => rr_tournament::run(&rr_tournament::Args::parse(rest)?),
        "rr-at" => rr::at(rest),
        "hint" => match rest {
            [file] => hint(file),
            _ => Err(Failure::Usage("hint takes exactly one save".into())),
        },
        "help" | "--help" | "-h" => say(USAGE),
        other => Err(Failure::Usage(format!("unknown command \"{other}\""))),
    }
}

// ----- hint -----

/// Prints the strong bot's hint for the player to move in a save, as the app shows it.
fn hint(path: &str) -> Result<(), Failure> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| Failure::Failed(format!("cannot read {path}: {e}")))?;
    let save: Save = serde_json::from_str(&text).map_err(|e| unreadable(path, "save", &e))?;
    let game = Game::load(&save).map_err(|e| {
        Failure::Failed(format!("{path}: {}", words::replay_problem(&e, &save.setup.players)))
    })?;
    let hint = tramways_engine::bot::hint(&game)
        .ok_or_else(|| Failure::Failed(format!("{path}: no player is to move")))?;
    let text = serde_json::to_string_pretty(&hint)
        .map_err(|e| Failure::Failed(format!("cannot write the hint: {e}")))?;
    say(text)
}

// ----- replay -----

/// Replays a Trambahn save and prints whether it is finished, the regular scorings, each
/// player's victory points and money cards, the winner (`null` for a shared win), and what End
/// turn would send to money now (`end_turn_loss`: columns and cards, or `null`).
fn replay_trambahn(path: &str, text: &str) -> Result<(), Failure> {
    let save: trambahn_engine::Save =
        serde_json::from_str(text).map_err(|e| unreadable(path, "Trambahn save", &e))?;
    let game = trambahn_engine::Game::load(&save)
        .map_err(|e| Failure::Failed(format!("{path}: {}", words::trambahn_replay_problem(&e))))?;
    let outcome = game.outcome();
    let players: Vec<Value> = (0..2)
        .map(|p| {
            json!({
                "name": game.setup().names[p],
                "victory_points": outcome.victory_points[p],
                "money": outcome.money[p],
            })
        })
        .collect();
    // What End turn would send to the mover's money now (the app's warning before it).
    let end_turn_loss = game.preview(&trambahn_engine::Action::EndTurn).ok().and_then(|events| {
        events.into_iter().find_map(|e| match e {
            trambahn_engine::Event::ColumnsToMoney { columns, cards, .. } if columns > 0 => {
                Some(json!({ "columns": columns, "cards": cards }))
            }
            _ => None,
        })
    });
    say(json!({
        "game": "trambahn",
        "finished": game.is_over(),
        "end_turn_loss": end_turn_loss,
        "actions": game.actions().len(),
        "scorings": game.state().regular_scorings,
        "players": players,
        "winner": outcome.winner,
    }))
}

/// "<path> is not a readable <what>: <serde's reason, cut short, and where>".
fn unreadable(path: &str, what: &str, error: &serde_json::Error) -> Failure {
    Failure::Failed(format!(
        "{path} is not a readable {what}: {}",
        tramways_engine::brief::json_error(error)
    ))
}

/// The game a bare save (`{"version", "setup", "actions"}`) is of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum SaveOf {
    Vienna,
    Trambahn,
    RussianRailroads,
}

/// Which game a bare save is of, by the set-up fields each game requires (as the app decides,
/// `persist::files`): 1840's `players`, Russian Railroads' `players` and `rules` together
/// (1840's set-up has no `rules`), Trambahn's `names` (its set-up has a `rules` too). A set-up
/// with several (one game's save with a field too many, and every Russian Railroads save,
/// whose `players` are 1840's field too) is of the first game in that order whose save it
/// reads as (1840's only if it does not read as Russian Railroads': a log with no actions
/// reads as both), else of the last of them (whose reader then says what is wrong with it);
/// one with none is of no game.
fn save_of(value: &Value, text: &str) -> Option<SaveOf> {
    // A set-up that is not even an object: 1840's reader says what is wrong with it.
    let Some(setup) = value.get("setup").filter(|setup| setup.is_object()) else {
        return Some(SaveOf::Vienna);
    };
    let games = [SaveOf::Vienna, SaveOf::RussianRailroads, SaveOf::Trambahn];
    let fields = ["players", "players+rules", "names"];
    let has = |f: &str| f.split('+').all(|field| setup.get(field).is_some());
    let russian = || serde_json::from_str::<russian_railroads_engine::Save>(text).is_ok();
    let reads_as = |i: usize| match games[i] {
        SaveOf::Vienna => serde_json::from_str::<Save>(text).is_ok() && !russian(),
        SaveOf::RussianRailroads => russian(),
        SaveOf::Trambahn => serde_json::from_str::<trambahn_engine::Save>(text).is_ok(),
    };
    game_core::saves::which_game(&fields, has, reads_as).map(|i| games[i])
}

fn replay(path: &str) -> Result<(), Failure> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| Failure::Failed(format!("cannot read {path}: {e}")))?;
    let value: Option<Value> = serde_json::from_str(&text).ok();
    let is_object_with = |key: &str| value.as_ref().is_some_and(|v| v.get(key).is_some());
    let mut runs: Option<Vec<RunCheck>> = None;
    let (game, ids): (Game, Vec<Value>) = if is_object_with("setup") {
        match value.as_ref().and_then(|value| save_of(value, &text)) {
            Some(SaveOf::Trambahn) => return replay_trambahn(path, &text),
            Some(SaveOf::RussianRailroads) => return rr::replay(path, &text),
            Some(SaveOf::Vienna) => {}
            None => {
                return Err(Failure::Failed(format!(
                    "{path} is a save of no game of this app: its set-up has none of 1840's \
                     `players`, Trambahn's `names` and Russian Railroads' `players` and `rules`"
                )));
            }
        }
        let save: Save = serde_json::from_str(&text).map_err(|e| unreadable(path, "save", &e))?;
        let game = Game::load(&save).map_err(|e| {
            Failure::Failed(format!("{path}: {}", words::replay_problem(&e, &save.setup.players)))
        })?;
        let ids = (0..game.state().players.len()).map(|p| json!(p)).collect();
        (game, ids)
    } else if value.is_none() || is_object_with("title") {
        // Not JSON at all is reported by the importer too, with the reason.
        let imported = from_18xx_json(&text)
            .map_err(|e| Failure::Failed(format!("{path}: {}", words::import_problem(&e))))?;
        let game = imported
            .replay()
            .map_err(|e| Failure::Failed(format!("{path}: {}", words::import_problem(&e))))?;
        let checks = imported
            .check_runs()
            .map_err(|e| Failure::Failed(format!("{path}: {}", words::import_problem(&e))))?;
        runs = Some(checks);
        let ids = imported.player_ids.iter().map(|&id| json!(id)).collect();
        (game, ids)
    } else {
        return Err(Failure::Failed(format!(
            "{path} is neither a save of this app nor an 18xx.games export"
        )));
    };
    let mut report = report(&game, &ids);
    if let (Some(runs), Some(object)) = (runs, report.as_object_mut()) {
        object.extend(run_report(&runs));
    }
    let text = serde_json::to_string_pretty(&report)
        .map_err(|e| Failure::Failed(format!("cannot write the report: {e}")))?;
    say(text)
}

/// The state of `game` as the JSON object `replay` prints; `ids` are the players' ids.
fn report(game: &Game, ids: &[Value]) -> Value {
    let state = game.state();
    let players: Vec<Value> = scores(state)
        .into_iter()
        .map(|s| {
            json!({
                "id": ids.get(usize::from(s.player)).cloned().unwrap_or(Value::Null),
                "name": s.name,
                "cash": s.cash,
                "shares_value": s.shares_value,
                "privates_value": s.privates_value,
                "loans": s.loans,
                "value": s.value,
            })
        })
        .collect();
    let trams = state.operating().map(|c| {
        let price = state.market.price(CompanyId::Tram(c.id));
        json!({"id": c.id.row().abbreviation, "price": price, "treasury": c.treasury})
    });
    let stadtbahn = state.stadtbahn.iter().map(|&s| {
        let price = state.market.price(CompanyId::Stadtbahn(s));
        json!({"id": format!("{s:?}"), "price": price, "treasury": 0})
    });
    json!({
        "round": state.round.to_string(),
        "finished": game.is_over(),
        "players": players,
        "companies": trams.chain(stadtbahn).collect::<Vec<Value>>(),
    })
}

/// How the recorded runs of an export compare with the engine: how many there are, those
/// whose recorded revenue differs from the engine's value of the same route, and those
/// below the best route the engine finds (18xx.games does not enforce it).
fn run_report(runs: &[RunCheck]) -> serde_json::Map<String, Value> {
    let row = |c: &RunCheck| {
        let runner = match c.runner {
            Runner::Line(line) => format!("line {line}"),
            Runner::Stadtbahn(company) => format!("Stadtbahn {company:?}"),
        };
        json!({
            "action": c.source_index,
            "round": c.round,
            "runner": runner,
            "recorded": c.recorded,
            "valued": c.valued,
            "best": c.best,
        })
    };
    let differently: Vec<Value> =
        runs.iter().filter(|c| c.valued != Some(c.recorded)).map(row).collect();
    let below: Vec<Value> = runs.iter().filter(|c| c.below_best()).map(row).collect();
    let mut out = serde_json::Map::new();
    out.insert("runs_checked".into(), json!(runs.len()));
    out.insert("runs_valued_differently".into(), Value::Array(differently));
    out.insert("runs_below_best".into(), Value::Array(below));
    out
}

// ----- export -----

/// Prints a save of this app as an 18xx.games export.
fn export_18xx(path: &str) -> Result<(), Failure> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| Failure::Failed(format!("cannot read {path}: {e}")))?;
    let save: Save = serde_json::from_str(&text).map_err(|e| {
        Failure::Failed(format!(
            "{path} is not a save of this app: {}",
            tramways_engine::brief::json_error(&e)
        ))
    })?;
    let game = Game::load(&save).map_err(|e| {
        Failure::Failed(format!("{path}: {}", words::replay_problem(&e, &save.setup.players)))
    })?;
    let exported = to_18xx(game.setup(), game.actions()).map_err(|e| {
        Failure::Failed(format!("{path}: {}", words::export_problem(&e, &game.setup().players)))
    })?;
    let text = serde_json::to_string(&exported.json)
        .map_err(|e| Failure::Failed(format!("cannot write the export: {e}")))?;
    say(text)
}

// ----- selfplay -----

struct SelfplayArgs {
    players: u8,
    games: u64,
    seed: u64,
    /// The rules of 18xx.games (`--rules 18xx-games`): its options and its deal for the seed.
    eighteen_xx: bool,
    /// Where to write each finished game as a save.
    save_dir: Option<std::path::PathBuf>,
    /// Random play that scraps trams seldom (`--sparing-trams`).
    sparing: bool,
}

impl SelfplayArgs {
    fn parse(args: &[String]) -> Result<SelfplayArgs, Failure> {
        let mut parsed = SelfplayArgs {
            players: 4,
            games: 1,
            seed: 1,
            eighteen_xx: false,
            save_dir: None,
            sparing: false,
        };
        let mut rest = args.iter();
        while let Some(flag) = rest.next() {
            if flag == "--sparing-trams" {
                parsed.sparing = true;
                continue;
            }
            let value =
                rest.next().ok_or_else(|| Failure::Usage(format!("{flag} needs a value")))?;
            let number = || whole_number(flag, value);
            match flag.as_str() {
                "--players" => parsed.players = player_count(flag, value)?,
                "--games" => {
                    parsed.games = number()?;
                    if parsed.games == 0 {
                        return Err(Failure::Usage("--games needs at least 1".into()));
                    }
                }
                "--seed" => parsed.seed = number()?,
                "--rules" => {
                    parsed.eighteen_xx = match value.as_str() {
                        "18xx-games" => true,
                        "printed" => false,
                        _ => {
                            return Err(Failure::Usage(format!(
                                "--rules is \"printed\" or \"18xx-games\", not \"{}\"",
                                tramways_engine::brief::quote(value)
                            )));
                        }
                    };
                }
                "--save-dir" => parsed.save_dir = Some(value.into()),
                other => return Err(Failure::Usage(format!("unknown option \"{other}\""))),
            }
        }
        Ok(parsed)
    }
}

fn selfplay(args: &SelfplayArgs) -> Result<(), Failure> {
    let started = Instant::now();
    let mut failed = 0u64;
    let mut actions = 0usize;
    for k in 0..args.games {
        let seed = args.seed.wrapping_add(k);
        let setup = if args.eighteen_xx {
            random_setup_18xx(args.players, seed)
        } else {
            random_setup_for(args.players, seed)
        };
        let clock = Instant::now();
        let played = if args.sparing {
            play_random_sparing_trams(setup, seed)
        } else {
            play_random(setup, seed, |_, _| {})
        };
        match played {
            Ok(game) => {
                actions += game.actions().len();
                if let Some(dir) = &args.save_dir {
                    let path = dir.join(format!("game-{}p-seed{seed}.json", args.players));
                    write_json(&path, &serde_json::to_value(game.save()).ok())?;
                }
                let best = game.state().scores().into_iter().max_by_key(|s| s.value);
                let best = best.map_or(String::new(), |s| format!(", best {} {}", s.name, s.value));
                say(format_args!(
                    "game {} (seed {seed}): {} actions, {}{best} in {}",
                    k + 1,
                    game.actions().len(),
                    game.state().round,
                    millis(clock.elapsed()),
                ))?;
            }
            Err(e) => {
                failed += 1;
                say(format_args!("game {} (seed {seed}): failed: {e}", k + 1))?;
            }
        }
    }
    say(format_args!(
        "{} games of {} players: {} ended, {failed} failed, {actions} actions in {}",
        args.games,
        args.players,
        args.games - failed,
        millis(started.elapsed()),
    ))?;
    if failed > 0 {
        return Err(Failure::Failed(format!("{failed} of {} games failed", args.games)));
    }
    Ok(())
}

/// Writes a JSON value to a file, creating its folder.
fn write_json(path: &std::path::Path, value: &Option<Value>) -> Result<(), Failure> {
    let text = value
        .as_ref()
        .and_then(|v| serde_json::to_string(v).ok())
        .ok_or_else(|| Failure::Failed("cannot write the game as JSON".into()))?;
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)
            .map_err(|e| Failure::Failed(format!("cannot create {}: {e}", dir.display())))?;
    }
    std::fs::write(path, text)
        .map_err(|e| Failure::Failed(format!("cannot write {}: {e}", path.display())))
}

/// The value of a flag that takes a whole number.
fn whole_number(flag: &str, value: &str) -> Result<u64, Failure> {
    value
        .parse::<u64>()
        .map_err(|_| Failure::Usage(format!("{flag} needs a whole number, not \"{value}\"")))
}

/// The value of `--players`: 2 to 6.
fn player_count(flag: &str, value: &str) -> Result<u8, Failure> {
    u8::try_from(whole_number(flag, value)?)
        .ok()
        .filter(|&n| PlayerCount::new(n).is_ok())
        .ok_or_else(|| Failure::Usage("1840 is played by 2 to 6 players".into()))
}

fn millis(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1000.0)
}

// ----- position -----

struct PositionArgs {
    players: u8,
    seed: u64,
    /// Index into the Round Bar of the earliest round to stop in.
    round: usize,
    /// Action kinds that must all be offered.
    until: Vec<String>,
}

/// The action kinds `--until` understands, besides `upgrade`.
const KINDS: [&str; 12] = [
    "lay_tile",
    "lay_stadtbahn",
    "bonus_tile",
    "place_station",
    "remove_stadtbahn_marker",
    "skip_bonus",
    "buy_private",
    "run_tram",
    "buy_tram",
    "pay_dividend",
    "buy_director",
    "choose_line",
];

impl PositionArgs {
    fn parse(args: &[String]) -> Result<PositionArgs, Failure> {
        let mut parsed = PositionArgs { players: 4, seed: 1, round: 0, until: Vec::new() };
        let mut rest = args.iter();
        while let Some(flag) = rest.next() {
            let value =
                rest.next().ok_or_else(|| Failure::Usage(format!("{flag} needs a value")))?;
            match flag.as_str() {
                "--players" => {
                    parsed.players = value
                        .parse::<u8>()
                        .ok()
                        .filter(|&n| PlayerCount::new(n).is_ok())
                        .ok_or_else(|| Failure::Usage("1840 is played by 2 to 6 players".into()))?;
                }
                "--seed" => {
                    parsed.seed = value.parse().map_err(|_| {
                        Failure::Usage(format!("--seed needs a whole number, not \"{value}\""))
                    })?;
                }
                "--round" => {
                    parsed.round =
                        ROUND_BAR.iter().position(|e| e.round.to_string() == *value).ok_or_else(
                            || Failure::Usage(format!("\"{value}\" is not on the Round Bar")),
                        )?;
                }
                "--until" => {
                    for kind in value.split(',').map(str::trim).filter(|k| !k.is_empty()) {
                        if !["upgrade", "tram", "route"].contains(&kind) && !KINDS.contains(&kind) {
                            return Err(Failure::Usage(format!("unknown action kind \"{kind}\"")));
                        }
                        parsed.until.push(kind.to_owned());
                    }
                }
                other => return Err(Failure::Usage(format!("unknown option \"{other}\""))),
            }
        }
        Ok(parsed)
    }
}

fn round_index(round: Round) -> usize {
    ROUND_BAR.iter().position(|e| e.round == round).unwrap_or(ROUND_BAR.len())
}

/// Whether `game`'s decision offers an action of `kind` (`upgrade`: a lay on a tiled hex;
/// `tram`: the acting line has a tram to run; `route`: and its best route earns something).
fn offers(game: &Game, kind: &str) -> bool {
    if kind == "tram" || kind == "route" {
        let Actor::Line { line, .. } = game.available().actor else { return false };
        let Some(ctx) = line_route_context(game.state(), line) else { return false };
        return kind == "tram"
            || best_route(&game.state().board, &ctx).is_some_and(|r| r.revenue > 0);
    }
    game.available().moves.iter().any(|m| match (kind, m.lowest()) {
        ("upgrade", Action::LayTile { hex, .. }) => game.state().board.tile(hex).is_some(),
        (kind, action) => action.kind() == kind,
    })
}

fn position(args: &PositionArgs) -> Result<(), Failure> {
    let setup = random_setup_for(args.players, args.seed);
    let game = play_random_until(setup, args.seed, |g| {
        round_index(g.state().round) >= args.round && args.until.iter().all(|k| offers(g, k))
    })
    .map_err(|e| Failure::Failed(format!("seed {}: {e}", args.seed)))?;
    let text = serde_json::to_string(&game.save())
        .map_err(|e| Failure::Failed(format!("cannot write the save: {e}")))?;
    say(text)
}
