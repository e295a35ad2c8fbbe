//! Trambahn's words (Spanish), in builds with the `trambahn` feature (issue 24).

use super::*;

/// A player of a Trambahn log line, quoted briefly (names come from files and links).
fn tb_name(player: u8, names: &(impl Names + ?Sized)) -> String {
    tramways_engine::brief::quote(&names.player(player))
}

/// A Trambahn colour's name (masculine: un 7 azul, el revisor).
pub(in crate::i18n) fn tb_colour(c: trambahn_engine::Colour) -> &'static str {
    use trambahn_engine::Colour::*;
    match c {
        Blue => "azul",
        Red => "rojo",
        Green => "verde",
        Yellow => "amarillo",
    }
}

/// A colour agreeing with a feminine noun (la terminal, la columna, la estación).
fn tb_colour_f(c: trambahn_engine::Colour) -> &'static str {
    use trambahn_engine::Colour::*;
    match c {
        Blue => "azul",
        Red => "roja",
        Green => "verde",
        Yellow => "amarilla",
    }
}

/// A tram kind's name.
pub(in crate::i18n) fn tb_tram_kind(k: trambahn_engine::TramKind) -> &'static str {
    use trambahn_engine::TramKind::*;
    match k {
        Horse => "tranvía de caballos",
        Steam => "tranvía de vapor",
        Electric => "tranvía eléctrico",
    }
}

/// A card face up: "7 azul", "revisor".
pub(in crate::i18n) fn tb_card(card: trambahn_engine::CardId) -> String {
    match card.card() {
        Some(trambahn_engine::Card::Station { colour, value }) => {
            format!("{value} {}", tb_colour(colour))
        }
        _ => "revisor".into(),
    }
}

/// The step of the turn.
pub(in crate::i18n) fn tb_step(step: trambahn_engine::Step) -> String {
    use trambahn_engine::Step;
    match step {
        Step::Passengers { played: 0 } => "Paso 1: un pasajero (o dos)".into(),
        Step::Passengers { played } => {
            format!("Paso 1: pasajeros ({played} de 2 jugados)")
        }
        Step::Stations => "Paso 2: estaciones".into(),
        Step::Money => "Paso 3: dinero".into(),
        Step::Trams => "Paso 4: tranvías".into(),
        Step::Over => "La partida ha terminado".into(),
    }
}

/// Whose turn.
pub(in crate::i18n) fn tb_turn(name: &str) -> String {
    format!("Turno de {name}")
}

/// The computer thinks for a seat.
pub(in crate::i18n) fn tb_thinking(name: &str) -> String {
    format!("{name} (ordenador) está pensando…")
}

/// The pass-and-play curtain's button.
pub(in crate::i18n) fn tb_pass_to(name: &str) -> String {
    format!("Pasa la tableta a {name}: toca cuando esté listo")
}

/// The winner on the end screen.
pub(in crate::i18n) fn tb_winner(name: &str, points: u32) -> String {
    match points {
        1 => format!("{name} gana con 1 punto de victoria"),
        _ => format!("{name} gana con {points} puntos de victoria"),
    }
}

/// Passengers a terminal still needs before it scores.
pub(in crate::i18n) fn tb_until_scoring(n: usize) -> String {
    match n {
        0 | 1 => "puntúa con el próximo pasajero".into(),
        _ => format!("faltan {n} pasajeros para puntuar"),
    }
}

/// The regular scorings so far.
pub(in crate::i18n) fn tb_scorings(done: u8, of: u8) -> String {
    format!("{done} de {of} puntuaciones")
}

/// A player's money.
pub(in crate::i18n) fn tb_money(cards: usize, marks: &str) -> String {
    match cards {
        1 => format!("1 carta · {marks} marcos"),
        _ => format!("{cards} cartas · {marks} marcos"),
    }
}

/// A tram's price.
pub(in crate::i18n) fn tb_price(cards: u32, marks: &str) -> String {
    format!("{cards} cartas de dinero · {marks} marcos")
}

/// Cards in a hand.
pub(in crate::i18n) fn tb_hand_size(n: usize) -> String {
    match n {
        1 => "1 carta en la mano".into(),
        _ => format!("{n} cartas en la mano"),
    }
}

/// A column, said.
pub(in crate::i18n) fn tb_column(column: usize, colour: trambahn_engine::Colour) -> String {
    format!("columna {} ({})", column.saturating_add(1), tb_colour_f(colour))
}

