//! Trambahn's words (German), in builds with the `trambahn` feature (issue 24).

use super::*;

/// A player of a Trambahn log line, quoted briefly (names come from files and links).
fn tb_name(player: u8, names: &(impl Names + ?Sized)) -> String {
    tramways_engine::brief::quote(&names.player(player))
}

/// A Trambahn colour's name.
pub(in crate::i18n) fn tb_colour(c: trambahn_engine::Colour) -> &'static str {
    use trambahn_engine::Colour::*;
    match c {
        Blue => "blau",
        Red => "rot",
        Green => "grün",
        Yellow => "gelb",
    }
}

/// A colour before a feminine noun in the nominative or accusative: "blaue".
fn tb_colour_e(c: trambahn_engine::Colour) -> String {
    format!("{}e", tb_colour(c))
}

/// A colour after a definite article in the dative: "(zur) blauen".
fn tb_colour_en(c: trambahn_engine::Colour) -> String {
    format!("{}en", tb_colour(c))
}

/// A tram kind's name.
pub(in crate::i18n) fn tb_tram_kind(k: trambahn_engine::TramKind) -> &'static str {
    use trambahn_engine::TramKind::*;
    match k {
        Horse => "Pferdebahn",
        Steam => "Dampfbahn",
        Electric => "Elektrische",
    }
}

/// A card face up: "blaue 7", "Schaffner".
pub(in crate::i18n) fn tb_card(card: trambahn_engine::CardId) -> String {
    match card.card() {
        Some(trambahn_engine::Card::Station { colour, value }) => {
            format!("{} {value}", tb_colour_e(colour))
        }
        _ => "Schaffner".into(),
    }
}

/// The step of the turn.
pub(in crate::i18n) fn tb_step(step: trambahn_engine::Step) -> String {
    use trambahn_engine::Step;
    match step {
        Step::Passengers { played: 0 } => "Schritt 1: ein Fahrgast (oder zwei)".into(),
        Step::Passengers { played } => {
            format!("Schritt 1: Fahrgäste ({played} von 2 gespielt)")
        }
        Step::Stations => "Schritt 2: Haltestellen".into(),
        Step::Money => "Schritt 3: Geld".into(),
        Step::Trams => "Schritt 4: Straßenbahnen".into(),
        Step::Over => "Das Spiel ist zu Ende".into(),
    }
}

/// Whose turn.
pub(in crate::i18n) fn tb_turn(name: &str) -> String {
    format!("{name} ist am Zug")
}

/// The computer thinks for a seat.
pub(in crate::i18n) fn tb_thinking(name: &str) -> String {
    format!("{name} (Computer) denkt nach…")
}

/// The pass-and-play curtain's button.
pub(in crate::i18n) fn tb_pass_to(name: &str) -> String {
    format!("Gib das Tablet an {name} weiter – tippen, wenn bereit")
}

/// The winner on the end screen.
pub(in crate::i18n) fn tb_winner(name: &str, points: u32) -> String {
    match points {
        1 => format!("{name} gewinnt mit 1 Siegpunkt"),
        _ => format!("{name} gewinnt mit {points} Siegpunkten"),
    }
}

/// Passengers a terminal still needs before it scores.
pub(in crate::i18n) fn tb_until_scoring(n: usize) -> String {
    match n {
        0 | 1 => "wertet beim nächsten Fahrgast".into(),
        _ => format!("noch {n} Fahrgäste bis zur Wertung"),
    }
}

/// The regular scorings so far.
pub(in crate::i18n) fn tb_scorings(done: u8, of: u8) -> String {
    format!("{done} von {of} Wertungen")
}

/// A player's money.
pub(in crate::i18n) fn tb_money(cards: usize, marks: &str) -> String {
    match cards {
        1 => format!("1 Karte · {marks} Mark"),
        _ => format!("{cards} Karten · {marks} Mark"),
    }
}

/// A tram's price.
pub(in crate::i18n) fn tb_price(cards: u32, marks: &str) -> String {
    format!("{cards} Geldkarten · {marks} Mark")
}

/// Cards in a hand.
pub(in crate::i18n) fn tb_hand_size(n: usize) -> String {
    match n {
        1 => "1 Karte auf der Hand".into(),
        _ => format!("{n} Karten auf der Hand"),
    }
}

