//! The effective 18xx.games actions → the engine's [`Action`]s.
//!
//! 18xx.games names *what* was done but leaves *where in the turn* to its own state (a `pass`
//! means six different things, §4 of the format notes). The translator keeps just enough
//! state of its own to tell them apart: where on the Round Bar the log is, the private and
//! line auctions, each company's trams and lines, the tiles on the map, and the turn of the
//! line that is acting. It never asks the engine: the actions it writes are checked when they
//! are replayed, after `automatic` has put in the moves 18xx.games made without logging.
//!
//! How 18xx.games steps become engine actions (see also the module docs of `import`):
//! * a private bid that names a private no auction is running for → `ChoosePrivate` +
//!   `BidPrivate` (18xx.games chooses by bidding);
//! * `merge` + its opening `bid` → `ChooseLine`; later bids → `BidLine`;
//! * a tram company's `pass` in the tram step, after winning a line, or (once it passed out of
//!   the auctions) in its tram step after them (R56) → `DoneTrams`, written after the tram
//!   layout (`reassign_trains`) that 18xx.games asks for next; a pass in the line auction →
//!   `PassLine`;
//! * `reassign_trains` → one `AssignTram` per tram that must still move, then `DoneTrams`.
//!   The translator mirrors what the engine does by itself (a bought tram goes on the first
//!   line without one, a won line gets the first unassigned tram, a tram put on an occupied
//!   line swaps with it), so a layout the engine already has writes no `AssignTram`;
//! * in a Line Round: the Stadtbahn tile → `LayStadtbahn`; the action straight after it is its
//!   bonus (`BonusTile`, `PlaceStation`, or `SkipBonus` for a pass); the pass that ends
//!   construction writes nothing; the run → `RunTram` with the recorded route, traced on the
//!   tiles the translator has seen laid (B14: it runs even when it is not the best; the route
//!   is also kept aside to compare); a line without a tram writes `RunTram` when its turn ends. `RunTram` ends the line's turn
//!   in the engine, so private purchases that 18xx.games allows after the run are written
//!   before it.

mod company;
mod line;

use std::collections::{BTreeMap, BTreeSet};

use super::format::{Entity, RawAction};
use super::{ImportError, MapFault, RecordedRoute, Runner, ids};
use crate::brief::quote;
use crate::data::game_tables::{Money, ROUND_BAR, Round, TramCompany};
use crate::data::{BoardVariant, Bonus, Landmark};
use crate::game::state::COMPANY_UNITS;
use crate::game::{Action, Owner, PlayerId};
use crate::map::{Face, Hex, Phase, Rotation};
use crate::rules::LineNumber;

/// What the translation produced, and the set-up facts it found on the way.
#[derive(Debug, Default)]
pub(super) struct Translation {
    pub actions: Vec<Action>,
    pub source_index: Vec<usize>,
    pub source_kind: Vec<&'static str>,
    pub routes: Vec<RecordedRoute>,
    /// Tram companies in the order their director certificates were bought.
    pub parred: Vec<TramCompany>,
    /// Lines in the order they were put up for auction, with the Company Round number.
    pub nominations: Vec<(u8, LineNumber)>,
    /// The export positions of `pass`es taken as the closing pass of a line's turn after its
    /// scrapped tram ended the run. 18xx.games asks for that pass only when the company can
    /// buy a private, which needs money the translator does not follow: `automatic` checks it.
    pub closing_guesses: BTreeSet<usize>,
    /// `pass`es of a line without a tram after its run, from LR2a: its closing pass, or its
    /// next turn (the only line acts again): `automatic` sees which. Translated as that
    /// turn's `RunTram` without a route.
    pub next_turn_guesses: BTreeSet<usize>,
}

/// Where an engine action comes from: the 18xx.games action's id and type.
#[derive(Debug, Clone)]
struct Src {
    index: usize,
    kind: &'static str,
}

impl Src {
    fn unmappable(&self, fault: MapFault) -> ImportError {
        ImportError::Unmappable { index: self.index, kind: self.kind.to_owned(), fault }
    }
}

/// Who an action is by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Who {
    Player(PlayerId),
    Company(TramCompany),
    Line(LineNumber),
    Stadtbahn(crate::data::StadtbahnCompany),
    Private(Landmark),
}

