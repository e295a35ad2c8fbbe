//! What an action leaves to decide: a [`Frame`] of [`Task`]s the acting seat resolves one
//! step at a time, in any order (S11: actions gained in a move are resolved in any order).
//! Effects that fire in the middle of another (a factory landed on, a special space reached,
//! a locomotive lifted off) open a frame above it, resolved first (S1 p.12: "immediately").
//!
//! A board action must be performed completely (R9, S11): its frame is `complete`, it is
//! offered only when it can be completed, and a step is legal only if the rest can still be.
//! The effects of a player's own engineers, factories, tokens and cards may be used in part
//! (S1 p.13, p.24): their frames may be given up ([`Action::Done`](crate::Action::Done)).

use serde::{Deserialize, Serialize};

use crate::data::{Colour, Railway};

/// Colours as a set (bit per [`Colour::index`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Colours(pub u8);

impl Colours {
    /// Every colour.
    pub const ANY: Colours = Colours(0b1_1111);

    /// One colour.
    pub const fn one(colour: Colour) -> Colours {
        Colours(1 << colour.index())
    }

    /// Black or grey (the lower track space).
    pub const BLACK_OR_GREY: Colours = Colours(0b11);

    /// Whether `colour` is in the set.
    pub const fn has(self, colour: Colour) -> bool {
        self.0 & (1 << colour.index()) != 0
    }

    /// How many colours.
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
}

/// What a build may make (R20).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BuildKind {
    /// A locomotive or a factory.
    Either,
    /// A locomotive.
    Locomotive,
    /// A factory.
    Factory,
}

/// One thing still to decide.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "task", rename_all = "snake_case")]
pub enum Task {
    /// Track advances, each of one of `colours`.
    Tracks {
        /// The colours allowed.
        colours: Colours,
        /// Advances left.
        count: u8,
    },
    /// Industry advances.
    Industry {
        /// Advances left.
        count: u8,
    },
    /// A locomotive or a factory to build.
    Build {
        /// Which.
        kind: BuildKind,
    },
    /// A locomotive lifted off a railway (or the "?" card's "9") to place, or to turn into a
    /// factory beside the stacks (R21).
    Locomotive {
        /// Its value.
        value: u8,
        /// Whether it has no factory side (the "?" card's "9": it leaves the game instead).
        factoryless: bool,
    },
    /// A bonus token to choose (R41).
    Token,
    /// A face-up "?" card to choose (bonus token 6).
    QuestionCard,
    /// An end-bonus card from the pile, or 10 points (R42).
    EndBonus,
    /// A space holding exactly one of your workers, to use again (factory 2, engineer e14).
    Reuse,
    /// The "?" card 1's fourth action: a doubler, an industry advance or a black advance again.
    Repeat,
}

/// Where a frame's effects came from (for the log and the screen).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "from", rename_all = "snake_case")]
pub enum Source {
    /// An action space (or an engineer) the player placed on.
    Space,
    /// A start-bonus card.
    StartBonus,
    /// A factory landed on.
    Factory {
        /// Its value.
        value: u8,
    },
    /// A bonus token.
    Token,
    /// A "?" card.
    QuestionCard,
    /// The white track's advances (Trans-Siberian 15).
    WhiteTrack,
    /// A special space's bonus token choice.
    Special,
    /// A locomotive lifted off.
    Lifted,
    /// The black worker's extra black advance.
    BlackWorker,
    /// A space used again.
    Reuse,
}

/// Tasks from one source.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Frame {
    /// Where they came from.
    pub source: Source,
    /// A board action: it must be completed (R9, S11).
    pub complete: bool,
    /// What is left.
    pub tasks: Vec<Task>,
}

impl Frame {
    /// Whether the seat deciding it searches the end-bonus pile now.
    pub fn searches_pile(&self) -> bool {
        self.tasks.iter().any(|t| matches!(t, Task::EndBonus))
    }
}

/// A place for a locomotive: a railway and its slot (0; the Trans-Siberian also 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct LocomotiveSlot {
    /// The railway.
    pub railway: Railway,
    /// The slot.
    pub slot: u8,
}
