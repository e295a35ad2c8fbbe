//! Rule scenarios: each test sets up a position, acts, and checks the state, the events and
//! the typed refusals against the rules of `shared/reference/russian-railroads/README.md`
//! (R1–R42, tables T1–T11, assumptions A1–A15), cited on each test.

mod common;

use common::*;
use game_core::Rules;
use russian_railroads_engine::action::{Repeat, Target, TileSource};
use russian_railroads_engine::data::{
    self, BoardSpace, Colour, EndBonus, FactoryAbility, QuestionCard, Railway, Stack, StartBonus,
    Token,
};
use russian_railroads_engine::event::{Event, PointsFor};
use russian_railroads_engine::rules;
use russian_railroads_engine::state::{Occupant, Pay, Phase, Space, State};
use russian_railroads_engine::task::{Frame, LocomotiveSlot, Source, Task};
use russian_railroads_engine::{Action, Game, Outcome, Refusal, RussianRailroads, Setup};

const TS: Railway = Railway::TransSiberian;
const STP: Railway = Railway::StPetersburg;
const KIEV: Railway = Railway::Kiev;

fn slot(railway: Railway, slot: u8) -> LocomotiveSlot {
    LocomotiveSlot { railway, slot }
}

fn build_loco(railway: Railway, s: u8) -> Action {
    Action::Build { tile: TileSource::Stack, target: Target::Locomotive { at: slot(railway, s) } }
}

fn build_factory(s: u8) -> Action {
    Action::Build { tile: TileSource::Stack, target: Target::Factory { slot: s } }
}

// ---------------------------------------------------------------------------------------
// Set-up (R2–R8, T11)
// ---------------------------------------------------------------------------------------

/// R2–R4, T11: four players — 7 rounds, 5 workers, 1 ruble, 2 reserve workers, every
/// stack 2–9 with 4 tiles, a "1" locomotive on the Trans-Siberian, black on space 1 of each
/// railway, the industry marker on 0.
#[test]
fn four_player_setup_follows_t11() {
    let s = fresh(4, 1);
    assert_eq!(s.rounds, 7);
    assert_eq!(s.round, 1);
    for p in &s.players {
        assert_eq!(p.workers, 5);
        assert_eq!(p.workers_reserve, 2);
        assert_eq!(p.rubles, 1);
        assert_eq!(p.locomotives, [[1, 0], [0, 0], [0, 0]]);
        assert_eq!(p.tracks, [[1, 0, 0, 0, 0]; 3]);
        assert_eq!(p.industry, [Some(0), None]);
        assert_eq!(p.doublers, 0);
    }
    for v in 2..=9 {
        assert_eq!(s.stacks[v], 4, "stack {v}");
    }
    assert_eq!(s.doublers, 20);
    // R1/R2: 18 rubles, one per player and one on the "?" card 2.
    assert_eq!(s.bank, 18 - 4 - 1);
    assert_eq!(s.end_bonus_pile.len(), 8);
    assert_eq!(s.end_bonus_removed.len(), 2);
    assert_eq!(s.question_cards.count_ones(), 5);
}

/// R3, A16: four players — 4 B engineers on the upcoming spaces, 3 A on the two public spaces
/// and the hire space; A5: no two alike.
#[test]
fn four_player_engineer_strip_has_four_b_then_three_a() {
    let s = fresh(4, 3);
    assert_eq!(s.strip.len(), 7);
    for (i, e) in s.strip.iter().enumerate() {
        let e = e.expect("every space dealt with 4 players");
        let stack = data::engineer(e).stack;
        assert_eq!(stack, if i < 4 { Stack::B } else { Stack::A }, "space {i}");
    }
    let mut ids: Vec<u8> = s.strip.iter().flatten().copied().collect();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), 7);
    assert!(s.public_engineer(0).is_some() && s.public_engineer(1).is_some());
    assert!(s.engineer_for_hire().is_some());
}

/// R7, T11: three players — 6 rounds, 6 workers, one tile of each value returned, 3 A + 3 B
/// engineers with the left-most strip space empty.
#[test]
fn three_player_setup_follows_r7() {
    let s = fresh(3, 2);
    assert_eq!(s.rounds, 6);
    assert!(s.players.iter().all(|p| p.workers == 6 && p.rubles == 1));
    for v in 2..=9 {
        assert_eq!(s.stacks[v], 3);
    }
    assert_eq!(s.strip.len(), 7);
    assert_eq!(s.strip[0], None);
    assert!(s.strip[1..].iter().all(Option::is_some));
    assert_eq!(s.public.len(), 2);
}

/// R6, T11, A7 (1 ruble in this engine, the base rulebook's), A13, A16: two players — 6 rounds,
/// 6 workers, two tiles of each value returned, one public engineer, six engineers.
#[test]
fn two_player_setup_follows_r6() {
    let s = fresh(2, 2);
    assert_eq!(s.rounds, 6);
    assert!(s.players.iter().all(|p| p.workers == 6 && p.rubles == 1));
    for v in 2..=9 {
        assert_eq!(s.stacks[v], 2);
    }
    assert_eq!(s.strip.len(), 6);
    assert!(s.strip.iter().all(Option::is_some));
    assert_eq!(s.public.len(), 1);
    assert_eq!(s.public_engineer(1), None);
}

/// R5: the draft goes from the 4th player back to the 2nd; the 1st gets none; the leftover
/// card is boxed.
#[test]
fn draft_runs_fourth_to_second_and_boxes_the_leftover() {
    let mut s = fresh(4, 11);
    let order = s.order.clone();
    assert_eq!(s.phase, Phase::Draft { seat: order[3] });
    act(&mut s, Action::Draft { card: StartBonus::Ruble });
    assert_eq!(s.phase, Phase::Draft { seat: order[2] });
    // A card taken cannot be taken again.
    assert_eq!(
        refused(&mut s, Action::Draft { card: StartBonus::Ruble }),
        Refusal::StartBonusTaken
    );
    act(&mut s, Action::Draft { card: StartBonus::TwoDoublers });
    assert_eq!(s.phase, Phase::Draft { seat: order[1] });
    act(&mut s, Action::Draft { card: StartBonus::IndustryAdvance });
    act(&mut s, Action::Industry { marker: 0 });
    assert_eq!(s.phase, Phase::Turn { seat: order[0] });
    assert_eq!(s.start_bonuses, 0, "the leftover card is boxed");
    assert_eq!(s.players[usize::from(order[3])].rubles, 2);
    assert_eq!(s.players[usize::from(order[2])].doublers, 2);
    assert_eq!(s.players[usize::from(order[1])].industry[0], Some(1));
    let first = &s.players[usize::from(order[0])];
    assert_eq!((first.rubles, first.doublers, first.industry[0]), (1, 0, Some(0)));
}

/// R5, A6: with two players only the 2nd player drafts, from all four cards; the black
/// advance card gives one black advance.
#[test]
fn two_player_draft_is_one_pick_from_four() {
    let mut s = fresh(2, 5);
    let second = s.order[1];
    assert_eq!(s.phase, Phase::Draft { seat: second });
    assert_eq!(rules::available(&s).len(), 4);
    act(&mut s, Action::Draft { card: StartBonus::BlackAdvance });
    act(&mut s, adv(KIEV, Colour::Black));
    assert_eq!(tracks(&s, second, KIEV)[0], 2);
    assert_eq!(s.phase, Phase::Turn { seat: s.order[0] });
}

// ---------------------------------------------------------------------------------------
// The turn, passing, rubles (R9–R12)
// ---------------------------------------------------------------------------------------

/// R11, A8: passing scores the turn-order card's back, 0/2/3/4 for positions 1–4.
#[test]
fn passing_scores_the_turn_order_card() {
    let mut s = turn_state(4);
    let mut got = Vec::new();
    for seat in 0..4u8 {
        let events = act(&mut s, Action::Pass);
        assert!(
            events
                .contains(&Event::Passed { seat, points: data::TURN_ORDER_POINTS[seat as usize] })
        );
        got.push(s.players[usize::from(seat)].points.turn_order);
    }
    assert_eq!(got, vec![0, 2, 3, 4]);
}

/// R9, R11: a passed seat is skipped; the others go on in turn order.
#[test]
fn a_passed_seat_is_skipped() {
    let mut s = turn_state(3);
    act(&mut s, Action::Pass); // seat 0
    assert_eq!(s.phase, Phase::Turn { seat: 1 });
    act(&mut s, on(BoardSpace::Doubler, 1));
    assert_eq!(s.phase, Phase::Turn { seat: 2 });
    act(&mut s, on(BoardSpace::IndustryTop, 1));
    act(&mut s, Action::Industry { marker: 0 });
    assert_eq!(s.phase, Phase::Turn { seat: 1 }, "seat 0 has passed");
}

/// R9, R11: a player without workers may still act by paying rubles.
#[test]
fn a_player_without_workers_may_pay_rubles() {
    let mut s = turn_state(4);
    s.players[0].workers = 0;
    act(&mut s, place(board(BoardSpace::Doubler), rubles(1)));
    assert_eq!(s.players[0].rubles, 0);
    assert_eq!(s.players[0].doublers, 1);
    assert_eq!(s.board[BoardSpace::Doubler as usize].map(|o| o.pay), Some(rubles(1)));
}

/// R9: exactly the required workers; an occupied space cannot be chosen; not enough workers
/// is refused.
#[test]
fn placing_takes_exactly_the_cost_on_an_unoccupied_space() {
    let mut s = turn_state(4);
    assert_eq!(refused(&mut s, on(BoardSpace::BlackThree, 1)), Refusal::WrongPayment);
    assert_eq!(refused(&mut s, on(BoardSpace::BlackThree, 3)), Refusal::WrongPayment);
    s.players[0].workers = 1;
    assert_eq!(refused(&mut s, on(BoardSpace::BlackThree, 2)), Refusal::CannotPay);
    s.players[0].workers = 5;
    act(&mut s, on(BoardSpace::Doubler, 1));
    assert_eq!(refused(&mut s, on(BoardSpace::Doubler, 1)), Refusal::Occupied);
}

/// R10: the upper track space needs a ruble — 1 worker + 1 ruble or 2 rubles, never 2
/// workers.
#[test]
fn upper_track_needs_a_ruble() {
    let mut s = turn_state(4);
    s.players[0].rubles = 2;
    let upper = board(BoardSpace::UpperTrack);
    assert_eq!(refused(&mut s, place(upper, workers(2))), Refusal::WrongPayment);
    let offered = rules::available(&s);
    assert!(offered.contains(&place(upper, Pay { workers: 1, rubles: 1, ..Pay::default() })));
    assert!(offered.contains(&place(upper, rubles(2))));
    act(&mut s, place(upper, rubles(2)));
    act(&mut s, adv(STP, Colour::Black));
    act(&mut s, adv(KIEV, Colour::Black));
    assert_eq!(s.players[0].rubles, 0);
}

/// R10, R30: hiring needs exactly one ruble, which no worker replaces; one hire per round.
#[test]
fn hiring_needs_exactly_a_ruble_once_a_round() {
    let mut s = turn_state(4);
    s.players[1].rubles = 1;
    assert_eq!(refused(&mut s, place(Space::Hire, workers(1))), Refusal::WrongPayment);
    assert_eq!(refused(&mut s, place(Space::Hire, rubles(2))), Refusal::WrongPayment);
    let engineer = s.engineer_for_hire().expect("dealt");
    let events = act(&mut s, place(Space::Hire, rubles(1)));
    assert!(events.contains(&Event::Hired { seat: 0, engineer }));
    assert_eq!(s.players[0].engineers, vec![(engineer, None)]);
    assert_eq!(s.engineer_for_hire(), None);
    // Another engineer on the hire space: still no second hire this round.
    s.strip[6] = Some(engineer.wrapping_add(1) % 15);
    assert_eq!(refused(&mut s, place(Space::Hire, rubles(1))), Refusal::AlreadyHired);
}

/// R10, R38: rubles placed on spaces go back to the bank at the round's end.
#[test]
fn rubles_placed_return_to_the_bank_at_round_end() {
    let mut s = turn_state(2);
    s.players[0].rubles = 2;
    let bank = s.bank;
    act(&mut s, place(board(BoardSpace::UpperTrack), rubles(2)));
    act(&mut s, adv(STP, Colour::Black));
    act(&mut s, adv(KIEV, Colour::Black));
    assert_eq!(s.bank, bank);
    pass_all(&mut s);
    assert_eq!(s.round, 2);
    assert_eq!(s.bank, bank + 2);
    assert_eq!(s.players[0].rubles, 0, "spent rubles do not come back to the player");
    assert_eq!(s.players[0].workers, 6, "workers come back");
}

/// R12, R29: the temporary workers: two workers for this round only, mixable with own
/// workers; they go back at the round's end.
#[test]
fn temporary_workers_serve_this_round_only() {
    let mut s = turn_state(3);
    act(&mut s, on(BoardSpace::TemporaryWorkers, 1));
    assert_eq!(s.players[0].temporary, 2);
    assert_eq!(s.temporary_with, Some(0));
    turn_of(&mut s, 0);
    let mixed = Pay { workers: 1, temporary: 1, ..Pay::default() };
    act(&mut s, place(board(BoardSpace::BlackThree), mixed));
    for _ in 0..3 {
        act(&mut s, adv(TS, Colour::Black));
    }
    assert_eq!(s.players[0].temporary, 1);
    pass_all(&mut s);
    assert_eq!(s.round, 2);
    assert_eq!(s.players[0].temporary, 0);
    assert_eq!(s.temporary_with, None);
    assert_eq!(s.board[BoardSpace::TemporaryWorkers as usize], None);
}

/// A13: the 2-player side has no temporary workers, no black×2, no grey×2, no loco middle,
/// no industry bottom and no right public engineer.
#[test]
fn two_player_board_blocks_its_spaces() {
    let mut s = turn_state(2);
    for space in [
        BoardSpace::TemporaryWorkers,
        BoardSpace::BlackTwo,
        BoardSpace::GreyTwo,
        BoardSpace::LocomotiveMiddle,
        BoardSpace::IndustryBottom,
    ] {
        let n = space.data().workers;
        assert_eq!(refused(&mut s, on(space, n)), Refusal::NoSuchSpace, "{space:?}");
    }
    assert_eq!(
        refused(&mut s, place(Space::Public { index: 1 }, workers(1))),
        Refusal::NoSuchSpace
    );
}

