//! Hex coordinates, edges and rotations.
//!
//! All maths uses axial coordinates (Red Blob Games' hex guide). The printed labels such as
//! `H28` are parsed once at the edge: the letter is the row (A = north), the number the column
//! (1 = west), in the doubled-width layout of the board (rows A, C, … use odd numbers, rows
//! B, D, … even ones). Edges keep the 18xx numbering of the reference: clockwise from the
//! lower-left side, `0 = SW, 1 = W, 2 = NW, 3 = NE, 4 = E, 5 = SE`.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use thiserror::Error;

/// One hex of a pointy-top grid, in axial coordinates.
///
/// `r` grows southwards (one printed row per step), `q` grows eastwards along a row.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Hex {
    /// Axial column.
    pub q: i32,
    /// Axial row (0 = printed row A).
    pub r: i32,
}

/// One of the six sides of a pointy-top hex, numbered clockwise from the lower-left side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Edge(u8);

/// A clockwise turn of a tile by 0–5 sixths of a full turn.
#[derive(
    Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(try_from = "u8", into = "u8")]
pub struct Rotation(u8);

/// Why a printed coordinate or a number could not be read.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum HexError {
    /// The text is not a letter followed by a number, e.g. `H28`.
    #[error("\"{0}\" is not a hex coordinate like H28 (a row letter, then a column number)")]
    Syntax(String),
    /// Rows alternate between odd and even column numbers.
    #[error("\"{0}\" does not exist: row {1} uses {2} column numbers")]
    Parity(String, char, &'static str),
    /// Edges are numbered 0 to 5.
    #[error("{0} is not an edge (edges are 0 to 5)")]
    Edge(u8),
    /// Rotations are 0 to 5 sixths of a turn.
    #[error("{0} is not a rotation (rotations are 0 to 5)")]
    Rotation(u8),
}

impl Edge {
    /// All six edges in clockwise order from the lower-left side.
    pub const ALL: [Edge; 6] = [Edge(0), Edge(1), Edge(2), Edge(3), Edge(4), Edge(5)];

    /// The edge with this number (0–5).
    pub fn new(n: u8) -> Result<Self, HexError> {
        if n < 6 { Ok(Edge(n)) } else { Err(HexError::Edge(n)) }
    }

    /// The edge with this number, for the engine's own data tables (a bad number stops the
    /// build when used in a `const`).
    pub const fn of(n: u8) -> Edge {
        assert!(n < 6, "edges are 0 to 5");
        Edge(n)
    }

    /// The edge number, 0–5.
    pub fn index(self) -> u8 {
        self.0
    }

    /// The side facing this one on the neighbouring hex.
    pub fn opposite(self) -> Edge {
        Edge((self.0 + 3) % 6)
    }

    /// Where this side of a tile ends up when the tile is turned by `rotation`.
    pub fn rotated(self, rotation: Rotation) -> Edge {
        Edge((self.0 + rotation.0) % 6)
    }

    /// Axial offset to the neighbour across this edge.
    fn axial_offset(self) -> (i32, i32) {
        // (Δq, Δr) for SW, W, NW, NE, E, SE.
        const OFFSETS: [(i32, i32); 6] = [(-1, 1), (-1, 0), (0, -1), (1, -1), (1, 0), (0, 1)];
        OFFSETS[usize::from(self.0)]
    }
}

impl TryFrom<u8> for Edge {
    type Error = HexError;
    fn try_from(n: u8) -> Result<Self, HexError> {
        Edge::new(n)
    }
}

impl From<Edge> for u8 {
    fn from(e: Edge) -> u8 {
        e.0
    }
}

impl fmt::Display for Edge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl Rotation {
    /// All six rotations.
    pub const ALL: [Rotation; 6] =
        [Rotation(0), Rotation(1), Rotation(2), Rotation(3), Rotation(4), Rotation(5)];

    /// The rotation by `n` sixths of a turn (0–5).
    pub fn new(n: u8) -> Result<Self, HexError> {
        if n < 6 { Ok(Rotation(n)) } else { Err(HexError::Rotation(n)) }
    }

    /// Number of clockwise sixths, 0–5.
    pub fn index(self) -> u8 {
        self.0
    }

    /// This rotation followed by `other`.
    pub fn then(self, other: Rotation) -> Rotation {
        Rotation((self.0 + other.0) % 6)
    }
}

impl TryFrom<u8> for Rotation {
    type Error = HexError;
    fn try_from(n: u8) -> Result<Self, HexError> {
        Rotation::new(n)
    }
}

impl From<Rotation> for u8 {
    fn from(r: Rotation) -> u8 {
        r.0
    }
}

impl Hex {
    /// The hex at a printed row index (A = 0) and printed column number.
    ///
    /// Returns `None` when the pair breaks the doubled-width parity (e.g. row A, column 2).
    pub fn from_printed(row: u8, column: u32) -> Option<Hex> {
        let x = i64::from(column) - 1;
        let y = i64::from(row);
        if column == 0 || (x + y) % 2 != 0 {
            return None;
        }
        let q = i32::try_from((x - y) / 2).ok()?;
        Some(Hex { q, r: i32::from(row) })
    }

