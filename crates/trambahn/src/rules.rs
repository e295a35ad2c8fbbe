//! The rules: the set-up, the one definition of legality ([`check`]) that both
//! [`available`] and [`apply`] use, and what each action does: the turn's steps, the scorings
//! (regular and extra tours), the end of the turn and the reshuffle of the discard pile.

use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

use crate::action::Action;
use crate::cards::{Card, CardId, Colour, TramId};
use crate::event::{ColumnScore, EndReason, Event, ScoringKind};
use crate::refusal::{Refusal, TurnStep};
use crate::setup::{RulesVersion, Setup, SetupError};
use crate::state::{Column, Player, PlayerId, State, Step};

/// Money cards of the start player at the start (rules, set-up).
pub const START_MONEY_FIRST: usize = 12;
/// Money cards of the other player at the start (rules, set-up).
pub const START_MONEY_SECOND: usize = 15;
/// The hand size: dealt at the start, refilled to at the end of a turn.
pub const HAND_SIZE: usize = 6;
/// Passengers at a terminal that make it score.
pub const PASSENGERS_TO_SCORE: usize = 4;
/// The card of a column that makes it run an extra tour.
pub const EXTRA_TOUR_CARD: usize = 8;
/// The regular scoring that ends the game.
pub const LAST_SCORING: u8 = 10;
/// Trams on display while the stack lasts.
pub const DISPLAY_SIZE: usize = 3;
/// Passengers a turn at most.
pub const MAX_PASSENGERS: u8 = 2;

/// The state at the start (rules, set-up): the 120 deck cards shuffled; the start player
/// takes 12 money cards, the other 15, then each a hand of 6; the trams stacked horse on top
/// and three laid out.
pub fn initial_state(setup: &Setup) -> Result<State, SetupError> {
    let rules = setup.rules_version()?;
    let [first, second] = setup.names.as_slice() else {
        return Err(SetupError::PlayerCount { names: setup.names.len() });
    };
    if first.trim().is_empty()
        || second.trim().is_empty()
        || first.trim().eq_ignore_ascii_case(second.trim())
    {
        return Err(SetupError::Names);
    }
    let mut rng = ChaCha8Rng::seed_from_u64(setup.seed);
    let mut deck: Vec<CardId> = match &setup.deck {
        None => {
            let mut deck: Vec<CardId> = CardId::all().collect();
            deck.shuffle(&mut rng);
            deck
        }
        Some(order) => {
            let mut sorted = order.clone();
            sorted.sort_unstable();
            if !sorted.iter().copied().eq(CardId::all()) {
                return Err(SetupError::Deck);
            }
            // Top card first in the set-up; top last here.
            order.iter().rev().copied().collect()
        }
    };
    let mut deal = |n: usize| deck.split_off(deck.len().saturating_sub(n));
    let money0 = deal(START_MONEY_FIRST);
    let money1 = deal(START_MONEY_SECOND);
    let hand0 = deal(HAND_SIZE);
    let hand1 = deal(HAND_SIZE);
    let player = |name: &String, hand, money| Player {
        name: name.clone(),
        hand,
        money,
        columns: Vec::new(),
        victory_points: 0,
    };
    // Top last: the stack is reversed so that horse trams (the lowest ids) are on top.
    let mut tram_stack: Vec<TramId> = TramId::all().rev().collect();
    let display = (0..DISPLAY_SIZE).filter_map(|_| tram_stack.pop()).collect();
    Ok(State {
        rules,
        players: [player(first, hand0, money0), player(second, hand1, money1)],
        deck,
        discard: Vec::new(),
        terminals: Default::default(),
        tram_stack,
        display,
        current: 0,
        step: Step::Passengers { played: 0 },
        regular_scorings: 0,
        turns: 0,
        rng,
    })
}

/// How far the turn has gone: 0 before the first passenger, 1 and 2 after one or two, 3–5
/// in steps 2–4. An action of a step is legal from its first stage to its last.
fn stage(step: Step) -> u8 {
    match step {
        Step::Passengers { played } => played.min(MAX_PASSENGERS),
        Step::Stations => 3,
        Step::Money => 4,
        Step::Trams => 5,
        Step::Over => u8::MAX,
    }
}