// ---------------------------------------------------------------------------------------
// Turn order (R13, R14, R15)
// ---------------------------------------------------------------------------------------

/// R13: with 3–4 players you may not take the turn-order space of your current position,
/// nor both spaces.
#[test]
fn turn_order_not_own_position_nor_both() {
    let mut s = turn_state(4);
    assert_eq!(
        refused(&mut s, place(Space::TurnOrder { position: 1 }, workers(1))),
        Refusal::TurnOrderSpace
    );
    act(&mut s, place(Space::TurnOrder { position: 2 }, workers(1)));
    turn_of(&mut s, 1);
    assert_eq!(
        refused(&mut s, place(Space::TurnOrder { position: 2 }, workers(1))),
        Refusal::Occupied
    );
    turn_of(&mut s, 0);
    s.turn_order[0] = None;
    // Seat 0 holds "2nd": "1st" is its own position anyway; give seat 0 position 3.
    s.order = vec![1, 2, 0, 3];
    assert_eq!(
        refused(&mut s, place(Space::TurnOrder { position: 1 }, workers(1))),
        Refusal::TurnOrderSpace
    );
}

/// R6, A9: with two players a player may take his own position's space; there is no "2nd".
#[test]
fn two_players_may_take_their_own_position() {
    let mut s = turn_state(2);
    assert_eq!(
        refused(&mut s, place(Space::TurnOrder { position: 2 }, workers(1))),
        Refusal::NoSuchSpace
    );
    act(&mut s, place(Space::TurnOrder { position: 1 }, workers(1)));
    assert_eq!(s.turn_order[0].map(|o| o.seat), Some(0));
}

/// R13: the re-sort — the players on "1st" and "2nd" take those positions, the others keep
/// their relative order behind them; R14: the "2nd" worker moves first.
#[test]
fn turn_order_resort_puts_the_claimers_in_front() {
    let mut s = turn_state(4);
    turn_of(&mut s, 2);
    act(&mut s, place(Space::TurnOrder { position: 1 }, workers(1)));
    turn_of(&mut s, 3);
    act(&mut s, place(Space::TurnOrder { position: 2 }, workers(1)));
    turn_of(&mut s, 0);
    let events = pass_all(&mut s);
    assert_eq!(s.order, vec![2, 3, 0, 1]);
    assert!(events.contains(&Event::TurnOrder { order: vec![2, 3, 0, 1] }));
    assert_eq!(s.phase, Phase::Reuse { seat: 3, then: Some(2) });
}

/// R13: only "2nd" taken (by the last player): he goes 2nd, the others slide back.
#[test]
fn turn_order_resort_with_only_second_taken() {
    let mut s = turn_state(4);
    turn_of(&mut s, 3);
    act(&mut s, place(Space::TurnOrder { position: 2 }, workers(1)));
    turn_of(&mut s, 0);
    pass_all(&mut s);
    assert_eq!(s.order, vec![0, 3, 1, 2]);
    assert_eq!(s.phase, Phase::Reuse { seat: 3, then: None });
}

/// R13 special case: the 1st player takes "2nd" and nobody "1st" — the order is unchanged.
#[test]
fn first_player_on_second_with_first_empty_keeps_the_order() {
    let mut s = turn_state(3);
    act(&mut s, place(Space::TurnOrder { position: 2 }, workers(1)));
    pass_all(&mut s);
    assert_eq!(s.order, vec![0, 1, 2]);
}

/// R14: after the re-sort the turn-order worker goes to an empty space costing exactly one
/// worker and its action is done; two-worker or occupied spaces are refused.
#[test]
fn turn_order_worker_moves_to_an_empty_one_worker_space() {
    let mut s = turn_state(4);
    turn_of(&mut s, 1);
    act(&mut s, on(BoardSpace::Rubles, 1));
    turn_of(&mut s, 2);
    act(&mut s, place(Space::TurnOrder { position: 1 }, workers(1)));
    turn_of(&mut s, 0);
    pass_all(&mut s);
    assert_eq!(s.phase, Phase::Reuse { seat: 2, then: None });
    assert_eq!(
        refused(&mut s, Action::Reuse { space: board(BoardSpace::BlackThree) }),
        Refusal::CannotReuse
    );
    assert_eq!(
        refused(&mut s, Action::Reuse { space: board(BoardSpace::Rubles) }),
        Refusal::CannotReuse
    );
    assert_eq!(
        refused(&mut s, Action::Reuse { space: board(BoardSpace::UpperTrack) }),
        Refusal::CannotReuse
    );
    let events = act(&mut s, Action::Reuse { space: board(BoardSpace::Doubler) });
    assert!(events.contains(&Event::Doublers { seat: 2, count: 1 }));
    assert_eq!(s.players[2].doublers, 1);
    // Then the round is scored and the next begins with the new order.
    assert_eq!(s.round, 2);
    assert_eq!(s.phase, Phase::Turn { seat: 2 });
}

/// R14: the reusable lower track space is always available to the turn-order worker; the
/// move may be given up.
#[test]
fn turn_order_worker_may_use_the_lower_track() {
    let mut s = turn_state(4);
    turn_of(&mut s, 3);
    act(&mut s, place(Space::TurnOrder { position: 2 }, workers(1)));
    turn_of(&mut s, 2);
    act(&mut s, place(Space::TurnOrder { position: 1 }, workers(1)));
    turn_of(&mut s, 0);
    act(&mut s, on(BoardSpace::LowerTrack, 1));
    act(&mut s, adv(TS, Colour::Black));
    pass_all(&mut s);
    assert_eq!(s.phase, Phase::Reuse { seat: 3, then: Some(2) });
    act(&mut s, Action::Reuse { space: board(BoardSpace::LowerTrack) });
    act(&mut s, adv(KIEV, Colour::Black));
    assert_eq!(tracks(&s, 3, KIEV)[0], 2);
    assert_eq!(s.phase, Phase::Reuse { seat: 2, then: None });
    act(&mut s, Action::Done);
    assert_eq!(s.round, 2);
}

/// R13, A20: a ruble on a turn-order space must be swapped with an own worker already placed;
/// without one it is refused.
#[test]
fn turn_order_by_ruble_needs_an_own_worker_placed() {
    let mut s = turn_state(4);
    turn_of(&mut s, 2);
    assert_eq!(
        refused(&mut s, place(Space::TurnOrder { position: 1 }, rubles(1))),
        Refusal::WrongPayment
    );
    act(&mut s, on(BoardSpace::Doubler, 1));
    turn_of(&mut s, 2);
    act(&mut s, place(Space::TurnOrder { position: 1 }, rubles(1)));
    assert_eq!(s.turn_order[0].map(|o| o.seat), Some(2));
    // The swap: the own worker is on the turn-order space, the ruble on the doubler space.
    assert_eq!(s.turn_order[0].map(|o| o.pay), Some(Pay::workers(1)));
    let doubler = s.board[BoardSpace::Doubler as usize].expect("occupied");
    assert_eq!((doubler.seat, doubler.pay), (2, Pay { rubles: 1, ..Pay::default() }));
}

/// R15, A10: in the last round the turn-order spaces are covered by one space, 3 industry
/// advances for one worker; before it, that space does not exist.
#[test]
fn last_round_replaces_turn_order_with_three_industry() {
    let mut s = turn_state(4);
    assert_eq!(refused(&mut s, on(BoardSpace::LastRoundIndustry, 1)), Refusal::NoSuchSpace);
    s.round = s.rounds;
    assert_eq!(
        refused(&mut s, place(Space::TurnOrder { position: 2 }, workers(1))),
        Refusal::NoSuchSpace
    );
    act(&mut s, on(BoardSpace::LastRoundIndustry, 1));
    for _ in 0..3 {
        act(&mut s, Action::Industry { marker: 0 });
    }
    assert_eq!(s.players[0].industry[0], Some(3));
}

/// R8, R39: the game ends after the last round's scoring.
#[test]
fn the_game_ends_after_the_last_round() {
    let mut s = turn_state(2);
    s.round = s.rounds;
    let events = pass_all(&mut s);
    assert_eq!(s.phase, Phase::Over);
    assert!(events.iter().any(|e| matches!(e, Event::FinalScored { .. })));
    assert_eq!(refused(&mut s, Action::Pass), Refusal::GameOver);
}

// ---------------------------------------------------------------------------------------
// Tracks (R16–R19)
// ---------------------------------------------------------------------------------------

/// R16, T2: St. Petersburg takes no white, Kiev no natural nor white.
#[test]
fn colours_per_railway() {
    let mut s = turn_state(4);
    unlock_all(&mut s, 0);
    s.players[0].tracks = [[9, 8, 7, 6, 0], [9, 8, 7, 6, 0], [9, 8, 7, 0, 0]];
    own_frame(&mut s, 0, vec![Task::Tracks { colours: task_any(), count: 1 }]);
    assert_eq!(refused(&mut s, adv(STP, Colour::White)), Refusal::ColourNotHere);
    assert_eq!(refused(&mut s, adv(KIEV, Colour::Natural)), Refusal::ColourNotHere);
    assert_eq!(refused(&mut s, adv(KIEV, Colour::White)), Refusal::ColourNotHere);
    act(&mut s, adv(TS, Colour::White));
    assert_eq!(tracks(&s, 0, TS)[4], 1);
}

fn task_any() -> russian_railroads_engine::task::Colours {
    russian_railroads_engine::task::Colours::ANY
}

/// R17: a track may never reach the track of the colour before it.
#[test]
fn a_track_may_not_reach_the_one_before_it() {
    let mut s = turn_state(4);
    unlock_all(&mut s, 0);
    s.players[0].tracks[1] = [3, 2, 0, 0, 0];
    own_frame(&mut s, 0, vec![Task::Tracks { colours: task_any(), count: 2 }]);
    assert_eq!(refused(&mut s, adv(STP, Colour::Grey)), Refusal::TrackBlocked);
    // Brown enters on space 1 (behind grey on 2).
    let events = act(&mut s, adv(STP, Colour::Brown));
    assert!(events.contains(&Event::Advanced {
        seat: 0,
        railway: STP,
        colour: Colour::Brown,
        to: 1
    }));
    assert_eq!(refused(&mut s, adv(STP, Colour::Brown)), Refusal::TrackBlocked);
}

/// R17: a new colour enters on space 1 only if the colour before it has left space 1.
#[test]
fn a_new_colour_enters_on_space_one() {
    let mut s = turn_state(4);
    s.players[0].unlocked = 0b11;
    own_frame(&mut s, 0, vec![Task::Tracks { colours: task_any(), count: 1 }]);
    assert_eq!(refused(&mut s, adv(KIEV, Colour::Grey)), Refusal::TrackBlocked);
    s.players[0].tracks[2][0] = 2;
    act(&mut s, adv(KIEV, Colour::Grey));
    assert_eq!(tracks(&s, 0, KIEV), [2, 1, 0, 0, 0]);
}

/// R18: a colour not yet unlocked cannot be used.
#[test]
fn a_locked_colour_cannot_be_used() {
    let mut s = turn_state(4);
    s.players[0].tracks[2][0] = 3;
    own_frame(&mut s, 0, vec![Task::Tracks { colours: task_any(), count: 1 }]);
    assert_eq!(refused(&mut s, adv(KIEV, Colour::Grey)), Refusal::ColourNotHere);
}

/// R17: no track goes past its railway's last space.
#[test]
fn no_track_passes_the_end() {
    let mut s = turn_state(4);
    s.players[0].tracks[2][0] = 9;
    own_frame(&mut s, 0, vec![Task::Tracks { colours: task_any(), count: 1 }]);
    assert_eq!(refused(&mut s, adv(KIEV, Colour::Black)), Refusal::TrackBlocked);
}

/// R18: the black Trans-Siberian track unlocks grey on space 2, brown on 6, natural on 10.
#[test]
fn black_trans_siberian_unlocks_colours() {
    let mut s = turn_state(4);
    let mut unlocked = Vec::new();
    own_frame(&mut s, 0, vec![Task::Tracks { colours: task_any(), count: 10 }]);
    for _ in 0..9 {
        for e in act(&mut s, adv(TS, Colour::Black)) {
            if let Event::Unlocked { colour, .. } = e {
                unlocked.push((tracks(&s, 0, TS)[0], colour));
            }
        }
    }
    assert_eq!(unlocked, vec![(2, Colour::Grey), (6, Colour::Brown), (10, Colour::Natural)]);
    assert!(!s.players[0].has_colour(Colour::White));
}

/// R18, R34: the black track on Trans-Siberian 15 gives the white track, 2 white advances at
/// once, and 10 points for the end of the line.
#[test]
fn trans_siberian_end_gives_white_and_two_white_advances() {
    let mut s = turn_state(4);
    s.players[0].unlocked = 0b0_1111;
    s.players[0].tracks[0] = [14, 10, 8, 5, 0];
    own_frame(&mut s, 0, vec![Task::Tracks { colours: task_any(), count: 1 }]);
    let events = act(&mut s, adv(TS, Colour::Black));
    assert!(events.contains(&Event::Unlocked { seat: 0, colour: Colour::White }));
    assert!(events.contains(&Event::Points { seat: 0, points: 10, why: PointsFor::EndOfLine(TS) }));
    assert_eq!(s.pending.last().map(|f| f.source), Some(Source::WhiteTrack));
    act(&mut s, adv(TS, Colour::White));
    act(&mut s, adv(TS, Colour::White));
    assert_eq!(tracks(&s, 0, TS)[4], 2);
    assert!(s.pending.is_empty());
}

/// R17: advances of one action may be split among railways.
#[test]
fn advances_may_be_split_among_railways() {
    let mut s = turn_state(4);
    act(&mut s, on(BoardSpace::BlackThree, 2));
    act(&mut s, adv(TS, Colour::Black));
    act(&mut s, adv(STP, Colour::Black));
    act(&mut s, adv(KIEV, Colour::Black));
    assert_eq!(s.players[0].tracks.map(|t| t[0]), [2, 2, 2]);
    assert_eq!(s.phase, Phase::Turn { seat: 1 });
}

