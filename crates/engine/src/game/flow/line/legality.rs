//! What may be done: the one definition of the Line Round's legality, which `available` lists moves
//! through and `apply` asks first.

use crate::data::game_tables::{Money, REMOVE_STADTBAHN_MARKER_COST, TramCompany, private_row};
use crate::data::{Bonus, Landmark, StadtbahnCompany, TileDef};
use crate::map::graph::{Found, NodeRef, PathRef, Reach};
use crate::map::{Hex, Rotation};
use crate::rules::LineNumber;
use crate::rules::board_state::Marker;
use crate::rules::laying::LayKind;
use crate::rules::route::RunIncome;

use super::super::super::action::{Action, Actor, Available, Move};
use super::super::super::state::{Owner, PlayerId, State};
use super::super::super::{Expected, Refusal, Who};

use super::*;

// ---------------------------------------------------------------------------------------------
// What may be done: the one definition of the Line Round's legality
// ---------------------------------------------------------------------------------------------

/// The kinds of action of a Line Round, for the order of a turn ([`stage_refusal`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Kind {
    Lay,
    Stadtbahn,
    BonusTile,
    Station,
    Remove,
    Private,
    Answer,
    Skip,
    Run,
    Scrap,
}

impl Kind {
    fn of(action: &Action) -> Option<Kind> {
        Some(match action {
            Action::LayTile { .. } => Kind::Lay,
            Action::LayStadtbahn { .. } => Kind::Stadtbahn,
            Action::BonusTile { .. } => Kind::BonusTile,
            Action::PlaceStation { .. } => Kind::Station,
            Action::RemoveStadtbahnMarker { .. } => Kind::Remove,
            Action::BuyPrivate { .. } => Kind::Private,
            Action::AnswerPrivateOffer { .. } => Kind::Answer,
            Action::SkipBonus { .. } => Kind::Skip,
            Action::RunTram { .. } => Kind::Run,
            Action::ScrapTram { .. } => Kind::Scrap,
            _ => return None,
        })
    }

    fn is_construction(self) -> bool {
        matches!(self, Kind::Lay | Kind::Stadtbahn | Kind::BonusTile | Kind::Station | Kind::Remove)
    }
}

/// What the point of the turn allows, whatever the action's details (R61, R73, B17): the
/// one place the order of a turn is decided.
pub(super) fn stage_refusal(
    state: &State,
    step: &LineStep,
    turn: Turn,
    kind: Kind,
) -> Option<Refusal> {
    // R93: an offer is answered before anything else; only an offer is answered.
    if let Some(offer) = &step.offer {
        let refusal = Refusal::OfferPending { private: offer.private, player: offer.seller };
        return (kind != Kind::Answer).then_some(refusal);
    }
    if kind == Kind::Answer {
        return Some(Refusal::NotNow { expected: expected(state) });
    }
    if let Some(relay) = &step.relay {
        // B17: the markers lifted from the OO hex go back, one by one, before anything else
        // but buying a private (as in 18xx.games' token step, R93).
        let allowed = matches!(kind, Kind::Station | Kind::Private);
        return (!allowed).then_some(Refusal::LiftedFirst { hex: relay.hex });
    }
    if step.home_due {
        // B17: the home marker on the tiled home hex comes first, on a circle of the line's
        // choice; only buying a private may come before it.
        let allowed = matches!(kind, Kind::Station | Kind::Private);
        return (!allowed).then(|| match home_pending(state, turn) {
            Some(home) => Refusal::HomeFirst { home },
            None => Refusal::NotNow { expected: Expected::HomeMarker },
        });
    }
    if let Some(bonus) = step.bonus {
        // R73: the bonus action right after its tile, or skipping it. R49, A50: a tram may be
        // scrapped at any decision, on 18xx.games only when the line would run.
        let allowed = match kind {
            Kind::Skip => true,
            Kind::Station => bonus == Bonus::ExtraStationMarker,
            Kind::BonusTile => LayKind::of_bonus(bonus).is_some(),
            Kind::Scrap => !state.options.tram_steps_as_18xx_games,
            _ => false,
        };
        return (!allowed).then_some(Refusal::NotNow { expected: Expected::Bonus });
    }
    let line = turn.line;
    if step.built && kind.is_construction() {
        return Some(Refusal::ConstructionEnded { line });
    }
    // R61: each construction at most once.
    match kind {
        Kind::Lay if step.laid => Some(Refusal::AlreadyLaid { line }),
        Kind::Stadtbahn if step.stadtbahn => Some(Refusal::AlreadyLaidStadtbahn { line }),
        Kind::Station if step.station => Some(Refusal::AlreadyPlacedStation { line }),
        Kind::BonusTile | Kind::Skip => Some(Refusal::NotNow { expected: Expected::LineTurn }),
        _ => None,
    }
}

