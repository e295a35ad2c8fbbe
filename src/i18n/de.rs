//! The German wording of every text, laid out as `en.rs`: a free function per phrase, the
//! [`Text`](super::Text) table as an exhaustive `match`, and `THOUSANDS`.
//!
//! Terms as in docs/glossary.md: Aktienrunde, Gesellschaftsrunde, Linienrunde,
//! Linie, Tramway (pl. Tramways), Gleisteil, Stationsmarker, Kasse, Einnahmenfeld, Kredit, …
//! The player is addressed with "du"; buttons are worded as infinitives ("Passen").

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

/// German.
pub(super) struct German;

/// "1.378": thousands grouped with a full stop.
const THOUSANDS: char = '.';

/// A number with its thousands grouped: "1.378".
fn n(x: i64) -> String {
    group(x, THOUSANDS)
}

super::words_from_functions!(German);

/// A fixed phrase of this language.
fn text(key: Text) -> &'static str {
    super::t(super::Lang::De, key)
}

/// A word with its first letter in capitals: "gelbe" → "Gelbe".
fn capital(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// A tram colour as an adjective with its `ending` ("gelb" + "e" = "gelbe"); "orange" and
/// "rosa" are not declined ("eine rosa Tramway").
fn tram_adj(c: TramColor, ending: &str) -> String {
    match c {
        TramColor::Orange | TramColor::Pink => colour(c).to_owned(),
        _ => format!("{}{ending}", colour(c)),
    }
}

/// A tram space as an adjective with its `ending`: "mittler" + "en" = "im mittleren Feld".
fn space_adj(s: TramSpace, ending: &str) -> String {
    format!("{}{ending}", space(s))
}

/// "die gelbe Tramway (2)" when the colour is known, else "Tramway 2".
fn tram_name(company: TramCompany, index: usize, names: &(impl Names + ?Sized)) -> String {
    match names.tram(company, index) {
        Some(c) => format!("die {} Tramway ({})", tram_adj(c, "e"), index + 1),
        None => format!("Tramway {}", index + 1),
    }
}

/// The name of a round, e.g. "Aktienrunde 2", "Linienrunde 3b".
pub(super) fn round(round: Round) -> String {
    match round {
        Round::PreShare => "Vor-Aktienrunde".into(),
        Round::Share(n) => format!("Aktienrunde {n}"),
        Round::Company(n) => format!("Gesellschaftsrunde {n}"),
        Round::Line(n, letter) => format!("Linienrunde {n}{letter}"),
        Round::End => "Spielende".into(),
    }
}

/// Whose turn it is in a Line Round: "Linie 7 (WKB, Direktor Anna)".
pub(super) fn line_turn(line: u8, company: TramCompany, director: &str) -> String {
    format!("Linie {line} ({}, Direktor {director})", tram_company(company))
}

/// Whose turn it is in a Company Round: "WKB (Direktor Anna)".
/// A company's offer for a private, to its owner.
pub(super) fn company_offer(
    company: TramCompany,
    p: tramways_engine::data::Landmark,
    price: i64,
    face: i64,
) -> String {
    format!(
        "{} bietet {price} für {} (Nennwert {face}). Annehmen?",
        tram_company(company),
        private(p)
    )
}

pub(super) fn company_turn(company: TramCompany, director: &str) -> String {
    format!("{} (Direktor {director})", tram_company(company))
}

/// The acting company's money: "Kasse 120 · Einnahmenfeld 60 · Bargeld von Anna 85".
pub(super) fn company_money(treasury: i64, revenue: i64, director: &str, cash: i64) -> String {
    format!(
        "Kasse {} · Einnahmenfeld {} · Bargeld von {director} {}",
        n(treasury),
        n(revenue),
        n(cash)
    )
}

/// A tram on offer: "Gelbe Tramway im mittleren Feld für 100 kaufen".
pub(super) fn buy_tram_label(color: TramColor, on: TramSpace, price: i64) -> String {
    format!(
        "{} Tramway im {} Feld für {price} kaufen",
        capital(&tram_adj(color, "e")),
        space_adj(on, "en")
    )
}

/// Who pays a tram: "Kasse zahlt 40, Anna zahlt 60 nach Aufnahme eines Kredits über 100
/// (−200 bei Spielende)".
pub(super) fn tram_payment(
    treasury: i64,
    director: &str,
    from_director: i64,
    loans: u32,
) -> String {
    {
        let mut out = format!("Kasse zahlt {treasury}");
        if from_director > 0 {
            out += &format!(", {director} zahlt {from_director}");
        }
        if loans == 1 {
            out += " nach Aufnahme eines Kredits über 100 (−200 bei Spielende)";
        } else if loans > 1 {
            out +=
                &format!(" nach Aufnahme von {loans} Krediten über je 100 (je −200 bei Spielende)");
        }
        out
    }
}

/// A maintenance change a purchase would cause (R48): "Erhaltungskosten gelber Tramways:
/// 0 → −50 je Fahrt".
pub(super) fn maintenance_change(color: TramColor, before: i64, after: i64) -> String {
    format!("Erhaltungskosten {} Tramways: {before} → {after} je Fahrt", tram_adj(color, "er"))
}

/// Why the company must buy (R50).
pub(super) fn must_buy_note(company: TramCompany, director: &str) -> String {
    format!(
        "{} besitzt keine Tramway und muss jetzt eine kaufen (R50). Was die Kasse nicht zahlen \
         kann, zahlt {director} aus dem eigenen Bargeld und nimmt Kredite über 100 auf, wenn \
         auch das nicht reicht.",
        tram_company(company)
    )
}

/// The line auction under way: "Linie 7 · Höchstgebot 35 von WKB · bieten noch: WT, SJE".
pub(super) fn auction_status(
    line: u8,
    high: i64,
    high_bidder: TramCompany,
    active: &[TramCompany],
) -> String {
    let names: Vec<&str> = active.iter().map(|&c| tram_company(c)).collect();
    format!(
        "Linie {line} · Höchstgebot {high} von {} · bieten noch: {}",
        tram_company(high_bidder),
        names.join(", ")
    )
}

/// A company's trams: "gelb → Linie 3, orange (keine Linie)".
pub(super) fn company_trams(trams: &[(TramColor, Option<u8>)]) -> String {
    {
        if trams.is_empty() {
            return "keine Tramways".into();
        }
        trams
            .iter()
            .map(|(c, l)| match l {
                Some(l) => format!("{} → Linie {l}", colour(*c)),
                None => format!("{} (keine Linie)", colour(*c)),
            })
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// What kind of decision an action is, as a phrase for the „Was du tun kannst“ hint; `None`
/// for the any-time actions (returning a private, ending the game).
pub(super) fn move_phrase(action: &Action) -> Option<&'static str> {
    Some(match action {
        Action::ChoosePrivate { .. } => "eine Privatgesellschaft versteigern",
        Action::BidPrivate { .. } => "auf die Privatgesellschaft bieten",
        Action::PassPrivate { .. } | Action::PassShare { .. } | Action::PassLine { .. } => "passen",
        Action::PickOrderCard { .. } => "eine Spielreihenfolgekarte nehmen",
        Action::BuyDirector { .. } => {
            "eine Straßenbahngesellschaft gründen (ihr Direktorzertifikat kaufen)"
        }
        Action::SellShares { .. } => "Aktien verkaufen",
        Action::BuyShare { .. } => "eine Aktie kaufen",
        Action::PayDividend { .. } => "die Dividende festlegen",
        Action::BuyTram { .. } => "eine Tramway kaufen",
        Action::AssignTram { .. } => "Tramways zwischen Linien umsetzen",
        Action::ScrapTram { .. } => "eine Tramway verschrotten",
        Action::DoneTrams { .. } => "mit den Tramways fertig sein",
        Action::ChooseLine { .. } => "eine Linie versteigern",
        Action::BidLine { .. } => "auf die Linie bieten",
        Action::LayTile { .. } => "ein Gleisteil legen oder aufwerten",
        Action::LayStadtbahn { .. } => "ein Stadtbahn-Gleisteil legen",
        Action::BonusTile { .. } => "den Stadtbahn-Bonus nutzen",
        Action::PlaceStation { .. } => "einen Stationsmarker setzen",
        Action::RemoveStadtbahnMarker { .. } => "einen Stadtbahnmarker für 40 entfernen",
        Action::SkipBonus { .. } => "den Bonus auslassen",
        Action::BuyPrivate { .. } => "einem Spieler ein Angebot für eine Privatgesellschaft machen",
        Action::AnswerPrivateOffer { accept: true, .. } => "das Angebot annehmen",
        Action::AnswerPrivateOffer { accept: false, .. } => "das Angebot ablehnen",
        Action::RunTram { .. } => "die Tramway fahren lassen (ihre beste Strecke)",
        Action::ReturnPrivate { .. } | Action::EndGame => return None,
    })
}

/// The „Was du tun kannst“ hint: "Anna kann eine Aktie kaufen, Aktien verkaufen oder passen."
pub(super) fn hint(who: &str, phrases: &[&str]) -> String {
    match phrases {
        [] => String::new(),
        [one] => format!("{who} kann {one}."),
        [init @ .., last] => format!("{who} kann {} oder {last}.", init.join(", ")),
    }
}

/// A tram colour's name.
pub(super) fn tram_colour(c: TramColor) -> &'static str {
    colour(c)
}

fn colour(c: TramColor) -> &'static str {
    match c {
        TramColor::Yellow => "gelb",
        TramColor::Orange => "orange",
        TramColor::Red => "rot",
        TramColor::Pink => "rosa",
        TramColor::Purple => "violett",
    }
}

