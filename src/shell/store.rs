//! The game store: the current game (set-up + action log), the log's events, the last
//! refusal, and where the game is saved. Components read it through signals and change it only
//! through [`Table::dispatch`], [`Table::undo`] and [`Table::redo`] (and, for the saved copy,
//! the methods that answer another tab's changes). The history browser shows a past position
//! ([`Table::past`], read through [`Table::with_shown`]) without changing the game.
//!
//! [`Table`] is written once for every game the app plays ([`TableGame`]); 1840's `Store`
//! (`games::vienna::store`) is a `Table` of its game with the hint of its advisor.
//!
//! Every move is saved right after the browser has drawn it ([`Table::save_soon`]): writing
//! the whole log takes a millisecond or two, which would otherwise delay the frame that shows
//! the move (issue 8). Hiding or leaving the page saves at once ([`Table::flush`]), and a
//! hidden tab, which draws no frames, saves within a fifth of a second. When another tab
//! changes the same game, autosaving stops ([`Table::conflict`]) until the player chooses
//! between the other version and keeping this one as a copy: neither tab's moves are lost.
//!
//! [`Table::later`] is the copy the panels below and beside the map (and the history bar)
//! read: it catches up just after the frame that shows a change (`shell::frame`), and nothing
//! is played through it while it lags. Nothing plays, undoes or redoes while the history
//! browser looks back. [`Table::thinking`] says when the computer is thinking, for one of its
//! seats or for a hint.

use leptos::prelude::*;

use crate::games::TableGame;
use crate::i18n::{Text, t};
use crate::shell::frame::after_the_frame;
use crate::shell::persist::{
    BrowserStorage, Conflict, KeyValue, Library, Remote, SaveError, remote_change,
};

/// A game being played, of any game the app plays: the signals its screen reads, and the
/// saving, undo and two-tab code every game shares.
#[derive(Debug)]
pub struct Table<G: TableGame> {
    /// The game.
    pub game: RwSignal<G>,
    /// The events of every action applied, in order (index = action index).
    pub events: RwSignal<Vec<Vec<G::Event>>>,
    /// Why the last action was refused, shown (worded at render time) until the next success.
    pub error: RwSignal<Option<G::Refusal>>,
    /// The saved game's id and name in localStorage.
    pub saved_as: RwSignal<(String, String)>,
    /// Why the last autosave failed (storage full…); the previous save is kept.
    pub save_error: RwSignal<Option<SaveError>>,
    /// The revision of the stored entry this tab last read or wrote.
    pub revision: RwSignal<u64>,
    /// Another tab changed this game: autosaving is paused until the player chooses.
    pub conflict: RwSignal<Option<Conflict>>,
    /// The computer does not move for its seats while this is set (issue 20).
    pub bots_paused: RwSignal<bool>,
    /// How fast the computer moves.
    pub bot_speed: RwSignal<BotSpeed>,
    /// The computer is thinking (for one of its seats, or for a hint): the number of moves of
    /// the position it thinks about.
    pub thinking: RwSignal<Option<usize>>,
    /// The past position shown by the history browser (issue 21), `None` for now. Looking
    /// back never changes the game; nothing can be played until back to now.
    pub past: RwSignal<Option<Past<G>>>,
    /// A move waits to be saved ([`Table::save_soon`]).
    pending: StoredValue<bool>,
    /// The panels below the map have not yet caught up with the game shown
    /// ([`Table::later`]): their moves are not to be played.
    pub lagging: RwSignal<bool>,
    /// Notified once the frame that shows a change is painted: the late copy's readers then
    /// read the game again ([`Table::later`]).
    settled: Trigger,
    /// This copy is the late one ([`Table::later`]).
    late: bool,
}

impl<G: TableGame> Clone for Table<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: TableGame> Copy for Table<G> {}

/// What a reader of a [`Table`] reads, for [`Table::track`].
#[derive(Clone, Copy)]
enum Read {
    /// The game as shown.
    Shown,
    /// The events of the actions shown.
    Events,
    /// The game now and all its events.
    Now,
    /// Whether, and where, the history browser looks back.
    Past,
}

