//! The tile supply beside the map (A39): every tile layout with the copies left, colours not
//! yet available faded, layouts used up struck through. Each tile redraws only when its count
//! or availability changes.

use leptos::prelude::*;

use super::MapState;
use crate::components::tile_face::TileFace;
use crate::i18n::{Lang, Text, t};
use crate::view_model::board::{SupplyTile, supply};
use crate::view_model::tile_art::{face_art, hex_outline};
use tramways_engine::data::tile;
use tramways_engine::map::Rotation;

#[component]
fn SupplyItem(s: SupplyTile) -> impl IntoView {
    let class = match (s.available, s.left) {
        (_, 0) => "supply-tile used-up",
        (false, _) => "supply-tile later",
        _ => "supply-tile",
    };
    let orange = s.orange.then(
        || view! { <polygon class="orange-edge" points=hex_outline() transform="scale(0.93)" /> },
    );
    let title = format!("{} × {}/{}", s.id, s.left, s.count);
    view! {
        <li class=class data-tile=s.id title=title>
            <svg viewBox="-1.05 -1.05 2.1 2.1" aria-hidden="true">
                <polygon class=s.class points=hex_outline() />
                {orange}
                <TileFace art=tile(s.id).map(|d| face_art(&d.face, Rotation::default())).unwrap_or_default() />
            </svg>
            <span class="supply-id">{s.id}</span>
            <b class="supply-left">{s.left}</b>
        </li>
    }
}

/// The tile supply, folded away on small screens.
#[component]
pub fn SupplyPanel(state: MapState) -> impl IntoView {
    let tiles = Memo::new(move |_| state.store.game.with(|g| supply(g.state())));
    view! {
        <details class="supply-panel" open=true>
            <summary>{t(Lang::En, Text::TileSupply)}</summary>
            <ul class="supply-list">
                <For each=move || tiles.get() key=|s| format!("{}.{}.{}", s.id, s.left, s.available) let:s>
                    <SupplyItem s />
                </For>
            </ul>
        </details>
    }
}
