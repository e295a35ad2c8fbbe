//! The exact optimizer ([`best_route`]); how it works is told in the parent module.

use std::collections::{BTreeMap, BTreeSet, VecDeque};

use crate::data::game_tables::{LANDMARK_BONUS, Money};
use crate::map::graph::{End, NodeRef, PathRef, TrackView};
use crate::map::{Hex, Track};

use super::super::board_state::{BoardState, Marker};
use super::validate::validate_with;
use super::*;

// ---------------------------------------------------------------------------------------------
// The optimizer
// ---------------------------------------------------------------------------------------------

/// A revenue location of the compact graph.
#[derive(Debug, Clone)]
struct Vertex {
    /// What it earns for the line.
    value: Money,
    /// Owned landmarks on its hex, one bit per [`Landmark`].
    landmarks: u8,
    /// Whether a route may pass through it (halts, unblocked interchanges).
    pass: bool,
}

/// A maximal stretch of track between two locations that passes no location.
#[derive(Debug, Clone)]
struct Chain {
    /// The paths, in the direction the chain was found.
    paths: Vec<PathRef>,
    /// The pieces of track it uses: its paths and the sides it crosses.
    pieces: Vec<u32>,
}

/// One way to leave a vertex.
#[derive(Debug, Clone, Copy)]
struct Arc {
    chain: u32,
    to: u32,
    /// Whether this way runs the chain's paths backwards.
    reversed: bool,
    /// The chain's track is terminal where it leaves / where it arrives (A29).
    terminal_here: bool,
    terminal_there: bool,
}

/// The part of the board one line can use, as locations and chains.
#[derive(Debug, Default)]
struct Graph {
    vertices: Vec<Vertex>,
    chains: Vec<Chain>,
    arcs: Vec<Vec<Arc>>,
    /// For each piece of track, the chains that use it.
    piece_chains: Vec<Vec<u32>>,
    /// The line's stations, in board order.
    stations: Vec<u32>,
}

/// A piece of track that a route may use once (R64).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Piece {
    Path(PathRef),
    Side(SideKey),
}

/// A chain found by walking from a location.
#[derive(Debug)]
struct Found {
    to: NodeRef,
    paths: Vec<PathRef>,
    sides: Vec<SideKey>,
    terminal_from: bool,
    terminal_to: bool,
}

/// Every chain leaving location `from`: along a path to its other end, across sides onto
/// every path of the neighbour that starts there (same lane), until a location is reached.
fn chains_from(faces: &Faces<'_>, from: NodeRef, out: &mut Vec<Found>) {
    let Some((face, rotation)) = faces.get(from.hex) else { return };
    for (i, path) in face.paths.iter().enumerate() {
        if path.track != Track::Tram {
            continue;
        }
        let (a, b) = (board_end(path.a, rotation), board_end(path.b, rotation));
        let here = End::Node(from.node);
        let other = if a == here && b != here {
            b
        } else if b == here && a != here {
            a
        } else {
            continue;
        };
        let mut paths = vec![PathRef { hex: from.hex, path: i as u8 }];
        let mut sides = Vec::new();
        follow(faces, from, from.hex, other, path.terminal, &mut paths, &mut sides, out);
    }
}

#[allow(clippy::too_many_arguments)] // a recursive walk with its trail
fn follow(
    faces: &Faces<'_>,
    from: NodeRef,
    hex: Hex,
    end: End,
    terminal: bool,
    paths: &mut Vec<PathRef>,
    sides: &mut Vec<SideKey>,
    out: &mut Vec<Found>,
) {
    match end {
        End::Node(n) => {
            let to = NodeRef { hex, node: n };
            if to != from {
                out.push(Found {
                    to,
                    paths: paths.clone(),
                    sides: sides.clone(),
                    terminal_from: faces.leg(paths[0]).is_some_and(|l| l.terminal),
                    terminal_to: terminal,
                });
            }
        }
        End::Side { edge, lane } => {
            let key = side_key(hex, edge, lane);
            if sides.contains(&key) {
                return;
            }
            let next = hex.neighbor(edge);
            let Some((face, rotation)) = faces.get(next) else { return };
            let entry = End::Side { edge: edge.opposite(), lane };
            sides.push(key);
            for (j, path) in face.paths.iter().enumerate() {
                let at = PathRef { hex: next, path: j as u8 };
                if path.track != Track::Tram || paths.contains(&at) {
                    continue;
                }
                let Some(other) = far_end(path, rotation, entry) else { continue };
                paths.push(at);
                follow(faces, from, next, other, path.terminal, paths, sides, out);
                paths.pop();
            }
            sides.pop();
        }
    }
}

