//! What is wrong with an export, as data (issue 51): the app words each fault in the player's
//! language, the command-line tool in English (the `Display` here). Only the export's own
//! strings (a name, a tile, a route's hexes) are kept as text, cut by [`crate::brief::quote`].

use serde::{Deserialize, Serialize};

use crate::data::game_tables::{Money, TramColor, TramCompany};
use crate::rules::LineNumber;

/// Where and what kind of fault serde_json found in a text ([`serde_json::Error`]'s
/// `line`, `column` and `classify`), without serde's English.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[error("{category} at line {line} column {column}")]
pub struct JsonFault {
    /// The line, from 1 (0 when the fault has no place).
    pub line: usize,
    /// The column, from 1.
    pub column: usize,
    /// What kind of fault.
    pub category: JsonCategory,
}

impl JsonFault {
    /// The fault of a serde_json error.
    pub fn of(error: &serde_json::Error) -> JsonFault {
        use serde_json::error::Category;
        let category = match error.classify() {
            Category::Io => JsonCategory::Io,
            Category::Syntax => JsonCategory::Syntax,
            Category::Data => JsonCategory::Data,
            Category::Eof => JsonCategory::Eof,
        };
        JsonFault { line: error.line(), column: error.column(), category }
    }
}

/// The kinds of [`serde_json::error::Category`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[serde(rename_all = "snake_case")]
pub enum JsonCategory {
    /// The text could not be read.
    #[error("the text could not be read")]
    Io,
    /// Not JSON: a character where JSON has none.
    #[error("a character that JSON does not allow there")]
    Syntax,
    /// JSON, but a value of the wrong type or shape.
    #[error("a value of the wrong kind")]
    Data,
    /// The text ends in the middle of a value.
    #[error("the text ends in the middle of a value")]
    Eof,
}

/// Why JSON that is no 1840 export with a title is not an export.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[serde(rename_all = "snake_case")]
pub enum ShapeFault {
    /// No `title`.
    #[error("it has no \"title\"")]
    NoTitle,
    /// Its fields are not the export's.
    #[error("its fields are not those of an export: {0}")]
    Fields(JsonFault),
}

/// Why the action log is damaged or incomplete at an action.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[serde(rename_all = "snake_case")]
pub enum LogFault {
    /// The action is not one of the export's shape.
    #[error("the action cannot be read: {0}")]
    Unreadable(JsonFault),
    /// No `id`.
    #[error("it has no id")]
    NoId,
    /// Id 0.
    #[error("its id is 0, ids count from 1")]
    IdZero,
    /// An id not above the one before it.
    #[error("its id does not follow the id before it ({before}): actions are out of order")]
    IdNotIncreasing {
        /// Its id.
        id: u64,
        /// The id of the action before it.
        before: u64,
    },
    /// An undo back to an action that is not before it.
    #[error("it undoes back to action {target}, which is not before it")]
    UndoTargetNotBefore {
        /// The id it undoes back to.
        target: u64,
    },
    /// An undo with no action left to undo.
    #[error("it undoes an action, but none is left")]
    UndoWithNothingLeft,
    /// A redo with nothing undone.
    #[error("it redoes an action, but nothing was undone")]
    RedoWithNothingUndone,
}