/// A column, said.
pub(in crate::i18n) fn tb_column(column: usize, colour: trambahn_engine::Colour) -> String {
    format!("Spalte {} ({})", column.saturating_add(1), tb_colour(colour))
}

/// Cards a column needs before its extra tour.
pub(in crate::i18n) fn tb_to_extra_tour(n: usize) -> String {
    match n {
        1 => "Sonderfahrt mit der nächsten Karte".into(),
        _ => format!("noch {n} Karten bis zur Sonderfahrt"),
    }
}

/// A column's run.
pub(in crate::i18n) fn tb_run(station_points: u32, multiplier: u32, points: u32) -> String {
    format!("{station_points} × {multiplier} = {points} Punkte")
}

/// What a lit place plays.
pub(in crate::i18n) fn tb_target(action: &trambahn_engine::Action) -> String {
    use trambahn_engine::Action;
    match action {
        Action::PlayPassenger { card, terminal } => format!(
            "{} als Fahrgast zur {} Endhaltestelle",
            tb_card(*card),
            tb_colour_en(*terminal)
        ),
        Action::StartColumn { card } => format!("{}: neue Spalte beginnen", tb_card(*card)),
        Action::PlayStation { card, column } => {
            format!("{} an Spalte {} anlegen", tb_card(*card), column.saturating_add(1))
        }
        Action::PutToMoney { card } => format!("{} ins Geld", tb_card(*card)),
        Action::BuyTram { tram, column } => {
            let kind = tram.row().map_or("Straßenbahn", |r| tb_tram_kind(r.kind));
            format!("{kind} für Spalte {} kaufen", column.saturating_add(1))
        }
        Action::EndTurn => "Zug beenden".into(),
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
            format!("{number}: {} Endhaltestelle", tb_colour_e(colour))
        }
        ScoringKind::ExtraTour { player, column } => {
            format!("Sonderfahrt: {}, Spalte {}", tb_name(player, names), column.saturating_add(1))
        }
    }
}

/// The columns that ran in a scoring.
fn tb_lines(lines: &[trambahn_engine::ColumnScore], names: &(impl Names + ?Sized)) -> String {
    if lines.is_empty() {
        return "keine Spalte fährt".into();
    }
    let each: Vec<String> = lines
        .iter()
        .map(|l| {
            format!(
                "{}, Spalte {}: {}",
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
            "{} schickt einen Fahrgast ({}) zur {} Endhaltestelle",
            tb_name(*player, names),
            tb_card(*card),
            tb_colour_en(*terminal)
        ),
        Event::Scored { kind: ScoringKind::Regular { colour, number }, lines } => format!(
            "Wertung {number} von 10 an der {} Endhaltestelle: {}",
            tb_colour_en(*colour),
            tb_lines(lines, names)
        ),
        Event::Scored { kind: ScoringKind::ExtraTour { .. }, lines } => {
            format!("Sonderfahrt: {}", tb_lines(lines, names))
        }
        Event::PassengersDiscarded { terminal, cards } => format!(
            "Die {} Fahrgäste der {} Endhaltestelle werden abgelegt",
            cards.len(),
            tb_colour_en(*terminal)
        ),
        Event::ColumnStarted { player, column, card } => format!(
            "{} beginnt Spalte {}: {}",
            tb_name(*player, names),
            column.saturating_add(1),
            tb_card(*card)
        ),
        Event::StationPlayed { player, column, card } => format!(
            "{} legt an Spalte {} an: {}",
            tb_name(*player, names),
            column.saturating_add(1),
            tb_card(*card)
        ),
        Event::PutToMoney { player, .. } => {
            format!("{} legt eine Karte ins Geld", tb_name(*player, names))
        }
        Event::TramBought { player, tram, column, refill, .. } => {
            let kind = tram.row().map_or("Straßenbahn", |r| tb_tram_kind(r.kind));
            let bought = format!(
                "{} kauft eine {kind} (×{}) für Spalte {} und zahlt {} Geldkarten",
                tb_name(*player, names),
                tram.multiplier(),
                column.saturating_add(1),
                tram.price_cards()
            );
            match refill.and_then(|t| t.row()) {
                Some(row) => format!("{bought}; neu im Angebot: {}", tb_tram_kind(row.kind)),
                None => bought,
            }
        }
        Event::ColumnsToMoney { player, columns, cards } => format!(
            "{}: {columns} Spalte(n) ohne Straßenbahn gehen ins Geld ({cards} Karten)",
            tb_name(*player, names)
        ),
        Event::Reshuffled { from_money, deck } => format!(
            "Der Stapel ist leer: {} legt {} Geldkarten ab, {} legt {} ab; der neue Stapel hat {deck} Karten",
            tb_name(0, names),
            from_money[0],
            tb_name(1, names),
            from_money[1]
        ),
        Event::DisplayRefilled { trams } => {
            let kinds: Vec<&str> = trams
                .iter()
                .map(|t| t.row().map_or("Straßenbahn", |r| tb_tram_kind(r.kind)))
                .collect();
            format!("Die Auslage wird aufgefüllt: {}", kinds.join(", "))
        }
        Event::Drew { player, count } => format!("{} zieht {count}", tb_name(*player, names)),
        Event::TurnEnded { player, next } => format!(
            "{} beendet den Zug; {} ist am Zug",
            tb_name(*player, names),
            tb_name(*next, names)
        ),
        Event::GameEnded { reason: EndReason::TenthScoring } => {
            "Das Spiel endet mit der 10. Wertung".into()
        }
        Event::GameEnded { reason: EndReason::CardsExhausted } => {
            "Das Spiel endet: Es ist keine Karte mehr zu spielen".into()
        }
    }
}

/// A step of the turn, named in a refusal.
fn tb_turn_step(step: trambahn_engine::TurnStep) -> &'static str {
    use trambahn_engine::TurnStep;
    match step {
        TurnStep::Passengers => "Fahrgast",
        TurnStep::Stations => "Haltestellen",
        TurnStep::Money => "Geld",
        TurnStep::Trams => "Straßenbahn",
    }
}

