//! Share Rounds (rulebook VII; digest R33–R41, A6–A12, A43, A44).
//!
//! A turn is a pass, or any sales (not in the first Share Round) followed by at most one
//! purchase. The round ends after every player passed in succession. In the first Share Round
//! each player's first action is buying a director certificate (R40, A7).

use std::cell::OnceCell;

use crate::data::game_tables::{
    DIRECTOR_CERTIFICATE_SHARES, Money, STARTING_TREASURY_PER_PAR, TramCompany,
};
use crate::data::market::{SharePrice, TRAM_PAR_CELLS};

use super::super::action::{Action, Actor, Available, Move};
use super::super::event::Event;
use super::super::state::{COMPANY_UNITS, CompanyId, PlayerId, Pools, State, Step};
use super::super::{Expected, Refusal};
use super::check_player;

/// The most a player may hold of a company: buying needs less than 60% (R39, A11).
const MAX_UNITS: u8 = 6;

/// The state of a Share Round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShareStep {
    /// The turn order of this round.
    pub order: Vec<PlayerId>,
    /// Index into `order` of the player whose turn it is.
    pub turn: usize,
    /// Passes in a row (R34, A44).
    pub passes: usize,
    /// The current player has sold this turn (so ending it is not a pass).
    pub sold_this_turn: bool,
    /// The first Share Round (no sales, director certificates first).
    pub first: bool,
}

impl ShareStep {
    fn player(&self) -> PlayerId {
        self.order[self.turn % self.order.len()]
    }
}

pub(crate) fn start(state: &mut State, ev: &mut Vec<Event>) {
    let first = state.round == crate::data::game_tables::Round::Share(1);
    let by_card = state.by_order_card();
    // R34, A6: the first Share Round goes clockwise from card 1 (seat order), unless the
    // option says by cards; later rounds go by cards.
    let order = if first && !state.options.first_share_round_by_cards {
        let starter = by_card[0];
        let mut order = vec![starter];
        order.extend(state.seats_after(starter).into_iter().filter(|&p| p != starter));
        order
    } else {
        by_card
    };
    state.sold_this_round.clear();
    state.step = Step::Share(ShareStep { order, turn: 0, passes: 0, sold_this_turn: false, first });
    auto_pass(state, ev);
}

/// The price 18xx.games gives the certificate of a line (a company's one-share minor), in its
/// market once a company has bought the line. It is never for sale, but a player who could
/// pay it is offered "buy" (and must pass by hand).
const LINE_CERTIFICATE_PRICE_18XX: Money = 130;

/// 18xx.games (option `share_round_auto_pass`): a player whose turn starts, or who has sold
/// and can do nothing more, and who can neither buy nor sell passes by themself. [`end_turn`] calls this again for the next player, until
/// someone can act or the round ends.
fn auto_pass(state: &mut State, ev: &mut Vec<Event>) {
    if !state.options.share_round_auto_pass {
        return;
    }
    let Some(step) = share_step(state).cloned() else { return };
    let player = step.player();
    let only_pass = available(state).moves == [Move::Do { action: Action::PassShare { player } }];
    // 18xx.games offers "buy" whenever a line's certificate lies in its market (every line a
    // company has bought) and the player could pay its price and is under the certificate
    // limit, though it can never be bought; the player then passes by hand.
    let line_in_market = state.lines.values().any(|l| l.owner.is_some());
    let under_limit = state.certificates(player) < state.player_count.certificate_limit();
    let rich = state.players[usize::from(player)].cash >= LINE_CERTIFICATE_PRICE_18XX;
    if only_pass && !(line_in_market && under_limit && rich) {
        // After a sale the turn was an action, not a pass (as a pass by hand, R36).
        let pass = !step.sold_this_turn;
        if pass {
            ev.push(Event::Passed { player });
        }
        end_turn(state, step, pass, ev);
    }
}

fn share_step(state: &State) -> Option<&ShareStep> {
    match &state.step {
        Step::Share(step) => Some(step),
        _ => None,
    }
}

