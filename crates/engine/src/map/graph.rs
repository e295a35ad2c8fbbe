//! The track graph: which revenue locations and pieces of track a line can reach.
//!
//! The graph is derived, never stored: it walks the faces lying on the board (tiles and
//! pre-printed hexes) the way a tram would (rulebook IX.2, IX.7; digest R64, R65):
//!
//! * track is followed from one end of a path to the other; at a side of the hex the walk
//!   crosses to the neighbouring hex and may continue on **any** of its paths that start at the
//!   facing side (and the same lane). It can never turn back onto another path of the hex it
//!   just left through that side, so reversing at a junction is impossible by construction,
//!   and crossing tracks (paths that share no end) never connect;
//! * at a revenue location the walk may leave on any other path;
//! * Stadtbahn (dotted) track is never used by trams; the Stadtbahn runs have their own walk;
//! * an interchange whose circles are all taken by other lines' station markers may be the end
//!   of a route but not a point it passes through (R63, R92);
//! * track marked terminal (red areas, red inner-city tiles) ends the walk at its revenue
//!   location (A29).
//!
//! Everything here is game-independent: the board is seen only through [`TrackView`].
//!
//! [`walk`] stops as soon as the check it serves is answered (one hex, one circle); [`reach`]
//! is everything reached, a [`Reach`] of sorted lists ([`SortedSet`]). The walk's marks are
//! kept per thread, from one walk to the next. [`trace`] turns a route recorded as hexes (how
//! 18xx.games records a run) into pieces of track, and [`trace_stop_hexes`] one recorded by
//! its stop hexes only, finding each stop's location.

use std::cell::RefCell;
use std::collections::VecDeque;

use serde::{Deserialize, Serialize};

use super::hex::{Edge, Hex, Rotation};
use super::tile::{Face, NodeKind, Path, PathEnd, Track};

/// A revenue location on the board: a node of the face lying on a hex. Ordered by hex, then
/// node.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct NodeRef {
    /// The hex.
    pub hex: Hex,
    /// Index into that hex's face nodes.
    pub node: u8,
}

// Written out (as derived, by hex then node) so that it inlines into the board's map lookups,
// which the moves on offer make by the thousand (issue 22).
impl Ord for NodeRef {
    #[inline]
    fn cmp(&self, other: &NodeRef) -> std::cmp::Ordering {
        (self.hex.q, self.hex.r, self.node).cmp(&(other.hex.q, other.hex.r, other.node))
    }
}

impl PartialOrd for NodeRef {
    #[inline]
    fn partial_cmp(&self, other: &NodeRef) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

/// One piece of track on the board: a path of the face lying on a hex.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct PathRef {
    /// The hex.
    pub hex: Hex,
    /// Index into that hex's face paths.
    pub path: u8,
}

/// What the walk needs to know about the board.
pub trait TrackView {
    /// The face lying on `hex` and its rotation, or `None` for an empty or absent hex.
    fn face(&self, hex: Hex) -> Option<(Face, Rotation)>;

    /// Whether a tram of the walking line may pass *through* this revenue location. Halts
    /// never block; an interchange blocks when all its circles hold other lines' markers.
    fn passable(&self, node: NodeRef) -> bool;
}

/// A path end on the board, in board orientation (shared with the route optimizer).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum End {
    /// A side of the hex, turned by the face's rotation.
    Side { edge: Edge, lane: u8 },
    /// A revenue location of the face.
    Node(u8),
}

/// A face's path end as it lies on the board.
pub(crate) fn board_end(end: PathEnd, rotation: Rotation) -> End {
    match end {
        PathEnd::Edge { edge, lane } => End::Side { edge: edge.rotated(rotation), lane },
        PathEnd::Node(n) => End::Node(n),
    }
}

/// The end, on the board, of `path` (lying at `rotation`) away from `from`; `None` when the
/// path does not touch `from`.
pub(crate) fn far_end(path: &Path, rotation: Rotation, from: End) -> Option<End> {
    let (a, b) = (board_end(path.a, rotation), board_end(path.b, rotation));
    if a == from {
        Some(b)
    } else if b == from {
        Some(a)
    } else {
        None
    }
}

