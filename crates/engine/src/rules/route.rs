//! A line's tram route: the one definition of a valid route and of its value ([`validate`]),
//! and the exact optimizer that finds the best one ([`best_route`]) (rulebook IX.2, IX.7,
//! IX.8; digest R27, R62–R64, R84–R92, A27–A30, A36).
//!
//! A route is an ordered sequence of pieces of tram track ([`PathRef`]s). It is valid when
//! (R64, R92, A27–A29):
//!
//! * consecutive paths meet: at a revenue location of one hex (any other track may be taken
//!   there), or across a side of two neighbouring hexes with the same lane. This is the walk
//!   of [`crate::map::graph`]: a route cannot reverse at a junction or change track at a
//!   crossover, because arriving at a side it can only continue on the neighbour's track;
//! * it begins and ends at a revenue location and links at least two different ones; the
//!   zero-value stop of an untiled inner-city or railway-station hex is no location (A29);
//! * no path and no hex side (with its lane) is used twice, "however short" the shared
//!   piece: two paths of one tile that leave by the same side overlap there (R64);
//! * no revenue location is visited twice (the two circles of an OO tile are two, A27);
//! * an interchange whose circles are all taken by other markers (a *blocked* interchange,
//!   [`BoardState::blocked_for`]) and a location reached on terminal track (red areas, red
//!   tiles) may only be its first or last stop (R63, R92, A29);
//! * one of the line's own station markers stands on one of its stops (R64);
//! * dotted Stadtbahn track is never used (R64).
//!
//! Its value (R85, R86, R27): every halt at its value for the phase; every interchange with
//! one of the line's markers at its value, other interchanges 0 (they still count as
//! locations, A27, A29); plus 20 once for each landmark whose private company the line's
//! tram company owns and whose hex holds a stop.
//!
//! [`best_route`] returns the valid route of highest value (R87, A30). Ties are broken by
//! fewest paths, then by the smallest path sequence, each route read in the direction whose
//! sequence is smaller, so the same board always gives the same route.
//!
//! # How the optimizer works
//!
//! Every call builds a compact graph of the part of the board the line can use: its vertices
//! are revenue locations, its edges the maximal *chains* of track between two locations (a
//! chain passes no location), each with the pieces of track (paths and sides) it uses. A
//! route is then a simple path in that graph whose chains use disjoint pieces. The search
//! grows every such path that contains one of the line's stations from that station, first
//! in one direction and then in the other, visiting each undirected route once. It prunes
//! with an upper bound: the value of everything still reachable from the open ends, where a
//! location that can only be an end of the route (a blocked interchange, a red area, a dead
//! end) counts only as often as there are ends left to place.

use std::collections::BTreeSet;

use crate::data::game_tables::Money;
use crate::data::{HexKind, Landmark, hex_info};
use crate::map::graph::{NodeRef, PathRef};
use crate::map::{Edge, Face, Hex, NodeKind, Phase, Rotation, Track};

use super::board_state::{BoardState, LineNumber, Marker};

mod best;
mod validate;

pub use best::{best_route, work_done};
pub use validate::validate;

#[cfg(test)]
#[path = "route_tests.rs"]
mod tests;

/// What the route of one line depends on besides the board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RouteContext {
    /// The running line.
    pub line: LineNumber,
    /// The newest tile colour available, which sets phase values (R86, A36).
    pub phase: Phase,
    /// The landmarks whose private companies the line's tram company owns (R27). A private
    /// held by a player gives no bonus.
    pub landmarks: BTreeSet<Landmark>,
    /// Added to the route's revenue after the choice: the tram's maintenance (negative) and
    /// +200 for a purple tram (R88). It does not change which route is best (A30).
    pub adjustment: Money,
    /// [`RuleOptions::untiled_stations_are_stops`](crate::game::RuleOptions) (18xx.games): a
    /// route may begin or end at an untiled railway station, which is worth 0 and does not
    /// count. Off: it is no revenue location until its tile is laid (A29).
    pub untiled_stations_are_stops: bool,
}

/// One revenue location of a route, in route order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stop {
    /// The location.
    pub node: NodeRef,
    /// What it earns for the line (0 where it does not count).
    pub value: Money,
    /// Whether it counts: halts always, interchanges only with the line's own marker (R63,
    /// R85). An interchange that does not count is still a location (A27, A29).
    pub counted: bool,
}

/// A valid route and its value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Route {
    /// The pieces of track, in route order.
    pub paths: Vec<PathRef>,
    /// The revenue locations, in route order (first and last are the ends).
    pub stops: Vec<Stop>,
    /// The landmarks that earn the +20 bonus (R27), in [`Landmark`] order.
    pub landmarks: Vec<Landmark>,
    /// Stops plus landmark bonuses (R85).
    pub revenue: Money,
    /// Revenue plus [`RouteContext::adjustment`] (R88).
    pub net: Money,
}

/// What a tram's run adds to its company's Revenue space (R88), or costs it when negative
/// (R89): the route's revenue plus the tram's adjustment. The one place the Line Round's run
/// ([`Event::TramRan`](crate::game::Event::TramRan)) and the app's previews of a run add them.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RunIncome {
    /// Stops plus landmark bonuses (R85, R27); 0 without a route.
    pub revenue: Money,
    /// The tram's maintenance (negative) or the purple tram's +200 (R88, Table 7).
    pub adjustment: Money,
    /// Revenue plus adjustment (R88).
    pub income: Money,
}

