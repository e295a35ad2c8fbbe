//! A game of Russian Railroads in the app (issue 53): the form that sets one up (2 to 4 seats,
//! each a person or the computer at a level) and its screen — the table
//! ([`RailroadsTable`](super::RailroadsTable)), the history browser, undo and redo, the
//! computer's seats, two-tab safety, files and links — through the store and persistence every
//! game shares ([`Table`]).
//!
//! The computer's seat ([`bot_move`]) is the engine's bot seeded by the game's seed and the
//! move number (`decision_rng`); a `strong` seat thinks a future at a time through
//! `strong::Search`, to the same move, and the shell's driver (`drive_computer`) plays it,
//! never while looking back.

use game_core::decision_rng;
use leptos::prelude::*;
use rand_chacha::ChaCha8Rng;
use russian_railroads_engine::bot::strong::{Search, Strong};
use russian_railroads_engine::bot::{self, Level};
use russian_railroads_engine::{Action, Game, Setup, SetupError};

use super::RailroadsTable;
use crate::games::railroads::words as rw;
use crate::i18n::words::w;
use crate::i18n::{Text, t};
use crate::shell::components::bots::{ComputerSeat, Decision};
use crate::shell::components::language::{lang, tr};
use crate::shell::components::seats::{FormEnd, SeatRows};
use crate::shell::components::table_screen::TableScreen;
use crate::shell::store::Table;

/// A Russian Railroads game being played.
pub type RailroadsStore = Table<Game>;

/// The computer's move now, when the seat deciding is the computer's: one of the moves the
/// engine offers (worked out at once; the page thinks for a `strong` seat a future at a time,
/// through the shell's driver, to the same move).
pub fn bot_move(game: &Game) -> Option<Action> {
    let seat = game.state().decider()?;
    let level = game.setup().bot(seat)?;
    bot::choose(game, level, &mut decision_rng(game))
}

/// Russian Railroads' computer: a `strong` seat's search is thought out a future at a time;
/// the other levels move at once (the shell's driver plays either, `drive_computer`).
impl ComputerSeat for Game {
    type Search = Search<ChaCha8Rng>;

    fn computer_decision(&self) -> Option<Decision<Action, Self::Search>> {
        let seat = self.state().decider()?;
        match self.setup().bot(seat)? {
            Level::Strong => {
                Some(Decision::Think(Strong::default().search(self.state(), decision_rng(self))))
            }
            _ => bot_move(self).map(Decision::Now),
        }
    }

    fn step(search: &mut Self::Search) -> Option<Option<Action>> {
        search.step()
    }
}

/// The screen of a Russian Railroads game: the shell's frame around its table.
#[component]
pub fn RailroadsScreen(
    /// The game.
    table: RailroadsStore,
    /// Back to the start screen.
    on_leave: impl Fn() + Send + Sync + 'static,
) -> impl IntoView {
    view! {
        <TableScreen table name="railroads" title=Text::GameRailroads on_leave=Callback::new(move |()| on_leave())>
            <RailroadsTable table />
        </TableScreen>
    }
}

/// The computer's levels in the form, with the shell's words; the values are the engine's
/// names of the levels.
const LEVELS: &[(Level, Text)] = &[
    (Level::Random, Text::BotRandom),
    (Level::Steady, Text::BotSteady),
    (Level::Strong, Text::BotStrong),
];

/// The seats a new game starts from: a person and three computer players at the steady level
/// (the computer is one choice away from a person, and a seat one tap from leaving).
fn first_seats() -> Vec<Option<Level>> {
    vec![None, Some(Level::Steady), Some(Level::Steady), Some(Level::Steady)]
}

/// The most seats.
const MAX_SEATS: usize = 4;
/// The fewest seats.
const MIN_SEATS: usize = 2;

/// The set-up the form makes of its names, seats and seed (names trimmed; no bots when every
/// seat is a person's).
fn setup_of(names: &[String], seats: &[Option<Level>], seed: u64) -> Setup {
    let trimmed: Vec<&str> = names.iter().map(|n| n.trim()).collect();
    let mut setup = Setup::new(&trimmed, seed);
    let bots: Vec<Option<Level>> =
        (0..names.len()).map(|i| seats.get(i).copied().flatten()).collect();
    if bots.iter().any(Option::is_some) {
        setup.bots = bots;
    }
    setup
}

