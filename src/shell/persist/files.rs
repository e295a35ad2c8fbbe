//! Game files: export a saved game as a JSON file, and import one back — a file exported by
//! this app (any schema it can migrate), a bare save (`{"version", "setup", "actions"}`, as the
//! command-line tool reads), or an 18xx.games export of an 1840 game (through the engine's
//! importer, with the rule options it sets for 18xx.games' deviations).
//!
//! A game set up as 18xx.games sets up 1840 can also be exported for 18xx.games (its "Import
//! hotseat game"), through the engine's exporter.
//!
//! Whether a game can be exported for 18xx.games ([`exportable_to_18xx`]) is the engine's
//! answer (`export::check_setup`, the check `to_18xx` makes first), never judged here; the
//! export itself runs in the 18xx.games worker (`games::vienna::eighteen_xx`).
//!
//! Reading a file is pure: it changes nothing, so a bad file leaves every saved game as it was.
//! A file over [`MAX_FILE_BYTES`] (32 MB) is refused naming the limit.

use serde_json::Value;
use tramways_engine::brief;
use tramways_engine::game::{Save, Setup};
use tramways_engine::import::ImportError;
use tramways_engine::import::export::ExportError;

use super::{LoadError, MIGRATIONS, SCHEMA_VERSION, StoredGame, kind_of, migrate};
use crate::games::{AnyGame, Kind, TableGame};
use crate::i18n::{Lang, Text, Wording, t};

/// Files larger than this (32 MB) are refused before they are read as JSON (a finished
/// 6-player 18xx.games export is well under 2 MB; a 32 MB file of 320,000 chat messages
/// imports in half a second). Share links inflate to at most as much.
pub const MAX_FILE_BYTES: usize = 32 << 20;

/// [`MAX_FILE_BYTES`] in MB, for messages.
pub fn max_file_megabytes() -> String {
    (MAX_FILE_BYTES >> 20).to_string()
}

/// Where an imported game comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// A file exported by this app.
    App,
    /// A bare save (set-up and log).
    Save,
    /// An 18xx.games export.
    EighteenXxGames,
}

/// A game read from a file.
#[derive(Debug, Clone)]
pub struct GameFile {
    /// The name to list it under.
    pub name: String,
    /// The game, replayed.
    pub game: AnyGame,
    /// What kind of file it was.
    pub source: Source,
}

/// Why a file could not be imported.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FileError {
    /// Empty.
    Empty,
    /// Larger than [`MAX_FILE_BYTES`].
    TooLarge,
    /// Not JSON, or cut off.
    NotJson(String),
    /// JSON, but not a game this app knows.
    Unknown,
    /// A file of this app that cannot be read.
    Saved(LoadError),
    /// An 18xx.games export the importer refused.
    Import(ImportError),
    /// The 18xx.games worker did not start or answer (its reason, for developers).
    Worker(String),
}

impl FileError {
    /// The reason in words for the player.
    pub fn message(&self, lang: Lang) -> String {
        match self {
            FileError::Empty => t(lang, Text::ErrFileEmpty).to_owned(),
            FileError::TooLarge => {
                t(lang, Text::ErrFileTooLarge).replace("{n}", &max_file_megabytes())
            }
            FileError::NotJson(e) => format!("{} ({e})", t(lang, Text::ErrFileNotJson)),
            FileError::Unknown => t(lang, Text::ErrFileUnknown).to_owned(),
            FileError::Saved(e) => e.message(lang),
            // The importer's errors are written for players (crates/engine/src/import); some
            // quote the export (a rule's or an action type's name), so they are cut short.
            FileError::Import(e) => {
                brief::clip(&crate::i18n::import_problem(lang, e), brief::MESSAGE_CHARS)
            }
            FileError::Worker(reason) => {
                t(lang, Text::ErrEighteenXxWorker).replace("{reason}", &brief::quote(reason))
            }
        }
    }
}

