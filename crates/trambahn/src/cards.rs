//! The cards, as tables laid out like the rules' list of components (rules "Spielmaterial";
//! see the crate docs for the sources).
//!
//! Every station card and conductor has an identity, a [`CardId`], so that the game can tell
//! where each card is (the conservation tests count them). Tram cards have a [`TramId`]; the
//! four terminals are fixed on the table and named by their [`Colour`].

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::setup::RulesVersion;

/// The colour of a line, of its terminal and of its station cards. The terminals are numbered
/// I to IV in this order (the English rules: blue, red, green, yellow).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Colour {
    /// Line I.
    Blue,
    /// Line II.
    Red,
    /// Line III.
    Green,
    /// Line IV.
    Yellow,
}

impl Colour {
    /// The four colours, in terminal order I–IV.
    pub const ALL: [Colour; 4] = [Colour::Blue, Colour::Red, Colour::Green, Colour::Yellow];

    /// 0 for line I … 3 for line IV.
    pub fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = match self {
            Colour::Blue => "blue",
            Colour::Red => "red",
            Colour::Green => "green",
            Colour::Yellow => "yellow",
        };
        f.write_str(name)
    }
}

/// Station cards of each colour: 28 (rules: 2× the values 1 and 10, 3× each of 2–9).
pub const STATIONS_PER_COLOUR: u8 = 28;
/// Station cards in all: 112.
pub const STATION_CARDS: u8 = 4 * STATIONS_PER_COLOUR;
/// Conductors (jokers): 8.
pub const CONDUCTORS: u8 = 8;
/// Station cards and conductors: the 120 cards of the draw deck.
pub const DECK_CARDS: u8 = STATION_CARDS + CONDUCTORS;
/// Tram cards: 16.
pub const TRAM_CARDS: u8 = 16;
/// Terminal cards: 4, one per colour.
pub const TERMINALS: usize = 4;
/// Every money card (a station card or conductor face down) is worth this many marks.
pub const MARKS_PER_CARD: u32 = 1_000;

/// How many copies of each station value a colour has, value 1 to 10 (rules, components).
pub const COPIES_OF_VALUE: [u8; 10] = [2, 3, 3, 3, 3, 3, 3, 3, 3, 2];

/// The victory points printed on a station card of each value 1 to 10 (A1, S10: "cards 1 to 6
/// are worth one point, 7–9 two and 10 three victory points").
pub const VICTORY_POINTS_OF_VALUE: [u8; 10] = [1, 1, 1, 1, 1, 1, 2, 2, 2, 3];

/// The victory points of each value 1 to 10 under [`RulesVersion::First`]: the first reading
/// of A1 (1–4 → 1, 5–7 → 2, 8–10 → 3), kept so that games started under it replay as played.
pub const VICTORY_POINTS_OF_VALUE_FIRST: [u8; 10] = [1, 1, 1, 1, 2, 2, 2, 3, 3, 3];

/// The victory points of a station card of `value` (1–10) under `rules`; 0 beyond.
pub fn victory_points_of(value: u8, rules: RulesVersion) -> u32 {
    let table = match rules {
        RulesVersion::First => &VICTORY_POINTS_OF_VALUE_FIRST,
        RulesVersion::Second => &VICTORY_POINTS_OF_VALUE,
    };
    let i = usize::from(value.saturating_sub(1));
    if value == 0 { 0 } else { table.get(i).copied().map_or(0, u32::from) }
}

/// One of the 120 deck cards: 0–111 are station cards (28 per colour in [`Colour::ALL`]
/// order, values ascending), 112–119 are conductors.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CardId(pub u8);

/// What a deck card shows on its face.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Card {
    /// A station card of a line.
    Station {
        /// Its line.
        colour: Colour,
        /// Its value, 1 to 10 (the number in the corners; stations of a column ascend).
        value: u8,
    },
    /// A conductor: a joker for any line, worth no victory points.
    Conductor,
}

impl Card {
    /// The victory points of the card as a station under `rules` (a conductor: 0).
    pub fn victory_points(self, rules: RulesVersion) -> u32 {
        match self {
            Card::Station { value, .. } => victory_points_of(value, rules),
            Card::Conductor => 0,
        }
    }

