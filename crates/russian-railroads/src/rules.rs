//! The rules: the set-up ([`initial_state`]), the one definition of legality ([`check`]) that
//! both [`available`] and [`apply`] use, and what each action does: placing workers, the
//! effects they bring (a frame of tasks, [`crate::task`]), the special spaces, the end of a
//! round (the turn order re-sorted, its workers moved, the scoring, the clean-up) and the
//! final scoring.

use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

use crate::action::{Action, Repeat, Target, TileSource};
use crate::data::{
    self, BoardSpace, Colour, EndBonus, FactoryAbility, Gain, QuestionCard, Railway, Special,
    Stack, StartBonus, Token,
};
use crate::event::{Event, FinalScore, PointsFor, RailwayScore, RoundScore};
use crate::refusal::Refusal;
use crate::setup::{Setup, SetupError};
use crate::state::{Occupant, Pay, Phase, Player, PlayerId, Space, State};
use crate::task::{BuildKind, Colours, Frame, LocomotiveSlot, Source, Task};

// ---------------------------------------------------------------------------------------
// Set-up
// ---------------------------------------------------------------------------------------

/// The position a game of `setup` starts from (R2–R7), with its first event.
pub fn initial_state(setup: &Setup) -> Result<(State, Vec<Event>), SetupError> {
    setup.check()?;
    let n = setup.players.len();
    let count = data::count(n);
    let mut rng = ChaCha8Rng::seed_from_u64(setup.seed);
    // R4: the turn-order cards dealt.
    let mut order: Vec<PlayerId> = (0..n as PlayerId).collect();
    order.shuffle(&mut rng);
    // R3: the engineers, stacks A and B shuffled; A to the right-most spaces, B left of them.
    let mut a: Vec<u8> = ids_of(Stack::A);
    let mut b: Vec<u8> = ids_of(Stack::B);
    a.shuffle(&mut rng);
    b.shuffle(&mut rng);
    let strip_len = data::UPCOMING_ENGINEERS + data::public_engineers(n) + 1;
    let mut strip = vec![None; strip_len];
    let (from_a, from_b) = count.engineers;
    // A16: stack A on the right-most spaces, stack B to the left of them.
    let dealt = a.iter().take(from_a).chain(b.iter().take(from_b));
    for (slot, &engineer) in strip.iter_mut().rev().zip(dealt) {
        *slot = Some(engineer);
    }
    // R2: the end-bonus cards shuffled, two set aside unseen.
    let mut cards: Vec<EndBonus> = EndBonus::ALL.to_vec();
    cards.shuffle(&mut rng);
    let removed = cards.split_off(cards.len() - data::END_BONUS_REMOVED);
    // T6, R6, R7: the stacks.
    let mut stacks = [0u8; 10];
    for v in data::STACK_VALUES {
        stacks[usize::from(v)] = data::LOCOMOTIVES_PER_VALUE - data::locomotives_removed(n);
    }
    let reserve = (data::WORKERS_PER_COLOUR - count.workers).min(data::RESERVE_WORKERS_FOUR);
    let players: Vec<Player> =
        (0..n).map(|_| Player::new(count.workers, reserve, count.rubles)).collect();
    let given = count.rubles * n as u8 + 1; // and the "?" card's ruble
    let draft: Vec<PlayerId> = order.iter().skip(1).rev().copied().collect();
    let phase = match draft.first() {
        Some(&seat) => Phase::Draft { seat },
        None => Phase::Turn { seat: order[0] },
    };
    let state = State {
        round: 1,
        rounds: count.rounds,
        order: order.clone(),
        players,
        phase,
        pending: Vec::new(),
        board: vec![None; data::BOARD.len()],
        lower_track: Vec::new(),
        public: vec![None; data::public_engineers(n)],
        hired: None,
        turn_order: [None, None],
        strip,
        stacks,
        spare_factories: Vec::new(),
        question_cards: QuestionCard::ALL.iter().fold(0, |m, c| m | c.bit()),
        end_bonus_pile: cards,
        end_bonus_removed: removed,
        start_bonuses: StartBonus::ALL.iter().fold(0, |m, c| m | c.bit()),
        draft,
        doublers: data::DOUBLERS,
        bank: data::RUBLES.saturating_sub(given),
        temporary_with: None,
        start_workers: count.workers,
    };
    Ok((state, vec![Event::Began { order }]))
}

fn ids_of(stack: Stack) -> Vec<u8> {
    (0..data::ENGINEERS.len() as u8).filter(|&i| data::engineer(i).stack == stack).collect()
}

// ---------------------------------------------------------------------------------------
// Tracks and industry, on small copies (the feasibility search uses them too)
// ---------------------------------------------------------------------------------------

/// A player's tracks and unlocked colours: what a track advance reads and changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tracks {
    /// As [`Player::tracks`].
    pub pos: [[u8; 5]; 3],
    /// As [`Player::unlocked`].
    pub unlocked: u8,
}

impl Tracks {
    /// A player's.
    pub fn of(player: &Player) -> Tracks {
        Tracks { pos: player.tracks, unlocked: player.unlocked }
    }

    /// Why `colour` cannot advance on `railway` (R16–R18).
    pub fn refusal(&self, railway: Railway, colour: Colour) -> Option<Refusal> {
        if !railway.takes(colour) || self.unlocked & (1 << colour.index()) == 0 {
            return Some(Refusal::ColourNotHere);
        }
        let r = railway.index();
        let at = self.pos[r][colour.index()];
        let limit = match colour.before() {
            None => railway.length() + 1,
            Some(before) => self.pos[r][before.index()],
        };
        (at + 1 >= limit).then_some(Refusal::TrackBlocked)
    }

    /// Advances (already checked); returns the colours it unlocked (R18).
    pub fn advance(&mut self, railway: Railway, colour: Colour) -> u8 {
        self.pos[railway.index()][colour.index()] += 1;
        let mut unlocked = 0;
        if colour == Colour::Black && railway == Railway::TransSiberian {
            let at = self.pos[0][0];
            for (space, c) in data::UNLOCKS {
                let bit = 1 << c.index();
                if at >= space && self.unlocked & bit == 0 {
                    self.unlocked |= bit;
                    unlocked |= bit;
                }
            }
        }
        unlocked
    }
}

/// Whether track tasks (colours, count) can all be done, in some order, from `tracks`.
fn tracks_feasible(tracks: &Tracks, tasks: &mut [(Colours, u8)]) -> bool {
    if tasks.iter().all(|t| t.1 == 0) {
        return true;
    }
    for i in 0..tasks.len() {
        if tasks[i].1 == 0 {
            continue;
        }
        for railway in Railway::ALL {
            for colour in Colour::ALL {
                if !tasks[i].0.has(colour) || tracks.refusal(railway, colour).is_some() {
                    continue;
                }
                let mut next = *tracks;
                next.advance(railway, colour);
                tasks[i].1 -= 1;
                let ok = tracks_feasible(&next, tasks);
                tasks[i].1 += 1;
                if ok {
                    return true;
                }
            }
        }
    }
    false
}

/// A player's industry markers and factory slots: what an industry advance reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Industry {
    /// As [`Player::industry`].
    pub markers: [Option<u8>; 2],
    /// Which factory slots are built (bit per slot).
    pub built: u8,
}

impl Industry {
    /// A player's.
    pub fn of(player: &Player) -> Industry {
        let built = player
            .factories
            .iter()
            .enumerate()
            .fold(0, |m, (i, f)| if f.is_some() { m | (1 << i) } else { m });
        Industry { markers: player.industry, built }
    }

    /// Why `marker` cannot advance (R25, R26).
    pub fn refusal(&self, marker: u8) -> Option<Refusal> {
        let Some(Some(at)) = self.markers.get(usize::from(marker)).copied() else {
            return Some(Refusal::IndustryBlocked);
        };
        let next = at + 1;
        if next > data::INDUSTRY_LAST {
            return Some(Refusal::IndustryBlocked);
        }
        if let Some(slot) = data::FACTORY_GAPS.iter().position(|&g| g == next)
            && self.built & (1 << slot) == 0
        {
            return Some(Refusal::IndustryBlocked);
        }
        if next == data::INDUSTRY_LAST && self.built != 0b1_1111 {
            return Some(Refusal::IndustryBlocked);
        }
        let other = self.markers[usize::from(1 - marker.min(1))];
        (other == Some(next)).then_some(Refusal::IndustryBlocked)
    }
}

