//! The English wording of every text: a free function per phrase, the [`Text`](super::Text)
//! table as an exhaustive `match`, and the thousands separator (`THOUSANDS`).

use super::{Names, Text, company, group, private, tram_company};
use tramways_engine::bot::hint::Reason;
use tramways_engine::data::game_tables::Round;
use tramways_engine::game::{Expected, Refusal, Who};
use tramways_engine::game::{SAVE_VERSION, SetupError};
use tramways_engine::import::ImportError;
use tramways_engine::import::export::ExportError;
use tramways_engine::map::tile::TileColor;
use tramways_engine::rules::BoardError;
use tramways_engine::rules::laying::{HexTakes, LayError, LayKind, NotReplaced, UpgradeRule};
use tramways_engine::rules::route::RouteError;

/// English.
pub(super) struct English;

/// "1,378": English groups thousands with a comma.
const THOUSANDS: char = ',';

/// A number with its thousands grouped: "1,378".
fn n(x: i64) -> String {
    group(x, THOUSANDS)
}

super::words_from_functions!(English);

/// A fixed phrase of this language.
fn text(key: Text) -> &'static str {
    super::t(super::Lang::En, key)
}

/// Who a refusal names: a player (quoted briefly: names come from files and links), a
/// company or a line.
fn who_text(who: Who, names: &(impl Names + ?Sized)) -> String {
    match who {
        Who::Player(p) => tramways_engine::brief::quote(&names.player(p)),
        Who::Company(c) => tram_company(c).to_owned(),
        Who::Line(l) => format!("line {l}"),
    }
}

/// What the game waits for, in words.
fn expected_text(expected: Expected) -> &'static str {
    match expected {
        Expected::ChoosePrivate => "choose a private to auction, or pass",
        Expected::BidPrivate => "bid on the private up for auction, or pass",
        Expected::PickOrderCard => "pick a Playing Order Card",
        Expected::BuyDirector => {
            "your first action in the first Share Round is buying a director certificate"
        }
        Expected::ShareTurn => "in a Share Round you sell, buy or pass",
        Expected::Dividend => "the company decides its dividend now",
        Expected::Trams => "the company buys and arranges trams now, then is done",
        Expected::ChooseLine => "the company chooses a line to auction now, or passes",
        Expected::BidLine => "the company bids on the line up for auction now, or passes",
        Expected::LineTurn => {
            "in a Line Round the lines lay track, place station markers and run their trams"
        }
        Expected::Bonus => "first perform the bonus action of the Stadtbahn tile, or skip it",
        Expected::HomeMarker => "the line places its home station marker first",
        Expected::LiftedMarkers => {
            "the line first puts back the station markers lifted from its hex"
        }
        Expected::OfferAnswer => "the owner of the private first accepts or refuses the offer",
        Expected::Nothing => "the game is over",
    }
}

fn lay_kind_text(kind: LayKind) -> &'static str {
    match kind {
        LayKind::Normal => "the normal lay",
        LayKind::Stadtbahn => "the Stadtbahn tile",
        LayKind::ExtraYellow => "the extra yellow tile",
        LayKind::GreenUpgrade => "the green upgrade",
        LayKind::Red => "the red tile bonus",
        LayKind::Purple => "the purple tile bonus",
    }
}

fn tile_colour_text(color: TileColor) -> &'static str {
    match color {
        TileColor::Yellow => "yellow",
        TileColor::Green => "green",
        TileColor::Brown => "brown",
        TileColor::Gray => "grey",
        TileColor::Red => "red",
        TileColor::Purple => "purple",
    }
}

fn hex_takes_text(reason: HexTakes) -> &'static str {
    match reason {
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
        HexTakes::InnerCityTakesRed => "the inner city takes only red tiles, by a Stadtbahn bonus",
        HexTakes::StationTakesPurple => {
            "railway stations take only purple tiles, by a Stadtbahn bonus"
        }
        HexTakes::OwnSpecialPurple => "this railway station takes only its own special purple tile",
    }
}

