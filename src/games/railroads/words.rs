//! Russian Railroads' words in Rust, written once for every language: which phrase of
//! `locales/<lang>/railroads.json` words a piece of the engine's data, and with what arguments
//! (issue 53). The wordings are data, one file per language; the terms are the glossary's
//! (`docs/glossary.md`, "Russian Railroads"): Spanish from the Spanish rulebook, German from
//! Hans im Glück's (Münze, Kiev, Spielendekarte).
//!
//! A track colour is worded as a track's: "negra" agrees with "vía" (the only noun a colour
//! qualifies in this game); German writes it after the noun, uninflected, as the rulebook's
//! material list does ("Gleis schwarz", "2 Gleisschritte grau").
//!
//! The groups of `railroads.json`: `railway`, `colour`, `group`, `space`, `gain`, `cost`,
//! `engineer`, `special`, `special_gives`, `factory`, `token`, `question_card`, `end_bonus`,
//! `start_bonus`, `source`, `task`, `repeat`, `refusal`, `event`, `points_for`, `hint`,
//! `setup`, `ordinal`, `rules` (the rules in short) and `ui` (the screen's labels, last). A
//! plural is a key with its forms (`points_one`, `points_other`) and the number as `count`.

use russian_railroads_engine::action::Repeat;
use russian_railroads_engine::bot::Level;
use russian_railroads_engine::bot::hint::Reason;
use russian_railroads_engine::data::{
    self, BoardSpace, Colour, EndBonus, EngineerId, FactoryAbility, Gain, QuestionCard, Railway,
    Special, StartBonus, Token,
};
use russian_railroads_engine::event::PointsFor;
use russian_railroads_engine::state::{Pay, PlayerId, Space};
use russian_railroads_engine::task::{BuildKind, Colours, Source, Task};
use russian_railroads_engine::{Event, Refusal, ReplayError, SetupError};

use crate::games::railroads::view_model::board::Group;
use crate::i18n::words::{w, wf};
use crate::i18n::{Lang, Names, quote, replay_refused};

/// A player of a log line, quoted briefly (names come from files and links).
fn rr_name(seat: PlayerId, names: &(impl Names + ?Sized)) -> String {
    quote(&names.player(seat))
}

/// Parts joined with " + " (a sign, the same in every language).
fn plus(parts: &[String]) -> String {
    parts.join(" + ")
}

/// A railway's name, as the rulebook calls it: "Trans-Siberian", "Kiev line".
pub fn railway(lang: Lang, r: Railway) -> &'static str {
    match r {
        Railway::TransSiberian => w!(lang, railroads.railway.trans_siberian),
        Railway::StPetersburg => w!(lang, railroads.railway.st_petersburg),
        Railway::Kiev => w!(lang, railroads.railway.kiev),
    }
}

/// A track colour, as a track's: "black" ("negra", "schwarz").
pub fn colour(lang: Lang, c: Colour) -> &'static str {
    match c {
        Colour::Black => w!(lang, railroads.colour.black),
        Colour::Grey => w!(lang, railroads.colour.grey),
        Colour::Brown => w!(lang, railroads.colour.brown),
        Colour::Natural => w!(lang, railroads.colour.natural),
        Colour::White => w!(lang, railroads.colour.white),
    }
}

/// A heading of the main board's groups of spaces: "Track building".
pub fn group(lang: Lang, g: Group) -> &'static str {
    match g {
        Group::Tracks => w!(lang, railroads.group.tracks),
        Group::Locomotives => w!(lang, railroads.group.locomotives),
        Group::Industry => w!(lang, railroads.group.industry),
        Group::Auxiliary => w!(lang, railroads.group.auxiliary),
        Group::Engineers => w!(lang, railroads.group.engineers),
        Group::TurnOrder => w!(lang, railroads.group.turn_order),
    }
}

/// Gains one after the other: "1 industry advance + 1 black track advance".
pub fn gains(lang: Lang, gains: &[Gain]) -> String {
    plus(&gains.iter().map(|g| gain(lang, g)).collect::<Vec<_>>())
}

/// A space's short name: a board space by what it gives ("2 black track advances"), "Public
/// engineer 1", "Hire an engineer", "Turn order 1st", "Your engineer 5".
pub fn space(lang: Lang, s: Space) -> String {
    match s {
        Space::Board { space: BoardSpace::LastRoundIndustry } => wf!(
            lang,
            railroads.space.last_round,
            gains = gains(lang, BoardSpace::LastRoundIndustry.data().gains)
        ),
        Space::Board { space } => gains(lang, space.data().gains),
        Space::Public { index } => {
            wf!(lang, railroads.space.public, n = usize::from(index).saturating_add(1))
        }
        Space::Hire => w!(lang, railroads.space.hire).to_owned(),
        Space::TurnOrder { position } => {
            wf!(lang, railroads.space.turn_order, ordinal = ordinal(lang, usize::from(position)))
        }
        Space::Own { engineer: e } => {
            wf!(lang, railroads.space.own, number = data::engineer(e).number)
        }
    }
}

/// A space as the log names it, for every player: an own engineer is "own engineer 5", not
/// "your".
fn log_space(lang: Lang, s: Space) -> String {
    match s {
        Space::Own { engineer: e } => {
            wf!(lang, railroads.space.own_log, number = data::engineer(e).number)
        }
        _ => space(lang, s),
    }
}

/// One part of what an action gives: "2 black track advances", "a locomotive or a factory",
/// "2 rubles", "3 points".
pub fn gain(lang: Lang, g: &Gain) -> String {
    match *g {
        Gain::Tracks(c, n) => wf!(lang, railroads.gain.tracks, count = n, colour = colour(lang, c)),
        Gain::AnyTracks(n) => wf!(lang, railroads.gain.any_tracks, count = n),
        Gain::BlackOrGrey => w!(lang, railroads.gain.black_or_grey).to_owned(),
        Gain::Industry(n) => wf!(lang, railroads.gain.industry, count = n),
        Gain::LocomotiveOrFactory => w!(lang, railroads.gain.locomotive_or_factory).to_owned(),
        Gain::Locomotive => w!(lang, railroads.gain.locomotive).to_owned(),
        Gain::Factory => w!(lang, railroads.gain.factory).to_owned(),
        Gain::Doublers(n) => wf!(lang, railroads.gain.doublers, count = n),
        Gain::Rubles(n) => wf!(lang, railroads.gain.rubles, count = n),
        Gain::TemporaryWorkers => w!(lang, railroads.gain.temporary_workers).to_owned(),
        Gain::Points(n) => wf!(lang, railroads.gain.points, count = n),
        Gain::Reuse => w!(lang, railroads.gain.reuse).to_owned(),
    }
}

