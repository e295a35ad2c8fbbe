//! Draws a [`FaceArt`] in a hex of size 1 centred on the origin; callers place it with a
//! `transform`.

use std::fmt::Write as _;

use leptos::prelude::*;
use tramways_engine::map::Phase;

use crate::games::vienna::components::escape;
use crate::games::vienna::view_model::tile_art::{CIRCLE_R, FaceArt, NodeArt, RevenueArt};

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
fn revenue_markup(out: &mut String, r: &RevenueArt, current: Option<Phase>) {
    if let [(None, value)] = r.values[..] {
        let (x, y) = (r.at.x, r.at.y);
        let _ = write!(
            out,
            r#"<g class="revenue"><circle class="rev rev-fixed" cx="{x:.3}" cy="{y:.3}" r="0.14"/><text class="rev-text" x="{x:.3}" y="{y:.3}">{value}</text></g>"#
        );
    } else {
        // Phase values: a strip of coloured boxes, newest phase rightmost.
        let n = r.values.len() as f64;
        let left = r.at.x.min(0.95 - 0.26 * n) - 0.13;
        let y = r.at.y;
        out.push_str(r#"<g class="revenue phased">"#);
        for (i, (phase, value)) in r.values.iter().enumerate() {
            let x = left + 0.26 * i as f64;
            let _ = write!(
                out,
                r#"<rect class="{}" x="{x:.3}" y="{:.3}" width="0.26" height="0.22"/><text class="rev-text" x="{:.3}" y="{y:.3}">{value}</text>"#,
                phase_box_class(*phase, current),
                y - 0.11,
                x + 0.13,
            );
        }
        out.push_str("</g>");
    }
}

fn node_markup(out: &mut String, node: &NodeArt) {
    match node {
        // A bar 0.4 long and 0.1 thick across the track (`.halt` strokes it).
        NodeArt::Halt { at, angle } => {
            let (dx, dy) = (0.2 * angle.to_radians().cos(), 0.2 * angle.to_radians().sin());
            let _ = write!(
                out,
                r#"<line class="halt" x1="{:.3}" y1="{:.3}" x2="{:.3}" y2="{:.3}"/>"#,
                at.x - dx,
                at.y - dy,
                at.x + dx,
                at.y + dy
            );
        }
        NodeArt::Interchange { circles } => {
            for c in circles {
                let _ = write!(
                    out,
                    r#"<circle class="interchange" cx="{:.3}" cy="{:.3}" r="{CIRCLE_R}"/>"#,
                    c.x, c.y
                );
            }
        }
        NodeArt::Placeholder { at } => {
            let _ = write!(
                out,
                r#"<circle class="placeholder" cx="{:.3}" cy="{:.3}" r="0.06"/>"#,
                at.x, at.y
            );
        }
    }
}

/// The SVG markup of one face's track, revenue locations and values (the children of its
/// `<g class="face">`). The map, the supply and the lay bar put it in place whole
/// (`inner_html`): the browser parses a drawing faster than the app builds it element by
/// element (issue 22).
pub fn face_markup(art: &FaceArt, phase: Option<Phase>) -> String {
    let mut out = String::with_capacity(512);
    for t in &art.tracks {
        let class = match (t.stadtbahn, t.terminal) {
            (true, _) => "track stadtbahn",
            (false, true) => "track terminal",
            (false, false) => "track",
        };
        let _ = write!(out, r#"<path class="{class}" d="{}"/>"#, escape(&t.d));
    }
    for node in &art.nodes {
        node_markup(&mut out, node);
    }
    for r in &art.revenues {
        revenue_markup(&mut out, r, phase);
    }
    out
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
    view! { <g class="face" inner_html=face_markup(&art, phase) /> }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::vienna::view_model::layout::Point;
    use crate::games::vienna::view_model::tile_art::TrackArt;

    /// The markup holds every track, location and value, in the order they are drawn.
    #[test]
    fn a_face_is_written_whole_in_drawing_order() {
        let art = FaceArt {
            tracks: vec![TrackArt { d: "M 0 0 L 1 0".into(), stadtbahn: false, terminal: true }],
            nodes: vec![
                NodeArt::Halt { at: Point { x: 0.0, y: 0.0 }, angle: 0.0 },
                NodeArt::Interchange { circles: vec![Point { x: 0.1, y: 0.2 }] },
            ],
            revenues: vec![
                RevenueArt { at: Point { x: 0.2, y: -0.3 }, values: vec![(None, 10)] },
                RevenueArt {
                    at: Point { x: 0.0, y: 0.5 },
                    values: vec![(Some(Phase::Yellow), 20), (Some(Phase::Green), 30)],
                },
            ],
        };
        let markup = face_markup(&art, Some(Phase::Green));
        assert!(
            markup.starts_with(r#"<path class="track terminal" d="M 0 0 L 1 0"/>"#),
            "{markup}"
        );
        assert!(
            markup.contains(r#"<line class="halt" x1="-0.200" y1="0.000" x2="0.200" y2="0.000"/>"#)
        );
        assert!(markup.contains(r#"<circle class="interchange" cx="0.100" cy="0.200""#));
        assert!(markup.contains(r#"<text class="rev-text" x="0.200" y="-0.300">10</text>"#));
        assert!(markup.contains(r#"class="rev rev-yellow other""#));
        assert!(markup.contains(r#"class="rev rev-green current""#));
        let order: Vec<usize> =
            ["<path", "<line", "<circle class=\"interchange", "rev-fixed", "rev-yellow"]
                .iter()
                .map(|m| markup.find(m).unwrap())
                .collect();
        assert!(order.windows(2).all(|w| w[0] < w[1]), "{order:?}");
        assert!(markup.ends_with("</text></g>"));
    }
}
