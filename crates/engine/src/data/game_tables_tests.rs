//! Tests of the game tables: expected values are transcribed from the rulebook and the digest
//! (`rules/digest.md`), never recomputed from the tables under test.

use super::*;
use crate::data::market::{self, ChartMove};

fn players(n: u8) -> PlayerCount {
    PlayerCount::new(n).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn t1_r8_starting_capital_per_player_count() {
    // III.3: 2 → 350, 3 → 300, 4 → 260, 5 → 230, 6 → 200, plus a Pre-emptive card worth 350.
    let expected = [(2, 350), (3, 300), (4, 260), (5, 230), (6, 200)];
    for (n, cash) in expected {
        assert_eq!(players(n).starting_capital(), cash, "{n} players");
    }
    assert_eq!(PRE_EMPTIVE_RIGHT, 350);
}

#[test]
fn t2_r38_table_5_certificate_limits() {
    // Table 5: 2 → 18, 3 → 16, 4 → 14, 5 → 13, 6 → 12.
    let expected = [(2, 18), (3, 16), (4, 14), (5, 13), (6, 12)];
    for (n, limit) in expected {
        assert_eq!(players(n).certificate_limit(), limit, "{n} players");
    }
    assert_eq!(MAX_HOLDING_PERCENT, 60, "VII.3: less than 60% before buying");
}

#[test]
fn r1_1840_is_for_2_to_6_players() {
    assert_eq!(PlayerCount::new(1), Err(PlayerCountError(1)));
    assert_eq!(PlayerCount::new(7), Err(PlayerCountError(7)));
    assert_eq!(
        PlayerCount::new(7).unwrap_err().to_string(),
        "1840 is played by 2 to 6 players, not 7"
    );
    let all: Vec<u8> = PlayerCount::ALL.iter().map(|n| n.get()).collect();
    assert_eq!(all, [2, 3, 4, 5, 6]);
    assert!(serde_json::from_str::<PlayerCount>("7").is_err());
    assert_eq!(serde_json::from_str::<PlayerCount>("4").ok(), Some(players(4)));
}

#[test]
fn r9_recommended_boards() {
    // III.4, XII, XIII: 2 players use the small map with the overlay, 3 the small map.
    assert_eq!(players(2).recommended_board(), BoardVariant::TwoPlayer);
    assert_eq!(players(3).recommended_board(), BoardVariant::ThreePlayerSmall);
    for n in 4..=6 {
        assert_eq!(players(n).recommended_board(), BoardVariant::Full);
    }
}

#[test]
fn t3_r10_table_1_tram_supply() {
    // Table 1 / T3: Y/O/R/Pi/Pu = 2/3/3/3/3, 4/4/4/4/4, 6/5/5/5/5, 8/6/6/6/6, 10/7/7/7/7;
    // totals 14/20/26/32/38.
    let expected: [(u8, [u32; 5], u32); 5] = [
        (2, [2, 3, 3, 3, 3], 14),
        (3, [4, 4, 4, 4, 4], 20),
        (4, [6, 5, 5, 5, 5], 26),
        (5, [8, 6, 6, 6, 6], 32),
        (6, [10, 7, 7, 7, 7], 38),
    ];
    for (n, counts, total) in expected {
        let got = TramColor::ALL.map(|color| players(n).tram_count(color));
        assert_eq!(got, counts, "{n} players");
        assert_eq!(got.iter().sum::<u32>(), total, "{n} players");
    }
}

#[test]
fn table_rows_are_in_enum_order() {
    for (i, (color, _)) in TRAM_SUPPLY.iter().enumerate() {
        assert_eq!(*color as usize, i);
    }
    for (i, (color, _)) in TRAM_PRICES.iter().enumerate() {
        assert_eq!(*color as usize, i);
    }
    for (i, (color, _)) in MAINTENANCE.iter().enumerate() {
        assert_eq!(*color as usize, i);
    }
    for company in TramCompany::ALL {
        assert_eq!(company.row().company, company);
    }
    for company in StadtbahnCompany::ALL {
        assert_eq!(stadtbahn_row(company).company, company);
    }
    for landmark in Landmark::ALL {
        assert_eq!(private_row(landmark).private, landmark);
    }
    for phase in Phase::ALL {
        assert_eq!(phase_row(phase).phase, phase);
    }
}

#[test]
fn r29_round_bar_has_24_entries_in_order() {
    // Digest R29 / §3.1.
    let expected = [
        "Pre", "SR1", "CR1", "LR1a", "LR1b", "CR2", "SR2", "LR2a", "LR2b", "CR3", "SR3", "LR3a",
        "LR3b", "CR4", "SR4", "LR4a", "LR4b", "CR5", "SR5", "LR5a", "LR5b", "LR5c", "CR6", "End",
    ];
    let labels: Vec<String> = ROUND_BAR.iter().map(|e| e.round.to_string()).collect();
    assert_eq!(labels, expected);
    assert_eq!(next_round(Round::Company(1)), Some(Round::Line(1, 'a')));
    assert_eq!(next_round(Round::Line(5, 'c')), Some(Round::Company(6)));
    assert_eq!(next_round(LAST_ROUND), Some(Round::End));
    assert_eq!(next_round(Round::End), None);
    assert_eq!(next_round(Round::Share(6)), None);
}

#[test]
fn r66_tile_colours_arrive_in_lr2a_lr4a_lr5a() {
    // IX.5: green from LR2a, brown from LR4a, grey from LR5a; IX.4: yellow, red and purple
    // from the start.
    let phase = |r: Round| round_bar_entry(r).map(|e| e.phase);
    assert_eq!(phase(Round::Line(1, 'b')), Some(Phase::Yellow));
    assert_eq!(phase(Round::Share(2)), Some(Phase::Yellow));
    assert_eq!(phase(Round::Line(2, 'a')), Some(Phase::Green));
    assert_eq!(phase(Round::Share(4)), Some(Phase::Green));
    assert_eq!(phase(Round::Line(4, 'a')), Some(Phase::Brown));
    assert_eq!(phase(Round::Share(5)), Some(Phase::Brown));
    assert_eq!(phase(Round::Line(5, 'a')), Some(Phase::Gray));

    let first_of = |p: Phase| ROUND_BAR.iter().find(|e| e.phase == p).map(|e| e.round.to_string());
    assert_eq!(first_of(Phase::Green).as_deref(), Some("LR2a"));
    assert_eq!(first_of(Phase::Brown).as_deref(), Some("LR4a"));
    assert_eq!(first_of(Phase::Gray).as_deref(), Some("LR5a"));
    for row in PHASES {
        assert_eq!(first_of(row.phase), Some(row.from.to_string()), "{:?}", row.phase);
    }

    let lr1a = round_bar_entry(Round::Line(1, 'a')).map(|e| e.tile_colors());
    assert_eq!(lr1a, Some(&[TileColor::Yellow, TileColor::Red, TileColor::Purple][..]));
    let lr2a = round_bar_entry(Round::Line(2, 'a')).map(|e| e.tile_colors());
    assert!(lr2a.is_some_and(|c| c.contains(&TileColor::Green) && !c.contains(&TileColor::Brown)));
}

#[test]
fn r26_companies_buy_privates_from_lr2a() {
    // IV.2: "Beginning in Line Round 2a".
    let buys = |r: Round| round_bar_entry(r).map(|e| phase_row(e.phase).companies_buy_privates);
    assert_eq!(buys(Round::Line(1, 'b')), Some(false));
    assert_eq!(buys(Round::Line(2, 'a')), Some(true));
}

#[test]
fn r51_stadtbahn_multipliers() {
    // VIII.5.2: "In CR4 this revenue is multiplied by 2, in CR5 by 3, and in CR6 by 10".
    let expected = [(1, 1), (2, 1), (3, 1), (4, 2), (5, 3), (6, 10)];
    for (n, multiplier) in expected {
        assert_eq!(stadtbahn_multiplier(n), Some(multiplier), "CR{n}");
    }
    assert_eq!(stadtbahn_multiplier(7), None);
    assert!(
        ROUND_BAR
            .iter()
            .all(|e| matches!(e.round, Round::Company(_)) == e.stadtbahn_multiplier.is_some())
    );
}

#[test]
fn t34_stadtbahn_multiplier_moves_the_price() {
    // T34: D's run of 80 pays 80 in CR1–CR3 (no move), 160 in CR4 (1 right), 240 in CR5
    // (2 right), 800 in CR6 (4 right).
    let run: Money = 40 + 30 + 10;
    let expected = [
        (1, 80, ChartMove::Stay),
        (3, 80, ChartMove::Stay),
        (4, 160, ChartMove::Right(1)),
        (5, 240, ChartMove::Right(2)),
        (6, 800, ChartMove::Right(4)),
    ];
    for (n, paid, moves) in expected {
        let dividend = run * stadtbahn_multiplier(n).unwrap_or(0);
        assert_eq!(dividend, paid, "CR{n}");
        assert_eq!(market::dividend_move(dividend), moves, "CR{n}");
    }
}

#[test]
fn t45_r52_no_line_auction_in_the_last_company_round() {
    let auctions: Vec<(String, bool)> = ROUND_BAR
        .iter()
        .filter(|e| matches!(e.round, Round::Company(_)))
        .map(|e| (e.round.to_string(), e.line_auction))
        .collect();
    let expected =
        [("CR1", true), ("CR2", true), ("CR3", true), ("CR4", true), ("CR5", true), ("CR6", false)];
    let expected: Vec<(String, bool)> = expected.iter().map(|(r, a)| (r.to_string(), *a)).collect();
    assert_eq!(auctions, expected);
    assert_eq!(LAST_ROUND, Round::Company(6), "XI: the game ends at the end of CR6");
}

#[test]
fn t28_r43_tram_stacks_after_each_crb() {
    // R43's table: after CRb of CR1 [orange, yellow, –], CR2 [red, orange, yellow], CR3
    // [pink, red, orange], CR4 [purple, pink, red], CR5 [–, purple, pink], CR6 [–, –, purple].
    use TramColor::*;
    assert_eq!(buying_spaces(1), [Some(Orange), Some(Yellow), None]);
    assert_eq!(buying_spaces(2), [Some(Red), Some(Orange), Some(Yellow)]);
    assert_eq!(buying_spaces(3), [Some(Pink), Some(Red), Some(Orange)]);
    assert_eq!(buying_spaces(4), [Some(Purple), Some(Pink), Some(Red)]);
    assert_eq!(buying_spaces(5), [None, Some(Purple), Some(Pink)]);
    assert_eq!(buying_spaces(6), [None, None, Some(Purple)]);
    assert_eq!(buying_spaces(0), [None; 3]);
    assert_eq!(buying_spaces(7), [None; 3]);
}

#[test]
fn r43_unsold_trams_leave_at_the_next_crb() {
    // R43: unsold yellow leaves in CR3, orange in CR4, red in CR5, pink in CR6.
    assert_eq!(TramColor::Yellow.removed_in(), Some(3));
    assert_eq!(TramColor::Orange.removed_in(), Some(4));
    assert_eq!(TramColor::Red.removed_in(), Some(5));
    assert_eq!(TramColor::Pink.removed_in(), Some(6));
    assert_eq!(TramColor::Purple.removed_in(), None);
}

#[test]
fn tram_prices_per_company_round() {
    // Digest §3.2: CR1 Y100, O300; CR2 Y50, O200, R500; CR3 O100, R400, Pi600; CR4 R300,
    // Pi500, Pu800; CR5 Pi400, Pu600; CR6 nothing (A21).
    use TramColor::*;
    let offers = |n: u8| -> Vec<(TramColor, Money)> {
        trams_on_sale(n).into_iter().flatten().map(|o| (o.color, o.price)).collect()
    };
    assert_eq!(offers(1), [(Orange, 300), (Yellow, 100)]);
    assert_eq!(offers(2), [(Red, 500), (Orange, 200), (Yellow, 50)]);
    assert_eq!(offers(3), [(Pink, 600), (Red, 400), (Orange, 100)]);
    assert_eq!(offers(4), [(Purple, 800), (Pink, 500), (Red, 300)]);
    assert_eq!(offers(5), [(Purple, 600), (Pink, 400)]);
    assert_eq!(offers(6), []);
    assert_eq!(tram_price(2, Yellow), Some(50));
    assert_eq!(tram_price(3, Yellow), None);
    let cr1 = round_bar_entry(Round::Company(1)).map(|e| e.trams_on_sale());
    assert_eq!(
        cr1,
        Some([
            Some(TramOffer { color: Orange, price: 300 }),
            Some(TramOffer { color: Yellow, price: 100 }),
            None
        ])
    );
    let sr1 = round_bar_entry(Round::Share(1)).map(|e| e.trams_on_sale());
    assert_eq!(sr1, Some([None; 3]));
}

#[test]
fn r48_table_7_yellow_row() {
    // Table 7: a yellow tram costs 0, 0, −50, −200, −400 once yellow, orange, red, pink,
    // purple has been bought.
    let row = TramColor::ALL.map(|newest| TramColor::Yellow.maintenance(newest));
    assert_eq!(row, [Some(0), Some(0), Some(-50), Some(-200), Some(-400)]);
}

#[test]
fn t36_r48_maintenance_flags() {
    // T36: after the first red: yellow −50, orange 0. After the first pink: yellow −200,
    // orange −100, red −50, pink 0. After the first purple: −400, −300, −100, 0, +200.
    use TramColor::*;
    assert_eq!(Yellow.maintenance(Red), Some(-50));
    assert_eq!(Orange.maintenance(Red), Some(0));
    let pink = [Yellow, Orange, Red, Pink].map(|t| t.maintenance(Pink));
    assert_eq!(pink, [Some(-200), Some(-100), Some(-50), Some(0)]);
    let purple = TramColor::ALL.map(|t| t.maintenance(Purple));
    assert_eq!(purple, [Some(-400), Some(-300), Some(-100), Some(0), Some(200)]);
    assert_eq!(Red.maintenance(Orange), None, "Table 7 '-': red cannot run before red is bought");
    assert_eq!(Purple.maintenance(Purple), Some(PURPLE_TRAM_BONUS));
}

/// T36 (R48, Table 7) as a company's buyer sees it: the first red tram makes its yellow trams
/// cost 50 a run and leaves orange at 0; the first pink one makes yellow 200, orange 100 and
/// red 50; a colour already the newest changes nothing, and the first tram ever bought finds
/// nothing to change.
#[test]
fn t36_r48_maintenance_changes_on_buying() {
    use TramColor::*;
    assert_eq!(
        maintenance_changes(&[Yellow, Orange, Yellow], Some(Orange), Red),
        vec![(Yellow, 0, -50)]
    );
    assert_eq!(
        maintenance_changes(&[Red, Orange, Yellow], Some(Red), Pink),
        vec![(Yellow, -50, -200), (Orange, 0, -100), (Red, 0, -50)]
    );
    assert_eq!(
        maintenance_changes(&[Pink, Yellow], Some(Pink), Purple),
        vec![(Yellow, -200, -400)]
    );
    assert!(maintenance_changes(&[Orange], Some(Orange), Orange).is_empty());
    assert!(maintenance_changes(&[], None, Yellow).is_empty());
    assert!(
        maintenance_changes(&[Yellow], Some(Yellow), Orange).is_empty(),
        "orange: 0 for yellow"
    );
}

/// R17, R21: a share is 10% of its company; the director certificate's five units are 50%; six
/// units, the most a player may hold (R39), are 60%.
#[test]
fn r17_r21_a_share_is_ten_percent() {
    assert_eq!(SHARE_PERCENT, 10);
    assert_eq!((percent(0), percent(1), percent(5)), (0, 10, 50));
    assert_eq!(percent(6), MAX_HOLDING_PERCENT);
    assert_eq!(percent(10), 100, "a Stadtbahn company's ten shares");
}

#[test]
fn t59_t64_t65_net_income_examples() {
    // T59 (IX.7 example): a yellow tram in LR3a, red bought, route 110 → 110 − 50 = 60.
    assert_eq!(TramColor::Yellow.maintenance(TramColor::Red).map(|m| 110 + m), Some(60));
    // T64: a purple tram and a route worth 150 → 350.
    assert_eq!(TramColor::Purple.maintenance(TramColor::Purple).map(|m| 150 + m), Some(350));
    // T65: purple bought, a yellow tram with route 110 → −290.
    assert_eq!(TramColor::Yellow.maintenance(TramColor::Purple).map(|m| 110 + m), Some(-290));
}

#[test]
fn r17_table_2_tram_companies() {
    let rows: Vec<(&str, &str, &str)> =
        TRAM_COMPANIES.iter().map(|r| (r.name, r.abbreviation, r.color)).collect();
    assert_eq!(
        rows,
        [
            ("Wiener Tramway Gesellschaft", "WT", "black"),
            ("Dampftramway Krauss & Comp.", "DT K&C", "purple"),
            ("Schaeck-Jaquet & Comp.", "SJE", "blue"),
            ("Bau- und Betriebsgesellschaft für städtische Straßenbahnen in Wien", "BBG", "yellow"),
            ("Wien-Kagranner Bahn", "WKB", "green"),
            ("Gemeinde Wien - Städtische Straßenbahnen", "GWStStB", "red"),
        ]
    );
}

#[test]
fn t13_t14_r40_director_certificate_and_starting_treasury() {
    // T13: par 90 → the player pays 450 and the treasury gets 900. T14: par 70 → 350, all
    // covered by the Pre-emptive card; treasury 700.
    assert_eq!(90 * Money::from(DIRECTOR_CERTIFICATE_SHARES), 450);
    assert_eq!(90 * STARTING_TREASURY_PER_PAR, 900);
    assert_eq!(70 * Money::from(DIRECTOR_CERTIFICATE_SHARES), PRE_EMPTIVE_RIGHT);
    assert_eq!(70 * STARTING_TREASURY_PER_PAR, 700);
    assert_eq!(TRAM_COMPANY_SHARES, 5, "IV.1.2: five 10% shares");
}

#[test]
fn t7_r12_r21_table_3_stadtbahn_companies() {
    // Table 3 and III.5: W brown 95, V beige 85, G orange 75, D dark yellow 65; markers
    // G 3, D 4, W 4, V 6.
    use StadtbahnCompany::*;
    let expected = [
        (W, "Wiental Linie", "brown", 95, 4),
        (V, "Vororte Linie", "beige", 85, 6),
        (G, "Gürtel Linie", "orange", 75, 3),
        (D, "Donaukanal Linie", "dark yellow", 65, 4),
    ];
    for (company, name, color, value, markers) in expected {
        let row = stadtbahn_row(company);
        assert_eq!(
            (row.name, row.color, row.initial_value, row.station_markers),
            (name, color, value, markers)
        );
        assert_eq!(market::stadtbahn_start(company).price(), row.initial_value, "{company:?}");
    }
    let total: u32 = STADTBAHN_COMPANIES.iter().map(|r| r.station_markers).sum();
    assert_eq!(total, 17, "digest §1.2: 17 Stadtbahn station markers");
    assert_eq!(STADTBAHN_SHARES, 10);
}

#[test]
fn t33_r51_cr1_stadtbahn_dividends() {
    // VIII.5.2 note / T33: D and V pay 70 (no move), W and G pay 0 (1 left).
    use StadtbahnCompany::*;
    let pays = |c: StadtbahnCompany| {
        CR1_STADTBAHN_DIVIDENDS.iter().find(|(s, _)| *s == c).map(|(_, m)| *m)
    };
    assert_eq!([W, V, G, D].map(pays), [Some(0), Some(70), Some(0), Some(70)]);
    assert_eq!(market::dividend_move(70), ChartMove::Stay);
    assert_eq!(market::dividend_move(0), ChartMove::Left(1));
}

#[test]
fn r22_table_4_private_companies() {
    use Landmark::*;
    let expected = [
        (Prater, "Prater", 10, 5, "D28"),
        (Karlskirche, "Karlskirche", 20, 10, "E21"),
        (SchlossBelvedere, "Schloss Belvedere", 30, 15, "H22"),
        (Hofburg, "Hofburg", 40, 20, "E19"),
        (Stephansdom, "Stephansdom", 50, 25, "D20"),
        (SchlossSchoenbrunn, "Schloss Schönbrunn", 60, 30, "K7"),
    ];
    for (landmark, name, face, dividend, hex) in expected {
        let row = private_row(landmark);
        assert_eq!((row.name, row.face_value, row.dividend), (name, face, dividend));
        assert_eq!(row.landmark_hex.to_string(), hex);
    }
    // T27: a player owning all six receives 5 + 10 + 15 + 20 + 25 + 30 = 105 in CRa.
    assert_eq!(PRIVATES.iter().map(|p| p.dividend).sum::<Money>(), 105);
    assert_eq!(LANDMARK_BONUS, 20);
}

#[test]
fn line_homes_follow_the_map() {
    // Digest §3.4: 1 D18, 2 D18, 3 E17, 4 H28, 5 G15, 6 K27, 7 F18, 8 J10, 9 C7, 10 D4,
    // 11 B12, 12 E11, 13 G3, 14 E3, 15 J16, 16 D26, 17 A29, 18 I21.
    let expected = [
        "D18", "D18", "E17", "H28", "G15", "K27", "F18", "J10", "C7", "D4", "B12", "E11", "G3",
        "E3", "J16", "D26", "A29", "I21",
    ];
    for (i, hex) in expected.iter().enumerate() {
        let number = u8::try_from(i + 1).unwrap_or(0);
        let card = line_card(number).unwrap_or_else(|| panic!("no line {number}"));
        assert_eq!(card.home.to_string(), *hex, "line {number}");
    }
    assert!(line_card(0).is_none());
    assert!(line_card(19).is_none());
    assert_eq!(LINE_SET_ASIDE_AT_SET_UP, 2);
}

#[test]
fn t5_r15_three_player_small_map_removals() {
    // XII / T5: lines 9, 10, 13, 14, 16, 17, Stadtbahn V and Prater are out.
    let board = BoardVariant::ThreePlayerSmall;
    let lines: Vec<u8> = lines_in_play(board).map(|l| l.number).collect();
    assert_eq!(lines, [1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 15, 18]);
    let sb: Vec<StadtbahnCompany> = stadtbahn_in_play(board).collect();
    assert_eq!(sb, [StadtbahnCompany::W, StadtbahnCompany::G, StadtbahnCompany::D]);
    let privates: Vec<&str> = privates_in_play(board).map(|p| p.name).collect();
    assert_eq!(
        privates,
        ["Karlskirche", "Schloss Belvedere", "Hofburg", "Stephansdom", "Schloss Schönbrunn"]
    );
}

#[test]
fn t6_r16_two_player_removals() {
    // XIII / T6: lines in play {1..7, 15, 18}; V, Prater and Schönbrunn out.
    let board = BoardVariant::TwoPlayer;
    let lines: Vec<u8> = lines_in_play(board).map(|l| l.number).collect();
    assert_eq!(lines, [1, 2, 3, 4, 5, 6, 7, 15, 18]);
    assert_eq!(stadtbahn_in_play(board).count(), 3);
    let privates: Vec<&str> = privates_in_play(board).map(|p| p.name).collect();
    assert_eq!(privates, ["Karlskirche", "Schloss Belvedere", "Hofburg", "Stephansdom"]);
}

#[test]
fn a41_full_board_keeps_everything() {
    // A41: the 3-player removals go with the small map; the full board keeps all.
    assert_eq!(lines_in_play(BoardVariant::Full).count(), 18);
    assert_eq!(stadtbahn_in_play(BoardVariant::Full).count(), 4);
    assert_eq!(privates_in_play(BoardVariant::Full).count(), 6);
}

#[test]
fn t4_r13_line_display_and_stack() {
    // T4: 4 players → display 5, stack 13; 2 players → 3 and 6; 3 players → 4 and 8.
    let cases = [(4, 5, 13), (2, 3, 6), (3, 4, 8)];
    for (n, display, stack) in cases {
        let count = players(n);
        let in_play = lines_in_play(count.recommended_board()).count();
        assert_eq!(count.line_cards_dealt(), display, "{n} players");
        assert_eq!(in_play - count.line_cards_dealt(), stack, "{n} players");
    }
}

#[test]
fn t49_r77_station_marker_costs() {
    // T49: home free, then 20, 40, 60, 80, 100; a 7th does not exist.
    let costs: Vec<Option<Money>> = (0..7).map(station_marker_cost).collect();
    assert_eq!(costs, [Some(0), Some(20), Some(40), Some(60), Some(80), Some(100), None]);
}

#[test]
fn r69_r82_r52_fixed_costs() {
    assert_eq!(STADTBAHN_TILE_COST, 20, "IX.4: Stadtbahn tiles cost 20");
    assert_eq!(DANUBE_TILE_COST, 40, "IX.4: the Danube hex costs 40");
    assert_eq!(UPGRADE_COST, 0, "IX.5: there is no cost to upgrade");
    assert_eq!(REMOVE_STADTBAHN_MARKER_COST, 40, "IX.6: 40 Gulden");
    assert_eq!((LINE_MIN_BID, LINE_BID_STEP), (20, 5), "VIII.6");
    assert_eq!((PRIVATE_BID_STEP, PRIVATE_PRICE_DROP), (5, 5), "VI");
    assert_eq!(DIVIDEND_UNIT, 10, "VIII.5.1");
    assert_eq!((MAX_TRAMS_PER_COMPANY, MAX_LINES_PER_COMPANY), (3, 3), "R20");
}

#[test]
fn t74_r98_final_score_with_a_loan() {
    // T74: cash 500 + director certificate at 120 (600) + 2 V shares at 85 (170) − 1 loan
    // = 1070.
    let director = 120 * Money::from(DIRECTOR_CERTIFICATE_SHARES);
    assert_eq!(500 + director + 2 * 85 + LOAN_END_VALUE, 1070);
    assert_eq!(LOAN_AMOUNT, 100, "VIII.5.3: 100 Gulden per loan card");
}
