//! Pan and zoom of an SVG drawing through its `viewBox`, independent of any game.
//!
//! The drawing stays vector: zooming changes which part of the user space the `viewBox`
//! shows, never a bitmap scale. The element draws with `preserveAspectRatio="xMidYMid meet"`,
//! so the whole `viewBox` is visible and centred; [`ViewBox::to_user`] undoes that mapping for
//! a pointer position.
//!
//! [`ViewBox::focus`] is the view at a scale that holds the heaviest of some areas, clear of
//! the map's controls; [`tap_areas`] makes finger-sized areas around points, never
//! overlapping.

use super::layout::Point;

/// The part of the drawing shown, in user units.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ViewBox {
    /// Left edge.
    pub x: f64,
    /// Top edge.
    pub y: f64,
    /// Width.
    pub w: f64,
    /// Height.
    pub h: f64,
}

/// How much a view shows beyond the drawing's essentials: small print appears as one zooms in
/// (a map's coordinates at [`Detail::Mid`], its place names at [`Detail::Near`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Detail {
    /// The whole drawing or near it.
    All,
    /// Zoomed in 1.35× or more.
    Mid,
    /// Zoomed in 2.2× or more.
    Near,
}

/// The size of the element on screen, in CSS pixels.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Screen {
    /// Width.
    pub w: f64,
    /// Height.
    pub h: f64,
}

/// How far one may zoom in: the view is at least this fraction of the whole drawing's width.
pub const MAX_ZOOM: f64 = 8.0;

/// A box of the drawing (user units) that a view should show whole, and how much it counts
/// ([`ViewBox::focus`]).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Area {
    /// Left edge.
    pub x0: f64,
    /// Top edge.
    pub y0: f64,
    /// Right edge.
    pub x1: f64,
    /// Bottom edge.
    pub y1: f64,
    /// How much showing it counts.
    pub weight: u32,
}

impl Area {
    /// The box of half-width `rx` and half-height `ry` around `at`.
    pub fn around(at: Point, rx: f64, ry: f64, weight: u32) -> Area {
        Area { x0: at.x - rx, y0: at.y - ry, x1: at.x + rx, y1: at.y + ry, weight }
    }

    /// Its width and height.
    pub fn size(&self) -> (f64, f64) {
        (self.x1 - self.x0, self.y1 - self.y0)
    }
}

/// The edges of a view that controls drawn over it cover, in CSS pixels.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Pad {
    /// Left.
    pub left: f64,
    /// Top.
    pub top: f64,
    /// Right.
    pub right: f64,
    /// Bottom.
    pub bottom: f64,
}

/// Tap areas of `side` units around each of `centres` that never overlap: a square, cut
/// halfway towards each neighbour closer than `side` along the axis it is furthest along
/// (two neighbours cut at the same line, so their areas only touch).
pub fn tap_areas(centres: &[Point], side: f64) -> Vec<Area> {
    let half = side / 2.0;
    centres
        .iter()
        .map(|c| {
            let mut a = Area::around(*c, half, half, 1);
            for o in centres {
                let (dx, dy) = (o.x - c.x, o.y - c.y);
                if dx.abs() < 1e-9 && dy.abs() < 1e-9 {
                    continue;
                }
                if dx.abs() >= dy.abs() {
                    if dx > 0.0 {
                        a.x1 = a.x1.min(c.x + dx / 2.0);
                    } else {
                        a.x0 = a.x0.max(c.x + dx / 2.0);
                    }
                } else if dy > 0.0 {
                    a.y1 = a.y1.min(c.y + dy / 2.0);
                } else {
                    a.y0 = a.y0.max(c.y + dy / 2.0);
                }
            }
            a
        })
        .collect()
}

