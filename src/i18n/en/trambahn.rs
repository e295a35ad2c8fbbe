//! Trambahn's words (English), in builds with the `trambahn` feature (issue 24).

use super::*;

/// A player of a Trambahn log line, quoted briefly (names come from files and links).
fn tb_name(player: u8, names: &(impl Names + ?Sized)) -> String {
    tramways_engine::brief::quote(&names.player(player))
}

/// A Trambahn colour's name.
pub(in crate::i18n) fn tb_colour(c: trambahn_engine::Colour) -> &'static str {
    use trambahn_engine::Colour::*;
    match c {
        Blue => "blue",
        Red => "red",
        Green => "green",
        Yellow => "yellow",
    }
}

/// A tram kind's name.
pub(in crate::i18n) fn tb_tram_kind(k: trambahn_engine::TramKind) -> &'static str {
    use trambahn_engine::TramKind::*;
    match k {
        Horse => "horse tram",
        Steam => "steam tram",
        Electric => "electric tram",
    }
}

/// A card face up: "blue 7", "conductor".
pub(in crate::i18n) fn tb_card(card: trambahn_engine::CardId) -> String {
    match card.card() {
        Some(trambahn_engine::Card::Station { colour, value }) => {
            format!("{} {value}", tb_colour(colour))
        }
        _ => "conductor".into(),
    }
}

/// The step of the turn.
pub(in crate::i18n) fn tb_step(step: trambahn_engine::Step) -> String {
    use trambahn_engine::Step;
    match step {
        Step::Passengers { played: 0 } => "Step 1: a passenger (or two)".into(),
        Step::Passengers { played } => format!("Step 1: passengers ({played} of 2 played)"),
        Step::Stations => "Step 2: stations".into(),
        Step::Money => "Step 3: money".into(),
        Step::Trams => "Step 4: trams".into(),
        Step::Over => "The game is over".into(),
    }
}

/// Whose turn.
pub(in crate::i18n) fn tb_turn(name: &str) -> String {
    format!("{name}'s turn")
}

/// The computer thinks for a seat.
pub(in crate::i18n) fn tb_thinking(name: &str) -> String {
    format!("{name} (computer) is thinking…")
}

/// The pass-and-play curtain's button.
pub(in crate::i18n) fn tb_pass_to(name: &str) -> String {
    format!("Pass the tablet to {name} — tap when ready")
}

/// The winner on the end screen.
pub(in crate::i18n) fn tb_winner(name: &str, points: u32) -> String {
    match points {
        1 => format!("{name} wins with 1 victory point"),
        _ => format!("{name} wins with {points} victory points"),
    }
}

/// Passengers a terminal still needs before it scores.
pub(in crate::i18n) fn tb_until_scoring(n: usize) -> String {
    match n {
        0 | 1 => "scores at the next passenger".into(),
        _ => format!("{n} more passengers until it scores"),
    }
}

/// The regular scorings so far.
pub(in crate::i18n) fn tb_scorings(done: u8, of: u8) -> String {
    format!("{done} of {of} scorings")
}

/// A player's money.
pub(in crate::i18n) fn tb_money(cards: usize, marks: &str) -> String {
    match cards {
        1 => format!("1 card · {marks} marks"),
        _ => format!("{cards} cards · {marks} marks"),
    }
}

/// A tram's price.
pub(in crate::i18n) fn tb_price(cards: u32, marks: &str) -> String {
    format!("{cards} money cards · {marks} marks")
}

/// Cards in a hand.
pub(in crate::i18n) fn tb_hand_size(n: usize) -> String {
    match n {
        1 => "1 card in hand".into(),
        _ => format!("{n} cards in hand"),
    }
}

/// A column, said.
pub(in crate::i18n) fn tb_column(column: usize, colour: trambahn_engine::Colour) -> String {
    format!("column {} ({})", column.saturating_add(1), tb_colour(colour))
}

/// Cards a column needs before its extra tour.
pub(in crate::i18n) fn tb_to_extra_tour(n: usize) -> String {
    match n {
        1 => "extra tour at the next card".into(),
        _ => format!("{n} more cards to the extra tour"),
    }
}

/// A column's run.
pub(in crate::i18n) fn tb_run(station_points: u32, multiplier: u32, points: u32) -> String {
    format!("{station_points} × {multiplier} = {points} points")
}

