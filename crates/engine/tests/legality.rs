//! Property test in the style of shakmaty's `legals_are_legal` (issue 18): at every position
//! of many random games, candidate actions far beyond those offered — every kind of action
//! with every player, company and line as actor, amounts around and beyond the limits,
//! circles of every hex, tile lays of any tile on any hex in any rotation, numbers at their
//! type's extremes, and mutations of offered moves with every number at the extremes its type
//! holds — are accepted exactly when `available()` offers them, a refused action leaves the
//! game unchanged, and nothing panics.
//!
//! `LEGALITY_GAMES` sets the number of games (default 12; `scripts/test` runs 200 in release).
//! Each position tries every offered move up to a sample of 24, and a seeded sample of 48 of
//! the generated candidates (all of them at every 25th position); the totals are printed.

use game_core::legality::{Tally, try_candidates};
use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use tramways_engine::data::game_tables::{Money, TramCompany, TramSpace};
use tramways_engine::data::{Landmark, StadtbahnCompany, TileId, tiles};
use tramways_engine::game::{
    Action, Available, CompanyId, Game, Move, Owner, RuleOptions, State, Vienna,
};
use tramways_engine::map::graph::NodeRef;
use tramways_engine::map::{Hex, Rotation};
use tramways_engine::selfplay::{MAX_ACTIONS, random_move, random_setup};

mod common;
use common::with_extreme_numbers;

