//! Company Rounds (rulebook VIII; digest R42–R59, A14–A23, A31, A33, A47–A53).
//!
//! The round runs CRa to CRf in order. CRa (private dividends), CRb (the tram stacks move),
//! CRc (the company order) and CRf (new line cards) are automatic. The decisions are:
//!
//! * CRd, each tram company in the CRc order: its dividend (R46), then buying, arranging and
//!   scrapping trams (R47–R49). Then the Stadtbahn companies run and pay (R51, A16).
//! * CRe: the line auctions (R52–R55); the winner of a line may buy trams at once (R55); after
//!   the auctions the companies that bought no line may buy trams, leftmost first (R56).
//!
//! With [`RuleOptions::dividends_before_trams`](crate::game::RuleOptions) (18xx.games,
//! deviations B8) CRd is split: every company decides its dividend in the CRc order, the
//! Stadtbahn companies run, and only then does each company have its tram step, in the same
//! order, or with [`RuleOptions::order_after_dividends`](crate::game::RuleOptions) (18xx.games)
//! in the company order taken again by the share prices after the dividends, which the line
//! auctions follow too.
//!
//! Readings:
//! * The company order is fixed in CRc for the whole round (A52); the Stadtbahn companies run
//!   after every tram company, in share price order with the same tie rules (A16).
//! * A dividend out of an empty Revenue space can only be 0: it is paid without asking (A15).
//!   A tram step where nothing can be done (no tram affordable, none owned, or no Line Round
//!   to arrange them for after the last Company Round) is skipped too.
//! * The mandatory tram (R50, A19, A20) is due at a company's last tram step of the round:
//!   right after it won a line, in the step after the auctions (R56) or, when CRe does not
//!   take place, in CRd. There the company cannot finish without a tram while one is on
//!   offer, and may buy any tram on offer, the director paying what the Treasury cannot,
//!   with as few loans of 100 as needed (A47). No tram on offer waives it (A21: nothing is
//!   sold in CR6, where no price is printed).
//!   With [`RuleOptions::mandatory_tram_every_step`](crate::game::RuleOptions) (18xx.games,
//!   B5) it is due at every tram step of the company, CRd already.
//! * A bought tram goes on the first of the company's lines without a tram, and a won line
//!   gets the first unassigned tram; the director rearranges at the tram steps (A19, A51).
//!   Putting a tram on a line that has one swaps the two.
//! * Choosing a line is its opening bid of at least 20 (A22). Bids go left to right in the
//!   CRc order, wrapping, among the companies that have not passed on choosing, have not
//!   bought a line in this round and own fewer than 3 lines. A company whose Treasury cannot
//!   top the bid still takes its turn and may only pass (it could return a private first).
//! * A tram may be scrapped at any decision of its company (R49, A50).
//! * CRf deals cards while some company has a free line space, except in the last Company
//!   Round (T45).

use crate::data::StadtbahnCompany;
use crate::data::game_tables::{
    DIVIDEND_UNIT, LAST_ROUND, LINE_BID_STEP, LINE_MIN_BID, MAX_LINES_PER_COMPANY,
    MAX_TRAMS_PER_COMPANY, Money, ROUND_BAR, Round, TRAM_PRICES, TramColor, TramCompany, TramSpace,
    private_row, round_bar_entry, stadtbahn_multiplier,
};
use crate::data::market::SharePrice;
use crate::rules::LineNumber;
use crate::rules::stadtbahn_run::stadtbahn_run_with;

use super::super::action::{Action, Actor, Available, Move};
use super::super::event::Event;
use super::super::state::{COMPANY_UNITS, CompanyId, Owner, PlayerId, State, Step, Tram};
use super::super::{Expected, Refusal, Who};

#[cfg(test)]
#[path = "company_tests.rs"]
mod tests;

#[path = "company_18xx.rs"]
mod as_18xx;

/// The state of a Company Round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompanyStep {
    /// The company order set in CRc (R44), left to right; fixed for the round (A52).
    pub order: Vec<TramCompany>,
    /// Whether CRe takes place in this round (R52, A22).
    pub auctions: bool,
    /// Companies that passed on choosing a line: out of the auctions of this round (R54).
    pub passed: Vec<TramCompany>,
    /// Companies that bought a line in this round (R53, R55).
    pub bought: Vec<TramCompany>,
    /// What is being decided now.
    pub stage: CompanyStage,
    /// With [`RuleOptions::tram_steps_as_18xx_games`](crate::game::RuleOptions): the company
    /// of this tram step bought a tram and cannot buy another, so buying (and scrapping) is
    /// over: this is its layout step. Cleared when the stage changes.
    pub buying_over: bool,
    /// 18xx.games' queue of layout steps in the line auctions (see `company_18xx.rs`).
    pub layouts: Vec<TramCompany>,
    /// 18xx.games' queue of buying steps in the line auctions.
    pub buyers: Vec<TramCompany>,
    /// The line auctions are over and `buyers` took the companies that bought no line.
    pub buyers_filled: bool,
    /// Companies with a tram the engine put on a line itself, which 18xx.games keeps on the
    /// company until its layout step.
    pub unplaced: Vec<TramCompany>,
}

/// What is being decided in a Company Round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CompanyStage {
    /// CRd: how much of the Revenue space the company pays out (R46).
    Dividend {
        /// The company.
        company: TramCompany,
    },
    /// The company buys, arranges and scraps trams (R47–R50).
    Trams {
        /// The company.
        company: TramCompany,
        /// Which of its tram steps this is.
        chance: TramChance,
    },
    /// CRe: the leftmost company still in the auctions chooses a line, or passes (R52, R54).
    ChooseLine {
        /// The company.
        company: TramCompany,
    },
    /// CRe: a line is being auctioned (R52).
    Auction(LineAuction),
}

