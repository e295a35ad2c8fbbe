//! Set-up and the Pre-Share Round (rulebook III, VI; digest R7–R16, R30–R32, T1–T12), plus
//! the game's log mechanics: atomic apply, replay, undo and saves.

mod common;

use common::*;
use tramways_engine::data::game_tables::Round;
use tramways_engine::data::{BoardVariant, Landmark, StadtbahnCompany};
use tramways_engine::game::{
    Action, Actor, CompanyId, Game, Owner, Refusal, ReplayError, SAVE_VERSION, Save, Setup,
    SetupError, Step, Who,
};

fn private_face(game: &Game, id: Landmark) -> i64 {
    game.state().private(id).map(|p| p.face).expect("private in play")
}

fn owner(game: &Game, id: Landmark) -> Option<Owner> {
    game.state().private(id).and_then(|p| p.owner)
}

#[test]
fn t1_r8_starting_capital_and_the_preemptive_card() {
    for (n, capital) in [(2, 350), (3, 300), (4, 260), (5, 230), (6, 200)] {
        let g = game(n);
        for p in &g.state().players {
            assert_eq!(p.cash, capital, "{n} players");
            assert!(p.preemptive);
        }
        let total: i64 = g.state().players.iter().map(|p| p.cash).sum();
        assert_eq!(g.state().money_in_play(), total);
        assert_eq!(g.state().bank.paid_out, total);
    }
}

#[test]
fn t3_r10_trams_by_player_count() {
    for (n, yellow, others) in [(2, 2, 3), (3, 4, 4), (4, 6, 5), (5, 8, 6), (6, 10, 7)] {
        let g = game(n);
        let trams = &g.state().trams;
        assert_eq!(trams.spaces[0].map(|s| s.1), Some(yellow), "{n}p yellow on the left space");
        assert!(trams.supply.iter().all(|&(_, c)| c == others));
        let colours: Vec<_> = trams.supply.iter().map(|s| format!("{:?}", s.0)).collect();
        assert_eq!(colours, ["Orange", "Red", "Pink", "Purple"], "orange on top");
    }
}

#[test]
fn t4_r13_line_display_and_stack() {
    for (n, shown, stack) in [(2, 3, 6), (3, 4, 8), (4, 5, 13), (6, 7, 11)] {
        for seed in 0..20 {
            let names: Vec<String> = (0..n).map(|i| format!("P{i}")).collect();
            let refs: Vec<&str> = names.iter().map(String::as_str).collect();
            let g = Game::new(Setup::new(&refs, seed)).unwrap();
            assert_eq!(g.state().line_display.len(), shown, "{n}p display");
            assert_eq!(g.state().line_stack.len(), stack, "{n}p stack");
            assert!(!g.state().line_display.contains(&2), "A42: #2 is not in the first display");
            assert!(g.state().line_stack.contains(&2));
        }
    }
}

#[test]
fn r7_the_shuffles_follow_the_seed() {
    let a = Game::new(Setup::new(&["A", "B", "C", "D"], 1)).unwrap();
    let b = Game::new(Setup::new(&["A", "B", "C", "D"], 1)).unwrap();
    assert_eq!(a.state(), b.state(), "same seed, same game");
    let differ = (2..12).any(|seed| {
        let c = Game::new(Setup::new(&["A", "B", "C", "D"], seed)).unwrap();
        c.state().line_display != a.state().line_display
            || c.state().players[0].order_card != a.state().players[0].order_card
    });
    assert!(differ, "other seeds deal other cards");
}

#[test]
fn t5_r15_three_players_on_the_small_map() {
    let g = game(3);
    assert_eq!(g.state().variant, BoardVariant::ThreePlayerSmall);
    for removed in [9, 10, 13, 14, 16, 17] {
        assert!(!g.state().lines.contains_key(&removed), "line {removed}");
    }
    assert!(g.state().private(Landmark::Prater).is_none());
    assert_eq!(g.state().privates.len(), 5);
    assert!(!g.state().stadtbahn.contains(&StadtbahnCompany::V));
    assert_eq!(g.state().market.price(CompanyId::Stadtbahn(StadtbahnCompany::W)), Some(95));
}

#[test]
fn t6_r16_two_player_removals() {
    let g = game(2);
    let lines: Vec<u8> = g.state().lines.keys().copied().collect();
    assert_eq!(lines, [1, 2, 3, 4, 5, 6, 7, 15, 18]);
    assert_eq!(g.state().privates.len(), 4);
    assert!(g.state().private(Landmark::SchlossSchoenbrunn).is_none());
}

