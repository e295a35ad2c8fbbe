//! Import speed (the 18xx.games issue): the real 2-player export is imported, replayed, and
//! its last action undone (undo replays the log); an export of 400,000 undos and redos is
//! imported (issue 16: its filter was quadratic). Prints medians. Reads the fixture from
//! `../shared` and says so when it is absent (the undo export is made here).
#![allow(clippy::print_stdout)] // a benchmark prints its figures

use std::time::{Duration, Instant};

use tramways_engine::game::Game;
use tramways_engine::import::from_18xx_json;

const FIXTURE: &str = "../../../shared/fixtures/1840-2player-18xx-games.json";

fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort();
    samples[samples.len() / 2]
}

fn time<T>(runs: usize, mut f: impl FnMut() -> T) -> Duration {
    median(
        (0..runs)
            .map(|_| {
                let start = Instant::now();
                std::hint::black_box(f());
                start.elapsed()
            })
            .collect(),
    )
}

/// An export of one bid followed by `pairs` pairs of undo and redo, the file a fuzzer made.
fn undo_redo_export(pairs: usize) -> String {
    let mut actions = String::from(
        r#"{"type":"bid","entity":2006,"entity_type":"player","id":1,"company":"KK","price":20}"#,
    );
    for k in 0..pairs {
        let (undo, redo) = (2 + 2 * k, 3 + 2 * k);
        actions.push_str(&format!(
            r#",{{"type":"undo","entity":2006,"entity_type":"player","id":{undo}}},{{"type":"redo","entity":2006,"entity_type":"player","id":{redo}}}"#
        ));
    }
    format!(
        r#"{{"id":1,"title":"1840","players":[{{"id":2006,"name":"Anna"}},{{"id":621,"name":"Bruno"}}],"settings":{{"seed":5,"optional_rules":[]}},"status":"active","actions":[{actions}]}}"#
    )
}

fn undo_redo() {
    let pairs = 200_000;
    let text = undo_redo_export(pairs);
    let runs = 5;
    let took = time(runs, || from_18xx_json(&text).map(|g| g.actions.len()));
    println!(
        "import {pairs} undo/redo pairs ({} MB): median {took:?} ({runs} runs)",
        text.len() / (1024 * 1024)
    );
}

fn main() {
    undo_redo();
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(FIXTURE);
    let Ok(text) = std::fs::read_to_string(&path) else {
        println!("skipped: the 18xx.games fixture {} is not readable", path.display());
        return;
    };
    let runs = 30;
    let imported = match from_18xx_json(&text) {
        Ok(imported) => imported,
        Err(e) => {
            eprintln!("the fixture does not import: {e}");
            std::process::exit(1);
        }
    };
    let import = time(runs, || from_18xx_json(&text).is_ok());
    println!(
        "import the 2-player export ({} KB, {} engine actions): median {import:?} ({runs} runs)",
        text.len() / 1024,
        imported.actions.len()
    );
    // Replay as far as the engine accepts the log (all of it once every round is written).
    let mut accepted = imported.actions.len();
    if let Err(e) = imported.replay() {
        let mut game = Game::new(imported.setup.clone()).expect("the imported set-up is valid");
        accepted = imported.actions.iter().take_while(|a| game.apply(a).is_ok()).count();
        println!("(the engine stops at {e})");
    }
    let actions = &imported.actions[..accepted];
    let replay = time(runs, || Game::replay(&imported.setup, actions).is_ok());
    println!("replay {accepted} actions: median {replay:?} ({runs} runs)");
    let Ok(game) = Game::replay(&imported.setup, actions) else { return };
    let undo = median(
        (0..runs)
            .map(|_| {
                let mut copy = game.clone();
                let start = Instant::now();
                let undone = copy.undo();
                let took = start.elapsed();
                assert!(undone);
                took
            })
            .collect(),
    );
    println!("undo the last action: median {undo:?} ({runs} runs)");
}
