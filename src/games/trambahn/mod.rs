//! Trambahn (issue 24): its view model (pure), its components (the table, the new-game
//! form, the screen and the computer's seat) and its words (which phrase of
//! `locales/<lang>/trambahn.json` says what).

pub mod components;
pub mod view_model;
pub mod words;
