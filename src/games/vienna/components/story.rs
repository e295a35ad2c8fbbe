//! The game in charts (issue 21): share prices with the dividend and sale events, the players'
//! value (or cash), each line's income per Line Round and each company's dividends per Company
//! Round — each chart with a table beside it or a table toggle (the text alternative) — and the
//! end screen's ranking with each player's value broken down. The numbers are the view model's
//! (`view_model::history`, one replay of the log), worked out only while the charts are open.

use leptos::prelude::*;
use tramways_engine::data::game_tables::Round;

use crate::games::vienna::store::Store;
use crate::games::vienna::view_model::history::{
    DividendKind, History, MarkerKind, RoundTick, Standing, ValueSeries, history,
};
use crate::i18n::{self, Lang, Text, t};
use crate::shell::components::language::{lang, tr};
use crate::shell::components::plot::{ChartSection, StepLabel, plot_view};
use crate::shell::view_model::plot::{Series, plot};

/// The x labels of the whole game: Share Rounds in the first row, Company Rounds in the
/// second, the private auction and Line Rounds as ticks.
fn round_labels(lang: Lang, rounds: &[RoundTick]) -> Vec<StepLabel> {
    rounds
        .iter()
        .map(|r| StepLabel {
            text: i18n::round_short(lang, r.round),
            row: match r.round {
                Round::Share(_) => Some(0),
                Round::Company(_) => Some(1),
                _ => None,
            },
        })
        .collect()
}

/// The CSS class of a marker on a share price line.
fn marker_class(kind: MarkerKind) -> &'static str {
    match kind {
        MarkerKind::Dividend(DividendKind::Full) => "paid",
        MarkerKind::Dividend(DividendKind::Partial) => "partial",
        MarkerKind::Dividend(DividendKind::Withheld | DividendKind::Nothing) => "withheld",
        MarkerKind::SharesSold { .. } => "sold",
    }
}

/// A chart's lines over some of the game's rounds: `steps` are the rounds' indices in
/// [`History::rounds`], and the series' points are placed by their position in `steps`.
struct Lines {
    series: Vec<Series>,
    steps: Vec<usize>,
}

impl Lines {
    /// Lines over every round of the game.
    fn whole_game(story: &History, series: Vec<Series>) -> Lines {
        Lines { series, steps: (0..story.rounds.len()).collect() }
    }
}

/// The share price series as lines.
fn price_lines(story: &History) -> Vec<Series> {
    story
        .prices
        .iter()
        .map(|p| Series {
            name: p.name.to_owned(),
            color: p.colors.fill,
            light: p.colors.is_light(),
            points: p.points.iter().map(|q| (q.round, q.price)).collect(),
            marks: p.markers.iter().map(|m| (m.round, m.price, marker_class(m.kind))).collect(),
        })
        .collect()
}

/// The players' value (or cash) as lines.
fn value_lines(values: &[ValueSeries], cash: bool) -> Vec<Series> {
    values
        .iter()
        .map(|v| Series {
            name: v.name.clone(),
            color: v.colors.fill,
            light: v.colors.is_light(),
            points: v
                .points
                .iter()
                .map(|q| (q.round, if cash { q.cash } else { q.value }))
                .collect(),
            marks: Vec::new(),
        })
        .collect()
}

/// Each company's lines together: their income in each Line Round.
fn company_income(story: &History) -> Lines {
    let table = &story.lines;
    let mut companies: Vec<_> = table.rows.iter().filter_map(|r| r.company).collect();
    tramways_engine::sort_few::by(&mut companies, Ord::cmp);
    companies.dedup();
    let series = companies
        .into_iter()
        .map(|c| {
            let colors = crate::games::vienna::view_model::colors::company(
                tramways_engine::game::CompanyId::Tram(c),
            );
            let points = (0..table.rounds.len())
                .map(|i| {
                    let income = table
                        .rows
                        .iter()
                        .filter(|r| r.company == Some(c))
                        .filter_map(|r| r.runs.get(i).copied().flatten())
                        .map(|run| run.income)
                        .sum();
                    (i, income)
                })
                .collect();
            Series {
                name: i18n::tram_company(c).to_owned(),
                color: colors.fill,
                light: colors.is_light(),
                points,
                marks: Vec::new(),
            }
        })
        .collect();
    Lines { series, steps: table.rounds.clone() }
}

