//! Why a move is refused in 1840, worded, and the set-up, import and export problems and the
//! hint's advice: see the parent module.
//!
//! The phrases are the groups `refusal`, `lay`, `route`, `round_short`, `setup`, `import`,
//! `export`, `advice` and `outlook` of `locales/<lang>/tramways.json`. A part worded apart
//! (who decides, what the game waits for, why a tile does not fit, what is wrong with an
//! export: `import.json_fault`, `import.shape`, `import.log`, `import.map`, `export.setup_fault`,
//! `export.fault`) is a phrase of its own, passed to the sentence that holds it. The hint's amounts are passed as the language writes
//! them ([`number`]); a number that picks a plural form is passed as `count`.

use tramways_engine::bot::hint::Reason;
use tramways_engine::data::game_tables::Round;
use tramways_engine::game::{Expected, Refusal, SAVE_VERSION, SetupError, Who};
use tramways_engine::import::export::{ExportError, ExportFault, SetupFault};
use tramways_engine::import::{
    ImportError, JsonCategory, JsonFault, LogFault, MapFault, ShapeFault,
};
use tramways_engine::map::tile::TileColor;
use tramways_engine::rules::BoardError;
use tramways_engine::rules::laying::{HexTakes, LayError, LayKind, NotReplaced, UpgradeRule};
use tramways_engine::rules::route::RouteError;

use super::play::{a_colour, colour_plural, colour_plural_definite, tram_colour};
use crate::i18n::words::{w, wf};
use crate::i18n::{Lang, Names, SetupNames, Text, company, number, private, t, tram_company};

/// Who a refusal names: a player (quoted briefly: names come from files and links), a
/// company or a line ("line 7").
fn who(lang: Lang, who: Who, names: &(impl Names + ?Sized)) -> String {
    match who {
        Who::Player(p) => tramways_engine::brief::quote(&names.player(p)),
        Who::Company(c) => tram_company(c).to_owned(),
        Who::Line(line) => wf!(lang, tramways.refusal.who_line, line = line),
    }
}

/// What the game waits for, in words: "pick a Playing Order Card".
fn expected(lang: Lang, expected: Expected) -> &'static str {
    match expected {
        Expected::ChoosePrivate => w!(lang, tramways.refusal.expected.choose_private),
        Expected::BidPrivate => w!(lang, tramways.refusal.expected.bid_private),
        Expected::PickOrderCard => w!(lang, tramways.refusal.expected.pick_order_card),
        Expected::BuyDirector => w!(lang, tramways.refusal.expected.buy_director),
        Expected::ShareTurn => w!(lang, tramways.refusal.expected.share_turn),
        Expected::Dividend => w!(lang, tramways.refusal.expected.dividend),
        Expected::Trams => w!(lang, tramways.refusal.expected.trams),
        Expected::ChooseLine => w!(lang, tramways.refusal.expected.choose_line),
        Expected::BidLine => w!(lang, tramways.refusal.expected.bid_line),
        Expected::LineTurn => w!(lang, tramways.refusal.expected.line_turn),
        Expected::Bonus => w!(lang, tramways.refusal.expected.bonus),
        Expected::HomeMarker => w!(lang, tramways.refusal.expected.home_marker),
        Expected::LiftedMarkers => w!(lang, tramways.refusal.expected.lifted_markers),
        Expected::OfferAnswer => w!(lang, tramways.refusal.expected.offer_answer),
        Expected::Nothing => w!(lang, tramways.refusal.expected.nothing),
    }
}

/// What a tile was meant for, as `lay.wrong_kind` puts it: "the normal lay".
fn lay_kind(lang: Lang, kind: LayKind) -> &'static str {
    match kind {
        LayKind::Normal => w!(lang, tramways.lay.kind.normal),
        LayKind::Stadtbahn => w!(lang, tramways.lay.kind.stadtbahn),
        LayKind::ExtraYellow => w!(lang, tramways.lay.kind.extra_yellow),
        LayKind::GreenUpgrade => w!(lang, tramways.lay.kind.green_upgrade),
        LayKind::Red => w!(lang, tramways.lay.kind.red),
        LayKind::Purple => w!(lang, tramways.lay.kind.purple),
    }
}

/// A tile colour as `lay.not_yet` puts it: "yellow" (Spanish agrees with "losetas":
/// "amarillas"; German declines it and, as it begins the sentence, capitalises it: "Gelbe").
fn tile_colour(lang: Lang, color: TileColor) -> &'static str {
    match color {
        TileColor::Yellow => w!(lang, tramways.lay.tile_colour.yellow),
        TileColor::Green => w!(lang, tramways.lay.tile_colour.green),
        TileColor::Brown => w!(lang, tramways.lay.tile_colour.brown),
        TileColor::Gray => w!(lang, tramways.lay.tile_colour.grey),
        TileColor::Red => w!(lang, tramways.lay.tile_colour.red),
        TileColor::Purple => w!(lang, tramways.lay.tile_colour.purple),
    }
}

