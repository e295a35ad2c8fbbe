//! `vienna-tramways conform FILE [--oracle DIR] [--auto]`: the differential test against
//! 18xx.games (issue 17). Imports the 18xx.games export FILE, runs 18xx.games' own engine on
//! it (`ruby DIR/oracle.rb [--auto] FILE`, the black-box oracle), and compares, action by
//! action, what both engines see (`tramways_engine::conform`). Prints one JSON object
//! `{"points", "decisions", "differences", "first": [up to 20]}`; the exit code is 1 when
//! there is any difference.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::{Value, json};
use tramways_engine::conform::compare_points;
use tramways_engine::import::from_18xx_json;

use crate::{Failure, say};

/// The oracle's folder when neither `--oracle` nor this variable names one.
const ORACLE_ENV: &str = "TRAMWAYS_ORACLE";
const ORACLE_DEFAULT: &str = "../shared/oracle-18xx";
/// How many differences the summary lists.
const FIRST: usize = 20;

struct ConformArgs {
    file: String,
    oracle: PathBuf,
    auto: bool,
}

impl ConformArgs {
    fn parse(args: &[String]) -> Result<ConformArgs, Failure> {
        let mut file = None;
        let mut oracle = None;
        let mut auto = false;
        let mut rest = args.iter();
        while let Some(arg) = rest.next() {
            match arg.as_str() {
                "--auto" => auto = true,
                "--oracle" => {
                    let dir = rest
                        .next()
                        .ok_or_else(|| Failure::Usage("--oracle needs a folder".into()))?;
                    oracle = Some(PathBuf::from(dir));
                }
                flag if flag.starts_with("--") => {
                    return Err(Failure::Usage(format!("conform does not know {flag}")));
                }
                path if file.is_none() => file = Some(path.to_owned()),
                _ => return Err(Failure::Usage("conform takes exactly one file".into())),
            }
        }
        let file =
            file.ok_or_else(|| Failure::Usage("conform needs the export to check".into()))?;
        let oracle = oracle
            .or_else(|| std::env::var_os(ORACLE_ENV).map(PathBuf::from))
            .unwrap_or_else(|| PathBuf::from(ORACLE_DEFAULT));
        Ok(ConformArgs { file, oracle, auto })
    }
}

pub(crate) fn conform(args: &[String]) -> Result<(), Failure> {
    let args = ConformArgs::parse(args)?;
    let path = &args.file;
    let text = std::fs::read_to_string(path)
        .map_err(|e| Failure::Failed(format!("cannot read {path}: {e}")))?;
    let imported = from_18xx_json(&text)
        .map_err(|e| Failure::Failed(format!("{path}: {}", crate::words::import_problem(&e))))?;
    let lines = run_oracle(&args.oracle, Path::new(path), args.auto)?;
    let points = imported.alignment(&lines);
    let report =
        compare_points(&imported.setup, &imported.actions, &imported.player_ids, &lines, &points);
    let first: Vec<Value> = report
        .differences
        .iter()
        .take(FIRST)
        .map(|f| {
            let mut row = serde_json::to_value(f).unwrap_or(Value::Null);
            if let Some(object) = row.as_object_mut() {
                object.insert("text".into(), json!(f.to_string()));
            }
            row
        })
        .collect();
    let summary = json!({
        "points": report.points,
        "decisions": report.decisions,
        "differences": report.differences.len(),
        "first": first,
    });
    say(summary)?;
    if report.differences.is_empty() {
        Ok(())
    } else {
        Err(Failure::Failed(format!(
            "{} differences with 18xx.games (the first is listed above)",
            report.differences.len()
        )))
    }
}

/// Runs the oracle on `file` and returns its lines, parsed.
fn run_oracle(dir: &Path, file: &Path, auto: bool) -> Result<Vec<Value>, Failure> {
    let script = dir.join("oracle.rb");
    if !script.is_file() {
        return Err(Failure::Failed(format!(
            "the 18xx.games oracle is not at {} (give its folder with --oracle DIR or \
             {ORACLE_ENV}; default {ORACLE_DEFAULT})",
            script.display()
        )));
    }
    let mut command = Command::new("ruby");
    command.arg(&script);
    if auto {
        command.arg("--auto");
    }
    let output = command.arg(file).output().map_err(|e| {
        Failure::Failed(match e.kind() {
            std::io::ErrorKind::NotFound => {
                "ruby is not installed; the 18xx.games oracle needs it (apt-get install ruby)"
                    .to_owned()
            }
            _ => format!("cannot run ruby: {e}"),
        })
    })?;
    // 0: every action accepted; 1: one refused (its line says which, and is compared).
    if !matches!(output.status.code(), Some(0 | 1)) {
        let stderr = String::from_utf8_lossy(&output.stderr);
        let first = stderr.lines().next().unwrap_or("");
        return Err(Failure::Failed(format!(
            "the 18xx.games oracle failed ({}): {}",
            output.status,
            tramways_engine::brief::clip(first, 200)
        )));
    }
    let stdout = String::from_utf8_lossy(&output.stdout);
    stdout
        .lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty())
        .map(|(n, line)| {
            serde_json::from_str(line).map_err(|e| {
                Failure::Failed(format!(
                    "line {} of the oracle's output is not JSON: {}",
                    n + 1,
                    tramways_engine::brief::json_error(&e)
                ))
            })
        })
        .collect()
}
