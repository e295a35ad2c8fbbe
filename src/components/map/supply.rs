//! The tile supply beside the map (A39): every tile layout with the copies left, colours not
//! yet available faded, layouts used up struck through. The whole supply is one SVG, in as
//! many columns as the panel holds; each tile redraws only when its count, availability or
//! place changes.

use leptos::ev;
use leptos::html::Div;
use leptos::prelude::*;

use super::MapState;
use crate::components::tile_face::TileFace;
use crate::i18n::{Lang, Text, t};
use crate::view_model::board::{SupplyTile, supply, supply_sheet};
use crate::view_model::layout::Point;
use crate::view_model::tile_art::{face_art, hex_outline, orange_outline};
use tramways_engine::data::tile;
use tramways_engine::map::Rotation;

#[component]
fn SupplyItem(s: SupplyTile, at: Point) -> impl IntoView {
    let class = match (s.available, s.left) {
        (_, 0) => "supply-tile used-up",
        (false, _) => "supply-tile later",
        _ => "supply-tile",
    };
    let orange =
        s.orange.then(|| view! { <polygon class="orange-edge" points=orange_outline() /> });
    let title = format!("{} × {}/{}", s.id, s.left, s.count);
    view! {
        <g class=class data-tile=s.id data-left=s.left
            transform=format!("translate({:.2} {:.2})", at.x, at.y)>
            <title>{title}</title>
            <polygon class=s.class points=hex_outline() />
            {orange}
            <TileFace art=tile(s.id).map(|d| face_art(&d.face, Rotation::default())).unwrap_or_default() />
            <text class="supply-id" y="1.5">{s.id}</text>
            <text class="supply-left" y="2.1">{s.left}</text>
        </g>
    }
}

/// The tile supply, folded away on small screens.
#[component]
pub fn SupplyPanel(state: MapState) -> impl IntoView {
    let tiles = Memo::new(move |_| state.store.game.with(|g| supply(g.state())));
    // The panel's width in CSS pixels sets the number of columns.
    let frame = NodeRef::<Div>::new();
    let width = RwSignal::new(0.0);
    let measure = move || {
        if let Some(el) = frame.get_untracked() {
            let w = f64::from(el.client_width());
            if w > 0.0 && (w - width.get_untracked()).abs() >= 1.0 {
                width.set(w);
            }
        }
    };
    Effect::new(move |_| {
        frame.track();
        measure();
    });
    let handle = window_event_listener(ev::resize, move |_| measure());
    on_cleanup(move || handle.remove());
    let sheet = Memo::new(move |_| supply_sheet(tiles.get(), width.get()));
    view! {
        <details class="supply-panel" open=true on:toggle=move |_| measure()>
            <summary>{t(Lang::En, Text::TileSupply)}</summary>
            <div class="supply-frame" node_ref=frame>
                <svg class="supply-sheet" viewBox=move || sheet.with(|s| s.view_box.clone())>
                    <For each=move || sheet.get().cells
                        key=|(s, at)| format!("{}.{}.{}.{:.1}.{:.1}", s.id, s.left, s.available, at.x, at.y)
                        let:cell>
                        <SupplyItem s=cell.0 at=cell.1 />
                    </For>
                </svg>
            </div>
        </details>
    }
}
