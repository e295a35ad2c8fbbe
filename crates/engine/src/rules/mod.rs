//! The map rules that do not depend on whose turn it is: what lies on the board and which
//! tiles may be laid where (rulebook IX.4–IX.6).

pub mod board_state;
pub mod laying;
pub mod route;
pub mod sample_boards;
pub mod stadtbahn_run;

pub use board_state::{BoardError, BoardState, LaidTile, LineNumber, LineView, Marker};
