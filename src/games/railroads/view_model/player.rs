//! A player's board as a seat sees it ([`View`]): each railway's spaces as they score
//! (`rules::railway_spaces`), its tracks, locomotives and reach, the special spaces and what
//! they ask, the doublers; the industry track with its factories, markers and "?" space; the
//! supply (workers, temporary and black worker, rubles); the engineers and whether each was
//! used this round (and, for the seat placing, its offer, as the main board's); the bonus
//! tokens; the end-bonus cards (the looking seat's own, the others' counted only, as the
//! engine's view leaves them).
//!
//! The printed marks (the doubler spaces, St. Petersburg's doubling space, Kiev's stars and
//! medal space, the industry track's points, gaps and "?") are the engine's tables; whether a
//! space scores is `railway_spaces`' answer.

use russian_railroads_engine::data::{
    self, Colour, EndBonus, EngineerId, FactoryAbility, Gain, Railway, Special, Token,
};
use russian_railroads_engine::rules::{self, SpaceScore};
use russian_railroads_engine::state::{Pay, PlayerId, Points, Space, View};

use super::board::{self, Offer};

/// A special space of a railway: where it is, what must reach it, whether it is claimed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SpecialSpace {
    /// Which.
    pub special: Special,
    /// Its space on the railway.
    pub space: u8,
    /// The track colour that must reach it.
    pub colour: Colour,
    /// Whether a locomotive must reach it too.
    pub locomotive: bool,
    /// Claimed (once, for good).
    pub claimed: bool,
}

/// One railway of a player's board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RailwayView {
    /// Which.
    pub railway: Railway,
    /// Its spaces as they score, from space 1.
    pub spaces: Vec<SpaceScore>,
    /// The colours that run on it with their track's space (0: not on it yet) and whether
    /// the player has unlocked the colour.
    pub tracks: Vec<(Colour, u8, bool)>,
    /// Its locomotive slots' values (0: empty).
    pub locomotives: Vec<u8>,
    /// How far the locomotives reach.
    pub reach: u8,
    /// The special spaces on it.
    pub specials: Vec<SpecialSpace>,
    /// Doublers on it and the spaces they may fill (the Trans-Siberian's; 0 and 0 elsewhere).
    pub doublers: (u8, u8),
    /// The black track has reached its end.
    pub ended: bool,
    /// St. Petersburg's doubling space (grey track and a locomotive).
    pub doubling_space: Option<u8>,
    /// Kiev's stars: (space, points each scoring).
    pub stars: &'static [(u8, u32)],
    /// Kiev's medal space, and whether the player has the medal.
    pub medal: Option<(u8, bool)>,
}

/// A factory slot of the industry track.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FactorySlot {
    /// The slot, 0–4 from the left.
    pub slot: u8,
    /// The factory built there (its value) and what it does.
    pub factory: Option<(u8, FactoryAbility)>,
}

/// One space of the industry track.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IndustrySpace {
    /// The space, from 0.
    pub space: u8,
    /// What a marker there scores.
    pub points: u32,
    /// The factory gap it is, if it is one.
    pub factory: Option<FactorySlot>,
    /// The "?" space (a bonus token, once), and whether it is claimed.
    pub question: Option<bool>,
    /// The markers on it (0 the first, 1 the second).
    pub markers: Vec<u8>,
}

/// The supply beside a player's board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Supply {
    /// Own workers in the supply now.
    pub workers: u8,
    /// Own workers owned (in the supply or on spaces).
    pub owned: u8,
    /// Own workers still to be gained.
    pub reserve: u8,
    /// Temporary workers this round.
    pub temporary: u8,
    /// The black worker: `None` not the player's, `Some(true)` in the supply, `Some(false)`
    /// placed.
    pub black: Option<bool>,
    /// Rubles.
    pub rubles: u8,
}

/// An engineer beside a player's board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EngineerView {
    /// Which.
    pub engineer: EngineerId,
    /// Its printed number.
    pub number: u8,
    /// What it gives.
    pub gains: &'static [Gain],
    /// Workers it takes.
    pub units: u8,
    /// What was placed on it this round (`None`: not used yet).
    pub used: Option<Pay>,
    /// For the seat placing (its own engineers): whether and how it may place there.
    pub offer: Offer,
}

/// The end-bonus cards of a player, as the looking seat may see them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EndBonusCards {
    /// Face up for the seat (its own, or every player's once the game is over).
    Known(Vec<EndBonus>),
    /// Face down: how many.
    Hidden(usize),
}

