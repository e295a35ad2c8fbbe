//! Which tile may be laid where: the rules of laying and upgrading track (rulebook IX.4, IX.5;
//! digest R65–R76, A25, A26, A38–A40).
//!
//! [`check_lay`] judges one lay (hex, tile, rotation) for one line and one kind of lay, and
//! says in words why it is refused; [`legal_lays`] lists everything a line may lay on a hex,
//! and [`lay_hexes`] the hexes where it may lay anything. What a turn allows (one normal lay,
//! one Stadtbahn tile, the bonus) and paying the cost are the game's business: the checks here
//! depend only on the board, the line, the phase and whether it is the line's first turn.
//!
//! The rules are checked per hex (its site), per tile and per rotation; [`for_each_legal_lay`]
//! lists without collecting. A symmetric tile's position has one rotation, the lowest with its
//! track ([`canonical_rotation`]), offered and accepted alike; imports normalise to it.

use crate::data::board::{BOARD_SLOTS, RouteStep, board_slot};
use crate::data::game_tables::{Money, line_card};
use crate::data::tiles::{TileId, TileSet, replace_turns, upgrade_set};
use crate::data::{
    BoardHex, BoardVariant, Bonus, HexKind, LayRule, StadtbahnCompany, StadtbahnRole, TileDef,
    board_hexes, stadtbahn_route,
};
use std::cell::OnceCell;
use std::sync::OnceLock;

use crate::map::graph::{Found, Reach, SortedSet};
use crate::map::tile::TileColor;
use crate::map::{Edge, Face, Hex, PathEnd, Phase, Rotation, Track};

use super::board_state::{BoardState, LaidTile, LineNumber, Marker};

/// What kind of lay is asked for: it decides which tiles may be used (R61, R73).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LayKind {
    /// The line's normal lay or upgrade (R61 i).
    Normal,
    /// The yellow Stadtbahn tile of the turn (R61 ii, R73): 20 G, then the bonus action.
    Stadtbahn,
    /// Bonus 1: an extra yellow tile under the normal rules (R73).
    ExtraYellow,
    /// Bonus 4: an upgrade of a yellow tile to green, from LR2a (R73, T55).
    GreenUpgrade,
    /// Bonus 2: a red inner-city tile (R73).
    Red,
    /// Bonus 3: a purple railway-station tile (R73).
    Purple,
}

impl LayKind {
    /// The lay a Stadtbahn bonus allows, if it is a lay.
    pub fn of_bonus(bonus: Bonus) -> Option<LayKind> {
        match bonus {
            Bonus::ExtraYellowTile => Some(LayKind::ExtraYellow),
            Bonus::GreenUpgrade => Some(LayKind::GreenUpgrade),
            Bonus::RedTile => Some(LayKind::Red),
            Bonus::PurpleTile => Some(LayKind::Purple),
            Bonus::ExtraStationMarker => None,
        }
    }
}

/// Who lays and when.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct LayContext {
    /// The line whose turn it is.
    pub line: LineNumber,
    /// The newest tile colour available (R66).
    pub phase: Phase,
    /// Which lay of the turn this is.
    pub kind: LayKind,
    /// Whether this is the line's first turn (R67).
    pub first_turn: bool,
    /// The tile counts of 18xx.games, where they are smaller than the box's
    /// ([`RuleOptions::tile_counts_of_18xx_games`](crate::game::RuleOptions)).
    pub counts_of_18xx: bool,
}

/// Copies of a physical tile that 18xx.games does not have: its L16 is a single tile (the box
/// has two).
fn missing_on_18xx(tile: &TileDef) -> u8 {
    u8::from(tile.physical == "L16")
}

/// The copies of a tile layout left in the supply and in the box: 18xx.games' counts where
/// `counts_of_18xx` ([`RuleOptions::tile_counts_of_18xx_games`](crate::game::RuleOptions)).
pub fn supply_counts(board: &BoardState, tile: &TileDef, counts_of_18xx: bool) -> (u8, u8) {
    let missing = if counts_of_18xx { missing_on_18xx(tile) } else { 0 };
    (board.supply(tile).saturating_sub(missing), tile.count.saturating_sub(missing))
}

/// An accepted lay: what it costs and what it brings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LayOk {
    /// Gulden the company pays to the bank: 20 for a Stadtbahn tile, 40 for the Danube's
    /// yellow tile, 0 otherwise (R69, T57, A38).
    pub cost: Money,
    /// The tile that goes back to the supply, for an upgrade (R76).
    pub replaces: Option<LaidTile>,
    /// The bonus action the line may now perform (after a Stadtbahn tile, R73).
    pub bonus: Option<Bonus>,
}

