//! Trambahn (issue 24): its view model (pure) and its components (the table, the new-game
//! form, the screen and the computer's seat).

pub mod components;
pub mod view_model;
