//! The main board as the rulebook draws it: its action spaces in groups (tracks,
//! locomotives, industry, auxiliary, the engineers', turn order with the last round's space),
//! each with its cost, what it gives, who stands on it and, for the seat deciding a placement,
//! the payments the engine takes there or the engine's [`Refusal`] saying why not; and the
//! engineer strip (upcoming, public, for hire, the rounds left).
//!
//! Nothing here is a rule: what a space costs is `rules::cost`, whether it can be chosen
//! `rules::space_refusal`, how it can be paid `rules::payments` filtered by
//! `rules::pay_refusal` — the very functions `rules::available` lists through (a test holds
//! the two equal). Which spaces a player count has is the engine's data (T4, A13).

use russian_railroads_engine::Refusal;
use russian_railroads_engine::data::{self, BoardSpace, EngineerId, Gain, QuestionCard};
use russian_railroads_engine::rules;
use russian_railroads_engine::state::{Occupant, Pay, Phase, PlayerId, Space, State};

/// A group of spaces as the main board draws them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Group {
    /// The track spaces (black to white, the upper and the lower track space).
    Tracks,
    /// The locomotive and factory spaces.
    Locomotives,
    /// The industry spaces.
    Industry,
    /// The doubler, rubles and temporary workers.
    Auxiliary,
    /// The public engineers and the hire space.
    Engineers,
    /// The turn-order spaces, and the last round's space over them.
    TurnOrder,
}

impl Group {
    /// The groups, in the order the screen lays them out (the board's left to right).
    pub const ALL: [Group; 6] = [
        Group::Tracks,
        Group::Locomotives,
        Group::Industry,
        Group::Auxiliary,
        Group::Engineers,
        Group::TurnOrder,
    ];
}

/// The group a fixed space is drawn in (the board's layout, not a rule).
pub fn group_of(space: BoardSpace) -> Group {
    use BoardSpace as B;
    match space {
        B::BlackTwo
        | B::BlackThree
        | B::GreyTwo
        | B::GreyThree
        | B::BrownOne
        | B::BrownTwo
        | B::NaturalOne
        | B::NaturalTwo
        | B::WhiteOne
        | B::WhiteTwo
        | B::UpperTrack
        | B::LowerTrack => Group::Tracks,
        B::LocomotiveTop | B::LocomotiveMiddle | B::LocomotiveBottom => Group::Locomotives,
        B::IndustryTop | B::IndustryMiddle | B::IndustryBottom => Group::Industry,
        B::Doubler | B::Rubles | B::TemporaryWorkers => Group::Auxiliary,
        B::LastRoundIndustry => Group::TurnOrder,
    }
}

/// Whether a space can be placed on by the seat looking, now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Offer {
    /// The seat is not placing now (another seat's turn, an effect being resolved, the
    /// draft, the game over, or a seat looking that is not the one deciding).
    Closed,
    /// Offered, with every payment the engine takes, own workers first.
    Offered(Vec<Pay>),
    /// Not offered: the engine's reason.
    Refused(Refusal),
}

impl Offer {
    /// Whether it is offered.
    pub fn is_offered(&self) -> bool {
        matches!(self, Offer::Offered(_))
    }
}

/// One action space.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SpaceView {
    /// The space.
    pub space: Space,
    /// Workers (or rubles) it takes.
    pub units: u8,
    /// Of those, rubles no worker may replace.
    pub rubles: u8,
    /// What it gives (an engineer's: its engineer's; none on the hire and turn-order spaces).
    pub gains: &'static [Gain],
    /// The engineer on it (public and hire spaces).
    pub engineer: Option<EngineerId>,
    /// Who stands on it this round (the lower track space holds any number).
    pub occupants: Vec<Occupant>,
    /// For the seat looking: whether and how it may place there.
    pub offer: Offer,
}

/// A group's spaces.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GroupView {
    /// The group.
    pub group: Group,
    /// Its spaces, in the board's order.
    pub spaces: Vec<SpaceView>,
}

/// The engineer strip, left to right.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EngineerStrip {
    /// The upcoming engineers (one moves on each round).
    pub upcoming: Vec<Option<EngineerId>>,
    /// The public engineers (placed on by anyone).
    pub public: Vec<Option<EngineerId>>,
    /// The engineer on the hire space.
    pub for_hire: Option<EngineerId>,
    /// The round, from 1.
    pub round: u8,
    /// The game's rounds.
    pub rounds: u8,
    /// Rounds after this one.
    pub rounds_left: u8,
}

