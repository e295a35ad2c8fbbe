//! For tests only: one sample of every variant of the engine data the app words (events,
//! refusals, actions, lay and route errors) and of every [`Text`] key, with the nested values
//! the wording branches on (issue 19).
//!
//! Each enum has an index function with an exhaustive `match` (no wildcard arm) and a count,
//! and the tests below check that the samples reach every index: a variant added to the engine
//! fails to compile here until it is given a sample, and then it must be worded in every
//! language.
//!
//! With `I18N_CORPUS` set (as `scripts/test` sets it), a test writes every wording of every
//! language to that file: the corpus the browser's English-leak test reads.

use tramways_engine::bot::hint::Reason;
use tramways_engine::data::Bonus;
use tramways_engine::data::game_tables::{Round, TramColor, TramCompany, TramSpace};
use tramways_engine::data::{Landmark, StadtbahnCompany, TileId};
use tramways_engine::game::{Action, CompanyId, Event, Expected, Owner, Refusal, SetupError, Who};
use tramways_engine::import::export::{ExportError, ExportFault, SetupFault};
use tramways_engine::import::{
    ImportError, JsonCategory, JsonFault, LogFault, MapFault, ShapeFault,
};
use tramways_engine::map::graph::{NodeRef, PathRef};
use tramways_engine::map::{Hex, Rotation, TileColor};
use tramways_engine::rules::BoardError;
use tramways_engine::rules::laying::{HexTakes, LayError, LayKind, NotReplaced, UpgradeRule};
use tramways_engine::rules::route::RouteError;

use super::Text;

fn hex(label: &str) -> Hex {
    label.parse().unwrap()
}

fn tile(name: &str) -> TileId {
    TileId::named(name).unwrap_or_else(|| panic!("no tile {name} in 1840"))
}

fn rot(n: u8) -> Rotation {
    Rotation::new(n).unwrap()
}

fn circle(label: &str, node: u8) -> NodeRef {
    NodeRef { hex: hex(label), node }
}

const WT: TramCompany = TramCompany::WienerTramway;
const WKB: TramCompany = TramCompany::WienKagranner;
const SJE: TramCompany = TramCompany::SchaeckJaquet;

// ---------------------------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------------------------

/// The number of [`Event`] variants.
pub(crate) const EVENT_COUNT: usize = 36;

/// A distinct index per [`Event`] variant.
pub(crate) fn event_variant(x: &Event) -> usize {
    match x {
        Event::RoundStarted { .. } => 0,
        Event::Passed { .. } => 1,
        Event::PrivateChosen { .. } => 2,
        Event::PrivateBid { .. } => 3,
        Event::PrivateBought { .. } => 4,
        Event::PrivatePriceDropped { .. } => 5,
        Event::PrivateDividend { .. } => 6,
        Event::PrivateReturned { .. } => 7,
        Event::PrivateSoldToCompany { .. } => 8,
        Event::OrderCard { .. } => 9,
        Event::DirectorBought { .. } => 10,
        Event::CompanyRemoved { .. } => 11,
        Event::DirectorChanged { .. } => 12,
        Event::SharesSold { .. } => 13,
        Event::ShareBought { .. } => 14,
        Event::PriceMoved { .. } => 15,
        Event::DividendPaid { .. } => 16,
        Event::TramsMoved { .. } => 17,
        Event::TramBought { .. } => 18,
        Event::TramAssigned { .. } => 19,
        Event::TramScrapped { .. } => 20,
        Event::LineChosen { .. } => 21,
        Event::LineBid { .. } => 22,
        Event::LinePassed { .. } => 23,
        Event::LineBought { .. } => 24,
        Event::LinesDealt { .. } => 25,
        Event::LineTurn { .. } => 26,
        Event::TileLaid { .. } => 27,
        Event::StationPlaced { .. } => 28,
        Event::StadtbahnMarkerRemoved { .. } => 29,
        Event::TramRan { .. } => 30,
        Event::ShortfallPaid { .. } => 31,
        Event::StadtbahnRan { .. } => 32,
        Event::GameEnded { .. } => 33,
        Event::PrivateOffered { .. } => 34,
        Event::PrivateOfferRefused { .. } => 35,
    }
}

/// One event of every variant, and of every branch its wording takes (each round, each kind
/// of owner and company, an upgrade and a first lay, with and without a cost, one loan and
/// two, a Stadtbahn run with and without its multiplier, the two ends of the game).
pub(crate) fn events() -> Vec<Event> {
    let mut events: Vec<Event> =
        [Round::PreShare, Round::Share(1), Round::Company(2), Round::Line(3, 'b'), Round::End]
            .into_iter()
            .map(|round| Event::RoundStarted { round })
            .collect();
    events.extend([
        Event::Passed { player: 0 },
        Event::PrivateChosen { player: 1, private: Landmark::Hofburg },
        Event::PrivateBid { player: 2, private: Landmark::Hofburg, amount: 45 },
        Event::PrivateBought { player: 2, private: Landmark::Hofburg, price: 45 },
        Event::PrivatePriceDropped { private: Landmark::Prater, price: 15 },
        Event::PrivateDividend { private: Landmark::Prater, owner: Owner::Player(0), amount: 5 },
        Event::PrivateDividend {
            private: Landmark::Stephansdom,
            owner: Owner::Company(WT),
            amount: 20,
        },
        Event::PrivateReturned {
            private: Landmark::Karlskirche,
            owner: Owner::Player(1),
            amount: 30,
        },
        Event::PrivateReturned {
            private: Landmark::SchlossBelvedere,
            owner: Owner::Company(WKB),
            amount: 40,
        },
        Event::PrivateOffered { private: Landmark::Stephansdom, player: 2, company: WT, price: 1 },
        Event::PrivateOfferRefused {
            private: Landmark::Stephansdom,
            player: 2,
            company: WT,
            price: 1,
        },
        Event::PrivateSoldToCompany {
            private: Landmark::SchlossSchoenbrunn,
            player: 0,
            company: SJE,
            price: 60,
        },
        Event::OrderCard { player: 1, card: 2 },
        Event::DirectorBought { player: 0, company: WT, par: 90, cash: 40 },
        Event::CompanyRemoved { company: TramCompany::GemeindeWien },
        Event::DirectorChanged { company: WKB, from: 1, to: 2 },
        Event::SharesSold { player: 1, company: CompanyId::Tram(WT), count: 2, price: 80 },
        Event::ShareBought {
            player: 2,
            company: CompanyId::Stadtbahn(StadtbahnCompany::W),
            price: 95,
        },
        Event::PriceMoved { company: CompanyId::Tram(WKB), from: 80, to: 90 },
        Event::DividendPaid {
            company: CompanyId::Tram(WT),
            total: 120,
            per_share: 12,
            to_treasury: 0,
        },
        Event::TramsMoved {
            spaces: [Some(TramColor::Orange), Some(TramColor::Yellow), None],
            removed: 2,
        },
        Event::TramBought {
            company: WT,
            color: TramColor::Yellow,
            space: TramSpace::Left,
            price: 100,
            from_director: 0,
            loans: 0,
        },
        Event::TramBought {
            company: WKB,
            color: TramColor::Orange,
            space: TramSpace::Middle,
            price: 180,
            from_director: 60,
            loans: 1,
        },
        Event::TramBought {
            company: SJE,
            color: TramColor::Red,
            space: TramSpace::Right,
            price: 300,
            from_director: 250,
            loans: 2,
        },
        Event::TramAssigned { company: WT, color: TramColor::Yellow, line: Some(4) },
        Event::TramAssigned { company: WT, color: TramColor::Pink, line: None },
        Event::TramScrapped { company: WKB, color: TramColor::Purple },
        Event::LineChosen { company: WT, line: 4 },
        Event::LineBid { company: WKB, line: 4, amount: 35 },
        Event::LinePassed { company: SJE },
        Event::LineBought { company: WKB, line: 4, price: 35 },
        Event::LinesDealt { lines: vec![5, 11, 16] },
        Event::LineTurn { line: 4 },
        Event::TileLaid {
            line: 4,
            hex: hex("H26"),
            tile: tile("4"),
            rotation: rot(1),
            replaced: None,
            cost: 0,
        },
        Event::TileLaid {
            line: 5,
            hex: hex("B16"),
            tile: tile("L1"),
            rotation: rot(0),
            replaced: None,
            cost: 20,
        },
        Event::TileLaid {
            line: 4,
            hex: hex("H26"),
            tile: tile("14"),
            rotation: rot(0),
            replaced: Some(tile("57")),
            cost: 0,
        },
        Event::TileLaid {
            line: 3,
            hex: hex("E17"),
            tile: tile("141"),
            rotation: rot(2),
            replaced: Some(tile("3")),
            cost: 40,
        },
        Event::StationPlaced { line: 4, at: circle("H28", 0), cost: 20 },
        Event::StadtbahnMarkerRemoved {
            line: 5,
            company: StadtbahnCompany::G,
            at: circle("G3", 0),
            cost: 40,
        },
        Event::TramRan { line: 4, revenue: 120, adjustment: -20, income: 100 },
        Event::ShortfallPaid {
            company: WT,
            from_revenue: 0,
            from_treasury: 0,
            from_director: 0,
            loans: 0,
        },
        Event::ShortfallPaid {
            company: WT,
            from_revenue: 20,
            from_treasury: 30,
            from_director: 50,
            loans: 1,
        },
        Event::ShortfallPaid {
            company: WKB,
            from_revenue: 0,
            from_treasury: 10,
            from_director: 90,
            loans: 2,
        },
        Event::StadtbahnRan { company: StadtbahnCompany::W, revenue: 40, total: 120 },
        Event::StadtbahnRan { company: StadtbahnCompany::D, revenue: 70, total: 70 },
        Event::GameEnded { by_agreement: true },
        Event::GameEnded { by_agreement: false },
    ]);
    events
}

// ---------------------------------------------------------------------------------------------
// Actions
// ---------------------------------------------------------------------------------------------

/// The number of [`Action`] variants.
pub(crate) const ACTION_COUNT: usize = 27;

/// A distinct index per [`Action`] variant.
pub(crate) fn action_variant(x: &Action) -> usize {
    match x {
        Action::ChoosePrivate { .. } => 0,
        Action::BidPrivate { .. } => 1,
        Action::PassPrivate { .. } => 2,
        Action::PickOrderCard { .. } => 3,
        Action::BuyDirector { .. } => 4,
        Action::SellShares { .. } => 5,
        Action::BuyShare { .. } => 6,
        Action::PassShare { .. } => 7,
        Action::PayDividend { .. } => 8,
        Action::BuyTram { .. } => 9,
        Action::AssignTram { .. } => 10,
        Action::ScrapTram { .. } => 11,
        Action::DoneTrams { .. } => 12,
        Action::ChooseLine { .. } => 13,
        Action::BidLine { .. } => 14,
        Action::PassLine { .. } => 15,
        Action::LayTile { .. } => 16,
        Action::LayStadtbahn { .. } => 17,
        Action::BonusTile { .. } => 18,
        Action::PlaceStation { .. } => 19,
        Action::RemoveStadtbahnMarker { .. } => 20,
        Action::SkipBonus { .. } => 21,
        Action::BuyPrivate { .. } => 22,
        Action::RunTram { .. } => 23,
        Action::ReturnPrivate { .. } => 24,
        Action::EndGame => 25,
        Action::AnswerPrivateOffer { .. } => 26,
    }
}

/// One action of every variant, with a tram put on a line and taken off, a tram run on its
/// best route and on a given one, a private returned by a player and by a company.
pub(crate) fn actions() -> Vec<Action> {
    vec![
        Action::ChoosePrivate { player: 0, private: Landmark::Hofburg },
        Action::BidPrivate { player: 1, amount: 45 },
        Action::PassPrivate { player: 2 },
        Action::PickOrderCard { player: 0, card: 3 },
        Action::BuyDirector { player: 1, company: WT, par: 90 },
        Action::SellShares { player: 2, company: CompanyId::Tram(WKB), count: 2 },
        Action::BuyShare { player: 0, company: CompanyId::Stadtbahn(StadtbahnCompany::V) },
        Action::PassShare { player: 1 },
        Action::PayDividend { company: WT, amount: 40 },
        Action::BuyTram { company: WT, space: TramSpace::Middle },
        Action::AssignTram { company: WT, tram: 0, line: Some(4) },
        Action::AssignTram { company: WT, tram: 1, line: None },
        Action::ScrapTram { company: WKB, tram: 1 },
        Action::DoneTrams { company: WKB },
        Action::ChooseLine { company: SJE, line: 11, amount: 20 },
        Action::BidLine { company: WT, amount: 25 },
        Action::PassLine { company: WKB },
        Action::LayTile { line: 4, hex: hex("H26"), tile: tile("57"), rotation: rot(1) },
        Action::LayStadtbahn { line: 5, hex: hex("B16"), tile: tile("L1"), rotation: rot(0) },
        Action::BonusTile { line: 5, hex: hex("G27"), tile: tile("4"), rotation: rot(2) },
        Action::PlaceStation { line: 4, at: circle("H28", 0) },
        Action::RemoveStadtbahnMarker { line: 13, at: circle("G3", 0) },
        Action::SkipBonus { line: 5 },
        Action::BuyPrivate { line: 4, private: Landmark::Prater, price: 40 },
        Action::AnswerPrivateOffer { private: Landmark::Prater, accept: true },
        Action::AnswerPrivateOffer { private: Landmark::Prater, accept: false },
        Action::RunTram { line: 4, route: None },
        Action::RunTram {
            line: 4,
            route: Some(vec![
                PathRef { hex: hex("H28"), path: 0 },
                PathRef { hex: hex("H26"), path: 0 },
            ]),
        },
        Action::ReturnPrivate { owner: Owner::Player(2), private: Landmark::Karlskirche },
        Action::ReturnPrivate { owner: Owner::Company(SJE), private: Landmark::Stephansdom },
        Action::EndGame,
    ]
}