/// Each company's dividend per share in each Company Round (0 when withheld), marked by kind.
fn dividend_lines(story: &History) -> Lines {
    let table = &story.dividends;
    let series = table
        .rows
        .iter()
        .map(|row| {
            let paid: Vec<(usize, &crate::games::vienna::view_model::history::Dividend)> = row
                .paid
                .iter()
                .enumerate()
                .filter_map(|(i, d)| d.as_ref().map(|d| (i, d)))
                .collect();
            Series {
                name: row.name.to_owned(),
                color: row.colors.fill,
                light: row.colors.is_light(),
                points: paid.iter().map(|&(i, d)| (i, d.per_share)).collect(),
                marks: paid
                    .iter()
                    .map(|&(i, d)| (i, d.per_share, marker_class(MarkerKind::Dividend(d.kind))))
                    .collect(),
            }
        })
        .collect();
    Lines { series, steps: table.rounds.clone() }
}

/// Column headers naming the rounds `at` (indices in [`History::rounds`]).
fn round_headers(lang: Lang, rounds: &[RoundTick], at: &[usize]) -> impl IntoView + use<> {
    at.iter()
        .filter_map(|&i| rounds.get(i))
        .map(|r| view! { <th scope="col">{i18n::round_short(lang, r.round)}</th> })
        .collect_view()
}

/// A table of a chart's lines: one row per series, one column per step with a value.
fn series_table(
    lang: Lang,
    rounds: &[RoundTick],
    chart: &Lines,
    caption: String,
) -> impl IntoView + use<> {
    let lines = &chart.series;
    let used: Vec<usize> = (0..chart.steps.len())
        .filter(|&i| lines.iter().any(|s| s.points.iter().any(|p| p.0 == i)))
        .collect();
    let columns: Vec<usize> = used.iter().filter_map(|&i| chart.steps.get(i).copied()).collect();
    let head = round_headers(lang, rounds, &columns);
    let rows = lines
        .iter()
        .map(|s| {
            let cells = used
                .iter()
                .map(|&i| {
                    let v = s.points.iter().find(|p| p.0 == i).map(|p| i18n::number(lang, p.1));
                    view! { <td class="num">{v}</td> }
                })
                .collect_view();
            view! { <tr><th scope="row">{s.name.clone()}</th>{cells}</tr> }
        })
        .collect_view();
    view! {
        <div class="table-scroll">
            <table class="sheet story-table">
                <caption>{caption}</caption>
                <thead><tr><th scope="col">{t(lang, Text::RoundColumn)}</th>{head}</tr></thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
    }
}

/// A chart with its table toggle: the chart, or its numbers as a table.
#[component]
fn ChartPanel(
    /// The chart's title (worded).
    title: Text,
    /// The class of its section (tests, styles).
    class: &'static str,
    /// The game's story.
    story: Memo<Option<History>>,
    /// Its lines.
    lines: fn(&History, bool) -> Lines,
    /// A switch the lines depend on (cash only), shown when `alternate` is given.
    #[prop(optional)]
    alternate: Option<Text>,
    /// Where the history browser is: the round index to mark.
    cursor: Signal<Option<usize>>,
) -> impl IntoView {
    let table = RwSignal::new(false);
    let switch = RwSignal::new(false);
    let chosen = RwSignal::new(None);
    // The title says what is drawn: the alternate's when switched to it.
    let shown = move || if switch.get() { alternate.unwrap_or(title) } else { title };
    let body = move || {
        let lang = lang();
        story.with(|s| {
            let s = s.as_ref()?;
            let chart = lines(s, switch.get());
            let name = t(lang, shown()).to_owned();
            Some(if table.get() {
                series_table(lang, &s.rounds, &chart, name).into_any()
            } else {
                let placed = plot(&chart.series, chart.steps.len());
                // The whole game: Share and Company Rounds labelled; some rounds: every one.
                let labels = if chart.steps.len() == s.rounds.len() {
                    round_labels(lang, &s.rounds)
                } else {
                    let label =
                        |&r: &usize| s.rounds.get(r).map(|r| i18n::round_short(lang, r.round));
                    chart
                        .steps
                        .iter()
                        .map(|r| StepLabel { text: label(r).unwrap_or_default(), row: Some(0) })
                        .collect()
                };
                let at = cursor.get().and_then(|c| chart.steps.iter().rposition(|&r| r <= c));
                plot_view(placed, labels, name, move |v| i18n::number(lang, v), chosen, at)
                    .into_any()
            })
        })
    };
    let toggle = alternate.map(|words| {
        view! {
            <button class="chart-switch" aria-pressed=move || switch.get().to_string()
                on:click=move |_| { chosen.set(None); switch.update(|s| *s = !*s) }>
                {tr(words)}
            </button>
        }
        .into_any()
    });
    let title = Signal::derive(move || t(lang(), shown()).to_owned());
    view! {
        <ChartSection class=format!("story-chart {class}") title table switch=toggle>
            {body}
        </ChartSection>
    }
}

