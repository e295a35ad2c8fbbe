//! `trambahn-at SAVE K`: a Trambahn save's position after its first K actions, replayed by the
//! engine, as one JSON object: what both players see on the table (terminals, tram display,
//! piles, each player's columns, points, money and hand size, whose turn and its step), and
//! apart, under `hidden_hands`, the cards in each hand, which the app must not show to the
//! wrong person (the browser test of the history browser checks that it does not).

use serde_json::{Value, json};
use trambahn_engine::{Colour, Game, Save};

use crate::{Failure, say, words};

/// Prints the position after the first `at` actions of the save at `path`.
pub fn run(args: &[String]) -> Result<(), Failure> {
    let [path, at] = args else {
        return Err(Failure::Usage("trambahn-at takes a save and a number of actions".into()));
    };
    let at: usize = at
        .parse()
        .map_err(|_| Failure::Usage(format!("\"{}\" is not a number of actions", brief(at))))?;
    let text = std::fs::read_to_string(path)
        .map_err(|e| Failure::Failed(format!("cannot read {path}: {e}")))?;
    let save: Save =
        serde_json::from_str(&text).map_err(|e| crate::unreadable(path, "Trambahn save", &e))?;
    if at > save.actions.len() {
        return Err(Failure::Failed(format!(
            "{path} has {} actions, not {at}",
            save.actions.len()
        )));
    }
    let game = Game::load(&save)
        .map_err(|e| Failure::Failed(format!("{path}: {}", words::trambahn_replay_problem(&e))))?;
    let past = game
        .at(at)
        .map_err(|e| Failure::Failed(format!("{path}: {}", words::trambahn_replay_problem(&e))))?;
    say(position(&past))
}

/// A quoted piece of the command line, kept short.
fn brief(text: &str) -> String {
    text.chars().take(24).collect()
}

/// The position as one JSON object.
fn position(game: &Game) -> Value {
    let state = game.state();
    let terminals: serde_json::Map<String, Value> = Colour::ALL
        .iter()
        .zip(&state.terminals)
        .map(|(colour, cards)| (json!(colour).as_str().unwrap_or("").to_owned(), json!(cards)))
        .collect();
    let players: Vec<Value> = state
        .players
        .iter()
        .map(|p| {
            json!({
                "name": p.name,
                "victory_points": p.victory_points,
                "money": p.money.len(),
                "hand_size": p.hand.len(),
                "columns": p.columns,
            })
        })
        .collect();
    json!({
        "actions": game.actions().len(),
        "current": state.current,
        "step": state.step.key(),
        "regular_scorings": state.regular_scorings,
        "terminals": terminals,
        "display": state.display,
        "trams_left": state.tram_stack.len(),
        "deck": state.deck.len(),
        "discard": state.discard.len(),
        "players": players,
        "hidden_hands": state.players.iter().map(|p| &p.hand).collect::<Vec<_>>(),
    })
}
