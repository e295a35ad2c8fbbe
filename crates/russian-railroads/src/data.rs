//! The game's printed facts as tables laid out like the rulebook's (T1–T11 of the module doc).
//! Every value that rests on an assumption names it (`An`), so that reading a picture corrects
//! it here, in one place. The rules ([`crate::rules`]) read only these tables.

use serde::{Deserialize, Serialize};

/// The three railways of a player's board (R16), in the order they are scored (R36).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Railway {
    /// Moscow–Vladivostok.
    TransSiberian,
    /// Moscow–St. Petersburg.
    StPetersburg,
    /// Moscow–Kiev.
    Kiev,
}

impl Railway {
    /// The three, in scoring order.
    pub const ALL: [Railway; 3] = [Railway::TransSiberian, Railway::StPetersburg, Railway::Kiev];

    /// Its index in a player's arrays.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Its spaces (T2).
    pub const fn length(self) -> u8 {
        RAILWAYS[self.index()].spaces
    }

    /// Whether tracks of `colour` run on it (T2).
    pub const fn takes(self, colour: Colour) -> bool {
        (colour as usize) < RAILWAYS[self.index()].colours
    }

    /// How many locomotives it holds (T2; R21).
    pub const fn locomotive_slots(self) -> usize {
        RAILWAYS[self.index()].locomotives
    }
}

/// The track colours in their fixed order (R17): each one stays behind the one before it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Colour {
    /// Every railway starts with it on space 1 (R4).
    Black,
    /// Unlocked by the black Trans-Siberian track on space 2 (R18).
    Grey,
    /// Unlocked on space 6.
    Brown,
    /// Unlocked on space 10.
    Natural,
    /// Unlocked on space 15.
    White,
}

impl Colour {
    /// The five, in order.
    pub const ALL: [Colour; 5] =
        [Colour::Black, Colour::Grey, Colour::Brown, Colour::Natural, Colour::White];

    /// Its index.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The colour before it (the one it may not reach), `None` for black.
    pub const fn before(self) -> Option<Colour> {
        match self {
            Colour::Black => None,
            Colour::Grey => Some(Colour::Black),
            Colour::Brown => Some(Colour::Grey),
            Colour::Natural => Some(Colour::Brown),
            Colour::White => Some(Colour::Natural),
        }
    }

    /// A space's points with this colour, with or without the revaluation marker (T1).
    pub const fn points(self, revalued: bool) -> u32 {
        if revalued { COLOUR_POINTS_REVALUED[self.index()] } else { COLOUR_POINTS[self.index()] }
    }
}

/// T1: points per space by colour (black, grey, brown, natural, white).
pub const COLOUR_POINTS: [u32; 5] = [0, 1, 2, 4, 7];
/// T1: the same with the revaluation marker (bonus token 7).
pub const COLOUR_POINTS_REVALUED: [u32; 5] = [0, 1, 3, 6, 10];

/// One row of T2.
#[derive(Debug, Clone, Copy)]
pub struct RailwayData {
    /// Spaces, 1 to this.
    pub spaces: u8,
    /// Colours that run on it: the first this many of [`Colour::ALL`].
    pub colours: usize,
    /// Locomotives it holds (their values add).
    pub locomotives: usize,
}

/// T2: the railways (Trans-Siberian, St. Petersburg, Kiev).
pub const RAILWAYS: [RailwayData; 3] = [
    RailwayData { spaces: 15, colours: 5, locomotives: 2 },
    RailwayData { spaces: 9, colours: 4, locomotives: 1 },
    RailwayData { spaces: 9, colours: 3, locomotives: 1 },
];

/// T3 (R18): the Trans-Siberian spaces whose black track unlocks a colour, and the colour.
pub const UNLOCKS: [(u8, Colour); 4] =
    [(2, Colour::Grey), (6, Colour::Brown), (10, Colour::Natural), (15, Colour::White)];

/// T3 (R18): white advances given at once with the white track (space 15).
pub const WHITE_ADVANCES_AT_END: u8 = 2;

/// T3 (R34): points for a black track reaching a railway's last space.
pub const END_OF_LINE_POINTS: u32 = 10;