/// Companies whose shares can be traded: parred tram companies and Stadtbahn companies.
fn tradable(state: &State) -> impl Iterator<Item = CompanyId> + '_ {
    let trams = state.operating().map(|c| CompanyId::Tram(c.id));
    let sbs = state.stadtbahn.iter().map(|&s| CompanyId::Stadtbahn(s));
    trams.chain(sbs)
}

/// Why the player on `turn` may not buy a share of `company` now, if anything stops it.
fn buy_refusal(state: &State, turn: &Turn<'_>, company: CompanyId) -> Option<Refusal> {
    let player = turn.player;
    let p = &state.players[usize::from(player)];
    let Some(price) = state.market.price(company) else {
        return Some(Refusal::NotTraded { company });
    };
    if !tradable(state).any(|c| c == company) {
        return Some(Refusal::NotTraded { company });
    }
    if turn.needs_director {
        return Some(Refusal::DirectorFirst);
    }
    if turn.pool_units(state, company) == 0 {
        return Some(Refusal::PoolEmpty { company });
    }
    if state.sold_this_round.contains(&(player, company)) {
        return Some(Refusal::SoldThisRound { company });
    }
    if p.units(company) >= MAX_UNITS {
        return Some(Refusal::HoldingLimit { company, percent: MAX_UNITS * 10 });
    }
    let limit = state.player_count.certificate_limit();
    if *turn.certificates.get_or_init(|| state.certificates(player)) >= limit {
        return Some(Refusal::CertificateLimit { limit });
    }
    if p.cash < price {
        return Some(Refusal::CashShort { cost: price, cash: p.cash });
    }
    None
}

/// 10% shares of `company` that `player` may sell: never the director certificate (R36),
/// unless directorships change hands ([`crate::game::RuleOptions::director_certificate_changes_hands`])
/// and [`successor`] names who takes it over.
fn sellable(state: &State, player: PlayerId, company: CompanyId) -> u8 {
    let units = state.players[usize::from(player)].units(company);
    match company {
        CompanyId::Tram(t) if state.directs(player, t) => {
            if successor(state, player, t).is_some() {
                units
            } else {
                units.saturating_sub(DIRECTOR_CERTIFICATE_SHARES as u8)
            }
        }
        _ => units,
    }
}

/// The player who would direct `company` if its director `player` sold into the director
/// certificate: under [`crate::game::RuleOptions::director_certificate_changes_hands`], another
/// player holding as many units as the certificate (the five 10% shares, so the director
/// holds the certificate alone).
fn successor(state: &State, player: PlayerId, company: TramCompany) -> Option<PlayerId> {
    if !state.options.director_certificate_changes_hands {
        return None;
    }
    let id = CompanyId::Tram(company);
    let certificate = DIRECTOR_CERTIFICATE_SHARES as u8;
    (0..state.players.len())
        .filter_map(|p| PlayerId::try_from(p).ok())
        .find(|&p| p != player && state.players[usize::from(p)].units(id) >= certificate)
}

/// R35: in the first Share Round a player's first purchase is a director certificate.
fn needs_director(state: &State, step: &ShareStep) -> bool {
    step.first && !state.directs_any(step.player())
}

/// What the round waits for (see [`super::expected`]).
pub(crate) fn expected(state: &State) -> Expected {
    match share_step(state) {
        Some(step) if needs_director(state, step) => Expected::BuyDirector,
        _ => Expected::ShareTurn,
    }
}

/// The one definition of what is legal in a Share Round: why `action` may not be taken now,
/// or `None` when it may. [`available`] lists its candidates through it and [`apply`] calls
/// it before an update that cannot fail.
pub(crate) fn refusal(state: &State, action: &Action) -> Option<Refusal> {
    let Some(turn) = Turn::of(state) else {
        return Some(Refusal::NotNow { expected: super::expected(state) });
    };
    turn_refusal(state, &turn, action)
}