/// A price: `workers` workers and `rubles` rubles, "1 worker", "1 worker + 1 ruble". (T4's
/// upper track space takes 2 of which 1 is a ruble: `cost(lang, 1, 1)`.)
pub fn cost(lang: Lang, workers: u8, rubles: u8) -> String {
    let mut parts = Vec::new();
    if workers > 0 || rubles == 0 {
        parts.push(wf!(lang, railroads.cost.workers, count = workers));
    }
    if rubles > 0 {
        parts.push(wf!(lang, railroads.cost.rubles, count = rubles));
    }
    plus(&parts)
}

/// What was placed on a space: "2 workers", "1 temporary worker + 1 ruble", "the black
/// worker".
pub fn pay(lang: Lang, p: &Pay) -> String {
    let mut parts = Vec::new();
    if p.workers > 0 {
        parts.push(wf!(lang, railroads.cost.workers, count = p.workers));
    }
    if p.temporary > 0 {
        parts.push(wf!(lang, railroads.cost.temporary, count = p.temporary));
    }
    if p.black {
        parts.push(w!(lang, railroads.cost.black).to_owned());
    }
    if p.rubles > 0 {
        parts.push(wf!(lang, railroads.cost.rubles, count = p.rubles));
    }
    if parts.is_empty() {
        return w!(lang, railroads.cost.nothing).to_owned();
    }
    plus(&parts)
}

/// An engineer by its printed number (T10): "Engineer 5".
pub fn engineer(lang: Lang, e: EngineerId) -> String {
    wf!(lang, railroads.engineer.name, number = data::engineer(e).number)
}

/// What an engineer gives (T10): "1 industry advance + 3 points".
pub fn engineer_gives(lang: Lang, e: EngineerId) -> String {
    gains(lang, data::engineer(e).gains)
}

/// A special space of a player's board: "Trans-Siberian, space 3", "The industry track's
/// “?” space".
pub fn special(lang: Lang, s: Special) -> String {
    match s.on_railway() {
        Some((r, at, _, _)) => {
            wf!(lang, railroads.special.on_railway, railway = railway(lang, r), space = at)
        }
        None => w!(lang, railroads.special.industry).to_owned(),
    }
}

/// What reaching a special space asks and gives: "Black track here: a new worker".
pub fn special_gives(lang: Lang, s: Special) -> String {
    match s {
        Special::TransSiberianWorker => w!(lang, railroads.special_gives.trans_siberian_worker),
        Special::TransSiberianToken => w!(lang, railroads.special_gives.trans_siberian_token),
        Special::StPetersburgToken4 | Special::StPetersburgToken6 => {
            w!(lang, railroads.special_gives.st_petersburg_token)
        }
        Special::KievWorker => w!(lang, railroads.special_gives.kiev_worker),
        Special::IndustryToken => w!(lang, railroads.special_gives.industry_token),
    }
    .to_owned()
}

/// What a factory does when an industry marker lands on it, one line.
pub fn factory(lang: Lang, f: FactoryAbility) -> String {
    match f {
        FactoryAbility::EngineerNumbers => w!(lang, railroads.factory.engineer_numbers),
        FactoryAbility::Reuse => w!(lang, railroads.factory.reuse),
        FactoryAbility::Industry => w!(lang, railroads.factory.industry),
        FactoryAbility::Build => w!(lang, railroads.factory.build),
        FactoryAbility::Tracks => w!(lang, railroads.factory.tracks),
        FactoryAbility::EndBonus => w!(lang, railroads.factory.end_bonus),
        FactoryAbility::Doublers => w!(lang, railroads.factory.doublers),
        FactoryAbility::Ruble => w!(lang, railroads.factory.ruble),
        FactoryAbility::BestLocomotives => w!(lang, railroads.factory.best_locomotives),
    }
    .to_owned()
}

/// A bonus token: its name and what it does, one line.
pub fn token(lang: Lang, t: Token) -> String {
    match t {
        Token::FourTracks => w!(lang, railroads.token.four_tracks),
        Token::FiveIndustry => w!(lang, railroads.token.five_industry),
        Token::SecondMarker => w!(lang, railroads.token.second_marker),
        Token::ThreeDoublers => w!(lang, railroads.token.three_doublers),
        Token::KievMedal => w!(lang, railroads.token.kiev_medal),
        Token::QuestionCard => w!(lang, railroads.token.question_card),
        Token::Revaluation => w!(lang, railroads.token.revaluation),
    }
    .to_owned()
}

/// A "?" card: its name and what it gives, one line.
pub fn question_card(lang: Lang, c: QuestionCard) -> String {
    match c {
        QuestionCard::FourActions => w!(lang, railroads.question_card.four_actions),
        QuestionCard::Engineer => w!(lang, railroads.question_card.engineer),
        QuestionCard::FactoryAndIndustry => w!(lang, railroads.question_card.factory_and_industry),
        QuestionCard::Locomotive => w!(lang, railroads.question_card.locomotive),
        QuestionCard::BlackWorker => w!(lang, railroads.question_card.black_worker),
    }
    .to_owned()
}

