//! [`Game`]: a set-up, its log and the position the log leads to, for any [`Rules`]. Undo
//! replays the log from the newest of the positions kept every [`CHECKPOINT_EVERY`] actions;
//! redo applies the undone action again; [`Game::at`] is the game as it stood after any number
//! of its actions (the history browser). A [`Save`] is the set-up and the log with a format
//! version, never derived state; older versions are read through the game's migration steps.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::rules::{Rules, Seat};

/// Undo replays from the newest kept position: the position after every this many actions is
/// kept.
pub const CHECKPOINT_EVERY: usize = 32;

/// A saved game: the set-up and the log, with a format version (never derived state).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Save<S, A> {
    /// The rules' [`Rules::SAVE_VERSION`] when written.
    pub version: u32,
    /// The set-up.
    pub setup: S,
    /// Every action applied, in order.
    pub actions: Vec<A>,
}

/// The save of a game of rules `R`.
pub type SaveOf<R> = Save<<R as Rules>::Setup, <R as Rules>::Action>;

/// Why a log could not be replayed.
pub enum ReplayError<R: Rules> {
    /// The set-up (or the save's version) is not valid.
    Setup(R::SetupError),
    /// An action of the log was refused.
    Action {
        /// Its index in the log, from 0.
        index: usize,
        /// Its kind ([`Rules::kind`]).
        kind: &'static str,
        /// Why.
        refusal: R::Refusal,
    },
}

impl<R: Rules> ReplayError<R> {
    fn at(index: usize, action: &R::Action, refusal: R::Refusal) -> ReplayError<R> {
        ReplayError::Action { index, kind: R::kind(action), refusal }
    }
}

impl<R: Rules> Clone for ReplayError<R> {
    fn clone(&self) -> Self {
        match self {
            ReplayError::Setup(e) => ReplayError::Setup(e.clone()),
            ReplayError::Action { index, kind, refusal } => {
                ReplayError::Action { index: *index, kind, refusal: refusal.clone() }
            }
        }
    }
}

impl<R: Rules> PartialEq for ReplayError<R> {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (ReplayError::Setup(a), ReplayError::Setup(b)) => a == b,
            (
                ReplayError::Action { index: i, kind: k, refusal: r },
                ReplayError::Action { index: j, kind: l, refusal: s },
            ) => i == j && k == l && r == s,
            _ => false,
        }
    }
}

impl<R: Rules> Eq for ReplayError<R>
where
    R::Refusal: Eq,
    R::SetupError: Eq,
{
}

impl<R: Rules> fmt::Debug for ReplayError<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Setup(e) => f.debug_tuple("Setup").field(e).finish(),
            ReplayError::Action { index, kind, refusal } => f
                .debug_struct("Action")
                .field("index", index)
                .field("kind", kind)
                .field("refusal", refusal)
                .finish(),
        }
    }
}

impl<R: Rules> fmt::Display for ReplayError<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Setup(e) => e.fmt(f),
            ReplayError::Action { index, kind, refusal } => {
                write!(f, "action {index} ({kind}) was refused: {refusal}")
            }
        }
    }
}

impl<R: Rules> std::error::Error for ReplayError<R> {}

/// A game in progress: a pure function of its set-up and its log.
pub struct Game<R: Rules> {
    setup: R::Setup,
    actions: Vec<R::Action>,
    /// The seat that decided each action of the log; `None` for an action nobody decides.
    deciders: Vec<Option<Seat>>,
    /// Actions taken back by [`Game::undo`], the last one undone last; a new action clears it.
    redo: Vec<R::Action>,
    state: R::State,
    /// `(n, the position after the first n actions)` for every positive multiple `n` of
    /// [`CHECKPOINT_EVERY`] up to the log's length, oldest first: exactly what replaying the
    /// log that far gives, kept only to spare [`Game::undo`] and [`Game::at`] the replay from
    /// the start.
    checkpoints: Vec<(usize, R::State)>,
}

impl<R: Rules> Clone for Game<R> {
    fn clone(&self) -> Self {
        Game {
            setup: self.setup.clone(),
            actions: self.actions.clone(),
            deciders: self.deciders.clone(),
            redo: self.redo.clone(),
            state: self.state.clone(),
            checkpoints: self.checkpoints.clone(),
        }
    }
}

impl<R: Rules> fmt::Debug for Game<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Game")
            .field("setup", &self.setup)
            .field("actions", &self.actions.len())
            .field("redo", &self.redo.len())
            .field("state", &self.state)
            .finish_non_exhaustive()
    }
}

impl<R: Rules> Game<R> {
    /// Starts a game.
    pub fn new(setup: R::Setup) -> Result<Game<R>, R::SetupError> {
        let state = R::start(&setup, &mut Vec::new())?;
        Ok(Game::from_position(setup, state))
    }