impl CompanyStage {
    /// The company that decides.
    pub fn company(&self) -> TramCompany {
        match self {
            CompanyStage::Dividend { company }
            | CompanyStage::Trams { company, .. }
            | CompanyStage::ChooseLine { company } => *company,
            CompanyStage::Auction(auction) => auction.to_act,
        }
    }
}

/// The tram steps of a company in a Company Round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TramChance {
    /// CRd, after the dividend (R47).
    Revenue,
    /// CRe, right after winning a line (R55).
    AfterLine,
    /// CRe, after the auctions, for a company that bought no line (R56).
    AfterAuctions,
}

/// The auction of one line (R52).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineAuction {
    /// The line.
    pub line: LineNumber,
    /// The company that chose it.
    pub chooser: TramCompany,
    /// The high bidder.
    pub high_bidder: TramCompany,
    /// The high bid.
    pub high: Money,
    /// Companies still in, in bidding order starting with the chooser.
    pub active: Vec<TramCompany>,
    /// Whose turn it is.
    pub to_act: TramCompany,
}

fn company_step(state: &State) -> Option<&CompanyStep> {
    match &state.step {
        Step::Company(step) => Some(step),
        _ => None,
    }
}

fn round_number(state: &State) -> u8 {
    match state.round {
        Round::Company(n) => n,
        _ => 0,
    }
}

fn director(state: &State, company: TramCompany) -> PlayerId {
    state.tram_co(company).director.unwrap_or(0)
}

/// Stores the step with what is to be decided next.
fn wait(state: &mut State, mut step: CompanyStep, stage: CompanyStage) {
    step.stage = stage;
    step.buying_over = false;
    state.step = Step::Company(step);
}

// ---------------------------------------------------------------------------------------------
// CRa–CRc and CRf: the automatic steps
// ---------------------------------------------------------------------------------------------

pub(crate) fn start(state: &mut State, ev: &mut Vec<Event>) {
    pay_privates(state, ev);
    move_trams(state, ev);
    let order = company_order(state);
    let entry = round_bar_entry(state.round);
    // R52, A22: no auctions in the last Company Round, when every company has its three
    // lines, or when there is no line to auction.
    let auctions = entry.is_some_and(|e| e.line_auction)
        && state.operating().any(|c| c.lines.len() < MAX_LINES_PER_COMPANY)
        && !state.line_display.is_empty();
    // The stage is set before anyone sees it: `revenue_from` decides what comes first.
    let stage = CompanyStage::Dividend {
        company: order.first().copied().unwrap_or(TramCompany::WienerTramway),
    };
    let step = CompanyStep {
        order,
        auctions,
        passed: Vec::new(),
        bought: Vec::new(),
        stage,
        buying_over: false,
        layouts: Vec::new(),
        buyers: Vec::new(),
        buyers_filled: false,
        unplaced: Vec::new(),
    };
    revenue_from(state, step, 0, ev);
}

/// CRa (R42, A33): every private pays its owner, a player or a company's Treasury.
fn pay_privates(state: &mut State, ev: &mut Vec<Event>) {
    for i in 0..state.privates.len() {
        let private = state.privates[i];
        let Some(owner) = private.owner.filter(|_| !private.closed) else { continue };
        let amount = private_row(private.id).dividend;
        match owner {
            Owner::Player(player) => state.bank_to_player(player, amount),
            Owner::Company(company) => state.bank_to_treasury(company, amount),
        }
        ev.push(Event::PrivateDividend { private: private.id, owner, amount });
    }
}

/// CRb (R43): the trams on the right space leave the game, the other two stacks move one
/// space right, and the next colour of the supply goes on the left space.
fn move_trams(state: &mut State, ev: &mut Vec<Event>) {
    let trams = &mut state.trams;
    let removed = trams.spaces[2].map_or(0, |(_, count)| count);
    trams.spaces[2] = trams.spaces[1];
    trams.spaces[1] = trams.spaces[0];
    trams.spaces[0] = if trams.supply.is_empty() { None } else { Some(trams.supply.remove(0)) };
    for space in &mut trams.spaces {
        if space.is_some_and(|(_, count)| count == 0) {
            *space = None;
        }
    }
    let spaces = trams.spaces.map(|s| s.map(|(color, _)| color));
    ev.push(Event::TramsMoved { spaces, removed });
}

/// CRc (R44, A14): the tram companies by share price, highest first; equal prices on
/// different cells, the cell further right first; on one cell, the marker on top first.
pub(crate) fn company_order(state: &State) -> Vec<TramCompany> {
    let mut order: Vec<(TramCompany, _)> = state
        .operating()
        .filter_map(|c| state.market.position(CompanyId::Tram(c.id)).map(|p| (c.id, p)))
        .collect();
    crate::sort_few::by_key(&mut order, |(_, p)| p.company_order_key());
    order.into_iter().map(|(c, _)| c).collect()
}

/// CRf (R58, A23, T45): while a company has a free line space, n+1 cards (or what is left)
/// go from the stack to the display; not in the last Company Round. Then the round ends.
fn finish(state: &mut State, ev: &mut Vec<Event>) {
    let last = round_bar_entry(state.round).is_none_or(|e| !e.line_auction);
    let free_space = state.operating().any(|c| c.lines.len() < MAX_LINES_PER_COMPANY);
    if !last && free_space {
        let count = state.player_count.line_cards_dealt().min(state.line_stack.len());
        let lines: Vec<LineNumber> = state.line_stack.drain(..count).collect();
        if !lines.is_empty() {
            state.line_display.extend(&lines);
            ev.push(Event::LinesDealt { lines });
        }
    }
    super::finish_round(state, ev);
}

// ---------------------------------------------------------------------------------------------
// CRd: dividends, trams, Stadtbahn runs
// ---------------------------------------------------------------------------------------------

