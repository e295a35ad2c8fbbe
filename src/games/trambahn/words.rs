//! Trambahn's words in Rust, written once for every language: which phrase of
//! `locales/<lang>/trambahn.json` words a piece of the engine's data, and with what arguments.
//! The wordings themselves are data, one file per language; `crate::i18n` re-exports these
//! functions as the app's API.
//!
//! A colour is passed to a phrase in two forms, and each language's wording takes the one it
//! needs: `colour` (the name alone: "blue", "azul" with a masculine noun, "blau") and
//! `colour_feminine` (agreeing with a feminine noun: "roja" for la terminal, la columna, la
//! estación; "rote" for die Endhaltestelle, die Spalte, die 7). German writes the dative in its
//! phrase (`{{ colour }}en Endhaltestelle`).
//!
//! The groups of `trambahn.json`: `colour`, `colour_feminine`, `tram_kind`, `card`, `step`,
//! `table` (the table's status lines), `end_turn_loss`, `target` (what a lit place plays),
//! `scoring`, `event` (the log), `refusal`, `hint`, `end` and `chart`. A plural is a key with
//! its ICU forms (`winner_one`, `winner_other`) and the number as `count`.

use trambahn_engine::bot::hint::Reason;
use trambahn_engine::{
    Action, CardId, Colour, ColumnScore, EndReason, Event, Refusal, ScoringKind, SetupError, Step,
    TramId, TramKind, TurnStep,
};

use crate::i18n::words::{w, wf};
use crate::i18n::{Lang, Names, Text, number, quote, replay_refused, t};

/// A player of a log line, quoted briefly (names come from files and links).
fn tb_name(player: u8, names: &(impl Names + ?Sized)) -> String {
    quote(&names.player(player))
}

/// A column said from 1 (the engine counts from 0).
fn said(column: usize) -> usize {
    column.saturating_add(1)
}

/// A Trambahn colour's name: "blue".
pub fn tb_colour(lang: Lang, c: Colour) -> &'static str {
    match c {
        Colour::Blue => w!(lang, trambahn.colour.blue),
        Colour::Red => w!(lang, trambahn.colour.red),
        Colour::Green => w!(lang, trambahn.colour.green),
        Colour::Yellow => w!(lang, trambahn.colour.yellow),
    }
}

/// A colour agreeing with a feminine noun: "roja" (es), "rote" (de).
fn colour_feminine(lang: Lang, c: Colour) -> &'static str {
    match c {
        Colour::Blue => w!(lang, trambahn.colour_feminine.blue),
        Colour::Red => w!(lang, trambahn.colour_feminine.red),
        Colour::Green => w!(lang, trambahn.colour_feminine.green),
        Colour::Yellow => w!(lang, trambahn.colour_feminine.yellow),
    }
}

/// A tram kind's name: "horse tram".
pub fn tb_tram_kind(lang: Lang, k: TramKind) -> &'static str {
    match k {
        TramKind::Horse => w!(lang, trambahn.tram_kind.horse),
        TramKind::Steam => w!(lang, trambahn.tram_kind.steam),
        TramKind::Electric => w!(lang, trambahn.tram_kind.electric),
    }
}

/// A tram's kind, or "tram" for one off the table.
fn kind_of(lang: Lang, tram: TramId) -> &'static str {
    tram.row().map_or_else(|| w!(lang, trambahn.tram_kind.unknown), |r| tb_tram_kind(lang, r.kind))
}

/// A tram of a kind, with its article: "an electric tram".
fn a_tram_kind(lang: Lang, k: TramKind) -> &'static str {
    match k {
        TramKind::Horse => w!(lang, trambahn.tram_kind_a.horse),
        TramKind::Steam => w!(lang, trambahn.tram_kind_a.steam),
        TramKind::Electric => w!(lang, trambahn.tram_kind_a.electric),
    }
}

/// [`kind_of`] with its article: "a tram" for one off the table.
fn a_kind_of(lang: Lang, tram: TramId) -> &'static str {
    tram.row().map_or_else(|| w!(lang, trambahn.tram_kind_a.unknown), |r| a_tram_kind(lang, r.kind))
}