fn not_replaced_text(reason: NotReplaced) -> &'static str {
    match reason {
        NotReplaced::GreenUpgradeReplacesYellow => "the green upgrade bonus replaces a yellow tile",
        NotReplaced::StadtbahnOnEmpty => "a Stadtbahn tile goes on an empty hex",
        NotReplaced::ExtraYellowOnEmpty => "the extra yellow tile goes on an empty hex",
        NotReplaced::BonusNeverReplaces => "red and purple tiles are never replaced",
        NotReplaced::Final => "grey, red and purple tiles are never replaced",
    }
}

fn upgrade_rule_text(reason: UpgradeRule) -> &'static str {
    match reason {
        UpgradeRule::NextColour => "upgrades go yellow → green → brown → grey, one step at a time",
        UpgradeRule::OrangeEdge => "orange-edged tiles are upgraded only by orange-edged tiles",
        UpgradeRule::Oo => "OO tiles are upgraded only by OO tiles",
        UpgradeRule::Rotation => "in this rotation it would lose or break a track of the old tile",
        UpgradeRule::KeepsTrack => {
            "it does not keep every track and revenue location of the old tile"
        }
    }
}

/// Why a lay is refused, in words.
pub(super) fn lay_refusal(e: &LayError) -> String {
    match e {
        LayError::NotOnBoard(hex) => format!("{hex} is not on this board"),
        LayError::Printed(hex) => {
            format!("no tile may be laid on {hex}: its track is printed on the map")
        }
        LayError::WrongHex { tile, hex, reason } => {
            format!("tile {tile} cannot go on {hex}: {}", hex_takes_text(*reason))
        }
        LayError::WrongKind { tile, kind } => {
            format!("tile {tile} cannot be used for {}", lay_kind_text(*kind))
        }
        LayError::NotYet { color } => {
            format!("{} tiles are not available yet", tile_colour_text(*color))
        }
        LayError::GreenBonusTooEarly => {
            "the green upgrade bonus can only be used once green tiles are available (LR2a)".into()
        }
        LayError::NoneLeft(tile) => format!("no tile {tile} is left in the supply"),
        LayError::Occupied { hex, old, reason } => {
            format!("{hex} already has tile {old}; {}", not_replaced_text(*reason))
        }
        LayError::BadUpgrade { hex, old, new, reason } => {
            format!("tile {new} cannot replace tile {old} on {hex}: {}", upgrade_rule_text(*reason))
        }
        LayError::OffMap { tile, hex } => {
            format!("the track of {tile} on {hex} would run off the map")
        }
        LayError::NoConnection { tile, hex, into } => format!(
            "the track of {tile} on {hex} would lead into {into}, which has no track or arrow there"
        ),
        LayError::ArrowAtRed { tile, hex, into } => {
            format!("the track of {tile} on {hex} would point at {into}, another red hex")
        }
        LayError::HomeFirst { line, home } => {
            format!("in its first turn line {line} must lay its tile on its home {home}")
        }
        LayError::NotReached { line, hex } => format!(
            "line {line} has no track from its stations that would connect to this tile on {hex}"
        ),
        LayError::WrongStadtbahnTile { hex, expected } => {
            format!("the Stadtbahn hex {hex} takes tile {expected}")
        }
        LayError::StadtbahnRotation(hex) => {
            format!(
                "turn the tile so that its dotted track follows the dotted path printed on {hex}"
            )
        }
        LayError::StadtbahnSequence(hex) => format!(
            "Stadtbahn tiles are laid in sequence from a terminal: {hex} does not continue one"
        ),
        LayError::SameTrackAs { tile, rotation, same_as } => format!(
            "tile {tile} in rotation {rotation} lays the same track as in rotation {same_as}; turn \
             it to {same_as}"
        ),
        LayError::SpecialPurple { tile, only } => {
            format!("tile {tile} fits only {only}, laid as printed")
        }
    }
}

