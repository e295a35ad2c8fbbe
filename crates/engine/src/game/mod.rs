//! The rules of 1840 as a deterministic state machine over an action log.
//!
//! A [`Game`] is its [`Setup`] plus the actions applied so far; its [`State`] is derived by
//! replaying them (style principle 1). [`Game::available`] lists every legal move and
//! [`Game::apply`] is atomic: on error nothing changes and the error says what was wrong.
//! Undo replays the log, from the newest of the states it keeps every 32 actions; redo applies
//! the undone action again.
//!
//! Each round type has its own module under `flow/`: the Pre-Share Round (`pre`), Share Rounds
//! (`share`), Company Rounds (`company`) and Line Rounds (`line`). Each declares what it
//! accepts (`apply`) and what it offers (`available`); `flow` moves along the Round Bar.

pub mod action;
pub mod event;
mod flow;

/// The tram on a buying space and its price, if one can be bought there (for the bots).
pub(crate) use flow::company::offer as tram_offer;
pub mod position;
pub mod refusal;
pub mod setup;
pub mod state;

use serde::{Deserialize, Serialize};

pub use action::{Action, Actor, Available, Move};
pub use event::Event;
pub use flow::company::{CompanyStage, CompanyStep, LineAuction, StadtbahnOutlook, TramChance};
pub use flow::line::{LineStep, PrivateOffer};
pub use flow::pre::{PreAuction, PreStep};
pub use flow::share::ShareStep;
pub use position::{Observation, Position};
pub use refusal::{Expected, Refusal, Who};
pub use setup::{Deal, RuleOptions, SAVE_VERSION, Setup, SetupError};
pub use state::{CompanyId, Owner, PlayerId, State, Step, TurnOrder};

use crate::data::game_tables::{LOAN_END_VALUE, Money, private_row};
use crate::rules::LineNumber;
use crate::rules::route::RouteContext;

/// A saved game: the set-up and the log, with a format version (never derived state).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Save {
    /// [`SAVE_VERSION`] when written.
    pub version: u32,
    /// The set-up.
    pub setup: Setup,
    /// Every action applied, in order.
    pub actions: Vec<Action>,
}

/// Why a log could not be replayed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    /// The set-up is not valid.
    #[error(transparent)]
    Setup(#[from] SetupError),
    /// An action of the log was refused.
    #[error("action {index} ({kind}) was refused: {error}")]
    Action {
        /// Its index in the log, from 0.
        index: usize,
        /// Its kind.
        kind: &'static str,
        /// Why.
        error: Refusal,
    },
}

/// A player's wealth at the end (or now), rulebook XI (R2, R98, A46).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Score {
    /// The player.
    pub player: PlayerId,
    /// The name.
    pub name: String,
    /// Personal cash.
    pub cash: Money,
    /// Shares at the current prices.
    pub shares_value: Money,
    /// Privates at face value (A46; 0 when that option is off).
    pub privates_value: Money,
    /// Loans taken.
    pub loans: u32,
    /// cash + shares + privates − 200 per loan.
    pub value: Money,
}

/// Undo replays from the newest kept state: the state after every this many actions is kept.
const CHECKPOINT_EVERY: usize = 32;

/// A game in progress.
#[derive(Debug, Clone)]
pub struct Game {
    setup: Setup,
    actions: Vec<Action>,
    /// The player who decided each action of the log (a company's or line's director); `None`
    /// for an action nobody decides (ending the game by agreement after it is over).
    deciders: Vec<Option<PlayerId>>,
    redo: Vec<Action>,
    position: Position,
    /// `(n, the state after the first n actions)` for every positive multiple `n` of
    /// [`CHECKPOINT_EVERY`] up to the log's length, oldest first. Each is exactly what
    /// replaying the log that far gives, kept only to spare [`Game::undo`] the replay from the
    /// start.
    checkpoints: Vec<(usize, State)>,
}

impl Game {
    /// Starts a game (rulebook III).
    pub fn new(setup: Setup) -> Result<Game, SetupError> {
        let mut events = Vec::new();
        let state = flow::initial_state(&setup, &mut events)?;
        let position = Position { state };
        Ok(Game {
            setup,
            actions: Vec::new(),
            deciders: Vec::new(),
            redo: Vec::new(),
            position,
            checkpoints: Vec::new(),
        })
    }

    /// Replays a log from its set-up; the error names the first action refused.
    pub fn replay(setup: &Setup, actions: &[Action]) -> Result<Game, ReplayError> {
        Game::replay_calling(setup, actions, |events| events.clear())
    }

    /// Replays a log and also returns the events of every action, for the game log.
    pub fn replay_with_events(
        setup: &Setup,
        actions: &[Action],
    ) -> Result<(Game, Vec<Vec<Event>>), ReplayError> {
        let mut log = Vec::with_capacity(actions.len());
        let game = Game::replay_calling(setup, actions, |events| log.push(std::mem::take(events)))?;
        Ok((game, log))
    }