/// A past position of the game, as the history browser shows it.
#[derive(Debug, Clone)]
pub struct Past<G> {
    /// The game as it stood after its first `at` actions (1840's `Game::at`: at most 31
    /// actions replayed from the newest checkpoint).
    pub game: G,
    /// How many actions the game had then.
    pub at: usize,
}

/// How long the computer waits before its move, so that the people at the table can follow.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum BotSpeed {
    /// About 0.6 s after a person's move, half that between two of its own.
    #[default]
    Normal,
    /// A quarter of that.
    Fast,
    /// No pause (a demo, the tests).
    Instant,
}

impl BotSpeed {
    /// Every speed, slowest first.
    pub const ALL: [BotSpeed; 3] = [BotSpeed::Normal, BotSpeed::Fast, BotSpeed::Instant];

    /// The pause before a bot's move, in ms; shorter when the move before was a bot's too.
    pub fn delay_ms(self, after_a_bot: bool) -> u64 {
        let base = match self {
            BotSpeed::Normal => 600,
            BotSpeed::Fast => 150,
            BotSpeed::Instant => 0,
        };
        if after_a_bot { base / 2 } else { base }
    }

    /// Its key (remembered in localStorage, the picker's values).
    pub fn key(self) -> &'static str {
        match self {
            BotSpeed::Normal => "normal",
            BotSpeed::Fast => "fast",
            BotSpeed::Instant => "instant",
        }
    }

    /// The speed of a key.
    pub fn from_key(key: &str) -> Option<BotSpeed> {
        BotSpeed::ALL.into_iter().find(|s| s.key() == key)
    }
}

/// Where the computer's speed is remembered.
pub const BOT_SPEED_KEY: &str = "tramways.botSpeed";

/// Marks the page while a move waits to be saved (`<html data-saving>`), for tests and
/// tools that read the stored game.
fn mark_saving(on: bool) {
    #[cfg(target_arch = "wasm32")]
    SAVING_MARK.with(|mark| {
        if let Some((root, toggle, name)) = mark {
            let _ = toggle.call2(root, name, &wasm_bindgen::JsValue::from_bool(on));
        }
    });
    #[cfg(not(target_arch = "wasm32"))]
    let _ = on;
}

#[cfg(target_arch = "wasm32")]
thread_local! {
    /// The page's root, its `toggleAttribute` and the mark's name, made once: finding the root
    /// and passing the name as text on every move was a twentieth of a lay's script at 4× CPU
    /// (issue 22).
    static SAVING_MARK: Option<(web_sys::Element, js_sys::Function, wasm_bindgen::JsValue)> = {
        use wasm_bindgen::JsCast;
        let root = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element());
        root.and_then(|root| {
            let toggle = js_sys::Reflect::get(&root, &"toggleAttribute".into()).ok()?;
            Some((root, toggle.dyn_into().ok()?, "data-saving".into()))
        })
    };
}

/// A monotonic clock in milliseconds (the page's `performance.now()`; 0 outside a browser).
pub fn clock_ms() -> f64 {
    if cfg!(target_arch = "wasm32") {
        web_sys::window().and_then(|w| w.performance()).map_or(0.0, |p| p.now())
    } else {
        0.0
    }
}

/// Milliseconds since 1970 by the browser's clock (0 outside a browser).
pub fn now() -> f64 {
    if cfg!(target_arch = "wasm32") { js_sys::Date::now() } else { 0.0 }
}

fn events_of<G: TableGame>(game: G) -> (G, Vec<Vec<G::Event>>) {
    game.with_events().unwrap_or((game, Vec::new()))
}

impl<G: TableGame> Table<G> {
    /// A table holding a new game, saved under a new id and named after its players.
    pub fn new(game: G) -> Table<G> {
        let id = Library::new(BrowserStorage).new_id(now());
        let name = G::names(&game.save()).join(", ");
        let table = Table::open(id, name, 0, game);
        table.autosave();
        table
    }