impl ViewBox {
    /// Parses `"x y w h"`.
    pub fn parse(text: &str) -> Option<ViewBox> {
        let v: Vec<f64> = text.split_whitespace().map(|n| n.parse().ok()).collect::<Option<_>>()?;
        match v[..] {
            [x, y, w, h] if w > 0.0 && h > 0.0 => Some(ViewBox { x, y, w, h }),
            _ => None,
        }
    }

    /// The `viewBox` attribute.
    pub fn attr(&self) -> String {
        format!("{:.2} {:.2} {:.2} {:.2}", self.x, self.y, self.w, self.h)
    }

    /// CSS pixels per user unit when drawn on `screen` (the "meet" scale).
    pub fn scale(&self, screen: Screen) -> f64 {
        (screen.w / self.w).min(screen.h / self.h)
    }

    /// The screen point (relative to the element's top left corner) of the user-space point
    /// `at`.
    pub fn to_screen(&self, screen: Screen, at: Point) -> (f64, f64) {
        let s = self.scale(screen);
        let (ox, oy) = ((screen.w - self.w * s) / 2.0, (screen.h - self.h * s) / 2.0);
        (ox + (at.x - self.x) * s, oy + (at.y - self.y) * s)
    }

    /// The CSS transform `(scale, dx, dy)` (origin at the element's top left corner) that makes
    /// the element, drawn with this `viewBox`, show `to` instead: during a gesture the map moves
    /// by the compositor alone, and the `viewBox` is set once, when the gesture ends. Exact for
    /// views of the same shape (pan and zoom keep it).
    pub fn transform_to(&self, to: ViewBox, screen: Screen) -> (f64, f64, f64) {
        let k = to.scale(screen) / self.scale(screen);
        let corner = Point { x: self.x, y: self.y };
        let (sx, sy) = self.to_screen(screen, corner);
        let (tx, ty) = to.to_screen(screen, corner);
        (k, tx - k * sx, ty - k * sy)
    }

    /// The user-space point under the screen point `(px, py)` (relative to the element's top
    /// left corner).
    pub fn to_user(&self, screen: Screen, px: f64, py: f64) -> Point {
        let s = self.scale(screen);
        let (ox, oy) = ((screen.w - self.w * s) / 2.0, (screen.h - self.h * s) / 2.0);
        Point { x: self.x + (px - ox) / s, y: self.y + (py - oy) / s }
    }

    /// Zoomed by `factor` (> 1 zooms in) keeping the user point `at` where it is on screen.
    pub fn zoom_at(&self, factor: f64, at: Point) -> ViewBox {
        let f = if factor.is_finite() && factor > 0.0 { factor } else { 1.0 };
        ViewBox {
            x: at.x - (at.x - self.x) / f,
            y: at.y - (at.y - self.y) / f,
            w: self.w / f,
            h: self.h / f,
        }
    }

    /// Moved by a drag of `(dx, dy)` CSS pixels on `screen`: the drawing follows the finger.
    pub fn pan_by(&self, screen: Screen, dx: f64, dy: f64) -> ViewBox {
        let s = self.scale(screen);
        ViewBox { x: self.x - dx / s, y: self.y - dy / s, ..*self }
    }

    /// Kept within sensible limits of the whole drawing `all`: no smaller than `all` /
    /// [`MAX_ZOOM`], no larger than twice `all`, and its centre inside `all`.
    pub fn clamp(&self, all: ViewBox) -> ViewBox {
        let min_w = all.w / MAX_ZOOM;
        let max_w = all.w * 2.0;
        let mut v = *self;
        let factor = if v.w < min_w {
            v.w / min_w
        } else if v.w > max_w {
            v.w / max_w
        } else {
            1.0
        };
        if factor != 1.0 {
            v = v.zoom_at(factor, Point { x: v.x + v.w / 2.0, y: v.y + v.h / 2.0 });
        }
        let (cx, cy) = (v.x + v.w / 2.0, v.y + v.h / 2.0);
        let cx = cx.clamp(all.x, all.x + all.w);
        let cy = cy.clamp(all.y, all.y + all.h);
        ViewBox { x: cx - v.w / 2.0, y: cy - v.h / 2.0, ..v }
    }

