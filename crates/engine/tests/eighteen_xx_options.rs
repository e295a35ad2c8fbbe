//! Rule options for the ways 18xx.games differs from the printed rules (reference
//! deviations.md, section B) in the set-up, the Share Rounds (B1, R34 auto-pass), the Company
//! Rounds (B5, B8) and the Line Rounds (B17): off by default, switched on by the importer of
//! 18xx.games logs. Each is shown off and on. B14 (the best route not enforced) is shown in
//! the Line Round unit tests and on the real export in `import.rs`.

mod common;

use common::*;
use tramways_engine::data::game_tables::{Round, TramCompany, lines_in_play};
use tramways_engine::game::{
    Action, Actor, CompanyStage, Deal, Event, Game, Move, Refusal, RuleOptions, Setup, SetupError,
    Step, TramChance,
};
use tramways_engine::map::graph::NodeRef;
use tramways_engine::rules::board_state::Marker;

use TramCompany::{
    BauUndBetrieb as BBG, GemeindeWien as GW, SchaeckJaquet as SJ, WienerTramway as WT,
};

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
    assert!(!default.dividends_before_trams && !default.home_circle_chosen);
    assert!(xx.dividends_before_trams && xx.home_circle_chosen);
    assert!(!default.best_route_not_enforced && xx.best_route_not_enforced);
    assert!(!default.tram_steps_as_18xx_games && xx.tram_steps_as_18xx_games);
    assert!(!default.untiled_stations_are_stops && xx.untiled_stations_are_stops);
    assert!(!default.purple_layouts_are_tiles && xx.purple_layouts_are_tiles);
    // Only for games created before 18xx.games' fix of 2023-09-04: the importer decides.
    assert!(!default.order_after_dividends && !xx.order_after_dividends);
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
    assert_eq!(err, Err(Refusal::CompanyNotInGame { company: outsider }));
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

// ----- B8: all dividends before the tram steps -----

/// A 4-player game (the deal of `common::game`) with these options, through SR1: P1..P4
/// direct WT, SJ, BBG and GW at par 70. CR1 begins.
fn cr1_with(options: RuleOptions) -> (Game, Vec<Event>) {
    let mut setup = setup_with(4, 7, options);
    let line_deck = lines_in_play(setup.variant).map(|c| c.number).collect();
    setup.deal = Some(Deal { order_cards: vec![1, 2, 3, 4], line_deck, tram_companies: None });
    let mut game = Game::new(setup).expect("a valid set-up");
    finish_pre_share(&mut game);
    buy_directors(&mut game, &[(WT, 70), (SJ, 70), (BBG, 70), (GW, 70)]);
    let mut events = Vec::new();
    while game.state().round == Round::Share(1) {
        let p = actor(&game);
        events = game.apply(&Action::PassShare { player: p }).expect("a pass");
    }
    assert_eq!(game.state().round, Round::Company(1));
    (game, events)
}

fn stage(game: &Game) -> CompanyStage {
    match &game.state().step {
        Step::Company(step) => step.stage.clone(),
        other => panic!("a Company Round should be under way, not {other:?}"),
    }
}

fn stadtbahn_ran(events: &[Event]) -> usize {
    events.iter().filter(|e| matches!(e, Event::StadtbahnRan { .. })).count()
}

/// CR1: nothing on any Revenue space, so every dividend is 0 by itself (A15).
#[test]
fn r46_by_default_each_company_buys_trams_before_the_next_and_the_stadtbahn_runs_last() {
    let (mut game, events) = cr1_with(RuleOptions::default());
    let Step::Company(step) = &game.state().step else { panic!("CR1") };
    let order = step.order.clone();
    assert_eq!(
        stage(&game),
        CompanyStage::Trams { company: order[0], chance: TramChance::Revenue }
    );
    assert_eq!(stadtbahn_ran(&events), 0, "the Stadtbahn companies run after the tram steps");
    let mut ran = 0;
    for (i, &company) in order.iter().enumerate() {
        assert_eq!(stage(&game).company(), company);
        let events = game.apply(&Action::DoneTrams { company }).expect("done");
        ran += stadtbahn_ran(&events);
        assert_eq!(ran > 0, i + 1 == order.len(), "after the last tram step only");
    }
}

