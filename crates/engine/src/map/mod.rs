//! The physical board: hex geometry (and, as the engine grows, tiles, track and laying rules).

pub mod hex;

pub use hex::{Edge, Hex, HexError, Rotation};
