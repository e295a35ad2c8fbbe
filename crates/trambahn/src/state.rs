//! The state of a game: where every card is, whose turn it is and at which step; and
//! [`View`], what one player may see ([`State::view_for`]).
//!
//! Invariant (tested): each of the 120 deck cards is in exactly one of the deck, the discard
//! pile, a terminal, a hand, a money pile or a column; each of the 16 trams is in exactly one
//! of the stack, the display or a column; the 4 terminals are on the table.

use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use crate::cards::{CardId, Colour, MARKS_PER_CARD, TramId};
use crate::setup::RulesVersion;

/// A player: 0 is the start player, 1 the other.
pub type PlayerId = u8;

/// A column of station cards in front of a player (a line).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Column {
    /// The line's colour, set by its first card (A4).
    pub colour: Colour,
    /// Its cards in the order played (station cards ascending, conductors anywhere).
    pub cards: Vec<CardId>,
    /// Its tram, once bought (never moved).
    pub tram: Option<TramId>,
    /// Whether its extra tour (8th card) has run.
    pub extra_tour_done: bool,
}

impl Column {
    /// The highest station value in the column.
    pub fn last_value(&self) -> u8 {
        self.cards
            .iter()
            .filter_map(|c| match c.face() {
                crate::cards::Card::Station { value, .. } => Some(value),
                crate::cards::Card::Conductor => None,
            })
            .max()
            .unwrap_or(0)
    }

    /// A column ends with its 10 (the sources; nothing is added after it).
    pub fn is_closed(&self) -> bool {
        self.last_value() >= 10
    }

    /// The victory points of its station cards under `rules`.
    pub fn station_points(&self, rules: RulesVersion) -> u32 {
        self.cards.iter().map(|c| c.face().victory_points(rules)).sum()
    }

    /// Station points × the tram's multiplier under `rules`; 0 without a tram.
    pub fn run_points(&self, rules: RulesVersion) -> u32 {
        self.tram.map_or(0, |t| self.station_points(rules).saturating_mul(t.multiplier()))
    }
}

/// One player's cards and points.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// The name.
    pub name: String,
    /// The hand (hidden from the other player: see [`State::view_for`]).
    pub hand: Vec<CardId>,
    /// The money pile, face down, top last.
    pub money: Vec<CardId>,
    /// The columns, in the order started.
    pub columns: Vec<Column>,
    /// Victory points scored so far.
    pub victory_points: u32,
}

impl Player {
    /// The money in marks (1,000 per card).
    pub fn marks(&self) -> u32 {
        u32::try_from(self.money.len()).unwrap_or(u32::MAX).saturating_mul(MARKS_PER_CARD)
    }
}

/// Where the player whose turn it is stands in the turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "step", rename_all = "snake_case")]
pub enum Step {
    /// Step 1, with this many passengers played (0, 1 or 2).
    Passengers {
        /// Passengers played this turn.
        played: u8,
    },
    /// Step 2: stations.
    Stations,
    /// Step 3: money.
    Money,
    /// Step 4: trams.
    Trams,
    /// The game is over.
    Over,
}

impl Step {
    /// The step's name, one word without language ("passengers", "stations", "money",
    /// "trams", "over"): the app's `data-step` and the CLI's JSON.
    pub fn key(self) -> &'static str {
        match self {
            Step::Passengers { .. } => "passengers",
            Step::Stations => "stations",
            Step::Money => "money",
            Step::Trams => "trams",
            Step::Over => "over",
        }
    }
}

/// The whole state, hidden cards included (the app hides what a player may not see).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct State {
    /// The rules the game is played under (its set-up's).
    pub rules: RulesVersion,
    /// Both players, the start player first.
    pub players: [Player; 2],
    /// The draw deck, face down, top last.
    pub deck: Vec<CardId>,
    /// The discard pile (scored passengers, paid money, money halved at a reshuffle).
    pub discard: Vec<CardId>,
    /// The passengers waiting at each terminal, in [`Colour::ALL`] order.
    pub terminals: [Vec<CardId>; 4],
    /// The tram stack, top last (horse trams on top).
    pub tram_stack: Vec<TramId>,
    /// The trams on display (three while the stack lasts).
    pub display: Vec<TramId>,
    /// Whose turn it is.
    pub current: PlayerId,
    /// Where the turn stands.
    pub step: Step,
    /// Regular scorings so far (the game ends with the 10th).
    pub regular_scorings: u8,
    /// Turns completed.
    pub turns: u32,
    /// The game's random stream, after the shuffles so far: reshuffles draw from it, so a
    /// replay of the log shuffles alike.
    pub(crate) rng: ChaCha8Rng,
}

