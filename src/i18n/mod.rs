//! Every user-visible string of the app, worded per language at render time.
//!
//! The wordings are data: one translation file per language and namespace,
//! `locales/{en,es,de}/{shell,tramways,trambahn}.json`, read through [`words`] (keys and
//! arguments checked at compile time; the browser fetches only the language shown).
//! Which phrase words a piece of data, with what arguments, is Rust written once for every
//! language: the shell's here, each game's in its folder (`crate::games::vienna::words`,
//! `crate::games::trambahn::words`), re-exported here so that callers name one module.
//! Components never write English (or any language) inline.
//!
//! Here: [`Lang`] (English, Spanish, German; their codes and the browser's preference), the
//! [`Text`] keys and [`t`], [`Names`] (how a message names players and companies), numbers and
//! money ([`number`], [`money`], [`decimal`]), [`Wording`] (a message worded when it is shown,
//! in the language of that moment), and the shell's phrases ([`moves_played`],
//! [`conflict_detail`], [`replay_refused`], [`turn_of`], [`viewing`], [`progress`], …).

#[cfg(test)]
pub(crate) mod samples;
pub mod words;

/// A name (or other input) as a message quotes it: itself when short, else cut with "…"
/// (names come from files and links). Every game's words quote through this one.
pub use tramways_engine::brief::quote;

// Trambahn's words, written in its folder (`src/games/trambahn/words.rs`), said here with the
// rest of the app's.
#[cfg(feature = "trambahn")]
pub use crate::games::trambahn::words::{
    TbWords, tb_card, tb_colour, tb_column, tb_end_reason, tb_end_turn_loss, tb_event,
    tb_hand_size, tb_hint_reason, tb_money, tb_pass_to, tb_price, tb_refusal, tb_run,
    tb_scoring_gains, tb_scoring_title, tb_scorings, tb_step, tb_target, tb_thinking,
    tb_to_extra_tour, tb_tram_kind, tb_turn, tb_until_scoring, tb_winner, tb_words,
    trambahn_replay_problem, trambahn_setup_problem,
};

// 1840's play phrases: Rust written once over `locales/<lang>/tramways.json`.
pub use crate::games::vienna::words::play::{
    action_label, auction_status, bonus, bonus_short, buy_tram_label, company_money, company_offer,
    company_trams, company_turn, cost, event_text, hint, home_title, lay_target_label,
    line_heading, line_title, line_turn, maintenance_change, move_phrase, must_buy_note,
    private_offer, removal_target_label, round, run_summary, stadtbahn_title, station_target_label,
    tram_colour, tram_payment,
};

/// 1840's refusals and problems, worded (written once for every language, in the game's
/// module).
pub use crate::games::vienna::words::refusals::{
    advice, export_problem, import_problem, lay_refusal, outlook, refusal, round_short,
    route_refusal, setup_problem,
};

use std::sync::Arc;

use serde::{Deserialize, Serialize};
use tramways_engine::data::Landmark;
use tramways_engine::data::game_tables::{TramColor, TramCompany, private_row, stadtbahn_row};
use tramways_engine::game::{CompanyId, PlayerId, State};

/// A language the app speaks.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Spanish (Español): the words of the Spanish rulebook.
    Es,
    /// German (Deutsch): the words of the German edition where known.
    De,
}

impl Lang {
    /// Every language, in the order the picker lists them.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Es, Lang::De];

    /// The language's code (BCP 47), for `<html lang>` and for remembering the choice.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
            Lang::De => "de",
        }
    }

    /// The language named in itself, as the picker lists it.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Es => "Español",
            Lang::De => "Deutsch",
        }
    }

    /// The language of a code such as "es", "es-ES" or "de-AT"; `None` for any other.
    pub fn from_code(code: &str) -> Option<Lang> {
        let primary = code.split(['-', '_']).next().unwrap_or_default().to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The first of the browser's preferred languages (`navigator.languages`, most preferred
    /// first) that the app speaks, else English.
    pub fn preferred<'a>(codes: impl IntoIterator<Item = &'a str>) -> Lang {
        codes.into_iter().find_map(Lang::from_code).unwrap_or_default()
    }
}

