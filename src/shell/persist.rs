//! Saved games in the browser's localStorage: the set-up and the action log of every game the
//! app plays, never derived state, each under its own key with a schema version, the game's
//! [`Kind`] (none in entries from before Trambahn: 1840) and a revision.
//!
//! Bad data never loses data:
//! * an entry that cannot be read (damaged, or written by a newer app) is set aside under a
//!   key of its own and reported, and every other game still loads;
//! * a write that fails (full storage) reports the error and keeps the previous save;
//! * two tabs on one game never overwrite each other's newer moves: every write carries a
//!   revision, and [`Library::save`] refuses to replace a stored log that another tab changed
//!   unless ours simply extends it ([`Conflict`]); [`remote_change`] reads the `storage` event
//!   another tab's write causes;
//! * entries of an older schema are migrated when read ([`MIGRATIONS`]).
//!
//! Files ([`files`]) and share links ([`share`]) read games from outside; the logic is written
//! against [`KeyValue`] so that it is tested natively, and the browser's storage is one
//! implementation of it ([`browser`]).

pub mod browser;
pub mod files;
pub mod share;

pub use browser::BrowserStorage;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use tramways_engine::brief;

use crate::games::{Kind, Progress, TableGame};
use crate::i18n::{Lang, Text, t};

/// The schema version of a stored entry written by this app.
pub const SCHEMA_VERSION: u32 = 1;

/// Keys of saved games start with this.
pub const GAME_PREFIX: &str = "tramways.game.";

/// Entries that could not be read are moved under this prefix.
pub const SET_ASIDE_PREFIX: &str = "tramways.unreadable.";

/// One step of the migration path: `MIGRATIONS[i]` turns an entry of schema `i + 1` (as JSON)
/// into one of schema `i + 2`. Schema 1 is the first, so there is no step yet; a schema 2
/// adds `from_1_to_2` here and raises [`SCHEMA_VERSION`] (a test checks that they agree).
pub const MIGRATIONS: &[Migration] = &[];

/// A migration step: an entry as JSON at one schema → the entry at the next, or what is wrong.
pub type Migration = fn(Value) -> Result<Value, String>;

/// Why a write to the store failed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StoreError {
    /// The storage quota is used up.
    Full,
    /// The browser gives no storage (disabled, or a private window that refuses it).
    Unavailable,
}

/// A string store: localStorage, or a map in tests.
pub trait KeyValue {
    /// The value under `key`.
    fn get(&self, key: &str) -> Option<String>;
    /// Stores `value` under `key`; on error the previous value stays.
    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError>;
    /// Removes `key`.
    fn remove(&mut self, key: &str);
    /// Every key.
    fn keys(&self) -> Vec<String>;
}

/// One stored game, of the game whose save is `S` (1840's unless said).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StoredGame<S = tramways_engine::game::Save> {
    /// [`SCHEMA_VERSION`] when written.
    pub schema: u32,
    /// Which game it is; entries written before there was a second game are 1840's.
    #[serde(default)]
    pub kind: Kind,
    /// The game's id (its key without the prefix).
    pub id: String,
    /// The name shown in the list.
    pub name: String,
    /// When the game was created, in ms since 1970 (browser clock).
    pub created: f64,
    /// Last played.
    pub updated: f64,
    /// Counts the writes of the log; a tab compares it with the one it last read or wrote to
    /// notice another tab's moves. Entries written before it existed read as 0.
    #[serde(default)]
    pub revision: u64,
    /// What the start screen lists of it, written with every save: a build without this game's
    /// engine (the 1840 page, of a Trambahn game) lists it from this rather than replaying it.
    /// Entries written before it existed have none. It is derived from the log, so one that
    /// does not read (storage is the user's) reads as none rather than losing the game.
    #[serde(default, skip_serializing_if = "Option::is_none", deserialize_with = "lenient_status")]
    pub status: Option<Status>,
    /// The set-up and the log.
    pub save: S,
}

/// How far a stored game has come, written beside its log ([`StoredGame::status`]).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Status {
    /// The round (1840) or the scorings (Trambahn).
    pub progress: Progress,
    /// The players' names.
    pub players: Vec<String>,
    /// The number of actions played.
    pub moves: usize,
    /// Whether it has ended.
    pub finished: bool,
}

/// A [`Status`] as stored, or none if it does not read. (Its text is kept and read on its own,
/// with the reader of text every entry is read with: a reader of a `Value` costs wasm.)
fn lenient_status<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Status>, D::Error> {
    let text = Box::<serde_json::value::RawValue>::deserialize(d)?;
    Ok(serde_json::from_str(text.get()).ok())
}

impl Status {
    /// A game's status now.
    pub fn of<G: TableGame>(game: &G, save: &G::Save) -> Status {
        Status {
            progress: game.progress(),
            players: G::names(save),
            moves: game.moves(),
            finished: game.is_over(),
        }
    }
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
    /// Which game it is.
    pub kind: Kind,
    /// How far it has come (worded when shown: "Share Round 2"); `None` for a game of another
    /// page saved before entries said (the 1840 page does not replay a Trambahn game).
    pub progress: Option<Progress>,
    /// The players' names.
    pub players: Vec<String>,
    /// The number of actions played.
    pub moves: usize,
    /// Whether it has ended.
    pub finished: bool,
}

/// What the library found when it read the saved games.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Listing {
    /// Readable games, most recently played first.
    pub games: Vec<Summary>,
    /// Entries that could not be read, with the reason; they were set aside, not deleted.
    pub set_aside: Vec<SetAside>,
}

/// An entry that could not be read, kept under its own key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SetAside {
    /// Its key in the store now.
    pub key: String,
    /// The name it was saved under, if that can still be read.
    pub name: Option<String>,
    /// Why it cannot be read.
    pub reason: LoadError,
}

impl SetAside {
    /// What to call it: its name, or else its key (either cut short: the entry may be
    /// anything).
    pub fn label(&self) -> String {
        let label = match &self.name {
            Some(name) => name,
            None => self.key.strip_prefix(SET_ASIDE_PREFIX).unwrap_or(&self.key),
        };
        brief::quote(label)
    }
}

/// Why a saved game could not be read. The texts are short ([`brief`]): however long the
/// entry, they quote a few dozen characters of it and say where the fault is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LoadError {
    /// There is no such entry (deleted, perhaps in another tab).
    Missing,
    /// The text is not JSON.
    NotJson(String),
    /// JSON, but not a saved game of this app.
    NotOurs,
    /// Written by a newer app, with this schema.
    Newer(u64),
    /// A saved game with missing or wrong fields.
    Damaged(String),
    /// The log does not replay: the engine's reason, worded at render time.
    Replay(ReplayFailure),
    /// A game this app does not know (a newer app wrote it), by the kind it names.
    OtherGame(String),
    /// A game this build does not play: another page of the app does ([`Kind::page`]).
    Elsewhere(Kind),
}

impl LoadError {
    /// The reason in words for the player.
    pub fn message(&self, lang: Lang) -> String {
        match self {
            LoadError::Missing => t(lang, Text::ErrMissing).to_owned(),
            LoadError::NotJson(e) => format!("{} ({e})", t(lang, Text::ErrNotJson)),
            LoadError::NotOurs => t(lang, Text::ErrNotOurs).to_owned(),
            LoadError::Newer(schema) => t(lang, Text::ErrNewer).replace("{n}", &schema.to_string()),
            LoadError::Damaged(e) => format!("{} ({e})", t(lang, Text::ErrDamaged)),
            LoadError::Replay(e) => format!("{} {}", t(lang, Text::ErrReplay), e.message(lang)),
            LoadError::OtherGame(kind) => {
                t(lang, Text::ErrOtherGame).replace("{kind}", &brief::quote(kind))
            }
            LoadError::Elsewhere(kind) => {
                t(lang, Text::ErrElsewhere).replace("{game}", crate::i18n::game_name(lang, *kind))
            }
        }
    }
}

