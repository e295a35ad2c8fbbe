//! The tile gallery page: every tile in all six rotations, and the printed board.

use leptos::prelude::*;
use tramways_engine::data::BoardVariant;

use crate::games::vienna::components::hex_map::HexMap;
use crate::games::vienna::components::tile_face::TileFace;
use crate::games::vienna::view_model::gallery::{GalleryTile, gallery, label_spot};
use crate::games::vienna::view_model::tile_art::{hex_outline, orange_outline};
use crate::i18n::Text;
use crate::shell::components::language::tr;

/// One tile layout: its number, box count and the six rotations.
#[component]
fn TileRow(
    /// What to show.
    tile: GalleryTile,
) -> impl IntoView {
    let outline = hex_outline();
    let rotations = tile
        .rotations
        .into_iter()
        .enumerate()
        .map(|(r, art)| {
            let at = label_spot(&art);
            let label = tile.label.map(|l| {
                view! {
                    <text class="tile-label" x=format!("{:.3}", at.x) y=format!("{:.3}", at.y)>{l}</text>
                }
            });
            let edge = tile
                .orange
                .then(|| view! { <polygon class="orange-edge" points=orange_outline() /> });
            view! {
                <svg class="gallery-tile" viewBox="-1.05 -1.05 2.1 2.1" data-rotation=r>
                    <polygon class=tile.class points=outline.clone() />
                    {edge}
                    <TileFace art />
                    {label}
                </svg>
            }
        })
        .collect_view();
    view! {
        <div class="gallery-row" data-tile=tile.id>
            <div class="gallery-id">
                <strong>{tile.id}</strong>
                <span>{format!("× {}", tile.count)}</span>
            </div>
            {rotations}
        </div>
    }
}

/// Every tile of the box in all six rotations, then the printed board.
#[component]
pub fn Gallery(
    /// Called by the back button.
    on_back: impl Fn() + 'static,
) -> impl IntoView {
    let rows = gallery().into_iter().map(|tile| view! { <TileRow tile /> }).collect_view();
    view! {
        <section class="gallery">
            <div class="toolbar">
                <button class="back" on:click=move |_| on_back()>{tr(Text::Back)}</button>
                <h2>{tr(Text::GalleryHeading)}</h2>
            </div>
            <p class="note">{tr(Text::GalleryNote)}</p>
            <div class="gallery-grid">{rows}</div>
            <h2>{tr(Text::BoardHeading)}</h2>
            <HexMap variant=BoardVariant::Full />
        </section>
    }
}
