//! The tile gallery: every tile layout of the box in all six rotations.

use tramways_engine::data::tiles::{TileDef, tiles};
use tramways_engine::map::{Rotation, TileColor};

use super::layout::Point;
use super::tile_art::{FaceArt, NodeArt, face_art};

/// One tile layout as shown in the gallery.
#[derive(Debug, Clone, PartialEq)]
pub struct GalleryTile {
    /// The printed tile number, e.g. `57` or `L30a`.
    pub id: &'static str,
    /// Copies of its physical tile in the box.
    pub count: u8,
    /// CSS class of the tile's colour (and orange edge).
    pub class: &'static str,
    /// Whether the tile has the orange Stadtbahn edge.
    pub orange: bool,
    /// The OO label, if any.
    pub label: Option<&'static str>,
    /// The art at rotations 0 to 5.
    pub rotations: Vec<FaceArt>,
}

/// CSS class for a tile's colour.
pub fn color_class(color: TileColor) -> &'static str {
    match color {
        TileColor::Yellow => "tile tile-yellow",
        TileColor::Green => "tile tile-green",
        TileColor::Brown => "tile tile-brown",
        TileColor::Gray => "tile tile-gray",
        TileColor::Red => "tile tile-red",
        TileColor::Purple => "tile tile-purple",
    }
}

fn gallery_tile(t: &TileDef) -> GalleryTile {
    GalleryTile {
        id: t.id,
        count: t.count,
        class: color_class(t.color),
        orange: t.stadtbahn_edge,
        label: t.oo.then_some("OO"),
        rotations: Rotation::ALL.iter().map(|&r| face_art(&t.face, r)).collect(),
    }
}

/// Where a tile's label (OO) goes on a face: of the six corners' directions (away from the
/// edges' middles where track leaves), the one furthest from every circle, halt and value, so
/// that in no rotation the label covers them (tile 235).
pub fn label_spot(art: &FaceArt) -> Point {
    let mut things: Vec<Point> = art.revenues.iter().map(|r| r.at).collect();
    for node in &art.nodes {
        match node {
            NodeArt::Halt { at, .. } | NodeArt::Placeholder { at } => things.push(*at),
            NodeArt::Interchange { circles } => things.extend(circles.iter().copied()),
        }
    }
    let clearance = |p: &Point| {
        things.iter().map(|t| (t.x - p.x).hypot(t.y - p.y)).fold(f64::INFINITY, f64::min)
    };
    // Corners at 30° + 60°·k (y down); the lower left first, where the printed label sits.
    [150.0_f64, 210.0, 90.0, 270.0, 30.0, 330.0]
        .iter()
        .map(|deg| Point { x: 0.6 * deg.to_radians().cos(), y: 0.6 * deg.to_radians().sin() })
        .fold(None::<(Point, f64)>, |best, p| {
            let c = clearance(&p);
            match best {
                Some((_, b)) if b >= c - 1e-9 => best,
                _ => Some((p, c)),
            }
        })
        .map_or(Point { x: -0.52, y: 0.3 }, |(p, _)| p)
}

/// Every tile layout in chart order.
pub fn gallery() -> Vec<GalleryTile> {
    tiles().iter().map(gallery_tile).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_oo_label_keeps_clear_of_circles_and_values_in_every_rotation() {
        for tile in gallery().iter().filter(|t| t.label.is_some()) {
            for (r, art) in tile.rotations.iter().enumerate() {
                let at = label_spot(art);
                let mut things: Vec<Point> = art.revenues.iter().map(|v| v.at).collect();
                for node in &art.nodes {
                    if let NodeArt::Interchange { circles } = node {
                        things.extend(circles.iter().copied());
                    }
                }
                let near =
                    things.iter().map(|t| (t.x - at.x).hypot(t.y - at.y)).fold(9.0, f64::min);
                // A circle's radius plus half the label's height, at least.
                assert!(
                    near > 0.3,
                    "tile {} rotation {r}: the label is {near:.2} from a circle",
                    tile.id
                );
            }
        }
    }

    #[test]
    fn the_gallery_shows_58_layouts_in_six_rotations() {
        let g = gallery();
        assert_eq!(g.len(), 58);
        assert!(g.iter().all(|t| t.rotations.len() == 6));
        let l12 = g.iter().find(|t| t.id == "L12").unwrap();
        assert!(l12.orange && l12.class == "tile tile-green");
        assert_eq!(g.iter().find(|t| t.id == "235").unwrap().label, Some("OO"));
    }

    #[test]
    fn rotations_differ_for_an_asymmetric_tile() {
        let g = gallery();
        let t58 = g.iter().find(|t| t.id == "58").unwrap();
        assert_ne!(t58.rotations[0], t58.rotations[1]);
        assert_eq!(t58.rotations[0].tracks.len(), 2);
    }
}
