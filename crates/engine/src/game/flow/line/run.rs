//! Running the tram: the route, its revenue and paying the income (R84–R89, A19, A30, A31, A47).

use crate::data::game_tables::{Money, TramCompany};
use crate::map::graph::PathRef;
use crate::rules::LineNumber;
use crate::rules::route::{Route, RouteContext, RunIncome, best_route, validate};

use super::super::super::Refusal;
use super::super::super::event::Event;
use super::super::super::state::{Owner, State};

use super::*;

// ---------------------------------------------------------------------------------------------
// Running the tram (R84–R89, A19, A30, A31, A47)
// ---------------------------------------------------------------------------------------------

/// The route context of `line` now, as its run would use it: `None` when no company owns
/// it or it has no tram.
pub(crate) fn line_route_context(state: &State, line: LineNumber) -> Option<RouteContext> {
    let company = state.lines.get(&line)?.owner?;
    let director = state.tram_co(company).director.unwrap_or(0);
    route_context(state, Turn { line, company, director, first: false })
}

/// What the line's route depends on besides the board: the phase, the company's landmarks
/// and the tram's maintenance (R27, R86, R88). `None` without a tram.
pub(super) fn route_context(state: &State, turn: Turn) -> Option<RouteContext> {
    let tram = state.tram_co(turn.company).trams.iter().find(|t| t.line == Some(turn.line))?;
    let newest = state.trams.newest_bought.unwrap_or(tram.color).max(tram.color);
    // Table 7 already holds the purple tram's +200.
    let adjustment = tram.color.maintenance(newest).unwrap_or(0);
    let landmarks = state
        .privates
        .iter()
        .filter(|p| p.owner == Some(Owner::Company(turn.company)) && !p.closed)
        .map(|p| p.id)
        .collect();
    Some(RouteContext {
        line: turn.line,
        phase: state.phase(),
        landmarks,
        adjustment,
        untiled_stations_are_stops: state.options.untiled_stations_are_stops,
    })
}

/// The best route of a line with route context `ctx` and what its run pays, as the Line Round
/// pays a run on it (R84–R89): the route's revenue plus the tram's maintenance; no route earns
/// 0 and still pays maintenance, unless
/// [`RuleOptions::no_route_no_maintenance`](crate::game::RuleOptions) (18xx.games).
pub(crate) fn best_run(state: &State, ctx: &RouteContext) -> (Option<Route>, RunIncome) {
    let best = best_route(&state.board, ctx);
    // 18xx.games: a tram without any route earns nothing and pays no maintenance.
    let no_maintenance = best.is_none() && state.options.no_route_no_maintenance;
    let adjustment = if no_maintenance { 0 } else { ctx.adjustment };
    let run = RunIncome::new(best.as_ref().map_or(0, |r| r.revenue), adjustment);
    (best, run)
}

/// `line`'s best route now and what its run would pay ([`best_run`]); `None` when no company
/// owns the line or it has no tram (A19).
pub(crate) fn line_best_run(state: &State, line: LineNumber) -> Option<(Option<Route>, RunIncome)> {
    line_route_context(state, line).map(|ctx| best_run(state, &ctx))
}

/// The route revenue of a run on the given route: valid, and earning as much as the best
/// route (R87). With [`RuleOptions::best_route_not_enforced`](crate::game::RuleOptions)
/// (18xx.games, B14) any valid given route runs, and the best route is not searched for.
pub(super) fn route_revenue(
    state: &State,
    ctx: &RouteContext,
    paths: &[PathRef],
) -> Result<Money, Refusal> {
    let route = validate(&state.board, ctx, paths)?;
    if state.options.best_route_not_enforced {
        return Ok(route.revenue);
    }
    let best = best_route(&state.board, ctx).map_or(0, |r| r.revenue);
    if route.revenue < best {
        return Err(Refusal::NotBestRoute { revenue: route.revenue, best });
    }
    Ok(route.revenue)
}

/// Credits a run's net income (R88), or pays a negative one (R89).
pub(super) fn pay_income(state: &mut State, turn: Turn, income: Money, ev: &mut Vec<Event>) {
    if income >= 0 {
        state.tram_co_mut(turn.company).revenue += income;
        if let Some(l) = state.lines.get_mut(&turn.line) {
            l.earned += income;
        }
        state.book(income);
        return;
    }
    let mut due = -income;
    // 18xx.games keeps each line's earnings apart and pays a line's loss from the Treasury.
    let skip_revenue = state.options.shortfall_from_treasury;
    let co = state.tram_co_mut(turn.company);
    let from_revenue = if skip_revenue { 0 } else { due.min(co.revenue) };
    co.revenue -= from_revenue;
    take_from_earnings(state, turn.company, from_revenue);
    let co = state.tram_co_mut(turn.company);
    due -= from_revenue;
    let from_treasury = due.min(co.treasury);
    co.treasury -= from_treasury;
    due -= from_treasury;
    state.book(-(from_revenue + from_treasury));
    let loans = super::super::director_pays(state, turn.director, due);
    ev.push(Event::ShortfallPaid {
        company: turn.company,
        from_revenue,
        from_treasury,
        from_director: due,
        loans,
    });
}

/// A loss paid from the Revenue space (R89) comes out of the parts the company's lines earned,
/// in the order the company bought them, so that the parts still add up to the space.
pub(super) fn take_from_earnings(state: &mut State, company: TramCompany, mut amount: Money) {
    let lines = state.tram_co(company).lines.clone();
    for line in lines {
        if let Some(l) = state.lines.get_mut(&line) {
            let part = amount.min(l.earned).max(0);
            l.earned -= part;
            amount -= part;
        }
    }
}
