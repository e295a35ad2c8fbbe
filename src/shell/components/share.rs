//! Taking a game out of the browser: the export file (a download) and the share link (the game
//! in the address's fragment), for a saved game or the game being played, of any game (1840's
//! export for 18xx.games is its own: `games::vienna::components::game_files`).

use leptos::prelude::*;
use leptos::task::spawn_local;

use crate::games::TableGame;
use crate::i18n::{self, Text, Wording, t};
use crate::shell::components::language::{lang, tr};
use crate::shell::persist::browser::{copy_to_clipboard, download, page_beside};
use crate::shell::persist::files::{export_file_name, export_text};
use crate::shell::persist::share::link_fragment;
use crate::shell::persist::{BrowserStorage, Library, LoadError, SCHEMA_VERSION, StoredGame};
use crate::shell::store::{Table, now};

/// Downloads a saved game (of any game) as a file; the error is for the player.
pub fn export_stored(id: &str) -> Result<(), Wording> {
    let library = Library::new(BrowserStorage);
    crate::with_kind!(library.kind_of(id).map_err(load_error)?, G => {
        let entry = library.entry::<G>(id).map_err(load_error)?;
        download(&export_file_name(G::KIND, &entry.name), &export_text(&entry))
    }, elsewhere kind => {
        let entry = library.raw_entry(id).map_err(load_error)?;
        download(&export_file_name(kind, &entry.name), &export_text(&entry))
    })
}

/// The share link of a saved game (of any game); the error is for the player.
pub fn stored_share_link(id: &str) -> Result<String, Wording> {
    let library = Library::new(BrowserStorage);
    crate::with_kind!(library.kind_of(id).map_err(load_error)?, G => {
        let entry = library.entry::<G>(id).map_err(load_error)?;
        Ok(share_link::<G>(&entry.name, &entry.save))
    }, elsewhere kind => {
        // Opened by the page that plays it: the link names that page.
        let entry = library.raw_entry(id).map_err(load_error)?;
        let fragment = crate::shell::persist::share::link_fragment_of(kind, &entry.name, &entry.save);
        Ok(format!("{}#{fragment}", page_beside(kind.page())))
    })
}

/// A saved game that could not be read, worded when shown.
pub(crate) fn load_error(e: LoadError) -> Wording {
    Wording::new(move |lang| e.message(lang))
}

/// A link to the page that plays the game (1840's links open the 1840 page, Trambahn's the
/// Trambahn page, wherever they were made).
fn share_link<G: TableGame>(name: &str, save: &G::Save) -> String {
    format!("{}#{}", page_beside(G::KIND.page()), link_fragment::<G>(name, save))
}

/// A share link in a read-only field, with a copy button, its size and what it does.
#[component]
pub fn SharePanel(
    /// The whole link.
    link: String,
) -> impl IntoView {
    let copied = RwSignal::new(None::<bool>);
    let kilobytes = link.len() as f64 / 1000.0;
    let note = move || {
        let lang = lang();
        let size = i18n::decimal(lang, kilobytes, 1);
        format!("{} ({size} {})", t(lang, Text::ShareNote), t(lang, Text::Kilobytes))
    };
    let to_copy = link.clone();
    let copy = move |_| {
        let text = to_copy.clone();
        spawn_local(async move {
            let ok = copy_to_clipboard(&text).await;
            copied.try_set(Some(ok));
        });
    };
    view! {
        <div class="share-panel">
            <div class="share-row">
                <input type="text" class="share-url" readonly prop:value=link
                    aria-label=tr(Text::ShareLink)
                    on:focus:target=move |e| e.target().select() />
                <button class="primary copy-link" on:click=copy>{tr(Text::CopyLink)}</button>
            </div>
            <p class="note share-note">{note}</p>
            <p class="note copy-status" role="status">
                {move || copied.get().map(|ok| if ok { t(lang(), Text::LinkCopied) } else { t(lang(), Text::CopyFailed) })}
            </p>
        </div>
    }
}

/// Export and share for a game being played, of any game: the export file, the share link,
/// and the game's own buttons (`more`) beside them.
#[component]
pub fn TableFiles<G: TableGame>(
    /// The game being played.
    table: Table<G>,
    /// More buttons for this game, after the export.
    #[prop(optional)]
    more: Option<AnyView>,
    /// Where the buttons' errors are shown.
    #[prop(optional)]
    error: Option<RwSignal<Option<Wording>>>,
) -> impl IntoView {
    let sharing = RwSignal::new(false);
    let error = error.unwrap_or_else(|| RwSignal::new(None));
    let store = table;
    // What the player sees is what leaves: this tab's game, even while another tab's version
    // waits for a choice.
    let entry = move || {
        let (id, name) = store.saved_as.get_untracked();
        let created = Library::new(BrowserStorage).entry::<G>(&id).map_or(now(), |e| e.created);
        StoredGame {
            schema: SCHEMA_VERSION,
            kind: G::KIND,
            id,
            name,
            created,
            updated: now(),
            revision: store.revision.get_untracked(),
            status: None,
            save: store.game.with_untracked(|g| g.save()),
        }
    };
    let export = move |_| {
        let entry = entry();
        error.set(download(&export_file_name(G::KIND, &entry.name), &export_text(&entry)).err());
    };
    let share = move |_| sharing.update(|s| *s = !*s);
    // The link follows the game while it is shown.
    let link = move || {
        sharing.get().then(|| {
            let name = store.saved_as.with(|(_, name)| name.clone());
            let link = store.game.with(|g| share_link::<G>(&name, &g.save()));
            view! { <SharePanel link /> }
        })
    };
    view! {
        <section class="game-files">
            <div class="game-files-buttons">
                <button class="export" on:click=export>{tr(Text::ExportFile)}</button>
                {more}
                <button class="share" on:click=share aria-expanded=move || sharing.get().to_string()>{tr(Text::ShareLink)}</button>
            </div>
            <p class="error" role="alert">{move || error.get().map(|e| e.text(lang()))}</p>
            {link}
        </section>
    }
}