/// A special space of a player's board that is claimed once (T3; R32, R33).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Special {
    /// Trans-Siberian 3, brown track and a locomotive: a new worker.
    TransSiberianWorker,
    /// Trans-Siberian 13, black track and a locomotive: a bonus token.
    TransSiberianToken,
    /// St. Petersburg 4, black track and a locomotive: a bonus token.
    StPetersburgToken4,
    /// St. Petersburg 6, black track and a locomotive: a bonus token.
    StPetersburgToken6,
    /// Kiev 7, black track: a new worker.
    KievWorker,
    /// The industry track's "?" space: a bonus token (A4).
    IndustryToken,
}

impl Special {
    /// The six.
    pub const ALL: [Special; 6] = [
        Special::TransSiberianWorker,
        Special::TransSiberianToken,
        Special::StPetersburgToken4,
        Special::StPetersburgToken6,
        Special::KievWorker,
        Special::IndustryToken,
    ];

    /// Its bit in a player's claimed set.
    pub const fn bit(self) -> u8 {
        1 << (self as u8)
    }

    /// Where it is on a railway: the railway, the space, the track colour that must reach it
    /// and whether a locomotive must reach it too; `None` for the industry space.
    pub const fn on_railway(self) -> Option<(Railway, u8, Colour, bool)> {
        match self {
            Special::TransSiberianWorker => Some((Railway::TransSiberian, 3, Colour::Brown, true)),
            Special::TransSiberianToken => Some((Railway::TransSiberian, 13, Colour::Black, true)),
            Special::StPetersburgToken4 => Some((Railway::StPetersburg, 4, Colour::Black, true)),
            Special::StPetersburgToken6 => Some((Railway::StPetersburg, 6, Colour::Black, true)),
            Special::KievWorker => Some((Railway::Kiev, 7, Colour::Black, false)),
            Special::IndustryToken => None,
        }
    }
}

/// T3 (R33): St. Petersburg's space that doubles the railway for a grey track and a locomotive.
pub const ST_PETERSBURG_DOUBLING_SPACE: u8 = 7;

/// T3 (R33): Kiev's star spaces and their points each scoring, for the black track and a
/// locomotive reaching them: 1–3 from the rulebook's example; space 4 = 4 (A2); space 8 = 5
/// (A3, a placeholder).
pub const KIEV_STARS: [(u8, u32); 5] = [(1, 1), (2, 2), (3, 3), (4, 4), (8, 5)];

/// T3 (R35): the Kiev medal's space (grey track and a locomotive) and its points each scoring.
pub const KIEV_MEDAL_SPACE: u8 = 5;
/// T3 (R35).
pub const KIEV_MEDAL_POINTS: u32 = 20;

/// T3 (R27): doubler spaces above the Trans-Siberian, over its spaces 1 to 8.
pub const DOUBLER_SPACES: u8 = 8;

/// T5 (A4): the industry track. Each space's points (a factory gap scores as the numbered
/// space before it), left to right from the start (index 0).
pub const INDUSTRY_POINTS: [u32; 16] = [0, 1, 2, 3, 5, 5, 10, 10, 15, 15, 15, 15, 20, 20, 25, 30];
/// T5 (A4): the industry spaces that are factory gaps, for the five factory slots left to right.
pub const FACTORY_GAPS: [u8; 5] = [5, 7, 9, 11, 13];
/// T5 (A4): the industry space with the "?" (a bonus token, once).
pub const INDUSTRY_TOKEN_SPACE: u8 = 10;
/// T5 (R25): the last industry space (it needs all five factories).
pub const INDUSTRY_LAST: u8 = 15;

/// T6: locomotive tiles of each value 2–9 in the stacks with 4 players (value 9 has five, one
/// of them without a factory on the "?" card 4).
pub const LOCOMOTIVES_PER_VALUE: u8 = 4;
/// T6 (R6, R7): tiles of each value returned to the box with 2 and 3 players.
pub const fn locomotives_removed(players: usize) -> u8 {
    match players {
        2 => 2,
        3 => 1,
        _ => 0,
    }
}
/// The lowest and highest values of the stacks (the "1"s start on the players' boards).
pub const STACK_VALUES: std::ops::RangeInclusive<u8> = 2..=9;
/// The value of the factory-less locomotive on the "?" card 4.
pub const CARD_LOCOMOTIVE: u8 = 9;
/// Every player's first locomotive (R4), on the Trans-Siberian.
pub const FIRST_LOCOMOTIVE: u8 = 1;