/// A legal action of the Line Round, with what [`check`] worked out for it.
pub(super) enum Checked {
    Scrap {
        tram: usize,
    },
    Relay {
        at: NodeRef,
    },
    Home {
        at: NodeRef,
    },
    Private {
        private: Landmark,
        price: Money,
        player: PlayerId,
    },
    Answer {
        offer: PrivateOffer,
        accept: bool,
    },
    Lay(Lay),
    Station {
        at: NodeRef,
        cost: Money,
    },
    Remove {
        at: NodeRef,
        company: StadtbahnCompany,
    },
    Skip,
    /// What the run pays; `None` for a line without a tram.
    Run {
        run: Option<RunIncome>,
    },
}

/// A checked tile lay.
pub(super) struct Lay {
    pub(super) kind: LayKind,
    pub(super) hex: Hex,
    pub(super) def: &'static TileDef,
    pub(super) rotation: Rotation,
    pub(super) cost: Money,
    pub(super) bonus: Option<Bonus>,
}

/// Why the line to act may not take `action` now, or `None` when it may: the one definition
/// of the Line Round's legality, which `available` lists its moves through (with the same
/// per-rule checks) and `apply` asks before it changes anything.
pub(crate) fn refusal(state: &State, action: &Action) -> Option<Refusal> {
    check(state, action).err()
}

/// Every rule `action` must follow, with the reason it breaks one, or what it will do.
pub(super) fn check(state: &State, action: &Action) -> Result<(Turn, Checked), Refusal> {
    let (Some(step), Some(turn)) =
        (line_step(state), line_step(state).and_then(|s| turn_of(state, s)))
    else {
        return super::super::not_now(state);
    };
    let Some(kind) = Kind::of(action) else { return super::super::not_now(state) };
    if let Some(l) = action_line(action).filter(|&l| l != turn.line) {
        return Err(Refusal::NotYourTurn { expected: Who::Line(turn.line), got: Who::Line(l) });
    }
    if let Some(refusal) = stage_refusal(state, step, turn, kind) {
        return Err(refusal);
    }
    // One circle: the walk stops when it gets there.
    let reached = |n: NodeRef| state.board.reaches(turn.line, |found| found == Found::Node(n));
    let checked = match action {
        Action::ScrapTram { company, tram } => {
            scrap_check(state, turn, *company, *tram)?;
            Checked::Scrap { tram: *tram }
        }
        Action::PlaceStation { at, .. } => {
            if let Some(relay) = &step.relay {
                relay_check(state, relay.hex, *at)?;
                Checked::Relay { at: *at }
            } else if step.home_due {
                let Some(home) = home_pending(state, turn) else {
                    return Err(Refusal::NotNow { expected: Expected::HomeMarker });
                };
                if let Some(refusal) = home_refusal(state, turn, home, *at) {
                    return Err(refusal);
                }
                Checked::Home { at: *at }
            } else {
                let bonus = step.bonus.is_some();
                let cost = station_check(state, turn, *at, bonus, &reached)?;
                Checked::Station { at: *at, cost }
            }
        }
        Action::LayTile { hex, tile, rotation, .. } => {
            Checked::Lay(tile_check(state, turn, LayKind::Normal, *hex, *tile, *rotation)?)
        }
        Action::LayStadtbahn { hex, tile, rotation, .. } => {
            Checked::Lay(tile_check(state, turn, LayKind::Stadtbahn, *hex, *tile, *rotation)?)
        }
        Action::BonusTile { hex, tile, rotation, .. } => {
            let Some(kind) = step.bonus.and_then(LayKind::of_bonus) else {
                return super::super::not_now(state);
            };
            Checked::Lay(tile_check(state, turn, kind, *hex, *tile, *rotation)?)
        }
        Action::RemoveStadtbahnMarker { at, .. } => {
            let company = removal_check(state, turn, *at, &reached)?;
            Checked::Remove { at: *at, company }
        }
        Action::BuyPrivate { private, price, .. } => {
            let player = offer_check(state, step, turn, *private, *price)?;
            Checked::Private { private: *private, price: *price, player }
        }
        Action::AnswerPrivateOffer { private, accept } => {
            let offer = answer_check(state, step, turn, *private, *accept)?;
            Checked::Answer { offer, accept: *accept }
        }
        Action::SkipBonus { .. } => Checked::Skip,
        Action::RunTram { route, .. } => {
            Checked::Run { run: run_check(state, turn, route.as_deref())? }
        }
        _ => return super::super::not_now(state),
    };
    Ok((turn, checked))
}

