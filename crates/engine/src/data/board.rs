//! The 1840 board: every printed hex of the three boards, what is printed on it, and the
//! Stadtbahn paths that run across it.
//!
//! The hex table is in `board_hexes.rs`, one row per printed hex in reading order, so that a
//! reviewer can compare it with the board. The Stadtbahn paths and the Stadtbahn station
//! markers of the set-up are in `board_stadtbahn.rs`. [`board_slot`] gives every printed hex
//! a place in dense tables.
//!
//! Three boards exist (rulebook III.4, XII, XIII): the full board, its back side (the small map
//! for 3 players) and the small map with the 2-player overlay. A few hexes of the smaller
//! boards carry a different print than the full board (Gersthof B10 on the small map; I11,
//! G11 and H12 under the 2-player overlay); [`hex_info`] and [`board_hexes`] return the face of
//! the board asked for.
//!
//! Doubtful readings, kept as the reference has them until someone checks the physical board:
//! - [`PrintedArea`] is a guess except for the three landmark parks.
//! - Which circle of an OO hex carries which line number is unknown (D18: 1 and 2; E17: 3).
//! - The 2-player overlay (the faces of I11, G11 and H12, the loss of Grinzing A13, no halt on
//!   B10) comes from 18xx.games only; the rulebook merely names the overlay (XIII).
//! - Westbahnhof G11 prints G's dotted track through a halt worth 10, so G runs through it
//!   before a special purple tile is laid; rulebook IX.4 suggests the path is broken until then.
//! - Grinzing A13 is a red area whose tracks pass through its circle instead of ending there;
//!   Heiligenstadt's dotted tracks are not marked terminal while those of Hütteldorf and
//!   Penzing are (Stadtbahn runs end at terminals anyway).
//! - Place names come from 18xx.games; the names of the dotted connectors A11 and A15 are
//!   descriptions, not printed names.
//! - Revenue-location indices follow the reference's `index`, which differs from the
//!   18xx.games numbering on F8, F10, D20, E19 and E21.

use serde::{Deserialize, Serialize};

use crate::map::{Edge, Face, Hex, Node, NodeKind, Path, PathEnd};

#[path = "board_stadtbahn.rs"]
mod stadtbahn;

#[cfg(test)]
#[path = "board_tests.rs"]
mod tests;

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

/// What is printed on a hex, which decides what may ever be laid on it (rulebook III.4.1, IX.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HexKind {
    /// White hex without a circle: takes halt tiles.
    Plain,
    /// White hex with one interchange circle, or two marked OO (field `circles` of [`BoardHex`]).
    Interchange,
    /// Light-orange hex on a dotted Stadtbahn path: orange-edged tiles only.
    Stadtbahn,
    /// Pre-printed track; no tile is ever laid here (map edge, park, printed Stadtbahn stop).
    Fixed,
    /// Red off-board area with values per phase.
    Offboard,
    /// Light-red inner-city hex: only red tiles, by a Stadtbahn bonus.
    InnerCity,
    /// Purple railway station: only purple tiles, by a Stadtbahn bonus.
    RailwayStation,
}

/// The private company whose landmark symbol is printed on a hex (rulebook IV.2, Table 4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Landmark {
    /// Prater (D28).
    Prater,
    /// Karlskirche (E21, inner city).
    Karlskirche,
    /// Schloss Belvedere (H22).
    SchlossBelvedere,
    /// Hofburg (E19, inner city).
    Hofburg,
    /// Stephansdom (D20, inner city).
    Stephansdom,
    /// Schloss Schönbrunn (K7).
    SchlossSchoenbrunn,
}

impl Landmark {
    /// All six landmarks, in the order of Table 4 (by face value).
    pub const ALL: [Landmark; 6] = [
        Landmark::Prater,
        Landmark::Karlskirche,
        Landmark::SchlossBelvedere,
        Landmark::Hofburg,
        Landmark::Stephansdom,
        Landmark::SchlossSchoenbrunn,
    ];
}

