//! A line's best route as drawn on the map and listed in the panel: the pieces of track it
//! runs on, its stops with their values, the landmark bonuses, the maintenance and the income
//! (R84–R88). The route and what it pays are the engine's ([`State::line_run`]); this only draws
//! and lists them. The Stadtbahn runs are drawn as they stand, with what they pay
//! ([`State::stadtbahn_outlook`]).

use tramways_engine::data::game_tables::{LANDMARK_BONUS, Money, stadtbahn_row};
use tramways_engine::game::{Action, Game, State};
use tramways_engine::map::graph::NodeRef;
use tramways_engine::rules::LineNumber;
use tramways_engine::rules::route::Stop;

use super::layout::{Layout, Point};
use super::map::HEX_SIZE;
use super::tile_art::{face_art, node_positions};
use crate::i18n;

/// One piece of track of the route, in a size-1 hex placed at `centre`.
#[derive(Debug, Clone, PartialEq)]
pub struct RouteTrack {
    /// Centre of the hex in map coordinates.
    pub centre: Point,
    /// SVG path data in the size-1 hex.
    pub d: String,
}

/// One stop of the route.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RouteStop {
    /// The revenue location.
    pub at: NodeRef,
    /// Its printed coordinate and place name, for the list.
    pub place: String,
    /// What it earns the line.
    pub value: Money,
    /// Whether it counts (halts, the line's own interchanges).
    pub counted: bool,
    /// Where it is drawn, in map coordinates ×10.
    pub x10: i64,
    /// Vertical position ×10.
    pub y10: i64,
}

/// A line's best route and its revenue.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct RouteView {
    /// The line.
    pub line: LineNumber,
    /// The track, in route order.
    pub tracks: Vec<(i64, i64, String)>,
    /// The stops, in route order.
    pub stops: Vec<RouteStop>,
    /// Landmarks earning +20 each (R27).
    pub landmarks: Vec<(&'static str, Money)>,
    /// Stops plus landmarks (R85).
    pub revenue: Money,
    /// The tram's maintenance and the purple tram's +200 (R88).
    pub adjustment: Money,
    /// What the run adds to the Revenue space (negative: what it costs, R89).
    pub income: Money,
    /// Whether the line has a tram (A19: without one it does not run).
    pub has_tram: bool,
}

impl RouteView {
    /// The track pieces with their hex centres in map coordinates.
    pub fn track_pieces(&self) -> Vec<RouteTrack> {
        self.tracks
            .iter()
            .map(|(x10, y10, d)| RouteTrack {
                centre: Point { x: *x10 as f64 / 10.0, y: *y10 as f64 / 10.0 },
                d: d.clone(),
            })
            .collect()
    }
}

fn x10(v: f64) -> i64 {
    (v * 10.0).round() as i64
}

/// The route `line` would run now, on the board as it is.
pub fn route_view(state: &State, line: LineNumber) -> RouteView {
    let Some((route, run)) = state.line_run(line) else {
        return RouteView { line, ..RouteView::default() };
    };
    let (revenue, adjustment, income) = (run.revenue, run.adjustment, run.income);
    let Some(route) = route else {
        return RouteView { line, adjustment, income, has_tram: true, ..RouteView::default() };
    };
    let layout = Layout { size: HEX_SIZE };
    let tracks = route
        .paths
        .iter()
        .filter_map(|p| {
            let (face, rotation) = state.board.face(p.hex)?;
            let art = face_art(&face, rotation);
            let d = art.tracks.get(usize::from(p.path))?.d.clone();
            let c = layout.centre(p.hex);
            Some((x10(c.x), x10(c.y), d))
        })
        .collect();
    let stops = route.stops.iter().map(|s| stop_view(state, s)).collect();
    RouteView {
        line,
        tracks,
        stops,
        landmarks: route.landmarks.iter().map(|&l| (i18n::private(l), LANDMARK_BONUS)).collect(),
        revenue,
        adjustment,
        income,
        has_tram: true,
    }
}

