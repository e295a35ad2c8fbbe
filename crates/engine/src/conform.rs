//! Conformance with 18xx.games, move by move (issue 17): what our engine and 18xx.games' own
//! engine see after the same action, in 18xx.games' terms, and where they differ.
//!
//! 18xx.games' engine is run outside the project (`oracle-18xx/oracle.rb`, a black box): it
//! prints one JSON line per action of an export. This module is pure: it reads those lines
//! ([`Observation::from_oracle_line`]), looks at our state the same way ([`observe`]), and
//! compares them ([`diff`], [`compare`]). The CLI's `conform` runs the oracle.
//!
//! # What is compared
//!
//! After an action both engines must agree on: who must act and which kinds of action each
//! may take (a [`Decision`]), every player's cash, and for every company its treasury, share
//! price, owner, trams and shareholders. Entity ids are 18xx.games': players by account id,
//! tram companies by symbol (`WT`, `DT K&C`, …), Stadtbahn companies by letter, lines by
//! number (`"7"`).
//!
//! # How the two models are put side by side
//!
//! 18xx.games models 1840 with other pieces (deviations A); each difference of *model* is
//! normalised here, on purpose and in one place, never by leaving a category out unseen:
//!
//! | 18xx.games | ours | compared as |
//! |---|---|---|
//! | a line is a minor corporation; its `cash` is its income since the last dividend | [`Line::earned`](crate::game::state::Line), the line's part of the Revenue space | the line's `cash` |
//! | the line's owner is the director (a player) who bought it, kept when the company's directorship changes hands | the line's company | the id of its company's director when the company bought it |
//! | the line's single 100% share, held by the Market | — | no holders for lines |
//! | lines shown for auction, not yet bought (drawn from 18xx.games' seed; the importer cannot know them) | the display | lines are compared once a company owns them |
//! | unsold shares held by the company itself (IPO), sold ones by the `Market` | one Pool | both as `bank` |
//! | a Stadtbahn company is owned by the `Market` | no director | owner `bank` |
//! | a Stadtbahn company's dummy train `City` (A4) | its imaginary tram is no card | left out of trams |
//! | a Stadtbahn company's `cash`: the dividends of its own unsold shares, which nothing spends | the Bank keeps them (R51) | not compared (0) |
//! | trams by price-box variant (`O2`) | trams by colour | the colour (`O`) |
//! | tram companies not drawn at set-up (B1) are not listed | they are `removed` | not listed |
//! | the Pre-emptive Right card is 350 cash from the first Share Round on (B2) | the card, unused until the director certificate is bought | cash + 350 while it is unused, from the first Share Round on |
//! | trams go onto lines at the reassign step, after the company passes | onto a line at once, rearranged until `done_trams` | during a Company Round, a line's trams count as its company's (for 18xx.games the company that owns the line in our game) |
//!
//! Action kinds are mapped by [`ACTION_TYPES`] (ours → 18xx.games), and 18xx.games' types that
//! are not moves of the game (`log`, `message`, the `program_*` standing orders) are left out
//! ([`not_a_move`]).
//!
//! # Which states are comparable
//!
//! The two logs are aligned by the caller: a [`Point`] says "after the oracle's line for the
//! export's action `oracle`, the state must equal ours after the first `engine` actions".
//! For an import, [`ImportedGame::alignment`] derives them from
//! [`ImportedGame::source_index`]:
//! * an 18xx.games action gives a point when it is still in effect after undo (the oracle's
//!   state after an action later undone is one our log never reaches), and when the engine
//!   actions that come from it and from every action before it are exactly the first `engine`
//!   actions. One that maps to several engine actions is so compared after the last of them;
//!   one with none of its own (a `pass` that ends construction, the pass that closes a line's
//!   turn) is compared with the state after the engine actions so far; one whose engine action
//!   is written later, after an action of a later one (from LR2a the run is written after the
//!   private purchases that follow it, `translate`), gives no point until the later one.
//!   Our `RunTram` also ends the line's turn (and may end the round, so that the privates pay
//!   at the start of the Company Round): after it there is a point only where 18xx.games has
//!   ended the turn too, i.e. its next action in effect writes our next action (not at the
//!   run itself when a closing `pass` follows).
//! * the decision (who acts, which kinds) is compared only where both engines stand between
//!   the same two decisions: the point's 18xx.games action wrote our last engine action and
//!   the next 18xx.games action in effect writes our next one. Elsewhere 18xx.games is
//!   inside a step that our engine takes as one action (it has ended construction and waits
//!   for the run, which our `RunTram` does at once; it waits for a line's closing pass), and
//!   only the holdings are compared ([`Point::decision`] is false).

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

use serde::Serialize;
use serde_json::Value;

use crate::data::StadtbahnCompany;
use crate::data::game_tables::{Money, PRE_EMPTIVE_RIGHT, Round, TramColor, TramCompany};
use crate::game::{Action, Actor, CompanyId, Game, PlayerId, Setup, State};
use crate::import::ImportedGame;
use crate::rules::LineNumber;

/// The holder and owner that stands for the bank: 18xx.games' `Market` (the share pool) and
/// a company's own unsold shares; our Pool.
pub const BANK: &str = "bank";

