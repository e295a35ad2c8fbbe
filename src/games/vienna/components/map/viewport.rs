//! The map's SVG element with pan and zoom: drag with a mouse or one finger, pinch with two,
//! the mouse wheel, and the +, − and "fit map" buttons. During a drag or a pinch the map moves
//! by a CSS transform alone, which the compositor draws without the page redrawing the SVG
//! (issue 22); when the gesture ends, the view takes the one the gesture reached and the
//! transform goes, so the drawing is sharp again at every zoom. The zoom buttons and the wheel
//! work the same way: a + or − shows its zoom by a transform in the tap's own frame and draws
//! it sharp just after that frame; the turns of a wheel (or a trackpad's pinch) zoom by the
//! transform until the wheel rests for [`WHEEL_REST`]. The view is the `viewBox`'s size and
//! the layers' translation (`data-view` holds it whole, `x y w h`). The board's canvas under
//! the SVG moves with it.

use std::collections::BTreeMap;

use leptos::ev;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::MapState;
use crate::games::vienna::view_model::layout::Layout;
use crate::games::vienna::view_model::map::HEX_SIZE;
use crate::games::vienna::view_model::viewport::{Detail, Screen, ViewBox};
use crate::i18n::Text;
use crate::shell::components::language::tr;

/// A drag shorter than this (CSS pixels) is a tap.
const TAP_SLOP: f64 = 6.0;

/// How long the wheel rests before its zoom is drawn sharp: a wheel's turns (or a trackpad's
/// pinch, which the browser sends as wheel events) come tens of milliseconds apart, and each
/// sharp drawing of the whole board takes a few frames on a tablet-class CPU.
const WHEEL_REST: std::time::Duration = std::time::Duration::from_millis(150);

/// The pointers down on the map and how the current gesture started.
#[derive(Debug, Default)]
struct Gesture {
    /// Pointer id → last position (client coordinates).
    pointers: BTreeMap<i32, (f64, f64)>,
    /// Where the first pointer went down.
    start: (f64, f64),
    /// Whether the gesture moved the map.
    moved: bool,
    /// The element's place and size when the gesture began (a transform moves it meanwhile).
    frame: Option<(f64, f64, Screen)>,
    /// The view the gesture has reached, shown by a transform until it ends.
    live: Option<ViewBox>,
}

/// The position and size on screen of the element an event is handled on.
fn frame(event: &ev::Event) -> Option<(f64, f64, Screen)> {
    placed(event.current_target()?.dyn_into::<web_sys::Element>().ok()?)
}

/// An element's position and size on screen.
fn placed(el: web_sys::Element) -> Option<(f64, f64, Screen)> {
    let r = el.get_bounding_client_rect();
    (r.width() > 0.0 && r.height() > 0.0)
        .then(|| (r.left(), r.top(), Screen { w: r.width(), h: r.height() }))
}

fn pinch_step(
    vb: ViewBox,
    screen: Screen,
    left: f64,
    top: f64,
    before: [(f64, f64); 2],
    after: [(f64, f64); 2],
) -> ViewBox {
    let dist = |p: [(f64, f64); 2]| (p[0].0 - p[1].0).hypot(p[0].1 - p[1].1).max(1.0);
    let mid = |p: [(f64, f64); 2]| ((p[0].0 + p[1].0) / 2.0, (p[0].1 + p[1].1) / 2.0);
    let (m0, m1) = (mid(before), mid(after));
    let at = vb.to_user(screen, m0.0 - left, m0.1 - top);
    vb.zoom_at(dist(after) / dist(before), at).pan_by(screen, m1.0 - m0.0, m1.1 - m0.1)
}

