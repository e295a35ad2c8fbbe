//! The game's tables other than the map, the tiles and the share price chart, laid out like the
//! rulebook's so that a reviewer can compare them: player counts, the Round Bar, trams, the
//! companies, the lines and the fixed costs and bonuses.
//!
//! Where the rulebook only shows an image (the Round Bar, the tram prices, the line homes), the
//! values come from the reference data (`reference/1840/game.json`, digest §3). Where the
//! reference describes 18xx.games rather than the printed rules, these tables follow the
//! printed rules and say so.

use std::fmt;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::board::{BoardVariant, Landmark, StadtbahnCompany};
use crate::map::{Hex, Phase, TileColor};

#[cfg(test)]
#[path = "game_tables_tests.rs"]
mod tests;

/// An amount of Gulden. Signed, because maintenance and loans at the end are negative.
pub type Money = i64;

// ---------------------------------------------------------------------------------------------
// Players (III.1, III.3, VII.3)
// ---------------------------------------------------------------------------------------------

/// The number of players, 2 to 6 (II, R1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct PlayerCount(u8);

/// Why a number of players was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[error("1840 is played by 2 to 6 players, not {0}")]
pub struct PlayerCountError(pub u8);

impl PlayerCount {
    /// All player counts, in the order of the columns of Tables 1 and 5.
    pub const ALL: [PlayerCount; 5] =
        [PlayerCount(2), PlayerCount(3), PlayerCount(4), PlayerCount(5), PlayerCount(6)];

    /// The player count `n`, if 1840 can be played by that many.
    pub fn new(n: u8) -> Result<PlayerCount, PlayerCountError> {
        if (2..=6).contains(&n) { Ok(PlayerCount(n)) } else { Err(PlayerCountError(n)) }
    }

    /// The number of players.
    pub fn get(self) -> u8 {
        self.0
    }

    /// The column of the per-player tables (0 for 2 players).
    fn column(self) -> usize {
        usize::from(self.0 - 2)
    }

    /// The board the rulebook recommends: the full board for 4–6, its back side (the small
    /// map) for 3 (XII), the small map with the overlay for 2 (XIII).
    pub fn recommended_board(self) -> BoardVariant {
        match self.0 {
            2 => BoardVariant::TwoPlayer,
            3 => BoardVariant::ThreePlayerSmall,
            _ => BoardVariant::Full,
        }
    }

    /// Each player's starting capital (III.3, R8).
    pub fn starting_capital(self) -> Money {
        STARTING_CAPITAL[self.column()]
    }

    /// The certificate limit (Table 5, R38).
    pub fn certificate_limit(self) -> u32 {
        CERTIFICATE_LIMIT[self.column()]
    }

    /// How many trams of a colour are used (Table 1, R10).
    pub fn tram_count(self, color: TramColor) -> u32 {
        TRAM_SUPPLY[color as usize].1[self.column()]
    }

    /// How many line cards are dealt face up to the line auction space at set-up and added in
    /// every CRf: one more than the number of players (III.5, VIII.7, R13, R58).
    pub fn line_cards_dealt(self) -> usize {
        usize::from(self.0) + 1
    }
}

impl TryFrom<u8> for PlayerCount {
    type Error = PlayerCountError;
    fn try_from(n: u8) -> Result<PlayerCount, PlayerCountError> {
        PlayerCount::new(n)
    }
}

impl From<PlayerCount> for u8 {
    fn from(n: PlayerCount) -> u8 {
        n.0
    }
}

/// Starting capital per player (III.3, R8), for 2, 3, 4, 5 and 6 players.
pub const STARTING_CAPITAL: [Money; 5] = [350, 300, 260, 230, 200];

/// The "Pre-emptive Right for a Share Company" card each player receives (III.3): worth 350
/// towards that player's director certificate, and nothing else (R8, R40).
pub const PRE_EMPTIVE_RIGHT: Money = 350;

/// Table 5 (VII.3, R38): the certificate limit for 2, 3, 4, 5 and 6 players.
///
/// A director certificate counts as one certificate, so does every 10% share and every
/// private company a player holds (R24, A10).
pub const CERTIFICATE_LIMIT: [u32; 5] = [18, 16, 14, 13, 12];

/// What one unit of a company's shares is, in percent: each share is 10% of its company, and
/// a tram company's director certificate, 50%, is five units (IV.1.2, IV.1.3, R17, R21).
pub const SHARE_PERCENT: u32 = 10;