/// What every check of a Share Round turn asks first, looked up once for all the candidates
/// [`available`] tries.
struct Turn<'a> {
    step: &'a ShareStep,
    player: PlayerId,
    /// R35: the player must buy a director certificate first ([`needs_director`]).
    needs_director: bool,
    /// The player's certificates (R39), counted on first need.
    certificates: OnceCell<u32>,
    /// Every company's Pool ([`State::pools`]), counted on first need.
    pools: OnceCell<Pools>,
}

impl Turn<'_> {
    fn of(state: &State) -> Option<Turn<'_>> {
        let step = share_step(state)?;
        let (player, needs_director) = (step.player(), needs_director(state, step));
        let (certificates, pools) = (OnceCell::new(), OnceCell::new());
        Some(Turn { step, player, needs_director, certificates, pools })
    }

    /// [`State::pool_units`], from the Pools counted once per turn.
    fn pool_units(&self, state: &State, company: CompanyId) -> u8 {
        self.pools.get_or_init(|| state.pools()).units(company)
    }
}

/// [`refusal`] on the turn it looked up.
fn turn_refusal(state: &State, turn: &Turn<'_>, action: &Action) -> Option<Refusal> {
    let (step, player, needs_director) = (turn.step, turn.player, turn.needs_director);
    let who = match action {
        Action::BuyDirector { player, .. }
        | Action::SellShares { player, .. }
        | Action::BuyShare { player, .. }
        | Action::PassShare { player } => *player,
        _ => return Some(Refusal::NotNow { expected: expected(state) }),
    };
    if let Err(refusal) = check_player(player, who) {
        return Some(refusal);
    }
    match action {
        Action::BuyDirector { company, par, .. } => {
            if !needs_director {
                return Some(Refusal::DirectorNotNow);
            }
            let co = state.tram_co(*company);
            if co.director.is_some() {
                return Some(Refusal::HasDirector { company: *company });
            }
            if co.removed {
                return Some(Refusal::CompanyNotInGame { company: *company });
            }
            if SharePrice::tram_par(*par).is_none() {
                return Some(Refusal::NoSuchPar { par: *par });
            }
            let due = director_cash_due(state, player, *par);
            let cash = state.players[usize::from(player)].cash;
            (due > cash).then_some(Refusal::ParNeedsCash { par: *par, due, cash })
        }
        _ if needs_director => Some(Refusal::NotNow { expected: Expected::BuyDirector }),
        Action::SellShares { company, count, .. } => {
            if step.first {
                return Some(Refusal::NoSalesInFirstRound);
            }
            let most = sellable(state, player, *company);
            if *count == 0 || *count > most {
                return Some(Refusal::SellTooMany { company: *company, sellable: most });
            }
            state
                .market
                .price(*company)
                .is_none()
                .then_some(Refusal::NotTraded { company: *company })
        }
        Action::BuyShare { company, .. } => buy_refusal(state, turn, *company),
        _ => None,
    }
}

/// Who decides now.
pub(crate) fn actor(state: &State) -> Actor {
    share_step(state).map_or(Actor::Nobody, |step| Actor::Player { player: step.player() })
}

pub(crate) fn available(state: &State) -> Available {
    let Some(turn) = Turn::of(state) else { return Available::none() };
    let player = turn.player;
    let actor = actor(state);
    // Each candidate is offered when `refusal` accepts it.
    let mut moves = Vec::with_capacity(32);
    let mut offer = |action: Action| {
        if turn_refusal(state, &turn, &action).is_none() {
            moves.push(Move::Do { action });
        }
    };
    // A player who must buy a director certificate may do nothing else (R35); one who may not
    // buy one is refused every certificate: the other kind is not even listed as candidates.
    let needs_director = turn.needs_director;
    for company in TramCompany::ALL.into_iter().filter(|_| needs_director) {
        for cell in TRAM_PAR_CELLS {
            offer(Action::BuyDirector { player, company, par: cell.price() });
        }
    }
    if !needs_director {
        for company in tradable(state) {
            let held = state.players[usize::from(player)].units(company);
            for count in 1..=held {
                offer(Action::SellShares { player, company, count });
            }
        }
        for company in tradable(state) {
            offer(Action::BuyShare { player, company });
        }
        offer(Action::PassShare { player });
    }
    Available { actor, moves }
}