/// Our action kinds ([`Action::kind`](crate::game::Action::kind)) and the 18xx.games action
/// type that does the same.
///
/// * 18xx.games chooses a private or a line by bidding on it: `choose_private` is a `bid`;
///   `choose_line` is the `merge` that names the line (its opening bid follows);
/// * `run_tram` ends construction and runs: in 18xx.games' construction step that decision
///   is the `pass` (its run step, `run_routes`, is never a compared decision, see the module
///   docs);
/// * `done_trams`, `pass_line`, `skip_bonus`, `pass_private` and `pass_share` are `pass`;
/// * the three kinds of lay are all `lay_tile`; `return_private` is `choose_ability` (sell to
///   the bank).
pub const ACTION_TYPES: &[(&str, &str)] = &[
    ("choose_private", "bid"),
    ("bid_private", "bid"),
    ("pass_private", "pass"),
    ("pick_order_card", "choose"),
    ("buy_director", "par"),
    ("sell_shares", "sell_shares"),
    ("buy_share", "buy_shares"),
    ("pass_share", "pass"),
    ("pay_dividend", "dividend"),
    ("buy_tram", "buy_train"),
    ("assign_tram", "reassign_trains"),
    ("scrap_tram", "scrap_train"),
    ("done_trams", "pass"),
    ("choose_line", "merge"),
    ("bid_line", "bid"),
    ("pass_line", "pass"),
    ("lay_tile", "lay_tile"),
    ("lay_stadtbahn", "lay_tile"),
    ("bonus_tile", "lay_tile"),
    ("place_station", "place_token"),
    ("remove_stadtbahn_marker", "remove_token"),
    ("skip_bonus", "pass"),
    ("buy_private", "buy_company"),
    ("run_tram", "pass"),
    ("return_private", "choose_ability"),
    ("end_game", "end_game"),
];

/// The 18xx.games type of one of our action kinds; an unknown kind is kept as it is (and then
/// shows as a difference).
pub fn action_type(kind: &str) -> &str {
    ACTION_TYPES.iter().find(|(ours, _)| *ours == kind).map_or(kind, |(_, theirs)| theirs)
}

/// 18xx.games action types that are no move of the game and are not compared: the site's
/// `log` and chat `message`, `undo`/`redo`, and the `program_*` standing orders (automatic
/// passes and bids a player may set up; what they do shows as ordinary actions).
pub fn not_a_move(kind: &str) -> bool {
    matches!(kind, "log" | "message" | "undo" | "redo") || kind.starts_with("program_")
}

/// Action types that 18xx.games lists for a step without checking that a legal move of that
/// type exists: where only 18xx.games lists one, it is accepted; where only we offer one, it is
/// a difference. (Read in its `actions` methods: `remove_token` is listed on every line turn,
/// `lay_tile` while a lay is left and paid for, `place_token` while a marker is left and paid
/// for, wherever the circles are; `buy_shares` is listed in the first Share Round before every
/// tram company is parred, when no share may be bought yet, B2; `bid` at every turn of the
/// private auction and of a line auction, and `merge` (putting a line up) at every turn of the
/// line auctions, also for those who cannot pay the lowest bid; `buy_train` while the company
/// has room and its Treasury holds the cheapest price any tram on sale has in any price box,
/// also where the box in force asks more, `can_buy_train?` over every variant.)
pub const LISTED_BY_STEP: &[&str] =
    &["lay_tile", "place_token", "remove_token", "buy_shares", "bid", "merge", "buy_train"];

/// The "at any time" actions (R25 return a private, R49 scrap a tram): we offer them at every
/// decision point of the owner (digest A50); 18xx.games at some of them only (a private's sale
/// in Share Rounds by the player, and in Company and Line Rounds through the private itself,
/// which is no active entity and so not in the oracle's lines; scrapping in the tram step and
/// a line's run step). Where only 18xx.games lists one, it is a difference; where only we
/// offer one, it is accepted.
pub const ANY_TIME: &[&str] = &["choose_ability", "scrap_train"];

/// A layout step's decisions as both engines list them. 18xx.games takes the whole layout as
/// one `reassign_trains`; we offer a move per tram and `done_trams` (a `pass`) to confirm the
/// layout. So in a set that lists `reassign_trains`, it counts as `pass`.
pub fn normalise(kinds: &BTreeSet<String>) -> BTreeSet<String> {
    let mut kinds = kinds.clone();
    if kinds.remove("reassign_trains") {
        kinds.insert("pass".to_owned());
    }
    kinds
}

/// Who must act and what each of them may do, in 18xx.games' terms.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Decision {
    /// The entities that must act now.
    pub active: BTreeSet<String>,
    /// The action types each of them may take (mapped and normalised, see the module docs).
    pub actions: BTreeMap<String, BTreeSet<String>>,
}

/// A company as both engines can show it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Company {
    /// The treasury; for a line its income since the last dividend.
    pub cash: Money,
    /// The share price, if the company has one.
    pub price: Option<Money>,
    /// The director (a player id), [`BANK`] for a Stadtbahn company, `None` when nobody.
    pub owner: Option<String>,
    /// The trams it holds by colour (`Y`, `O`, `R`, `Pi`, `Pu`), sorted: a tram company's
    /// unassigned trams, a line's tram.
    pub trams: Vec<String>,
    /// Percent held by each holder: players by id, [`BANK`] for the rest.
    pub holders: BTreeMap<String, u32>,
}

/// What one engine shows after an action.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Observation {
    /// Who acts and what they may do; `None` where it is not compared.
    pub decision: Option<Decision>,
    /// Each player's cash, by id.
    pub players: BTreeMap<String, Money>,
    /// Each company in play, by id.
    pub companies: BTreeMap<String, Company>,
}

/// One thing the two engines see differently.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Difference {
    /// What: "WT cash", "acting", "players".
    pub subject: String,
    /// Our value.
    pub ours: String,
    /// 18xx.games' value.
    pub theirs: String,
}

impl fmt::Display for Difference {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: ours {}, 18xx.games {}", self.subject, self.ours, self.theirs)
    }
}

