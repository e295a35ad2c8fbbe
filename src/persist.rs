//! Saved games in the browser's localStorage: the set-up and the action log of every game,
//! never derived state, each under its own key with a schema version.
//!
//! Bad data never loses data: an entry that cannot be read is set aside (moved to a key of its
//! own) and reported, and every other game still loads; a write that fails (full storage)
//! reports the error and keeps the previous save.
//!
//! The logic is written against [`KeyValue`] so that it is tested natively; the browser's
//! storage is one implementation of it.

use serde::{Deserialize, Serialize};
use tramways_engine::game::{Game, Save};

/// The schema version of a stored entry.
pub const SCHEMA_VERSION: u32 = 1;

/// Keys of saved games start with this.
pub const GAME_PREFIX: &str = "tramways.game.";

/// Entries that could not be read are moved under this prefix.
pub const SET_ASIDE_PREFIX: &str = "tramways.unreadable.";

/// A string store: localStorage, or a map in tests.
pub trait KeyValue {
    /// The value under `key`.
    fn get(&self, key: &str) -> Option<String>;
    /// Stores `value` under `key`; the error is for the player (e.g. storage full).
    fn set(&mut self, key: &str, value: &str) -> Result<(), String>;
    /// Removes `key`.
    fn remove(&mut self, key: &str);
    /// Every key.
    fn keys(&self) -> Vec<String>;
}

/// One stored game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StoredGame {
    /// [`SCHEMA_VERSION`] when written.
    pub schema: u32,
    /// The game's id (its key without the prefix).
    pub id: String,
    /// The name shown in the list.
    pub name: String,
    /// When the game was created and last played, in ms since 1970 (browser clock).
    pub created: f64,
    /// Last played.
    pub updated: f64,
    /// The set-up and the log.
    pub save: Save,
}

/// A saved game as listed on the start screen.
#[derive(Debug, Clone, PartialEq)]
pub struct Summary {
    /// Its id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// Last played (ms since 1970).
    pub updated: f64,
    /// The round it is in ("Share Round 2").
    pub round: String,
    /// The players' names.
    pub players: Vec<String>,
    /// Whether it has ended.
    pub finished: bool,
}

/// What the library found when it read the saved games.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Listing {
    /// Readable games, most recently played first.
    pub games: Vec<Summary>,
    /// Entries that could not be read, with the reason; they were set aside, not deleted.
    pub set_aside: Vec<(String, String)>,
}

/// Reads and writes saved games.
#[derive(Debug)]
pub struct Library<S: KeyValue> {
    store: S,
}

impl<S: KeyValue> Library<S> {
    /// A library over a store.
    pub fn new(store: S) -> Library<S> {
        Library { store }
    }

    /// The underlying store (for tests).
    pub fn store(&self) -> &S {
        &self.store
    }

    /// Reads one game; the error says what is wrong with the entry.
    pub fn load(&self, id: &str) -> Result<(StoredGame, Game), String> {
        let key = format!("{GAME_PREFIX}{id}");
        let text = self.store.get(&key).ok_or_else(|| format!("no saved game {id}"))?;
        parse(&text)
    }

    /// Writes a game, keeping `created` of an earlier save. The previous save stays when the
    /// write fails.
    pub fn save(&mut self, id: &str, name: &str, game: &Game, now: f64) -> Result<(), String> {
        let key = format!("{GAME_PREFIX}{id}");
        let created = self
            .store
            .get(&key)
            .and_then(|t| serde_json::from_str::<StoredGame>(&t).ok())
            .map_or(now, |old| old.created);
        let entry = StoredGame {
            schema: SCHEMA_VERSION,
            id: id.to_owned(),
            name: name.to_owned(),
            created,
            updated: now,
            save: game.save(),
        };
        let text = serde_json::to_string(&entry).map_err(|e| e.to_string())?;
        self.store.set(&key, &text)
    }

    /// Renames a game.
    pub fn rename(&mut self, id: &str, name: &str) -> Result<(), String> {
        let (mut entry, _) = self.load(id)?;
        entry.name = name.to_owned();
        let text = serde_json::to_string(&entry).map_err(|e| e.to_string())?;
        self.store.set(&format!("{GAME_PREFIX}{id}"), &text)
    }