    /// How many times the view is zoomed in relative to `all` (1 = the whole drawing).
    pub fn zoom(&self, all: ViewBox) -> f64 {
        all.w / self.w
    }

    /// `to` as a pan from this view by whole device pixels: a view of the same size moved by
    /// the nearest whole number of pixels of `screen` at `dpr` device pixels per CSS pixel (so
    /// that what a canvas painted can be moved rather than painted again). Other views as
    /// they are.
    pub fn snap_pan(&self, to: ViewBox, screen: Screen, dpr: f64) -> ViewBox {
        let s = self.scale(screen) * dpr;
        if to.w != self.w || to.h != self.h || !(s.is_finite() && s > 0.0) {
            return to;
        }
        let snap = |from: f64, to: f64| from + ((to - from) * s).round() / s;
        ViewBox { x: snap(self.x, to.x), y: snap(self.y, to.y), ..to }
    }

    /// The view of the whole drawing `self` on `screen` at `scale` CSS pixels per unit (no
    /// less than the whole drawing's, no more than [`MAX_ZOOM`] times it) that shows whole,
    /// clear of the `pad` that controls cover, the `areas` of the greatest weight it can hold:
    /// centred on them, and moved to show no more beyond the drawing than it must. The whole
    /// drawing when there are no areas or the scale is no larger than the whole drawing's.
    pub fn focus(&self, screen: Screen, scale: f64, pad: Pad, areas: &[Area]) -> ViewBox {
        let all = *self;
        let fit = all.scale(screen);
        if areas.is_empty() || !(fit.is_finite() && fit > 0.0 && scale > fit) {
            return all;
        }
        let zoom = (scale / fit).min(MAX_ZOOM);
        let s = fit * zoom;
        // What the screen shows (user units), the part of it clear of the controls, and where
        // the clear part's centre lies from the view's.
        let (vw, vh) = (screen.w / s, screen.h / s);
        let cw = (screen.w - pad.left - pad.right).max(0.0) / s;
        let ch = (screen.h - pad.top - pad.bottom).max(0.0) / s;
        let (ox, oy) = ((pad.left - pad.right) / 2.0 / s, (pad.top - pad.bottom) / 2.0 / s);
        // The clear part with its left edge at an area's left and its top at an area's top (a
        // best place is one of those): the first that holds the most weight.
        let held = |left: f64, top: f64, a: &Area| {
            a.x0 >= left - 1e-9
                && a.x1 <= left + cw + 1e-9
                && a.y0 >= top - 1e-9
                && a.y1 <= top + ch + 1e-9
        };
        let mut best = ((areas[0].x0, areas[0].y0), 0);
        for a in areas {
            for b in areas {
                let weight: u32 =
                    areas.iter().filter(|c| held(a.x0, b.y0, c)).map(|c| c.weight).sum();
                if weight > best.1 {
                    best = ((a.x0, b.y0), weight);
                }
            }
        }
        let ((left, top), _) = best;
        let kept: Vec<&Area> = areas.iter().filter(|c| held(left, top, c)).collect();
        let (cx, cy) = ((areas[0].x0 + areas[0].x1) / 2.0, (areas[0].y0 + areas[0].y1) / 2.0);
        let (mut x0, mut y0, mut x1, mut y1) = match kept.first() {
            Some(a) => (a.x0, a.y0, a.x1, a.y1),
            None => (cx, cy, cx, cy),
        };
        for a in &kept {
            (x0, y0, x1, y1) = (x0.min(a.x0), y0.min(a.y0), x1.max(a.x1), y1.max(a.y1));
        }
        // Per axis: the view's centres that keep the areas kept in the clear part, and those
        // that keep the screen on the drawing; the middle of the areas, moved into both.
        let axis = |lo: f64, hi: f64, clear: f64, off: f64, shown: f64, start: f64, len: f64| {
            let centre = (lo + hi) / 2.0 - off;
            let (a0, a1) = (hi - clear / 2.0 - off, lo + clear / 2.0 - off);
            let (b0, b1) = if shown < len {
                (start + shown / 2.0, start + len - shown / 2.0)
            } else {
                (start + len / 2.0, start + len / 2.0)
            };
            let (i0, i1) = (a0.max(b0), a1.min(b1));
            if kept.is_empty() || i0 > i1 { centre } else { centre.clamp(i0, i1) }
        };
        let x = axis(x0, x1, cw, ox, vw, all.x, all.w);
        let y = axis(y0, y1, ch, oy, vh, all.y, all.h);
        let (w, h) = (all.w / zoom, all.h / zoom);
        ViewBox { x: x - w / 2.0, y: y - h / 2.0, w, h }.clamp(all)
    }

