//! Rule scenarios: each builds a table from a stacked deck and a short log, and names the
//! rule (S… a source of the crate docs, A… an assumption there) it checks.

mod common;

use common::*;
use trambahn_engine::cards::{COPIES_OF_VALUE, TRAMS};
use trambahn_engine::{
    Action, Card, CardId, Colour, EndReason, Event, Game, Refusal, RulesVersion, Save, ScoringKind,
    Setup, SetupError, Step, TramId, TramKind, TurnStep,
};

/// Plays the start player's first turn of the scoring scenario and the other's, leaving the
/// start player with Blue 3 and Blue 4 in hand and the blue terminal at 2 passengers.
///
/// Anna: Red 1 passenger; blue column 5, 7 with horse tram 0 (1 + 2 VP, × 2).
/// Bert: Blue 1 and Blue 2 passengers; blue column 9 with horse tram 1 (2 VP × 2).
fn scoring_table() -> Game {
    let hand0 = [
        st(Red, 1, 0),
        st(Blue, 5, 0),
        st(Blue, 7, 0),
        st(Green, 1, 0),
        st(Green, 2, 0),
        st(Green, 3, 0),
    ];
    let hand1 = [
        st(Blue, 1, 0),
        st(Blue, 2, 0),
        st(Blue, 9, 0),
        st(Red, 2, 0),
        st(Red, 3, 0),
        st(Green, 4, 0),
    ];
    let draws = [
        st(Blue, 3, 0),
        st(Blue, 4, 0),
        st(Red, 4, 0),
        st(Red, 5, 0),
        st(Red, 6, 0),
        st(Red, 7, 0),
    ];
    let mut g = game(&hand0, &hand1, &draws);
    play(
        &mut g,
        &[
            pass(st(Red, 1, 0)),
            start(st(Blue, 5, 0)),
            station(st(Blue, 7, 0), 0),
            buy(0, 0),
            Action::EndTurn,
            pass(st(Blue, 1, 0)),
            pass(st(Blue, 2, 0)),
            start(st(Blue, 9, 0)),
            buy(1, 0),
            Action::EndTurn,
        ],
    );
    g
}

/// Applies `action`, expects `refusal`, and checks nothing changed (atomic apply).
fn refused(g: &mut Game, action: Action, refusal: Refusal) {
    let before = g.state().clone();
    let log = g.actions().len();
    assert_eq!(g.apply(&action), Err(refusal));
    assert_eq!(g.state(), &before);
    assert_eq!(g.actions().len(), log);
}

// ----- components and set-up -----

/// S1 components. Given the deck, then 28 station cards per colour (values 1 and 10 twice,
/// 2–9 three times) and 8 conductors.
#[test]
fn the_deck_has_112_stations_in_four_colours_and_8_conductors() {
    let faces: Vec<Card> = CardId::all().map(|c| c.card().expect("a card")).collect();
    assert_eq!(faces.len(), 120);
    assert_eq!(faces.iter().filter(|c| **c == Card::Conductor).count(), 8);
    for colour in Colour::ALL {
        for value in 1..=10u8 {
            let n = faces.iter().filter(|c| **c == Card::Station { colour, value }).count();
            assert_eq!(n, usize::from(COPIES_OF_VALUE[usize::from(value - 1)]));
            let expected = if value == 1 || value == 10 { 2 } else { 3 };
            assert_eq!(n, expected, "{colour} {value}");
        }
    }
    assert_eq!(CardId(120).card(), None);
}

/// A1, S10 (for2players.pl, the box's contents card by card: "Karty od 1 do 6 są warte jeden
/// punkt, 7-9 dwa a 10 trzy punkty zwycięstwa"). Given station cards, then values 1–6 are
/// worth 1 victory point, 7–9 2 and 10 3; a conductor none.
#[test]
fn station_victory_points_are_one_for_1_to_6_two_for_7_to_9_three_for_10() {
    let vp = |v| Card::Station { colour: Blue, value: v }.victory_points(RulesVersion::CURRENT);
    assert_eq!((1..=10).map(vp).collect::<Vec<_>>(), [1, 1, 1, 1, 1, 1, 2, 2, 2, 3]);
    assert_eq!(Card::Conductor.victory_points(RulesVersion::CURRENT), 0);
}

/// A1 as first read (games started before issue 49 replay under it): 1–4 → 1, 5–7 → 2,
/// 8–10 → 3.
#[test]
fn the_first_rules_keep_their_victory_points() {
    let vp = |v| Card::Station { colour: Blue, value: v }.victory_points(RulesVersion::First);
    assert_eq!((1..=10).map(vp).collect::<Vec<_>>(), [1, 1, 1, 1, 2, 2, 2, 3, 3, 3]);
    assert_eq!(Card::Conductor.victory_points(RulesVersion::First), 0);
}

/// S1, S5. Given the tram table, then 5 horse ×2 at 5,000, 4 steam ×3 at 10,000, 7 electric
/// ×4 at 15,000, numbered horse first.
#[test]
fn sixteen_trams_horse_steam_electric() {
    let rows: Vec<_> =
        TRAMS.iter().map(|r| (r.kind, r.count, r.multiplier, r.price_cards)).collect();
    assert_eq!(
        rows,
        [(TramKind::Horse, 5, 2, 5), (TramKind::Steam, 4, 3, 10), (TramKind::Electric, 7, 4, 15)]
    );
    assert_eq!(TramId(4).row().map(|r| r.kind), Some(TramKind::Horse));
    assert_eq!(TramId(5).row().map(|r| r.kind), Some(TramKind::Steam));
    assert_eq!(TramId(15).row().map(|r| r.kind), Some(TramKind::Electric));
    assert_eq!(TramId(16).row(), None);
}

