//! The route drawn on the map: the acting line's best route when asked for, and the run just
//! made. Thick track in the company's colour under the station markers ([`RouteLayer`]), and
//! each stop's value over them ([`RouteStops`]), so that markers and values both stay visible.

use leptos::prelude::*;

use super::MapState;
use crate::view_model::map::HEX_SIZE;
use crate::view_model::route::RouteView;

/// The CSS class of a route: its company's colour.
fn route_class(state: MapState, view: &RouteView) -> String {
    let company = state
        .store
        .game
        .with(|g| g.state().lines.get(&view.line).and_then(|l| l.owner).map(|c| c.row().color));
    format!("route co-{}", company.unwrap_or("none"))
}

/// The route's track (nothing when no route is shown).
#[component]
pub fn RouteLayer(state: MapState) -> impl IntoView {
    move || {
        let view = state.route.get()?;
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
        Some(view! { <g class=route_class(state, &view) data-line=view.line>{tracks}</g> })
    }
}

/// The route's stops: a ring around each revenue location and its value beside it.
#[component]
pub fn RouteStops(state: MapState) -> impl IntoView {
    move || {
        let view = state.route.get()?;
        let stops = view
            .stops
            .iter()
            .map(|s| {
                let (x, y) = (s.x10 as f64 / 10.0, s.y10 as f64 / 10.0);
                let class = if s.counted { "route-stop" } else { "route-stop uncounted" };
                view! {
                    <g class=class data-hex=s.at.hex.to_string()>
                        <circle class="stop-ring" cx=x cy=y r="10" />
                        <circle class="stop-value" cx=x + 11.0 cy=y - 11.0 r="7.5" />
                        <text x=x + 11.0 y=y - 11.0>{s.value}</text>
                    </g>
                }
            })
            .collect_view();
        Some(view! { <g class=route_class(state, &view) data-line=view.line>{stops}</g> })
    }
}