#[test]
fn t7_r12_stadtbahn_prices() {
    let g = game(4);
    let price = |c| g.state().market.price(CompanyId::Stadtbahn(c));
    assert_eq!(price(StadtbahnCompany::W), Some(95));
    assert_eq!(price(StadtbahnCompany::V), Some(85));
    assert_eq!(price(StadtbahnCompany::G), Some(75));
    assert_eq!(price(StadtbahnCompany::D), Some(65));
}

#[test]
fn setup_refuses_bad_player_lists() {
    assert!(matches!(Game::new(Setup::new(&["A"], 1)), Err(SetupError::PlayerCount(1))));
    let seven = ["A", "B", "C", "D", "E", "F", "G"];
    assert!(matches!(Game::new(Setup::new(&seven, 1)), Err(SetupError::PlayerCount(7))));
    assert!(matches!(Game::new(Setup::new(&["A", "A"], 1)), Err(SetupError::Names)));
    assert!(matches!(Game::new(Setup::new(&["A", " "], 1)), Err(SetupError::Names)));
}

#[test]
fn t8_r30_opening_bids_and_raises() {
    let mut g = game(4);
    play(&mut g, Action::ChoosePrivate { player: 0, private: Landmark::Hofburg });
    let err = g.apply(&Action::BidPrivate { player: 0, amount: 35 });
    assert_eq!(err, Err(Refusal::BidTooLow { min: 40 }));
    let err = g.apply(&Action::BidPrivate { player: 0, amount: 42 });
    assert_eq!(err, Err(Refusal::BidNotInSteps { step: 5 }));
    play(&mut g, Action::BidPrivate { player: 0, amount: 45 });
    let err = g.apply(&Action::BidPrivate { player: 1, amount: 47 });
    assert_eq!(err, Err(Refusal::BidTooLow { min: 50 }));
    assert!(g.available().allows(&Action::BidPrivate { player: 1, amount: 50 }));
    assert!(g.available().allows(&Action::BidPrivate { player: 1, amount: 55 }));
    assert!(!g.available().allows(&Action::BidPrivate { player: 1, amount: 47 }));
    play(&mut g, Action::BidPrivate { player: 1, amount: 55 });
}

#[test]
fn t8_a2_the_chooser_may_pass_and_another_player_opens() {
    let mut g = game(3);
    play(&mut g, Action::ChoosePrivate { player: 0, private: Landmark::Hofburg });
    play(&mut g, Action::PassPrivate { player: 0 });
    play(&mut g, Action::BidPrivate { player: 1, amount: 40 });
    play(&mut g, Action::PassPrivate { player: 2 });
    assert_eq!(owner(&g, Landmark::Hofburg), Some(Owner::Player(1)));
    assert_eq!(cash(&g, 1), 300 - 40);
    // R30.5/A3: the next seat after the chooser (P1) chooses next: P2.
    assert_eq!(actor(&g), 1);
}

#[test]
fn t9_r30_bids_are_capped_by_cash() {
    let mut g = game(2);
    play(&mut g, Action::ChoosePrivate { player: 0, private: Landmark::Hofburg });
    let too_much = g.apply(&Action::BidPrivate { player: 0, amount: 355 });
    assert!(matches!(too_much, Err(Refusal::BidOverCash { .. })), "{:?}", too_much);
    let allowed = g.available();
    let max = allowed.moves.iter().find_map(|m| match m {
        tramways_engine::game::Move::Amount { max, .. } => Some(*max),
        _ => None,
    });
    assert_eq!(max, Some(350));
}

#[test]
fn t10_r31_the_first_private_drops_to_zero_for_the_starting_player() {
    let mut g = game(3);
    play(&mut g, Action::ChoosePrivate { player: 0, private: Landmark::Karlskirche });
    let mut drops = Vec::new();
    while owner(&g, Landmark::Karlskirche).is_none() {
        for _ in 0..3 {
            let p = actor(&g);
            play(&mut g, Action::PassPrivate { player: p });
        }
        drops.push(private_face(&g, Landmark::Karlskirche));
    }
    assert_eq!(drops, [15, 10, 5, 0]);
    assert_eq!(owner(&g, Landmark::Karlskirche), Some(Owner::Player(0)));
    assert_eq!(cash(&g, 0), 300, "taken for free");
}

