//! 18xx.games identifiers → the engine's types (`actions-18xx-games.md` §3). Each function
//! returns the fault ([`MapFault`]) when the identifier is not one of 1840's.

use super::MapFault;
use crate::brief::quote;
use crate::data::game_tables::{Money, TRAM_PRICES, TramColor, TramCompany, TramSpace};
use crate::data::{Landmark, StadtbahnCompany};
use crate::game::CompanyId;
use crate::map::Hex;
use crate::rules::LineNumber;

/// A tram company by its 18xx.games symbol (Table 2 abbreviations).
pub(super) fn tram_company(symbol: &str) -> Option<TramCompany> {
    TramCompany::ALL.into_iter().find(|c| c.row().abbreviation == symbol)
}

/// The 18xx.games symbol of a tram company.
pub(super) fn tram_company_symbol(company: TramCompany) -> &'static str {
    company.row().abbreviation
}

/// A Stadtbahn company by its letter.
pub(super) fn stadtbahn(symbol: &str) -> Option<StadtbahnCompany> {
    match symbol {
        "W" => Some(StadtbahnCompany::W),
        "V" => Some(StadtbahnCompany::V),
        "G" => Some(StadtbahnCompany::G),
        "D" => Some(StadtbahnCompany::D),
        _ => None,
    }
}

/// A line by its number written as text ("4").
pub(super) fn line(symbol: &str) -> Option<LineNumber> {
    symbol.parse::<LineNumber>().ok().filter(|n| (1..=18).contains(n))
}

/// The letter of a Stadtbahn company.
pub(super) fn stadtbahn_symbol(company: StadtbahnCompany) -> &'static str {
    match company {
        StadtbahnCompany::W => "W",
        StadtbahnCompany::V => "V",
        StadtbahnCompany::G => "G",
        StadtbahnCompany::D => "D",
    }
}

/// The 18xx.games symbol of a private company (Table 4).
pub(super) fn private_symbol(private: Landmark) -> &'static str {
    match private {
        Landmark::Prater => "PR",
        Landmark::Karlskirche => "KK",
        Landmark::SchlossBelvedere => "SB",
        Landmark::Hofburg => "HB",
        Landmark::Stephansdom => "SD",
        Landmark::SchlossSchoenbrunn => "SSB",
    }
}

/// A private company by its 18xx.games symbol (Table 4).
pub(super) fn private(symbol: &str) -> Option<Landmark> {
    match symbol {
        "PR" => Some(Landmark::Prater),
        "KK" => Some(Landmark::Karlskirche),
        "SB" => Some(Landmark::SchlossBelvedere),
        "HB" => Some(Landmark::Hofburg),
        "SD" => Some(Landmark::Stephansdom),
        "SSB" => Some(Landmark::SchlossSchoenbrunn),
        _ => None,
    }
}

/// The company of a share id such as `WT_1` or `G_9`, and whether it is the director
/// certificate (`_0` of a tram company).
pub(super) fn share(id: &str) -> Result<(CompanyId, bool), MapFault> {
    let bad = || MapFault::NotAShare { name: quote(id) };
    let (symbol, number) = id.rsplit_once('_').ok_or_else(bad)?;
    let number: u8 = number.parse().map_err(|_| bad())?;
    if let Some(company) = tram_company(symbol) {
        return Ok((CompanyId::Tram(company), number == 0));
    }
    stadtbahn(symbol).map(|s| (CompanyId::Stadtbahn(s), false)).ok_or_else(bad)
}

/// The colour of a tram card such as `O1-2` (`Y`, `O`, `R`, `Pi`, `Pu` and the first price
/// tier, then the copy number).
pub(super) fn tram_color(train: &str) -> Result<TramColor, MapFault> {
    let base = train.split_once('-').map_or(train, |(base, _)| base);
    match base {
        "Y1" => Ok(TramColor::Yellow),
        "O1" => Ok(TramColor::Orange),
        "R1" => Ok(TramColor::Red),
        "Pi1" => Ok(TramColor::Pink),
        "Pu1" => Ok(TramColor::Purple),
        _ => Err(MapFault::NotATram { name: quote(train) }),
    }
}

