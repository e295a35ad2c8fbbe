//! A game of Trambahn in the app (issue 24): the form that sets one up, and its screen — the
//! table ([`TrambahnTable`]), the history browser ([`HistoryBar`], issue 49), undo and redo,
//! the computer's seat, two-tab safety, export and share — through the same store and
//! persistence as 1840 ([`Table`]).
//!
//! The form sets names, a person or a computer's level per seat, who starts and the seed. The
//! table is read through [`Table::with_shown`], so that looking back shows the past position.
//! The computer's seat ([`bot_move`]) is the engine's bot seeded by the game's seed and the
//! move number (`decision_rng`); a `strong` seat thinks in slices through `strong::Search`, to
//! the same move, and the shell's driver (`drive_computer`) plays it, never while looking back.

use game_core::decision_rng;
use leptos::prelude::*;
use rand_chacha::ChaCha8Rng;
use trambahn_engine::bot::strong::{Search, Strong};
use trambahn_engine::bot::{self, Level};
use trambahn_engine::{Action, Game, RulesVersion, Setup, SetupError};

use crate::games::trambahn::components::TrambahnTable;
use crate::i18n::{self, Text, t};
use crate::shell::components::bots::{ComputerSeat, Decision};
use crate::shell::components::language::{lang, tr};
use crate::shell::components::seats::{FormEnd, SeatRows};
use crate::shell::components::table_screen::TableScreen;
use crate::shell::store::Table;

/// A Trambahn game being played.
pub type TrambahnStore = Table<Game>;

/// The computer's move now, when the seat to move is the computer's: one of the moves the
/// engine offers (worked out at once; the page thinks for a `strong` seat in slices, through
/// the shell's driver, to the same move).
pub fn bot_move(game: &Game) -> Option<Action> {
    if game.is_over() {
        return None;
    }
    let level = game.setup().bot(game.state().current)?;
    bot::choose(game, level, &mut decision_rng(game))
}

/// Trambahn's computer: a `strong` seat's search is thought out in slices; the other levels
/// move at once (the shell's driver plays either, `drive_computer`).
impl ComputerSeat for Game {
    type Search = Search<ChaCha8Rng>;

    fn computer_decision(&self) -> Option<Decision<Action, Self::Search>> {
        if self.is_over() {
            return None;
        }
        match self.setup().bot(self.state().current)? {
            Level::Strong => {
                Some(Decision::Think(Strong::default().search(self.state(), decision_rng(self))))
            }
            _ => bot_move(self).map(Decision::Now),
        }
    }

    fn step(search: &mut Self::Search) -> Option<Option<Action>> {
        search.step(1)
    }
}

/// The screen of a Trambahn game: the shell's frame around its table (with the note of a game
/// started under the first reading of the rules).
#[component]
pub fn TrambahnScreen(
    /// The game.
    table: TrambahnStore,
    /// Back to the start screen.
    on_leave: impl Fn() + Send + Sync + 'static,
) -> impl IntoView {
    // The game as shown (the past position the history browser looks at, else now), copied
    // once per move or step: a derived signal would copy it on every read.
    let game: Signal<Game> =
        Memo::new_with_compare(move |_| table.with_shown(Game::clone), |_, _| true).into();
    let looking_back = Signal::derive(move || table.viewing_past());
    let jump = Callback::new(move |at: usize| table.view_at(at));
    let error: Signal<Option<trambahn_engine::Refusal>> = table.error.into();
    let play = Callback::new(move |action: Action| table.dispatch(action));
    let undo = Callback::new(move |()| table.undo_turn());
    let can_undo = Signal::derive(move || table.game.with(|g| !g.actions().is_empty()));
    let thinking = Signal::derive(move || {
        let now = table.game.with(|g| g.actions().len());
        table.thinking.get() == Some(now)
    });
    // A game started under the first reading of the rules goes on under it (issue 49):
    // said, so that its points and its tram display are not taken for a fault.
    let note = ViewFn::from(move || {
        view! {
            <Show when=move || table.game.with(|g| g.state().rules == RulesVersion::First)>
                <p class="note tb-first-rules" data-rules="1">{tr(Text::TbFirstRulesNote)}</p>
            </Show>
        }
    });
    view! {
        <TableScreen table name="trambahn" title=Text::GameTrambahn note on_leave=Callback::new(move |()| on_leave())>
            <TrambahnTable game error play undo can_undo thinking looking_back jump />
        </TableScreen>
    }
}

