//! Line Rounds reached by playing (rulebook IX; digest R60–R93, T48, T49, T59): the game is
//! driven through the Pre-Share Round, SR1 and CR1 with the public API, then the lines act.
//! The detailed rule scenarios, on hand-built tables, are in `src/game/flow/line_tests.rs`.

mod common;

use common::*;
use tramways_engine::data::game_tables::{Round, TramColor, TramCompany};
use tramways_engine::game::{Action, Actor, CompanyStage, Event, Game, Move, Refusal, Step};
use tramways_engine::map::Hex;
use tramways_engine::map::graph::NodeRef;
use tramways_engine::rules::board_state::Marker;

use TramCompany::{BauUndBetrieb, GemeindeWien, SchaeckJaquet, WienerTramway};

/// Which line each company chooses in CR1 (a company passes once it has one).
const WANTS: [(TramCompany, u8); 4] =
    [(WienerTramway, 5), (SchaeckJaquet, 3), (BauUndBetrieb, 1), (GemeindeWien, 4)];

fn money_ok(g: &Game) {
    let s = g.state();
    assert_eq!(s.money_in_play(), s.bank.paid_out - s.bank.paid_in, "money is conserved");
}

/// Plays through CR1 of a 4-player game: P1..P4 direct WT, SJ, BBG and GW at par 70; in CR1
/// each company buys the cheapest tram on offer and opens the auction of the line it wants
/// at 20, which nobody contests.
fn lr1a() -> Game {
    let mut g = game(4);
    finish_pre_share(&mut g);
    buy_directors(
        &mut g,
        &[(WienerTramway, 70), (SchaeckJaquet, 70), (BauUndBetrieb, 70), (GemeindeWien, 70)],
    );
    pass_share_round(&mut g);
    assert_eq!(g.state().round, Round::Company(1));
    let mut guard = 0;
    while matches!(g.state().step, Step::Company(_)) {
        guard += 1;
        assert!(guard < 200, "CR1 does not end");
        let Step::Company(step) = &g.state().step else { unreachable!() };
        let company = step.stage.company();
        let co = g.state().tram_co(company);
        let action = match &step.stage {
            CompanyStage::Dividend { .. } => Action::PayDividend { company, amount: 0 },
            CompanyStage::Trams { .. } => {
                let buy = g
                    .available()
                    .moves
                    .iter()
                    .map(Move::lowest)
                    .find(|a| matches!(a, Action::BuyTram { .. }) && co.trams.is_empty());
                buy.unwrap_or(Action::DoneTrams { company })
            }
            CompanyStage::ChooseLine { .. } => {
                let want = WANTS.iter().find(|w| w.0 == company).map(|w| w.1);
                match want.filter(|_| co.lines.is_empty()) {
                    Some(line) => Action::ChooseLine { company, line, amount: 20 },
                    None => Action::PassLine { company },
                }
            }
            CompanyStage::Auction(_) => Action::PassLine { company },
        };
        play(&mut g, action);
    }
    assert_eq!(g.state().round, Round::Line(1, 'a'));
    g
}

fn line_actor(g: &Game) -> (u8, TramCompany) {
    match g.available().actor {
        Actor::Line { line, company, .. } => (line, company),
        other => panic!("a line should act, not {other:?}"),
    }
}

fn hex(label: &str) -> Hex {
    label.parse().expect("a hex label")
}

#[test]
fn t48_r60_after_cr1_the_lines_act_in_ascending_number() {
    let mut g = lr1a();
    money_ok(&g);
    let mut turns = Vec::new();
    while g.state().round == Round::Line(1, 'a') {
        let (line, _) = line_actor(&g);
        turns.push(line);
        play(&mut g, Action::RunTram { line, route: None });
        money_ok(&g);
    }
    assert_eq!(turns, [1, 3, 4, 5]);
    assert_eq!(g.state().round, Round::Line(1, 'b'));
    assert_eq!(line_actor(&g).0, 1);
}

#[test]
fn t49_r78_each_line_places_its_home_marker_at_the_start_of_its_first_turn() {
    let mut g = lr1a();
    let at = |label: &str| NodeRef { hex: hex(label), node: 0 };
    // Line 1 acts first: its home marker is on D18 already, line 3's not yet on E17.
    assert_eq!(g.state().board.markers_at(at("D18")), [Marker::Line(1)]);
    assert!(g.state().board.markers_of(Marker::Line(3)).is_empty());
    let events = g.apply(&Action::RunTram { line: 1, route: None }).unwrap();
    assert!(events.contains(&Event::StationPlaced { line: 3, at: at("E17"), cost: 0 }));
    assert_eq!(g.state().lines[&3].stations, 1);
    for line in [3, 4, 5] {
        play(&mut g, Action::RunTram { line, route: None });
    }
    // LR1b: no second home marker.
    let events = g.apply(&Action::RunTram { line: 1, route: None }).unwrap();
    assert!(!events.iter().any(|e| matches!(e, Event::StationPlaced { .. })), "{events:?}");
    assert_eq!(g.state().board.markers_of(Marker::Line(3)).len(), 1);
}

