//! What has happened: the result once the game is over (the engine's outcome), the score pad
//! (every scoring, each player's points) and the log of the last turns, worded from the
//! engine's events. The story is one replay of the log per move (`view::story`).

use leptos::prelude::*;
use trambahn_engine::{EndReason, Game, ScoringKind};

use crate::games::trambahn::view_model::view;
use crate::i18n::{self, SetupNames, TbWords, Text, t};
use crate::shell::components::language::{lang, tr};

/// The end of the game: each player's victory points and money, the winner or a shared win,
/// why the game ended, what each scoring gave each player, and the game in charts.
#[component]
pub(super) fn ResultPanel(game: Signal<Game>) -> impl IntoView {
    let result = Memo::new(move |_| game.with(view::result));
    let charts = super::chart_panel::end_charts(game);
    let why = move || {
        let lang = lang();
        charts.with(|c| {
            let c = c.as_ref()?;
            let end = c.end.map(|reason| {
                let key = match reason {
                    EndReason::TenthScoring => "tenth_scoring",
                    EndReason::CardsExhausted => "cards_exhausted",
                };
                view! { <p class="tb-end-reason" data-reason=key>{i18n::tb_end_reason(lang, reason)}</p> }
            });
            let who = SetupNames(&c.names);
            let name = |p: usize| c.names.get(p).map_or("", String::as_str);
            let each = c
                .scorings
                .iter()
                .map(|s| {
                    let title = i18n::tb_scoring_title(lang, s.kind, &who);
                    let line = i18n::tb_scoring_gains(lang, &title, [name(0), name(1)], s.gained);
                    view! { <li data-gained=format!("{} {}", s.gained[0], s.gained[1])>{line}</li> }
                })
                .collect_view();
            Some(view! {
                {end}
                <h3>{i18n::tb_words(lang, TbWords::EachScoring)}</h3>
                <ol class="tb-each-scoring">{each}</ol>
            })
        })
    };
    let summary = move || {
        let lang = lang();
        result.get().map(|r| {
            let rows = r
                .players
                .iter()
                .enumerate()
                .map(|(i, p)| {
                    view! {
                        <li data-player=i class:tb-won=r.winner == Some(i as u8)>
                            <span class="tb-name">{p.name.clone()}</span>
                            <span class="tb-result-points" data-points=p.points>
                                {format!("{} {}", p.points, t(lang, Text::TbPoints))}
                            </span>
                            <span class="tb-result-money" data-money=p.money_cards>
                                {i18n::tb_money(lang, p.money_cards, p.marks)}
                            </span>
                        </li>
                    }
                })
                .collect_view();
            let winner = match r.winner {
                Some(w) => {
                    let p = &r.players[usize::from(w)];
                    i18n::tb_winner(lang, &p.name, p.points)
                }
                None => t(lang, Text::TbSharedWin).to_owned(),
            };
            let data_winner = r.winner.map_or_else(|| "shared".to_owned(), |w| w.to_string());
            view! {
                <section class="trambahn-result" role="status">
                    <h2>{t(lang, Text::GameOver)}</h2>
                    <p class="tb-winner" data-winner=data_winner>{winner}</p>
                    <ol class="tb-result-rows">{rows}</ol>
                    <p class="note">{t(lang, Text::TbTieBreak)}</p>
                </section>
            }
        })
    };
    view! {
        <div class="tb-end">
            {summary}
            <section class="tb-end-story">
                {why}
                <super::chart_panel::GameCharts charts />
            </section>
        </div>
    }
}

/// The story and the players' names, worked out again only when the log changes (one replay
/// per move, shared by the score pad and the log).
pub(super) fn story_memo(game: Signal<Game>) -> (Memo<view::Story>, Memo<Vec<String>>) {
    let log = Memo::new(move |_| game.with(|g| (g.setup().clone(), g.actions().to_vec())));
    let story = Memo::new(move |_| log.with(|(setup, actions)| view::story(setup, actions)));
    let names = Memo::new(move |_| log.with(|(setup, _)| setup.names.clone()));
    (story, names)
}

/// Every scoring so far with each player's points, the totals, and "x of 10".
#[component]
pub(super) fn ScorePad(
    game: Signal<Game>,
    /// The story (`story_memo`).
    story: Memo<view::Story>,
    /// The players' names.
    names: Memo<Vec<String>>,
) -> impl IntoView {
    let status = Memo::new(move |_| game.with(view::status));
    let pad = move || {
        let lang = lang();
        names.with(|n| {
            let who = SetupNames(n);
            let heads =
                n.iter().map(|name| view! { <th scope="col">{name.clone()}</th> }).collect_view();
            let rows = story.with(|s| {
                s.scorings
                    .iter()
                    .map(|row| {
                        let kind = match row.kind {
                            ScoringKind::Regular { .. } => "regular",
                            ScoringKind::ExtraTour { .. } => "extra",
                        };
                        view! {
                            <tr data-kind=kind>
                                <th scope="row">{i18n::tb_scoring_title(lang, row.kind, &who)}</th>
                                <td>{row.points[0]}</td>
                                <td>{row.points[1]}</td>
                            </tr>
                        }
                    })
                    .collect_view()
            });
            let totals =
                story.with(|s| [0, 1].map(|p| s.scorings.iter().map(|r| r.points[p]).sum::<u32>()));
            let scorings = status.with(|s| i18n::tb_scorings(lang, s.scorings, s.last_scoring));
            view! {
                <table class="tb-score-pad">
                    <caption>{format!("{} · {scorings}", t(lang, Text::TbScorePad))}</caption>
                    <thead><tr><th scope="col">{t(lang, Text::TbScoring)}</th>{heads}</tr></thead>
                    <tbody>{rows}</tbody>
                    <tfoot><tr>
                        <th scope="row">{t(lang, Text::TbVictoryPoints)}</th>
                        <td class="tb-total" data-player="0">{totals[0]}</td>
                        <td class="tb-total" data-player="1">{totals[1]}</td>
                    </tr></tfoot>
                </table>
            }
        })
    };
    view! { <section class="tb-scores">{pad}</section> }
}

/// The last turns' moves and scorings, worded from the engine's events; a line shows the game
/// right after its action (the history browser).
#[component]
pub(super) fn Log(
    /// The story (`story_memo`).
    story: Memo<view::Story>,
    /// The players' names.
    names: Memo<Vec<String>>,
    /// Shows the position after this many actions.
    jump: Callback<usize>,
) -> impl IntoView {
    let lines = move || {
        let lang = lang();
        names.with(|n| {
            let who = SetupNames(n);
            story.with(|s| {
                if s.recent.is_empty() {
                    return view! { <p class="note">{t(lang, Text::TbNoMovesYet)}</p> }.into_any();
                }
                let items = s
                    .recent
                    .iter()
                    .map(|line| {
                        let scored = matches!(line.event, trambahn_engine::Event::Scored { .. });
                        let after = line.action.saturating_add(1);
                        view! {
                            <li data-action=line.action class:tb-scored=scored>
                                <button class="log-jump" on:click=move |_| jump.run(after)>
                                    {i18n::tb_event(lang, &line.event, &who)}
                                </button>
                            </li>
                        }
                    })
                    .collect_view();
                view! { <ol class="tb-log">{items}</ol> }.into_any()
            })
        })
    };
    view! {
        <section class="tb-log-area">
            <h2>{tr(Text::TbLastMoves)}</h2>
            {lines}
        </section>
    }
}