/// Reads a game file of any kind this app knows. (Async: an 18xx.games export is translated by
/// the 18xx.games worker, [`crate::games::vienna::eighteen_xx`].)
pub async fn read_game_file(text: &str, lang: Lang) -> Result<GameFile, FileError> {
    let text = text.trim_start_matches('\u{feff}');
    if text.len() > MAX_FILE_BYTES {
        return Err(FileError::TooLarge);
    }
    if text.trim().is_empty() {
        return Err(FileError::Empty);
    }
    let value: Value =
        serde_json::from_str(text).map_err(|e| FileError::NotJson(brief::json_error(&e)))?;
    let has = |key: &str| value.get(key).is_some();
    if has("schema") && has("save") {
        let kind = kind_of(&value).map_err(FileError::Saved)?;
        crate::with_kind!(kind, G => {
            let entry: StoredGame<<G as TableGame>::Save> =
                migrate(value, SCHEMA_VERSION, MIGRATIONS, text).map_err(FileError::Saved)?;
            let game = <G as TableGame>::load(&entry.save).map_err(|e| FileError::Saved(LoadError::Replay(e)))?;
            Ok(GameFile { name: entry.name, game: game.into_any(), source: Source::App })
        }, elsewhere kind => Err(FileError::Saved(LoadError::Elsewhere(kind))))
    } else if has("setup") && has("actions") && has("version") {
        let kind = bare_save_kind(&value, text).ok_or(FileError::Unknown)?;
        crate::with_kind!(kind, G => {
            let save: <G as TableGame>::Save = serde_json::from_str(text)
                .map_err(|e| FileError::Saved(LoadError::Damaged(brief::json_error(&e))))?;
            let game = <G as TableGame>::load(&save).map_err(|e| FileError::Saved(LoadError::Replay(e)))?;
            let name = G::names(&save).join(", ");
            Ok(GameFile { name, game: game.into_any(), source: Source::Save })
        }, elsewhere kind => Err(FileError::Saved(LoadError::Elsewhere(kind))))
    } else if has("title") && has("actions") {
        let translated = crate::games::vienna::eighteen_xx::import(text.to_owned()).await.map_err(
            |e| match e {
                crate::games::vienna::eighteen_xx::Failure::Import(e) => FileError::Import(e),
                other => FileError::Worker(other.detail()),
            },
        )?;
        // Through the rules' part (crate::games::vienna::engine_part): the first download has no replay.
        let rules = crate::games::vienna::engine_part::get().ok_or(FileError::Saved(
            LoadError::Replay(crate::shell::persist::ReplayFailure::NotReady),
        ))?;
        let game =
            AnyGame::Vienna((rules.replay_translated)(&translated).map_err(FileError::Import)?);
        let id = value.get("id").and_then(Value::as_u64);
        let name = match id {
            Some(id) => format!("{} {id}", t(lang, Text::FromEighteenXx)),
            None => t(lang, Text::FromEighteenXx).to_owned(),
        };
        Ok(GameFile { name, game, source: Source::EighteenXxGames })
    } else {
        Err(FileError::Unknown)
    }
}