/// T6 (A14): what a factory does when an industry marker lands on it, by its value 1–9 (S1's
/// listing order; only "1" is confirmed, by S10).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FactoryAbility {
    /// Score the sum of your engineers' numbers.
    EngineerNumbers,
    /// Use again an action space holding exactly one of your workers.
    Reuse,
    /// One industry advance.
    Industry,
    /// Build a locomotive or a factory.
    Build,
    /// Two track advances of your choice.
    Tracks,
    /// An end-bonus card of your choice, or 10 points.
    EndBonus,
    /// Two doublers on your Trans-Siberian.
    Doublers,
    /// One ruble.
    Ruble,
    /// Score the sum of your two best locomotives.
    BestLocomotives,
}

/// T6 (A14): the factory of each value 1–9 (index value − 1).
pub const FACTORIES: [FactoryAbility; 9] = [
    FactoryAbility::EngineerNumbers,
    FactoryAbility::Reuse,
    FactoryAbility::Industry,
    FactoryAbility::Build,
    FactoryAbility::Tracks,
    FactoryAbility::EndBonus,
    FactoryAbility::Doublers,
    FactoryAbility::Ruble,
    FactoryAbility::BestLocomotives,
];

/// The factory of a tile of `value` (1–9).
pub fn factory(value: u8) -> FactoryAbility {
    FACTORIES[usize::from(value.clamp(1, 9) - 1)]
}

/// T7 (R41): the seven bonus tokens each player owns.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Token {
    /// Four track advances of your choice, on tracks you have.
    FourTracks,
    /// Five industry advances.
    FiveIndustry,
    /// The second industry marker (R26).
    SecondMarker,
    /// Three doublers on the Trans-Siberian.
    ThreeDoublers,
    /// The Kiev medal (R35).
    KievMedal,
    /// A face-up "?" card, then an end-bonus card (or 10 points).
    QuestionCard,
    /// The revaluation marker (T1).
    Revaluation,
}

impl Token {
    /// The seven.
    pub const ALL: [Token; 7] = [
        Token::FourTracks,
        Token::FiveIndustry,
        Token::SecondMarker,
        Token::ThreeDoublers,
        Token::KievMedal,
        Token::QuestionCard,
        Token::Revaluation,
    ];

    /// Its bit in a player's used set.
    pub const fn bit(self) -> u8 {
        1 << (self as u8)
    }
}

/// T8: the five face-up "?" cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum QuestionCard {
    /// A doubler, an industry advance, a black advance, then one of the three again.
    FourActions,
    /// The unlettered engineer and its ruble.
    Engineer,
    /// Build a factory and two industry advances.
    FactoryAndIndustry,
    /// The factory-less "9" locomotive, placed at once.
    Locomotive,
    /// The black worker.
    BlackWorker,
}

impl QuestionCard {
    /// The five.
    pub const ALL: [QuestionCard; 5] = [
        QuestionCard::FourActions,
        QuestionCard::Engineer,
        QuestionCard::FactoryAndIndustry,
        QuestionCard::Locomotive,
        QuestionCard::BlackWorker,
    ];

    /// Its bit in the set still face up.
    pub const fn bit(self) -> u8 {
        1 << (self as u8)
    }
}

/// T9: the ten end-bonus cards (R39).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndBonus {
    /// 15 points.
    Fifteen,
    /// 10 per railway whose black track reached its end, at most 30.
    CompletedRailways,
    /// 4 per factory, at most 20.
    Factories,
    /// 20 for 4–6 doublers, 30 for 7–8.
    Doublers,
    /// The sum of your locomotives' values.
    Locomotives,
    /// One more engineer for the majority.
    ExtraEngineer,
    /// The sum of the spaces your three black tracks reached.
    BlackTracks,
    /// 10 per worker gained, at most 30.
    GainedWorkers,
    /// 7 per bonus token on your board, at most 28.
    Tokens,
    /// 6 per hired engineer (not the "?" card's).
    HiredEngineers,
}

