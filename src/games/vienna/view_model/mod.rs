//! Pure functions from engine state to what the components draw. Tested natively.

pub mod bench;
pub mod board;
pub mod board_paint;
pub mod colors;
pub mod company;
pub mod gallery;
pub mod game;
pub mod history;
pub mod layout;
pub mod line_turn;
pub mod map;
pub mod market;
pub mod route;
pub mod sheets;
pub mod tile_art;
pub mod timeline;
pub mod turn_view;
pub mod viewport;