/// Who decides now: the director of the line's company, or the owner of the private the
/// company offered for (R93).
pub(crate) fn actor(state: &State) -> Actor {
    match line_step(state).and_then(|step| Some((step, turn_of(state, step)?))) {
        Some((step, turn)) => actor_of(step, turn),
        None => Actor::Nobody,
    }
}

fn actor_of(step: &LineStep, turn: Turn) -> Actor {
    match step.offer {
        Some(offer) => {
            Actor::Seller { player: offer.seller, line: turn.line, company: turn.company }
        }
        None => Actor::Line { line: turn.line, company: turn.company, director: turn.director },
    }
}

pub(crate) fn available(state: &State) -> Available {
    let Some(step) = line_step(state) else { return Available::none() };
    let Some(turn) = turn_of(state, step) else { return Available::none() };
    let actor = actor_of(step, turn);
    if let Some(offer) = step.offer {
        let moves = [true, false]
            .into_iter()
            .filter(|&accept| answer_check(state, step, turn, offer.private, accept).is_ok())
            .map(|accept| Move::Do {
                action: Action::AnswerPrivateOffer { private: offer.private, accept },
            })
            .collect();
        return Available { actor, moves };
    }
    let line = turn.line;
    let open = |kind| stage_refusal(state, step, turn, kind).is_none();
    // The line's reach, walked once for every lay, station and removal listed.
    // (The Stadtbahn tile needs no reach, R72.)
    let needs_reach = [Kind::Lay, Kind::BonusTile, Kind::Station, Kind::Remove];
    let reach =
        if needs_reach.into_iter().any(open) { state.board.reach(line) } else { Reach::default() };
    let mut moves = Vec::with_capacity(64);
    if open(Kind::Lay) {
        lay_moves(state, turn, LayKind::Normal, &reach, lay_tile_action, &mut moves);
    }
    if open(Kind::Stadtbahn) {
        let kind = LayKind::Stadtbahn;
        lay_moves(state, turn, kind, &reach, lay_stadtbahn_action, &mut moves);
    }
    if let Some(kind) = step.bonus.and_then(LayKind::of_bonus).filter(|_| open(Kind::BonusTile)) {
        lay_moves(state, turn, kind, &reach, bonus_tile_action, &mut moves);
    }
    let reached = |n: NodeRef| reach.nodes.contains(&n);
    if open(Kind::Station) {
        let spots: Vec<NodeRef> = if let Some(relay) = &step.relay {
            circles(state, relay.hex)
                .into_iter()
                .filter(|&at| relay_check(state, relay.hex, at).is_ok())
                .collect()
        } else if step.home_due {
            home_spots(state, turn)
        } else {
            let bonus = step.bonus.is_some();
            reach
                .nodes
                .iter()
                .copied()
                .filter(|&at| station_check(state, turn, at, bonus, &reached).is_ok())
                .collect()
        };
        moves.extend(
            spots.into_iter().map(|at| Move::Do { action: Action::PlaceStation { line, at } }),
        );
    }
    if open(Kind::Remove) {
        let mut spots: Vec<NodeRef> = state
            .board
            .markers()
            .filter(|(_, m)| matches!(m, Marker::Stadtbahn(_)))
            .map(|(at, _)| at)
            .collect();
        spots.dedup();
        for at in spots.into_iter().filter(|&at| removal_check(state, turn, at, &reached).is_ok()) {
            moves.push(Move::Do { action: Action::RemoveStadtbahnMarker { line, at } });
        }
    }
    if open(Kind::Private) {
        moves.extend(private_moves(state, step, turn));
    }
    if open(Kind::Skip) {
        moves.push(Move::Do { action: Action::SkipBonus { line } });
    }
    if open(Kind::Run) {
        moves.push(Move::Do { action: Action::RunTram { line, route: None } });
    }
    if open(Kind::Scrap) {
        for tram in 0..state.tram_co(turn.company).trams.len() {
            if scrap_check(state, turn, turn.company, tram).is_ok() {
                moves.push(Move::Do { action: Action::ScrapTram { company: turn.company, tram } });
            }
        }
    }
    Available { actor, moves }
}

