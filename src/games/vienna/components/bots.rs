//! The computer's seats (issue 20): when a seat the set-up gives to a bot must decide, the bot
//! moves by itself after a pause the table can follow (the controls that pause it and set its
//! pace, and its thinking in slices, are every game's: `shell::components::bots`).
//! The bots are the engine's (`tramways_engine::bot`); the app only asks them and plays the
//! move they choose, which is always one the engine offers.

use leptos::prelude::*;
use tramways_engine::bot::strong::Search;
use tramways_engine::bot::{self, Level, decision_rng};
use tramways_engine::game::{Action, Game};

use crate::games::vienna::store::Store;
use crate::games::vienna::view_model::game::by_bot;
use crate::i18n::{self, Text, t};
use crate::shell::components::bots::in_slices;
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

/// A `strong` decision for the bot's seat to move, to be worked out in slices.
fn strong_search(game: &Game) -> Option<Search> {
    let player = game.decider()?;
    (game.setup().bot(player)? == Level::Strong).then(|| bot::strong_search(game)).flatten()
}

/// What the computer thinks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Purpose {
    /// A move for its seat, played when found.
    Play,
    /// A hint for the person to move, shown when found.
    Hint,
}

/// Thinks on in slices, then plays the move or shows the hint; gives up when the game changes
/// meanwhile (an undo, a pause, the page left).
fn think(store: Store, moves: usize, mut search: Search, purpose: Purpose) {
    // Set once per decision: every set would redraw what depends on it.
    if store.thinking.get_untracked() != Some(moves) {
        store.thinking.set(Some(moves));
    }
    let step = move || {
        let done = search.step(1)?;
        Some((done, if purpose == Purpose::Hint { search.hint() } else { None }))
    };
    let due = move || match purpose {
        Purpose::Play => still_due(store, moves),
        Purpose::Hint => still_at(store, moves),
    };
    in_slices(step, due, move |answer| {
        let Some((done, hint)) = answer else {
            store.done_thinking(moves);
            return;
        };
        store.thinking.set(None);
        match (purpose, done, hint) {
            (Purpose::Play, Some(action), _) => store.dispatch(action),
            (Purpose::Hint, _, Some(hint)) => store.hint.set(Some((moves, hint))),
            _ => {}
        }
    });
}

/// Whether the game still has `moves` moves (no move, undo or other game meanwhile).
fn still_at(store: Store, moves: usize) -> bool {
    store.game.try_with_untracked(|g| g.actions().len()) == Some(moves)
}

/// Whether the move the computer was asked for after `moves` moves is still wanted: the game
/// may have changed meanwhile (an undo, the page left), the computer been paused, or the
/// history browser be looking back (the driver asks again when back to now).
fn still_due(store: Store, moves: usize) -> bool {
    still_at(store, moves)
        && !store.bots_paused.get_untracked()
        && store.past.try_with_untracked(Option::is_none) == Some(true)
}

/// Asks the `strong` bot what the person to move should play: thinks in slices as for its own
/// seats, then shows the hint ([`HintPanel`]); nothing is played.
pub fn ask_hint(store: Store) {
    let asked = store.game.with_untracked(|g| {
        person_to_move(g).then(|| bot::strong_search(g)).flatten().map(|s| (g.actions().len(), s))
    });
    if let Some((moves, search)) = asked {
        store.hint.set(None);
        think(store, moves, search, Purpose::Hint);
    }
}

/// Plays the computer's moves: after every change, when a bot must decide, its move comes after
/// the pause of the chosen speed (unless paused, or another tab's version waits for a choice).
#[component]
pub fn BotDriver(store: Store) -> impl IntoView {
    Effect::new(move |_| {
        // Nor while the history browser looks back: the table is reading the past.
        if store.bots_paused.get() || store.conflict.get().is_some() || store.viewing_past() {
            return;
        }
        let speed = store.bot_speed.get();
        let due = store.game.with(|g| {
            let player = g.decider()?;
            g.setup().bot(player)?;
            let after_a_bot = g.actions().len().checked_sub(1).is_some_and(|i| by_bot(g, i));
            (!g.is_over()).then_some((g.actions().len(), after_a_bot))
        });
        let Some((moves, after_a_bot)) = due else { return };
        let delay = std::time::Duration::from_millis(speed.delay_ms(after_a_bot));
        set_timeout(
            move || {
                if !still_due(store, moves) {
                    return;
                }
                if let Some(search) = store.game.with_untracked(strong_search) {
                    think(store, moves, search, Purpose::Play);
                } else if let Some(action) = store.game.with_untracked(bot_move) {
                    store.dispatch(action);
                }
            },
            delay,
        );
    });
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
}
