//! Property tests over random legal games (`RANDOM_GAMES` games, default 50): every game
//! ends; every card and tram is in exactly one place after every action; every offered move
//! is accepted; a refused move changes nothing and every accepted move was offered; the
//! points equal a recomputation from the event log; replaying the log gives the same state.

use game_core::legality::{Tally, history_promises, try_candidates};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use trambahn_engine::selfplay::{MAX_ACTIONS, random_move, random_setup};
use trambahn_engine::{Action, CardId, Colour, Event, Game, ScoringKind, State, TramId, Trambahn};

fn games() -> u64 {
    std::env::var("RANDOM_GAMES").ok().and_then(|s| s.parse().ok()).unwrap_or(50)
}

/// Every deck card in exactly one place, every tram too; 4 terminals always on the table.
fn assert_conserved(state: &State, context: &str) {
    let cards = state.card_counts();
    assert_eq!(cards.len(), 120);
    assert!(cards.iter().all(|&n| n == 1), "{context}: cards {cards:?}");
    let trams = state.tram_counts();
    assert_eq!(trams.len(), 16);
    assert!(trams.iter().all(|&n| n == 1), "{context}: trams {trams:?}");
    assert_eq!(state.terminals.len(), 4);
}

/// An arbitrary action, legal or not.
fn arbitrary_action(rng: &mut impl Rng) -> Action {
    let card = CardId(rng.random_range(0..125));
    let column = rng.random_range(0..6);
    let terminal = Colour::ALL[rng.random_range(0..4)];
    match rng.random_range(0..6) {
        0 => Action::PlayPassenger { card, terminal },
        1 => Action::StartColumn { card },
        2 => Action::PlayStation { card, column },
        3 => Action::PutToMoney { card },
        4 => Action::BuyTram { tram: TramId(rng.random_range(0..18)), column },
        _ => Action::EndTurn,
    }
}

/// Plays random game `seed`, checking the invariants after every action.
fn play_checked(seed: u64) -> (Game, Vec<Vec<Event>>) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed.wrapping_mul(0x9E37_79B9));
    let mut game = Game::new(random_setup(seed)).expect("a valid set-up");
    let mut log = Vec::new();
    assert_conserved(game.state(), "set-up");
    while !game.is_over() {
        assert!(game.actions().len() < MAX_ACTIONS, "seed {seed}: the game must end");
        let offered = game.available();
        assert!(!offered.is_empty(), "seed {seed}: a game not over offers a move");
        // The core's legality property: every offered move and four arbitrary actions are
        // accepted exactly when offered, and a refusal changes nothing.
        let arbitrary: Vec<Action> = (0..4).map(|_| arbitrary_action(&mut rng)).collect();
        let mut tally = Tally::default();
        let at = format!("seed {seed}, action {}", game.actions().len());
        try_candidates::<Trambahn>(
            game.state(),
            offered.into_iter().chain(arbitrary),
            &at,
            &mut tally,
        );
        assert_eq!(tally.mismatches, Vec::<String>::new());
        let action = random_move(&game, &mut rng).expect("a move while not over");
        let events = game.apply(&action).expect("an offered move is accepted");
        assert_conserved(game.state(), &format!("seed {seed} after {action:?}"));
        log.push(events);
    }
    assert!(game.available().is_empty());
    (game, log)
}

#[test]
fn random_games_end_conserve_cards_and_accept_what_they_offer() {
    for seed in 0..games() {
        let (game, _) = play_checked(seed);
        assert!(game.is_over(), "seed {seed}");
    }
}

#[test]
fn points_equal_the_event_log_and_ten_scorings_are_recorded() {
    for seed in 0..games() {
        let (game, log) = play_checked(seed);
        let mut points = [0u32; 2];
        let mut regular = 0u8;
        for e in log.iter().flatten() {
            if let Event::Scored { kind, lines } = e {
                if let ScoringKind::Regular { number, .. } = kind {
                    regular += 1;
                    assert_eq!(*number, regular, "seed {seed}: regular scorings in order");
                }
                for l in lines {
                    assert_eq!(l.points, l.station_points * l.multiplier);
                    points[usize::from(l.player)] += l.points;
                }
            }
        }
        let s = game.state();
        assert_eq!(points, [s.players[0].victory_points, s.players[1].victory_points]);
        assert_eq!(regular, s.regular_scorings, "seed {seed}");
        let ended_by_cards = log.iter().flatten().any(|e| {
            matches!(e, Event::GameEnded { reason: trambahn_engine::EndReason::CardsExhausted })
        });
        assert!(regular == 10 || ended_by_cards, "seed {seed}: {regular} scorings");
    }
}

#[test]
fn replaying_the_log_gives_the_same_state_and_events() {
    for seed in 0..games() {
        let (game, log) = play_checked(seed);
        // Replay = live, the save, undo, redo, `at` and who decided (the core's promises).
        assert_eq!(history_promises(&game, &log), Vec::<String>::new(), "seed {seed}");
        let text = serde_json::to_string(&game.save()).unwrap();
        let loaded = Game::load(&serde_json::from_str(&text).unwrap()).unwrap();
        assert_eq!(loaded.state(), game.state(), "seed {seed}");
    }
}
