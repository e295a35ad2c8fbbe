//! The share price chart of the share price board (rulebook III.4.2, IV.1, X) and the rules that
//! move markers on it.
//!
//! The chart is a staircase of five left-aligned rows (20, 20, 15, 10 and 5 cells; the printed
//! chart is an image, the prices come from the reference, digest §3.3). A company's share price
//! is the cell its marker stands on: [`SharePrice`]. Markers move
//!
//! * right (a dividend of 100 or more, Table 6) and, at the end of a row, up instead;
//! * left (no dividend) and, at the start of a row, down instead;
//! * down one cell per share sold in a Share Round, not at all at the bottom of a column;
//! * up one cell at the end of a Share Round for a sold-out tram company, not at the top.
//!
//! Moves of several cells are made one cell at a time (A13), so a marker that turned up at
//! the end of its row carries on along the longer row above.

use std::cmp::Reverse;

use super::board::StadtbahnCompany;
use super::game_tables::Money;

/// The printed prices, top row first; each row starts in the leftmost column (digest §3.3).
pub const CHART: [&[Money]; 5] = [
    &[
        100, 105, 110, 115, 121, 128, 136, 145, 155, 167, 180, 195, 210, 230, 250, 275, 300, 330,
        360, 400,
    ],
    &[
        90, 95, 100, 105, 111, 118, 126, 135, 145, 157, 170, 185, 200, 220, 240, 265, 290, 320,
        350, 380,
    ],
    &[80, 85, 90, 95, 101, 108, 116, 125, 135, 147, 160, 175, 190, 210, 230],
    &[70, 75, 80, 85, 91, 98, 106, 115, 125, 137],
    &[60, 65, 70, 75, 81],
];

/// The highest price on the chart (top-right cell).
pub const MAX_PRICE: Money = 400;

/// The four par cells of the tram companies, tinted orange on the chart: 70, 80, 90 and 100
/// (IV.1.2, VII.5, R18). In order of price.
pub const TRAM_PAR_CELLS: [SharePrice; 4] =
    [SharePrice::at(4, 2), SharePrice::at(3, 2), SharePrice::at(2, 2), SharePrice::at(1, 2)];

/// The cells marked for the Stadtbahn companies' markers at set-up: 65, 75, 85 and 95 (III.5,
/// R12). In order of price. Nobody pars a Stadtbahn company; these are start cells only.
pub const STADTBAHN_START_CELLS: [SharePrice; 4] =
    [SharePrice::at(4, 1), SharePrice::at(3, 1), SharePrice::at(2, 1), SharePrice::at(1, 1)];

/// Where a Stadtbahn company's marker starts (III.5, Table 3, R12): W 95, V 85, G 75, D 65.
pub fn stadtbahn_start(company: StadtbahnCompany) -> SharePrice {
    match company {
        StadtbahnCompany::W => SharePrice::at(1, 1),
        StadtbahnCompany::V => SharePrice::at(2, 1),
        StadtbahnCompany::G => SharePrice::at(3, 1),
        StadtbahnCompany::D => SharePrice::at(4, 1),
    }
}

/// A cell of the chart, which is a company's share price. Always a cell that exists.
///
/// Row 0 is the top row (highest prices), column 0 the leftmost cell of every row.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SharePrice {
    row: u8,
    col: u8,
}

/// What a chart cell is marked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CellMark {
    /// One of the four orange par cells of the tram companies.
    TramPar,
    /// The start cell of a Stadtbahn company.
    StadtbahnStart,
}

/// A move of a marker on the chart, counted in cells.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ChartMove {
    /// The marker stays where it is.
    Stay,
    /// This many cells to the left (down at the start of a row).
    Left(u8),
    /// This many cells to the right (up at the end of a row).
    Right(u8),
    /// This many cells up (no move at the top of a column).
    Up(u8),
    /// This many cells down (no move at the bottom of a column).
    Down(u8),
}

/// One line of Table 6: the total dividend range and the move it causes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DividendBand {
    /// The lowest total dividend of the band.
    pub min: Money,
    /// The highest total dividend of the band; `None` for "2500 or more".
    pub max: Option<Money>,
    /// Where the marker moves.
    pub moves: ChartMove,
}

const fn band(min: Money, max: Option<Money>, moves: ChartMove) -> DividendBand {
    DividendBand { min, max, moves }
}

