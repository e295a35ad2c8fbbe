//! The English wording of every text: a free function per phrase, the [`Text`](super::Text)
//! table as an exhaustive `match`, and the thousands separator (`THOUSANDS`).

use super::owner;
use super::{Names, Text, company, group, private, tram_company};
use tramways_engine::data::game_tables::{Round, TramColor, TramCompany, TramSpace, stadtbahn_row};
use tramways_engine::game::{Action, Event, PlayerId};

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

// ----- Trambahn (issue 24): its own file, in builds with the `trambahn` feature -----
#[cfg(feature = "trambahn")]
mod trambahn;
#[cfg(feature = "trambahn")]
pub(super) use trambahn::*;
