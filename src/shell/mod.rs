//! What every game shares and that names no game: the app's routing, the store, the saved
//! games (library, files, share links, the browser's glue), the history bar, charts, the
//! language and the start screen.

pub mod app;
pub mod components;
pub mod frame;
pub mod persist;
pub mod store;
pub mod view_model;