// ---------------------------------------------------------------------------------------------
// Lay errors and the small enums they carry
// ---------------------------------------------------------------------------------------------

/// The number of [`LayError`] variants.
pub(crate) const LAY_ERROR_COUNT: usize = 19;

/// A distinct index per [`LayError`] variant.
pub(crate) fn lay_error_variant(x: &LayError) -> usize {
    match x {
        LayError::NotOnBoard(..) => 0,
        LayError::Printed(..) => 1,
        LayError::WrongHex { .. } => 2,
        LayError::WrongKind { .. } => 3,
        LayError::NotYet { .. } => 4,
        LayError::GreenBonusTooEarly => 5,
        LayError::NoneLeft(..) => 6,
        LayError::Occupied { .. } => 7,
        LayError::BadUpgrade { .. } => 8,
        LayError::OffMap { .. } => 9,
        LayError::NoConnection { .. } => 10,
        LayError::ArrowAtRed { .. } => 11,
        LayError::HomeFirst { .. } => 12,
        LayError::NotReached { .. } => 13,
        LayError::WrongStadtbahnTile { .. } => 14,
        LayError::StadtbahnRotation(..) => 15,
        LayError::StadtbahnSequence(..) => 16,
        LayError::SameTrackAs { .. } => 17,
        LayError::SpecialPurple { .. } => 18,
    }
}

/// The number of [`HexTakes`] variants.
pub(crate) const HEX_TAKES_COUNT: usize = 12;

/// A distinct index per [`HexTakes`] variant.
pub(crate) fn hex_takes_variant(x: &HexTakes) -> usize {
    match x {
        HexTakes::GreenUpgradeNeedsYellow => 0,
        HexTakes::RedOnInnerCity => 1,
        HexTakes::PurpleOnRailwayStation => 2,
        HexTakes::StadtbahnOnOrange => 3,
        HexTakes::YellowFirst => 4,
        HexTakes::PlainTakesHalt => 5,
        HexTakes::OoTakesOo => 6,
        HexTakes::InterchangeTakesOneCircle => 7,
        HexTakes::OrangeTakesStadtbahn => 8,
        HexTakes::InnerCityTakesRed => 9,
        HexTakes::StationTakesPurple => 10,
        HexTakes::OwnSpecialPurple => 11,
    }
}

/// The number of [`NotReplaced`] variants.
pub(crate) const NOT_REPLACED_COUNT: usize = 5;

/// A distinct index per [`NotReplaced`] variant.
pub(crate) fn not_replaced_variant(x: &NotReplaced) -> usize {
    match x {
        NotReplaced::GreenUpgradeReplacesYellow => 0,
        NotReplaced::StadtbahnOnEmpty => 1,
        NotReplaced::ExtraYellowOnEmpty => 2,
        NotReplaced::BonusNeverReplaces => 3,
        NotReplaced::Final => 4,
    }
}

/// The number of [`UpgradeRule`] variants.
pub(crate) const UPGRADE_RULE_COUNT: usize = 5;

/// A distinct index per [`UpgradeRule`] variant.
pub(crate) fn upgrade_rule_variant(x: &UpgradeRule) -> usize {
    match x {
        UpgradeRule::NextColour => 0,
        UpgradeRule::OrangeEdge => 1,
        UpgradeRule::Oo => 2,
        UpgradeRule::Rotation => 3,
        UpgradeRule::KeepsTrack => 4,
    }
}

/// The number of [`LayKind`] variants.
pub(crate) const LAY_KIND_COUNT: usize = 6;

/// A distinct index per [`LayKind`] variant.
pub(crate) fn lay_kind_variant(x: &LayKind) -> usize {
    match x {
        LayKind::Normal => 0,
        LayKind::Stadtbahn => 1,
        LayKind::ExtraYellow => 2,
        LayKind::GreenUpgrade => 3,
        LayKind::Red => 4,
        LayKind::Purple => 5,
    }
}

/// The number of [`TileColor`] variants.
pub(crate) const TILE_COLOR_COUNT: usize = 6;

/// A distinct index per [`TileColor`] variant.
pub(crate) fn tile_color_variant(x: &TileColor) -> usize {
    match x {
        TileColor::Yellow => 0,
        TileColor::Green => 1,
        TileColor::Brown => 2,
        TileColor::Gray => 3,
        TileColor::Red => 4,
        TileColor::Purple => 5,
    }
}

/// One lay error of every variant, and one of every [`HexTakes`], [`NotReplaced`],
/// [`UpgradeRule`], [`LayKind`] and [`TileColor`] they carry.
pub(crate) fn lay_errors() -> Vec<LayError> {
    let mut errors = vec![
        LayError::NotOnBoard(hex("A1")),
        LayError::Printed(hex("H30")),
        LayError::GreenBonusTooEarly,
        LayError::NoneLeft("L20"),
        LayError::OffMap { tile: "4", hex: hex("B28") },
        LayError::NoConnection { tile: "3", hex: hex("B28"), into: hex("A27") },
        LayError::ArrowAtRed { tile: "L5", hex: hex("D20"), into: hex("E19") },
        LayError::HomeFirst { line: 12, home: hex("E11") },
        LayError::NotReached { line: 5, hex: hex("I27") },
        LayError::WrongStadtbahnTile { hex: hex("B16"), expected: "L1" },
        LayError::StadtbahnRotation(hex("B16")),
        LayError::StadtbahnSequence(hex("B14")),
        LayError::SameTrackAs { tile: "14", rotation: 3, same_as: 0 },
        LayError::SpecialPurple { tile: "L30b", only: hex("F24") },
    ];
    errors.extend(
        [
            (HexTakes::GreenUpgradeNeedsYellow, "141", "H26"),
            (HexTakes::RedOnInnerCity, "L5", "H26"),
            (HexTakes::PurpleOnRailwayStation, "L20", "H26"),
            (HexTakes::StadtbahnOnOrange, "L1", "H26"),
            (HexTakes::YellowFirst, "14", "H26"),
            (HexTakes::PlainTakesHalt, "3", "H26"),
            (HexTakes::OoTakesOo, "57", "D18"),
            (HexTakes::InterchangeTakesOneCircle, "4", "E17"),
            (HexTakes::OrangeTakesStadtbahn, "4", "B16"),
            (HexTakes::InnerCityTakesRed, "57", "D20"),
            (HexTakes::StationTakesPurple, "57", "G11"),
            (HexTakes::OwnSpecialPurple, "L30a", "F24"),
        ]
        .into_iter()
        .map(|(reason, tile, at)| LayError::WrongHex { tile, hex: hex(at), reason }),
    );
    errors.extend(
        [
            (LayKind::Normal, "L5"),
            (LayKind::Stadtbahn, "4"),
            (LayKind::ExtraYellow, "14"),
            (LayKind::GreenUpgrade, "57"),
            (LayKind::Red, "L20"),
            (LayKind::Purple, "L5"),
        ]
        .into_iter()
        .map(|(kind, tile)| LayError::WrongKind { tile, kind }),
    );
    errors.extend(
        [
            TileColor::Yellow,
            TileColor::Green,
            TileColor::Brown,
            TileColor::Gray,
            TileColor::Red,
            TileColor::Purple,
        ]
        .into_iter()
        .map(|color| LayError::NotYet { color }),
    );
    errors.extend(
        [
            (NotReplaced::GreenUpgradeReplacesYellow, "14"),
            (NotReplaced::StadtbahnOnEmpty, "57"),
            (NotReplaced::ExtraYellowOnEmpty, "4"),
            (NotReplaced::BonusNeverReplaces, "57"),
            (NotReplaced::Final, "L5"),
        ]
        .into_iter()
        .map(|(reason, old)| LayError::Occupied { hex: hex("H26"), old, reason }),
    );
    errors.extend(
        [
            (UpgradeRule::NextColour, "4", "611"),
            (UpgradeRule::OrangeEdge, "L1", "14"),
            (UpgradeRule::Oo, "57", "14"),
            (UpgradeRule::Rotation, "57", "14"),
            (UpgradeRule::KeepsTrack, "4", "15"),
        ]
        .into_iter()
        .map(|(reason, old, new)| LayError::BadUpgrade {
            hex: hex("H26"),
            old,
            new,
            reason,
        }),
    );
    errors
}

// ---------------------------------------------------------------------------------------------
// Route and board errors
// ---------------------------------------------------------------------------------------------

/// The number of [`RouteError`] variants.
pub(crate) const ROUTE_ERROR_COUNT: usize = 14;

/// A distinct index per [`RouteError`] variant.
pub(crate) fn route_error_variant(x: &RouteError) -> usize {
    match x {
        RouteError::TooFewLocations => 0,
        RouteError::NoSuchTrack(..) => 1,
        RouteError::StadtbahnTrack(..) => 2,
        RouteError::TrackTwice(..) => 3,
        RouteError::SideTwice(..) => 4,
        RouteError::NotConnected(..) => 5,
        RouteError::Reverses(..) => 6,
        RouteError::ChangesTrack(..) => 7,
        RouteError::NotAtLocation(..) => 8,
        RouteError::NotALocation(..) => 9,
        RouteError::LocationTwice(..) => 10,
        RouteError::ThroughBlocked(..) => 11,
        RouteError::ThroughTerminal(..) => 12,
        RouteError::NoStation(..) => 13,
    }
}

/// One route error of every variant.
pub(crate) fn route_errors() -> Vec<RouteError> {
    vec![
        RouteError::TooFewLocations,
        RouteError::NoSuchTrack(hex("H28"), 7),
        RouteError::StadtbahnTrack(hex("H26")),
        RouteError::TrackTwice(hex("E17")),
        RouteError::SideTwice(hex("H24"), hex("H26")),
        RouteError::NotConnected(hex("H28"), hex("H24")),
        RouteError::Reverses(hex("H26")),
        RouteError::ChangesTrack(hex("H26")),
        RouteError::NotAtLocation(hex("H28")),
        RouteError::NotALocation(hex("I27")),
        RouteError::LocationTwice(hex("E17")),
        RouteError::ThroughBlocked(hex("H28")),
        RouteError::ThroughTerminal(hex("K27")),
        RouteError::NoStation(4),
    ]
}

/// The number of [`BoardError`] variants.
pub(crate) const BOARD_ERROR_COUNT: usize = 5;

/// A distinct index per [`BoardError`] variant.
pub(crate) fn board_error_variant(x: &BoardError) -> usize {
    match x {
        BoardError::NoSuchHex(..) => 0,
        BoardError::NoneLeft(..) => 1,
        BoardError::LosesTrack { .. } => 2,
        BoardError::NoSuchCircle(..) => 3,
        BoardError::NoSuchMarker(..) => 4,
    }
}

/// One board error of every variant.
pub(crate) fn board_errors() -> Vec<BoardError> {
    vec![
        BoardError::NoSuchHex(hex("A1")),
        BoardError::NoneLeft("L3"),
        BoardError::LosesTrack { old: "57", new: "14" },
        BoardError::NoSuchCircle(hex("H26"), 2),
        BoardError::NoSuchMarker(hex("G3")),
    ]
}

// ---------------------------------------------------------------------------------------------
// Refusals
// ---------------------------------------------------------------------------------------------

/// The number of [`Who`] variants.
pub(crate) const WHO_COUNT: usize = 3;

/// A distinct index per [`Who`] variant.
pub(crate) fn who_variant(x: &Who) -> usize {
    match x {
        Who::Player(..) => 0,
        Who::Company(..) => 1,
        Who::Line(..) => 2,
    }
}

/// The number of [`Expected`] variants.
pub(crate) const EXPECTED_COUNT: usize = 15;

/// A distinct index per [`Expected`] variant.
pub(crate) fn expected_variant(x: &Expected) -> usize {
    match x {
        Expected::ChoosePrivate => 0,
        Expected::BidPrivate => 1,
        Expected::PickOrderCard => 2,
        Expected::BuyDirector => 3,
        Expected::ShareTurn => 4,
        Expected::Dividend => 5,
        Expected::Trams => 6,
        Expected::ChooseLine => 7,
        Expected::BidLine => 8,
        Expected::LineTurn => 9,
        Expected::Bonus => 10,
        Expected::HomeMarker => 11,
        Expected::LiftedMarkers => 12,
        Expected::Nothing => 13,
        Expected::OfferAnswer => 14,
    }
}

/// The number of [`Refusal`] variants.
pub(crate) const REFUSAL_COUNT: usize = 71;

