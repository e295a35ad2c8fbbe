//! Where the map looks when a line's turn opens (issue 50): at the line's stations and the
//! places the engine offers it (the hexes it may lay on, the circles it may use), zoomed so
//! that the board's values read at [`LEGIBLE_PX`] and every circle's tap area is a finger's
//! [`FINGER_PX`] across. The circles' tap areas are worked out here too, so that the map taps
//! what the zoom was chosen for ([`spot_places`]).

use tramways_engine::data::game_tables::Round;
use tramways_engine::game::{Actor, Available, Game, Step};
use tramways_engine::map::graph::NodeRef;
use tramways_engine::rules::LineNumber;

use super::board::{MarkerTitle, SlotView};
use super::board_paint::VALUE_SIZE;
use super::layout::{Layout, Point};
use super::line_turn::{LineTurn, Pick};
use super::map::HEX_SIZE;
use super::viewport::{Area, Pad, Screen, ViewBox, tap_areas};

/// The smallest a value or a marker's letters may be on screen when a decision is asked for
/// (CSS pixels).
pub const LEGIBLE_PX: f64 = 11.0;

/// The smallest a tap area may be on screen, each way (CSS pixels).
pub const FINGER_PX: f64 = 44.0;

/// A circle's tap area at most (map units): a finger's at the scale the values are legible.
const TAP_SIDE: f64 = 44.0;

/// How much the line's own stations count against one place it may act on.
const STATION_WEIGHT: u32 = 4;

/// One circle the line may use: what choosing it picks, where it is drawn, and its tap area.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SpotPlace {
    /// What choosing it picks ([`Pick::Station`] or [`Pick::Removal`]).
    pub pick: Pick,
    /// The revenue location.
    pub at: NodeRef,
    /// The circle's centre (map units).
    pub centre: Point,
    /// Where a tap chooses it (map units), never overlapping another circle's.
    pub area: Area,
}

/// Where a marker would go at `at`: its first free circle (`free`), or the Stadtbahn marker
/// standing there.
pub fn circle(slots: &[SlotView], at: NodeRef, free: bool) -> Option<Point> {
    slots
        .iter()
        .filter(|s| s.at == at)
        .find(|s| {
            if free {
                s.marker.is_none()
            } else {
                s.marker.as_ref().is_some_and(|m| m.class.contains("stadtbahn"))
            }
        })
        .map(SlotView::centre)
}

/// The circles of `turn`: where a station marker may go, then the Stadtbahn markers it may
/// remove, each with its tap area.
pub fn spot_places(turn: &LineTurn, slots: &[SlotView]) -> Vec<SpotPlace> {
    let stations = turn.stations.iter().map(|s| (Pick::Station(s.at), s.at, true));
    let removals = turn.removals.iter().map(|s| (Pick::Removal(s.at), s.at, false));
    let found: Vec<(Pick, NodeRef, Point)> = stations
        .chain(removals)
        .filter_map(|(pick, at, free)| Some((pick, at, circle(slots, at, free)?)))
        .collect();
    let centres: Vec<Point> = found.iter().map(|f| f.2).collect();
    let areas = tap_areas(&centres, TAP_SIDE);
    found
        .into_iter()
        .zip(areas)
        .map(|((pick, at, centre), area)| SpotPlace { pick, at, centre, area })
        .collect()
}

/// The line's turn a person is asked to decide on the map, as its round and line: while a
/// line of a person's seat acts in the position as it is (`looking_back`: the history browser
/// shows a past one); `None` in other rounds and a computer's turns.
pub fn asked_turn(
    game: &Game,
    available: &Available,
    looking_back: bool,
) -> Option<(Round, LineNumber)> {
    let state = game.state();
    match available.actor {
        Actor::Line { line, director, .. }
            if !looking_back
                && matches!(state.step, Step::Line(_))
                && game.setup().bot(director).is_none() =>
        {
            Some((state.round, line))
        }
        _ => None,
    }
}