impl EndBonus {
    /// The ten.
    pub const ALL: [EndBonus; 10] = [
        EndBonus::Fifteen,
        EndBonus::CompletedRailways,
        EndBonus::Factories,
        EndBonus::Doublers,
        EndBonus::Locomotives,
        EndBonus::ExtraEngineer,
        EndBonus::BlackTracks,
        EndBonus::GainedWorkers,
        EndBonus::Tokens,
        EndBonus::HiredEngineers,
    ];
}

/// T9: end-bonus cards set aside unseen at the start (R2).
pub const END_BONUS_REMOVED: usize = 2;
/// R42: the points taken instead of an end-bonus card.
pub const END_BONUS_INSTEAD: u32 = 10;
/// T9 (R39): the engineer majority's points for the most and the second most.
pub const MAJORITY_POINTS: [u32; 2] = [40, 20];

/// What an action gives, one part of it: the data of the action spaces, engineers, factories,
/// bonus tokens and cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Gain {
    /// Track advances of one colour.
    Tracks(Colour, u8),
    /// Track advances of any colours.
    AnyTracks(u8),
    /// One black or grey advance (the lower track space).
    BlackOrGrey,
    /// Industry advances.
    Industry(u8),
    /// A locomotive or a factory.
    LocomotiveOrFactory,
    /// A locomotive.
    Locomotive,
    /// A factory.
    Factory,
    /// Doublers on the Trans-Siberian.
    Doublers(u8),
    /// Rubles.
    Rubles(u8),
    /// The two temporary workers.
    TemporaryWorkers,
    /// Points at once.
    Points(u32),
    /// Use again a space holding exactly one of your workers.
    Reuse,
}

/// An engineer's stack at set-up (R3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stack {
    /// The stack dealt to the public and hire spaces.
    A,
    /// The stack dealt to the upcoming spaces.
    B,
    /// The unlettered one, on the "?" card 2.
    Card,
}

/// One row of T10.
#[derive(Debug, Clone, Copy)]
pub struct EngineerData {
    /// Its printed number (A5): the majority's tie-break and factory 1's points.
    pub number: u8,
    /// Its stack (A15).
    pub stack: Stack,
    /// Workers it costs (A12).
    pub workers: u8,
    /// What it gives (S1 p.24).
    pub gains: &'static [Gain],
}

/// T10: the fifteen engineers, e1–e15 in S1's listing order. Numbers (A5), stacks (A15) and
/// costs (A12) are assumptions: numbers in listing order, the seven with the simplest action
/// in stack A, e14 on the "?" card, one worker each.
pub const ENGINEERS: [EngineerData; 15] = [
    EngineerData {
        number: 1,
        stack: Stack::B,
        workers: 1,
        gains: &[Gain::AnyTracks(1), Gain::Tracks(Colour::Black, 1)],
    },
    EngineerData {
        number: 2,
        stack: Stack::B,
        workers: 1,
        gains: &[Gain::Tracks(Colour::Grey, 1), Gain::Tracks(Colour::Brown, 1)],
    },
    EngineerData {
        number: 3,
        stack: Stack::B,
        workers: 1,
        gains: &[Gain::Tracks(Colour::Brown, 1), Gain::Points(5)],
    },
    EngineerData { number: 4, stack: Stack::B, workers: 1, gains: &[Gain::LocomotiveOrFactory] },
    EngineerData {
        number: 5,
        stack: Stack::A,
        workers: 1,
        gains: &[Gain::Tracks(Colour::Black, 2)],
    },
    EngineerData { number: 6, stack: Stack::B, workers: 1, gains: &[Gain::AnyTracks(2)] },
    EngineerData {
        number: 7,
        stack: Stack::A,
        workers: 1,
        gains: &[Gain::Tracks(Colour::Black, 1), Gain::Tracks(Colour::Grey, 1)],
    },
    EngineerData {
        number: 8,
        stack: Stack::B,
        workers: 1,
        gains: &[Gain::AnyTracks(1), Gain::Points(3)],
    },
    EngineerData {
        number: 9,
        stack: Stack::A,
        workers: 1,
        gains: &[Gain::Industry(1), Gain::Points(3)],
    },
    EngineerData {
        number: 10,
        stack: Stack::A,
        workers: 1,
        gains: &[Gain::Tracks(Colour::Black, 1), Gain::Points(3)],
    },
    EngineerData { number: 11, stack: Stack::A, workers: 1, gains: &[Gain::Industry(2)] },
    EngineerData {
        number: 12,
        stack: Stack::A,
        workers: 1,
        gains: &[Gain::Doublers(1), Gain::Points(3)],
    },
    EngineerData {
        number: 13,
        stack: Stack::A,
        workers: 1,
        gains: &[Gain::Tracks(Colour::Grey, 1), Gain::Points(5)],
    },
    EngineerData { number: 14, stack: Stack::Card, workers: 1, gains: &[Gain::Reuse] },
    EngineerData {
        number: 15,
        stack: Stack::B,
        workers: 1,
        gains: &[Gain::Industry(1), Gain::Tracks(Colour::Black, 1)],
    },
];

