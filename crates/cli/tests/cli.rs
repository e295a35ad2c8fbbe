//! The `vienna-tramways` binary, run as a player would: on a save of the app, on an
//! 18xx.games export, on damaged and foreign files, and with command lines it cannot use.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::{Value, json};
use tramways_engine::game::{Action, Game, Setup};

mod common;

use common::{run, stderr, stdout};

/// A file with this text in a folder of this test run.
fn file(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("vienna-tramways-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let path = dir.join(name);
    std::fs::write(&path, text).expect("a temporary file");
    path
}

fn replay(path: &Path) -> Output {
    run(&["replay", path.to_str().expect("a UTF-8 path")])
}

/// A 3-player game after its first `n` actions, each the first move offered.
fn game_after(n: usize) -> Game {
    let mut game = Game::new(Setup::new(&["Anna", "Bruno", "Clara"], 42)).expect("a set-up");
    for _ in 0..n {
        let action = game.available().moves[0].lowest();
        game.apply(&action).expect("an offered move");
    }
    game
}

/// Fails with `code` and a one-line reason, never a panic.
fn assert_fails(output: &Output, code: i32, words: &str) {
    let err = stderr(output);
    assert_eq!(output.status.code(), Some(code), "stderr: {err}");
    assert!(err.contains(words), "\"{words}\" not in: {err}");
    assert!(!err.contains("panicked"), "{err}");
    assert!(stdout(output).is_empty(), "nothing on stdout on failure");
}

#[test]
fn replay_of_a_save_prints_the_round_players_and_companies() {
    let game = game_after(12);
    let save = serde_json::to_string(&game.save()).expect("a save");
    let output = replay(&file("save.json", &save));
    assert!(output.status.success(), "{}", stderr(&output));
    let report: Value = serde_json::from_str(&stdout(&output)).expect("one JSON object");
    assert_eq!(report["round"], json!(game.state().round.to_string()));
    assert_eq!(report["finished"], json!(false));
    let players = report["players"].as_array().expect("players");
    assert_eq!(players.len(), 3);
    for (p, score) in players.iter().zip(game.state().scores()) {
        assert_eq!(p["id"], json!(score.player));
        assert_eq!(p["name"], json!(score.name));
        assert_eq!(p["cash"], json!(score.cash));
        assert_eq!(p["value"], json!(score.value));
        for key in ["shares_value", "privates_value", "loans"] {
            assert!(p.get(key).is_some(), "{key} missing");
        }
    }
    // W, G and D are on the chart from the start (3 players: the small map, no V).
    let companies = report["companies"].as_array().expect("companies");
    let ids: Vec<&str> = companies.iter().filter_map(|c| c["id"].as_str()).collect();
    assert_eq!(ids, ["W", "G", "D"]);
    assert_eq!(companies[0]["price"], json!(95));
}

/// A Trambahn save (the app's second game) replays to its engine's outcome: a game of two
/// greedy bots played to the end.
#[test]
fn replay_of_a_trambahn_save_prints_its_points_money_and_winner() {
    let mut setup = trambahn_engine::Setup::new("Anna", "Bruno", 6);
    setup.bots = vec![None, Some(trambahn_engine::bot::Level::Greedy)];
    let mut game = trambahn_engine::Game::new(setup).expect("a set-up");
    while let Some(action) = trambahn_engine::bot::greedy::choose(game.state()) {
        game.apply(&action).expect("an offered move");
    }
    assert!(game.is_over());
    let save = serde_json::to_string(&game.save()).expect("a save");
    let output = replay(&file("trambahn.json", &save));
    assert!(output.status.success(), "{}", stderr(&output));
    let report: Value = serde_json::from_str(&stdout(&output)).expect("one JSON object");
    let outcome = game.outcome();
    assert_eq!(report["game"], json!("trambahn"));
    assert_eq!(report["finished"], json!(true));
    assert_eq!(report["winner"], json!(outcome.winner));
    for p in 0..2 {
        assert_eq!(report["players"][p]["victory_points"], json!(outcome.victory_points[p]));
        assert_eq!(report["players"][p]["money"], json!(outcome.money[p]));
    }
}

/// A Trambahn game after its first `n` actions, each the first offered.
fn trambahn_after(n: usize) -> trambahn_engine::Game {
    let mut game = trambahn_engine::Game::new(trambahn_engine::Setup::new("Anna", "Bruno", 5))
        .expect("set-up");
    for _ in 0..n {
        let action = game.available()[0].clone();
        game.apply(&action).expect("an offered move");
    }
    game
}

/// Issue 51: a damaged Trambahn save is refused in one short line that says where the fault
/// is, as a damaged 1840 save is, however long the string it holds.
#[test]
fn a_damaged_trambahn_save_is_refused_briefly_with_where() {
    let long = "a".repeat(1_000_000);
    let mut save = serde_json::to_value(trambahn_after(4).save()).expect("a save");
    save["actions"][2]["card"] = json!(long);
    let text = serde_json::to_string(&save).expect("JSON");
    let column =
        serde_json::from_str::<trambahn_engine::Save>(&text).expect_err("damaged").column();
    let mut hand = serde_json::to_value(game_after(3).save()).expect("a save");
    hand["setup"]["seed"] = json!(long);
    let hand = serde_json::to_string(&hand).expect("JSON");
    let hand_column =
        serde_json::from_str::<tramways_engine::game::Save>(&hand).expect_err("damaged").column();
    let cases = [
        ("long-trambahn.json", text, "not a readable Trambahn save", column),
        ("long-1840.json", hand, "not a readable save", hand_column),
    ];
    for (name, text, words, column) in cases {
        let output = replay(&file(name, &text));
        assert_one_line_failure(&output, words);
        let err = stderr(&output);
        assert!(column > 1_000_000, "the place is after the long string: {column}");
        assert!(
            err.len() < 500,
            "{} bytes: {}…",
            err.len(),
            err.chars().take(300).collect::<String>()
        );
        assert!(err.trim_end().ends_with(&format!("at line 1 column {column}")), "{err}");
    }
}

/// Issue 51: a save is of the game whose set-up fields it has, not of the game one extra field
/// names: an 1840 save with a `names` too replays as 1840, a Trambahn save with `players` too
/// as Trambahn, and a set-up with neither is said to be of neither game.
#[test]
fn a_save_is_of_the_game_its_set_up_fields_say() {
    let game = game_after(6);
    let mut save = serde_json::to_value(game.save()).expect("a save");
    save["setup"]["names"] = json!(["Xaver", "Yvonne"]);
    let output = replay(&file("1840-with-names.json", &save.to_string()));
    assert!(output.status.success(), "{}", stderr(&output));
    let report: Value = serde_json::from_str(&stdout(&output)).expect("one JSON object");
    assert_eq!(report["round"], json!(game.state().round.to_string()));
    assert_eq!(report["players"].as_array().map(Vec::len), Some(3));
    let tram = trambahn_after(6);
    let mut save = serde_json::to_value(tram.save()).expect("a save");
    save["setup"]["players"] = json!(["Xaver", "Yvonne"]);
    let output = replay(&file("trambahn-with-players.json", &save.to_string()));
    assert!(output.status.success(), "{}", stderr(&output));
    let report: Value = serde_json::from_str(&stdout(&output)).expect("one JSON object");
    assert_eq!((&report["game"], &report["actions"]), (&json!("trambahn"), &json!(6)));
    let neither = r#"{"version": 1, "setup": {"seed": 4}, "actions": []}"#;
    assert_one_line_failure(
        &replay(&file("neither.json", neither)),
        "is a save of no game of this app: its set-up has none of 1840's `players`, Trambahn's \
         `names` and Russian Railroads' `players` and `rules`",
    );
}

/// `trambahn-at SAVE K` prints the position after the first K actions of a Trambahn save, as
/// the engine replays the cut log: the table both players see and, apart, the hands; K beyond
/// the log is refused.
#[test]
fn trambahn_at_prints_the_position_of_the_cut_log() {
    let mut setup = trambahn_engine::Setup::new("Anna", "Bruno", 4);
    setup.bots = vec![None, Some(trambahn_engine::bot::Level::Greedy)];
    let mut game = trambahn_engine::Game::new(setup).expect("a set-up");
    for _ in 0..40 {
        let Some(action) = trambahn_engine::bot::greedy::choose(game.state()) else { break };
        game.apply(&action).expect("an offered move");
    }
    let path = file("trambahn-at.json", &serde_json::to_string(&game.save()).expect("a save"));
    let path = path.to_str().expect("a UTF-8 path");
    for at in [0, 17, game.actions().len()] {
        let output = run(&["trambahn-at", path, &at.to_string()]);
        assert!(output.status.success(), "{}", stderr(&output));
        let report: Value = serde_json::from_str(&stdout(&output)).expect("one JSON object");
        let cut = trambahn_engine::Game::replay(game.setup(), &game.actions()[..at]).unwrap();
        let state = cut.state();
        assert_eq!(report["actions"], json!(at));
        assert_eq!(report["current"], json!(state.current));
        assert_eq!(report["regular_scorings"], json!(state.regular_scorings));
        assert_eq!(report["display"], json!(state.display));
        assert_eq!(report["terminals"]["blue"], json!(state.terminals[0]));
        assert_eq!(report["terminals"]["yellow"], json!(state.terminals[3]));
        for p in 0..2 {
            let player = &state.players[p];
            assert_eq!(report["players"][p]["columns"], json!(player.columns));
            assert_eq!(report["players"][p]["victory_points"], json!(player.victory_points));
            assert_eq!(report["players"][p]["money"], json!(player.money.len()));
            assert_eq!(report["players"][p]["hand_size"], json!(player.hand.len()));
            assert_eq!(report["hidden_hands"][p], json!(player.hand));
        }
    }
    let beyond = game.actions().len() + 1;
    assert_fails(&run(&["trambahn-at", path, &beyond.to_string()]), 1, "actions, not");
    assert_fails(&run(&["trambahn-at", path, "x"]), 2, "not a number of actions");
}

#[test]
fn replay_of_a_save_names_the_refused_action() {
    let mut save = game_after(4).save();
    save.actions.insert(2, Action::EndGame);
    save.actions.insert(2, Action::PassShare { player: 0 });
    let text = serde_json::to_string(&save).expect("a save");
    let output = replay(&file("bad-save.json", &text));
    assert_fails(&output, 1, "action 2 (pass_share) was refused");
}

/// Issue 51: the tool words a refusal as the app does (the same English wording, from the
/// app's words), not by the engine's own text: an offered move made by a player whose turn it
/// is not, where the two wordings differ.
#[test]
fn a_refusal_is_worded_as_the_app_words_it() {
    use tramways_app::i18n::{Lang, SetupNames, refusal};
    let game = game_after(2);
    let names = &game.setup().players;
    let offered = serde_json::to_value(game.available().moves[0].lowest()).expect("JSON");
    let (wrong, app) = (0..names.len())
        .find_map(|player| {
            let mut action = offered.clone();
            action.as_object_mut()?.insert("player".into(), json!(player));
            let action: Action = serde_json::from_value(action).ok()?;
            let why = game.clone().apply(&action).err()?;
            let app = refusal(Lang::En, &why, &SetupNames(names));
            (app != why.to_string()).then_some((action, app))
        })
        .expect("a refusal the engine and the app word differently");
    let mut save = game.save();
    save.actions.push(wrong);
    let text = serde_json::to_string(&save).expect("a save");
    let output = replay(&file("refused-as-the-app.json", &text));
    assert_fails(&output, 1, &app);
}

/// The first Share Round of the real 2-player export (ids 2006 and 621).
fn export(actions: Vec<Value>) -> String {
    let actions: Vec<Value> = actions
        .into_iter()
        .enumerate()
        .map(|(i, mut a)| {
            a["id"] = json!(i + 1);
            a
        })
        .collect();
    json!({
        "title": "1840",
        "players": [{"id": 2006, "name": "Player 1"}, {"id": 621, "name": "Player 2"}],
        "settings": {"seed": 1, "optional_rules": []},
        "actions": actions,
    })
    .to_string()
}

fn opening() -> Vec<Value> {
    let p = |kind: &str, who: u64, fields: Value| {
        let mut a = json!({"type": kind, "entity": who, "entity_type": "player"});
        if let (Some(a), Value::Object(f)) = (a.as_object_mut(), fields) {
            a.extend(f);
        }
        a
    };
    vec![
        p("bid", 2006, json!({"company": "KK", "price": 20})),
        p("pass", 621, json!({})),
        p("bid", 621, json!({"company": "SB", "price": 30})),
        p("pass", 2006, json!({})),
        p("bid", 2006, json!({"company": "HB", "price": 40})),
        p("pass", 621, json!({})),
        p("bid", 621, json!({"company": "SD", "price": 50})),
        p("pass", 2006, json!({})),
        // 621 has less cash (270 against 290) and chooses first.
        p("choose", 621, json!({"choice": 0})),
        p("par", 621, json!({"corporation": "GWStStB", "share_price": "80,3,2"})),
        p("par", 2006, json!({"corporation": "WT", "share_price": "70,4,2"})),
    ]
}

#[test]
fn replay_of_an_18xx_games_export_uses_its_player_ids() {
    let output = replay(&file("export.json", &export(opening())));
    assert!(output.status.success(), "{}", stderr(&output));
    let report: Value = serde_json::from_str(&stdout(&output)).expect("one JSON object");
    assert_eq!(report["round"], json!("SR1"));
    let ids: Vec<&Value> =
        report["players"].as_array().expect("players").iter().map(|p| &p["id"]).collect();
    assert_eq!(ids, [&json!(2006), &json!(621)]);
    let companies: Vec<&str> = report["companies"]
        .as_array()
        .expect("companies")
        .iter()
        .filter_map(|c| c["id"].as_str())
        .collect();
    assert_eq!(companies, ["WT", "GWStStB", "W", "G", "D"]);
    assert_eq!(report["companies"][0]["treasury"], json!(700));
}

#[test]
fn a_refused_18xx_games_action_is_named_by_its_index_and_type() {
    let mut actions = opening();
    actions[9]["share_price"] = json!("75,4,2");
    let output = replay(&file("bad-par.json", &export(actions)));
    assert_fails(&output, 1, "action 10 (par) was refused");
}

#[test]
fn damaged_and_foreign_files_fail_with_a_reason() {
    let whole = export(opening());
    let mut unknown = opening();
    unknown.insert(3, json!({"type": "take_loan", "entity": 621, "entity_type": "player"}));
    let cases: Vec<(&str, String, &str)> = vec![
        ("not-json.txt", "1840 Vienna Tramways".into(), "is not JSON"),
        ("empty.json", String::new(), "cut off"),
        ("truncated.json", whole[..whole.len() / 2].to_owned(), "cut off"),
        ("1830.json", whole.replace("\"1840\"", "\"1830\""), "not of 1840"),
        ("unknown.json", export(unknown), "action 4 has the type “take_loan”"),
        ("other.json", r#"{"hello": "world"}"#.into(), "neither a save"),
        (
            "unreadable-save.json",
            r#"{"version": 1, "setup": 3, "actions": []}"#.into(),
            "not a readable save",
        ),
    ];
    for (name, text, words) in cases {
        let output = replay(&file(name, &text));
        assert_fails(&output, 1, words);
    }
    let missing = run(&["replay", "/nonexistent/vienna-tramways.json"]);
    assert_fails(&missing, 1, "cannot read");
}

#[test]
fn command_lines_it_cannot_use() {
    assert_fails(&run(&[]), 2, "no command given");
    assert_fails(&run(&["play"]), 2, "unknown command \"play\"");
    assert_fails(&run(&["replay"]), 2, "needs the file");
    assert_fails(&run(&["replay", "a", "b"]), 2, "exactly one file");
    assert_fails(&run(&["selfplay", "--players", "7"]), 2, "2 to 6 players");
    assert_fails(&run(&["selfplay", "--games", "many"]), 2, "whole number");
    assert_fails(&run(&["selfplay", "--seed"]), 2, "needs a value");
    assert_fails(&run(&["selfplay", "--fast", "1"]), 2, "unknown option");
    let help = run(&["--help"]);
    assert!(help.status.success());
    assert!(stdout(&help).contains("vienna-tramways replay FILE"));
}

#[test]
fn selfplay_prints_a_line_per_game_and_the_totals() {
    let output = run(&["selfplay", "--players", "2", "--games", "2", "--seed", "7"]);
    let out = stdout(&output);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    assert!(lines[0].starts_with("game 1 (seed 7): "), "{out}");
    assert!(lines[1].starts_with("game 2 (seed 8): "), "{out}");
    assert!(lines[2].starts_with("2 games of 2 players: "), "{out}");
    // Exit code 0 exactly when no game failed.
    assert_eq!(output.status.success(), lines[2].contains(" 0 failed"), "{}", stderr(&output));
}

#[test]
fn replay_of_the_2_player_18xx_games_export_gives_the_recorded_result() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/fixtures/1840-2player-18xx-games.json");
    if !path.exists() {
        eprintln!("skipped: the 18xx.games fixture {} is not there", path.display());
        return;
    }
    let output = replay(&path);
    assert!(output.status.success(), "{}", stderr(&output));
    let report: Value = serde_json::from_str(&stdout(&output)).expect("one JSON object");
    assert_eq!(report["finished"], json!(true));
    assert_eq!(report["round"], json!("End"));
    let values: Vec<(Value, Value)> = report["players"]
        .as_array()
        .expect("players")
        .iter()
        .map(|p| (p["id"].clone(), p["value"].clone()))
        .collect();
    assert_eq!(values, [(json!(2006), json!(8351)), (json!(621), json!(7618))]);
    assert_eq!(report["runs_checked"], json!(59));
    assert_eq!(report["runs_valued_differently"], json!([]));
    assert_eq!(
        report["runs_below_best"],
        json!([{"action": 385, "round": "LR5c", "runner": "line 7", "recorded": 200,
                "valued": 200, "best": 220}])
    );
}

#[test]
fn position_prints_the_save_of_the_first_decision_asked_for() {
    let out = run(&[
        "position",
        "--players",
        "3",
        "--seed",
        "2",
        "--round",
        "LR1a",
        "--until",
        "lay_tile",
    ]);
    assert!(out.status.success(), "stderr: {}", stderr(&out));
    let save: tramways_engine::game::Save =
        serde_json::from_str(&stdout(&out)).expect("position prints a save");
    let game = Game::load(&save).expect("the save replays");
    assert_eq!(game.state().round.to_string(), "LR1a");
    let lays = game.available().moves.iter().filter(|m| m.lowest().kind() == "lay_tile").count();
    assert!(lays > 0, "a tile lay is offered");
    // One action earlier the position was not reached yet.
    let before =
        Game::replay(game.setup(), &save.actions[..save.actions.len() - 1]).expect("replays");
    let reached = before.state().round.to_string() == "LR1a"
        && before.available().moves.iter().any(|m| m.lowest().kind() == "lay_tile");
    assert!(!reached);
}

#[test]
fn position_refuses_unknown_kinds_and_rounds() {
    assert_fails(&run(&["position", "--until", "fly"]), 2, "unknown action kind \"fly\"");
    assert_fails(&run(&["position", "--round", "LR9z"]), 2, "\"LR9z\" is not on the Round Bar");
}

/// Runs the binary with a stdout its reader closes after `lines` lines (0: at once), as
/// `vienna-tramways … | head -n lines` does.
fn run_into_closed_pipe(args: &[&str], lines: usize) -> Output {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;
    let child = Command::new(env!("CARGO_BIN_EXE_vienna-tramways"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn();
    let mut child = child.unwrap_or_else(|e| panic!("the binary did not start: {e}"));
    if let Some(out) = child.stdout.take() {
        let mut reader = BufReader::new(out);
        for _ in 0..lines {
            let mut line = String::new();
            assert!(reader.read_line(&mut line).is_ok_and(|n| n > 0), "a line of {args:?}");
        }
    }
    match child.wait_with_output() {
        Ok(output) => output,
        Err(e) => panic!("the binary did not finish: {e}"),
    }
}

#[test]
fn a_reader_that_stops_reading_ends_every_command_quietly() {
    // Issue 16: `selfplay … | head -1` panicked on the closed pipe (exit 134).
    let runs = [
        (vec!["selfplay", "--players", "3", "--games", "200", "--seed", "1"], 1),
        (vec!["selfplay", "--players", "2", "--games", "200", "--seed", "1"], 0),
        (vec!["position", "--players", "3", "--seed", "1", "--round", "LR1a"], 0),
        (vec!["help"], 0),
    ];
    for (args, lines) in runs {
        let output = run_into_closed_pipe(&args, lines);
        assert_eq!(output.status.code(), Some(0), "{args:?}: {}", stderr(&output));
        assert_eq!(stderr(&output), "", "{args:?} says nothing");
    }
}

/// The exit code 1 and exactly one line on stderr, never a panic.
fn assert_one_line_failure(output: &Output, words: &str) {
    assert_fails(output, 1, words);
    let err = stderr(output);
    assert_eq!(err.trim_end().lines().count(), 1, "one line on stderr: {err}");
}

#[test]
fn a_bad_export_fails_with_one_line_naming_the_fault() {
    let whole = export(opening());
    let mut unknown = opening();
    unknown.insert(3, json!({"type": "take_loan", "entity": 621, "entity_type": "player"}));
    let mut refused = opening();
    refused[9]["share_price"] = json!("75,4,2");
    // Ids that go back (action 5 numbered 9, action 6 then follows it as 6).
    let mut backwards: Value = serde_json::from_str(&export(opening())).expect("JSON");
    backwards["actions"][4]["id"] = json!(9);
    let cases: Vec<(&str, String, &str)> = vec![
        ("cut.json", whole[..whole.len() / 3].to_owned(), "cut off"),
        ("title.json", whole.replace("\"1840\"", "\"18Chesapeake\""), "not of 1840"),
        ("unknown-type.json", export(unknown), "action 4 has the type “take_loan”"),
        ("refused.json", export(refused), "action 10 (par) was refused"),
        ("backwards.json", backwards.to_string(), "at action 6: its id does not follow"),
    ];
    for (name, text, words) in cases {
        assert_one_line_failure(&replay(&file(name, &text)), words);
    }
}

/// The real games committed with the engine's tests replay to the final values their exports
/// record in `result` (18xx.games' own; for 218809 its engine, run as an oracle, agrees).
#[test]
fn replay_of_real_18xx_games_exports_gives_their_recorded_results() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../engine/tests/fixtures/18xx-games");
    for name in ["1840-3player-small-map.json", "1840-218809-5player.json"] {
        let path = dir.join(name);
        let text = std::fs::read_to_string(&path).expect("a committed fixture");
        let export: Value = serde_json::from_str(&text).expect("JSON");
        let output = replay(&path);
        assert!(output.status.success(), "{name}: {}", stderr(&output));
        let report: Value = serde_json::from_str(&stdout(&output)).expect("one JSON object");
        assert_eq!(report["finished"], json!(true), "{name}");
        let players = report["players"].as_array().expect("players");
        assert_eq!(players.len(), export["result"].as_object().map_or(0, |r| r.len()), "{name}");
        for p in players {
            let id = p["id"].as_u64().expect("an 18xx.games id").to_string();
            assert_eq!(p["value"], export["result"][&id], "{name}: player {id}");
        }
    }
}
