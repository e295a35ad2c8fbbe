//! The share price chart (Table 6 and the market) with every company's token.

use tramways_engine::data::market::{CHART, CellMark, SharePrice};
use tramways_engine::game::State;

use crate::games::vienna::view_model::colors;
use crate::i18n::{self};
use crate::shell::view_model::colors::CompanyColors;
/// One cell of the share price chart.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChartCell {
    /// Row, 0 at the top.
    pub row: u8,
    /// Column, 0 at the left.
    pub col: u8,
    /// The printed price.
    pub price: i64,
    /// "par" for the tram par cells, "start" for the Stadtbahn start cells, "" otherwise.
    pub mark: &'static str,
    /// Company tokens on the cell, top first (the top one counts as higher, R44, A14).
    pub tokens: Vec<ChartToken>,
}

/// A company's token on the share price chart.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChartToken {
    /// The company's short name.
    pub name: String,
    /// Its colours.
    pub colors: CompanyColors,
}

/// The share price chart with its tokens.
pub fn chart(state: &State) -> Vec<ChartCell> {
    let mut cells = Vec::new();
    for (r, row) in CHART.iter().enumerate() {
        for (c, &price) in row.iter().enumerate() {
            let cell = SharePrice::at(r as u8, c as u8);
            let mark = match cell.mark() {
                Some(CellMark::TramPar) => "par",
                Some(CellMark::StadtbahnStart) => "start",
                None => "",
            };
            let tokens = state
                .market
                .stacks()
                .find(|(at, _)| *at == cell)
                .map(|(_, stack)| {
                    stack
                        .iter()
                        .map(|&co| ChartToken {
                            name: i18n::company(co).to_owned(),
                            colors: colors::company(co),
                        })
                        .collect()
                })
                .unwrap_or_default();
            cells.push(ChartCell { row: r as u8, col: c as u8, price, mark, tokens });
        }
    }
    cells
}

/// A tram company in company order (CRc), for the list under the chart.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrderEntry {
    /// Its short name.
    pub name: &'static str,
    /// Its full name.
    pub full_name: &'static str,
    /// Its share price.
    pub price: i64,
    /// Its colours.
    pub colors: CompanyColors,
    /// Whether its price equals the one before it (the stack or the column decided, A14).
    pub tied: bool,
}

/// The tram companies in the order the next Company Round takes them (the engine's
/// [`State::company_order`], R44, A14).
pub fn company_order(state: &State) -> Vec<OrderEntry> {
    let mut previous = None;
    state
        .company_order()
        .into_iter()
        .map(|c| {
            let id = tramways_engine::game::CompanyId::Tram(c);
            let price = state.market.price(id).unwrap_or(0);
            let tied = previous == Some(price);
            previous = Some(price);
            OrderEntry {
                name: c.row().abbreviation,
                full_name: c.row().name,
                price,
                colors: colors::company(id),
                tied,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use tramways_engine::game::{Game, Setup};

    fn game() -> Game {
        Game::new(Setup::new(&["Anna", "Bruno", "Clara"], 5)).unwrap()
    }

    #[test]
    fn the_company_order_is_the_engines_with_ties_marked() {
        use tramways_engine::selfplay::{play_random_until, random_setup_for};
        // SR2 of a random game: several companies, some at one price.
        let g =
            play_random_until(random_setup_for(4, 2), 2, |g| g.state().round.to_string() == "SR2")
                .unwrap();
        let order = company_order(g.state());
        let engine: Vec<&str> =
            g.state().company_order().iter().map(|c| c.row().abbreviation).collect();
        assert_eq!(order.iter().map(|e| e.name).collect::<Vec<_>>(), engine);
        assert!(order.windows(2).all(|w| w[0].price >= w[1].price), "highest price first");
        for w in order.windows(2) {
            assert_eq!(w[1].tied, w[0].price == w[1].price);
        }
        assert!(!order[0].tied);
    }

    #[test]
    fn the_chart_has_70_cells_with_the_stadtbahn_tokens() {
        let g = game();
        let cells = chart(g.state());
        assert_eq!(cells.len(), 20 + 20 + 15 + 10 + 5);
        let w = cells.iter().find(|c| c.tokens.iter().any(|t| t.name == "W")).unwrap();
        assert_eq!(w.price, 95);
        assert_eq!(cells.iter().filter(|c| c.mark == "par").count(), 4);
    }
}