#[test]
fn b8_with_the_option_the_stadtbahn_runs_before_the_first_tram_step() {
    let options = RuleOptions { dividends_before_trams: true, ..RuleOptions::default() };
    let (mut game, events) = cr1_with(options);
    let Step::Company(step) = &game.state().step else { panic!("CR1") };
    let order = step.order.clone();
    // The four 0 dividends and the Stadtbahn runs came with the last pass of SR1.
    let dividends = events.iter().filter(|e| matches!(e, Event::DividendPaid { .. })).count();
    assert_eq!(dividends, 4 + 4, "four tram companies, then W, G, D and V");
    assert_eq!(stadtbahn_ran(&events), 4);
    // Then every company's tram step, in the CRc order.
    for &company in &order {
        assert_eq!(stage(&game), CompanyStage::Trams { company, chance: TramChance::Revenue });
        play(&mut game, Action::DoneTrams { company });
    }
    assert!(matches!(stage(&game), CompanyStage::ChooseLine { .. }), "then CRe");
}

// ----- B5: the mandatory tram in CRd -----

/// Whether the company in its CR1 tram step (CRd) may finish it without a tram.
fn may_finish_crd_without_a_tram(options: RuleOptions) -> bool {
    let (game, _) = cr1_with(options);
    let CompanyStage::Trams { company, chance: TramChance::Revenue } = stage(&game) else {
        panic!("CR1 begins with a tram step, not {:?}", stage(&game))
    };
    assert!(game.state().tram_co(company).trams.is_empty());
    let done = Action::DoneTrams { company };
    let offered = game.available().allows(&done);
    assert_eq!(offered, game.check(&done).is_ok(), "offered exactly when accepted");
    offered
}

#[test]
fn r50_by_default_the_mandatory_tram_waits_for_the_last_tram_step_of_the_round() {
    assert!(may_finish_crd_without_a_tram(RuleOptions::default()));
}

#[test]
fn b5_with_the_option_a_company_without_a_tram_must_buy_one_in_crd() {
    let options = RuleOptions { mandatory_tram_every_step: true, ..RuleOptions::default() };
    assert!(!may_finish_crd_without_a_tram(options));
    // The tram on offer may then be bought with the director's money (A19).
    let (game, _) = cr1_with(options);
    let buys = game
        .available()
        .moves
        .iter()
        .filter(|m| matches!(m.lowest(), Action::BuyTram { .. }))
        .count();
    assert!(buys > 0);
}

/// Through CR1 (each company buys its cheapest tram and the first line on display), LR1a and
/// LR1b (each line lays the first tile offered, places its home marker where it must choose
/// it, and runs its best route): CR2 begins with money on the Revenue spaces.
fn cr2_with(options: RuleOptions) -> Game {
    let (mut game, _) = cr1_with(options);
    while game.state().round == Round::Company(1) {
        let company = stage(&game).company();
        let co = game.state().tram_co(company);
        let moves: Vec<Action> = game.available().moves.iter().map(Move::lowest).collect();
        let action = match stage(&game) {
            CompanyStage::Trams { .. } if co.trams.is_empty() => {
                moves.into_iter().find(|a| matches!(a, Action::BuyTram { .. })).expect("a tram")
            }
            CompanyStage::ChooseLine { .. } if co.lines.is_empty() => {
                moves.into_iter().find(|a| matches!(a, Action::ChooseLine { .. })).expect("a line")
            }
            CompanyStage::Trams { .. } => Action::DoneTrams { company },
            _ => Action::PassLine { company },
        };
        play(&mut game, action);
    }
    while matches!(game.state().step, Step::Line(_)) {
        let Actor::Line { line, .. } = game.available().actor else { panic!("a line acts") };
        // B17 (when on): a line on an OO hex places its home marker first.
        let home = game.available().moves.iter().map(Move::lowest).find_map(|a| match a {
            Action::PlaceStation { .. } => Some(a),
            _ => None,
        });
        if let Some(home) = home.filter(|_| !game.state().lines[&line].operated) {
            play(&mut game, home);
        }
        let lay = game
            .available()
            .moves
            .iter()
            .map(Move::lowest)
            .find(|a| matches!(a, Action::LayTile { .. }));
        if let Some(lay) = lay {
            play(&mut game, lay);
        }
        play(&mut game, Action::RunTram { line, route: None });
    }
    assert_eq!(game.state().round, Round::Company(2));
    game
}

