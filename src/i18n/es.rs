//! The Spanish wording of every text, in the words of the Spanish rulebook (E. Trigueros,
//! 2020): see docs/glossary.md. Laid out as `en.rs`: a free function per phrase, the
//! [`Text`](super::Text) table as an exhaustive `match`, and `THOUSANDS`.

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

/// Who a refusal names: a player (quoted briefly: names come from files and links), a
/// company or a line ("la línea 7").
fn who_text(who: Who, names: &(impl Names + ?Sized)) -> String {
    match who {
        Who::Player(p) => tramways_engine::brief::quote(&names.player(p)),
        Who::Company(c) => tram_company(c).to_owned(),
        Who::Line(l) => format!("la línea {l}"),
    }
}

/// What the game waits for, in words ("coge una carta de orden de juego").
fn expected_text(expected: Expected) -> &'static str {
    match expected {
        Expected::ChoosePrivate => "elige una privada para subastar, o pasa",
        Expected::BidPrivate => "puja por la privada en subasta, o pasa",
        Expected::PickOrderCard => "coge una carta de orden de juego",
        Expected::BuyDirector => {
            "tu primera acción en la primera ronda del mercado de valores es comprar un \
             certificado de director"
        }
        Expected::ShareTurn => "en una ronda del mercado de valores vendes, compras o pasas",
        Expected::Dividend => "ahora la compañía decide su dividendo",
        Expected::Trams => "ahora la compañía compra y asigna sus tranvías, y luego termina",
        Expected::ChooseLine => "ahora la compañía elige una línea para subastar, o pasa",
        Expected::BidLine => "ahora la compañía puja por la línea en subasta, o pasa",
        Expected::LineTurn => {
            "en una ronda de líneas las líneas colocan losetas y fichas de estación y operan sus \
             tranvías"
        }
        Expected::Bonus => {
            "primero realiza la acción de bonificación de la loseta Stadtbahn, u omítela"
        }
        Expected::HomeMarker => "la línea coloca primero su ficha de estación base",
        Expected::LiftedMarkers => {
            "la línea vuelve a colocar primero las fichas de estación levantadas de su hexágono"
        }
        Expected::OfferAnswer => "el dueño de la privada acepta o rechaza primero la oferta",
        Expected::Nothing => "la partida ha terminado",
    }
}

/// A kind of lay, after "no se puede usar para": "la colocación normal".
fn lay_kind_text(kind: LayKind) -> &'static str {
    match kind {
        LayKind::Normal => "la colocación normal",
        LayKind::Stadtbahn => "la loseta Stadtbahn",
        LayKind::ExtraYellow => "la loseta amarilla adicional",
        LayKind::GreenUpgrade => "la mejora a verde",
        LayKind::Red => "la bonificación de loseta roja",
        LayKind::Purple => "la bonificación de loseta morada",
    }
}

/// A tile colour, feminine plural like "losetas": "amarillas", "grises".
fn tile_colour_text(color: TileColor) -> &'static str {
    match color {
        TileColor::Yellow => "amarillas",
        TileColor::Green => "verdes",
        TileColor::Brown => "marrones",
        TileColor::Gray => "grises",
        TileColor::Red => "rojas",
        TileColor::Purple => "moradas",
    }
}

fn hex_takes_text(reason: HexTakes) -> &'static str {
    match reason {
        HexTakes::GreenUpgradeNeedsYellow => {
            "la bonificación de mejora a verde sustituye una loseta amarilla"
        }
        HexTakes::RedOnInnerCity => {
            "las losetas rojas solo van en los hexágonos rojo claro del centro de la ciudad"
        }
        HexTakes::PurpleOnRailwayStation => {
            "las losetas moradas solo van en los hexágonos morados de estación de ferrocarril"
        }
        HexTakes::StadtbahnOnOrange => "las losetas Stadtbahn solo van en hexágonos naranja claro",
        HexTakes::YellowFirst => "un hexágono vacío recibe primero una loseta amarilla",
        HexTakes::PlainTakesHalt => "los hexágonos blancos solo admiten losetas con parada",
        HexTakes::OoTakesOo => "los hexágonos OO solo admiten losetas OO",
        HexTakes::InterchangeTakesOneCircle => {
            "los hexágonos de intercambiador solo admiten losetas con un círculo blanco"
        }
        HexTakes::OrangeTakesStadtbahn => {
            "los hexágonos naranja claro solo admiten losetas Stadtbahn de borde naranja"
        }
        HexTakes::InnerCityTakesRed => {
            "el centro de la ciudad solo admite losetas rojas, mediante una bonificación Stadtbahn"
        }
        HexTakes::StationTakesPurple => {
            "las estaciones de ferrocarril solo admiten losetas moradas, mediante una \
             bonificación Stadtbahn"
        }
        HexTakes::OwnSpecialPurple => {
            "esta estación de ferrocarril solo admite su propia loseta morada especial"
        }
    }
}

