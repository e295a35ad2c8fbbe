//! The games the app plays, and what the shared pieces need of each: the store
//! ([`Table`](crate::shell::store::Table)), the saved games ([`Library`](crate::shell::persist::Library)), the
//! files and the share links are written once against [`TableGame`], and each game implements
//! it in a thin adapter here. [`Kind`] names a game in what is stored, so that a saved game, a
//! file or a link opens as the game it is; entries written before there was a second game
//! carry no kind and are 1840's. Its key (`"1840"`, `"trambahn"`) is written in every entry,
//! file and link. [`AnyGame`] is a file or a link read before its kind was known, and
//! [`Progress`] what the saved-games list says of a game (1840's round; Trambahn's scorings,
//! score and [`Seats`]), written beside the log so that a page without the game's engine can
//! list it.
//!
//! Adding a game: a [`Kind`], its [`TableRules`] (from which [`TableGame`] follows), its
//! [`Progress`], and an arm in [`with_kind!`](crate::with_kind) — the compiler then lists every
//! place that words or shows it.

use std::fmt::Debug;

use game_core::{Game, Rules, SaveOf};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use tramways_engine::data::game_tables::Round;

use crate::shell::persist::ReplayFailure;

#[cfg(feature = "trambahn")]
pub mod trambahn;
pub mod vienna;

/// Which game a stored entry, a file or a link holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Kind {
    /// 1840 Vienna Tramways (every entry written before there was a second game).
    #[default]
    #[serde(rename = "1840")]
    Vienna,
    /// Trambahn (Helmut Ohley, Lookout Spiele 2015).
    #[serde(rename = "trambahn")]
    Trambahn,
}

impl Kind {
    /// Every game, in the order the start screen offers them.
    pub const ALL: [Kind; 2] = [Kind::Vienna, Kind::Trambahn];

    /// The page that plays it, relative to the app's folder: 1840 on `index.html`, Trambahn on
    /// `trambahn.html` (a build with every game, so that page also plays 1840).
    pub fn page(self) -> &'static str {
        match self {
            Kind::Vienna => "./",
            Kind::Trambahn => "trambahn.html",
        }
    }

    /// The key written in entries, files and links ("1840", "trambahn").
    pub fn key(self) -> &'static str {
        match self {
            Kind::Vienna => "1840",
            Kind::Trambahn => "trambahn",
        }
    }
}

/// Runs `$body` with the type alias `$g` naming the game of `$kind`: code written once over
/// [`TableGame`] for the game an entry, a file or a link turns out to hold. `$elsewhere` is what
/// a build without that game's engine does instead (the 1840 page has no Trambahn: it hands
/// such a game to the page that plays it, [`Kind::page`]).
#[macro_export]
macro_rules! with_kind {
    ($kind:expr, $g:ident => $body:expr, elsewhere $other:ident => $elsewhere:expr) => {
        match $kind {
            $crate::games::Kind::Vienna => {
                type $g = ::tramways_engine::game::Game;
                $body
            }
            #[cfg(feature = "trambahn")]
            $crate::games::Kind::Trambahn => {
                type $g = ::trambahn_engine::Game;
                $body
            }
            #[cfg(not(feature = "trambahn"))]
            $other @ $crate::games::Kind::Trambahn => $elsewhere,
        }
    };
}

/// How far a saved game has come, as the start screen lists it (also written beside the log,
/// so that a build without the game's engine can list it: [`Status`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Progress {
    /// An 1840 game: the round it is in, and whether it was set up as 18xx.games sets up 1840
    /// (so that it can be exported there).
    Vienna {
        /// The round.
        round: Round,
        /// Whether 18xx.games can take it.
        eighteen_xx: bool,
    },
    /// A Trambahn game: the regular scorings so far (the game ends after the tenth), the
    /// score and who plays (issue 49: saved games told apart; entries written before say
    /// neither, `None`).
    Trambahn {
        /// Regular scorings so far.
        scorings: u32,
        /// Each seat's victory points, in seat order.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        points: Option<[u32; 2]>,
        /// Who plays the two seats.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        seats: Option<Seats>,
    },
}

/// Who plays a two-seat game: two people passing the device, a person against the computer,
/// or the computer both seats (the saved-games list and the new-game form say it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Seats {
    /// Two people on one device (pass-and-play).
    People,
    /// A person against the computer at this level.
    Computer(BotLevel),
    /// The computer plays both seats.
    Computers,
}

/// A computer player's level, as the app words it (the engine's `Level` is in the Trambahn
/// build only; a list on the 1840 page still says it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BotLevel {
    /// Random moves.
    Random,
    /// Rules of thumb (the engine's `Greedy`).
    Steady,
    /// Looks ahead.
    Strong,
}

