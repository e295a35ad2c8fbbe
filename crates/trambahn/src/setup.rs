//! The set-up of a game and its save format.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::action::Action;

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
}

impl Setup {
    /// A set-up for the two players `first` (the start player) and `second`.
    pub fn new(first: &str, second: &str, seed: u64) -> Setup {
        Setup { seed, names: vec![first.to_owned(), second.to_owned()] }
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
    /// The save was written by a later version of the engine.
    Version(u32),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::PlayerCount { names } => {
                write!(f, "Trambahn needs exactly 2 players, not {names}")
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