impl Graph {
    /// The locations and chains reachable from the line's stations through locations a
    /// route may pass (R63, R92, A29).
    fn build(board: &BoardState, faces: &Faces<'_>, ctx: &RouteContext) -> Graph {
        let view = board.view(ctx.line);
        let stations: BTreeSet<NodeRef> =
            board.markers_of(Marker::Line(ctx.line)).into_iter().collect();
        let mut g = Graph::default();
        let mut ids: BTreeMap<NodeRef, u32> = BTreeMap::new();
        let mut pieces: BTreeMap<Piece, u32> = BTreeMap::new();
        let mut queue: VecDeque<NodeRef> = VecDeque::new();
        let opens = |n: NodeRef| stations.contains(&n) || view.passable(n);

        // Adds a location; `None` if it is no location. New locations that may be passed
        // are queued for walking.
        let add = |g: &mut Graph,
                   ids: &mut BTreeMap<NodeRef, u32>,
                   queue: &mut VecDeque<NodeRef>,
                   n: NodeRef| {
            if let Some(&id) = ids.get(&n) {
                return Some(id);
            }
            let (value, _) = stop_value(board, faces, ctx, n)?;
            let landmarks = faces
                .landmark(n.hex)
                .filter(|l| ctx.landmarks.contains(l))
                .map_or(0, |l| 1u8 << (l as u8));
            let id = g.vertices.len() as u32;
            let pass = view.passable(n);
            g.vertices.push(Vertex { value, landmarks, pass });
            g.arcs.push(Vec::new());
            ids.insert(n, id);
            if opens(n) {
                queue.push_back(n);
            }
            Some(id)
        };

        for &s in &stations {
            if let Some(id) = add(&mut g, &mut ids, &mut queue, s) {
                g.stations.push(id);
            }
        }
        let mut found = Vec::new();
        while let Some(from) = queue.pop_front() {
            let from_id = ids[&from];
            found.clear();
            chains_from(faces, from, &mut found);
            for f in found.drain(..) {
                let Some(to_id) = add(&mut g, &mut ids, &mut queue, f.to) else { continue };
                // A chain between two walked locations is found from both; keep it once.
                if opens(f.to) && f.to < from {
                    continue;
                }
                let mut chain_pieces = Vec::with_capacity(f.paths.len() + f.sides.len());
                let keys = f.paths.iter().map(|&p| Piece::Path(p));
                for key in keys.chain(f.sides.iter().map(|&s| Piece::Side(s))) {
                    let next = pieces.len() as u32;
                    chain_pieces.push(*pieces.entry(key).or_insert(next));
                }
                let chain = g.chains.len() as u32;
                g.chains.push(Chain { paths: f.paths, pieces: chain_pieces });
                g.arcs[from_id as usize].push(Arc {
                    chain,
                    to: to_id,
                    reversed: false,
                    terminal_here: f.terminal_from,
                    terminal_there: f.terminal_to,
                });
                g.arcs[to_id as usize].push(Arc {
                    chain,
                    to: from_id,
                    reversed: true,
                    terminal_here: f.terminal_to,
                    terminal_there: f.terminal_from,
                });
            }
        }
        g.piece_chains = vec![Vec::new(); pieces.len()];
        for (c, chain) in g.chains.iter().enumerate() {
            for &p in &chain.pieces {
                g.piece_chains[p as usize].push(c as u32);
            }
        }
        // Try the richest neighbours first: good routes early make the bound bite.
        for list in &mut g.arcs {
            list.sort_by_key(|a| std::cmp::Reverse(g.vertices[a.to as usize].value));
        }
        g
    }
}

