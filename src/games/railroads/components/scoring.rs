//! The scorings: the latest one, shown after its round railway by railway (each railway's
//! reach and spaces, doublers, St. Petersburg doubled, Kiev's stars and medal, industry) with
//! the new totals, until the viewer closes it; every scoring so far, on request; the final
//! scoring with the end-bonus cards and the engineers' majority; the end of the game (the
//! points, the winners); and the charts (each player's points after every round, by source).
//! Every number is the engine's (its scoring events, summed by the view models).

use leptos::prelude::*;
use russian_railroads_engine::data::Railway;
use russian_railroads_engine::event::Event;
use russian_railroads_engine::{Game, Outcome};

use super::Table;
use super::screen::RailroadsStore;
use crate::games::railroads::view_model::charts::charts;
use crate::games::railroads::view_model::scoring::{Scoring, scorings};
use crate::games::railroads::words as rw;
use crate::i18n::words::{w, wf};
use crate::i18n::{Lang, Text, number};
use crate::shell::components::language::{lang, tr};
use crate::shell::components::plot::{ChartSection, StepLabel, plot_view};
use crate::shell::view_model::colors;
use crate::shell::view_model::plot::{Series, plot};

fn n(lang: Lang, v: u32) -> String {
    number(lang, i64::from(v))
}

/// A scoring as a table: a row per player.
fn scoring_table(lang: Lang, names: &[String], scoring: &Scoring) -> AnyView {
    let name = |seat: u8| names.get(usize::from(seat)).cloned().unwrap_or_default();
    match scoring {
        Scoring::Round { round, rows } => {
            let head = Railway::ALL
                .iter()
                .map(|r| view! { <th scope="col">{rw::railway(lang, *r)}</th> })
                .collect_view();
            let body = rows
                .iter()
                .map(|row| {
                    let cells = row
                        .railways
                        .iter()
                        .map(|r| {
                            let mut parts = vec![wf!(lang, railroads.ui.score_spaces, reach = r.reach, points = n(lang, r.spaces))];
                            if r.doublers > 0 {
                                parts.push(wf!(lang, railroads.ui.score_doublers, count = r.doublers));
                            }
                            if r.doubled {
                                parts.push(w!(lang, railroads.ui.score_doubled).to_owned());
                            }
                            if r.stars > 0 {
                                parts.push(wf!(lang, railroads.ui.score_stars, points = n(lang, r.stars)));
                            }
                            if r.medal > 0 {
                                parts.push(wf!(lang, railroads.ui.score_medal, points = n(lang, r.medal)));
                            }
                            view! {
                                <td class="num" data-railway=super::player::railway_key(r.railway) data-points=r.total>
                                    <b>{n(lang, r.total)}</b>
                                    <span class="rr-score-parts">{parts.join(" · ")}</span>
                                </td>
                            }
                        })
                        .collect_view();
                    view! {
                        <tr data-seat=row.seat data-points=row.points data-total=row.total>
                            <th scope="row">{name(row.seat)}</th>
                            {cells}
                            <td class="num" data-industry=row.industry>{n(lang, row.industry)}</td>
                            <td class="num rr-round-points">{plus_or_zero(lang, row.points)}</td>
                            <td class="num rr-total"><b>{n(lang, row.total)}</b></td>
                        </tr>
                    }
                })
                .collect_view();
            view! {
                <table class="sheet rr-scoring-table" data-round=*round>
                    <caption>{wf!(lang, railroads.ui.round_scoring, round = *round)}</caption>
                    <thead><tr>
                        <th scope="col">{w!(lang, railroads.ui.player)}</th>
                        {head}
                        <th scope="col">{w!(lang, railroads.ui.industry)}</th>
                        <th scope="col">{w!(lang, railroads.ui.this_scoring)}</th>
                        <th scope="col">{w!(lang, railroads.ui.total)}</th>
                    </tr></thead>
                    <tbody>{body}</tbody>
                </table>
            }
            .into_any()
        }
        Scoring::Final { rows } => {
            let body = rows
                .iter()
                .map(|row| {
                    let cards = row
                        .cards
                        .iter()
                        .map(|(card, points)| view! { <li data-points=*points>{format!("{}: {}", rw::end_bonus(lang, *card), n(lang, *points))}</li> })
                        .collect_view();
                    view! {
                        <tr data-seat=row.seat data-points=row.points data-total=row.total>
                            <th scope="row">{name(row.seat)}</th>
                            <td><ul class="rr-final-cards">{cards}</ul></td>
                            <td class="num" data-engineers=row.engineers>{wf!(lang, railroads.ui.majority_cell, count = row.engineers, points = n(lang, row.majority))}</td>
                            <td class="num rr-round-points">{plus_or_zero(lang, row.points)}</td>
                            <td class="num rr-total"><b>{n(lang, row.total)}</b></td>
                        </tr>
                    }
                })
                .collect_view();
            view! {
                <table class="sheet rr-scoring-table rr-final-table">
                    <caption>{w!(lang, railroads.ui.final_scoring)}</caption>
                    <thead><tr>
                        <th scope="col">{w!(lang, railroads.ui.player)}</th>
                        <th scope="col">{w!(lang, railroads.ui.end_bonus_cards)}</th>
                        <th scope="col">{w!(lang, railroads.ui.majority)}</th>
                        <th scope="col">{w!(lang, railroads.ui.this_scoring)}</th>
                        <th scope="col">{w!(lang, railroads.ui.total)}</th>
                    </tr></thead>
                    <tbody>{body}</tbody>
                </table>
            }
            .into_any()
        }
    }
}

