//! What the game waits for, said and offered: whose decision it is; the start-bonus draft;
//! a placement (tap a lit space, or pass); the effects still to resolve (their tasks listed,
//! the choices not drawn on a board — bonus tokens, "?" cards, the end-bonus pile, spaces to
//! use again, the "?" card's repeat, turning a lifted locomotive into a factory — and "Done"
//! where the engine takes it); the turn-order worker. Below it the confirm bar: the action
//! selected, what it scores now (the engine's preview), its payment, Confirm and Cancel; or
//! why a refused choice is refused.

use leptos::prelude::*;
use russian_railroads_engine::Action;
use russian_railroads_engine::state::Space;

use super::{Selected, Table, decision_of, may_act, name_of, plus};
use crate::games::railroads::view_model::board::{self as board_vm, Offer};
use crate::games::railroads::view_model::decision::{Choice, Decision};
use crate::games::railroads::view_model::scoring::points_now;
use crate::games::railroads::words as rw;
use crate::i18n::Lang;
use crate::i18n::words::{w, wf};
use crate::shell::components::language::lang;

/// A list of choices as buttons.
fn choices<T: Copy + 'static, F: Fn(T) -> String>(
    t: Table,
    class: &'static str,
    list: &[Choice<T>],
    words: F,
) -> impl IntoView + use<T, F> {
    list.iter()
        .map(|c| {
            let action = c.action;
            let refusal = c.refusal;
            let offered = c.offered();
            let hinted = move || t.hint.shown.get().is_some_and(|h| h.action == action);
            view! {
                <button class=format!("rr-choice {class}") data-action=super::action_data(&action)
                    data-offered=offered.to_string() class:rr-offered=offered class:rr-refused=!offered
                    class:rr-selected=move || t.is_selected(&action) class:rr-hinted=hinted
                    on:click=move |_| t.tap(action, refusal)>
                    {words(c.what)}
                </button>
            }
        })
        .collect_view()
}

/// The prompt and the choices not drawn on a board.
fn decision_view(t: Table, lang: Lang) -> AnyView {
    let decision = decision_of(&t);
    let mine = may_act(&t);
    // Another seat decides, or the seat decides but a computer plays it: whose turn it is.
    let waiting = match decision {
        Decision::Waiting { seat } => Some(seat),
        Decision::Over => None,
        _ if !mine => t.game.with(|g| g.state().decider()),
        _ => None,
    };
    if let Some(seat) = waiting {
        let name = t.game.with(|g| name_of(g, seat));
        return view! { <p class="rr-prompt" data-decision="waiting">{wf!(lang, railroads.ui.waiting_for, name = name)}</p> }.into_any();
    }
    match decision {
        Decision::Over => view! { <p class="rr-prompt" data-decision="over">{w!(lang, railroads.ui.over)}</p> }.into_any(),
        Decision::Waiting { .. } => ().into_any(),
        Decision::Draft(cards) => view! {
            <p class="rr-prompt" data-decision="draft">{w!(lang, railroads.ui.draft_prompt)}</p>
            <div class="rr-choices rr-draft">{choices(t, "rr-start-bonus", &cards, move |c| rw::start_bonus(lang, c))}</div>
        }
        .into_any(),
        Decision::Place { pass } => view! {
            <p class="rr-prompt" data-decision="place">{w!(lang, railroads.ui.place_prompt)}</p>
            <div class="rr-choices">{choices(t, "rr-pass", std::slice::from_ref(&pass), move |()| w!(lang, railroads.ui.pass).to_owned())}</div>
        }
        .into_any(),
        Decision::Frame(f) => {
            let tasks = f.tasks.iter().map(|task| view! { <li>{rw::task(lang, task)}</li> }).collect_view();
            let to_factory: Vec<_> = f.locomotive.iter().filter(|c| c.what.is_none()).copied().collect();
            let on_board = !f.tracks.is_empty() || !f.industry.is_empty() || !f.builds.is_empty()
                || f.locomotive.iter().any(|c| c.what.is_some());
            view! {
                <p class="rr-prompt" data-decision="frame">{rw::source(lang, &f.source)}</p>
                <ul class="rr-tasks">{tasks}</ul>
                {on_board.then(|| view! { <p class="note rr-on-board">{w!(lang, railroads.ui.choose_on_board)}</p> })}
                <div class="rr-choices">
                    {choices(t, "rr-token-choice", &f.tokens, move |x| rw::token(lang, x))}
                    {choices(t, "rr-question-card", &f.question_cards, move |x| rw::question_card(lang, x))}
                    {choices(t, "rr-end-bonus-choice", &f.end_bonus, move |x| match x {
                        Some(card) => rw::end_bonus(lang, card),
                        None => w!(lang, railroads.ui.ten_points_instead).to_owned(),
                    })}
                    {choices(t, "rr-reuse", &f.reuse, move |s| rw::space(lang, s))}
                    {choices(t, "rr-repeat", &f.repeat, move |r| rw::repeat(lang, r).to_owned())}
                    {choices(t, "rr-to-factory", &to_factory, move |_| w!(lang, railroads.ui.to_factory).to_owned())}
                    {(!f.complete).then(|| choices(t, "rr-done", std::slice::from_ref(&f.done), move |()| w!(lang, railroads.ui.done).to_owned()))}
                </div>
            }
            .into_any()
        }
        Decision::TurnOrderWorker { spaces, done } => view! {
            <p class="rr-prompt" data-decision="turn_order_worker">{w!(lang, railroads.ui.turn_order_worker)}</p>
            <div class="rr-choices">
                {choices(t, "rr-reuse", &spaces, move |s: Space| rw::space(lang, s))}
                {choices(t, "rr-done", std::slice::from_ref(&done), move |()| w!(lang, railroads.ui.stay).to_owned())}
            </div>
        }
        .into_any(),
    }
}