    /// Copies a game under a new id.
    pub fn duplicate(&mut self, id: &str, new_id: &str, name: &str) -> Result<(), String> {
        let (mut entry, _) = self.load(id)?;
        entry.id = new_id.to_owned();
        entry.name = name.to_owned();
        let text = serde_json::to_string(&entry).map_err(|e| e.to_string())?;
        self.store.set(&format!("{GAME_PREFIX}{new_id}"), &text)
    }

    /// Deletes a game.
    pub fn delete(&mut self, id: &str) {
        self.store.remove(&format!("{GAME_PREFIX}{id}"));
    }

    /// Every saved game; unreadable entries are moved aside and reported.
    pub fn list(&mut self) -> Listing {
        let mut listing = Listing::default();
        let mut keys: Vec<String> =
            self.store.keys().into_iter().filter(|k| k.starts_with(GAME_PREFIX)).collect();
        keys.sort();
        for key in keys {
            let id = key[GAME_PREFIX.len()..].to_owned();
            let Some(text) = self.store.get(&key) else { continue };
            match parse(&text) {
                Ok((entry, game)) => listing.games.push(Summary {
                    id,
                    name: entry.name,
                    updated: entry.updated,
                    round: crate::i18n::round(crate::i18n::Lang::En, game.state().round),
                    players: game.state().players.iter().map(|p| p.name.clone()).collect(),
                    finished: game.is_over(),
                }),
                Err(reason) => {
                    // Set the entry aside rather than delete it: a newer app may read it.
                    let aside = format!("{SET_ASIDE_PREFIX}{id}");
                    if self.store.set(&aside, &text).is_ok() {
                        self.store.remove(&key);
                    }
                    listing.set_aside.push((id, reason));
                }
            }
        }
        // Entries set aside earlier stay listed until someone deals with them.
        for key in self.store.keys() {
            if let Some(id) = key.strip_prefix(SET_ASIDE_PREFIX) {
                if listing.set_aside.iter().any(|(known, _)| known == id) {
                    continue;
                }
                let reason = match self.store.get(&key).map(|text| parse(&text)) {
                    Some(Err(reason)) => reason,
                    _ => "it could not be read".to_owned(),
                };
                listing.set_aside.push((id.to_owned(), reason));
            }
        }
        listing.games.sort_by(|a, b| b.updated.total_cmp(&a.updated));
        listing
    }
}

/// Reads a stored entry and replays it.
fn parse(text: &str) -> Result<(StoredGame, Game), String> {
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| format!("not a saved game ({e})"))?;
    let schema = value.get("schema").and_then(serde_json::Value::as_u64).unwrap_or(0);
    if schema > u64::from(SCHEMA_VERSION) {
        return Err(format!("saved by a newer version of the app (schema {schema})"));
    }
    let entry: StoredGame =
        serde_json::from_value(value).map_err(|e| format!("a damaged saved game ({e})"))?;
    let game =
        Game::load(&entry.save).map_err(|e| format!("the saved moves do not replay: {e}"))?;
    Ok((entry, game))
}

/// The browser's localStorage.
#[derive(Debug, Clone, Copy, Default)]
pub struct BrowserStorage;

impl KeyValue for BrowserStorage {
    fn get(&self, key: &str) -> Option<String> {
        storage()?.get_item(key).ok().flatten()
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), String> {
        let storage = storage().ok_or("this browser does not allow saving games")?;
        storage.set_item(key, value).map_err(|_| {
            "the browser's storage is full: this move is played but not saved".to_owned()
        })
    }

    fn remove(&mut self, key: &str) {
        if let Some(s) = storage() {
            let _ = s.remove_item(key);
        }
    }

    fn keys(&self) -> Vec<String> {
        let Some(s) = storage() else { return Vec::new() };
        let n = s.length().unwrap_or(0);
        (0..n).filter_map(|i| s.key(i).ok().flatten()).collect()
    }
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// In-memory storage for tests: a map, optionally with a size limit.
#[derive(Debug, Clone, Default)]
pub struct MemoryStorage {
    /// The entries.
    pub map: std::collections::BTreeMap<String, String>,
    /// Refuse writes that would take the total size over this many bytes.
    pub quota: Option<usize>,
}

impl KeyValue for MemoryStorage {
    fn get(&self, key: &str) -> Option<String> {
        self.map.get(key).cloned()
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), String> {
        if let Some(quota) = self.quota {
            let others: usize =
                self.map.iter().filter(|(k, _)| *k != key).map(|(k, v)| k.len() + v.len()).sum();
            if others + key.len() + value.len() > quota {
                return Err(
                    "the browser's storage is full: this move is played but not saved".into()
                );
            }
        }
        self.map.insert(key.to_owned(), value.to_owned());
        Ok(())
    }