    /// How much detail the view shows of `all` ([`Detail`]).
    pub fn detail(&self, all: ViewBox) -> Detail {
        let z = self.zoom(all);
        if z >= 2.2 {
            Detail::Near
        } else if z >= 1.35 {
            Detail::Mid
        } else {
            Detail::All
        }
    }

    /// This view, or one of the same size moved so that `at` is `margin` units or more inside
    /// it (centred on it, kept within `all`): a hint's hex outside a zoomed view is brought
    /// into it, and a view that already shows it is left alone.
    pub fn brought_to(&self, at: Point, margin: f64, all: ViewBox) -> ViewBox {
        let m = margin.min(self.w / 2.0).min(self.h / 2.0);
        let inside = at.x >= self.x + m
            && at.x <= self.x + self.w - m
            && at.y >= self.y + m
            && at.y <= self.y + self.h - m;
        if inside {
            return *self;
        }
        ViewBox { x: at.x - self.w / 2.0, y: at.y - self.h / 2.0, ..*self }.clamp(all)
    }

    /// The point a zoom button keeps still: the selection when it is in view (so that the
    /// hex being played stays under the finger), else the view's centre.
    pub fn zoom_point(&self, selection: Option<Point>) -> Point {
        let inside = |p: &Point| {
            p.x >= self.x && p.x <= self.x + self.w && p.y >= self.y && p.y <= self.y + self.h
        };
        selection
            .filter(inside)
            .unwrap_or(Point { x: self.x + self.w / 2.0, y: self.y + self.h / 2.0 })
    }
}

#[cfg(test)]
mod tests {
    /// A point inside the view (with its margin) leaves it be; one outside moves a view of
    /// the same size onto it.
    #[test]
    fn a_hinted_point_is_brought_into_view() {
        let all = ViewBox { x: 0.0, y: 0.0, w: 1000.0, h: 800.0 };
        let v = ViewBox { x: 100.0, y: 100.0, w: 200.0, h: 150.0 };
        assert_eq!(v.brought_to(Point { x: 200.0, y: 170.0 }, 30.0, all), v);
        let moved = v.brought_to(Point { x: 700.0, y: 500.0 }, 30.0, all);
        assert_eq!((moved.w, moved.h), (v.w, v.h));
        assert_eq!((moved.x, moved.y), (600.0, 425.0));
        // Near the view's edge (within the margin) counts as outside.
        assert_ne!(v.brought_to(Point { x: 295.0, y: 170.0 }, 30.0, all), v);
    }