/// Another tab changed the stored log in a way ours does not simply extend.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Conflict {
    /// Moves in the stored game (the other tab's).
    pub theirs: usize,
    /// Moves in this tab's game.
    pub ours: usize,
}

/// Why a game was not written. The previous save is intact in every case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SaveError {
    /// The storage refused the write.
    Storage(StoreError),
    /// Another tab has newer moves of this game (see [`Conflict`]).
    Conflict(Conflict),
    /// The game to change could not be read.
    Load(LoadError),
}

impl SaveError {
    /// The reason in words for the player.
    pub fn message(&self, lang: Lang) -> String {
        match self {
            SaveError::Storage(StoreError::Full) => t(lang, Text::ErrFull).to_owned(),
            SaveError::Storage(StoreError::Unavailable) => t(lang, Text::ErrNoStorage).to_owned(),
            SaveError::Conflict(_) => t(lang, Text::ConflictHeading).to_owned(),
            SaveError::Load(e) => e.message(lang),
        }
    }
}

impl From<StoreError> for SaveError {
    fn from(e: StoreError) -> SaveError {
        SaveError::Storage(e)
    }
}

impl From<LoadError> for SaveError {
    fn from(e: LoadError) -> SaveError {
        SaveError::Load(e)
    }
}

/// What another tab's write of the open game means for this tab ([`remote_change`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Remote {
    /// The same log (a rename, or the same moves): adopt this revision and go on.
    Same {
        /// The stored revision.
        revision: u64,
        /// The stored name.
        name: String,
    },
    /// Different moves: stop autosaving over them and offer to load them.
    Changed(Conflict),
    /// The entry was deleted; the next autosave writes it again.
    Deleted,
}

/// How this tab should take another tab's write of the game it has open: `new_value` is the
/// stored text after the write (the `storage` event's `newValue`), `ours` this tab's game.
pub fn remote_change<G: TableGame>(new_value: Option<&str>, ours: &G) -> Remote {
    let Some(text) = new_value else { return Remote::Deleted };
    match read_entry::<G>(text) {
        Ok(entry) if ours.extends(&entry.save) && ours.is_start_of(&entry.save) => {
            Remote::Same { revision: entry.revision, name: entry.name }
        }
        Ok(entry) => {
            Remote::Changed(Conflict { theirs: G::moves_in(&entry.save), ours: ours.moves() })
        }
        // Whatever the other tab wrote, it is not ours to overwrite blindly.
        Err(_) => Remote::Changed(Conflict { theirs: 0, ours: ours.moves() }),
    }
}

/// Reads and writes saved games.
#[derive(Debug)]
pub struct Library<S: KeyValue> {
    store: S,
}

fn key_of(id: &str) -> String {
    format!("{GAME_PREFIX}{id}")
}

impl<S: KeyValue> Library<S> {
    /// A library over a store.
    pub fn new(store: S) -> Library<S> {
        Library { store }
    }

    /// The underlying store.
    pub fn store(&self) -> &S {
        &self.store
    }

    /// Reads one game of `G` and replays it; the error says what is wrong with the entry.
    pub fn load<G: TableGame>(&self, id: &str) -> Result<(StoredGame<G::Save>, G), LoadError> {
        let text = self.store.get(&key_of(id)).ok_or(LoadError::Missing)?;
        parse(&text)
    }

    /// Which game an entry holds (read from its header, not replayed).
    pub fn kind_of(&self, id: &str) -> Result<Kind, LoadError> {
        let text = self.store.get(&key_of(id)).ok_or(LoadError::Missing)?;
        kind_in(&text)
    }

    /// An id no stored game has, from the clock.
    pub fn new_id(&self, now: f64) -> String {
        // `now` may come from storage (an entry put back keeps its `updated`): the cast
        // saturates (1e20 → u64::MAX, NaN → 0), and the search wraps around rather than
        // overflow; the store holds far fewer than 2^64 keys, so it ends.
        let mut n = now.max(0.0) as u64;
        loop {
            let id = format!("{n:x}");
            if self.store.get(&key_of(&id)).is_none() {
                return id;
            }
            n = n.wrapping_add(1);
        }
    }

    /// Writes this tab's game over its stored entry. `base` is the revision this tab last
    /// read or wrote (0 for a new game); the answer is the new revision.
    ///
    /// When another tab has written since (the stored revision is not `base`), the write goes
    /// ahead only if our log extends the stored one; otherwise it is refused with a
    /// [`Conflict`] and nothing is written. The stored name and creation time are kept; `name`
    /// names a new entry. A failed write keeps the previous save.
    pub fn save<G: TableGame>(
        &mut self,
        id: &str,
        name: &str,
        game: &G,
        now: f64,
        base: u64,
    ) -> Result<u64, SaveError> {
        let key = key_of(id);
        let mut created = now;
        let mut name = name.to_owned();
        let mut revision = base;
        let stored = self.store.get(&key);
        // The usual case, after each move: the entry is this tab's own last write. Its name,
        // creation time and revision are read without building its whole log.
        if let Some(own) = stored.as_deref().and_then(|text| own_write(text, base)) {
            created = own.created;
            name = own.name;
        } else if let Some(text) = stored {
            match read_entry::<G>(&text) {
                Ok(stored) => {
                    if stored.revision != base && !game.extends(&stored.save) {
                        return Err(SaveError::Conflict(Conflict {
                            theirs: G::moves_in(&stored.save),
                            ours: game.moves(),
                        }));
                    }
                    created = stored.created;
                    name = stored.name;
                    revision = revision.max(stored.revision);
                }
                // Never write over what cannot be read: keep it aside first.
                Err(_) => {
                    self.set_aside(id, &text)?;
                }
            }
        }
        let save = game.save();
        let entry = StoredGame {
            schema: SCHEMA_VERSION,
            kind: G::KIND,
            id: id.to_owned(),
            name,
            created,
            updated: now,
            revision: next_revision(revision),
            status: Some(Status::of(game, &save)),
            save,
        };
        self.write(&entry)?;
        Ok(entry.revision)
    }

    /// Stores a game under a new id (a new game, an import, a shared link, a copy); the
    /// answer is the id and the revision written.
    pub fn add<G: TableGame>(
        &mut self,
        name: &str,
        game: &G,
        now: f64,
    ) -> Result<(String, u64), SaveError> {
        let id = self.new_id(now);
        let revision = self.save(&id, name, game, now, 0)?;
        Ok((id, revision))
    }

    /// Renames a game (of any game: its log is copied as it is, not read).
    pub fn rename(&mut self, id: &str, name: &str) -> Result<(), SaveError> {
        let mut entry = self.raw_entry(id)?;
        entry.name = name.trim().to_owned();
        self.write(&entry)
    }

    /// Copies a game under a new id, named "<name> (copy)", listed as just played; the answer
    /// is the new id.
    pub fn duplicate(&mut self, id: &str, now: f64) -> Result<String, SaveError> {
        let mut entry = self.raw_entry(id)?;
        entry.id = self.new_id(now);
        entry.name = format!("{} {}", entry.name, t(Lang::En, Text::CopySuffix));
        entry.created = now;
        entry.updated = now;
        entry.revision = 1;
        self.write(&entry)?;
        Ok(entry.id)
    }

    /// Deletes a game.
    pub fn delete(&mut self, id: &str) {
        self.store.remove(&key_of(id));
    }

    /// A stored entry of any game with its log as JSON, not read (renamed, copied, exported or
    /// shared as it is), brought up to the current schema.
    pub fn raw_entry(&self, id: &str) -> Result<StoredGame<Value>, LoadError> {
        let text = self.store.get(&key_of(id)).ok_or(LoadError::Missing)?;
        read_as(&text, None)
    }

    /// The raw stored entry of a game (for export), brought up to the current schema.
    pub fn entry<G: TableGame>(&self, id: &str) -> Result<StoredGame<G::Save>, LoadError> {
        let text = self.store.get(&key_of(id)).ok_or(LoadError::Missing)?;
        read_entry::<G>(&text)
    }