    fn remove(&mut self, key: &str) {
        self.map.remove(key);
    }

    fn keys(&self) -> Vec<String> {
        self.map.keys().cloned().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tramways_engine::data::Landmark;
    use tramways_engine::game::{Action, Actor, Setup};

    fn game_with_a_move() -> Game {
        let mut g = Game::new(Setup::new(&["Anna", "Bruno"], 4)).unwrap();
        let Actor::Player { player } = g.available().actor else { panic!() };
        g.apply(&Action::ChoosePrivate { player, private: Landmark::Hofburg }).unwrap();
        g
    }

    #[test]
    fn a_saved_game_loads_to_the_same_state() {
        let mut lib = Library::new(MemoryStorage::default());
        let g = game_with_a_move();
        lib.save("a1", "Sunday game", &g, 1000.0).unwrap();
        let (entry, loaded) = lib.load("a1").unwrap();
        assert_eq!(loaded.state(), g.state());
        assert_eq!((entry.name.as_str(), entry.created, entry.schema), ("Sunday game", 1000.0, 1));
        lib.save("a1", "Sunday game", &g, 2000.0).unwrap();
        let (entry, _) = lib.load("a1").unwrap();
        assert_eq!((entry.created, entry.updated), (1000.0, 2000.0), "created is kept");
    }

    #[test]
    fn a_corrupt_entry_is_set_aside_and_the_others_still_load() {
        let mut lib = Library::new(MemoryStorage::default());
        let g = game_with_a_move();
        lib.save("good", "Good", &g, 1.0).unwrap();
        lib.store.map.insert(format!("{GAME_PREFIX}bad"), "{ not json".into());
        let listing = lib.list();
        assert_eq!(listing.games.len(), 1);
        assert_eq!(listing.games[0].name, "Good");
        assert_eq!(listing.set_aside.len(), 1);
        assert_eq!(listing.set_aside[0].0, "bad");
        assert!(lib.store().map.contains_key(&format!("{SET_ASIDE_PREFIX}bad")), "kept aside");
        assert!(!lib.store().map.contains_key(&format!("{GAME_PREFIX}bad")));
        let again = lib.list();
        assert_eq!(again.set_aside.len(), 1, "still reported the next time");
        assert!(again.set_aside[0].1.contains("not a saved game"));
    }

    #[test]
    fn an_entry_from_a_newer_app_is_set_aside_with_a_clear_reason() {
        let mut lib = Library::new(MemoryStorage::default());
        lib.store.map.insert(format!("{GAME_PREFIX}new"), r#"{"schema": 99}"#.into());
        let listing = lib.list();
        assert!(listing.set_aside[0].1.contains("newer version"), "{:?}", listing.set_aside);
    }

    #[test]
    fn a_full_storage_keeps_the_previous_save() {
        let mut lib = Library::new(MemoryStorage::default());
        let mut g = game_with_a_move();
        lib.save("g", "G", &g, 1.0).unwrap();
        let size: usize = lib.store().map.iter().map(|(k, v)| k.len() + v.len()).sum();
        lib.store.quota = Some(size + 10);
        let Actor::Player { player } = g.available().actor else { panic!() };
        g.apply(&Action::BidPrivate { player, amount: 40 }).unwrap();
        let err = lib.save("g", "G", &g, 2.0).unwrap_err();
        assert!(err.contains("storage is full"));
        let (_, loaded) = lib.load("g").unwrap();
        assert_eq!(loaded.actions().len(), 1, "the last good save is intact");
    }

    #[test]
    fn rename_duplicate_delete() {
        let mut lib = Library::new(MemoryStorage::default());
        lib.save("g", "G", &game_with_a_move(), 1.0).unwrap();
        lib.rename("g", "Renamed").unwrap();
        lib.duplicate("g", "h", "Copy").unwrap();
        let names: Vec<String> = lib.list().games.into_iter().map(|s| s.name).collect();
        assert!(names.contains(&"Renamed".to_owned()) && names.contains(&"Copy".to_owned()));
        lib.delete("g");
        assert_eq!(lib.list().games.len(), 1);
    }
}