/// The part of a company that `units` of its shares are, in percent (R17, R21): a holding, the
/// Pool's shares, a sale.
pub fn percent(units: u8) -> u32 {
    u32::from(units) * SHARE_PERCENT
}

/// A player may buy a share of a company only while holding less than this percentage of it
/// (VII.3, R39, A11), so 60% is the most anyone holds.
pub const MAX_HOLDING_PERCENT: u32 = 60;

// ---------------------------------------------------------------------------------------------
// The Round Bar (V, digest §3.1) and the phases (IX.4, IX.5)
// ---------------------------------------------------------------------------------------------

/// A round of the Round Bar.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Round {
    /// The Pre-Share Round: the auction of the private companies (VI).
    PreShare,
    /// Share Round 1 to 5 (VII).
    Share(u8),
    /// Company Round 1 to 6 (VIII).
    Company(u8),
    /// Line Round: its number 1 to 5 and its letter `a`, `b` (and `c` in the fifth set) (IX).
    Line(u8, char),
    /// The end of the game, after CR6 (XI).
    End,
}

impl fmt::Display for Round {
    /// The label printed on the Round Bar: `Pre`, `SR1`, `CR1`, `LR2a`, `End`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Round::PreShare => write!(f, "Pre"),
            Round::Share(n) => write!(f, "SR{n}"),
            Round::Company(n) => write!(f, "CR{n}"),
            Round::Line(n, letter) => write!(f, "LR{n}{letter}"),
            Round::End => write!(f, "End"),
        }
    }
}

/// One space of the Round Bar.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RoundBarEntry {
    /// The round.
    pub round: Round,
    /// The newest tile colour available during the round (IX.5).
    pub phase: Phase,
    /// For Company Rounds: what the Stadtbahn revenue is multiplied by (VIII.5.2, R51).
    pub stadtbahn_multiplier: Option<Money>,
    /// For Company Rounds: whether step CRe, the line auction, takes place. It is skipped in
    /// the last CR (VIII.6, R52), and also whenever every company has three lines.
    pub line_auction: bool,
}

impl RoundBarEntry {
    /// The tile colours that may be laid during the round (IX.4, IX.5).
    pub fn tile_colors(&self) -> &'static [TileColor] {
        phase_row(self.phase).tile_colors
    }

    /// For a Company Round, the trams on the buying spaces after its CRb, left to right with
    /// their prices; empty for other rounds.
    pub fn trams_on_sale(&self) -> [Option<TramOffer>; 3] {
        match self.round {
            Round::Company(n) => trams_on_sale(n),
            _ => [None; 3],
        }
    }
}

const fn pre() -> RoundBarEntry {
    RoundBarEntry {
        round: Round::PreShare,
        phase: Phase::Yellow,
        stadtbahn_multiplier: None,
        line_auction: false,
    }
}

const fn sr(n: u8, phase: Phase) -> RoundBarEntry {
    RoundBarEntry { round: Round::Share(n), phase, stadtbahn_multiplier: None, line_auction: false }
}

const fn cr(n: u8, phase: Phase, multiplier: Money, line_auction: bool) -> RoundBarEntry {
    RoundBarEntry {
        round: Round::Company(n),
        phase,
        stadtbahn_multiplier: Some(multiplier),
        line_auction,
    }
}

const fn lr(n: u8, letter: char, phase: Phase) -> RoundBarEntry {
    RoundBarEntry {
        round: Round::Line(n, letter),
        phase,
        stadtbahn_multiplier: None,
        line_auction: false,
    }
}

const fn end() -> RoundBarEntry {
    RoundBarEntry {
        round: Round::End,
        phase: Phase::Gray,
        stadtbahn_multiplier: None,
        line_auction: false,
    }
}

/// The Round Bar along the top of the map board, left to right (V, R29; the sequence is an
/// image, digest §3.1). From CR2 on each Company Round comes before its Share Round.
pub const ROUND_BAR: [RoundBarEntry; 24] = {
    use Phase::{Brown, Gray, Green, Yellow};
    [
        pre(),
        sr(1, Yellow),
        cr(1, Yellow, 1, true),
        lr(1, 'a', Yellow),
        lr(1, 'b', Yellow),
        cr(2, Yellow, 1, true),
        sr(2, Yellow),
        lr(2, 'a', Green),
        lr(2, 'b', Green),
        cr(3, Green, 1, true),
        sr(3, Green),
        lr(3, 'a', Green),
        lr(3, 'b', Green),
        cr(4, Green, 2, true),
        sr(4, Green),
        lr(4, 'a', Brown),
        lr(4, 'b', Brown),
        cr(5, Brown, 3, true),
        sr(5, Brown),
        lr(5, 'a', Gray),
        lr(5, 'b', Gray),
        lr(5, 'c', Gray),
        cr(6, Gray, 10, false),
        end(),
    ]
};