/// The key of one user-visible string.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Text {
    /// The game's title.
    Title,
    /// One line under the title on the start screen.
    Tagline,
    /// Start screen button: begin a new game.
    NewGame,
    /// Heading above the board.
    BoardHeading,
    /// Start screen button: open the tile gallery.
    ShowGallery,
    /// Heading of the tile gallery.
    GalleryHeading,
    /// Explanation under the gallery heading.
    GalleryNote,
    /// Button: back to the previous screen.
    Back,
    /// Accessible name of the SVG map.
    MapLabel,
    /// Credit line in the footer.
    Credit,
    /// Heading of the new-game form.
    NewGameHeading,
    /// Label of a player's name field.
    PlayerName,
    /// Button: add a player.
    AddPlayer,
    /// Button: remove a player.
    RemovePlayer,
    /// Label of the board choice.
    Board,
    /// Board: the full board.
    BoardFull,
    /// Board: the small map for 3 players.
    BoardSmall,
    /// Board: the 2-player board.
    BoardTwo,
    /// Label of the seed field.
    Seed,
    /// Explanation of the seed.
    SeedNote,
    /// Label of the choice of rules.
    Rules,
    /// Rules: the printed rulebook.
    RulesPrinted,
    /// Rules: as 18xx.games plays 1840.
    RulesEighteenXx,
    /// What "as on 18xx.games" changes.
    RulesEighteenXxNote,
    /// Button: start the game.
    StartGame,
    /// Button: undo.
    Undo,
    /// Button: redo.
    Redo,
    /// Heading: what the current player may do.
    YourMoves,
    /// Heading of the game log.
    GameLog,
    /// Heading of the players' sheet.
    Players,
    /// Heading of the companies' sheet.
    Companies,
    /// Column: cash.
    Cash,
    /// Column: value.
    Value,
    /// Column: loans.
    Loans,
    /// Column: privates.
    Privates,
    /// Column: treasury.
    Treasury,
    /// Column: revenue space.
    Revenue,
    /// Column: share price.
    Price,
    /// Column: shares in the Pool.
    Pool,
    /// Column: lines.
    Lines,
    /// Column: trams.
    Trams,
    /// Heading of the share price chart.
    SharePrices,
    /// Heading of the end screen.
    GameOver,
    /// The winner line prefix.
    Winner,
    /// Button: end the game now by agreement.
    EndGameNow,
    /// Heading of the private auction panel.
    PrivateAuction,
    /// Column: face value.
    FaceValue,
    /// Column: dividend.
    Dividend,
    /// Column: owner.
    Owner,
    /// The bank (owner of unsold things).
    Bank,
    /// Label of the custom amount field.
    Amount,
    /// Button: bid/pay the custom amount.
    Confirm,
    /// Heading of the round bar.
    RoundBar,
    /// Column: the high bid.
    HighBid,
    /// Heading of the Share Round panel.
    BuyAndSell,
    /// Button prefix: buy a share.
    Buy,
    /// Button prefix: sell shares.
    Sell,
    /// Column: the acting player's holding.
    YouHold,
    /// Label: the trams still to come.
    FutureTrams,
    /// Heading: trams for sale.
    TramsForSale,
    /// Heading: lines for sale.
    LinesForSale,
    /// Dividend button: pay.
    Pay,
    /// Dividend button: per share.
    PerShare,
    /// Dividend button: the new price.
    PriceTo,
    /// Heading: saved games.
    SavedGames,
    /// Button: resume a saved game.
    Resume,
    /// Button: delete a saved game.
    Delete,
    /// Button: confirm the deletion.
    ReallyDelete,
    /// A finished game.
    Finished,
    /// Prefix of a warning about an unreadable saved game.
    SetAside,
    /// Warning: the last move could not be saved.
    NotSaved,
    /// Column: certificates held / limit.
    Certificates,
    /// Column: Playing Order Card.
    OrderCard,
    /// Default names of the seats, comma-separated: the form starts with the first three and
    /// gives each added seat the next one not yet typed.
    DefaultNames,
    // --- Optimizer benchmark page (issue 5) ---
    /// Heading of the optimizer benchmark page.
    BenchHeading,
    /// What the benchmark measures.
    BenchNote,
    /// Shown while the benchmark runs.
    BenchRunning,
    /// Button: run the benchmark again.
    BenchAgain,
    /// Column: line number.
    BenchLine,
    /// Column: number of stops on the route.
    BenchStops,
    /// Column: median time in milliseconds.
    BenchMedian,
    /// Column: slowest time in milliseconds.
    BenchMax,
    /// Summary label: all lines together.
    BenchAll,

    // ----- Saved games, files, share links, tabs (persistence area, issue 9) -----
    /// Saved games list: label before the date of the last move.
    LastPlayed,
    /// Saved games list: shown when there are none.
    NoSavedGames,
    /// Button: show a saved game's other actions (rename, copy, export, share, delete).
    MoreActions,
    /// Button: hide them again.
    FewerActions,
    /// Button: rename a saved game.
    Rename,
    /// Label of the name field.
    GameName,
    /// Button: keep the new name.
    SaveName,
    /// Button: cancel.
    Cancel,
    /// Button: duplicate a saved game.
    Duplicate,
    /// Appended to the name of a duplicate.
    CopySuffix,
    /// Button: download a game as a file.
    ExportFile,
    /// Button: download a game as an 18xx.games export.
    ExportEighteenXx,
    /// Message prefix when a game cannot be exported for 18xx.games.
    ExportEighteenXxFailed,
    /// Why: the game was not set up with the rules of 18xx.games; `{why}` says how it differs.
    ErrNotEighteenXxRules,
    /// Button: make a share link.
    ShareLink,
    /// Button: copy the share link.
    CopyLink,
    /// After the link was copied.
    LinkCopied,
    /// When the browser refused to copy.
    CopyFailed,
    /// Under a share link: what it does.
    ShareNote,
    /// Share link size: "KB" after the number.
    Kilobytes,
    /// Button: import a game file.
    ImportGame,
    /// Under the import button: which files.
    ImportNote,
    /// Message prefix after a failed import.
    ImportFailed,
    /// Message prefix after a broken share link.
    LinkBroken,
    /// Message prefix after a failed rename/duplicate.
    ActionFailed,
    /// Name of a game imported from 18xx.games (followed by its id).
    FromEighteenXx,
    /// Heading of the banner when another tab changed the open game.
    ConflictHeading,
    /// Button: load the other tab's version.
    LoadNewer,
    /// Button: keep this tab's game as a copy.
    KeepAsCopy,
    /// Appended to the name of the copy kept from this tab.
    ThisTabSuffix,
    /// The stored entry is gone.
    ErrMissing,
    /// A stored entry is not JSON.
    ErrNotJson,
    /// JSON, but not a saved game of this app.
    ErrNotOurs,
    /// Saved by a newer app; {n} is the schema.
    ErrNewer,
    /// A saved game with wrong fields.
    ErrDamaged,
    /// The log does not replay (followed by the engine's reason).
    ErrReplay,
    /// The storage is full.
    ErrFull,
    /// The browser gives no storage.
    ErrNoStorage,
    /// A link with no game in it.
    ErrLinkNoGame,
    /// A link of a newer format; {n} is the format.
    ErrLinkFormat,
    /// A damaged link.
    ErrLinkDamaged,
    /// A link that inflates beyond the limit; {n} is the limit in MB.
    ErrLinkTooLarge,
    /// An empty file.
    ErrFileEmpty,
    /// A file over the limit; {n} is the limit in MB.
    ErrFileTooLarge,
    /// A file that is not JSON.
    ErrFileNotJson,
    /// JSON, but not a game.
    ErrFileUnknown,
    /// The picked file could not be read.
    ErrFileUnreadable,
    /// The browser refused the download.
    ErrDownload,
    // ----- The game map and Line Rounds (issue 8) -----
    /// Map button: zoom in.
    ZoomIn,
    /// Map button: zoom out.
    ZoomOut,
    /// Map button: show the whole map.
    FitMap,
    /// Accessible name of the game map.
    GameMapLabel,
    /// Heading of the tile supply.
    TileSupply,
    /// Line Round panel: the Treasury.
    LineTreasury,
    /// Line Round panel: how to lay a tile.
    HintLay,
    /// Line Round panel: how to lay the Stadtbahn tile.
    HintStadtbahn,
    /// Line Round panel: how to place a station marker.
    HintStation,
    /// Line Round panel: how to remove a Stadtbahn marker.
    HintRemoval,
    /// Line Round panel: the bonus to take now.
    HintBonus,
    /// Step done: the normal lay.
    DoneLay,
    /// Step done: the Stadtbahn tile.
    DoneStadtbahn,
    /// Step done: the station marker.
    DoneStation,
    /// Button: turn the tile being tried.
    Rotate,
    /// Button: lay / place / remove as chosen.
    ConfirmChoice,
    /// Label: what a choice costs.
    Cost,
    /// Cost of nothing.
    Free,
    /// A tile that replaces the one lying there.
    UpgradeWord,
    /// The lay being chosen: the normal one.
    ModeNormal,
    /// The lay being chosen: the Stadtbahn tile.
    ModeStadtbahn,
    /// The lay being chosen: the bonus tile.
    ModeBonus,
    /// Button: run the tram (also the move's label).
    RunTheTram,
    /// Button: skip the bonus (also the move's label).
    SkipTheBonus,
    /// Toggle: draw the route on the map.
    ShowRoute,
    /// Heading of the route breakdown.
    RouteHeading,
    /// Breakdown: the landmark bonus.
    LandmarkBonus,
    /// Breakdown: stops plus landmarks.
    RouteRevenue,
    /// Breakdown: maintenance (+200 of a purple tram).
    Maintenance,
    /// Breakdown: the income booked.
    Income,
    /// The line has no tram.
    NoTram,
    /// The line has no route.
    NoRoute,
    /// Heading: the run just made.
    LastRun,
    /// Heading: buy privates from players.
    BuyPrivates,
    /// Button: buy a private.
    BuyPrivateFor,
    /// Label: the place a choice is made.
    Where,
    /// Label of the keyboard help.
    KeysHelp,
    /// Accessible name of the language picker.
    Language,
    // ----- Bots (issue 20) -----
    /// Label: who plays a seat (a person or the computer).
    PlayedBy,
    /// A seat played by a person.
    Person,
    /// A seat played by the computer at random.
    BotRandom,
    /// A seat played by the computer with rules of thumb.
    BotSteady,
    /// A seat played by the computer looking ahead.
    BotStrong,
    /// Said of a seat the computer plays (banner, log).
    Computer,
    /// Button: the computer stops moving for its seats.
    PauseBots,
    /// Button: the computer moves for its seats again.
    ResumeBots,
    /// Label: how fast the computer moves.
    BotSpeed,
    /// Bot speed: a pace a person can follow.
    SpeedNormal,
    /// Bot speed: fast.
    SpeedFast,
    /// Bot speed: no pause at all.
    SpeedInstant,
    /// Button: ask what the strong computer would play now.
    Hint,
    /// Heading of a hint: the move the strong computer would play.
    HintHeading,
    /// Button: play the move a hint shows.
    PlayHint,
    /// Button: put the hint away.
    CloseHint,
    /// The computer is thinking (its own move, or a hint).
    Thinking,
    /// The history browser's controls (their accessible name).
    HistoryNav,
    /// History: the game's start.
    HistoryFirst,
    /// History: the start of this round, or of the round before.
    HistoryPreviousRound,
    /// History: one action back.
    HistoryPrevious,
    /// History: one action on.
    HistoryNext,
    /// History: the start of the next round.
    HistoryNextRound,
    /// History: back to the game now.
    BackToNow,
    /// The slider over the game's actions (its accessible name).
    HistorySlider,
    /// Heading of the charts: the game's story.
    StoryHeading,
    /// Chart: every company's share price over the game.
    ChartPrices,
    /// Chart: every player's value (as scored) over the game.
    ChartValues,
    /// Chart: every player's cash over the game.
    ChartCash,
    /// Toggle: the players' chart shows cash alone.
    CashOnly,
    /// Chart and table: each line's income per Line Round.
    ChartLines,
    /// Chart and table: each tram company's dividends per Company Round.
    ChartDividends,
    /// Toggle: a chart shown as a table (its text alternative).
    ShowTable,
    /// Legend of a chart marker: a dividend paid in full.
    MarkPaid,
    /// Legend of a chart marker: part of the income paid.
    MarkPartial,
    /// Legend of a chart marker: the income withheld.
    MarkWithheld,
    /// Legend of a chart marker: shares sold.
    MarkSold,
    /// Column header: the round.
    RoundColumn,
    /// Column header: the line.
    LineColumn,
    /// Column header: the total.
    TotalColumn,
    /// Column header: the rank.
    RankColumn,
    /// Column header: a player's shares at their price.
    SharesColumn,
    /// A chart's help: tap a point to read its value.
    TapAPoint,
    /// The 18xx.games converter (a worker loaded when needed) did not start or answer; {reason} is why, for developers.
    ErrEighteenXxWorker,
    /// The game screen (a part of the app downloaded when first needed) could not be downloaded: offline before it was ever cached.
    ErrGameScreen,
    /// A game of another page of the app (the 1840 page hands Trambahn to trambahn.html): {game} is its name.
    ErrElsewhere,
    /// Under the game log, when only its newest lines are drawn: show the earlier ones too.
    LogShowEarlier,
    /// Trambahn's rules in short: cards, money and the end (one point per line).
    TbRulesEnd,
    /// Trambahn's rules in short: the heading of the end.
    TbRulesEndTitle,
    /// Trambahn's rules in short: scoring (one point per line).
    TbRulesScoring,
    /// Trambahn's rules in short: the heading of scoring.
    TbRulesScoringTitle,
    /// Trambahn's rules in short: a turn (one point per line).
    TbRulesTurn,
    /// Trambahn's rules in short: the heading of a turn's steps.
    TbRulesTurnTitle,
    /// The start screen's line under the Trambahn card.
    TrambahnTagline,
    /// A Trambahn save of a later version; {n} is its version.
    ErrTrambahnVersion,
    /// A Trambahn game played under rules of a later version; {n} is its rules version.
    ErrTrambahnRules,
    /// On a Trambahn game started under the first rules (before issue 49's correction): it
    /// goes on under them.
    TbFirstRulesNote,
    /// A Trambahn set-up whose stacked deck is not the 120 cards once each.
    ErrTrambahnDeck,
    /// A Trambahn set-up without exactly two players; {n} is how many.
    ErrTrambahnPlayers,
    /// A new Trambahn game's names are missing or the same.
    ErrTrambahnNames,
    /// Under the seed of a new Trambahn game.
    TrambahnSeedNote,
    /// Button: exchange the two seats of a new Trambahn game (who starts).
    SwapSeats,
    /// Under the seats of a new Trambahn game: who starts ({name}) and the money each takes.
    StartsFirst,
    /// What Trambahn is, under the form's heading.
    TrambahnIntro,
    /// The heading of the form for a new game of Trambahn.
    NewTrambahnHeading,
    /// The start screen's button for a new game of Trambahn.
    NewTrambahnGame,
    /// The name of the game 1840 (a proper name), as the start screen tells the games apart.
    GameVienna,
    /// The name of the card game Trambahn (a proper name).
    GameTrambahn,
    /// A saved Trambahn game's progress: {n} regular scorings of 10 so far.
    TrambahnScorings,
    /// A saved game of a game this version of the app does not know; {kind} is the name it gives.
    ErrOtherGame,
    /// Trambahn: heading of a player's columns (lines).
    TbColumns,
    /// Trambahn: victory points, abbreviated after a number.
    TbPoints,
    /// Trambahn: under the person's hand while the other player moves.
    TbWaitTurn,
    /// Trambahn: said where a hand is hidden behind the curtain.
    TbHandHidden,
    /// Trambahn: under the result, how ties are broken.
    TbTieBreak,
    /// Trambahn: the end screen when points and money are equal.
    TbSharedWin,
    /// Trambahn: what to do after choosing a tram.
    TbTapColumn,
    /// Trambahn: what to do after choosing a card.
    TbTapPlace,
    /// Trambahn: what to do first in a turn.
    TbTapCard,
    /// Trambahn: a player without columns.
    TbNoColumns,
    /// Trambahn: a column without a tram (it goes to money at the end of the turn).
    TbNoTram,
    /// Trambahn: a column whose extra tour has run.
    TbExtraTourDone,
    /// Trambahn: a column closed by its 10.
    TbClosed,
    /// Trambahn: label of a player's victory points.
    TbVictoryPoints,
    /// Trambahn: label of a player's money.
    TbMoney,
    /// Trambahn: heading of a hand of cards.
    TbHand,
    /// Trambahn: a conductor card (a joker).
    TbConductor,
    /// Trambahn: button that ends the turn.
    TbEndTurn,
    /// Trambahn: the place that puts a hand card to money.
    TbToMoney,
    /// Trambahn: the place that starts a new column.
    TbNewColumn,
    /// Trambahn: the log before the first move.
    TbNoMovesYet,
    /// Trambahn: heading of the log of the last turns.
    TbLastMoves,
    /// Trambahn: column header of the score pad: the scoring.
    TbScoring,
    /// Trambahn: heading of the score pad (the scorings so far).
    TbScorePad,
    /// Trambahn: label of the number of cards in the discard pile.
    TbDiscard,
    /// Trambahn: label of the number of cards in the deck.
    TbDeck,
    /// Trambahn: label of the number of trams left in the stack.
    TbTramsLeft,
    /// Trambahn: heading of the tram display.
    TbTramsOnOffer,
    /// Trambahn: heading of the four terminals.
    TbTerminals,
    // Trambahn: newcomer (issue 49)
    /// Trambahn: the question after End turn when columns without a tram would go to money.
    TbEndTurnSure,
    /// Trambahn: the button that ends the turn after that question.
    TbEndTurnAnyway,
    /// Trambahn: the button that goes back to the turn (nothing goes to money).
    TbGoBack,
    /// The app's name: the title of its start screen, which offers every game.
    AppName,
    /// The footer on Trambahn's screens: its designer and publisher.
    CreditTrambahn,
    /// The footer of the start screen, which offers both games: both designers.
    CreditAll,
    /// Who plays a saved game: two people on one device.
    SeatsPeople,
    /// Who plays a saved game: a person against the computer, `{level}` its level.
    VsComputer,
    /// Who plays a saved game: the computer both seats.
    SeatsComputers,
    /// The computer's level, alone: random.
    LevelRandom,
    /// The computer's level, alone: steady.
    LevelSteady,
    /// The computer's level, alone: strong.
    LevelStrong,
    /// Trambahn's new-game form: two people play (`{a}`, `{b}` their names).
    TbWhoPeople,
    /// Trambahn's new-game form: a person against the computer (`{person}`, `{bot}` the names, `{level}` its level).
    TbWhoComputer,
    /// Trambahn's new-game form: the computer plays both seats (`{a}`, `{b}`).
    TbWhoComputers,
    /// The end of the game in short; one point per line.
    RulesEnd,
    /// Title of the end of the game's summary.
    RulesEndTitle,
    /// The Line Rounds in short; one point per line.
    RulesLine,
    /// Title of the Line Rounds' summary.
    RulesLineTitle,
    /// The Company Rounds in short; one point per line.
    RulesCompany,
    /// Title of the Company Rounds' summary.
    RulesCompanyTitle,
    /// The Share Rounds in short; one point per line.
    RulesShare,
    /// Title of the Share Rounds' summary.
    RulesShareTitle,
    /// The Pre-Share Round in short; one point per line.
    RulesPre,
    /// Title of the Pre-Share Round's summary.
    RulesPreTitle,
    /// The button that closes the rules in short.
    CloseRules,
    /// Under the rules in short: what they are.
    RulesNote,
    /// The heading of the rules in short (the Rules button's panel).
    RulesHeading,
    /// Column of the players' sheet: the player's name.
    PlayerColumn,
    /// Column of the companies' sheet: who directs the company.
    DirectorColumn,
    /// Column of the players' sheet: the shares each player holds.
    SharesHeld,
    /// How company order is decided (R44, A14), under the list.
    CompanyOrderNote,
    /// Heading of the tram companies in company order, under the share price chart.
    CompanyOrder,
    /// What a Stadtbahn run pays, beside its letter on the map: {base}, {multiplier}, {total}, {share}.
    StadtbahnRunSum,
    /// The map's toggle that draws the Stadtbahn runs.
    StadtbahnRuns,
    /// The heading of the choice of a line to put up for auction (Company Round).
    AuctionALine,
    /// The note under the players in the Pre-Share Round and SR1; {order} is the names in the order they act.
    SeatOrderNote,
    /// In the lay bar: the Stadtbahn tile's bonus cannot be used right after it (R73); said before paying.
    BonusUnusable,
    /// In the lay bar: the acting line's income now and with the choice made; {line}, {now}, {after}.
    IncomeWithChoice,
    /// Column header: a company.
    Company,
    /// A par table cell: the cash paid on top of the card; {cash} is the amount.
    CashOnTop,
    /// Under the par table: what a cell's amount is.
    ParTableNote,
    /// Heading of the table of director certificates by par price (first Share Round).
    ParTableHeading,
    /// A stepper's button: one step more.
    More,
    /// A stepper's button: one step less.
    Less,
    /// Before an amount: what stays in the company's Treasury.
    TreasuryKeeps,
    /// The dividend control for paying out a part of the Revenue space.
    PayAPart,
    /// The dividend button that pays nothing out (all to the Treasury).
    Withhold,
    /// The dividend button that pays out the whole Revenue space (the usual choice).
    PayAll,
    /// On the end screen: ended by agreement; {round} is the round it was in.
    EndedByAgreement,
    /// On the end screen: the game ended as the rules end it; {round} is the last round.
    EndedAtTheEnd,
    /// Button: closes the confirmation, the game goes on.
    KeepPlaying,
    /// Button: confirms ending the game by agreement.
    EndTheGame,
    /// The confirmation before ending the game by agreement.
    EndGameQuestion,
    /// Button that opens the game's menu (ending the game by agreement).
    GameMenu,
    /// Button: the company offers this price for a player's private, who answers.
    OfferPrivateFor,
    // Trambahn: history (looking back)
    /// History, in a game of turns: the start of this turn, or of the turn before.
    HistoryPreviousTurn,
    /// History, in a game of turns: the start of the next turn.
    HistoryNextTurn,
    /// Trambahn, pass-and-play, looking back: no hand is shown.
    TbHandsHiddenPast,
    // issue 50: words a newcomer can read (history, private return)
    /// History, inside a round: `<<` goes to the start of the round shown.
    HistoryRoundStart,
    /// History, inside a turn: `<<` goes to the start of the turn shown.
    HistoryTurnStart,
    /// Heading of the privates that may go back to the bank (R25), apart from the moves.
    ReturnPrivatesHeading,
    /// Button: return this private to the bank; `{price}` is what the bank pays.
    ReturnPrivateFor,
    /// The question before a private goes back: `{private}`, `{owner}`, `{price}`.
    ReturnPrivateQuestion,
    /// Button: yes, return it.
    ReturnPrivateConfirm,
    // issue 50: words a newcomer can read (item 8)
    /// The player strip's short word before a player's value.
    ChipValue,
    /// What a player's value is made of (the strip's title): `{value}`, `{cash}`, `{shares}`,
    /// `{privates}`, `{loans}` (what the loans take off, as a positive number).
    ValueExplained,
    /// Under the moves while Playing Order Cards are picked: what the number means.
    OrderCardNote,
    /// Under the moves while a tram may be scrapped: what scrapping does, what (1) means.
    ScrapNote,
    /// A route's value less maintenance: `{revenue}`, `{maintenance}` (a positive number),
    /// `{income}`.
    RouteMinusMaintenance,
    /// A route's value with a bonus on top: `{revenue}`, `{bonus}`, `{income}`.
    RoutePlusBonus,
    /// The lay bar, when the choice leaves the line's income as it is: why.
    IncomeUnchanged,
    /// The Stadtbahn toggle's title: what the runs shown are.
    StadtbahnRunsExplained,
    /// The name of the board game Russian Railroads (a proper name; as its publisher's
    /// edition in the language names it).
    GameRailroads,
    /// A saved Russian Railroads game's progress: round {n} of {m}.
    RailroadsRounds,
    /// The footer's credit while a Russian Railroads game is on the screen.
    CreditRailroads,
    /// The start screen's line under Russian Railroads' name.
    RailroadsTagline,
    /// The start screen's button: a new game of Russian Railroads.
    NewRailroadsGame,
}

