//! The words as data: the translation files `locales/{en,es,de}/{shell,tramways,trambahn}.json`
//! (one file per language and namespace: the shell's words and each game's). `build.rs` makes
//! a [`Key`] of every phrase (in [`keys`]) and a table of each language's wordings; the macros
//! [`w!`] and [`wf!`] name a key as its path in the files (`w!(lang, shell.back)`,
//! `wf!(lang, tramways.event.private_bought, who = …, price = …)`) and check at compile time
//! that it exists and that the call passes exactly the arguments its wordings use.
//!
//! In the browser the tables are not in the wasm: [`load`] fetches the chosen language's files
//! of the page's namespaces (the service worker keeps them for offline play) before the app
//! mounts and before a language switch takes effect. Native builds (tests, the command-line
//! tool) have every language built in.
//!
//! A wording is a text with `{{ name }}` placeholders; a phrase with plural forms
//! (`key_one`, `key_other` in a file) takes a `count` and uses its `one` form for 1 (the rule
//! of English, Spanish and German). Our own few lines, measured against leptos_i18n
//! (`docs/words-plan.md`): its generated code per phrase cost more than the words it moved out.
//!
//! A phrase is written once per language, in its file; Rust names its key once (the `match`
//! below for [`Text`]).

use std::fmt::{Display, Write as _};
use std::sync::OnceLock;

use super::{Lang, Text};

/// A phrase: where its wordings are in their namespace's table, the arguments they use (in
/// alphabetical order), whether it has plural forms (then one of them is `count`).
#[derive(Debug, Clone, Copy)]
pub struct Key {
    /// Its namespace's place in the tables.
    pub ns: usize,
    /// Its place in the namespace's table.
    pub index: usize,
    /// The names of its arguments.
    pub args: &'static [&'static str],
    /// Whether it has plural forms (`one`, `other`).
    pub plural: bool,
    /// Its path in the files, shown in place of a wording that is not loaded.
    pub name: &'static str,
}

#[allow(clippy::all, clippy::pedantic, unreachable_pub)]
mod generated {
    use super::Key;
    include!(concat!(env!("OUT_DIR"), "/words.rs"));
}

pub use generated::keys;
use generated::{FOLDER, NAMESPACE_NAMES, NAMESPACES};

/// A namespace's table in one language: each phrase's forms (`[text]` or `[one, other]`).
type Table = Vec<Vec<Box<str>>>;

/// The tables loaded, by language and namespace (once each: they never change while the page
/// lives, so a wording is a `&'static str`).
static TABLES: [[OnceLock<Table>; NAMESPACES]; 3] =
    [const { [const { OnceLock::new() }; NAMESPACES] }; 3];

/// The index of a language in the tables.
fn lang_index(lang: Lang) -> usize {
    match lang {
        Lang::En => 0,
        Lang::Es => 1,
        Lang::De => 2,
    }
}

/// The table of a namespace in a language, if it is here (natively: always, built in).
fn table(lang: Lang, ns: usize) -> Option<&'static Table> {
    let cell = TABLES.get(lang_index(lang))?.get(ns)?;
    #[cfg(not(target_arch = "wasm32"))]
    {
        let text = generated::TABLES[lang_index(lang)][ns];
        Some(cell.get_or_init(|| serde_json::from_str(text).unwrap_or_default()))
    }
    #[cfg(target_arch = "wasm32")]
    cell.get()
}

/// The form of `key` in `lang`: the first (its only, or `one`) or the second (`other`).
fn form(lang: Lang, key: &Key, one: bool) -> Option<&'static str> {
    let forms = table(lang, key.ns)?.get(key.index)?;
    let at = usize::from(key.plural && !one);
    forms.get(at).or(forms.first()).map(|s| &**s)
}

/// A fixed phrase (no arguments): [`w!`]. A phrase whose language is not loaded (a bug:
/// [`load`] comes first) shows its key in brackets.
pub fn word(lang: Lang, key: &Key) -> &'static str {
    form(lang, key, false).unwrap_or(key.name)
}

/// A phrase with its arguments: [`wf!`]. A plural phrase's form is chosen by its `count`.
pub fn phrase(lang: Lang, key: &Key, args: &[(&str, &dyn Display)]) -> String {
    let mut values: Vec<(&str, String)> = Vec::with_capacity(args.len());
    for (name, value) in args {
        values.push((name, value.to_string()));
    }
    let one = key.plural && values.iter().any(|(name, value)| *name == "count" && value == "1");
    let Some(text) = form(lang, key, one) else { return format!("[{}]", key.name) };
    fill(text, &values)
}