/// The game ends at the end of this round (XI, R98).
pub const LAST_ROUND: Round = Round::Company(6);

/// The Round Bar space of a round, if the bar has it.
pub fn round_bar_entry(round: Round) -> Option<&'static RoundBarEntry> {
    ROUND_BAR.iter().find(|entry| entry.round == round)
}

/// The round after `round` on the Round Bar (`None` after [`Round::End`]).
pub fn next_round(round: Round) -> Option<Round> {
    let at = ROUND_BAR.iter().position(|entry| entry.round == round)?;
    ROUND_BAR.get(at + 1).map(|entry| entry.round)
}

/// What the Stadtbahn revenue is multiplied by in Company Round `n` (VIII.5.2, R51): ×1 in
/// CR1–CR3, ×2 in CR4, ×3 in CR5, ×10 in CR6.
pub fn stadtbahn_multiplier(company_round: u8) -> Option<Money> {
    round_bar_entry(Round::Company(company_round)).and_then(|entry| entry.stadtbahn_multiplier)
}

/// One phase: the newest tile colour and what it allows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PhaseRow {
    /// The newest tile colour.
    pub phase: Phase,
    /// The first round of the phase.
    pub from: Round,
    /// The tile colours that may be laid. Red and purple tiles are available from the start
    /// (IX.4), but only through Stadtbahn bonus actions (R73).
    pub tile_colors: &'static [TileColor],
    /// Whether a tram company may buy private companies from players during its lines' turns
    /// (IV.2, IX.3, R26: from LR2a).
    pub companies_buy_privates: bool,
}

/// The phases (IX.4, IX.5, R66): green tiles from LR2a, brown from LR4a, grey from LR5a.
pub const PHASES: [PhaseRow; 4] = {
    use TileColor::{Brown, Gray, Green, Purple, Red, Yellow};
    [
        PhaseRow {
            phase: Phase::Yellow,
            from: Round::PreShare,
            tile_colors: &[Yellow, Red, Purple],
            companies_buy_privates: false,
        },
        PhaseRow {
            phase: Phase::Green,
            from: Round::Line(2, 'a'),
            tile_colors: &[Yellow, Green, Red, Purple],
            companies_buy_privates: true,
        },
        PhaseRow {
            phase: Phase::Brown,
            from: Round::Line(4, 'a'),
            tile_colors: &[Yellow, Green, Brown, Red, Purple],
            companies_buy_privates: true,
        },
        PhaseRow {
            phase: Phase::Gray,
            from: Round::Line(5, 'a'),
            tile_colors: &[Yellow, Green, Brown, Gray, Red, Purple],
            companies_buy_privates: true,
        },
    ]
};

/// The row of [`PHASES`] for a phase.
pub fn phase_row(phase: Phase) -> &'static PhaseRow {
    &PHASES[phase as usize]
}

/// The steps of every Company Round, marked by black circles on the share price board (VIII.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CompanyRoundStep {
    /// CRa: private companies pay dividends (VIII.2, R42).
    A,
    /// CRb: move the tram stacks (VIII.3, R43).
    B,
    /// CRc: set the company order (VIII.4, R44).
    C,
    /// CRd: companies pay revenue and buy trams; Stadtbahn companies run (VIII.5, R45–R51).
    D,
    /// CRe: auction the lines (VIII.6, R52–R57); skipped in the last CR.
    E,
    /// CRf: new line cards into the line auction space (VIII.7, R58).
    F,
}

impl CompanyRoundStep {
    /// The steps in order.
    pub const ALL: [CompanyRoundStep; 6] = [
        CompanyRoundStep::A,
        CompanyRoundStep::B,
        CompanyRoundStep::C,
        CompanyRoundStep::D,
        CompanyRoundStep::E,
        CompanyRoundStep::F,
    ];
}