/// What a feasibility search of industry advances may count on: the factory slots whose
/// factory builds (T6 factory 4), the tiles left to build with (stacks and spares), and
/// whether the "?" space's token may still be the second marker (R25, R26).
#[derive(Debug, Clone, Copy)]
struct Builders {
    slots: u8,
    tiles: u32,
    second: bool,
}

impl Builders {
    fn of(state: &State, player: &Player) -> Builders {
        let slots = player.factories.iter().enumerate().fold(0, |m, (i, f)| match f {
            Some(v) if data::factory(*v) == FactoryAbility::Build => m | (1 << i),
            _ => m,
        });
        let tiles = state.stacks.iter().map(|&c| u32::from(c)).sum::<u32>()
            + state.spare_factories.len() as u32;
        let second = player.industry[1].is_none()
            && !player.used(Token::SecondMarker)
            && !player.claimed(Special::IndustryToken);
        Builders { slots, tiles, second }
    }
}

/// One industry advance of `marker` (already checked). R25, T6: landing on a factory that
/// builds, with a tile left, may fill the left-most empty gap with a factory; landing on the
/// "?" space, its token may be the second marker (R26).
fn industry_step(industry: &Industry, marker: u8, builders: &mut Builders) -> Industry {
    let mut next = *industry;
    if let Some(Some(at)) = next.markers.get_mut(usize::from(marker)) {
        *at += 1;
        let to = *at;
        if to == data::INDUSTRY_TOKEN_SPACE && builders.second {
            builders.second = false;
            next.markers[1] = Some(0);
        }
        let landed = data::FACTORY_GAPS.iter().position(|&g| g == to);
        if let Some(slot) = landed
            && builders.slots & (1 << slot) != 0
            && builders.tiles > 0
            && let Some(empty) = (0..5u8).find(|i| next.built & (1 << i) == 0)
        {
            next.built |= 1 << empty;
            builders.tiles -= 1;
        }
    }
    next
}

fn industry_feasible(industry: &Industry, count: u8, builders: Builders) -> bool {
    if count == 0 {
        return true;
    }
    (0..2u8).any(|m| {
        industry.refusal(m).is_none() && {
            let mut b = builders;
            let next = industry_step(industry, m, &mut b);
            industry_feasible(&next, count - 1, b)
        }
    })
}

// ---------------------------------------------------------------------------------------
// Spaces: their cost, their gains, whether they can be completed
// ---------------------------------------------------------------------------------------

/// The workers a space takes and, of those, the rubles no worker may replace (T4, R10; an
/// engineer: A12).
pub fn cost(state: &State, space: Space) -> (u8, u8) {
    match space {
        Space::Board { space } => (space.data().workers, space.data().rubles),
        Space::Public { index } => {
            state.public_engineer(index).map_or((1, 0), |e| (data::engineer(e).workers, 0))
        }
        Space::Own { engineer } => (data::engineer(engineer).workers, 0),
        Space::Hire => (data::HIRE_RUBLES, data::HIRE_RUBLES),
        Space::TurnOrder { .. } => (data::TURN_ORDER_WORKERS, 0),
    }
}

/// What a space gives (T4, T10).
pub fn gains(state: &State, space: Space) -> &'static [Gain] {
    match space {
        Space::Board { space } => space.data().gains,
        Space::Public { index } => {
            state.public_engineer(index).map_or(&[], |e| data::engineer(e).gains)
        }
        Space::Own { engineer } => data::engineer(engineer).gains,
        Space::Hire | Space::TurnOrder { .. } => &[],
    }
}

/// Whether a board action's gains can all be had by `seat` (R9, S11).
fn completable(state: &State, seat: PlayerId, gains: &[Gain]) -> bool {
    let player = state.player(seat);
    let mut frame = Vec::new();
    for gain in gains {
        match *gain {
            Gain::Doublers(_) => {
                if player.doublers >= data::DOUBLER_SPACES || state.doublers == 0 {
                    return false;
                }
            }
            Gain::Rubles(n) => {
                if state.bank < n {
                    return false;
                }
            }
            Gain::TemporaryWorkers => {
                if state.temporary_with.is_some() {
                    return false;
                }
            }
            Gain::Points(_) => {}
            other => {
                if let Some(task) = task_of(other) {
                    frame.push(task);
                }
            }
        }
    }
    tasks_completable(state, seat, &frame)
}

fn task_of(gain: Gain) -> Option<Task> {
    Some(match gain {
        Gain::Tracks(c, n) => Task::Tracks { colours: Colours::one(c), count: n },
        Gain::AnyTracks(n) => Task::Tracks { colours: Colours::ANY, count: n },
        Gain::BlackOrGrey => Task::Tracks { colours: Colours::BLACK_OR_GREY, count: 1 },
        Gain::Industry(n) => Task::Industry { count: n },
        Gain::LocomotiveOrFactory => Task::Build { kind: BuildKind::Either },
        Gain::Locomotive => Task::Build { kind: BuildKind::Locomotive },
        Gain::Factory => Task::Build { kind: BuildKind::Factory },
        Gain::Reuse => Task::Reuse,
        Gain::Doublers(_) | Gain::Rubles(_) | Gain::TemporaryWorkers | Gain::Points(_) => {
            return None;
        }
    })
}

/// Whether `tasks` (of a board action) can all be done by `seat` now.
fn tasks_completable(state: &State, seat: PlayerId, tasks: &[Task]) -> bool {
    let player = state.player(seat);
    let mut tracks: Vec<(Colours, u8)> = Vec::new();
    let mut industry = 0u8;
    let mut locomotives = 0u8;
    let mut factories = 0u8;
    let mut either = 0u8;
    for task in tasks {
        match *task {
            Task::Tracks { colours, count } => tracks.push((colours, count)),
            Task::Industry { count } => industry += count,
            Task::Build { kind: BuildKind::Locomotive } => locomotives += 1,
            Task::Build { kind: BuildKind::Factory } => factories += 1,
            Task::Build { kind: BuildKind::Either } => either += 1,
            _ => {}
        }
    }
    if !tracks.is_empty() && !tracks_feasible(&Tracks::of(player), &mut tracks) {
        return false;
    }
    if industry > 0
        && !industry_feasible(&Industry::of(player), industry, Builders::of(state, player))
    {
        return false;
    }
    if locomotives + factories + either > 0 {
        let in_stacks: u32 = state.stacks.iter().map(|&c| u32::from(c)).sum();
        let spare = state.spare_factories.len() as u32;
        let fits = |v: Option<u8>| v.is_some_and(|v| !locomotive_slots(player, v).is_empty());
        // R20: with a factory to build as well, the player may take the lowest tile as the
        // factory first; the locomotive is then the next tile.
        let placeable = fits(state.next_stack_tile())
            || (factories > 0 && fits(stack_tile_after_lowest(state)));
        if locomotives > 0 && !placeable {
            return false;
        }
        let needed_from_stacks = u32::from(locomotives) + u32::from(either);
        if in_stacks < needed_from_stacks
            && !(either > 0 && spare > 0 && in_stacks >= u32::from(locomotives))
        {
            return false;
        }
        // R21, R23: a locomotive replacing a lower one lifts it, and the lifted one may be
        // turned into a factory beside the stacks, which the factory may then be.
        let lifts = state
            .next_stack_tile()
            .is_some_and(|v| player.locomotives.iter().flatten().any(|&old| old > 0 && old < v));
        if factories > 0
            && in_stacks < needed_from_stacks + 1
            && spare == 0
            && !(locomotives > 0 && lifts)
        {
            return false;
        }
    }
    true
}

/// The tile the stacks give after the lowest one is taken (R23).
fn stack_tile_after_lowest(state: &State) -> Option<u8> {
    let lowest = state.next_stack_tile()?;
    let mut stacks = state.stacks;
    stacks[usize::from(lowest)] -= 1;
    data::STACK_VALUES.clone().find(|&v| stacks[usize::from(v)] > 0)
}

/// The slots where a locomotive of `value` may go (empty, or holding a lower one; R21).
pub fn locomotive_slots(player: &Player, value: u8) -> Vec<LocomotiveSlot> {
    let mut out = Vec::new();
    for railway in Railway::ALL {
        for slot in 0..railway.locomotive_slots() {
            if player.locomotives[railway.index()][slot] < value {
                out.push(LocomotiveSlot { railway, slot: slot as u8 });
            }
        }
    }
    out
}