/// The map's `<svg>` with its zoom buttons; the layers are its children.
#[component]
pub fn MapSvg(
    /// The shared map state.
    state: MapState,
    /// The layers.
    children: Children,
) -> impl IntoView {
    let (all, vb) = (state.all, state.view);
    let gesture = StoredValue::new(Gesture::default());
    // The wheel's rest: when it ends, the wheel's zoom is drawn sharp.
    let resting = StoredValue::new(None::<TimeoutHandle>);
    let svg = NodeRef::<leptos::svg::Svg>::new();
    // Shows `v` by a transform of the element drawn with the settled view.
    let show_live = move |screen: Screen, v: ViewBox| {
        let v = v.clamp(all);
        gesture.update_value(|g| g.live = Some(v));
        if let Some(el) = svg.get_untracked() {
            let (k, dx, dy) = vb.get_untracked().transform_to(v, screen);
            let style = format!("transform: matrix({k:.5}, 0, 0, {k:.5}, {dx:.2}, {dy:.2})");
            let _ = el.set_attribute("style", &style);
            if let Some(board) = state.board.get_untracked() {
                let _ = board.set_attribute("style", &style);
            }
        }
    };
    // Forgets the wheel's rest, if one is waiting.
    let stop_resting = move || {
        if let Some(rest) = resting.try_update_value(Option::take).flatten() {
            rest.clear();
        }
    };
    // The gesture's view becomes the viewBox; the transform goes in the same frame.
    let settle = move || {
        stop_resting();
        let (mut live, mut screen) = (None, None);
        gesture.update_value(|g| (live, screen) = (g.live.take(), g.frame.map(|f| f.2)));
        if let Some(v) = live {
            // A pan ends on whole device pixels: the board's canvas then moves what it has
            // painted and paints only the strips uncovered.
            let dpr = web_sys::window().map_or(1.0, |w| w.device_pixel_ratio());
            let now = vb.get_untracked();
            vb.set(screen.map_or(v, |screen| now.snap_pan(v, screen, dpr).clamp(all)));
            if let Some(el) = svg.get_untracked() {
                let _ = el.remove_attribute("style");
            }
            if let Some(board) = state.board.get_untracked() {
                let _ = board.remove_attribute("style");
            }
        }
    };
    // Where a zoom by the buttons or the wheel starts from: the view shown (a zoom not yet
    // drawn sharp goes on from where it got to) and the element's place, measured when no
    // transform moves it.
    let zoom_from = move |el: Option<web_sys::Element>| {
        let (live, at) = gesture.with_value(|g| (g.live, g.frame));
        let at = match live {
            Some(_) => at,
            None => {
                let at = el.and_then(placed);
                gesture.update_value(|g| g.frame = at);
                at
            }
        };
        Some((live.unwrap_or_else(|| vb.get_untracked()), at?))
    };
    let on_down = move |e: ev::PointerEvent| {
        // A zoom still shown by its transform is drawn sharp first: the gesture measures the
        // element where it stands.
        if gesture.with_value(|g| g.pointers.is_empty() && g.live.is_some()) {
            settle();
        }
        let p = (f64::from(e.client_x()), f64::from(e.client_y()));
        let at = frame(&e);
        gesture.update_value(|g| {
            if g.pointers.is_empty() {
                g.start = p;
                g.moved = false;
                g.frame = at;
            }
            g.pointers.insert(e.pointer_id(), p);
        });
        state.dragged.set_value(false);
    };
    let on_move = move |e: ev::PointerEvent| {
        let Some((left, top, screen)) = gesture.with_value(|g| g.frame) else { return };
        let p = (f64::from(e.client_x()), f64::from(e.client_y()));
        let id = e.pointer_id();
        let mut next = None;
        gesture.update_value(|g| {
            let Some(&last) = g.pointers.get(&id) else { return };
            let far = (p.0 - g.start.0).hypot(p.1 - g.start.1) > TAP_SLOP;
            if !g.moved && !far && g.pointers.len() == 1 {
                return;
            }
            if !g.moved {
                g.moved = true;
                // Capture only once it is a drag, so that a tap still reaches the hex.
                if let Some(el) =
                    e.current_target().and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                {
                    let _ = el.set_pointer_capture(id);
                }
            }
            let v = g.live.unwrap_or_else(|| vb.get_untracked());
            next = Some(match g.pointers.len() {
                1 => v.pan_by(screen, p.0 - last.0, p.1 - last.1),
                _ => {
                    let other =
                        g.pointers.iter().find(|(k, _)| **k != id).map(|(_, q)| *q).unwrap_or(last);
                    pinch_step(v, screen, left, top, [last, other], [p, other])
                }
            });
            g.pointers.insert(id, p);
        });
        if let Some(v) = next {
            state.dragged.set_value(true);
            e.prevent_default();
            show_live(screen, v);
        }
    };
    let on_up = move |e: ev::PointerEvent| {
        let mut last = false;
        gesture.update_value(|g| {
            g.pointers.remove(&e.pointer_id());
            last = g.pointers.is_empty();
        });
        if last {
            settle();
        }
    };
    let on_wheel = move |e: ev::WheelEvent| {
        let el = e.current_target().and_then(|t| t.dyn_into::<web_sys::Element>().ok());
        let Some((v, (left, top, screen))) = zoom_from(el) else { return };
        e.prevent_default();
        let at = v.to_user(screen, f64::from(e.client_x()) - left, f64::from(e.client_y()) - top);
        let factor = (-e.delta_y() * 0.0015).clamp(-0.5, 0.5).exp();
        show_live(screen, v.zoom_at(factor, at));
        stop_resting();
        let rest = set_timeout_with_handle(settle, WHEEL_REST).ok();
        resting.set_value(rest);
    };
    let zoom = move |factor: f64| {
        let el = svg.get_untracked().map(web_sys::Element::from);
        let Some((v, (_, _, screen))) = zoom_from(el) else { return };
        // At the hex being played, so that it stays where the finger left it.
        let picked = state.pick_untracked().hex().map(|hex| Layout { size: HEX_SIZE }.centre(hex));
        show_live(screen, v.zoom_at(factor, v.zoom_point(picked)));
        crate::shell::frame::after_the_frame(settle);
    };
    let zoom_class = move || match vb.get().detail(all) {
        Detail::Near => "game-map zoom-near",
        Detail::Mid => "game-map zoom-mid",
        Detail::All => "game-map",
    };
    // The view is drawn by a `viewBox` of its size at a fixed corner and a translation of the
    // layers: a pan moves the layers, and only a zoom changes the `viewBox`. A new `viewBox`
    // lays out every text of the map again (about 24 ms of a pan's release at 4× CPU); a
    // translation keeps their layout (docs/performance.md, entry 11).
    let size = Memo::new(move |_| vb.with(|v| (v.w, v.h)));
    let view_box = move || size.with(|&(w, h)| ViewBox { w, h, ..all }.attr());
    let shift = move || vb.with(|v| format!("translate({:.2} {:.2})", all.x - v.x, all.y - v.y));
    view! {
        <svg node_ref=svg class=zoom_class role="img" aria-label=tr(Text::GameMapLabel)
            viewBox=view_box preserveAspectRatio="xMidYMid meet" data-view=move || vb.get().attr()
            on:pointerdown=on_down on:pointermove=on_move on:pointerup=on_up
            on:pointercancel=on_up on:wheel=on_wheel>
            <g class="map-view" transform=shift>{children()}</g>
        </svg>
        <div class="map-zoom">
            <button class="zoom-in" aria-label=tr(Text::ZoomIn) title=tr(Text::ZoomIn)
                on:click=move |_| zoom(1.4)>"+"</button>
            <button class="zoom-out" aria-label=tr(Text::ZoomOut) title=tr(Text::ZoomOut)
                on:click=move |_| zoom(1.0 / 1.4)>"−"</button>
            <button class="zoom-fit" aria-label=tr(Text::FitMap) title=tr(Text::FitMap)
                on:click=move |_| { settle(); vb.set(all) }>"⤢"</button>
        </div>
    }
}
