//! The English wording of every text: a free function per phrase, the [`Text`](super::Text)
//! table as an exhaustive `match`, and the thousands separator (`THOUSANDS`).

use super::owner;
use super::{Names, Text, company, group, private, tram_company};
use tramways_engine::bot::hint::Reason;
use tramways_engine::data::game_tables::{Round, TramColor, TramCompany, TramSpace, stadtbahn_row};
use tramways_engine::game::{Action, Event, Expected, PlayerId, Refusal, Who};
use tramways_engine::game::{SAVE_VERSION, SetupError};
use tramways_engine::import::export::ExportError;
use tramways_engine::import::export::{ExportFault, SetupFault};
use tramways_engine::import::{
    ImportError, JsonCategory, JsonFault, LogFault, MapFault, ShapeFault,
};
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

/// "the yellow tram" when the colour is known, else "tram 2".
fn tram_name(company: TramCompany, index: usize, names: &(impl Names + ?Sized)) -> String {
    match names.tram(company, index) {
        Some(c) => format!("the {} tram ({})", colour(c), index + 1),
        None => format!("tram {}", index + 1),
    }
}

/// The name of a round, e.g. "Share Round 2", "Line Round 3b".
pub(super) fn round(round: Round) -> String {
    match round {
        Round::PreShare => "Pre-Share Round".into(),
        Round::Share(n) => format!("Share Round {n}"),
        Round::Company(n) => format!("Company Round {n}"),
        Round::Line(n, letter) => format!("Line Round {n}{letter}"),
        Round::End => "End of the game".into(),
    }
}

/// Whose turn it is in a Line Round: "Line 7 (WKB, director Anna)".
pub(super) fn line_turn(line: u8, company: TramCompany, director: &str) -> String {
    format!("Line {line} ({}, director {director})", tram_company(company))
}

/// Whose turn it is in a Company Round: "WKB (director Anna)".
/// A company's offer for a private, to its owner.
pub(super) fn company_offer(
    company: TramCompany,
    p: tramways_engine::data::Landmark,
    price: i64,
    face: i64,
) -> String {
    format!(
        "{} offers {price} for {} (face value {face}). Accept?",
        tram_company(company),
        private(p)
    )
}

pub(super) fn company_turn(company: TramCompany, director: &str) -> String {
    format!("{} (director {director})", tram_company(company))
}

/// The acting company's money: "Treasury 120 · Revenue space 60 · Anna's cash 85".
pub(super) fn company_money(treasury: i64, revenue: i64, director: &str, cash: i64) -> String {
    format!(
        "Treasury {} · Revenue space {} · {director}'s cash {}",
        n(treasury),
        n(revenue),
        n(cash)
    )
}

/// A tram on offer: "Buy the yellow tram on the middle space for 100".
pub(super) fn buy_tram_label(color: TramColor, on: TramSpace, price: i64) -> String {
    format!("Buy the {} tram on the {} space for {price}", colour(color), space(on))
}

/// Who pays a tram: "Treasury 40, Anna 60 (1 loan of 100)".
pub(super) fn tram_payment(
    treasury: i64,
    director: &str,
    from_director: i64,
    loans: u32,
) -> String {
    {
        let mut out = format!("Treasury pays {treasury}");
        if from_director > 0 {
            out += &format!(", {director} pays {from_director}");
        }
        if loans > 0 {
            let s = if loans == 1 { "" } else { "s" };
            out += &format!(" after taking {loans} loan{s} of 100 (−200 each at the end)");
        }
        out
    }
}

/// A maintenance change a purchase would cause (R48): "yellow trams: 0 → −50 per run".
pub(super) fn maintenance_change(color: TramColor, before: i64, after: i64) -> String {
    format!("maintenance of {} trams: {before} → {after} per run", colour(color))
}

/// Why the company must buy (R50).
pub(super) fn must_buy_note(company: TramCompany, director: &str) -> String {
    format!(
        "{} owns no tram and must buy one now (R50). What the Treasury cannot pay, {director} \
         pays from personal cash, taking loans of 100 if that is short too.",
        tram_company(company)
    )
}

