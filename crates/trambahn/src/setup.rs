//! The set-up of a game and its save format's version ([`SAVE_VERSION`]; the [`Save`](crate::Save)
//! is the core's): [`Setup`] (seed, names, a stacked deck for tests,
//! the computer's seats, the rules version), [`RulesVersion`] (saves without one are
//! [`RulesVersion::First`], new games [`RulesVersion::CURRENT`]) and [`SetupError`].

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::bot::Level;
use crate::cards::{CardId, DECK_CARDS};
use crate::state::PlayerId;

/// The version written into a [`Save`](crate::Save); a save of a later version is refused. Version 2 saves
/// record the rules they were played under ([`Setup::rules`]); version 1 saves have none and
/// were played under [`RulesVersion::First`].
pub const SAVE_VERSION: u32 = 2;

/// The rules a game is played under. A correction of the rules is a new version: a game keeps
/// the version it was started under, so a saved game replays as it was played (the set-up
/// records it, [`Setup::rules`]), and a new game starts under [`RulesVersion::CURRENT`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u32", into = "u32")]
pub enum RulesVersion {
    /// The rules as this app played them until December 2026 (saves without a rules version):
    /// a station card's victory points 1 for values 1–4, 2 for 5–7, 3 for 8–10 (the first
    /// reading of A1), and the tram display refilled at once after each purchase (the first
    /// reading of A3).
    First = 1,
    /// The rules as the sources have them (issue 49): victory points 1 for values 1–6, 2 for
    /// 7–9, 3 for 10 (A1), and the tram display refilled only at the end of the turn (A3).
    Second = 2,
}

impl RulesVersion {
    /// The rules new games are started under.
    pub const CURRENT: RulesVersion = RulesVersion::Second;

    /// The version of a set-up that records none: a save written before versions were.
    pub fn unrecorded() -> u32 {
        RulesVersion::First as u32
    }

    /// The version numbered `n`; `None` for a number this engine does not know (a later one).
    pub fn from_number(n: u32) -> Option<RulesVersion> {
        match n {
            1 => Some(RulesVersion::First),
            2 => Some(RulesVersion::Second),
            _ => None,
        }
    }

    /// Its number, as saves write it.
    pub fn number(self) -> u32 {
        self as u32
    }

    /// Whether the tram display is refilled at once after each purchase (A3, first reading)
    /// rather than at the end of the turn.
    pub fn refills_after_each_purchase(self) -> bool {
        self == RulesVersion::First
    }
}

impl TryFrom<u32> for RulesVersion {
    type Error = String;

    fn try_from(n: u32) -> Result<RulesVersion, String> {
        RulesVersion::from_number(n).ok_or_else(|| format!("unknown rules version {n}"))
    }
}

impl From<RulesVersion> for u32 {
    fn from(v: RulesVersion) -> u32 {
        v.number()
    }
}

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
    /// The number of the rules the game is played under ([`RulesVersion`]): the current ones
    /// for a new game; a save that records none was played under the first
    /// ([`RulesVersion::unrecorded`]). A number, not the enum, so that a save of later rules
    /// is refused with a message that says so ([`SetupError::Rules`]) rather than as unreadable.
    #[serde(default = "RulesVersion::unrecorded")]
    pub rules: u32,
}

impl Setup {
    /// A set-up for the two players `first` (the start player) and `second`.
    pub fn new(first: &str, second: &str, seed: u64) -> Setup {
        Setup {
            seed,
            names: vec![first.to_owned(), second.to_owned()],
            deck: None,
            bots: Vec::new(),
            rules: RulesVersion::CURRENT.number(),
        }
    }

    /// The rules the game is played under; `Err` for a version this engine does not know.
    pub fn rules_version(&self) -> Result<RulesVersion, SetupError> {
        RulesVersion::from_number(self.rules).ok_or(SetupError::Rules(self.rules))
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
    /// The game was played under rules this engine does not know (a later version's).
    Rules(u32),
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
            SetupError::Rules(v) => {
                let current = RulesVersion::CURRENT.number();
                write!(
                    f,
                    "the game was played under rules version {v}, newer than this engine's ({current})"
                )
            }
        }
    }
}

impl std::error::Error for SetupError {}
