//! Moving along the Round Bar, and the actions that belong to no round: returning a private
//! to the bank (R25, A50) and ending the game by agreement.
//!
//! Each round has one `refusal(state, action)`: its `available` lists candidates through it
//! (or through the per-rule checks it is made of) and its `apply` asks it first, then makes
//! changes that cannot fail, in place. `company_18xx` holds the tram steps as 18xx.games
//! schedules them; `line/` splits the Line Round (`legality`, `stations`, `tiles`, `run`).

pub mod company;
pub mod line;
pub mod pre;
pub mod share;

use std::collections::{BTreeMap, BTreeSet};

use crate::data::game_tables::{
    LOAN_AMOUNT, Money, Round, TramColor, TramCompany, lines_in_play, next_round, private_row,
    privates_in_play, stadtbahn_in_play,
};
use crate::data::market::stadtbahn_start;
use crate::rules::BoardState;

use super::action::{Action, Actor, Available, Move};
use super::event::Event;
use super::setup::{Setup, SetupError};
use super::state::{
    Bank, CompanyId, Line, Market, Owner, Player, PlayerId, Private, State, Step, TramCo,
    TramMarket,
};
use super::{Expected, Refusal, Who};

/// The table at set-up (rulebook III), ready for the Pre-Share Round.
pub(crate) fn initial_state(setup: &Setup, ev: &mut Vec<Event>) -> Result<State, SetupError> {
    let n = setup.player_count()?;
    let mut names: Vec<&str> = setup.players.iter().map(|p| p.trim()).collect();
    if names.iter().any(|name| name.is_empty()) {
        return Err(SetupError::Names);
    }
    crate::sort_few::sort(&mut names);
    names.dedup();
    if names.len() != setup.players.len() {
        return Err(SetupError::Names);
    }
    let deal = setup.deal_cards()?;
    let capital = n.starting_capital();
    let players: Vec<Player> = setup
        .players
        .iter()
        .zip(&deal.order_cards)
        .map(|(name, &card)| Player {
            name: name.trim().to_owned(),
            cash: 0,
            preemptive: true,
            shares: BTreeMap::new(),
            loans: 0,
            order_card: card,
        })
        .collect();
    let mut seats: Vec<PlayerId> = (0..players.len() as PlayerId).collect();
    crate::sort_few::by_key(&mut seats, |&p| deal.order_cards[usize::from(p)]);
    // B1 (18xx.games): with a fixed set of tram companies the others leave the game at once.
    let in_game = |id: TramCompany| deal.tram_companies.as_ref().is_none_or(|c| c.contains(&id));
    let trams_cos: Vec<TramCo> = TramCompany::ALL
        .into_iter()
        .map(|id| TramCo {
            id,
            director: None,
            removed: !in_game(id),
            treasury: 0,
            revenue: 0,
            lines: Vec::new(),
            trams: Vec::new(),
        })
        .collect();
    let stadtbahn: Vec<_> = stadtbahn_in_play(setup.variant).collect();
    let mut market = Market::default();
    for &company in &stadtbahn {
        market.place(CompanyId::Stadtbahn(company), stadtbahn_start(company));
    }
    let privates = privates_in_play(setup.variant)
        .map(|row| Private { id: row.private, face: row.face_value, owner: None, closed: false })
        .collect();
    let lines = lines_in_play(setup.variant)
        .map(|card| {
            let line =
                Line { number: card.number, owner: None, operated: false, stations: 0, earned: 0 };
            (card.number, line)
        })
        .collect();
    let shown = n.line_cards_dealt().min(deal.line_deck.len());
    let line_display = deal.line_deck[..shown].to_vec();
    let line_stack = deal.line_deck[shown..].to_vec();
    let count = |color| n.tram_count(color);
    let trams = TramMarket {
        supply: TramColor::ALL[1..].iter().map(|&c| (c, count(c))).collect(),
        spaces: [Some((TramColor::Yellow, count(TramColor::Yellow))), None, None],
        newest_bought: None,
    };
    let mut state = State {
        player_count: n,
        variant: setup.variant,
        options: setup.options,
        players,
        seats,
        trams_cos,
        stadtbahn,
        privates,
        lines,
        line_display,
        line_stack,
        trams,
        market,
        board: BoardState::new(setup.variant)
            .with_supply_by_layout(setup.options.purple_layouts_are_tiles),
        bank: Bank::default(),
        round: Round::PreShare,
        step: Step::Over { by_agreement: false },
        sold_this_round: BTreeSet::new(),
    };
    for p in 0..state.players.len() as PlayerId {
        state.bank_to_player(p, capital);
    }
    for company in state.trams_cos.iter().filter(|c| c.removed) {
        ev.push(Event::CompanyRemoved { company: company.id });
    }
    start_round(&mut state, Round::PreShare, ev);
    Ok(state)
}