/// The line auction under way: "Line 7 · high bid 35 by WKB · still bidding: WT, SJE".
pub(super) fn auction_status(
    line: u8,
    high: i64,
    high_bidder: TramCompany,
    active: &[TramCompany],
) -> String {
    let names: Vec<&str> = active.iter().map(|&c| tram_company(c)).collect();
    format!(
        "Line {line} · high bid {high} by {} · still bidding: {}",
        tram_company(high_bidder),
        names.join(", ")
    )
}

/// A company's trams: "yellow → line 3, orange (no line)".
pub(super) fn company_trams(trams: &[(TramColor, Option<u8>)]) -> String {
    {
        if trams.is_empty() {
            return "no trams".into();
        }
        trams
            .iter()
            .map(|(c, l)| match l {
                Some(l) => format!("{} → line {l}", colour(*c)),
                None => format!("{} (no line)", colour(*c)),
            })
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// What kind of decision an action is, as a phrase for the "what can I do?" hint; `None` for
/// the any-time actions (returning a private, ending the game).
pub(super) fn move_phrase(action: &Action) -> Option<&'static str> {
    Some(match action {
        Action::ChoosePrivate { .. } => "put a private company up for auction",
        Action::BidPrivate { .. } => "bid on the private company",
        Action::PassPrivate { .. } | Action::PassShare { .. } | Action::PassLine { .. } => "pass",
        Action::PickOrderCard { .. } => "take a Playing Order Card",
        Action::BuyDirector { .. } => "start a tram company (buy its director certificate)",
        Action::SellShares { .. } => "sell shares",
        Action::BuyShare { .. } => "buy a share",
        Action::PayDividend { .. } => "choose the dividend",
        Action::BuyTram { .. } => "buy a tram",
        Action::AssignTram { .. } => "move trams between lines",
        Action::ScrapTram { .. } => "scrap a tram",
        Action::DoneTrams { .. } => "finish with trams",
        Action::ChooseLine { .. } => "put a line up for auction",
        Action::BidLine { .. } => "bid on the line",
        Action::LayTile { .. } => "lay or upgrade a tile",
        Action::LayStadtbahn { .. } => "lay a Stadtbahn tile",
        Action::BonusTile { .. } => "take the Stadtbahn bonus",
        Action::PlaceStation { .. } => "place a station marker",
        Action::RemoveStadtbahnMarker { .. } => "remove a Stadtbahn marker for 40",
        Action::SkipBonus { .. } => "skip the bonus",
        Action::BuyPrivate { .. } => "offer to buy a private company from a player",
        Action::AnswerPrivateOffer { accept: true, .. } => "accept the offer",
        Action::AnswerPrivateOffer { accept: false, .. } => "refuse the offer",
        Action::RunTram { .. } => "run the tram (its best route)",
        Action::ReturnPrivate { .. } | Action::EndGame => return None,
    })
}

/// The "what can I do?" hint: "Anna can: buy a share, sell shares or pass."
pub(super) fn hint(who: &str, phrases: &[&str]) -> String {
    match phrases {
        [] => String::new(),
        [one] => format!("{who} can {one}."),
        [init @ .., last] => format!("{who} can {} or {last}.", init.join(", ")),
    }
}

/// A tram colour's name.
pub(super) fn tram_colour(c: TramColor) -> &'static str {
    colour(c)
}

/// A tram colour with its article: "a yellow", "an orange".
fn a_colour(c: TramColor) -> String {
    let article = if matches!(c, TramColor::Orange) { "an" } else { "a" };
    format!("{article} {}", colour(c))
}

fn colour(c: TramColor) -> &'static str {
    match c {
        TramColor::Yellow => "yellow",
        TramColor::Orange => "orange",
        TramColor::Red => "red",
        TramColor::Pink => "pink",
        TramColor::Purple => "purple",
    }
}

fn space(s: TramSpace) -> &'static str {
    match s {
        TramSpace::Left => "left",
        TramSpace::Middle => "middle",
        TramSpace::Right => "right",
    }
}

