//! The set-up of a game and its save format.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::bot::Level;
use crate::cards::{CardId, DECK_CARDS};
use crate::state::PlayerId;

/// The version written into a [`Save`]; a save of a later version is refused.
pub const SAVE_VERSION: u32 = 1;

/// Everything that decides a game before its first action: the seed of every shuffle and the
/// two players' names, the start player first (rules, set-up: the start player takes 12
/// money cards, the other 15).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// Seeds the one random stream of the game (the first shuffle and every reshuffle).
    pub seed: u64,
    /// The players' names, the start player first. Exactly two.
    pub names: Vec<String>,
    /// A stacked deck instead of the seed's shuffle, top card first: all 120 deck cards once
    /// each. For tests and puzzles; the start player's 12 money cards come off the top, then
    /// the other's 15, the start player's hand of 6, the other's 6, then the draws.
    /// Reshuffles still draw from the seed's stream.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deck: Option<Vec<CardId>>,
    /// The computer's level for each seat it plays, by seat (start player first); `None` or
    /// a missing entry is a person. Written only when some seat is the computer's.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub bots: Vec<Option<Level>>,
}

impl Setup {
    /// A set-up for the two players `first` (the start player) and `second`.
    pub fn new(first: &str, second: &str, seed: u64) -> Setup {
        Setup {
            seed,
            names: vec![first.to_owned(), second.to_owned()],
            deck: None,
            bots: Vec::new(),
        }
    }

    /// The computer's level for `player`'s seat, `None` for a person.
    pub fn bot(&self, player: PlayerId) -> Option<Level> {
        self.bots.get(usize::from(player)).copied().flatten()
    }
}

/// Why a set-up or a save cannot start a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetupError {
    /// Trambahn is a game for exactly two players.
    PlayerCount {
        /// How many names were given.
        names: usize,
    },
    /// Each player needs a name, and not the other's.
    Names,
    /// A stacked deck must hold each of the 120 deck cards exactly once.
    Deck,
    /// The save was written by a later version of the engine.
    Version(u32),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::PlayerCount { names } => {
                write!(f, "Trambahn needs exactly 2 players, not {names}")
            }
            SetupError::Names => write!(f, "each player needs a name of their own"),
            SetupError::Deck => {
                write!(f, "a stacked deck holds each of the {DECK_CARDS} cards once")
            }
            SetupError::Version(v) => {
                write!(f, "save version {v} is newer than this engine ({SAVE_VERSION})")
            }
        }
    }
}

impl std::error::Error for SetupError {}

/// A saved game: the set-up and the log, never derived state.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Save {
    /// [`SAVE_VERSION`] when written.
    pub version: u32,
    /// The set-up.
    pub setup: Setup,
    /// Every action applied, in order.
    pub actions: Vec<Action>,
}
