//! Helpers for the rule scenarios: a position in the Turn phase with the draft done, and
//! `act` / `refused` that apply an action and check that a refusal changes nothing.

#![allow(dead_code)]

use russian_railroads_engine::data::{BoardSpace, Colour, Railway};
use russian_railroads_engine::event::Event;
use russian_railroads_engine::rules;
use russian_railroads_engine::state::{Pay, Phase, PlayerId, Space, State};
use russian_railroads_engine::task::{Frame, Source, Task};
use russian_railroads_engine::{Action, Refusal, Setup};

pub const NAMES: [&str; 4] = ["Anna", "Boris", "Clara", "Dmitri"];

/// The position a game of `n` players starts from (the draft still to do).
pub fn fresh(n: usize, seed: u64) -> State {
    let (state, _) = rules::initial_state(&Setup::new(&NAMES[..n], seed)).expect("2-4 players");
    state
}

/// `n` players, turn order 0, 1, …, the draft done (no start bonus given), seat 0 to play.
pub fn turn_state(n: usize) -> State {
    let mut s = fresh(n, 7);
    s.order = (0..n as PlayerId).collect();
    s.draft.clear();
    s.start_bonuses = 0;
    s.phase = Phase::Turn { seat: 0 };
    s
}

/// Applies `action`, which must be accepted and must have been offered.
pub fn act(s: &mut State, action: Action) -> Vec<Event> {
    assert!(
        rules::available(s).contains(&action),
        "{action:?} not offered; offered: {:?}",
        rules::available(s)
    );
    let mut events = Vec::new();
    rules::apply(s, &action, &mut events).unwrap_or_else(|r| panic!("{action:?} refused: {r:?}"));
    events
}

/// Applies `action`, which must be refused, not offered, and change nothing.
pub fn refused(s: &mut State, action: Action) -> Refusal {
    let before = s.clone();
    let mut events = Vec::new();
    let refusal = rules::apply(s, &action, &mut events).expect_err("the action must be refused");
    assert_eq!(*s, before, "a refused {action:?} changed the state");
    assert!(events.is_empty(), "a refused action logged events");
    assert_eq!(rules::check(s, &action), Err(refusal));
    assert!(!rules::available(s).contains(&action), "{action:?} refused yet offered");
    refusal
}

pub fn board(space: BoardSpace) -> Space {
    Space::Board { space }
}

pub fn workers(n: u8) -> Pay {
    Pay::workers(n)
}

pub fn rubles(n: u8) -> Pay {
    Pay { rubles: n, ..Pay::default() }
}

pub fn place(space: Space, pay: Pay) -> Action {
    Action::Place { space, pay }
}

pub fn on(space: BoardSpace, n: u8) -> Action {
    Action::Place { space: board(space), pay: Pay::workers(n) }
}

pub fn adv(railway: Railway, colour: Colour) -> Action {
    Action::Advance { railway, colour }
}

/// Makes it `seat`'s turn with nothing pending.
pub fn turn_of(s: &mut State, seat: PlayerId) {
    s.phase = Phase::Turn { seat };
}

/// Gives `seat` an own-effect frame of `tasks` to resolve now.
pub fn own_frame(s: &mut State, seat: PlayerId, tasks: Vec<Task>) {
    s.phase = Phase::Turn { seat };
    s.pending.push(Frame { source: Source::Token, complete: false, tasks });
}

/// Every seat passes, in turn, until this round's Turn phase ends; returns the events.
pub fn pass_all(s: &mut State) -> Vec<Event> {
    let mut events = Vec::new();
    let round = s.round;
    while let Phase::Turn { .. } = s.phase {
        if !s.pending.is_empty() || s.round != round {
            break;
        }
        events.extend(act(s, Action::Pass));
    }
    events
}

/// Unlocks every colour on a player's board (as if the black TS track had passed 15).
pub fn unlock_all(s: &mut State, seat: PlayerId) {
    s.players[usize::from(seat)].unlocked = 0b1_1111;
}

pub fn tracks(s: &State, seat: PlayerId, railway: Railway) -> [u8; 5] {
    s.players[usize::from(seat)].tracks[railway.index()]
}