/// R19: the lower track space gives 1 black or grey advance, is never occupied and serves
/// anyone any number of times.
#[test]
fn lower_track_is_never_occupied() {
    let mut s = turn_state(4);
    act(&mut s, on(BoardSpace::LowerTrack, 1));
    assert_eq!(refused(&mut s, adv(TS, Colour::Brown)), Refusal::NoAdvance);
    act(&mut s, adv(TS, Colour::Black));
    act(&mut s, on(BoardSpace::LowerTrack, 1));
    act(&mut s, adv(TS, Colour::Black));
    turn_of(&mut s, 0);
    act(&mut s, on(BoardSpace::LowerTrack, 1));
    act(&mut s, adv(TS, Colour::Grey));
    assert_eq!(tracks(&s, 0, TS), [2, 1, 0, 0, 0]);
    assert_eq!(s.lower_track.len(), 3);
    assert_eq!(s.board[BoardSpace::LowerTrack as usize], None);
}

/// R9, R17, S11: a board action must be completable — black ×3 with room for only 2 black
/// advances is not offered.
#[test]
fn black_three_with_room_for_two_is_not_offered() {
    let mut s = turn_state(4);
    s.players[0].tracks = [[15, 0, 0, 0, 0], [9, 0, 0, 0, 0], [7, 0, 0, 0, 0]];
    unlock_all(&mut s, 0);
    s.players[0].unlocked = 0b0_1111;
    assert_eq!(refused(&mut s, on(BoardSpace::BlackThree, 2)), Refusal::Incomplete);
    act(&mut s, on(BoardSpace::BlackTwo, 1));
    act(&mut s, adv(KIEV, Colour::Black));
    act(&mut s, adv(KIEV, Colour::Black));
    assert_eq!(tracks(&s, 0, KIEV)[0], 9);
}

/// R9, S11: a board action's frame cannot be given up while it can be completed, and a step
/// that would make it impossible to complete is refused.
#[test]
fn a_board_action_must_be_completed() {
    let mut s = turn_state(4);
    s.players[0].unlocked = 0b11;
    s.players[0].tracks = [[3, 1, 0, 0, 0], [9, 0, 0, 0, 0], [9, 0, 0, 0, 0]];
    // Grey ×3: room only on the Trans-Siberian (to 2) and St. Petersburg/Kiev (1 to 8).
    act(&mut s, on(BoardSpace::GreyThree, 2));
    assert_eq!(refused(&mut s, Action::Done), Refusal::MustComplete);
    act(&mut s, adv(TS, Colour::Grey));
    act(&mut s, adv(STP, Colour::Grey));
    act(&mut s, adv(KIEV, Colour::Grey));
    assert!(s.pending.is_empty());
}

/// S11: the effects of a player's own engineers, factories, tokens may be used in part.
#[test]
fn own_effects_may_be_given_up() {
    let mut s = turn_state(4);
    own_frame(&mut s, 0, vec![Task::Tracks { colours: task_any(), count: 4 }]);
    act(&mut s, adv(TS, Colour::Black));
    let events = act(&mut s, Action::Done);
    assert!(events.contains(&Event::GaveUp { seat: 0 }));
    assert!(s.pending.is_empty());
}

// ---------------------------------------------------------------------------------------
// Locomotives and factories (R20–R23)
// ---------------------------------------------------------------------------------------

/// R20, R23: a locomotive is always taken from the lowest-valued stack.
#[test]
fn locomotives_come_from_the_lowest_stack() {
    let mut s = turn_state(4);
    s.stacks[2] = 0;
    act(&mut s, on(BoardSpace::LocomotiveTop, 1));
    let events = act(&mut s, build_loco(STP, 0));
    assert!(events.contains(&Event::LocomotiveBuilt {
        seat: 0,
        value: 3,
        at: slot(STP, 0),
        replaced: None
    }));
    assert_eq!(s.stacks[3], 3);
    assert_eq!(s.players[0].reach(STP), 3);
}

/// R21: the Trans-Siberian holds two locomotives whose values add; reach is capped at the
/// railway's length.
#[test]
fn trans_siberian_locomotives_add() {
    let mut s = turn_state(4);
    s.players[0].locomotives[0] = [6, 2];
    assert_eq!(s.players[0].reach(TS), 8);
    s.players[0].locomotives[0] = [9, 8];
    assert_eq!(s.players[0].reach(TS), 15);
    s.players[0].locomotives[2] = [9, 0];
    assert_eq!(s.players[0].reach(KIEV), 9);
}

/// R21: a locomotive replaces only a lower one.
#[test]
fn a_locomotive_replaces_only_a_lower_one() {
    let mut s = turn_state(4);
    for v in 2..=4 {
        s.stacks[v] = 0;
    }
    s.players[0].locomotives = [[5, 7], [6, 0], [5, 0]];
    act(&mut s, on(BoardSpace::LocomotiveTop, 1));
    assert_eq!(refused(&mut s, build_loco(TS, 0)), Refusal::LocomotiveSlot);
    assert_eq!(refused(&mut s, build_loco(STP, 0)), Refusal::LocomotiveSlot);
    assert_eq!(refused(&mut s, build_loco(TS, 1)), Refusal::LocomotiveSlot);
    act(&mut s, build_factory(0));
}

/// R21: the replaced locomotive must be moved to another railway that takes it, or turned
/// into a factory beside the stacks — never dropped; a chain reaction follows.
#[test]
fn lifted_locomotive_chain_reaction() {
    let mut s = turn_state(4);
    for v in 2..=4 {
        s.stacks[v] = 0;
    }
    s.players[0].locomotives = [[3, 4], [2, 0], [0, 0]];
    act(&mut s, on(BoardSpace::LocomotiveTop, 1));
    let events = act(&mut s, build_loco(TS, 0));
    assert!(events.contains(&Event::LocomotiveBuilt {
        seat: 0,
        value: 5,
        at: slot(TS, 0),
        replaced: Some(3)
    }));
    assert_eq!(refused(&mut s, Action::Done), Refusal::MustComplete);
    // The lifted 3 replaces the 2 on St. Petersburg, and the 2 goes to Kiev.
    assert_eq!(
        refused(&mut s, Action::Locomotive { to: Some(slot(TS, 1)) }),
        Refusal::LocomotiveSlot
    );
    act(&mut s, Action::Locomotive { to: Some(slot(STP, 0)) });
    act(&mut s, Action::Locomotive { to: Some(slot(KIEV, 0)) });
    assert_eq!(s.players[0].locomotives, [[5, 4], [3, 0], [2, 0]]);
    assert!(s.pending.is_empty());
    assert_eq!(s.phase, Phase::Turn { seat: 1 });
}

/// R21, R23: a lifted locomotive that is not placed becomes a factory beside the stacks.
#[test]
fn lifted_locomotive_may_become_a_spare_factory() {
    let mut s = turn_state(4);
    act(&mut s, on(BoardSpace::LocomotiveTop, 1));
    act(&mut s, build_loco(TS, 0));
    let events = act(&mut s, Action::Locomotive { to: None });
    assert!(events.contains(&Event::LocomotiveRetired { seat: 0, value: 1 }));
    assert_eq!(s.spare_factories, vec![1]);
    assert_eq!(s.players[0].locomotives[0], [2, 0]);
}

/// R20: the bottom locomotive space gives a locomotive and a factory.
#[test]
fn locomotive_bottom_gives_both() {
    let mut s = turn_state(4);
    act(&mut s, on(BoardSpace::LocomotiveBottom, 3));
    act(&mut s, build_loco(STP, 0));
    assert_eq!(refused(&mut s, build_loco(KIEV, 0)), Refusal::WrongBuild);
    assert_eq!(refused(&mut s, Action::Done), Refusal::MustComplete);
    act(&mut s, build_factory(0));
    assert_eq!(s.players[0].locomotives[1], [2, 0]);
    assert_eq!(s.players[0].factories[0], Some(2));
    assert_eq!(s.stacks[2], 2);
}

/// R20: at the bottom locomotive space the player chooses which is taken first — when the
/// lowest tile could not be placed as a locomotive, he takes it as the factory and the
/// locomotive is the next tile.
#[test]
fn locomotive_bottom_may_take_the_factory_first() {
    let mut s = turn_state(4);
    s.stacks = [0, 0, 0, 0, 0, 1, 2, 0, 0, 0];
    s.players[0].locomotives = [[5, 5], [5, 0], [5, 0]];
    act(&mut s, on(BoardSpace::LocomotiveBottom, 3));
    assert_eq!(refused(&mut s, build_loco(TS, 0)), Refusal::LocomotiveSlot);
    act(&mut s, build_factory(0));
    assert_eq!(s.players[0].factories[0], Some(5));
    act(&mut s, build_loco(KIEV, 0));
    assert_eq!(s.players[0].locomotives[2], [6, 0]);
    act(&mut s, Action::Locomotive { to: None });
    assert_eq!(s.spare_factories, vec![5]);
}

/// R22: factories fill the left-most empty slot.
#[test]
fn factories_fill_the_leftmost_slot() {
    let mut s = turn_state(4);
    s.players[0].factories = [Some(3), None, None, None, None];
    act(&mut s, on(BoardSpace::LocomotiveTop, 1));
    assert_eq!(refused(&mut s, build_factory(0)), Refusal::FactorySlot);
    assert_eq!(refused(&mut s, build_factory(2)), Refusal::FactorySlot);
    act(&mut s, build_factory(1));
    assert_eq!(s.players[0].factories[1], Some(2));
}

/// R22: with all five built a factory may be replaced; the old one goes beside the stacks.
#[test]
fn a_factory_is_replaced_only_with_all_five_built() {
    let mut s = turn_state(4);
    s.players[0].factories = [Some(3), Some(4), Some(5), Some(6), Some(7)];
    act(&mut s, on(BoardSpace::LocomotiveTop, 1));
    let events = act(&mut s, build_factory(3));
    assert!(events.contains(&Event::FactoryBuilt {
        seat: 0,
        value: 2,
        slot: 3,
        spare: false,
        replaced: Some(6)
    }));
    assert_eq!(s.spare_factories, vec![6]);
}

/// R23: building a factory, a spare factory beside the stacks may be taken instead; never as
/// a locomotive.
#[test]
fn a_spare_factory_may_be_taken_for_a_factory() {
    let mut s = turn_state(4);
    s.spare_factories = vec![8];
    act(&mut s, on(BoardSpace::LocomotiveTop, 1));
    let as_loco = Action::Build {
        tile: TileSource::Spare { value: 8 },
        target: Target::Locomotive { at: slot(STP, 0) },
    };
    assert_eq!(refused(&mut s, as_loco), Refusal::NoTile);
    let missing =
        Action::Build { tile: TileSource::Spare { value: 7 }, target: Target::Factory { slot: 0 } };
    assert_eq!(refused(&mut s, missing), Refusal::NoTile);
    act(
        &mut s,
        Action::Build { tile: TileSource::Spare { value: 8 }, target: Target::Factory { slot: 0 } },
    );
    assert_eq!(s.players[0].factories[0], Some(8));
    assert!(s.spare_factories.is_empty());
    assert_eq!(s.stacks[2], 4, "no stack tile taken");
}

/// R20, R9: with the stacks empty and no spare factory, the locomotive spaces are not offered.
#[test]
fn no_tiles_no_locomotive_action() {
    let mut s = turn_state(4);
    s.stacks = [0; 10];
    assert_eq!(refused(&mut s, on(BoardSpace::LocomotiveTop, 1)), Refusal::Incomplete);
    s.spare_factories = vec![4];
    act(&mut s, on(BoardSpace::LocomotiveTop, 1));
    assert_eq!(refused(&mut s, build_factory(0)), Refusal::NoTile);
}

// ---------------------------------------------------------------------------------------
// Industry (R24–R26)
// ---------------------------------------------------------------------------------------

/// R24: the bottom industry space gives 1 industry and 1 black advance.
#[test]
fn industry_bottom_gives_industry_and_black() {
    let mut s = turn_state(4);
    act(&mut s, on(BoardSpace::IndustryBottom, 2));
    act(&mut s, adv(STP, Colour::Black));
    act(&mut s, Action::Industry { marker: 0 });
    assert_eq!(s.players[0].industry[0], Some(1));
    assert_eq!(tracks(&s, 0, STP)[0], 2);
}

/// R25: an empty factory gap blocks the marker; the industry action is then not offered.
#[test]
fn an_empty_gap_blocks_industry() {
    let mut s = turn_state(4);
    s.players[0].industry[0] = Some(4);
    assert_eq!(refused(&mut s, on(BoardSpace::IndustryTop, 1)), Refusal::Incomplete);
    own_frame(&mut s, 0, vec![Task::Industry { count: 1 }]);
    assert_eq!(refused(&mut s, Action::Industry { marker: 0 }), Refusal::IndustryBlocked);
}

/// R25, T6 (A14): landing on a factory fires it — factory 8 gives a ruble.
#[test]
fn landing_on_a_factory_fires_it() {
    let mut s = turn_state(4);
    s.players[0].industry[0] = Some(4);
    s.players[0].factories[0] = Some(8);
    act(&mut s, on(BoardSpace::IndustryTop, 1));
    let events = act(&mut s, Action::Industry { marker: 0 });
    assert!(events.contains(&Event::FactoryFired {
        seat: 0,
        value: 8,
        ability: FactoryAbility::Ruble
    }));
    assert_eq!(s.players[0].rubles, 2);
}

/// R25: the last industry space needs all five factories.
#[test]
fn the_last_industry_space_needs_five_factories() {
    let s0 = {
        let mut s = turn_state(4);
        s.players[0].industry[0] = Some(14);
        s
    };
    let mut s = s0.clone();
    s.players[0].factories = [Some(2), Some(2), Some(2), Some(2), None];
    own_frame(&mut s, 0, vec![Task::Industry { count: 1 }]);
    assert_eq!(refused(&mut s, Action::Industry { marker: 0 }), Refusal::IndustryBlocked);
    let mut s = s0;
    s.players[0].factories = [Some(2); 5];
    own_frame(&mut s, 0, vec![Task::Industry { count: 1 }]);
    act(&mut s, Action::Industry { marker: 0 });
    assert_eq!(s.players[0].industry[0], Some(15));
    own_frame(&mut s, 0, vec![Task::Industry { count: 1 }]);
    assert_eq!(refused(&mut s, Action::Industry { marker: 0 }), Refusal::IndustryBlocked);
}

