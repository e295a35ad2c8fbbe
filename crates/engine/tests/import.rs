//! The 18xx.games importer (reference `actions-18xx-games.md`): hand-written exports for each
//! kind of action, every kind of damaged or foreign file, and the real 2-player export when
//! `../shared` is present.

use serde_json::{Value, json};
use tramways_engine::data::game_tables::{Round, TramColor, TramCompany, TramSpace};
use tramways_engine::data::{BoardVariant, Landmark, StadtbahnCompany};
use tramways_engine::game::{
    Action, Actor, CompanyId, Event, Game, Owner, Refusal, ReplayError, RuleOptions, SAVE_VERSION,
};
use tramways_engine::import::{
    ImportError, ImportedGame, JsonCategory, JsonFault, LogFault, MapFault, RecordedRoute, Runner,
    ShapeFault, from_18xx_json,
};
use tramways_engine::map::Hex;
use tramways_engine::map::graph::NodeRef;
use tramways_engine::rules::laying::LayError;

use TramCompany::{GemeindeWien as GW, WienerTramway as WT};

/// An export of a 2-player game (ids 2006 and 621, as in the real one) with these actions;
/// actions without an `id` get their position.
fn export_with(actions: Vec<Value>) -> String {
    let actions: Vec<Value> = actions
        .into_iter()
        .enumerate()
        .map(|(i, mut a)| {
            if a.get("id").is_none() {
                a["id"] = json!(i + 1);
            }
            a
        })
        .collect();
    json!({
        "id": 1,
        "title": "1840",
        "players": [{"id": 2006, "name": "Anna"}, {"id": 621, "name": "Bruno"}],
        "settings": {"seed": 5, "optional_rules": []},
        "status": "active",
        "actions": actions,
    })
    .to_string()
}

fn import(actions: Vec<Value>) -> ImportedGame {
    match from_18xx_json(&export_with(actions)) {
        Ok(game) => game,
        Err(e) => panic!("the import failed: {e}"),
    }
}

fn import_err(actions: Vec<Value>) -> ImportError {
    match from_18xx_json(&export_with(actions)) {
        Ok(_) => panic!("the import should fail"),
        Err(e) => e,
    }
}

fn player(kind: &str, who: u64, fields: Value) -> Value {
    let mut a = json!({"type": kind, "entity": who, "entity_type": "player"});
    merge(&mut a, fields);
    a
}

fn corp(kind: &str, who: &str, fields: Value) -> Value {
    let mut a = json!({"type": kind, "entity": who, "entity_type": "corporation"});
    merge(&mut a, fields);
    a
}

fn merge(a: &mut Value, fields: Value) {
    if let (Some(a), Value::Object(fields)) = (a.as_object_mut(), fields) {
        a.extend(fields);
    }
}

/// The fixture's Pre-Share Round (#1–#12) and first Share Round (#13–#17).
fn opening() -> Vec<Value> {
    vec![
        player("bid", 2006, json!({"company": "KK", "price": 20})),
        player("pass", 621, json!({})),
        player("bid", 621, json!({"company": "SB", "price": 30})),
        player("bid", 2006, json!({"company": "SB", "price": 35})),
        player("pass", 621, json!({})),
        player("pass", 2006, json!({})),
        player("bid", 621, json!({"company": "HB", "price": 40})),
        player("pass", 2006, json!({})),
        player("bid", 2006, json!({"company": "SD", "price": 50})),
        player("bid", 621, json!({"company": "SD", "price": 55})),
        player("pass", 2006, json!({})),
        player("choose", 621, json!({"choice": 0})),
        player("par", 621, json!({"corporation": "GWStStB", "share_price": "70,4,2"})),
        player("par", 2006, json!({"corporation": "WT", "share_price": "100,1,2"})),
        player("buy_shares", 621, json!({"shares": ["WT_1"], "percent": 10})),
        player("buy_shares", 2006, json!({"shares": ["WT_2"], "percent": 10})),
        player("buy_shares", 621, json!({"shares": ["WT_3"], "percent": 10})),
    ]
}

/// The opening, then CR1 up to the lines' first turn: trams, line 4 for WT, line 5 for GW.
fn through_cr1() -> Vec<Value> {
    let mut actions = opening();
    actions.extend([
        corp("buy_train", "WT", json!({"train": "O1-0", "price": 300, "variant": "O1"})),
        corp("pass", "WT", json!({})),
        corp("buy_train", "GWStStB", json!({"train": "O1-1", "price": 300, "variant": "O1"})),
        corp("pass", "GWStStB", json!({})),
        corp("merge", "WT", json!({"corporation": "4"})),
        corp("bid", "WT", json!({"corporation": "4", "price": 20})),
        corp("pass", "GWStStB", json!({})),
        corp(
            "pass",
            "WT",
            json!({"auto_actions": [corp("reassign_trains", "WT",
                json!({"assignments": [{"train": "O1-0", "corporation": "4"}]}))]}),
        ),
        corp("merge", "GWStStB", json!({"corporation": "5"})),
        corp("bid", "GWStStB", json!({"corporation": "5", "price": 20})),
        corp("pass", "GWStStB", json!({})),
    ]);
    actions
}

// ----- the set-up and the Pre-Share and Share Rounds -----

#[test]
fn a_bid_on_a_private_nobody_auctions_chooses_it() {
    let g = import(opening());
    let (a, b) = (0, 1);
    assert_eq!(
        g.actions[..16],
        [
            Action::ChoosePrivate { player: a, private: Landmark::Karlskirche },
            Action::BidPrivate { player: a, amount: 20 },
            Action::PassPrivate { player: b },
            Action::ChoosePrivate { player: b, private: Landmark::SchlossBelvedere },
            Action::BidPrivate { player: b, amount: 30 },
            Action::BidPrivate { player: a, amount: 35 },
            Action::PassPrivate { player: b },
            Action::PassPrivate { player: a },
            Action::ChoosePrivate { player: b, private: Landmark::Hofburg },
            Action::BidPrivate { player: b, amount: 40 },
            Action::PassPrivate { player: a },
            Action::ChoosePrivate { player: a, private: Landmark::Stephansdom },
            Action::BidPrivate { player: a, amount: 50 },
            Action::BidPrivate { player: b, amount: 55 },
            Action::PassPrivate { player: a },
            Action::PickOrderCard { player: b, card: 1 },
        ]
    );
    assert_eq!(
        g.actions[16..],
        [
            Action::BuyDirector { player: b, company: GW, par: 70 },
            Action::BuyDirector { player: a, company: WT, par: 100 },
            Action::BuyShare { player: b, company: CompanyId::Tram(WT) },
            Action::BuyShare { player: a, company: CompanyId::Tram(WT) },
            Action::BuyShare { player: b, company: CompanyId::Tram(WT) },
        ]
    );
    // Both parts of a choosing bid come from 18xx.games action 1.
    assert_eq!(g.source(0), Some((1, "bid")));
    assert_eq!(g.source(1), Some((1, "bid")));
    assert_eq!(g.source(16), Some((13, "par")));
}

#[test]
fn the_set_up_is_read_from_the_export_and_its_log() {
    let g = import(opening());
    assert_eq!(g.player_ids, [2006, 621]);
    assert_eq!(g.setup.players, ["Anna", "Bruno"]);
    assert_eq!(g.setup.variant, BoardVariant::TwoPlayer);
    assert_eq!(g.setup.options, RuleOptions::eighteen_xx_games());
    let deal = g.setup.deal.clone().unwrap();
    assert_eq!(deal.order_cards, [1, 2], "seats are the order of the export's players");
    assert_eq!(deal.tram_companies, Some(vec![WT, GW]), "B1: the companies parred");
    assert!(!g.finished);
}

#[test]
fn a_missing_or_repeated_name_becomes_a_player_name_nobody_else_has() {
    // Issue 16: the fallback "Player <id>" could be another player's real name, and the
    // set-up then refused the two players of one name.
    let export = json!({
        "id": 1,
        "title": "1840",
        "players": [
            {"id": 2, "name": ""},
            {"id": 3, "name": "Player 2"},
            {"id": 4, "name": " Player 2 (2) "},
            {"id": 5, "name": "Ann"},
            {"id": 6, "name": "Ann"},
        ],
        "settings": {"seed": 5, "optional_rules": []},
        "status": "active",
        "actions": [],
    });
    let g = from_18xx_json(&export.to_string()).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        g.setup.players,
        ["Player 2 (3)", "Player 2", "Player 2 (2)", "Player 5", "Player 6"]
    );
    let game = g.replay().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(game.state().players.len(), 5);
}

