//! The 1840 tile set: every tile layout in the box, one row each, and the upgrade relation.
//!
//! Rows are grouped like the rulebook's Track Tile Chart (component list §I): yellow, green,
//! brown and grey tram tiles, then the orange-edged Stadtbahn tiles, then red and purple.
//! `count` is the number of copies in the box **per physical tile** (the rulebook's chart; where
//! 18xx.games differs, the box wins: L16 has 2). L30 and L31 are one physical tile each with
//! two layouts, `a` for Westbahnhof (G11) and `b` for Bahnhof Hauptzollamt (F24); the supply
//! counts physical tiles.
//!
//! Faces are at rotation 0, edges numbered clockwise from the lower-left side (0 = SW, 1 = W,
//! 2 = NW, 3 = NE, 4 = E, 5 = SE). `halt(v)` is a black bar, `interchange(v, slots)` an interchange with
//! `slots` circles, `interchange_by_phase`/`halt_by_phase` take a value per newest tile colour (yellow, green, brown, grey), `tram` ordinary track,
//! `dotted` Stadtbahn track, `terminal(..)` track on which a route must end (red tiles).
//!
//! [`TileId`] is a one-byte handle that reads and writes as the printed name. The upgrade
//! relation is computed, and its tables are worked out once (which upgrades fit at which
//! relative turn, [`upgrade_set`]); a [`TileSet`] is a set of chart rows.

use crate::map::tile::build::{
    dotted, e, halt, halt_by_phase, interchange, interchange_by_phase, n, terminal, tram,
};
use crate::map::{Face, Hex, Node, NodeKind, Path, PathEnd, Rotation, TileColor};
use TileColor::{Brown, Gray, Green, Purple, Red, Yellow};

/// Where and how a tile may be laid (rulebook IX.4; digest R69, R73).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LayRule {
    /// The normal lay or upgrade of a line, on white hexes (never on Stadtbahn hexes).
    Normal,
    /// Orange-edged: only on the light-orange Stadtbahn hexes. The yellow one is the line's
    /// Stadtbahn lay (20 G, then the bonus action); green and brown are normal upgrades.
    Stadtbahn,
    /// Red inner-city tile: only on D20/E19/E21, only by the red Stadtbahn bonus.
    RedBonus,
    /// Purple railway-station tile: only on a railway-station hex, only by the purple bonus.
    PurpleBonus,
}

/// One tile layout.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TileDef {
    /// The tile's name as printed (18xx.games names the two layouts of L30/L31 `a` and `b`).
    pub id: &'static str,
    /// The physical tile in the box this layout belongs to.
    pub physical: &'static str,
    /// Its colour.
    pub color: TileColor,
    /// Copies of the physical tile in the box.
    pub count: u8,
    /// Where it may be laid.
    pub lay: LayRule,
    /// Orange edge: a Stadtbahn tile, upgraded only by orange-edged tiles.
    pub stadtbahn_edge: bool,
    /// Labelled OO: goes only on OO hexes and upgrades only to OO tiles.
    pub oo: bool,
    /// Special purple tiles: the only hex they fit, always at rotation 0.
    pub only_on: Option<Hex>,
    /// Track and revenue locations at rotation 0.
    pub face: Face,
}

const fn def(
    id: &'static str,
    physical: &'static str,
    color: TileColor,
    count: u8,
    lay: LayRule,
) -> TileDef {
    TileDef {
        id,
        physical,
        color,
        count,
        lay,
        stadtbahn_edge: false,
        oo: false,
        only_on: None,
        face: Face { nodes: &[], paths: &[] },
    }
}

impl TileDef {
    const fn orange(self) -> TileDef {
        TileDef { stadtbahn_edge: true, ..self }
    }
    const fn oo(self) -> TileDef {
        TileDef { oo: true, ..self }
    }
    const fn fixed_on(self, hex: &'static str) -> TileDef {
        TileDef { only_on: Some(Hex::from_label(hex)), ..self }
    }
    const fn face(self, nodes: &'static [Node], paths: &'static [Path]) -> TileDef {
        TileDef { face: Face { nodes, paths }, ..self }
    }

    /// Number of halts.
    pub fn halts(&self) -> usize {
        self.face.nodes.iter().filter(|n| n.kind == NodeKind::Halt).count()
    }

