//! Russian Railroads' table (issue 53): the score strip, what the game waits for, the main
//! board, the player boards, the scorings, the log and the charts. The view models
//! (`crate::games::railroads::view_model`) turn the engine's position into plain data; the
//! components draw it and send taps back as the engine's actions: every move offered is one
//! the engine offers (`rules::check`'s answer is on each choice).
//!
//! A tap on an offered space or choice selects its action (marked where it is drawn); the
//! confirm bar then says what it is, what it scores now (the engine's preview) and, for a
//! placement, how it is paid, and plays it on "Confirm". A tap on a refused one says why the
//! engine refuses it. The selection is stamped with the move count: it lapses after any move.
//!
//! The table shows the game as one seat may see it (`State::view_for`): the person deciding,
//! else the first person's seat. Its end-bonus cards are face down until that person taps
//! them (pass-and-play: the others at the table do not see them by accident).

mod board;
mod decision;
mod hint;
mod player;
mod scoring;
pub mod screen;

use leptos::prelude::*;
use russian_railroads_engine::state::{PlayerId, View};
use russian_railroads_engine::{Action, Game, Refusal};

use crate::games::railroads::view_model::{board as board_vm, decision as decision_vm, strip};
use crate::games::railroads::words as rw;
use crate::i18n::words::{w, wf};
use crate::i18n::{Text, number};
use crate::shell::components::language::{lang, tr};
use crate::shell::view_model::colors;
use screen::RailroadsStore;

/// An action as the browser tests read it: the engine's JSON.
fn action_data(action: &Action) -> String {
    serde_json::to_string(action).unwrap_or_default()
}

/// The game as a part of the table reads it: the store's position shown (the past one while
/// looking back), read in place (never copied), either at once or one frame late (the store's
/// [`later`](crate::shell::store::Table::later) copy).
#[derive(Debug, Clone, Copy)]
struct Shown(RailroadsStore);

impl Shown {
    /// Reads the game shown (tracked).
    fn with<R>(&self, f: impl FnOnce(&Game) -> R) -> R {
        self.0.with_shown(f)
    }

    /// Reads the game shown (untracked).
    fn with_untracked<R>(&self, f: impl FnOnce(&Game) -> R) -> R {
        self.0.with_shown_untracked(f)
    }

    /// Reads the game shown (untracked), unless the table is gone.
    fn try_with_untracked<R>(&self, f: impl FnOnce(&Game) -> R) -> Option<R> {
        let past = self.0.past.try_with_untracked(Option::is_some)?;
        if past { Some(self.0.with_shown_untracked(f)) } else { self.0.game.try_with_untracked(f) }
    }
}

/// What the table's parts share. There are two: what the person looks at while playing (the
/// status, the decision with its confirm bar, the main board) reads the game at once, so that
/// a move is drawn in its own frame; the strip, the player board, the scorings, the log and
/// the charts read it one frame late (`Table::late`), catching up just after.
#[derive(Debug, Clone, Copy)]
struct Table {
    /// The game as shown (the past position while looking back).
    game: Shown,
    /// The moves played in the position shown (selections are stamped with it).
    count: Memo<usize>,
    /// The seat whose view the table shows.
    viewer: Memo<PlayerId>,
    /// The game as the viewer sees it.
    view: Memo<View>,
    /// The seat a person decides for now (none while the computer decides, looking back, or
    /// at the end).
    acting: Memo<Option<PlayerId>>,
    /// The main board with the viewer's offers, worked out once per move.
    board: Memo<board_vm::Board>,
    /// The decision the viewer faces, worked out once per move.
    decision: Memo<decision_vm::Decision>,
    /// The action selected, waiting for its confirm, stamped with the move count; or a
    /// refused choice tapped, with the engine's reason.
    selected: RwSignal<Option<(usize, Selected)>>,
    /// Plays an action (the selection is dropped).
    act: Callback<Action>,
    /// The board shown large: a seat tapped on the strip (until the next move), else the
    /// viewer's.
    shown_seat: RwSignal<Option<(usize, PlayerId)>>,
    /// The end-bonus cards face up for the viewer, stamped with the move count.
    cards_open: RwSignal<Option<usize>>,
    /// The hint asked for.
    hint: hint::Hinting,
    /// The moves played in the position shown now, even in the late parts: the seat shown
    /// and the cards turned up are stamped with it (a tap while those parts lag is for the
    /// position now).
    count_now: Memo<usize>,
}