/// Cards a column needs before its extra tour.
pub(in crate::i18n) fn tb_to_extra_tour(n: usize) -> String {
    match n {
        1 => "viaje extra con la próxima carta".into(),
        _ => format!("faltan {n} cartas para el viaje extra"),
    }
}

/// A column's run.
pub(in crate::i18n) fn tb_run(station_points: u32, multiplier: u32, points: u32) -> String {
    format!("{station_points} × {multiplier} = {points} puntos")
}

/// What a lit place plays.
pub(in crate::i18n) fn tb_target(action: &trambahn_engine::Action) -> String {
    use trambahn_engine::Action;
    match action {
        Action::PlayPassenger { card, terminal } => {
            format!("{} como pasajero a la terminal {}", tb_card(*card), tb_colour_f(*terminal))
        }
        Action::StartColumn { card } => format!("{}: empezar una columna nueva", tb_card(*card)),
        Action::PlayStation { card, column } => {
            format!("{} a la columna {}", tb_card(*card), column.saturating_add(1))
        }
        Action::PutToMoney { card } => format!("{} al dinero", tb_card(*card)),
        Action::BuyTram { tram, column } => {
            let kind = tram.row().map_or("tranvía", |r| tb_tram_kind(r.kind));
            format!("Comprar el {kind} para la columna {}", column.saturating_add(1))
        }
        Action::EndTurn => "Terminar el turno".into(),
    }
}

/// A row of the score pad.
pub(in crate::i18n) fn tb_scoring_title(
    kind: trambahn_engine::ScoringKind,
    names: &(impl Names + ?Sized),
) -> String {
    use trambahn_engine::ScoringKind;
    match kind {
        ScoringKind::Regular { colour, number } => {
            format!("{number}: terminal {}", tb_colour_f(colour))
        }
        ScoringKind::ExtraTour { player, column } => {
            format!("Viaje extra: {}, columna {}", tb_name(player, names), column.saturating_add(1))
        }
    }
}

/// The columns that ran in a scoring.
fn tb_lines(lines: &[trambahn_engine::ColumnScore], names: &(impl Names + ?Sized)) -> String {
    if lines.is_empty() {
        return "no recorre ninguna columna".into();
    }
    let each: Vec<String> = lines
        .iter()
        .map(|l| {
            format!(
                "{}, columna {}: {}",
                tb_name(l.player, names),
                l.column.saturating_add(1),
                tb_run(l.station_points, l.multiplier, l.points)
            )
        })
        .collect();
    each.join("; ")
}

/// One line of Trambahn's log.
pub(in crate::i18n) fn tb_event(
    event: &trambahn_engine::Event,
    names: &(impl Names + ?Sized),
) -> String {
    use trambahn_engine::{EndReason, Event, ScoringKind};
    match event {
        Event::PassengerPlayed { player, card, terminal } => format!(
            "{} manda un pasajero ({}) a la terminal {}",
            tb_name(*player, names),
            tb_card(*card),
            tb_colour_f(*terminal)
        ),
        Event::Scored { kind: ScoringKind::Regular { colour, number }, lines } => format!(
            "Puntuación {number} de 10 en la terminal {}: {}",
            tb_colour_f(*colour),
            tb_lines(lines, names)
        ),
        Event::Scored { kind: ScoringKind::ExtraTour { .. }, lines } => {
            format!("Viaje extra: {}", tb_lines(lines, names))
        }
        Event::PassengersDiscarded { terminal, cards } => format!(
            "Los {} pasajeros de la terminal {} se descartan",
            cards.len(),
            tb_colour_f(*terminal)
        ),
        Event::ColumnStarted { player, column, card } => format!(
            "{} empieza la columna {} con un {}",
            tb_name(*player, names),
            column.saturating_add(1),
            tb_card(*card)
        ),
        Event::StationPlayed { player, column, card } => format!(
            "{} añade un {} a la columna {}",
            tb_name(*player, names),
            tb_card(*card),
            column.saturating_add(1)
        ),
        Event::PutToMoney { player, .. } => {
            format!("{} pone una carta en su dinero", tb_name(*player, names))
        }
        Event::TramBought { player, tram, column, refill, .. } => {
            let kind = tram.row().map_or("tranvía", |r| tb_tram_kind(r.kind));
            let bought = format!(
                "{} compra un {kind} (×{}) para la columna {} y paga {} cartas de dinero",
                tb_name(*player, names),
                tram.multiplier(),
                column.saturating_add(1),
                tram.price_cards()
            );
            match refill.and_then(|t| t.row()) {
                Some(row) => format!("{bought}; sale a la venta un {}", tb_tram_kind(row.kind)),
                None => bought,
            }
        }
        Event::ColumnsToMoney { player, columns, cards } => format!(
            "{}: {columns} columna(s) sin tranvía pasan al dinero ({cards} cartas)",
            tb_name(*player, names)
        ),
        Event::Reshuffled { from_money, deck } => format!(
            "El mazo se ha agotado: {} descarta {} cartas de dinero y {} descarta {}; el mazo nuevo tiene {deck} cartas",
            tb_name(0, names),
            from_money[0],
            tb_name(1, names),
            from_money[1]
        ),
        Event::DisplayRefilled { trams } => {
            let kinds: Vec<&str> =
                trams.iter().map(|t| t.row().map_or("tranvía", |r| tb_tram_kind(r.kind))).collect();
            format!("Se reponen los tranvías expuestos: {}", kinds.join(", "))
        }
        Event::Drew { player, count } => format!("{} roba {count}", tb_name(*player, names)),
        Event::TurnEnded { player, next } => {
            format!("{} termina su turno; juega {}", tb_name(*player, names), tb_name(*next, names))
        }
        Event::GameEnded { reason: EndReason::TenthScoring } => {
            "La partida termina con la décima puntuación".into()
        }
        Event::GameEnded { reason: EndReason::CardsExhausted } => {
            "La partida termina: no queda ninguna carta para jugar".into()
        }
    }
}