/// Why a lay is refused: the rule and the pieces involved (the app words it; `Display` is the
/// English of the command-line tool).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LayError {
    /// The hex is not on this board.
    #[error("{0} is not on this board")]
    NotOnBoard(Hex),
    /// Nothing is ever laid on this hex.
    #[error("no tile may be laid on {0}: its track is printed on the map")]
    Printed(Hex),
    /// The tile does not fit what is printed on the hex (R69).
    #[error("tile {tile} cannot go on {hex}: {reason}")]
    WrongHex {
        /// The tile offered.
        tile: &'static str,
        /// Where.
        hex: Hex,
        /// What the hex takes instead.
        reason: HexTakes,
    },
    /// The tile is not used for this kind of lay (R61, R73).
    #[error("tile {tile} cannot be used for {}", kind_name(*kind))]
    WrongKind {
        /// The tile offered.
        tile: &'static str,
        /// The lay asked for.
        kind: LayKind,
    },
    /// The tile's colour is not available yet (R66, T56).
    #[error("{} tiles are not available yet", color_name(*color))]
    NotYet {
        /// The colour.
        color: TileColor,
    },
    /// The green-upgrade bonus before LR2a (T55).
    #[error("the green upgrade bonus can only be used once green tiles are available (LR2a)")]
    GreenBonusTooEarly,
    /// No copy left (A39).
    #[error("no tile {0} is left in the supply")]
    NoneLeft(&'static str),
    /// A tile lies on the hex and this lay cannot replace it.
    #[error("{hex} already has tile {old}; {reason}")]
    Occupied {
        /// Where.
        hex: Hex,
        /// The tile lying there.
        old: &'static str,
        /// Why it cannot be replaced by this lay.
        reason: NotReplaced,
    },
    /// The upgrade does not fit the tile lying there (R74, R75).
    #[error("tile {new} cannot replace tile {old} on {hex}: {reason}")]
    BadUpgrade {
        /// Where.
        hex: Hex,
        /// The tile lying there.
        old: &'static str,
        /// The tile offered.
        new: &'static str,
        /// What is wrong.
        reason: UpgradeRule,
    },
    /// Track would run off the map (R70).
    #[error("the track of {tile} on {hex} would run off the map")]
    OffMap {
        /// The tile offered.
        tile: &'static str,
        /// Where.
        hex: Hex,
    },
    /// Track would lead into a hex with no matching track or arrow (R70, R71).
    #[error(
        "the track of {tile} on {hex} would lead into {into}, which has no track or arrow there"
    )]
    NoConnection {
        /// The tile offered.
        tile: &'static str,
        /// Where.
        hex: Hex,
        /// The neighbour it would lead into.
        into: Hex,
    },
    /// Track would cross an impassable side of the inner city (R73: no arrow at a red hex).
    #[error("the track of {tile} on {hex} would point at {into}, another red hex")]
    ArrowAtRed {
        /// The tile offered.
        tile: &'static str,
        /// Where.
        hex: Hex,
        /// The red hex or red area it would point at.
        into: Hex,
    },
    /// The first normal lay of a line must go on its home (R67, T50).
    #[error("in its first turn line {line} must lay its tile on its home {home}")]
    HomeFirst {
        /// The line.
        line: LineNumber,
        /// Its home hex.
        home: Hex,
    },
    /// The line cannot reach the hex (R65, R68, R75).
    #[error("line {line} has no track from its stations that would connect to this tile on {hex}")]
    NotReached {
        /// The line.
        line: LineNumber,
        /// Where.
        hex: Hex,
    },
    /// A Stadtbahn tile must be the one printed for the dotted path (R73).
    #[error("the Stadtbahn hex {hex} takes tile {expected}")]
    WrongStadtbahnTile {
        /// Where.
        hex: Hex,
        /// The tile that fits the dotted path.
        expected: &'static str,
    },
    /// A Stadtbahn tile must follow the dotted path (R73).
    #[error("turn the tile so that its dotted track follows the dotted path printed on {0}")]
    StadtbahnRotation(Hex),
    /// A Stadtbahn tile must continue the laid sequence from a terminal (R73, T54).
    #[error("Stadtbahn tiles are laid in sequence from a terminal: {0} does not continue one")]
    StadtbahnSequence(Hex),
    /// The rotation lays exactly the track of a lower rotation of a symmetric tile; only the
    /// lowest such rotation is a lay, so that every lay has one name (issue 16).
    #[error(
        "tile {tile} in rotation {rotation} lays the same track as in rotation {same_as}; \
         turn it to {same_as}"
    )]
    SameTrackAs {
        /// The tile offered.
        tile: &'static str,
        /// The rotation asked for.
        rotation: u8,
        /// The lowest rotation with the same track, the one `legal_lays` offers.
        same_as: u8,
    },
    /// The special purple tiles fit their own hex only, unturned (R73).
    #[error("tile {tile} fits only {only}, laid as printed")]
    SpecialPurple {
        /// The tile offered.
        tile: &'static str,
        /// Its hex.
        only: Hex,
    },
}

/// The home hex of a line (IV.3).
pub fn home_hex(line: LineNumber) -> Option<Hex> {
    line_card(line).map(|card| card.home)
}

/// What an empty hex takes, when a tile does not fit it (R69, R73).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HexTakes {
    /// The green upgrade bonus replaces a yellow tile; the hex is empty (R73).
    GreenUpgradeNeedsYellow,
    /// Red tiles go only on the light-red inner-city hexes (R73).
    RedOnInnerCity,
    /// Purple tiles go only on the purple railway-station hexes (R73).
    PurpleOnRailwayStation,
    /// Stadtbahn tiles go only on light-orange hexes (R72).
    StadtbahnOnOrange,
    /// An empty hex takes a yellow tile first (R69).
    YellowFirst,
    /// White hexes take only tiles with a halt (R69).
    PlainTakesHalt,
    /// OO hexes take only OO tiles (R69).
    OoTakesOo,
    /// Interchange hexes take only tiles with one white circle (R69).
    InterchangeTakesOneCircle,
    /// Light-orange hexes take only orange-edged Stadtbahn tiles (R72).
    OrangeTakesStadtbahn,
    /// The inner city takes only red tiles, by a Stadtbahn bonus (R73).
    InnerCityTakesRed,
    /// Railway stations take only purple tiles, by a Stadtbahn bonus (R73).
    StationTakesPurple,
    /// This railway station takes only its own special purple tile (R73).
    OwnSpecialPurple,
}

impl std::fmt::Display for HexTakes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            HexTakes::GreenUpgradeNeedsYellow => "the green upgrade bonus replaces a yellow tile",
            HexTakes::RedOnInnerCity => "red tiles go only on the light-red inner-city hexes",
            HexTakes::PurpleOnRailwayStation => {
                "purple tiles go only on the purple railway-station hexes"
            }
            HexTakes::StadtbahnOnOrange => "Stadtbahn tiles go only on light-orange hexes",
            HexTakes::YellowFirst => "an empty hex takes a yellow tile first",
            HexTakes::PlainTakesHalt => "white hexes take only tiles with a halt",
            HexTakes::OoTakesOo => "OO hexes take only OO tiles",
            HexTakes::InterchangeTakesOneCircle => {
                "interchange hexes take only tiles with one white circle"
            }
            HexTakes::OrangeTakesStadtbahn => {
                "light-orange hexes take only orange-edged Stadtbahn tiles"
            }
            HexTakes::InnerCityTakesRed => {
                "the inner city takes only red tiles, by a Stadtbahn bonus"
            }
            HexTakes::StationTakesPurple => {
                "railway stations take only purple tiles, by a Stadtbahn bonus"
            }
            HexTakes::OwnSpecialPurple => {
                "this railway station takes only its own special purple tile"
            }
        })
    }
}

