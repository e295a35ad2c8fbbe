//! What a player does: the actions of the log. The player is always the one whose turn it
//! is, so actions name no player.

use serde::{Deserialize, Deserializer, Serialize};

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
///
/// Read by [`fields`]: one reader for every action (serde's derived reader of an internally
/// tagged enum buffers each action and has a reader per variant, which a browser downloads).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
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

impl<'de> Deserialize<'de> for Action {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        fields::Fields::deserialize(deserializer)?.action()
    }
}

/// An action read as one object of every field any action has, then checked against its
/// type; a valid action reads as serde's derived reader reads it, and a missing field or an
/// unknown type is named as it names them.
mod fields {
    use serde::Deserialize;
    use serde::de::Error;

    use super::{Action, CardId, Colour, TramId};

    /// The `"type"` field.
    #[derive(Deserialize)]
    #[serde(rename_all = "snake_case")]
    enum Kind {
        PlayPassenger,
        StartColumn,
        PlayStation,
        PutToMoney,
        BuyTram,
        EndTurn,
    }

    /// Every field of every action.
    #[derive(Deserialize)]
    // Errors name what was expected: this helper's own name means nothing to a player.
    #[serde(expecting = "an action (an object with its \"type\")")]
    pub(super) struct Fields {
        #[serde(rename = "type")]
        kind: Kind,
        card: Option<CardId>,
        terminal: Option<Colour>,
        column: Option<usize>,
        tram: Option<TramId>,
    }

    fn need<T, E: Error>(value: Option<T>, field: &'static str) -> Result<T, E> {
        value.ok_or_else(|| E::missing_field(field))
    }

    impl Fields {
        /// The action of its type, with the fields that type needs.
        pub(super) fn action<E: Error>(self) -> Result<Action, E> {
            Ok(match self.kind {
                Kind::PlayPassenger => Action::PlayPassenger {
                    card: need(self.card, "card")?,
                    terminal: need(self.terminal, "terminal")?,
                },
                Kind::StartColumn => Action::StartColumn { card: need(self.card, "card")? },
                Kind::PlayStation => Action::PlayStation {
                    card: need(self.card, "card")?,
                    column: need(self.column, "column")?,
                },
                Kind::PutToMoney => Action::PutToMoney { card: need(self.card, "card")? },
                Kind::BuyTram => Action::BuyTram {
                    tram: need(self.tram, "tram")?,
                    column: need(self.column, "column")?,
                },
                Kind::EndTurn => Action::EndTurn,
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every kind of action is written and read back as itself; a missing field and an
    /// unknown type are named.
    #[test]
    fn actions_read_back_as_written_and_mistakes_are_named() {
        let card = CardId(17);
        let all = [
            Action::PlayPassenger { card, terminal: Colour::Red },
            Action::StartColumn { card },
            Action::PlayStation { card, column: 2 },
            Action::PutToMoney { card },
            Action::BuyTram { tram: TramId(3), column: 1 },
            Action::EndTurn,
        ];
        for action in all {
            let text = serde_json::to_string(&action).unwrap();
            assert_eq!(serde_json::from_str::<Action>(&text).unwrap(), action, "{text}");
        }
        assert_eq!(
            serde_json::to_string(&Action::PlayPassenger { card, terminal: Colour::Red }).unwrap(),
            r#"{"type":"play_passenger","card":17,"terminal":"red"}"#
        );
        let missing = serde_json::from_str::<Action>(r#"{"type":"buy_tram","tram":3}"#);
        assert!(missing.unwrap_err().to_string().contains("missing field `column`"));
        let unknown = serde_json::from_str::<Action>(r#"{"type":"fly","card":1}"#);
        assert!(unknown.unwrap_err().to_string().contains("unknown variant `fly`"));
        let untyped = serde_json::from_str::<Action>(r#"{"card":1}"#);
        assert!(untyped.unwrap_err().to_string().contains("missing field `type`"));
        // Issue 51: what is not an action at all is called one, not by the reader's own name.
        for text in ["5", "\"end_turn\"", "null"] {
            let message = serde_json::from_str::<Action>(text).unwrap_err().to_string();
            assert!(!message.contains("Fields"), "{message}");
            assert!(
                message.contains("expected an action (an object with its \"type\")"),
                "{message}"
            );
        }
        let message = serde_json::from_str::<Action>(r#"{"type":5}"#).unwrap_err().to_string();
        assert!(!message.contains("identifier"), "{message}");
    }
}
