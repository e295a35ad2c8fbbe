//! The game: whose turn it is, the round bar, the moves on offer, the share price chart, the
//! sheets of players and companies, and the game log.
//!
//! Also here: the owner's answer to a company's offer for a private (`OfferPanel`, R93); the
//! round's panels (the first Share Round's par table, the Share Round, the Company Round, the
//! moves; a line put up for auction from one choice of line and one bid control); the seat
//! order note from the engine's `State::turn_order`; the log's newest 40 lines, up to 200 when
//! asked; and the game menu, which ends the game by agreement after a confirmation showing the
//! engine's outcome. The dock (issue 50), sticky at the screen's bottom, holds the hint and its
//! reason, Undo/Redo, the game menu and the computer's pace. The decision (the map in a Line
//! Round, else the round's panels) is brought into view when a Line Round opens and when the
//! tablet turns. The sheets and panels read the store's late copy (`Table::later`).

use leptos::prelude::*;
use tramways_engine::game::{Action, Actor, Step};

use crate::games::vienna::components::bots::{BotDriver, HintPanel};
use crate::games::vienna::components::chart::Chart;
use crate::games::vienna::components::company_round::CompanyPanel;
use crate::games::vienna::components::story::{EndScreen, Story};
use crate::games::vienna::store::Store;
use crate::games::vienna::view_model::game::{
    LogLine, MoveButton, banner, bot_decision, hint, log_tail, move_notes, moves_where, round_bar,
};
use crate::games::vienna::view_model::sheets::{
    PlayerRow, companies, players, privates, share_lines, value_title,
};
use crate::i18n::{self, Text, t};
use crate::shell::components::bots::{BotControls, bot_mark};
use crate::shell::components::history::HistoryBar;
use crate::shell::components::language::{lang, tr};