/// The stem of a tram space's adjective ("link", "mittler", "recht"); see [`space_adj`].
fn space(s: TramSpace) -> &'static str {
    match s {
        TramSpace::Left => "link",
        TramSpace::Middle => "mittler",
        TramSpace::Right => "recht",
    }
}

/// What a move does, as a button label ("45 bieten").
pub(super) fn action_label(action: &Action, names: &(impl Names + ?Sized)) -> String {
    match action {
        Action::ChoosePrivate { private: p, .. } => format!("{} versteigern", private(*p)),
        Action::BidPrivate { amount, .. } => format!("{amount} bieten"),
        Action::PassPrivate { .. } | Action::PassShare { .. } => "Passen".into(),
        Action::PickOrderCard { card, .. } => format!("Karte {card} nehmen"),
        Action::BuyDirector { company: c, par, .. } => {
            format!("Direktor von {} zu {par}", tram_company(*c))
        }
        Action::SellShares { company: c, count, .. } => {
            format!("{count} × {} verkaufen", company(*c))
        }
        Action::BuyShare { company: c, .. } => format!("1 × {} kaufen", company(*c)),
        Action::PayDividend { amount, .. } => format!("{amount} ausschütten"),
        // issue 50: the tram named by its colour, and the space said to be a buying space
        Action::BuyTram { space: s, .. } => match names.space_tram(*s) {
            Some(c) => format!(
                "{} Tramway kaufen (im {} Kauffeld)",
                capital(&tram_adj(c, "e")),
                space_adj(*s, "en")
            ),
            None => format!("Tramway im {} Kauffeld kaufen", space_adj(*s, "en")),
        },
        Action::AssignTram { company: c, tram, line: Some(l) } => {
            format!("{} auf Linie {l} setzen", capital(&tram_name(*c, *tram, names)))
        }
        Action::AssignTram { company: c, tram, line: None } => {
            format!("{} von ihrer Linie nehmen", capital(&tram_name(*c, *tram, names)))
        }
        Action::ScrapTram { company: c, tram } => {
            format!("{} verschrotten", capital(&tram_name(*c, *tram, names)))
        }
        Action::DoneTrams { .. } => "Fertig mit Tramways".into(),
        Action::ChooseLine { line, amount, .. } => {
            format!("Linie {line} ab {amount} versteigern")
        }
        Action::BidLine { amount, .. } => format!("{amount} bieten"),
        Action::PassLine { .. } => "Passen".into(),
        Action::LayTile { hex, tile, rotation, .. } => {
            format!("{tile} auf {hex} legen (Drehung {})", u8::from(*rotation))
        }
        Action::LayStadtbahn { hex, tile, .. } => {
            format!("Stadtbahn-Gleisteil {tile} auf {hex} legen")
        }
        Action::BonusTile { hex, tile, rotation, .. } => {
            format!("Bonus: {tile} auf {hex} (Drehung {})", u8::from(*rotation))
        }
        Action::PlaceStation { at, .. } => {
            format!("Stationsmarker auf {} ({})", at.hex, at.node + 1)
        }
        Action::RemoveStadtbahnMarker { at, .. } => {
            format!("Stadtbahnmarker auf {} für 40 entfernen", at.hex)
        }
        Action::SkipBonus { .. } => text(Text::SkipTheBonus).into(),
        Action::BuyPrivate { private: p, price, .. } => {
            format!("{price} für {} bieten", private(*p))
        }
        Action::AnswerPrivateOffer { private: p, accept: true } => {
            format!("Annehmen: {} verkaufen", private(*p))
        }
        Action::AnswerPrivateOffer { private: p, accept: false } => {
            format!("Ablehnen: {} behalten", private(*p))
        }
        Action::RunTram { .. } => text(Text::RunTheTram).into(),
        Action::ReturnPrivate { owner: o, private: p } => {
            format!("{}: {} an die Bank zurückgeben", owner(*o, names), private(*p))
        }
        Action::EndGame => text(Text::EndGameNow).into(),
    }
}

/// One line of the game log.
pub(super) fn event_text(event: &Event, names: &(impl Names + ?Sized)) -> String {
    let who = |p: &PlayerId| names.player(*p);
    match event {
        Event::RoundStarted { round: r } => format!("— {} —", round(*r)),
        Event::Passed { player } => format!("{} passt", who(player)),
        Event::PrivateChosen { player, private: p } => {
            format!("{} bringt {} zur Versteigerung", who(player), private(*p))
        }
        Event::PrivateBid { player, private: p, amount } => {
            format!("{} bietet {amount} für {}", who(player), private(*p))
        }
        Event::PrivateBought { player, private: p, price } => {
            format!("{} kauft {} für {price}", who(player), private(*p))
        }
        Event::PrivatePriceDropped { private: p, price } => {
            format!("Kein Gebot: {} kostet jetzt {price}", private(*p))
        }
        Event::PrivateDividend { private: p, owner: o, amount } => {
            format!("{} zahlt {amount} an {}", private(*p), owner(*o, names))
        }
        Event::PrivateReturned { private: p, owner: o, amount } => {
            format!("{} gibt {} für {amount} an die Bank zurück", owner(*o, names), private(*p))
        }
        Event::PrivateOffered { private: p, player, company: c, price } => {
            format!("{} bietet {} {price} für {}", tram_company(*c), who(player), private(*p))
        }
        Event::PrivateOfferRefused { private: p, player, company: c, price } => {
            format!("{} lehnt {price} von {} für {} ab", who(player), tram_company(*c), private(*p))
        }
        Event::PrivateSoldToCompany { private: p, player, company: c, price } => {
            format!("{} verkauft {} für {price} an {}", who(player), private(*p), tram_company(*c))
        }
        Event::OrderCard { player, card } => {
            format!("{} nimmt Spielreihenfolgekarte {card}", who(player))
        }
        Event::DirectorBought { player, company: c, par, cash } => format!(
            "{} wird Direktor von {} zum Startkurs {par} (zahlt {cash} bar zur Karte dazu)",
            who(player),
            tram_company(*c)
        ),
        Event::CompanyRemoved { company: c } => {
            format!("{} scheidet aus dem Spiel aus", tram_company(*c))
        }
        Event::DirectorChanged { company: c, from, to } => {
            format!("{} wird anstelle von {} Direktor von {}", who(to), who(from), tram_company(*c))
        }
        Event::SharesSold { player, company: c, count, price } => {
            format!("{} verkauft {count} × {} zu {price}", who(player), company(*c))
        }
        Event::ShareBought { player, company: c, price } => {
            format!("{} kauft eine Aktie von {} für {price}", who(player), company(*c))
        }
        Event::PriceMoved { company: c, from, to } => {
            format!("{}: Kurs {from} → {to}", company(*c))
        }
        Event::DividendPaid { company: c, total, per_share, to_treasury } => format!(
            "{} schüttet {} aus ({per_share} je Aktie, {} an die Kasse)",
            company(*c),
            n(*total),
            n(*to_treasury)
        ),
        Event::TramsMoved { spaces, removed } => {
            let shown: Vec<&str> = spaces.iter().map(|s| s.map_or("–", colour)).collect();
            format!("Die Tramways rücken nach: {} ({removed} entfernt)", shown.join(" / "))
        }
        Event::TramBought { company: c, color, space: s, price, from_director, loans } => {
            let mut text = format!(
                "{} kauft eine {} Tramway ({} Feld) für {price}",
                tram_company(*c),
                tram_adj(*color, "e"),
                space_adj(*s, "es")
            );
            if *from_director > 0 {
                text.push_str(&format!(", der Direktor legt {from_director} dazu"));
            }
            if *loans == 1 {
                text.push_str(" und nimmt 1 Kredit auf");
            } else if *loans > 1 {
                text.push_str(&format!(" und nimmt {loans} Kredite auf"));
            }
            text
        }
        Event::TramAssigned { company: c, color, line: Some(l) } => format!(
            "{} setzt ihre {} Tramway auf Linie {l}",
            tram_company(*c),
            tram_adj(*color, "e")
        ),
        Event::TramAssigned { company: c, color, line: None } => format!(
            "{} nimmt ihre {} Tramway von der Linie",
            tram_company(*c),
            tram_adj(*color, "e")
        ),
        Event::TramScrapped { company: c, color } => {
            format!("{} verschrottet eine {} Tramway", tram_company(*c), tram_adj(*color, "e"))
        }
        Event::LineChosen { company: c, line } => {
            format!("{} bringt Linie {line} zur Versteigerung", tram_company(*c))
        }
        Event::LineBid { company: c, line, amount } => {
            format!("{} bietet {amount} für Linie {line}", tram_company(*c))
        }
        Event::LinePassed { company: c } => format!("{} passt", tram_company(*c)),
        Event::LineBought { company: c, line, price } => {
            format!("{} kauft Linie {line} für {price}", tram_company(*c))
        }
        Event::LinesDealt { lines } => {
            let list: Vec<String> = lines.iter().map(u8::to_string).collect();
            format!("Neue Linien im Angebot: {}", list.join(", "))
        }
        Event::LineTurn { line } => format!("Linie {line} ist am Zug"),
        Event::TileLaid { line, hex, tile, replaced, cost, .. } => {
            let mut text = match replaced {
                Some(old) => format!("Linie {line} wertet {hex} auf: {old} → {tile}"),
                None => format!("Linie {line} legt Gleisteil {tile} auf {hex}"),
            };
            if *cost > 0 {
                text.push_str(&format!(", Kosten {cost}"));
            }
            text
        }
        Event::StationPlaced { line, at, cost } => {
            format!("Linie {line} setzt einen Stationsmarker auf {} für {cost}", at.hex)
        }
        Event::StadtbahnMarkerRemoved { line, company: c, at, .. } => format!(
            "Linie {line} entfernt den Stadtbahnmarker {} auf {} für 40",
            stadtbahn_row(*c).abbreviation,
            at.hex
        ),
        Event::TramRan { line, revenue, adjustment, income } => format!(
            "Linie {line} fährt {} ein: Einkommen {}",
            adjusted(*revenue, *adjustment),
            n(*income)
        ),
        Event::ShortfallPaid { company: c, from_revenue, from_treasury, from_director, loans } => {
            format!(
                "{} deckt einen Verlust: {from_revenue} aus dem Einnahmenfeld, {from_treasury} \
                 aus der Kasse, {from_director} vom Direktor, {loans} {}",
                tram_company(*c),
                if *loans == 1 { "Kredit" } else { "Kredite" }
            )
        }
        Event::StadtbahnRan { company: c, revenue, total } => {
            let name = stadtbahn_row(*c).abbreviation;
            let per_share = total / 10;
            // R51: ×2 in CR4, ×3 in CR5, ×10 in CR6; all of it is paid out.
            if *revenue > 0 && total != revenue {
                format!(
                    "Stadtbahn {name} fährt {revenue} × {} = {} ein, alles ausgeschüttet \
                     ({per_share} je Aktie)",
                    total / revenue,
                    n(*total)
                )
            } else {
                format!(
                    "Stadtbahn {name} fährt {} ein, alles ausgeschüttet ({per_share} je Aktie)",
                    n(*total)
                )
            }
        }
        Event::GameEnded { by_agreement: true } => "Die Spieler beenden das Spiel".into(),
        Event::GameEnded { by_agreement: false } => {
            "Das Spiel endet nach Gesellschaftsrunde 6".into()
        }
    }
}