// ---------------------------------------------------------------------------------------------
// Trams (III.5, VIII.3, VIII.5.3)
// ---------------------------------------------------------------------------------------------

/// The colour of a tram card, in the order they come into play (VIII.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TramColor {
    /// The first trams.
    Yellow,
    /// Second.
    Orange,
    /// Third.
    Red,
    /// Fourth; never pays maintenance.
    Pink,
    /// Last; adds 200 to its revenue.
    Purple,
}

impl TramColor {
    /// All colours in the order of the tram stack (VIII.3): yellow – orange – red – pink –
    /// purple.
    pub const ALL: [TramColor; 5] =
        [TramColor::Yellow, TramColor::Orange, TramColor::Red, TramColor::Pink, TramColor::Purple];

    /// The Company Round in whose CRb the unsold trams of this colour leave the game (VIII.3,
    /// R43): the CR after the one in which they sat on the rightmost space. `None` for purple,
    /// which is still on sale when the game ends.
    pub fn removed_in(self) -> Option<u8> {
        let last_on_right = (1..=6u8)
            .filter(|&cr| buying_spaces(cr)[TramSpace::Right as usize] == Some(self))
            .max()?;
        let removed = last_on_right + 1;
        (removed <= 6).then_some(removed)
    }

    /// The maintenance of a tram of this colour once `newest` is the newest colour ever
    /// bought (Table 7); `None` where Table 7 shows "-" (a colour newer than any bought).
    pub fn maintenance(self, newest: TramColor) -> Option<Money> {
        MAINTENANCE[self as usize].1[newest as usize]
    }
}

/// How the maintenance of the trams of colours `owned` changes when the newest colour ever
/// bought goes from `before` (`None`: no tram bought yet) to `after` (R48, Table 7): each
/// colour whose maintenance changes, once, in the order of the tram stack, with its
/// maintenance before and after (Table 7's "-" counts as 0). Buying a tram changes the newest
/// colour to [`TramMarket::newest_after`](crate::game::state::TramMarket::newest_after); a
/// company's offer shows what that does to the trams it owns.
pub fn maintenance_changes(
    owned: &[TramColor],
    before: Option<TramColor>,
    after: TramColor,
) -> Vec<(TramColor, Money, Money)> {
    TramColor::ALL
        .into_iter()
        .filter(|c| owned.contains(c))
        .filter_map(|c| {
            let old = before.and_then(|b| c.maintenance(b)).unwrap_or(0);
            let new = c.maintenance(after).unwrap_or(0);
            (old != new).then_some((c, old, new))
        })
        .collect()
}

/// Table 1 (III.5, R10): tram cards by colour for 2, 3, 4, 5 and 6 players.
pub const TRAM_SUPPLY: [(TramColor, [u32; 5]); 5] = [
    //                 2p  3p  4p  5p  6p
    (TramColor::Yellow, [2, 4, 6, 8, 10]),
    (TramColor::Orange, [3, 4, 5, 6, 7]),
    (TramColor::Red, [3, 4, 5, 6, 7]),
    (TramColor::Pink, [3, 4, 5, 6, 7]),
    (TramColor::Purple, [3, 4, 5, 6, 7]),
];

/// The three tram buying spaces of the share price board (CRb), left to right.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TramSpace {
    /// The leftmost space, where each new colour arrives.
    Left,
    /// The middle space.
    Middle,
    /// The rightmost space; its unsold trams leave the game at the next CRb.
    Right,
}

impl TramSpace {
    /// The spaces, left to right.
    pub const ALL: [TramSpace; 3] = [TramSpace::Left, TramSpace::Middle, TramSpace::Right];
}

/// The prices printed above the tram buying spaces, by colour, for the left, middle and right
/// space (VIII.5.3; the board is an image, digest §3.2). `None`: the colour is never bought
/// on that space (yellow leaves the left space before anyone buys) or no price is printed
/// (purple on the right space: no trams are sold in CR6, A21).
pub const TRAM_PRICES: [(TramColor, [Option<Money>; 3]); 5] = [
    //                    left        middle      right
    (TramColor::Yellow, [None, Some(100), Some(50)]),
    (TramColor::Orange, [Some(300), Some(200), Some(100)]),
    (TramColor::Red, [Some(500), Some(400), Some(300)]),
    (TramColor::Pink, [Some(600), Some(500), Some(400)]),
    (TramColor::Purple, [Some(800), Some(600), None]),
];

