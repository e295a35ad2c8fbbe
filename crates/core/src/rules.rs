//! The [`Rules`] trait: what a game brings to the core. A game is a set-up, a position, the
//! actions that change it, the events they tell and the refusals that say why an action is not
//! legal; the core ([`Game`](crate::Game)) owns the log, undo, the checkpoints and the saves.

use std::fmt::{Debug, Display};

use serde::Serialize;
use serde::de::DeserializeOwned;

/// A seat at the table, from 0 in the set-up's order.
pub type Seat = u8;

/// A seat's place in a game's outcome ([`Rules::standings`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Standing {
    /// The seat.
    pub seat: Seat,
    /// 1 for the winners; seats that tie share a rank, and the next rank counts them all.
    pub rank: u8,
    /// Its score, in the game's own unit.
    pub score: i64,
}

/// The rules of one game, as pure functions over its position (no clock, no I/O, no unseeded
/// randomness: a position is a function of the set-up and the actions applied).
///
/// Legality is defined once, by [`Rules::refusal`]: [`Rules::apply`] asks it before it changes
/// anything, and [`Rules::moves`] lists exactly the actions it accepts (the core's
/// [`legality`](crate::legality) test checks both on each game's random positions).
pub trait Rules: Sized + 'static {
    /// How a game starts: the seats' names, the seed, the options; saved with the log.
    type Setup: Clone + PartialEq + Debug + Serialize + DeserializeOwned + Send + Sync;
    /// A position: everything the rules need to go on (the log is not part of it).
    type State: Clone + PartialEq + Debug + Send + Sync;
    /// One decision of a seat (or of nobody's, where a game has such actions).
    type Action: Clone + PartialEq + Debug + Serialize + DeserializeOwned + Send + Sync;
    /// What an action did, for the game's log (data; the app words it).
    type Event: Clone + PartialEq + Debug + Send + Sync;
    /// Why an action is not legal now (data; the app words it, `Display` is the command
    /// line's English).
    type Refusal: Clone + PartialEq + Debug + Display + Send + Sync;
    /// Why a set-up cannot start a game (or a save cannot be read).
    type SetupError: Clone + PartialEq + Debug + Display + Send + Sync;
    /// The moves on offer, in the game's own shape (a list, or ranges of amounts).
    type Moves: Debug;
    /// The result of a finished game, or the standing now.
    type Outcome: Debug;
    /// What one seat may see of a position (hidden cards left out).
    type View;

    /// The save format's version this build writes; newer saves are refused.
    const SAVE_VERSION: u32;

    /// Saves of a version below this are replayed through the migration steps
    /// ([`Rules::migrate`], [`Rules::follow_up`]); the others as they are. 0 (the default):
    /// the game has no migration steps, and its replay carries none.
    const MIGRATED_BELOW: u32 = 0;

    /// The position a game of `setup` starts from, with the events of the set-up.
    fn start(
        setup: &Self::Setup,
        events: &mut Vec<Self::Event>,
    ) -> Result<Self::State, Self::SetupError>;

    /// Why `action` would be refused at `state`, or `None` when [`Rules::apply`] takes it:
    /// the one definition of legality.
    fn refusal(state: &Self::State, action: &Self::Action) -> Option<Self::Refusal>;

    /// Applies `action` in place, pushing its events. Atomic: on a refusal, `state` and
    /// `events` are unchanged.
    fn apply(
        state: &mut Self::State,
        action: &Self::Action,
        events: &mut Vec<Self::Event>,
    ) -> Result<(), Self::Refusal>;

    /// The moves on offer at `state` (nothing once the game is over).
    fn moves(state: &Self::State) -> Self::Moves;

    /// Whether `moves` offers `action` (the other half of the legality test).
    fn offers(moves: &Self::Moves, action: &Self::Action) -> bool;

    /// The seat that decides now; `None` when nobody does (the game is over, or an action
    /// nobody decides waits).
    fn decider(state: &Self::State) -> Option<Seat>;

    /// Whether the game has ended.
    fn is_over(state: &Self::State) -> bool;

    /// The result, or the standing now.
    fn outcome(state: &Self::State) -> Self::Outcome;

    /// Every seat's place in `outcome`, in seat order: its rank (1 for the winners; seats
    /// that tie share a rank) and its score in the game's unit (wealth, victory points).
    fn standings(outcome: &Self::Outcome) -> Vec<Standing>;

    /// What `seat` may see of `state`.
    fn view(state: &Self::State, seat: Seat) -> Self::View;

    /// The set-up's seed: every shuffle and every computer's decision is drawn from it.
    fn seed(setup: &Self::Setup) -> u64;

    /// The seats' names, in seat order.
    fn names(setup: &Self::Setup) -> &[String];

    /// Whether the computer plays `seat`.
    fn is_computer(setup: &Self::Setup, seat: Seat) -> bool;

    /// The action's kind, a short stable name for messages ("bid_private", "end_turn").
    fn kind(action: &Self::Action) -> &'static str;

    /// The error of a save written by a newer build (its `version` above
    /// [`Rules::SAVE_VERSION`]).
    fn newer_save(version: u32) -> Self::SetupError;

    /// An action of a save of an older `version`, read as this version's (a migration step).
    /// Only called for `version` below [`Rules::MIGRATED_BELOW`].
    fn migrate(version: u32, action: &Self::Action) -> Self::Action {
        let _ = version;
        action.clone()
    }

    /// An action an older `version` of the rules made by itself and did not write, which the
    /// current rules ask for at `state` (a migration step: it is put in the log after the
    /// action that led to it). Only called for `version` below [`Rules::MIGRATED_BELOW`].
    fn follow_up(version: u32, state: &Self::State) -> Option<Self::Action> {
        let _ = (version, state);
        None
    }
}

/// The [`Rules`] methods that only read a game's set-up and types where they follow the
/// common shape — a set-up with a `seed` field, a field of the seats' names and a
/// `bot(seat)` method; an action with `kind()`; a set-up error with a `Version(u32)` variant
/// for a newer save — written once: `game_core::common_rules!(names: players);` inside
/// `impl Rules for …`.
#[macro_export]
macro_rules! common_rules {
    (names: $names:ident) => {
        fn seed(setup: &Self::Setup) -> u64 {
            setup.seed
        }

        fn names(setup: &Self::Setup) -> &[String] {
            &setup.$names
        }

        fn is_computer(setup: &Self::Setup, seat: $crate::Seat) -> bool {
            setup.bot(seat).is_some()
        }

        fn kind(action: &Self::Action) -> &'static str {
            action.kind()
        }

        fn newer_save(version: u32) -> Self::SetupError {
            Self::SetupError::Version(version)
        }
    };
}
