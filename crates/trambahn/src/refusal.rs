//! Why an action is refused, as data: each variant names the rule it enforces and carries
//! the numbers a player needs. `Display` is the English of test failures.

use std::fmt;

use crate::cards::{CardId, Colour, TramId};

/// The steps of a turn, in order (rules, course of play).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum TurnStep {
    /// 1: one or two passengers (compulsory).
    Passengers,
    /// 2: stations.
    Stations,
    /// 3: money.
    Money,
    /// 4: trams.
    Trams,
}

/// Why an action is refused. A refused action changes nothing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The game has ended.
    GameOver,
    /// Step 1 is compulsory: a passenger comes first.
    PassengerFirst,
    /// At most two passengers a turn.
    PassengersDone,
    /// The step of this action is over for this turn (the steps go in order).
    StepOver {
        /// The step the action belongs to.
        step: TurnStep,
    },
    /// The card is not in the player's hand.
    NotInHand {
        /// The card.
        card: CardId,
    },
    /// A passenger goes to the terminal of its colour (conductors to any).
    WrongTerminal {
        /// The card.
        card: CardId,
        /// The terminal asked for.
        terminal: Colour,
    },
    /// A column is started with a station card (A4).
    ConductorStartsNoColumn,
    /// The player has no column of that index.
    NoSuchColumn {
        /// The index asked for.
        column: usize,
    },
    /// A column ends with its 10: nothing more is added.
    ColumnClosed {
        /// The column.
        column: usize,
    },
    /// All station cards of a column are of one colour.
    WrongColour {
        /// The column's colour.
        column_colour: Colour,
        /// The card's colour.
        card_colour: Colour,
    },
    /// Station values of a column ascend strictly.
    NotAscending {
        /// The highest value in the column.
        last: u8,
        /// The card's value.
        value: u8,
    },
    /// The tram is not on display.
    TramNotOnDisplay {
        /// The tram.
        tram: TramId,
    },
    /// A column has one tram at most, never moved.
    ColumnHasTram {
        /// The column.
        column: usize,
    },
    /// Not enough money cards for the tram.
    CannotAfford {
        /// The price in money cards.
        price: u32,
        /// The player's money cards.
        money: usize,
    },
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::GameOver => write!(f, "the game is over"),
            Refusal::PassengerFirst => write!(f, "play a passenger first"),
            Refusal::PassengersDone => write!(f, "two passengers were played this turn"),
            Refusal::StepOver { step } => write!(f, "the {step:?} step of this turn is over"),
            Refusal::NotInHand { card } => write!(f, "card {} is not in the hand", card.0),
            Refusal::WrongTerminal { card, terminal } => {
                write!(f, "card {} does not go to the {terminal} terminal", card.0)
            }
            Refusal::ConductorStartsNoColumn => write!(f, "a conductor cannot start a column"),
            Refusal::NoSuchColumn { column } => write!(f, "there is no column {column}"),
            Refusal::ColumnClosed { column } => write!(f, "column {column} ends with its 10"),
            Refusal::WrongColour { column_colour, card_colour } => {
                write!(f, "a {card_colour} station does not go to a {column_colour} column")
            }
            Refusal::NotAscending { last, value } => {
                write!(f, "a {value} does not go above a {last}")
            }
            Refusal::TramNotOnDisplay { tram } => write!(f, "tram {} is not on display", tram.0),
            Refusal::ColumnHasTram { column } => write!(f, "column {column} has a tram"),
            Refusal::CannotAfford { price, money } => {
                write!(f, "the tram costs {price} money cards; there are {money}")
            }
        }
    }
}

impl std::error::Error for Refusal {}