/// What one player may know: their own hand, everything face up, and the sizes of the face
/// down piles (the bot's input).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// Whose view.
    pub me: PlayerId,
    /// My hand.
    pub hand: Vec<CardId>,
    /// How many cards the other player holds.
    pub other_hand: usize,
    /// Money cards of each player (their faces are hidden).
    pub money: [usize; 2],
    /// Both players' columns (face up).
    pub columns: [Vec<Column>; 2],
    /// Victory points of each player.
    pub victory_points: [u32; 2],
    /// Passengers at each terminal (face up).
    pub terminals: [Vec<CardId>; 4],
    /// Trams on display.
    pub display: Vec<TramId>,
    /// The rules the game is played under (views written before there were versions: the
    /// first).
    #[serde(default = "first_rules")]
    pub rules: RulesVersion,
    /// The tram stack, top last (its order is known: sorted).
    pub tram_stack: Vec<TramId>,
    /// Cards in the deck.
    pub deck: usize,
    /// Cards in the discard pile.
    pub discard: usize,
    /// Whose turn.
    pub current: PlayerId,
    /// The step.
    pub step: Step,
    /// Regular scorings so far.
    pub regular_scorings: u8,
}

fn first_rules() -> RulesVersion {
    RulesVersion::First
}

impl State {
    /// The player whose turn it is.
    pub fn current_player(&self) -> &Player {
        &self.players[usize::from(self.current & 1)]
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.step == Step::Over
    }

    /// What `player` may know (0 or 1; any other number is read as 1).
    pub fn view_for(&self, player: PlayerId) -> View {
        let me = player.min(1);
        let other = 1 - me;
        View {
            me,
            hand: self.players[usize::from(me)].hand.clone(),
            other_hand: self.players[usize::from(other)].hand.len(),
            money: [self.players[0].money.len(), self.players[1].money.len()],
            columns: [self.players[0].columns.clone(), self.players[1].columns.clone()],
            victory_points: [self.players[0].victory_points, self.players[1].victory_points],
            terminals: self.terminals.clone(),
            display: self.display.clone(),
            rules: self.rules,
            tram_stack: self.tram_stack.clone(),
            deck: self.deck.len(),
            discard: self.discard.len(),
            current: self.current,
            step: self.step,
            regular_scorings: self.regular_scorings,
        }
    }

    /// Where each deck card is, for the conservation check: every card id with the number of
    /// places holding it (1 for each in a sound state).
    pub fn card_counts(&self) -> Vec<usize> {
        let mut counts = vec![0usize; usize::from(crate::cards::DECK_CARDS)];
        let mut count = |cards: &[CardId]| {
            for c in cards {
                if let Some(n) = counts.get_mut(usize::from(c.0)) {
                    *n += 1;
                }
            }
        };
        count(&self.deck);
        count(&self.discard);
        for t in &self.terminals {
            count(t);
        }
        for p in &self.players {
            count(&p.hand);
            count(&p.money);
            for col in &p.columns {
                count(&col.cards);
            }
        }
        counts
    }

    /// Where each tram is: every tram id with the number of places holding it.
    pub fn tram_counts(&self) -> Vec<usize> {
        let mut counts = vec![0usize; usize::from(crate::cards::TRAM_CARDS)];
        let on_columns = self.players.iter().flat_map(|p| p.columns.iter().filter_map(|c| c.tram));
        for t in self.tram_stack.iter().chain(&self.display).copied().chain(on_columns) {
            if let Some(n) = counts.get_mut(usize::from(t.0)) {
                *n += 1;
            }
        }
        counts
    }
}
