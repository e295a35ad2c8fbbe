//! The board during a game, as drawn: every hex with what lies on it now (a tile's art, or the
//! printed track and circles), the station markers of lines and of the Stadtbahn companies,
//! the home circles of lines not yet in play, landmarks, the Danube's cost and the Stadtbahn
//! bonuses printed on empty light-orange hexes, and the tile supply.
//!
//! Everything comes from the engine's [`State`]; nothing here judges a rule.

use tramways_engine::data::game_tables::stadtbahn_row;
use tramways_engine::data::{BoardHex, Bonus, HexKind, Landmark, board_hexes};
use tramways_engine::game::{Owner, State};
use tramways_engine::map::graph::NodeRef;
use tramways_engine::map::{Hex, Phase};
use tramways_engine::rules::Marker;
use tramways_engine::rules::laying::color_available;

use super::gallery::color_class;
use super::layout::{Layout, Point};
use super::map::{HEX_SIZE, kind_class};
use super::tile_art::{FaceArt, face_art, interchange_circles, planned_track};
use crate::i18n::{self, Lang};

/// One hex as drawn during a game.
#[derive(Debug, Clone, PartialEq)]
pub struct HexView {
    /// Printed coordinate, e.g. `H28`.
    pub label: String,
    /// The hex.
    pub hex: Hex,
    /// CSS classes of the polygon: the printed kind, or the colour of the tile lying there.
    pub class: &'static str,
    /// The polygon's `points`.
    pub points: String,
    /// Centre of the hex.
    pub centre: Point,
    /// The printed place name, if any.
    pub name: Option<&'static str>,
    /// The track and revenue locations lying there (tile or print), in a size-1 hex.
    pub face: Option<FaceArt>,
    /// The tile lying there and its rotation.
    pub tile: Option<(&'static str, u8)>,
    /// An orange Stadtbahn edge (orange-edged tiles).
    pub orange: bool,
    /// The dotted path printed on an empty light-orange hex (size-1 path data).
    pub planned: Option<String>,
    /// Circles printed on an untiled hex without a face (size-1 coordinates).
    pub circles: Vec<Point>,
    /// What is printed on an empty hex besides track: the Danube's 40, a Stadtbahn bonus.
    pub note: Option<HexNote>,
    /// The landmark printed there.
    pub landmark: Option<&'static str>,
    /// The tram company owning the landmark's private (its short name and colour): its lines
    /// earn the bonus (R27).
    pub landmark_owner: Option<(&'static str, &'static str)>,
    /// The phase, to mark the current value of phase-valued locations.
    pub phase: Phase,
    /// Changes whenever anything drawn on the hex changes (the key of the hex's view).
    pub key: HexKey,
}

/// What a hex's drawing depends on: the tile and rotation lying there, the phase (values) and
/// the landmark's owner. Two equal keys draw the same. Plain values, not text: the keys of all
/// hexes are worked out and compared after every move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct HexKey {
    hex: Hex,
    tile: Option<(&'static str, u8)>,
    phase: Phase,
    owner: Option<&'static str>,
}

impl HexKey {
    /// The tile lying on the hex and its rotation, if any.
    pub fn tile(&self) -> Option<(&'static str, u8)> {
        self.tile
    }
}

/// Whose marker stands in a circle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MarkerView {
    /// The line number or the Stadtbahn company's letter.
    pub label: String,
    /// CSS classes: `marker line co-black` or `marker stadtbahn sb-brown`.
    pub class: String,
    /// Whose it is, for the marker's title ("Line 7 (WT)", "Stadtbahn W", worded when drawn).
    pub title: MarkerTitle,
}

