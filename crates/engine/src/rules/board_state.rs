//! What lies on the board during a game: laid tiles with their rotation, station markers, and
//! the tile supply (rulebook IX.4–IX.6; digest R72, R76, A39).
//!
//! [`BoardState`] is plain bookkeeping: it does not judge whether a lay or a marker is legal
//! (that is [`super::laying`] and the game's rules), but it keeps its own invariants: a tile is
//! taken from the supply when laid, a replaced tile goes back, and markers follow the revenue
//! location they stand on when a tile is upgraded (R72, R76).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::data::board::{BOARD_SLOTS, board_slot, slot_hex};
use crate::data::{
    BoardHex, BoardVariant, StadtbahnCompany, TileDef, TileId, hex_info, initial_stadtbahn_markers,
    keeps_track, tile, tiles,
};
use crate::map::graph::{Found, NodeRef, Reach, TrackView, reach, walk};
use crate::map::{Face, Hex, NodeKind, PathEnd, Rotation, Track};

/// A line number, 1 to 18 (rulebook IV.3).
pub type LineNumber = u8;

/// Whose station marker it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Marker {
    /// A line's station marker (rulebook IX.6).
    Line(LineNumber),
    /// A Stadtbahn company's station marker, placed at set-up (rulebook III.5).
    Stadtbahn(StadtbahnCompany),
}

/// A tile on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LaidTile {
    /// The tile layout.
    pub tile: &'static TileDef,
    /// How it is turned.
    pub rotation: Rotation,
}

/// What laying a tile changed, so that the game can report it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Laid {
    /// The tile that was lying there before and went back to the supply (R76).
    pub replaced: Option<LaidTile>,
}

/// Why [`BoardState::lay`] refused to change the board. The rules check everything before;
/// these only guard the bookkeeping.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BoardError {
    /// The hex is not on this board.
    #[error("{0} is not on this board")]
    NoSuchHex(Hex),
    /// No copy of the tile is left in the supply.
    #[error("no tile {0} is left in the supply")]
    NoneLeft(&'static str),
    /// The new tile would lose track or a revenue location of the old one.
    #[error("tile {new} cannot replace tile {old} in that rotation")]
    LosesTrack {
        /// The tile on the board.
        old: &'static str,
        /// The tile offered.
        new: &'static str,
    },
    /// There is no such revenue location to put a marker on.
    #[error("{0} has no circle {1}")]
    NoSuchCircle(Hex, u8),
    /// The marker is not on the board there.
    #[error("that marker is not on {0}")]
    NoSuchMarker(Hex),
}

/// The laid tiles, in a table with one place per printed hex ([`board_slot`]): the track walk
/// asks for a face at every step, so finding one is an index, not a search.
#[derive(Clone, PartialEq, Eq)]
struct TileTable(Vec<Option<LaidTile>>);

impl Default for TileTable {
    fn default() -> TileTable {
        TileTable(vec![None; BOARD_SLOTS])
    }
}

impl TileTable {
    fn get(&self, hex: Hex) -> Option<LaidTile> {
        self.0.get(board_slot(hex)?).copied().flatten()
    }

    fn set(&mut self, slot: usize, laid: LaidTile) {
        self.0[slot] = Some(laid);
    }

    fn iter(&self) -> impl Iterator<Item = (Hex, LaidTile)> + '_ {
        self.0.iter().enumerate().filter_map(|(slot, laid)| Some((slot_hex(slot)?, (*laid)?)))
    }
}

impl std::fmt::Debug for TileTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

/// Where the supply of a tile is counted.
enum SupplyKey {
    /// A row of the tile chart.
    Chart(usize),
    /// A layout outside the chart, by name.
    Elsewhere(&'static str),
}

/// The board during a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardState {
    variant: BoardVariant,
    tiles: TileTable,
    markers: BTreeMap<NodeRef, Vec<Marker>>,
    /// Copies of each physical tile lying on the board (of each layout with
    /// `supply_by_layout`), by the chart row of [`BoardState::supply_key`].
    used: Vec<u8>,
    /// The same for layouts that are not in the chart (tests make some), by name.
    used_elsewhere: BTreeMap<&'static str, u8>,
    /// [`RuleOptions::purple_layouts_are_tiles`](crate::game::RuleOptions): the supply counts
    /// layouts, not physical tiles.
    supply_by_layout: bool,
}