/// Names the texts need: players by id.
pub trait Names {
    /// A player's name.
    fn player(&self, player: PlayerId) -> String;

    /// The colour of a company's tram by its index, if known (for "Scrap the yellow tram").
    fn tram(&self, _company: TramCompany, _index: usize) -> Option<TramColor> {
        None
    }

    /// The colour of the tram on a buying space, if known (for "Buy the yellow tram").
    fn space_tram(
        &self,
        _space: tramways_engine::data::game_tables::TramSpace,
    ) -> Option<TramColor> {
        None
    }
}

impl Names for State {
    fn player(&self, player: PlayerId) -> String {
        self.players
            .get(usize::from(player))
            .map_or_else(|| format!("#{player}"), |p| p.name.clone())
    }

    fn tram(&self, company: TramCompany, index: usize) -> Option<TramColor> {
        self.trams_cos.iter().find(|c| c.id == company)?.trams.get(index).map(|t| t.color)
    }

    fn space_tram(
        &self,
        space: tramways_engine::data::game_tables::TramSpace,
    ) -> Option<TramColor> {
        use tramways_engine::data::game_tables::TramSpace;
        let i = match space {
            TramSpace::Left => 0,
            TramSpace::Middle => 1,
            TramSpace::Right => 2,
        };
        self.trams.spaces[i].map(|(c, _)| c)
    }
}