/// A card face up: "blue 7", "conductor".
pub fn tb_card(lang: Lang, card: CardId) -> String {
    match card.card() {
        Some(trambahn_engine::Card::Station { colour, value }) => wf!(
            lang,
            trambahn.card.station,
            colour = tb_colour(lang, colour),
            colour_feminine = colour_feminine(lang, colour),
            value = value
        ),
        _ => w!(lang, trambahn.card.conductor).to_owned(),
    }
}

/// The step of the turn: "Step 1: passengers (1 of 2 played)".
pub fn tb_step(lang: Lang, step: Step) -> String {
    match step {
        Step::Passengers { played: 0 } => w!(lang, trambahn.step.first_passenger).to_owned(),
        Step::Passengers { played } => wf!(lang, trambahn.step.passengers, played = played),
        Step::Stations => w!(lang, trambahn.step.stations).to_owned(),
        Step::Money => w!(lang, trambahn.step.money).to_owned(),
        Step::Trams => w!(lang, trambahn.step.trams).to_owned(),
        Step::Over => w!(lang, trambahn.step.over).to_owned(),
    }
}

/// Whose turn: "Anna's turn" (the name quoted briefly).
pub fn tb_turn(lang: Lang, name: &str) -> String {
    wf!(lang, trambahn.table.turn, name = quote(name))
}

/// The computer thinks for a seat: "Bruno (computer) is thinking…".
pub fn tb_thinking(lang: Lang, name: &str) -> String {
    wf!(lang, trambahn.table.thinking, name = quote(name))
}

/// The pass-and-play curtain's button: "Pass the tablet to Bruno — tap when ready".
pub fn tb_pass_to(lang: Lang, name: &str) -> String {
    wf!(lang, trambahn.table.pass_to, name = quote(name))
}

/// The winner on the end screen: "Anna wins with 42 victory points".
pub fn tb_winner(lang: Lang, name: &str, points: u32) -> String {
    wf!(lang, trambahn.table.winner, name = quote(name), count = points)
}

/// Passengers a terminal still needs before it scores: "scores at the next passenger".
pub fn tb_until_scoring(lang: Lang, n: usize) -> String {
    match n {
        0 | 1 => w!(lang, trambahn.table.scores_next).to_owned(),
        _ => wf!(lang, trambahn.table.scores_after, n = n),
    }
}

/// The regular scorings so far: "3 of 10 scorings".
pub fn tb_scorings(lang: Lang, done: u8, of: u8) -> String {
    wf!(lang, trambahn.table.scorings, done = done, of = of)
}

/// A player's money: "12 cards · 12,000 marks".
pub fn tb_money(lang: Lang, cards: usize, marks: u32) -> String {
    wf!(lang, trambahn.table.money, count = cards, marks = number(lang, i64::from(marks)))
}

/// A tram's price: "5 money cards · 5,000 marks".
pub fn tb_price(lang: Lang, cards: u32, marks: u32) -> String {
    wf!(lang, trambahn.table.price, cards = cards, marks = number(lang, i64::from(marks)))
}

/// Cards in a hand: "6 cards in hand".
pub fn tb_hand_size(lang: Lang, n: usize) -> String {
    wf!(lang, trambahn.table.hand_size, count = n)
}

/// What End turn sends to money, said before it (the engine's `ColumnsToMoney` foreseen):
/// "2 columns without a tram go to your money (7 cards)".
pub fn tb_end_turn_loss(lang: Lang, columns: usize, cards: usize) -> String {
    let cards = wf!(lang, trambahn.end_turn_loss.cards, count = cards);
    wf!(lang, trambahn.end_turn_loss.columns, count = columns, cards = cards)
}

/// A column, said (by its index from 0, said from 1): "column 2 (blue)".
pub fn tb_column(lang: Lang, column: usize, colour: Colour) -> String {
    wf!(
        lang,
        trambahn.table.column,
        column = said(column),
        colour = tb_colour(lang, colour),
        colour_feminine = colour_feminine(lang, colour)
    )
}

