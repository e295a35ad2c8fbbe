//! The one definition of a valid route and its value ([`validate`]); see the parent module.

use std::collections::BTreeSet;

use crate::data::Landmark;
use crate::data::game_tables::{LANDMARK_BONUS, Money};
use crate::map::graph::{End, NodeRef, PathRef};
use crate::map::{NodeKind, Track};

use super::super::board_state::{BoardState, Marker};
use super::*;

// ---------------------------------------------------------------------------------------------
// The one definition of a valid route and its value
// ---------------------------------------------------------------------------------------------

/// Whether `exit` of path `from` leads onto `entry` of path `to`: at the same location of
/// one hex, or across a side into the neighbour with the same lane.
fn joins(from: &Leg, exit: End, to: &Leg, entry: End) -> bool {
    match exit {
        End::Node(n) => to.at.hex == from.at.hex && entry == End::Node(n),
        End::Side { edge, lane } => {
            to.at.hex == from.at.hex.neighbor(edge)
                && entry == End::Side { edge: edge.opposite(), lane }
        }
    }
}

/// The entry and exit end of every leg, the first leg entered by `a` or (`flip`) by `b`;
/// on failure the error and how many legs were placed.
fn orient(legs: &[Leg], flip: bool) -> Result<Vec<(End, End)>, (RouteError, usize)> {
    let mut out = Vec::with_capacity(legs.len());
    let first = &legs[0];
    out.push(if flip { (first.b, first.a) } else { (first.a, first.b) });
    for (i, pair) in legs.windows(2).enumerate() {
        let (from, to) = (&pair[0], &pair[1]);
        let exit = out[i].1;
        if joins(from, exit, to, to.a) {
            out.push((to.a, to.b));
        } else if joins(from, exit, to, to.b) {
            out.push((to.b, to.a));
        } else {
            let err = if from.at.hex != to.at.hex {
                RouteError::NotConnected(from.at.hex, to.at.hex)
            } else if matches!(exit, End::Side { .. }) && (to.a == exit || to.b == exit) {
                RouteError::Reverses(from.at.hex)
            } else {
                RouteError::ChangesTrack(from.at.hex)
            };
            return Err((err, i + 1));
        }
    }
    Ok(out)
}

/// Checks a sequence of tram track as a route of `ctx.line` and values it (R62–R64, R85,
/// R86, R92, R27, A27–A29). This is the one definition of a valid route: the optimizer's
/// best route and a route entered by a player both pass through it.
pub fn validate(
    board: &BoardState,
    ctx: &RouteContext,
    paths: &[PathRef],
) -> Result<Route, RouteError> {
    validate_with(board, &Faces::new(board), ctx, paths)
}

pub(super) fn validate_with(
    board: &BoardState,
    faces: &Faces<'_>,
    ctx: &RouteContext,
    paths: &[PathRef],
) -> Result<Route, RouteError> {
    if paths.is_empty() {
        return Err(RouteError::TooFewLocations);
    }
    // Routes are short: plain vectors beat sets here.
    let mut legs: Vec<Leg> = Vec::with_capacity(paths.len());
    for &at in paths {
        let leg = faces.leg(at).ok_or(RouteError::NoSuchTrack(at.hex, at.path))?;
        if leg.track == Track::Stadtbahn {
            return Err(RouteError::StadtbahnTrack(at.hex));
        }
        if legs.iter().any(|l| l.at == at) {
            return Err(RouteError::TrackTwice(at.hex));
        }
        legs.push(leg);
    }
    // The other direction is tried only when the first one fails.
    let ends = match orient(&legs, false) {
        Ok(ends) => ends,
        Err((a, placed_a)) => match orient(&legs, true) {
            Ok(ends) => ends,
            Err((b, placed_b)) => return Err(if placed_b > placed_a { b } else { a }),
        },
    };

    // The locations in route order, and the sides crossed.
    let End::Node(first) = ends[0].0 else {
        return Err(RouteError::NotAtLocation(legs[0].at.hex));
    };
    let last = legs.len() - 1;
    let End::Node(final_node) = ends[last].1 else {
        return Err(RouteError::NotAtLocation(legs[last].at.hex));
    };
    let mut nodes = vec![NodeRef { hex: legs[0].at.hex, node: first }];
    let mut sides: Vec<SideKey> = Vec::new();
    for i in 0..last {
        let hex = legs[i].at.hex;
        match ends[i].1 {
            End::Node(n) => {
                let node = NodeRef { hex, node: n };
                // IX.7: a route passes through a location only if it may end elsewhere.
                if faces.kind(node) == Some(NodeKind::Placeholder) {
                    return Err(RouteError::NotALocation(hex));
                }
                if legs[i].terminal || legs[i + 1].terminal {
                    return Err(RouteError::ThroughTerminal(hex));
                }
                if board.blocked_for(node, ctx.line) {
                    return Err(RouteError::ThroughBlocked(hex));
                }
                nodes.push(node);
            }
            End::Side { edge, lane } => {
                let key = side_key(hex, edge, lane);
                if sides.contains(&key) {
                    return Err(RouteError::SideTwice(hex, hex.neighbor(edge)));
                }
                sides.push(key);
            }
        }
    }
    nodes.push(NodeRef { hex: legs[last].at.hex, node: final_node });
    let (stops, landmarks, revenue) = value_nodes(board, faces, ctx, &nodes)?;
    let net = super::RunIncome::new(revenue, ctx.adjustment).income;
    Ok(Route { paths: paths.to_vec(), stops, landmarks, revenue, net })
}

/// The stops, landmarks and revenue of a route through `nodes` (the value half of
/// [`validate`]).
fn value_nodes(
    board: &BoardState,
    faces: &Faces<'_>,
    ctx: &RouteContext,
    nodes: &[NodeRef],
) -> Result<(Vec<Stop>, Vec<Landmark>, Money), RouteError> {
    let mut stops: Vec<Stop> = Vec::with_capacity(nodes.len());
    for &node in nodes {
        let (value, counted) =
            stop_value(board, faces, ctx, node).ok_or(RouteError::NotALocation(node.hex))?;
        if stops.iter().any(|s| s.node == node) {
            return Err(RouteError::LocationTwice(node.hex));
        }
        stops.push(Stop { node, value, counted });
    }
    if stops.len() < 2 {
        return Err(RouteError::TooFewLocations);
    }
    let own = Marker::Line(ctx.line);
    if !stops.iter().any(|s| board.markers_at(s.node).contains(&own)) {
        return Err(RouteError::NoStation(ctx.line));
    }
    // R27, A29: +20 once per owned landmark whose hex holds a stop.
    let mut landmarks: Vec<Landmark> = Vec::new();
    if !ctx.landmarks.is_empty() {
        landmarks = stops
            .iter()
            .filter_map(|s| faces.landmark(s.node.hex))
            .filter(|l| ctx.landmarks.contains(l))
            .collect::<BTreeSet<Landmark>>()
            .into_iter()
            .collect();
    }
    let revenue =
        stops.iter().map(|s| s.value).sum::<Money>() + LANDMARK_BONUS * landmarks.len() as Money;
    Ok((stops, landmarks, revenue))
}