/// A company's short name (proper names are not translated).
pub fn company(company: CompanyId) -> &'static str {
    match company {
        CompanyId::Tram(c) => c.row().abbreviation,
        CompanyId::Stadtbahn(s) => stadtbahn_row(s).abbreviation,
    }
}

/// Who owns a private or a share, by name: a player's name or a tram company's short name.
pub fn owner(o: tramways_engine::game::Owner, names: &(impl Names + ?Sized)) -> String {
    match o {
        tramways_engine::game::Owner::Player(p) => names.player(p),
        tramways_engine::game::Owner::Company(c) => tram_company(c).to_owned(),
    }
}

/// A tram company's short name.
pub fn tram_company(c: TramCompany) -> &'static str {
    c.row().abbreviation
}

/// A private's name.
pub fn private(p: Landmark) -> &'static str {
    private_row(p).name
}

/// Player names from a set-up, for a game that has no state (its log does not replay).
#[derive(Debug)]
pub struct SetupNames<'a>(pub &'a [String]);

impl Names for SetupNames<'_> {
    fn player(&self, player: PlayerId) -> String {
        self.0.get(usize::from(player)).cloned().unwrap_or_else(|| format!("#{player}"))
    }
}

/// A whole number with its thousands grouped as the language writes them: "1,378" (en),
/// "1.378" (es, de); a minus sign for negatives.
pub fn number(lang: Lang, n: i64) -> String {
    group(n, thousands(lang))
}

