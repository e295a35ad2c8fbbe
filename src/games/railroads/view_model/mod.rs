//! Russian Railroads' view model: pure functions from the engine's position (or a seat's
//! `View`) to what the table draws, as data (no words, no Leptos; native tests). Every rule
//! is the engine's: what is offered and why not come from `rules::available`, `check`,
//! `space_refusal`, `pay_refusal`, `payments`; what scores from `railway_spaces` and the
//! scoring events.

pub mod board;
pub mod charts;
pub mod decision;
pub mod player;
pub mod scoring;
pub mod strip;
pub mod timeline;

/// Positions of random games, for the view models' tests.
#[cfg(test)]
pub(crate) mod tests {
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;
    use russian_railroads_engine::event::Event;
    use russian_railroads_engine::selfplay::{random_among, random_setup};
    use russian_railroads_engine::state::{Phase, State};
    use russian_railroads_engine::{Action, Game};

    /// Random game `seed` of `players`, played to its end: every position with the action
    /// played from it and the position after it, with its events.
    pub(crate) fn play(players: usize, seed: u64) -> Vec<(State, Action, State, Vec<Event>)> {
        let mut out = Vec::new();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut game = Game::new(random_setup(seed, players)).expect("a set-up");
        while let Some(action) = random_among(&game.available(), &mut rng) {
            let before = game.state().clone();
            let events = game.apply(&action).expect("an offered move");
            out.push((before, action, game.state().clone(), events));
        }
        assert!(game.is_over(), "a random game ends");
        out
    }

    /// Every position of random games (`(players, seed)` each), each game's last one over.
    pub(crate) fn positions(games: &[(usize, u64)]) -> Vec<State> {
        let mut out = Vec::new();
        for &(players, seed) in games {
            let steps = play(players, seed);
            let last = steps.last().map(|(_, _, after, _)| after.clone());
            out.extend(steps.into_iter().map(|(state, _, _, _)| state));
            out.extend(last);
        }
        out
    }

    /// The first placement of a random game of `players`, the draft done.
    pub(crate) fn turn_position(players: usize) -> State {
        positions(&[(players, 1)])
            .into_iter()
            .find(|s| matches!(s.phase, Phase::Turn { .. }) && s.pending.is_empty())
            .expect("a turn")
    }
}