/// The kinds of round on the Round Bar.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Pre,
    Share,
    Company,
    Line,
}

fn kind_of(round: Round) -> Option<Kind> {
    match round {
        Round::PreShare => Some(Kind::Pre),
        Round::Share(_) => Some(Kind::Share),
        Round::Company(_) => Some(Kind::Company),
        Round::Line(..) => Some(Kind::Line),
        Round::End => None,
    }
}

/// A private auction under way in the Pre-Share Round.
#[derive(Debug)]
struct PrivateAuction {
    private: Landmark,
    high: PlayerId,
    /// Players still in it.
    active: usize,
}

/// A tram card a company owns, by its 18xx.games name, and the line it runs for.
#[derive(Debug)]
struct Tram {
    name: String,
    line: Option<LineNumber>,
}

/// The state of the current Company Round.
#[derive(Debug, Default)]
struct CompanyRound {
    /// Companies that had their turn in the tram step (18xx.games step b).
    tram_turns: BTreeSet<TramCompany>,
    /// Some line has been put up for auction (the auction step, c, has begun).
    nominated: bool,
    /// The line up for auction and its high bidder.
    auction: Option<(LineNumber, TramCompany)>,
    /// A `merge` (nomination) waiting for its opening bid.
    merge: Option<(TramCompany, LineNumber)>,
    /// The company buying and arranging trams now (in the tram step, after winning a line, or
    /// after the auctions).
    tram_turn: Option<TramTurn>,
    /// Companies that passed with no line up for auction: out of this round's auctions.
    declined: BTreeSet<TramCompany>,
    /// Companies that won a line in this round.
    line_buyers: BTreeSet<TramCompany>,
    /// Companies that had their tram step after the auctions (18xx.games gives one to every
    /// company of the auctions that bought no line, R56).
    after_turns: BTreeSet<TramCompany>,
}

/// A company's turn of buying and arranging trams; it ends with `DoneTrams`.
#[derive(Debug)]
struct TramTurn {
    company: TramCompany,
    /// The company passed: only its tram layout may still follow.
    passed: bool,
}

/// Where a line's turn is (§4, `pass` in a Line Round).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum TurnStep {
    /// Laying tiles, placing and removing markers.
    Construction,
    /// Construction ended; the tram runs (or is scrapped).
    Run,
    /// The run is over (or there was none); only private purchases and the closing pass.
    AfterRun,
}

/// The turn of the line that is acting.
#[derive(Debug)]
struct LineTurn {
    line: LineNumber,
    step: TurnStep,
    /// The bonus of the Stadtbahn tile laid by the previous action.
    bonus: Option<Bonus>,
    /// The `RunTram` to write when the turn ends, and the routes recorded for it.
    run: Option<(Src, Vec<RecordedRoute>)>,
}

struct Translator {
    variant: BoardVariant,
    players: Vec<u64>,
    out: Translation,
    /// Position on the Round Bar.
    bar: usize,
    /// The Playing Order Cards are being chosen (the end of the Pre-Share Round).
    order_cards: bool,
    auction: Option<PrivateAuction>,
    private_owner: BTreeMap<Landmark, Owner>,
    trams: BTreeMap<TramCompany, Vec<Tram>>,
    line_owner: BTreeMap<LineNumber, TramCompany>,
    /// Each company's lines in the order won.
    company_lines: BTreeMap<TramCompany, Vec<LineNumber>>,
    cr: CompanyRound,
    turn: Option<LineTurn>,
    /// The last line that began its turn in this Line Round.
    last_line: Option<LineNumber>,
    /// Tile copies on the map ("6-0" → H28) and the copy on each tiled hex.
    copies: BTreeMap<String, Hex>,
    on_hex: BTreeMap<Hex, String>,
    /// The face of the tile on each tiled hex, to trace recorded routes on.
    faces: BTreeMap<Hex, (Face, Rotation)>,
}