#[test]
fn the_opening_replays_and_sr1_ends_when_nobody_can_buy() {
    let g = import(opening());
    let (game, events) = Game::replay_with_events(&g.setup, &g.actions).unwrap();
    let s = game.state();
    assert_eq!(s.private(Landmark::Karlskirche).unwrap().owner, Some(Owner::Player(0)));
    assert_eq!(s.private(Landmark::Stephansdom).unwrap().owner, Some(Owner::Player(1)));
    assert_eq!(s.tram_co(WT).treasury, 1000);
    assert_eq!(s.tram_co(GW).treasury, 700);
    for company in TramCompany::ALL.into_iter().filter(|&c| c != WT && c != GW) {
        assert!(s.tram_co(company).removed);
    }
    // #17 is the last logged action of SR1: 2006 (45) and 621 (55) cannot buy anything
    // (the cheapest share is D at 65), so 18xx.games passed for them.
    let last = events.last().unwrap();
    assert!(
        last.contains(&Event::Passed { player: 0 }) && last.contains(&Event::Passed { player: 1 })
    );
    assert!(last.contains(&Event::RoundStarted { round: Round::Company(1) }));
}

#[test]
fn sales_and_programmed_passes_are_the_players_own() {
    let g = import(vec![
        player("sell_shares", 2006, json!({"shares": ["W_0", "W_1"], "percent": 20})),
        player(
            "program_share_pass",
            621,
            json!({"auto_actions": [player("pass", 621, json!({}))],
                   "unconditional": false, "indefinite": false}),
        ),
        player(
            "buy_shares",
            2006,
            json!({"shares": ["G_0"], "auto_actions": [player("pass", 621, json!({}))]}),
        ),
    ]);
    let w = CompanyId::Stadtbahn(StadtbahnCompany::W);
    let gg = CompanyId::Stadtbahn(StadtbahnCompany::G);
    assert_eq!(
        g.actions,
        [
            Action::SellShares { player: 0, company: w, count: 2 },
            Action::PassShare { player: 1 },
            Action::BuyShare { player: 0, company: gg },
            Action::PassShare { player: 1 },
        ]
    );
    assert_eq!(g.source_index, [1, 2, 3, 3]);
}

#[test]
fn a_sale_of_more_shares_than_a_company_has_is_refused_not_wrapped() {
    // Issue 16: a sale listing a share 257 times was read as a sale of 1 (a narrowing cast);
    // 11 is already more than a company has.
    for n in [257, 11] {
        let shares = vec!["W_1"; n];
        let err = import_err(vec![player("sell_shares", 2006, json!({"shares": shares}))]);
        let fault = MapFault::TooManyShares { count: n as u64, units: 10 };
        assert_eq!(
            err,
            ImportError::Unmappable { index: 1, kind: "sell_shares".into(), fault },
            "{err}"
        );
    }
}

// ----- undo and redo (§5) -----

#[test]
fn undo_without_an_id_takes_back_the_latest_action() {
    let g = import(vec![
        player("bid", 2006, json!({"company": "KK", "price": 20})),
        player("pass", 621, json!({})),
        json!({"type": "message", "entity": 621, "entity_type": "player", "message": "oops"}),
        json!({"type": "undo", "entity": 621, "entity_type": "player"}),
        player("bid", 621, json!({"company": "KK", "price": 25})),
    ]);
    assert_eq!(
        g.actions,
        [
            Action::ChoosePrivate { player: 0, private: Landmark::Karlskirche },
            Action::BidPrivate { player: 0, amount: 20 },
            Action::BidPrivate { player: 1, amount: 25 },
        ]
    );
    assert_eq!(g.source_index, [1, 1, 5]);
}

#[test]
fn undo_to_an_action_id_and_redo_put_the_log_back_as_it_was() {
    let g = import(vec![
        player("bid", 2006, json!({"company": "KK", "price": 20})),
        player("bid", 621, json!({"company": "KK", "price": 25})),
        player("bid", 2006, json!({"company": "KK", "price": 30})),
        json!({"type": "undo", "entity": 2006, "entity_type": "player", "action_id": 1}),
        json!({"type": "redo", "entity": 2006, "entity_type": "player"}),
        json!({"type": "undo", "entity": 2006, "entity_type": "player"}),
        player("pass", 2006, json!({})),
    ]);
    // The redo brought back #2 and #3; the plain undo took #3 back again.
    assert_eq!(g.source_index, [1, 1, 2, 7]);
    assert_eq!(g.actions[3], Action::PassPrivate { player: 0 });
}

#[test]
fn undo_to_action_zero_empties_the_log_and_a_new_action_forgets_the_redo() {
    let g = import(vec![
        player("bid", 2006, json!({"company": "KK", "price": 20})),
        json!({"type": "undo", "entity": 2006, "entity_type": "player", "action_id": 0}),
        player("bid", 2006, json!({"company": "SB", "price": 30})),
    ]);
    assert_eq!(g.source_index, [3, 3]);
    let err = import_err(vec![
        player("bid", 2006, json!({"company": "KK", "price": 20})),
        json!({"type": "undo", "entity": 2006, "entity_type": "player"}),
        player("bid", 2006, json!({"company": "SB", "price": 30})),
        json!({"type": "redo", "entity": 2006, "entity_type": "player"}),
    ]);
    assert_eq!(err, ImportError::Log { index: 4, fault: LogFault::RedoWithNothingUndone });
}

// ----- Company Rounds -----

#[test]
fn two_hundred_thousand_undos_and_redos_leave_the_log_as_it_was() {
    // Issue 16: each undo scanned the whole log, so such a file took minutes. Undos without an
    // id and undos to an action id, each redone, alternate; then one undo stays.
    let pairs = 200_000;
    let mut actions = vec![
        player("bid", 2006, json!({"company": "KK", "price": 20})),
        player("bid", 621, json!({"company": "KK", "price": 25})),
    ];
    for k in 0..pairs {
        let undo = if k % 2 == 0 {
            json!({"type": "undo", "entity": 621, "entity_type": "player"})
        } else {
            json!({"type": "undo", "entity": 621, "entity_type": "player", "action_id": 1})
        };
        actions.push(undo);
        actions.push(json!({"type": "redo", "entity": 621, "entity_type": "player"}));
    }
    actions.push(json!({"type": "undo", "entity": 621, "entity_type": "player"}));
    actions.push(player("bid", 621, json!({"company": "KK", "price": 30})));
    let g = import(actions);
    assert_eq!(
        g.actions,
        [
            Action::ChoosePrivate { player: 0, private: Landmark::Karlskirche },
            Action::BidPrivate { player: 0, amount: 20 },
            Action::BidPrivate { player: 1, amount: 30 },
        ]
    );
    assert_eq!(g.source_index, [1, 1, 2 * pairs + 4]);
}

#[test]
fn company_round_trams_passes_and_line_nominations() {
    let g = import(through_cr1());
    assert_eq!(
        g.actions[21..],
        [
            Action::BuyTram { company: WT, space: TramSpace::Left },
            Action::DoneTrams { company: WT },
            Action::BuyTram { company: GW, space: TramSpace::Left },
            Action::DoneTrams { company: GW },
            // merge + opening bid
            Action::ChooseLine { company: WT, line: 4, amount: 20 },
            Action::PassLine { company: GW },
            // The winner's pass ends its buying step; its layout (one line, one tram) is made
            // by itself, on 18xx.games as in the engine.
            Action::DoneTrams { company: WT },
            Action::ChooseLine { company: GW, line: 5, amount: 20 },
            Action::DoneTrams { company: GW },
        ]
    );
    let kinds = &g.source_kind[21..];
    assert_eq!(kinds[6], "pass", "the winner's pass ends its buying step");
}