/// Why a hex does not take a tile.
fn hex_takes(lang: Lang, reason: HexTakes) -> &'static str {
    match reason {
        HexTakes::GreenUpgradeNeedsYellow => {
            w!(lang, tramways.lay.hex_takes.green_upgrade_needs_yellow)
        }
        HexTakes::RedOnInnerCity => w!(lang, tramways.lay.hex_takes.red_on_inner_city),
        HexTakes::PurpleOnRailwayStation => {
            w!(lang, tramways.lay.hex_takes.purple_on_railway_station)
        }
        HexTakes::StadtbahnOnOrange => w!(lang, tramways.lay.hex_takes.stadtbahn_on_orange),
        HexTakes::YellowFirst => w!(lang, tramways.lay.hex_takes.yellow_first),
        HexTakes::PlainTakesHalt => w!(lang, tramways.lay.hex_takes.plain_takes_halt),
        HexTakes::OoTakesOo => w!(lang, tramways.lay.hex_takes.oo_takes_oo),
        HexTakes::InterchangeTakesOneCircle => {
            w!(lang, tramways.lay.hex_takes.interchange_takes_one_circle)
        }
        HexTakes::OrangeTakesStadtbahn => w!(lang, tramways.lay.hex_takes.orange_takes_stadtbahn),
        HexTakes::InnerCityTakesRed => w!(lang, tramways.lay.hex_takes.inner_city_takes_red),
        HexTakes::StationTakesPurple => w!(lang, tramways.lay.hex_takes.station_takes_purple),
        HexTakes::OwnSpecialPurple => w!(lang, tramways.lay.hex_takes.own_special_purple),
    }
}

/// Why the tile on a hex is not replaced.
fn not_replaced(lang: Lang, reason: NotReplaced) -> &'static str {
    match reason {
        NotReplaced::GreenUpgradeReplacesYellow => {
            w!(lang, tramways.lay.not_replaced.green_upgrade_replaces_yellow)
        }
        NotReplaced::StadtbahnOnEmpty => w!(lang, tramways.lay.not_replaced.stadtbahn_on_empty),
        NotReplaced::ExtraYellowOnEmpty => {
            w!(lang, tramways.lay.not_replaced.extra_yellow_on_empty)
        }
        NotReplaced::BonusNeverReplaces => w!(lang, tramways.lay.not_replaced.bonus_never_replaces),
        NotReplaced::Final => w!(lang, tramways.lay.not_replaced.final_tile),
    }
}

/// Why a tile is no upgrade of another.
fn upgrade_rule(lang: Lang, reason: UpgradeRule) -> &'static str {
    match reason {
        UpgradeRule::NextColour => w!(lang, tramways.lay.upgrade_rule.next_colour),
        UpgradeRule::OrangeEdge => w!(lang, tramways.lay.upgrade_rule.orange_edge),
        UpgradeRule::Oo => w!(lang, tramways.lay.upgrade_rule.oo),
        UpgradeRule::Rotation => w!(lang, tramways.lay.upgrade_rule.rotation),
        UpgradeRule::KeepsTrack => w!(lang, tramways.lay.upgrade_rule.keeps_track),
    }
}

/// Why a lay is refused, in words.
pub fn lay_refusal(lang: Lang, e: &LayError) -> String {
    match e {
        LayError::NotOnBoard(hex) => wf!(lang, tramways.lay.not_on_board, hex = hex),
        LayError::Printed(hex) => wf!(lang, tramways.lay.printed, hex = hex),
        LayError::WrongHex { tile, hex, reason } => wf!(
            lang,
            tramways.lay.wrong_hex,
            tile = tile,
            hex = hex,
            reason = hex_takes(lang, *reason)
        ),
        LayError::WrongKind { tile, kind } => {
            wf!(lang, tramways.lay.wrong_kind, tile = tile, kind = lay_kind(lang, *kind))
        }
        LayError::NotYet { color } => {
            wf!(lang, tramways.lay.not_yet, colour = tile_colour(lang, *color))
        }
        LayError::GreenBonusTooEarly => w!(lang, tramways.lay.green_bonus_too_early).to_owned(),
        LayError::NoneLeft(tile) => wf!(lang, tramways.lay.none_left, tile = tile),
        LayError::Occupied { hex, old, reason } => wf!(
            lang,
            tramways.lay.occupied,
            hex = hex,
            old = old,
            reason = not_replaced(lang, *reason)
        ),
        LayError::BadUpgrade { hex, old, new, reason } => wf!(
            lang,
            tramways.lay.bad_upgrade,
            new = new,
            old = old,
            hex = hex,
            reason = upgrade_rule(lang, *reason)
        ),
        LayError::OffMap { tile, hex } => wf!(lang, tramways.lay.off_map, tile = tile, hex = hex),
        LayError::NoConnection { tile, hex, into } => {
            wf!(lang, tramways.lay.no_connection, tile = tile, hex = hex, into = into)
        }
        LayError::ArrowAtRed { tile, hex, into } => {
            wf!(lang, tramways.lay.arrow_at_red, tile = tile, hex = hex, into = into)
        }
        LayError::HomeFirst { line, home } => {
            wf!(lang, tramways.lay.home_first, line = line, home = home)
        }
        LayError::NotReached { line, hex } => {
            wf!(lang, tramways.lay.not_reached, line = line, hex = hex)
        }
        LayError::WrongStadtbahnTile { hex, expected } => {
            wf!(lang, tramways.lay.wrong_stadtbahn_tile, hex = hex, expected = expected)
        }
        LayError::StadtbahnRotation(hex) => wf!(lang, tramways.lay.stadtbahn_rotation, hex = hex),
        LayError::StadtbahnSequence(hex) => wf!(lang, tramways.lay.stadtbahn_sequence, hex = hex),
        LayError::SameTrackAs { tile, rotation, same_as } => wf!(
            lang,
            tramways.lay.same_track_as,
            tile = tile,
            rotation = rotation,
            same_as = same_as
        ),
        LayError::SpecialPurple { tile, only } => {
            wf!(lang, tramways.lay.special_purple, tile = tile, only = only)
        }
    }
}

