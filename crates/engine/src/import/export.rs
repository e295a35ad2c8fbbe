//! Games of this app → 18xx.games exports (issue 17): what their "Import hotseat game" reads.
//!
//! A game can be exported when it was set up as 18xx.games sets up 1840: its rule options are
//! [`RuleOptions::eighteen_xx_games`] and its cards are the ones 18xx.games deals for its seed
//! ([`Deal::eighteen_xx_games`]). The export then holds the players (ids 1 to n), the seed, the
//! optional rule of the small map, and one 18xx.games action per decision, numbered from 1.
//!
//! The actions are the ones a player makes on 18xx.games, not the automatic ones the site adds
//! by itself (Stadtbahn runs, a single tram layout, passes of players with nothing to do), so
//! the export is read there with the site's own automatic play (`oracle.rb --auto`). Where the
//! two engines cut a decision differently, the engine's own offers say what 18xx.games asks:
//! * a private chosen and bid on is one `bid`; a line chosen for auction is `merge` + `bid`;
//! * a company's tram turn ends with `pass` when it could still buy or scrap a tram (else
//!   18xx.games skips the step), then `reassign_trains` with the whole layout unless the
//!   layout is forced (no line; one line and one tram, which 18xx.games assigns itself; one
//!   line holding the only tram);
//! * a line's turn: its construction actions, `pass` ending construction when something was
//!   still on offer, `run_routes` when it has a tram (the route the engine ran, as hexes), and
//!   from LR2a the closing `pass` when a private could still be bought.
//!
//! [`Exported::points`] aligns the two logs for the differential test: after export action
//! `i` the position equals ours after `n` engine actions.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use super::ids;
use crate::data::game_tables::DIRECTOR_CERTIFICATE_SHARES;
use crate::data::game_tables::{
    Money, SHARE_PERCENT, TRAM_PRICES, TramColor, TramCompany, TramSpace, percent,
};
use crate::data::{BoardVariant, Landmark, TileDef};
use crate::game::state::State;
use crate::game::{
    Action, Actor, CompanyId, CompanyStage, Deal, Event, Game, Move, Owner, PlayerId, Refusal,
    RuleOptions, Setup, SetupError, Step, line_route_context,
};
use crate::map::graph::NodeRef;
use crate::map::tile::PathEnd;
use crate::map::{Hex, Phase};
use crate::rules::LineNumber;
use crate::rules::board_state::Marker;
use crate::rules::route::{RouteError, best_route, validate};

/// A game in 18xx.games' export format.
#[derive(Debug, Clone, PartialEq)]
pub struct Exported {
    /// The export: `{id, title, players, settings, actions, …}`.
    pub json: Value,
    /// `(i, n)`: after the export's action `i` (0-based) the game stands where ours does after
    /// its first `n` actions. One point per engine action that writes an 18xx.games action,
    /// at the last one it writes.
    pub points: Vec<(usize, usize)>,
}

/// Why a game cannot be exported to 18xx.games.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ExportError {
    /// The set-up is not one 18xx.games makes.
    #[error(
        "this game was not set up as 18xx.games sets up 1840 ({0}); only games started with \
         the rules of 18xx.games can be exported there"
    )]
    Setup(SetupFault),
    /// The set-up itself is broken.
    #[error("the set-up is not valid: {0}")]
    Invalid(#[from] SetupError),
    /// An action of the log is refused by the engine (a damaged save).
    #[error("action {index} ({kind}) is refused: {error}")]
    Refused {
        /// 1-based position in our log.
        index: usize,
        /// The action's kind.
        kind: &'static str,
        /// Why.
        error: Refusal,
    },
    /// An action that 18xx.games would not accept.
    #[error("action {index} ({kind}) cannot be played on 18xx.games: {reason}")]
    NotAccepted {
        /// 1-based position in our log.
        index: usize,
        /// The action's kind.
        kind: &'static str,
        /// Why.
        reason: ExportFault,
    },
}

/// How a set-up differs from the ones 18xx.games makes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SetupFault {
    /// Rule options other than [`RuleOptions::eighteen_xx_games`].
    #[error("its rule options are not those of 18xx.games")]
    RuleOptions,
    /// A board 18xx.games does not have for this number of players.
    #[error("18xx.games has no such board for this count")]
    Board,
    /// Cards other than the ones 18xx.games deals for the seed.
    #[error("its cards are not the ones 18xx.games deals for its seed")]
    Deal,
}