/// Applies an action to the state, in place. Each round module decides the whole action
/// first (its `refusal`) and only then changes the state, with changes that cannot fail: a
/// refused action leaves the state exactly as it was.
pub(crate) fn apply(
    state: &mut State,
    action: &Action,
    ev: &mut Vec<Event>,
) -> Result<(), Refusal> {
    if matches!(state.step, Step::Over { .. }) {
        return Err(Refusal::GameOver);
    }
    match action {
        Action::EndGame => {
            end_game(state, true, ev);
            return Ok(());
        }
        Action::ReturnPrivate { owner, private } => {
            return_check(state, *owner, *private)?;
            return_private(state, *owner, *private, ev);
            return Ok(());
        }
        _ => {}
    }
    match state.step {
        Step::Pre(_) | Step::OrderCards { .. } => pre::apply(state, action, ev),
        Step::Share(_) => share::apply(state, action, ev),
        Step::Company(_) => company::apply(state, action, ev),
        Step::Line(_) => line::apply(state, action, ev),
        Step::Over { .. } => Err(Refusal::GameOver),
    }
}

/// Why `action` may not be taken now, or `None` when it may: each round's one definition of
/// legality, which its `available` lists moves through and its `apply` asks first.
pub(crate) fn refusal(state: &State, action: &Action) -> Option<Refusal> {
    if matches!(state.step, Step::Over { .. }) {
        return Some(Refusal::GameOver);
    }
    match action {
        Action::EndGame => return None,
        Action::ReturnPrivate { owner, private } => {
            return return_check(state, *owner, *private).err();
        }
        _ => {}
    }
    match state.step {
        Step::Pre(_) | Step::OrderCards { .. } => pre::refusal(state, action),
        Step::Share(_) => share::refusal(state, action),
        Step::Company(_) => company::refusal(state, action),
        Step::Line(_) => line::refusal(state, action),
        Step::Over { .. } => Some(Refusal::GameOver),
    }
}

/// What the game waits for now (the refusal of an action of another kind names it).
pub(crate) fn expected(state: &State) -> Expected {
    match &state.step {
        Step::Pre(_) | Step::OrderCards { .. } => pre::expected(state),
        Step::Share(_) => share::expected(state),
        Step::Company(_) => company::expected(state),
        Step::Line(_) => line::expected(state),
        Step::Over { .. } => Expected::Nothing,
    }
}

/// The refusal of an action that does not belong to this point of the game.
pub(crate) fn not_now<T>(state: &State) -> Result<T, Refusal> {
    Err(Refusal::NotNow { expected: expected(state) })
}

/// Who decides now, without listing what they may do.
pub(crate) fn actor(state: &State) -> Actor {
    match state.step {
        Step::Pre(_) | Step::OrderCards { .. } => pre::actor(state),
        Step::Share(_) => share::actor(state),
        Step::Company(_) => company::actor(state),
        Step::Line(_) => line::actor(state),
        Step::Over { .. } => Actor::Nobody,
    }
}

/// Who decides now and what they may do.
pub(crate) fn available(state: &State) -> Available {
    let mut available = match state.step {
        Step::Pre(_) | Step::OrderCards { .. } => pre::available(state),
        Step::Share(_) => share::available(state),
        Step::Company(_) => company::available(state),
        Step::Line(_) => line::available(state),
        Step::Over { .. } => return Available::none(),
    };
    // A50: the owner may return a private at its own decision points.
    let deciding = actor(state);
    for private in &state.privates {
        let may_return = |&o: &Owner| return_check_by(state, deciding, o, private.id).is_ok();
        if let Some(owner) = private.owner.filter(may_return) {
            let action = Action::ReturnPrivate { owner, private: private.id };
            available.moves.push(Move::Do { action });
        }
    }
    available.moves.push(Move::Do { action: Action::EndGame });
    available
}

