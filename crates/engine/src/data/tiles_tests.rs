//! Tests of the tile set against the rulebook's Track Tile Chart and upgrade rules.

use std::collections::BTreeMap;

use super::*;
use crate::map::Revenue;

/// Copies per physical tile, transcribed from the rulebook's Track Tile Chart (§I).
const CHART: &[(&str, u8)] = &[
    ("3", 7),
    ("58", 12),
    ("4", 10),
    ("5", 5),
    ("6", 5),
    ("57", 5),
    ("235", 3),
    ("8858", 1),
    ("8859", 1),
    ("8860", 1),
    ("8863", 1),
    ("8864", 1),
    ("8865", 1),
    ("14", 5),
    ("15", 5),
    ("619", 5),
    ("142", 6),
    ("141", 6),
    ("143", 4),
    ("144", 4),
    ("767", 3),
    ("768", 3),
    ("769", 3),
    ("611", 11),
    ("455", 2),
    ("L1", 10),
    ("L2", 11),
    ("L3", 2),
    ("L4", 5),
    ("L5", 2),
    ("L6", 2),
    ("L7", 2),
    ("L8", 2),
    ("L9", 2),
    ("L10", 2),
    ("L11", 2),
    ("L12", 2),
    ("L13", 1),
    ("L14", 1),
    ("L15", 1),
    ("L16", 2),
    ("L17", 3),
    ("L18", 1),
    ("L19", 1),
    ("L20", 1),
    ("L21", 1),
    ("L22", 1),
    ("L23", 1),
    ("L24", 1),
    ("L25", 1),
    ("L26", 1),
    ("L27", 1),
    ("L28", 1),
    ("L29", 1),
    ("L30", 1),
    ("L31", 1),
];

/// The 61 upgrade pairs with the new tile's rotations (old tile at rotation 0), transcribed
/// from the reference tile data.
#[rustfmt::skip]
const UPGRADE_PAIRS: &[(&str, &str, &[u8])] = &[
        ("3", "142", &[1]), ("3", "141", &[0]), ("3", "143", &[0, 5]), ("58", "142", &[3]),
        ("58", "141", &[5]), ("58", "143", &[0]), ("58", "144", &[0, 2, 4]), ("4", "142", &[0, 3]),
        ("4", "141", &[0, 3]), ("5", "619", &[3, 4]), ("5", "14", &[0, 3]),
        ("5", "15", &[0, 4, 5]), ("6", "619", &[0, 2, 4]), ("6", "14", &[2, 5]),
        ("6", "15", &[0, 5]), ("57", "619", &[0, 3]), ("57", "14", &[0, 2, 3, 5]),
        ("57", "15", &[0, 3]), ("235", "8858", &[0, 3, 4, 5]), ("235", "8859", &[0, 1, 3, 4]),
        ("235", "8860", &[1, 2, 4, 5]), ("235", "8863", &[0, 1, 4, 5]),
        ("235", "8864", &[1, 3, 4, 5]), ("235", "8865", &[1, 2, 3, 5]), ("619", "611", &[0, 2]),
        ("8858", "L17", &[3, 4]), ("8859", "L17", &[0, 3]), ("8860", "L17", &[2, 5]),
        ("8863", "L17", &[2, 3]), ("8864", "L17", &[3, 5]), ("8865", "L17", &[1, 5]),
        ("14", "611", &[0, 3]), ("15", "611", &[0, 5]), ("142", "767", &[1]),
        ("142", "768", &[1, 4]), ("142", "769", &[3]), ("141", "767", &[4]),
        ("141", "768", &[2, 5]), ("141", "769", &[3]), ("143", "767", &[3, 4]),
        ("143", "769", &[4]), ("144", "769", &[0, 2, 4]), ("767", "L19", &[0, 5]),
        ("768", "L19", &[2, 5]), ("769", "L19", &[0, 4]), ("611", "455", &[0, 1, 2, 3, 4, 5]),
        ("L1", "L5", &[1]), ("L1", "L7", &[0]), ("L1", "L8", &[1]), ("L2", "L6", &[0, 3]),
        ("L2", "L9", &[2, 5]), ("L2", "L10", &[1, 4]), ("L3", "L13", &[2]), ("L3", "L14", &[2]),
        ("L4", "L11", &[1, 4]), ("L4", "L12", &[1, 4]), ("L11", "L16", &[0, 3]),
        ("L12", "L16", &[0, 3]), ("L13", "L15", &[0]), ("L14", "L15", &[0]),
        ("L17", "L18", &[0, 1, 2, 3, 4, 5]),
];