/// R25, A4: the "?" industry space gives a bonus token, once (R26: not again for the second
/// marker).
#[test]
fn the_industry_question_space_gives_a_token_once() {
    let mut s = turn_state(4);
    s.players[0].factories = [Some(3), Some(3), Some(3), Some(3), Some(3)];
    s.players[0].industry = [Some(9), Some(8)];
    s.players[0].tokens_used = Token::SecondMarker.bit();
    own_frame(&mut s, 0, vec![Task::Industry { count: 1 }]);
    act(&mut s, Action::Industry { marker: 0 });
    assert_eq!(s.pending.last().map(|f| f.tasks.clone()), Some(vec![Task::Token]));
    act(&mut s, Action::Token { token: Token::Revaluation });
    assert!(s.players[0].revalued);
    own_frame(&mut s, 0, vec![Task::Industry { count: 3 }]);
    act(&mut s, Action::Industry { marker: 0 }); // to 11 (factory 3: one more advance)
    act(&mut s, Action::Done);
    act(&mut s, Action::Industry { marker: 1 }); // to 9 (factory 3)
    act(&mut s, Action::Done);
    act(&mut s, Action::Industry { marker: 1 }); // to 10, the "?" again
    assert!(s.pending.is_empty(), "no second token: {:?}", s.pending);
    assert_eq!(s.players[0].industry, [Some(11), Some(10)]);
}

/// R26, A18: the two markers never share a space (a marker does not jump the other).
#[test]
fn industry_markers_never_share_a_space() {
    let mut s = turn_state(4);
    s.players[0].industry = [Some(2), Some(1)];
    own_frame(&mut s, 0, vec![Task::Industry { count: 2 }]);
    assert_eq!(refused(&mut s, Action::Industry { marker: 1 }), Refusal::IndustryBlocked);
    act(&mut s, Action::Industry { marker: 0 });
    act(&mut s, Action::Industry { marker: 1 });
    assert_eq!(s.players[0].industry, [Some(3), Some(2)]);
}

/// R26: a factory landed on by the second marker fires again; both markers score (R37).
#[test]
fn second_marker_fires_a_factory_again_and_scores() {
    let mut s = turn_state(4);
    s.players[0].factories[0] = Some(8);
    s.players[0].industry = [Some(6), Some(4)];
    own_frame(&mut s, 0, vec![Task::Industry { count: 1 }]);
    act(&mut s, Action::Industry { marker: 1 });
    assert_eq!(s.players[0].rubles, 2);
    let score = rules::round_score(&s.players[0], 0);
    assert_eq!(score.industry, 10 + 5);
}

// ---------------------------------------------------------------------------------------
// Doubler, rubles (R27, R28)
// ---------------------------------------------------------------------------------------

/// R27: a doubler goes on the left-most empty of the 8 doubler spaces; with all 8 filled
/// the doubler space is not offered.
#[test]
fn doublers_fill_from_the_left_up_to_eight() {
    let mut s = turn_state(4);
    s.players[0].doublers = 7;
    let supply = s.doublers;
    act(&mut s, on(BoardSpace::Doubler, 1));
    assert_eq!(s.players[0].doublers, 8);
    assert_eq!(s.doublers, supply - 1);
    s.board[BoardSpace::Doubler as usize] = None;
    turn_of(&mut s, 0);
    assert_eq!(refused(&mut s, on(BoardSpace::Doubler, 1)), Refusal::Incomplete);
}

/// R28: the ruble space gives 2 rubles from the bank.
#[test]
fn ruble_space_gives_two_rubles() {
    let mut s = turn_state(4);
    let bank = s.bank;
    let events = act(&mut s, on(BoardSpace::Rubles, 1));
    assert!(events.contains(&Event::Rubles { seat: 0, count: 2 }));
    assert_eq!(s.players[0].rubles, 3);
    assert_eq!(s.bank, bank - 2);
}

// ---------------------------------------------------------------------------------------
// Engineers (R30, R31)
// ---------------------------------------------------------------------------------------

/// R30, A12: a public engineer is a board space for one worker, used once per round.
#[test]
fn public_engineer_is_used_once_a_round() {
    let mut s = turn_state(4);
    s.strip[4] = Some(4); // e5: 2 black advances
    act(&mut s, place(Space::Public { index: 0 }, workers(1)));
    act(&mut s, adv(TS, Colour::Black));
    act(&mut s, adv(TS, Colour::Black));
    assert_eq!(tracks(&s, 0, TS)[0], 3);
    assert_eq!(refused(&mut s, place(Space::Public { index: 0 }, workers(1))), Refusal::Occupied);
}

/// R30, A11: a hired engineer is the player's own space, usable once per round and in part;
/// nobody else may use it.
#[test]
fn hired_engineer_is_an_own_space_once_a_round() {
    let mut s = turn_state(4);
    s.players[0].engineers.push((2, None)); // e3: 1 brown + 5 points
    let own = Space::Own { engineer: 2 };
    // Brown is not unlocked: the engineer may still be used, in part (its 5 points).
    let events = act(&mut s, place(own, workers(1)));
    assert!(events.contains(&Event::Points { seat: 0, points: 5, why: PointsFor::Action }));
    act(&mut s, Action::Done);
    assert_eq!(s.players[0].points.actions, 5);
    turn_of(&mut s, 0);
    assert_eq!(refused(&mut s, place(own, workers(1))), Refusal::EngineerUsed);
    turn_of(&mut s, 1);
    assert_eq!(refused(&mut s, place(own, workers(1))), Refusal::EngineerUsed);
}

/// R30, R38: at the round's end the engineers move one space right; the unhired one on the
/// hire space leaves the game; used own engineers are free again.
#[test]
fn engineer_strip_shifts_right_at_round_end() {
    let mut s = turn_state(4);
    let strip = s.strip.clone();
    s.players[1].engineers.push((13, Some(workers(1))));
    let events = pass_all(&mut s);
    assert!(events.contains(&Event::EngineersMoved { left: strip[6] }));
    let mut expected = vec![None];
    expected.extend_from_slice(&strip[..6]);
    assert_eq!(s.strip, expected);
    assert_eq!(s.players[1].engineers, vec![(13, None)]);
}

/// R30: a hired engineer leaves the hire space empty; the strip still shifts.
#[test]
fn after_a_hire_nothing_leaves_the_strip() {
    let mut s = turn_state(4);
    let strip = s.strip.clone();
    act(&mut s, place(Space::Hire, rubles(1)));
    let events = pass_all(&mut s);
    assert!(events.contains(&Event::EngineersMoved { left: None }));
    assert_eq!(s.engineer_for_hire(), strip[5]);
    assert_eq!(s.public_engineer(0), strip[3]);
}

// ---------------------------------------------------------------------------------------
// Special spaces (R32–R35)
// ---------------------------------------------------------------------------------------

/// R33: Trans-Siberian 3 with brown and a locomotive reaching it gives a worker — not
/// without the locomotive's reach.
#[test]
fn trans_siberian_three_gives_a_worker_with_brown_and_locomotive() {
    let mut s = turn_state(4);
    s.players[0].unlocked = 0b0_0111;
    s.players[0].tracks[0] = [8, 4, 2, 0, 0];
    own_frame(&mut s, 0, vec![Task::Tracks { colours: task_any(), count: 1 }]);
    act(&mut s, adv(TS, Colour::Brown));
    assert!(!s.players[0].claimed(data::Special::TransSiberianWorker), "reach 1");
    assert_eq!(s.players[0].workers, 5);
    // A locomotive reaching 3 then claims it.
    own_frame(
        &mut s,
        0,
        vec![Task::Build { kind: russian_railroads_engine::task::BuildKind::Locomotive }],
    );
    let events = act(&mut s, build_loco(TS, 1));
    assert!(events.contains(&Event::WorkerGained { seat: 0 }));
    assert_eq!((s.players[0].workers, s.players[0].workers_owned), (6, 6));
    assert_eq!(s.players[0].workers_reserve, 1);
}

/// R32: Kiev 7 with the black track gives a worker, no locomotive needed.
#[test]
fn kiev_seven_gives_a_worker() {
    let mut s = turn_state(4);
    s.players[0].tracks[2][0] = 6;
    own_frame(&mut s, 0, vec![Task::Tracks { colours: task_any(), count: 1 }]);
    let events = act(&mut s, adv(KIEV, Colour::Black));
    assert!(events.contains(&Event::Special { seat: 0, special: data::Special::KievWorker }));
    assert_eq!(s.players[0].workers, 6);
}

/// R33, R41: Trans-Siberian 13 (black + locomotive) gives a bonus token of the player's
/// choice, once.
#[test]
fn trans_siberian_thirteen_gives_a_token() {
    let mut s = turn_state(4);
    s.players[0].unlocked = 0b0_1111;
    s.players[0].tracks[0] = [12, 10, 8, 5, 0];
    s.players[0].locomotives[0] = [9, 4];
    own_frame(&mut s, 0, vec![Task::Tracks { colours: task_any(), count: 1 }]);
    act(&mut s, adv(TS, Colour::Black));
    assert_eq!(s.pending.last().map(|f| f.tasks.clone()), Some(vec![Task::Token]));
    act(&mut s, Action::Token { token: Token::KievMedal });
    assert!(s.players[0].medal);
    assert!(s.pending.is_empty());
}

/// R33: St. Petersburg 4 and 6 (black + locomotive) each give a token; a used token cannot be
/// chosen again.
#[test]
fn st_petersburg_four_and_six_give_tokens() {
    let mut s = turn_state(4);
    s.players[0].tracks[1][0] = 3;
    s.players[0].locomotives[1] = [6, 0];
    own_frame(&mut s, 0, vec![Task::Tracks { colours: task_any(), count: 3 }]);
    act(&mut s, adv(STP, Colour::Black));
    act(&mut s, Action::Token { token: Token::Revaluation });
    act(&mut s, adv(STP, Colour::Black));
    assert!(
        s.pending
            .last()
            .is_some_and(|f| f.tasks == vec![Task::Tracks { colours: task_any(), count: 1 }])
    );
    act(&mut s, adv(STP, Colour::Black));
    assert_eq!(refused(&mut s, Action::Token { token: Token::Revaluation }), Refusal::TokenUsed);
    act(&mut s, Action::Token { token: Token::SecondMarker });
    assert_eq!(s.players[0].industry[1], Some(0));
    assert!(s.players[0].claimed(data::Special::StPetersburgToken4));
    assert!(s.players[0].claimed(data::Special::StPetersburgToken6));
}

/// R33: a token space reached by the track without the locomotive's reach gives nothing
/// until a locomotive reaches it.
#[test]
fn token_space_needs_the_locomotive() {
    let mut s = turn_state(4);
    s.players[0].tracks[1][0] = 3;
    s.players[0].locomotives[1] = [3, 0];
    own_frame(&mut s, 0, vec![Task::Tracks { colours: task_any(), count: 1 }]);
    act(&mut s, adv(STP, Colour::Black));
    assert!(s.pending.is_empty());
    own_frame(&mut s, 0, vec![Task::Locomotive { value: 4, factoryless: false }]);
    act(&mut s, Action::Locomotive { to: Some(slot(STP, 0)) });
    assert_eq!(s.pending.last().map(|f| f.tasks.clone()), Some(vec![Task::Token]));
}

/// R33, A2: Kiev stars are cumulative (1+2+3+4) with black and a locomotive reaching them,
/// scored every scoring.
#[test]
fn kiev_stars_are_cumulative() {
    let mut s = turn_state(4);
    s.players[0].tracks[2][0] = 4;
    s.players[0].locomotives[2] = [3, 0];
    assert_eq!(rules::round_score(&s.players[0], 0).railways[2].stars, 6);
    s.players[0].locomotives[2] = [4, 0];
    assert_eq!(rules::round_score(&s.players[0], 0).railways[2].stars, 10);
}

/// R33: St. Petersburg 7 with grey and a locomotive doubles the railway's spaces.
#[test]
fn st_petersburg_seven_doubles_the_railway() {
    let mut s = turn_state(4);
    s.players[0].tracks[1] = [8, 7, 2, 0, 0];
    s.players[0].locomotives[1] = [7, 0];
    let r = rules::round_score(&s.players[0], 0).railways[1];
    // brown 1–2 = 4, grey 3–7 = 5 → 9, doubled.
    assert!(r.doubled);
    assert_eq!(r.spaces, 18);
    s.players[0].locomotives[1] = [6, 0];
    let r = rules::round_score(&s.players[0], 0).railways[1];
    assert!(!r.doubled);
    assert_eq!(r.spaces, 4 + 4);
}

/// R34: black reaching a railway's last space scores 10 at once.
#[test]
fn end_of_line_scores_ten() {
    let mut s = turn_state(4);
    s.players[0].tracks[1][0] = 8;
    own_frame(&mut s, 0, vec![Task::Tracks { colours: task_any(), count: 1 }]);
    let events = act(&mut s, adv(STP, Colour::Black));
    assert!(events.contains(&Event::Points {
        seat: 0,
        points: 10,
        why: PointsFor::EndOfLine(STP)
    }));
    assert_eq!(s.players[0].ends, 1 << STP.index());
}

/// R35: the Kiev medal scores 20 when grey and a locomotive reach Kiev 5.
#[test]
fn kiev_medal_scores_twenty() {
    let mut s = turn_state(4);
    s.players[0].tracks[2] = [6, 5, 0, 0, 0];
    s.players[0].locomotives[2] = [5, 0];
    assert_eq!(rules::round_score(&s.players[0], 0).railways[2].medal, 0, "no medal");
    s.players[0].medal = true;
    assert_eq!(rules::round_score(&s.players[0], 0).railways[2].medal, 20);
    s.players[0].tracks[2] = [6, 4, 0, 0, 0];
    assert_eq!(rules::round_score(&s.players[0], 0).railways[2].medal, 0, "grey short");
}

