//! The rules of 1840 as a deterministic state machine over an action log.
//!
//! [`Vienna`] is 1840's [`game_core::Rules`]; a [`Game`] is the core's game over them: its
//! [`Setup`] plus the actions applied so far, its [`State`] derived by replaying them (style
//! principle 1). [`Game::available`] lists every legal move and [`Game::apply`] is atomic: on
//! error nothing changes and the error says what was wrong. The log, undo, redo and saves are
//! the core's: undo replays from the position kept after every 32nd action
//! (`game_core::CHECKPOINT_EVERY`). Older saves load through [`Vienna`]'s migration steps
//! ([`SAVE_VERSION`]): before version 3 a company's purchase of a private was a sale at once,
//! and loading puts the owner's acceptance after it (R93).
//!
//! Each round type has its own module under `flow/`: the Pre-Share Round (`pre`), Share Rounds
//! (`share`), Company Rounds (`company`) and Line Rounds (`line`). Each declares what it
//! accepts (`apply`) and what it offers (`available`); `flow` moves along the Round Bar.

pub mod action;
pub mod event;
mod flow;

/// The tram on a buying space and its price, if one can be bought there (for the bots).
pub(crate) use flow::company::offer as tram_offer;
pub mod position;
pub mod refusal;
pub mod setup;
pub mod state;

use serde::{Deserialize, Serialize};

pub use action::{Action, Actor, Available, Move};
pub use event::Event;
pub use flow::company::{CompanyStage, CompanyStep, LineAuction, StadtbahnOutlook, TramChance};
pub use flow::line::{LineStep, PrivateOffer};
pub use flow::pre::{PreAuction, PreStep};
pub use flow::share::ShareStep;
pub use position::Observation;
pub use refusal::{Expected, Refusal, Who};
pub use setup::{Deal, RuleOptions, SAVE_VERSION, Setup, SetupError};
pub use state::{CompanyId, Owner, PlayerId, State, Step, TurnOrder};

use crate::data::game_tables::{LOAN_END_VALUE, Money, private_row};
use crate::rules::LineNumber;
use crate::rules::route::RouteContext;

/// The rules of 1840 for the game core: a [`Game`] is a `game_core::Game<Vienna>`, with its
/// log, checkpoints, undo/redo and saves written once in the core.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Vienna;

/// A game in progress: its set-up, its log and the state the log leads to (the core's
/// [`game_core::Game`] over the rules of 1840).
pub type Game = game_core::Game<Vienna>;

/// A saved game: the set-up and the log, with a format version (never derived state).
pub type Save = game_core::SaveOf<Vienna>;

/// Why a log could not be replayed.
pub type ReplayError = game_core::ReplayError<Vienna>;

impl game_core::Rules for Vienna {
    type Setup = Setup;
    type State = State;
    type Action = Action;
    type Event = Event;
    type Refusal = Refusal;
    type SetupError = SetupError;
    type Moves = Available;
    type Outcome = Outcome;
    type View = Observation;
    const SAVE_VERSION: u32 = SAVE_VERSION;
    /// Versions 1 and 2 go through the migration steps below.
    const MIGRATED_BELOW: u32 = 3;

    fn start(setup: &Setup, events: &mut Vec<Event>) -> Result<State, SetupError> {
        flow::initial_state(setup, events)
    }

    fn refusal(state: &State, action: &Action) -> Option<Refusal> {
        flow::refusal(state, action)
    }

    fn apply(state: &mut State, action: &Action, events: &mut Vec<Event>) -> Result<(), Refusal> {
        flow::apply(state, action, events)
    }

    fn moves(state: &State) -> Available {
        flow::available(state)
    }

    fn offers(moves: &Available, action: &Action) -> bool {
        moves.allows(action)
    }

    /// A company's or a line's director decides for it; nobody decides ending the game by
    /// agreement after it is over.
    fn decider(state: &State) -> Option<PlayerId> {
        flow::actor(state).player()
    }

    fn is_over(state: &State) -> bool {
        state.is_over()
    }

    fn outcome(state: &State) -> Outcome {
        outcome(state)
    }

