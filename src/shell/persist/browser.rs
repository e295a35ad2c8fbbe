//! The browser's side of persistence: localStorage (through gloo-storage), file downloads and
//! uploads, the page's address (share links) and the clipboard. Thin glue with no decisions of
//! its own; the browser tests (`tests/e2e/persist*.test.mjs`) cover it.
//!
//! [`BrowserStorage`] keeps entries as their exact text (`LocalStorage::raw`) and checks that
//! storage is there first, because gloo throws without it. This tab's session storage holds
//! what is handed to another page of the app (a picked file) and the saved game open in the
//! tab, which a reload or a return to the page resumes (issue 49), not a page opened afresh.

use gloo_storage::{LocalStorage, Storage};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

use super::{KeyValue, StoreError};
use crate::i18n::{Text, Wording, t};

/// The browser's localStorage, through gloo-storage's [`LocalStorage`].
///
/// Entries are stored as the text [`KeyValue`] is given, byte for byte: a saved game is
/// already JSON (`{"schema":1,…}` under `tramways.game.<id>`), and an entry set aside may not
/// be JSON at all, so the text goes through [`LocalStorage::raw`]'s `getItem`/`setItem`.
/// gloo's typed `get`/`set` would parse it, or store a JSON string of it (quoted, escaped),
/// and old saves would no longer read.
#[derive(Debug, Clone, Copy, Default)]
pub struct BrowserStorage;

impl KeyValue for BrowserStorage {
    fn get(&self, key: &str) -> Option<String> {
        available().then(|| LocalStorage::raw().get_item(key).ok().flatten()).flatten()
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
        if !available() {
            return Err(StoreError::Unavailable);
        }
        // setItem throws QuotaExceededError when the origin's quota is used up; the old value
        // stays in place.
        LocalStorage::raw().set_item(key, value).map_err(|_| StoreError::Full)
    }

    fn remove(&mut self, key: &str) {
        if available() {
            LocalStorage::delete(key);
        }
    }

    fn keys(&self) -> Vec<String> {
        if !available() {
            return Vec::new();
        }
        let storage = LocalStorage::raw();
        (0..LocalStorage::length()).filter_map(|i| storage.key(i).ok().flatten()).collect()
    }
}

/// Whether the browser gives a localStorage. gloo-storage throws a JavaScript exception
/// (which ends the app) when there is none — storage disabled, or a private window that
/// refuses it — so every use asks first; the player then sees "this browser does not allow
/// saving games" ([`StoreError::Unavailable`]). Outside a browser (native tests) there is
/// none.
fn available() -> bool {
    cfg!(target_arch = "wasm32")
        && web_sys::window().is_some_and(|w| w.local_storage().is_ok_and(|s| s.is_some()))
}

/// Offers `text` to the player as a JSON file named `file_name` (the browser's download).
pub fn download(file_name: &str, text: &str) -> Result<(), Wording> {
    let refused = || Wording::new(|lang| t(lang, Text::ErrDownload).to_owned());
    let fail = |e: JsValue| {
        let detail = format!("{e:?}");
        Wording::new(move |lang| format!("{} ({detail})", t(lang, Text::ErrDownload)))
    };
    let window = web_sys::window().ok_or_else(refused)?;
    let document = window.document().ok_or_else(refused)?;
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).map_err(fail)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(fail)?;
    let link: web_sys::HtmlAnchorElement =
        document.create_element("a").map_err(fail)?.unchecked_into();
    link.set_href(&url);
    link.set_download(file_name);
    link.click();
    // Give the download a moment to start before the address is released.
    let release = wasm_bindgen::closure::Closure::once_into_js(move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    });
    let _ = window
        .set_timeout_with_callback_and_timeout_and_arguments_0(release.unchecked_ref(), 10_000);
    Ok(())
}

/// The text of a file the player picked.
pub async fn read_file(file: web_sys::File) -> Result<String, Wording> {
    let unreadable = || Wording::new(|lang| t(lang, Text::ErrFileUnreadable).to_owned());
    let text = JsFuture::from(file.text()).await.map_err(|_| unreadable())?;
    text.as_string().ok_or_else(unreadable)
}

/// The page's fragment without the `#` ("" when there is none).
pub fn fragment() -> String {
    let hash = web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default();
    hash.strip_prefix('#').unwrap_or(&hash).to_owned()
}

/// Removes the fragment from the address bar without reloading (a shared game is opened once).
pub fn clear_fragment() {
    let Some(window) = web_sys::window() else { return };
    let location = window.location();
    let path = format!(
        "{}{}",
        location.pathname().unwrap_or_default(),
        location.search().unwrap_or_default()
    );
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&path));
    }
}

/// The page's address without its fragment, the base of share links.
pub fn page_address() -> String {
    let href = web_sys::window().and_then(|w| w.location().href().ok()).unwrap_or_default();
    href.split('#').next().unwrap_or_default().to_owned()
}

