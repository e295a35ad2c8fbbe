//! The computer's seats (issue 20): when a seat the set-up gives to a bot must decide, the bot
//! moves by itself after a pause the table can follow (the controls that pause it and set its
//! pace, and its thinking in slices, are every game's: `shell::components::bots`).
//! The bots are the engine's (`tramways_engine::bot`); the app only asks them and plays the
//! move they choose, which is always one the engine offers.
//!
//! [`bot_move`] is a bot's move, seeded by the engine's `decision_rng` (the game's seed and the
//! move number); a `strong` seat's search is thought in slices, to the same move, and
//! [`BotDriver`] hands 1840's [`ComputerSeat`] to the shell's `drive_computer`. The set-up's
//! `bots` says which seats are bots. [`HintPanel`]: the `strong` bot's move for the person to
//! move ([`ask_hint`], kept in the store's `hint` stamped with the move count), worded from
//! `bot::hint::Reason` and drawn on the map by `map::overlay`'s `HintMark` and `HintOutline`;
//! nothing is played unless asked.

use leptos::prelude::*;
use tramways_engine::bot::strong::Search;
use tramways_engine::bot::{self, Level, decision_rng};
use tramways_engine::game::{Action, Game};

use crate::games::vienna::store::Store;
use crate::i18n::{self, Text, t};
use crate::shell::components::bots::{ComputerSeat, Decision, drive_computer, in_slices};
use crate::shell::components::language::lang;

/// The move the computer makes now, when the seat that decides is a bot's (worked out at once;
/// the page thinks for a `strong` bot in slices, [`BotDriver`], to the same move).
pub fn bot_move(game: &Game) -> Option<Action> {
    if game.is_over() {
        return None;
    }
    let player = game.decider()?;
    let level = game.setup().bot(player)?;
    let observation = game.state().observation(player);
    level.bot().choose(&observation, &mut decision_rng(game))
}

/// 1840's computer: a `strong` seat's search is thought out in slices; the other levels move
/// at once (the shell's driver plays either, `drive_computer`).
impl ComputerSeat for Game {
    type Search = Search;

    fn computer_decision(&self) -> Option<Decision<Action, Search>> {
        let player = self.decider()?;
        match self.setup().bot(player)? {
            Level::Strong => bot::strong_search(self).map(Decision::Think),
            _ => bot_move(self).map(Decision::Now),
        }
    }

    fn step(search: &mut Search) -> Option<Option<Action>> {
        search.step(1)
    }
}

/// Whether the game still has `moves` moves (no move, undo or other game meanwhile).
fn still_at(store: Store, moves: usize) -> bool {
    store.game.try_with_untracked(|g| g.actions().len()) == Some(moves)
}

/// Thinks out the hint for the person to move in slices, then shows it; gives up when the game
/// changes meanwhile (a move, an undo, the page left).
fn think_hint(store: Store, moves: usize, mut search: Search) {
    // Set once per decision: every set would redraw what depends on it.
    if store.thinking.get_untracked() != Some(moves) {
        store.thinking.set(Some(moves));
    }
    let step = move || {
        search.step(1)?;
        Some(search.hint())
    };
    in_slices(
        step,
        move || still_at(store, moves),
        move |answer| {
            let Some(hint) = answer else {
                store.done_thinking(moves);
                return;
            };
            store.thinking.set(None);
            if let Some(hint) = hint {
                store.hint.set(Some((moves, hint)));
            }
        },
    );
}

/// Asks the `strong` bot what the person to move should play: thinks in slices as for its own
/// seats, then shows the hint ([`HintPanel`]); nothing is played.
pub fn ask_hint(store: Store) {
    let asked = store.game.with_untracked(|g| {
        person_to_move(g).then(|| bot::strong_search(g)).flatten().map(|s| (g.actions().len(), s))
    });
    if let Some((moves, search)) = asked {
        store.hint.set(None);
        think_hint(store, moves, search);
    }
}

/// Plays the computer's seats (the shell's driver, with 1840's [`ComputerSeat`]).
#[component]
pub fn BotDriver(store: Store) -> impl IntoView {
    drive_computer(*store);
}

/// Whether the seat to move is a person's, in a game not over.
fn person_to_move(game: &Game) -> bool {
    !game.is_over() && game.decider().is_some_and(|p| game.setup().bot(p).is_none())
}