/// Why a route is refused, in words.
pub(super) fn route_refusal(e: &RouteError) -> String {
    match e {
        RouteError::TooFewLocations => {
            "a route must link at least two different revenue locations".into()
        }
        RouteError::NoSuchTrack(hex, track) => format!("there is no track {track} on {hex}"),
        RouteError::StadtbahnTrack(hex) => {
            format!("the route uses the dotted Stadtbahn track on {hex}, which trams never use")
        }
        RouteError::TrackTwice(hex) => format!("the route uses the track on {hex} twice"),
        RouteError::SideTwice(a, b) => {
            format!("the route crosses from {a} to {b} twice on the same track")
        }
        RouteError::NotConnected(a, b) => {
            format!("the track on {a} does not lead onto the next track, on {b}")
        }
        RouteError::Reverses(hex) => format!("the route reverses at the junction on {hex}"),
        RouteError::ChangesTrack(hex) => {
            format!("the route changes track on {hex}, where the tracks do not meet")
        }
        RouteError::NotAtLocation(hex) => {
            format!("the route must begin and end at a revenue location, not at a side of {hex}")
        }
        RouteError::NotALocation(hex) => {
            format!("the stop on {hex} is no revenue location until its tile is laid")
        }
        RouteError::LocationTwice(hex) => {
            format!("the route visits the revenue location on {hex} twice")
        }
        RouteError::ThroughBlocked(hex) => {
            format!("the route passes through the full interchange on {hex}")
        }
        RouteError::ThroughTerminal(hex) => {
            format!("the route runs through {hex}, where it must end")
        }
        RouteError::NoStation(line) => {
            format!("the route passes none of line {line}'s station markers")
        }
    }
}

/// Why a marker cannot go on or come off the board there, in words.
fn board_refusal(e: &BoardError) -> String {
    match e {
        BoardError::NoSuchHex(hex) => format!("{hex} is not on this board"),
        BoardError::NoneLeft(tile) => format!("no tile {tile} is left in the supply"),
        BoardError::LosesTrack { old, new } => {
            format!("tile {new} cannot replace tile {old} in that rotation")
        }
        BoardError::NoSuchCircle(hex, circle) => format!("{hex} has no circle {circle}"),
        BoardError::NoSuchMarker(hex) => format!("that marker is not on {hex}"),
    }
}