    /// Number of interchanges.
    pub fn interchanges(&self) -> usize {
        self.face.nodes.iter().filter(|n| matches!(n.kind, NodeKind::Interchange { .. })).count()
    }

    /// The sides track leaves through when the tile is turned by `rotation`, as a bit set
    /// (bit `e` for side `e`).
    pub fn exits(&self, rotation: Rotation) -> u8 {
        self.face
            .paths
            .iter()
            .flat_map(|p| [p.a, p.b])
            .filter_map(|end| match end {
                PathEnd::Edge { edge, .. } => Some(1u8 << edge.rotated(rotation).index()),
                PathEnd::Node(_) => None,
            })
            .fold(0, |acc, bit| acc | bit)
    }
}

use LayRule::{Normal, PurpleBonus, RedBonus, Stadtbahn};

/// Every tile layout, grouped like the rulebook's Track Tile Chart.
#[rustfmt::skip]
static TILES: &[TileDef] = &[
    def("3",    "3",    Yellow,  7, Normal)
        .face(&[halt(10)], &[tram(e(0), n(0)), tram(n(0), e(1))]),
    def("58",   "58",   Yellow, 12, Normal)
        .face(&[halt(10)], &[tram(e(0), n(0)), tram(n(0), e(2))]),
    def("4",    "4",    Yellow, 10, Normal)
        .face(&[halt(10)], &[tram(e(0), n(0)), tram(n(0), e(3))]),
    def("5",    "5",    Yellow,  5, Normal)
        .face(&[interchange(20, 1)], &[tram(e(0), n(0)), tram(e(1), n(0))]),
    def("6",    "6",    Yellow,  5, Normal)
        .face(&[interchange(20, 1)], &[tram(e(0), n(0)), tram(e(2), n(0))]),
    def("57",   "57",   Yellow,  5, Normal)
        .face(&[interchange(20, 1)], &[tram(e(0), n(0)), tram(n(0), e(3))]),
    def("235",  "235",  Yellow,  3, Normal)     .oo()
        .face(&[interchange(30, 1), interchange(30, 1)], &[tram(e(0), n(0))]),

    def("619",  "619",  Green,   5, Normal)
        .face(&[interchange(30, 2)], &[tram(e(0), n(0)), tram(e(2), n(0)), tram(e(3), n(0)), tram(e(4), n(0))]),
    def("8858", "8858", Green,   1, Normal)     .oo()
        .face(&[interchange(40, 1), interchange(40, 1)], &[tram(e(0), n(0)), tram(n(0), e(2)), tram(e(1), n(1)), tram(n(1), e(3))]),
    def("8859", "8859", Green,   1, Normal)     .oo()
        .face(&[interchange(40, 1), interchange(40, 1)], &[tram(e(0), n(0)), tram(n(0), e(3)), tram(e(2), n(1)), tram(n(1), e(5))]),
    def("8860", "8860", Green,   1, Normal)     .oo()
        .face(&[interchange(40, 1), interchange(40, 1)], &[tram(e(1), n(0)), tram(n(0), e(5)), tram(e(2), n(1)), tram(n(1), e(4))]),
    def("8863", "8863", Green,   1, Normal)     .oo()
        .face(&[interchange(40, 1), interchange(40, 1)], &[tram(e(0), n(0)), tram(n(0), e(1)), tram(e(2), n(1)), tram(n(1), e(5))]),
    def("8864", "8864", Green,   1, Normal)     .oo()
        .face(&[interchange(40, 1), interchange(40, 1)], &[tram(e(1), n(0)), tram(n(0), e(5)), tram(e(2), n(1)), tram(n(1), e(3))]),
    def("8865", "8865", Green,   1, Normal)     .oo()
        .face(&[interchange(40, 1), interchange(40, 1)], &[tram(e(1), n(0)), tram(n(0), e(5)), tram(e(3), n(1)), tram(n(1), e(4))]),
    def("14",   "14",   Green,   5, Normal)
        .face(&[interchange(30, 2)], &[tram(e(0), n(0)), tram(e(1), n(0)), tram(e(3), n(0)), tram(e(4), n(0))]),
    def("15",   "15",   Green,   5, Normal)
        .face(&[interchange(30, 2)], &[tram(e(0), n(0)), tram(e(1), n(0)), tram(e(2), n(0)), tram(e(3), n(0))]),
    def("142",  "142",  Green,   6, Normal)
        .face(&[halt(10)], &[tram(e(0), n(0)), tram(e(5), n(0)), tram(e(3), n(0))]),
    def("141",  "141",  Green,   6, Normal)
        .face(&[halt(10)], &[tram(e(0), n(0)), tram(e(3), n(0)), tram(e(1), n(0))]),
    def("143",  "143",  Green,   4, Normal)
        .face(&[halt(10)], &[tram(e(0), n(0)), tram(e(1), n(0)), tram(e(2), n(0))]),
    def("144",  "144",  Green,   4, Normal)
        .face(&[halt(10)], &[tram(e(0), n(0)), tram(e(2), n(0)), tram(e(4), n(0))]),

    def("767",  "767",  Brown,   3, Normal)
        .face(&[halt(10)], &[tram(e(2), n(0)), tram(e(3), n(0)), tram(e(4), n(0)), tram(e(5), n(0))]),
    def("768",  "768",  Brown,   3, Normal)
        .face(&[halt(10)], &[tram(e(1), n(0)), tram(e(2), n(0)), tram(e(4), n(0)), tram(e(5), n(0))]),
    def("769",  "769",  Brown,   3, Normal)
        .face(&[halt(10)], &[tram(e(0), n(0)), tram(e(2), n(0)), tram(e(3), n(0)), tram(e(4), n(0))]),
    def("611",  "611",  Brown,  11, Normal)
        .face(&[interchange(40, 2)], &[tram(e(0), n(0)), tram(e(1), n(0)), tram(e(2), n(0)), tram(e(3), n(0)), tram(e(4), n(0))]),

    def("455",  "455",  Gray,    2, Normal)
        .face(&[interchange(50, 3)], &[tram(e(0), n(0)), tram(e(1), n(0)), tram(e(2), n(0)), tram(e(3), n(0)), tram(e(4), n(0)), tram(e(5), n(0))]),

    def("L1",   "L1",   Yellow, 10, Stadtbahn)  .orange()
        .face(&[halt(10)], &[dotted(e(0), n(0)), dotted(n(0), e(2))]),
    def("L2",   "L2",   Yellow, 11, Stadtbahn)  .orange()
        .face(&[halt(10)], &[dotted(e(0), n(0)), dotted(n(0), e(3))]),
    def("L3",   "L3",   Yellow,  2, Stadtbahn)  .orange()
        .face(&[interchange(20, 1)], &[dotted(e(0), n(0)), dotted(n(0), e(2))]),
    def("L4",   "L4",   Yellow,  5, Stadtbahn)  .orange()
        .face(&[interchange(20, 1)], &[dotted(e(0), n(0)), dotted(n(0), e(3))]),

    def("L5",   "L5",   Green,   2, Stadtbahn)  .orange()
        .face(&[halt(10), halt(10)], &[tram(e(0), n(0)), tram(n(0), e(2)), dotted(e(1), n(1)), dotted(n(1), e(5))]),
    def("L6",   "L6",   Green,   2, Stadtbahn)  .orange()
        .face(&[halt(10), halt(10)], &[dotted(e(0), n(0)), dotted(n(0), e(3)), tram(e(1), n(1)), tram(n(1), e(5))]),
    def("L7",   "L7",   Green,   2, Stadtbahn)  .orange()
        .face(&[halt(10), halt(10)], &[dotted(e(0), n(0)), dotted(n(0), e(2)), tram(e(1), n(1)), tram(n(1), e(5))]),
    def("L8",   "L8",   Green,   2, Stadtbahn)  .orange()
        .face(&[halt(10), halt(10)], &[tram(e(0), n(0)), tram(n(0), e(3)), dotted(e(1), n(1)), dotted(n(1), e(5))]),
    def("L9",   "L9",   Green,   2, Stadtbahn)  .orange()
        .face(&[halt(10), halt(10)], &[tram(e(0), n(0)), tram(n(0), e(3)), dotted(e(1), n(1)), dotted(n(1), e(4))]),
    def("L10",  "L10",  Green,   2, Stadtbahn)  .orange()
        .face(&[halt(10), halt(10)], &[tram(e(0), n(0)), tram(n(0), e(3)), dotted(e(2), n(1)), dotted(n(1), e(5))]),
    def("L11",  "L11",  Green,   2, Stadtbahn)  .orange()
        .face(&[interchange(40, 2)], &[tram(e(0), n(0)), tram(n(0), e(1)), tram(n(0), e(4)), dotted(e(2), n(0)), dotted(n(0), e(5))]),
    def("L12",  "L12",  Green,   2, Stadtbahn)  .orange()
        .face(&[interchange(40, 2)], &[tram(e(0), n(0)), tram(n(0), e(1)), tram(n(0), e(3)), dotted(e(2), n(0)), dotted(n(0), e(5))]),
    def("L13",  "L13",  Green,   1, Stadtbahn)  .orange()
        .face(&[interchange(40, 2)], &[tram(e(1), n(0)), tram(n(0), e(2)), tram(n(0), e(5)), dotted(e(0), n(0)), dotted(n(0), e(4))]),
    def("L14",  "L14",  Green,   1, Stadtbahn)  .orange()
        .face(&[interchange(40, 2)], &[tram(e(3), n(0)), tram(n(0), e(2)), tram(n(0), e(5)), dotted(e(0), n(0)), dotted(n(0), e(4))]),

    def("L15",  "L15",  Brown,   1, Stadtbahn)  .orange()
        .face(&[interchange(50, 3)], &[tram(e(1), n(0)), tram(e(3), n(0)), tram(n(0), e(2)), tram(n(0), e(5)), dotted(e(0), n(0)), dotted(n(0), e(4))]),
    def("L16",  "L16",  Brown,   2, Stadtbahn)  .orange()
        .face(&[interchange(50, 3)], &[tram(e(0), n(0)), tram(n(0), e(1)), tram(n(0), e(3)), tram(n(0), e(4)), dotted(e(2), n(0)), dotted(n(0), e(5))]),

    def("L17",  "L17",  Brown,   3, Normal)     .oo()
        .face(&[interchange(60, 2)], &[tram(e(0), n(0)), tram(e(2), n(0)), tram(e(3), n(0)), tram(e(4), n(0)), tram(e(5), n(0))]),

    def("L18",  "L18",  Gray,    1, Normal)     .oo()
        .face(&[interchange(70, 3)], &[tram(e(0), n(0)), tram(e(1), n(0)), tram(e(2), n(0)), tram(e(3), n(0)), tram(e(4), n(0)), tram(e(5), n(0))]),
    def("L19",  "L19",  Gray,    1, Normal)
        .face(&[halt(10)], &[tram(e(0), n(0)), tram(e(2), n(0)), tram(e(3), n(0)), tram(e(4), n(0)), tram(e(5), n(0))]),

    def("L20",  "L20",  Red,     1, RedBonus)
        .face(&[interchange_by_phase([20, 40, 60, 80], 2)], &[terminal(tram(e(0), n(0))), terminal(tram(e(3), n(0))), terminal(tram(e(4), n(0))), terminal(tram(e(5), n(0)))]),
    def("L21",  "L21",  Red,     1, RedBonus)
        .face(&[interchange_by_phase([30, 30, 60, 90], 2)], &[terminal(tram(e(0), n(0))), terminal(tram(e(3), n(0))), terminal(tram(e(4), n(0))), terminal(tram(e(5), n(0)))]),
    def("L22",  "L22",  Red,     1, RedBonus)
        .face(&[interchange_by_phase([30, 40, 50, 70], 2)], &[terminal(tram(e(0), n(0))), terminal(tram(e(3), n(0))), terminal(tram(e(4), n(0))), terminal(tram(e(5), n(0)))]),
    def("L23",  "L23",  Red,     1, RedBonus)
        .face(&[interchange_by_phase([30, 50, 70, 30], 2)], &[terminal(tram(e(0), n(0))), terminal(tram(e(3), n(0))), terminal(tram(e(4), n(0))), terminal(tram(e(5), n(0)))]),

    def("L24",  "L24",  Purple,  1, PurpleBonus)
        .face(&[halt_by_phase([10, 10, 30, 30]), halt_by_phase([10, 10, 30, 30]), halt_by_phase([10, 10, 30, 30]), halt_by_phase([10, 10, 30, 30]), halt_by_phase([10, 10, 30, 30])], &[tram(e(0), n(0)), tram(e(4), n(0)), tram(e(1), n(1)), tram(e(2), n(2)), tram(e(3), n(3)), tram(e(5), n(4))]),
    def("L25",  "L25",  Purple,  1, PurpleBonus)
        .face(&[halt_by_phase([20, 20, 20, 20]), halt_by_phase([20, 20, 20, 20]), halt_by_phase([20, 20, 20, 20]), halt_by_phase([20, 20, 20, 20]), halt_by_phase([20, 20, 20, 20])], &[tram(e(0), n(0)), tram(e(4), n(0)), tram(e(1), n(1)), tram(e(2), n(2)), tram(e(3), n(3)), tram(e(5), n(4))]),
    def("L26",  "L26",  Purple,  1, PurpleBonus)
        .face(&[halt_by_phase([30, 30, 10, 10]), halt_by_phase([30, 30, 10, 10]), halt_by_phase([30, 30, 10, 10]), halt_by_phase([30, 30, 10, 10]), halt_by_phase([30, 30, 10, 10])], &[tram(e(0), n(0)), tram(e(4), n(0)), tram(e(1), n(1)), tram(e(2), n(2)), tram(e(3), n(3)), tram(e(5), n(4))]),
    def("L27",  "L27",  Purple,  1, PurpleBonus)
        .face(&[halt_by_phase([10, 10, 30, 30]), halt_by_phase([10, 10, 30, 30]), halt_by_phase([10, 10, 30, 30]), halt_by_phase([10, 10, 30, 30]), halt_by_phase([10, 10, 30, 30])], &[tram(e(0), n(0)), tram(e(1), n(0)), tram(e(4), n(1)), tram(e(2), n(2)), tram(e(3), n(3)), tram(e(5), n(4))]),
    def("L28",  "L28",  Purple,  1, PurpleBonus)
        .face(&[halt_by_phase([20, 20, 20, 20]), halt_by_phase([20, 20, 20, 20]), halt_by_phase([20, 20, 20, 20]), halt_by_phase([20, 20, 20, 20]), halt_by_phase([20, 20, 20, 20])], &[tram(e(0), n(0)), tram(e(1), n(0)), tram(e(4), n(1)), tram(e(2), n(2)), tram(e(3), n(3)), tram(e(5), n(4))]),
    def("L29",  "L29",  Purple,  1, PurpleBonus)
        .face(&[halt_by_phase([30, 30, 10, 10]), halt_by_phase([30, 30, 10, 10]), halt_by_phase([30, 30, 10, 10]), halt_by_phase([30, 30, 10, 10]), halt_by_phase([30, 30, 10, 10])], &[tram(e(0), n(0)), tram(e(1), n(0)), tram(e(4), n(1)), tram(e(2), n(2)), tram(e(3), n(3)), tram(e(5), n(4))]),
    def("L30a", "L30",  Purple,  1, PurpleBonus).fixed_on("G11")
        .face(&[halt_by_phase([30, 30, 10, 10])], &[tram(e(0), n(0)), tram(e(1), n(0)), tram(e(2), n(0)), tram(e(4), n(0)), dotted(e(5), n(0)), dotted(e(3), n(0))]),
    def("L30b", "L30",  Purple,  1, PurpleBonus).fixed_on("F24")
        .face(&[halt_by_phase([30, 30, 10, 10]), interchange_by_phase([30, 30, 10, 10], 1), interchange_by_phase([30, 30, 10, 10], 1)], &[tram(e(1), n(0)), tram(e(3), n(0)), tram(e(4), n(0)), tram(e(5), n(0)), dotted(e(0), n(1)), dotted(e(2), n(2))]),
    def("L31a", "L31",  Purple,  1, PurpleBonus).fixed_on("G11")
        .face(&[halt_by_phase([10, 10, 30, 30])], &[tram(e(0), n(0)), tram(e(1), n(0)), tram(e(2), n(0)), tram(e(4), n(0)), dotted(e(5), n(0)), dotted(e(3), n(0))]),
    def("L31b", "L31",  Purple,  1, PurpleBonus).fixed_on("F24")
        .face(&[interchange_by_phase([10, 10, 30, 30], 1), interchange_by_phase([10, 10, 30, 30], 1), halt_by_phase([10, 10, 30, 30])], &[tram(e(1), n(2)), tram(e(3), n(2)), tram(e(4), n(2)), tram(e(5), n(2)), dotted(e(0), n(0)), dotted(e(2), n(1))]),
];