/// Whose marker it is, to be worded in the language of the moment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MarkerTitle {
    /// A line and its company's abbreviation ("" before it is sold).
    Line(u8, &'static str),
    /// A Stadtbahn company's abbreviation.
    Stadtbahn(&'static str),
}

impl MarkerTitle {
    /// The title in `lang`: "Line 7 (WT)", "Stadtbahn W".
    pub fn text(self, lang: Lang) -> String {
        match self {
            MarkerTitle::Line(line, abbr) => i18n::line_title(lang, line, abbr),
            MarkerTitle::Stadtbahn(abbr) => i18n::stadtbahn_title(lang, abbr),
        }
    }
}

/// What is printed on an empty hex besides track, worded when drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HexNote {
    /// A Stadtbahn bonus ("+green").
    Bonus(Bonus),
    /// The cost of laying a tile (the Danube's 40).
    Cost(i64),
}

impl HexNote {
    /// The note in `lang`.
    pub fn text(self, lang: Lang) -> String {
        match self {
            HexNote::Bonus(b) => i18n::bonus_short(lang, b).to_owned(),
            HexNote::Cost(c) => i18n::number(lang, c),
        }
    }
}

/// A station marker's radius in map units (a circle of the tile art is 8).
pub const MARKER_R: f64 = 7.0;

/// One station space of the board (one circle of an interchange).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SlotView {
    /// The revenue location.
    pub at: NodeRef,
    /// Where the circle is, in map coordinates (×10 to keep it an integer key).
    pub x10: i64,
    /// Vertical position ×10.
    pub y10: i64,
    /// The marker standing there.
    pub marker: Option<MarkerView>,
    /// A free circle kept for this line's home station (it has not operated yet).
    pub home: Option<u8>,
}

impl SlotView {
    /// Centre of the circle in map coordinates.
    pub fn centre(&self) -> Point {
        Point { x: self.x10 as f64 / 10.0, y: self.y10 as f64 / 10.0 }
    }

    /// Changes whenever anything drawn in the circle changes (hashed for a keyed list, without
    /// writing any text, for every circle after every move).
    pub fn key(&self) -> impl std::hash::Hash + '_ {
        let marker = self.marker.as_ref().map(|m| (m.class.as_str(), m.label.as_str()));
        (self.at, self.x10, self.y10, marker, self.home)
    }
}

fn layout() -> Layout {
    Layout { size: HEX_SIZE }
}

fn points(hex: Hex) -> String {
    hex_points(hex, 1.0)
}