/// Why a laid tile cannot be replaced by this kind of lay (R73, R74).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotReplaced {
    /// The green upgrade bonus replaces a yellow tile only (R73).
    GreenUpgradeReplacesYellow,
    /// A Stadtbahn tile goes on an empty hex (R72).
    StadtbahnOnEmpty,
    /// The extra yellow tile goes on an empty hex (R73).
    ExtraYellowOnEmpty,
    /// Red and purple bonus tiles are never laid over a tile (R73).
    BonusNeverReplaces,
    /// Grey, red and purple tiles are never replaced (R74).
    Final,
}

impl std::fmt::Display for NotReplaced {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            NotReplaced::GreenUpgradeReplacesYellow => {
                "the green upgrade bonus replaces a yellow tile"
            }
            NotReplaced::StadtbahnOnEmpty => "a Stadtbahn tile goes on an empty hex",
            NotReplaced::ExtraYellowOnEmpty => "the extra yellow tile goes on an empty hex",
            NotReplaced::BonusNeverReplaces => "red and purple tiles are never replaced",
            NotReplaced::Final => "grey, red and purple tiles are never replaced",
        })
    }
}

/// Which rule of upgrading a replacement breaks (R74, R75).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UpgradeRule {
    /// Upgrades go yellow → green → brown → grey, one step at a time (R74).
    NextColour,
    /// Orange-edged tiles are upgraded only by orange-edged tiles (R75).
    OrangeEdge,
    /// OO tiles are upgraded only by OO tiles (R75).
    Oo,
    /// In this rotation the new tile would lose or break a track of the old one (R75).
    Rotation,
    /// In no rotation does it keep every track and revenue location of the old tile (R75).
    KeepsTrack,
}

impl std::fmt::Display for UpgradeRule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            UpgradeRule::NextColour => {
                "upgrades go yellow → green → brown → grey, one step at a time"
            }
            UpgradeRule::OrangeEdge => "orange-edged tiles are upgraded only by orange-edged tiles",
            UpgradeRule::Oo => "OO tiles are upgraded only by OO tiles",
            UpgradeRule::Rotation => {
                "in this rotation it would lose or break a track of the old tile"
            }
            UpgradeRule::KeepsTrack => {
                "it does not keep every track and revenue location of the old tile"
            }
        })
    }
}

fn color_name(color: TileColor) -> &'static str {
    match color {
        TileColor::Yellow => "yellow",
        TileColor::Green => "green",
        TileColor::Brown => "brown",
        TileColor::Gray => "grey",
        TileColor::Red => "red",
        TileColor::Purple => "purple",
    }
}

/// Whether tiles of `color` are available in `phase` (R66): red and purple from the start.
pub fn color_available(color: TileColor, phase: Phase) -> bool {
    match color {
        TileColor::Yellow | TileColor::Red | TileColor::Purple => true,
        TileColor::Green => phase >= Phase::Green,
        TileColor::Brown => phase >= Phase::Brown,
        TileColor::Gray => phase >= Phase::Gray,
    }
}

fn kind_name(kind: LayKind) -> &'static str {
    match kind {
        LayKind::Normal => "the normal lay",
        LayKind::Stadtbahn => "the Stadtbahn tile",
        LayKind::ExtraYellow => "the extra yellow tile",
        LayKind::GreenUpgrade => "the green upgrade",
        LayKind::Red => "the red tile bonus",
        LayKind::Purple => "the purple tile bonus",
    }
}

/// Whether `tile` is used for `kind` of lay at all, whatever the hex (R61, R73, R75).
fn tile_fits_kind(tile: &TileDef, kind: LayKind) -> bool {
    match kind {
        // Orange-edged green and brown tiles are laid as normal upgrades (R75, A38).
        LayKind::Normal => {
            tile.lay == LayRule::Normal
                || (tile.lay == LayRule::Stadtbahn && tile.color != TileColor::Yellow)
        }
        LayKind::ExtraYellow => tile.lay == LayRule::Normal && tile.color == TileColor::Yellow,
        LayKind::GreenUpgrade => tile.color == TileColor::Green,
        LayKind::Stadtbahn => tile.lay == LayRule::Stadtbahn && tile.color == TileColor::Yellow,
        LayKind::Red => tile.lay == LayRule::RedBonus,
        LayKind::Purple => tile.lay == LayRule::PurpleBonus,
    }
}

/// Checks one lay. Nothing is changed; the caller lays the tile with [`BoardState::lay`] and
/// charges [`LayOk::cost`] when it is accepted.
pub fn check_lay(
    board: &BoardState,
    ctx: &LayContext,
    hex: Hex,
    tile: &'static TileDef,
    rotation: Rotation,
) -> Result<LayOk, LayError> {
    check_tile(board, ctx, tile)?;
    let same_as = canonical_rotation(tile, rotation);
    if same_as != rotation {
        let (rotation, same_as) = (rotation.index(), same_as.index());
        return Err(LayError::SameTrackAs { tile: tile.id, rotation, same_as });
    }
    let (site, facts) = (Site::of(board, hex, None)?, facts(tile));
    let fits = check_placement(ctx, &site, (tile, facts))?;
    check_turned(board, ctx, &site, (tile, facts), rotation, fits)
}

/// The lowest rotation in which `tile` lays the same track as in `rotation`. A symmetric tile
/// (a straight, an X) lays identical track in several rotations; only the lowest of them is
/// offered and accepted, so a lay has one name and the map never shows the same tile twice.
/// Imports turn any other rotation number into this one.
pub fn canonical_rotation(tile: &TileDef, rotation: Rotation) -> Rotation {
    facts(tile).canonical[usize::from(rotation.index())]
}