/// Which game a bare save (`{"version", "setup", "actions"}`) is of, by the set-up fields each
/// game requires (a save says no kind), in the command line's order and rule
/// (`crates/cli`'s `save_of`): 1840's `players`, Russian Railroads' `players` and `rules`
/// together (1840's set-up has no `rules`), Trambahn's `names` (its set-up has a `rules`
/// too). A set-up with several (one game's save with a field too many, and every Russian
/// Railroads save, whose `players` are 1840's field too) is of the first in that order whose
/// save it reads as — 1840's only if it does not read as Russian Railroads' (a log with no
/// actions reads as both) — else of the last of them; one with none is of no game (`None`).
/// A page without Russian Railroads' engine takes a set-up with `players` and `rules` (and
/// not Trambahn's) for one, to hand over to the page that plays it (whose reader then says
/// what is wrong with it, or reads it as 1840's). A set-up that is not an object is 1840's, whose reader says
/// what is wrong with it.
fn bare_save_kind(value: &Value, text: &str) -> Option<Kind> {
    let Some(setup) = value.get("setup").filter(|setup| setup.is_object()) else {
        return Some(Kind::Vienna);
    };
    let games = [Kind::Vienna, Kind::Railroads, Kind::Trambahn];
    let fields = ["players", "players+rules", "names"];
    let has = |f: &str| f.split('+').all(|field| setup.get(field).is_some());
    // A game this page does not play is judged by its set-up's fields alone.
    #[cfg_attr(feature = "railroads", allow(unused_variables))]
    let trambahn = || {
        crate::with_kind!(Kind::Trambahn, G => {
            serde_json::from_str::<<G as TableGame>::Save>(text).is_ok()
        }, elsewhere _handed_over => has("names"))
    };
    let russian = || {
        crate::with_kind!(Kind::Railroads, G => {
            serde_json::from_str::<<G as TableGame>::Save>(text).is_ok()
        }, elsewhere _handed_over => has("players+rules") && !trambahn())
    };
    let reads_as = |i: usize| match games[i] {
        Kind::Vienna => serde_json::from_str::<Save>(text).is_ok() && !russian(),
        Kind::Railroads => russian(),
        // The last in the order: never asked before the others.
        Kind::Trambahn => true,
    };
    game_core::saves::which_game(&fields, has, reads_as).map(|i| games[i])
}

/// The text of an exported game: its stored entry, pretty-printed, so that it reads back with
/// [`read_game_file`] (and the command-line tool reads its `save`).
pub fn export_text<S: serde::Serialize>(entry: &StoredGame<S>) -> String {
    pretty(&serde_json::to_string(entry).unwrap_or_default())
}

/// `compact` (serde_json's compact JSON) laid out as `serde_json::to_string_pretty` lays it out:
/// a line per value, two spaces a level, `": "` after a key, `[]` and `{}` when empty. Written
/// from the compact text so that the wasm has one serializer of a save, not a pretty copy too.
pub(crate) fn pretty(compact: &str) -> String {
    fn line(out: &mut String, depth: usize) {
        out.push('\n');
        for _ in 0..depth {
            out.push_str("  ");
        }
    }
    let mut out = String::with_capacity(compact.len() * 2);
    let (mut depth, mut in_string, mut escaped) = (0usize, false, false);
    let mut chars = compact.chars().peekable();
    while let Some(c) = chars.next() {
        if in_string {
            out.push(c);
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => {
                in_string = true;
                out.push(c);
            }
            '{' | '[' => {
                out.push(c);
                match chars.next_if(|&next| next == '}' || next == ']') {
                    Some(close) => out.push(close),
                    None => {
                        depth += 1;
                        line(&mut out, depth);
                    }
                }
            }
            '}' | ']' => {
                depth = depth.saturating_sub(1);
                line(&mut out, depth);
                out.push(c);
            }
            ',' => {
                out.push(c);
                line(&mut out, depth);
            }
            ':' => out.push_str(": "),
            _ => out.push(c),
        }
    }
    out
}

/// The file name of an export: "<kind>-<name>.json" ("1840-anna-bruno.json",
/// "trambahn-anna-bruno.json") with the name reduced to letters, digits and dashes.
pub fn export_file_name(kind: Kind, name: &str) -> String {
    let kind = kind.key();
    let mut slug = String::new();
    for c in name.chars().flat_map(char::to_lowercase) {
        if c.is_alphanumeric() {
            slug.push(c);
        } else if !slug.ends_with('-') && !slug.is_empty() {
            slug.push('-');
        }
    }
    let slug: String = slug.trim_end_matches('-').chars().take(60).collect();
    if slug.is_empty() { format!("{kind}-game.json") } else { format!("{kind}-{slug}.json") }
}

/// Whether a game with this set-up can be exported for 18xx.games: the engine's exporter
/// accepts its set-up (the rule options and the deal of 18xx.games, a board it has for the
/// number of players). The app does not judge this itself; it asks [`to_18xx`] with no action.
pub fn exportable_to_18xx(setup: &Setup) -> bool {
    tramways_engine::import::export::check_setup(setup).is_ok()
}