#[test]
fn a3_the_starting_player_must_put_the_first_private_up() {
    let g = game(4);
    let err = g.clone().apply(&Action::PassPrivate { player: 0 });
    assert_eq!(err, Err(Refusal::FirstPrivateCompulsory));
    assert!(!g.available().allows(&Action::PassPrivate { player: 0 }));
    let err = g.clone().apply(&Action::ChoosePrivate { player: 1, private: Landmark::Hofburg });
    assert_eq!(err, Err(Refusal::NotYourTurn { expected: Who::Player(0), got: Who::Player(1) }));
}

#[test]
fn t11_r31_all_pass_on_a_later_private_pays_the_owners_and_restarts() {
    let mut g = game(4);
    // P1 buys Stephansdom, then P2 (next chooser) buys Karlskirche.
    play(&mut g, Action::ChoosePrivate { player: 0, private: Landmark::Stephansdom });
    play(&mut g, Action::BidPrivate { player: 0, amount: 50 });
    for p in [1, 2, 3] {
        play(&mut g, Action::PassPrivate { player: p });
    }
    play(&mut g, Action::ChoosePrivate { player: 1, private: Landmark::Karlskirche });
    play(&mut g, Action::BidPrivate { player: 1, amount: 20 });
    for p in [2, 3, 0] {
        play(&mut g, Action::PassPrivate { player: p });
    }
    let (c0, c1) = (cash(&g, 0), cash(&g, 1));
    // P3 chooses Schönbrunn; nobody bids.
    play(&mut g, Action::ChoosePrivate { player: 2, private: Landmark::SchlossSchoenbrunn });
    for p in [2, 3, 0, 1] {
        play(&mut g, Action::PassPrivate { player: p });
    }
    assert_eq!(cash(&g, 0), c0 + 25, "Stephansdom pays 25");
    assert_eq!(cash(&g, 1), c1 + 10, "Karlskirche pays 10");
    assert_eq!(private_face(&g, Landmark::SchlossSchoenbrunn), 60, "A4: no price drop");
    assert_eq!(owner(&g, Landmark::SchlossSchoenbrunn), None);
    assert_eq!(actor(&g), 0, "the holder of card 1 chooses again");
}

#[test]
fn a3_everybody_declining_to_choose_counts_as_all_pass() {
    let mut g = game(2);
    play(&mut g, Action::ChoosePrivate { player: 0, private: Landmark::Hofburg });
    play(&mut g, Action::BidPrivate { player: 0, amount: 40 });
    play(&mut g, Action::PassPrivate { player: 1 });
    let c0 = cash(&g, 0);
    play(&mut g, Action::PassPrivate { player: 1 }); // P2 declines to choose
    play(&mut g, Action::PassPrivate { player: 0 }); // P1 declines too
    assert_eq!(cash(&g, 0), c0 + 20, "Hofburg pays its dividend");
    assert_eq!(actor(&g), 0);
}

#[test]
fn t12_r32_least_cash_picks_the_first_order_card() {
    let mut g = game(4);
    // Prices chosen so that P1 ends with 100, P2 and P3 with 80 (of 260 each).
    let sales = [
        (0, Landmark::SchlossSchoenbrunn, 160),
        (1, Landmark::Stephansdom, 180),
        (2, Landmark::Hofburg, 180),
        (3, Landmark::SchlossBelvedere, 110),
    ];
    for (p, private, price) in sales {
        play(&mut g, Action::ChoosePrivate { player: p, private });
        play(&mut g, Action::BidPrivate { player: p, amount: price });
        for q in (1..4).map(|k| (p + k) % 4) {
            play(&mut g, Action::PassPrivate { player: q });
        }
    }
    // P4 also buys the last two privates at face value: 150 − 10 − 20 = 120.
    play(&mut g, Action::ChoosePrivate { player: 0, private: Landmark::Prater });
    play(&mut g, Action::PassPrivate { player: 0 });
    play(&mut g, Action::PassPrivate { player: 1 });
    play(&mut g, Action::PassPrivate { player: 2 });
    play(&mut g, Action::BidPrivate { player: 3, amount: 10 });
    play(&mut g, Action::ChoosePrivate { player: 1, private: Landmark::Karlskirche });
    play(&mut g, Action::PassPrivate { player: 1 });
    play(&mut g, Action::PassPrivate { player: 2 });
    play(&mut g, Action::BidPrivate { player: 3, amount: 20 });
    play(&mut g, Action::PassPrivate { player: 0 });
    assert!(matches!(g.state().step, Step::OrderCards { .. }));
    let cashes: Vec<i64> = (0..4).map(|p| cash(&g, p)).collect();
    assert_eq!(cashes, [100, 80, 80, 120]);
    assert_eq!(actor(&g), 1, "P2 (80, earlier card) picks first");
    play(&mut g, Action::PickOrderCard { player: 1, card: 3 });
    assert_eq!(actor(&g), 2, "then P3 (80)");
    let taken = g.clone().apply(&Action::PickOrderCard { player: 2, card: 3 });
    assert!(matches!(taken, Err(Refusal::OrderCardTaken { .. })), "{:?}", taken);
    play(&mut g, Action::PickOrderCard { player: 2, card: 1 });
    assert_eq!(actor(&g), 0, "then P1 (100)");
    play(&mut g, Action::PickOrderCard { player: 0, card: 4 });
    // P4 gets the last card and the first Share Round begins.
    assert_eq!(g.state().players[3].order_card, 2);
    assert_eq!(g.state().round, Round::Share(1));
}

