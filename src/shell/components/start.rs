//! The start screen: new game, import, the saved games and the tile gallery. The board of
//! Vienna is not drawn here (issue 50): at a start screen's width its names and coordinates
//! were 3–4 px, a picture no one could read; the gallery draws it larger, and the game's map
//! zooms.

use crate::i18n::{Text, Wording};
use crate::shell::components::import::ImportButton;
use crate::shell::components::language::{lang, tr};
use crate::shell::components::saved_games::{Notice, SavedGames};
use leptos::prelude::*;

/// Tagline, the ways into the app, messages and the saved games.
#[component]
pub fn StartScreen(
    /// Called when the player opens the tile gallery.
    on_gallery: impl Fn() + 'static,
    /// Called when the player starts a new game.
    on_new: impl Fn() + 'static,
    /// Called when the player starts a new Trambahn game.
    on_new_trambahn: impl Fn() + 'static,
    /// Called when the player starts a new Russian Railroads game.
    on_new_railroads: impl Fn() + 'static,
    /// Called with a saved game's id to resume it (also after an import).
    on_resume: impl Fn(String) + Clone + Send + Sync + 'static,
    /// A message to show (a broken share link, a refused file…).
    notice: RwSignal<Option<Notice>>,
) -> impl IntoView {
    let imported = {
        let on_resume = on_resume.clone();
        move |result: Result<String, Wording>| match result {
            Ok(id) => {
                notice.set(None);
                on_resume(id);
            }
            Err(reason) => notice.set(Some(Notice::error(Text::ImportFailed, reason))),
        }
    };
    let message = move || {
        notice.get().map(|n| {
            let class = if n.error { "notice error" } else { "notice" };
            let role = if n.error { "alert" } else { "status" };
            view! {
                <div class=class role=role>
                    <p>{move || n.text.text(lang())}</p>
                    <button class="dismiss" on:click=move |_| notice.set(None)>{tr(Text::FewerActions)}</button>
                </div>
            }
        })
    };
    view! {
        <section class="start-screen">
            <div class="game-cards">
                <div class="game-card" data-kind="1840">
                    <h2>{tr(Text::GameVienna)}</h2>
                    <p class="tagline">{tr(Text::Tagline)}</p>
                    <button class="big-button primary new-game" on:click=move |_| on_new()>
                        {tr(Text::NewGame)}
                    </button>
                </div>
                <div class="game-card" data-kind="trambahn">
                    <h2>{tr(Text::GameTrambahn)}</h2>
                    <p class="tagline">{tr(Text::TrambahnTagline)}</p>
                    <button class="big-button primary new-trambahn" on:click=move |_| on_new_trambahn()>
                        {tr(Text::NewTrambahnGame)}
                    </button>
                </div>
                <div class="game-card" data-kind="railroads">
                    <h2>{tr(Text::GameRailroads)}</h2>
                    <p class="tagline">{tr(Text::RailroadsTagline)}</p>
                    <button class="big-button primary new-railroads" on:click=move |_| on_new_railroads()>
                        {tr(Text::NewRailroadsGame)}
                    </button>
                </div>
            </div>
            <div class="start-actions">
                <ImportButton on_done=imported />
                <button class="big-button show-gallery" on:click=move |_| on_gallery()>
                    {tr(Text::ShowGallery)}
                </button>
            </div>
            <p class="note import-note">{tr(Text::ImportNote)}</p>
            {message}
            <h2>{tr(Text::SavedGames)}</h2>
            <SavedGames on_resume notice />
        </section>
    }
}
