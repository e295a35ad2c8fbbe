//! The Pre-Share Round: the auction of the private companies (rulebook VI; digest R30–R32,
//! A1–A5) and the choice of Playing Order Cards that ends it.
//!
//! Readings: seats are the initial Playing Order Cards (A1); choosing is separate from bidding,
//! the chooser may pass after choosing and anyone may open (A2, literal); the right to choose
//! passes to the next seat after the previous chooser (A3); only the Starting Player's first
//! choice is compulsory, and when all pass on a later private every private in players' hands
//! pays and the round restarts with the Starting Player (A4).

use crate::data::Landmark;
use crate::data::game_tables::{Money, PRIVATE_BID_STEP, PRIVATE_PRICE_DROP, private_row};

use super::super::action::{Action, Actor, Available, Move};
use super::super::event::Event;
use super::super::state::{Owner, PlayerId, State, Step};
use super::super::{Expected, Refusal};
use super::check_player;

/// The state of the Pre-Share Round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PreStep {
    /// The player entitled to choose the next private.
    pub chooser: PlayerId,
    /// Players who declined to choose in a row.
    pub declined: u8,
    /// The auction under way.
    pub auction: Option<PreAuction>,
}

/// The auction of one private.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PreAuction {
    /// The private.
    pub private: Landmark,
    /// Who chose it.
    pub chooser: PlayerId,
    /// The high bid and bidder.
    pub high: Option<(PlayerId, Money)>,
    /// Players still in, in seat order starting with the chooser.
    pub active: Vec<PlayerId>,
    /// Whose turn it is.
    pub to_act: PlayerId,
}

/// The Starting Player: the holder of the lowest Playing Order Card (R7).
fn starting_player(state: &State) -> PlayerId {
    state.by_order_card()[0]
}

fn nothing_sold(state: &State) -> bool {
    state.privates.iter().all(|p| p.owner.is_none() && !p.closed)
}

fn unsold(state: &State) -> Vec<Landmark> {
    state.privates.iter().filter(|p| p.owner.is_none() && !p.closed).map(|p| p.id).collect()
}

/// Whether `player` may choose `private`: always, except where choosing is the opening bid
/// ([`RuleOptions::private_auction_as_18xx_games`](crate::game::RuleOptions), 18xx.games) and the
/// player cannot pay its face value.
fn affordable_choice(state: &State, player: PlayerId, private: Landmark) -> bool {
    let face = state.private(private).map_or(0, |p| p.face);
    !state.options.private_auction_as_18xx_games || state.players[usize::from(player)].cash >= face
}

/// Whether the chooser must now make the opening bid (the choice was the bid, 18xx.games).
fn opening_bid_due(state: &State, auction: &PreAuction) -> bool {
    state.options.private_auction_as_18xx_games
        && auction.high.is_none()
        && auction.to_act == auction.chooser
}

pub(crate) fn start(state: &mut State, _ev: &mut Vec<Event>) {
    let chooser = starting_player(state);
    state.step = Step::Pre(PreStep { chooser, declined: 0, auction: None });
}

fn pre_step(state: &State) -> Option<&PreStep> {
    match &state.step {
        Step::Pre(step) => Some(step),
        _ => None,
    }
}

/// What the round waits for (see [`super::expected`]).
pub(crate) fn expected(state: &State) -> Expected {
    match &state.step {
        Step::OrderCards { .. } => Expected::PickOrderCard,
        Step::Pre(PreStep { auction: Some(_), .. }) => Expected::BidPrivate,
        _ => Expected::ChoosePrivate,
    }
}

/// Who decides now.
pub(crate) fn actor(state: &State) -> Actor {
    let player = match &state.step {
        Step::OrderCards { pickers } => pickers.first().copied(),
        Step::Pre(PreStep { auction: Some(auction), .. }) => Some(auction.to_act),
        Step::Pre(step) => Some(step.chooser),
        _ => None,
    };
    player.map_or(Actor::Nobody, |player| Actor::Player { player })
}

