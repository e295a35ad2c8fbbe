//! A private's return to the bank (R25, issue 50): apart from the round's moves, each private
//! its owner may return, with the price the bank pays (the engine's preview), asked once before
//! it happens. Cancel or Esc leaves the game as it was.

use leptos::ev;
use leptos::prelude::*;
use tramways_engine::game::{Action, Available};

use crate::games::vienna::components::game_screen::action_data;
use crate::games::vienna::store::Store;
use crate::games::vienna::view_model::game::{PrivateReturn, private_returns};
use crate::i18n::{self, Text, t};
use crate::shell::components::language::{lang, tr};

/// The privates that may go back to the bank now, each with a small control that asks first.
#[component]
pub fn PrivateReturns(
    /// The game.
    store: Store,
    /// The moves on offer in the position shown.
    available: Memo<Available>,
) -> impl IntoView {
    let returns =
        Memo::new(move |_| available.with(|av| store.with_shown(|g| private_returns(g, av))));
    // The return asked about, stamped with the move count: any move lets the question lapse.
    let asking = RwSignal::new(None::<(usize, Action)>);
    let moves = move || store.with_shown(|g| g.actions().len());
    let asked = move || {
        let (at, action) = asking.get()?;
        (at == moves()).then(|| returns.with(|r| r.iter().find(|r| r.action == action).cloned()))?
    };
    let handle = window_event_listener(ev::keydown, move |e| {
        if e.key() == "Escape" && asking.with_untracked(Option::is_some) {
            asking.set(None);
        }
    });
    on_cleanup(move || handle.remove());
    let row = move |r: PrivateReturn| {
        let action = r.action.clone();
        let label =
            t(lang(), Text::ReturnPrivateFor).replace("{price}", &i18n::money(lang(), r.price));
        view! {
            <li>
                <span class="return-name">{format!("{} ({})", r.private, r.owner)}</span>
                <button class="return-private" data-action=action_data(&action)
                    on:click=move |_| asking.set(Some((moves(), action.clone())))>
                    {label}"…"
                </button>
            </li>
        }
    };
    let question = move || {
        asked().map(|r| {
            let lang = lang();
            let text = t(lang, Text::ReturnPrivateQuestion)
                .replace("{private}", r.private)
                .replace("{owner}", &r.owner)
                .replace("{price}", &i18n::money(lang, r.price));
            let action = r.action;
            view! {
                <div class="return-confirm" role="alertdialog" aria-labelledby="return-question">
                    <p id="return-question">{text}</p>
                    <div class="return-answers">
                        <button class="confirm-return" on:click=move |_| {
                            asking.set(None);
                            store.dispatch(action.clone());
                        }>{tr(Text::ReturnPrivateConfirm)}</button>
                        <button class="cancel-return" on:click=move |_| asking.set(None)>
                            {tr(Text::Cancel)}
                        </button>
                    </div>
                </div>
            }
        })
    };
    view! {
        <Show when=move || returns.with(|r| !r.is_empty())>
            <section class="private-returns">
                <h3>{tr(Text::ReturnPrivatesHeading)}</h3>
                <ul>{move || returns.get().into_iter().map(row).collect_view()}</ul>
                {question}
            </section>
        </Show>
    }
}
