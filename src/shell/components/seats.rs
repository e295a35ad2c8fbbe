//! The seats of any game's new-game form: a row per seat (its colour, "Player N", the name and
//! who plays it: a person or the computer at one of the game's levels), and the form's end (the
//! seed, the error, start and back). A game names its levels and their values in the form; the
//! rows and the footer are written here once.

use leptos::prelude::*;

use crate::i18n::{Text, t};
use crate::shell::components::language::{lang, tr};
use crate::shell::components::seed::SeedField;
use crate::shell::view_model::colors;

/// The seats' rows (`<li class="player-row">`, for the form's `<ol class="players">`): a row per
/// name in `names`, each with who plays it (`seats`: a person, `None`, or the computer at one of
/// the game's `levels`, whose value in the form is its `key`). With `min_seats`, a seat can be
/// removed while there are more than that many; `on_removed` then hears how many are left.
#[component]
pub fn SeatRows<L>(
    /// The seats' names, one a seat.
    names: RwSignal<Vec<String>>,
    /// Who plays each seat (a seat past its end is a person's).
    seats: RwSignal<Vec<Option<L>>>,
    /// The computer's levels the form offers after "person", in order, each with its words.
    levels: &'static [(L, Text)],
    /// A level's value in the form (browser tests choose by it).
    key: fn(L) -> &'static str,
    /// The fewest seats: with it, each seat has a remove button while there are more.
    #[prop(optional)]
    min_seats: Option<usize>,
    /// Told the number of seats left after one is removed.
    #[prop(optional)]
    on_removed: Option<Callback<usize>>,
) -> impl IntoView
where
    L: Copy + Send + Sync + 'static,
{
    let count = Memo::new(move |_| names.with(Vec::len));
    let row = move |i: usize, count: usize| {
        let label = move || format!("{} {}", t(lang(), Text::PlayerName), i + 1);
        let remove = min_seats.filter(|&min| count > min).map(|_| {
            view! {
                <button class="remove-player" on:click=move |_| {
                    names.update(|l| if i < l.len() { l.remove(i); });
                    seats.update(|s| if i < s.len() { s.remove(i); });
                    if let Some(told) = on_removed {
                        told.run(names.with(Vec::len));
                    }
                }>{tr(Text::RemovePlayer)}</button>
            }
        });
        view! {
            <li class="player-row">
                <label>
                    <span class="seat" data-seat=i>
                        <span class="seat-swatch" style:background=colors::seat(i).fill></span>
                        {label}
                    </span>
                    <input type="text" class="player-name" maxlength="24"
                        prop:value=move || names.with(|l| l.get(i).cloned().unwrap_or_default())
                        on:input:target=move |ev| {
                            let value = ev.target().value();
                            names.update(|l| if let Some(n) = l.get_mut(i) { *n = value });
                        } />
                </label>
                <select class="player-kind"
                    aria-label=move || format!("{} {} {}", t(lang(), Text::PlayedBy), t(lang(), Text::PlayerName), i + 1)
                    prop:value=move || seats.with(|s| s.get(i).copied().flatten().map_or("person", key))
                    on:change:target=move |ev| {
                        let value = ev.target().value();
                        let chosen = levels.iter().map(|&(l, _)| l).find(|&l| key(l) == value);
                        seats.update(|s| {
                            if s.len() <= i { s.resize(i + 1, None) }
                            s[i] = chosen;
                        });
                    }>
                    <option value="person">{tr(Text::Person)}</option>
                    {levels.iter().map(|&(level, text)| view! {
                        <option value=key(level)>{tr(text)}</option>
                    }).collect_view()}
                </select>
                {remove}
            </li>
        }
    };
    move || {
        let count = count.get();
        (0..count).map(|i| row(i, count)).collect_view()
    }
}

/// The end of a new-game form: the seed with what it decides (`note`), why the game could not
/// start (`problem`), and the start and back buttons.
#[component]
pub fn FormEnd(
    /// The seed of the new game.
    seed: RwSignal<u64>,
    /// What the seed decides.
    note: Text,
    /// Why the game could not start, if it could not.
    problem: Signal<Option<String>>,
    /// Starts the game.
    on_start: impl Fn() + 'static,
    /// Back to the start screen.
    on_back: impl Fn() + 'static,
) -> impl IntoView {
    view! {
        <SeedField seed note />
        <p class="error" role="alert">{move || problem.get()}</p>
        <div class="start-actions">
            <button class="big-button primary start-game" on:click=move |_| on_start()>
                {tr(Text::StartGame)}
            </button>
            <button class="big-button" on:click=move |_| on_back()>{tr(Text::Back)}</button>
        </div>
    }
}