// ----- The game map and Line Rounds (issue 8) -----

/// A Stadtbahn bonus in words ("ein zusätzliches gelbes Gleisteil legen").
pub(super) fn bonus(b: tramways_engine::data::Bonus) -> &'static str {
    use tramways_engine::data::Bonus;
    match b {
        Bonus::ExtraYellowTile => "ein zusätzliches gelbes Gleisteil legen",
        Bonus::GreenUpgrade => "ein gelbes zu einem grünen Gleisteil aufwerten",
        Bonus::RedTile => "ein rotes Innenstadt-Gleisteil legen",
        Bonus::PurpleTile => "ein violettes Bahnhofs-Gleisteil legen",
        Bonus::ExtraStationMarker => "einen zusätzlichen Stationsmarker setzen",
    }
}

/// A Stadtbahn bonus as printed on the map, in one short word ("+gelb").
pub(super) fn bonus_short(b: tramways_engine::data::Bonus) -> &'static str {
    use tramways_engine::data::Bonus;
    match b {
        Bonus::ExtraYellowTile => "+gelb",
        Bonus::GreenUpgrade => "+grün",
        Bonus::RedTile => "+rot",
        Bonus::PurpleTile => "+violett",
        Bonus::ExtraStationMarker => "+Station",
    }
}

/// A line's station marker, said: "Linie 7 (WT)".
pub(super) fn line_title(line: u8, company: &str) -> String {
    if company.is_empty() { format!("Linie {line}") } else { format!("Linie {line} ({company})") }
}

/// A Stadtbahn company's station marker, said: "Stadtbahn W".
pub(super) fn stadtbahn_title(company: &str) -> String {
    format!("Stadtbahn {company}")
}

/// A line's home circle kept free: "Heimatstation von Linie 4".
pub(super) fn home_title(line: u8) -> String {
    format!("Heimatstation von Linie {line}")
}

/// The accessible name of a hex outlined for a lay: "Gleisteil auf B6 legen oder aufwerten"
/// (keyboard users reach it with Tab; the mode is `normal`, `stadtbahn` or `bonus`).
pub(super) fn lay_target_label(mode: &str, hex: &str) -> String {
    match mode {
        "stadtbahn" => format!("Stadtbahn-Gleisteil auf {hex} legen"),
        "bonus" => format!("Bonus-Gleisteil auf {hex} legen"),
        _ => format!("Gleisteil auf {hex} legen oder aufwerten"),
    }
}

/// The accessible name of a circle that may take a station marker: "Stationsmarker auf B6, 20".
pub(super) fn station_target_label(hex: &str, cost: &str) -> String {
    format!("Stationsmarker auf {hex}, {cost}")
}

/// The accessible name of a Stadtbahn marker the line may remove: "Stadtbahnmarker auf B6
/// entfernen, 40".
pub(super) fn removal_target_label(hex: &str, cost: i64) -> String {
    format!("Stadtbahnmarker auf {hex} entfernen, {cost}")
}

/// What a choice costs: "gratis" or the amount.
pub(super) fn cost(amount: i64) -> String {
    if amount == 0 { text(Text::Free).to_owned() } else { amount.to_string() }
}

/// The line whose turn it is, for the panel's heading: "Linie 7 · WT".
pub(super) fn line_heading(line: u8, company: &str) -> String {
    format!("Linie {line} · {company}")
}

/// A rotation being tried: "Drehung 2 von 3".
/// The history browser's position: "Rückblick auf Zug 312 von 880".
pub(super) fn viewing(at: &str, of: &str) -> String {
    format!("Rückblick auf Zug {at} von {of}")
}

pub(super) fn turn_of(turn: usize, of: usize) -> String {
    format!("Drehung {} von {of}", turn + 1)
}

/// A run's route and what maintenance or the bonus made of it (issue 50: an income below the
/// route says why): "30 − Erhaltungskosten 50".
fn adjusted(revenue: i64, adjustment: i64) -> String {
    match adjustment.signum() {
        -1 => format!("{} − Erhaltungskosten {}", n(revenue), n(adjustment.saturating_neg())),
        1 => format!("{} + Bonus {}", n(revenue), n(adjustment)),
        _ => n(revenue),
    }
}

/// The last run, in words: "Linie 7 fuhr 120 ein (−20): Einkommen 100".
pub(super) fn run_summary(line: u8, revenue: i64, adjustment: i64, income: i64) -> String {
    format!("Linie {line} fuhr {} ein: Einkommen {}", adjusted(revenue, adjustment), n(income))
}

/// A private on offer: "Hofburg von Anna".
pub(super) fn private_offer(name: &str, owner: &str) -> String {
    format!("{name} von {owner}")
}

/// Who a refusal names: a player (quoted briefly: names come from files and links), a
/// company or a line.
fn who_text(who: Who, names: &(impl Names + ?Sized)) -> String {
    match who {
        Who::Player(p) => tramways_engine::brief::quote(&names.player(p)),
        Who::Company(c) => tram_company(c).to_owned(),
        Who::Line(l) => format!("Linie {l}"),
    }
}

/// What the game waits for, in words.
fn expected_text(expected: Expected) -> &'static str {
    match expected {
        Expected::ChoosePrivate => "wähle eine Privatgesellschaft zur Versteigerung oder passe",
        Expected::BidPrivate => "biete auf die versteigerte Privatgesellschaft oder passe",
        Expected::PickOrderCard => "nimm eine Spielreihenfolgekarte",
        Expected::BuyDirector => {
            "deine erste Aktion in der ersten Aktienrunde ist der Kauf eines Direktorzertifikats"
        }
        Expected::ShareTurn => "in einer Aktienrunde verkaufst, kaufst oder passt du",
        Expected::Dividend => "die Gesellschaft legt jetzt ihre Dividende fest",
        Expected::Trams => {
            "die Gesellschaft kauft und verteilt jetzt Tramways, dann ist sie fertig"
        }
        Expected::ChooseLine => {
            "die Gesellschaft wählt jetzt eine Linie zur Versteigerung oder passt"
        }
        Expected::BidLine => "die Gesellschaft bietet jetzt auf die versteigerte Linie oder passt",
        Expected::LineTurn => {
            "in einer Linienrunde legen die Linien Gleise, setzen Stationsmarker und lassen ihre \
             Tramways fahren"
        }
        Expected::Bonus => {
            "führe zuerst die Bonusaktion des Stadtbahn-Gleisteils aus oder lass sie aus"
        }
        Expected::HomeMarker => {
            "die Linie setzt zuerst ihren Stationsmarker auf ihre Heimatstation"
        }
        Expected::LiftedMarkers => {
            "die Linie setzt zuerst die von ihrem Hexfeld gehobenen Stationsmarker zurück"
        }
        Expected::OfferAnswer => {
            "der Besitzer der Privatgesellschaft nimmt zuerst das Angebot an oder lehnt es ab"
        }
        Expected::Nothing => "das Spiel ist vorbei",
    }
}