fn locomotive_slot_refusal(player: &Player, at: LocomotiveSlot, value: u8) -> Option<Refusal> {
    let ok = usize::from(at.slot) < at.railway.locomotive_slots()
        && player.locomotives[at.railway.index()][usize::from(at.slot)] < value;
    (!ok).then_some(Refusal::LocomotiveSlot)
}

fn factory_slot_refusal(player: &Player, slot: u8) -> Option<Refusal> {
    let first_empty = player.factories.iter().position(Option::is_none);
    let ok = match first_empty {
        Some(first) => usize::from(slot) == first,
        None => usize::from(slot) < player.factories.len(),
    };
    (!ok).then_some(Refusal::FactorySlot)
}

// ---------------------------------------------------------------------------------------
// Legality
// ---------------------------------------------------------------------------------------

/// Why the space cannot be chosen by `seat` now, whatever is placed (R9, R13, R15, R30).
pub fn space_refusal(state: &State, seat: PlayerId, space: Space) -> Option<Refusal> {
    let n = state.player_count();
    let player = state.player(seat);
    match space {
        Space::Board { space: s } => {
            let last = s == BoardSpace::LastRoundIndustry;
            if last != state.last_round() || (n == 2 && !s.data().two_players) {
                return Some(Refusal::NoSuchSpace);
            }
            if s != BoardSpace::LowerTrack && state.board[s as usize].is_some() {
                return Some(Refusal::Occupied);
            }
        }
        Space::Public { index } => {
            if state.public_engineer(index).is_none() {
                return Some(Refusal::NoSuchSpace);
            }
            if state.public.get(usize::from(index)).copied().flatten().is_some() {
                return Some(Refusal::Occupied);
            }
        }
        Space::Own { engineer } => {
            if !player.engineers.iter().any(|&(e, used)| e == engineer && used.is_none()) {
                return Some(Refusal::EngineerUsed);
            }
            return None;
        }
        Space::Hire => {
            if state.engineer_for_hire().is_none() {
                return Some(Refusal::NoSuchSpace);
            }
            if state.hired.is_some() {
                return Some(Refusal::AlreadyHired);
            }
            return None;
        }
        Space::TurnOrder { position } => {
            if state.last_round() || position == 0 || position > data::turn_order_spaces(n) {
                return Some(Refusal::NoSuchSpace);
            }
            let index = usize::from(position - 1);
            if state.turn_order[index].is_some() {
                return Some(Refusal::Occupied);
            }
            let own_position = state.position(seat) == index;
            let other = state.turn_order[1 - index].is_some_and(|o| o.seat == seat);
            if (own_position && n > 2) || other {
                return Some(Refusal::TurnOrderSpace);
            }
            return None;
        }
    }
    (!completable(state, seat, gains(state, space))).then_some(Refusal::Incomplete)
}

/// Why `pay` is not what `space` takes from `seat` (R9, R10, R13's swap).
pub fn pay_refusal(state: &State, seat: PlayerId, space: Space, pay: Pay) -> Option<Refusal> {
    let (units, rubles) = cost(state, space);
    if pay.units() != units || pay.rubles < rubles {
        return Some(Refusal::WrongPayment);
    }
    let player = state.player(seat);
    if pay.workers > player.workers
        || pay.temporary > player.temporary
        || pay.rubles > player.rubles
        || (pay.black && player.black_worker != Some(true))
    {
        return Some(Refusal::CannotPay);
    }
    if matches!(space, Space::TurnOrder { .. })
        && pay.workers == 0
        && !has_worker_placed(state, seat)
    {
        // R13: a ruble or another worker there is swapped at once with an own worker
        // already placed; without one it cannot be.
        return Some(Refusal::WrongPayment);
    }
    None
}

fn has_worker_placed(state: &State, seat: PlayerId) -> bool {
    state.placed().iter().any(|o| o.seat == seat && o.pay.workers > 0)
}

/// The spaces a reuse may pick: for factory 2 and engineer e14, a space holding exactly one
/// of the seat's workers (T6); for the turn-order worker after the re-sort (R14), an empty
/// space that takes exactly one worker.
fn reuse_refusal(
    state: &State,
    seat: PlayerId,
    space: Space,
    turn_order_worker: bool,
) -> Option<Refusal> {
    if matches!(space, Space::Hire | Space::TurnOrder { .. })
        || gains(state, space).contains(&Gain::Reuse)
    {
        return Some(Refusal::CannotReuse);
    }
    let single =
        |o: Option<Occupant>| o.is_some_and(|o| o.seat == seat && o.pay == Pay::workers(1));
    let player = state.player(seat);
    if turn_order_worker {
        let (units, rubles) = cost(state, space);
        if units != 1 || rubles != 0 {
            return Some(Refusal::CannotReuse);
        }
        return match space {
            Space::Own { engineer } => {
                let unused = player.engineers.iter().any(|&(e, u)| e == engineer && u.is_none());
                (!unused).then_some(Refusal::CannotReuse)
            }
            _ => space_refusal(state, seat, space).map(|_| Refusal::CannotReuse),
        };
    }
    let ok = match space {
        Space::Board { space: BoardSpace::LowerTrack } => {
            state.lower_track.iter().filter(|o| o.seat == seat).count() == 1
                && state.lower_track.iter().any(|o| o.seat == seat && o.pay == Pay::workers(1))
        }
        Space::Board { space: s } => single(state.board[s as usize]),
        Space::Public { index } => single(state.public.get(usize::from(index)).copied().flatten()),
        Space::Own { engineer } => {
            player.engineers.iter().any(|&(e, u)| e == engineer && u == Some(Pay::workers(1)))
        }
        Space::Hire | Space::TurnOrder { .. } => false,
    };
    (!ok).then_some(Refusal::CannotReuse)
}

/// The one definition of legality: `Ok` when [`apply`] takes `action` at `state`.
pub fn check(state: &State, action: &Action) -> Result<(), Refusal> {
    let Some(seat) = state.decider() else {
        return Err(Refusal::GameOver);
    };
    let Some(frame) = state.pending.last() else {
        return check_free(state, seat, action);
    };
    let player = state.player(seat);
    match *action {
        Action::Advance { railway, colour } => {
            let Some(i) = tracks_task(frame, colour) else {
                return Err(Refusal::NoAdvance);
            };
            let tracks = Tracks::of(player);
            if let Some(r) = tracks.refusal(railway, colour) {
                return Err(r);
            }
            if frame.complete {
                let mut after = tracks;
                after.advance(railway, colour);
                let mut rest = frame.tasks.clone();
                consume(&mut rest, i);
                let mut t: Vec<(Colours, u8)> = rest
                    .iter()
                    .filter_map(|t| match *t {
                        Task::Tracks { colours, count } => Some((colours, count)),
                        _ => None,
                    })
                    .collect();
                if !tracks_feasible(&after, &mut t) {
                    return Err(Refusal::Incomplete);
                }
            }
            Ok(())
        }
        Action::Industry { marker } => {
            let Some(i) = task_for(frame, action) else {
                return Err(Refusal::NotNow);
            };
            let industry = Industry::of(player);
            if let Some(r) = industry.refusal(marker) {
                return Err(r);
            }
            if frame.complete {
                let mut builders = Builders::of(state, player);
                let after = industry_step(&industry, marker, &mut builders);
                let Task::Industry { count } = frame.tasks[i] else { return Err(Refusal::NotNow) };
                if !industry_feasible(&after, count - 1, builders) {
                    return Err(Refusal::Incomplete);
                }
            }
            Ok(())
        }
        Action::Build { tile, target } => {
            let Some(i) = build_task(frame, target) else {
                return Err(if frame.tasks.iter().any(|t| matches!(t, Task::Build { .. })) {
                    Refusal::WrongBuild
                } else {
                    Refusal::NotNow
                });
            };
            let value = match tile {
                TileSource::Stack => state.next_stack_tile().ok_or(Refusal::NoTile)?,
                TileSource::Spare { value } => {
                    if !matches!(target, Target::Factory { .. })
                        || !state.spare_factories.contains(&value)
                    {
                        return Err(Refusal::NoTile);
                    }
                    value
                }
            };
            match target {
                Target::Locomotive { at } => {
                    if let Some(r) = locomotive_slot_refusal(player, at, value) {
                        return Err(r);
                    }
                }
                Target::Factory { slot } => {
                    if let Some(r) = factory_slot_refusal(player, slot) {
                        return Err(r);
                    }
                }
            }
            if frame.complete {
                // The other build of the bottom space must still be possible.
                let mut after = state.clone();
                let mut rest = frame.tasks.clone();
                consume(&mut rest, i);
                take_tile(&mut after, tile, value);
                // R21, R23: the locomotive it replaces may become a factory beside the stacks.
                if let Target::Locomotive { at } = target
                    && let Some(&old) =
                        player.locomotives[at.railway.index()].get(usize::from(at.slot))
                    && old > 0
                {
                    after.spare_factories.push(old);
                }
                let rest: Vec<Task> =
                    rest.into_iter().filter(|t| matches!(t, Task::Build { .. })).collect();
                if !tasks_completable(&after, seat, &rest) {
                    return Err(Refusal::Incomplete);
                }
            }
            Ok(())
        }
        Action::Locomotive { to } => {
            let Some(Task::Locomotive { value, factoryless }) =
                task_for(frame, action).map(|i| frame.tasks[i])
            else {
                return Err(Refusal::NotNow);
            };
            match to {
                Some(at) => locomotive_slot_refusal(player, at, value).map_or(Ok(()), Err),
                // T8 card 4: the "9" is placed at once; it leaves the game only when no slot
                // takes it.
                None if factoryless && !locomotive_slots(player, value).is_empty() => {
                    Err(Refusal::LocomotiveSlot)
                }
                None => Ok(()),
            }
        }
        Action::Token { token } => {
            if task_for(frame, action).is_none() {
                return Err(Refusal::NotNow);
            }
            if player.used(token) { Err(Refusal::TokenUsed) } else { Ok(()) }
        }
        Action::QuestionCard { card } => {
            if task_for(frame, action).is_none() {
                return Err(Refusal::NotNow);
            }
            if state.question_card_up(card) { Ok(()) } else { Err(Refusal::QuestionCardGone) }
        }
        Action::EndBonus { card } => {
            if task_for(frame, action).is_none() {
                return Err(Refusal::NotNow);
            }
            match card {
                Some(c) if !state.end_bonus_pile.contains(&c) => Err(Refusal::NotInPile),
                _ => Ok(()),
            }
        }
        Action::Reuse { space } => {
            if task_for(frame, action).is_none() {
                return Err(Refusal::NotNow);
            }
            reuse_refusal(state, seat, space, false).map_or(Ok(()), Err)
        }
        Action::Repeat { .. } => task_for(frame, action).map(|_| ()).ok_or(Refusal::NotNow),
        Action::Done => {
            // A lifted locomotive is placed or turned into a factory, never dropped (R21).
            let lifted = frame.tasks.iter().any(|t| matches!(t, Task::Locomotive { .. }));
            if lifted || (frame.complete && tasks_completable(state, seat, &frame.tasks)) {
                Err(Refusal::MustComplete)
            } else {
                Ok(())
            }
        }
        Action::Draft { .. } | Action::Place { .. } | Action::Pass => Err(Refusal::NotNow),
    }
}