fn plus_or_zero(lang: Lang, v: u32) -> String {
    if v == 0 { "0".to_owned() } else { super::plus(lang, v) }
}

/// Whether an action's events hold a scoring (a round's or the final one).
fn scored(events: &[Event]) -> bool {
    events.iter().any(|e| matches!(e, Event::RoundScored { .. } | Event::FinalScored { .. }))
}

/// The scorings of the actions of the position shown, each with the index of its action:
/// (the action's index, its scorings).
fn all_scorings(game: &Game, events: &[Vec<Event>]) -> Vec<(usize, Vec<Scoring>)> {
    let scored: Vec<usize> =
        events.iter().enumerate().filter(|(_, e)| scored(e)).map(|(i, _)| i).collect();
    scored
        .into_iter()
        .filter_map(|i| {
            let before = game.at(i).ok()?;
            Some((i, scorings(before.state(), &events[i])))
        })
        .collect()
}

/// The latest scoring, after its round, until the viewer closes it.
#[component]
pub(super) fn LatestScoring(t: Table, table: RailroadsStore) -> impl IntoView {
    let closed = RwSignal::new(None::<usize>);
    // The action that scored last, with its events; its scorings are worked out (a replay to
    // the position before it) only when it changes, not at every move.
    let last_scored = Memo::new(move |_| {
        table.with_shown_events(|events| {
            let i = events.iter().rposition(|e| scored(e))?;
            Some((i, events.get(i)?.clone()))
        })
    });
    let latest = Memo::new(move |_| {
        let (i, events) = last_scored.get()?;
        let before = t.game.with_untracked(|g| g.at(i).ok())?;
        Some((i, scorings(before.state(), &events)))
    });
    move || {
        let lang = lang();
        let (i, list) = latest.get()?;
        if closed.get() == Some(i) {
            return None;
        }
        let names = t.game.with(|g| g.setup().players.clone());
        let tables = list.iter().map(|s| scoring_table(lang, &names, s)).collect_view();
        Some(view! {
            <section class="rr-latest-scoring" data-action=i>
                <div class="table-scroll">{tables}</div>
                <button class="rr-close-scoring" on:click=move |_| closed.set(Some(i))>{w!(lang, railroads.ui.close)}</button>
            </section>
        })
    }
}