    /// A table for a saved game read at `revision`, keeping its id and name.
    pub fn open(id: String, name: String, revision: u64, game: G) -> Table<G> {
        let (game, events) = events_of(game);
        Table {
            game: RwSignal::new(game),
            events: RwSignal::new(events),
            error: RwSignal::new(None),
            saved_as: RwSignal::new((id, name)),
            save_error: RwSignal::new(None),
            revision: RwSignal::new(revision),
            conflict: RwSignal::new(None),
            bots_paused: RwSignal::new(false),
            thinking: RwSignal::new(None),
            past: RwSignal::new(None),
            bot_speed: RwSignal::new(
                BrowserStorage
                    .get(BOT_SPEED_KEY)
                    .and_then(|k| BotSpeed::from_key(&k))
                    .unwrap_or_default(),
            ),
            pending: StoredValue::new(false),
            lagging: RwSignal::new(false),
            settled: Trigger::new(),
            late: false,
        }
    }

    /// This table for the panels below the map, read one frame late: its readers
    /// ([`Table::with_shown`] and the like) update in the task after the frame that shows a
    /// change is painted, not in the move's own script. What the player looks at when playing
    /// (the map, its side panel, the banner) reads the table itself, so a move is drawn in one
    /// frame; the sheets, the log, the charts and the round panels catch up just after
    /// (issue 22). Their moves are not played while they lag ([`Table::lagging`]).
    ///
    /// Call it once per screen: it watches the game for as long as the screen lives.
    pub fn later(&self) -> Table<G> {
        // (Outside a browser nothing redraws, and effects have no executor.)
        #[cfg(target_arch = "wasm32")]
        {
            let table = *self;
            Effect::new(move |first: Option<()>| {
                table.past.track();
                table.game.track();
                table.events.track();
                // Opening the screen draws the late panels with everything else.
                if first.is_some() {
                    table.lag();
                }
            });
        }
        Table { late: true, ..*self }
    }

    /// The game changed: the late copy catches up once the browser has drawn it
    /// ([`after_the_frame`]).
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    fn lag(&self) {
        if self.lagging.get_untracked() {
            return;
        }
        self.lagging.set(true);
        let table = *self;
        after_the_frame(move || table.catch_up());
    }

    /// The late copy reads the game again (once per change; not after the screen is gone).
    fn catch_up(&self) {
        if self.lagging.try_get_untracked() == Some(true) {
            self.lagging.set(false);
            self.settled.notify();
        }
    }

    /// Reads the game as shown: the past position the history browser looks at, else the game
    /// now (tracked: views redraw when either changes).
    pub fn with_shown<R>(&self, f: impl FnOnce(&G) -> R) -> R {
        self.track(Read::Shown);
        self.with_shown_untracked(f)
    }

    /// Reads the game as shown without tracking it.
    pub fn with_shown_untracked<R>(&self, f: impl FnOnce(&G) -> R) -> R {
        self.past.with_untracked(|past| match past {
            Some(past) => f(&past.game),
            None => self.game.with_untracked(f),
        })
    }

    /// The events of the actions shown (all of them now; the first `at` looking back).
    pub fn with_shown_events<R>(&self, f: impl FnOnce(&[Vec<G::Event>]) -> R) -> R {
        self.track(Read::Events);
        let at = self.past.with_untracked(|p| p.as_ref().map(|p| p.at));
        self.events.with_untracked(|events| match at {
            Some(at) => f(&events[..at.min(events.len())]),
            None => f(events),
        })
    }

    /// The game now (not the past position the history browser may show), with the events of
    /// every action (tracked).
    pub fn with_now<R>(&self, f: impl FnOnce(&G, &[Vec<G::Event>]) -> R) -> R {
        self.track(Read::Now);
        self.game.with_untracked(|g| self.events.with_untracked(|e| f(g, e)))
    }

    /// How many actions the past position the history browser shows had (`None`: now;
    /// tracked).
    pub fn shown_at(&self) -> Option<usize> {
        self.track(Read::Past);
        self.past.with_untracked(|p| p.as_ref().map(|p| p.at))
    }

    /// Tracks what a read depends on (one function for every reader, however many closures
    /// read): the signals it reads, or for the late copy ([`Table::later`]) its catching up.
    fn track(&self, read: Read) {
        if self.late {
            self.settled.track();
            return;
        }
        match read {
            Read::Shown => {
                self.past.track();
                if !self.looking_back() {
                    self.game.track();
                }
            }
            Read::Events => {
                self.past.track();
                self.events.track();
            }
            Read::Now => {
                self.game.track();
                self.events.track();
            }
            Read::Past => self.past.track(),
        }
    }

