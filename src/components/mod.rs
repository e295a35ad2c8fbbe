//! Leptos components: thin views over the view models.

pub mod bench;
pub mod bots;
pub mod chart;
pub mod company_round;
pub mod gallery;
pub mod game_screen;
pub mod hex_map;
pub mod history;
pub mod import;
pub mod language;
pub mod map;
pub mod new_game;
pub mod plot;
pub mod saved_games;
pub mod share;
pub mod start;
pub mod story;
pub mod tab_sync;
pub mod tile_face;
