//! Two tabs on one game: listens to the `storage` event another tab's save causes, and when
//! that tab changed the moves, shows a banner that stops this tab from saving over them until
//! the player loads the other version or keeps this one as a copy. Leaving the page before
//! choosing keeps this tab's own moves as a copy ([`Table::settle`]). Hiding or leaving the
//! page also saves a move still waiting to be saved ([`Table::flush`]).

use leptos::ev;
use leptos::prelude::*;

use crate::games::TableGame;
use crate::i18n::{self, Text};
use crate::shell::components::language::{lang, tr};
use crate::shell::persist::GAME_PREFIX;
use crate::shell::store::Table;

/// The listener and the banner for the game in `table` (of any game).
#[component]
pub fn TabSync<G: TableGame>(
    /// The game being played.
    table: Table<G>,
) -> impl IntoView {
    let store = table;
    let handle = window_event_listener(ev::storage, move |e| {
        let ours = format!("{GAME_PREFIX}{}", store.saved_as.get_untracked().0);
        if e.key().as_deref() == Some(ours.as_str()) {
            store.remote_write(e.new_value().as_deref());
        }
    });
    // Closing or reloading the page with the choice still open keeps this tab's own moves.
    let leaving = window_event_listener(ev::pagehide, move |_| store.settle());
    // A page put in the background may never come back: a move still waiting is saved now.
    // (The document's event reaches the window too.)
    let hiding = window_event_listener_untyped("visibilitychange", move |_| store.flush());
    on_cleanup(move || {
        handle.remove();
        leaving.remove();
        hiding.remove();
    });
    move || {
        store.conflict.get().map(|c| {
            let detail = move || i18n::conflict_detail(lang(), c.theirs, c.ours);
            view! {
                <div class="conflict-banner" role="alertdialog" aria-labelledby="conflict-heading">
                    <p><b id="conflict-heading">{tr(Text::ConflictHeading)}</b> " " {detail}</p>
                    <div class="conflict-buttons">
                        <button class="primary load-newer" on:click=move |_| store.load_stored()>
                            {tr(Text::LoadNewer)}
                        </button>
                        <button class="keep-copy" on:click=move |_| store.keep_as_copy()>
                            {tr(Text::KeepAsCopy)}
                        </button>
                    </div>
                </div>
            }
        })
    }
}
