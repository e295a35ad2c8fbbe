//! The Spanish wording of every text, in the words of the Spanish rulebook (E. Trigueros,
//! 2020): see docs/glossary.md. Laid out as `en.rs`: a free function per phrase, the
//! [`Text`](super::Text) table as an exhaustive `match`, and `THOUSANDS`.

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
/// exportación (y las notas del importador sobre un registro dañado) quedan como están.
pub(super) fn import_problem(e: &ImportError, names: &(impl Names + ?Sized)) -> String {
    match e {
        ImportError::NotJson(why) => format!("este archivo no es JSON: {why}"),
        ImportError::Truncated(why) => {
            format!("este archivo termina demasiado pronto, parece cortado: {why}")
        }
        ImportError::NotAnExport(why) => {
            format!("esto no es una exportación de 18xx.games: {why}")
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
        ImportError::Log { index, reason } => format!(
            "el registro de acciones está dañado o incompleto en la acción {index}: {reason}"
        ),
        ImportError::UnknownAction { index, kind } => {
            format!("la acción {index} es del tipo «{kind}», que no es una acción de 1840")
        }
        ImportError::Unmappable { index, kind, reason } => {
            format!("la acción {index} ({kind}) no se puede importar: {reason}")
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
        ExportError::Setup(_) => text(Text::ErrNotEighteenXxRules).into(),
        ExportError::Invalid(e) => {
            format!("la configuración no es válida: {}", setup_problem(e))
        }
        ExportError::Refused { index, kind, error } => {
            format!("la acción {index} ({kind}) es rechazada: {}", refusal(error, names))
        }
        ExportError::NotAccepted { index, kind, reason } => {
            format!("la acción {index} ({kind}) no se puede jugar en 18xx.games: {reason}")
        }
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

#[cfg(test)]
mod tests {
    use super::*;
    use tramways_engine::data::game_tables::TramCompany;
    use tramways_engine::game::{CompanyId, PlayerId};

    struct Two;
    impl Names for Two {
        fn player(&self, player: PlayerId) -> String {
            ["Ana", "Bruno"][usize::from(player)].into()
        }
    }

    #[test]
    fn loans_are_singular_or_plural() {
        let many = Refusal::SellTooMany {
            company: CompanyId::Tram(TramCompany::WienKagranner),
            sellable: 1,
        };
        assert!(refusal(&many, &Two).starts_with("puedes vender como máximo 1 acción de WKB"));
    }

    #[test]
    fn colours_agree_with_their_nouns() {
        assert_eq!(
            lay_refusal(&LayError::NotYet { color: TileColor::Brown }),
            "las losetas marrones aún no están disponibles"
        );
    }

    #[test]
    fn refusals_and_events_name_players() {
        let turn = Refusal::NotYourTurn { expected: Who::Player(0), got: Who::Player(1) };
        assert_eq!(refusal(&turn, &Two), "no es tu turno: ahora decide Ana, no Bruno");
    }
}
