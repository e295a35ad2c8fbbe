//! Russian Railroads (issue 53): its view model (pure: the main board, a player's board, the
//! decision waited for, the score strip, the scorings) and its words. Its components come
//! with the table (docs/railroads-plan.md, step 3).

pub mod view_model;
pub mod words;