/// The whole game screen for the game in `store`.
#[component]
pub fn GameScreen(
    /// The game being played.
    store: Store,
    /// Leave the game (back to the start screen).
    on_leave: impl Fn() + 'static,
) -> impl IntoView {
    // The moves on offer, worked out only when read: the move's own frame needs no list of
    // moves (the map's choices catch up with the panels), only who decides now.
    let available = on_offer(store);
    let actor = actor_of(store);
    // The panels below the map catch up with a move just after the frame that shows it
    // (`Table::later`): the move's own frame draws the board, the banner and the strip.
    let late = store.later();
    let late_available = on_offer(late);
    let viewing = move || store.viewing_past();
    // The story of the game now, once it is over (the end screen's numbers): worked out once,
    // not again when the history browser steps back to the end.
    let end_story = crate::games::vienna::components::story::end_story(store);
    let over = move || store.with_shown(|g| g.is_over());
    // The players' rows, worked out once per move for the strip, and once late for the sheet.
    let (player_rows, late_player_rows) = (rows_of(store, actor), rows_of(late, actor_of(late)));
    // Why the game ended (the end screen says it): the rules' end, or by agreement when.
    let end_reason = move || {
        let lang = lang();
        store.with_shown(|g| match g.state().step {
            tramways_engine::game::Step::Over { by_agreement: true } => {
                t(lang, Text::EndedByAgreement)
                    .replace("{round}", &i18n::round(lang, g.state().round))
            }
            _ => {
                use tramways_engine::data::game_tables::{ROUND_BAR, Round};
                // The last round of the Round Bar (CR6, R98).
                let last = ROUND_BAR.iter().rev().map(|e| e.round).find(|r| *r != Round::End);
                let last = last.map(|r| i18n::round(lang, r)).unwrap_or_default();
                t(lang, Text::EndedAtTheEnd).replace("{round}", &last)
            }
        })
    };
    // The banner's and the round bar's contents are memos: a move that changes neither (most
    // moves of a turn) leaves them alone rather than drawing them again (issue 22).
    let heading = Memo::new(move |_| {
        store.with_shown(|g| {
            let b = actor.with(|a| banner(lang(), g.state(), a));
            let bot = g.decider().and_then(|p| g.setup().bot(p)).is_some();
            // The round in the Round Bar's code (SR1, LR2a), whatever the language.
            (b, bot, g.state().round.to_string())
        })
    });
    let spaces = Memo::new(move |_| store.with_shown(|g| round_bar(g.state())));
    decision_in_view(store);
    // The order of the turns when it is the seats' (a memo: most moves leave it alone).
    let seat_order = Memo::new(move |_| {
        store.with_shown(|g| match g.state().turn_order() {
            Some(tramways_engine::game::TurnOrder::Seats(ids)) => Some(
                ids.iter()
                    .map(|&p| g.setup().players.get(usize::from(p)).cloned().unwrap_or_default())
                    .collect::<Vec<_>>()
                    .join(" → "),
            ),
            _ => None,
        })
    });
    let head = move || {
        heading.with(|(b, bot, code)| {
            let (b, code) = (b.clone(), code.clone());
            // A seat the computer plays is marked as such.
            let bot = bot.then(|| bot_mark("bot-badge", t(lang(), Text::Computer)));
            view! {
                <div class="turn-banner" aria-live="polite" data-round=code>
                    // Nobody to name at the end: no empty name (and its gap) before the round.
                    {(!b.who.is_empty()).then(|| view! {
                        <span class="turn-who">
                            {b.seat.map(|c| view! { <span class="seat-swatch" style:background=c.fill></span> })}
                            {b.who}
                            {bot}
                        </span>
                    })}
                    <span class="turn-round">{b.round}</span>
                    <span class="turn-detail">{b.detail}</span>
                </div>
            }
        })
    };
    let bar = move || {
        let lang = lang();
        spaces.with(|spaces| {
            spaces
                .iter()
                .map(|s| {
                    let class = if s.current {
                        "round current"
                    } else if s.done {
                        "round done"
                    } else {
                        "round"
                    };
                    view! { <li class=class>{i18n::round_short(lang, s.round)}</li> }
                })
                .collect_view()
        })
    };
    view! {
        <section class="game-screen" data-moves=move || store.game.with(|g| g.actions().len())
            data-shown=move || store.with_shown(|g| g.actions().len())
            data-viewing=move || viewing().to_string()
            data-thinking=move || store.thinking.get().is_some().to_string()
            // The panels below and beside the map catch up with a change just after its frame
            // (`Table::later`); no style depends on this, so setting it costs no restyle.
            data-lagging=move || store.lagging.get().to_string()>
            <BotDriver store />
            <HistoryBar store=store.table late=late.table />
            {head}
            <PlayerStrip rows=player_rows />
            // The Pre-Share Round and SR1 go by the seats (the cards dealt at the start), not
            // by the names as typed nor by the cards in the strip: said, with the order.
            {move || seat_order.get().map(|order| view! {
                <p class="note seat-order">{move || t(lang(), Text::SeatOrderNote).replace("{order}", &order)}</p>
            })}
            // The computer thinking for its seat, said under the banner (it may take a moment).
            {move || {
                let bot_at = store.game.with(|g| {
                    g.decider().and_then(|p| g.setup().bot(p)).map(|_| g.actions().len())
                });
                (bot_at.is_some() && store.thinking.get() == bot_at)
                    .then(|| view! { <p class="bot-thinking" role="status">
                        {bot_mark("bot-mark", t(lang(), Text::Computer))}" "{tr(Text::Thinking)}</p> })
            }}
            <nav class="round-bar" aria-label=tr(Text::RoundBar)><ol>{bar}</ol></nav>
            <OfferPanel store available actor />
            // A failed save is said at the top, whatever the round: in a Line Round the panels
            // below the map are out of sight.
            {move || store.save_error.get().map(|e| view! {
                <p class="notice error save-error" role="alert">{move || { let lang = lang(); format!("{} {}", t(lang, Text::NotSaved), e.message(lang)) }}</p>
            })}
            <Show when=over><EndScreen story=end_story reason=end_reason /></Show>
            <crate::games::vienna::components::map::MapArea store late late_available />
            <div class="game-columns">
                <div class="game-main">
                    // Looking back, the round's panels show that position, inert.
                    <div class="round-panels" inert=viewing>
                        <PrivatesPanel store=late />
                        <ParTablePanel store=late available=late_available />
                        <SharePanel store=late />
                        <CompanyPanel store=late available=late_available />
                        <MovesPanel store=late available=late_available />
                        <crate::games::vienna::components::private_return::PrivateReturns store=late available=late_available />
                    </div>
                    <div class="game-leave">
                        <button class="leave" on:click=move |_| on_leave()>{tr(Text::Back)}</button>
                    </div>
                </div>
                <div class="game-side">
                    <GameLog store=late />
                </div>
            </div>
            // The sheets are wide tables (long words in Spanish and German): the screen's width.
            <Sheets store=late player_rows=late_player_rows />
            <Chart store=late />
            <Story store=late finished=end_story />
            // What a turn needs, in reach of the map and the round's panels whatever is scrolled
            // into view (issue 50): the hint and its reason, Undo/Redo, the game menu and the
            // computer's pace, docked at the bottom of the screen.
            <div class="game-tools game-dock">
                <Show when=move || !late.viewing_past()><HintPanel store=late /></Show>
                <button class="undo" on:click=move |_| store.undo_turn()
                    disabled=move || viewing() || store.game.with(|g| g.actions().is_empty())>
                    {tr(Text::Undo)}
                </button>
                <button class="redo" on:click=move |_| store.redo()
                    disabled=move || viewing() || store.game.with(|g| !g.can_redo())>
                    {tr(Text::Redo)}
                </button>
                <GameMenu store />
                <BotControls table=store.table />
            </div>
        </section>
    }
}

