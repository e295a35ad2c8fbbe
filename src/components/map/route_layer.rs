//! The route drawn on the map: the acting line's best route when asked for, and the run just
//! made. Thick track in the company's colour with a marked stop at each revenue location.

use leptos::prelude::*;

use super::MapState;
use crate::view_model::map::HEX_SIZE;

/// The route layer (nothing when no route is shown).
#[component]
pub fn RouteLayer(state: MapState) -> impl IntoView {
    let route = Memo::new(move |_| state.route());
    move || {
        let view = route.get()?;
        let company = state
            .store
            .game
            .with(|g| g.state().lines.get(&view.line).and_then(|l| l.owner).map(|c| c.row().color));
        let class = format!("route co-{}", company.unwrap_or("none"));
        let tracks = view
            .track_pieces()
            .into_iter()
            .map(|t| {
                let at =
                    format!("translate({:.1} {:.1}) scale({HEX_SIZE})", t.centre.x, t.centre.y);
                // A white casing under the company's colour keeps the route clear on black track.
                view! {
                    <path class="route-casing" transform=at.clone() d=t.d.clone() />
                    <path class="route-track" transform=at d=t.d />
                }
            })
            .collect_view();
        let stops = view
            .stops
            .iter()
            .map(|s| {
                let (x, y) = (s.x10 as f64 / 10.0, s.y10 as f64 / 10.0);
                let class = if s.counted { "route-stop" } else { "route-stop uncounted" };
                view! {
                    <g class=class data-hex=s.at.hex.to_string()>
                        <circle cx=x cy=y r="9" />
                        <text x=x y=y>{s.value}</text>
                    </g>
                }
            })
            .collect_view();
        Some(view! {
            <g class=class data-line=view.line>
                {tracks}
                {stops}
            </g>
        })
    }
}