    /// Reads a printed label in a `const` context, for the engine's own data tables: a typo
    /// in a table stops the build instead of reaching a player.
    pub const fn from_label(label: &str) -> Hex {
        let b = label.as_bytes();
        assert!(b.len() >= 2 && b[0].is_ascii_uppercase(), "hex label must be like H28");
        let mut column: u32 = 0;
        let mut i = 1;
        while i < b.len() {
            assert!(b[i].is_ascii_digit(), "hex label must be like H28");
            column = column * 10 + (b[i] - b'0') as u32;
            i += 1;
        }
        let row = b[0] - b'A';
        let x = column as i32 - 1;
        let y = row as i32;
        assert!(column > 0 && (x + y) % 2 == 0, "hex label breaks the row parity");
        Hex { q: (x - y) / 2, r: y }
    }

    /// The printed row index (A = 0) and column number, if the hex has a printed label.
    pub fn printed(self) -> Option<(u8, u32)> {
        let row = u8::try_from(self.r).ok().filter(|&r| r < 26)?;
        let column = u32::try_from(2 * self.q + self.r + 1).ok().filter(|&c| c > 0)?;
        Some((row, column))
    }

    /// The neighbour across `edge`.
    pub fn neighbor(self, edge: Edge) -> Hex {
        let (dq, dr) = edge.axial_offset();
        Hex { q: self.q + dq, r: self.r + dr }
    }

    /// The six neighbours, indexed by edge.
    pub fn neighbors(self) -> [Hex; 6] {
        Edge::ALL.map(|e| self.neighbor(e))
    }

    /// The edge of `self` that touches `other`, if they are adjacent.
    pub fn edge_towards(self, other: Hex) -> Option<Edge> {
        Edge::ALL.into_iter().find(|&e| self.neighbor(e) == other)
    }
}

impl FromStr for Hex {
    type Err = HexError;

    fn from_str(s: &str) -> Result<Hex, HexError> {
        let syntax = || HexError::Syntax(s.to_owned());
        let mut chars = s.chars();
        let letter = chars.next().ok_or_else(syntax)?.to_ascii_uppercase();
        if !letter.is_ascii_uppercase() {
            return Err(syntax());
        }
        let digits = chars.as_str();
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) || digits.len() > 3 {
            return Err(syntax());
        }
        let column: u32 = digits.parse().map_err(|_| syntax())?;
        if column == 0 {
            return Err(syntax());
        }
        let row = letter as u8 - b'A';
        Hex::from_printed(row, column).ok_or_else(|| {
            let parity = if row.is_multiple_of(2) { "odd" } else { "even" };
            HexError::Parity(s.to_owned(), letter, parity)
        })
    }
}

impl fmt::Display for Hex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.printed() {
            Some((row, column)) => write!(f, "{}{}", char::from(b'A' + row), column),
            None => write!(f, "({}, {})", self.q, self.r),
        }
    }
}

impl Serialize for Hex {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Hex {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Hex, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hex(s: &str) -> Hex {
        s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
    }

    #[test]
    fn parses_and_formats_printed_labels() {
        for label in ["A1", "A7", "B4", "H28", "K9", "J30", "E19"] {
            assert_eq!(hex(label).to_string(), label);
        }
        assert_eq!(hex("h28"), hex("H28"), "lower-case letters are accepted");
    }

    #[test]
    fn refuses_malformed_labels() {
        for bad in ["", "H", "28", "H2x", "Ä3", "H-2", "H0", "H 28", "H1234"] {
            assert!(matches!(bad.parse::<Hex>(), Err(HexError::Syntax(_))), "{bad:?}");
        }
        let err = "A2".parse::<Hex>().unwrap_err();
        assert_eq!(err.to_string(), "\"A2\" does not exist: row A uses odd column numbers");
        assert!(matches!("H27".parse::<Hex>(), Err(HexError::Parity(..))));
    }

    #[test]
    fn neighbours_across_each_edge_follow_the_reference() {
        // reference/1840 README §1: H28 → 0:I27, 1:H26, 2:G27, 3:G29, 4:H30, 5:I29.
        let expected = ["I27", "H26", "G27", "G29", "H30", "I29"];
        let got: Vec<String> = hex("H28").neighbors().iter().map(Hex::to_string).collect();
        assert_eq!(got, expected);
    }

    #[test]
    fn crossing_an_edge_and_back_returns_home() {
        let home = hex("E19");
        for e in Edge::ALL {
            let there = home.neighbor(e);
            assert_eq!(there.neighbor(e.opposite()), home);
            assert_eq!(home.edge_towards(there), Some(e));
        }
        assert_eq!(home.edge_towards(hex("H28")), None);
    }

    #[test]
    fn const_labels_agree_with_parsing() {
        for label in ["A3", "B4", "H28", "K29"] {
            assert_eq!(Hex::from_label(label), hex(label));
        }
    }

    #[test]
    fn rotation_moves_edges_clockwise() {
        let r2 = Rotation::new(2).unwrap();
        assert_eq!(Edge::new(5).unwrap().rotated(r2), Edge::new(1).unwrap());
        assert_eq!(Edge::new(0).unwrap().opposite(), Edge::new(3).unwrap());
        assert_eq!(r2.then(Rotation::new(4).unwrap()), Rotation::default());
        assert!(Rotation::new(6).is_err());
        assert!(Edge::new(6).is_err());
    }

    #[test]
    fn serde_uses_printed_labels_and_checks_ranges() {
        let json = serde_json::to_string(&hex("H28")).unwrap();
        assert_eq!(json, "\"H28\"");
        assert_eq!(serde_json::from_str::<Hex>(&json).unwrap(), hex("H28"));
        assert!(serde_json::from_str::<Hex>("\"H27\"").is_err());
        assert!(serde_json::from_str::<Rotation>("7").is_err());
    }
}
