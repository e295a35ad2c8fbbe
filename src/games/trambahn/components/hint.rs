//! "Hint" at Trambahn's table (issue 49), as 1840's works: the person to move asks what the
//! `strong` computer would play; it thinks in slices of ≤ 8 ms (`in_slices`, the frame is never
//! blocked), and the move is shown with its reason (the engine's `bot::hint::Reason`, worded
//! here), its card or tram marked on the table, and played only by "Play it". The hint is
//! stamped with the move count: it lapses after any move. Only the person who may move now
//! sees it (never for the computer's seat, never behind the pass-and-play curtain), and the
//! engine's search reads only what that player may know.

use leptos::prelude::*;
use trambahn_engine::bot::hint::Hint;
use trambahn_engine::bot::strong::Strong;
use trambahn_engine::{Action, Game};

use super::Table;
use crate::games::trambahn::view_model::view::{Moves, Place, Selection};
use crate::i18n::{self, TbWords, Text, t};
use crate::shell::components::bots::in_slices;
use crate::shell::components::language::lang;

/// The hint asked for and the thinking under way, each stamped with the move count.
#[derive(Debug, Clone, Copy)]
pub(super) struct Hinting {
    /// The hint found, for the position after this many moves.
    asked: RwSignal<Option<(usize, Hint)>>,
    /// The computer thinks about a hint for the position after this many moves.
    thinking: RwSignal<Option<usize>>,
    /// The hint to show now: for this position, and the person at the table may move.
    pub(super) shown: Memo<Option<Hint>>,
    /// The card or tram of the hint shown and where it goes, worked out once per hint for
    /// every card, tram and place that asks whether it is marked.
    target: Memo<Option<(Selection, Place)>>,
}

impl Hinting {
    /// No hint yet; `count` is the game's move count, `moves` what the person may do.
    pub(super) fn new(count: Memo<usize>, moves: Memo<Moves>) -> Hinting {
        let asked = RwSignal::new(None::<(usize, Hint)>);
        let shown = Memo::new(move |_| {
            let now = count.get();
            let may_move = moves.with(|m| m.acting.is_some());
            asked.with(|h| {
                h.as_ref().filter(|(at, _)| *at == now && may_move).map(|(_, h)| h.clone())
            })
        });
        let target = Memo::new(move |_| {
            shown.with(|h| {
                h.as_ref().and_then(|h| {
                    crate::games::trambahn::view_model::view::selection_and_place(&h.action)
                })
            })
        });
        Hinting { asked, thinking: RwSignal::new(None), shown, target }
    }

    /// Whether the hinted move uses `pick` (its card or tram is marked).
    pub(super) fn marks(&self, pick: Selection) -> bool {
        self.target.get().is_some_and(|(s, _)| s == pick)
    }

    /// Whether the hinted move goes to `place` (the place is marked).
    pub(super) fn goes_to(&self, place: Place) -> bool {
        self.target.get().is_some_and(|(_, p)| p == place)
    }
}

/// Thinks about the hint for the position after `moves` moves in slices, then shows it;
/// gives up when a move (or an undo) happens meanwhile.
fn ask(game: Signal<Game>, hinting: Hinting, moves: usize) {
    let Some(mut search) = game.with_untracked(|g| {
        (!g.is_over()).then(|| {
            Strong::default()
                .search(g.state(), crate::games::trambahn::components::screen::bot_rng(g))
        })
    }) else {
        return;
    };
    hinting.asked.set(None);
    hinting.thinking.set(Some(moves));
    let at = move || game.try_with_untracked(|g| g.actions().len()) == Some(moves);
    in_slices(
        move || search.step(1),
        at,
        move |answer| {
            if hinting.thinking.try_get_untracked() == Some(Some(moves)) {
                hinting.thinking.set(None);
            }
            let Some(Some(action)) = answer else { return };
            let hint = game.with_untracked(|g| Hint::new(g.state(), action));
            if let Some(hint) = hint {
                hinting.asked.set(Some((moves, hint)));
            }
        },
    );
}

/// The Hint button where the person plays, and the hint once found: the move, why, "Play it"
/// (exactly that move) and "Close".
#[component]
pub(super) fn HintBox(game: Signal<Game>, table: Table) -> impl IntoView {
    let hinting = table.hint;
    let count = move || game.with(|g| g.actions().len());
    let may_move = move || table.moves.with(|m| m.acting.is_some());
    let thinking = move || hinting.thinking.get() == Some(count());
    let panel = move || {
        let hint = hinting.shown.get()?;
        let lang = lang();
        let other = game.with(|g| {
            let me = usize::from(g.state().current & 1);
            g.setup().names.get(1 - me).cloned().unwrap_or_default()
        });
        let label = i18n::tb_target(lang, &hint.action);
        let reason = i18n::tb_hint_reason(lang, &hint.reason, &other);
        let action: Action = hint.action.clone();
        Some(view! {
            <div class="hint-panel tb-hint-panel" role="status" data-action=super::action_data(&hint.action)>
                <p class="hint-move"><b>{t(lang, Text::HintHeading)}</b>" "{label}</p>
                <p class="hint-reason">{reason}</p>
                <p class="note">{i18n::tb_words(lang, TbWords::HintNote)}</p>
                <div class="hint-buttons">
                    <button class="play-hint" on:click=move |_| table.act.run(action.clone())>
                        {t(lang, Text::PlayHint)}
                    </button>
                    <button class="close-hint" on:click=move |_| hinting.asked.set(None)>
                        {t(lang, Text::CloseHint)}
                    </button>
                </div>
            </div>
        })
    };
    view! {
        <Show when=may_move>
            <div class="hint-box tb-hint-box">
                <button class="ask-hint" disabled=thinking aria-busy=move || thinking().to_string()
                    on:click=move |_| ask(game, hinting, game.with_untracked(|g| g.actions().len()))>
                    {move || t(lang(), if thinking() { Text::Thinking } else { Text::Hint })}
                </button>
                {panel}
            </div>
        </Show>
    }
}
