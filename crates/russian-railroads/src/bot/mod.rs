//! Computer players for Russian Railroads. A bot returns one of the moves on offer for the
//! seat deciding; it never makes a move of its own, so it cannot play an illegal one. Every
//! bot is deterministic for a given random number generator, so a game of bots replays from
//! its seeds.
//!
//! A bot reads only what its seat may know ([`State::view_for`]): [`Level::Random`] the moves
//! on offer; [`Level::Steady`] rules of thumb over the seat's view ([`steady`]);
//! [`Level::Strong`] a search over the seat's view with the unknowns (the end-bonus pile)
//! sampled anew for every future it plays ([`strong`]).

pub mod hint;
pub mod steady;
pub mod strong;

use game_core::Seat;
use rand::{Rng, RngCore};
use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::game::{Game, RussianRailroads};
use crate::rules;
use crate::selfplay::random_among;
use crate::setup::Setup;
use crate::state::State;

/// How well a bot plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    /// A random move on offer ([`random_among`]).
    Random,
    /// Rules of thumb, one decision at a time ([`steady`]).
    Steady,
    /// Looks ahead over sampled futures ([`strong`]).
    Strong,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 3] = [Level::Random, Level::Steady, Level::Strong];

    /// The level's name ("random", "steady", "strong").
    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Steady => "steady",
            Level::Strong => "strong",
        }
    }

    /// The level of a name; `None` for a name that is no level.
    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == name)
    }
}

/// The move of a bot of `level` for the seat deciding in `game`, or `None` when nothing is
/// offered (the game is over).
pub fn choose(game: &Game, level: Level, rng: &mut impl Rng) -> Option<Action> {
    choose_in(game.state(), level, &strong::Strong::default(), rng)
}

/// [`choose`] on a state, with the given budget for the `strong` bot.
pub fn choose_in(
    state: &State,
    level: Level,
    budget: &strong::Strong,
    rng: &mut impl Rng,
) -> Option<Action> {
    match level {
        Level::Random => random_among(&rules::available(state), rng),
        Level::Steady => steady::choose(state),
        Level::Strong => budget.choose(state, rng),
    }
}

/// A bot of a level (the strong one with its budget) seated at the core's table.
#[derive(Debug, Clone, Copy)]
pub struct Seated {
    /// How well it plays.
    pub level: Level,
    /// The strong bot's budget.
    pub budget: strong::Strong,
}

impl game_core::Bot<RussianRailroads> for Seated {
    fn choose(&mut self, state: &State, _seat: Seat, rng: &mut dyn RngCore) -> Option<Action> {
        let mut rng = rng;
        choose_in(state, self.level, &self.budget, &mut rng)
    }
}

/// A game played by bots: the core's, over Russian Railroads' rules.
pub type BotGame = game_core::BotGame<RussianRailroads>;