/// CRd from the company at `from` in the order on: each company's dividend and trams, then
/// the Stadtbahn companies, then CRe. With
/// [`RuleOptions::dividends_before_trams`](crate::game::RuleOptions) (deviations B8) the
/// companies only decide their dividends here; their tram steps follow the Stadtbahn runs
/// ([`trams_from`]).
fn revenue_from(state: &mut State, mut step: CompanyStep, from: usize, ev: &mut Vec<Event>) {
    let trams_later = state.options.dividends_before_trams;
    for i in from..step.order.len() {
        let company = step.order[i];
        if state.tram_co(company).revenue > 0 {
            wait(state, step, CompanyStage::Dividend { company });
            return;
        }
        // A15: nothing on the Revenue space: the dividend is 0 (the price falls).
        pay_dividend(state, company, 0, ev);
        if !trams_later {
            match open_trams(state, step, company, TramChance::Revenue, ev) {
                Some(back) => step = back,
                None => return,
            }
        }
    }
    run_stadtbahn(state, ev);
    if trams_later {
        // 18xx.games: the tram steps and the auctions go by the prices after the dividends.
        if state.options.order_after_dividends {
            step.order = company_order(state);
        }
        trams_from(state, step, 0, ev);
    } else {
        after_revenue(state, step, ev);
    }
}

/// B8 (18xx.games): after every dividend and the Stadtbahn runs, each company's tram step of
/// CRd, in the CRc order from the company at `from` on; then CRe.
fn trams_from(state: &mut State, mut step: CompanyStep, from: usize, ev: &mut Vec<Event>) {
    for i in from..step.order.len() {
        let company = step.order[i];
        match open_trams(state, step, company, TramChance::Revenue, ev) {
            Some(back) => step = back,
            None => return,
        }
    }
    after_revenue(state, step, ev);
}

/// Opens the company's tram step of CRd if it has one; `Some(step)` back when it has none.
/// On 18xx.games ([`RuleOptions::tram_steps_as_18xx_games`](crate::game::RuleOptions)) the
/// step is its buying step, where it can buy or scrap, then its layout step, where asked.
fn open_trams(
    state: &mut State,
    step: CompanyStep,
    company: TramCompany,
    chance: TramChance,
    ev: &mut Vec<Event>,
) -> Option<CompanyStep> {
    if tram_decision(state, &step, company, chance) {
        wait(state, step, CompanyStage::Trams { company, chance });
        return None;
    }
    if state.options.tram_steps_as_18xx_games {
        return as_18xx::layout_in_revenue(state, step, company, ev);
    }
    Some(step)
}

/// The end of CRd: the line auctions (CRe), or CRf when there are none.
fn after_revenue(state: &mut State, step: CompanyStep, ev: &mut Vec<Event>) {
    if step.auctions && state.options.tram_steps_as_18xx_games {
        as_18xx::after_actions(state, step, 0, ev);
    } else if step.auctions {
        next_chooser(state, step, ev);
    } else {
        finish(state, ev);
    }
}

/// R46: `amount` goes to the shareholders per 10% share, the Pool's part to the bank, the rest
/// of the Revenue space to the Treasury; the marker moves by Table 6 on the total.
fn pay_dividend(state: &mut State, company: TramCompany, amount: Money, ev: &mut Vec<Event>) {
    let id = CompanyId::Tram(company);
    let per_share = amount / Money::from(COMPANY_UNITS);
    // Money on the Revenue space is already in play: moving it to players is no payment by
    // the bank. Only the Pool's part leaves play, into the bank (A15).
    for player in &mut state.players {
        player.cash += Money::from(player.units(id)) * per_share;
    }
    let to_bank = Money::from(state.pool_units(id)) * per_share;
    state.book(-to_bank);
    let co = state.tram_co_mut(company);
    let to_treasury = co.revenue - amount;
    co.treasury += to_treasury;
    co.revenue = 0;
    for line in state.lines.values_mut().filter(|l| l.owner == Some(company)) {
        line.earned = 0;
    }
    ev.push(Event::DividendPaid { company: id, total: amount, per_share, to_treasury });
    move_marker(state, id, amount, ev);
}

fn move_marker(state: &mut State, company: CompanyId, total: Money, ev: &mut Vec<Event>) {
    let Some(position) = state.market.position(company) else { return };
    let to: SharePrice = position.cell.after_dividend(total);
    state.market.place(company, to);
    let from = position.cell.price();
    if from != to.price() {
        ev.push(Event::PriceMoved { company, from, to: to.price() });
    }
}

/// What a Stadtbahn company would run on the board as it is ([`State::stadtbahn_outlook`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StadtbahnOutlook {
    /// The company.
    pub company: StadtbahnCompany,
    /// Its run, multiplied.
    pub run: crate::rules::stadtbahn_run::StadtbahnRun,
    /// The multiplier of the Company Round that pays it (R51).
    pub multiplier: Money,
    /// What one 10% share gets of it.
    pub per_share: Money,
}

/// The Company Round that pays the Stadtbahn next: this one in a Company Round (the board does
/// not change within it), else the next one on the Round Bar; `None` after the last.
fn paying_round(state: &State) -> Option<u8> {
    if let Round::Company(n) = state.round {
        return Some(n);
    }
    let at = ROUND_BAR.iter().position(|e| e.round == state.round)?;
    ROUND_BAR[at..].iter().find_map(|e| match e.round {
        Round::Company(n) => Some(n),
        _ => None,
    })
}