/// What a move does, as a button label ("Bid 45 on Hofburg").
pub(super) fn action_label(action: &Action, names: &(impl Names + ?Sized)) -> String {
    match action {
        Action::ChoosePrivate { private: p, .. } => format!("Auction {}", private(*p)),
        Action::BidPrivate { amount, .. } => format!("Bid {amount}"),
        Action::PassPrivate { .. } | Action::PassShare { .. } => "Pass".into(),
        Action::PickOrderCard { card, .. } => format!("Take card {card}"),
        Action::BuyDirector { company: c, par, .. } => {
            format!("Director of {} at {par}", tram_company(*c))
        }
        Action::SellShares { company: c, count, .. } => {
            format!("Sell {count} × {}", company(*c))
        }
        Action::BuyShare { company: c, .. } => format!("Buy 1 × {}", company(*c)),
        Action::PayDividend { amount, .. } => format!("Pay {amount}"),
        // issue 50: the tram named by its colour, and the space said to be a buying space
        Action::BuyTram { space: s, .. } => match names.space_tram(*s) {
            Some(c) => format!("Buy the {} tram (the {} buying space)", colour(c), space(*s)),
            None => format!("Buy the tram on the {} buying space", space(*s)),
        },
        Action::AssignTram { company: c, tram, line: Some(l) } => {
            format!("Put {} on line {l}", tram_name(*c, *tram, names))
        }
        Action::AssignTram { company: c, tram, line: None } => {
            format!("Take {} off its line", tram_name(*c, *tram, names))
        }
        Action::ScrapTram { company: c, tram } => {
            format!("Scrap {}", tram_name(*c, *tram, names))
        }
        Action::DoneTrams { .. } => "Done with trams".into(),
        Action::ChooseLine { line, amount, .. } => format!("Auction line {line} at {amount}"),
        Action::BidLine { amount, .. } => format!("Bid {amount}"),
        Action::PassLine { .. } => "Pass".into(),
        Action::LayTile { hex, tile, rotation, .. } => {
            format!("Lay {tile} on {hex} (turn {})", u8::from(*rotation))
        }
        Action::LayStadtbahn { hex, tile, .. } => format!("Lay Stadtbahn tile {tile} on {hex}"),
        Action::BonusTile { hex, tile, rotation, .. } => {
            format!("Bonus: {tile} on {hex} (turn {})", u8::from(*rotation))
        }
        Action::PlaceStation { at, .. } => format!("Station on {} ({})", at.hex, at.node + 1),
        Action::RemoveStadtbahnMarker { at, .. } => {
            format!("Remove the Stadtbahn marker on {} for 40", at.hex)
        }
        Action::SkipBonus { .. } => "Skip the bonus".into(),
        Action::BuyPrivate { private: p, price, .. } => {
            format!("Offer {price} for {}", private(*p))
        }
        Action::AnswerPrivateOffer { private: p, accept: true } => {
            format!("Accept: sell {}", private(*p))
        }
        Action::AnswerPrivateOffer { private: p, accept: false } => {
            format!("Refuse: keep {}", private(*p))
        }
        Action::RunTram { .. } => "Run the tram".into(),
        Action::ReturnPrivate { owner: o, private: p } => {
            format!("{}: return {} to the bank", owner(*o, names), private(*p))
        }
        Action::EndGame => "End the game now".into(),
    }
}