/// Why the engine refused a move, in words for the player (issue 18: refusals are data; the
/// wording is the app's, at render time).
pub(super) fn refusal(r: &Refusal, names: &(impl Names + ?Sized)) -> String {
    match r {
        Refusal::GameOver => "the game is over".into(),
        Refusal::NotYourTurn { expected, got } => format!(
            "it is not your turn: {} decides now, not {}",
            who_text(*expected, names),
            who_text(*got, names)
        ),
        Refusal::NotNow { expected } => expected_text(*expected).into(),
        Refusal::PrivateNotInGame { private: p } => format!("{} is not in this game", private(*p)),
        Refusal::NotTheOwner { private: p } => {
            format!("only the owner of {} can return it", private(*p))
        }
        Refusal::OwnerNotDeciding { .. } => {
            "a private can be returned when its owner is the one to decide".into()
        }
        Refusal::PrivateNotForSale { private: p } => format!("{} is not for sale", private(*p)),
        Refusal::ChoiceNeedsFaceValue { face, cash } => format!(
            "choosing a private is its opening bid, at least its face value {face}; you have {cash}"
        ),
        Refusal::OpeningBidDue { face } => {
            format!("choosing a private is its opening bid: bid at least its face value, {face}")
        }
        Refusal::FirstPrivateCompulsory => {
            "the Starting Player must put the first private up for auction".into()
        }
        Refusal::BidTooLow { min } => format!("the bid must be at least {min}"),
        Refusal::BidNotInSteps { step } => format!("bids go up in steps of {step}"),
        Refusal::BidOverCash { cash } => format!("a bid cannot exceed your cash, {cash}"),
        Refusal::PrivatePriceRange { face } => format!("the price is 1 to the face value, {face}"),
        Refusal::PrivatesNotYet => "tram companies buy privates from LR2a on".into(),
        Refusal::PrivateFromPlayersOnly => "a tram company buys privates from players only".into(),
        Refusal::OfferPending { private: p, player } => {
            format!(
                "{} first accepts or refuses the offer for {}",
                names.player(*player),
                private(*p)
            )
        }
        Refusal::OfferRefused { private: p } => {
            format!("the owner refused an offer for {} this turn", private(*p))
        }
        Refusal::NoSuchOrderCard { cards } => format!("the cards are numbered 1 to {cards}"),
        Refusal::OrderCardTaken { card } => format!("card {card} is already taken"),
        Refusal::DirectorNotNow => {
            "director certificates are bought in the first Share Round, once".into()
        }
        Refusal::HasDirector { company } => {
            format!("{} already has a director", tram_company(*company))
        }
        Refusal::CompanyNotInGame { company } => {
            format!("{} is not in this game", tram_company(*company))
        }
        Refusal::NoSuchPar { par } => {
            format!("{par} is no par price: the par price is 70, 80, 90 or 100")
        }
        Refusal::ParNeedsCash { par, due, cash } => {
            format!("par {par} needs {due} in cash on top of the card, and you have {cash}")
        }
        Refusal::NoSalesInFirstRound => "nothing may be sold in the first Share Round".into(),
        Refusal::SellTooMany { company: c, sellable } => format!(
            "you can sell at most {sellable} shares of {} (never the director certificate)",
            company(*c)
        ),
        Refusal::NotTraded { company: c } => format!("{}'s shares are not for sale", company(*c)),
        Refusal::DirectorFirst => "your first purchase must be a director certificate".into(),
        Refusal::PoolEmpty { company: c } => {
            format!("no share of {} is left in the Pool", company(*c))
        }
        Refusal::SoldThisRound { company: c } => {
            format!("you sold {} in this Share Round", company(*c))
        }
        Refusal::HoldingLimit { company: c, percent } => {
            format!("you already hold {percent}% of {}", company(*c))
        }
        Refusal::CertificateLimit { limit } => {
            format!("you are at the certificate limit of {limit}")
        }
        Refusal::CashShort { cost, cash } => format!("it costs {cost} and you have {cash}"),
        Refusal::DividendUnit { unit } => format!("the total dividend is a multiple of {unit}"),
        Refusal::DividendOverRevenue { revenue } => format!(
            "the dividend comes from the Revenue space, which holds {revenue}; Treasury money is \
             never paid out"
        ),
        Refusal::NoTramThere => "there is no tram for sale on that space".into(),
        Refusal::TramLimit { limit } => format!("a company owns at most {limit} trams"),
        Refusal::TramFromTreasury { cost, treasury } => format!(
            "the tram costs {cost} and the Treasury holds {treasury}; the director adds money only \
             for a company's mandatory tram"
        ),
        Refusal::CheapestTramOnly { cheapest } => format!(
            "with the director's money only the cheapest tram on offer ({cheapest}) may be bought"
        ),
        Refusal::NoSuchTram { company, tram } => {
            format!("{} has no tram number {}", tram_company(*company), tram.saturating_add(1))
        }
        Refusal::NotCompanyLine { line, company } => {
            format!("line {line} does not belong to {}", tram_company(*company))
        }
        Refusal::TramAlreadyThere => "the tram is already there".into(),
        Refusal::MustBuyTram { company } => format!(
            "{} owns no tram and must buy one before the end of the round",
            tram_company(*company)
        ),
        Refusal::LineNotOnDisplay { line } => format!("line {line} is not in the line display"),
        Refusal::TreasuryShort { cost, treasury } => {
            format!("it costs {cost} and the Treasury holds {treasury}; the director does not pay")
        }
        Refusal::ConstructionEnded { line } => {
            format!("line {line} scrapped its tram, which ended its construction")
        }
        Refusal::AlreadyLaid { line } => {
            format!("line {line} has already laid or upgraded a tile this turn")
        }
        Refusal::AlreadyLaidStadtbahn { line } => {
            format!("line {line} has already laid a Stadtbahn tile this turn")
        }
        Refusal::AlreadyPlacedStation { line } => format!(
            "line {line} has already placed its station marker this turn; a second one comes only \
             from a Stadtbahn bonus"
        ),
        Refusal::Lay(e) => lay_refusal(e),
        Refusal::Board(e) => board_refusal(e),
        Refusal::Route(e) => route_refusal(e),
        Refusal::NotBestRoute { revenue, best } => format!(
            "that route earns {revenue}, but the line can earn {best}: the tram must run the best \
             route"
        ),
        Refusal::NoTramToRun { line } => format!("line {line} has no tram to run"),
        Refusal::NoStationLeft { line } => {
            format!("line {line} has placed all six of its station markers")
        }
        Refusal::NoCircle { hex } => format!("there is no interchange circle there on {hex}"),
        Refusal::CircleTaken { hex } => format!("the circle on {hex} is already taken"),
        Refusal::StationOnHex { hex } => {
            format!("the line already has a station marker on {hex}")
        }
        Refusal::NotReached { hex } => {
            format!("the line has no unblocked track from its stations to {hex}")
        }
        Refusal::KeptForHome { hex } => format!(
            "a circle on {hex} is kept free for the home station of a line that has not yet \
             operated"
        ),
        Refusal::HomeFirst { home } => {
            format!("the line places its home station marker on {home} first")
        }
        Refusal::LiftedFirst { hex } => {
            format!("the line first puts back the station markers lifted from {hex}")
        }
        Refusal::NoStadtbahnMarker { hex } => {
            format!("there is no Stadtbahn station marker at that circle of {hex}")
        }
        Refusal::TerminalMarker { hex } => {
            format!("the terminal Stadtbahn marker on {hex} cannot be removed (only G3's can)")
        }
        Refusal::MarkerNotReached { hex } => {
            format!("the line must reach the Stadtbahn marker on {hex} to remove it")
        }
        Refusal::ScrapOwnTramOnly => {
            "on 18xx.games a line scraps only its own tram, when it would run".into()
        }
        Refusal::ScrapWhileBuyingOnly => {
            "on 18xx.games trams are scrapped in the buying step only".into()
        }
        Refusal::BuyingOver => "the buying step is over: arrange the trams or finish".into(),
        Refusal::ArrangeAfterBuying => {
            "trams are arranged after the buying step: finish buying first".into()
        }
        Refusal::LineLeftIdle { company } => format!(
            "{} keeps a spare tram: no line of it may be left without one",
            tram_company(*company)
        ),
    }
}