/// What a lit place plays.
pub(in crate::i18n) fn tb_target(action: &trambahn_engine::Action) -> String {
    use trambahn_engine::Action;
    match action {
        Action::PlayPassenger { card, terminal } => {
            format!("{} as a passenger to the {} terminal", tb_card(*card), tb_colour(*terminal))
        }
        Action::StartColumn { card } => format!("{}: start a new column", tb_card(*card)),
        Action::PlayStation { card, column } => {
            format!("{} onto column {}", tb_card(*card), column.saturating_add(1))
        }
        Action::PutToMoney { card } => format!("{} to money", tb_card(*card)),
        Action::BuyTram { tram, column } => {
            let kind = tram.row().map_or("tram", |r| tb_tram_kind(r.kind));
            format!("Buy the {kind} for column {}", column.saturating_add(1))
        }
        Action::EndTurn => "End the turn".into(),
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
            format!("{number}: {} terminal", tb_colour(colour))
        }
        ScoringKind::ExtraTour { player, column } => {
            format!("Extra tour: {}, column {}", tb_name(player, names), column.saturating_add(1))
        }
    }
}

/// The columns that ran in a scoring.
fn tb_lines(lines: &[trambahn_engine::ColumnScore], names: &(impl Names + ?Sized)) -> String {
    if lines.is_empty() {
        return "no column runs".into();
    }
    let each: Vec<String> = lines
        .iter()
        .map(|l| {
            format!(
                "{}, column {}: {}",
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
            "{} sends a passenger ({}) to the {} terminal",
            tb_name(*player, names),
            tb_card(*card),
            tb_colour(*terminal)
        ),
        Event::Scored { kind: ScoringKind::Regular { colour, number }, lines } => format!(
            "Scoring {number} of 10 at the {} terminal: {}",
            tb_colour(*colour),
            tb_lines(lines, names)
        ),
        Event::Scored { kind: ScoringKind::ExtraTour { .. }, lines } => {
            format!("Extra tour: {}", tb_lines(lines, names))
        }
        Event::PassengersDiscarded { terminal, cards } => format!(
            "The {} passengers of the {} terminal are discarded",
            cards.len(),
            tb_colour(*terminal)
        ),
        Event::ColumnStarted { player, column, card } => format!(
            "{} starts column {} with {}",
            tb_name(*player, names),
            column.saturating_add(1),
            tb_card(*card)
        ),
        Event::StationPlayed { player, column, card } => format!(
            "{} adds {} to column {}",
            tb_name(*player, names),
            tb_card(*card),
            column.saturating_add(1)
        ),
        // Face down: which card is the player's secret.
        Event::PutToMoney { player, .. } => {
            format!("{} puts a card to money", tb_name(*player, names))
        }
        Event::TramBought { player, tram, column, refill, .. } => {
            let kind = tram.row().map_or("tram", |r| tb_tram_kind(r.kind));
            let bought = format!(
                "{} buys a {kind} (×{}) for column {}, paying {} money cards",
                tb_name(*player, names),
                tram.multiplier(),
                column.saturating_add(1),
                tram.price_cards()
            );
            match refill.and_then(|t| t.row()) {
                Some(row) => format!("{bought}; a {} comes on offer", tb_tram_kind(row.kind)),
                None => bought,
            }
        }
        Event::ColumnsToMoney { player, columns, cards } => format!(
            "{}: {columns} column(s) without a tram go to money ({cards} cards)",
            tb_name(*player, names)
        ),
        Event::Reshuffled { from_money, deck } => format!(
            "The deck is empty: {} discards {} money cards, {} discards {}; the new deck has {deck} cards",
            tb_name(0, names),
            from_money[0],
            tb_name(1, names),
            from_money[1]
        ),
        Event::DisplayRefilled { trams } => {
            let kinds: Vec<&str> =
                trams.iter().map(|t| t.row().map_or("tram", |r| tb_tram_kind(r.kind))).collect();
            format!("The tram display is refilled: {}", kinds.join(", "))
        }
        Event::Drew { player, count } => format!("{} draws {count}", tb_name(*player, names)),
        Event::TurnEnded { player, next } => {
            format!("{} ends the turn; {} plays", tb_name(*player, names), tb_name(*next, names))
        }
        Event::GameEnded { reason: EndReason::TenthScoring } => {
            "The game ends with the 10th scoring".into()
        }
        Event::GameEnded { reason: EndReason::CardsExhausted } => {
            "The game ends: no card is left to play".into()
        }
    }
}

/// A step of the turn, named in a refusal.
fn tb_turn_step(step: trambahn_engine::TurnStep) -> &'static str {
    use trambahn_engine::TurnStep;
    match step {
        TurnStep::Passengers => "passenger",
        TurnStep::Stations => "station",
        TurnStep::Money => "money",
        TurnStep::Trams => "tram",
    }
}