/// A distinct index per [`Refusal`] variant.
pub(crate) fn refusal_variant(x: &Refusal) -> usize {
    match x {
        Refusal::GameOver => 0,
        Refusal::NotYourTurn { .. } => 1,
        Refusal::NotNow { .. } => 2,
        Refusal::PrivateNotInGame { .. } => 3,
        Refusal::NotTheOwner { .. } => 4,
        Refusal::OwnerNotDeciding { .. } => 5,
        Refusal::PrivateNotForSale { .. } => 6,
        Refusal::ChoiceNeedsFaceValue { .. } => 7,
        Refusal::OpeningBidDue { .. } => 8,
        Refusal::FirstPrivateCompulsory => 9,
        Refusal::BidTooLow { .. } => 10,
        Refusal::BidNotInSteps { .. } => 11,
        Refusal::BidOverCash { .. } => 12,
        Refusal::PrivatePriceRange { .. } => 13,
        Refusal::PrivatesNotYet => 14,
        Refusal::PrivateFromPlayersOnly => 15,
        Refusal::NoSuchOrderCard { .. } => 16,
        Refusal::OrderCardTaken { .. } => 17,
        Refusal::DirectorNotNow => 18,
        Refusal::HasDirector { .. } => 19,
        Refusal::CompanyNotInGame { .. } => 20,
        Refusal::NoSuchPar { .. } => 21,
        Refusal::ParNeedsCash { .. } => 22,
        Refusal::NoSalesInFirstRound => 23,
        Refusal::SellTooMany { .. } => 24,
        Refusal::NotTraded { .. } => 25,
        Refusal::DirectorFirst => 26,
        Refusal::PoolEmpty { .. } => 27,
        Refusal::SoldThisRound { .. } => 28,
        Refusal::HoldingLimit { .. } => 29,
        Refusal::CertificateLimit { .. } => 30,
        Refusal::CashShort { .. } => 31,
        Refusal::DividendUnit { .. } => 32,
        Refusal::DividendOverRevenue { .. } => 33,
        Refusal::NoTramThere => 34,
        Refusal::TramLimit { .. } => 35,
        Refusal::TramFromTreasury { .. } => 36,
        Refusal::CheapestTramOnly { .. } => 37,
        Refusal::NoSuchTram { .. } => 38,
        Refusal::NotCompanyLine { .. } => 39,
        Refusal::TramAlreadyThere => 40,
        Refusal::MustBuyTram { .. } => 41,
        Refusal::LineNotOnDisplay { .. } => 42,
        Refusal::TreasuryShort { .. } => 43,
        Refusal::ConstructionEnded { .. } => 44,
        Refusal::AlreadyLaid { .. } => 45,
        Refusal::AlreadyLaidStadtbahn { .. } => 46,
        Refusal::AlreadyPlacedStation { .. } => 47,
        Refusal::Lay(..) => 48,
        Refusal::Board(..) => 49,
        Refusal::Route(..) => 50,
        Refusal::NotBestRoute { .. } => 51,
        Refusal::NoTramToRun { .. } => 52,
        Refusal::NoStationLeft { .. } => 53,
        Refusal::NoCircle { .. } => 54,
        Refusal::CircleTaken { .. } => 55,
        Refusal::StationOnHex { .. } => 56,
        Refusal::NotReached { .. } => 57,
        Refusal::KeptForHome { .. } => 58,
        Refusal::HomeFirst { .. } => 59,
        Refusal::LiftedFirst { .. } => 60,
        Refusal::NoStadtbahnMarker { .. } => 61,
        Refusal::TerminalMarker { .. } => 62,
        Refusal::MarkerNotReached { .. } => 63,
        Refusal::ScrapOwnTramOnly => 64,
        Refusal::ScrapWhileBuyingOnly => 65,
        Refusal::BuyingOver => 66,
        Refusal::ArrangeAfterBuying => 67,
        Refusal::LineLeftIdle { .. } => 68,
        Refusal::OfferPending { .. } => 69,
        Refusal::OfferRefused { .. } => 70,
    }
}

/// One refusal of every variant: a [`Refusal::Lay`] of every [`lay_errors`] sample, a
/// [`Refusal::Route`] of every [`route_errors`] sample, a [`Refusal::Board`] of every board
/// error, every [`Who`] on both sides of a turn refused, every [`Expected`].
pub(crate) fn refusals() -> Vec<Refusal> {
    let mut refusals = vec![
        Refusal::GameOver,
        Refusal::NotYourTurn { expected: Who::Player(0), got: Who::Player(1) },
        Refusal::NotYourTurn { expected: Who::Company(WT), got: Who::Company(WKB) },
        Refusal::NotYourTurn { expected: Who::Line(4), got: Who::Line(11) },
        Refusal::NotYourTurn { expected: Who::Player(2), got: Who::Company(SJE) },
        Refusal::PrivateNotInGame { private: Landmark::SchlossSchoenbrunn },
        Refusal::NotTheOwner { private: Landmark::Hofburg },
        Refusal::OwnerNotDeciding { owner: Owner::Player(1) },
        Refusal::OwnerNotDeciding { owner: Owner::Company(WT) },
        Refusal::PrivateNotForSale { private: Landmark::Prater },
        Refusal::ChoiceNeedsFaceValue { face: 60, cash: 40 },
        Refusal::OpeningBidDue { face: 60 },
        Refusal::FirstPrivateCompulsory,
        Refusal::BidTooLow { min: 45 },
        Refusal::BidNotInSteps { step: 5 },
        Refusal::BidOverCash { cash: 40 },
        Refusal::PrivatePriceRange { face: 40 },
        Refusal::PrivatesNotYet,
        Refusal::PrivateFromPlayersOnly,
        Refusal::OfferPending { private: Landmark::Stephansdom, player: 2 },
        Refusal::OfferRefused { private: Landmark::Stephansdom },
        Refusal::NoSuchOrderCard { cards: 3 },
        Refusal::OrderCardTaken { card: 2 },
        Refusal::DirectorNotNow,
        Refusal::HasDirector { company: WT },
        Refusal::CompanyNotInGame { company: TramCompany::GemeindeWien },
        Refusal::NoSuchPar { par: 75 },
        Refusal::ParNeedsCash { par: 100, due: 60, cash: 40 },
        Refusal::NoSalesInFirstRound,
        Refusal::SellTooMany { company: CompanyId::Tram(WKB), sellable: 1 },
        Refusal::NotTraded { company: CompanyId::Tram(SJE) },
        Refusal::DirectorFirst,
        Refusal::PoolEmpty { company: CompanyId::Stadtbahn(StadtbahnCompany::G) },
        Refusal::SoldThisRound { company: CompanyId::Tram(WT) },
        Refusal::HoldingLimit { company: CompanyId::Tram(WT), percent: 60 },
        Refusal::CertificateLimit { limit: 16 },
        Refusal::CashShort { cost: 95, cash: 40 },
        Refusal::DividendUnit { unit: 10 },
        Refusal::DividendOverRevenue { revenue: 40 },
        Refusal::NoTramThere,
        Refusal::TramLimit { limit: 3 },
        Refusal::TramFromTreasury { cost: 180, treasury: 40 },
        Refusal::CheapestTramOnly { cheapest: 100 },
        Refusal::NoSuchTram { company: WKB, tram: 2 },
        Refusal::NotCompanyLine { line: 11, company: WT },
        Refusal::TramAlreadyThere,
        Refusal::MustBuyTram { company: SJE },
        Refusal::LineNotOnDisplay { line: 2 },
        Refusal::TreasuryShort { cost: 40, treasury: 25 },
        Refusal::ConstructionEnded { line: 4 },
        Refusal::AlreadyLaid { line: 4 },
        Refusal::AlreadyLaidStadtbahn { line: 5 },
        Refusal::AlreadyPlacedStation { line: 4 },
        Refusal::NotBestRoute { revenue: 80, best: 120 },
        Refusal::NoTramToRun { line: 16 },
        Refusal::NoStationLeft { line: 4 },
        Refusal::NoCircle { hex: hex("H26") },
        Refusal::CircleTaken { hex: hex("E17") },
        Refusal::StationOnHex { hex: hex("H28") },
        Refusal::NotReached { hex: hex("I27") },
        Refusal::KeptForHome { hex: hex("E11") },
        Refusal::HomeFirst { home: hex("H28") },
        Refusal::LiftedFirst { hex: hex("D18") },
        Refusal::NoStadtbahnMarker { hex: hex("H26") },
        Refusal::TerminalMarker { hex: hex("I11") },
        Refusal::MarkerNotReached { hex: hex("G3") },
        Refusal::ScrapOwnTramOnly,
        Refusal::ScrapWhileBuyingOnly,
        Refusal::BuyingOver,
        Refusal::ArrangeAfterBuying,
        Refusal::LineLeftIdle { company: WKB },
    ];
    refusals.extend(
        [
            Expected::ChoosePrivate,
            Expected::BidPrivate,
            Expected::PickOrderCard,
            Expected::BuyDirector,
            Expected::ShareTurn,
            Expected::Dividend,
            Expected::Trams,
            Expected::ChooseLine,
            Expected::BidLine,
            Expected::LineTurn,
            Expected::Bonus,
            Expected::HomeMarker,
            Expected::LiftedMarkers,
            Expected::OfferAnswer,
            Expected::Nothing,
        ]
        .into_iter()
        .map(|expected| Refusal::NotNow { expected }),
    );
    refusals.extend(lay_errors().into_iter().map(Refusal::Lay));
    refusals.extend(board_errors().into_iter().map(Refusal::Board));
    refusals.extend(route_errors().into_iter().map(Refusal::Route));
    refusals
}

// ---------------------------------------------------------------------------------------------
// Text keys (the list below is generated from the enum in `mod.rs`)
// ---------------------------------------------------------------------------------------------

/// The number of [`Text`] keys.
pub(crate) const TEXT_COUNT: usize = 346;