/// Trambahn's computer levels in the form ("greedy", not 1840's "steady"): the values are
/// the engine's names of the levels.
const LEVELS: &[(Level, Text)] = &[
    (Level::Random, Text::BotRandom),
    (Level::Greedy, Text::BotSteady),
    (Level::Strong, Text::BotStrong),
];

/// The seats a new game starts from: two people (issue 49: a table that wants pass-and-play
/// never starts against the computer unnoticed; the computer is one choice away).
fn first_seats() -> Vec<Option<Level>> {
    vec![None, None]
}

/// Who plays, as `data-seats` says it for tests ("people", "computer", "computers").
fn seats_key(seats: crate::games::Seats) -> &'static str {
    match seats {
        crate::games::Seats::People => "people",
        crate::games::Seats::Computer(_) => "computer",
        crate::games::Seats::Computers => "computers",
    }
}

/// Who plays the game the form sets up, said plainly: "Anna and Bruno play on this device,
/// …", "Anna plays against the computer (strong), named Bruno."
fn who_plays(lang: i18n::Lang, names: &[String], seats: &[Option<Level>]) -> String {
    let name = |i: usize| names.get(i).map_or("", |n| n.trim()).to_owned();
    match crate::games::seats_of(seats) {
        crate::games::Seats::People => {
            t(lang, Text::TbWhoPeople).replace("{a}", &name(0)).replace("{b}", &name(1))
        }
        crate::games::Seats::Computer(level) => {
            let bot = usize::from(seats.first().copied().flatten().is_none());
            t(lang, Text::TbWhoComputer)
                .replace("{person}", &name(1 - bot))
                .replace("{bot}", &name(bot))
                .replace("{level}", i18n::bot_level(lang, level))
        }
        crate::games::Seats::Computers => {
            t(lang, Text::TbWhoComputers).replace("{a}", &name(0)).replace("{b}", &name(1))
        }
    }
}

