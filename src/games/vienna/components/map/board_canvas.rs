//! The board painted on a `<canvas>` under the map's SVG (issue 22): colours, track, values,
//! names and coordinates of every hex, from [`hex_paint`]. A 2,000-element SVG board cost a
//! move's frame about 17 ms of the browser's paint and layerize at 4× CPU even when one hex
//! changed. The canvas paints at the start of the frame after a change: a move's changed hexes'
//! patches; a pan moves what it painted and paints the strips uncovered; a zoom, a new size or
//! a language all it shows. What the player acts on stays in the SVG above (targets, markers,
//! routes, the preview), and so does each hex as an unpainted shape for taps, tooltips and the
//! tests ([`BoardLayer`]). `data-painted` on the canvas says what its last paint covered, and
//! `data-text-px` the smallest text of each kind on screen (for the tests' figures).
//!
//! An undo just after a lay, or a redo just after that undo, puts back the pixels the last
//! patch painted over instead of painting again; all of it is painted again when a lost GPU
//! context comes back (`contextrestored`).

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d as Ctx, Path2d};

use super::MapState;
use crate::games::vienna::components::{escape, watch_size};
use crate::games::vienna::view_model::board::{HexKey, hex_view_at};
use crate::games::vienna::view_model::board_paint::{
    HexPaint, Item, LABEL_KINDS, Label, REACH, hex_paint,
};
use crate::games::vienna::view_model::layout::Point;
use crate::games::vienna::view_model::map::HEX_SIZE;
use crate::games::vienna::view_model::viewport::{Detail, Screen, ViewBox};
use crate::i18n::Lang;
use crate::shell::components::language::lang;
use crate::shell::frame::{after_the_frame, in_the_frame};
use tramways_engine::map::Hex;

/// The map's font (the page's).
const FONT: &str = r#"system-ui, -apple-system, "Segoe UI", Roboto, sans-serif"#;

/// What the canvas shows: the view, the element's size in CSS pixels, the device's pixel
/// ratio and the language. Any change but a pan paints all the canvas shows again.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Frame {
    view: ViewBox,
    screen: Screen,
    dpr: f64,
    lang: Lang,
}

/// A hex ready to paint: its drawing and the path of each of its shapes.
struct Prepared {
    key: HexKey,
    paint: HexPaint,
    paths: Vec<Option<Path2d>>,
}

/// The painter's memory: the hexes as painted and the frame painted.
#[derive(Default)]
struct Painter {
    hexes: Vec<Prepared>,
    frame: Option<Frame>,
    /// What the last paint of changed hexes painted over, to put back.
    before: Option<Before>,
}

/// What a paint of changed hexes painted over: the hexes as they were and the canvas's pixels
/// of each patch before it was painted. The change taken back by the next paint (an undo just
/// after a lay, a redo just after that undo) puts these back instead of painting the patches
/// again: a blit rather than 2–7 hexes' paths and texts in the undo's frame (issue 22). Kept
/// only until the next paint, and used only in the frame it was taken in.
struct Before {
    /// The changed hexes (their index in the painter's list) as they were painted before.
    hexes: Vec<(usize, Prepared)>,
    /// Each patch (device pixels: x, y, width, height) and its pixels before, in the order
    /// painted: put back in the reverse order, as patches may overlap.
    pixels: Vec<([f64; 4], web_sys::ImageData)>,
}

/// The canvas's drawing state as last set: each setting is sent to the canvas only when it
/// changes (a font set is resolved again each time: 1.7 ms of a lay's 3 ms of painting at 4×
/// CPU when set for every text).
#[derive(Default)]
struct Pen {
    font: String,
    fill: &'static str,
    stroke: &'static str,
    width: f64,
    alpha: f64,
    align: &'static str,
    baseline: &'static str,
}

impl Pen {
    fn font(&mut self, ctx: &Ctx, size: f64, weight: u16) {
        let font = format!("{weight} {size:.1}px {FONT}");
        if font != self.font {
            ctx.set_font(&font);
            self.font = font;
        }
    }

    fn fill(&mut self, ctx: &Ctx, colour: &'static str) {
        if colour != self.fill {
            ctx.set_fill_style_str(colour);
            self.fill = colour;
        }
    }

