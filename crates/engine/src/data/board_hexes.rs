// The printed hexes of the 1840 boards, row by row (A = north), west to east.
//
// Columns: printed coordinate, kind, on which boards the hex exists with this face (F = full
// board, S = 3-player small board, 2 = 2-player board, - = not there), printed place name.
// Then, where printed: interchange circles of the empty hex (2 = OO), line home bases,
// landmark, red area, what a pre-printed hex shows, impassable sides, drawn borders, the
// Danube, the Stadtbahn dotted exits with bonus and Stadtbahn tile, and the printed face.
//
// Faces are written at rotation 0 with edges numbered clockwise from the lower-left side
// (0 = SW, 1 = W, 2 = NW, 3 = NE, 4 = E, 5 = SE): `e(4)` is a side, `lane(4, 1)` the second of
// two parallel tracks through it, `n(0)` the face's first revenue location. `tram` is ordinary
// track, `dotted` the Stadtbahn's, `terminal(..)` a track on which a route must end.
//
// Generated once from the reference map (itself re-expressed from the 18xx.games data and
// checked against the rulebook); this file is now the project's own source of truth and is
// edited by hand. Doubtful readings are noted in `board.rs` and beside the rows.

use super::board::{BoardHex, Bonus::*, HexKind, HexKind::*, Landmark::*, PrintedArea::*};
use crate::map::Path;
use crate::map::tile::build::{
    dotted, e, halt, interchange, interchange_by_phase, lane, n, placeholder, terminal, tram,
};

const fn hex(
    label: &'static str,
    kind: HexKind,
    maps: &'static str,
    name: &'static str,
) -> BoardHex {
    BoardHex::new(label, kind, maps, name)
}

/// An untiled railway station: tram track from every side to its zero-value stop.
#[rustfmt::skip]
const STATION_TRACK: &[Path] = &[
    tram(e(0), n(0)), tram(e(1), n(0)), tram(e(2), n(0)),
    tram(e(3), n(0)), tram(e(4), n(0)), tram(e(5), n(0)),
];