/// The memos a table reads its position through.
struct Position {
    game: Shown,
    count: Memo<usize>,
    viewer: Memo<PlayerId>,
    view: Memo<View>,
    acting: Memo<Option<PlayerId>>,
    board: Memo<board_vm::Board>,
    decision: Memo<decision_vm::Decision>,
}

impl Position {
    /// The position of `store` (the store, or its late copy).
    fn of(store: RailroadsStore) -> Position {
        let game = Shown(store);
        let looking_back = move || store.viewing_past();
        let count = Memo::new(move |_| game.with(|g| g.actions().len()));
        let viewer = Memo::new(move |_| game.with(viewer_of));
        let view = Memo::new(move |_| game.with(|g| g.state().view_for(viewer.get())));
        let acting = Memo::new(move |_| {
            if looking_back() {
                return None;
            }
            game.with(|g| g.state().decider().filter(|&s| g.setup().bot(s).is_none()))
        });
        // Offers open only for the person deciding now (`acting`: none while looking back or
        // while the computer decides), the same rule as the own engineers' (`may_act`).
        let board = Memo::new(move |_| {
            let looking = acting.get().unwrap_or(PlayerId::MAX);
            game.with(|g| board_vm::board(g.state(), looking))
        });
        let decision = Memo::new(move |_| {
            if looking_back() {
                // Looking back nothing is on offer: the prompt names who decided then.
                let seat = view.with(|v| v.state.decider()).unwrap_or_else(|| viewer.get());
                return decision_vm::Decision::Waiting { seat };
            }
            view.with(decision_vm::decision)
        });
        Position { game, count, viewer, view, acting, board, decision }
    }
}

/// What a tap selected.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Selected {
    /// An offered action, to be confirmed.
    Action(Action),
    /// A refused one: why.
    Refused(Action, Refusal),
}

impl Table {
    /// The selection now (it lapses with any move).
    fn selection(&self) -> Option<Selected> {
        let now = self.count.get();
        self.selected.get().filter(|(n, _)| *n == now).map(|(_, s)| s)
    }

    /// Whether `action` is the action selected.
    fn is_selected(&self, action: &Action) -> bool {
        matches!(self.selection(), Some(Selected::Action(a)) if a == *action)
    }

    /// A tap on a choice: an offered one is selected (or dropped when it is selected
    /// already), a refused one says why.
    fn tap(&self, action: Action, refusal: Option<Refusal>) {
        let now = self.count.get_untracked();
        let pick = match refusal {
            None => Selected::Action(action),
            Some(r) => Selected::Refused(action, r),
        };
        self.selected.update(|s| {
            *s = match *s {
                Some((n, old)) if n == now && old == pick => None,
                _ => Some((now, pick)),
            }
        });
    }

    /// The same table over another position (its late copy); the selection, the seat shown,
    /// the cards and the hint are the same signals.
    fn at(self, p: Position) -> Table {
        let Position { game, count, viewer, view, acting, board, decision } = p;
        Table { game, count, viewer, view, acting, board, decision, ..self }
    }

    /// The board shown large.
    fn board_seat(&self) -> PlayerId {
        let now = self.count.get();
        self.shown_seat
            .get()
            .filter(|(n, _)| *n == now)
            .map_or_else(|| self.viewer.get(), |(_, s)| s)
    }
}