    fn stroke(&mut self, ctx: &Ctx, colour: &'static str, width: f64) {
        if colour != self.stroke {
            ctx.set_stroke_style_str(colour);
            self.stroke = colour;
        }
        if width != self.width {
            ctx.set_line_width(width);
            self.width = width;
        }
    }

    fn alpha(&mut self, ctx: &Ctx, alpha: f64) {
        if alpha != self.alpha {
            ctx.set_global_alpha(alpha);
            self.alpha = alpha;
        }
    }

    fn text(&mut self, ctx: &Ctx, align: &'static str, baseline: &'static str) {
        if align != self.align {
            ctx.set_text_align(align);
            self.align = align;
        }
        if baseline != self.baseline {
            ctx.set_text_baseline(baseline);
            self.baseline = baseline;
        }
    }
}

/// Where the map's point lands on the canvas, in CSS pixels, and the pixels per map unit.
#[derive(Clone, Copy)]
struct Mapping {
    view: ViewBox,
    screen: Screen,
    scale: f64,
    dpr: f64,
    detail: Detail,
}

impl Mapping {
    fn at(&self, p: Point) -> (f64, f64) {
        self.view.to_screen(self.screen, p)
    }

    /// The box (device pixels: left, top, right, bottom) a hex centred at `c` may paint in.
    fn reach(&self, c: Point) -> (f64, f64, f64, f64) {
        let (rx, ry) = (REACH.0 * HEX_SIZE, REACH.1 * HEX_SIZE);
        let (x0, y0) = self.at(Point { x: c.x - rx, y: c.y - ry });
        let (x1, y1) = self.at(Point { x: c.x + rx, y: c.y + ry });
        (x0 * self.dpr, y0 * self.dpr, x1 * self.dpr, y1 * self.dpr)
    }
}

impl Painter {
    fn prepare(state: MapState, key: HexKey, hex: Hex, lang: Lang) -> Option<Prepared> {
        let view = state.store.with_shown_untracked(|g| hex_view_at(g.state(), hex))?;
        let paint = hex_paint(&view, lang);
        let paths = paint
            .items
            .iter()
            .map(|item| match item {
                Item::Shape(figure, _) => Path2d::new_with_path_string(&figure.path_data()).ok(),
                Item::Label(_) => None,
            })
            .collect();
        Some(Prepared { key, paint, paths })
    }

    /// Forgets what is painted: the next paint paints everything (the canvas was emptied).
    fn forget(&mut self) {
        self.frame = None;
    }