/// One line of the game log.
pub(super) fn event_text(event: &Event, names: &(impl Names + ?Sized)) -> String {
    let who = |p: &PlayerId| names.player(*p);
    match event {
        Event::RoundStarted { round: r } => format!("— {} —", round(*r)),
        Event::Passed { player } => format!("{} passes", who(player)),
        Event::PrivateChosen { player, private: p } => {
            format!("{} puts {} up for auction", who(player), private(*p))
        }
        Event::PrivateBid { player, private: p, amount } => {
            format!("{} bids {amount} on {}", who(player), private(*p))
        }
        Event::PrivateBought { player, private: p, price } => {
            format!("{} buys {} for {price}", who(player), private(*p))
        }
        Event::PrivatePriceDropped { private: p, price } => {
            format!("Nobody bid: {} now costs {price}", private(*p))
        }
        Event::PrivateDividend { private: p, owner: o, amount } => {
            format!("{} pays {amount} to {}", private(*p), owner(*o, names))
        }
        Event::PrivateReturned { private: p, owner: o, amount } => {
            format!("{} returns {} to the bank for {amount}", owner(*o, names), private(*p))
        }
        Event::PrivateOffered { private: p, player, company: c, price } => {
            format!("{} offers {} {price} for {}", tram_company(*c), who(player), private(*p))
        }
        Event::PrivateOfferRefused { private: p, player, company: c, price } => {
            format!("{} refuses {price} from {} for {}", who(player), tram_company(*c), private(*p))
        }
        Event::PrivateSoldToCompany { private: p, player, company: c, price } => {
            format!("{} sells {} to {} for {price}", who(player), private(*p), tram_company(*c))
        }
        Event::OrderCard { player, card } => format!("{} takes order card {card}", who(player)),
        Event::DirectorBought { player, company: c, par, cash } => format!(
            "{} becomes director of {} at par {par} (pays {cash} cash with the card)",
            who(player),
            tram_company(*c)
        ),
        Event::CompanyRemoved { company: c } => format!("{} leaves the game", tram_company(*c)),
        Event::DirectorChanged { company: c, from, to } => format!(
            "{} becomes director of {} in place of {}",
            who(to),
            tram_company(*c),
            who(from)
        ),
        Event::SharesSold { player, company: c, count, price } => {
            format!("{} sells {count} × {} at {price}", who(player), company(*c))
        }
        Event::ShareBought { player, company: c, price } => {
            format!("{} buys a share of {} for {price}", who(player), company(*c))
        }
        Event::PriceMoved { company: c, from, to } => {
            format!("{}: share price {from} → {to}", company(*c))
        }
        Event::DividendPaid { company: c, total, per_share, to_treasury } => format!(
            "{} pays {} ({per_share} per share, {} to the treasury)",
            company(*c),
            n(*total),
            n(*to_treasury)
        ),
        Event::TramsMoved { spaces, removed } => {
            let shown: Vec<&str> = spaces.iter().map(|s| s.map_or("–", colour)).collect();
            format!("Trams move on: {} ({removed} removed)", shown.join(" / "))
        }
        Event::TramBought { company: c, color, space: s, price, from_director, loans } => {
            let mut text = format!(
                "{} buys {} tram ({} space) for {price}",
                tram_company(*c),
                a_colour(*color),
                space(*s)
            );
            if *from_director > 0 {
                text.push_str(&format!(", the director adds {from_director}"));
            }
            if *loans > 0 {
                let s = if *loans == 1 { "" } else { "s" };
                text.push_str(&format!(" and takes {loans} loan{s}"));
            }
            text
        }
        Event::TramAssigned { company: c, color, line: Some(l) } => {
            format!("{} puts its {} tram on line {l}", tram_company(*c), colour(*color))
        }
        Event::TramAssigned { company: c, color, line: None } => {
            format!("{} takes its {} tram off its line", tram_company(*c), colour(*color))
        }
        Event::TramScrapped { company: c, color } => {
            format!("{} scraps {} tram", tram_company(*c), a_colour(*color))
        }
        Event::LineChosen { company: c, line } => {
            format!("{} puts line {line} up for auction", tram_company(*c))
        }
        Event::LineBid { company: c, line, amount } => {
            format!("{} bids {amount} for line {line}", tram_company(*c))
        }
        Event::LinePassed { company: c } => format!("{} passes", tram_company(*c)),
        Event::LineBought { company: c, line, price } => {
            format!("{} buys line {line} for {price}", tram_company(*c))
        }
        Event::LinesDealt { lines } => {
            let list: Vec<String> = lines.iter().map(u8::to_string).collect();
            format!("New lines for sale: {}", list.join(", "))
        }
        Event::LineTurn { line } => format!("Line {line}'s turn"),
        Event::TileLaid { line, hex, tile, replaced, cost, .. } => {
            let mut text = match replaced {
                Some(old) => format!("Line {line} upgrades {hex}: {old} → {tile}"),
                None => format!("Line {line} lays tile {tile} on {hex}"),
            };
            if *cost > 0 {
                text.push_str(&format!(" for {cost}"));
            }
            text
        }
        Event::StationPlaced { line, at, cost } => {
            format!("Line {line} places a station on {} for {cost}", at.hex)
        }
        Event::StadtbahnMarkerRemoved { line, company: c, at, .. } => format!(
            "Line {line} removes the {} Stadtbahn marker on {} for 40",
            stadtbahn_row(*c).abbreviation,
            at.hex
        ),
        Event::TramRan { line, revenue, adjustment, income } => {
            format!(
                "Line {line} runs for {}: income {}",
                adjusted(*revenue, *adjustment),
                n(*income)
            )
        }
        Event::ShortfallPaid { company: c, from_revenue, from_treasury, from_director, loans } => {
            format!(
                "{} pays a loss: {from_revenue} from revenue, {from_treasury} from the treasury, \
                 {from_director} from the director, {loans} loan{}",
                tram_company(*c),
                if *loans == 1 { "" } else { "s" }
            )
        }
        Event::StadtbahnRan { company: c, revenue, total } => {
            let name = stadtbahn_row(*c).abbreviation;
            let per_share = total / 10;
            // R51: ×2 in CR4, ×3 in CR5, ×10 in CR6; all of it is paid out.
            if *revenue > 0 && total != revenue {
                format!(
                    "Stadtbahn {name} runs for {revenue} × {} = {}, all paid out ({per_share} per share)",
                    total / revenue,
                    n(*total)
                )
            } else {
                format!(
                    "Stadtbahn {name} runs for {}, all paid out ({per_share} per share)",
                    n(*total)
                )
            }
        }
        Event::GameEnded { by_agreement: true } => "The players end the game".into(),
        Event::GameEnded { by_agreement: false } => "The game ends after Company Round 6".into(),
    }
}