/// What the artwork of a pre-printed ([`HexKind::Fixed`]) hex most likely shows.
///
/// The game function is the same for all of them (no tile is ever laid); the distinction only
/// matters for drawing. Except for the three landmark parks, this is the reference's best
/// reading of the printed board, not a certainty.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PrintedArea {
    /// A light-yellow map-edge hex with a printed halt (probable).
    MapEdge,
    /// A green park without a landmark (probable: Augarten, Auf der Schmelz).
    Park,
    /// A green park showing a landmark (Prater, Schloss Belvedere, Schloss Schönbrunn).
    ParkWithLandmark,
    /// A halt on dotted Stadtbahn track only (A19).
    StadtbahnHalt,
    /// A printed interchange on tram and Stadtbahn track (Hernals C7).
    FixedInterchange,
    /// The Stadtbahn junction of Wien I11: a terminal circle, a tram halt and a Stadtbahn halt.
    StadtbahnJunction,
    /// The halt printed on the small map where the full board has the Stadtbahn hex B10.
    SmallMapHalt,
    /// The 2-player overlay's I11: two Stadtbahn terminal circles.
    StadtbahnTerminals,
}

/// A set of hex sides, e.g. the impassable sides of an inner-city hex.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct EdgeSet(u8);

impl EdgeSet {
    /// No side.
    pub const EMPTY: EdgeSet = EdgeSet(0);

    /// The sides with these numbers, for the engine's own tables (a bad number stops the build).
    pub const fn of(edges: &[u8]) -> EdgeSet {
        let mut bits = 0;
        let mut i = 0;
        while i < edges.len() {
            assert!(edges[i] < 6, "edges are 0 to 5");
            bits |= 1 << edges[i];
            i += 1;
        }
        EdgeSet(bits)
    }

    /// Whether `edge` is in the set.
    pub fn contains(self, edge: Edge) -> bool {
        self.0 & (1 << edge.index()) != 0
    }

    /// Whether the set has no side.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The sides in the set, clockwise from the lower-left side.
    pub fn iter(self) -> impl Iterator<Item = Edge> {
        Edge::ALL.into_iter().filter(move |&e| self.contains(e))
    }
}

/// One of the four Stadtbahn companies (rulebook IV.1.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum StadtbahnCompany {
    /// Wiental-Linie (brown, starts at 95).
    W,
    /// Vororte-Linie (beige, starts at 85); not used on the small and 2-player boards.
    V,
    /// Gürtel-Linie (orange, starts at 75).
    G,
    /// Donaukanal-Linie (dark yellow, starts at 65).
    D,
}

impl StadtbahnCompany {
    /// All four, in the rulebook's order (by starting price, highest first).
    pub const ALL: [StadtbahnCompany; 4] =
        [StadtbahnCompany::W, StadtbahnCompany::V, StadtbahnCompany::G, StadtbahnCompany::D];

    /// The company's printed name.
    pub fn name(self) -> &'static str {
        match self {
            StadtbahnCompany::W => "Wiental-Linie",
            StadtbahnCompany::V => "Vororte-Linie",
            StadtbahnCompany::G => "Gürtel-Linie",
            StadtbahnCompany::D => "Donaukanal-Linie",
        }
    }
}

/// The bonus action printed on a Stadtbahn hex, which the line that lays the yellow Stadtbahn
/// tile there may perform (rulebook IX.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Bonus {
    /// Lay one additional yellow track tile under the normal rules.
    ExtraYellowTile,
    /// Upgrade one yellow tile to green under the normal rules (only once green is available).
    GreenUpgrade,
    /// Lay one red inner-city tile on a light-red inner-city hex.
    RedTile,
    /// Lay one purple railway-station tile on a purple hex.
    PurpleTile,
    /// Place an additional station marker this turn.
    ExtraStationMarker,
}

/// What a light-orange Stadtbahn hex asks of its yellow Stadtbahn tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct StadtbahnHex {
    /// The two sides the printed dotted path leaves by; the Stadtbahn tile must join them.
    pub planned_exits: [Edge; 2],
    /// The bonus action printed on the hex.
    pub bonus: Bonus,
    /// The number (Track Tile Chart) of the yellow Stadtbahn tile that fits the dotted path:
    /// L1 or L2 (a halt) or L3 or L4 (an interchange).
    pub first_tile: &'static str,
}

