//! The SVG hex map of the board.

use leptos::prelude::*;
use tramways_engine::data::BoardVariant;

use crate::games::vienna::components::tile_face::TileFace;
use crate::games::vienna::view_model::map::map_shape;
use crate::i18n::Text;
use crate::shell::components::language::tr;

/// The board of `variant` as an SVG map with every hex's printed coordinate.
#[component]
pub fn HexMap(
    /// Which side of the board to draw.
    variant: BoardVariant,
) -> impl IntoView {
    let map = map_shape(variant);
    let hexes = map
        .hexes
        .into_iter()
        .map(|h| {
            let name = h.name.map(|n| view! { <title>{n}</title> });
            let (x, y) = (format!("{:.1}", h.label_at.x), format!("{:.1}", h.label_at.y));
            let label = h.label.clone();
            let face = h.face.map(|art| {
                let at = format!(
                    "translate({:.1} {:.1}) scale({})",
                    h.centre.x,
                    h.centre.y,
                    crate::games::vienna::view_model::map::HEX_SIZE
                );
                view! { <g transform=at><TileFace art /></g> }
            });
            view! {
                <g class="map-hex" data-hex=h.label>
                    {name}
                    <polygon class=h.class points=h.points />
                    {face}
                    <text class="hex-label" x=x y=y>{label}</text>
                </g>
            }
        })
        .collect_view();
    view! {
        <svg class="hex-map" role="img" aria-label=tr(Text::MapLabel)
            viewBox=map.view_box preserveAspectRatio="xMidYMid meet">
            {hexes}
        </svg>
    }
}
