//! 1840's store: a [`Table`] of its [`Game`] with the hint of its advisor, read as the table
//! (`Deref`).

use leptos::prelude::*;
use tramways_engine::game::{Game, Setup, SetupError};

use crate::shell::store::Table;

/// The 1840 game being played: its [`Table`] and the hint of its advisor.
#[derive(Debug, Clone, Copy)]
pub struct Store {
    /// The game, its saved copy and its signals.
    pub table: Table<Game>,
    /// The hint asked for, with the number of moves of its position (shown while current).
    pub hint: RwSignal<Option<(usize, tramways_engine::bot::hint::Hint)>>,
}

impl std::ops::Deref for Store {
    type Target = Table<Game>;

    fn deref(&self) -> &Table<Game> {
        &self.table
    }
}

impl Store {
    /// This store for the panels below the map, read one frame late ([`Table::later`]).
    pub fn later(&self) -> Store {
        Store { table: self.table.later(), hint: self.hint }
    }

    /// A store holding a new game, saved under a new id.
    pub fn new(game: Game) -> Store {
        Store { table: Table::new(game), hint: RwSignal::new(None) }
    }

    /// A store for a saved game read at `revision`, keeping its id and name.
    pub fn open(id: String, name: String, revision: u64, game: Game) -> Store {
        Store { table: Table::open(id, name, revision, game), hint: RwSignal::new(None) }
    }

    /// The hint asked for in the position now, if any (tracked: shown while current, and not
    /// while the history browser looks back).
    pub fn hint_now(&self) -> Option<tramways_engine::bot::hint::Hint> {
        if self.viewing_past() {
            return None;
        }
        let now = self.game.with(|g| g.actions().len());
        self.hint.with(|h| h.as_ref().filter(|(at, _)| *at == now).map(|(_, h)| h.clone()))
    }

    /// Starts a game from a set-up; the error is for the player.
    pub fn start(setup: Setup) -> Result<Store, SetupError> {
        Game::new(setup).map(Store::new)
    }
}
