//! Every user-visible string of the app, worded per language.
//!
//! Components never write English (or any language) inline: they ask for a [`Text`] key or a
//! phrase function (`round`, `event_text`, `refusal`, …) with the language. Each language is
//! a type implementing [`Words`] in full, in its own file (`en.rs`): a wording missing from a
//! language fails to compile, nothing falls back to another language at run time.
//!
//! Here: [`Lang`] (English, Spanish, German; their codes and the browser's preference), the
//! [`Text`] keys, [`Names`] (how a message names players and companies), the [`Words`] trait
//! with the functions the app calls (`t`, `round`, `event_text`, `refusal`, `number`, `money`,
//! …), each asking the language's [`Words`], [`Wording`] (a message worded when it is shown,
//! in the language of that moment), and the macro that implements [`Words`] from a language's
//! free functions.

/// Implements [`Words`] for a language by the free functions of its module, one per phrase
/// (`text`, `round`, `event_text`, …) and its `THOUSANDS` separator: a language that lacks one
/// fails to compile, and the trait's plumbing is written once for all languages.
macro_rules! words_from_functions {
    ($language:ident) => {
        impl $crate::i18n::Words for $language {
            fn round(&self, round: ::tramways_engine::data::game_tables::Round) -> String {
                self::round(round)
            }

            fn line_turn(
                &self,
                line: u8,
                company: ::tramways_engine::data::game_tables::TramCompany,
                director: &str,
            ) -> String {
                self::line_turn(line, company, director)
            }

            fn company_turn(
                &self,
                company: ::tramways_engine::data::game_tables::TramCompany,
                director: &str,
            ) -> String {
                self::company_turn(company, director)
            }

            fn company_offer(
                &self,
                company: ::tramways_engine::data::game_tables::TramCompany,
                private: ::tramways_engine::data::Landmark,
                price: i64,
                face: i64,
            ) -> String {
                self::company_offer(company, private, price, face)
            }

            fn company_money(
                &self,
                treasury: i64,
                revenue: i64,
                director: &str,
                cash: i64,
            ) -> String {
                self::company_money(treasury, revenue, director, cash)
            }

            fn buy_tram_label(
                &self,
                color: ::tramways_engine::data::game_tables::TramColor,
                on: ::tramways_engine::data::game_tables::TramSpace,
                price: i64,
            ) -> String {
                self::buy_tram_label(color, on, price)
            }

            fn tram_payment(
                &self,
                treasury: i64,
                director: &str,
                from_director: i64,
                loans: u32,
            ) -> String {
                self::tram_payment(treasury, director, from_director, loans)
            }

            fn maintenance_change(
                &self,
                color: ::tramways_engine::data::game_tables::TramColor,
                before: i64,
                after: i64,
            ) -> String {
                self::maintenance_change(color, before, after)
            }

            fn must_buy_note(
                &self,
                company: ::tramways_engine::data::game_tables::TramCompany,
                director: &str,
            ) -> String {
                self::must_buy_note(company, director)
            }

            fn auction_status(
                &self,
                line: u8,
                high: i64,
                high_bidder: ::tramways_engine::data::game_tables::TramCompany,
                active: &[::tramways_engine::data::game_tables::TramCompany],
            ) -> String {
                self::auction_status(line, high, high_bidder, active)
            }

            fn company_trams(
                &self,
                trams: &[(::tramways_engine::data::game_tables::TramColor, Option<u8>)],
            ) -> String {
                self::company_trams(trams)
            }

            fn move_phrase(
                &self,
                action: &::tramways_engine::game::Action,
            ) -> Option<&'static str> {
                self::move_phrase(action)
            }

            fn hint(&self, who: &str, phrases: &[&str]) -> String {
                self::hint(who, phrases)
            }

            fn tram_colour(
                &self,
                c: ::tramways_engine::data::game_tables::TramColor,
            ) -> &'static str {
                self::tram_colour(c)
            }

            fn action_label(
                &self,
                action: &::tramways_engine::game::Action,
                names: &dyn $crate::i18n::Names,
            ) -> String {
                self::action_label(action, names)
            }

            fn event_text(
                &self,
                event: &::tramways_engine::game::Event,
                names: &dyn $crate::i18n::Names,
            ) -> String {
                self::event_text(event, names)
            }

            fn bonus(&self, b: ::tramways_engine::data::Bonus) -> &'static str {
                self::bonus(b)
            }

            fn bonus_short(&self, b: ::tramways_engine::data::Bonus) -> &'static str {
                self::bonus_short(b)
            }

            fn line_title(&self, line: u8, company: &str) -> String {
                self::line_title(line, company)
            }

            fn stadtbahn_title(&self, company: &str) -> String {
                self::stadtbahn_title(company)
            }

            fn home_title(&self, line: u8) -> String {
                self::home_title(line)
            }

            fn lay_target_label(&self, mode: &str, hex: &str) -> String {
                self::lay_target_label(mode, hex)
            }

            fn station_target_label(&self, hex: &str, cost: &str) -> String {
                self::station_target_label(hex, cost)
            }

            fn removal_target_label(&self, hex: &str, cost: i64) -> String {
                self::removal_target_label(hex, cost)
            }

            fn cost(&self, amount: i64) -> String {
                self::cost(amount)
            }

            fn line_heading(&self, line: u8, company: &str) -> String {
                self::line_heading(line, company)
            }

            fn turn_of(&self, turn: usize, of: usize) -> String {
                self::turn_of(turn, of)
            }

            fn viewing(&self, at: &str, of: &str) -> String {
                self::viewing(at, of)
            }

            fn run_summary(&self, line: u8, revenue: i64, adjustment: i64, income: i64) -> String {
                self::run_summary(line, revenue, adjustment, income)
            }

            fn private_offer(&self, name: &str, owner: &str) -> String {
                self::private_offer(name, owner)
            }

            fn lay_refusal(&self, e: &::tramways_engine::rules::laying::LayError) -> String {
                self::lay_refusal(e)
            }

            fn route_refusal(&self, e: &::tramways_engine::rules::route::RouteError) -> String {
                self::route_refusal(e)
            }

            fn refusal(
                &self,
                r: &::tramways_engine::game::Refusal,
                names: &dyn $crate::i18n::Names,
            ) -> String {
                self::refusal(r, names)
            }

            fn thousands(&self) -> char {
                self::THOUSANDS
            }

            fn round_short(&self, round: ::tramways_engine::data::game_tables::Round) -> String {
                self::round_short(round)
            }

            fn moves_played(&self, n: usize) -> String {
                self::moves_played(n)
            }

            fn conflict_detail(&self, theirs: usize, ours: usize) -> String {
                self::conflict_detail(theirs, ours)
            }

            fn replay_refused(&self, index: usize, kind: &str, reason: &str) -> String {
                self::replay_refused(index, kind, reason)
            }

            fn setup_problem(&self, e: &::tramways_engine::game::SetupError) -> String {
                self::setup_problem(e)
            }

            fn import_problem(
                &self,
                e: &::tramways_engine::import::ImportError,
                names: &dyn $crate::i18n::Names,
            ) -> String {
                self::import_problem(e, names)
            }

            fn export_problem(
                &self,
                e: &::tramways_engine::import::export::ExportError,
                names: &dyn $crate::i18n::Names,
            ) -> String {
                self::export_problem(e, names)
            }

            fn advice(&self, reason: &::tramways_engine::bot::hint::Reason) -> String {
                self::advice(reason)
            }

            fn outlook(&self, futures: usize, margin: i64) -> String {
                self::outlook(futures, margin)
            }
            #[cfg(feature = "trambahn")]
            fn tb_colour(&self, c: ::trambahn_engine::Colour) -> &'static str {
                self::tb_colour(c)
            }

            #[cfg(feature = "trambahn")]
            fn tb_tram_kind(&self, k: ::trambahn_engine::TramKind) -> &'static str {
                self::tb_tram_kind(k)
            }

            #[cfg(feature = "trambahn")]
            fn tb_card(&self, card: ::trambahn_engine::CardId) -> String {
                self::tb_card(card)
            }

            #[cfg(feature = "trambahn")]
            fn tb_step(&self, step: ::trambahn_engine::Step) -> String {
                self::tb_step(step)
            }

            #[cfg(feature = "trambahn")]
            fn tb_turn(&self, name: &str) -> String {
                self::tb_turn(name)
            }

            #[cfg(feature = "trambahn")]
            fn tb_thinking(&self, name: &str) -> String {
                self::tb_thinking(name)
            }

            #[cfg(feature = "trambahn")]
            fn tb_pass_to(&self, name: &str) -> String {
                self::tb_pass_to(name)
            }

            #[cfg(feature = "trambahn")]
            fn tb_winner(&self, name: &str, points: u32) -> String {
                self::tb_winner(name, points)
            }

            #[cfg(feature = "trambahn")]
            fn tb_until_scoring(&self, n: usize) -> String {
                self::tb_until_scoring(n)
            }

            #[cfg(feature = "trambahn")]
            fn tb_scorings(&self, done: u8, of: u8) -> String {
                self::tb_scorings(done, of)
            }

            #[cfg(feature = "trambahn")]
            fn tb_money(&self, cards: usize, marks: &str) -> String {
                self::tb_money(cards, marks)
            }

            #[cfg(feature = "trambahn")]
            fn tb_price(&self, cards: u32, marks: &str) -> String {
                self::tb_price(cards, marks)
            }

            #[cfg(feature = "trambahn")]
            fn tb_hand_size(&self, n: usize) -> String {
                self::tb_hand_size(n)
            }

            // Trambahn: newcomer (issue 49)
            #[cfg(feature = "trambahn")]
            fn tb_end_turn_loss(&self, columns: usize, cards: usize) -> String {
                self::tb_end_turn_loss(columns, cards)
            }

            #[cfg(feature = "trambahn")]
            fn tb_column(&self, column: usize, colour: ::trambahn_engine::Colour) -> String {
                self::tb_column(column, colour)
            }

            #[cfg(feature = "trambahn")]
            fn tb_to_extra_tour(&self, n: usize) -> String {
                self::tb_to_extra_tour(n)
            }

            #[cfg(feature = "trambahn")]
            fn tb_run(&self, station_points: u32, multiplier: u32, points: u32) -> String {
                self::tb_run(station_points, multiplier, points)
            }

            #[cfg(feature = "trambahn")]
            fn tb_target(&self, action: &::trambahn_engine::Action) -> String {
                self::tb_target(action)
            }

            #[cfg(feature = "trambahn")]
            fn tb_scoring_title(
                &self,
                kind: ::trambahn_engine::ScoringKind,
                names: &dyn $crate::i18n::Names,
            ) -> String {
                self::tb_scoring_title(kind, names)
            }

            #[cfg(feature = "trambahn")]
            fn tb_event(
                &self,
                event: &::trambahn_engine::Event,
                names: &dyn $crate::i18n::Names,
            ) -> String {
                self::tb_event(event, names)
            }

            #[cfg(feature = "trambahn")]
            fn tb_refusal(&self, r: &::trambahn_engine::Refusal) -> String {
                self::tb_refusal(r)
            }

            // Trambahn: hint, charts and the end (issue 49)
            #[cfg(feature = "trambahn")]
            fn tb_hint_reason(
                &self,
                reason: &::trambahn_engine::bot::hint::Reason,
                other: &str,
            ) -> String {
                self::tb_hint_reason(reason, other)
            }

            #[cfg(feature = "trambahn")]
            fn tb_end_reason(&self, reason: ::trambahn_engine::EndReason) -> &'static str {
                self::tb_end_reason(reason)
            }

            #[cfg(feature = "trambahn")]
            fn tb_scoring_gains(&self, title: &str, names: [&str; 2], points: [u32; 2]) -> String {
                self::tb_scoring_gains(title, names, points)
            }

            #[cfg(feature = "trambahn")]
            fn tb_words(&self, key: $crate::i18n::TbWords) -> &'static str {
                self::tb_words(key)
            }
        }
    };
}
use words_from_functions;