/// Everything a line's trams can reach from a set of starting revenue locations.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Reach {
    /// Revenue locations reached (including the starts).
    pub nodes: SortedSet<NodeRef>,
    /// Pieces of track travelled.
    pub paths: SortedSet<PathRef>,
    /// Sides of hexes the track reaches, as `(hex, side)` seen from the hex the track comes
    /// from. A side leading to an empty hex is where a new tile could connect.
    pub sides: SortedSet<(Hex, Edge)>,
}

/// A set kept as a sorted list without repeats: built once from a walk and then only read,
/// which a list does with less work than a tree.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SortedSet<T>(Vec<T>);

impl<T> Default for SortedSet<T> {
    fn default() -> SortedSet<T> {
        SortedSet(Vec::new())
    }
}

impl<T: Ord> SortedSet<T> {
    /// The set of `items` (sorted here; repeats dropped).
    pub fn new(mut items: Vec<T>) -> SortedSet<T> {
        items.sort_unstable();
        items.dedup();
        SortedSet(items)
    }

    /// Whether `item` is in the set.
    pub fn contains(&self, item: &T) -> bool {
        self.0.binary_search(item).is_ok()
    }

    /// The items, in order.
    pub fn iter(&self) -> std::slice::Iter<'_, T> {
        self.0.iter()
    }

    /// The number of items.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl<T: Ord> FromIterator<T> for SortedSet<T> {
    fn from_iter<I: IntoIterator<Item = T>>(items: I) -> SortedSet<T> {
        SortedSet::new(items.into_iter().collect())
    }
}

impl<'a, T> IntoIterator for &'a SortedSet<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

impl Reach {
    /// Whether any track of `hex` was travelled, or track arrives at one of its sides.
    pub fn touches(&self, hex: Hex) -> bool {
        self.paths.iter().any(|p| p.hex == hex)
            || self.nodes.iter().any(|n| n.hex == hex)
            || self.sides.iter().any(|&(h, e)| h.neighbor(e) == hex)
    }
}

/// A walker state: standing on a node, or having arrived at a side of a hex from outside.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum At {
    /// At a revenue location, arrived by `via` (or starting there when `via` is `None`).
    Node(NodeRef, Option<u8>),
    /// Entering `hex` through side `edge`, lane `lane`.
    Entering(Hex, Edge, u8),
}

/// Keys of the walk's bookkeeping in [`Marks`]: one number per hex and detail, tagged by kind,
/// distinct for every hex whose axial coordinates fit 16 bits. Never 0.
fn mark_key(tag: u64, hex: Hex, a: u8, b: u8) -> u64 {
    let hex = (u64::from(hex.q as u16) << 16) | u64::from(hex.r as u16);
    (tag << 56) | (hex << 16) | (u64::from(a) << 8) | u64::from(b)
}

const NODE_REACHED: u64 = 1;
const NODE_LEFT: u64 = 2;
const ENTERED: u64 = 3;
const PATH_USED: u64 = 4;
const SIDE_USED: u64 = 5;

/// How a node has been left so far: [`UNSEEN`] not yet, `1 + i` by every path but `i` (it was
/// reached by path `i`), [`LEFT_BY_ALL`] by every path.
const UNSEEN: u8 = 0;
const LEFT_BY_ALL: u8 = u8::MAX;

/// The walk's bookkeeping: a small open-addressing hash map from [`mark_key`]s to a byte
/// (the walk asks it for every state, so it must be cheap; it is never iterated). Each slot
/// remembers the walk that wrote it, and a slot of an earlier walk counts as empty: a walk
/// starts ([`Marks::begin`]) without clearing the table, which one thread keeps for all its
/// walks ([`with_marks`]).
struct Marks {
    slots: Vec<Mark>,
    walk: u32,
    len: usize,
}

/// One slot of [`Marks`]: its key, the walk that wrote it and its byte (one cache line holds
/// four, so a probe reads one).
#[derive(Debug, Clone, Copy, Default)]
struct Mark {
    key: u64,
    walk: u32,
    value: u8,
}

impl Marks {
    fn new() -> Marks {
        Marks { slots: vec![Mark::default(); 256], walk: 1, len: 0 }
    }

    /// Forgets every mark, for a new walk.
    fn begin(&mut self) {
        self.walk = self.walk.wrapping_add(1);
        if self.walk == 0 {
            self.slots.fill(Mark::default());
            self.walk = 1;
        }
        self.len = 0;
    }

