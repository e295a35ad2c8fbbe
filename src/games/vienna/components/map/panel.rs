//! The Line Round panel beside the map: the acting line with its company's Treasury and
//! Revenue space, what it has done this turn, what it may still do (with the costs the engine
//! charges), the Stadtbahn bonus to take or skip, privates to buy, and the run with its best
//! route listed stop by stop. After a run, the run just made.

use leptos::prelude::*;

use super::MapState;
use crate::games::vienna::view_model::line_turn::{LayMode, LineTurn, PrivateOffer};
use crate::games::vienna::view_model::route::{RouteView, route_sum};
use crate::i18n::{self, Text, t};
use crate::shell::components::language::{lang, tr};

/// A route's breakdown: stops, landmarks, revenue, maintenance, income.
#[component]
pub fn Breakdown(view: RouteView) -> impl IntoView {
    if !view.has_tram {
        return view! { <p class="note no-tram">{tr(Text::NoTram)}</p> }.into_any();
    }
    let stops = view
        .stops
        .iter()
        .map(|s| {
            let class = if s.counted { "route-stop-row" } else { "route-stop-row uncounted" };
            view! { <li class=class><span>{s.place.clone()}</span><b>{s.value}</b></li> }
        })
        .collect_view();
    let landmarks = view
        .landmarks
        .iter()
        .map(|(name, v)| {
            let name = *name;
            let label = move || format!("★ {name} ({})", t(lang(), Text::LandmarkBonus));
            view! { <li class="route-landmark"><span>{label}</span><b>{*v}</b></li> }
        })
        .collect_view();
    let none = view.stops.is_empty().then(|| view! { <p class="note">{tr(Text::NoRoute)}</p> });
    view! {
        <div class="route-breakdown">
            {none}
            <ol class="route-stops">{stops}{landmarks}</ol>
            <dl class="route-sums">
                <dt>{tr(Text::RouteRevenue)}</dt><dd class="route-revenue">{move || i18n::number(lang(), view.revenue)}</dd>
                <dt>{tr(Text::Maintenance)}</dt><dd class="route-adjustment">{format!("{:+}", view.adjustment)}</dd>
                <dt>{tr(Text::Income)}</dt><dd class="route-income">{move || i18n::number(lang(), view.income)}</dd>
            </dl>
            // Why the income differs from the route (issue 50), worded from the same figures.
            {(view.adjustment != 0).then(|| view! {
                <p class="note route-sum">{move || route_sum(lang(), view.revenue, view.adjustment, view.income)}</p>
            })}
        </div>
    }
    .into_any()
}

/// A private the company may buy, with its price.
#[component]
fn PrivateBuy(state: MapState, offer: PrivateOffer) -> impl IntoView {
    let price = RwSignal::new(offer.max);
    let action = offer.action.clone();
    view! {
        <li class="private-offer">
            <span>{i18n::private_offer(lang(), offer.name, &offer.owner)}</span>
            <input type="number" min=offer.min max=offer.max step="1" aria-label=tr(Text::Amount)
                prop:value=move || price.get().to_string()
                on:input:target=move |ev| {
                    if let Ok(v) = ev.target().value().trim().parse::<i64>() { price.set(v) }
                } />
            <button class="move buy-private" on:click=move |_| state.act(action.with_amount(price.get_untracked()))>
                {tr(if offer.asks { Text::OfferPrivateFor } else { Text::BuyPrivateFor })}" "{move || price.get()}
            </button>
        </li>
    }
}