mod de;
mod en;
mod es;
#[cfg(test)]
pub(crate) mod samples;
pub mod words;

use std::sync::Arc;

use serde::{Deserialize, Serialize};
use tramways_engine::data::Landmark;
use tramways_engine::data::game_tables::{
    Round, TramColor, TramCompany, TramSpace, private_row, stadtbahn_row,
};
use tramways_engine::game::{Action, CompanyId, Event, PlayerId, Refusal, SetupError, State};
use tramways_engine::import::ImportError;
use tramways_engine::import::export::ExportError;
use tramways_engine::rules::laying::LayError;
use tramways_engine::rules::route::RouteError;

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

/// `body` with `w` the wording of `lang`'s language, called statically (each language's
/// type, not a `dyn Words`): a vtable would hold every wording of every language wherever a
/// language is chosen, so the wasm's first download would carry the game screen's words too
/// (the game screen is a wasm part of its own: docs/performance.md, entry 32).
macro_rules! with_words {
    ($lang:expr, $w:ident => $body:expr) => {
        match $lang {
            Lang::En => {
                let $w = &en::English;
                $body
            }
            Lang::Es => {
                let $w = &es::Spanish;
                $body
            }
            Lang::De => {
                let $w = &de::German;
                $body
            }
        }
    };
}