/// The character that groups thousands in a language: "1,378" in English, "1.378" in Spanish
/// and German (its words' `thousands`).
fn thousands(lang: Lang) -> char {
    words::w!(lang, shell.thousands).chars().next().unwrap_or(',')
}

/// `n` with its thousands grouped by `sep`.
fn group(n: i64, sep: char) -> String {
    let digits = n.unsigned_abs().to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3 + 1);
    if n < 0 {
        out.push('−');
    }
    for (i, d) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(sep);
        }
        out.push(d);
    }
    out
}

/// A number with `places` decimals as the language writes it: "1.5" (en), "1,5" (es, de).
pub fn decimal(lang: Lang, x: f64, places: usize) -> String {
    let text = format!("{x:.places$}");
    match thousands(lang) {
        '.' => text.replace('.', ","),
        _ => text,
    }
}

/// An amount of Gulden: "1,378 G" (en), "1.378 G" (es, de).
pub fn money(lang: Lang, n: i64) -> String {
    format!("{}\u{a0}G", number(lang, n))
}

/// A message worded when it is shown, in the language of that moment: an error kept on screen
/// (a refused file, a failed save) rewords when the player switches language.
#[derive(Clone)]
pub struct Wording(Arc<dyn Fn(Lang) -> String + Send + Sync>);

