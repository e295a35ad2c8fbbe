//! The tile gallery: every tile layout of the box in all six rotations.

use tramways_engine::data::tiles::{TileDef, tiles};
use tramways_engine::map::{Rotation, TileColor};

use super::tile_art::{FaceArt, face_art};

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

/// Every tile layout in chart order.
pub fn gallery() -> Vec<GalleryTile> {
    tiles().iter().map(gallery_tile).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

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
