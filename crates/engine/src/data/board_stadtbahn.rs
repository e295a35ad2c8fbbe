//! The four Stadtbahn paths of each board and the Stadtbahn station markers of the set-up.
//!
//! Each path runs from one terminal (home-base station, rulebook VIII.5.2) to the other, hex
//! by hex along the dotted line. `terminal(hex, node)` is a home-base station at that node of
//! the printed face; `stop(hex, node)` is printed dotted track through a printed stop;
//! `track(hex)` is printed dotted track without a stop; `build(hex)` is a light-orange hex that
//! takes a Stadtbahn tile. The 3-player small map uses the full board's paths of W, G and D;
//! the 2-player overlay shortens W and turns G11 into a light-orange hex (reference
//! `stadtbahn_routes`). V is not used on the smaller boards (rulebook XII, XIII).

use super::{BoardVariant, MarkerSpot, RouteStep, StadtbahnCompany, StadtbahnRole};
use crate::map::Hex;

const fn terminal(label: &'static str, node: u8) -> RouteStep {
    RouteStep { hex: Hex::from_label(label), role: StadtbahnRole::Terminal, node: Some(node) }
}

const fn stop(label: &'static str, node: u8) -> RouteStep {
    RouteStep { hex: Hex::from_label(label), role: StadtbahnRole::Fixed, node: Some(node) }
}

const fn track(label: &'static str) -> RouteStep {
    RouteStep { hex: Hex::from_label(label), role: StadtbahnRole::Fixed, node: None }
}

const fn build(label: &'static str) -> RouteStep {
    RouteStep { hex: Hex::from_label(label), role: StadtbahnRole::Buildable, node: None }
}

const fn marker(label: &'static str, node: u8) -> MarkerSpot {
    MarkerSpot { hex: Hex::from_label(label), node }
}

#[rustfmt::skip]
const W_FULL: &[RouteStep] = &[
    terminal("F24", 1), build("G23"), build("G21"), build("G19"), build("G17"), build("H16"),
    build("I15"), build("I13"), stop("I11", 2), build("I9"), build("I7"), build("I5"),
    build("I3"), terminal("I1", 0),
];

#[rustfmt::skip]
const W_TWO_PLAYER: &[RouteStep] = &[
    terminal("F24", 1), build("G23"), build("G21"), build("G19"), build("G17"), build("H16"),
    build("I15"), build("I13"), terminal("I11", 1),
];

#[rustfmt::skip]
const V_FULL: &[RouteStep] = &[
    terminal("A17", 1), track("A15"), stop("A13", 0), track("A11"), build("B10"), build("C9"),
    stop("C7", 0), build("D6"), build("E7"), build("F6"), build("G5"), terminal("G3", 0),
];

// G11 Westbahnhof: printed dotted track through a Stadtbahn halt on the full and small boards,
// a light-orange hex under the 2-player overlay.
#[rustfmt::skip]
const G_FULL: &[RouteStep] = &[
    terminal("A17", 0), build("B16"), build("B14"), build("C13"), build("D12"), build("E13"),
    build("F12"), stop("G11", 1), build("H12"), terminal("I11", 0),
];

#[rustfmt::skip]
const G_TWO_PLAYER: &[RouteStep] = &[
    terminal("A17", 0), build("B16"), build("B14"), build("C13"), build("D12"), build("E13"),
    build("F12"), build("G11"), build("H12"), terminal("I11", 0),
];

#[rustfmt::skip]
const D_ALL: &[RouteStep] = &[
    terminal("A17", 2), stop("A19", 0), build("B20"), build("C21"), build("D22"), build("E23"),
    terminal("F24", 2),
];

/// The path of `company` on `variant`'s board.
pub(super) fn route(variant: BoardVariant, company: StadtbahnCompany) -> &'static [RouteStep] {
    use BoardVariant::*;
    use StadtbahnCompany::*;
    match (variant, company) {
        (Full | ThreePlayerSmall, W) => W_FULL,
        (TwoPlayer, W) => W_TWO_PLAYER,
        (Full, V) => V_FULL,
        (ThreePlayerSmall | TwoPlayer, V) => &[],
        (Full | ThreePlayerSmall, G) => G_FULL,
        (TwoPlayer, G) => G_TWO_PLAYER,
        (_, D) => D_ALL,
    }
}

// Stadtbahn station markers at set-up (rulebook III.5: G 3, D 4, W 4, V 6), terminals first.
// Under the 2-player overlay W ends on its own circle of I11 and has three markers.
#[rustfmt::skip]
const W_MARKERS: &[MarkerSpot] =
    &[marker("F24", 1), marker("I1", 0), marker("I9", 0), marker("I15", 0)];
#[rustfmt::skip]
const W_MARKERS_TWO_PLAYER: &[MarkerSpot] =
    &[marker("F24", 1), marker("I11", 1), marker("I15", 0)];
#[rustfmt::skip]
const V_MARKERS: &[MarkerSpot] =
    &[marker("A17", 1), marker("G3", 0), marker("A13", 0), marker("B10", 0), marker("C7", 0),
      marker("F6", 0)];
#[rustfmt::skip]
const G_MARKERS: &[MarkerSpot] =
    &[marker("A17", 0), marker("I11", 0), marker("D12", 0)];
#[rustfmt::skip]
const D_MARKERS: &[MarkerSpot] =
    &[marker("A17", 2), marker("F24", 2), marker("D22", 0), marker("E23", 0)];

/// The set-up markers of `company` on `variant`'s board.
pub(super) fn initial_markers(
    variant: BoardVariant,
    company: StadtbahnCompany,
) -> &'static [MarkerSpot] {
    use BoardVariant::*;
    use StadtbahnCompany::*;
    match (variant, company) {
        (Full | ThreePlayerSmall, W) => W_MARKERS,
        (TwoPlayer, W) => W_MARKERS_TWO_PLAYER,
        (Full, V) => V_MARKERS,
        (ThreePlayerSmall | TwoPlayer, V) => &[],
        (_, G) => G_MARKERS,
        (_, D) => D_MARKERS,
    }
}
