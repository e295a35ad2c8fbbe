//! The `greedy` bot: rules of thumb, one move at a time, reading only its own hand and the
//! table (columns, trams, terminals, money pile sizes), never the other hand nor the deck.
//!
//! A turn goes through the steps in order; at each decision the bot takes the first of these
//! that is on offer, else moves on to the next step:
//!
//! 1. **Passengers.** Each passenger is worth the scoring it moves forward: for the terminal's
//!    colour, `mine − theirs` (the run points of both players' columns of that colour) if it
//!    is the 4th passenger and makes the terminal score, a fifth of that otherwise; less what
//!    the card would be worth kept ([`keep_value`]). The first passenger is compulsory (the
//!    best); a second is played only when it is worth more than nothing (a scoring that pays).
//! 2. **Stations.** A conductor that makes the 8th card of a column with a tram (an extra
//!    tour); then the lowest station card that extends a column with a tram (the lowest keeps
//!    room for the next); then the lowest card that extends the column started this turn.
//!    Failing those, a new column is started — if none was this turn and a tram on display
//!    can be paid with the money plus the cards it will put to money — in the colour whose
//!    ascending run in the hand is worth most, with its lowest card.
//! 3. **Money.** Every card that extends no column of its own and is no conductor goes to
//!    the money pile (the hand is refilled to 6 anyway; money buys trams).
//! 4. **Trams.** The tram with the highest multiplier it can pay, for the column without a
//!    tram with the most station points.
//! 5. The turn ends.

use crate::action::Action;
use crate::cards::{Card, CardId, Colour, TramId};
use crate::rules::{self, PASSENGERS_TO_SCORE};
use crate::setup::RulesVersion;
use crate::state::{Column, Player, State, Step};

/// The greedy move for the player whose turn it is; `None` when nothing is offered.
pub fn choose(state: &State) -> Option<Action> {
    let moves = rules::available(state);
    if moves.len() <= 1 {
        return moves.into_iter().next();
    }
    let offered = |a: &Action| moves.contains(a);
    let pick = passenger(state, &moves)
        .or_else(|| station(state).filter(offered))
        .or_else(|| money(state).filter(offered))
        .or_else(|| tram(state).filter(offered));
    pick.or_else(|| moves.iter().find(|a| **a == Action::EndTurn).cloned())
        .or_else(|| moves.into_iter().next())
}

fn face(card: CardId) -> Card {
    card.card().unwrap_or(Card::Conductor)
}

/// Whether `card` may go onto `column` (the rule of [`rules::check`], on the column alone).
pub fn fits(column: &Column, card: CardId) -> bool {
    if column.is_closed() {
        return false;
    }
    match face(card) {
        Card::Conductor => true,
        Card::Station { colour, value } => colour == column.colour && value > column.last_value(),
    }
}

/// The run points of `player`'s columns of `colour`: what a scoring of it pays them.
pub fn colour_points(player: &Player, colour: Colour, rules: RulesVersion) -> u32 {
    player.columns.iter().filter(|c| c.colour == colour).map(|c| c.run_points(rules)).sum()
}

/// What a card is worth kept in the hand: much when it extends one of the player's columns
/// with a tram (by its victory points), a little as a conductor, little otherwise (money).
pub fn keep_value(player: &Player, card: CardId, rules: RulesVersion) -> f64 {
    match face(card) {
        Card::Conductor => 1.5,
        f @ Card::Station { .. } => {
            let best = player
                .columns
                .iter()
                .filter(|c| fits(c, card))
                .map(|c| c.tram.map_or(0, TramId::multiplier))
                .max();
            match best {
                Some(m) if m > 0 => 1.0 + f64::from(f.victory_points(rules) * m) / 2.0,
                _ => 0.5,
            }
        }
    }
}

/// What a passenger to `terminal` is worth to the player whose turn it is (see the module).
pub fn passenger_value(state: &State, card: CardId, terminal: Colour) -> f64 {
    let me = usize::from(state.current & 1);
    let mine = f64::from(colour_points(&state.players[me], terminal, state.rules));
    let theirs = f64::from(colour_points(&state.players[1 - me], terminal, state.rules));
    let waiting = state.terminals[terminal.index()].len();
    let swing =
        if waiting + 1 >= PASSENGERS_TO_SCORE { mine - theirs } else { (mine - theirs) / 5.0 };
    swing - keep_value(&state.players[me], card, state.rules)
}