pub(crate) fn apply(
    state: &mut State,
    action: &Action,
    ev: &mut Vec<Event>,
) -> Result<(), Refusal> {
    if let Some(refusal) = refusal(state, action) {
        return Err(refusal);
    }
    let Some(step) = share_step(state).cloned() else {
        return super::not_now(state);
    };
    let player = step.player();
    match action {
        Action::BuyDirector { company, par, .. } => {
            let Some(cell) = SharePrice::tram_par(*par) else {
                return Err(Refusal::NoSuchPar { par: *par });
            };
            buy_director(state, player, *company, cell, ev);
            end_turn(state, step, false, ev);
            Ok(())
        }
        Action::SellShares { company, count, .. } => {
            let Some(price) = state.market.price(*company) else {
                return Err(Refusal::NotTraded { company: *company });
            };
            let successor = match *company {
                CompanyId::Tram(t) if state.directs(player, t) => {
                    let held = state.players[usize::from(player)].units(*company);
                    let certificate = DIRECTOR_CERTIFICATE_SHARES as u8;
                    if held.saturating_sub(*count) < certificate {
                        successor(state, player, t).map(|to| (t, to))
                    } else {
                        None
                    }
                }
                _ => None,
            };
            let total = price * Money::from(*count);
            state.bank_to_player(player, total);
            if let Some(units) = state.players[usize::from(player)].shares.get_mut(company) {
                *units -= count;
            }
            state.players[usize::from(player)].shares.retain(|_, u| *u > 0);
            state.sold_this_round.insert((player, *company));
            ev.push(Event::SharesSold { player, company: *company, count: *count, price });
            // The successor's five shares go for the certificate: the units stay as they are.
            if let Some((t, to)) = successor {
                state.tram_co_mut(t).director = Some(to);
                ev.push(Event::DirectorChanged { company: t, from: player, to });
            }
            if let Some(pos) = state.market.position(*company) {
                let to = pos.cell.after_sale(*count);
                move_marker(state, *company, to, ev);
            }
            state.step = Step::Share(ShareStep { sold_this_turn: true, ..step });
            auto_pass(state, ev);
            Ok(())
        }
        Action::BuyShare { company, .. } => {
            let Some(price) = state.market.price(*company) else {
                return Err(Refusal::NotTraded { company: *company });
            };
            state.bank_to_player(player, -price);
            *state.players[usize::from(player)].shares.entry(*company).or_insert(0) += 1;
            ev.push(Event::ShareBought { player, company: *company, price });
            end_turn(state, step, false, ev);
            Ok(())
        }
        Action::PassShare { .. } => {
            let pass = !step.sold_this_turn;
            if pass {
                ev.push(Event::Passed { player });
            }
            end_turn(state, step, pass, ev);
            Ok(())
        }
        _ => super::not_now(state),
    }
}

/// The cash a director certificate at `par` costs on top of the Pre-emptive Right card.
fn director_cash_due(state: &State, player: PlayerId, par: Money) -> Money {
    let card = if state.players[usize::from(player)].preemptive {
        crate::data::game_tables::PRE_EMPTIVE_RIGHT
    } else {
        0
    };
    (par * Money::from(DIRECTOR_CERTIFICATE_SHARES) - card).max(0)
}