/// Every phrase with arguments a language gives (its fixed words are data: [`words`]). A
/// language implements all of it (no default wording), so none can be left out.
pub trait Words {
    /// The name of a round, e.g. "Share Round 2", "Line Round 3b".
    fn round(&self, round: Round) -> String;
    /// Whose turn it is in a Line Round: "Line 7 (WKB, director Anna)".
    fn line_turn(&self, line: u8, company: TramCompany, director: &str) -> String;
    /// Whose turn it is in a Company Round: "WKB (director Anna)".
    fn company_turn(&self, company: TramCompany, director: &str) -> String;
    /// A company's offer for a private, to its owner: "WT offers 1 for Stephansdom (face
    /// value 50). Accept?"
    fn company_offer(
        &self,
        company: TramCompany,
        private: Landmark,
        price: i64,
        face: i64,
    ) -> String;
    /// The acting company's money: "Treasury 120 · Revenue space 60 · Anna's cash 85".
    fn company_money(&self, treasury: i64, revenue: i64, director: &str, cash: i64) -> String;
    /// A tram on offer: "Buy the yellow tram on the middle space for 100".
    fn buy_tram_label(&self, color: TramColor, on: TramSpace, price: i64) -> String;
    /// Who pays a tram: "Treasury 40, Anna 60 (1 loan of 100)".
    fn tram_payment(&self, treasury: i64, director: &str, from_director: i64, loans: u32)
    -> String;
    /// A maintenance change a purchase would cause (R48): "yellow trams: 0 → −50 per run".
    fn maintenance_change(&self, color: TramColor, before: i64, after: i64) -> String;
    /// Why the company must buy (R50).
    fn must_buy_note(&self, company: TramCompany, director: &str) -> String;
    /// The line auction under way: "Line 7 · high bid 35 by WKB · still bidding: WT, SJE".
    fn auction_status(
        &self,
        line: u8,
        high: i64,
        high_bidder: TramCompany,
        active: &[TramCompany],
    ) -> String;
    /// A company's trams: "yellow → line 3, orange (no line)".
    fn company_trams(&self, trams: &[(TramColor, Option<u8>)]) -> String;
    /// What kind of decision an action is, as a phrase for the "what can I do?" hint; `None` for
    /// the any-time actions (returning a private, ending the game).
    fn move_phrase(&self, action: &Action) -> Option<&'static str>;
    /// The "what can I do?" hint: "Anna can: buy a share, sell shares or pass."
    fn hint(&self, who: &str, phrases: &[&str]) -> String;
    /// A tram colour's name.
    fn tram_colour(&self, c: TramColor) -> &'static str;
    /// What a move does, as a button label ("Bid 45 on Hofburg").
    fn action_label(&self, action: &Action, names: &dyn Names) -> String;
    /// One line of the game log.
    fn event_text(&self, event: &Event, names: &dyn Names) -> String;
    /// A Stadtbahn bonus in words ("an extra yellow tile").
    fn bonus(&self, b: tramways_engine::data::Bonus) -> &'static str;
    /// A Stadtbahn bonus as printed on the map, in one short word ("+yellow").
    fn bonus_short(&self, b: tramways_engine::data::Bonus) -> &'static str;
    /// A line's station marker, said: "Line 7 (WT)".
    fn line_title(&self, line: u8, company: &str) -> String;
    /// A Stadtbahn company's station marker, said: "Stadtbahn W".
    fn stadtbahn_title(&self, company: &str) -> String;
    /// A line's home circle kept free: "Home of line 4".
    fn home_title(&self, line: u8) -> String;
    /// The accessible name of a hex outlined for a lay: "Lay a tile on B6" (keyboard users reach
    /// it with Tab; the mode is `normal`, `stadtbahn` or `bonus`).
    fn lay_target_label(&self, mode: &str, hex: &str) -> String;
    /// The accessible name of a circle that may take a station marker: "Station marker on B6, 20".
    fn station_target_label(&self, hex: &str, cost: &str) -> String;
    /// The accessible name of a Stadtbahn marker the line may remove.
    fn removal_target_label(&self, hex: &str, cost: i64) -> String;
    /// What a choice costs: "free" or the amount.
    fn cost(&self, amount: i64) -> String;
    /// The line whose turn it is, for the panel's heading: "Line 7 · WT".
    fn line_heading(&self, line: u8, company: &str) -> String;
    /// A rotation being tried: "turn 2 of 3".
    fn turn_of(&self, turn: usize, of: usize) -> String;
    /// The history browser's position: "Viewing action 312 of 880" (numbers as written).
    fn viewing(&self, at: &str, of: &str) -> String;
    /// The last run, in words: "Line 7 ran for 120 − maintenance 20: income 100".
    fn run_summary(&self, line: u8, revenue: i64, adjustment: i64, income: i64) -> String;
    /// A private on offer: "Hofburg from Anna".
    fn private_offer(&self, name: &str, owner: &str) -> String;
    /// Why a lay is refused, in words.
    fn lay_refusal(&self, e: &LayError) -> String;
    /// Why a route is refused, in words.
    fn route_refusal(&self, e: &RouteError) -> String;
    /// Why the engine refused a move, in words for the player (issue 18: refusals are data; the
    /// wording is the app's, at render time).
    fn refusal(&self, r: &Refusal, names: &dyn Names) -> String;
    /// The character that groups thousands: "1,378" in English, "1.378" in Spanish and German.
    fn thousands(&self) -> char;
    /// A round as the Round Bar prints it: "SR1", "CR2", "LR3b".
    fn round_short(&self, round: Round) -> String;
    /// A number of moves: "1 move", "35 moves".
    fn moves_played(&self, n: usize) -> String;
    /// Another tab's version of the open game: "There it has 12 moves, here 10. …".
    fn conflict_detail(&self, theirs: usize, ours: usize) -> String;
    /// A saved move the engine refuses on replay: "action 12 (lay_tile) was refused: …".
    fn replay_refused(&self, index: usize, kind: &str, reason: &str) -> String;
    /// Why a set-up cannot start a game.
    fn setup_problem(&self, e: &SetupError) -> String;
    /// Why an 18xx.games export cannot be imported.
    fn import_problem(&self, e: &ImportError, names: &dyn Names) -> String;
    /// Why a game cannot be exported for 18xx.games.
    fn export_problem(&self, e: &ExportError, names: &dyn Names) -> String;
    /// Why a hint's move is good: "+40 revenue for line 7 (80 → 120)".
    fn advice(&self, reason: &tramways_engine::bot::hint::Reason) -> String;
    /// What the futures played after a hint's move came to: "In 12 games played on …".
    fn outlook(&self, futures: usize, margin: i64) -> String;