/// Cards a column needs before its extra tour.
pub fn tb_to_extra_tour(lang: Lang, n: usize) -> String {
    match n {
        1 => w!(lang, trambahn.table.extra_tour_next).to_owned(),
        _ => wf!(lang, trambahn.table.extra_tour_after, n = n),
    }
}

/// A column's run: "4 × 2 = 8 points".
pub fn tb_run(lang: Lang, station_points: u32, multiplier: u32, points: u32) -> String {
    wf!(
        lang,
        trambahn.table.run,
        station_points = station_points,
        multiplier = multiplier,
        points = points
    )
}

/// What a lit place plays, as its accessible name: "blue 7 as a passenger to the blue
/// terminal".
pub fn tb_target(lang: Lang, action: &Action) -> String {
    match action {
        Action::PlayPassenger { card, terminal } => wf!(
            lang,
            trambahn.target.passenger,
            card = tb_card(lang, *card),
            colour = tb_colour(lang, *terminal),
            colour_feminine = colour_feminine(lang, *terminal)
        ),
        Action::StartColumn { card } => {
            wf!(lang, trambahn.target.start_column, card = tb_card(lang, *card))
        }
        Action::PlayStation { card, column } => {
            wf!(lang, trambahn.target.station, card = tb_card(lang, *card), column = said(*column))
        }
        Action::PutToMoney { card } => {
            wf!(lang, trambahn.target.to_money, card = tb_card(lang, *card))
        }
        Action::BuyTram { tram, column } => {
            wf!(lang, trambahn.target.buy_tram, kind = kind_of(lang, *tram), column = said(*column))
        }
        Action::EndTurn => w!(lang, trambahn.target.end_turn).to_owned(),
    }
}

/// A row of the score pad: "3: blue terminal", "Extra tour: Anna, column 2".
pub fn tb_scoring_title(lang: Lang, kind: ScoringKind, names: &impl Names) -> String {
    match kind {
        ScoringKind::Regular { colour, number } => wf!(
            lang,
            trambahn.scoring.regular,
            number = number,
            colour = tb_colour(lang, colour),
            colour_feminine = colour_feminine(lang, colour)
        ),
        ScoringKind::ExtraTour { player, column } => wf!(
            lang,
            trambahn.scoring.extra_tour,
            name = tb_name(player, names),
            column = said(column)
        ),
    }
}

/// The columns that ran in a scoring.
fn tb_lines(lang: Lang, lines: &[ColumnScore], names: &impl Names) -> String {
    if lines.is_empty() {
        return w!(lang, trambahn.event.no_column_runs).to_owned();
    }
    let each: Vec<String> = lines
        .iter()
        .map(|l| {
            wf!(
                lang,
                trambahn.event.column_ran,
                name = tb_name(l.player, names),
                column = said(l.column),
                run = tb_run(lang, l.station_points, l.multiplier, l.points)
            )
        })
        .collect();
    each.join("; ")
}

