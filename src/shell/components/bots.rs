//! The computer's seats, for any game: the driver that plays them ([`drive_computer`]: the
//! move after the pause of the chosen speed, a search thought in slices so that the page keeps
//! drawing), the controls that pause it and set its pace, and its mark. A game says how its
//! computer decides ([`ComputerSeat`]); when to play, and when not, is decided here once.

use leptos::prelude::*;

use crate::games::TableGame;
use crate::i18n::{Text, t};
use crate::shell::components::language::{lang, tr};
use crate::shell::frame::after_the_frame;
use crate::shell::persist::{BrowserStorage, KeyValue};
use crate::shell::store::{BOT_SPEED_KEY, BotSpeed, Table};

/// The computer's mark, the app's own robot (no emoji font needed) in the text's colour: the
/// drawing is hidden from screen readers, who hear `label` ("computer") instead.
pub fn bot_mark(class: &'static str, label: &'static str) -> impl IntoView {
    view! {
        <span class=class role="img" aria-label=label title=label>
            <svg class="robot" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path fill="currentColor" fill-rule="evenodd" d=ROBOT />
            </svg>
        </span>
    }
}

/// A robot's head: antenna, head with two eyes and a mouth cut out.
const ROBOT: &str = "M7 1h2v3H7zM2 4h12v11H2zM4 7h3v3H4zm5 0h3v3H9zM5 12h6v1H5z";

/// How the computer decides for the seat to move now: a move made at once, or a search to think
/// out in slices.
#[derive(Debug)]
pub enum Decision<A, S> {
    /// The move, found at once.
    Now(A),
    /// A search whose steps lead to the move.
    Think(S),
}

/// What the computer's driver asks of a game: its computer's decision for the seat to move
/// (deterministic: seeded by the game and its moves, so the same position gets the same move).
pub trait ComputerSeat: TableGame {
    /// A decision worked out in steps (a strong seat's search).
    type Search: 'static;
    /// The computer's decision now, when a computer's seat decides.
    fn computer_decision(&self) -> Option<Decision<Self::Action, Self::Search>>;
    /// One step of a search: `Some(the move)` once it is found (`Some(None)`: nothing to play).
    fn step(search: &mut Self::Search) -> Option<Option<Self::Action>>;
}

/// Whether the move the computer was asked for after `moves` moves is still wanted: nothing
/// changed meanwhile (a move, an undo, another game), the computer is not paused, no other
/// tab's version waits for a choice, and the history browser does not look back (the driver
/// asks again once back to now).
fn still_due<G: TableGame>(table: Table<G>, moves: usize) -> bool {
    table.game.try_with_untracked(G::moves) == Some(moves)
        && !table.bots_paused.get_untracked()
        && table.conflict.with_untracked(Option::is_none)
        && table.past.with_untracked(Option::is_none)
}

/// Plays the computer's seats: after every change, when a computer's seat decides, its move
/// comes after the pause of the chosen speed (shorter after another computer's move); a search
/// is thought out in slices. Meanwhile the table says the computer is thinking
/// (`Table::thinking`). Nothing is played while paused, while another tab's version waits, or
/// while the history browser looks back.
pub fn drive_computer<G: ComputerSeat>(table: Table<G>) {
    Effect::new(move |_| {
        if table.bots_paused.get() || table.conflict.get().is_some() || table.viewing_past() {
            return;
        }
        let speed = table.bot_speed.get();
        let due = table.game.with(|g| {
            let moves = g.moves();
            let after_the_computer = moves.checked_sub(1).is_some_and(|i| g.by_computer(i));
            g.computer_to_move().then_some((moves, after_the_computer))
        });
        let Some((moves, after_the_computer)) = due else { return };
        if table.thinking.get_untracked() != Some(moves) {
            table.thinking.set(Some(moves));
        }
        let delay = std::time::Duration::from_millis(speed.delay_ms(after_the_computer));
        let play = move || {
            let decision = still_due(table, moves)
                .then(|| table.game.with_untracked(G::computer_decision))
                .flatten();
            match decision {
                Some(Decision::Think(mut search)) => in_slices(
                    move || G::step(&mut search),
                    move || still_due(table, moves),
                    move |answer| {
                        table.done_thinking(moves);
                        if let Some(Some(action)) = answer {
                            table.dispatch(action);
                        }
                    },
                ),
                Some(Decision::Now(action)) => {
                    table.done_thinking(moves);
                    table.dispatch(action);
                }
                None => table.done_thinking(moves),
            }
        };
        if delay.is_zero() && !after_the_computer {
            // A person's move is drawn in its own frame; the computer answers just after it
            // (a timer would run before the frame, and the person's tap would wait for both).
            after_the_frame(play);
        } else {
            set_timeout(play, delay);
        }
    });
}

/// How long one slice of a strong bot's thinking may take, in ms: well inside a frame's
/// budget, so the page keeps drawing (issue 20: no frame over 50 ms while a bot thinks).
const SLICE_MS: f64 = 8.0;

/// Works `step` out in slices of [`SLICE_MS`], one task each, so that the page keeps drawing
/// meanwhile (any game's computer); `done` gets the answer, or `None` once `due` says it is no
/// longer wanted (asked before each slice).
pub(crate) fn in_slices<T: 'static>(
    mut step: impl FnMut() -> Option<T> + 'static,
    due: impl Fn() -> bool + 'static,
    done: impl FnOnce(Option<T>) + 'static,
) {
    set_timeout(
        move || {
            if !due() {
                return done(None);
            }
            let start = crate::shell::store::clock_ms();
            loop {
                if let Some(answer) = step() {
                    return done(Some(answer));
                }
                if crate::shell::store::clock_ms() - start > SLICE_MS {
                    break;
                }
            }
            in_slices(step, due, done);
        },
        std::time::Duration::ZERO,
    );
}

/// The speeds to choose from.
fn speed_options() -> impl IntoView {
    BotSpeed::ALL.map(|s| {
        let text = match s {
            BotSpeed::Normal => Text::SpeedNormal,
            BotSpeed::Fast => Text::SpeedFast,
            BotSpeed::Instant => Text::SpeedInstant,
        };
        view! { <option value=s.key()>{move || t(lang(), text)}</option> }
    })
}

/// Pause / go on, and the computer's speed (shown in games with a bot), for any game.
#[component]
pub fn BotControls<G: TableGame>(table: Table<G>) -> impl IntoView {
    let store = table;
    let shown = move || store.game.with(G::has_bots);
    let toggle = move |_| store.bots_paused.update(|p| *p = !*p);
    let choose = move |ev: leptos::ev::Event| {
        if let Some(speed) = BotSpeed::from_key(&event_target_value(&ev)) {
            store.bot_speed.set(speed);
            // Not remembered when storage refuses: the choice holds for this game.
            let _ = BrowserStorage.set(BOT_SPEED_KEY, speed.key());
        }
    };
    view! {
        <Show when=shown>
            <div class="bot-controls">
                <button class="pause-bots" aria-pressed=move || store.bots_paused.get().to_string()
                    on:click=toggle>
                    {move || {
                        let key = if store.bots_paused.get() { Text::ResumeBots } else { Text::PauseBots };
                        t(lang(), key)
                    }}
                </button>
                <label class="field bot-speed">
                    <span>{tr(Text::BotSpeed)}</span>
                    <select class="bot-speed-choice" on:change=choose
                        prop:value=move || store.bot_speed.get().key()>
                        {speed_options()}
                    </select>
                </label>
            </div>
        </Show>
    }
}
