//! 1840's words in Rust, written once for every language: which phrase of
//! `locales/<lang>/tramways.json` words a piece of the engine's data, and with what arguments.
//! The wordings themselves are data, one file per language; `crate::i18n` re-exports these
//! functions as the app's API.
//!
//! - [`play`]: what happens and what can be done (events, actions, turn panels, names of
//!   rounds, colours, bonuses).
//! - [`refusals`]: why a move is refused, set-up, import and export problems, the hint's advice.

pub mod play;
pub mod refusals;
