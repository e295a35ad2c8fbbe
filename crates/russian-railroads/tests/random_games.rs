//! Property tests over random legal games (`RANDOM_GAMES` games per player count, default
//! 30): every game ends after its last round's scoring; tracks, locomotive tiles, doublers,
//! rubles and workers are conserved after every action and tracks keep their order; every
//! offered move is accepted, a refused move changes nothing and every accepted move was
//! offered (the core's legality test); the points equal a recomputation from the event log;
//! replaying the log gives the same state and events; undo, redo and `at`.

use game_core::legality::{Tally, history_promises, try_candidates};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use russian_railroads_engine::action::{Repeat, Target, TileSource};
use russian_railroads_engine::data::{
    self, BoardSpace, Colour, EndBonus, QuestionCard, Railway, StartBonus, Token,
};
use russian_railroads_engine::event::Event;
use russian_railroads_engine::selfplay::{MAX_ACTIONS, random_among, random_setup};
use russian_railroads_engine::state::{Pay, Space};
use russian_railroads_engine::task::{LocomotiveSlot, Task};
use russian_railroads_engine::{Action, Game, RussianRailroads, State};

fn games() -> u64 {
    std::env::var("RANDOM_GAMES").ok().and_then(|s| s.parse().ok()).unwrap_or(30)
}

/// Tiles, doublers, rubles, workers and temporary workers each in one place; tracks in order.
fn assert_conserved(state: &State, context: &str) {
    let n = state.player_count();
    // Locomotive tiles by value: the stacks, the boards (locomotives and factories), the
    // spare factories and the "?" card's "9".
    for v in 1..=9u8 {
        let mut count = u32::from(state.stacks[usize::from(v)]);
        for p in &state.players {
            count += p.locomotive_values().filter(|&x| x == v).count() as u32;
            count += p.factories.iter().flatten().filter(|&&x| x == v).count() as u32;
        }
        count += state.spare_factories.iter().filter(|&&x| x == v).count() as u32;
        // A locomotive lifted off (or the card's "9") waiting to be placed.
        for frame in &state.pending {
            for task in &frame.tasks {
                if let Task::Locomotive { value, .. } = task
                    && *value == v
                {
                    count += 1;
                }
            }
        }
        let expected = if v == 1 {
            n as u32
        } else {
            u32::from(data::LOCOMOTIVES_PER_VALUE - data::locomotives_removed(n))
        };
        let card = u32::from(v == 9 && state.question_card_up(QuestionCard::Locomotive));
        let nine_taken = u32::from(v == 9 && !state.question_card_up(QuestionCard::Locomotive));
        assert_eq!(count + card, expected + card + nine_taken, "{context}: tiles of value {v}");
    }
    let doublers: u32 = state.players.iter().map(|p| u32::from(p.doublers)).sum();
    assert_eq!(
        doublers + u32::from(state.doublers),
        u32::from(data::DOUBLERS),
        "{context}: doublers"
    );
    assert!(state.players.iter().all(|p| p.doublers <= data::DOUBLER_SPACES), "{context}");
    let on_spaces = state.placed();
    let rubles: u32 = state.players.iter().map(|p| u32::from(p.rubles)).sum::<u32>()
        + on_spaces.iter().map(|o| u32::from(o.pay.rubles)).sum::<u32>()
        + u32::from(state.bank)
        + u32::from(state.question_card_up(QuestionCard::Engineer));
    assert_eq!(rubles, u32::from(data::RUBLES), "{context}: rubles");
    for (seat, p) in state.players.iter().enumerate() {
        let out: u32 = on_spaces
            .iter()
            .filter(|o| usize::from(o.seat) == seat)
            .map(|o| u32::from(o.pay.workers))
            .sum();
        assert_eq!(
            u32::from(p.workers) + out,
            u32::from(p.workers_owned),
            "{context}: workers of {seat}"
        );
        assert_eq!(
            p.workers_owned + p.workers_reserve,
            state.start_workers + (data::WORKERS_PER_COLOUR - state.start_workers).min(2),
            "{context}: workers of {seat} with the reserve"
        );
        let black_out =
            on_spaces.iter().filter(|o| usize::from(o.seat) == seat && o.pay.black).count();
        match p.black_worker {
            Some(true) => assert_eq!(black_out, 0, "{context}"),
            Some(false) => assert_eq!(black_out, 1, "{context}"),
            None => assert_eq!(black_out, 0, "{context}"),
        }
        for railway in Railway::ALL {
            let t = p.tracks[railway.index()];
            assert!(t[0] >= 1 && t[0] <= railway.length(), "{context}: black of {seat}");
            for c in 1..5 {
                if t[c] > 0 {
                    assert!(railway.takes(Colour::ALL[c]), "{context}");
                    assert!(t[c] < t[c - 1], "{context}: {seat}'s {railway:?} tracks {t:?}");
                }
            }
        }
    }
    let temporary: u32 = state.players.iter().map(|p| u32::from(p.temporary)).sum::<u32>()
        + on_spaces.iter().map(|o| u32::from(o.pay.temporary)).sum::<u32>();
    let expected =
        if state.temporary_with.is_some() { u32::from(data::TEMPORARY_WORKERS) } else { 0 };
    assert_eq!(temporary, expected, "{context}: temporary workers");
}