fn physical_counts() -> BTreeMap<&'static str, u8> {
    let mut counts = BTreeMap::new();
    for t in tiles() {
        let previous = counts.insert(t.physical, t.count);
        assert!(previous.is_none() || previous == Some(t.count), "{} count differs", t.physical);
    }
    counts
}

#[test]
fn component_list_every_count_equals_the_track_tile_chart() {
    let expected: BTreeMap<&str, u8> = CHART.iter().copied().collect();
    assert_eq!(physical_counts(), expected);
}

#[test]
fn component_list_176_tiles_in_58_layouts() {
    assert_eq!(tiles().len(), 58);
    assert_eq!(physical_counts().values().map(|&c| u32::from(c)).sum::<u32>(), 176);
}

#[test]
fn component_list_colour_totals() {
    // §I: 47 yellow, 41 green, 23 brown, 4 grey, 8 purple, 4 red; orange-edged 28/18/3.
    let mut plain: BTreeMap<TileColor, u32> = BTreeMap::new();
    let mut orange: BTreeMap<TileColor, u32> = BTreeMap::new();
    let mut seen = std::collections::BTreeSet::new();
    for t in tiles().iter().filter(|t| seen.insert(t.physical)) {
        let bucket = if t.stadtbahn_edge { &mut orange } else { &mut plain };
        *bucket.entry(t.color).or_default() += u32::from(t.count);
    }
    let plain_expected = [(Yellow, 47), (Green, 41), (Brown, 23), (Gray, 4), (Red, 4), (Purple, 8)];
    assert_eq!(plain, plain_expected.into_iter().collect());
    assert_eq!(orange, [(Yellow, 28), (Green, 18), (Brown, 3)].into_iter().collect());
}

#[test]
fn ix5_the_upgrade_relation_equals_the_61_reference_pairs() {
    let mut computed = Vec::new();
    for old in tiles() {
        for up in upgrades(old) {
            let rotations: Vec<u8> = up.rotations.iter().map(|r| r.index()).collect();
            computed.push((old.id, up.to.id, rotations));
        }
    }
    let mut expected: Vec<(&str, &str, Vec<u8>)> =
        UPGRADE_PAIRS.iter().map(|&(a, b, r)| (a, b, r.to_vec())).collect();
    computed.sort();
    expected.sort();
    assert_eq!(computed.len(), 61);
    assert_eq!(computed, expected);
}

#[test]
fn ix5_a_stadtbahn_one_halt_tile_may_become_a_two_halt_tile() {
    let l1 = tile("L1").unwrap();
    let targets: Vec<&str> = upgrades(l1).iter().map(|u| u.to.id).collect();
    assert!(targets.iter().any(|id| tile(id).unwrap().halts() == 2), "{targets:?}");
    // Ordinary one-halt tiles never become two-halt tiles.
    for t in tiles().iter().filter(|t| !t.stadtbahn_edge && t.halts() == 1) {
        assert!(upgrades(t).iter().all(|u| u.to.halts() == 1), "{}", t.id);
    }
}

#[test]
fn ix5_orange_edged_tiles_upgrade_only_to_orange_edged_tiles() {
    for t in tiles() {
        for u in upgrades(t) {
            assert_eq!(t.stadtbahn_edge, u.to.stadtbahn_edge, "{} → {}", t.id, u.to.id);
            assert_eq!(next_color(t.color), Some(u.to.color));
        }
    }
}

#[test]
fn ix5_grey_red_and_purple_tiles_are_never_replaced() {
    for t in tiles().iter().filter(|t| matches!(t.color, Gray | Red | Purple)) {
        assert!(upgrades(t).is_empty(), "{}", t.id);
    }
}

#[test]
fn ix5_an_upgrade_that_would_lose_a_track_is_refused() {
    // Tile 4 (straight, sides 0 and 3) on 142 … only rotations keeping 0–3 qualify; turned
    // by 1 the straight would run 1–4 and lose the old track.
    let four = tile("4").unwrap();
    let rotations = upgrades(four).into_iter().find(|u| u.to.id == "142").unwrap().rotations;
    assert!(!rotations.contains(&Rotation::new(1).unwrap()));
    assert!(
        keeps_track(
            &four.face,
            Rotation::default(),
            &tile("142").unwrap().face,
            Rotation::new(1).unwrap()
        )
        .is_none()
    );
}

