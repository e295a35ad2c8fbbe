//! Company colours for drawing (tokens on the share price chart, station markers on the map).
//! The printed colour names come from the engine's Tables 2 and 3; here they become CSS colours
//! with a text colour that stays legible on them.

use tramways_engine::data::game_tables::{TramColor, stadtbahn_row};
use tramways_engine::game::CompanyId;

/// A company's fill and the ink to write on it, as CSS colours.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CompanyColors {
    /// The company's colour.
    pub fill: &'static str,
    /// Black or white, whichever reads better on `fill`.
    pub ink: &'static str,
}

const DARK: &str = "#1d1b1a";
const LIGHT: &str = "#ffffff";

/// The CSS class of a tram colour ("yellow"): the same in every language.
pub fn tram_class(c: TramColor) -> &'static str {
    match c {
        TramColor::Yellow => "yellow",
        TramColor::Orange => "orange",
        TramColor::Red => "red",
        TramColor::Pink => "pink",
        TramColor::Purple => "purple",
    }
}

/// The colours of a printed colour name (Tables 2 and 3).
pub fn named(color: &str) -> CompanyColors {
    let (fill, ink) = match color {
        "black" => ("#1d1b1a", LIGHT),
        "purple" => ("#7b3fa0", LIGHT),
        "blue" => ("#2760b3", LIGHT),
        "yellow" => ("#f0cb2a", DARK),
        "green" => ("#2e8b3e", LIGHT),
        "red" => ("#c8372d", LIGHT),
        "brown" => ("#7a4a25", LIGHT),
        "beige" => ("#dcc9a0", DARK),
        "orange" => ("#ee8a1c", DARK),
        "dark yellow" => ("#b8961a", DARK),
        _ => ("#8a7f73", LIGHT),
    };
    CompanyColors { fill, ink }
}

impl CompanyColors {
    /// Whether the colour is light (written on in dark ink).
    pub fn is_light(self) -> bool {
        self.ink == DARK
    }
}

/// A company's colours.
pub fn company(company: CompanyId) -> CompanyColors {
    match company {
        CompanyId::Tram(c) => named(c.row().color),
        CompanyId::Stadtbahn(s) => named(stadtbahn_row(s).color),
    }
}

/// The colours of the seats at the table, by seat (the order the players were entered): a
/// player keeps their colour all game, in the form, the banner and the sheets. Chosen apart
/// from every company colour so that a seat is never mistaken for a company.
pub const SEATS: [CompanyColors; 6] = [
    CompanyColors { fill: "#1f8a8a", ink: LIGHT }, // teal
    CompanyColors { fill: "#c2185b", ink: LIGHT }, // magenta
    CompanyColors { fill: "#3949ab", ink: LIGHT }, // indigo
    CompanyColors { fill: "#7cb342", ink: DARK },  // lime
    CompanyColors { fill: "#ff7043", ink: DARK },  // coral
    CompanyColors { fill: "#6d4c41", ink: LIGHT }, // umber
];

/// The colours of seat `seat` (0-based); seats beyond six repeat the palette.
pub fn seat(seat: usize) -> CompanyColors {
    SEATS[seat % SEATS.len()]
}

#[cfg(test)]
mod tests {
    use tramways_engine::data::game_tables::{STADTBAHN_COMPANIES, TRAM_COMPANIES};

    use super::*;

    #[test]
    fn every_printed_company_colour_is_known_and_distinct() {
        let names = TRAM_COMPANIES
            .iter()
            .map(|r| r.color)
            .chain(STADTBAHN_COMPANIES.iter().map(|r| r.color));
        let fills: Vec<&str> = names.map(|n| named(n).fill).collect();
        assert_eq!(fills.len(), 10);
        assert!(!fills.contains(&"#8a7f73"), "a printed colour fell through to grey: {fills:?}");
        let mut unique = fills.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), fills.len(), "two companies share a colour");
        // Seats: six, distinct from each other and from every company.
        let mut all: Vec<&str> =
            fills.iter().copied().chain(SEATS.iter().map(|c| c.fill)).collect();
        all.sort();
        all.dedup();
        assert_eq!(all.len(), 16);
        assert_eq!(seat(7), seat(1));
    }
}