fn not_replaced_text(reason: NotReplaced) -> &'static str {
    match reason {
        NotReplaced::GreenUpgradeReplacesYellow => {
            "la bonificación de mejora a verde sustituye una loseta amarilla"
        }
        NotReplaced::StadtbahnOnEmpty => "una loseta Stadtbahn va en un hexágono vacío",
        NotReplaced::ExtraYellowOnEmpty => "la loseta amarilla adicional va en un hexágono vacío",
        NotReplaced::BonusNeverReplaces => "las losetas rojas y moradas nunca se sustituyen",
        NotReplaced::Final => "las losetas grises, rojas y moradas nunca se sustituyen",
    }
}

fn upgrade_rule_text(reason: UpgradeRule) -> &'static str {
    match reason {
        UpgradeRule::NextColour => {
            "las mejoras van amarilla → verde → marrón → gris, un paso cada vez"
        }
        UpgradeRule::OrangeEdge => {
            "las losetas de borde naranja solo se mejoran con losetas de borde naranja"
        }
        UpgradeRule::Oo => "las losetas OO solo se mejoran con losetas OO",
        UpgradeRule::Rotation => "en este giro perdería o rompería una vía de la loseta anterior",
        UpgradeRule::KeepsTrack => {
            "no conserva todas las vías y localizaciones de beneficios de la loseta anterior"
        }
    }
}

/// Why a lay is refused, in words.
pub(super) fn lay_refusal(e: &LayError) -> String {
    match e {
        LayError::NotOnBoard(hex) => format!("{hex} no está en este tablero"),
        LayError::Printed(hex) => {
            format!("no se puede colocar ninguna loseta en {hex}: su vía está impresa en el mapa")
        }
        LayError::WrongHex { tile, hex, reason } => {
            format!("la loseta {tile} no puede ir en {hex}: {}", hex_takes_text(*reason))
        }
        LayError::WrongKind { tile, kind } => {
            format!("la loseta {tile} no se puede usar para {}", lay_kind_text(*kind))
        }
        LayError::NotYet { color } => {
            format!("las losetas {} aún no están disponibles", tile_colour_text(*color))
        }
        LayError::GreenBonusTooEarly => "la bonificación de mejora a verde solo se puede usar \
                                         cuando haya losetas verdes disponibles (RL2a)"
            .into(),
        LayError::NoneLeft(tile) => format!("no queda ninguna loseta {tile} disponible"),
        LayError::Occupied { hex, old, reason } => {
            format!("{hex} ya tiene la loseta {old}; {}", not_replaced_text(*reason))
        }
        LayError::BadUpgrade { hex, old, new, reason } => format!(
            "la loseta {new} no puede sustituir a la loseta {old} en {hex}: {}",
            upgrade_rule_text(*reason)
        ),
        LayError::OffMap { tile, hex } => {
            format!("la vía de {tile} en {hex} saldría del mapa")
        }
        LayError::NoConnection { tile, hex, into } => format!(
            "la vía de {tile} en {hex} llevaría a {into}, que no tiene vía ni flecha por ese lado"
        ),
        LayError::ArrowAtRed { tile, hex, into } => {
            format!("la vía de {tile} en {hex} apuntaría a {into}, otro hexágono rojo")
        }
        LayError::HomeFirst { line, home } => {
            format!("en su primer turno la línea {line} debe colocar su loseta en su base {home}")
        }
        LayError::NotReached { line, hex } => format!(
            "la línea {line} no tiene vía desde sus estaciones que conecte con esta loseta en {hex}"
        ),
        LayError::WrongStadtbahnTile { hex, expected } => {
            format!("el hexágono Stadtbahn {hex} admite la loseta {expected}")
        }
        LayError::StadtbahnRotation(hex) => {
            format!("gira la loseta para que su vía punteada siga el recorrido punteado de {hex}")
        }
        LayError::StadtbahnSequence(hex) => format!(
            "las losetas Stadtbahn se colocan en secuencia desde una estación terminal: {hex} no \
             continúa ninguna"
        ),
        LayError::SameTrackAs { tile, rotation, same_as } => format!(
            "la loseta {tile} en el giro {rotation} coloca la misma vía que en el giro {same_as}; \
             usa el giro {same_as}"
        ),
        LayError::SpecialPurple { tile, only } => {
            format!("la loseta {tile} solo encaja en {only}, colocada tal como está impresa")
        }
    }
}

