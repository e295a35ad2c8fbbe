//! The `steady` bot: the rules of thumb of a fair club player, one decision at a time, with no
//! look-ahead beyond the move itself. Every move on offer gets a score; passing (or ending a
//! step) scores 0, and the best score is played (the first of equal scores: deterministic).
//!
//! - Private auction: it auctions the dearest private it can pay and bids its face value (a
//!   private pays half its face value every Company Round); it never bids above face value.
//! - Share Rounds: its director certificate at the highest par it can pay; then its own
//!   companies' shares up to the holding limit, then shares of companies that run trams,
//!   keeping a little cash for a tram its company may have to buy; it never sells.
//! - Company Rounds: a tram for every line (the newest it can pay from the Treasury), trams put
//!   on lines that have none, a line when the Treasury can afford one, and a dividend that
//!   keeps in the Treasury what the next tram costs when a line still lacks one.
//! - Line Rounds: the lay, station or bonus that raises its line's best route most (the exact
//!   optimizer on the position after the move), free lays before paid ones while the line has
//!   no tram to run; the company buys its director's privates at face value when it can spare
//!   the money; then the run.
//!
//! It also gives a move's reason for a hint (`hint::Reason`): what the move adds, what it
//! keeps.

use rand::RngCore;
use rand::seq::SliceRandom;

use crate::data::game_tables::{Round, TramColor, TramSpace};
use crate::game::tram_offer;
use crate::game::{
    Action, Available, CompanyId, Move, Observation, Owner, PlayerId, State, line_route_context,
};
use crate::rules::LineNumber;
use crate::rules::route::{RouteContext, best_route};

use super::Bot;
use super::hint::Reason;

/// Cash a player keeps after buying shares (for a tram its company must buy, R50).
const CASH_RESERVE: i64 = 60;

/// Lines a company bids for at most.
const MAX_LINES: usize = 3;

/// The `steady` bot (see the module's documentation).
#[derive(Debug, Clone, Copy, Default)]
pub struct Steady;

impl Bot for Steady {
    fn choose(&mut self, observation: &Observation, rng: &mut dyn RngCore) -> Option<Action> {
        let available = observation.available();
        let mut lookahead = Lookahead::observed(observation, rng, usize::MAX);
        let scored = scored(observation.state(), &available, &mut lookahead);
        scored
            .into_iter()
            .next()
            .map(|(_, a)| a)
            .or_else(|| available.moves.first().map(Move::lowest))
    }
}

/// Every move worth playing with its score, best first (equal scores in the order offered).
pub(crate) fn scored(
    state: &State,
    available: &Available,
    lookahead: &mut Lookahead<'_>,
) -> Vec<(i64, Action)> {
    let mut out: Vec<(i64, Action)> = candidates(state, available)
        .into_iter()
        .filter_map(|a| score(state, available, &a, lookahead).map(|s| (s, a)))
        .collect();
    out.sort_by_key(|(s, _)| std::cmp::Reverse(*s));
    out
}

/// Steady's move in a position known in full (a rollout of the `strong` bot), trying at most
/// `budget` positions after a move (the lays beyond are not weighed: a quick, rougher steady).
pub(crate) fn steady_move(
    position: &State,
    budget: usize,
    rng: &mut dyn RngCore,
) -> Option<Action> {
    let available = position.available();
    let mut lookahead = Lookahead::known(position, budget);
    let mut moves = candidates(position, &available);
    if moves.len() > budget {
        // Which lays are weighed is drawn: no corner of the map is favoured.
        let mut rng = RngAdapter(rng);
        moves.shuffle(&mut rng);
    }
    let mut best: Option<(i64, Action)> = None;
    for action in moves {
        let Some(s) = score(position, &available, &action, &mut lookahead) else {
            continue;
        };
        if best.as_ref().is_none_or(|(b, _)| s > *b) {
            best = Some((s, action));
        }
    }
    best.map(|(_, a)| a).or_else(|| available.moves.first().map(Move::lowest))
}