/// Legality with nothing pending: the draft, a turn, a turn-order worker's move.
fn check_free(state: &State, seat: PlayerId, action: &Action) -> Result<(), Refusal> {
    match (&state.phase, *action) {
        (Phase::Draft { .. }, Action::Draft { card }) => {
            if state.start_bonus_left(card) {
                Ok(())
            } else {
                Err(Refusal::StartBonusTaken)
            }
        }
        (Phase::Turn { .. }, Action::Place { space, pay }) => {
            if let Some(r) = space_refusal(state, seat, space) {
                return Err(r);
            }
            pay_refusal(state, seat, space, pay).map_or(Ok(()), Err)
        }
        (Phase::Turn { .. }, Action::Pass) => Ok(()),
        (Phase::Reuse { .. }, Action::Reuse { space }) => {
            reuse_refusal(state, seat, space, true).map_or(Ok(()), Err)
        }
        (Phase::Reuse { .. }, Action::Done) => Ok(()),
        _ => Err(Refusal::NotNow),
    }
}

/// The track task of the frame an advance of `colour` counts for: the one allowing the
/// fewest colours.
fn tracks_task(frame: &Frame, colour: Colour) -> Option<usize> {
    frame
        .tasks
        .iter()
        .enumerate()
        .filter_map(|(i, t)| match *t {
            Task::Tracks { colours, count } if count > 0 && colours.has(colour) => {
                Some((colours.len(), i))
            }
            _ => None,
        })
        .min()
        .map(|(_, i)| i)
}

/// The build task a target counts for: the exact kind first, else "either".
fn build_task(frame: &Frame, target: Target) -> Option<usize> {
    let exact = match target {
        Target::Locomotive { .. } => BuildKind::Locomotive,
        Target::Factory { .. } => BuildKind::Factory,
    };
    let find = |kind: BuildKind| frame.tasks.iter().position(|t| *t == Task::Build { kind });
    find(exact).or_else(|| find(BuildKind::Either))
}

/// The task of `frame` that `action` is a step of (`None` for an action no task asks for):
/// the one place where [`check`] and [`apply`] match a step to its task.
fn task_for(frame: &Frame, action: &Action) -> Option<usize> {
    let find = |want: fn(&Task) -> bool| frame.tasks.iter().position(want);
    match *action {
        Action::Advance { colour, .. } => tracks_task(frame, colour),
        Action::Build { target, .. } => build_task(frame, target),
        Action::Industry { .. } => find(|t| matches!(t, Task::Industry { .. })),
        Action::Locomotive { .. } => find(|t| matches!(t, Task::Locomotive { .. })),
        Action::Token { .. } => find(|t| *t == Task::Token),
        Action::QuestionCard { .. } => find(|t| *t == Task::QuestionCard),
        Action::EndBonus { .. } => find(|t| *t == Task::EndBonus),
        Action::Reuse { .. } => find(|t| *t == Task::Reuse),
        Action::Repeat { .. } => find(|t| *t == Task::Repeat),
        Action::Draft { .. } | Action::Place { .. } | Action::Pass | Action::Done => None,
    }
}

/// One unit of task `i` done: a count lowered, or the task removed.
fn consume(tasks: &mut Vec<Task>, i: usize) {
    match &mut tasks[i] {
        Task::Tracks { count, .. } | Task::Industry { count } if *count > 1 => *count -= 1,
        _ => {
            tasks.remove(i);
        }
    }
}

fn take_tile(state: &mut State, tile: TileSource, value: u8) {
    match tile {
        TileSource::Stack => state.stacks[usize::from(value)] -= 1,
        TileSource::Spare { value } => {
            if let Some(i) = state.spare_factories.iter().position(|&v| v == value) {
                state.spare_factories.remove(i);
            }
        }
    }
}

// ---------------------------------------------------------------------------------------
// The moves on offer
// ---------------------------------------------------------------------------------------

/// Every space a seat might place on (some may be refused).
pub fn spaces(state: &State, seat: PlayerId) -> Vec<Space> {
    let mut out: Vec<Space> = BoardSpace::all().map(|space| Space::Board { space }).collect();
    out.extend(
        (0..data::public_engineers(state.player_count()) as u8)
            .map(|index| Space::Public { index }),
    );
    out.push(Space::Hire);
    out.extend((1..=2).map(|position| Space::TurnOrder { position }));
    out.extend(state.player(seat).engineers.iter().map(|&(engineer, _)| Space::Own { engineer }));
    out
}

/// The ways `player` can pay `units` with at least `rubles` rubles.
pub fn payments(player: &Player, units: u8, rubles: u8) -> Vec<Pay> {
    let mut out = Vec::new();
    let black = u8::from(player.black_worker == Some(true));
    for w in 0..=units.min(player.workers) {
        for t in 0..=(units - w).min(player.temporary) {
            for b in 0..=(units - w - t).min(black) {
                let r = units - w - t - b;
                if r >= rubles && r <= player.rubles {
                    out.push(Pay { workers: w, temporary: t, rubles: r, black: b == 1 });
                }
            }
        }
    }
    out
}

