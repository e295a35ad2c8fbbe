//! Checks of the board tables against the rulebook and against each other.

use std::collections::{BTreeMap, BTreeSet};

use super::*;
use crate::data::board_hexes::{HEXES, VARIANT_HEXES};
use crate::map::{Path, PathEnd, Phase, Revenue, Track};

use BoardVariant::{Full, ThreePlayerSmall as Small, TwoPlayer};

fn h(label: &str) -> Hex {
    label.parse().unwrap_or_else(|err| panic!("{label}: {err}"))
}

fn labels(hexes: impl IntoIterator<Item = Hex>) -> BTreeSet<String> {
    hexes.into_iter().map(|x| x.to_string()).collect()
}

fn info(variant: BoardVariant, label: &str) -> &'static BoardHex {
    hex_info(variant, h(label)).unwrap_or_else(|| panic!("{label} is not on the {variant:?} board"))
}

fn edge_of(end: PathEnd) -> Option<(Edge, u8)> {
    match end {
        PathEnd::Edge { edge, lane } => Some((edge, lane)),
        PathEnd::Node(_) => None,
    }
}

fn paths(hex: &BoardHex) -> &'static [Path] {
    hex.face.map_or(&[], |f| f.paths)
}

#[test]
fn the_full_board_has_148_distinct_hexes() {
    let hexes: BTreeSet<Hex> = board_hexes(Full).map(|x| x.hex).collect();
    assert_eq!(hexes.len(), 148);
    assert_eq!(board_hexes(Full).count(), 148);
    assert_eq!(HEXES.len(), 148, "the table has one row per printed hex");
}

#[test]
fn coordinates_are_unique_on_every_board() {
    for variant in BoardVariant::ALL {
        let all: Vec<Hex> = board_hexes(variant).map(|x| x.hex).collect();
        let distinct: BTreeSet<Hex> = all.iter().copied().collect();
        assert_eq!(all.len(), distinct.len(), "{variant:?}");
    }
}

#[test]
fn the_table_is_in_reading_order() {
    for table in [HEXES, VARIANT_HEXES] {
        let keys: Vec<(u8, u32)> = table.iter().filter_map(|x| x.hex.printed()).collect();
        assert_eq!(keys.len(), table.len());
        assert!(keys.windows(2).all(|w| w[0] < w[1]), "rows must go A→K, west→east");
    }
}

#[test]
fn the_board_spans_rows_a_to_k_and_columns_1_to_30() {
    let printed: Vec<(u8, u32)> = board_hexes(Full).filter_map(|x| x.hex.printed()).collect();
    assert_eq!(printed.iter().map(|p| p.0).max(), Some(10));
    assert_eq!(printed.iter().map(|p| p.1).min(), Some(1));
    assert_eq!(printed.iter().map(|p| p.1).max(), Some(30));
}

// Rulebook XII, XIII: the small map (back side) and the 2-player overlay. The lists are the
// reference `variants`; replaced hexes come back with another face.
const SMALL_REMOVED: &str = "A3 A7 A9 A11 A15 A25 A27 A29 B2 B4 B6 B8 B10 B26 B28 C3 C5 C7 C9 \
    C27 C29 D2 D4 D6 D8 D26 D28 E3 E5 E7 F2 F4 F6 F8 G3 G5";
const TWO_PLAYER_REMOVED: &str = "A3 A7 A9 A11 A13 A15 A25 A27 A29 B2 B4 B6 B8 B10 B12 B26 B28 C3 \
    C5 C7 C9 C11 C27 C29 D2 D4 D6 D8 D10 D26 D28 E3 E5 E7 E9 E11 F2 F4 F6 F8 F10 G3 G5 G7 G9 G11 \
    H4 H6 H8 H10 H12 I1 I3 I5 I7 I9 I11 J4 J6 J8 J10 K7";

