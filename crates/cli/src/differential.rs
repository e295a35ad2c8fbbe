//! `vienna-tramways differential`: random games of ours, played with the rules of 18xx.games,
//! exported in its format and played by its own engine (the oracle, `oracle.rb --auto`), to
//! find where the two engines disagree.
//!
//! For each game: the oracle must accept every exported action, and when both games end, every
//! player's final value must be the same. A game that 18xx.games cannot play to the end (see
//! [`ExportError::NotAccepted`]) is compared up to the action before. The oracle is run as a
//! black box; nothing of it is read at build time. Games are compared after every export
//! action (`conform::compare_points`) and at the end; with `--round-trip` each export is also
//! imported back and compared with the original. The report counts the 18xx.games action
//! types written and what the games reached.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::{Value, json};
use tramways_engine::conform::{Point, Report, compare_points};
use tramways_engine::data::game_tables::PlayerCount;
use tramways_engine::game::{Action, Event, Game, Setup};
use tramways_engine::import::export::{ExportError, player_id, to_18xx};
use tramways_engine::import::from_18xx_json;
use tramways_engine::selfplay::{play_random, play_random_sparing_trams, random_setup_18xx};

use super::{Failure, player_count, say, whole_number, words};

/// The command line of `differential`.
pub struct Args {
    players: Vec<u8>,
    games: u64,
    seed: u64,
    oracle: PathBuf,
    keep: Option<PathBuf>,
    /// Also import each export back and compare it with the original, action by action.
    round_trip: bool,
    /// Random play that scraps trams seldom, to reach the late rounds.
    sparing: bool,
}

impl Args {
    pub fn parse(args: &[String]) -> Result<Args, Failure> {
        let mut parsed = Args {
            players: PlayerCount::ALL.iter().map(|p| p.get()).collect(),
            games: 10,
            seed: 1,
            oracle: default_oracle(),
            keep: None,
            round_trip: false,
            sparing: false,
        };
        let mut rest = args.iter();
        while let Some(flag) = rest.next() {
            if flag == "--round-trip" {
                parsed.round_trip = true;
                continue;
            }
            if flag == "--sparing-trams" {
                parsed.sparing = true;
                continue;
            }
            let value =
                rest.next().ok_or_else(|| Failure::Usage(format!("{flag} needs a value")))?;
            let number = || whole_number(flag, value);
            match flag.as_str() {
                "--players" => parsed.players = vec![player_count(flag, value)?],
                "--games" => parsed.games = number()?.max(1),
                "--seed" => parsed.seed = number()?,
                "--oracle" => parsed.oracle = value.into(),
                "--keep" => parsed.keep = Some(value.into()),
                other => return Err(Failure::Usage(format!("unknown option \"{other}\""))),
            }
        }
        Ok(parsed)
    }
}

/// `TRAMWAYS_ORACLE`, else `../shared/oracle-18xx` from the current folder.
pub fn default_oracle() -> PathBuf {
    std::env::var_os("TRAMWAYS_ORACLE")
        .map_or_else(|| PathBuf::from("../shared/oracle-18xx"), PathBuf::from)
}

/// What one game gave.
struct Outcome {
    /// The oracle accepted every action and both final values agree (or neither ended).
    agreed: bool,
    /// The first difference, in words.
    difference: Option<String>,
    /// The game was cut before an action 18xx.games cannot play.
    cut: Option<String>,
    /// The 18xx.games action types written, with their counts.
    kinds: BTreeMap<String, u64>,
    /// Positions compared after an action, and of those, where the decision was compared.
    compared: (u64, u64),
    /// What the game reached (see [`coverage`]).
    coverage: BTreeMap<String, u64>,
}

