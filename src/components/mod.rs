//! Leptos components: thin views over the view models.

pub mod gallery;
pub mod hex_map;
pub mod start;
pub mod tile_face;
