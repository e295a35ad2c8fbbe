//! A game: its set-up, its log, and the state the log leads to.

use std::fmt;

use crate::action::Action;
use crate::event::Event;
use crate::refusal::Refusal;
use crate::rules;
use crate::setup::{SAVE_VERSION, Save, Setup, SetupError};
use crate::state::{PlayerId, State};

/// Why a log could not be replayed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReplayError {
    /// The set-up (or the save's version) is not valid.
    Setup(SetupError),
    /// An action of the log was refused.
    Action {
        /// Its index in the log, from 0.
        index: usize,
        /// Its kind ([`Action::kind`]).
        kind: &'static str,
        /// Why.
        refusal: Refusal,
    },
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Setup(e) => e.fmt(f),
            ReplayError::Action { index, kind, refusal } => {
                write!(f, "action {index} ({kind}) was refused: {refusal}")
            }
        }
    }
}

impl std::error::Error for ReplayError {}

impl From<SetupError> for ReplayError {
    fn from(e: SetupError) -> ReplayError {
        ReplayError::Setup(e)
    }
}

/// The result, or the standing now: most victory points wins, then most money (A8).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Outcome {
    /// Victory points of each player.
    pub victory_points: [u32; 2],
    /// Money cards of each player (the tie-break).
    pub money: [usize; 2],
    /// The winner; `None` when points and money are both equal (a shared win).
    pub winner: Option<PlayerId>,
}

/// A game in progress: a pure function of its set-up and its log.
#[derive(Debug, Clone)]
pub struct Game {
    setup: Setup,
    actions: Vec<Action>,
    state: State,
    /// Who played each action of the log (the player whose turn it was).
    movers: Vec<PlayerId>,
    /// Actions taken back by [`Game::undo`], the last one undone last; a new action clears it.
    redo: Vec<Action>,
}

impl Game {
    /// Starts a game (rules, set-up).
    pub fn new(setup: Setup) -> Result<Game, SetupError> {
        let state = rules::initial_state(&setup)?;
        Ok(Game { setup, actions: Vec::new(), state, movers: Vec::new(), redo: Vec::new() })
    }

    /// Replays a log from its set-up; the error names the first action refused.
    pub fn replay(setup: &Setup, actions: &[Action]) -> Result<Game, ReplayError> {
        Ok(Game::replay_with_events(setup, actions)?.0)
    }

    /// Replays a log and returns the events of every action too (the game log).
    pub fn replay_with_events(
        setup: &Setup,
        actions: &[Action],
    ) -> Result<(Game, Vec<Vec<Event>>), ReplayError> {
        let mut game = Game::new(setup.clone())?;
        let mut log = Vec::with_capacity(actions.len());
        for (index, action) in actions.iter().enumerate() {
            let events = game.apply(action).map_err(|refusal| ReplayError::Action {
                index,
                kind: action.kind(),
                refusal,
            })?;
            log.push(events);
        }
        Ok((game, log))
    }

    /// Loads a save, checking its version.
    pub fn load(save: &Save) -> Result<Game, ReplayError> {
        if save.version > SAVE_VERSION {
            return Err(SetupError::Version(save.version).into());
        }
        Game::replay(&save.setup, &save.actions)
    }

    /// The save of this game: set-up and log.
    pub fn save(&self) -> Save {
        Save { version: SAVE_VERSION, setup: self.setup.clone(), actions: self.actions.clone() }
    }

    /// The set-up.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The actions applied so far.
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// Who played each action of the log, in order.
    pub fn movers(&self) -> &[PlayerId] {
        &self.movers
    }

    /// The state.
    pub fn state(&self) -> &State {
        &self.state
    }

    /// Every legal action now, for the player whose turn it is (empty once the game is over).
    pub fn available(&self) -> Vec<Action> {
        rules::available(&self.state)
    }

    /// Whether `action` would be accepted now, and why not; nothing changes.
    pub fn check(&self, action: &Action) -> Result<(), Refusal> {
        rules::check(&self.state, action)
    }

    /// What `action` would do now, without doing it: the events [`Game::apply`] would give,
    /// or its refusal; the game is unchanged. (The app says before End turn which columns
    /// without a tram go to money, from the [`Event::ColumnsToMoney`] this foresees.)
    pub fn preview(&self, action: &Action) -> Result<Vec<Event>, Refusal> {
        let mut state = self.state.clone();
        rules::apply(&mut state, action)
    }

    /// Applies one action. Atomic: a refused action changes nothing.
    pub fn apply(&mut self, action: &Action) -> Result<Vec<Event>, Refusal> {
        let mover = self.state.current;
        let events = rules::apply(&mut self.state, action)?;
        self.actions.push(action.clone());
        self.movers.push(mover);
        self.redo.clear();
        Ok(events)
    }

    /// Takes back the last action by replaying the log without it. Returns whether there
    /// was one.
    pub fn undo(&mut self) -> bool {
        let Some(last) = self.actions.pop() else { return false };
        match Game::replay(&self.setup, &self.actions) {
            Ok(game) => {
                let mut redo = std::mem::take(&mut self.redo);
                redo.push(last);
                *self = Game { redo, ..game };
                true
            }
            Err(_) => {
                // Cannot happen for a log that replayed before; keep the game as it was.
                self.actions.push(last);
                false
            }
        }
    }

    /// Applies the last undone action again and returns its events, if there was one.
    pub fn redo_with_events(&mut self) -> Option<Vec<Event>> {
        let action = self.redo.pop()?;
        let redo = std::mem::take(&mut self.redo);
        let events = self.apply(&action).ok();
        self.redo = redo;
        events
    }

    /// Whether there is an action to redo.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// The game as it stood after the first `end` actions of its log (`end` beyond the log is
    /// the game now), with nothing to redo.
    pub fn at(&self, end: usize) -> Result<Game, ReplayError> {
        Game::replay(&self.setup, &self.actions[..end.min(self.actions.len())])
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.state.is_over()
    }

    /// The result, or the standing now (A8).
    pub fn outcome(&self) -> Outcome {
        let [a, b] = &self.state.players;
        let victory_points = [a.victory_points, b.victory_points];
        let money = [a.money.len(), b.money.len()];
        let winner = match (victory_points[0].cmp(&victory_points[1]), money[0].cmp(&money[1])) {
            (std::cmp::Ordering::Greater, _) => Some(0),
            (std::cmp::Ordering::Less, _) => Some(1),
            (_, std::cmp::Ordering::Greater) => Some(0),
            (_, std::cmp::Ordering::Less) => Some(1),
            _ => None,
        };
        Outcome { victory_points, money, winner }
    }
}