/// The decisions of CRd in the order they come, each made plainly (a dividend of 0, no tram
/// bought), and how many Stadtbahn companies had run before each.
fn crd_decisions(game: &mut Game) -> Vec<(CompanyStage, usize)> {
    let mut seen = Vec::new();
    let mut ran = 0;
    loop {
        let stage = stage(game);
        let action = match &stage {
            CompanyStage::Dividend { company } => {
                Action::PayDividend { company: *company, amount: 0 }
            }
            CompanyStage::Trams { company, .. } => Action::DoneTrams { company: *company },
            _ => return seen,
        };
        seen.push((stage, ran));
        ran += stadtbahn_ran(&game.apply(&action).expect("a plain decision"));
    }
}

/// CR2: the companies in the CRc order, and those with money on their Revenue space.
fn order_and_earning(game: &Game) -> (Vec<TramCompany>, Vec<TramCompany>) {
    let Step::Company(step) = &game.state().step else { panic!("CR2") };
    let earning =
        step.order.iter().copied().filter(|&c| game.state().tram_co(c).revenue > 0).collect();
    (step.order.clone(), earning)
}

#[test]
fn r46_by_default_a_company_buys_trams_right_after_its_dividend() {
    let mut game = cr2_with(RuleOptions::default());
    let (order, earning) = order_and_earning(&game);
    assert_eq!(earning.len(), 2, "WT and GW earned in LR1");
    let mut expected = Vec::new();
    for &company in &order {
        // A15: a company with nothing to pay out is not asked.
        if earning.contains(&company) {
            expected.push((CompanyStage::Dividend { company }, 0));
        }
        expected.push((CompanyStage::Trams { company, chance: TramChance::Revenue }, 0));
    }
    // No Stadtbahn company ran before the last tram step.
    assert_eq!(crd_decisions(&mut game), expected);
}

#[test]
fn b8_with_the_option_every_dividend_comes_first_in_the_company_order() {
    let options = RuleOptions { dividends_before_trams: true, ..RuleOptions::default() };
    let mut game = cr2_with(options);
    let (order, earning) = order_and_earning(&game);
    assert_eq!(earning.len(), 2, "WT and GW earned in LR1");
    let mut expected: Vec<(CompanyStage, usize)> =
        earning.iter().map(|&company| (CompanyStage::Dividend { company }, 0)).collect();
    // The four Stadtbahn companies ran after the last dividend, before any tram step.
    expected.extend(
        order
            .iter()
            .map(|&company| (CompanyStage::Trams { company, chance: TramChance::Revenue }, 4)),
    );
    assert_eq!(crd_decisions(&mut game), expected);
}

// ----- B17: the home circle on an OO hex is chosen -----

/// CR1 played as in `cr2_with`, up to the first turn of LR1a: line 1 (home D18) acts first.
fn lr1a_with(options: RuleOptions) -> Game {
    let (mut game, _) = cr1_with(options);
    while game.state().round == Round::Company(1) {
        let company = stage(&game).company();
        let co = game.state().tram_co(company);
        let moves: Vec<Action> = game.available().moves.iter().map(Move::lowest).collect();
        let action = match stage(&game) {
            CompanyStage::Trams { .. } if co.trams.is_empty() => {
                moves.into_iter().find(|a| matches!(a, Action::BuyTram { .. })).expect("a tram")
            }
            // Lines 1 (D18) and 3 (E17), the OO homes, are in the first display.
            CompanyStage::ChooseLine { .. } if co.lines.is_empty() => {
                moves.into_iter().find(|a| matches!(a, Action::ChooseLine { .. })).expect("a line")
            }
            CompanyStage::Trams { .. } => Action::DoneTrams { company },
            _ => Action::PassLine { company },
        };
        play(&mut game, action);
    }
    assert_eq!(game.state().round, Round::Line(1, 'a'));
    game
}

fn at(label: &str, node: u8) -> NodeRef {
    NodeRef { hex: label.parse().expect("a hex"), node }
}

