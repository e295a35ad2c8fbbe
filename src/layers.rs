//! The import directions of the app's folders (issue 51), checked over `src/**/*.rs`:
//!
//! - `src/shell/` is what every game shares: it names no game's folder (`crate::games::vienna`,
//!   `crate::games::trambahn`) and no game's engine (`tramways_engine`, `trambahn_engine`);
//! - a game's folder (`src/games/<game>/`) names no other game's folder or engine;
//! - a view model (any `view_model/` folder) names no `components` and not Leptos.
//!
//! Comment lines and a file's test module (`#[cfg(test)] mod tests`, at its end) are not
//! read: tests may play a real game. What breaks a rule today is in [`ALLOWED`], each with its
//! reason; an entry that no longer matches anything fails too, so the list only shrinks.

use std::path::{Path, PathBuf};

/// The games' folders under `src/games/`, and the engine each names.
const GAMES: [(&str, &str); 3] = [
    ("vienna", "tramways_engine"),
    ("trambahn", "trambahn_engine"),
    ("railroads", "russian_railroads_engine"),
];

/// A file of `src/shell/` that names a game, what it names, and why.
const ALLOWED: &[(&str, &str, &str)] = &[
    (
        "src/shell/app.rs",
        "crate::games::vienna",
        "the router: it opens 1840's screens (game screen and its files, new game, gallery, \
         bench, rules) and waits for 1840's rules' part before it lists, opens or imports",
    ),
    (
        "src/shell/app.rs",
        "crate::games::trambahn",
        "the router: it opens Trambahn's screens (new game, table)",
    ),
    ("src/shell/app.rs", "trambahn_engine", "the router starts a Trambahn game from its form"),
    (
        "src/shell/app.rs",
        "crate::games::railroads",
        "the router: it opens Russian Railroads' screens (new game, table)",
    ),
    (
        "src/shell/app.rs",
        "russian_railroads_engine",
        "the router starts a Russian Railroads game from its form",
    ),
    (
        "src/shell/persist.rs",
        "tramways_engine",
        "the stored entry's default save type is 1840's (entries from before Trambahn have no \
         kind) and ReplayFailure::Vienna carries 1840's ReplayError; brief (quote, clip, \
         json_error) and sort_few are the engine's small helpers (one copy in the wasm)",
    ),
    ("src/shell/persist.rs", "trambahn_engine", "ReplayFailure::Trambahn carries its ReplayError"),
    (
        "src/shell/persist.rs",
        "russian_railroads_engine",
        "ReplayFailure::Railroads carries its ReplayError",
    ),
    (
        "src/shell/persist.rs",
        "crate::games::railroads",
        "ReplayFailure::Railroads is worded by its game's words (as Trambahn's through i18n)",
    ),
    (
        "src/shell/persist/files.rs",
        "tramways_engine",
        "game files: 18xx.games' import and export are 1840's (Save, Setup, ImportError, \
         ExportError, check_setup)",
    ),
    (
        "src/shell/persist/files.rs",
        "crate::games::vienna",
        "game files: 1840's files replay through its rules' part; 18xx.games' files go through \
         its worker (eighteen_xx)",
    ),
    (
        "src/shell/persist/share.rs",
        "tramways_engine",
        "brief::json_error, the engine's short wording of a JSON error",
    ),
    (
        "src/shell/components/saved_games.rs",
        "crate::games::vienna",
        "the list replays every game: it waits for 1840's rules' part (engine_part::ready_now); \
         an 1840 entry's export for 18xx.games (game_files::export_stored_18xx)",
    ),
    (
        "src/shell/components/import.rs",
        "crate::games::vienna",
        "a file is replayed: it waits for 1840's rules' part (engine_part::ready)",
    ),
    (
        "src/shell/view_model/plot.rs",
        "tramways_engine",
        "sort_few, the engine's small stable sort (one copy in the wasm)",
    ),
];

/// Every `.rs` file under `dir`.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The code of a file that the rules read: its test module and its comment lines left out, as
/// (line number, line).
fn code_lines(text: &str) -> Vec<(usize, &str)> {
    let mut lines = Vec::new();
    let mut previous = "";
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        if previous == "#[cfg(test)]" && trimmed.starts_with("mod tests") {
            lines.pop();
            break;
        }
        previous = trimmed;
        if !trimmed.starts_with("//") {
            lines.push((i + 1, line));
        }
    }
    lines
}