/// What a game played reached, to show that the random games go everywhere: our action kinds
/// (`action:…`), and situations: a director's loans, a tram colour sold out, privates sold to
/// companies (their powers then count in the runs), a directorship changing hands, the small
/// map, the end of the game.
fn coverage(setup: &Setup, actions: &[Action]) -> BTreeMap<String, u64> {
    let mut seen: BTreeMap<String, u64> = BTreeMap::new();
    let mut add = |key: String, n: u64| *seen.entry(key).or_default() += n;
    let Ok(mut game) = Game::new(setup.clone()) else { return BTreeMap::new() };
    for action in actions {
        add(format!("action:{}", action.kind()), 1);
        let Ok(events) = game.apply(action) else { break };
        for event in &events {
            match event {
                Event::TramBought { space, loans, from_director, .. } => {
                    add("situation:director_pays_for_a_tram".into(), u64::from(*from_director > 0));
                    add("situation:loans".into(), u64::from(*loans));
                    let left = game.state().trams.spaces[*space as usize];
                    add("situation:tram_colour_sold_out".into(), u64::from(left.is_none()));
                }
                Event::ShortfallPaid { loans, from_director, .. } => {
                    add(
                        "situation:director_pays_a_shortfall".into(),
                        u64::from(*from_director > 0),
                    );
                    add("situation:loans".into(), u64::from(*loans));
                }
                Event::PrivateSoldToCompany { private, .. } => {
                    add(format!("situation:private_with_a_company:{private:?}"), 1);
                }
                Event::DirectorChanged { .. } => add("situation:director_changed".into(), 1),
                _ => {}
            }
        }
    }
    add(format!("situation:map:{:?}", setup.variant), 1);
    add("situation:played_to_the_end".into(), u64::from(game.is_over()));
    seen
}

pub fn run(args: &Args) -> Result<(), Failure> {
    let script = args.oracle.join("oracle.rb");
    if !script.is_file() {
        return Err(Failure::Failed(format!(
            "the oracle is not at {} (set --oracle DIR or TRAMWAYS_ORACLE)",
            script.display()
        )));
    }
    let scratch = match &args.keep {
        Some(dir) => dir.clone(),
        None => std::env::temp_dir().join(format!("tramways-differential-{}", std::process::id())),
    };
    std::fs::create_dir_all(&scratch)
        .map_err(|e| Failure::Failed(format!("cannot create {}: {e}", scratch.display())))?;
    // Games, agreed, differing, played to the end.
    let mut per_count: BTreeMap<u8, (u64, u64, u64, u64)> = BTreeMap::new();
    let mut kinds: BTreeMap<String, u64> = BTreeMap::new();
    let mut reached: BTreeMap<String, u64> = BTreeMap::new();
    let mut differences: Vec<Value> = Vec::new();
    let mut cuts = 0u64;
    let (mut points, mut decisions) = (0u64, 0u64);
    for &players in &args.players {
        for k in 0..args.games {
            let seed = args.seed.wrapping_add(k);
            let outcome = one_game(players, seed, &script, &scratch, args)?;
            let entry = per_count.entry(players).or_default();
            entry.0 += 1;
            if outcome.agreed {
                entry.1 += 1;
            } else {
                entry.2 += 1;
            }
            cuts += u64::from(outcome.cut.is_some());
            entry.3 += outcome.coverage.get("situation:played_to_the_end").copied().unwrap_or(0);
            points += outcome.compared.0;
            decisions += outcome.compared.1;
            for (kind, n) in outcome.kinds {
                *kinds.entry(kind).or_default() += n;
            }
            for (key, n) in outcome.coverage {
                *reached.entry(key).or_default() += n;
            }
            if let Some(d) = outcome.difference {
                differences.push(json!({"players": players, "seed": seed, "difference": d}));
            }
        }
    }
    if args.keep.is_none() {
        let _ = std::fs::remove_dir_all(&scratch);
    }
    let counts: Vec<Value> = per_count
        .iter()
        .map(|(p, (games, agreed, differ, ended))| {
            json!({"players": p, "games": games, "agreed": agreed, "differences": differ,
                   "played_to_the_end": ended})
        })
        .collect();
    let total: u64 = per_count.values().map(|c| c.2).sum();
    let report = json!({
        "games": per_count.values().map(|c| c.0).sum::<u64>(),
        "differences": total,
        "per_player_count": counts,
        "cut_before_an_18xx_games_fault": cuts,
        "positions_compared": points,
        "decisions_compared": decisions,
        "action_types": kinds,
        "reached": reached,
        "first_differences": differences.iter().take(20).collect::<Vec<_>>(),
    });
    say(report)?;
    if total > 0 {
        return Err(Failure::Failed(format!("{total} games differ from 18xx.games")));
    }
    Ok(())
}