/// Why 18xx.games would not accept an action. Serde: the app's worker sends it to the page;
/// [`ExportFault::Route`] never crosses (the page replays the log first, and the engine refuses
/// such a route itself).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ExportFault {
    /// A private bid on while none is up for auction.
    #[error("no private is up for auction")]
    NoPrivateUpForAuction,
    /// A line bid on while none is up for auction.
    #[error("no line is up for auction")]
    NoLineUpForAuction,
    /// A par price 18xx.games does not have.
    #[error("that is not a par price")]
    NotAParPrice,
    /// Shares of a company not yet parred.
    #[error("the company has no certificates yet")]
    NoCertificatesYet,
    /// A share bought where none is for sale.
    #[error("no certificate is for sale")]
    NoCertificateForSale,
    /// A tram bought from an empty space.
    #[error("no tram is on that space")]
    NoTramOnSpace,
    /// A colour that has no price on that space.
    #[error("no such tram price")]
    NoTramPrice,
    /// A tram the company does not have.
    #[error("the company has no such tram")]
    NoSuchTram,
    /// A line's tram whose 18xx.games name is not known.
    #[error("the line's tram is not known")]
    LineTramUnknown,
    /// A Stadtbahn marker that is not there.
    #[error("no Stadtbahn marker is there")]
    NoStadtbahnMarker,
    /// An answer where no offer waits.
    #[error("no offer waits for an answer")]
    NoOfferWaiting,
    /// A company's private returned to the bank.
    #[error("18xx.games returns only players' privates to the bank")]
    OnlyPlayersPrivatesReturn,
    /// A private returned outside a Share Round.
    #[error("18xx.games returns privates to the bank only in Share Rounds")]
    PrivatesReturnInShareRounds,
    /// 18xx.games' depot runs empty when a Company Round removes the trams of a colour.
    #[error(
        "every tram left is {color:?} or none is left when CR{round} removes the {color:?} \
         trams, where 18xx.games stops with an internal error"
    )]
    DepotRunsEmpty {
        /// The Company Round (3, 4 or 5).
        round: u8,
        /// The colour it removes.
        color: TramColor,
    },
    /// A route the engine's route rules refuse.
    #[error("{0}")]
    #[serde(skip)]
    Route(RouteError),
}

/// The 18xx.games id of player `p` in an export: 1 to n.
pub fn player_id(p: usize) -> u64 {
    p as u64 + 1
}

/// Whether 18xx.games sets up 1840 as `setup` does (its rule options, a board it has for the
/// number of players, the cards it deals for the seed), which [`to_18xx`] checks first; `Ok`
/// says whether it is the small 3-player map. (The app asks this without the exporter.)
pub fn check_setup(setup: &Setup) -> Result<bool, ExportError> {
    let n = setup.player_count()?;
    if setup.options != RuleOptions::eighteen_xx_games() {
        return Err(ExportError::Setup(SetupFault::RuleOptions));
    }
    let small = match (n.get(), setup.variant) {
        (2, BoardVariant::TwoPlayer) => false,
        (3, BoardVariant::ThreePlayerSmall) => true,
        (3..=6, BoardVariant::Full) => false,
        _ => return Err(ExportError::Setup(SetupFault::Board)),
    };
    if setup.deal.as_ref() != Some(&Deal::eighteen_xx_games(setup.seed, setup.variant, n)) {
        return Err(ExportError::Setup(SetupFault::Deal));
    }
    Ok(small)
}

/// Exports a game of this app in 18xx.games' format.
pub fn to_18xx(setup: &Setup, actions: &[Action]) -> Result<Exported, ExportError> {
    let small = check_setup(setup)?;
    let mut x = Exporter::new(Game::new(setup.clone())?);
    for (i, action) in actions.iter().enumerate() {
        x.action(i, action)?;
    }
    let players: Vec<Value> = setup
        .players
        .iter()
        .enumerate()
        .map(|(p, name)| json!({"id": player_id(p), "name": name}))
        .collect();
    let optional: Vec<&str> = if small { vec!["three_player_small"] } else { vec![] };
    let finished = x.game.is_over();
    let mut json = json!({
        "id": 1,
        "description": "exported from 1840 Vienna Tramways",
        "title": "1840",
        "min_players": 2,
        "max_players": 6,
        "players": players,
        "settings": {"seed": setup.seed, "optional_rules": optional},
        "status": if finished { "finished" } else { "active" },
        "actions": x.out,
    });
    if finished && let Some(object) = json.as_object_mut() {
        let result: serde_json::Map<String, Value> = crate::game::scores(x.game.state())
            .iter()
            .map(|s| (player_id(usize::from(s.player)).to_string(), json!(s.value)))
            .collect();
        object.insert("result".into(), Value::Object(result));
    }
    Ok(Exported { json, points: x.points })
}

