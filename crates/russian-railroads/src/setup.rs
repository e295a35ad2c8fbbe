//! The set-up of a game and its save format's version ([`SAVE_VERSION`]): [`Setup`] (seed,
//! names, the computer's seats, the rules version) and [`SetupError`].

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::bot::Level;
use crate::state::PlayerId;

/// The version written into a save; a save of a later version is refused.
pub const SAVE_VERSION: u32 = 1;

/// The rules new games are played under. A correction of the rules (an assumption settled
/// when a picture is read) is a new number, and a game keeps the number it was started
/// under, so a saved game replays as it was played.
pub const RULES_VERSION: u32 = 1;

/// Everything that decides a game before its first action.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// Seeds every shuffle of the set-up (engineers, end-bonus cards, turn-order cards).
    pub seed: u64,
    /// The players' names, 2 to 4, by seat.
    pub players: Vec<String>,
    /// The computer's level for each seat it plays, by seat; `None` or a missing entry is a
    /// person.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub bots: Vec<Option<Level>>,
    /// The rules the game is played under ([`RULES_VERSION`] for a new game).
    pub rules: u32,
}

impl Setup {
    /// A set-up for `names` (by seat), seeded `seed`.
    pub fn new(names: &[&str], seed: u64) -> Setup {
        Setup {
            seed,
            players: names.iter().map(|n| (*n).to_owned()).collect(),
            bots: Vec::new(),
            rules: RULES_VERSION,
        }
    }

    /// The computer's level for `seat`, `None` for a person.
    pub fn bot(&self, seat: PlayerId) -> Option<Level> {
        self.bots.get(usize::from(seat)).copied().flatten()
    }

    /// Checks the set-up: 2–4 names, each non-empty and different; rules this engine knows.
    pub fn check(&self) -> Result<(), SetupError> {
        if !(2..=4).contains(&self.players.len()) {
            return Err(SetupError::PlayerCount { names: self.players.len() });
        }
        for (i, name) in self.players.iter().enumerate() {
            let name = name.trim();
            if name.is_empty()
                || self.players[..i].iter().any(|o| o.trim().eq_ignore_ascii_case(name))
            {
                return Err(SetupError::Names);
            }
        }
        if self.rules == 0 || self.rules > RULES_VERSION {
            return Err(SetupError::Rules(self.rules));
        }
        Ok(())
    }
}

/// Why a set-up or a save cannot start a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetupError {
    /// Russian Railroads is a game for 2 to 4 players.
    PlayerCount {
        /// How many names were given.
        names: usize,
    },
    /// Each player needs a name, and not another's.
    Names,
    /// The save was written by a later version of the engine.
    Version(u32),
    /// The game was played under rules this engine does not know.
    Rules(u32),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::PlayerCount { names } => {
                write!(f, "Russian Railroads needs 2 to 4 players, not {names}")
            }
            SetupError::Names => write!(f, "each player needs a name of their own"),
            SetupError::Version(v) => {
                write!(f, "save version {v} is newer than this engine ({SAVE_VERSION})")
            }
            SetupError::Rules(v) => write!(f, "rules version {v} is unknown to this engine"),
        }
    }
}

impl std::error::Error for SetupError {}
