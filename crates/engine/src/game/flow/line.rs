//! Line Rounds (rulebook IX; digest R60–R93, A19, A24–A36, A47, A48, A54).
//!
//! Every line owned by a tram company takes one turn, in ascending line number whoever owns
//! it (R60, A24). The director of the line's company decides everything. A turn is
//! construction, then the run:
//!
//! * At the start of its first turn the line's home station marker goes, free, on a free
//!   circle of its home hex (R78, A34); on the OO hex D18, home of lines 1 and 2, the first
//!   free circle (A54). With [`RuleOptions::home_circle_chosen`](crate::game::RuleOptions)
//!   (18xx.games, deviations B17) a line whose home is an OO hex (D18, E17) gets it, at the
//!   start of every turn until it has one, on the first circle of the printed hex if that is
//!   free; once the hex is tiled the line places it itself first, on a circle of its choice
//!   (`PlaceStation`). A tile laid on a printed OO hex lifts the line markers there, and the
//!   line that laid it puts them back, one `PlaceStation` each, on circles of its choice,
//!   before anything else.
//! * Construction, each at most once and in any order (R61): the normal lay or upgrade
//!   (`LayTile`), the yellow Stadtbahn tile for 20 (`LayStadtbahn`) and one station marker
//!   (`PlaceStation`). Any number of Stadtbahn station markers may be removed for 40 each
//!   (`RemoveStadtbahnMarker`, A35 c), and from LR2a the company may buy privates from players
//!   (`BuyPrivate`, R93). A tram may be scrapped at any time (R49, A31, A50).
//! * The run (`RunTram`) ends the turn: the best route's revenue plus the tram's maintenance
//!   (R87, R88); a positive result goes to the Revenue space, a negative one is paid from the
//!   Revenue space, the Treasury, the director's cash and loans of 100, in that order (R89).
//!
//! Readings:
//! * The bonus action of a Stadtbahn tile (R73) is performed or skipped right after the tile,
//!   before anything else (as 18xx.games does). The green-upgrade bonus is simply lost before
//!   LR2a (A26, T55), without asking.
//! * Every cost is paid from the Treasury; what it cannot pay is refused (A25). The extra
//!   station marker of the bonus is the line's next marker; it is free when
//!   [`RuleOptions::bonus_station_free`](crate::game::RuleOptions) is set (A26).
//! * A station marker goes on a free circle the line reaches (R79), on a hex where it has none
//!   (R80), and leaves one free circle on the hex for every line whose home it is and which has
//!   not placed its home marker yet (R81, A54). Unsold lines keep their reservation while some
//!   company can still buy a line (A23).
//! * The terminal Stadtbahn markers at I1, A17, I11 and F24 stay; V's terminal at G3 may be
//!   removed (A35 a). The line must reach the marker when
//!   [`RuleOptions::removal_needs_reach`](crate::game::RuleOptions) is set (A35 b).
//! * A line without a tram does not run (A19): its `RunTram` only ends the turn. A line with a
//!   tram but no route earns 0 plus maintenance (A31). A route given by the player must be
//!   valid and earn as much as the best route (R87); without one the best route runs. With
//!   [`RuleOptions::best_route_not_enforced`](crate::game::RuleOptions) (18xx.games, B14) a
//!   valid given route runs even when it earns less.
//! * Privates are bought at 1 to their printed face value (R93, T62), from players only (A33).
//!   Their landmark counts for the company from then on, in the same turn too.
//! * The price is agreed by both sides (R6, R93): `BuyPrivate` is the company's offer, and the
//!   owner answers it before anything else (`AnswerPrivateOffer`; the actor is then the
//!   owner, [`Actor::Seller`](crate::game::Actor)). A director selling to their own company
//!   agrees with themself: the sale is made at once. After a refusal the company makes no
//!   second offer for that private in the same turn, so an offer cannot be repeated forever.
//! * A negative income takes loans only for what the director's cash cannot pay (A47); before
//!   running, the director may return privates to the bank like at any decision (A48, A50).

use crate::data::game_tables::{
    Money, REMOVE_STADTBAHN_MARKER_COST, TramColor, TramCompany, phase_row, private_row,
};
use crate::data::{Bonus, Landmark};
use crate::map::graph::NodeRef;
use crate::map::{Hex, Phase};
use crate::rules::LineNumber;
use crate::rules::board_state::Marker;
use crate::rules::laying::LayKind;
use crate::rules::route::RunIncome;

