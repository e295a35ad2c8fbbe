//! The main board: its action spaces in the rulebook's groups, each with its cost, what it
//! gives and who stands on it; lit where the viewer may place now (a tap selects it for the
//! confirm bar, with the first payment the engine takes), a refused one says why on a tap.
//! Above them the engineer strip (upcoming, public, for hire) and the rounds left.

use leptos::prelude::*;
use russian_railroads_engine::Action;
use russian_railroads_engine::state::{Occupant, Space};

use super::{Table, name_of};
use crate::games::railroads::view_model::board::Offer;
use crate::games::railroads::words as rw;
use crate::i18n::Lang;
use crate::i18n::words::{w, wf};
use crate::shell::components::language::lang;
use crate::shell::view_model::colors;

/// A space's key for tests: the engine's JSON of it.
pub(super) fn space_data(space: &Space) -> String {
    serde_json::to_string(space).unwrap_or_default()
}

/// What a tap on a space (the main board's, or an own engineer) does: an offered one selects
/// placing with the first payment the engine takes (own workers first); a refused one says
/// why (placing with its bare cost); a closed one nothing.
pub(super) fn tap_space(t: Table, space: Space, units: u8, offer: &Offer) {
    let (pay, refusal) = match offer {
        Offer::Closed => return,
        Offer::Offered(pays) => (pays.first().copied(), None),
        Offer::Refused(r) => (None, Some(*r)),
    };
    let pay = pay.unwrap_or(russian_railroads_engine::state::Pay::workers(units));
    t.tap(Action::Place { space, pay }, refusal);
}

/// Who stands on a space: a chip per occupant in the player's colour.
fn occupants(t: &Table, lang: Lang, list: &[Occupant]) -> impl IntoView + use<> {
    let chips = list
        .iter()
        .map(|o| {
            let name = t.game.with_untracked(|g| name_of(g, o.seat));
            let label = format!("{name}: {}", rw::pay(lang, &o.pay));
            view! {
                <span class="rr-occupant" data-seat=o.seat title=label.clone() aria-label=label
                    style:background=colors::seat(usize::from(o.seat)).fill>
                    {o.pay.units()}
                </span>
            }
        })
        .collect_view();
    view! { <span class="rr-occupants">{chips}</span> }
}

/// What a space shows that does not change with the offers: its name, engineer, gains and
/// cost (a public space's engineer changes between rounds).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Face {
    units: u8,
    rubles: u8,
    gains: &'static [russian_railroads_engine::data::Gain],
    engineer: Option<russian_railroads_engine::data::EngineerId>,
}

/// One action space as a button, drawn once and changed in place: its face, its occupants
/// and its offer each follow their own memo, so a move redraws only what it changed (a
/// turn passing changes the offers' classes, not the buttons).
fn space_button(t: Table, space: Space) -> impl IntoView {
    let view = Memo::new(move |_| t.board.with(|b| b.space(space).cloned()));
    let face = Memo::new(move |_| {
        view.with(|v| {
            v.as_ref().map(|s| Face {
                units: s.units,
                rubles: s.rubles,
                gains: s.gains,
                engineer: s.engineer,
            })
        })
    });
    let offer =
        Memo::new(move |_| view.with(|v| v.as_ref().map_or(Offer::Closed, |s| s.offer.clone())));
    let occupied = Memo::new(move |_| {
        view.with(|v| v.as_ref().map(|s| s.occupants.clone()).unwrap_or_default())
    });
    let offered = move || offer.with(Offer::is_offered);
    let open = move || !offer.with(|o| matches!(o, Offer::Closed));
    let tap = move |_| {
        if let Some(s) = view.get_untracked() {
            tap_space(t, space, s.units, &s.offer);
        }
    };
    let selected = move || match t.selection() {
        Some(super::Selected::Action(Action::Place { space: s, .. })) => s == space,
        Some(super::Selected::Refused(Action::Place { space: s, .. }, _)) => s == space,
        _ => false,
    };
    let hinted = move || {
        t.hint
            .shown
            .get()
            .is_some_and(|h| matches!(h.action, Action::Place { space: s, .. } if s == space))
    };
    let words = move || {
        let lang = lang();
        face.get().map(|f| {
            let title = rw::space(lang, space);
            // A fixed space is named by what it gives: its gains are said once.
            let gains = rw::gains(lang, f.gains);
            let gains = if gains == title { String::new() } else { gains };
            let engineer = f.engineer.map(|e| rw::engineer(lang, e));
            let cost = rw::cost(lang, f.units.saturating_sub(f.rubles), f.rubles);
            view! {
                <span class="rr-space-name">{title}</span>
                {engineer.map(|e| view! { <span class="rr-space-engineer">{e}</span> })}
                {(!gains.is_empty()).then(|| view! { <span class="rr-space-gains">{gains}</span> })}
                <span class="rr-space-cost" data-units=f.units data-rubles=f.rubles>{cost}</span>
            }
        })
    };
    let chips = move || occupied.with(|list| occupants(&t, lang(), list));
    view! {
        <li class="rr-space-cell">
            <button class="rr-space" data-space=space_data(&space)
                data-offered=move || offered().to_string()
                class:rr-offered=offered class:rr-refused=move || open() && !offered()
                class:rr-occupied=move || occupied.with(|o| !o.is_empty())
                class:rr-selected=selected class:rr-hinted=hinted
                aria-disabled=move || (!open()).to_string()
                on:click=tap>
                {words}
                {chips}
            </button>
        </li>
    }
}