/// An end-bonus card: its name and what it scores, one line.
pub fn end_bonus(lang: Lang, c: EndBonus) -> String {
    match c {
        EndBonus::Fifteen => w!(lang, railroads.end_bonus.fifteen),
        EndBonus::CompletedRailways => w!(lang, railroads.end_bonus.completed_railways),
        EndBonus::Factories => w!(lang, railroads.end_bonus.factories),
        EndBonus::Doublers => w!(lang, railroads.end_bonus.doublers),
        EndBonus::Locomotives => w!(lang, railroads.end_bonus.locomotives),
        EndBonus::ExtraEngineer => w!(lang, railroads.end_bonus.extra_engineer),
        EndBonus::BlackTracks => w!(lang, railroads.end_bonus.black_tracks),
        EndBonus::GainedWorkers => w!(lang, railroads.end_bonus.gained_workers),
        EndBonus::Tokens => w!(lang, railroads.end_bonus.tokens),
        EndBonus::HiredEngineers => w!(lang, railroads.end_bonus.hired_engineers),
    }
    .to_owned()
}

/// A start-bonus card: its name and what it gives, one line.
pub fn start_bonus(lang: Lang, c: StartBonus) -> String {
    match c {
        StartBonus::BlackAdvance => w!(lang, railroads.start_bonus.black_advance),
        StartBonus::IndustryAdvance => w!(lang, railroads.start_bonus.industry_advance),
        StartBonus::TwoDoublers => w!(lang, railroads.start_bonus.two_doublers),
        StartBonus::Ruble => w!(lang, railroads.start_bonus.ruble),
    }
    .to_owned()
}

/// A pending frame's heading: "From the action space", "Factory 3 fires", "Bonus token".
pub fn source(lang: Lang, s: &Source) -> String {
    match *s {
        Source::Space => w!(lang, railroads.source.space).to_owned(),
        Source::StartBonus => w!(lang, railroads.source.start_bonus).to_owned(),
        Source::Factory { value } => wf!(lang, railroads.source.factory, value = value),
        Source::Token => w!(lang, railroads.source.token).to_owned(),
        Source::QuestionCard => w!(lang, railroads.source.question_card).to_owned(),
        Source::WhiteTrack => w!(lang, railroads.source.white_track).to_owned(),
        Source::Special => w!(lang, railroads.source.special).to_owned(),
        Source::Lifted => w!(lang, railroads.source.lifted).to_owned(),
        Source::BlackWorker => w!(lang, railroads.source.black_worker).to_owned(),
        Source::Reuse => w!(lang, railroads.source.reuse).to_owned(),
    }
}

/// Colours as alternatives: "black or grey", "black, grey or brown".
fn colours_or(lang: Lang, set: Colours) -> String {
    let names: Vec<&str> =
        Colour::ALL.iter().filter(|c| set.has(**c)).map(|c| colour(lang, *c)).collect();
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => (*last).to_owned(),
        Some((last, rest)) => {
            wf!(lang, railroads.task.or, first = rest.join(", "), second = *last)
        }
    }
}

/// One thing still to decide: "2 track advances (black or grey)", "Build a locomotive",
/// "Choose a bonus token".
pub fn task(lang: Lang, t: &Task) -> String {
    match *t {
        Task::Tracks { colours, count } if colours == Colours::ANY => {
            gain(lang, &Gain::AnyTracks(count))
        }
        Task::Tracks { colours, count } if colours.len() == 1 => {
            match Colour::ALL.into_iter().find(|c| colours.has(*c)) {
                Some(c) => gain(lang, &Gain::Tracks(c, count)),
                None => gain(lang, &Gain::AnyTracks(count)),
            }
        }
        Task::Tracks { colours, count } => {
            wf!(lang, railroads.task.tracks, count = count, colours = colours_or(lang, colours))
        }
        Task::Industry { count } => gain(lang, &Gain::Industry(count)),
        Task::Build { kind: BuildKind::Either } => w!(lang, railroads.task.build_either).to_owned(),
        Task::Build { kind: BuildKind::Locomotive } => {
            w!(lang, railroads.task.build_locomotive).to_owned()
        }
        Task::Build { kind: BuildKind::Factory } => {
            w!(lang, railroads.task.build_factory).to_owned()
        }
        Task::Locomotive { value, factoryless: false } => {
            wf!(lang, railroads.task.locomotive, value = value)
        }
        Task::Locomotive { value, factoryless: true } => {
            wf!(lang, railroads.task.locomotive_factoryless, value = value)
        }
        Task::Token => w!(lang, railroads.task.token).to_owned(),
        Task::QuestionCard => w!(lang, railroads.task.question_card).to_owned(),
        Task::EndBonus => w!(lang, railroads.task.end_bonus).to_owned(),
        Task::Reuse => w!(lang, railroads.task.reuse).to_owned(),
        Task::Repeat => w!(lang, railroads.task.repeat).to_owned(),
    }
}

/// What the "?" card 1's fourth action repeats: "a doubler".
pub fn repeat(lang: Lang, r: Repeat) -> &'static str {
    match r {
        Repeat::Doubler => w!(lang, railroads.repeat.doubler),
        Repeat::Industry => w!(lang, railroads.repeat.industry),
        Repeat::Black => w!(lang, railroads.repeat.black),
    }
}