/// The view of the map (`all` on `screen`, `pad` covered by its controls) that `turn` opens
/// at: the values legible and every circle's tap area a finger's, showing the line's
/// stations (each counts [`STATION_WEIGHT`]) and as many of the hexes and circles it may act
/// on as it can hold.
pub fn turn_view(
    turn: &LineTurn,
    slots: &[SlotView],
    all: ViewBox,
    screen: Screen,
    pad: Pad,
) -> ViewBox {
    let layout = Layout { size: HEX_SIZE };
    let hex =
        |hex, weight| Area::around(layout.centre(hex), layout.width() / 2.0, HEX_SIZE, weight);
    let own = |s: &SlotView| {
        s.home == Some(turn.line)
            || s.marker
                .as_ref()
                .is_some_and(|m| matches!(m.title, MarkerTitle::Line(l, _) if l == turn.line))
    };
    let mut areas: Vec<Area> =
        slots.iter().filter(|s| own(s)).map(|s| hex(s.at.hex, STATION_WEIGHT)).collect();
    areas.extend(turn.targets.iter().map(|t| hex(t.hex, 1)));
    let spots = spot_places(turn, slots);
    areas.extend(spots.iter().map(|s| s.area));
    let narrowest = spots
        .iter()
        .map(|s| {
            let (w, h) = s.area.size();
            w.min(h)
        })
        .fold(f64::INFINITY, f64::min);
    let legible = LEGIBLE_PX / (VALUE_SIZE * HEX_SIZE);
    let finger = if narrowest > 0.0 && narrowest.is_finite() { FINGER_PX / narrowest } else { 0.0 };
    all.focus(screen, legible.max(finger), pad, &areas)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::vienna::view_model::board::slots;
    use crate::games::vienna::view_model::line_turn::line_turn;
    use crate::games::vienna::view_model::map::map_shape;
    use tramways_engine::game::Game;
    use tramways_engine::selfplay::{play_random_until, random_setup_for};

    /// The first decision of random game `seed` (`players` players) where `kind` is offered.
    fn position(players: u8, seed: u64, kind: &str) -> Game {
        play_random_until(random_setup_for(players, seed), seed, |g| {
            g.available().moves.iter().any(|m| m.lowest().kind() == kind)
        })
        .unwrap()
    }

    fn all(game: &Game) -> ViewBox {
        ViewBox::parse(&map_shape(game.state().variant).view_box).unwrap()
    }

    const TABLET: Screen = Screen { w: 736.0, h: 517.0 };
    const PAD: Pad = Pad { left: 56.0, top: 6.0, right: 6.0, bottom: 6.0 };

    fn inside(view: ViewBox, screen: Screen, pad: Pad, a: &Area) -> bool {
        let (x0, y0) = view.to_screen(screen, Point { x: a.x0, y: a.y0 });
        let (x1, y1) = view.to_screen(screen, Point { x: a.x1, y: a.y1 });
        x0 >= pad.left - 1e-6
            && y0 >= pad.top - 1e-6
            && x1 <= screen.w - pad.right + 1e-6
            && y1 <= screen.h - pad.bottom + 1e-6
    }

    /// At the opening of a line's first lay: the values read at 11 px, every circle's tap area
    /// is 44 px each way, and the line's stations and the hexes next to them are in view,
    /// clear of the zoom buttons. Printed: the zoom chosen, and how many targets it shows.
    #[test]
    fn a_line_turn_opens_legible_at_the_lines_stations() {
        for (players, seed) in [(3, 2), (4, 3), (6, 18), (5, 20)] {
            let game = position(players, seed, "lay_tile");
            let turn = line_turn(&game, &game.available()).unwrap();
            let slots = slots(game.state());
            let all = all(&game);
            let view = turn_view(&turn, &slots, all, TABLET, PAD);
            let s = view.scale(TABLET);
            assert!(VALUE_SIZE * HEX_SIZE * s >= LEGIBLE_PX - 1e-9, "{players}p {seed}: {s}");
            for spot in spot_places(&turn, &slots) {
                let (w, h) = spot.area.size();
                assert!(w.min(h) * s >= FINGER_PX - 1e-9, "{spot:?} at {s}");
            }
            let layout = Layout { size: HEX_SIZE };
            let hex = |h| Area::around(layout.centre(h), layout.width() / 2.0, HEX_SIZE, 1);
            let own: Vec<Area> = slots
                .iter()
                .filter(|s| matches!(s.marker.as_ref().map(|m| m.title), Some(MarkerTitle::Line(l, _)) if l == turn.line) || s.home == Some(turn.line))
                .map(|s| hex(s.at.hex))
                .collect();
            assert!(!own.is_empty());
            let shown =
                turn.targets.iter().filter(|t| inside(view, TABLET, PAD, &hex(t.hex))).count();
            eprintln!(
                "{players}p seed {seed}: zoom ×{:.2}, {shown} of {} targets in view",
                view.zoom(all),
                turn.targets.len()
            );
            assert!(shown > 0, "some target is in view");
            // A line with one station sees it whole.
            if own.len() == 1 {
                assert!(inside(view, TABLET, PAD, &own[0]), "{players}p {seed}: {view:?}");
            }
        }
    }

    /// A person's line turn is asked on the map; not looking back, not a computer's seat, not
    /// another round.
    #[test]
    fn only_a_persons_line_turn_is_asked_on_the_map() {
        let game = position(4, 3, "lay_tile");
        let available = game.available();
        let Actor::Line { line, director, .. } = available.actor else { panic!("a line acts") };
        assert_eq!(asked_turn(&game, &available, false), Some((game.state().round, line)));
        assert_eq!(asked_turn(&game, &available, true), None, "looking back");
        let mut setup = game.setup().clone();
        setup.bots.resize(setup.players.len(), None);
        setup.bots[usize::from(director)] = Some(tramways_engine::bot::Level::Steady);
        let by_bot = Game::replay(&setup, game.actions()).unwrap();
        assert_eq!(asked_turn(&by_bot, &by_bot.available(), false), None, "a computer's turn");
        let start = Game::new(random_setup_for(4, 3)).unwrap();
        assert_eq!(asked_turn(&start, &start.available(), false), None, "the Pre-Share Round");
    }

    /// No line's turn asks for the whole board at its fit: the opening view is zoomed in, and
    /// the same turn always opens at the same view (a function of the position).
    #[test]
    fn the_opening_view_is_a_function_of_the_turn() {
        let game = position(4, 3, "lay_tile");
        let turn = line_turn(&game, &game.available()).unwrap();
        let slots = slots(game.state());
        let all = all(&game);
        let a = turn_view(&turn, &slots, all, TABLET, PAD);
        assert_eq!(a, turn_view(&turn, &slots, all, TABLET, PAD));
        assert!(a.zoom(all) > 2.0, "{a:?}");
        // A phone: zoomed further in, for the same legible size.
        let phone = Screen { w: 358.0, h: 251.0 };
        let b = turn_view(&turn, &slots, all, phone, PAD);
        assert!(b.zoom(all) > a.zoom(all));
        assert!(VALUE_SIZE * HEX_SIZE * b.scale(phone) >= LEGIBLE_PX - 1e-9);
    }
}