/// What a tile was meant for, after "für": "das normale Legen".
fn lay_kind_text(kind: LayKind) -> &'static str {
    match kind {
        LayKind::Normal => "das normale Legen",
        LayKind::Stadtbahn => "das Stadtbahn-Gleisteil",
        LayKind::ExtraYellow => "das zusätzliche gelbe Gleisteil",
        LayKind::GreenUpgrade => "die grüne Aufwertung",
        LayKind::Red => "den Bonus „rotes Gleisteil“",
        LayKind::Purple => "den Bonus „violettes Gleisteil“",
    }
}

/// The stem of a tile colour ("grün"); decline it with an ending ("grüne Gleisteile").
fn tile_colour_text(color: TileColor) -> &'static str {
    match color {
        TileColor::Yellow => "gelb",
        TileColor::Green => "grün",
        TileColor::Brown => "braun",
        TileColor::Gray => "grau",
        TileColor::Red => "rot",
        TileColor::Purple => "violett",
    }
}

fn hex_takes_text(reason: HexTakes) -> &'static str {
    match reason {
        HexTakes::GreenUpgradeNeedsYellow => {
            "der grüne Aufwertungsbonus ersetzt ein gelbes Gleisteil"
        }
        HexTakes::RedOnInnerCity => {
            "rote Gleisteile kommen nur auf die hellroten Innenstadt-Hexfelder"
        }
        HexTakes::PurpleOnRailwayStation => {
            "violette Gleisteile kommen nur auf die violetten Bahnhofs-Hexfelder"
        }
        HexTakes::StadtbahnOnOrange => "Stadtbahn-Gleisteile kommen nur auf hellorange Hexfelder",
        HexTakes::YellowFirst => "ein leeres Hexfeld bekommt zuerst ein gelbes Gleisteil",
        HexTakes::PlainTakesHalt => "weiße Hexfelder nehmen nur Gleisteile mit Haltestelle",
        HexTakes::OoTakesOo => "OO-Hexfelder nehmen nur OO-Gleisteile",
        HexTakes::InterchangeTakesOneCircle => {
            "Hexfelder mit Umsteigestelle nehmen nur Gleisteile mit einem weißen Kreis"
        }
        HexTakes::OrangeTakesStadtbahn => {
            "hellorange Hexfelder nehmen nur orange umrandete Stadtbahn-Gleisteile"
        }
        HexTakes::InnerCityTakesRed => {
            "die Innenstadt nimmt nur rote Gleisteile, durch einen Stadtbahn-Bonus"
        }
        HexTakes::StationTakesPurple => {
            "Bahnhöfe nehmen nur violette Gleisteile, durch einen Stadtbahn-Bonus"
        }
        HexTakes::OwnSpecialPurple => {
            "dieser Bahnhof nimmt nur sein eigenes violettes Sonder-Gleisteil"
        }
    }
}

fn not_replaced_text(reason: NotReplaced) -> &'static str {
    match reason {
        NotReplaced::GreenUpgradeReplacesYellow => {
            "der grüne Aufwertungsbonus ersetzt ein gelbes Gleisteil"
        }
        NotReplaced::StadtbahnOnEmpty => "ein Stadtbahn-Gleisteil kommt auf ein leeres Hexfeld",
        NotReplaced::ExtraYellowOnEmpty => {
            "das zusätzliche gelbe Gleisteil kommt auf ein leeres Hexfeld"
        }
        NotReplaced::BonusNeverReplaces => "rote und violette Gleisteile werden nie ersetzt",
        NotReplaced::Final => "graue, rote und violette Gleisteile werden nie ersetzt",
    }
}

fn upgrade_rule_text(reason: UpgradeRule) -> &'static str {
    match reason {
        UpgradeRule::NextColour => {
            "aufgewertet wird gelb → grün → braun → grau, immer eine Stufe auf einmal"
        }
        UpgradeRule::OrangeEdge => {
            "orange umrandete Gleisteile werden nur durch orange umrandete aufgewertet"
        }
        UpgradeRule::Oo => "OO-Gleisteile werden nur durch OO-Gleisteile aufgewertet",
        UpgradeRule::Rotation => {
            "in dieser Drehung ginge ein Gleis des alten Gleisteils verloren oder würde \
             unterbrochen"
        }
        UpgradeRule::KeepsTrack => {
            "es behält nicht alle Gleise und Ertragsorte des alten Gleisteils"
        }
    }
}

/// Why a lay is refused, in words.
pub(super) fn lay_refusal(e: &LayError) -> String {
    match e {
        LayError::NotOnBoard(hex) => format!("{hex} liegt nicht auf diesem Spielplan"),
        LayError::Printed(hex) => {
            format!("auf {hex} darf kein Gleisteil liegen: sein Gleis ist auf den Plan gedruckt")
        }
        LayError::WrongHex { tile, hex, reason } => {
            format!("Gleisteil {tile} darf nicht auf {hex}: {}", hex_takes_text(*reason))
        }
        LayError::WrongKind { tile, kind } => {
            format!("Gleisteil {tile} ist nicht für {} zulässig", lay_kind_text(*kind))
        }
        LayError::NotYet { color } => format!(
            "{} Gleisteile sind noch nicht verfügbar",
            capital(&format!("{}e", tile_colour_text(*color)))
        ),
        LayError::GreenBonusTooEarly => {
            "der grüne Aufwertungsbonus ist erst nutzbar, wenn grüne Gleisteile verfügbar sind \
             (Linienrunde 2a)"
                .into()
        }
        LayError::NoneLeft(tile) => format!("kein Gleisteil {tile} mehr im Vorrat"),
        LayError::Occupied { hex, old, reason } => {
            format!("auf {hex} liegt schon Gleisteil {old}; {}", not_replaced_text(*reason))
        }
        LayError::BadUpgrade { hex, old, new, reason } => format!(
            "Gleisteil {new} kann Gleisteil {old} auf {hex} nicht ersetzen: {}",
            upgrade_rule_text(*reason)
        ),
        LayError::OffMap { tile, hex } => {
            format!("das Gleis von {tile} auf {hex} würde aus dem Plan hinausführen")
        }
        LayError::NoConnection { tile, hex, into } => format!(
            "das Gleis von {tile} auf {hex} würde nach {into} führen, das dort weder Gleis noch \
             Pfeil hat"
        ),
        LayError::ArrowAtRed { tile, hex, into } => {
            format!(
                "das Gleis von {tile} auf {hex} würde auf {into} zeigen, ein weiteres rotes Hexfeld"
            )
        }
        LayError::HomeFirst { line, home } => format!(
            "in ihrem ersten Zug muss Linie {line} ihr Gleisteil auf ihre Heimatstation {home} \
             legen"
        ),
        LayError::NotReached { line, hex } => format!(
            "Linie {line} hat von ihren Stationen kein Gleis, das an dieses Gleisteil auf {hex} \
             anschließen würde"
        ),
        LayError::WrongStadtbahnTile { hex, expected } => {
            format!("das Stadtbahn-Hexfeld {hex} nimmt Gleisteil {expected}")
        }
        LayError::StadtbahnRotation(hex) => format!(
            "dreh das Gleisteil so, dass sein gepunktetes Gleis der auf {hex} gedruckten \
             gepunkteten Trasse folgt"
        ),
        LayError::StadtbahnSequence(hex) => format!(
            "Stadtbahn-Gleisteile werden der Reihe nach ab einer Endstation gelegt: {hex} setzt \
             keine Reihe fort"
        ),
        LayError::SameTrackAs { tile, rotation, same_as } => format!(
            "Gleisteil {tile} legt in Drehung {rotation} dasselbe Gleis wie in Drehung \
             {same_as}; dreh es auf {same_as}"
        ),
        LayError::SpecialPurple { tile, only } => {
            format!("Gleisteil {tile} passt nur auf {only}, gelegt wie gedruckt")
        }
    }
}