// ----- The game map and Line Rounds (issue 8) -----

/// A Stadtbahn bonus in words ("an extra yellow tile").
pub(super) fn bonus(b: tramways_engine::data::Bonus) -> &'static str {
    use tramways_engine::data::Bonus;
    match b {
        Bonus::ExtraYellowTile => "lay an extra yellow tile",
        Bonus::GreenUpgrade => "upgrade a yellow tile to green",
        Bonus::RedTile => "lay a red inner-city tile",
        Bonus::PurpleTile => "lay a purple railway-station tile",
        Bonus::ExtraStationMarker => "place an extra station marker",
    }
}

/// A Stadtbahn bonus as printed on the map, in one short word ("+yellow").
pub(super) fn bonus_short(b: tramways_engine::data::Bonus) -> &'static str {
    use tramways_engine::data::Bonus;
    match b {
        Bonus::ExtraYellowTile => "+yellow",
        Bonus::GreenUpgrade => "+green",
        Bonus::RedTile => "+red",
        Bonus::PurpleTile => "+purple",
        Bonus::ExtraStationMarker => "+station",
    }
}

/// A line's station marker, said: "Line 7 (WT)".
pub(super) fn line_title(line: u8, company: &str) -> String {
    if company.is_empty() { format!("Line {line}") } else { format!("Line {line} ({company})") }
}

/// A Stadtbahn company's station marker, said: "Stadtbahn W".
pub(super) fn stadtbahn_title(company: &str) -> String {
    format!("Stadtbahn {company}")
}

/// A line's home circle kept free: "Home of line 4".
pub(super) fn home_title(line: u8) -> String {
    format!("Home of line {line}")
}