/// The `points` of `hex`'s outline on the map, shrunk to `scale` of its size around its centre
/// (written out, not scaled by a `transform`, which would cost the browser on every frame).
pub fn hex_points(hex: Hex, scale: f64) -> String {
    let c = layout().centre(hex);
    layout()
        .corners(hex)
        .iter()
        .map(|p| format!("{:.1},{:.1}", c.x + (p.x - c.x) * scale, c.y + (p.y - c.y) * scale))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Circles printed on an untiled hex without a printed face: one in the centre, or two side
/// by side (OO).
fn printed_circles(count: u8) -> Vec<Point> {
    match count {
        0 => Vec::new(),
        1 => vec![Point { x: 0.0, y: 0.0 }],
        n => (0..n)
            .map(|i| {
                let dx = (f64::from(i) - f64::from(n - 1) / 2.0) * 0.5;
                Point { x: dx, y: 0.0 }
            })
            .collect(),
    }
}

/// The key of a hex's drawing ([`HexKey`]).
fn hex_key(state: &State, phase: Phase, h: &BoardHex) -> HexKey {
    let tile = state.board.tile(h.hex).map(|t| (t.tile.id, u8::from(t.rotation)));
    let owner = h.landmark.and_then(|l| landmark_owner(state, l)).map(|o| o.0);
    HexKey { hex: h.hex, tile, phase, owner }
}

/// Every hex of the board with the key of its drawing, in reading order: cheap, so that only
/// hexes whose key changed are drawn again ([`hex_view_at`]).
pub fn hex_keys(state: &State) -> Vec<(HexKey, Hex)> {
    // The phase is looked up once: it is the same for every hex.
    let phase = state.phase();
    board_hexes(state.variant).map(|h| (hex_key(state, phase, h), h.hex)).collect()
}

/// The drawing of one hex, if it is on the board.
pub fn hex_view_at(state: &State, hex: Hex) -> Option<HexView> {
    state.board.hex(hex).map(|h| hex_view(state, state.phase(), h))
}

fn hex_view(state: &State, phase: Phase, h: &BoardHex) -> HexView {
    let board = &state.board;
    let laid = board.tile(h.hex);
    let face = board.face(h.hex).map(|(face, rotation)| face_art(&face, rotation));
    let class = match laid {
        Some(t) => color_class(t.tile.color),
        None => kind_class(h.kind),
    };
    let empty = laid.is_none();
    let planned = h
        .stadtbahn
        .filter(|_| empty)
        .map(|sb| planned_track(sb.planned_exits[0], sb.planned_exits[1]));
    let circles = if face.is_none() { printed_circles(h.circles) } else { Vec::new() };
    let note = if !empty {
        None
    } else if let Some(sb) = h.stadtbahn {
        Some(HexNote::Bonus(sb.bonus))
    } else if h.lay_cost > 0 && h.kind != HexKind::Stadtbahn {
        Some(HexNote::Cost(i64::from(h.lay_cost)))
    } else {
        None
    };
    let tile = laid.map(|t| (t.tile.id, u8::from(t.rotation)));
    let landmark_owner = h.landmark.and_then(|l| landmark_owner(state, l));
    let key = hex_key(state, phase, h);
    HexView {
        label: h.hex.to_string(),
        hex: h.hex,
        class,
        points: points(h.hex),
        centre: layout().centre(h.hex),
        name: h.name,
        face,
        tile,
        orange: laid.is_some_and(|t| t.tile.stadtbahn_edge),
        planned,
        circles,
        note,
        landmark: h.landmark.map(i18n::private),
        landmark_owner,
        phase,
        key,
    }
}

/// Every hex of the game's board, in reading order.
pub fn board_view(state: &State) -> Vec<HexView> {
    let phase = state.phase();
    board_hexes(state.variant).map(|h| hex_view(state, phase, h)).collect()
}

/// The circles of `hex` in size-1 coordinates, grouped by revenue location: the interchanges
/// of the face lying there, or the circles printed on an empty hex.
fn circles_of(state: &State, h: &BoardHex) -> Vec<(u8, Vec<Point>)> {
    match state.board.face(h.hex) {
        Some((face, rotation)) => interchange_circles(&face, rotation),
        None => printed_circles(h.circles)
            .into_iter()
            .enumerate()
            .map(|(i, p)| (i as u8, vec![p]))
            .collect(),
    }
}

fn marker_view(state: &State, marker: Marker) -> MarkerView {
    match marker {
        Marker::Line(line) => {
            let company = state.lines.get(&line).and_then(|l| l.owner);
            let colour = company.map_or("none", |c| c.row().color);
            let abbr = company.map_or("", i18n::tram_company);
            MarkerView {
                label: line.to_string(),
                class: format!("marker line co-{}", colour.replace(' ', "-")),
                title: MarkerTitle::Line(line, abbr),
            }
        }
        Marker::Stadtbahn(company) => {
            let row = stadtbahn_row(company);
            MarkerView {
                label: row.abbreviation.to_owned(),
                class: format!("marker stadtbahn sb-{}", row.color.replace(' ', "-")),
                title: MarkerTitle::Stadtbahn(row.abbreviation),
            }
        }
    }
}

/// Lines whose home is `h` and which have no station marker on the board yet (`placed`: the
/// lines that have), in number order.
fn pending_homes(state: &State, h: &BoardHex, placed: &[u8]) -> Vec<u8> {
    h.line_homes
        .iter()
        .copied()
        .filter(|l| state.lines.get(l).is_some_and(|line| !line.operated))
        .filter(|l| !placed.contains(l))
        .collect()
}

/// Every station space of the board with its marker, and free circles kept for home stations.
/// Markers standing where the face has no circle (a Stadtbahn marker on an empty light-orange
/// hex without one) are drawn in the hex's centre.
pub fn slots(state: &State) -> Vec<SlotView> {
    // Looked up once for the whole board (per hex, they were most of the work): the hexes
    // with markers, and the lines with a marker somewhere.
    let mut marked: Vec<Hex> = Vec::new();
    let mut placed: Vec<u8> = Vec::new();
    for (at, m) in state.board.markers() {
        marked.push(at.hex);
        if let Marker::Line(line) = m {
            placed.push(line);
        }
    }
    marked.sort_unstable();
    marked.dedup();
    let mut out = Vec::new();
    for h in board_hexes(state.variant) {
        let has_markers = marked.binary_search(&h.hex).is_ok();
        let groups = circles_of(state, h);
        if groups.is_empty() && !has_markers {
            continue;
        }
        let centre = layout().centre(h.hex);
        let to_map = |p: Point| {
            (
                ((centre.x + p.x * HEX_SIZE) * 10.0).round() as i64,
                ((centre.y + p.y * HEX_SIZE) * 10.0).round() as i64,
            )
        };
        let mut homes = pending_homes(state, h, &placed).into_iter();
        let mut drawn: Vec<u8> = Vec::new();
        for (node, circles) in &groups {
            let at = NodeRef { hex: h.hex, node: *node };
            let here: &[Marker] = if has_markers { state.board.markers_at(at) } else { &[] };
            let mut markers = here.iter();
            for &p in circles {
                let (x10, y10) = to_map(p);
                let marker = markers.next().map(|&m| marker_view(state, m));
                let home = if marker.is_none() { homes.next() } else { None };
                out.push(SlotView { at, x10, y10, marker, home });
            }
            drawn.push(*node);
        }
        // Markers on locations without a drawn circle.
        if !has_markers {
            continue;
        }
        for (at, m) in state.board.markers_on(h.hex) {
            if !drawn.contains(&at.node) {
                let (x10, y10) = to_map(Point { x: 0.0, y: 0.0 });
                out.push(SlotView {
                    at,
                    x10,
                    y10,
                    marker: Some(marker_view(state, m)),
                    home: None,
                });
            }
        }
    }
    out
}

/// One tile layout of the supply.
#[derive(Debug, Clone, PartialEq)]
pub struct SupplyTile {
    /// The tile number.
    pub id: &'static str,
    /// Copies left.
    pub left: u8,
    /// Copies in the box.
    pub count: u8,
    /// CSS class of its colour.
    pub class: &'static str,
    /// Orange Stadtbahn edge.
    pub orange: bool,
    /// Whether its colour may be laid in the current phase (R66).
    pub available: bool,
}

/// The tile supply (A39): every layout with the copies left, in chart order.
pub fn supply(state: &State) -> Vec<SupplyTile> {
    let phase = state.phase();
    state
        .tile_supply()
        .map(|(t, left, count)| SupplyTile {
            id: t.id,
            left,
            count,
            class: color_class(t.color),
            orange: t.stadtbahn_edge,
            available: color_available(t.color, phase),
        })
        .collect()
}

/// Width of one supply cell in CSS pixels when drawn; the sheet has as many columns as fit.
pub const SUPPLY_CELL_PX: f64 = 50.0;
/// One supply cell in the sheet's units: a tile of size 1 with its number and count below.
const SUPPLY_CELL: (f64, f64) = (2.3, 3.3);

/// The tile supply laid out as one drawing (one SVG for the whole supply: each separate
/// `<svg>` costs the browser a layer of its own on every frame, issue 8).
#[derive(Debug, Clone, PartialEq)]
pub struct SupplySheet {
    /// The sheet's `viewBox`.
    pub view_box: String,
    /// Each tile with the centre of its hex.
    pub cells: Vec<(SupplyTile, Point)>,
}

/// Lays the supply out in rows, as many columns as `width_px` CSS pixels hold (at least 4).
pub fn supply_sheet(tiles: Vec<SupplyTile>, width_px: f64) -> SupplySheet {
    let columns = ((width_px / SUPPLY_CELL_PX).floor() as usize).max(4);
    let rows = tiles.len().div_ceil(columns).max(1);
    let (w, h) = SUPPLY_CELL;
    let cells = tiles
        .into_iter()
        .enumerate()
        .map(|(i, t)| {
            let (col, row) = ((i % columns) as f64, (i / columns) as f64);
            (t, Point { x: w * (col + 0.5), y: 1.1 + h * row })
        })
        .collect();
    SupplySheet { view_box: format!("0 0 {:.1} {:.1}", w * columns as f64, h * rows as f64), cells }
}

/// The tram company owning `landmark`'s private, if one does, with its colour: its lines earn
/// the bonus there (R27).
pub fn landmark_owner(state: &State, landmark: Landmark) -> Option<(&'static str, &'static str)> {
    let private = state.private(landmark).filter(|p| !p.closed)?;
    match private.owner? {
        Owner::Company(c) => Some((i18n::tram_company(c), c.row().color)),
        Owner::Player(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tramways_engine::game::{Game, Setup};
    use tramways_engine::map::Rotation;
    use tramways_engine::map::graph::NodeRef;
    use tramways_engine::rules::Marker;

    fn hex(s: &str) -> Hex {
        s.parse().unwrap()
    }

    fn game() -> Game {
        Game::new(Setup::new(&["Anna", "Bruno", "Clara", "Dora"], 5)).unwrap()
    }

    #[test]
    fn the_board_shows_printed_circles_danube_costs_and_stadtbahn_bonuses() {
        let g = game();
        let view = board_view(g.state());
        assert_eq!(view.len(), 148);
        let at = |l: &str| view.iter().find(|h| h.label == l).unwrap();
        assert_eq!(at("D18").circles.len(), 2, "the OO hex prints two circles");
        assert_eq!(at("H28").circles.len(), 1);
        assert!(at("D12").planned.is_some(), "an empty light-orange hex shows its dotted path");
        let note = |h: &HexView| h.note.map(|n| n.text(Lang::En));
        assert_eq!(note(at("D12")).as_deref(), Some("+green"));
        let danube: Vec<&HexView> =
            view.iter().filter(|h| note(h).as_deref() == Some("40")).collect();
        assert!(!danube.is_empty(), "the Danube hexes show their cost");
        assert_eq!(at("E19").landmark, Some("Hofburg"));
        assert!(at("K9").face.is_some(), "red areas show their printed values");
    }

    #[test]
    fn the_keys_are_the_views_keys() {
        let g = game();
        let keys = hex_keys(g.state());
        let views = board_view(g.state());
        assert_eq!(keys.len(), views.len());
        for ((key, hex), view) in keys.iter().zip(&views) {
            assert_eq!((key, *hex), (&view.key, view.hex));
            assert_eq!(hex_view_at(g.state(), *hex).as_ref(), Some(view));
        }
    }

    #[test]
    fn a_laid_tile_changes_the_hex_and_its_key_only() {
        let g = game();
        let before = board_view(g.state());
        let mut state = g.state().clone();
        state.board.lay_id(hex("H26"), "4", Rotation::new(1).unwrap()).unwrap();
        let after = board_view(&state);
        let changed: Vec<&str> = before
            .iter()
            .zip(&after)
            .filter(|(a, b)| a.key != b.key)
            .map(|(_, b)| b.label.as_str())
            .collect();
        assert_eq!(changed, ["H26"]);
        let h26 = after.iter().find(|h| h.label == "H26").unwrap();
        assert_eq!(h26.tile, Some(("4", 1)));
        assert_eq!(h26.class, "tile tile-yellow");
        assert!(h26.face.as_ref().is_some_and(|f| !f.tracks.is_empty()));
    }

    #[test]
    fn markers_stand_in_their_circles_and_free_home_circles_show_their_line() {
        let g = game();
        let mut state = g.state().clone();
        // Stadtbahn markers are on the board from the start (R12).
        let all = slots(&state);
        let f6 = all.iter().find(|s| s.at == NodeRef { hex: hex("F6"), node: 0 }).unwrap();
        assert_eq!(f6.marker.as_ref().map(|m| m.label.as_str()), Some("V"));
        // Lines 1 and 2 keep both circles of D18 until they have a marker.
        let d18: Vec<Option<u8>> =
            all.iter().filter(|s| s.at.hex == hex("D18")).map(|s| s.home).collect();
        assert_eq!(d18, [Some(1), Some(2)]);
        state.board.place_marker(NodeRef { hex: hex("D18"), node: 0 }, Marker::Line(1)).unwrap();
        let d18: Vec<(Option<String>, Option<u8>)> = slots(&state)
            .into_iter()
            .filter(|s| s.at.hex == hex("D18"))
            .map(|s| (s.marker.map(|m| m.label), s.home))
            .collect();
        assert_eq!(d18, [(Some("1".to_owned()), None), (None, Some(2))]);
    }

    #[test]
    fn a_shrunk_hex_outline_keeps_its_centre() {
        let h = hex("B6");
        let c = layout().centre(h);
        let corners = |s: String| -> Vec<(f64, f64)> {
            s.split(' ')
                .map(|p| {
                    let (x, y) = p.split_once(',').unwrap();
                    (x.parse().unwrap(), y.parse().unwrap())
                })
                .collect()
        };
        assert_eq!(hex_points(h, 1.0), points(h));
        let small = corners(hex_points(h, 0.9));
        assert_eq!(small.len(), 6);
        for (x, y) in small {
            let r = (x - c.x).hypot(y - c.y);
            assert!((r - 0.9 * HEX_SIZE).abs() < 0.2, "corner ({x}, {y}) at {r} from the centre");
        }
    }

    #[test]
    fn the_supply_sheet_has_as_many_columns_as_fit_and_keeps_chart_order() {
        let tiles = supply(game().state());
        let n = tiles.len();
        let narrow = supply_sheet(tiles.clone(), 300.0);
        let wide = supply_sheet(tiles.clone(), 700.0);
        let columns =
            |s: &SupplySheet| s.cells.iter().filter(|(_, p)| p.y == s.cells[0].1.y).count();
        assert_eq!((columns(&narrow), columns(&wide)), (6, 14));
        assert_eq!(columns(&supply_sheet(tiles.clone(), 0.0)), 4, "never fewer than 4");
        let ids: Vec<&str> = wide.cells.iter().map(|(t, _)| t.id).collect();
        assert_eq!(ids, tiles.iter().map(|t| t.id).collect::<Vec<_>>());
        // Row after row, left to right, and the sheet is tall enough for the last row.
        let last = wide.cells[n - 1].1;
        assert_eq!(last.y, 1.1 + 3.3 * ((n - 1) / 14) as f64);
        let height: f64 = wide.view_box.split(' ').nth(3).unwrap().parse().unwrap();
        assert!(height >= last.y + 2.0, "{} for {last:?}", wide.view_box);
    }

    #[test]
    fn the_supply_counts_down_when_a_tile_is_laid_and_colours_follow_the_phase() {
        let g = game();
        let mut state = g.state().clone();
        let left = |s: &State, id: &str| supply(s).into_iter().find(|t| t.id == id).unwrap();
        let four = left(&state, "4");
        assert_eq!(four.left, four.count);
        assert!(four.available);
        state.board.lay_id(hex("H26"), "4", Rotation::default()).unwrap();
        assert_eq!(left(&state, "4").left, four.count - 1);
        assert!(!supply(&state).iter().any(|t| t.class == "tile tile-green" && t.available));
    }

    #[test]
    fn the_supply_shows_the_tile_counts_of_the_games_rules() {
        let l16 = |g: &Game| supply(g.state()).into_iter().find(|t| t.id == "L16").unwrap();
        let printed = l16(&game());
        assert_eq!((printed.left, printed.count), (2, 2), "the box has two L16");
        let mut setup = Setup::new(&["Anna", "Bruno", "Clara", "Dora"], 5);
        setup.options = tramways_engine::game::RuleOptions::eighteen_xx_games();
        let on_18xx = l16(&Game::new(setup).unwrap());
        assert_eq!((on_18xx.left, on_18xx.count), (1, 1), "18xx.games has one");
    }
}
