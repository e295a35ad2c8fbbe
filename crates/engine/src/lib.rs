//! The rules of *1840 Vienna Tramways* (Leonhard Orgler) as a pure, deterministic library.
//!
//! The engine has no web dependencies: the browser app, the command-line tool, bots and tests
//! all use the same types. At this stage it knows the board's geometry and its hexes:
//!
//! ```
//! use tramways_engine::data::{BoardVariant, board_hexes};
//! use tramways_engine::map::{Edge, Hex};
//!
//! let h28: Hex = "H28".parse()?;
//! assert_eq!(h28.neighbor(Edge::new(4)?).to_string(), "H30");
//! assert_eq!(board_hexes(BoardVariant::Full).count(), 148);
//! # Ok::<(), tramways_engine::map::HexError>(())
//! ```

pub mod data;
pub mod game;
pub mod map;
pub mod rules;
