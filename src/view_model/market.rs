//! The share price chart (Table 6 and the market) with every company's token.

use tramways_engine::data::market::{CHART, CellMark, SharePrice};
use tramways_engine::game::State;

use crate::i18n::{self};
use crate::view_model::colors::{self, CompanyColors};
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

#[cfg(test)]
mod tests {
    use super::*;
    use tramways_engine::game::{Game, Setup};

    fn game() -> Game {
        Game::new(Setup::new(&["Anna", "Bruno", "Clara"], 5)).unwrap()
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