    /// Whether the history browser shows a past position (tracked).
    pub fn viewing_past(&self) -> bool {
        self.shown_at().is_some()
    }

    /// Whether the history browser looks back (untracked).
    fn looking_back(&self) -> bool {
        self.past.with_untracked(Option::is_some)
    }

    /// The guard of every change: nothing is played, undone or redone while the history
    /// browser looks back, nor from a late copy's panels while they lag behind the game
    /// ([`Table::later`]): what they offer is for the position they show, one move old.
    fn frozen(&self) -> bool {
        self.looking_back() || (self.late && self.lagging.get_untracked())
    }

    /// Shows the position after the first `at` actions; the last one (or beyond) is now.
    pub fn view_at(&self, at: usize) {
        let now = self.game.with_untracked(G::moves);
        if at >= now {
            self.back_to_now();
            return;
        }
        if self.past.with_untracked(|p| p.as_ref().is_some_and(|p| p.at == at)) {
            return;
        }
        // A log that replayed once replays again; were it to fail, nothing changes.
        if let Some(game) = self.game.with_untracked(|g| g.at(at)) {
            self.past.set(Some(Past { game, at }));
        }
    }

    /// Back to the game now.
    pub fn back_to_now(&self) {
        if self.looking_back() {
            self.past.set(None);
        }
    }

    /// Saves the game once the browser has drawn the move (after the next frame), or at once
    /// outside a browser.
    pub fn save_soon(&self) {
        if !cfg!(target_arch = "wasm32") {
            self.autosave();
            return;
        }
        if self.pending.get_value() {
            return;
        }
        self.pending.set_value(true);
        mark_saving(true);
        let store = *self;
        after_the_frame(move || store.flush());
    }

    /// Saves a move still waiting ([`Table::save_soon`]) now.
    pub fn flush(&self) {
        if self.pending.try_get_value() == Some(true) {
            self.pending.set_value(false);
            mark_saving(false);
            self.autosave();
        }
    }

    /// Writes the game to localStorage (after every change), unless another tab's newer
    /// version is waiting for the player's choice.
    pub fn autosave(&self) {
        if self.conflict.get_untracked().is_some() {
            return;
        }
        let (id, name) = self.saved_as.get_untracked();
        let base = self.revision.get_untracked();
        let result = self.game.with_untracked(|game| {
            Library::new(BrowserStorage).save(&id, &name, game, now(), base)
        });
        match result {
            Ok(revision) => {
                self.revision.set(revision);
                self.save_error.set(None);
            }
            Err(SaveError::Conflict(conflict)) => self.conflict.set(Some(conflict)),
            Err(e) => self.save_error.set(Some(e)),
        }
    }

    /// Another tab wrote this game's entry (the `storage` event's new value).
    pub fn remote_write(&self, new_value: Option<&str>) {
        match self.game.with_untracked(|game| remote_change(new_value, game)) {
            Remote::Same { revision, name } => {
                self.revision.update(|r| *r = (*r).max(revision));
                self.saved_as.update(|(_, n)| *n = name);
            }
            Remote::Changed(conflict) => self.conflict.set(Some(conflict)),
            // Deleted elsewhere: this tab's next move saves it again.
            Remote::Deleted => self.revision.set(0),
        }
    }

    /// Replaces this tab's game with the stored version (another tab's moves).
    pub fn load_stored(&self) {
        // This tab's waiting move is one of those the player chose to drop.
        self.pending.set_value(false);
        mark_saving(false);
        let id = self.saved_as.get_untracked().0;
        match Library::new(BrowserStorage).load::<G>(&id) {
            Ok((entry, game)) => {
                let (game, events) = events_of(game);
                self.past.set(None);
                self.game.set(game);
                self.events.set(events);
                self.saved_as.set((id, entry.name));
                self.revision.set(entry.revision);
                self.error.set(None);
                self.save_error.set(None);
                self.conflict.set(None);
            }
            Err(e) => self.save_error.set(Some(e.into())),
        }
    }

