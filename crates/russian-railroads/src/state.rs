//! A position: the main board, each player's board and the decision the game waits for; and
//! [`View`], what one seat may see of it ([`State::view_for`]).
//!
//! Conserved (tested after every action of random games): tracks, locomotive tiles, doublers,
//! rubles and workers are each in exactly one place.

use serde::{Deserialize, Serialize};

use crate::data::{
    self, BoardSpace, Colour, EndBonus, EngineerId, QuestionCard, Railway, Special, StartBonus,
    Token,
};
use crate::task::Frame;

/// A seat, 0 to players − 1, in the set-up's order.
pub type PlayerId = u8;

/// Points by where they came from (the charts' sources).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Points {
    /// Railways' spaces at the round scorings (with doublers, St. Petersburg doubled, Kiev
    /// stars and medal), by railway.
    pub railways: [u32; 3],
    /// The industry markers at the round scorings.
    pub industry: u32,
    /// Turn-order cards' backs when passing.
    pub turn_order: u32,
    /// Points at once: engineers, factories, end of line, 10 instead of an end-bonus card.
    pub actions: u32,
    /// End-bonus cards at the final scoring.
    pub end_bonus: u32,
    /// The engineers' majority at the final scoring.
    pub majority: u32,
}

impl Points {
    /// The total.
    pub fn total(&self) -> u32 {
        self.railways.iter().sum::<u32>()
            + self.industry
            + self.turn_order
            + self.actions
            + self.end_bonus
            + self.majority
    }
}

/// A player's board and supply.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Player {
    /// Each railway's track of each colour: its space, 0 while it is not on the railway.
    pub tracks: [[u8; 5]; 3],
    /// Colours unlocked on the Trans-Siberian (bit per colour; black always).
    pub unlocked: u8,
    /// Locomotives on each railway (0 = none); St. Petersburg and Kiev use the first only.
    pub locomotives: [[u8; 2]; 3],
    /// The five factory slots along the industry track, left to right (tile values).
    pub factories: [Option<u8>; 5],
    /// The industry markers' spaces; the second is there once its bonus token is used.
    pub industry: [Option<u8>; 2],
    /// Doublers on the Trans-Siberian (filled from space 1).
    pub doublers: u8,
    /// Own-colour workers in the supply now.
    pub workers: u8,
    /// Own-colour workers owned (in the supply or on spaces).
    pub workers_owned: u8,
    /// Own-colour workers still to be gained (beside the board).
    pub workers_reserve: u8,
    /// Whether the black worker is this player's, and whether it is in the supply now.
    pub black_worker: Option<bool>,
    /// Temporary workers in the supply this round.
    pub temporary: u8,
    /// Rubles.
    pub rubles: u8,
    /// Engineers beside the board (hired, and the "?" card's), each with what was placed on
    /// it this round (`None`: not used yet).
    pub engineers: Vec<(EngineerId, Option<Pay>)>,
    /// Bonus tokens used (bit per token).
    pub tokens_used: u8,
    /// Special spaces claimed (bit per [`Special`]).
    pub specials: u8,
    /// Railways whose black track reached the end (bit per railway).
    pub ends: u8,
    /// The revaluation marker is on the board.
    pub revalued: bool,
    /// The Kiev medal is under Kiev's space 5.
    pub medal: bool,
    /// End-bonus cards held (face down for the others).
    pub end_bonus: Vec<EndBonus>,
    /// Points so far, by source.
    pub points: Points,
    /// Has passed this round.
    pub passed: bool,
}

impl Player {
    /// A new player's board (R4).
    pub fn new(workers: u8, reserve: u8, rubles: u8) -> Player {
        Player {
            tracks: [[1, 0, 0, 0, 0]; 3],
            unlocked: 1 << Colour::Black.index(),
            locomotives: [[data::FIRST_LOCOMOTIVE, 0], [0, 0], [0, 0]],
            factories: [None; 5],
            industry: [Some(0), None],
            doublers: 0,
            workers,
            workers_owned: workers,
            workers_reserve: reserve,
            black_worker: None,
            temporary: 0,
            rubles,
            engineers: Vec::new(),
            tokens_used: 0,
            specials: 0,
            ends: 0,
            revalued: false,
            medal: false,
            end_bonus: Vec::new(),
            points: Points::default(),
            passed: false,
        }
    }

    /// The space of `colour`'s track on `railway` (0: not on it).
    pub fn track(&self, railway: Railway, colour: Colour) -> u8 {
        self.tracks[railway.index()][colour.index()]
    }

    /// Whether the player has unlocked `colour`.
    pub fn has_colour(&self, colour: Colour) -> bool {
        self.unlocked & (1 << colour.index()) != 0
    }

    /// How far the locomotives of `railway` reach (their values add; at most its length).
    pub fn reach(&self, railway: Railway) -> u8 {
        let [a, b] = self.locomotives[railway.index()];
        a.saturating_add(b).min(railway.length())
    }