/// Who plays the seats `bots` names (a seat without a bot is a person's).
#[cfg(feature = "trambahn")]
pub fn seats_of(bots: &[Option<trambahn_engine::bot::Level>]) -> Seats {
    use trambahn_engine::bot::Level;
    let level = |l: Level| match l {
        Level::Random => BotLevel::Random,
        Level::Greedy => BotLevel::Steady,
        Level::Strong => BotLevel::Strong,
    };
    let seat = |i: usize| bots.get(i).copied().flatten();
    match (seat(0), seat(1)) {
        (None, None) => Seats::People,
        (Some(_), Some(_)) => Seats::Computers,
        (Some(l), None) | (None, Some(l)) => Seats::Computer(level(l)),
    }
}

impl Progress {
    /// The game it is the progress of.
    pub fn kind(self) -> Kind {
        match self {
            Progress::Vienna { .. } => Kind::Vienna,
            Progress::Trambahn { .. } => Kind::Trambahn,
        }
    }
}

/// What the app needs of a game's rules beyond the core's [`Rules`]: its kind, how a save is
/// replayed (1840's through the rules' wasm part), how far a game has come and the game as one
/// of any kind. [`TableGame`] follows from it for every game.
pub trait TableRules: Rules {
    /// Its kind, written with every save.
    const KIND: Kind;
    /// The game a save replays to, or why it does not.
    fn load(save: &SaveOf<Self>) -> Result<Game<Self>, ReplayFailure>;
    /// How far `game` has come.
    fn progress(game: &Game<Self>) -> Progress;
    /// The game as one of any kind.
    fn into_any(game: Game<Self>) -> AnyGame;
}

/// What the store, the saved games, files and links need of a game: a pure function of its
/// set-up and its log, with atomic moves, undo and redo. Every game's [`Game`] has it through
/// its [`TableRules`].
pub trait TableGame: Clone + Debug + Send + Sync + 'static {
    /// Its kind, written with every save.
    const KIND: Kind;
    /// Its save: the set-up and the log, never derived state.
    type Save: Serialize + DeserializeOwned + Clone + PartialEq + Debug + Send + Sync + 'static;
    /// A move.
    type Action: Clone + Debug + Send + Sync + 'static;
    /// What a move did, for the log.
    type Event: Clone + Debug + Send + Sync + 'static;
    /// Why a move was refused.
    type Refusal: Clone + Debug + Send + Sync + 'static;

    /// Its save.
    fn save(&self) -> Self::Save;
    /// The game a save replays to, or why it does not.
    fn load(save: &Self::Save) -> Result<Self, ReplayFailure>;
    /// The game replayed from its set-up, with the events of every action; `None` if it does
    /// not replay (it did once, so this does not happen).
    fn with_events(&self) -> Option<(Self, Vec<Vec<Self::Event>>)>;
    /// The players' names, from a save (a new game is named after them).
    fn names(save: &Self::Save) -> Vec<String>;
    /// The number of moves in a save.
    fn moves_in(save: &Self::Save) -> usize;
    /// Whether `save` has this game's set-up and a log this game's log starts with (this game
    /// extends it, or is it).
    fn extends(&self, save: &Self::Save) -> bool;
    /// Whether `save` has this game's set-up and a log that starts with this game's log.
    fn is_start_of(&self, save: &Self::Save) -> bool;
    /// The number of moves played.
    fn moves(&self) -> usize;
    /// Whether it has ended.
    fn is_over(&self) -> bool;
    /// How far it has come.
    fn progress(&self) -> Progress;
    /// Applies a move; a refused move changes nothing.
    fn apply(&mut self, action: &Self::Action) -> Result<Vec<Self::Event>, Self::Refusal>;
    /// Takes back the last move; whether there was one.
    fn undo(&mut self) -> bool;
    /// Plays the last move taken back again, with its events.
    fn redo_with_events(&mut self) -> Option<Vec<Self::Event>>;
    /// The game after its first `end` moves (the history browser), if it replays.
    fn at(&self, end: usize) -> Option<Self>;
    /// Whether move `index` of the log was a person's (not the computer's).
    fn by_person(&self, index: usize) -> bool;
    /// Whether move `index` of the log was the computer's.
    fn by_computer(&self, index: usize) -> bool;
    /// Whether a computer's seat decides now (the game not over).
    fn computer_to_move(&self) -> bool;
    /// The game as one of any kind.
    fn into_any(self) -> AnyGame;
    /// Whether the computer plays a seat.
    fn has_bots(&self) -> bool;
}

impl<R: TableRules> TableGame for Game<R> {
    const KIND: Kind = R::KIND;
    type Save = SaveOf<R>;
    type Action = R::Action;
    type Event = R::Event;
    type Refusal = R::Refusal;

    fn save(&self) -> Self::Save {
        Game::save(self)
    }

    fn load(save: &Self::Save) -> Result<Self, ReplayFailure> {
        R::load(save)
    }

