//! The share price chart as an SVG board: the printed grid, par and Stadtbahn start cells
//! marked, and the companies' tokens in their colours, stacked top first (A14).

use leptos::prelude::*;

use crate::components::language::tr;
use crate::i18n::Text;
use crate::store::Store;
use crate::view_model::market::{ChartCell, chart};

/// Cell size in SVG units.
const CELL: f64 = 64.0;
/// Token size in SVG units: two columns of tokens fit a cell.
const TOKEN_W: f64 = 29.0;
const TOKEN_H: f64 = 15.0;

/// The chart with every company's token.
#[component]
pub fn Chart(
    /// The game whose market is drawn.
    store: Store,
) -> impl IntoView {
    // Keyed by the cell and its tokens: a move redraws only the cells whose tokens changed.
    let cells = move || store.with_shown(|g| chart(g.state()));
    let key = |c: &ChartCell| {
        let names: Vec<&str> = c.tokens.iter().map(|t| t.name.as_str()).collect();
        (c.row, c.col, names.join(","))
    };
    let cell_view = move |c: ChartCell| {
        let x = f64::from(c.col) * CELL;
        let y = f64::from(c.row) * CELL;
        let class = format!("chart-cell {}", c.mark);
        let tokens = c
            .tokens
            .iter()
            .enumerate()
            .map(|(i, token)| {
                let tx = x + 2.5 + (i % 2) as f64 * (TOKEN_W + 1.0);
                let ty = y + 17.0 + (i / 2) as f64 * (TOKEN_H + 1.0);
                view! {
                    <g class="chart-token" data-company=token.name.clone()>
                        <rect x=tx y=ty width=TOKEN_W height=TOKEN_H rx=3
                            fill=token.colors.fill stroke="#1d1b1a" stroke-width=0.6 />
                        <text x=tx + TOKEN_W / 2.0 y=ty + 11.0 fill=token.colors.ink>
                            {token.name.clone()}
                        </text>
                    </g>
                }
            })
            .collect_view();
        view! {
            <g class="chart-g" data-price=c.price>
                <rect class=class x=x y=y width=CELL height=CELL />
                <text class="chart-price" x=x + 4.0 y=y + 13.0>{c.price}</text>
                {tokens}
            </g>
        }
    };
    let view_box = format!("-1 -1 {} {}", 20.0 * CELL + 2.0, 5.0 * CELL + 2.0);
    view! {
        <section class="chart-panel">
            <h2>{tr(Text::SharePrices)}</h2>
            <div class="chart-scroll">
                <svg class="share-chart" viewBox=view_box role="img"
                    aria-label=tr(Text::SharePrices)>
                    <For each=cells key=key children=cell_view />
                </svg>
            </div>
        </section>
    }
}