/// The run: best route, breakdown, the toggle that draws it, and the button.
#[component]
fn RunBox(state: MapState) -> impl IntoView {
    // A memo: a lay that leaves the run and the route as they were does not redraw the box.
    let run = Memo::new(move |_| state.turn.with(|t| t.as_ref().and_then(|t| t.run.clone())));
    move || {
        let run = run.get()?;
        let view = state.line_route.get()?;
        let toggle = view.has_tram.then(|| {
            view! {
                <button class="show-route"
                    aria-pressed=move || (state.show_route.get() == Some(view.line)).to_string()
                    on:click=move |_| state.show_route.update(|s| {
                        *s = if *s == Some(view.line) { None } else { Some(view.line) }
                    })>
                    {tr(Text::ShowRoute)}
                </button>
            }
        });
        Some(view! {
            <section class="run-box">
                <h3>{tr(Text::RouteHeading)}</h3>
                <Breakdown view />
                <div class="run-buttons">
                    {toggle}
                    <button class="move run-tram primary" on:click=move |_| state.act(run.clone())>
                        {tr(Text::RunTheTram)}
                    </button>
                </div>
            </section>
        })
    }
}

/// The acting line's turn: drawn anew when another line acts; within a turn each part (money,
/// steps done, hints, bonus, privates) redraws only when it changes (issue 22: a lay used to
/// rebuild the whole panel).
#[component]
fn TurnBox(state: MapState) -> impl IntoView {
    let line = Memo::new(move |_| state.turn.with(|t| t.as_ref().map(|t| t.line)));
    move || line.get().map(|line| view! { <TurnParts state line /> })
}

/// A part of a line's turn, as its own memo holds it.
#[derive(Debug, Clone, PartialEq)]
enum Part {
    Heading(tramways_engine::data::game_tables::TramCompany, String),
    Money(i64, i64),
    Done(bool, bool, bool),
    Hints(bool, Option<Option<i64>>, Option<Option<i64>>, bool),
    Bonus(Option<(tramways_engine::data::Bonus, Option<tramways_engine::game::Action>)>),
    Privates(Vec<PrivateOffer>),
}