/// Why Trambahn's engine refused a move.
pub(in crate::i18n) fn tb_refusal(r: &trambahn_engine::Refusal) -> String {
    use trambahn_engine::Refusal;
    match r {
        Refusal::GameOver => "das Spiel ist zu Ende".into(),
        Refusal::PassengerFirst => "erst einen Fahrgast spielen: Schritt 1 ist Pflicht".into(),
        Refusal::PassengersDone => "in diesem Zug wurden schon zwei Fahrgäste gespielt".into(),
        Refusal::StepOver { step } => format!(
            "der {}-Schritt dieses Zuges ist vorbei: Die Schritte gehen der Reihe nach",
            tb_turn_step(*step)
        ),
        Refusal::NotInHand { card } => format!("{} ist nicht auf deiner Hand", tb_card(*card)),
        Refusal::WrongTerminal { card, terminal } => format!(
            "ein Fahrgast fährt zur Endhaltestelle seiner Farbe: {} nicht zur {} Endhaltestelle",
            tb_card(*card),
            tb_colour_en(*terminal)
        ),
        Refusal::ConductorStartsNoColumn => "ein Schaffner kann keine Spalte beginnen".into(),
        Refusal::NoSuchColumn { column } => {
            format!("es gibt keine Spalte {}", column.saturating_add(1))
        }
        Refusal::ColumnClosed { column } => format!(
            "Spalte {} endet mit ihrer 10: Es kommt nichts mehr dazu",
            column.saturating_add(1)
        ),
        Refusal::WrongColour { column_colour, card_colour } => format!(
            "eine {} Haltestelle passt nicht in eine {} Spalte",
            tb_colour_e(*card_colour),
            tb_colour_e(*column_colour)
        ),
        Refusal::NotAscending { last, value } => {
            format!("die Werte einer Spalte steigen: Auf eine {last} kann keine {value} folgen")
        }
        Refusal::TramNotOnDisplay { .. } => "diese Straßenbahn ist nicht im Angebot".into(),
        Refusal::ColumnHasTram { column } => {
            format!("Spalte {} hat schon eine Straßenbahn", column.saturating_add(1))
        }
        Refusal::CannotAfford { price, money } => {
            format!("die Straßenbahn kostet {price} Geldkarten; du hast {money}")
        }
    }
}