/// The lines, with each group `games::{a, b::c, …}` (over one line or several) also spelled
/// out as `games::a games::b …` on the line it starts on.
fn spelled_out(lines: &[(usize, &str)]) -> Vec<(usize, String)> {
    let mut out: Vec<(usize, String)> = lines.iter().map(|(n, l)| (*n, (*l).to_owned())).collect();
    for (i, (_, line)) in lines.iter().enumerate() {
        for (at, _) in line.match_indices("games::{") {
            let rest = std::iter::once(&line[at + "games::{".len()..])
                .chain(lines[i + 1..].iter().map(|(_, l)| *l));
            let (mut depth, mut item, mut items) = (1, String::new(), Vec::new());
            'group: for part in rest {
                for c in part.chars() {
                    match c {
                        '{' => depth += 1,
                        '}' if depth == 1 => break 'group,
                        '}' => depth -= 1,
                        ',' if depth == 1 => items.push(std::mem::take(&mut item)),
                        c if depth == 1 => item.push(c),
                        _ => {}
                    }
                }
            }
            items.push(item);
            for item in items {
                let head = item.trim().split("::").next().unwrap_or("").to_owned();
                if head.is_empty() {
                    continue;
                }
                out[i].1.push_str(&format!(" crate::games::{head}"));
            }
        }
    }
    out
}

/// Whether `line` names `what` as a path (not as part of a longer name).
fn names(line: &str, what: &str) -> bool {
    line.match_indices(what).any(|(at, _)| {
        let before = line[..at].chars().next_back();
        let after = line[at + what.len()..].chars().next();
        !before.is_some_and(|c| c.is_alphanumeric() || c == '_')
            && !after.is_some_and(|c| c.is_alphanumeric() || c == '_')
    })
}

/// What a file must not name: (the name, the rule it breaks).
fn forbidden(file: &str) -> Vec<(String, &'static str)> {
    let mut out = Vec::new();
    if file.starts_with("src/shell/") {
        for (game, engine) in GAMES {
            out.push((format!("crate::games::{game}"), "the shell names a game"));
            out.push((engine.to_owned(), "the shell names a game's engine"));
        }
    }
    for (game, _) in GAMES {
        if file.starts_with(&format!("src/games/{game}/")) {
            for (other, engine) in GAMES.into_iter().filter(|(g, _)| *g != game) {
                out.push((format!("crate::games::{other}"), "a game names another game"));
                out.push((engine.to_owned(), "a game names another game's engine"));
            }
        }
    }
    if file.contains("/view_model/") {
        out.push(("components".to_owned(), "a view model names components"));
        out.push(("leptos".to_owned(), "a view model names Leptos"));
    }
    out
}

/// Every line of the files given that breaks a rule and is not allowed, and every allowance
/// that matched nothing.
fn breaches(files: &[(String, String)]) -> Vec<String> {
    let mut found = Vec::new();
    let mut used = vec![false; ALLOWED.len()];
    for (file, text) in files {
        let rules = forbidden(file);
        for (n, line) in spelled_out(&code_lines(text)) {
            for (name, rule) in &rules {
                if !names(&line, name) {
                    continue;
                }
                match ALLOWED.iter().position(|(f, what, _)| f == file && what == name) {
                    Some(i) => used[i] = true,
                    None => found.push(format!("{file}:{n}: {rule} ({name}): {}", line.trim())),
                }
            }
        }
    }
    for ((file, what, _), used) in ALLOWED.iter().zip(used) {
        if !used && files.iter().any(|(f, _)| f == file) {
            found.push(format!("{file}: allowed to name {what}, and no longer does: drop it"));
        }
    }
    found
}

#[test]
fn folders_import_in_their_directions() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut paths = Vec::new();
    rust_files(&root.join("src"), &mut paths);
    let files: Vec<(String, String)> = paths
        .iter()
        .map(|p| {
            let name = p.strip_prefix(root).unwrap_or(p).to_string_lossy().replace('\\', "/");
            (name, std::fs::read_to_string(p).unwrap_or_default())
        })
        .collect();
    assert!(files.iter().any(|(f, _)| f.starts_with("src/shell/")), "no files read");
    let found = breaches(&files);
    assert!(found.is_empty(), "imports against the folders' directions:\n{}", found.join("\n"));
}

#[test]
fn a_bad_import_is_found() {
    let file = |name: &str, text: &str| (name.to_owned(), text.to_owned());
    let found = breaches(&[
        file("src/shell/store.rs", "use crate::games::vienna::store::Store;\n"),
        file("src/shell/frame.rs", "use crate::games::{TableGame, trambahn};\n"),
        file("src/shell/persist/browser.rs", "fn f() { tramways_engine::brief::clip(); }\n"),
        file("src/games/trambahn/view_model/view.rs", "use crate::games::vienna::view_model;\n"),
        file("src/games/vienna/components/chart.rs", "use trambahn_engine::Game;\n"),
        file("src/games/vienna/view_model/map.rs", "use leptos::prelude::*;\n"),
        file("src/shell/view_model/timeline.rs", "use crate::shell::components::plot::Plot;\n"),
        // An allowance that matches nothing.
        file("src/shell/view_model/plot.rs", "use crate::games::TableGame;\n"),
        // Comments and tests are not read; longer names are other names.
        file(
            "src/shell/store.rs",
            "// crate::games::vienna\nuse crate::games::TableGame;\nuse my_tramways_engine2;\n\
             #[cfg(test)]\nmod tests {\n    use crate::games::vienna::store::Store;\n}\n",
        ),
    ]);
    assert_eq!(found.len(), 8, "{found:#?}");
}