/// Every tile layout in the box, in chart order.
pub fn tiles() -> &'static [TileDef] {
    TILES
}

/// A tile layout, as actions and events name it: a small copyable handle (its row in the
/// tile chart) that reads and writes as the printed name (`"57"`, `"L30a"`), so saves and
/// links keep the names they always had.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TileId(u8);

impl TileId {
    /// The layout printed as `name`, if the box has one.
    pub fn named(name: &str) -> Option<TileId> {
        TILES.iter().position(|t| t.id == name).and_then(|i| u8::try_from(i).ok()).map(TileId)
    }

    /// The id of a layout of the chart: its place in the chart when `def` is a row of it
    /// (every `&'static TileDef` the crate hands out is), else found by name.
    pub fn of(def: &TileDef) -> TileId {
        TileId::in_chart(def).or_else(|| TileId::named(def.id)).unwrap_or(TileId(0))
    }

    /// The chart row `def` is, if it is one (not a copy or a layout made elsewhere, as tests
    /// make).
    pub fn in_chart(def: &TileDef) -> Option<TileId> {
        let size = std::mem::size_of::<TileDef>();
        let offset = (def as *const TileDef as usize).wrapping_sub(TILES.as_ptr() as usize);
        let row = offset / size;
        (offset.is_multiple_of(size) && row < TILES.len()).then_some(TileId(row as u8))
    }