/// Why a route is refused, in words.
pub(super) fn route_refusal(e: &RouteError) -> String {
    match e {
        RouteError::TooFewLocations => {
            "una ruta debe unir al menos dos localizaciones de beneficios diferentes".into()
        }
        RouteError::NoSuchTrack(hex, track) => format!("no hay vía {track} en {hex}"),
        RouteError::StadtbahnTrack(hex) => format!(
            "la ruta usa la vía punteada de la Stadtbahn en {hex}, que los tranvías nunca usan"
        ),
        RouteError::TrackTwice(hex) => format!("la ruta usa dos veces la vía de {hex}"),
        RouteError::SideTwice(a, b) => {
            format!("la ruta cruza dos veces de {a} a {b} por la misma vía")
        }
        RouteError::NotConnected(a, b) => {
            format!("la vía de {a} no lleva a la siguiente vía, en {b}")
        }
        RouteError::Reverses(hex) => format!("la ruta da marcha atrás en la bifurcación de {hex}"),
        RouteError::ChangesTrack(hex) => {
            format!("la ruta cambia de vía en {hex}, donde las vías no se unen")
        }
        RouteError::NotAtLocation(hex) => format!(
            "la ruta debe empezar y terminar en una localización de beneficios, no en un lado de \
             {hex}"
        ),
        RouteError::NotALocation(hex) => format!(
            "la parada de {hex} no es una localización de beneficios hasta que se coloque su loseta"
        ),
        RouteError::LocationTwice(hex) => {
            format!("la ruta pasa dos veces por la localización de beneficios de {hex}")
        }
        RouteError::ThroughBlocked(hex) => {
            format!("la ruta pasa a través del intercambiador bloqueado de {hex}")
        }
        RouteError::ThroughTerminal(hex) => {
            format!("la ruta atraviesa {hex}, donde debe terminar")
        }
        RouteError::NoStation(line) => {
            format!("la ruta no pasa por ninguna ficha de estación de la línea {line}")
        }
    }
}

/// Why a marker cannot go on or come off the board there, in words.
fn board_refusal(e: &BoardError) -> String {
    match e {
        BoardError::NoSuchHex(hex) => format!("{hex} no está en este tablero"),
        BoardError::NoneLeft(tile) => format!("no queda ninguna loseta {tile} disponible"),
        BoardError::LosesTrack { old, new } => {
            format!("la loseta {new} no puede sustituir a la loseta {old} en ese giro")
        }
        BoardError::NoSuchCircle(hex, circle) => format!("{hex} no tiene el círculo {circle}"),
        BoardError::NoSuchMarker(hex) => format!("esa ficha no está en {hex}"),
    }
}