// ---------------------------------------------------------------------------------------
// Scoring (R36, R37, T1)
// ---------------------------------------------------------------------------------------

/// R36: the rulebook's example — TS locomotives 6+2, brown to 3 with a doubler on space 1,
/// grey to 7, black to 8 → 12 points.
#[test]
fn rulebook_trans_siberian_example_scores_twelve() {
    let mut s = turn_state(4);
    s.players[0].tracks[0] = [8, 7, 3, 0, 0];
    s.players[0].locomotives[0] = [6, 2];
    s.players[0].doublers = 1;
    assert_eq!(rules::round_score(&s.players[0], 0).railways[0].total(), 12);
}

/// R36, R27: the same example space by space, as the screen draws it — brown on 1–3 (real
/// and passed), grey on 4–7, black on 8, nothing beyond; space 1 doubled; 9–15 not reached.
#[test]
fn rulebook_trans_siberian_example_space_by_space() {
    let mut s = turn_state(4);
    s.players[0].tracks[0] = [8, 7, 3, 0, 0];
    s.players[0].locomotives[0] = [6, 2];
    s.players[0].doublers = 1;
    let spaces = rules::railway_spaces(&s.players[0], Railway::TransSiberian);
    assert_eq!(spaces.len(), 15);
    let colours: Vec<Option<Colour>> = spaces.iter().map(|x| x.colour).collect();
    let (b, g, k) = (Some(Colour::Brown), Some(Colour::Grey), Some(Colour::Black));
    assert_eq!(&colours[..9], &[b, b, b, g, g, g, g, k, None]);
    let points: Vec<u32> = spaces.iter().map(|x| x.points).collect();
    assert_eq!(&points[..8], &[4, 2, 2, 1, 1, 1, 1, 0]);
    assert!(spaces[0].doubler && !spaces[1].doubler);
    assert_eq!(spaces.iter().filter(|x| x.reached).count(), 8);
}

/// R33, R36: the rulebook's Kiev example — a "2" locomotive and black on 2 → 3 points.
#[test]
fn rulebook_kiev_example_scores_three() {
    let mut s = turn_state(4);
    s.players[0].tracks[2] = [2, 0, 0, 0, 0];
    s.players[0].locomotives[2] = [2, 0];
    assert_eq!(rules::round_score(&s.players[0], 0).railways[2].total(), 3);
}

/// R36: only spaces up to the locomotives' reach count.
#[test]
fn only_spaces_within_reach_score() {
    let mut s = turn_state(4);
    s.players[0].tracks[0] = [9, 6, 0, 0, 0];
    assert_eq!(rules::round_score(&s.players[0], 0).railways[0].spaces, 1, "reach 1");
    s.players[0].locomotives[0] = [1, 3];
    assert_eq!(rules::round_score(&s.players[0], 0).railways[0].spaces, 4);
}

/// T1: colour values 0/1/2/4/7, revalued 0/1/3/6/10.
#[test]
fn colour_values_and_revaluation() {
    let mut s = turn_state(4);
    s.players[0].tracks[0] = [15, 5, 4, 3, 1];
    s.players[0].locomotives[0] = [9, 6];
    // white 1 = 7, natural 2–3 = 8, brown 4 = 2, grey 5 = 1 → 18.
    assert_eq!(rules::round_score(&s.players[0], 0).railways[0].spaces, 18);
    s.players[0].revalued = true;
    assert_eq!(rules::round_score(&s.players[0], 0).railways[0].spaces, 10 + 12 + 3 + 1);
}

/// R37, T5: a marker on a factory scores the previous number (5 on the first factory).
#[test]
fn industry_on_a_factory_scores_the_previous_number() {
    let mut s = turn_state(4);
    let expect = [(0u8, 0u32), (3, 3), (4, 5), (5, 5), (6, 10), (10, 15), (15, 30)];
    for (at, points) in expect {
        s.players[0].industry[0] = Some(at);
        assert_eq!(rules::round_score(&s.players[0], 0).industry, points, "space {at}");
    }
}

/// R36: the round scoring adds each railway and the industry to the players' points.
#[test]
fn round_scoring_adds_the_points() {
    let mut s = turn_state(2);
    s.players[1].tracks[0] = [8, 7, 3, 0, 0];
    s.players[1].locomotives[0] = [6, 2];
    s.players[1].doublers = 1;
    s.players[1].industry[0] = Some(4);
    let events = pass_all(&mut s);
    assert!(events.iter().any(|e| matches!(e, Event::RoundScored { round: 1, .. })));
    assert_eq!(s.players[1].points.railways[0], 12);
    assert_eq!(s.players[1].points.industry, 5);
    assert_eq!(s.players[1].points.turn_order, 2);
}

// ---------------------------------------------------------------------------------------
// Final scoring (R39, T9), winner (R40)
// ---------------------------------------------------------------------------------------

fn bonus(s: &State, card: EndBonus) -> u32 {
    rules::end_bonus_points(&s.players[0], card, s.start_workers)
}

/// T9 #1–#3: 15 points; 10 per completed railway (max 30); 4 per factory (max 20).
#[test]
fn end_bonus_fifteen_railways_factories() {
    let mut s = turn_state(4);
    assert_eq!(bonus(&s, EndBonus::Fifteen), 15);
    s.players[0].ends = 0b011;
    assert_eq!(bonus(&s, EndBonus::CompletedRailways), 20);
    s.players[0].ends = 0b111;
    assert_eq!(bonus(&s, EndBonus::CompletedRailways), 30);
    s.players[0].factories = [Some(2), Some(3), None, None, None];
    assert_eq!(bonus(&s, EndBonus::Factories), 8);
    s.players[0].factories = [Some(2); 5];
    assert_eq!(bonus(&s, EndBonus::Factories), 20);
}

/// T9 #4: 20 points for 4–6 doublers, 30 for 7–8, none below 4.
#[test]
fn end_bonus_doublers() {
    let mut s = turn_state(4);
    for (d, p) in [(3u8, 0u32), (4, 20), (6, 20), (7, 30), (8, 30)] {
        s.players[0].doublers = d;
        assert_eq!(bonus(&s, EndBonus::Doublers), p, "{d} doublers");
    }
}

/// T9 #5, #7: the sum of the locomotives; the sum of the black tracks' spaces.
#[test]
fn end_bonus_locomotives_and_black_tracks() {
    let mut s = turn_state(4);
    s.players[0].locomotives = [[6, 2], [5, 0], [3, 0]];
    assert_eq!(bonus(&s, EndBonus::Locomotives), 16);
    s.players[0].tracks = [[12, 0, 0, 0, 0], [9, 0, 0, 0, 0], [4, 0, 0, 0, 0]];
    assert_eq!(bonus(&s, EndBonus::BlackTracks), 25);
}

/// T9 #8: 10 per gained worker (own colour and the black worker), max 30.
#[test]
fn end_bonus_gained_workers() {
    let mut s = turn_state(4);
    assert_eq!(bonus(&s, EndBonus::GainedWorkers), 0);
    s.players[0].workers_owned = 6;
    assert_eq!(bonus(&s, EndBonus::GainedWorkers), 10);
    s.players[0].black_worker = Some(false);
    assert_eq!(bonus(&s, EndBonus::GainedWorkers), 20);
    s.players[0].workers_owned = 7;
    assert_eq!(bonus(&s, EndBonus::GainedWorkers), 30);
    s.players[0].workers_owned = 8;
    assert_eq!(bonus(&s, EndBonus::GainedWorkers), 30);
}

/// T9 #9, #10, #6: 7 per token (max 28); 6 per hired engineer (not the "?" card's);
/// the extra-engineer card scores no points itself.
#[test]
fn end_bonus_tokens_hired_engineers_extra_engineer() {
    let mut s = turn_state(4);
    s.players[0].tokens_used = Token::Revaluation.bit() | Token::KievMedal.bit();
    assert_eq!(bonus(&s, EndBonus::Tokens), 14);
    s.players[0].tokens_used = 0b111_1111;
    assert_eq!(bonus(&s, EndBonus::Tokens), 28);
    s.players[0].engineers = vec![(0, None), (4, None), (data::card_engineer(), None)];
    assert_eq!(bonus(&s, EndBonus::HiredEngineers), 12);
    assert_eq!(bonus(&s, EndBonus::ExtraEngineer), 0);
}

/// R39: the engineers' majority — 40 for the most, 20 for the second; a tie goes to the
/// highest engineer number; a player with no engineer gets nothing.
#[test]
fn engineer_majority_forty_twenty_with_tie_break() {
    let mut s = turn_state(4);
    s.players[0].engineers = vec![(0, None), (1, None)]; // numbers 1, 2
    s.players[1].engineers = vec![(2, None), (3, None)]; // numbers 3, 4
    s.players[2].engineers = vec![(14, None)]; // number 15
    let f = rules::final_scores(&s);
    let majority: Vec<u32> = f.iter().map(|f| f.majority).collect();
    assert_eq!(majority, vec![20, 40, 0, 0]);
    // Only one player with engineers: the second place stays empty.
    s.players[0].engineers.clear();
    s.players[1].engineers.clear();
    let f = rules::final_scores(&s);
    assert_eq!(f.iter().map(|f| f.majority).collect::<Vec<_>>(), vec![0, 0, 40, 0]);
}

/// R39, T9 #6, A22: the extra-engineer card counts as one more engineer for the majority.
#[test]
fn extra_engineer_card_counts_for_the_majority() {
    let mut s = turn_state(3);
    s.players[0].engineers = vec![(14, None)];
    s.players[1].engineers = vec![(0, None)];
    s.players[1].end_bonus = vec![EndBonus::ExtraEngineer];
    let f = rules::final_scores(&s);
    assert_eq!(f[1].engineers, 2);
    assert_eq!((f[0].majority, f[1].majority, f[2].majority), (20, 40, 0));
    // A22: the card alone is no engineer: a player without engineers gets nothing (S1 p.20).
    s.players[1].engineers.clear();
    let f = rules::final_scores(&s);
    assert_eq!((f[0].majority, f[1].majority), (40, 0));
}

/// R39: the final scoring adds the end-bonus cards and the majority after the last round.
#[test]
fn final_scoring_adds_cards_and_majority() {
    let mut s = turn_state(2);
    s.round = s.rounds;
    s.players[0].end_bonus = vec![EndBonus::Fifteen];
    s.players[0].engineers = vec![(0, None)];
    pass_all(&mut s);
    assert_eq!(s.players[0].points.end_bonus, 15);
    assert_eq!(s.players[0].points.majority, 40);
    assert_eq!(s.players[1].points.majority, 0);
}

/// R40: the most points wins; a tie is a shared victory and tied seats share a rank.
#[test]
fn ties_share_the_victory_and_the_rank() {
    let outcome = Outcome { points: vec![50, 70, 70, 20], over: true };
    assert_eq!(outcome.winners(), vec![1, 2]);
    let ranks: Vec<u8> = RussianRailroads::standings(&outcome).iter().map(|s| s.rank).collect();
    assert_eq!(ranks, vec![3, 1, 1, 4]);
}

// ---------------------------------------------------------------------------------------
// Bonus tokens (R41, T7)
// ---------------------------------------------------------------------------------------

fn token_frame(s: &mut State) {
    own_frame(s, 0, vec![Task::Token]);
}

/// T7 #1: four track advances of any colour, on tracks the player has.
#[test]
fn token_four_tracks() {
    let mut s = turn_state(4);
    token_frame(&mut s);
    act(&mut s, Action::Token { token: Token::FourTracks });
    for r in [TS, STP, KIEV, TS] {
        act(&mut s, adv(r, Colour::Black));
    }
    assert_eq!(s.players[0].tracks.map(|t| t[0]), [3, 2, 2]);
    assert!(s.pending.is_empty());
    assert!(s.players[0].used(Token::FourTracks));
}

/// T7 #1: tracks gained by the token's advances may be moved at once by it.
#[test]
fn token_four_tracks_may_move_a_colour_it_unlocks() {
    let mut s = turn_state(4);
    token_frame(&mut s);
    act(&mut s, Action::Token { token: Token::FourTracks });
    act(&mut s, adv(TS, Colour::Black)); // black to 2: grey unlocked
    act(&mut s, adv(TS, Colour::Grey));
    assert_eq!(tracks(&s, 0, TS), [2, 1, 0, 0, 0]);
}

/// T7 #2: five industry advances.
#[test]
fn token_five_industry() {
    let mut s = turn_state(4);
    s.players[0].factories[0] = Some(2);
    token_frame(&mut s);
    act(&mut s, Action::Token { token: Token::FiveIndustry });
    for _ in 0..4 {
        act(&mut s, Action::Industry { marker: 0 });
    }
    // The fifth lands on factory 2 (a reuse), then is done.
    act(&mut s, Action::Industry { marker: 0 });
    assert_eq!(s.players[0].industry[0], Some(5));
}

/// T7 #3, R26: the second industry marker starts on 0 and advances may be split.
#[test]
fn token_second_marker() {
    let mut s = turn_state(4);
    token_frame(&mut s);
    act(&mut s, Action::Token { token: Token::SecondMarker });
    assert_eq!(s.players[0].industry, [Some(0), Some(0)]);
    own_frame(&mut s, 0, vec![Task::Industry { count: 3 }]);
    act(&mut s, Action::Industry { marker: 1 });
    act(&mut s, Action::Industry { marker: 1 });
    act(&mut s, Action::Industry { marker: 0 });
    assert_eq!(s.players[0].industry, [Some(1), Some(2)]);
    assert_eq!(rules::round_score(&s.players[0], 0).industry, 3);
}

/// T7 #4: three doublers on the Trans-Siberian (never past the 8th space).
#[test]
fn token_three_doublers() {
    let mut s = turn_state(4);
    s.players[0].doublers = 6;
    token_frame(&mut s);
    act(&mut s, Action::Token { token: Token::ThreeDoublers });
    assert_eq!(s.players[0].doublers, 8);
    assert_eq!(s.doublers, 18);
}