/// Why a route is refused, in words.
pub fn route_refusal(lang: Lang, e: &RouteError) -> String {
    match e {
        RouteError::TooFewLocations => w!(lang, tramways.route.too_few_locations).to_owned(),
        RouteError::NoSuchTrack(hex, track) => {
            wf!(lang, tramways.route.no_such_track, hex = hex, track = track)
        }
        RouteError::StadtbahnTrack(hex) => wf!(lang, tramways.route.stadtbahn_track, hex = hex),
        RouteError::TrackTwice(hex) => wf!(lang, tramways.route.track_twice, hex = hex),
        RouteError::SideTwice(a, b) => wf!(lang, tramways.route.side_twice, a = a, b = b),
        RouteError::NotConnected(a, b) => wf!(lang, tramways.route.not_connected, a = a, b = b),
        RouteError::Reverses(hex) => wf!(lang, tramways.route.reverses, hex = hex),
        RouteError::ChangesTrack(hex) => wf!(lang, tramways.route.changes_track, hex = hex),
        RouteError::NotAtLocation(hex) => wf!(lang, tramways.route.not_at_location, hex = hex),
        RouteError::NotALocation(hex) => wf!(lang, tramways.route.not_a_location, hex = hex),
        RouteError::LocationTwice(hex) => wf!(lang, tramways.route.location_twice, hex = hex),
        RouteError::ThroughBlocked(hex) => wf!(lang, tramways.route.through_blocked, hex = hex),
        RouteError::ThroughTerminal(hex) => wf!(lang, tramways.route.through_terminal, hex = hex),
        RouteError::NoStation(line) => wf!(lang, tramways.route.no_station, line = line),
    }
}

/// Why a marker cannot go on or come off the board there, in words.
fn board_refusal(lang: Lang, e: &BoardError) -> String {
    match e {
        BoardError::NoSuchHex(hex) => wf!(lang, tramways.refusal.board.no_such_hex, hex = hex),
        BoardError::NoneLeft(tile) => wf!(lang, tramways.refusal.board.none_left, tile = tile),
        BoardError::LosesTrack { old, new } => {
            wf!(lang, tramways.refusal.board.loses_track, new = new, old = old)
        }
        BoardError::NoSuchCircle(hex, circle) => {
            wf!(lang, tramways.refusal.board.no_such_circle, hex = hex, circle = circle)
        }
        BoardError::NoSuchMarker(hex) => {
            wf!(lang, tramways.refusal.board.no_such_marker, hex = hex)
        }
    }
}