/// Why an action of the export has no counterpart in the engine. Names quoted from the export
/// are cut short ([`crate::brief::quote`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[serde(rename_all = "snake_case")]
pub enum MapFault {
    /// It comes after the last round of the Round Bar.
    #[error("it comes after the end of the Round Bar")]
    AfterRoundBar,
    /// It is of a kind of round that does not come again.
    #[error("it comes after the last round of its kind")]
    AfterLastRound,
    /// A player id not among the export's players.
    #[error("player {id} is not in this game")]
    PlayerNotInGame {
        /// The 18xx.games id.
        id: u64,
    },
    /// An entity name that is no company of 1840.
    #[error("\"{name}\" is not a company of 1840")]
    NotACompany {
        /// The name, as the export has it.
        name: String,
    },
    /// No entity.
    #[error("it names nobody who acts")]
    NobodyActs,
    /// An action type a player cannot take.
    #[error("a player cannot {kind} at this point")]
    PlayerCannot {
        /// The 18xx.games action type.
        kind: String,
    },
    /// An action type a tram company cannot take.
    #[error("a tram company cannot {kind} in 1840")]
    CompanyCannot {
        /// The 18xx.games action type.
        kind: String,
    },
    /// An action type a line cannot take.
    #[error("a line cannot {kind} in 1840")]
    LineCannot {
        /// The 18xx.games action type.
        kind: String,
    },
    /// A Stadtbahn company doing anything but run.
    #[error("a Stadtbahn company only runs")]
    StadtbahnOnlyRuns,
    /// A private company doing anything but be sold to the bank.
    #[error("a private company can only be sold to the bank")]
    PrivateOnlySold,
    /// A private company sold whose owner the log does not show.
    #[error("the log does not show who owns that private")]
    PrivateOwnerUnknown,
    /// No price (a bid, a tram, a private bought).
    #[error("it has no price")]
    NoPrice,
    /// A dividend without amount.
    #[error("the dividend has no amount")]
    NoAmount,
    /// A dividend of another kind than 1840's.
    #[error("1840 dividends are any multiple of 10")]
    DividendNotVariable,
    /// No private company of 1840 named.
    #[error("it names no private company of 1840")]
    NoPrivate,
    /// Order cards chosen before the auction ended.
    #[error("Playing Order Cards are chosen after the auction")]
    OrderCardsAfterAuction,
    /// A choice that is not a playing position.
    #[error("the choice is not a playing position")]
    NotAPlayingPosition,
    /// A par of something but a tram company.
    #[error("only tram companies are parred")]
    OnlyTramCompaniesParred,
    /// A par price that cannot be read.
    #[error("the par price cannot be read")]
    ParPriceUnreadable,
    /// A buy of more than one certificate.
    #[error("1840 buys one certificate at a time")]
    OneCertificateAtATime,
    /// A share id that is not one of 1840.
    #[error("\"{name}\" is not a share of an 1840 company")]
    NotAShare {
        /// The share id, as the export has it.
        name: String,
    },
    /// A director certificate bought without par.
    #[error("a director certificate is bought with par")]
    DirectorCertificateWithPar,
    /// A sale of shares of several companies.
    #[error("a sale is of shares of one company")]
    SaleOfOneCompany,
    /// A sale of no shares.
    #[error("the sale names no shares")]
    SaleNamesNoShares,
    /// A sale of more shares than a company has.
    #[error("it sells {count} shares of one company, which has {units}")]
    TooManyShares {
        /// The shares sold.
        count: u64,
        /// The shares a company has.
        units: u8,
    },
    /// A sale of a director certificate without percentage.
    #[error("a sale of a director certificate names no percentage")]
    DirectorSaleWithoutPercent,
    /// A percentage that is not whole 10% shares.
    #[error("it sells {percent}%, not whole 10% shares")]
    NotWholeShares {
        /// The percentage sold.
        percent: u64,
    },
    /// A line put up without an opening bid.
    #[error("line {line} was put up without an opening bid")]
    NoOpeningBid {
        /// The line.
        line: LineNumber,
    },
    /// A bid on a line not up for auction.
    #[error("line {line} is not up for auction")]
    LineNotUpForAuction {
        /// The line.
        line: LineNumber,
    },
    /// No line card of 1840 named.
    #[error("it names no line card of 1840")]
    NoLineCard,
    /// A name that is no line.
    #[error("\"{name}\" is not a line")]
    NotALine {
        /// The name, as the export has it.
        name: String,
    },
    /// A line acting that no company bought.
    #[error("line {line} acts, but no company bought it")]
    LineWithoutCompany {
        /// The line.
        line: LineNumber,
    },
    /// No tram named.
    #[error("no tram is named")]
    NoTramNamed,
    /// A tram name that is no tram of 1840.
    #[error("\"{name}\" is not a tram of 1840")]
    NotATram {
        /// The name, as the export has it.
        name: String,
    },
    /// A tram price no buying space has.
    #[error("no buying space sells a {color:?} tram for {price}")]
    NoBuyingSpace {
        /// The tram's colour.
        color: TramColor,
        /// The price paid.
        price: Money,
    },
    /// A tram the company does not own.
    #[error("{} owns no tram {tram}", company.row().abbreviation)]
    NoSuchTram {
        /// The company.
        company: TramCompany,
        /// The tram's name, as the export has it.
        tram: String,
    },
    /// A hex label that is no hex of the map.
    #[error("\"{label}\" is not a hex coordinate of the map")]
    NotAHex {
        /// The label, as the export has it.
        label: String,
    },
    /// No tile named.
    #[error("no tile is named")]
    NoTileNamed,
    /// A tile that is no tile of 1840.
    #[error("{name} is not a tile of 1840")]
    NotATile {
        /// The tile's name, as the export has it.
        name: String,
    },
    /// A rotation outside 0 to 5.
    #[error("the rotation is not 0 to 5")]
    NotARotation,
    /// More than one route for a line.
    #[error("a line runs one tram, so one route")]
    OneRoutePerLine,
    /// No circle named.
    #[error("no circle is named")]
    NoCircleNamed,
    /// A name that is no circle on the map.
    #[error("\"{name}\" is not a circle on the map")]
    NotACircle {
        /// The name, as the export has it.
        name: String,
    },
    /// A name that is no stop on the map.
    #[error("\"{name}\" is not a stop on the map")]
    NotAStop {
        /// The name, as the export has it.
        name: String,
    },
    /// A route that does not follow the track.
    #[error("the recorded route {hexes} does not follow the track on the map")]
    OffTrack {
        /// Its hexes, as the export has them, joined by "-".
        hexes: String,
    },
}