/// S2 set-up, A12. Given a new game, then the start player has 12 money cards, the other 15,
/// each a hand of 6; 81 cards remain; three horse trams are on display, 13 stacked.
#[test]
fn set_up_deals_12_and_15_money_and_hands_of_6() {
    let g = Game::new(Setup::new("Anna", "Bert", 42)).unwrap();
    let s = g.state();
    assert_eq!(s.players[0].money.len(), 12);
    assert_eq!(s.players[1].money.len(), 15);
    assert_eq!(s.players[0].marks(), 12_000);
    assert_eq!((s.players[0].hand.len(), s.players[1].hand.len()), (6, 6));
    assert_eq!(s.deck.len(), 81);
    assert_eq!(s.display, [TramId(0), TramId(1), TramId(2)]);
    assert_eq!(s.tram_stack.len(), 13);
    assert_eq!(s.tram_stack.last(), Some(&TramId(3)));
    assert_eq!((s.current, s.step), (0, Step::Passengers { played: 0 }));
}

/// Seeded shuffle. Given the same seed twice, then the same deal; another seed, another deal.
#[test]
fn the_seed_decides_the_shuffle() {
    let a = Game::new(Setup::new("A", "B", 5)).unwrap();
    let b = Game::new(Setup::new("A", "B", 5)).unwrap();
    let c = Game::new(Setup::new("A", "B", 6)).unwrap();
    assert_eq!(a.state(), b.state());
    assert_ne!(a.state().deck, c.state().deck);
}

/// Two players only; a stacked deck holds each card once. Given bad set-ups, then errors.
#[test]
fn a_set_up_needs_two_players_and_a_whole_deck() {
    let three = Setup {
        seed: 1,
        names: vec!["A".into(), "B".into(), "C".into()],
        deck: None,
        bots: Vec::new(),
        rules: RulesVersion::CURRENT.number(),
    };
    assert_eq!(Game::new(three).err(), Some(SetupError::PlayerCount { names: 3 }));
    let mut short = stacked(&[], &[], &[]);
    short.deck.as_mut().unwrap().pop();
    assert_eq!(Game::new(short).err(), Some(SetupError::Deck));
}

// ----- step 1: passengers -----

/// Step 1 is compulsory (S3, S5). Given a new turn, when the player starts a column, puts
/// money, buys or ends the turn, then each is refused until a passenger is played.
#[test]
fn a_passenger_comes_first() {
    let mut g = Game::new(Setup::new("A", "B", 3)).unwrap();
    let card = g.state().players[0].hand[0];
    refused(&mut g, start(card), Refusal::PassengerFirst);
    refused(&mut g, money(card), Refusal::PassengerFirst);
    refused(&mut g, Action::EndTurn, Refusal::PassengerFirst);
    refused(&mut g, buy(0, 0), Refusal::PassengerFirst);
    assert!(g.available().iter().all(|a| matches!(a, Action::PlayPassenger { .. })));
}

/// S3, A10. Given a red station card, when it goes to the blue terminal, then refused; to
/// the red one, accepted.
#[test]
fn a_passenger_goes_to_its_colours_terminal() {
    let hand0 = [
        st(Red, 4, 0),
        st(Blue, 1, 0),
        st(Blue, 2, 0),
        st(Blue, 3, 0),
        st(Blue, 4, 0),
        st(Blue, 5, 0),
    ];
    let mut g = game(
        &hand0,
        &[
            st(Green, 1, 0),
            st(Green, 2, 0),
            st(Green, 3, 0),
            st(Green, 4, 0),
            st(Green, 5, 0),
            st(Green, 6, 0),
        ],
        &[],
    );
    let card = st(Red, 4, 0);
    refused(
        &mut g,
        Action::PlayPassenger { card, terminal: Blue },
        Refusal::WrongTerminal { card, terminal: Blue },
    );
    play(&mut g, &[Action::PlayPassenger { card, terminal: Red }]);
    assert_eq!(g.state().terminals[Red.index()], [card]);
    assert_eq!(g.state().step, Step::Passengers { played: 1 });
}

/// S1 conductors are jokers. Given a conductor, then it may go to any terminal.
#[test]
fn a_conductor_goes_to_any_terminal() {
    let hand0 = [cond(0), cond(1), st(Blue, 1, 0), st(Blue, 2, 0), st(Blue, 3, 0), st(Blue, 4, 0)];
    let mut g = game(
        &hand0,
        &[
            st(Green, 1, 0),
            st(Green, 2, 0),
            st(Green, 3, 0),
            st(Green, 4, 0),
            st(Green, 5, 0),
            st(Green, 6, 0),
        ],
        &[],
    );
    let offered: Vec<Colour> = g
        .available()
        .iter()
        .filter_map(|a| match a {
            Action::PlayPassenger { card, terminal } if *card == cond(0) => Some(*terminal),
            _ => None,
        })
        .collect();
    assert_eq!(offered, Colour::ALL);
    play(&mut g, &[Action::PlayPassenger { card: cond(0), terminal: Yellow }]);
    assert_eq!(g.state().terminals[Yellow.index()], [cond(0)]);
}

/// S4, S8, A10. Given two passengers of different colours, then both go, each to its own
/// terminal, and a third is refused.
#[test]
fn one_or_two_passengers_a_turn() {
    let hand0 = [
        st(Red, 4, 0),
        st(Blue, 1, 0),
        st(Green, 7, 0),
        st(Blue, 3, 0),
        st(Blue, 4, 0),
        st(Blue, 5, 0),
    ];
    let mut g = game(
        &hand0,
        &[
            st(Green, 1, 0),
            st(Green, 2, 0),
            st(Green, 3, 0),
            st(Green, 4, 0),
            st(Green, 5, 0),
            st(Green, 6, 0),
        ],
        &[],
    );
    play(&mut g, &[pass(st(Red, 4, 0)), pass(st(Blue, 1, 0))]);
    refused(&mut g, pass(st(Green, 7, 0)), Refusal::PassengersDone);
    assert_eq!(g.state().terminals[Red.index()].len(), 1);
    assert_eq!(g.state().terminals[Blue.index()].len(), 1);
}