    // ----- Trambahn (issue 24) -----
    /// A Trambahn colour's name (a line, its terminal, its station cards): "blue".
    #[cfg(feature = "trambahn")]
    fn tb_colour(&self, c: trambahn_engine::Colour) -> &'static str;
    /// A tram kind's name: "horse tram".
    #[cfg(feature = "trambahn")]
    fn tb_tram_kind(&self, k: trambahn_engine::TramKind) -> &'static str;
    /// A card face up: "blue 7", "conductor".
    #[cfg(feature = "trambahn")]
    fn tb_card(&self, card: trambahn_engine::CardId) -> String;
    /// The step of the turn: "Step 1: passengers (1 of 2 played)".
    #[cfg(feature = "trambahn")]
    fn tb_step(&self, step: trambahn_engine::Step) -> String;
    /// Whose turn: "Anna's turn".
    #[cfg(feature = "trambahn")]
    fn tb_turn(&self, name: &str) -> String;
    /// The computer thinks for a seat: "Bruno (computer) is thinking…".
    #[cfg(feature = "trambahn")]
    fn tb_thinking(&self, name: &str) -> String;
    /// The pass-and-play curtain's button: "Pass the tablet to Bruno — tap when ready".
    #[cfg(feature = "trambahn")]
    fn tb_pass_to(&self, name: &str) -> String;
    /// The winner on the end screen: "Anna wins with 42 victory points".
    #[cfg(feature = "trambahn")]
    fn tb_winner(&self, name: &str, points: u32) -> String;
    /// Passengers a terminal still needs before it scores: "scores at the next passenger".
    #[cfg(feature = "trambahn")]
    fn tb_until_scoring(&self, n: usize) -> String;
    /// The regular scorings so far: "3 of 10 scorings".
    #[cfg(feature = "trambahn")]
    fn tb_scorings(&self, done: u8, of: u8) -> String;
    /// A player's money: "12 cards · 12,000 marks" (the marks as written by `number`).
    #[cfg(feature = "trambahn")]
    fn tb_money(&self, cards: usize, marks: &str) -> String;
    /// A tram's price: "5 money cards · 5,000 marks".
    #[cfg(feature = "trambahn")]
    fn tb_price(&self, cards: u32, marks: &str) -> String;
    /// Cards in a hand: "6 cards in hand".
    #[cfg(feature = "trambahn")]
    fn tb_hand_size(&self, n: usize) -> String;
    // Trambahn: newcomer (issue 49)
    /// What End turn sends to money, said before it: "2 columns without a tram go to your
    /// money (7 cards)".
    #[cfg(feature = "trambahn")]
    fn tb_end_turn_loss(&self, columns: usize, cards: usize) -> String;
    /// A column, said (numbered from 1): "column 2 (blue)".
    #[cfg(feature = "trambahn")]
    fn tb_column(&self, column: usize, colour: trambahn_engine::Colour) -> String;
    /// Cards a column needs before its extra tour: "2 more cards: extra tour".
    #[cfg(feature = "trambahn")]
    fn tb_to_extra_tour(&self, n: usize) -> String;
    /// A column's run: "4 × 2 = 8 points".
    #[cfg(feature = "trambahn")]
    fn tb_run(&self, station_points: u32, multiplier: u32, points: u32) -> String;
    /// What a lit place plays, as its accessible name: "Passenger to the blue terminal".
    #[cfg(feature = "trambahn")]
    fn tb_target(&self, action: &trambahn_engine::Action) -> String;
    /// A row of the score pad: "3: blue terminal", "Extra tour: Anna, column 2".
    #[cfg(feature = "trambahn")]
    fn tb_scoring_title(&self, kind: trambahn_engine::ScoringKind, names: &dyn Names) -> String;
    /// One line of Trambahn's log.
    #[cfg(feature = "trambahn")]
    fn tb_event(&self, event: &trambahn_engine::Event, names: &dyn Names) -> String;
    /// Why Trambahn's engine refused a move, in words for the player.
    #[cfg(feature = "trambahn")]
    fn tb_refusal(&self, r: &trambahn_engine::Refusal) -> String;
    // Trambahn: hint, charts and the end (issue 49)
    /// Why the hinted move is good, for the player to move ("you"; `other` is the other
    /// player, quoted): "Scores blue now: +36 for you, +12 for Bruno".
    #[cfg(feature = "trambahn")]
    fn tb_hint_reason(&self, reason: &trambahn_engine::bot::hint::Reason, other: &str) -> String;
    /// Why the game ended: "The game ended with the 10th regular scoring."
    #[cfg(feature = "trambahn")]
    fn tb_end_reason(&self, reason: trambahn_engine::EndReason) -> &'static str;
    /// What a scoring gave each player, on the end screen: "3: blue terminal — Anna +12,
    /// Bruno +4" (`title` as `tb_scoring_title` words it; names quoted).
    #[cfg(feature = "trambahn")]
    fn tb_scoring_gains(&self, title: &str, names: [&str; 2], points: [u32; 2]) -> String;
    /// The fixed words of Trambahn's charts and end screen.
    #[cfg(feature = "trambahn")]
    fn tb_words(&self, key: TbWords) -> &'static str;
}

