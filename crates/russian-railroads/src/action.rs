//! What a seat does: the actions of the log. The seat is always the one deciding
//! ([`State::decider`](crate::State::decider)), so actions name no seat.

use serde::{Deserialize, Serialize};

use crate::data::{Colour, EndBonus, QuestionCard, Railway, StartBonus, Token};
use crate::state::{Pay, Space};
use crate::task::LocomotiveSlot;

/// Where a built tile comes from (R23).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "from", rename_all = "snake_case")]
pub enum TileSource {
    /// The lowest-valued stack.
    Stack,
    /// A factory face up beside the stacks (only to build a factory).
    Spare {
        /// Its value.
        value: u8,
    },
}

/// Where a built tile goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "to", rename_all = "snake_case")]
pub enum Target {
    /// A locomotive on a railway's slot (an empty one, or replacing a lower one).
    Locomotive {
        /// The slot.
        at: LocomotiveSlot,
    },
    /// A factory in a slot of the industry track (the left-most empty; with all five
    /// built, replacing any).
    Factory {
        /// The slot, 0–4.
        slot: u8,
    },
}

/// What the "?" card 1's fourth action repeats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Repeat {
    /// A doubler.
    Doubler,
    /// An industry advance.
    Industry,
    /// A black advance.
    Black,
}

impl Repeat {
    /// The three.
    pub const ALL: [Repeat; 3] = [Repeat::Doubler, Repeat::Industry, Repeat::Black];
}

/// One decision.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    /// Choose a start-bonus card (R5).
    Draft {
        /// The card.
        card: StartBonus,
    },
    /// Place workers (or rubles) on an action space (R9).
    Place {
        /// The space.
        space: Space,
        /// What is placed.
        pay: Pay,
    },
    /// Take no more turns this round (R11).
    Pass,
    /// One track advance.
    Advance {
        /// The railway.
        railway: Railway,
        /// The colour.
        colour: Colour,
    },
    /// One industry advance of a marker (0, or 1 the second, R26).
    Industry {
        /// The marker.
        marker: u8,
    },
    /// Build a locomotive or a factory.
    Build {
        /// The tile.
        tile: TileSource,
        /// Where.
        target: Target,
    },
    /// Place a lifted locomotive (or the "?" card's "9") on a slot, or (`None`) turn it into a
    /// factory beside the stacks.
    Locomotive {
        /// The slot.
        to: Option<LocomotiveSlot>,
    },
    /// Use a bonus token.
    Token {
        /// The token.
        token: Token,
    },
    /// Take a face-up "?" card.
    QuestionCard {
        /// The card.
        card: QuestionCard,
    },
    /// Keep an end-bonus card from the pile, or (`None`) score 10 points (R42).
    EndBonus {
        /// The card.
        card: Option<EndBonus>,
    },
    /// Use again (or, after the re-sort, move the turn-order worker to) a space.
    Reuse {
        /// The space.
        space: Space,
    },
    /// The "?" card 1's fourth action.
    Repeat {
        /// What.
        what: Repeat,
    },
    /// Give up what is left of an own effect (or the turn-order worker's move).
    Done,
}

impl Action {
    /// The action's kind, for messages.
    pub fn kind(&self) -> &'static str {
        match self {
            Action::Draft { .. } => "draft",
            Action::Place { .. } => "place",
            Action::Pass => "pass",
            Action::Advance { .. } => "advance",
            Action::Industry { .. } => "industry",
            Action::Build { .. } => "build",
            Action::Locomotive { .. } => "locomotive",
            Action::Token { .. } => "token",
            Action::QuestionCard { .. } => "question_card",
            Action::EndBonus { .. } => "end_bonus",
            Action::Reuse { .. } => "reuse",
            Action::Repeat { .. } => "repeat",
            Action::Done => "done",
        }
    }
}