    /// The row of the chart (0 for the first layout).
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The first layout of the same physical tile (`self` for a tile with one layout): the
    /// supply counts physical tiles.
    pub fn physical(self) -> TileId {
        static FIRST: std::sync::OnceLock<Vec<u8>> = std::sync::OnceLock::new();
        let first = FIRST.get_or_init(|| {
            (0..TILES.len())
                .map(|i| {
                    let at = TILES.iter().position(|t| t.physical == TILES[i].physical);
                    at.and_then(|at| u8::try_from(at).ok()).unwrap_or(0)
                })
                .collect()
        });
        TileId(first[self.index()])
    }

    /// Every layout in chart order, with its id.
    pub fn all() -> impl Iterator<Item = (TileId, &'static TileDef)> {
        (0..=u8::MAX).map(TileId).zip(TILES)
    }

    /// The layout.
    pub fn def(self) -> &'static TileDef {
        &TILES[usize::from(self.0)]
    }

    /// The printed name.
    pub fn name(self) -> &'static str {
        self.def().id
    }
}

impl PartialEq<str> for TileId {
    fn eq(&self, name: &str) -> bool {
        self.name() == name
    }
}

impl PartialEq<&str> for TileId {
    fn eq(&self, name: &&str) -> bool {
        self.name() == *name
    }
}

