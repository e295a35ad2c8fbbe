//! Games played on 18xx.games, imported: an export (JSON, format in the reference's
//! `actions-18xx-games.md`) becomes a [`Setup`] and a log of the engine's [`Action`]s.
//!
//! ```no_run
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let text = std::fs::read_to_string("1840-game.json")?;
//! let imported = tramways_engine::import::from_18xx_json(&text)?;
//! let game = imported.replay()?; // errors name the 18xx.games action
//! # Ok(()) }
//! ```
//!
//! The steps:
//! 1. **Read and check** the export: JSON, title "1840", 2–6 players, known optional rules, an
//!    action log whose ids increase (`format`; they skip where chat messages were left out).
//! 2. **Undo and redo** are resolved as 18xx.games does; chat messages are dropped (`undo`).
//! 3. **Translate** each action still in effect to the engine's actions (`translate`):
//!    programmed actions (`program_*`) write nothing, but what they did automatically
//!    (`auto_actions`) is translated like any action. A line runs its recorded route, traced
//!    along the recorded hexes on the tiles laid so far; Stadtbahn runs are left to the
//!    engine. Every route is also kept as a [`RecordedRoute`] to compare.
//! 4. **The set-up facts** the export does not contain are read from the log: seats are the
//!    order of `players` (their Playing Order Cards 1..n), the tram companies in play are the
//!    ones parred (one per player), and the line deck shows each line before it was put up
//!    for auction (see [`line_deck`]). The cards are the ones 18xx.games deals for the seed
//!    ([`Deal::eighteen_xx_games`]) when the log agrees with them (games of its current
//!    version), else what the log shows.
//! 5. The rules are [`RuleOptions::eighteen_xx_games`]: the deviations of 18xx.games from the
//!    printed rules that the engine has options for; a game created before 2023-09-04 also
//!    takes the company order again after the dividends, as 18xx.games' code of that time
//!    did ([`RuleOptions::order_after_dividends`]).
//! 6. **Automatic moves** (`automatic`): 18xx.games makes some moves by itself without
//!    logging them (a bidder who cannot afford the next bid leaves the auction, a tram step
//!    with nothing to do ends). The log is run on a [`Game`]; where the engine refuses the
//!    next action and offers only the finishing move of the decision now, that move is put in.
//!
//! 18xx.games does not enforce the best run (deviations B14), so the import runs the recorded
//! route under [`RuleOptions::best_route_not_enforced`]: the engine still refuses a route that
//! breaks a route rule (the replay then stops there, naming the 18xx.games action), but not
//! one below the best. [`ImportedGame::check_runs`] compares every recorded run with the
//! engine: our value of the recorded route, and the best route on the board of that moment.

mod automatic;
pub mod export;
mod fault;
mod format;
mod ids;
mod translate;
mod undo;

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::data::BoardVariant;
use crate::data::StadtbahnCompany;
use crate::data::game_tables::{
    LINE_SET_ASIDE_AT_SET_UP, Money, PlayerCount, Round, TramCompany, lines_in_play,
};
use crate::game::{
    Action, Deal, Event, Game, Refusal, ReplayError, RuleOptions, Setup, SetupError,
    line_route_context,
};
use crate::map::Hex;
use crate::map::graph::{NodeRef, PathRef};
use crate::rules::LineNumber;
use crate::rules::route::best_route;

pub use fault::{JsonCategory, JsonFault, LogFault, MapFault, ShapeFault};

/// An imported game: the set-up, the engine's action log, and how it maps onto the export.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportedGame {
    /// The set-up derived from the export and its log.
    pub setup: Setup,
    /// The engine's actions, in order.
    pub actions: Vec<Action>,
    /// The 18xx.games account id of each player, by [`PlayerId`](crate::game::PlayerId).
    pub player_ids: Vec<u64>,
    /// For each action, the id of the 18xx.games action it comes from (ids may skip: chat
    /// messages are left out of exports).
    pub source_index: Vec<usize>,
    /// For each action, the type of that 18xx.games action ("bid", "lay_tile", …).
    pub source_kind: Vec<&'static str>,
    /// The 1-based positions in the export's log of the actions still in effect after undo
    /// and redo, oldest first (chat messages, `undo` and `redo` left out). Every
    /// `source_index` is one of them; an action here may have no engine action of its own
    /// (a `pass` that ends construction writes nothing, see `translate`).
    pub effective: Vec<usize>,
    /// Every route the export records, in order: each line's runs and the Stadtbahn runs.
    pub routes: Vec<RecordedRoute>,
    /// Whether the export says the game is finished.
    pub finished: bool,
    /// The final value of each player (by 18xx.games id) that the export records, if any.
    pub recorded_result: BTreeMap<u64, Money>,
}

