//! Bots never make an illegal move (issue 20): complete games between bots of every level, at
//! every player count, where any move a bot chooses that is not on offer fails the test.
//! `BOT_GAMES` games per player count (default 3; scripts/test plays more in release).

use tramways_engine::bot::{Level, play_bots};
use tramways_engine::game::Game;
use tramways_engine::selfplay::random_setup_for;

fn games() -> u64 {
    std::env::var("BOT_GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(3)
}

#[test]
fn bots_only_choose_moves_on_offer_and_finish_their_games() {
    let mut decisions = 0;
    for players in 2..=6u8 {
        for g in 0..games() {
            let seed = u64::from(players) * 1000 + g;
            // The quick levels in every seat over the games (strong below, on a small budget).
            let quick = [Level::Random, Level::Steady];
            let levels: Vec<Level> =
                (0..usize::from(players)).map(|p| quick[(p + g as usize) % quick.len()]).collect();
            let played = play_bots(random_setup_for(players, seed), &levels, seed, &|| 0.0)
                .unwrap_or_else(|e| panic!("{players} players, seed {seed}: {e}"));
            assert_eq!(played.illegal, [], "{players} players, seed {seed}: moves not on offer");
            assert!(played.finished, "{players} players, seed {seed}: the game did not end");
            // The log knows who decided each action (the app marks the bots' moves with it),
            // also when it is replayed and after an undo.
            let deciders: Vec<_> = played.decisions.iter().map(|d| Some(d.0)).collect();
            assert_eq!(played.game.deciders(), deciders);
            let mut again = Game::replay(played.game.setup(), played.game.actions()).unwrap();
            assert_eq!(again.deciders(), deciders);
            assert!(again.undo());
            assert_eq!(again.deciders(), &deciders[..deciders.len() - 1]);
            decisions += played.decisions.len();
        }
    }
    assert!(decisions > 0);
}

/// The same seed plays the same game: bots are deterministic.
#[test]
fn a_bot_game_replays_from_its_seed() {
    let levels = [Level::Steady, Level::Random, Level::Steady];
    let a = play_bots(random_setup_for(3, 7), &levels, 7, &|| 0.0).unwrap();
    let b = play_bots(random_setup_for(3, 7), &levels, 7, &|| 0.0).unwrap();
    assert_eq!(a.game.actions(), b.game.actions());
}

/// The look-ahead bot (on a small budget, so that the debug build plays a whole game quickly)
/// chooses only moves on offer too, and finishes its games.
#[test]
fn the_strong_bot_chooses_moves_on_offer() {
    use rand::SeedableRng;
    use tramways_engine::bot::Bot;
    use tramways_engine::bot::steady::Steady;
    use tramways_engine::bot::strong::Strong;
    let small = Strong { width: 2, rollouts: 2, horizon: 8, lookahead: 4, work: u64::MAX };
    for (players, seed) in [(2u8, 1u64), (3, 2)] {
        let mut game = Game::new(random_setup_for(players, seed)).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let mut strong_moves = 0;
        while !game.is_over() {
            let available = game.available();
            let player = available.actor.player().expect("someone decides");
            let observation = game.state().observation(player);
            let action = if player == 0 {
                strong_moves += 1;
                small.clone().choose(&observation, &mut rng)
            } else {
                Steady.choose(&observation, &mut rng)
            }
            .expect("a move");
            assert!(available.allows(&action), "{action:?} is not on offer");
            game.apply(&action).unwrap();
            assert!(game.actions().len() < 30_000, "the game does not end");
        }
        assert!(strong_moves > 20);
    }
}