/// The decision of the moment brought into view (issue 50): the map in a Line Round, else the
/// round's panels, when a Line Round begins (or opens) and after the tablet turns (portrait ↔
/// landscape), unless it is in view already between the sticky banner and the dock.
fn decision_in_view(store: Store) {
    let line_turn = move || store.with_shown(|g| matches!(g.state().step, Step::Line(_)));
    Effect::new(move |was: Option<bool>| {
        let now = line_turn();
        if now && was != Some(true) && !store.viewing_past() {
            // After the frame: the map steps in front of the round's panels by its class.
            request_animation_frame(bring_decision_into_view);
        }
        now
    });
    // The window's width and whether it is wider than high: a turn changes both, a phone's
    // keyboard (typing an amount) only the height.
    let shape = || {
        let w = window();
        let (width, height) = (w.inner_width().ok()?.as_f64()?, w.inner_height().ok()?.as_f64()?);
        Some((width, width > height))
    };
    let was = StoredValue::new(shape());
    let handle = window_event_listener(leptos::ev::resize, move |_| {
        let now = shape();
        let turned = match (was.get_value(), now) {
            (Some((w0, l0)), Some((w1, l1))) => l0 != l1 && w0 != w1,
            _ => false,
        };
        was.set_value(now);
        if turned {
            bring_decision_into_view();
        }
    });
    on_cleanup(move || handle.remove());
}

/// Scrolls the map (in a Line Round) or the round's panels just under the sticky banner,
/// unless the map is whole, or the panels' top, in view between the banner and the dock.
fn bring_decision_into_view() {
    let Some(doc) = window().document() else { return };
    let find = |selector: &str| doc.query_selector(selector).ok().flatten();
    let (el, whole) = match find(".map-area:not(.quiet) .map-frame") {
        Some(map) => (map, true),
        None => match find(".round-panels") {
            Some(panels) => (panels, false),
            None => return,
        },
    };
    let banner = find(".turn-banner").map(|b| b.get_bounding_client_rect());
    let top = banner.as_ref().map_or(0.0, |b| b.bottom().max(0.0));
    let bottom = find(".game-dock").map_or_else(
        || window().inner_height().ok().and_then(|h| h.as_f64()).unwrap_or(0.0),
        |d| d.get_bounding_client_rect().top(),
    );
    let r = el.get_bounding_client_rect();
    let end = if whole { r.bottom() } else { r.top() + 44.0 };
    if r.top() < top || end > bottom {
        // Just under the banner, which sticks at the top once scrolled past (its height, not
        // where it is now).
        let height = banner.map_or(0.0, |b| b.height());
        window().scroll_by_with_x_and_y(0.0, r.top() - height - 8.0);
    }
}

/// Every player at a glance, on every screen (issue 23): seat colour, name, Playing Order
/// Card, cash and value, the one to act marked; in card order, as the sheet.
#[component]
fn PlayerStrip(rows: Memo<Vec<PlayerRow>>) -> impl IntoView {
    // Chips keyed by their contents and the language: a move redraws only the chips it changed.
    let keyed = move || {
        let lang = lang();
        rows.get().into_iter().map(|p| (lang, p)).collect::<Vec<_>>()
    };
    let chip = |(lang, p): (i18n::Lang, PlayerRow)| {
        let card = p.card_label();
        let key = p.name.clone();
        let value_title = value_title(lang, &p);
        view! {
            <li class="player-chip" class:acting=p.acting data-player=key
                aria-current=p.acting.then_some("true")>
                <span class="seat-swatch" style:background=p.seat.fill></span>
                <span class="chip-name">{p.name}</span>
                <span class="chip-card" title=t(lang, Text::OrderCard)>"#"{card}</span>
                <span class="chip-cash" title=t(lang, Text::Cash)>{i18n::money(lang, p.cash)}</span>
                // issue 50: the value said, and what it is made of in its title.
                <span class="chip-value-label">{t(lang, Text::ChipValue)}</span>
                <span class="chip-value" title=value_title>{i18n::money(lang, p.value)}</span>
            </li>
        }
    };
    view! {
        <ol class="player-strip" aria-label=tr(Text::Players)>
            <For each=keyed key=crate::games::vienna::components::row_key children=chip />
        </ol>
    }
}

