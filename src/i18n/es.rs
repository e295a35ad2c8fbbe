//! The Spanish wording of every text, in the words of the Spanish rulebook (E. Trigueros,
//! 2020): see docs/glossary.md. Laid out as `en.rs`: a free function per phrase, the
//! [`Text`](super::Text) table as an exhaustive `match`, and `THOUSANDS`.

use super::owner;
use super::{Names, Text, company, group, private, tram_company};
use tramways_engine::data::game_tables::{Round, TramColor, TramCompany, TramSpace, stadtbahn_row};
use tramways_engine::game::{Action, Event, PlayerId};

/// Spanish.
pub(super) struct Spanish;

/// "1.378": thousands grouped with a full stop.
const THOUSANDS: char = '.';

/// A number with its thousands grouped: "1.378".
fn n(x: i64) -> String {
    group(x, THOUSANDS)
}

super::words_from_functions!(Spanish);

/// A fixed phrase of this language.
fn text(key: Text) -> &'static str {
    super::t(super::Lang::Es, key)
}

/// "el tranvía amarillo (1)" when the colour is known, else "el tranvía 2".
fn tram_name(company: TramCompany, index: usize, names: &(impl Names + ?Sized)) -> String {
    match names.tram(company, index) {
        Some(c) => format!("el tranvía {} ({})", colour(c), index + 1),
        None => format!("el tranvía {}", index + 1),
    }
}

/// The name of a round, e.g. "Ronda del mercado de valores 2", "Ronda de líneas 3b".
pub(super) fn round(round: Round) -> String {
    match round {
        Round::PreShare => "Ronda previa".into(),
        Round::Share(n) => format!("Ronda del mercado de valores {n}"),
        Round::Company(n) => format!("Ronda de compañías {n}"),
        Round::Line(n, letter) => format!("Ronda de líneas {n}{letter}"),
        Round::End => "Fin de la partida".into(),
    }
}

/// Whose turn it is in a Line Round: "Línea 7 (WKB, director Anna)".
pub(super) fn line_turn(line: u8, company: TramCompany, director: &str) -> String {
    format!("Línea {line} ({}, director {director})", tram_company(company))
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
        "{} ofrece {price} por {} (valor nominal {face}). ¿Aceptas?",
        tram_company(company),
        private(p)
    )
}

pub(super) fn company_turn(company: TramCompany, director: &str) -> String {
    format!("{} (director {director})", tram_company(company))
}

/// The acting company's money: "Tesorería 120 · «Beneficios» 60 · efectivo de Anna 85".
pub(super) fn company_money(treasury: i64, revenue: i64, director: &str, cash: i64) -> String {
    format!(
        "Tesorería {} · «Beneficios» {} · efectivo de {director} {}",
        n(treasury),
        n(revenue),
        n(cash)
    )
}

/// A tram on offer: "Comprar el tranvía amarillo del espacio central por 100".
pub(super) fn buy_tram_label(color: TramColor, on: TramSpace, price: i64) -> String {
    format!("Comprar el tranvía {} del espacio {} por {price}", colour(color), space(on))
}

/// Who pays a tram: "La tesorería paga 40, Anna paga 60 tras pedir un préstamo de 100 (−200
/// al final)".
pub(super) fn tram_payment(
    treasury: i64,
    director: &str,
    from_director: i64,
    loans: u32,
) -> String {
    {
        let mut out = format!("La tesorería paga {treasury}");
        if from_director > 0 {
            out += &format!(", {director} paga {from_director}");
        }
        if loans == 1 {
            out += " tras pedir un préstamo de 100 (−200 al final)";
        } else if loans > 1 {
            out += &format!(" tras pedir {loans} préstamos de 100 (−200 cada uno al final)");
        }
        out
    }
}

