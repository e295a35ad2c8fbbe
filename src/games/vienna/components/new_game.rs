//! The new-game form: 2–6 players with names, the board, the rules (printed, or as on
//! 18xx.games: its rule options and its deal for the seed, with only the boards its exporter
//! accepts for the number of players) and the seed.

use leptos::prelude::*;
use tramways_engine::bot::Level;
use tramways_engine::data::BoardVariant;
use tramways_engine::data::game_tables::PlayerCount;
use tramways_engine::game::{Deal, RuleOptions, Setup, SetupError};

use crate::i18n::{self, Text, t};
use crate::shell::components::language::{lang, tr};
use crate::shell::components::seats::{FormEnd, SeatRows};
use crate::shell::components::seed::fresh_seed;
use crate::shell::persist::files::exportable_to_18xx;

/// The rules a new game is played by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Rules {
    /// The printed rulebook (the engine's default options and its own deal).
    Printed,
    /// As 18xx.games plays 1840: its rule options and its deal for the seed, so that the game
    /// can be exported there.
    EighteenXx,
}

/// The set-up the form describes, checked by the engine when the game starts.
fn setup_of(names: &[String], variant: BoardVariant, seed: u64, rules: Rules) -> Setup {
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    let mut setup = Setup::new(&refs, seed);
    setup.variant = variant;
    if rules == Rules::EighteenXx {
        setup.options = RuleOptions::eighteen_xx_games();
        // A wrong number of players has no deal; the engine says so when the game starts.
        setup.deal = setup.player_count().ok().map(|n| Deal::eighteen_xx_games(seed, variant, n));
    }
    setup
}

/// Whether the board can be chosen: any board for the printed rules; with the rules of
/// 18xx.games only the boards it has for the number of players (the engine's exporter decides).
fn board_allowed(names: &[String], variant: BoardVariant, rules: Rules) -> bool {
    rules == Rules::Printed || exportable_to_18xx(&setup_of(names, variant, 0, rules))
}

fn variant_key(v: BoardVariant) -> &'static str {
    match v {
        BoardVariant::Full => "full",
        BoardVariant::ThreePlayerSmall => "small",
        BoardVariant::TwoPlayer => "two",
    }
}

fn variant_of(key: &str) -> BoardVariant {
    match key {
        "small" => BoardVariant::ThreePlayerSmall,
        "two" => BoardVariant::TwoPlayer,
        _ => BoardVariant::Full,
    }
}

/// The first of the default `names` (comma-separated) that no seat has yet, so that an added seat
/// reads like the others ("David" beside "Anna, Bruno, Clara", not "Player 4").
fn next_default_name(names: &str, taken: &[String]) -> Option<String> {
    names
        .split(',')
        .find(|name| !taken.iter().any(|t| t.trim().eq_ignore_ascii_case(name)))
        .map(str::to_owned)
}

/// 1840's computer levels in the form ("steady", not Trambahn's "greedy"): the values are
/// the engine's names of the levels.
const LEVELS: &[(Level, Text)] = &[
    (Level::Random, Text::BotRandom),
    (Level::Steady, Text::BotSteady),
    (Level::Strong, Text::BotStrong),
];