/// The replay that writes the export.
struct Exporter {
    game: Game,
    out: Vec<Value>,
    points: Vec<(usize, usize)>,
    /// The private up for auction (Pre-Share Round).
    private: Option<Landmark>,
    /// The line up for auction (Company Round).
    line: Option<LineNumber>,
    /// The copy of the tile on each tiled hex (18xx.games names copies `6-0`, `6-1`, …).
    copies: BTreeMap<Hex, (&'static str, u8)>,
    /// The station-marker spaces ("slots") of each circle with a marker or a reservation, as
    /// 18xx.games fills them: a marker keeps its space, a line's home marker takes the space
    /// reserved for it, any other marker the first space neither taken nor reserved.
    slots: BTreeMap<NodeRef, Vec<Slot>>,
    /// Each company's tram cards by 18xx.games name, in the order of its `trams`.
    trams: BTreeMap<TramCompany, Vec<String>>,
    /// Tram cards of each colour sold so far (the next card's copy number).
    sold: BTreeMap<TramColor, u32>,
    /// Who holds which numbered certificate of each company.
    certs: BTreeMap<CompanyId, Certificates>,
    /// The line whose construction has been ended by a `pass` (18xx.games' `TrackAndToken`
    /// step is always active, so each line's turn ends its construction with a `pass`).
    built: Option<(crate::data::game_tables::Round, LineNumber)>,
    /// The last engine action that wrote an 18xx.games action: its index and kind.
    last_written: Option<(usize, &'static str)>,
    /// Trams were arranged in the tram turn under way (written with its layout at its end).
    layout_pending: bool,
    /// The last action written while trams were arranged by hand (its point waits for the
    /// end of the tram turn).
    pending_write: Option<usize>,
    /// Whether the last point may still take the engine actions that 18xx.games does by
    /// itself after it.
    point_open: bool,
}

/// A station-marker space of a circle in 18xx.games.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Slot {
    Free,
    /// Kept for the home marker of a line (a line's home circle, on a hex with one circle).
    Reserved(LineNumber),
    Taken(Marker),
}

/// The numbered certificates of one company (`WT_0` … `WT_5`, `W_0` … `W_9`): in the company's
/// own hands (18xx.games' IPO), in the market (sold by players), or with players, each
/// player's in the order they came (18xx.games hands shares on in that order). The counts of
/// the engine decide; the numbers follow them as 18xx.games would number them.
#[derive(Debug, Clone, Default)]
struct Certificates {
    ipo: BTreeSet<u8>,
    market: BTreeSet<u8>,
    players: BTreeMap<PlayerId, Vec<u8>>,
    /// Certificate 0 is the director's (5 units) for a tram company.
    director_zero: bool,
}

impl Certificates {
    /// The certificate a buyer gets: the company's lowest, else the market's lowest.
    fn next_sold(&self) -> Option<u8> {
        self.ipo.first().or(self.market.first()).copied()
    }

    fn is_director_certificate(&self, k: u8) -> bool {
        k == 0 && self.director_zero
    }

    /// The certificates a player sells: the highest numbers, the director's last; a sale
    /// into the director certificate (a change of director) names every certificate held,
    /// as 18xx.games' bundle of the certificate's part does.
    fn to_sell(&self, player: PlayerId, count: usize) -> Vec<u8> {
        let mut held: Vec<u8> = self.players.get(&player).cloned().unwrap_or_default();
        crate::sort_few::sort(&mut held);
        let ordinary: Vec<u8> =
            held.iter().copied().filter(|&k| !self.is_director_certificate(k)).collect();
        if count > ordinary.len() {
            return held;
        }
        let mut sold: Vec<u8> = ordinary.into_iter().rev().take(count).collect();
        crate::sort_few::sort(&mut sold);
        sold
    }

    /// Units a list of certificates stands for.
    fn units(&self, held: &[u8]) -> u32 {
        held.iter()
            .map(|&k| if self.is_director_certificate(k) { DIRECTOR_CERTIFICATE_SHARES } else { 1 })
            .sum()
    }

    /// Follows the engine's holdings of each player.
    fn follow(&mut self, state: &State, company: CompanyId) {
        if let CompanyId::Tram(t) = company
            && let Some(director) = state.tram_co(t).director
        {
            self.hand_over(director, |p| u32::from(state.players[usize::from(p)].units(company)));
        }
        for (p, player) in state.players.iter().enumerate() {
            let Ok(p) = PlayerId::try_from(p) else { continue };
            let want = u32::from(player.units(company));
            let director = match company {
                CompanyId::Tram(t) => state.directs(p, t),
                CompanyId::Stadtbahn(_) => false,
            };
            let mut held = self.players.remove(&p).unwrap_or_default();
            if director && self.director_zero && self.ipo.remove(&0) {
                held.push(0);
            }
            while self.units(&held) > want {
                // The highest-numbered ordinary certificate goes, as `to_sell` names it.
                let ordinary = held.iter().filter(|&&k| !self.is_director_certificate(k));
                let Some(&k) = ordinary.max() else {
                    break;
                };
                held.retain(|&h| h != k);
                self.market.insert(k);
            }
            while self.units(&held) < want {
                let Some(k) = self.ipo.pop_first().or_else(|| self.market.pop_first()) else {
                    break;
                };
                held.push(k);
            }
            self.players.insert(p, held);
        }
    }

