//! `<App/>`: the title bar and the current screen.

use leptos::prelude::*;

use crate::components::start::StartScreen;
use crate::i18n::{Lang, Text, t};

/// The whole app.
#[component]
pub fn App() -> impl IntoView {
    view! {
        <header class="title-bar"><h1>{t(Lang::En, Text::Title)}</h1></header>
        <main><StartScreen /></main>
        <footer>{t(Lang::En, Text::Credit)}</footer>
    }
}