/// A maintenance change a purchase would cause (R48): "mantenimiento de los tranvías
/// amarillos: 0 → -50 por recorrido".
pub(super) fn maintenance_change(color: TramColor, before: i64, after: i64) -> String {
    format!(
        "mantenimiento de los tranvías {}: {before} → {after} por recorrido",
        colour_plural(color)
    )
}

/// Why the company must buy (R50).
pub(super) fn must_buy_note(company: TramCompany, director: &str) -> String {
    format!(
        "{} no tiene ningún tranvía y debe comprar uno ahora (R50). Lo que la tesorería no \
         pueda pagar lo paga {director} de su efectivo personal, pidiendo préstamos de 100 si \
         tampoco le alcanza.",
        tram_company(company)
    )
}

/// The line auction under way: "Línea 7 · puja máxima 35 de WKB · siguen pujando: WT, SJE".
pub(super) fn auction_status(
    line: u8,
    high: i64,
    high_bidder: TramCompany,
    active: &[TramCompany],
) -> String {
    let names: Vec<&str> = active.iter().map(|&c| tram_company(c)).collect();
    format!(
        "Línea {line} · puja máxima {high} de {} · siguen pujando: {}",
        tram_company(high_bidder),
        names.join(", ")
    )
}

/// A company's trams: "amarillo → línea 3, naranja (sin línea)".
pub(super) fn company_trams(trams: &[(TramColor, Option<u8>)]) -> String {
    {
        if trams.is_empty() {
            return "sin tranvías".into();
        }
        trams
            .iter()
            .map(|(c, l)| match l {
                Some(l) => format!("{} → línea {l}", colour(*c)),
                None => format!("{} (sin línea)", colour(*c)),
            })
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// What kind of decision an action is, as a phrase for the "¿qué puedo hacer?" hint ("comprar
/// una acción"); `None` for the any-time actions (returning a private, ending the game).
pub(super) fn move_phrase(action: &Action) -> Option<&'static str> {
    Some(match action {
        Action::ChoosePrivate { .. } => "subastar una compañía privada",
        Action::BidPrivate { .. } => "pujar por la compañía privada",
        Action::PassPrivate { .. } | Action::PassShare { .. } | Action::PassLine { .. } => "pasar",
        Action::PickOrderCard { .. } => "coger una carta de orden de juego",
        Action::BuyDirector { .. } => {
            "fundar una compañía de tranvías (comprar su certificado de director)"
        }
        Action::SellShares { .. } => "vender acciones",
        Action::BuyShare { .. } => "comprar una acción",
        Action::PayDividend { .. } => "elegir el dividendo",
        Action::BuyTram { .. } => "comprar un tranvía",
        Action::AssignTram { .. } => "mover tranvías entre líneas",
        Action::ScrapTram { .. } => "desguazar un tranvía",
        Action::DoneTrams { .. } => "terminar con los tranvías",
        Action::ChooseLine { .. } => "subastar una línea",
        Action::BidLine { .. } => "pujar por la línea",
        Action::LayTile { .. } => "colocar o mejorar una loseta",
        Action::LayStadtbahn { .. } => "colocar una loseta Stadtbahn",
        Action::BonusTile { .. } => "usar la bonificación Stadtbahn",
        Action::PlaceStation { .. } => "colocar una ficha de estación",
        Action::RemoveStadtbahnMarker { .. } => "retirar una ficha Stadtbahn por 40",
        Action::SkipBonus { .. } => "omitir la bonificación",
        Action::BuyPrivate { .. } => "ofrecer comprar una compañía privada a un jugador",
        Action::AnswerPrivateOffer { accept: true, .. } => "aceptar la oferta",
        Action::AnswerPrivateOffer { accept: false, .. } => "rechazar la oferta",
        Action::RunTram { .. } => "operar el tranvía (su mejor ruta)",
        Action::ReturnPrivate { .. } | Action::EndGame => return None,
    })
}

/// The "¿qué puedo hacer?" hint: "Anna puede comprar una acción, vender acciones o pasar."
/// ("u" instead of "o" before a word that starts with an "o" sound: "… u operar el tranvía").
pub(super) fn hint(who: &str, phrases: &[&str]) -> String {
    match phrases {
        [] => String::new(),
        [one] => format!("{who} puede {one}."),
        [init @ .., last] => {
            let or =
                if last.starts_with(['o', 'ó']) || last.starts_with("ho") { "u" } else { "o" };
            format!("{who} puede {} {or} {last}.", init.join(", "))
        }
    }
}

/// A tram colour's name, as said of one tram ("amarillo": el tranvía amarillo).
pub(super) fn tram_colour(c: TramColor) -> &'static str {
    colour(c)
}