    /// A game whose play starts at `state`, a position made by hand (rule tests, tools): its log
    /// is empty, so undo and [`Game::at`] lead back to the set-up's start, not to `state`.
    pub fn from_position(setup: R::Setup, state: R::State) -> Game<R> {
        Game {
            setup,
            actions: Vec::new(),
            deciders: Vec::new(),
            redo: Vec::new(),
            state,
            checkpoints: Vec::new(),
        }
    }

    /// Replays a log from its set-up; the error names the first action refused.
    pub fn replay(setup: &R::Setup, actions: &[R::Action]) -> Result<Game<R>, ReplayError<R>> {
        Game::replay_calling(setup, actions, Vec::clear)
    }

    /// Replays a log and also returns the events of every action, for the game's log.
    #[allow(clippy::type_complexity)]
    pub fn replay_with_events(
        setup: &R::Setup,
        actions: &[R::Action],
    ) -> Result<(Game<R>, Vec<Vec<R::Event>>), ReplayError<R>> {
        let mut log = Vec::with_capacity(actions.len());
        let game = Game::replay_calling(setup, actions, |events| log.push(std::mem::take(events)))?;
        Ok((game, log))
    }

    /// Replays a log, handing the events of each action to `events` (which may take them).
    fn replay_calling(
        setup: &R::Setup,
        actions: &[R::Action],
        mut events: impl FnMut(&mut Vec<R::Event>),
    ) -> Result<Game<R>, ReplayError<R>> {
        let mut game = Game::new(setup.clone()).map_err(ReplayError::Setup)?;
        game.actions.reserve(actions.len());
        game.deciders.reserve(actions.len());
        let mut buffer = Vec::new();
        for (index, action) in actions.iter().enumerate() {
            game.deciders.push(R::decider(&game.state));
            // In place: a refused action ends the replay anyway.
            R::apply(&mut game.state, action, &mut buffer)
                .map_err(|refusal| ReplayError::at(index, action, refusal))?;
            game.actions.push(action.clone());
            game.keep_checkpoint();
            events(&mut buffer);
        }
        Ok(game)
    }

    /// Keeps the position as a checkpoint when the log's length is a multiple of
    /// [`CHECKPOINT_EVERY`].
    fn keep_checkpoint(&mut self) {
        let n = self.actions.len();
        if n.is_multiple_of(CHECKPOINT_EVERY) {
            self.checkpoints.push((n, self.state.clone()));
        }
    }

    /// Loads a save. A newer version is refused ([`Rules::newer_save`]); one older than
    /// [`Rules::MIGRATED_BELOW`] is replayed through the game's migration steps
    /// ([`Rules::migrate`], [`Rules::follow_up`]), so that it plays on under the current rules
    /// as it was played.
    pub fn load(save: &SaveOf<R>) -> Result<Game<R>, ReplayError<R>> {
        let version = save.version;
        if version > R::SAVE_VERSION {
            return Err(ReplayError::Setup(R::newer_save(version)));
        }
        if version >= R::MIGRATED_BELOW {
            return Game::replay(&save.setup, &save.actions);
        }
        let mut game = Game::new(save.setup.clone()).map_err(ReplayError::Setup)?;
        for (index, action) in save.actions.iter().enumerate() {
            let action = R::migrate(version, action);
            game.apply(&action).map_err(|refusal| ReplayError::at(index, &action, refusal))?;
            if let Some(next) = R::follow_up(version, &game.state) {
                game.apply(&next).map_err(|refusal| ReplayError::at(index, &next, refusal))?;
            }
        }
        Ok(game)
    }

    /// The save of this game.
    pub fn save(&self) -> SaveOf<R> {
        Save { version: R::SAVE_VERSION, setup: self.setup.clone(), actions: self.actions.clone() }
    }

    /// The set-up.
    pub fn setup(&self) -> &R::Setup {
        &self.setup
    }

    /// The actions applied so far.
    pub fn actions(&self) -> &[R::Action] {
        &self.actions
    }

    /// The position now.
    pub fn state(&self) -> &R::State {
        &self.state
    }

    /// The seat that decided each action of the log, in order; `None` where nobody did.
    pub fn deciders(&self) -> &[Option<Seat>] {
        &self.deciders
    }

    /// The seat that decides now, if any.
    pub fn decider(&self) -> Option<Seat> {
        R::decider(&self.state)
    }

    /// The moves on offer now.
    pub fn available(&self) -> R::Moves {
        R::moves(&self.state)
    }

    /// Whether `action` would be accepted now, and why not; nothing changes either way. The
    /// reason is the one [`Game::apply`] would give.
    pub fn check(&self, action: &R::Action) -> Result<(), R::Refusal> {
        R::refusal(&self.state, action).map_or(Ok(()), Err)
    }

    /// What `action` would do now: the events it would record, or why it is refused. Nothing
    /// changes either way (the app shows a move's consequences before it is confirmed without
    /// knowing the rules that set them).
    pub fn preview(&self, action: &R::Action) -> Result<Vec<R::Event>, R::Refusal> {
        let mut state = self.state.clone();
        let mut events = Vec::new();
        R::apply(&mut state, action, &mut events)?;
        Ok(events)
    }

