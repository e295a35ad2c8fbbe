//! The Spanish wording of every text, in the words of the Spanish rulebook (E. Trigueros,
//! 2020): see docs/glossary.md. Laid out as `en.rs`: a free function per phrase, the
//! [`Text`](super::Text) table as an exhaustive `match`, and `THOUSANDS`.

use super::owner;
use super::{Names, Text, company, group, private, tram_company};
use tramways_engine::bot::hint::Reason;
use tramways_engine::data::game_tables::{Round, TramColor, TramCompany, TramSpace, stadtbahn_row};
use tramways_engine::game::{Action, Event, Expected, PlayerId, Refusal, Who};
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

pub(super) fn text(key: Text) -> &'static str {
    match key {
        Text::Title => "1840 Vienna Tramways",
        Text::Tagline => {
            "Construye las líneas de tranvía de Viena, opera la Stadtbahn y gana más dinero que \
             nadie."
        }
        Text::NewGame => "Nueva partida de 1840",
        Text::BoardHeading => "El tablero de Viena",
        Text::ShowGallery => "Galería de losetas",
        Text::GalleryHeading => "Todas las losetas de la caja",
        Text::GalleryNote => {
            "Cada loseta en sus seis orientaciones, con el número de ejemplares de la caja."
        }
        Text::Back => "Volver",
        Text::MapLabel => "Mapa de Viena con las coordenadas de los hexágonos",
        Text::Credit => {
            "1840 Vienna Tramways es un juego de Leonhard Orgler. Edición digital hecha por \
             aficionados."
        }
        Text::NewGameHeading => "Nueva partida",
        Text::PlayerName => "Jugador",
        Text::AddPlayer => "Añadir jugador",
        Text::RemovePlayer => "Quitar",
        Text::Board => "Tablero",
        Text::BoardFull => "Tablero completo (3–6 jugadores)",
        Text::BoardSmall => "Mapa pequeño (3 jugadores)",
        Text::BoardTwo => "Tablero para dos jugadores",
        Text::Seed => "Semilla",
        Text::SeedNote => {
            "Los mismos nombres, tablero y semilla vuelven a repartir las mismas cartas."
        }
        Text::Rules => "Reglas",
        Text::RulesPrinted => "Reglamento impreso",
        Text::RulesEighteenXx => "Como en 18xx.games",
        Text::RulesEighteenXxNote => {
            "Se juega como en 18xx.games donde difiere del reglamento (privadas elegidas por \
             puja, compañías de tranvías sorteadas, ficha de estación de bonificación gratis, \
             todos los dividendos antes de los tranvías, …) y reparte sus cartas según la \
             semilla, para poder exportar allí la partida."
        }
        Text::StartGame => "Empezar la partida",
        Text::Undo => "Deshacer",
        Text::Redo => "Rehacer",
        Text::YourMoves => "Qué puedes hacer",
        Text::GameLog => "Registro de la partida",
        Text::Players => "Jugadores",
        Text::Companies => "Compañías",
        Text::Cash => "Efectivo",
        Text::Value => "Valor",
        Text::Loans => "Préstamos",
        Text::Privates => "Privadas",
        Text::Treasury => "Tesorería",
        Text::Revenue => "Beneficios",
        Text::Price => "Precio",
        Text::Pool => "Reserva",
        Text::Lines => "Líneas",
        Text::Trams => "Tranvías",
        Text::SharePrices => "Precio de las acciones",
        Text::GameOver => "La partida ha terminado",
        Text::Winner => "Ganador",
        Text::EndGameNow => "Terminar la partida ya",
        Text::PrivateAuction => "Compañías privadas",
        Text::FaceValue => "Valor facial",
        Text::Dividend => "Dividendo",
        Text::Owner => "Propietario",
        Text::Bank => "Banco",
        Text::Amount => "Cantidad",
        Text::Confirm => "Aceptar",
        Text::RoundBar => "Marcador de ronda",
        Text::HighBid => "Puja máxima",
        Text::BuyAndSell => "Comprar y vender acciones",
        Text::Buy => "Comprar por",
        Text::Sell => "Vender",
        Text::YouHold => "Tienes",
        Text::FutureTrams => "Por llegar",
        Text::TramsForSale => "Tranvías",
        Text::LinesForSale => "Líneas en venta",
        Text::Pay => "Repartir",
        Text::PerShare => "acción",
        Text::PriceTo => "precio →",
        Text::SavedGames => "Partidas guardadas",
        Text::Resume => "Continuar",
        Text::Delete => "Borrar",
        Text::ReallyDelete => "¿Borrar de verdad?",
        Text::Finished => "Terminada",
        Text::SetAside => "Una partida guardada no se pudo leer y se ha apartado:",
        Text::NotSaved => "No guardado:",
        Text::Certificates => "Certificados",
        Text::OrderCard => "Carta",
        Text::DefaultNames => "Ana,Bruno,Clara,David,Elena,Felipe",
        Text::BenchHeading => "Prueba de rendimiento del optimizador de rutas",
        Text::BenchNote => {
            "La mejor ruta de cada línea en un tablero denso de final de partida con 6 \
             jugadores, cronometrada en este navegador."
        }
        Text::BenchRunning => "Calculando…",
        Text::BenchAgain => "Repetir",
        Text::BenchLine => "Línea",
        Text::BenchStops => "Paradas",
        Text::BenchMedian => "Mediana ms",
        Text::BenchMax => "Máx. ms",
        Text::BenchAll => "Todas las líneas",

        // ----- Saved games, files, share links, tabs (persistence area, issue 9) -----
        Text::LastPlayed => "Última jugada",
        Text::NoSavedGames => {
            "Aún no hay partidas guardadas. Cada partida se guarda mientras juegas."
        }
        Text::MoreActions => "Más…",
        Text::FewerActions => "Cerrar",
        Text::Rename => "Renombrar",
        Text::GameName => "Nombre de la partida",
        Text::SaveName => "Guardar nombre",
        Text::Cancel => "Cancelar",
        Text::Duplicate => "Duplicar",
        Text::CopySuffix => "(copia)",
        Text::ExportFile => "Exportar archivo",
        Text::ExportEighteenXx => "Exportar a 18xx.games",
        Text::ExportEighteenXxFailed => "Esta partida no se puede exportar a 18xx.games:",
        Text::ErrNotEighteenXxRules => {
            "no se preparó como 18xx.games prepara 1840 (sus reglas y sus cartas según la \
             semilla): solo se pueden exportar allí las partidas empezadas con Reglas: Como en \
             18xx.games"
        }
        Text::ShareLink => "Enlace para compartir",
        Text::CopyLink => "Copiar enlace",
        Text::LinkCopied => "Enlace copiado.",
        Text::CopyFailed => "Este navegador no permite copiar: selecciona el enlace y cópialo.",
        Text::ShareNote => {
            "Quien abra este enlace recibe una copia de la partida en su navegador. No se sube \
             nada: toda la partida va en el enlace."
        }
        Text::Kilobytes => "KB",
        Text::ImportGame => "Importar un archivo de partida",
        Text::ImportNote => {
            "Un archivo exportado por esta aplicación, o una partida de 1840 exportada de \
             18xx.games."
        }
        Text::ImportFailed => "Este archivo no se puede importar; no se ha cambiado nada:",
        Text::LinkBroken => "Este enlace no se puede abrir; no se ha cambiado nada:",
        Text::ActionFailed => "No ha funcionado:",
        Text::FromEighteenXx => "Partida de 18xx.games",
        Text::ConflictHeading => "Esta partida ha cambiado en otra pestaña o ventana.",
        Text::LoadNewer => "Cargar la otra versión",
        Text::KeepAsCopy => "Guardar esta como copia",
        Text::ThisTabSuffix => "(copia guardada)",
        Text::ErrMissing => "la partida guardada ya no existe (¿se borró en otra pestaña?)",
        Text::ErrNotJson => "no es una partida guardada",
        Text::ErrNotOurs => "no es una partida guardada por esta aplicación",
        Text::ErrNewer => {
            "la guardó una versión más reciente de la aplicación (esquema {n}): actualiza la \
             aplicación para abrirla"
        }
        Text::ErrDamaged => "la partida guardada está dañada",
        Text::ErrReplay => "las jugadas guardadas no se pueden reproducir:",
        Text::ErrFull => {
            "el almacenamiento del navegador está lleno. Exporta o borra partidas antiguas para \
             hacer sitio; se conserva el último guardado."
        }
        Text::ErrNoStorage => "este navegador no permite guardar partidas",
        Text::ErrLinkNoGame => "el enlace no contiene ninguna partida",
        Text::ErrLinkFormat => {
            "el enlace lo creó una versión más reciente de la aplicación (formato {n}): \
             actualiza la aplicación para abrirlo"
        }
        Text::ErrLinkDamaged => "el enlace está dañado o cortado",
        Text::ErrFileEmpty => "el archivo está vacío",
        Text::ErrFileTooLarge => {
            "el archivo ocupa más de {n} MB, el máximo para un archivo de partida"
        }
        Text::ErrLinkTooLarge => {
            "el enlace contiene más de {n} MB de datos, más que cualquier partida"
        }
        Text::ErrFileNotJson => "no es un archivo de partida",
        Text::ErrFileUnknown => {
            "este archivo no es ni una partida exportada por esta aplicación ni una exportación \
             de 18xx.games"
        }
        Text::ErrFileUnreadable => "no se pudo leer el archivo",
        Text::ErrDownload => "el navegador no permitió la descarga",
        // ----- The game map and Line Rounds (issue 8) -----
        Text::ZoomIn => "Acercar",
        Text::ZoomOut => "Alejar",
        Text::FitMap => "Ajustar mapa",
        Text::GameMapLabel => {
            "Mapa de Viena con las losetas y las fichas de estación de la partida"
        }
        Text::TileSupply => "Losetas disponibles",
        Text::LineTreasury => "Tesorería",
        Text::HintLay => "Toca un hexágono con borde azul para colocar o mejorar una loseta.",
        Text::HintStadtbahn => {
            "Borde naranja: los siguientes hexágonos de los recorridos Stadtbahn."
        }
        Text::HintStation => "Toca un círculo verde para colocar una ficha de estación.",
        Text::HintRemoval => "Toca una ficha Stadtbahn con anillo rojo para retirarla por 40.",
        Text::HintBonus => "Bonificación Stadtbahn:",
        Text::DoneLay => "Loseta colocada",
        Text::DoneStadtbahn => "Loseta Stadtbahn colocada",
        Text::DoneStation => "Estación colocada",
        Text::Rotate => "Girar",
        Text::ConfirmChoice => "Confirmar",
        Text::Cost => "Coste",
        Text::Free => "gratis",
        Text::UpgradeWord => "mejora",
        Text::ModeNormal => "Loseta",
        Text::ModeStadtbahn => "Loseta Stadtbahn",
        Text::ModeBonus => "Loseta de bonificación",
        Text::RunTheTram => "Operar el tranvía",
        Text::SkipTheBonus => "Omitir la bonificación",
        Text::ShowRoute => "Mostrar la ruta",
        Text::RouteHeading => "Mejor ruta",
        Text::LandmarkBonus => "punto de referencia",
        Text::RouteRevenue => "Ruta",
        Text::Maintenance => "Mantenimiento",
        Text::Income => "Ingresos",
        Text::NoTram => "Sin tranvía: la línea no opera.",
        Text::NoRoute => "Sin ruta: el tranvía no obtiene beneficios.",
        Text::LastRun => "Último recorrido",
        Text::BuyPrivates => "Comprar una privada a un jugador",
        Text::BuyPrivateFor => "Comprar por",
        Text::Where => "en",
        Text::KeysHelp => {
            "Teclas: Tab hasta un hexágono o círculo marcado, Intro para elegirlo · R girar · \
             Intro confirmar · Esc cancelar · Ctrl+Z deshacer"
        }
        Text::Language => "Idioma",
        Text::PlayedBy => "Jugado por",
        Text::Person => "Persona",
        Text::BotRandom => "Ordenador (al azar)",
        Text::BotSteady => "Ordenador (constante)",
        Text::BotStrong => "Ordenador (fuerte)",
        Text::Computer => "ordenador",
        Text::PauseBots => "Pausar el ordenador",
        Text::ResumeBots => "Dejar jugar al ordenador",
        Text::BotSpeed => "Velocidad del ordenador",
        Text::SpeedNormal => "Normal",
        Text::SpeedFast => "Rápida",
        Text::SpeedInstant => "Instantánea",
        Text::Hint => "Pista",
        Text::HintHeading => "El ordenador fuerte jugaría:",
        Text::PlayHint => "Jugarla",
        Text::CloseHint => "Cerrar",
        Text::Thinking => "Pensando…",
        Text::HistoryNav => "Historial de la partida",
        Text::HistoryFirst => "Inicio de la partida",
        Text::HistoryPreviousRound => "Ronda anterior",
        Text::HistoryPrevious => "Acción anterior",
        Text::HistoryNext => "Acción siguiente",
        Text::HistoryNextRound => "Ronda siguiente",
        Text::BackToNow => "Volver al presente",
        Text::HistorySlider => "Momento de la partida",
        Text::StoryHeading => "La partida en gráficos",
        Text::ChartPrices => "Cotizaciones durante la partida",
        Text::ChartValues => "Valor de los jugadores durante la partida",
        Text::ChartCash => "Dinero de los jugadores durante la partida",
        Text::CashOnly => "Solo dinero",
        Text::ChartLines => "Ingresos de cada línea por ronda de líneas",
        Text::ChartDividends => "Dividendos por ronda de compañías",
        Text::ShowTable => "Tabla",
        Text::MarkPaid => "dividendo pagado",
        Text::MarkPartial => "pago parcial",
        Text::MarkWithheld => "retenido",
        Text::MarkSold => "acciones vendidas",
        Text::RoundColumn => "Ronda",
        Text::LineColumn => "Línea",
        Text::TotalColumn => "Total",
        Text::RankColumn => "Puesto",
        Text::SharesColumn => "Acciones",
        Text::TapAPoint => "Toca un punto para ver su valor.",
        Text::ErrEighteenXxWorker => "No se pudo iniciar el conversor de archivos de 18xx.games. Conéctate a internet una vez y vuelve a intentarlo ({reason}).",
        Text::ErrGameScreen => "no se pudo descargar la pantalla de la partida. Conéctate a internet una vez y vuelve a intentarlo.",
        Text::ErrElsewhere => "Una partida de {game}: se juega en su propia página de la aplicación.",
        Text::LogShowEarlier => "Mostrar líneas anteriores",
        Text::TbRulesEnd => "Cada carta es un pasajero, una estación o 1.000 en dinero. El jugador inicial empieza con 12 cartas de dinero, el otro con 15; cada uno tiene 6 en la mano.
Cuando se acaba el mazo, cada jugador descarta la mitad de su dinero (redondeando hacia abajo) y los descartes se barajan en un mazo nuevo.
La partida termina justo después de la 10.ª puntuación: gana quien tenga más puntos de victoria; si empatan, más dinero.",
        Text::TbRulesEndTitle => "Cartas, dinero y final",
        Text::TbRulesScoring => "El 4.º pasajero en una terminal puntúa su color para los dos jugadores: cada columna de ese color con tranvía puntúa los puntos de victoria de sus cartas por el multiplicador del tranvía (caballos ×2, vapor ×3, eléctrico ×4). Después se descartan los 4 pasajeros.
La 8.ª carta de una columna hace que esa columna puntúe una vez en el acto, como viaje extra (los viajes extra no cuentan entre las 10 puntuaciones).
Puntos de victoria de una carta de estación: valores 1–6 dan 1, 7–9 dan 2, el 10 da 3; los revisores no dan nada. (Las partidas empezadas antes de la corrección de esta aplicación de diciembre de 2026 conservan la lectura anterior: 1–4, 5–7, 8–10; tranvías repuestos tras cada compra.)",
        Text::TbRulesScoringTitle => "Puntuación",
        Text::TbRulesTurn => "1. Pasajeros (obligatorio): juega 1 o 2 cartas de la mano a la terminal de su color; un revisor va a cualquier terminal.
2. Estaciones: juega cuantas cartas quieras en tus columnas. Una columna tiene un color y valores estrictamente crecientes (con huecos); un revisor cabe en cualquier sitio por debajo del 10; un 10 cierra la columna. Una carta de estación puede empezar una columna nueva.
3. Dinero: pon cartas de la mano boca abajo en tu montón de dinero (cada una vale 1.000).
4. Tranvías: compra tranvías expuestos con cartas de dinero (caballos 5, vapor 10, eléctrico 15 cartas) y pon cada uno en una columna tuya sin tranvía; allí se queda. Los tranvías expuestos solo se reponen al final de tu turno.
5. Fin: se reponen los tranvías expuestos hasta 3; tus columnas sin tranvía van a tu montón de dinero; roba hasta tener 6 cartas.",
        Text::TbRulesTurnTitle => "Un turno, paso a paso",
        Text::TrambahnTagline => "Un juego de cartas para dos: las líneas de tranvía de Múnich, pasajeros y terminales. Juega con alguien en una tableta, o contra el ordenador.",
        Text::ErrTrambahnRules => "Esta partida se jugó con la versión {n} de las reglas, más nueva de las que conoce esta aplicación: ábrela con una versión más nueva de la aplicación.",
        Text::TbFirstRulesNote => "Esta partida empezó con la lectura anterior de las reglas de esta aplicación (puntos de estación 1–4, 5–7, 8–10; tranvías repuestos tras cada compra) y sigue con ellas, tal como se jugó. Las partidas nuevas siguen las reglas corregidas.",
        Text::ErrTrambahnVersion => "Esta partida guardada tiene el formato {n}, más nuevo de lo que entiende esta aplicación.",
        Text::ErrTrambahnDeck => "El mazo preparado no son las 120 cartas del juego, cada una una vez.",
        Text::ErrTrambahnPlayers => "Trambahn es un juego para dos jugadores, no {n}.",
        Text::ErrTrambahnNames => "Cada jugador necesita un nombre propio.",
        Text::TrambahnSeedNote => "Los mismos nombres y semilla barajan las mismas cartas de nuevo.",
        Text::SwapSeats => "Cambiar quién empieza",
        Text::StartsFirst => "{name} empieza: 12 cartas de dinero; {other} toma 15.",
        Text::TrambahnIntro => "Un juego de cartas para dos de Helmut Ohley: construye las líneas de tranvía de Múnich, llena las terminales de pasajeros y consigue más puntos. Unos 30 minutos.",
        Text::NewTrambahnHeading => "Nueva partida de Trambahn",
        Text::NewTrambahnGame => "Nueva partida de Trambahn",
        Text::GameVienna => "1840",
        Text::GameTrambahn => "Trambahn",
        Text::TrambahnScorings => "Puntuación {n} de 10",
        Text::ErrOtherGame => "Es un juego que esta versión de la aplicación no conoce ({kind}). Actualiza la aplicación para abrirlo.",
        Text::TbColumns => "Columnas",
        Text::TbPoints => "PV",
        Text::TbWaitTurn => "Juega el otro jugador.",
        Text::TbHandHidden => "Las manos están ocultas.",
        Text::TbTieBreak => "Gana quien tenga más puntos de victoria; a igualdad de puntos, quien tenga más dinero.",
        Text::TbSharedWin => "Victoria compartida: los mismos puntos de victoria y el mismo dinero.",
        Text::TbTapColumn => "Toca una de tus columnas sin tranvía, o el tranvía otra vez para dejarlo.",
        Text::TbTapPlace => "Toca un lugar iluminado para jugar la carta allí, o la carta otra vez para quedártela.",
        Text::TbTapCard => "Toca una carta de tu mano, o un tranvía a la venta, para jugarla.",
        Text::TbNoColumns => "Aún no hay columnas.",
        Text::TbNoTram => "Sin tranvía",
        Text::TbExtraTourDone => "Viaje extra hecho",
        Text::TbClosed => "Cerrada con su 10",
        Text::TbVictoryPoints => "Puntos de victoria",
        Text::TbMoney => "Dinero",
        Text::TbHand => "Mano",
        Text::TbConductor => "Revisor",
        Text::TbEndTurn => "Terminar turno",
        Text::TbToMoney => "Al dinero",
        Text::TbNewColumn => "Columna nueva",
        Text::TbNoMovesYet => "Aún no hay jugadas.",
        Text::TbLastMoves => "Últimas jugadas",
        Text::TbScoring => "Puntuación",
        Text::TbScorePad => "Hoja de puntuación",
        Text::TbDiscard => "Descarte",
        Text::TbDeck => "Mazo",
        Text::TbTramsLeft => "Tranvías restantes",
        Text::TbTramsOnOffer => "Tranvías a la venta",
        Text::TbTerminals => "Terminales",
        // Trambahn: newcomer (issue 49)
        Text::TbEndTurnSure => "¿Terminar el turno igualmente?",
        Text::TbEndTurnAnyway => "Sí, terminar turno",
        Text::TbGoBack => "Volver al turno",
        Text::AppName => "Vienna Tramways y Trambahn",
        Text::CreditTrambahn => "Trambahn es un juego de Helmut Ohley (Lookout Spiele, 2015). Edición digital hecha por aficionados.",
        Text::CreditAll => "1840 Vienna Tramways es un juego de Leonhard Orgler; Trambahn es un juego de Helmut Ohley (Lookout Spiele, 2015). Edición digital hecha por aficionados.",
        Text::SeatsPeople => "Dos personas en un dispositivo",
        Text::VsComputer => "Contra el ordenador ({level})",
        Text::SeatsComputers => "Ordenador contra ordenador",
        Text::LevelRandom => "al azar",
        Text::LevelSteady => "constante",
        Text::LevelStrong => "fuerte",
        Text::TbWhoPeople => "{a} y {b} juegan en este dispositivo y se lo pasan en cada turno; cada mano queda oculta hasta que su jugador toca.",
        Text::TbWhoComputer => "{person} juega contra el ordenador ({level}), llamado {bot}.",
        Text::TbWhoComputers => "El ordenador juega los dos puestos: {a} y {b}.",
        Text::RulesEnd => "La partida termina tras la RC6, o antes si los jugadores lo acuerdan (menú Partida).
El valor de cada jugador: dinero, más cada acción a su precio (un certificado de director cuenta como cinco acciones), menos 200 por préstamo. Gana el valor más alto.",
        Text::RulesEndTitle => "El final",
        Text::RulesLine => "Las líneas actúan por número. Cada una puede, una vez cada cosa y en cualquier orden: colocar o mejorar una loseta, poner un marcador de estación (de 20 a 100), quitar un marcador del Stadtbahn por 40 y, desde la RL2a, comprar una privada a un jugador, que debe aceptar el precio.
Después su tranvía recorre la mejor ruta (la aplicación la encuentra): paradas, intercambiadores con marcador propio de la línea y +20 por cada monumento de una privada de su compañía; se descuenta el mantenimiento.
El ingreso va al espacio de ingresos de la compañía; una pérdida la paga la tesorería y después el director.
Losetas verdes desde la RL2a, marrones desde la RL4a, grises desde la RL5a.",
        Text::RulesLineTitle => "Rondas de líneas",
        Text::RulesCompany => "Las privadas pagan sus dividendos; los tranvías avanzan por las casillas de compra.
Las compañías de tranvías actúan en orden de compañías, primero el precio más alto: cada una reparte su espacio de ingresos (de 10 en 10; el precio se mueve según cuánto) o lo retiene, y después puede comprar tranvías, tres como máximo.
Las compañías del Stadtbahn recorren sus trayectos y lo reparten todo a sus accionistas: el doble en la RC4, el triple en la RC5, diez veces en la RC6.
Subasta de líneas (no en la RC6): las compañías sacan líneas y pujan; cada una compra como mucho una línea por ronda y tres en la partida. Una compañía sin tranvía al final debe comprar uno.",
        Text::RulesCompanyTitle => "Rondas de compañías",
        Text::RulesShare => "Por turno, cada jugador puede vender acciones y después comprar un certificado, o pasar; la ronda termina cuando todos pasan seguidos.
La RMV1 da la vuelta a la mesa: cada jugador compra primero el certificado de director de una compañía de tranvías a la par de 70 a 100 (el derecho de preferencia paga 350); en la RMV1 no se vende; las compañías que nadie eligió salen del juego.
Cada acción vendida baja el precio una casilla; una compañía vendida en esta ronda no se puede volver a comprar en ella. Nadie puede tener el 60% o más de una compañía, ni más certificados que el límite.
Al final, una compañía de tranvías con todas sus acciones en manos de jugadores sube una casilla, y el jugador con más dinero coge la carta 1.",
        Text::RulesShareTitle => "Rondas del mercado de valores",
        Text::RulesPre => "Quien tiene la carta 1 elige una privada y puede abrir con su valor nominal o más; los demás, por turno en la mesa, suben de 5 en 5 o pasan y quedan fuera de esa subasta.
El último postor paga a la banca y se queda la privada; después elige la carta siguiente, o pasa.
Si nadie puja por la primera privada, su precio baja 5 (a 0 se la queda el jugador inicial); si es una posterior, las privadas vendidas pagan sus dividendos y se vuelve a elegir.
Cuando todas están vendidas, los jugadores cogen nuevas cartas de orden de juego, primero quien tiene menos dinero.",
        Text::RulesPreTitle => "Ronda previa: las compañías privadas",
        Text::CloseRules => "Cerrar",
        Text::RulesNote => "Nuestro propio resumen, ronda a ronda; manda el reglamento. La aplicación solo ofrece jugadas legales y dice por qué rechaza una.",
        Text::RulesHeading => "Las reglas en breve",
        Text::PlayerColumn => "Jugador",
        Text::DirectorColumn => "Director",
        Text::SharesHeld => "Acciones",
        Text::CompanyOrderNote => {
            "El orden de la próxima ronda de compañías: primero el precio más alto; a igual precio va primero la ficha de encima de su casilla, después la que está más a la derecha."
        }
        Text::CompanyOrder => "Orden de las compañías",
        Text::StadtbahnRunSum => "{base} × {multiplier} = {total} ({share} por acción)",
        Text::StadtbahnRuns => "Recorridos del Stadtbahn",
        Text::AuctionALine => "Sacar una línea a subasta",
        Text::SeatOrderNote => {
            "Esta ronda da la vuelta a la mesa en el orden de las cartas de orden de juego repartidas al principio, no en el orden en que se escribieron los nombres: {order}."
        }
        Text::BonusUnusable => {
            "Su bonificación no se puede usar aquí ahora (nada de lo que permite es posible): se perdería."
        }
        Text::IncomeWithChoice => "Ingresos de la línea {line}: {now} → {after}",
        Text::Company => "Compañía",
        Text::CashOnTop => "pagas {cash}",
        Text::ParTableNote => {
            "Tu carta de derecho preferente paga parte del certificado; cada botón muestra el efectivo que pagas además."
        }
        Text::ParTableHeading => {
            "Fundar una compañía de tranvías: certificado de director por precio de salida"
        }
        Text::More => "Más",
        Text::Less => "Menos",
        Text::TreasuryKeeps => "La tesorería se queda",
        Text::PayAPart => "Repartir una parte",
        Text::Withhold => "Retener",
        Text::PayAll => "Repartir todo",
        Text::EndedByAgreement => {
            "Los jugadores terminaron la partida de mutuo acuerdo en {round}."
        }
        Text::EndedAtTheEnd => "La partida terminó al final de {round}, como marcan las reglas.",
        Text::KeepPlaying => "Seguir jugando",
        Text::EndTheGame => "Terminar la partida",
        Text::EndGameQuestion => {
            "¿Terminar la partida ya? Se puntúa tal como está y no se puede seguir jugando:"
        }
        Text::GameMenu => "Partida ▾",
        Text::OfferPrivateFor => "Ofrecer",
        // Trambahn: history (looking back)
        Text::HistoryPreviousTurn => "Turno anterior",
        Text::HistoryNextTurn => "Turno siguiente",
        Text::TbHandsHiddenPast => "Al mirar atrás, las dos manos siguen ocultas.",
        // issue 50: words a newcomer can read (history, private return)
        Text::HistoryRoundStart => "Inicio de esta ronda",
        Text::HistoryTurnStart => "Inicio de este turno",
        Text::ReturnPrivatesHeading => "Devolver una privada al banco",
        Text::ReturnPrivateFor => "Devolver por {price}",
        Text::ReturnPrivateQuestion => {
            "¿Devolver {private} al banco? El banco paga {price} a {owner}; no más dividendos."
        }
        Text::ReturnPrivateConfirm => "Devolverla",
        // issue 50: words a newcomer can read (item 8)
        Text::ChipValue => "valor",
        Text::ValueExplained => {
            "Valor {value} = dinero {cash} + acciones {shares} + privadas {privates} − préstamos {loans}"
        }
        Text::OrderCardNote => {
            "Carta de orden: tu puesto en las siguientes rondas del mercado de valores (el 1 primero); elige antes quien tiene menos dinero."
        }
        Text::ScrapNote => {
            "Desguazar saca un tranvía para siempre, sin pago. (1), (2)… numeran los tranvías de la compañía."
        }
        Text::RouteMinusMaintenance => {
            "ruta {revenue} − mantenimiento {maintenance} = {income}"
        }
        Text::RoutePlusBonus => "ruta {revenue} + bonificación {bonus} = {income}",
        Text::IncomeUnchanged => "No está en la mejor ruta de la línea ahora: aún no suma nada.",
        Text::StadtbahnRunsExplained => {
            "Las rutas del Stadtbahn ahora, y su pago en la próxima ronda de compañías"
        }
    }
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
