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

#[cfg(feature = "railroads")]
pub mod railroads;
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
    /// Russian Railroads (Helmut Ohley and Leonhard Orgler, Hans im Glück 2013).
    #[serde(rename = "railroads")]
    Railroads,
}

impl Kind {
    /// Every game, in the order the start screen offers them.
    pub const ALL: [Kind; 3] = [Kind::Vienna, Kind::Trambahn, Kind::Railroads];

    /// The page that plays it, relative to the app's folder: 1840 on `index.html`, Trambahn on
    /// `trambahn.html`, Russian Railroads on `railroads.html` (each of these also plays 1840,
    /// and neither the other game).
    pub fn page(self) -> &'static str {
        match self {
            Kind::Vienna => "./",
            Kind::Trambahn => "trambahn.html",
            Kind::Railroads => "railroads.html",
        }
    }

    /// The key written in entries, files and links ("1840", "trambahn", "railroads").
    pub fn key(self) -> &'static str {
        match self {
            Kind::Vienna => "1840",
            Kind::Trambahn => "trambahn",
            Kind::Railroads => "railroads",
        }
    }
}

/// Runs `$body` with the type alias `$g` naming the game of `$kind`: code written once over
/// [`TableGame`] for the game an entry, a file or a link turns out to hold. `$elsewhere` is what
/// a build without that game's engine does instead (the 1840 page has neither Trambahn nor
/// Russian Railroads, Trambahn's page no Russian Railroads and Russian Railroads' no Trambahn:
/// each hands such a game to the page that plays it, [`Kind::page`]).
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
            #[cfg(feature = "railroads")]
            $crate::games::Kind::Railroads => {
                type $g = ::russian_railroads_engine::Game;
                $body
            }
            #[cfg(not(feature = "railroads"))]
            $other @ $crate::games::Kind::Railroads => $elsewhere,
        }
    };
}