    /// The colour of a station card; `None` for a conductor.
    pub fn colour(self) -> Option<Colour> {
        match self {
            Card::Station { colour, .. } => Some(colour),
            Card::Conductor => None,
        }
    }
}

impl CardId {
    /// Every deck card, in id order.
    pub fn all() -> impl DoubleEndedIterator<Item = CardId> {
        (0..DECK_CARDS).map(CardId)
    }

    /// The `copy`-th (from 0) station card of `colour` and `value`; `None` if there is no
    /// such card (values 1–10; 2 copies of 1 and 10, 3 of the others).
    pub fn station(colour: Colour, value: u8, copy: u8) -> Option<CardId> {
        let v = usize::from(value.checked_sub(1)?);
        let copies = *COPIES_OF_VALUE.get(v)?;
        if copy >= copies {
            return None;
        }
        let before: u8 = COPIES_OF_VALUE[..v].iter().sum();
        let index = colour.index() as u8 * STATIONS_PER_COLOUR + before + copy;
        Some(CardId(index))
    }

    /// Conductor number `k` (0–7); `None` beyond.
    pub fn conductor(k: u8) -> Option<CardId> {
        (k < CONDUCTORS).then_some(CardId(STATION_CARDS + k))
    }

    /// The card's face; `None` for an id that is no card (only input can hold one).
    pub fn card(self) -> Option<Card> {
        if self.0 < STATION_CARDS {
            let colour = Colour::ALL[usize::from(self.0 / STATIONS_PER_COLOUR)];
            let mut k = self.0 % STATIONS_PER_COLOUR;
            let mut value = 1;
            for copies in COPIES_OF_VALUE {
                if k < copies {
                    break;
                }
                k -= copies;
                value += 1;
            }
            Some(Card::Station { colour, value })
        } else if self.0 < DECK_CARDS {
            Some(Card::Conductor)
        } else {
            None
        }
    }

    /// The face of a card known to exist (ids the engine made); a conductor otherwise.
    pub(crate) fn face(self) -> Card {
        self.card().unwrap_or(Card::Conductor)
    }
}

/// The three kinds of tram, stacked horse on top (rules, set-up).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TramKind {
    /// Pferdebahn: 5 cards, ×2, 5,000 marks.
    Horse,
    /// Dampfbahn: 4 cards, ×3, 10,000 marks.
    Steam,
    /// Elektrische Bahn: 7 cards, ×4, 15,000 marks.
    Electric,
}

/// One row of the tram table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TramRow {
    /// The kind.
    pub kind: TramKind,
    /// How many cards of it.
    pub count: u8,
    /// The scoring multiplier printed on it ("Wert").
    pub multiplier: u32,
    /// The price in money cards (1,000 marks each).
    pub price_cards: u32,
}

/// The tram cards, top of the stack first (rules, components; prices from the reviews).
pub const TRAMS: [TramRow; 3] = [
    TramRow { kind: TramKind::Horse, count: 5, multiplier: 2, price_cards: 5 },
    TramRow { kind: TramKind::Steam, count: 4, multiplier: 3, price_cards: 10 },
    TramRow { kind: TramKind::Electric, count: 7, multiplier: 4, price_cards: 15 },
];

/// One of the 16 tram cards: 0–4 horse, 5–8 steam, 9–15 electric.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct TramId(pub u8);

impl TramId {
    /// Every tram card, in id order (which is the stack's order from the top).
    pub fn all() -> impl DoubleEndedIterator<Item = TramId> {
        (0..TRAM_CARDS).map(TramId)
    }

    /// The tram's row of [`TRAMS`]; `None` for an id that is no tram.
    pub fn row(self) -> Option<TramRow> {
        let mut k = self.0;
        for row in TRAMS {
            if k < row.count {
                return Some(row);
            }
            k -= row.count;
        }
        None
    }

    /// The multiplier (0 for an id that is no tram).
    pub fn multiplier(self) -> u32 {
        self.row().map_or(0, |r| r.multiplier)
    }

    /// The price in money cards (0 for an id that is no tram).
    pub fn price_cards(self) -> u32 {
        self.row().map_or(0, |r| r.price_cards)
    }
}