/// The accessible name of a hex outlined for a lay: "Lay a tile on B6" (keyboard users reach
/// it with Tab; the mode is `normal`, `stadtbahn` or `bonus`).
pub(super) fn lay_target_label(mode: &str, hex: &str) -> String {
    match mode {
        "stadtbahn" => format!("Lay the Stadtbahn tile on {hex}"),
        "bonus" => format!("Lay the bonus tile on {hex}"),
        _ => format!("Lay or upgrade a tile on {hex}"),
    }
}

/// The accessible name of a circle that may take a station marker: "Station marker on B6, 20".
pub(super) fn station_target_label(hex: &str, cost: &str) -> String {
    format!("Station marker on {hex}, {cost}")
}

/// The accessible name of a Stadtbahn marker the line may remove.
pub(super) fn removal_target_label(hex: &str, cost: i64) -> String {
    format!("Remove the Stadtbahn marker on {hex}, {cost}")
}

/// What a choice costs: "free" or the amount.
pub(super) fn cost(amount: i64) -> String {
    if amount == 0 { text(Text::Free).to_owned() } else { amount.to_string() }
}

/// The line whose turn it is, for the panel's heading: "Line 7 · WT".
pub(super) fn line_heading(line: u8, company: &str) -> String {
    format!("Line {line} · {company}")
}

/// A rotation being tried: "turn 2 of 3".
/// The history browser's position: "Viewing action 312 of 880".
pub(super) fn viewing(at: &str, of: &str) -> String {
    format!("Viewing action {at} of {of}")
}

pub(super) fn turn_of(turn: usize, of: usize) -> String {
    format!("turn {} of {of}", turn + 1)
}

/// A run's route and what maintenance or the bonus made of it (issue 50: an income below the
/// route says why): "30 − maintenance 50".
fn adjusted(revenue: i64, adjustment: i64) -> String {
    match adjustment.signum() {
        -1 => format!("{} − maintenance {}", n(revenue), n(adjustment.saturating_neg())),
        1 => format!("{} + bonus {}", n(revenue), n(adjustment)),
        _ => n(revenue),
    }
}

/// The last run, in words: "Line 7 ran for 120 − 20: income 100".
pub(super) fn run_summary(line: u8, revenue: i64, adjustment: i64, income: i64) -> String {
    format!("Line {line} ran for {}: income {}", adjusted(revenue, adjustment), n(income))
}