/// T7 #5, #7: the Kiev medal; the revaluation marker.
#[test]
fn token_medal_and_revaluation() {
    let mut s = turn_state(4);
    token_frame(&mut s);
    act(&mut s, Action::Token { token: Token::KievMedal });
    assert!(s.players[0].medal);
    token_frame(&mut s);
    act(&mut s, Action::Token { token: Token::Revaluation });
    assert!(s.players[0].revalued);
    assert_eq!(s.players[0].tokens_used.count_ones(), 2);
}

/// T7 #6, R42: a face-up "?" card, then an end-bonus card from the pile (or 10 points).
#[test]
fn token_question_card_then_end_bonus() {
    let mut s = turn_state(4);
    token_frame(&mut s);
    act(&mut s, Action::Token { token: Token::QuestionCard });
    assert_eq!(refused(&mut s, Action::EndBonus { card: None }), Refusal::NotNow);
    act(&mut s, Action::QuestionCard { card: QuestionCard::BlackWorker });
    assert!(!s.question_card_up(QuestionCard::BlackWorker));
    let card = s.end_bonus_pile[0];
    let missing = s.end_bonus_removed[0];
    assert_eq!(refused(&mut s, Action::EndBonus { card: Some(missing) }), Refusal::NotInPile);
    act(&mut s, Action::EndBonus { card: Some(card) });
    assert_eq!(s.players[0].end_bonus, vec![card]);
    assert_eq!(s.end_bonus_pile.len(), 7);
}

/// R42: instead of an end-bonus card, 10 points at once.
#[test]
fn end_bonus_or_ten_points() {
    let mut s = turn_state(4);
    own_frame(&mut s, 0, vec![Task::EndBonus]);
    let events = act(&mut s, Action::EndBonus { card: None });
    assert!(events.contains(&Event::Points {
        seat: 0,
        points: 10,
        why: PointsFor::InsteadOfEndBonus
    }));
    assert_eq!(s.players[0].points.actions, 10);
    assert!(s.players[0].end_bonus.is_empty());
    assert_eq!(s.end_bonus_pile.len(), 8);
}

// ---------------------------------------------------------------------------------------
// The five "?" cards (T8)
// ---------------------------------------------------------------------------------------

fn question_frame(s: &mut State) {
    own_frame(s, 0, vec![Task::QuestionCard]);
}

/// T8 #1: a doubler, an industry advance, a black advance, then one of them again.
#[test]
fn question_card_four_actions() {
    let mut s = turn_state(4);
    question_frame(&mut s);
    act(&mut s, Action::QuestionCard { card: QuestionCard::FourActions });
    assert_eq!(s.players[0].doublers, 1);
    act(&mut s, Action::Industry { marker: 0 });
    act(&mut s, adv(KIEV, Colour::Black));
    act(&mut s, Action::Repeat { what: Repeat::Black });
    act(&mut s, adv(KIEV, Colour::Black));
    assert_eq!(tracks(&s, 0, KIEV)[0], 3);
    assert_eq!(s.players[0].industry[0], Some(1));
    assert!(s.pending.is_empty());
}

/// T8 #2: the unlettered engineer and its ruble, both usable at once.
#[test]
fn question_card_engineer_and_ruble() {
    let mut s = turn_state(4);
    question_frame(&mut s);
    act(&mut s, Action::QuestionCard { card: QuestionCard::Engineer });
    let e = data::card_engineer();
    assert_eq!(s.players[0].engineers, vec![(e, None)]);
    assert_eq!(s.players[0].rubles, 2);
    assert!(s.pending.is_empty());
    turn_of(&mut s, 0);
    assert!(rules::available(&s).contains(&place(Space::Own { engineer: e }, rubles(1))));
}

/// T8 #3: build a factory and take 2 industry advances.
#[test]
fn question_card_factory_and_industry() {
    let mut s = turn_state(4);
    s.players[0].industry[0] = Some(4);
    question_frame(&mut s);
    act(&mut s, Action::QuestionCard { card: QuestionCard::FactoryAndIndustry });
    assert_eq!(refused(&mut s, build_loco(STP, 0)), Refusal::WrongBuild);
    act(&mut s, build_factory(0));
    act(&mut s, Action::Industry { marker: 0 }); // onto factory 2 (reuse): give it up
    act(&mut s, Action::Done);
    act(&mut s, Action::Industry { marker: 0 });
    assert_eq!(s.players[0].industry[0], Some(6));
    assert!(s.pending.is_empty());
}

/// T8 #4: the factory-less "9" placed at once (normal replacement rules, bonuses at once);
/// it may not be turned into a factory while a slot takes it.
#[test]
fn question_card_nine_locomotive() {
    let mut s = turn_state(4);
    s.players[0].tracks[1][0] = 4;
    question_frame(&mut s);
    act(&mut s, Action::QuestionCard { card: QuestionCard::Locomotive });
    assert_eq!(refused(&mut s, Action::Locomotive { to: None }), Refusal::LocomotiveSlot);
    act(&mut s, Action::Locomotive { to: Some(slot(STP, 0)) });
    assert_eq!(s.players[0].locomotives[1], [9, 0]);
    assert_eq!(s.pending.last().map(|f| f.tasks.clone()), Some(vec![Task::Token]));
}

/// T8 #5: the black worker — an extra worker; on a space giving a black advance it adds one
/// more black advance.
#[test]
fn question_card_black_worker() {
    let mut s = turn_state(4);
    question_frame(&mut s);
    act(&mut s, Action::QuestionCard { card: QuestionCard::BlackWorker });
    assert_eq!(s.players[0].workers_in_hand(), 6);
    turn_of(&mut s, 0);
    let black = Pay { black: true, ..Pay::default() };
    act(&mut s, place(board(BoardSpace::BlackTwo), black));
    for _ in 0..3 {
        act(&mut s, adv(TS, Colour::Black));
    }
    assert_eq!(tracks(&s, 0, TS)[0], 4);
    assert!(s.pending.is_empty());
    assert_eq!(s.players[0].black_worker, Some(false));
    pass_all(&mut s);
    assert_eq!(s.players[0].black_worker, Some(true), "back at the round's end");
}

/// T8 #5, A17: the black worker on a space without black advances gives no extra advance.
#[test]
fn black_worker_elsewhere_gives_nothing_extra() {
    let mut s = turn_state(4);
    s.players[0].black_worker = Some(true);
    let black = Pay { black: true, ..Pay::default() };
    act(&mut s, place(board(BoardSpace::Doubler), black));
    assert!(s.pending.is_empty());
    assert_eq!(s.phase, Phase::Turn { seat: 1 });
}

/// T8: a "?" card taken is gone.
#[test]
fn a_question_card_is_taken_once() {
    let mut s = turn_state(4);
    s.question_cards &= !QuestionCard::Engineer.bit();
    question_frame(&mut s);
    assert_eq!(
        refused(&mut s, Action::QuestionCard { card: QuestionCard::Engineer }),
        Refusal::QuestionCardGone
    );
}

// ---------------------------------------------------------------------------------------
// Factories' abilities (T6, A14)
// ---------------------------------------------------------------------------------------

/// A state where seat 0's marker lands on factory `value` with one industry advance.
fn land_on(value: u8) -> (State, Vec<Event>) {
    let mut s = turn_state(4);
    s.players[0].factories[0] = Some(value);
    s.players[0].industry[0] = Some(4);
    own_frame(&mut s, 0, vec![Task::Industry { count: 1 }]);
    let events = act(&mut s, Action::Industry { marker: 0 });
    assert!(events.contains(&Event::FactoryFired {
        seat: 0,
        value,
        ability: data::factory(value)
    }));
    (s, events)
}

/// T6 factory 1 (S10): the sum of the player's engineers' numbers.
#[test]
fn factory_one_scores_engineer_numbers() {
    let mut s = turn_state(4);
    s.players[0].engineers = vec![(4, None), (9, None)];
    s.players[0].factories[0] = Some(1);
    s.players[0].industry[0] = Some(4);
    own_frame(&mut s, 0, vec![Task::Industry { count: 1 }]);
    let events = act(&mut s, Action::Industry { marker: 0 });
    assert!(events.contains(&Event::Points {
        seat: 0,
        points: 15,
        why: PointsFor::EngineerNumbers
    }));
}

/// T6 factory 2, A21: use again a space holding exactly one of the player's workers.
#[test]
fn factory_two_reuses_a_single_worker_space() {
    let mut s = turn_state(4);
    s.board[BoardSpace::Rubles as usize] = Some(Occupant { seat: 0, pay: workers(1) });
    s.board[BoardSpace::BlackThree as usize] = Some(Occupant { seat: 0, pay: workers(2) });
    s.board[BoardSpace::Doubler as usize] = Some(Occupant { seat: 1, pay: workers(1) });
    s.players[0].factories[0] = Some(2);
    s.players[0].industry[0] = Some(4);
    own_frame(&mut s, 0, vec![Task::Industry { count: 1 }]);
    act(&mut s, Action::Industry { marker: 0 });
    for space in [BoardSpace::BlackThree, BoardSpace::Doubler, BoardSpace::IndustryTop] {
        assert_eq!(refused(&mut s, Action::Reuse { space: board(space) }), Refusal::CannotReuse);
    }
    act(&mut s, Action::Reuse { space: board(BoardSpace::Rubles) });
    assert_eq!(s.players[0].rubles, 3);
}

/// T6 factories 3, 4, 5: one industry; a locomotive or a factory; two tracks of choice.
#[test]
fn factories_three_four_five_open_their_tasks() {
    let (s, _) = land_on(3);
    assert_eq!(s.pending.last().map(|f| f.tasks.clone()), Some(vec![Task::Industry { count: 1 }]));
    let (mut s, _) = land_on(4);
    act(&mut s, build_loco(KIEV, 0));
    assert_eq!(s.players[0].locomotives[2], [2, 0]);
    let (mut s, _) = land_on(5);
    act(&mut s, adv(TS, Colour::Black));
    act(&mut s, adv(TS, Colour::Grey));
    assert_eq!(tracks(&s, 0, TS), [2, 1, 0, 0, 0]);
}

/// T6 factory 6, R42: an end-bonus card or 10 points.
#[test]
fn factory_six_gives_an_end_bonus_card() {
    let (mut s, _) = land_on(6);
    act(&mut s, Action::EndBonus { card: None });
    assert_eq!(s.players[0].points.actions, 10);
}

/// T6 factories 7, 8, 9: two doublers; a ruble; the sum of the two best locomotives.
#[test]
fn factories_seven_eight_nine() {
    let (s, _) = land_on(7);
    assert_eq!(s.players[0].doublers, 2);
    let (s, _) = land_on(8);
    assert_eq!(s.players[0].rubles, 2);
    let mut s = turn_state(4);
    s.players[0].locomotives = [[6, 2], [7, 0], [3, 0]];
    s.players[0].factories[0] = Some(9);
    s.players[0].industry[0] = Some(4);
    own_frame(&mut s, 0, vec![Task::Industry { count: 1 }]);
    let events = act(&mut s, Action::Industry { marker: 0 });
    assert!(events.contains(&Event::Points {
        seat: 0,
        points: 13,
        why: PointsFor::BestLocomotives
    }));
}

/// A14: the factory of each value 1–9 follows S1's listing order.
#[test]
fn factory_abilities_follow_the_listing_order() {
    use FactoryAbility::*;
    let expected = [
        EngineerNumbers,
        Reuse,
        Industry,
        Build,
        Tracks,
        EndBonus,
        Doublers,
        Ruble,
        BestLocomotives,
    ];
    for (i, a) in expected.iter().enumerate() {
        assert_eq!(data::factory(i as u8 + 1), *a);
    }
}

// ---------------------------------------------------------------------------------------
// Refusals and whole games
// ---------------------------------------------------------------------------------------

/// R9: actions out of turn are refused (typed) and change nothing.
#[test]
fn actions_out_of_place_are_refused_not_now() {
    let mut s = turn_state(4);
    assert_eq!(refused(&mut s, adv(TS, Colour::Black)), Refusal::NotNow);
    assert_eq!(refused(&mut s, Action::Draft { card: StartBonus::Ruble }), Refusal::NotNow);
    assert_eq!(refused(&mut s, Action::Token { token: Token::Revaluation }), Refusal::NotNow);
    act(&mut s, on(BoardSpace::BlackThree, 2));
    assert_eq!(refused(&mut s, Action::Pass), Refusal::NotNow);
    assert_eq!(refused(&mut s, on(BoardSpace::Doubler, 1)), Refusal::NotNow);
}

/// R2–R5: a whole game through the core: the draft first, then turns; replay gives the same.
#[test]
fn a_game_starts_with_the_draft_and_replays() {
    let mut game = Game::new(Setup::new(&["Anna", "Boris", "Clara", "Dmitri"], 3)).expect("4");
    for _ in 0..3 {
        let moves = game.available();
        assert!(moves.iter().all(|a| matches!(a, Action::Draft { .. })));
        game.apply(&moves[0]).expect("offered");
        while !game.state().pending.is_empty() {
            let a = game.available()[0];
            game.apply(&a).expect("offered");
        }
    }
    assert!(matches!(game.state().phase, Phase::Turn { .. }));
    let replayed = Game::replay(game.setup(), game.actions()).expect("replays");
    assert_eq!(replayed.state(), game.state());
}

/// R9, S11: a board action leaves a frame that must be completed, naming its source.
#[test]
fn pending_frames_name_their_source() {
    let mut s = turn_state(4);
    act(&mut s, on(BoardSpace::BlackTwo, 1));
    assert_eq!(
        s.pending,
        vec![Frame {
            source: Source::Space,
            complete: true,
            tasks: vec![Task::Tracks {
                colours: russian_railroads_engine::task::Colours::one(Colour::Black),
                count: 2
            }]
        }]
    );
}

// ---------------------------------------------------------------------------------------
// More scenarios
// ---------------------------------------------------------------------------------------

/// R8, R30: passing every round, a 4-player game has 7 round scorings and ends; the strip
/// shifts each round.
#[test]
fn four_players_play_seven_rounds() {
    let mut s = turn_state(4);
    let mut scorings = 0;
    let mut moved = 0;
    while s.phase != Phase::Over {
        for e in pass_all(&mut s) {
            match e {
                Event::RoundScored { .. } => scorings += 1,
                Event::EngineersMoved { .. } => moved += 1,
                _ => {}
            }
        }
    }
    assert_eq!(scorings, 7);
    assert_eq!(moved, 6);
    assert_eq!(s.round, 7);
}