/// Why the engine refused a move, in words for the player (issue 18: refusals are data; the
/// wording is the app's, at render time).
pub(super) fn refusal(r: &Refusal, names: &(impl Names + ?Sized)) -> String {
    match r {
        Refusal::GameOver => "la partida ha terminado".into(),
        Refusal::NotYourTurn { expected, got } => format!(
            "no es tu turno: ahora decide {}, no {}",
            who_text(*expected, names),
            who_text(*got, names)
        ),
        Refusal::NotNow { expected } => expected_text(*expected).into(),
        Refusal::PrivateNotInGame { private: p } => {
            format!("{} no está en esta partida", private(*p))
        }
        Refusal::NotTheOwner { private: p } => {
            format!("solo el propietario de {} puede devolverla", private(*p))
        }
        Refusal::OwnerNotDeciding { .. } => {
            "una privada se puede devolver cuando a su propietario le toca decidir".into()
        }
        Refusal::PrivateNotForSale { private: p } => format!("{} no está en venta", private(*p)),
        Refusal::ChoiceNeedsFaceValue { face, cash } => format!(
            "elegir una privada es hacer su puja inicial, como mínimo su valor facial {face}; \
             tienes {cash}"
        ),
        Refusal::OpeningBidDue { face } => format!(
            "elegir una privada es hacer su puja inicial: puja como mínimo su valor facial, {face}"
        ),
        Refusal::FirstPrivateCompulsory => {
            "el jugador inicial debe subastar la primera privada".into()
        }
        Refusal::BidTooLow { min } => format!("la puja debe ser de al menos {min}"),
        Refusal::BidNotInSteps { step } => format!("las pujas suben de {step} en {step}"),
        Refusal::BidOverCash { cash } => format!("una puja no puede superar tu efectivo, {cash}"),
        Refusal::PrivatePriceRange { face } => {
            format!("el precio va de 1 al valor facial, {face}")
        }
        Refusal::PrivatesNotYet => {
            "las compañías de tranvías compran privadas a partir de la RL2a".into()
        }
        Refusal::PrivateFromPlayersOnly => {
            "una compañía de tranvías solo compra privadas a jugadores".into()
        }
        Refusal::OfferPending { private: p, player } => format!(
            "{} acepta o rechaza primero la oferta por {}",
            names.player(*player),
            private(*p)
        ),
        Refusal::OfferRefused { private: p } => {
            format!("el dueño rechazó una oferta por {} en este turno", private(*p))
        }
        Refusal::NoSuchOrderCard { cards } => {
            format!("las cartas van numeradas del 1 al {cards}")
        }
        Refusal::OrderCardTaken { card } => format!("la carta {card} ya está cogida"),
        Refusal::DirectorNotNow => "los certificados de director se compran en la primera ronda \
                                    del mercado de valores, una sola vez"
            .into(),
        Refusal::HasDirector { company } => {
            format!("{} ya tiene director", tram_company(*company))
        }
        Refusal::CompanyNotInGame { company } => {
            format!("{} no está en esta partida", tram_company(*company))
        }
        Refusal::NoSuchPar { par } => {
            format!("{par} no es un valor par: el valor par es 70, 80, 90 o 100")
        }
        Refusal::ParNeedsCash { par, due, cash } => format!(
            "el valor par {par} exige {due} en efectivo además de la carta, y tienes {cash}"
        ),
        Refusal::NoSalesInFirstRound => {
            "en la primera ronda del mercado de valores no se puede vender nada".into()
        }
        Refusal::SellTooMany { company: c, sellable } => {
            let shares = if *sellable == 1 { "acción" } else { "acciones" };
            format!(
                "puedes vender como máximo {sellable} {shares} de {} (nunca el certificado de \
                 director)",
                company(*c)
            )
        }
        Refusal::NotTraded { company: c } => {
            format!("las acciones de {} no están en venta", company(*c))
        }
        Refusal::DirectorFirst => "tu primera compra debe ser un certificado de director".into(),
        Refusal::PoolEmpty { company: c } => {
            format!("no queda ninguna acción de {} en la reserva", company(*c))
        }
        Refusal::SoldThisRound { company: c } => {
            format!("has vendido {} en esta ronda del mercado de valores", company(*c))
        }
        Refusal::HoldingLimit { company: c, percent } => {
            format!("ya tienes el {percent}% de {}", company(*c))
        }
        Refusal::CertificateLimit { limit } => {
            format!("ya estás en el límite de certificados, {limit}")
        }
        Refusal::CashShort { cost, cash } => format!("cuesta {cost} y tienes {cash}"),
        Refusal::DividendUnit { unit } => {
            format!("el dividendo total es un múltiplo de {unit}")
        }
        Refusal::DividendOverRevenue { revenue } => format!(
            "el dividendo sale del espacio «Beneficios», que tiene {revenue}; el dinero de la \
             tesorería nunca se reparte"
        ),
        Refusal::NoTramThere => "no hay ningún tranvía en venta en ese espacio".into(),
        Refusal::TramLimit { limit } => {
            format!("una compañía tiene como máximo {limit} tranvías")
        }
        Refusal::TramFromTreasury { cost, treasury } => format!(
            "el tranvía cuesta {cost} y la tesorería tiene {treasury}; el director solo aporta \
             dinero para el tranvía obligatorio de una compañía"
        ),
        Refusal::CheapestTramOnly { cheapest } => format!(
            "con dinero del director solo se puede comprar el tranvía más barato en venta \
             ({cheapest})"
        ),
        Refusal::NoSuchTram { company, tram } => format!(
            "{} no tiene el tranvía número {}",
            tram_company(*company),
            tram.saturating_add(1)
        ),
        Refusal::NotCompanyLine { line, company } => {
            format!("la línea {line} no pertenece a {}", tram_company(*company))
        }
        Refusal::TramAlreadyThere => "el tranvía ya está ahí".into(),
        Refusal::MustBuyTram { company } => format!(
            "{} no tiene ningún tranvía y debe comprar uno antes del final de la ronda",
            tram_company(*company)
        ),
        Refusal::LineNotOnDisplay { line } => {
            format!("la línea {line} no está entre las líneas en venta")
        }
        Refusal::TreasuryShort { cost, treasury } => {
            format!("cuesta {cost} y la tesorería tiene {treasury}; el director no paga")
        }
        Refusal::ConstructionEnded { line } => {
            format!("la línea {line} desguazó su tranvía, lo que terminó su construcción")
        }
        Refusal::AlreadyLaid { line } => {
            format!("la línea {line} ya ha colocado o mejorado una loseta en este turno")
        }
        Refusal::AlreadyLaidStadtbahn { line } => {
            format!("la línea {line} ya ha colocado una loseta Stadtbahn en este turno")
        }
        Refusal::AlreadyPlacedStation { line } => format!(
            "la línea {line} ya ha colocado su ficha de estación en este turno; una segunda solo \
             es posible con una bonificación Stadtbahn"
        ),
        Refusal::Lay(e) => lay_refusal(e),
        Refusal::Board(e) => board_refusal(e),
        Refusal::Route(e) => route_refusal(e),
        Refusal::NotBestRoute { revenue, best } => format!(
            "esa ruta obtiene {revenue}, pero la línea puede obtener {best}: el tranvía debe \
             recorrer la mejor ruta"
        ),
        Refusal::NoTramToRun { line } => format!("la línea {line} no tiene tranvía que operar"),
        Refusal::NoStationLeft { line } => {
            format!("la línea {line} ya ha colocado sus seis fichas de estación")
        }
        Refusal::NoCircle { hex } => {
            format!("no hay ningún círculo de intercambiador en ese punto de {hex}")
        }
        Refusal::CircleTaken { hex } => format!("el círculo de {hex} ya está ocupado"),
        Refusal::StationOnHex { hex } => {
            format!("la línea ya tiene una ficha de estación en {hex}")
        }
        Refusal::NotReached { hex } => {
            format!("la línea no tiene vía libre desde sus estaciones hasta {hex}")
        }
        Refusal::KeptForHome { hex } => format!(
            "un círculo de {hex} queda libre para la estación base de una línea que aún no ha \
             operado"
        ),
        Refusal::HomeFirst { home } => {
            format!("la línea coloca primero su ficha de estación base en {home}")
        }
        Refusal::LiftedFirst { hex } => {
            format!("la línea vuelve a colocar primero las fichas de estación levantadas de {hex}")
        }
        Refusal::NoStadtbahnMarker { hex } => {
            format!("no hay ninguna ficha de estación Stadtbahn en ese círculo de {hex}")
        }
        Refusal::TerminalMarker { hex } => {
            format!("la ficha Stadtbahn terminal de {hex} no se puede retirar (solo la de G3)")
        }
        Refusal::MarkerNotReached { hex } => {
            format!("la línea debe llegar a la ficha Stadtbahn de {hex} para retirarla")
        }
        Refusal::ScrapOwnTramOnly => "en 18xx.games una línea solo desguaza su propio tranvía, \
                                      cuando le toca operar"
            .into(),
        Refusal::ScrapWhileBuyingOnly => {
            "en 18xx.games los tranvías solo se desguazan en el paso de compra".into()
        }
        Refusal::BuyingOver => {
            "el paso de compra ha terminado: asigna los tranvías o termina".into()
        }
        Refusal::ArrangeAfterBuying => {
            "los tranvías se asignan tras el paso de compra: termina primero de comprar".into()
        }
        Refusal::LineLeftIdle { company } => format!(
            "{} se queda con un tranvía de sobra: ninguna de sus líneas puede quedarse sin \
             tranvía",
            tram_company(*company)
        ),
    }
}