impl std::fmt::Debug for TileId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?}", self.name())
    }
}

impl std::fmt::Display for TileId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl serde::Serialize for TileId {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

impl<'de> serde::Deserialize<'de> for TileId {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<TileId, D::Error> {
        let name = std::borrow::Cow::<'de, str>::deserialize(deserializer)?;
        TileId::named(&name)
            .ok_or_else(|| serde::de::Error::custom(format!("there is no tile \"{name}\"")))
    }
}

/// The tile layout named `id` (e.g. `"57"`, `"L12"`, `"L30a"`).
pub fn tile(id: &str) -> Option<&'static TileDef> {
    TILES.iter().find(|t| t.id == id)
}

/// The colour that upgrades `color`, if any (rulebook IX.5: yellow → green → brown → grey;
/// grey, red and purple are never replaced).
pub fn next_color(color: TileColor) -> Option<TileColor> {
    match color {
        Yellow => Some(Green),
        Green => Some(Brown),
        Brown => Some(Gray),
        Gray | Red | Purple => None,
    }
}

/// One way to upgrade a tile: the new tile and the rotations that keep every old track.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Upgrade {
    /// The new tile.
    pub to: &'static TileDef,
    /// Rotations of the new tile relative to the old tile lying at rotation 0 (add the old
    /// tile's rotation on the board).
    pub rotations: Vec<Rotation>,
}

