//! 1840 Vienna Tramways: its view model (pure), its components, the rules' wasm part
//! ([`engine_part`]) and the 18xx.games worker's requests ([`eighteen_xx`]).

pub mod components;
pub mod eighteen_xx;
pub mod engine_part;
pub mod store;
pub mod view_model;
pub mod words;
