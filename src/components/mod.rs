//! Leptos components: thin views over the view models.

pub mod gallery;
pub mod game_screen;
pub mod hex_map;
pub mod map;
pub mod new_game;
pub mod start;
pub mod tile_face;
