//! What the acting line may do, drawn over the board: hexes where it may lay or upgrade (blue),
//! Stadtbahn hexes (orange), bonus tiles (purple); the tile being tried on its hex in the
//! chosen rotation ([`Preview`], drawn under the markers); circles where a station marker may
//! go with its cost; Stadtbahn markers it may remove. Hex outlines let taps through to the
//! hex; circles and markers take their own. Outlines and circles also take the keyboard's
//! focus (Tab) and are chosen with Enter or Space.
//!
//! When a lay ends the targets they are hidden, not emptied, so that its undo brings the same
//! targets back. The circles' tap areas are `turn_view`'s ([`spot_places`]), and a hint's hex
//! or circle is marked here ([`HintMark`], [`HintOutline`]).

use std::fmt::Write as _;

use leptos::ev;
use leptos::prelude::*;
use tramways_engine::data::game_tables::REMOVE_STADTBAHN_MARKER_COST;
use tramways_engine::game::Action;
use tramways_engine::map::Hex;
use tramways_engine::map::graph::NodeRef;
use wasm_bindgen::JsCast;

use super::{MapState, keys};
use crate::games::vienna::components::tile_face::TileFace;
use crate::games::vienna::components::{escape, row_key};
use crate::games::vienna::view_model::board::{SlotView, hex_points};
use crate::games::vienna::view_model::gallery::color_class;
use crate::games::vienna::view_model::layout::Layout;
use crate::games::vienna::view_model::line_turn::{LayMode, Pick};
use crate::games::vienna::view_model::map::HEX_SIZE;
use crate::games::vienna::view_model::tile_art::{face_art, hex_outline, orange_outline};
use crate::games::vienna::view_model::turn_view::spot_places;
use crate::i18n;
use crate::shell::components::language::lang;

fn mode_class(mode: LayMode) -> &'static str {
    match mode {
        LayMode::Normal => "normal",
        LayMode::Stadtbahn => "stadtbahn",
        LayMode::Bonus => "bonus",
    }
}

fn at_hex(hex: tramways_engine::map::Hex) -> String {
    let c = Layout { size: HEX_SIZE }.centre(hex);
    format!("translate({:.1} {:.1}) scale({HEX_SIZE})", c.x, c.y)
}

/// Where a marker would go at `at`: its first free circle, or the Stadtbahn marker standing there.
fn spot(slots: &[SlotView], at: NodeRef, free: bool) -> Option<(f64, f64)> {
    crate::games::vienna::view_model::turn_view::circle(slots, at, free).map(|p| (p.x, p.y))
}