#[test]
fn t50_t59_a_first_tile_at_home_and_a_run_to_the_revenue_space() {
    let mut g = lr1a();
    play(&mut g, Action::RunTram { line: 1, route: None });
    play(&mut g, Action::RunTram { line: 3, route: None });
    // Line 4 of GW at home on Erdberg H28: the first tile must go there (R67).
    let (line, company) = line_actor(&g);
    assert_eq!((line, company), (4, GemeindeWien));
    let elsewhere =
        Action::LayTile { line: 4, hex: hex("H26"), tile: tile_id("4"), rotation: rot(1) };
    assert!(matches!(g.apply(&elsewhere), Err(Refusal::Lay(_))));
    // Tile 6 toward the printed halt H30 (rotation 4, see the laying tests).
    play(
        &mut g,
        Action::LayTile { line: 4, hex: hex("H28"), tile: tile_id("6"), rotation: rot(4) },
    );
    let revenue = g.state().tram_co(GemeindeWien).revenue;
    let events = g.apply(&Action::RunTram { line: 4, route: None }).unwrap();
    let ran = events.iter().find_map(|e| match e {
        Event::TramRan { line: 4, revenue, adjustment, income } => {
            Some((*revenue, *adjustment, *income))
        }
        _ => None,
    });
    let (earned, adjustment, income) = ran.expect("line 4 ran");
    assert_eq!(earned, 30, "Erdberg 20 (line 4's station) + the halt H30 10");
    // Only yellow and orange trams were bought: no maintenance (Table 7).
    assert_eq!(adjustment, 0);
    assert!(g.state().trams.newest_bought <= Some(TramColor::Orange));
    assert_eq!(g.state().tram_co(GemeindeWien).revenue, revenue + income);
    money_ok(&g);
}

#[test]
fn the_line_round_replays_and_undoes() {
    let mut g = lr1a();
    play(&mut g, Action::RunTram { line: 1, route: None });
    play(&mut g, Action::RunTram { line: 3, route: None });
    let before = g.state().clone();
    play(
        &mut g,
        Action::LayTile { line: 4, hex: hex("H28"), tile: tile_id("6"), rotation: rot(4) },
    );
    assert!(g.undo());
    assert_eq!(g.state(), &before);
    assert!(g.redo());
    play(&mut g, Action::RunTram { line: 4, route: None });
    let replayed = Game::replay(g.setup(), g.actions()).expect("the log replays");
    assert_eq!(replayed.state(), g.state());
}

#[test]
fn the_line_rounds_lead_to_cr2_where_the_income_is_paid_out() {
    let mut g = lr1a();
    for _ in 0..8 {
        let (line, _) = line_actor(&g);
        play(&mut g, Action::RunTram { line, route: None });
    }
    assert_eq!(g.state().round, Round::Company(2));
    money_ok(&g);
}

fn rot(n: u8) -> tramways_engine::map::Rotation {
    tramways_engine::map::Rotation::new(n).expect("a rotation 0 to 5")
}

/// The tile printed as `name`.
fn tile_id(name: &str) -> tramways_engine::data::TileId {
    tramways_engine::data::TileId::named(name).expect("a tile of 1840")
}

/// R51: the Stadtbahn outlook the map draws is what the Company Round pays: in random games,
/// each run booked is the outlook of the position before (a Company Round changes no tile);
/// in a Line Round the multiplier is the next Company Round's.
#[test]
fn the_stadtbahn_outlook_is_what_the_company_round_pays() {
    use rand::SeedableRng;
    use tramways_engine::data::game_tables::stadtbahn_multiplier;
    use tramways_engine::selfplay::{random_move, random_setup_for};
    let mut checked = 0;
    for seed in 1..=4 {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let mut g = Game::new(random_setup_for(4, seed)).expect("set-up");
        while !g.is_over() {
            if let Round::Line(n, _) = g.state().round {
                for o in g.state().stadtbahn_outlook() {
                    assert_eq!(
                        Some(o.multiplier),
                        stadtbahn_multiplier(n + 1),
                        "LR{n} is paid in CR{}",
                        n + 1
                    );
                }
            }
            // The Stadtbahn runs at the end of the Company Round (after the tram companies),
            // by an action that changes no tile: the outlook before it is what it pays.
            let outlook: Vec<_> = g
                .state()
                .stadtbahn_outlook()
                .into_iter()
                .map(|o| (o.company, o.run.total))
                .collect();
            let action = random_move(&g, &mut rng).expect("a move");
            let events = g.apply(&action).expect("offered");
            let ran: Vec<_> = events
                .iter()
                .filter_map(|e| match e {
                    Event::StadtbahnRan { company, total, .. } => Some((*company, *total)),
                    _ => None,
                })
                .collect();
            if ran.is_empty() {
                continue;
            }
            for run in &ran {
                assert!(outlook.contains(run), "{run:?} booked, outlook {outlook:?}");
                checked += 1;
            }
        }
    }
    assert!(checked >= 20, "{checked} Stadtbahn runs checked");
}