/// How a hex takes part in a Stadtbahn path.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StadtbahnRole {
    /// A light-orange hex that takes a Stadtbahn tile.
    Buildable,
    /// Printed dotted track (with or without a stop) that counts as laid.
    Fixed,
    /// A home-base station at one end of the path (rulebook VIII.5.2).
    Terminal,
}

/// One hex of a Stadtbahn path.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RouteStep {
    /// The hex.
    pub hex: Hex,
    /// Buildable, printed or terminal.
    pub role: StadtbahnRole,
    /// The revenue location of the printed face that the path stops at (an index into
    /// [`Face::nodes`] of this board's face), if the hex is printed and the path stops there.
    pub node: Option<u8>,
}

/// A Stadtbahn station marker's place: a hex and the index of its circle in the face's nodes.
///
/// On a light-orange hex, which has no printed face, `node` is 0: the circle of the Stadtbahn
/// tile laid later.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MarkerSpot {
    /// The hex.
    pub hex: Hex,
    /// The circle, as an index into the nodes of the hex's face.
    pub node: u8,
}

/// A hex's place on one Stadtbahn path.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct StadtbahnStop {
    /// Whose path it is.
    pub company: StadtbahnCompany,
    /// Position on the path, 0 being the first terminal of [`stadtbahn_route`].
    pub order: usize,
    /// Role and node on the path.
    pub step: RouteStep,
}

/// One printed hex of a board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardHex {
    /// Position on the board.
    pub hex: Hex,
    /// What is printed on it.
    pub kind: HexKind,
    /// The printed place name, if any.
    pub name: Option<&'static str>,
    /// Interchange circles of the empty hex: 1, or 2 on the OO hexes; 0 without a circle. The
    /// circles of a pre-printed face are its interchange nodes instead.
    pub circles: u8,
    /// Gulden paid to the bank for the yellow tile on the empty hex (rulebook IX.4): 20 on a
    /// Stadtbahn hex, 40 on the Danube hex B28, 0 elsewhere.
    pub lay_cost: u32,
    /// The printed track and revenue locations, for hexes that show them before any tile is
    /// laid (pre-printed, red, inner-city and railway-station hexes).
    pub face: Option<Face>,
    /// Lines whose home base is printed here (rulebook IV.3). Which circle of an OO hex carries
    /// which number is not known.
    pub line_homes: &'static [u8],
    /// The private company whose landmark is printed here.
    pub landmark: Option<Landmark>,
    /// Sides no track may cross (the inner city, rulebook IX.4).
    pub impassable: EdgeSet,
    /// Sides with a drawn border line, which groups the hexes of a red area or park.
    pub drawn_borders: EdgeSet,
    /// The name of the red off-board area this hex belongs to.
    pub offboard_area: Option<&'static str>,
    /// For pre-printed hexes: what the artwork most likely shows.
    pub printed_area: Option<PrintedArea>,
    /// For light-orange hexes: the dotted path, the bonus and the Stadtbahn tile.
    pub stadtbahn: Option<StadtbahnHex>,
    /// Takes only one of the two special purple tiles L30/L31 (Bahnhof Hauptzollamt F24 and
    /// Westbahnhof G11, rulebook IX.4).
    pub special_purple: bool,
    /// On which boards the hex exists with this face, indexed like [`BoardVariant::ALL`].
    in_variant: [bool; 3],
}

impl BoardHex {
    /// A table row: `maps` is three characters, `F`/`S`/`2` where the hex exists with this
    /// face on the full, 3-player small and 2-player board, `-` where it does not; an empty
    /// `name` means none is printed.
    pub(super) const fn new(
        label: &'static str,
        kind: HexKind,
        maps: &'static str,
        name: &'static str,
    ) -> BoardHex {
        let m = maps.as_bytes();
        assert!(m.len() == 3, "maps column must have three characters");
        assert!(m[0] == b'F' || m[0] == b'-', "first maps character is F or -");
        assert!(m[1] == b'S' || m[1] == b'-', "second maps character is S or -");
        assert!(m[2] == b'2' || m[2] == b'-', "third maps character is 2 or -");
        BoardHex {
            hex: Hex::from_label(label),
            kind,
            name: if name.is_empty() { None } else { Some(name) },
            circles: 0,
            lay_cost: 0,
            face: None,
            line_homes: &[],
            landmark: None,
            impassable: EdgeSet::EMPTY,
            drawn_borders: EdgeSet::EMPTY,
            offboard_area: None,
            printed_area: None,
            stadtbahn: None,
            special_purple: false,
            in_variant: [m[0] == b'F', m[1] == b'S', m[2] == b'2'],
        }
    }