/// The actions considered: every move, amount moves at the amounts worth weighing.
fn candidates(state: &State, available: &Available) -> Vec<Action> {
    let mut out = Vec::with_capacity(available.moves.len());
    for m in &available.moves {
        match m {
            Move::Do { action } => out.push(action.clone()),
            Move::Amount { action, min, max, step } => {
                let step = (*step).max(1);
                let at =
                    |v: i64| action.with_amount((min + (v - min).max(0) / step * step).min(*max));
                match action {
                    Action::PayDividend { company, .. } => {
                        out.push(at(dividend_target(state, *company, *min, *max)));
                    }
                    Action::BuyDirector { .. } => {
                        let mut v = *min;
                        while v <= *max {
                            out.push(action.with_amount(v));
                            v += step;
                        }
                    }
                    Action::BuyPrivate { .. } => out.push(action.with_amount(*max)),
                    _ => out.push(action.with_amount(*min)),
                }
            }
        }
    }
    out
}

/// The dividend that keeps in the Treasury what a tram for a line without one costs.
fn dividend_target(
    state: &State,
    company: crate::data::game_tables::TramCompany,
    min: i64,
    max: i64,
) -> i64 {
    let co = state.tram_co(company);
    let lacking = co.lines.len().saturating_sub(co.trams.len());
    if lacking == 0 {
        return max;
    }
    let need = cheapest_tram(state).unwrap_or(0) * lacking as i64 - co.treasury;
    (max - need.max(0)).clamp(min, max)
}

/// The lowest price of a tram on sale (the engine's offers on the buying spaces).
fn cheapest_tram(state: &State) -> Option<i64> {
    TramSpace::ALL.iter().filter_map(|&s| tram_offer(state, s)).map(|(_, price)| price).min()
}

/// Where moves are tried: a position made once per decision from what the player knows, or a
/// position known in full; at most `budget` tries.
pub(crate) struct Lookahead<'a> {
    base: Base<'a>,
    budget: usize,
    /// The acting line's potential before any move (worked out once per decision).
    potential: Option<(LineNumber, i64)>,
}

enum Base<'a> {
    Observed {
        observation: &'a Observation,
        rng: &'a mut dyn RngCore,
        position: Option<Box<State>>,
    },
    Known(&'a State),
}

impl<'a> Lookahead<'a> {
    /// Tries on a deal of the line stack the player may imagine (drawn on the first try).
    pub(crate) fn observed(
        observation: &'a Observation,
        rng: &'a mut dyn RngCore,
        budget: usize,
    ) -> Self {
        Lookahead {
            base: Base::Observed { observation, rng, position: None },
            budget,
            potential: None,
        }
    }

    /// Tries on `position` itself.
    pub(crate) fn known(position: &'a State, budget: usize) -> Self {
        Lookahead { base: Base::Known(position), budget, potential: None }
    }

    /// `line`'s potential in `state`, the position before the move (remembered).
    fn potential_now(&mut self, state: &State, line: LineNumber) -> i64 {
        match self.potential {
            Some((l, p)) if l == line => p,
            _ => {
                let p = line_potential(state, line);
                self.potential = Some((line, p));
                p
            }
        }
    }

    /// The position after `action`; `None` when refused or when the tries are used up.
    fn after(&mut self, action: &Action) -> Option<State> {
        self.budget = self.budget.checked_sub(1)?;
        let mut next = match &mut self.base {
            Base::Observed { observation, rng, position } => {
                if position.is_none() {
                    let mut rng = RngAdapter(&mut **rng);
                    *position = Some(Box::new(observation.sample(&mut rng)));
                }
                position.as_deref()?.clone()
            }
            Base::Known(position) => (*position).clone(),
        };
        next.apply(action).ok()?;
        Some(next)
    }
}

/// `&mut dyn RngCore` as a sized generator.
struct RngAdapter<'a>(&'a mut dyn RngCore);

impl RngCore for RngAdapter<'_> {
    fn next_u32(&mut self) -> u32 {
        self.0.next_u32()
    }
    fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }
    fn fill_bytes(&mut self, dst: &mut [u8]) {
        self.0.fill_bytes(dst)
    }
}

/// What `line`'s best route is worth on this board, with a tram or not yet (its route
/// revenue before maintenance): what a lay or a station adds to the line.
pub(crate) fn line_potential(state: &State, line: LineNumber) -> i64 {
    let ctx = line_route_context(state, line).or_else(|| {
        let company = state.lines.get(&line)?.owner?;
        let landmarks = state
            .privates
            .iter()
            .filter(|p| p.owner == Some(Owner::Company(company)) && !p.closed)
            .map(|p| p.id)
            .collect();
        Some(RouteContext {
            line,
            phase: state.phase(),
            landmarks,
            adjustment: 0,
            untiled_stations_are_stops: state.options.untiled_stations_are_stops,
        })
    });
    ctx.and_then(|ctx| best_route(&state.board, &ctx)).map_or(0, |r| r.revenue)
}

