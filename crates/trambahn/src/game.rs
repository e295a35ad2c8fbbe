//! Trambahn's rules for the game core: a [`Game`] is a `game_core::Game<Trambahn>`, its set-up,
//! its log and the state the log leads to, with undo, redo, checkpoints and saves written once
//! in the core. The rules themselves are [`rules`](crate::rules). The core's `Game::preview`
//! (an action's events on a copy of the state) is the app's warning before End turn.

use game_core::{Rules, Seat, Standing};

use crate::action::Action;
use crate::event::Event;
use crate::refusal::Refusal;
use crate::rules;
use crate::setup::{SAVE_VERSION, Setup, SetupError};
use crate::state::{PlayerId, State, View};

/// The rules of Trambahn for the game core.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Trambahn;

/// A game in progress: a pure function of its set-up and its log.
pub type Game = game_core::Game<Trambahn>;

/// A saved game: the set-up and the log, never derived state.
pub type Save = game_core::SaveOf<Trambahn>;

/// Why a log could not be replayed.
pub type ReplayError = game_core::ReplayError<Trambahn>;

/// The result, or the standing now: most victory points wins, then most money (A8).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Outcome {
    /// Victory points of each player.
    pub victory_points: [u32; 2],
    /// Money cards of each player (the tie-break).
    pub money: [usize; 2],
    /// The winner; `None` when points and money are both equal (a shared win).
    pub winner: Option<PlayerId>,
}

/// The result at `state`, or the standing now (A8).
pub fn outcome(state: &State) -> Outcome {
    let [a, b] = &state.players;
    let victory_points = [a.victory_points, b.victory_points];
    let money = [a.money.len(), b.money.len()];
    let winner = match (victory_points[0].cmp(&victory_points[1]), money[0].cmp(&money[1])) {
        (std::cmp::Ordering::Greater, _) => Some(0),
        (std::cmp::Ordering::Less, _) => Some(1),
        (_, std::cmp::Ordering::Greater) => Some(0),
        (_, std::cmp::Ordering::Less) => Some(1),
        _ => None,
    };
    Outcome { victory_points, money, winner }
}

impl Rules for Trambahn {
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

    fn start(setup: &Setup, _events: &mut Vec<Event>) -> Result<State, SetupError> {
        rules::initial_state(setup)
    }

    fn refusal(state: &State, action: &Action) -> Option<Refusal> {
        rules::check(state, action).err()
    }

    fn apply(state: &mut State, action: &Action, events: &mut Vec<Event>) -> Result<(), Refusal> {
        events.extend(rules::apply(state, action)?);
        Ok(())
    }

    fn moves(state: &State) -> Vec<Action> {
        rules::available(state)
    }

    fn offers(moves: &Vec<Action>, action: &Action) -> bool {
        moves.contains(action)
    }

    /// The player whose turn it is, until the game is over.
    fn decider(state: &State) -> Option<Seat> {
        (!state.is_over()).then_some(state.current)
    }

    fn is_over(state: &State) -> bool {
        state.is_over()
    }

    fn outcome(state: &State) -> Outcome {
        outcome(state)
    }

    /// Victory points are the score; a tie on points and money is a shared win (A8).
    fn standings(outcome: &Outcome) -> Vec<Standing> {
        (0..2u8)
            .map(|seat| {
                let lost = outcome.winner.is_some_and(|w| w != seat);
                let score = i64::from(outcome.victory_points[usize::from(seat)]);
                Standing { seat, rank: if lost { 2 } else { 1 }, score }
            })
            .collect()
    }

    fn view(state: &State, seat: Seat) -> View {
        state.view_for(seat)
    }

    game_core::common_rules!(names: names);
}
