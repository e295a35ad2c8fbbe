//! Export to 18xx.games (issue 17), run as a developer would: `selfplay --rules 18xx-games
//! --save-dir`, `export --format 18xx`, and `differential`, which plays the exports with
//! 18xx.games' own engine (../shared/oracle-18xx, needs `ruby`; skipped with a message when
//! either is absent).

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

mod common;

use common::{run, stderr, stdout};

fn scratch(name: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("vienna-tramways-export-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    dir
}

/// The oracle beside the project, when it and ruby are there.
fn oracle() -> Option<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/oracle-18xx");
    if !dir.join("oracle.rb").is_file() {
        eprintln!(
            "skipped: 18xx.games' engine is not at {} (../shared/oracle-18xx)",
            dir.display()
        );
        return None;
    }
    if Command::new("ruby").arg("--version").output().is_err() {
        eprintln!("skipped: ruby is not installed (it runs 18xx.games' engine)");
        return None;
    }
    Some(dir)
}

/// A finished random game played with the rules of 18xx.games, as a save.
fn saved_game(players: u8, seed: u64) -> PathBuf {
    saved_game_with(players, seed, &[])
}

/// The same with more `selfplay` options (`--sparing-trams`).
fn saved_game_with(players: u8, seed: u64, more: &[&str]) -> PathBuf {
    let dir = scratch(&format!("{players}-{seed}{}", more.concat()));
    let (p, s) = (players.to_string(), seed.to_string());
    let d = dir.to_str().expect("a UTF-8 path");
    let mut args =
        vec!["selfplay", "--players", &p, "--games", "1", "--seed", &s, "--rules", "18xx-games"];
    args.extend_from_slice(more);
    args.extend_from_slice(&["--save-dir", d]);
    let out = run(&args);
    assert!(out.status.success(), "{}", stderr(&out));
    dir.join(format!("game-{players}p-seed{seed}.json"))
}

#[test]
fn a_game_with_the_rules_of_18xx_games_exports_in_its_format() {
    let save = saved_game(3, 1);
    let out = run(&["export", "--format", "18xx", save.to_str().expect("UTF-8")]);
    assert!(out.status.success(), "{}", stderr(&out));
    let export: Value = serde_json::from_str(&stdout(&out)).expect("JSON");
    assert_eq!(export["title"], "1840");
    assert_eq!(export["players"].as_array().map(Vec::len), Some(3));
    assert_eq!(export["settings"]["seed"], 1);
    let actions = export["actions"].as_array().expect("actions");
    assert!(actions.len() > 100, "a whole game: {} actions", actions.len());
    // Numbered from 1 without gaps, each with a type, an entity and its kind.
    for (i, a) in actions.iter().enumerate() {
        assert_eq!(a["id"].as_u64(), Some(i as u64 + 1));
        assert!(a["type"].is_string() && a["entity_type"].is_string(), "{a}");
    }
}

#[test]
fn a_game_with_the_printed_rules_is_refused_with_the_reason() {
    let dir = scratch("printed");
    let d = dir.to_str().expect("UTF-8");
    let out = run(&["selfplay", "--players", "4", "--games", "1", "--seed", "3", "--save-dir", d]);
    assert!(out.status.success(), "{}", stderr(&out));
    let save = dir.join("game-4p-seed3.json");
    let out = run(&["export", "--format", "18xx", save.to_str().expect("UTF-8")]);
    assert_eq!(out.status.code(), Some(1));
    let message = stderr(&out);
    assert!(message.contains("not set up as 18xx.games sets up 1840"), "{message}");
    assert_eq!(message.lines().count(), 1, "{message}");
}

