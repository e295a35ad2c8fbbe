//! What happens and what can be done in 1840, worded (events, actions, turn panels, the
//! names of rounds, colours and bonuses): see the parent module.
