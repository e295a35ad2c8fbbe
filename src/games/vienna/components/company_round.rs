//! The Company Round panel: the acting company's money, trams and lines; the tram buying
//! spaces; trams on offer with who pays and what maintenance changes; the dividend choice with
//! its share price move (pay all or withhold as two buttons, a part between by a slider and
//! steps of 10); the line display and the auction under way.

use leptos::prelude::*;

use tramways_engine::game::Available;

use crate::games::vienna::components::game_screen::action_data;
use crate::games::vienna::store::Store;
use crate::games::vienna::view_model::colors::tram_class;
use crate::games::vienna::view_model::company::{
    CompanyTurn, DividendOption, company_turn, dividend_options, line_display, tram_spaces,
};
use crate::i18n::{self, Lang, Text, t};
use crate::shell::components::language::{lang, tr};

/// Everything a director needs in a Company Round.
#[component]
pub fn CompanyPanel(
    /// The game.
    store: Store,
    /// The moves on offer (the screen's memo of `game.available()`).
    available: Memo<Available>,
) -> impl IntoView {
    let shown = move || {
        store.with_shown(|g| {
            matches!(g.state().round, tramways_engine::data::game_tables::Round::Company(_))
        })
    };
    let turn = move || {
        let lang = lang();
        available
            .with(|a| store.with_shown(|g| company_turn(g, a)))
            .map(|turn| view! { <TurnSummary store turn lang /> })
    };
    view! {
        <Show when=shown>
            <section class="company-panel">
                {turn}
                // The dividend, when it is the company's choice, right under the company: where
                // the eye is (issue 23), before the trams and lines for sale.
                <Dividends store available />
                <h2>{tr(Text::TramsForSale)}</h2>
                <TramSpaces store />
                <h2>{tr(Text::LinesForSale)}</h2>
                <LineDisplay store />
            </section>
        </Show>
    }
}

/// The acting company: money, trams, lines, the must-buy explanation, trams on offer and the
/// auction under way.
#[component]
fn TurnSummary(store: Store, turn: CompanyTurn, lang: Lang) -> impl IntoView {
    let name = i18n::tram_company(turn.company);
    let money =
        i18n::company_money(lang, turn.treasury, turn.revenue, &turn.director, turn.director_cash);
    let lines: Vec<String> = turn.lines.iter().map(u8::to_string).collect();
    let must = turn.must_buy.then(|| {
        view! { <p class="must-buy" role="note">{i18n::must_buy_note(lang, turn.company, &turn.director)}</p> }
    });
    let auction = turn.auction.as_ref().map(|a| {
        view! {
            <p class="auction-status">
                {i18n::auction_status(lang, a.line, a.high, a.high_bidder, &a.active)}
            </p>
        }
    });
    let director = turn.director.clone();
    let offers = turn
        .offers
        .into_iter()
        .map(|o| {
            let action = o.action.clone();
            let pay = i18n::tram_payment(lang, o.from_treasury, &director, o.from_director, o.loans);
            let upkeep: Vec<String> = o
                .maintenance
                .iter()
                .map(|(c, before, after)| i18n::maintenance_change(lang, *c, *before, *after))
                .collect();
            let class = format!("move buy-tram {}", tram_class(o.color));
            view! {
                <button class=class data-action=action_data(&action)
                    on:click=move |_| store.dispatch(action.clone())>
                    <b>{i18n::buy_tram_label(lang, o.color, o.space, o.price)}</b>
                    <span class="tram-pay">{pay}</span>
                    {(!upkeep.is_empty()).then(|| view! { <span class="tram-upkeep">{upkeep.join("; ")}</span> })}
                </button>
            }
        })
        .collect_view();
    view! {
        <div class="company-turn" data-company=name>
            <h2>{name}</h2>
            <p class="company-money">{money}</p>
            <p class="company-trams">
                {i18n::company_trams(lang, &turn.trams)}
                {(!lines.is_empty()).then(|| format!(" · {} {}", t(lang, Text::Lines), lines.join(", ")))}
            </p>
            {must}
            {auction}
            <div class="tram-offers">{offers}</div>
        </div>
    }
}