/// Plays, exports and checks one game.
fn one_game(
    players: u8,
    seed: u64,
    script: &Path,
    scratch: &Path,
    args: &Args,
) -> Result<Outcome, Failure> {
    let setup = random_setup_18xx(players, seed);
    let played = if args.sparing {
        play_random_sparing_trams(setup.clone(), seed)
    } else {
        play_random(setup.clone(), seed, |_, _| {})
    };
    let game =
        played.map_err(|e| Failure::Failed(format!("{players} players, seed {seed}: {e}")))?;
    let mut actions: Vec<Action> = game.actions().to_vec();
    let mut cut = None;
    let exported = loop {
        match to_18xx(&setup, &actions) {
            Ok(exported) => break exported,
            Err(ExportError::NotAccepted { index, reason, .. }) if index >= 1 => {
                cut = Some(reason.to_string());
                actions.truncate(index - 1);
            }
            Err(e) => {
                let why = words::export_problem(&e, &setup.players);
                return Err(Failure::Failed(format!("{players} players, seed {seed}: {why}")));
            }
        }
    };
    let ours = Game::replay(&setup, &actions).map_err(|e| {
        let why = words::replay_problem(&e, &setup.players);
        Failure::Failed(format!("{players} players, seed {seed}: {why}"))
    })?;
    let mut kinds: BTreeMap<String, u64> = BTreeMap::new();
    for action in exported.json.get("actions").and_then(Value::as_array).into_iter().flatten() {
        let kind = action.get("type").and_then(Value::as_str).unwrap_or("?");
        *kinds.entry(kind.to_owned()).or_default() += 1;
    }
    let round_trip =
        if args.round_trip { round_trip(&ours, &exported.json, &exported.points) } else { None };
    let file = scratch.join(format!("export-{players}p-seed{seed}.json"));
    std::fs::write(&file, exported.json.to_string())
        .map_err(|e| Failure::Failed(format!("cannot write {}: {e}", file.display())))?;
    let output = Command::new("ruby")
        .arg(script)
        .arg("--auto")
        .arg(&file)
        .output()
        .map_err(|e| Failure::Failed(format!("cannot run ruby: {e}")))?;
    let text = String::from_utf8_lossy(&output.stdout);
    let lines: Vec<Value> = text.lines().filter_map(|l| serde_json::from_str(l).ok()).collect();
    let summary = lines
        .last()
        .filter(|l| l.get("summary").is_some())
        .ok_or_else(|| Failure::Failed(format!("the oracle printed no summary for {seed}")))?;
    let per_action = per_action(&setup, &actions, &exported.points, &lines);
    let compared = (per_action.points as u64, per_action.decisions as u64);
    let at = |i: u64| {
        let i = usize::try_from(i).unwrap_or(usize::MAX);
        let action = exported.json.get("actions").and_then(|a| a.get(i));
        let kind = action.and_then(|a| a.get("type")).and_then(Value::as_str).unwrap_or("?");
        let ours = exported.points.iter().find(|&&(j, _)| j >= i).map_or(0, |&(_, n)| n);
        format!("export action {} ({kind}, our action {ours})", i + 1)
    };
    let difference = if let Some(i) = summary.get("refused_at").and_then(Value::as_u64) {
        let detail: String = lines
            .iter()
            .find(|v| v.get("i").and_then(Value::as_u64) == Some(i))
            .and_then(|v| v.get("error").and_then(Value::as_str))
            .map_or_else(|| "(no reason given)".into(), |e| e.chars().take(160).collect());
        Some(format!("18xx.games refuses {}: {detail}", at(i)))
    } else if let Some(first) = per_action.differences.first() {
        let n = per_action.differences.len();
        Some(format!("{n} differences after an action, the first: {first}"))
    } else {
        let finished = summary.get("finished").and_then(Value::as_bool).unwrap_or(false);
        match (finished, ours.is_over()) {
            (true, true) => {
                let result = summary.get("result");
                let wrong: Vec<String> = ours
                    .state()
                    .scores()
                    .iter()
                    .filter_map(|s| {
                        let id = player_id(usize::from(s.player)).to_string();
                        let theirs = result.and_then(|r| r.get(&id)).and_then(Value::as_i64);
                        (theirs != Some(s.value)).then(|| {
                            format!("player {id}: ours {}, 18xx.games {theirs:?}", s.value)
                        })
                    })
                    .collect();
                (!wrong.is_empty()).then(|| format!("final values differ: {}", wrong.join("; ")))
            }
            (false, false) => None,
            (theirs, _) => Some(format!(
                "the game {} on 18xx.games but {} here",
                if theirs { "ended" } else { "goes on" },
                if ours.is_over() { "ended" } else { "goes on" },
            )),
        }
    };
    let difference = difference.or(round_trip.map(|d| format!("imported back: {d}")));
    let coverage = coverage(&setup, &actions);
    Ok(Outcome { agreed: difference.is_none(), difference, cut, kinds, compared, coverage })
}