    /// Replays a log, handing the events of each action to `events` (which may take them).
    fn replay_calling(
        setup: &Setup,
        actions: &[Action],
        mut events: impl FnMut(&mut Vec<Event>),
    ) -> Result<Game, ReplayError> {
        let mut game = Game::new(setup.clone())?;
        game.actions.reserve(actions.len());
        let mut buffer = Vec::new();
        game.deciders.reserve(actions.len());
        for (index, action) in actions.iter().enumerate() {
            game.deciders.push(flow::actor(&game.position.state).player());
            // Replay works in place: a refused action ends the replay anyway.
            flow::apply(&mut game.position.state, action, &mut buffer)
                .map_err(|error| ReplayError::Action { index, kind: action.kind(), error })?;
            game.actions.push(action.clone());
            game.keep_checkpoint();
            events(&mut buffer);
        }
        Ok(game)
    }

    /// Keeps the state as a checkpoint when the log's length is a multiple of
    /// [`CHECKPOINT_EVERY`].
    fn keep_checkpoint(&mut self) {
        let n = self.actions.len();
        if n.is_multiple_of(CHECKPOINT_EVERY) {
            self.checkpoints.push((n, self.position.state.clone()));
        }
    }

    /// Loads a save (checking its version; an older version's actions are read as this
    /// version's, see [`SAVE_VERSION`]).
    pub fn load(save: &Save) -> Result<Game, ReplayError> {
        if save.version > SAVE_VERSION {
            return Err(SetupError::Version(save.version).into());
        }
        if save.version < 3 {
            let lay = |a: &Action| if save.version < 2 { a.lay_as_offered() } else { a.clone() };
            return Game::replay_accepting_offers(&save.setup, save.actions.iter().map(lay));
        }
        Game::replay(&save.setup, &save.actions)
    }

    /// Replays a log written before a company's purchase of a private became an offer (save
    /// versions 1 and 2): the owner's acceptance follows every offer that waits for one.
    fn replay_accepting_offers(
        setup: &Setup,
        actions: impl Iterator<Item = Action>,
    ) -> Result<Game, ReplayError> {
        let mut game = Game::new(setup.clone())?;
        for (index, action) in actions.enumerate() {
            game.apply(&action).map_err(|error| ReplayError::Action {
                index,
                kind: action.kind(),
                error,
            })?;
            if let Some(accept) = game.offer_acceptance() {
                game.apply(&accept).map_err(|error| ReplayError::Action {
                    index,
                    kind: accept.kind(),
                    error,
                })?;
            }
        }
        Ok(game)
    }

    /// The owner's acceptance of a company's offer for a private, when one waits for an
    /// answer and may be accepted (R93).
    pub fn offer_acceptance(&self) -> Option<Action> {
        let Step::Line(step) = &self.state().step else { return None };
        let accept = Action::AnswerPrivateOffer { private: step.offer?.private, accept: true };
        self.check(&accept).is_ok().then_some(accept)
    }

    /// The save of this game.
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

    /// The state of the game.
    pub fn state(&self) -> &State {
        &self.position.state
    }

    /// The player who decided each action of the log, in order (a company's or a line's
    /// director decides for it); `None` where nobody did.
    pub fn deciders(&self) -> &[Option<PlayerId>] {
        &self.deciders
    }

    /// The position (the state without the log), cheap to clone for a search.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// Who must decide now and every legal move.
    pub fn available(&self) -> Available {
        self.position.available()
    }

    /// Applies one action. Atomic: on error the game is unchanged.
    pub fn apply(&mut self, action: &Action) -> Result<Vec<Event>, Refusal> {
        let decider = flow::actor(&self.position.state).player();
        let events = self.position.apply(action)?;
        self.actions.push(action.clone());
        self.deciders.push(decider);
        self.keep_checkpoint();
        self.redo.clear();
        Ok(events)
    }

    /// Whether `action` would be accepted now, and why not; nothing changes either way.
    /// The reason is the same message `apply` would give.
    pub fn check(&self, action: &Action) -> Result<(), Refusal> {
        self.position.refusal(action).map_or(Ok(()), Err)
    }

    /// What `action` would do now: the events it would record, or why it is refused. Nothing
    /// changes either way. The app uses it to show a lay's or a station's cost before the
    /// player confirms, without knowing the rules that set it.
    pub fn preview(&self, action: &Action) -> Result<Vec<Event>, Refusal> {
        let mut next = self.position.clone();
        next.apply(action)
    }