/// S6, S9: the 4th passenger scores the colour for both players, each column with a tram:
/// its stations' points × the tram's multiplier (A1: 1–6 → 1, 7–9 → 2). Given Anna's blue 5+7
/// (1+2) on a horse tram and Bert's blue 9 (2) on a horse tram and 2 blue passengers waiting,
/// when Anna plays the 3rd and 4th, then Anna scores 6 and Bert 4 in regular scoring 1.
#[test]
fn the_fourth_passenger_scores_the_colour_for_both_players() {
    let mut g = scoring_table();
    assert_eq!(g.state().terminals[Blue.index()].len(), 2);
    let events = play(&mut g, &[pass(st(Blue, 3, 0)), pass(st(Blue, 4, 0))]);
    let kinds: Vec<ScoringKind> = events
        .iter()
        .filter_map(|e| match e {
            Event::Scored { kind, .. } => Some(*kind),
            _ => None,
        })
        .collect();
    assert_eq!(kinds, [ScoringKind::Regular { colour: Blue, number: 1 }]);
    assert_eq!(scored(&events), [6, 4]);
    let s = g.state();
    assert_eq!((s.players[0].victory_points, s.players[1].victory_points), (6, 4));
    assert_eq!(s.regular_scorings, 1);
}

/// S9, A10: the four passengers are discarded after the scoring and the terminal counts
/// anew. Given the scoring above, then the blue terminal is empty and the four blue
/// passengers are in the discard pile.
#[test]
fn scored_passengers_go_to_the_discard_pile() {
    let mut g = scoring_table();
    play(&mut g, &[pass(st(Blue, 3, 0)), pass(st(Blue, 4, 0))]);
    let s = g.state();
    assert!(s.terminals[Blue.index()].is_empty());
    for v in 1..=4 {
        assert!(s.discard.contains(&st(Blue, v, 0)), "blue {v}");
    }
}

/// S6: only columns of the scored colour run. Given red passengers reaching 4 while both
/// players have blue columns only, then the scoring has no lines and nobody scores.
#[test]
fn a_scoring_runs_only_its_colours_columns() {
    let hand0 = [
        st(Red, 1, 0),
        st(Red, 2, 0),
        st(Blue, 5, 0),
        st(Green, 1, 0),
        st(Green, 2, 0),
        st(Green, 3, 0),
    ];
    let hand1 = [
        st(Red, 3, 0),
        st(Red, 4, 0),
        st(Blue, 9, 0),
        st(Green, 4, 0),
        st(Green, 5, 0),
        st(Green, 6, 0),
    ];
    let mut g = game(&hand0, &hand1, &[]);
    play(
        &mut g,
        &[
            pass(st(Red, 1, 0)),
            pass(st(Red, 2, 0)),
            start(st(Blue, 5, 0)),
            buy(0, 0),
            Action::EndTurn,
        ],
    );
    let events = play(&mut g, &[pass(st(Red, 3, 0)), pass(st(Red, 4, 0))]);
    assert!(events.contains(&Event::Scored {
        kind: ScoringKind::Regular { colour: Red, number: 1 },
        lines: vec![]
    }));
    assert_eq!(g.state().players[0].victory_points, 0);
}

/// A10: conductors count as passengers of the terminal they join. Given two conductors at
/// the red terminal and one green passenger elsewhere, when two more conductors join the
/// red terminal, then red scores (regular scoring 1).
#[test]
fn a_conductor_passenger_counts_toward_the_four() {
    let hand0 = [cond(0), cond(1), cond(2), cond(3), st(Blue, 1, 0), st(Blue, 2, 0)];
    let mut h = game(
        &hand0,
        &[
            st(Green, 1, 0),
            st(Green, 2, 0),
            st(Green, 3, 0),
            st(Green, 4, 0),
            st(Green, 5, 0),
            st(Green, 6, 0),
        ],
        &[],
    );
    play(
        &mut h,
        &[
            Action::PlayPassenger { card: cond(0), terminal: Red },
            Action::PlayPassenger { card: cond(1), terminal: Red },
            Action::EndTurn,
        ],
    );
    play(&mut h, &[pass(st(Green, 1, 0)), Action::EndTurn]);
    let events = play(
        &mut h,
        &[
            Action::PlayPassenger { card: cond(2), terminal: Red },
            Action::PlayPassenger { card: cond(3), terminal: Red },
        ],
    );
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Scored { kind: ScoringKind::Regular { colour: Red, number: 1 }, .. }
    )));
}

/// A10: if the first passenger makes a terminal score, the second may start it anew. Given
/// three red passengers waiting, when Anna plays two more reds, then red scores once and the
/// red terminal holds the last one.
#[test]
fn the_second_passenger_starts_a_scored_terminal_anew() {
    let hand0 = [
        st(Red, 1, 0),
        st(Red, 2, 0),
        st(Red, 3, 0),
        st(Red, 4, 0),
        st(Blue, 1, 0),
        st(Blue, 2, 0),
    ];
    let hand1 = [
        st(Red, 5, 0),
        st(Green, 1, 0),
        st(Green, 2, 0),
        st(Green, 3, 0),
        st(Green, 4, 0),
        st(Green, 5, 0),
    ];
    let mut g = game(&hand0, &hand1, &[]);
    play(&mut g, &[pass(st(Red, 1, 0)), pass(st(Red, 2, 0)), Action::EndTurn]);
    play(&mut g, &[pass(st(Red, 5, 0)), Action::EndTurn]);
    play(&mut g, &[pass(st(Red, 3, 0)), pass(st(Red, 4, 0))]);
    assert_eq!(g.state().regular_scorings, 1);
    assert_eq!(g.state().terminals[Red.index()], [st(Red, 4, 0)]);
}