/// R8: with 3 players, 6 rounds.
#[test]
fn three_players_play_six_rounds() {
    let mut s = turn_state(3);
    let mut scorings = 0;
    while s.phase != Phase::Over {
        scorings +=
            pass_all(&mut s).iter().filter(|e| matches!(e, Event::RoundScored { .. })).count();
    }
    assert_eq!(scorings, 6);
}

/// R5, A6: with three players the 3rd then the 2nd draft; the 1st gets none.
#[test]
fn three_player_draft_is_two_picks() {
    let mut s = fresh(3, 9);
    let order = s.order.clone();
    assert_eq!(s.draft, vec![order[2], order[1]]);
    act(&mut s, Action::Draft { card: StartBonus::TwoDoublers });
    act(&mut s, Action::Draft { card: StartBonus::Ruble });
    assert_eq!(s.phase, Phase::Turn { seat: order[0] });
    assert_eq!(s.start_bonuses, 0);
}

/// R6, R13, A9: with two players the 2nd player taking "1st" becomes first; his worker is
/// then moved (R14).
#[test]
fn two_player_turn_order_swap() {
    let mut s = turn_state(2);
    turn_of(&mut s, 1);
    act(&mut s, place(Space::TurnOrder { position: 1 }, workers(1)));
    pass_all(&mut s);
    assert_eq!(s.order, vec![1, 0]);
    assert_eq!(s.phase, Phase::Reuse { seat: 1, then: None });
    act(&mut s, Action::Reuse { space: board(BoardSpace::Rubles) });
    assert_eq!(s.players[1].rubles, 3);
    assert_eq!(s.phase, Phase::Turn { seat: 1 });
}

/// R14: the turn-order worker may go to the player's own unused engineer, whose action is
/// done (in part allowed).
#[test]
fn turn_order_worker_may_use_an_own_engineer() {
    let mut s = turn_state(4);
    s.players[3].engineers.push((9, None)); // e10: 1 black + 3 points
    turn_of(&mut s, 3);
    act(&mut s, place(Space::TurnOrder { position: 1 }, workers(1)));
    turn_of(&mut s, 0);
    pass_all(&mut s);
    assert_eq!(s.phase, Phase::Reuse { seat: 3, then: None });
    act(&mut s, Action::Reuse { space: Space::Own { engineer: 9 } });
    assert_eq!(s.players[3].points.actions, 3);
    act(&mut s, adv(STP, Colour::Black));
    assert_eq!(tracks(&s, 3, STP)[0], 2);
    assert_eq!(s.round, 2);
}

/// T10, R30: engineer e1 (1 track of choice + 1 black) on a public space: both advances.
#[test]
fn public_engineer_any_and_black() {
    let mut s = turn_state(4);
    s.strip[5] = Some(0);
    act(&mut s, place(Space::Public { index: 1 }, workers(1)));
    act(&mut s, adv(TS, Colour::Black));
    act(&mut s, adv(TS, Colour::Grey));
    assert_eq!(tracks(&s, 0, TS), [2, 1, 0, 0, 0]);
    assert!(s.pending.is_empty());
}

/// T8 #5: the black worker on the bottom industry space (1 industry + 1 black) adds a black
/// advance.
#[test]
fn black_worker_on_industry_bottom_adds_black() {
    let mut s = turn_state(4);
    s.players[0].black_worker = Some(true);
    let pay = Pay { workers: 1, black: true, ..Pay::default() };
    act(&mut s, place(board(BoardSpace::IndustryBottom), pay));
    act(&mut s, Action::Industry { marker: 0 });
    act(&mut s, adv(KIEV, Colour::Black));
    act(&mut s, adv(KIEV, Colour::Black));
    assert_eq!(tracks(&s, 0, KIEV)[0], 3);
    assert!(s.pending.is_empty());
}

/// R25: a factory's ability that cannot be used is lost (own effect: given up) — factory 4
/// with no tile left.
#[test]
fn an_unusable_factory_ability_is_lost() {
    let mut s = turn_state(4);
    s.stacks = [0; 10];
    s.players[0].factories[0] = Some(4);
    s.players[0].industry[0] = Some(4);
    own_frame(&mut s, 0, vec![Task::Industry { count: 1 }]);
    act(&mut s, Action::Industry { marker: 0 });
    assert_eq!(refused(&mut s, build_factory(1)), Refusal::NoTile);
    act(&mut s, Action::Done);
    assert!(s.pending.is_empty());
}

/// R33: Kiev stars count only as far as both the black track and the locomotive reach.
#[test]
fn kiev_stars_need_both_track_and_locomotive() {
    let mut s = turn_state(4);
    s.players[0].tracks[2][0] = 3;
    s.players[0].locomotives[2] = [2, 0];
    assert_eq!(rules::round_score(&s.players[0], 0).railways[2].stars, 3);
    s.players[0].locomotives[2] = [9, 0];
    assert_eq!(rules::round_score(&s.players[0], 0).railways[2].stars, 6);
    s.players[0].tracks[2][0] = 9;
    assert_eq!(rules::round_score(&s.players[0], 0).railways[2].stars, 15);
}

/// R39: counts 2, 2, 1 — the two with 2 share 40/20 by their highest engineer; the one with
/// 1 gets nothing.
#[test]
fn majority_three_way() {
    let mut s = turn_state(3);
    s.players[0].engineers = vec![(0, None), (10, None)]; // best 11
    s.players[1].engineers = vec![(1, None), (12, None)]; // best 13
    s.players[2].engineers = vec![(14, None)]; // 15, but only one
    let f = rules::final_scores(&s);
    assert_eq!((f[0].majority, f[1].majority, f[2].majority), (20, 40, 0));
}

/// R17, R18: white enters the Trans-Siberian only behind natural.
#[test]
fn white_needs_natural_ahead() {
    let mut s = turn_state(4);
    unlock_all(&mut s, 0);
    s.players[0].tracks[0] = [15, 9, 5, 1, 0];
    own_frame(&mut s, 0, vec![Task::Tracks { colours: task_any(), count: 2 }]);
    assert_eq!(refused(&mut s, adv(TS, Colour::White)), Refusal::TrackBlocked);
    act(&mut s, adv(TS, Colour::Natural));
    act(&mut s, adv(TS, Colour::White));
    assert_eq!(tracks(&s, 0, TS), [15, 9, 5, 2, 1]);
}

/// R10, R30: the ruble paid to use an own engineer goes back to the bank at the round's end.
#[test]
fn a_ruble_on_an_own_engineer_returns_to_the_bank() {
    let mut s = turn_state(2);
    s.players[0].engineers.push((11, None)); // e12: doubler + 3
    let bank = s.bank;
    act(&mut s, place(Space::Own { engineer: 11 }, rubles(1)));
    assert_eq!(s.players[0].doublers, 1);
    pass_all(&mut s);
    assert_eq!(s.bank, bank + 1);
    assert_eq!(s.players[0].engineers, vec![(11, None)]);
}

/// R24: the middle industry space needs room for both advances (board action complete).
#[test]
fn industry_middle_needs_two_steps_of_room() {
    let mut s = turn_state(4);
    s.players[0].industry[0] = Some(3);
    assert_eq!(refused(&mut s, on(BoardSpace::IndustryMiddle, 2)), Refusal::Incomplete);
    act(&mut s, on(BoardSpace::IndustryTop, 1));
    act(&mut s, Action::Industry { marker: 0 });
    assert_eq!(s.players[0].industry[0], Some(4));
}

/// R41: with every token used, a token space gives nothing more.
#[test]
fn no_token_left_no_token_choice() {
    let mut s = turn_state(4);
    s.players[0].tokens_used = 0b111_1111;
    s.players[0].tracks[1][0] = 3;
    s.players[0].locomotives[1] = [5, 0];
    own_frame(&mut s, 0, vec![Task::Tracks { colours: task_any(), count: 1 }]);
    let events = act(&mut s, adv(STP, Colour::Black));
    assert!(
        events.contains(&Event::Special { seat: 0, special: data::Special::StPetersburgToken4 })
    );
    assert!(s.pending.is_empty());
}

/// Every offered action is accepted and every refused one is not offered, at a mid-game
/// position of a seeded game (R9: `check` is the one legality function).
#[test]
fn offered_actions_are_exactly_the_accepted_ones() {
    let mut game = Game::new(Setup::new(&["Anna", "Boris", "Clara"], 21)).expect("3");
    for _ in 0..60 {
        let Some(a) = game.available().into_iter().last() else { break };
        if a == Action::Pass && game.available().len() > 1 {
            let b = game.available()[0];
            game.apply(&b).expect("offered");
        } else {
            game.apply(&a).expect("offered");
        }
    }
    let s = game.state().clone();
    for a in rules::available(&s) {
        assert_eq!(rules::check(&s, &a), Ok(()), "{a:?}");
    }
}

/// R9, S11, R30: engineer e12 (a doubler + 3 points) with all 8 doublers placed: as a public
/// engineer (a board action) it is not offered; as an own engineer it may be used in part.
#[test]
fn doubler_engineer_public_must_complete_own_may_not() {
    let mut s = turn_state(4);
    s.players[0].doublers = 8;
    s.strip[4] = Some(11);
    assert_eq!(refused(&mut s, place(Space::Public { index: 0 }, workers(1))), Refusal::Incomplete);
    s.players[0].engineers.push((11, None));
    act(&mut s, place(Space::Own { engineer: 11 }, workers(1)));
    assert_eq!(s.players[0].points.actions, 3);
    assert_eq!(s.players[0].doublers, 8);
}

/// R18, R9: a grey action before grey is unlocked cannot be completed, so is not offered.
#[test]
fn grey_action_needs_grey_unlocked() {
    let mut s = turn_state(4);
    assert_eq!(refused(&mut s, on(BoardSpace::GreyThree, 2)), Refusal::Incomplete);
    assert_eq!(refused(&mut s, on(BoardSpace::GreyTwo, 1)), Refusal::Incomplete);
    s.players[0].tracks[0][0] = 2;
    s.players[0].unlocked = 0b11;
    // Room for one grey advance only (TS 1, behind black on 2): still not offered.
    assert_eq!(refused(&mut s, on(BoardSpace::GreyTwo, 1)), Refusal::Incomplete);
    s.players[0].tracks[1][0] = 2;
    act(&mut s, on(BoardSpace::GreyTwo, 1));
    act(&mut s, adv(TS, Colour::Grey));
    act(&mut s, adv(STP, Colour::Grey));
}

/// R6, R13: with two players the 1st player may take "1st" (his own position): the order
/// stays, and his worker is moved (R14).
#[test]
fn two_player_first_keeps_first() {
    let mut s = turn_state(2);
    act(&mut s, place(Space::TurnOrder { position: 1 }, workers(1)));
    pass_all(&mut s);
    assert_eq!(s.order, vec![0, 1]);
    assert_eq!(s.phase, Phase::Reuse { seat: 0, then: None });
}

/// R17, R18: the upper track's advances of any colours may use a colour the first one
/// unlocks.
#[test]
fn upper_track_may_use_a_colour_it_unlocks() {
    let mut s = turn_state(4);
    act(
        &mut s,
        place(board(BoardSpace::UpperTrack), Pay { workers: 1, rubles: 1, ..Pay::default() }),
    );
    let events = act(&mut s, adv(TS, Colour::Black));
    assert!(events.contains(&Event::Unlocked { seat: 0, colour: Colour::Grey }));
    act(&mut s, adv(KIEV, Colour::Black));
    assert_eq!(s.players[0].tracks.map(|t| t[0]), [2, 1, 2]);
    assert!(s.pending.is_empty());
}

/// R23, T6 factory 4: a factory built by a factory's ability may be a spare one.
#[test]
fn factory_four_may_take_a_spare_factory() {
    let mut s = turn_state(4);
    s.spare_factories = vec![7];
    s.players[0].factories[0] = Some(4);
    s.players[0].industry[0] = Some(4);
    own_frame(&mut s, 0, vec![Task::Industry { count: 1 }]);
    act(&mut s, Action::Industry { marker: 0 });
    act(
        &mut s,
        Action::Build { tile: TileSource::Spare { value: 7 }, target: Target::Factory { slot: 1 } },
    );
    assert_eq!(s.players[0].factories[..2], [Some(4), Some(7)]);
}

/// R21: building a locomotive that replaces one on St. Petersburg, the lifted one may go to
/// the Trans-Siberian's second slot; reach adds.
#[test]
fn lifted_locomotive_to_the_second_trans_siberian_slot() {
    let mut s = turn_state(4);
    s.stacks[2] = 0;
    s.players[0].locomotives[1] = [2, 0];
    act(&mut s, on(BoardSpace::LocomotiveTop, 1));
    act(&mut s, build_loco(STP, 0));
    act(&mut s, Action::Locomotive { to: Some(slot(TS, 1)) });
    assert_eq!(s.players[0].locomotives, [[1, 2], [3, 0], [0, 0]]);
    assert_eq!(s.players[0].reach(TS), 3);
}

/// R9, R13, R21, R22, R26: refusals are typed for out-of-range input too, and change nothing.
#[test]
fn bogus_actions_are_refused_with_a_reason() {
    let mut s = turn_state(3);
    assert_eq!(
        refused(&mut s, place(Space::TurnOrder { position: 0 }, workers(1))),
        Refusal::NoSuchSpace
    );
    assert_eq!(
        refused(&mut s, place(Space::TurnOrder { position: 9 }, workers(1))),
        Refusal::NoSuchSpace
    );
    assert_eq!(
        refused(&mut s, place(Space::Public { index: 7 }, workers(1))),
        Refusal::NoSuchSpace
    );
    assert_eq!(
        refused(&mut s, place(Space::Own { engineer: 200 }, workers(1))),
        Refusal::EngineerUsed
    );
    act(&mut s, on(BoardSpace::LocomotiveTop, 1));
    let stp1 =
        Action::Build { tile: TileSource::Stack, target: Target::Locomotive { at: slot(STP, 1) } };
    assert_eq!(refused(&mut s, stp1), Refusal::LocomotiveSlot);
    assert_eq!(refused(&mut s, build_factory(9)), Refusal::FactorySlot);
    assert_eq!(refused(&mut s, Action::Industry { marker: 0 }), Refusal::NotNow);
    act(&mut s, build_factory(0));
    own_frame(&mut s, 1, vec![Task::Industry { count: 1 }]);
    assert_eq!(refused(&mut s, Action::Industry { marker: 1 }), Refusal::IndustryBlocked);
    assert_eq!(refused(&mut s, Action::Industry { marker: 9 }), Refusal::IndustryBlocked);
}