    /// Brings the canvas up to `keys` in `frame`: the changed hexes' patches, or all of it.
    fn paint(
        &mut self,
        canvas: &web_sys::HtmlCanvasElement,
        state: MapState,
        keys: &[(HexKey, Hex)],
        frame: Frame,
    ) {
        let rebuilt =
            self.frame.is_none_or(|f| f.lang != frame.lang) || self.hexes.len() != keys.len();
        // Only the paint right after it may put back what a paint painted over.
        let before = self.before.take();
        if !rebuilt
            && let Some(before) = before
            && self.frame == Some(frame)
            && takes_back(&before, &self.hexes, keys)
        {
            self.put_back(canvas, before);
            return;
        }
        let mut dirty = Vec::new();
        if rebuilt {
            self.hexes = keys
                .iter()
                .filter_map(|&(key, hex)| Self::prepare(state, key, hex, frame.lang))
                .collect();
        } else {
            for (i, &(key, hex)) in keys.iter().enumerate() {
                if self.hexes[i].key != key
                    && let Some(p) = Self::prepare(state, key, hex, frame.lang)
                {
                    dirty.push((i, std::mem::replace(&mut self.hexes[i], p)));
                }
            }
        }
        // A pan by whole device pixels moves what is painted and paints the strips it uncovers.
        let moved = self.frame.filter(|f| f.view != frame.view).and_then(|f| pan_shift(f, frame));
        // A new phase changes every value: one paint of the whole board, not a patch per hex.
        let whole = rebuilt || (self.frame != Some(frame) && moved.is_none()) || dirty.len() > 4;
        self.frame = Some(frame);
        let (w, h) = (frame.screen.w * frame.dpr, frame.screen.h * frame.dpr);
        if whole
            && (f64::from(canvas.width()) != w.round() || f64::from(canvas.height()) != h.round())
        {
            canvas.set_width(w.round() as u32);
            canvas.set_height(h.round() as u32);
        }
        let Some(ctx) = context(canvas) else { return };
        // Left to right, said outright: with the default (`inherit`), the first text painted
        // after a move first brings the page's style up to date for the canvas's direction
        // (7–26 ms at 4× CPU in a trial, against 0.2–3 ms). The board's words read left to
        // right in every language of the app.
        let _ = js_sys::Reflect::set(&ctx, &"direction".into(), &"ltr".into());
        let m = Mapping {
            view: frame.view,
            screen: frame.screen,
            scale: frame.view.scale(frame.screen),
            dpr: frame.dpr,
            detail: frame.view.detail(state.all),
        };
        if whole {
            let _ = ctx.set_transform(1.0, 0.0, 0.0, 1.0, 0.0, 0.0);
            ctx.clear_rect(0.0, 0.0, w, h);
            let (painted, smallest) = self.paint_region(&ctx, &m, [0.0, 0.0, w, h]);
            let said: Vec<String> =
                smallest.iter().map(|(kind, px)| format!("{kind} {px:.2}")).collect();
            let _ = canvas.set_attribute("data-text-px", &said.join(", "));
            let _ = canvas.set_attribute("data-painted", &format!("all {painted}"));
            return;
        }
        let mut regions = Vec::new();
        if let Some((dx, dy)) = moved {
            let _ = ctx.set_transform(1.0, 0.0, 0.0, 1.0, 0.0, 0.0);
            ctx.set_global_composite_operation("copy").ok();
            let _ = ctx.draw_image_with_html_canvas_element(canvas, dx, dy);
            ctx.set_global_composite_operation("source-over").ok();
            if dx != 0.0 {
                regions.push(if dx > 0.0 { [0.0, 0.0, dx, h] } else { [w + dx, 0.0, -dx, h] });
            }
            if dy != 0.0 {
                regions.push(if dy > 0.0 { [0.0, 0.0, w, dy] } else { [0.0, h + dy, w, -dy] });
            }
        }
        // Each changed hex's patch: its box, painted again with every hex reaching into it.
        // (Not a pan's: a pan and a change together are not put back.)
        let patches: Vec<[f64; 4]> = dirty
            .iter()
            .map(|(i, _)| {
                let (x0, y0, x1, y1) = m.reach(self.hexes[*i].paint.centre);
                let (px, py) = (x0.floor(), y0.floor());
                [px, py, x1.ceil() - px, y1.ceil() - py]
            })
            .collect();
        let mut pixels = Vec::new();
        let mut painted = 0;
        for region in &regions {
            painted += self.paint_region(&ctx, &m, *region).0;
        }
        for &region in &patches {
            if moved.is_none()
                && let Ok(before) = ctx.get_image_data(region[0], region[1], region[2], region[3])
            {
                pixels.push((region, before));
            }
            painted += self.paint_region(&ctx, &m, region).0;
        }
        if pixels.len() == patches.len() && !patches.is_empty() {
            self.before = Some(Before { hexes: dirty, pixels });
        }
        let count = regions.len() + patches.len();
        if count > 0 {
            let _ = canvas.set_attribute("data-painted", &format!("{count} patches {painted}"));
        }
    }

    /// Puts back what the last paint painted over (`before`: [`takes_back`] holds), and keeps
    /// what it shows now in its place, for the change after (a redo after an undo).
    fn put_back(&mut self, canvas: &web_sys::HtmlCanvasElement, before: Before) {
        let Some(ctx) = context(canvas) else { return };
        let Before { hexes, pixels } = before;
        // What each patch shows now, before any is put back.
        let mut shown = Vec::new();
        for (region, _) in &pixels {
            match ctx.get_image_data(region[0], region[1], region[2], region[3]) {
                Ok(data) => shown.push((*region, data)),
                Err(_) => break,
            }
        }
        for (region, data) in pixels.iter().rev() {
            let _ = ctx.put_image_data(data, region[0], region[1]);
        }
        let count = pixels.len();
        let mut undone = Vec::with_capacity(hexes.len());
        for (i, old) in hexes {
            undone.push((i, std::mem::replace(&mut self.hexes[i], old)));
        }
        if shown.len() == count {
            self.before = Some(Before { hexes: undone, pixels: shown });
        }
        let _ = canvas.set_attribute("data-painted", &format!("{count} patches put back"));
    }