/// A whole number with its thousands grouped as the language writes them: "1,378" (en),
/// "1.378" (es, de); a minus sign for negatives.
pub fn number(lang: Lang, n: i64) -> String {
    group(n, with_words!(lang, w => w.thousands()))
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
    match with_words!(lang, w => w.thousands()) {
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

/// A round as the Round Bar prints it: "SR1", "CR2", "LR3b".
pub fn round_short(lang: Lang, round: Round) -> String {
    with_words!(lang, w => w.round_short(round))
}

/// A number of moves: "1 move", "35 moves".
pub fn moves_played(lang: Lang, n: usize) -> String {
    with_words!(lang, w => w.moves_played(n))
}

/// Why a hint's move is good, in words: "+40 revenue for line 7 (80 → 120)".
pub fn advice(lang: Lang, reason: &tramways_engine::bot::hint::Reason) -> String {
    with_words!(lang, w => w.advice(reason))
}

/// What the futures played after a hint's move came to, in words.
pub fn outlook(lang: Lang, futures: usize, margin: i64) -> String {
    with_words!(lang, w => w.outlook(futures, margin))
}

/// Another tab's version of the open game: "There it has 12 moves, here 10. …".
pub fn conflict_detail(lang: Lang, theirs: usize, ours: usize) -> String {
    with_words!(lang, w => w.conflict_detail(theirs, ours))
}

/// A saved move the engine refuses on replay: "action 12 (lay_tile) was refused: …".
pub fn replay_refused(lang: Lang, index: usize, kind: &str, reason: &str) -> String {
    with_words!(lang, w => w.replay_refused(index, kind, reason))
}

/// Why a set-up cannot start a game.
pub fn setup_problem(lang: Lang, e: &SetupError) -> String {
    with_words!(lang, w => w.setup_problem(e))
}

/// Why an 18xx.games export cannot be imported (its players are not known yet: a refusal names
/// them by seat).
pub fn import_problem(lang: Lang, e: &ImportError) -> String {
    with_words!(lang, w => w.import_problem(e, &SetupNames(&[])))
}

/// Why a game cannot be exported for 18xx.games.
pub fn export_problem(lang: Lang, e: &ExportError, names: &impl Names) -> String {
    with_words!(lang, w => w.export_problem(e, names))
}

/// The text of `key` in `lang`.
pub fn t(lang: Lang, key: Text) -> &'static str {
    words::text(lang, key)
}

/// The name of a round, e.g. "Share Round 2", "Line Round 3b".
pub fn round(lang: Lang, round: Round) -> String {
    with_words!(lang, w => w.round(round))
}

/// Whose turn it is in a Line Round: "Line 7 (WKB, director Anna)".
pub fn line_turn(lang: Lang, line: u8, company: TramCompany, director: &str) -> String {
    with_words!(lang, w => w.line_turn(line, company, director))
}

/// Whose turn it is in a Company Round: "WKB (director Anna)".
pub fn company_turn(lang: Lang, company: TramCompany, director: &str) -> String {
    with_words!(lang, w => w.company_turn(company, director))
}

/// A company's offer for a private, to its owner: "WT offers 1 for Stephansdom (face value
/// 50). Accept?"
pub fn company_offer(
    lang: Lang,
    company: TramCompany,
    private: Landmark,
    price: i64,
    face: i64,
) -> String {
    with_words!(lang, w => w.company_offer(company, private, price, face))
}

/// The acting company's money: "Treasury 120 · Revenue space 60 · Anna's cash 85".
pub fn company_money(lang: Lang, treasury: i64, revenue: i64, director: &str, cash: i64) -> String {
    with_words!(lang, w => w.company_money(treasury, revenue, director, cash))
}

/// A tram on offer: "Buy the yellow tram on the middle space for 100".
pub fn buy_tram_label(lang: Lang, color: TramColor, on: TramSpace, price: i64) -> String {
    with_words!(lang, w => w.buy_tram_label(color, on, price))
}

/// Who pays a tram: "Treasury 40, Anna 60 (1 loan of 100)".
pub fn tram_payment(
    lang: Lang,
    treasury: i64,
    director: &str,
    from_director: i64,
    loans: u32,
) -> String {
    with_words!(lang, w => w.tram_payment(treasury, director, from_director, loans))
}

/// A maintenance change a purchase would cause (R48): "yellow trams: 0 → −50 per run".
pub fn maintenance_change(lang: Lang, color: TramColor, before: i64, after: i64) -> String {
    with_words!(lang, w => w.maintenance_change(color, before, after))
}

/// Why the company must buy (R50).
pub fn must_buy_note(lang: Lang, company: TramCompany, director: &str) -> String {
    with_words!(lang, w => w.must_buy_note(company, director))
}

/// The line auction under way: "Line 7 · high bid 35 by WKB · still bidding: WT, SJE".
pub fn auction_status(
    lang: Lang,
    line: u8,
    high: i64,
    high_bidder: TramCompany,
    active: &[TramCompany],
) -> String {
    with_words!(lang, w => w.auction_status(line, high, high_bidder, active))
}

/// A company's trams: "yellow → line 3, orange (no line)".
pub fn company_trams(lang: Lang, trams: &[(TramColor, Option<u8>)]) -> String {
    with_words!(lang, w => w.company_trams(trams))
}

/// What kind of decision an action is, as a phrase for the "what can I do?" hint; `None` for
/// the any-time actions (returning a private, ending the game).
pub fn move_phrase(lang: Lang, action: &Action) -> Option<&'static str> {
    with_words!(lang, w => w.move_phrase(action))
}