/// The legend of the share price chart's markers.
fn marker_legend() -> impl IntoView {
    let item = |class: &'static str, text: Text| {
        view! {
            <li><svg class="legend-mark" viewBox="-8 -8 16 16" aria-hidden="true">
                <circle class=format!("plot-mark {class}") r=6 /></svg>
                {tr(text)}</li>
        }
    };
    view! {
        <ul class="marker-legend">
            {item("paid", Text::MarkPaid)}
            {item("partial", Text::MarkPartial)}
            {item("withheld", Text::MarkWithheld)}
            {item("sold", Text::MarkSold)}
        </ul>
    }
}

/// Each line's income per Line Round (rows: lines), beside a chart of every company's lines
/// together.
fn lines_panel(lang: Lang, story: &History) -> impl IntoView + use<> {
    let table = &story.lines;
    let head = round_headers(lang, &story.rounds, &table.rounds);
    let rows = table
        .rows
        .iter()
        .map(|row| {
            let cells = row
                .runs
                .iter()
                .map(|run| view! { <td class="num">{run.map(|r| i18n::number(lang, r.income))}</td> })
                .collect_view();
            let total: i64 = row.runs.iter().flatten().map(|r| r.income).sum();
            view! {
                <tr data-line=row.line.to_string()>
                    <th scope="row">{row.line.to_string()}</th>
                    <td>{row.company.map(i18n::tram_company)}</td>
                    {cells}
                    <td class="num total">{i18n::number(lang, total)}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <div class="table-scroll">
            <table class="sheet story-table lines-table">
                <caption>{t(lang, Text::ChartLines)}</caption>
                <thead><tr>
                    <th scope="col">{t(lang, Text::LineColumn)}</th><th></th>{head}
                    <th scope="col">{t(lang, Text::TotalColumn)}</th>
                </tr></thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
    }
}

/// Each company's dividend per share per Company Round (withheld: "–").
fn dividends_panel(lang: Lang, story: &History) -> impl IntoView + use<> {
    let table = &story.dividends;
    let head = round_headers(lang, &story.rounds, &table.rounds);
    let rows = table
        .rows
        .iter()
        .map(|row| {
            let cells = row
                .paid
                .iter()
                .map(|d| {
                    let (class, text) = match d {
                        Some(d) if d.total > 0 => (marker_class(MarkerKind::Dividend(d.kind)), i18n::number(lang, d.per_share)),
                        Some(_) => ("withheld", "–".to_owned()),
                        None => ("", String::new()),
                    };
                    view! { <td class=format!("num {class}")>{text}</td> }
                })
                .collect_view();
            view! {
                <tr data-company=row.name>
                    <th scope="row"><span class="seat-swatch" style:background=row.colors.fill></span>{row.name}</th>
                    {cells}
                </tr>
            }
        })
        .collect_view();
    view! {
        <div class="table-scroll">
            <table class="sheet story-table dividends-table">
                <caption>{format!("{} ({})", t(lang, Text::ChartDividends), t(lang, Text::PerShare))}</caption>
                <thead><tr><th scope="col">{t(lang, Text::Companies)}</th>{head}</tr></thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
    }
}

/// The round index the history browser shows, if it looks back.
fn cursor(store: Store, story: Memo<Option<History>>) -> Signal<Option<usize>> {
    Signal::derive(move || {
        let at = store.shown_at()?;
        story.with(|s| s.as_ref()?.rounds.iter().rposition(|r| r.start <= at))
    })
}

/// The charts of the whole game, worked out when opened (and after each move while open); a
/// finished game's are the end screen's ([`end_story`]), not worked out again.
#[component]
pub fn Story(
    /// The game.
    store: Store,
    /// The finished game's story ([`end_story`]).
    finished: Memo<Option<History>>,
) -> impl IntoView {
    let open = RwSignal::new(false);
    let story = Memo::new(move |_| {
        open.get().then(|| finished.get().unwrap_or_else(|| store.with_now(history)))
    });
    let cursor = cursor(store, story);
    let tables = move || {
        let lang = lang();
        story.with(|s| {
            s.as_ref().map(|s| {
                view! {
                    <div class="spreadsheet lines-panel">{lines_panel(lang, s)}</div>
                    <div class="spreadsheet dividends-panel">{dividends_panel(lang, s)}</div>
                }
            })
        })
    };
    view! {
        <details class="story" on:toggle:target=move |e| open.set(e.target().open())>
            <summary><h2>{tr(Text::StoryHeading)}</h2></summary>
            <p class="story-help">{tr(Text::TapAPoint)}</p>
            <ChartPanel title=Text::ChartPrices class="prices-chart" story
                lines=|s, _| Lines::whole_game(s, price_lines(s)) cursor />
            {marker_legend()}
            <ChartPanel title=Text::ChartValues class="values-chart" story
                lines=|s, cash| Lines::whole_game(s, value_lines(&s.values, cash)) alternate=Text::CashOnly cursor />
            <div class="beside">
                <ChartPanel title=Text::ChartLines class="lines-chart" story lines=|s, _| company_income(s) cursor />
                <ChartPanel title=Text::ChartDividends class="dividends-chart" story lines=|s, _| dividend_lines(s) cursor />
            </div>
            {tables}
        </details>
    }
}

/// The story of the game now once it is over, for [`EndScreen`] (`None` before).
pub fn end_story(store: Store) -> Memo<Option<History>> {
    Memo::new(move |_| store.with_now(|g, e| g.is_over().then(|| history(g, e))))
}

/// The end screen: the winner, the ranking with each player's value broken down, and the value
/// chart.
#[component]
pub fn EndScreen(
    /// The story of the finished game ([`end_story`]).
    story: Memo<Option<History>>,
    /// Why the game ended: at the end of CR6, or by agreement in which round.
    #[prop(into)]
    reason: Signal<String>,
) -> impl IntoView {
    let rows = move || {
        let lang = lang();
        story.with(|s| {
            s.as_ref().map(|s| s.end.iter().map(|p| standing_row(lang, p)).collect_view())
        })
    };
    let winners = move || {
        story.with(|s| {
            let names: Vec<String> =
                s.as_ref()?.end.iter().filter(|p| p.rank == 1).map(|p| p.name.clone()).collect();
            Some(names.join(", "))
        })
    };
    view! {
        <section class="end-screen">
            <h2>{tr(Text::GameOver)}</h2>
            <p class="end-reason">{move || reason.get()}</p>
            <p class="winner-line">{tr(Text::Winner)}": "<b>{winners}</b></p>
            <div class="table-scroll">
                <table class="sheet standings-table">
                    <thead><tr>
                        <th scope="col">{tr(Text::RankColumn)}</th>
                        <th scope="col">{tr(Text::Players)}</th>
                        <th scope="col">{tr(Text::Cash)}</th>
                        <th scope="col">{tr(Text::SharesColumn)}</th>
                        <th scope="col">{tr(Text::Privates)}</th>
                        <th scope="col">{tr(Text::Loans)}</th>
                        <th scope="col">{tr(Text::Value)}</th>
                    </tr></thead>
                    <tbody>{rows}</tbody>
                </table>
            </div>
            <ChartPanel title=Text::ChartValues class="values-chart end-values" story
                lines=|s, cash| Lines::whole_game(s, value_lines(&s.values, cash))
                alternate=Text::CashOnly cursor=Signal::derive(|| None) />
        </section>
    }
}

/// One player's line of the end screen: rank, name, cash, shares at price, privates, loans,
/// value.
fn standing_row(lang: Lang, p: &Standing) -> impl IntoView + use<> {
    let shares = p
        .shares
        .iter()
        .map(|h| {
            view! {
                <li><span class="seat-swatch" style:background=h.colors.fill></span>
                    {format!("{} {}% × {} = ", h.name, h.percent, i18n::number(lang, h.price))}
                    <b>{i18n::money(lang, h.value)}</b></li>
            }
        })
        .collect_view();
    let loans =
        (p.loans > 0).then(|| format!("{} × −200 = {}", p.loans, i18n::money(lang, p.loans_value)));
    view! {
        <tr class:winner=p.rank == 1 data-player=p.name.clone()>
            <td class="num">{p.rank}</td>
            <th scope="row">
                <span class="seat-swatch" style:background=crate::shell::view_model::colors::seat(usize::from(p.player)).fill></span>
                {p.name.clone()}
            </th>
            <td class="num">{i18n::money(lang, p.cash)}</td>
            <td><ul class="holdings">{shares}</ul><span class="shares-total">{i18n::money(lang, p.shares_value)}</span></td>
            <td class="num">{i18n::money(lang, p.privates_value)}</td>
            <td class="num">{loans}</td>
            <td class="num value"><b>{i18n::money(lang, p.value)}</b></td>
        </tr>
    }
}
