//! Share Rounds (rulebook VII, X.3; digest R33–R41, A6–A12, A43, A44, T13–T26).

mod common;

use common::*;
use tramways_engine::data::StadtbahnCompany;
use tramways_engine::data::game_tables::{Round, TramCompany};
use tramways_engine::game::{Action, CompanyId, Event, Expected, Game, Refusal, Step};

use TramCompany::{BauUndBetrieb, SchaeckJaquet, WienKagranner, WienerTramway};

const W: CompanyId = CompanyId::Stadtbahn(StadtbahnCompany::W);
const G: CompanyId = CompanyId::Stadtbahn(StadtbahnCompany::G);
const D: CompanyId = CompanyId::Stadtbahn(StadtbahnCompany::D);

fn tc(c: TramCompany) -> CompanyId {
    CompanyId::Tram(c)
}

/// A 3-player game at the start of SR1: the privates sold at face value.
fn sr1(n: usize) -> Game {
    let mut g = game(n);
    finish_pre_share(&mut g);
    assert_eq!(g.state().round, Round::Share(1));
    g
}

fn price(g: &Game, c: CompanyId) -> i64 {
    g.state().market.price(c).expect("on the chart")
}

#[test]
fn t13_r40_director_purchase_with_the_preemptive_card() {
    let mut g = sr1(3);
    let p = actor(&g);
    let before = cash(&g, p);
    play(&mut g, Action::BuyDirector { player: p, company: WienerTramway, par: 90 });
    assert_eq!(cash(&g, p), before - 100, "450 = the card's 350 + 100 cash");
    assert_eq!(g.state().tram_co(WienerTramway).treasury, 900);
    assert_eq!(price(&g, tc(WienerTramway)), 90);
    assert!(!g.state().players[usize::from(p)].preemptive);
}

#[test]
fn t14_r40_par_70_is_covered_by_the_card() {
    let mut g = sr1(3);
    let p = actor(&g);
    let before = cash(&g, p);
    play(&mut g, Action::BuyDirector { player: p, company: SchaeckJaquet, par: 70 });
    assert_eq!(cash(&g, p), before);
    assert_eq!(g.state().tram_co(SchaeckJaquet).treasury, 700);
}

#[test]
fn t15_r18_illegal_par_prices() {
    let mut g = sr1(3);
    let p = actor(&g);
    for par in [75, 110, 60] {
        let err = g.apply(&Action::BuyDirector { player: p, company: WienerTramway, par });
        assert!(matches!(err, Err(Refusal::NoSuchPar { .. })), "{:?}", err);
    }
}

#[test]
fn a7_the_first_action_in_sr1_is_a_director_certificate() {
    let g = sr1(3);
    let p = actor(&g);
    let moves = g.available().moves;
    // 6 companies × 4 pars, plus the always-offered end-game move.
    let directors =
        moves.iter().filter(|m| matches!(m.lowest(), Action::BuyDirector { .. })).count();
    assert_eq!(directors, 24);
    let err = g.clone().apply(&Action::PassShare { player: p });
    assert_eq!(err, Err(Refusal::NotNow { expected: Expected::BuyDirector }));
    let err = g.clone().apply(&Action::BuyShare { player: p, company: W });
    assert_eq!(err, Err(Refusal::NotNow { expected: Expected::BuyDirector }));
}

#[test]
fn t16_r94_the_second_company_parred_on_a_cell_goes_under() {
    let mut g = sr1(3);
    let first = actor(&g);
    play(&mut g, Action::BuyDirector { player: first, company: WienerTramway, par: 80 });
    let second = actor(&g);
    play(&mut g, Action::BuyDirector { player: second, company: BauUndBetrieb, par: 80 });
    let a = g.state().market.position(tc(WienerTramway)).unwrap();
    let b = g.state().market.position(tc(BauUndBetrieb)).unwrap();
    assert_eq!(a.cell, b.cell);
    assert!(a.company_order_key() < b.company_order_key(), "WT (first) is on top");
}

#[test]
fn t17_r36_no_selling_in_the_first_share_round() {
    let mut g = sr1(3);
    buy_directors(&mut g, &[(WienerTramway, 100), (BauUndBetrieb, 80), (WienKagranner, 70)]);
    let p = actor(&g);
    play(&mut g, Action::BuyShare { player: p, company: W });
    let q = actor(&g);
    play(&mut g, Action::PassShare { player: q });
    let r = actor(&g);
    play(&mut g, Action::PassShare { player: r });
    let err = g.apply(&Action::SellShares { player: p, company: W, count: 1 });
    assert!(matches!(err, Err(Refusal::NoSalesInFirstRound)), "{:?}", err);
    assert!(g.available().moves.iter().all(|m| !matches!(m.lowest(), Action::SellShares { .. })));
}