pub(crate) fn available(state: &State) -> Available {
    // Every candidate goes through `refusal`, the one definition of what is legal.
    let legal = |m: &Move| refusal(state, &m.lowest()).is_none();
    if let Step::OrderCards { pickers } = &state.step {
        let Some(&player) = pickers.first() else { return Available::none() };
        let moves = (1..=state.player_count.get())
            .map(|card| Move::Do { action: Action::PickOrderCard { player, card } })
            .filter(legal)
            .collect();
        return Available { actor: Actor::Player { player }, moves };
    }
    let Some(step) = pre_step(state) else { return Available::none() };
    let (player, candidates) = match &step.auction {
        None => {
            let player = step.chooser;
            let mut moves: Vec<Move> = unsold(state)
                .into_iter()
                .map(|private| Move::Do { action: Action::ChoosePrivate { player, private } })
                .collect();
            moves.push(Move::Do { action: Action::PassPrivate { player } });
            (player, moves)
        }
        Some(auction) => {
            let player = auction.to_act;
            let cash = state.players[usize::from(player)].cash;
            let (min, _) = bid_range(state, auction);
            let max = min + (cash - min).max(0) / PRIVATE_BID_STEP * PRIVATE_BID_STEP;
            let action = Action::BidPrivate { player, amount: min };
            let bid = Move::Amount { action, min, max, step: PRIVATE_BID_STEP };
            (player, vec![bid, Move::Do { action: Action::PassPrivate { player } }])
        }
    };
    let moves = candidates.into_iter().filter(legal).collect();
    Available { actor: Actor::Player { player }, moves }
}

/// The lowest bid on the private and the amount bids step from (R30).
fn bid_range(state: &State, auction: &PreAuction) -> (Money, Money) {
    let face = state.private(auction.private).map_or(0, |p| p.face);
    match auction.high {
        None => (face, face),
        Some((_, high)) => (high.saturating_add(PRIVATE_BID_STEP), high),
    }
}

/// Why `action` may not be taken now, or `None` when it may: the one definition of the
/// Pre-Share Round's legality (and of the order cards), which `available` lists its moves
/// through and `apply` asks before it changes anything.
pub(crate) fn refusal(state: &State, action: &Action) -> Option<Refusal> {
    check(state, action).err()
}

fn check(state: &State, action: &Action) -> Result<(), Refusal> {
    if let Step::OrderCards { pickers } = &state.step {
        let (Action::PickOrderCard { player, card }, Some(&first)) = (action, pickers.first())
        else {
            return super::not_now(state);
        };
        check_player(first, *player)?;
        if *card == 0 || *card > state.player_count.get() {
            return Err(Refusal::NoSuchOrderCard { cards: state.player_count.get() });
        }
        if state.players.iter().any(|p| p.order_card == *card) {
            return Err(Refusal::OrderCardTaken { card: *card });
        }
        return Ok(());
    }
    let Some(step) = pre_step(state) else {
        return super::not_now(state);
    };
    match (&step.auction, action) {
        (None, Action::ChoosePrivate { player, private }) => {
            check_player(step.chooser, *player)?;
            if !unsold(state).contains(private) {
                return Err(Refusal::PrivateNotForSale { private: *private });
            }
            if !affordable_choice(state, *player, *private) {
                let face = state.private(*private).map_or(0, |p| p.face);
                let cash = state.players[usize::from(*player)].cash;
                return Err(Refusal::ChoiceNeedsFaceValue { face, cash });
            }
        }
        (None, Action::PassPrivate { player }) => {
            check_player(step.chooser, *player)?;
            if nothing_sold(state) && *player == starting_player(state) {
                return Err(Refusal::FirstPrivateCompulsory);
            }
        }
        (Some(auction), Action::BidPrivate { player, amount }) => {
            check_player(auction.to_act, *player)?;
            let (min, base) = bid_range(state, auction);
            if *amount < min {
                return Err(Refusal::BidTooLow { min });
            }
            if (*amount - base) % PRIVATE_BID_STEP != 0 {
                return Err(Refusal::BidNotInSteps { step: PRIVATE_BID_STEP });
            }
            let cash = state.players[usize::from(*player)].cash;
            if *amount > cash {
                return Err(Refusal::BidOverCash { cash });
            }
        }
        (Some(auction), Action::PassPrivate { player }) => {
            check_player(auction.to_act, *player)?;
            if opening_bid_due(state, auction) {
                let face = state.private(auction.private).map_or(0, |p| p.face);
                return Err(Refusal::OpeningBidDue { face });
            }
        }
        _ => return super::not_now(state),
    }
    Ok(())
}