/// R40: the director certificate for 5 × par (the Pre-emptive Right card first), 10 × par
/// into the Treasury, the marker on the par cell under any already there.
fn buy_director(
    state: &mut State,
    player: PlayerId,
    company: TramCompany,
    cell: SharePrice,
    ev: &mut Vec<Event>,
) {
    let par = cell.price();
    let cash = director_cash_due(state, player, par);
    state.bank_to_player(player, -cash);
    let p = &mut state.players[usize::from(player)];
    p.preemptive = false;
    p.shares.insert(CompanyId::Tram(company), DIRECTOR_CERTIFICATE_SHARES as u8);
    state.tram_co_mut(company).director = Some(player);
    state.bank_to_treasury(company, par * STARTING_TREASURY_PER_PAR);
    state.market.place(CompanyId::Tram(company), cell);
    ev.push(Event::DirectorBought { player, company, par, cash });
    // R40.5: once every player directs a company, the others leave the game.
    let mut every_player = (0..state.players.len()).filter_map(|p| PlayerId::try_from(p).ok());
    if every_player.all(|p| state.directs_any(p)) {
        for id in TramCompany::ALL {
            if state.tram_co(id).director.is_none() && !state.tram_co(id).removed {
                state.tram_co_mut(id).removed = true;
                ev.push(Event::CompanyRemoved { company: id });
            }
        }
    }
}

fn move_marker(state: &mut State, company: CompanyId, to: SharePrice, ev: &mut Vec<Event>) {
    let from = state.market.price(company).unwrap_or(0);
    state.market.place(company, to);
    if from != to.price() {
        ev.push(Event::PriceMoved { company, from, to: to.price() });
    }
}

fn end_turn(state: &mut State, step: ShareStep, pass: bool, ev: &mut Vec<Event>) {
    let passes = if pass { step.passes + 1 } else { 0 };
    if passes >= step.order.len() {
        end_round(state, ev);
        return;
    }
    let turn = (step.turn + 1) % step.order.len();
    state.step = Step::Share(ShareStep { turn, passes, sold_this_turn: false, ..step });
    auto_pass(state, ev);
}