    /// A new director takes the director certificate from the one who sold into it, as
    /// 18xx.games does: the certificate goes to the market and on to the new director, whose
    /// shares go to the market in the order they came, and the seller takes back from there,
    /// first come first, the part of the certificate they did not sell (`kept` units).
    fn hand_over(&mut self, director: PlayerId, seller_units: impl Fn(PlayerId) -> u32) {
        if !self.director_zero || self.players.get(&director).is_some_and(|h| h.contains(&0)) {
            return;
        }
        let Some(seller) = self.players.iter().find(|(_, h)| h.contains(&0)).map(|(&p, _)| p)
        else {
            return;
        };
        let shares = self.players.insert(director, vec![0]).unwrap_or_default();
        let kept = usize::try_from(seller_units(seller)).unwrap_or(usize::MAX);
        let held = self.players.entry(seller).or_default();
        held.retain(|&k| k != 0);
        let back = kept.saturating_sub(held.len()).min(shares.len());
        held.extend(shares.iter().take(back));
        self.market.extend(shares.iter().skip(back));
    }
}

impl Exporter {
    fn new(game: Game) -> Exporter {
        let mut x = Exporter {
            game,
            out: Vec::new(),
            points: Vec::new(),
            private: None,
            line: None,
            copies: BTreeMap::new(),
            slots: BTreeMap::new(),
            trams: BTreeMap::new(),
            sold: BTreeMap::new(),
            certs: BTreeMap::new(),
            built: None,
            last_written: None,
            layout_pending: false,
            pending_write: None,
            point_open: false,
        };
        for &company in &x.game.state().stadtbahn {
            let certs = Certificates { ipo: (0..10).collect(), ..Certificates::default() };
            x.certs.insert(CompanyId::Stadtbahn(company), certs);
        }
        // 18xx.games reserves a space for each line in play on its home circle (hexes with one
        // circle), in line order, before the Stadtbahn markers are placed.
        let variant = x.game.state().variant;
        for card in crate::data::game_tables::lines_in_play(variant) {
            if let Some(node) = single_circle(variant, card.home) {
                let at = NodeRef { hex: card.home, node };
                let slots = x.slots.entry(at).or_default();
                match slots.iter().position(|s| *s == Slot::Free) {
                    Some(free) => slots[free] = Slot::Reserved(card.number),
                    None => slots.push(Slot::Reserved(card.number)),
                }
            }
        }
        x.sync_slots();
        x
    }

    /// Writes an 18xx.games action by `entity`.
    fn emit(&mut self, entity: (Value, &str), kind: &str, fields: Value) {
        let mut action = json!({
            "type": kind,
            "entity": entity.0,
            "entity_type": entity.1,
            "id": self.out.len() + 1,
        });
        if let (Some(a), Value::Object(more)) = (action.as_object_mut(), fields) {
            a.extend(more);
        }
        self.out.push(action);
    }

    fn action(&mut self, index: usize, action: &Action) -> Result<(), ExportError> {
        let kind = action.kind();
        let not_accepted =
            |reason: ExportFault| ExportError::NotAccepted { index: index + 1, kind, reason };
        let available = self.game.available();
        let actor = entity_of(available.actor);
        let written_before = self.out.len();
        // What the action is in 18xx.games' terms needs the position before it.
        let written = self
            .translate(action, available.actor, actor.clone(), &available.moves)
            .map_err(not_accepted)?;
        let before = self.game.state().clone();
        let events = self.game.apply(action).map_err(|error| ExportError::Refused {
            index: index + 1,
            kind,
            error,
        })?;
        let mut written = written;
        if let Action::RunTram { line, .. } = action
            && before.phase() != Phase::Yellow
            && buys_after_run(&before, &events, *line)
        {
            written.push((entity_of(available.actor), "pass", json!({})));
        }
        if let Some(reason) = depot_fault(&before, self.game.state()) {
            // Where this action writes nothing, 18xx.games went on by itself after the last
            // action written: that one leads into the fault.
            let (index, kind) = match (written.is_empty(), self.last_written) {
                (true, Some((i, k))) => (i, k),
                _ => (index, kind),
            };
            return Err(ExportError::NotAccepted { index: index + 1, kind, reason });
        }
        if !written.is_empty() {
            self.last_written = Some((index, kind));
        }
        for (entity, kind, fields) in written {
            self.emit(entity, kind, fields);
        }
        self.after(action);
        // Trams arranged by hand reach 18xx.games only with the layout at the end of the
        // company's tram turn: the positions in between are not compared.
        let was_pending = self.layout_pending;
        match action {
            Action::AssignTram { .. } => self.layout_pending = true,
            Action::DoneTrams { .. } => self.layout_pending = false,
            _ => {}
        }
        let wrote = self.out.len() > written_before;
        if self.layout_pending {
            // Trams arranged by hand: the positions until the end of the tram turn are not
            // compared (18xx.games sees the arrangement only with the layout).
            if wrote {
                self.pending_write = Some(self.out.len() - 1);
            }
        } else if wrote {
            self.points.push((self.out.len() - 1, index + 1));
            self.point_open = true;
            self.pending_write = None;
        } else if was_pending {
            // The tram turn ended with no layout written: the arrangement is the one
            // 18xx.games makes by itself, which ended the turn after the last action written.
            if let Some(o) = self.pending_write.take() {
                self.points.push((o, index + 1));
                self.point_open = true;
            } else if let Some(last) = self.points.last_mut().filter(|_| self.point_open) {
                last.1 = index + 1;
            }
        } else if !deferred(action)
            && self.point_open
            && let Some(last) = self.points.last_mut()
        {
            // What 18xx.games does by itself (a pass for a bidder who cannot bid, the end of
            // a line's turn) belongs to the action before it: the positions are compared
            // after both.
            last.1 = index + 1;
        }
        Ok(())
    }