/// The best route found so far.
#[derive(Debug, Clone)]
struct Best {
    revenue: Money,
    paths: usize,
    /// In the direction whose sequence is smaller.
    sequence: Vec<PathRef>,
}

/// Depth-first search over routes through one station at a time.
#[derive(Debug)]
struct Search<'g> {
    g: &'g Graph,
    used_vertex: Vec<bool>,
    /// For each chain, how many of its pieces the current route uses: free when 0.
    chain_used: Vec<u16>,
    /// The station the current routes go through.
    start: u32,
    /// Whether the route must end at the start (it left it on terminal track).
    start_closed: bool,
    arm1: Vec<Arc>,
    arm2: Vec<Arc>,
    revenue: Money,
    landmarks: u8,
    paths: usize,
    best: Option<Best>,
    // Scratch space of the bound.
    stamp: Vec<u32>,
    epoch: u32,
    queue: Vec<u32>,
    /// The work done: calls of the search and locations its bounds looked at.
    work: u64,
}

impl<'g> Search<'g> {
    fn new(g: &'g Graph) -> Search<'g> {
        let n = g.vertices.len();
        Search {
            g,
            used_vertex: vec![false; n],
            chain_used: vec![0; g.chains.len()],
            start: 0,
            start_closed: false,
            arm1: Vec::new(),
            arm2: Vec::new(),
            revenue: 0,
            landmarks: 0,
            paths: 0,
            best: None,
            stamp: vec![0; n],
            epoch: 0,
            queue: Vec::with_capacity(n),
            work: 0,
        }
    }

    /// Searches every route through each station, each route once: from the `i`-th station
    /// the earlier stations are left out, as routes through them were searched already.
    fn run(&mut self) {
        for (i, &s) in self.g.stations.iter().enumerate() {
            self.used_vertex.iter_mut().for_each(|u| *u = false);
            for &earlier in &self.g.stations[..i] {
                self.used_vertex[earlier as usize] = true;
            }
            self.start = s;
            self.start_closed = false;
            self.visit(s);
            self.grow1(s, true);
            self.leave(s);
        }
    }

    fn visit(&mut self, v: u32) {
        let vertex = &self.g.vertices[v as usize];
        self.used_vertex[v as usize] = true;
        self.revenue += vertex.value;
        self.landmarks |= vertex.landmarks;
    }

    /// Undoes [`Search::visit`]; landmarks are recomputed from the route (two stops may
    /// share a landmark hex).
    fn leave(&mut self, v: u32) {
        self.used_vertex[v as usize] = false;
        self.revenue -= self.g.vertices[v as usize].value;
        let mut mask = self.g.vertices[self.start as usize].landmarks;
        for arc in self.arm1.iter().chain(&self.arm2) {
            if arc.to != v {
                mask |= self.g.vertices[arc.to as usize].landmarks;
            }
        }
        if v == self.start {
            mask = 0;
        }
        self.landmarks = mask;
    }

    fn free(&self, arc: &Arc) -> bool {
        !self.used_vertex[arc.to as usize] && self.chain_used[arc.chain as usize] == 0
    }

    fn take(&mut self, arc: Arc) {
        for &p in &self.g.chains[arc.chain as usize].pieces {
            for &c in &self.g.piece_chains[p as usize] {
                self.chain_used[c as usize] += 1;
            }
        }
        self.paths += self.g.chains[arc.chain as usize].paths.len();
        self.visit(arc.to);
    }

    fn untake(&mut self, arc: Arc) {
        for &p in &self.g.chains[arc.chain as usize].pieces {
            for &c in &self.g.piece_chains[p as usize] {
                self.chain_used[c as usize] -= 1;
            }
        }
        self.paths -= self.g.chains[arc.chain as usize].paths.len();
        self.leave(arc.to);
    }

    fn value(&self) -> Money {
        self.revenue + LANDMARK_BONUS * Money::from(self.landmarks.count_ones())
    }

    /// Grows the first arm from its end `end`; `open` when the route may go on from there.
    fn grow1(&mut self, end: u32, open: bool) {
        self.work += 1;
        if !self.arm1.is_empty() {
            self.consider();
            if !self.start_closed {
                self.open_arm2();
            }
        }
        if !open {
            return;
        }
        // The open ends: this one, and the start while the second arm may still leave it;
        // with an empty first arm both ends of the route are still to come.
        let first = self.arm1.is_empty();
        let (sources, ends): (&[u32], usize) = if first {
            (&[end][..], 2)
        } else if self.start_closed {
            (&[end][..], 1)
        } else {
            (&[end, self.start][..], 2)
        };
        let sources = sources.to_vec();
        if self.hopeless(&sources, ends) {
            return;
        }
        for i in 0..self.g.arcs[end as usize].len() {
            let arc = self.g.arcs[end as usize][i];
            // Terminal track ends the route at its location (A29): only the start may be
            // left on it, and then the route ends there.
            if !self.free(&arc) || (arc.terminal_here && !first) {
                continue;
            }
            let closed = first && arc.terminal_here;
            if closed {
                self.start_closed = true;
            }
            self.take(arc);
            self.arm1.push(arc);
            let next_open = self.g.vertices[arc.to as usize].pass && !arc.terminal_there;
            self.grow1(arc.to, next_open);
            self.arm1.pop();
            self.untake(arc);
            if closed {
                self.start_closed = false;
            }
        }
    }

    /// Starts the second arm from the station; its first chain must have a higher number
    /// than the first arm's, so that each route is searched in one direction only.
    fn open_arm2(&mut self) {
        let s = self.start;
        if self.hopeless(&[s], 1) {
            return;
        }
        let first = self.arm1[0].chain;
        for i in 0..self.g.arcs[s as usize].len() {
            let arc = self.g.arcs[s as usize][i];
            if arc.chain <= first || arc.terminal_here || !self.free(&arc) {
                continue;
            }
            self.take(arc);
            self.arm2.push(arc);
            let next_open = self.g.vertices[arc.to as usize].pass && !arc.terminal_there;
            self.grow2(arc.to, next_open);
            self.arm2.pop();
            self.untake(arc);
        }
    }

    fn grow2(&mut self, end: u32, open: bool) {
        self.work += 1;
        self.consider();
        if !open || self.hopeless(&[end], 1) {
            return;
        }
        for i in 0..self.g.arcs[end as usize].len() {
            let arc = self.g.arcs[end as usize][i];
            if arc.terminal_here || !self.free(&arc) {
                continue;
            }
            self.take(arc);
            self.arm2.push(arc);
            let next_open = self.g.vertices[arc.to as usize].pass && !arc.terminal_there;
            self.grow2(arc.to, next_open);
            self.arm2.pop();
            self.untake(arc);
        }
    }

    /// The current route's paths: the second arm back to the station, then the first arm.
    fn sequence(&self) -> Vec<PathRef> {
        let mut seq = Vec::with_capacity(self.paths);
        for arc in self.arm2.iter().rev() {
            // Run towards the station: against the arc's direction.
            let paths = &self.g.chains[arc.chain as usize].paths;
            if arc.reversed {
                seq.extend(paths.iter().copied());
            } else {
                seq.extend(paths.iter().rev().copied());
            }
        }
        for arc in &self.arm1 {
            let paths = &self.g.chains[arc.chain as usize].paths;
            if arc.reversed {
                seq.extend(paths.iter().rev().copied());
            } else {
                seq.extend(paths.iter().copied());
            }
        }
        canonical(seq)
    }

    /// Keeps the current route if it beats the best: higher value, then fewer paths, then
    /// the smaller sequence.
    fn consider(&mut self) {
        let value = self.value();
        let better = match &self.best {
            None => true,
            Some(b) => value > b.revenue || (value == b.revenue && self.paths < b.paths),
        };
        if better {
            self.best = Some(Best { revenue: value, paths: self.paths, sequence: self.sequence() });
            return;
        }
        if let Some(b) = &self.best
            && value == b.revenue
            && self.paths == b.paths
        {
            let seq = self.sequence();
            if seq < b.sequence {
                self.best = Some(Best { revenue: value, paths: self.paths, sequence: seq });
            }
        }
    }

    /// Whether no extension of the current route can beat the best (see [`Search::bound`]).
    fn hopeless(&mut self, sources: &[u32], ends: usize) -> bool {
        let Some((best, best_paths)) = self.best.as_ref().map(|b| (b.revenue, b.paths)) else {
            return false;
        };
        let bound = self.bound(sources, ends);
        bound < best || (bound == best && self.paths >= best_paths)
    }

    /// An upper bound of the value of any extension of the current route: its value, plus
    /// every unvisited location reachable from the open ends `sources` over free track, where
    /// a location that can only be an end (it may not be passed, or fewer than two free
    /// non-terminal chains touch it) counts only for the `ends` richest such.
    fn bound(&mut self, sources: &[u32], ends: usize) -> Money {
        self.epoch = self.epoch.wrapping_add(1);
        if self.epoch == 0 {
            self.stamp.iter_mut().for_each(|s| *s = 0);
            self.epoch = 1;
        }
        let epoch = self.epoch;
        self.queue.clear();
        for &s in sources {
            self.stamp[s as usize] = epoch;
            self.queue.push(s);
        }
        let mut sum: Money = 0;
        let mut tops = [0 as Money; 2];
        let mut head = 0;
        let g = self.g;
        while head < self.queue.len() {
            let x = self.queue[head];
            head += 1;
            let vertex = &g.vertices[x as usize];
            if !self.used_vertex[x as usize] {
                // How many chains could carry a route through x?
                let mut through = 0;
                if vertex.pass {
                    for arc in &g.arcs[x as usize] {
                        let t = arc.to as usize;
                        let reachable = !self.used_vertex[t] || self.stamp[t] == epoch;
                        if reachable
                            && !arc.terminal_here
                            && self.chain_used[arc.chain as usize] == 0
                        {
                            through += 1;
                            if through == 2 {
                                break;
                            }
                        }
                    }
                }
                let bonus = vertex.landmarks & !self.landmarks;
                let gain = vertex.value + LANDMARK_BONUS * Money::from(bonus.count_ones());
                if through < 2 {
                    // Only an end: keep the best `ends` of them.
                    if gain > tops[0] {
                        tops[1] = tops[0];
                        tops[0] = gain;
                    } else if gain > tops[1] {
                        tops[1] = gain;
                    }
                    continue;
                }
                sum += gain;
            }
            for arc in &g.arcs[x as usize] {
                let t = arc.to as usize;
                if self.used_vertex[t] || self.stamp[t] == epoch {
                    continue;
                }
                if self.chain_used[arc.chain as usize] == 0 {
                    self.stamp[t] = epoch;
                    self.queue.push(arc.to);
                }
            }
        }
        let extra: Money = tops.iter().take(ends).sum();
        self.work += self.queue.len() as u64;
        self.value() + sum + extra
    }
}

thread_local! {
    static WORK: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// The optimizer's work on this thread so far, in steps that take about the same time (a call
/// of the search, a location a bound looks at): a measure of effort that, unlike a clock, is
/// the same on every run, so a search that budgets it stays deterministic.
pub fn work_done() -> u64 {
    WORK.with(std::cell::Cell::get)
}

/// A route's sequence in the direction that reads smaller.
fn canonical(seq: Vec<PathRef>) -> Vec<PathRef> {
    let reversed: Vec<PathRef> = seq.iter().rev().copied().collect();
    if reversed < seq { reversed } else { seq }
}

/// The valid route of highest value for `ctx.line`, or `None` if it has none (R84–R87,
/// A30). Ties go to fewer paths, then to the smaller sequence (read in the direction whose
/// sequence is smaller), so the answer depends on the board alone.
pub fn best_route(board: &BoardState, ctx: &RouteContext) -> Option<Route> {
    let faces = Faces::new(board);
    let graph = Graph::build(board, &faces, ctx);
    let mut search = Search::new(&graph);
    search.run();
    let built = graph.vertices.len() + graph.chains.len();
    WORK.with(|w| w.set(w.get().saturating_add(search.work).saturating_add(built as u64)));
    let best = search.best?;
    let route = validate_with(board, &faces, ctx, &best.sequence);
    debug_assert!(
        route.as_ref().is_ok_and(|r| r.revenue == best.revenue),
        "the optimizer's route must pass the validator with the same value: {route:?}"
    );
    route.ok()
}
