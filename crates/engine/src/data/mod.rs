//! 1840 Vienna Tramways as data: tables mirroring the rulebook and the printed board.

pub mod board;
mod board_hexes;
pub mod game_tables;
pub mod market;
pub mod tiles;

pub use board::{BoardHex, BoardVariant, HexKind, board_hexes};