/// Table 6 (VIII.5.1, X.2, R46): the share price move for the **total** dividend paid, by tram
/// companies (their payout) and Stadtbahn companies (their revenue after the multiplier,
/// VIII.5.2). The move depends on the amount alone, not on the share price.
pub const DIVIDEND_TABLE: [DividendBand; 9] = [
    band(0, Some(0), ChartMove::Left(1)),
    band(10, Some(90), ChartMove::Stay),
    band(100, Some(190), ChartMove::Right(1)),
    band(200, Some(390), ChartMove::Right(2)),
    band(400, Some(590), ChartMove::Right(3)),
    band(600, Some(990), ChartMove::Right(4)),
    band(1000, Some(1490), ChartMove::Right(5)),
    band(1500, Some(2490), ChartMove::Right(6)),
    band(2500, None, ChartMove::Right(7)),
];

/// The move Table 6 gives for a total dividend.
///
/// Dividends are multiples of 10 (R46; Stadtbahn revenues are sums of halts worth multiples of
/// 10), so every legal amount falls in one band. Any other amount is read with the band below
/// it, except that only a dividend of 0 makes the price fall (X.2: "if no dividend is paid").
pub fn dividend_move(total: Money) -> ChartMove {
    if total <= 0 {
        return ChartMove::Left(1);
    }
    DIVIDEND_TABLE
        .iter()
        .rev()
        .find(|b| b.min <= total)
        .filter(|b| b.min > 0)
        .map_or(ChartMove::Stay, |b| b.moves)
}

impl SharePrice {
    /// The cell at `row` and `col`, if the chart has it.
    pub fn new(row: u8, col: u8) -> Option<SharePrice> {
        let length = CHART.get(usize::from(row))?.len();
        (usize::from(col) < length).then_some(SharePrice { row, col })
    }

    /// The cell at `row` and `col`, for the engine's own data tables (a cell that does not
    /// exist stops the build when used in a `const`).
    pub const fn at(row: u8, col: u8) -> SharePrice {
        assert!((row as usize) < CHART.len(), "the chart has rows 0 to 4");
        assert!((col as usize) < CHART[row as usize].len(), "the row is shorter");
        SharePrice { row, col }
    }

    /// The par cell of a tram company for a par price (70, 80, 90 or 100), if it is one.
    pub fn tram_par(price: Money) -> Option<SharePrice> {
        TRAM_PAR_CELLS.into_iter().find(|cell| cell.price() == price)
    }

    /// The row, 0 being the top row.
    pub fn row(self) -> u8 {
        self.row
    }

    /// The column, 0 being the leftmost cell of every row.
    pub fn col(self) -> u8 {
        self.col
    }

    /// The printed price of the cell.
    pub fn price(self) -> Money {
        CHART[usize::from(self.row)][usize::from(self.col)]
    }

    /// What the cell is marked for, if anything.
    pub fn mark(self) -> Option<CellMark> {
        if TRAM_PAR_CELLS.contains(&self) {
            Some(CellMark::TramPar)
        } else if STADTBAHN_START_CELLS.contains(&self) {
            Some(CellMark::StadtbahnStart)
        } else {
            None
        }
    }

    /// One cell to the right; at the end of a row one cell up instead; at the top-right cell
    /// (400) no move (X.2, R95, A13).
    pub fn right(self) -> SharePrice {
        SharePrice::new(self.row, self.col + 1).unwrap_or_else(|| self.up())
    }

    /// One cell to the left; at the start of a row one cell down instead; at the bottom-left
    /// cell (60) no move (X.2, R95, A13).
    pub fn left(self) -> SharePrice {
        match self.col.checked_sub(1) {
            Some(col) => SharePrice { row: self.row, col },
            None => self.down(),
        }
    }

    /// One cell up; at the top of a column no move (X.3, R96). The row above is never shorter,
    /// so only the top row stops a marker.
    pub fn up(self) -> SharePrice {
        self.row.checked_sub(1).and_then(|row| SharePrice::new(row, self.col)).unwrap_or(self)
    }

    /// One cell down; at the bottom of a column no move (X.3, R96). Rows get shorter downwards,
    /// so right-hand cells of a row may have nothing below them (A13).
    pub fn down(self) -> SharePrice {
        SharePrice::new(self.row + 1, self.col).unwrap_or(self)
    }

