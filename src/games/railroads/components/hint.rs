//! "Hint" at Russian Railroads' table, as at the other games': the person deciding asks what
//! the `strong` computer would play; it thinks a future at a time in slices (`in_slices`: the
//! frame is never blocked), and the move is shown with its reason (the engine's
//! `bot::hint::Reason`, worded), marked where it is drawn, and played only by "Play it". The
//! hint is stamped with the move count: it lapses after any move. The engine's search reads
//! only what the deciding seat may know (`State::view_for`).

use leptos::prelude::*;
use russian_railroads_engine::bot::hint::{Hint, reason};
use russian_railroads_engine::bot::strong::Strong;
use russian_railroads_engine::state::PlayerId;

use super::{Shown, Table};
use crate::games::railroads::words as rw;
use crate::i18n::{Text, t as tx};
use crate::shell::components::bots::in_slices;
use crate::shell::components::language::lang;

/// The hint asked for and the thinking under way, each stamped with the move count.
#[derive(Debug, Clone, Copy)]
pub(super) struct Hinting {
    /// The hint found, for the position after this many moves.
    asked: RwSignal<Option<(usize, Hint)>>,
    /// The computer thinks about a hint for the position after this many moves.
    thinking: RwSignal<Option<usize>>,
    /// The hint to show now: for this position, while a person decides.
    pub(super) shown: Memo<Option<Hint>>,
}

impl Hinting {
    /// No hint yet; `count` is the game's move count, `acting` the person deciding.
    pub(super) fn new(count: Memo<usize>, acting: Memo<Option<PlayerId>>) -> Hinting {
        let asked = RwSignal::new(None::<(usize, Hint)>);
        let shown = Memo::new(move |_| {
            let now = count.get();
            let may_move = acting.get().is_some();
            asked.with(|h| h.as_ref().filter(|(at, _)| *at == now && may_move).map(|(_, h)| *h))
        });
        Hinting { asked, thinking: RwSignal::new(None), shown }
    }
}

/// Thinks about the hint for the position after `moves` moves in slices, then shows it;
/// gives up when a move (or an undo) happens meanwhile.
fn ask(game: Shown, hinting: Hinting, moves: usize) {
    let Some(mut search) = game.with_untracked(|g| {
        (!g.is_over()).then(|| Strong::default().search(g.state(), game_core::decision_rng(g)))
    }) else {
        return;
    };
    hinting.asked.set(None);
    hinting.thinking.set(Some(moves));
    let at = move || game.try_with_untracked(|g| g.actions().len()) == Some(moves);
    in_slices(
        move || search.step(),
        at,
        move |answer| {
            if hinting.thinking.try_get_untracked() == Some(Some(moves)) {
                hinting.thinking.set(None);
            }
            let Some(Some(action)) = answer else { return };
            let hint = game.with_untracked(|g| Hint { action, reason: reason(g.state(), &action) });
            hinting.asked.set(Some((moves, hint)));
        },
    );
}

/// The Hint button where a person decides, and the hint once found: the move, why, "Play it"
/// (exactly that move) and "Close".
#[component]
pub(super) fn HintBox(t: Table) -> impl IntoView {
    let hinting = t.hint;
    let game = t.game;
    let thinking = move || hinting.thinking.get() == Some(t.count.get());
    let panel = move || {
        let hint = hinting.shown.get()?;
        let lang = lang();
        let action = hint.action;
        Some(view! {
            <div class="hint-panel rr-hint-panel" role="status" data-action=super::action_data(&action)>
                <p class="hint-move"><b>{tx(lang, Text::HintHeading)}</b>" "{crate::games::railroads::action_words::action(lang, &action)}</p>
                <p class="hint-reason">{rw::hint_reason(lang, &hint.reason)}</p>
                <div class="hint-buttons">
                    <button class="play-hint" on:click=move |_| t.act.run(action)>{tx(lang, Text::PlayHint)}</button>
                    <button class="close-hint" on:click=move |_| hinting.asked.set(None)>{tx(lang, Text::CloseHint)}</button>
                </div>
            </div>
        })
    };
    view! {
        <Show when=move || t.acting.get().is_some()>
            <div class="hint-box rr-hint-box">
                <button class="ask-hint" disabled=thinking aria-busy=move || thinking().to_string()
                    on:click=move |_| ask(game, hinting, game.with_untracked(|g| g.actions().len()))>
                    {move || tx(lang(), if thinking() { Text::Thinking } else { Text::Hint })}
                </button>
                {panel}
            </div>
        </Show>
    }
}
