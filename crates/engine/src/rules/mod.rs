//! The map rules that do not depend on whose turn it is: what lies on the board
//! ([`board_state`]) and which tiles may be laid where ([`laying`], rulebook IX.4–IX.6), a
//! line's route and the exact optimizer ([`route`]), the Stadtbahn runs ([`stadtbahn_run`]),
//! and the dense sample board of tests and benchmarks ([`sample_boards`]).

pub mod board_state;
pub mod laying;
pub mod route;
pub mod sample_boards;
pub mod stadtbahn_run;

pub use board_state::{BoardError, BoardState, LaidTile, LineNumber, LineView, Marker};
