//! The `vienna-tramways` binary on Russian Railroads: `replay` of its saves (told apart from
//! 1840's, whose set-up also has `players`), `rr-selfplay`, `rr-tournament` and `rr-at`, and
//! the files and command lines it refuses.

use std::path::PathBuf;
use std::process::Output;

use russian_railroads_engine::selfplay::random_game;
use russian_railroads_engine::{Game, Setup};
use serde_json::{Value, json};

mod common;

use common::{run, stderr, stdout};

/// A file with this text in a folder of this test run.
fn file(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("vienna-tramways-rr-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let path = dir.join(name);
    std::fs::write(&path, text).expect("a temporary file");
    path
}

fn path_str(path: &std::path::Path) -> &str {
    path.to_str().expect("a UTF-8 path")
}

/// Fails with `code` and a reason, never a panic, and nothing on stdout.
fn assert_fails(output: &Output, code: i32, words: &str) {
    let err = stderr(output);
    assert_eq!(output.status.code(), Some(code), "stderr: {err}");
    assert!(err.contains(words), "\"{words}\" not in: {err}");
    assert!(!err.contains("panicked"), "{err}");
    assert!(stdout(output).is_empty(), "nothing on stdout on failure");
}

fn one_object(output: &Output) -> Value {
    assert!(output.status.success(), "{}", stderr(output));
    serde_json::from_str(&stdout(output)).expect("one JSON object")
}

/// A saved random game replays to the engine's points by source and winners.
#[test]
fn replay_of_a_saved_random_game_prints_points_by_source_and_winners() {
    let game = random_game(11, 4);
    assert!(game.is_over(), "random game 11 ends");
    let save = serde_json::to_string(&game.save()).expect("a save");
    let report = one_object(&run(&["replay", path_str(&file("rr.json", &save))]));
    let state = game.state();
    assert_eq!(report["game"], json!("russian_railroads"));
    assert_eq!(report["round"], json!(state.round));
    assert_eq!(report["over"], json!(true));
    assert_eq!(report["actions"], json!(game.actions().len()));
    let players = report["players"].as_array().expect("players");
    assert_eq!(players.len(), 4);
    for ((p, player), name) in players.iter().zip(&state.players).zip(&game.setup().players) {
        let points = &player.points;
        assert_eq!(p["name"], json!(name));
        assert_eq!(p["points"]["railways"], json!(points.railways));
        assert_eq!(p["points"]["industry"], json!(points.industry));
        assert_eq!(p["points"]["turn_order"], json!(points.turn_order));
        assert_eq!(p["points"]["actions"], json!(points.actions));
        assert_eq!(p["points"]["end_bonus"], json!(points.end_bonus));
        assert_eq!(p["points"]["majority"], json!(points.majority));
        assert_eq!(p["points"]["total"], json!(points.total()));
    }
    assert_eq!(report["winners"], json!(game.outcome().winners()));
}

/// A save with no actions reads as 1840's too (its set-up has `players` and `seed`): it is
/// Russian Railroads' all the same, by its `rules`.
#[test]
fn a_save_with_no_actions_is_of_russian_railroads_by_its_rules() {
    let game = Game::new(Setup::new(&["Anna", "Boris"], 3)).expect("a set-up");
    let save = serde_json::to_string(&game.save()).expect("a save");
    let report = one_object(&run(&["replay", path_str(&file("rr-empty.json", &save))]));
    assert_eq!(report["game"], json!("russian_railroads"));
    assert_eq!((&report["over"], &report["actions"]), (&json!(false), &json!(0)));
}

/// A damaged save is refused with exit code 1 and the reason: one that does not read, and
/// one whose log the rules refuse (the engine's words, naming the action).
#[test]
fn a_damaged_save_is_refused_with_exit_code_1() {
    let game = random_game(12, 3);
    let mut save = serde_json::to_value(game.save()).expect("a save");
    save["actions"][4] = json!({"type": "fly"});
    let output = run(&["replay", path_str(&file("rr-unreadable.json", &save.to_string()))]);
    assert_fails(&output, 1, "is not a readable Russian Railroads save: unknown variant `fly`");
    let mut save = serde_json::to_value(game.save()).expect("a save");
    // The game opens with the start-bonus draft: passing is not offered then.
    save["actions"][1] = json!({"type": "pass"});
    let output = run(&["replay", path_str(&file("rr-refused.json", &save.to_string()))]);
    assert_fails(&output, 1, "action 1 (pass) was refused: not now");
    let mut save = serde_json::to_value(game.save()).expect("a save");
    save["setup"]["players"] = json!(["Anna"]);
    let output = run(&["replay", path_str(&file("rr-one.json", &save.to_string()))]);
    assert_fails(&output, 1, "Russian Railroads needs 2 to 4 players, not 1");
}

#[test]
fn rr_selfplay_prints_a_line_per_game_and_the_totals_and_saves() {
    let dir = std::env::temp_dir().join(format!("vienna-tramways-rr-sp-{}", std::process::id()));
    let args = ["rr-selfplay", "--players", "3", "--games", "2", "--seed", "7", "--save-dir"];
    let output = run(&[&args[..], &[path_str(&dir)]].concat());
    assert!(output.status.success(), "{}", stderr(&output));
    let out = stdout(&output);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    assert!(lines[0].starts_with("game 1 (seed 7): "), "{out}");
    assert!(lines[1].starts_with("game 2 (seed 8): "), "{out}");
    assert!(lines[2].starts_with("2 games of 3 players: 2 ended, 0 unfinished, "), "{out}");
    assert!(lines[2].contains("actions/game") && lines[2].contains("games/s"), "{out}");
    let saved = dir.join("rr-3p-seed8.json");
    let report = one_object(&run(&["replay", path_str(&saved)]));
    assert_eq!(report["actions"], json!(random_game(8, 3).actions().len()));
}

/// A tournament of 2 games prints its seats' records, in the list's order, and no illegal
/// move or unfinished game; each game's save replays.
#[test]
fn rr_tournament_of_two_games_prints_each_seat() {
    let dir = std::env::temp_dir().join(format!("vienna-tramways-rr-t-{}", std::process::id()));
    let output = run(&[
        "rr-tournament",
        "--seats",
        "strong,random,steady",
        "--games",
        "2",
        "--seed",
        "5",
        "--save-dir",
        path_str(&dir),
    ]);
    let report = one_object(&output);
    assert_eq!(report["game"], json!("russian_railroads"));
    assert_eq!((&report["games"], &report["players"]), (&json!(2), &json!(3)));
    assert_eq!((&report["illegal"], &report["unfinished"]), (&json!(0), &json!(0)));
    let seats = report["seats"].as_array().expect("seats");
    let bots: Vec<&str> = seats.iter().filter_map(|s| s["bot"].as_str()).collect();
    assert_eq!(bots, ["strong", "random", "steady"]);
    let wins: u64 = seats.iter().filter_map(|s| s["wins"].as_u64()).sum();
    assert!(wins >= 2, "every game has a winner: {report}");
    for seat in seats {
        for key in ["shared", "win_rate", "mean_rank", "median_points", "mean_margin"] {
            assert!(seat.get(key).is_some(), "{key} missing: {seat}");
        }
        assert!(
            seat["decision_ms"]["median"].is_number() && seat["decision_ms"]["max"].is_number()
        );
    }
    assert!(report["winners_median_points"].is_number(), "{report}");
    for seed in [5, 6] {
        let saved = dir.join(format!("rr-bots-3p-seed{seed}.json"));
        let replayed = one_object(&run(&["replay", path_str(&saved)]));
        assert_eq!(replayed["over"], json!(true));
    }
}

#[test]
fn command_lines_it_cannot_use() {
    let unknown = run(&["rr-tournament", "--seats", "strong,clever", "--games", "1"]);
    assert_fails(&unknown, 2, "\"clever\" is not a bot (random, steady, strong)");
    assert_fails(&run(&["rr-tournament", "--seats", "strong"]), 2, "2 to 4 players");
    assert_fails(&run(&["rr-tournament", "--games"]), 2, "needs a value");
    assert_fails(&run(&["rr-selfplay", "--players", "5"]), 2, "2 to 4 players");
    assert_fails(&run(&["rr-selfplay", "--fast", "1"]), 2, "unknown option");
    assert_fails(&run(&["rr-at", "save.json"]), 2, "a save and a number of actions");
    let help = run(&["--help"]);
    assert!(stdout(&help).contains("vienna-tramways rr-tournament --seats"));
}

/// `rr-at SAVE K` prints the position after K actions as the engine replays the cut log; K
/// beyond the log is refused.
#[test]
fn rr_at_prints_the_position_of_the_cut_log() {
    let game = random_game(13, 4);
    let path = file("rr-at.json", &serde_json::to_string(&game.save()).expect("a save"));
    let path = path_str(&path);
    for at in [0, 37, game.actions().len()] {
        let report = one_object(&run(&["rr-at", path, &at.to_string()]));
        let cut = Game::replay(game.setup(), &game.actions()[..at]).expect("the cut log replays");
        assert_eq!(report["actions"], json!(at));
        assert_eq!(report["over"], json!(cut.is_over()));
        assert_eq!(report["decider"], json!(cut.decider()));
        assert_eq!(report["offered"], json!(cut.available()));
        assert_eq!(report["state"], json!(cut.state()));
        assert_eq!(report["save"], json!(cut.save()));
    }
    let beyond = game.actions().len() + 1;
    assert_fails(&run(&["rr-at", path, &beyond.to_string()]), 1, "actions, not");
    assert_fails(&run(&["rr-at", path, "x"]), 2, "not a number of actions");
}
