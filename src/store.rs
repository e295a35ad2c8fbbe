//! The game store: the current [`Game`] (set-up + action log), the log's events, and the last
//! refusal. Components read it through signals and change it only through [`Store::dispatch`],
//! [`Store::undo`] and [`Store::redo`].

use leptos::prelude::*;
use tramways_engine::game::{Action, Event, Game, Setup};

/// The game being played, shared through Leptos context.
#[derive(Debug, Clone, Copy)]
pub struct Store {
    /// The game.
    pub game: RwSignal<Game>,
    /// The events of every action applied, in order (index = action index).
    pub events: RwSignal<Vec<Vec<Event>>>,
    /// Why the last action was refused, shown until the next success.
    pub error: RwSignal<Option<String>>,
}

impl Store {
    /// A store holding a new game.
    pub fn new(game: Game) -> Store {
        let (game, events) = match Game::replay_with_events(game.setup(), game.actions()) {
            Ok(pair) => pair,
            Err(_) => (game, Vec::new()),
        };
        Store {
            game: RwSignal::new(game),
            events: RwSignal::new(events),
            error: RwSignal::new(None),
        }
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
        }
    }

    /// Applies the last undone action again.
    pub fn redo(&self) {
        let mut redone = false;
        let mut events = Vec::new();
        self.game.update(|game| {
            redone = game.redo();
            if redone {
                // The events of the redone action: replay its last step.
                events = Game::replay_with_events(game.setup(), game.actions())
                    .map(|(_, mut log)| log.pop().unwrap_or_default())
                    .unwrap_or_default();
            }
        });
        if redone {
            self.events.update(|log| log.push(events));
            self.error.set(None);
        }
    }
}