/// What the checks of many lays ask of a tile layout, worked out once per chart row from its
/// face: where its track leaves at rotation 0, and which rotations lay distinct track.
#[derive(Debug, Clone, Copy)]
struct Facts {
    /// The sides any of its track leaves by (bit = side).
    exits: u8,
    /// The sides its tram track leaves by.
    tram: u8,
    /// The sides its dotted Stadtbahn track leaves by.
    dotted: u8,
    /// For each rotation, the lowest one laying the same track ([`canonical_rotation`]).
    canonical: [Rotation; 6],
    /// The rotations that are their own canonical rotation (bit = rotation).
    distinct: u8,
    /// Its halts and its interchanges.
    halts: usize,
    interchanges: usize,
}

impl Facts {
    fn worked_out(tile: &TileDef) -> Facts {
        let shapes = Rotation::ALL.map(|r| board_shape(tile, r));
        let canonical = Rotation::ALL.map(|r| {
            let shape = &shapes[usize::from(r.index())];
            Rotation::ALL
                .into_iter()
                .find(|q| &shapes[usize::from(q.index())] == shape)
                .unwrap_or(r)
        });
        let distinct = Rotation::ALL
            .into_iter()
            .filter(|&r| canonical[usize::from(r.index())] == r)
            .fold(0, |bits, r| bits | 1 << r.index());
        let (tram, dotted) =
            (face_exits(&tile.face, Track::Tram), face_exits(&tile.face, Track::Stadtbahn));
        Facts {
            exits: tram | dotted,
            tram,
            dotted,
            canonical,
            distinct,
            halts: tile.halts(),
            interchanges: tile.interchanges(),
        }
    }
}

/// The [`Facts`] of `tile`: from a table for the chart's rows, worked out for any other layout
/// (tests make some).
fn facts(tile: &TileDef) -> Facts {
    static TABLE: OnceLock<Vec<Facts>> = OnceLock::new();
    let table = TABLE.get_or_init(|| TileId::all().map(|(_, t)| Facts::worked_out(t)).collect());
    match TileId::in_chart(tile).and_then(|id| table.get(id.index())) {
        Some(&facts) => facts,
        None => Facts::worked_out(tile),
    }
}

/// The sides `exits` (bit = side, at rotation 0) become when the tile is turned by `rotation`.
fn turned(exits: u8, rotation: Rotation) -> u8 {
    let r = rotation.index();
    ((exits << r) | (exits >> (6 - r))) & 0x3f
}

/// What does not depend on where the tile goes: the kind of lay, the phase, the supply.
fn check_tile(
    board: &BoardState,
    ctx: &LayContext,
    tile: &'static TileDef,
) -> Result<(), LayError> {
    if !tile_fits_kind(tile, ctx.kind) {
        return Err(LayError::WrongKind { tile: tile.id, kind: ctx.kind });
    }
    if ctx.kind == LayKind::GreenUpgrade && ctx.phase < Phase::Green {
        return Err(LayError::GreenBonusTooEarly);
    }
    if !color_available(tile.color, ctx.phase) {
        return Err(LayError::NotYet { color: tile.color });
    }
    if supply_counts(board, tile, ctx.counts_of_18xx).0 == 0 {
        return Err(LayError::NoneLeft(tile.id));
    }
    Ok(())
}

/// A hex as the checks of the lays there see it, looked up once for every tile and rotation
/// tried on it: what is printed, the tile lying there, where new track may lead (on first
/// need) and, when many lays are listed, how the line's reach meets it.
struct Site {
    hex: Hex,
    info: &'static BoardHex,
    old: Option<LaidTile>,
    sides: OnceCell<Sides>,
    reach: Option<ReachAt>,
}

impl Site {
    fn of(board: &BoardState, hex: Hex, index: Option<&ReachIndex>) -> Result<Site, LayError> {
        let info = board.hex(hex).ok_or(LayError::NotOnBoard(hex))?;
        let reach = index.map(|index| index.at(hex));
        Ok(Site { hex, info, old: board.tile(hex), sides: OnceCell::new(), reach })
    }

    fn sides(&self, board: &BoardState) -> &Sides {
        self.sides.get_or_init(|| Sides::of(board, self))
    }
}