/// Every Stadtbahn company in play on the share price chart, with the run it would make on the
/// board now and what it pays in the Company Round that pays it next (R51, A17).
pub(crate) fn stadtbahn_outlook(state: &State) -> Vec<StadtbahnOutlook> {
    let Some(round) = paying_round(state) else { return Vec::new() };
    let multiplier = stadtbahn_multiplier(round).unwrap_or(1);
    let through = state.options.stadtbahn_through_stations;
    state
        .stadtbahn
        .iter()
        .filter(|&&s| state.market.position(CompanyId::Stadtbahn(s)).is_some())
        .map(|&company| {
            let run = stadtbahn_run_with(&state.board, company, state.phase(), multiplier, through);
            let units = Money::from(COMPANY_UNITS);
            let per_share = if state.options.stadtbahn_payout_rounds_up {
                run.total / units + Money::from(run.total % units != 0)
            } else {
                run.total / units
            };
            StadtbahnOutlook { company, run, multiplier, per_share }
        })
        .collect()
}

/// R51, A16–A18: after the tram companies, every Stadtbahn company runs, in share price order,
/// and pays everything from the bank to its shareholders (the Pool's shares get nothing).
/// On the empty board of CR1 the runs give the printed CR1 dividends (D and V 70, W and G 0).
fn run_stadtbahn(state: &mut State, ev: &mut Vec<Event>) {
    let multiplier = stadtbahn_multiplier(round_number(state)).unwrap_or(1);
    let mut companies: Vec<_> = state
        .stadtbahn
        .iter()
        .filter_map(|&s| state.market.position(CompanyId::Stadtbahn(s)).map(|p| (s, p)))
        .collect();
    crate::sort_few::by_key(&mut companies, |(_, p)| p.company_order_key());
    for (company, _) in companies {
        let through = state.options.stadtbahn_through_stations;
        let run = stadtbahn_run_with(&state.board, company, state.phase(), multiplier, through);
        let id = CompanyId::Stadtbahn(company);
        let per_share = run.total / Money::from(COMPANY_UNITS);
        for player in 0..state.players.len() as PlayerId {
            let units = state.players[usize::from(player)].units(id);
            if units > 0 {
                let paid = if state.options.stadtbahn_payout_rounds_up {
                    // 18xx.games: each holder gets units × total / 10, rounded up.
                    let units = Money::from(units);
                    let tenths = units.saturating_mul(run.total);
                    let whole = Money::from(COMPANY_UNITS);
                    tenths / whole + Money::from(tenths % whole != 0)
                } else {
                    Money::from(units) * per_share
                };
                state.bank_to_player(player, paid);
            }
        }
        ev.push(Event::StadtbahnRan { company, revenue: run.base, total: run.total });
        ev.push(Event::DividendPaid { company: id, total: run.total, per_share, to_treasury: 0 });
        move_marker(state, id, run.total, ev);
    }
}

/// The tram on a buying space and its price, if one can be bought there. A colour without a
/// printed price on that space is not for sale (A21: purple on the right space in CR6).
pub(crate) fn offer(state: &State, space: TramSpace) -> Option<(TramColor, Money)> {
    let (color, count) = state.trams.spaces[space as usize]?;
    let price = TRAM_PRICES[color as usize].1[space as usize]?;
    (count > 0).then_some((color, price))
}

/// 18xx.games' test after a purchase: room for another tram and a Treasury that pays the
/// lowest price printed for a colour on offer, on any space (its `Depot#min_price` takes the
/// cheapest price tier of each tram type, whether or not that tier is for sale now).
fn can_buy_another(state: &State, company: TramCompany) -> bool {
    let co = state.tram_co(company);
    let cheapest = TramSpace::ALL
        .iter()
        .filter_map(|&s| offer(state, s))
        .filter_map(|(color, _)| TRAM_PRICES[color as usize].1.iter().flatten().min().copied())
        .min();
    co.trams.len() < MAX_TRAMS_PER_COMPANY && cheapest.is_some_and(|p| p <= co.treasury)
}

fn anything_on_offer(state: &State) -> bool {
    TramSpace::ALL.iter().any(|&s| offer(state, s).is_some())
}

/// Whether this tram step is the company's last chance to buy a tram in the round (R50).
fn last_chance(step: &CompanyStep, chance: TramChance) -> bool {
    match chance {
        TramChance::Revenue => !step.auctions,
        TramChance::AfterLine | TramChance::AfterAuctions => true,
    }
}

/// R50, A20, A21: the company owns no tram at its last tram step (at any tram step with
/// [`RuleOptions::mandatory_tram_every_step`](crate::game::RuleOptions)) and a tram is on offer.
fn must_buy(state: &State, step: &CompanyStep, company: TramCompany, chance: TramChance) -> bool {
    let due = last_chance(step, chance) || state.options.mandatory_tram_every_step;
    state.tram_co(company).trams.is_empty() && due && anything_on_offer(state)
}

/// The acting company when it must buy a tram before its tram step can end (R50, A20): it
/// owns none, a tram is on offer, and this is the chance the rules make it buy at.
pub(crate) fn tram_purchase_due(state: &State) -> Option<TramCompany> {
    let step = company_step(state)?;
    let CompanyStage::Trams { company, chance } = step.stage else { return None };
    (!step.buying_over && must_buy(state, step, company, chance)).then_some(company)
}

/// Why the company may not buy the tram on `space` now, if anything stops it.
fn buy_refusal(
    state: &State,
    step: &CompanyStep,
    company: TramCompany,
    chance: TramChance,
    space: TramSpace,
) -> Option<Refusal> {
    let Some((_, price)) = offer(state, space) else {
        return Some(Refusal::NoTramThere);
    };
    let co = state.tram_co(company);
    if co.trams.len() >= MAX_TRAMS_PER_COMPANY {
        return Some(Refusal::TramLimit { limit: MAX_TRAMS_PER_COMPANY });
    }
    if price <= co.treasury {
        return None;
    }
    if !must_buy(state, step, company, chance) {
        // R47, A19: voluntary purchases are paid from the Treasury alone.
        return Some(Refusal::TramFromTreasury { cost: price, treasury: co.treasury });
    }
    if state.options.mandatory_tram_cheapest {
        let cheapest = TramSpace::ALL.iter().filter_map(|&s| offer(state, s)).map(|o| o.1).min();
        if let Some(cheapest) = cheapest.filter(|&c| price > c) {
            return Some(Refusal::CheapestTramOnly { cheapest });
        }
    }
    None
}

