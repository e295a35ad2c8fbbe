//! Pure view models every game shares (native tests): charts as shapes and the history
//! browser's steps.

pub mod colors;
pub mod plot;
pub mod timeline;