#[test]
fn t18_r40_unchosen_companies_leave_the_game() {
    let mut g = sr1(4);
    let choices =
        [(WienerTramway, 100), (BauUndBetrieb, 90), (WienKagranner, 80), (SchaeckJaquet, 70)];
    buy_directors(&mut g, &choices);
    let operating: Vec<TramCompany> = g.state().operating().map(|c| c.id).collect();
    assert_eq!(operating.len(), 4);
    let removed: Vec<TramCompany> =
        g.state().trams_cos.iter().filter(|c| c.removed).map(|c| c.id).collect();
    assert_eq!(removed, [TramCompany::DampftramwayKrauss, TramCompany::GemeindeWien]);
    let p = actor(&g);
    let err = g.apply(&Action::BuyShare { player: p, company: tc(TramCompany::GemeindeWien) });
    assert!(err.is_err());
}

#[test]
fn a9_shares_of_a_parred_company_can_be_bought_in_sr1() {
    let mut g = sr1(3);
    buy_directors(&mut g, &[(WienerTramway, 100), (BauUndBetrieb, 80), (WienKagranner, 70)]);
    let p = actor(&g);
    let before = cash(&g, p);
    play(&mut g, Action::BuyShare { player: p, company: tc(BauUndBetrieb) });
    assert_eq!(cash(&g, p), before - 80);
    assert_eq!(g.state().pool_units(tc(BauUndBetrieb)), 4);
}

/// SR2 of a 3-player game: players 0, 1, 2 direct WT (100), BBG (80), WKB (70); in SR1 each
/// bought one share of D; CR1, LR1a/b run as far as the engine has them.
fn sr2() -> Game {
    let mut g = sr1(3);
    buy_directors(&mut g, &[(WienerTramway, 100), (BauUndBetrieb, 80), (WienKagranner, 70)]);
    for _ in 0..3 {
        let p = actor(&g);
        play(&mut g, Action::BuyShare { player: p, company: D });
    }
    pass_share_round(&mut g);
    play_until_share_round(&mut g);
    g
}

#[test]
fn t24_r34_a44_the_round_ends_after_every_player_passed_in_a_row() {
    let mut g = sr1(3);
    buy_directors(&mut g, &[(WienerTramway, 100), (BauUndBetrieb, 80), (WienKagranner, 70)]);
    let p1 = actor(&g);
    play(&mut g, Action::PassShare { player: p1 });
    let p2 = actor(&g);
    play(&mut g, Action::BuyShare { player: p2, company: G });
    let p3 = actor(&g);
    play(&mut g, Action::PassShare { player: p3 });
    assert!(matches!(g.state().step, Step::Share(_)), "P2's buy reset the passes");
    let p1 = actor(&g);
    play(&mut g, Action::PassShare { player: p1 });
    assert!(matches!(g.state().step, Step::Share(_)));
    let p2 = actor(&g);
    play(&mut g, Action::PassShare { player: p2 });
    assert_ne!(g.state().round, Round::Share(1), "three passes in a row end it");
}

#[test]
fn t25_r35_new_order_by_most_cash_ties_by_old_order() {
    let mut g = sr1(3);
    buy_directors(&mut g, &[(WienerTramway, 70), (BauUndBetrieb, 70), (WienKagranner, 90)]);
    let cards_before: Vec<u8> = g.state().players.iter().map(|p| p.order_card).collect();
    pass_share_round(&mut g);
    let cashes: Vec<i64> = (0..3).map(|p| cash(&g, p)).collect();
    let mut expected: Vec<u8> = (0..3).collect();
    expected.sort_by_key(|&p| {
        (std::cmp::Reverse(cashes[usize::from(p)]), cards_before[usize::from(p)])
    });
    let by_card = g.state().by_order_card();
    assert_eq!(by_card, expected, "cash {cashes:?}, old cards {cards_before:?}");
}

#[test]
fn t19_t23_r36_sales_pay_the_old_price_then_drop_and_never_the_director_certificate() {
    let mut g = sr2();
    let p = actor(&g);
    let company = tc(g.state().directed_by(p).next().unwrap());
    let err = g.clone().apply(&Action::SellShares { player: p, company, count: 1 });
    assert!(matches!(err, Err(Refusal::SellTooMany { sellable: 0, .. })), "{:?}", err);
    // Every player holds one share of D from SR1.
    let before = cash(&g, p);
    let d_price = price(&g, D);
    let cell = g.state().market.position(D).unwrap().cell;
    play(&mut g, Action::SellShares { player: p, company: D, count: 1 });
    assert_eq!(cash(&g, p), before + d_price);
    assert_eq!(g.state().market.position(D).unwrap().cell, cell.after_sale(1));
    // T20: no rebuy of D this round; W is fine.
    let err = g.clone().apply(&Action::BuyShare { player: p, company: D });
    assert!(matches!(err, Err(Refusal::SoldThisRound { .. })), "{:?}", err);
    play(&mut g, Action::BuyShare { player: p, company: W });
}