/// The colours on the left, middle and right buying spaces after CRb of CR1 to CR6 (VIII.3,
/// R43): at set-up yellow is on the left space; every CRb removes what is on the right space,
/// shifts the others one space right and puts the next colour on the left.
pub const BUYING_SPACES: [[Option<TramColor>; 3]; 6] = {
    use TramColor::{Orange, Pink, Purple, Red, Yellow};
    [
        //     left          middle        right
        [Some(Orange), Some(Yellow), None],      // CR1
        [Some(Red), Some(Orange), Some(Yellow)], // CR2
        [Some(Pink), Some(Red), Some(Orange)],   // CR3
        [Some(Purple), Some(Pink), Some(Red)],   // CR4
        [None, Some(Purple), Some(Pink)],        // CR5
        [None, None, Some(Purple)],              // CR6
    ]
};

/// The colours on the buying spaces after CRb of Company Round `company_round` (all empty for
/// a round that does not exist).
pub fn buying_spaces(company_round: u8) -> [Option<TramColor>; 3] {
    usize::from(company_round)
        .checked_sub(1)
        .and_then(|i| BUYING_SPACES.get(i))
        .copied()
        .unwrap_or([None; 3])
}

/// A tram on sale: its colour and price.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TramOffer {
    /// The colour of the tram.
    pub color: TramColor,
    /// Its price on the space it sits on.
    pub price: Money,
}

/// The trams that can be bought in Company Round `company_round`, by space, left to right.
pub fn trams_on_sale(company_round: u8) -> [Option<TramOffer>; 3] {
    let colors = buying_spaces(company_round);
    TramSpace::ALL.map(|space| {
        let color = colors[space as usize]?;
        let price = TRAM_PRICES[color as usize].1[space as usize]?;
        Some(TramOffer { color, price })
    })
}

/// The price of a tram of `color` in Company Round `company_round`, if one is on sale.
pub fn tram_price(company_round: u8, color: TramColor) -> Option<Money> {
    trams_on_sale(company_round).into_iter().flatten().find(|o| o.color == color).map(|o| o.price)
}

/// Table 7 (VIII.5.3, R48): maintenance of a tram (rows) while the newest colour bought at
/// least once, by anyone, is the column: yellow, orange, red, pink, purple. Added to the
/// tram's revenue. `None` is Table 7's "-".
///
/// The purple row shows the purple tram's bonus of +200 (IX.8); it is the same 200 as
/// [`PURPLE_TRAM_BONUS`], not an extra one.
pub const MAINTENANCE: [(TramColor, [Option<Money>; 5]); 5] = [
    //                   yellow    orange    red        pink        purple
    (TramColor::Yellow, [Some(0), Some(0), Some(-50), Some(-200), Some(-400)]),
    (TramColor::Orange, [None, Some(0), Some(0), Some(-100), Some(-300)]),
    (TramColor::Red, [None, None, Some(0), Some(-50), Some(-100)]),
    (TramColor::Pink, [None, None, None, Some(0), Some(0)]),
    (TramColor::Purple, [None, None, None, None, Some(200)]),
];

/// Purple trams always add 200 to their revenue (VIII.5.3, IX.8, R88). Already in the purple
/// row of [`MAINTENANCE`].
pub const PURPLE_TRAM_BONUS: Money = 200;

/// A tram company owns at most this many trams, whatever number of lines it owns (VIII.5.3,
/// R20).
pub const MAX_TRAMS_PER_COMPANY: usize = 3;

// ---------------------------------------------------------------------------------------------
// Tram companies (IV.1.2, Table 2)
// ---------------------------------------------------------------------------------------------

/// One of the six tram companies (Table 2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TramCompany {
    /// Wiener Tramway Gesellschaft (WT).
    WienerTramway,
    /// Dampftramway Krauss & Comp. (DT K&C).
    DampftramwayKrauss,
    /// Schaeck-Jaquet & Comp. (SJE).
    SchaeckJaquet,
    /// Bau- und Betriebsgesellschaft für städtische Straßenbahnen in Wien (BBG).
    BauUndBetrieb,
    /// Wien-Kagranner Bahn (WKB).
    WienKagranner,
    /// Gemeinde Wien - Städtische Straßenbahnen (GWStStB).
    GemeindeWien,
}