/// The checks of a lay of a tile [`check_tile`] accepted that do not depend on its rotation:
/// what the hex takes (R69) or what may replace its tile (R74). Returns the rotations in which
/// the tile would keep the old tile's track (R75; all of them on an empty hex).
fn check_placement(
    ctx: &LayContext,
    site: &Site,
    (tile, facts): (&'static TileDef, Facts),
) -> Result<u8, LayError> {
    let (info, hex) = (site.info, site.hex);
    match site.old {
        Some(old) => {
            check_upgrade(ctx, hex, old, tile)?;
            Ok(turned(replace_turns(old.tile, tile), old.rotation))
        }
        None => {
            if ctx.kind == LayKind::GreenUpgrade {
                return Err(LayError::WrongHex {
                    tile: tile.id,
                    hex,
                    reason: HexTakes::GreenUpgradeNeedsYellow,
                });
            }
            check_empty_hex(info, tile, facts)?;
            // R72: a light-orange hex takes its own Stadtbahn tile, whichever way it turns.
            if let Some(sb) = info.stadtbahn.filter(|_| ctx.kind == LayKind::Stadtbahn)
                && tile.id != sb.first_tile
            {
                return Err(LayError::WrongStadtbahnTile { hex, expected: sb.first_tile });
            }
            Ok(ALL_ROTATIONS)
        }
    }
}

/// Every rotation, as bits.
const ALL_ROTATIONS: u8 = 0x3f;

/// The rest of the checks of a lay once [`check_placement`] has accepted the tile on the hex
/// and said in which rotations it `fits`.
fn check_turned(
    board: &BoardState,
    ctx: &LayContext,
    site: &Site,
    (tile, facts): (&'static TileDef, Facts),
    rotation: Rotation,
    fits: u8,
) -> Result<LayOk, LayError> {
    let (info, hex, old) = (site.info, site.hex, site.old);
    if let Some(old) = old.filter(|_| fits & (1 << rotation.index()) == 0) {
        let reason = if fits != 0 { UpgradeRule::Rotation } else { UpgradeRule::KeepsTrack };
        return Err(LayError::BadUpgrade { hex, old: old.tile.id, new: tile.id, reason });
    }
    let mut bonus = None;
    match ctx.kind {
        LayKind::Stadtbahn => {
            let sb = info.stadtbahn.ok_or(LayError::WrongHex {
                tile: tile.id,
                hex,
                reason: HexTakes::StadtbahnOnOrange,
            })?;
            // Its own tile was checked with the hex (`check_placement`).
            let planned = edge_bits(sb.planned_exits.iter().copied());
            if turned(facts.dotted, rotation) != planned {
                return Err(LayError::StadtbahnRotation(hex));
            }
            if !continues_sequence(board, hex) {
                return Err(LayError::StadtbahnSequence(hex));
            }
            bonus = Some(sb.bonus);
        }
        LayKind::Purple => {
            let misplaced = |&only: &Hex| only != hex || rotation != Rotation::default();
            if let Some(only) = tile.only_on.filter(misplaced) {
                return Err(LayError::SpecialPurple { tile: tile.id, only });
            }
        }
        _ => {}
    }
    check_exits(board, ctx.kind, site, tile, turned(facts.exits, rotation))?;
    if ctx.kind != LayKind::Stadtbahn {
        check_reach(board, ctx, site, turned(facts.tram, rotation))?;
    }
    let cost = if old.is_none() { Money::from(info.lay_cost) } else { 0 };
    Ok(LayOk { cost, replaces: old, bonus })
}

/// R69: what an empty hex takes.
fn check_empty_hex(info: &BoardHex, tile: &TileDef, facts: Facts) -> Result<(), LayError> {
    let (kind, circles, hex, special_purple) =
        (info.kind, info.circles, info.hex, info.special_purple);
    let wrong = |reason| Err(LayError::WrongHex { tile: tile.id, hex, reason });
    let (interchanges, halts) = (facts.interchanges, facts.halts);
    match kind {
        HexKind::Fixed | HexKind::Offboard => Err(LayError::Printed(hex)),
        _ if tile.lay == LayRule::RedBonus && kind != HexKind::InnerCity => {
            wrong(HexTakes::RedOnInnerCity)
        }
        _ if tile.lay == LayRule::PurpleBonus && kind != HexKind::RailwayStation => {
            wrong(HexTakes::PurpleOnRailwayStation)
        }
        _ if tile.lay == LayRule::Stadtbahn && kind != HexKind::Stadtbahn => {
            wrong(HexTakes::StadtbahnOnOrange)
        }
        _ if tile.color != TileColor::Yellow
            && tile.color != TileColor::Red
            && tile.color != TileColor::Purple =>
        {
            wrong(HexTakes::YellowFirst)
        }
        HexKind::Plain if tile.lay != LayRule::Normal || interchanges > 0 || halts == 0 => {
            wrong(HexTakes::PlainTakesHalt)
        }
        HexKind::Interchange if circles >= 2 && !tile.oo => wrong(HexTakes::OoTakesOo),
        HexKind::Interchange if circles < 2 && (tile.oo || interchanges == 0) => {
            wrong(HexTakes::InterchangeTakesOneCircle)
        }
        HexKind::Stadtbahn if tile.lay != LayRule::Stadtbahn => {
            wrong(HexTakes::OrangeTakesStadtbahn)
        }
        HexKind::InnerCity if tile.lay != LayRule::RedBonus => wrong(HexTakes::InnerCityTakesRed),
        HexKind::RailwayStation if tile.lay != LayRule::PurpleBonus => {
            wrong(HexTakes::StationTakesPurple)
        }
        HexKind::RailwayStation if special_purple && tile.only_on != Some(hex) => {
            wrong(HexTakes::OwnSpecialPurple)
        }
        _ => Ok(()),
    }
}

/// R74: what may replace a laid tile (whether it keeps the old track, R75, depends on the
/// rotation: [`check_turned`]).
fn check_upgrade(
    ctx: &LayContext,
    hex: Hex,
    old: LaidTile,
    tile: &'static TileDef,
) -> Result<(), LayError> {
    let occupied = |reason| Err(LayError::Occupied { hex, old: old.tile.id, reason });
    match ctx.kind {
        LayKind::Normal => {}
        LayKind::GreenUpgrade if old.tile.color == TileColor::Yellow => {}
        LayKind::GreenUpgrade => return occupied(NotReplaced::GreenUpgradeReplacesYellow),
        LayKind::Stadtbahn => return occupied(NotReplaced::StadtbahnOnEmpty),
        LayKind::ExtraYellow => return occupied(NotReplaced::ExtraYellowOnEmpty),
        LayKind::Red | LayKind::Purple => {
            return occupied(NotReplaced::BonusNeverReplaces);
        }
    }
    let bad = |reason| Err(LayError::BadUpgrade { hex, old: old.tile.id, new: tile.id, reason });
    if matches!(old.tile.color, TileColor::Gray | TileColor::Red | TileColor::Purple) {
        return occupied(NotReplaced::Final);
    }
    if crate::data::tiles::next_color(old.tile.color) != Some(tile.color) {
        return bad(UpgradeRule::NextColour);
    }
    if old.tile.stadtbahn_edge != tile.stadtbahn_edge {
        return bad(UpgradeRule::OrangeEdge);
    }
    if old.tile.oo != tile.oo {
        return bad(UpgradeRule::Oo);
    }
    Ok(())
}

/// R70, R71 (and R73 for red tiles): where the tile's track, leaving by `exits` (turned), may
/// lead. Only track the old tile did not have is checked.
fn check_exits(
    board: &BoardState,
    kind: LayKind,
    site: &Site,
    tile: &'static TileDef,
    exits: u8,
) -> Result<(), LayError> {
    // Purple hexes show arrows on every side and the purple tiles have track to every side;
    // the yellow Stadtbahn tiles carry only the dotted path, whose way is printed (R73).
    if matches!(kind, LayKind::Purple | LayKind::Stadtbahn) {
        return Ok(());
    }
    let sides = site.sides(board);
    let red = tile.color == TileColor::Red;
    let refused = exits & !sides.old_exits & if red { sides.refuse_red } else { sides.refuse };
    // The first side (in side order) where the track may not go.
    let Some(edge) = Edge::ALL.into_iter().find(|e| refused & (1 << e.index()) != 0) else {
        return Ok(());
    };
    let (hex, into, tile) = (site.hex, site.hex.neighbor(edge), tile.id);
    let side = sides.why[usize::from(edge.index())];
    Err(match if red { side.red } else { side.plain } {
        Some(Blocked::Arrow) => LayError::ArrowAtRed { tile, hex, into },
        Some(Blocked::OffMap) => LayError::OffMap { tile, hex },
        Some(Blocked::NoConnection) | None => LayError::NoConnection { tile, hex, into },
    })
}

/// Why new track may not leave a hex by one of its sides.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Blocked {
    /// An impassable side, or (for a red tile) a red area, the inner city or a red tile.
    Arrow,
    /// The board ends there.
    OffMap,
    /// The neighbour shows no track or arrow there.
    NoConnection,
}

/// Why ordinary and red track may not leave by one side (`None`: it may).
#[derive(Debug, Clone, Copy)]
struct Side {
    plain: Option<Blocked>,
    red: Option<Blocked>,
}

/// Where new track may lead from a hex, side by side (R70, R71, R73), worked out once for
/// every tile and rotation tried there.
#[derive(Debug)]
struct Sides {
    why: [Side; 6],
    /// The sides where ordinary track may not go (bit = side).
    refuse: u8,
    /// The sides where red track may not go.
    refuse_red: u8,
    /// The sides the tile lying there already leaves by (they were checked when it was laid).
    old_exits: u8,
}

impl Sides {
    fn of(board: &BoardState, site: &Site) -> Sides {
        let (hex, info) = (site.hex, site.info);
        let why = Edge::ALL.map(|edge| {
            let into = hex.neighbor(edge);
            if info.impassable.contains(edge) {
                return Side { plain: Some(Blocked::Arrow), red: Some(Blocked::Arrow) };
            }
            let Some(next) = board.hex(into) else {
                return Side { plain: Some(Blocked::OffMap), red: Some(Blocked::OffMap) };
            };
            let facing = 1 << edge.opposite().index();
            let next_tile = board.tile(into);
            let allowed = match next_tile {
                // ② ③: a laid red or purple tile must show an arrow there.
                Some(t) if matches!(t.tile.color, TileColor::Red | TileColor::Purple) => {
                    turned(facts(t.tile).exits, t.rotation) & facing != 0
                }
                // ⑤: track may face any other tile.
                Some(_) => true,
                None => match next.kind {
                    // ① ② ③: printed track, red-area arrows and purple arrows.
                    HexKind::Fixed | HexKind::Offboard | HexKind::RailwayStation => {
                        next.face.is_some_and(|face| face_exits(&face, Track::Tram) & facing != 0)
                    }
                    // ④ and ⑤: an empty inner-city hex or any empty hex.
                    _ => true,
                },
            };
            let plain = (!allowed).then_some(Blocked::NoConnection);
            // R73: a red tile shows no arrow at a red area, the inner city or another red tile.
            let red_next = matches!(next.kind, HexKind::Offboard | HexKind::InnerCity)
                || next_tile.is_some_and(|t| t.tile.color == TileColor::Red);
            Side { plain, red: if red_next { Some(Blocked::Arrow) } else { plain } }
        });
        let bits = |blocked: fn(&Side) -> bool| {
            Edge::ALL
                .into_iter()
                .filter(|e| blocked(&why[usize::from(e.index())]))
                .fold(0, |b, e| b | 1 << e.index())
        };
        Sides {
            why,
            refuse: bits(|s| s.plain.is_some()),
            refuse_red: bits(|s| s.red.is_some()),
            old_exits: site.old.map_or(0, |t| turned(facts(t.tile).exits, t.rotation)),
        }
    }
}

/// A line's whole reach arranged for many lays (walked once): the hexes with reached track,
/// and for each hex the sides where reached track arrives from its neighbours (bit = the
/// hex's own edge).
#[derive(Debug)]
struct ReachIndex {
    track: SortedSet<Hex>,
    /// Sorted by hex, one entry per hex.
    arriving: Vec<(Hex, u8)>,
    /// The hexes with one of the line's station markers.
    markers: SortedSet<Hex>,
}

/// How a line's reach meets one hex ([`ReachIndex::at`]).
#[derive(Debug, Clone, Copy)]
struct ReachAt {
    /// One of the line's station markers stands there.
    own_marker: bool,
    /// Reached track lies there (an upgrade keeps it).
    track: bool,
    /// The sides where reached track arrives from the neighbours (bit = side).
    arriving: u8,
}

impl ReachIndex {
    fn of(board: &BoardState, line: LineNumber, reach: &Reach) -> ReachIndex {
        let mut sides: Vec<(Hex, u8)> = reach
            .sides
            .iter()
            .map(|&(from, edge)| (from.neighbor(edge), 1 << edge.opposite().index()))
            .collect();
        sides.sort_unstable_by_key(|&(hex, _)| hex);
        let mut arriving: Vec<(Hex, u8)> = Vec::with_capacity(sides.len());
        for (hex, bit) in sides {
            match arriving.last_mut() {
                Some(last) if last.0 == hex => last.1 |= bit,
                _ => arriving.push((hex, bit)),
            }
        }
        ReachIndex {
            track: reach.paths.iter().map(|p| p.hex).collect(),
            arriving,
            markers: board.markers_of(Marker::Line(line)).iter().map(|at| at.hex).collect(),
        }
    }

    fn at(&self, hex: Hex) -> ReachAt {
        let arriving = self.arriving.binary_search_by_key(&hex, |&(h, _)| h);
        ReachAt {
            own_marker: self.markers.contains(&hex),
            track: self.track.contains(&hex),
            arriving: arriving.map_or(0, |i| self.arriving[i].1),
        }
    }
}

/// R65, R67, R68, R75: the line must reach the tile, whose tram track leaves by `tram_exits`
/// (turned), and lay its first tile at home.
fn check_reach(
    board: &BoardState,
    ctx: &LayContext,
    site: &Site,
    tram_exits: u8,
) -> Result<(), LayError> {
    let hex = site.hex;
    let first_normal_lay = ctx.kind == LayKind::Normal && ctx.first_turn;
    if let Some(home) = first_normal_lay.then(|| home_hex(ctx.line)).flatten() {
        let home_free = board.tile(home).is_none()
            && board
                .hex(home)
                .is_some_and(|h| !matches!(h.kind, HexKind::Offboard | HexKind::Fixed));
        if home_free && hex != home {
            return Err(LayError::HomeFirst { line: ctx.line, home });
        }
    }
    // Many lays being listed share the line's whole reach, walked once ([`Site::reach`]); a
    // single lay checked alone walks the track only as far as it needs to.
    // An upgraded tile keeps its old track, so it is connected if the old track was reached;
    // red and purple tiles replace the printed arrows of their hex, which the walk reaches
    // too. Otherwise reachable track must arrive at a side where the new tile has tram track
    // (A25).
    let reached = match site.reach {
        Some(at) => at.own_marker || at.track || at.arriving & tram_exits != 0,
        None => {
            board.markers().any(|(at, m)| at.hex == hex && m == Marker::Line(ctx.line))
                || board.reaches(ctx.line, |found| match found {
                    Found::Path(p) => p.hex == hex,
                    Found::Side(from, edge) => {
                        from.neighbor(edge) == hex
                            && tram_exits & (1 << edge.opposite().index()) != 0
                    }
                    Found::Node(_) => false,
                })
        }
    };
    if reached { Ok(()) } else { Err(LayError::NotReached { line: ctx.line, hex }) }
}

fn edge_bits(edges: impl Iterator<Item = Edge>) -> u8 {
    edges.fold(0, |bits, e| bits | 1 << e.index())
}

/// The sides a printed face's `track` leaves by (printed faces lie at rotation 0).
fn face_exits(face: &Face, track: Track) -> u8 {
    let ends = face.paths.iter().filter(|p| p.track == track).flat_map(|p| [p.a, p.b]);
    edge_bits(ends.filter_map(|end| match end {
        PathEnd::Edge { edge, .. } => Some(edge),
        PathEnd::Node(_) => None,
    }))
}

/// R73: a Stadtbahn hex may be built when every hex between it and one terminal of its path
/// is already laid or printed.
fn continues_sequence(board: &BoardState, hex: Hex) -> bool {
    let laid = |between: &Vec<Hex>| between.iter().all(|&h| board.tile(h).is_some());
    sequence_ends(board.variant(), hex).is_some_and(|ends| ends.iter().any(laid))
}

/// For a hex of `variant`'s Stadtbahn paths: for each path through it and each way along it,
/// the hexes still to be built between it and that terminal, worked out once per board.
fn sequence_ends(variant: BoardVariant, hex: Hex) -> Option<&'static Vec<Vec<Hex>>> {
    // One entry per board slot ([`board_slot`]), empty off the paths.
    static ENDS: OnceLock<[Vec<Vec<Vec<Hex>>>; 3]> = OnceLock::new();
    let all = ENDS.get_or_init(|| {
        BoardVariant::ALL.map(|v| {
            let mut ends: Vec<Vec<Vec<Hex>>> = vec![Vec::new(); BOARD_SLOTS];
            for company in StadtbahnCompany::ALL {
                let route = stadtbahn_route(v, company);
                let buildable = |steps: &[RouteStep]| {
                    let steps = steps.iter().filter(|s| s.role == StadtbahnRole::Buildable);
                    steps.map(|s| s.hex).collect::<Vec<Hex>>()
                };
                for (order, step) in route.iter().enumerate() {
                    let both = [buildable(&route[..order]), buildable(&route[order + 1..])];
                    if let Some(slot) = board_slot(step.hex) {
                        ends[slot].extend(both);
                    }
                }
            }
            ends
        })
    });
    let at = BoardVariant::ALL.iter().position(|&v| v == variant)?;
    all[at].get(board_slot(hex)?).filter(|ends| !ends.is_empty())
}