#[test]
fn the_smaller_boards_drop_the_listed_hexes_and_replace_some() {
    let full: BTreeSet<String> = labels(board_hexes(Full).map(|x| x.hex));
    for (variant, removed, replaced, count) in
        [(Small, SMALL_REMOVED, "B10", 113), (TwoPlayer, TWO_PLAYER_REMOVED, "G11 H12 I11", 89)]
    {
        let removed: BTreeSet<String> = removed.split_whitespace().map(String::from).collect();
        let replaced: BTreeSet<String> = replaced.split_whitespace().map(String::from).collect();
        let on_board = labels(board_hexes(variant).map(|x| x.hex));
        let expected: BTreeSet<String> = full
            .iter()
            .filter(|l| !removed.contains(*l) || replaced.contains(*l))
            .cloned()
            .collect();
        assert_eq!(on_board, expected, "{variant:?}");
        assert_eq!(on_board.len(), count, "{variant:?}");
        for label in &replaced {
            assert_ne!(info(variant, label), info(Full, label), "{label} has its own face");
        }
    }
}

#[test]
fn hex_info_finds_every_hex_of_every_board_and_nothing_else() {
    for variant in BoardVariant::ALL {
        let mut found = 0;
        for x in board_hexes(variant) {
            assert!(hex_info(variant, x.hex).is_some_and(|y| std::ptr::eq(x, y)), "{:?}", x.hex);
            found += 1;
        }
        assert!(found > 50, "{variant:?}");
        // Off the printed rows and columns, and between them (row parity).
        for outside in [Hex { q: -9, r: 3 }, Hex { q: 3, r: -1 }, Hex { q: 40, r: 5 }] {
            assert_eq!(hex_info(variant, outside), None, "{outside:?}");
        }
    }
}

#[test]
fn hex_info_returns_the_face_of_the_board_asked_for() {
    // Small map: Gersthof is a printed halt (reference variant_hexes).
    assert_eq!(info(Full, "B10").kind, HexKind::Stadtbahn);
    let gersthof = info(Small, "B10");
    assert_eq!(gersthof.kind, HexKind::Fixed);
    assert_eq!(gersthof.face.map(|f| f.nodes[0].revenue), Some(Revenue::Fixed(10)));
    assert_eq!(hex_info(TwoPlayer, h("B10")), None);

    // 2-player overlay: I11 has two terminal circles worth 30, G11 and H12 are Stadtbahn hexes.
    let wien = info(TwoPlayer, "I11");
    let nodes = wien.face.map_or(&[][..], |f| f.nodes);
    assert_eq!(nodes.len(), 2);
    assert!(nodes.iter().all(|n| n.kind == NodeKind::Interchange { slots: 1 }));
    assert!(nodes.iter().all(|n| n.revenue == Revenue::Fixed(30)));
    assert_eq!(info(Full, "I11").face.map(|f| f.nodes.len()), Some(3));
    assert_eq!(info(Full, "G11").kind, HexKind::RailwayStation);
    assert_eq!(info(TwoPlayer, "G11").stadtbahn.map(|s| s.bonus), Some(Bonus::ExtraYellowTile));
    assert_eq!(info(Full, "H12").stadtbahn.map(|s| s.bonus), Some(Bonus::ExtraYellowTile));
    assert_eq!(info(TwoPlayer, "H12").stadtbahn.map(|s| s.bonus), Some(Bonus::RedTile));
}

#[test]
fn neighbours_are_symmetric_on_every_board() {
    for variant in BoardVariant::ALL {
        let mut pairs = 0;
        for x in board_hexes(variant) {
            for edge in Edge::ALL {
                if let Some(other) = neighbor(variant, x.hex, edge) {
                    let back = neighbor(variant, other.hex, edge.opposite()).map(|b| b.hex);
                    assert_eq!(back, Some(x.hex), "{variant:?} {} edge {edge}", x.hex);
                    pairs += 1;
                }
            }
        }
        assert!(pairs > 0);
    }
    assert_eq!(neighbor(Full, h("H28"), Edge::of(0)).map(|x| x.hex), Some(h("I27")));
    assert_eq!(neighbor(Full, h("A3"), Edge::of(2)), None, "north of row A is off the board");
}

/// Printed exits that lead off a smaller board: the 2-player overlay covers J8 and J10, where
/// two of Liesing's tracks point, and V's dotted track is dead where V is not used.
const DEAD_EXITS: &[(BoardVariant, &str, u8)] = &[
    (Small, "A13", 1),
    (Small, "A13", 4),
    (Small, "A17", 1),
    (TwoPlayer, "A17", 1),
    (TwoPlayer, "K9", 2),
    (TwoPlayer, "K9", 3),
    (TwoPlayer, "K11", 2),
];