/// The "what can I do?" hint: "Anna can: buy a share, sell shares or pass."
pub fn hint(lang: Lang, who: &str, phrases: &[&str]) -> String {
    with_words!(lang, w => w.hint(who, phrases))
}

/// A tram colour's name.
pub fn tram_colour(lang: Lang, c: TramColor) -> &'static str {
    with_words!(lang, w => w.tram_colour(c))
}

/// What a move does, as a button label ("Bid 45 on Hofburg").
pub fn action_label(lang: Lang, action: &Action, names: &impl Names) -> String {
    with_words!(lang, w => w.action_label(action, names))
}

/// One line of the game log.
pub fn event_text(lang: Lang, event: &Event, names: &impl Names) -> String {
    with_words!(lang, w => w.event_text(event, names))
}

/// A Stadtbahn bonus in words ("an extra yellow tile").
pub fn bonus(lang: Lang, b: tramways_engine::data::Bonus) -> &'static str {
    with_words!(lang, w => w.bonus(b))
}

/// A Stadtbahn bonus as printed on the map, in one short word ("+yellow").
pub fn bonus_short(lang: Lang, b: tramways_engine::data::Bonus) -> &'static str {
    with_words!(lang, w => w.bonus_short(b))
}

/// A line's station marker, said: "Line 7 (WT)".
pub fn line_title(lang: Lang, line: u8, company: &str) -> String {
    with_words!(lang, w => w.line_title(line, company))
}

/// A Stadtbahn company's station marker, said: "Stadtbahn W".
pub fn stadtbahn_title(lang: Lang, company: &str) -> String {
    with_words!(lang, w => w.stadtbahn_title(company))
}

/// A line's home circle kept free: "Home of line 4".
pub fn home_title(lang: Lang, line: u8) -> String {
    with_words!(lang, w => w.home_title(line))
}

/// The accessible name of a hex outlined for a lay: "Lay a tile on B6" (keyboard users reach
/// it with Tab; the mode is `normal`, `stadtbahn` or `bonus`).
pub fn lay_target_label(lang: Lang, mode: &str, hex: &str) -> String {
    with_words!(lang, w => w.lay_target_label(mode, hex))
}

/// The accessible name of a circle that may take a station marker: "Station marker on B6, 20".
pub fn station_target_label(lang: Lang, hex: &str, cost: &str) -> String {
    with_words!(lang, w => w.station_target_label(hex, cost))
}

/// The accessible name of a Stadtbahn marker the line may remove.
pub fn removal_target_label(lang: Lang, hex: &str, cost: i64) -> String {
    with_words!(lang, w => w.removal_target_label(hex, cost))
}

/// What a choice costs: "free" or the amount.
pub fn cost(lang: Lang, amount: i64) -> String {
    with_words!(lang, w => w.cost(amount))
}

/// The line whose turn it is, for the panel's heading: "Line 7 · WT".
pub fn line_heading(lang: Lang, line: u8, company: &str) -> String {
    with_words!(lang, w => w.line_heading(line, company))
}

/// A rotation being tried: "turn 2 of 3".
pub fn turn_of(lang: Lang, turn: usize, of: usize) -> String {
    with_words!(lang, w => w.turn_of(turn, of))
}