#[test]
fn apply_is_atomic_and_refusals_change_nothing() {
    let mut g = game(3);
    let before = g.state().clone();
    for bad in [
        Action::BidPrivate { player: 0, amount: 40 },
        Action::ChoosePrivate { player: 2, private: Landmark::Hofburg },
        Action::BuyShare { player: 0, company: CompanyId::Stadtbahn(StadtbahnCompany::W) },
        Action::PickOrderCard { player: 0, card: 1 },
    ] {
        assert!(g.apply(&bad).is_err(), "{bad:?}");
        assert_eq!(g.state(), &before, "{bad:?} changed the state");
        assert!(g.actions().is_empty());
    }
}

#[test]
fn replay_undo_redo_and_saves_agree_with_live_play() {
    let mut g = game(4);
    finish_pre_share(&mut g);
    let live = g.state().clone();
    let replayed = Game::replay(g.setup(), g.actions()).unwrap();
    assert_eq!(replayed.state(), &live);
    let n = g.actions().len();
    assert!(g.undo());
    assert_eq!(g.actions().len(), n - 1);
    assert_ne!(g.state(), &live);
    assert!(g.can_redo());
    assert!(g.redo());
    assert_eq!(g.state(), &live);
    let json = serde_json::to_string(&g.save()).unwrap();
    let save: Save = serde_json::from_str(&json).unwrap();
    assert_eq!(save.version, SAVE_VERSION);
    assert_eq!(Game::load(&save).unwrap().state(), &live);
}

#[test]
fn replay_reports_the_first_refused_action() {
    let mut g = game(3);
    finish_pre_share(&mut g);
    let mut log = g.actions().to_vec();
    log.insert(2, Action::PickOrderCard { player: 0, card: 9 });
    match Game::replay(g.setup(), &log) {
        Err(ReplayError::Action { index, kind, .. }) => {
            assert_eq!((index, kind), (2, "pick_order_card"));
        }
        other => panic!("{other:?}"),
    }
    let newer = Save { version: SAVE_VERSION + 1, setup: g.setup().clone(), actions: vec![] };
    assert!(matches!(Game::load(&newer), Err(ReplayError::Setup(SetupError::Version(_)))));
}

#[test]
fn r25_a50_a_player_returns_a_private_for_its_face_value() {
    let mut g = game(3);
    play(&mut g, Action::ChoosePrivate { player: 0, private: Landmark::Hofburg });
    play(&mut g, Action::BidPrivate { player: 0, amount: 60 });
    play(&mut g, Action::PassPrivate { player: 1 });
    play(&mut g, Action::PassPrivate { player: 2 });
    // Now P2 chooses; P1 may not return Hofburg out of turn.
    let out_of_turn = g
        .clone()
        .apply(&Action::ReturnPrivate { owner: Owner::Player(0), private: Landmark::Hofburg });
    assert_eq!(out_of_turn, Err(Refusal::OwnerNotDeciding { owner: Owner::Player(0) }));
    play(&mut g, Action::ChoosePrivate { player: 1, private: Landmark::Karlskirche });
    play(&mut g, Action::BidPrivate { player: 1, amount: 20 });
    play(&mut g, Action::PassPrivate { player: 2 });
    let c0 = cash(&g, 0);
    play(&mut g, Action::ReturnPrivate { owner: Owner::Player(0), private: Landmark::Hofburg });
    assert_eq!(cash(&g, 0), c0 + 40, "the face value, not the price paid");
    assert!(g.state().private(Landmark::Hofburg).unwrap().closed);
}