pub(crate) fn apply(
    state: &mut State,
    action: &Action,
    ev: &mut Vec<Event>,
) -> Result<(), Refusal> {
    check(state, action)?;
    if let Step::OrderCards { .. } = state.step {
        pick_card(state, action, ev);
        return Ok(());
    }
    let Some(step) = pre_step(state).cloned() else {
        return super::not_now(state);
    };
    match (&step.auction, action) {
        (None, Action::ChoosePrivate { player, private }) => {
            let mut active = vec![*player];
            active.extend(state.seats_after(*player).into_iter().filter(|p| p != player));
            let auction = PreAuction {
                private: *private,
                chooser: *player,
                high: None,
                active,
                to_act: *player,
            };
            ev.push(Event::PrivateChosen { player: *player, private: *private });
            state.step = Step::Pre(PreStep { auction: Some(auction), declined: 0, ..step });
        }
        (None, Action::PassPrivate { player }) => {
            ev.push(Event::Passed { player: *player });
            let declined = step.declined + 1;
            if usize::from(declined) >= state.players.len() {
                if state.options.private_auction_as_18xx_games {
                    everyone_declined_18xx(state, *player, ev);
                } else {
                    // A3: everybody declined: as if all passed on a later private (R31).
                    everyone_passed_later(state, ev);
                }
            } else {
                let chooser = state.seats_after(*player)[0];
                state.step = Step::Pre(PreStep { chooser, declined, auction: None });
            }
        }
        (Some(auction), Action::BidPrivate { player, amount }) => {
            ev.push(Event::PrivateBid {
                player: *player,
                private: auction.private,
                amount: *amount,
            });
            let mut auction = auction.clone();
            auction.high = Some((*player, *amount));
            if state.options.private_auction_as_18xx_games {
                // 18xx.games: whoever cannot pay the next bid is out at once; an auction won
                // this way leaves the choice with the same chooser.
                let next = amount.saturating_add(PRIVATE_BID_STEP);
                let cash = |p: PlayerId| state.players[usize::from(p)].cash;
                auction.active.retain(|&p| p == *player || cash(p) >= next);
                if auction.active == [*player] {
                    sell(state, auction.private, *player, *amount, ev);
                    after_sale_to(state, auction.chooser, ev);
                    return Ok(());
                }
            }
            auction.to_act = next_in(&auction.active, *player);
            settle_auction(state, step, auction, ev);
        }
        (Some(auction), Action::PassPrivate { player }) => {
            ev.push(Event::Passed { player: *player });
            let mut auction = auction.clone();
            let next = next_in(&auction.active, *player);
            auction.active.retain(|p| p != player);
            auction.to_act = next;
            if auction.active.is_empty() {
                everyone_passed(state, &step, &auction, ev);
            } else {
                settle_auction(state, step, auction, ev);
            }
        }
        _ => return super::not_now(state),
    }
    Ok(())
}

/// The player after `player` among `active` (wrapping).
fn next_in(active: &[PlayerId], player: PlayerId) -> PlayerId {
    let at = active.iter().position(|&p| p == player).unwrap_or(0);
    active[(at + 1) % active.len()]
}

/// Ends the auction when only the high bidder is left (R30.4), otherwise keeps it going.
fn settle_auction(state: &mut State, step: PreStep, auction: PreAuction, ev: &mut Vec<Event>) {
    match auction.high {
        Some((winner, price)) if auction.active == [winner] => {
            sell(state, auction.private, winner, price, ev);
            after_sale(state, auction.chooser, ev);
        }
        _ => state.step = Step::Pre(PreStep { auction: Some(auction), ..step }),
    }
}

fn sell(state: &mut State, private: Landmark, player: PlayerId, price: Money, ev: &mut Vec<Event>) {
    state.bank_to_player(player, -price);
    if let Some(p) = state.private_mut(private) {
        p.owner = Some(Owner::Player(player));
    }
    ev.push(Event::PrivateBought { player, private, price });
}

/// After a sale: the next seat after the chooser chooses (R30.5, A3), or, when every private
/// is sold, the players pick Playing Order Cards (R32).
fn after_sale(state: &mut State, chooser: PlayerId, ev: &mut Vec<Event>) {
    let next = state.seats_after(chooser)[0];
    after_sale_to(state, next, ev);
}

/// After a sale: `chooser` chooses next, or the players pick Playing Order Cards when every
/// private is sold (R32).
fn after_sale_to(state: &mut State, chooser: PlayerId, ev: &mut Vec<Event>) {
    if unsold(state).is_empty() {
        start_order_cards(state, ev);
    } else {
        state.step = Step::Pre(PreStep { chooser, declined: 0, auction: None });
    }
}

