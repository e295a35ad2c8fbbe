//! The app's language: one context signal that every view reads when it words a text, set by
//! the picker in the title bar, remembered in localStorage and first taken from the browser's
//! preferred languages. Switching only rewords: the game, its log (events) and every saved
//! game stay as they are.
//!
//! The choice is kept under [`LANG_KEY`] (`tramways.lang`); `<html lang>` and the page's web
//! manifest (`public/manifest.<code>.webmanifest`) follow it. [`tr`] is a fixed text that
//! follows the language (one closure type for all of them: the wasm's size).

use leptos::prelude::*;

use crate::i18n::{Lang, Text, t};
use crate::shell::persist::{BrowserStorage, KeyValue};

/// Where the chosen language is remembered (beside the saved games' `tramways.game.*`).
pub const LANG_KEY: &str = "tramways.lang";

/// The context that carries the language.
#[derive(Debug, Clone, Copy)]
struct Language(RwSignal<Lang>);

thread_local! {
    /// The same signal for code that runs outside the component tree (event handlers, tasks
    /// after an `await`, the store), where no context is reachable.
    static APP_LANGUAGE: std::cell::Cell<Option<RwSignal<Lang>>> =
        const { std::cell::Cell::new(None) };
}

/// The language's signal: the app's, else from the context. (The app's comes first: it is the
/// context's own signal, and looking a context up walks the owners, hundreds of times a move.)
fn signal() -> Option<RwSignal<Lang>> {
    APP_LANGUAGE.with(std::cell::Cell::get).or_else(|| use_context::<Language>().map(|l| l.0))
}

/// The language the app starts in: the one chosen earlier, else the browser's, else English
/// (its words are loaded before the app mounts: `main.rs`).
pub fn start_language() -> Lang {
    let remembered = BrowserStorage.get(LANG_KEY).and_then(|code| Lang::from_code(&code));
    remembered.unwrap_or_else(browser_language)
}

/// Provides the language to the app below: the one chosen earlier, else the browser's, else
/// English. Keeps `<html lang>` and the remembered choice in step with it.
pub fn provide_language() {
    let first = start_language();
    // Its words could not be fetched (main.rs then loads English's).
    let first = if crate::i18n::words::loaded(first) { first } else { Lang::En };
    let signal = RwSignal::new(first);
    provide_context(Language(signal));
    APP_LANGUAGE.with(|l| l.set(Some(signal)));
    Effect::new(move |_| {
        let lang = signal.get();
        let root = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element());
        if let Some(root) = root {
            // Screen readers and hyphenation follow <html lang>; a refusal changes nothing.
            let _ = root.set_attribute("lang", lang.code());
        }
        // The web manifest names the app in the chosen language (public/manifest.<code>.…).
        let link = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.query_selector("link[rel=manifest]").ok().flatten());
        if let Some(link) = link {
            let _ = link.set_attribute("href", &manifest_of(lang));
        }
    });
}

/// The web manifest of a language, relative to the page (issue 49: the installed app is
/// named in the language chosen).
pub fn manifest_of(lang: Lang) -> String {
    format!("public/manifest.{}.webmanifest", lang.code())
}

/// The language now. Read inside a view's closure, the view follows a switch.
pub fn lang() -> Lang {
    signal().map_or(Lang::En, |s| s.get())
}

/// The words of `key` in the language now, as a view's text or an attribute's value that
/// follows a switch: `{tr(Text::Back)}` is `{move || t(lang(), Text::Back)}`. One closure type
/// for every fixed text of the app, where each `move ||` written out is a type of its own and
/// so its own copy of Leptos' rendering code in the wasm (about 150 of them).
pub fn tr(key: Text) -> impl Fn() -> &'static str + Copy + Send + Sync + 'static {
    move || t(lang(), key)
}

/// The language now, without subscribing (for event handlers and one-off work).
pub fn lang_untracked() -> Lang {
    signal().map_or(Lang::En, |s| s.get_untracked())
}

/// The first of `navigator.languages` the app speaks, else English.
fn browser_language() -> Lang {
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else {
        return Lang::En;
    };
    let codes: Vec<String> = navigator.languages().iter().filter_map(|v| v.as_string()).collect();
    Lang::preferred(codes.iter().map(String::as_str))
}

/// The language picker: a `<select>` named "Language" in the language shown, each language
/// listed in its own name.
#[component]
pub fn LanguagePicker() -> impl IntoView {
    let Some(signal) = signal() else {
        return ().into_any();
    };
    let choose = move |ev: leptos::ev::Event| {
        let Some(lang) = Lang::from_code(&event_target_value(&ev)) else { return };
        // Not remembered (storage full or refused): the choice still holds for this visit.
        let _ = BrowserStorage.set(LANG_KEY, lang.code());
        // The switch takes effect when the language's words are here (at once when they were
        // loaded before, or natively); without them (offline, never fetched) it does not.
        leptos::task::spawn_local(async move {
            if crate::i18n::words::load(lang).await {
                signal.set(lang);
            }
        });
    };
    let options = Lang::ALL.map(|l| {
        view! {
            <option value=l.code() lang=l.code() selected=move || signal.get() == l>
                {l.native_name()}
            </option>
        }
    });
    view! {
        <select class="language-picker" aria-label=move || t(signal.get(), Text::Language)
            title=move || t(signal.get(), Text::Language) on:change=choose
            prop:value=move || signal.get().code()>
            {options}
        </select>
    }
    .into_any()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Text, t};

    /// Issue 49: each language's web manifest names the app as its start screen does, and the
    /// page's template links one of them.
    #[test]
    fn each_manifest_names_the_app_in_its_language() {
        let manifests = [
            (Lang::En, include_str!("../../../public/manifest.en.webmanifest")),
            (Lang::Es, include_str!("../../../public/manifest.es.webmanifest")),
            (Lang::De, include_str!("../../../public/manifest.de.webmanifest")),
        ];
        for (lang, text) in manifests {
            let manifest: serde_json::Value = serde_json::from_str(text).expect("a manifest");
            assert_eq!(manifest["name"], t(lang, Text::AppName), "{lang:?}");
            assert_eq!(manifest["lang"], lang.code());
            assert!(include_str!("../../../index.html").contains(&manifest_of(Lang::En)));
        }
        assert_eq!(manifests.len(), Lang::ALL.len());
    }
}