/// Whether the company has anything to decide in a tram step (on 18xx.games its buying
/// step): a tram it may buy, or one to arrange or scrap before a Line Round (none follows the
/// last Company Round).
fn tram_decision(
    state: &State,
    step: &CompanyStep,
    company: TramCompany,
    chance: TramChance,
) -> bool {
    let co = state.tram_co(company);
    let arrange = state.round != LAST_ROUND && !co.trams.is_empty();
    arrange
        || TramSpace::ALL.iter().any(|&s| buy_refusal(state, step, company, chance, s).is_none())
}

/// R47, R50: buys the tram on `space`; for a mandatory tram the director pays what the
/// Treasury cannot, with loans of 100 if needed (A47). The tram goes on the first line
/// without one.
fn buy_tram(state: &mut State, company: TramCompany, space: TramSpace, ev: &mut Vec<Event>) {
    let Some((color, price)) = offer(state, space) else { return };
    let from_treasury = price.min(state.tram_co(company).treasury);
    let from_director = price - from_treasury;
    state.bank_to_treasury(company, -from_treasury);
    let mut loans = 0;
    if from_director > 0 {
        let player = director(state, company);
        loans = super::director_pays(state, player, from_director);
    }
    if let Some(slot) = &mut state.trams.spaces[space as usize] {
        slot.1 -= 1;
        if slot.1 == 0 {
            state.trams.spaces[space as usize] = None;
        }
    }
    // R48: the newest colour ever bought sets every tram's maintenance.
    state.trams.newest_bought = Some(state.trams.newest_after(color));
    ev.push(Event::TramBought { company, color, space, price, from_director, loans });
    let co = state.tram_co_mut(company);
    let line = co.lines.iter().copied().find(|&l| co.trams.iter().all(|t| t.line != Some(l)));
    co.trams.push(Tram { color, line });
    if line.is_some() {
        ev.push(Event::TramAssigned { company, color, line });
    }
}

/// The lines (or `None`, off every line) tram `tram` may be moved to: any other line of the
/// company.
fn assign_targets(state: &State, company: TramCompany, tram: usize) -> Vec<Option<LineNumber>> {
    let co = state.tram_co(company);
    let Some(current) = co.trams.get(tram).map(|t| t.line) else { return Vec::new() };
    let mut targets: Vec<Option<LineNumber>> =
        co.lines.iter().map(|&l| Some(l)).filter(|&l| l != current).collect();
    if current.is_some() {
        targets.push(None);
    }
    targets
}

/// 18xx.games ([`RuleOptions::tram_steps_as_18xx_games`](crate::game::RuleOptions)): a
/// layout may not leave a line without a tram while the company keeps one spare.
fn idle_line_with_spare(state: &State, company: TramCompany) -> bool {
    let co = state.tram_co(company);
    let on = |l: LineNumber| co.trams.iter().any(|t| t.line == Some(l));
    state.options.tram_steps_as_18xx_games
        && co.trams.iter().any(|t| t.line.is_none())
        && co.lines.iter().any(|&l| !on(l))
}

/// A51: puts a tram on a line (swapping with the tram already there) or takes it off.
fn assign_tram(
    state: &mut State,
    company: TramCompany,
    tram: usize,
    line: Option<LineNumber>,
    ev: &mut Vec<Event>,
) {
    let co = state.tram_co_mut(company);
    let old = co.trams[tram].line;
    if let Some(other) =
        line.and_then(|l| co.trams.iter().position(|t| t.line == Some(l))).filter(|&o| o != tram)
    {
        co.trams[other].line = old;
        let color = co.trams[other].color;
        ev.push(Event::TramAssigned { company, color, line: old });
    }
    let co = state.tram_co_mut(company);
    co.trams[tram].line = line;
    ev.push(Event::TramAssigned { company, color: co.trams[tram].color, line });
}

/// After a tram step: the next decision.
fn after_trams(
    state: &mut State,
    step: CompanyStep,
    company: TramCompany,
    chance: TramChance,
    ev: &mut Vec<Event>,
) {
    let at = step.order.iter().position(|&c| c == company).unwrap_or(step.order.len());
    match chance {
        TramChance::Revenue if state.options.dividends_before_trams => {
            trams_from(state, step, at + 1, ev);
        }
        TramChance::Revenue => revenue_from(state, step, at + 1, ev),
        TramChance::AfterLine => next_chooser(state, step, ev),
        TramChance::AfterAuctions => after_auctions_from(state, step, at + 1, ev),
    }
}

// ---------------------------------------------------------------------------------------------
// CRe: the line auctions
// ---------------------------------------------------------------------------------------------

/// R53, R54, A22: a company takes part in the auctions of this round while it has not passed
/// on choosing, has not bought a line in this round and owns fewer than 3 lines.
fn in_auctions(state: &State, step: &CompanyStep, company: TramCompany) -> bool {
    !step.passed.contains(&company)
        && !step.bought.contains(&company)
        && state.tram_co(company).lines.len() < MAX_LINES_PER_COMPANY
}

