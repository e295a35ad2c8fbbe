//! Russian Railroads (issue 53): its view model (pure: the main board, a player's board, the
//! decision waited for, the score strip, the scorings, the charts, the history's rounds), its
//! components (the table, the new-game form, the screen and the computer's seat) and its
//! words (which phrase of `locales/<lang>/railroads.json` says what).

pub mod action_words;
pub mod components;
pub mod view_model;
pub mod words;