/// An engineer, by its row of [`ENGINEERS`] (0–14: e1–e15).
pub type EngineerId = u8;

/// The engineer on the "?" card 2 (A15).
pub fn card_engineer() -> EngineerId {
    ENGINEERS.iter().position(|e| e.stack == Stack::Card).unwrap_or(13) as EngineerId
}

/// The row of engineer `id`.
pub fn engineer(id: EngineerId) -> &'static EngineerData {
    &ENGINEERS[usize::from(id) % ENGINEERS.len()]
}

/// The fixed action spaces of the main board (T4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BoardSpace {
    /// 1 worker: 2 black advances.
    BlackTwo,
    /// 2 workers: 3 black advances.
    BlackThree,
    /// 1 worker: 2 grey advances.
    GreyTwo,
    /// 2 workers: 3 grey advances.
    GreyThree,
    /// 1 worker: 1 brown advance.
    BrownOne,
    /// 2 workers: 2 brown advances.
    BrownTwo,
    /// 1 worker: 1 natural advance.
    NaturalOne,
    /// 2 workers: 2 natural advances.
    NaturalTwo,
    /// 1 worker: 1 white advance.
    WhiteOne,
    /// 2 workers: 2 white advances.
    WhiteTwo,
    /// 1 worker and 1 ruble (or 2 rubles): 2 advances of any colours.
    UpperTrack,
    /// 1 worker: 1 black or grey advance; never occupied.
    LowerTrack,
    /// 1 worker: a locomotive or a factory.
    LocomotiveTop,
    /// 2 workers: a locomotive or a factory.
    LocomotiveMiddle,
    /// 3 workers: a locomotive and a factory.
    LocomotiveBottom,
    /// 1 worker: 1 industry advance.
    IndustryTop,
    /// 2 workers: 2 industry advances.
    IndustryMiddle,
    /// 2 workers: 1 industry and 1 black advance.
    IndustryBottom,
    /// 1 worker: a doubler.
    Doubler,
    /// 1 worker: 2 rubles.
    Rubles,
    /// 1 worker: the two temporary workers.
    TemporaryWorkers,
    /// The last round's space over the turn-order spaces: 3 industry advances (R15; cost A10).
    LastRoundIndustry,
}

/// One row of T4.
#[derive(Debug, Clone, Copy)]
pub struct SpaceData {
    /// The space.
    pub space: BoardSpace,
    /// Workers (or rubles) it takes.
    pub workers: u8,
    /// Of those, rubles no worker may replace (R10).
    pub rubles: u8,
    /// What it gives.
    pub gains: &'static [Gain],
    /// Whether the 2-player side has it (A13).
    pub two_players: bool,
}

