//! Every user-visible string of the app, in one table per language.
//!
//! Components never write English (or any language) inline: they ask for a [`Text`] key. A
//! new language is a new column of the `match`, and a missing translation falls back to
//! English at compile time rather than at run time.

use serde::{Deserialize, Serialize};

/// A language the app speaks.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Lang {
    /// English (the only complete language for now; Spanish and German are on the roadmap).
    #[default]
    En,
}

/// The key of one user-visible string.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Text {
    /// The game's title.
    Title,
    /// One line under the title on the start screen.
    Tagline,
    /// Start screen button: begin a new game.
    NewGame,
    /// Start screen note while game play is not built yet.
    NewGameSoon,
    /// Heading above the board.
    BoardHeading,
    /// Start screen button: open the tile gallery.
    ShowGallery,
    /// Heading of the tile gallery.
    GalleryHeading,
    /// Explanation under the gallery heading.
    GalleryNote,
    /// Button: back to the previous screen.
    Back,
    /// Accessible name of the SVG map.
    MapLabel,
    /// Credit line in the footer.
    Credit,
}

/// The text of `key` in `lang`.
pub fn t(lang: Lang, key: Text) -> &'static str {
    match lang {
        Lang::En => english(key),
    }
}

fn english(key: Text) -> &'static str {
    match key {
        Text::Title => "1840 Vienna Tramways",
        Text::Tagline => "Build Vienna's tram lines, run the Stadtbahn, and make the most money.",
        Text::NewGame => "New game",
        Text::NewGameSoon => "Game play is being built: below is the board of Vienna.",
        Text::BoardHeading => "The board of Vienna",
        Text::ShowGallery => "Tile gallery",
        Text::GalleryHeading => "All tiles of the box",
        Text::GalleryNote => {
            "Every tile layout in its six rotations, with the number of copies in the box."
        }
        Text::Back => "Back",
        Text::MapLabel => "Map of Vienna with hex coordinates",
        Text::Credit => {
            "1840 Vienna Tramways is a game by Leonhard Orgler. Fan-made digital edition."
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_title_is_the_games_name() {
        assert_eq!(t(Lang::En, Text::Title), "1840 Vienna Tramways");
    }
}
