//! The rules of *Russian Railroads* (Helmut Ohley and Leonhard Orgler, Hans im Glück 2013),
//! the base game for 2–4 players, as a deterministic state machine over an action log, on the
//! game core (`game_core::Rules`), with computer players.
//!
//! A [`Game`] is its [`Setup`] (seed, names) plus the [`Action`]s applied so far; the
//! [`State`] is what replaying them gives. [`rules::available`] lists every legal action and
//! [`rules::apply`] is atomic: a refused action changes nothing and the [`Refusal`] says why.
//! Both ask one function, [`rules::check`]. The set-up's shuffles (turn order, engineers,
//! end-bonus cards) draw from a ChaCha8 stream seeded by the set-up; nothing later is random.
//!
//! ```
//! use russian_railroads_engine::{Action, Game, Setup};
//!
//! let mut game = Game::new(Setup::new(&["Anna", "Boris", "Clara"], 7)).expect("three players");
//! // The game opens with the start-bonus draft, last player first (R5).
//! let moves = game.available();
//! assert!(moves.iter().all(|a| matches!(a, Action::Draft { .. })));
//! game.apply(&moves[0]).expect("an offered move is accepted");
//! let replayed = Game::replay(game.setup(), game.actions()).expect("the log replays");
//! assert_eq!(replayed.state(), game.state());
//! ```
//!
//! # Sources
//! SOURCES
//!
//! # Assumptions
//! ASSUMPTIONS

pub mod action;
pub mod bot;
pub mod data;
pub mod event;
pub mod game;
pub mod refusal;
pub mod rules;
pub mod selfplay;
pub mod setup;
pub mod state;
pub mod task;

pub use action::Action;
pub use event::Event;
pub use game::{Game, Outcome, ReplayError, RussianRailroads, Save};
pub use refusal::Refusal;
pub use setup::{SAVE_VERSION, Setup, SetupError};
pub use state::State;