impl BoardState {
    /// The board at set-up: no tiles, the Stadtbahn companies' station markers in place
    /// (rulebook III.5, R12).
    pub fn new(variant: BoardVariant) -> BoardState {
        let mut markers: BTreeMap<NodeRef, Vec<Marker>> = BTreeMap::new();
        for company in StadtbahnCompany::ALL {
            for spot in initial_stadtbahn_markers(variant, company) {
                let at = NodeRef { hex: spot.hex, node: spot.node };
                markers.entry(at).or_default().push(Marker::Stadtbahn(company));
            }
        }
        BoardState {
            variant,
            tiles: TileTable::default(),
            markers,
            used: vec![0; tiles().len()],
            used_elsewhere: BTreeMap::new(),
            supply_by_layout: false,
        }
    }

    /// The board with the supply counted by tile layout instead of physical tile
    /// ([`RuleOptions::purple_layouts_are_tiles`](crate::game::RuleOptions), 18xx.games: L30a,
    /// L30b, L31a and L31b are four tiles). Only layouts that share a physical tile are
    /// affected; each keeps the count of its physical tile.
    pub fn with_supply_by_layout(mut self, by_layout: bool) -> BoardState {
        self.supply_by_layout = by_layout;
        self
    }

    /// The key of `tile` in the supply count.
    fn supply_key(&self, tile: &TileDef) -> SupplyKey {
        match TileId::in_chart(tile) {
            Some(id) if self.supply_by_layout => SupplyKey::Chart(id.index()),
            Some(id) => SupplyKey::Chart(id.physical().index()),
            None if self.supply_by_layout => SupplyKey::Elsewhere(tile.id),
            None => SupplyKey::Elsewhere(tile.physical),
        }
    }

    /// Copies of `tile`'s supply key on the board.
    fn used_mut(&mut self, tile: &TileDef) -> Option<&mut u8> {
        match self.supply_key(tile) {
            SupplyKey::Chart(row) => self.used.get_mut(row),
            SupplyKey::Elsewhere(name) => Some(self.used_elsewhere.entry(name).or_insert(0)),
        }
    }

    /// Which board this is.
    pub fn variant(&self) -> BoardVariant {
        self.variant
    }