/// Every scoring so far, worked out while open.
#[component]
pub(super) fn Scorings(t: Table, table: RailroadsStore) -> impl IntoView {
    let open = RwSignal::new(false);
    let body = move || {
        if !open.get() {
            return None;
        }
        let lang = lang();
        let names = t.game.with(|g| g.setup().players.clone());
        let list = table.with_shown_events(|events| t.game.with(|g| all_scorings(g, events)));
        Some(
            list.iter()
                .flat_map(|(_, s)| s.iter())
                .map(|s| view! { <div class="table-scroll">{scoring_table(lang, &names, s)}</div> })
                .collect_view(),
        )
    };
    view! {
        <details class="story rr-scorings" on:toggle:target=move |e| open.set(e.target().open())>
            <summary><h2>{move || w!(lang(), railroads.ui.scorings)}</h2></summary>
            {body}
        </details>
    }
}

/// The end of the game: each player's points, the winners.
#[component]
pub(super) fn EndPanel(t: Table) -> impl IntoView {
    move || {
        let lang = lang();
        let (outcome, names): (Outcome, Vec<String>) =
            t.game.with(|g| (g.outcome(), g.setup().players.clone()));
        let winners = outcome.winners();
        let mut order: Vec<usize> = (0..outcome.points.len()).collect();
        order.sort_by_key(|&s| std::cmp::Reverse(outcome.points[s]));
        let rows = order
            .iter()
            .map(|&s| {
                let won = winners.contains(&(s as u8));
                view! {
                    <li data-seat=s class:rr-won=won>
                        <span class="seat-swatch" style:background=colors::seat(s).fill></span>
                        <span class="rr-name">{names.get(s).cloned().unwrap_or_default()}</span>
                        <span class="rr-result-points" data-points=outcome.points[s]>
                            {wf!(lang, railroads.ui.points_n, n = n(lang, outcome.points[s]))}
                        </span>
                    </li>
                }
            })
            .collect_view();
        let winner_names: Vec<String> = winners
            .iter()
            .map(|&s| names.get(usize::from(s)).cloned().unwrap_or_default())
            .collect();
        let headline = if winner_names.len() == 1 {
            wf!(lang, railroads.ui.winner, name = winner_names.join(""))
        } else {
            wf!(lang, railroads.ui.shared_win, names = winner_names.join(", "))
        };
        let winners_key = winners.iter().map(|s| s.to_string()).collect::<Vec<_>>().join(",");
        Some(view! {
            <section class="rr-end" data-winners=winners_key>
                <h2>{w!(lang, railroads.ui.game_over)}</h2>
                <p class="rr-winner">{headline}</p>
                <ol class="rr-result">{rows}</ol>
            </section>
        })
    }
}