/// The form. `on_start` receives a set-up; it answers with an error to show, if any.
#[component]
pub fn NewGame(
    /// Starts the game, or says why it cannot.
    on_start: impl Fn(Setup) -> Option<SetupError> + 'static,
    /// Back to the start screen.
    on_back: impl Fn() + 'static,
) -> impl IntoView {
    let defaults: Vec<String> =
        t(lang(), Text::DefaultNames).split(',').take(3).map(str::to_owned).collect();
    let names = RwSignal::new(defaults);
    // Who plays each seat: a person (`None`) or a bot of a level.
    let seats = RwSignal::new(Vec::<Option<Level>>::new());
    let variant = RwSignal::new(BoardVariant::ThreePlayerSmall);
    let rules = RwSignal::new(Rules::Printed);
    let seed = RwSignal::new(fresh_seed());
    let error = RwSignal::new(None::<SetupError>);
    // Follow the recommended board when the number of players changes.
    let set_count = move |n: usize| {
        names.update(|list| {
            while list.len() < n {
                let name =
                    next_default_name(t(lang(), Text::DefaultNames), list).unwrap_or_else(|| {
                        format!("{} {}", t(lang(), Text::PlayerName), list.len() + 1)
                    });
                list.push(name);
            }
            list.truncate(n);
        });
        seats.update(|s| s.resize(n, None));
        if let Ok(count) = PlayerCount::new(n as u8) {
            variant.set(count.recommended_board());
        }
    };
    // Follow the recommended board when a seat is removed.
    let removed = Callback::new(move |n: usize| {
        if let Ok(c) = PlayerCount::new(n as u8) {
            variant.set(c.recommended_board());
        }
    });
    let start = move || {
        let mut setup = setup_of(&names.get(), variant.get(), seed.get(), rules.get());
        let mut bots = seats.get();
        bots.resize(setup.players.len(), None);
        if bots.iter().any(Option::is_some) {
            setup.bots = bots;
        }
        // Starting a game replaces this form, so its signal may be gone by then.
        let message = on_start(setup);
        error.try_set(message);
    };
    // 18xx.games has fewer boards: a board it lacks gives way to the recommended one.
    let choose_rules = move |chosen: Rules| {
        rules.set(chosen);
        let allowed = names.with(|list| board_allowed(list, variant.get_untracked(), chosen));
        if !allowed && let Ok(c) = PlayerCount::new(names.with(Vec::len) as u8) {
            variant.set(c.recommended_board());
        }
    };
    let rule_options = [
        (Rules::Printed, "printed", Text::RulesPrinted),
        (Rules::EighteenXx, "18xx", Text::RulesEighteenXx),
    ];
    let boards = [
        (BoardVariant::Full, Text::BoardFull),
        (BoardVariant::ThreePlayerSmall, Text::BoardSmall),
        (BoardVariant::TwoPlayer, Text::BoardTwo),
    ];
    view! {
        <section class="new-game">
            <h2>{tr(Text::NewGameHeading)}</h2>
            <ol class="players"><SeatRows names seats levels=LEVELS key=Level::name min_seats=2 on_removed=removed /></ol>
            <button class="add-player"
                disabled=move || { names.with(Vec::len) >= 6 }
                on:click=move |_| { set_count(names.with(Vec::len) + 1); }>
                {tr(Text::AddPlayer)}
            </button>
            <label class="field">
                <span>{tr(Text::Board)}</span>
                <select class="board-choice"
                    prop:value=move || variant_key(variant.get())
                    on:change:target=move |ev| variant.set(variant_of(&ev.target().value()))>
                    {boards.into_iter().map(|(v, text)| view! {
                        <option value=variant_key(v)
                            disabled=move || names.with(|list| !board_allowed(list, v, rules.get()))>
                            {move || t(lang(), text)}
                        </option>
                    }).collect_view()}
                </select>
            </label>
            <fieldset class="rules-choice">
                <legend>{tr(Text::Rules)}</legend>
                {rule_options.into_iter().map(|(r, key, text)| view! {
                    <label class="rule-option">
                        <input type="radio" name="rules" value=key
                            prop:checked=move || rules.get() == r
                            aria-describedby=(r == Rules::EighteenXx).then_some("rules-18xx-note")
                            on:change=move |_| choose_rules(r) />
                        <span>{move || t(lang(), text)}</span>
                    </label>
                }).collect_view()}
                <p class="note rules-note" id="rules-18xx-note">{tr(Text::RulesEighteenXxNote)}</p>
            </fieldset>
            <FormEnd seed note=Text::SeedNote on_start=start on_back
                problem=Signal::derive(move || error.get().map(|e| i18n::setup_problem(lang(), &e))) />
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::next_default_name;

    #[test]
    fn an_added_seat_takes_the_next_default_name_nobody_has() {
        let names = "Anna,Bruno,Clara,David,Emma,Felix";
        let taken = |list: &[&str]| list.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>();
        assert_eq!(
            next_default_name(names, &taken(&["Anna", "Bruno", "Clara"])).as_deref(),
            Some("David")
        );
        // A typed name that is a default one is skipped, whatever its case or spaces.
        assert_eq!(
            next_default_name(names, &taken(&["Anna", " david ", "Clara"])).as_deref(),
            Some("Bruno")
        );
        assert_eq!(next_default_name(names, &taken(&names.split(',').collect::<Vec<_>>())), None);
    }
}