/// Why a route is refused, in words.
pub(super) fn route_refusal(e: &RouteError) -> String {
    match e {
        RouteError::TooFewLocations => {
            "eine Strecke muss mindestens zwei verschiedene Ertragsorte verbinden".into()
        }
        RouteError::NoSuchTrack(hex, track) => format!("auf {hex} gibt es kein Gleis {track}"),
        RouteError::StadtbahnTrack(hex) => format!(
            "die Strecke nutzt das gepunktete Stadtbahngleis auf {hex}, das Tramways nie nutzen"
        ),
        RouteError::TrackTwice(hex) => format!("die Strecke nutzt das Gleis auf {hex} zweimal"),
        RouteError::SideTwice(a, b) => {
            format!("die Strecke quert zweimal auf demselben Gleis von {a} nach {b}")
        }
        RouteError::NotConnected(a, b) => {
            format!("das Gleis auf {a} führt nicht auf das nächste Gleis, auf {b}")
        }
        RouteError::Reverses(hex) => format!("die Strecke kehrt an der Weiche auf {hex} um"),
        RouteError::ChangesTrack(hex) => {
            format!("die Strecke wechselt auf {hex} das Gleis, wo sich die Gleise nicht treffen")
        }
        RouteError::NotAtLocation(hex) => format!(
            "die Strecke muss an einem Ertragsort beginnen und enden, nicht an einer Seite von \
             {hex}"
        ),
        RouteError::NotALocation(hex) => {
            format!("der Halt auf {hex} ist erst ein Ertragsort, wenn sein Gleisteil liegt")
        }
        RouteError::LocationTwice(hex) => {
            format!("die Strecke besucht den Ertragsort auf {hex} zweimal")
        }
        RouteError::ThroughBlocked(hex) => {
            format!("die Strecke führt durch die volle Umsteigestelle auf {hex}")
        }
        RouteError::ThroughTerminal(hex) => {
            format!("die Strecke führt durch {hex}, wo sie enden muss")
        }
        RouteError::NoStation(line) => {
            format!("die Strecke berührt keinen Stationsmarker von Linie {line}")
        }
    }
}

/// Why a marker cannot go on or come off the board there, in words.
fn board_refusal(e: &BoardError) -> String {
    match e {
        BoardError::NoSuchHex(hex) => format!("{hex} liegt nicht auf diesem Spielplan"),
        BoardError::NoneLeft(tile) => format!("kein Gleisteil {tile} mehr im Vorrat"),
        BoardError::LosesTrack { old, new } => {
            format!("Gleisteil {new} kann Gleisteil {old} in dieser Drehung nicht ersetzen")
        }
        BoardError::NoSuchCircle(hex, circle) => format!("{hex} hat keinen Kreis {circle}"),
        BoardError::NoSuchMarker(hex) => format!("dieser Marker liegt nicht auf {hex}"),
    }
}

/// Why the engine refused a move, in words for the player (issue 18: refusals are data; the
/// wording is the app's, at render time).
pub(super) fn refusal(r: &Refusal, names: &(impl Names + ?Sized)) -> String {
    match r {
        Refusal::GameOver => "das Spiel ist vorbei".into(),
        Refusal::NotYourTurn { expected, got } => format!(
            "du bist nicht am Zug: jetzt entscheidet {}, nicht {}",
            who_text(*expected, names),
            who_text(*got, names)
        ),
        Refusal::NotNow { expected } => expected_text(*expected).into(),
        Refusal::PrivateNotInGame { private: p } => {
            format!("{} ist nicht in diesem Spiel", private(*p))
        }
        Refusal::NotTheOwner { private: p } => {
            format!("nur der Besitzer von {} kann sie zurückgeben", private(*p))
        }
        Refusal::OwnerNotDeciding { .. } => {
            "eine Privatgesellschaft lässt sich nur zurückgeben, wenn ihr Besitzer am Zug ist"
                .into()
        }
        Refusal::PrivateNotForSale { private: p } => {
            format!("{} steht nicht zum Verkauf", private(*p))
        }
        Refusal::ChoiceNeedsFaceValue { face, cash } => format!(
            "die Wahl einer Privatgesellschaft ist ihr Eröffnungsgebot, mindestens ihr Nennwert \
             {face}; du hast {cash}"
        ),
        Refusal::OpeningBidDue { face } => format!(
            "die Wahl einer Privatgesellschaft ist ihr Eröffnungsgebot: biete mindestens ihren \
             Nennwert, {face}"
        ),
        Refusal::FirstPrivateCompulsory => {
            "der Startspieler muss die erste Privatgesellschaft zur Versteigerung bringen".into()
        }
        Refusal::BidTooLow { min } => format!("das Gebot muss mindestens {min} betragen"),
        Refusal::BidNotInSteps { step } => format!("Gebote steigen in Schritten von {step}"),
        Refusal::BidOverCash { cash } => {
            format!("ein Gebot darf dein Bargeld, {cash}, nicht übersteigen")
        }
        Refusal::PrivatePriceRange { face } => {
            format!("der Preis liegt zwischen 1 und dem Nennwert, {face}")
        }
        Refusal::PrivatesNotYet => {
            "Straßenbahngesellschaften kaufen Privatgesellschaften ab Linienrunde 2a".into()
        }
        Refusal::PrivateFromPlayersOnly => {
            "eine Straßenbahngesellschaft kauft Privatgesellschaften nur von Spielern".into()
        }
        Refusal::OfferPending { private: p, player } => format!(
            "{} nimmt zuerst das Angebot für {} an oder lehnt es ab",
            names.player(*player),
            private(*p)
        ),
        Refusal::OfferRefused { private: p } => {
            format!("der Besitzer hat ein Angebot für {} in diesem Zug abgelehnt", private(*p))
        }
        Refusal::NoSuchOrderCard { cards } => {
            format!("die Karten sind von 1 bis {cards} nummeriert")
        }
        Refusal::OrderCardTaken { card } => format!("Karte {card} ist schon vergeben"),
        Refusal::DirectorNotNow => {
            "Direktorzertifikate werden nur einmal gekauft, in der ersten Aktienrunde".into()
        }
        Refusal::HasDirector { company } => {
            format!("{} hat schon einen Direktor", tram_company(*company))
        }
        Refusal::CompanyNotInGame { company } => {
            format!("{} ist nicht in diesem Spiel", tram_company(*company))
        }
        Refusal::NoSuchPar { par } => {
            format!("{par} ist kein Startkurs: der Startkurs ist 70, 80, 90 oder 100")
        }
        Refusal::ParNeedsCash { par, due, cash } => format!(
            "Startkurs {par} verlangt {due} Bargeld zusätzlich zur Karte, und du hast {cash}"
        ),
        Refusal::NoSalesInFirstRound => {
            "in der ersten Aktienrunde darf nichts verkauft werden".into()
        }
        Refusal::SellTooMany { company: c, sellable } => format!(
            "du kannst höchstens {sellable} {} von {} verkaufen (nie das Direktorzertifikat)",
            if *sellable == 1 { "Aktie" } else { "Aktien" },
            company(*c)
        ),
        Refusal::NotTraded { company: c } => {
            format!("Aktien von {} stehen nicht zum Verkauf", company(*c))
        }
        Refusal::DirectorFirst => "dein erster Kauf muss ein Direktorzertifikat sein".into(),
        Refusal::PoolEmpty { company: c } => {
            format!("im Pool ist keine Aktie von {} mehr", company(*c))
        }
        Refusal::SoldThisRound { company: c } => {
            format!("du hast in dieser Aktienrunde {} verkauft", company(*c))
        }
        Refusal::HoldingLimit { company: c, percent } => {
            format!("du hältst schon {percent}\u{a0}% von {}", company(*c))
        }
        Refusal::CertificateLimit { limit } => {
            format!("du bist am Zertifikatslimit von {limit}")
        }
        Refusal::CashShort { cost, cash } => format!("es kostet {cost} und du hast {cash}"),
        Refusal::DividendUnit { unit } => {
            format!("die Gesamtdividende ist ein Vielfaches von {unit}")
        }
        Refusal::DividendOverRevenue { revenue } => format!(
            "die Dividende kommt aus dem Einnahmenfeld, das {revenue} enthält; Geld aus der Kasse \
             wird nie ausgeschüttet"
        ),
        Refusal::NoTramThere => "auf diesem Feld steht keine Tramway zum Verkauf".into(),
        Refusal::TramLimit { limit } => format!(
            "eine Gesellschaft besitzt höchstens {limit} {}",
            if *limit == 1 { "Tramway" } else { "Tramways" }
        ),
        Refusal::TramFromTreasury { cost, treasury } => format!(
            "die Tramway kostet {cost} und die Kasse enthält {treasury}; der Direktor legt nur \
             bei der Pflicht-Tramway einer Gesellschaft Geld dazu"
        ),
        Refusal::CheapestTramOnly { cheapest } => format!(
            "mit Geld des Direktors darf nur die billigste angebotene Tramway ({cheapest}) \
             gekauft werden"
        ),
        Refusal::NoSuchTram { company, tram } => format!(
            "{} hat keine Tramway Nummer {}",
            tram_company(*company),
            tram.saturating_add(1)
        ),
        Refusal::NotCompanyLine { line, company } => {
            format!("Linie {line} gehört nicht zu {}", tram_company(*company))
        }
        Refusal::TramAlreadyThere => "die Tramway ist schon dort".into(),
        Refusal::MustBuyTram { company } => format!(
            "{} besitzt keine Tramway und muss vor Rundenende eine kaufen",
            tram_company(*company)
        ),
        Refusal::LineNotOnDisplay { line } => {
            format!("Linie {line} liegt nicht in der Linienauslage")
        }
        Refusal::TreasuryShort { cost, treasury } => {
            format!("es kostet {cost} und die Kasse enthält {treasury}; der Direktor zahlt nicht")
        }
        Refusal::ConstructionEnded { line } => {
            format!("Linie {line} hat ihre Tramway verschrottet, damit endete ihr Ausbau")
        }
        Refusal::AlreadyLaid { line } => {
            format!("Linie {line} hat in diesem Zug schon ein Gleisteil gelegt oder aufgewertet")
        }
        Refusal::AlreadyLaidStadtbahn { line } => {
            format!("Linie {line} hat in diesem Zug schon ein Stadtbahn-Gleisteil gelegt")
        }
        Refusal::AlreadyPlacedStation { line } => format!(
            "Linie {line} hat in diesem Zug schon ihren Stationsmarker gesetzt; einen zweiten gibt \
             es nur durch einen Stadtbahn-Bonus"
        ),
        Refusal::Lay(e) => lay_refusal(e),
        Refusal::Board(e) => board_refusal(e),
        Refusal::Route(e) => route_refusal(e),
        Refusal::NotBestRoute { revenue, best } => format!(
            "diese Strecke fährt {revenue} ein, die Linie kann aber {best} einfahren: die Tramway \
             muss die beste Strecke fahren"
        ),
        Refusal::NoTramToRun { line } => format!("Linie {line} hat keine Tramway zum Fahren"),
        Refusal::NoStationLeft { line } => {
            format!("Linie {line} hat schon alle sechs Stationsmarker gesetzt")
        }
        Refusal::NoCircle { hex } => {
            format!("dort auf {hex} gibt es keinen Kreis einer Umsteigestelle")
        }
        Refusal::CircleTaken { hex } => format!("der Kreis auf {hex} ist schon belegt"),
        Refusal::StationOnHex { hex } => {
            format!("die Linie hat schon einen Stationsmarker auf {hex}")
        }
        Refusal::NotReached { hex } => {
            format!("die Linie hat kein freies Gleis von ihren Stationen nach {hex}")
        }
        Refusal::KeptForHome { hex } => format!(
            "ein Kreis auf {hex} bleibt frei für die Heimatstation einer Linie, die noch nicht am \
             Zug war"
        ),
        Refusal::HomeFirst { home } => {
            format!("die Linie setzt zuerst ihren Stationsmarker auf ihre Heimatstation {home}")
        }
        Refusal::LiftedFirst { hex } => {
            format!("die Linie setzt zuerst die von {hex} gehobenen Stationsmarker zurück")
        }
        Refusal::NoStadtbahnMarker { hex } => {
            format!("an diesem Kreis von {hex} liegt kein Stadtbahnmarker")
        }
        Refusal::TerminalMarker { hex } => format!(
            "der Stadtbahnmarker der Endstation auf {hex} lässt sich nicht entfernen (nur der \
             von G3)"
        ),
        Refusal::MarkerNotReached { hex } => {
            format!("die Linie muss den Stadtbahnmarker auf {hex} erreichen, um ihn zu entfernen")
        }
        Refusal::ScrapOwnTramOnly => {
            "auf 18xx.games verschrottet eine Linie nur ihre eigene Tramway, wenn diese fahren \
             würde"
                .into()
        }
        Refusal::ScrapWhileBuyingOnly => {
            "auf 18xx.games werden Tramways nur im Kaufschritt verschrottet".into()
        }
        Refusal::BuyingOver => {
            "der Kaufschritt ist vorbei: verteile die Tramways oder schließe ab".into()
        }
        Refusal::ArrangeAfterBuying => {
            "Tramways werden nach dem Kaufschritt verteilt: schließe zuerst den Kauf ab".into()
        }
        Refusal::LineLeftIdle { company } => format!(
            "{} behält eine freie Tramway: keine ihrer Linien darf ohne Tramway bleiben",
            tram_company(*company)
        ),
    }
}