/// One line of Trambahn's log.
pub fn tb_event(lang: Lang, event: &Event, names: &impl Names) -> String {
    match event {
        Event::PassengerPlayed { player, card, terminal } => wf!(
            lang,
            trambahn.event.passenger_played,
            name = tb_name(*player, names),
            card = tb_card(lang, *card),
            colour = tb_colour(lang, *terminal),
            colour_feminine = colour_feminine(lang, *terminal)
        ),
        Event::Scored { kind: ScoringKind::Regular { colour, number }, lines } => wf!(
            lang,
            trambahn.event.scored,
            number = number,
            colour = tb_colour(lang, *colour),
            colour_feminine = colour_feminine(lang, *colour),
            lines = tb_lines(lang, lines, names)
        ),
        Event::Scored { kind: ScoringKind::ExtraTour { .. }, lines } => {
            wf!(lang, trambahn.event.extra_tour, lines = tb_lines(lang, lines, names))
        }
        Event::PassengersDiscarded { terminal, cards } => wf!(
            lang,
            trambahn.event.passengers_discarded,
            n = cards.len(),
            colour = tb_colour(lang, *terminal),
            colour_feminine = colour_feminine(lang, *terminal)
        ),
        Event::ColumnStarted { player, column, card } => wf!(
            lang,
            trambahn.event.column_started,
            name = tb_name(*player, names),
            column = said(*column),
            card = tb_card(lang, *card)
        ),
        Event::StationPlayed { player, column, card } => wf!(
            lang,
            trambahn.event.station_played,
            name = tb_name(*player, names),
            card = tb_card(lang, *card),
            column = said(*column)
        ),
        // Face down: which card is the player's secret.
        Event::PutToMoney { player, .. } => {
            wf!(lang, trambahn.event.put_to_money, name = tb_name(*player, names))
        }
        Event::TramBought { player, tram, column, refill, .. } => {
            let bought = wf!(
                lang,
                trambahn.event.tram_bought,
                name = tb_name(*player, names),
                a_kind = a_kind_of(lang, *tram),
                multiplier = tram.multiplier(),
                column = said(*column),
                price = tram.price_cards()
            );
            match refill.and_then(|t| t.row()) {
                Some(row) => wf!(
                    lang,
                    trambahn.event.tram_refill,
                    bought = bought,
                    kind = tb_tram_kind(lang, row.kind),
                    a_kind = a_tram_kind(lang, row.kind)
                ),
                None => bought,
            }
        }
        Event::ColumnsToMoney { player, columns, cards } => wf!(
            lang,
            trambahn.event.columns_to_money,
            name = tb_name(*player, names),
            columns = columns,
            cards = cards
        ),
        Event::Reshuffled { from_money, deck } => wf!(
            lang,
            trambahn.event.reshuffled,
            first = tb_name(0, names),
            first_cards = from_money[0],
            second = tb_name(1, names),
            second_cards = from_money[1],
            deck = deck
        ),
        Event::DisplayRefilled { trams } => {
            let kinds: Vec<&str> = trams.iter().map(|t| kind_of(lang, *t)).collect();
            wf!(lang, trambahn.event.display_refilled, trams = kinds.join(", "))
        }
        Event::Drew { player, count } => {
            wf!(lang, trambahn.event.drew, name = tb_name(*player, names), n = count)
        }
        Event::TurnEnded { player, next } => wf!(
            lang,
            trambahn.event.turn_ended,
            name = tb_name(*player, names),
            next = tb_name(*next, names)
        ),
        Event::GameEnded { reason: EndReason::TenthScoring } => {
            w!(lang, trambahn.event.game_ended_tenth_scoring).to_owned()
        }
        Event::GameEnded { reason: EndReason::CardsExhausted } => {
            w!(lang, trambahn.event.game_ended_cards_exhausted).to_owned()
        }
    }
}

/// A step of the turn, named in a refusal.
fn tb_turn_step(lang: Lang, step: TurnStep) -> &'static str {
    match step {
        TurnStep::Passengers => w!(lang, trambahn.refusal.step.passengers),
        TurnStep::Stations => w!(lang, trambahn.refusal.step.stations),
        TurnStep::Money => w!(lang, trambahn.refusal.step.money),
        TurnStep::Trams => w!(lang, trambahn.refusal.step.trams),
    }
}