    /// Whether a special space is claimed.
    pub fn claimed(&self, special: Special) -> bool {
        self.specials & special.bit() != 0
    }

    /// Whether a bonus token is used.
    pub fn used(&self, token: Token) -> bool {
        self.tokens_used & token.bit() != 0
    }

    /// The factories built.
    pub fn factory_count(&self) -> usize {
        self.factories.iter().flatten().count()
    }

    /// Every locomotive on the board, by value.
    pub fn locomotive_values(&self) -> impl Iterator<Item = u8> + '_ {
        self.locomotives.iter().flatten().copied().filter(|&v| v > 0)
    }

    /// Workers, temporary workers and the black worker in the supply now.
    pub fn workers_in_hand(&self) -> u8 {
        self.workers + self.temporary + u8::from(self.black_worker == Some(true))
    }

    /// Workers gained during the game (own colour and the black worker; end-bonus card 8).
    pub fn gained_workers(&self, start: u8) -> u8 {
        self.workers_owned.saturating_sub(start) + u8::from(self.black_worker.is_some())
    }
}

/// How a space was paid.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Pay {
    /// Own-colour workers.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub workers: u8,
    /// Temporary workers.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub temporary: u8,
    /// Rubles.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub rubles: u8,
    /// The black worker.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub black: bool,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

impl Pay {
    /// Workers only.
    pub const fn workers(n: u8) -> Pay {
        Pay { workers: n, temporary: 0, rubles: 0, black: false }
    }

    /// Everything paid, counted.
    pub fn units(&self) -> u8 {
        self.workers
            .saturating_add(self.temporary)
            .saturating_add(self.rubles)
            .saturating_add(u8::from(self.black))
    }
}

/// Who stands on a space this round and how it was paid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Occupant {
    /// The player.
    pub seat: PlayerId,
    /// What was placed.
    pub pay: Pay,
}

/// An action space a worker can be placed on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(tag = "at", rename_all = "snake_case")]
pub enum Space {
    /// A fixed space of the main board.
    Board {
        /// Which.
        space: BoardSpace,
    },
    /// A public engineer, by its place among the public spaces (0 the left one).
    Public {
        /// Which.
        index: u8,
    },
    /// The hire space (1 ruble).
    Hire,
    /// A turn-order space: position 1 or 2.
    TurnOrder {
        /// Which.
        position: u8,
    },
    /// One of the acting player's own engineers.
    Own {
        /// Which.
        engineer: EngineerId,
    },
}

/// The decision the game waits for.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// The start-bonus draft (R5): the seat choosing.
    Draft {
        /// Who chooses.
        seat: PlayerId,
    },
    /// Placing workers: the seat whose turn it is.
    Turn {
        /// Whose turn.
        seat: PlayerId,
    },
    /// After the re-sort, a turn-order worker is moved to an empty one-worker space (R14).
    Reuse {
        /// Whose worker.
        seat: PlayerId,
        /// The other turn-order worker still to be moved after this one.
        then: Option<PlayerId>,
    },
    /// The game is over.
    Over,
}

/// A whole position.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct State {
    /// The round, from 1.
    pub round: u8,
    /// The rounds of this player count (R8).
    pub rounds: u8,
    /// The turn order: seats, first to last.
    pub order: Vec<PlayerId>,
    /// The players, by seat.
    pub players: Vec<Player>,
    /// The decision waited for.
    pub phase: Phase,
    /// Effects of the acting seat still to be resolved, innermost last.
    pub pending: Vec<Frame>,
    /// Occupants of the fixed spaces (indexed as [`data::BOARD`]).
    pub board: Vec<Option<Occupant>>,
    /// Workers placed on the lower track space this round (it is never occupied).
    pub lower_track: Vec<Occupant>,
    /// Occupants of the public engineer spaces.
    pub public: Vec<Option<Occupant>>,
    /// Who hired this round, with the hire space's ruble.
    pub hired: Option<Occupant>,
    /// Occupants of the turn-order spaces (position 1, position 2).
    pub turn_order: [Option<Occupant>; 2],
    /// The engineer strip, left to right: upcoming, then public, then the hire space.
    pub strip: Vec<Option<EngineerId>>,
    /// Tiles in the stacks, by value (index 0–9; 2–9 used).
    pub stacks: [u8; 10],
    /// Factories face up beside the stacks (tile values).
    pub spare_factories: Vec<u8>,
    /// "?" cards still face up (bit per card).
    pub question_cards: u8,
    /// The face-down end-bonus pile (its order is not used: a player searches it).
    pub end_bonus_pile: Vec<EndBonus>,
    /// The two end-bonus cards set aside unseen.
    pub end_bonus_removed: Vec<EndBonus>,
    /// Start-bonus cards still on the table (bit per card).
    pub start_bonuses: u8,
    /// The draft's order: seats still to choose, next first.
    pub draft: Vec<PlayerId>,
    /// Doublers in the supply.
    pub doublers: u8,
    /// Rubles in the bank.
    pub bank: u8,
    /// Who holds the temporary workers this round.
    pub temporary_with: Option<PlayerId>,
    /// The workers each player started with (end-bonus card 8 counts the others).
    pub start_workers: u8,
}