#[test]
fn a_tram_layout_becomes_the_trams_that_move() {
    let mut actions = through_lr1();
    let first = actions.len() + 1;
    actions.extend([
        // CR2: a second line and a second tram for WT; then the trams change lines.
        corp("dividend", "WT", json!({"kind": "variable", "amount": 0})),
        corp("buy_train", "WT", json!({"train": "O1-2", "price": 200, "variant": "O2"})),
        corp("pass", "WT", json!({})),
        corp("merge", "WT", json!({"corporation": "18"})),
        corp("bid", "WT", json!({"corporation": "18", "price": 25})),
        corp("bid", "GWStStB", json!({"corporation": "18", "price": 30})),
        corp("bid", "WT", json!({"corporation": "18", "price": 35})),
        corp("pass", "GWStStB", json!({})),
        corp("pass", "WT", json!({})),
        corp(
            "reassign_trains",
            "WT",
            json!({"assignments": [{"train": "O1-0", "corporation": "18"},
                                   {"train": "O1-2", "corporation": "4"}]}),
        ),
        corp("pass", "GWStStB", json!({})),
    ]);
    let g = import(actions);
    let cr2 = g.source_index.iter().position(|&i| i == first).unwrap();
    assert_eq!(
        g.actions[cr2..],
        [
            Action::PayDividend { company: WT, amount: 0 },
            Action::BuyTram { company: WT, space: TramSpace::Middle },
            Action::DoneTrams { company: WT },
            Action::ChooseLine { company: WT, line: 18, amount: 25 },
            Action::BidLine { company: GW, amount: 30 },
            Action::BidLine { company: WT, amount: 35 },
            Action::PassLine { company: GW },
            // WT's buying step ends with its pass, then its layout step: the engine put O1-2
            // on line 18 when WT won it; one swap gives the layout.
            Action::DoneTrams { company: WT },
            Action::AssignTram { company: WT, tram: 0, line: Some(18) },
            Action::DoneTrams { company: WT },
            // GW declines to choose a line.
            Action::PassLine { company: GW },
        ]
    );
}

// ----- Line Rounds -----

fn lay(line: &str, hex: &str, tile: &str, rotation: u8) -> Value {
    corp("lay_tile", line, json!({"hex": hex, "tile": tile, "rotation": rotation}))
}

fn run(line: &str, train: &str, hexes: &[&str], nodes: &[&str], revenue: i64) -> Value {
    let legs: Vec<Vec<&str>> = hexes.windows(2).map(|w| w.to_vec()).collect();
    corp(
        "run_routes",
        line,
        json!({"routes": [{"train": train, "connections": legs, "hexes": hexes,
                           "revenue": revenue, "nodes": nodes}]}),
    )
}

/// The fixture's LR1a (#29–#39): line 4 lays Erdberg and two Stadtbahn tiles and runs, line 5
/// lays Mariahilf, a Stadtbahn tile and its bonus tile, places a station marker and runs.
fn lr1a() -> Vec<Value> {
    vec![
        lay("4", "H28", "6-0", 4),
        lay("4", "B20", "L2-0", 2),
        lay("4", "I27", "L25-0", 3),
        corp("pass", "4", json!({})),
        run("4", "O1-0", &["I27", "H28", "H30"], &["I27-0", "H28-0", "H30-0"], 50),
        lay("5", "G15", "5-0", 2),
        lay("5", "I13", "L2-1", 1),
        lay("5", "F14", "6-1", 3),
        corp("place_token", "5", json!({"city": "6-1-0", "slot": 0, "tokener": "5"})),
        corp("pass", "5", json!({})),
        run("5", "O1-1", &["F14", "G15"], &["F14-0", "G15-0"], 40),
    ]
}

#[test]
fn a_line_turn_in_lr1_the_stadtbahn_tile_its_bonus_and_the_run() {
    let mut actions = through_cr1();
    actions.extend(lr1a());
    actions.extend([
        // LR1b: line 4 only runs; line 5 lays Margareten and takes its bonus.
        corp("pass", "4", json!({})),
        run("4", "O1-0", &["I27", "H28", "H30"], &["I27-0", "H28-0", "H30-0"], 50),
        lay("5", "E15", "6-2", 0),
        lay("5", "I15", "L3-0", 1),
        corp("place_token", "5", json!({"city": "6-2-0", "slot": 0, "tokener": "5"})),
        corp("remove_token", "5", json!({"city": "D22-0-0", "slot": 0})),
        corp("pass", "5", json!({})),
        run("5", "O1-1", &["E15", "F14", "G15"], &["E15-0", "F14-0", "G15-0"], 60),
    ]);
    let g = import(actions);
    let hex = |label: &str| Hex::from_label(label);
    let at = g.source_index.iter().position(|&i| i == 29).unwrap();
    // Each run is the recorded route, traced on the tiles laid (B14).
    let route = |k: usize| Some(g.routes[k].paths.clone());
    assert_eq!(
        g.actions[at..],
        [
            Action::LayTile { line: 4, hex: hex("H28"), tile: tile_id("6"), rotation: rot(4) },
            Action::LayStadtbahn {
                line: 4,
                hex: hex("B20"),
                tile: tile_id("L2"),
                rotation: rot(2)
            },
            // B20's bonus: a purple tile.
            Action::BonusTile { line: 4, hex: hex("I27"), tile: tile_id("L25"), rotation: rot(3) },
            Action::RunTram { line: 4, route: route(0) },
            Action::LayTile { line: 5, hex: hex("G15"), tile: tile_id("5"), rotation: rot(2) },
            Action::LayStadtbahn {
                line: 5,
                hex: hex("I13"),
                tile: tile_id("L2"),
                rotation: rot(1)
            },
            // I13's bonus: an extra yellow tile.
            Action::BonusTile { line: 5, hex: hex("F14"), tile: tile_id("6"), rotation: rot(3) },
            Action::PlaceStation { line: 5, at: NodeRef { hex: hex("F14"), node: 0 } },
            Action::RunTram { line: 5, route: route(1) },
            Action::RunTram { line: 4, route: route(2) },
            Action::LayTile { line: 5, hex: hex("E15"), tile: tile_id("6"), rotation: rot(0) },
            Action::LayStadtbahn {
                line: 5,
                hex: hex("I15"),
                tile: tile_id("L3"),
                rotation: rot(1)
            },
            // I15's bonus: an extra station marker, on the tile laid before.
            Action::PlaceStation { line: 5, at: NodeRef { hex: hex("E15"), node: 0 } },
            // A Stadtbahn marker on the printed, untiled Schwedenplatz.
            Action::RemoveStadtbahnMarker { line: 5, at: NodeRef { hex: hex("D22"), node: 0 } },
            Action::RunTram { line: 5, route: route(3) },
        ]
    );
    let route = &g.routes[0];
    assert_eq!(route.runner, Runner::Line(4));
    assert_eq!(route.action, at + 3, "the route belongs to line 4's RunTram");
    assert_eq!(route.revenue, 50);
    assert_eq!(route.tram, "O1-0");
    assert_eq!(
        route.stops.iter().map(|n| n.hex).collect::<Vec<_>>(),
        [hex("I27"), hex("H28"), hex("H30")]
    );
    assert_eq!(route.legs, [vec![hex("I27"), hex("H28")], vec![hex("H28"), hex("H30")]]);
    // One piece of track on I27 and H30, two on H28 (in and out of Erdberg).
    let hexes: Vec<Hex> = route.paths.iter().map(|p| p.hex).collect();
    assert_eq!(hexes, [hex("I27"), hex("H28"), hex("H28"), hex("H30")]);
    // The replay runs them: 50 for line 4 twice, 40 and 60 for line 5.
    let game = g.replay().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(game.state().tram_co(WT).revenue, 100);
    assert_eq!(game.state().tram_co(GW).revenue, 100);
}

#[test]
fn a_symmetric_tile_in_another_rotation_number_is_imported_as_the_one_offered() {
    // L2 is a straight: 18xx.games may record B20's lay as rotation 5, which lays the track of
    // rotation 2, the only one the engine offers and accepts (issue 16).
    let mut actions = through_cr1();
    actions.extend(lr1a());
    actions[29] = lay("4", "B20", "L2-0", 5);
    let g = import(actions);
    let at = g.source_index.iter().position(|&i| i == 30).unwrap();
    let b20 = Hex::from_label("B20");
    let expected =
        Action::LayStadtbahn { line: 4, hex: b20, tile: tile_id("L2"), rotation: rot(2) };
    assert_eq!(g.actions[at], expected);
    let game = g.replay().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(game.state().tram_co(WT).revenue, 50);
}

#[test]
fn a_save_of_version_1_may_name_a_symmetric_lay_by_another_rotation_and_still_loads() {
    // Until issue 16 the engine accepted L2 on B20 in rotation 5 (the track of rotation 2), so
    // an 18xx.games game imported then may be stored so: version 1 saves read it as offered.
    let mut actions = through_cr1();
    actions.extend(lr1a());
    let g = import(actions);
    let mut save = g.replay().unwrap_or_else(|e| panic!("{e}")).save();
    assert_eq!(save.version, SAVE_VERSION);
    let b20 = Hex::from_label("B20");
    let at = save
        .actions
        .iter()
        .position(|a| matches!(a, Action::LayStadtbahn { hex, .. } if *hex == b20))
        .unwrap_or_else(|| panic!("the lay on B20"));
    let Action::LayStadtbahn { rotation, .. } = &mut save.actions[at] else { unreachable!() };
    assert_eq!(*rotation, rot(2));
    *rotation = rot(5);
    let refused = Game::load(&save).err();
    assert!(
        matches!(
            &refused,
            Some(ReplayError::Action {
                refusal: Refusal::Lay(LayError::SameTrackAs { rotation: 5, same_as: 2, .. }),
                ..
            })
        ),
        "{refused:?}"
    );
    save.version = 1;
    let game = Game::load(&save).unwrap_or_else(|e| panic!("{e}"));
    let expected =
        Action::LayStadtbahn { line: 4, hex: b20, tile: tile_id("L2"), rotation: rot(2) };
    assert_eq!(game.actions()[at], expected);
    assert_eq!(game.state().tram_co(WT).revenue, 50);
}