impl Wording {
    /// A message worded by `words`.
    pub fn new(words: impl Fn(Lang) -> String + Send + Sync + 'static) -> Wording {
        Wording(Arc::new(words))
    }

    /// A message that is the same in every language (a name, a number).
    pub fn fixed(text: String) -> Wording {
        Wording::new(move |_| text.clone())
    }

    /// The message in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        (self.0)(lang)
    }
}

impl std::fmt::Debug for Wording {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Wording({:?})", self.text(Lang::En))
    }
}

/// A number of moves: "1 move", "35 moves" (the shell's words: a plural by `count`, the number
/// grouped as the language writes it).
pub fn moves_played(lang: Lang, n: usize) -> String {
    let grouped = number(lang, i64::try_from(n).unwrap_or(i64::MAX));
    words::wf!(lang, shell.moves_played, count = n, n = grouped)
}

/// Another tab's version of the open game: "There it has 12 moves, here 10. …".
pub fn conflict_detail(lang: Lang, theirs: usize, ours: usize) -> String {
    let (theirs, ours) = (moves_played(lang, theirs), moves_played(lang, ours));
    words::wf!(lang, shell.conflict_detail, theirs = theirs, ours = ours)
}

/// A saved move the engine refuses on replay: "action 12 (lay_tile) was refused: …".
pub fn replay_refused(lang: Lang, index: usize, kind: &str, reason: &str) -> String {
    words::wf!(lang, shell.replay_refused, index = index, kind = kind, reason = reason)
}

/// The text of `key` in `lang`.
pub fn t(lang: Lang, key: Text) -> &'static str {
    words::text(lang, key)
}