/// A private on offer: "Hofburg from Anna".
pub(super) fn private_offer(name: &str, owner: &str) -> String {
    format!("{name} from {owner}")
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

/// Why an 18xx.games export cannot be imported. The details quoted from the export (names,
/// types) stay as they are.
pub(super) fn import_problem(e: &ImportError, names: &(impl Names + ?Sized)) -> String {
    match e {
        ImportError::NotJson(why) => format!("this file is not JSON: {}", json_fault(why)),
        ImportError::Truncated(why) => {
            format!("this file ends too early, it seems to be cut off: {}", json_fault(why))
        }
        ImportError::NotAnExport(why) => {
            format!("this is not an 18xx.games export: {}", shape_fault(why))
        }
        ImportError::Title(title) => {
            format!("this is an 18xx.games export of “{title}”, not of 1840")
        }
        ImportError::OptionalRule(rule) => {
            format!("the 18xx.games optional rule “{rule}” is not supported")
        }
        ImportError::Players(count) => {
            format!("1840 is played by 2 to 6 players, this export has {count}")
        }
        ImportError::Log { index, fault } => format!(
            "the action log is damaged or incomplete at action {index}: {}",
            log_fault(fault)
        ),
        ImportError::UnknownAction { index, kind } => {
            format!("action {index} has the type “{kind}”, which is not an action of 1840")
        }
        ImportError::Unmappable { index, kind, fault } => {
            format!("action {index} ({kind}) cannot be imported: {}", map_fault(fault))
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
        ExportError::Setup(fault) => {
            text(Text::ErrNotEighteenXxRules).replace("{why}", setup_fault(*fault))
        }
        ExportError::Invalid(e) => format!("the set-up is not valid: {}", setup_problem(e)),
        ExportError::Refused { index, kind, error } => {
            format!("action {index} ({kind}) is refused: {}", refusal(error, names))
        }
        ExportError::NotAccepted { index, kind, reason } => format!(
            "action {index} ({kind}) cannot be played on 18xx.games: {}",
            export_fault(reason)
        ),
    }
}

/// Where serde_json found a fault: "a character JSON does not allow there (line 1, column 1)".
fn json_fault(f: &JsonFault) -> String {
    let what = match f.category {
        JsonCategory::Io => "the text could not be read",
        JsonCategory::Syntax => "a character JSON does not allow there",
        JsonCategory::Data => "a value of the wrong kind",
        JsonCategory::Eof => "the text ends in the middle of a value",
    };
    match f.line {
        0 => what.into(),
        line => format!("{what} (line {line}, column {})", f.column),
    }
}

/// Why JSON is not an 18xx.games export.
fn shape_fault(f: &ShapeFault) -> String {
    match f {
        ShapeFault::NoTitle => "it has no “title”".into(),
        ShapeFault::Fields(j) => {
            format!("its fields are not those of an export: {}", json_fault(j))
        }
    }
}

/// Why the action log is damaged at an action.
fn log_fault(f: &LogFault) -> String {
    match f {
        LogFault::Unreadable(j) => format!("the action cannot be read: {}", json_fault(j)),
        LogFault::NoId => "it has no id".into(),
        LogFault::IdZero => "its id is 0, ids count from 1".into(),
        LogFault::IdNotIncreasing { before, .. } => {
            format!("its id does not follow the id before it ({before}): actions are out of order")
        }
        LogFault::UndoTargetNotBefore { target } => {
            format!("it undoes back to action {target}, which is not before it")
        }
        LogFault::UndoWithNothingLeft => "it undoes an action, but none is left".into(),
        LogFault::RedoWithNothingUndone => "it redoes an action, but nothing was undone".into(),
    }
}

/// Why an action has no counterpart in this app.
fn map_fault(f: &MapFault) -> String {
    match f {
        MapFault::AfterRoundBar => "it comes after the end of the Round Bar".into(),
        MapFault::AfterLastRound => "it comes after the last round of its kind".into(),
        MapFault::PlayerNotInGame { id } => format!("player {id} is not in this game"),
        MapFault::NotACompany { name } => format!("“{name}” is not a company of 1840"),
        MapFault::NobodyActs => "it names nobody who acts".into(),
        MapFault::PlayerCannot { kind } => format!("a player cannot “{kind}” at this point"),
        MapFault::CompanyCannot { kind } => format!("a tram company cannot “{kind}” in 1840"),
        MapFault::LineCannot { kind } => format!("a line cannot “{kind}” in 1840"),
        MapFault::StadtbahnOnlyRuns => "a Stadtbahn company only runs".into(),
        MapFault::PrivateOnlySold => "a private company can only be sold to the bank".into(),
        MapFault::PrivateOwnerUnknown => "the log does not show who owns that private".into(),
        MapFault::NoPrice => "it has no price".into(),
        MapFault::NoAmount => "the dividend has no amount".into(),
        MapFault::DividendNotVariable => "1840 dividends are any multiple of 10".into(),
        MapFault::NoPrivate => "it names no private company of 1840".into(),
        MapFault::OrderCardsAfterAuction => {
            "Playing Order Cards are chosen after the auction".into()
        }
        MapFault::NotAPlayingPosition => "the choice is not a playing position".into(),
        MapFault::OnlyTramCompaniesParred => "only tram companies are parred".into(),
        MapFault::ParPriceUnreadable => "the par price cannot be read".into(),
        MapFault::OneCertificateAtATime => "1840 buys one certificate at a time".into(),
        MapFault::NotAShare { name } => format!("“{name}” is not a share of an 1840 company"),
        MapFault::DirectorCertificateWithPar => "a director certificate is bought with par".into(),
        MapFault::SaleOfOneCompany => "a sale is of shares of one company".into(),
        MapFault::SaleNamesNoShares => "the sale names no shares".into(),
        MapFault::TooManyShares { count, units } => {
            format!("it sells {count} shares of one company, which has {units}")
        }
        MapFault::DirectorSaleWithoutPercent => {
            "a sale of a director certificate names no percentage".into()
        }
        MapFault::NotWholeShares { percent } => {
            format!("it sells {percent}%, not whole 10% shares")
        }
        MapFault::NoOpeningBid { line } => {
            format!("line {line} was put up without an opening bid")
        }
        MapFault::LineNotUpForAuction { line } => format!("line {line} is not up for auction"),
        MapFault::NoLineCard => "it names no line card of 1840".into(),
        MapFault::NotALine { name } => format!("“{name}” is not a line"),
        MapFault::LineWithoutCompany { line } => {
            format!("line {line} acts, but no company bought it")
        }
        MapFault::NoTramNamed => "no tram is named".into(),
        MapFault::NotATram { name } => format!("“{name}” is not a tram of 1840"),
        MapFault::NoBuyingSpace { color, price } => {
            format!("no buying space sells {} tram for {price}", a_colour(*color))
        }
        MapFault::NoSuchTram { company, tram } => {
            format!("{} owns no tram “{tram}”", tram_company(*company))
        }
        MapFault::NotAHex { label } => format!("“{label}” is not a hex of the map"),
        MapFault::NoTileNamed => "no tile is named".into(),
        MapFault::NotATile { name } => format!("“{name}” is not a tile of 1840"),
        MapFault::NotARotation => "the rotation is not 0 to 5".into(),
        MapFault::OneRoutePerLine => "a line runs one tram, so one route".into(),
        MapFault::NoCircleNamed => "no circle is named".into(),
        MapFault::NotACircle { name } => format!("“{name}” is not a circle on the map"),
        MapFault::NotAStop { name } => format!("“{name}” is not a stop on the map"),
        MapFault::OffTrack { hexes } => {
            format!("the recorded route {hexes} does not follow the track on the map")
        }
    }
}

/// How a set-up differs from the ones 18xx.games makes.
fn setup_fault(f: SetupFault) -> &'static str {
    match f {
        SetupFault::RuleOptions => "its rule options are not those of 18xx.games",
        SetupFault::Board => "18xx.games has no such board for this number of players",
        SetupFault::Deal => "its cards are not the ones 18xx.games deals for its seed",
    }
}

/// Why 18xx.games would not accept an action.
fn export_fault(f: &ExportFault) -> String {
    match f {
        ExportFault::NoPrivateUpForAuction => "no private is up for auction".into(),
        ExportFault::NoLineUpForAuction => "no line is up for auction".into(),
        ExportFault::NotAParPrice => "that is not a par price".into(),
        ExportFault::NoCertificatesYet => "the company has no certificates yet".into(),
        ExportFault::NoCertificateForSale => "no certificate is for sale".into(),
        ExportFault::NoTramOnSpace => "no tram is on that space".into(),
        ExportFault::NoTramPrice => "no tram of that colour has a price there".into(),
        ExportFault::NoSuchTram => "the company has no such tram".into(),
        ExportFault::LineTramUnknown => "the line's tram is not known".into(),
        ExportFault::NoStadtbahnMarker => "no Stadtbahn marker is there".into(),
        ExportFault::NoOfferWaiting => "no offer waits for an answer".into(),
        ExportFault::OnlyPlayersPrivatesReturn => {
            "18xx.games returns only players' privates to the bank".into()
        }
        ExportFault::PrivatesReturnInShareRounds => {
            "18xx.games returns privates to the bank only in Share Rounds".into()
        }
        ExportFault::DepotRunsEmpty { round, color } => format!(
            "every tram left is {c} or none is left when {r} removes the {c} trams, where \
             18xx.games stops with an internal error",
            c = colour(*color),
            r = round_short(Round::Company(*round)),
        ),
        ExportFault::Route(e) => route_refusal(e),
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

// ----- Trambahn (issue 24): its own file, in builds with the `trambahn` feature -----
#[cfg(feature = "trambahn")]
mod trambahn;
#[cfg(feature = "trambahn")]
pub(super) use trambahn::*;