/// R52, R55, A22: the leftmost company still in chooses the next line; with none (or no line
/// left) the auctions are over.
fn next_chooser(state: &mut State, step: CompanyStep, ev: &mut Vec<Event>) {
    let chooser = step.order.iter().copied().find(|&c| in_auctions(state, &step, c));
    match chooser.filter(|_| !state.line_display.is_empty()) {
        Some(company) => wait(state, step, CompanyStage::ChooseLine { company }),
        None => after_auctions_from(state, step, 0, ev),
    }
}

/// R56: after the auctions, the companies that bought no line in this round may buy trams,
/// leftmost first; then CRf.
fn after_auctions_from(state: &mut State, step: CompanyStep, from: usize, ev: &mut Vec<Event>) {
    for i in from..step.order.len() {
        let company = step.order[i];
        if step.bought.contains(&company) {
            continue;
        }
        if tram_decision(state, &step, company, TramChance::AfterAuctions) {
            let stage = CompanyStage::Trams { company, chance: TramChance::AfterAuctions };
            wait(state, step, stage);
            return;
        }
    }
    finish(state, ev);
}

/// R55: the winner pays from its Treasury and puts the line on its charter (with its first
/// unassigned tram); it may buy trams at once. `actions`: the 18xx.games actions that won it
/// (a choice is two, `merge` and `bid`).
fn win_line(
    state: &mut State,
    mut step: CompanyStep,
    company: TramCompany,
    line: LineNumber,
    price: Money,
    actions: usize,
    ev: &mut Vec<Event>,
) {
    state.bank_to_treasury(company, -price);
    if let Some(card) = state.lines.get_mut(&line) {
        card.owner = Some(company);
    }
    state.line_display.retain(|&l| l != line);
    step.bought.push(company);
    ev.push(Event::LineBought { company, line, price });
    let co = state.tram_co_mut(company);
    co.lines.push(line);
    if let Some(tram) = co.trams.iter_mut().find(|t| t.line.is_none()) {
        tram.line = Some(line);
        ev.push(Event::TramAssigned { company, color: tram.color, line: Some(line) });
        step.unplaced.push(company);
    }
    if state.options.tram_steps_as_18xx_games {
        // 18xx.games: the winner joins the buying queue; the auctions may be over.
        step.buyers.push(company);
        as_18xx::after_actions(state, step, actions, ev);
        return;
    }
    if tram_decision(state, &step, company, TramChance::AfterLine) {
        wait(state, step, CompanyStage::Trams { company, chance: TramChance::AfterLine });
    } else {
        next_chooser(state, step, ev);
    }
}

/// The highest bid a Treasury allows: bids are multiples of 5 (R52).
fn highest_bid(treasury: Money) -> Money {
    treasury - treasury.rem_euclid(LINE_BID_STEP)
}

// ---------------------------------------------------------------------------------------------
// What may be done, and doing it
// ---------------------------------------------------------------------------------------------

/// Who decides now: the acting company's director.
pub(crate) fn actor(state: &State) -> Actor {
    let Some(step) = company_step(state) else { return Actor::Nobody };
    let company = step.stage.company();
    Actor::Company { company, director: director(state, company) }
}

pub(crate) fn available(state: &State) -> Available {
    let Some(step) = company_step(state) else { return Available::none() };
    let company = step.stage.company();
    let actor = actor(state);
    let co = state.tram_co(company);
    // Every candidate goes through `refusal`, the one definition of what is legal; amounts
    // are offered from the smallest legal one up to the most the Treasury allows.
    let mut candidates = Vec::new();
    match &step.stage {
        CompanyStage::Dividend { .. } => {
            let max = co.revenue - co.revenue.rem_euclid(DIVIDEND_UNIT);
            let action = Action::PayDividend { company, amount: 0 };
            candidates.push(Move::Amount { action, min: 0, max, step: DIVIDEND_UNIT });
        }
        CompanyStage::Trams { .. } => {
            // Finishing first: a player (or bot) taking the first move never loops.
            candidates.push(Move::Do { action: Action::DoneTrams { company } });
            for space in TramSpace::ALL {
                candidates.push(Move::Do { action: Action::BuyTram { company, space } });
            }
            for tram in 0..co.trams.len() {
                for line in assign_targets(state, company, tram) {
                    let action = Action::AssignTram { company, tram, line };
                    candidates.push(Move::Do { action });
                }
            }
        }
        CompanyStage::ChooseLine { .. } => {
            let max = highest_bid(co.treasury);
            for &line in &state.line_display {
                let action = Action::ChooseLine { company, line, amount: LINE_MIN_BID };
                let (min, step) = (LINE_MIN_BID, LINE_BID_STEP);
                candidates.push(Move::Amount { action, min, max, step });
            }
            candidates.push(Move::Do { action: Action::PassLine { company } });
        }
        CompanyStage::Auction(auction) => {
            let min = auction.high + LINE_BID_STEP;
            let action = Action::BidLine { company, amount: min };
            let max = highest_bid(co.treasury);
            candidates.push(Move::Amount { action, min, max, step: LINE_BID_STEP });
            candidates.push(Move::Do { action: Action::PassLine { company } });
        }
    }
    for tram in 0..co.trams.len() {
        candidates.push(Move::Do { action: Action::ScrapTram { company, tram } });
    }
    let moves = candidates.into_iter().filter(|m| refusal(state, &m.lowest()).is_none()).collect();
    Available { actor, moves }
}

/// Why the acting company may not take `action` now, or `None` when it may: the one
/// definition of the Company Round's legality, which `available` lists its moves through and
/// `apply` asks before it changes anything.
pub(crate) fn refusal(state: &State, action: &Action) -> Option<Refusal> {
    check(state, action).err()
}

/// The company an action of a Company Round is for.
fn action_company(action: &Action) -> Option<TramCompany> {
    match action {
        Action::PayDividend { company, .. }
        | Action::BuyTram { company, .. }
        | Action::AssignTram { company, .. }
        | Action::ScrapTram { company, .. }
        | Action::DoneTrams { company }
        | Action::ChooseLine { company, .. }
        | Action::BidLine { company, .. }
        | Action::PassLine { company } => Some(*company),
        _ => None,
    }
}