fn difference(
    subject: impl Into<String>,
    ours: impl fmt::Display,
    theirs: impl fmt::Display,
) -> Difference {
    Difference { subject: subject.into(), ours: ours.to_string(), theirs: theirs.to_string() }
}

/// The 18xx.games code of a tram colour (the variant name without its price box).
pub fn tram_code(color: TramColor) -> &'static str {
    match color {
        TramColor::Yellow => "Y",
        TramColor::Orange => "O",
        TramColor::Red => "R",
        TramColor::Pink => "Pi",
        TramColor::Purple => "Pu",
    }
}

/// The 18xx.games id of a Stadtbahn company.
pub fn stadtbahn_id(company: StadtbahnCompany) -> &'static str {
    match company {
        StadtbahnCompany::W => "W",
        StadtbahnCompany::V => "V",
        StadtbahnCompany::G => "G",
        StadtbahnCompany::D => "D",
    }
}

/// The 18xx.games id of a tram company.
pub fn tram_company_id(company: TramCompany) -> &'static str {
    company.row().abbreviation
}

/// Our game as 18xx.games would show it. `player_ids` gives the 18xx.games id of each
/// [`PlayerId`]; a player without one is named "player N".
pub fn observe(game: &Game, player_ids: &[u64]) -> Observation {
    let state = game.state();
    let pid = |p: PlayerId| {
        player_ids.get(usize::from(p)).map_or_else(|| format!("player {p}"), u64::to_string)
    };
    let available = game.available();
    let actor = match available.actor {
        Actor::Player { player } => Some(pid(player)),
        Actor::Company { company, .. } => Some(tram_company_id(company).to_owned()),
        Actor::Line { line, .. } | Actor::Seller { line, .. } => Some(line.to_string()),
        Actor::Nobody => None,
    };
    let mut decision = Decision::default();
    if let Some(actor) = actor {
        let kinds = available.moves.iter().map(|m| action_type(m.lowest().kind()).to_owned());
        decision.actions.insert(actor.clone(), kinds.collect());
        decision.active.insert(actor);
    }
    // B2: 18xx.games pays the Pre-emptive Right card out as cash when the first Share Round
    // begins.
    let card = |p: &crate::game::state::Player| {
        let shown = p.preemptive && state.round != Round::PreShare;
        if shown { PRE_EMPTIVE_RIGHT } else { 0 }
    };
    let players = state.players.iter().zip(0..).map(|(p, i)| (pid(i), p.cash + card(p))).collect();
    let mut companies = BTreeMap::new();
    for co in state.trams_cos.iter().filter(|c| !c.removed) {
        let id = CompanyId::Tram(co.id);
        let company = Company {
            cash: co.treasury,
            price: state.market.price(id),
            owner: co.director.map(pid),
            trams: trams(co.trams.iter().filter(|t| t.line.is_none()).map(|t| t.color)),
            holders: holders(state, id, &pid),
        };
        companies.insert(tram_company_id(co.id).to_owned(), company);
    }
    for &s in &state.stadtbahn {
        let id = CompanyId::Stadtbahn(s);
        let company = Company {
            cash: 0,
            price: state.market.price(id),
            owner: Some(BANK.to_owned()),
            trams: Vec::new(),
            holders: holders(state, id, &pid),
        };
        companies.insert(stadtbahn_id(s).to_owned(), company);
    }
    for line in state.lines.values() {
        let Some(owner) = line.owner else { continue };
        let co = state.tram_co(owner);
        let company = Company {
            cash: line.earned,
            price: None,
            owner: co.director.map(pid),
            trams: trams(co.trams.iter().filter(|t| t.line == Some(line.number)).map(|t| t.color)),
            holders: BTreeMap::new(),
        };
        companies.insert(line.number.to_string(), company);
    }
    // The game ends after the last Company Round (B16), where 18xx.games' round stays.
    if matches!(state.round, Round::Company(_) | Round::End) {
        for line in state.lines.values() {
            let Some(owner) = line.owner else { continue };
            let taken =
                companies.get_mut(&line.number.to_string()).map(|l| std::mem::take(&mut l.trams));
            if let (Some(taken), Some(co)) = (taken, companies.get_mut(tram_company_id(owner))) {
                co.trams.extend(taken);
                co.trams.sort();
            }
        }
    }
    Observation { decision: Some(decision), players, companies }
}

fn trams(colors: impl Iterator<Item = TramColor>) -> Vec<String> {
    let mut codes: Vec<String> = colors.map(|c| tram_code(c).to_owned()).collect();
    codes.sort();
    codes
}

fn holders(
    state: &State,
    id: CompanyId,
    pid: &impl Fn(PlayerId) -> String,
) -> BTreeMap<String, u32> {
    let mut holders: BTreeMap<String, u32> = state
        .players
        .iter()
        .zip(0..)
        .filter(|(p, _)| p.units(id) > 0)
        .map(|(p, i)| (pid(i), u32::from(p.units(id)) * 10))
        .collect();
    let bank = u32::from(state.pool_units(id)) * 10;
    if bank > 0 {
        holders.insert(BANK.to_owned(), bank);
    }
    holders
}

/// What kind of corporation an 18xx.games id names.
enum Kind {
    Tram,
    Stadtbahn,
    Line,
    Unknown,
}

fn kind_of(id: &str) -> Kind {
    if TramCompany::ALL.into_iter().any(|c| tram_company_id(c) == id) {
        Kind::Tram
    } else if StadtbahnCompany::ALL.into_iter().any(|s| stadtbahn_id(s) == id) {
        Kind::Stadtbahn
    } else if id.parse::<LineNumber>().is_ok_and(|n| (1..=18).contains(&n)) {
        Kind::Line
    } else {
        Kind::Unknown
    }
}