/// Why the engine refused a move, in words for the player (issue 18: refusals are data; the
/// wording is the app's, at render time).
pub fn refusal(lang: Lang, r: &Refusal, names: &(impl Names + ?Sized)) -> String {
    match r {
        Refusal::GameOver => w!(lang, tramways.refusal.game_over).to_owned(),
        Refusal::NotYourTurn { expected, got } => wf!(
            lang,
            tramways.refusal.not_your_turn,
            expected = who(lang, *expected, names),
            got = who(lang, *got, names)
        ),
        Refusal::NotNow { expected: e } => expected(lang, *e).to_owned(),
        Refusal::PrivateNotInGame { private: p } => {
            wf!(lang, tramways.refusal.private_not_in_game, private = private(*p))
        }
        Refusal::NotTheOwner { private: p } => {
            wf!(lang, tramways.refusal.not_the_owner, private = private(*p))
        }
        Refusal::OwnerNotDeciding { .. } => {
            w!(lang, tramways.refusal.owner_not_deciding).to_owned()
        }
        Refusal::PrivateNotForSale { private: p } => {
            wf!(lang, tramways.refusal.private_not_for_sale, private = private(*p))
        }
        Refusal::ChoiceNeedsFaceValue { face, cash } => {
            wf!(lang, tramways.refusal.choice_needs_face_value, face = face, cash = cash)
        }
        Refusal::OpeningBidDue { face } => {
            wf!(lang, tramways.refusal.opening_bid_due, face = face)
        }
        Refusal::FirstPrivateCompulsory => {
            w!(lang, tramways.refusal.first_private_compulsory).to_owned()
        }
        Refusal::BidTooLow { min } => wf!(lang, tramways.refusal.bid_too_low, min = min),
        Refusal::BidNotInSteps { step } => {
            wf!(lang, tramways.refusal.bid_not_in_steps, step = step)
        }
        Refusal::BidOverCash { cash } => wf!(lang, tramways.refusal.bid_over_cash, cash = cash),
        Refusal::PrivatePriceRange { face } => {
            wf!(lang, tramways.refusal.private_price_range, face = face)
        }
        Refusal::PrivatesNotYet => w!(lang, tramways.refusal.privates_not_yet).to_owned(),
        Refusal::PrivateFromPlayersOnly => {
            w!(lang, tramways.refusal.private_from_players_only).to_owned()
        }
        Refusal::OfferPending { private: p, player } => wf!(
            lang,
            tramways.refusal.offer_pending,
            player = names.player(*player),
            private = private(*p)
        ),
        Refusal::OfferRefused { private: p } => {
            wf!(lang, tramways.refusal.offer_refused, private = private(*p))
        }
        Refusal::NoSuchOrderCard { cards } => {
            wf!(lang, tramways.refusal.no_such_order_card, cards = cards)
        }
        Refusal::OrderCardTaken { card } => {
            wf!(lang, tramways.refusal.order_card_taken, card = card)
        }
        Refusal::DirectorNotNow => w!(lang, tramways.refusal.director_not_now).to_owned(),
        Refusal::HasDirector { company: c } => {
            wf!(lang, tramways.refusal.has_director, company = tram_company(*c))
        }
        Refusal::CompanyNotInGame { company: c } => {
            wf!(lang, tramways.refusal.company_not_in_game, company = tram_company(*c))
        }
        Refusal::NoSuchPar { par } => wf!(lang, tramways.refusal.no_such_par, par = par),
        Refusal::ParNeedsCash { par, due, cash } => {
            wf!(lang, tramways.refusal.par_needs_cash, par = par, due = due, cash = cash)
        }
        Refusal::NoSalesInFirstRound => {
            w!(lang, tramways.refusal.no_sales_in_first_round).to_owned()
        }
        Refusal::SellTooMany { company: c, sellable } => {
            wf!(lang, tramways.refusal.sell_at_most, count = *sellable, company = company(*c))
        }
        Refusal::NotTraded { company: c } => {
            wf!(lang, tramways.refusal.not_traded, company = company(*c))
        }
        Refusal::DirectorFirst => w!(lang, tramways.refusal.director_first).to_owned(),
        Refusal::PoolEmpty { company: c } => {
            wf!(lang, tramways.refusal.pool_empty, company = company(*c))
        }
        Refusal::SoldThisRound { company: c } => {
            wf!(lang, tramways.refusal.sold_this_round, company = company(*c))
        }
        Refusal::HoldingLimit { company: c, percent } => {
            wf!(lang, tramways.refusal.holding_limit, percent = percent, company = company(*c))
        }
        Refusal::CertificateLimit { limit } => {
            wf!(lang, tramways.refusal.certificate_limit, limit = limit)
        }
        Refusal::CashShort { cost, cash } => {
            wf!(lang, tramways.refusal.cash_short, cost = cost, cash = cash)
        }
        Refusal::DividendUnit { unit } => wf!(lang, tramways.refusal.dividend_unit, unit = unit),
        Refusal::DividendOverRevenue { revenue } => {
            wf!(lang, tramways.refusal.dividend_over_revenue, revenue = revenue)
        }
        Refusal::NoTramThere => w!(lang, tramways.refusal.no_tram_there).to_owned(),
        Refusal::TramLimit { limit } => wf!(lang, tramways.refusal.tram_limit, count = *limit),
        Refusal::TramFromTreasury { cost, treasury } => {
            wf!(lang, tramways.refusal.tram_from_treasury, cost = cost, treasury = treasury)
        }
        Refusal::CheapestTramOnly { cheapest } => {
            wf!(lang, tramways.refusal.cheapest_tram_only, cheapest = cheapest)
        }
        Refusal::NoSuchTram { company: c, tram } => wf!(
            lang,
            tramways.refusal.no_such_tram,
            company = tram_company(*c),
            tram = tram.saturating_add(1)
        ),
        Refusal::NotCompanyLine { line, company: c } => {
            wf!(lang, tramways.refusal.not_company_line, line = line, company = tram_company(*c))
        }
        Refusal::TramAlreadyThere => w!(lang, tramways.refusal.tram_already_there).to_owned(),
        Refusal::MustBuyTram { company: c } => {
            wf!(lang, tramways.refusal.must_buy_tram, company = tram_company(*c))
        }
        Refusal::LineNotOnDisplay { line } => {
            wf!(lang, tramways.refusal.line_not_on_display, line = line)
        }
        Refusal::TreasuryShort { cost, treasury } => {
            wf!(lang, tramways.refusal.treasury_short, cost = cost, treasury = treasury)
        }
        Refusal::ConstructionEnded { line } => {
            wf!(lang, tramways.refusal.construction_ended, line = line)
        }
        Refusal::AlreadyLaid { line } => wf!(lang, tramways.refusal.already_laid, line = line),
        Refusal::AlreadyLaidStadtbahn { line } => {
            wf!(lang, tramways.refusal.already_laid_stadtbahn, line = line)
        }
        Refusal::AlreadyPlacedStation { line } => {
            wf!(lang, tramways.refusal.already_placed_station, line = line)
        }
        Refusal::Lay(e) => lay_refusal(lang, e),
        Refusal::Board(e) => board_refusal(lang, e),
        Refusal::Route(e) => route_refusal(lang, e),
        Refusal::NotBestRoute { revenue, best } => {
            wf!(lang, tramways.refusal.not_best_route, revenue = revenue, best = best)
        }
        Refusal::NoTramToRun { line } => wf!(lang, tramways.refusal.no_tram_to_run, line = line),
        Refusal::NoStationLeft { line } => {
            wf!(lang, tramways.refusal.no_station_left, line = line)
        }
        Refusal::NoCircle { hex } => wf!(lang, tramways.refusal.no_circle, hex = hex),
        Refusal::CircleTaken { hex } => wf!(lang, tramways.refusal.circle_taken, hex = hex),
        Refusal::StationOnHex { hex } => wf!(lang, tramways.refusal.station_on_hex, hex = hex),
        Refusal::NotReached { hex } => wf!(lang, tramways.refusal.not_reached, hex = hex),
        Refusal::KeptForHome { hex } => wf!(lang, tramways.refusal.kept_for_home, hex = hex),
        Refusal::HomeFirst { home } => wf!(lang, tramways.refusal.home_first, home = home),
        Refusal::LiftedFirst { hex } => wf!(lang, tramways.refusal.lifted_first, hex = hex),
        Refusal::NoStadtbahnMarker { hex } => {
            wf!(lang, tramways.refusal.no_stadtbahn_marker, hex = hex)
        }
        Refusal::TerminalMarker { hex } => {
            wf!(lang, tramways.refusal.terminal_marker, hex = hex)
        }
        Refusal::MarkerNotReached { hex } => {
            wf!(lang, tramways.refusal.marker_not_reached, hex = hex)
        }
        Refusal::ScrapOwnTramOnly => w!(lang, tramways.refusal.scrap_own_tram_only).to_owned(),
        Refusal::ScrapWhileBuyingOnly => {
            w!(lang, tramways.refusal.scrap_while_buying_only).to_owned()
        }
        Refusal::BuyingOver => w!(lang, tramways.refusal.buying_over).to_owned(),
        Refusal::ArrangeAfterBuying => w!(lang, tramways.refusal.arrange_after_buying).to_owned(),
        Refusal::LineLeftIdle { company: c } => {
            wf!(lang, tramways.refusal.line_left_idle, company = tram_company(*c))
        }
    }
}