/// The player who decides.
fn decider(available: &Available) -> Option<PlayerId> {
    available.actor.player()
}

/// A move's score; `None` for a move never to play.
fn score(
    state: &State,
    available: &Available,
    action: &Action,
    look: &mut Lookahead<'_>,
) -> Option<i64> {
    let me = decider(available)?;
    let cash = state.players.get(usize::from(me)).map_or(0, |p| p.cash);
    Some(match action {
        Action::EndGame | Action::ReturnPrivate { .. } => return None,
        Action::PassPrivate { .. }
        | Action::PassShare { .. }
        | Action::PassLine { .. }
        | Action::DoneTrams { .. }
        | Action::SkipBonus { .. }
        | Action::RunTram { .. } => 0,
        // Private auction: the dearest private it can pay, at face value and no more.
        Action::PickOrderCard { card, .. } => 100 - i64::from(*card),
        Action::ChoosePrivate { private, .. } => {
            let face = state.private(*private)?.face;
            if face > cash {
                return None;
            }
            10 + face
        }
        Action::BidPrivate { amount, .. } => {
            let face = match &state.step {
                crate::game::Step::Pre(pre) => {
                    pre.auction.as_ref().and_then(|a| state.private(a.private)).map(|p| p.face)?
                }
                _ => return None,
            };
            if *amount > face || *amount > cash {
                return None;
            }
            5
        }
        // Share Rounds.
        Action::BuyDirector { par, .. } => 1000 + par,
        Action::BuyShare { company, .. } => {
            let price = state.market.price(*company)?;
            if cash - price < CASH_RESERVE {
                return None;
            }
            match company {
                CompanyId::Tram(c) if state.directs(me, *c) => 60,
                CompanyId::Tram(c) => {
                    let co = state.tram_co(*c);
                    if co.trams.is_empty() || co.lines.is_empty() {
                        return None;
                    }
                    20
                }
                // A Stadtbahn company pays all it earns, more in the late Company Rounds (R51).
                CompanyId::Stadtbahn(_) => {
                    if matches!(state.round, Round::Share(n) if n >= 2) {
                        15
                    } else {
                        return None;
                    }
                }
            }
        }
        Action::SellShares { .. } => return None,
        // Company Rounds.
        Action::PayDividend { .. } => 1,
        Action::BuyTram { company, .. } => {
            let co = state.tram_co(*company);
            let after = look.after(action)?;
            let paid = co.treasury - after.tram_co(*company).treasury;
            let director_paid = cash - after.players.get(usize::from(me))?.cash;
            let newest = after.tram_co(*company).trams.last().map_or(0, |t| colour_rank(t.color));
            if co.trams.len() < co.lines.len() {
                // A line without a tram runs nothing: buy, the newest it can pay.
                40 + newest * 5 - director_paid / 10
            } else if co.trams.iter().all(|t| colour_rank(t.color) + 1 < newest)
                && co.treasury - paid >= 100
            {
                10
            } else {
                return None;
            }
        }
        Action::AssignTram { company, tram, line } => {
            let co = state.tram_co(*company);
            let t = co.trams.get(*tram)?;
            match line {
                Some(l) if t.line.is_none() && !co.trams.iter().any(|x| x.line == Some(*l)) => 30,
                _ => return None,
            }
        }
        Action::ScrapTram { .. } => return None,
        Action::ChooseLine { company, amount, .. } => {
            let co = state.tram_co(*company);
            if co.lines.len() >= MAX_LINES || co.treasury < *amount + 150 {
                return None;
            }
            8
        }
        Action::BidLine { company, amount } => {
            let co = state.tram_co(*company);
            if co.lines.len() >= MAX_LINES || co.treasury < *amount + 150 || *amount > 60 {
                return None;
            }
            4
        }
        // Line Rounds.
        Action::LayTile { line, .. }
        | Action::LayStadtbahn { line, .. }
        | Action::BonusTile { line, .. }
        | Action::PlaceStation { line, .. } => {
            let after = look.after(action)?;
            let before = look.potential_now(state, *line);
            let treasury = line_company_treasury(state, *line);
            let gain = line_potential(&after, *line) - before;
            let cost = treasury - line_company_treasury(&after, *line);
            let base = match action {
                // A bonus is paid for already: take it when it costs nothing more.
                Action::BonusTile { .. } => 2,
                Action::LayTile { .. } if cost == 0 => 1,
                _ => -1,
            };
            gain * 3 - cost / 10 + base
        }
        Action::RemoveStadtbahnMarker { .. } => return None,
        Action::BuyPrivate { line, private, price } => {
            let own = matches!(state.private(*private)?.owner, Some(Owner::Player(p)) if p == me);
            if !own || line_company_treasury(state, *line) < price + 150 {
                return None;
            }
            15
        }
        // R93: a steady seller takes three quarters of the face value or more.
        Action::AnswerPrivateOffer { private, accept } => {
            let offer = line_offer(state)?;
            let fair = offer.price * 4 >= state.private(*private)?.face * 3;
            match (accept, fair) {
                (true, true) | (false, false) => 1,
                _ => 0,
            }
        }
    })
}