/// Whether an action of `step` may be taken at `stage`: after the compulsory passenger and
/// before a later step began.
fn step_open(state: &State, step: TurnStep) -> Result<(), Refusal> {
    let now = stage(state.step);
    let last = match step {
        TurnStep::Passengers => 1,
        TurnStep::Stations => 3,
        TurnStep::Money => 4,
        TurnStep::Trams => 5,
    };
    if step == TurnStep::Passengers {
        // Stage 2 is "two passengers played", still in step 1.
        if now == MAX_PASSENGERS {
            return Err(Refusal::PassengersDone);
        }
    } else if now == 0 {
        return Err(Refusal::PassengerFirst);
    }
    if now > last { Err(Refusal::StepOver { step }) } else { Ok(()) }
}

fn in_hand(player: &Player, card: CardId) -> Result<Card, Refusal> {
    if player.hand.contains(&card) {
        card.card().ok_or(Refusal::NotInHand { card })
    } else {
        Err(Refusal::NotInHand { card })
    }
}

/// The one definition of legality: `Ok` exactly when `apply` accepts `action`.
pub fn check(state: &State, action: &Action) -> Result<(), Refusal> {
    if state.is_over() {
        return Err(Refusal::GameOver);
    }
    let player = state.current_player();
    match *action {
        Action::PlayPassenger { card, terminal } => {
            step_open(state, TurnStep::Passengers)?;
            match in_hand(player, card)? {
                Card::Station { colour, .. } if colour != terminal => {
                    Err(Refusal::WrongTerminal { card, terminal })
                }
                _ => Ok(()),
            }
        }
        Action::StartColumn { card } => {
            step_open(state, TurnStep::Stations)?;
            match in_hand(player, card)? {
                Card::Conductor => Err(Refusal::ConductorStartsNoColumn),
                Card::Station { .. } => Ok(()),
            }
        }
        Action::PlayStation { card, column } => {
            step_open(state, TurnStep::Stations)?;
            let face = in_hand(player, card)?;
            let col = player.columns.get(column).ok_or(Refusal::NoSuchColumn { column })?;
            if col.is_closed() {
                return Err(Refusal::ColumnClosed { column });
            }
            match face {
                Card::Conductor => Ok(()),
                Card::Station { colour, .. } if colour != col.colour => {
                    Err(Refusal::WrongColour { column_colour: col.colour, card_colour: colour })
                }
                Card::Station { value, .. } if value <= col.last_value() => {
                    Err(Refusal::NotAscending { last: col.last_value(), value })
                }
                Card::Station { .. } => Ok(()),
            }
        }
        Action::PutToMoney { card } => {
            step_open(state, TurnStep::Money)?;
            in_hand(player, card).map(|_| ())
        }
        Action::BuyTram { tram, column } => {
            step_open(state, TurnStep::Trams)?;
            if !state.display.contains(&tram) {
                return Err(Refusal::TramNotOnDisplay { tram });
            }
            let col = player.columns.get(column).ok_or(Refusal::NoSuchColumn { column })?;
            if col.tram.is_some() {
                return Err(Refusal::ColumnHasTram { column });
            }
            let price = tram.price_cards();
            if (player.money.len() as u64) < u64::from(price) {
                return Err(Refusal::CannotAfford { price, money: player.money.len() });
            }
            Ok(())
        }
        Action::EndTurn => {
            if stage(state.step) == 0 && !player.hand.is_empty() {
                Err(Refusal::PassengerFirst)
            } else {
                Ok(())
            }
        }
    }
}

/// Every action that could be legal now, before [`check`] filters them.
fn candidates(state: &State) -> Vec<Action> {
    let player = state.current_player();
    let mut out = Vec::new();
    for &card in &player.hand {
        for terminal in Colour::ALL {
            out.push(Action::PlayPassenger { card, terminal });
        }
        out.push(Action::StartColumn { card });
        for column in 0..player.columns.len() {
            out.push(Action::PlayStation { card, column });
        }
        out.push(Action::PutToMoney { card });
    }
    for &tram in &state.display {
        for column in 0..player.columns.len() {
            out.push(Action::BuyTram { tram, column });
        }
    }
    out.push(Action::EndTurn);
    out
}

/// Every legal action now (none once the game is over).
pub fn available(state: &State) -> Vec<Action> {
    candidates(state).into_iter().filter(|a| check(state, a).is_ok()).collect()
}