/// R93: the privates the line's company may offer for now, at 1 to the highest price.
pub(super) fn private_moves<'a>(
    state: &'a State,
    step: &'a LineStep,
    turn: Turn,
) -> impl Iterator<Item = Move> + 'a {
    state.privates.iter().filter_map(move |p| {
        if step.refused.contains(&p.id) {
            return None;
        }
        let max = private_max(state, turn, p.id).ok()?;
        let action = Action::BuyPrivate { line: turn.line, private: p.id, price: 1 };
        Some(Move::Amount { action, min: 1, max, step: 1 })
    })
}

/// The line an action of a Line Round is for.
pub(super) fn action_line(action: &Action) -> Option<LineNumber> {
    match action {
        Action::LayTile { line, .. }
        | Action::LayStadtbahn { line, .. }
        | Action::BonusTile { line, .. }
        | Action::PlaceStation { line, .. }
        | Action::RemoveStadtbahnMarker { line, .. }
        | Action::SkipBonus { line }
        | Action::BuyPrivate { line, .. }
        | Action::RunTram { line, .. } => Some(*line),
        _ => None,
    }
}

/// What the line to act may do now (see [`super::expected`]).
pub(crate) fn expected(state: &State) -> Expected {
    match line_step(state) {
        Some(step) if step.offer.is_some() => Expected::OfferAnswer,
        Some(step) if step.relay.is_some() => Expected::LiftedMarkers,
        Some(step) if step.home_due => Expected::HomeMarker,
        Some(step) if step.bonus.is_some() => Expected::Bonus,
        _ => Expected::LineTurn,
    }
}

/// R49, A31, A50: the line's company scraps one of its trams; on 18xx.games only the line's
/// own tram (when it would run: [`stage_refusal`]).
pub(super) fn scrap_check(
    state: &State,
    turn: Turn,
    company: TramCompany,
    tram: usize,
) -> Result<(), Refusal> {
    if company != turn.company {
        return Err(Refusal::NotYourTurn {
            expected: Who::Company(turn.company),
            got: Who::Company(company),
        });
    }
    let Some(t) = state.tram_co(company).trams.get(tram) else {
        return super::super::no_such_tram(company, tram);
    };
    if state.options.tram_steps_as_18xx_games && t.line != Some(turn.line) {
        return Err(Refusal::ScrapOwnTramOnly);
    }
    Ok(())
}

/// B17: a lifted marker goes back on a free circle of its hex.
pub(super) fn relay_check(state: &State, hex: Hex, at: NodeRef) -> Result<(), Refusal> {
    if at.hex != hex || state.board.slots(at) == 0 || free_at(state, at) == 0 {
        return Err(Refusal::LiftedFirst { hex });
    }
    Ok(())
}

