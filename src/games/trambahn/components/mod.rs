//! Trambahn's table (issue 24): the second game beside 1840. `view` turns the engine's game
//! into plain data (native tests); the components draw it and send the taps back as the
//! engine's actions: every move offered is one of `Game::available()`.
//!
//! The table keeps one memo per part (terminals, tram display, each player, the hands, the
//! moves on offer, the story), so a move redraws only the parts it changed. The selection
//! (a hand card or a tram) is the table's own state, stamped with the move count: it lapses
//! by itself after any move. Pass-and-play hides the hands behind a curtain each time the turn
//! passes; the turn a person lifted it for is kept here, never in the game. While the history
//! browser looks back (`looking_back`), `game` is the past position: nothing is on offer, and
//! the hands follow `crate::games::trambahn::view_model::view::seating_looking_back` (none in pass-and-play).

mod board;
mod chart_panel;
mod hand;
mod hint;
pub mod screen;
mod story;

use leptos::prelude::*;
use trambahn_engine::{Action, Game, Refusal, Step};

use crate::games::trambahn::view_model::view::{Moves, Seating, Selection, TurnKey};
use crate::i18n::{self, Text};
use crate::shell::components::language::{lang, tr};

/// What the parts of the table share: the moves on offer and the two things a tap does.
#[derive(Debug, Clone, Copy)]
struct Table {
    /// The moves on offer to the person at the table, for the selection.
    moves: Memo<Moves>,
    /// Plays one of the moves on offer (the selection is dropped).
    act: Callback<Action>,
    /// Selects a card or a tram, or drops it when it is selected already.
    select: Callback<Selection>,
    /// The hint asked for (issue 49), marked on the table.
    hint: hint::Hinting,
}

/// An action as the browser tests read it: the engine's JSON.
fn action_data(action: &Action) -> String {
    serde_json::to_string(action).unwrap_or_default()
}

/// The whole Trambahn table: status, terminals, tram display, both players' columns, the hand
/// (behind the pass-and-play curtain when both seats are people), score pad and log, and the
/// result once the game is over.
#[component]
pub fn TrambahnTable(
    /// The game as shown.
    game: Signal<Game>,
    /// Why the last move was refused (worded at render time), until the next move.
    error: Signal<Option<Refusal>>,
    /// Plays a move: the caller applies it (a refusal lands in `error`).
    play: Callback<Action>,
    /// Takes back the last move of a person (with the computer's moves after it).
    undo: Callback<()>,
    /// Whether undo has anything to take back.
    can_undo: Signal<bool>,
    /// Whether the computer is thinking about its move now.
    thinking: Signal<bool>,
    /// Whether `game` is a past position the history browser shows: read-only.
    looking_back: Signal<bool>,
    /// Shows the position after this many actions (a log line's action, for the history
    /// browser).
    jump: Callback<usize>,
) -> impl IntoView {
    let revealed = RwSignal::new(None::<TurnKey>);
    let selected = RwSignal::new(None::<(usize, Selection)>);
    let count = Memo::new(move |_| game.with(|g| g.actions().len()));
    let seating = Memo::new(move |_| {
        if looking_back.get() {
            game.with(crate::games::trambahn::view_model::view::seating_looking_back)
        } else {
            game.with(|g| crate::games::trambahn::view_model::view::seating(g, revealed.get()))
        }
    });
    // Looking back nothing is on offer (not even worked out).
    let available =
        Memo::new(
            move |_| if looking_back.get() { Vec::new() } else { game.with(Game::available) },
        );
    let selection = move || selected.get().filter(|(n, _)| *n == count.get()).map(|(_, s)| s);
    let moves = Memo::new(move |_| {
        if looking_back.get() {
            return Moves::default();
        }
        let pick = selection();
        available.with(|a| {
            game.with(|g| {
                crate::games::trambahn::view_model::view::moves(a, g.state(), seating.get(), pick)
            })
        })
    });
    let select = Callback::new(move |pick: Selection| {
        let now = count.get_untracked();
        selected.update(|s| {
            *s = match *s {
                Some((n, old)) if n == now && old == pick => None,
                _ => Some((now, pick)),
            }
        });
    });
    let act = Callback::new(move |action: Action| {
        selected.set(None);
        play.run(action);
    });
    let table = Table { moves, act, select, hint: hint::Hinting::new(count, moves) };
    let status = Memo::new(move |_| game.with(crate::games::trambahn::view_model::view::status));
    let over = Memo::new(move |_| game.with(Game::is_over));
    // The seat nearest the hand (drawn last): the person at the table, else the one to play.
    let near = Memo::new(move |_| match seating.get() {
        Seating::Viewer(p) | Seating::Curtain(p) => p,
        Seating::Nobody | Seating::Open | Seating::Hidden => status.with(|s| s.current),
    });
    let reveal = Callback::new(move |()| {
        revealed.set(Some(
            game.with_untracked(|g| crate::games::trambahn::view_model::view::turn_key(g.state())),
        ));
    });
    // An undo while the curtain is down may lead back into the turn it was last lifted for:
    // whoever holds the tablet now taps again before that hand shows.
    let take_back = move |_| {
        if matches!(seating.get_untracked(), Seating::Curtain(_)) {
            revealed.set(None);
        }
        undo.run(());
    };
    let players = move || {
        let near = near.get();
        [1 - near, near].map(|p| view! { <board::PlayerArea game table player=p /> }).collect_view()
    };
    let turn = move || {
        status.with(|s| {
            let lang = lang();
            let who = if s.step == Step::Over {
                None
            } else if thinking.get() {
                Some(i18n::tb_thinking(lang, &s.name))
            } else {
                Some(i18n::tb_turn(lang, &s.name))
            };
            view! {
                {who.map(|who| view! { <span class="tb-turn" data-player=s.current>{who}</span> })}
                <span class="tb-step" data-step=s.step.key()>{i18n::tb_step(lang, s.step)}</span>
                <span class="tb-scorings" data-scorings=s.scorings>
                    {i18n::tb_scorings(lang, s.scorings, s.last_scoring)}
                </span>
            }
        })
    };
    let (story, names) = story::story_memo(game);
    let refusal = move || error.with(|e| e.as_ref().map(|r| i18n::tb_refusal(lang(), r)));
    view! {
        <section class="trambahn" data-moves=move || count.get() data-over=move || over.get().to_string()
            aria-busy=move || thinking.get().to_string()>
            <header class="tb-status" class:tb-thinking=move || thinking.get()>
                {turn}
                <button class="tb-undo" disabled=move || !can_undo.get() || looking_back.get()
                    on:click=take_back>{tr(Text::Undo)}</button>
            </header>
            <p class="tb-error" role="alert">{refusal}</p>
            <Show when=move || over.get()>
                <story::ResultPanel game />
            </Show>
            <div class="tb-board">
                <board::Terminals game table />
                <board::Supply game table />
            </div>
            <div class="tb-players">{players}</div>
            <hand::HandDock game table seating reveal looking_back />
            <div class="tb-story">
                <story::ScorePad game story names />
                <story::Log story names jump />
            </div>
            <chart_panel::StoryCharts game />
        </section>
    }
}