#[test]
fn export_refuses_other_formats_and_missing_files() {
    let out = run(&["export", "--format", "pdf", "x.json"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("the only export format is 18xx"), "{}", stderr(&out));
    let out = run(&["export", "--format", "18xx", "/no/such/file.json"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("cannot read"), "{}", stderr(&out));
}

#[test]
fn eighteen_xx_games_plays_our_exports_to_the_same_end() {
    let Some(dir) = oracle() else { return };
    let out = run(&[
        "differential",
        "--games",
        "2",
        "--seed",
        "11",
        "--oracle",
        dir.to_str().expect("UTF-8"),
    ]);
    let report: Value = serde_json::from_str(&stdout(&out)).expect("a JSON report");
    assert_eq!(report["games"], 10, "2 games for each of 2 to 6 players");
    assert_eq!(report["differences"], 0, "{report}");
    assert!(out.status.success(), "{}", stderr(&out));
    // The games reach the actions of every round.
    for kind in
        ["bid", "choose", "par", "buy_shares", "buy_train", "merge", "lay_tile", "run_routes"]
    {
        assert!(report["action_types"][kind].as_u64().unwrap_or(0) > 0, "no {kind}: {report}");
    }
}

#[test]
fn the_differential_test_says_where_the_oracle_is_missing() {
    let out = run(&["differential", "--games", "1", "--oracle", "/no/such/oracle"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("the oracle is not at"), "{}", stderr(&out));
}

/// `replay` of our export of a finished game gives the final values 18xx.games' engine ends
/// the same export with (3 and 5 players, one of them deep in loans).
#[test]
fn replay_of_our_export_gives_the_values_18xx_games_ends_with() {
    let Some(dir) = oracle() else { return };
    for players in [3u8, 5] {
        let save = saved_game_with(players, 3, &["--sparing-trams"]);
        let scratch = save.parent().expect("the save's folder").to_path_buf();
        let out = run(&["export", "--format", "18xx", save.to_str().expect("UTF-8")]);
        assert!(out.status.success(), "{}", stderr(&out));
        let export = scratch.join("export.json");
        std::fs::write(&export, stdout(&out)).expect("the export written");
        let out = run(&["replay", export.to_str().expect("UTF-8")]);
        assert!(out.status.success(), "{}", stderr(&out));
        let ours: Value = serde_json::from_str(&stdout(&out)).expect("one JSON object");
        assert_eq!(ours["finished"], true, "{ours}");
        let oracle = Command::new("ruby")
            .arg(dir.join("oracle.rb"))
            .args(["--auto", "--brief"])
            .arg(&export)
            .output()
            .expect("ruby runs");
        let text = String::from_utf8_lossy(&oracle.stdout);
        let summary: Value =
            serde_json::from_str(text.lines().last().unwrap_or("")).expect("the oracle's summary");
        assert_eq!(summary["finished"], true, "{summary}");
        let players_ours = ours["players"].as_array().expect("players");
        assert_eq!(players_ours.len(), usize::from(players));
        for player in players_ours {
            let id = player["id"].to_string();
            assert_eq!(player["value"], summary["result"][&id], "player {id}: {summary}");
        }
    }
}

/// A 2-player game (seed 10077) where player 2 sells part of WT's director certificate once
/// player 1 holds its five 10% shares, and player 1 directs WT from then on (18xx.games'
/// change of president; `RuleOptions::director_certificate_changes_hands`). The export
/// writes the sale as 18xx.games does (the certificate with the percentage sold) and reads
/// back to the same game.
#[test]
fn a_director_certificate_sold_in_part_exports_and_reads_back() {
    let save = saved_game_with(2, 10077, &["--sparing-trams"]);
    let out = run(&["export", "--format", "18xx", save.to_str().expect("UTF-8")]);
    assert!(out.status.success(), "{}", stderr(&out));
    let export = stdout(&out);
    let parsed: Value = serde_json::from_str(&export).expect("JSON");
    let actions = parsed["actions"].as_array().expect("actions");
    let sale = actions
        .iter()
        .find(|a| {
            a["type"] == "sell_shares"
                && a["shares"].as_array().is_some_and(|s| s.iter().any(|s| s == "WT_0"))
        })
        .expect("a sale of WT's director certificate");
    assert_eq!(sale["shares"], serde_json::json!(["WT_0"]), "{sale}");
    assert!(sale["percent"].as_u64().is_some_and(|p| (10..=50).contains(&p)), "{sale}");
    let file = save.with_file_name("export.json");
    std::fs::write(&file, export).expect("written");
    let ours = run(&["replay", save.to_str().expect("UTF-8")]);
    let theirs = run(&["replay", file.to_str().expect("UTF-8")]);
    assert!(ours.status.success() && theirs.status.success(), "{}", stderr(&theirs));
    let read = |out: &std::process::Output| -> Value {
        let mut v: Value = serde_json::from_str(&stdout(out)).expect("JSON");
        // Players are numbered from 0 in a save and by their 18xx.games ids in an export.
        for p in v["players"].as_array_mut().into_iter().flatten() {
            p.as_object_mut().map(|p| p.remove("id"));
        }
        v
    };
    let (ours, theirs) = (read(&ours), read(&theirs));
    for key in ["round", "finished", "players", "companies"] {
        assert_eq!(ours[key], theirs[key], "{key}");
    }
}

/// The same game through 18xx.games' own engine: it asks the director who can sell into the
/// certificate (instead of passing him), takes the sale, and ends with our values; imported
/// back, the game equals ours after every action.
#[test]
fn eighteen_xx_games_agrees_on_a_change_of_director() {
    let Some(dir) = oracle() else { return };
    let out = run(&[
        "differential",
        "--players",
        "2",
        "--games",
        "1",
        "--seed",
        "10077",
        "--sparing-trams",
        "--round-trip",
        "--oracle",
        dir.to_str().expect("UTF-8"),
    ]);
    let report: Value = serde_json::from_str(&stdout(&out)).expect("a JSON report");
    assert_eq!(report["differences"], 0, "{report}");
    assert!(report["reached"]["situation:director_changed"].as_u64() >= Some(1), "{report}");
    assert!(out.status.success(), "{}", stderr(&out));
}