    fn slot(&self, key: u64) -> usize {
        let mask = self.slots.len() - 1;
        // Fibonacci hashing: the high bits of the product spread neighbouring keys.
        let mut i = (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 40) as usize & mask;
        loop {
            let mark = &self.slots[i];
            if mark.walk != self.walk || mark.key == key {
                return i;
            }
            i = (i + 1) & mask;
        }
    }

    /// The byte of `key`, 0 when it has none.
    fn get(&self, key: u64) -> u8 {
        let mark = &self.slots[self.slot(key)];
        if mark.walk == self.walk { mark.value } else { 0 }
    }

    /// Sets the byte of `key`; returns the one it had (0 when none).
    fn set(&mut self, key: u64, value: u8) -> u8 {
        if 2 * (self.len + 1) > self.slots.len() {
            let size = 2 * self.slots.len();
            let old = std::mem::replace(&mut self.slots, vec![Mark::default(); size]);
            for mark in old.into_iter().filter(|m| m.walk == self.walk) {
                let i = self.slot(mark.key);
                self.slots[i] = mark;
            }
        }
        let i = self.slot(key);
        let walk = self.walk;
        let mark = &mut self.slots[i];
        if mark.walk != walk {
            *mark = Mark { key, walk, value: 0 };
            self.len += 1;
        }
        std::mem::replace(&mut mark.value, value)
    }

    /// Marks `key`; whether it was new.
    fn first(&mut self, key: u64) -> bool {
        self.set(key, 1) == 0
    }
}

thread_local! {
    /// The marks of this thread's walks, kept from one walk to the next.
    static MARKS: RefCell<Marks> = RefCell::new(Marks::new());
}

/// Runs `f` with empty marks: the thread's own, or new ones for a walk started while another
/// one is under way (from its callback).
fn with_marks<R>(f: impl FnOnce(&mut Marks) -> R) -> R {
    MARKS.with(|cell| match cell.try_borrow_mut() {
        Ok(mut marks) => {
            marks.begin();
            f(&mut marks)
        }
        Err(_) => f(&mut Marks::new()),
    })
}

/// Which paths a walker standing on a node or a side may take.
#[derive(Debug, Clone, Copy)]
enum Leave {
    /// Every path touching it.
    All,
    /// Every path but this one (the one it arrived by).
    AllBut(u8),
    /// Only this one (the others were taken from there before).
    Only(u8),
}

/// Something [`walk`] finds: each is reported once.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Found {
    /// A revenue location reached (a start, too).
    Node(NodeRef),
    /// A piece of track travelled.
    Path(PathRef),
    /// A side of a hex the track reaches, as `(hex, side)` seen from the hex the track comes
    /// from.
    Side(Hex, Edge),
}

/// Everything a line's trams can reach from `starts` (R65); see [`walk`].
pub fn reach(view: &impl TrackView, starts: &[NodeRef], track: Track) -> Reach {
    // Room for a late game's reach, so that the lists seldom grow.
    let mut nodes: Vec<NodeRef> = Vec::with_capacity(64);
    let mut paths: Vec<PathRef> = Vec::with_capacity(256);
    let mut sides: Vec<(Hex, Edge)> = Vec::with_capacity(64);
    walk(view, starts, track, |found| {
        match found {
            Found::Node(n) => nodes.push(n),
            Found::Path(p) => paths.push(p),
            Found::Side(h, e) => sides.push((h, e)),
        }
        false
    });
    Reach {
        nodes: SortedSet::new(nodes),
        paths: SortedSet::new(paths),
        sides: SortedSet::new(sides),
    }
}

/// Walks tram track from `starts` (R65: reachability without reversing at junctions) and
/// tells `until` everything it finds, each once, until `until` says that was what it looked
/// for. Returns whether it did; a check of one hex or one circle stops early that way.
///
/// The starts are the line's own station markers; the walk passes through revenue locations
/// only where [`TrackView::passable`] allows it, but reports them as reached either way.
///
/// A node reached by one path may be left by every other path; reached again by a second
/// path, also by the first one. So each node is left at most twice, whatever the number of
/// paths through it, and each side of a hex is entered once per lane.
pub fn walk(
    view: &impl TrackView,
    starts: &[NodeRef],
    track: Track,
    until: impl FnMut(Found) -> bool,
) -> bool {
    with_marks(|marks| walk_with(marks, view, starts, track, until))
}