    /// The cell after a move, made one cell at a time (A13).
    pub fn moved(self, by: ChartMove) -> SharePrice {
        let (step, count): (fn(SharePrice) -> SharePrice, u8) = match by {
            ChartMove::Stay => return self,
            ChartMove::Left(n) => (SharePrice::left, n),
            ChartMove::Right(n) => (SharePrice::right, n),
            ChartMove::Up(n) => (SharePrice::up, n),
            ChartMove::Down(n) => (SharePrice::down, n),
        };
        (0..count).fold(self, |cell, _| step(cell))
    }

    /// The cell after a company paid `total` as its dividend in a Company Round (Table 6).
    pub fn after_dividend(self, total: Money) -> SharePrice {
        self.moved(dividend_move(total))
    }

    /// The cell after one sale of `shares` shares of the company in a Share Round: one cell
    /// down per share, after the seller was paid the old price (VII.4, X.3, R36).
    pub fn after_sale(self, shares: u8) -> SharePrice {
        self.moved(ChartMove::Down(shares))
    }

    /// The cell at the end of a Share Round for a tram company whose shares are all held by
    /// players: one cell up (X.3, R41). The rulebook raises tram companies only, not
    /// Stadtbahn companies (A43).
    pub fn after_sold_out(self) -> SharePrice {
        self.up()
    }
}

/// Where a company's marker stands: its cell and its place in the stack on that cell.
///
/// A marker that moves onto an occupied cell goes **under** the markers already there (X.1,
/// VII.5, R94), so its `depth` is the number of markers already on the cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MarkerPosition {
    /// The cell.
    pub cell: SharePrice,
    /// 0 for the top marker of the stack, 1 for the one under it, and so on.
    pub depth: usize,
}