    /// Table notation: the number of interchange circles on the empty hex.
    pub(super) const fn circles(self, circles: u8) -> BoardHex {
        BoardHex { circles, ..self }
    }

    /// Table notation: the lines whose home base is here.
    pub(super) const fn homes(self, line_homes: &'static [u8]) -> BoardHex {
        BoardHex { line_homes, ..self }
    }

    /// Table notation: the landmark printed here.
    pub(super) const fn landmark(self, landmark: Landmark) -> BoardHex {
        BoardHex { landmark: Some(landmark), ..self }
    }

    /// Table notation: the red area the hex belongs to.
    pub(super) const fn area(self, name: &'static str) -> BoardHex {
        BoardHex { offboard_area: Some(name), ..self }
    }

    /// Table notation: what a pre-printed hex shows.
    pub(super) const fn shows(self, area: PrintedArea) -> BoardHex {
        BoardHex { printed_area: Some(area), ..self }
    }

    /// Table notation: sides no track may cross.
    pub(super) const fn impassable(self, edges: &[u8]) -> BoardHex {
        BoardHex { impassable: EdgeSet::of(edges), ..self }
    }

    /// Table notation: sides with a drawn border line.
    pub(super) const fn borders(self, edges: &[u8]) -> BoardHex {
        BoardHex { drawn_borders: EdgeSet::of(edges), ..self }
    }

    /// Table notation: the blue Danube hex, where the yellow tile costs 40 (rulebook IX.4).
    pub(super) const fn danube(self) -> BoardHex {
        BoardHex { lay_cost: 40, ..self }
    }

    /// Table notation: a light-orange hex with its dotted exits, bonus and Stadtbahn tile; the
    /// yellow Stadtbahn tile costs 20 (rulebook IX.4).
    pub(super) const fn stadtbahn(
        self,
        exits: [u8; 2],
        bonus: Bonus,
        tile: &'static str,
    ) -> BoardHex {
        let planned_exits = [Edge::of(exits[0]), Edge::of(exits[1])];
        let stadtbahn = StadtbahnHex { planned_exits, bonus, first_tile: tile };
        BoardHex { stadtbahn: Some(stadtbahn), lay_cost: 20, ..self }
    }

    /// Table notation: takes only a special purple tile.
    pub(super) const fn special_purple(self) -> BoardHex {
        BoardHex { special_purple: true, ..self }
    }

    /// Table notation: the printed face.
    pub(super) const fn face(self, nodes: &'static [Node], paths: &'static [Path]) -> BoardHex {
        BoardHex { face: Some(Face { nodes, paths }), ..self }
    }

    /// Whether this hex, with this face, is part of `variant`'s board.
    pub fn on(&self, variant: BoardVariant) -> bool {
        self.in_variant[variant as usize]
    }

    /// Whether the hex is one of the OO hexes with two interchange circles (rulebook IX.4).
    pub fn is_oo(&self) -> bool {
        self.circles == 2
    }

    /// Whether the hex has an interchange circle, printed on the empty hex or on its face.
    pub fn has_interchange(&self) -> bool {
        self.circles > 0
            || self.face.is_some_and(|f| {
                f.nodes.iter().any(|n| matches!(n.kind, NodeKind::Interchange { .. }))
            })
    }

    /// The sides that printed track leaves by.
    pub fn printed_exits(&self) -> EdgeSet {
        let mut bits = 0u8;
        for path in self.face.iter().flat_map(|f| f.paths) {
            for end in [path.a, path.b] {
                if let PathEnd::Edge { edge, .. } = end {
                    bits |= 1 << edge.index();
                }
            }
        }
        EdgeSet(bits)
    }
}