/// S2, S9, A8: the game ends right after the 10th regular scoring. Given a game where both
/// players only play passengers, then it ends with the passenger that makes the 10th
/// scoring: exactly 10 regular scorings, the last action a passenger, nothing offered after.
#[test]
fn the_tenth_scoring_ends_the_game_at_once() {
    let mut g = Game::new(Setup::new("A", "B", 11)).unwrap();
    let mut last = Vec::new();
    while !g.is_over() {
        let moves = g.available();
        let a = moves
            .iter()
            .find(|a| matches!(a, Action::PlayPassenger { .. }))
            .cloned()
            .unwrap_or(Action::EndTurn);
        last = g.apply(&a).unwrap();
        assert!(g.actions().len() < 2_000, "the game must end");
    }
    assert_eq!(g.state().regular_scorings, 10);
    assert!(matches!(g.actions().last(), Some(Action::PlayPassenger { .. })));
    assert_eq!(last.last(), Some(&Event::GameEnded { reason: EndReason::TenthScoring }));
    assert!(g.available().is_empty());
    refused(&mut g, Action::EndTurn, Refusal::GameOver);
}

// ----- step 2: stations -----

/// A4: a column starts with a station card. Given a conductor in hand, when it starts a
/// column, then refused.
#[test]
fn a_conductor_cannot_start_a_column() {
    let hand0 =
        [st(Red, 1, 0), cond(0), st(Blue, 2, 0), st(Blue, 3, 0), st(Blue, 4, 0), st(Blue, 5, 0)];
    let mut g = game(
        &hand0,
        &[
            st(Green, 1, 0),
            st(Green, 2, 0),
            st(Green, 3, 0),
            st(Green, 4, 0),
            st(Green, 5, 0),
            st(Green, 6, 0),
        ],
        &[],
    );
    play(&mut g, &[pass(st(Red, 1, 0))]);
    refused(&mut g, start(cond(0)), Refusal::ConductorStartsNoColumn);
}

/// S7, A13: station values ascend strictly, with gaps. Given a blue column 3, then a 3 and
/// a 2 are refused and a 7 accepted.
#[test]
fn stations_ascend_strictly_with_gaps() {
    let hand0 = [
        st(Red, 1, 0),
        st(Blue, 3, 0),
        st(Blue, 3, 1),
        st(Blue, 2, 0),
        st(Blue, 7, 0),
        st(Blue, 8, 0),
    ];
    let mut g = game(
        &hand0,
        &[
            st(Green, 1, 0),
            st(Green, 2, 0),
            st(Green, 3, 0),
            st(Green, 4, 0),
            st(Green, 5, 0),
            st(Green, 6, 0),
        ],
        &[],
    );
    play(&mut g, &[pass(st(Red, 1, 0)), start(st(Blue, 3, 0))]);
    refused(&mut g, station(st(Blue, 3, 1), 0), Refusal::NotAscending { last: 3, value: 3 });
    refused(&mut g, station(st(Blue, 2, 0), 0), Refusal::NotAscending { last: 3, value: 2 });
    play(&mut g, &[station(st(Blue, 7, 0), 0)]);
    assert_eq!(g.state().players[0].columns[0].cards, [st(Blue, 3, 0), st(Blue, 7, 0)]);
}

/// One colour per column. Given a blue column, when a green station is added, then refused.
#[test]
fn a_column_has_one_colour() {
    let hand0 = [
        st(Red, 1, 0),
        st(Blue, 3, 0),
        st(Green, 9, 0),
        st(Blue, 2, 0),
        st(Blue, 7, 0),
        st(Blue, 8, 0),
    ];
    let mut g = game(
        &hand0,
        &[
            st(Green, 1, 0),
            st(Green, 2, 0),
            st(Green, 3, 0),
            st(Green, 4, 0),
            st(Green, 5, 0),
            st(Green, 6, 0),
        ],
        &[],
    );
    play(&mut g, &[pass(st(Red, 1, 0)), start(st(Blue, 3, 0))]);
    refused(
        &mut g,
        station(st(Green, 9, 0), 0),
        Refusal::WrongColour { column_colour: Blue, card_colour: Green },
    );
}

/// S6: conductors go on any column and do not change the order. Given a blue 3, when a
/// conductor and then a blue 5 are added, then both are accepted.
#[test]
fn a_conductor_joins_any_column() {
    let hand0 =
        [st(Red, 1, 0), st(Blue, 3, 0), cond(0), st(Blue, 5, 0), st(Blue, 7, 0), st(Blue, 8, 0)];
    let mut g = game(
        &hand0,
        &[
            st(Green, 1, 0),
            st(Green, 2, 0),
            st(Green, 3, 0),
            st(Green, 4, 0),
            st(Green, 5, 0),
            st(Green, 6, 0),
        ],
        &[],
    );
    play(
        &mut g,
        &[
            pass(st(Red, 1, 0)),
            start(st(Blue, 3, 0)),
            station(cond(0), 0),
            station(st(Blue, 5, 0), 0),
        ],
    );
    assert_eq!(g.state().players[0].columns[0].cards.len(), 3);
    assert_eq!(g.state().players[0].columns[0].last_value(), 5);
}

/// S5, A13: a column ends with its 10. Given a blue column 9, 10, then a conductor is
/// refused.
#[test]
fn a_column_is_closed_by_its_ten() {
    let hand0 =
        [st(Red, 1, 0), st(Blue, 9, 0), st(Blue, 10, 0), cond(0), st(Blue, 7, 0), st(Blue, 8, 0)];
    let mut g = game(
        &hand0,
        &[
            st(Green, 1, 0),
            st(Green, 2, 0),
            st(Green, 3, 0),
            st(Green, 4, 0),
            st(Green, 5, 0),
            st(Green, 6, 0),
        ],
        &[],
    );
    play(&mut g, &[pass(st(Red, 1, 0)), start(st(Blue, 9, 0)), station(st(Blue, 10, 0), 0)]);
    refused(&mut g, station(cond(0), 0), Refusal::ColumnClosed { column: 0 });
    assert!(g.state().players[0].columns[0].is_closed());
}