/// An entity id as text: 18xx.games writes players as numbers, corporations as strings.
fn entity(value: &Value) -> Option<String> {
    match value {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

fn money(value: &Value, what: &str) -> Result<Money, String> {
    value.as_i64().ok_or_else(|| format!("{what} is not a whole number"))
}

fn object<'v>(line: &'v Value, key: &str) -> Result<&'v serde_json::Map<String, Value>, String> {
    line.get(key).and_then(Value::as_object).ok_or_else(|| format!("\"{key}\" is not an object"))
}

impl Observation {
    /// Reads one line of the oracle (`oracle.rb`'s per-action line, already parsed), with the
    /// normalisations of the module docs. A refused action or a line without its fields is
    /// an error that says so.
    pub fn from_oracle_line(line: &Value) -> Result<Observation, String> {
        Observation::from_oracle_line_with(line, &BTreeMap::new())
    }

    /// [`Observation::from_oracle_line`] where the tram company of each line is known (line id
    /// to company id, from our game, as the oracle does not say it): in a Company Round the
    /// trams of those lines go to those companies, the others' by their owners.
    pub fn from_oracle_line_with(
        line: &Value,
        line_companies: &BTreeMap<String, String>,
    ) -> Result<Observation, String> {
        if line.get("summary").is_some() {
            return Err("this is the oracle's summary line, not an action's".into());
        }
        if line.get("ok") != Some(&Value::Bool(true)) {
            let error = line.get("error").and_then(Value::as_str).unwrap_or("no reason given");
            return Err(format!(
                "18xx.games refused the action: {}",
                crate::brief::clip(error, 200)
            ));
        }
        let active = line
            .get("active")
            .and_then(Value::as_array)
            .ok_or("\"active\" is not a list")?
            .iter()
            .map(|e| entity(e).ok_or("an active entity is not an id"))
            .collect::<Result<BTreeSet<String>, _>>()?;
        let mut actions = BTreeMap::new();
        for (who, kinds) in object(line, "actions")? {
            let kinds =
                kinds.as_array().ok_or_else(|| format!("the actions of {who} are not a list"))?;
            let mut set = BTreeSet::new();
            for kind in kinds {
                let kind =
                    kind.as_str().ok_or_else(|| format!("an action of {who} is not text"))?;
                if !not_a_move(kind) {
                    set.insert(kind.to_owned());
                }
            }
            actions.insert(who.clone(), set);
        }
        let mut players = BTreeMap::new();
        for (id, cash) in object(line, "players")? {
            players.insert(id.clone(), money(cash, &format!("the cash of player {id}"))?);
        }
        let mut companies = BTreeMap::new();
        for (id, c) in object(line, "corporations")? {
            let kind = kind_of(id);
            let owner = match c.get("owner") {
                None | Some(Value::Null) => None,
                Some(Value::String(s)) if s == "Market" => Some(BANK.to_owned()),
                Some(other) => {
                    Some(entity(other).ok_or_else(|| format!("the owner of {id} is not an id"))?)
                }
            };
            if matches!(kind, Kind::Line) && owner.is_none() {
                continue; // not bought: shown for auction, or never drawn
            }
            let cash = money(c.get("cash").unwrap_or(&Value::Null), &format!("the cash of {id}"))?;
            // A Stadtbahn company's cash is the dividends of its own unsold shares, which no
            // rule spends (see the module docs).
            let cash = if matches!(kind, Kind::Stadtbahn) { 0 } else { cash };
            let price = match c.get("price") {
                None | Some(Value::Null) => None,
                Some(p) => Some(money(p, &format!("the price of {id}"))?),
            };
            let mut trams = Vec::new();
            for train in c
                .get("trains")
                .and_then(Value::as_array)
                .ok_or_else(|| format!("the trains of {id} are not a list"))?
            {
                let name = train.as_str().ok_or_else(|| format!("a train of {id} is not text"))?;
                if matches!(kind, Kind::Stadtbahn) && name == "City" {
                    continue;
                }
                trams.push(name.trim_end_matches(|ch: char| ch.is_ascii_digit()).to_owned());
            }
            trams.sort();
            let mut holders: BTreeMap<String, u32> = BTreeMap::new();
            if !matches!(kind, Kind::Line) {
                for (holder, percent) in object(c, "holders").map_err(|e| format!("{id}: {e}"))? {
                    let percent = percent
                        .as_u64()
                        .and_then(|p| u32::try_from(p).ok())
                        .ok_or_else(|| format!("{id}: the percent of {holder} is not a number"))?;
                    let key =
                        if holder == id || holder == "Market" { BANK } else { holder.as_str() };
                    *holders.entry(key.to_owned()).or_default() += percent;
                }
                holders.retain(|_, p| *p > 0);
            }
            companies.insert(id.clone(), Company { cash, price, owner, trams, holders });
        }
        let round = line.get("round").and_then(Value::as_str).unwrap_or("");
        if matches!(round, "Company" | "Acquisition") {
            pool_line_trams(&mut companies, line_companies);
        }
        Ok(Observation { decision: Some(Decision { active, actions }), players, companies })
    }
}