/// A distinct index per [`Text`] key (no wildcard: a new key fails to compile here).
pub(crate) fn text_variant(x: &Text) -> usize {
    match x {
        Text::Title => 0,
        Text::Tagline => 1,
        Text::NewGame => 2,
        Text::BoardHeading => 3,
        Text::ShowGallery => 4,
        Text::GalleryHeading => 5,
        Text::GalleryNote => 6,
        Text::Back => 7,
        Text::MapLabel => 8,
        Text::Credit => 9,
        Text::NewGameHeading => 10,
        Text::PlayerName => 11,
        Text::AddPlayer => 12,
        Text::RemovePlayer => 13,
        Text::Board => 14,
        Text::BoardFull => 15,
        Text::BoardSmall => 16,
        Text::BoardTwo => 17,
        Text::Seed => 18,
        Text::SeedNote => 19,
        Text::Rules => 20,
        Text::RulesPrinted => 21,
        Text::RulesEighteenXx => 22,
        Text::RulesEighteenXxNote => 23,
        Text::StartGame => 24,
        Text::Undo => 25,
        Text::Redo => 26,
        Text::YourMoves => 27,
        Text::GameLog => 28,
        Text::Players => 29,
        Text::Companies => 30,
        Text::Cash => 31,
        Text::Value => 32,
        Text::Loans => 33,
        Text::Privates => 34,
        Text::Treasury => 35,
        Text::Revenue => 36,
        Text::Price => 37,
        Text::Pool => 38,
        Text::Lines => 39,
        Text::Trams => 40,
        Text::SharePrices => 41,
        Text::GameOver => 42,
        Text::Winner => 43,
        Text::EndGameNow => 44,
        Text::PrivateAuction => 45,
        Text::FaceValue => 46,
        Text::Dividend => 47,
        Text::Owner => 48,
        Text::Bank => 49,
        Text::Amount => 50,
        Text::Confirm => 51,
        Text::RoundBar => 52,
        Text::HighBid => 53,
        Text::BuyAndSell => 54,
        Text::Buy => 55,
        Text::Sell => 56,
        Text::YouHold => 57,
        Text::FutureTrams => 58,
        Text::TramsForSale => 59,
        Text::LinesForSale => 60,
        Text::Pay => 61,
        Text::PerShare => 62,
        Text::PriceTo => 63,
        Text::SavedGames => 64,
        Text::Resume => 65,
        Text::Delete => 66,
        Text::ReallyDelete => 67,
        Text::Finished => 68,
        Text::SetAside => 69,
        Text::NotSaved => 70,
        Text::Certificates => 71,
        Text::OrderCard => 72,
        Text::DefaultNames => 73,
        Text::BenchHeading => 74,
        Text::BenchNote => 75,
        Text::BenchRunning => 76,
        Text::BenchAgain => 77,
        Text::BenchLine => 78,
        Text::BenchStops => 79,
        Text::BenchMedian => 80,
        Text::BenchMax => 81,
        Text::BenchAll => 82,
        Text::LastPlayed => 83,
        Text::NoSavedGames => 84,
        Text::MoreActions => 85,
        Text::FewerActions => 86,
        Text::Rename => 87,
        Text::GameName => 88,
        Text::SaveName => 89,
        Text::Cancel => 90,
        Text::Duplicate => 91,
        Text::CopySuffix => 92,
        Text::ExportFile => 93,
        Text::ExportEighteenXx => 94,
        Text::ExportEighteenXxFailed => 95,
        Text::ErrNotEighteenXxRules => 96,
        Text::ShareLink => 97,
        Text::CopyLink => 98,
        Text::LinkCopied => 99,
        Text::CopyFailed => 100,
        Text::ShareNote => 101,
        Text::Kilobytes => 102,
        Text::ImportGame => 103,
        Text::ImportNote => 104,
        Text::ImportFailed => 105,
        Text::LinkBroken => 106,
        Text::ActionFailed => 107,
        Text::FromEighteenXx => 108,
        Text::ConflictHeading => 109,
        Text::LoadNewer => 110,
        Text::KeepAsCopy => 111,
        Text::ThisTabSuffix => 112,
        Text::ErrMissing => 113,
        Text::ErrNotJson => 114,
        Text::ErrNotOurs => 115,
        Text::ErrNewer => 116,
        Text::ErrDamaged => 117,
        Text::ErrReplay => 118,
        Text::ErrFull => 119,
        Text::ErrNoStorage => 120,
        Text::ErrLinkNoGame => 121,
        Text::ErrLinkFormat => 122,
        Text::ErrLinkDamaged => 123,
        Text::ErrLinkTooLarge => 124,
        Text::ErrFileEmpty => 125,
        Text::ErrFileTooLarge => 126,
        Text::ErrFileNotJson => 127,
        Text::ErrFileUnknown => 128,
        Text::ErrFileUnreadable => 129,
        Text::ErrDownload => 130,
        Text::ZoomIn => 131,
        Text::ZoomOut => 132,
        Text::FitMap => 133,
        Text::GameMapLabel => 134,
        Text::TileSupply => 135,
        Text::LineTreasury => 136,
        Text::HintLay => 137,
        Text::HintStadtbahn => 138,
        Text::HintStation => 139,
        Text::HintRemoval => 140,
        Text::HintBonus => 141,
        Text::DoneLay => 142,
        Text::DoneStadtbahn => 143,
        Text::DoneStation => 144,
        Text::Rotate => 145,
        Text::ConfirmChoice => 146,
        Text::Cost => 147,
        Text::Free => 148,
        Text::UpgradeWord => 149,
        Text::ModeNormal => 150,
        Text::ModeStadtbahn => 151,
        Text::ModeBonus => 152,
        Text::RunTheTram => 153,
        Text::SkipTheBonus => 154,
        Text::ShowRoute => 155,
        Text::RouteHeading => 156,
        Text::LandmarkBonus => 157,
        Text::RouteRevenue => 158,
        Text::Maintenance => 159,
        Text::Income => 160,
        Text::NoTram => 161,
        Text::NoRoute => 162,
        Text::LastRun => 163,
        Text::BuyPrivates => 164,
        Text::BuyPrivateFor => 165,
        Text::Where => 166,
        Text::KeysHelp => 167,
        Text::Language => 168,
        Text::PlayedBy => 169,
        Text::Person => 170,
        Text::BotRandom => 171,
        Text::BotSteady => 172,
        Text::Computer => 173,
        Text::PauseBots => 174,
        Text::ResumeBots => 175,
        Text::BotSpeed => 176,
        Text::SpeedNormal => 177,
        Text::SpeedFast => 178,
        Text::SpeedInstant => 179,
        Text::BotStrong => 180,
        Text::Hint => 181,
        Text::HintHeading => 182,
        Text::PlayHint => 183,
        Text::CloseHint => 184,
        Text::Thinking => 185,
        Text::HistoryNav => 186,
        Text::HistoryFirst => 187,
        Text::HistoryPreviousRound => 188,
        Text::HistoryPrevious => 189,
        Text::HistoryNext => 190,
        Text::HistoryNextRound => 191,
        Text::BackToNow => 192,
        Text::HistorySlider => 193,
        Text::StoryHeading => 194,
        Text::ChartPrices => 195,
        Text::ChartValues => 196,
        Text::ChartCash => 197,
        Text::CashOnly => 198,
        Text::ChartLines => 199,
        Text::ChartDividends => 200,
        Text::ShowTable => 201,
        Text::MarkPaid => 202,
        Text::MarkPartial => 203,
        Text::MarkWithheld => 204,
        Text::MarkSold => 205,
        Text::RoundColumn => 206,
        Text::LineColumn => 207,
        Text::TotalColumn => 208,
        Text::RankColumn => 209,
        Text::SharesColumn => 210,
        Text::TapAPoint => 211,
        Text::ErrEighteenXxWorker => 305,
        Text::ErrGameScreen => 306,
        // Trambahn: rules versions (issue 49)
        Text::ErrTrambahnRules => 322,
        Text::TbFirstRulesNote => 323,
        Text::ErrElsewhere => 304,
        Text::LogShowEarlier => 303,
        Text::TbRulesEnd => 273,
        Text::TbRulesEndTitle => 272,
        Text::TbRulesScoring => 271,
        Text::TbRulesScoringTitle => 270,
        Text::TbRulesTurn => 269,
        Text::TbRulesTurnTitle => 268,
        Text::TrambahnTagline => 267,
        Text::ErrTrambahnVersion => 266,
        Text::ErrTrambahnDeck => 265,
        Text::ErrTrambahnPlayers => 264,
        Text::ErrTrambahnNames => 263,
        Text::TrambahnSeedNote => 262,
        Text::SwapSeats => 261,
        Text::StartsFirst => 260,
        Text::TrambahnIntro => 259,
        Text::NewTrambahnHeading => 258,
        Text::NewTrambahnGame => 257,
        Text::GameVienna => 256,
        Text::GameTrambahn => 255,
        Text::TrambahnScorings => 254,
        Text::ErrOtherGame => 253,
        Text::TbColumns => 302,
        Text::TbPoints => 301,
        Text::TbWaitTurn => 300,
        Text::TbHandHidden => 299,
        Text::TbTieBreak => 298,
        Text::TbSharedWin => 297,
        Text::TbTapColumn => 296,
        Text::TbTapPlace => 295,
        Text::TbTapCard => 294,
        Text::TbNoColumns => 293,
        Text::TbNoTram => 292,
        Text::TbExtraTourDone => 291,
        Text::TbClosed => 290,
        Text::TbVictoryPoints => 289,
        Text::TbMoney => 288,
        Text::TbHand => 287,
        Text::TbConductor => 286,
        Text::TbEndTurn => 285,
        Text::TbToMoney => 284,
        Text::TbNewColumn => 283,
        Text::TbNoMovesYet => 282,
        Text::TbLastMoves => 281,
        Text::TbScoring => 280,
        Text::TbScorePad => 279,
        Text::TbDiscard => 278,
        Text::TbDeck => 277,
        Text::TbTramsLeft => 276,
        Text::TbTramsOnOffer => 275,
        Text::TbTerminals => 274,
        Text::TbEndTurnSure => 307,
        Text::TbEndTurnAnyway => 308,
        Text::TbGoBack => 309,
        Text::AppName => 310,
        Text::CreditTrambahn => 311,
        Text::CreditAll => 312,
        Text::SeatsPeople => 313,
        Text::VsComputer => 314,
        Text::SeatsComputers => 315,
        Text::LevelRandom => 316,
        Text::LevelSteady => 317,
        Text::LevelStrong => 318,
        Text::TbWhoPeople => 319,
        Text::TbWhoComputer => 320,
        Text::TbWhoComputers => 321,
        Text::RulesEnd => 252,
        Text::RulesEndTitle => 251,
        Text::RulesLine => 250,
        Text::RulesLineTitle => 249,
        Text::RulesCompany => 248,
        Text::RulesCompanyTitle => 247,
        Text::RulesShare => 246,
        Text::RulesShareTitle => 245,
        Text::RulesPre => 244,
        Text::RulesPreTitle => 243,
        Text::CloseRules => 242,
        Text::RulesNote => 241,
        Text::RulesHeading => 240,
        Text::PlayerColumn => 239,
        Text::DirectorColumn => 238,
        Text::SharesHeld => 237,
        Text::CompanyOrderNote => 236,
        Text::CompanyOrder => 235,
        Text::StadtbahnRunSum => 234,
        Text::StadtbahnRuns => 233,
        Text::AuctionALine => 232,
        Text::SeatOrderNote => 231,
        Text::BonusUnusable => 230,
        Text::IncomeWithChoice => 229,
        Text::Company => 228,
        Text::CashOnTop => 227,
        Text::ParTableNote => 226,
        Text::ParTableHeading => 225,
        Text::More => 224,
        Text::Less => 223,
        Text::TreasuryKeeps => 222,
        Text::PayAPart => 221,
        Text::Withhold => 220,
        Text::PayAll => 219,
        Text::EndedByAgreement => 218,
        Text::EndedAtTheEnd => 217,
        Text::KeepPlaying => 216,
        Text::EndTheGame => 215,
        Text::EndGameQuestion => 214,
        Text::GameMenu => 213,
        Text::OfferPrivateFor => 212,
        // Trambahn: history (looking back)
        Text::HistoryPreviousTurn => 324,
        Text::HistoryNextTurn => 325,
        Text::TbHandsHiddenPast => 326,
        // issue 50: words a newcomer can read (history, private return)
        Text::HistoryRoundStart => 327,
        Text::HistoryTurnStart => 328,
        Text::ReturnPrivatesHeading => 329,
        Text::ReturnPrivateFor => 330,
        Text::ReturnPrivateQuestion => 331,
        Text::ReturnPrivateConfirm => 332,
        // issue 50: words a newcomer can read (item 8)
        Text::ChipValue => 333,
        Text::ValueExplained => 334,
        Text::OrderCardNote => 335,
        Text::ScrapNote => 336,
        Text::RouteMinusMaintenance => 337,
        Text::RoutePlusBonus => 338,
        Text::IncomeUnchanged => 339,
        Text::StadtbahnRunsExplained => 340,
        Text::GameRailroads => 341,
        Text::RailroadsRounds => 342,
        Text::CreditRailroads => 343,
        Text::RailroadsTagline => 344,
        Text::NewRailroadsGame => 345,
    }
}

