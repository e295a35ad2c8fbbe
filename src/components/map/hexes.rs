//! The hexes of the board as they lie: colour, track and revenue locations of the tile or the
//! print, printed circles, the Danube's cost and the Stadtbahn bonuses of empty light-orange
//! hexes, landmarks, place names (when zoomed in) and coordinates. Each hex is redrawn only
//! when what lies on it changes (keyed by [`HexView::key`]).

use std::fmt::Write as _;

use leptos::prelude::*;

use super::MapState;
use crate::components::escape;
use crate::components::language::lang;
use crate::components::row_key;
use crate::components::tile_face::face_markup;
use crate::i18n::Lang;
use crate::view_model::board::{HexView, hex_keys, hex_view_at};
use crate::view_model::map::HEX_SIZE;
use crate::view_model::tile_art::{CIRCLE_R, orange_outline};

/// The markup of one hex's drawing (the children of its `<g class="map-hex">`): put in place
/// whole, which the browser parses faster than the app builds a hex element by element (a new
/// game screen draws 150 hexes; issue 22).
pub fn hex_markup(h: &HexView, lang: Lang) -> String {
    let mut out = String::with_capacity(1024);
    let title = match h.name {
        Some(n) => format!("{} {n}", h.label),
        None => h.label.clone(),
    };
    let (cx, cy) = (h.centre.x, h.centre.y);
    let _ = write!(
        out,
        r#"<title>{}</title><polygon class="{}" points="{}"/><g class="hex-art" transform="translate({cx:.1} {cy:.1}) scale({HEX_SIZE})">"#,
        escape(&title),
        h.class,
        h.points
    );
    if h.orange {
        let _ = write!(out, r#"<polygon class="orange-edge" points="{}"/>"#, orange_outline());
    }
    if let Some(d) = &h.planned {
        let _ = write!(out, r#"<path class="planned-track" d="{}"/>"#, escape(d));
    }
    if let Some(art) = &h.face {
        let _ = write!(out, r#"<g class="face">{}</g>"#, face_markup(art, Some(h.phase)));
    }
    for c in &h.circles {
        let _ = write!(
            out,
            r#"<circle class="interchange" cx="{:.3}" cy="{:.3}" r="{CIRCLE_R}"/>"#,
            c.x, c.y
        );
    }
    if let Some(note) = h.note {
        let _ = write!(
            out,
            r#"<text class="hex-note" x="0" y="0.55">{}</text>"#,
            escape(&note.text(lang))
        );
    }
    // A landmark's star takes the colour of the company owning its private (R27).
    if let Some(name) = h.landmark {
        let (star, owner) = match h.landmark_owner {
            Some((abbr, colour)) => (format!("landmark-star co-{colour}"), format!(" · {abbr}")),
            None => ("landmark-star".to_owned(), String::new()),
        };
        let _ = write!(
            out,
            r#"<text class="landmark" x="0" y="0.74"><title>{}{}</title><tspan class="{star}">★</tspan> {}</text>"#,
            escape(name),
            escape(&owner),
            escape(name)
        );
    }
    if let Some(n) = h.name.filter(|_| h.landmark.is_none()) {
        let length = if n.chars().count() > 14 { r#" textLength="1.5""# } else { "" };
        let _ = write!(
            out,
            r#"<text class="place-name" x="0" y="0.8"{length} lengthAdjust="spacingAndGlyphs">{}</text>"#,
            escape(n)
        );
    }
    if let Some((id, _)) = h.tile {
        let _ = write!(out, r#"<text class="tile-id" x="0.5" y="0.52">{}</text>"#, escape(id));
    }
    let _ =
        write!(out, r#"<text class="hex-label" x="0" y="-0.62">{}</text></g>"#, escape(&h.label));
    out
}

/// One hex.
#[component]
fn MapHex(state: MapState, h: HexView, lang: Lang) -> impl IntoView {
    let hex = h.hex;
    let (tile, rotation) = match h.tile {
        Some((id, r)) => (Some(id), Some(r)),
        None => (None, None),
    };
    let label = h.label.clone();
    view! {
        <g class="map-hex" data-hex=label data-tile=tile data-rotation=rotation
            on:click=move |_| state.tap_hex(hex) inner_html=hex_markup(&h, lang)></g>
    }
}

/// Every hex of the board.
#[component]
pub fn BoardLayer(state: MapState) -> impl IntoView {
    // Only the keys are computed after each action; a hex is drawn again when its key changes,
    // or in another language (its notes are words).
    let keys = Memo::new(move |_| state.store.with_shown(|g| hex_keys(g.state())));
    let each = move || {
        let lang = lang();
        keys.get().into_iter().map(|(key, hex)| (lang, key, hex)).collect::<Vec<_>>()
    };
    view! {
        <g class="board-layer">
            <For each=each key=|k| row_key(&(k.0, k.1)) let:k>
                {state.store.with_shown_untracked(|g| hex_view_at(g.state(), k.2)).map(|h| view! { <MapHex state h lang=k.0 /> })}
            </For>
        </g>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tramways_engine::game::Game;
    use tramways_engine::selfplay::{play_random_until, random_setup_for};

    /// Every hex of a late board is written whole: its name and coordinate, its colour, its
    /// tile's art, and its place name escaped.
    #[test]
    fn a_hex_is_written_whole() {
        let game: Game =
            play_random_until(random_setup_for(3, 2), 2, |g| g.state().round.to_string() == "LR3a")
                .unwrap();
        let mut tiled = 0;
        for (_, hex) in hex_keys(game.state()) {
            let h = hex_view_at(game.state(), hex).unwrap();
            let markup = hex_markup(&h, Lang::En);
            assert!(markup.starts_with(&format!("<title>{}", h.label)), "{markup}");
            assert!(markup.contains(&format!(r#"<polygon class="{}""#, h.class)));
            assert!(markup.ends_with(&format!(">{}</text></g>", h.label)));
            if let Some(name) = h.name {
                assert!(markup.contains(&*escape(name)), "{name}");
            }
            if let Some(art) = &h.face {
                assert!(markup.contains(&face_markup(art, Some(h.phase))));
                tiled += usize::from(h.tile.is_some());
            }
            assert_eq!(markup.matches("<text").count(), markup.matches("</text>").count());
            assert_eq!(markup.matches("<g").count(), markup.matches("</g>").count());
        }
        assert!(tiled > 10, "a late board has tiles: {tiled}");
    }
}