/// The game's menu, out of the way of every turn's buttons: ending the game by agreement,
/// after a confirmation that shows the result it will record (the engine's outcome of the
/// game ended now).
#[component]
fn GameMenu(store: Store) -> impl IntoView {
    let asking = RwSignal::new(false);
    let menu = NodeRef::<leptos::html::Details>::new();
    let closed = move || store.with_shown(|g| g.is_over()) || store.viewing_past();
    // Nothing to confirm once the game is over or while looking back.
    Effect::new(move |_| {
        if closed() {
            asking.set(false);
        }
    });
    let result = move || {
        let lang = lang();
        store.game.with(|g| {
            let mut ended = g.state().clone();
            ended.apply(&Action::EndGame).ok()?;
            let rows = ended
                .outcome()
                .ranking
                .into_iter()
                .map(|r| {
                    let name = crate::i18n::Names::player(g.state(), r.score.player);
                    let key = name.clone();
                    view! {
                        <li data-player=key>
                            <span class="rank">{r.rank}". "</span>{name}" "
                            <b class="value">{i18n::money(lang, r.score.value)}</b>
                        </li>
                    }
                })
                .collect_view();
            Some(view! { <ol class="end-result">{rows}</ol> })
        })
    };
    view! {
        <details class="game-menu" node_ref=menu>
            <summary>{tr(Text::GameMenu)}</summary>
            <div class="game-menu-items">
                <button class="end-game" disabled=closed
                    on:click=move |_| {
                        asking.set(true);
                        if let Some(menu) = menu.get_untracked() {
                            menu.set_open(false);
                        }
                    }>
                    {tr(Text::EndGameNow)}"…"
                </button>
            </div>
        </details>
        <Show when=move || asking.get()>
            <div class="end-confirm" role="alertdialog" aria-labelledby="end-question">
                <p id="end-question">{tr(Text::EndGameQuestion)}</p>
                {result}
                <div class="end-confirm-answers">
                    <button class="confirm-end" on:click=move |_| {
                        asking.set(false);
                        store.dispatch(Action::EndGame);
                    }>{tr(Text::EndTheGame)}</button>
                    <button class="keep-playing" on:click=move |_| asking.set(false)>
                        {tr(Text::KeepPlaying)}
                    </button>
                </div>
            </div>
        </Show>
    }
}

/// The director certificates on offer in the first Share Round (R40) as one table: each tram
/// company in its colours and full name, by par price, each cell the cash it costs.
#[component]
fn ParTablePanel(store: Store, available: Memo<tramways_engine::game::Available>) -> impl IntoView {
    let table = Memo::new(move |_| {
        available.with(|av| {
            store.with_shown(|g| crate::games::vienna::view_model::sheets::par_table(g, av))
        })
    });
    move || {
        let lang = lang();
        table.with(|table| {
            if table.rows.is_empty() {
                return None;
            }
            let head = table
                .pars
                .iter()
                .map(|p| view! { <th scope="col" class="num">{i18n::number(lang, *p)}</th> })
                .collect_view();
            let rows = table
                .rows
                .iter()
                .map(|row| {
                    let cells = row
                        .cells
                        .iter()
                        .map(|cell| match cell.clone() {
                            Some(cell) => {
                                let action = cell.action.clone();
                                let text = t(lang, Text::CashOnTop)
                                    .replace("{cash}", &i18n::money(lang, cell.cash));
                                // Named in full for screen readers and voice control: "Director
                                // of WT at 70 · pay 0 G".
                                let name = store.with_shown(|g| {
                                    format!("{} · {text}", i18n::action_label(lang, &action, g.state()))
                                });
                                view! {
                                    <td><button class="move par" data-action=action_data(&action) aria-label=name
                                        data-par=cell.par
                                        on:click=move |_| store.dispatch(action.clone())>{text}</button></td>
                                }
                                .into_any()
                            }
                            None => view! { <td></td> }.into_any(),
                        })
                        .collect_view();
                    let row_data = row.company.row();
                    view! {
                        <tr data-company=row_data.abbreviation>
                            <th scope="row">
                                <span class="company-chip" style:background=row.colors.fill
                                    style:color=row.colors.ink>{row_data.abbreviation}</span>
                                " "<span class="company-name">{row_data.name}</span>
                            </th>
                            {cells}
                        </tr>
                    }
                })
                .collect_view();
            Some(view! {
                <section class="par-table-panel">
                    <h2>{tr(Text::ParTableHeading)}</h2>
                    <div class="table-scroll">
                        <table class="sheet par-table">
                            <thead><tr><th scope="col">{tr(Text::Company)}</th>{head}</tr></thead>
                            <tbody>{rows}</tbody>
                        </table>
                    </div>
                    <p class="note">{tr(Text::ParTableNote)}</p>
                </section>
            })
        })
    }
}

