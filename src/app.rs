//! `<App/>`: the title bar and the current screen.

use leptos::prelude::*;

use crate::components::bench::{BENCH_HASH, Bench};
use crate::components::gallery::Gallery;
use crate::components::game_screen::GameScreen;
use crate::components::new_game::NewGame;
use crate::components::start::StartScreen;
use crate::i18n::{Lang, Text, t};
use crate::persist::{BrowserStorage, Library};
use crate::store::Store;

/// The screens of the app.
#[derive(Debug, Clone, Copy)]
enum Screen {
    Start,
    NewGame,
    Game(Store),
    Gallery,
    /// The optimizer benchmark (opened by its URL fragment, for developers and tests).
    Bench,
}

/// The URL fragment the page was opened with ("" outside a browser).
fn location_hash() -> String {
    web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default()
}

/// The whole app.
#[component]
pub fn App() -> impl IntoView {
    let first = if location_hash() == BENCH_HASH { Screen::Bench } else { Screen::Start };
    let screen = RwSignal::new(first);
    // The game's signals must outlive the new-game form that creates them: they belong to the
    // app's owner.
    let owner = Owner::current().unwrap_or_default();
    let body = move || {
        let owner = owner.clone();
        match screen.get() {
            Screen::Start => view! {
                <StartScreen
                    on_gallery=move || screen.set(Screen::Gallery)
                    on_new=move || screen.set(Screen::NewGame)
                    on_resume=move |id: String| {
                        if let Ok((entry, game)) = Library::new(BrowserStorage).load(&id) {
                            let store = owner.clone().with(|| Store::resume(id, entry.name, game));
                            screen.set(Screen::Game(store));
                        }
                    } />
            }
            .into_any(),
            Screen::NewGame => view! {
                <NewGame
                    on_start=move |setup| match owner.clone().with(|| Store::start(setup)) {
                        Ok(store) => {
                            screen.set(Screen::Game(store));
                            None
                        }
                        Err(e) => Some(e),
                    }
                    on_back=move || screen.set(Screen::Start) />
            }
            .into_any(),
            Screen::Game(store) => {
                view! { <GameScreen store on_leave=move || screen.set(Screen::Start) /> }.into_any()
            }
            Screen::Gallery => {
                view! { <Gallery on_back=move || screen.set(Screen::Start) /> }.into_any()
            }
            Screen::Bench => {
                view! { <Bench on_back=move || screen.set(Screen::Start) /> }.into_any()
            }
        }
    };
    view! {
        <header class="title-bar"><h1>{t(Lang::En, Text::Title)}</h1></header>
        <main>{body}</main>
        <footer>{t(Lang::En, Text::Credit)}</footer>
    }
}