/// The hexes of one board, in reading order (north to south, west to east), each with the face
/// printed on that board.
pub fn board_hexes(variant: BoardVariant) -> impl Iterator<Item = &'static BoardHex> {
    use super::board_hexes::{HEXES, VARIANT_HEXES};
    HEXES.iter().filter_map(move |row| {
        if row.on(variant) {
            Some(row)
        } else {
            VARIANT_HEXES.iter().find(|v| v.hex == row.hex && v.on(variant))
        }
    })
}

/// The hex at `hex` on `variant`'s board, with the face printed on that board; `None` if the
/// board has no such hex.
pub fn hex_info(variant: BoardVariant, hex: Hex) -> Option<&'static BoardHex> {
    use std::sync::OnceLock;
    // A dense table per board, built once: the track walk and every tile check ask for many
    // hexes, so the lookup is an index, not a search.
    static INDEX: OnceLock<[Vec<Option<&'static BoardHex>>; 3]> = OnceLock::new();
    let index = INDEX.get_or_init(|| {
        BoardVariant::ALL.map(|v| {
            let mut table = vec![None; BOARD_SLOTS];
            for h in board_hexes(v) {
                // A printed hex outside the table is a data error; board tests list them all.
                if let Some(slot) = board_slot(h.hex) {
                    table[slot].get_or_insert(h);
                }
            }
            table
        })
    });
    index[variant as usize].get(board_slot(hex)?).copied().flatten()
}

/// The printed board's rows (A–K) and columns (1–31) fit a dense table of this size.
const ROWS: usize = 11;
const COLUMNS: usize = 32;

/// The size of a table with one place per printed hex ([`board_slot`]).
pub const BOARD_SLOTS: usize = ROWS * COLUMNS;

/// The place of a hex in a table of [`BOARD_SLOTS`] places (reading order: row by row, west to
/// east), if it lies within the printed rows and columns. Every hex of every board has one.
pub fn board_slot(hex: Hex) -> Option<usize> {
    // The printed row and column (`Hex::printed`), worked out in 64 bits so that no hex
    // overflows: every lay check and track walk asks this many times.
    let row = usize::try_from(hex.r).ok()?;
    let column = usize::try_from(2 * i64::from(hex.q) + i64::from(hex.r) + 1).ok()?;
    (row < ROWS && (1..COLUMNS).contains(&column)).then_some(row * COLUMNS + column)
}

/// The hex whose place is `slot` ([`board_slot`]), if a hex has that place.
pub fn slot_hex(slot: usize) -> Option<Hex> {
    let row = u8::try_from(slot / COLUMNS).ok()?;
    Hex::from_printed(row, u32::try_from(slot % COLUMNS).ok()?)
}

/// The board hex across `edge` of `hex`, if `variant`'s board has one there.
pub fn neighbor(variant: BoardVariant, hex: Hex, edge: Edge) -> Option<&'static BoardHex> {
    hex_info(variant, hex.neighbor(edge))
}

/// The Stadtbahn path of `company` on `variant`'s board, from one terminal to the other;
/// empty when the company is not used on that board (V on the small and 2-player boards).
pub fn stadtbahn_route(variant: BoardVariant, company: StadtbahnCompany) -> &'static [RouteStep] {
    stadtbahn::route(variant, company)
}

/// The places of `company`'s Stadtbahn station markers at the start of the game (rulebook
/// III.5), terminals included; empty when the company is not used on that board.
pub fn initial_stadtbahn_markers(
    variant: BoardVariant,
    company: StadtbahnCompany,
) -> &'static [MarkerSpot] {
    stadtbahn::initial_markers(variant, company)
}

/// The Stadtbahn paths that cross `hex` on `variant`'s board.
pub fn stadtbahn_stops(variant: BoardVariant, hex: Hex) -> impl Iterator<Item = StadtbahnStop> {
    StadtbahnCompany::ALL.into_iter().flat_map(move |company| {
        stadtbahn_route(variant, company)
            .iter()
            .enumerate()
            .filter(move |(_, step)| step.hex == hex)
            .map(move |(order, &step)| StadtbahnStop { company, order, step })
    })
}