    /// Applies one action. Atomic: on a refusal the game is unchanged. A new action clears
    /// what could be redone.
    pub fn apply(&mut self, action: &R::Action) -> Result<Vec<R::Event>, R::Refusal> {
        let decider = R::decider(&self.state);
        let mut events = Vec::new();
        R::apply(&mut self.state, action, &mut events)?;
        self.actions.push(action.clone());
        self.deciders.push(decider);
        self.keep_checkpoint();
        self.redo.clear();
        Ok(events)
    }

    /// Takes back the last action, by replaying the log without it from the newest checkpoint
    /// before its end (at most [`CHECKPOINT_EVERY`] actions). Returns whether there was one.
    pub fn undo(&mut self) -> bool {
        let Some(last) = self.actions.pop() else { return false };
        let end = self.actions.len();
        match self.state_after(end) {
            Ok(state) => {
                self.state = state;
                self.checkpoints.retain(|&(n, _)| n <= end);
                self.deciders.truncate(end);
                self.redo.push(last);
                true
            }
            Err(_) => {
                // Cannot happen for a log that replayed before; keep the game as it was.
                self.actions.push(last);
                false
            }
        }
    }

    /// Applies the last undone action again. Returns whether there was one.
    pub fn redo(&mut self) -> bool {
        self.redo_with_events().is_some()
    }

    /// Applies the last undone action again and returns its events, if there was one.
    pub fn redo_with_events(&mut self) -> Option<Vec<R::Event>> {
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

    /// The game as it stood after the first `end` actions of its log (the history browser):
    /// the log cut there, replayed from the newest checkpoint at or before `end`, so at most
    /// [`CHECKPOINT_EVERY`] − 1 actions are applied. `end` beyond the log is the game now. A
    /// view keeps no checkpoints of its own and has nothing to redo.
    pub fn at(&self, end: usize) -> Result<Game<R>, ReplayError<R>> {
        let end = end.min(self.actions.len());
        let state = self.state_after(end)?;
        Ok(Game {
            setup: self.setup.clone(),
            actions: self.actions[..end].to_vec(),
            deciders: self.deciders[..end.min(self.deciders.len())].to_vec(),
            redo: Vec::new(),
            state,
            checkpoints: Vec::new(),
        })
    }

    /// The position after the first `end` actions of the log, replayed from the newest
    /// checkpoint at or before `end` (or from the set-up).
    fn state_after(&self, end: usize) -> Result<R::State, ReplayError<R>> {
        let mut events = Vec::new();
        let (start, mut state) = match self.checkpoints.iter().rev().find(|(n, _)| *n <= end) {
            Some((n, state)) => (*n, state.clone()),
            None => (0, R::start(&self.setup, &mut events).map_err(ReplayError::Setup)?),
        };
        for (index, action) in self.actions[start..end].iter().enumerate() {
            R::apply(&mut state, action, &mut events)
                .map_err(|refusal| ReplayError::at(start + index, action, refusal))?;
            events.clear();
        }
        Ok(state)
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        R::is_over(&self.state)
    }

    /// The result, or the standing now.
    pub fn outcome(&self) -> R::Outcome {
        R::outcome(&self.state)
    }

    /// What `seat` may see now.
    pub fn view(&self, seat: Seat) -> R::View {
        R::view(&self.state, seat)
    }

    /// Whether the computer plays any seat.
    pub fn has_computers(&self) -> bool {
        (0..R::names(&self.setup).len())
            .any(|s| Seat::try_from(s).is_ok_and(|seat| R::is_computer(&self.setup, seat)))
    }

    /// Whether action `index` of the log was decided by a person (not the computer, and not
    /// nobody).
    pub fn by_person(&self, index: usize) -> bool {
        self.decided_by(index).is_some_and(|seat| !R::is_computer(&self.setup, seat))
    }

    /// Whether action `index` of the log was decided by a computer's seat.
    pub fn by_computer(&self, index: usize) -> bool {
        self.decided_by(index).is_some_and(|seat| R::is_computer(&self.setup, seat))
    }

    /// The seat that decided action `index` of the log, if any.
    fn decided_by(&self, index: usize) -> Option<Seat> {
        self.deciders.get(index).copied().flatten()
    }

    /// Whether a computer's seat decides now (the game not over).
    pub fn computer_to_move(&self) -> bool {
        !self.is_over() && self.decider().is_some_and(|seat| R::is_computer(&self.setup, seat))
    }

    /// Whether `save` has this game's set-up and a log that this game's log starts with (this
    /// game extends it, or is it).
    pub fn extends(&self, save: &SaveOf<R>) -> bool {
        save.setup == self.setup && self.actions.starts_with(&save.actions)
    }

    /// Whether `save` has this game's set-up and a log that starts with this game's log.
    pub fn is_start_of(&self, save: &SaveOf<R>) -> bool {
        save.setup == self.setup && save.actions.starts_with(&self.actions)
    }
}
