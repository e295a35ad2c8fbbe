//! Hex ↔ pixel maths for pointy-top hexes (Red Blob Games' "layout"), independent of any game.

use tramways_engine::map::Hex;

/// √3, the width of a pointy-top hex of size 1.
const SQRT_3: f64 = 1.732_050_807_568_877_2;

/// How hexes are placed on the screen: pointy-top, `size` = centre-to-corner distance.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Layout {
    /// Distance from a hex's centre to each of its corners, in SVG user units.
    pub size: f64,
}

/// A point in SVG user units.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Point {
    /// Horizontal, growing to the right.
    pub x: f64,
    /// Vertical, growing downwards.
    pub y: f64,
}

impl Layout {
    /// Centre of `hex`.
    pub fn centre(&self, hex: Hex) -> Point {
        let q = f64::from(hex.q);
        let r = f64::from(hex.r);
        Point { x: self.size * SQRT_3 * (q + r / 2.0), y: self.size * 1.5 * r }
    }

    /// The six corners of `hex`, clockwise from the top one.
    pub fn corners(&self, hex: Hex) -> [Point; 6] {
        let c = self.centre(hex);
        std::array::from_fn(|i| {
            // Pointy-top: corner i sits at -90° + 60°·i (the first one points straight up).
            let angle = (-90.0 + 60.0 * i as f64).to_radians();
            Point { x: c.x + self.size * angle.cos(), y: c.y + self.size * angle.sin() }
        })
    }

    /// Width of one hex, flat side to flat side.
    pub fn width(&self) -> f64 {
        self.size * SQRT_3
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hex(s: &str) -> Hex {
        s.parse().unwrap()
    }

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-9
    }

    #[test]
    fn neighbours_in_a_row_are_one_width_apart() {
        let l = Layout { size: 10.0 };
        let (a, b) = (l.centre(hex("H26")), l.centre(hex("H28")));
        assert!(close(b.x - a.x, l.width()) && close(a.y, b.y));
    }

    #[test]
    fn the_next_row_is_offset_by_half_a_width() {
        let l = Layout { size: 10.0 };
        let (h28, i29) = (l.centre(hex("H28")), l.centre(hex("I29")));
        assert!(close(i29.x - h28.x, l.width() / 2.0));
        assert!(close(i29.y - h28.y, 15.0));
    }

    #[test]
    fn corners_are_at_size_distance_and_the_first_points_up() {
        let l = Layout { size: 10.0 };
        let c = l.centre(hex("E19"));
        let corners = l.corners(hex("E19"));
        for p in corners {
            assert!(close(((p.x - c.x).powi(2) + (p.y - c.y).powi(2)).sqrt(), 10.0));
        }
        assert!(close(corners[0].x, c.x) && close(corners[0].y, c.y - 10.0));
    }
}