/// Who ran a recorded route.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Runner {
    /// A line, with its tram.
    Line(LineNumber),
    /// A Stadtbahn company's imaginary tram (automatic in the Company Round).
    Stadtbahn(StadtbahnCompany),
}

/// A route as 18xx.games recorded it, to be checked against the engine's route rules.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RecordedRoute {
    /// The index in [`ImportedGame::actions`] of the action that runs it: the line's
    /// `RunTram`, or for a Stadtbahn run the action after which the Stadtbahn companies ran
    /// (the last dividend of the Company Round, or the action that ended the first Share
    /// Round).
    pub action: usize,
    /// The id of the 18xx.games action that records it.
    pub source_index: usize,
    /// Who ran it.
    pub runner: Runner,
    /// The 18xx.games name of the tram ("O1-0", "City-2").
    pub tram: String,
    /// The revenue locations in route order.
    pub stops: Vec<NodeRef>,
    /// The hexes of each leg between two stops, pass-through hexes included.
    pub legs: Vec<Vec<Hex>>,
    /// A line's route as pieces of track, traced along `legs` on the map of that moment:
    /// what its `RunTram` runs (B14). Empty for a Stadtbahn run, which the engine makes.
    pub paths: Vec<PathRef>,
    /// The route's revenue: before maintenance for a line, before the Company Round's
    /// multiplier for a Stadtbahn company (§4 `run_routes`).
    pub revenue: Money,
}

/// A recorded run compared with the engine ([`ImportedGame::check_runs`]). Revenues are
/// before maintenance (lines) or before the Company Round's multiplier (Stadtbahn).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RunCheck {
    /// The id of the 18xx.games action that records the run.
    pub source_index: usize,
    /// The round of the run.
    pub round: String,
    /// Who ran.
    pub runner: Runner,
    /// The revenue 18xx.games recorded.
    pub recorded: Money,
    /// The engine's value of the run: for a line, the recorded route, which it runs (B14),
    /// valued by the validator on the board of that moment; for a Stadtbahn company, the
    /// engine's own run, which it makes by itself. `None` when the engine did not run it.
    pub valued: Option<Money>,
    /// The best revenue the engine finds at that moment (R87); for a Stadtbahn company, its
    /// own run.
    pub best: Money,
}

impl RunCheck {
    /// The player ran less than the best route (18xx.games does not enforce it, B14).
    pub fn below_best(&self) -> bool {
        self.recorded < self.best
    }
}