/// T4: the main board's fixed spaces (the engineers' and turn-order spaces are apart).
pub const BOARD: [SpaceData; 22] = [
    SpaceData {
        space: BoardSpace::BlackTwo,
        workers: 1,
        rubles: 0,
        gains: &[Gain::Tracks(Colour::Black, 2)],
        two_players: false,
    },
    SpaceData {
        space: BoardSpace::BlackThree,
        workers: 2,
        rubles: 0,
        gains: &[Gain::Tracks(Colour::Black, 3)],
        two_players: true,
    },
    SpaceData {
        space: BoardSpace::GreyTwo,
        workers: 1,
        rubles: 0,
        gains: &[Gain::Tracks(Colour::Grey, 2)],
        two_players: false,
    },
    SpaceData {
        space: BoardSpace::GreyThree,
        workers: 2,
        rubles: 0,
        gains: &[Gain::Tracks(Colour::Grey, 3)],
        two_players: true,
    },
    SpaceData {
        space: BoardSpace::BrownOne,
        workers: 1,
        rubles: 0,
        gains: &[Gain::Tracks(Colour::Brown, 1)],
        two_players: true,
    },
    SpaceData {
        space: BoardSpace::BrownTwo,
        workers: 2,
        rubles: 0,
        gains: &[Gain::Tracks(Colour::Brown, 2)],
        two_players: true,
    },
    SpaceData {
        space: BoardSpace::NaturalOne,
        workers: 1,
        rubles: 0,
        gains: &[Gain::Tracks(Colour::Natural, 1)],
        two_players: true,
    },
    SpaceData {
        space: BoardSpace::NaturalTwo,
        workers: 2,
        rubles: 0,
        gains: &[Gain::Tracks(Colour::Natural, 2)],
        two_players: true,
    },
    SpaceData {
        space: BoardSpace::WhiteOne,
        workers: 1,
        rubles: 0,
        gains: &[Gain::Tracks(Colour::White, 1)],
        two_players: true,
    },
    SpaceData {
        space: BoardSpace::WhiteTwo,
        workers: 2,
        rubles: 0,
        gains: &[Gain::Tracks(Colour::White, 2)],
        two_players: true,
    },
    SpaceData {
        space: BoardSpace::UpperTrack,
        workers: 2,
        rubles: 1,
        gains: &[Gain::AnyTracks(2)],
        two_players: true,
    },
    SpaceData {
        space: BoardSpace::LowerTrack,
        workers: 1,
        rubles: 0,
        gains: &[Gain::BlackOrGrey],
        two_players: true,
    },
    SpaceData {
        space: BoardSpace::LocomotiveTop,
        workers: 1,
        rubles: 0,
        gains: &[Gain::LocomotiveOrFactory],
        two_players: true,
    },
    SpaceData {
        space: BoardSpace::LocomotiveMiddle,
        workers: 2,
        rubles: 0,
        gains: &[Gain::LocomotiveOrFactory],
        two_players: false,
    },
    SpaceData {
        space: BoardSpace::LocomotiveBottom,
        workers: 3,
        rubles: 0,
        gains: &[Gain::Locomotive, Gain::Factory],
        two_players: true,
    },
    SpaceData {
        space: BoardSpace::IndustryTop,
        workers: 1,
        rubles: 0,
        gains: &[Gain::Industry(1)],
        two_players: true,
    },
    SpaceData {
        space: BoardSpace::IndustryMiddle,
        workers: 2,
        rubles: 0,
        gains: &[Gain::Industry(2)],
        two_players: true,
    },
    SpaceData {
        space: BoardSpace::IndustryBottom,
        workers: 2,
        rubles: 0,
        gains: &[Gain::Industry(1), Gain::Tracks(Colour::Black, 1)],
        two_players: false,
    },
    SpaceData {
        space: BoardSpace::Doubler,
        workers: 1,
        rubles: 0,
        gains: &[Gain::Doublers(1)],
        two_players: true,
    },
    SpaceData {
        space: BoardSpace::Rubles,
        workers: 1,
        rubles: 0,
        gains: &[Gain::Rubles(2)],
        two_players: true,
    },
    SpaceData {
        space: BoardSpace::TemporaryWorkers,
        workers: 1,
        rubles: 0,
        gains: &[Gain::TemporaryWorkers],
        two_players: false,
    },
    SpaceData {
        space: BoardSpace::LastRoundIndustry,
        workers: 1,
        rubles: 0,
        gains: &[Gain::Industry(3)],
        two_players: true,
    },
];