    /// The printed hex, if it is on this board.
    pub fn hex(&self, hex: Hex) -> Option<&'static BoardHex> {
        hex_info(self.variant, hex)
    }

    /// The tile lying on `hex`, if any.
    pub fn tile(&self, hex: Hex) -> Option<LaidTile> {
        self.tiles.get(hex)
    }

    /// Every laid tile, by hex, in reading order (row by row, west to east).
    pub fn tiles(&self) -> impl Iterator<Item = (Hex, LaidTile)> + '_ {
        self.tiles.iter()
    }

    /// The face lying on `hex`: its tile, or else what is printed there (at rotation 0).
    pub fn face(&self, hex: Hex) -> Option<(Face, Rotation)> {
        match self.tiles.get(hex) {
            Some(laid) => Some((laid.tile.face, laid.rotation)),
            None => self.hex(hex)?.face.map(|f| (f, Rotation::default())),
        }
    }

    /// Copies of `tile`'s physical tile still in the supply (A39).
    pub fn supply(&self, tile: &TileDef) -> u8 {
        let used = match self.supply_key(tile) {
            SupplyKey::Chart(row) => self.used.get(row).copied(),
            SupplyKey::Elsewhere(name) => self.used_elsewhere.get(name).copied(),
        };
        let used = used.unwrap_or(0);
        tile.count.saturating_sub(used)
    }

    /// The supply of every tile layout, in chart order.
    pub fn supplies(&self) -> impl Iterator<Item = (&'static TileDef, u8)> + '_ {
        tiles().iter().map(|t| (t, self.supply(t)))
    }

    /// The markers standing on a revenue location, in the order they were placed.
    pub fn markers_at(&self, node: NodeRef) -> &[Marker] {
        self.markers.get(&node).map_or(&[], Vec::as_slice)
    }

    /// Every marker on the board with where it stands.
    pub fn markers(&self) -> impl Iterator<Item = (NodeRef, Marker)> + '_ {
        self.markers.iter().flat_map(|(&at, list)| list.iter().map(move |&m| (at, m)))
    }

    /// Every marker on `hex` with where it stands, in node order.
    pub fn markers_on(&self, hex: Hex) -> impl Iterator<Item = (NodeRef, Marker)> + '_ {
        self.markers
            .range(NodeRef { hex, node: 0 }..=NodeRef { hex, node: u8::MAX })
            .flat_map(|(&at, list)| list.iter().map(move |&m| (at, m)))
    }

    /// Where `marker`'s owner has markers.
    pub fn markers_of(&self, marker: Marker) -> Vec<NodeRef> {
        self.markers().filter(|&(_, m)| m == marker).map(|(at, _)| at).collect()
    }

    /// The station spaces of a revenue location: the slots of an interchange on the face, or
    /// one per circle printed on an untiled hex (node `i` is circle `i`). 0 for halts and
    /// anything that is not there.
    pub fn slots(&self, at: NodeRef) -> u8 {
        match self.face(at.hex) {
            Some((face, _)) => match face.nodes.get(usize::from(at.node)).map(|n| n.kind) {
                Some(NodeKind::Interchange { slots }) => slots,
                _ => 0,
            },
            None => {
                let circles = self.hex(at.hex).map_or(0, |h| h.circles);
                u8::from(at.node < circles)
            }
        }
    }

    /// Lays `tile` on `hex` turned by `rotation`, replacing what lies there. The old tile goes
    /// back to the supply and the markers move to the matching revenue locations of the new
    /// tile (R72, R76). The board is unchanged on error.
    pub fn lay(
        &mut self,
        hex: Hex,
        tile: &'static TileDef,
        rotation: Rotation,
    ) -> Result<Laid, BoardError> {
        // Every hex of the board has a place in the table (hex_info finds it there).
        let Some(slot) = board_slot(hex).filter(|_| self.hex(hex).is_some()) else {
            return Err(BoardError::NoSuchHex(hex));
        };
        if self.supply(tile) == 0 {
            return Err(BoardError::NoneLeft(tile.id));
        }
        let replaced = self.tile(hex);
        let node_map: Vec<u8> = match (replaced, self.face(hex)) {
            (Some(old), _) => keeps_track(&old.tile.face, old.rotation, &tile.face, rotation)
                .ok_or(BoardError::LosesTrack { old: old.tile.id, new: tile.id })?,
            // A tile laid over a printed face (the special purple tile on F24) takes the
            // markers onto the circles its track leads to (rulebook IX.4).
            (None, Some((printed, printed_rotation))) => (0..printed.nodes.len() as u8)
                .map(|i| follow_node(&printed, printed_rotation, i, &tile.face, rotation))
                .collect(),
            (None, None) => Vec::new(),
        };
        if let Some(n) = replaced.and_then(|old| self.used_mut(old.tile)) {
            *n = n.saturating_sub(1);
        }
        let on_hex: Vec<NodeRef> = self
            .markers
            .range(NodeRef { hex, node: 0 }..=NodeRef { hex, node: u8::MAX })
            .map(|(&at, _)| at)
            .collect();
        let mut moved: BTreeMap<NodeRef, Vec<Marker>> = BTreeMap::new();
        for at in on_hex {
            let list = self.markers.remove(&at).unwrap_or_default();
            let node = node_map.get(usize::from(at.node)).copied().unwrap_or(at.node);
            moved.entry(NodeRef { hex, node }).or_default().extend(list);
        }
        self.markers.extend(moved);
        if let Some(n) = self.used_mut(tile) {
            *n = n.saturating_add(1);
        }
        self.tiles.set(slot, LaidTile { tile, rotation });
        Ok(Laid { replaced })
    }

    /// Lays a tile named by its id; see [`BoardState::lay`].
    pub fn lay_id(&mut self, hex: Hex, id: &str, rotation: Rotation) -> Result<Laid, String> {
        let def = tile(id).ok_or_else(|| format!("there is no tile {id}"))?;
        self.lay(hex, def, rotation).map_err(|e| e.to_string())
    }

    /// Puts `marker` on a revenue location that has a station space. Whether the owner may
    /// put it there is for the rules to decide.
    pub fn place_marker(&mut self, at: NodeRef, marker: Marker) -> Result<(), BoardError> {
        if self.slots(at) == 0 {
            return Err(BoardError::NoSuchCircle(at.hex, at.node));
        }
        self.markers.entry(at).or_default().push(marker);
        Ok(())
    }

    /// Takes `marker` off a revenue location (a Stadtbahn marker removed for 40, R82).
    pub fn remove_marker(&mut self, at: NodeRef, marker: Marker) -> Result<(), BoardError> {
        let list = self.markers.get_mut(&at).ok_or(BoardError::NoSuchMarker(at.hex))?;
        let i = list.iter().position(|&m| m == marker).ok_or(BoardError::NoSuchMarker(at.hex))?;
        list.remove(i);
        if list.is_empty() {
            self.markers.remove(&at);
        }
        Ok(())
    }

    /// The board as seen by `line`'s trams (R63, R65, R92).
    pub fn view(&self, line: LineNumber) -> LineView<'_> {
        LineView { board: self, line }
    }

    /// Everything `line` reaches from its station markers on tram track (R65).
    pub fn reach(&self, line: LineNumber) -> Reach {
        let starts = self.markers_of(Marker::Line(line));
        reach(&self.view(line), &starts, Track::Tram)
    }

    /// Whether `line`'s walk from its station markers on tram track (R65) finds something
    /// `wanted` says yes to; it stops there, so one check costs less than the whole
    /// [`reach`](Self::reach).
    pub fn reaches(&self, line: LineNumber, wanted: impl FnMut(Found) -> bool) -> bool {
        let starts = self.markers_of(Marker::Line(line));
        walk(&self.view(line), &starts, Track::Tram, wanted)
    }

    /// Whether a revenue location is an interchange all of whose circles are taken, none of
    /// them by `line` (R63, A28): Stadtbahn markers and sibling lines' markers block too.
    pub fn blocked_for(&self, at: NodeRef, line: LineNumber) -> bool {
        let slots = self.slots(at);
        if slots == 0 {
            return false;
        }
        let taken = self.markers_at(at);
        taken.len() >= usize::from(slots) && !taken.contains(&Marker::Line(line))
    }
}