/// Applies `action`. Atomic: it is checked first, and a refused action changes nothing.
pub fn apply(state: &mut State, action: &Action) -> Result<Vec<Event>, Refusal> {
    check(state, action)?;
    let mut events = Vec::new();
    let me = state.current;
    let p = usize::from(me & 1);
    match *action {
        Action::PlayPassenger { card, terminal } => {
            take_from_hand(&mut state.players[p], card);
            state.terminals[terminal.index()].push(card);
            events.push(Event::PassengerPlayed { player: me, card, terminal });
            let played = match state.step {
                Step::Passengers { played } => played,
                _ => 0,
            };
            state.step = Step::Passengers { played: played.saturating_add(1) };
            if state.terminals[terminal.index()].len() >= PASSENGERS_TO_SCORE {
                regular_scoring(state, terminal, &mut events);
            }
        }
        Action::StartColumn { card } => {
            take_from_hand(&mut state.players[p], card);
            let colour = card.face().colour().unwrap_or(Colour::Blue);
            let columns = &mut state.players[p].columns;
            columns.push(Column { colour, cards: vec![card], tram: None, extra_tour_done: false });
            events.push(Event::ColumnStarted { player: me, column: columns.len() - 1, card });
            state.step = Step::Stations;
        }
        Action::PlayStation { card, column } => {
            take_from_hand(&mut state.players[p], card);
            state.step = Step::Stations;
            let rules = state.rules;
            let mut extra_tour = None;
            if let Some(col) = state.players[p].columns.get_mut(column) {
                col.cards.push(card);
                events.push(Event::StationPlayed { player: me, column, card });
                // The 8th card: the column runs once more (conductors count, once a column).
                if col.cards.len() == EXTRA_TOUR_CARD && !col.extra_tour_done {
                    col.extra_tour_done = true;
                    extra_tour = Some(column_score(rules, me, column, col));
                }
            }
            if let Some(line) = extra_tour {
                let kind = ScoringKind::ExtraTour { player: me, column };
                record_scoring(state, kind, line.into_iter().collect(), &mut events);
            }
        }
        Action::PutToMoney { card } => {
            take_from_hand(&mut state.players[p], card);
            state.players[p].money.push(card);
            events.push(Event::PutToMoney { player: me, card });
            state.step = Step::Money;
        }
        Action::BuyTram { tram, column } => {
            state.display.retain(|&t| t != tram);
            let player = &mut state.players[p];
            let price = usize::try_from(tram.price_cards()).unwrap_or(usize::MAX);
            let paid = player.money.split_off(player.money.len().saturating_sub(price));
            if let Some(col) = player.columns.get_mut(column) {
                col.tram = Some(tram);
            }
            state.discard.extend_from_slice(&paid);
            // A3: the display is refilled at the end of the turn ([`end_turn`]); the first
            // rules refilled it at once.
            let refill = if state.rules.refills_after_each_purchase() {
                state.tram_stack.pop()
            } else {
                None
            };
            state.display.extend(refill);
            events.push(Event::TramBought { player: me, tram, column, paid, refill });
            state.step = Step::Trams;
        }
        Action::EndTurn => end_turn(state, &mut events),
    }
    Ok(events)
}

fn take_from_hand(player: &mut Player, card: CardId) {
    if let Some(i) = player.hand.iter().position(|&c| c == card) {
        player.hand.remove(i);
    }
}

/// A column's run, if it has a tram (a column without one does not run).
fn column_score(
    rules: RulesVersion,
    player: PlayerId,
    column: usize,
    col: &Column,
) -> Option<ColumnScore> {
    let tram = col.tram?;
    let station_points = col.station_points(rules);
    let multiplier = tram.multiplier();
    Some(ColumnScore {
        player,
        column,
        station_points,
        multiplier,
        points: station_points.saturating_mul(multiplier),
    })
}

/// Adds the lines' points to their owners and records the scoring.
fn record_scoring(
    state: &mut State,
    kind: ScoringKind,
    lines: Vec<ColumnScore>,
    events: &mut Vec<Event>,
) {
    for line in &lines {
        let player = &mut state.players[usize::from(line.player & 1)];
        player.victory_points = player.victory_points.saturating_add(line.points);
    }
    events.push(Event::Scored { kind, lines });
}