/// A stop of a run, placed on the map.
fn stop_view(state: &State, s: &Stop) -> RouteStop {
    let c = Layout { size: HEX_SIZE }.centre(s.node.hex);
    let at = state
        .board
        .face(s.node.hex)
        .and_then(|(face, rotation)| {
            node_positions(&face, rotation).get(usize::from(s.node.node)).copied()
        })
        .unwrap_or(Point { x: 0.0, y: 0.0 });
    let name = state.board.hex(s.node.hex).and_then(|h| h.name);
    RouteStop {
        at: s.node,
        place: match name {
            Some(n) => format!("{} {n}", s.node.hex),
            None => s.node.hex.to_string(),
        },
        value: s.value,
        counted: s.counted,
        x10: x10(c.x + at.x * HEX_SIZE),
        y10: x10(c.y + at.y * HEX_SIZE),
    }
}

/// A Stadtbahn company's run as it stands (R51), drawn on the map when asked for: its stops
/// from its terminal on, and what it pays in the Company Round that pays it next.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StadtbahnRunView {
    /// The company's letter (W, V, G, D).
    pub company: &'static str,
    /// Its colour's CSS class (`sb-brown`).
    pub class: String,
    /// The stops, in run order.
    pub stops: Vec<RouteStop>,
    /// The run's value before the multiplier.
    pub base: Money,
    /// The Company Round's multiplier (R51).
    pub multiplier: Money,
    /// `base × multiplier`, all paid out.
    pub total: Money,
    /// What one 10% share gets.
    pub per_share: Money,
}

/// A route's value and what maintenance (or a bonus) makes of it, from the engine's figures:
/// "route 30 − maintenance 50 = −20" (issue 50: an income below the route said why).
pub fn route_sum(
    lang: crate::i18n::Lang,
    revenue: Money,
    adjustment: Money,
    income: Money,
) -> String {
    use crate::i18n::{Text, number, t};
    let (text, amount) = if adjustment < 0 {
        (t(lang, Text::RouteMinusMaintenance), ("{maintenance}", adjustment.saturating_neg()))
    } else {
        (t(lang, Text::RoutePlusBonus), ("{bonus}", adjustment))
    };
    text.replace("{revenue}", &number(lang, revenue))
        .replace(amount.0, &number(lang, amount.1))
        .replace("{income}", &number(lang, income))
}

/// Every Stadtbahn company's run on the board now, as the engine values it
/// ([`State::stadtbahn_outlook`]).
pub fn stadtbahn_views(state: &State) -> Vec<StadtbahnRunView> {
    state
        .stadtbahn_outlook()
        .into_iter()
        .map(|o| {
            let row = stadtbahn_row(o.company);
            StadtbahnRunView {
                company: row.abbreviation,
                class: format!("sb-{}", row.color.replace(' ', "-")),
                stops: o.run.stops.iter().map(|s| stop_view(state, s)).collect(),
                base: o.run.base,
                multiplier: o.multiplier,
                total: o.run.total,
                per_share: o.per_share,
            }
        })
        .collect()
}

/// The run the game's newest action made, drawn as the run button draws it: the route the line
/// had before it ran (R84–R88). `None` when the newest action is not a run, or ran a route
/// given in the action (an imported game's recorded route), which may not be the best one.
pub fn run_just_made(game: &Game) -> Option<RouteView> {
    let Some(Action::RunTram { line, route: None }) = game.actions().last() else { return None };
    let before = game.at(game.actions().len() - 1).ok()?;
    Some(route_view(before.state(), *line))
}

#[cfg(test)]
mod tests {
    use super::*;
    use tramways_engine::game::Event;
    use tramways_engine::selfplay::{play_random_until, random_setup_for};