/// The node of `new` that node `node` of `old` becomes: the interchange (else any node) of the
/// new face whose track leaves by a side the old node's track left by, of the same kind of
/// track; the same index when none does.
fn follow_node(old: &Face, old_rot: Rotation, node: u8, new: &Face, new_rot: Rotation) -> u8 {
    let sides = |face: &Face, rotation: Rotation, n: u8| -> Vec<(crate::map::Edge, Track)> {
        face.paths
            .iter()
            .filter(|p| p.a == PathEnd::Node(n) || p.b == PathEnd::Node(n))
            .flat_map(|p| [(p.a, p.track), (p.b, p.track)])
            .filter_map(|(end, track)| match end {
                PathEnd::Edge { edge, .. } => Some((edge.rotated(rotation), track)),
                PathEnd::Node(_) => None,
            })
            .collect()
    };
    let before = sides(old, old_rot, node);
    let shares = |j: u8| sides(new, new_rot, j).iter().any(|s| before.contains(s));
    let candidates: Vec<u8> = (0..new.nodes.len() as u8).filter(|&j| shares(j)).collect();
    candidates
        .iter()
        .copied()
        .find(|&j| matches!(new.nodes[usize::from(j)].kind, NodeKind::Interchange { .. }))
        .or_else(|| candidates.first().copied())
        .unwrap_or(node)
}

/// [`BoardState`] through the eyes of one line, for the track graph.
#[derive(Debug, Clone, Copy)]
pub struct LineView<'a> {
    board: &'a BoardState,
    line: LineNumber,
}