    /// Takes back the last action, by replaying the log without it from the newest checkpoint
    /// before its end (at most [`CHECKPOINT_EVERY`] actions). Returns whether there was one.
    pub fn undo(&mut self) -> bool {
        let Some(last) = self.actions.pop() else { return false };
        let end = self.actions.len();
        match self.state_after(end) {
            Ok(state) => {
                self.position.state = state;
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

    /// The game as it stood after the first `end` actions of its log (the history browser):
    /// the log cut there, replayed from the newest checkpoint at or before `end`, so at most
    /// [`CHECKPOINT_EVERY`] − 1 actions are applied. `end` beyond the log is the game now.
    /// A view keeps no checkpoints of its own (it is looked at, not played on: its undo would
    /// replay from the set-up).
    pub fn at(&self, end: usize) -> Result<Game, ReplayError> {
        let end = end.min(self.actions.len());
        let state = self.state_after(end)?;
        Ok(Game {
            setup: self.setup.clone(),
            actions: self.actions[..end].to_vec(),
            deciders: self.deciders[..end.min(self.deciders.len())].to_vec(),
            redo: Vec::new(),
            position: Position { state },
            checkpoints: Vec::new(),
        })
    }

    /// The state after the first `end` actions of the log, replayed from the newest checkpoint
    /// at or before `end` (or from the set-up).
    fn state_after(&self, end: usize) -> Result<State, ReplayError> {
        let mut events = Vec::new();
        let (start, mut state) = match self.checkpoints.iter().rev().find(|(n, _)| *n <= end) {
            Some((n, state)) => (*n, state.clone()),
            None => (0, flow::initial_state(&self.setup, &mut events)?),
        };
        for (index, action) in self.actions[start..end].iter().enumerate() {
            flow::apply(&mut state, action, &mut events).map_err(|error| ReplayError::Action {
                index: start + index,
                kind: action.kind(),
                error,
            })?;
            events.clear();
        }
        Ok(state)
    }

    /// Applies the last undone action again. Returns whether there was one.
    pub fn redo(&mut self) -> bool {
        self.redo_with_events().is_some()
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

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.position.is_over()
    }

    /// Every player's wealth (R98), in player order.
    pub fn scores(&self) -> Vec<Score> {
        self.position.scores()
    }

    /// The result (or the standing now): the ranking and the winners (R2, A45).
    pub fn outcome(&self) -> Outcome {
        outcome(&self.position.state)
    }
}

/// One player's place in the [`Outcome`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ranked {
    /// 1 for the winners; players with equal wealth share a rank (A45), and the next rank
    /// counts them all (1, 1, 3).
    pub rank: u8,
    /// The player's wealth.
    pub score: Score,
}

/// The result of a finished game, or the standing now (R2, R98): every player, richest first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Richest first; equal wealth keeps the player order.
    pub ranking: Vec<Ranked>,
}

impl Outcome {
    /// The players of rank 1: the richest, all of them when tied (A45: a shared win, no
    /// tie-break).
    pub fn winners(&self) -> Vec<PlayerId> {
        self.ranking.iter().filter(|r| r.rank == 1).map(|r| r.score.player).collect()
    }
}

/// The outcome at `state` (R2, R98, A45, A46).
pub fn outcome(state: &State) -> Outcome {
    let mut scores = scores(state);
    crate::sort_few::by_key(&mut scores, |s| std::cmp::Reverse(s.value));
    let mut ranking: Vec<Ranked> = Vec::with_capacity(scores.len());
    for (i, score) in scores.into_iter().enumerate() {
        let rank = match ranking.last() {
            Some(previous) if previous.score.value == score.value => previous.rank,
            _ => u8::try_from(i + 1).unwrap_or(u8::MAX),
        };
        ranking.push(Ranked { rank, score });
    }
    Outcome { ranking }
}

/// Every player's wealth (R98, A46).
pub fn scores(state: &State) -> Vec<Score> {
    state
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let player = i as PlayerId;
            let shares_value: Money = p
                .shares
                .iter()
                .map(|(&c, &units)| Money::from(units) * state.market.price(c).unwrap_or(0))
                .sum();
            let privates_value: Money = if state.options.privates_count_at_end {
                state
                    .privates
                    .iter()
                    .filter(|pr| pr.owner == Some(Owner::Player(player)) && !pr.closed)
                    .map(|pr| private_row(pr.id).face_value)
                    .sum()
            } else {
                0
            };
            let value =
                p.cash + shares_value + privates_value + Money::from(p.loans) * LOAN_END_VALUE;
            Score {
                player,
                name: p.name.clone(),
                cash: p.cash,
                shares_value,
                privates_value,
                loans: p.loans,
                value,
            }
        })
        .collect()
}

/// What `line`'s run would depend on now besides the board (phase, landmarks, maintenance):
/// `None` when no company owns the line or it has no tram. With
/// [`best_route`](crate::rules::route::best_route) it gives what the line would earn if it ran
/// now.
pub fn line_route_context(state: &State, line: LineNumber) -> Option<RouteContext> {
    flow::line::line_route_context(state, line)
}