/// The charts: each player's points after every round; and a table by source.
#[component]
pub(super) fn Charts(t: Table, table: RailroadsStore) -> impl IntoView {
    let open = RwSignal::new(false);
    let as_table = RwSignal::new(false);
    let chosen = RwSignal::new(None);
    let data = Memo::new(move |_| {
        (open.get() || t.game.with(Game::is_over)).then(|| {
            let players = t.game.with(|g| g.state().player_count());
            table.with_shown_events(|events| charts(events, players))
        })
    });
    let body = move || {
        let lang = lang();
        let names = t.game.with(|g| g.setup().players.clone());
        data.with(|c| {
            let c = c.as_ref()?;
            let labels: Vec<String> = std::iter::once(w!(lang, railroads.ui.start).to_owned())
                .chain(c.steps.iter().map(|s| match s.round {
                    Some(r) => r.to_string(),
                    None => w!(lang, railroads.ui.final_short).to_owned(),
                }))
                .collect();
            Some(if as_table.get() {
                let head = labels.iter().map(|l| view! { <th scope="col">{l.clone()}</th> }).collect_view();
                let rows = names
                    .iter()
                    .enumerate()
                    .map(|(p, name)| {
                        let cells = std::iter::once(0)
                            .chain(c.steps.iter().map(|s| s.points.get(p).map_or(0, |x| x.total())))
                            .enumerate()
                            .map(|(step, v)| view! { <td class="num" data-step=step data-value=v>{n(lang, v)}</td> })
                            .collect_view();
                        view! { <tr data-player=p><th scope="row">{name.clone()}</th>{cells}</tr> }
                    })
                    .collect_view();
                let sources = names
                    .iter()
                    .enumerate()
                    .map(|(p, name)| {
                        let pts = c.now.get(p).copied().unwrap_or_default();
                        let cells = [pts.railways[0], pts.railways[1], pts.railways[2], pts.industry, pts.turn_order, pts.actions, pts.end_bonus, pts.majority, pts.total()]
                            .into_iter()
                            .map(|v| view! { <td class="num">{n(lang, v)}</td> })
                            .collect_view();
                        view! { <tr data-player=p><th scope="row">{name.clone()}</th>{cells}</tr> }
                    })
                    .collect_view();
                view! {
                    <div class="table-scroll">
                        <table class="sheet story-table rr-chart-table">
                            <caption>{w!(lang, railroads.ui.chart_points)}</caption>
                            <thead><tr><th scope="col">{w!(lang, railroads.ui.round)}</th>{head}</tr></thead>
                            <tbody>{rows}</tbody>
                        </table>
                    </div>
                    <div class="table-scroll">
                        <table class="sheet story-table rr-sources-table">
                            <caption>{w!(lang, railroads.ui.chart_sources)}</caption>
                            <thead><tr>
                                <th scope="col">{w!(lang, railroads.ui.player)}</th>
                                {Railway::ALL.iter().map(|r| view! { <th scope="col">{rw::railway(lang, *r)}</th> }).collect_view()}
                                <th scope="col">{w!(lang, railroads.ui.industry)}</th>
                                <th scope="col">{w!(lang, railroads.ui.source_turn_order)}</th>
                                <th scope="col">{w!(lang, railroads.ui.source_actions)}</th>
                                <th scope="col">{w!(lang, railroads.ui.end_bonus_cards)}</th>
                                <th scope="col">{w!(lang, railroads.ui.majority)}</th>
                                <th scope="col">{w!(lang, railroads.ui.total)}</th>
                            </tr></thead>
                            <tbody>{sources}</tbody>
                        </table>
                    </div>
                }
                .into_any()
            } else {
                let series: Vec<Series> = names
                    .iter()
                    .enumerate()
                    .map(|(p, name)| {
                        let seat = colors::seat(p);
                        Series {
                            name: name.clone(),
                            color: seat.fill,
                            light: false,
                            points: std::iter::once((0usize, 0i64))
                                .chain(c.steps.iter().enumerate().map(|(i, s)| {
                                    (i + 1, i64::from(s.points.get(p).map_or(0, |x| x.total())))
                                }))
                                .collect(),
                            marks: Vec::new(),
                        }
                    })
                    .collect();
                let steps = c.steps.len() + 1;
                let labels = labels.into_iter().map(|text| StepLabel { text, row: Some(0) }).collect();
                plot_view(plot(&series, steps), labels, w!(lang, railroads.ui.chart_points).to_owned(), move |v| number(lang, v), chosen, None)
                    .into_any()
            })
        })
    };
    let title = Signal::derive(move || w!(lang(), railroads.ui.chart_points).to_owned());
    view! {
        <details class="story rr-charts" prop:open=move || t.game.with(Game::is_over)
            on:toggle:target=move |e| open.set(e.target().open())>
            <summary><h2>{tr(Text::StoryHeading)}</h2></summary>
            <ChartSection class="story-chart rr-chart".to_owned() title table=as_table>
                {body}
            </ChartSection>
        </details>
    }
}