/// Every hex of the full board, in reading order. Where a smaller board prints something
/// else, the row is marked absent from it and [`VARIANT_HEXES`] holds that board's face.
#[rustfmt::skip]
pub(super) const HEXES: &[BoardHex] = &[
    hex("A3",  Offboard,       "F--", "Neustift am Walde").area("Neustift am Walde").borders(&[0])
        .face(&[], &[tram(e(0), e(5))]),
    hex("A7",  Fixed,          "F--", "").shows(MapEdge)
        .face(&[halt(10)], &[tram(e(0), n(0)), tram(e(5), n(0))]),
    hex("A9",  Fixed,          "F--", "").shows(MapEdge).face(&[halt(20)], &[tram(e(5), n(0))]),
    hex("A11", Offboard,       "F--", "").area("Grinzing-Gersthof connector (Stadtbahn V)")
        .face(&[], &[dotted(e(0), e(4))]),
    // Grinzing: the red area without off-map continuation (rulebook III.4.1); tram track SW-SE
    // and the dotted V track W-E pass through its circle.
    hex("A13", Offboard,       "FS-", "Grinzing").area("Grinzing")
        .face(&[interchange(30, 2)],
              &[tram(e(0), n(0)), tram(e(5), n(0)), dotted(e(1), n(0)), dotted(e(4), n(0))]),
    hex("A15", Offboard,       "F--", "").area("Grinzing-Heiligenstadt connector (Stadtbahn V)")
        .face(&[], &[dotted(e(1), e(4))]),
    // Heiligenstadt: Stadtbahn terminal circles of G (SW), V (W), D (E); no tram track.
    hex("A17", Offboard,       "FS2", "Heiligenstadt").area("Heiligenstadt")
        .face(&[interchange(40, 1), interchange(40, 1), interchange(40, 1)],
              &[dotted(e(0), n(0)), dotted(e(1), n(1)), dotted(e(4), n(2))]),
    hex("A19", Fixed,          "FS2", "").shows(StadtbahnHalt)
        .face(&[halt(30)], &[dotted(e(1), n(0)), dotted(e(5), n(0))]),
    hex("A21", Offboard,       "FS2", "").area("Brigittenau").borders(&[4])
        .face(&[interchange_by_phase([20, 30, 40, 50], 2)],
              &[terminal(tram(e(0), n(0))), terminal(tram(e(4), n(0)))]),
    hex("A23", Offboard,       "FS2", "Brigittenau").area("Brigittenau").borders(&[1])
        .face(&[], &[tram(e(5), e(1))]),
    hex("A25", Fixed,          "F--", "").shows(MapEdge).face(&[halt(10)], &[tram(e(5), n(0))]),
    hex("A27", Fixed,          "F--", "").shows(MapEdge).face(&[halt(10)], &[tram(e(0), n(0))]),
    hex("A29", Offboard,       "F--", "Kagran").homes(&[17]).area("Kagran")
        .face(&[interchange_by_phase([30, 40, 60, 70], 2)], &[terminal(tram(e(0), n(0)))]),

    hex("B2",  Offboard,       "F--", "").area("Neustift am Walde").borders(&[3])
        .face(&[interchange_by_phase([30, 40, 60, 70], 2)],
              &[terminal(tram(e(4), n(0))), terminal(tram(e(5), n(0))),
                terminal(tram(e(3), n(0)))]),
    hex("B4",  Plain,          "F--", ""),
    hex("B6",  Plain,          "F--", ""),
    hex("B8",  Plain,          "F--", ""),
    hex("B10", Stadtbahn,      "F--", "Gersthof").circles(1)
        .stadtbahn([0, 3], ExtraYellowTile, "L4"),
    hex("B12", Interchange,    "FS-", "Döbling").circles(1).homes(&[11]),
    hex("B14", Stadtbahn,      "FS2", "").stadtbahn([0, 4], RedTile, "L1"),
    hex("B16", Stadtbahn,      "FS2", "").stadtbahn([1, 3], ExtraYellowTile, "L1"),
    hex("B18", Plain,          "FS2", ""),
    hex("B20", Stadtbahn,      "FS2", "").stadtbahn([2, 5], PurpleTile, "L2"),
    hex("B22", Fixed,          "FS2", "Augarten").shows(Park)
        .face(&[halt(20)], &[tram(e(4), n(0)), tram(e(5), n(0))]),
    hex("B24", Plain,          "FS2", ""),
    hex("B26", RailwayStation, "F--", "Nordbahnhof").face(&[placeholder()], STATION_TRACK),
    hex("B28", Plain,          "F--", "").danube(),

    hex("C3",  Plain,          "F--", ""),
    hex("C5",  Plain,          "F--", ""),
    // Hernals: line 9 home; the circle lies on tram track and on the dotted V track (SW-E).
    hex("C7",  Fixed,          "F--", "Hernals").homes(&[9]).shows(FixedInterchange)
        .face(&[interchange(30, 2)],
              &[dotted(e(0), n(0)), dotted(e(4), n(0)), tram(e(1), n(0)), tram(e(2), n(0)),
                tram(e(3), n(0)), tram(e(5), n(0))]),
    hex("C9",  Stadtbahn,      "F--", "").stadtbahn([1, 3], GreenUpgrade, "L1"),
    hex("C11", Plain,          "FS-", ""),
    hex("C13", Stadtbahn,      "FS2", "").stadtbahn([0, 3], PurpleTile, "L2"),
    hex("C15", Interchange,    "FS2", "Alsergrund").circles(1),
    hex("C17", RailwayStation, "FS2", "Franz Josef-Bahnhof").face(&[placeholder()], STATION_TRACK),
    hex("C19", Plain,          "FS2", ""),
    hex("C21", Stadtbahn,      "FS2", "").stadtbahn([2, 5], RedTile, "L2"),
    hex("C23", Plain,          "FS2", ""),
    hex("C25", Plain,          "FS2", ""),
    hex("C27", Plain,          "F--", ""),
    hex("C29", Fixed,          "F--", "Donaubäder").shows(MapEdge)
        .face(&[halt(10)], &[tram(e(1), n(0)), tram(e(2), n(0))]),

    hex("D2",  Plain,          "F--", ""),
    hex("D4",  Interchange,    "F--", "Dornbach").circles(1).homes(&[10]),
    hex("D6",  Stadtbahn,      "F--", "").stadtbahn([5, 3], ExtraStationMarker, "L1"),
    hex("D8",  Plain,          "F--", ""),
    hex("D10", Plain,          "FS-", ""),
    hex("D12", Stadtbahn,      "FS2", "Währing").circles(1).stadtbahn([5, 3], GreenUpgrade, "L3"),
    hex("D14", Plain,          "FS2", ""),
    hex("D16", Plain,          "FS2", ""),
    hex("D18", Interchange,    "FS2", "Schottentor & Universität").circles(2).homes(&[1, 2]),
    // Inner city (D20, E19, E21): the zero-value stop is unusable until a red tile is laid.
    hex("D20", InnerCity,      "FS2", "Stephansdom").landmark(Stephansdom).impassable(&[0, 5])
        .face(&[placeholder()],
              &[tram(e(2), n(0)), tram(e(3), n(0)), tram(e(4), n(0)), tram(e(1), n(0))]),
    hex("D22", Stadtbahn,      "FS2", "Schwedenplatz").circles(1)
        .stadtbahn([2, 5], ExtraYellowTile, "L4"),
    hex("D24", Interchange,    "FS2", "Leopoldstadt").circles(1),
    hex("D26", Interchange,    "F--", "Praterstern").circles(1).homes(&[16]),
    hex("D28", Fixed,          "F--", "Prater").landmark(Prater).shows(ParkWithLandmark)
        .face(&[halt(20)], &[tram(e(0), n(0)), tram(e(1), n(0))]),

    hex("E3",  Interchange,    "F--", "Ottakring").circles(1).homes(&[14]),
    hex("E5",  Plain,          "F--", ""),
    hex("E7",  Stadtbahn,      "F--", "").stadtbahn([0, 2], GreenUpgrade, "L1"),
    hex("E9",  Plain,          "FS-", ""),
    hex("E11", Interchange,    "FS-", "Neulerchenfeld").circles(1).homes(&[12]),
    hex("E13", Stadtbahn,      "FS2", "").stadtbahn([0, 2], ExtraStationMarker, "L1"),
    hex("E15", Interchange,    "FS2", "Josefstadt").circles(1),
    hex("E17", Interchange,    "FS2", "Rathaus & Parlament").circles(2).homes(&[3]),
    hex("E19", InnerCity,      "FS2", "Hofburg").landmark(Hofburg).impassable(&[3, 4])
        .face(&[placeholder()],
              &[tram(e(0), n(0)), tram(e(1), n(0)), tram(e(2), n(0)), tram(e(5), n(0))]),
    hex("E21", InnerCity,      "FS2", "Karlskirche").landmark(Karlskirche).impassable(&[1, 2])
        .face(&[placeholder()],
              &[tram(e(0), n(0)), tram(e(3), n(0)), tram(e(4), n(0)), tram(e(5), n(0))]),
    hex("E23", Stadtbahn,      "FS2", "Stubentor").circles(1)
        .stadtbahn([2, 5], ExtraStationMarker, "L4"),
    hex("E25", Plain,          "FS2", ""),
    hex("E27", Plain,          "FS2", ""),

    hex("F2",  Fixed,          "F--", "").shows(MapEdge)
        .face(&[halt(10)], &[tram(e(3), n(0)), tram(e(4), n(0))]),
    hex("F4",  Plain,          "F--", ""),
    hex("F6",  Stadtbahn,      "F--", "Breitensee").circles(1)
        .stadtbahn([0, 3], ExtraStationMarker, "L4"),
    // Auf der Schmelz: two separate halts (SW-W and NW-NE); border towards F10.
    hex("F8",  Fixed,          "F--", "Auf der Schmelz").shows(Park).borders(&[4])
        .face(&[halt(10), halt(10)],
              &[tram(e(0), n(0)), tram(e(1), n(0)), tram(e(2), n(1)), tram(e(3), n(1))]),
    // Auf der Schmelz: two separate halts (E-SE and NW-NE); border towards F8.
    hex("F10", Fixed,          "FS-", "").shows(Park).borders(&[1])
        .face(&[halt(10), halt(10)],
              &[tram(e(4), n(0)), tram(e(5), n(0)), tram(e(2), n(1)), tram(e(3), n(1))]),
    hex("F12", Stadtbahn,      "FS2", "").stadtbahn([0, 3], ExtraYellowTile, "L2"),
    hex("F14", Interchange,    "FS2", "Neubau").circles(1),
    hex("F16", Plain,          "FS2", ""),
    hex("F18", Interchange,    "FS2", "Museum").circles(1).homes(&[7]),
    hex("F20", Interchange,    "FS2", "Oper").circles(1),
    hex("F22", Interchange,    "FS2", "Stadtpark").circles(1),
    // Untiled: node 0 is a zero-value tram stop, node 1 the W terminal (dotted SW), node 2 the D
    // terminal (dotted NW).
    hex("F24", RailwayStation, "FS2", "Bahnhof Hauptzollamt").special_purple()
        .face(&[placeholder(), interchange(20, 1), interchange(20, 1)],
              &[dotted(e(0), n(1)), tram(e(1), n(0)), dotted(e(2), n(2)), tram(e(3), n(0)),
                tram(e(4), n(0)), tram(e(5), n(0))]),
    hex("F26", Plain,          "FS2", ""),
    hex("F28", Interchange,    "FS2", "Weißgerber").circles(1),
    hex("F30", Fixed,          "FS2", "Lände").shows(MapEdge)
        .face(&[halt(10)], &[tram(e(0), n(0)), tram(e(1), n(0))]),

    // Penzing: one circle that is both a tram terminus (NE, SE) and the V terminal (dotted E).
    hex("G3",  Offboard,       "F--", "Penzing").homes(&[13]).area("Penzing")
        .face(&[interchange_by_phase([30, 40, 50, 60], 2)],
              &[terminal(tram(e(3), n(0))), terminal(tram(e(5), n(0))),
                terminal(dotted(e(4), n(0)))]),
    hex("G5",  Stadtbahn,      "F--", "").stadtbahn([1, 3], PurpleTile, "L1"),
    hex("G7",  Plain,          "FS-", ""),
    hex("G9",  Plain,          "FS-", ""),
    // Untiled: node 0 is a zero-value tram stop, node 1 a G Stadtbahn halt on the dotted NE-SE
    // track. Doubtful: rulebook IX.4 calls G continuous here only once a special purple tile
    // is laid; the printed dotted track follows the reference (18xx.games).
    hex("G11", RailwayStation, "FS-", "Westbahnhof").special_purple()
        .face(&[placeholder(), halt(10)],
              &[tram(e(0), n(0)), tram(e(1), n(0)), tram(e(2), n(0)), dotted(e(3), n(1)),
                tram(e(4), n(0)), dotted(e(5), n(1))]),
    hex("G13", Plain,          "FS2", ""),
    hex("G15", Interchange,    "FS2", "Mariahilf").circles(1).homes(&[5]),
    hex("G17", Stadtbahn,      "FS2", "").stadtbahn([0, 4], ExtraStationMarker, "L1"),
    hex("G19", Stadtbahn,      "FS2", "").stadtbahn([1, 4], ExtraYellowTile, "L2"),
    hex("G21", Stadtbahn,      "FS2", "").stadtbahn([1, 4], PurpleTile, "L2"),
    hex("G23", Stadtbahn,      "FS2", "").stadtbahn([1, 3], ExtraYellowTile, "L1"),
    hex("G25", Interchange,    "FS2", "Landstraße").circles(1),
    hex("G27", Plain,          "FS2", ""),
    hex("G29", Plain,          "FS2", ""),

    hex("H4",  Plain,          "FS-", ""),
    hex("H6",  Plain,          "FS-", ""),
    hex("H8",  Plain,          "FS-", ""),
    hex("H10", Interchange,    "FS-", "Rudolfsheim & Fünfhaus").circles(2),
    hex("H12", Stadtbahn,      "FS-", "").stadtbahn([0, 2], ExtraYellowTile, "L1"),
    hex("H14", Plain,          "FS2", ""),
    hex("H16", Stadtbahn,      "FS2", "").stadtbahn([0, 3], GreenUpgrade, "L2"),
    hex("H18", Plain,          "FS2", ""),
    hex("H20", Interchange,    "FS2", "Wieden").circles(1),
    hex("H22", Fixed,          "FS2", "Schloss Belvedere").landmark(SchlossBelvedere)
        .shows(ParkWithLandmark).face(&[halt(20)], &[tram(e(4), n(0)), tram(e(5), n(0))]),
    hex("H24", Plain,          "FS2", ""),
    hex("H26", Plain,          "FS2", ""),
    hex("H28", Interchange,    "FS2", "Erdberg").circles(1).homes(&[4]),
    hex("H30", Fixed,          "FS2", "").shows(MapEdge)
        .face(&[halt(10)], &[tram(e(1), n(0)), tram(e(2), n(0))]),

    // Hütteldorf: the W terminal, reached by dotted track only.
    hex("I1",  Offboard,       "FS-", "Hütteldorf").area("Hütteldorf")
        .face(&[interchange_by_phase([20, 30, 40, 50], 1)], &[terminal(dotted(e(4), n(0)))]),
    hex("I3",  Stadtbahn,      "FS-", "").stadtbahn([1, 4], RedTile, "L2"),
    hex("I5",  Stadtbahn,      "FS-", "").stadtbahn([1, 4], PurpleTile, "L2"),
    hex("I7",  Stadtbahn,      "FS-", "").stadtbahn([1, 4], ExtraYellowTile, "L2"),
    hex("I9",  Stadtbahn,      "FS-", "Gaudenzdorf").circles(1)
        .stadtbahn([1, 4], GreenUpgrade, "L4"),
    // Wien: node 0 the G terminal (dotted NE), node 1 a tram halt (SW-SE), node 2 a W Stadtbahn
    // halt (dotted W-E).
    hex("I11", Fixed,          "FS-", "Wien").shows(StadtbahnJunction)
        .face(&[interchange(30, 1), halt(10), halt(30)],
              &[dotted(e(3), n(0)), dotted(e(1), n(2)), tram(e(0), n(1)), tram(e(5), n(1)),
                dotted(e(4), n(2))]),
    hex("I13", Stadtbahn,      "FS2", "").stadtbahn([1, 4], ExtraYellowTile, "L2"),
    hex("I15", Stadtbahn,      "FS2", "Margareten").circles(1)
        .stadtbahn([1, 3], ExtraStationMarker, "L3"),
    hex("I17", Plain,          "FS2", ""),
    hex("I19", Plain,          "FS2", ""),
    hex("I21", Interchange,    "FS2", "Nikolsdorf").circles(1).homes(&[18]),
    hex("I23", Plain,          "FS2", ""),
    hex("I25", Plain,          "FS2", ""),
    hex("I27", RailwayStation, "FS2", "Aspangbahnhof").face(&[placeholder()], STATION_TRACK),
    hex("I29", Plain,          "FS2", ""),

    hex("J4",  Offboard,       "FS-", "Hietzing").area("Hietzing")
        .face(&[interchange_by_phase([30, 50, 60, 80], 2)],
              &[terminal(tram(e(2), n(0))), terminal(tram(e(3), n(0))),
                terminal(tram(e(4), n(0)))]),
    hex("J6",  Plain,          "FS-", ""),
    hex("J8",  Plain,          "FS-", ""),
    hex("J10", Interchange,    "FS-", "Meidling").circles(1).homes(&[8]),
    hex("J12", Plain,          "FS2", ""),
    hex("J14", Plain,          "FS2", ""),
    hex("J16", Interchange,    "FS2", "Matzleinsdorf").circles(1).homes(&[15]),
    hex("J18", Plain,          "FS2", ""),
    hex("J20", Plain,          "FS2", ""),
    hex("J22", RailwayStation, "FS2", "Südbahnhof").face(&[placeholder()], STATION_TRACK),
    hex("J24", Plain,          "FS2", ""),
    hex("J26", Interchange,    "FS2", "Arsenal").circles(1),
    hex("J28", Interchange,    "FS2", "Sankt Marx").circles(1),

    hex("K7",  Fixed,          "FS-", "Schloss Schönbrunn").landmark(SchlossSchoenbrunn)
        .shows(ParkWithLandmark).face(&[halt(20)], &[tram(e(2), n(0)), tram(e(3), n(0))]),
    // Liesing: two parallel tracks (lanes 0 and 1) through the east side into K11.
    hex("K9",  Offboard,       "FS2", "Liesing").area("Liesing").borders(&[1, 4])
        .face(&[interchange_by_phase([30, 40, 50, 60], 2)],
              &[terminal(tram(e(2), n(0))), terminal(tram(e(3), n(0))),
                terminal(tram(lane(4, 0), n(0))), terminal(tram(lane(4, 1), n(0)))]),
    // Liesing connector: lane 0 from K9 turns to J10, lane 1 to J12.
    hex("K11", Offboard,       "FS2", "").area("Liesing").borders(&[1])
        .face(&[], &[tram(lane(1, 0), e(2)), tram(lane(1, 1), e(3))]),
    // Favoriten: two parallel tracks (lanes 0 and 1) through the east side into K17.
    hex("K15", Offboard,       "FS2", "Favoriten").area("Favoriten").borders(&[1, 4])
        .face(&[interchange_by_phase([20, 30, 40, 50], 2)],
              &[terminal(tram(e(2), n(0))), terminal(tram(e(3), n(0))),
                terminal(tram(lane(4, 0), n(0))), terminal(tram(lane(4, 1), n(0)))]),
    // Favoriten connector: lane 0 from K15 turns to J16, lane 1 to J18.
    hex("K17", Offboard,       "FS2", "").area("Favoriten").borders(&[1])
        .face(&[], &[tram(lane(1, 0), e(2)), tram(lane(1, 1), e(3))]),
    hex("K21", Fixed,          "FS2", "").shows(MapEdge).face(&[halt(10)], &[tram(e(3), n(0))]),
    hex("K23", Fixed,          "FS2", "").shows(MapEdge).face(&[halt(10)], &[tram(e(2), n(0))]),
    hex("K27", Offboard,       "FS2", "Simmering").homes(&[6]).area("Simmering").borders(&[4])
        .face(&[interchange_by_phase([20, 30, 40, 50], 2)],
              &[terminal(tram(e(2), n(0))), terminal(tram(e(3), n(0))),
                terminal(tram(e(4), n(0)))]),
    hex("K29", Offboard,       "FS2", "").area("Simmering").borders(&[1])
        .face(&[], &[tram(e(2), e(1))]),
];