// Trambahn: newcomer (issue 49)
/// What End turn sends to money, said before it.
pub(in crate::i18n) fn tb_end_turn_loss(columns: usize, cards: usize) -> String {
    let cards = match cards {
        1 => "1 Karte".to_owned(),
        _ => format!("{cards} Karten"),
    };
    match columns {
        1 => format!("1 Spalte ohne Straßenbahn geht in dein Geld ({cards})"),
        _ => format!("{columns} Spalten ohne Straßenbahn gehen in dein Geld ({cards})"),
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
            let end = if last { ", und das Spiel endet" } else { "" };
            format!(
                "Wertet die {} Endhaltestelle jetzt: +{mine} für dich, +{theirs} für {other}{end}.",
                tb_colour_e(colour)
            )
        }
        Reason::Passenger { colour, to_score, mine, theirs } => format!(
            "Ein Fahrgast für die {} Endhaltestelle: sie wertet nach {to_score} weiteren \
             (jetzt +{mine} für dich, +{theirs} für {other}).",
            tb_colour_e(colour)
        ),
        Reason::ExtraTour { column, points } => format!(
            "Die 8. Karte von Spalte {}: ihre Sonderfahrt bringt dir jetzt +{points}.",
            column.saturating_add(1)
        ),
        Reason::StartsColumn { colour, tram: Some(kind) } => format!(
            "Beginnt eine {} Spalte, für die du in diesem Zug eine {} kaufen kannst.",
            tb_colour_e(colour),
            tb_tram_kind(kind)
        ),
        Reason::StartsColumn { colour, tram: None } => format!(
            "Beginnt eine {} Spalte (sie braucht bis zum Ende des Zuges eine Straßenbahn).",
            tb_colour_e(colour)
        ),
        Reason::Extends { column, station_points, multiplier: Some(m), .. } => format!(
            "Verlängert Spalte {}: {station_points} Haltestellenpunkte × {m} = {} bei jeder \
             Fahrt.",
            column.saturating_add(1),
            station_points.saturating_mul(m)
        ),
        Reason::Extends { column, station_points, multiplier: None, .. } => format!(
            "Verlängert Spalte {}: {station_points} Haltestellenpunkte (sie braucht eine \
             Straßenbahn).",
            column.saturating_add(1)
        ),
        Reason::ToMoney { cards, tram: Some(kind) } => format!(
            "Legt eine Karte ins Geld: {cards} Geldkarten, genug für eine {}.",
            tb_tram_kind(kind)
        ),
        Reason::ToMoney { cards, tram: None } => {
            format!("Legt eine Karte ins Geld: {cards} Geldkarten.")
        }
        Reason::BuysTram { kind, column, colour, runs } => format!(
            "Eine {} für Spalte {} ({}): sie bringt {runs} Punkte bei jeder Fahrt.",
            tb_tram_kind(kind),
            column.saturating_add(1),
            tb_colour(colour)
        ),
        Reason::EndTurn { columns: 0, .. } => "In diesem Zug lohnt sich nichts mehr.".into(),
        Reason::EndTurn { columns: 1, cards } => format!(
            "In diesem Zug lohnt sich nichts mehr (1 Spalte ohne Straßenbahn kommt in dein \
             Geld: {cards} Karten)."
        ),
        Reason::EndTurn { columns, cards } => format!(
            "In diesem Zug lohnt sich nichts mehr ({columns} Spalten ohne Straßenbahn kommen \
             in dein Geld: {cards} Karten)."
        ),
    }
}

/// Why the game ended.
pub(in crate::i18n) fn tb_end_reason(reason: trambahn_engine::EndReason) -> &'static str {
    use trambahn_engine::EndReason;
    match reason {
        EndReason::TenthScoring => "Das Spiel endete mit der 10. regulären Wertung.",
        EndReason::CardsExhausted => {
            "Das Spiel endete: wer am Zug war, hatte keine Karte mehr und konnte keine nachziehen."
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
        TbWords::ChartPoints => "Siegpunkte nach jeder Wertung",
        TbWords::ChartMoney => "Geldkarten nach jedem Zug",
        TbWords::Start => "Start",
        TbWords::Turn => "Zug",
        TbWords::EachScoring => "Jede Wertung",
        TbWords::HintNote => "Gespielt wird erst, wenn du auf „So spielen“ tippst.",
    }
}