/// A tram colour, masculine singular like "tranvía": "amarillo".
fn colour(c: TramColor) -> &'static str {
    match c {
        TramColor::Yellow => "amarillo",
        TramColor::Orange => "naranja",
        TramColor::Red => "rojo",
        TramColor::Pink => "rosa",
        TramColor::Purple => "morado",
    }
}

/// A tram colour, masculine plural like "tranvías": "amarillos", "rosas", "naranja" (as the
/// rulebook writes "las naranja").
fn colour_plural(c: TramColor) -> &'static str {
    match c {
        TramColor::Yellow => "amarillos",
        TramColor::Orange => "naranja",
        TramColor::Red => "rojos",
        TramColor::Pink => "rosas",
        TramColor::Purple => "morados",
    }
}

/// A space of the tram display, after "espacio": "izquierdo", "central", "derecho".
fn space(s: TramSpace) -> &'static str {
    match s {
        TramSpace::Left => "izquierdo",
        TramSpace::Middle => "central",
        TramSpace::Right => "derecho",
    }
}

/// What a move does, as a button label ("Pujar 45", "Subastar Hofburg").
pub(super) fn action_label(action: &Action, names: &(impl Names + ?Sized)) -> String {
    match action {
        Action::ChoosePrivate { private: p, .. } => format!("Subastar {}", private(*p)),
        Action::BidPrivate { amount, .. } => format!("Pujar {amount}"),
        Action::PassPrivate { .. } | Action::PassShare { .. } => "Pasar".into(),
        Action::PickOrderCard { card, .. } => format!("Coger la carta {card}"),
        Action::BuyDirector { company: c, par, .. } => {
            format!("Director de {} a {par}", tram_company(*c))
        }
        Action::SellShares { company: c, count, .. } => {
            format!("Vender {count} × {}", company(*c))
        }
        Action::BuyShare { company: c, .. } => format!("Comprar 1 × {}", company(*c)),
        Action::PayDividend { amount, .. } => format!("Repartir {amount}"),
        // issue 50: the tram named by its colour, and the space said to be a buying space
        Action::BuyTram { space: s, .. } => match names.space_tram(*s) {
            Some(c) => {
                format!("Comprar el tranvía {} (espacio de compra {})", colour(c), space(*s))
            }
            None => format!("Comprar el tranvía del espacio de compra {}", space(*s)),
        },
        Action::AssignTram { company: c, tram, line: Some(l) } => {
            format!("Poner {} en la línea {l}", tram_name(*c, *tram, names))
        }
        Action::AssignTram { company: c, tram, line: None } => {
            format!("Quitar {} de su línea", tram_name(*c, *tram, names))
        }
        Action::ScrapTram { company: c, tram } => {
            format!("Desguazar {}", tram_name(*c, *tram, names))
        }
        Action::DoneTrams { .. } => "Terminar con los tranvías".into(),
        Action::ChooseLine { line, amount, .. } => {
            format!("Subastar la línea {line} por {amount}")
        }
        Action::BidLine { amount, .. } => format!("Pujar {amount}"),
        Action::PassLine { .. } => "Pasar".into(),
        Action::LayTile { hex, tile, rotation, .. } => {
            format!("Colocar {tile} en {hex} (giro {})", u8::from(*rotation))
        }
        Action::LayStadtbahn { hex, tile, .. } => {
            format!("Colocar la loseta Stadtbahn {tile} en {hex}")
        }
        Action::BonusTile { hex, tile, rotation, .. } => {
            format!("Bonificación: {tile} en {hex} (giro {})", u8::from(*rotation))
        }
        Action::PlaceStation { at, .. } => format!("Estación en {} ({})", at.hex, at.node + 1),
        Action::RemoveStadtbahnMarker { at, .. } => {
            format!("Retirar la ficha Stadtbahn de {} por 40", at.hex)
        }
        Action::SkipBonus { .. } => "Omitir la bonificación".into(),
        Action::BuyPrivate { private: p, price, .. } => {
            format!("Ofrecer {price} por {}", private(*p))
        }
        Action::AnswerPrivateOffer { private: p, accept: true } => {
            format!("Aceptar: vender {}", private(*p))
        }
        Action::AnswerPrivateOffer { private: p, accept: false } => {
            format!("Rechazar: quedarse {}", private(*p))
        }
        Action::RunTram { .. } => "Operar el tranvía".into(),
        Action::ReturnPrivate { owner: o, private: p } => {
            format!("{}: devolver {} al banco", owner(*o, names), private(*p))
        }
        Action::EndGame => "Terminar la partida ya".into(),
    }
}