/// Plays a game of `setup` with `levels[s]` playing seat `s` (the core's
/// [`game_core::play_bots`]); a move not on offer is replaced by a random one. `clock` reads a
/// time in milliseconds.
pub fn play_bots(
    setup: Setup,
    levels: &[Level],
    seed: u64,
    budget: &strong::Strong,
    clock: &dyn Fn() -> f64,
) -> Result<BotGame, String> {
    let seated = |level| {
        Box::new(Seated { level, budget: *budget }) as Box<dyn game_core::Bot<RussianRailroads>>
    };
    game_core::bots::play_levels(setup, levels, seed, seated, Level::Random, clock)
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    use super::*;
    use crate::data::EndBonus;
    use crate::selfplay::random_setup;

    fn clock() -> f64 {
        0.0
    }

    /// A small budget, so that the tests stay quick.
    const QUICK: strong::Strong =
        strong::Strong { candidates: 3, samples: 2, horizon: 1, noise: 2.0, work: 2000 };

    fn tournament(levels: &[Level], games: u64, seed: u64) -> game_core::tournament::Record {
        let n = levels.len();
        let record = game_core::tournament::play(
            levels,
            games,
            seed,
            |s, _| random_setup(s, n),
            |level| {
                Box::new(Seated { level, budget: QUICK })
                    as Box<dyn game_core::Bot<RussianRailroads>>
            },
            &mut Seated { level: Level::Random, budget: QUICK },
            &clock,
            |_, _| Ok(()),
        );
        match record {
            Ok(r) => r,
            Err(e) => panic!("tournament failed: {e}"),
        }
    }

    #[test]
    fn bots_only_choose_moves_on_offer_and_games_end() {
        for levels in [
            vec![Level::Steady, Level::Strong],
            vec![Level::Strong, Level::Random, Level::Steady],
            vec![Level::Steady, Level::Strong, Level::Random, Level::Steady],
        ] {
            let record = tournament(&levels, levels.len() as u64, 11);
            assert_eq!(record.illegal, 0, "{levels:?}");
            assert_eq!(record.unfinished, 0, "{levels:?}");
        }
    }

    #[test]
    fn steady_beats_random() {
        let record =
            tournament(&[Level::Steady, Level::Random, Level::Random, Level::Random], 20, 3);
        assert!(record.seats[0].wins >= 19, "steady won {} of 20", record.seats[0].wins);
        let record = tournament(&[Level::Steady, Level::Random], 20, 5);
        assert!(
            record.seats[0].wins >= 19,
            "steady won {} of 20 (2 players)",
            record.seats[0].wins
        );
    }

    #[test]
    fn strong_beats_steady() {
        let record = tournament(&[Level::Strong, Level::Steady], 10, 9);
        assert!(record.seats[0].wins >= 6, "strong won {} of 10", record.seats[0].wins);
    }

    /// A position in the middle of a game of steady players.
    fn midgame(players: usize, seed: u64, actions: usize) -> State {
        let Ok(mut game) = Game::new(random_setup(seed, players)) else {
            panic!("set-up");
        };
        for _ in 0..actions {
            let Some(a) = steady::choose(game.state()) else { break };
            if game.apply(&a).is_err() {
                panic!("steady's move refused");
            }
        }
        game.state().clone()
    }

    #[test]
    fn bots_do_not_read_what_the_seat_cannot_see() {
        for seed in 0..6 {
            let state = midgame(4, seed, 60 + 7 * seed as usize);
            let Some(seat) = state.decider() else { continue };
            let mut other = state.clone();
            // Swap a hidden card of the pile with one set aside, and another seat's cards.
            if !other.pending.iter().any(|f| f.searches_pile()) {
                other.end_bonus_pile.reverse();
                if let (Some(a), Some(b)) =
                    (other.end_bonus_pile.first_mut(), other.end_bonus_removed.first_mut())
                {
                    std::mem::swap(a, b);
                }
            }
            for (s, p) in other.players.iter_mut().enumerate() {
                if s != usize::from(seat) {
                    p.end_bonus = vec![EndBonus::Fifteen];
                }
            }
            assert_eq!(steady::choose(&state), steady::choose(&other), "seed {seed}");
            let a = QUICK.choose(&state, &mut ChaCha8Rng::seed_from_u64(seed));
            let b = QUICK.choose(&other, &mut ChaCha8Rng::seed_from_u64(seed));
            assert_eq!(a, b, "seed {seed}");
        }
    }

    #[test]
    fn worlds_deal_every_unseen_card_once() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        for seed in 0..4 {
            let state = midgame(3, seed, 150);
            let Some(seat) = state.decider() else { continue };
            let view = state.view_for(seat);
            let world = strong::determinize(&view, &mut rng);
            let mut all: Vec<EndBonus> = world.end_bonus_pile.clone();
            all.extend(world.end_bonus_removed.iter().copied());
            for (s, p) in world.players.iter().enumerate() {
                assert_eq!(p.end_bonus.len(), state.players[s].end_bonus.len());
                all.extend(p.end_bonus.iter().copied());
            }
            assert_eq!(world.end_bonus_pile.len(), state.end_bonus_pile.len());
            assert_eq!(world.player(seat).end_bonus, state.player(seat).end_bonus);
            all.sort_unstable();
            assert_eq!(all, EndBonus::ALL.to_vec());
        }
    }

    #[test]
    fn the_evaluation_scores_boards_as_the_rules_do() {
        let mut checked = 0;
        for seed in 0..8 {
            let game = crate::selfplay::random_game(seed, 2 + (seed as usize % 3));
            for p in &game.state().players {
                let (now, unlimited) = steady::board_points(p);
                assert_eq!(now, rules::round_score(p, 0).total(), "seed {seed}");
                let mut reaching = p.clone();
                reaching.locomotives = [[15, 0], [9, 0], [9, 0]];
                assert_eq!(unlimited, rules::round_score(&reaching, 0).total(), "seed {seed}");
                checked += 1;
            }
        }
        for seed in 0..4 {
            let state = midgame(4, seed, 200);
            for p in &state.players {
                assert_eq!(steady::board_points(p).0, rules::round_score(p, 0).total());
            }
        }
        assert!(checked > 0);
    }

    #[test]
    fn strong_is_deterministic_for_its_generator() {
        let state = midgame(2, 4, 40);
        let a = QUICK.choose(&state, &mut ChaCha8Rng::seed_from_u64(7));
        let b = QUICK.choose(&state, &mut ChaCha8Rng::seed_from_u64(7));
        assert!(a.is_some());
        assert_eq!(a, b);
    }
}