#[test]
fn every_printed_exit_leads_onto_a_hex_of_the_same_board() {
    // Rulebook IX.4: no track runs off the map to an unmarked area.
    for variant in BoardVariant::ALL {
        let mut dead = BTreeSet::new();
        for x in board_hexes(variant) {
            for edge in x.printed_exits().iter() {
                if neighbor(variant, x.hex, edge).is_none() {
                    dead.insert((x.hex, edge.index()));
                }
            }
        }
        let expected: BTreeSet<(Hex, u8)> = DEAD_EXITS
            .iter()
            .filter(|d| d.0 == variant)
            .map(|&(_, label, edge)| (h(label), edge))
            .collect();
        assert_eq!(dead, expected, "{variant:?}");
    }
}

#[test]
fn dead_exits_on_smaller_boards_carry_no_usable_tram_track() {
    // The dotted V track is unused where V is removed (rulebook XII, XIII); Liesing keeps its
    // lane-1 track through K11 to J12 under the 2-player overlay.
    for &(variant, label, edge) in DEAD_EXITS {
        let x = info(variant, label);
        let tracks: Vec<Track> = paths(x)
            .iter()
            .filter(|p| {
                [p.a, p.b].iter().any(|&end| edge_of(end).map(|e| e.0.index()) == Some(edge))
            })
            .map(|p| p.track)
            .collect();
        if label.starts_with('A') {
            assert!(tracks.iter().all(|&t| t == Track::Stadtbahn), "{label}/{edge}");
            assert!(stadtbahn_route(variant, StadtbahnCompany::V).is_empty());
        }
    }
    let k11 = info(TwoPlayer, "K11");
    assert!(paths(k11).iter().any(|p| edge_of(p.b) == Some((Edge::of(3), 0))), "K11 → J12");
    assert!(hex_info(TwoPlayer, h("J12")).is_some());
}

#[test]
fn path_ends_name_existing_nodes_and_lanes_meet_their_partner() {
    for variant in BoardVariant::ALL {
        for x in board_hexes(variant) {
            let Some(face) = x.face else { continue };
            for p in face.paths {
                for end in [p.a, p.b] {
                    if let PathEnd::Node(i) = end {
                        assert!(usize::from(i) < face.nodes.len(), "{}: node {i}", x.hex);
                    }
                    // A second parallel track must meet a second parallel track next door.
                    if let Some((edge, 1)) = edge_of(end) {
                        let other = neighbor(variant, x.hex, edge).map(paths).unwrap_or_default();
                        let meets = other.iter().any(|q| {
                            [q.a, q.b].iter().any(|&f| edge_of(f) == Some((edge.opposite(), 1)))
                        });
                        assert!(meets, "{}: lane 1 through {edge} has no partner", x.hex);
                    }
                }
            }
        }
    }
    // Liesing and Favoriten have two lanes through their east side (reference parallel_lanes).
    for label in ["K9", "K15"] {
        let east: Vec<u8> = paths(info(Full, label))
            .iter()
            .filter_map(|p| edge_of(p.a).filter(|e| e.0 == Edge::of(4)).map(|e| e.1))
            .collect();
        assert_eq!(east, [0, 1], "{label}");
    }
}

#[test]
fn inner_city_impassable_sides_face_each_other() {
    // Rulebook IX.4: the three light-red inner-city hexes D20, E19 and E21 touch one another
    // across impassable sides.
    let expected = [("D20", vec![0, 5]), ("E19", vec![3, 4]), ("E21", vec![1, 2])];
    for (label, edges) in &expected {
        let got: Vec<u8> = info(Full, label).impassable.iter().map(Edge::index).collect();
        assert_eq!(&got, edges, "{label}");
    }
    for variant in BoardVariant::ALL {
        let with_sides: Vec<&BoardHex> =
            board_hexes(variant).filter(|x| !x.impassable.is_empty()).collect();
        assert_eq!(with_sides.len(), 3, "{variant:?}");
        for x in with_sides {
            assert_eq!(x.kind, HexKind::InnerCity);
            for edge in x.impassable.iter() {
                let other = neighbor(variant, x.hex, edge);
                let mirrored = other.is_some_and(|o| o.impassable.contains(edge.opposite()));
                assert!(mirrored, "{} side {edge} is not mirrored", x.hex);
            }
        }
    }
}