/// R2, R42: the end-bonus pile is face down — a seat sees it only while searching it — and
/// the others' kept cards are hidden until the game is over.
#[test]
fn end_bonus_cards_are_hidden() {
    let mut s = turn_state(2);
    let v = s.view_for(0);
    assert!(v.state.end_bonus_pile.is_empty());
    assert_eq!(v.pile, 8);
    own_frame(&mut s, 0, vec![Task::EndBonus]);
    assert_eq!(s.view_for(0).state.end_bonus_pile.len(), 8);
    assert!(s.view_for(1).state.end_bonus_pile.is_empty());
    let card = s.end_bonus_pile[0];
    act(&mut s, Action::EndBonus { card: Some(card) });
    assert_eq!(s.view_for(0).state.players[0].end_bonus, vec![card]);
    assert!(s.view_for(1).state.players[0].end_bonus.is_empty());
    assert_eq!(s.view_for(1).cards, vec![1, 0]);
    s.phase = Phase::Over;
    assert_eq!(s.view_for(1).state.players[0].end_bonus, vec![card]);
}

/// R2: the game's first event names the dealt turn order.
#[test]
fn the_game_begins_with_the_dealt_order() {
    let (s, events) = rules::initial_state(&Setup::new(&NAMES[..4], 12)).expect("4");
    assert_eq!(events, vec![Event::Began { order: s.order.clone() }]);
    let mut sorted = s.order.clone();
    sorted.sort_unstable();
    assert_eq!(sorted, vec![0, 1, 2, 3]);
}

/// R36, R37: the rulebook's whole round-scoring example — Trans-Siberian 12, St. Petersburg
/// 0, Kiev 3, industry 5 → 20 points.
#[test]
fn rulebook_round_scoring_example_scores_twenty() {
    let mut s = turn_state(4);
    let p = &mut s.players[0];
    p.tracks = [[8, 7, 3, 0, 0], [1, 0, 0, 0, 0], [2, 0, 0, 0, 0]];
    p.locomotives = [[6, 2], [0, 0], [2, 0]];
    p.doublers = 1;
    p.factories[0] = Some(3);
    p.industry[0] = Some(5);
    let score = rules::round_score(&s.players[0], 0);
    let railways: Vec<u32> = score.railways.iter().map(|r| r.total()).collect();
    assert_eq!(railways, vec![12, 0, 3]);
    assert_eq!(score.industry, 5);
    assert_eq!(score.total(), 20);
}

/// T6 factory 2: only a space with a single worker of the player's own colour — not the
/// black worker, a temporary worker or a ruble.
#[test]
fn factory_two_needs_an_own_colour_worker() {
    let mut s = turn_state(4);
    s.players[0].black_worker = Some(false);
    let black = Pay { black: true, ..Pay::default() };
    let temporary = Pay { temporary: 1, ..Pay::default() };
    s.board[BoardSpace::Rubles as usize] = Some(Occupant { seat: 0, pay: black });
    s.board[BoardSpace::Doubler as usize] = Some(Occupant { seat: 0, pay: temporary });
    s.board[BoardSpace::BlackTwo as usize] = Some(Occupant { seat: 0, pay: rubles(1) });
    own_frame(&mut s, 0, vec![Task::Reuse]);
    for space in [BoardSpace::Rubles, BoardSpace::Doubler, BoardSpace::BlackTwo] {
        assert_eq!(refused(&mut s, Action::Reuse { space: board(space) }), Refusal::CannotReuse);
    }
    assert_eq!(rules::available(&s), vec![Action::Done]);
}

/// R20, R9: the bottom locomotive space needs two tiles; with one left in the stacks, no
/// spare factory and no lower locomotive to lift (R21) it is not offered, with a spare
/// factory it is.
#[test]
fn locomotive_bottom_needs_two_tiles() {
    let mut s = turn_state(4);
    s.stacks = [0, 0, 0, 0, 0, 0, 0, 0, 0, 1];
    s.players[0].locomotives = [[9, 9], [0, 0], [0, 0]];
    assert_eq!(refused(&mut s, on(BoardSpace::LocomotiveBottom, 3)), Refusal::Incomplete);
    s.spare_factories = vec![3];
    act(&mut s, on(BoardSpace::LocomotiveBottom, 3));
    // The spare factory first would leave the 9 for the locomotive; the 9 as the factory
    // would leave no locomotive: refused as incomplete.
    assert_eq!(refused(&mut s, build_factory(0)), Refusal::Incomplete);
    act(
        &mut s,
        Action::Build { tile: TileSource::Spare { value: 3 }, target: Target::Factory { slot: 0 } },
    );
    act(&mut s, build_loco(STP, 0));
    assert_eq!(s.players[0].locomotives[1], [9, 0]);
}

/// T8 #4, A19: when no railway takes the "9" (all 9s already), it leaves the game.
#[test]
fn card_nine_leaves_the_game_when_no_slot_takes_it() {
    let mut s = turn_state(4);
    s.players[0].locomotives = [[9, 9], [9, 0], [9, 0]];
    question_frame(&mut s);
    act(&mut s, Action::QuestionCard { card: QuestionCard::Locomotive });
    assert_eq!(refused(&mut s, Action::Done), Refusal::MustComplete);
    let events = act(&mut s, Action::Locomotive { to: None });
    assert!(events.contains(&Event::LocomotiveRetired { seat: 0, value: 9 }));
    assert!(s.spare_factories.is_empty(), "the card's 9 has no factory side");
}

/// T4, A13: every fixed board space's cost, rubles, yield and 2-player availability.
#[test]
fn board_spaces_follow_t4() {
    use BoardSpace::*;
    use data::Gain as G;
    let expected: [(BoardSpace, u8, u8, &[G], bool); 22] = [
        (BlackTwo, 1, 0, &[G::Tracks(Colour::Black, 2)], false),
        (BlackThree, 2, 0, &[G::Tracks(Colour::Black, 3)], true),
        (GreyTwo, 1, 0, &[G::Tracks(Colour::Grey, 2)], false),
        (GreyThree, 2, 0, &[G::Tracks(Colour::Grey, 3)], true),
        (BrownOne, 1, 0, &[G::Tracks(Colour::Brown, 1)], true),
        (BrownTwo, 2, 0, &[G::Tracks(Colour::Brown, 2)], true),
        (NaturalOne, 1, 0, &[G::Tracks(Colour::Natural, 1)], true),
        (NaturalTwo, 2, 0, &[G::Tracks(Colour::Natural, 2)], true),
        (WhiteOne, 1, 0, &[G::Tracks(Colour::White, 1)], true),
        (WhiteTwo, 2, 0, &[G::Tracks(Colour::White, 2)], true),
        (UpperTrack, 2, 1, &[G::AnyTracks(2)], true),
        (LowerTrack, 1, 0, &[G::BlackOrGrey], true),
        (LocomotiveTop, 1, 0, &[G::LocomotiveOrFactory], true),
        (LocomotiveMiddle, 2, 0, &[G::LocomotiveOrFactory], false),
        (LocomotiveBottom, 3, 0, &[G::Locomotive, G::Factory], true),
        (IndustryTop, 1, 0, &[G::Industry(1)], true),
        (IndustryMiddle, 2, 0, &[G::Industry(2)], true),
        (IndustryBottom, 2, 0, &[G::Industry(1), G::Tracks(Colour::Black, 1)], false),
        (Doubler, 1, 0, &[G::Doublers(1)], true),
        (Rubles, 1, 0, &[G::Rubles(2)], true),
        (TemporaryWorkers, 1, 0, &[G::TemporaryWorkers], false),
        (LastRoundIndustry, 1, 0, &[G::Industry(3)], true),
    ];
    for (space, workers, rubles, gains, two) in expected {
        let d = space.data();
        assert_eq!(d.space, space);
        assert_eq!((d.workers, d.rubles, d.gains, d.two_players), (workers, rubles, gains, two));
    }
}

/// T10, A5, A12, A15: the fifteen engineers' actions in S1's order, numbers 1–15, one
/// worker each, 7 in stack A, 7 in B and e14 on the "?" card.
#[test]
fn engineers_follow_t10() {
    use data::Gain::*;
    let expected: [&[data::Gain]; 15] = [
        &[AnyTracks(1), Tracks(Colour::Black, 1)],
        &[Tracks(Colour::Grey, 1), Tracks(Colour::Brown, 1)],
        &[Tracks(Colour::Brown, 1), Points(5)],
        &[LocomotiveOrFactory],
        &[Tracks(Colour::Black, 2)],
        &[AnyTracks(2)],
        &[Tracks(Colour::Black, 1), Tracks(Colour::Grey, 1)],
        &[AnyTracks(1), Points(3)],
        &[Industry(1), Points(3)],
        &[Tracks(Colour::Black, 1), Points(3)],
        &[Industry(2)],
        &[Doublers(1), Points(3)],
        &[Tracks(Colour::Grey, 1), Points(5)],
        &[Reuse],
        &[Industry(1), Tracks(Colour::Black, 1)],
    ];
    for (i, gains) in expected.iter().enumerate() {
        let e = data::engineer(i as u8);
        assert_eq!(e.gains, *gains, "e{}", i + 1);
        assert_eq!(e.number, i as u8 + 1);
        assert_eq!(e.workers, 1);
    }
    let count = |st: Stack| (0..15u8).filter(|&i| data::engineer(i).stack == st).count();
    assert_eq!((count(Stack::A), count(Stack::B), count(Stack::Card)), (7, 7, 1));
    assert_eq!(data::card_engineer(), 13);
}

/// R20, R21, R23: with one tile left and no spare factory, the bottom locomotive space can
/// still be completed — the locomotive replaces a lower one, the lifted one is turned into a
/// factory beside the stacks, and that factory is taken.
#[test]
fn locomotive_bottom_completed_with_the_lifted_locomotive() {
    let mut s = turn_state(4);
    s.stacks = [0, 0, 0, 0, 0, 0, 0, 0, 0, 1];
    act(&mut s, on(BoardSpace::LocomotiveBottom, 3));
    assert_eq!(refused(&mut s, build_factory(0)), Refusal::Incomplete);
    act(&mut s, build_loco(TS, 0));
    act(&mut s, Action::Locomotive { to: None });
    act(
        &mut s,
        Action::Build { tile: TileSource::Spare { value: 1 }, target: Target::Factory { slot: 0 } },
    );
    assert_eq!(s.players[0].locomotives[0], [9, 0]);
    assert_eq!(s.players[0].factories[0], Some(1));
    assert!(s.pending.is_empty());
    // Without a locomotive to lift, it is not offered.
    let mut s = turn_state(4);
    s.stacks = [0, 0, 0, 0, 0, 0, 0, 0, 0, 1];
    s.players[0].locomotives = [[0, 0], [0, 0], [0, 0]];
    assert_eq!(refused(&mut s, on(BoardSpace::LocomotiveBottom, 3)), Refusal::Incomplete);
}

/// R9, R25, T6 factory 4: a board action's industry advances may land on a factory that
/// builds a factory, which fills the next gap — the last round's 3 industry advances are
/// then completable.
#[test]
fn industry_through_a_gap_filled_by_factory_four() {
    let mut s = turn_state(4);
    s.round = s.rounds;
    s.players[0].factories[0] = Some(4);
    s.players[0].industry[0] = Some(4);
    act(&mut s, on(BoardSpace::LastRoundIndustry, 1));
    act(&mut s, Action::Industry { marker: 0 }); // onto factory 4
    act(&mut s, build_factory(1));
    act(&mut s, Action::Industry { marker: 0 });
    let events = act(&mut s, Action::Industry { marker: 0 });
    assert_eq!(s.players[0].industry[0], Some(7));
    assert_eq!(s.players[0].factories[1], Some(2));
    // Landing on the new factory "2" fires it (a reuse, given up here).
    assert!(events.contains(&Event::FactoryFired {
        seat: 0,
        value: 2,
        ability: FactoryAbility::Reuse
    }));
    act(&mut s, Action::Done);
    assert!(s.pending.is_empty());
    // Without a tile to build, it is not offered.
    let mut s = turn_state(4);
    s.round = s.rounds;
    s.stacks = [0; 10];
    s.players[0].factories[0] = Some(4);
    s.players[0].industry[0] = Some(4);
    assert_eq!(refused(&mut s, on(BoardSpace::LastRoundIndustry, 1)), Refusal::Incomplete);
}

/// R9, R25, R26: a board action's industry advances may land on the "?" space, whose token
/// can be the second marker — its advances then make the action completable.
#[test]
fn industry_through_the_question_space_with_the_second_marker() {
    let mut s = turn_state(4);
    s.round = s.rounds;
    s.players[0].factories = [Some(8), Some(8), Some(8), None, None];
    s.players[0].industry[0] = Some(9);
    act(&mut s, on(BoardSpace::LastRoundIndustry, 1));
    act(&mut s, Action::Industry { marker: 0 }); // onto the "?" space
    act(&mut s, Action::Token { token: Token::SecondMarker });
    act(&mut s, Action::Industry { marker: 1 });
    act(&mut s, Action::Industry { marker: 1 });
    assert_eq!(s.players[0].industry, [Some(10), Some(2)]);
    assert!(s.pending.is_empty());
    // With the second marker's token used already, not offered.
    let mut s = turn_state(4);
    s.round = s.rounds;
    s.players[0].factories = [Some(8), Some(8), Some(8), None, None];
    s.players[0].industry[0] = Some(9);
    s.players[0].tokens_used = Token::SecondMarker.bit();
    assert_eq!(refused(&mut s, on(BoardSpace::LastRoundIndustry, 1)), Refusal::Incomplete);
}