#[test]
fn a_recorded_route_off_the_track_is_named_by_its_18xx_games_index() {
    let mut actions = through_cr1();
    actions.extend(lr1a());
    // Line 4's run through H26, where no track lies.
    actions[32] = run("4", "O1-0", &["I27", "H26", "H28"], &["I27-0", "H26-0", "H28-0"], 50);
    let err = import_err(actions);
    assert_eq!(
        err,
        ImportError::Unmappable {
            index: 33,
            kind: "run_routes".into(),
            fault: MapFault::OffTrack { hexes: "I27-H26-H28".into() },
        }
    );
    assert!(err.to_string().contains("does not follow the track"), "{err}");
}

fn rot(r: u8) -> tramways_engine::map::Rotation {
    tramways_engine::map::Rotation::new(r).expect("a rotation 0 to 5")
}

/// Through CR1, then the fixture's LR1a and an LR1b in which the lines only run.
fn through_lr1() -> Vec<Value> {
    let mut actions = through_cr1();
    actions.extend(lr1a());
    actions.push(corp("pass", "4", json!({})));
    actions.push(run("4", "O1-0", &["I27", "H28", "H30"], &["I27-0", "H28-0", "H30-0"], 50));
    actions.push(corp("pass", "5", json!({})));
    actions.push(run("5", "O1-1", &["F14", "G15"], &["F14-0", "G15-0"], 40));
    actions
}

/// Through LR1b, then CR2 (dividends, no trams, no auction) and SR2 (passes): LR2a is next.
fn up_to_lr2() -> Vec<Value> {
    let mut actions = through_lr1();
    actions.push(corp("dividend", "WT", json!({"kind": "variable", "amount": 60})));
    actions.push(corp("dividend", "GWStStB", json!({"kind": "variable", "amount": 80})));
    actions.push(corp("pass", "WT", json!({})));
    actions.push(corp("pass", "GWStStB", json!({})));
    actions.push(corp("pass", "WT", json!({})));
    actions.push(corp("pass", "GWStStB", json!({})));
    actions.push(player("pass", 621, json!({})));
    actions.push(player("pass", 2006, json!({})));
    actions
}

#[test]
fn a_line_turn_from_lr2a_private_purchases_and_the_closing_pass() {
    let mut actions = up_to_lr2();
    let first = actions.len() + 1;
    actions.extend([
        lay("4", "H16", "L2-0", 0),
        // H16's bonus (a green upgrade) is declined.
        corp("pass", "4", json!({})),
        corp("pass", "4", json!({})),
        run("4", "O1-0", &["I27", "H28", "H30"], &["I27-0", "H28-0", "H30-0"], 50),
        // After the run 18xx.games still lets the company buy a private.
        corp("buy_company", "4", json!({"company": "KK", "price": 20})),
        corp("pass", "4", json!({})),
        // Line 5 scraps its tram instead of running, and returns a private.
        corp("pass", "5", json!({})),
        corp("scrap_train", "5", json!({"train": "O1-1"})),
        json!({"type": "choose_ability", "entity": "SD", "entity_type": "company",
               "choice": {"type": "sell"}}),
        corp("pass", "5", json!({})),
    ]);
    let g = import(actions);
    let at = g.source_index.iter().position(|&i| i == first).unwrap();
    assert_eq!(
        g.actions[at..],
        [
            Action::LayStadtbahn {
                line: 4,
                hex: Hex::from_label("H16"),
                tile: tile_id("L2"),
                rotation: rot(0)
            },
            Action::SkipBonus { line: 4 },
            // Written before the run: RunTram ends the line's turn in the engine.
            Action::BuyPrivate { line: 4, private: Landmark::Karlskirche, price: 20 },
            Action::RunTram { line: 4, route: Some(g.routes[4].paths.clone()) },
            Action::ScrapTram { company: GW, tram: 0 },
            Action::ReturnPrivate { owner: Owner::Player(1), private: Landmark::Stephansdom },
            Action::RunTram { line: 5, route: None },
        ]
    );
    let lr2_routes: Vec<&RecordedRoute> =
        g.routes.iter().filter(|r| r.source_index > first).collect();
    assert_eq!(lr2_routes.len(), 1);
    assert_eq!(
        g.actions[lr2_routes[0].action],
        Action::RunTram { line: 4, route: Some(lr2_routes[0].paths.clone()) }
    );
}

#[test]
fn stadtbahn_runs_are_kept_as_recorded_routes_only() {
    let mut actions = opening();
    let auto = corp(
        "run_routes",
        "D",
        json!({"routes": [{"train": "City-2", "connections": [["A17", "A19"]],
            "hexes": ["A19", "A17"], "revenue": 70, "nodes": ["A17-2", "A19-0"]}]}),
    );
    merge(&mut actions[16], json!({"auto_actions": [auto]}));
    let g = import(actions);
    assert_eq!(g.actions.len(), 21);
    let route = &g.routes[0];
    assert_eq!(route.runner, Runner::Stadtbahn(StadtbahnCompany::D));
    assert_eq!(route.action, 20);
    assert_eq!(route.source_index, 17);
    // In route order (the export lists the nodes in another order).
    let a19 = NodeRef { hex: Hex::from_label("A19"), node: 0 };
    let a17 = NodeRef { hex: Hex::from_label("A17"), node: 2 };
    assert_eq!(route.stops, [a19, a17]);
}

#[test]
fn end_game_ends_the_game() {
    let mut actions = opening();
    actions.push(json!({"type": "end_game", "entity": 2006, "entity_type": "player"}));
    let g = import(actions);
    assert_eq!(g.actions.last(), Some(&Action::EndGame));
    assert!(g.replay().unwrap().is_over());
}

#[test]
fn a_refused_action_is_named_by_its_18xx_games_index() {
    let err = import(vec![player("bid", 2006, json!({"company": "KK", "price": 15}))])
        .replay()
        .unwrap_err();
    let ImportError::Refused { index: 1, error, .. } = &err else { panic!("{err:?}") };
    assert_eq!(*error, Refusal::BidTooLow { min: 20 });
    // The command-line tool's words name the index, both types and the reason.
    assert_eq!(
        err.to_string(),
        "action 1 (bid) was refused (as bid_private): the bid must be at least 20"
    );
}

#[test]
fn the_line_deck_shows_each_line_before_its_auction() {
    use tramways_engine::import::line_deck;
    let fixture = [(1, 4), (1, 5), (2, 18), (2, 2), (3, 7), (3, 15)];
    assert_eq!(line_deck(BoardVariant::TwoPlayer, 2, &fixture), [4, 5, 1, 18, 2, 3, 7, 15, 6]);
    // R13: line 2 is never in the first display, even when few lines were auctioned.
    let deck = line_deck(BoardVariant::TwoPlayer, 2, &[(1, 4), (2, 2)]);
    assert_eq!(deck, [4, 1, 3, 2, 5, 6, 7, 15, 18]);
}

// ----- damaged and foreign files -----

#[test]
fn escaped_strings_read_like_plain_ones() {
    let plain = export_with(opening());
    // "KK", "bid" and "WT" written with JSON escapes.
    let escaped = plain
        .replacen("\"KK\"", "\"\\u004bK\"", 1)
        .replacen("\"bid\"", "\"b\\u0069d\"", 1)
        .replacen("\"WT\"", "\"\\u0057T\"", 1);
    assert_ne!(plain, escaped);
    let (plain, escaped) = (from_18xx_json(&plain).unwrap(), from_18xx_json(&escaped).unwrap());
    assert_eq!(plain.actions, escaped.actions);
    assert_eq!(plain.source_kind, escaped.source_kind);
}

#[test]
fn a_file_that_is_not_json() {
    let err = from_18xx_json("<html>not a game</html>").unwrap_err();
    assert_eq!(
        err,
        ImportError::NotJson(JsonFault { line: 1, column: 1, category: JsonCategory::Syntax })
    );
}