/// Translates the effective actions (undo already applied) of a game with these players (by
/// 18xx.games id, in seating order) on this board.
pub(super) fn translate(
    actions: &[&RawAction<'_>],
    players: &[u64],
    variant: BoardVariant,
) -> Result<Translation, ImportError> {
    let mut t = Translator {
        variant,
        players: players.to_vec(),
        out: Translation::default(),
        bar: 0,
        order_cards: false,
        auction: None,
        private_owner: BTreeMap::new(),
        trams: BTreeMap::new(),
        line_owner: BTreeMap::new(),
        company_lines: BTreeMap::new(),
        cr: CompanyRound::default(),
        turn: None,
        last_line: None,
        copies: BTreeMap::new(),
        on_hex: BTreeMap::new(),
        faces: BTreeMap::new(),
    };
    for action in actions {
        // Ids were checked to increase (format::check_id); one that a usize cannot hold (only
        // on 32-bit targets) is named 0 in messages.
        let index = action.id.and_then(|id| usize::try_from(id).ok()).unwrap_or(0);
        t.action(action, &Src { index, kind: kind_name(&action.kind) })?;
    }
    t.close_auction();
    t.end_tram_turn();
    t.flush_turn();
    Ok(t.out)
}

const KNOWN: [&str; 18] = [
    "bid",
    "pass",
    "choose",
    "par",
    "buy_shares",
    "sell_shares",
    "buy_train",
    "scrap_train",
    "reassign_trains",
    "merge",
    "dividend",
    "lay_tile",
    "place_token",
    "remove_token",
    "run_routes",
    "buy_company",
    "choose_ability",
    "end_game",
];

/// The name of a known 18xx.games action type, to attribute the engine's actions to it
/// without a copy per action; other types (programs, chat, unknown ones) write no action.
fn kind_name(kind: &str) -> &'static str {
    KNOWN.iter().copied().find(|&k| k == kind).unwrap_or("other")
}

impl Translator {
    fn emit(&mut self, action: Action, src: &Src) {
        self.out.actions.push(action);
        self.out.source_index.push(src.index);
        self.out.source_kind.push(src.kind);
    }

    fn round(&self) -> Round {
        ROUND_BAR[self.bar].round
    }

    fn phase(&self) -> Phase {
        ROUND_BAR[self.bar].phase
    }

    /// Moves along the Round Bar to the next round of `kind` (staying if it is the current
    /// one); rounds without any logged action are passed over.
    fn enter(&mut self, kind: Kind, src: &Src) -> Result<(), ImportError> {
        if kind_of(self.round()) == Some(kind) {
            return Ok(());
        }
        let Some(offset) =
            ROUND_BAR[self.bar..].iter().position(|e| kind_of(e.round) == Some(kind))
        else {
            return Err(src.unmappable(MapFault::AfterRoundBar));
        };
        self.leave_round();
        self.bar += offset;
        Ok(())
    }

    /// Moves to the next round of `kind` after the current one: the next Line Round (a line
    /// acted again, or a lower-numbered line acted), or the next Company Round (see
    /// `next_company_round_begins`).
    fn next_round_of(&mut self, kind: Kind, src: &Src) -> Result<(), ImportError> {
        let next = ROUND_BAR[self.bar + 1..]
            .iter()
            .position(|e| kind_of(e.round) == Some(kind))
            .ok_or_else(|| src.unmappable(MapFault::AfterLastRound))?;
        self.leave_round();
        self.bar += next + 1;
        Ok(())
    }

    fn leave_round(&mut self) {
        self.close_auction();
        self.end_tram_turn();
        self.flush_turn();
        self.cr = CompanyRound::default();
        self.last_line = None;
        self.auction = None;
    }

    fn who(&self, a: &RawAction<'_>, src: &Src) -> Result<Who, ImportError> {
        match &a.entity {
            Some(Entity::Id(id)) => self
                .players
                .iter()
                .position(|p| p == id)
                .map(|p| Who::Player(p as PlayerId))
                .ok_or_else(|| src.unmappable(MapFault::PlayerNotInGame { id: *id })),
            Some(Entity::Name(name)) => {
                let private = a.entity_type.as_deref() == Some("company");
                let who = if private {
                    ids::private(name).map(Who::Private)
                } else {
                    ids::line(name)
                        .map(Who::Line)
                        .or_else(|| ids::tram_company(name).map(Who::Company))
                        .or_else(|| ids::stadtbahn(name).map(Who::Stadtbahn))
                        .or_else(|| ids::private(name).map(Who::Private))
                };
                who.ok_or_else(|| src.unmappable(MapFault::NotACompany { name: quote(name) }))
            }
            None => Err(src.unmappable(MapFault::NobodyActs)),
        }
    }