#[test]
fn drawn_borders_are_mirrored() {
    // F8's border towards F10 and the borders that join two-hex red areas.
    for x in board_hexes(Full) {
        for edge in x.drawn_borders.iter() {
            let Some(other) = neighbor(Full, x.hex, edge) else { continue };
            if other.kind == x.kind {
                assert!(other.drawn_borders.contains(edge.opposite()), "{} {edge}", x.hex);
            }
        }
    }
}

fn dotted_edges_to(x: &BoardHex, node: Option<u8>) -> BTreeSet<Edge> {
    let mut edges = BTreeSet::new();
    for p in paths(x).iter().filter(|p| p.track == Track::Stadtbahn) {
        let touches_node = node.is_none_or(|n| p.a == PathEnd::Node(n) || p.b == PathEnd::Node(n));
        if touches_node {
            edges.extend([p.a, p.b].into_iter().filter_map(edge_of).map(|e| e.0));
        }
    }
    edges
}

#[test]
fn stadtbahn_paths_are_contiguous_and_printed_exits_point_along_them() {
    for variant in BoardVariant::ALL {
        for company in StadtbahnCompany::ALL {
            let route = stadtbahn_route(variant, company);
            for (i, step) in route.iter().enumerate() {
                let x = hex_info(variant, step.hex)
                    .unwrap_or_else(|| panic!("{variant:?} {company:?}: {} off board", step.hex));
                let prev = i.checked_sub(1).map(|j| route[j].hex);
                let next = route.get(i + 1).map(|s| s.hex);
                let along: BTreeSet<Edge> = [prev, next]
                    .into_iter()
                    .flatten()
                    .map(|o| {
                        step.hex.edge_towards(o).unwrap_or_else(|| {
                            panic!("{variant:?} {company:?}: {} and {o} not adjacent", step.hex)
                        })
                    })
                    .collect();
                match step.role {
                    StadtbahnRole::Buildable => {
                        assert_eq!(x.kind, HexKind::Stadtbahn, "{}", step.hex);
                        let planned = x.stadtbahn.map(|s| s.planned_exits).map(BTreeSet::from);
                        assert_eq!(planned, Some(along), "{variant:?} {company:?} {}", step.hex);
                        assert_eq!(step.node, None);
                    }
                    StadtbahnRole::Fixed | StadtbahnRole::Terminal => {
                        assert!(x.face.is_some(), "{} is printed", step.hex);
                        let dotted = dotted_edges_to(x, step.node);
                        assert_eq!(dotted, along, "{variant:?} {company:?} {}", step.hex);
                    }
                }
                let terminal = i == 0 || i + 1 == route.len();
                assert_eq!(step.role == StadtbahnRole::Terminal, terminal, "{}", step.hex);
            }
        }
    }
}

#[test]
fn each_stadtbahn_ends_at_its_home_base_stations() {
    // Rulebook VIII.5.2: each Stadtbahn runs from one of the home base stations at an end of
    // its dotted path. Terminals as [hex, node] (reference game.json `terminals`).
    let ends = |v, c| {
        let r = stadtbahn_route(v, c);
        let spot = |s: &RouteStep| (s.hex.to_string(), s.node);
        (r.first().map(spot), r.last().map(spot))
    };
    let t = |l: &str, n: u8| Some((l.to_string(), Some(n)));
    assert_eq!(ends(Full, StadtbahnCompany::W), (t("F24", 1), t("I1", 0)));
    assert_eq!(ends(Full, StadtbahnCompany::V), (t("A17", 1), t("G3", 0)));
    assert_eq!(ends(Full, StadtbahnCompany::G), (t("A17", 0), t("I11", 0)));
    assert_eq!(ends(Full, StadtbahnCompany::D), (t("A17", 2), t("F24", 2)));
    assert_eq!(ends(TwoPlayer, StadtbahnCompany::W), (t("F24", 1), t("I11", 1)));
    assert_eq!(ends(Small, StadtbahnCompany::V), (None, None));
    assert_eq!(ends(TwoPlayer, StadtbahnCompany::V), (None, None));
}