/// Every action [`apply`] accepts now.
pub fn available(state: &State) -> Vec<Action> {
    let mut out = Vec::new();
    let Some(seat) = state.decider() else {
        return out;
    };
    let push = |out: &mut Vec<Action>, a: Action| {
        if check(state, &a).is_ok() {
            out.push(a);
        }
    };
    let player = state.player(seat);
    if let Some(frame) = state.pending.last() {
        for task in &frame.tasks {
            match *task {
                Task::Tracks { colours, .. } => {
                    for railway in Railway::ALL {
                        for colour in Colour::ALL {
                            if colours.has(colour) {
                                push(&mut out, Action::Advance { railway, colour });
                            }
                        }
                    }
                }
                Task::Industry { .. } => {
                    for marker in 0..2 {
                        push(&mut out, Action::Industry { marker });
                    }
                }
                Task::Build { .. } => {
                    for target in targets() {
                        push(&mut out, Action::Build { tile: TileSource::Stack, target });
                    }
                    let mut spare = state.spare_factories.clone();
                    spare.sort_unstable();
                    spare.dedup();
                    for value in spare {
                        for slot in 0..5 {
                            let target = Target::Factory { slot };
                            push(
                                &mut out,
                                Action::Build { tile: TileSource::Spare { value }, target },
                            );
                        }
                    }
                }
                Task::Locomotive { .. } => {
                    for at in all_slots() {
                        push(&mut out, Action::Locomotive { to: Some(at) });
                    }
                    push(&mut out, Action::Locomotive { to: None });
                }
                Task::Token => {
                    for token in Token::ALL {
                        push(&mut out, Action::Token { token });
                    }
                }
                Task::QuestionCard => {
                    for card in QuestionCard::ALL {
                        push(&mut out, Action::QuestionCard { card });
                    }
                }
                Task::EndBonus => {
                    let mut pile = state.end_bonus_pile.clone();
                    pile.sort_unstable();
                    for card in pile {
                        push(&mut out, Action::EndBonus { card: Some(card) });
                    }
                    push(&mut out, Action::EndBonus { card: None });
                }
                Task::Reuse => {
                    for space in spaces(state, seat) {
                        push(&mut out, Action::Reuse { space });
                    }
                }
                Task::Repeat => {
                    for what in Repeat::ALL {
                        push(&mut out, Action::Repeat { what });
                    }
                }
            }
        }
        push(&mut out, Action::Done);
        let mut seen = std::collections::HashSet::new();
        out.retain(|a| seen.insert(*a));
        return out;
    }
    match state.phase {
        Phase::Draft { .. } => {
            for card in StartBonus::ALL {
                push(&mut out, Action::Draft { card });
            }
        }
        Phase::Turn { .. } => {
            for space in spaces(state, seat) {
                if space_refusal(state, seat, space).is_some() {
                    continue;
                }
                let (units, rubles) = cost(state, space);
                for pay in payments(player, units, rubles) {
                    if pay_refusal(state, seat, space, pay).is_none() {
                        out.push(Action::Place { space, pay });
                    }
                }
            }
            out.push(Action::Pass);
        }
        Phase::Reuse { .. } => {
            for space in spaces(state, seat) {
                push(&mut out, Action::Reuse { space });
            }
            push(&mut out, Action::Done);
        }
        Phase::Over => {}
    }
    out
}

fn all_slots() -> impl Iterator<Item = LocomotiveSlot> {
    Railway::ALL.into_iter().flat_map(|railway| {
        (0..railway.locomotive_slots() as u8).map(move |slot| LocomotiveSlot { railway, slot })
    })
}

fn targets() -> Vec<Target> {
    let mut out: Vec<Target> = all_slots().map(|at| Target::Locomotive { at }).collect();
    out.extend((0..5).map(|slot| Target::Factory { slot }));
    out
}

// ---------------------------------------------------------------------------------------
// Applying
// ---------------------------------------------------------------------------------------

/// Applies `action` (atomic: on a refusal nothing changes), pushing its events.
pub fn apply(state: &mut State, action: &Action, events: &mut Vec<Event>) -> Result<(), Refusal> {
    check(state, action)?;
    let Some(seat) = state.decider() else {
        return Err(Refusal::GameOver);
    };
    let mut pushes: Vec<Frame> = Vec::new();
    if state.pending.is_empty() {
        match *action {
            Action::Draft { card } => {
                state.start_bonuses &= !card.bit();
                events.push(Event::Drafted { seat, card });
                gain(state, seat, card.gains(), Source::StartBonus, false, events, &mut pushes);
            }
            Action::Place { space, pay } => place(state, seat, space, pay, events, &mut pushes),
            Action::Pass => {
                let position = state.position(seat);
                let points = data::TURN_ORDER_POINTS.get(position).copied().unwrap_or(0);
                let player = state.player_mut(seat);
                player.passed = true;
                player.points.turn_order += points;
                events.push(Event::Passed { seat, points });
            }
            Action::Reuse { space } => {
                // R14: the turn-order worker moved to an empty one-worker space.
                let index = state.turn_order.iter().position(|o| o.is_some_and(|o| o.seat == seat));
                let moved = index
                    .and_then(|i| state.turn_order[i].take())
                    .map_or(Pay::workers(1), |o| o.pay);
                occupy(state, seat, space, moved);
                events.push(Event::Reused { seat, space });
                let complete = !matches!(space, Space::Own { .. });
                gain(
                    state,
                    seat,
                    gains(state, space),
                    Source::Reuse,
                    complete,
                    events,
                    &mut pushes,
                );
            }
            // The turn-order worker stays where it is, back with the others at the clean-up.
            Action::Done => events.push(Event::GaveUp { seat }),
            _ => return Err(Refusal::NotNow),
        }
    } else {
        resolve(state, seat, action, events, &mut pushes)?;
    }
    state.pending.extend(pushes);
    if state.pending.is_empty() {
        proceed(state, seat, events);
    }
    Ok(())
}

fn occupy(state: &mut State, seat: PlayerId, space: Space, pay: Pay) {
    let occupant = Occupant { seat, pay };
    match space {
        Space::Board { space: BoardSpace::LowerTrack } => state.lower_track.push(occupant),
        Space::Board { space: s } => state.board[s as usize] = Some(occupant),
        Space::Public { index } => {
            if let Some(slot) = state.public.get_mut(usize::from(index)) {
                *slot = Some(occupant);
            }
        }
        Space::Own { engineer } => {
            if let Some(e) = state
                .player_mut(seat)
                .engineers
                .iter_mut()
                .find(|(e, u)| *e == engineer && u.is_none())
            {
                e.1 = Some(pay);
            }
        }
        Space::Hire => state.hired = Some(occupant),
        Space::TurnOrder { position } => {
            state.turn_order[usize::from(position.clamp(1, 2) - 1)] = Some(occupant)
        }
    }
}

fn place(
    state: &mut State,
    seat: PlayerId,
    space: Space,
    pay: Pay,
    events: &mut Vec<Event>,
    pushes: &mut Vec<Frame>,
) {
    let player = state.player_mut(seat);
    player.workers -= pay.workers;
    player.temporary -= pay.temporary;
    player.rubles -= pay.rubles;
    if pay.black {
        player.black_worker = Some(false);
    }
    let space_gains = gains(state, space);
    occupy(state, seat, space, pay);
    events.push(Event::Placed { seat, space, pay });
    if let Space::TurnOrder { position } = space
        && pay.workers == 0
    {
        swap_onto_turn_order(state, seat, position, pay);
    }
    if space == Space::Hire {
        if let Some(engineer) = state.strip.last_mut().and_then(Option::take) {
            state.player_mut(seat).engineers.push((engineer, None));
            events.push(Event::Hired { seat, engineer });
        }
        return;
    }
    // The black worker's extra black advance (T8 card 5), after the space's own.
    if pay.black && space_gains.iter().any(|g| matches!(g, Gain::Tracks(Colour::Black, _))) {
        pushes.push(Frame {
            source: Source::BlackWorker,
            complete: false,
            tasks: vec![Task::Tracks { colours: Colours::one(Colour::Black), count: 1 }],
        });
    }
    let complete = !matches!(space, Space::Own { .. });
    gain(state, seat, space_gains, Source::Space, complete, events, pushes);
}

/// R13 (A20): what is not an own worker on a turn-order space is swapped at once with an own
/// worker already on another space: the first in T4's order, then the public engineers, the
/// own engineers and the lower track (which one does not change what the rules read, except
/// that that space no longer holds a single own worker for a reuse).
fn swap_onto_turn_order(state: &mut State, seat: PlayerId, position: u8, pay: Pay) {
    let worker = |o: &Occupant| o.seat == seat && o.pay.workers > 0;
    let swapped = |o: &mut Occupant| {
        o.pay.workers -= 1;
        o.pay.temporary += pay.temporary;
        o.pay.rubles += pay.rubles;
        o.pay.black |= pay.black;
    };
    let done = if let Some(o) = state.board.iter_mut().flatten().find(|o| worker(o)) {
        swapped(o);
        true
    } else if let Some(o) = state.public.iter_mut().flatten().find(|o| worker(o)) {
        swapped(o);
        true
    } else if let Some(p) = state.players[usize::from(seat)]
        .engineers
        .iter_mut()
        .filter_map(|(_, p)| p.as_mut())
        .find(|p| p.workers > 0)
    {
        let mut o = Occupant { seat, pay: *p };
        swapped(&mut o);
        *p = o.pay;
        true
    } else if let Some(o) = state.lower_track.iter_mut().find(|o| worker(o)) {
        swapped(o);
        true
    } else {
        false
    };
    if done {
        let index = usize::from(position.clamp(1, 2) - 1);
        state.turn_order[index] = Some(Occupant { seat, pay: Pay::workers(1) });
    }
}