    /// Clears `region` of the canvas (device pixels: x, y, width, height) and paints every hex
    /// reaching into it, clipped to it, as a paint of the whole board paints them there.
    /// Answers how many hexes it painted and the smallest text of each kind.
    fn paint_region(
        &self,
        ctx: &Ctx,
        m: &Mapping,
        [x, y, w, h]: [f64; 4],
    ) -> (usize, Vec<(&'static str, f64)>) {
        if x >= m.screen.w * m.dpr || y >= m.screen.h * m.dpr || x + w <= 0.0 || y + h <= 0.0 {
            return (0, Vec::new()); // out of sight
        }
        ctx.save();
        let _ = ctx.set_transform(1.0, 0.0, 0.0, 1.0, 0.0, 0.0);
        ctx.begin_path();
        ctx.rect(x, y, w, h);
        ctx.clip();
        ctx.clear_rect(x, y, w, h);
        let near = self.hexes.iter().filter(|p| {
            let (x0, y0, x1, y1) = m.reach(p.paint.centre);
            x1 > x && x0 < x + w && y1 > y && y0 < y + h
        });
        let painted = near.clone().count();
        let smallest = draw_hexes(ctx, &mut Pen::default(), near, m);
        ctx.restore();
        (painted, smallest)
    }
}

/// Whether bringing the canvas (painted as `hexes`, by the paint that kept `before`) up to
/// `keys` takes back exactly that paint's change: as many hexes changed, each of its hexes back
/// as it was before it (so changed too: a hex it painted differs from what it was).
fn takes_back(before: &Before, hexes: &[Prepared], keys: &[(HexKey, Hex)]) -> bool {
    let changed = hexes.iter().zip(keys).filter(|(p, (key, _))| p.key != *key).count();
    changed == before.hexes.len()
        && before.hexes.iter().all(|(i, old)| keys.get(*i).is_some_and(|(key, _)| *key == old.key))
}

/// The whole device pixels the board moved by from `before` to `now`, if that is all that
/// changed: a pan (the same size of view, element, pixels and language) by whole pixels.
fn pan_shift(before: Frame, now: Frame) -> Option<(f64, f64)> {
    let same = before.screen == now.screen
        && before.dpr == now.dpr
        && before.lang == now.lang
        && before.view.w == now.view.w
        && before.view.h == now.view.h;
    let s = now.view.scale(now.screen) * now.dpr;
    let (dx, dy) = ((before.view.x - now.view.x) * s, (before.view.y - now.view.y) * s);
    let whole = |v: f64| (v - v.round()).abs() < 0.01;
    let inside = dx.abs() < now.screen.w * now.dpr && dy.abs() < now.screen.h * now.dpr;
    (same && whole(dx) && whole(dy) && inside).then(|| (dx.round(), dy.round()))
}

/// The canvas's 2D context, backed by memory rather than the GPU (`willReadFrequently`): a
/// move paints a patch of a few hexes and a pan copies the canvas onto itself, and on a
/// memory-backed canvas neither waits on the GPU at the end of the frame. Measured at 4× CPU
/// in headless Chromium (its GPU is emulated): a lay 7 ms faster, a zoom the same
/// (docs/performance.md, entry 25). Every frame's context is the same one: the options count
/// at the first call only.
fn context(canvas: &web_sys::HtmlCanvasElement) -> Option<Ctx> {
    let options = js_sys::Object::new();
    js_sys::Reflect::set(&options, &"willReadFrequently".into(), &true.into()).ok()?;
    canvas.get_context_with_context_options("2d", &options).ok()??.dyn_into::<Ctx>().ok()
}

/// Paints `hexes`: their shapes hex by hex, then their texts over them, kind by kind (a
/// canvas parses a font each time it is set). Answers the smallest font on screen of each kind
/// of text.
fn draw_hexes<'a>(
    ctx: &Ctx,
    pen: &mut Pen,
    hexes: impl Iterator<Item = &'a Prepared>,
    m: &Mapping,
) -> Vec<(&'static str, f64)> {
    let k = m.scale * HEX_SIZE;
    let d = m.dpr;
    let mut labels: Vec<(&Label, (f64, f64))> = Vec::new();
    for p in hexes {
        let (cx, cy) = m.at(p.paint.centre);
        let _ = ctx.set_transform(d * k, 0.0, 0.0, d * k, d * cx, d * cy);
        for (item, path) in p.paint.items.iter().zip(&p.paths) {
            match (item, path) {
                (Item::Shape(_, ink), Some(path)) => {
                    pen.alpha(ctx, ink.alpha);
                    if let Some(fill) = ink.fill {
                        pen.fill(ctx, fill);
                        ctx.fill_with_path_2d(path);
                    }
                    if let Some((colour, width)) = ink.stroke {
                        pen.stroke(ctx, colour, width);
                        if let Some([on, off]) = ink.dash {
                            let _ = ctx.set_line_dash(&js_sys::Array::of2(&on.into(), &off.into()));
                        }
                        ctx.stroke_with_path(path);
                        if ink.dash.is_some() {
                            let _ = ctx.set_line_dash(&js_sys::Array::new());
                        }
                    }
                }
                (Item::Label(label), _) if label.detail <= m.detail => {
                    labels.push((label, (cx + k * label.at.x, cy + k * label.at.y)));
                }
                _ => {}
            }
        }
    }
    let _ = ctx.set_transform(d, 0.0, 0.0, d, 0.0, 0.0);
    // In one order of kinds, so that a patch paints its texts as the whole board does.
    let mut smallest: Vec<(&'static str, f64)> = Vec::new();
    for kind in LABEL_KINDS {
        let mut least = f64::INFINITY;
        for &(label, at) in labels.iter().filter(|(label, _)| label.kind == kind) {
            draw_label(ctx, pen, label, at, k);
            least = label.runs.iter().map(|r| r.size * k).fold(least, f64::min);
        }
        if least.is_finite() {
            smallest.push((kind, least));
        }
    }
    smallest
}

/// Paints a label centred at `at` (CSS pixels), `k` pixels to the hex's unit.
fn draw_label(ctx: &Ctx, pen: &mut Pen, label: &Label, at: (f64, f64), k: f64) {
    pen.alpha(ctx, label.alpha);
    let baseline = if label.middle { "middle" } else { "alphabetic" };
    // Side by side, centred as a whole.
    let widths: Vec<f64> = match &label.runs[..] {
        [_] => Vec::new(),
        runs => runs
            .iter()
            .map(|r| {
                pen.font(ctx, r.size * k, r.weight);
                ctx.measure_text(&r.text).map_or(0.0, |t| t.width())
            })
            .collect(),
    };
    let mut x = at.0 - widths.iter().sum::<f64>() / 2.0;
    pen.text(ctx, if widths.is_empty() { "center" } else { "left" }, baseline);
    for (i, run) in label.runs.iter().enumerate() {
        pen.font(ctx, run.size * k, run.weight);
        if let Some((colour, width)) = run.stroke.or(label.halo) {
            pen.stroke(ctx, colour, width * k);
            let _ = ctx.stroke_text(&run.text, x, at.1);
        }
        pen.fill(ctx, run.fill);
        let _ = match label.fit {
            Some(fit) => ctx.fill_text_with_max_width(&run.text, x, at.1, fit * k),
            None => ctx.fill_text(&run.text, x, at.1),
        };
        x += widths.get(i).copied().unwrap_or_default();
    }
}

/// The board's canvas. It is painted again whenever a hex's drawing, the view, the canvas's
/// size or the language changes: only the changed hexes' patches or a pan's strips when it
/// can.
#[component]
pub fn BoardCanvas(state: MapState) -> impl IntoView {
    let canvas = state.board;
    // The map's size, shared: a line's turn opens at a zoom worked out for it.
    let size = state.screen;
    watch_size(canvas, move |w, h| {
        if w > 0.0 && h > 0.0 {
            size.set(Screen { w, h });
        }
    });
    // Painted at the start of the next frame, with everything the move changed: the frame's
    // style work is then done once (a canvas setting its font brings the page's style up to
    // date first), and a view and its hexes changing together paint once. A tile just laid
    // from the choice bar is painted just after its frame instead: the preview shows it there
    // meanwhile (`MapState::laid`), and the lay's frame is a tenth lighter (entry 34).
    let painter = StoredValue::new_local(Painter::default());
    let pending = StoredValue::new(false);
    let pending_late = StoredValue::new(false);
    let paint = move || {
        let screen = size.get_untracked();
        let Some(el) = canvas.get_untracked() else { return };
        if screen.w <= 0.0 {
            return;
        }
        let keys = state.hexes.get_untracked();
        let dpr = web_sys::window().map_or(1.0, |w| w.device_pixel_ratio());
        let dpr = if dpr.is_finite() && dpr > 0.0 { dpr } else { 1.0 };
        let frame = Frame { view: state.view.get_untracked(), screen, dpr, lang: untrack(lang) };
        painter.update_value(|p| p.paint(&el, state, &keys, frame));
        // The board shows the tile laid: the preview no longer stands in for it.
        if state.laid.get_untracked().is_some() {
            state.laid.set(None);
        }
    };
    let schedule = move || {
        let stamp = state.stamp.get_untracked();
        let laid = state.laid.with_untracked(|l| l.is_some_and(|l| l.stamp == stamp));
        if laid && !pending.get_value() {
            if !pending_late.get_value() {
                pending_late.set_value(true);
                after_the_frame(move || {
                    pending_late.set_value(false);
                    paint();
                });
            }
        } else if !pending.get_value() {
            pending.set_value(true);
            in_the_frame(move || {
                pending.set_value(false);
                paint();
            });
        }
    };
    Effect::new(move |_| {
        size.track();
        state.view.track();
        state.hexes.track();
        lang();
        schedule();
    });
    // A 2D canvas whose GPU context was lost (a driver reset, a tab in the background on a
    // tablet short of memory) is blank when the browser restores its context, and says so:
    // everything is painted again.
    let restored = move |_: web_sys::Event| {
        painter.update_value(Painter::forget);
        schedule();
    };
    view! {
        <canvas class="board-canvas" node_ref=canvas aria-hidden="true"
            on:contextrestored=restored></canvas>
    }
}

/// Every hex of the board as an unpainted shape in the SVG, with its coordinate, tile and
/// rotation: a tap on it chooses the hex, and its title names it.
///
/// A hex's coordinate, name and outline never change: the shapes are written once, as one
/// piece of markup with one tap handler for all, and a move sets the `data-tile` and
/// `data-rotation` of the hexes whose drawing changed, in place. (Drawing a changed hex's
/// shape again, as a keyed list did, was a fifth of a lay's script at 4× CPU, issue 22.)
#[component]
pub fn BoardLayer(state: MapState) -> impl IntoView {
    let group = NodeRef::<leptos::svg::G>::new();
    let first = state.hexes.get_untracked();
    let mut markup = String::new();
    for &(key, hex) in &first {
        let Some(h) = state.store.with_shown_untracked(|g| hex_view_at(g.state(), hex)) else {
            continue;
        };
        let title = match h.name {
            Some(n) => format!("{} {n}", h.label),
            None => h.label.clone(),
        };
        let tile = key.tile().map_or(String::new(), |(id, r)| {
            format!(r#" data-tile="{}" data-rotation="{r}""#, escape(id))
        });
        markup.push_str(&format!(
            r#"<g class="map-hex" data-hex="{}"{tile}><title>{}</title><polygon points="{}"/></g>"#,
            h.label,
            escape(&title),
            h.points
        ));
    }
    // What lies on each hex as written: only the hexes whose key changes are touched.
    let written = StoredValue::new(first);
    Effect::new(move |_| {
        let now = state.hexes.get();
        let Some(g) = group.get() else { return };
        written.update_value(|was| {
            for ((old, hex), (new, _)) in was.iter().zip(&now) {
                if old.tile() == new.tile() {
                    continue;
                }
                let Ok(Some(el)) = g.query_selector(&format!(r#"g.map-hex[data-hex="{hex}"]"#))
                else {
                    continue;
                };
                let _ = match new.tile() {
                    Some((id, r)) => el
                        .set_attribute("data-tile", id)
                        .and_then(|()| el.set_attribute("data-rotation", &r.to_string())),
                    None => el
                        .remove_attribute("data-tile")
                        .and_then(|()| el.remove_attribute("data-rotation")),
                };
            }
            *was = now;
        });
    });
    let tap = move |e: leptos::ev::MouseEvent| {
        let hex = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|el| el.closest("g.map-hex").ok().flatten())
            .and_then(|el| el.get_attribute("data-hex"))
            .and_then(|label| label.parse::<Hex>().ok());
        if let Some(hex) = hex {
            state.tap_hex(hex);
        }
    };
    view! { <g class="board-layer" node_ref=group on:click=tap inner_html=markup></g> }
}