/// Una ronda como la imprime el marcador de ronda: «RMV1», «RC2», «RL3b».
pub(super) fn round_short(round: Round) -> String {
    match round {
        Round::PreShare => "Previa".into(),
        Round::Share(n) => format!("RMV{n}"),
        Round::Company(n) => format!("RC{n}"),
        Round::Line(n, letter) => format!("RL{n}{letter}"),
        Round::End => "Fin".into(),
    }
}

/// Un número de jugadas: «1 jugada», «35 jugadas».
pub(super) fn moves_played(count: usize) -> String {
    match count {
        1 => "1 jugada".into(),
        _ => format!("{} jugadas", n(count as i64)),
    }
}

/// La versión de otra pestaña.
pub(super) fn conflict_detail(theirs: usize, ours: usize) -> String {
    format!(
        "Allí tiene {}, aquí {}. Aquí no se guarda nada hasta que elijas.",
        moves_played(theirs),
        moves_played(ours)
    )
}

/// Una jugada guardada que las reglas rechazan al reproducir la partida.
pub(super) fn replay_refused(index: usize, kind: &str, reason: &str) -> String {
    format!("la acción {index} ({kind}) fue rechazada: {reason}")
}

/// Por qué una configuración no puede empezar una partida.
pub(super) fn setup_problem(e: &SetupError) -> String {
    match e {
        SetupError::PlayerCount(count) => {
            format!("1840 se juega con 2 a 6 jugadores, no con {count}")
        }
        SetupError::Names => "cada jugador necesita un nombre propio".into(),
        SetupError::Deal(why) => format!("el reparto fijo no encaja con esta partida: {why}"),
        SetupError::Version(v) => format!(
            "esta partida guardada tiene la versión de formato {v}, más nueva de lo que entiende \
             esta aplicación ({SAVE_VERSION})"
        ),
    }
}

/// Por qué no se puede importar una exportación de 18xx.games. Los datos citados de la
/// exportación (nombres, tipos) quedan como están.
pub(super) fn import_problem(e: &ImportError, names: &(impl Names + ?Sized)) -> String {
    match e {
        ImportError::NotJson(why) => format!("este archivo no es JSON: {}", json_fault(why)),
        ImportError::Truncated(why) => {
            format!("este archivo termina demasiado pronto, parece cortado: {}", json_fault(why))
        }
        ImportError::NotAnExport(why) => {
            format!("esto no es una exportación de 18xx.games: {}", shape_fault(why))
        }
        ImportError::Title(title) => {
            format!("esto es una exportación de 18xx.games de «{title}», no de 1840")
        }
        ImportError::OptionalRule(rule) => {
            format!("la regla opcional «{rule}» de 18xx.games no está admitida")
        }
        ImportError::Players(count) => {
            format!("1840 se juega con 2 a 6 jugadores, esta exportación tiene {count}")
        }
        ImportError::Log { index, fault } => format!(
            "el registro de acciones está dañado o incompleto en la acción {index}: {}",
            log_fault(fault)
        ),
        ImportError::UnknownAction { index, kind } => {
            format!("la acción {index} es del tipo «{kind}», que no es una acción de 1840")
        }
        ImportError::Unmappable { index, kind, fault } => {
            format!("la acción {index} ({kind}) no se puede importar: {}", map_fault(fault))
        }
        ImportError::Setup(e) => {
            format!("la configuración leída de esta exportación no es válida: {}", setup_problem(e))
        }
        ImportError::Refused { index, kind, ours, error } => format!(
            "la acción {index} ({kind}) fue rechazada (como {ours}): {}",
            refusal(error, names)
        ),
    }
}