/// Applies gains: the instant ones at once, the others as a frame of tasks.
#[allow(clippy::too_many_arguments)]
fn gain(
    state: &mut State,
    seat: PlayerId,
    gains: &[Gain],
    source: Source,
    complete: bool,
    events: &mut Vec<Event>,
    pushes: &mut Vec<Frame>,
) {
    let mut tasks = Vec::new();
    for g in gains {
        match *g {
            Gain::Doublers(n) => doublers(state, seat, n, events),
            Gain::Rubles(n) => rubles(state, seat, n, events),
            Gain::TemporaryWorkers => {
                if state.temporary_with.is_none() {
                    state.temporary_with = Some(seat);
                    state.player_mut(seat).temporary += data::TEMPORARY_WORKERS;
                    events.push(Event::TemporaryWorkers { seat });
                }
            }
            Gain::Points(n) => points(state, seat, n, PointsFor::Action, events),
            other => tasks.extend(task_of(other)),
        }
    }
    if !tasks.is_empty() {
        pushes.push(Frame { source, complete, tasks });
    }
}

fn doublers(state: &mut State, seat: PlayerId, n: u8, events: &mut Vec<Event>) {
    let room = data::DOUBLER_SPACES - state.player(seat).doublers;
    let count = n.min(room).min(state.doublers);
    if count > 0 {
        state.doublers -= count;
        state.player_mut(seat).doublers += count;
        events.push(Event::Doublers { seat, count });
    }
}

fn rubles(state: &mut State, seat: PlayerId, n: u8, events: &mut Vec<Event>) {
    let count = n.min(state.bank);
    if count > 0 {
        state.bank -= count;
        state.player_mut(seat).rubles += count;
        events.push(Event::Rubles { seat, count });
    }
}

fn points(state: &mut State, seat: PlayerId, n: u32, why: PointsFor, events: &mut Vec<Event>) {
    if n > 0 {
        state.player_mut(seat).points.actions += n;
        events.push(Event::Points { seat, points: n, why });
    }
}

/// Resolves one step of the top frame.
fn resolve(
    state: &mut State,
    seat: PlayerId,
    action: &Action,
    events: &mut Vec<Event>,
    pushes: &mut Vec<Frame>,
) -> Result<(), Refusal> {
    if *action == Action::Done {
        state.pending.pop();
        events.push(Event::GaveUp { seat });
        return Ok(());
    }
    let top = state.pending.len() - 1;
    let Some(index) = task_for(&state.pending[top], action) else {
        return Err(Refusal::NotNow);
    };
    let task = state.pending[top].tasks[index];
    consume(&mut state.pending[top].tasks, index);
    if state.pending[top].tasks.is_empty() {
        state.pending.pop();
    }
    match *action {
        Action::Advance { railway, colour } => {
            advance(state, seat, railway, colour, events, pushes)
        }
        Action::Industry { marker } => industry(state, seat, marker, events, pushes),
        Action::Build { tile, target } => {
            let value = match tile {
                TileSource::Stack => state.next_stack_tile().ok_or(Refusal::NoTile)?,
                TileSource::Spare { value } => value,
            };
            take_tile(state, tile, value);
            match target {
                Target::Locomotive { at } => put_locomotive(state, seat, value, at, events, pushes),
                Target::Factory { slot } => {
                    let player = state.player_mut(seat);
                    let replaced = player.factories[usize::from(slot)].replace(value);
                    if let Some(old) = replaced {
                        state.spare_factories.push(old);
                    }
                    let spare = matches!(tile, TileSource::Spare { .. });
                    events.push(Event::FactoryBuilt { seat, value, slot, spare, replaced });
                }
            }
        }
        Action::Locomotive { to } => {
            let Task::Locomotive { value, factoryless } = task else {
                return Err(Refusal::NotNow);
            };
            match to {
                Some(at) => put_locomotive(state, seat, value, at, events, pushes),
                None => {
                    if !factoryless {
                        state.spare_factories.push(value);
                    }
                    events.push(Event::LocomotiveRetired { seat, value });
                }
            }
        }
        Action::Token { token } => use_token(state, seat, token, events, pushes),
        Action::QuestionCard { card } => question_card(state, seat, card, events, pushes),
        Action::EndBonus { card } => {
            match card {
                Some(c) => {
                    if let Some(i) = state.end_bonus_pile.iter().position(|&x| x == c) {
                        state.end_bonus_pile.remove(i);
                    }
                    state.player_mut(seat).end_bonus.push(c);
                }
                None => {
                    let p = data::END_BONUS_INSTEAD;
                    state.player_mut(seat).points.actions += p;
                    events.push(Event::Points {
                        seat,
                        points: p,
                        why: PointsFor::InsteadOfEndBonus,
                    });
                }
            }
            events.push(Event::EndBonusTaken { seat, card });
        }
        Action::Reuse { space } => {
            events.push(Event::Reused { seat, space });
            gain(state, seat, gains(state, space), Source::Reuse, false, events, pushes);
        }
        Action::Repeat { what } => match what {
            Repeat::Doubler => doublers(state, seat, 1, events),
            Repeat::Industry => pushes.push(Frame {
                source: Source::QuestionCard,
                complete: false,
                tasks: vec![Task::Industry { count: 1 }],
            }),
            Repeat::Black => pushes.push(Frame {
                source: Source::QuestionCard,
                complete: false,
                tasks: vec![Task::Tracks { colours: Colours::one(Colour::Black), count: 1 }],
            }),
        },
        _ => return Err(Refusal::NotNow),
    }
    Ok(())
}

fn advance(
    state: &mut State,
    seat: PlayerId,
    railway: Railway,
    colour: Colour,
    events: &mut Vec<Event>,
    pushes: &mut Vec<Frame>,
) {
    let player = state.player_mut(seat);
    let mut tracks = Tracks::of(player);
    let unlocked = tracks.advance(railway, colour);
    player.tracks = tracks.pos;
    player.unlocked = tracks.unlocked;
    let to = tracks.pos[railway.index()][colour.index()];
    events.push(Event::Advanced { seat, railway, colour, to });
    for c in Colour::ALL {
        if unlocked & (1 << c.index()) != 0 {
            events.push(Event::Unlocked { seat, colour: c });
            if c == Colour::White {
                pushes.push(Frame {
                    source: Source::WhiteTrack,
                    complete: false,
                    tasks: vec![Task::Tracks {
                        colours: Colours::one(Colour::White),
                        count: data::WHITE_ADVANCES_AT_END,
                    }],
                });
            }
        }
    }
    let bit = 1 << railway.index();
    if colour == Colour::Black && to == railway.length() && player.ends & bit == 0 {
        player.ends |= bit;
        player.points.actions += data::END_OF_LINE_POINTS;
        events.push(Event::Points {
            seat,
            points: data::END_OF_LINE_POINTS,
            why: PointsFor::EndOfLine(railway),
        });
    }
    specials(state, seat, events, pushes);
}

/// Claims the special spaces of the railways reached now (R32, R33).
fn specials(state: &mut State, seat: PlayerId, events: &mut Vec<Event>, pushes: &mut Vec<Frame>) {
    for special in Special::ALL {
        let Some((railway, space, colour, locomotive)) = special.on_railway() else {
            continue;
        };
        let player = state.player(seat);
        if player.claimed(special)
            || player.track(railway, colour) < space
            || (locomotive && player.reach(railway) < space)
        {
            continue;
        }
        claim(state, seat, special, events, pushes);
    }
}