/// A round as the Round Bar prints it: "SR1", "CR2", "LR3b".
pub(super) fn round_short(round: Round) -> String {
    match round {
        Round::PreShare => "Pre".into(),
        Round::Share(n) => format!("SR{n}"),
        Round::Company(n) => format!("CR{n}"),
        Round::Line(n, letter) => format!("LR{n}{letter}"),
        Round::End => "End".into(),
    }
}

/// A number of moves: "1 move", "35 moves".
pub(super) fn moves_played(count: usize) -> String {
    match count {
        1 => "1 move".into(),
        _ => format!("{} moves", n(count as i64)),
    }
}

/// Another tab's version of the open game.
pub(super) fn conflict_detail(theirs: usize, ours: usize) -> String {
    format!(
        "There it has {}, here {}. Nothing is saved here until you choose.",
        moves_played(theirs),
        moves_played(ours)
    )
}

/// A saved move the engine refuses on replay.
pub(super) fn replay_refused(index: usize, kind: &str, reason: &str) -> String {
    format!("action {index} ({kind}) was refused: {reason}")
}

/// Why a set-up cannot start a game.
pub(super) fn setup_problem(e: &SetupError) -> String {
    match e {
        SetupError::PlayerCount(count) => format!("1840 is played by 2 to 6 players, not {count}"),
        SetupError::Names => "every player needs a name of their own".into(),
        SetupError::Deal(why) => format!("the fixed deal does not fit this game: {why}"),
        SetupError::Version(v) => format!(
            "this save has format version {v}, newer than this app understands ({SAVE_VERSION})"
        ),
    }
}

/// Why an 18xx.games export cannot be imported. The details quoted from the export (and the
/// importer's notes on a damaged log) stay as they are.
pub(super) fn import_problem(e: &ImportError, names: &(impl Names + ?Sized)) -> String {
    match e {
        ImportError::NotJson(why) => format!("this file is not JSON: {why}"),
        ImportError::Truncated(why) => {
            format!("this file ends too early, it seems to be cut off: {why}")
        }
        ImportError::NotAnExport(why) => format!("this is not an 18xx.games export: {why}"),
        ImportError::Title(title) => {
            format!("this is an 18xx.games export of “{title}”, not of 1840")
        }
        ImportError::OptionalRule(rule) => {
            format!("the 18xx.games optional rule “{rule}” is not supported")
        }
        ImportError::Players(count) => {
            format!("1840 is played by 2 to 6 players, this export has {count}")
        }
        ImportError::Log { index, reason } => {
            format!("the action log is damaged or incomplete at action {index}: {reason}")
        }
        ImportError::UnknownAction { index, kind } => {
            format!("action {index} has the type “{kind}”, which is not an action of 1840")
        }
        ImportError::Unmappable { index, kind, reason } => {
            format!("action {index} ({kind}) cannot be imported: {reason}")
        }
        ImportError::Setup(e) => {
            format!("the set-up read from this export is not valid: {}", setup_problem(e))
        }
        ImportError::Refused { index, kind, ours, error } => {
            format!("action {index} ({kind}) was refused (as {ours}): {}", refusal(error, names))
        }
    }
}

