//! A line chart drawn from a [`Plot`] (issue 21): value grid, step ticks with their labels in
//! two rows, each line (light colours with a dark casing) with its points in the line's own
//! shape and its name at its end; a tapped point is ringed and its value said below the chart.
//! Game-independent: the caller words the labels and values. [`ChartSection`] frames a chart
//! with its title and its "as a table" toggle.

use leptos::prelude::*;

use crate::shell::view_model::plot::{HEIGHT, Plot, WIDTH};

/// A step's label on the x axis: the words and its row (0 or 1; `None`: a tick only).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StepLabel {
    /// The words.
    pub text: String,
    /// The row it is written in, or `None` for an unlabelled tick.
    pub row: Option<u8>,
}

/// The chart. `name` is its accessible name; `value` words a value; `chosen` is the tapped
/// point (line, point), said below the chart with its step's label; `cursor` marks a step.
pub fn plot_view(
    plot: Plot,
    labels: Vec<StepLabel>,
    name: String,
    value: impl Fn(i64) -> String + Copy + Send + Sync + 'static,
    chosen: RwSignal<Option<(usize, usize)>>,
    cursor: Option<usize>,
) -> impl IntoView {
    let (left, top, right, bottom) = plot.area;
    // The step the history browser shows.
    let cursor = cursor.and_then(|i| plot.steps.get(i)).map(|&x| {
        view! { <line class="plot-cursor" x1=x x2=x y1=top - 6.0 y2=bottom /> }
    });
    let grid = plot
        .y_ticks
        .iter()
        .map(|&(y, v)| {
            view! {
                <line class="plot-grid" class:zero=v == 0 x1=left x2=right y1=y y2=y />
                <text class="plot-value" x=left - 6.0 y=y + 4.0>{value(v)}</text>
            }
        })
        .collect_view();
    let ticks = plot
        .steps
        .iter()
        .zip(&labels)
        .map(|(&x, label)| {
            let text = label.row.map(|row| {
                let y = bottom + 15.0 + f64::from(row) * 13.0;
                view! { <text class="plot-step" class:second=row == 1 x=x y=y>{label.text.clone()}</text> }
            });
            view! {
                <line class="plot-tick" class:labelled=label.row == Some(0) x1=x x2=x y1=top y2=bottom + 3.0 />
                {text}
            }
        })
        .collect_view();
    let readout_labels = labels.clone();
    let lines = plot.lines.clone();
    let drawn = plot
        .lines
        .into_iter()
        .enumerate()
        .map(|(n, line)| {
            let casing =
                line.light.then(|| view! { <path class="plot-casing" d=line.path.clone() /> });
            let marks = line
                .marks
                .iter()
                .map(|&(x, y, kind)| {
                    view! { <circle class=format!("plot-mark {kind}") cx=x cy=y r=6.5 /> }
                })
                .collect_view();
            let dots = line
                .dots
                .iter()
                .enumerate()
                .map(|(d, dot)| {
                    let shape = line.shape.path(dot.x, dot.y, 3.6);
                    view! {
                        <path class="plot-dot" d=shape fill=line.color />
                        // A larger target for a finger, invisible.
                        <circle class="plot-hit" cx=dot.x cy=dot.y r=11
                            on:click=move |_| chosen.set(Some((n, d))) />
                    }
                })
                .collect_view();
            let label = line.label.map(|(x, y)| {
                let shape = line.shape.path(x + 4.0, y - 4.0, 3.6);
                view! {
                    <path class="plot-dot" d=shape fill=line.color />
                    <text class="plot-name" x=x + 11.0 y=y>{line.name.clone()}</text>
                }
            });
            view! {
                <g class="plot-line" data-series=line.name.clone()>
                    {casing}
                    <path class="plot-path" d=line.path.clone() stroke=line.color />
                    {marks}
                    {dots}
                    {label}
                </g>
            }
        })
        .collect_view();
    let ring_lines = lines.clone();
    let ring = move || {
        let (n, d) = chosen.get()?;
        let dot = ring_lines.get(n)?.dots.get(d)?.clone();
        Some(view! { <circle class="plot-chosen" cx=dot.x cy=dot.y r=8 /> })
    };
    let readout = move || {
        let (n, d) = chosen.get()?;
        let line = lines.get(n)?;
        let dot = line.dots.get(d)?;
        let step = readout_labels.get(dot.step).map(|l| l.text.clone()).unwrap_or_default();
        Some(format!("{} · {}: {}", line.name, step, value(dot.value)))
    };
    view! {
        <figure class="plot">
            <svg class="plot-svg" viewBox=format!("0 0 {WIDTH} {HEIGHT}") role="img" aria-label=name>
                {grid}
                {ticks}
                {cursor}
                {drawn}
                {ring}
            </svg>
            <figcaption class="plot-readout" aria-live="polite">{readout}</figcaption>
        </figure>
    }
}

/// A chart's frame, in every game's story: its title, the buttons it has beside its own
/// (`switch`, e.g. another view of the same data), the "as a table" toggle, and the chart or
/// its table below (`children`, which reads `table`).
#[component]
pub fn ChartSection(
    /// The section's classes.
    class: String,
    /// The chart's title, in the language shown.
    title: Signal<String>,
    /// Whether the table is shown instead of the chart.
    table: RwSignal<bool>,
    /// Buttons before the table toggle.
    #[prop(default = None)]
    switch: Option<AnyView>,
    /// The chart or its table.
    children: Children,
) -> impl IntoView {
    view! {
        <section class=class>
            <header class="story-chart-head">
                <h3>{move || title.get()}</h3>
                {switch}
                <button class="table-toggle" aria-pressed=move || table.get().to_string()
                    on:click=move |_| table.update(|v| *v = !*v)>
                    {crate::shell::components::language::tr(crate::i18n::Text::ShowTable)}
                </button>
            </header>
            {children()}
        </section>
    }
}