fn passenger(state: &State, moves: &[Action]) -> Option<Action> {
    let Step::Passengers { played } = state.step else { return None };
    let best = moves
        .iter()
        .filter_map(|a| match *a {
            Action::PlayPassenger { card, terminal } => {
                Some((passenger_value(state, card, terminal), a))
            }
            _ => None,
        })
        .fold(None::<(f64, &Action)>, |best, (v, a)| match best {
            Some((bv, _)) if bv >= v => best,
            _ => Some((v, a)),
        })?;
    (played == 0 || best.0 > 0.0).then(|| best.1.clone())
}

/// The lowest card of the hand that extends `column` (a station card; conductors apart).
fn lowest_fitting(hand: &[CardId], column: &Column) -> Option<(u8, CardId)> {
    hand.iter()
        .filter_map(|&c| match face(c) {
            Card::Station { value, .. } if fits(column, c) => Some((value, c)),
            _ => None,
        })
        .min()
}

/// The cards of the hand of one colour, one per value, ascending: the run a new column of
/// that colour could take.
fn run_of(hand: &[CardId], colour: Colour) -> Vec<(u8, CardId)> {
    let mut run: Vec<(u8, CardId)> = hand
        .iter()
        .filter_map(|&c| match face(c) {
            Card::Station { colour: k, value } if k == colour => Some((value, c)),
            _ => None,
        })
        .collect();
    run.sort_unstable();
    run.dedup_by_key(|(v, _)| *v);
    run
}

fn station(state: &State) -> Option<Action> {
    let player = state.current_player();
    let with_tram = |c: &&(usize, &Column)| c.1.tram.is_some();
    let columns: Vec<(usize, &Column)> = player.columns.iter().enumerate().collect();
    // The 8th card of a column with a tram: an extra tour.
    let conductor = player.hand.iter().copied().find(|&c| face(c) == Card::Conductor);
    if let Some(card) = conductor {
        let eighth = columns.iter().filter(with_tram).find(|(_, c)| {
            c.cards.len() + 1 == rules::EXTRA_TOUR_CARD && !c.extra_tour_done && fits(c, card)
        });
        if let Some(&(column, _)) = eighth {
            return Some(Action::PlayStation { card, column });
        }
    }
    let extend = |tram: bool| {
        columns
            .iter()
            .filter(|(_, c)| c.tram.is_some() == tram)
            .filter_map(|&(i, c)| lowest_fitting(&player.hand, c).map(|(v, card)| (v, i, card)))
            .min()
            .map(|(_, column, card)| Action::PlayStation { card, column })
    };
    if let Some(a) = extend(true) {
        return Some(a);
    }
    if columns.iter().any(|(_, c)| c.tram.is_none()) {
        return extend(false);
    }
    start_column(state)
}

fn start_column(state: &State) -> Option<Action> {
    let player = state.current_player();
    let cheapest = state.display.iter().map(|t| t.price_cards()).min()?;
    let mut best: Option<(f64, CardId, usize)> = None;
    for colour in Colour::ALL {
        let run = run_of(&player.hand, colour);
        let Some(&(low, card)) = run.first() else { continue };
        let points: u32 = run.iter().map(|&(_, c)| face(c).victory_points(state.rules)).sum();
        // Room to grow: a column started low takes more cards later.
        let value = f64::from(points) + f64::from(10 - low.min(10)) / 3.0;
        if best.is_none_or(|(b, _, _)| value > b) {
            best = Some((value, card, run.len()));
        }
    }
    let (_, card, run_len) = best?;
    // The cards that will go to money: those that neither join the run nor extend a column.
    let keepers = player
        .hand
        .iter()
        .filter(|&&c| face(c) == Card::Conductor || player.columns.iter().any(|col| fits(col, c)))
        .count();
    let to_money = player.hand.len().saturating_sub(keepers + run_len);
    let afford = player.money.len() + to_money >= cheapest as usize;
    afford.then_some(Action::StartColumn { card })
}

fn money(state: &State) -> Option<Action> {
    let player = state.current_player();
    player
        .hand
        .iter()
        .copied()
        .find(|&c| face(c) != Card::Conductor && !player.columns.iter().any(|col| fits(col, c)))
        .map(|card| Action::PutToMoney { card })
}

fn tram(state: &State) -> Option<Action> {
    let player = state.current_player();
    let money = player.money.len();
    let tram = state
        .display
        .iter()
        .copied()
        .filter(|t| t.price_cards() as usize <= money)
        .max_by_key(|t| (t.multiplier(), std::cmp::Reverse(t.0)))?;
    let column = player
        .columns
        .iter()
        .enumerate()
        .filter(|(_, c)| c.tram.is_none())
        .max_by_key(|(i, c)| (c.station_points(state.rules), std::cmp::Reverse(*i)))?
        .0;
    Some(Action::BuyTram { tram, column })
}