/// Por qué una partida no se puede exportar a 18xx.games.
pub(super) fn export_problem(e: &ExportError, names: &(impl Names + ?Sized)) -> String {
    match e {
        ExportError::Setup(fault) => {
            text(Text::ErrNotEighteenXxRules).replace("{why}", setup_fault(*fault))
        }
        ExportError::Invalid(e) => {
            format!("la configuración no es válida: {}", setup_problem(e))
        }
        ExportError::Refused { index, kind, error } => {
            format!("la acción {index} ({kind}) es rechazada: {}", refusal(error, names))
        }
        ExportError::NotAccepted { index, kind, reason } => format!(
            "la acción {index} ({kind}) no se puede jugar en 18xx.games: {}",
            export_fault(reason)
        ),
    }
}

/// Dónde encontró serde_json un fallo: "un carácter que JSON no admite ahí (línea 1,
/// columna 1)".
fn json_fault(f: &JsonFault) -> String {
    let what = match f.category {
        JsonCategory::Io => "no se pudo leer el texto",
        JsonCategory::Syntax => "un carácter que JSON no admite ahí",
        JsonCategory::Data => "un valor de un tipo equivocado",
        JsonCategory::Eof => "el texto termina en medio de un valor",
    };
    match f.line {
        0 => what.into(),
        line => format!("{what} (línea {line}, columna {})", f.column),
    }
}

/// Por qué un JSON no es una exportación de 18xx.games.
fn shape_fault(f: &ShapeFault) -> String {
    match f {
        ShapeFault::NoTitle => "no tiene «title»".into(),
        ShapeFault::Fields(j) => {
            format!("sus campos no son los de una exportación: {}", json_fault(j))
        }
    }
}

/// Por qué el registro de acciones está dañado en una acción.
fn log_fault(f: &LogFault) -> String {
    match f {
        LogFault::Unreadable(j) => format!("la acción no se puede leer: {}", json_fault(j)),
        LogFault::NoId => "no tiene id".into(),
        LogFault::IdZero => "su id es 0, los ids cuentan desde 1".into(),
        LogFault::IdNotIncreasing { before, .. } => {
            format!("su id no sigue al id anterior ({before}): las acciones están desordenadas")
        }
        LogFault::UndoTargetNotBefore { target } => {
            format!("deshace hasta la acción {target}, que no está antes de ella")
        }
        LogFault::UndoWithNothingLeft => "deshace una acción, pero no queda ninguna".into(),
        LogFault::RedoWithNothingUndone => "rehace una acción, pero no se deshizo nada".into(),
    }
}