fn games_to_play() -> u64 {
    std::env::var("LEGALITY_GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(12)
}

/// Every hex of the board the game is played on.
fn board_hexes(state: &State) -> Vec<Hex> {
    let mut hexes = Vec::new();
    for row in 'A'..='N' {
        for col in 1..=32 {
            if let Ok(hex) = format!("{row}{col}").parse::<Hex>()
                && state.board.hex(hex).is_some()
            {
                hexes.push(hex);
            }
        }
    }
    hexes
}

/// Amounts around `limit`: below, at, just above, off the step, far beyond, negative.
fn amounts_around(limits: &[Money]) -> Vec<Money> {
    let mut out = vec![-10, -1, 0, 1, 5, Money::MAX, Money::MIN];
    for &l in limits {
        out.extend([l.saturating_sub(5), l.saturating_sub(1), l, l.saturating_add(1)]);
        out.extend([l.saturating_add(5), l.saturating_add(10)]);
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// Candidate actions at this position: every kind, every actor, numbers around the limits.
fn candidates(state: &State, hexes: &[Hex], rng: &mut ChaCha8Rng) -> Vec<Action> {
    let n = u8::try_from(state.players.len()).unwrap_or(u8::MAX);
    let players: Vec<u8> = (0..=n).collect();
    let company_ids: Vec<CompanyId> = TramCompany::ALL
        .into_iter()
        .map(CompanyId::Tram)
        .chain(StadtbahnCompany::ALL.into_iter().map(CompanyId::Stadtbahn))
        .collect();
    let lines: Vec<u8> = (0..=19).collect();
    let cash_limits: Vec<Money> = state.players.iter().map(|p| p.cash).collect();
    let mut out = Vec::new();
    for &player in &players {
        for private in Landmark::ALL {
            out.push(Action::ChoosePrivate { player, private });
        }
        for amount in amounts_around(&[20, 40, 45, 100, 160]).into_iter().chain(cash_limits.clone())
        {
            out.push(Action::BidPrivate { player, amount });
        }
        out.push(Action::PassPrivate { player });
        for card in 0..=n.saturating_add(1) {
            out.push(Action::PickOrderCard { player, card });
        }
        for company in TramCompany::ALL {
            for par in [0, 60, 70, 75, 80, 90, 100, 110] {
                out.push(Action::BuyDirector { player, company, par });
            }
        }
        for &company in &company_ids {
            out.push(Action::BuyShare { player, company });
            for count in 0..=7 {
                out.push(Action::SellShares { player, company, count });
            }
        }
        out.push(Action::PassShare { player });
    }
    for company in TramCompany::ALL {
        let co = state.tram_co(company);
        for amount in amounts_around(&[co.revenue, co.treasury]) {
            out.push(Action::PayDividend { company, amount });
            out.push(Action::BidLine { company, amount });
        }
        for space in TramSpace::ALL {
            out.push(Action::BuyTram { company, space });
        }
        for tram in [0, 1, 2, 3, usize::MAX] {
            out.push(Action::ScrapTram { company, tram });
            out.push(Action::AssignTram { company, tram, line: None });
            for &line in lines.iter().filter(|_| rng.random_bool(0.2)) {
                out.push(Action::AssignTram { company, tram, line: Some(line) });
            }
        }
        out.push(Action::DoneTrams { company });
        out.push(Action::PassLine { company });
        for &line in &lines {
            for amount in [15, 20, 22, 25, co.treasury, co.treasury.saturating_add(5)] {
                out.push(Action::ChooseLine { company, line, amount });
            }
        }
    }
    for &line in &lines {
        out.push(Action::SkipBonus { line });
        out.push(Action::RunTram { line, route: None });
        for private in Landmark::ALL {
            for price in [0, 1, 20, 40, 41, 100, Money::MAX] {
                out.push(Action::BuyPrivate { line, private, price });
            }
        }
        for _ in 0..6 {
            let Some(&hex) = hexes.choose(rng) else { break };
            let at = NodeRef { hex, node: rng.random_range(0..4) };
            out.push(Action::PlaceStation { line, at });
            out.push(Action::RemoveStadtbahnMarker { line, at });
        }
    }
    // The acting line's circles and lays, densely: every circle of every hex, and tile lays
    // of any tile on any hex in any rotation, as the three kinds of lay.
    if let Some(line) = state.lines.keys().copied().find(|&l| state.lines[&l].owner.is_some()) {
        for &hex in hexes {
            for node in 0..4 {
                out.push(Action::PlaceStation { line, at: NodeRef { hex, node } });
                out.push(Action::RemoveStadtbahnMarker { line, at: NodeRef { hex, node } });
            }
        }
        let all_tiles = tiles();
        for _ in 0..600 {
            let (Some(&hex), Some(def)) = (hexes.choose(rng), all_tiles.choose(rng)) else {
                break;
            };
            let rotation = Rotation::ALL[rng.random_range(0..6)];
            let tile = TileId::of(def);
            out.push(match rng.random_range(0..3) {
                0 => Action::LayTile { line, hex, tile, rotation },
                1 => Action::LayStadtbahn { line, hex, tile, rotation },
                _ => Action::BonusTile { line, hex, tile, rotation },
            });
        }
    }
    for private in Landmark::ALL {
        for &player in &players {
            out.push(Action::ReturnPrivate { owner: Owner::Player(player), private });
        }
        for company in TramCompany::ALL {
            out.push(Action::ReturnPrivate { owner: Owner::Company(company), private });
        }
    }
    out
}

/// The offered moves as actions, with an amount move at its bounds and just outside them.
fn offered(available: &Available) -> Vec<Action> {
    let mut out = Vec::new();
    for m in available.moves.iter().cloned() {
        match m {
            Move::Do { action } => out.push(action),
            Move::Amount { action, min, max, step } => {
                for x in [min, max, min.saturating_sub(1), max.saturating_add(1)] {
                    out.push(action.with_amount(x));
                }
                if step > 1 && max > min {
                    out.push(action.with_amount(min + 1));
                }
            }
        }
    }
    out
}

fn play(seed: u64, tally: &mut Tally, positions: &mut u64) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut setup = random_setup(seed);
    if seed % 2 == 1 {
        setup.options = RuleOptions::eighteen_xx_games();
    }
    let mut game = Game::new(setup).expect("valid set-up");
    let hexes = board_hexes(game.state());
    for step in 0..MAX_ACTIONS {
        if game.is_over() {
            return;
        }
        *positions += 1;
        let at = format!("seed {seed}, action {step}");
        let available = game.available();
        let mut pool = offered(&available);
        pool.shuffle(&mut rng);
        pool.truncate(24);
        // Mutations of offered moves: every number at the extremes its type can hold.
        let mut mutated = Vec::new();
        for action in pool.iter().take(4) {
            let value = serde_json::to_value(action).unwrap_or_default();
            with_extreme_numbers(&value, &mut mutated);
        }
        pool.extend(mutated.into_iter().filter_map(|v| serde_json::from_value::<Action>(v).ok()));
        let mut generated = candidates(game.state(), &hexes, &mut rng);
        if step % 25 != 0 {
            generated.shuffle(&mut rng);
            generated.truncate(48);
        }
        try_candidates::<Vienna>(game.state(), pool.into_iter().chain(generated), &at, tally);
        let Some(action) = random_move(&game, &mut rng) else {
            panic!("{at}: no move offered, game not over");
        };
        game.apply(&action).unwrap_or_else(|e| panic!("{at}: offered {action:?} refused: {e}"));
    }
    panic!("seed {seed}: the game did not end within {MAX_ACTIONS} actions");
}

#[test]
fn legals_are_legal_and_the_rest_is_refused_without_a_trace() {
    let mut tally = Tally::default();
    let mut positions = 0;
    for seed in 0..games_to_play() {
        play(seed, &mut tally, &mut positions);
    }
    println!(
        "legality: {} games, {} positions, {} candidates tried ({} accepted), {} mismatches",
        games_to_play(),
        positions,
        tally.tried,
        tally.accepted,
        tally.mismatches.len()
    );
    let shown: Vec<&String> = tally.mismatches.iter().take(20).collect();
    assert!(
        tally.mismatches.is_empty(),
        "{} mismatches, the first: {shown:#?}",
        tally.mismatches.len()
    );
}