    /// Keeps this tab's game as a new saved game and goes on with it there; the other tab's
    /// version stays under the old id.
    pub fn keep_as_copy(&self) {
        let name = format!(
            "{} {}",
            self.saved_as.get_untracked().1,
            t(crate::shell::components::language::lang_untracked(), Text::ThisTabSuffix)
        );
        let result =
            self.game.with_untracked(|game| Library::new(BrowserStorage).add(&name, game, now()));
        match result {
            Ok((id, revision)) => {
                self.saved_as.set((id, name));
                self.revision.set(revision);
                self.save_error.set(None);
                self.conflict.set(None);
            }
            Err(e) => self.save_error.set(Some(e)),
        }
    }

    /// The computer no longer thinks about the position after `moves` moves (it found its
    /// move, or the game changed meanwhile); a newer thought stays.
    pub fn done_thinking(&self, moves: usize) {
        let _ = self.thinking.try_update(|t| {
            if *t == Some(moves) {
                *t = None;
            }
        });
    }

    /// Called when the game is left (back to the start screen, or the page goes away) while
    /// another tab's version waits for the player's choice: moves only this tab has are kept
    /// as a copy, so that leaving never loses them.
    pub fn settle(&self) {
        self.flush();
        if self.conflict.get_untracked().is_none() {
            return;
        }
        let id = self.saved_as.get_untracked().0;
        let stored = Library::new(BrowserStorage).entry::<G>(&id);
        let nothing_of_ours =
            self.game.with_untracked(|game| stored.is_ok_and(|e| game.is_start_of(&e.save)));
        if !nothing_of_ours {
            self.keep_as_copy();
        }
    }

    /// Applies an action; a refusal is kept in [`Table::error`] and changes nothing. Nothing is
    /// played while the history browser looks back ([`Table::past`]): the game, its undo and
    /// its redo change only from now.
    pub fn dispatch(&self, action: G::Action) {
        if self.frozen() {
            return;
        }
        let mut result = Ok(Vec::new());
        self.game.update(|game| result = game.apply(&action));
        match result {
            Ok(events) => {
                self.events.update(|log| log.push(events));
                self.error.set(None);
                self.save_soon();
            }
            Err(e) => self.error.set(Some(e)),
        }
    }

    /// Takes back the last move of a person, with the computer's moves made since (a bot
    /// would only make them again); in a game of bots only, the last move.
    pub fn undo_turn(&self) {
        if self.frozen() {
            return;
        }
        let any_person = self.game.with_untracked(|g| (0..g.moves()).any(|i| g.by_person(i)));
        if !any_person {
            self.undo();
            return;
        }
        loop {
            let Some(last_by_person) =
                self.game.with_untracked(|g| g.moves().checked_sub(1).map(|i| g.by_person(i)))
            else {
                return;
            };
            self.undo();
            if last_by_person {
                return;
            }
        }
    }

    /// Takes back the last action.
    pub fn undo(&self) {
        if self.frozen() {
            return;
        }
        let mut undone = false;
        self.game.update(|game| undone = game.undo());
        if undone {
            self.events.update(|log| {
                log.pop();
            });
            self.error.set(None);
            self.save_soon();
        }
    }

