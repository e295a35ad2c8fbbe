//! Helpers of the rule scenarios: stacked decks and short action logs.

#![allow(dead_code)]

use trambahn_engine::{Action, CardId, Colour, Event, Game, RulesVersion, Setup};

pub use Colour::{Blue, Green, Red, Yellow};

/// Station card `copy` (from 0) of `colour` and `value`.
pub fn st(colour: Colour, value: u8, copy: u8) -> CardId {
    CardId::station(colour, value, copy).expect("a station card")
}

/// Conductor `k`.
pub fn cond(k: u8) -> CardId {
    CardId::conductor(k).expect("a conductor")
}

/// A set-up whose deck deals `hand0` to the start player, `hand1` to the other, then `draws`
/// in that order. The money piles (12 and 15) are filled with cards named nowhere else, from
/// the highest ids (conductors first, then yellow 10s downwards); the rest of the deck
/// follows the draws in id order.
pub fn stacked(hand0: &[CardId], hand1: &[CardId], draws: &[CardId]) -> Setup {
    let named: Vec<CardId> = hand0.iter().chain(hand1).chain(draws).copied().collect();
    let mut free: Vec<CardId> = CardId::all().filter(|c| !named.contains(c)).collect();
    let mut order = Vec::new();
    for _ in 0..27 {
        order.push(free.pop().expect("enough cards for money"));
    }
    order.extend_from_slice(hand0);
    order.extend_from_slice(hand1);
    order.extend_from_slice(draws);
    order.extend(free);
    Setup {
        seed: 1,
        names: vec!["Anna".into(), "Bert".into()],
        deck: Some(order),
        bots: Vec::new(),
        rules: RulesVersion::CURRENT.number(),
    }
}

/// [`game`] under the first rules ([`RulesVersion::First`]: games saved before issue 49).
pub fn game_under_first_rules(hand0: &[CardId], hand1: &[CardId], draws: &[CardId]) -> Game {
    let mut setup = stacked(hand0, hand1, draws);
    setup.rules = RulesVersion::First.number();
    Game::new(setup).expect("a valid stacked deck")
}

/// A game from a stacked deck; the hands must be 6 cards each.
pub fn game(hand0: &[CardId], hand1: &[CardId], draws: &[CardId]) -> Game {
    assert_eq!(hand0.len(), 6);
    assert_eq!(hand1.len(), 6);
    Game::new(stacked(hand0, hand1, draws)).expect("a valid stacked deck")
}

/// Applies every action, failing the test on a refusal; returns all the events.
pub fn play(game: &mut Game, actions: &[Action]) -> Vec<Event> {
    let mut all = Vec::new();
    for a in actions {
        let events = game.apply(a).unwrap_or_else(|r| panic!("{a:?} refused: {r}"));
        all.extend(events);
    }
    all
}

/// A passenger to its own colour's terminal.
pub fn pass(card: CardId) -> Action {
    let terminal = card.card().and_then(|c| c.colour()).unwrap_or(Blue);
    Action::PlayPassenger { card, terminal }
}

/// A new column.
pub fn start(card: CardId) -> Action {
    Action::StartColumn { card }
}

/// A card onto column `column`.
pub fn station(card: CardId, column: usize) -> Action {
    Action::PlayStation { card, column }
}

/// A card to money.
pub fn money(card: CardId) -> Action {
    Action::PutToMoney { card }
}

/// Buy tram `tram` for column `column`.
pub fn buy(tram: u8, column: usize) -> Action {
    Action::BuyTram { tram: trambahn_engine::TramId(tram), column }
}

/// The victory points in the events' scorings, per player.
pub fn scored(events: &[Event]) -> [u32; 2] {
    let mut points = [0; 2];
    for e in events {
        if let Event::Scored { lines, .. } = e {
            for l in lines {
                points[usize::from(l.player)] += l.points;
            }
        }
    }
    points
}