use super::super::Refusal;
use super::super::action::Action;
use super::super::event::Event;
use super::super::state::{Owner, PlayerId, State, Step};

mod legality;
mod run;
mod stations;
mod tiles;

use legality::*;
pub(crate) use legality::{actor, available, expected, refusal};
use run::*;
pub(crate) use run::{line_best_run, line_route_context};
use stations::*;
use tiles::*;

#[cfg(test)]
#[path = "line_tests.rs"]
mod tests;

/// The terminal Stadtbahn markers no line may remove (A35 a; 18xx.games forbids exactly
/// these). V's terminal at G3 is the rulebook's own example of a removal.
const KEPT_STADTBAHN_TERMINALS: [Hex; 4] =
    [Hex::from_label("I1"), Hex::from_label("A17"), Hex::from_label("I11"), Hex::from_label("F24")];

/// The state of a Line Round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineStep {
    /// The lines taking a turn, in ascending number (R60, A24), fixed when the round starts.
    pub order: Vec<LineNumber>,
    /// Index into `order` of the line whose turn it is.
    pub turn: usize,
    /// The line has laid or upgraded its normal tile this turn (R61 i).
    pub laid: bool,
    /// The line has laid its yellow Stadtbahn tile this turn (R61 ii).
    pub stadtbahn: bool,
    /// The line has placed its station marker of the turn (R61 iii).
    pub station: bool,
    /// The bonus action of the Stadtbahn tile just laid, to be performed or skipped now (R73).
    pub bonus: Option<Bonus>,
    /// The line scrapped its tram, which ends its construction with
    /// [`RuleOptions::tram_steps_as_18xx_games`](crate::game::RuleOptions): only private
    /// purchases and the end of the turn remain.
    pub built: bool,
    /// B17: the line's home hex is tiled and its home marker not yet placed: the line places
    /// it first, on a circle of its choice.
    pub home_due: bool,
    /// B17: the station markers lifted from a printed OO hex by the tile just laid there, to be
    /// put back one by one by the line, on circles of its choice.
    pub relay: Option<Relay>,
    /// R93: the company's offer for a player's private, which the owner answers next.
    pub offer: Option<PrivateOffer>,
    /// R93: the privates whose owners refused an offer this turn (no second offer for them).
    pub refused: Vec<Landmark>,
}

/// R93: a company's offer for a player's private, waiting for the owner's answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PrivateOffer {
    /// The private.
    pub private: Landmark,
    /// The price offered, 1 to face value.
    pub price: Money,
    /// Its owner, who accepts or refuses.
    pub seller: PlayerId,
}

/// B17: station markers lifted from a hex, to be put back on its circles.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Relay {
    /// The hex.
    pub hex: Hex,
    /// The lines whose markers were lifted, to put back in this order.
    pub markers: Vec<LineNumber>,
}

impl LineStep {
    /// The start of turn `turn` (an index into `order`): nothing done yet.
    fn at_turn(order: Vec<LineNumber>, turn: usize) -> LineStep {
        LineStep {
            order,
            turn,
            laid: false,
            stadtbahn: false,
            station: false,
            bonus: None,
            built: false,
            home_due: false,
            relay: None,
            offer: None,
            refused: Vec::new(),
        }
    }

    /// The line whose turn it is.
    pub fn line(&self) -> Option<LineNumber> {
        self.order.get(self.turn).copied()
    }
}

/// The line whose turn it is, with its company and director.
#[derive(Debug, Clone, Copy)]
struct Turn {
    line: LineNumber,
    company: TramCompany,
    director: PlayerId,
    /// The line's first turn (R67, R78).
    first: bool,
}

fn line_step(state: &State) -> Option<&LineStep> {
    match &state.step {
        Step::Line(step) => Some(step),
        _ => None,
    }
}

fn turn_of(state: &State, step: &LineStep) -> Option<Turn> {
    let line = step.line()?;
    let card = state.lines.get(&line)?;
    let company = card.owner?;
    let director = state.tram_co(company).director?;
    Some(Turn { line, company, director, first: !card.operated })
}