/// Why a space, a payment or a step is not offered (the rule it breaks), plainly.
pub fn refusal(lang: Lang, r: &Refusal) -> String {
    match r {
        Refusal::GameOver => w!(lang, railroads.refusal.game_over),
        Refusal::NotNow => w!(lang, railroads.refusal.not_now),
        Refusal::StartBonusTaken => w!(lang, railroads.refusal.start_bonus_taken),
        Refusal::NoSuchSpace => w!(lang, railroads.refusal.no_such_space),
        Refusal::Occupied => w!(lang, railroads.refusal.occupied),
        Refusal::EngineerUsed => w!(lang, railroads.refusal.engineer_used),
        Refusal::WrongPayment => w!(lang, railroads.refusal.wrong_payment),
        Refusal::CannotPay => w!(lang, railroads.refusal.cannot_pay),
        Refusal::AlreadyHired => w!(lang, railroads.refusal.already_hired),
        Refusal::TurnOrderSpace => w!(lang, railroads.refusal.turn_order_space),
        Refusal::Incomplete => w!(lang, railroads.refusal.incomplete),
        Refusal::NoAdvance => w!(lang, railroads.refusal.no_advance),
        Refusal::ColourNotHere => w!(lang, railroads.refusal.colour_not_here),
        Refusal::TrackBlocked => w!(lang, railroads.refusal.track_blocked),
        Refusal::IndustryBlocked => w!(lang, railroads.refusal.industry_blocked),
        Refusal::NoTile => w!(lang, railroads.refusal.no_tile),
        Refusal::LocomotiveSlot => w!(lang, railroads.refusal.locomotive_slot),
        Refusal::FactorySlot => w!(lang, railroads.refusal.factory_slot),
        Refusal::WrongBuild => w!(lang, railroads.refusal.wrong_build),
        Refusal::TokenUsed => w!(lang, railroads.refusal.token_used),
        Refusal::QuestionCardGone => w!(lang, railroads.refusal.question_card_gone),
        Refusal::NotInPile => w!(lang, railroads.refusal.not_in_pile),
        Refusal::CannotReuse => w!(lang, railroads.refusal.cannot_reuse),
        Refusal::MustComplete => w!(lang, railroads.refusal.must_complete),
    }
    .to_owned()
}

/// Why points were scored at once: "instead of an end-bonus card".
pub fn points_for(lang: Lang, p: PointsFor) -> &'static str {
    match p {
        PointsFor::Action => w!(lang, railroads.points_for.action),
        PointsFor::EndOfLine(Railway::TransSiberian) => {
            w!(lang, railroads.points_for.end_of_line_trans_siberian)
        }
        PointsFor::EndOfLine(Railway::StPetersburg) => {
            w!(lang, railroads.points_for.end_of_line_st_petersburg)
        }
        PointsFor::EndOfLine(Railway::Kiev) => w!(lang, railroads.points_for.end_of_line_kiev),
        PointsFor::EngineerNumbers => w!(lang, railroads.points_for.engineer_numbers),
        PointsFor::BestLocomotives => w!(lang, railroads.points_for.best_locomotives),
        PointsFor::InsteadOfEndBonus => w!(lang, railroads.points_for.instead_of_end_bonus),
    }
}

/// Seats in order, their names quoted: "“Anna”, “Boris”".
fn order_of(order: &[PlayerId], names: &(impl Names + ?Sized)) -> String {
    order.iter().map(|s| rr_name(*s, names)).collect::<Vec<_>>().join(", ")
}