#[test]
fn a_file_cut_off_in_the_middle() {
    let text = export_with(opening());
    let err = from_18xx_json(&text[..text.len() / 2]).unwrap_err();
    assert!(
        matches!(err, ImportError::Truncated(JsonFault { category: JsonCategory::Eof, .. })),
        "{err:?}"
    );
    assert_eq!(
        from_18xx_json("").unwrap_err(),
        ImportError::Truncated(JsonFault { line: 1, column: 0, category: JsonCategory::Eof })
    );
}

#[test]
fn an_export_of_another_title() {
    let text = export_with(opening()).replace("\"1840\"", "\"1830\"");
    let err = from_18xx_json(&text).unwrap_err();
    assert_eq!(err, ImportError::Title("1830".into()));
    assert_eq!(err.to_string(), "this is an 18xx.games export of \"1830\", not of 1840");
}

#[test]
fn json_that_is_not_an_export() {
    let save = r#"{"version": 1, "setup": {"players": ["A", "B"], "seed": 1}, "actions": []}"#;
    assert_eq!(from_18xx_json(save), Err(ImportError::NotAnExport(ShapeFault::NoTitle)));
    assert_eq!(from_18xx_json("[1, 2, 3]"), Err(ImportError::NotAnExport(ShapeFault::NoTitle)));
    let no_players = r#"{"title": "1840", "actions": []}"#;
    assert!(
        matches!(
            from_18xx_json(no_players),
            Err(ImportError::NotAnExport(ShapeFault::Fields(JsonFault {
                category: JsonCategory::Data,
                ..
            })))
        ),
        "{:?}",
        from_18xx_json(no_players)
    );
}

#[test]
fn player_counts_and_optional_rules_of_1840() {
    let one = json!({"title": "1840", "players": [{"id": 1, "name": "A"}], "actions": []});
    assert_eq!(from_18xx_json(&one.to_string()), Err(ImportError::Players(1)));
    let seven: Vec<Value> = (1..=7).map(|i| json!({"id": i, "name": format!("P{i}")})).collect();
    let seven = json!({"title": "1840", "players": seven, "actions": []});
    assert_eq!(from_18xx_json(&seven.to_string()), Err(ImportError::Players(7)));
    let text = export_with(vec![]).replace("\"optional_rules\":[]", "\"optional_rules\":[\"x\"]");
    assert_eq!(from_18xx_json(&text), Err(ImportError::OptionalRule("x".into())));
    let three: Vec<Value> = (1..=3).map(|i| json!({"id": i, "name": format!("P{i}")})).collect();
    let small = json!({"title": "1840", "players": three,
        "settings": {"optional_rules": ["three_player_small"]}, "actions": []});
    let g = from_18xx_json(&small.to_string()).unwrap();
    assert_eq!(g.setup.variant, BoardVariant::ThreePlayerSmall);
}

#[test]
fn an_unknown_action_type_is_named_with_its_index() {
    let mut actions = opening();
    actions.insert(2, player("take_loan", 621, json!({})));
    let err = import_err(actions);
    assert_eq!(err, ImportError::UnknownAction { index: 3, kind: "take_loan".into() });
    assert_eq!(
        err.to_string(),
        "action 3 has the type \"take_loan\", which is not an action of 1840"
    );
}

#[test]
fn a_log_with_missing_or_damaged_actions() {
    // Chat messages are left out of exports: ids skip, and each action keeps its own.
    let mut gaps = opening();
    for (i, a) in gaps.iter_mut().enumerate() {
        a["id"] = json!(2 * i + 2);
    }
    let imported = import(gaps);
    assert_eq!(imported.source_index.first(), Some(&2));
    assert!(imported.source_index.iter().all(|&id| id % 2 == 0), "{:?}", imported.source_index);
    // Ids that go back are refused at the action whose id does not follow.
    let mut back = opening();
    back[4]["id"] = json!(9);
    let err = import_err(back);
    assert_eq!(
        err,
        ImportError::Log { index: 6, fault: LogFault::IdNotIncreasing { id: 6, before: 9 } }
    );
    assert!(err.to_string().contains("does not follow the id before it (9)"), "{err}");
    let mut no_type = opening();
    no_type[2] = json!({"id": 3, "entity": 621});
    assert!(
        matches!(
            import_err(no_type),
            ImportError::Log { index: 3, fault: LogFault::Unreadable(JsonFault { .. }) }
        ),
        "an action without a type"
    );
    let mut no_id = opening();
    // (`export_with` numbers an action without "id"; a null id is none.)
    no_id[1] = json!({"type": "pass", "entity": 621, "entity_type": "player", "id": null});
    assert_eq!(import_err(no_id), ImportError::Log { index: 2, fault: LogFault::NoId });
    let mut id_zero = opening();
    id_zero[0]["id"] = json!(0);
    assert_eq!(import_err(id_zero), ImportError::Log { index: 1, fault: LogFault::IdZero });
    let undo_far = vec![json!({"type": "undo", "entity": 1, "action_id": 40})];
    assert_eq!(
        import_err(undo_far),
        ImportError::Log { index: 1, fault: LogFault::UndoTargetNotBefore { target: 40 } }
    );
    let nothing_to_undo = vec![json!({"type": "undo", "entity": 1})];
    assert_eq!(
        import_err(nothing_to_undo),
        ImportError::Log { index: 1, fault: LogFault::UndoWithNothingLeft }
    );
}

#[test]
fn actions_that_cannot_be_imported_say_why() {
    let cases = vec![
        (
            vec![player("buy_shares", 2006, json!({"shares": ["B&O_1"]}))],
            MapFault::NotAShare { name: "B&O_1".into() },
        ),
        (
            vec![corp("bid", "WT", json!({"corporation": "4", "price": 20}))],
            MapFault::LineNotUpForAuction { line: 4 },
        ),
        (vec![lay("4", "H28", "6-0", 4)], MapFault::LineWithoutCompany { line: 4 }),
        (vec![player("choose", 621, json!({"choice": 7}))], MapFault::NotAPlayingPosition),
        (
            vec![corp("lay_tile", "4", json!({"hex": "H28"}))],
            MapFault::LineWithoutCompany { line: 4 },
        ),
        (vec![corp("buy_train", "XYZ", json!({}))], MapFault::NotACompany { name: "XYZ".into() }),
    ];
    for (actions, fault) in cases {
        let err = import_err(actions);
        assert!(
            matches!(&err, ImportError::Unmappable { index: 1, fault: f, .. } if *f == fault),
            "{err:?} should be {fault:?} at action 1"
        );
        assert!(err.to_string().starts_with("action 1 ("), "{err}");
    }
    let mut merge_alone = through_cr1();
    merge_alone.push(corp("merge", "WT", json!({"corporation": "18"})));
    merge_alone.push(corp("pass", "GWStStB", json!({})));
    let err = import_err(merge_alone);
    assert!(
        matches!(&err, ImportError::Unmappable { fault: MapFault::NoOpeningBid { line: 18 }, .. }),
        "{err:?}"
    );
}

// ----- the real 2-player export -----

const FIXTURE: &str = "../../../shared/fixtures/1840-2player-18xx-games.json";

fn fixture() -> Option<String> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(FIXTURE);
    match std::fs::read_to_string(&path) {
        Ok(text) => Some(text),
        Err(e) => {
            eprintln!("skipped: the 18xx.games fixture {} is not readable ({e})", path.display());
            None
        }
    }
}

#[test]
fn the_2_player_export_maps_every_action() {
    let Some(text) = fixture() else { return };
    let g = from_18xx_json(&text).unwrap();
    assert!(g.finished);
    assert_eq!(g.recorded_result.get(&2006), Some(&8351));
    assert_eq!(g.recorded_result.get(&621), Some(&7618));
    assert_eq!(g.player_ids, [2006, 621]);
    let deal = g.setup.deal.clone().unwrap();
    assert_eq!(deal.tram_companies, Some(vec![WT, GW]));
    // The cards 18xx.games deals for the export's seed (its own generator), which the log
    // agrees with: CR1 auctions 4, 5 and 18 from the first display.
    assert_eq!(deal.line_deck, [4, 5, 18, 2, 15, 3, 1, 7, 6]);
    assert_eq!(
        Some(deal),
        tramways_engine::data::game_tables::PlayerCount::new(2).ok().map(|n| {
            tramways_engine::game::Deal::eighteen_xx_games(133_875, g.setup.variant, n)
        })
    );
    assert_eq!(g.actions.len(), g.source_index.len());
    assert!(g.source_index.windows(2).all(|w| w[0] <= w[1] || w[0] - w[1] <= 2));
    // 44 runs of lines and the Stadtbahn runs of CR1–CR6 (1 + 2 + 3 + 3 + 3 + 3).
    let lines = g.routes.iter().filter(|r| matches!(r.runner, Runner::Line(_))).count();
    assert_eq!(lines, 44);
    assert_eq!(g.routes.len() - lines, 15);
    let runs = g.actions.iter().filter(|a| matches!(a, Action::RunTram { .. })).count();
    // Every line turn ends with a RunTram: 2 lines in LR1a/b, 4 in LR2, 6 in LR3 to LR5.
    assert_eq!(runs, 2 * 2 + 4 * 2 + 6 * 2 + 6 * 2 + 6 * 3);
    for route in &g.routes {
        if let Runner::Line(line) = route.runner {
            // B14: the recorded route runs, traced on the map.
            assert!(!route.paths.is_empty(), "#{}", route.source_index);
            let paths = Some(route.paths.clone());
            assert_eq!(g.actions[route.action], Action::RunTram { line, route: paths });
        }
    }
    assert_eq!(g.actions.last(), Some(&Action::PayDividend { company: GW, amount: 710 }));
}