/// Why a game cannot be exported for 18xx.games.
pub(super) fn export_problem(e: &ExportError, names: &(impl Names + ?Sized)) -> String {
    match e {
        ExportError::Setup(_) => text(Text::ErrNotEighteenXxRules).into(),
        ExportError::Invalid(e) => format!("the set-up is not valid: {}", setup_problem(e)),
        ExportError::Refused { index, kind, error } => {
            format!("action {index} ({kind}) is refused: {}", refusal(error, names))
        }
        ExportError::NotAccepted { index, kind, reason } => {
            format!("action {index} ({kind}) cannot be played on 18xx.games: {reason}")
        }
    }
}

/// Why a hint's move is good: "+40 revenue for line 7 (80 → 120)".
pub(super) fn advice(reason: &Reason) -> String {
    match reason {
        Reason::Route { line, before, after } if after > before => {
            format!(
                "+{} revenue for line {line} ({} → {})",
                n(after - before),
                n(*before),
                n(*after)
            )
        }
        Reason::Route { line, before, after } if after == before => {
            format!(
                "Line {line}'s best route stays at {} for now; the games played on favour this move",
                n(*before)
            )
        }
        Reason::Route { line, before, after } => {
            format!(
                "Line {line}'s best route goes from {} to {}, but the games played on favour this move",
                n(*before),
                n(*after)
            )
        }
        Reason::Run { line, revenue } => {
            format!("Line {line} runs its best route, worth {}", n(*revenue))
        }
        Reason::Director { company, par } => {
            format!(
                "You become {}'s director at par {}: its lines earn for your shares",
                tram_company(*company),
                n(*par)
            )
        }
        Reason::Holding { company: c, percent } => {
            format!("Brings you to {percent}% of {}", company(*c))
        }
        Reason::Private { private: p, face } => format!(
            "{} is worth up to its face value, {} G: it pays half of that every Company Round",
            private(*p),
            n(*face)
        ),
        Reason::EarlyCard => "An early card lets you choose a private first".to_owned(),
        Reason::Dividend { company, kept: 0 } => {
            format!(
                "{} pays out everything: its share price rises and your shares earn",
                tram_company(*company)
            )
        }
        Reason::Dividend { company, kept } => format!(
            "Keeps {} G in {}'s Treasury for a tram its lines need",
            n(*kept),
            tram_company(*company)
        ),
        Reason::TramForLine { company } => {
            format!(
                "A line of {} has no tram, and a line without one runs nothing",
                tram_company(*company)
            )
        }
        Reason::NewerTram { company } => {
            format!("A newer tram for {} before its older ones rust", tram_company(*company))
        }
        Reason::TramOnLine { line } => format!("Line {line} has no tram yet"),
        Reason::NewLine { company, lines } => {
            format!("Another line for {}, which runs {lines}", tram_company(*company))
        }
        Reason::CompanyPrivate { private: p } => {
            format!("The company gets {}'s bonus for its lines, and you the price", private(*p))
        }
        Reason::Pass => "Nothing on offer is worth its price now".to_owned(),
        Reason::Other => "It did best in the games played on".to_owned(),
    }
}

/// What the futures played after a hint's move came to.
pub(super) fn outlook(futures: usize, margin: i64) -> String {
    let games = if futures == 1 { "1 game".to_owned() } else { format!("{futures} games") };
    if margin >= 0 {
        format!(
            "In {games} played on from there, you ended on average {} G ahead of the richest rival.",
            n(margin)
        )
    } else {
        format!(
            "In {games} played on from there, you ended on average {} G behind the richest rival.",
            n(-margin)
        )
    }
}