/// During a Company Round, each line's trams go to its tram company: the one `line_companies`
/// names, else the one of the same owner (the oracle does not say which company owns a line;
/// a player directs one tram company). A line whose owner directs no tram company, or several,
/// keeps its trams (and they then differ).
fn pool_line_trams(
    companies: &mut BTreeMap<String, Company>,
    line_companies: &BTreeMap<String, String>,
) {
    let directed: Vec<(String, String)> = companies
        .iter()
        .filter(|(id, _)| matches!(kind_of(id), Kind::Tram))
        .filter_map(|(id, c)| c.owner.clone().map(|o| (o, id.clone())))
        .collect();
    let lines: Vec<String> =
        companies.keys().filter(|id| matches!(kind_of(id), Kind::Line)).cloned().collect();
    for line in lines {
        let co = if let Some(co) = line_companies.get(&line) {
            co.clone()
        } else {
            let Some(owner) = companies.get(&line).and_then(|c| c.owner.clone()) else { continue };
            let mut of_owner = directed.iter().filter(|(o, _)| *o == owner);
            let (Some((_, co)), None) = (of_owner.next(), of_owner.next()) else { continue };
            co.clone()
        };
        let taken =
            companies.get_mut(&line).map(|l| std::mem::take(&mut l.trams)).unwrap_or_default();
        if let Some(c) = companies.get_mut(&co) {
            c.trams.extend(taken);
            c.trams.sort();
        }
    }
}

fn show<T: fmt::Debug>(value: Option<T>) -> String {
    value.map_or_else(|| "none".to_owned(), |v| format!("{v:?}").trim_matches('"').to_owned())
}

fn list<'a>(items: impl IntoIterator<Item = &'a String>) -> String {
    let items: Vec<&str> = items.into_iter().map(String::as_str).collect();
    format!("[{}]", items.join(", "))
}

fn map_text(map: &BTreeMap<String, u32>) -> String {
    let items: Vec<String> = map.iter().map(|(k, v)| format!("{k}: {v}%")).collect();
    format!("{{{}}}", items.join(", "))
}

/// Every difference between our observation and 18xx.games', readable ("WT cash: ours 400,
/// 18xx.games 380"). Decisions are compared only when both have one.
pub fn diff(ours: &Observation, theirs: &Observation) -> Vec<Difference> {
    let mut out = Vec::new();
    if let (Some(a), Some(b)) = (&ours.decision, &theirs.decision) {
        if a.active != b.active {
            out.push(difference("acting", list(&a.active), list(&b.active)));
        } else {
            for who in &a.active {
                let none = BTreeSet::new();
                let x = normalise(a.actions.get(who).unwrap_or(&none));
                let y = normalise(b.actions.get(who).unwrap_or(&none));
                let only_ours = x.difference(&y).any(|k| !ANY_TIME.contains(&k.as_str()));
                let only_theirs = y.difference(&x).any(|k| !LISTED_BY_STEP.contains(&k.as_str()));
                if only_ours || only_theirs {
                    out.push(difference(format!("{who} actions"), list(&x), list(&y)));
                }
            }
        }
    }
    let ids: BTreeSet<&String> = ours.players.keys().chain(theirs.players.keys()).collect();
    for id in ids {
        let (x, y) = (ours.players.get(id), theirs.players.get(id));
        if x != y {
            out.push(difference(format!("player {id} cash"), show(x), show(y)));
        }
    }
    let ids: BTreeSet<&String> = ours.companies.keys().chain(theirs.companies.keys()).collect();
    for id in ids {
        let (x, y) = match (ours.companies.get(id), theirs.companies.get(id)) {
            (Some(x), Some(y)) => (x, y),
            (x, y) => {
                let here = |c: Option<&Company>| if c.is_some() { "in play" } else { "absent" };
                out.push(difference(id.clone(), here(x), here(y)));
                continue;
            }
        };
        if x.cash != y.cash {
            out.push(difference(format!("{id} cash"), x.cash, y.cash));
        }
        if x.price != y.price {
            out.push(difference(format!("{id} price"), show(x.price), show(y.price)));
        }
        if x.owner != y.owner {
            out.push(difference(
                format!("{id} owner"),
                show(x.owner.as_ref()),
                show(y.owner.as_ref()),
            ));
        }
        if x.trams != y.trams {
            out.push(difference(format!("{id} trams"), list(&x.trams), list(&y.trams)));
        }
        if x.holders != y.holders {
            out.push(difference(
                format!("{id} holders"),
                map_text(&x.holders),
                map_text(&y.holders),
            ));
        }
    }
    out
}

/// A place where the two logs must agree: after the oracle's line for the export's action at
/// index `oracle` (its `"i"`, from 0), the state equals ours after the first `engine` actions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Point {
    /// The oracle's `"i"`: the index of the action in the export's log, from 0.
    pub oracle: usize,
    /// How many of our actions.
    pub engine: usize,
    /// Whether the decision (who acts, which kinds) is compared too, or only the holdings.
    pub decision: bool,
}

/// A difference found at a point.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Found {
    /// The oracle's `"i"` (index in the export's log, from 0).
    pub oracle_index: usize,
    /// The 18xx.games action's id, if the line has one.
    pub oracle_id: Option<u64>,
    /// Its type.
    pub oracle_type: String,
    /// The index of our last action applied (`None`: before any).
    pub engine_index: Option<usize>,
    /// Its kind.
    pub engine_kind: Option<&'static str>,
    /// The difference.
    #[serde(flatten)]
    pub difference: Difference,
}

impl fmt::Display for Found {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let id = self.oracle_id.map_or_else(|| "?".to_owned(), |i| i.to_string());
        write!(f, "after 18xx.games #{id} ({}", self.oracle_type)?;
        match (self.engine_index, self.engine_kind) {
            (Some(i), Some(kind)) => write!(f, ", our action {i}: {kind}")?,
            _ => write!(f, ", before our first action")?,
        }
        write!(f, ") {}", self.difference)
    }
}

/// The outcome of a comparison.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Report {
    /// Points compared.
    pub points: usize,
    /// Of those, the points where the decision was compared too.
    pub decisions: usize,
    /// Every difference, in log order. A point that cannot be compared (our engine refused an
    /// action, the oracle has no such line or refused the action) is one too.
    pub differences: Vec<Found>,
}

