//! The route drawn on the map: the acting line's best route when asked for, and the run just
//! made. Thick track in the company's colour under the station markers ([`RouteLayer`]), and
//! each stop's value over them ([`RouteStops`]), so that markers and values both stay visible.
//! Also the Stadtbahn runs, with their toggle and the legend of what each pays.

use leptos::prelude::*;

use super::MapState;
use crate::games::vienna::view_model::map::HEX_SIZE;
use crate::games::vienna::view_model::route::RouteView;
use crate::i18n::{self, Text, t};
use crate::shell::components::language::{lang, tr};

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

/// The Stadtbahn runs as they stand, when asked for (R51): each company's run as a dashed line
/// in its colour through its stops, with a ring and the value of each.
#[component]
pub fn StadtbahnRuns(state: MapState) -> impl IntoView {
    move || {
        state.stadtbahn.with(|runs| {
            runs.iter()
                .map(|run| {
                    let points: Vec<String> = run
                        .stops
                        .iter()
                        .map(|s| format!("{:.1},{:.1}", s.x10 as f64 / 10.0, s.y10 as f64 / 10.0))
                        .collect();
                    let stops = run
                        .stops
                        .iter()
                        .map(|s| {
                            let (x, y) = (s.x10 as f64 / 10.0, s.y10 as f64 / 10.0);
                            let class =
                                if s.counted { "route-stop" } else { "route-stop uncounted" };
                            view! {
                                <g class=class data-hex=s.at.hex.to_string()>
                                    <circle class="stop-ring" cx=x cy=y r="10" />
                                    <circle class="stop-value" cx=x - 11.0 cy=y + 11.0 r="7.5" />
                                    <text x=x - 11.0 y=y + 11.0>{s.value}</text>
                                </g>
                            }
                        })
                        .collect_view();
                    view! {
                        <g class=format!("stadtbahn-run {}", run.class) data-company=run.company>
                            <polyline class="sb-run-line" points=points.join(" ") />
                            {stops}
                        </g>
                    }
                })
                .collect_view()
        })
    }
}

/// The map's Stadtbahn toggle, and while the runs are drawn, what each pays: "W 40 × 2 = 80
/// (8 per share)".
#[component]
pub fn StadtbahnToggle(state: MapState) -> impl IntoView {
    let shown = state.show_stadtbahn;
    let legend = move || {
        let lang = lang();
        state.stadtbahn.with(|runs| {
            (shown.get()).then(|| {
                let rows = runs
                    .iter()
                    .map(|r| {
                        let text = t(lang, Text::StadtbahnRunSum)
                            .replace("{base}", &i18n::number(lang, r.base))
                            .replace("{multiplier}", &r.multiplier.to_string())
                            .replace("{total}", &i18n::number(lang, r.total))
                            .replace("{share}", &i18n::number(lang, r.per_share));
                        view! {
                            <li class=format!("sb-run-sum {}", r.class) data-company=r.company>
                                <b class="sb-chip">{r.company}</b>" "{text}
                            </li>
                        }
                    })
                    .collect_view();
                view! { <ul class="stadtbahn-legend">{rows}</ul> }
            })
        })
    };
    view! {
        <div class="map-toggles">
            <button class="show-stadtbahn" aria-pressed=move || shown.get().to_string()
                title=tr(Text::StadtbahnRunsExplained)
                on:click=move |_| shown.update(|s| *s = !*s)>{tr(Text::StadtbahnRuns)}</button>
            {legend}
        </div>
    }
}