/// Every [`Text`] key, in the order of the enum.
pub(crate) fn texts() -> Vec<Text> {
    vec![
        Text::Title,
        Text::Tagline,
        Text::NewGame,
        Text::BoardHeading,
        Text::ShowGallery,
        Text::GalleryHeading,
        Text::GalleryNote,
        Text::Back,
        Text::MapLabel,
        Text::Credit,
        Text::NewGameHeading,
        Text::PlayerName,
        Text::AddPlayer,
        Text::RemovePlayer,
        Text::Board,
        Text::BoardFull,
        Text::BoardSmall,
        Text::BoardTwo,
        Text::Seed,
        Text::SeedNote,
        Text::Rules,
        Text::RulesPrinted,
        Text::RulesEighteenXx,
        Text::RulesEighteenXxNote,
        Text::StartGame,
        Text::Undo,
        Text::Redo,
        Text::YourMoves,
        Text::GameLog,
        Text::Players,
        Text::Companies,
        Text::Cash,
        Text::Value,
        Text::Loans,
        Text::Privates,
        Text::Treasury,
        Text::Revenue,
        Text::Price,
        Text::Pool,
        Text::Lines,
        Text::Trams,
        Text::SharePrices,
        Text::GameOver,
        Text::Winner,
        Text::EndGameNow,
        Text::PrivateAuction,
        Text::FaceValue,
        Text::Dividend,
        Text::Owner,
        Text::Bank,
        Text::Amount,
        Text::Confirm,
        Text::RoundBar,
        Text::HighBid,
        Text::BuyAndSell,
        Text::Buy,
        Text::Sell,
        Text::YouHold,
        Text::FutureTrams,
        Text::TramsForSale,
        Text::LinesForSale,
        Text::Pay,
        Text::PerShare,
        Text::PriceTo,
        Text::SavedGames,
        Text::Resume,
        Text::Delete,
        Text::ReallyDelete,
        Text::Finished,
        Text::SetAside,
        Text::NotSaved,
        Text::Certificates,
        Text::OrderCard,
        Text::DefaultNames,
        Text::BenchHeading,
        Text::BenchNote,
        Text::BenchRunning,
        Text::BenchAgain,
        Text::BenchLine,
        Text::BenchStops,
        Text::BenchMedian,
        Text::BenchMax,
        Text::BenchAll,
        Text::LastPlayed,
        Text::NoSavedGames,
        Text::MoreActions,
        Text::FewerActions,
        Text::Rename,
        Text::GameName,
        Text::SaveName,
        Text::Cancel,
        Text::Duplicate,
        Text::CopySuffix,
        Text::ExportFile,
        Text::ExportEighteenXx,
        Text::ExportEighteenXxFailed,
        Text::ErrNotEighteenXxRules,
        Text::ShareLink,
        Text::CopyLink,
        Text::LinkCopied,
        Text::CopyFailed,
        Text::ShareNote,
        Text::Kilobytes,
        Text::ImportGame,
        Text::ImportNote,
        Text::ImportFailed,
        Text::LinkBroken,
        Text::ActionFailed,
        Text::FromEighteenXx,
        Text::ConflictHeading,
        Text::LoadNewer,
        Text::KeepAsCopy,
        Text::ThisTabSuffix,
        Text::ErrMissing,
        Text::ErrNotJson,
        Text::ErrNotOurs,
        Text::ErrNewer,
        Text::ErrDamaged,
        Text::ErrReplay,
        Text::ErrFull,
        Text::ErrNoStorage,
        Text::ErrLinkNoGame,
        Text::ErrLinkFormat,
        Text::ErrLinkDamaged,
        Text::ErrLinkTooLarge,
        Text::ErrFileEmpty,
        Text::ErrFileTooLarge,
        Text::ErrFileNotJson,
        Text::ErrFileUnknown,
        Text::ErrFileUnreadable,
        Text::ErrDownload,
        Text::ZoomIn,
        Text::ZoomOut,
        Text::FitMap,
        Text::GameMapLabel,
        Text::TileSupply,
        Text::LineTreasury,
        Text::HintLay,
        Text::HintStadtbahn,
        Text::HintStation,
        Text::HintRemoval,
        Text::HintBonus,
        Text::DoneLay,
        Text::DoneStadtbahn,
        Text::DoneStation,
        Text::Rotate,
        Text::ConfirmChoice,
        Text::Cost,
        Text::Free,
        Text::UpgradeWord,
        Text::ModeNormal,
        Text::ModeStadtbahn,
        Text::ModeBonus,
        Text::RunTheTram,
        Text::SkipTheBonus,
        Text::ShowRoute,
        Text::RouteHeading,
        Text::LandmarkBonus,
        Text::RouteRevenue,
        Text::Maintenance,
        Text::Income,
        Text::NoTram,
        Text::NoRoute,
        Text::LastRun,
        Text::BuyPrivates,
        Text::BuyPrivateFor,
        Text::Where,
        Text::KeysHelp,
        Text::Language,
        Text::PlayedBy,
        Text::Person,
        Text::BotRandom,
        Text::BotSteady,
        Text::Computer,
        Text::PauseBots,
        Text::ResumeBots,
        Text::BotSpeed,
        Text::SpeedNormal,
        Text::SpeedFast,
        Text::SpeedInstant,
        Text::BotStrong,
        Text::Hint,
        Text::HintHeading,
        Text::PlayHint,
        Text::CloseHint,
        Text::Thinking,
        Text::HistoryNav,
        Text::HistoryFirst,
        Text::HistoryPreviousRound,
        Text::HistoryPrevious,
        Text::HistoryNext,
        Text::HistoryNextRound,
        Text::BackToNow,
        Text::HistorySlider,
        Text::StoryHeading,
        Text::ChartPrices,
        Text::ChartValues,
        Text::ChartCash,
        Text::CashOnly,
        Text::ChartLines,
        Text::ChartDividends,
        Text::ShowTable,
        Text::MarkPaid,
        Text::MarkPartial,
        Text::MarkWithheld,
        Text::MarkSold,
        Text::RoundColumn,
        Text::LineColumn,
        Text::TotalColumn,
        Text::RankColumn,
        Text::SharesColumn,
        Text::TapAPoint,
        Text::ErrEighteenXxWorker,
        Text::ErrGameScreen,
        Text::ErrElsewhere,
        Text::LogShowEarlier,
        Text::TbRulesEnd,
        Text::TbRulesEndTitle,
        Text::TbRulesScoring,
        Text::TbRulesScoringTitle,
        Text::TbRulesTurn,
        Text::TbRulesTurnTitle,
        Text::TrambahnTagline,
        Text::ErrTrambahnVersion,
        Text::ErrTrambahnRules,
        Text::TbFirstRulesNote,
        Text::ErrTrambahnDeck,
        Text::ErrTrambahnPlayers,
        Text::ErrTrambahnNames,
        Text::TrambahnSeedNote,
        Text::SwapSeats,
        Text::StartsFirst,
        Text::TrambahnIntro,
        Text::NewTrambahnHeading,
        Text::NewTrambahnGame,
        Text::GameVienna,
        Text::GameTrambahn,
        Text::TrambahnScorings,
        Text::ErrOtherGame,
        Text::TbColumns,
        Text::TbPoints,
        Text::TbWaitTurn,
        Text::TbHandHidden,
        Text::TbTieBreak,
        Text::TbSharedWin,
        Text::TbTapColumn,
        Text::TbTapPlace,
        Text::TbTapCard,
        Text::TbNoColumns,
        Text::TbNoTram,
        Text::TbExtraTourDone,
        Text::TbClosed,
        Text::TbVictoryPoints,
        Text::TbMoney,
        Text::TbHand,
        Text::TbConductor,
        Text::TbEndTurn,
        Text::TbToMoney,
        Text::TbNewColumn,
        Text::TbNoMovesYet,
        Text::TbLastMoves,
        Text::TbScoring,
        Text::TbScorePad,
        Text::TbDiscard,
        Text::TbDeck,
        Text::TbTramsLeft,
        Text::TbTramsOnOffer,
        Text::TbTerminals,
        Text::TbEndTurnSure,
        Text::TbEndTurnAnyway,
        Text::TbGoBack,
        Text::AppName,
        Text::CreditTrambahn,
        Text::CreditAll,
        Text::SeatsPeople,
        Text::VsComputer,
        Text::SeatsComputers,
        Text::LevelRandom,
        Text::LevelSteady,
        Text::LevelStrong,
        Text::TbWhoPeople,
        Text::TbWhoComputer,
        Text::TbWhoComputers,
        Text::RulesEnd,
        Text::RulesEndTitle,
        Text::RulesLine,
        Text::RulesLineTitle,
        Text::RulesCompany,
        Text::RulesCompanyTitle,
        Text::RulesShare,
        Text::RulesShareTitle,
        Text::RulesPre,
        Text::RulesPreTitle,
        Text::CloseRules,
        Text::RulesNote,
        Text::RulesHeading,
        Text::PlayerColumn,
        Text::DirectorColumn,
        Text::SharesHeld,
        Text::CompanyOrderNote,
        Text::CompanyOrder,
        Text::StadtbahnRunSum,
        Text::StadtbahnRuns,
        Text::AuctionALine,
        Text::SeatOrderNote,
        Text::BonusUnusable,
        Text::IncomeWithChoice,
        Text::Company,
        Text::CashOnTop,
        Text::ParTableNote,
        Text::ParTableHeading,
        Text::More,
        Text::Less,
        Text::TreasuryKeeps,
        Text::PayAPart,
        Text::Withhold,
        Text::PayAll,
        Text::EndedByAgreement,
        Text::EndedAtTheEnd,
        Text::KeepPlaying,
        Text::EndTheGame,
        Text::EndGameQuestion,
        Text::GameMenu,
        Text::OfferPrivateFor,
        // Trambahn: history (looking back)
        Text::HistoryPreviousTurn,
        Text::HistoryNextTurn,
        Text::TbHandsHiddenPast,
        // issue 50: words a newcomer can read (history, private return)
        Text::HistoryRoundStart,
        Text::HistoryTurnStart,
        Text::ReturnPrivatesHeading,
        Text::ReturnPrivateFor,
        Text::ReturnPrivateQuestion,
        Text::ReturnPrivateConfirm,
        // issue 50: words a newcomer can read (item 8)
        Text::ChipValue,
        Text::ValueExplained,
        Text::OrderCardNote,
        Text::ScrapNote,
        Text::RouteMinusMaintenance,
        Text::RoutePlusBonus,
        Text::IncomeUnchanged,
        Text::StadtbahnRunsExplained,
        Text::GameRailroads,
        Text::RailroadsRounds,
        Text::CreditRailroads,
        Text::RailroadsTagline,
        Text::NewRailroadsGame,
    ]
}

/// Variants of [`Reason`] (a hint's reason).
pub(crate) const REASON_COUNT: usize = 14;

/// The index of a [`Reason`] variant.
pub(crate) fn reason_variant(x: &Reason) -> usize {
    match x {
        Reason::Route { .. } => 0,
        Reason::Run { .. } => 1,
        Reason::Director { .. } => 2,
        Reason::Holding { .. } => 3,
        Reason::Private { .. } => 4,
        Reason::EarlyCard => 5,
        Reason::Dividend { .. } => 6,
        Reason::TramForLine { .. } => 7,
        Reason::NewerTram { .. } => 8,
        Reason::TramOnLine { .. } => 9,
        Reason::NewLine { .. } => 10,
        Reason::CompanyPrivate { .. } => 11,
        Reason::Pass => 12,
        Reason::Other => 13,
    }
}

/// A sample of every [`Reason`], with each branch of its wording (a route that gains, stays
/// or loses; a dividend that keeps money or pays all).
pub(crate) fn reasons() -> Vec<Reason> {
    let wt = TramCompany::WienerTramway;
    vec![
        Reason::Route { line: 7, before: 80, after: 120 },
        Reason::Route { line: 7, before: 80, after: 80 },
        Reason::Route { line: 7, before: 80, after: 60 },
        Reason::Run { line: 7, revenue: 1200 },
        Reason::Director { company: wt, par: 90 },
        Reason::Holding { company: CompanyId::Tram(wt), percent: 50 },
        Reason::Private { private: Landmark::Hofburg, face: 50 },
        Reason::EarlyCard,
        Reason::Dividend { company: wt, kept: 0 },
        Reason::Dividend { company: wt, kept: 1100 },
        Reason::TramForLine { company: wt },
        Reason::NewerTram { company: wt },
        Reason::TramOnLine { line: 7 },
        Reason::NewLine { company: wt, lines: 2 },
        Reason::CompanyPrivate { private: Landmark::Hofburg },
        Reason::Pass,
        Reason::Other,
    ]
}

/// Variants of [`SetupError`].
pub(crate) const SETUP_ERROR_COUNT: usize = 4;

/// The index of a [`SetupError`] variant.
pub(crate) fn setup_error_variant(x: &SetupError) -> usize {
    match x {
        SetupError::PlayerCount(_) => 0,
        SetupError::Names => 1,
        SetupError::Deal(_) => 2,
        SetupError::Version(_) => 3,
    }
}

/// A sample of every [`SetupError`].
pub(crate) fn setup_errors() -> Vec<SetupError> {
    vec![
        SetupError::PlayerCount(7),
        SetupError::Names,
        SetupError::Deal("5 privates for 6 players".into()),
        SetupError::Version(9),
    ]
}

/// Variants of [`ImportError`].
pub(crate) const IMPORT_ERROR_COUNT: usize = 11;

/// The index of an [`ImportError`] variant.
pub(crate) fn import_error_variant(x: &ImportError) -> usize {
    match x {
        ImportError::NotJson(_) => 0,
        ImportError::Truncated(_) => 1,
        ImportError::NotAnExport(_) => 2,
        ImportError::Title(_) => 3,
        ImportError::OptionalRule(_) => 4,
        ImportError::Players(_) => 5,
        ImportError::Log { .. } => 6,
        ImportError::UnknownAction { .. } => 7,
        ImportError::Unmappable { .. } => 8,
        ImportError::Setup(_) => 9,
        ImportError::Refused { .. } => 10,
    }
}

/// Variants of [`JsonCategory`].
pub(crate) const JSON_CATEGORY_COUNT: usize = 4;

/// The index of a [`JsonCategory`] variant.
pub(crate) fn json_category_variant(x: &JsonCategory) -> usize {
    match x {
        JsonCategory::Io => 0,
        JsonCategory::Syntax => 1,
        JsonCategory::Data => 2,
        JsonCategory::Eof => 3,
    }
}

/// Variants of [`ShapeFault`].
pub(crate) const SHAPE_FAULT_COUNT: usize = 2;

/// The index of a [`ShapeFault`] variant.
pub(crate) fn shape_fault_variant(x: &ShapeFault) -> usize {
    match x {
        ShapeFault::NoTitle => 0,
        ShapeFault::Fields(_) => 1,
    }
}

/// Variants of [`LogFault`].
pub(crate) const LOG_FAULT_COUNT: usize = 7;

/// The index of a [`LogFault`] variant.
pub(crate) fn log_fault_variant(x: &LogFault) -> usize {
    match x {
        LogFault::Unreadable(_) => 0,
        LogFault::NoId => 1,
        LogFault::IdZero => 2,
        LogFault::IdNotIncreasing { .. } => 3,
        LogFault::UndoTargetNotBefore { .. } => 4,
        LogFault::UndoWithNothingLeft => 5,
        LogFault::RedoWithNothingUndone => 6,
    }
}

/// Variants of [`MapFault`].
pub(crate) const MAP_FAULT_COUNT: usize = 45;

/// The index of a [`MapFault`] variant.
pub(crate) fn map_fault_variant(x: &MapFault) -> usize {
    match x {
        MapFault::AfterRoundBar => 0,
        MapFault::AfterLastRound => 1,
        MapFault::PlayerNotInGame { .. } => 2,
        MapFault::NotACompany { .. } => 3,
        MapFault::NobodyActs => 4,
        MapFault::PlayerCannot { .. } => 5,
        MapFault::CompanyCannot { .. } => 6,
        MapFault::LineCannot { .. } => 7,
        MapFault::StadtbahnOnlyRuns => 8,
        MapFault::PrivateOnlySold => 9,
        MapFault::PrivateOwnerUnknown => 10,
        MapFault::NoPrice => 11,
        MapFault::NoAmount => 12,
        MapFault::DividendNotVariable => 13,
        MapFault::NoPrivate => 14,
        MapFault::OrderCardsAfterAuction => 15,
        MapFault::NotAPlayingPosition => 16,
        MapFault::OnlyTramCompaniesParred => 17,
        MapFault::ParPriceUnreadable => 18,
        MapFault::OneCertificateAtATime => 19,
        MapFault::NotAShare { .. } => 20,
        MapFault::DirectorCertificateWithPar => 21,
        MapFault::SaleOfOneCompany => 22,
        MapFault::SaleNamesNoShares => 23,
        MapFault::TooManyShares { .. } => 24,
        MapFault::DirectorSaleWithoutPercent => 25,
        MapFault::NotWholeShares { .. } => 26,
        MapFault::NoOpeningBid { .. } => 27,
        MapFault::LineNotUpForAuction { .. } => 28,
        MapFault::NoLineCard => 29,
        MapFault::NotALine { .. } => 30,
        MapFault::LineWithoutCompany { .. } => 31,
        MapFault::NoTramNamed => 32,
        MapFault::NotATram { .. } => 33,
        MapFault::NoBuyingSpace { .. } => 34,
        MapFault::NoSuchTram { .. } => 35,
        MapFault::NotAHex { .. } => 36,
        MapFault::NoTileNamed => 37,
        MapFault::NotATile { .. } => 38,
        MapFault::NotARotation => 39,
        MapFault::OneRoutePerLine => 40,
        MapFault::NoCircleNamed => 41,
        MapFault::NotACircle { .. } => 42,
        MapFault::NotAStop { .. } => 43,
        MapFault::OffTrack { .. } => 44,
    }
}

