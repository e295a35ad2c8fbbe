//! The start screen: new game, the saved games, the tile gallery, and the board of Vienna.

use leptos::prelude::*;
use tramways_engine::data::BoardVariant;

use crate::components::hex_map::HexMap;
use crate::i18n::{Lang, Text, t};
use crate::persist::{BrowserStorage, Library};

/// Tagline, the ways into the app, the saved games and the board of Vienna.
#[component]
pub fn StartScreen(
    /// Called when the player opens the tile gallery.
    on_gallery: impl Fn() + 'static,
    /// Called when the player starts a new game.
    on_new: impl Fn() + 'static,
    /// Called with a saved game's id to resume it.
    on_resume: impl Fn(String) + Clone + Send + Sync + 'static,
) -> impl IntoView {
    // Bumped after a deletion to list the games again.
    let version = RwSignal::new(0u32);
    let confirm = RwSignal::new(None::<String>);
    let listing = move || {
        version.get();
        Library::new(BrowserStorage).list()
    };
    let saved = move || {
        let listing = listing();
        let warnings = listing
            .set_aside
            .into_iter()
            .map(|(id, reason)| {
                view! { <li class="set-aside" role="alert">{format!("{} {id}: {reason}", t(Lang::En, Text::SetAside))}</li> }
            })
            .collect_view();
        let on_resume = on_resume.clone();
        let games = listing
            .games
            .into_iter()
            .map(|g| {
                let id = g.id.clone();
                let resume = on_resume.clone();
                let resume_id = id.clone();
                let delete_id = id.clone();
                let asking = {
                    let id = id.clone();
                    move || confirm.get().as_deref() == Some(id.as_str())
                };
                let status = if g.finished { t(Lang::En, Text::Finished).to_owned() } else { g.round.clone() };
                let when = played_at(g.updated);
                view! {
                    <li class="saved-game" data-id=id.clone()>
                        <div class="saved-info">
                            <b class="saved-name">{g.name.clone()}</b>
                            <span>{g.players.join(", ")}</span>
                            <span class="note">{format!("{status} · {when}")}</span>
                        </div>
                        <button class="resume primary" on:click=move |_| resume(resume_id.clone())>
                            {t(Lang::En, Text::Resume)}
                        </button>
                        <button class="delete" on:click=move |_| {
                            if confirm.get().as_deref() == Some(delete_id.as_str()) {
                                Library::new(BrowserStorage).delete(&delete_id);
                                confirm.set(None);
                                version.update(|v| *v += 1);
                            } else {
                                confirm.set(Some(delete_id.clone()));
                            }
                        }>
                            {move || if asking() { t(Lang::En, Text::ReallyDelete) } else { t(Lang::En, Text::Delete) }}
                        </button>
                    </li>
                }
            })
            .collect_view();
        view! { <ul class="saved-games">{warnings}{games}</ul> }
    };
    view! {
        <section class="start-screen">
            <p class="tagline">{t(Lang::En, Text::Tagline)}</p>
            <div class="start-actions">
                <button class="big-button primary new-game" on:click=move |_| on_new()>
                    {t(Lang::En, Text::NewGame)}
                </button>
                <button class="big-button" on:click=move |_| on_gallery()>
                    {t(Lang::En, Text::ShowGallery)}
                </button>
            </div>
            <h2>{t(Lang::En, Text::SavedGames)}</h2>
            {saved}
            <h2>{t(Lang::En, Text::BoardHeading)}</h2>
            <HexMap variant=BoardVariant::Full />
        </section>
    }
}

/// "2026-11-23 10:15" from ms since 1970 (UTC; the browser's clock).
fn played_at(ms: f64) -> String {
    if cfg!(target_arch = "wasm32") {
        let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms));
        format!(
            "{:04}-{:02}-{:02} {:02}:{:02}",
            date.get_full_year(),
            date.get_month() + 1,
            date.get_date(),
            date.get_hours(),
            date.get_minutes()
        )
    } else {
        String::new()
    }
}
