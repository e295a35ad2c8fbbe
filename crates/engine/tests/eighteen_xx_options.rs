//! Rule options for the ways 18xx.games differs from the printed rules (reference
//! deviations.md, section B) in the set-up and the Share Rounds: off by default, switched on
//! by the importer of 18xx.games logs.

mod common;

use common::*;
use tramways_engine::data::game_tables::{Round, TramCompany};
use tramways_engine::game::{Action, Deal, Event, Game, Move, RuleOptions, Setup, SetupError};

fn setup_with(n: usize, seed: u64, options: RuleOptions) -> Setup {
    let names: Vec<String> = (1..=n).map(|i| format!("P{i}")).collect();
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    let mut setup = Setup::new(&refs, seed);
    setup.options = options;
    setup
}

fn directors_offered(game: &Game) -> Vec<TramCompany> {
    let mut offered: Vec<TramCompany> = game
        .available()
        .moves
        .iter()
        .filter_map(|m| match m {
            Move::Do { action: Action::BuyDirector { company, .. } } => Some(*company),
            _ => None,
        })
        .collect();
    offered.dedup();
    offered
}

#[test]
fn the_18xx_options_are_off_by_default() {
    let default = RuleOptions::default();
    assert!(!default.tram_companies_drawn);
    assert!(!default.share_round_auto_pass);
    let xx = RuleOptions::eighteen_xx_games();
    assert!(xx.tram_companies_drawn && xx.share_round_auto_pass && xx.stadtbahn_sold_out_rise);
    assert!(xx.first_share_round_by_cards && !xx.removal_needs_reach && xx.bonus_station_free);
}

#[test]
fn b1_one_tram_company_per_player_is_drawn_and_only_those_are_offered() {
    let options = RuleOptions { tram_companies_drawn: true, ..RuleOptions::default() };
    let setup = setup_with(3, 11, options);
    let deal = setup.deal_cards().unwrap();
    let drawn = deal.tram_companies.clone().expect("drawn companies");
    assert_eq!(drawn.len(), 3);
    // The draw comes last: the other cards are those of the same seed without the option.
    let plain = setup_with(3, 11, RuleOptions::default()).deal_cards().unwrap();
    assert_eq!((plain.order_cards, plain.line_deck), (deal.order_cards, deal.line_deck));
    assert_eq!(plain.tram_companies, None);

    let mut game = Game::new(setup).unwrap();
    for company in TramCompany::ALL {
        assert_eq!(game.state().tram_co(company).removed, !drawn.contains(&company));
    }
    finish_pre_share(&mut game);
    assert_eq!(game.state().round, Round::Share(1));
    assert_eq!(directors_offered(&game), drawn);
    let outsider = TramCompany::ALL.into_iter().find(|c| !drawn.contains(c)).unwrap();
    let player = actor(&game);
    let err = game.apply(&Action::BuyDirector { player, company: outsider, par: 70 });
    assert_eq!(err.unwrap_err().to_string(), "that company is not in this game");
}

#[test]
fn b1_a_fixed_deal_names_one_company_per_player() {
    let mut setup = setup_with(2, 1, RuleOptions::default());
    let deal = |companies: Vec<TramCompany>| Deal {
        order_cards: vec![2, 1],
        line_deck: vec![4, 5, 18, 2, 7, 15, 1, 3, 6],
        tram_companies: Some(companies),
    };
    setup.deal = Some(deal(vec![TramCompany::WienerTramway]));
    assert!(matches!(setup.deal_cards(), Err(SetupError::Deal(_))));
    let twice = vec![TramCompany::WienerTramway, TramCompany::WienerTramway];
    setup.deal = Some(deal(twice));
    assert!(matches!(setup.deal_cards(), Err(SetupError::Deal(_))));
    let pair = vec![TramCompany::WienerTramway, TramCompany::GemeindeWien];
    setup.deal = Some(deal(pair.clone()));
    let mut game = Game::new(setup).unwrap();
    finish_pre_share(&mut game);
    assert_eq!(directors_offered(&game), pair);
}

/// A 2-player game in SR1 after both directors were bought (WT at 100, GWStStB at 70).
fn sr1_after_directors(options: RuleOptions) -> Game {
    let mut setup = setup_with(2, 3, options);
    setup.deal = Some(Deal {
        order_cards: vec![1, 2],
        line_deck: vec![4, 5, 18, 2, 7, 15, 1, 3, 6],
        tram_companies: None,
    });
    let mut game = Game::new(setup).expect("a valid set-up");
    finish_pre_share(&mut game);
    buy_directors(&mut game, &[(TramCompany::WienerTramway, 100), (TramCompany::GemeindeWien, 70)]);
    game
}

/// Buys the first share offered while the player to act can buy one.
fn buy_while_possible(game: &mut Game) -> Vec<Event> {
    let mut events = Vec::new();
    while game.state().round == Round::Share(1) {
        let buy = game
            .available()
            .moves
            .iter()
            .map(Move::lowest)
            .find(|a| matches!(a, Action::BuyShare { .. }));
        let Some(buy) = buy else { break };
        events = game.apply(&buy).expect("an offered purchase");
    }
    events
}

#[test]
fn r34_by_default_a_player_who_cannot_buy_still_passes_by_hand() {
    let mut game = sr1_after_directors(RuleOptions::default());
    buy_while_possible(&mut game);
    assert_eq!(game.state().round, Round::Share(1));
    let p = actor(&game);
    let share_moves: Vec<Action> = game
        .available()
        .moves
        .iter()
        .map(Move::lowest)
        .filter(|a| !matches!(a, Action::EndGame | Action::ReturnPrivate { .. }))
        .collect();
    assert_eq!(share_moves, [Action::PassShare { player: p }]);
}

#[test]
fn with_auto_pass_players_who_cannot_buy_or_sell_pass_by_themselves() {
    let options = RuleOptions { share_round_auto_pass: true, ..RuleOptions::default() };
    let mut game = sr1_after_directors(options);
    let events = buy_while_possible(&mut game);
    assert_ne!(game.state().round, Round::Share(1), "nobody could buy: the round ended");
    let passes = events.iter().filter(|e| matches!(e, Event::Passed { .. })).count();
    assert_eq!(passes, 2, "both players passed after the last purchase: {events:?}");
    assert!(events.contains(&Event::RoundStarted { round: Round::Company(1) }));
    // The passes are not in the log; replaying it gives the same game.
    let again = Game::replay(game.setup(), game.actions()).unwrap();
    assert_eq!(again.state(), game.state());
}