/// Eine Runde, wie die Rundenleiste sie druckt: „AR1“, „GR2“, „LR3b“.
pub(super) fn round_short(round: Round) -> String {
    match round {
        Round::PreShare => "Vor".into(),
        Round::Share(n) => format!("AR{n}"),
        Round::Company(n) => format!("GR{n}"),
        Round::Line(n, letter) => format!("LR{n}{letter}"),
        Round::End => "Ende".into(),
    }
}

/// Eine Zahl von Zügen: „1 Zug“, „35 Züge“.
pub(super) fn moves_played(count: usize) -> String {
    match count {
        1 => "1 Zug".into(),
        _ => format!("{} Züge", n(count as i64)),
    }
}

/// Die Fassung eines anderen Tabs.
pub(super) fn conflict_detail(theirs: usize, ours: usize) -> String {
    format!(
        "Dort hat es {}, hier {}. Hier wird nichts gespeichert, bis du wählst.",
        moves_played(theirs),
        moves_played(ours)
    )
}

/// Ein gespeicherter Zug, den die Regeln beim Nachspielen ablehnen.
pub(super) fn replay_refused(index: usize, kind: &str, reason: &str) -> String {
    format!("Aktion {index} ({kind}) wurde abgelehnt: {reason}")
}

/// Warum eine Aufstellung kein Spiel beginnen kann.
pub(super) fn setup_problem(e: &SetupError) -> String {
    match e {
        SetupError::PlayerCount(count) => {
            format!("1840 wird zu zweit bis zu sechst gespielt, nicht mit {count} Personen")
        }
        SetupError::Names => "jeder Spieler braucht einen eigenen Namen".into(),
        SetupError::Deal(why) => format!("die feste Verteilung passt nicht zu diesem Spiel: {why}"),
        SetupError::Version(v) => format!(
            "dieser Spielstand hat die Formatversion {v}, neuer als diese App versteht \
             ({SAVE_VERSION})"
        ),
    }
}

/// Warum ein Export von 18xx.games nicht eingelesen werden kann. Aus dem Export zitierte
/// Angaben (Namen, Typen) bleiben, wie sie sind.
pub(super) fn import_problem(e: &ImportError, names: &(impl Names + ?Sized)) -> String {
    match e {
        ImportError::NotJson(why) => format!("diese Datei ist kein JSON: {}", json_fault(why)),
        ImportError::Truncated(why) => {
            format!("diese Datei endet zu früh, sie scheint abgeschnitten: {}", json_fault(why))
        }
        ImportError::NotAnExport(why) => {
            format!("das ist kein Export von 18xx.games: {}", shape_fault(why))
        }
        ImportError::Title(title) => {
            format!("das ist ein 18xx.games-Export von „{title}“, nicht von 1840")
        }
        ImportError::OptionalRule(rule) => {
            format!("die optionale Regel „{rule}“ von 18xx.games wird nicht unterstützt")
        }
        ImportError::Players(count) => {
            format!("1840 wird zu zweit bis zu sechst gespielt, dieser Export hat {count} Spieler")
        }
        ImportError::Log { index, fault } => format!(
            "das Aktionsprotokoll ist bei Aktion {index} beschädigt oder unvollständig: {}",
            log_fault(fault)
        ),
        ImportError::UnknownAction { index, kind } => {
            format!("Aktion {index} hat den Typ „{kind}“, der in 1840 nicht vorkommt")
        }
        ImportError::Unmappable { index, kind, fault } => {
            format!("Aktion {index} ({kind}) lässt sich nicht einlesen: {}", map_fault(fault))
        }
        ImportError::Setup(e) => {
            format!("die aus diesem Export gelesene Aufstellung ist ungültig: {}", setup_problem(e))
        }
        ImportError::Refused { index, kind, ours, error } => format!(
            "Aktion {index} ({kind}) wurde abgelehnt (als {ours}): {}",
            refusal(error, names)
        ),
    }
}

/// Warum ein Spiel nicht für 18xx.games exportiert werden kann.
pub(super) fn export_problem(e: &ExportError, names: &(impl Names + ?Sized)) -> String {
    match e {
        ExportError::Setup(fault) => {
            text(Text::ErrNotEighteenXxRules).replace("{why}", setup_fault(*fault))
        }
        ExportError::Invalid(e) => format!("die Aufstellung ist ungültig: {}", setup_problem(e)),
        ExportError::Refused { index, kind, error } => {
            format!("Aktion {index} ({kind}) wird abgelehnt: {}", refusal(error, names))
        }
        ExportError::NotAccepted { index, kind, reason } => format!(
            "Aktion {index} ({kind}) ist auf 18xx.games nicht spielbar: {}",
            export_fault(reason)
        ),
    }
}

/// Wo serde_json einen Fehler fand: „ein Zeichen, das JSON dort nicht erlaubt (Zeile 1,
/// Spalte 1)“.
fn json_fault(f: &JsonFault) -> String {
    let what = match f.category {
        JsonCategory::Io => "der Text ließ sich nicht lesen",
        JsonCategory::Syntax => "ein Zeichen, das JSON dort nicht erlaubt",
        JsonCategory::Data => "ein Wert der falschen Art",
        JsonCategory::Eof => "der Text endet mitten in einem Wert",
    };
    match f.line {
        0 => what.into(),
        line => format!("{what} (Zeile {line}, Spalte {})", f.column),
    }
}