/// Tracks never move back; nothing taken is given back.
fn assert_progress(before: &State, after: &State, context: &str) {
    for (a, b) in before.players.iter().zip(&after.players) {
        for r in 0..3 {
            for c in 0..5 {
                assert!(b.tracks[r][c] >= a.tracks[r][c], "{context}: a track moved back");
            }
        }
        assert!(b.points.total() >= a.points.total(), "{context}: points lost");
        assert!(b.doublers >= a.doublers, "{context}");
        for r in 0..3 {
            assert!(b.reach(Railway::ALL[r]) >= a.reach(Railway::ALL[r]), "{context}: reach lost");
        }
    }
}

fn arbitrary_space(rng: &mut impl Rng) -> Space {
    match rng.random_range(0..5) {
        0 => Space::Public { index: rng.random_range(0..3) },
        1 => Space::Hire,
        2 => Space::TurnOrder { position: rng.random_range(0..4) },
        3 => Space::Own { engineer: rng.random_range(0..16) },
        _ => Space::Board {
            space: BoardSpace::all().nth(rng.random_range(0..22)).unwrap_or(BoardSpace::Doubler),
        },
    }
}

/// An arbitrary action, legal or not.
fn arbitrary_action(rng: &mut impl Rng) -> Action {
    let railway = Railway::ALL[rng.random_range(0..3)];
    let colour = Colour::ALL[rng.random_range(0..5)];
    let at = LocomotiveSlot { railway, slot: rng.random_range(0..3) };
    match rng.random_range(0..13) {
        0 => Action::Draft { card: StartBonus::ALL[rng.random_range(0..4)] },
        1 => Action::Place {
            space: arbitrary_space(rng),
            pay: Pay {
                workers: rng.random_range(0..4),
                temporary: rng.random_range(0..3),
                rubles: rng.random_range(0..3),
                black: rng.random_bool(0.2),
            },
        },
        2 => Action::Pass,
        3 => Action::Advance { railway, colour },
        4 => Action::Industry { marker: rng.random_range(0..3) },
        5 => Action::Build {
            tile: if rng.random_bool(0.5) {
                TileSource::Stack
            } else {
                TileSource::Spare { value: rng.random_range(0..11) }
            },
            target: if rng.random_bool(0.5) {
                Target::Locomotive { at }
            } else {
                Target::Factory { slot: rng.random_range(0..7) }
            },
        },
        6 => Action::Locomotive { to: rng.random_bool(0.7).then_some(at) },
        7 => Action::Token { token: Token::ALL[rng.random_range(0..7)] },
        8 => Action::QuestionCard { card: QuestionCard::ALL[rng.random_range(0..5)] },
        9 => Action::EndBonus {
            card: rng.random_bool(0.8).then(|| EndBonus::ALL[rng.random_range(0..10)]),
        },
        10 => Action::Reuse { space: arbitrary_space(rng) },
        11 => Action::Repeat { what: Repeat::ALL[rng.random_range(0..3)] },
        _ => Action::Done,
    }
}

/// Plays random game `seed` with `players` players, checking the invariants after every
/// action; returns the game and each action's events.
fn play_checked(seed: u64, players: usize) -> (Game, Vec<Vec<Event>>) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed.wrapping_mul(0x9E37_79B9) ^ players as u64);
    let mut game = Game::new(random_setup(seed, players)).expect("a valid set-up");
    let mut log = Vec::new();
    assert_conserved(game.state(), "set-up");
    while !game.is_over() {
        assert!(game.actions().len() < MAX_ACTIONS, "seed {seed}: the game must end");
        let offered = game.available();
        assert!(!offered.is_empty(), "seed {seed}: a game not over offers a move");
        let arbitrary: Vec<Action> = (0..6).map(|_| arbitrary_action(&mut rng)).collect();
        let mut tally = Tally::default();
        let at = format!("{players}p seed {seed}, action {}", game.actions().len());
        try_candidates::<RussianRailroads>(
            game.state(),
            offered.iter().copied().chain(arbitrary),
            &at,
            &mut tally,
        );
        assert_eq!(tally.mismatches, Vec::<String>::new());
        let action = random_among(&offered, &mut rng).expect("a move while not over");
        let before = game.state().clone();
        let events = game.apply(&action).expect("an offered move is accepted");
        let context = format!("{at} after {action:?}");
        assert_conserved(game.state(), &context);
        assert_progress(&before, game.state(), &context);
        log.push(events);
    }
    assert!(game.available().is_empty());
    (game, log)
}