/// The 4th passenger at `colour`'s terminal: every column of that colour of both players
/// with a tram runs; the passengers go to the discard pile; the 10th ends the game.
fn regular_scoring(state: &mut State, colour: Colour, events: &mut Vec<Event>) {
    state.regular_scorings = state.regular_scorings.saturating_add(1);
    let mut lines = Vec::new();
    for (i, player) in state.players.iter().enumerate() {
        for (c, col) in player.columns.iter().enumerate() {
            if col.colour == colour {
                lines.extend(column_score(state.rules, i as PlayerId, c, col));
            }
        }
    }
    let kind = ScoringKind::Regular { colour, number: state.regular_scorings };
    record_scoring(state, kind, lines, events);
    let cards = std::mem::take(&mut state.terminals[colour.index()]);
    state.discard.extend_from_slice(&cards);
    events.push(Event::PassengersDiscarded { terminal: colour, cards });
    if state.regular_scorings >= LAST_SCORING {
        state.step = Step::Over;
        events.push(Event::GameEnded { reason: EndReason::TenthScoring });
    }
}

/// Step 5: the tram display refilled (A3), columns without a tram to money (A5), draw up to 6
/// (reshuffling when the deck runs out, A7), and the other player's turn; the game ends when
/// that player has no card and none can be drawn (A9).
fn end_turn(state: &mut State, events: &mut Vec<Event>) {
    let me = state.current;
    let p = usize::from(me & 1);
    if !state.rules.refills_after_each_purchase() {
        let mut trams = Vec::new();
        while state.display.len() < DISPLAY_SIZE {
            let Some(tram) = state.tram_stack.pop() else { break };
            state.display.push(tram);
            trams.push(tram);
        }
        if !trams.is_empty() {
            events.push(Event::DisplayRefilled { trams });
        }
    }
    let player = &mut state.players[p];
    let (kept, lost): (Vec<Column>, Vec<Column>) =
        std::mem::take(&mut player.columns).into_iter().partition(|c| c.tram.is_some());
    player.columns = kept;
    if !lost.is_empty() {
        let cards: Vec<CardId> = lost.iter().flat_map(|c| c.cards.iter().copied()).collect();
        events.push(Event::ColumnsToMoney { player: me, columns: lost.len(), cards: cards.len() });
        player.money.extend(cards);
    }
    let drawn = draw_up_to(state, p, events);
    if drawn > 0 {
        events.push(Event::Drew { player: me, count: drawn });
    }
    let next = 1 - (me & 1);
    state.current = next;
    state.turns = state.turns.saturating_add(1);
    state.step = Step::Passengers { played: 0 };
    events.push(Event::TurnEnded { player: me, next });
    if state.players[usize::from(next)].hand.is_empty() && !can_draw(state) {
        state.step = Step::Over;
        events.push(Event::GameEnded { reason: EndReason::CardsExhausted });
    }
}

/// Whether a card could be drawn now (from the deck, or after a reshuffle).
fn can_draw(state: &State) -> bool {
    !state.deck.is_empty()
        || !state.discard.is_empty()
        || state.players.iter().any(|p| p.money.len() >= 2)
}

/// Draws for player `p` until the hand holds [`HAND_SIZE`]; returns how many were drawn.
fn draw_up_to(state: &mut State, p: usize, events: &mut Vec<Event>) -> usize {
    let mut drawn = 0;
    while state.players[p].hand.len() < HAND_SIZE {
        if state.deck.is_empty() && !reshuffle(state, events) {
            break;
        }
        match state.deck.pop() {
            Some(card) => {
                state.players[p].hand.push(card);
                drawn += 1;
            }
            None => break,
        }
    }
    drawn
}

/// The deck is empty (A7): each player discards half their money, rounded down, from the top
/// of the pile; the discard pile is shuffled into a new deck. Returns whether the new deck
/// has a card.
fn reshuffle(state: &mut State, events: &mut Vec<Event>) -> bool {
    let mut from_money = [0; 2];
    for (i, player) in state.players.iter_mut().enumerate() {
        let half = player.money.len() / 2;
        let cut = player.money.len() - half;
        state.discard.extend(player.money.split_off(cut));
        from_money[i] = half;
    }
    let mut deck = std::mem::take(&mut state.discard);
    deck.shuffle(&mut state.rng);
    state.deck = deck;
    events.push(Event::Reshuffled { from_money, deck: state.deck.len() });
    !state.deck.is_empty()
}