    /// Applies the last undone action again.
    pub fn redo(&self) {
        if self.frozen() {
            return;
        }
        let mut events = None;
        self.game.update(|game| events = game.redo_with_events());
        if let Some(events) = events {
            self.events.update(|log| log.push(events));
            self.error.set(None);
            self.save_soon();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::vienna::store::Store;
    use rand::SeedableRng;
    use tramways_engine::game::{Game, Setup};

    fn played(n: usize) -> Game {
        let mut game = Game::new(Setup::new(&["Anna", "Bruno", "Clara"], 4)).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(4);
        for _ in 0..n {
            let action = tramways_engine::selfplay::random_move(&game, &mut rng).unwrap();
            game.apply(&action).unwrap();
        }
        game
    }

    /// The history browser shows the position after any action, the same as the log cut
    /// there replayed; nothing can be played, undone or redone meanwhile, and the game now
    /// is untouched.
    #[test]
    fn looking_back_shows_a_past_position_and_changes_nothing() {
        let owner = Owner::new();
        owner.with(|| {
            let game = played(120);
            let now = game.save();
            let store = Store::open("g1".into(), "Test".into(), 0, game.clone());
            for at in [0, 1, 33, 64, 119] {
                store.view_at(at);
                assert!(store.viewing_past());
                let cut = Game::replay(game.setup(), &game.actions()[..at]).unwrap();
                store.with_shown(|g| {
                    assert_eq!(g.actions(), cut.actions());
                    assert_eq!(g.state(), cut.state(), "position {at}");
                });
                assert_eq!(store.with_shown_events(|e| e.len()), at);
                let offered = cut.available().moves.first().map(|m| m.lowest());
                if let Some(action) = offered {
                    store.dispatch(action);
                }
                store.undo();
                store.undo_turn();
                store.redo();
                assert_eq!(store.game.with_untracked(|g| g.save()), now, "nothing played");
                assert_eq!(store.events.with_untracked(Vec::len), 120);
            }
            // The last position, or beyond, is now.
            store.view_at(120);
            assert!(!store.viewing_past());
            store.view_at(5);
            store.back_to_now();
            assert!(!store.viewing_past());
            store.with_shown(|g| assert_eq!(g.actions().len(), 120));
            // Now the game plays again.
            store.undo();
            assert_eq!(store.game.with_untracked(|g| g.actions().len()), 119);
        });
    }

    /// The same table over Trambahn (issue 49): looking back shows the cut log's position,
    /// and nothing is played, undone or redone until back to now.
    #[cfg(feature = "trambahn")]
    #[test]
    fn a_trambahn_table_looks_back_and_changes_nothing() {
        let owner = Owner::new();
        owner.with(|| {
            let end = trambahn_engine::selfplay::random_game(21);
            let game = end.at(60).expect("the cut log replays");
            let now = game.save();
            let table = Table::open("t1".into(), "Test".into(), 0, game.clone());
            for at in [0, 7, 59] {
                table.view_at(at);
                let cut = trambahn_engine::Game::replay(game.setup(), &game.actions()[..at]);
                let cut = cut.expect("the cut log replays");
                table.with_shown(|g| assert_eq!(g.state(), cut.state(), "position {at}"));
                if let Some(action) = cut.available().first().cloned() {
                    table.dispatch(action);
                }
                table.undo_turn();
                table.redo();
                assert_eq!(table.game.with_untracked(TableGame::save), now, "nothing played");
            }
            table.back_to_now();
            table.undo();
            assert_eq!(table.game.with_untracked(|g| g.actions().len()), 59, "plays from now");
        });
    }

    /// The panels below the map read the table one frame late ([`Table::later`]): the game
    /// shown, looking back too, and the game now; their move is not played while they lag,
    /// and is once they have caught up.
    #[test]
    fn the_late_copy_reads_the_game_shown_and_plays_only_once_caught_up() {
        let owner = Owner::new();
        owner.with(|| {
            let game = played(40);
            let store = Store::open("g1".into(), "Test".into(), 0, game.clone());
            let late = store.later();
            late.with_shown(|g| assert_eq!(g.actions().len(), 40));
            store.view_at(12);
            assert_eq!(late.shown_at(), Some(12));
            assert!(late.viewing_past());
            late.with_shown(|g| assert_eq!(g.actions().len(), 12));
            assert_eq!(late.with_shown_events(|e| e.len()), 12);
            late.with_now(|g, e| assert_eq!((g.actions().len(), e.len()), (40, 40)));
            store.back_to_now();
            assert!(!late.viewing_past());
            let action = game.available().moves[0].lowest();
            late.lagging.set(true);
            late.dispatch(action.clone());
            assert_eq!(store.game.with_untracked(|g| g.actions().len()), 40, "not while lagging");
            // The table itself plays whatever its late copy shows.
            late.lagging.set(false);
            late.dispatch(action);
            assert_eq!(store.game.with_untracked(|g| g.actions().len()), 41);
            late.with_shown(|g| assert_eq!(g.actions().len(), 41));
        });
    }
}