/// Every legal lay on one hex: each tile with the rotations that are legal, one rotation per
/// distinct position of the track.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LegalLay {
    /// The tile.
    pub tile: &'static TileDef,
    /// Its id.
    pub id: TileId,
    /// Its legal rotations.
    pub rotations: Vec<Rotation>,
    /// What the lay costs.
    pub cost: Money,
}

/// Everything `ctx`'s line may lay on `hex`, in chart order.
pub fn legal_lays(board: &BoardState, ctx: &LayContext, hex: Hex) -> Vec<LegalLay> {
    let mut out: Vec<LegalLay> = Vec::new();
    let reach = board.reach(ctx.line);
    for_each_legal_lay(board, ctx, [hex], &reach, |_, id, rotation, cost| {
        match out.last_mut().filter(|last| last.id == id) {
            Some(last) => last.rotations.push(rotation),
            None => out.push(LegalLay { tile: id.def(), id, rotations: vec![rotation], cost }),
        }
    });
    out
}

/// The tiles `ctx`'s lay may use anywhere now ([`check_tile`]).
fn tiles_now(board: &BoardState, ctx: &LayContext) -> TileSet {
    TileId::all().filter(|(_, t)| check_tile(board, ctx, t).is_ok()).map(|(id, _)| id).collect()
}