/// The general supply beside the main board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardSupply {
    /// The stacks of locomotive/factory tiles: (value, tiles left), lowest first, the empty
    /// ones left out.
    pub stacks: Vec<(u8, u8)>,
    /// The tile a build takes from the stacks now (the lowest).
    pub next_tile: Option<u8>,
    /// Factories face up beside the stacks (tile values).
    pub spare_factories: Vec<u8>,
    /// The "?" cards still face up.
    pub question_cards: Vec<QuestionCard>,
    /// Cards in the face-down end-bonus pile.
    pub end_bonus_pile: usize,
    /// Doublers left.
    pub doublers: u8,
    /// Rubles in the bank.
    pub bank: u8,
    /// Who holds the temporary workers this round.
    pub temporary_with: Option<PlayerId>,
}

/// The general supply.
pub fn supply(state: &State) -> BoardSupply {
    BoardSupply {
        stacks: data::STACK_VALUES
            .clone()
            .filter_map(|v| {
                let left = state.stacks.get(usize::from(v)).copied().unwrap_or(0);
                (left > 0).then_some((v, left))
            })
            .collect(),
        next_tile: state.next_stack_tile(),
        spare_factories: state.spare_factories.clone(),
        question_cards: QuestionCard::ALL
            .into_iter()
            .filter(|&c| state.question_card_up(c))
            .collect(),
        end_bonus_pile: state.end_bonus_pile.len(),
        doublers: state.doublers,
        bank: state.bank,
        temporary_with: state.temporary_with,
    }
}

/// The main board as the seat `looking` sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    /// The general supply.
    pub supply: BoardSupply,
    /// The groups, in [`Group::ALL`]'s order.
    pub groups: Vec<GroupView>,
    /// The engineer strip.
    pub strip: EngineerStrip,
    /// Whether `looking` is placing now (the spaces' offers are open).
    pub placing: bool,
}

impl Board {
    /// Every space, group after group.
    pub fn spaces(&self) -> impl Iterator<Item = &SpaceView> {
        self.groups.iter().flat_map(|g| g.spaces.iter())
    }

    /// The view of `space`, if the board draws it.
    pub fn space(&self, space: Space) -> Option<&SpaceView> {
        self.spaces().find(|s| s.space == space)
    }
}

/// Whether `seat` is deciding a placement now: its turn, nothing of an action pending.
pub fn placing(state: &State, seat: PlayerId) -> bool {
    state.decider() == Some(seat)
        && matches!(state.phase, Phase::Turn { .. })
        && state.pending.is_empty()
}

/// Whether and how `seat` may place on `space` now: the engine's payments that
/// `rules::pay_refusal` takes, own workers first, or the engine's refusal (the space's, else
/// the payment's).
pub fn offer(state: &State, seat: PlayerId, space: Space) -> Offer {
    if !placing(state, seat) {
        return Offer::Closed;
    }
    if let Some(refusal) = rules::space_refusal(state, seat, space) {
        return Offer::Refused(refusal);
    }
    let (units, rubles) = rules::cost(state, space);
    let all = rules::payments(state.player(seat), units, rubles);
    let mut taken: Vec<Pay> = all
        .iter()
        .copied()
        .filter(|&pay| rules::pay_refusal(state, seat, space, pay).is_none())
        .collect();
    if taken.is_empty() {
        // Why not: the engine's answer to the first way the player could pay, else to
        // paying it all in workers.
        let first = all.first().copied().unwrap_or(Pay::workers(units));
        return Offer::Refused(
            rules::pay_refusal(state, seat, space, first).unwrap_or(Refusal::CannotPay),
        );
    }
    taken.sort_by_key(|pay| std::cmp::Reverse((pay.workers, pay.temporary, pay.black)));
    Offer::Offered(taken)
}

/// Who stands on `space` this round.
fn occupants(state: &State, space: Space) -> Vec<Occupant> {
    match space {
        Space::Board { space: BoardSpace::LowerTrack } => state.lower_track.clone(),
        Space::Board { space } => {
            state.board.get(space as usize).copied().flatten().into_iter().collect()
        }
        Space::Public { index } => {
            state.public.get(usize::from(index)).copied().flatten().into_iter().collect()
        }
        Space::Hire => state.hired.into_iter().collect(),
        Space::TurnOrder { position } => state
            .turn_order
            .get(usize::from(position).wrapping_sub(1))
            .copied()
            .flatten()
            .into_iter()
            .collect(),
        Space::Own { engineer } => state
            .players
            .iter()
            .enumerate()
            .filter_map(|(seat, p)| {
                let (_, pay) = p.engineers.iter().find(|(e, _)| *e == engineer)?;
                pay.map(|pay| Occupant { seat: seat as PlayerId, pay })
            })
            .collect(),
    }
}

/// The engineer a space shows.
fn engineer_on(state: &State, space: Space) -> Option<EngineerId> {
    match space {
        Space::Public { index } => state.public_engineer(index),
        Space::Hire => state.engineer_for_hire(),
        Space::Own { engineer } => Some(engineer),
        Space::Board { .. } | Space::TurnOrder { .. } => None,
    }
}