impl State {
    /// Players at the table.
    pub fn player_count(&self) -> usize {
        self.players.len()
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// Whether this is the last round (R15).
    pub fn last_round(&self) -> bool {
        self.round >= self.rounds
    }

    /// The seat that decides now.
    pub fn decider(&self) -> Option<PlayerId> {
        match self.phase {
            Phase::Draft { seat } | Phase::Turn { seat } | Phase::Reuse { seat, .. } => Some(seat),
            Phase::Over => None,
        }
    }

    /// A seat's board.
    pub fn player(&self, seat: PlayerId) -> &Player {
        &self.players[usize::from(seat) % self.players.len()]
    }

    /// A seat's board, to change.
    pub fn player_mut(&mut self, seat: PlayerId) -> &mut Player {
        let n = self.players.len();
        &mut self.players[usize::from(seat) % n]
    }

    /// The seat's place in the turn order, from 0.
    pub fn position(&self, seat: PlayerId) -> usize {
        self.order.iter().position(|&s| s == seat).unwrap_or(0)
    }

    /// The strip's public engineers, left to right, by their index among the public spaces.
    pub fn public_engineer(&self, index: u8) -> Option<EngineerId> {
        let public = data::public_engineers(self.player_count());
        let first = self.strip.len().checked_sub(public + 1)?;
        if usize::from(index) >= public {
            return None;
        }
        self.strip.get(first + usize::from(index)).copied().flatten()
    }

    /// The engineer on the hire space.
    pub fn engineer_for_hire(&self) -> Option<EngineerId> {
        self.strip.last().copied().flatten()
    }

    /// The value of the tile a player building takes from the stacks (the lowest, R23).
    pub fn next_stack_tile(&self) -> Option<u8> {
        data::STACK_VALUES.clone().find(|&v| self.stacks[usize::from(v)] > 0)
    }

    /// Whether a "?" card is still face up.
    pub fn question_card_up(&self, card: QuestionCard) -> bool {
        self.question_cards & card.bit() != 0
    }

    /// Whether a start-bonus card is still on the table.
    pub fn start_bonus_left(&self, card: StartBonus) -> bool {
        self.start_bonuses & card.bit() != 0
    }

    /// Everything placed on a space this round, with its seat: the board's spaces, the public
    /// engineers, the turn-order spaces, the hire space, the lower track and the players' own
    /// engineers.
    pub fn placed(&self) -> Vec<Occupant> {
        let mut out: Vec<Occupant> = self.board.iter().flatten().copied().collect();
        out.extend(self.public.iter().flatten().copied());
        out.extend(self.turn_order.iter().flatten().copied());
        out.extend(self.hired);
        out.extend(self.lower_track.iter().copied());
        for (seat, player) in self.players.iter().enumerate() {
            let seat = seat as PlayerId;
            out.extend(
                player
                    .engineers
                    .iter()
                    .filter_map(|(_, pay)| *pay)
                    .map(|pay| Occupant { seat, pay }),
            );
        }
        out
    }

    /// Each seat's points so far.
    pub fn scores(&self) -> Vec<u32> {
        self.players.iter().map(|p| p.points.total()).collect()
    }

    /// What `seat` may see ([`View`]).
    pub fn view_for(&self, seat: PlayerId) -> View {
        let mut state = self.clone();
        let searching =
            self.pending.iter().any(|f| f.searches_pile()) && self.decider() == Some(seat);
        let pile = state.end_bonus_pile.len();
        if !searching {
            state.end_bonus_pile.clear();
        }
        state.end_bonus_removed.clear();
        for (s, player) in state.players.iter_mut().enumerate() {
            if s != usize::from(seat) && self.phase != Phase::Over {
                player.end_bonus.clear();
            }
        }
        let cards = self.players.iter().map(|p| p.end_bonus.len()).collect();
        View { seat, state, pile, cards }
    }
}

/// What one seat may see: the position with the face-down end-bonus pile (unless the seat is
/// searching it), the cards set aside and the other players' end-bonus cards left out (until
/// the game is over), and how many there are.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct View {
    /// The seat.
    pub seat: PlayerId,
    /// The position, hidden parts removed.
    pub state: State,
    /// Cards in the end-bonus pile.
    pub pile: usize,
    /// End-bonus cards each player holds.
    pub cards: Vec<usize>,
}
