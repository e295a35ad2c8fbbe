//! The hand dock, kept at the bottom of the screen: the pass-and-play curtain, or the hand of
//! the person at the table as big tap targets with what to do next and "End turn". The other
//! player's hand is never drawn face up (its size is on their side of the table). When End
//! turn would send columns without a tram to money, the dock says so beforehand (the engine's
//! foresight, `view::end_turn_loss`) and End turn asks once more: end it anyway, or go back.

use leptos::prelude::*;
use trambahn_engine::{Action, Game};

use super::Table;
use super::board::{card_face, colour_class};
use super::hint::HintBox;
use crate::games::trambahn::view_model::view::{self, HandView, Seating, Selection};
use crate::i18n::{self, Text, t};
use crate::shell::components::language::{lang, tr};

/// The curtain or the hands that may be seen, the prompt and the end of the turn.
#[component]
pub(super) fn HandDock(
    game: Signal<Game>,
    table: Table,
    /// Who may see which hand.
    seating: Memo<Seating>,
    /// Lifts the curtain for the turn now.
    reveal: Callback<()>,
    /// The history browser looks back: no prompt and no End turn.
    looking_back: Signal<bool>,
) -> impl IntoView {
    let hands = Memo::new(move |_| game.with(|g| view::hands(g, seating.get())));
    let names = Memo::new(move |_| game.with(|g| g.setup().names.clone()));
    let name = move |p: u8| names.with(|n| n.get(usize::from(p)).cloned().unwrap_or_default());
    let dock = move || match seating.get() {
        Seating::Curtain(p) => {
            let text = move || i18n::tb_pass_to(lang(), &name(p));
            view! {
                <div class="tb-curtain" data-player=p>
                    <p class="tb-hidden-note">{tr(Text::TbHandHidden)}</p>
                    <button class="tb-reveal" on:click=move |_| reveal.run(())>{text}</button>
                </div>
            }
            .into_any()
        }
        Seating::Nobody => ().into_any(),
        // Pass-and-play looking back: no hand, no card, no curtain to lift.
        Seating::Hidden => {
            view! { <p class="tb-hidden-note tb-hidden-past">{tr(Text::TbHandsHiddenPast)}</p> }
                .into_any()
        }
        seat @ (Seating::Viewer(_) | Seating::Open) => {
            let each = move || {
                hands
                    .get()
                    .into_iter()
                    .map(|h| {
                        let owner = name(h.owner);
                        hand(table, h, owner)
                    })
                    .collect_view()
            };
            // Once the game is over the hands are shown, and nothing is left to do; looking
            // back, nothing can be done.
            let prompt = (matches!(seat, Seating::Viewer(_)) && !looking_back.get())
                .then(|| view! { <Prompt game table /> });
            view! { {each} {prompt} }.into_any()
        }
    };
    // Once the game is over the hands lie open on the table, no longer docked.
    let open = move || seating.get() == Seating::Open;
    view! { <section class="tb-dock" class:tb-dock-open=open>{dock}</section> }
}

/// One hand face up: each card a button that selects it (a card no move uses is disabled).
fn hand(table: Table, hand: HandView, owner: String) -> impl IntoView {
    let cards = hand
        .cards
        .into_iter()
        .map(|face| {
            let pick = Selection::Card(face.id);
            let playable = move || table.moves.with(|m| m.playable_cards.contains(&face.id));
            let chosen = move || table.moves.with(|m| m.selection == Some(pick));
            view! {
                <li>
                    <button class=format!("tb-card {}", colour_class(&face)) data-card=face.id.0
                        class:tb-hinted=move || table.hint.marks(pick)
                        aria-pressed=move || chosen().to_string() disabled=move || !playable()
                        aria-label=move || i18n::tb_card(lang(), face.id)
                        on:click=move |_| table.select.run(pick)>
                        {card_face(face)}
                    </button>
                </li>
            }
        })
        .collect_view();
    view! {
        <div class="tb-hand" data-player=hand.owner>
            <h2>{move || format!("{} · {owner}", t(lang(), Text::TbHand))}</h2>
            <ol class="tb-hand-cards">{cards}</ol>
        </div>
    }
}

/// What to do now, "End turn" while the turn may end, and the hint. When End turn would send
/// columns without a tram to money, the dock says so beforehand (the engine's foresight,
/// [`view::end_turn_loss`]), and End turn asks once more: end it anyway, or go back.
#[component]
fn Prompt(game: Signal<Game>, table: Table) -> impl IntoView {
    let prompt = move || {
        table.moves.with(|m| {
            let key = match (m.acting, m.selection) {
                (None, _) => Text::TbWaitTurn,
                (Some(_), None) => Text::TbTapCard,
                (Some(_), Some(Selection::Card(_))) => Text::TbTapPlace,
                (Some(_), Some(Selection::Tram(_))) => Text::TbTapColumn,
            };
            t(lang(), key)
        })
    };
    let can_end = move || table.moves.with(|m| m.end_turn);
    let count = Memo::new(move |_| game.with(|g| g.actions().len()));
    let loss = Memo::new(move |_| game.with(view::end_turn_loss));
    // The question is asked for this position only: any move (or undo) drops it.
    let asked = RwSignal::new(None::<usize>);
    let asking = move || asked.get() == Some(count.get()) && can_end();
    let end_turn = move |_| {
        if loss.get_untracked().is_some() {
            asked.set(Some(count.get_untracked()));
        } else {
            table.act.run(Action::EndTurn);
        }
    };
    let warning = move || {
        let loss = loss.get().filter(|_| can_end())?;
        Some(view! {
            <p class="tb-end-warning" data-columns=loss.columns data-cards=loss.cards>
                {move || i18n::tb_end_turn_loss(lang(), loss.columns, loss.cards)}
            </p>
        })
    };
    let buttons = move || {
        if asking() {
            view! {
                <div class="tb-end-confirm" role="group" aria-label=move || t(lang(), Text::TbEndTurnSure)>
                    <p class="tb-end-question">{tr(Text::TbEndTurnSure)}</p>
                    <button class="tb-go-back primary" on:click=move |_| asked.set(None)>
                        {tr(Text::TbGoBack)}
                    </button>
                    <button class="tb-end-anyway" data-action=super::action_data(&Action::EndTurn)
                        on:click=move |_| table.act.run(Action::EndTurn)>
                        {tr(Text::TbEndTurnAnyway)}
                    </button>
                </div>
            }
            .into_any()
        } else {
            view! {
                <button class="tb-end-turn" disabled=move || !can_end()
                    data-action=super::action_data(&Action::EndTurn)
                    data-asks=move || loss.with(Option::is_some).to_string()
                    on:click=end_turn>{tr(Text::TbEndTurn)}</button>
            }
            .into_any()
        }
    };
    view! {
        <div class="tb-controls" role="status">
            <p class="tb-prompt">{prompt}</p>
            {warning}
            {buttons}
            <HintBox game table />
        </div>
    }
}
