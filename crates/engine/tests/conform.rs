//! The differential test against 18xx.games (issue 17): the real 2-player export replayed by
//! our engine and by 18xx.games' own engine (`../shared/oracle-18xx`, run with `ruby`) must
//! agree after every action that can be compared (`tramways_engine::conform`). Skips, saying
//! why, when the fixture, the oracle or `ruby` is absent.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;
use tramways_engine::conform::compare_points;
use tramways_engine::import::from_18xx_json;

const FIXTURE: &str = "../../../shared/fixtures/1840-2player-18xx-games.json";
const ORACLE: &str = "../../../shared/oracle-18xx";

fn here(relative: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(relative)
}

/// The oracle's lines for `file`, or why they cannot be had (then the test is skipped).
fn oracle_lines(file: &Path, auto: bool) -> Result<Vec<Value>, String> {
    let script = here(ORACLE).join("oracle.rb");
    if !script.is_file() {
        return Err(format!("the 18xx.games oracle {} is absent", script.display()));
    }
    let mut command = Command::new("ruby");
    command.arg(&script);
    if auto {
        command.arg("--auto");
    }
    let output = command.arg(file).output().map_err(|e| format!("ruby cannot be run ({e})"))?;
    assert!(
        matches!(output.status.code(), Some(0 | 1)),
        "the oracle failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let text = String::from_utf8(output.stdout).expect("the oracle writes UTF-8");
    Ok(text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).expect("every line of the oracle is JSON"))
        .collect())
}

fn check(auto: bool) {
    let fixture = here(FIXTURE);
    let text = match std::fs::read_to_string(&fixture) {
        Ok(text) => text,
        Err(e) => {
            eprintln!(
                "skipped: the 18xx.games fixture {} is not readable ({e})",
                fixture.display()
            );
            return;
        }
    };
    let lines = match oracle_lines(&fixture, auto) {
        Ok(lines) => lines,
        Err(why) => {
            eprintln!("skipped: {why}");
            return;
        }
    };
    let summary = lines.last().expect("the oracle prints a summary");
    assert_eq!(summary["finished"], Value::Bool(true), "18xx.games replays the whole fixture");
    let imported = from_18xx_json(&text).expect("the fixture imports");
    let points = imported.alignment(&lines);
    let report =
        compare_points(&imported.setup, &imported.actions, &imported.player_ids, &lines, &points);
    let shown: Vec<String> = report.differences.iter().take(20).map(ToString::to_string).collect();
    assert!(
        report.differences.is_empty(),
        "{} differences with 18xx.games, the first:\n{}",
        report.differences.len(),
        shown.join("\n")
    );
    // Most of the 356 actions in effect are compared, and the decisions at many of them.
    assert!(report.points > 300, "only {} points compared", report.points);
    assert!(report.decisions > 150, "only {} decisions compared", report.decisions);
    assert!(points.last().is_some_and(|p| p.engine == imported.actions.len()));
}

#[test]
fn the_2_player_export_agrees_with_18xx_games_after_every_action() {
    check(false);
}

#[test]
fn the_2_player_export_agrees_with_18xx_games_when_it_adds_its_own_automatic_actions() {
    check(true);
}
