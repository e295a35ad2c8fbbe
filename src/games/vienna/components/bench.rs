//! The optimizer benchmark page (`#bench-optimizer`): runs the route optimizer in this
//! browser's wasm on the dense sample board and shows the figures, which the browser test
//! prints (issue 5: under 50 ms per line in the browser). Routed only with the `bench` feature
//! (the build in `dist-bench/`, not the players' build).

use leptos::prelude::*;

use crate::games::vienna::view_model::bench::{BenchReport, optimizer_bench};
use crate::i18n::Text;
use crate::shell::components::language::tr;

/// The URL fragment (after `#`) that opens this page.
pub const BENCH_FRAGMENT: &str = "bench-optimizer";

/// Repetitions per line.
const RUNS: usize = 15;

/// The page's high-resolution clock in milliseconds.
fn performance_now() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map_or(0.0, |p| p.now())
}

/// The benchmark page.
#[component]
pub fn Bench(
    /// Back to the start screen.
    on_back: impl Fn() + 'static,
) -> impl IntoView {
    let report: RwSignal<Option<BenchReport>> = RwSignal::new(None);
    // Let the page paint "Running…" first: the benchmark blocks the main thread.
    let run = move || {
        report.set(None);
        set_timeout(
            move || report.set(Some(optimizer_bench(RUNS, &performance_now))),
            std::time::Duration::from_millis(50),
        );
    };
    run();
    let rows = move || {
        report.get().map(|r| {
            let lines = r
                .lines
                .iter()
                .map(|l| {
                    view! {
                        <tr class="bench-line" data-line=l.line>
                            <th scope="row">{l.line}</th>
                            <td class="num revenue">{l.revenue}</td>
                            <td class="num">{l.stops}</td>
                            <td class="num median">{format!("{:.3}", l.median_ms)}</td>
                            <td class="num max">{format!("{:.3}", l.max_ms)}</td>
                        </tr>
                    }
                })
                .collect_view();
            view! {
                <tbody>{lines}</tbody>
                <tfoot>
                    <tr class="bench-all" data-tiles=r.tiles data-markers=r.markers>
                        <th scope="row">{tr(Text::BenchAll)}</th><td></td><td></td>
                        <td class="num median">{format!("{:.3}", r.median_ms)}</td>
                        <td class="num max">{format!("{:.3}", r.max_ms)}</td>
                    </tr>
                </tfoot>
            }
        })
    };
    view! {
        <section class="bench">
            <div class="gallery-head">
                <h2>{tr(Text::BenchHeading)}</h2>
                <button on:click=move |_| on_back()>{tr(Text::Back)}</button>
                <button class="bench-again" on:click=move |_| run()>{tr(Text::BenchAgain)}</button>
            </div>
            <p class="note">{tr(Text::BenchNote)}</p>
            <Show when=move || report.with(Option::is_none)>
                <p class="bench-running">{tr(Text::BenchRunning)}</p>
            </Show>
            <table class="sheet bench-sheet">
                <thead><tr>
                    <th>{tr(Text::BenchLine)}</th><th>{tr(Text::Revenue)}</th>
                    <th>{tr(Text::BenchStops)}</th><th>{tr(Text::BenchMedian)}</th>
                    <th>{tr(Text::BenchMax)}</th>
                </tr></thead>
                {rows}
            </table>
        </section>
    }
}
