//! 1840's files: the export for 18xx.games (offered only for games set up with its rules) of a
//! saved game or of the game being played, beside every game's export and share link.

use leptos::prelude::*;
use leptos::task::spawn_local;

use crate::games::vienna::store::Store;
use crate::i18n::{Text, Wording, t};
use crate::shell::components::language::tr;
use crate::shell::components::share::{TableFiles, load_error};
use crate::shell::persist::browser::download;
use crate::shell::persist::files::{export_18xx_file_name, export_18xx_text, exportable_to_18xx};
use crate::shell::persist::{BrowserStorage, Library};

/// Downloads a saved 1840 game as an 18xx.games export; the error is for the player.
pub async fn export_stored_18xx(id: &str) -> Result<(), Wording> {
    let entry = Library::new(BrowserStorage)
        .entry::<tramways_engine::game::Game>(id)
        .map_err(load_error)?;
    download(&export_18xx_file_name(&entry.name), &export_18xx_text(&entry.save).await?)
}

/// Export, 18xx.games export and share for the 1840 game being played (under its screen).
#[component]
pub fn GameFiles(
    /// The game being played.
    store: Store,
) -> impl IntoView {
    let error = RwSignal::new(None::<Wording>);
    // The set-up never changes during a game, so whether it can go to 18xx.games is asked once.
    let eighteen_xx = store.game.with_untracked(|g| exportable_to_18xx(g.setup()));
    let export_18xx = move |_| {
        let name = store.saved_as.with_untracked(|(_, name)| name.clone());
        let save = store.game.with_untracked(|g| g.save());
        spawn_local(async move {
            let result = match export_18xx_text(&save).await {
                Ok(text) => download(&export_18xx_file_name(&name), &text),
                Err(e) => Err(e),
            };
            error.set(result.err().map(|reason| {
                Wording::new(move |lang| {
                    format!("{} {}", t(lang, Text::ExportEighteenXxFailed), reason.text(lang))
                })
            }));
        });
    };
    let export_18xx = eighteen_xx.then(|| {
        view! {
            <button class="export-18xx" on:click=export_18xx>{tr(Text::ExportEighteenXx)}</button>
        }
        .into_any()
    });
    match export_18xx {
        Some(more) => view! { <TableFiles table=store.table more error /> }.into_any(),
        None => view! { <TableFiles table=store.table error /> }.into_any(),
    }
}
