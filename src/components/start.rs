//! The start screen.

use leptos::prelude::*;
use tramways_engine::data::BoardVariant;

use crate::components::hex_map::HexMap;
use crate::i18n::{Lang, Text, t};

/// Tagline, the ways into the app, and the board of Vienna.
#[component]
pub fn StartScreen(
    /// Called when the player opens the tile gallery.
    on_gallery: impl Fn() + 'static,
    /// Called when the player starts a new game.
    on_new: impl Fn() + 'static,
) -> impl IntoView {
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
            <h2>{t(Lang::En, Text::BoardHeading)}</h2>
            <HexMap variant=BoardVariant::Full />
        </section>
    }
}