/// The confirm bar: the selected action with its points now and payment, or a refusal's
/// reason.
fn confirm_bar(t: Table, lang: Lang) -> Option<AnyView> {
    let selection = t.selection()?;
    match selection {
        Selected::Refused(action, refusal) => Some(
            view! {
                <div class="rr-confirm rr-why-not" role="status" data-action=super::action_data(&action)>
                    <p>{wf!(lang, railroads.ui.why_not, reason = rw::refusal(lang, &refusal))}</p>
                    <button class="rr-cancel" on:click=move |_| t.selected.set(None)>{w!(lang, railroads.ui.close)}</button>
                </div>
            }
            .into_any(),
        ),
        Selected::Action(action) => {
            let points = t.game.with(|g| points_now(g, &action).ok());
            let seat = t.viewer.get();
            let names = t.game.with(|g| g.setup().players.clone());
            let gains = points
                .map(|p| {
                    p.iter()
                        .enumerate()
                        .filter(|(_, n)| **n > 0)
                        .map(|(s, n)| {
                            if s == usize::from(seat) {
                                plus(lang, *n)
                            } else {
                                format!("{} {}", names.get(s).cloned().unwrap_or_default(), plus(lang, *n))
                            }
                        })
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default();
            let preview = (!gains.is_empty()).then(|| {
                view! { <p class="rr-preview" data-points=gains.join(" ")>{wf!(lang, railroads.ui.scores_now, points = gains.join(", "))}</p> }
            });
            let pays = match action {
                Action::Place { space, pay } => {
                    // The engine's payments for the space (a main board's or an own engineer).
                    match t.game.with(|g| board_vm::offer(g.state(), seat, space)) {
                        Offer::Offered(list) if list.len() > 1 => Some(
                            list.into_iter()
                                .map(|p| {
                                    let chosen = p == pay;
                                    view! {
                                        <button class="rr-pay" aria-pressed=chosen.to_string()
                                            data-pay=serde_json::to_string(&p).unwrap_or_default()
                                            on:click=move |_| t.selected.set(Some((t.count.get_untracked(), Selected::Action(Action::Place { space, pay: p }))))>
                                            {rw::pay(lang, &p)}
                                        </button>
                                    }
                                })
                                .collect_view(),
                        ),
                        _ => None,
                    }
                }
                _ => None,
            };
            Some(
                view! {
                    <div class="rr-confirm" role="status" data-action=super::action_data(&action)>
                        <p class="rr-confirm-what">{crate::games::railroads::action_words::action(lang, &action)}</p>
                        {preview}
                        {pays.map(|p| view! { <div class="rr-pays" role="group" aria-label=w!(lang, railroads.ui.pay_with)>{p}</div> })}
                        <div class="rr-confirm-buttons">
                            <button class="primary rr-confirm-button" on:click=move |_| t.act.run(action)>{w!(lang, railroads.ui.confirm)}</button>
                            <button class="rr-cancel" on:click=move |_| t.selected.set(None)>{w!(lang, railroads.ui.cancel)}</button>
                        </div>
                    </div>
                }
                .into_any(),
            )
        }
    }
}

/// The decision panel: prompt, choices, confirm bar and hint.
#[component]
pub(super) fn DecisionPanel(t: Table) -> impl IntoView {
    view! {
        <section class="rr-decision" aria-live="polite">
            {move || decision_view(t, lang())}
            {move || confirm_bar(t, lang())}
            <super::hint::HintBox t />
        </section>
    }
}