/// The seat whose view the table shows: the person deciding, else the first person's seat
/// (seat 0 in a game of computers).
fn viewer_of(game: &Game) -> PlayerId {
    let setup = game.setup();
    let person = |seat: PlayerId| setup.bot(seat).is_none();
    match game.state().decider() {
        Some(seat) if person(seat) => seat,
        _ => (0..game.state().player_count() as PlayerId).find(|&s| person(s)).unwrap_or(0),
    }
}

/// A player's name.
fn name_of(game: &Game, seat: PlayerId) -> String {
    game.setup().players.get(usize::from(seat)).cloned().unwrap_or_default()
}

/// The whole table.
#[component]
pub fn RailroadsTable(
    /// The game.
    table: RailroadsStore,
) -> impl IntoView {
    let looking_back = Signal::derive(move || table.viewing_past());
    let now = Position::of(table);
    let selected = RwSignal::new(None);
    let act = Callback::new(move |action: Action| {
        selected.set(None);
        table.dispatch(action);
    });
    let hint = hint::Hinting::new(now.count, now.acting);
    let t = Table {
        game: now.game,
        count: now.count,
        viewer: now.viewer,
        view: now.view,
        acting: now.acting,
        board: now.board,
        decision: now.decision,
        selected,
        act,
        shown_seat: RwSignal::new(None),
        cards_open: RwSignal::new(None),
        hint,
        count_now: now.count,
    };
    // The parts read one frame late, and their store.
    let later = table.later();
    let late = t.at(Position::of(later));
    let (game, count) = (t.game, t.count);
    let thinking = move || {
        let now = table.game.with(|g| g.actions().len());
        table.thinking.get() == Some(now)
    };
    // The late parts are catching up with a change (tests wait for them).
    let lagging = move || table.lagging.get();
    let over = Memo::new(move |_| game.with(Game::is_over));
    let late_over = Memo::new(move |_| late.game.with(Game::is_over));
    let status = move || {
        let lang = lang();
        game.with(|g| {
            let state = g.state();
            let round = wf!(lang, railroads.ui.round_of, round = state.round, rounds = state.rounds);
            let who = match state.decider() {
                None => w!(lang, railroads.ui.over).to_owned(),
                Some(seat) if thinking() => {
                    wf!(lang, railroads.ui.thinking_of, name = name_of(g, seat))
                }
                Some(seat) => wf!(lang, railroads.ui.turn_of, name = name_of(g, seat)),
            };
            view! {
                <span class="rr-turn" data-seat=state.decider().map(i64::from).unwrap_or(-1)>{who}</span>
                <span class="rr-round" data-round=state.round>{round}</span>
            }
        })
    };
    let refusal = move || table.error.with(|e| e.as_ref().map(|r| rw::refusal(lang(), r)));
    let take_back = move |_| table.undo_turn();
    let can_undo = move || table.game.with(|g| !g.actions().is_empty()) && !looking_back.get();
    view! {
        <section class="railroads" data-moves=move || count.get() data-over=move || over.get().to_string()
            data-lagging=move || lagging().to_string() aria-busy=move || (thinking() || lagging()).to_string()>
            <header class="rr-status" class:rr-thinking=thinking>
                {status}
                <button class="rr-undo" disabled=move || !can_undo() on:click=take_back>{tr(Text::Undo)}</button>
            </header>
            <p class="rr-error" role="alert">{refusal}</p>
            <Strip t=late />
            <decision::DecisionPanel t />
            <scoring::LatestScoring t=late table=later />
            <Show when=move || late_over.get()>
                <scoring::EndPanel t=late />
            </Show>
            <div class="rr-tables">
                <board::MainBoard t />
                <player::PlayerArea t=late />
            </div>
            <Log t=late table=later />
            <scoring::Scorings t=late table=later />
            <scoring::Charts t=late table=later />
        </section>
    }
}