/// The history browser's position: "Viewing action 312 of 880".
pub fn viewing(lang: Lang, at: usize, of: usize) -> String {
    let count = |n: usize| number(lang, i64::try_from(n).unwrap_or(i64::MAX));
    with_words!(lang, w => w.viewing(&count(at), &count(of)))
}

/// The last run, in words: "Line 7 ran for 120 − maintenance 20: income 100".
pub fn run_summary(lang: Lang, line: u8, revenue: i64, adjustment: i64, income: i64) -> String {
    with_words!(lang, w => w.run_summary(line, revenue, adjustment, income))
}

/// A private on offer: "Hofburg from Anna".
pub fn private_offer(lang: Lang, name: &str, owner: &str) -> String {
    with_words!(lang, w => w.private_offer(name, owner))
}

/// Why a lay is refused, in words.
pub fn lay_refusal(lang: Lang, e: &LayError) -> String {
    with_words!(lang, w => w.lay_refusal(e))
}

/// Why a route is refused, in words.
pub fn route_refusal(lang: Lang, e: &RouteError) -> String {
    with_words!(lang, w => w.route_refusal(e))
}

/// Why the engine refused a move, in words for the player (issue 18: refusals are data; the
/// wording is the app's, at render time).
pub fn refusal(lang: Lang, r: &Refusal, names: &impl Names) -> String {
    with_words!(lang, w => w.refusal(r, names))
}
/// Why a saved Trambahn game does not replay: "action 12 (buy_tram) was refused: …".
#[cfg(feature = "trambahn")]
pub fn trambahn_replay_problem(lang: Lang, error: &trambahn_engine::ReplayError) -> String {
    match error {
        trambahn_engine::ReplayError::Action { index, refusal, kind } => {
            replay_refused(lang, *index, kind, &tb_refusal(lang, refusal))
        }
        trambahn_engine::ReplayError::Setup(e) => trambahn_setup_problem(lang, e),
    }
}

/// Why a Trambahn set-up cannot start a game.
#[cfg(feature = "trambahn")]
pub fn trambahn_setup_problem(lang: Lang, e: &trambahn_engine::SetupError) -> String {
    use trambahn_engine::SetupError;
    match e {
        SetupError::Names => t(lang, Text::ErrTrambahnNames).to_owned(),
        SetupError::PlayerCount { names } => {
            t(lang, Text::ErrTrambahnPlayers).replace("{n}", &names.to_string())
        }
        SetupError::Deck => t(lang, Text::ErrTrambahnDeck).to_owned(),
        SetupError::Version(v) => t(lang, Text::ErrTrambahnVersion).replace("{n}", &v.to_string()),
        SetupError::Rules(v) => t(lang, Text::ErrTrambahnRules).replace("{n}", &v.to_string()),
    }
}

/// How far a saved game has come: "Share Round 2" (1840), "Scoring 3 of 10" (Trambahn).
pub fn progress(lang: Lang, progress: crate::games::Progress) -> String {
    match progress {
        crate::games::Progress::Vienna { round: r, .. } => round(lang, r),
        crate::games::Progress::Trambahn { scorings, .. } => {
            t(lang, Text::TrambahnScorings).replace("{n}", &scorings.to_string())
        }
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
    }
}

// ----- Trambahn (issue 24) -----

/// A Trambahn colour's name: "blue".
#[cfg(feature = "trambahn")]
pub fn tb_colour(lang: Lang, c: trambahn_engine::Colour) -> &'static str {
    with_words!(lang, w => w.tb_colour(c))
}

/// A tram kind's name: "horse tram".
#[cfg(feature = "trambahn")]
pub fn tb_tram_kind(lang: Lang, k: trambahn_engine::TramKind) -> &'static str {
    with_words!(lang, w => w.tb_tram_kind(k))
}

/// A card face up: "blue 7", "conductor".
#[cfg(feature = "trambahn")]
pub fn tb_card(lang: Lang, card: trambahn_engine::CardId) -> String {
    with_words!(lang, w => w.tb_card(card))
}

/// The step of the turn: "Step 1: passengers (1 of 2 played)".
#[cfg(feature = "trambahn")]
pub fn tb_step(lang: Lang, step: trambahn_engine::Step) -> String {
    with_words!(lang, w => w.tb_step(step))
}

/// Whose turn: "Anna's turn" (the name quoted briefly).
#[cfg(feature = "trambahn")]
pub fn tb_turn(lang: Lang, name: &str) -> String {
    with_words!(lang, w => w.tb_turn(&tramways_engine::brief::quote(name)))
}

/// The computer thinks for a seat: "Bruno (computer) is thinking…".
#[cfg(feature = "trambahn")]
pub fn tb_thinking(lang: Lang, name: &str) -> String {
    with_words!(lang, w => w.tb_thinking(&tramways_engine::brief::quote(name)))
}

/// The pass-and-play curtain's button: "Pass the tablet to Bruno — tap when ready".
#[cfg(feature = "trambahn")]
pub fn tb_pass_to(lang: Lang, name: &str) -> String {
    with_words!(lang, w => w.tb_pass_to(&tramways_engine::brief::quote(name)))
}

/// The winner on the end screen: "Anna wins with 42 victory points".
#[cfg(feature = "trambahn")]
pub fn tb_winner(lang: Lang, name: &str, points: u32) -> String {
    with_words!(lang, w => w.tb_winner(&tramways_engine::brief::quote(name), points))
}

/// Passengers a terminal still needs before it scores.
#[cfg(feature = "trambahn")]
pub fn tb_until_scoring(lang: Lang, n: usize) -> String {
    with_words!(lang, w => w.tb_until_scoring(n))
}