impl RunIncome {
    /// The run of a route earning `revenue` by a tram with `adjustment` (R88).
    pub const fn new(revenue: Money, adjustment: Money) -> RunIncome {
        RunIncome { revenue, adjustment, income: revenue + adjustment }
    }
}

/// Why a sequence of track is not a valid route, in words a player understands.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RouteError {
    /// Nothing was given, or the track links fewer than two revenue locations.
    #[error("a route must link at least two different revenue locations")]
    TooFewLocations,
    /// A path index that does not exist on the hex.
    #[error("there is no track {1} on {0}")]
    NoSuchTrack(Hex, u8),
    /// Dotted track (R64).
    #[error("the route uses the dotted Stadtbahn track on {0}, which trams never use")]
    StadtbahnTrack(Hex),
    /// One path twice (R64).
    #[error("the route uses the track on {0} twice")]
    TrackTwice(Hex),
    /// One hex side (and lane) twice (R64: "however short").
    #[error("the route crosses from {0} to {1} twice on the same track")]
    SideTwice(Hex, Hex),
    /// Two consecutive paths of different hexes that do not meet.
    #[error("the track on {0} does not lead onto the next track, on {1}")]
    NotConnected(Hex, Hex),
    /// Two consecutive paths of one hex leaving by the same side (R64).
    #[error("the route reverses at the junction on {0}")]
    Reverses(Hex),
    /// Two consecutive paths of one hex that do not meet (R64).
    #[error("the route changes track on {0}, where the tracks do not meet")]
    ChangesTrack(Hex),
    /// The first or last path ends at a hex side.
    #[error("the route must begin and end at a revenue location, not at a side of {0}")]
    NotAtLocation(Hex),
    /// An untiled inner-city or railway-station stop (A29).
    #[error("the stop on {0} is no revenue location until its tile is laid")]
    NotALocation(Hex),
    /// One revenue location twice (R64, IX.7).
    #[error("the route visits the revenue location on {0} twice")]
    LocationTwice(Hex),
    /// Through a blocked interchange (R63, R92).
    #[error("the route passes through the full interchange on {0}")]
    ThroughBlocked(Hex),
    /// Through a location reached on terminal track (A29).
    #[error("the route runs through {0}, where it must end")]
    ThroughTerminal(Hex),
    /// None of the line's markers on the route (R64).
    #[error("the route passes none of line {0}'s station markers")]
    NoStation(LineNumber),
}

// ---------------------------------------------------------------------------------------------
// The board, read once per call
// ---------------------------------------------------------------------------------------------

use crate::map::graph::{End, board_end, far_end};

/// One path as it lies on the board.
#[derive(Debug, Clone, Copy)]
struct Leg {
    at: PathRef,
    a: End,
    b: End,
    track: Track,
    terminal: bool,
}

/// A hex side with its lane, the same whichever of its two hexes names it.
type SideKey = (Hex, Edge, u8);

fn side_key(hex: Hex, edge: Edge, lane: u8) -> SideKey {
    let there = (hex.neighbor(edge), edge.opposite());
    let (h, e) = std::cmp::min((hex, edge), there);
    (h, e, lane)
}

/// The faces lying on the board: [`BoardState::face`] (the tile, else the printed face), which
/// is an index into the board's tables.
#[derive(Debug)]
struct Faces<'b> {
    board: &'b BoardState,
}

impl<'b> Faces<'b> {
    fn new(board: &'b BoardState) -> Faces<'b> {
        Faces { board }
    }

    fn get(&self, hex: Hex) -> Option<(Face, Rotation)> {
        self.board.face(hex)
    }

    fn landmark(&self, hex: Hex) -> Option<Landmark> {
        self.board.hex(hex).and_then(|h| h.landmark)
    }

    fn leg(&self, at: PathRef) -> Option<Leg> {
        let (face, rotation) = self.get(at.hex)?;
        let path = face.paths.get(usize::from(at.path))?;
        Some(Leg {
            at,
            a: board_end(path.a, rotation),
            b: board_end(path.b, rotation),
            track: path.track,
            terminal: path.terminal,
        })
    }

    fn kind(&self, node: NodeRef) -> Option<NodeKind> {
        let (face, _) = self.get(node.hex)?;
        face.nodes.get(usize::from(node.node)).map(|n| n.kind)
    }
}

/// What a revenue location earns for the line: `None` if it is no location (A29), else the
/// value and whether it counts (R62, R63, R85, R86).
fn stop_value(
    board: &BoardState,
    faces: &Faces<'_>,
    ctx: &RouteContext,
    node: NodeRef,
) -> Option<(Money, bool)> {
    let (face, _) = faces.get(node.hex)?;
    let n = face.nodes.get(usize::from(node.node))?;
    let value = Money::from(n.revenue.in_phase(ctx.phase));
    match n.kind {
        NodeKind::Halt => Some((value, true)),
        NodeKind::Interchange { .. } => {
            let own = board.markers_at(node).contains(&Marker::Line(ctx.line));
            Some(if own { (value, true) } else { (0, false) })
        }
        // A29; 18xx.games prints the untiled railway stations as off-board areas worth 0.
        NodeKind::Placeholder => (ctx.untiled_stations_are_stops
            && hex_info(board.variant(), node.hex)
                .is_some_and(|h| h.kind == HexKind::RailwayStation))
        .then_some((0, false)),
    }
}