/// The address of `page` (relative to the app's folder, as [`Kind::page`] names it) beside
/// this page: `https://host/app/trambahn.html` from `https://host/app/#…`.
///
/// [`Kind::page`]: crate::games::Kind::page
pub fn page_beside(page: &str) -> String {
    let address = page_address();
    let address = address.split('?').next().unwrap_or_default();
    let folder = address.rfind('/').map_or(address, |slash| &address[..=slash]);
    format!("{folder}{}", page.trim_start_matches("./"))
}

/// Goes to `page` (relative to the app's folder) with `fragment` (without `#`): a game this
/// page's build does not play opens on the page that plays it.
pub fn go_to_page(page: &str, fragment: &str) {
    if let Some(window) = web_sys::window() {
        let _ = window.location().assign(&format!("{}#{fragment}", page_beside(page)));
    }
}

/// What a page asks of the page it hands a game to, in that page's fragment: a new game
/// (`#new`), a saved game opened (`#open=<id>`) or a picked file imported (`#import`, the
/// file's text in this tab's session storage under [`HANDED_FILE_KEY`]). A share link is
/// handed over as it is (`#game=…`).
pub mod hand_over {
    /// A new game of a kind: `new=<key>` ([`new_of`], [`new_kind`]).
    pub const NEW: &str = "new=";
    /// A saved game, by id: `open=<id>`.
    pub const OPEN: &str = "open=";
    /// A picked file, in session storage.
    pub const IMPORT: &str = "import";
    /// The session storage key of a picked file handed over.
    pub const HANDED_FILE_KEY: &str = "tramways-handed-file";

    /// The fragment that asks the page of `kind` for a new game's form.
    pub fn new_of(kind: crate::games::Kind) -> String {
        format!("{NEW}{}", kind.key())
    }

    /// The kind a new-game fragment asks for (`None`: not one).
    pub fn new_kind(fragment: &str) -> Option<crate::games::Kind> {
        let key = fragment.strip_prefix(NEW)?;
        crate::games::Kind::ALL.into_iter().find(|k| k.key() == key)
    }

    #[cfg(test)]
    mod tests {
        use super::*;
        use crate::games::Kind;

        #[test]
        fn a_new_game_fragment_names_its_kind() {
            for kind in Kind::ALL {
                assert_eq!(new_kind(&new_of(kind)), Some(kind));
            }
            assert_eq!(new_kind("new=chess"), None);
            assert_eq!(new_kind("open=abc"), None);
        }
    }
}

/// Keeps a picked file's text for the page it is handed to (this tab's session storage:
/// it survives the page change, and no other tab sees it); `false` if it could not be kept
/// (no storage, or full).
pub fn keep_handed_file(text: &str) -> bool {
    web_sys::window()
        .and_then(|w| w.session_storage().ok().flatten())
        .is_some_and(|s| s.set_item(hand_over::HANDED_FILE_KEY, text).is_ok())
}

/// The text of a file handed over by another page, taken (read once).
pub fn take_handed_file() -> Option<String> {
    let storage = web_sys::window()?.session_storage().ok().flatten()?;
    let text = storage.get_item(hand_over::HANDED_FILE_KEY).ok().flatten()?;
    let _ = storage.remove_item(hand_over::HANDED_FILE_KEY);
    Some(text)
}

/// The session storage key of the saved game open in this tab (issue 49: a reload of the tab
/// resumes it; no other tab sees it).
const OPEN_GAME_KEY: &str = "tramways.open-game";

fn session() -> Option<web_sys::Storage> {
    web_sys::window()?.session_storage().ok().flatten()
}

/// Remembers `id` as the saved game open in this tab.
pub fn remember_open_game(id: &str) {
    if let Some(storage) = session() {
        let _ = storage.set_item(OPEN_GAME_KEY, id);
    }
}

/// Forgets the game open in this tab (the player left it for the start screen).
pub fn forget_open_game() {
    if let Some(storage) = session() {
        let _ = storage.remove_item(OPEN_GAME_KEY);
    }
}

/// The saved game that was open in this tab, when the page was reloaded (or came back to by
/// the browser's back and forward): the page resumes it. A page opened afresh (its address
/// typed, a link followed) starts at the start screen, and the tab forgets the game.
pub fn game_open_before_reload() -> Option<String> {
    let window = web_sys::window()?;
    let entries = window.performance()?.get_entries_by_type("navigation");
    let kind = js_sys::Reflect::get(&entries.get(0), &JsValue::from_str("type")).ok()?;
    if !matches!(kind.as_string().as_deref(), Some("reload" | "back_forward")) {
        forget_open_game();
        return None;
    }
    session()?.get_item(OPEN_GAME_KEY).ok().flatten().filter(|id| !id.is_empty())
}

/// Copies `text` to the clipboard; `false` when the browser does not allow it (no clipboard
/// outside a secure context, or permission refused).
pub async fn copy_to_clipboard(text: &str) -> bool {
    let Some(window) = web_sys::window() else { return false };
    let navigator = window.navigator();
    let has_clipboard = js_sys::Reflect::get(&navigator, &JsValue::from_str("clipboard"))
        .is_ok_and(|c| !c.is_undefined() && !c.is_null());
    if !has_clipboard {
        return false;
    }
    JsFuture::from(navigator.clipboard().write_text(text)).await.is_ok()
}