/// Starts `round`: its automatic steps, up to the first decision.
pub(crate) fn start_round(state: &mut State, round: Round, ev: &mut Vec<Event>) {
    state.round = round;
    ev.push(Event::RoundStarted { round });
    match round {
        Round::PreShare => pre::start(state, ev),
        Round::Share(_) => share::start(state, ev),
        Round::Company(_) => company::start(state, ev),
        Round::Line(..) => line::start(state, ev),
        Round::End => end_game(state, false, ev),
    }
}

/// Ends the current round and starts the next one on the Round Bar.
pub(crate) fn finish_round(state: &mut State, ev: &mut Vec<Event>) {
    let next = next_round(state.round).unwrap_or(Round::End);
    start_round(state, next, ev);
}

/// Ends the game (R98): after CR6, or now by agreement.
pub(crate) fn end_game(state: &mut State, by_agreement: bool, ev: &mut Vec<Event>) {
    state.step = Step::Over { by_agreement };
    ev.push(Event::GameEnded { by_agreement });
}

/// R25, A50: whether `owner` may return `private` now: it owns it and decides now (a
/// company's private at its director's decisions).
fn return_check(
    state: &State,
    owner: Owner,
    private: crate::data::Landmark,
) -> Result<(), Refusal> {
    return_check_by(state, actor(state), owner, private)
}

/// [`return_check`] when `deciding` ([`actor`]) is known already.
fn return_check_by(
    state: &State,
    deciding: Actor,
    owner: Owner,
    private: crate::data::Landmark,
) -> Result<(), Refusal> {
    let entitled = match deciding {
        Actor::Player { player } => owner == Owner::Player(player),
        Actor::Company { company, director } | Actor::Line { company, director, .. } => {
            owner == Owner::Company(company) || owner == Owner::Player(director)
        }
        // R93: answering a company's offer is the seller's only decision.
        Actor::Seller { .. } | Actor::Nobody => false,
    };
    let Some(p) = state.private(private).copied() else {
        return Err(Refusal::PrivateNotInGame { private });
    };
    if p.owner != Some(owner) || p.closed {
        return Err(Refusal::NotTheOwner { private });
    }
    if !entitled {
        return Err(Refusal::OwnerNotDeciding { owner });
    }
    Ok(())
}

/// R25: the owner returns a private (checked) to the bank for its face value; it leaves the
/// game.
fn return_private(
    state: &mut State,
    owner: Owner,
    private: crate::data::Landmark,
    ev: &mut Vec<Event>,
) {
    let amount = private_row(private).face_value;
    match owner {
        Owner::Player(player) => state.bank_to_player(player, amount),
        Owner::Company(company) => state.bank_to_treasury(company, amount),
    }
    if let Some(p) = state.private_mut(private) {
        p.owner = None;
        p.closed = true;
    }
    ev.push(Event::PrivateReturned { private, owner, amount });
}

/// A47: the director pays `due` from cash, taking as many loans of 100 as the cash cannot
/// cover and no more; returns the number of loans taken.
pub(crate) fn director_pays(state: &mut State, player: PlayerId, due: Money) -> u32 {
    let short = due - state.players[usize::from(player)].cash;
    let mut loans = 0;
    if short > 0 {
        let count = (short + LOAN_AMOUNT - 1) / LOAN_AMOUNT;
        loans = u32::try_from(count).unwrap_or(0);
        state.players[usize::from(player)].loans += loans;
        state.bank_to_player(player, count * LOAN_AMOUNT);
    }
    state.bank_to_player(player, -due);
    loans
}

/// The actor of a player-driven step, checked against the action's player.
pub(crate) fn check_player(expected: PlayerId, got: PlayerId) -> Result<(), Refusal> {
    if expected == got {
        Ok(())
    } else {
        Err(Refusal::NotYourTurn { expected: Who::Player(expected), got: Who::Player(got) })
    }
}

/// The refusal of a tram index the company does not have (R47, R49). The index comes
/// straight from the action (any saved game can hold `usize::MAX`).
pub(crate) fn no_such_tram<T>(company: TramCompany, tram: usize) -> Result<T, Refusal> {
    Err(Refusal::NoSuchTram { company, tram })
}