/// R93: a company's offer for a player's private, put to the owner where the eye is (on one
/// tablet the owner takes it): the question, Accept and Refuse.
#[component]
fn OfferPanel(
    store: Store,
    available: Memo<tramways_engine::game::Available>,
    actor: Memo<Actor>,
) -> impl IntoView {
    move || {
        // The moves are read only when an offer waits for its answer.
        if !actor.with(|a| matches!(a, Actor::Seller { .. })) {
            return None;
        }
        let (question, buttons) = available.with(|av| {
            store.with_shown(|g| {
                let b = banner(lang(), g.state(), &av.actor);
                let buttons = av
                    .moves
                    .iter()
                    .map(|m| m.lowest())
                    .filter_map(|a| match a {
                        Action::AnswerPrivateOffer { accept, .. } => {
                            let label = i18n::action_label(lang(), &a, g.state());
                            Some((accept, a, label))
                        }
                        _ => None,
                    })
                    .map(|(accept, a, label)| {
                        let class = if accept { "move accept-offer" } else { "move refuse-offer" };
                        view! {
                            <button class=class data-action=action_data(&a)
                                on:click=move |_| store.dispatch(a.clone())>{label}</button>
                        }
                    })
                    .collect_view();
                (format!("{}: {}", b.who, b.detail), buttons)
            })
        });
        Some(view! {
            <section class="offer-panel" role="alertdialog" aria-labelledby="offer-question">
                <p id="offer-question">{question}</p>
                <div class="offer-answers">{buttons}</div>
            </section>
        })
    }
}

/// The moves on offer as buttons; amount moves get quick steps and a custom field.
#[component]
fn MovesPanel(store: Store, available: Memo<tramways_engine::game::Available>) -> impl IntoView {
    let buttons = move || {
        // Buying and selling have their own panel, the Line Round's moves the map.
        let generic = |a: &Action| {
            !matches!(
                a,
                Action::BuyShare { .. }
                    | Action::SellShares { .. }
                    | Action::PayDividend { .. }
                    | Action::BuyTram { .. }
                    | Action::AnswerPrivateOffer { .. }
                    | Action::BuyDirector { .. }
                    // Apart, asked first (private_return.rs).
                    | Action::ReturnPrivate { .. }
            ) && !crate::games::vienna::view_model::line_turn::is_map_action(a)
        };
        let list: Vec<MoveButton> =
            available.with(|av| store.with_shown(|g| moves_where(lang(), g.state(), av, generic)));
        // The lines a company may put up for auction: one choice of line and one bid control,
        // not a row of bids for every line on display.
        let (lines, others): (Vec<MoveButton>, Vec<MoveButton>) =
            list.into_iter().partition(|m| matches!(m.action, Action::ChooseLine { .. }));
        let lines = (!lines.is_empty()).then(|| view! { <LineChoice store lines /> });
        (lines, others.into_iter().map(|m| view! { <MoveControl store m /> }).collect_view())
    };
    view! {
        <section class="moves-panel">
            <h2>{tr(Text::YourMoves)}</h2>
            <p class="hint">{move || available.with(|av| store.with_shown(|g| hint(lang(), g.state(), av)))}</p>
            <p class="error refusal" role="alert">
                {move || store.error.with(|e| e.as_ref().map(|e| store.with_shown(|g| i18n::refusal(lang(), e, g.state()))))}
            </p>
            <div class="moves">{buttons}</div>
            // issue 50: what an order card's number means, what scrapping does.
            {move || available.with(move_notes).into_iter().map(|n| view! {
                <p class="note move-note">{tr(n)}</p>
            }).collect_view()}
        </section>
    }
}

