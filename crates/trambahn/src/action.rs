//! What a player does: the actions of the log. The player is always the one whose turn it
//! is, so actions name no player.

use serde::{Deserialize, Serialize};

use crate::cards::{CardId, Colour, TramId};

/// One decision of the player whose turn it is. A turn is: one or two
/// [`PlayPassenger`](Action::PlayPassenger) (step 1, compulsory), then any number of
/// [`StartColumn`](Action::StartColumn) / [`PlayStation`](Action::PlayStation) (step 2), then
/// any number of [`PutToMoney`](Action::PutToMoney) (step 3), then any number of
/// [`BuyTram`](Action::BuyTram) (step 4), then [`EndTurn`](Action::EndTurn) (step 5: columns
/// without a tram go to the money pile, the hand is refilled). Steps 2–4 may be skipped, never
/// gone back to.
///
/// Written as `{"type": "play_passenger", "card": 17, "terminal": "red"}`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    /// Step 1: a hand card as a passenger to the terminal of its colour (a conductor: to any).
    PlayPassenger {
        /// The hand card.
        card: CardId,
        /// The terminal.
        terminal: Colour,
    },
    /// Step 2: a hand card starts a new column of the player's (a station card, A4).
    StartColumn {
        /// The hand card.
        card: CardId,
    },
    /// Step 2: a hand card extends one of the player's columns.
    PlayStation {
        /// The hand card.
        card: CardId,
        /// The column, by its index in [`Player::columns`](crate::state::Player::columns).
        column: usize,
    },
    /// Step 3: a hand card face down onto the player's money pile.
    PutToMoney {
        /// The hand card.
        card: CardId,
    },
    /// Step 4: buy a tram from the display and put it on a column without one; its price is
    /// paid with money cards from the top of the pile (A2).
    BuyTram {
        /// The tram on display.
        tram: TramId,
        /// The column, by its index.
        column: usize,
    },
    /// Step 5: columns without a tram go to the money pile (A5), the hand is refilled to 6,
    /// and the other player's turn begins.
    EndTurn,
}

impl Action {
    /// The action's kind, for messages.
    pub fn kind(&self) -> &'static str {
        match self {
            Action::PlayPassenger { .. } => "play_passenger",
            Action::StartColumn { .. } => "start_column",
            Action::PlayStation { .. } => "play_station",
            Action::PutToMoney { .. } => "put_to_money",
            Action::BuyTram { .. } => "buy_tram",
            Action::EndTurn => "end_turn",
        }
    }
}
