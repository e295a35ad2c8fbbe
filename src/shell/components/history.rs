//! The history browser (issues 21, 49): `|<  <<  <  >  >>  >|`, a slider over the actions and
//! their keys show the game as it stood after any action, read-only, with a "Viewing action 312
//! of 880 — back to now" bar. Looking back never changes the game ([`Table::past`]); every view
//! reads the position shown through [`Table::with_shown`]. Written once for every game: `<<`
//! and `>>` step by the game's big steps ([`Chapters`]: 1840's rounds, Trambahn's turns).
//! A game's log lines jump to the position after their action ([`Table::view_at`]).

use leptos::ev;
use leptos::prelude::*;

use crate::i18n::{self, Text, t};
use crate::shell::components::language::{lang, tr};
use crate::shell::components::typed_in;
use crate::shell::store::Table;
use crate::shell::view_model::timeline::{Chapter, Chapters, Step, Timeline};

/// The words of a step's control, in a game whose big steps are `chapter`s; `inside`: the
/// position shown is inside a big step, so `<<` goes to its start, not to the one before.
fn step_text(step: Step, chapter: Chapter, inside: bool) -> Text {
    match (step, chapter) {
        (Step::First, _) => Text::HistoryFirst,
        (Step::PreviousRound, Chapter::Round) if inside => Text::HistoryRoundStart,
        (Step::PreviousRound, Chapter::Turn) if inside => Text::HistoryTurnStart,
        (Step::PreviousRound, Chapter::Round) => Text::HistoryPreviousRound,
        (Step::PreviousRound, Chapter::Turn) => Text::HistoryPreviousTurn,
        (Step::Previous, _) => Text::HistoryPrevious,
        (Step::Next, _) => Text::HistoryNext,
        (Step::NextRound, Chapter::Round) => Text::HistoryNextRound,
        (Step::NextRound, Chapter::Turn) => Text::HistoryNextTurn,
        (Step::Now, _) => Text::BackToNow,
    }
}

/// The position shown: the past one looked at, else now (as `table` reads it: the late copy
/// reads it once the frame that shows a change is drawn).
fn shown_at<G: Chapters>(table: Table<G>) -> usize {
    table.shown_at().unwrap_or_else(|| table.with_now(|g, _| g.moves()))
}

/// The controls, the slider and (looking back) the bar that says so. They show the game as
/// `late` reads it: they catch up just after the frame that shows a move or a step back, as the
/// panels below the map do (their slider and numbers were a fifth of a move's frame, its
/// layout and paint; issue 22). What a control does is worked out from `store`, the game as it
/// is, so a tap or a key during that frame steps from where the game really is. A screen
/// without a late copy passes the table itself as `late`.
#[component]
pub fn HistoryBar<G: Chapters>(
    /// The game.
    store: Table<G>,
    /// The game read one frame late ([`Table::later`]), or `store` itself.
    late: Table<G>,
) -> impl IntoView {
    let timeline = Memo::new(move |_| late.with_now(Timeline::of));
    let now = move || timeline.with(|t| t.now);
    // Read only by a control, at its tap: worked out then, never in a move's frame.
    let fresh = Memo::new(move |_| store.with_now(Timeline::of));
    let go = move |step: Step| {
        let at = store.past.with_untracked(|p| p.as_ref().map(|p| p.at));
        let at = at.unwrap_or_else(|| fresh.with_untracked(|t| t.now));
        store.view_at(fresh.with_untracked(|t| t.step(at, step)));
    };
    // The keys on the controls; ← and → anywhere while looking back (not in a form field).
    let on_key = move |e: ev::KeyboardEvent| {
        if e.ctrl_key() || e.meta_key() || e.alt_key() {
            return;
        }
        if let Some(step) = Step::of_key(&e.key()) {
            e.prevent_default();
            go(step);
        }
    };
    let handle = window_event_listener(ev::keydown, move |e| {
        let arrow = matches!(e.key().as_str(), "ArrowLeft" | "ArrowRight");
        if arrow
            && store.past.with_untracked(Option::is_some)
            && !typed_in(&e, false)
            && !e.default_prevented()
        {
            on_key(e);
        }
    });
    on_cleanup(move || handle.remove());
    let buttons = Step::ALL.map(|step| {
        let disabled = move || {
            let at = shown_at(late);
            if step.backwards() { at == 0 } else { at >= now() }
        };
        // `<<` says where it leads from the position shown: this round's start, or the one before.
        let text = move || {
            let inside = step == Step::PreviousRound && timeline.with(|t| t.inside(shown_at(late)));
            t(lang(), step_text(step, G::CHAPTER, inside))
        };
        view! {
            <button class="history-step" data-step=step.symbol() disabled=disabled
                title=text aria-label=text
                on:click=move |_| go(step)>
                {step.symbol()}
            </button>
        }
    });
    let viewing = move || {
        late.shown_at().map(|at| {
            view! {
                <div class="viewing-past" role="status" data-at=at>
                    <span>{move || i18n::viewing(lang(), at, now())}</span>
                    " — "
                    <button class="back-to-now" on:click=move |_| store.back_to_now()>
                        {tr(Text::BackToNow)}
                    </button>
                </div>
            }
        })
    };
    view! {
        {viewing}
        <nav class="history" aria-label=tr(Text::HistoryNav) on:keydown=on_key>
            {buttons}
            <input type="range" class="history-slider" min="0" max=move || now().to_string()
                prop:value=move || shown_at(late).to_string()
                aria-label=tr(Text::HistorySlider)
                aria-valuetext=move || i18n::viewing(lang(), shown_at(late), now())
                on:input:target=move |e| {
                    if let Ok(at) = e.target().value().parse::<usize>() {
                        store.view_at(at);
                    }
                } />
            <output class="history-at">{move || format!("{} / {}", shown_at(late), now())}</output>
        </nav>
    }
}