/// Every player at a glance, in turn order: points, workers left, rubles, passed, who decides;
/// a tap shows that player's board large.
#[component]
fn Strip(t: Table) -> impl IntoView {
    let rows = Memo::new(move |_| t.game.with(|g| strip::seats(g.state())));
    let players = t.game.with_untracked(|g| g.state().player_count());
    let shown = Memo::new(move |_| t.board_seat());
    // A place of the turn order each: a move redraws the places it changed.
    let items = (0..players)
        .map(|position| {
            let row = Memo::new(move |_| rows.with(|r| r.get(position).copied()));
            move || {
                let lang = lang();
                let row = row.get()?;
                let seat = row.seat;
                let name = t.game.with_untracked(|g| name_of(g, seat));
                let bot = t.game.with_untracked(|g| g.setup().bot(seat).is_some());
                let label = wf!(lang, railroads.ui.show_board, name = name.clone());
                Some(view! {
                    <li class="rr-seat" data-seat=seat class:rr-deciding=row.deciding class:rr-passed=row.passed>
                        <button class="rr-seat-button" aria-pressed=move || (shown.get() == seat).to_string()
                            aria-label=label
                            on:click=move |_| t.shown_seat.set(Some((t.count_now.get_untracked(), seat)))>
                            <span class="seat-swatch" style:background=colors::seat(usize::from(seat)).fill></span>
                            <span class="rr-seat-order">{rw::ordinal(lang, row.position + 1)}</span>
                            <span class="rr-seat-name">{name}</span>
                            {bot.then(|| crate::shell::components::bots::bot_mark("bot-mark", crate::i18n::t(lang, Text::Computer)))}
                            <span class="rr-seat-points" data-points=row.points>
                                {wf!(lang, railroads.ui.points_n, n = number(lang, i64::from(row.points)))}
                            </span>
                            <span class="rr-seat-workers" data-workers=row.workers>
                                {wf!(lang, railroads.ui.workers_n, count = row.workers)}
                            </span>
                            <span class="rr-seat-rubles" data-rubles=row.rubles>
                                {wf!(lang, railroads.ui.rubles_n, count = row.rubles)}
                            </span>
                            {row.passed.then(|| view! { <span class="rr-seat-passed">{w!(lang, railroads.ui.passed)}</span> })}
                        </button>
                    </li>
                })
            }
        })
        .collect_view();
    view! { <ol class="rr-strip" aria-label=move || w!(lang(), railroads.ui.players)>{items}</ol> }
}

/// The log: the last actions worded from their events, newest last; a line shows the game
/// as it stood after it (the history browser).
#[component]
fn Log(t: Table, table: RailroadsStore) -> impl IntoView {
    const SHOWN: usize = 40;
    // Worded only while open.
    let open = RwSignal::new(false);
    let lines = move || {
        if !open.get() {
            return None;
        }
        let lang = lang();
        let names = t.game.with(|g| g.setup().players.clone());
        table.with_shown_events(|events| {
            let start = events.len().saturating_sub(SHOWN);
            events[start..]
                .iter()
                .enumerate()
                .map(|(i, evs)| {
                    let at = start + i + 1;
                    let text: Vec<String> =
                        evs.iter().map(|e| rw::event(lang, e, &crate::i18n::SetupNames(&names))).filter(|s| !s.is_empty()).collect();
                    view! {
                        <li data-action=at>
                            <button class="rr-log-line" on:click=move |_| table.view_at(at)>{text.join(" ")}</button>
                        </li>
                    }
                })
                .collect_view()
        })
        .into()
    };
    view! {
        <details class="story rr-log" on:toggle:target=move |e| open.set(e.target().open())>
            <summary><h2>{tr(Text::GameLog)}</h2></summary>
            <ol class="rr-log-lines">{lines}</ol>
        </details>
    }
}

/// The decision the viewer faces (nothing while looking back).
fn decision_of(t: &Table) -> decision_vm::Decision {
    t.decision.get()
}

/// Whether the viewer is a person who may act now.
fn may_act(t: &Table) -> bool {
    t.acting.get().is_some_and(|s| s == t.viewer.get())
}

/// Words a number of points now: "+12".
fn plus(lang: crate::i18n::Lang, n: u32) -> String {
    format!("+{}", number(lang, i64::from(n)))
}