/// One space as `looking` sees it.
pub fn space_view(state: &State, looking: PlayerId, space: Space) -> SpaceView {
    let (units, rubles) = rules::cost(state, space);
    SpaceView {
        space,
        units,
        rubles,
        gains: rules::gains(state, space),
        engineer: engineer_on(state, space),
        occupants: occupants(state, space),
        offer: offer(state, looking, space),
    }
}

/// The spaces of `group` this player count has, in the board's order.
fn group_spaces(state: &State, group: Group) -> Vec<Space> {
    let n = state.player_count();
    let mut out: Vec<Space> = BoardSpace::all()
        .filter(|&s| group_of(s) == group && (n > 2 || s.data().two_players))
        .map(|space| Space::Board { space })
        .collect();
    match group {
        Group::Engineers => {
            out.extend((0..data::public_engineers(n) as u8).map(|index| Space::Public { index }));
            out.push(Space::Hire);
        }
        Group::TurnOrder => {
            // The turn-order spaces first, the last round's space over them.
            let turn_order =
                (1..=data::turn_order_spaces(n)).map(|position| Space::TurnOrder { position });
            out = turn_order.chain(out).collect();
        }
        _ => {}
    }
    out
}

/// The engineer strip.
pub fn strip(state: &State) -> EngineerStrip {
    let public = data::public_engineers(state.player_count());
    let upcoming = state.strip.len().saturating_sub(public + 1);
    EngineerStrip {
        upcoming: state.strip[..upcoming].to_vec(),
        public: (0..public as u8).map(|i| state.public_engineer(i)).collect(),
        for_hire: state.engineer_for_hire(),
        round: state.round,
        rounds: state.rounds,
        rounds_left: state.rounds.saturating_sub(state.round),
    }
}