impl TrackView for LineView<'_> {
    fn face(&self, hex: Hex) -> Option<(Face, Rotation)> {
        self.board.face(hex)
    }

    fn passable(&self, node: NodeRef) -> bool {
        let Some((face, _)) = self.board.face(node.hex) else { return false };
        match face.nodes.get(usize::from(node.node)).map(|n| n.kind) {
            Some(NodeKind::Halt) => true,
            Some(NodeKind::Interchange { .. }) => !self.board.blocked_for(node, self.line),
            // The stop of an untiled inner-city or railway-station hex is no location (A29).
            Some(NodeKind::Placeholder) | None => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hex(s: &str) -> Hex {
        s.parse().unwrap()
    }
    fn rot(n: u8) -> Rotation {
        Rotation::new(n).unwrap()
    }
    fn at(h: &str, node: u8) -> NodeRef {
        NodeRef { hex: hex(h), node }
    }

    #[test]
    fn r12_stadtbahn_markers_start_on_the_board() {
        let board = BoardState::new(BoardVariant::Full);
        let v = board.markers_of(Marker::Stadtbahn(StadtbahnCompany::V));
        assert_eq!(v.len(), 6, "V has six markers on the full board: {v:?}");
        assert!(v.contains(&at("G3", 0)));
        let small = BoardState::new(BoardVariant::ThreePlayerSmall);
        assert!(small.markers_of(Marker::Stadtbahn(StadtbahnCompany::V)).is_empty());
    }

    #[test]
    fn the_markers_on_a_hex_are_those_of_every_marker_standing_there() {
        let board = BoardState::new(BoardVariant::Full);
        let mut hexes: Vec<Hex> = board.markers().map(|(at, _)| at.hex).collect();
        hexes.dedup();
        assert!(hexes.len() > 1, "the Stadtbahn markers stand on several hexes");
        for h in hexes.into_iter().chain([hex("A1")]) {
            let all: Vec<(NodeRef, Marker)> =
                board.markers().filter(|(at, _)| at.hex == h).collect();
            assert_eq!(board.markers_on(h).collect::<Vec<_>>(), all, "{h}");
        }
    }

    #[test]
    fn a39_laying_takes_from_the_supply_and_r76_upgrading_returns_the_old_tile() {
        let mut board = BoardState::new(BoardVariant::Full);
        let seven = tile("4").unwrap();
        assert_eq!(board.supply(seven), 10);
        board.lay(hex("H26"), seven, rot(1)).unwrap();
        assert_eq!(board.supply(seven), 9);
        let green = crate::data::upgrades(seven).into_iter().next().expect("tile 4 has an upgrade");
        let r = rot(1).then(green.rotations[0]);
        let laid = board.lay(hex("H26"), green.to, r).unwrap();
        assert_eq!(laid.replaced.map(|t| t.tile.id), Some("4"));
        assert_eq!(board.supply(seven), 10, "the replaced tile is back");
        assert_eq!(board.supply(green.to), green.to.count - 1);
    }

    #[test]
    fn the_special_purple_tiles_are_one_physical_tile_or_four_with_the_18xx_games_option() {
        let (l31a, l31b, l30b) =
            (tile("L31a").unwrap(), tile("L31b").unwrap(), tile("L30b").unwrap());
        for by_layout in [false, true] {
            let mut board = BoardState::new(BoardVariant::Full).with_supply_by_layout(by_layout);
            board.lay(hex("G11"), l31a, rot(0)).unwrap();
            assert_eq!(board.supply(l31a), 0);
            // The box: L31 is one tile with two layouts (C2); 18xx.games: four tiles.
            assert_eq!(board.supply(l31b), u8::from(by_layout), "by layout: {by_layout}");
            assert_eq!(board.supply(l30b), 1);
        }
    }

    #[test]
    fn a39_no_copy_left_is_refused_and_changes_nothing() {
        let mut board = BoardState::new(BoardVariant::Full);
        let l3 = tile("L3").unwrap();
        board.lay(hex("H26"), l3, rot(0)).unwrap();
        board.lay(hex("H24"), l3, rot(0)).unwrap();
        let before = board.clone();
        assert_eq!(board.lay(hex("H22"), l3, rot(0)), Err(BoardError::NoneLeft("L3")));
        assert_eq!(board, before);
    }

    #[test]
    fn r72_markers_follow_their_revenue_location_on_upgrade() {
        let mut board = BoardState::new(BoardVariant::Full);
        // Line 4's home H28: a one-circle interchange.
        board.place_marker(at("H28", 0), Marker::Line(4)).unwrap();
        board.lay(hex("H28"), tile("6").unwrap(), rot(4)).unwrap();
        assert_eq!(board.markers_at(at("H28", 0)), &[Marker::Line(4)]);
        let up = crate::data::upgrades(tile("6").unwrap());
        let first = up.first().expect("tile 6 upgrades");
        board.lay(hex("H28"), first.to, rot(4).then(first.rotations[0])).unwrap();
        assert_eq!(board.markers_of(Marker::Line(4)).len(), 1);
        let spot = board.markers_of(Marker::Line(4))[0];
        assert!(board.slots(spot) >= 1, "the marker stands on an interchange");
    }

    #[test]
    fn an_upgrade_that_loses_track_is_refused_and_changes_nothing() {
        let mut board = BoardState::new(BoardVariant::Full);
        board.lay(hex("H26"), tile("4").unwrap(), rot(0)).unwrap();
        let before = board.clone();
        // Tile 3 is yellow; a curve cannot keep a straight.
        let err = board.lay(hex("H26"), tile("3").unwrap(), rot(0));
        assert!(matches!(err, Err(BoardError::LosesTrack { .. })), "{err:?}");
        assert_eq!(board, before);
    }

    #[test]
    fn r63_a28_full_interchanges_block_other_lines_only() {
        let mut board = BoardState::new(BoardVariant::Full);
        board.place_marker(at("H28", 0), Marker::Line(4)).unwrap();
        assert!(board.blocked_for(at("H28", 0), 5));
        assert!(!board.blocked_for(at("H28", 0), 4));
        // A Stadtbahn marker blocks as well (A28): V's marker at F6 on a light-orange hex.
        assert!(board.blocked_for(at("F6", 0), 5));
    }

    #[test]
    fn a29_an_untiled_inner_city_stop_cannot_be_passed() {
        let board = BoardState::new(BoardVariant::Full);
        let view = board.view(1);
        assert!(!view.passable(at("D20", 0)));
    }

    #[test]
    fn r73_the_special_purple_tile_on_f24_takes_the_terminal_markers() {
        // F24 prints W's terminal circle (dotted SW) and D's (dotted NW). On L31b W's dotted
        // track reaches node 0 and D's node 1; on L30b nodes 1 and 2.
        for (id, w, d) in [("L31b", 0, 1), ("L30b", 1, 2)] {
            let mut board = BoardState::new(BoardVariant::Full);
            board.lay(hex("F24"), tile(id).unwrap(), rot(0)).unwrap();
            let on_f24 = |company| -> Vec<NodeRef> {
                let all = board.markers_of(Marker::Stadtbahn(company));
                all.into_iter().filter(|n| n.hex == hex("F24")).collect()
            };
            assert_eq!(on_f24(StadtbahnCompany::W), [at("F24", w)], "{id}");
            assert_eq!(on_f24(StadtbahnCompany::D), [at("F24", d)], "{id}");
            assert_eq!(board.slots(at("F24", w)), 1, "{id}: W's terminal is a circle");
        }
    }

    #[test]
    fn removing_a_marker_that_is_not_there_is_refused() {
        let mut board = BoardState::new(BoardVariant::Full);
        let err = board.remove_marker(at("H28", 0), Marker::Line(4));
        assert_eq!(err, Err(BoardError::NoSuchMarker(hex("H28"))));
        board.remove_marker(at("F6", 0), Marker::Stadtbahn(StadtbahnCompany::V)).unwrap();
        assert!(board.markers_at(at("F6", 0)).is_empty());
    }
}