impl TramCompany {
    /// All six, in the order of Table 2.
    pub const ALL: [TramCompany; 6] = [
        TramCompany::WienerTramway,
        TramCompany::DampftramwayKrauss,
        TramCompany::SchaeckJaquet,
        TramCompany::BauUndBetrieb,
        TramCompany::WienKagranner,
        TramCompany::GemeindeWien,
    ];

    /// The company's row of Table 2.
    pub fn row(self) -> &'static TramCompanyRow {
        &TRAM_COMPANIES[self as usize]
    }
}

/// One row of Table 2.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TramCompanyRow {
    /// The company.
    pub company: TramCompany,
    /// Its name.
    pub name: &'static str,
    /// Its abbreviation.
    pub abbreviation: &'static str,
    /// The colour of its charter and tokens.
    pub color: &'static str,
}

const fn tc(
    company: TramCompany,
    name: &'static str,
    abbreviation: &'static str,
    color: &'static str,
) -> TramCompanyRow {
    TramCompanyRow { company, name, abbreviation, color }
}

/// Table 2 (IV.1.2, R17): the tram companies.
pub const TRAM_COMPANIES: [TramCompanyRow; 6] = {
    use TramCompany::*;
    [
        tc(WienerTramway, "Wiener Tramway Gesellschaft", "WT", "black"),
        tc(DampftramwayKrauss, "Dampftramway Krauss & Comp.", "DT K&C", "purple"),
        tc(SchaeckJaquet, "Schaeck-Jaquet & Comp.", "SJE", "blue"),
        tc(
            BauUndBetrieb,
            "Bau- und Betriebsgesellschaft für städtische Straßenbahnen in Wien",
            "BBG",
            "yellow",
        ),
        tc(WienKagranner, "Wien-Kagranner Bahn", "WKB", "green"),
        tc(GemeindeWien, "Gemeinde Wien - Städtische Straßenbahnen", "GWStStB", "red"),
    ]
};

/// The director's certificate of a tram company: 50%, worth five shares, one certificate
/// (IV.1.2, R17). It can never be sold (VII.4).
pub const DIRECTOR_CERTIFICATE_SHARES: u32 = 5;

/// The ordinary 10% shares of a tram company (IV.1.2).
pub const TRAM_COMPANY_SHARES: u32 = 5;

/// The bank pays a tram company this many times its par price when its director's
/// certificate is bought (IV.1.2, VII.5, R18); the director pays [`DIRECTOR_CERTIFICATE_SHARES`]
/// times the par price.
pub const STARTING_TREASURY_PER_PAR: Money = 10;

/// Line spaces on a tram company's charter: it buys at most three lines in the game, at most
/// one per Company Round (IV.3, R20, R53).
pub const MAX_LINES_PER_COMPANY: usize = 3;

// ---------------------------------------------------------------------------------------------
// Stadtbahn companies (IV.1.3, Table 3)
// ---------------------------------------------------------------------------------------------

/// One row of Table 3, with the company's station markers (III.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct StadtbahnRow {
    /// The company.
    pub company: StadtbahnCompany,
    /// Its name as printed in Table 3.
    pub name: &'static str,
    /// Its abbreviation.
    pub abbreviation: &'static str,
    /// The colour of its tokens.
    pub color: &'static str,
    /// Its initial share price: the start cell of its marker on the chart
    /// ([`super::market::stadtbahn_start`]).
    pub initial_value: Money,
    /// Station markers placed on the map at set-up (III.5, R12).
    pub station_markers: u32,
}

const fn sb(
    company: StadtbahnCompany,
    name: &'static str,
    abbreviation: &'static str,
    color: &'static str,
    initial_value: Money,
    station_markers: u32,
) -> StadtbahnRow {
    StadtbahnRow { company, name, abbreviation, color, initial_value, station_markers }
}

/// Table 3 (IV.1.3, R21) and the markers of III.5 (R12): the Stadtbahn companies.
pub const STADTBAHN_COMPANIES: [StadtbahnRow; 4] = {
    use StadtbahnCompany::{D, G, V, W};
    [
        //  company  name            abbr  colour         value  markers
        sb(W, "Wiental Linie", "W", "brown", 95, 4),
        sb(V, "Vororte Linie", "V", "beige", 85, 6),
        sb(G, "Gürtel Linie", "G", "orange", 75, 3),
        sb(D, "Donaukanal Linie", "D", "dark yellow", 65, 4),
    ]
};