/// The form for a new game of Russian Railroads: 2 to 4 seats (names, a person or the
/// computer), and the seed.
#[component]
pub fn NewRailroads(
    /// Starts the game; the answer is why it could not start.
    on_start: impl Fn(Setup) -> Option<SetupError> + 'static,
    /// Back to the start screen.
    on_back: impl Fn() + 'static,
) -> impl IntoView {
    let defaults: Vec<String> =
        t(lang(), Text::DefaultNames).split(',').take(MAX_SEATS).map(str::to_owned).collect();
    let names = RwSignal::new(defaults);
    let seats = RwSignal::new(first_seats());
    let seed = RwSignal::new(crate::shell::components::seed::fresh_seed());
    let error = RwSignal::new(None::<SetupError>);
    let add = move |_| {
        let more = names.with(|n| n.len() < MAX_SEATS);
        if more {
            let next = names.with(Vec::len);
            let name = t(lang(), Text::DefaultNames).split(',').nth(next).map_or_else(
                || format!("{} {}", t(lang(), Text::PlayerName), next + 1),
                str::to_owned,
            );
            names.update(|n| n.push(name));
            seats.update(|s| {
                s.resize(next, None);
                s.push(Some(Level::Steady));
            });
        }
    };
    let start = move || {
        let setup = names.with(|n| seats.with(|s| setup_of(n, s, seed.get())));
        // Starting a game replaces this form, so its signal may be gone by then.
        let message = on_start(setup);
        error.try_set(message);
    };
    view! {
        <section class="new-game new-railroads">
            <h2>{move || w!(lang(), railroads.ui.new_heading)}</h2>
            <p class="note">{move || w!(lang(), railroads.ui.intro)}</p>
            <ol class="players">
                <SeatRows names seats levels=LEVELS key=Level::name min_seats=MIN_SEATS />
            </ol>
            <Show when=move || names.with(|n| n.len() < MAX_SEATS)>
                <button class="add-player" on:click=add>{tr(Text::AddPlayer)}</button>
            </Show>
            <p class="note rr-seats-note">{move || w!(lang(), railroads.ui.seats_note)}</p>
            <FormEnd seed note=Text::SeedNote on_start=start on_back
                problem=Signal::derive(move || error.get().map(|e| rw::setup_problem(lang(), &e))) />
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The computer plays only its own seats, a move the engine offers, the same move again in
    /// the same position; a game of computers ends by the driver's moves alone.
    #[test]
    fn the_computer_plays_its_seats_with_moves_on_offer_to_the_end() {
        let names = ["Anna", "Boris", "Clara"];
        let mut setup = Setup::new(&names, 5);
        setup.bots = vec![None, Some(Level::Steady), Some(Level::Random)];
        let game = Game::new(setup.clone()).expect("a set-up");
        let first = game.state().decider().expect("someone decides");
        assert_eq!(bot_move(&game).is_some(), game.setup().bot(first).is_some());
        setup.bots = vec![Some(Level::Random), Some(Level::Steady), Some(Level::Random)];
        let mut game = Game::new(setup).expect("a set-up");
        let mut moves = 0;
        while let Some(action) = bot_move(&game) {
            assert!(game.available().contains(&action));
            assert_eq!(bot_move(&game), Some(action), "the same position, the same move");
            game.apply(&action).expect("an offered move");
            moves += 1;
            assert!(moves < 5000, "a game ends");
        }
        assert!(game.is_over());
    }

    /// The page's strong seat, thinking a future at a time, plays the move worked out at
    /// once, at every placement of the first rounds of a game.
    #[test]
    fn the_strong_seat_thinking_in_slices_plays_the_move_made_at_once() {
        let mut setup = Setup::new(&["Anna", "Boris"], 9);
        setup.bots = vec![Some(Level::Strong), Some(Level::Steady)];
        let mut game = Game::new(setup).expect("a set-up");
        let mut thought = 0;
        while game.state().round <= 2 && !game.is_over() {
            let Some(decision) = game.computer_decision() else { panic!("computers only") };
            let action = match decision {
                Decision::Now(action) => action,
                Decision::Think(mut search) => {
                    let mut steps = 0;
                    let sliced = loop {
                        steps += 1;
                        if let Some(choice) = <Game as ComputerSeat>::step(&mut search) {
                            break choice;
                        }
                    };
                    if steps > 1 {
                        thought += 1;
                    }
                    assert_eq!(sliced, bot_move(&game));
                    sliced.expect("a move")
                }
            };
            game.apply(&action).expect("an offered move");
        }
        assert!(thought > 3, "the strong seat thought in steps ({thought} times)");
    }

    /// The form's set-up: trimmed names, the computer's seats by seat, no bots for people only.
    #[test]
    fn the_form_sets_up_names_and_seats() {
        let names: Vec<String> = vec![" Anna ".into(), "Boris".into(), "Clara".into()];
        let setup = setup_of(&names, &first_seats(), 3);
        assert_eq!(setup.players, ["Anna", "Boris", "Clara"]);
        assert_eq!(setup.bots, vec![None, Some(Level::Steady), Some(Level::Steady)]);
        assert!(setup.check().is_ok());
        let people = setup_of(&names[..2], &[None, None], 3);
        assert!(people.bots.is_empty());
        assert_eq!(Game::new(people).expect("two people").state().player_count(), 2);
    }
}