#[test]
fn oo_tiles_join_their_two_interchanges_only_on_l17() {
    let green_oo = tile("8858").unwrap();
    let l17 = tile("L17").unwrap();
    let up = upgrades(green_oo).into_iter().find(|u| u.to.id == "L17").unwrap();
    let map = keeps_track(&green_oo.face, Rotation::default(), &l17.face, up.rotations[0]).unwrap();
    assert_eq!(map, vec![0, 0]);
    // A yellow OO tile may only become a green OO tile.
    assert!(upgrades(tile("235").unwrap()).iter().all(|u| u.to.oo && u.to.color == Green));
}

#[test]
fn special_purple_tiles_fit_one_hex_each() {
    assert_eq!(tile("L30a").unwrap().only_on, Some(Hex::from_label("G11")));
    assert_eq!(tile("L31b").unwrap().only_on, Some(Hex::from_label("F24")));
    assert_eq!(tiles().iter().filter(|t| t.only_on.is_some()).count(), 4);
}

#[test]
fn every_path_names_an_existing_node_and_phase_values_rise_or_stay_printed() {
    for t in tiles() {
        for p in t.face.paths {
            for end in [p.a, p.b] {
                if let PathEnd::Node(k) = end {
                    assert!(usize::from(k) < t.face.nodes.len(), "{} path to node {k}", t.id);
                }
            }
        }
    }
    // Red tile L20's values by phase (rulebook IX.8: the newest colour's box applies).
    let l20 = tile("L20").unwrap();
    assert!(matches!(l20.face.nodes[0].revenue, Revenue::ByPhase(_)));
}

#[test]
fn exits_turn_with_the_tile() {
    let four = tile("4").unwrap(); // straight SW–NE
    assert_eq!(four.exits(Rotation::default()), 0b001001);
    assert_eq!(four.exits(Rotation::new(1).unwrap()), 0b010010);
}

#[test]
fn a_tile_id_reads_and_writes_as_its_printed_name() {
    for (id, def) in TileId::all() {
        assert_eq!(id.def(), def);
        assert_eq!(TileId::named(def.id), Some(id));
        assert_eq!(TileId::of(def), id);
        let json = serde_json::to_string(&id).expect("a name");
        assert_eq!(json, format!("\"{}\"", def.id));
        assert_eq!(serde_json::from_str::<TileId>(&json).expect("read back"), id);
    }
    assert_eq!(TileId::all().count(), tiles().len());
    assert_eq!(std::mem::size_of::<TileId>(), 1);
}

#[test]
fn an_unknown_tile_name_is_refused_when_read_and_says_which() {
    let error = serde_json::from_str::<TileId>("\"99x\"").expect_err("no such tile");
    assert!(error.to_string().contains("there is no tile \"99x\""), "{error}");
    assert_eq!(TileId::named(""), None);
}

#[test]
fn replaces_answers_as_keeping_the_track_does_for_every_pair_and_rotation() {
    let mut kept = 0;
    for old in tiles() {
        for new in tiles() {
            for old_rotation in Rotation::ALL {
                for new_rotation in Rotation::ALL {
                    let direct = may_replace(old, new)
                        && keeps_track(&old.face, old_rotation, &new.face, new_rotation).is_some();
                    assert_eq!(
                        replaces(old, old_rotation, new, new_rotation),
                        direct,
                        "{} at {old_rotation:?} by {} at {new_rotation:?}",
                        old.id,
                        new.id
                    );
                    kept += usize::from(direct);
                }
            }
        }
    }
    assert!(kept > 500, "only {kept} upgrades found");
}

#[test]
fn a_tile_set_holds_rows_in_chart_order() {
    let ids: Vec<TileId> = TileId::all().map(|(id, _)| id).collect();
    let odd: TileSet = ids.iter().copied().skip(1).step_by(2).collect();
    assert!(ids.iter().skip(1).step_by(2).all(|&id| odd.contains(id)));
    assert!(ids.iter().step_by(2).all(|&id| !odd.contains(id)));
    assert_eq!(
        odd.iter().collect::<Vec<_>>(),
        ids.iter().copied().skip(1).step_by(2).collect::<Vec<_>>()
    );
    let all: TileSet = ids.iter().copied().collect();
    assert_eq!(all.and(odd), odd);
    assert_eq!(TileSet::default().iter().count(), 0);
}

#[test]
fn the_upgrade_set_is_the_tiles_that_replace_in_some_rotation() {
    for (_, old) in TileId::all() {
        for (id, new) in TileId::all() {
            let some =
                Rotation::ALL.into_iter().any(|r| replaces(old, Rotation::default(), new, r));
            assert_eq!(upgrade_set(old).contains(id), some, "{} by {}", old.id, new.id);
        }
    }
}