#[test]
fn t20_r37_selling_then_passing_is_not_a_pass() {
    let mut g = sr2();
    let p = actor(&g);
    play(&mut g, Action::SellShares { player: p, company: D, count: 1 });
    play(&mut g, Action::PassShare { player: p });
    for _ in 0..2 {
        let q = actor(&g);
        play(&mut g, Action::PassShare { player: q });
    }
    assert!(matches!(g.state().step, Step::Share(_)), "the seller's turn was not a pass");
}

#[test]
fn t21_r39_a11_sixty_percent_at_most() {
    let mut g = sr1(2);
    buy_directors(&mut g, &[(WienerTramway, 100), (BauUndBetrieb, 70)]);
    let p = g.state().tram_co(WienerTramway).director.unwrap();
    if actor(&g) != p {
        let other = actor(&g);
        play(&mut g, Action::PassShare { player: other });
    }
    play(&mut g, Action::BuyShare { player: p, company: tc(WienerTramway) });
    let q = actor(&g);
    play(&mut g, Action::PassShare { player: q });
    let err = g.apply(&Action::BuyShare { player: p, company: tc(WienerTramway) });
    assert!(matches!(err, Err(Refusal::HoldingLimit { percent: 60, .. })), "{:?}", err);
}

#[test]
fn t26_r41_a43_sold_out_tram_companies_rise_stadtbahn_companies_do_not() {
    // 2 players: P2 directs WT at 70 and buys one more share; P1 buys the other four.
    let mut g = sr1(2);
    buy_directors(&mut g, &[(BauUndBetrieb, 70), (WienerTramway, 70)]);
    while g.state().pool_units(tc(WienerTramway)) > 0 {
        let q = actor(&g);
        let buy = Action::BuyShare { player: q, company: tc(WienerTramway) };
        if g.available().allows(&buy) {
            play(&mut g, buy);
        } else {
            play(&mut g, Action::PassShare { player: q });
        }
    }
    let wt_cell = g.state().market.position(tc(WienerTramway)).unwrap().cell;
    let mut events = Vec::new();
    while matches!(g.state().step, Step::Share(_)) {
        let q = actor(&g);
        events.extend(g.apply(&Action::PassShare { player: q }).unwrap());
    }
    // The first price move after the last pass is the end-of-round rise (CR1 follows at once).
    let rise = events.iter().find_map(|e| match e {
        Event::PriceMoved { company, from, to } => Some((*company, *from, *to)),
        _ => None,
    });
    let up = wt_cell.after_sold_out().price();
    assert_eq!(rise, Some((tc(WienerTramway), 70, up)), "WT rose one row: {events:?}");
    assert!(up > 70);
    let moved_others = events
        .iter()
        .take_while(|e| !matches!(e, Event::RoundStarted { .. }))
        .any(|e| matches!(e, Event::PriceMoved { company, .. } if *company != tc(WienerTramway)));
    assert!(!moved_others, "BBG is not sold out and Stadtbahn companies never rise (A43)");
}

/// A1, A6, R34: the screen says who acts in which order. In the Pre-Share Round and SR1 that is
/// the seats (the cards dealt at the start), not the order of the names; from SR2 the cards
/// picked since.
#[test]
fn the_turn_order_is_the_seats_until_sr1_and_the_cards_after() {
    use tramways_engine::data::game_tables::lines_in_play;
    use tramways_engine::game::{Deal, Setup, TurnOrder};
    let mut setup = Setup::new(&["P1", "P2", "P3"], 7);
    let line_deck = lines_in_play(setup.variant).map(|c| c.number).collect();
    // P3 holds card 1, P1 card 2, P2 card 3: the seats go P3, P1, P2.
    setup.deal = Some(Deal { order_cards: vec![2, 3, 1], line_deck, tram_companies: None });
    let mut g = Game::new(setup).expect("valid set-up");
    assert_eq!(g.state().turn_order(), Some(TurnOrder::Seats(vec![2, 0, 1])));
    assert_eq!(actor(&g), 2, "the holder of card 1 starts");
    finish_pre_share(&mut g);
    let Some(TurnOrder::Seats(order)) = g.state().turn_order() else {
        panic!("SR1 goes by the seats: {:?}", g.state().turn_order())
    };
    // Round the table (P3, P1, P2, wrapping) from the holder of the new card 1.
    let starter = g.state().by_order_card()[0];
    let seats = [2, 0, 1];
    let at = seats.iter().position(|&p| p == starter).expect("seated");
    assert_eq!(order, (0..3).map(|k| seats[(at + k) % 3]).collect::<Vec<_>>());
    assert_eq!(actor(&g), order[0]);
    buy_directors(&mut g, &[(WienerTramway, 70), (SchaeckJaquet, 70), (BauUndBetrieb, 70)]);
    pass_share_round(&mut g);
    assert_eq!(g.state().turn_order(), None, "a Company Round goes by companies");
    play_until_share_round(&mut g);
    assert_eq!(g.state().round, Round::Share(2));
    assert_eq!(g.state().turn_order(), Some(TurnOrder::Cards(g.state().by_order_card())));
}
