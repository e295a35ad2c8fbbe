//! The computer's seats, for any game: its mark, its thinking in slices (so that the page keeps
//! drawing) and the controls that pause it and set its pace.

use leptos::prelude::*;

use crate::games::TableGame;
use crate::i18n::{Text, t};
use crate::shell::components::language::{lang, tr};
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