    fn action(&mut self, a: &RawAction<'_>, src: &Src) -> Result<(), ImportError> {
        let kind = a.kind.as_str();
        if kind.starts_with("program_") || kind == "message" {
            // Standing orders and chat change nothing; what a program did is in auto_actions.
        } else if kind == "end_game" {
            self.end_tram_turn();
            self.flush_turn();
            self.emit(Action::EndGame, src);
        } else if !KNOWN.contains(&kind) {
            return Err(ImportError::UnknownAction {
                index: src.index,
                kind: crate::brief::quote(&a.kind),
            });
        } else {
            match self.who(a, src)? {
                Who::Player(player) => self.player_action(player, a, src)?,
                Who::Company(company) => self.company_action(company, a, src)?,
                Who::Line(line) => self.line_action(line, a, src)?,
                Who::Stadtbahn(company) => self.stadtbahn_run(company, a, src)?,
                Who::Private(private) => self.private_action(private, a, src)?,
            }
        }
        // What 18xx.games did by itself right after (§2): programmed passes, single tram
        // layouts, Stadtbahn runs. They are decisions for the engine's log, except the runs.
        for auto in &a.auto_actions {
            self.action(auto, &Src { index: src.index, kind: kind_name(&auto.kind) })?;
        }
        Ok(())
    }

    // ----- players: Pre-Share Round and Share Rounds -----