/// How far a saved game has come, as the start screen lists it (also written beside the log,
/// so that a build without the game's engine can list it: [`Status`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
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
    /// A Russian Railroads game: the round it is in of the rounds of its player count, each
    /// seat's points and who plays the seats.
    Railroads {
        /// The round, from 1.
        round: u8,
        /// The rounds of the game (by its player count).
        rounds: u8,
        /// Each seat's points, in seat order (2 to 4).
        points: Vec<u32>,
        /// Who plays each seat, in seat order: `None` a person, else the computer's level.
        bots: Vec<Option<BotLevel>>,
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

/// The levels of the computer's seats of a Russian Railroads game, by seat (`None`: a
/// person's seat).
#[cfg(feature = "railroads")]
pub fn railroads_bots(setup: &russian_railroads_engine::Setup) -> Vec<Option<BotLevel>> {
    use russian_railroads_engine::bot::Level;
    (0..setup.players.len())
        .map(|seat| {
            setup.bot(seat as u8).map(|level| match level {
                Level::Random => BotLevel::Random,
                Level::Steady => BotLevel::Steady,
                Level::Strong => BotLevel::Strong,
            })
        })
        .collect()
}

impl Progress {
    /// The game it is the progress of.
    pub fn kind(&self) -> Kind {
        match self {
            Progress::Vienna { .. } => Kind::Vienna,
            Progress::Trambahn { .. } => Kind::Trambahn,
            Progress::Railroads { .. } => Kind::Railroads,
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
    /// Whether a move taken back can be played again.
    fn can_redo(&self) -> bool;
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

    fn can_redo(&self) -> bool {
        Game::can_redo(self)
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
// Read once from a file or a link and stored at once: its size does not matter (1840's game
// is the largest; the page without Trambahn has no variant near it).
#[allow(clippy::large_enum_variant)]
pub enum AnyGame {
    /// An 1840 game.
    Vienna(tramways_engine::game::Game),
    /// A Trambahn game.
    #[cfg(feature = "trambahn")]
    Trambahn(trambahn_engine::Game),
    /// A Russian Railroads game.
    #[cfg(feature = "railroads")]
    Railroads(russian_railroads_engine::Game),
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
            #[cfg(feature = "railroads")]
            AnyGame::Railroads(game) => library.add(name, game, now),
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
            #[cfg(feature = "railroads")]
            AnyGame::Railroads(_) => panic!("a Russian Railroads game, not 1840"),
        }
    }

    /// The Trambahn game it is (tests).
    #[cfg(all(test, feature = "trambahn"))]
    pub fn trambahn(self) -> trambahn_engine::Game {
        match self {
            AnyGame::Trambahn(game) => game,
            AnyGame::Vienna(_) => panic!("an 1840 game, not Trambahn"),
            #[cfg(feature = "railroads")]
            AnyGame::Railroads(_) => panic!("a Russian Railroads game, not Trambahn"),
        }
    }

    /// The Russian Railroads game it is (tests).
    #[cfg(all(test, feature = "railroads"))]
    pub fn railroads(self) -> russian_railroads_engine::Game {
        match self {
            AnyGame::Railroads(game) => game,
            AnyGame::Vienna(_) => panic!("an 1840 game, not Russian Railroads"),
            #[cfg(feature = "trambahn")]
            AnyGame::Trambahn(_) => panic!("a Trambahn game, not Russian Railroads"),
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

#[cfg(feature = "railroads")]
impl TableRules for russian_railroads_engine::RussianRailroads {
    const KIND: Kind = Kind::Railroads;

    fn load(save: &SaveOf<Self>) -> Result<Game<Self>, ReplayFailure> {
        Game::load(save).map_err(ReplayFailure::Railroads)
    }

    fn progress(game: &Game<Self>) -> Progress {
        let state = game.state();
        Progress::Railroads {
            round: state.round,
            rounds: state.rounds,
            points: state.scores(),
            bots: railroads_bots(game.setup()),
        }
    }

    fn into_any(game: Game<Self>) -> AnyGame {
        AnyGame::Railroads(game)
    }
}

#[cfg(all(test, feature = "railroads"))]
mod railroads_tests {
    use russian_railroads_engine::bot::Level;
    use russian_railroads_engine::{Game, Setup};

    use super::{AnyGame, BotLevel, Kind, Progress, TableGame};

    #[test]
    fn a_russian_railroads_game_says_its_round_points_and_seats() {
        let mut setup = Setup::new(&["Anna", "Boris", "Clara"], 7);
        setup.bots = vec![None, Some(Level::Strong), Some(Level::Random)];
        let mut game = Game::new(setup).expect("three players");
        assert_eq!(<Game as TableGame>::KIND, Kind::Railroads);
        assert_eq!(Kind::Railroads.key(), "railroads");
        assert_eq!(Kind::Railroads.page(), "railroads.html");
        let progress = TableGame::progress(&game);
        assert_eq!(
            progress,
            Progress::Railroads {
                round: 1,
                rounds: game.state().rounds,
                points: vec![0, 0, 0],
                bots: vec![None, Some(BotLevel::Strong), Some(BotLevel::Random)],
            }
        );
        assert_eq!(progress.kind(), Kind::Railroads);
        // Played on, the points it says are the engine's.
        while !game.is_over() && game.state().scores().iter().all(|&p| p == 0) {
            let first = game.available()[0];
            game.apply(&first).expect("an offered move");
        }
        let Progress::Railroads { points, .. } = TableGame::progress(&game) else {
            panic!("a Russian Railroads progress")
        };
        assert_eq!(points, game.state().scores());
        assert_eq!(AnyGame::Railroads(game.clone()).railroads().state(), game.state());
    }

    #[test]
    fn its_progress_reads_back_as_written() {
        let progress = Progress::Railroads {
            round: 3,
            rounds: 7,
            points: vec![12, 40],
            bots: vec![None, Some(BotLevel::Steady)],
        };
        let text = serde_json::to_string(&progress).expect("serializes");
        assert!(text.starts_with(r#"{"railroads":"#), "{text}");
        assert_eq!(serde_json::from_str::<Progress>(&text).expect("reads"), progress);
    }
}