/// Why Trambahn's engine refused a move, in words for the player.
pub fn tb_refusal(lang: Lang, r: &Refusal) -> String {
    match r {
        Refusal::GameOver => w!(lang, trambahn.refusal.game_over).to_owned(),
        Refusal::PassengerFirst => w!(lang, trambahn.refusal.passenger_first).to_owned(),
        Refusal::PassengersDone => w!(lang, trambahn.refusal.passengers_done).to_owned(),
        Refusal::StepOver { step } => {
            wf!(lang, trambahn.refusal.step_over, step = tb_turn_step(lang, *step))
        }
        Refusal::NotInHand { card } => {
            wf!(lang, trambahn.refusal.not_in_hand, card = tb_card(lang, *card))
        }
        Refusal::WrongTerminal { card, terminal } => wf!(
            lang,
            trambahn.refusal.wrong_terminal,
            card = tb_card(lang, *card),
            colour = tb_colour(lang, *terminal),
            colour_feminine = colour_feminine(lang, *terminal)
        ),
        Refusal::ConductorStartsNoColumn => {
            w!(lang, trambahn.refusal.conductor_starts_no_column).to_owned()
        }
        Refusal::NoSuchColumn { column } => {
            wf!(lang, trambahn.refusal.no_such_column, column = said(*column))
        }
        Refusal::ColumnClosed { column } => {
            wf!(lang, trambahn.refusal.column_closed, column = said(*column))
        }
        Refusal::WrongColour { column_colour, card_colour } => wf!(
            lang,
            trambahn.refusal.wrong_colour,
            card_colour = tb_colour(lang, *card_colour),
            card_colour_feminine = colour_feminine(lang, *card_colour),
            column_colour = tb_colour(lang, *column_colour),
            column_colour_feminine = colour_feminine(lang, *column_colour)
        ),
        Refusal::NotAscending { last, value } => {
            wf!(lang, trambahn.refusal.not_ascending, last = last, value = value)
        }
        Refusal::TramNotOnDisplay { .. } => {
            w!(lang, trambahn.refusal.tram_not_on_display).to_owned()
        }
        Refusal::ColumnHasTram { column } => {
            wf!(lang, trambahn.refusal.column_has_tram, column = said(*column))
        }
        Refusal::CannotAfford { price, money } => {
            wf!(lang, trambahn.refusal.cannot_afford, price = price, money = money)
        }
    }
}

/// Why a saved Trambahn game does not replay: "action 12 (buy_tram) was refused: …".
pub fn trambahn_replay_problem(lang: Lang, error: &trambahn_engine::ReplayError) -> String {
    match error {
        trambahn_engine::ReplayError::Action { index, refusal, kind } => {
            replay_refused(lang, *index, kind, &tb_refusal(lang, refusal))
        }
        trambahn_engine::ReplayError::Setup(e) => trambahn_setup_problem(lang, e),
    }
}

/// Why a Trambahn set-up cannot start a game.
pub fn trambahn_setup_problem(lang: Lang, e: &SetupError) -> String {
    match e {
        SetupError::Names => t(lang, Text::ErrTrambahnNames).to_owned(),
        SetupError::PlayerCount { names } => {
            t(lang, Text::ErrTrambahnPlayers).replace("{n}", &names.to_string())
        }
        SetupError::Deck => t(lang, Text::ErrTrambahnDeck).to_owned(),
        SetupError::Version(v) => t(lang, Text::ErrTrambahnVersion).replace("{n}", &v.to_string()),
        SetupError::Rules(v) => t(lang, Text::ErrTrambahnRules).replace("{n}", &v.to_string()),
    }
}