/// A player's board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerBoard {
    /// Whose.
    pub seat: PlayerId,
    /// The three railways, in scoring order.
    pub railways: Vec<RailwayView>,
    /// The industry track, spaces 0 to the last.
    pub industry: Vec<IndustrySpace>,
    /// The supply.
    pub supply: Supply,
    /// The engineers, as hired.
    pub engineers: Vec<EngineerView>,
    /// The bonus tokens and whether each is used.
    pub tokens: Vec<(Token, bool)>,
    /// The revaluation marker is on the board.
    pub revalued: bool,
    /// The end-bonus cards.
    pub end_bonus: EndBonusCards,
    /// Points so far, by source.
    pub points: Points,
    /// Has passed this round.
    pub passed: bool,
}

fn railway_view(view: &View, whose: PlayerId, railway: Railway) -> RailwayView {
    let player = view.state.player(whose);
    let r = railway.index();
    let specials = Special::ALL
        .into_iter()
        .filter_map(|special| {
            let (on, space, colour, locomotive) = special.on_railway()?;
            (on == railway).then_some(SpecialSpace {
                special,
                space,
                colour,
                locomotive,
                claimed: player.claimed(special),
            })
        })
        .collect();
    let trans_siberian = railway == Railway::TransSiberian;
    RailwayView {
        railway,
        spaces: rules::railway_spaces(player, railway),
        tracks: Colour::ALL
            .into_iter()
            .filter(|&c| railway.takes(c))
            .map(|c| (c, player.track(railway, c), player.has_colour(c)))
            .collect(),
        locomotives: player.locomotives[r][..railway.locomotive_slots()].to_vec(),
        reach: player.reach(railway),
        specials,
        doublers: if trans_siberian { (player.doublers, data::DOUBLER_SPACES) } else { (0, 0) },
        ended: player.ends & (1 << r) != 0,
        doubling_space: (railway == Railway::StPetersburg)
            .then_some(data::ST_PETERSBURG_DOUBLING_SPACE),
        stars: if railway == Railway::Kiev { &data::KIEV_STARS } else { &[] },
        medal: (railway == Railway::Kiev).then_some((data::KIEV_MEDAL_SPACE, player.medal)),
    }
}

fn industry_track(view: &View, whose: PlayerId) -> Vec<IndustrySpace> {
    let player = view.state.player(whose);
    (0..=data::INDUSTRY_LAST)
        .map(|space| {
            let factory =
                data::FACTORY_GAPS.iter().position(|&g| g == space).map(|slot| FactorySlot {
                    slot: slot as u8,
                    factory: player.factories[slot].map(|v| (v, data::factory(v))),
                });
            IndustrySpace {
                space,
                points: data::INDUSTRY_POINTS[usize::from(space)],
                factory,
                question: (space == data::INDUSTRY_TOKEN_SPACE)
                    .then(|| player.claimed(Special::IndustryToken)),
                markers: (0..2u8)
                    .filter(|&m| player.industry[usize::from(m)] == Some(space))
                    .collect(),
            }
        })
        .collect()
}