/// [`walk`], keeping its marks in `marks`.
fn walk_with(
    marks: &mut Marks,
    view: &impl TrackView,
    starts: &[NodeRef],
    track: Track,
    mut until: impl FnMut(Found) -> bool,
) -> bool {
    let mut queue: VecDeque<At> = VecDeque::with_capacity(64);
    queue.extend(starts.iter().map(|&n| At::Node(n, None)));
    while let Some(at) = queue.pop_front() {
        let (hex, from, leave) = match at {
            At::Node(n, via) => {
                if marks.first(mark_key(NODE_REACHED, n.hex, n.node, 0)) && until(Found::Node(n)) {
                    return true;
                }
                // A start is always left; anything else only if it may be passed through, and
                // never after arriving on terminal track (red areas and red tiles, A29).
                if let Some(i) = via {
                    let terminal = view
                        .face(n.hex)
                        .and_then(|(face, _)| face.paths.get(usize::from(i)).map(|p| p.terminal))
                        .unwrap_or(false);
                    if terminal || !view.passable(n) {
                        continue;
                    }
                }
                let key = mark_key(NODE_LEFT, n.hex, n.node, 0);
                let before = marks.get(key);
                let leave = match (before, via) {
                    (LEFT_BY_ALL, _) => continue,
                    (UNSEEN, None) => Leave::All,
                    (UNSEEN, Some(i)) => Leave::AllBut(i),
                    (by, Some(i)) if by == i + 1 => continue,
                    (by, _) => Leave::Only(by - 1),
                };
                marks.set(key, if let Leave::AllBut(i) = leave { i + 1 } else { LEFT_BY_ALL });
                (n.hex, End::Node(n.node), leave)
            }
            At::Entering(hex, edge, lane) => {
                if !marks.first(mark_key(ENTERED, hex, edge.index(), lane)) {
                    continue;
                }
                (hex, End::Side { edge, lane }, Leave::All)
            }
        };
        let Some((face, rotation)) = view.face(hex) else { continue };
        for (i, path) in face.paths.iter().enumerate() {
            let i = i as u8;
            let allowed = match leave {
                Leave::All => true,
                Leave::AllBut(j) => i != j,
                Leave::Only(j) => i == j,
            };
            if path.track != track || !allowed {
                continue;
            }
            let Some(other) = far_end(path, rotation, from) else { continue };
            if marks.first(mark_key(PATH_USED, hex, i, 0))
                && until(Found::Path(PathRef { hex, path: i }))
            {
                return true;
            }
            match other {
                End::Node(n) => queue.push_back(At::Node(NodeRef { hex, node: n }, Some(i))),
                End::Side { edge, lane } => {
                    if marks.first(mark_key(SIDE_USED, hex, edge.index(), 0))
                        && until(Found::Side(hex, edge))
                    {
                        return true;
                    }
                    let next = hex.neighbor(edge);
                    queue.push_back(At::Entering(next, edge.opposite(), lane));
                }
            }
        }
    }
    false
}

/// The pieces of track of a route recorded as its stops and, for each leg between two
/// consecutive stops, the hexes it crosses from one stop to the other, both included (how
/// 18xx.games records a run). Each leg leaves its stop on a path of the stop's hex, crosses
/// into the next hex of the leg at every side, and ends at the next stop. Where two tracks fit
/// the hexes (parallel lanes), the first one in path order is taken that keeps every path and
/// every crossed side used once. `None` when the track on the board does not follow the
/// hexes. Nothing else is checked: whether the track is a valid route is for the validator.
pub fn trace(
    view: &impl TrackView,
    stops: &[NodeRef],
    legs: &[Vec<Hex>],
    track: Track,
) -> Option<Vec<PathRef>> {
    let named: Vec<(Hex, Option<u8>)> = stops.iter().map(|s| (s.hex, Some(s.node))).collect();
    trace_stops(view, &named, legs, track).map(|(_, paths)| paths)
}