    /// Every saved game; unreadable entries are moved aside and reported. An entry set aside
    /// earlier that reads now (the app was updated) is put back among the games; one this page
    /// already found unreadable is reported as it was, not read again (`UNREADABLE`).
    pub fn list(&mut self) -> Listing {
        let mut listing = Listing::default();
        let mut keys: Vec<String> =
            self.store.keys().into_iter().filter(|k| k.starts_with(GAME_PREFIX)).collect();
        tramways_engine::sort_few::sort(&mut keys);
        for key in keys {
            let id = key[GAME_PREFIX.len()..].to_owned();
            let Some(text) = self.store.get(&key) else { continue };
            match parse_summary(id.clone(), &text) {
                Ok(summary) => listing.games.push(summary),
                Err(reason) => {
                    // Set the entry aside rather than delete it: a newer app may read it. If
                    // even that fails (full storage) it stays where it is, reported.
                    let set_aside = self.set_aside(&id, &text);
                    let aside = SetAside {
                        key: set_aside.clone().unwrap_or(key),
                        name: name_in(&text),
                        reason,
                    };
                    if set_aside.is_ok() {
                        remember_unreadable(&text, &aside);
                    }
                    listing.set_aside.push(aside);
                }
            }
        }
        let mut aside: Vec<String> =
            self.store.keys().into_iter().filter(|k| k.starts_with(SET_ASIDE_PREFIX)).collect();
        tramways_engine::sort_few::sort(&mut aside);
        for key in aside {
            if listing.set_aside.iter().any(|known| known.key == key) {
                continue;
            }
            let Some(text) = self.store.get(&key) else { continue };
            if let Some(known) = recall_unreadable(&key, &text) {
                listing.set_aside.push(known);
                continue;
            }
            match self.put_back(&text) {
                Ok(Some(summary)) => {
                    self.store.remove(&key);
                    listing.games.push(summary);
                }
                Ok(None) => {}
                Err(reason) => {
                    let aside = SetAside { name: name_in(&text), key, reason };
                    remember_unreadable(&text, &aside);
                    listing.set_aside.push(aside);
                }
            }
        }
        // What is no longer aside (deleted, put back, here or in another tab) is forgotten.
        UNREADABLE.with_borrow_mut(|known| {
            known.retain(|(_, aside)| listing.set_aside.iter().any(|a| a.key == aside.key))
        });
        tramways_engine::sort_few::by(&mut listing.games, |a, b| b.updated.total_cmp(&a.updated));
        listing
    }

    /// The text of an entry that was set aside (to download it).
    pub fn set_aside_text(&self, key: &str) -> Option<String> {
        key.starts_with(SET_ASIDE_PREFIX).then(|| self.store.get(key)).flatten()
    }

    /// Deletes an entry that was set aside.
    pub fn delete_set_aside(&mut self, key: &str) {
        if key.starts_with(SET_ASIDE_PREFIX) {
            self.store.remove(key);
        }
    }

    /// Stores an entry that was set aside and now reads, under a new id; its summary, or
    /// `None` when the write failed (it stays aside).
    fn put_back(&mut self, text: &str) -> Result<Option<Summary>, LoadError> {
        crate::with_kind!(kind_in(text)?, G => {
            let (mut entry, game) = parse::<G>(text)?;
            let id = self.new_id(entry.updated);
            entry.id.clone_from(&id);
            Ok(self.write(&entry).is_ok().then(|| summary(id, entry, &game)))
        }, elsewhere kind => Err(LoadError::Elsewhere(kind)))
    }

    fn write<T: Serialize>(&mut self, entry: &StoredGame<T>) -> Result<(), SaveError> {
        let text = serde_json::to_string(entry)
            .map_err(|e| SaveError::Load(LoadError::Damaged(brief::json_error(&e))))?;
        self.store.set(&key_of(&entry.id), &text)?;
        Ok(())
    }

    /// Moves an unreadable entry under [`SET_ASIDE_PREFIX`] (a second one gets a suffix); the
    /// answer is the key it is kept under.
    fn set_aside(&mut self, id: &str, text: &str) -> Result<String, StoreError> {
        let mut aside = format!("{SET_ASIDE_PREFIX}{id}");
        let mut n = 1;
        while self.store.get(&aside).is_some_and(|old| old != text) {
            n += 1;
            aside = format!("{SET_ASIDE_PREFIX}{id}-{n}");
        }
        self.store.set(&aside, text)?;
        self.store.remove(&key_of(id));
        Ok(aside)
    }
}

