//! What happened: every action returns the events it caused, for the game log and the tests
//! (the victory points of a game are the sum of its [`Event::Scored`] lines).

use serde::{Deserialize, Serialize};

use crate::cards::{CardId, Colour, TramId};
use crate::state::PlayerId;

/// Why a scoring happened.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ScoringKind {
    /// The 4th passenger at a terminal: every column of that colour of both players runs.
    Regular {
        /// The terminal's colour.
        colour: Colour,
        /// 1 to 10: which regular scoring of the game this is.
        number: u8,
    },
    /// The 8th card of a column: that column runs once more (Sonderfahrt).
    ExtraTour {
        /// The owner of the column.
        player: PlayerId,
        /// The column's index.
        column: usize,
    },
}

/// One column's run in a scoring.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ColumnScore {
    /// The owner.
    pub player: PlayerId,
    /// The column's index.
    pub column: usize,
    /// The victory points of its station cards.
    pub station_points: u32,
    /// The tram's multiplier (0 without a tram: such a column does not run).
    pub multiplier: u32,
    /// station_points × multiplier.
    pub points: u32,
}

/// Something that happened.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// A passenger went to a terminal.
    PassengerPlayed {
        /// Who played it.
        player: PlayerId,
        /// The card.
        card: CardId,
        /// The terminal.
        terminal: Colour,
    },
    /// A scoring: the columns that ran (only those with a tram) and their points.
    Scored {
        /// Regular or extra tour.
        kind: ScoringKind,
        /// One entry per column that ran.
        lines: Vec<ColumnScore>,
    },
    /// The four passengers of a scored terminal went to the discard pile.
    PassengersDiscarded {
        /// The terminal.
        terminal: Colour,
        /// The cards.
        cards: Vec<CardId>,
    },
    /// A new column.
    ColumnStarted {
        /// The owner.
        player: PlayerId,
        /// Its index.
        column: usize,
        /// Its first card.
        card: CardId,
    },
    /// A card added to a column.
    StationPlayed {
        /// The owner.
        player: PlayerId,
        /// The column's index.
        column: usize,
        /// The card.
        card: CardId,
    },
    /// A hand card put face down as money.
    PutToMoney {
        /// The player.
        player: PlayerId,
        /// The card.
        card: CardId,
    },
    /// A tram bought and put on a column; the money cards paid went to the discard pile.
    TramBought {
        /// The buyer.
        player: PlayerId,
        /// The tram.
        tram: TramId,
        /// The column's index.
        column: usize,
        /// The money cards paid (face down: for the conservation checks, not for display).
        paid: Vec<CardId>,
        /// The tram that refilled the display at once, if the stack had one (only under
        /// [`RulesVersion::First`](crate::RulesVersion::First); the current rules refill it at
        /// the end of the turn: [`Event::DisplayRefilled`]).
        refill: Option<TramId>,
    },
    /// The end of a turn in which trams were bought: the display refilled from the stack (A3),
    /// up to three while the stack lasts.
    DisplayRefilled {
        /// The trams turned face up, in the order they came off the stack.
        trams: Vec<TramId>,
    },
    /// Columns without a tram went to their owner's money pile at the end of the turn.
    ColumnsToMoney {
        /// The owner.
        player: PlayerId,
        /// How many columns.
        columns: usize,
        /// How many cards went to money.
        cards: usize,
    },
    /// The deck was empty: each player discarded half their money (rounded down) and the
    /// discard pile was shuffled into a new deck.
    Reshuffled {
        /// The money cards each player discarded.
        from_money: [usize; 2],
        /// The new deck's size.
        deck: usize,
    },
    /// Cards drawn at the end of a turn (the count only: the cards are the player's secret).
    Drew {
        /// The player.
        player: PlayerId,
        /// How many.
        count: usize,
    },
    /// A turn ended; `next` plays now.
    TurnEnded {
        /// Who ended it.
        player: PlayerId,
        /// Who plays next.
        next: PlayerId,
    },
    /// The game is over.
    GameEnded {
        /// Why.
        reason: EndReason,
    },
}

/// Why the game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// The 10th regular scoring took place.
    TenthScoring,
    /// The player to play has no hand card and none can be drawn (A9).
    CardsExhausted,
}