/// The parts of a line's turn, each from its own memo of the turn.
#[component]
fn TurnParts(state: MapState, line: tramways_engine::rules::LineNumber) -> impl IntoView {
    // Every part's memo has the one type `Option<Part>` (one instantiation of the memo's code
    // in the wasm, not six).
    let part = move |f: fn(&LineTurn) -> Part| -> Memo<Option<Part>> {
        Memo::new(move |_| state.turn.with(|t| t.as_ref().map(f)))
    };
    let heading = part(|t| Part::Heading(t.company, t.director.clone()));
    let money = part(|t| Part::Money(t.treasury, t.revenue));
    let done = part(|t| Part::Done(t.laid, t.stadtbahn_laid, t.station_placed));
    let hints = part(|t| {
        let has = |mode: LayMode| t.targets.iter().any(|x| x.mode == mode);
        Part::Hints(
            has(LayMode::Normal) || has(LayMode::Bonus),
            has(LayMode::Stadtbahn).then_some(t.stadtbahn_cost),
            (!t.stations.is_empty()).then_some(t.station_cost),
            !t.removals.is_empty(),
        )
    });
    let bonus = part(|t| Part::Bonus(t.bonus.map(|b| (b, t.skip.clone()))));
    let privates = part(|t| Part::Privates(t.privates.clone()));
    let title = move || {
        let Some(Part::Heading(company, director)) = heading.get() else { return None };
        Some({
            let co = company.row();
            view! {
                <h2 class=format!("line-heading co-{}", co.color)>
                    {i18n::line_heading(lang(), line, co.abbreviation)}
                    <span class="line-director">{director}</span>
                </h2>
            }
        })
    };
    let money_line = move || {
        let Some(Part::Money(treasury, revenue)) = money.get() else { return None };
        Some({
            view! {
                <p class="line-money">
                    {tr(Text::LineTreasury)}" "<b class="line-treasury">{i18n::number(lang(), treasury)}</b>
                    " · "{tr(Text::Revenue)}" "<b class="line-revenue">{i18n::number(lang(), revenue)}</b>
                </p>
            }
        })
    };
    let steps = move || {
        let Some(Part::Done(laid, stadtbahn, station)) = done.get() else { return None };
        let item = |flag: bool, text: Text| {
            flag.then(|| view! { <li class="done">{"✓ "}{move || t(lang(), text)}</li> })
        };
        Some(view! {
            <ul class="line-steps">
                {item(laid, Text::DoneLay)}
                {item(stadtbahn, Text::DoneStadtbahn)}
                {item(station, Text::DoneStation)}
            </ul>
        })
    };
    let hint_list = move || {
        let Some(Part::Hints(lay, stadtbahn, station, removal)) = hints.get() else { return None };
        let hint = |shown: bool, text: Text, class: &'static str, cost: Option<i64>| {
            shown.then(|| {
                let cost = cost
                    .map(|c| format!(" ({}: {})", t(lang(), Text::Cost), i18n::cost(lang(), c)));
                view! { <li class=class>{move || t(lang(), text)}{cost}</li> }
            })
        };
        Some(view! {
            <ul class="line-hints">
                {hint(lay, Text::HintLay, "hint-lay", None)}
                {hint(stadtbahn.is_some(), Text::HintStadtbahn, "hint-stadtbahn", stadtbahn.flatten())}
                {hint(station.is_some(), Text::HintStation, "hint-station", station.flatten())}
                {hint(removal, Text::HintRemoval, "hint-removal", None)}
            </ul>
        })
    };
    let bonus_box = move || {
        let Some(Part::Bonus(Some((b, skip)))) = bonus.get() else { return None };
        Some({
            view! {
                <div class="bonus-box" role="status">
                    <p><b>{tr(Text::HintBonus)}</b>" "{i18n::bonus(lang(), b)}</p>
                    {skip.map(|a| view! {
                        <button class="move skip-bonus" on:click=move |_| state.act(a.clone())>{tr(Text::SkipTheBonus)}</button>
                    })}
                </div>
            }
        })
    };
    let private_list = move || {
        let Some(Part::Privates(offers)) =
            privates.get().filter(|p| !matches!(p, Part::Privates(o) if o.is_empty()))
        else {
            return None;
        };
        let rows =
            offers.into_iter().map(|offer| view! { <PrivateBuy state offer /> }).collect_view();
        Some(view! { <h3>{tr(Text::BuyPrivates)}</h3><ul class="private-offers">{rows}</ul> })
    };
    view! {
        <section class="line-panel" data-line=line>
            {title}
            {money_line}
            {steps}
            {bonus_box}
            {hint_list}
            <p class="error line-refusal" role="alert">
                {move || state.store.error.with(|e| e.as_ref().map(|e| state.store.with_shown(|g| i18n::refusal(lang(), e, g.state()))))}
            </p>
            <RunBox state />
            {private_list}
            // Undo where the hands are (no Ctrl+Z on a tablet): the turn's last decision.
            <button class="undo-here" on:click=move |_| state.store.undo_turn()
                disabled=move || state.store.game.with(|g| g.actions().is_empty())>
                "↶ "{tr(Text::Undo)}
            </button>
            <p class="note keys-help">{tr(Text::KeysHelp)}</p>
        </section>
    }
}

/// The run just made, while nothing else has happened since.
#[component]
fn LastRun(state: MapState) -> impl IntoView {
    move || {
        let stamp = state.stamp.get();
        let (_, view) = state.last_run.get().filter(|(at, _)| *at == stamp)?;
        let summary =
            i18n::run_summary(lang(), view.line, view.revenue, view.adjustment, view.income);
        let line = view.line;
        Some(view! {
            <section class="last-run" data-line=line>
                <h3>{tr(Text::LastRun)}</h3>
                <p class="run-summary">{summary}</p>
                <Breakdown view />
                <button class="show-last-run" aria-pressed=move || state.show_last_run.get().to_string()
                    on:click=move |_| state.show_last_run.update(|s| *s = !*s)>
                    {tr(Text::ShowRoute)}
                </button>
            </section>
        })
    }
}

/// The Line Round panel (empty outside a line's turn, but for the run just made).
#[component]
pub fn LinePanel(state: MapState) -> impl IntoView {
    view! {
        <LastRun state />
        <TurnBox state />
    }
}