/// [`trace`] for a route recorded by the hexes of its stops only (18xx.games before 2023): the
/// revenue location of each stop is the one its legs' track reaches, the first in location
/// order where several fit. Returns the stops found and the track.
pub fn trace_stop_hexes(
    view: &impl TrackView,
    stops: &[Hex],
    legs: &[Vec<Hex>],
    track: Track,
) -> Option<(Vec<NodeRef>, Vec<PathRef>)> {
    let unnamed: Vec<(Hex, Option<u8>)> = stops.iter().map(|&hex| (hex, None)).collect();
    trace_stops(view, &unnamed, legs, track)
}

/// The search behind [`trace`] and [`trace_stop_hexes`]: stops named by hex and, if known,
/// revenue location.
fn trace_stops(
    view: &impl TrackView,
    stops: &[(Hex, Option<u8>)],
    legs: &[Vec<Hex>],
    track: Track,
) -> Option<(Vec<NodeRef>, Vec<PathRef>)> {
    if stops.len() != legs.len() + 1 {
        return None;
    }
    // Each leg from its first stop to the next, one entry per hex.
    let mut ordered: Vec<Vec<Hex>> = Vec::with_capacity(legs.len());
    for (leg, pair) in legs.iter().zip(stops.windows(2)) {
        let mut hexes = leg.clone();
        hexes.dedup();
        if hexes.first() != Some(&pair[0].0) {
            hexes.reverse();
        }
        if hexes.first() != Some(&pair[0].0) || hexes.last() != Some(&pair[1].0) {
            return None;
        }
        ordered.push(hexes);
    }
    let mut tracer = Tracer {
        view,
        stops,
        legs: &ordered,
        track,
        paths: Vec::new(),
        sides: Vec::new(),
        chosen: Vec::with_capacity(stops.len()),
    };
    let &(hex, node) = stops.first()?;
    let starts: Vec<u8> = match node {
        Some(node) => vec![node],
        None => {
            let (face, _) = view.face(hex)?;
            (0..face.nodes.len()).filter_map(|n| u8::try_from(n).ok()).collect()
        }
    };
    for start in starts {
        tracer.chosen.push(start);
        if tracer.leg(0, 0, End::Node(start)) {
            let found =
                stops.iter().zip(&tracer.chosen).map(|(&(hex, _), &node)| NodeRef { hex, node });
            return Some((found.collect(), tracer.paths));
        }
        tracer.chosen.pop();
    }
    None
}

/// The search of [`trace`]: the paths and sides (with lanes) taken so far, and the revenue
/// location of each stop reached.
struct Tracer<'a, V> {
    view: &'a V,
    stops: &'a [(Hex, Option<u8>)],
    legs: &'a [Vec<Hex>],
    track: Track,
    paths: Vec<PathRef>,
    sides: Vec<(Hex, Edge, u8)>,
    chosen: Vec<u8>,
}

impl<V: TrackView> Tracer<'_, V> {
    /// Continues leg `leg` on its hex `at`, standing at `from` on that hex.
    fn leg(&mut self, leg: usize, at: usize, from: End) -> bool {
        let Some(hexes) = self.legs.get(leg) else { return true };
        let hex = hexes[at];
        let next = hexes.get(at + 1).copied();
        let Some((face, rotation)) = self.view.face(hex) else { return false };
        for (i, path) in face.paths.iter().enumerate() {
            let piece = PathRef { hex, path: i as u8 };
            if path.track != self.track || self.paths.contains(&piece) {
                continue;
            }
            let Some(other) = far_end(path, rotation, from) else { continue };
            self.paths.push(piece);
            let found = match (other, next) {
                // The next stop: the next leg starts there.
                (End::Node(n), None)
                    if self.stops.get(leg + 1).is_some_and(|s| s.1.is_none_or(|s| s == n)) =>
                {
                    self.chosen.push(n);
                    let found = self.leg(leg + 1, 0, End::Node(n));
                    if !found {
                        self.chosen.pop();
                    }
                    found
                }
                (End::Side { edge, lane }, Some(onto)) if hex.neighbor(edge) == onto => {
                    let side = (hex, edge, lane);
                    let facing = (onto, edge.opposite(), lane);
                    if self.sides.contains(&side) || self.sides.contains(&facing) {
                        false
                    } else {
                        self.sides.push(side);
                        let found =
                            self.leg(leg, at + 1, End::Side { edge: edge.opposite(), lane });
                        if !found {
                            self.sides.pop();
                        }
                        found
                    }
                }
                _ => false,
            };
            if found {
                return true;
            }
            self.paths.pop();
        }
        false
    }
}