/// Warum JSON kein Export von 18xx.games ist.
fn shape_fault(f: &ShapeFault) -> String {
    match f {
        ShapeFault::NoTitle => "es hat keinen „title“".into(),
        ShapeFault::Fields(j) => {
            format!("seine Felder sind nicht die eines Exports: {}", json_fault(j))
        }
    }
}

/// Warum das Aktionsprotokoll bei einer Aktion beschädigt ist.
fn log_fault(f: &LogFault) -> String {
    match f {
        LogFault::Unreadable(j) => format!("die Aktion lässt sich nicht lesen: {}", json_fault(j)),
        LogFault::NoId => "sie hat keine Id".into(),
        LogFault::IdZero => "ihre Id ist 0, Ids zählen ab 1".into(),
        LogFault::IdNotIncreasing { before, .. } => format!(
            "ihre Id folgt nicht auf die Id davor ({before}): die Aktionen sind nicht in \
             der richtigen Reihenfolge"
        ),
        LogFault::UndoTargetNotBefore { target } => {
            format!("sie macht bis Aktion {target} rückgängig, die nicht vor ihr steht")
        }
        LogFault::UndoWithNothingLeft => {
            "sie macht eine Aktion rückgängig, aber es ist keine mehr übrig".into()
        }
        LogFault::RedoWithNothingUndone => {
            "sie stellt eine Aktion wieder her, aber nichts wurde rückgängig gemacht".into()
        }
    }
}

/// Warum eine Aktion in dieser App keine Entsprechung hat.
fn map_fault(f: &MapFault) -> String {
    match f {
        MapFault::AfterRoundBar => "sie kommt nach dem Ende der Rundenleiste".into(),
        MapFault::AfterLastRound => "sie kommt nach der letzten Runde ihrer Art".into(),
        MapFault::PlayerNotInGame { id } => format!("Spieler {id} ist nicht in diesem Spiel"),
        MapFault::NotACompany { name } => format!("„{name}“ ist keine Gesellschaft von 1840"),
        MapFault::NobodyActs => "sie nennt niemanden, der handelt".into(),
        MapFault::PlayerCannot { kind } => {
            format!("ein Spieler kann an dieser Stelle nicht „{kind}“")
        }
        MapFault::CompanyCannot { kind } => {
            format!("eine Straßenbahngesellschaft kann in 1840 nicht „{kind}“")
        }
        MapFault::LineCannot { kind } => format!("eine Linie kann in 1840 nicht „{kind}“"),
        MapFault::StadtbahnOnlyRuns => "eine Stadtbahngesellschaft fährt nur".into(),
        MapFault::PrivateOnlySold => {
            "eine Privatgesellschaft kann nur an die Bank verkauft werden".into()
        }
        MapFault::PrivateOwnerUnknown => {
            "das Protokoll zeigt nicht, wem diese Privatgesellschaft gehört".into()
        }
        MapFault::NoPrice => "sie hat keinen Preis".into(),
        MapFault::NoAmount => "die Dividende hat keinen Betrag".into(),
        MapFault::DividendNotVariable => {
            "Dividenden sind in 1840 ein beliebiges Vielfaches von 10".into()
        }
        MapFault::NoPrivate => "sie nennt keine Privatgesellschaft von 1840".into(),
        MapFault::OrderCardsAfterAuction => {
            "Spielreihenfolgekarten werden nach der Versteigerung gewählt".into()
        }
        MapFault::NotAPlayingPosition => "die Wahl ist kein Platz in der Spielreihenfolge".into(),
        MapFault::OnlyTramCompaniesParred => {
            "nur Straßenbahngesellschaften bekommen einen Nennwert".into()
        }
        MapFault::ParPriceUnreadable => "der Nennwert lässt sich nicht lesen".into(),
        MapFault::OneCertificateAtATime => {
            "in 1840 wird ein Zertifikat nach dem anderen gekauft".into()
        }
        MapFault::NotAShare { name } => {
            format!("„{name}“ ist keine Aktie einer Gesellschaft von 1840")
        }
        MapFault::DirectorCertificateWithPar => {
            "ein Direktorzertifikat wird mit dem Nennwert gekauft".into()
        }
        MapFault::SaleOfOneCompany => {
            "ein Verkauf betrifft Aktien einer einzigen Gesellschaft".into()
        }
        MapFault::SaleNamesNoShares => "der Verkauf nennt keine Aktien".into(),
        MapFault::TooManyShares { count, units } => {
            format!("sie verkauft {count} Aktien einer Gesellschaft, die {units} hat")
        }
        MapFault::DirectorSaleWithoutPercent => {
            "der Verkauf eines Direktorzertifikats nennt keinen Prozentsatz".into()
        }
        MapFault::NotWholeShares { percent } => {
            format!("sie verkauft {percent} %, keine ganzen 10-%-Aktien")
        }
        MapFault::NoOpeningBid { line } => {
            format!("Linie {line} kam ohne Eröffnungsgebot zur Versteigerung")
        }
        MapFault::LineNotUpForAuction { line } => {
            format!("Linie {line} steht nicht zur Versteigerung")
        }
        MapFault::NoLineCard => "sie nennt keine Linienkarte von 1840".into(),
        MapFault::NotALine { name } => format!("„{name}“ ist keine Linie"),
        MapFault::LineWithoutCompany { line } => {
            format!("Linie {line} handelt, aber keine Gesellschaft hat sie gekauft")
        }
        MapFault::NoTramNamed => "sie nennt keine Tramway".into(),
        MapFault::NotATram { name } => format!("„{name}“ ist keine Tramway von 1840"),
        MapFault::NoBuyingSpace { color, price } => format!(
            "auf keinem Feld wird eine {} Tramway für {price} verkauft",
            tram_adj(*color, "e")
        ),
        MapFault::NoSuchTram { company, tram } => {
            format!("{} besitzt keine Tramway „{tram}“", tram_company(*company))
        }
        MapFault::NotAHex { label } => format!("„{label}“ ist kein Hexfeld der Karte"),
        MapFault::NoTileNamed => "sie nennt kein Gleisteil".into(),
        MapFault::NotATile { name } => format!("„{name}“ ist kein Gleisteil von 1840"),
        MapFault::NotARotation => "die Drehung liegt nicht zwischen 0 und 5".into(),
        MapFault::OneRoutePerLine => "eine Linie fährt eine Tramway, also eine Strecke".into(),
        MapFault::NoCircleNamed => "sie nennt keinen Kreis".into(),
        MapFault::NotACircle { name } => format!("„{name}“ ist kein Kreis auf der Karte"),
        MapFault::NotAStop { name } => format!("„{name}“ ist keine Haltestelle auf der Karte"),
        MapFault::OffTrack { hexes } => {
            format!("die aufgezeichnete Strecke {hexes} folgt nicht den Gleisen auf der Karte")
        }
    }
}

/// Worin eine Aufstellung von denen abweicht, die 18xx.games anlegt.
fn setup_fault(f: SetupFault) -> &'static str {
    match f {
        SetupFault::RuleOptions => "andere Regeloptionen als auf 18xx.games",
        SetupFault::Board => "diesen Spielplan gibt es dort für diese Spielerzahl nicht",
        SetupFault::Deal => "andere Karten, als 18xx.games zum Startwert austeilt",
    }
}

/// Warum 18xx.games eine Aktion nicht annähme.
fn export_fault(f: &ExportFault) -> String {
    match f {
        ExportFault::NoPrivateUpForAuction => {
            "keine Privatgesellschaft steht zur Versteigerung".into()
        }
        ExportFault::NoLineUpForAuction => "keine Linie steht zur Versteigerung".into(),
        ExportFault::NotAParPrice => "das ist kein Nennwert".into(),
        ExportFault::NoCertificatesYet => "die Gesellschaft hat noch keine Zertifikate".into(),
        ExportFault::NoCertificateForSale => "kein Zertifikat steht zum Verkauf".into(),
        ExportFault::NoTramOnSpace => "auf diesem Feld steht keine Tramway".into(),
        ExportFault::NoTramPrice => "keine Tramway dieser Farbe hat dort einen Preis".into(),
        ExportFault::NoSuchTram => "die Gesellschaft hat diese Tramway nicht".into(),
        ExportFault::LineTramUnknown => "die Tramway der Linie ist nicht bekannt".into(),
        ExportFault::NoStadtbahnMarker => "dort liegt kein Stadtbahnmarker".into(),
        ExportFault::NoOfferWaiting => "kein Angebot wartet auf eine Antwort".into(),
        ExportFault::OnlyPlayersPrivatesReturn => {
            "18xx.games gibt nur Privatgesellschaften von Spielern an die Bank zurück".into()
        }
        ExportFault::PrivatesReturnInShareRounds => {
            "18xx.games gibt Privatgesellschaften nur in Aktienrunden an die Bank zurück".into()
        }
        ExportFault::DepotRunsEmpty { round, color } => format!(
            "jede übrige Tramway ist {}, oder keine ist übrig, wenn die {} die {} Tramways \
             entfernt; dort bricht 18xx.games mit einem internen Fehler ab",
            colour(*color),
            round_short(Round::Company(*round)),
            tram_adj(*color, "en"),
        ),
        ExportFault::Route(e) => route_refusal(e),
    }
}

