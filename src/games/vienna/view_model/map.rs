//! The board as drawable shapes: one polygon and one label per hex with its printed face, and
//! the view box.

use tramways_engine::data::{BoardHex, BoardVariant, HexKind, board_hexes};
use tramways_engine::map::Rotation;

use super::layout::{Layout, Point};
use super::tile_art::{FaceArt, face_art};

/// Size of a hex (centre to corner) in SVG user units.
pub const HEX_SIZE: f64 = 40.0;

/// One hex as drawn.
#[derive(Debug, Clone, PartialEq)]
pub struct HexShape {
    /// Printed coordinate, e.g. `H28`.
    pub label: String,
    /// CSS class for the hex's kind.
    pub class: &'static str,
    /// The polygon's `points` attribute.
    pub points: String,
    /// Where the coordinate label goes.
    pub label_at: Point,
    /// The printed place name, if any.
    pub name: Option<&'static str>,
    /// Centre of the hex.
    pub centre: Point,
    /// The pre-printed track and revenue locations, if the hex has any.
    pub face: Option<FaceArt>,
}

/// The whole board as drawn.
#[derive(Debug, Clone, PartialEq)]
pub struct MapShape {
    /// The SVG `viewBox`, fitting every hex with a small margin.
    pub view_box: String,
    /// The hexes in reading order.
    pub hexes: Vec<HexShape>,
}

/// CSS classes of an untiled hex of `kind`.
pub fn kind_class(kind: HexKind) -> &'static str {
    match kind {
        HexKind::Plain => "hex hex-plain",
        HexKind::Interchange => "hex hex-interchange",
        HexKind::Stadtbahn => "hex hex-stadtbahn",
        HexKind::Fixed => "hex hex-fixed",
        HexKind::Offboard => "hex hex-offboard",
        HexKind::InnerCity => "hex hex-inner-city",
        HexKind::RailwayStation => "hex hex-railway-station",
    }
}

fn hex_shape(layout: &Layout, h: &BoardHex) -> HexShape {
    let points = layout
        .corners(h.hex)
        .iter()
        .map(|p| format!("{:.1},{:.1}", p.x, p.y))
        .collect::<Vec<_>>()
        .join(" ");
    let c = layout.centre(h.hex);
    HexShape {
        label: h.hex.to_string(),
        class: kind_class(h.kind),
        points,
        label_at: Point { x: c.x, y: c.y - layout.size * 0.55 },
        name: h.name,
        centre: c,
        face: h.face.as_ref().map(|f| face_art(f, Rotation::default())),
    }
}

/// The board of `variant`, laid out with [`HEX_SIZE`].
pub fn map_shape(variant: BoardVariant) -> MapShape {
    let layout = Layout { size: HEX_SIZE };
    let hexes: Vec<&BoardHex> = board_hexes(variant).collect();
    let corners = hexes.iter().flat_map(|h| layout.corners(h.hex));
    let (mut min_x, mut min_y, mut max_x, mut max_y) = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
    for p in corners {
        min_x = min_x.min(p.x);
        min_y = min_y.min(p.y);
        max_x = max_x.max(p.x);
        max_y = max_y.max(p.y);
    }
    let margin = HEX_SIZE / 4.0;
    let view_box = format!(
        "{:.1} {:.1} {:.1} {:.1}",
        min_x - margin,
        min_y - margin,
        max_x - min_x + 2.0 * margin,
        max_y - min_y + 2.0 * margin
    );
    MapShape { view_box, hexes: hexes.iter().map(|h| hex_shape(&layout, h)).collect() }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_full_map_draws_148_labelled_hexes() {
        let map = map_shape(BoardVariant::Full);
        assert_eq!(map.hexes.len(), 148);
        assert_eq!(map.hexes.first().map(|h| h.label.as_str()), Some("A3"));
        assert!(map.hexes.iter().all(|h| h.points.split(' ').count() == 6));
    }

    #[test]
    fn the_view_box_contains_every_corner() {
        let map = map_shape(BoardVariant::Full);
        let vb: Vec<f64> = map.view_box.split(' ').map(|n| n.parse().unwrap()).collect();
        for h in &map.hexes {
            for pair in h.points.split(' ') {
                let (x, y) = pair.split_once(',').unwrap();
                let (x, y): (f64, f64) = (x.parse().unwrap(), y.parse().unwrap());
                assert!(x >= vb[0] && x <= vb[0] + vb[2] && y >= vb[1] && y <= vb[1] + vb[3]);
            }
        }
    }

    #[test]
    fn hex_kinds_get_their_own_class() {
        let map = map_shape(BoardVariant::Full);
        let class_of = |label: &str| map.hexes.iter().find(|h| h.label == label).unwrap().class;
        assert_eq!(class_of("D20"), "hex hex-inner-city");
        assert_eq!(class_of("K9"), "hex hex-offboard");
        assert_eq!(class_of("D12"), "hex hex-stadtbahn");
    }
}
