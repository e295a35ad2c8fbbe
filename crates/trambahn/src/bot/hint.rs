//! "What would a good player do here?" A hint is the [`strong`](super::strong) bot's move for
//! the player to move (not played), with the reason it is worth playing as data, which the app
//! words in the player's language.
//!
//! The reason is read off the move itself and what applying it does: the [`Event::Scored`]
//! lines it causes (a terminal's scoring, a column's extra tour), the column or money pile it
//! grows, the tram it buys. Only what the player may know goes into it: their own hand card,
//! the face-up columns and terminals, the money piles' sizes and the trams on display.

use rand::Rng;
use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::cards::{Colour, TramId, TramKind};
use crate::event::{Event, ScoringKind};
use crate::rules;
use crate::state::{PlayerId, State};

use super::strong::Strong;

/// Why a move is worth playing, for the player to move ("me"; the other is "them").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "reason", rename_all = "snake_case")]
pub enum Reason {
    /// The passenger makes its terminal score now: every column of that colour runs.
    Scores {
        /// The terminal's colour.
        colour: Colour,
        /// The points the scoring gives the player to move.
        mine: u32,
        /// The points it gives the other player.
        theirs: u32,
        /// Whether it is the game's last regular scoring (the game ends with it).
        last: bool,
    },
    /// A passenger that does not score yet: the terminal needs `to_score` more, and its
    /// scoring would give each player what their columns of that colour run for now.
    Passenger {
        /// The terminal's colour.
        colour: Colour,
        /// Passengers still needed after this one.
        to_score: usize,
        /// What the player's columns of that colour run for now.
        mine: u32,
        /// What the other player's run for.
        theirs: u32,
    },
    /// The card is the column's 8th: the column runs once more at once (its extra tour).
    ExtraTour {
        /// The column's index.
        column: usize,
        /// The points of the run.
        points: u32,
    },
    /// A new column, of `colour`; `tram` is the dearest tram on display the player's money
    /// already pays for (a column keeps only with a tram).
    StartsColumn {
        /// The column's colour.
        colour: Colour,
        /// The tram it can have this turn, if any.
        tram: Option<TramKind>,
    },
    /// A station card added to a column: its station points after, and its tram's
    /// multiplier (`None`: no tram yet).
    Extends {
        /// The column's index.
        column: usize,
        /// Its colour.
        colour: Colour,
        /// Its station points with the card.
        station_points: u32,
        /// Its tram's multiplier, if it has one.
        multiplier: Option<u32>,
    },
    /// A card to money: the pile holds `cards` then; `tram` is the dearest tram on display it
    /// then pays for that it did not before.
    ToMoney {
        /// Money cards after the move.
        cards: usize,
        /// The tram it makes affordable, if any.
        tram: Option<TramKind>,
    },
    /// A tram for a column: what the column runs for with it.
    BuysTram {
        /// The tram's kind.
        kind: TramKind,
        /// The column's index.
        column: usize,
        /// Its colour.
        colour: Colour,
        /// Station points × the multiplier.
        runs: u32,
    },
    /// Nothing more is worth doing this turn; `columns` without a tram go to money.
    EndTurn {
        /// Columns that go to the money pile.
        columns: usize,
        /// The cards they hold.
        cards: usize,
    },
}

/// A hint: the move and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Hint {
    /// The move (one of [`rules::available`]).
    pub action: Action,
    /// Why it is worth playing.
    pub reason: Reason,
}

impl Hint {
    /// The hint for `action` in `state` (`None` when the action is refused there).
    pub fn new(state: &State, action: Action) -> Option<Hint> {
        let reason = reason(state, &action)?;
        Some(Hint { action, reason })
    }
}

/// The hint for the player to move in `state`: the move the `strong` bot of `budget` chooses
/// (the same move for the same generator), with its reason; `None` when nothing is offered.
pub fn hint(state: &State, budget: &Strong, rng: &mut impl Rng) -> Option<Hint> {
    Hint::new(state, budget.choose(state, rng)?)
}

