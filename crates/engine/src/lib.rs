//! The rules of *1840 Vienna Tramways* (Leonhard Orgler) as a pure, deterministic library.
//!
//! The engine has no web dependencies: the browser app, the command-line tool, bots and tests
//! all use the same types. A game is its set-up plus the actions applied so far:
//!
//! ```
//! use tramways_engine::data::Landmark;
//! use tramways_engine::game::{Action, Actor, Game, Refusal, Setup};
//!
//! let mut game = Game::new(Setup::new(&["Anna", "Bruno", "Clara"], 42))?;
//! // Who decides now, and what may they do?
//! let available = game.available();
//! let Actor::Player { player } = available.actor else { unreachable!() };
//! let choose = Action::ChoosePrivate { player, private: Landmark::Hofburg };
//! assert!(available.allows(&choose));
//! game.apply(&choose)?;
//! // Illegal actions are refused with a reason, as data, and change nothing.
//! let err = game.apply(&Action::BidPrivate { player, amount: 35 }).unwrap_err();
//! assert_eq!(err, Refusal::BidTooLow { min: 40 });
//! // The log replays to the same game.
//! let again = Game::replay(game.setup(), game.actions())?;
//! assert_eq!(again.state(), game.state());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Modules: [`data`] holds the game's tables (board, tiles, share prices, round bar), [`map`]
//! the game-independent hex geometry, faces and track walk, [`rules`] the board state, the
//! tile-laying rules, routes and the Stadtbahn runs, [`game`] the state machine (1840's
//! `game_core::Rules`), [`bot`] the computer players (issue 20), [`selfplay`] random legal
//! games, [`import`] games played on 18xx.games and the export to it, [`conform`] the
//! differential test against 18xx.games (issue 17), [`brief`] messages that quote input, kept
//! short, [`sort_few`] small stable sorts (wasm size).

pub mod bot;
pub mod brief;
pub mod conform;
pub mod data;
pub mod game;
pub mod import;
pub mod map;
pub mod rules;
pub mod selfplay;
pub mod sort_few;