/// R41, A43: sold-out tram companies rise; R35: new order by most cash.
fn end_round(state: &mut State, ev: &mut Vec<Event>) {
    let mut risers: Vec<CompanyId> = state.operating().map(|c| CompanyId::Tram(c.id)).collect();
    if state.options.stadtbahn_sold_out_rise {
        risers.extend(state.stadtbahn.iter().map(|&s| CompanyId::Stadtbahn(s)));
    }
    for company in risers {
        let sold_out = state.pool_units(company) == 0
            && state.players.iter().map(|p| p.units(company)).sum::<u8>() == COMPANY_UNITS;
        if let Some(pos) = state.market.position(company).filter(|_| sold_out) {
            move_marker(state, company, pos.cell.after_sold_out(), ev);
        }
    }
    let old = state.by_order_card();
    let mut order = old.clone();
    crate::sort_few::by_key(&mut order, |&p| {
        let at = old.iter().position(|&q| q == p).unwrap_or(0);
        (std::cmp::Reverse(state.players[usize::from(p)].cash), at)
    });
    for (i, &p) in order.iter().enumerate() {
        let card = i as u8 + 1;
        state.players[usize::from(p)].order_card = card;
        ev.push(Event::OrderCard { player: p, card });
    }
    state.sold_this_round.clear();
    super::finish_round(state, ev);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::game_tables::Round;
    use crate::data::{Landmark, StadtbahnCompany};
    use crate::game::Setup;
    use crate::game::state::Owner;

    const W: CompanyId = CompanyId::Stadtbahn(StadtbahnCompany::W);
    const G: CompanyId = CompanyId::Stadtbahn(StadtbahnCompany::G);
    const D: CompanyId = CompanyId::Stadtbahn(StadtbahnCompany::D);

    /// SR2 of a 4-player game where player 0 directs WT, owns two privates and holds 6 W and
    /// 5 G shares: 1 + 2 + 11 = 14 certificates, the 4-player limit.
    fn at_the_limit() -> State {
        let mut ev = Vec::new();
        let setup = Setup::new(&["A", "B", "C", "D"], 3);
        let mut state = super::super::initial_state(&setup, &mut ev).unwrap();
        let wt = TramCompany::WienerTramway;
        state.players[0].shares.insert(CompanyId::Tram(wt), 5);
        state.tram_co_mut(wt).director = Some(0);
        state.market.place(CompanyId::Tram(wt), SharePrice::at(1, 2));
        state.players[0].shares.insert(W, 6);
        state.players[0].shares.insert(G, 5);
        state.players[0].cash = 2000;
        for private in [Landmark::Hofburg, Landmark::Prater] {
            state.private_mut(private).unwrap().owner = Some(Owner::Player(0));
        }
        for p in 0..4u8 {
            state.players[usize::from(p)].order_card = p + 1;
        }
        state.round = Round::Share(2);
        start(&mut state, &mut ev);
        state
    }

    #[test]
    fn a_turn_counts_the_pool_as_the_state_does() {
        let mut checked = 0;
        let seed = 7;
        let setup = crate::selfplay::random_setup_for(6, seed);
        let game = crate::selfplay::play_random(setup, seed, |game, _| {
            let state = game.state();
            let Some(turn) = Turn::of(state) else { return };
            for company in tradable(state) {
                assert_eq!(turn.pool_units(state, company), state.pool_units(company));
                checked += 1;
            }
        });
        assert!(game.is_ok());
        assert!(checked > 100, "{checked} pools compared");
    }

    #[test]
    fn t22_r38_a10_the_certificate_limit_counts_privates() {
        let mut state = at_the_limit();
        assert_eq!(state.certificates(0), 14);
        let mut ev = Vec::new();
        let buy_d = Action::BuyShare { player: 0, company: D };
        let err = apply(&mut state.clone(), &buy_d, &mut ev).unwrap_err();
        assert!(matches!(err, Refusal::CertificateLimit { .. }), "{:?}", err);
        assert!(!available(&state).allows(&buy_d));
        apply(&mut state, &Action::SellShares { player: 0, company: G, count: 1 }, &mut ev)
            .unwrap();
        assert_eq!(state.certificates(0), 13);
        apply(&mut state, &buy_d, &mut ev).unwrap();
        assert_eq!(state.certificates(0), 14);
    }

    #[test]
    fn t21_a11_six_stadtbahn_shares_at_most() {
        let mut state = at_the_limit();
        state.players[0].shares.insert(G, 2);
        let mut ev = Vec::new();
        let err = apply(&mut state.clone(), &Action::BuyShare { player: 0, company: W }, &mut ev);
        assert!(matches!(err, Err(Refusal::HoldingLimit { percent: 60, .. })), "{:?}", err);
        apply(&mut state, &Action::BuyShare { player: 0, company: G }, &mut ev).unwrap();
        assert_eq!(state.players[0].units(G), 3);
    }

    #[test]
    fn t19_r96_a13_a_sale_with_no_cell_below_leaves_the_price() {
        let mut state = at_the_limit();
        // G at 290 (row 1, column 16): nothing below.
        state.market.place(G, SharePrice::at(1, 16));
        let mut ev = Vec::new();
        let before = state.players[0].cash;
        apply(&mut state, &Action::SellShares { player: 0, company: G, count: 2 }, &mut ev)
            .unwrap();
        assert_eq!(state.players[0].cash, before + 580);
        assert_eq!(state.market.price(G), Some(290));
    }

    #[test]
    fn r40_a_par_above_70_needs_the_cash_on_top_of_the_card() {
        let mut ev = Vec::new();
        let setup = Setup::new(&["A", "B", "C"], 3);
        let mut state = super::super::initial_state(&setup, &mut ev).unwrap();
        for p in 0..3u8 {
            state.players[usize::from(p)].order_card = p + 1;
        }
        state.players[0].cash = 100;
        state.round = Round::Share(1);
        start(&mut state, &mut ev);
        let wt = TramCompany::WienerTramway;
        let par_100 = Action::BuyDirector { player: 0, company: wt, par: 100 };
        let err = apply(&mut state.clone(), &par_100, &mut ev).unwrap_err();
        assert!(matches!(err, Refusal::ParNeedsCash { due: 150, .. }), "{:?}", err);
        assert!(!available(&state).allows(&par_100));
        let par_90 = Action::BuyDirector { player: 0, company: wt, par: 90 };
        apply(&mut state, &par_90, &mut ev).unwrap();
        assert_eq!(state.players[0].cash, 0);
    }

    /// SR2 of a 2-player game: player 1 directs WT with its certificate alone (price 100),
    /// player 0 holds its five 10% shares and directs SJE; player 1 is to act.
    fn wt_held_by_the_other(options: crate::game::RuleOptions) -> State {
        let mut ev = Vec::new();
        let mut setup = Setup::new(&["A", "B"], 3);
        setup.options = options;
        let mut state = super::super::initial_state(&setup, &mut ev).unwrap();
        let wt = TramCompany::WienerTramway;
        let sje = TramCompany::SchaeckJaquet;
        for (player, company) in [(1u8, wt), (0, sje)] {
            state.players[usize::from(player)].shares.insert(CompanyId::Tram(company), 5);
            state.tram_co_mut(company).director = Some(player);
            state.market.place(CompanyId::Tram(company), SharePrice::at(1, 5));
        }
        state.players[0].shares.insert(CompanyId::Tram(wt), 5);
        for (p, card) in [(1usize, 1), (0, 2)] {
            state.players[p].order_card = card;
            state.players[p].cash = 300;
        }
        state.round = Round::Share(2);
        start(&mut state, &mut ev);
        state
    }

    #[test]
    fn r36_the_director_certificate_is_never_sold() {
        let state = wt_held_by_the_other(crate::game::RuleOptions::default());
        let wt = CompanyId::Tram(TramCompany::WienerTramway);
        let sale = Action::SellShares { player: 1, company: wt, count: 1 };
        assert!(!available(&state).allows(&sale));
        let err = apply(&mut state.clone(), &sale, &mut Vec::new()).unwrap_err();
        assert!(matches!(err, Refusal::SellTooMany { sellable: 0, .. }), "{:?}", err);
    }

    #[test]
    fn b_18xx_a_director_sells_into_the_certificate_and_the_holder_of_five_shares_directs() {
        let options = crate::game::RuleOptions::eighteen_xx_games();
        let mut broke = wt_held_by_the_other(options);
        broke.players[1].cash = 0;
        broke.round = Round::Share(2);
        start(&mut broke, &mut Vec::new());
        let wt_id = TramCompany::WienerTramway;
        let wt = CompanyId::Tram(wt_id);
        // Player 1 can buy nothing, yet is not passed by himself (share_round_auto_pass): the
        // certificate may be sold, in one to five parts.
        assert_eq!(available(&broke).actor, Actor::Player { player: 1 });
        let mut state = wt_held_by_the_other(options);
        assert_eq!(available(&state).actor, Actor::Player { player: 1 });
        for count in 1..=5 {
            let sale = Action::SellShares { player: 1, company: wt, count };
            assert!(available(&state).allows(&sale), "{count}");
        }
        assert!(!available(&state).allows(&Action::SellShares {
            player: 1,
            company: wt,
            count: 6
        }));
        let price = state.market.price(wt).unwrap();
        let before = state.players[1].cash;
        let mut ev = Vec::new();
        apply(&mut state, &Action::SellShares { player: 1, company: wt, count: 2 }, &mut ev)
            .unwrap();
        assert_eq!(state.players[1].cash, before + 2 * price);
        assert_eq!(state.tram_co(wt_id).director, Some(0));
        assert!(ev.contains(&Event::DirectorChanged { company: wt_id, from: 1, to: 0 }));
        // Player 0 holds the certificate (5 units, one certificate) beside SJE's; player 1
        // keeps three 10% shares; two are in the Pool.
        assert_eq!((state.players[0].units(wt), state.players[1].units(wt)), (5, 3));
        assert_eq!(state.pool_units(wt), 2);
        assert_eq!(state.directed_by(0).count(), 2);
        assert!(!state.directs_any(1));
        assert_eq!((state.certificates(0), state.certificates(1)), (2, 3));
        // The new director cannot sell into it: nobody else holds five shares.
        let mut ev = Vec::new();
        apply(&mut state, &Action::PassShare { player: 1 }, &mut ev).unwrap();
        assert!(!available(&state).allows(&Action::SellShares {
            player: 0,
            company: wt,
            count: 1
        }));
    }
}