/// S7, A4: several columns of one colour. Given two blue cards, when each starts a column,
/// then the player has two blue columns.
#[test]
fn two_columns_of_one_colour() {
    let hand0 =
        [st(Red, 1, 0), st(Blue, 9, 0), st(Blue, 2, 0), cond(0), st(Blue, 7, 0), st(Blue, 8, 0)];
    let mut g = game(
        &hand0,
        &[
            st(Green, 1, 0),
            st(Green, 2, 0),
            st(Green, 3, 0),
            st(Green, 4, 0),
            st(Green, 5, 0),
            st(Green, 6, 0),
        ],
        &[],
    );
    play(&mut g, &[pass(st(Red, 1, 0)), start(st(Blue, 9, 0)), start(st(Blue, 2, 0))]);
    let cols = &g.state().players[0].columns;
    assert_eq!((cols.len(), cols[0].colour, cols[1].colour), (2, Blue, Blue));
}

/// No column of that index. Given no columns, when a station goes to column 0, then refused.
#[test]
fn a_station_needs_an_existing_column() {
    let hand0 =
        [st(Red, 1, 0), st(Blue, 9, 0), st(Blue, 2, 0), cond(0), st(Blue, 7, 0), st(Blue, 8, 0)];
    let mut g = game(
        &hand0,
        &[
            st(Green, 1, 0),
            st(Green, 2, 0),
            st(Green, 3, 0),
            st(Green, 4, 0),
            st(Green, 5, 0),
            st(Green, 6, 0),
        ],
        &[],
    );
    play(&mut g, &[pass(st(Red, 1, 0))]);
    refused(&mut g, station(st(Blue, 9, 0), 0), Refusal::NoSuchColumn { column: 0 });
}

/// Builds Anna's blue column 1–4 on horse tram 0 (turn 1), Bert's passenger turn, and Anna's
/// blue 5, 6, 7 (turn 2): seven cards, Anna holding Blue 8 and a conductor.
fn seven_card_column() -> Game {
    let hand0 = [
        st(Red, 1, 0),
        st(Blue, 1, 0),
        st(Blue, 2, 0),
        st(Blue, 3, 0),
        st(Blue, 4, 0),
        st(Green, 1, 0),
    ];
    let hand1 = [
        st(Green, 2, 0),
        st(Green, 3, 0),
        st(Green, 4, 0),
        st(Green, 5, 0),
        st(Green, 6, 0),
        st(Green, 7, 0),
    ];
    let draws =
        [st(Blue, 5, 0), st(Blue, 6, 0), st(Blue, 7, 0), st(Blue, 8, 0), cond(0), st(Green, 8, 0)];
    let mut g = game(&hand0, &hand1, &draws);
    play(
        &mut g,
        &[
            pass(st(Red, 1, 0)),
            start(st(Blue, 1, 0)),
            station(st(Blue, 2, 0), 0),
            station(st(Blue, 3, 0), 0),
            station(st(Blue, 4, 0), 0),
            buy(0, 0),
            Action::EndTurn,
            pass(st(Green, 2, 0)),
            Action::EndTurn,
            pass(st(Green, 1, 0)),
            station(st(Blue, 5, 0), 0),
            station(st(Blue, 6, 0), 0),
            station(st(Blue, 7, 0), 0),
        ],
    );
    g
}

/// S2, S6, A6: the 8th card of a column makes it run once at once. Given blue 1–7 on a horse
/// tram, when blue 8 is added, then an extra tour scores (1+1+1+1+1+1+2+2) × 2 = 20.
#[test]
fn the_eighth_card_runs_an_extra_tour() {
    let mut g = seven_card_column();
    let events = play(&mut g, &[station(st(Blue, 8, 0), 0)]);
    assert!(events.contains(&Event::Scored {
        kind: ScoringKind::ExtraTour { player: 0, column: 0 },
        lines: vec![trambahn_engine::ColumnScore {
            player: 0,
            column: 0,
            station_points: 10,
            multiplier: 2,
            points: 20
        }],
    }));
    assert_eq!(g.state().players[0].victory_points, 20);
    assert!(g.state().players[0].columns[0].extra_tour_done);
}

/// A6: an extra tour once a column, and it is no regular scoring. Given the extra tour
/// above, when a conductor is the 9th card, then nothing scores; the regular count stays 0.
#[test]
fn an_extra_tour_runs_once_and_is_no_regular_scoring() {
    let mut g = seven_card_column();
    play(&mut g, &[station(st(Blue, 8, 0), 0)]);
    let events = play(&mut g, &[station(cond(0), 0)]);
    assert!(!events.iter().any(|e| matches!(e, Event::Scored { .. })));
    assert_eq!(g.state().regular_scorings, 0);
    assert_eq!(g.state().players[0].columns[0].cards.len(), 9);
}

/// S6: conductors count toward the 8 cards but bring no points. Given a column of 7 with a
/// tram, when a conductor is the 8th card, then the extra tour scores the stations only.
#[test]
fn a_conductor_can_be_the_eighth_card() {
    let mut g = seven_card_column();
    let events = play(&mut g, &[station(cond(0), 0)]);
    // Blue 1–7: 1+1+1+1+1+1+2 = 8, × 2.
    assert_eq!(scored(&events), [16, 0]);
}

// ----- step 3: money -----

/// S5 step 3. Given a hand card, when it goes to money, then the pile grows by one (1,000
/// marks), and step 2 is over: a new column is refused.
#[test]
fn cards_go_face_down_as_money_and_stations_are_over() {
    let hand0 =
        [st(Red, 1, 0), st(Blue, 9, 0), st(Blue, 2, 0), cond(0), st(Blue, 7, 0), st(Blue, 8, 0)];
    let mut g = game(
        &hand0,
        &[
            st(Green, 1, 0),
            st(Green, 2, 0),
            st(Green, 3, 0),
            st(Green, 4, 0),
            st(Green, 5, 0),
            st(Green, 6, 0),
        ],
        &[],
    );
    play(&mut g, &[pass(st(Red, 1, 0)), money(cond(0))]);
    assert_eq!(g.state().players[0].money.len(), 13);
    assert_eq!(g.state().players[0].marks(), 13_000);
    assert_eq!(g.state().step, Step::Money);
    refused(&mut g, start(st(Blue, 9, 0)), Refusal::StepOver { step: TurnStep::Stations });
}