thread_local! {
    /// The entries set aside that this page found unreadable, by their text, with what the
    /// listing says of them, so that listing the saved games again does not read them again
    /// (issue 51: an entry holding a string of a million characters cost half a second of
    /// every listing, serde's error alone quotes all of it). What a page cannot read it cannot
    /// read until the app changes, and a new app is a new page; an entry whose text changed is
    /// read again. (The text itself is kept, not a hash of it: comparing it costs no code in
    /// the first download.)
    static UNREADABLE: std::cell::RefCell<Vec<(String, SetAside)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// Remembers that the entry `text`, kept as `aside`, does not read in this page. A game whose
/// rules were not there yet ([`ReplayFailure::NotReady`]) may read later, so it is not kept.
fn remember_unreadable(text: &str, aside: &SetAside) {
    if aside.reason == LoadError::Replay(ReplayFailure::NotReady) {
        return;
    }
    UNREADABLE.with_borrow_mut(|known| {
        known.retain(|(_, a)| a.key != aside.key);
        known.push((text.to_owned(), aside.clone()));
    });
}

/// What [`remember_unreadable`] kept of the entry under `key`, if its text is still `text`.
fn recall_unreadable(key: &str, text: &str) -> Option<SetAside> {
    UNREADABLE.with_borrow(|known| {
        known.iter().find(|(was, aside)| aside.key == key && was == text).map(|(_, a)| a.clone())
    })
}

/// The revision after `revision`. A stored revision can be any number (storage is the user's),
/// so the largest starts again at 1 rather than overflow: a tab only compares revisions for
/// equality, and 0 stays "never written".
fn next_revision(revision: u64) -> u64 {
    revision.checked_add(1).unwrap_or(1)
}

fn summary<G: TableGame>(id: String, entry: StoredGame<G::Save>, game: &G) -> Summary {
    Summary {
        id,
        kind: G::KIND,
        name: entry.name,
        updated: entry.updated,
        progress: Some(game.progress()),
        players: G::names(&entry.save),
        moves: game.moves(),
        finished: game.is_over(),
    }
}

/// The summary of a stored entry of any game, replayed; a game this build does not play is
/// listed from its [`Status`] instead.
fn parse_summary(id: String, text: &str) -> Result<Summary, LoadError> {
    crate::with_kind!(kind_in(text)?, G => {
        let (entry, game) = parse::<G>(text)?;
        Ok(summary(id, entry, &game))
    }, elsewhere kind => status_summary(id, kind, text))
}

/// The summary of an entry of a game this build does not play, from its header and
/// [`Status`], not replayed. An entry written before it had a status lists its name, and the
/// number of moves of its log (every game's log is `save.actions`).
#[cfg_attr(all(feature = "trambahn", feature = "railroads"), allow(dead_code))]
fn status_summary(id: String, kind: Kind, text: &str) -> Result<Summary, LoadError> {
    #[derive(Deserialize)]
    struct Log {
        #[serde(default)]
        actions: Vec<serde::de::IgnoredAny>,
    }
    let entry: StoredGame<Log> = read_as(text, Some(kind))?;
    let status = entry.status.filter(|status| status.progress.kind() == kind);
    Ok(Summary {
        id,
        kind,
        name: entry.name,
        updated: entry.updated,
        progress: status.as_ref().map(|status| status.progress.clone()),
        players: status.as_ref().map(|status| status.players.clone()).unwrap_or_default(),
        moves: status.as_ref().map_or(entry.save.actions.len(), |status| status.moves),
        finished: status.is_some_and(|status| status.finished),
    })
}

/// The kind of game a stored entry (or a file of one) names; none is 1840's. Only its `kind`
/// is read: the rest of the text is scanned, not built (a game is listed, opened and shared by
/// its kind first, then read in full).
pub fn kind_in(text: &str) -> Result<Kind, LoadError> {
    #[derive(Deserialize)]
    struct Header {
        #[serde(default)]
        kind: Option<Value>,
    }
    match serde_json::from_str::<Header>(text) {
        Ok(header) if text.trim_start().starts_with('{') => {
            kind_named(header.kind.as_ref().and_then(Value::as_str))
        }
        // JSON, but not an object: not a game of this app, which the full read says better.
        Ok(_) => Ok(Kind::Vienna),
        Err(_) if serde_json::from_str::<serde::de::IgnoredAny>(text).is_ok() => Ok(Kind::Vienna),
        Err(e) => Err(LoadError::NotJson(brief::json_error(&e))),
    }
}

/// The kind an entry read as JSON names: none (or not text: not a game of this app, which the
/// full read says better) is 1840's; one this app does not know is named in the error.
pub fn kind_of(value: &Value) -> Result<Kind, LoadError> {
    kind_named(value.get("kind").and_then(Value::as_str))
}

fn kind_named(key: Option<&str>) -> Result<Kind, LoadError> {
    match key {
        None => Ok(Kind::Vienna),
        Some(key) => Kind::ALL
            .into_iter()
            .find(|k| k.key() == key)
            .ok_or_else(|| LoadError::OtherGame(brief::clip(key, 40))),
    }
}

/// The name of an unreadable entry, when its JSON still has one.
fn name_in(text: &str) -> Option<String> {
    let value: Value = serde_json::from_str(text).ok()?;
    value.get("name")?.as_str().map(str::to_owned)
}

/// What autosaving keeps of a stored entry.
#[derive(Debug, Deserialize)]
struct EntryHeader {
    schema: u32,
    name: String,
    created: f64,
    #[serde(default)]
    revision: u64,
}

/// The stored entry's name and creation time when it is of the current schema at revision
/// `base` (this tab's last write, so its log needs no look); the log is skipped unread.
fn own_write(text: &str, base: u64) -> Option<EntryHeader> {
    serde_json::from_str::<EntryHeader>(text)
        .ok()
        .filter(|h| h.schema == SCHEMA_VERSION && h.revision == base && base > 0)
}

/// Reads a stored entry of `G` of any known schema, migrated to the current one (no replay).
/// An entry of another game is refused ([`LoadError::OtherGame`]).
pub fn read_entry<G: TableGame>(text: &str) -> Result<StoredGame<G::Save>, LoadError> {
    read_as(text, Some(G::KIND))
}

/// Reads a stored entry with its save as `S`, migrated to the current schema; with `only`, an
/// entry of another game is refused ([`LoadError::OtherGame`]) before its save is read. A game
/// this app does not know is refused either way.
fn read_as<S: DeserializeOwned>(
    text: &str,
    only: Option<Kind>,
) -> Result<StoredGame<S>, LoadError> {
    #[cfg(test)]
    tests::ENTRIES_READ.with(|n| n.set(n.get() + 1));
    let value: Value =
        serde_json::from_str(text).map_err(|e| LoadError::NotJson(brief::json_error(&e)))?;
    let kind = kind_of(&value)?;
    if only.is_some_and(|only| only != kind) {
        return Err(LoadError::OtherGame(kind.key().to_owned()));
    }
    migrate(value, SCHEMA_VERSION, MIGRATIONS, text)
}

/// Brings an entry of schema `n ≤ current` up to `current` by the steps `steps[n-1..]`, then
/// reads it. Written over the steps so that the path itself is tested before schema 2 exists.
/// `text` is the JSON `value` was read from, to say where a damaged field is.
fn migrate<S: DeserializeOwned>(
    mut value: Value,
    current: u32,
    steps: &[Migration],
    text: &str,
) -> Result<StoredGame<S>, LoadError> {
    if !value.is_object() || value.get("save").is_none() {
        return Err(LoadError::NotOurs);
    }
    let schema = value.get("schema").and_then(Value::as_u64).ok_or(LoadError::NotOurs)?;
    if schema == 0 {
        return Err(LoadError::NotOurs);
    }
    if schema > u64::from(current) {
        return Err(LoadError::Newer(schema));
    }
    let migrated = schema < u64::from(current);
    for step in steps.iter().skip(schema as usize - 1).take((u64::from(current) - schema) as usize)
    {
        value =
            step(value).map_err(|e| LoadError::Damaged(brief::clip(&e, brief::MESSAGE_CHARS)))?;
    }
    // Read from the text, as every JSON of the app is (one copy of the entry's deserializers in
    // the wasm: serde_json's reader of text, not also its reader of a `Value`), so an error says
    // where. After a step the value is written out and read back; the place would then name
    // that rewritten text, not the stored one, so it is left out.
    let read = if migrated {
        serde_json::from_str::<StoredGame<S>>(&value.to_string())
    } else {
        serde_json::from_str::<StoredGame<S>>(text)
    };
    let mut entry = match read {
        Ok(entry) => entry,
        Err(e) if !migrated => return Err(LoadError::Damaged(brief::json_error(&e))),
        Err(e) => return Err(LoadError::Damaged(unplaced_json_error(&e))),
    };
    entry.schema = current;
    Ok(entry)
}

/// [`brief::json_error`] without its " at line … column …".
fn unplaced_json_error(error: &serde_json::Error) -> String {
    let message = brief::json_error(error);
    let place = format!(" at line {} column {}", error.line(), error.column());
    match message.strip_suffix(&place) {
        Some(what) => what.to_owned(),
        None => message,
    }
}

/// Why a log does not replay: the engine's reason and the players' names to word it with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReplayFailure {
    /// An 1840 game's.
    Vienna {
        /// The engine's reason.
        error: tramways_engine::game::ReplayError,
        /// The players' names, from the set-up.
        names: Vec<String>,
    },
    /// A Trambahn game's (its refusals name no player).
    #[cfg(feature = "trambahn")]
    Trambahn(trambahn_engine::ReplayError),
    /// A Russian Railroads game's.
    #[cfg(feature = "railroads")]
    Railroads(russian_railroads_engine::ReplayError),
    /// The rules are not there yet: their wasm part could not be downloaded
    /// ([`crate::games::vienna::engine_part`]).
    NotReady,
}

impl ReplayFailure {
    /// The reason in words: it may quote input (a player's name), so it is cut short
    /// ([`brief`]); it starts with the action's index, which is kept.
    pub fn message(&self, lang: Lang) -> String {
        use tramways_engine::game::ReplayError;
        let text = match self {
            ReplayFailure::Vienna {
                error: ReplayError::Action { index, kind, refusal: error },
                names,
            } => {
                let names = crate::i18n::SetupNames(names);
                let reason = crate::i18n::refusal(lang, error, &names);
                crate::i18n::replay_refused(lang, *index, kind, &reason)
            }
            ReplayFailure::Vienna { error: ReplayError::Setup(e), .. } => {
                crate::i18n::setup_problem(lang, e)
            }
            #[cfg(feature = "trambahn")]
            ReplayFailure::Trambahn(error) => crate::i18n::trambahn_replay_problem(lang, error),
            #[cfg(feature = "railroads")]
            ReplayFailure::Railroads(error) => {
                crate::games::railroads::words::replay_problem(lang, error)
            }
            ReplayFailure::NotReady => t(lang, Text::ErrGameScreen).to_owned(),
        };
        brief::clip(&text, brief::MESSAGE_CHARS)
    }
}

/// Reads a stored entry of `G` and replays it.
pub fn parse<G: TableGame>(text: &str) -> Result<(StoredGame<G::Save>, G), LoadError> {
    let entry = read_entry::<G>(text)?;
    let game = G::load(&entry.save).map_err(LoadError::Replay)?;
    Ok((entry, game))
}