/// Where the revenue locations of an old face go on a new face that keeps all its track:
/// `map[i]` is the new node that old node `i` becomes. `None` when some old track is lost.
///
/// Rulebook IX.5 (R75): no existing track may be lost or broken and every revenue location
/// keeps its type and all its connections. A new tile may add track and, for OO → L17 only,
/// join the two OO interchanges into one.
pub fn keeps_track(
    old: &Face,
    old_rotation: Rotation,
    new: &Face,
    new_rotation: Rotation,
) -> Option<Vec<u8>> {
    let mut map = vec![0u8; old.nodes.len()];
    if assign(old, old_rotation, new, new_rotation, 0, &mut map) { Some(map) } else { None }
}

fn assign(
    old: &Face,
    old_rot: Rotation,
    new: &Face,
    new_rot: Rotation,
    i: usize,
    map: &mut Vec<u8>,
) -> bool {
    if i == old.nodes.len() {
        return old.paths.iter().all(|p| {
            let a = moved(p.a, old_rot, map);
            let b = moved(p.b, old_rot, map);
            new.paths.iter().any(|q| {
                let qa = moved(q.a, new_rot, &[]);
                let qb = moved(q.b, new_rot, &[]);
                q.track == p.track && ((qa == a && qb == b) || (qa == b && qb == a))
            })
        });
    }
    let kind = old.nodes[i].kind;
    // Two old revenue locations may become one only where the new face has fewer of them
    // (the OO interchanges joined on L17).
    let may_merge = new.nodes.len() < old.nodes.len();
    for (j, node) in new.nodes.iter().enumerate() {
        let same_kind = std::mem::discriminant(&node.kind) == std::mem::discriminant(&kind);
        let free = may_merge || !map[..i].contains(&(j as u8));
        if same_kind && free {
            map[i] = j as u8;
            if assign(old, old_rot, new, new_rot, i + 1, map) {
                return true;
            }
        }
    }
    false
}