/// Everyone passed without a bid (R31).
fn everyone_passed(state: &mut State, step: &PreStep, auction: &PreAuction, ev: &mut Vec<Event>) {
    if let Some((winner, price)) = auction.high {
        // Cannot happen (the high bidder never passes), but keep the sale.
        sell(state, auction.private, winner, price, ev);
        after_sale(state, auction.chooser, ev);
        return;
    }
    if nothing_sold(state) {
        // R31: the first private drops by 5 and is auctioned again from the Starting Player;
        // at 0 the Starting Player takes it for free.
        let starter = starting_player(state);
        let face = state.private(auction.private).map_or(0, |p| p.face) - PRIVATE_PRICE_DROP;
        let face = face.max(0);
        if let Some(p) = state.private_mut(auction.private) {
            p.face = face;
        }
        ev.push(Event::PrivatePriceDropped { private: auction.private, price: face });
        if face == 0 {
            sell(state, auction.private, starter, 0, ev);
            after_sale(state, starter, ev);
        } else {
            let mut active = vec![starter];
            active.extend(state.seats_after(starter).into_iter().filter(|&p| p != starter));
            let again = PreAuction {
                private: auction.private,
                chooser: starter,
                high: None,
                active,
                to_act: starter,
            };
            state.step = Step::Pre(PreStep { auction: Some(again), declined: 0, ..step.clone() });
        }
    } else {
        everyone_passed_later(state, ev);
    }
}

/// 18xx.games, when every player in turn declines to choose: if the private that was the
/// cheapest at set-up is still unsold its price drops by 5 (at 0 the next player takes it),
/// otherwise every private in players' hands pays its dividend; the player after `last`, the
/// last to decline, chooses next.
fn everyone_declined_18xx(state: &mut State, last: PlayerId, ev: &mut Vec<Event>) {
    let cheapest = crate::data::game_tables::privates_in_play(state.variant)
        .min_by_key(|row| row.face_value)
        .map(|row| row.private);
    let next = state.seats_after(last)[0];
    let unsold_cheapest = cheapest.filter(|c| unsold(state).contains(c));
    match unsold_cheapest {
        Some(private) => {
            let face = state.private(private).map_or(0, |p| p.face) - PRIVATE_PRICE_DROP;
            let face = face.max(0);
            if let Some(p) = state.private_mut(private) {
                p.face = face;
            }
            ev.push(Event::PrivatePriceDropped { private, price: face });
            if face == 0 {
                sell(state, private, next, 0, ev);
                after_sale(state, next, ev);
                return;
            }
        }
        None => pay_privates(state, ev),
    }
    state.step = Step::Pre(PreStep { chooser: next, declined: 0, auction: None });
}

/// Every private in players' hands pays its dividend (R31).
fn pay_privates(state: &mut State, ev: &mut Vec<Event>) {
    for i in 0..state.privates.len() {
        let p = state.privates[i];
        if let (Some(Owner::Player(player)), false) = (p.owner, p.closed) {
            let amount = private_row(p.id).dividend;
            state.bank_to_player(player, amount);
            ev.push(Event::PrivateDividend { private: p.id, owner: Owner::Player(player), amount });
        }
    }
}

/// R31, A4: every private in players' hands pays its dividend, and the round starts again with
/// the Starting Player.
fn everyone_passed_later(state: &mut State, ev: &mut Vec<Event>) {
    pay_privates(state, ev);
    start(state, ev);
}

/// R32: least cash picks first; ties by the old order (A5: cash only).
fn start_order_cards(state: &mut State, _ev: &mut Vec<Event>) {
    let old = state.by_order_card();
    let mut pickers = old.clone();
    crate::sort_few::by_key(&mut pickers, |&p| {
        let at = old.iter().position(|&q| q == p).unwrap_or(0);
        (state.players[usize::from(p)].cash, at)
    });
    for p in &mut state.players {
        p.order_card = 0;
    }
    state.step = Step::OrderCards { pickers };
}

/// The first picker takes order card `card` (checked); the last player takes the last card.
fn pick_card(state: &mut State, action: &Action, ev: &mut Vec<Event>) {
    let (Step::OrderCards { pickers }, Action::PickOrderCard { player, card }) =
        (&state.step, action)
    else {
        return;
    };
    let mut pickers = pickers.clone();
    state.players[usize::from(*player)].order_card = *card;
    ev.push(Event::OrderCard { player: *player, card: *card });
    pickers.remove(0);
    if pickers.len() == 1 {
        // The last player takes the last card.
        let last = pickers[0];
        let taken: Vec<u8> = state.players.iter().map(|p| p.order_card).collect();
        let card = (1..=state.player_count.get()).find(|c| !taken.contains(c)).unwrap_or(1);
        state.players[usize::from(last)].order_card = card;
        ev.push(Event::OrderCard { player: last, card });
        pickers.clear();
    }
    if pickers.is_empty() {
        super::finish_round(state, ev);
    } else {
        state.step = Step::OrderCards { pickers };
    }
}