/// R77–R81: the line's next station marker (the bonus one when `bonus`) on `at`, paid from
/// the Treasury (A25); returns its cost.
pub(super) fn station_check(
    state: &State,
    turn: Turn,
    at: NodeRef,
    bonus: bool,
    reached: &dyn Fn(NodeRef) -> bool,
) -> Result<Money, Refusal> {
    let Some(cost) = station_cost(state, turn.line, bonus) else {
        return Err(Refusal::NoStationLeft { line: turn.line });
    };
    let cash = treasury(state, turn.company);
    if cost > cash {
        return Err(Refusal::TreasuryShort { cost, treasury: cash });
    }
    match station_refusal(state, turn, reached, at) {
        Some(refusal) => Err(refusal),
        None => Ok(cost),
    }
}

/// R82, A35: removing the Stadtbahn marker at `at` for 40 from the Treasury; returns whose
/// marker it is.
pub(super) fn removal_check(
    state: &State,
    turn: Turn,
    at: NodeRef,
    reached: &dyn Fn(NodeRef) -> bool,
) -> Result<StadtbahnCompany, Refusal> {
    if let Some(refusal) = removal_refusal(state, reached, at) {
        return Err(refusal);
    }
    let cash = treasury(state, turn.company);
    if cash < REMOVE_STADTBAHN_MARKER_COST {
        return Err(Refusal::TreasuryShort { cost: REMOVE_STADTBAHN_MARKER_COST, treasury: cash });
    }
    state
        .board
        .markers_at(at)
        .iter()
        .find_map(|m| match m {
            Marker::Stadtbahn(c) => Some(*c),
            Marker::Line(_) => None,
        })
        .ok_or(Refusal::NoStadtbahnMarker { hex: at.hex })
}

/// R93: the company buys `private` from a player for 1 to its face value; returns the seller.
pub(super) fn private_check(
    state: &State,
    turn: Turn,
    private: Landmark,
    price: Money,
) -> Result<PlayerId, Refusal> {
    let max = private_max(state, turn, private)?;
    let face = private_row(private).face_value;
    if price < 1 || price > face {
        return Err(Refusal::PrivatePriceRange { face });
    }
    if price > max {
        return Err(Refusal::TreasuryShort { cost: price, treasury: max });
    }
    match state.private(private).and_then(|p| p.owner) {
        Some(Owner::Player(player)) => Ok(player),
        _ => Err(Refusal::PrivateFromPlayersOnly),
    }
}

/// R93: the company offers `price` for `private`, which the owner has not refused this turn;
/// returns the owner.
pub(super) fn offer_check(
    state: &State,
    step: &LineStep,
    turn: Turn,
    private: Landmark,
    price: Money,
) -> Result<PlayerId, Refusal> {
    if step.refused.contains(&private) {
        return Err(Refusal::OfferRefused { private });
    }
    private_check(state, turn, private, price)
}

/// R93: the owner answers the offer for `private`; a sale must still be possible (the
/// company's Treasury, the owner) to be accepted. Returns the offer.
pub(super) fn answer_check(
    state: &State,
    step: &LineStep,
    turn: Turn,
    private: Landmark,
    accept: bool,
) -> Result<PrivateOffer, Refusal> {
    let Some(offer) = step.offer.filter(|o| o.private == private) else {
        return Err(Refusal::NotNow { expected: expected(state) });
    };
    if accept && private_check(state, turn, private, offer.price)? != offer.seller {
        return Err(Refusal::NotTheOwner { private });
    }
    Ok(offer)
}

/// R84–R88: what the run pays, `None` for a line without a tram (A19). A given route must be
/// valid and, unless the option says otherwise, earn as much as the best route (R87, B14);
/// without one the tram runs its best route ([`best_run`]).
pub(super) fn run_check(
    state: &State,
    turn: Turn,
    route: Option<&[PathRef]>,
) -> Result<Option<RunIncome>, Refusal> {
    let Some(ctx) = route_context(state, turn) else {
        return match route {
            Some(_) => Err(Refusal::NoTramToRun { line: turn.line }),
            None => Ok(None),
        };
    };
    Ok(Some(match route {
        Some(paths) => RunIncome::new(route_revenue(state, &ctx, paths)?, ctx.adjustment),
        None => best_run(state, &ctx).1,
    }))
}
