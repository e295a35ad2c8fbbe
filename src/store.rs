//! The game store: the current [`Game`] (set-up + action log), the log's events, and the last
//! refusal. Components read it through signals and change it only through [`Store::dispatch`],
//! [`Store::undo`] and [`Store::redo`].

use leptos::prelude::*;
use tramways_engine::game::{Action, Event, Game, Setup};

use crate::persist::{BrowserStorage, Library};

/// The game being played, shared through Leptos context.
#[derive(Debug, Clone, Copy)]
pub struct Store {
    /// The game.
    pub game: RwSignal<Game>,
    /// The events of every action applied, in order (index = action index).
    pub events: RwSignal<Vec<Vec<Event>>>,
    /// Why the last action was refused, shown until the next success.
    pub error: RwSignal<Option<String>>,
    /// The saved game's id and name in localStorage.
    pub saved_as: RwSignal<(String, String)>,
    /// Why the last autosave failed (storage full…); the previous save is kept.
    pub save_error: RwSignal<Option<String>>,
}

/// Milliseconds since 1970 by the browser's clock (0 outside a browser).
pub fn now() -> f64 {
    if cfg!(target_arch = "wasm32") { js_sys::Date::now() } else { 0.0 }
}

impl Store {
    /// A store holding a new game, saved under a new id.
    pub fn new(game: Game) -> Store {
        let id = format!("{:x}", now() as u64 ^ game.setup().seed);
        let name = game.setup().players.join(", ");
        let store = Store::resume(id, name, game);
        store.autosave();
        store
    }

    /// A store for a saved game, keeping its id and name.
    pub fn resume(id: String, name: String, game: Game) -> Store {
        let (game, events) = match Game::replay_with_events(game.setup(), game.actions()) {
            Ok(pair) => pair,
            Err(_) => (game, Vec::new()),
        };
        Store {
            game: RwSignal::new(game),
            events: RwSignal::new(events),
            error: RwSignal::new(None),
            saved_as: RwSignal::new((id, name)),
            save_error: RwSignal::new(None),
        }
    }

    /// Writes the game to localStorage (after every change).
    pub fn autosave(&self) {
        let (id, name) = self.saved_as.get_untracked();
        let result = self
            .game
            .with_untracked(|game| Library::new(BrowserStorage).save(&id, &name, game, now()));
        self.save_error.set(result.err());
    }

    /// Starts a game from a set-up; the error is for the player.
    pub fn start(setup: Setup) -> Result<Store, String> {
        Game::new(setup).map(Store::new).map_err(|e| e.to_string())
    }

    /// Applies an action; a refusal is kept in [`Store::error`] and changes nothing.
    pub fn dispatch(&self, action: Action) {
        let mut result = Ok(Vec::new());
        self.game.update(|game| result = game.apply(&action));
        match result {
            Ok(events) => {
                self.events.update(|log| log.push(events));
                self.error.set(None);
                self.autosave();
            }
            Err(e) => self.error.set(Some(e.to_string())),
        }
    }

    /// Takes back the last action.
    pub fn undo(&self) {
        let mut undone = false;
        self.game.update(|game| undone = game.undo());
        if undone {
            self.events.update(|log| {
                log.pop();
            });
            self.error.set(None);
            self.autosave();
        }
    }

    /// Applies the last undone action again.
    pub fn redo(&self) {
        let mut events = None;
        self.game.update(|game| events = game.redo_with_events());
        if let Some(events) = events {
            self.events.update(|log| log.push(events));
            self.error.set(None);
            self.autosave();
        }
    }
}
