//! 1840 Vienna Tramways as data: tables mirroring the rulebook and the printed board.

pub mod board;
mod board_hexes;
pub mod game_tables;
pub mod market;
pub mod tiles;

pub use board::{
    BoardHex, BoardVariant, Bonus, HexKind, Landmark, StadtbahnCompany, StadtbahnRole, board_hexes,
    hex_info, initial_stadtbahn_markers, stadtbahn_route, stadtbahn_stops,
};
pub use tiles::{LayRule, TileDef, TileId, keeps_track, tile, tiles, upgrades};
