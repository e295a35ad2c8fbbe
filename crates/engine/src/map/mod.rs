//! The physical board, independent of the game's rules: hex geometry ([`hex`]: axial
//! coordinates, edges, rotations, "H28" labels), the faces of tiles and printed hexes
//! ([`tile`]) and the track walk ([`graph`]). The laying rules are in `crate::rules`.

pub mod graph;
pub mod hex;
pub mod tile;

pub use hex::{Edge, Hex, HexError, Rotation};
pub use tile::{Face, Node, NodeKind, Path, PathEnd, Phase, Revenue, TileColor, Track};
