//! Pure functions from engine state to what the components draw. Tested natively.

pub mod bench;
pub mod colors;
pub mod company;
pub mod gallery;
pub mod game;
pub mod layout;
pub mod map;
pub mod tile_art;