/// The main board as the seat `looking` sees it (its offers open while it places).
pub fn board(state: &State, looking: PlayerId) -> Board {
    let groups = Group::ALL
        .into_iter()
        .map(|group| GroupView {
            group,
            spaces: group_spaces(state, group)
                .into_iter()
                .map(|space| space_view(state, looking, space))
                .collect(),
        })
        .collect();
    Board { groups, strip: strip(state), placing: placing(state, looking), supply: supply(state) }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use russian_railroads_engine::data::BoardSpace;
    use russian_railroads_engine::state::{Pay, Phase, Space};
    use russian_railroads_engine::{Action, Refusal, rules};

    use super::*;
    use crate::games::railroads::view_model::tests::{positions, turn_position};

    /// The supply is the state's: every tile left by value (the next build's the lowest),
    /// the "?" cards face up, the pile, doublers and the bank; a build takes the next tile.
    #[test]
    fn the_supply_is_the_engines() {
        use russian_railroads_engine::Action;
        use russian_railroads_engine::action::TileSource;
        let mut took = 0;
        for (before, action, after, _) in crate::games::railroads::view_model::tests::play(4, 33) {
            let s = supply(&before);
            let tiles: u32 = s.stacks.iter().map(|&(_, n)| u32::from(n)).sum();
            assert_eq!(tiles, before.stacks.iter().map(|&n| u32::from(n)).sum::<u32>());
            assert_eq!(s.next_tile, s.stacks.first().map(|&(v, _)| v));
            assert_eq!(s.question_cards.len() as u32, before.question_cards.count_ones());
            assert_eq!((s.doublers, s.bank), (before.doublers, before.bank));
            assert_eq!(s.end_bonus_pile, before.end_bonus_pile.len());
            if let Action::Build { tile: TileSource::Stack, .. } = action {
                let next = s.next_tile.expect("a tile to build");
                let left = |st: &BoardSupply| {
                    st.stacks.iter().find(|&&(v, _)| v == next).map_or(0, |&(_, n)| n)
                };
                assert_eq!(left(&supply(&after)) + 1, left(&s), "the build took the lowest tile");
                took += 1;
            }
        }
        assert!(took > 0, "the game built from the stacks");
    }

    #[test]
    fn every_fixed_space_is_drawn_once_in_its_group() {
        let state = turn_position(4);
        let b = board(&state, 0);
        for space in BoardSpace::all() {
            let drawn: Vec<_> = b.spaces().filter(|s| s.space == Space::Board { space }).collect();
            assert_eq!(drawn.len(), 1, "{space:?}");
            let group = b
                .groups
                .iter()
                .find(|g| g.spaces.iter().any(|s| s.space == Space::Board { space }));
            assert_eq!(group.map(|g| g.group), Some(group_of(space)));
        }
        assert_eq!(b.groups.iter().map(|g| g.group).collect::<Vec<_>>(), Group::ALL);
        let engineers = &b.groups[4].spaces;
        assert_eq!(
            engineers.iter().map(|s| s.space).collect::<Vec<_>>(),
            [Space::Public { index: 0 }, Space::Public { index: 1 }, Space::Hire]
        );
        assert_eq!(b.groups[5].spaces[0].space, Space::TurnOrder { position: 1 });
        // The hire space costs its ruble, which no worker replaces.
        assert_eq!((engineers[2].units, engineers[2].rubles), (1, 1));
    }

    #[test]
    fn two_players_lack_the_spaces_the_two_player_side_lacks() {
        let b = board(&turn_position(2), 0);
        let has = |space| b.space(Space::Board { space }).is_some();
        assert!(!has(BoardSpace::BlackTwo) && !has(BoardSpace::GreyTwo));
        assert!(has(BoardSpace::BlackThree));
        assert!(b.space(Space::TurnOrder { position: 2 }).is_none());
        assert!(b.space(Space::Public { index: 1 }).is_none());
        assert_eq!(b.strip.public.len(), 1);
    }

    /// The board offers exactly the placements `rules::available` lists (own engineers are
    /// on the player's board, `player.rs`), and a refused space's reason is the engine's.
    #[test]
    fn the_board_offers_what_the_engine_offers() {
        let mut checked = 0;
        for state in positions(&[(2, 3), (3, 5), (4, 11)]) {
            let Some(seat) = state.decider() else { continue };
            let b = board(&state, seat);
            let available: BTreeSet<String> = rules::available(&state)
                .into_iter()
                .filter_map(|a| match a {
                    Action::Place { space, pay } if !matches!(space, Space::Own { .. }) => {
                        Some(format!("{space:?} {pay:?}"))
                    }
                    _ => None,
                })
                .collect();
            let offered: BTreeSet<String> = b
                .spaces()
                .flat_map(|s| match &s.offer {
                    Offer::Offered(pays) => {
                        pays.iter().map(|p| format!("{:?} {p:?}", s.space)).collect()
                    }
                    _ => Vec::new(),
                })
                .collect();
            assert_eq!(offered, available, "round {} phase {:?}", state.round, state.phase);
            for s in b.spaces() {
                match &s.offer {
                    Offer::Closed => assert!(!b.placing),
                    Offer::Offered(_) => assert!(b.placing),
                    Offer::Refused(r) => {
                        assert!(b.placing);
                        if let Some(space) = rules::space_refusal(&state, seat, s.space) {
                            assert_eq!(*r, space);
                        }
                        let pay = Pay::workers(s.units);
                        let placed = rules::check(&state, &Action::Place { space: s.space, pay });
                        assert!(placed.is_err(), "{:?} refused ({r:?}) yet placeable", s.space);
                    }
                }
            }
            if b.placing {
                checked += 1;
            }
            // Another seat looking sees every space closed.
            let other = (seat + 1) % state.player_count() as u8;
            assert!(board(&state, other).spaces().all(|s| s.offer == Offer::Closed));
        }
        assert!(checked > 50, "{checked} placements checked");
    }

    #[test]
    fn an_occupied_space_says_who_stands_on_it_and_is_refused() {
        let mut state = turn_position(3);
        let space = Space::Board { space: BoardSpace::Doubler };
        let first = state.decider().expect("a seat places");
        let Offer::Offered(pays) = board(&state, first).space(space).unwrap().offer.clone() else {
            panic!("the doubler is offered at the start")
        };
        assert_eq!(pays[0], Pay::workers(1), "own workers first");
        let mut events = Vec::new();
        rules::apply(&mut state, &Action::Place { space, pay: pays[0] }, &mut events).unwrap();
        let Phase::Turn { seat } = state.phase else { panic!("a turn") };
        let b = board(&state, seat);
        let doubler = b.space(space).unwrap();
        assert_ne!(seat, first);
        assert_eq!(doubler.occupants, [Occupant { seat: first, pay: Pay::workers(1) }]);
        assert_eq!(doubler.offer, Offer::Refused(Refusal::Occupied));
    }

    #[test]
    fn the_strip_has_upcoming_public_and_hire_and_the_rounds_left() {
        let state = turn_position(4);
        let s = strip(&state);
        assert_eq!(s.upcoming.len() + s.public.len() + 1, state.strip.len());
        assert_eq!(s.for_hire, state.engineer_for_hire());
        assert_eq!(s.public, [state.public_engineer(0), state.public_engineer(1)]);
        assert_eq!((s.round, s.rounds_left), (1, state.rounds - 1));
        let last =
            positions(&[(4, 11)]).into_iter().find(|s| s.last_round()).expect("a last round");
        assert_eq!(strip(&last).rounds_left, 0);
        let b = board(&last, last.decider().unwrap_or(0));
        let space = b.space(Space::Board { space: BoardSpace::LastRoundIndustry }).unwrap();
        assert_ne!(space.offer, Offer::Refused(Refusal::NoSuchSpace));
    }
}
