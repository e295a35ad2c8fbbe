//! Trambahn's table (placeholder for the table being built on the `tb-app` branch).

use leptos::prelude::*;

/// The table.
#[component]
pub fn TrambahnTable(
    /// The game as shown.
    game: Signal<trambahn_engine::Game>,
    /// Why the last move was refused (worded at render time), until the next move.
    error: Signal<Option<trambahn_engine::Refusal>>,
    /// Plays a move: the caller applies it (a refusal lands in `error`).
    play: Callback<trambahn_engine::Action>,
    /// Takes back the last move of a person (with the computer's moves after it).
    undo: Callback<()>,
    /// Whether undo has anything to take back.
    can_undo: Signal<bool>,
    /// Whether the computer is thinking about its move now.
    thinking: Signal<bool>,
) -> impl IntoView {
    let _ = (error, undo, can_undo, thinking);
    view! {
        <div class="tb-placeholder">
            {move || game.with(|g| g.actions().len())}
            <button class="tb-any" on:click=move |_| {
                if let Some(a) = game.with_untracked(|g| g.available().first().cloned()) { play.run(a) }
            }>"»"</button>
        </div>
    }
}
