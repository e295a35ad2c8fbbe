//! Shared helpers for the rule scenario tests: games with a fixed deal, and quick ways through
//! the early rounds.
#![allow(dead_code)]

use tramways_engine::data::Landmark;
use tramways_engine::data::game_tables::{Money, TramCompany, lines_in_play};
use tramways_engine::game::{Action, Deal, Game, Move, PlayerId, Setup, Step};

/// A game of `n` players named P1..Pn, where Pk holds Playing Order Card k and sits in seat k
/// (A1), with the line deck in numeric order, on the board the rulebook recommends.
pub fn game(n: usize) -> Game {
    let names: Vec<String> = (1..=n).map(|i| format!("P{i}")).collect();
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    let mut setup = Setup::new(&refs, 7);
    let line_deck = lines_in_play(setup.variant).map(|c| c.number).collect();
    setup.deal =
        Some(Deal { order_cards: (1..=n as u8).collect(), line_deck, tram_companies: None });
    Game::new(setup).expect("valid set-up")
}

/// Applies an action that must be legal.
pub fn play(game: &mut Game, action: Action) {
    if let Err(e) = game.apply(&action) {
        panic!("{action:?} was refused: {e}");
    }
}

/// The player who must decide now.
pub fn actor(game: &Game) -> PlayerId {
    game.available().actor.player().expect("somebody is to act")
}

pub fn cash(game: &Game, player: PlayerId) -> Money {
    game.state().players[usize::from(player)].cash
}

/// Sells every private at face value: each chooser picks the cheapest unsold one and opens at
/// face; everybody else passes. Then cards are picked lowest first.
pub fn finish_pre_share(game: &mut Game) {
    while matches!(game.state().step, Step::Pre(_)) {
        let p = actor(game);
        let action = match &game.state().step {
            Step::Pre(step) => match &step.auction {
                None => {
                    let private = cheapest_unsold(game);
                    Action::ChoosePrivate { player: p, private }
                }
                Some(a) if a.high.is_none() && a.chooser == p => {
                    let face = game.state().private(a.private).map_or(0, |pr| pr.face);
                    Action::BidPrivate { player: p, amount: face }
                }
                Some(_) => Action::PassPrivate { player: p },
            },
            _ => unreachable!(),
        };
        play(game, action);
    }
    pick_cards_lowest_first(game);
}

pub fn cheapest_unsold(game: &Game) -> Landmark {
    game.state()
        .privates
        .iter()
        .find(|p| p.owner.is_none() && !p.closed)
        .map(|p| p.id)
        .expect("an unsold private")
}

/// Every picker takes the lowest free card.
pub fn pick_cards_lowest_first(game: &mut Game) {
    while matches!(game.state().step, Step::OrderCards { .. }) {
        let first = game.available().moves[0].clone();
        let Move::Do { action } = first else { panic!("cards are picked one by one") };
        play(game, action);
    }
}

/// In the first Share Round, each player in turn buys the director certificate given for
/// them (by player index) at the par given.
pub fn buy_directors(game: &mut Game, choices: &[(TramCompany, Money)]) {
    for _ in 0..choices.len() {
        let p = actor(game);
        let (company, par) = choices[usize::from(p)];
        play(game, Action::BuyDirector { player: p, company, par });
    }
}

/// Everybody passes until the Share Round ends.
pub fn pass_share_round(game: &mut Game) {
    let round = game.state().round;
    while matches!(game.state().step, Step::Share(_)) && game.state().round == round {
        let p = actor(game);
        play(game, Action::PassShare { player: p });
    }
}

/// Plays the Company and Line Rounds with the plainest choices (no dividend beyond the lowest,
/// no voluntary trams or lines, the best route) until a Share Round begins.
pub fn play_until_share_round(game: &mut Game) {
    for _ in 0..10_000 {
        if matches!(game.state().step, Step::Share(_)) || game.is_over() {
            return;
        }
        let moves: Vec<Action> = game.available().moves.iter().map(Move::lowest).collect();
        let plain = |a: &Action| {
            matches!(
                a,
                Action::DoneTrams { .. }
                    | Action::PassLine { .. }
                    | Action::SkipBonus { .. }
                    | Action::RunTram { .. }
                    | Action::PayDividend { .. }
            )
        };
        let forced_buy = |a: &Action| matches!(a, Action::BuyTram { .. });
        let action = moves
            .iter()
            .find(|a| plain(a))
            .or_else(|| moves.iter().find(|a| forced_buy(a)))
            .or_else(|| moves.iter().find(|a| !matches!(a, Action::EndGame)))
            .cloned()
            .expect("a move");
        play(game, action);
    }
    panic!("no Share Round within 10,000 actions");
}

/// Every copy of `value` with one of its numbers (at any depth) replaced by an extreme a
/// decoder of saved games can hand the engine (issue 16: `tram: usize::MAX` overflowed while
/// the refusal was being written).
pub fn with_extreme_numbers(value: &serde_json::Value, out: &mut Vec<serde_json::Value>) {
    use serde_json::Value;
    let extremes = [
        Value::from(0),
        Value::from(1),
        Value::from(255),
        Value::from(256),
        Value::from(65_535),
        Value::from(u32::MAX),
        Value::from(u64::MAX),
        Value::from(-1),
        Value::from(i64::MIN),
        Value::from(i64::MAX),
    ];
    match value {
        Value::Number(_) => out.extend(extremes.iter().filter(|x| *x != value).cloned()),
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                let mut inner = Vec::new();
                with_extreme_numbers(item, &mut inner);
                out.extend(inner.into_iter().map(|x| {
                    let mut copy = items.clone();
                    copy[i] = x;
                    Value::Array(copy)
                }));
            }
        }
        Value::Object(fields) => {
            for (key, field) in fields {
                let mut inner = Vec::new();
                with_extreme_numbers(field, &mut inner);
                out.extend(inner.into_iter().map(|x| {
                    let mut copy = fields.clone();
                    copy.insert(key.clone(), x);
                    Value::Object(copy)
                }));
            }
        }
        _ => {}
    }
}