/// The privates: face value, dividend, owner and the auction under way.
#[component]
fn PrivatesPanel(store: Store) -> impl IntoView {
    let shown = move || {
        store.with_shown(|g| g.state().round == tramways_engine::data::game_tables::Round::PreShare)
    };
    let rows = move || {
        store.with_shown(|g| {
            privates(g.state())
                .into_iter()
                .map(|p| {
                    let (class, bid) = match &p.auction {
                        Some(Some((who, amount))) => ("on-auction", format!("{who}: {amount}")),
                        Some(None) => ("on-auction", "–".to_owned()),
                        None => ("", String::new()),
                    };
                    view! {
                        <tr class=class>
                            <th scope="row">{p.name}</th>
                            <td class="num">{p.face}</td>
                            <td class="num">{p.dividend}</td>
                            <td>{p.owner.unwrap_or_default()}</td>
                            <td>{bid}</td>
                        </tr>
                    }
                })
                .collect_view()
        })
    };
    view! {
        <Show when=shown>
            <section class="privates-panel">
                <h2>{tr(Text::PrivateAuction)}</h2>
                <table class="sheet privates-sheet">
                    <thead><tr>
                        <th></th><th>{tr(Text::FaceValue)}</th>
                        <th>{tr(Text::Dividend)}</th><th>{tr(Text::Owner)}</th>
                        <th>{tr(Text::HighBid)}</th>
                    </tr></thead>
                    <tbody>{rows}</tbody>
                </table>
            </section>
        </Show>
    }
}

/// Buying and selling in a Share Round: every company with its price, the Pool, the acting
/// player's holding, a buy button (disabled with the reason when refused) and sales.
#[component]
fn SharePanel(store: Store) -> impl IntoView {
    let lines = Memo::new(move |_| store.with_shown(share_lines));
    let rows = move || {
        lines
            .get()
            .into_iter()
            .map(|line| {
                let buy = match line.buy {
                    Ok(action) => view! {
                        <button class="move buy" data-action=action_data(&action)
                            on:click=move |_| store.dispatch(action.clone())>
                            {format!("{} {}", t(lang(), Text::Buy), line.price)}
                        </button>
                    }
                    .into_any(),
                    Err(refusal) => {
                        let reason =
                            store.with_shown(|g| i18n::refusal(lang(), &refusal, g.state()));
                        view! {
                            <button class="move buy" disabled=true title=reason.clone()>
                                {format!("{} {}", t(lang(), Text::Buy), line.price)}
                            </button>
                            <span class="reason">{reason}</span>
                        }
                        .into_any()
                    }
                };
                let sells = line
                    .sells
                    .into_iter()
                    .map(|(count, action)| {
                        view! {
                            <button class="move sell" data-action=action_data(&action)
                                on:click=move |_| store.dispatch(action.clone())>
                                {format!("{} {count}", t(lang(), Text::Sell))}
                            </button>
                        }
                    })
                    .collect_view();
                view! {
                    <tr data-company=line.name.clone()>
                        <th scope="row">{line.name.clone()}</th>
                        <td class="num">{line.price}</td>
                        <td class="num">{format!("{}%", line.pool)}</td>
                        <td class="num">{format!("{}%", line.held)}</td>
                        <td class="trade">{buy}</td>
                        <td class="trade">{sells}</td>
                    </tr>
                }
            })
            .collect_view()
    };
    let shown = move || lines.with(|l| !l.is_empty());
    view! {
        <Show when=shown>
            <section class="share-panel">
                <h2>{tr(Text::BuyAndSell)}</h2>
                <table class="sheet share-sheet">
                    <thead><tr>
                        <th></th><th>{tr(Text::Price)}</th><th>{tr(Text::Pool)}</th>
                        <th>{tr(Text::YouHold)}</th><th></th><th></th>
                    </tr></thead>
                    <tbody>{rows}</tbody>
                </table>
            </section>
        </Show>
    }
}

/// Putting a line up for auction (R52): the lines on display as one choice (each with its home
/// hex), then one bid control for the line chosen.
#[component]
fn LineChoice(store: Store, lines: Vec<MoveButton>) -> impl IntoView {
    let number = |m: &MoveButton| match m.action {
        Action::ChooseLine { line, .. } => line,
        _ => 0,
    };
    let first = lines.first().map_or(0, number);
    let chosen = RwSignal::new(first);
    let homes: Vec<(u8, String)> = store.with_shown(|g| {
        crate::games::vienna::view_model::company::line_display(g.state())
            .into_iter()
            .map(|l| (l.number, l.home))
            .collect()
    });
    let options = lines
        .iter()
        .map(|m| {
            let line = number(m);
            let home = homes.iter().find(|(n, _)| *n == line).map(|(_, h)| h.clone());
            view! {
                <button class="line-option" role="radio" data-line=line
                    aria-checked=move || (chosen.get() == line).to_string()
                    on:click=move |_| chosen.set(line)>
                    <b>{line}</b>
                    {home.map(|h| view! { <span class="line-home">{h}</span> })}
                </button>
            }
        })
        .collect_view();
    let control = move || {
        let line = chosen.get();
        lines.iter().find(|m| number(m) == line).cloned().map(|m| view! { <MoveControl store m /> })
    };
    view! {
        <fieldset class="line-choice">
            <legend>{tr(Text::AuctionALine)}</legend>
            <div class="line-options" role="radiogroup" aria-label=tr(Text::AuctionALine)>{options}</div>
            {control}
        </fieldset>
    }
}