/// A round as the Round Bar prints it: "SR1", "CR2", "LR3b".
pub fn round_short(lang: Lang, round: Round) -> String {
    match round {
        Round::PreShare => w!(lang, tramways.round_short.pre_share).to_owned(),
        Round::Share(n) => wf!(lang, tramways.round_short.share, n = n),
        Round::Company(n) => wf!(lang, tramways.round_short.company, n = n),
        Round::Line(n, letter) => wf!(lang, tramways.round_short.line, n = n, letter = letter),
        Round::End => w!(lang, tramways.round_short.end).to_owned(),
    }
}

/// Why a set-up cannot start a game.
pub fn setup_problem(lang: Lang, e: &SetupError) -> String {
    match e {
        SetupError::PlayerCount(count) => wf!(lang, tramways.setup.player_count, count = count),
        SetupError::Names => w!(lang, tramways.setup.names).to_owned(),
        SetupError::Deal(why) => wf!(lang, tramways.setup.deal, why = why),
        SetupError::Version(v) => {
            wf!(lang, tramways.setup.version, version = v, ours = SAVE_VERSION)
        }
    }
}

/// Why an 18xx.games export cannot be imported. The details quoted from the export (names,
/// types) stay as they are; its players are not known yet, so a refusal names them by seat.
pub fn import_problem(lang: Lang, e: &ImportError) -> String {
    match e {
        ImportError::NotJson(why) => {
            wf!(lang, tramways.import.not_json, why = json_fault(lang, why))
        }
        ImportError::Truncated(why) => {
            wf!(lang, tramways.import.truncated, why = json_fault(lang, why))
        }
        ImportError::NotAnExport(why) => {
            wf!(lang, tramways.import.not_an_export, why = shape_fault(lang, why))
        }
        ImportError::Title(title) => wf!(lang, tramways.import.title, title = title),
        ImportError::OptionalRule(rule) => wf!(lang, tramways.import.optional_rule, rule = rule),
        ImportError::Players(count) => wf!(lang, tramways.import.players, count = count),
        ImportError::Log { index, fault } => {
            wf!(lang, tramways.import.log.damaged, index = index, fault = log_fault(lang, fault))
        }
        ImportError::UnknownAction { index, kind } => {
            wf!(lang, tramways.import.unknown_action, index = index, kind = kind)
        }
        ImportError::Unmappable { index, kind, fault } => wf!(
            lang,
            tramways.import.unmappable,
            index = index,
            kind = kind,
            fault = map_fault(lang, fault)
        ),
        ImportError::Setup(e) => {
            wf!(lang, tramways.import.setup, problem = setup_problem(lang, e))
        }
        ImportError::Refused { index, kind, ours, error } => wf!(
            lang,
            tramways.import.refused,
            index = index,
            kind = kind,
            ours = ours,
            refusal = refusal(lang, error, &SetupNames(&[]))
        ),
    }
}

/// Where serde_json found a fault: "a character JSON does not allow there (line 1, column 1)".
fn json_fault(lang: Lang, f: &JsonFault) -> String {
    let what = match f.category {
        JsonCategory::Io => w!(lang, tramways.import.json_fault.io),
        JsonCategory::Syntax => w!(lang, tramways.import.json_fault.syntax),
        JsonCategory::Data => w!(lang, tramways.import.json_fault.data),
        JsonCategory::Eof => w!(lang, tramways.import.json_fault.eof),
    };
    match f.line {
        0 => what.to_owned(),
        line => {
            wf!(lang, tramways.import.json_fault.at, what = what, line = line, column = f.column)
        }
    }
}

/// Why JSON is not an 18xx.games export.
fn shape_fault(lang: Lang, f: &ShapeFault) -> String {
    match f {
        ShapeFault::NoTitle => w!(lang, tramways.import.shape.no_title).to_owned(),
        ShapeFault::Fields(j) => wf!(lang, tramways.import.shape.fields, why = json_fault(lang, j)),
    }
}

/// Why the action log is damaged at an action.
fn log_fault(lang: Lang, f: &LogFault) -> String {
    match f {
        LogFault::Unreadable(j) => {
            wf!(lang, tramways.import.log.unreadable, why = json_fault(lang, j))
        }
        LogFault::NoId => w!(lang, tramways.import.log.no_id).to_owned(),
        LogFault::IdZero => w!(lang, tramways.import.log.id_zero).to_owned(),
        LogFault::IdNotIncreasing { before, .. } => {
            wf!(lang, tramways.import.log.id_not_increasing, before = before)
        }
        LogFault::UndoTargetNotBefore { target } => {
            wf!(lang, tramways.import.log.undo_target_not_before, target = target)
        }
        LogFault::UndoWithNothingLeft => {
            w!(lang, tramways.import.log.undo_with_nothing_left).to_owned()
        }
        LogFault::RedoWithNothingUndone => {
            w!(lang, tramways.import.log.redo_with_nothing_undone).to_owned()
        }
    }
}

