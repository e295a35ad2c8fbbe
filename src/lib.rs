//! The browser app of 1840 Vienna Tramways (Leptos, client-side rendered).
//!
//! `view_model` holds pure functions from engine state to what is drawn and is tested
//! natively; `components` are thin Leptos views over it; `i18n` holds every user-visible
//! string; `trambahn` is the second game's table (its own view model and components).

pub mod app;
pub mod components;
pub mod eighteen_xx;
pub mod engine_part;
pub mod games;
pub mod i18n;
pub mod persist;
pub mod store;
#[cfg(feature = "trambahn")]
pub mod trambahn;
pub mod view_model;