/// Whether an interchange node of `face` is fully occupied: `taken` markers in `slots` circles.
pub fn interchange_full(face: &Face, node: u8, taken: usize) -> bool {
    match face.nodes.get(usize::from(node)).map(|n| n.kind) {
        Some(NodeKind::Interchange { slots }) => taken >= usize::from(slots),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::map::tile::{Node, Path, Revenue};

    const HALT: Node = Node { kind: NodeKind::Halt, revenue: Revenue::Fixed(10) };
    const IC: Node = Node { kind: NodeKind::Interchange { slots: 1 }, revenue: Revenue::Fixed(20) };
    const fn e(n: u8) -> PathEnd {
        PathEnd::Edge { edge: Edge::of(n), lane: 0 }
    }
    const fn n(i: u8) -> PathEnd {
        PathEnd::Node(i)
    }
    const fn tram(a: PathEnd, b: PathEnd) -> Path {
        Path { a, b, track: Track::Tram, terminal: false }
    }

    /// A toy board: faces by hex, blocked nodes listed.
    struct Toy {
        faces: Vec<(Hex, Face, u8)>,
        blocked: Vec<NodeRef>,
    }

    impl TrackView for Toy {
        fn face(&self, hex: Hex) -> Option<(Face, Rotation)> {
            self.faces.iter().find(|f| f.0 == hex).map(|f| (f.1, Rotation::new(f.2).unwrap()))
        }
        fn passable(&self, node: NodeRef) -> bool {
            !self.blocked.contains(&node)
        }
    }

    fn hex(s: &str) -> Hex {
        s.parse().unwrap()
    }

    static STATION: Face = Face { nodes: &[IC], paths: &[tram(e(1), n(0)), tram(e(4), n(0))] };
    static STRAIGHT: Face = Face { nodes: &[], paths: &[tram(e(1), e(4))] };
    static HALT_STRAIGHT: Face =
        Face { nodes: &[HALT], paths: &[tram(e(1), n(0)), tram(n(0), e(4))] };
    /// A junction: from side 1 the track forks to sides 3 and 4.
    static FORK: Face = Face { nodes: &[], paths: &[tram(e(1), e(3)), tram(e(1), e(4))] };
    static CROSSING: Face = Face { nodes: &[], paths: &[tram(e(1), e(4)), tram(e(2), e(5))] };

    fn start(h: &str) -> NodeRef {
        NodeRef { hex: hex(h), node: 0 }
    }

    #[test]
    fn r64_track_continues_across_sides_and_through_halts() {
        // H20 station — H22 straight — H24 halt — H26 straight, all east-west.
        let toy = Toy {
            faces: vec![
                (hex("H20"), STATION, 0),
                (hex("H22"), STRAIGHT, 0),
                (hex("H24"), HALT_STRAIGHT, 0),
                (hex("H26"), STRAIGHT, 0),
            ],
            blocked: vec![],
        };
        let r = reach(&toy, &[start("H20")], Track::Tram);
        assert!(r.nodes.contains(&start("H24")));
        assert_eq!(r.paths.iter().filter(|p| p.hex == hex("H26")).count(), 1);
        // Track runs on into the empty H28 and, westwards, into the empty H18.
        assert!(r.touches(hex("H28")) && r.touches(hex("H18")));
        assert!(!r.touches(hex("H30")));
    }

    #[test]
    fn r64_no_reversing_at_a_junction() {
        // Arriving at the fork's side 4 from the east, the walk reaches side 1 only; it cannot
        // come back out through side 3, which joins side 1 at the same junction.
        let toy =
            Toy { faces: vec![(hex("H22"), FORK, 0), (hex("H24"), STATION, 0)], blocked: vec![] };
        let r = reach(&toy, &[start("H24")], Track::Tram);
        assert!(r.sides.contains(&(hex("H22"), Edge::of(1))));
        assert!(!r.sides.contains(&(hex("H22"), Edge::of(3))));
        // From the west the fork's two branches are both open.
        let toy =
            Toy { faces: vec![(hex("H20"), STATION, 0), (hex("H22"), FORK, 0)], blocked: vec![] };
        let r = reach(&toy, &[start("H20")], Track::Tram);
        assert!(r.sides.contains(&(hex("H22"), Edge::of(3))));
        assert!(r.sides.contains(&(hex("H22"), Edge::of(4))));
    }

    #[test]
    fn r64_no_changing_track_at_a_crossover() {
        let toy = Toy {
            faces: vec![(hex("H20"), STATION, 0), (hex("H22"), CROSSING, 0)],
            blocked: vec![],
        };
        let r = reach(&toy, &[start("H20")], Track::Tram);
        assert_eq!(r.paths.iter().filter(|p| p.hex == hex("H22")).count(), 1);
        assert!(!r.sides.contains(&(hex("H22"), Edge::of(2))));
    }

    #[test]
    fn r63_a_full_interchange_of_another_line_ends_the_walk() {
        let toy = Toy {
            faces: vec![
                (hex("H20"), STATION, 0),
                (hex("H22"), STATION, 0),
                (hex("H24"), STRAIGHT, 0),
            ],
            blocked: vec![start("H22")],
        };
        let r = reach(&toy, &[start("H20")], Track::Tram);
        assert!(r.nodes.contains(&start("H22")), "a route may end at a blocked interchange");
        assert!(!r.touches(hex("H24")), "but not pass through it");
    }

    #[test]
    fn a29_terminal_track_ends_the_walk_but_may_start_it() {
        static RED: Face = Face {
            nodes: &[IC],
            paths: &[
                Path { a: e(1), b: n(0), track: Track::Tram, terminal: true },
                Path { a: e(4), b: n(0), track: Track::Tram, terminal: true },
            ],
        };
        let toy = Toy {
            faces: vec![(hex("H20"), STATION, 0), (hex("H22"), RED, 0), (hex("H24"), STRAIGHT, 0)],
            blocked: vec![],
        };
        let r = reach(&toy, &[start("H20")], Track::Tram);
        assert!(r.nodes.contains(&start("H22")), "a route may end in the red area");
        assert!(!r.touches(hex("H24")), "but not run through it");
        let from_red = reach(&toy, &[start("H22")], Track::Tram);
        assert!(from_red.touches(hex("H24")), "a line whose station is there leaves it");
        assert!(from_red.nodes.contains(&start("H20")));
    }

    #[test]
    fn rotation_turns_the_track_of_a_face() {
        // STRAIGHT turned by 1 runs NW–SE: from G19 (its NW neighbour) down to I23 (SE).
        let toy = Toy {
            faces: vec![(hex("G19"), STATION, 1), (hex("H20"), STRAIGHT, 1)],
            blocked: vec![],
        };
        let r = reach(&toy, &[start("G19")], Track::Tram);
        assert!(r.paths.contains(&PathRef { hex: hex("H20"), path: 0 }));
        assert!(r.touches(hex("I21")));
    }

    #[test]
    fn a_sorted_set_is_sorted_without_repeats() {
        let set: SortedSet<u8> = [5, 1, 3, 1, 5].into_iter().collect();
        assert_eq!(set.iter().copied().collect::<Vec<_>>(), [1, 3, 5]);
        assert!(set.contains(&3) && !set.contains(&2));
        assert_eq!((set.len(), set.is_empty()), (3, false));
        assert!(SortedSet::<u8>::default().is_empty());
    }

    #[test]
    fn the_marks_keep_a_byte_per_key_as_they_grow() {
        let mut marks = Marks::new();
        let keys: Vec<u64> = (0..600)
            .flat_map(|i| {
                let h = Hex { q: i % 17 - 3, r: i / 17 };
                [
                    mark_key(NODE_REACHED, h, 0, 0),
                    mark_key(NODE_REACHED, h, 1, 0),
                    mark_key(ENTERED, h, 5, 0),
                    mark_key(ENTERED, h, 5, 1),
                    mark_key(SIDE_USED, h, 5, 0),
                ]
            })
            .collect();
        assert!(keys.iter().all(|&k| marks.first(k)), "3000 distinct keys");
        assert!(keys.iter().all(|&k| !marks.first(k)), "each marked once");
        assert_eq!(marks.len, 3000);
        let key = keys[1234];
        assert_eq!(marks.set(key, 7), 1);
        assert_eq!(marks.get(key), 7);
        assert_eq!(marks.get(mark_key(PATH_USED, Hex { q: 0, r: 0 }, 0, 0)), 0);
        // A new walk finds none of them, without the table being cleared.
        marks.begin();
        assert!(keys.iter().all(|&k| marks.get(k) == 0), "forgotten");
        assert!(keys.iter().all(|&k| marks.first(k)), "marked again");
        // Even when the walk counter wraps around.
        marks.walk = u32::MAX;
        marks.begin();
        assert!(keys.iter().all(|&k| marks.first(k)), "marked after the wrap");
    }

    #[test]
    fn a_recorded_route_is_traced_along_its_hexes() {
        // H20 station — H22 straight — H24 halt — H26 straight — H28 station.
        let toy = Toy {
            faces: vec![
                (hex("H20"), STATION, 0),
                (hex("H22"), STRAIGHT, 0),
                (hex("H24"), HALT_STRAIGHT, 0),
                (hex("H26"), STRAIGHT, 0),
                (hex("H28"), STATION, 0),
            ],
            blocked: vec![],
        };
        let stops = [start("H20"), start("H24"), start("H28")];
        let legs = vec![
            vec![hex("H20"), hex("H22"), hex("H24")],
            // A leg may be listed from its far end.
            vec![hex("H28"), hex("H26"), hex("H24")],
        ];
        let p = |h: &str, path: u8| PathRef { hex: hex(h), path };
        assert_eq!(
            trace(&toy, &stops, &legs, Track::Tram),
            Some(vec![
                p("H20", 1),
                p("H22", 0),
                p("H24", 0),
                p("H24", 1),
                p("H26", 0),
                p("H28", 0)
            ])
        );
        // Hexes the track does not follow, or a leg count that does not fit the stops.
        let astray = vec![vec![hex("H20"), hex("G21"), hex("H24")], legs[1].clone()];
        assert_eq!(trace(&toy, &stops, &astray, Track::Tram), None);
        assert_eq!(trace(&toy, &stops, &legs[..1], Track::Tram), None);
    }

    #[test]
    fn a_trace_takes_each_of_two_parallel_lanes_once() {
        // Two lanes between H20 and H22 (a connector), each ending at a station on H20.
        static TWO_LANES_WEST: Face = Face {
            nodes: &[IC, IC],
            paths: &[
                tram(PathEnd::Edge { edge: Edge::of(4), lane: 0 }, n(0)),
                tram(PathEnd::Edge { edge: Edge::of(4), lane: 1 }, n(1)),
            ],
        };
        static TWO_LANES_EAST: Face = Face {
            nodes: &[HALT],
            paths: &[
                tram(PathEnd::Edge { edge: Edge::of(1), lane: 0 }, n(0)),
                tram(PathEnd::Edge { edge: Edge::of(1), lane: 1 }, n(0)),
            ],
        };
        let toy = Toy {
            faces: vec![(hex("H20"), TWO_LANES_WEST, 0), (hex("H22"), TWO_LANES_EAST, 0)],
            blocked: vec![],
        };
        let stops = [
            NodeRef { hex: hex("H20"), node: 1 },
            start("H22"),
            NodeRef { hex: hex("H20"), node: 0 },
        ];
        let legs = vec![vec![hex("H20"), hex("H22")], vec![hex("H22"), hex("H20")]];
        let p = |h: &str, path: u8| PathRef { hex: hex(h), path };
        assert_eq!(
            trace(&toy, &stops, &legs, Track::Tram),
            Some(vec![p("H20", 1), p("H22", 1), p("H22", 0), p("H20", 0)])
        );
    }

    #[test]
    fn stadtbahn_track_is_not_used_by_trams() {
        static DOTTED: Face = Face {
            nodes: &[],
            paths: &[Path { a: e(1), b: e(4), track: Track::Stadtbahn, terminal: false }],
        };
        let toy =
            Toy { faces: vec![(hex("H20"), STATION, 0), (hex("H22"), DOTTED, 0)], blocked: vec![] };
        assert!(
            !reach(&toy, &[start("H20")], Track::Tram).paths.iter().any(|p| p.hex == hex("H22"))
        );
        assert!(reach(&toy, &[start("H20")], Track::Stadtbahn).paths.is_empty());
    }
}
