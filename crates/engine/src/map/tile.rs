//! The faces of tiles and pre-printed hexes: revenue locations (nodes) and track (paths).
//!
//! A [`Face`] is drawn at rotation 0; laying it with a [`Rotation`](super::Rotation) turns every
//! edge clockwise. The same types describe the 1840 tiles (`data::tiles`) and the printed
//! track of the board (`data::board`), so the track graph and the tile art treat both alike.

use serde::{Deserialize, Serialize};

use super::hex::Edge;

/// The colour of a tile, which orders upgrades (rulebook IX.4) and tells what may be laid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TileColor {
    /// First tiles on an empty hex.
    Yellow,
    /// Upgrade of yellow.
    Green,
    /// Upgrade of green.
    Brown,
    /// Upgrade of brown; never replaced.
    Gray,
    /// Inner-city tiles, laid only by the red Stadtbahn bonus; never replaced.
    Red,
    /// Railway-station tiles, laid only by the purple Stadtbahn bonus; never replaced.
    Purple,
}

/// The newest tile colour available, which sets the value of red areas and other phase-valued
/// revenue locations.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Only yellow tiles are available.
    Yellow,
    /// Green is the newest colour.
    Green,
    /// Brown is the newest colour.
    Brown,
    /// Gray is the newest colour.
    Gray,
}

impl Phase {
    /// All phases in order.
    pub const ALL: [Phase; 4] = [Phase::Yellow, Phase::Green, Phase::Brown, Phase::Gray];
}

/// What a revenue location is worth.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Revenue {
    /// The same value in every phase.
    Fixed(u32),
    /// A value per phase, indexed like [`Phase::ALL`].
    ByPhase([u32; 4]),
}

impl Revenue {
    /// The value while `phase` is the newest colour.
    pub fn in_phase(self, phase: Phase) -> u32 {
        match self {
            Revenue::Fixed(v) => v,
            Revenue::ByPhase(values) => values[phase as usize],
        }
    }
}

/// The kind of a revenue location.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum NodeKind {
    /// A white circle taking up to `slots` station markers. Only the running line's own
    /// interchanges count for it (rulebook IX.7).
    Interchange {
        /// Station-marker spaces.
        slots: u8,
    },
    /// A black bar: every line may count it.
    Halt,
    /// A zero-value stop of an untiled inner-city or railway-station hex.
    Placeholder,
}

/// One revenue location of a face.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Node {
    /// Interchange, halt or placeholder.
    pub kind: NodeKind,
    /// Its value.
    pub revenue: Revenue,
}

/// One end of a piece of track.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PathEnd {
    /// A side of the hex. `lane` tells apart two parallel tracks through one side
    /// (the Liesing and Favoriten connectors); it is 0 everywhere else.
    Edge {
        /// The side, at rotation 0.
        edge: Edge,
        /// 0, or 1 for the second of two parallel tracks.
        lane: u8,
    },
    /// A revenue location, by its index in [`Face::nodes`].
    Node(u8),
}

/// Whether track is used by trams or only by the Stadtbahn runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Track {
    /// Ordinary (black) track: the lines' trams run here.
    Tram,
    /// Dotted Stadtbahn track: never used by trams (rulebook IX.7).
    Stadtbahn,
}

/// One piece of track on a face.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Path {
    /// One end.
    pub a: PathEnd,
    /// The other end.
    pub b: PathEnd,
    /// Tram or Stadtbahn track.
    pub track: Track,
    /// A route must end where this path meets its node (red areas, red tiles).
    pub terminal: bool,
}

/// The printed face of a tile or a pre-printed hex, at rotation 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Face {
    /// Revenue locations.
    pub nodes: &'static [Node],
    /// Track.
    pub paths: &'static [Path],
}

/// Short `const` constructors for writing faces in the engine's data tables, so that one row
/// of a table reads like the printed tile: `face(&[halt(10)], &[tram(e(0), n(0))])`.
pub mod build {
    use super::{Edge, Node, NodeKind, Path, PathEnd, Revenue, Track};

    /// A halt (black bar) worth `value`.
    pub const fn halt(value: u32) -> Node {
        Node { kind: NodeKind::Halt, revenue: Revenue::Fixed(value) }
    }

    /// A halt worth `values` while yellow, green, brown, grey is the newest tile colour.
    pub const fn halt_by_phase(values: [u32; 4]) -> Node {
        Node { kind: NodeKind::Halt, revenue: Revenue::ByPhase(values) }
    }

    /// An interchange with `slots` circles, worth `value`.
    pub const fn interchange(value: u32, slots: u8) -> Node {
        Node { kind: NodeKind::Interchange { slots }, revenue: Revenue::Fixed(value) }
    }

    /// An interchange worth `values` by newest tile colour (red areas, rulebook IX.8).
    pub const fn interchange_by_phase(values: [u32; 4], slots: u8) -> Node {
        Node { kind: NodeKind::Interchange { slots }, revenue: Revenue::ByPhase(values) }
    }

    /// The zero-value stop of an untiled inner-city or railway-station hex.
    pub const fn placeholder() -> Node {
        Node { kind: NodeKind::Placeholder, revenue: Revenue::Fixed(0) }
    }

    /// Side `edge` of the face.
    pub const fn e(edge: u8) -> PathEnd {
        PathEnd::Edge { edge: Edge::of(edge), lane: 0 }
    }

    /// The `lane`-th (0 or 1) of two parallel tracks through side `edge`.
    pub const fn lane(edge: u8, lane: u8) -> PathEnd {
        assert!(lane < 2, "at most two parallel tracks");
        PathEnd::Edge { edge: Edge::of(edge), lane }
    }

    /// Revenue location `node` of the face.
    pub const fn n(node: u8) -> PathEnd {
        PathEnd::Node(node)
    }

    /// Ordinary tram track.
    pub const fn tram(a: PathEnd, b: PathEnd) -> Path {
        Path { a, b, track: Track::Tram, terminal: false }
    }

    /// Dotted Stadtbahn track.
    pub const fn dotted(a: PathEnd, b: PathEnd) -> Path {
        Path { a, b, track: Track::Stadtbahn, terminal: false }
    }

    /// Track on which a route must end (red areas and red tiles).
    pub const fn terminal(path: Path) -> Path {
        Path { terminal: true, ..path }
    }
}