/// The faces that replace a full-board hex on a smaller board (reference `variant_hexes`).
#[rustfmt::skip]
pub(super) const VARIANT_HEXES: &[BoardHex] = &[
    // Small map: Gersthof is a printed halt instead of a Stadtbahn hex. The 2-player overlay
    // faces below come from 18xx.games only; the rulebook just names the overlay (XIII).
    hex("B10", Fixed,          "-S-", "Gersthof").shows(SmallMapHalt)
        .face(&[halt(10)], &[tram(e(4), n(0)), tram(e(5), n(0))]),

    // 2-player overlay: Westbahnhof is a light-orange hex (no railway station).
    hex("G11", Stadtbahn,      "--2", "Westbahnhof").stadtbahn([5, 3], ExtraYellowTile, "L1"),

    // 2-player overlay: the bonus becomes a red tile.
    hex("H12", Stadtbahn,      "--2", "").stadtbahn([0, 2], RedTile, "L1"),

    // 2-player overlay: two Stadtbahn terminal circles, G (dotted NE) and W (dotted E).
    hex("I11", Fixed,          "--2", "Wien").shows(StadtbahnTerminals)
        .face(&[interchange(30, 1), interchange(30, 1)], &[dotted(e(3), n(0)), dotted(e(4), n(1))]),
];