#[test]
fn the_2_player_export_replays_past_the_pre_share_round_and_sr1() {
    let Some(text) = fixture() else { return };
    let g = from_18xx_json(&text).unwrap();
    let mut game = Game::new(g.setup.clone()).unwrap();
    let mut refused = None;
    for (i, action) in g.actions.iter().enumerate() {
        if let Err(e) = game.apply(action) {
            refused = Some((i, e));
            break;
        }
    }
    let reached = refused.as_ref().map_or(g.actions.len(), |(i, _)| *i);
    let (source, kind) = g.source(reached).unwrap_or((391, "end"));
    eprintln!(
        "the 2-player export replays {reached} of {} actions, up to 18xx.games action {source} \
         ({kind}) in {}{}",
        g.actions.len(),
        game.state().round,
        refused.map(|(_, e)| format!(": {e}")).unwrap_or_default()
    );
    // Everything up to the end of SR1 (#17) replays.
    assert!(source >= 18, "stopped at 18xx.games action {source}");
    let sr1_end = g.source_index.iter().position(|&i| i == 17).unwrap();
    let after_sr1 = Game::replay(&g.setup, &g.actions[..=sr1_end]).unwrap();
    assert_ne!(after_sr1.state().round, Round::Share(1));
}

/// Each player's value at the end, by 18xx.games' player id.
fn values_by_id(g: &ImportedGame, game: &Game) -> Vec<(u64, i64)> {
    game.state().scores().iter().map(|s| (g.player_ids[usize::from(s.player)], s.value)).collect()
}

#[test]
fn the_2_player_export_replays_to_the_recorded_result() {
    let Some(text) = fixture() else { return };
    let g = from_18xx_json(&text).unwrap();
    let game = g.replay().unwrap_or_else(|e| panic!("the replay stopped: {e}"));
    assert!(game.is_over(), "the game is finished");
    let values = values_by_id(&g, &game);
    assert_eq!(values, [(2006, 8351), (621, 7618)]);
    for (id, value) in &values {
        assert_eq!(g.recorded_result.get(id), Some(value));
    }
    let s = game.state();
    assert_eq!(s.money_in_play(), s.bank.paid_out - s.bank.paid_in, "money is conserved");
}

#[test]
fn every_recorded_run_of_the_2_player_export_has_our_value_and_one_is_below_the_best() {
    let Some(text) = fixture() else { return };
    let g = from_18xx_json(&text).unwrap();
    let checks = g.check_runs().unwrap_or_else(|e| panic!("the replay stopped: {e}"));
    assert_eq!(checks.len(), g.routes.len());
    assert_eq!(checks.len(), 44 + 15);
    for c in &checks {
        assert_eq!(c.valued, Some(c.recorded), "#{} {:?} in {}", c.source_index, c.runner, c.round);
        assert!(c.recorded <= c.best, "#{}: more than the best route", c.source_index);
    }
    // B14: 18xx.games does not enforce the best run; line 7 left 20 on the board in LR5c.
    let below: Vec<(usize, Runner, &str, i64, i64)> = checks
        .iter()
        .filter(|c| c.below_best())
        .map(|c| (c.source_index, c.runner, c.round.as_str(), c.recorded, c.best))
        .collect();
    assert_eq!(below, [(385, Runner::Line(7), "LR5c", 200, 220)]);
    let line_7 = g.routes.iter().find(|r| r.source_index == 385).unwrap();
    assert_eq!(g.source(line_7.action), Some((385, "run_routes")));
}

#[test]
fn b14_without_the_option_the_2_player_export_stops_at_the_run_below_the_best() {
    let Some(text) = fixture() else { return };
    let mut g = from_18xx_json(&text).unwrap();
    assert!(g.setup.options.best_route_not_enforced, "the importer switches B14 on");
    g.setup.options.best_route_not_enforced = false;
    let err = g.replay().map(|_| ()).unwrap_err();
    // Line 7's run of 200 in LR5c, where 220 was possible (R87).
    assert!(
        matches!(
            &err,
            ImportError::Refused {
                index: 385,
                error: Refusal::NotBestRoute { revenue: 200, best: 220 },
                ..
            }
        ),
        "{err:?}"
    );
}

#[test]
fn an_unknown_optional_rule_or_action_type_is_quoted_briefly() {
    // Issue 16: a refusal quotes at most a few dozen characters of what the file says.
    let long = "r".repeat(100_000);
    let mut export: Value = serde_json::from_str(&export_with(vec![])).unwrap_or_default();
    export["settings"]["optional_rules"] = json!([long]);
    let message = match from_18xx_json(&export.to_string()) {
        Ok(_) => panic!("an unknown optional rule should be refused"),
        Err(e) => e.to_string(),
    };
    assert!(message.starts_with("the 18xx.games optional rule \"rrrr"), "{message}");
    assert!(message.ends_with("r…\" is not supported"), "{message}");
    assert!(message.chars().count() < 100, "{} characters", message.chars().count());
    let message = import_err(vec![player(&long, 2006, json!({}))]).to_string();
    assert!(
        message.starts_with("action ") && message.contains(" has the type \"rrrr"),
        "{message}"
    );
    assert!(message.ends_with("r…\", which is not an action of 1840"), "{message}");
    assert!(message.chars().count() < 120, "{} characters", message.chars().count());
}

// ----- real games from tobymao/18xx, committed in tests/fixtures/18xx-games -----

/// A committed export (always present), read as text.
fn real_game(name: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/18xx-games")
        .join(name);
    match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) => panic!("the committed fixture {} is not readable: {e}", path.display()),
    }
}

/// Imports and replays a real game to its end and compares every player's final value with
/// the export's own `result` field: 18xx.games' final values (for 218809 the oracle, 18xx.games'
/// engine, prints the same numbers; see the fixtures' README).
fn replays_to_its_recorded_result(name: &str, players: usize) -> (ImportedGame, Game) {
    let text = real_game(name);
    let g = match from_18xx_json(&text) {
        Ok(g) => g,
        Err(e) => panic!("{name} does not import: {e}"),
    };
    assert!(g.finished, "{name} is a finished game");
    assert_eq!(g.recorded_result.len(), players, "{name}: the export records a value per player");
    let game = match g.replay() {
        Ok(game) => game,
        Err(e) => panic!("{name} does not replay: {e}"),
    };
    assert!(game.is_over(), "{name}: the replay reaches the end of the game");
    let values = values_by_id(&g, &game);
    assert_eq!(values.len(), players);
    for (id, value) in &values {
        let recorded = g.recorded_result.get(id).copied();
        assert_eq!(recorded, Some(*value), "{name}: player {id}");
    }
    (g, game)
}

#[test]
fn the_5_player_game_218809_ended_by_agreement_replays_to_its_result() {
    let (g, game) = replays_to_its_recorded_result("1840-218809-5player.json", 5);
    // Created in 2025: the company order of a CR holds for the whole round.
    assert!(!g.setup.options.order_after_dividends);
    // Ended by agreement in a Line Round: the last action is the end, nothing follows it.
    assert_eq!(g.actions.last(), Some(&Action::EndGame));
    assert_eq!(g.source(g.actions.len() - 1), Some((882, "end_game")));
    assert!(matches!(game.state().round, Round::Line(..)), "{}", game.state().round);
    // Ids skip where chat messages were left out (2 and 868–869 are missing).
    assert_eq!(g.source_index.first(), Some(&1));
    assert!(!g.source_index.contains(&2));
}
#[test]
fn the_3_player_small_map_game_replays_to_its_result() {
    let (g, game) = replays_to_its_recorded_result("1840-3player-small-map.json", 3);
    assert_eq!(g.setup.variant, BoardVariant::ThreePlayerSmall);
    // Played to the end of CR6 in 2022, before 18xx.games fixed the company order.
    assert_eq!(game.state().round, Round::End);
    assert!(g.setup.options.order_after_dividends);
    // 2022 exports record routes without `nodes`: every line run is still traced.
    for route in g.routes.iter().filter(|r| matches!(r.runner, Runner::Line(_))) {
        assert!(!route.paths.is_empty(), "#{}", route.source_index);
    }
}

