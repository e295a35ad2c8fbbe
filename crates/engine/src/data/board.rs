//! The 1840 board: which hexes exist on which side of the board, and what kind each one is.
//!
//! The table itself is in `board_hexes.rs`, one row per printed hex, so that a reviewer can
//! compare it with the board.

use serde::{Deserialize, Serialize};

use crate::map::Hex;

/// Which board is used (rulebook II and the 2-player rules; reference `variants`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BoardVariant {
    /// The full board, for 3–6 players.
    #[default]
    Full,
    /// The back side of the board: the small map for 3 players.
    ThreePlayerSmall,
    /// The small map with the 2-player overlay on its left side.
    TwoPlayer,
}

impl BoardVariant {
    /// All boards, in the order they are offered.
    pub const ALL: [BoardVariant; 3] =
        [BoardVariant::Full, BoardVariant::ThreePlayerSmall, BoardVariant::TwoPlayer];
}

/// What is printed on a hex, which decides what may ever be laid on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HexKind {
    /// White hex without a circle: takes halt tiles.
    Plain,
    /// White hex with one interchange circle, or two marked OO.
    Interchange,
    /// Light-orange hex on a dotted Stadtbahn path: orange-edged tiles only.
    Stadtbahn,
    /// Pre-printed track; no tile is ever laid here.
    Fixed,
    /// Red off-board area with values per phase.
    Offboard,
    /// Light-red inner-city hex: only red tiles, by a Stadtbahn bonus.
    InnerCity,
    /// Purple railway station: only purple tiles, by a Stadtbahn bonus.
    RailwayStation,
}

/// One printed hex of the full board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardHex {
    /// Position on the board.
    pub hex: Hex,
    /// What is printed on it.
    pub kind: HexKind,
    /// The printed place name, if any.
    pub name: Option<&'static str>,
    /// On which boards the hex exists, indexed like [`BoardVariant::ALL`].
    in_variant: [bool; 3],
}

impl BoardHex {
    /// A table row: `maps` is three characters, `F`/`S`/`2` where the hex exists on the full,
    /// 3-player small and 2-player board, `-` where it does not.
    pub(super) const fn new(
        label: &'static str,
        kind: HexKind,
        maps: &'static str,
        name: Option<&'static str>,
    ) -> BoardHex {
        let m = maps.as_bytes();
        assert!(m.len() == 3, "maps column must have three characters");
        BoardHex {
            hex: Hex::from_label(label),
            kind,
            name,
            in_variant: [m[0] == b'F', m[1] == b'S', m[2] == b'2'],
        }
    }

    /// Whether this hex is part of `variant`'s board.
    pub fn on(&self, variant: BoardVariant) -> bool {
        self.in_variant[variant as usize]
    }
}

/// The hexes of one board, in reading order (north to south, west to east).
pub fn board_hexes(variant: BoardVariant) -> impl Iterator<Item = &'static BoardHex> {
    super::board_hexes::HEXES.iter().filter(move |h| h.on(variant))
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;
    use crate::map::Edge;

    #[test]
    fn the_full_board_has_148_distinct_hexes() {
        let hexes: BTreeSet<Hex> = board_hexes(BoardVariant::Full).map(|h| h.hex).collect();
        assert_eq!(hexes.len(), 148);
        assert_eq!(board_hexes(BoardVariant::Full).count(), 148);
    }

    #[test]
    fn smaller_boards_are_subsets_of_the_full_one() {
        let small = board_hexes(BoardVariant::ThreePlayerSmall).count();
        let two = board_hexes(BoardVariant::TwoPlayer).count();
        // reference variants: 36 printed hexes leave the small map, 62 the 2-player map
        // (three of those come back with a 2-player face, which the board issue adds).
        assert_eq!(small, 148 - 36);
        assert_eq!(two, 148 - 62);
        assert!(board_hexes(BoardVariant::Full).any(|h| h.hex.to_string() == "B10"));
    }

    #[test]
    fn the_board_spans_rows_a_to_k_and_columns_1_to_30() {
        let printed: Vec<(u8, u32)> =
            board_hexes(BoardVariant::Full).filter_map(|h| h.hex.printed()).collect();
        assert_eq!(printed.len(), 148);
        assert_eq!(printed.iter().map(|p| p.0).max(), Some(10));
        assert_eq!(printed.iter().map(|p| p.1).min(), Some(1));
        assert_eq!(printed.iter().map(|p| p.1).max(), Some(30));
    }

    #[test]
    fn every_hex_touches_another_board_hex() {
        let hexes: BTreeSet<Hex> = board_hexes(BoardVariant::Full).map(|h| h.hex).collect();
        for h in &hexes {
            assert!(Edge::ALL.iter().any(|&e| hexes.contains(&h.neighbor(e))), "{h} is isolated");
        }
    }
}