#[test]
fn money_is_conserved_through_the_pre_share_round() {
    let mut g = game(5);
    finish_pre_share(&mut g);
    let s = g.state();
    assert_eq!(s.money_in_play(), s.bank.paid_out - s.bank.paid_in);
    assert!(s.privates.iter().all(|p| p.owner.is_some()));
}

#[test]
fn check_gives_the_reason_without_changing_anything() {
    let mut g = game(3);
    play(&mut g, Action::ChoosePrivate { player: 0, private: Landmark::Hofburg });
    let before = g.state().clone();
    let err = g.check(&Action::BidPrivate { player: 0, amount: 35 }).unwrap_err();
    assert_eq!(err, Refusal::BidTooLow { min: 40 });
    assert!(g.check(&Action::BidPrivate { player: 0, amount: 40 }).is_ok());
    assert_eq!(g.state(), &before);
    assert_eq!(g.actions().len(), 1);
}

#[test]
fn replay_with_events_gives_each_actions_events() {
    let mut g = game(3);
    play(&mut g, Action::ChoosePrivate { player: 0, private: Landmark::Hofburg });
    let events = g.apply(&Action::BidPrivate { player: 0, amount: 40 }).unwrap();
    let (replayed, log) = Game::replay_with_events(g.setup(), g.actions()).unwrap();
    assert_eq!(replayed.state(), g.state());
    assert_eq!(log.len(), 2);
    assert_eq!(log[1], events);
    assert!(matches!(log[0][0], tramways_engine::game::Event::PrivateChosen { .. }));
}

#[test]
fn a_refusal_out_of_turn_names_the_players_by_id() {
    // Issue 16: names come from a file or a link; a refusal holds ids, and the app words
    // them with the names quoted briefly (i18n).
    let (a, b) = (format!("{}a", "n".repeat(100_000)), format!("{}b", "n".repeat(100_000)));
    let g = Game::new(Setup::new(&[a.as_str(), b.as_str()], 1)).unwrap();
    let Actor::Player { player } = g.available().actor else { panic!("a player chooses first") };
    let err =
        g.clone().apply(&Action::ChoosePrivate { player: 1 - player, private: Landmark::Hofburg });
    let expected =
        Refusal::NotYourTurn { expected: Who::Player(player), got: Who::Player(1 - player) };
    assert_eq!(err, Err(expected));
}

/// R2, A45: the richest win; equal wealth shares a rank (and the win), the next rank counts
/// every player above it.
#[test]
fn the_outcome_ranks_by_wealth_and_ties_share_the_win() {
    let mut g = game(3);
    let start = g.outcome();
    assert_eq!(start.winners(), [0, 1, 2], "equal wealth: a shared win");
    assert!(start.ranking.iter().all(|r| r.rank == 1));
    // Player 0 pays 45 for Hofburg (face value 40, which counts at the end, A46).
    play(&mut g, Action::ChoosePrivate { player: 0, private: Landmark::Hofburg });
    play(&mut g, Action::BidPrivate { player: 0, amount: 45 });
    play(&mut g, Action::PassPrivate { player: 1 });
    play(&mut g, Action::PassPrivate { player: 2 });
    let outcome = g.outcome();
    assert_eq!(outcome.winners(), [1, 2]);
    let ranks: Vec<(u8, u8)> = outcome.ranking.iter().map(|r| (r.score.player, r.rank)).collect();
    assert_eq!(ranks, [(1, 1), (2, 1), (0, 3)]);
    assert_eq!(outcome.ranking[2].score.value, outcome.ranking[0].score.value - 5);
}

/// Issue 18: an observation hides the order of the line stack (R11) and nothing else; a
/// sample deals the same cards in some order, and offers the same moves.
#[test]
fn an_observation_hides_the_order_of_the_line_stack() {
    use rand::SeedableRng;
    let g = game(4);
    let real = g.state();
    let mut other = real.clone();
    assert!(other.line_stack.len() > 2, "cards are left in the stack");
    other.line_stack.reverse();
    let reversed = other;
    assert_ne!(&reversed, real);
    assert_eq!(real.observation(0), reversed.observation(0));
    let seen = real.observation(0);
    let mut sorted = real.line_stack.clone();
    sorted.sort_unstable();
    assert_eq!(seen.state().line_stack, sorted);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
    let sample = seen.sample(&mut rng);
    let mut dealt = sample.line_stack.clone();
    dealt.sort_unstable();
    assert_eq!(dealt, sorted);
    assert_eq!(sample.available(), real.available());
}