/// A sample of every [`ImportError`], and of every fault it carries.
pub(crate) fn import_errors() -> Vec<ImportError> {
    let json = |line, column, category| JsonFault { line, column, category };
    let mut errors = vec![
        ImportError::NotJson(json(1, 1, JsonCategory::Syntax)),
        ImportError::NotJson(json(0, 0, JsonCategory::Io)),
        ImportError::NotJson(json(3, 7, JsonCategory::Data)),
        ImportError::Truncated(json(9, 1, JsonCategory::Eof)),
        ImportError::NotAnExport(ShapeFault::NoTitle),
        ImportError::NotAnExport(ShapeFault::Fields(json(1, 20, JsonCategory::Data))),
        ImportError::Title("1830".into()),
        ImportError::OptionalRule("fewer_privates".into()),
        ImportError::Players(7),
        ImportError::UnknownAction { index: 12, kind: "merge".into() },
        ImportError::Setup(SetupError::Names),
        ImportError::Refused {
            index: 12,
            kind: "bid".into(),
            ours: "bid_private",
            error: Refusal::NotYourTurn { expected: Who::Player(0), got: Who::Player(1) },
        },
    ];
    errors.extend(log_faults().into_iter().map(|fault| ImportError::Log { index: 12, fault }));
    errors.extend(map_faults().into_iter().map(|fault| ImportError::Unmappable {
        index: 12,
        kind: "bid".into(),
        fault,
    }));
    errors
}

/// A sample of every [`LogFault`].
fn log_faults() -> Vec<LogFault> {
    vec![
        LogFault::Unreadable(JsonFault { line: 1, column: 40, category: JsonCategory::Data }),
        LogFault::NoId,
        LogFault::IdZero,
        LogFault::IdNotIncreasing { id: 6, before: 9 },
        LogFault::UndoTargetNotBefore { target: 40 },
        LogFault::UndoWithNothingLeft,
        LogFault::RedoWithNothingUndone,
    ]
}

/// A sample of every [`MapFault`].
fn map_faults() -> Vec<MapFault> {
    vec![
        MapFault::AfterRoundBar,
        MapFault::AfterLastRound,
        MapFault::PlayerNotInGame { id: 99 },
        MapFault::NotACompany { name: "B&O".into() },
        MapFault::NobodyActs,
        MapFault::PlayerCannot { kind: "take_loan".into() },
        MapFault::CompanyCannot { kind: "take_loan".into() },
        MapFault::LineCannot { kind: "take_loan".into() },
        MapFault::StadtbahnOnlyRuns,
        MapFault::PrivateOnlySold,
        MapFault::PrivateOwnerUnknown,
        MapFault::NoPrice,
        MapFault::NoAmount,
        MapFault::DividendNotVariable,
        MapFault::NoPrivate,
        MapFault::OrderCardsAfterAuction,
        MapFault::NotAPlayingPosition,
        MapFault::OnlyTramCompaniesParred,
        MapFault::ParPriceUnreadable,
        MapFault::OneCertificateAtATime,
        MapFault::NotAShare { name: "B&O_1".into() },
        MapFault::DirectorCertificateWithPar,
        MapFault::SaleOfOneCompany,
        MapFault::SaleNamesNoShares,
        MapFault::TooManyShares { count: 11, units: 10 },
        MapFault::DirectorSaleWithoutPercent,
        MapFault::NotWholeShares { percent: 15 },
        MapFault::NoOpeningBid { line: 18 },
        MapFault::LineNotUpForAuction { line: 4 },
        MapFault::NoLineCard,
        MapFault::NotALine { name: "WT".into() },
        MapFault::LineWithoutCompany { line: 4 },
        MapFault::NoTramNamed,
        MapFault::NotATram { name: "Z1-0".into() },
        MapFault::NoBuyingSpace { color: TramColor::Orange, price: 150 },
        MapFault::NoSuchTram { company: TramCompany::WienerTramway, tram: "O1-2".into() },
        MapFault::NotAHex { label: "Z99".into() },
        MapFault::NoTileNamed,
        MapFault::NotATile { name: "999".into() },
        MapFault::NotARotation,
        MapFault::OneRoutePerLine,
        MapFault::NoCircleNamed,
        MapFault::NotACircle { name: "H28-9".into() },
        MapFault::NotAStop { name: "H28-9".into() },
        MapFault::OffTrack { hexes: "I27-H26-H28".into() },
    ]
}

/// Variants of [`ExportError`].
pub(crate) const EXPORT_ERROR_COUNT: usize = 4;

/// The index of an [`ExportError`] variant.
pub(crate) fn export_error_variant(x: &ExportError) -> usize {
    match x {
        ExportError::Setup(_) => 0,
        ExportError::Invalid(_) => 1,
        ExportError::Refused { .. } => 2,
        ExportError::NotAccepted { .. } => 3,
    }
}

/// Variants of [`SetupFault`].
pub(crate) const SETUP_FAULT_COUNT: usize = 3;

/// The index of a [`SetupFault`] variant.
pub(crate) fn setup_fault_variant(x: &SetupFault) -> usize {
    match x {
        SetupFault::RuleOptions => 0,
        SetupFault::Board => 1,
        SetupFault::Deal => 2,
    }
}

/// Variants of [`ExportFault`].
pub(crate) const EXPORT_FAULT_COUNT: usize = 15;

/// The index of an [`ExportFault`] variant.
pub(crate) fn export_fault_variant(x: &ExportFault) -> usize {
    match x {
        ExportFault::NoPrivateUpForAuction => 0,
        ExportFault::NoLineUpForAuction => 1,
        ExportFault::NotAParPrice => 2,
        ExportFault::NoCertificatesYet => 3,
        ExportFault::NoCertificateForSale => 4,
        ExportFault::NoTramOnSpace => 5,
        ExportFault::NoTramPrice => 6,
        ExportFault::NoSuchTram => 7,
        ExportFault::LineTramUnknown => 8,
        ExportFault::NoStadtbahnMarker => 9,
        ExportFault::NoOfferWaiting => 10,
        ExportFault::OnlyPlayersPrivatesReturn => 11,
        ExportFault::PrivatesReturnInShareRounds => 12,
        ExportFault::DepotRunsEmpty { .. } => 13,
        ExportFault::Route(_) => 14,
    }
}

/// A sample of every [`ExportError`], and of every fault it carries.
pub(crate) fn export_errors() -> Vec<ExportError> {
    let mut errors = vec![
        ExportError::Setup(SetupFault::RuleOptions),
        ExportError::Setup(SetupFault::Board),
        ExportError::Setup(SetupFault::Deal),
        ExportError::Invalid(SetupError::PlayerCount(1)),
        ExportError::Refused {
            index: 3,
            kind: "bid_private",
            error: Refusal::NotYourTurn { expected: Who::Player(0), got: Who::Player(1) },
        },
    ];
    errors.extend(export_faults().into_iter().map(|reason| ExportError::NotAccepted {
        index: 3,
        kind: "return_private",
        reason,
    }));
    errors
}

/// A sample of every [`ExportFault`].
fn export_faults() -> Vec<ExportFault> {
    vec![
        ExportFault::NoPrivateUpForAuction,
        ExportFault::NoLineUpForAuction,
        ExportFault::NotAParPrice,
        ExportFault::NoCertificatesYet,
        ExportFault::NoCertificateForSale,
        ExportFault::NoTramOnSpace,
        ExportFault::NoTramPrice,
        ExportFault::NoSuchTram,
        ExportFault::LineTramUnknown,
        ExportFault::NoStadtbahnMarker,
        ExportFault::NoOfferWaiting,
        ExportFault::OnlyPlayersPrivatesReturn,
        ExportFault::PrivatesReturnInShareRounds,
        ExportFault::DepotRunsEmpty { round: 4, color: TramColor::Orange },
        ExportFault::Route(RouteError::TooFewLocations),
    ]
}

// ---------------------------------------------------------------------------------------------
// Trambahn (issue 24)
// ---------------------------------------------------------------------------------------------

#[cfg(feature = "trambahn")]
/// The number of Trambahn [`trambahn_engine::Event`] variants.
pub(crate) const TB_EVENT_COUNT: usize = 13;

#[cfg(feature = "trambahn")]
/// A distinct index per Trambahn [`trambahn_engine::Event`] variant.
pub(crate) fn tb_event_variant(x: &trambahn_engine::Event) -> usize {
    use trambahn_engine::Event;
    match x {
        Event::PassengerPlayed { .. } => 0,
        Event::Scored { .. } => 1,
        Event::PassengersDiscarded { .. } => 2,
        Event::ColumnStarted { .. } => 3,
        Event::StationPlayed { .. } => 4,
        Event::PutToMoney { .. } => 5,
        Event::TramBought { .. } => 6,
        Event::ColumnsToMoney { .. } => 7,
        Event::Reshuffled { .. } => 8,
        Event::Drew { .. } => 9,
        Event::TurnEnded { .. } => 10,
        Event::GameEnded { .. } => 11,
        Event::DisplayRefilled { .. } => 12,
    }
}

#[cfg(feature = "trambahn")]
/// One Trambahn event of every variant and of every branch its wording takes (a regular
/// scoring with and without columns that ran, an extra tour, a purchase with and without a
/// refill, both ends of the game).
pub(crate) fn tb_events() -> Vec<trambahn_engine::Event> {
    use trambahn_engine::{CardId, Colour, ColumnScore, EndReason, Event, ScoringKind, TramId};
    let blue7 = CardId::station(Colour::Blue, 7, 0).expect("a blue 7");
    let conductor = CardId::conductor(0).expect("a conductor");
    let line = |player, column| ColumnScore {
        player,
        column,
        station_points: 4,
        multiplier: 2,
        points: 8,
    };
    vec![
        Event::PassengerPlayed { player: 0, card: blue7, terminal: Colour::Blue },
        Event::PassengerPlayed { player: 1, card: conductor, terminal: Colour::Yellow },
        Event::Scored {
            kind: ScoringKind::Regular { colour: Colour::Red, number: 3 },
            lines: vec![line(0, 0), line(1, 2)],
        },
        Event::Scored {
            kind: ScoringKind::Regular { colour: Colour::Green, number: 4 },
            lines: vec![],
        },
        Event::Scored {
            kind: ScoringKind::ExtraTour { player: 1, column: 1 },
            lines: vec![line(1, 1)],
        },
        Event::PassengersDiscarded { terminal: Colour::Green, cards: vec![blue7, conductor] },
        Event::ColumnStarted { player: 0, column: 2, card: blue7 },
        Event::StationPlayed { player: 1, column: 0, card: conductor },
        Event::PutToMoney { player: 0, card: blue7 },
        Event::TramBought {
            player: 0,
            tram: TramId(0),
            column: 0,
            paid: vec![blue7],
            refill: Some(TramId(5)),
        },
        Event::TramBought { player: 1, tram: TramId(15), column: 1, paid: vec![], refill: None },
        Event::ColumnsToMoney { player: 1, columns: 2, cards: 5 },
        Event::DisplayRefilled { trams: vec![TramId(4), TramId(5)] },
        Event::Reshuffled { from_money: [6, 7], deck: 40 },
        Event::Drew { player: 0, count: 3 },
        Event::TurnEnded { player: 0, next: 1 },
        Event::GameEnded { reason: EndReason::TenthScoring },
        Event::GameEnded { reason: EndReason::CardsExhausted },
    ]
}

#[cfg(feature = "trambahn")]
/// The number of Trambahn [`trambahn_engine::Refusal`] variants.
pub(crate) const TB_REFUSAL_COUNT: usize = 14;

#[cfg(feature = "trambahn")]
/// A distinct index per Trambahn [`trambahn_engine::Refusal`] variant.
pub(crate) fn tb_refusal_variant(x: &trambahn_engine::Refusal) -> usize {
    use trambahn_engine::Refusal;
    match x {
        Refusal::GameOver => 0,
        Refusal::PassengerFirst => 1,
        Refusal::PassengersDone => 2,
        Refusal::StepOver { .. } => 3,
        Refusal::NotInHand { .. } => 4,
        Refusal::WrongTerminal { .. } => 5,
        Refusal::ConductorStartsNoColumn => 6,
        Refusal::NoSuchColumn { .. } => 7,
        Refusal::ColumnClosed { .. } => 8,
        Refusal::WrongColour { .. } => 9,
        Refusal::NotAscending { .. } => 10,
        Refusal::TramNotOnDisplay { .. } => 11,
        Refusal::ColumnHasTram { .. } => 12,
        Refusal::CannotAfford { .. } => 13,
    }
}

#[cfg(feature = "trambahn")]
/// One Trambahn refusal of every variant, the step over in each step of the turn.
pub(crate) fn tb_refusals() -> Vec<trambahn_engine::Refusal> {
    use trambahn_engine::{CardId, Colour, Refusal, TramId, TurnStep};
    let red3 = CardId::station(Colour::Red, 3, 0).expect("a red 3");
    let mut out = vec![
        Refusal::GameOver,
        Refusal::PassengerFirst,
        Refusal::PassengersDone,
        Refusal::NotInHand { card: red3 },
        Refusal::WrongTerminal { card: red3, terminal: Colour::Blue },
        Refusal::ConductorStartsNoColumn,
        Refusal::NoSuchColumn { column: 4 },
        Refusal::ColumnClosed { column: 0 },
        Refusal::WrongColour { column_colour: Colour::Green, card_colour: Colour::Red },
        Refusal::NotAscending { last: 7, value: 5 },
        Refusal::TramNotOnDisplay { tram: TramId(9) },
        Refusal::ColumnHasTram { column: 1 },
        Refusal::CannotAfford { price: 10, money: 7 },
    ];
    out.extend(
        [TurnStep::Passengers, TurnStep::Stations, TurnStep::Money, TurnStep::Trams]
            .map(|step| Refusal::StepOver { step }),
    );
    out
}