/// The three tram buying spaces and the colours still to come (R43).
#[component]
fn TramSpaces(store: Store) -> impl IntoView {
    move || {
        let lang = lang();
        store.with_shown(|g| {
            let (spaces, supply) = tram_spaces(g.state());
            let cells = spaces
                .into_iter()
                .map(|s| {
                    let colour = s.color.map(|c| i18n::tram_colour(lang, c).to_owned());
                    let class = format!("tram-space {}", s.color.map_or("", tram_class));
                    let price = s.price.map_or_else(|| "–".into(), |p| i18n::number(lang, p));
                    view! {
                        <li class=class>
                            <span class="tram-colour">{colour.unwrap_or_else(|| "–".into())}</span>
                            <span class="tram-count">{format!("× {}", s.count)}</span>
                            <span class="tram-price">{price}</span>
                        </li>
                    }
                })
                .collect_view();
            let future: Vec<String> = supply
                .iter()
                .map(|(c, n)| format!("{} × {n}", i18n::tram_colour(lang, *c)))
                .collect();
            view! {
                <ol class="tram-spaces">{cells}</ol>
                <p class="note">{format!("{}: {}", t(lang, Text::FutureTrams), future.join(", "))}</p>
            }
        })
    }
}

/// The line cards for sale with their home hexes.
#[component]
fn LineDisplay(store: Store) -> impl IntoView {
    let lines = move || {
        store.with_shown(|g| {
            line_display(g.state())
                .into_iter()
                .map(|l| view! { <li class="line-card"><b>{l.number}</b> <span>{l.home}</span></li> })
                .collect_view()
        })
    };
    view! { <ol class="line-display">{lines}</ol> }
}

/// The dividend choice (R46, Table 6): paying everything (the usual choice) and withholding as
/// two buttons, and any part between with a slider and steps of 10, each showing what a share
/// gets and where the price goes (the engine's previews, [`dividend_options`]).
#[component]
fn Dividends(store: Store, available: Memo<Available>) -> impl IntoView {
    let options =
        Memo::new(move |_| available.with(|a| store.with_shown(|g| dividend_options(g, a))));
    // The part chosen on the slider, as an index into the options (the highest at first).
    let chosen = RwSignal::new(usize::MAX);
    let worded = move |lang: Lang, verb: Text, o: &DividendOption| {
        format!(
            "{} {} · {}/{} · {} {}",
            t(lang, verb),
            i18n::number(lang, o.total),
            o.per_share,
            t(lang, Text::PerShare),
            t(lang, Text::PriceTo),
            o.new_price
        )
    };
    let label = move |lang: Lang, o: &DividendOption| worded(lang, Text::Pay, o);
    let button = move |o: DividendOption, class: &'static str, text: String| {
        let action = o.action.clone();
        view! {
            <button class=class data-action=action_data(&action)
                on:click=move |_| store.dispatch(action.clone())>{text}</button>
        }
    };
    let ends = move || {
        let lang = lang();
        options.with(|all| {
            let all_of_it = all.last().cloned()?;
            let nothing = all.first().cloned().filter(|n| n.total != all_of_it.total);
            let pay_all = worded(lang, Text::PayAll, &all_of_it);
            let withhold = nothing.map(|n| {
                let text = format!(
                    "{} · {} {}",
                    t(lang, Text::Withhold),
                    t(lang, Text::PriceTo),
                    n.new_price
                );
                button(n, "move dividend withhold", text)
            });
            Some(view! {
                {button(all_of_it, "move dividend pay-all primary", pay_all)}
                {withhold}
            })
        })
    };
    // A part between: only when there is one.
    let part = move || {
        let count = options.with(Vec::len);
        (count > 2).then(|| {
            let last = count - 1;
            let at = move || chosen.get().min(last);
            let pick = move || options.with(|all| all.get(at()).cloned());
            let shown = move || pick().map(|o| label(lang(), &o)).unwrap_or_default();
            let keeps = move || {
                pick().map(|o| format!("{} {}", t(lang(), Text::TreasuryKeeps), i18n::number(lang(), o.to_treasury)))
            };
            view! {
                <fieldset class="dividend-part">
                    <legend>{tr(Text::PayAPart)}</legend>
                    <div class="dividend-stepper">
                        <button class="step-down" aria-label=tr(Text::Less)
                            disabled=move || at() == 0
                            on:click=move |_| chosen.set(at().saturating_sub(1))>"−"</button>
                        <input type="range" class="dividend-slider" min="0" max=last.to_string() step="1"
                            aria-label=tr(Text::PayAPart)
                            prop:value=move || at().to_string()
                            on:input:target=move |ev| {
                                if let Ok(v) = ev.target().value().parse::<usize>() { chosen.set(v) }
                            } />
                        <button class="step-up" aria-label=tr(Text::More)
                            disabled=move || at() == last
                            on:click=move |_| chosen.set((at() + 1).min(last))>"+"</button>
                    </div>
                    <p class="dividend-preview">{keeps}</p>
                    <button class="move dividend pay-part" on:click=move |_| {
                        if let Some(o) = pick() { store.dispatch(o.action) }
                    }>{shown}</button>
                </fieldset>
            }
        })
    };
    view! { <div class="dividends">{ends}{part}</div> }
}
