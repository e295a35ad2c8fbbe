//! Station markers in their circles: lines in their company's colour with the line number,
//! Stadtbahn companies with their letter, and free circles kept for a line's home station
//! (dashed, with the line's number). Each circle is redrawn only when it changes.

use leptos::prelude::*;

use super::MapState;
use crate::games::vienna::components::row_key;
use crate::games::vienna::view_model::board::{MARKER_R, SlotView};
use crate::i18n;
use crate::shell::components::language::lang;

#[component]
fn Slot(s: SlotView) -> impl IntoView {
    let c = s.centre();
    let (x, y) = (format!("{:.1}", c.x), format!("{:.1}", c.y));
    let hex = s.at.hex.to_string();
    let node = s.at.node;
    let body = match (s.marker, s.home) {
        (Some(m), _) => view! {
            <g class=m.class>
                <title>{move || m.title.text(lang())}</title>
                <circle cx=x.clone() cy=y.clone() r=MARKER_R />
                <text class="marker-label" x=x y=y>{m.label}</text>
            </g>
        }
        .into_any(),
        (None, Some(line)) => view! {
            <g class="home-circle">
                <title>{move || i18n::home_title(lang(), line)}</title>
                <circle cx=x.clone() cy=y.clone() r=MARKER_R />
                <text class="marker-label" x=x y=y>{line}</text>
            </g>
        }
        .into_any(),
        (None, None) => ().into_any(),
    };
    view! { <g class="slot" data-hex=hex data-node=node>{body}</g> }
}

/// Every station space that holds a marker or is kept for a home station.
#[component]
pub fn MarkerLayer(state: MapState) -> impl IntoView {
    // A memo: most moves (a lay elsewhere) change no circle drawn, and then the list is left
    // alone rather than compared key by key.
    let shown = Memo::new(move |_| {
        state.slots.with(|slots| {
            let shown = slots.iter().filter(|s| s.marker.is_some() || s.home.is_some());
            shown.cloned().collect::<Vec<_>>()
        })
    });
    let shown = move || shown.get();
    view! {
        <g class="marker-layer">
            <For each=shown key=|s| row_key(&s.key()) let:s>
                <Slot s />
            </For>
        </g>
    }
}