/// A step of the turn, named in a refusal.
fn tb_turn_step(step: trambahn_engine::TurnStep) -> &'static str {
    use trambahn_engine::TurnStep;
    match step {
        TurnStep::Passengers => "de los pasajeros",
        TurnStep::Stations => "de las estaciones",
        TurnStep::Money => "del dinero",
        TurnStep::Trams => "de los tranvías",
    }
}

/// Why Trambahn's engine refused a move.
pub(in crate::i18n) fn tb_refusal(r: &trambahn_engine::Refusal) -> String {
    use trambahn_engine::Refusal;
    match r {
        Refusal::GameOver => "la partida ha terminado".into(),
        Refusal::PassengerFirst => "primero juega un pasajero: el paso 1 es obligatorio".into(),
        Refusal::PassengersDone => "ya se han jugado dos pasajeros en este turno".into(),
        Refusal::StepOver { step } => format!(
            "el paso {} de este turno ha terminado: los pasos van en orden",
            tb_turn_step(*step)
        ),
        Refusal::NotInHand { card } => format!("el {} no está en tu mano", tb_card(*card)),
        Refusal::WrongTerminal { card, terminal } => format!(
            "un pasajero va a la terminal de su color: el {} no puede ir a la terminal {}",
            tb_card(*card),
            tb_colour_f(*terminal)
        ),
        Refusal::ConductorStartsNoColumn => "un revisor no puede empezar una columna".into(),
        Refusal::NoSuchColumn { column } => {
            format!("no hay columna {}", column.saturating_add(1))
        }
        Refusal::ColumnClosed { column } => format!(
            "la columna {} termina con su 10: no se le añade nada más",
            column.saturating_add(1)
        ),
        Refusal::WrongColour { column_colour, card_colour } => format!(
            "una estación {} no va en una columna {}",
            tb_colour_f(*card_colour),
            tb_colour_f(*column_colour)
        ),
        Refusal::NotAscending { last, value } => {
            format!("los valores de las estaciones suben: un {value} no puede seguir a un {last}")
        }
        Refusal::TramNotOnDisplay { .. } => "ese tranvía no está a la venta".into(),
        Refusal::ColumnHasTram { column } => {
            format!("la columna {} ya tiene un tranvía", column.saturating_add(1))
        }
        Refusal::CannotAfford { price, money } => {
            format!("el tranvía cuesta {price} cartas de dinero; tienes {money}")
        }
    }
}

// Trambahn: newcomer (issue 49)
/// What End turn sends to money, said before it.
pub(in crate::i18n) fn tb_end_turn_loss(columns: usize, cards: usize) -> String {
    let cards = match cards {
        1 => "1 carta".to_owned(),
        _ => format!("{cards} cartas"),
    };
    match columns {
        1 => format!("1 columna sin tranvía pasa a tu dinero ({cards})"),
        _ => format!("{columns} columnas sin tranvía pasan a tu dinero ({cards})"),
    }
}