/// The points each player scored in `events`' scorings of `kind`.
fn scored(events: &[Event], me: PlayerId, regular: bool) -> Option<[u32; 2]> {
    let mut found = None;
    for e in events {
        if let Event::Scored { kind, lines } = e
            && matches!(kind, ScoringKind::Regular { .. }) == regular
        {
            let mut points = found.unwrap_or([0u32; 2]);
            for line in lines {
                let who = usize::from(line.player != me);
                points[who] = points[who].saturating_add(line.points);
            }
            found = Some(points);
        }
    }
    found
}

/// What the columns of `colour` of `player` run for now.
fn runs_of(state: &State, player: PlayerId, colour: Colour) -> u32 {
    state.players[usize::from(player & 1)]
        .columns
        .iter()
        .filter(|c| c.colour == colour)
        .map(|c| c.run_points(state.rules))
        .sum()
}

/// The kind of the dearest tram on display that `cards` money cards pay for.
fn dearest_affordable(display: &[TramId], cards: usize) -> Option<TramKind> {
    display
        .iter()
        .filter(|t| usize::try_from(t.price_cards()).is_ok_and(|p| p <= cards))
        .max_by_key(|t| t.price_cards())
        .and_then(|t| t.row())
        .map(|r| r.kind)
}

/// Why `action` is worth playing in `state`, from the move and what applying it does; `None`
/// when the action is refused there.
pub fn reason(state: &State, action: &Action) -> Option<Reason> {
    let me = state.current & 1;
    let mut after = state.clone();
    let events = rules::apply(&mut after, action).ok()?;
    let mine = &after.players[usize::from(me)];
    Some(match *action {
        Action::PlayPassenger { terminal, .. } => match scored(&events, me, true) {
            Some([mine, theirs]) => {
                Reason::Scores { colour: terminal, mine, theirs, last: after.is_over() }
            }
            None => Reason::Passenger {
                colour: terminal,
                to_score: rules::PASSENGERS_TO_SCORE
                    .saturating_sub(after.terminals[terminal.index()].len()),
                mine: runs_of(&after, me, terminal),
                theirs: runs_of(&after, 1 - me, terminal),
            },
        },
        Action::StartColumn { .. } => {
            let column = mine.columns.last()?;
            Reason::StartsColumn {
                colour: column.colour,
                tram: dearest_affordable(&after.display, mine.money.len()),
            }
        }
        Action::PlayStation { column, .. } => {
            let col = mine.columns.get(column)?;
            match scored(&events, me, false) {
                Some([points, _]) => Reason::ExtraTour { column, points },
                None => Reason::Extends {
                    column,
                    colour: col.colour,
                    station_points: col.station_points(after.rules),
                    multiplier: col.tram.map(TramId::multiplier),
                },
            }
        }
        Action::PutToMoney { .. } => {
            let before = state.players[usize::from(me)].money.len();
            let cards = mine.money.len();
            let now = dearest_affordable(&after.display, cards);
            let then = dearest_affordable(&after.display, before);
            Reason::ToMoney { cards, tram: now.filter(|_| now != then) }
        }
        Action::BuyTram { tram, column } => {
            let col = mine.columns.get(column)?;
            Reason::BuysTram {
                kind: tram.row()?.kind,
                column,
                colour: col.colour,
                runs: col.run_points(after.rules),
            }
        }
        Action::EndTurn => {
            let (columns, cards) = events
                .iter()
                .find_map(|e| match *e {
                    Event::ColumnsToMoney { player, columns, cards } if player == me => {
                        Some((columns, cards))
                    }
                    _ => None,
                })
                .unwrap_or((0, 0));
            Reason::EndTurn { columns, cards }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::greedy;
    use crate::game::Game;
    use crate::setup::Setup;

    /// Every position of a greedy game, with the moves on offer there.
    fn positions(seed: u64) -> Vec<State> {
        let mut game = Game::new(Setup::new("Anna", "Bruno", seed)).expect("two players");
        let mut out = vec![game.state().clone()];
        while let Some(a) = greedy::choose(game.state()) {
            game.apply(&a).expect("greedy plays a move on offer");
            out.push(game.state().clone());
        }
        out
    }

    /// A passenger that makes its terminal score gives, for each player, exactly the points
    /// the scoring's lines give them; one that does not says how many the terminal still needs
    /// and what each player's columns of the colour run for.
    #[test]
    fn a_scoring_passengers_reason_is_the_scorings_points_for_each_player() {
        let (mut scores, mut waits) = (0, 0);
        for seed in [1, 2] {
            for state in positions(seed) {
                let me = state.current;
                for action in rules::available(&state) {
                    let Action::PlayPassenger { terminal, .. } = action else { continue };
                    let mut after = state.clone();
                    let events = rules::apply(&mut after, &action).expect("offered");
                    let gained = |p: usize| {
                        after.players[p].victory_points - state.players[p].victory_points
                    };
                    match reason(&state, &action).expect("offered") {
                        Reason::Scores { colour, mine, theirs, last } => {
                            assert_eq!(colour, terminal);
                            // No extra tour follows a passenger: every point gained is the scoring's.
                            assert_eq!(mine, gained(usize::from(me)));
                            assert_eq!(theirs, gained(usize::from(1 - me)));
                            assert_eq!(last, after.is_over());
                            assert!(events.iter().any(|e| matches!(e, Event::Scored { .. })));
                            scores += 1;
                        }
                        Reason::Passenger { colour, to_score, mine, theirs } => {
                            assert_eq!(colour, terminal);
                            assert!(
                                (1..rules::PASSENGERS_TO_SCORE).contains(&to_score),
                                "{to_score}"
                            );
                            assert_eq!(to_score + after.terminals[colour.index()].len(), 4);
                            assert_eq!(mine, runs_of(&state, me, colour));
                            assert_eq!(theirs, runs_of(&state, 1 - me, colour));
                            assert_eq!(gained(0) + gained(1), 0);
                            waits += 1;
                        }
                        other => panic!("a passenger's reason: {other:?}"),
                    }
                }
            }
        }
        assert!(scores >= 10 && waits >= 10, "{scores} scorings, {waits} waits");
    }

    /// Each other kind of move has its own reason, with the numbers of the position after it.
    #[test]
    fn every_move_has_the_reason_of_its_kind_with_the_numbers_after_it() {
        let mut seen = [0usize; 6];
        for state in positions(3) {
            let me = usize::from(state.current);
            for action in rules::available(&state) {
                let mut after = state.clone();
                rules::apply(&mut after, &action).expect("offered");
                let mine = &after.players[me];
                let reason = reason(&state, &action).expect("offered");
                match (&action, reason) {
                    (Action::PlayPassenger { .. }, _) => {}
                    (Action::StartColumn { card }, Reason::StartsColumn { colour, tram }) => {
                        assert_eq!(Some(colour), card.card().and_then(|c| c.colour()));
                        let pays = |k: TramKind| {
                            after.display.iter().any(|t| {
                                t.row().map(|r| r.kind) == Some(k)
                                    && t.price_cards() as usize <= mine.money.len()
                            })
                        };
                        assert!(tram.is_none_or(pays));
                        seen[0] += 1;
                    }
                    (
                        Action::PlayStation { column, .. },
                        Reason::Extends { column: c, station_points, multiplier, .. },
                    ) => {
                        assert_eq!(*column, c);
                        assert_eq!(station_points, mine.columns[c].station_points(state.rules));
                        assert_eq!(multiplier, mine.columns[c].tram.map(TramId::multiplier));
                        seen[1] += 1;
                    }
                    (
                        Action::PlayStation { column, .. },
                        Reason::ExtraTour { column: c, points },
                    ) => {
                        assert_eq!(*column, c);
                        assert_eq!(points, mine.columns[c].run_points(state.rules));
                        assert_eq!(points, mine.victory_points - state.players[me].victory_points);
                        seen[2] += 1;
                    }
                    (Action::PutToMoney { .. }, Reason::ToMoney { cards, .. }) => {
                        assert_eq!(cards, state.players[me].money.len() + 1);
                        seen[3] += 1;
                    }
                    (
                        Action::BuyTram { column, tram },
                        Reason::BuysTram { column: c, runs, kind, .. },
                    ) => {
                        assert_eq!(*column, c);
                        assert_eq!(Some(kind), tram.row().map(|r| r.kind));
                        assert_eq!(runs, mine.columns[c].run_points(state.rules));
                        assert!(runs > 0 || mine.columns[c].station_points(state.rules) == 0);
                        seen[4] += 1;
                    }
                    (Action::EndTurn, Reason::EndTurn { columns, cards }) => {
                        let lost = state.players[me].columns.iter().filter(|c| c.tram.is_none());
                        assert_eq!(columns, lost.clone().count());
                        assert_eq!(cards, lost.map(|c| c.cards.len()).sum::<usize>());
                        seen[5] += 1;
                    }
                    (action, reason) => panic!("{action:?} with {reason:?}"),
                }
            }
        }
        // Extra tours are rare: the other kinds appear in every game.
        for (i, n) in seen.iter().enumerate().filter(|&(i, _)| i != 2) {
            assert!(*n > 0, "kind {i} never seen");
        }
    }

    /// A card to money names the tram it first pays for: the dearest on display within the
    /// pile after the move and beyond the pile before it.
    #[test]
    fn a_card_to_money_names_the_tram_it_first_pays_for() {
        let mut named = 0;
        for state in positions(4) {
            let before = state.current_player().money.len();
            for action in rules::available(&state) {
                if let Some(Reason::ToMoney { cards, tram: Some(kind) }) = reason(&state, &action) {
                    let price = state
                        .display
                        .iter()
                        .filter(|t| t.row().map(|r| r.kind) == Some(kind))
                        .map(|t| t.price_cards() as usize)
                        .min()
                        .expect("a tram of that kind on display");
                    assert!(price <= cards);
                    assert!(dearest_affordable(&state.display, before) != Some(kind));
                    named += 1;
                }
            }
        }
        assert!(named > 0, "no card to money made a tram affordable");
    }

    /// The hint is the strong bot's move for the same generator, one on offer, with the
    /// reason of that move.
    #[test]
    fn the_hint_is_the_strong_move_with_its_reason() {
        use rand::SeedableRng;
        let quick =
            Strong { futures: 40, min_worlds: 3, max_worlds: 8, horizon: 2, confidence: 1.5 };
        let mut hinted = 0;
        for state in positions(6).iter().step_by(9).filter(|s| !s.is_over()) {
            let rng = || rand_chacha::ChaCha8Rng::seed_from_u64(u64::from(state.turns));
            let h = hint(state, &quick, &mut rng()).expect("a move on offer");
            assert_eq!(Some(h.action.clone()), quick.choose(state, &mut rng()));
            assert!(rules::available(state).contains(&h.action));
            assert_eq!(Some(h.reason), reason(state, &h.action));
            hinted += 1;
        }
        assert!(hinted >= 5);
    }

    /// The reason reads nothing the player to move cannot see: with the other hand, the money
    /// piles' faces and the deck dealt anew, every move has the same reason.
    #[test]
    fn a_reason_reads_nothing_hidden_from_the_player_to_move() {
        use rand::SeedableRng;
        use rand::seq::SliceRandom;
        let mut compared = 0;
        for (i, state) in positions(7).into_iter().enumerate().step_by(5) {
            if state.is_over() {
                continue;
            }
            let mut other = state.clone();
            let o = usize::from(1 - (state.current & 1));
            let mut pool = std::mem::take(&mut other.players[o].hand);
            pool.append(&mut other.players[0].money);
            pool.append(&mut other.players[1].money);
            pool.append(&mut other.deck);
            pool.shuffle(&mut rand_chacha::ChaCha8Rng::seed_from_u64(i as u64));
            let mut deal = |n: usize| pool.split_off(pool.len() - n);
            other.players[o].hand = deal(state.players[o].hand.len());
            other.players[0].money = deal(state.players[0].money.len());
            other.players[1].money = deal(state.players[1].money.len());
            other.deck = pool;
            assert_eq!(other.view_for(state.current), state.view_for(state.current));
            for action in rules::available(&state) {
                assert_eq!(reason(&state, &action), reason(&other, &action), "{action:?}");
                compared += 1;
            }
        }
        assert!(compared > 100, "{compared} moves compared");
    }

    /// A move refused in the position has no reason.
    #[test]
    fn a_refused_move_has_no_reason() {
        let state = positions(5).remove(0);
        assert_eq!(reason(&state, &Action::EndTurn), None, "step 1 is compulsory");
        assert!(Hint::new(&state, Action::EndTurn).is_none());
    }
}