/// A rotation being tried: "turn 2 of 3" (`turn` counted from 0).
pub fn turn_of(lang: Lang, turn: usize, of: usize) -> String {
    words::wf!(lang, shell.turn_of, turn = turn.saturating_add(1), of = of)
}

/// The history browser's position: "Viewing action 312 of 880" (numbers as written).
pub fn viewing(lang: Lang, at: usize, of: usize) -> String {
    let count = |n: usize| number(lang, i64::try_from(n).unwrap_or(i64::MAX));
    words::wf!(lang, shell.viewing, at = count(at), of = count(of))
}

/// How far a saved game has come: "Share Round 2" (1840), "Scoring 3 of 10" (Trambahn),
/// "Round 2 of 6" (Russian Railroads).
pub fn progress(lang: Lang, progress: &crate::games::Progress) -> String {
    match *progress {
        crate::games::Progress::Vienna { round: r, .. } => round(lang, r),
        crate::games::Progress::Trambahn { scorings, .. } => {
            t(lang, Text::TrambahnScorings).replace("{n}", &scorings.to_string())
        }
        crate::games::Progress::Railroads { round, rounds, .. } => t(lang, Text::RailroadsRounds)
            .replace("{n}", &round.to_string())
            .replace("{m}", &rounds.to_string()),
    }
}

// Trambahn: newcomer (issue 49)
/// Who plays a game: "Two people, pass-and-play", "Against the computer (strong)".
pub fn seats(lang: Lang, seats: crate::games::Seats) -> String {
    use crate::games::Seats;
    match seats {
        Seats::People => t(lang, Text::SeatsPeople).to_owned(),
        Seats::Computer(level) => {
            t(lang, Text::VsComputer).replace("{level}", bot_level(lang, level))
        }
        Seats::Computers => t(lang, Text::SeatsComputers).to_owned(),
    }
}

/// A computer's level alone: "strong".
pub fn bot_level(lang: Lang, level: crate::games::BotLevel) -> &'static str {
    use crate::games::BotLevel;
    t(
        lang,
        match level {
            BotLevel::Random => Text::LevelRandom,
            BotLevel::Steady => Text::LevelSteady,
            BotLevel::Strong => Text::LevelStrong,
        },
    )
}