/// `text` with each `{{ name }}` replaced by its value (an unknown name stays as written).
fn fill(text: &str, values: &[(&str, String)]) -> String {
    let mut out = String::with_capacity(text.len() + 16);
    let mut rest = text;
    while let Some(start) = rest.find("{{") {
        let Some(len) = rest[start..].find("}}") else { break };
        out.push_str(&rest[..start]);
        let name = rest[start + 2..start + len].trim();
        match values.iter().find(|(n, _)| *n == name) {
            Some((_, value)) => out.push_str(value),
            None => {
                let _ = write!(out, "{}", &rest[start..start + len + 2]);
            }
        }
        rest = &rest[start + len + 2..];
    }
    out.push_str(rest);
    out
}

/// Whether `passed` are exactly `key`'s arguments (at compile time, in [`wf!`]).
pub const fn takes(key: &Key, passed: &[&str]) -> bool {
    if passed.len() != key.args.len() {
        return false;
    }
    let mut i = 0;
    while i < passed.len() {
        let mut found = false;
        let mut j = 0;
        while j < key.args.len() {
            if same(passed[i].as_bytes(), key.args[j].as_bytes()) {
                found = true;
            }
            j += 1;
        }
        if !found {
            return false;
        }
        i += 1;
    }
    true
}

const fn same(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// A fixed phrase of a namespace in a language: `w!(lang, shell.back)`,
/// `w!(lang, tramways.names.colour.yellow)`. A phrase with arguments does not compile here.
macro_rules! w {
    ($lang:expr, $ns:ident $(. $key:ident)+) => {{
        const KEY: $crate::i18n::words::Key = $crate::i18n::words::keys::$ns $(::$key)+;
        const _: () = assert!(KEY.args.is_empty(), "this phrase takes arguments: use wf!");
        $crate::i18n::words::word($lang, &KEY)
    }};
}
#[allow(unused_imports)]
pub(crate) use w;

/// A phrase with arguments: `wf!(lang, trambahn.turn_of, name = quoted)`: each language's
/// wording uses the arguments it needs (a German one may take a colour's inflected form that
/// the English one does not); a plural phrase takes `count`. The call passes exactly the
/// phrase's arguments, or does not compile.
#[allow(unused_macros)]
macro_rules! wf {
    ($lang:expr, $ns:ident $(. $key:ident)+ $(, $arg:ident = $val:expr)+ $(,)?) => {{
        const KEY: $crate::i18n::words::Key = $crate::i18n::words::keys::$ns $(::$key)+;
        const _: () = assert!(
            $crate::i18n::words::takes(&KEY, &[$(stringify!($arg)),+]),
            "the arguments are not the phrase's (see its wordings in locales/)"
        );
        $crate::i18n::words::phrase(
            $lang,
            &KEY,
            &[$((stringify!($arg), &$val as &dyn ::std::fmt::Display)),+],
        )
    }};
}
#[allow(unused_imports)]
pub(crate) use wf;

/// The page's folder, where the words' files are (`https://host/app` for
/// `https://host/app/index.html`): set once, before the first [`load`].
static SERVED_FROM: OnceLock<String> = OnceLock::new();

/// Where the words' files are: the page's folder, so that the app plays from a sub-folder of
/// any host. Set once, before the first [`load`] (a second call changes nothing).
pub fn serve_from(folder: &str) {
    let _ = SERVED_FROM.set(folder.trim_end_matches('/').to_owned());
}

/// Whether the words of `lang` for this page are here ([`load`]; natively, always).
pub fn loaded(lang: Lang) -> bool {
    page_namespaces().all(|ns| table(lang, ns).is_some())
}

/// The namespaces this page's build plays: the shell's and its games'.
fn page_namespaces() -> impl Iterator<Item = usize> {
    NAMESPACE_NAMES
        .iter()
        .enumerate()
        .filter(|(_, ns)| cfg!(feature = "trambahn") || **ns != "trambahn")
        .filter(|(_, ns)| cfg!(feature = "railroads") || **ns != "railroads")
        .map(|(i, _)| i)
}

/// Fetches the words of `lang` for this page (the shell's and each game's the page plays), once
/// per language; natively they are built in. Whether every file is here: a file that could
/// not be fetched (offline before the service worker kept it) is tried again next time.
pub async fn load(lang: Lang) -> bool {
    let mut all = true;
    for ns in page_namespaces() {
        if table(lang, ns).is_some() {
            continue;
        }
        #[cfg(target_arch = "wasm32")]
        {
            let folder = SERVED_FROM.get().map_or("", String::as_str);
            let url = format!("{folder}/{FOLDER}/{}/{}.json", NAMESPACE_NAMES[ns], lang.code());
            match fetch_table(&url).await {
                Some(t) => {
                    if let Some(cell) = TABLES.get(lang_index(lang)).and_then(|l| l.get(ns)) {
                        let _ = cell.set(t);
                    }
                }
                None => all = false,
            }
        }
        #[cfg(not(target_arch = "wasm32"))]
        {
            all = false;
        }
    }
    let _ = FOLDER;
    all
}

/// A table fetched from `url` and read, or `None` (no network, not found, not a table).
#[cfg(target_arch = "wasm32")]
async fn fetch_table(url: &str) -> Option<Table> {
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;
    let window = web_sys::window()?;
    let response = JsFuture::from(window.fetch_with_str(url)).await.ok()?;
    let response: web_sys::Response = response.dyn_into().ok()?;
    if !response.ok() {
        return None;
    }
    let text = JsFuture::from(response.text().ok()?).await.ok()?.as_string()?;
    serde_json::from_str(&text).ok()
}

/// The words of a [`Text`] key.
pub(super) fn text(lang: Lang, key: Text) -> &'static str {
    match key {
        Text::Title => w!(lang, shell.title),
        Text::Tagline => w!(lang, shell.tagline),
        Text::NewGame => w!(lang, shell.new_game),
        Text::BoardHeading => w!(lang, tramways.board_heading),
        Text::ShowGallery => w!(lang, shell.show_gallery),
        Text::GalleryHeading => w!(lang, tramways.gallery_heading),
        Text::GalleryNote => w!(lang, tramways.gallery_note),
        Text::Back => w!(lang, shell.back),
        Text::MapLabel => w!(lang, tramways.map_label),
        Text::Credit => w!(lang, shell.credit),
        Text::NewGameHeading => w!(lang, tramways.new_game_heading),
        Text::PlayerName => w!(lang, shell.player_name),
        Text::AddPlayer => w!(lang, tramways.add_player),
        Text::RemovePlayer => w!(lang, tramways.remove_player),
        Text::Board => w!(lang, tramways.board),
        Text::BoardFull => w!(lang, tramways.board_full),
        Text::BoardSmall => w!(lang, tramways.board_small),
        Text::BoardTwo => w!(lang, tramways.board_two_players),
        Text::Seed => w!(lang, shell.seed),
        Text::SeedNote => w!(lang, tramways.seed_note),
        Text::Rules => w!(lang, tramways.rules),
        Text::RulesPrinted => w!(lang, tramways.rules_printed),
        Text::RulesEighteenXx => w!(lang, tramways.rules_eighteen_xx),
        Text::RulesEighteenXxNote => w!(lang, tramways.rules_eighteen_xx_note),
        Text::StartGame => w!(lang, shell.start_game),
        Text::Undo => w!(lang, shell.undo),
        Text::Redo => w!(lang, shell.redo),
        Text::YourMoves => w!(lang, tramways.your_moves),
        Text::GameLog => w!(lang, tramways.game_log),
        Text::Players => w!(lang, tramways.players),
        Text::Companies => w!(lang, tramways.companies),
        Text::Cash => w!(lang, tramways.cash),
        Text::Value => w!(lang, tramways.value),
        Text::Loans => w!(lang, tramways.loans),
        Text::Privates => w!(lang, tramways.privates),
        Text::Treasury => w!(lang, tramways.treasury),
        Text::Revenue => w!(lang, tramways.revenue),
        Text::Price => w!(lang, tramways.price),
        Text::Pool => w!(lang, tramways.pool),
        Text::Lines => w!(lang, tramways.lines),
        Text::Trams => w!(lang, tramways.trams),
        Text::SharePrices => w!(lang, tramways.share_prices),
        Text::GameOver => w!(lang, shell.game_over),
        Text::Winner => w!(lang, tramways.winner),
        Text::EndGameNow => w!(lang, tramways.end_game_now),
        Text::PrivateAuction => w!(lang, tramways.private_auction),
        Text::FaceValue => w!(lang, tramways.face_value),
        Text::Dividend => w!(lang, tramways.dividend),
        Text::Owner => w!(lang, tramways.owner),
        Text::Bank => w!(lang, shell.bank),
        Text::Amount => w!(lang, tramways.amount),
        Text::Confirm => w!(lang, tramways.confirm),
        Text::RoundBar => w!(lang, tramways.round_bar),
        Text::HighBid => w!(lang, tramways.high_bid),
        Text::BuyAndSell => w!(lang, tramways.buy_and_sell),
        Text::Buy => w!(lang, tramways.buy),
        Text::Sell => w!(lang, tramways.sell),
        Text::YouHold => w!(lang, tramways.you_hold),
        Text::FutureTrams => w!(lang, tramways.future_trams),
        Text::TramsForSale => w!(lang, tramways.trams_for_sale),
        Text::LinesForSale => w!(lang, tramways.lines_for_sale),
        Text::Pay => w!(lang, tramways.pay),
        Text::PerShare => w!(lang, tramways.per_share),
        Text::PriceTo => w!(lang, tramways.price_to),
        Text::SavedGames => w!(lang, shell.saved_games),
        Text::Resume => w!(lang, shell.resume),
        Text::Delete => w!(lang, shell.delete),
        Text::ReallyDelete => w!(lang, shell.really_delete),
        Text::Finished => w!(lang, shell.finished),
        Text::SetAside => w!(lang, shell.set_aside),
        Text::NotSaved => w!(lang, shell.not_saved),
        Text::Certificates => w!(lang, tramways.certificates),
        Text::OrderCard => w!(lang, tramways.order_card),
        Text::DefaultNames => w!(lang, shell.default_names),
        Text::BenchHeading => w!(lang, tramways.bench_heading),
        Text::BenchNote => w!(lang, tramways.bench_note),
        Text::BenchRunning => w!(lang, tramways.bench_running),
        Text::BenchAgain => w!(lang, tramways.bench_again),
        Text::BenchLine => w!(lang, tramways.bench_line),
        Text::BenchStops => w!(lang, tramways.bench_stops),
        Text::BenchMedian => w!(lang, tramways.bench_median),
        Text::BenchMax => w!(lang, tramways.bench_max),
        Text::BenchAll => w!(lang, tramways.bench_all),
        Text::LastPlayed => w!(lang, shell.last_played),
        Text::NoSavedGames => w!(lang, shell.no_saved_games),
        Text::MoreActions => w!(lang, shell.more_actions),
        Text::FewerActions => w!(lang, shell.fewer_actions),
        Text::Rename => w!(lang, shell.rename),
        Text::GameName => w!(lang, shell.game_name),
        Text::SaveName => w!(lang, shell.save_name),
        Text::Cancel => w!(lang, shell.cancel),
        Text::Duplicate => w!(lang, shell.duplicate),
        Text::CopySuffix => w!(lang, shell.copy_suffix),
        Text::ExportFile => w!(lang, shell.export_file),
        Text::ExportEighteenXx => w!(lang, shell.export_eighteen_xx),
        Text::ExportEighteenXxFailed => w!(lang, shell.export_eighteen_xx_failed),
        Text::ErrNotEighteenXxRules => w!(lang, shell.err_not_eighteen_xx_rules),
        Text::ShareLink => w!(lang, shell.share_link),
        Text::CopyLink => w!(lang, shell.copy_link),
        Text::LinkCopied => w!(lang, shell.link_copied),
        Text::CopyFailed => w!(lang, shell.copy_failed),
        Text::ShareNote => w!(lang, shell.share_note),
        Text::Kilobytes => w!(lang, shell.kilobytes),
        Text::ImportGame => w!(lang, shell.import_game),
        Text::ImportNote => w!(lang, shell.import_note),
        Text::ImportFailed => w!(lang, shell.import_failed),
        Text::LinkBroken => w!(lang, shell.link_broken),
        Text::ActionFailed => w!(lang, shell.action_failed),
        Text::FromEighteenXx => w!(lang, shell.from_eighteen_xx),
        Text::ConflictHeading => w!(lang, shell.conflict_heading),
        Text::LoadNewer => w!(lang, shell.load_newer),
        Text::KeepAsCopy => w!(lang, shell.keep_as_copy),
        Text::ThisTabSuffix => w!(lang, shell.this_tab_suffix),
        Text::ErrMissing => w!(lang, shell.err_missing),
        Text::ErrNotJson => w!(lang, shell.err_not_json),
        Text::ErrNotOurs => w!(lang, shell.err_not_ours),
        Text::ErrNewer => w!(lang, shell.err_newer),
        Text::ErrDamaged => w!(lang, shell.err_damaged),
        Text::ErrReplay => w!(lang, shell.err_replay),
        Text::ErrFull => w!(lang, shell.err_full),
        Text::ErrNoStorage => w!(lang, shell.err_no_storage),
        Text::ErrLinkNoGame => w!(lang, shell.err_link_no_game),
        Text::ErrLinkFormat => w!(lang, shell.err_link_format),
        Text::ErrLinkDamaged => w!(lang, shell.err_link_damaged),
        Text::ErrLinkTooLarge => w!(lang, shell.err_link_too_large),
        Text::ErrFileEmpty => w!(lang, shell.err_file_empty),
        Text::ErrFileTooLarge => w!(lang, shell.err_file_too_large),
        Text::ErrFileNotJson => w!(lang, shell.err_file_not_json),
        Text::ErrFileUnknown => w!(lang, shell.err_file_unknown),
        Text::ErrFileUnreadable => w!(lang, shell.err_file_unreadable),
        Text::ErrDownload => w!(lang, shell.err_download),
        Text::ZoomIn => w!(lang, tramways.zoom_in),
        Text::ZoomOut => w!(lang, tramways.zoom_out),
        Text::FitMap => w!(lang, tramways.fit_map),
        Text::GameMapLabel => w!(lang, tramways.game_map_label),
        Text::TileSupply => w!(lang, tramways.tile_supply),
        Text::LineTreasury => w!(lang, tramways.line_treasury),
        Text::HintLay => w!(lang, tramways.hint_lay),
        Text::HintStadtbahn => w!(lang, tramways.hint_stadtbahn),
        Text::HintStation => w!(lang, tramways.hint_station),
        Text::HintRemoval => w!(lang, tramways.hint_removal),
        Text::HintBonus => w!(lang, tramways.hint_bonus),
        Text::DoneLay => w!(lang, tramways.done_lay),
        Text::DoneStadtbahn => w!(lang, tramways.done_stadtbahn),
        Text::DoneStation => w!(lang, tramways.done_station),
        Text::Rotate => w!(lang, tramways.rotate),
        Text::ConfirmChoice => w!(lang, tramways.confirm_choice),
        Text::Cost => w!(lang, tramways.cost),
        Text::Free => w!(lang, shell.free),
        Text::UpgradeWord => w!(lang, shell.upgrade_word),
        Text::ModeNormal => w!(lang, tramways.mode_normal),
        Text::ModeStadtbahn => w!(lang, tramways.mode_stadtbahn),
        Text::ModeBonus => w!(lang, tramways.mode_bonus),
        Text::RunTheTram => w!(lang, tramways.run_the_tram),
        Text::SkipTheBonus => w!(lang, tramways.skip_the_bonus),
        Text::ShowRoute => w!(lang, tramways.show_route),
        Text::RouteHeading => w!(lang, tramways.route_heading),
        Text::LandmarkBonus => w!(lang, tramways.landmark_bonus),
        Text::RouteRevenue => w!(lang, tramways.route_revenue),
        Text::Maintenance => w!(lang, tramways.maintenance),
        Text::Income => w!(lang, tramways.income),
        Text::NoTram => w!(lang, tramways.no_tram),
        Text::NoRoute => w!(lang, tramways.no_route),
        Text::LastRun => w!(lang, tramways.last_run),
        Text::BuyPrivates => w!(lang, tramways.buy_privates),
        Text::BuyPrivateFor => w!(lang, tramways.buy_private_for),
        Text::Where => w!(lang, tramways.where_label),
        Text::KeysHelp => w!(lang, tramways.keys_help),
        Text::Language => w!(lang, shell.language),
        Text::PlayedBy => w!(lang, shell.played_by),
        Text::Person => w!(lang, shell.person),
        Text::BotRandom => w!(lang, shell.bot_random),
        Text::BotSteady => w!(lang, shell.bot_steady),
        Text::BotStrong => w!(lang, shell.bot_strong),
        Text::Computer => w!(lang, shell.computer),
        Text::PauseBots => w!(lang, shell.pause_bots),
        Text::ResumeBots => w!(lang, shell.resume_bots),
        Text::BotSpeed => w!(lang, shell.bot_speed),
        Text::SpeedNormal => w!(lang, shell.speed_normal),
        Text::SpeedFast => w!(lang, shell.speed_fast),
        Text::SpeedInstant => w!(lang, shell.speed_instant),
        Text::Hint => w!(lang, shell.hint),
        Text::HintHeading => w!(lang, shell.hint_heading),
        Text::PlayHint => w!(lang, shell.play_hint),
        Text::CloseHint => w!(lang, shell.close_hint),
        Text::Thinking => w!(lang, shell.thinking),
        Text::HistoryNav => w!(lang, shell.history_nav),
        Text::HistoryFirst => w!(lang, shell.history_first),
        Text::HistoryPreviousRound => w!(lang, shell.history_previous_round),
        Text::HistoryPrevious => w!(lang, shell.history_previous),
        Text::HistoryNext => w!(lang, shell.history_next),
        Text::HistoryNextRound => w!(lang, shell.history_next_round),
        Text::BackToNow => w!(lang, shell.back_to_now),
        Text::HistorySlider => w!(lang, shell.history_slider),
        Text::StoryHeading => w!(lang, shell.story_heading),
        Text::ChartPrices => w!(lang, tramways.chart_prices),
        Text::ChartValues => w!(lang, tramways.chart_values),
        Text::ChartCash => w!(lang, shell.chart_cash),
        Text::CashOnly => w!(lang, tramways.cash_only),
        Text::ChartLines => w!(lang, tramways.chart_lines),
        Text::ChartDividends => w!(lang, tramways.chart_dividends),
        Text::ShowTable => w!(lang, shell.show_table),
        Text::MarkPaid => w!(lang, tramways.mark_paid),
        Text::MarkPartial => w!(lang, tramways.mark_partial),
        Text::MarkWithheld => w!(lang, tramways.mark_withheld),
        Text::MarkSold => w!(lang, tramways.mark_sold),
        Text::RoundColumn => w!(lang, tramways.round_column),
        Text::LineColumn => w!(lang, tramways.line_column),
        Text::TotalColumn => w!(lang, tramways.total_column),
        Text::RankColumn => w!(lang, tramways.rank_column),
        Text::SharesColumn => w!(lang, tramways.shares_column),
        Text::TapAPoint => w!(lang, shell.tap_a_point),
        Text::ErrEighteenXxWorker => w!(lang, shell.err_eighteen_xx_worker),
        Text::ErrGameScreen => w!(lang, shell.err_game_screen),
        Text::ErrElsewhere => w!(lang, shell.err_elsewhere),
        Text::LogShowEarlier => w!(lang, tramways.log_show_earlier),
        Text::TbRulesEnd => w!(lang, tramways.tb_rules_end),
        Text::TbRulesEndTitle => w!(lang, tramways.tb_rules_end_title),
        Text::TbRulesScoring => w!(lang, tramways.tb_rules_scoring),
        Text::TbRulesScoringTitle => w!(lang, tramways.tb_rules_scoring_title),
        Text::TbRulesTurn => w!(lang, tramways.tb_rules_turn),
        Text::TbRulesTurnTitle => w!(lang, tramways.tb_rules_turn_title),
        Text::TrambahnTagline => w!(lang, shell.trambahn_tagline),
        Text::ErrTrambahnVersion => w!(lang, trambahn.err_trambahn_version),
        Text::ErrTrambahnRules => w!(lang, trambahn.err_trambahn_rules),
        Text::TbFirstRulesNote => w!(lang, trambahn.tb_first_rules_note),
        Text::ErrTrambahnDeck => w!(lang, trambahn.err_trambahn_deck),
        Text::ErrTrambahnPlayers => w!(lang, trambahn.err_trambahn_players),
        Text::ErrTrambahnNames => w!(lang, trambahn.err_trambahn_names),
        Text::TrambahnSeedNote => w!(lang, trambahn.trambahn_seed_note),
        Text::SwapSeats => w!(lang, trambahn.swap_seats),
        Text::StartsFirst => w!(lang, trambahn.starts_first),
        Text::TrambahnIntro => w!(lang, trambahn.trambahn_intro),
        Text::NewTrambahnHeading => w!(lang, trambahn.new_trambahn_heading),
        Text::NewTrambahnGame => w!(lang, shell.new_trambahn_game),
        Text::GameVienna => w!(lang, shell.game_vienna),
        Text::GameTrambahn => w!(lang, shell.game_trambahn),
        Text::TrambahnScorings => w!(lang, shell.trambahn_scorings),
        Text::ErrOtherGame => w!(lang, shell.err_other_game),
        Text::TbColumns => w!(lang, shell.tb_columns),
        Text::TbPoints => w!(lang, trambahn.tb_points),
        Text::TbWaitTurn => w!(lang, trambahn.tb_wait_turn),
        Text::TbHandHidden => w!(lang, trambahn.tb_hand_hidden),
        Text::TbTieBreak => w!(lang, trambahn.tb_tie_break),
        Text::TbSharedWin => w!(lang, trambahn.tb_shared_win),
        Text::TbTapColumn => w!(lang, trambahn.tb_tap_column),
        Text::TbTapPlace => w!(lang, trambahn.tb_tap_place),
        Text::TbTapCard => w!(lang, trambahn.tb_tap_card),
        Text::TbNoColumns => w!(lang, trambahn.tb_no_columns),
        Text::TbNoTram => w!(lang, trambahn.tb_no_tram),
        Text::TbExtraTourDone => w!(lang, trambahn.tb_extra_tour_done),
        Text::TbClosed => w!(lang, trambahn.tb_closed),
        Text::TbVictoryPoints => w!(lang, trambahn.tb_victory_points),
        Text::TbMoney => w!(lang, trambahn.tb_money),
        Text::TbHand => w!(lang, trambahn.tb_hand),
        Text::TbConductor => w!(lang, trambahn.tb_conductor),
        Text::TbEndTurn => w!(lang, trambahn.tb_end_turn),
        Text::TbToMoney => w!(lang, trambahn.tb_to_money),
        Text::TbNewColumn => w!(lang, trambahn.tb_new_column),
        Text::TbNoMovesYet => w!(lang, trambahn.tb_no_moves_yet),
        Text::TbLastMoves => w!(lang, trambahn.tb_last_moves),
        Text::TbScoring => w!(lang, trambahn.tb_scoring),
        Text::TbScorePad => w!(lang, trambahn.tb_score_pad),
        Text::TbDiscard => w!(lang, trambahn.tb_discard),
        Text::TbDeck => w!(lang, trambahn.tb_deck),
        Text::TbTramsLeft => w!(lang, trambahn.tb_trams_left),
        Text::TbTramsOnOffer => w!(lang, trambahn.tb_trams_on_offer),
        Text::TbTerminals => w!(lang, trambahn.tb_terminals),
        Text::TbEndTurnSure => w!(lang, trambahn.tb_end_turn_sure),
        Text::TbEndTurnAnyway => w!(lang, trambahn.tb_end_turn_anyway),
        Text::TbGoBack => w!(lang, trambahn.tb_go_back),
        Text::AppName => w!(lang, shell.app_name),
        Text::CreditTrambahn => w!(lang, shell.credit_trambahn),
        Text::CreditAll => w!(lang, shell.credit_all),
        Text::SeatsPeople => w!(lang, shell.seats_people),
        Text::VsComputer => w!(lang, shell.vs_computer),
        Text::SeatsComputers => w!(lang, shell.seats_computers),
        Text::LevelRandom => w!(lang, shell.level_random),
        Text::LevelSteady => w!(lang, shell.level_steady),
        Text::LevelStrong => w!(lang, shell.level_strong),
        Text::TbWhoPeople => w!(lang, trambahn.tb_who_people),
        Text::TbWhoComputer => w!(lang, trambahn.tb_who_computer),
        Text::TbWhoComputers => w!(lang, trambahn.tb_who_computers),
        Text::RulesEnd => w!(lang, tramways.rules_end),
        Text::RulesEndTitle => w!(lang, tramways.rules_end_title),
        Text::RulesLine => w!(lang, tramways.rules_line),
        Text::RulesLineTitle => w!(lang, tramways.rules_line_title),
        Text::RulesCompany => w!(lang, tramways.rules_company),
        Text::RulesCompanyTitle => w!(lang, tramways.rules_company_title),
        Text::RulesShare => w!(lang, tramways.rules_share),
        Text::RulesShareTitle => w!(lang, tramways.rules_share_title),
        Text::RulesPre => w!(lang, tramways.rules_pre),
        Text::RulesPreTitle => w!(lang, tramways.rules_pre_title),
        Text::CloseRules => w!(lang, tramways.close_rules),
        Text::RulesNote => w!(lang, tramways.rules_note),
        Text::RulesHeading => w!(lang, tramways.rules_heading),
        Text::PlayerColumn => w!(lang, tramways.player_column),
        Text::DirectorColumn => w!(lang, tramways.director_column),
        Text::SharesHeld => w!(lang, tramways.shares_held),
        Text::CompanyOrderNote => w!(lang, tramways.company_order_note),
        Text::CompanyOrder => w!(lang, tramways.company_order),
        Text::StadtbahnRunSum => w!(lang, tramways.stadtbahn_run_sum),
        Text::StadtbahnRuns => w!(lang, tramways.stadtbahn_runs),
        Text::AuctionALine => w!(lang, tramways.auction_a_line),
        Text::SeatOrderNote => w!(lang, tramways.seat_order_note),
        Text::BonusUnusable => w!(lang, tramways.bonus_unusable),
        Text::IncomeWithChoice => w!(lang, tramways.income_with_choice),
        Text::Company => w!(lang, tramways.company),
        Text::CashOnTop => w!(lang, tramways.cash_on_top),
        Text::ParTableNote => w!(lang, tramways.par_table_note),
        Text::ParTableHeading => w!(lang, tramways.par_table_heading),
        Text::More => w!(lang, tramways.more),
        Text::Less => w!(lang, tramways.less),
        Text::TreasuryKeeps => w!(lang, tramways.treasury_keeps),
        Text::PayAPart => w!(lang, tramways.pay_a_part),
        Text::Withhold => w!(lang, tramways.withhold),
        Text::PayAll => w!(lang, tramways.pay_all),
        Text::EndedByAgreement => w!(lang, tramways.ended_by_agreement),
        Text::EndedAtTheEnd => w!(lang, tramways.ended_at_the_end),
        Text::KeepPlaying => w!(lang, tramways.keep_playing),
        Text::EndTheGame => w!(lang, tramways.end_the_game),
        Text::EndGameQuestion => w!(lang, tramways.end_game_question),
        Text::GameMenu => w!(lang, tramways.game_menu),
        Text::OfferPrivateFor => w!(lang, tramways.offer_private_for),
        Text::HistoryPreviousTurn => w!(lang, shell.history_previous_turn),
        Text::HistoryNextTurn => w!(lang, shell.history_next_turn),
        Text::TbHandsHiddenPast => w!(lang, trambahn.tb_hands_hidden_past),
        Text::HistoryRoundStart => w!(lang, shell.history_round_start),
        Text::HistoryTurnStart => w!(lang, shell.history_turn_start),
        Text::ReturnPrivatesHeading => w!(lang, tramways.return_privates_heading),
        Text::ReturnPrivateFor => w!(lang, tramways.return_private_for),
        Text::ReturnPrivateQuestion => w!(lang, tramways.return_private_question),
        Text::ReturnPrivateConfirm => w!(lang, tramways.return_private_confirm),
        Text::ChipValue => w!(lang, tramways.chip_value),
        Text::ValueExplained => w!(lang, tramways.value_explained),
        Text::OrderCardNote => w!(lang, tramways.order_card_note),
        Text::ScrapNote => w!(lang, tramways.scrap_note),
        Text::RouteMinusMaintenance => w!(lang, tramways.route_minus_maintenance),
        Text::RoutePlusBonus => w!(lang, tramways.route_plus_bonus),
        Text::IncomeUnchanged => w!(lang, tramways.income_unchanged),
        Text::StadtbahnRunsExplained => w!(lang, tramways.stadtbahn_runs_explained),
        Text::GameRailroads => w!(lang, shell.game_railroads),
        Text::RailroadsRounds => w!(lang, shell.railroads_rounds),
        Text::CreditRailroads => w!(lang, shell.credit_railroads),
        Text::RailroadsTagline => w!(lang, shell.railroads_tagline),
        Text::NewRailroadsGame => w!(lang, shell.new_railroads_game),
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    /// Each key of `value` with its path (`group.key`), a plural form's key without its
    /// `_one`/`_other` (one language may have plural forms where another has one wording).
    fn paths(prefix: &str, value: &serde_json::Value, out: &mut BTreeSet<String>) {
        match value.as_object() {
            Some(map) => {
                for (key, inner) in map {
                    let key = ["_one", "_other"]
                        .iter()
                        .find_map(|suffix| key.strip_suffix(suffix))
                        .unwrap_or(key);
                    let path =
                        if prefix.is_empty() { key.to_owned() } else { format!("{prefix}.{key}") };
                    paths(&path, inner, out);
                }
            }
            None => {
                out.insert(prefix.to_owned());
            }
        }
    }

    /// Each namespace's file has the same keys in every language (`build.rs` refuses to build
    /// otherwise; this says which key, in a test).
    #[test]
    fn every_language_has_every_key() {
        let root = env!("CARGO_MANIFEST_DIR");
        for ns in ["shell", "tramways", "trambahn", "railroads"] {
            let keys = |lang: &str| -> BTreeSet<String> {
                let path = format!("{root}/locales/{lang}/{ns}.json");
                let text = std::fs::read_to_string(&path).expect("a locale file");
                let value: serde_json::Value = serde_json::from_str(&text).expect("JSON");
                assert!(value.is_object(), "{path}: a JSON object");
                let mut out = BTreeSet::new();
                paths("", &value, &mut out);
                out
            };
            let en = keys("en");
            assert!(!en.is_empty(), "{ns}");
            for lang in ["es", "de"] {
                let other = keys(lang);
                assert_eq!(
                    en.symmetric_difference(&other).collect::<Vec<_>>(),
                    Vec::<&String>::new(),
                    "{ns}: the keys of en and {lang} differ"
                );
            }
        }
    }
}