/// Why an export could not be imported or replayed. The messages are for players.
///
/// Serde: the app translates exports in a worker of its own (its 1840 page does not carry the
/// importer) and words the error it sends back. [`ImportError::Refused`] never crosses: it
/// comes from a replay, which the page does itself ([`Translated::replay`]).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
pub enum ImportError {
    /// The text is not JSON.
    #[error("this file is not JSON: {0}")]
    NotJson(JsonFault),
    /// The text stops in the middle.
    #[error("this file ends too early, it seems to be cut off: {0}")]
    Truncated(JsonFault),
    /// JSON, but not an 18xx.games export.
    #[error("this is not an 18xx.games export: {0}")]
    NotAnExport(ShapeFault),
    /// An export of another game.
    #[error("this is an 18xx.games export of \"{0}\", not of 1840")]
    Title(String),
    /// An optional rule of 18xx.games the engine does not play.
    #[error("the 18xx.games optional rule \"{0}\" is not supported")]
    OptionalRule(String),
    /// Not 2 to 6 players.
    #[error("1840 is played by 2 to 6 players, this export has {0}")]
    Players(usize),
    /// The log is damaged or incomplete.
    #[error("the action log is damaged or incomplete at action {index}: {fault}")]
    Log {
        /// The 18xx.games action id (its position when it has no usable id).
        index: usize,
        /// What is wrong.
        fault: LogFault,
    },
    /// An action type this importer does not know.
    #[error("action {index} has the type \"{kind}\", which is not an action of 1840")]
    UnknownAction {
        /// The 18xx.games action id.
        index: usize,
        /// Its type.
        kind: String,
    },
    /// An action that has no counterpart in the engine.
    #[error("action {index} ({kind}) cannot be imported: {fault}")]
    Unmappable {
        /// The 18xx.games action id.
        index: usize,
        /// Its type.
        kind: String,
        /// Why.
        fault: MapFault,
    },
    /// The set-up derived from the export is not valid.
    #[error("the set-up read from this export is not valid: {0}")]
    Setup(#[from] SetupError),
    /// The engine refused an action while replaying the import.
    #[error("action {index} ({kind}) was refused (as {ours}): {error}")]
    #[serde(skip)]
    Refused {
        /// The 18xx.games action id.
        index: usize,
        /// Its 18xx.games type.
        kind: String,
        /// The engine's action kind.
        #[serde(skip)]
        ours: &'static str,
        /// Why the engine refused it.
        error: Refusal,
    },
}

/// The optional rules of 18xx.games for 1840 that the engine plays.
const THREE_PLAYER_SMALL: &str = "three_player_small";

/// 2023-09-04 00:00 UTC: 18xx.games fixed the company order of a Company Round (tobymao/18xx
/// PR #9548 of that day); games created before it keep the old order, which took the order
/// again after the dividends ([`RuleOptions::order_after_dividends`]).
const COMPANY_ORDER_FIXED: u64 = 1_693_785_600;

/// Imports an 18xx.games export of an 1840 game.
pub fn from_18xx_json(text: &str) -> Result<ImportedGame, ImportError> {
    let export = format::parse_export(text)?;
    let n = export.players.len();
    if !(2..=6).contains(&n) {
        return Err(ImportError::Players(n));
    }
    let mut small_map = false;
    for rule in &export.settings.optional_rules {
        if rule == THREE_PLAYER_SMALL {
            small_map = true;
        } else {
            return Err(ImportError::OptionalRule(crate::brief::quote(rule)));
        }
    }
    // B12: the 3-player removals come with the small map only, as on the full board (A41).
    let variant = match n {
        2 => BoardVariant::TwoPlayer,
        3 if small_map => BoardVariant::ThreePlayerSmall,
        _ => BoardVariant::Full,
    };
    let player_ids: Vec<u64> = export.players.iter().map(|p| p.id).collect();
    let positions = undo::effective_positions(&export.actions)?;
    let live: Vec<&format::RawAction<'_>> =
        positions.iter().filter_map(|&j| export.actions.get(j)).collect();
    let t = translate::translate(&live, &player_ids, variant)?;

    let seed = export.settings.seed.unwrap_or(0);
    // The cards 18xx.games deals for the seed, when the log agrees with them (games of its
    // current version; older games were dealt otherwise), else what the log shows.
    let dealt = PlayerCount::new(u8::try_from(n).unwrap_or(0))
        .ok()
        .map(|count| Deal::eighteen_xx_games(seed, variant, count))
        .filter(|deal| deal_agrees(deal, n, &t.parred, &t.nominations));
    let deal = dealt.unwrap_or_else(|| Deal {
        order_cards: (1..).take(n).collect(),
        line_deck: line_deck(variant, n, &t.nominations),
        tram_companies: Some(tram_companies(&t.parred, n)),
    });
    let setup = Setup {
        players: player_names(&export.players),
        seed,
        variant,
        options: RuleOptions {
            order_after_dividends: export.created_at.is_some_and(|t| t < COMPANY_ORDER_FIXED),
            ..RuleOptions::eighteen_xx_games()
        },
        deal: Some(deal),
        bots: Vec::new(),
    };
    setup.deal_cards()?;
    let t = automatic::add_automatic_moves(&setup, t);
    let recorded_result = export
        .result
        .unwrap_or_default()
        .into_iter()
        .filter_map(|(id, value)| id.parse::<u64>().ok().map(|id| (id, value)))
        .collect();
    Ok(ImportedGame {
        setup,
        actions: t.actions,
        player_ids,
        source_index: t.source_index,
        source_kind: t.source_kind,
        effective: positions.iter().map(|&j| j + 1).collect(),
        routes: t.routes,
        finished: export.status.as_deref() == Some("finished"),
        recorded_result,
    })
}

/// An imported game as the app's 18xx.games worker sends it back: the set-up, the engine's log,
/// and the 18xx.games action (id and type) each action comes from. The page replays it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Translated {
    /// The set-up derived from the export.
    pub setup: Setup,
    /// The engine's actions, in order.
    pub actions: Vec<Action>,
    /// For each action, the id and type of the 18xx.games action it comes from.
    pub sources: Vec<(usize, String)>,
}