/// Why an action has no counterpart in this app.
fn map_fault(lang: Lang, f: &MapFault) -> String {
    let fixed = |words: &str| words.to_owned();
    match f {
        MapFault::AfterRoundBar => fixed(w!(lang, tramways.import.map.after_round_bar)),
        MapFault::AfterLastRound => fixed(w!(lang, tramways.import.map.after_last_round)),
        MapFault::PlayerNotInGame { id } => {
            wf!(lang, tramways.import.map.player_not_in_game, id = id)
        }
        MapFault::NotACompany { name } => wf!(lang, tramways.import.map.not_a_company, name = name),
        MapFault::NobodyActs => fixed(w!(lang, tramways.import.map.nobody_acts)),
        MapFault::PlayerCannot { kind } => {
            wf!(lang, tramways.import.map.player_cannot, kind = kind)
        }
        MapFault::CompanyCannot { kind } => {
            wf!(lang, tramways.import.map.company_cannot, kind = kind)
        }
        MapFault::LineCannot { kind } => wf!(lang, tramways.import.map.line_cannot, kind = kind),
        MapFault::StadtbahnOnlyRuns => fixed(w!(lang, tramways.import.map.stadtbahn_only_runs)),
        MapFault::PrivateOnlySold => fixed(w!(lang, tramways.import.map.private_only_sold)),
        MapFault::PrivateOwnerUnknown => fixed(w!(lang, tramways.import.map.private_owner_unknown)),
        MapFault::NoPrice => fixed(w!(lang, tramways.import.map.no_price)),
        MapFault::NoAmount => fixed(w!(lang, tramways.import.map.no_amount)),
        MapFault::DividendNotVariable => fixed(w!(lang, tramways.import.map.dividend_not_variable)),
        MapFault::NoPrivate => fixed(w!(lang, tramways.import.map.no_private)),
        MapFault::OrderCardsAfterAuction => {
            fixed(w!(lang, tramways.import.map.order_cards_after_auction))
        }
        MapFault::NotAPlayingPosition => {
            fixed(w!(lang, tramways.import.map.not_a_playing_position))
        }
        MapFault::OnlyTramCompaniesParred => {
            fixed(w!(lang, tramways.import.map.only_tram_companies_parred))
        }
        MapFault::ParPriceUnreadable => fixed(w!(lang, tramways.import.map.par_price_unreadable)),
        MapFault::OneCertificateAtATime => {
            fixed(w!(lang, tramways.import.map.one_certificate_at_a_time))
        }
        MapFault::NotAShare { name } => wf!(lang, tramways.import.map.not_a_share, name = name),
        MapFault::DirectorCertificateWithPar => {
            fixed(w!(lang, tramways.import.map.director_certificate_with_par))
        }
        MapFault::SaleOfOneCompany => fixed(w!(lang, tramways.import.map.sale_of_one_company)),
        MapFault::SaleNamesNoShares => fixed(w!(lang, tramways.import.map.sale_names_no_shares)),
        MapFault::TooManyShares { count, units } => {
            wf!(lang, tramways.import.map.too_many_shares, count = count, units = units)
        }
        MapFault::DirectorSaleWithoutPercent => {
            fixed(w!(lang, tramways.import.map.director_sale_without_percent))
        }
        MapFault::NotWholeShares { percent } => {
            wf!(lang, tramways.import.map.not_whole_shares, percent = percent)
        }
        MapFault::NoOpeningBid { line } => {
            wf!(lang, tramways.import.map.no_opening_bid, line = line)
        }
        MapFault::LineNotUpForAuction { line } => {
            wf!(lang, tramways.import.map.line_not_up_for_auction, line = line)
        }
        MapFault::NoLineCard => fixed(w!(lang, tramways.import.map.no_line_card)),
        MapFault::NotALine { name } => wf!(lang, tramways.import.map.not_a_line, name = name),
        MapFault::LineWithoutCompany { line } => {
            wf!(lang, tramways.import.map.line_without_company, line = line)
        }
        MapFault::NoTramNamed => fixed(w!(lang, tramways.import.map.no_tram_named)),
        MapFault::NotATram { name } => wf!(lang, tramways.import.map.not_a_tram, name = name),
        MapFault::NoBuyingSpace { color, price } => wf!(
            lang,
            tramways.import.map.no_buying_space,
            a_tram = a_colour(lang, *color),
            price = price
        ),
        MapFault::NoSuchTram { company, tram } => wf!(
            lang,
            tramways.import.map.no_such_tram,
            company = tram_company(*company),
            tram = tram
        ),
        MapFault::NotAHex { label } => wf!(lang, tramways.import.map.not_a_hex, label = label),
        MapFault::NoTileNamed => fixed(w!(lang, tramways.import.map.no_tile_named)),
        MapFault::NotATile { name } => wf!(lang, tramways.import.map.not_a_tile, name = name),
        MapFault::NotARotation => fixed(w!(lang, tramways.import.map.not_a_rotation)),
        MapFault::OneRoutePerLine => fixed(w!(lang, tramways.import.map.one_route_per_line)),
        MapFault::NoCircleNamed => fixed(w!(lang, tramways.import.map.no_circle_named)),
        MapFault::NotACircle { name } => wf!(lang, tramways.import.map.not_a_circle, name = name),
        MapFault::NotAStop { name } => wf!(lang, tramways.import.map.not_a_stop, name = name),
        MapFault::OffTrack { hexes } => wf!(lang, tramways.import.map.off_track, hexes = hexes),
    }
}

/// Why a game cannot be exported for 18xx.games.
pub fn export_problem(lang: Lang, e: &ExportError, names: &(impl Names + ?Sized)) -> String {
    match e {
        ExportError::Setup(fault) => {
            t(lang, Text::ErrNotEighteenXxRules).replace("{why}", setup_fault(lang, *fault))
        }
        ExportError::Invalid(e) => {
            wf!(lang, tramways.export.invalid, problem = setup_problem(lang, e))
        }
        ExportError::Refused { index, kind, error } => wf!(
            lang,
            tramways.export.refused,
            index = index,
            kind = kind,
            refusal = refusal(lang, error, names)
        ),
        ExportError::NotAccepted { index, kind, reason } => wf!(
            lang,
            tramways.export.not_accepted,
            index = index,
            kind = kind,
            reason = export_fault(lang, reason)
        ),
    }
}

/// How a set-up differs from the ones 18xx.games makes.
fn setup_fault(lang: Lang, f: SetupFault) -> &'static str {
    match f {
        SetupFault::RuleOptions => w!(lang, tramways.export.setup_fault.rule_options),
        SetupFault::Board => w!(lang, tramways.export.setup_fault.board),
        SetupFault::Deal => w!(lang, tramways.export.setup_fault.deal),
    }
}

