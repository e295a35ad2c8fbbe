//! Company colours for drawing (tokens on the share price chart, station markers on the map).
//! The printed colour names come from the engine's Tables 2 and 3; here they become CSS colours
//! with a text colour that stays legible on them.

use tramways_engine::data::game_tables::{TramColor, stadtbahn_row};
use tramways_engine::game::CompanyId;

use crate::shell::view_model::colors::{CompanyColors, DARK, LIGHT};

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

/// A company's colours.
pub fn company(company: CompanyId) -> CompanyColors {
    match company {
        CompanyId::Tram(c) => named(c.row().color),
        CompanyId::Stadtbahn(s) => named(stadtbahn_row(s).color),
    }
}

#[cfg(test)]
mod tests {
    use tramways_engine::data::game_tables::{STADTBAHN_COMPANIES, TRAM_COMPANIES};

    use super::*;
    use crate::shell::view_model::colors::{SEATS, seat};

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