/// Compares our game (`setup` + `actions`) with the oracle's lines at `points`, each
/// `(oracle index, engine actions)`, comparing everything there (decisions included); see
/// [`compare_points`] to compare only the holdings at some of them.
pub fn compare(
    setup: &Setup,
    actions: &[crate::game::Action],
    player_ids: &[u64],
    oracle_lines: &[Value],
    points: &[(usize, usize)],
) -> Report {
    let points: Vec<Point> =
        points.iter().map(|&(oracle, engine)| Point { oracle, engine, decision: true }).collect();
    compare_points(setup, actions, player_ids, oracle_lines, &points)
}

/// Compares our game with the oracle's lines at `points` (see [`Point`]). Lines are found by
/// their `"i"`; a refused action in the oracle's output (unless the export undoes it at once,
/// `"undone_next"`) is reported as a difference.
pub fn compare_points(
    setup: &Setup,
    actions: &[crate::game::Action],
    player_ids: &[u64],
    oracle_lines: &[Value],
    points: &[Point],
) -> Report {
    let mut report = Report::default();
    let mut by_index: BTreeMap<usize, &Value> = BTreeMap::new();
    for line in oracle_lines {
        let Some(i) = line.get("i").and_then(Value::as_u64).and_then(|i| usize::try_from(i).ok())
        else {
            continue;
        };
        by_index.insert(i, line);
        let refused = line.get("ok") == Some(&Value::Bool(false));
        if refused && line.get("undone_next") != Some(&Value::Bool(true)) {
            let error = line.get("error").and_then(Value::as_str).unwrap_or("no reason given");
            report.differences.push(found(
                i,
                line,
                actions,
                0,
                difference(
                    "action",
                    "not compared",
                    format!("refused: {}", crate::brief::clip(error, 200)),
                ),
            ));
        }
    }
    let mut points = points.to_vec();
    points.sort_by_key(|p| (p.engine, p.oracle));
    let mut buyers = LineBuyers::default();
    let mut game = match Game::new(setup.clone()) {
        Ok(game) => game,
        Err(e) => {
            let d = difference("set-up", format!("refused: {e}"), "accepted");
            report.differences.push(Found {
                oracle_index: 0,
                oracle_id: None,
                oracle_type: String::new(),
                engine_index: None,
                engine_kind: None,
                difference: d,
            });
            return report;
        }
    };
    for point in points {
        let line = by_index.get(&point.oracle).copied().unwrap_or(&Value::Null);
        if point.engine > actions.len() {
            let d = difference(
                "log",
                format!("{} actions", actions.len()),
                format!("a point after {}", point.engine),
            );
            report.differences.push(found(point.oracle, line, actions, actions.len(), d));
            break;
        }
        while game.actions().len() < point.engine {
            let index = game.actions().len();
            let Some(action) = actions.get(index) else { break };
            if let Err(e) = game.apply(action) {
                let d = difference(
                    format!("our action {index} ({})", action.kind()),
                    format!("refused: {e}"),
                    "accepted",
                );
                report.differences.push(found(point.oracle, line, actions, index, d));
                return report;
            }
            buyers.follow(game.state());
        }
        let line_companies = game
            .state()
            .lines
            .values()
            .filter_map(|l| Some((l.number.to_string(), tram_company_id(l.owner?).to_owned())))
            .collect();
        let theirs = match Observation::from_oracle_line_with(line, &line_companies) {
            Ok(o) => o,
            Err(e) => {
                let e = if line.is_null() { "no line for this action".to_owned() } else { e };
                let d = difference("oracle", "a state", e);
                report.differences.push(found(point.oracle, line, actions, point.engine, d));
                continue;
            }
        };
        let mut ours = observe(&game, player_ids);
        buyers.show(&mut ours, player_ids);
        let mut theirs = theirs;
        if !point.decision {
            ours.decision = None;
            theirs.decision = None;
        }
        report.points += 1;
        report.decisions += usize::from(point.decision);
        for d in diff(&ours, &theirs) {
            report.differences.push(found(point.oracle, line, actions, point.engine, d));
        }
    }
    report.differences.sort_by_key(|f| f.oracle_index);
    report
}

/// The director of each line's company when it bought the line: 18xx.games names a line's
/// owner once, when its company buys it (`buy_tram_corporation`), and keeps that player when
/// the company's directorship changes hands
/// ([`crate::game::RuleOptions::director_certificate_changes_hands`]); the engine has the company's
/// director decide for all its lines. The comparison shows each line's owner as 18xx.games
/// keeps it.
#[derive(Debug, Default)]
struct LineBuyers(BTreeMap<LineNumber, PlayerId>);

impl LineBuyers {
    /// Notes the buyer of every line bought since the last call.
    fn follow(&mut self, state: &State) {
        for line in state.lines.values() {
            let director = line.owner.and_then(|c| state.tram_co(c).director);
            if let (Some(director), false) = (director, self.0.contains_key(&line.number)) {
                self.0.insert(line.number, director);
            }
        }
    }

    /// Shows each line's owner as the director who bought it.
    fn show(&self, ours: &mut Observation, player_ids: &[u64]) {
        for (line, &buyer) in &self.0 {
            if let Some(company) = ours.companies.get_mut(&line.to_string()) {
                let id = player_ids.get(usize::from(buyer));
                company.owner = Some(id.map_or_else(|| format!("player {buyer}"), u64::to_string));
            }
        }
    }
}

