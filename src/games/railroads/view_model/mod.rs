//! Russian Railroads' view model: pure functions from the engine's position (or a seat's
//! `View`) to what the table draws, as data (no words, no Leptos; native tests). Every rule
//! is the engine's: what is offered and why not come from `rules::available`, `check`,
//! `space_refusal`, `pay_refusal`, `payments`; what scores from `railway_spaces` and the
//! scoring events.