/// "1 préstamo", "2 préstamos".
fn loans_text(loans: u32) -> String {
    if loans == 1 { "1 préstamo".into() } else { format!("{loans} préstamos") }
}

/// One line of the game log.
pub(super) fn event_text(event: &Event, names: &(impl Names + ?Sized)) -> String {
    let who = |p: &PlayerId| names.player(*p);
    match event {
        Event::RoundStarted { round: r } => format!("— {} —", round(*r)),
        Event::Passed { player } => format!("{} pasa", who(player)),
        Event::PrivateChosen { player, private: p } => {
            format!("{} subasta {}", who(player), private(*p))
        }
        Event::PrivateBid { player, private: p, amount } => {
            format!("{} puja {amount} por {}", who(player), private(*p))
        }
        Event::PrivateBought { player, private: p, price } => {
            format!("{} compra {} por {price}", who(player), private(*p))
        }
        Event::PrivatePriceDropped { private: p, price } => {
            format!("Nadie pujó: {} cuesta ahora {price}", private(*p))
        }
        Event::PrivateDividend { private: p, owner: o, amount } => {
            format!("{} paga {amount} a {}", private(*p), owner(*o, names))
        }
        Event::PrivateReturned { private: p, owner: o, amount } => {
            format!("{} devuelve {} al banco por {amount}", owner(*o, names), private(*p))
        }
        Event::PrivateOffered { private: p, player, company: c, price } => {
            format!("{} ofrece {price} a {} por {}", tram_company(*c), who(player), private(*p))
        }
        Event::PrivateOfferRefused { private: p, player, company: c, price } => {
            format!("{} rechaza {price} de {} por {}", who(player), tram_company(*c), private(*p))
        }
        Event::PrivateSoldToCompany { private: p, player, company: c, price } => {
            format!("{} vende {} a {} por {price}", who(player), private(*p), tram_company(*c))
        }
        Event::OrderCard { player, card } => {
            format!("{} coge la carta de orden de juego {card}", who(player))
        }
        Event::DirectorBought { player, company: c, par, cash } => format!(
            "{} es director de {} con valor par {par} (paga {cash} en efectivo además de la \
             carta)",
            who(player),
            tram_company(*c)
        ),
        Event::CompanyRemoved { company: c } => format!("{} sale de la partida", tram_company(*c)),
        Event::DirectorChanged { company: c, from, to } => format!(
            "{} pasa a ser director de {} en lugar de {}",
            who(to),
            tram_company(*c),
            who(from)
        ),
        Event::SharesSold { player, company: c, count, price } => {
            format!("{} vende {count} × {} a {price}", who(player), company(*c))
        }
        Event::ShareBought { player, company: c, price } => {
            format!("{} compra una acción de {} por {price}", who(player), company(*c))
        }
        Event::PriceMoved { company: c, from, to } => {
            format!("{}: precio de la acción {from} → {to}", company(*c))
        }
        Event::DividendPaid { company: c, total, per_share, to_treasury } => format!(
            "{} reparte {} ({per_share} por acción, {} a la tesorería)",
            company(*c),
            n(*total),
            n(*to_treasury)
        ),
        Event::TramsMoved { spaces, removed } => {
            let shown: Vec<&str> = spaces.iter().map(|s| s.map_or("–", colour)).collect();
            let gone = if *removed == 1 { "retirado" } else { "retirados" };
            format!("Los tranvías avanzan: {} ({removed} {gone})", shown.join(" / "))
        }
        Event::TramBought { company: c, color, space: s, price, from_director, loans } => {
            let mut text = format!(
                "{} compra un tranvía {} (espacio {}) por {price}",
                tram_company(*c),
                colour(*color),
                space(*s)
            );
            if *from_director > 0 {
                text.push_str(&format!(", el director aporta {from_director}"));
            }
            if *loans > 0 {
                text.push_str(&format!(" y pide {}", loans_text(*loans)));
            }
            text
        }
        Event::TramAssigned { company: c, color, line: Some(l) } => {
            format!("{} pone su tranvía {} en la línea {l}", tram_company(*c), colour(*color))
        }
        Event::TramAssigned { company: c, color, line: None } => {
            format!("{} quita su tranvía {} de su línea", tram_company(*c), colour(*color))
        }
        Event::TramScrapped { company: c, color } => {
            format!("{} desguaza un tranvía {}", tram_company(*c), colour(*color))
        }
        Event::LineChosen { company: c, line } => {
            format!("{} subasta la línea {line}", tram_company(*c))
        }
        Event::LineBid { company: c, line, amount } => {
            format!("{} puja {amount} por la línea {line}", tram_company(*c))
        }
        Event::LinePassed { company: c } => format!("{} pasa", tram_company(*c)),
        Event::LineBought { company: c, line, price } => {
            format!("{} compra la línea {line} por {price}", tram_company(*c))
        }
        Event::LinesDealt { lines } => {
            let list: Vec<String> = lines.iter().map(u8::to_string).collect();
            format!("Nuevas líneas en venta: {}", list.join(", "))
        }
        Event::LineTurn { line } => format!("Turno de la línea {line}"),
        Event::TileLaid { line, hex, tile, replaced, cost, .. } => {
            let mut text = match replaced {
                Some(old) => format!("La línea {line} mejora {hex}: {old} → {tile}"),
                None => format!("La línea {line} coloca la loseta {tile} en {hex}"),
            };
            if *cost > 0 {
                text.push_str(&format!(" por {cost}"));
            }
            text
        }
        Event::StationPlaced { line, at, cost } => {
            format!("La línea {line} coloca una estación en {} por {cost}", at.hex)
        }
        Event::StadtbahnMarkerRemoved { line, company: c, at, .. } => format!(
            "La línea {line} retira la ficha Stadtbahn {} de {} por 40",
            stadtbahn_row(*c).abbreviation,
            at.hex
        ),
        Event::TramRan { line, revenue, adjustment, income } => format!(
            "La línea {line} obtiene {}: ingresos {}",
            adjusted(*revenue, *adjustment),
            n(*income)
        ),
        Event::ShortfallPaid { company: c, from_revenue, from_treasury, from_director, loans } => {
            format!(
                "{} paga una pérdida: {from_revenue} de los beneficios, {from_treasury} de la \
                 tesorería, {from_director} del director, {}",
                tram_company(*c),
                loans_text(*loans)
            )
        }
        Event::StadtbahnRan { company: c, revenue, total } => {
            let name = stadtbahn_row(*c).abbreviation;
            let per_share = total / 10;
            // R51: ×2 in CR4, ×3 in CR5, ×10 in CR6; all of it is paid out.
            if *revenue > 0 && total != revenue {
                format!(
                    "La Stadtbahn {name} obtiene {revenue} × {} = {}, todo repartido ({per_share} \
                     por acción)",
                    total / revenue,
                    n(*total)
                )
            } else {
                format!(
                    "La Stadtbahn {name} obtiene {}, todo repartido ({per_share} por acción)",
                    n(*total)
                )
            }
        }
        Event::GameEnded { by_agreement: true } => "Los jugadores terminan la partida".into(),
        Event::GameEnded { by_agreement: false } => {
            "La partida termina tras la ronda de compañías 6".into()
        }
    }
}