    #[test]
    fn a_runs_income_is_said_as_its_route_less_maintenance() {
        use crate::i18n::{Lang, number};
        use rand::SeedableRng;
        // The engine's figures add up as the sentence says: route + adjustment = income.
        let mut runs = 0;
        for seed in 0..4 {
            let mut game = Game::new(random_setup_for(3, seed)).unwrap();
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            while let Some(action) = tramways_engine::selfplay::random_move(&game, &mut rng) {
                for e in game.apply(&action).unwrap() {
                    if let Event::TramRan { revenue, adjustment, income, .. } = e {
                        assert_eq!(revenue + adjustment, income);
                        runs += 1;
                    }
                }
            }
        }
        assert!(runs > 0);
        assert_eq!(route_sum(Lang::En, 30, -50, -20), "route 30 − maintenance 50 = −20");
        assert_eq!(route_sum(Lang::En, 40, 20, 60), "route 40 + bonus 20 = 60");
        assert_eq!(
            route_sum(Lang::De, 1200, -50, 1150),
            "Strecke 1.200 − Erhaltungskosten 50 = 1.150"
        );
        for lang in [Lang::Es, Lang::De] {
            let text = route_sum(lang, 30, -50, -20);
            assert!(text.contains(" 50 ") && text.ends_with(&number(lang, -20)), "{text}");
        }
    }

    #[test]
    fn the_route_shown_is_what_the_run_earns() {
        // A line about to run with a tram: its route, drawn, earns what the run then books.
        let mut game = play_random_until(random_setup_for(3, 2), 2, |g| {
            g.available().moves.iter().any(|m| match m.lowest() {
                Action::RunTram { line, .. } => {
                    g.state().line_run(line).is_some() && route_view(g.state(), line).revenue > 0
                }
                _ => false,
            })
        })
        .unwrap();
        let run = game
            .available()
            .moves
            .iter()
            .map(|m| m.lowest())
            .find(|a| matches!(a, Action::RunTram { .. }))
            .unwrap();
        let Action::RunTram { line, .. } = run else { unreachable!() };
        let view = route_view(game.state(), line);
        assert!(view.has_tram);
        assert!(view.stops.len() >= 2, "a route links two locations");
        assert!(!view.tracks.is_empty());
        let stops: Money = view.stops.iter().map(|s| s.value).sum();
        let bonus: Money = view.landmarks.iter().map(|l| l.1).sum();
        assert_eq!(stops + bonus, view.revenue, "R85: the breakdown adds up");
        assert_eq!(view.revenue + view.adjustment, view.income);
        let events = game.apply(&run).unwrap();
        let ran = events.iter().find_map(|e| match e {
            Event::TramRan { revenue, income, .. } => Some((*revenue, *income)),
            _ => None,
        });
        assert_eq!(ran, Some((view.revenue, view.income)));
        // However the run was made (the run button, a hint's "Play it", the computer), the run
        // just made is the route shown before it; the next action leaves no run just made.
        assert_eq!(run_just_made(&game), Some(view));
        let next = game.available().moves[0].lowest();
        let runs = matches!(next, Action::RunTram { .. });
        game.apply(&next).unwrap();
        assert_eq!(run_just_made(&game).is_some(), runs, "{next:?}");
    }

    #[test]
    fn the_stadtbahn_runs_drawn_add_up_to_what_they_pay() {
        // A Line Round late enough for a multiplier: each company's stops add up to its base,
        // and the total is base × the next Company Round's multiplier.
        let game =
            play_random_until(random_setup_for(4, 3), 3, |g| g.state().round.to_string() == "LR3a")
                .unwrap();
        let views = stadtbahn_views(game.state());
        assert!(!views.is_empty());
        for v in &views {
            let stops: Money = v.stops.iter().map(|s| s.value).sum();
            assert_eq!(if v.stops.len() < 2 { 0 } else { stops }, v.base, "{}", v.company);
            assert_eq!(v.multiplier, 2, "CR4 pays twice (R51)");
            assert_eq!(v.total, v.base * 2);
            assert_eq!(v.per_share, v.total / 10);
            assert!(v.class.starts_with("sb-"));
        }
        assert!(views.iter().any(|v| v.stops.len() >= 2), "some Stadtbahn runs somewhere");
    }

    #[test]
    fn a_line_without_a_company_has_no_route() {
        let game = Game::new(random_setup_for(3, 1)).unwrap();
        let view = route_view(game.state(), 7);
        assert!(!view.has_tram && view.stops.is_empty() && view.income == 0);
    }
}
