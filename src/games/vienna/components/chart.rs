//! The share price chart as an SVG board: the printed grid, par and Stadtbahn start cells
//! marked, and the companies' tokens in their colours, stacked top first (A14); under it the
//! tram companies in company order (R44, the engine's `State::company_order`), which the stacks
//! decide at equal prices. The chart is never drawn below its own size and scrolls inside its
//! box on a narrow screen (issue 50), so that names and prices read at ≥ 11 px.

use leptos::prelude::*;

use crate::games::vienna::store::Store;
use crate::games::vienna::view_model::market::{ChartCell, chart, company_order};
use crate::i18n::Text;
use crate::shell::components::language::tr;

/// Cell width in SVG units.
const CELL: f64 = 64.0;
/// Cell height: taller than wide, so that a stack of six tokens keeps its names at full size
/// (issue 50: the chart is drawn at least at its own size, `.share-chart`'s min-width, and
/// scrolls inside itself where the screen is narrower, so a unit is at least a pixel).
const CELL_H: f64 = 112.0;
/// Token width in SVG units: a token spans its cell, so that the longest name (GWStStB) fits.
const TOKEN_W: f64 = CELL - 4.0;
/// The tallest token; a stack shares the cell's height under the price, top token first.
const TOKEN_H: f64 = 15.0;
/// The cell's height under the price, for the tokens.
const STACK_H: f64 = CELL_H - 18.0;

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
        let y = f64::from(c.row) * CELL_H;
        let class = format!("chart-cell {}", c.mark);
        // One token per row, the top of the stack first (A14): the order can be read.
        let n = c.tokens.len().max(1) as f64;
        let h = (STACK_H / n - 1.0).min(TOKEN_H);
        let font = (h * 0.78).min(11.5);
        let tokens = c
            .tokens
            .iter()
            .enumerate()
            .map(|(i, token)| {
                let tx = x + 2.0;
                let ty = y + 16.0 + i as f64 * (h + 1.0);
                view! {
                    <g class="chart-token" data-company=token.name.clone() data-depth=i>
                        <rect x=tx y=ty width=TOKEN_W height=h rx=2.5
                            fill=token.colors.fill stroke="#1d1b1a" stroke-width=0.6 />
                        <text x=tx + TOKEN_W / 2.0 y=ty + h / 2.0 fill=token.colors.ink
                            font-size=format!("{font:.1}")>
                            {token.name.clone()}
                        </text>
                    </g>
                }
            })
            .collect_view();
        view! {
            <g class="chart-g" data-price=c.price>
                <rect class=class x=x y=y width=CELL height=CELL_H />
                <text class="chart-price" x=x + 4.0 y=y + 13.0>{c.price}</text>
                {tokens}
            </g>
        }
    };
    // The tram companies in the order the next Company Round takes them, legible at any width.
    // A memo: most moves leave the order alone, and then the list is not drawn again.
    let entries = Memo::new(move |_| store.with_shown(|g| company_order(g.state())));
    let order = move || {
        entries.with(|list| {
            list.iter()
                .map(|e| {
                    view! {
                        <li class="order-entry" class:tied=e.tied data-company=e.name title=e.full_name>
                            <span class="order-chip" style:background=e.colors.fill style:color=e.colors.ink>
                                {e.name}
                            </span>
                            " "<span class="order-price">{e.price}</span>
                        </li>
                    }
                })
                .collect_view()
        })
    };
    let view_box = format!("-1 -1 {} {}", 20.0 * CELL + 2.0, 5.0 * CELL_H + 2.0);
    view! {
        <section class="chart-panel">
            <h2>{tr(Text::SharePrices)}</h2>
            <div class="chart-scroll">
                <svg class="share-chart" viewBox=view_box role="img"
                    aria-label=tr(Text::SharePrices)>
                    <For each=cells key=key children=cell_view />
                </svg>
            </div>
            <h3>{tr(Text::CompanyOrder)}</h3>
            <ol class="company-order">{order}</ol>
            <p class="note">{tr(Text::CompanyOrderNote)}</p>
        </section>
    }
}