fn claim(
    state: &mut State,
    seat: PlayerId,
    special: Special,
    events: &mut Vec<Event>,
    pushes: &mut Vec<Frame>,
) {
    let player = state.player_mut(seat);
    player.specials |= special.bit();
    events.push(Event::Special { seat, special });
    match special {
        Special::TransSiberianWorker | Special::KievWorker => {
            if player.workers_reserve > 0 {
                player.workers_reserve -= 1;
                player.workers += 1;
                player.workers_owned += 1;
                events.push(Event::WorkerGained { seat });
            }
        }
        Special::TransSiberianToken
        | Special::StPetersburgToken4
        | Special::StPetersburgToken6
        | Special::IndustryToken => {
            if Token::ALL.iter().any(|&t| !player.used(t)) {
                pushes.push(Frame {
                    source: Source::Special,
                    complete: false,
                    tasks: vec![Task::Token],
                });
            }
        }
    }
}

fn industry(
    state: &mut State,
    seat: PlayerId,
    marker: u8,
    events: &mut Vec<Event>,
    pushes: &mut Vec<Frame>,
) {
    let player = state.player_mut(seat);
    let Some(Some(at)) = player.industry.get_mut(usize::from(marker)) else {
        return;
    };
    *at += 1;
    let to = *at;
    events.push(Event::IndustryAdvanced { seat, marker, to });
    if let Some(slot) = data::FACTORY_GAPS.iter().position(|&g| g == to)
        && let Some(value) = player.factories[slot]
    {
        let ability = data::factory(value);
        events.push(Event::FactoryFired { seat, value, ability });
        fire(state, seat, value, ability, events, pushes);
    }
    if to == data::INDUSTRY_TOKEN_SPACE && !state.player(seat).claimed(Special::IndustryToken) {
        claim(state, seat, Special::IndustryToken, events, pushes);
    }
}

fn fire(
    state: &mut State,
    seat: PlayerId,
    value: u8,
    ability: FactoryAbility,
    events: &mut Vec<Event>,
    pushes: &mut Vec<Frame>,
) {
    let source = Source::Factory { value };
    let frame = |tasks: Vec<Task>| Frame { source, complete: false, tasks };
    match ability {
        FactoryAbility::EngineerNumbers => {
            let sum: u32 = state
                .player(seat)
                .engineers
                .iter()
                .map(|&(e, _)| u32::from(data::engineer(e).number))
                .sum();
            points(state, seat, sum, PointsFor::EngineerNumbers, events);
        }
        FactoryAbility::Reuse => pushes.push(frame(vec![Task::Reuse])),
        FactoryAbility::Industry => pushes.push(frame(vec![Task::Industry { count: 1 }])),
        FactoryAbility::Build => pushes.push(frame(vec![Task::Build { kind: BuildKind::Either }])),
        FactoryAbility::Tracks => {
            pushes.push(frame(vec![Task::Tracks { colours: Colours::ANY, count: 2 }]))
        }
        FactoryAbility::EndBonus => pushes.push(frame(vec![Task::EndBonus])),
        FactoryAbility::Doublers => doublers(state, seat, 2, events),
        FactoryAbility::Ruble => rubles(state, seat, 1, events),
        FactoryAbility::BestLocomotives => {
            let mut values: Vec<u8> = state.player(seat).locomotive_values().collect();
            values.sort_unstable_by(|a, b| b.cmp(a));
            let sum: u32 = values.iter().take(2).map(|&v| u32::from(v)).sum();
            points(state, seat, sum, PointsFor::BestLocomotives, events);
        }
    }
}

fn put_locomotive(
    state: &mut State,
    seat: PlayerId,
    value: u8,
    at: LocomotiveSlot,
    events: &mut Vec<Event>,
    pushes: &mut Vec<Frame>,
) {
    let player = state.player_mut(seat);
    let slot = &mut player.locomotives[at.railway.index()][usize::from(at.slot)];
    let old = std::mem::replace(slot, value);
    let replaced = (old > 0).then_some(old);
    events.push(Event::LocomotiveBuilt { seat, value, at, replaced });
    if let Some(old) = replaced {
        pushes.push(Frame {
            source: Source::Lifted,
            complete: false,
            tasks: vec![Task::Locomotive { value: old, factoryless: false }],
        });
    }
    specials(state, seat, events, pushes);
}

fn use_token(
    state: &mut State,
    seat: PlayerId,
    token: Token,
    events: &mut Vec<Event>,
    pushes: &mut Vec<Frame>,
) {
    let player = state.player_mut(seat);
    player.tokens_used |= token.bit();
    events.push(Event::TokenUsed { seat, token });
    let frame = |tasks: Vec<Task>| Frame { source: Source::Token, complete: false, tasks };
    match token {
        Token::FourTracks => {
            pushes.push(frame(vec![Task::Tracks { colours: Colours::ANY, count: 4 }]))
        }
        Token::FiveIndustry => pushes.push(frame(vec![Task::Industry { count: 5 }])),
        Token::SecondMarker => player.industry[1] = Some(0),
        Token::ThreeDoublers => doublers(state, seat, 3, events),
        Token::KievMedal => player.medal = true,
        Token::Revaluation => player.revalued = true,
        Token::QuestionCard => {
            pushes.push(frame(vec![Task::EndBonus]));
            if state.question_cards != 0 {
                pushes.push(frame(vec![Task::QuestionCard]));
            }
        }
    }
}

fn question_card(
    state: &mut State,
    seat: PlayerId,
    card: QuestionCard,
    events: &mut Vec<Event>,
    pushes: &mut Vec<Frame>,
) {
    state.question_cards &= !card.bit();
    events.push(Event::QuestionCardTaken { seat, card });
    let frame = |tasks: Vec<Task>| Frame { source: Source::QuestionCard, complete: false, tasks };
    match card {
        QuestionCard::FourActions => {
            doublers(state, seat, 1, events);
            pushes.push(frame(vec![
                Task::Industry { count: 1 },
                Task::Tracks { colours: Colours::one(Colour::Black), count: 1 },
                Task::Repeat,
            ]));
        }
        QuestionCard::Engineer => {
            let engineer = data::card_engineer();
            let player = state.player_mut(seat);
            player.engineers.push((engineer, None));
            player.rubles += 1;
            events.push(Event::Hired { seat, engineer });
            events.push(Event::Rubles { seat, count: 1 });
        }
        QuestionCard::FactoryAndIndustry => pushes.push(frame(vec![
            Task::Build { kind: BuildKind::Factory },
            Task::Industry { count: 2 },
        ])),
        QuestionCard::Locomotive => pushes.push(frame(vec![Task::Locomotive {
            value: data::CARD_LOCOMOTIVE,
            factoryless: true,
        }])),
        QuestionCard::BlackWorker => {
            state.player_mut(seat).black_worker = Some(true);
            events.push(Event::WorkerGained { seat });
        }
    }
}

// ---------------------------------------------------------------------------------------
// The flow: the next decision once nothing is pending
// ---------------------------------------------------------------------------------------

fn proceed(state: &mut State, seat: PlayerId, events: &mut Vec<Event>) {
    match state.phase.clone() {
        Phase::Draft { .. } => {
            if !state.draft.is_empty() {
                state.draft.remove(0);
            }
            match state.draft.first() {
                Some(&next) => state.phase = Phase::Draft { seat: next },
                None => {
                    state.start_bonuses = 0;
                    state.phase = Phase::Turn { seat: state.order[0] };
                    events.push(Event::RoundBegan { round: state.round });
                }
            }
        }
        Phase::Turn { .. } => next_turn(state, seat, events),
        Phase::Reuse { then, .. } => match then {
            Some(next) => state.phase = Phase::Reuse { seat: next, then: None },
            None => score_round(state, events),
        },
        Phase::Over => {}
    }
}

fn next_turn(state: &mut State, seat: PlayerId, events: &mut Vec<Event>) {
    let n = state.order.len();
    let at = state.position(seat);
    for step in 1..=n {
        let next = state.order[(at + step) % n];
        if !state.player(next).passed {
            state.phase = Phase::Turn { seat: next };
            return;
        }
    }
    end_round(state, events);
}

/// R13: the re-sort; the seats of the turn-order workers to move (R14), "2nd" first.
fn end_round(state: &mut State, events: &mut Vec<Event>) {
    if state.last_round() {
        score_round(state, events);
        return;
    }
    let first = state.turn_order[0].map(|o| o.seat);
    let second = state.turn_order[1].map(|o| o.seat);
    let unchanged = first.is_none() && second == state.order.first().copied();
    if !unchanged && (first.is_some() || second.is_some()) {
        let n = state.order.len();
        let mut order: Vec<Option<PlayerId>> = vec![None; n];
        order[0] = first;
        if n > 1 {
            order[1] = second;
        }
        let mut rest =
            state.order.iter().copied().filter(|s| Some(*s) != first && Some(*s) != second);
        for slot in order.iter_mut() {
            if slot.is_none() {
                *slot = rest.next();
            }
        }
        state.order = order.into_iter().flatten().collect();
    }
    events.push(Event::TurnOrder { order: state.order.clone() });
    match (second, first) {
        (Some(a), b) => state.phase = Phase::Reuse { seat: a, then: b },
        (None, Some(b)) => state.phase = Phase::Reuse { seat: b, then: None },
        (None, None) => score_round(state, events),
    }
}

