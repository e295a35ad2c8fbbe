//! The hexes of the board as they lie: colour, track and revenue locations of the tile or the
//! print, printed circles, the Danube's cost and the Stadtbahn bonuses of empty light-orange
//! hexes, landmarks, place names (when zoomed in) and coordinates. Each hex is redrawn only
//! when what lies on it changes (keyed by [`HexView::key`]).

use leptos::prelude::*;

use super::MapState;
use crate::components::language::lang;
use crate::components::row_key;
use crate::components::tile_face::TileFace;
use crate::view_model::board::{HexView, hex_keys, hex_view_at};
use crate::view_model::map::HEX_SIZE;
use crate::view_model::tile_art::{CIRCLE_R, orange_outline};

/// One hex.
#[component]
fn MapHex(state: MapState, h: HexView) -> impl IntoView {
    let (cx, cy) = (h.centre.x, h.centre.y);
    let at = format!("translate({cx:.1} {cy:.1}) scale({HEX_SIZE})");
    let hex = h.hex;
    let (tile, rotation) = match h.tile {
        Some((id, r)) => (Some(id), Some(r)),
        None => (None, None),
    };
    let orange = h.orange.then(|| {
        view! { <polygon class="orange-edge" points=orange_outline() /> }
    });
    let planned = h.planned.map(|d| view! { <path class="planned-track" d=d /> });
    let circles = h
        .circles
        .iter()
        .map(|c| view! { <circle class="interchange" cx=format!("{:.3}", c.x) cy=format!("{:.3}", c.y) r=CIRCLE_R.to_string() /> })
        .collect_view();
    let phase = h.phase;
    let face = h.face.map(|art| view! { <TileFace art phase /> });
    let note = h
        .note
        .map(|n| view! { <text class="hex-note" x="0" y="0.55">{move || n.text(lang())}</text> });
    // A landmark's star takes the colour of the company owning its private (R27).
    let landmark = h.landmark.map(|name| {
        let (star, owner) = match h.landmark_owner {
            Some((abbr, colour)) => (format!("landmark-star co-{colour}"), format!(" · {abbr}")),
            None => ("landmark-star".to_owned(), String::new()),
        };
        view! {
            <text class="landmark" x="0" y="0.74">
                <title>{format!("{name}{owner}")}</title>
                <tspan class=star>"★"</tspan>" "{name}
            </text>
        }
    });
    let name = h.name.filter(|_| h.landmark.is_none()).map(|n| {
        view! { <text class="place-name" x="0" y="0.8" textLength=(n.chars().count() > 14).then_some("1.5")
            lengthAdjust="spacingAndGlyphs">{n}</text> }
    });
    let tile_id = tile.map(|id| view! { <text class="tile-id" x="0.5" y="0.52">{id}</text> });
    let title = match h.name {
        Some(n) => format!("{} {n}", h.label),
        None => h.label.clone(),
    };
    let label = h.label.clone();
    view! {
        <g class="map-hex" data-hex=label data-tile=tile data-rotation=rotation
            on:click=move |_| state.tap_hex(hex)>
            <title>{title}</title>
            <polygon class=h.class points=h.points />
            <g class="hex-art" transform=at>
                {orange}
                {planned}
                {face}
                {circles}
                {note}
                {landmark}
                {name}
                {tile_id}
                <text class="hex-label" x="0" y="-0.62">{h.label}</text>
            </g>
        </g>
    }
}

/// Every hex of the board.
#[component]
pub fn BoardLayer(state: MapState) -> impl IntoView {
    // Only the keys are computed after each action; a hex is drawn again when its key changes.
    let keys = Memo::new(move |_| state.store.with_shown(|g| hex_keys(g.state())));
    view! {
        <g class="board-layer">
            <For each=move || keys.get() key=|k| row_key(&k.0) let:k>
                {state.store.with_shown_untracked(|g| hex_view_at(g.state(), k.1)).map(|h| view! { <MapHex state h /> })}
            </For>
        </g>
    }
}