/// Por qué una acción no tiene equivalente en esta aplicación.
fn map_fault(f: &MapFault) -> String {
    match f {
        MapFault::AfterRoundBar => "llega después del final del marcador de ronda".into(),
        MapFault::AfterLastRound => "llega después de la última ronda de su tipo".into(),
        MapFault::PlayerNotInGame { id } => format!("el jugador {id} no está en esta partida"),
        MapFault::NotACompany { name } => format!("«{name}» no es una compañía de 1840"),
        MapFault::NobodyActs => "no nombra a nadie que actúe".into(),
        MapFault::PlayerCannot { kind } => {
            format!("un jugador no puede hacer «{kind}» en este momento")
        }
        MapFault::CompanyCannot { kind } => {
            format!("una compañía de tranvías no puede hacer «{kind}» en 1840")
        }
        MapFault::LineCannot { kind } => format!("una línea no puede hacer «{kind}» en 1840"),
        MapFault::StadtbahnOnlyRuns => "una compañía del Stadtbahn solo recorre".into(),
        MapFault::PrivateOnlySold => "una privada solo se puede vender a la banca".into(),
        MapFault::PrivateOwnerUnknown => {
            "el registro no muestra a quién pertenece esa privada".into()
        }
        MapFault::NoPrice => "no tiene precio".into(),
        MapFault::NoAmount => "el dividendo no tiene importe".into(),
        MapFault::DividendNotVariable => {
            "en 1840 los dividendos son cualquier múltiplo de 10".into()
        }
        MapFault::NoPrivate => "no nombra ninguna privada de 1840".into(),
        MapFault::OrderCardsAfterAuction => {
            "las cartas de orden de juego se eligen después de la subasta".into()
        }
        MapFault::NotAPlayingPosition => "la elección no es un puesto en el orden de juego".into(),
        MapFault::OnlyTramCompaniesParred => {
            "solo las compañías de tranvías reciben valor par".into()
        }
        MapFault::ParPriceUnreadable => "el valor par no se puede leer".into(),
        MapFault::OneCertificateAtATime => "en 1840 se compra un certificado cada vez".into(),
        MapFault::NotAShare { name } => {
            format!("«{name}» no es una acción de una compañía de 1840")
        }
        MapFault::DirectorCertificateWithPar => {
            "un certificado de director se compra al fijar el valor par".into()
        }
        MapFault::SaleOfOneCompany => "una venta es de acciones de una sola compañía".into(),
        MapFault::SaleNamesNoShares => "la venta no nombra ninguna acción".into(),
        MapFault::TooManyShares { count, units } => {
            format!("vende {count} acciones de una compañía, que tiene {units}")
        }
        MapFault::DirectorSaleWithoutPercent => {
            "la venta de un certificado de director no indica ningún porcentaje".into()
        }
        MapFault::NotWholeShares { percent } => {
            format!("vende un {percent} %, no acciones enteras del 10 %")
        }
        MapFault::NoOpeningBid { line } => {
            format!("la línea {line} salió a subasta sin puja inicial")
        }
        MapFault::LineNotUpForAuction { line } => {
            format!("la línea {line} no está en subasta")
        }
        MapFault::NoLineCard => "no nombra ninguna carta de línea de 1840".into(),
        MapFault::NotALine { name } => format!("«{name}» no es una línea"),
        MapFault::LineWithoutCompany { line } => {
            format!("la línea {line} actúa, pero ninguna compañía la compró")
        }
        MapFault::NoTramNamed => "no nombra ningún tranvía".into(),
        MapFault::NotATram { name } => format!("«{name}» no es un tranvía de 1840"),
        MapFault::NoBuyingSpace { color, price } => {
            format!("ningún espacio de compra vende un tranvía {} por {price}", colour(*color))
        }
        MapFault::NoSuchTram { company, tram } => {
            format!("{} no tiene ningún tranvía «{tram}»", tram_company(*company))
        }
        MapFault::NotAHex { label } => format!("«{label}» no es un hexágono del mapa"),
        MapFault::NoTileNamed => "no nombra ninguna loseta".into(),
        MapFault::NotATile { name } => format!("«{name}» no es una loseta de 1840"),
        MapFault::NotARotation => "el giro no está entre 0 y 5".into(),
        MapFault::OneRoutePerLine => "una línea lleva un tranvía, así que una ruta".into(),
        MapFault::NoCircleNamed => "no nombra ningún círculo".into(),
        MapFault::NotACircle { name } => format!("«{name}» no es un círculo del mapa"),
        MapFault::NotAStop { name } => format!("«{name}» no es una parada del mapa"),
        MapFault::OffTrack { hexes } => {
            format!("la ruta registrada {hexes} no sigue las vías del mapa")
        }
    }
}

/// En qué se aparta una configuración de las que prepara 18xx.games.
fn setup_fault(f: SetupFault) -> &'static str {
    match f {
        SetupFault::RuleOptions => "sus opciones de reglas no son las de 18xx.games",
        SetupFault::Board => "18xx.games no tiene ese tablero para tantos jugadores",
        SetupFault::Deal => "sus cartas no son las que reparte 18xx.games según su semilla",
    }
}

/// Por qué 18xx.games no aceptaría una acción.
fn export_fault(f: &ExportFault) -> String {
    match f {
        ExportFault::NoPrivateUpForAuction => "no hay ninguna privada en subasta".into(),
        ExportFault::NoLineUpForAuction => "no hay ninguna línea en subasta".into(),
        ExportFault::NotAParPrice => "ese no es un valor par".into(),
        ExportFault::NoCertificatesYet => "la compañía aún no tiene certificados".into(),
        ExportFault::NoCertificateForSale => "no hay ningún certificado a la venta".into(),
        ExportFault::NoTramOnSpace => "no hay ningún tranvía en ese espacio".into(),
        ExportFault::NoTramPrice => "ningún tranvía de ese color tiene precio ahí".into(),
        ExportFault::NoSuchTram => "la compañía no tiene ese tranvía".into(),
        ExportFault::LineTramUnknown => "no se conoce el tranvía de la línea".into(),
        ExportFault::NoStadtbahnMarker => "ahí no hay ningún marcador del Stadtbahn".into(),
        ExportFault::NoOfferWaiting => "ninguna oferta espera respuesta".into(),
        ExportFault::OnlyPlayersPrivatesReturn => {
            "18xx.games solo devuelve a la banca las privadas de los jugadores".into()
        }
        ExportFault::PrivatesReturnInShareRounds => {
            "18xx.games solo devuelve privadas a la banca en las rondas del mercado de valores"
                .into()
        }
        ExportFault::DepotRunsEmpty { round, color } => format!(
            "todos los tranvías que quedan son {c}, o no queda ninguno, cuando la {r} retira los \
             tranvías {c}; ahí 18xx.games se detiene con un error interno",
            c = colour_plural(*color),
            r = round_short(Round::Company(*round)),
        ),
        ExportFault::Route(e) => route_refusal(e),
    }
}

