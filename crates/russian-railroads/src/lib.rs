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
//!
//! The rules were settled from public texts only; no one's code was copied. R-numbers (rules),
//! T-numbers (tables) and A-numbers (assumptions) are this crate's own and are cited where
//! each is used (`data.rs` for the tables, `rules.rs` and the tests for the rules).
//!
//! - S1 The Spanish rulebook of the base game (Hans im Glück / Devir), as text extracted from its
//!   PDF (pictures missing, 31 passages lost): set-up (p.2–4), the turn (p.5), tracks (p.6–7),
//!   locomotives and factories (p.8–10), industry (p.11–12), auxiliary actions (p.12–13),
//!   engineers (p.13), turn order (p.14–15), the player board's special spaces (p.16–17),
//!   scoring (p.18–20), the end (p.20–21), 2 and 3 players (p.21), start bonuses and bonus
//!   tokens (p.22), "?" cards and end-bonus cards (p.23), engineers and factories (p.24).
//! - S2 github `ChrisPMohr/RussianRailroads` (`train_line.py`, `game_board.py`): railway
//!   lengths 15 / 9 / 9, the spaces absent with 2 players (black ×2, grey ×2, turn order 2nd),
//!   the turn order's re-sort.
//! - S3 github `rythos42/RussianRailroadsScorer`: colour values 0/1/2/4/7 and revalued 0/1/3/6/10.
//! - S4 Samuel Boyce, "Russian Railroads Companion" (iOS; `SMBEndRoundScoring.m`,
//!   `SMBMidRoundScoring.m`): the Trans-Siberian's 15 spaces, doublers over spaces 1–8, the
//!   industry track's values 1, 2, 3, 5, 10, 15, 20, 25, 30, engineers numbered up to 15.
//! - S5 github `klangfarbe/Russian-Railroads-WebApp` (`game.service.js`): the 2-player side's
//!   spaces with their costs.
//! - S6 BoardGameArena's help page, <https://en.doc.boardgamearena.com/Gamehelprussianrailroads>:
//!   only a space's highest colour scores; the majority's second place needs an engineer; the
//!   tie-break is the highest engineer number.
//! - S7 "Russian Railroads (with Expansion) v1.2", a one-page summary
//!   (<https://de.scribd.com/document/344621738>): engineers dealt per player count, start
//!   workers, no two engineers with the same number.
//! - S8 "Russian Railroads – Riassunto" (<https://it.scribd.com/document/645469016>): the
//!   engineer strip's geometry; the start-bonus draft from the 4th player to the 2nd.
//! - S9 Herb Levy's review, <http://gamersalliance.com/russian-railroads/>: the turn-order
//!   cards' backs, 0 / 2 / 3 / 4 points.
//! - S10 <https://www.unknowns.de> ("Sehr rundes Workerplacement-Spiel"): factory "1" scores
//!   the engineers.
//! - S11 Yucata's rules page for the licensed online version (<https://www.yucata.de/en/Rules/RRR2>):
//!   a board action must be performed completely or not chosen; own engineers' and factories'
//!   effects may be used in part; effects gained in a move are resolved in any order.
//! - S12 the 2021 *Ultimate Railroads* board as read by an open project (github `whtdrgn101`
//!   game-hub): corroboration only where that edition kept the base game (Kiev's stars 1–4,
//!   the industry track's shape).
//! - Also read, nothing used: github `joshdaws/board-game-lab` (contradicts S1), reviews on
//!   cwowd.fr, ultraboardgames.com, strawpixel.com.
//!
//! # Assumptions
//!
//! Facts only a picture holds (or that no source found states), each named where it is used;
//! one table edit in [`data`] corrects each when a picture is read. A new reading is a new
//! [`setup::RULES_VERSION`], so saved games replay as they were played.
//!
//! - A1 (settled by S2, S4) St. Petersburg and Kiev have 9 spaces.
//! - A2 Kiev's star on space 4 is worth 4 (S12's reading; 1–3 are S1's example).
//! - A3 Kiev's star on space 8 is worth 5: a placeholder, no source states it.
//! - A4 The industry track: 0 · 1 · 2 · 3 · 5 · factory · 10 · factory · 15 · factory · "?" ·
//!   factory · 20 · factory · 25 · 30 (S1 p.11 and p.19, S4's values, S12's shape).
//! - A5 Engineers are numbered 1–15 in S1's listing order (the numbers are printed on the tiles).
//! - A6 With 2 or 3 players all four start-bonus cards are offered.
//! - A7 With 2 players each starts with 1 ruble: S1's 2-player changes add none (2 is the
//!   later editions' and S7's, which merges an expansion).
//! - A8 Passing scores the turn-order card's back: 0 / 2 / 3 / 4 by position (S9).
//! - A9 (settled by S1 p.21, S2) The 2-player side has only the "1st" turn-order space, and a
//!   player may take his own position there.
//! - A10 The last round's "3 industry" space costs 1 worker (no source states it).
//! - A11 (settled by S1 p.13, S11) An own engineer is used once per round, in part if need be.
//! - A12 Every engineer costs 1 worker (S1's example; no source shows 2).
//! - A13 The 2-player side lacks black ×2 and grey ×2 (1 worker), the turn order's "2nd" and
//!   the right public engineer (S2, S5, S1 p.21), and — inferred from their absence in S5 —
//!   the middle locomotive space, the bottom industry space and the temporary workers.
//! - A14 Factory values 1–9 do what S1 p.24 lists in that order (only "1" is confirmed, S10).
//! - A15 Stacks: e5, e7, e9–e13 are A, e1–e4, e6, e8, e15 are B, e14 (reuse a space) is the
//!   "?" card's unlettered engineer.
//! - A16 With 2 players the strip has 4 upcoming spaces, 1 public and the hire space; in every
//!   count stack A is dealt to the 3 right-most spaces, B to the left of them (S8 for 4).
//! - A17 The black worker's extra black advance comes with spaces whose gain names black
//!   advances (not the lower track's black-or-grey, nor "any colour").
//! - A18 An industry marker may not move onto the other marker's space (R26: they never share
//!   one); both start on 0.
//! - A19 The "?" card's "9" leaves the game only when no slot takes it; a lifted locomotive is
//!   placed or turned into a factory, never dropped.
//! - A20 A ruble, a temporary worker or the black worker on a turn-order space is swapped at
//!   once with an own worker already on another space (R13), the first in T4's order; without
//!   one it cannot be placed there.
//! - A21 A factory "2" or engineer e14 may use again any space holding exactly one of the
//!   player's own workers, except a turn-order space, the hire space and a reuse itself.
//! - A22 End-bonus card 6 is one *more* engineer for the majority: a player without an engineer
//!   gets no majority points with it alone (S1 p.20: "a player without engineers cannot get
//!   these points").

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