    /// A pan lands on whole device pixels, less than one from where it was dragged; a zoom
    /// is left as it is.
    #[test]
    fn a_pan_lands_on_whole_pixels() {
        let v = ViewBox { x: 10.0, y: 20.0, w: 400.0, h: 300.0 };
        let screen = Screen { w: 800.0, h: 600.0 };
        for dpr in [1.0, 1.5, 2.0] {
            let dragged = v.pan_by(screen, 33.37, -12.81);
            let snapped = v.snap_pan(dragged, screen, dpr);
            let s = v.scale(screen) * dpr;
            for (from, to, was) in [(v.x, snapped.x, dragged.x), (v.y, snapped.y, dragged.y)] {
                let px = (from - to) * s;
                assert!((px - px.round()).abs() < 1e-9, "{px} device pixels");
                assert!(((to - was) * s).abs() <= 0.5 + 1e-9);
            }
            assert_eq!((snapped.w, snapped.h), (v.w, v.h));
        }
        let zoomed = v.zoom_at(1.4, Point { x: 100.0, y: 100.0 });
        assert_eq!(v.snap_pan(zoomed, screen, 1.0), zoomed);
    }

    use super::*;

    const ALL: ViewBox = ViewBox { x: 0.0, y: 0.0, w: 1000.0, h: 500.0 };

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-9
    }

    /// Where a point of the drawing lands with the transform is where the new view puts it.
    #[test]
    fn the_gesture_transform_shows_what_the_new_view_shows() {
        let screen = Screen { w: 800.0, h: 600.0 };
        let settled = ViewBox { x: 100.0, y: 50.0, w: 400.0, h: 200.0 };
        let views = [
            settled.pan_by(screen, 37.0, -12.0),
            settled.zoom_at(1.7, Point { x: 220.0, y: 130.0 }),
            settled.zoom_at(0.6, Point { x: 400.0, y: 60.0 }).pan_by(screen, -80.0, 5.0),
        ];
        for to in views {
            let (k, dx, dy) = settled.transform_to(to, screen);
            for at in [
                Point { x: 100.0, y: 50.0 },
                Point { x: 333.0, y: 222.0 },
                Point { x: -40.0, y: 90.0 },
            ] {
                let (sx, sy) = settled.to_screen(screen, at);
                let (ex, ey) = to.to_screen(screen, at);
                assert!(close(k * sx + dx, ex) && close(k * sy + dy, ey), "{to:?} {at:?}");
            }
        }
        assert_eq!(settled.transform_to(settled, screen), (1.0, 0.0, 0.0));
    }

    #[test]
    fn parse_and_attr_round_trip() {
        let v = ViewBox::parse("-10 20.5 300 150").unwrap();
        assert_eq!(v, ViewBox { x: -10.0, y: 20.5, w: 300.0, h: 150.0 });
        assert_eq!(v.attr(), "-10.00 20.50 300.00 150.00");
        assert_eq!(ViewBox::parse("1 2 3"), None);
        assert_eq!(ViewBox::parse("0 0 0 5"), None);
    }

    #[test]
    fn a_point_under_the_pointer_accounts_for_the_letterbox() {
        // 1000×500 shown on 500×500: scale 0.5, drawn 500×250 centred vertically (offset 125).
        let screen = Screen { w: 500.0, h: 500.0 };
        let p = ALL.to_user(screen, 250.0, 250.0);
        assert!(close(p.x, 500.0) && close(p.y, 250.0));
        let top_left = ALL.to_user(screen, 0.0, 125.0);
        assert!(close(top_left.x, 0.0) && close(top_left.y, 0.0));
    }

    #[test]
    fn zooming_keeps_the_point_under_the_pointer_in_place() {
        let screen = Screen { w: 800.0, h: 400.0 };
        let at = ALL.to_user(screen, 200.0, 100.0);
        let zoomed = ALL.zoom_at(2.0, at);
        assert!(close(zoomed.w, 500.0) && close(zoomed.h, 250.0));
        let again = zoomed.to_user(screen, 200.0, 100.0);
        assert!(close(again.x, at.x) && close(again.y, at.y));
        // Zooming out by the same factor comes back.
        let back = zoomed.zoom_at(0.5, at);
        assert!(close(back.x, 0.0) && close(back.w, 1000.0));
    }

    #[test]
    fn dragging_moves_the_drawing_with_the_finger() {
        let screen = Screen { w: 500.0, h: 250.0 };
        // Scale 0.5 px per unit: a 50 px drag right shows 100 units further left.
        let moved = ALL.pan_by(screen, 50.0, -25.0);
        assert!(close(moved.x, -100.0) && close(moved.y, 50.0) && close(moved.w, 1000.0));
    }

    #[test]
    fn clamping_limits_zoom_and_keeps_the_centre_on_the_drawing() {
        let tiny = ViewBox { x: 10.0, y: 10.0, w: 1.0, h: 0.5 };
        let c = tiny.clamp(ALL);
        assert!(close(c.w, ALL.w / MAX_ZOOM));
        assert!(close(c.zoom(ALL), MAX_ZOOM));
        let far = ViewBox { x: 5000.0, y: -3000.0, w: 500.0, h: 250.0 };
        let c = far.clamp(ALL);
        assert!(close(c.x + c.w / 2.0, 1000.0) && close(c.y + c.h / 2.0, 0.0));
        let huge = ViewBox { x: 0.0, y: 0.0, w: 10_000.0, h: 5000.0 };
        assert!(close(huge.clamp(ALL).w, 2000.0));
    }

    const SCREEN: Screen = Screen { w: 500.0, h: 250.0 };
    const PAD: Pad = Pad { left: 50.0, top: 0.0, right: 0.0, bottom: 0.0 };

    /// Whether `a` is drawn wholly on the part of `SCREEN` clear of `PAD` by `v`.
    fn shown(v: ViewBox, a: &Area) -> bool {
        let (x0, y0) = v.to_screen(SCREEN, Point { x: a.x0, y: a.y0 });
        let (x1, y1) = v.to_screen(SCREEN, Point { x: a.x1, y: a.y1 });
        x0 >= PAD.left - 1e-9 && y0 >= -1e-9 && x1 <= SCREEN.w + 1e-9 && y1 <= SCREEN.h + 1e-9
    }

    /// The whole drawing (1000×500) fits 500×250 at 0.5 px a unit: asked for 2 px a unit, the
    /// view is 4× zoomed in and shows the areas that fit together, clear of the pad.
    #[test]
    fn a_focus_shows_the_areas_at_the_scale_asked_for() {
        let areas = [
            Area::around(Point { x: 400.0, y: 200.0 }, 20.0, 20.0, 1),
            Area::around(Point { x: 500.0, y: 260.0 }, 20.0, 20.0, 1),
        ];
        let v = ALL.focus(SCREEN, 2.0, PAD, &areas);
        assert!(close(v.scale(SCREEN), 2.0) && close(v.zoom(ALL), 4.0), "{v:?}");
        assert!(areas.iter().all(|a| shown(v, a)), "{v:?}");
        // Centred on them in the part clear of the pad.
        let (l, _) = v.to_screen(SCREEN, Point { x: 380.0, y: 0.0 });
        let (r, _) = v.to_screen(SCREEN, Point { x: 520.0, y: 0.0 });
        assert!(close(l - PAD.left, SCREEN.w - r), "{l} {r}");
        // Nothing to show, or no zoom asked for: the whole drawing.
        assert_eq!(ALL.focus(SCREEN, 2.0, PAD, &[]), ALL);
        assert_eq!(ALL.focus(SCREEN, 0.4, PAD, &areas), ALL);
        // Never further in than MAX_ZOOM.
        assert!(close(ALL.focus(SCREEN, 100.0, PAD, &areas).zoom(ALL), MAX_ZOOM));
    }

    /// Areas that cannot all be shown: the heaviest group that can, whatever their order.
    #[test]
    fn a_focus_holds_the_heaviest_group_it_can() {
        let at = |x, y, w| Area::around(Point { x, y }, 10.0, 10.0, w);
        // At 2 px a unit the clear part is 225×125 units: the two groups are 600 apart.
        let light = [at(100.0, 100.0, 1), at(150.0, 120.0, 1)];
        let heavy = [at(700.0, 300.0, 4), at(760.0, 340.0, 1)];
        for areas in [[light, heavy].concat(), [heavy, light].concat()] {
            let v = ALL.focus(SCREEN, 2.0, PAD, &areas);
            assert!(heavy.iter().all(|a| shown(v, a)), "{v:?}");
            assert!(!light.iter().any(|a| shown(v, a)), "{v:?}");
        }
        // Three light ones outweigh one heavy one.
        let many =
            [at(100.0, 100.0, 1), at(130.0, 110.0, 1), at(160.0, 100.0, 1), at(700.0, 300.0, 2)];
        let v = ALL.focus(SCREEN, 2.0, PAD, &many);
        assert!(many[..3].iter().all(|a| shown(v, a)) && !shown(v, &many[3]), "{v:?}");
    }

    /// An area at the drawing's corner: the view moves to show no more beyond the drawing
    /// than it must (its top left corner is the drawing's), and the area stays shown.
    #[test]
    fn a_focus_at_the_edge_stays_on_the_drawing() {
        let corner = Area::around(Point { x: 15.0, y: 15.0 }, 15.0, 15.0, 1);
        let none = Pad::default();
        let v = ALL.focus(SCREEN, 2.0, none, &[corner]);
        assert!(close(v.x, 0.0) && close(v.y, 0.0), "{v:?}");
        // With the pad on the left, the area is moved clear of it: beyond the drawing there.
        let v = ALL.focus(SCREEN, 2.0, PAD, &[corner]);
        assert!(shown(v, &corner) && close(v.y, 0.0) && v.x < 0.0, "{v:?}");
    }

    /// Tap areas never overlap, are the side asked for when alone, and keep at least half the
    /// side plus half the distance to a neighbour each way it is cut.
    #[test]
    fn tap_areas_are_a_fingers_and_never_overlap() {
        let centres = [
            Point { x: 0.0, y: 0.0 },
            Point { x: 16.0, y: 0.0 },
            Point { x: 8.0, y: 14.0 },
            Point { x: 200.0, y: 200.0 },
        ];
        let areas = tap_areas(&centres, 44.0);
        assert_eq!(areas[3].size(), (44.0, 44.0));
        for (i, a) in areas.iter().enumerate() {
            let (w, h) = a.size();
            assert!(w >= 22.0 + 4.0 - 1e-9 && h >= 22.0 + 4.0 - 1e-9, "{i}: {a:?}");
            let c = centres[i];
            assert!(a.x0 <= c.x && c.x <= a.x1 && a.y0 <= c.y && c.y <= a.y1, "{i}: {a:?}");
            for b in &areas[i + 1..] {
                let overlap = a.x0 < b.x1 - 1e-9
                    && b.x0 < a.x1 - 1e-9
                    && a.y0 < b.y1 - 1e-9
                    && b.y0 < a.y1 - 1e-9;
                assert!(!overlap, "{a:?} {b:?}");
            }
        }
    }

    #[test]
    fn a_zoom_button_keeps_the_selection_still_when_it_is_in_view() {
        let v = ViewBox { x: 100.0, y: 50.0, w: 400.0, h: 200.0 };
        let centre = Point { x: 300.0, y: 150.0 };
        assert_eq!(v.zoom_point(None), centre);
        let hex = Point { x: 480.0, y: 60.0 };
        assert_eq!(v.zoom_point(Some(hex)), hex);
        // Zooming in at the selection leaves it where it was on the screen.
        let z = v.zoom_at(1.4, v.zoom_point(Some(hex)));
        assert!(close((hex.x - z.x) / z.w, (hex.x - v.x) / v.w));
        assert!(close((hex.y - z.y) / z.h, (hex.y - v.y) / v.h));
        // Out of view: the centre.
        assert_eq!(v.zoom_point(Some(Point { x: 900.0, y: 60.0 })), centre);
    }
}
