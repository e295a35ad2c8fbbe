//! The browser app of 1840 Vienna Tramways and Trambahn (Leptos, client-side rendered), by game
//! and then by layer.
//!
//! `games` names every game the app plays, and holds each game's own code (`games::vienna`,
//! `games::trambahn`): its `view_model` (pure functions from engine state to what is drawn,
//! tested natively) and its `components` (thin Leptos views over it). `shell` is what every
//! game shares and never names a game; `i18n` holds every user-visible string.

pub mod games;
pub mod i18n;
#[cfg(test)]
mod layers;
pub mod shell;