    /// The 18xx.games actions of one engine action, from the position before it.
    #[allow(clippy::type_complexity)]
    fn translate(
        &mut self,
        action: &Action,
        acting: Actor,
        actor: (Value, &'static str),
        moves: &[Move],
    ) -> Result<Vec<((Value, &'static str), &'static str, Value)>, ExportFault> {
        let s = self.game.state();
        let mut w: Vec<((Value, &'static str), &'static str, Value)> = Vec::new();
        let offered = |f: &dyn Fn(&Action) -> bool| moves.iter().any(|m| f(&m.lowest()));
        match action {
            Action::ChoosePrivate { private, .. } => self.private = Some(*private),
            Action::BidPrivate { amount, .. } => {
                let private = self.private.ok_or(ExportFault::NoPrivateUpForAuction)?;
                w.push((
                    actor,
                    "bid",
                    json!({"company": ids::private_symbol(private), "price": amount}),
                ));
            }
            // 18xx.games passes for a bidder who cannot pay the next bid.
            Action::PassPrivate { .. } => {
                let auction = matches!(&s.step, Step::Pre(p) if p.auction.is_some());
                if !auction || offered(&|a| matches!(a, Action::BidPrivate { .. })) {
                    w.push((actor, "pass", json!({})));
                }
            }
            // 18xx.games leaves out of a line auction a company that cannot pay the next bid.
            Action::PassLine { .. } => {
                let auction = matches!(&s.step, Step::Company(c) if matches!(c.stage, CompanyStage::Auction(_)));
                if !auction || offered(&|a| matches!(a, Action::BidLine { .. })) {
                    w.push((actor, "pass", json!({})));
                }
            }
            Action::PassShare { .. } => w.push((actor, "pass", json!({}))),
            Action::PickOrderCard { card, .. } => {
                w.push((actor, "choose", json!({"choice": card.saturating_sub(1)})));
            }
            Action::BuyDirector { company, par, .. } => {
                let cell = crate::data::market::SharePrice::tram_par(*par)
                    .ok_or(ExportFault::NotAParPrice)?;
                let price = format!("{},{},{}", par, cell.row(), cell.col());
                w.push((
                    actor,
                    "par",
                    json!({"corporation": ids::tram_company_symbol(*company), "share_price": price}),
                ));
            }
            Action::BuyShare { company, .. } => {
                let certs = self.certs.get(company).ok_or(ExportFault::NoCertificatesYet)?;
                let number = certs.next_sold().ok_or(ExportFault::NoCertificateForSale)?;
                let share = format!("{}_{number}", company_symbol(*company));
                w.push((actor, "buy_shares", json!({"shares": [share], "percent": SHARE_PERCENT})));
            }
            Action::SellShares { player, company, count } => {
                let certs = self.certs.get(company).ok_or(ExportFault::NoCertificatesYet)?;
                let symbol = company_symbol(*company);
                let shares: Vec<String> = certs
                    .to_sell(*player, usize::from(*count))
                    .iter()
                    .map(|k| format!("{symbol}_{k}"))
                    .collect();
                // R17: a share is 10%.
                let percent = percent(*count);
                w.push((actor, "sell_shares", json!({"shares": shares, "percent": percent})));
            }
            Action::PayDividend { amount, .. } => {
                w.push((actor, "dividend", json!({"kind": "variable", "amount": amount})));
            }
            Action::BuyTram { company, space } => {
                let color = s
                    .trams
                    .spaces
                    .get(*space as usize)
                    .copied()
                    .flatten()
                    .map(|(c, _)| c)
                    .ok_or(ExportFault::NoTramOnSpace)?;
                let (variant, price) = variant(color, *space).ok_or(ExportFault::NoTramPrice)?;
                let copy = self.sold.entry(color).or_insert(0);
                let name = format!("{}-{copy}", base_name(color));
                *copy += 1;
                self.trams.entry(*company).or_default().push(name.clone());
                w.push((
                    actor,
                    "buy_train",
                    json!({"train": name, "price": price, "variant": variant}),
                ));
            }
            Action::ScrapTram { company, tram } => {
                // A line scraps in its run step: its construction ends first.
                if let Actor::Line { line, .. } = acting
                    && self.built != Some((s.round, line))
                {
                    self.built = Some((s.round, line));
                    w.push((actor.clone(), "pass", json!({})));
                }
                let name = self
                    .trams
                    .get(company)
                    .and_then(|t| t.get(*tram))
                    .cloned()
                    .ok_or(ExportFault::NoSuchTram)?;
                w.push((actor, "scrap_train", json!({"train": name})));
            }
            Action::AssignTram { .. } => {}
            Action::DoneTrams { company } => {
                // A buying step ends with a pass, a layout step with the layout: the trams
                // where the company has put them now.
                let co = s.tram_co(*company);
                if !layout_step(s) {
                    w.push((actor, "pass", json!({})));
                } else {
                    let names = self.trams.get(company).cloned().unwrap_or_default();
                    let symbol = ids::tram_company_symbol(*company);
                    let assignments: Vec<Value> = co
                        .trams
                        .iter()
                        .zip(&names)
                        .map(|(t, name)| {
                            let to = t.line.map_or(symbol.to_owned(), |l| l.to_string());
                            json!({"train": name, "corporation": to})
                        })
                        .collect();
                    w.push((actor, "reassign_trains", json!({"assignments": assignments})));
                }
            }
            Action::ChooseLine { line, amount, .. } => {
                self.line = Some(*line);
                w.push((actor.clone(), "merge", json!({"corporation": line.to_string()})));
                w.push((actor, "bid", json!({"corporation": line.to_string(), "price": amount})));
            }
            Action::BidLine { amount, .. } => {
                let line = self.line.ok_or(ExportFault::NoLineUpForAuction)?;
                w.push((actor, "bid", json!({"corporation": line.to_string(), "price": amount})));
            }
            Action::LayTile { hex, tile: id, rotation, .. }
            | Action::LayStadtbahn { hex, tile: id, rotation, .. }
            | Action::BonusTile { hex, tile: id, rotation, .. } => {
                let def = id.def();
                let copy = self.copy_for(def);
                w.push((
                    actor,
                    "lay_tile",
                    json!({"hex": hex.to_string(), "tile": format!("{}-{copy}", def.id), "rotation": rotation.index()}),
                ));
            }
            Action::PlaceStation { line, at } => {
                // B17: a marker lifted from an OO hex is put back in its owner's name.
                let owner = match &s.step {
                    Step::Line(step) => {
                        step.relay.as_ref().and_then(|r| r.markers.first().copied())
                    }
                    _ => None,
                }
                .unwrap_or(*line);
                let slot = self.slots.get(at).map_or(0, |s| free_slot(s, Marker::Line(owner)));
                let city = self.city(*at);
                let tokener = json!(owner.to_string());
                w.push((
                    actor,
                    "place_token",
                    json!({"city": city, "slot": slot, "tokener": tokener}),
                ));
            }
            Action::RemoveStadtbahnMarker { at, .. } => {
                let slot = self
                    .slots
                    .get(at)
                    .and_then(|s| {
                        s.iter().position(|m| matches!(m, Slot::Taken(Marker::Stadtbahn(_))))
                    })
                    .ok_or(ExportFault::NoStadtbahnMarker)?;
                let city = self.city(*at);
                w.push((actor, "remove_token", json!({"city": city, "slot": slot})));
            }
            Action::SkipBonus { .. } => w.push((actor, "pass", json!({}))),
            // R93: 18xx.games records the sale, made at once from the company's director or
            // when the owner accepts the offer; a refused offer leaves nothing.
            Action::BuyPrivate { private, price, .. } => {
                let director = acting.player().map(Owner::Player);
                if s.private(*private).and_then(|p| p.owner) == director {
                    let company = json!({"company": ids::private_symbol(*private), "price": price});
                    w.push((actor, "buy_company", company));
                }
            }
            Action::AnswerPrivateOffer { private, accept: true } => {
                let price = match &s.step {
                    Step::Line(step) => step.offer.map(|o| o.price),
                    _ => None,
                }
                .ok_or(ExportFault::NoOfferWaiting)?;
                let company = json!({"company": ids::private_symbol(*private), "price": price});
                w.push((actor, "buy_company", company));
            }
            Action::AnswerPrivateOffer { accept: false, .. } => {}
            Action::RunTram { line, route } => {
                if self.built != Some((s.round, *line)) {
                    w.push((actor.clone(), "pass", json!({})));
                }
                if let Some(tram) = line_tram(s, *line) {
                    let name = self.trams.get(&tram.0).and_then(|t| t.get(tram.1)).cloned();
                    let name = name.ok_or(ExportFault::LineTramUnknown)?;
                    let routes = run(s, *line, route.as_deref(), &name)?;
                    w.push((actor.clone(), "run_routes", json!({"routes": routes})));
                }
                // The closing pass is decided after the run (see `action`).
            }
            Action::ReturnPrivate { owner, private } => {
                if !matches!(owner, Owner::Player(_)) {
                    return Err(ExportFault::OnlyPlayersPrivatesReturn);
                }
                if !matches!(s.round, crate::data::game_tables::Round::Share(_)) {
                    return Err(ExportFault::PrivatesReturnInShareRounds);
                }
                let entity = (json!(ids::private_symbol(*private)), "company");
                w.push((entity, "choose_ability", json!({"choice": {"type": "sell"}})));
            }
            Action::EndGame => w.push((actor, "end_game", json!({}))),
        }
        Ok(w)
    }

    /// Bookkeeping after an action: scrapped trams, tile copies, marker spaces.
    fn after(&mut self, action: &Action) {
        match action {
            Action::ScrapTram { company, tram } => {
                if let Some(names) = self.trams.get_mut(company)
                    && *tram < names.len()
                {
                    names.remove(*tram);
                }
            }
            Action::LayTile { hex, tile: id, .. }
            | Action::LayStadtbahn { hex, tile: id, .. }
            | Action::BonusTile { hex, tile: id, .. } => {
                let def = id.def();
                let copy = self.copy_for(def);
                self.copies.insert(*hex, (def.id, copy));
            }
            Action::BuyDirector { company, .. } => {
                let certs = Certificates {
                    ipo: (0..=5).collect(),
                    director_zero: true,
                    ..Certificates::default()
                };
                self.certs.insert(CompanyId::Tram(*company), certs);
            }
            _ => {}
        }
        let state = self.game.state();
        for (&company, certs) in &mut self.certs {
            certs.follow(state, company);
        }
        self.sync_slots();
    }

    /// The lowest copy of a tile that is not on the map (a replaced tile's copy is free again).
    fn copy_for(&self, def: &TileDef) -> u8 {
        (0..=u8::MAX)
            .find(|c| !self.copies.values().any(|&(id, k)| id == def.id && k == *c))
            .unwrap_or(0)
    }

    /// Follows the markers of the board into their spaces: a marker that is gone frees its
    /// space, a new one takes its reserved space or the first free one.
    fn sync_slots(&mut self) {
        let board = &self.game.state().board;
        let mut now: BTreeMap<NodeRef, Vec<Marker>> = BTreeMap::new();
        for (at, marker) in board.markers() {
            now.entry(at).or_default().push(marker);
        }
        for (at, slots) in &mut self.slots {
            let here = now.get(at).map_or(&[][..], Vec::as_slice);
            for slot in slots.iter_mut() {
                if let Slot::Taken(m) = *slot
                    && !here.contains(&m)
                {
                    *slot = Slot::Free;
                }
            }
        }
        for (at, markers) in now {
            let slots = self.slots.entry(at).or_default();
            for marker in markers {
                if !slots.contains(&Slot::Taken(marker)) {
                    let k = free_slot(slots, marker);
                    if k < slots.len() {
                        slots[k] = Slot::Taken(marker);
                    } else {
                        slots.push(Slot::Taken(marker));
                    }
                }
            }
        }
    }

    /// A circle as 18xx.games names it: `<tile>-<copy>-<part>`, or `<hex>-0-<part>` on a
    /// printed face.
    fn city(&self, at: NodeRef) -> String {
        match self.copies.get(&at.hex) {
            Some((id, copy)) => format!("{id}-{copy}-{}", at.node),
            None => format!("{}-0-{}", at.hex, ids::printed_part(at.hex, at.node)),
        }
    }
}

/// The node of the only circle of a printed hex, if it has exactly one.
fn single_circle(variant: BoardVariant, hex: Hex) -> Option<u8> {
    let info = crate::data::hex_info(variant, hex)?;
    match info.face {
        Some(face) => {
            let mut circles =
                face.nodes.iter().enumerate().filter(|(_, n)| {
                    matches!(n.kind, crate::map::tile::NodeKind::Interchange { .. })
                });
            let (node, _) = circles.next()?;
            if circles.next().is_some() { None } else { u8::try_from(node).ok() }
        }
        None => (info.circles == 1).then_some(0),
    }
}

/// The space a marker goes to: the one reserved for it (a line's home), else the first space
/// neither taken nor reserved, else a new one.
fn free_slot(slots: &[Slot], marker: Marker) -> usize {
    let reserved = match marker {
        Marker::Line(line) => slots.iter().position(|s| *s == Slot::Reserved(line)),
        Marker::Stadtbahn(_) => None,
    };
    reserved.or_else(|| slots.iter().position(|s| *s == Slot::Free)).unwrap_or(slots.len())
}

/// Whether 18xx.games asks for the company's tram layout at the end of its tram turn: not
/// without a line, nor for one line and one tram (it puts the tram there itself); otherwise
/// always, even with no tram at all.
/// Whether the decision is a company's layout step (18xx.games' `ReassignTrains`), not its
/// buying step.
pub(super) fn layout_step(state: &State) -> bool {
    matches!(&state.step, Step::Company(step) if step.buying_over)
}

/// An action that 18xx.games writes later, as part of another (a private chosen by its first
/// bid, trams arranged by the layout at the end of the tram turn).
fn deferred(action: &Action) -> bool {
    // A company's offer for another player's private writes nothing: 18xx.games sees the sale
    // when the owner accepts it.
    matches!(
        action,
        Action::ChoosePrivate { .. } | Action::AssignTram { .. } | Action::BuyPrivate { .. }
    )
}

/// The 18xx.games entity of an actor.
fn entity_of(actor: Actor) -> (Value, &'static str) {
    match actor {
        Actor::Player { player } => (json!(player_id(usize::from(player))), "player"),
        Actor::Company { company, .. } => (json!(ids::tram_company_symbol(company)), "corporation"),
        Actor::Line { line, .. } | Actor::Seller { line, .. } => {
            (json!(line.to_string()), "corporation")
        }
        Actor::Nobody => (json!(player_id(0)), "player"),
    }
}

/// From LR2a, after a line's run, 18xx.games asks whether its company buys a private (and the
/// line passes to end its turn) when a player holds one and the company's Treasury still holds
/// at least 1 after the run (a negative income may have taken from it).
fn buys_after_run(before: &State, events: &[Event], line: LineNumber) -> bool {
    let Some(company) = before.lines.get(&line).and_then(|l| l.owner) else { return false };
    let held =
        before.privates.iter().any(|p| !p.closed && matches!(p.owner, Some(Owner::Player(_))));
    let taken: Money = events
        .iter()
        .filter_map(|e| match e {
            Event::ShortfallPaid { company: c, from_treasury, .. } if *c == company => {
                Some(*from_treasury)
            }
            _ => None,
        })
        .sum();
    held && before.tram_co(company).treasury.saturating_sub(taken) >= 1
}

/// 18xx.games stops with an internal error when a Company Round begins that removes the
/// unsold trams of a colour (CR3 yellow, CR4 orange, CR5 red) while every unsold tram is of
/// that colour or none is left: its depot runs empty while it removes them. A game that goes
/// there cannot be played on 18xx.games.
fn depot_fault(before: &State, after: &State) -> Option<ExportFault> {
    use crate::data::game_tables::Round;
    let Round::Company(k) = after.round else { return None };
    if before.round == after.round {
        return None;
    }
    let removed = match k {
        3 => TramColor::Yellow,
        4 => TramColor::Orange,
        5 => TramColor::Red,
        _ => return None,
    };
    let trams = &before.trams;
    let unsold = trams.supply.iter().copied().chain(trams.spaces.iter().flatten().copied());
    let other = unsold.filter(|&(c, n)| c != removed && n > 0).count();
    (other == 0).then_some(ExportFault::DepotRunsEmpty { round: k, color: removed })
}

/// The first letters of a colour's tram cards (`Y1-0`, `O1-2`, …).
fn base_name(color: TramColor) -> &'static str {
    match color {
        TramColor::Yellow => "Y1",
        TramColor::Orange => "O1",
        TramColor::Red => "R1",
        TramColor::Pink => "Pi1",
        TramColor::Purple => "Pu1",
    }
}

/// The price tier 18xx.games calls a variant (`O2`: the second-dearest orange price) and the
/// price of a colour on a buying space.
fn variant(color: TramColor, space: TramSpace) -> Option<(String, Money)> {
    let prices = TRAM_PRICES[color as usize].1;
    let price = prices[space as usize]?;
    let dearer = prices.iter().flatten().filter(|&&p| p > price).count();
    let letters = base_name(color).trim_end_matches('1');
    Some((format!("{letters}{}", dearer + 1), price))
}

/// The company and index of the tram that `line` runs.
fn line_tram(s: &State, line: LineNumber) -> Option<(TramCompany, usize)> {
    let company = s.lines.get(&line)?.owner?;
    let index = s.tram_co(company).trams.iter().position(|t| t.line == Some(line))?;
    Some((company, index))
}

fn company_symbol(company: CompanyId) -> &'static str {
    match company {
        CompanyId::Tram(c) => ids::tram_company_symbol(c),
        CompanyId::Stadtbahn(s) => ids::stadtbahn_symbol(s),
    }
}

/// The `routes` of a line's `run_routes`: the route the engine runs (the one given, else the
/// best), as 18xx.games records it.
fn run(
    s: &State,
    line: LineNumber,
    given: Option<&[crate::map::graph::PathRef]>,
    train: &str,
) -> Result<Vec<Value>, ExportFault> {
    let Some(ctx) = line_route_context(s, line) else { return Ok(Vec::new()) };
    let route = match given {
        Some(paths) => validate(&s.board, &ctx, paths).map_err(ExportFault::Route)?,
        None => match best_route(&s.board, &ctx) {
            Some(route) => route,
            None => return Ok(Vec::new()),
        },
    };
    let stops: Vec<NodeRef> = route.stops.iter().map(|st| st.node).collect();
    let mut legs: Vec<Vec<String>> = Vec::new();
    let mut leg: Vec<Hex> = stops.first().map(|st| vec![st.hex]).into_iter().flatten().collect();
    let mut next = 1;
    for path in &route.paths {
        if leg.last() != Some(&path.hex) {
            leg.push(path.hex);
        }
        let Some(&stop) = stops.get(next) else { break };
        let ends_at_stop = path.hex == stop.hex
            && s.board.face(path.hex).is_some_and(|(face, _)| {
                face.paths.get(usize::from(path.path)).is_some_and(|p| {
                    [p.a, p.b].iter().any(|e| matches!(e, PathEnd::Node(n) if *n == stop.node))
                })
            });
        if ends_at_stop {
            legs.push(leg.iter().map(Hex::to_string).collect());
            leg = vec![stop.hex];
            next += 1;
        }
    }
    let node_name = |st: &NodeRef| {
        if s.board.tile(st.hex).is_some() {
            format!("{}-{}", st.hex, st.node)
        } else {
            format!("{}-{}", st.hex, ids::printed_part(st.hex, st.node))
        }
    };
    Ok(vec![json!({
        "train": train,
        "connections": legs,
        "hexes": stops.iter().map(|st| st.hex.to_string()).collect::<Vec<_>>(),
        "revenue": route.revenue,
        "nodes": stops.iter().map(node_name).collect::<Vec<_>>(),
    })])
}
