//! `Game::preview`: what an action would do, foreseen without doing it (the app's warning
//! before End turn sends the columns without a tram to money, step 5 of a turn).

mod common;

use common::*;
use trambahn_engine::{Action, Event, Game};

/// Anna holds red 1, blue 1 and 2, green 5, yellow 1 and 2; Bert only greens.
fn table() -> Game {
    game(
        &[
            st(Red, 1, 0),
            st(Blue, 1, 0),
            st(Blue, 2, 0),
            st(Green, 5, 0),
            st(Yellow, 1, 0),
            st(Yellow, 2, 0),
        ],
        &[
            st(Green, 1, 0),
            st(Green, 2, 0),
            st(Green, 3, 0),
            st(Green, 4, 0),
            st(Green, 7, 0),
            st(Green, 8, 0),
        ],
        &[],
    )
}

/// Anna starts two columns (blue with 2 cards, green with 1) and buys no tram: End turn's
/// preview says 2 columns and 3 cards go to money, exactly as End turn then does, and the game
/// is untouched by the preview (the columns are still there, nothing is logged).
#[test]
fn preview_of_end_turn_foresees_the_columns_that_go_to_money_and_changes_nothing() {
    let mut g = table();
    play(
        &mut g,
        &[
            pass(st(Red, 1, 0)),
            start(st(Blue, 1, 0)),
            station(st(Blue, 2, 0), 0),
            start(st(Green, 5, 0)),
        ],
    );
    assert!(g.available().contains(&Action::EndTurn));
    let columns: Vec<usize> = g.state().players[0].columns.iter().map(|c| c.cards.len()).collect();
    assert_eq!(columns, [2, 1], "two columns, neither with a tram");
    let before = g.clone();
    let preview = g.preview(&Action::EndTurn).expect("End turn is on offer");
    assert_eq!(g.actions(), before.actions(), "the preview logs nothing");
    assert_eq!(g.state(), before.state(), "the preview changes nothing");
    assert!(preview.contains(&Event::ColumnsToMoney { player: 0, columns: 2, cards: 3 }));
    let played = g.apply(&Action::EndTurn).expect("End turn");
    assert_eq!(preview, played, "the preview is what End turn does");
    assert!(g.state().players[0].columns.is_empty());
}

/// A move the engine refuses is refused by the preview alike, with the same refusal.
#[test]
fn preview_refuses_what_apply_refuses() {
    let g = table();
    // The first step is passengers: End turn is not on offer yet.
    assert!(!g.available().contains(&Action::EndTurn));
    let refused = g.preview(&Action::EndTurn).expect_err("End turn is not on offer yet");
    assert_eq!(Err(refused), g.clone().apply(&Action::EndTurn));
}