/// Por qué la jugada de una pista es buena: "+40 de ingresos para la línea 7 (80 → 120)".
pub(super) fn advice(reason: &Reason) -> String {
    match reason {
        Reason::Route { line, before, after } if after > before => {
            format!(
                "+{} de ingresos para la línea {line} ({} → {})",
                n(after - before),
                n(*before),
                n(*after)
            )
        }
        Reason::Route { line, before, after } if after == before => {
            format!(
                "La mejor ruta de la línea {line} sigue en {} por ahora; las partidas jugadas a partir de aquí favorecen esta jugada",
                n(*before)
            )
        }
        Reason::Route { line, before, after } => {
            format!(
                "La mejor ruta de la línea {line} pasa de {} a {}, pero las partidas jugadas a partir de aquí favorecen esta jugada",
                n(*before),
                n(*after)
            )
        }
        Reason::Run { line, revenue } => {
            format!("La línea {line} recorre su mejor ruta, que vale {}", n(*revenue))
        }
        Reason::Director { company, par } => {
            format!(
                "Pasas a ser director de {} a la par de {}: sus líneas ganan para tus acciones",
                tram_company(*company),
                n(*par)
            )
        }
        Reason::Holding { company: c, percent } => {
            format!("Te lleva al {percent}% de {}", company(*c))
        }
        Reason::Private { private: p, face } => format!(
            "{} vale hasta su valor nominal, {} G: paga la mitad en cada Ronda de compañías",
            private(*p),
            n(*face)
        ),
        Reason::EarlyCard => {
            "Una carta temprana te deja elegir antes una compañía privada".to_owned()
        }
        Reason::Dividend { company, kept: 0 } => {
            format!(
                "{} lo reparte todo: su cotización sube y tus acciones cobran",
                tram_company(*company)
            )
        }
        Reason::Dividend { company, kept } => format!(
            "Deja {} G en la tesorería de {} para un tranvía que sus líneas necesitan",
            n(*kept),
            tram_company(*company)
        ),
        Reason::TramForLine { company } => {
            format!(
                "Una línea de {} no tiene tranvía, y sin él no recorre nada",
                tram_company(*company)
            )
        }
        Reason::NewerTram { company } => format!(
            "Un tranvía más nuevo para {} antes de que los viejos se oxiden",
            tram_company(*company)
        ),
        Reason::TramOnLine { line } => format!("La línea {line} aún no tiene tranvía"),
        Reason::NewLine { company, lines } => {
            format!("Otra línea para {}, que tiene {lines}", tram_company(*company))
        }
        Reason::CompanyPrivate { private: p } => {
            format!(
                "La compañía obtiene la bonificación de {} para sus líneas, y tú el precio",
                private(*p)
            )
        }
        Reason::Pass => "Nada de lo que se ofrece vale ahora su precio".to_owned(),
        Reason::Other => {
            "Es la que mejor salió en las partidas jugadas a partir de aquí".to_owned()
        }
    }
}

/// Lo que dieron las partidas jugadas tras la jugada de una pista.
pub(super) fn outlook(futures: usize, margin: i64) -> String {
    let games = if futures == 1 {
        "1 partida jugada".to_owned()
    } else {
        format!("{futures} partidas jugadas")
    };
    if margin >= 0 {
        format!(
            "En {games} a partir de ahí, acabaste de media {} G por delante del rival más rico.",
            n(margin)
        )
    } else {
        format!(
            "En {games} a partir de ahí, acabaste de media {} G por detrás del rival más rico.",
            n(-margin)
        )
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
    use tramways_engine::game::CompanyId;

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
        let many = Refusal::SellTooMany {
            company: CompanyId::Tram(TramCompany::WienKagranner),
            sellable: 1,
        };
        assert!(refusal(&many, &Two).starts_with("puedes vender como máximo 1 acción de WKB"));
    }

    #[test]
    fn colours_agree_with_their_nouns() {
        assert_eq!(
            maintenance_change(TramColor::Yellow, 0, -50),
            "mantenimiento de los tranvías amarillos: 0 → -50 por recorrido"
        );
        assert_eq!(
            lay_refusal(&LayError::NotYet { color: TileColor::Brown }),
            "las losetas marrones aún no están disponibles"
        );
    }

    #[test]
    fn refusals_and_events_name_players() {
        let turn = Refusal::NotYourTurn { expected: Who::Player(0), got: Who::Player(1) };
        assert_eq!(refusal(&turn, &Two), "no es tu turno: ahora decide Ana, no Bruno");
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