/// Tells `visit` every legal lay of `ctx`'s line on each of `hexes` (the line's whole
/// `reach` walked already): hex by hex, each tile in chart order, each in every rotation that
/// lays distinct track ([`canonical_rotation`]), with its cost. The same checks as
/// [`check_lay`], each worked out once per hex or per tile where it does not depend on more.
pub fn for_each_legal_lay(
    board: &BoardState,
    ctx: &LayContext,
    hexes: impl IntoIterator<Item = Hex>,
    reach: &Reach,
    mut visit: impl FnMut(Hex, TileId, Rotation, Money),
) {
    let index = ReachIndex::of(board, ctx.line, reach);
    let tiles = tiles_now(board, ctx);
    for hex in hexes {
        let Ok(site) = Site::of(board, hex, Some(&index)) else { continue };
        // A tile that keeps none of the old track in any rotation is refused anyway (R75).
        let tried = match site.old {
            Some(old) => tiles.and(upgrade_set(old.tile)),
            None => tiles,
        };
        for id in tried.iter() {
            lays_of_tile(board, ctx, &site, id, ALL_ROTATIONS, &mut visit);
        }
    }
}

/// Tells `visit` each of the given lays (hex, tile and rotation, each the only one its hex may
/// take) that `ctx`'s line may make: the same checks as [`for_each_legal_lay`], without trying
/// other tiles or rotations. Only for lays that need no reach (the Stadtbahn tile, R72).
pub fn for_each_legal_lay_of(
    board: &BoardState,
    ctx: &LayContext,
    lays: impl IntoIterator<Item = (Hex, TileId, Rotation)>,
    mut visit: impl FnMut(Hex, TileId, Rotation, Money),
) {
    // Several hexes take the same tile: each tile is checked once.
    let (mut checked, mut usable) = (TileSet::default(), TileSet::default());
    for (hex, id, rotation) in lays {
        if !checked.contains(id) {
            checked.insert(id);
            if check_tile(board, ctx, id.def()).is_ok() {
                usable.insert(id);
            }
        }
        if !usable.contains(id) {
            continue;
        }
        let Ok(site) = Site::of(board, hex, None) else { continue };
        lays_of_tile(board, ctx, &site, id, 1 << rotation.index(), &mut visit);
    }
}

