//! Leptos components every game shares: the history bar, charts, the language, the saved
//! games, import and share buttons, the start screen and the two-tab banner.

pub mod history;
pub mod import;
pub mod language;
pub mod plot;
pub mod saved_games;
pub mod share;
pub mod start;
pub mod tab_sync;