/// Warum der Zug eines Tipps gut ist: „+40 Einnahmen für Linie 7 (80 → 120)“.
pub(super) fn advice(reason: &Reason) -> String {
    match reason {
        Reason::Route { line, before, after } if after > before => {
            format!(
                "+{} Einnahmen für Linie {line} ({} → {})",
                n(after - before),
                n(*before),
                n(*after)
            )
        }
        Reason::Route { line, before, after } if after == before => {
            format!(
                "Die beste Strecke von Linie {line} bleibt vorerst bei {}; die weitergespielten Partien sprechen für diesen Zug",
                n(*before)
            )
        }
        Reason::Route { line, before, after } => {
            format!(
                "Die beste Strecke von Linie {line} geht von {} auf {}, doch die weitergespielten Partien sprechen für diesen Zug",
                n(*before),
                n(*after)
            )
        }
        Reason::Run { line, revenue } => {
            format!("Linie {line} fährt ihre beste Strecke, {} wert", n(*revenue))
        }
        Reason::Director { company, par } => {
            format!(
                "Du wirst Direktor von {} zum Nennwert {}: ihre Linien verdienen für deine Aktien",
                tram_company(*company),
                n(*par)
            )
        }
        Reason::Holding { company: c, percent } => {
            format!("Bringt dich auf {percent} % von {}", company(*c))
        }
        Reason::Private { private: p, face } => format!(
            "{} ist bis zu seinem Nennwert wert, {} G: er zahlt die Hälfte davon in jeder Gesellschaftsrunde",
            private(*p),
            n(*face)
        ),
        Reason::EarlyCard => {
            "Eine frühe Karte lässt dich zuerst eine Privatgesellschaft wählen".to_owned()
        }
        Reason::Dividend { company, kept: 0 } => {
            format!(
                "{} schüttet alles aus: der Kurs steigt und deine Aktien verdienen",
                tram_company(*company)
            )
        }
        Reason::Dividend { company, kept } => format!(
            "Behält {} G in der Kasse von {} für eine Tram, die ihre Linien brauchen",
            n(*kept),
            tram_company(*company)
        ),
        Reason::TramForLine { company } => {
            format!(
                "Eine Linie von {} hat keine Tram, und ohne sie fährt sie nichts",
                tram_company(*company)
            )
        }
        Reason::NewerTram { company } => {
            format!("Eine neuere Tram für {}, bevor die älteren rosten", tram_company(*company))
        }
        Reason::TramOnLine { line } => format!("Linie {line} hat noch keine Tram"),
        Reason::NewLine { company, lines } => {
            format!("Eine weitere Linie für {}, die {lines} hat", tram_company(*company))
        }
        Reason::CompanyPrivate { private: p } => {
            format!(
                "Die Gesellschaft erhält den Bonus von {} für ihre Linien, und du den Preis",
                private(*p)
            )
        }
        Reason::Pass => "Nichts im Angebot ist jetzt seinen Preis wert".to_owned(),
        Reason::Other => "Er schnitt in den weitergespielten Partien am besten ab".to_owned(),
    }
}

/// Was die nach dem Zug eines Tipps weitergespielten Partien ergaben.
pub(super) fn outlook(futures: usize, margin: i64) -> String {
    let games = if futures == 1 {
        "1 von dort weitergespielten Partie".to_owned()
    } else {
        format!("{futures} von dort weitergespielten Partien")
    };
    if margin >= 0 {
        format!("In {games} lagst du im Schnitt {} G vor dem reichsten Mitspieler.", n(margin))
    } else {
        format!("In {games} lagst du im Schnitt {} G hinter dem reichsten Mitspieler.", n(-margin))
    }
}

// ----- Trambahn (issue 24): its own file, in builds with the `trambahn` feature -----
#[cfg(feature = "trambahn")]
mod trambahn;
#[cfg(feature = "trambahn")]
pub(super) use trambahn::*;

#[cfg(test)]
mod tests {
    use super::*;
    use tramways_engine::data::Landmark;

    struct Two;
    impl Names for Two {
        fn player(&self, player: PlayerId) -> String {
            ["Anna", "Bruno"][usize::from(player)].into()
        }
    }

    /// Two players whose companies' trams are all yellow.
    struct Yellow;
    impl Names for Yellow {
        fn player(&self, player: PlayerId) -> String {
            Two.player(player)
        }

        fn tram(&self, _company: TramCompany, _index: usize) -> Option<TramColor> {
            Some(TramColor::Yellow)
        }
    }

    #[test]
    fn rounds_are_named_as_in_german_rules() {
        assert_eq!(round(Round::Line(3, 'b')), "Linienrunde 3b");
        assert_eq!(round(Round::Share(2)), "Aktienrunde 2");
        assert_eq!(round(Round::Company(6)), "Gesellschaftsrunde 6");
        assert_eq!(round(Round::PreShare), "Vor-Aktienrunde");
        assert_eq!(turn_of(1, 3), "Drehung 2 von 3");
    }

    #[test]
    fn moves_and_events_read_as_german_sentences() {
        let bid = Action::BidPrivate { player: 0, amount: 45 };
        assert_eq!(action_label(&bid, &Two), "45 bieten");
        let event = Event::PrivateBought { player: 1, private: Landmark::Hofburg, price: 45 };
        assert_eq!(event_text(&event, &Two), "Bruno kauft Hofburg für 45");
        let scrap = Action::ScrapTram { company: TramCompany::WienKagranner, tram: 1 };
        assert_eq!(action_label(&scrap, &Two), "Tramway 2 verschrotten");
        assert_eq!(action_label(&scrap, &Yellow), "Die gelbe Tramway (2) verschrotten");
        assert_eq!(
            buy_tram_label(TramColor::Pink, TramSpace::Middle, 100),
            "Rosa Tramway im mittleren Feld für 100 kaufen"
        );
        assert_eq!(hint("Anna", &["a", "b", "c"]), "Anna kann a, b oder c.");
    }

    /// One loan is "1 Kredit", never "1 Kredite".
    #[test]
    fn loans_are_counted_with_the_right_plural() {
        let bought = |loans| Event::TramBought {
            company: TramCompany::WienKagranner,
            color: TramColor::Yellow,
            space: TramSpace::Left,
            price: 100,
            from_director: 40,
            loans,
        };
        assert_eq!(
            event_text(&bought(1), &Two),
            "WKB kauft eine gelbe Tramway (linkes Feld) für 100, der Direktor legt 40 dazu und \
             nimmt 1 Kredit auf"
        );
        assert!(event_text(&bought(2), &Two).ends_with("und nimmt 2 Kredite auf"));
        assert_eq!(
            tram_payment(40, "Anna", 60, 1),
            "Kasse zahlt 40, Anna zahlt 60 nach Aufnahme eines Kredits über 100 (−200 bei \
             Spielende)"
        );
        assert!(tram_payment(0, "Anna", 100, 2).contains("von 2 Krediten über je 100"));
        let shortfall = |loans| Event::ShortfallPaid {
            company: TramCompany::WienKagranner,
            from_revenue: 100,
            from_treasury: 150,
            from_director: 80,
            loans,
        };
        assert!(event_text(&shortfall(1), &Two).ends_with("80 vom Direktor, 1 Kredit"));
        assert!(event_text(&shortfall(0), &Two).ends_with("0 Kredite"));
    }

    #[test]
    fn refusals_are_worded_with_names_and_numbers() {
        let turn = Refusal::NotYourTurn { expected: Who::Player(0), got: Who::Player(1) };
        assert_eq!(
            refusal(&turn, &Two),
            "du bist nicht am Zug: jetzt entscheidet Anna, nicht Bruno"
        );
        let short = refusal(&Refusal::TreasuryShort { cost: 40, treasury: 25 }, &Two);
        assert_eq!(short, "es kostet 40 und die Kasse enthält 25; der Direktor zahlt nicht");
        let lay = Refusal::Lay(LayError::WrongHex {
            tile: "7",
            hex: "H26".parse().unwrap(),
            reason: HexTakes::PlainTakesHalt,
        });
        assert_eq!(
            refusal(&lay, &Two),
            "Gleisteil 7 darf nicht auf H26: weiße Hexfelder nehmen nur Gleisteile mit Haltestelle"
        );
        let not_yet = LayError::NotYet { color: TileColor::Green };
        assert_eq!(lay_refusal(&not_yet), "Grüne Gleisteile sind noch nicht verfügbar");
    }

    #[test]
    fn stadtbahn_runs_show_their_multiplier() {
        use tramways_engine::data::StadtbahnCompany;
        let run =
            |revenue, total| Event::StadtbahnRan { company: StadtbahnCompany::W, revenue, total };
        assert_eq!(
            event_text(&run(400, 1200), &Two),
            "Stadtbahn W fährt 400 × 3 = 1.200 ein, alles ausgeschüttet (120 je Aktie)"
        );
    }
}