fn stations_offered(game: &Game) -> Vec<NodeRef> {
    game.available()
        .moves
        .iter()
        .filter_map(|m| match m.lowest() {
            Action::PlaceStation { at, .. } => Some(at),
            _ => None,
        })
        .collect()
}

#[test]
fn r78_a54_by_default_the_home_marker_goes_on_the_first_free_circle_at_once() {
    let game = lr1a_with(RuleOptions::default());
    let Actor::Line { line: 1, .. } = game.available().actor else { panic!("line 1 acts") };
    assert_eq!(game.state().board.markers_at(at("D18", 0)), [Marker::Line(1)]);
    assert_eq!(game.state().lines[&1].stations, 1);
}

/// Whether the line may only place station markers (besides ending the game by agreement or
/// returning a private, which are open at any time).
fn only_stations_offered(game: &Game) -> bool {
    game.available().moves.iter().map(Move::lowest).all(|a| {
        matches!(a, Action::PlaceStation { .. } | Action::EndGame | Action::ReturnPrivate { .. })
    })
}

#[test]
fn b17_with_the_option_markers_on_an_oo_hex_are_put_back_on_circles_of_the_lines_choice() {
    let options = RuleOptions { home_circle_chosen: true, ..RuleOptions::default() };
    let mut game = lr1a_with(options);
    let Actor::Line { line: 1, .. } = game.available().actor else { panic!("line 1 acts") };
    // On the printed OO hex the home marker goes on the first circle at once.
    assert_eq!(game.state().board.markers_at(at("D18", 0)), [Marker::Line(1)]);
    assert_eq!(game.state().lines[&1].stations, 1);
    // A tile on D18 lifts it: the line puts it back on a circle of its choice before anything
    // else, and cannot run before.
    let lay = game
        .available()
        .moves
        .iter()
        .map(Move::lowest)
        .find(|a| matches!(a, Action::LayTile { hex, .. } if *hex == at("D18", 0).hex));
    play(&mut game, lay.expect("a tile for D18"));
    assert!(game.state().board.markers_of(Marker::Line(1)).is_empty());
    assert_eq!(stations_offered(&game), [at("D18", 0), at("D18", 1)]);
    assert!(only_stations_offered(&game), "only the circles");
    let run = Action::RunTram { line: 1, route: None };
    let err = game.apply(&run).unwrap_err();
    assert_eq!(err, Refusal::LiftedFirst { hex: "D18".parse().unwrap() });
    let events = game.apply(&Action::PlaceStation { line: 1, at: at("D18", 1) }).unwrap();
    assert_eq!(events, [Event::StationPlaced { line: 1, at: at("D18", 1), cost: 0 }]);
    assert_eq!(game.state().lines[&1].stations, 1, "the same marker, put back");
    assert!(stations_offered(&game).iter().all(|n| n.hex != at("D18", 0).hex), "R80");
    // It is not the turn's station marker, and now the line may run.
    let events = game.apply(&run).unwrap();
    // Line 2 shares D18, now tiled: no marker at the start of its turn; it places its home
    // marker first, on the circle left, and nothing else is offered before.
    assert!(!events.iter().any(|e| matches!(e, Event::StationPlaced { .. })), "{events:?}");
    let Actor::Line { line: 2, .. } = game.available().actor else { panic!("line 2 acts") };
    assert_eq!(stations_offered(&game), [at("D18", 0)]);
    assert!(only_stations_offered(&game), "only the home circle");
    play(&mut game, Action::PlaceStation { line: 2, at: at("D18", 0) });
    let events = game.apply(&Action::RunTram { line: 2, route: None }).unwrap();
    // Line 3's home E17 is an OO hex too, still printed: its marker goes on circle 0 at once.
    assert!(
        events.contains(&Event::StationPlaced { line: 3, at: at("E17", 0), cost: 0 }),
        "{events:?}"
    );
    let Actor::Line { line: 3, .. } = game.available().actor else { panic!("line 3 acts") };
    play(&mut game, Action::RunTram { line: 3, route: None });
    // A line on a single circle (line 4, H28) still gets its marker at once.
    assert_eq!(game.state().board.markers_at(at("H28", 0)), [Marker::Line(4)]);
    let again = Game::replay(game.setup(), game.actions()).unwrap();
    assert_eq!(again.state(), game.state());
}