/// Each seat's points of a scoring: "“Anna” +23, “Boris” +17".
fn score_lines(
    lang: Lang,
    scores: impl Iterator<Item = (PlayerId, u32)>,
    names: &(impl Names + ?Sized),
) -> String {
    scores
        .map(|(seat, points)| {
            wf!(lang, railroads.event.score_line, name = rr_name(seat, names), points = points)
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// A line of the log, the players named (quoted briefly).
pub fn event(lang: Lang, e: &Event, names: &(impl Names + ?Sized)) -> String {
    let who = |seat: &PlayerId| rr_name(*seat, names);
    match e {
        Event::Began { order } => wf!(lang, railroads.event.began, order = order_of(order, names)),
        Event::Drafted { seat, card } => {
            wf!(lang, railroads.event.drafted, name = who(seat), card = start_bonus(lang, *card))
        }
        Event::Placed { seat, space: s, pay: p } => wf!(
            lang,
            railroads.event.placed,
            name = who(seat),
            pay = pay(lang, p),
            space = log_space(lang, *s)
        ),
        Event::Passed { seat, points: 0 } => {
            wf!(lang, railroads.event.passed_nothing, name = who(seat))
        }
        Event::Passed { seat, points } => {
            wf!(lang, railroads.event.passed, name = who(seat), count = points)
        }
        Event::Advanced { seat, railway: r, colour: c, to } => wf!(
            lang,
            railroads.event.advanced,
            name = who(seat),
            colour = colour(lang, *c),
            railway = railway(lang, *r),
            to = to
        ),
        Event::Unlocked { seat, colour: c } => {
            wf!(lang, railroads.event.unlocked, name = who(seat), colour = colour(lang, *c))
        }
        Event::IndustryAdvanced { seat, marker: 0, to } => {
            wf!(lang, railroads.event.industry_advanced, name = who(seat), to = to)
        }
        Event::IndustryAdvanced { seat, to, .. } => {
            wf!(lang, railroads.event.second_marker_advanced, name = who(seat), to = to)
        }
        Event::FactoryFired { seat, value, ability } => wf!(
            lang,
            railroads.event.factory_fired,
            name = who(seat),
            value = value,
            ability = factory(lang, *ability)
        ),
        Event::LocomotiveBuilt { seat, value, at, replaced: None } => wf!(
            lang,
            railroads.event.locomotive_built,
            name = who(seat),
            value = value,
            railway = railway(lang, at.railway)
        ),
        Event::LocomotiveBuilt { seat, value, at, replaced: Some(replaced) } => wf!(
            lang,
            railroads.event.locomotive_replaced,
            name = who(seat),
            value = value,
            railway = railway(lang, at.railway),
            replaced = replaced
        ),
        Event::LocomotiveRetired { seat, value } => {
            wf!(lang, railroads.event.locomotive_retired, name = who(seat), value = value)
        }
        Event::FactoryBuilt { seat, value, spare, replaced, .. } => {
            let built = if *spare {
                wf!(lang, railroads.event.factory_built_spare, name = who(seat), value = value)
            } else {
                wf!(lang, railroads.event.factory_built, name = who(seat), value = value)
            };
            match replaced {
                Some(old) => {
                    wf!(lang, railroads.event.factory_replaced, built = built, replaced = old)
                }
                None => built,
            }
        }
        Event::Doublers { seat, count } => {
            wf!(lang, railroads.event.doublers, name = who(seat), count = count)
        }
        Event::Rubles { seat, count } => {
            wf!(lang, railroads.event.rubles, name = who(seat), count = count)
        }
        Event::TemporaryWorkers { seat } => {
            wf!(lang, railroads.event.temporary_workers, name = who(seat))
        }
        Event::Points { seat, points, why } => wf!(
            lang,
            railroads.event.points,
            name = who(seat),
            count = points,
            why = points_for(lang, *why)
        ),
        Event::Hired { seat, engineer: e } => {
            wf!(lang, railroads.event.hired, name = who(seat), number = data::engineer(*e).number)
        }
        Event::Special { seat, special: s } => {
            wf!(lang, railroads.event.special, name = who(seat), special = special(lang, *s))
        }
        Event::WorkerGained { seat } => wf!(lang, railroads.event.worker_gained, name = who(seat)),
        Event::TokenUsed { seat, token: t } => {
            wf!(lang, railroads.event.token_used, name = who(seat), token = token(lang, *t))
        }
        Event::QuestionCardTaken { seat, card } => wf!(
            lang,
            railroads.event.question_card_taken,
            name = who(seat),
            card = question_card(lang, *card)
        ),
        // The card is not named: the others do not see it.
        Event::EndBonusTaken { seat, card: Some(_) } => {
            wf!(lang, railroads.event.end_bonus_taken, name = who(seat))
        }
        Event::EndBonusTaken { seat, card: None } => {
            wf!(lang, railroads.event.end_bonus_points, name = who(seat))
        }
        Event::Reused { seat, space: s } => {
            wf!(lang, railroads.event.reused, name = who(seat), space = log_space(lang, *s))
        }
        Event::GaveUp { seat } => wf!(lang, railroads.event.gave_up, name = who(seat)),
        Event::TurnOrder { order } => {
            wf!(lang, railroads.event.turn_order, order = order_of(order, names))
        }
        Event::RoundScored { round, scores } => wf!(
            lang,
            railroads.event.round_scored,
            round = round,
            lines = score_lines(lang, scores.iter().map(|s| (s.seat, s.total())), names)
        ),
        Event::EngineersMoved { left: None } => {
            w!(lang, railroads.event.engineers_moved).to_owned()
        }
        Event::EngineersMoved { left: Some(e) } => {
            wf!(lang, railroads.event.engineer_left, number = data::engineer(*e).number)
        }
        Event::RoundBegan { round } => wf!(lang, railroads.event.round_began, round = round),
        Event::FinalScored { scores } => wf!(
            lang,
            railroads.event.final_scored,
            lines = score_lines(
                lang,
                scores.iter().map(|s| {
                    (s.seat, s.cards.iter().map(|(_, p)| *p).sum::<u32>() + s.majority)
                }),
                names
            )
        ),
    }
}

/// Why the strong computer's move is worth playing, a sentence.
pub fn hint_reason(lang: Lang, r: &Reason) -> String {
    match *r {
        Reason::Pass { points } => wf!(lang, railroads.hint.pass, count = points),
        Reason::TurnOrder { position } => {
            wf!(lang, railroads.hint.turn_order, ordinal = ordinal(lang, usize::from(position)))
        }
        Reason::Engineer { engineer: e } => {
            wf!(lang, railroads.hint.engineer, number = data::engineer(e).number)
        }
        Reason::Worker => w!(lang, railroads.hint.worker).to_owned(),
        Reason::Unlocks { colour: c } => {
            wf!(lang, railroads.hint.unlocks, colour = colour(lang, c))
        }
        Reason::Points { points } => wf!(lang, railroads.hint.points, count = points),
        Reason::Scoring { gain: g, scorings } => {
            wf!(lang, railroads.hint.scoring, gain = g, count = scorings)
        }
        Reason::Reach { railway: r, to } => {
            wf!(lang, railroads.hint.reach, railway = railway(lang, r), to = to)
        }
        Reason::Factory { value } => wf!(lang, railroads.hint.factory, value = value),
        Reason::Resources => w!(lang, railroads.hint.resources).to_owned(),
    }
}

/// Why a set-up or a save cannot start a game.
pub fn setup_problem(lang: Lang, e: &SetupError) -> String {
    match e {
        SetupError::PlayerCount { names } => {
            wf!(lang, railroads.setup.player_count, names = names)
        }
        SetupError::Names => w!(lang, railroads.setup.names).to_owned(),
        SetupError::Version(v) => wf!(lang, railroads.setup.version, version = v),
        SetupError::Rules(v) => wf!(lang, railroads.setup.rules, version = v),
    }
}

/// A computer player's level: "random", "steady", "strong" (the shell's words).
pub fn level(lang: Lang, l: Level) -> &'static str {
    match l {
        Level::Random => w!(lang, shell.level_random),
        Level::Steady => w!(lang, shell.level_steady),
        Level::Strong => w!(lang, shell.level_strong),
    }
}

/// A place in the turn order, counted from 1: "1st" ("1.ª", "1."). Spanish writes it feminine,
/// agreeing with "posición" as the rulebook does ("la 1.ª posición").
pub fn ordinal(lang: Lang, position: usize) -> String {
    match position {
        1 => w!(lang, railroads.ordinal.first).to_owned(),
        2 => w!(lang, railroads.ordinal.second).to_owned(),
        3 => w!(lang, railroads.ordinal.third).to_owned(),
        n => wf!(lang, railroads.ordinal.other, n = n),
    }
}

/// Why a saved Russian Railroads game does not replay: the refused move and why, or the
/// set-up's problem.
pub fn replay_problem(lang: Lang, error: &ReplayError) -> String {
    match error {
        ReplayError::Action { index, kind, refusal: r } => {
            replay_refused(lang, *index, kind, &refusal(lang, r))
        }
        ReplayError::Setup(e) => setup_problem(lang, e),
    }
}

#[cfg(test)]
mod tests {
    use russian_railroads_engine::data::{FACTORIES, card_engineer};
    use russian_railroads_engine::event::{FinalScore, RoundScore};
    use russian_railroads_engine::task::LocomotiveSlot;

    use super::*;
    use crate::games::railroads::view_model::tests::play;
    use crate::i18n::SetupNames;

    const LANGS: [Lang; 3] = [Lang::En, Lang::Es, Lang::De];

    /// Strings that are the same word in English and in another language (the rulebook's):
    /// the leak check lets these through.
    const SAME_WORD: [(Lang, &str); 1] = [(Lang::Es, "natural")];

    /// A wording that is whole: not empty, no placeholder left, no missing key.
    fn whole(text: &str, what: &str) {
        assert!(!text.trim().is_empty(), "{what}: empty");
        assert!(!text.contains("{{") && !text.contains("}}"), "{what}: {text}");
        assert!(!text.contains("[railroads."), "{what}: {text}");
    }

    /// Every piece of the engine's data these words name, worded in `lang`, each with what it
    /// is (the data groups: their Spanish and German are never the English).
    fn data_words(lang: Lang) -> Vec<(String, String)> {
        let mut out: Vec<(String, String)> = Vec::new();
        let mut add = |what: String, text: String| out.push((what, text));
        for r in Railway::ALL {
            add(format!("{r:?}"), railway(lang, r).to_owned());
        }
        for c in Colour::ALL {
            add(format!("{c:?}"), colour(lang, c).to_owned());
        }
        for g in Group::ALL {
            add(format!("{g:?}"), group(lang, g).to_owned());
        }
        let mut spaces: Vec<Space> =
            BoardSpace::all().map(|space| Space::Board { space }).collect();
        spaces.extend([
            Space::Public { index: 0 },
            Space::Public { index: 1 },
            Space::Hire,
            Space::TurnOrder { position: 1 },
            Space::TurnOrder { position: 2 },
            Space::Own { engineer: 4 },
        ]);
        for s in spaces {
            add(format!("{s:?}"), space(lang, s));
        }
        let all_gains = [
            Gain::Tracks(Colour::Black, 1),
            Gain::Tracks(Colour::Natural, 2),
            Gain::AnyTracks(1),
            Gain::AnyTracks(2),
            Gain::BlackOrGrey,
            Gain::Industry(1),
            Gain::Industry(3),
            Gain::LocomotiveOrFactory,
            Gain::Locomotive,
            Gain::Factory,
            Gain::Doublers(1),
            Gain::Doublers(2),
            Gain::Rubles(1),
            Gain::Rubles(2),
            Gain::TemporaryWorkers,
            Gain::Points(1),
            Gain::Points(5),
            Gain::Reuse,
        ];
        for g in all_gains {
            add(format!("{g:?}"), gain(lang, &g));
        }
        for (w, r) in [(1, 0), (2, 0), (1, 1), (0, 1), (3, 2)] {
            add(format!("cost {w} {r}"), cost(lang, w, r));
        }
        let pays = [
            Pay::workers(1),
            Pay::workers(2),
            Pay { workers: 0, temporary: 2, rubles: 0, black: false },
            Pay { workers: 1, temporary: 1, rubles: 1, black: true },
            Pay { workers: 0, temporary: 0, rubles: 1, black: false },
            Pay::default(),
        ];
        for p in pays {
            add(format!("{p:?}"), pay(lang, &p));
        }
        for e in 0..15 {
            add(format!("engineer {e}"), engineer(lang, e));
            add(format!("engineer gives {e}"), engineer_gives(lang, e));
        }
        for s in Special::ALL {
            add(format!("{s:?}"), special(lang, s));
            add(format!("{s:?} gives"), special_gives(lang, s));
        }
        for f in FACTORIES {
            add(format!("{f:?}"), factory(lang, f));
        }
        for t in Token::ALL {
            add(format!("{t:?}"), token(lang, t));
        }
        for c in QuestionCard::ALL {
            add(format!("{c:?}"), question_card(lang, c));
        }
        for c in EndBonus::ALL {
            add(format!("{c:?}"), end_bonus(lang, c));
        }
        for c in StartBonus::ALL {
            add(format!("{c:?}"), start_bonus(lang, c));
        }
        for s in SOURCES {
            add(format!("{s:?}"), source(lang, &s));
        }
        for t in tasks() {
            add(format!("{t:?}"), task(lang, &t));
        }
        for r in Repeat::ALL {
            add(format!("{r:?}"), repeat(lang, r).to_owned());
        }
        for r in REFUSALS {
            add(format!("{r:?}"), refusal(lang, &r));
        }
        for p in POINTS_FOR {
            add(format!("{p:?}"), points_for(lang, p).to_owned());
        }
        for r in reasons() {
            add(format!("{r:?}"), hint_reason(lang, &r));
        }
        for e in setup_errors() {
            add(format!("{e:?}"), setup_problem(lang, &e));
        }
        out
    }

    const SOURCES: [Source; 10] = [
        Source::Space,
        Source::StartBonus,
        Source::Factory { value: 3 },
        Source::Token,
        Source::QuestionCard,
        Source::WhiteTrack,
        Source::Special,
        Source::Lifted,
        Source::BlackWorker,
        Source::Reuse,
    ];

    fn tasks() -> Vec<Task> {
        vec![
            Task::Tracks { colours: Colours::ANY, count: 2 },
            Task::Tracks { colours: Colours::one(Colour::Grey), count: 1 },
            Task::Tracks { colours: Colours::BLACK_OR_GREY, count: 2 },
            Task::Tracks { colours: Colours(0b0_0111), count: 1 },
            Task::Industry { count: 1 },
            Task::Industry { count: 5 },
            Task::Build { kind: BuildKind::Either },
            Task::Build { kind: BuildKind::Locomotive },
            Task::Build { kind: BuildKind::Factory },
            Task::Locomotive { value: 4, factoryless: false },
            Task::Locomotive { value: 9, factoryless: true },
            Task::Token,
            Task::QuestionCard,
            Task::EndBonus,
            Task::Reuse,
            Task::Repeat,
        ]
    }

    const REFUSALS: [Refusal; 24] = [
        Refusal::GameOver,
        Refusal::NotNow,
        Refusal::StartBonusTaken,
        Refusal::NoSuchSpace,
        Refusal::Occupied,
        Refusal::EngineerUsed,
        Refusal::WrongPayment,
        Refusal::CannotPay,
        Refusal::AlreadyHired,
        Refusal::TurnOrderSpace,
        Refusal::Incomplete,
        Refusal::NoAdvance,
        Refusal::ColourNotHere,
        Refusal::TrackBlocked,
        Refusal::IndustryBlocked,
        Refusal::NoTile,
        Refusal::LocomotiveSlot,
        Refusal::FactorySlot,
        Refusal::WrongBuild,
        Refusal::TokenUsed,
        Refusal::QuestionCardGone,
        Refusal::NotInPile,
        Refusal::CannotReuse,
        Refusal::MustComplete,
    ];

    /// A distinct index per refusal (a new variant stops the build here).
    fn refusal_index(r: Refusal) -> usize {
        match r {
            Refusal::GameOver => 0,
            Refusal::NotNow => 1,
            Refusal::StartBonusTaken => 2,
            Refusal::NoSuchSpace => 3,
            Refusal::Occupied => 4,
            Refusal::EngineerUsed => 5,
            Refusal::WrongPayment => 6,
            Refusal::CannotPay => 7,
            Refusal::AlreadyHired => 8,
            Refusal::TurnOrderSpace => 9,
            Refusal::Incomplete => 10,
            Refusal::NoAdvance => 11,
            Refusal::ColourNotHere => 12,
            Refusal::TrackBlocked => 13,
            Refusal::IndustryBlocked => 14,
            Refusal::NoTile => 15,
            Refusal::LocomotiveSlot => 16,
            Refusal::FactorySlot => 17,
            Refusal::WrongBuild => 18,
            Refusal::TokenUsed => 19,
            Refusal::QuestionCardGone => 20,
            Refusal::NotInPile => 21,
            Refusal::CannotReuse => 22,
            Refusal::MustComplete => 23,
        }
    }

    const POINTS_FOR: [PointsFor; 7] = [
        PointsFor::Action,
        PointsFor::EndOfLine(Railway::TransSiberian),
        PointsFor::EndOfLine(Railway::StPetersburg),
        PointsFor::EndOfLine(Railway::Kiev),
        PointsFor::EngineerNumbers,
        PointsFor::BestLocomotives,
        PointsFor::InsteadOfEndBonus,
    ];

    fn reasons() -> Vec<Reason> {
        vec![
            Reason::Pass { points: 1 },
            Reason::Pass { points: 3 },
            Reason::TurnOrder { position: 1 },
            Reason::TurnOrder { position: 2 },
            Reason::Engineer { engineer: 3 },
            Reason::Worker,
            Reason::Unlocks { colour: Colour::Brown },
            Reason::Points { points: 1 },
            Reason::Points { points: 8 },
            Reason::Scoring { gain: 4, scorings: 1 },
            Reason::Scoring { gain: 4, scorings: 3 },
            Reason::Reach { railway: Railway::Kiev, to: 5 },
            Reason::Factory { value: 6 },
            Reason::Resources,
        ]
    }

    fn setup_errors() -> Vec<SetupError> {
        vec![
            SetupError::PlayerCount { names: 5 },
            SetupError::Names,
            SetupError::Version(9),
            SetupError::Rules(7),
        ]
    }

    /// One event of every kind (the random games' may miss a rare one).
    fn every_event() -> Vec<Event> {
        let at = LocomotiveSlot { railway: Railway::StPetersburg, slot: 0 };
        vec![
            Event::Began { order: vec![1, 0, 2] },
            Event::Drafted { seat: 0, card: StartBonus::TwoDoublers },
            Event::Placed {
                seat: 1,
                space: Space::Board { space: BoardSpace::UpperTrack },
                pay: Pay { workers: 1, temporary: 0, rubles: 1, black: false },
            },
            Event::Passed { seat: 0, points: 0 },
            Event::Passed { seat: 0, points: 1 },
            Event::Advanced { seat: 2, railway: Railway::Kiev, colour: Colour::Grey, to: 3 },
            Event::Unlocked { seat: 0, colour: Colour::White },
            Event::IndustryAdvanced { seat: 1, marker: 0, to: 4 },
            Event::IndustryAdvanced { seat: 1, marker: 1, to: 2 },
            Event::FactoryFired { seat: 0, value: 5, ability: FactoryAbility::Tracks },
            Event::LocomotiveBuilt { seat: 0, value: 4, at, replaced: None },
            Event::LocomotiveBuilt { seat: 0, value: 6, at, replaced: Some(4) },
            Event::LocomotiveRetired { seat: 0, value: 4 },
            Event::FactoryBuilt { seat: 1, value: 3, slot: 0, spare: false, replaced: None },
            Event::FactoryBuilt { seat: 1, value: 4, slot: 4, spare: true, replaced: Some(2) },
            Event::Doublers { seat: 2, count: 1 },
            Event::Doublers { seat: 2, count: 3 },
            Event::Rubles { seat: 2, count: 1 },
            Event::Rubles { seat: 2, count: 2 },
            Event::TemporaryWorkers { seat: 1 },
            Event::Points { seat: 0, points: 10, why: PointsFor::EndOfLine(Railway::Kiev) },
            Event::Points { seat: 0, points: 1, why: PointsFor::Action },
            Event::Hired { seat: 1, engineer: 7 },
            Event::Hired { seat: 1, engineer: card_engineer() },
            Event::Special { seat: 0, special: Special::KievWorker },
            Event::Special { seat: 0, special: Special::IndustryToken },
            Event::WorkerGained { seat: 0 },
            Event::TokenUsed { seat: 2, token: Token::KievMedal },
            Event::QuestionCardTaken { seat: 2, card: QuestionCard::BlackWorker },
            Event::EndBonusTaken { seat: 1, card: Some(EndBonus::Tokens) },
            Event::EndBonusTaken { seat: 1, card: None },
            Event::Reused { seat: 0, space: Space::Own { engineer: 2 } },
            Event::GaveUp { seat: 0 },
            Event::TurnOrder { order: vec![2, 1, 0] },
            Event::RoundScored {
                round: 3,
                scores: vec![RoundScore { seat: 0, ..RoundScore::default() }],
            },
            Event::EngineersMoved { left: None },
            Event::EngineersMoved { left: Some(11) },
            Event::RoundBegan { round: 4 },
            Event::FinalScored {
                scores: vec![FinalScore {
                    seat: 1,
                    cards: vec![(EndBonus::Fifteen, 15)],
                    engineers: 2,
                    majority: 40,
                }],
            },
        ]
    }

    /// A distinct index per event kind (a new variant stops the build here).
    fn event_kind(e: &Event) -> usize {
        match e {
            Event::Began { .. } => 0,
            Event::Drafted { .. } => 1,
            Event::Placed { .. } => 2,
            Event::Passed { .. } => 3,
            Event::Advanced { .. } => 4,
            Event::Unlocked { .. } => 5,
            Event::IndustryAdvanced { .. } => 6,
            Event::FactoryFired { .. } => 7,
            Event::LocomotiveBuilt { .. } => 8,
            Event::LocomotiveRetired { .. } => 9,
            Event::FactoryBuilt { .. } => 10,
            Event::Doublers { .. } => 11,
            Event::Rubles { .. } => 12,
            Event::TemporaryWorkers { .. } => 13,
            Event::Points { .. } => 14,
            Event::Hired { .. } => 15,
            Event::Special { .. } => 16,
            Event::WorkerGained { .. } => 17,
            Event::TokenUsed { .. } => 18,
            Event::QuestionCardTaken { .. } => 19,
            Event::EndBonusTaken { .. } => 20,
            Event::Reused { .. } => 21,
            Event::GaveUp { .. } => 22,
            Event::TurnOrder { .. } => 23,
            Event::RoundScored { .. } => 24,
            Event::EngineersMoved { .. } => 25,
            Event::RoundBegan { .. } => 26,
            Event::FinalScored { .. } => 27,
        }
    }

    fn names() -> Vec<String> {
        ["Anna", "Boris", "Clara", "Dmitri"].map(str::to_owned).to_vec()
    }

    #[test]
    fn every_piece_of_data_is_worded_in_each_language() {
        for lang in LANGS {
            let words = data_words(lang);
            assert!(words.len() > 150, "{}", words.len());
            for (what, text) in &words {
                whole(text, &format!("{what} in {lang:?}"));
            }
        }
        for lang in LANGS {
            for l in russian_railroads_engine::bot::Level::ALL {
                whole(level(lang, l), "level");
            }
            for n in 1..=5 {
                whole(&ordinal(lang, n), "ordinal");
            }
        }
        assert_eq!(ordinal(Lang::En, 1), "1st");
        assert_eq!(ordinal(Lang::En, 4), "4th");
        assert_eq!(ordinal(Lang::De, 2), "2.");
    }

    #[test]
    fn spanish_and_german_are_not_the_english() {
        let english = data_words(Lang::En);
        for lang in [Lang::Es, Lang::De] {
            let theirs = data_words(lang);
            assert_eq!(theirs.len(), english.len());
            for ((what, en), (_, text)) in english.iter().zip(&theirs) {
                let numbers_only = !text.chars().any(char::is_alphabetic);
                let same_word = SAME_WORD.contains(&(lang, text.as_str()));
                assert!(
                    text != en || numbers_only || same_word,
                    "{what} in {lang:?} is the English: {text}"
                );
            }
        }
    }

    #[test]
    fn the_samples_cover_every_refusal_and_event() {
        let mut seen: Vec<usize> = REFUSALS.iter().map(|r| refusal_index(*r)).collect();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen, (0..24).collect::<Vec<_>>());
        let mut kinds: Vec<usize> = every_event().iter().map(event_kind).collect();
        kinds.sort_unstable();
        kinds.dedup();
        assert_eq!(kinds, (0..28).collect::<Vec<_>>());
    }

    #[test]
    fn every_event_reads_as_a_line_with_the_players_names() {
        let names = names();
        let names = SetupNames(&names);
        for lang in LANGS {
            for e in every_event() {
                let text = event(lang, &e, &names);
                whole(&text, &format!("{e:?} in {lang:?}"));
            }
        }
        let own =
            Event::Placed { seat: 0, space: Space::Own { engineer: 4 }, pay: Pay::workers(1) };
        for lang in LANGS {
            let text = event(lang, &own, &names);
            assert!(!text.contains(&space(lang, Space::Own { engineer: 4 })), "{text}");
        }
        let placed = every_event()[2].clone();
        assert!(event(Lang::En, &placed, &names).contains("Boris"));
        assert!(event(Lang::De, &placed, &names).contains("Boris"));
        let hidden = Event::EndBonusTaken { seat: 1, card: Some(EndBonus::Tokens) };
        for lang in LANGS {
            assert!(
                !event(lang, &hidden, &names).contains(&end_bonus(lang, EndBonus::Tokens)),
                "the kept end-bonus card is not told"
            );
        }
    }

    #[test]
    fn random_games_events_are_worded_in_each_language() {
        let names = names();
        let names = SetupNames(&names);
        let mut kinds = std::collections::BTreeSet::new();
        for (players, seed) in [(2, 3), (3, 5), (4, 8)] {
            for (_, _, _, events) in play(players, seed) {
                for e in &events {
                    kinds.insert(event_kind(e));
                    for lang in LANGS {
                        whole(&event(lang, e, &names), &format!("{e:?} in {lang:?}"));
                    }
                }
            }
        }
        assert!(kinds.len() >= 20, "random games show most kinds of event: {}", kinds.len());
    }

    #[test]
    fn a_replay_problem_names_the_refusal_in_the_language() {
        let error = ReplayError::Action { index: 3, kind: "place", refusal: Refusal::Occupied };
        for lang in LANGS {
            let text = replay_problem(lang, &error);
            assert!(text.contains(&refusal(lang, &Refusal::Occupied)), "{text}");
        }
        let setup = ReplayError::Setup(SetupError::Names);
        assert_eq!(replay_problem(Lang::De, &setup), setup_problem(Lang::De, &SetupError::Names));
    }
}
