//! The German wording of every text, laid out as `en.rs`: a free function per phrase, the
//! [`Text`](super::Text) table as an exhaustive `match`, and `THOUSANDS`.
//!
//! Terms as in docs/glossary.md: Aktienrunde, Gesellschaftsrunde, Linienrunde,
//! Linie, Tramway (pl. Tramways), Gleisteil, Stationsmarker, Kasse, Einnahmenfeld, Kredit, …
//! The player is addressed with "du"; buttons are worded as infinitives ("Passen").

use super::owner;
use super::{Names, Text, company, group, private, tram_company};
use tramways_engine::data::game_tables::{Round, TramColor, TramCompany, TramSpace, stadtbahn_row};
use tramways_engine::game::{Action, Event, PlayerId};

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