impl Translated {
    /// Replays the log; a refusal names the 18xx.games action it came from, as
    /// [`ImportedGame::replay`] does.
    pub fn replay(&self) -> Result<Game, ImportError> {
        Game::replay(&self.setup, &self.actions).map_err(|e| {
            explain(e, |index| self.sources.get(index).map(|(at, kind)| (*at, kind.as_str())))
        })
    }
}

/// A replay error of an imported log in 18xx.games terms, `source` giving the 18xx.games
/// action (id and type) of each of the engine's actions.
fn explain<'a>(
    error: ReplayError,
    source: impl Fn(usize) -> Option<(usize, &'a str)>,
) -> ImportError {
    match error {
        ReplayError::Setup(e) => ImportError::Setup(e),
        ReplayError::Action { index, kind: ours, refusal: error } => {
            let (at, kind) = source(index).unwrap_or((0, "?"));
            ImportError::Refused { index: at, kind: kind.to_owned(), ours, error }
        }
    }
}

impl ImportedGame {
    /// What the app's 18xx.games worker sends back of it ([`Translated`]).
    pub fn translated(&self) -> Translated {
        let sources = (0..self.actions.len())
            .map(|i| self.source(i).map_or((0, "?".to_owned()), |(at, kind)| (at, kind.to_owned())))
            .collect();
        Translated { setup: self.setup.clone(), actions: self.actions.clone(), sources }
    }

    /// Replays the imported log; a refusal names the 18xx.games action it came from.
    pub fn replay(&self) -> Result<Game, ImportError> {
        Game::replay(&self.setup, &self.actions).map_err(|e| self.explain(e))
    }

    /// The 18xx.games action (id and type) that the engine's action `index` comes from.
    pub fn source(&self, index: usize) -> Option<(usize, &str)> {
        let at = *self.source_index.get(index)?;
        Some((at, self.source_kind.get(index)?))
    }

    /// Replays the log and compares every recorded route with the engine (see [`RunCheck`]),
    /// in log order. This searches the best route before every recorded line run, which the
    /// replay itself does not need to (B14), so it takes longer than [`ImportedGame::replay`].
    pub fn check_runs(&self) -> Result<Vec<RunCheck>, ImportError> {
        let mut game = Game::new(self.setup.clone())?;
        let mut checks = Vec::with_capacity(self.routes.len());
        for (index, action) in self.actions.iter().enumerate() {
            let round = game.state().round;
            let here = || self.routes.iter().filter(move |r| r.action == index);
            // The best route of a line on the board before its RunTram.
            let best: Vec<Money> = here()
                .filter_map(|route| match route.runner {
                    Runner::Line(line) => Some(line),
                    Runner::Stadtbahn(_) => None,
                })
                .map(|line| {
                    let state = game.state();
                    line_route_context(state, line)
                        .and_then(|ctx| best_route(&state.board, &ctx))
                        .map_or(0, |r| r.revenue)
                })
                .collect();
            let events = game.apply(action).map_err(|error| {
                self.explain(ReplayError::Action { index, kind: action.kind(), refusal: error })
            })?;
            // What the engine made of the run: the recorded route of a line, valued by the
            // validator; the Stadtbahn company's own run.
            let mut best = best.into_iter();
            for route in here() {
                let ours = events.iter().find_map(|e| match (e, route.runner) {
                    (Event::TramRan { line, revenue, .. }, Runner::Line(l)) if *line == l => {
                        Some(*revenue)
                    }
                    (Event::StadtbahnRan { company, revenue, .. }, Runner::Stadtbahn(c))
                        if *company == c =>
                    {
                        Some(*revenue)
                    }
                    _ => None,
                });
                let best = match route.runner {
                    Runner::Line(_) => best.next().unwrap_or(0),
                    Runner::Stadtbahn(_) => ours.unwrap_or(0),
                };
                checks.push(run_check(route, round, ours, best));
            }
        }
        checks.sort_by_key(|c| c.source_index);
        Ok(checks)
    }