#[test]
fn the_first_stadtbahn_tile_goes_next_to_a_terminal() {
    // Rulebook IX.4 example: G's first tile may be laid on H12 or B16, W's on I3 or G23.
    let first_open = |c| {
        let r = stadtbahn_route(Full, c);
        let from_start = r.iter().find(|s| s.role == StadtbahnRole::Buildable);
        let from_end = r.iter().rev().find(|s| s.role == StadtbahnRole::Buildable);
        labels([from_start, from_end].into_iter().flatten().map(|s| s.hex))
    };
    assert_eq!(first_open(StadtbahnCompany::G), labels([h("H12"), h("B16")]));
    assert_eq!(first_open(StadtbahnCompany::W), labels([h("I3"), h("G23")]));
}

#[test]
fn there_are_28_stadtbahn_hexes_one_per_orange_yellow_tile() {
    // Track Tile Chart: L1 ×10, L2 ×11, L3 ×2, L4 ×5 = the 28 yellow Stadtbahn tiles.
    let stadtbahn: Vec<StadtbahnHex> = board_hexes(Full).filter_map(|x| x.stadtbahn).collect();
    assert_eq!(stadtbahn.len(), 28);
    assert_eq!(board_hexes(Full).filter(|x| x.kind == HexKind::Stadtbahn).count(), 28);
    let mut per_tile: BTreeMap<&str, usize> = BTreeMap::new();
    for s in &stadtbahn {
        *per_tile.entry(s.first_tile).or_default() += 1;
    }
    assert_eq!(per_tile, BTreeMap::from([("L1", 10), ("L2", 11), ("L3", 2), ("L4", 5)]));
    // Every buildable hex lies on exactly one path (D 4 + V 6 + G 7 + W 11).
    let on_paths: usize = StadtbahnCompany::ALL
        .iter()
        .map(|&c| {
            let r = stadtbahn_route(Full, c);
            r.iter().filter(|s| s.role == StadtbahnRole::Buildable).count()
        })
        .sum();
    assert_eq!(on_paths, 28);
    // Interchange tiles L3/L4 go exactly where the hex shows a circle.
    for x in board_hexes(Full).chain(VARIANT_HEXES.iter()) {
        if let Some(s) = x.stadtbahn {
            let circle_tile = matches!(s.first_tile, "L3" | "L4");
            assert_eq!(circle_tile, x.circles == 1, "{}", x.hex);
        }
    }
}

#[test]
fn bonus_icons_match_the_red_and_purple_hexes() {
    // Rulebook IX.4: one fewer purple bonus than railway stations; one red bonus per
    // inner-city hex.
    let count = |variant, bonus| {
        board_hexes(variant).filter(|x| x.stadtbahn.is_some_and(|s| s.bonus == bonus)).count()
    };
    let kinds = |kind| board_hexes(Full).filter(|x| x.kind == kind).count();
    assert_eq!(count(Full, Bonus::PurpleTile), 5);
    assert_eq!(kinds(HexKind::RailwayStation), 6);
    assert_eq!(count(Full, Bonus::RedTile), 3);
    assert_eq!(kinds(HexKind::InnerCity), 3);
    assert_eq!(count(Full, Bonus::ExtraYellowTile), 9);
    assert_eq!(count(Full, Bonus::GreenUpgrade), 5);
    assert_eq!(count(Full, Bonus::ExtraStationMarker), 6);
}

#[test]
fn lay_costs_are_20_on_stadtbahn_hexes_and_40_on_the_danube() {
    // Rulebook IX.4.
    for variant in BoardVariant::ALL {
        for x in board_hexes(variant) {
            let expected = match (x.kind, x.hex.to_string().as_str()) {
                (HexKind::Stadtbahn, _) => 20,
                (_, "B28") => 40,
                _ => 0,
            };
            assert_eq!(x.lay_cost, expected, "{}", x.hex);
        }
    }
    assert_eq!(info(Full, "B28").kind, HexKind::Plain);
}