/// A path end in board orientation, with old nodes renamed through `map` (identity if empty).
fn moved(end: PathEnd, rotation: Rotation, map: &[u8]) -> PathEnd {
    match end {
        PathEnd::Edge { edge, lane } => PathEnd::Edge { edge: edge.rotated(rotation), lane },
        PathEnd::Node(k) => PathEnd::Node(map.get(usize::from(k)).copied().unwrap_or(k)),
    }
}

/// Whether `new` may replace `old` at all, rotation aside (rulebook IX.5; digest R74, R75).
fn may_replace(old: &TileDef, new: &TileDef) -> bool {
    if next_color(old.color) != Some(new.color) || old.oo != new.oo {
        return false;
    }
    // Orange-edged tiles are upgraded only by orange-edged ones, and only they may replace
    // them (R75).
    if old.stadtbahn_edge != new.stadtbahn_edge {
        return false;
    }
    // Revenue locations keep their type: as many halts and interchanges as before, except
    // that the green OO tiles become the one-circle brown OO tile L17, and that a yellow
    // one-halt Stadtbahn tile may become a green two-halt one.
    let one_to_two_halts =
        old.stadtbahn_edge && old.color == Yellow && old.halts() == 1 && new.halts() == 2;
    let halts_ok = old.halts() == new.halts() || one_to_two_halts;
    let interchanges_ok = old.interchanges() == new.interchanges() || old.oo;
    halts_ok && interchanges_ok
}

/// Whether `new` at `new_rotation` may replace `old` lying at `old_rotation` (rulebook IX.5):
/// the one pair of [`upgrades`] a lay asks about, without building the whole list.
pub fn replaces(
    old: &TileDef,
    old_rotation: Rotation,
    new: &TileDef,
    new_rotation: Rotation,
) -> bool {
    let turn = (6 + new_rotation.index() - old_rotation.index()) % 6;
    replace_turns(old, new) & (1 << turn) != 0
}

