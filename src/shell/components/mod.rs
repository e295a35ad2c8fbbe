//! Leptos components every game shares: the history bar, charts, the language, the saved
//! games, import and share buttons, the start screen, the new-game form's seats, the two-tab
//! banner and the frame of a game's screen.

pub mod bots;
pub mod history;
pub mod import;
pub mod language;
pub mod plot;
pub mod saved_games;
pub mod seats;
pub mod seed;
pub mod share;
pub mod start;
pub mod tab_sync;
pub mod table_screen;

/// Whether a key press goes to a form field (or, with `buttons`, also to a button), which
/// handle keys themselves.
pub(crate) fn typed_in(event: &leptos::ev::KeyboardEvent, buttons: bool) -> bool {
    use wasm_bindgen::JsCast;
    let tag = event
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .map(|el| el.tag_name())
        .unwrap_or_default();
    matches!(tag.as_str(), "INPUT" | "SELECT" | "TEXTAREA") || (buttons && tag == "BUTTON")
}