/// One space of a railway as it scores (R36), for the screen and for [`round_score`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SpaceScore {
    /// The space, from 1.
    pub space: u8,
    /// The colour it counts: the highest track at or beyond it (a track fills the spaces it
    /// has passed); `None` beyond the black track.
    pub colour: Option<Colour>,
    /// Its points, a Trans-Siberian doubler's included (before St. Petersburg's doubling).
    pub points: u32,
    /// A doubler lies over it (the Trans-Siberian's spaces 1–8, R27).
    pub doubler: bool,
    /// The railway's locomotives reach it: it scores.
    pub reached: bool,
}

/// Every space of `railway` on `player`'s board as it scores (R36, T1, R27).
pub fn railway_spaces(player: &Player, railway: Railway) -> Vec<SpaceScore> {
    let r = railway.index();
    let reach = player.reach(railway);
    (1..=railway.length())
        .map(|space| {
            let colour =
                Colour::ALL.iter().rev().find(|c| player.tracks[r][c.index()] >= space).copied();
            let doubler = railway == Railway::TransSiberian && space <= player.doublers;
            let value = colour.map_or(0, |c| c.points(player.revalued));
            let points = if doubler { value * 2 } else { value };
            SpaceScore { space, colour, points, doubler, reached: space <= reach }
        })
        .collect()
}

/// A seat's round scoring (R36, R37).
pub fn round_score(player: &Player, seat: PlayerId) -> RoundScore {
    let mut railways = [RailwayScore::default(); 3];
    for railway in Railway::ALL {
        let r = railway.index();
        let reach = player.reach(railway);
        let spaces =
            railway_spaces(player, railway).iter().filter(|s| s.reached).map(|s| s.points).sum();
        let mut score = RailwayScore { reach, spaces, ..RailwayScore::default() };
        if railway == Railway::StPetersburg
            && player.tracks[r][Colour::Grey.index()] >= data::ST_PETERSBURG_DOUBLING_SPACE
            && reach >= data::ST_PETERSBURG_DOUBLING_SPACE
        {
            score.spaces *= 2;
            score.doubled = true;
        }
        if railway == Railway::Kiev {
            let black = player.tracks[r][Colour::Black.index()];
            score.stars = data::KIEV_STARS
                .iter()
                .filter(|(s, _)| black >= *s && reach >= *s)
                .map(|(_, p)| p)
                .sum();
            if player.medal
                && player.tracks[r][Colour::Grey.index()] >= data::KIEV_MEDAL_SPACE
                && reach >= data::KIEV_MEDAL_SPACE
            {
                score.medal = data::KIEV_MEDAL_POINTS;
            }
        }
        railways[r] = score;
    }
    let industry = player
        .industry
        .iter()
        .flatten()
        .map(|&at| data::INDUSTRY_POINTS[usize::from(at.min(data::INDUSTRY_LAST))])
        .sum();
    RoundScore { seat, railways, industry }
}

fn score_round(state: &mut State, events: &mut Vec<Event>) {
    let scores: Vec<RoundScore> =
        state.players.iter().enumerate().map(|(s, p)| round_score(p, s as PlayerId)).collect();
    for score in &scores {
        let player = state.player_mut(score.seat);
        for r in 0..3 {
            player.points.railways[r] += score.railways[r].total();
        }
        player.points.industry += score.industry;
    }
    events.push(Event::RoundScored { round: state.round, scores });
    if state.last_round() {
        final_scoring(state, events);
        state.phase = Phase::Over;
        state.pending.clear();
        return;
    }
    clean_up(state, events);
}

/// An end-bonus card's points for `player` (T9).
pub fn end_bonus_points(player: &Player, card: EndBonus, start_workers: u8) -> u32 {
    match card {
        EndBonus::Fifteen => 15,
        EndBonus::CompletedRailways => (10 * player.ends.count_ones()).min(30),
        EndBonus::Factories => (4 * player.factory_count() as u32).min(20),
        EndBonus::Doublers => match player.doublers {
            0..=3 => 0,
            4..=6 => 20,
            _ => 30,
        },
        EndBonus::Locomotives => player.locomotive_values().map(u32::from).sum(),
        EndBonus::ExtraEngineer => 0,
        EndBonus::BlackTracks => player.tracks.iter().map(|t| u32::from(t[0])).sum(),
        EndBonus::GainedWorkers => (10 * u32::from(player.gained_workers(start_workers))).min(30),
        EndBonus::Tokens => (7 * player.tokens_used.count_ones()).min(28),
        EndBonus::HiredEngineers => {
            let card = data::card_engineer();
            6 * player.engineers.iter().filter(|(e, _)| *e != card).count() as u32
        }
    }
}

/// The final scoring (R39): end-bonus cards and the engineers' majority.
pub fn final_scores(state: &State) -> Vec<FinalScore> {
    let mut scores: Vec<FinalScore> = state
        .players
        .iter()
        .enumerate()
        .map(|(s, p)| {
            let cards = p
                .end_bonus
                .iter()
                .map(|&c| (c, end_bonus_points(p, c, state.start_workers)))
                .collect();
            let extra = p.end_bonus.iter().filter(|&&c| c == EndBonus::ExtraEngineer).count();
            FinalScore {
                seat: s as PlayerId,
                cards,
                engineers: (p.engineers.len() + extra) as u8,
                majority: 0,
            }
        })
        .collect();
    // Most engineers first; a tie goes to the highest engineer's number.
    let best =
        |p: &Player| p.engineers.iter().map(|&(e, _)| data::engineer(e).number).max().unwrap_or(0);
    let mut ranked: Vec<(u8, u8, usize)> = scores
        .iter()
        .enumerate()
        // S1 p.20: a player without engineers gets no majority points; card 6 is one
        // *more* engineer (A22).
        .filter(|(i, _)| !state.players[*i].engineers.is_empty())
        .map(|(i, f)| (f.engineers, best(&state.players[i]), i))
        .collect();
    ranked.sort_by_key(|r| std::cmp::Reverse((r.0, r.1)));
    let mut place = 0;
    let mut i = 0;
    while i < ranked.len() && place < data::MAJORITY_POINTS.len() {
        let key = (ranked[i].0, ranked[i].1);
        let tied: Vec<usize> =
            ranked[i..].iter().take_while(|r| (r.0, r.1) == key).map(|r| r.2).collect();
        for &s in &tied {
            scores[s].majority = data::MAJORITY_POINTS[place];
        }
        place += tied.len();
        i += tied.len();
    }
    scores
}

fn final_scoring(state: &mut State, events: &mut Vec<Event>) {
    let scores = final_scores(state);
    for score in &scores {
        let player = state.player_mut(score.seat);
        player.points.end_bonus += score.cards.iter().map(|c| c.1).sum::<u32>();
        player.points.majority += score.majority;
    }
    events.push(Event::FinalScored { scores });
}

/// R38: workers back, rubles on spaces to the bank, the temporary workers back, the engineers
/// one space right; then the next round.
fn clean_up(state: &mut State, events: &mut Vec<Event>) {
    let rubles: u8 = state.placed().iter().map(|o| o.pay.rubles).sum();
    state.bank += rubles;
    for player in &mut state.players {
        player.workers = player.workers_owned;
        player.temporary = 0;
        if player.black_worker.is_some() {
            player.black_worker = Some(true);
        }
        for e in &mut player.engineers {
            e.1 = None;
        }
        player.passed = false;
    }
    state.board.iter_mut().for_each(|o| *o = None);
    state.public.iter_mut().for_each(|o| *o = None);
    state.turn_order = [None, None];
    state.lower_track.clear();
    state.hired = None;
    state.temporary_with = None;
    let left = state.strip.pop().flatten();
    state.strip.insert(0, None);
    events.push(Event::EngineersMoved { left });
    state.round += 1;
    state.phase = Phase::Turn { seat: state.order[0] };
    events.push(Event::RoundBegan { round: state.round });
}