/// The row of Table 3 for a Stadtbahn company.
pub fn stadtbahn_row(company: StadtbahnCompany) -> &'static StadtbahnRow {
    &STADTBAHN_COMPANIES[company as usize]
}

/// The 10% shares of a Stadtbahn company; it has no director (IV.1.3).
pub const STADTBAHN_SHARES: u32 = 10;

/// What each Stadtbahn company pays in CR1 (VIII.5.2 note, R51): D and V 70, W and G 0. On the
/// full board this is what their runs over the printed track give before any tile is laid.
pub const CR1_STADTBAHN_DIVIDENDS: [(StadtbahnCompany, Money); 4] = [
    (StadtbahnCompany::W, 0),
    (StadtbahnCompany::V, 70),
    (StadtbahnCompany::G, 0),
    (StadtbahnCompany::D, 70),
];

// ---------------------------------------------------------------------------------------------
// Private companies (IV.2, Table 4)
// ---------------------------------------------------------------------------------------------

/// One row of Table 4. Private companies are named after their landmarks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PrivateRow {
    /// The private company and its landmark.
    pub private: Landmark,
    /// Its name.
    pub name: &'static str,
    /// Face value: the minimum opening bid (VI), the bank's price when it is returned (IV.2)
    /// and the most a tram company may pay for it (R93).
    pub face_value: Money,
    /// Paid by the bank to its owner in every CRa (VIII.2, R42).
    pub dividend: Money,
    /// The hex of the landmark halt.
    pub landmark_hex: Hex,
}

const fn private(
    private: Landmark,
    name: &'static str,
    face_value: Money,
    dividend: Money,
    hex: &str,
) -> PrivateRow {
    PrivateRow { private, name, face_value, dividend, landmark_hex: Hex::from_label(hex) }
}

/// Table 4 (IV.2, R22): the private companies.
pub const PRIVATES: [PrivateRow; 6] = {
    use Landmark::*;
    [
        //       private             name                  face  div.  landmark
        private(Prater, "Prater", 10, 5, "D28"),
        private(Karlskirche, "Karlskirche", 20, 10, "E21"),
        private(SchlossBelvedere, "Schloss Belvedere", 30, 15, "H22"),
        private(Hofburg, "Hofburg", 40, 20, "E19"),
        private(Stephansdom, "Stephansdom", 50, 25, "D20"),
        private(SchlossSchoenbrunn, "Schloss Schönbrunn", 60, 30, "K7"),
    ]
};

/// The row of Table 4 for a private company.
pub fn private_row(private: Landmark) -> &'static PrivateRow {
    &PRIVATES[private as usize]
}

/// A tram route earns this much more for each landmark it runs to or through whose private
/// company belongs to the line's tram company (IV.2, IX.8, R27).
pub const LANDMARK_BONUS: Money = 20;

/// Bids in the private auction: the first at least the face value, every bid a multiple of 5
/// above it (VI, R30).
pub const PRIVATE_BID_STEP: Money = 5;

/// If nobody bids on the first private company put up, its price drops by this much and it
/// is auctioned again (VI, R31).
pub const PRIVATE_PRICE_DROP: Money = 5;

// ---------------------------------------------------------------------------------------------
// Lines (IV.3, IX.6)
// ---------------------------------------------------------------------------------------------

/// A line card: its number and its home base.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct LineCard {
    /// The line number, 1 to 18.
    pub number: u8,
    /// The hex of the interchange circle printed with the line's number (IX.6; digest §3.4).
    pub home: Hex,
}

const fn line(number: u8, home: &str) -> LineCard {
    LineCard { number, home: Hex::from_label(home) }
}

/// The 18 lines and their home hexes (IV.3; the homes are on the map, digest §3.4). Lines 1 and
/// 2 share the OO hex D18, which is why card 2 is kept out of the first display (III.5, A42).
pub const LINES: [LineCard; 18] = [
    line(1, "D18"),
    line(2, "D18"),
    line(3, "E17"),
    line(4, "H28"),
    line(5, "G15"),
    line(6, "K27"),
    line(7, "F18"),
    line(8, "J10"),
    line(9, "C7"),
    line(10, "D4"),
    line(11, "B12"),
    line(12, "E11"),
    line(13, "G3"),
    line(14, "E3"),
    line(15, "J16"),
    line(16, "D26"),
    line(17, "A29"),
    line(18, "I21"),
];