    /// A replay error of this log in 18xx.games terms.
    pub fn explain(&self, error: ReplayError) -> ImportError {
        explain(error, |index| self.source(index))
    }
}

fn run_check(route: &RecordedRoute, round: Round, valued: Option<Money>, best: Money) -> RunCheck {
    RunCheck {
        source_index: route.source_index,
        round: round.to_string(),
        runner: route.runner,
        recorded: route.revenue,
        valued,
        best,
    }
}

/// Names as the export gives them; a missing or repeated one becomes "Player <id>", with
/// " (2)", " (3)", … added while that is another player's name too (the set-up refuses two
/// players of one name).
fn player_names(players: &[format::ExportPlayer]) -> Vec<String> {
    let given: Vec<&str> = players.iter().map(|p| p.name.trim()).collect();
    let kept = |name: &str| !name.is_empty() && given.iter().filter(|&&q| q == name).count() == 1;
    let mut names: Vec<String> = Vec::with_capacity(players.len());
    for (p, &name) in players.iter().zip(&given) {
        if kept(name) {
            names.push(name.to_owned());
            continue;
        }
        let base = format!("Player {}", p.id);
        let taken = |candidate: &str| {
            given.iter().any(|&q| kept(q) && q == candidate) || names.iter().any(|n| n == candidate)
        };
        let mut candidate = base.clone();
        let mut suffix = 1_usize;
        while taken(&candidate) {
            suffix = suffix.saturating_add(1);
            candidate = format!("{base} ({suffix})");
        }
        names.push(candidate);
    }
    names
}

/// B1: the tram companies drawn at set-up are the ones the players parred; a log that stops
/// before every player parred is filled up in the order of Table 2.
/// Whether the log fits `deal`: every company parred is dealt, and every line put up for
/// auction in Company Round k lies within the first (n+1)·k cards.
fn deal_agrees(
    deal: &Deal,
    n: usize,
    parred: &[TramCompany],
    nominations: &[(u8, LineNumber)],
) -> bool {
    let companies_fit =
        deal.tram_companies.as_ref().is_some_and(|dealt| parred.iter().all(|c| dealt.contains(c)));
    let lines_fit = nominations.iter().all(|&(cr, line)| {
        let shown = (n + 1).saturating_mul(usize::from(cr)).min(deal.line_deck.len());
        deal.line_deck[..shown].contains(&line)
    });
    companies_fit && lines_fit
}

fn tram_companies(parred: &[TramCompany], n: usize) -> Vec<TramCompany> {
    let mut companies: Vec<TramCompany> = Vec::with_capacity(n);
    let rest = TramCompany::ALL.into_iter().filter(|c| !parred.contains(c));
    for company in parred.iter().copied().chain(rest) {
        if companies.len() < n && !companies.contains(&company) {
            companies.push(company);
        }
    }
    crate::sort_few::sort(&mut companies);
    companies
}

/// The line deck, top first, as far as the log shows it: each line put up for auction in
/// Company Round k lies within the first (n+1)·k cards (R13: n+1 shown at set-up, R58: n+1
/// more after every auction step). Lines never auctioned fill each display up to that size,
/// in number order, never line 2 in the first display (R13); the rest follow.
pub fn line_deck(
    variant: BoardVariant,
    players: usize,
    nominations: &[(u8, LineNumber)],
) -> Vec<u8> {
    let per_round = players + 1;
    let auctioned: Vec<u8> = nominations.iter().map(|&(_, line)| line).collect();
    let mut unseen: Vec<u8> =
        lines_in_play(variant).map(|c| c.number).filter(|l| !auctioned.contains(l)).collect();
    let mut deck: Vec<u8> = Vec::new();
    let last_round = nominations.iter().map(|&(cr, _)| cr).max().unwrap_or(0);
    for cr in 1..=last_round {
        for &(_, line) in nominations.iter().filter(|&&(k, _)| k == cr) {
            if !deck.contains(&line) {
                deck.push(line);
            }
        }
        while deck.len() < per_round * usize::from(cr) {
            let next = unseen.iter().position(|&l| !(cr == 1 && l == LINE_SET_ASIDE_AT_SET_UP));
            match next {
                Some(i) => deck.push(unseen.remove(i)),
                None => break,
            }
        }
    }
    for &line in &auctioned {
        if !deck.contains(&line) {
            deck.push(line);
        }
    }
    deck.extend(unseen);
    deck
}