fn treasury(state: &State, company: TramCompany) -> Money {
    state.tram_co(company).treasury
}

// ---------------------------------------------------------------------------------------------
// The order of turns
// ---------------------------------------------------------------------------------------------

pub(crate) fn start(state: &mut State, ev: &mut Vec<Event>) {
    // R60, A24: every line owned by a tram company in the game, in ascending number.
    let order: Vec<LineNumber> = state
        .lines
        .values()
        .filter(|l| {
            l.owner.is_some_and(|c| {
                let co = state.tram_co(c);
                co.director.is_some() && !co.removed
            })
        })
        .map(|l| l.number)
        .collect();
    begin_turn(state, LineStep::at_turn(order, 0), ev);
}

/// Starts the turn of `step.turn` (or ends the round after the last line): the home station
/// marker of a line's first turn is placed at once (R78).
fn begin_turn(state: &mut State, step: LineStep, ev: &mut Vec<Event>) {
    let Some(line) = step.line() else {
        super::finish_round(state, ev);
        return;
    };
    ev.push(Event::LineTurn { line });
    let mut step = step;
    if let Some(home) = oo_home_unplaced(state, line) {
        // B17: on the printed OO hex the marker goes on its first circle, if free; on a tile
        // the line chooses its circle before anything else.
        if state.board.tile(home).is_none() {
            let at = NodeRef { hex: home, node: 0 };
            if free_at(state, at) > 0 && state.board.place_marker(at, Marker::Line(line)).is_ok() {
                if let Some(l) = state.lines.get_mut(&line) {
                    l.stations += 1;
                }
                ev.push(Event::StationPlaced { line, at, cost: 0 });
            }
        } else {
            step.home_due = true;
        }
    }
    let first = state.lines.get(&line).is_some_and(|l| !l.operated);
    let home = home_circle(state, line).filter(|_| {
        first && state.board.markers_of(Marker::Line(line)).is_empty() && !chooses_home(state, line)
    });
    // The board only refuses a place without a circle, which `home_circle` excludes.
    let placed = home.map(|at| (at, state.board.place_marker(at, Marker::Line(line))));
    if let Some((at, Ok(()))) = placed {
        if let Some(l) = state.lines.get_mut(&line) {
            l.stations += 1;
        }
        ev.push(Event::StationPlaced { line, at, cost: 0 });
    }
    state.step = Step::Line(step);
}

/// Ends the turn of the current line and begins the next one.
fn end_turn(state: &mut State, step: LineStep, line: LineNumber, ev: &mut Vec<Event>) {
    if let Some(l) = state.lines.get_mut(&line) {
        l.operated = true;
    }
    let next = LineStep::at_turn(step.order, step.turn + 1);
    begin_turn(state, next, ev);
}

// ---------------------------------------------------------------------------------------------
// Privates (R26, R93, A33)
// ---------------------------------------------------------------------------------------------

/// The most the company may pay for `private` now, or why it may not buy it.
fn private_max(state: &State, turn: Turn, private: Landmark) -> Result<Money, Refusal> {
    if !phase_row(state.phase()).companies_buy_privates {
        return Err(Refusal::PrivatesNotYet);
    }
    let Some(p) = state.private(private).filter(|p| !p.closed) else {
        return Err(Refusal::PrivateNotInGame { private });
    };
    if !matches!(p.owner, Some(Owner::Player(_))) {
        return Err(Refusal::PrivateFromPlayersOnly);
    }
    let face = private_row(private).face_value;
    let cash = treasury(state, turn.company);
    if cash < 1 {
        return Err(Refusal::TreasuryShort { cost: 1, treasury: cash });
    }
    Ok(face.min(cash))
}

// ---------------------------------------------------------------------------------------------
// Doing it
// ---------------------------------------------------------------------------------------------