#[test]
fn oo_hexes_are_d18_e17_and_h10() {
    let oo = labels(board_hexes(Full).filter(|x| x.is_oo()).map(|x| x.hex));
    assert_eq!(oo, labels([h("D18"), h("E17"), h("H10")]));
    for x in board_hexes(Full) {
        let white_circle = x.kind == HexKind::Interchange;
        if x.kind != HexKind::Stadtbahn {
            assert_eq!(white_circle, x.circles > 0, "{}", x.hex);
        }
        assert!(x.face.is_none() || x.circles == 0, "{}: circles of a face are nodes", x.hex);
    }
}

#[test]
fn each_line_has_one_home_base_on_an_interchange() {
    // Rulebook IV.3: lines 1–18, each with a home base (the circle printed with its number).
    let mut homes: BTreeMap<u8, Vec<Hex>> = BTreeMap::new();
    for x in board_hexes(Full) {
        for &line in x.line_homes {
            homes.entry(line).or_default().push(x.hex);
        }
        if !x.line_homes.is_empty() {
            assert!(x.has_interchange(), "{} is a home but has no circle", x.hex);
        }
    }
    assert_eq!(homes.keys().copied().collect::<Vec<_>>(), (1..=18).collect::<Vec<_>>());
    assert!(homes.values().all(|hexes| hexes.len() == 1));
    assert_eq!(homes[&1], [h("D18")]);
    assert_eq!(homes[&2], [h("D18")]);
    assert_eq!(homes[&3], [h("E17")]);
    assert_eq!(homes[&9], [h("C7")]);
    assert_eq!(homes[&13], [h("G3")]);
}

#[test]
fn lines_removed_for_fewer_players_have_no_home_on_that_board() {
    // Rulebook XII (3 players: lines 9, 10, 13, 14, 16, 17) and XIII (2 players: also 8, 11, 12).
    let on_board = |variant: BoardVariant| -> BTreeSet<u8> {
        board_hexes(variant).flat_map(|x| x.line_homes.iter().copied()).collect()
    };
    let kept_small: BTreeSet<u8> = [1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 15, 18].into();
    let kept_two: BTreeSet<u8> = [1, 2, 3, 4, 5, 6, 7, 15, 18].into();
    assert_eq!(on_board(Small), kept_small);
    assert_eq!(on_board(TwoPlayer), kept_two);
}

#[test]
fn landmarks_are_printed_where_table_4_says() {
    // Rulebook IV.2, Table 4; Prater is removed for 3 players, Schönbrunn too for 2.
    let where_is = |variant| -> BTreeMap<Landmark, String> {
        board_hexes(variant).filter_map(|x| x.landmark.map(|l| (l, x.hex.to_string()))).collect()
    };
    let full = where_is(Full);
    assert_eq!(full.len(), 6);
    assert_eq!(full[&Landmark::Prater], "D28");
    assert_eq!(full[&Landmark::Karlskirche], "E21");
    assert_eq!(full[&Landmark::SchlossBelvedere], "H22");
    assert_eq!(full[&Landmark::Hofburg], "E19");
    assert_eq!(full[&Landmark::Stephansdom], "D20");
    assert_eq!(full[&Landmark::SchlossSchoenbrunn], "K7");
    assert!(!where_is(Small).contains_key(&Landmark::Prater));
    assert_eq!(where_is(Small).len(), 5);
    assert_eq!(where_is(TwoPlayer).len(), 4);
    assert!(!where_is(TwoPlayer).contains_key(&Landmark::SchlossSchoenbrunn));
    // The parks' landmark halts are worth 20 (§3.4 of the digest).
    for label in ["D28", "H22", "K7"] {
        let halt = info(Full, label).face.map(|f| f.nodes[0]);
        assert_eq!(halt.map(|n| (n.kind, n.revenue)), Some((NodeKind::Halt, Revenue::Fixed(20))));
    }
}

