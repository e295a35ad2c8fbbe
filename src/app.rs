//! `<App/>`: the title bar and the current screen.

use leptos::prelude::*;

use crate::components::gallery::Gallery;
use crate::components::start::StartScreen;
use crate::i18n::{Lang, Text, t};

/// The screens of the app.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Screen {
    Start,
    Gallery,
}

/// The whole app.
#[component]
pub fn App() -> impl IntoView {
    let (screen, set_screen) = signal(Screen::Start);
    let body = move || match screen.get() {
        Screen::Start => {
            view! { <StartScreen on_gallery=move || set_screen.set(Screen::Gallery) /> }.into_any()
        }
        Screen::Gallery => {
            view! { <Gallery on_back=move || set_screen.set(Screen::Start) /> }.into_any()
        }
    };
    view! {
        <header class="title-bar"><h1>{t(Lang::En, Text::Title)}</h1></header>
        <main>{body}</main>
        <footer>{t(Lang::En, Text::Credit)}</footer>
    }
}