/// The real finished 18xx.games game from `../shared` (tests only); `None`, with a message,
/// when it is absent (the project never needs `shared/` to build or run).
#[cfg(test)]
pub(crate) fn eighteen_xx_fixture() -> Option<String> {
    let path =
        concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/fixtures/1840-2player-18xx-games.json");
    let text = std::fs::read_to_string(path).ok();
    if text.is_none() {
        eprintln!("skipped: {path} is absent");
    }
    text
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

    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
        if let Some(quota) = self.quota {
            let others: usize =
                self.map.iter().filter(|(k, _)| *k != key).map(|(k, v)| k.len() + v.len()).sum();
            if others + key.len() + value.len() > quota {
                return Err(StoreError::Full);
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
    use tramways_engine::game::{Action, Actor, Game, Save, Setup};

    fn game_with_a_move() -> Game {
        let mut g = Game::new(Setup::new(&["Anna", "Bruno"], 4)).unwrap();
        let Actor::Player { player } = g.available().actor else { panic!() };
        g.apply(&Action::ChoosePrivate { player, private: Landmark::Hofburg }).unwrap();
        g
    }

    fn bid(g: &mut Game, amount: i64) {
        let Actor::Player { player } = g.available().actor else { panic!() };
        g.apply(&Action::BidPrivate { player, amount }).unwrap();
    }

    #[test]
    fn a_saved_game_loads_to_the_same_state() {
        let mut lib = Library::new(MemoryStorage::default());
        let g = game_with_a_move();
        assert_eq!(lib.save("a1", "Sunday game", &g, 1000.0, 0), Ok(1));
        let (entry, loaded) = lib.load::<Game>("a1").unwrap();
        assert_eq!(loaded.state(), g.state());
        assert_eq!((entry.name.as_str(), entry.created, entry.schema), ("Sunday game", 1000.0, 1));
        assert_eq!(lib.save("a1", "ignored", &g, 2000.0, 1), Ok(2));
        let (entry, _) = lib.load::<Game>("a1").unwrap();
        assert_eq!((entry.created, entry.updated), (1000.0, 2000.0), "created is kept");
        assert_eq!(entry.name, "Sunday game", "the stored name is kept");
    }

    /// The committed fixture was written by the app at schema 1 (before `revision` existed);
    /// it must load for as long as the app lives (issue 9: migration path).
    #[test]
    fn a_schema_1_save_from_the_fixture_loads() {
        let text = include_str!("../../tests/fixtures/saved-game-v1.json");
        let mut lib = Library::new(MemoryStorage::default());
        lib.store.map.insert(key_of("v1fixture"), text.to_owned());
        let (entry, game) = lib.load::<Game>("v1fixture").unwrap();
        assert_eq!(entry.name, "Saved by schema 1");
        assert_eq!(entry.revision, 0, "written before revisions: reads as 0");
        assert_eq!(game.actions().len(), 35);
        assert_eq!(game.setup().players, ["Anna", "Bruno", "Clara"]);
        assert_eq!(crate::i18n::round(Lang::En, game.state().round), "Share Round 1");
        let listing = lib.list();
        assert_eq!(listing.set_aside, []);
        assert_eq!(listing.games[0].moves, 35);
        // This tab plays on: the save extends the stored log.
        let mut game = game;
        let Actor::Player { player } = game.available().actor else { panic!() };
        game.apply(&Action::PassShare { player }).unwrap();
        assert_eq!(lib.save("v1fixture", "", &game, 5.0, entry.revision), Ok(1));
        assert_eq!(lib.load::<Game>("v1fixture").unwrap().1.actions().len(), 36);
    }

    #[test]
    fn the_migration_steps_match_the_schema_version() {
        assert_eq!(MIGRATIONS.len(), SCHEMA_VERSION as usize - 1);
    }

    /// The path a schema 2 will take: a step from 1 to 2 runs on a schema-1 entry, not on a
    /// schema-2 one, and the entry comes out at the current schema.
    #[test]
    fn a_future_schema_migrates_through_its_steps() {
        fn one_to_two(mut v: Value) -> Result<Value, String> {
            let name = v["name"].as_str().ok_or("no name")?.to_uppercase();
            v["name"] = Value::String(name);
            Ok(v)
        }
        let text = include_str!("../../tests/fixtures/saved-game-v1.json");
        let v1: Value = serde_json::from_str(text).unwrap();
        let entry = migrate::<Save>(v1.clone(), 2, &[one_to_two], text).unwrap();
        assert_eq!((entry.schema, entry.name.as_str()), (2, "SAVED BY SCHEMA 1"));
        let mut v2 = v1;
        v2["schema"] = 2.into();
        let entry = migrate::<Save>(v2, 2, &[one_to_two], text).unwrap();
        assert_eq!(entry.name, "Saved by schema 1", "no step for an entry already at 2");
        let failing: Migration = |_| Err("field x missing".into());
        let v1: Value = serde_json::from_str(text).unwrap();
        assert_eq!(
            migrate::<Save>(v1, 2, &[failing], text),
            Err(LoadError::Damaged("field x missing".into()))
        );
        // A step that damages the entry: the message has no place (it would name the text
        // written from the migrated value, which nobody has seen).
        let damaging: Migration = |mut v| {
            v["save"] = Value::String("x".into());
            Ok(v)
        };
        let v1: Value = serde_json::from_str(text).unwrap();
        let Err(LoadError::Damaged(message)) = migrate::<Save>(v1, 2, &[damaging], text) else {
            panic!()
        };
        assert!(message.starts_with("invalid type: string"), "{message}");
        assert!(!message.contains(" at line "), "{message}");
    }

    #[test]
    fn a_corrupt_entry_is_set_aside_and_the_others_still_load() {
        let mut lib = Library::new(MemoryStorage::default());
        let g = game_with_a_move();
        lib.save("good", "Good", &g, 1.0, 0).unwrap();
        lib.store.map.insert(key_of("bad"), "{ not json".into());
        let listing = lib.list();
        assert_eq!(listing.games.len(), 1);
        assert_eq!(listing.games[0].name, "Good");
        assert_eq!(listing.set_aside.len(), 1);
        assert_eq!(listing.set_aside[0].label(), "bad");
        assert_eq!(listing.set_aside[0].key, format!("{SET_ASIDE_PREFIX}bad"));
        assert!(lib.store().map.contains_key(&format!("{SET_ASIDE_PREFIX}bad")), "kept aside");
        assert!(!lib.store().map.contains_key(&key_of("bad")));
        let again = lib.list();
        assert_eq!(again.set_aside.len(), 1, "still reported the next time");
        assert!(again.set_aside[0].reason.message(Lang::En).contains("not a saved game"));
        assert_eq!(lib.set_aside_text(&again.set_aside[0].key).as_deref(), Some("{ not json"));
        lib.delete_set_aside(&again.set_aside[0].key);
        assert_eq!(lib.list().set_aside, [], "deleted on request");
    }

    #[test]
    fn an_entry_from_a_newer_app_is_set_aside_with_a_clear_reason() {
        let mut lib = Library::new(MemoryStorage::default());
        lib.store
            .map
            .insert(key_of("new"), r#"{"schema": 99, "name": "Later", "save": {}}"#.into());
        let listing = lib.list();
        assert_eq!(listing.set_aside[0].reason, LoadError::Newer(99));
        assert_eq!(listing.set_aside[0].label(), "Later", "named by its name");
        assert!(listing.set_aside[0].reason.message(Lang::En).contains("newer version"));
    }

    /// An entry set aside by an older app (say, saved by a newer one) comes back once the app
    /// can read it.
    #[test]
    fn an_entry_set_aside_comes_back_when_it_reads_again() {
        let mut lib = Library::new(MemoryStorage::default());
        let text = include_str!("../../tests/fixtures/saved-game-v1.json");
        lib.store.map.insert(format!("{SET_ASIDE_PREFIX}v1fixture"), text.to_owned());
        let listing = lib.list();
        assert_eq!(listing.set_aside, []);
        assert_eq!(listing.games[0].name, "Saved by schema 1");
        assert!(lib.store().keys().iter().all(|k| !k.starts_with(SET_ASIDE_PREFIX)));
    }

    #[test]
    fn a_full_storage_keeps_the_previous_save() {
        let mut lib = Library::new(MemoryStorage::default());
        let mut g = game_with_a_move();
        let rev = lib.save("g", "G", &g, 1.0, 0).unwrap();
        let size: usize = lib.store().map.iter().map(|(k, v)| k.len() + v.len()).sum();
        lib.store.quota = Some(size + 10);
        bid(&mut g, 40);
        let err = lib.save("g", "G", &g, 2.0, rev).unwrap_err();
        assert_eq!(err, SaveError::Storage(StoreError::Full));
        assert!(err.message(Lang::En).contains("storage is full"));
        let (_, loaded) = lib.load::<Game>("g").unwrap();
        assert_eq!(loaded.actions().len(), 1, "the last good save is intact");
        lib.store.quota = None;
        assert_eq!(lib.save("g", "G", &g, 3.0, rev), Ok(2), "saved once there is room");
    }

    #[test]
    fn rename_duplicate_delete() {
        let mut lib = Library::new(MemoryStorage::default());
        lib.save("g", "G", &game_with_a_move(), 1.0, 0).unwrap();
        lib.rename("g", "  Renamed ").unwrap();
        let copy = lib.duplicate("g", 50.0).unwrap();
        let listing = lib.list();
        let names: Vec<&str> = listing.games.iter().map(|s| s.name.as_str()).collect();
        assert_eq!(names, ["Renamed (copy)", "Renamed"], "the copy is listed first");
        assert_eq!(
            lib.load::<Game>(&copy).unwrap().1.state(),
            lib.load::<Game>("g").unwrap().1.state()
        );
        lib.delete("g");
        assert_eq!(lib.list().games.len(), 1);
        assert_eq!(lib.rename("g", "x"), Err(SaveError::Load(LoadError::Missing)));
    }

    #[test]
    fn new_ids_never_reuse_a_stored_one() {
        let mut lib = Library::new(MemoryStorage::default());
        let (a, _) = lib.add("A", &game_with_a_move(), 255.0).unwrap();
        let (b, _) = lib.add("B", &game_with_a_move(), 255.0).unwrap();
        assert_eq!((a.as_str(), b.as_str()), ("ff", "100"));
        assert_eq!(lib.list().games.len(), 2);
    }

    /// Two tabs on one game (issue 9): tab B may not overwrite tab A's newer moves.
    #[test]
    fn a_tab_does_not_overwrite_another_tabs_newer_moves() {
        let mut lib = Library::new(MemoryStorage::default());
        let g = game_with_a_move();
        let rev = lib.save("g", "G", &g, 1.0, 0).unwrap();
        // Both tabs open the game at `rev`.
        let (mut a, mut b) = (g.clone(), g.clone());
        bid(&mut a, 40);
        let rev_a = lib.save("g", "G", &a, 2.0, rev).unwrap();
        bid(&mut b, 45);
        assert_eq!(
            lib.save("g", "G", &b, 3.0, rev),
            Err(SaveError::Conflict(Conflict { theirs: 2, ours: 2 }))
        );
        assert_eq!(lib.load::<Game>("g").unwrap().1.actions(), a.actions(), "A's move is kept");
        // A undoing its own move is no conflict: the revision is A's own.
        a.undo();
        assert!(lib.save("g", "G", &a, 4.0, rev_a).is_ok());
    }

    /// Saving over this tab's own last write reads only the entry's header: a rename made
    /// meanwhile (which keeps the revision) and the creation time are kept.
    #[test]
    fn saving_over_our_own_write_keeps_its_name_and_creation_time() {
        let mut lib = Library::new(MemoryStorage::default());
        let mut g = game_with_a_move();
        let rev = lib.save("g", "G", &g, 1.0, 0).unwrap();
        lib.rename("g", "Sunday game").unwrap();
        bid(&mut g, 40);
        let next = lib.save("g", "ignored", &g, 9.0, rev).unwrap();
        assert_eq!(next, rev + 1);
        let (entry, game) = lib.load::<Game>("g").unwrap();
        assert_eq!((entry.name.as_str(), entry.created, entry.updated), ("Sunday game", 1.0, 9.0));
        assert_eq!(game.actions(), g.actions());
        assert!(own_write(&lib.store.get(&key_of("g")).unwrap(), next).is_some());
        assert!(
            own_write(&lib.store.get(&key_of("g")).unwrap(), rev).is_none(),
            "another revision"
        );
        assert!(own_write("{\"schema\": 1, \"name\": ", next).is_none(), "not JSON");
    }

    #[test]
    fn a_tab_that_was_behind_may_extend_the_stored_log() {
        let mut lib = Library::new(MemoryStorage::default());
        let g = game_with_a_move();
        let rev = lib.save("g", "G", &g, 1.0, 0).unwrap();
        let mut a = g.clone();
        bid(&mut a, 40);
        lib.save("g", "G", &a, 2.0, rev).unwrap();
        // B had caught up with A's move (same log) and plays on.
        let mut b = a.clone();
        bid(&mut b, 45);
        assert_eq!(lib.save("g", "G", &b, 3.0, rev), Ok(3));
    }

    #[test]
    fn another_tabs_write_is_read_as_same_changed_or_deleted() {
        let mut lib = Library::new(MemoryStorage::default());
        let g = game_with_a_move();
        lib.save("g", "G", &g, 1.0, 0).unwrap();
        lib.rename("g", "New name").unwrap();
        let stored = lib.store().get(&key_of("g"));
        assert_eq!(
            remote_change::<Game>(stored.as_deref(), &g),
            Remote::Same { revision: 1, name: "New name".into() }
        );
        let mut theirs = g.clone();
        bid(&mut theirs, 40);
        lib.save("g", "G", &theirs, 2.0, 1).unwrap();
        let stored = lib.store().get(&key_of("g"));
        assert_eq!(
            remote_change::<Game>(stored.as_deref(), &g),
            Remote::Changed(Conflict { theirs: 2, ours: 1 })
        );
        assert_eq!(remote_change::<Game>(None, &g), Remote::Deleted);
        assert!(matches!(remote_change::<Game>(Some("{ broken"), &g), Remote::Changed(_)));
    }

    /// A stored entry of a 2-player game whose first action is made by Bruno, who is not the
    /// one to act; `name` is the name of the player who is.
    fn entry_out_of_turn(name: &str) -> String {
        let game = Game::new(Setup::new(&["A", "B"], 4)).unwrap();
        let Actor::Player { player } = game.available().actor else { panic!() };
        let names = if player == 0 { [name, "Bruno"] } else { ["Bruno", name] };
        let setup = Setup::new(&names, 4);
        let wrong = 1 - player;
        let save = Save {
            version: game.save().version,
            setup,
            actions: vec![Action::ChoosePrivate { player: wrong, private: Landmark::Hofburg }],
        };
        let entry = StoredGame {
            schema: SCHEMA_VERSION,
            kind: Kind::Vienna,
            id: "g".into(),
            name: "G".into(),
            created: 1.0,
            updated: 1.0,
            revision: 1,
            status: None,
            save,
        };
        serde_json::to_string(&entry).unwrap()
    }

    /// Issue 16: an entry whose offending string is a million characters long is reported in
    /// a few hundred characters that still say where the fault is.
    #[test]
    fn a_damaged_entry_is_reported_briefly_with_where() {
        let mut lib = Library::new(MemoryStorage::default());
        lib.save("g", "G", &game_with_a_move(), 1.0, 0).unwrap();
        let good = lib.store.map[&key_of("g")].clone();
        let long = "a".repeat(1_000_000);
        let damaged = good.replacen("\"created\":1.0", &format!("\"created\":\"{long}\""), 1);
        assert_ne!(damaged, good);
        lib.store.map.insert(key_of("g"), damaged);
        // Replayed with the name of the player out of turn in the refusal.
        lib.store.map.insert(key_of("h"), entry_out_of_turn(&long));
        let listing = lib.list();
        let messages: Vec<String> =
            listing.set_aside.iter().map(|s| s.reason.message(Lang::En)).collect();
        assert_eq!(messages.len(), 2);
        for message in &messages {
            assert!(message.chars().count() < 300, "{} characters", message.chars().count());
        }
        assert!(
            messages[0].starts_with("the saved game is damaged (invalid type: string \"aaa"),
            "{}",
            messages[0]
        );
        assert!(messages[0].ends_with("expected f64 at line 1 column 1000058)"), "{}", messages[0]);
        assert!(
            messages[1].starts_with("the saved moves do not replay: action 0 (choose_private)"),
            "{}",
            messages[1]
        );
        assert!(messages[1].ends_with(", not Bruno"), "{}", messages[1]);
    }

    thread_local! {
        /// The entries [`read_as`] read in this test's thread.
        pub(super) static ENTRIES_READ: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
    }

    fn entries_read() -> usize {
        ENTRIES_READ.with(std::cell::Cell::get)
    }

    /// Issue 51: an entry holding a string of a million characters is read once, when it is
    /// set aside; listing the games again does not read it again (it cost half a second each
    /// time), and still reports it, with its reason, until it changes or is deleted.
    #[test]
    fn an_entry_set_aside_is_not_read_again_by_every_listing() {
        let mut lib = Library::new(MemoryStorage::default());
        lib.save("g", "G", &game_with_a_move(), 1.0, 0).unwrap();
        lib.save("ok", "Fine", &game_with_a_move(), 2.0, 0).unwrap();
        let good = lib.store.map[&key_of("g")].clone();
        let long = "a".repeat(1_000_000);
        let damaged = good.replacen("\"created\":1.0", &format!("\"created\":\"{long}\""), 1);
        lib.store.map.insert(key_of("g"), damaged.clone());
        let first = lib.list();
        assert_eq!(first.set_aside.len(), 1);
        assert_eq!(first.games.len(), 1);
        let read = entries_read();
        for _ in 0..3 {
            assert_eq!(lib.list(), first);
        }
        // Only the good game is read again (listed, it is replayed).
        assert_eq!(entries_read() - read, 3);
        // Changed (by hand, or another tab), it is read again; deleted, it is forgotten.
        let key = first.set_aside[0].key.clone();
        lib.store.map.insert(key.clone(), r#"{"schema": 1}"#.into());
        let read = entries_read();
        let listing = lib.list();
        assert_eq!(entries_read() - read, 2);
        assert_eq!(listing.set_aside[0].reason, LoadError::NotOurs);
        lib.delete_set_aside(&key);
        assert_eq!(lib.list().set_aside, []);
        // Put back as it was (a copy kept elsewhere), it is read again, once.
        lib.store.map.insert(key, damaged);
        let read = entries_read();
        assert_eq!(lib.list(), first);
        assert_eq!(lib.list(), first);
        assert_eq!(entries_read() - read, 3);
    }

    /// Issue 16: two entries set aside with `updated: 1e20` are put back under new ids; the
    /// clock value saturates the id and the next one must not overflow.
    #[test]
    fn entries_put_back_with_a_huge_time_get_ids_of_their_own() {
        let mut lib = Library::new(MemoryStorage::default());
        lib.save("g", "G", &game_with_a_move(), 1.0, 0).unwrap();
        let text = lib
            .store
            .map
            .remove(&key_of("g"))
            .unwrap()
            .replace("\"updated\":1.0", "\"updated\":1e20");
        lib.store.map.insert(format!("{SET_ASIDE_PREFIX}a"), text.clone());
        lib.store.map.insert(format!("{SET_ASIDE_PREFIX}b"), text);
        let listing = lib.list();
        let ids: Vec<&str> = listing.games.iter().map(|g| g.id.as_str()).collect();
        assert_eq!(listing.set_aside, []);
        assert_eq!(ids.len(), 2);
        assert!(ids.contains(&"ffffffffffffffff") && ids.contains(&"0"), "{ids:?}");
    }

    /// Issue 16: a stored revision of u64::MAX that this tab's log extends is saved over, and
    /// the revision starts again at 1 (0 means "never written").
    #[test]
    fn a_save_over_the_largest_revision_starts_again_at_one() {
        let mut lib = Library::new(MemoryStorage::default());
        let mut g = game_with_a_move();
        lib.save("g", "G", &g, 1.0, 0).unwrap();
        let text = lib.store.map[&key_of("g")]
            .replace("\"revision\":1", &format!("\"revision\":{}", u64::MAX));
        lib.store.map.insert(key_of("g"), text);
        assert_eq!(lib.entry::<Game>("g").unwrap().revision, u64::MAX);
        bid(&mut g, 40);
        assert_eq!(lib.save("g", "G", &g, 2.0, 0), Ok(1));
        assert_eq!(lib.load::<Game>("g").unwrap().1.actions(), g.actions());
        // This tab's own write at the largest revision, too.
        let text = lib.store.map[&key_of("g")]
            .replace("\"revision\":1", &format!("\"revision\":{}", u64::MAX));
        lib.store.map.insert(key_of("g"), text);
        bid(&mut g, 45);
        assert_eq!(lib.save("g", "G", &g, 3.0, u64::MAX), Ok(1));
    }

    #[test]
    fn an_unreadable_entry_is_set_aside_before_it_is_written_over() {
        let mut lib = Library::new(MemoryStorage::default());
        lib.store.map.insert(key_of("g"), "{ broken".into());
        lib.save("g", "G", &game_with_a_move(), 1.0, 0).unwrap();
        assert_eq!(lib.store().get(&format!("{SET_ASIDE_PREFIX}g")).as_deref(), Some("{ broken"));
        assert!(lib.load::<Game>("g").is_ok());
    }

    #[cfg(feature = "trambahn")]
    fn trambahn_game(moves: usize) -> trambahn_engine::Game {
        let mut game =
            trambahn_engine::Game::new(trambahn_engine::Setup::new("Anna", "Bruno", 3)).unwrap();
        for _ in 0..moves {
            let action = game.available()[0].clone();
            game.apply(&action).unwrap();
        }
        game
    }

    #[cfg(feature = "trambahn")]
    /// Issue 24: both games live in one library. A Trambahn game saves with its kind, lists with
    /// its scorings beside an 1840 game (whose entry, written before kinds existed, has none and
    /// reads as 1840), renames, copies and deletes like any game; read as the other game it is
    /// refused, not misread.
    #[test]
    fn trambahn_and_1840_games_share_the_library() {
        let mut lib = Library::new(MemoryStorage::default());
        let tram = trambahn_game(9);
        assert_eq!(lib.save("t", "Tram", &tram, 1.0, 0), Ok(1));
        let v1 = include_str!("../../tests/fixtures/saved-game-v1.json");
        assert!(!v1.contains("\"kind\""), "the fixture predates kinds");
        lib.store.map.insert(key_of("v"), v1.to_owned());
        assert_eq!(lib.kind_of("t"), Ok(Kind::Trambahn));
        assert_eq!(lib.kind_of("v"), Ok(Kind::Vienna));
        assert!(lib.store.map[&key_of("t")].contains("\"kind\":\"trambahn\""));
        let (entry, loaded) = lib.load::<trambahn_engine::Game>("t").unwrap();
        assert_eq!((entry.kind, loaded.state()), (Kind::Trambahn, tram.state()));
        assert_eq!(lib.load::<Game>("t").err(), Some(LoadError::OtherGame("trambahn".into())));
        assert!(matches!(lib.load::<trambahn_engine::Game>("v"), Err(LoadError::OtherGame(_))));
        let listing = lib.list();
        assert!(listing.set_aside.is_empty(), "{:?}", listing.set_aside);
        let t = listing.games.iter().find(|g| g.id == "t").unwrap();
        assert_eq!(
            (t.kind, t.moves, t.players.clone()),
            (Kind::Trambahn, 9, vec!["Anna".to_owned(), "Bruno".to_owned()])
        );
        assert_eq!(
            t.progress,
            Some(Progress::Trambahn {
                scorings: u32::from(tram.state().regular_scorings),
                points: Some(tram.outcome().victory_points),
                seats: Some(crate::games::Seats::People),
            })
        );
        let v = listing.games.iter().find(|g| g.id == "v").unwrap();
        assert!(matches!(v.progress, Some(Progress::Vienna { .. })));
        // Issue 22: the 1840 page lists a Trambahn game from the status written beside its
        // log, as replaying it would.
        let text = lib.store.map[&key_of("t")].clone();
        assert_eq!(status_summary("t".into(), Kind::Trambahn, &text).as_ref(), Ok(t));
        // An entry written before entries had a status: its name and its log's length.
        let mut old: serde_json::Value = serde_json::from_str(&text).unwrap();
        old.as_object_mut().unwrap().remove("status");
        let old = status_summary("t".into(), Kind::Trambahn, &old.to_string()).unwrap();
        assert_eq!(
            (old.progress, old.moves, old.players.len(), old.finished, &old.name),
            (None, 9, 0, false, &t.name)
        );
        // A status that does not read (storage is the user's) is none: the game still loads
        // and lists, and its next save writes it again.
        let mut odd: serde_json::Value = serde_json::from_str(&text).unwrap();
        odd["status"] = serde_json::json!({"progress": 5});
        lib.store.set(&key_of("t"), &odd.to_string()).unwrap();
        assert_eq!(lib.load::<trambahn_engine::Game>("t").unwrap().1.state(), tram.state());
        assert_eq!(
            status_summary("t".into(), Kind::Trambahn, &odd.to_string()).unwrap().progress,
            None
        );
        assert!(lib.list().set_aside.is_empty());
        lib.store.set(&key_of("t"), &text).unwrap();
        lib.rename("t", "Bus ride").unwrap();
        let copy = lib.duplicate("t", 5.0).unwrap();
        assert_eq!(lib.load::<trambahn_engine::Game>(&copy).unwrap().1.state(), tram.state());
        assert_eq!(lib.entry::<trambahn_engine::Game>("t").unwrap().name, "Bus ride");
        // Another tab's moves of a Trambahn game are told apart from ours.
        let more = trambahn_game(10);
        let text = lib.store.map[&key_of("t")].clone();
        assert!(matches!(remote_change(Some(&text), &tram), Remote::Same { .. }));
        assert!(matches!(remote_change(Some(&text), &more), Remote::Changed(_)));
        // Our longer log extends the stored one; a shorter one does not overwrite it.
        assert_eq!(lib.save("t", "x", &more, 6.0, 0), Ok(2));
        assert!(matches!(lib.save("t", "x", &tram, 7.0, 0), Err(SaveError::Conflict(_))));
    }

    #[cfg(feature = "trambahn")]
    /// Issue 49: a Trambahn game saved before the rules were corrected (its set-up records no
    /// rules version, its save is version 1: the engine's fixture, wrapped in an entry as the
    /// app of that time wrote it) still lists, loads and replays as it was played, under the
    /// first rules; saved again, it says so.
    #[test]
    fn a_trambahn_game_saved_before_the_rules_were_corrected_loads_as_it_was_played() {
        let fixture: serde_json::Value = serde_json::from_str(include_str!(
            "../../crates/trambahn/tests/fixtures/save-rules-1.json"
        ))
        .unwrap();
        let save: trambahn_engine::Save = serde_json::from_value(fixture["save"].clone()).unwrap();
        let played = trambahn_engine::Game::load(&save).unwrap();
        let mut lib = Library::new(MemoryStorage::default());
        lib.save("old", "Anna, Bruno", &played, 1.0, 0).unwrap();
        // As the app wrote it then: no rules version anywhere in the entry, save version 1.
        let text = lib.store.map[&key_of("old")].clone();
        assert!(text.contains("\"rules\":1"), "{text}");
        let old_text = text.replace(",\"rules\":1", "").replace("\"rules\":1,", "");
        assert!(!old_text.contains("\"rules\""));
        lib.store.map.insert(key_of("old"), old_text);
        let (_, loaded) = lib.load::<trambahn_engine::Game>("old").unwrap();
        assert_eq!(loaded.state().rules, trambahn_engine::RulesVersion::First);
        assert_eq!(loaded.state(), played.state());
        let views: [trambahn_engine::View; 2] =
            serde_json::from_value(fixture["views"].clone()).unwrap();
        assert_eq!(loaded.state().view_for(0), views[0]);
        assert_eq!(loaded.state().view_for(1), views[1]);
        assert!(lib.list().set_aside.is_empty());
        lib.save("old", "Anna, Bruno", &loaded, 2.0, 1).unwrap();
        assert!(lib.store.map[&key_of("old")].contains("\"rules\":1"));
    }

    #[cfg(feature = "trambahn")]
    /// A game of a kind this app does not know (a newer app wrote it) is set aside with the
    /// kind it names, not lost.
    #[test]
    fn a_game_of_an_unknown_kind_is_set_aside_and_named() {
        let mut lib = Library::new(MemoryStorage::default());
        lib.save("t", "Tram", &trambahn_game(2), 1.0, 0).unwrap();
        let text =
            lib.store.map[&key_of("t")].replace("\"kind\":\"trambahn\"", "\"kind\":\"18EU\"");
        lib.store.map.insert(key_of("t"), text.clone());
        let listing = lib.list();
        assert!(listing.games.is_empty());
        assert_eq!(listing.set_aside[0].reason, LoadError::OtherGame("18EU".into()));
        assert!(listing.set_aside[0].reason.message(Lang::En).contains("(18EU)"));
        assert_eq!(lib.set_aside_text(&listing.set_aside[0].key), Some(text));
    }

    /// Issue 22: the 1840 page is built without Trambahn's engine. It lists a Trambahn game
    /// from the status beside its log (never sets it aside as unreadable), renames and copies
    /// it as it is, and says that it opens on its own page.
    #[cfg(not(feature = "trambahn"))]
    #[test]
    fn a_page_without_trambahn_lists_its_games_and_hands_them_over() {
        let text = r#"{"schema":1,"kind":"trambahn","id":"t","name":"Tram","created":1.0,
            "updated":2.0,"revision":3,"status":{"progress":{"trambahn":{"scorings":4}},
            "players":["Anna","Bruno"],"moves":2,"finished":true},
            "save":{"version":1,"setup":{"names":["Anna","Bruno"]},"actions":[{},{}]}}"#;
        let mut lib = Library::new(MemoryStorage::default());
        lib.store.set(&key_of("t"), text).unwrap();
        let listing = lib.list();
        assert!(listing.set_aside.is_empty(), "{:?}", listing.set_aside);
        assert_eq!(
            listing.games,
            vec![Summary {
                id: "t".into(),
                kind: Kind::Trambahn,
                name: "Tram".into(),
                updated: 2.0,
                // Written before entries said the score and who plays: neither is said.
                progress: Some(Progress::Trambahn { scorings: 4, points: None, seats: None }),
                players: vec!["Anna".into(), "Bruno".into()],
                moves: 2,
                finished: true,
            }]
        );
        assert_eq!(lib.kind_of("t"), Ok(Kind::Trambahn));
        lib.rename("t", "Bus").unwrap();
        let copy = lib.duplicate("t", 9.0).unwrap();
        let listing = lib.list();
        assert_eq!(listing.games.len(), 2);
        assert!(listing.games.iter().all(|g| g.name.starts_with("Bus") && g.finished));
        assert_eq!(lib.raw_entry(&copy).unwrap().save, lib.raw_entry("t").unwrap().save);
        let file = crate::games::vienna::eighteen_xx::ready(
            crate::shell::persist::files::read_game_file(text, Lang::En),
        );
        assert!(matches!(
            file,
            Err(crate::shell::persist::files::FileError::Saved(LoadError::Elsewhere(
                Kind::Trambahn
            )))
        ));
        assert_eq!(
            LoadError::Elsewhere(Kind::Trambahn).message(Lang::En),
            "A Trambahn game: it plays on its own page of the app."
        );
    }
}