/// A difference at the oracle's line `i`, after our first `n` actions.
fn found(
    i: usize,
    line: &Value,
    actions: &[crate::game::Action],
    n: usize,
    d: Difference,
) -> Found {
    let engine_index = n.checked_sub(1);
    Found {
        oracle_index: i,
        oracle_id: line.get("id").and_then(Value::as_u64),
        oracle_type: line.get("type").and_then(Value::as_str).unwrap_or("?").to_owned(),
        engine_index,
        engine_kind: engine_index.and_then(|k| actions.get(k)).map(|a| a.kind()),
        difference: d,
    }
}

impl ImportedGame {
    /// The points where this import and the oracle's lines for the same export must agree
    /// (the rules are in the module docs of [`crate::conform`]), in log order.
    pub fn alignment(&self, oracle_lines: &[Value]) -> Vec<Point> {
        let effective: BTreeSet<usize> = self.effective.iter().copied().collect();
        // prefix_max[n]: the newest 18xx.games action among our first n actions.
        let mut prefix_max = Vec::with_capacity(self.source_index.len() + 1);
        prefix_max.push(0);
        for &s in &self.source_index {
            let last = prefix_max.last().copied().unwrap_or(0);
            prefix_max.push(last.max(s));
        }
        let mut sorted = self.source_index.clone();
        sorted.sort_unstable();
        let mut points = Vec::new();
        for line in oracle_lines {
            if line.get("ok") != Some(&Value::Bool(true)) {
                continue;
            }
            let Some(i) =
                line.get("i").and_then(Value::as_u64).and_then(|i| usize::try_from(i).ok())
            else {
                continue;
            };
            let position = i + 1;
            if !effective.contains(&position) {
                continue;
            }
            // Our actions from this 18xx.games action and the ones before it …
            let n = sorted.partition_point(|&s| s <= position);
            // … must be our first n actions.
            if prefix_max.get(n).is_none_or(|&m| m > position) {
                continue;
            }
            let next = effective.range(position + 1..).next().copied();
            let wrote_last = n > 0 && self.source_index.get(n - 1) == Some(&position);
            let writes_next = self.source_index.get(n).copied() == next;
            // Our `RunTram` ends the line's turn; 18xx.games ends it with the next action (a
            // closing pass) when that writes nothing of ours.
            let ran = n > 0 && matches!(self.actions.get(n - 1), Some(Action::RunTram { .. }));
            if ran && !writes_next {
                continue;
            }
            points.push(Point { oracle: i, engine: n, decision: wrote_last && writes_next });
        }
        points
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    /// A line as the oracle prints it: one tram company, a Stadtbahn company, two lines.
    fn line() -> Value {
        json!({
            "i": 40, "id": 41, "type": "lay_tile", "entity": "4", "ok": true,
            "round": "Line", "round_num": 2, "turn": 1, "phase": "1",
            "active": ["4"],
            "actions": {"4": ["end_game", "log", "program_share_pass", "lay_tile", "pass"]},
            "players": {"621": 68, "2006": 32},
            "corporations": {
                "WT": {"cash": 455, "price": 145, "owner": 2006, "trains": ["Y1"],
                       "holders": {"621": 40, "2006": 50, "WT": 10}},
                "G": {"cash": 0, "price": 70, "owner": "Market", "trains": ["City"],
                      "holders": {"621": 40, "G": 50, "Market": 10}},
                "4": {"cash": 490, "price": null, "owner": 2006, "trains": ["O2"],
                      "holders": {"Market": 100}},
                "5": {"cash": 0, "price": null, "owner": null, "trains": [],
                      "holders": {"5": 100}}
            }
        })
    }

    fn company(obs: &Observation, id: &str) -> Company {
        obs.companies.get(id).cloned().unwrap_or_else(|| panic!("{id} is missing"))
    }

    #[test]
    fn an_oracle_line_is_read_in_our_terms() {
        let obs = Observation::from_oracle_line(&line()).unwrap();
        let decision = obs.decision.clone().unwrap();
        assert_eq!(decision.active, BTreeSet::from(["4".to_owned()]));
        // `log` and the standing orders are no moves.
        let kinds: Vec<&str> = decision.actions["4"].iter().map(String::as_str).collect();
        assert_eq!(kinds, ["end_game", "lay_tile", "pass"]);
        assert_eq!(obs.players.get("621"), Some(&68));
        let wt = company(&obs, "WT");
        assert_eq!((wt.cash, wt.price, wt.owner.as_deref()), (455, Some(145), Some("2006")));
        assert_eq!(wt.trams, ["Y"]);
        // The company's own unsold shares and the Market are both the bank.
        let bank = |c: &Company| c.holders.get(BANK).copied();
        assert_eq!(bank(&wt), Some(10));
        let g = company(&obs, "G");
        assert_eq!((g.owner.as_deref(), bank(&g)), (Some(BANK), Some(60)));
        assert!(g.trams.is_empty(), "the dummy City train is no tram");
        let four = company(&obs, "4");
        assert_eq!((four.cash, four.trams.clone()), (490, vec!["O".to_owned()]));
        assert!(four.holders.is_empty());
        assert!(!obs.companies.contains_key("5"), "a line nobody bought is not compared");
    }

    #[test]
    fn during_a_company_round_a_lines_trams_are_its_companys() {
        let mut value = line();
        value["round"] = json!("Acquisition");
        let obs = Observation::from_oracle_line(&value).unwrap();
        assert_eq!(company(&obs, "WT").trams, ["O", "Y"]);
        assert!(company(&obs, "4").trams.is_empty());
    }

    #[test]
    fn a_refused_or_broken_line_is_an_error() {
        let refused = json!({"i": 3, "id": 4, "type": "bid", "ok": false, "error": "too low"});
        let err = Observation::from_oracle_line(&refused).unwrap_err();
        assert!(err.contains("refused") && err.contains("too low"), "{err}");
        let mut broken = line();
        broken["players"]["621"] = json!("lots");
        let err = Observation::from_oracle_line(&broken).unwrap_err();
        assert!(err.contains("621"), "{err}");
        let mut broken = line();
        broken["corporations"]["WT"]["holders"] = json!([]);
        assert!(Observation::from_oracle_line(&broken).unwrap_err().contains("WT"));
        let summary = json!({"summary": true, "processed": 3});
        assert!(Observation::from_oracle_line(&summary).is_err());
    }

    #[test]
    fn diff_names_each_field_that_differs() {
        let theirs = Observation::from_oracle_line(&line()).unwrap();
        assert!(diff(&theirs, &theirs).is_empty());
        let mut ours = theirs.clone();
        if let Some(wt) = ours.companies.get_mut("WT") {
            wt.cash = 400;
            wt.holders.insert("621".into(), 30);
        }
        ours.players.insert("621".into(), 70);
        ours.companies.remove("4");
        let texts: Vec<String> = diff(&ours, &theirs).iter().map(ToString::to_string).collect();
        assert_eq!(
            texts,
            [
                "player 621 cash: ours 70, 18xx.games 68",
                "4: ours absent, 18xx.games in play",
                "WT cash: ours 400, 18xx.games 455",
                "WT holders: ours {2006: 50%, 621: 30%, bank: 10%}, 18xx.games {2006: 50%, \
                 621: 40%, bank: 10%}",
            ]
        );
    }

    #[test]
    fn decisions_are_compared_after_the_documented_normalisations() {
        let theirs = Observation::from_oracle_line(&line()).unwrap();
        let with = |kinds: &[&str]| {
            let mut obs = theirs.clone();
            if let Some(d) = &mut obs.decision {
                d.actions.insert("4".into(), kinds.iter().map(|k| (*k).to_owned()).collect());
            }
            obs
        };
        // An "at any time" action only we offer is accepted; a step's coarse listing only
        // 18xx.games has (remove_token) too.
        let mut theirs_coarse = with(&["end_game", "lay_tile", "pass", "remove_token"]);
        assert!(
            diff(&with(&["end_game", "lay_tile", "pass", "scrap_train"]), &theirs_coarse)
                .is_empty()
        );
        // A real move only one side offers is a difference, both ways.
        let d = diff(&with(&["end_game", "lay_tile"]), &theirs_coarse);
        assert_eq!(d.len(), 1);
        assert_eq!(d[0].subject, "4 actions");
        assert_eq!(diff(&with(&["end_game", "lay_tile", "pass", "par"]), &theirs_coarse).len(), 1);
        if let Some(d) = &mut theirs_coarse.decision {
            d.actions.insert("4".into(), BTreeSet::from(["reassign_trains".to_owned()]));
        }
        // 18xx.games' reassign step is our done_trams (with our tram moves).
        assert!(diff(&with(&["pass", "reassign_trains"]), &theirs_coarse).is_empty());
        // Another entity acting is one difference, whatever it may do.
        let mut other = theirs.clone();
        other.decision =
            Some(Decision { active: BTreeSet::from(["5".to_owned()]), actions: BTreeMap::new() });
        let d = diff(&other, &theirs);
        assert_eq!(
            d.iter().map(ToString::to_string).collect::<Vec<_>>(),
            ["acting: ours [5], 18xx.games [4]"]
        );
        // Without a decision on one side only the holdings are compared.
        other.decision = None;
        assert!(diff(&other, &theirs).is_empty());
    }

    #[test]
    fn every_action_kind_of_ours_has_an_18xx_games_type() {
        for (ours, theirs) in ACTION_TYPES {
            assert_eq!(action_type(ours), *theirs);
            assert!(!not_a_move(theirs));
        }
        assert_eq!(action_type("run_tram"), "pass");
        assert_eq!(action_type("no_such_kind"), "no_such_kind");
    }

    /// An import of 9 actions of 18xx.games (ids 1..=9) into 7 of ours: #1 wrote two, #2
    /// (a pass ending construction) none, #4 was written after #5's, #6 was undone, #7 is a
    /// run written when #8 (the closing pass) ended the turn.
    #[test]
    fn the_alignment_compares_where_both_logs_stand_at_the_same_place() {
        let setup = Setup::new(&["A", "B"], 1);
        let mut actions = vec![Action::EndGame; 7];
        actions[5] = Action::RunTram { line: 4, route: None };
        let imported = ImportedGame {
            setup,
            actions,
            player_ids: vec![1, 2],
            source_index: vec![1, 1, 3, 5, 4, 7, 9],
            source_kind: vec!["bid"; 7],
            effective: vec![1, 2, 3, 4, 5, 7, 8, 9],
            routes: Vec::new(),
            finished: false,
            recorded_result: BTreeMap::new(),
        };
        let mut lines: Vec<Value> = (0..9).map(|i| json!({"i": i, "ok": true})).collect();
        lines.push(json!({"summary": true}));
        let points: Vec<(usize, usize, bool)> = imported
            .alignment(&lines)
            .into_iter()
            .map(|p| (p.oracle, p.engine, p.decision))
            .collect();
        assert_eq!(
            points,
            [
                // After #1 our two actions; #2 writes nothing: the decision is not compared.
                (0, 2, false),
                (1, 2, false),
                // #3's next action (#4) does not write our next one (#5's comes first).
                (2, 3, false),
                // No point at #4: our action from #5 comes before its own.
                (4, 5, false),
                // #6 was undone; #7 ran, but 18xx.games ends the turn with #8.
                (7, 6, false),
                (8, 7, true),
            ]
        );
    }
}