/// The main board.
#[component]
pub(super) fn MainBoard(t: Table) -> impl IntoView {
    let board = t.board;
    // Each part follows its own memo: a move redraws the parts it changed.
    let strip_data = Memo::new(move |_| board.with(|b| b.strip.clone()));
    let supply_data = Memo::new(move |_| board.with(|b| b.supply.clone()));
    let strip = move || {
        let lang = lang();
        strip_data.with(|s| {
            let list = |engineers: &[Option<russian_railroads_engine::data::EngineerId>]| {
                engineers
                    .iter()
                    .map(|e| {
                        let text = e.map_or_else(|| "—".to_owned(), |e| rw::engineer(lang, e));
                        view! { <li class="rr-engineer-card">{text}</li> }
                    })
                    .collect_view()
            };
            view! {
                <div class="rr-engineer-strip">
                    <p class="rr-rounds-left" data-rounds-left=s.rounds_left>
                        {wf!(lang, railroads.ui.rounds_left, count = s.rounds_left)}
                    </p>
                    <div class="rr-strip-part">
                        <h4>{w!(lang, railroads.ui.upcoming)}</h4>
                        <ol class="rr-upcoming">{list(&s.upcoming)}</ol>
                    </div>
                </div>
            }
        })
    };
    // The groups and their spaces are the player count's: drawn once, each space changed in
    // place.
    let layout = Memo::new(move |_| {
        board.with(|b| {
            b.groups
                .iter()
                .map(|g| (g.group, g.spaces.iter().map(|s| s.space).collect::<Vec<_>>()))
                .collect::<Vec<_>>()
        })
    });
    let groups = move || {
        layout
            .get()
            .into_iter()
            .map(|(group, spaces)| {
                let spaces = spaces.into_iter().map(|space| space_button(t, space)).collect_view();
                view! {
                    <section class="rr-group" data-group=format!("{group:?}").to_lowercase()>
                        <h3>{move || rw::group(lang(), group)}</h3>
                        <ul class="rr-spaces">{spaces}</ul>
                    </section>
                }
            })
            .collect_view()
    };
    let supply = move || {
        let lang = lang();
        supply_data.with(|s| {
            let stacks = s
                .stacks
                .iter()
                .map(|&(value, left)| view! { <li class="rr-stack" data-value=value data-left=left>{format!("{value} ×{left}")}</li> })
                .collect_view();
            let spare = s
                .spare_factories
                .iter()
                .map(|&v| view! { <li class="rr-spare-factory" data-value=v>{v}</li> })
                .collect_view();
            let cards = s
                .question_cards
                .iter()
                .map(|&c| view! { <li class="rr-question-card-up">{rw::question_card(lang, c)}</li> })
                .collect_view();
            let temporary = s.temporary_with.map(|seat| {
                let name = t.game.with_untracked(|g| name_of(g, seat));
                view! { <li class="rr-temporary-with" data-seat=seat>{wf!(lang, railroads.ui.temporary_with, name = name)}</li> }
            });
            view! {
                <div class="rr-board-supply">
                    <h3>{w!(lang, railroads.ui.supply)}</h3>
                    <ul class="rr-supply-line">
                        <li class="rr-next-tile" data-next=s.next_tile.map(i64::from).unwrap_or(-1)>
                            {match s.next_tile {
                                Some(v) => wf!(lang, railroads.ui.next_tile, value = v),
                                None => w!(lang, railroads.ui.no_tiles).to_owned(),
                            }}
                        </li>
                        <li class="rr-doublers-left" data-doublers=s.doublers>{wf!(lang, railroads.ui.doublers_left, count = s.doublers)}</li>
                        <li class="rr-bank" data-rubles=s.bank>{wf!(lang, railroads.ui.bank, count = s.bank)}</li>
                        <li class="rr-pile" data-cards=s.end_bonus_pile>{wf!(lang, railroads.ui.end_bonus_pile, count = s.end_bonus_pile)}</li>
                        {temporary}
                    </ul>
                    <h4>{w!(lang, railroads.ui.stacks)}</h4>
                    <ol class="rr-stacks">{stacks}</ol>
                    {(!s.spare_factories.is_empty()).then(|| view! {
                        <h4>{w!(lang, railroads.ui.spare_factories)}</h4>
                        <ol class="rr-spare-factories">{spare}</ol>
                    })}
                    <h4>{w!(lang, railroads.ui.question_cards)}</h4>
                    <ul class="rr-question-cards-up">{cards}</ul>
                </div>
            }
        })
    };
    view! {
        <section class="rr-main-board" aria-label=move || w!(lang(), railroads.ui.main_board)>
            <h2>{move || w!(lang(), railroads.ui.main_board)}</h2>
            {strip}
            {supply}
            <div class="rr-groups">{groups}</div>
        </section>
    }
}