pub(crate) fn apply(
    state: &mut State,
    action: &Action,
    ev: &mut Vec<Event>,
) -> Result<(), Refusal> {
    let (turn, checked) = check(state, action)?;
    let Some(mut step) = line_step(state).cloned() else {
        return super::not_now(state);
    };
    let line = turn.line;
    match checked {
        Checked::Scrap { tram } => {
            let trams = &mut state.tram_co_mut(turn.company).trams;
            let color: TramColor = trams.remove(tram).color;
            ev.push(Event::TramScrapped { company: turn.company, color });
            // 18xx.games: scrapping ends the line's construction.
            step.built |= state.options.tram_steps_as_18xx_games;
        }
        Checked::Relay { at } => {
            let Some(relay) = &mut step.relay else { return super::not_now(state) };
            let owner = relay.markers.remove(0);
            if relay.markers.is_empty() {
                step.relay = None;
            }
            state.board.place_marker(at, Marker::Line(owner))?;
            ev.push(Event::StationPlaced { line: owner, at, cost: 0 });
        }
        Checked::Home { at } => {
            // B17: the home marker, free; it is not the turn's station marker (R61 iii).
            place_marker(state, line, at, 0, ev)?;
            step.home_due = false;
        }
        Checked::Private { private, price, player } if player == turn.director => {
            sell_private(state, turn, PrivateOffer { private, price, seller: player }, ev);
        }
        Checked::Private { private, price, player } => {
            step.offer = Some(PrivateOffer { private, price, seller: player });
            ev.push(Event::PrivateOffered { private, player, company: turn.company, price });
        }
        Checked::Answer { offer, accept } => {
            step.offer = None;
            if accept {
                sell_private(state, turn, offer, ev);
            } else {
                step.refused.push(offer.private);
                ev.push(Event::PrivateOfferRefused {
                    private: offer.private,
                    player: offer.seller,
                    company: turn.company,
                    price: offer.price,
                });
            }
        }
        Checked::Lay(lay) => {
            let relay = lay_tile(state, turn, &lay, ev)?;
            step.relay = relay;
            match lay.kind {
                LayKind::Normal => step.laid = true,
                LayKind::Stadtbahn => {
                    step.stadtbahn = true;
                    // A26, T55: the green upgrade is lost before green tiles are available.
                    // 18xx.games asks for it all the same (only skipping is possible).
                    let lost =
                        !state.options.green_bonus_asked_in_yellow && state.phase() < Phase::Green;
                    step.bonus = lay.bonus.filter(|&b| !(lost && b == Bonus::GreenUpgrade));
                }
                _ => step.bonus = None,
            }
        }
        Checked::Station { at, cost } => {
            place_marker(state, line, at, cost, ev)?;
            state.bank_to_treasury(turn.company, -cost);
            if step.bonus.take().is_none() {
                step.station = true;
            }
        }
        Checked::Remove { at, company } => {
            let cost = REMOVE_STADTBAHN_MARKER_COST;
            state.board.remove_marker(at, Marker::Stadtbahn(company))?;
            state.bank_to_treasury(turn.company, -cost);
            ev.push(Event::StadtbahnMarkerRemoved { line, company, at, cost });
        }
        Checked::Skip => step.bonus = None,
        Checked::Run { run } => {
            if let Some(RunIncome { revenue, adjustment, income }) = run {
                ev.push(Event::TramRan { line, revenue, adjustment, income });
                pay_income(state, turn, income, ev);
            }
            end_turn(state, step, line, ev);
            return Ok(());
        }
    }
    state.step = Step::Line(step);
    Ok(())
}

/// R93: the company buys the private at the agreed price; the money moves between two
/// holders in play, the bank is not involved.
fn sell_private(state: &mut State, turn: Turn, offer: PrivateOffer, ev: &mut Vec<Event>) {
    let PrivateOffer { private, price, seller: player } = offer;
    state.tram_co_mut(turn.company).treasury -= price;
    state.players[usize::from(player)].cash += price;
    if let Some(p) = state.private_mut(private) {
        p.owner = Some(Owner::Company(turn.company));
    }
    ev.push(Event::PrivateSoldToCompany { private, player, company: turn.company, price });
}

/// Puts one of the line's station markers on `at` (R77–R81).
fn place_marker(
    state: &mut State,
    line: LineNumber,
    at: NodeRef,
    cost: Money,
    ev: &mut Vec<Event>,
) -> Result<(), Refusal> {
    state.board.place_marker(at, Marker::Line(line))?;
    if let Some(l) = state.lines.get_mut(&line) {
        l.stations += 1;
    }
    ev.push(Event::StationPlaced { line, at, cost });
    Ok(())
}