/// A card that is not in the hand is refused, whatever the step.
#[test]
fn only_hand_cards_are_played() {
    let hand0 =
        [st(Red, 1, 0), st(Blue, 9, 0), st(Blue, 2, 0), cond(0), st(Blue, 7, 0), st(Blue, 8, 0)];
    let mut g = game(
        &hand0,
        &[
            st(Green, 1, 0),
            st(Green, 2, 0),
            st(Green, 3, 0),
            st(Green, 4, 0),
            st(Green, 5, 0),
            st(Green, 6, 0),
        ],
        &[],
    );
    let foreign = st(Green, 1, 0);
    refused(&mut g, pass(foreign), Refusal::NotInHand { card: foreign });
    play(&mut g, &[pass(st(Red, 1, 0))]);
    refused(&mut g, money(foreign), Refusal::NotInHand { card: foreign });
    refused(&mut g, money(CardId(200)), Refusal::NotInHand { card: CardId(200) });
}

// ----- step 4: trams -----

/// S5, A2, A3: a horse tram costs 5 money cards, paid to the discard pile; the display is
/// refilled only at the end of the turn (the Spanish rules text, step 4: "La reposición de
/// cartas de tranvía solo podrá hacerse al final de nuestro turno"). Given a blue column, when
/// tram 0 is bought for it, then money 12 → 7, the column has tram 0 and the display shows 1, 2
/// until End turn turns tram 3 up.
#[test]
fn buying_a_tram_pays_five_cards_and_the_display_waits_for_the_end_of_the_turn() {
    let hand0 =
        [st(Red, 1, 0), st(Blue, 9, 0), st(Blue, 2, 0), cond(0), st(Blue, 7, 0), st(Blue, 8, 0)];
    let mut g = game(&hand0, &GREENS, &[]);
    let events = play(&mut g, &[pass(st(Red, 1, 0)), start(st(Blue, 9, 0)), buy(0, 0)]);
    let s = g.state();
    assert_eq!(s.players[0].money.len(), 7);
    assert_eq!(s.discard.len(), 5);
    assert_eq!(s.players[0].columns[0].tram, Some(TramId(0)));
    assert_eq!(s.display, [TramId(1), TramId(2)], "not refilled during the turn");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::TramBought { refill: None, paid, .. } if paid.len() == 5))
    );
    let events = play(&mut g, &[Action::EndTurn]);
    assert_eq!(g.state().display, [TramId(1), TramId(2), TramId(3)]);
    assert!(events.contains(&Event::DisplayRefilled { trams: vec![TramId(3)] }));
}

/// A3: the tram a purchase would have turned up cannot be bought in the same turn. Given 12
/// money cards, two columns and the display 0, 1, 2, when two horse trams are bought, then
/// tram 3 (the next on the stack) is not offered, and after End turn two trams come up at once.
#[test]
fn a_tram_turned_up_at_the_end_of_the_turn_waits_for_the_next_turn() {
    let hand0 = [st(Red, 1, 0), st(Blue, 1, 0), st(Green, 1, 0), st(Blue, 7, 0), cond(0), cond(1)];
    let mut g = game(&hand0, &YELLOWS, &[]);
    play(&mut g, &[pass(st(Red, 1, 0)), start(st(Blue, 1, 0)), start(st(Green, 1, 0))]);
    play(&mut g, &[buy(0, 0), buy(1, 1)]);
    assert_eq!(g.state().display, [TramId(2)]);
    assert!(!g.available().iter().any(|a| matches!(a, Action::BuyTram { tram: TramId(3), .. })));
    refused(&mut g, buy(3, 0), Refusal::TramNotOnDisplay { tram: TramId(3) });
    let events = play(&mut g, &[Action::EndTurn]);
    assert_eq!(g.state().display, [TramId(2), TramId(3), TramId(4)]);
    assert!(events.contains(&Event::DisplayRefilled { trams: vec![TramId(3), TramId(4)] }));
}

/// A3 as first read (games started before issue 49 replay under it): the display was refilled
/// at once after each purchase. Given the same table under the first rules, when tram 0 is
/// bought, then tram 3 comes up at once and End turn turns nothing up.
#[test]
fn under_the_first_rules_the_display_is_refilled_after_each_purchase() {
    let hand0 =
        [st(Red, 1, 0), st(Blue, 9, 0), st(Blue, 2, 0), cond(0), st(Blue, 7, 0), st(Blue, 8, 0)];
    let mut g = game_under_first_rules(&hand0, &GREENS, &[]);
    assert_eq!(g.state().rules, RulesVersion::First);
    let events = play(&mut g, &[pass(st(Red, 1, 0)), start(st(Blue, 9, 0)), buy(0, 0)]);
    assert_eq!(g.state().display, [TramId(1), TramId(2), TramId(3)]);
    assert!(events.iter().any(|e| matches!(e, Event::TramBought { refill: Some(TramId(3)), .. })));
    let events = play(&mut g, &[Action::EndTurn]);
    assert!(!events.iter().any(|e| matches!(e, Event::DisplayRefilled { .. })));
}

/// Six green cards, values 1–6: a hand that takes no part in the scenario.
const GREENS: [CardId; 6] = greens();
/// Six yellow cards, values 1–6.
const YELLOWS: [CardId; 6] = yellows();

const fn greens() -> [CardId; 6] {
    // Green is the third colour: ids 56.. (28 per colour); values 1 (2 copies), 2, 3, ...
    [CardId(56), CardId(58), CardId(61), CardId(64), CardId(67), CardId(70)]
}

const fn yellows() -> [CardId; 6] {
    [CardId(84), CardId(86), CardId(89), CardId(92), CardId(95), CardId(98)]
}