// ----- The game map and Line Rounds (issue 8) -----

/// A Stadtbahn bonus in words, as the rulebook names it (§IX.4): "colocar una loseta de vía
/// amarilla adicional".
pub(super) fn bonus(b: tramways_engine::data::Bonus) -> &'static str {
    use tramways_engine::data::Bonus;
    match b {
        Bonus::ExtraYellowTile => "colocar una loseta de vía amarilla adicional",
        Bonus::GreenUpgrade => "mejorar una loseta amarilla a una loseta verde",
        Bonus::RedTile => "colocar una loseta roja del centro de la ciudad",
        Bonus::PurpleTile => "colocar una loseta morada de estación de ferrocarril",
        Bonus::ExtraStationMarker => "colocar una ficha de estación adicional",
    }
}

/// A Stadtbahn bonus as printed on the map, in one short word ("+amarilla").
pub(super) fn bonus_short(b: tramways_engine::data::Bonus) -> &'static str {
    use tramways_engine::data::Bonus;
    match b {
        Bonus::ExtraYellowTile => "+amarilla",
        Bonus::GreenUpgrade => "+verde",
        Bonus::RedTile => "+roja",
        Bonus::PurpleTile => "+morada",
        Bonus::ExtraStationMarker => "+estación",
    }
}

/// A line's station marker, said: "Línea 7 (WT)".
pub(super) fn line_title(line: u8, company: &str) -> String {
    if company.is_empty() { format!("Línea {line}") } else { format!("Línea {line} ({company})") }
}