/// The form for a new game of Trambahn: two seats (names, a person or the computer), who
/// starts, and the seed.
#[component]
pub fn NewTrambahn(
    /// Starts the game; the answer is why it could not start.
    on_start: impl Fn(Setup) -> Option<SetupError> + 'static,
    /// Back to the start screen.
    on_back: impl Fn() + 'static,
) -> impl IntoView {
    let defaults: Vec<String> =
        t(lang(), Text::DefaultNames).split(',').take(2).map(str::to_owned).collect();
    let names = RwSignal::new(defaults);
    let seats = RwSignal::new(first_seats());
    let seed = RwSignal::new(crate::shell::components::seed::fresh_seed());
    let error = RwSignal::new(None::<SetupError>);
    let swap = move |_| {
        names.update(|l| l.swap(0, 1));
        seats.update(|s| s.swap(0, 1));
    };
    let start = move || {
        let list = names.get();
        let mut setup = Setup::new(
            list.first().map_or("", |s| s.trim()),
            list.get(1).map_or("", |s| s.trim()),
            seed.get(),
        );
        let bots = seats.get();
        if bots.iter().any(Option::is_some) {
            setup.bots = bots;
        }
        // Starting a game replaces this form, so its signal may be gone by then.
        let message = on_start(setup);
        error.try_set(message);
    };
    view! {
        <section class="new-game new-trambahn">
            <h2>{tr(Text::NewTrambahnHeading)}</h2>
            <p class="note">{tr(Text::TrambahnIntro)}</p>
            <ol class="players"><SeatRows names seats levels=LEVELS key=Level::name /></ol>
            <p class="who-plays" data-seats=move || seats.with(|s| seats_key(crate::games::seats_of(s)))>
                {move || names.with(|n| seats.with(|s| who_plays(lang(), n, s)))}
            </p>
            <p class="note starts-first">
                {move || names.with(|l| {
                    let name = |i: usize| l.get(i).map_or("", |n| n.trim()).to_owned();
                    t(lang(), Text::StartsFirst).replace("{name}", &name(0)).replace("{other}", &name(1))
                })}
            </p>
            <button class="swap-seats" on:click=swap>{tr(Text::SwapSeats)}</button>
            <FormEnd seed note=Text::TrambahnSeedNote on_start=start on_back
                problem=Signal::derive(move || error.get().map(|e| i18n::trambahn_setup_problem(lang(), &e))) />
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The computer plays only its own seat, a move the engine offers, the same move again in
    /// the same position; a game of two computers ends by the driver's moves alone.
    #[test]
    fn the_computer_plays_its_seat_with_moves_on_offer_to_the_end() {
        let mut setup = Setup::new("Anna", "Bruno", 5);
        setup.bots = vec![None, Some(Level::Greedy)];
        let game = Game::new(setup.clone()).unwrap();
        assert_eq!(bot_move(&game), None, "Anna (a person) starts");
        setup.bots = vec![Some(Level::Random), Some(Level::Greedy)];
        let mut game = Game::new(setup).unwrap();
        let mut moves = 0;
        while let Some(action) = bot_move(&game) {
            assert!(game.available().contains(&action));
            assert_eq!(bot_move(&game), Some(action.clone()), "the same position, the same move");
            game.apply(&action).unwrap();
            moves += 1;
            assert!(moves < 5000, "a game ends");
        }
        assert!(game.is_over());
    }

    /// Issue 49: the form starts from two people, and says plainly who plays whatever the
    /// seats are.
    #[test]
    fn a_new_game_starts_from_two_people_and_says_who_plays() {
        let names = vec!["Anna".to_owned(), "Bruno".to_owned()];
        assert_eq!(crate::games::seats_of(&first_seats()), crate::games::Seats::People);
        assert_eq!(
            who_plays(i18n::Lang::En, &names, &first_seats()),
            "Anna and Bruno play on this device, passing it on at each turn; each hand stays \
             hidden until its player taps."
        );
        assert_eq!(
            who_plays(i18n::Lang::En, &names, &[None, Some(Level::Strong)]),
            "Anna plays against the computer (strong), named Bruno."
        );
        assert_eq!(
            who_plays(i18n::Lang::De, &names, &[Some(Level::Greedy), None]),
            "Bruno spielt gegen den Computer (solide) namens Anna."
        );
        assert_eq!(
            who_plays(i18n::Lang::Es, &names, &[Some(Level::Random), Some(Level::Strong)]),
            "El ordenador juega los dos puestos: Anna y Bruno."
        );
    }

    /// The page's strong seat, thinking in slices, plays the move worked out at once.
    #[test]
    fn the_strong_seat_thinking_in_slices_plays_the_move_made_at_once() {
        let mut setup = Setup::new("Anna", "Bruno", 9);
        setup.bots = vec![Some(Level::Strong), Some(Level::Greedy)];
        let game = Game::new(setup).unwrap();
        let Some(Decision::Think(mut search)) = game.computer_decision() else {
            panic!("a strong seat to move thinks")
        };
        let sliced = loop {
            if let Some(choice) = <Game as ComputerSeat>::step(&mut search) {
                break choice;
            }
        };
        assert_eq!(sliced, bot_move(&game));
        assert!(sliced.is_some());
    }
}