// ----- Trambahn: hint, charts and the end (issue 49) -----

/// Why the hinted move is good.
pub(in crate::i18n) fn tb_hint_reason(
    reason: &trambahn_engine::bot::hint::Reason,
    other: &str,
) -> String {
    use trambahn_engine::bot::hint::Reason;
    match *reason {
        Reason::Scores { colour, mine, theirs, last } => {
            let end = if last { ", y la partida termina" } else { "" };
            format!(
                "Puntúa la terminal {} ahora: +{mine} para ti, +{theirs} para {other}{end}.",
                tb_colour_f(colour)
            )
        }
        Reason::Passenger { colour, to_score, mine, theirs } => format!(
            "Un pasajero para la terminal {c}: puntúa tras {to_score} más (ahora +{mine} para \
             ti, +{theirs} para {other}).",
            c = tb_colour_f(colour)
        ),
        Reason::ExtraTour { column, points } => format!(
            "La 8.ª carta de la columna {}: su viaje extra te da +{points} ahora.",
            column.saturating_add(1)
        ),
        Reason::StartsColumn { colour, tram: Some(kind) } => format!(
            "Empieza una columna {} para la que puedes comprar un {} en este turno.",
            tb_colour_f(colour),
            tb_tram_kind(kind)
        ),
        Reason::StartsColumn { colour, tram: None } => format!(
            "Empieza una columna {} (necesita un tranvía antes del final del turno).",
            tb_colour_f(colour)
        ),
        Reason::Extends { column, station_points, multiplier: Some(m), .. } => format!(
            "Amplía la columna {}: {station_points} puntos de estación × {m} = {} en cada \
             recorrido.",
            column.saturating_add(1),
            station_points.saturating_mul(m)
        ),
        Reason::Extends { column, station_points, multiplier: None, .. } => format!(
            "Amplía la columna {}: {station_points} puntos de estación (necesita un tranvía).",
            column.saturating_add(1)
        ),
        Reason::ToMoney { cards, tram: Some(kind) } => format!(
            "Pone una carta como dinero: {cards} cartas de dinero, suficiente para un {}.",
            tb_tram_kind(kind)
        ),
        Reason::ToMoney { cards, tram: None } => {
            format!("Pone una carta como dinero: {cards} cartas de dinero.")
        }
        Reason::BuysTram { kind, column, colour, runs } => format!(
            "Un {} para la columna {} ({}): puntúa {runs} puntos en cada recorrido.",
            tb_tram_kind(kind),
            column.saturating_add(1),
            tb_colour_f(colour)
        ),
        Reason::EndTurn { columns: 0, .. } => "Nada más merece la pena en este turno.".into(),
        Reason::EndTurn { columns: 1, cards } => format!(
            "Nada más merece la pena en este turno (1 columna sin tranvía pasa a tu dinero: \
             {cards} cartas)."
        ),
        Reason::EndTurn { columns, cards } => format!(
            "Nada más merece la pena en este turno ({columns} columnas sin tranvía pasan a tu \
             dinero: {cards} cartas)."
        ),
    }
}

/// Why the game ended.
pub(in crate::i18n) fn tb_end_reason(reason: trambahn_engine::EndReason) -> &'static str {
    use trambahn_engine::EndReason;
    match reason {
        EndReason::TenthScoring => "La partida terminó con la 10.ª puntuación regular.",
        EndReason::CardsExhausted => {
            "La partida terminó porque quien debía jugar no tenía cartas y no podía robar ninguna."
        }
    }
}

/// What a scoring gave each player.
pub(in crate::i18n) fn tb_scoring_gains(title: &str, names: [&str; 2], points: [u32; 2]) -> String {
    format!("{title} — {} +{}, {} +{}", names[0], points[0], names[1], points[1])
}

/// The fixed words of the charts and the end screen.
pub(in crate::i18n) fn tb_words(key: crate::i18n::TbWords) -> &'static str {
    use crate::i18n::TbWords;
    match key {
        TbWords::ChartPoints => "Puntos de victoria tras cada puntuación",
        TbWords::ChartMoney => "Cartas de dinero tras cada turno",
        TbWords::Start => "Inicio",
        TbWords::Turn => "Turno",
        TbWords::EachScoring => "Cada puntuación",
        TbWords::HintNote => "No se juega nada hasta que toques Jugarla.",
    }
}