/// A Stadtbahn company's station marker, said: "Stadtbahn W".
pub(super) fn stadtbahn_title(company: &str) -> String {
    format!("Stadtbahn {company}")
}

/// A line's home circle kept free: "Base de la línea 4".
pub(super) fn home_title(line: u8) -> String {
    format!("Base de la línea {line}")
}

/// The accessible name of a hex outlined for a lay: "Colocar o mejorar una loseta en B6"
/// (keyboard users reach it with Tab; the mode is `normal`, `stadtbahn` or `bonus`).
pub(super) fn lay_target_label(mode: &str, hex: &str) -> String {
    match mode {
        "stadtbahn" => format!("Colocar la loseta Stadtbahn en {hex}"),
        "bonus" => format!("Colocar la loseta de bonificación en {hex}"),
        _ => format!("Colocar o mejorar una loseta en {hex}"),
    }
}

/// The accessible name of a circle that may take a station marker: "Ficha de estación en B6,
/// 20".
pub(super) fn station_target_label(hex: &str, cost: &str) -> String {
    format!("Ficha de estación en {hex}, {cost}")
}

/// The accessible name of a Stadtbahn marker the line may remove: "Retirar la ficha Stadtbahn
/// de B6, 40".
pub(super) fn removal_target_label(hex: &str, cost: i64) -> String {
    format!("Retirar la ficha Stadtbahn de {hex}, {cost}")
}

/// What a choice costs: "gratis" or the amount.
pub(super) fn cost(amount: i64) -> String {
    if amount == 0 { text(Text::Free).to_owned() } else { amount.to_string() }
}