impl MarkerPosition {
    /// The key that sorts markers into company order, first company first (CRc, VIII.4, R44):
    /// higher price first; equal prices on different cells, the cell further right first;
    /// on the same cell, the marker higher in the stack first (A14).
    ///
    /// Use it with `sort_by_key`. Stadtbahn companies are ordered by the same keys when they
    /// run after the tram companies in CRd (A16).
    pub fn company_order_key(self) -> (Reverse<Money>, Reverse<u8>, usize) {
        (Reverse(self.cell.price()), Reverse(self.cell.col()), self.depth)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(row: u8, col: u8) -> SharePrice {
        SharePrice::new(row, col).unwrap_or_else(|| panic!("no cell ({row}, {col})"))
    }

    /// Moves a marker by the Table 6 move of `dividend` and returns the new price.
    fn price_after_dividend(row: u8, col: u8, dividend: Money) -> Money {
        cell(row, col).after_dividend(dividend).price()
    }

    #[test]
    fn chart_rows_have_20_20_15_10_5_cells_left_aligned() {
        // III.4.2 and digest §3.3: a staircase of five rows.
        let lengths: Vec<usize> = CHART.iter().map(|row| row.len()).collect();
        assert_eq!(lengths, [20, 20, 15, 10, 5]);
        assert!(SharePrice::new(0, 19).is_some());
        assert!(SharePrice::new(0, 20).is_none());
        assert!(SharePrice::new(2, 14).is_some());
        assert!(SharePrice::new(2, 15).is_none());
        assert!(SharePrice::new(4, 4).is_some());
        assert!(SharePrice::new(4, 5).is_none());
        assert!(SharePrice::new(5, 0).is_none());
    }

    #[test]
    fn chart_prices_match_the_printed_rows() {
        // Digest §3.3, transcribed; the rulebook's stray "101 108" after Table 3 (D25) is
        // r2c4–c5.
        assert_eq!(cell(0, 0).price(), 100);
        assert_eq!(cell(0, 19).price(), 400);
        assert_eq!(cell(1, 19).price(), 380);
        assert_eq!(cell(2, 4).price(), 101);
        assert_eq!(cell(2, 5).price(), 108);
        assert_eq!(cell(2, 14).price(), 230);
        assert_eq!(cell(3, 9).price(), 137);
        assert_eq!(cell(4, 0).price(), 60);
        assert_eq!(cell(4, 4).price(), 81);
        let max = CHART.iter().flat_map(|row| row.iter()).max();
        assert_eq!(max, Some(&400));
        assert_eq!(MAX_PRICE, 400);
    }

    #[test]
    fn prices_rise_to_the_right_and_fall_downward() {
        for (r, row) in CHART.iter().enumerate() {
            for c in 1..row.len() {
                assert!(row[c] > row[c - 1], "row {r} does not rise at column {c}");
            }
            if let Some(below) = CHART.get(r + 1) {
                for (c, price) in below.iter().enumerate() {
                    assert!(*price < row[c], "row {} does not fall below column {c}", r + 1);
                }
            }
        }
    }

    #[test]
    fn r18_tram_par_cells_are_70_80_90_100() {
        // IV.1.2: "The possible initial prices are 70, 80, 90, and 100 Gulden".
        let prices: Vec<Money> = TRAM_PAR_CELLS.iter().map(|c| c.price()).collect();
        assert_eq!(prices, [70, 80, 90, 100]);
        assert_eq!(SharePrice::tram_par(90), Some(cell(2, 2)));
        assert_eq!(SharePrice::tram_par(75), None, "T15: par 75 is not a par cell");
        assert_eq!(SharePrice::tram_par(110), None, "T15: par 110 is not a par cell");
        assert_eq!(cell(1, 2).mark(), Some(CellMark::TramPar));
        assert_eq!(cell(0, 0).mark(), None, "100 in the top row is not a par cell");
    }

    #[test]
    fn r12_stadtbahn_start_cells() {
        // III.5 and Table 3: W 95, V 85, G 75, D 65.
        let expected = [
            (StadtbahnCompany::W, 95),
            (StadtbahnCompany::V, 85),
            (StadtbahnCompany::G, 75),
            (StadtbahnCompany::D, 65),
        ];
        for (company, price) in expected {
            let start = stadtbahn_start(company);
            assert_eq!(start.price(), price, "{company:?}");
            assert_eq!(start.mark(), Some(CellMark::StadtbahnStart), "{company:?}");
        }
        let prices: Vec<Money> = STADTBAHN_START_CELLS.iter().map(|c| c.price()).collect();
        assert_eq!(prices, [65, 75, 85, 95]);
    }

    #[test]
    fn t30_table_6_dividend_bands() {
        // Digest T30 [R46]: 0 → 1 left; 10 and 90 → none; 100 and 190 → 1 right; 200 and 390
        // → 2; 400 and 590 → 3; 600 and 990 → 4; 1000 and 1490 → 5; 1500 and 2490 → 6;
        // 2500 and 9990 → 7.
        let cases = [
            (0, ChartMove::Left(1)),
            (10, ChartMove::Stay),
            (90, ChartMove::Stay),
            (100, ChartMove::Right(1)),
            (190, ChartMove::Right(1)),
            (200, ChartMove::Right(2)),
            (390, ChartMove::Right(2)),
            (400, ChartMove::Right(3)),
            (590, ChartMove::Right(3)),
            (600, ChartMove::Right(4)),
            (990, ChartMove::Right(4)),
            (1000, ChartMove::Right(5)),
            (1490, ChartMove::Right(5)),
            (1500, ChartMove::Right(6)),
            (2490, ChartMove::Right(6)),
            (2500, ChartMove::Right(7)),
            (9990, ChartMove::Right(7)),
        ];
        for (dividend, expected) in cases {
            assert_eq!(dividend_move(dividend), expected, "dividend {dividend}");
        }
    }

    #[test]
    fn table_6_bands_follow_each_other_without_gaps() {
        for pair in DIVIDEND_TABLE.windows(2) {
            assert_eq!(pair[0].max.map(|m| m + 10), Some(pair[1].min));
        }
        assert_eq!(DIVIDEND_TABLE.last().map(|b| b.max), Some(None));
    }

    #[test]
    fn x2_only_a_zero_dividend_drops_the_price() {
        // X.2: "If no dividend is paid (a dividend of 0 Gulden) the share price falls."
        assert_eq!(dividend_move(5), ChartMove::Stay);
        assert_eq!(dividend_move(95), ChartMove::Stay);
        assert_eq!(dividend_move(199), ChartMove::Right(1));
    }

    #[test]
    fn x2_dividend_moves_from_a_par_cell() {
        // A TC at par 100 (r1c2): 0 → 95, 90 → 100, 100 → 105, 190 → 105, 200 → 111,
        // 2500 → seven cells right, 157.
        assert_eq!(price_after_dividend(1, 2, 0), 95);
        assert_eq!(price_after_dividend(1, 2, 90), 100);
        assert_eq!(price_after_dividend(1, 2, 100), 105);
        assert_eq!(price_after_dividend(1, 2, 190), 105);
        assert_eq!(price_after_dividend(1, 2, 200), 111);
        assert_eq!(price_after_dividend(1, 2, 2500), 157);
    }

    #[test]
    fn t70_right_move_at_the_end_of_a_row_goes_up() {
        // Digest T70 [R95, A13]: r4c4 (81) with a payout of 150 moves to r3c4 (91).
        assert_eq!(cell(4, 4).after_dividend(150), cell(3, 4));
        assert_eq!(cell(3, 4).price(), 91);
    }

    #[test]
    fn a13_steps_after_turning_up_continue_along_the_upper_row() {
        // A13: moves are made one cell at a time. From r2c13 (210), 3 right (400–590): 230,
        // then up to 240 (r1c14), then right to 265.
        assert_eq!(price_after_dividend(2, 13, 400), 265);
        // The top-right cell (400) does not move.
        assert_eq!(cell(0, 19).after_dividend(2500), cell(0, 19));
        // From r1c19 (380) one step right is up to 400.
        assert_eq!(price_after_dividend(1, 19, 100), 400);
    }

    #[test]
    fn t71_left_move_at_the_start_of_a_row_goes_down() {
        // Digest T71 [R95]: r1c0 (90) with no dividend moves to r2c0 (80); r4c0 (60) stays.
        assert_eq!(cell(1, 0).after_dividend(0), cell(2, 0));
        assert_eq!(cell(2, 0).price(), 80);
        assert_eq!(cell(4, 0).after_dividend(0), cell(4, 0));
    }

    #[test]
    fn t19_sales_drop_one_cell_per_share() {
        // X.3 / T19: a sale of 2 shares moves the marker down 2 cells.
        assert_eq!(cell(0, 2).after_sale(2), cell(2, 2));
        assert_eq!(cell(0, 2).after_sale(2).price(), 90);
        // Stops at the bottom of the column.
        assert_eq!(cell(1, 3).after_sale(5), cell(4, 3));
    }

    #[test]
    fn t72_sales_with_nothing_below_do_not_move() {
        // Digest T72 [R96, A13]: r1c16 (290) and a sale of 1 share: it stays.
        assert_eq!(cell(1, 16).price(), 290);
        assert_eq!(cell(1, 16).after_sale(1), cell(1, 16));
    }

    #[test]
    fn t73_sold_out_rise_stops_at_the_top() {
        // Digest T73 [R96]: a sold-out TC at r0c5 (128) stays; elsewhere it rises one row.
        assert_eq!(cell(0, 5).after_sold_out(), cell(0, 5));
        assert_eq!(cell(3, 2).after_sold_out(), cell(2, 2));
        assert_eq!(cell(3, 2).after_sold_out().price(), 90);
    }

    #[test]
    fn t29_company_order() {
        // Digest T29 [R44]: A at 100, B at 110, C at 100 with A on top of C in the same cell:
        // order B, A, C.
        let a = MarkerPosition { cell: cell(1, 2), depth: 0 };
        let b = MarkerPosition { cell: cell(0, 2), depth: 0 };
        let c = MarkerPosition { cell: cell(1, 2), depth: 1 };
        let mut order = [("A", a), ("B", b), ("C", c)];
        order.sort_by_key(|(_, p)| p.company_order_key());
        let names: Vec<&str> = order.iter().map(|(n, _)| *n).collect();
        assert_eq!(names, ["B", "A", "C"]);

        // D at 100 on a cell to the right of E at 100 on another cell: D first.
        let d = MarkerPosition { cell: cell(1, 2), depth: 0 };
        let e = MarkerPosition { cell: cell(0, 0), depth: 0 };
        assert_eq!(e.cell.price(), 100);
        assert!(d.company_order_key() < e.company_order_key());
    }

    #[test]
    fn t16_second_company_parred_on_a_cell_goes_under_the_first() {
        // Digest T16 [R40, R94]: A pars at 80, then B pars at 80: A comes before B.
        let a = MarkerPosition { cell: cell(3, 2), depth: 0 };
        let b = MarkerPosition { cell: cell(3, 2), depth: 1 };
        assert!(a.company_order_key() < b.company_order_key());
    }
}