impl BoardSpace {
    /// Every fixed space, in T4's order.
    pub fn all() -> impl Iterator<Item = BoardSpace> {
        BOARD.iter().map(|row| row.space)
    }

    /// Its row of T4.
    pub fn data(self) -> &'static SpaceData {
        &BOARD[self as usize]
    }
}

/// T4: the hire space's price in rubles (R10, R30).
pub const HIRE_RUBLES: u8 = 1;
/// R13: the turn-order spaces' cost in workers.
pub const TURN_ORDER_WORKERS: u8 = 1;

/// T4 (A13, S15): public engineer spaces on the board by player count.
pub const fn public_engineers(players: usize) -> usize {
    if players == 2 { 1 } else { 2 }
}

/// T4 (A9): turn-order spaces ("1st", "2nd") by player count.
pub const fn turn_order_spaces(players: usize) -> u8 {
    if players == 2 { 1 } else { 2 }
}

/// The engineer strip's upcoming (face-down) spaces (R30).
pub const UPCOMING_ENGINEERS: usize = 4;

/// A8: the points on the back of the turn-order card of each position (1st–4th), scored on
/// passing.
pub const TURN_ORDER_POINTS: [u32; 4] = [0, 2, 3, 4];

/// The four start-bonus cards (R5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StartBonus {
    /// One black track advance.
    BlackAdvance,
    /// One industry advance.
    IndustryAdvance,
    /// Two doublers on the Trans-Siberian.
    TwoDoublers,
    /// One more ruble.
    Ruble,
}

impl StartBonus {
    /// The four, all offered at every player count (A6).
    pub const ALL: [StartBonus; 4] = [
        StartBonus::BlackAdvance,
        StartBonus::IndustryAdvance,
        StartBonus::TwoDoublers,
        StartBonus::Ruble,
    ];

    /// What it gives.
    pub const fn gains(self) -> &'static [Gain] {
        match self {
            StartBonus::BlackAdvance => &[Gain::Tracks(Colour::Black, 1)],
            StartBonus::IndustryAdvance => &[Gain::Industry(1)],
            StartBonus::TwoDoublers => &[Gain::Doublers(2)],
            StartBonus::Ruble => &[Gain::Rubles(1)],
        }
    }

    /// Its bit in the set still on the table.
    pub const fn bit(self) -> u8 {
        1 << (self as u8)
    }
}

/// One row of T11.
#[derive(Debug, Clone, Copy)]
pub struct CountData {
    /// Rounds.
    pub rounds: u8,
    /// Workers each player starts with.
    pub workers: u8,
    /// Rubles each player starts with (A7: the base rulebook's 2-player changes add none;
    /// 2 is later editions' and a merged summary's, S7).
    pub rubles: u8,
    /// Engineers dealt from stack A (the right-most spaces) and from stack B.
    pub engineers: (usize, usize),
}

/// T11: the set-up per player count, for 2, 3 and 4 players.
pub const COUNTS: [CountData; 3] = [
    CountData { rounds: 6, workers: 6, rubles: 1, engineers: (3, 3) },
    CountData { rounds: 6, workers: 6, rubles: 1, engineers: (3, 3) },
    CountData { rounds: 7, workers: 5, rubles: 1, engineers: (3, 4) },
];

/// The row of T11 for `players` (2–4).
pub fn count(players: usize) -> &'static CountData {
    &COUNTS[players.clamp(2, 4) - 2]
}

/// R1: doublers in the supply.
pub const DOUBLERS: u8 = 20;
/// R1: rubles in the bank.
pub const RUBLES: u8 = 18;
/// R1: temporary workers.
pub const TEMPORARY_WORKERS: u8 = 2;
/// R4, R6, R7: workers of each colour, all of which a player may come to own.
pub const WORKERS_PER_COLOUR: u8 = 8;
/// R4: with 4 players, workers of a colour left beside the board to be gained (the 8th is boxed).
pub const RESERVE_WORKERS_FOUR: u8 = 2;