/// Why the hinted move is good, for the player to move ("you") against `other` (quoted
/// briefly): "Scores blue now: +36 for you, +12 for Bruno."
pub fn tb_hint_reason(lang: Lang, reason: &Reason, other: &str) -> String {
    let rival = quote(other);
    match *reason {
        Reason::Scores { colour, mine, theirs, last: false } => wf!(
            lang,
            trambahn.hint.scores,
            colour = tb_colour(lang, colour),
            colour_feminine = colour_feminine(lang, colour),
            mine = mine,
            theirs = theirs,
            rival = rival
        ),
        Reason::Scores { colour, mine, theirs, last: true } => wf!(
            lang,
            trambahn.hint.scores_and_ends,
            colour = tb_colour(lang, colour),
            colour_feminine = colour_feminine(lang, colour),
            mine = mine,
            theirs = theirs,
            rival = rival
        ),
        Reason::Passenger { colour, to_score, mine, theirs } => wf!(
            lang,
            trambahn.hint.passenger,
            colour = tb_colour(lang, colour),
            colour_feminine = colour_feminine(lang, colour),
            to_score = to_score,
            mine = mine,
            theirs = theirs,
            rival = rival
        ),
        Reason::ExtraTour { column, points } => {
            wf!(lang, trambahn.hint.extra_tour, column = said(column), points = points)
        }
        Reason::StartsColumn { colour, tram: Some(kind) } => wf!(
            lang,
            trambahn.hint.starts_column_tram,
            colour = tb_colour(lang, colour),
            colour_feminine = colour_feminine(lang, colour),
            a_kind = a_tram_kind(lang, kind)
        ),
        Reason::StartsColumn { colour, tram: None } => wf!(
            lang,
            trambahn.hint.starts_column,
            colour = tb_colour(lang, colour),
            colour_feminine = colour_feminine(lang, colour)
        ),
        Reason::Extends { column, station_points, multiplier: Some(m), .. } => wf!(
            lang,
            trambahn.hint.extends_run,
            column = said(column),
            station_points = station_points,
            multiplier = m,
            run = station_points.saturating_mul(m)
        ),
        Reason::Extends { column, station_points, multiplier: None, .. } => {
            wf!(lang, trambahn.hint.extends, column = said(column), station_points = station_points)
        }
        Reason::ToMoney { cards, tram: Some(kind) } => {
            wf!(lang, trambahn.hint.to_money_tram, cards = cards, a_kind = a_tram_kind(lang, kind))
        }
        Reason::ToMoney { cards, tram: None } => wf!(lang, trambahn.hint.to_money, cards = cards),
        Reason::BuysTram { kind, column, colour, runs } => wf!(
            lang,
            trambahn.hint.buys_tram,
            kind = tb_tram_kind(lang, kind),
            column = said(column),
            colour = tb_colour(lang, colour),
            colour_feminine = colour_feminine(lang, colour),
            runs = runs
        ),
        Reason::EndTurn { columns: 0, .. } => w!(lang, trambahn.hint.end_turn).to_owned(),
        Reason::EndTurn { columns, cards } => {
            wf!(lang, trambahn.hint.end_turn_loss, count = columns, cards = cards)
        }
    }
}

/// Why the game ended: "The game ended with the 10th regular scoring."
pub fn tb_end_reason(lang: Lang, reason: EndReason) -> &'static str {
    match reason {
        EndReason::TenthScoring => w!(lang, trambahn.end.tenth_scoring),
        EndReason::CardsExhausted => w!(lang, trambahn.end.cards_exhausted),
    }
}

/// What a scoring gave each player, on the end screen: "3: blue terminal — Anna +12, Bruno
/// +4" (`title` as [`tb_scoring_title`] words it; the names quoted briefly).
pub fn tb_scoring_gains(lang: Lang, title: &str, names: [&str; 2], points: [u32; 2]) -> String {
    let [first, second] = names.map(quote);
    wf!(
        lang,
        trambahn.scoring.gains,
        title = title,
        first = first,
        first_points = points[0],
        second = second,
        second_points = points[1]
    )
}

/// The fixed words of Trambahn's charts, end screen and hint, by name (each a key of
/// `trambahn.json`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TbWords {
    /// Title of the points chart.
    ChartPoints,
    /// Title of the money chart.
    ChartMoney,
    /// The first step of a chart: before anything happened.
    Start,
    /// Column header of the money table: the turn.
    Turn,
    /// Heading of the end screen's list of scorings.
    EachScoring,
    /// Under the hint: what Play it does and that nothing is played until then.
    HintNote,
}

impl TbWords {
    /// Every key (the samples word them all).
    pub const ALL: [TbWords; 6] = [
        TbWords::ChartPoints,
        TbWords::ChartMoney,
        TbWords::Start,
        TbWords::Turn,
        TbWords::EachScoring,
        TbWords::HintNote,
    ];
}

/// A fixed word of Trambahn's charts, end screen and hint.
pub fn tb_words(lang: Lang, key: TbWords) -> &'static str {
    match key {
        TbWords::ChartPoints => w!(lang, trambahn.chart.points),
        TbWords::ChartMoney => w!(lang, trambahn.chart.money),
        TbWords::Start => w!(lang, trambahn.chart.start),
        TbWords::Turn => w!(lang, trambahn.chart.turn),
        TbWords::EachScoring => w!(lang, trambahn.end.each_scoring),
        TbWords::HintNote => w!(lang, trambahn.hint.note),
    }
}