/// The line whose turn it is, for the panel's heading: "Línea 7 · WT".
pub(super) fn line_heading(line: u8, company: &str) -> String {
    format!("Línea {line} · {company}")
}

/// A rotation being tried: "giro 2 de 3".
/// The history browser's position: "Viendo la acción 312 de 880".
pub(super) fn viewing(at: &str, of: &str) -> String {
    format!("Viendo la acción {at} de {of}")
}

pub(super) fn turn_of(turn: usize, of: usize) -> String {
    format!("giro {} de {of}", turn + 1)
}

/// A run's route and what maintenance or the bonus made of it (issue 50: an income below the
/// route says why): "30 − mantenimiento 50".
fn adjusted(revenue: i64, adjustment: i64) -> String {
    match adjustment.signum() {
        -1 => format!("{} − mantenimiento {}", n(revenue), n(adjustment.saturating_neg())),
        1 => format!("{} + bonificación {}", n(revenue), n(adjustment)),
        _ => n(revenue),
    }
}

/// The last run, in words: "La línea 7 obtuvo 120 (-20): ingresos 100".
pub(super) fn run_summary(line: u8, revenue: i64, adjustment: i64, income: i64) -> String {
    format!("La línea {line} obtuvo {}: ingresos {}", adjusted(revenue, adjustment), n(income))
}

/// A private on offer: "Hofburg de Anna".
pub(super) fn private_offer(name: &str, owner: &str) -> String {
    format!("{name} de {owner}")
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
            ["Ana", "Bruno"][usize::from(player)].into()
        }
    }

    #[test]
    fn rounds_use_the_rulebook_names() {
        assert_eq!(round(Round::Share(2)), "Ronda del mercado de valores 2");
        assert_eq!(round(Round::Company(3)), "Ronda de compañías 3");
        assert_eq!(round(Round::Line(3, 'b')), "Ronda de líneas 3b");
        assert_eq!(round(Round::PreShare), "Ronda previa");
        assert_eq!(turn_of(1, 3), "giro 2 de 3");
    }

    #[test]
    fn loans_are_singular_or_plural() {
        let bought = |loans| Event::TramBought {
            company: TramCompany::WienKagranner,
            color: TramColor::Pink,
            space: TramSpace::Middle,
            price: 300,
            from_director: 120,
            loans,
        };
        assert_eq!(
            event_text(&bought(1), &Two),
            "WKB compra un tranvía rosa (espacio central) por 300, el director aporta 120 y pide \
             1 préstamo"
        );
        assert!(event_text(&bought(2), &Two).ends_with("y pide 2 préstamos"));
        assert_eq!(
            tram_payment(40, "Ana", 60, 1),
            "La tesorería paga 40, Ana paga 60 tras pedir un préstamo de 100 (−200 al final)"
        );
        assert!(tram_payment(0, "Ana", 300, 3).contains("3 préstamos de 100"));
    }

    #[test]
    fn colours_agree_with_their_nouns() {
        assert_eq!(
            maintenance_change(TramColor::Yellow, 0, -50),
            "mantenimiento de los tranvías amarillos: 0 → -50 por recorrido"
        );
    }

    #[test]
    fn refusals_and_events_name_players() {
        let event = Event::PrivateBought { player: 1, private: Landmark::Hofburg, price: 45 };
        assert_eq!(event_text(&event, &Two), "Bruno compra Hofburg por 45");
        assert_eq!(
            hint("Ana", &["comprar una acción", "vender acciones", "pasar"]),
            "Ana puede comprar una acción, vender acciones o pasar."
        );
        assert_eq!(
            hint("Ana", &["colocar una ficha de estación", "operar el tranvía (su mejor ruta)"]),
            "Ana puede colocar una ficha de estación u operar el tranvía (su mejor ruta)."
        );
    }
}
