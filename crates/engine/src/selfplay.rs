//! Random legal games, for property tests, benchmarks and the command-line `selfplay`.
//!
//! Moves are drawn only from [`Game::available`]; actions are preferred over passes so that
//! games move on, and amounts are usually the lowest legal one.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::data::BoardVariant;
use crate::data::game_tables::PlayerCount;
use crate::game::{Action, Deal, Game, Move, RuleOptions, Setup};

pub use game_core::bots::MAX_ACTIONS;
use game_core::selfplay::play_on;

/// The set-up of random game number `seed`: 2 to 6 players in turn, every board in turn (3
/// players also on the full board).
pub fn random_setup(seed: u64) -> Setup {
    let n = PlayerCount::ALL[(seed % 5) as usize].get();
    random_setup_for(n, seed)
}

/// The set-up of a random game of `players` players.
pub fn random_setup_for(players: u8, seed: u64) -> Setup {
    let names: Vec<String> = (1..=players).map(|i| format!("Player {i}")).collect();
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    let mut setup = Setup::new(&refs, seed);
    if players == 3 && (seed / 5).is_multiple_of(2) {
        setup.variant = BoardVariant::Full;
    }
    setup
}

/// The set-up of a random game of `players` players as 18xx.games sets it up: its rule
/// options and its cards for the seed (so the game can be exported there). Three players play
/// the small map on even `seed / 5`, as in [`random_setup_for`].
pub fn random_setup_18xx(players: u8, seed: u64) -> Setup {
    let mut setup = random_setup_for(players, seed);
    setup.options = RuleOptions::eighteen_xx_games();
    if let Ok(count) = PlayerCount::new(players) {
        setup.deal = Some(Deal::eighteen_xx_games(seed, setup.variant, count));
    }
    setup
}

/// A random legal move (never ending the game by agreement or returning privates), or `None`
/// when nothing is offered.
///
/// An owner always accepts a company's offer for their private, without drawing: a random
/// game goes on as it did when a purchase was a sale (the seeds of the tests' positions keep
/// their games), and 18xx.games, which records only sales, can play it (the differential
/// test). Refusals are tested on their own (`line_tests`, the browser tests).
pub fn random_move(game: &Game, rng: &mut impl Rng) -> Option<Action> {
    if let Some(accept) = game.state().offer_acceptance() {
        return Some(accept);
    }
    let moves: Vec<Move> = game
        .available()
        .moves
        .into_iter()
        .filter(|m| !matches!(m.action(), Action::EndGame | Action::ReturnPrivate { .. }))
        .collect();
    if moves.is_empty() {
        return None;
    }
    let is_pass = |m: &Move| {
        matches!(
            m.action(),
            Action::PassPrivate { .. } | Action::PassShare { .. } | Action::PassLine { .. }
        )
    };
    // A move that is not a pass 60% of the time, when there is one (counted, not collected).
    let active = moves.iter().filter(|m| !is_pass(m)).count();
    let chosen = if active > 0 && rng.random_bool(0.6) {
        let k = rng.random_range(0..active);
        moves.iter().filter(|m| !is_pass(m)).nth(k).unwrap_or(&moves[0])
    } else {
        &moves[rng.random_range(0..moves.len())]
    };
    Some(match chosen {
        Move::Do { action } => action.clone(),
        Move::Amount { action, min, max, step } => {
            let steps = (max - min) / (*step).max(1);
            let k = if rng.random_bool(0.7) { 0 } else { rng.random_range(0..=steps.min(10)) };
            action.with_amount(min + k * step)
        }
    })
}

/// Plays a random game to its end. `after_each` sees the game after every action (for
/// invariant checks). The error says where a game got stuck or an offered move was refused.
pub fn play_random(
    setup: Setup,
    seed: u64,
    after_each: impl FnMut(&Game, &Action),
) -> Result<Game, String> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut game = Game::new(setup).map_err(|e| e.to_string())?;
    play_on(&mut game, |g| random_move(g, &mut rng), |_| false, after_each)?;
    Ok(game)
}

/// Plays a random game that scraps trams seldom: a drawn `ScrapTram` is drawn again (up to
/// three times). Uniform random play scraps so often that the trams run out early, where
/// 18xx.games cannot go on (see `import::export`); the games of the differential test
/// against 18xx.games (`vienna-tramways differential`, `selfplay --rules 18xx-games`) use
/// this to reach the late rounds.
pub fn play_random_sparing_trams(setup: Setup, seed: u64) -> Result<Game, String> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut game = Game::new(setup).map_err(|e| e.to_string())?;
    let sparing = |g: &Game| {
        let mut action = random_move(g, &mut rng);
        for _ in 0..3 {
            if !matches!(action, Some(Action::ScrapTram { .. })) {
                break;
            }
            action = random_move(g, &mut rng);
        }
        action
    };
    play_on(&mut game, sparing, |_| false, |_, _| {})?;
    Ok(game)
}

/// Plays a random game (the same moves as [`play_random`] with the same seed) until `stop`
/// says so, and returns the game at that decision, before its move. The error says when the
/// game ended or got stuck first. Used to make positions for tests (the CLI's `position`).
pub fn play_random_until(
    setup: Setup,
    seed: u64,
    mut stop: impl FnMut(&Game) -> bool,
) -> Result<Game, String> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut game = Game::new(setup).map_err(|e| e.to_string())?;
    let mut stopped = false;
    let mut stopping = |g: &Game| {
        stopped = stop(g);
        stopped
    };
    play_on(&mut game, |g| random_move(g, &mut rng), &mut stopping, |_, _| {})?;
    if !stopped {
        let n = game.actions().len();
        return Err(format!("the game ended after {n} actions before the position"));
    }
    Ok(game)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn play_random_until_stops_at_the_first_decision_asked_for() {
        let setup = random_setup_for(3, 7);
        let line_round =
            |g: &Game| matches!(g.state().round, crate::data::game_tables::Round::Line(..));
        let game = play_random_until(setup.clone(), 7, line_round).unwrap();
        assert!(line_round(&game));
        // The same moves as a whole random game: its log starts with this one.
        let whole = play_random(setup, 7, |_, _| {}).unwrap();
        assert_eq!(&whole.actions()[..game.actions().len()], game.actions());
        assert!(!line_round(
            &Game::replay(game.setup(), &game.actions()[..game.actions().len() - 1]).unwrap()
        ));
    }

    #[test]
    fn preview_reports_the_events_and_changes_nothing() {
        let game = Game::new(random_setup_for(3, 1)).unwrap();
        let action = game.available().moves[0].lowest();
        let before = game.state().clone();
        let events = game.preview(&action).unwrap();
        let mut applied = game.clone();
        assert_eq!(applied.apply(&action).unwrap(), events);
        assert_eq!(game.state(), &before);
        assert!(game.preview(&Action::PassShare { player: 9 }).is_err());
    }
}