/// A game's name ("1840", "Trambahn").
pub fn game_name(lang: Lang, kind: crate::games::Kind) -> &'static str {
    match kind {
        crate::games::Kind::Vienna => t(lang, Text::GameVienna),
        crate::games::Kind::Trambahn => t(lang, Text::GameTrambahn),
        crate::games::Kind::Railroads => t(lang, Text::GameRailroads),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tramways_engine::data::game_tables::Round;
    use tramways_engine::game::{Action, Event, Refusal, Who};
    use tramways_engine::rules::laying::{HexTakes, LayError};

    /// Issue 19: thousands grouped as each language writes them, the Gulden after the number.
    #[test]
    fn numbers_and_money_are_grouped_per_language() {
        assert_eq!(money(Lang::En, 1378), "1,378\u{a0}G");
        assert_eq!(money(Lang::Es, 1378), "1.378\u{a0}G");
        assert_eq!(money(Lang::De, 1_234_567), "1.234.567\u{a0}G");
        assert_eq!(number(Lang::En, 999), "999");
        assert_eq!(number(Lang::En, -200), "−200");
        assert_eq!(number(Lang::De, i64::MIN), "−9.223.372.036.854.775.808");
        assert_eq!(number(Lang::Es, 0), "0");
    }

    /// Issue 19: the browser's preferred languages choose the first one the app speaks.
    #[test]
    fn the_browser_language_picks_the_first_spoken() {
        assert_eq!(Lang::preferred(["fr-FR", "de-AT", "en"]), Lang::De);
        assert_eq!(Lang::preferred(["es-419"]), Lang::Es);
        assert_eq!(Lang::preferred(["ES"]), Lang::Es);
        assert_eq!(Lang::preferred(["fr", "it"]), Lang::En);
        assert_eq!(Lang::preferred([]), Lang::En);
        for lang in Lang::ALL {
            assert_eq!(Lang::from_code(lang.code()), Some(lang));
        }
    }

    #[test]
    fn the_title_is_the_games_name() {
        assert_eq!(t(Lang::En, Text::Title), "1840 Vienna Tramways");
    }

    struct Two;
    impl Names for Two {
        fn player(&self, player: PlayerId) -> String {
            ["Anna", "Bruno"][usize::from(player)].into()
        }
    }

    #[test]
    fn moves_and_events_read_as_sentences() {
        let bid = Action::BidPrivate { player: 0, amount: 45 };
        assert_eq!(action_label(Lang::En, &bid, &Two), "Bid 45");
        let event = Event::PrivateBought { player: 1, private: Landmark::Hofburg, price: 45 };
        assert_eq!(event_text(Lang::En, &event, &Two), "Bruno buys Hofburg for 45");
        assert_eq!(round(Lang::En, Round::Line(3, 'b')), "Line Round 3b");
        let scrap = Action::ScrapTram { company: TramCompany::WienKagranner, tram: 1 };
        assert_eq!(action_label(Lang::En, &scrap, &Two), "Scrap tram 2");
        // Issue 23: "an orange tram", not "a orange tram".
        let orange =
            Event::TramScrapped { company: TramCompany::WienKagranner, color: TramColor::Orange };
        assert_eq!(event_text(Lang::En, &orange, &Two), "WKB scraps an orange tram");
        let yellow =
            Event::TramScrapped { company: TramCompany::WienKagranner, color: TramColor::Yellow };
        assert_eq!(event_text(Lang::En, &yellow, &Two), "WKB scraps a yellow tram");
    }

    /// Refusals are data; the app words them with the players' names, quoted briefly (issue
    /// 16: names come from files and links), and with the numbers they carry.
    #[test]
    fn refusals_are_worded_with_names_and_numbers() {
        let turn = Refusal::NotYourTurn { expected: Who::Player(0), got: Who::Player(1) };
        assert_eq!(
            refusal(Lang::En, &turn, &Two),
            "it is not your turn: Anna decides now, not Bruno"
        );
        let long = format!("{}a", "n".repeat(100_000));
        let names = [long.clone(), long];
        let words = refusal(Lang::En, &turn, &SetupNames(&names));
        assert!(words.chars().count() < 150, "{} characters", words.chars().count());
        let short = refusal(Lang::En, &Refusal::TreasuryShort { cost: 40, treasury: 25 }, &Two);
        assert_eq!(short, "it costs 40 and the Treasury holds 25; the director does not pay");
        let lay = Refusal::Lay(LayError::WrongHex {
            tile: "7",
            hex: "H26".parse().unwrap(),
            reason: HexTakes::PlainTakesHalt,
        });
        assert_eq!(
            refusal(Lang::En, &lay, &Two),
            "tile 7 cannot go on H26: white hexes take only tiles with a halt"
        );
    }

    /// The shell's count of moves: one "move", else "moves", the thousands grouped as the
    /// language writes them (Spanish's plural form for a million falls back to the other one).
    #[test]
    fn moves_are_counted_with_the_right_plural() {
        let counts = |lang| [0, 1, 2, 1000, 1_000_000].map(|n| moves_played(lang, n));
        assert_eq!(
            counts(Lang::En),
            ["0 moves", "1 move", "2 moves", "1,000 moves", "1,000,000 moves"]
        );
        assert_eq!(
            counts(Lang::Es),
            ["0 jugadas", "1 jugada", "2 jugadas", "1.000 jugadas", "1.000.000 jugadas"]
        );
        assert_eq!(counts(Lang::De), ["0 Züge", "1 Zug", "2 Züge", "1.000 Züge", "1.000.000 Züge"]);
        assert_eq!(
            conflict_detail(Lang::En, 12, 1),
            "There it has 12 moves, here 1 move. Nothing is saved here until you choose."
        );
        assert_eq!(
            replay_refused(Lang::De, 12, "lay_tile", "nein"),
            "Aktion 12 (lay_tile) wurde abgelehnt: nein"
        );
    }

    /// Trambahn's events and refusals are worded with the players' names and the numbers they
    /// carry; a card put to money stays face down in the log.
    #[cfg(feature = "trambahn")]
    #[test]
    fn trambahn_events_and_refusals_read_as_sentences() {
        use trambahn_engine::{CardId, Colour, ColumnScore, Event as TbEvent, ScoringKind};
        let blue7 = CardId::station(Colour::Blue, 7, 0).expect("a blue 7");
        let played = TbEvent::PassengerPlayed { player: 1, card: blue7, terminal: Colour::Blue };
        assert_eq!(
            tb_event(Lang::En, &played, &Two),
            "Bruno sends a passenger (blue 7) to the blue terminal"
        );
        let line =
            ColumnScore { player: 0, column: 1, station_points: 4, multiplier: 3, points: 12 };
        let scored = TbEvent::Scored {
            kind: ScoringKind::Regular { colour: Colour::Red, number: 3 },
            lines: vec![line],
        };
        assert_eq!(
            tb_event(Lang::En, &scored, &Two),
            "Scoring 3 of 10 at the red terminal: Anna, column 2: 4 × 3 = 12 points"
        );
        let money = TbEvent::PutToMoney { player: 0, card: blue7 };
        assert_eq!(tb_event(Lang::En, &money, &Two), "Anna puts a card to money");
        let refusal = trambahn_engine::Refusal::NotAscending { last: 7, value: 5 };
        assert_eq!(tb_refusal(Lang::En, &refusal), "station values go up: a 5 cannot follow a 7");
        assert_eq!(tb_pass_to(Lang::En, "Bruno"), "Pass the tablet to Bruno — tap when ready");
        assert_eq!(tb_money(Lang::De, 12, 12_000), "12 Karten · 12.000 Mark");
    }

    /// R51: the Stadtbahn run is shown with its round multiplier and the payout per share.
    #[test]
    fn stadtbahn_runs_show_their_multiplier() {
        use tramways_engine::data::StadtbahnCompany;
        let run =
            |revenue, total| Event::StadtbahnRan { company: StadtbahnCompany::W, revenue, total };
        assert_eq!(
            event_text(Lang::En, &run(40, 120), &Two),
            "Stadtbahn W runs for 40 × 3 = 120, all paid out (12 per share)"
        );
        assert_eq!(
            event_text(Lang::En, &run(70, 70), &Two),
            "Stadtbahn W runs for 70, all paid out (7 per share)"
        );
    }

    /// Issue 50: a run whose income is below (or above) its route says why, in every language.
    #[test]
    fn a_run_names_its_maintenance_and_bonus() {
        let ran =
            |revenue, adjustment, income| Event::TramRan { line: 7, revenue, adjustment, income };
        assert_eq!(
            event_text(Lang::En, &ran(30, -50, -20), &Two),
            "Line 7 runs for 30 − maintenance 50: income −20"
        );
        assert_eq!(
            event_text(Lang::En, &ran(40, 20, 60), &Two),
            "Line 7 runs for 40 + bonus 20: income 60"
        );
        assert_eq!(event_text(Lang::En, &ran(40, 0, 40), &Two), "Line 7 runs for 40: income 40");
        assert_eq!(
            run_summary(Lang::En, 7, 30, -50, -20),
            "Line 7 ran for 30 − maintenance 50: income −20"
        );
        assert!(event_text(Lang::Es, &ran(30, -50, -20), &Two).contains("− mantenimiento 50"));
        assert!(run_summary(Lang::De, 7, 30, -50, -20).contains("− Erhaltungskosten 50"));
    }
}
