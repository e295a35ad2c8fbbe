//! Property test: random complete games choosing only from `available()` (issue 4 acceptance).
//!
//! For every game: it reaches the end; after every action money is conserved, every company's
//! shares make 100%, certificate limits and the 60% rule hold, no tile is used more often than
//! the box has it, a company has at most 3 trams and 3 lines; variations of the legal moves
//! (other amounts and players, every number at its type's extremes, every rotation of a tile
//! lay) are accepted exactly when `available()` offers them, and a refused one leaves the game
//! unchanged; replaying the log gives the live state. Undoing a game action by action gives
//! the live state of every shorter log.
//!
//! `RANDOM_GAMES` sets the number of games (default 1000).

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng as StdRng;
use tramways_engine::data::game_tables::Money;
use tramways_engine::game::state::COMPANY_UNITS;
use tramways_engine::game::{Action, Game, RuleOptions, State};
use tramways_engine::selfplay::{MAX_ACTIONS, random_move, random_setup};

mod common;
use common::with_extreme_numbers;

fn games_to_play() -> u64 {
    std::env::var("RANDOM_GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(1000)
}

fn check_invariants(state: &State, seed: u64, step: usize) {
    let at = format!("seed {seed}, action {step}");
    assert_eq!(
        state.money_in_play(),
        state.bank.paid_out - state.bank.paid_in,
        "{at}: money is not conserved"
    );
    let mut companies: Vec<_> = state.players.iter().flat_map(|p| p.shares.keys()).collect();
    companies.sort();
    companies.dedup();
    for &company in companies {
        let held: u32 = state.players.iter().map(|p| u32::from(p.units(company))).sum();
        assert!(held <= u32::from(COMPANY_UNITS), "{at}: {company:?} is over 100%");
        assert_eq!(held + u32::from(state.pool_units(company)), u32::from(COMPANY_UNITS));
        for p in &state.players {
            assert!(p.units(company) <= 6, "{at}: {} holds more than 60%", p.name);
        }
    }
    for c in &state.trams_cos {
        let earned: i64 = c.lines.iter().filter_map(|l| state.lines.get(l)).map(|l| l.earned).sum();
        assert_eq!(earned, c.revenue, "{at}: the lines' parts of {:?}'s Revenue space", c.id);
        assert!(c.lines.iter().filter_map(|l| state.lines.get(l)).all(|l| l.earned >= 0));
    }
    let limit = state.player_count.certificate_limit();
    for (i, p) in state.players.iter().enumerate() {
        assert!(state.certificates(i as u8) <= limit, "{at}: {} is over the limit", p.name);
    }
    for (tile, supply) in state.board.supplies() {
        assert!(supply <= tile.count, "{at}: supply of {}", tile.id);
    }
    let mut used: std::collections::BTreeMap<&str, u8> = Default::default();
    for (_, laid) in state.board.tiles() {
        *used.entry(laid.tile.physical).or_default() += 1;
    }
    for (physical, n) in used {
        let count = tramways_engine::data::tiles()
            .iter()
            .find(|t| t.physical == physical)
            .map_or(0, |t| t.count);
        assert!(n <= count, "{at}: {n} copies of {physical} on the board");
    }
    for c in &state.trams_cos {
        assert!(c.trams.len() <= 3, "{at}: {:?} has more than 3 trams", c.id);
        assert!(c.lines.len() <= 3, "{at}: {:?} has more than 3 lines", c.id);
        assert!(c.treasury >= 0 && c.revenue >= 0, "{at}: {:?} is in debt", c.id);
    }
    for p in &state.players {
        assert!(p.cash >= 0, "{at}: {} has negative cash", p.name);
    }
}

/// Variations of a legal action: other amounts, another player, every number at the extremes
/// its type holds, every rotation of a tile lay. Each must be accepted exactly when
/// `available()` offers it, and a refusal must change nothing (the engine's contract:
/// accepted ⇔ offered, and `apply` is atomic).
fn check_refusals(game: &Game, legal: &Action, rng: &mut StdRng) {
    let available = game.available();
    let mut variants = Vec::new();
    for amount in [-5 as Money, 1, 3, 100_000] {
        let changed = legal.with_amount(amount);
        if changed != *legal {
            variants.push(changed);
        }
    }
    let value = serde_json::to_value(legal).unwrap_or_default();
    let mut values = Vec::new();
    if let Some(p) = value.get("player").and_then(|p| p.as_u64()) {
        let mut other = value.clone();
        other["player"] = ((p + 1 + rng.random_range(0..3)) % 7).into();
        values.push(other);
    }
    with_extreme_numbers(&value, &mut values);
    if value.get("rotation").is_some() {
        for rotation in 0..6 {
            let mut other = value.clone();
            other["rotation"] = rotation.into();
            values.push(other);
        }
    }
    // A number a type cannot hold is refused by the decoder; that is not the engine's concern.
    variants.extend(values.into_iter().filter_map(|v| serde_json::from_value::<Action>(v).ok()));
    let mut copy = game.clone();
    for variant in variants {
        if variant == *legal {
            continue;
        }
        let offered = available.allows(&variant);
        match copy.apply(&variant) {
            Ok(_) => {
                assert!(offered, "{variant:?} is not offered but was accepted");
                copy = game.clone();
            }
            Err(e) => {
                assert!(!offered, "offered {variant:?} was refused: {e}");
                assert_eq!(copy.state(), game.state(), "a refused {variant:?} changed the game");
            }
        }
    }
}

fn play_random_game(seed: u64) -> Game {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut setup = random_setup(seed);
    // Every fourth game plays with the 18xx.games rule options, so they are checked too.
    if seed % 4 == 3 {
        setup.options = RuleOptions::eighteen_xx_games();
    }
    let mut game = Game::new(setup).expect("valid set-up");
    for step in 0..MAX_ACTIONS {
        if game.is_over() {
            return game;
        }
        let Some(action) = random_move(&game, &mut rng) else {
            panic!("seed {seed}: no move offered at action {step} but the game is not over");
        };
        // Every tile lay is varied (its rotations are where symmetric tiles hide), and every
        // 17th action of any other kind.
        let lay = matches!(
            action,
            Action::LayTile { .. } | Action::LayStadtbahn { .. } | Action::BonusTile { .. }
        );
        if lay || step % 17 == 0 {
            check_refusals(&game, &action, &mut rng);
        }
        if let Err(e) = game.apply(&action) {
            panic!("seed {seed}: offered {action:?} was refused: {e}");
        }
        check_invariants(game.state(), seed, step);
    }
    panic!("seed {seed}: the game did not end within {MAX_ACTIONS} actions");
}

#[test]
fn random_games_end_conserve_money_and_replay() {
    let games = games_to_play();
    for seed in 0..games {
        let game = play_random_game(seed);
        assert!(game.is_over());
        let replayed = Game::replay(game.setup(), game.actions()).expect("the log replays");
        assert_eq!(replayed.state(), game.state(), "seed {seed}: replay differs");
        let scores = game.state().scores();
        assert_eq!(scores.len(), game.state().players.len());
    }
}

#[test]
fn undo_back_to_the_start_gives_the_state_of_every_shorter_log() {
    // Undo replays from kept checkpoints; every state on the way back must be the live one.
    for seed in [0, 3] {
        let mut game = play_random_game(seed);
        let mut live = Game::new(game.setup().clone()).expect("valid set-up");
        let mut states: Vec<State> = vec![live.state().clone()];
        for action in game.actions() {
            live.apply(action).expect("the log applies");
            states.push(live.state().clone());
        }
        let end = game.actions().len();
        for n in (0..end).rev() {
            assert!(game.undo(), "seed {seed}: undo to {n}");
            assert_eq!(game.actions().len(), n);
            assert_eq!(game.state(), &states[n], "seed {seed}: undo to {n} differs");
        }
        assert!(!game.undo(), "nothing left to undo");
        for n in 1..=end {
            assert!(game.redo(), "seed {seed}: redo to {n}");
        }
        assert_eq!(game.state(), &states[end], "seed {seed}: redo to the end differs");
        // A new action after undos keeps undo exact (its checkpoints are the new log's).
        for _ in 0..40 {
            game.undo();
        }
        let at = game.actions().len();
        let action = game.actions()[at - 1].clone();
        game.undo();
        game.apply(&action).expect("the same action again");
        assert!(game.undo());
        assert_eq!(game.state(), &states[at - 1], "seed {seed}: undo after a new action");
    }
}

#[test]
fn the_game_at_any_action_is_the_state_of_that_shorter_log() {
    // The history browser's positions: replayed from the checkpoints, the state of the log cut
    // there, with the same deciders; past the end, the game now.
    for seed in [1, 4] {
        let game = play_random_game(seed);
        let mut live = Game::new(game.setup().clone()).expect("valid set-up");
        let end = game.actions().len();
        for n in 0..=end {
            let past = game.at(n).expect("a position of the log");
            assert_eq!(past.actions(), &game.actions()[..n]);
            assert_eq!(past.state(), live.state(), "seed {seed}: the game at {n} differs");
            assert_eq!(past.deciders(), &game.deciders()[..n]);
            assert!(!past.can_redo());
            if let Some(action) = game.actions().get(n) {
                live.apply(action).expect("the log applies");
            }
        }
        assert_eq!(game.at(end + 5).expect("the end").state(), game.state());
    }
}