/// Each rule option the real games need is needed: with it off, the replay is refused at
/// the first action that 18xx.games' rule allowed and the printed rule does not.
#[test]
fn each_18xx_option_the_real_games_need_is_the_reason_they_replay() {
    type Off = fn(&mut RuleOptions);
    let cases: [(&str, Off, usize); 4] = [
        ("1840-3player-small-map.json", |o| o.untiled_stations_are_stops = false, 106),
        ("1840-3player-small-map.json", |o| o.purple_layouts_are_tiles = false, 521),
        ("1840-3player-small-map.json", |o| o.order_after_dividends = false, 744),
        ("1840-218809-5player.json", |o| o.tram_steps_as_18xx_games = false, 187),
    ];
    for (name, off, at) in cases {
        let mut g = from_18xx_json(&real_game(name)).unwrap();
        off(&mut g.setup.options);
        match g.replay() {
            Ok(_) => panic!("{name} replays without the option"),
            Err(ImportError::Refused { index, .. }) => assert_eq!(index, at, "{name}"),
            Err(e) => panic!("{name}: {e}"),
        }
    }
}

/// 18xx.games' unlogged decisions are written in only where the engine offers one move: a
/// player who may still bid or pass is never passed for, and the log that skips them is
/// refused at the action that comes too early.
#[test]
fn a_skipped_decision_with_a_choice_is_not_taken_for_the_player() {
    let g = import(vec![
        player("bid", 2006, json!({"company": "KK", "price": 20})),
        player("bid", 2006, json!({"company": "KK", "price": 25})),
    ]);
    assert_eq!(g.actions.len(), 3, "choose, bid, bid: nothing written in");
    match g.replay() {
        Err(ImportError::Refused {
            index: 2, kind, error: Refusal::NotYourTurn { .. }, ..
        }) => {
            assert_eq!(kind, "bid");
        }
        other => panic!("refused at action 2 for the turn, not {other:?}"),
    }
}

/// The tile printed as `name`.
fn tile_id(name: &str) -> tramways_engine::data::TileId {
    tramways_engine::data::TileId::named(name).expect("a tile of 1840")
}

/// R93: a company's purchase of another player's private is an offer and the owner's answer.
/// 18xx.games records only the sale: the export writes a `buy_company` when the owner accepts
/// and nothing for a refusal; the import writes the sale back as the offer and its acceptance;
/// a save from before offers (version 2) loads with the acceptances put in.
///
/// No real game at hand has such a sale, so one is made in the 5-player game 218809, at its
/// first line turns where another player's private is for sale.
#[test]
fn r93_a_private_bought_from_another_player_is_an_offer_the_owner_answers() {
    let g = from_18xx_json(&real_game("1840-218809-5player.json")).unwrap();
    let mut game = Game::new(g.setup.clone()).unwrap();
    // Up to a line's decision where its company may offer for another player's private.
    let others_private = |game: &Game| {
        let director = game.available().actor.player();
        game.available().moves.iter().map(|m| m.lowest()).find_map(|a| match a {
            Action::BuyPrivate { line, private, .. } => {
                let owner = game.state().private(private).and_then(|p| p.owner);
                matches!(owner, Some(Owner::Player(p)) if Some(p) != director)
                    .then_some((line, private))
            }
            _ => None,
        })
    };
    let mut log = g.actions.iter();
    let (line, private) = loop {
        if let Some(found) = others_private(&game) {
            break found;
        }
        let action = log.next().expect("a private for sale from another player");
        game.apply(action).unwrap_or_else(|e| panic!("{action:?}: {e}"));
    };
    // Refused: nothing is sold, and nothing is exported.
    game.apply(&Action::BuyPrivate { line, private, price: 1 }).unwrap();
    game.apply(&Action::AnswerPrivateOffer { private, accept: false }).unwrap();
    let exported = |game: &Game| {
        tramways_engine::import::export::to_18xx(game.setup(), game.actions())
            .unwrap_or_else(|e| panic!("it exports: {e}"))
            .json
    };
    let buys = |json: &Value| {
        let log = json["actions"].as_array().unwrap().iter();
        log.filter(|a| a["type"] == "buy_company").cloned().collect::<Vec<Value>>()
    };
    let before = buys(&exported(&game)).len();
    // The next line turn (the refused private is not offered again this turn): accepted.
    let (line, private, price) = loop {
        if let Some((line, p)) = others_private(&game).filter(|&(_, p)| p != private) {
            break (line, p, game.state().private(p).unwrap().face);
        }
        let action = log.next().expect("another private for sale from another player");
        if game.apply(action).is_err() {
            panic!("{action:?} is refused after the refused offer");
        }
    };
    game.apply(&Action::BuyPrivate { line, private, price }).unwrap();
    game.apply(&Action::AnswerPrivateOffer { private, accept: true }).unwrap();
    let json = exported(&game);
    let sold = buys(&json);
    assert_eq!(sold.len(), before + 1);
    assert_eq!(sold[before]["price"], json!(price));
    // Imported back: the offer and the acceptance; the refusal is not there.
    let back = from_18xx_json(&json.to_string()).unwrap_or_else(|e| panic!("{e}"));
    let n = back.actions.len();
    assert_eq!(
        back.actions[n - 2..],
        [
            Action::BuyPrivate { line, private, price },
            Action::AnswerPrivateOffer { private, accept: true }
        ]
    );
    let again = back.replay().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        again.state().private(private).unwrap().owner,
        game.state().private(private).unwrap().owner
    );
    // A version 2 save holds no offer that was not a sale: loading puts the acceptance back.
    let mut save = game.save();
    let mut sales = Vec::new();
    for action in save.actions {
        match action {
            Action::AnswerPrivateOffer { accept: false, .. } => drop(sales.pop()),
            Action::AnswerPrivateOffer { .. } => {}
            _ => sales.push(action),
        }
    }
    save.actions = sales;
    let accepted = save.actions.len();
    // Read as this version, the offer still waits for the owner.
    let waiting = Game::load(&save).unwrap_or_else(|e| panic!("{e}"));
    let seller = game.deciders()[game.actions().len() - 1];
    assert!(
        matches!(waiting.available().actor, Actor::Seller { player, .. } if Some(player) == seller)
    );
    save.version = 2;
    let loaded = Game::load(&save).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(loaded.actions()[accepted], Action::AnswerPrivateOffer { private, accept: true });
    assert_eq!(loaded.state().private(private), game.state().private(private));
}