    fn with_events(&self) -> Option<(Self, Vec<Vec<Self::Event>>)> {
        Game::replay_with_events(self.setup(), self.actions()).ok()
    }

    fn names(save: &Self::Save) -> Vec<String> {
        R::names(&save.setup).to_vec()
    }

    fn moves_in(save: &Self::Save) -> usize {
        save.actions.len()
    }

    fn extends(&self, save: &Self::Save) -> bool {
        Game::extends(self, save)
    }

    fn is_start_of(&self, save: &Self::Save) -> bool {
        Game::is_start_of(self, save)
    }

    fn moves(&self) -> usize {
        self.actions().len()
    }

    fn is_over(&self) -> bool {
        Game::is_over(self)
    }

    fn progress(&self) -> Progress {
        R::progress(self)
    }

    fn apply(&mut self, action: &Self::Action) -> Result<Vec<Self::Event>, Self::Refusal> {
        Game::apply(self, action)
    }

    fn undo(&mut self) -> bool {
        Game::undo(self)
    }

    fn redo_with_events(&mut self) -> Option<Vec<Self::Event>> {
        Game::redo_with_events(self)
    }

    fn at(&self, end: usize) -> Option<Self> {
        Game::at(self, end).ok()
    }

    fn by_person(&self, index: usize) -> bool {
        Game::by_person(self, index)
    }

    fn by_computer(&self, index: usize) -> bool {
        Game::by_computer(self, index)
    }

    fn computer_to_move(&self) -> bool {
        Game::computer_to_move(self)
    }

    fn into_any(self) -> AnyGame {
        R::into_any(self)
    }

    fn has_bots(&self) -> bool {
        self.has_computers()
    }
}

/// A game of any kind (a file or a link read before its kind was known).
#[derive(Debug, Clone)]
pub enum AnyGame {
    /// An 1840 game.
    Vienna(tramways_engine::game::Game),
    /// A Trambahn game.
    #[cfg(feature = "trambahn")]
    Trambahn(trambahn_engine::Game),
}

impl AnyGame {
    /// Stores it under a new id; the answer is the id.
    pub fn add_to<S: crate::shell::persist::KeyValue>(
        &self,
        library: &mut crate::shell::persist::Library<S>,
        name: &str,
        now: f64,
    ) -> Result<String, crate::shell::persist::SaveError> {
        let added = match self {
            AnyGame::Vienna(game) => library.add(name, game, now),
            #[cfg(feature = "trambahn")]
            AnyGame::Trambahn(game) => library.add(name, game, now),
        };
        added.map(|(id, _)| id)
    }

    /// The 1840 game it is (tests).
    #[cfg(test)]
    pub fn vienna(self) -> tramways_engine::game::Game {
        match self {
            AnyGame::Vienna(game) => game,
            #[cfg(feature = "trambahn")]
            AnyGame::Trambahn(_) => panic!("a Trambahn game, not 1840"),
        }
    }

    /// The Trambahn game it is (tests).
    #[cfg(all(test, feature = "trambahn"))]
    pub fn trambahn(self) -> trambahn_engine::Game {
        match self {
            AnyGame::Trambahn(game) => game,
            AnyGame::Vienna(_) => panic!("an 1840 game, not Trambahn"),
        }
    }
}

impl TableRules for tramways_engine::game::Vienna {
    const KIND: Kind = Kind::Vienna;

    fn load(save: &SaveOf<Self>) -> Result<Game<Self>, ReplayFailure> {
        // Through the rules' part (crate::games::vienna::engine_part): the first download has no replay.
        let rules = crate::games::vienna::engine_part::get().ok_or(ReplayFailure::NotReady)?;
        (rules.load)(save)
            .map_err(|error| ReplayFailure::Vienna { error, names: save.setup.players.clone() })
    }

    fn progress(game: &Game<Self>) -> Progress {
        Progress::Vienna {
            round: game.state().round,
            eighteen_xx: crate::shell::persist::files::exportable_to_18xx(game.setup()),
        }
    }

    fn into_any(game: Game<Self>) -> AnyGame {
        AnyGame::Vienna(game)
    }
}

#[cfg(feature = "trambahn")]
impl TableRules for trambahn_engine::Trambahn {
    const KIND: Kind = Kind::Trambahn;

    fn load(save: &SaveOf<Self>) -> Result<Game<Self>, ReplayFailure> {
        Game::load(save).map_err(ReplayFailure::Trambahn)
    }

    fn progress(game: &Game<Self>) -> Progress {
        let outcome = game.outcome();
        Progress::Trambahn {
            scorings: u32::from(game.state().regular_scorings),
            points: Some(outcome.victory_points),
            seats: Some(seats_of(&game.setup().bots)),
        }
    }

    fn into_any(game: Game<Self>) -> AnyGame {
        AnyGame::Trambahn(game)
    }
}
