//! Trambahn's view model: pure functions from the engine's game to what the table draws
//! (native tests).

pub mod charts;
mod timeline;
pub mod view;