/// Issue 51: each reason an action cannot be imported is a value ([`MapFault`]), at the
/// action's index: the players' (at the start), the companies' (after the opening) and the
/// lines' (after CR1).
#[test]
fn each_fault_of_an_action_is_named_by_its_value() {
    let at = |mut log: Vec<Value>, a: Value| {
        log.push(a);
        let index = log.len();
        match import_err(log) {
            ImportError::Unmappable { index: i, fault, .. } if i == index => fault,
            other => panic!("{other:?} at action {index}"),
        }
    };
    let start = || Vec::new();
    let cases = vec![
        (
            at(start(), player("bid", 999, json!({"company": "KK"}))),
            MapFault::PlayerNotInGame { id: 999 },
        ),
        (at(start(), json!({"type": "pass"})), MapFault::NobodyActs),
        (
            at(start(), player("lay_tile", 2006, json!({}))),
            MapFault::PlayerCannot { kind: "lay_tile".into() },
        ),
        (
            at(start(), json!({"type": "pass", "entity": "KK", "entity_type": "company"})),
            MapFault::PrivateOnlySold,
        ),
        (
            at(
                start(),
                json!({"type": "choose_ability", "entity": "KK", "entity_type": "company", "choice": {"type": "sell"}}),
            ),
            MapFault::PrivateOwnerUnknown,
        ),
        (at(start(), player("bid", 2006, json!({"company": "KK"}))), MapFault::NoPrice),
        (
            at(start(), player("bid", 2006, json!({"company": "XX", "price": 20}))),
            MapFault::NoPrivate,
        ),
        (
            at(start(), player("par", 2006, json!({"corporation": "XX", "share_price": "70,0,0"}))),
            MapFault::OnlyTramCompaniesParred,
        ),
        (
            at(start(), player("par", 2006, json!({"corporation": "WT", "share_price": "x"}))),
            MapFault::ParPriceUnreadable,
        ),
        (
            at(start(), player("buy_shares", 2006, json!({"shares": ["WT_1", "WT_2"]}))),
            MapFault::OneCertificateAtATime,
        ),
        (
            at(start(), player("buy_shares", 2006, json!({"shares": ["WT_0"]}))),
            MapFault::DirectorCertificateWithPar,
        ),
        (
            at(start(), player("sell_shares", 2006, json!({"shares": ["WT_1", "G_1"]}))),
            MapFault::SaleOfOneCompany,
        ),
        (
            at(start(), player("sell_shares", 2006, json!({"shares": []}))),
            MapFault::SaleNamesNoShares,
        ),
        (
            at(start(), player("sell_shares", 2006, json!({"shares": ["WT_0"]}))),
            MapFault::DirectorSaleWithoutPercent,
        ),
        (
            at(start(), player("sell_shares", 2006, json!({"shares": ["WT_0"], "percent": 15}))),
            MapFault::NotWholeShares { percent: 15 },
        ),
        (
            at(opening(), player("choose", 621, json!({"choice": 0}))),
            MapFault::OrderCardsAfterAuction,
        ),
        (
            at(opening(), corp("run_routes", "WT", json!({}))),
            MapFault::CompanyCannot { kind: "run_routes".into() },
        ),
        (at(opening(), corp("pass", "W", json!({}))), MapFault::StadtbahnOnlyRuns),
        (at(opening(), corp("buy_train", "WT", json!({"price": 100}))), MapFault::NoTramNamed),
        (at(opening(), corp("buy_train", "WT", json!({"train": "Y1-0"}))), MapFault::NoPrice),
        (
            at(opening(), corp("buy_train", "WT", json!({"train": "Z1-0", "price": 100}))),
            MapFault::NotATram { name: "Z1-0".into() },
        ),
        (
            at(opening(), corp("buy_train", "WT", json!({"train": "Y1-0", "price": 77}))),
            MapFault::NoBuyingSpace { color: TramColor::Yellow, price: 77 },
        ),
        (
            at(opening(), corp("scrap_train", "WT", json!({"train": "Y1-0"}))),
            MapFault::NoSuchTram { company: TramCompany::WienerTramway, tram: "Y1-0".into() },
        ),
        (at(opening(), corp("bid", "WT", json!({"price": 20}))), MapFault::NoLineCard),
        (
            at(opening(), corp("dividend", "WT", json!({"kind": "payout"}))),
            MapFault::DividendNotVariable,
        ),
        (at(opening(), corp("dividend", "WT", json!({"kind": "variable"}))), MapFault::NoAmount),
        (
            at(through_cr1(), corp("buy_shares", "4", json!({}))),
            MapFault::LineCannot { kind: "buy_shares".into() },
        ),
        (
            at(
                through_cr1(),
                corp("lay_tile", "4", json!({"hex": "Z99", "tile": "6-0", "rotation": 0})),
            ),
            MapFault::NotAHex { label: "Z99".into() },
        ),
        (
            at(through_cr1(), corp("lay_tile", "4", json!({"hex": "H28", "rotation": 0}))),
            MapFault::NoTileNamed,
        ),
        (
            at(
                through_cr1(),
                corp("lay_tile", "4", json!({"hex": "H28", "tile": "999-0", "rotation": 0})),
            ),
            MapFault::NotATile { name: "999".into() },
        ),
        (
            at(
                through_cr1(),
                corp("lay_tile", "4", json!({"hex": "H28", "tile": "6-0", "rotation": 9})),
            ),
            MapFault::NotARotation,
        ),
        (at(through_cr1(), corp("place_token", "4", json!({}))), MapFault::NoCircleNamed),
        (
            at(through_cr1(), corp("place_token", "4", json!({"city": "H28"}))),
            MapFault::NotACircle { name: "H28".into() },
        ),
        (
            at(
                through_cr1(),
                corp(
                    "run_routes",
                    "4",
                    json!({"routes": [
                {"train": "O1-0", "revenue": 1}, {"train": "O1-0", "revenue": 1}]}),
                ),
            ),
            MapFault::OneRoutePerLine,
        ),
        (
            at(
                through_cr1(),
                corp(
                    "run_routes",
                    "4",
                    json!({"routes": [
                {"train": "O1-0", "revenue": 1, "hexes": ["H28"], "nodes": ["H28"]}]}),
                ),
            ),
            MapFault::NotAStop { name: "H28".into() },
        ),
        (
            at(through_cr1(), corp("buy_company", "4", json!({"company": "XX"}))),
            MapFault::NoPrivate,
        ),
        (at(through_cr1(), corp("buy_company", "4", json!({"company": "KK"}))), MapFault::NoPrice),
        (
            at(
                through_cr1(),
                corp(
                    "reassign_trains",
                    "WT",
                    json!({"assignments": [
                {"train": "O1-0", "corporation": "XYZ"}]}),
                ),
            ),
            MapFault::NotALine { name: "XYZ".into() },
        ),
    ];
    for (found, expected) in cases {
        assert_eq!(found, expected);
    }
}

/// Issue 51: why a game cannot be exported is a value: how its set-up differs from the ones
/// 18xx.games makes ([`SetupFault`]), or why 18xx.games would not take an action
/// ([`ExportFault`]); both cross from the app's worker as JSON.
#[test]
fn export_faults_are_values() {
    use tramways_engine::import::export::{
        ExportError, ExportFault, SetupFault, check_setup, to_18xx,
    };
    use tramways_engine::selfplay::{play_random, random_setup_18xx};
    let setup = random_setup_18xx(4, 7);
    assert_eq!(check_setup(&setup), Ok(false));
    let mut printed = setup.clone();
    printed.options = RuleOptions::default();
    assert_eq!(check_setup(&printed), Err(ExportError::Setup(SetupFault::RuleOptions)));
    let mut board = setup.clone();
    board.variant = BoardVariant::TwoPlayer;
    assert_eq!(check_setup(&board), Err(ExportError::Setup(SetupFault::Board)));
    let mut deal = setup.clone();
    deal.deal = random_setup_18xx(4, 8).deal;
    assert_eq!(check_setup(&deal), Err(ExportError::Setup(SetupFault::Deal)));
    // A player's private returned to the bank outside a Share Round, which the engine allows.
    let game = play_random(setup.clone(), 7, |_, _| {}).unwrap();
    let mut replay = Game::new(setup.clone()).unwrap();
    let mut found = None;
    for (n, action) in game.actions().iter().enumerate() {
        let state = replay.state();
        if !matches!(state.round, Round::Share(_)) {
            let owned = Landmark::ALL.into_iter().find_map(|private| {
                let owner = state.private(private).and_then(|p| p.owner)?;
                matches!(owner, Owner::Player(_)).then_some((owner, private))
            });
            if let Some((owner, private)) = owned {
                let back = Action::ReturnPrivate { owner, private };
                if replay.clone().apply(&back).is_ok() {
                    found = Some((n, back));
                    break;
                }
            }
        }
        replay.apply(action).unwrap();
    }
    let (n, back) = found.expect("a private a player could return outside a Share Round");
    let mut actions = game.actions()[..n].to_vec();
    actions.push(back);
    let err = to_18xx(&setup, &actions).unwrap_err();
    assert_eq!(
        err,
        ExportError::NotAccepted {
            index: n + 1,
            kind: "return_private",
            reason: ExportFault::PrivatesReturnInShareRounds,
        }
    );
    let json = serde_json::to_string(&ExportFault::PrivatesReturnInShareRounds).unwrap();
    assert_eq!(
        serde_json::from_str::<ExportFault>(&json).unwrap(),
        ExportFault::PrivatesReturnInShareRounds
    );
}

/// Issue 51: the importer's faults cross from the app's worker to its page as JSON.
#[test]
fn import_faults_cross_as_json() {
    let errors = [
        from_18xx_json("<html>").unwrap_err(),
        from_18xx_json("[1]").unwrap_err(),
        import_err(vec![json!({"type": "redo", "entity": 1})]),
        import_err(vec![player("sell_shares", 2006, json!({"shares": vec!["W_1"; 11]}))]),
    ];
    for e in errors {
        let json = serde_json::to_string(&e).unwrap();
        assert_eq!(serde_json::from_str::<ImportError>(&json).unwrap(), e, "{json}");
    }
}