/// The turns of `new` relative to `old` (bit `t`: `new` turned `t` sixths further than `old`)
/// in which it may replace `old` (rulebook IX.5): turning both tiles alike keeps the answer,
/// so this one mask holds [`replaces`] for every rotation of both. 0 when `new` never may.
pub fn replace_turns(old: &TileDef, new: &TileDef) -> u8 {
    // Worked out once for every pair of the chart.
    static TURNS: std::sync::OnceLock<Vec<u8>> = std::sync::OnceLock::new();
    let turns = TURNS.get_or_init(|| {
        let mut turns = Vec::with_capacity(TILES.len() * TILES.len());
        for old in TILES {
            for new in TILES {
                let keeps = |r: Rotation| {
                    may_replace(old, new)
                        && keeps_track(&old.face, Rotation::default(), &new.face, r).is_some()
                };
                let mask = Rotation::ALL.into_iter().filter(|&r| keeps(r));
                turns.push(mask.fold(0u8, |m, r| m | 1 << r.index()));
            }
        }
        turns
    });
    let (old_row, new_row) = (TileId::of(old).index(), TileId::of(new).index());
    turns.get(old_row * TILES.len() + new_row).copied().unwrap_or(0)
}

/// The tiles that may replace `old` in some rotation ([`replace_turns`] not 0), worked out once
/// per chart row.
pub fn upgrade_set(old: &TileDef) -> TileSet {
    static SETS: std::sync::OnceLock<Vec<TileSet>> = std::sync::OnceLock::new();
    let sets = SETS.get_or_init(|| {
        TILES
            .iter()
            .map(|old| {
                TileId::all()
                    .filter(|(_, new)| replace_turns(old, new) != 0)
                    .map(|(id, _)| id)
                    .collect()
            })
            .collect()
    });
    sets.get(TileId::of(old).index()).copied().unwrap_or_default()
}

/// A set of chart rows: one bit per possible [`TileId`], in chart order.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct TileSet([u128; 2]);

impl TileSet {
    /// Adds `id`.
    pub fn insert(&mut self, id: TileId) {
        let i = id.index();
        self.0[i / 128] |= 1 << (i % 128);
    }

    /// Whether `id` is in the set.
    pub fn contains(self, id: TileId) -> bool {
        let i = id.index();
        self.0[i / 128] & (1 << (i % 128)) != 0
    }

    /// The rows in both sets.
    pub fn and(self, other: TileSet) -> TileSet {
        TileSet([self.0[0] & other.0[0], self.0[1] & other.0[1]])
    }

    /// The rows, in chart order.
    pub fn iter(self) -> TileSetIter {
        TileSetIter { words: self.0, at: 0 }
    }
}

/// The rows of a [`TileSet`], in chart order.
#[derive(Debug, Clone)]
pub struct TileSetIter {
    words: [u128; 2],
    at: usize,
}

impl Iterator for TileSetIter {
    type Item = TileId;

    fn next(&mut self) -> Option<TileId> {
        while let Some(word) = self.words.get_mut(self.at) {
            if *word != 0 {
                let bit = word.trailing_zeros() as usize;
                *word &= *word - 1;
                return u8::try_from(self.at * 128 + bit).ok().map(TileId);
            }
            self.at += 1;
        }
        None
    }
}

impl FromIterator<TileId> for TileSet {
    fn from_iter<I: IntoIterator<Item = TileId>>(ids: I) -> TileSet {
        let mut set = TileSet::default();
        ids.into_iter().for_each(|id| set.insert(id));
        set
    }
}

/// Every tile that may replace `old`, with the rotations that keep all of its track.
pub fn upgrades(old: &TileDef) -> Vec<Upgrade> {
    TILES
        .iter()
        .filter(|new| may_replace(old, new))
        .filter_map(|new| {
            let rotations: Vec<Rotation> = Rotation::ALL
                .into_iter()
                .filter(|&r| keeps_track(&old.face, Rotation::default(), &new.face, r).is_some())
                .collect();
            (!rotations.is_empty()).then_some(Upgrade { to: new, rotations })
        })
        .collect()
}

#[cfg(test)]
#[path = "tiles_tests.rs"]
mod tests;