/// Why 18xx.games would not accept an action.
fn export_fault(lang: Lang, f: &ExportFault) -> String {
    let fixed = |words: &str| words.to_owned();
    match f {
        ExportFault::NoPrivateUpForAuction => {
            fixed(w!(lang, tramways.export.fault.no_private_up_for_auction))
        }
        ExportFault::NoLineUpForAuction => {
            fixed(w!(lang, tramways.export.fault.no_line_up_for_auction))
        }
        ExportFault::NotAParPrice => fixed(w!(lang, tramways.export.fault.not_a_par_price)),
        ExportFault::NoCertificatesYet => {
            fixed(w!(lang, tramways.export.fault.no_certificates_yet))
        }
        ExportFault::NoCertificateForSale => {
            fixed(w!(lang, tramways.export.fault.no_certificate_for_sale))
        }
        ExportFault::NoTramOnSpace => fixed(w!(lang, tramways.export.fault.no_tram_on_space)),
        ExportFault::NoTramPrice => fixed(w!(lang, tramways.export.fault.no_tram_price)),
        ExportFault::NoSuchTram => fixed(w!(lang, tramways.export.fault.no_such_tram)),
        ExportFault::LineTramUnknown => fixed(w!(lang, tramways.export.fault.line_tram_unknown)),
        ExportFault::NoStadtbahnMarker => {
            fixed(w!(lang, tramways.export.fault.no_stadtbahn_marker))
        }
        ExportFault::NoOfferWaiting => fixed(w!(lang, tramways.export.fault.no_offer_waiting)),
        ExportFault::OnlyPlayersPrivatesReturn => {
            fixed(w!(lang, tramways.export.fault.only_players_privates_return))
        }
        ExportFault::PrivatesReturnInShareRounds => {
            fixed(w!(lang, tramways.export.fault.privates_return_in_share_rounds))
        }
        ExportFault::DepotRunsEmpty { round, color } => wf!(
            lang,
            tramways.export.fault.depot_runs_empty,
            colour = tram_colour(lang, *color),
            colour_plural = colour_plural(lang, *color),
            colour_plural_definite = colour_plural_definite(lang, *color),
            round = round_short(lang, Round::Company(*round))
        ),
        ExportFault::Route(e) => route_refusal(lang, e),
    }
}

/// Why a hint's move is good, in words: "+40 revenue for line 7 (80 → 120)".
pub fn advice(lang: Lang, reason: &Reason) -> String {
    let n = |x: i64| number(lang, x);
    match reason {
        Reason::Route { line, before, after } if after > before => wf!(
            lang,
            tramways.advice.route_up,
            gain = n(after - before),
            line = line,
            before = n(*before),
            after = n(*after)
        ),
        Reason::Route { line, before, after } if after == before => {
            wf!(lang, tramways.advice.route_same, line = line, before = n(*before))
        }
        Reason::Route { line, before, after } => wf!(
            lang,
            tramways.advice.route_down,
            line = line,
            before = n(*before),
            after = n(*after)
        ),
        Reason::Run { line, revenue } => {
            wf!(lang, tramways.advice.run, line = line, revenue = n(*revenue))
        }
        Reason::Director { company: c, par } => {
            wf!(lang, tramways.advice.director, company = tram_company(*c), par = n(*par))
        }
        Reason::Holding { company: c, percent } => {
            wf!(lang, tramways.advice.holding, percent = percent, company = company(*c))
        }
        Reason::Private { private: p, face } => {
            wf!(lang, tramways.advice.private, private = private(*p), face = n(*face))
        }
        Reason::EarlyCard => w!(lang, tramways.advice.early_card).to_owned(),
        Reason::Dividend { company: c, kept: 0 } => {
            wf!(lang, tramways.advice.pay_all, company = tram_company(*c))
        }
        Reason::Dividend { company: c, kept } => {
            wf!(lang, tramways.advice.keep, kept = n(*kept), company = tram_company(*c))
        }
        Reason::TramForLine { company: c } => {
            wf!(lang, tramways.advice.tram_for_line, company = tram_company(*c))
        }
        Reason::NewerTram { company: c } => {
            wf!(lang, tramways.advice.newer_tram, company = tram_company(*c))
        }
        Reason::TramOnLine { line } => wf!(lang, tramways.advice.tram_on_line, line = line),
        Reason::NewLine { company: c, lines } => {
            wf!(lang, tramways.advice.new_line, company = tram_company(*c), lines = lines)
        }
        Reason::CompanyPrivate { private: p } => {
            wf!(lang, tramways.advice.company_private, private = private(*p))
        }
        Reason::Pass => w!(lang, tramways.advice.pass).to_owned(),
        Reason::Other => w!(lang, tramways.advice.other).to_owned(),
    }
}