#[test]
fn random_games_end_in_their_last_round_and_conserve_everything() {
    for players in 2..=4 {
        for seed in 0..games() {
            let (game, log) = play_checked(seed, players);
            let state = game.state();
            let rounds = if players == 4 { 7 } else { 6 };
            assert_eq!(state.rounds, rounds);
            assert_eq!(state.round, rounds, "{players}p seed {seed}: ends in the last round");
            let scored: Vec<u8> = log
                .iter()
                .flatten()
                .filter_map(|e| match e {
                    Event::RoundScored { round, .. } => Some(*round),
                    _ => None,
                })
                .collect();
            assert_eq!(scored, (1..=rounds).collect::<Vec<u8>>(), "{players}p seed {seed}");
            let finals =
                log.iter().flatten().filter(|e| matches!(e, Event::FinalScored { .. })).count();
            assert_eq!(finals, 1);
        }
    }
}

#[test]
fn points_equal_a_recomputation_from_the_log() {
    for players in 2..=4 {
        for seed in 0..games() {
            let (game, log) = play_checked(seed, players);
            let mut points = vec![0u32; players];
            for e in log.iter().flatten() {
                match e {
                    Event::Passed { seat, points: p } | Event::Points { seat, points: p, .. } => {
                        points[usize::from(*seat)] += p
                    }
                    Event::RoundScored { scores, .. } => {
                        for s in scores {
                            points[usize::from(s.seat)] += s.total();
                        }
                    }
                    Event::FinalScored { scores } => {
                        for s in scores {
                            points[usize::from(s.seat)] +=
                                s.cards.iter().map(|c| c.1).sum::<u32>() + s.majority;
                        }
                    }
                    _ => {}
                }
            }
            assert_eq!(points, game.state().scores(), "{players}p seed {seed}");
            let outcome = game.outcome();
            assert!(outcome.over);
            assert_eq!(outcome.points, points);
        }
    }
}

#[test]
fn replay_is_live_and_undo_redo_and_at_agree() {
    for players in 2..=4 {
        for seed in 0..games().min(10) {
            let (game, log) = play_checked(seed, players);
            assert_eq!(
                history_promises(&game, &log),
                Vec::<String>::new(),
                "{players}p seed {seed}"
            );
            let text = serde_json::to_string(&game.save()).expect("a save is written");
            let loaded =
                Game::load(&serde_json::from_str(&text).expect("and read")).expect("loads");
            assert_eq!(loaded.state(), game.state(), "{players}p seed {seed}");
        }
    }
}

/// A seat's view leaves out the face-down end-bonus pile (unless the seat is searching it),
/// the cards set aside and the other seats' end-bonus cards, and keeps their counts.
#[test]
fn a_seat_sees_neither_the_pile_nor_the_others_end_bonus_cards() {
    let mut hidden_checked = 0;
    for seed in 0..games() {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut game = Game::new(random_setup(seed, 3)).expect("a valid set-up");
        while !game.is_over() {
            let state = game.state();
            for seat in 0..3u8 {
                let view = state.view_for(seat);
                assert!(view.state.end_bonus_removed.is_empty());
                assert_eq!(view.pile, state.end_bonus_pile.len());
                let searching = state.decider() == Some(seat)
                    && state.pending.iter().any(|f| f.searches_pile());
                assert_eq!(
                    view.state.end_bonus_pile.is_empty(),
                    !searching || state.end_bonus_pile.is_empty()
                );
                for other in 0..3u8 {
                    let cards = &view.state.players[usize::from(other)].end_bonus;
                    assert_eq!(
                        view.cards[usize::from(other)],
                        state.players[usize::from(other)].end_bonus.len()
                    );
                    if other == seat {
                        assert_eq!(cards, &state.players[usize::from(other)].end_bonus);
                    } else {
                        assert!(cards.is_empty());
                        hidden_checked +=
                            usize::from(!state.players[usize::from(other)].end_bonus.is_empty());
                    }
                }
            }
            let action = random_among(&game.available(), &mut rng).expect("a move");
            game.apply(&action).expect("offered");
        }
        // Once the game is over every card is shown.
        let view = game.state().view_for(0);
        assert_eq!(view.state.players, game.state().players);
    }
    assert!(hidden_checked > 0, "some seat held an end-bonus card in these games");
}
