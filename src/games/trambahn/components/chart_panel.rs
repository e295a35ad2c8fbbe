//! "The game in charts" at Trambahn's table (issue 49): the points after every scoring and
//! the money cards after every turn, drawn by the app's plot code, each with a table toggle
//! (the text alternative: one row per player, one column per step). During the game they sit
//! in a closed box, worked out only while it is open; at the end the result panel shows them.

use leptos::prelude::*;
use trambahn_engine::{Game, ScoringKind};

use crate::games::trambahn::view_model::charts::{Charts, charts};
use crate::i18n::{self, Lang, TbWords, Text, t};
use crate::shell::components::language::{lang, tr};
use crate::shell::components::plot::{ChartSection, StepLabel, plot_view};
use crate::shell::view_model::plot::{Series, plot};

/// Which chart.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// Victory points after each scoring.
    Points,
    /// Money cards after each turn.
    Money,
}

impl Kind {
    fn title(self) -> TbWords {
        match self {
            Kind::Points => TbWords::ChartPoints,
            Kind::Money => TbWords::ChartMoney,
        }
    }

    fn class(self) -> &'static str {
        match self {
            Kind::Points => "tb-points-chart",
            Kind::Money => "tb-money-chart",
        }
    }

    fn series(self, c: &Charts) -> (Vec<Series>, usize) {
        match self {
            Kind::Points => (c.points_series(), c.scoring_steps()),
            Kind::Money => (c.money_series(), c.money_steps()),
        }
    }
}

/// Each step's words (all of them, for the table) and whether the chart labels it (a money
/// chart of many turns labels every fifth).
fn step_words(lang: Lang, c: &Charts, kind: Kind) -> Vec<(String, bool)> {
    let start = || i18n::tb_words(lang, TbWords::Start).to_owned();
    match kind {
        Kind::Points => std::iter::once((start(), true))
            .chain(c.scorings.iter().map(|s| match s.kind {
                ScoringKind::Regular { number, .. } => (number.to_string(), true),
                ScoringKind::ExtraTour { .. } => ("+".to_owned(), true),
            }))
            .collect(),
        Kind::Money => {
            let last = c.money_turns.len().saturating_sub(1);
            c.money_turns
                .iter()
                .enumerate()
                .map(|(i, &turn)| match i {
                    0 => (start(), true),
                    _ => (turn.to_string(), turn % 5 == 0 || i == last),
                })
                .collect()
        }
    }
}

/// A chart's numbers as a table: one row per player, one column per step.
fn chart_table(lang: Lang, c: &Charts, kind: Kind) -> impl IntoView + use<> {
    let words = step_words(lang, c, kind);
    let (series, _) = kind.series(c);
    let first = match kind {
        Kind::Points => t(lang, Text::TbScoring),
        Kind::Money => i18n::tb_words(lang, TbWords::Turn),
    };
    let head = words.iter().map(|(w, _)| view! { <th scope="col">{w.clone()}</th> }).collect_view();
    let rows = series
        .iter()
        .enumerate()
        .map(|(p, s)| {
            let cells = s
                .points
                .iter()
                .map(|&(step, v)| view! { <td class="num" data-step=step data-value=v>{i18n::number(lang, v)}</td> })
                .collect_view();
            view! { <tr data-player=p><th scope="row">{s.name.clone()}</th>{cells}</tr> }
        })
        .collect_view();
    view! {
        <div class="table-scroll">
            <table class="sheet story-table tb-chart-table">
                <caption>{i18n::tb_words(lang, kind.title())}</caption>
                <thead><tr><th scope="col">{first}</th>{head}</tr></thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
    }
}

/// One chart with its table toggle.
#[component]
fn ChartBlock(charts: Memo<Option<Charts>>, kind: Kind) -> impl IntoView {
    let table = RwSignal::new(false);
    let chosen = RwSignal::new(None);
    let body = move || {
        let lang = lang();
        charts.with(|c| {
            let c = c.as_ref()?;
            Some(if table.get() {
                chart_table(lang, c, kind).into_any()
            } else {
                let (series, steps) = kind.series(c);
                let labels = step_words(lang, c, kind)
                    .into_iter()
                    .map(|(text, shown)| StepLabel { text, row: shown.then_some(0) })
                    .collect();
                let name = i18n::tb_words(lang, kind.title()).to_owned();
                plot_view(
                    plot(&series, steps),
                    labels,
                    name,
                    move |v| i18n::number(lang, v),
                    chosen,
                    None,
                )
                .into_any()
            })
        })
    };
    let title = Signal::derive(move || i18n::tb_words(lang(), kind.title()).to_owned());
    view! {
        <ChartSection class=format!("story-chart tb-chart {}", kind.class()) title table>
            {body}
        </ChartSection>
    }
}

/// Both charts of the game (`charts`: `None` draws nothing).
#[component]
pub(super) fn GameCharts(charts: Memo<Option<Charts>>) -> impl IntoView {
    view! {
        <div class="tb-charts">
            <p class="story-help">{tr(Text::TapAPoint)}</p>
            <ChartBlock charts kind=Kind::Points />
            <ChartBlock charts kind=Kind::Money />
        </div>
    }
}

/// The charts of the game now, as worked out once it is over (`None` before).
pub(super) fn end_charts(game: Signal<Game>) -> Memo<Option<Charts>> {
    Memo::new(move |_| game.with(|g| g.is_over().then(|| charts(g.setup(), g.actions()))))
}

/// "The game in charts" during the game: a closed box, the charts worked out only while it is
/// open (after each move while open). Once the game is over the result panel shows them.
#[component]
pub(super) fn StoryCharts(game: Signal<Game>) -> impl IntoView {
    let open = RwSignal::new(false);
    let charts =
        Memo::new(move |_| open.get().then(|| game.with(|g| charts(g.setup(), g.actions()))));
    view! {
        <Show when=move || !game.with(Game::is_over)>
            <details class="story tb-story-charts" on:toggle:target=move |e| open.set(e.target().open())>
                <summary><h2>{tr(Text::StoryHeading)}</h2></summary>
                <GameCharts charts />
            </details>
        </Show>
    }
}