/// What the futures played after a hint's move came to, in words: "In 12 games played on
/// from there, you ended on average 1,340 G ahead of the richest rival."
pub fn outlook(lang: Lang, futures: usize, margin: i64) -> String {
    let games = wf!(lang, tramways.outlook.games, count = futures);
    if margin >= 0 {
        wf!(lang, tramways.outlook.ahead, games = games, margin = number(lang, margin))
    } else {
        wf!(lang, tramways.outlook.behind, games = games, margin = number(lang, -margin))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tramways_engine::data::game_tables::{TramColor, TramCompany};
    use tramways_engine::game::CompanyId;

    fn names() -> [String; 2] {
        ["Anna".to_owned(), "Bruno".to_owned()]
    }

    /// Refusals name the players and carry their numbers, in every language.
    #[test]
    fn refusals_are_worded_with_names_and_numbers() {
        let names = names();
        let names = SetupNames(&names);
        let turn = Refusal::NotYourTurn { expected: Who::Player(0), got: Who::Player(1) };
        assert_eq!(refusal(Lang::Es, &turn, &names), "no es tu turno: ahora decide Anna, no Bruno");
        assert_eq!(
            refusal(Lang::De, &turn, &names),
            "du bist nicht am Zug: jetzt entscheidet Anna, nicht Bruno"
        );
        let lines = Refusal::NotYourTurn { expected: Who::Line(4), got: Who::Company(WKB) };
        assert_eq!(
            refusal(Lang::Es, &lines, &names),
            "no es tu turno: ahora decide la línea 4, no WKB"
        );
        let short = Refusal::TreasuryShort { cost: 40, treasury: 25 };
        assert_eq!(
            refusal(Lang::De, &short, &names),
            "es kostet 40 und die Kasse enthält 25; der Direktor zahlt nicht"
        );
        let lay = Refusal::Lay(LayError::WrongHex {
            tile: "7",
            hex: "H26".parse().unwrap(),
            reason: HexTakes::PlainTakesHalt,
        });
        assert_eq!(
            refusal(Lang::De, &lay, &names),
            "Gleisteil 7 darf nicht auf H26: weiße Hexfelder nehmen nur Gleisteile mit Haltestelle"
        );
        let holding = Refusal::HoldingLimit { company: CompanyId::Tram(WKB), percent: 60 };
        assert_eq!(refusal(Lang::De, &holding, &names), "du hältst schon 60\u{a0}% von WKB");
    }

    const WKB: TramCompany = TramCompany::WienKagranner;

    /// A tile colour agrees with its noun: Spanish "losetas marrones", German "Grüne
    /// Gleisteile" (declined, and capitalised at the start of the sentence).
    #[test]
    fn tile_colours_agree_with_their_nouns() {
        let not_yet = |color| LayError::NotYet { color };
        assert_eq!(
            lay_refusal(Lang::Es, &not_yet(TileColor::Brown)),
            "las losetas marrones aún no están disponibles"
        );
        assert_eq!(
            lay_refusal(Lang::De, &not_yet(TileColor::Green)),
            "Grüne Gleisteile sind noch nicht verfügbar"
        );
        assert_eq!(
            lay_refusal(Lang::En, &not_yet(TileColor::Gray)),
            "grey tiles are not available yet"
        );
    }

    #[test]
    fn depot_colours_agree_with_their_nouns() {
        let fault = |color| ExportFault::DepotRunsEmpty { round: 3, color };
        let yellow = fault(TramColor::Yellow);
        assert!(export_fault(Lang::De, &yellow).starts_with(
            "jede übrige Tramway ist gelb, oder keine ist übrig, wenn die GR3 die gelben Tramways"
        ));
        assert!(export_fault(Lang::Es, &yellow).starts_with(
            "todos los tranvías que quedan son amarillos, o no queda ninguno, cuando la RC3 \
             retira los tranvías amarillos;"
        ));
        assert!(
            export_fault(Lang::En, &fault(TramColor::Red)).starts_with(
                "every tram left is red or none is left when CR3 removes the red trams"
            )
        );
        let no_space = MapFault::NoBuyingSpace { color: TramColor::Red, price: 200 };
        assert_eq!(
            map_fault(Lang::De, &no_space),
            "auf keinem Feld wird eine rote Tramway für 200 verkauft"
        );
    }

    /// Shares, trams and games are counted with the language's plural: one "acción", three
    /// "acciones".
    #[test]
    fn counts_pick_the_plural() {
        let names = names();
        let names = SetupNames(&names);
        let sell = |sellable| Refusal::SellTooMany { company: CompanyId::Tram(WKB), sellable };
        assert!(
            refusal(Lang::Es, &sell(1), &names)
                .starts_with("puedes vender como máximo 1 acción de WKB (")
        );
        assert!(
            refusal(Lang::Es, &sell(3), &names)
                .starts_with("puedes vender como máximo 3 acciones de WKB (")
        );
        assert!(
            refusal(Lang::De, &sell(1), &names).starts_with("du kannst höchstens 1 Aktie von WKB")
        );
        assert!(
            refusal(Lang::De, &sell(2), &names).starts_with("du kannst höchstens 2 Aktien von WKB")
        );
        let limit = |limit| Refusal::TramLimit { limit };
        assert_eq!(
            refusal(Lang::De, &limit(1), &names),
            "eine Gesellschaft besitzt höchstens 1 Tramway"
        );
        assert_eq!(
            refusal(Lang::De, &limit(3), &names),
            "eine Gesellschaft besitzt höchstens 3 Tramways"
        );
        assert_eq!(
            outlook(Lang::En, 1, 0),
            "In 1 game played on from there, you ended on average 0 G ahead of the richest rival."
        );
        assert_eq!(
            outlook(Lang::De, 1, -1340),
            "In 1 von dort weitergespielten Partie lagst du im Schnitt 1.340 G hinter dem \
             reichsten Mitspieler."
        );
        assert!(outlook(Lang::Es, 12, 5).starts_with("En 12 partidas jugadas a partir de ahí"));
        assert!(outlook(Lang::Es, 1_000_000, 5).starts_with("En 1000000 partidas jugadas"));
    }

    /// The hint's advice groups the thousands of its amounts as the language writes them.
    #[test]
    fn advice_groups_thousands() {
        let route = Reason::Route { line: 7, before: 800, after: 1200 };
        assert_eq!(advice(Lang::En, &route), "+400 revenue for line 7 (800 → 1,200)");
        assert_eq!(advice(Lang::De, &route), "+400 Einnahmen für Linie 7 (800 → 1.200)");
        assert_eq!(round_short(Lang::Es, Round::Line(3, 'b')), "RL3b");
    }
}