/// What the acting company may do at its stage (see [`super::expected`]).
pub(crate) fn expected(state: &State) -> Expected {
    match company_step(state).map(|step| &step.stage) {
        Some(CompanyStage::Dividend { .. }) => Expected::Dividend,
        Some(CompanyStage::Trams { .. }) => Expected::Trams,
        Some(CompanyStage::ChooseLine { .. }) => Expected::ChooseLine,
        Some(CompanyStage::Auction(_)) => Expected::BidLine,
        None => Expected::Dividend,
    }
}

pub(crate) fn apply(
    state: &mut State,
    action: &Action,
    ev: &mut Vec<Event>,
) -> Result<(), Refusal> {
    check(state, action)?;
    // Checked: a Company Round is on and the action is the acting company's.
    let Some(step) = company_step(state).cloned() else {
        return super::not_now(state);
    };
    let company = step.stage.company();
    let as_18xx = state.options.tram_steps_as_18xx_games;
    let co = state.tram_co(company);
    match (step.stage.clone(), action) {
        (stage, Action::ScrapTram { tram, .. }) => {
            let color = co.trams[*tram].color;
            state.tram_co_mut(company).trams.remove(*tram);
            ev.push(Event::TramScrapped { company, color });
            if let (true, CompanyStage::Trams { chance, .. }) = (as_18xx, stage) {
                trams_18xx(state, step, company, chance, false, ev);
            }
        }
        (CompanyStage::Dividend { .. }, Action::PayDividend { amount, .. }) => {
            pay_dividend(state, company, *amount, ev);
            let at = step.order.iter().position(|&c| c == company).unwrap_or(step.order.len());
            if state.options.dividends_before_trams {
                // B8: the next company's dividend; the tram steps come after all of them.
                revenue_from(state, step, at + 1, ev);
            } else if let Some(step) = open_trams(state, step, company, TramChance::Revenue, ev) {
                after_trams(state, step, company, TramChance::Revenue, ev);
            }
        }
        (CompanyStage::Trams { chance, .. }, Action::BuyTram { space, .. }) => {
            buy_tram(state, company, *space, ev);
            if as_18xx {
                let mut step = step;
                if !step.unplaced.contains(&company) {
                    step.unplaced.push(company);
                }
                // 18xx.games ends the buying step of a company that cannot buy another.
                let ended = !can_buy_another(state, company);
                trams_18xx(state, step, company, chance, ended, ev);
            }
        }
        (CompanyStage::Trams { .. }, Action::AssignTram { tram, line, .. }) => {
            assign_tram(state, company, *tram, *line, ev);
        }
        (CompanyStage::Trams { chance, .. }, Action::DoneTrams { .. }) if as_18xx => {
            trams_18xx(state, step, company, chance, true, ev);
        }
        (CompanyStage::Trams { chance, .. }, Action::DoneTrams { .. }) => {
            after_trams(state, step, company, chance, ev);
        }
        (CompanyStage::ChooseLine { .. }, Action::ChooseLine { line, amount, .. }) => {
            ev.push(Event::LineChosen { company, line: *line });
            ev.push(Event::LineBid { company, line: *line, amount: *amount });
            // A22: the others bid left to right after the chooser, wrapping.
            let at = step.order.iter().position(|&c| c == company).unwrap_or(0);
            let n = step.order.len();
            let mut active = vec![company];
            active.extend(
                (1..n).map(|k| step.order[(at + k) % n]).filter(|&c| in_auctions(state, &step, c)),
            );
            if active.len() == 1 {
                win_line(state, step, company, *line, *amount, 2, ev);
            } else {
                let auction = LineAuction {
                    line: *line,
                    chooser: company,
                    high_bidder: company,
                    high: *amount,
                    to_act: active[1],
                    active,
                };
                auction_goes_on(state, step, CompanyStage::Auction(auction), 2, ev);
            }
        }
        (CompanyStage::ChooseLine { .. }, Action::PassLine { .. }) => {
            // R54: out of every auction of this round.
            ev.push(Event::LinePassed { company });
            let mut step = step;
            step.passed.push(company);
            if as_18xx {
                as_18xx::after_actions(state, step, 1, ev);
            } else {
                next_chooser(state, step, ev);
            }
        }
        (CompanyStage::Auction(mut auction), Action::BidLine { amount, .. }) => {
            ev.push(Event::LineBid { company, line: auction.line, amount: *amount });
            auction.high = *amount;
            auction.high_bidder = company;
            auction.to_act = next_in(&auction.active, company);
            auction_goes_on(state, step, CompanyStage::Auction(auction), 1, ev);
        }
        (CompanyStage::Auction(mut auction), Action::PassLine { .. }) => {
            // R54: out of this auction only.
            ev.push(Event::LinePassed { company });
            auction.to_act = next_in(&auction.active, company);
            auction.active.retain(|&c| c != company);
            if auction.active == [auction.high_bidder] {
                let (winner, line, price) = (auction.high_bidder, auction.line, auction.high);
                win_line(state, step, winner, line, price, 1, ev);
            } else {
                auction_goes_on(state, step, CompanyStage::Auction(auction), 1, ev);
            }
        }
        _ => return super::not_now(state),
    }
    Ok(())
}

/// The auction goes on at `stage`; on 18xx.games after the tram steps its `actions` let
/// through (see `company_18xx.rs`).
fn auction_goes_on(
    state: &mut State,
    step: CompanyStep,
    stage: CompanyStage,
    actions: usize,
    ev: &mut Vec<Event>,
) {
    if state.options.tram_steps_as_18xx_games {
        as_18xx::go_on(state, step, Some(stage), actions, ev);
    } else {
        wait(state, step, stage);
    }
}

