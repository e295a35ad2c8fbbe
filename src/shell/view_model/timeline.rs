//! The history browser's steps (issues 21, 49): where each of a game's big steps starts in
//! the action log (1840's rounds, Trambahn's turns: [`Chapters`]), and where the controls
//! `|<  <<  <  >  >>  >|` and their keys lead from the position shown. Positions are action
//! counts: position `k` is the game after its first `k` actions, and the last position is now.
//! [`Step`] and [`Timeline`] never name a game; each game says where its big steps start.

use crate::games::TableGame;

/// What `<<` and `>>` step by in a game (the controls' words).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Chapter {
    /// A round (1840).
    Round,
    /// A player's turn (Trambahn).
    Turn,
}

/// A game the history browser steps through: what its big steps are, and where they start.
pub trait Chapters: TableGame {
    /// What `<<` and `>>` step by.
    const CHAPTER: Chapter;

    /// The positions at which a big step starts, in order, the game's start (0) first, from
    /// the game now and the events of every action of its log.
    fn chapter_starts(game: &Self, events: &[Vec<Self::Event>]) -> Vec<usize>;
}

/// A step of the history browser.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// The game's start (Home).
    First,
    /// The start of the big step shown (a round, a turn: [`Chapter`]), or of the one before
    /// when already there (Page Up).
    PreviousRound,
    /// One action back (←).
    Previous,
    /// One action on (→).
    Next,
    /// The start of the next big step, or now (Page Down).
    NextRound,
    /// Now (End).
    Now,
}

impl Step {
    /// Every step, in the controls' order.
    pub const ALL: [Step; 6] =
        [Step::First, Step::PreviousRound, Step::Previous, Step::Next, Step::NextRound, Step::Now];

    /// The step of a key (`KeyboardEvent.key`).
    pub fn of_key(key: &str) -> Option<Step> {
        Some(match key {
            "Home" => Step::First,
            "PageUp" => Step::PreviousRound,
            "ArrowLeft" => Step::Previous,
            "ArrowRight" => Step::Next,
            "PageDown" => Step::NextRound,
            "End" => Step::Now,
            _ => return None,
        })
    }

    /// The control's symbol.
    pub fn symbol(self) -> &'static str {
        match self {
            Step::First => "|<",
            Step::PreviousRound => "<<",
            Step::Previous => "<",
            Step::Next => ">",
            Step::NextRound => ">>",
            Step::Now => ">|",
        }
    }

    /// Whether the step leads back (disabled at the start) rather than on (disabled at now).
    pub fn backwards(self) -> bool {
        matches!(self, Step::First | Step::PreviousRound | Step::Previous)
    }
}

/// The big steps (rounds, turns) of a game's log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Timeline {
    /// The positions at which a big step starts, in order, the game's start first.
    pub starts: Vec<usize>,
    /// The position now (the number of actions).
    pub now: usize,
}

impl Timeline {
    /// The timeline of a game now, from the events of every action of its log.
    pub fn of<G: Chapters>(game: &G, events: &[Vec<G::Event>]) -> Timeline {
        Timeline { starts: G::chapter_starts(game, events), now: game.moves() }
    }

    /// Whether position `at` is inside a big step, not at its start: there `<<` leads to the
    /// start of the big step shown ([`Step::PreviousRound`]), not to the one before.
    pub fn inside(&self, at: usize) -> bool {
        !self.starts.contains(&at.min(self.now))
    }

    /// Where `step` leads from position `at` (always within the game).
    pub fn step(&self, at: usize, step: Step) -> usize {
        let at = at.min(self.now);
        match step {
            Step::First => 0,
            Step::PreviousRound => {
                self.starts.iter().rev().find(|&&s| s < at).copied().unwrap_or(0)
            }
            Step::Previous => at.saturating_sub(1),
            Step::Next => (at + 1).min(self.now),
            Step::NextRound => {
                self.starts.iter().find(|&&s| s > at).copied().unwrap_or(self.now).min(self.now)
            }
            Step::Now => self.now,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tramways_engine::data::game_tables::Round;
    use tramways_engine::game::{Event, Game, Setup};

    fn started(round: Round) -> Vec<Event> {
        vec![Event::RoundStarted { round }]
    }

    #[test]
    fn the_steps_lead_to_round_starts_single_actions_the_start_and_now() {
        // Rounds start at 0, 2 and 5 of 7 positions.
        let events = vec![
            vec![],
            started(Round::Share(1)),
            vec![],
            vec![],
            started(Round::Company(1)),
            vec![],
            vec![],
        ];
        let game = Game::new(Setup::new(&["Anna", "Bruno", "Clara"], 8)).unwrap();
        let t = Timeline { starts: Game::chapter_starts(&game, &events), now: events.len() };
        assert_eq!(t, Timeline { starts: vec![0, 2, 5], now: 7 });
        assert_eq!(t.step(3, Step::First), 0);
        assert_eq!(t.step(3, Step::PreviousRound), 2);
        assert_eq!(t.step(2, Step::PreviousRound), 0, "at a start: the round before");
        // `<<` is named for where it leads: inside a round, that round's start.
        assert!(t.inside(3) && t.inside(7) && t.inside(99));
        assert!(!t.inside(2) && !t.inside(0) && !t.inside(5));
        for at in 0..=7 {
            let start = t.starts.iter().rev().find(|&&s| s <= at).copied().unwrap_or(0);
            assert_eq!(t.inside(at), t.step(at, Step::PreviousRound) == start && start != at);
        }
        assert_eq!(t.step(0, Step::PreviousRound), 0);
        assert_eq!(t.step(3, Step::Previous), 2);
        assert_eq!(t.step(0, Step::Previous), 0);
        assert_eq!(t.step(3, Step::Next), 4);
        assert_eq!(t.step(7, Step::Next), 7);
        assert_eq!(t.step(3, Step::NextRound), 5);
        assert_eq!(t.step(5, Step::NextRound), 7, "after the last start: now");
        assert_eq!(t.step(3, Step::Now), 7);
        assert_eq!(t.step(99, Step::Previous), 6, "beyond now counts as now");
    }

    #[test]
    fn every_key_has_its_step_and_every_step_a_key() {
        let keys = ["Home", "PageUp", "ArrowLeft", "ArrowRight", "PageDown", "End"];
        let steps: Vec<Step> = keys.iter().filter_map(|k| Step::of_key(k)).collect();
        assert_eq!(steps, Step::ALL);
        assert_eq!(Step::of_key("a"), None);
        assert_eq!(Step::ALL.iter().filter(|s| s.backwards()).count(), 3);
    }

    /// In a played game every round start is a position whose round differs from the one
    /// before it, and every position where the round changes is a start.
    #[test]
    fn the_round_starts_of_a_game_are_where_its_round_changes() {
        use rand::SeedableRng;
        let mut game = Game::new(Setup::new(&["Anna", "Bruno", "Clara"], 8)).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(8);
        let mut events = Vec::new();
        let mut rounds = vec![game.state().round];
        for _ in 0..600 {
            let Some(action) = tramways_engine::selfplay::random_move(&game, &mut rng) else {
                break;
            };
            events.push(game.apply(&action).unwrap());
            rounds.push(game.state().round);
        }
        let t = Timeline::of(&game, &events);
        assert_eq!(t.now, events.len());
        let changes: Vec<usize> = std::iter::once(0)
            .chain((1..rounds.len()).filter(|&k| rounds[k] != rounds[k - 1]))
            .collect();
        assert!(changes.len() > 4, "{changes:?}");
        assert_eq!(t.starts, changes);
    }
}