/// The text of a game exported for 18xx.games (pretty-printed JSON), or why it cannot be
/// exported, in words for the player (see [`export_18xx_reason`]).
pub async fn export_18xx_text(save: &Save) -> Result<String, Wording> {
    let names = save.setup.players.clone();
    crate::games::vienna::eighteen_xx::export(save).await.map_err(|failure| match failure {
        crate::games::vienna::eighteen_xx::Failure::Export(e) => {
            Wording::new(move |lang| export_18xx_reason(lang, &e, &names))
        }
        other => {
            let reason = other.detail();
            Wording::new(move |lang| {
                t(lang, Text::ErrEighteenXxWorker).replace("{reason}", &brief::quote(&reason))
            })
        }
    })
}

/// Why a game cannot be exported for 18xx.games, for the player: a game not set up with the
/// rules of 18xx.games is named as such; any other refusal (a move 18xx.games would not accept,
/// a damaged log) is the engine's reason, which is written for players and cut short.
pub fn export_18xx_reason(lang: Lang, error: &ExportError, players: &[String]) -> String {
    let words = crate::i18n::export_problem(lang, error, &crate::i18n::SetupNames(players));
    brief::clip(&words, brief::MESSAGE_CHARS)
}

/// The file name of an 18xx.games export: the name of [`export_file_name`] ending in
/// "-18xx.json" ("1840-anna-bruno-18xx.json").
pub fn export_18xx_file_name(name: &str) -> String {
    let plain = export_file_name(Kind::Vienna, name);
    let stem = plain.strip_suffix(".json").unwrap_or(&plain);
    format!("{stem}-18xx.json")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shell::persist::{Library, MemoryStorage};
    use tramways_engine::data::Landmark;
    use tramways_engine::game::Game;
    use tramways_engine::game::{Action, Actor, Setup};
    use tramways_engine::import::export::to_18xx;

    fn game() -> Game {
        let mut g = Game::new(Setup::new(&["Anna", "Bruno", "Clara"], 8)).unwrap();
        let Actor::Player { player } = g.available().actor else { panic!() };
        g.apply(&Action::ChoosePrivate { player, private: Landmark::Hofburg }).unwrap();
        g
    }

    #[test]
    fn an_exported_game_imports_to_the_same_state() {
        let mut lib = Library::new(MemoryStorage::default());
        let g = game();
        lib.save("g", "Exported", &g, 7.0, 0).unwrap();
        let text = export_text(&lib.entry::<Game>("g").unwrap());
        let file =
            crate::games::vienna::eighteen_xx::ready(read_game_file(&text, Lang::En)).unwrap();
        assert_eq!((file.name.as_str(), file.source), ("Exported", Source::App));
        assert_eq!(file.game.clone().vienna().state(), g.state());
        assert_eq!(file.game.clone().vienna().actions(), g.actions());
    }

    #[test]
    fn the_schema_1_fixture_imports_as_a_file() {
        let file = crate::games::vienna::eighteen_xx::ready(read_game_file(
            include_str!("../../../tests/fixtures/saved-game-v1.json"),
            Lang::En,
        ))
        .unwrap();
        assert_eq!(file.game.clone().vienna().actions().len(), 35);
    }

    #[test]
    fn a_bare_save_imports() {
        let g = game();
        let text = serde_json::to_string(&g.save()).unwrap();
        let file =
            crate::games::vienna::eighteen_xx::ready(read_game_file(&text, Lang::En)).unwrap();
        assert_eq!((file.name.as_str(), file.source), ("Anna, Bruno, Clara", Source::Save));
        assert_eq!(file.game.clone().vienna().state(), g.state());
    }

    /// Issue 51: a bare save is of the game whose set-up fields it has, not of the game one
    /// field too many names: an 1840 save with a `names` too imports as 1840, a Trambahn save
    /// with `players` too as Trambahn, and a set-up with neither is no game this app knows.
    #[test]
    fn a_bare_save_is_of_the_game_its_set_up_fields_say() {
        let read = |value: &Value| {
            crate::games::vienna::eighteen_xx::ready(read_game_file(&value.to_string(), Lang::En))
        };
        let g = game();
        let mut save = serde_json::to_value(g.save()).unwrap();
        save["setup"]["names"] = serde_json::json!(["Xaver", "Yvonne"]);
        let file = read(&save).unwrap();
        assert_eq!((file.name.as_str(), file.source), ("Anna, Bruno, Clara", Source::Save));
        assert_eq!(file.game.vienna().state(), g.state());
        let mut tram = save.clone();
        tram["setup"] = serde_json::json!({"seed": 4});
        assert_eq!(read(&tram).err(), Some(FileError::Unknown));
        assert_eq!(
            FileError::Unknown.message(Lang::En),
            "this file is neither a game exported by this app nor an 18xx.games export"
        );
        #[cfg(feature = "trambahn")]
        {
            let mut game =
                trambahn_engine::Game::new(trambahn_engine::Setup::new("Anna", "Bruno", 3))
                    .unwrap();
            for _ in 0..5 {
                let action = game.available()[0].clone();
                game.apply(&action).unwrap();
            }
            let mut save = serde_json::to_value(game.save()).unwrap();
            save["setup"]["players"] = serde_json::json!(["Xaver", "Yvonne", "Zoe"]);
            let file = read(&save).unwrap();
            assert_eq!(file.name, "Anna, Bruno");
            assert_eq!(file.game.trambahn().state(), game.state());
        }
    }

    /// Issue 53: a Russian Railroads save (`players` and `rules`) is Russian Railroads', also
    /// with an empty log (which 1840's reader reads too) and without the engine on the page
    /// (handed over); an 1840 save is still 1840's.
    #[test]
    fn a_russian_railroads_bare_save_is_told_apart_from_1840s() {
        let kind = |value: &Value| bare_save_kind(value, &value.to_string());
        let rr = serde_json::json!({
            "version": 1,
            "setup": {"seed": 7, "players": ["Anna", "Boris"], "rules": 1},
            "actions": [],
        });
        assert_eq!(kind(&rr), Some(Kind::Railroads));
        let vienna = serde_json::to_value(game().save()).unwrap();
        assert_eq!(kind(&vienna), Some(Kind::Vienna));
        #[cfg(feature = "railroads")]
        {
            let mut game = russian_railroads_engine::Game::new(
                russian_railroads_engine::Setup::new(&["Anna", "Boris", "Clara"], 7),
            )
            .unwrap();
            for _ in 0..4 {
                let action = game.available()[0];
                game.apply(&action).unwrap();
            }
            let save = serde_json::to_value(game.save()).unwrap();
            assert_eq!(kind(&save), Some(Kind::Railroads));
            let file = crate::games::vienna::eighteen_xx::ready(read_game_file(
                &save.to_string(),
                Lang::En,
            ))
            .unwrap();
            assert_eq!((file.name.as_str(), file.source), ("Anna, Boris, Clara", Source::Save));
            assert_eq!(file.game.railroads().state(), game.state());
            // An 1840 save with a stray `rules` does not read as Russian Railroads': 1840's.
            let mut odd = vienna.clone();
            odd["setup"]["rules"] = serde_json::json!(1);
            assert_eq!(kind(&odd), Some(Kind::Vienna));
        }
        #[cfg(not(feature = "railroads"))]
        {
            let file =
                crate::games::vienna::eighteen_xx::ready(read_game_file(&rr.to_string(), Lang::En));
            assert_eq!(file.err(), Some(FileError::Saved(LoadError::Elsewhere(Kind::Railroads))));
        }
    }

    #[test]
    fn an_eighteen_xx_games_export_imports_with_its_rule_options_and_plays_on() {
        let Some(text) = crate::shell::persist::eighteen_xx_fixture() else { return };
        let file =
            crate::games::vienna::eighteen_xx::ready(read_game_file(&text, Lang::En)).unwrap();
        assert_eq!(file.source, Source::EighteenXxGames);
        assert!(file.name.starts_with("18xx.games"), "{}", file.name);
        assert_eq!(
            file.game.clone().vienna().setup().options,
            tramways_engine::game::RuleOptions::eighteen_xx_games()
        );
        // Stored like any game, it loads with the same options and state.
        let mut lib = Library::new(MemoryStorage::default());
        let (id, _) = lib.add(&file.name, &file.game.clone().vienna(), 1.0).unwrap();
        let (_, loaded) = lib.load::<Game>(&id).unwrap();
        assert_eq!(loaded.state(), file.game.clone().vienna().state());
        assert_eq!(loaded.setup(), file.game.clone().vienna().setup());
    }

    /// An 18xx.games game cut off in the middle imports and can be played on.
    #[test]
    fn an_unfinished_eighteen_xx_games_export_can_be_played_on() {
        let Some(text) = crate::shell::persist::eighteen_xx_fixture() else { return };
        let mut export: Value = serde_json::from_str(&text).unwrap();
        let actions = export["actions"].as_array_mut().unwrap();
        actions.truncate(60);
        export["status"] = Value::String("active".into());
        export.as_object_mut().unwrap().remove("result");
        let file =
            crate::games::vienna::eighteen_xx::ready(read_game_file(&export.to_string(), Lang::En))
                .unwrap();
        let mut game = file.game.clone().vienna();
        assert!(!game.is_over());
        let next = match game.available().moves.first() {
            Some(tramways_engine::game::Move::Do { action }) => action.clone(),
            Some(tramways_engine::game::Move::Amount { action, min, .. }) => {
                action.with_amount(*min)
            }
            None => panic!("no move on offer"),
        };
        let before = game.actions().len();
        game.apply(&next).unwrap();
        assert_eq!(game.actions().len(), before + 1);
    }

    #[test]
    fn a_bad_file_is_refused_with_a_reason() {
        let cases: [(&str, &str); 6] = [
            ("", "empty"),
            ("hello", "not a game file"),
            ("{\"schema\": 1, \"save\": {\"ver", "not a game file"),
            ("{\"a\": 1}", "neither"),
            ("{\"schema\": 9, \"save\": {}}", "newer version"),
            ("{\"title\": \"1889\", \"actions\": [], \"players\": []}", "1889"),
        ];
        for (text, expected) in cases {
            let err = crate::games::vienna::eighteen_xx::ready(read_game_file(text, Lang::En))
                .unwrap_err()
                .message(Lang::En);
            assert!(err.contains(expected), "{text:?} → {err}");
        }
        let g = game();
        let mut save = g.save();
        save.actions.push(Action::EndGame);
        save.actions.push(Action::EndGame);
        let err = crate::games::vienna::eighteen_xx::ready(read_game_file(
            &serde_json::to_string(&save).unwrap(),
            Lang::En,
        ))
        .unwrap_err();
        assert!(err.message(Lang::En).contains("do not replay"), "{}", err.message(Lang::En));
    }

    /// Issue 16: files whose offending string is a million characters long are refused with
    /// a message of a few hundred characters that says where the fault is.
    #[test]
    fn a_refused_file_quotes_a_long_string_briefly_and_says_where() {
        let long = "a".repeat(1_000_000);
        let mut lib = Library::new(MemoryStorage::default());
        lib.save("g", "G", &game(), 1.0, 0).unwrap();
        let app_file = export_text(&lib.entry::<Game>("g").unwrap());
        let app_file =
            app_file.replacen("\"created\": 1.0", &format!("\"created\": \"{long}\""), 1);
        let cases = [
            (app_file, "expected f64 at line 6 column 1000015)"),
            (
                format!(r#"{{"version": 1, "setup": "{long}", "actions": []}}"#),
                "expected struct Setup at line 1 column 1000026)",
            ),
            (format!(r#"{{"title": "{long}", "actions": [], "players": []}}"#), "…”, not of 1840"),
        ];
        for (text, end) in cases {
            let message = crate::games::vienna::eighteen_xx::ready(read_game_file(&text, Lang::En))
                .unwrap_err()
                .message(Lang::En);
            assert!(message.chars().count() < 300, "{} characters", message.chars().count());
            assert!(message.ends_with(end), "{message}");
        }
    }

    /// Issue 16: a file over the limit is refused with the limit in the message.
    #[test]
    fn a_file_too_large_is_refused_naming_the_limit() {
        let text = format!("{{\"a\": \"{}\"}}", "a".repeat(MAX_FILE_BYTES));
        let message = crate::games::vienna::eighteen_xx::ready(read_game_file(&text, Lang::En))
            .unwrap_err()
            .message(Lang::En);
        assert_eq!(message, "the file is larger than 32 MB, the most a game file may be");
        assert_eq!(
            crate::games::vienna::eighteen_xx::ready(read_game_file(" ", Lang::En))
                .unwrap_err()
                .message(Lang::En),
            "the file is empty"
        );
    }

    /// Issue 17: a random game set up as on 18xx.games exports to 18xx.games' format.
    #[test]
    fn a_game_with_the_rules_of_18xx_games_exports_for_18xx_games() {
        use tramways_engine::selfplay::{play_random, play_random_until, random_setup_18xx};
        // Two games stopped in the middle (the small map of 3 players, 5 players) and one
        // 2-player game played to its end.
        for (players, seed, stop) in [(3u8, 10u64, Some(150)), (5, 23, Some(80)), (2, 4, None)] {
            let setup = random_setup_18xx(players, seed);
            assert!(exportable_to_18xx(&setup));
            let game = match stop {
                Some(n) => play_random_until(setup, seed, |g| g.actions().len() >= n).unwrap(),
                None => play_random(setup, seed, |_, _| {}).unwrap(),
            };
            let text =
                crate::games::vienna::eighteen_xx::ready(export_18xx_text(&game.save())).unwrap();
            let json: Value = serde_json::from_str(&text).unwrap();
            assert_eq!(json["title"], "1840");
            assert_eq!(json["players"].as_array().unwrap().len(), usize::from(players));
            assert!(!json["actions"].as_array().unwrap().is_empty());
            assert_eq!(json["settings"]["seed"], seed);
        }
    }

    /// Issue 17: the first decisions of a game set up as on 18xx.games, exported for
    /// 18xx.games, are read back by this app's import.
    #[test]
    fn an_export_for_18xx_games_imports_back_to_the_same_game() {
        use tramways_engine::selfplay::{play_random_until, random_setup_18xx};
        let game = play_random_until(random_setup_18xx(2, 1840), 1840, |g| g.actions().len() >= 8)
            .unwrap();
        let back = crate::games::vienna::eighteen_xx::ready(read_game_file(
            &crate::games::vienna::eighteen_xx::ready(export_18xx_text(&game.save())).unwrap(),
            Lang::En,
        ))
        .unwrap();
        assert_eq!(back.source, Source::EighteenXxGames);
        assert_eq!(back.game.clone().vienna().setup().players, game.setup().players);
        // What was played comes back; the cards not yet seen may differ (the importer deals
        // what the log does not show, see crates/engine/src/import).
        assert_eq!(back.game.clone().vienna().actions().len(), game.actions().len());
        assert_eq!(back.game.clone().vienna().state().players, game.state().players);
        assert_eq!(back.game.clone().vienna().state().privates, game.state().privates);
    }

    /// Issue 17: a game with the printed rules is refused, saying why.
    #[test]
    fn a_game_with_the_printed_rules_is_not_exported_for_18xx_games() {
        let g = game();
        assert!(!exportable_to_18xx(g.setup()));
        let reason = crate::games::vienna::eighteen_xx::ready(export_18xx_text(&g.save()))
            .unwrap_err()
            .text(Lang::En);
        assert_eq!(
            reason,
            t(Lang::En, Text::ErrNotEighteenXxRules)
                .replace("{why}", "its rule options are not those of 18xx.games")
        );
        assert!(reason.contains("As on 18xx.games"), "{reason}");
        // Any other refusal is the engine's reason, which names the move.
        let refusal = ExportError::NotAccepted {
            index: 12,
            kind: "return_private",
            reason: tramways_engine::import::export::ExportFault::PrivatesReturnInShareRounds,
        };
        assert_eq!(
            export_18xx_reason(Lang::En, &refusal, &[]),
            "action 12 (return_private) cannot be played on 18xx.games: 18xx.games returns \
             privates to the bank only in Share Rounds"
        );
    }

    /// The exports are laid out exactly as serde_json's pretty printer would (the files and
    /// their tests stay as they were before `pretty`).
    #[test]
    fn exports_are_laid_out_as_serde_json_pretty_prints() {
        use tramways_engine::selfplay::{play_random, random_setup_18xx};
        let game = play_random(random_setup_18xx(3, 7), 7, |_, _| {}).unwrap();
        let mut lib = Library::new(MemoryStorage::default());
        lib.save("g", "Quoted \"name\" \\ {with} [brackets], colons: ünïcode", &game, 7.0, 0)
            .unwrap();
        let entry = lib.entry::<Game>("g").unwrap();
        assert_eq!(export_text(&entry), serde_json::to_string_pretty(&entry).unwrap());
        let exported = to_18xx(game.setup(), game.actions()).unwrap();
        assert_eq!(
            crate::games::vienna::eighteen_xx::ready(export_18xx_text(&game.save())).unwrap(),
            serde_json::to_string_pretty(&exported.json).unwrap()
        );
        for json in ["{}", "[]", "{\"a\":[],\"b\":{},\"c\":[1,{\"d\":\"\\\"]\"}]}", "\"x\"", "3"] {
            let value: Value = serde_json::from_str(json).unwrap();
            assert_eq!(pretty(json), serde_json::to_string_pretty(&value).unwrap(), "{json}");
        }
    }

    #[test]
    fn export_file_names_are_plain() {
        assert_eq!(export_18xx_file_name("Anna, Bruno"), "1840-anna-bruno-18xx.json");
        assert_eq!(
            export_file_name(Kind::Vienna, "Anna, Bruno & Clara!"),
            "1840-anna-bruno-clara.json"
        );
        assert_eq!(export_file_name(Kind::Vienna, "  "), "1840-game.json");
        assert_eq!(export_file_name(Kind::Vienna, "Wien Süd"), "1840-wien-süd.json");
    }

    #[cfg(feature = "trambahn")]
    /// Issue 24: a Trambahn game exports to a file named after its game and imports back as
    /// Trambahn, from the app's file or from a bare save; a damaged one says why.
    #[test]
    fn a_trambahn_game_exports_and_imports_as_trambahn() {
        let mut game =
            trambahn_engine::Game::new(trambahn_engine::Setup::new("Anna", "Bruno", 8)).unwrap();
        for _ in 0..12 {
            let action = game.available()[0].clone();
            game.apply(&action).unwrap();
        }
        let mut lib = Library::new(MemoryStorage::default());
        let (id, _) = lib.add("Tram night", &game, 1.0).unwrap();
        let text = export_text(&lib.entry::<trambahn_engine::Game>(&id).unwrap());
        assert_eq!(export_file_name(Kind::Trambahn, "Tram night"), "trambahn-tram-night.json");
        let file =
            crate::games::vienna::eighteen_xx::ready(read_game_file(&text, Lang::En)).unwrap();
        assert_eq!((file.name.as_str(), file.source), ("Tram night", Source::App));
        assert_eq!(file.game.clone().trambahn().state(), game.state());
        let bare = serde_json::to_string(&game.save()).unwrap();
        let file =
            crate::games::vienna::eighteen_xx::ready(read_game_file(&bare, Lang::En)).unwrap();
        assert_eq!((file.name.as_str(), file.source), ("Anna, Bruno", Source::Save));
        assert_eq!(file.game.trambahn().actions(), game.actions());
        // The log cut and changed: the move refused is named.
        let mut save = game.save();
        save.actions.swap(0, 5);
        let broken = serde_json::to_string(&save).unwrap();
        let message = crate::games::vienna::eighteen_xx::ready(read_game_file(&broken, Lang::En))
            .unwrap_err()
            .message(Lang::En);
        assert!(message.contains("action 0"), "{message}");
    }
}
