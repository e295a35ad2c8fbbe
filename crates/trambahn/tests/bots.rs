//! The bots over complete games (`BOT_GAMES` games per pairing, default 3): every move a bot
//! chooses is on offer, every game ends and replays from its log, a game of bots is the same
//! for the same seeds, and on these games each level beats the one below it.

use trambahn_engine::bot::strong::Strong;
use trambahn_engine::bot::{BotGame, Level, play_bots};
use trambahn_engine::{Game, Setup};

fn games() -> u64 {
    std::env::var("BOT_GAMES").ok().and_then(|s| s.parse().ok()).unwrap_or(3)
}

/// A smaller budget than the default, so that the debug build is quick: legality does not
/// depend on the budget (every level picks among the moves on offer).
const QUICK: Strong =
    Strong { futures: 60, min_worlds: 3, max_worlds: 12, horizon: 2, confidence: 1.5 };

fn play(levels: [Level; 2], seed: u64) -> BotGame {
    let name = |p: usize| format!("{} {p}", levels[p].name());
    let setup = Setup::new(&name(0), &name(1), seed);
    play_bots(setup, levels, seed, &QUICK, &|| 0.0).expect("a game of bots plays")
}

#[test]
fn bots_choose_only_moves_on_offer_and_every_game_ends_and_replays() {
    use Level::{Greedy, Random, Strong};
    let pairings =
        [[Random, Random], [Greedy, Random], [Greedy, Greedy], [Strong, Random], [Strong, Greedy]];
    for pairing in pairings {
        for seed in 0..games() {
            // The start player alternates.
            let levels = if seed % 2 == 0 { pairing } else { [pairing[1], pairing[0]] };
            let played = play(levels, seed);
            let names = levels.map(Level::name);
            assert_eq!(played.illegal, vec![], "{names:?} seed {seed}: illegal moves");
            assert!(played.finished, "{names:?} seed {seed}: the game ends");
            assert!(played.game.is_over());
            let replayed = Game::replay(played.game.setup(), played.game.actions())
                .expect("the log of a game of bots replays");
            assert_eq!(replayed.state(), played.game.state());
            assert_eq!(played.decisions.len(), played.game.actions().len());
        }
    }
}

#[test]
fn a_game_of_bots_is_the_same_for_the_same_seeds() {
    let a = play([Level::Strong, Level::Random], 4);
    let b = play([Level::Strong, Level::Random], 4);
    assert_eq!(a.game.actions(), b.game.actions());
    let c = play([Level::Strong, Level::Random], 5);
    assert_ne!(a.game.actions(), c.game.actions(), "another seed, another game");
}

/// Over eight games (the quick budget leads greedy by less than the default one: 25 of 40
/// games in `trambahn-tournament --strong 60,3,12,2,1.5`, so four games can go either way).
#[test]
fn greedy_beats_random_and_strong_beats_greedy_over_a_few_games() {
    let mut greedy_wins = 0;
    let mut strong_margin = 0i64;
    let n = 8;
    for seed in 0..n {
        let swap = seed % 2 == 1;
        let seat = |levels: [Level; 2]| if swap { [levels[1], levels[0]] } else { levels };
        let me = usize::from(swap);
        let g = play(seat([Level::Greedy, Level::Random]), 100 + seed).game.outcome();
        if g.winner == Some(me as u8) {
            greedy_wins += 1;
        }
        let s = play(seat([Level::Strong, Level::Greedy]), 200 + seed).game.outcome();
        let margin = i64::from(s.victory_points[me]) - i64::from(s.victory_points[1 - me]);
        eprintln!("strong against greedy, seed {}: margin {margin}", 200 + seed);
        strong_margin += margin;
    }
    assert_eq!(greedy_wins, n, "greedy wins every game against random");
    assert!(strong_margin > 0, "strong scores more than greedy over {n} games: {strong_margin}");
}

#[test]
fn levels_are_named_and_found_by_name() {
    for level in Level::ALL {
        assert_eq!(Level::from_name(level.name()), Some(level));
    }
    assert_eq!(Level::from_name("steady"), None);
}
