//! The import button: a file picker for a game file (this app's export or an 18xx.games
//! export). A good file becomes a new saved game; a bad one changes nothing and says why.

use leptos::prelude::*;
use leptos::task::spawn_local;

use crate::i18n::{Text, Wording};
use crate::shell::components::language::{lang_untracked, tr};
use crate::shell::persist::browser::{go_to_page, hand_over, keep_handed_file, read_file};
use crate::shell::persist::files::{FileError, MAX_FILE_BYTES, read_game_file};
use crate::shell::persist::{BrowserStorage, Library, LoadError};
use crate::shell::store::now;

/// Reads a picked file and stores the game in it; the answer is its id or the message. A game
/// this page's build does not play (a Trambahn file on the 1840 page) is handed, with the
/// file's text, to the page that plays it.
pub async fn import_text(text: &str) -> Result<String, Wording> {
    // A game file is replayed: the rules' part first (crate::games::vienna::engine_part).
    if crate::games::vienna::engine_part::ready().await.is_none() {
        return Err(Wording::new(|lang| crate::i18n::t(lang, Text::ErrGameScreen).to_owned()));
    }
    let file = read_game_file(text, lang_untracked()).await.map_err(|e| {
        if let FileError::Saved(LoadError::Elsewhere(kind)) = e
            && keep_handed_file(text)
        {
            go_to_page(kind.page(), hand_over::IMPORT);
        }
        Wording::new(move |lang| e.message(lang))
    })?;
    let id = file
        .game
        .add_to(&mut Library::new(BrowserStorage), &file.name, now())
        .map_err(|e| Wording::new(move |lang| e.message(lang)))?;
    Ok(id)
}

/// A button that opens the file picker.
#[component]
pub fn ImportButton(
    /// Called with the new game's id, or with the reason the file was refused.
    on_done: impl Fn(Result<String, Wording>) + Clone + 'static,
) -> impl IntoView {
    let pick = move |e: leptos::ev::Event| {
        let input: web_sys::HtmlInputElement = event_target(&e);
        let Some(file) = input.files().and_then(|files| files.get(0)) else { return };
        // The same file may be picked again after a fix.
        input.set_value("");
        // Refused before it is read: a huge file would be copied into memory first.
        if file.size() > MAX_FILE_BYTES as f64 {
            on_done(Err(Wording::new(|lang| FileError::TooLarge.message(lang))));
            return;
        }
        let on_done = on_done.clone();
        spawn_local(async move {
            let result = match read_file(file).await {
                Ok(text) => import_text(&text).await,
                Err(e) => Err(e),
            };
            on_done(result);
        });
    };
    view! {
        <label class="big-button import-game">
            {tr(Text::ImportGame)}
            <input type="file" class="import-file visually-hidden"
                accept=".json,application/json" on:change=pick />
        </label>
    }
}