#[test]
fn red_areas_rise_with_the_phases() {
    // Rulebook III.4.1: coloured boxes show the increasing value; Grinzing (fixed 30) and the
    // Stadtbahn-only Heiligenstadt (fixed 40) are the exceptions.
    let value = |label, phase| {
        let node = info(Full, label).face.map(|f| f.nodes[0]);
        node.map(|n| n.revenue.in_phase(phase))
    };
    assert_eq!(value("K9", Phase::Yellow), Some(30));
    assert_eq!(value("K9", Phase::Gray), Some(60));
    assert_eq!(value("J4", Phase::Green), Some(50));
    assert_eq!(value("J4", Phase::Gray), Some(80));
    assert_eq!(value("A13", Phase::Gray), Some(30));
    assert_eq!(value("A17", Phase::Brown), Some(40));
    let mut phased = 0;
    for x in board_hexes(Full).filter(|x| x.kind == HexKind::Offboard) {
        assert!(x.offboard_area.is_some(), "{} belongs to a red area", x.hex);
        for n in x.face.map_or(&[][..], |f| f.nodes) {
            if let Revenue::ByPhase(v) = n.revenue {
                assert!(v.windows(2).all(|w| w[0] < w[1]), "{}: {v:?}", x.hex);
                phased += 1;
            }
        }
    }
    assert_eq!(phased, 9, "K9 K15 K27 J4 A29 A21 B2 G3 I1");
}

#[test]
fn red_areas_of_two_hexes_share_a_name() {
    let mut areas: BTreeMap<&str, usize> = BTreeMap::new();
    for x in board_hexes(Full) {
        if let Some(area) = x.offboard_area {
            *areas.entry(area).or_default() += 1;
        }
    }
    for name in ["Liesing", "Favoriten", "Simmering", "Brigittenau", "Neustift am Walde"] {
        assert_eq!(areas.get(name), Some(&2), "{name}");
    }
    assert_eq!(areas.values().sum::<usize>(), 18);
}

#[test]
fn terminal_track_ends_only_in_red_areas() {
    // Rulebook IX.2 (red areas end a route); red inner-city tiles are not printed on the board.
    for x in board_hexes(Full) {
        if paths(x).iter().any(|p| p.terminal) {
            assert_eq!(x.kind, HexKind::Offboard, "{}", x.hex);
        }
    }
}

#[test]
fn special_purple_tiles_are_reserved_for_f24_and_g11() {
    // Rulebook IX.4: the two special purple tiles go on Bahnhof Hauptzollamt and Westbahnhof.
    let special = labels(board_hexes(Full).filter(|x| x.special_purple).map(|x| x.hex));
    assert_eq!(special, labels([h("F24"), h("G11")]));
    assert!(
        board_hexes(Full).filter(|x| x.special_purple).all(|x| x.kind == HexKind::RailwayStation)
    );
}

#[test]
fn stadtbahn_markers_at_set_up_sit_on_their_paths_circles() {
    // Rulebook III.5: G 3, D 4, W 4, V 6 station markers on their marked locations.
    let counts = |variant| -> Vec<usize> {
        StadtbahnCompany::ALL.iter().map(|&c| initial_stadtbahn_markers(variant, c).len()).collect()
    };
    assert_eq!(counts(Full), [4, 6, 3, 4], "W V G D");
    assert_eq!(counts(Small), [4, 0, 3, 4]);
    assert_eq!(counts(TwoPlayer), [3, 0, 3, 4]);
    for variant in BoardVariant::ALL {
        for company in StadtbahnCompany::ALL {
            let route = stadtbahn_route(variant, company);
            let markers = initial_stadtbahn_markers(variant, company);
            // Both terminals hold a marker.
            for end in [route.first(), route.last()].into_iter().flatten() {
                let spot = MarkerSpot { hex: end.hex, node: end.node.unwrap_or(0) };
                assert!(markers.contains(&spot), "{variant:?} {company:?} terminal {}", end.hex);
            }
            for m in markers {
                assert!(route.iter().any(|s| s.hex == m.hex), "{company:?} {} off path", m.hex);
                let x = hex_info(variant, m.hex).unwrap_or_else(|| panic!("{}", m.hex));
                let on_circle = match x.face {
                    Some(face) => face
                        .nodes
                        .get(usize::from(m.node))
                        .is_some_and(|n| matches!(n.kind, NodeKind::Interchange { .. })),
                    None => x.circles > 0 && m.node == 0,
                };
                assert!(on_circle, "{variant:?} {company:?}: {} node {}", m.hex, m.node);
            }
        }
    }
}