/// One move: a button, or for amounts the lowest amount, +5/+10 steps and a custom amount.
#[component]
fn MoveControl(store: Store, m: MoveButton) -> impl IntoView {
    let action = m.action.clone();
    match m.amount {
        None => view! {
            <button class="move" data-action=action_data(&action)
                on:click=move |_| store.dispatch(action.clone())>{m.label}</button>
        }
        .into_any(),
        Some((min, max, step)) => {
            let custom = RwSignal::new(min);
            let quick: Vec<i64> =
                [min, min + step, min + 2 * step].into_iter().filter(|v| *v <= max).collect();
            let buttons = quick
                .into_iter()
                .map(|v| {
                    let a = action.with_amount(v);
                    let label =
                        store.with_shown(|g| crate::i18n::action_label(lang(), &a, g.state()));
                    view! {
                        <button class="move amount" data-action=action_data(&a)
                            on:click=move |_| store.dispatch(a.clone())>{label}</button>
                    }
                })
                .collect_view();
            let confirm_action = action.clone();
            view! {
                <div class="amount-move">
                    {buttons}
                    <label class="custom-amount">
                        <span>{tr(Text::Amount)}</span>
                        <input type="number" min=min max=max step=step
                            prop:value=move || custom.get().to_string()
                            on:input:target=move |ev| {
                                if let Ok(v) = ev.target().value().trim().parse::<i64>() {
                                    custom.set(v);
                                }
                            } />
                    </label>
                    <button class="move confirm"
                        on:click=move |_| store.dispatch(confirm_action.with_amount(custom.get()))>
                        {tr(Text::Confirm)}
                    </button>
                </div>
            }
            .into_any()
        }
    }
}

/// A move's action as JSON, on its button: what it does whatever the language (for tests and
/// assistive tools).
pub fn action_data(action: &Action) -> String {
    serde_json::to_string(action).unwrap_or_default()
}

/// The moves on offer in the position shown. Looking back, nothing is on offer: who was to act
/// then, with no moves.
fn on_offer(store: Store) -> Memo<tramways_engine::game::Available> {
    Memo::new(move |_| {
        store.with_shown(|g| {
            if store.viewing_past() {
                // Not worked out: a Line Round's lays would cost a step its frame.
                tramways_engine::game::Available { actor: g.state().actor(), moves: Vec::new() }
            } else {
                g.available()
            }
        })
    })
}

/// Who decides in the position shown (cheap: no list of moves).
fn actor_of(store: Store) -> Memo<Actor> {
    Memo::new(move |_| store.with_shown(|g| g.state().actor()))
}

/// The players' rows of the position shown.
fn rows_of(store: Store, actor: Memo<Actor>) -> Memo<Vec<PlayerRow>> {
    Memo::new(move |_| actor.with(|a| store.with_shown(|g| players(g.state(), a))))
}