/// Why Trambahn's engine refused a move.
pub(in crate::i18n) fn tb_refusal(r: &trambahn_engine::Refusal) -> String {
    use trambahn_engine::Refusal;
    match r {
        Refusal::GameOver => "the game is over".into(),
        Refusal::PassengerFirst => "play a passenger first: step 1 is compulsory".into(),
        Refusal::PassengersDone => "two passengers have been played this turn".into(),
        Refusal::StepOver { step } => {
            format!("the {} step of this turn is over: the steps go in order", tb_turn_step(*step))
        }
        Refusal::NotInHand { card } => format!("{} is not in your hand", tb_card(*card)),
        Refusal::WrongTerminal { card, terminal } => format!(
            "a passenger goes to the terminal of its colour: {} cannot go to the {} one",
            tb_card(*card),
            tb_colour(*terminal)
        ),
        Refusal::ConductorStartsNoColumn => "a conductor cannot start a column".into(),
        Refusal::NoSuchColumn { column } => {
            format!("there is no column {}", column.saturating_add(1))
        }
        Refusal::ColumnClosed { column } => {
            format!("column {} ends with its 10: nothing more goes on it", column.saturating_add(1))
        }
        Refusal::WrongColour { column_colour, card_colour } => format!(
            "a {} station does not go on a {} column",
            tb_colour(*card_colour),
            tb_colour(*column_colour)
        ),
        Refusal::NotAscending { last, value } => {
            format!("station values go up: a {value} cannot follow a {last}")
        }
        Refusal::TramNotOnDisplay { .. } => "that tram is not on offer".into(),
        Refusal::ColumnHasTram { column } => {
            format!("column {} already has a tram", column.saturating_add(1))
        }
        Refusal::CannotAfford { price, money } => {
            format!("the tram costs {price} money cards; you have {money}")
        }
    }
}

// Trambahn: newcomer (issue 49)
/// What End turn sends to money, said before it.
pub(in crate::i18n) fn tb_end_turn_loss(columns: usize, cards: usize) -> String {
    let cards = match cards {
        1 => "1 card".to_owned(),
        _ => format!("{cards} cards"),
    };
    match columns {
        1 => format!("1 column without a tram goes to your money ({cards})"),
        _ => format!("{columns} columns without a tram go to your money ({cards})"),
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
            let end = if last { ", and the game ends" } else { "" };
            format!(
                "Scores {} now: +{mine} for you, +{theirs} for {other}{end}.",
                tb_colour(colour)
            )
        }
        Reason::Passenger { colour, to_score, mine, theirs } => format!(
            "A passenger for {c}: {c} scores after {to_score} more (now +{mine} for you, \
             +{theirs} for {other}).",
            c = tb_colour(colour)
        ),
        Reason::ExtraTour { column, points } => format!(
            "The 8th card of column {}: its extra tour scores +{points} for you now.",
            column.saturating_add(1)
        ),
        Reason::StartsColumn { colour, tram: Some(kind) } => format!(
            "Starts a {} column you can buy a {} for this turn.",
            tb_colour(colour),
            tb_tram_kind(kind)
        ),
        Reason::StartsColumn { colour, tram: None } => format!(
            "Starts a {} column (it needs a tram by the end of the turn).",
            tb_colour(colour)
        ),
        Reason::Extends { column, station_points, multiplier: Some(m), .. } => format!(
            "Adds to column {}: {station_points} station points × {m} = {} at each run.",
            column.saturating_add(1),
            station_points.saturating_mul(m)
        ),
        Reason::Extends { column, station_points, multiplier: None, .. } => format!(
            "Adds to column {}: {station_points} station points (it needs a tram).",
            column.saturating_add(1)
        ),
        Reason::ToMoney { cards, tram: Some(kind) } => format!(
            "Puts a card to money: {cards} money cards, enough for a {}.",
            tb_tram_kind(kind)
        ),
        Reason::ToMoney { cards, tram: None } => {
            format!("Puts a card to money: {cards} money cards.")
        }
        Reason::BuysTram { kind, column, colour, runs } => format!(
            "A {} for column {} ({}): it scores {runs} points at each run.",
            tb_tram_kind(kind),
            column.saturating_add(1),
            tb_colour(colour)
        ),
        Reason::EndTurn { columns: 0, .. } => "Nothing more is worth doing this turn.".into(),
        Reason::EndTurn { columns: 1, cards } => format!(
            "Nothing more is worth doing this turn (1 column without a tram goes to your \
             money: {cards} cards)."
        ),
        Reason::EndTurn { columns, cards } => format!(
            "Nothing more is worth doing this turn ({columns} columns without a tram go to \
             your money: {cards} cards)."
        ),
    }
}

/// Why the game ended.
pub(in crate::i18n) fn tb_end_reason(reason: trambahn_engine::EndReason) -> &'static str {
    use trambahn_engine::EndReason;
    match reason {
        EndReason::TenthScoring => "The game ended with the 10th regular scoring.",
        EndReason::CardsExhausted => {
            "The game ended because the player to play had no card left and none could be drawn."
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
        TbWords::ChartPoints => "Victory points after each scoring",
        TbWords::ChartMoney => "Money cards after each turn",
        TbWords::Start => "Start",
        TbWords::Turn => "Turn",
        TbWords::EachScoring => "Each scoring",
        TbWords::HintNote => "Nothing is played until you tap Play it.",
    }
}