#[cfg(feature = "trambahn")]
/// Every Trambahn wording of `lang` with the samples.
fn tb_wordings(lang: super::Lang, names: &super::SetupNames<'_>) -> Vec<String> {
    use super::*;
    use trambahn_engine::{Action, CardId, Colour, ScoringKind, Step, TramId, TramKind};
    let mut out = Vec::new();
    let blue7 = CardId::station(Colour::Blue, 7, 0).expect("a blue 7");
    let conductor = CardId::conductor(0).expect("a conductor");
    for c in Colour::ALL {
        out.push(tb_colour(lang, c).to_owned());
        out.push(tb_column(lang, 1, c));
        out.push(tb_scoring_title(lang, ScoringKind::Regular { colour: c, number: 3 }, names));
        out.push(tb_target(lang, &Action::PlayPassenger { card: conductor, terminal: c }));
    }
    out.push(tb_scoring_title(lang, ScoringKind::ExtraTour { player: 1, column: 0 }, names));
    for k in [TramKind::Horse, TramKind::Steam, TramKind::Electric] {
        out.push(tb_tram_kind(lang, k).to_owned());
    }
    out.push(tb_card(lang, blue7));
    out.push(tb_card(lang, conductor));
    for step in [
        Step::Passengers { played: 0 },
        Step::Passengers { played: 1 },
        Step::Stations,
        Step::Money,
        Step::Trams,
        Step::Over,
    ] {
        out.push(tb_step(lang, step));
    }
    out.push(tb_turn(lang, "Anna"));
    out.push(tb_thinking(lang, "Bruno"));
    out.push(tb_pass_to(lang, "Bruno"));
    for n in [0, 1, 2, 42] {
        out.push(tb_winner(lang, "Anna", n));
        out.push(tb_until_scoring(lang, n as usize));
        out.push(tb_money(lang, n as usize, n * 1000));
        out.push(tb_hand_size(lang, n as usize));
        out.push(tb_to_extra_tour(lang, n as usize));
        out.push(tb_end_turn_loss(lang, n as usize, n as usize + 1));
    }
    out.push(tb_scorings(lang, 3, 10));
    out.push(tb_price(lang, 5, 5000));
    out.push(tb_run(lang, 4, 2, 8));
    for action in [
        Action::PlayPassenger { card: blue7, terminal: Colour::Blue },
        Action::StartColumn { card: blue7 },
        Action::PlayStation { card: blue7, column: 1 },
        Action::PutToMoney { card: blue7 },
        Action::BuyTram { tram: TramId(0), column: 0 },
        Action::EndTurn,
    ] {
        out.push(tb_target(lang, &action));
    }
    out.extend(tb_events().iter().map(|e| tb_event(lang, e, names)));
    out.extend(tb_refusals().iter().map(|r| tb_refusal(lang, r)));
    out.extend(tb_story_wordings(lang));
    out
}

// Trambahn: hint, charts and the end (issue 49)

#[cfg(feature = "trambahn")]
/// A sample of every hint reason, each wording's case (no wildcard: a new reason fails to
/// compile in `tb_reason_variant`).
pub(crate) fn tb_reasons() -> Vec<trambahn_engine::bot::hint::Reason> {
    use trambahn_engine::bot::hint::Reason;
    use trambahn_engine::{Colour, TramKind};
    let c = Colour::Red;
    let out = vec![
        Reason::Scores { colour: c, mine: 36, theirs: 12, last: false },
        Reason::Scores { colour: c, mine: 0, theirs: 4, last: true },
        Reason::Passenger { colour: c, to_score: 2, mine: 6, theirs: 0 },
        Reason::ExtraTour { column: 1, points: 18 },
        Reason::StartsColumn { colour: c, tram: Some(TramKind::Steam) },
        Reason::StartsColumn { colour: c, tram: None },
        Reason::Extends { column: 0, colour: c, station_points: 7, multiplier: Some(3) },
        Reason::Extends { column: 0, colour: c, station_points: 7, multiplier: None },
        Reason::ToMoney { cards: 10, tram: Some(TramKind::Steam) },
        Reason::ToMoney { cards: 4, tram: None },
        Reason::BuysTram { kind: TramKind::Electric, column: 2, colour: c, runs: 24 },
        Reason::EndTurn { columns: 0, cards: 0 },
        Reason::EndTurn { columns: 1, cards: 3 },
        Reason::EndTurn { columns: 2, cards: 5 },
    ];
    for r in &out {
        tb_reason_variant(r);
    }
    out
}

#[cfg(feature = "trambahn")]
fn tb_reason_variant(r: &trambahn_engine::bot::hint::Reason) -> usize {
    use trambahn_engine::bot::hint::Reason;
    match r {
        Reason::Scores { .. } => 0,
        Reason::Passenger { .. } => 1,
        Reason::ExtraTour { .. } => 2,
        Reason::StartsColumn { .. } => 3,
        Reason::Extends { .. } => 4,
        Reason::ToMoney { .. } => 5,
        Reason::BuysTram { .. } => 6,
        Reason::EndTurn { .. } => 7,
    }
}

#[cfg(feature = "trambahn")]
/// Every wording of the hint, the charts and the end of `lang` with the samples.
fn tb_story_wordings(lang: super::Lang) -> Vec<String> {
    use super::*;
    use trambahn_engine::EndReason;
    let mut out: Vec<String> =
        tb_reasons().iter().map(|r| tb_hint_reason(lang, r, "Bruno")).collect();
    for reason in [EndReason::TenthScoring, EndReason::CardsExhausted] {
        out.push(tb_end_reason(lang, reason).to_owned());
    }
    out.push(tb_scoring_gains(lang, "3", ["Anna", "Bruno"], [12, 4]));
    out.extend(TbWords::ALL.map(|k| tb_words(lang, k).to_owned()));
    out
}