/// The export imported back must be the same game: after each export action that closes one
/// of ours, the imported game stands where ours stands.
fn round_trip(ours: &Game, export: &Value, points: &[(usize, usize)]) -> Option<String> {
    let imported = match from_18xx_json(&export.to_string()) {
        Ok(imported) => imported,
        Err(e) => return Some(words::import_problem(&e)),
    };
    if &imported.setup != ours.setup() {
        return Some("the set-up differs".into());
    }
    let mut original = match Game::new(ours.setup().clone()) {
        Ok(game) => game,
        Err(e) => return Some(words::setup_problem(&e)),
    };
    let mut again = original.clone();
    let (mut done, mut taken) = (0, 0);
    for &(i, n) in points {
        while done < n {
            if let Err(e) = original.apply(&ours.actions()[done]) {
                let why = words::refusal(&e, &ours.setup().players);
                return Some(format!("our action {} is refused: {why}", done + 1));
            }
            done += 1;
        }
        // Export ids are 1-based.
        // The moves 18xx.games made by itself after export action i are put in before the
        // next export action: they belong here.
        while taken < imported.actions.len()
            && (imported.source_index[taken] <= i + 1 || imported.source_kind[taken] == "automatic")
        {
            if let Err(e) = again.apply(&imported.actions[taken]) {
                let kind = imported.source_kind[taken];
                let why = words::refusal(&e, &ours.setup().players);
                return Some(format!("export action {} ({kind}) is refused: {why}", i + 1));
            }
            taken += 1;
        }
        if again.state() != original.state() {
            let (a, b) = (again.state(), original.state());
            let mut parts = Vec::new();
            if a.players != b.players {
                parts.push("players");
            }
            let detail = if a.trams_cos != b.trams_cos {
                parts.push("tram companies");
                let which = a.trams_cos.iter().zip(&b.trams_cos).find(|(x, y)| x != y);
                which.map(|(x, y)| format!(" (imported {x:?}; ours {y:?})"))
            } else {
                None
            };
            if a.privates != b.privates {
                parts.push("privates");
            }
            if a.lines != b.lines
                || a.line_display != b.line_display
                || a.line_stack != b.line_stack
            {
                parts.push("lines");
            }
            if a.trams != b.trams {
                parts.push("tram market");
            }
            if a.market != b.market {
                parts.push("share prices");
            }
            if a.board != b.board {
                parts.push("board");
            }
            if a.round != b.round || a.step != b.step {
                parts.push("round");
            }
            return Some(format!(
                "after export action {} (our action {n}) the games differ: {}{}",
                i + 1,
                parts.join(", "),
                detail.unwrap_or_default()
            ));
        }
    }
    None
}

/// Our game and the oracle's lines compared after every export action that closes one of
/// ours: who acts and what they may do, every player's cash, every company's treasury, share
/// price, owner, trams and shareholders (`tramways_engine::conform`).
fn per_action(
    setup: &Setup,
    actions: &[Action],
    points: &[(usize, usize)],
    lines: &[Value],
) -> Report {
    let player_ids: Vec<u64> = (0..setup.players.len()).map(player_id).collect();
    let points: Vec<Point> =
        points.iter().map(|&(oracle, engine)| Point { oracle, engine, decision: true }).collect();
    compare_points(setup, actions, &player_ids, lines, &points)
}
