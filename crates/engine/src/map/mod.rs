//! The physical board: hex geometry (and, as the engine grows, tiles, track and laying rules).

pub mod graph;
pub mod hex;
pub mod tile;

pub use hex::{Edge, Hex, HexError, Rotation};
pub use tile::{Face, Node, NodeKind, Path, PathEnd, Phase, Revenue, TileColor, Track};