/// The regular scorings so far: "3 of 10 scorings".
#[cfg(feature = "trambahn")]
pub fn tb_scorings(lang: Lang, done: u8, of: u8) -> String {
    with_words!(lang, w => w.tb_scorings(done, of))
}

/// A player's money: "12 cards · 12,000 marks".
#[cfg(feature = "trambahn")]
pub fn tb_money(lang: Lang, cards: usize, marks: u32) -> String {
    with_words!(lang, w => w.tb_money(cards, &number(lang, i64::from(marks))))
}

/// A tram's price: "5 money cards · 5,000 marks".
#[cfg(feature = "trambahn")]
pub fn tb_price(lang: Lang, cards: u32, marks: u32) -> String {
    with_words!(lang, w => w.tb_price(cards, &number(lang, i64::from(marks))))
}

/// Cards in a hand: "6 cards in hand".
#[cfg(feature = "trambahn")]
pub fn tb_hand_size(lang: Lang, n: usize) -> String {
    with_words!(lang, w => w.tb_hand_size(n))
}

// Trambahn: newcomer (issue 49)
/// What End turn sends to money, said before it (the engine's `ColumnsToMoney` foreseen):
/// "2 columns without a tram go to your money (7 cards)".
#[cfg(feature = "trambahn")]
pub fn tb_end_turn_loss(lang: Lang, columns: usize, cards: usize) -> String {
    with_words!(lang, w => w.tb_end_turn_loss(columns, cards))
}

/// A column, said (by its index from 0, said from 1): "column 2 (blue)".
#[cfg(feature = "trambahn")]
pub fn tb_column(lang: Lang, column: usize, colour: trambahn_engine::Colour) -> String {
    with_words!(lang, w => w.tb_column(column, colour))
}

/// Cards a column needs before its extra tour.
#[cfg(feature = "trambahn")]
pub fn tb_to_extra_tour(lang: Lang, n: usize) -> String {
    with_words!(lang, w => w.tb_to_extra_tour(n))
}

/// A column's run: "4 × 2 = 8 points".
#[cfg(feature = "trambahn")]
pub fn tb_run(lang: Lang, station_points: u32, multiplier: u32, points: u32) -> String {
    with_words!(lang, w => w.tb_run(station_points, multiplier, points))
}

/// What a lit place plays, as its accessible name.
#[cfg(feature = "trambahn")]
pub fn tb_target(lang: Lang, action: &trambahn_engine::Action) -> String {
    with_words!(lang, w => w.tb_target(action))
}

/// A row of the score pad.
#[cfg(feature = "trambahn")]
pub fn tb_scoring_title(
    lang: Lang,
    kind: trambahn_engine::ScoringKind,
    names: &impl Names,
) -> String {
    with_words!(lang, w => w.tb_scoring_title(kind, names))
}

/// One line of Trambahn's log.
#[cfg(feature = "trambahn")]
pub fn tb_event(lang: Lang, event: &trambahn_engine::Event, names: &impl Names) -> String {
    with_words!(lang, w => w.tb_event(event, names))
}

/// Why Trambahn's engine refused a move, in words for the player.
#[cfg(feature = "trambahn")]
pub fn tb_refusal(lang: Lang, r: &trambahn_engine::Refusal) -> String {
    with_words!(lang, w => w.tb_refusal(r))
}

// ----- Trambahn: hint, charts and the end (issue 49) -----

/// The fixed words of Trambahn's charts and end screen (one enum of their own, worded by
/// `tb_words` in each language).
#[cfg(feature = "trambahn")]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TbWords {
    /// Title of the points chart.
    ChartPoints,
    /// Title of the money chart.
    ChartMoney,
    /// The first step of a chart: before anything happened.
    Start,
    /// Column header of the money table: the turn.
    Turn,
    /// Heading of the end screen's list of scorings.
    EachScoring,
    /// Under the hint: what Play it does and that nothing is played until then.
    HintNote,
}

#[cfg(feature = "trambahn")]
impl TbWords {
    /// Every key (the samples word them all).
    pub const ALL: [TbWords; 6] = [
        TbWords::ChartPoints,
        TbWords::ChartMoney,
        TbWords::Start,
        TbWords::Turn,
        TbWords::EachScoring,
        TbWords::HintNote,
    ];
}

/// Why the hinted move is good, for the player to move against `other`.
#[cfg(feature = "trambahn")]
pub fn tb_hint_reason(
    lang: Lang,
    reason: &trambahn_engine::bot::hint::Reason,
    other: &str,
) -> String {
    with_words!(lang, w => w.tb_hint_reason(reason, &tramways_engine::brief::quote(other)))
}

/// Why the game ended.
#[cfg(feature = "trambahn")]
pub fn tb_end_reason(lang: Lang, reason: trambahn_engine::EndReason) -> &'static str {
    with_words!(lang, w => w.tb_end_reason(reason))
}

/// What a scoring gave each player.
#[cfg(feature = "trambahn")]
pub fn tb_scoring_gains(lang: Lang, title: &str, names: [&str; 2], points: [u32; 2]) -> String {
    let [a, b] = names.map(tramways_engine::brief::quote);
    with_words!(lang, w => w.tb_scoring_gains(title, [&a, &b], points))
}

/// A fixed word of Trambahn's charts and end screen.
#[cfg(feature = "trambahn")]
pub fn tb_words(lang: Lang, key: TbWords) -> &'static str {
    with_words!(lang, w => w.tb_words(key))
}

#[cfg(test)]
mod tests {
    use super::*;
    use tramways_engine::game::Who;
    use tramways_engine::rules::laying::HexTakes;

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