    fn player_action(
        &mut self,
        player: PlayerId,
        a: &RawAction<'_>,
        src: &Src,
    ) -> Result<(), ImportError> {
        let in_auction_round = self.round() == Round::PreShare && !self.order_cards;
        match a.kind.as_str() {
            "bid" if in_auction_round => {
                let private = a
                    .company
                    .as_deref()
                    .and_then(ids::private)
                    .ok_or_else(|| src.unmappable(MapFault::NoPrivate))?;
                let amount = a.price.ok_or_else(|| src.unmappable(MapFault::NoPrice))?;
                match &mut self.auction {
                    Some(auction) if auction.private == private => auction.high = player,
                    _ => {
                        // An auction left open was won by its high bidder: 18xx.games takes
                        // bidders who cannot afford the next bid out without logging a pass.
                        if let Some(old) = self.auction.take() {
                            self.private_owner.insert(old.private, Owner::Player(old.high));
                        }
                        // 18xx.games chooses a private by bidding on it (A2 alternative).
                        self.emit(Action::ChoosePrivate { player, private }, src);
                        let active = self.players.len();
                        self.auction = Some(PrivateAuction { private, high: player, active });
                    }
                }
                self.emit(Action::BidPrivate { player, amount }, src);
            }
            "pass" if in_auction_round => {
                self.emit(Action::PassPrivate { player }, src);
                if let Some(auction) = &mut self.auction {
                    auction.active -= 1;
                    if auction.active <= 1 {
                        self.private_owner.insert(auction.private, Owner::Player(auction.high));
                        self.auction = None;
                    }
                }
            }
            "choose" => {
                if self.round() != Round::PreShare {
                    return Err(src.unmappable(MapFault::OrderCardsAfterAuction));
                }
                self.order_cards = true;
                // The last auction, left open, was won by its high bidder.
                if let Some(old) = self.auction.take() {
                    self.private_owner.insert(old.private, Owner::Player(old.high));
                }
                let position = a
                    .choice
                    .as_ref()
                    .and_then(serde_json::Value::as_u64)
                    .filter(|&c| c < self.players.len() as u64)
                    .ok_or_else(|| src.unmappable(MapFault::NotAPlayingPosition))?;
                // Positions count from 0, cards from 1 (R32); the filter keeps it below 6.
                let card = u8::try_from(position + 1)
                    .map_err(|_| src.unmappable(MapFault::NotAPlayingPosition))?;
                self.emit(Action::PickOrderCard { player, card }, src);
            }
            "par" => {
                self.enter(Kind::Share, src)?;
                let company = a
                    .corporation
                    .as_deref()
                    .and_then(ids::tram_company)
                    .ok_or_else(|| src.unmappable(MapFault::OnlyTramCompaniesParred))?;
                let par = a
                    .share_price
                    .as_deref()
                    .and_then(|p| p.split(',').next())
                    .and_then(|p| p.trim().parse::<Money>().ok())
                    .ok_or_else(|| src.unmappable(MapFault::ParPriceUnreadable))?;
                self.out.parred.push(company);
                self.emit(Action::BuyDirector { player, company, par }, src);
            }
            "buy_shares" => {
                self.enter(Kind::Share, src)?;
                let [share] = a.shares.as_slice() else {
                    return Err(src.unmappable(MapFault::OneCertificateAtATime));
                };
                let (company, director) = ids::share(share).map_err(|e| src.unmappable(e))?;
                if director {
                    return Err(src.unmappable(MapFault::DirectorCertificateWithPar));
                }
                self.emit(Action::BuyShare { player, company }, src);
            }
            "sell_shares" => {
                self.enter(Kind::Share, src)?;
                let mut company = None;
                let mut with_director_certificate = false;
                for share in &a.shares {
                    let (c, director) = ids::share(share).map_err(|e| src.unmappable(e))?;
                    if company.is_some_and(|k| k != c) {
                        return Err(src.unmappable(MapFault::SaleOfOneCompany));
                    }
                    with_director_certificate |= director;
                    company = Some(c);
                }
                let company = company.ok_or_else(|| src.unmappable(MapFault::SaleNamesNoShares))?;
                // A count the engine's type cannot hold is refused, never wrapped (issue 16:
                // 257 shares were read as 1); no company has more than 10 shares to sell.
                let too_many = |count: u64| {
                    src.unmappable(MapFault::TooManyShares { count, units: COMPANY_UNITS })
                };
                let count = if with_director_certificate {
                    // Part of a director certificate (a change of director): its percentage
                    // says how many 10% shares were sold.
                    let percent = a
                        .percent
                        .as_ref()
                        .and_then(serde_json::Value::as_u64)
                        .ok_or_else(|| src.unmappable(MapFault::DirectorSaleWithoutPercent))?;
                    if percent % 10 != 0 {
                        return Err(src.unmappable(MapFault::NotWholeShares { percent }));
                    }
                    u8::try_from(percent / 10)
                        .ok()
                        .filter(|&n| n <= COMPANY_UNITS)
                        .ok_or_else(|| too_many(percent / 10))?
                } else {
                    u8::try_from(a.shares.len())
                        .ok()
                        .filter(|&n| n <= COMPANY_UNITS)
                        .ok_or_else(|| too_many(a.shares.len() as u64))?
                };
                self.emit(Action::SellShares { player, company, count }, src);
            }
            "pass" => {
                self.enter(Kind::Share, src)?;
                self.emit(Action::PassShare { player }, src);
            }
            other => {
                return Err(src.unmappable(MapFault::PlayerCannot { kind: quote(other) }));
            }
        }
        Ok(())
    }

    // ----- Stadtbahn runs and privates -----

    /// A Stadtbahn run (always automatic): the engine runs it by itself; it is kept to compare.
    fn stadtbahn_run(
        &mut self,
        company: crate::data::StadtbahnCompany,
        a: &RawAction<'_>,
        src: &Src,
    ) -> Result<(), ImportError> {
        if a.kind != "run_routes" {
            return Err(src.unmappable(MapFault::StadtbahnOnlyRuns));
        }
        for r in &a.routes {
            let route = self.route(Runner::Stadtbahn(company), r, src)?;
            self.out.routes.push(route);
        }
        Ok(())
    }

    /// A private's own action: `choose_ability` "sell" returns it to the bank (R25).
    fn private_action(
        &mut self,
        private: Landmark,
        a: &RawAction<'_>,
        src: &Src,
    ) -> Result<(), ImportError> {
        let sell =
            a.choice.as_ref().and_then(|c| c.get("type")).and_then(serde_json::Value::as_str)
                == Some("sell");
        if a.kind != "choose_ability" || !sell {
            return Err(src.unmappable(MapFault::PrivateOnlySold));
        }
        let owner = self
            .private_owner
            .remove(&private)
            .ok_or_else(|| src.unmappable(MapFault::PrivateOwnerUnknown))?;
        self.emit(Action::ReturnPrivate { owner, private }, src);
        Ok(())
    }
}