/// Every wording of `lang` with the samples: the [`Text`] table and every phrase of
/// [`super::Words`] (the corpus the browser's English-leak test compares pages with).
pub(crate) fn wordings(lang: super::Lang) -> Vec<String> {
    use super::*;
    let players = ["Anna".to_owned(), "Bruno".to_owned(), "Clara".to_owned()];
    let names = SetupNames(&players);
    let mut out: Vec<String> = texts().into_iter().map(|k| t(lang, k).to_owned()).collect();
    let rounds =
        [Round::PreShare, Round::Share(2), Round::Company(3), Round::Line(3, 'b'), Round::End];
    for r in rounds {
        out.push(round(lang, r));
        out.push(round_short(lang, r));
    }
    let wt = TramCompany::WienerTramway;
    out.push(line_turn(lang, 7, wt, "Anna"));
    out.push(company_turn(lang, wt, "Anna"));
    out.push(company_offer(lang, wt, Landmark::Stephansdom, 1, 50));
    out.push(company_money(lang, 1200, 60, "Anna", 85));
    for c in TramColor::ALL {
        out.push(tram_colour(lang, c).to_owned());
        for s in TramSpace::ALL {
            out.push(buy_tram_label(lang, c, s, 100));
        }
        out.push(maintenance_change(lang, c, 0, -50));
    }
    for loans in 0..=2 {
        out.push(tram_payment(lang, 40, "Anna", 60, loans));
    }
    out.push(must_buy_note(lang, wt, "Anna"));
    out.push(auction_status(lang, 7, 35, wt, &[wt, TramCompany::WienKagranner]));
    out.push(company_trams(lang, &[(TramColor::Yellow, Some(3)), (TramColor::Orange, None)]));
    let phrases: Vec<&str> = actions().iter().filter_map(|a| move_phrase(lang, a)).collect();
    out.extend(phrases.iter().map(|p| (*p).to_owned()));
    for n in 1..=3 {
        out.push(hint(lang, "Anna", &phrases[..n]));
    }
    out.extend(actions().iter().map(|a| action_label(lang, a, &names)));
    out.extend(events().iter().map(|e| event_text(lang, e, &names)));
    for b in [
        Bonus::ExtraYellowTile,
        Bonus::GreenUpgrade,
        Bonus::RedTile,
        Bonus::PurpleTile,
        Bonus::ExtraStationMarker,
    ] {
        out.push(bonus(lang, b).to_owned());
        out.push(bonus_short(lang, b).to_owned());
    }
    out.push(line_title(lang, 7, "WT"));
    out.push(line_title(lang, 7, ""));
    out.push(stadtbahn_title(lang, "W"));
    out.push(home_title(lang, 4));
    for mode in ["normal", "stadtbahn", "bonus"] {
        out.push(lay_target_label(lang, mode, "B6"));
    }
    out.push(station_target_label(lang, "B6", &cost(lang, 20)));
    out.push(removal_target_label(lang, "B6", 40));
    out.push(cost(lang, 0));
    out.push(line_heading(lang, 7, "WT"));
    out.push(turn_of(lang, 2, 3));
    out.push(viewing(lang, 312, 1880));
    out.push(run_summary(lang, 7, 120, -20, 100));
    out.push(private_offer(lang, "Hofburg", "Anna"));
    out.extend(lay_errors().iter().map(|e| lay_refusal(lang, e)));
    out.extend(route_errors().iter().map(|e| route_refusal(lang, e)));
    out.extend(refusals().iter().map(|r| refusal(lang, r, &names)));
    for n in [0, 1, 2, 1000] {
        out.push(moves_played(lang, n));
    }
    out.push(conflict_detail(lang, 1, 2));
    out.push(replay_refused(lang, 12, "lay_tile", "no"));
    out.extend(reasons().iter().map(|r| advice(lang, r)));
    for (futures, margin) in [(1, 0), (12, 1340), (12, -250)] {
        out.push(outlook(lang, futures, margin));
    }
    out.extend(setup_errors().iter().map(|e| setup_problem(lang, e)));
    out.extend(import_errors().iter().map(|e| import_problem(lang, e)));
    out.extend(export_errors().iter().map(|e| export_problem(lang, e, &names)));
    #[cfg(feature = "trambahn")]
    out.extend(tb_wordings(lang, &names));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{
        Lang, SetupNames, action_label, event_text, lay_refusal, move_phrase, refusal,
        route_refusal, t,
    };
    use std::collections::BTreeSet;

    /// Asserts that `samples` reach every index `0..count` of `variant`, and no other.
    fn covers<T: std::fmt::Debug>(
        what: &str,
        samples: &[T],
        variant: fn(&T) -> usize,
        count: usize,
    ) {
        let seen: BTreeSet<usize> = samples.iter().map(variant).collect();
        let all: BTreeSet<usize> = (0..count).collect();
        let missing: Vec<usize> = all.difference(&seen).copied().collect();
        let extra: Vec<usize> = seen.difference(&all).copied().collect();
        assert!(missing.is_empty(), "{what}: no sample of variant(s) {missing:?}");
        assert!(extra.is_empty(), "{what}: index(es) {extra:?} beyond the count {count}");
    }

    #[test]
    fn every_event_variant_has_a_sample() {
        let events = events();
        covers("Event", &events, event_variant, EVENT_COUNT);
        // The branches of the wording.
        let has = |f: &dyn Fn(&Event) -> bool| events.iter().any(f);
        assert!(has(&|e| matches!(e, Event::GameEnded { by_agreement: true })));
        assert!(has(&|e| matches!(e, Event::GameEnded { by_agreement: false })));
        assert!(has(&|e| matches!(e, Event::TramAssigned { line: Some(_), .. })));
        assert!(has(&|e| matches!(e, Event::TramAssigned { line: None, .. })));
        assert!(has(&|e| matches!(e, Event::TileLaid { replaced: Some(_), cost: 0, .. })));
        assert!(has(&|e| matches!(e, Event::TileLaid { replaced: Some(_), cost: 1.., .. })));
        assert!(has(&|e| matches!(e, Event::TileLaid { replaced: None, cost: 0, .. })));
        assert!(has(&|e| matches!(e, Event::TileLaid { replaced: None, cost: 1.., .. })));
        for loans in 0..=2 {
            assert!(has(&|e| matches!(e, Event::TramBought { loans: l, .. } if *l == loans)));
            assert!(has(&|e| matches!(e, Event::ShortfallPaid { loans: l, .. } if *l == loans)));
        }
        assert!(has(&|e| matches!(e, Event::TramBought { from_director: 0, .. })));
        assert!(has(&|e| matches!(e, Event::TramBought { from_director: 1.., .. })));
        assert!(has(
            &|e| matches!(e, Event::StadtbahnRan { revenue, total, .. } if revenue != total)
        ));
        assert!(has(
            &|e| matches!(e, Event::StadtbahnRan { revenue, total, .. } if revenue == total)
        ));
        assert!(has(&|e| matches!(e, Event::TramsMoved { spaces, .. } if spaces.contains(&None))));
        for owner in [Owner::Player(0), Owner::Company(WT)] {
            let kind =
                |o: &Owner| matches!(o, Owner::Player(_)) == matches!(owner, Owner::Player(_));
            assert!(has(&|e| matches!(e, Event::PrivateDividend { owner, .. } if kind(owner))));
            assert!(has(&|e| matches!(e, Event::PrivateReturned { owner, .. } if kind(owner))));
        }
        assert!(has(&|e| matches!(e, Event::ShareBought { company: CompanyId::Stadtbahn(_), .. })));
        assert!(has(&|e| matches!(e, Event::SharesSold { company: CompanyId::Tram(_), .. })));
        for round in [
            |r: &Round| matches!(r, Round::PreShare),
            |r: &Round| matches!(r, Round::Share(_)),
            |r: &Round| matches!(r, Round::Company(_)),
            |r: &Round| matches!(r, Round::Line(..)),
            |r: &Round| matches!(r, Round::End),
        ] {
            assert!(has(&|e| matches!(e, Event::RoundStarted { round: r } if round(r))));
        }
    }

    #[test]
    fn every_action_variant_has_a_sample() {
        let actions = actions();
        covers("Action", &actions, action_variant, ACTION_COUNT);
        let has = |f: &dyn Fn(&Action) -> bool| actions.iter().any(f);
        assert!(has(&|a| matches!(a, Action::AssignTram { line: Some(_), .. })));
        assert!(has(&|a| matches!(a, Action::AssignTram { line: None, .. })));
        assert!(has(&|a| matches!(a, Action::ReturnPrivate { owner: Owner::Player(_), .. })));
        assert!(has(&|a| matches!(a, Action::ReturnPrivate { owner: Owner::Company(_), .. })));
    }

    #[test]
    fn every_lay_error_and_what_it_carries_has_a_sample() {
        let errors = lay_errors();
        covers("LayError", &errors, lay_error_variant, LAY_ERROR_COUNT);
        let takes: Vec<HexTakes> = errors
            .iter()
            .filter_map(|e| match e {
                LayError::WrongHex { reason, .. } => Some(*reason),
                _ => None,
            })
            .collect();
        covers("HexTakes", &takes, hex_takes_variant, HEX_TAKES_COUNT);
        let kinds: Vec<LayKind> = errors
            .iter()
            .filter_map(|e| match e {
                LayError::WrongKind { kind, .. } => Some(*kind),
                _ => None,
            })
            .collect();
        covers("LayKind", &kinds, lay_kind_variant, LAY_KIND_COUNT);
        let colors: Vec<TileColor> = errors
            .iter()
            .filter_map(|e| match e {
                LayError::NotYet { color } => Some(*color),
                _ => None,
            })
            .collect();
        covers("TileColor", &colors, tile_color_variant, TILE_COLOR_COUNT);
        let not_replaced: Vec<NotReplaced> = errors
            .iter()
            .filter_map(|e| match e {
                LayError::Occupied { reason, .. } => Some(*reason),
                _ => None,
            })
            .collect();
        covers("NotReplaced", &not_replaced, not_replaced_variant, NOT_REPLACED_COUNT);
        let rules: Vec<UpgradeRule> = errors
            .iter()
            .filter_map(|e| match e {
                LayError::BadUpgrade { reason, .. } => Some(*reason),
                _ => None,
            })
            .collect();
        covers("UpgradeRule", &rules, upgrade_rule_variant, UPGRADE_RULE_COUNT);
    }

    #[test]
    fn every_route_and_board_error_has_a_sample() {
        covers("RouteError", &route_errors(), route_error_variant, ROUTE_ERROR_COUNT);
        covers("BoardError", &board_errors(), board_error_variant, BOARD_ERROR_COUNT);
    }

    #[test]
    fn every_refusal_and_what_it_carries_has_a_sample() {
        let refusals = refusals();
        covers("Refusal", &refusals, refusal_variant, REFUSAL_COUNT);
        let lay: Vec<LayError> = refusals
            .iter()
            .filter_map(|r| match r {
                Refusal::Lay(e) => Some(e.clone()),
                _ => None,
            })
            .collect();
        assert_eq!(lay, lay_errors(), "a Refusal::Lay of every lay error sample");
        let route: Vec<RouteError> = refusals
            .iter()
            .filter_map(|r| match r {
                Refusal::Route(e) => Some(e.clone()),
                _ => None,
            })
            .collect();
        assert_eq!(route, route_errors(), "a Refusal::Route of every route error sample");
        let board: Vec<BoardError> = refusals
            .iter()
            .filter_map(|r| match r {
                Refusal::Board(e) => Some(e.clone()),
                _ => None,
            })
            .collect();
        covers("BoardError in Refusal::Board", &board, board_error_variant, BOARD_ERROR_COUNT);
        let expected: Vec<Expected> = refusals
            .iter()
            .filter_map(|r| match r {
                Refusal::NotNow { expected } => Some(*expected),
                _ => None,
            })
            .collect();
        covers("Expected", &expected, expected_variant, EXPECTED_COUNT);
        let turns = refusals.iter().filter_map(|r| match r {
            Refusal::NotYourTurn { expected, got } => Some((*expected, *got)),
            _ => None,
        });
        let (expected, got): (Vec<Who>, Vec<Who>) = turns.unzip();
        covers("Who expected", &expected, who_variant, WHO_COUNT);
        covers("Who got", &got, who_variant, WHO_COUNT);
        let owners = refusals.iter().filter_map(|r| match r {
            Refusal::OwnerNotDeciding { owner } => Some(*owner),
            _ => None,
        });
        let (players, companies): (Vec<Owner>, Vec<Owner>) =
            owners.partition(|o| matches!(o, Owner::Player(_)));
        assert!(!players.is_empty() && !companies.is_empty());
    }

    #[test]
    fn every_hint_reason_has_a_sample() {
        covers("Reason", &reasons(), reason_variant, REASON_COUNT);
    }

    #[cfg(feature = "trambahn")]
    #[test]
    fn every_trambahn_event_and_refusal_has_a_sample() {
        use trambahn_engine::{Event, Refusal, ScoringKind};
        let events = tb_events();
        covers("trambahn Event", &events, tb_event_variant, TB_EVENT_COUNT);
        let has = |f: &dyn Fn(&Event) -> bool| events.iter().any(f);
        assert!(has(
            &|e| matches!(e, Event::Scored { kind: ScoringKind::Regular { .. }, lines } if lines.is_empty())
        ));
        assert!(has(
            &|e| matches!(e, Event::Scored { kind: ScoringKind::Regular { .. }, lines } if !lines.is_empty())
        ));
        assert!(has(&|e| matches!(e, Event::Scored { kind: ScoringKind::ExtraTour { .. }, .. })));
        assert!(has(&|e| matches!(e, Event::TramBought { refill: Some(_), .. })));
        assert!(has(&|e| matches!(e, Event::TramBought { refill: None, .. })));
        let refusals = tb_refusals();
        covers("trambahn Refusal", &refusals, tb_refusal_variant, TB_REFUSAL_COUNT);
        let steps = refusals.iter().filter(|r| matches!(r, Refusal::StepOver { .. })).count();
        assert_eq!(steps, 4, "a step over of every step");
        for lang in Lang::ALL {
            let players = ["Anna".to_owned(), "Bruno".to_owned()];
            let names = SetupNames(&players);
            for e in &events {
                let words = crate::i18n::tb_event(lang, e, &names);
                assert!(!words.trim().is_empty(), "{lang:?}: no wording for {e:?}");
            }
            for r in &refusals {
                let words = crate::i18n::tb_refusal(lang, r);
                assert!(!words.trim().is_empty(), "{lang:?}: no wording for {r:?}");
            }
        }
    }

    #[test]
    fn every_text_key_has_a_sample() {
        covers("Text", &texts(), text_variant, TEXT_COUNT);
    }

    /// Issue 19: every event, refusal, action, lay and route error and text key is worded, in
    /// every language.
    #[test]
    fn every_sample_is_worded_in_every_language() {
        let players = ["Anna".to_owned(), "Bruno".to_owned(), "Clara".to_owned()];
        let names = SetupNames(&players);
        let worded = |lang: Lang, what: &dyn std::fmt::Debug, words: &str| {
            assert!(!words.trim().is_empty(), "{lang:?}: no wording for {what:?}");
        };
        for lang in Lang::ALL {
            for e in events() {
                worded(lang, &e, &event_text(lang, &e, &names));
            }
            for r in refusals() {
                worded(lang, &r, &refusal(lang, &r, &names));
            }
            for a in actions() {
                worded(lang, &a, &action_label(lang, &a, &names));
                if let Some(phrase) = move_phrase(lang, &a) {
                    worded(lang, &a, phrase);
                }
            }
            for e in lay_errors() {
                worded(lang, &e, &lay_refusal(lang, &e));
            }
            for e in route_errors() {
                worded(lang, &e, &route_refusal(lang, &e));
            }
            for key in texts() {
                worded(lang, &key, t(lang, key));
            }
        }
    }

    #[test]
    fn every_setup_import_and_export_error_has_a_sample() {
        covers("SetupError", &setup_errors(), setup_error_variant, SETUP_ERROR_COUNT);
        covers("ImportError", &import_errors(), import_error_variant, IMPORT_ERROR_COUNT);
        covers("ExportError", &export_errors(), export_error_variant, EXPORT_ERROR_COUNT);
    }

    /// Issue 51: every fault an import or export error carries has a sample.
    #[test]
    fn every_import_and_export_fault_has_a_sample() {
        let imports = import_errors();
        let categories: Vec<JsonCategory> = imports
            .iter()
            .filter_map(|e| match e {
                ImportError::NotJson(j) | ImportError::Truncated(j) => Some(j.category),
                _ => None,
            })
            .collect();
        covers("JsonCategory", &categories, json_category_variant, JSON_CATEGORY_COUNT);
        let shapes: Vec<ShapeFault> = imports
            .iter()
            .filter_map(|e| match e {
                ImportError::NotAnExport(f) => Some(f.clone()),
                _ => None,
            })
            .collect();
        covers("ShapeFault", &shapes, shape_fault_variant, SHAPE_FAULT_COUNT);
        let logs: Vec<LogFault> = imports
            .iter()
            .filter_map(|e| match e {
                ImportError::Log { fault, .. } => Some(fault.clone()),
                _ => None,
            })
            .collect();
        covers("LogFault", &logs, log_fault_variant, LOG_FAULT_COUNT);
        let maps: Vec<MapFault> = imports
            .iter()
            .filter_map(|e| match e {
                ImportError::Unmappable { fault, .. } => Some(fault.clone()),
                _ => None,
            })
            .collect();
        covers("MapFault", &maps, map_fault_variant, MAP_FAULT_COUNT);
        let exports = export_errors();
        let setups: Vec<SetupFault> = exports
            .iter()
            .filter_map(|e| match e {
                ExportError::Setup(f) => Some(*f),
                _ => None,
            })
            .collect();
        covers("SetupFault", &setups, setup_fault_variant, SETUP_FAULT_COUNT);
        let faults: Vec<ExportFault> = exports
            .iter()
            .filter_map(|e| match e {
                ExportError::NotAccepted { reason, .. } => Some(reason.clone()),
                _ => None,
            })
            .collect();
        covers("ExportFault", &faults, export_fault_variant, EXPORT_FAULT_COUNT);
    }

    /// Issue 51: the Spanish and German words of the importer's and exporter's faults are their
    /// own, not the English ones.
    #[test]
    fn import_and_export_faults_are_worded_in_each_language() {
        use crate::i18n::{export_problem, import_problem};
        let players = ["Anna".to_owned(), "Bruno".to_owned()];
        let names = SetupNames(&players);
        for lang in [Lang::Es, Lang::De] {
            for e in import_errors() {
                let ours = import_problem(lang, &e);
                assert_ne!(ours, import_problem(Lang::En, &e), "{lang:?}: {e:?}");
                assert!(!ours.contains(&e.to_string()), "{lang:?} holds the English: {ours}");
            }
            for e in export_errors() {
                let ours = export_problem(lang, &e, &names);
                assert_ne!(ours, export_problem(Lang::En, &e, &names), "{lang:?}: {e:?}");
            }
        }
    }

    /// Issue 19: every phrase of every language is worded; the Spanish and German tables differ
    /// from the English one but for the words they share by design. With `I18N_CORPUS` set, the
    /// wordings are written there as JSON (`{"en": […], "es": […], "de": […]}`) for the
    /// browser's English-leak test.
    #[test]
    fn corpus() {
        let mut all = serde_json::Map::new();
        for lang in Lang::ALL {
            let words = wordings(lang);
            for w in &words {
                assert!(!w.trim().is_empty(), "{lang:?}: an empty wording");
            }
            all.insert(lang.code().to_owned(), words.into());
        }
        let shared: &[(Lang, &[Text])] = &[
            (
                Lang::Es,
                &[
                    Text::Title,
                    Text::Kilobytes,
                    Text::SpeedNormal,
                    Text::TotalColumn,
                    Text::DirectorColumn,
                    Text::GameTrambahn,
                    Text::GameVienna,
                    Text::GameRailroads,
                ],
            ),
            (
                Lang::De,
                &[
                    Text::Title,
                    Text::Kilobytes,
                    Text::Pool,
                    Text::Bank,
                    Text::Confirm,
                    Text::DefaultNames,
                    Text::BenchMedian,
                    Text::Person,
                    Text::Computer,
                    Text::SpeedNormal,
                    Text::GameTrambahn,
                    Text::GameVienna,
                    Text::GameRailroads,
                ],
            ),
        ];
        for (lang, same) in shared {
            let untranslated: Vec<Text> = texts()
                .into_iter()
                .filter(|k| t(*lang, *k) == t(Lang::En, *k) && !same.contains(k))
                .collect();
            assert_eq!(untranslated, [], "{lang:?} words these as English does");
        }
        if let Some(path) = std::env::var_os("I18N_CORPUS") {
            let json = serde_json::Value::Object(all).to_string();
            std::fs::write(&path, json).expect("the corpus is written");
        }
    }
}