/// The line card put aside while the first line cards are dealt, then shuffled into the stack
/// (III.5, R13).
pub const LINE_SET_ASIDE_AT_SET_UP: u8 = 2;

/// The line card with this number, if it exists.
pub fn line_card(number: u8) -> Option<&'static LineCard> {
    LINES.iter().find(|card| card.number == number)
}

/// The cost of a line's station markers, in the order they are placed: the home station is
/// free, then 20, 40, 60, 80 and 100 (IX.6, R28, R77). Printed on the company charters.
pub const STATION_MARKER_COSTS: [Money; 6] = [0, 20, 40, 60, 80, 100];

/// The cost of a line's next station marker when it has already placed `placed` of them;
/// `None` when all six are on the map.
pub fn station_marker_cost(placed: usize) -> Option<Money> {
    STATION_MARKER_COSTS.get(placed).copied()
}

/// What the 2- and 3-player games take out of the box (XII, XIII).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Removals {
    /// Line cards out of the game.
    pub lines: &'static [u8],
    /// Stadtbahn companies out of the game, with their shares and markers.
    pub stadtbahn: &'static [StadtbahnCompany],
    /// Private companies out of the game.
    pub privates: &'static [Landmark],
}

/// What is removed before play on a board (XII, XIII, R15, R16).
///
/// The 3-player removals apply to the small map only: a 3-player game on the full board keeps
/// everything (A41).
pub fn removals(board: BoardVariant) -> Removals {
    match board {
        BoardVariant::Full => Removals { lines: &[], stadtbahn: &[], privates: &[] },
        BoardVariant::ThreePlayerSmall => Removals {
            lines: &[9, 10, 13, 14, 16, 17],
            stadtbahn: &[StadtbahnCompany::V],
            privates: &[Landmark::Prater],
        },
        BoardVariant::TwoPlayer => Removals {
            lines: &[8, 9, 10, 11, 12, 13, 14, 16, 17],
            stadtbahn: &[StadtbahnCompany::V],
            privates: &[Landmark::Prater, Landmark::SchlossSchoenbrunn],
        },
    }
}

/// The line cards in play on a board.
pub fn lines_in_play(board: BoardVariant) -> impl Iterator<Item = &'static LineCard> {
    let removed = removals(board).lines;
    LINES.iter().filter(move |card| !removed.contains(&card.number))
}

/// The Stadtbahn companies in play on a board.
pub fn stadtbahn_in_play(board: BoardVariant) -> impl Iterator<Item = StadtbahnCompany> {
    let removed = removals(board).stadtbahn;
    StadtbahnCompany::ALL.into_iter().filter(move |c| !removed.contains(c))
}

/// The private companies in play on a board.
pub fn privates_in_play(board: BoardVariant) -> impl Iterator<Item = &'static PrivateRow> {
    let removed = removals(board).privates;
    PRIVATES.iter().filter(move |row| !removed.contains(&row.private))
}

// ---------------------------------------------------------------------------------------------
// Costs, auctions, dividends, loans, end of game
// ---------------------------------------------------------------------------------------------

/// A yellow Stadtbahn tile costs 20, paid by the line's tram company (IX.4, R69).
pub const STADTBAHN_TILE_COST: Money = 20;

/// A yellow tile on the Danube hex (B28) costs 40 (III.4.1, IX.4, R69); upgrading it is free
/// (A38).
pub const DANUBE_TILE_COST: Money = 40;

/// Upgrading a tile is free (IX.5, R74).
pub const UPGRADE_COST: Money = 0;

/// A line may remove a Stadtbahn station marker for 40 paid to the bank (IX.6, R82).
pub const REMOVE_STADTBAHN_MARKER_COST: Money = 40;

/// The lowest bid in a line auction (VIII.6, R52).
pub const LINE_MIN_BID: Money = 20;

/// Line auction bids are multiples of 5 (VIII.6, R52).
pub const LINE_BID_STEP: Money = 5;

/// A tram company's total dividend is a multiple of 10 (VIII.5.1, R46).
pub const DIVIDEND_UNIT: Money = 10;

/// A loan card gives the player 100 from the bank (VIII.5.3, IX.8, R50, R89).
pub const LOAN_AMOUNT: Money = 100;

/// Each loan card counts −200 against its player's wealth at the end; loans are never repaid
/// (XI, R2, R98).
pub const LOAN_END_VALUE: Money = -200;