/// Tells `visit` the lays of tile `id` on `site` in the `rotations` asked (bits) that are
/// distinct and legal.
fn lays_of_tile(
    board: &BoardState,
    ctx: &LayContext,
    site: &Site,
    id: TileId,
    rotations: u8,
    visit: &mut impl FnMut(Hex, TileId, Rotation, Money),
) {
    let (tile, facts) = (id.def(), facts(id.def()));
    let Ok(fits) = check_placement(ctx, site, (tile, facts)) else { return };
    // A rotation the old track does not fit is refused first (R75).
    let tried = rotations & facts.distinct & fits;
    for rotation in Rotation::ALL.into_iter().filter(|r| tried & (1 << r.index()) != 0) {
        if let Ok(ok) = check_turned(board, ctx, site, (tile, facts), rotation, fits) {
            visit(site.hex, id, rotation, ok.cost);
        }
    }
}

/// Every light-orange hex of `variant` with its own Stadtbahn tile and the one rotation that
/// lays its dotted track the planned way (R72, R73: any other tile or rotation is refused),
/// worked out once per board.
pub fn stadtbahn_lays(variant: BoardVariant) -> &'static [(Hex, TileId, Rotation)] {
    static LAYS: OnceLock<[Vec<(Hex, TileId, Rotation)>; 3]> = OnceLock::new();
    let all = LAYS.get_or_init(|| {
        BoardVariant::ALL.map(|v| {
            board_hexes(v)
                .filter_map(|h| {
                    let sb = h.stadtbahn?;
                    let id = TileId::named(sb.first_tile)?;
                    let planned = edge_bits(sb.planned_exits.iter().copied());
                    let facts = facts(id.def());
                    let rotation = Rotation::ALL.into_iter().find(|&r| {
                        facts.distinct & (1 << r.index()) != 0 && turned(facts.dotted, r) == planned
                    })?;
                    Some((h.hex, id, rotation))
                })
                .collect()
        })
    });
    let at = BoardVariant::ALL.iter().position(|&v| v == variant).unwrap_or(0);
    &all[at]
}

/// The tile's track in board orientation, sorted, to tell symmetric rotations apart.
fn board_shape(tile: &TileDef, rotation: Rotation) -> Vec<(PathEnd, PathEnd, Track)> {
    let turn = |end: PathEnd| match end {
        PathEnd::Edge { edge, lane } => PathEnd::Edge { edge: edge.rotated(rotation), lane },
        node => node,
    };
    let key = |end: &PathEnd| match *end {
        PathEnd::Edge { edge, lane } => (0, edge.index(), lane),
        PathEnd::Node(n) => (1, n, 0),
    };
    let mut shape: Vec<(PathEnd, PathEnd, Track)> = tile
        .face
        .paths
        .iter()
        .map(|p| {
            let (a, b) = (turn(p.a), turn(p.b));
            if key(&a) <= key(&b) { (a, b, p.track) } else { (b, a, p.track) }
        })
        .collect();
    shape.sort_by_key(|(a, b, t)| (key(a), key(b), *t == Track::Tram));
    shape
}

/// The hexes where `ctx`'s line may lay something, in board order.
pub fn lay_hexes(board: &BoardState, ctx: &LayContext) -> Vec<Hex> {
    let mut hexes: Vec<Hex> = Vec::new();
    let all = crate::data::board_hexes(board.variant()).map(|h| h.hex);
    for_each_legal_lay(board, ctx, all, &board.reach(ctx.line), |hex, _, _, _| {
        if hexes.last() != Some(&hex) {
            hexes.push(hex);
        }
    });
    hexes
}

#[cfg(test)]
#[path = "laying_tests.rs"]
mod tests;
