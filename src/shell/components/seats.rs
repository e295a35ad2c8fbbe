//! The seats of any game's new-game form: a row per seat (its colour, "Player N", the name and
//! who plays it: a person or the computer at one of the game's levels), and the form's end (the
//! seed, the error, start and back). A game names its levels ([`SeatLevel`]); the rows and the
//! footer are written here once.

use leptos::prelude::*;

use crate::i18n::{Text, t};
use crate::shell::components::language::{lang, tr};
use crate::shell::components::seed::SeedField;
use crate::shell::view_model::colors;

/// A computer's level as a game's form offers it: its value in the form and back.
pub trait SeatLevel: Copy + Send + Sync + 'static {
    /// The levels the form offers after "person", in order: each option's value and its words.
    const CHOICES: &'static [(&'static str, Text)];
    /// The level's value in the form (one of [`SeatLevel::CHOICES`]).
    fn key(self) -> &'static str;
    /// The level of a value in the form; `None` for a person (or anything else).
    fn from_key(key: &str) -> Option<Self>;
}

/// The value of a seat's choice in the form: "person" or the computer's level.
fn seat_key<L: SeatLevel>(seat: Option<L>) -> &'static str {
    seat.map_or("person", L::key)
}

/// The seats' rows (`<li class="player-row">`, for the form's `<ol class="players">`): a row per
/// name in `names`, each with who plays it (`seats`: a person, `None`, or the computer at a
/// level). With `min_seats`, a seat can be removed while there are more than that many;
/// `on_removed` then hears how many are left.
#[component]
pub fn SeatRows<L: SeatLevel>(
    /// The seats' names, one a seat.
    names: RwSignal<Vec<String>>,
    /// Who plays each seat (a seat past its end is a person's).
    seats: RwSignal<Vec<Option<L>>>,
    /// The fewest seats: with it, each seat has a remove button while there are more.
    #[prop(optional)]
    min_seats: Option<usize>,
    /// Told the number of seats left after one is removed.
    #[prop(optional)]
    on_removed: Option<Callback<usize>>,
) -> impl IntoView {
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
                    prop:value=move || seats.with(|s| seat_key(s.get(i).copied().flatten()))
                    on:change:target=move |ev| {
                        let chosen = L::from_key(&ev.target().value());
                        seats.update(|s| {
                            if s.len() <= i { s.resize(i + 1, None) }
                            s[i] = chosen;
                        });
                    }>
                    <option value="person">{tr(Text::Person)}</option>
                    {L::CHOICES.iter().map(|&(value, text)| view! {
                        <option value=value>{tr(text)}</option>
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
