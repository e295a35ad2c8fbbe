//! Trambahn's table (issue 24): the second game beside 1840. `view` turns the engine's game
//! into plain data (native tests); the components draw it and send the taps back as the
//! engine's actions.

pub mod view;
