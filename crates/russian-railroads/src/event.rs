//! What happened: the log's events, as data (the app words them).

use crate::data::{
    Colour, EndBonus, EngineerId, FactoryAbility, QuestionCard, Railway, Special, StartBonus, Token,
};
use crate::state::{Pay, PlayerId, Space};
use crate::task::LocomotiveSlot;

/// Why points were scored at once.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PointsFor {
    /// An engineer's or a space's points.
    Action,
    /// A black track at a railway's end (R34).
    EndOfLine(Railway),
    /// Factory 1: the engineers' numbers.
    EngineerNumbers,
    /// Factory 9: the two best locomotives.
    BestLocomotives,
    /// 10 points instead of an end-bonus card (R42).
    InsteadOfEndBonus,
}

/// One railway's part of a round scoring.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct RailwayScore {
    /// Spaces the locomotives reach.
    pub reach: u8,
    /// The spaces' points (with doublers; St. Petersburg doubled).
    pub spaces: u32,
    /// Kiev's stars.
    pub stars: u32,
    /// The Kiev medal.
    pub medal: u32,
    /// Whether St. Petersburg was doubled.
    pub doubled: bool,
}

impl RailwayScore {
    /// The railway's points.
    pub fn total(&self) -> u32 {
        self.spaces + self.stars + self.medal
    }
}

/// A seat's round scoring (R36, R37).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct RoundScore {
    /// The seat.
    pub seat: PlayerId,
    /// Each railway.
    pub railways: [RailwayScore; 3],
    /// The industry markers.
    pub industry: u32,
}

impl RoundScore {
    /// The round's points.
    pub fn total(&self) -> u32 {
        self.railways.iter().map(RailwayScore::total).sum::<u32>() + self.industry
    }
}

/// A seat's final scoring (R39).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct FinalScore {
    /// The seat.
    pub seat: PlayerId,
    /// Each end-bonus card and its points.
    pub cards: Vec<(EndBonus, u32)>,
    /// Engineers counted for the majority (with card 6).
    pub engineers: u8,
    /// The majority's points (40, 20 or 0).
    pub majority: u32,
}

/// One thing that happened.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Event {
    /// The game began: the turn order dealt and the engineers on the strip.
    Began {
        /// The turn order.
        order: Vec<PlayerId>,
    },
    /// A start-bonus card chosen (R5).
    Drafted {
        /// Who.
        seat: PlayerId,
        /// The card.
        card: StartBonus,
    },
    /// Workers placed.
    Placed {
        /// Who.
        seat: PlayerId,
        /// Where.
        space: Space,
        /// What.
        pay: Pay,
    },
    /// A seat passed and scored its turn-order card's back (R11, A8).
    Passed {
        /// Who.
        seat: PlayerId,
        /// The points.
        points: u32,
    },
    /// A track advanced (or entered the railway on space 1).
    Advanced {
        /// Who.
        seat: PlayerId,
        /// The railway.
        railway: Railway,
        /// The colour.
        colour: Colour,
        /// Its space now.
        to: u8,
    },
    /// A colour unlocked (R18).
    Unlocked {
        /// Who.
        seat: PlayerId,
        /// The colour.
        colour: Colour,
    },
    /// An industry marker advanced.
    IndustryAdvanced {
        /// Who.
        seat: PlayerId,
        /// The marker.
        marker: u8,
        /// Its space now.
        to: u8,
    },
    /// A factory fired (R25).
    FactoryFired {
        /// Who.
        seat: PlayerId,
        /// Its value.
        value: u8,
        /// What it does.
        ability: FactoryAbility,
    },
    /// A locomotive placed.
    LocomotiveBuilt {
        /// Who.
        seat: PlayerId,
        /// Its value.
        value: u8,
        /// Where.
        at: LocomotiveSlot,
        /// The lower one it replaced, lifted off.
        replaced: Option<u8>,
    },
    /// A lifted locomotive turned into a factory beside the stacks (or left the game, the
    /// factory-less "9").
    LocomotiveRetired {
        /// Who.
        seat: PlayerId,
        /// Its value.
        value: u8,
    },
    /// A factory built.
    FactoryBuilt {
        /// Who.
        seat: PlayerId,
        /// Its value.
        value: u8,
        /// Its slot.
        slot: u8,
        /// Taken from beside the stacks rather than a stack.
        spare: bool,
        /// The factory it replaced (now beside the stacks).
        replaced: Option<u8>,
    },
    /// Doublers placed on the Trans-Siberian.
    Doublers {
        /// Who.
        seat: PlayerId,
        /// How many (what the slots and the supply allowed).
        count: u8,
    },
    /// Rubles taken from the bank.
    Rubles {
        /// Who.
        seat: PlayerId,
        /// How many (what the bank had).
        count: u8,
    },
    /// The temporary workers taken.
    TemporaryWorkers {
        /// Who.
        seat: PlayerId,
    },
    /// Points scored at once.
    Points {
        /// Who.
        seat: PlayerId,
        /// How many.
        points: u32,
        /// Why.
        why: PointsFor,
    },
    /// An engineer hired (or taken with the "?" card).
    Hired {
        /// Who.
        seat: PlayerId,
        /// The engineer.
        engineer: EngineerId,
    },
    /// A special space claimed.
    Special {
        /// Who.
        seat: PlayerId,
        /// Which.
        special: Special,
    },
    /// A worker gained (R32, R33).
    WorkerGained {
        /// Who.
        seat: PlayerId,
    },
    /// A bonus token used.
    TokenUsed {
        /// Who.
        seat: PlayerId,
        /// Which.
        token: Token,
    },
    /// A "?" card taken.
    QuestionCardTaken {
        /// Who.
        seat: PlayerId,
        /// Which.
        card: QuestionCard,
    },
    /// An end-bonus card kept (or 10 points, `None`).
    EndBonusTaken {
        /// Who.
        seat: PlayerId,
        /// Which (hidden from the others in the view).
        card: Option<EndBonus>,
    },
    /// A space used again.
    Reused {
        /// Who.
        seat: PlayerId,
        /// Where.
        space: Space,
    },
    /// The rest of an own effect given up.
    GaveUp {
        /// Who.
        seat: PlayerId,
    },
    /// The turn order after the re-sort (R13).
    TurnOrder {
        /// First to last.
        order: Vec<PlayerId>,
    },
    /// A round scored.
    RoundScored {
        /// The round.
        round: u8,
        /// Each seat's scoring.
        scores: Vec<RoundScore>,
    },
    /// The engineers moved one space right; the one left on the hire space left the game.
    EngineersMoved {
        /// The one that left.
        left: Option<EngineerId>,
    },
    /// A new round began.
    RoundBegan {
        /// The round.
        round: u8,
    },
    /// The final scoring (R39).
    FinalScored {
        /// Each seat's.
        scores: Vec<FinalScore>,
    },
}