/// "Hint": the person to move asks what the `strong` computer would play; the move is shown
/// (on the map too, for a lay or a station) with the reason, and played only if asked.
#[component]
pub fn HintPanel(store: Store) -> impl IntoView {
    let moves = move || store.with_now(|g, _| g.actions().len());
    let asking = move || store.with_now(|g, _| person_to_move(g));
    let thinking = move || asking() && store.thinking.get() == Some(moves());
    let panel = move || {
        let hint = store.hint_now()?;
        let lang = lang();
        let label = store.with_now(|g, _| i18n::action_label(lang, &hint.action, g.state()));
        let reason = i18n::advice(lang, &hint.reason);
        let outlook = hint.outlook.map(|(futures, margin)| {
            view! { <p class="hint-outlook">{i18n::outlook(lang, futures, margin)}</p> }
        });
        let action = hint.action.clone();
        Some(view! {
            <div class="hint-panel" role="status" data-action=crate::games::vienna::components::game_screen::action_data(&hint.action)>
                <p class="hint-move"><b>{t(lang, Text::HintHeading)}</b>" "{label}</p>
                <p class="hint-reason">{reason}</p>
                {outlook}
                <div class="hint-buttons">
                    <button class="play-hint" on:click=move |_| store.dispatch(action.clone())>
                        {t(lang, Text::PlayHint)}
                    </button>
                    <button class="close-hint" on:click=move |_| store.hint.set(None)>
                        {t(lang, Text::CloseHint)}
                    </button>
                </div>
            </div>
        })
    };
    view! {
        <Show when=asking>
            <div class="hint-box">
                <button class="ask-hint" on:click=move |_| ask_hint(store) disabled=thinking
                    aria-busy=move || thinking().to_string()>
                    {move || t(lang(), if thinking() { Text::Thinking } else { Text::Hint })}
                </button>
                {panel}
            </div>
        </Show>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::TableGame;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;
    use tramways_engine::bot::Level;
    use tramways_engine::game::Setup;

    /// A bot's seat moves by itself with a move on offer, the same move every time for the
    /// same position; a person's seat is never played for.
    #[test]
    fn the_computer_plays_only_its_seats_with_moves_on_offer() {
        let mut setup = Setup::new(&["Anna", "Bot 1", "Bot 2"], 11);
        setup.bots = vec![None, Some(Level::Steady), Some(Level::Random)];
        let mut game = Game::new(setup).unwrap();
        let mut persons = 0;
        for _ in 0..400 {
            let Some(player) = game.decider() else { break };
            match bot_move(&game) {
                Some(action) => {
                    assert!(game.setup().bot(player).is_some());
                    assert!(game.available().allows(&action), "{action:?}");
                    assert_eq!(bot_move(&game), Some(action.clone()), "deterministic");
                    game.apply(&action).unwrap();
                }
                None => {
                    assert_eq!(game.setup().bot(player), None);
                    persons += 1;
                    let action = tramways_engine::selfplay::random_move(
                        &game,
                        &mut ChaCha8Rng::seed_from_u64(persons),
                    )
                    .unwrap();
                    game.apply(&action).unwrap();
                }
            }
        }
        assert!(persons > 0 && game.actions().len() as u64 > persons);
        assert!(TableGame::has_bots(&game));
    }

    /// A strong seat's decision is a search (thought in slices) that ends on the move the
    /// engine's strong bot makes at once; a steady seat's is made at once; a person's is none.
    #[test]
    fn a_strong_seat_thinks_to_the_move_a_quick_one_makes_at_once() {
        let mut setup = Setup::new(&["Anna", "Bot 1", "Bot 2"], 5);
        setup.bots = vec![Some(Level::Strong), Some(Level::Steady), None];
        let game = Game::new(setup).unwrap();
        let Some(Decision::Think(mut search)) = game.computer_decision() else {
            panic!("the strong seat decides first and thinks");
        };
        let thought = loop {
            if let Some(answer) = <Game as ComputerSeat>::step(&mut search) {
                break answer;
            }
        };
        assert_eq!(thought, bot_move(&game));
        let mut game = game;
        game.apply(&thought.expect("a move")).unwrap();
        while game.decider() == Some(0) {
            let action = bot_move(&game).unwrap();
            game.apply(&action).unwrap();
        }
        match (game.decider(), game.computer_decision()) {
            (Some(1), Some(Decision::Now(action))) => assert_eq!(Some(action), bot_move(&game)),
            (Some(2), None) => {}
            other => panic!("unexpected {:?}", other.0),
        }
    }
}