#[test]
fn stadtbahn_revenue_in_cr1_comes_from_printed_track_alone() {
    // Rulebook VIII.5.2 note: in CR1, D and V earn 70, W and G nothing. Run from each terminal
    // along printed track until the first light-orange hex; halts and the company's own
    // markers count; a single location earns nothing; the better end counts.
    let run = |company| {
        let route = stadtbahn_route(Full, company);
        let markers = initial_stadtbahn_markers(Full, company);
        let from = |steps: &mut dyn Iterator<Item = &RouteStep>| {
            let mut locations = 0;
            let mut value = 0;
            for step in steps.take_while(|s| s.role != StadtbahnRole::Buildable) {
                let (Some(node), Some(face)) = (step.node, info(Full, &step.hex.to_string()).face)
                else {
                    continue;
                };
                let n = face.nodes[usize::from(node)];
                let counts = match n.kind {
                    NodeKind::Halt => true,
                    _ => markers.contains(&MarkerSpot { hex: step.hex, node }),
                };
                locations += 1;
                if counts {
                    value += n.revenue.in_phase(Phase::Yellow);
                }
            }
            if locations >= 2 { value } else { 0 }
        };
        from(&mut route.iter()).max(from(&mut route.iter().rev()))
    };
    assert_eq!(run(StadtbahnCompany::D), 70, "A17 40 + A19 30");
    assert_eq!(run(StadtbahnCompany::V), 70, "A17 40 + A13 30");
    assert_eq!(run(StadtbahnCompany::W), 0);
    assert_eq!(run(StadtbahnCompany::G), 0);
}

#[test]
fn stadtbahn_stops_list_the_paths_through_a_hex() {
    let at = |variant, label| -> Vec<(StadtbahnCompany, usize, StadtbahnRole)> {
        stadtbahn_stops(variant, h(label)).map(|s| (s.company, s.order, s.step.role)).collect()
    };
    use StadtbahnCompany::{D, G, V, W};
    use StadtbahnRole::{Buildable, Fixed, Terminal};
    assert_eq!(at(Full, "A17"), [(V, 0, Terminal), (G, 0, Terminal), (D, 0, Terminal)]);
    assert_eq!(at(Full, "I11"), [(W, 8, Fixed), (G, 9, Terminal)]);
    assert_eq!(at(TwoPlayer, "I11"), [(W, 8, Terminal), (G, 9, Terminal)]);
    assert_eq!(at(TwoPlayer, "G11"), [(G, 7, Buildable)]);
    assert_eq!(at(Full, "F24"), [(W, 0, Terminal), (D, 6, Terminal)]);
    assert!(at(Full, "H28").is_empty());
}

#[test]
fn every_stadtbahn_hex_of_a_board_lies_on_one_of_its_paths() {
    for variant in BoardVariant::ALL {
        for x in board_hexes(variant).filter(|x| x.kind == HexKind::Stadtbahn) {
            assert_eq!(stadtbahn_stops(variant, x.hex).count(), 1, "{variant:?} {}", x.hex);
            assert!(x.stadtbahn.is_some());
        }
        for x in board_hexes(variant).filter(|x| x.stadtbahn.is_some()) {
            assert_eq!(x.kind, HexKind::Stadtbahn);
        }
    }
}

#[test]
fn dotted_track_is_never_tram_track() {
    // Rulebook IX.7: trams never use the dotted Stadtbahn track; a printed stop on dotted
    // track alone (A17, A19, I1) cannot be reached by trams.
    for label in ["A17", "A19", "I1", "A11", "A15"] {
        assert!(paths(info(Full, label)).iter().all(|p| p.track == Track::Stadtbahn), "{label}");
    }
    let c7 = paths(info(Full, "C7"));
    assert_eq!(c7.iter().filter(|p| p.track == Track::Tram).count(), 4);
    assert_eq!(c7.iter().filter(|p| p.track == Track::Stadtbahn).count(), 2);
}
