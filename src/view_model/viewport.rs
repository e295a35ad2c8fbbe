//! Pan and zoom of an SVG drawing through its `viewBox`, independent of any game.
//!
//! The drawing stays vector: zooming changes which part of the user space the `viewBox`
//! shows, never a bitmap scale. The element draws with `preserveAspectRatio="xMidYMid meet"`,
//! so the whole `viewBox` is visible and centred; [`ViewBox::to_user`] undoes that mapping for
//! a pointer position.

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
