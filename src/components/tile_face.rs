//! Draws a [`FaceArt`] in a hex of size 1 centred on the origin; callers place it with a
//! `transform`.

use leptos::prelude::*;
use tramways_engine::map::Phase;

use crate::view_model::tile_art::{CIRCLE_R, FaceArt, NodeArt, RevenueArt};

fn phase_class(phase: Option<Phase>) -> &'static str {
    match phase {
        None => "rev rev-fixed",
        Some(Phase::Yellow) => "rev rev-yellow",
        Some(Phase::Green) => "rev rev-green",
        Some(Phase::Brown) => "rev rev-brown",
        Some(Phase::Gray) => "rev rev-gray",
    }
}

/// The phase box's class: the current phase stands out and the others fade when the phase is
/// known (on the game map).
fn phase_box_class(phase: Option<Phase>, current: Option<Phase>) -> String {
    match (phase, current) {
        (Some(p), Some(c)) if p == c => format!("{} current", phase_class(phase)),
        (Some(_), Some(_)) => format!("{} other", phase_class(phase)),
        _ => phase_class(phase).to_owned(),
    }
}

// Positions are written into each element rather than set by `transform`s: every transform
// is a paint property the browser composites on every frame, and the map draws hundreds of
// faces (issue 8).
fn revenue_view(r: RevenueArt, current: Option<Phase>) -> impl IntoView {
    if let [(None, value)] = r.values[..] {
        let (x, y) = (format!("{:.3}", r.at.x), format!("{:.3}", r.at.y));
        view! {
            <g class="revenue">
                <circle class="rev rev-fixed" cx=x.clone() cy=y.clone() r="0.14" />
                <text class="rev-text" x=x y=y>{value}</text>
            </g>
        }
        .into_any()
    } else {
        // Phase values: a strip of coloured boxes, newest phase rightmost.
        let n = r.values.len() as f64;
        let left = r.at.x.min(0.95 - 0.26 * n) - 0.13;
        let y = r.at.y;
        let boxes = r
            .values
            .into_iter()
            .enumerate()
            .map(|(i, (phase, value))| {
                let x = left + 0.26 * i as f64;
                view! {
                    <rect class=phase_box_class(phase, current) x=format!("{x:.3}")
                        y=format!("{:.3}", y - 0.11) width="0.26" height="0.22" />
                    <text class="rev-text" x=format!("{:.3}", x + 0.13) y=format!("{y:.3}")>{value}</text>
                }
            })
            .collect_view();
        view! { <g class="revenue phased">{boxes}</g> }.into_any()
    }
}

fn node_view(node: NodeArt) -> impl IntoView {
    match node {
        // A bar 0.4 long and 0.1 thick across the track (`.halt` strokes it).
        NodeArt::Halt { at, angle } => {
            let (dx, dy) = (0.2 * angle.to_radians().cos(), 0.2 * angle.to_radians().sin());
            view! {
                <line class="halt" x1=format!("{:.3}", at.x - dx) y1=format!("{:.3}", at.y - dy)
                    x2=format!("{:.3}", at.x + dx) y2=format!("{:.3}", at.y + dy) />
            }
            .into_any()
        }
        NodeArt::Interchange { circles } => circles
            .into_iter()
            .map(|c| {
                view! {
                    <circle class="interchange" cx=format!("{:.3}", c.x) cy=format!("{:.3}", c.y)
                        r=CIRCLE_R.to_string() />
                }
            })
            .collect_view()
            .into_any(),
        NodeArt::Placeholder { at } => view! {
            <circle class="placeholder" cx=format!("{:.3}", at.x) cy=format!("{:.3}", at.y)
                r="0.06" />
        }
        .into_any(),
    }
}

/// The track, revenue locations and values of one face.
#[component]
pub fn TileFace(
    /// What to draw (from `view_model::tile_art::face_art`).
    art: FaceArt,
    /// The current phase: its value of phase-valued locations stands out (game map).
    #[prop(optional)]
    phase: Option<Phase>,
) -> impl IntoView {
    let tracks = art
        .tracks
        .into_iter()
        .map(|t| {
            let class = match (t.stadtbahn, t.terminal) {
                (true, _) => "track stadtbahn",
                (false, true) => "track terminal",
                (false, false) => "track",
            };
            view! { <path class=class d=t.d /> }
        })
        .collect_view();
    let nodes = art.nodes.into_iter().map(node_view).collect_view();
    let revenues = art.revenues.into_iter().map(|r| revenue_view(r, phase)).collect_view();
    view! { <g class="face">{tracks}{nodes}{revenues}</g> }
}