/// Players and companies, like 18xx.games' spreadsheet.
#[component]
fn Sheets(store: Store, player_rows: Memo<Vec<PlayerRow>>) -> impl IntoView {
    // Rows keyed by their contents (and the language): a move redraws only the rows it
    // changed, not the whole table (issue 22: a lay used to set every row's attributes again).
    let players_keyed = move || {
        let lang = lang();
        player_rows.get().into_iter().map(|p| (lang, p)).collect::<Vec<_>>()
    };
    let player_row = |(lang, p): (i18n::Lang, PlayerRow)| {
        let class = if p.acting { "acting" } else { "" };
        view! {
            <tr class=class>
                <td>{p.card_label()}</td>
                <th scope="row"><span class="seat-swatch" style:background=p.seat.fill></span>{p.name}</th>
                <td class="num">{i18n::money(lang, p.cash)}</td>
                <td>{p.shares.join(", ")}</td>
                <td>{p.privates.join(", ")}</td>
                <td class="num">{p.certificates}</td>
                <td class="num">{p.loans}</td>
                <td class="num">{i18n::money(lang, p.value)}</td>
            </tr>
        }
    };
    let company_rows = Memo::new(move |_| {
        let lang = lang();
        store.with_shown(|g| {
            companies(lang, g.state()).into_iter().map(|c| (lang, c)).collect::<Vec<_>>()
        })
    });
    let company_row =
        |(lang, c): (i18n::Lang, crate::games::vienna::view_model::sheets::CompanyRow)| {
            let money = move |m: Option<i64>| m.map(|m| i18n::money(lang, m));
            view! {
                <tr class=c.class>
                    <th scope="row" title=c.full_name>{c.name}</th>
                    <td>{c.director}</td>
                    <td class="num">{c.price}</td>
                    <td class="num">{format!("{}%", c.pool)}</td>
                    <td class="num">{money(c.treasury)}</td>
                    <td class="num">{money(c.revenue)}</td>
                    <td>{c.lines}</td>
                    <td>{c.trams}</td>
                    <td class="company-privates">{c.privates}</td>
                </tr>
            }
        };
    view! {
        <section class="sheets">
            <h2>{tr(Text::Players)}</h2>
            // A phone scrolls a sheet inside its box, not the page (issue 50).
            <div class="table-scroll">
            <table class="sheet players-sheet">
                <thead><tr>
                    <th>{tr(Text::OrderCard)}</th><th>{tr(Text::PlayerColumn)}</th><th>{tr(Text::Cash)}</th><th>{tr(Text::SharesHeld)}</th>
                    <th>{tr(Text::Privates)}</th><th>{tr(Text::Certificates)}</th>
                    <th>{tr(Text::Loans)}</th><th>{tr(Text::Value)}</th>
                </tr></thead>
                <tbody><For each=players_keyed key=crate::games::vienna::components::row_key children=player_row /></tbody>
            </table>
            </div>
            <h2>{tr(Text::Companies)}</h2>
            <div class="table-scroll">
            <table class="sheet companies-sheet">
                <thead><tr>
                    <th>{tr(Text::Company)}</th><th>{tr(Text::DirectorColumn)}</th><th>{tr(Text::Price)}</th>
                    <th>{tr(Text::Pool)}</th><th>{tr(Text::Treasury)}</th>
                    <th>{tr(Text::Revenue)}</th><th>{tr(Text::Lines)}</th>
                    <th>{tr(Text::Trams)}</th><th>{tr(Text::Privates)}</th>
                </tr></thead>
                <tbody><For each=move || company_rows.get() key=crate::games::vienna::components::row_key children=company_row /></tbody>
            </table>
            </div>
        </section>
    }
}

/// A log line's key: its language, place, action and who moved, and its words.
fn line_key((lang, line): &(i18n::Lang, LogLine)) -> u64 {
    crate::games::vienna::components::row_key(&(
        lang,
        line.place,
        line.action,
        line.bot,
        &line.text,
    ))
}

/// The log lines drawn at first: every move inserts its lines at the top and moves the others
/// down, which the browser lays out and paints again, so fewer lines make every move cheaper
/// (about 10 ms at 4× CPU for 200 lines, issue 22). The history browser reads the whole game.
const LOG_LINES: usize = 40;

/// The log lines drawn once the player asks for the earlier ones.
const LOG_LINES_MORE: usize = 200;

/// The game log, newest first.
#[component]
fn GameLog(store: Store) -> impl IntoView {
    let more = RwSignal::new(false);
    let count = move || if more.get() { LOG_LINES_MORE } else { LOG_LINES };
    // Newest first, keyed by position and text: an action adds its lines and leaves the
    // others in the page untouched (a long log no longer re-renders on every move).
    let lines = move || {
        let lang = lang();
        let n = count();
        store
            .with_shown(|g| {
                store.with_shown_events(|ev| {
                    log_tail(lang, g.state(), ev, n, |i, e| bot_decision(g, i, e))
                })
            })
            .into_iter()
            .map(|line| (lang, line))
            .collect::<Vec<_>>()
    };
    // Offered while lines are left out.
    let hidden = move || {
        !more.get()
            && store.with_shown_events(|ev| ev.iter().map(Vec::len).sum::<usize>()) > LOG_LINES
    };
    view! {
        <section class="game-log">
            <h2>{tr(Text::GameLog)}</h2>
            <ol class="log-lines">
                // Keyed by the language too: a line's words are fixed when it is drawn (no
                // effect per line: stepping through history redraws hundreds of them).
                <For each=lines key=line_key let((lang, line))>
                    // A line shows the game right after its action (the history browser).
                    <li class:by-bot=line.bot data-action=line.action>
                        <button class="log-jump" on:click=move |_| store.view_at(line.action + 1)>
                            {line.bot.then(|| bot_mark("bot-mark", t(lang, Text::Computer)))}
                            {line.text}
                        </button>
                    </li>
                </For>
            </ol>
            <Show when=hidden>
                <button class="log-more" on:click=move |_| more.set(true)>{tr(Text::LogShowEarlier)}</button>
            </Show>
        </section>
    }
}