    fn standings(outcome: &Outcome) -> Vec<game_core::Standing> {
        let mut standings: Vec<game_core::Standing> = outcome
            .ranking
            .iter()
            .map(|r| game_core::Standing {
                seat: r.score.player,
                rank: r.rank,
                score: r.score.value,
            })
            .collect();
        crate::sort_few::by_key(&mut standings, |s| s.seat);
        standings
    }

    fn view(state: &State, seat: PlayerId) -> Observation {
        state.observation(seat)
    }

    game_core::common_rules!(names: players);

    /// Saves before version 2 wrote a symmetric tile's lay at any of its rotations: read as the
    /// rotation offered ([`Action::lay_as_offered`]).
    fn migrate(version: u32, action: &Action) -> Action {
        if version < 2 { action.lay_as_offered() } else { action.clone() }
    }

    /// Saves before version 3 recorded a company's purchase of a private as a sale: the
    /// owner's acceptance follows every offer that waits for one (R93).
    fn follow_up(version: u32, state: &State) -> Option<Action> {
        if version < 3 { state.offer_acceptance() } else { None }
    }
}

/// A player's wealth at the end (or now), rulebook XI (R2, R98, A46).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Score {
    /// The player.
    pub player: PlayerId,
    /// The name.
    pub name: String,
    /// Personal cash.
    pub cash: Money,
    /// Shares at the current prices.
    pub shares_value: Money,
    /// Privates at face value (A46; 0 when that option is off).
    pub privates_value: Money,
    /// Loans taken.
    pub loans: u32,
    /// cash + shares + privates − 200 per loan.
    pub value: Money,
}

/// One player's place in the [`Outcome`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ranked {
    /// 1 for the winners; players with equal wealth share a rank (A45), and the next rank
    /// counts them all (1, 1, 3).
    pub rank: u8,
    /// The player's wealth.
    pub score: Score,
}

/// The result of a finished game, or the standing now (R2, R98): every player, richest first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Richest first; equal wealth keeps the player order.
    pub ranking: Vec<Ranked>,
}

impl Outcome {
    /// The players of rank 1: the richest, all of them when tied (A45: a shared win, no
    /// tie-break).
    pub fn winners(&self) -> Vec<PlayerId> {
        self.ranking.iter().filter(|r| r.rank == 1).map(|r| r.score.player).collect()
    }
}

/// The outcome at `state` (R2, R98, A45, A46).
pub fn outcome(state: &State) -> Outcome {
    let mut scores = scores(state);
    crate::sort_few::by_key(&mut scores, |s| std::cmp::Reverse(s.value));
    let mut ranking: Vec<Ranked> = Vec::with_capacity(scores.len());
    for (i, score) in scores.into_iter().enumerate() {
        let rank = match ranking.last() {
            Some(previous) if previous.score.value == score.value => previous.rank,
            _ => u8::try_from(i + 1).unwrap_or(u8::MAX),
        };
        ranking.push(Ranked { rank, score });
    }
    Outcome { ranking }
}

/// Every player's wealth (R98, A46).
pub fn scores(state: &State) -> Vec<Score> {
    state
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let player = i as PlayerId;
            let shares_value: Money = p
                .shares
                .iter()
                .map(|(&c, &units)| Money::from(units) * state.market.price(c).unwrap_or(0))
                .sum();
            let privates_value: Money = if state.options.privates_count_at_end {
                state
                    .privates
                    .iter()
                    .filter(|pr| pr.owner == Some(Owner::Player(player)) && !pr.closed)
                    .map(|pr| private_row(pr.id).face_value)
                    .sum()
            } else {
                0
            };
            let value =
                p.cash + shares_value + privates_value + Money::from(p.loans) * LOAN_END_VALUE;
            Score {
                player,
                name: p.name.clone(),
                cash: p.cash,
                shares_value,
                privates_value,
                loans: p.loans,
                value,
            }
        })
        .collect()
}

/// What `line`'s run would depend on now besides the board (phase, landmarks, maintenance):
/// `None` when no company owns the line or it has no tram. With
/// [`best_route`](crate::rules::route::best_route) it gives what the line would earn if it ran
/// now.
pub fn line_route_context(state: &State, line: LineNumber) -> Option<RouteContext> {
    flow::line::line_route_context(state, line)
}