/// Money limits purchases. Given 12 money cards and three columns, when three horse trams
/// are bought, then the third is refused (5 cards, 2 left).
#[test]
fn a_tram_must_be_affordable() {
    let hand0 = [
        st(Red, 1, 0),
        st(Blue, 1, 0),
        st(Green, 1, 0),
        st(Yellow, 1, 0),
        st(Blue, 7, 0),
        st(Blue, 8, 0),
    ];
    let mut g = game(
        &hand0,
        &[
            st(Green, 2, 0),
            st(Green, 3, 0),
            st(Green, 4, 0),
            st(Green, 5, 0),
            st(Green, 6, 0),
            st(Green, 7, 0),
        ],
        &[],
    );
    play(
        &mut g,
        &[
            pass(st(Red, 1, 0)),
            start(st(Blue, 1, 0)),
            start(st(Green, 1, 0)),
            start(st(Yellow, 1, 0)),
            buy(0, 0),
            buy(1, 1),
        ],
    );
    refused(&mut g, buy(2, 2), Refusal::CannotAfford { price: 5, money: 2 });
}

/// S2: the stack is horse, then steam, then electric. Given 15 money cards, when the other
/// player buys three horse trams, then the display is empty until the end of the turn (A3),
/// then shows trams 3, 4 (horse) and 5 (steam), and the money is spent.
#[test]
fn the_display_moves_on_to_steam() {
    let hand0 =
        [st(Red, 1, 0), st(Blue, 9, 0), st(Blue, 2, 0), cond(0), st(Blue, 7, 0), st(Blue, 8, 0)];
    let hand1 = [
        st(Red, 2, 0),
        st(Blue, 1, 0),
        st(Green, 1, 0),
        st(Yellow, 1, 0),
        st(Green, 6, 0),
        st(Green, 7, 0),
    ];
    let mut g = game(&hand0, &hand1, &[]);
    play(&mut g, &[pass(st(Red, 1, 0)), Action::EndTurn]);
    play(
        &mut g,
        &[
            pass(st(Red, 2, 0)),
            start(st(Blue, 1, 0)),
            start(st(Green, 1, 0)),
            start(st(Yellow, 1, 0)),
            buy(0, 0),
            buy(1, 1),
            buy(2, 2),
        ],
    );
    assert_eq!(g.state().display, [], "refilled at the end of the turn (A3)");
    play(&mut g, &[Action::EndTurn]);
    let s = g.state();
    assert_eq!(s.display, [TramId(3), TramId(4), TramId(5)]);
    assert_eq!(TramId(5).row().map(|r| r.kind), Some(TramKind::Steam));
    assert_eq!(s.players[1].money.len(), 0);
}

/// A14: one tram a column; only trams on display. Given a column with a tram, then a second
/// tram for it is refused, and so is a tram from the stack.
#[test]
fn one_tram_a_column_from_the_display() {
    let hand0 =
        [st(Red, 1, 0), st(Blue, 9, 0), st(Blue, 2, 0), cond(0), st(Blue, 7, 0), st(Blue, 8, 0)];
    let mut g = game(
        &hand0,
        &[
            st(Green, 1, 0),
            st(Green, 2, 0),
            st(Green, 3, 0),
            st(Green, 4, 0),
            st(Green, 5, 0),
            st(Green, 6, 0),
        ],
        &[],
    );
    play(&mut g, &[pass(st(Red, 1, 0)), start(st(Blue, 9, 0)), buy(0, 0)]);
    refused(&mut g, buy(1, 0), Refusal::ColumnHasTram { column: 0 });
    refused(&mut g, buy(15, 0), Refusal::TramNotOnDisplay { tram: TramId(15) });
    refused(&mut g, buy(1, 4), Refusal::NoSuchColumn { column: 4 });
    // Step 3 is over once a tram is bought.
    refused(&mut g, money(cond(0)), Refusal::StepOver { step: TurnStep::Money });
}

// ----- step 5: end of the turn -----

/// A5: at the end of the turn, columns without a tram go to the money pile. Given a blue
/// column (2 cards, no tram) and a green one with a tram, then the blue cards become money
/// and the green column stays.
#[test]
fn columns_without_a_tram_go_to_money() {
    let hand0 = [
        st(Red, 1, 0),
        st(Blue, 1, 0),
        st(Blue, 2, 0),
        st(Green, 5, 0),
        st(Green, 6, 0),
        st(Yellow, 1, 0),
    ];
    let mut g = game(
        &hand0,
        &[
            st(Green, 1, 0),
            st(Green, 2, 0),
            st(Green, 3, 0),
            st(Green, 4, 0),
            st(Green, 7, 0),
            st(Green, 8, 0),
        ],
        &[],
    );
    let events = play(
        &mut g,
        &[
            pass(st(Red, 1, 0)),
            start(st(Blue, 1, 0)),
            station(st(Blue, 2, 0), 0),
            start(st(Green, 5, 0)),
            buy(0, 1),
            Action::EndTurn,
        ],
    );
    let p = &g.state().players[0];
    assert_eq!(p.money.len(), 12 - 5 + 2);
    assert_eq!(p.columns.len(), 1);
    assert_eq!(p.columns[0].colour, Green);
    assert!(p.money.contains(&st(Blue, 1, 0)) && p.money.contains(&st(Blue, 2, 0)));
    assert!(events.contains(&Event::ColumnsToMoney { player: 0, columns: 1, cards: 2 }));
}

/// S5: the hand is refilled to 6, then the other player's turn begins at step 1. Given a
/// turn that used 4 cards, then 4 are drawn from the top of the deck.
#[test]
fn the_hand_is_refilled_to_six_and_the_turn_passes() {
    let hand0 = [
        st(Red, 1, 0),
        st(Blue, 1, 0),
        st(Blue, 2, 0),
        st(Green, 5, 0),
        st(Green, 6, 0),
        st(Yellow, 1, 0),
    ];
    let draws = [st(Red, 9, 0), st(Red, 8, 0), st(Red, 7, 0), st(Red, 6, 0)];
    let mut g = game(
        &hand0,
        &[
            st(Green, 1, 0),
            st(Green, 2, 0),
            st(Green, 3, 0),
            st(Green, 4, 0),
            st(Green, 7, 0),
            st(Green, 8, 0),
        ],
        &draws,
    );
    let events = play(
        &mut g,
        &[
            pass(st(Red, 1, 0)),
            money(st(Blue, 1, 0)),
            money(st(Blue, 2, 0)),
            money(st(Green, 5, 0)),
            Action::EndTurn,
        ],
    );
    let s = g.state();
    assert_eq!(s.players[0].hand.len(), 6);
    for c in draws {
        assert!(s.players[0].hand.contains(&c));
    }
    assert_eq!((s.current, s.step, s.turns), (1, Step::Passengers { played: 0 }, 1));
    assert!(events.contains(&Event::Drew { player: 0, count: 4 }));
}

