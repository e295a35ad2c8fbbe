//! Russian Railroads' rules for the game core: a [`Game`] is a `game_core::Game<RussianRailroads>`,
//! its set-up, its log and the state the log leads to, with undo, redo, checkpoints and saves
//! written once in the core. The rules themselves are [`crate::rules`].

use game_core::{Rules, Seat, Standing};

use crate::action::Action;
use crate::event::Event;
use crate::refusal::Refusal;
use crate::rules;
use crate::setup::{SAVE_VERSION, Setup, SetupError};
use crate::state::{State, View};

/// The rules of Russian Railroads for the game core.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RussianRailroads;

/// A game in progress: a pure function of its set-up and its log.
pub type Game = game_core::Game<RussianRailroads>;

/// A saved game: the set-up and the log, never derived state.
pub type Save = game_core::SaveOf<RussianRailroads>;

/// Why a log could not be replayed.
pub type ReplayError = game_core::ReplayError<RussianRailroads>;

/// The result, or the standing now: each seat's points; the most wins, a tie is a shared
/// victory (R40).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// Each seat's points, by seat.
    pub points: Vec<u32>,
    /// Whether the game is over.
    pub over: bool,
}

impl Outcome {
    /// The seats with the most points.
    pub fn winners(&self) -> Vec<Seat> {
        let best = self.points.iter().copied().max().unwrap_or(0);
        (0..self.points.len() as Seat).filter(|&s| self.points[usize::from(s)] == best).collect()
    }
}

impl Rules for RussianRailroads {
    type Setup = Setup;
    type State = State;
    type Action = Action;
    type Event = Event;
    type Refusal = Refusal;
    type SetupError = SetupError;
    type Moves = Vec<Action>;
    type Outcome = Outcome;
    type View = View;
    const SAVE_VERSION: u32 = SAVE_VERSION;

    fn start(setup: &Setup, events: &mut Vec<Event>) -> Result<State, SetupError> {
        let (state, first) = rules::initial_state(setup)?;
        events.extend(first);
        Ok(state)
    }

    fn refusal(state: &State, action: &Action) -> Option<Refusal> {
        rules::check(state, action).err()
    }

    fn apply(state: &mut State, action: &Action, events: &mut Vec<Event>) -> Result<(), Refusal> {
        rules::apply(state, action, events)
    }

    fn moves(state: &State) -> Vec<Action> {
        rules::available(state)
    }

    fn offers(moves: &Vec<Action>, action: &Action) -> bool {
        moves.contains(action)
    }

    fn decider(state: &State) -> Option<Seat> {
        state.decider()
    }

    fn is_over(state: &State) -> bool {
        state.is_over()
    }

    fn outcome(state: &State) -> Outcome {
        Outcome { points: state.scores(), over: state.is_over() }
    }

    /// Points are the score; seats with equal points share a rank (R40).
    fn standings(outcome: &Outcome) -> Vec<Standing> {
        (0..outcome.points.len())
            .map(|s| {
                let score = outcome.points[s];
                let above = outcome.points.iter().filter(|&&p| p > score).count();
                Standing { seat: s as Seat, rank: above as u8 + 1, score: i64::from(score) }
            })
            .collect()
    }

    fn view(state: &State, seat: Seat) -> View {
        state.view_for(seat)
    }

    game_core::common_rules!(names: players);
}