/// The buying space a tram was bought from: the one whose printed price for that colour is
/// the price paid (each colour has a different price on each space, digest §3.2).
pub(super) fn tram_space(color: TramColor, price: Money) -> Result<TramSpace, MapFault> {
    let prices = TRAM_PRICES[color as usize].1;
    TramSpace::ALL
        .into_iter()
        .find(|&space| prices[space as usize] == Some(price))
        .ok_or(MapFault::NoBuyingSpace { color, price })
}

/// A hex coordinate such as `H28`.
pub(super) fn hex(label: &str) -> Result<Hex, MapFault> {
    label.parse::<Hex>().map_err(|_| MapFault::NotAHex { label: quote(label) })
}

/// Printed faces whose 18xx.games part numbers differ from the engine's node indices:
/// (hex, part, node).
const PRINTED_PARTS_THAT_DIFFER: [(&str, u8, u8); 5] =
    [("F8", 3, 1), ("F10", 3, 1), ("D20", 2, 0), ("E19", 2, 0), ("E21", 2, 0)];

/// The 18xx.games part number of the engine's node `node` on a hex's printed face (the
/// inverse of [`printed_node`]).
pub(super) fn printed_part(hex: Hex, node: u8) -> u8 {
    PRINTED_PARTS_THAT_DIFFER
        .iter()
        .find(|&&(label, _, ours)| ours == node && Hex::from_label(label) == hex)
        .map_or(node, |&(_, part, _)| part)
}

/// The engine's index of a revenue location of a hex's **printed** face, given the "part"
/// number 18xx.games uses (§3): the two are equal except on these printed faces (reference
/// map.json `index_18xx`). Laid tiles always use the same numbers.
pub(super) fn printed_node(hex: Hex, part: u8) -> u8 {
    PRINTED_PARTS_THAT_DIFFER
        .iter()
        .find(|&&(label, p, _)| p == part && Hex::from_label(label) == hex)
        .map_or(part, |&(_, _, ours)| ours)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symbols_of_the_reference_map_to_the_engine() {
        assert_eq!(tram_company("DT K&C"), Some(TramCompany::DampftramwayKrauss));
        assert_eq!(tram_company("GWStStB"), Some(TramCompany::GemeindeWien));
        assert_eq!(tram_company("XX"), None);
        assert_eq!(private("SSB"), Some(Landmark::SchlossSchoenbrunn));
        assert_eq!(line("18"), Some(18));
        assert_eq!(line("19"), None);
        assert_eq!(share("WT_0"), Ok((CompanyId::Tram(TramCompany::WienerTramway), true)));
        assert_eq!(share("G_9"), Ok((CompanyId::Stadtbahn(StadtbahnCompany::G), false)));
        assert!(share("B&O_1").is_err());
    }

    #[test]
    fn a_tram_price_names_its_buying_space() {
        // A5 of the deviations: Y1 100 and Y2 50; O1 300, O2 200, O3 100; … Pu2 600.
        assert_eq!(tram_color("O1-2"), Ok(TramColor::Orange));
        assert_eq!(tram_space(TramColor::Yellow, 100), Ok(TramSpace::Middle));
        assert_eq!(tram_space(TramColor::Yellow, 50), Ok(TramSpace::Right));
        assert_eq!(tram_space(TramColor::Orange, 300), Ok(TramSpace::Left));
        assert_eq!(tram_space(TramColor::Purple, 600), Ok(TramSpace::Middle));
        assert!(tram_space(TramColor::Purple, 700).is_err());
    }

    #[test]
    fn printed_parts_differ_only_on_five_faces() {
        assert_eq!(printed_node(Hex::from_label("F8"), 3), 1);
        assert_eq!(printed_node(Hex::from_label("D20"), 2), 0);
        assert_eq!(printed_node(Hex::from_label("A17"), 2), 2);
    }
}