/// 18xx.games ([`RuleOptions::tram_steps_as_18xx_games`](crate::game::RuleOptions)): after an
/// action of a tram step, a purchase or a scrap, or its end (`ended`: the buying step passed,
/// or the layout made): the next decision.
fn trams_18xx(
    state: &mut State,
    mut step: CompanyStep,
    company: TramCompany,
    chance: TramChance,
    ended: bool,
    ev: &mut Vec<Event>,
) {
    let layout_made = ended && step.buying_over;
    if layout_made {
        step.unplaced.retain(|&c| c != company);
    }
    if chance == TramChance::Revenue {
        if layout_made {
            after_trams(state, step, company, chance, ev);
        } else if ended || !tram_decision(state, &step, company, chance) {
            if let Some(step) = as_18xx::layout_in_revenue(state, step, company, ev) {
                after_trams(state, step, company, chance, ev);
            }
        } else {
            state.step = Step::Company(step);
        }
        return;
    }
    if layout_made && step.layouts.first() == Some(&company) {
        step.layouts.remove(0);
    } else if ended && step.buyers.first() == Some(&company) {
        step.buyers.remove(0);
        step.layouts.push(company);
    }
    as_18xx::after_actions(state, step, 1, ev);
}

/// The company after `company` among `active` (wrapping).
fn next_in(active: &[TramCompany], company: TramCompany) -> TramCompany {
    let at = active.iter().position(|&c| c == company).unwrap_or(0);
    active[(at + 1) % active.len()]
}

/// Every rule an action of the acting company must follow, with the reason it breaks one.
fn check(state: &State, action: &Action) -> Result<(), Refusal> {
    let Some(step) = company_step(state) else {
        return super::not_now(state);
    };
    let company = step.stage.company();
    let Some(got) = action_company(action) else {
        return super::not_now(state);
    };
    if got != company {
        return Err(Refusal::NotYourTurn {
            expected: Who::Company(company),
            got: Who::Company(got),
        });
    }
    let co = state.tram_co(company);
    // 18xx.games: a buying step (buy, scrap, pass), then a layout step (arrange).
    let as_18xx = state.options.tram_steps_as_18xx_games;
    let wrong_stage = || super::not_now(state);
    match (&step.stage, action) {
        (stage, Action::ScrapTram { tram, .. }) => {
            // R49, A50: a tram may be scrapped at any decision of its company; on 18xx.games
            // only while it may still buy trams.
            let buying = matches!(stage, CompanyStage::Trams { .. }) && !step.buying_over;
            if as_18xx && !buying {
                return Err(Refusal::ScrapWhileBuyingOnly);
            }
            if *tram >= co.trams.len() {
                return super::no_such_tram(company, *tram);
            }
        }
        (CompanyStage::Dividend { .. }, Action::PayDividend { amount, .. }) => {
            if *amount < 0 || amount % DIVIDEND_UNIT != 0 {
                return Err(Refusal::DividendUnit { unit: DIVIDEND_UNIT });
            }
            if *amount > co.revenue {
                return Err(Refusal::DividendOverRevenue { revenue: co.revenue });
            }
        }
        (CompanyStage::Trams { chance, .. }, Action::BuyTram { space, .. }) => {
            if step.buying_over {
                return Err(Refusal::BuyingOver);
            }
            if let Some(refusal) = buy_refusal(state, step, company, *chance, *space) {
                return Err(refusal);
            }
        }
        (CompanyStage::Trams { .. }, Action::AssignTram { tram, line, .. }) => {
            if as_18xx && !step.buying_over {
                return Err(Refusal::ArrangeAfterBuying);
            }
            let Some(current) = co.trams.get(*tram) else {
                return super::no_such_tram(company, *tram);
            };
            if let Some(l) = line.filter(|l| !co.lines.contains(l)) {
                return Err(Refusal::NotCompanyLine { line: l, company });
            }
            if current.line == *line {
                return Err(Refusal::TramAlreadyThere);
            }
        }
        (CompanyStage::Trams { chance, .. }, Action::DoneTrams { .. }) => {
            if !step.buying_over && must_buy(state, step, company, *chance) {
                return Err(Refusal::MustBuyTram { company });
            }
            let arranging = !as_18xx || step.buying_over;
            if arranging && idle_line_with_spare(state, company) {
                return Err(Refusal::LineLeftIdle { company });
            }
        }
        (CompanyStage::ChooseLine { .. }, Action::ChooseLine { line, amount, .. }) => {
            if !state.line_display.contains(line) {
                return Err(Refusal::LineNotOnDisplay { line: *line });
            }
            check_bid(*amount, LINE_MIN_BID, co.treasury)?;
        }
        (CompanyStage::ChooseLine { .. }, Action::PassLine { .. }) => {}
        (CompanyStage::Auction(auction), Action::BidLine { amount, .. }) => {
            check_bid(*amount, auction.high + LINE_BID_STEP, co.treasury)?;
        }
        (CompanyStage::Auction(_), Action::PassLine { .. }) => {}
        _ => return wrong_stage(),
    }
    Ok(())
}

/// R52, A22: a line bid is at least `min`, a multiple of 5, and paid from the Treasury alone.
fn check_bid(amount: Money, min: Money, treasury: Money) -> Result<(), Refusal> {
    if amount < min {
        return Err(Refusal::BidTooLow { min });
    }
    if amount % LINE_BID_STEP != 0 {
        return Err(Refusal::BidNotInSteps { step: LINE_BID_STEP });
    }
    if amount > treasury {
        return Err(Refusal::TreasuryShort { cost: amount, treasury });
    }
    Ok(())
}