/// A7: when the deck runs out, each player discards half their money (rounded down) and the
/// discard pile becomes the new deck. Given random games, whenever a reshuffle happens,
/// then the other player's money pile lost exactly half, rounded down.
#[test]
fn an_empty_deck_halves_the_money_into_a_new_deck() {
    let mut seen = 0;
    for seed in 0..6 {
        let game = trambahn_engine::selfplay::random_game(seed);
        let (_, log) = Game::replay_with_events(game.setup(), game.actions()).unwrap();
        let mut g = Game::new(game.setup().clone()).unwrap();
        for (action, events) in game.actions().iter().zip(&log) {
            let before = g.state().clone();
            g.apply(action).unwrap();
            for e in events {
                if let Event::Reshuffled { from_money, deck } = e {
                    seen += 1;
                    let other = usize::from(1 - before.current);
                    let had = before.players[other].money.len();
                    assert_eq!(from_money[other], had / 2);
                    assert_eq!(g.state().players[other].money.len(), had - had / 2);
                    assert!(*deck > 0);
                }
            }
        }
    }
    assert!(seen > 0, "some random game must reshuffle");
}

// ----- the log, the save, the views -----

/// The JSON of actions and saves. Given a played turn, then an action reads as
/// `{"type":"play_passenger","card":..,"terminal":"red"}` and the save round-trips and
/// loads to the same state.
#[test]
fn actions_and_saves_are_json() {
    let card = st(Red, 1, 0);
    let json = serde_json::to_string(&pass(card)).unwrap();
    assert_eq!(json, format!(r#"{{"type":"play_passenger","card":{},"terminal":"red"}}"#, card.0));
    assert_eq!(serde_json::from_str::<Action>(r#"{"type":"end_turn"}"#).unwrap(), Action::EndTurn);
    let g = scoring_table();
    let text = serde_json::to_string(&g.save()).unwrap();
    let save: Save = serde_json::from_str(&text).unwrap();
    assert_eq!(save, g.save());
    assert_eq!(Game::load(&save).unwrap().state(), g.state());
    let mut newer = save.clone();
    newer.version += 1;
    assert!(Game::load(&newer).is_err());
}

/// Undo replays the log without its last action. Given a purchase, when undone, then the
/// state is as before it, and the log one shorter.
#[test]
fn undo_replays_the_prefix() {
    let mut g = scoring_table();
    let before = g.state().clone();
    play(&mut g, &[pass(st(Blue, 3, 0))]);
    let movers = g.deciders().to_vec();
    assert_eq!(movers.len(), 11);
    assert!(g.undo());
    assert_eq!(g.state(), &before);
    assert_eq!(g.actions().len(), 10);
    assert_eq!(g.deciders(), &movers[..10]);
    // A new move drops what could have been redone.
    assert!(g.can_redo());
    play(&mut g, &[pass(st(Blue, 3, 0))]);
    assert!(!g.can_redo());
}

/// Each player needs a name of their own (the names tell the players apart in every message).
#[test]
fn each_player_needs_a_name_of_their_own() {
    for (a, b) in [("", "B"), ("A", "  "), ("Anna", "anna ")] {
        assert_eq!(Game::new(Setup::new(a, b, 1)).err(), Some(SetupError::Names), "{a:?} {b:?}");
    }
    assert!(Game::new(Setup::new("Anna", "Anne", 1)).is_ok());
}

/// A seat played by the computer is part of the set-up and of the save; a save written
/// without seats (all people) reads as before.
#[test]
fn the_computer_seats_are_saved_with_the_set_up() {
    let mut setup = Setup::new("A", "B", 9);
    assert_eq!((setup.bot(0), setup.bot(1)), (None, None));
    let plain = serde_json::to_string(&setup).unwrap();
    assert!(!plain.contains("bots"), "{plain}");
    setup.bots = vec![None, Some(trambahn_engine::bot::Level::Strong)];
    let text = serde_json::to_string(&setup).unwrap();
    let back: Setup = serde_json::from_str(&text).unwrap();
    assert_eq!((back.bot(0), back.bot(1)), (None, Some(trambahn_engine::bot::Level::Strong)));
}

/// A8: most victory points wins, then most money. Given a new game (0 points each, 12 and 15
/// money cards), then the second player leads.
#[test]
fn money_breaks_a_tie_in_points() {
    let g = Game::new(Setup::new("A", "B", 9)).unwrap();
    let o = g.outcome();
    assert_eq!((o.victory_points, o.money, o.winner), ([0, 0], [12, 15], Some(1)));
}

/// A15: a player's view holds their own hand and only the sizes of hidden piles. Given a new
/// game, then Bert's view has his hand, Anna's hand size (6), the money sizes and the deck
/// size, and none of Anna's cards.
#[test]
fn a_view_hides_the_other_hand() {
    let g = Game::new(Setup::new("A", "B", 9)).unwrap();
    let v = g.state().view_for(1);
    assert_eq!(v.hand, g.state().players[1].hand);
    assert_eq!((v.other_hand, v.money, v.deck), (6, [12, 15], 81));
    for c in &g.state().players[0].hand {
        assert!(!v.hand.contains(c));
    }
    let json = serde_json::to_string(&v).unwrap();
    assert!(!json.contains("\"name\""), "a view holds no player record");
}
