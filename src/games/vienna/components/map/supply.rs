//! The tile supply beside the map (A39): every tile layout with the copies left, colours not
//! yet available faded, layouts used up struck through. The whole supply is one SVG (and its
//! counts a second one laid over it), in as many columns as the panel holds; each tile
//! redraws only when its count, availability or place changes. The number of columns follows
//! the width a `ResizeObserver` tells after layout.

use leptos::html::Div;
use leptos::prelude::*;

use super::MapState;
use crate::games::vienna::components::tile_face::TileFace;
use crate::games::vienna::components::{row_key, watch_size};
use crate::games::vienna::view_model::board::{SupplyTile, supply, supply_sheet};
use crate::games::vienna::view_model::layout::Point;
use crate::games::vienna::view_model::tile_art::{face_art_at, hex_outline_at, orange_outline_at};
use crate::i18n::Text;
use crate::shell::components::language::tr;
use tramways_engine::data::tile;
use tramways_engine::map::Rotation;

/// The state class of a tile in the supply: used up, not yet available, or on offer.
fn state_class(s: &SupplyTile) -> &'static str {
    match (s.available, s.left) {
        (_, 0) => "used-up",
        (false, _) => "later",
        _ => "on-offer",
    }
}

/// A tile's art and number: redrawn only when it is used up or its colour becomes available.
/// Drawn in place (`face_art_at`), not moved by a `transform`, and faded by a white veil over
/// it rather than an `opacity` (the panel is white): each transform or opacity is a paint
/// property of its own, and the supply's sixty of them made every change of the page's layers
/// (a lay's frame) about 0.5 ms slower at 4× CPU (docs/performance.md, entry 34).
#[component]
fn SupplyArt(s: SupplyTile, at: Point) -> impl IntoView {
    let orange =
        s.orange.then(|| view! { <polygon class="orange-edge" points=orange_outline_at(at) /> });
    let art = tile(s.id).map(|d| face_art_at(&d.face, Rotation::default(), at));
    let state = state_class(&s);
    let veil = (state != "on-offer").then(
        || view! { <polygon class=format!("supply-veil {state}") points=hex_outline_at(at) /> },
    );
    view! {
        <g class=format!("supply-tile {state}") data-tile=s.id data-x=format!("{:.2}", at.x)>
            <title>{format!("{} × {}", s.id, s.count)}</title>
            <polygon class=s.class points=hex_outline_at(at) />
            {orange}
            <TileFace art=art.unwrap_or_default() />
            <text class="supply-id" x=format!("{:.2}", at.x) y=format!("{:.2}", at.y + 1.5)>{s.id}</text>
            {veil}
        </g>
    }
}

/// The tile supply, folded away on small screens. The counts are a drawing of their own over
/// the tiles' art, so that a lay, which changes one count, leaves the art as it was painted.
#[component]
pub fn SupplyPanel(state: MapState) -> impl IntoView {
    let tiles = Memo::new(move |_| state.store.with_shown(|g| supply(g.state())));
    // The panel's width in CSS pixels sets the number of columns. A ResizeObserver tells it
    // after the browser's own layout (also when the window turns or the panel opens): reading
    // the width while the screen is being built forced a layout of the whole page there, a
    // quarter of opening a game (issue 22). The tiles are drawn once the width is known, in
    // the same frame.
    let frame = NodeRef::<Div>::new();
    let width = RwSignal::new(0.0);
    watch_size(frame, move |w, _| {
        if w > 0.0 && (w - width.get_untracked()).abs() >= 1.0 {
            width.set(w);
        }
    });
    let sheet = Memo::new(move |_| supply_sheet(tiles.get(), width.get()));
    let view_box = move || sheet.with(|s| s.view_box.clone());
    let cells = move || if width.get() > 0.0 { sheet.get().cells } else { Vec::new() };
    // Keys of plain values (a lay changes one count, and every cell's key is compared).
    let place = |at: &Point| ((at.x * 10.0).round() as i64, (at.y * 10.0).round() as i64);
    view! {
        <details class="supply-panel" open=true>
            <summary>{tr(Text::TileSupply)}</summary>
            <div class="supply-frame" node_ref=frame>
                <svg class="supply-sheet" viewBox=view_box>
                    <For each=cells key=move |(s, at)| row_key(&(s.id, state_class(s), place(at)))
                        let:cell>
                        <SupplyArt s=cell.0 at=cell.1 />
                    </For>
                </svg>
                <svg class="supply-counts" viewBox=view_box aria-hidden="true">
                    <For each=cells key=move |(s, at)| row_key(&(s.id, s.left, place(at)))
                        let:cell>
                        <text class=format!("supply-left {}", state_class(&cell.0)) data-tile=cell.0.id
                            x=format!("{:.2}", cell.1.x) y=format!("{:.2}", cell.1.y + 2.1)>{cell.0.left}</text>
                    </For>
                </svg>
            </div>
        </details>
    }
}