/// `whose` board as the seat of `view` sees it.
pub fn player_board(view: &View, whose: PlayerId) -> PlayerBoard {
    let state = &view.state;
    let player = state.player(whose);
    let cards = view.cards.get(usize::from(whose)).copied().unwrap_or(0);
    // The engine's view keeps the cards the seat may see, and leaves the others out.
    let end_bonus = if player.end_bonus.len() == cards {
        EndBonusCards::Known(player.end_bonus.clone())
    } else {
        EndBonusCards::Hidden(cards)
    };
    let engineers = player
        .engineers
        .iter()
        .map(|&(engineer, used)| {
            let space = Space::Own { engineer };
            let row = data::engineer(engineer);
            EngineerView {
                engineer,
                number: row.number,
                gains: row.gains,
                units: rules::cost(state, space).0,
                used,
                offer: if whose == view.seat {
                    board::offer(state, view.seat, space)
                } else {
                    Offer::Closed
                },
            }
        })
        .collect();
    PlayerBoard {
        seat: whose,
        railways: Railway::ALL.into_iter().map(|r| railway_view(view, whose, r)).collect(),
        industry: industry_track(view, whose),
        supply: Supply {
            workers: player.workers,
            owned: player.workers_owned,
            reserve: player.workers_reserve,
            temporary: player.temporary,
            black: player.black_worker,
            rubles: player.rubles,
        },
        engineers,
        tokens: Token::ALL.into_iter().map(|t| (t, player.used(t))).collect(),
        revalued: player.revalued,
        end_bonus,
        points: player.points,
        passed: player.passed,
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use russian_railroads_engine::Action;
    use russian_railroads_engine::data::{Railway, Special};
    use russian_railroads_engine::rules;
    use russian_railroads_engine::state::{PlayerId, Space};

    use super::*;
    use crate::games::railroads::view_model::tests::positions;

    #[test]
    fn a_board_draws_the_players_railways_industry_and_supply() {
        let states = positions(&[(3, 4), (4, 8)]);
        let mut factories = 0;
        for state in &states {
            for seat in 0..state.player_count() as PlayerId {
                let b = player_board(&state.view_for(seat), seat);
                let player = state.player(seat);
                assert_eq!(b.railways.len(), 3);
                for (r, railway) in b.railways.iter().zip(Railway::ALL) {
                    assert_eq!(r.railway, railway);
                    assert_eq!(r.spaces, rules::railway_spaces(player, railway));
                    assert_eq!(r.spaces.len(), usize::from(railway.length()));
                    assert_eq!(r.reach, player.reach(railway));
                    assert_eq!(r.locomotives.len(), railway.locomotive_slots());
                    assert_eq!(
                        r.tracks[0],
                        (Colour::Black, player.track(railway, Colour::Black), true)
                    );
                }
                assert_eq!(b.railways[0].tracks.len(), 5);
                assert_eq!(b.railways[2].tracks.len(), 3);
                assert_eq!(b.railways[0].doublers, (player.doublers, 8));
                assert_eq!(b.railways[1].doublers, (0, 0));
                let specials: usize = b.railways.iter().map(|r| r.specials.len()).sum();
                assert_eq!(specials, Special::ALL.len() - 1, "all but the industry's");
                assert_eq!(b.industry.len(), 16);
                let slots: Vec<_> = b.industry.iter().filter_map(|s| s.factory).collect();
                assert_eq!(slots.len(), 5);
                for slot in slots {
                    assert_eq!(slot.factory.map(|f| f.0), player.factories[usize::from(slot.slot)]);
                    factories += usize::from(slot.factory.is_some());
                }
                let mut markers: Vec<(u8, u8)> = b
                    .industry
                    .iter()
                    .flat_map(|s| s.markers.iter().map(move |&m| (m, s.space)))
                    .collect();
                markers.sort_unstable();
                let expected: Vec<(u8, u8)> = (0..2u8)
                    .filter_map(|m| player.industry[usize::from(m)].map(|at| (m, at)))
                    .collect();
                assert_eq!(markers, expected);
                assert_eq!(
                    b.supply.workers + b.supply.temporary,
                    player.workers + player.temporary
                );
                assert_eq!(b.points.total(), state.scores()[usize::from(seat)]);
            }
        }
        assert!(factories > 0, "some factory was built in these games");
    }

    /// The end-bonus cards are the looking seat's own; the others' are counted (until the
    /// game is over), as the engine's view hides them.
    #[test]
    fn only_the_seats_own_end_bonus_cards_are_face_up() {
        let states = positions(&[(4, 2), (3, 9), (4, 13)]);
        let state = states
            .iter()
            .find(|s| {
                !s.is_over() && s.players.iter().filter(|p| !p.end_bonus.is_empty()).count() >= 1
            })
            .expect("someone holds an end-bonus card before the end");
        let holder = state.players.iter().position(|p| !p.end_bonus.is_empty()).unwrap() as u8;
        let other = (holder + 1) % state.player_count() as u8;
        let cards = state.player(holder).end_bonus.clone();
        let own = player_board(&state.view_for(holder), holder);
        assert_eq!(own.end_bonus, EndBonusCards::Known(cards.clone()));
        let seen = player_board(&state.view_for(other), holder);
        assert_eq!(seen.end_bonus, EndBonusCards::Hidden(cards.len()));
        let over = states.iter().rfind(|s| s.is_over()).expect("a game over");
        for seat in 0..over.player_count() as u8 {
            let looking = (seat + 1) % over.player_count() as u8;
            let b = player_board(&over.view_for(looking), seat);
            assert_eq!(b.end_bonus, EndBonusCards::Known(over.player(seat).end_bonus.clone()));
        }
    }

    /// Own engineers offer exactly the engine's placements on them.
    #[test]
    fn own_engineers_offer_what_the_engine_offers() {
        let mut seen = 0;
        for state in positions(&[(2, 21), (3, 22), (4, 23)]) {
            let Some(seat) = state.decider() else { continue };
            let available: BTreeSet<String> = rules::available(&state)
                .into_iter()
                .filter_map(|a| match a {
                    Action::Place { space: space @ Space::Own { .. }, pay } => {
                        Some(format!("{space:?} {pay:?}"))
                    }
                    _ => None,
                })
                .collect();
            let b = player_board(&state.view_for(seat), seat);
            let offered: BTreeSet<String> = b
                .engineers
                .iter()
                .flat_map(|e| match &e.offer {
                    Offer::Offered(pays) => pays
                        .iter()
                        .map(|p| format!("{:?} {p:?}", Space::Own { engineer: e.engineer }))
                        .collect(),
                    _ => Vec::new(),
                })
                .collect();
            assert_eq!(offered, available);
            seen += offered.len();
            for e in &b.engineers {
                if e.used.is_some() {
                    assert!(!e.offer.is_offered(), "a used engineer is not offered");
                }
            }
        }
        assert!(seen > 0, "some own engineer was offered");
    }
}