/// Outlines of the hexes where a tile may go, as markup: drawn again only when the set of
/// targets or the language changes. Building 76 outlines element by element, each with its own
/// reactive class, label and key handler, was a quarter of an undo's script (issue 22). The
/// chosen outline's class is set on its element, which stays (and keeps the keyboard's focus);
/// one key handler on the group serves them all.
///
/// When a lay ends the targets, the group is hidden (`closed`: not seen, not tapped, not
/// focused) with the outlines it had, not emptied: its undo brings the same targets back, and
/// shows them again without writing or parsing their markup (docs/performance.md, entry 34).
#[component]
fn Targets(state: MapState) -> impl IntoView {
    // The targets (mode and hex), the last ones kept while there are none. None while the
    // line's turn lags behind a move (the move's frame closes them; they open just after).
    let shown = Memo::new(move |_| {
        if state.lagging() {
            return Vec::new();
        }
        state.turn.with(|t| {
            t.iter().flat_map(|t| &t.targets).map(|x| (x.mode, x.hex)).collect::<Vec<_>>()
        })
    });
    let kept = Memo::new(move |was: Option<&Vec<(LayMode, Hex)>>| {
        shown.with(|now| match (now.is_empty(), was) {
            (true, Some(was)) => was.clone(),
            _ => now.clone(),
        })
    });
    let markup = Memo::new(move |_| {
        let lang = lang();
        kept.with(|targets| {
            let mut out = String::new();
            for &(mode, hex) in targets {
                let (mode, hex_name) = (mode_class(mode), hex.to_string());
                let label = i18n::lay_target_label(lang, mode, &hex_name);
                let _ = write!(
                    out,
                    r#"<polygon class="target target-{mode}" data-hex="{hex_name}" data-mode="{mode}" points="{}" tabindex="0" role="button" aria-label="{}"/>"#,
                    hex_points(hex, 0.9),
                    escape(&label)
                );
            }
            out
        })
    });
    let group = leptos::prelude::NodeRef::<leptos::svg::G>::new();
    // The outline marked chosen, with its hex: unmarked without looking for it (a lay, a
    // cancel), left alone while the same hex stays chosen (a turn of the tile). Looking for
    // every marked outline was a sixth of a lay's script at 4× CPU (issue 22).
    let marked = StoredValue::new_local(None::<(Hex, web_sys::Element)>);
    Effect::new(move |_| {
        markup.track();
        let chosen = match state.pick() {
            Pick::Lay { hex, .. } => Some(hex),
            _ => None,
        };
        let Some(g) = group.get() else { return };
        // An outline of markup written since is gone with it.
        let was = marked.get_value().filter(|(_, el)| el.is_connected());
        if was.as_ref().map(|(hex, _)| *hex) == chosen {
            return;
        }
        if let Some((_, el)) = &was {
            let _ = el.class_list().remove_1("selected");
        }
        let now = chosen.and_then(|hex| {
            let el = g.query_selector(&format!(r#".target[data-hex="{hex}"]"#)).ok()??;
            let _ = el.class_list().add_1("selected");
            Some((hex, el))
        });
        marked.set_value(now);
    });
    // Taps go through to the hex below; the keyboard chooses the outline.
    let on_key = move |e: ev::KeyboardEvent| {
        let hex = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|el| el.get_attribute("data-hex"))
            .and_then(|h| h.parse::<Hex>().ok());
        if let Some(hex) = hex {
            let chosen = matches!(state.pick_untracked(), Pick::Lay { hex: h, .. } if h == hex);
            keys::on_spot_key(state, &e, chosen, || state.tap_hex(hex));
        }
    };
    let class = move || if shown.with(Vec::is_empty) { "targets closed" } else { "targets" };
    view! { <g class=class node_ref=group inner_html=move || markup.get() on:keydown=on_key /> }
}

/// The tile being tried, on its hex (under the station markers, which stay visible); after a
/// lay, the tile laid until the board's canvas has painted it ([`MapState::previewed`]).
#[component]
pub fn Preview(state: MapState) -> impl IntoView {
    let shown = Memo::new(move |_| state.previewed());
    // The tile on its hex, apart from how it is drawn: when the tile being tried is laid, the
    // same drawing stays and only its class changes (drawing it again was a tenth of a lay's
    // script, and its nodes' style and layout).
    let placed = Memo::new(move |_| shown.with(|s| s.map(|(hex, tile, r, _)| (hex, tile, r))));
    let laid = Memo::new(move |_| shown.with(|s| s.is_some_and(|s| s.3)));
    let class = move || if laid.get() { "preview laid" } else { "preview" };
    let phase = Memo::new(move |_| state.store.with_shown(|g| g.state().phase()));
    move || {
        let (hex, tile, rotation) = placed.get()?;
        let def = tile.def();
        let art = face_art(&def.face, rotation);
        let orange = def.stadtbahn_edge.then(|| {
            view! { <polygon class="orange-edge" points=orange_outline() /> }
        });
        let phase = phase.get();
        Some(view! {
            <g class=class data-hex=hex.to_string() data-tile=tile.to_string()
                data-rotation=u8::from(rotation) transform=at_hex(hex)>
                <polygon class=color_class(def.color) points=hex_outline() />
                {orange}
                <TileFace art phase />
            </g>
        })
    }
}

/// The move a hint shows (issue 20), when it is a lay or a station: the tile on its hex in its
/// rotation, or a ring where the marker would go, outlined apart from the player's own choice.
#[component]
pub fn HintMark(state: MapState) -> impl IntoView {
    move || match state.store.hint_now()?.action {
        Action::LayTile { hex, tile, rotation, .. }
        | Action::LayStadtbahn { hex, tile, rotation, .. }
        | Action::BonusTile { hex, tile, rotation, .. } => {
            let def = tile.def();
            let art = face_art(&def.face, rotation);
            let phase = state.store.with_shown(|g| g.state().phase());
            Some(
                view! {
                    <g class="hint-mark lay" data-hex=hex.to_string() data-tile=tile.to_string()
                        data-rotation=u8::from(rotation) transform=at_hex(hex)>
                        <polygon class=color_class(def.color) points=hex_outline() />
                        <TileFace art phase />
                    </g>
                }
                .into_any(),
            )
        }
        Action::PlaceStation { at, .. } => {
            let (x, y) = state.slots.with(|slots| spot(slots, at, true))?;
            Some(
                view! {
                    <circle class="hint-mark station" data-hex=at.hex.to_string()
                        cx=format!("{x:.1}") cy=format!("{y:.1}") r="11" />
                }
                .into_any(),
            )
        }
        _ => None,
    }
}

/// The outline of the hex a hint lays on, over everything else (the targets' outlines too).
#[component]
pub fn HintOutline(state: MapState) -> impl IntoView {
    move || {
        let hex = match state.store.hint_now()?.action {
            Action::LayTile { hex, .. }
            | Action::LayStadtbahn { hex, .. }
            | Action::BonusTile { hex, .. } => hex,
            _ => return None,
        };
        Some(view! {
            <g class="hint-mark" transform=at_hex(hex)>
                <polygon class="hint-outline" points=hex_outline() />
            </g>
        })
    }
}

/// A circle the line may use: a free one for a station marker, or a Stadtbahn marker it may
/// remove; where it is drawn and where a tap chooses it ([`spot_places`]).
#[derive(Debug, Clone, PartialEq)]
struct SpotItem {
    /// What choosing it picks.
    pick: Pick,
    /// The circle.
    at: NodeRef,
    /// `station-target` or `removal-target`.
    kind: &'static str,
    /// Its name for screen readers.
    label: String,
    x: f64,
    y: f64,
    /// The tap area: left, top, width, height (map units).
    area: [f64; 4],
    cost: String,
    colour: String,
}

/// Circles that may take a station marker, and Stadtbahn markers that may be removed. Each
/// stays in the page while it may be chosen (choosing one changes its class only, so the
/// keyboard's focus stays on it).
#[component]
fn Spots(state: MapState) -> impl IntoView {
    let items = move || {
        // None while the line's turn lags behind a move: they come just after its frame.
        if state.lagging() {
            return Vec::new();
        }
        state.slots.with(|slots| {
            state.turn.with(|t| {
                let Some(t) = t else { return Vec::new() };
                let lang = lang();
                let cost = i18n::cost(lang, t.station_cost.unwrap_or(0));
                let colour = format!("co-{}", t.company.row().color);
                // Each tap area is as large as a finger at the zoom a turn opens at (44 units)
                // but never reaches into a neighbouring circle's.
                spot_places(t, slots)
                    .into_iter()
                    .map(|p| {
                        let hex = p.at.hex.to_string();
                        let (kind, label, cost) = match p.pick {
                            Pick::Removal(_) => (
                                "removal-target",
                                i18n::removal_target_label(
                                    lang,
                                    &hex,
                                    REMOVE_STADTBAHN_MARKER_COST,
                                ),
                                REMOVE_STADTBAHN_MARKER_COST.to_string(),
                            ),
                            _ => (
                                "station-target",
                                i18n::station_target_label(lang, &hex, &cost),
                                cost.clone(),
                            ),
                        };
                        let (w, h) = p.area.size();
                        SpotItem {
                            pick: p.pick,
                            at: p.at,
                            kind,
                            label,
                            x: p.centre.x,
                            y: p.centre.y,
                            area: [p.area.x0, p.area.y0, w, h],
                            cost,
                            colour: colour.clone(),
                        }
                    })
                    .collect::<Vec<_>>()
            })
        })
    };
    // Hashed, not written out for every circle after every move.
    let key = |s: &SpotItem| {
        let place = [s.x, s.y, s.area[0], s.area[1], s.area[2], s.area[3]].map(f64::to_bits);
        row_key(&(s.pick, place, &s.cost, &s.label))
    };
    view! {
        <g class="spots">
            <For each=items key=key let:item>
                <Spot state item />
            </For>
        </g>
    }
}

/// One circle of [`Spots`].
#[component]
fn Spot(state: MapState, item: SpotItem) -> impl IntoView {
    let SpotItem { pick, at, kind, label, x, y, area, cost, colour } = item;
    let chosen = Memo::new(move |_| state.pick() == pick);
    let class = move || if chosen.get() { format!("{kind} selected") } else { kind.to_owned() };
    // A station being chosen shows the marker it would place.
    let ghost = move || {
        (chosen.get() && kind == "station-target")
            .then(|| view! { <circle class=format!("ghost {colour}") cx=x cy=y r="7" /> })
    };
    let on_key = move |e: ev::KeyboardEvent| {
        keys::on_spot_key(state, &e, chosen.get_untracked(), || state.set_pick(pick));
    };
    let [ax, ay, aw, ah] = area;
    view! {
        <g class=class data-hex=at.hex.to_string() data-node=at.node tabindex="0" role="button"
            aria-label=label on:keydown=on_key
            on:click=move |_| if !state.dragged.get_value() { state.set_pick(pick) }>
            <rect class="hit" x=ax y=ay width=aw height=ah />
            <circle class="ring" cx=x cy=y r="10" />
            {ghost}
            <text class="spot-cost" x=x + 13.0 y=y - 11.0>{cost}</text>
        </g>
    }
}

/// Everything the acting line may do, over the board.
#[component]
pub fn Overlay(state: MapState) -> impl IntoView {
    view! {
        <g class="overlay">
            <Targets state />
            <Spots state />
        </g>
    }
}
