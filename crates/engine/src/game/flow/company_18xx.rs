//! The tram steps of a Company Round as 18xx.games schedules them
//! ([`RuleOptions::tram_steps_as_18xx_games`](crate::game::RuleOptions), deviations B-notes in
//! ARCHITECTURE.md).
//!
//! 18xx.games splits a company's tram step in two: a buying step (`BuyTrain`: buy, scrap or
//! pass) and then a layout step (`ReassignTrains`), asked only where there is a layout to make.
//! In CRd each company has both in turn. In the line auctions (CRe) both are queues served in
//! its step order, layouts first: the winner of a line joins the buying queue at once, and
//! when the auctions are over every company in them that bought no line joins it. A company
//! leaves the buying queue when it passes, when a purchase leaves it unable to buy another, or
//! when 18xx.games finds nothing it could do there (then it joins the layout queue behind
//! those waiting).
//!
//! After every action 18xx.games looks over its steps once, in order: the head of the layout
//! queue leaves it when it has no layout to make, else it waits for it; then the head of the
//! buying queue leaves it (for the layout queue) when it can do nothing. Then the first step
//! that waits for someone acts: a layout, a purchase, the auction. A company that left the
//! buying queue with nothing to do therefore waits one action at the head of the layout queue,
//! and a layout behind it waits too; when nothing waits any more the round is over, and the
//! steps still queued are dropped. Where the engine put a tram on a line itself (a purchase, a
//! won line), 18xx.games keeps it on the company until the layout, which it makes by itself
//! (an action of its own) when there is one line and one tram.

use super::{
    CompanyStage, CompanyStep, LAST_ROUND, MAX_LINES_PER_COMPANY, TramChance, assign_tram, finish,
    in_auctions, tram_decision, wait,
};
use crate::data::game_tables::TramCompany;
use crate::game::event::Event;
use crate::game::state::{State, Step};

/// What 18xx.games' layout step does for a company.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Layout {
    /// Nothing to arrange: no line, or one line with its tram on it and no other tram.
    Skip,
    /// One line and one tram that 18xx.games keeps on the company: it puts it there itself.
    Auto,
    /// The director arranges the trams.
    Asked,
}

pub(super) fn layout(state: &State, step: &CompanyStep, company: TramCompany) -> Layout {
    let co = state.tram_co(company);
    if co.lines.is_empty() || state.round == LAST_ROUND {
        return Layout::Skip;
    }
    match co.trams.as_slice() {
        [tram] if co.lines.len() == 1 => {
            if tram.line.is_some() && !step.unplaced.contains(&company) {
                Layout::Skip
            } else {
                Layout::Auto
            }
        }
        _ => Layout::Asked,
    }
}

/// 18xx.games' layout made by itself: the one tram goes on the one line.
fn auto_layout(
    state: &mut State,
    step: &mut CompanyStep,
    company: TramCompany,
    ev: &mut Vec<Event>,
) {
    step.unplaced.retain(|&c| c != company);
    let co = state.tram_co(company);
    if let (Some(&line), Some(None)) = (co.lines.first(), co.trams.first().map(|t| t.line)) {
        assign_tram(state, company, 0, Some(line), ev);
    }
}

/// The layout step of CRd after the company's buying step; `Some(step)` back when there is
/// none to wait for.
pub(super) fn layout_in_revenue(
    state: &mut State,
    mut step: CompanyStep,
    company: TramCompany,
    ev: &mut Vec<Event>,
) -> Option<CompanyStep> {
    match layout(state, &step, company) {
        Layout::Asked => {
            wait_for_layout(state, step, company, TramChance::Revenue);
            None
        }
        Layout::Auto => {
            auto_layout(state, &mut step, company, ev);
            Some(step)
        }
        Layout::Skip => Some(step),
    }
}

fn wait_for_layout(state: &mut State, step: CompanyStep, company: TramCompany, chance: TramChance) {
    let stage = CompanyStage::Trams { company, chance };
    state.step = Step::Company(CompanyStep { stage, buying_over: true, ..step });
}

/// The tram step of a company in the line auctions: after a line it won, or after them.
pub(super) fn chance_of(step: &CompanyStep, company: TramCompany) -> TramChance {
    if step.bought.contains(&company) { TramChance::AfterLine } else { TramChance::AfterAuctions }
}

/// Where the auctions go on when no tram step waits: the leftmost company still in them
/// chooses a line; `None` once they are over.
fn auctions_go_on(state: &State, step: &CompanyStep) -> Option<CompanyStage> {
    if step.buyers_filled || state.line_display.is_empty() {
        return None;
    }
    let chooser = step.order.iter().copied().find(|&c| in_auctions(state, step, c))?;
    Some(CompanyStage::ChooseLine { company: chooser })
}

/// After `actions` actions of 18xx.games in the line auctions: the next decision, the auctions
/// going on where no tram step waits (see [`go_on`]).
pub(super) fn after_actions(
    state: &mut State,
    step: CompanyStep,
    actions: usize,
    ev: &mut Vec<Event>,
) {
    let next = auctions_go_on(state, &step);
    go_on(state, step, next, actions, ev);
}

/// One look over the steps, as 18xx.games takes after every action.
fn look_over(state: &State, step: &mut CompanyStep) {
    if let Some(&head) = step.layouts.first() {
        if layout(state, step, head) != Layout::Skip {
            return;
        }
        step.layouts.remove(0);
    }
    if let Some(&head) = step.buyers.first()
        && !tram_decision(state, step, head, chance_of(step, head))
    {
        step.buyers.remove(0);
        step.layouts.push(head);
    }
}

/// After `actions` actions of 18xx.games in the line auctions: the next decision. `next` is
/// where the auctions go on when no tram step waits (`None`: they are over, and every company
/// in them that bought no line joins the buying queue).
pub(super) fn go_on(
    state: &mut State,
    mut step: CompanyStep,
    next: Option<CompanyStage>,
    actions: usize,
    ev: &mut Vec<Event>,
) {
    if next.is_none() && !step.buyers_filled {
        step.buyers_filled = true;
        let rest: Vec<TramCompany> = step
            .order
            .iter()
            .copied()
            .filter(|c| !step.bought.contains(c) && !step.buyers.contains(c))
            .filter(|&c| state.tram_co(c).lines.len() < MAX_LINES_PER_COMPANY)
            .collect();
        step.buyers.extend(rest);
    }
    for _ in 0..actions {
        look_over(state, &mut step);
    }
    loop {
        if let Some(&head) = step.layouts.first() {
            match layout(state, &step, head) {
                Layout::Asked => {
                    let chance = chance_of(&step, head);
                    wait_for_layout(state, step, head, chance);
                    return;
                }
                Layout::Auto => {
                    auto_layout(state, &mut step, head, ev);
                    step.layouts.remove(0);
                    look_over(state, &mut step);
                    continue;
                }
                Layout::Skip => {}
            }
        }
        if let Some(&head) = step.buyers.first() {
            let chance = chance_of(&step, head);
            if tram_decision(state, &step, head, chance) {
                wait(state, step, CompanyStage::Trams { company: head, chance });
                return;
            }
        }
        match next {
            Some(stage) => wait(state, step, stage),
            None => finish(state, ev),
        }
        return;
    }
}