/// The offer for a private waiting for its owner's answer, in a Line Round.
fn line_offer(state: &State) -> Option<crate::game::PrivateOffer> {
    match &state.step {
        crate::game::Step::Line(step) => step.offer,
        _ => None,
    }
}

/// The Treasury of the company owning `line`.
fn line_company_treasury(state: &State, line: LineNumber) -> i64 {
    state.lines.get(&line).and_then(|l| l.owner).map_or(0, |c| state.tram_co(c).treasury)
}

/// Older colours first: yellow 0 … purple 4.
fn colour_rank(c: TramColor) -> i64 {
    TramColor::ALL.iter().position(|&x| x == c).map_or(0, |i| i as i64)
}

/// Why steady rates `action` in `observation` (the reason behind a hint, [`super::hint`]).
pub(crate) fn reason(observation: &Observation, action: &Action, rng: &mut dyn RngCore) -> Reason {
    let state = observation.state();
    let available = observation.available();
    let me = decider(&available);
    match action {
        Action::LayTile { line, .. }
        | Action::LayStadtbahn { line, .. }
        | Action::BonusTile { line, .. }
        | Action::PlaceStation { line, .. } => {
            let mut look = Lookahead::observed(observation, rng, 1);
            let before = line_potential(state, *line);
            let after = look.after(action).map_or(before, |p| line_potential(&p, *line));
            Reason::Route { line: *line, before, after }
        }
        Action::RunTram { line, .. } => {
            Reason::Run { line: *line, revenue: line_potential(state, *line) }
        }
        Action::BuyDirector { company, par, .. } => {
            Reason::Director { company: *company, par: *par }
        }
        Action::BuyShare { company, .. } => {
            let held =
                me.and_then(|p| state.players.get(usize::from(p))).map_or(0, |p| p.units(*company));
            Reason::Holding { company: *company, percent: (held + 1).saturating_mul(10) }
        }
        Action::ChoosePrivate { private, .. } => Reason::Private {
            private: *private,
            face: state.private(*private).map_or(0, |p| p.face),
        },
        Action::BidPrivate { .. } => match &state.step {
            crate::game::Step::Pre(pre) => pre
                .auction
                .as_ref()
                .and_then(|a| state.private(a.private))
                .map_or(Reason::Other, |p| Reason::Private { private: p.id, face: p.face }),
            _ => Reason::Other,
        },
        Action::PickOrderCard { .. } => Reason::EarlyCard,
        Action::PayDividend { company, amount } => {
            let co = state.tram_co(*company);
            let kept = co.revenue.saturating_sub(*amount).max(0);
            Reason::Dividend { company: *company, kept }
        }
        Action::BuyTram { company, .. } => {
            let co = state.tram_co(*company);
            if co.trams.len() < co.lines.len() {
                Reason::TramForLine { company: *company }
            } else {
                Reason::NewerTram { company: *company }
            }
        }
        Action::AssignTram { line: Some(line), .. } => Reason::TramOnLine { line: *line },
        Action::ChooseLine { company, .. } | Action::BidLine { company, .. } => {
            Reason::NewLine { company: *company, lines: state.tram_co(*company).lines.len() }
        }
        Action::BuyPrivate { private, .. } => Reason::CompanyPrivate { private: *private },
        Action::PassPrivate { .. }
        | Action::PassShare { .. }
        | Action::PassLine { .. }
        | Action::DoneTrams { .. }
        | Action::SkipBonus { .. } => Reason::Pass,
        _ => Reason::Other,
    }
}
