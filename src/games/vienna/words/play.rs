//! What happens and what can be done in 1840, worded (events, actions, turn panels, the
//! names of rounds, colours and bonuses): see the parent module.
//!
//! The keys of `locales/<lang>/tramways.json` these read, by group:
//!
//! - `names.*`: the parts phrases are built of. A tram colour has five forms, so that each language
//!   agrees it with its words as it needs: `colour` the name alone ("yellow", a list, "yellow →
//!   line 3"), `colour_singular` said of one tram after its article (German declines it: "die gelbe
//!   Tramway"), `colour_plural` said of several trams without an article (Spanish "amarillos",
//!   German "gelber Tramways"), `colour_plural_definite` said of several trams after their article
//!   (German "die gelben Tramways"), `a_tram` one tram with the indefinite article ("an orange
//!   tram"). A buying space has two: `space` after a preposition ("on the middle space", German
//!   dative "im mittleren Feld") and `space_label` alone in brackets (German "(mittleres Feld)").
//!   Also `tram` (a company's tram by its number), `round`, `bonus`, `bonus_short`, `adjusted` (a
//!   run's route and its maintenance or bonus) and `list_separator`.
//! - `panel.*`: the turn panels (whose turn, a company's money and trams, a tram's payment, the
//!   line auction, the "what can I do?" hint, the last run).
//! - `map.*`: the map's titles and the accessible names of its targets.
//! - `moves.*`: what kind of decision a move is, for the hint; `action.*`: a move's button
//!   label; `event.*`: a line of the game log.
//!
//! A key with `_one` and `_other` forms is chosen by its `count` (ICU's plural rules for the
//! language). Numbers that the app groups ("1,378") are passed grouped by [`number`]; a label
//! that may begin with a phrase of its own (German "die gelbe Tramway (2) verschrotten") is
//! given its capital here, the same for every language.

use tramways_engine::data::game_tables::{Round, TramColor, TramCompany, TramSpace, stadtbahn_row};
use tramways_engine::data::{Bonus, Landmark};
use tramways_engine::game::{Action, Event, PlayerId};

use crate::i18n::words::{w, wf};
use crate::i18n::{Lang, Names, Text, company, number, owner, private, t, tram_company};

// ----- Names: colours, spaces, trams, rounds, bonuses -----

/// A tram colour's name alone: "yellow".
pub fn tram_colour(lang: Lang, c: TramColor) -> &'static str {
    match c {
        TramColor::Yellow => w!(lang, tramways.names.colour.yellow),
        TramColor::Orange => w!(lang, tramways.names.colour.orange),
        TramColor::Red => w!(lang, tramways.names.colour.red),
        TramColor::Pink => w!(lang, tramways.names.colour.pink),
        TramColor::Purple => w!(lang, tramways.names.colour.purple),
    }
}

/// A tram colour said of one tram after its article: "yellow" (German "gelbe").
fn colour(lang: Lang, c: TramColor) -> &'static str {
    match c {
        TramColor::Yellow => w!(lang, tramways.names.colour_singular.yellow),
        TramColor::Orange => w!(lang, tramways.names.colour_singular.orange),
        TramColor::Red => w!(lang, tramways.names.colour_singular.red),
        TramColor::Pink => w!(lang, tramways.names.colour_singular.pink),
        TramColor::Purple => w!(lang, tramways.names.colour_singular.purple),
    }
}

/// A tram colour said of several trams: "yellow" (Spanish "amarillos", German "gelber").
pub(super) fn colour_plural(lang: Lang, c: TramColor) -> &'static str {
    match c {
        TramColor::Yellow => w!(lang, tramways.names.colour_plural.yellow),
        TramColor::Orange => w!(lang, tramways.names.colour_plural.orange),
        TramColor::Red => w!(lang, tramways.names.colour_plural.red),
        TramColor::Pink => w!(lang, tramways.names.colour_plural.pink),
        TramColor::Purple => w!(lang, tramways.names.colour_plural.purple),
    }
}

/// A tram colour said of several trams after their article: "yellow" (German "gelben": "die
/// gelben Tramways").
pub(super) fn colour_plural_definite(lang: Lang, c: TramColor) -> &'static str {
    match c {
        TramColor::Yellow => w!(lang, tramways.names.colour_plural_definite.yellow),
        TramColor::Orange => w!(lang, tramways.names.colour_plural_definite.orange),
        TramColor::Red => w!(lang, tramways.names.colour_plural_definite.red),
        TramColor::Pink => w!(lang, tramways.names.colour_plural_definite.pink),
        TramColor::Purple => w!(lang, tramways.names.colour_plural_definite.purple),
    }
}

/// One tram of a colour, with the indefinite article: "a yellow tram", "an orange tram".
pub(super) fn a_colour(lang: Lang, c: TramColor) -> &'static str {
    match c {
        TramColor::Yellow => w!(lang, tramways.names.a_tram.yellow),
        TramColor::Orange => w!(lang, tramways.names.a_tram.orange),
        TramColor::Red => w!(lang, tramways.names.a_tram.red),
        TramColor::Pink => w!(lang, tramways.names.a_tram.pink),
        TramColor::Purple => w!(lang, tramways.names.a_tram.purple),
    }
}

/// A buying space after a preposition: "middle" (German "mittleren": "im mittleren Feld").
fn space(lang: Lang, s: TramSpace) -> &'static str {
    match s {
        TramSpace::Left => w!(lang, tramways.names.space.left),
        TramSpace::Middle => w!(lang, tramways.names.space.middle),
        TramSpace::Right => w!(lang, tramways.names.space.right),
    }
}

/// A buying space named alone, in brackets: "middle" (German "mittleres": "(mittleres Feld)").
fn space_label(lang: Lang, s: TramSpace) -> &'static str {
    match s {
        TramSpace::Left => w!(lang, tramways.names.space_label.left),
        TramSpace::Middle => w!(lang, tramways.names.space_label.middle),
        TramSpace::Right => w!(lang, tramways.names.space_label.right),
    }
}

/// A company's tram by its index: "the yellow tram (2)" when the colour is known, else
/// "tram 2".
fn tram_name(lang: Lang, company: TramCompany, index: usize, names: &dyn Names) -> String {
    let number = index.saturating_add(1);
    match names.tram(company, index) {
        Some(c) => wf!(lang, tramways.names.tram.known, colour = colour(lang, c), number = number),
        None => wf!(lang, tramways.names.tram.unknown, number = number),
    }
}

/// `s` with its first letter a capital: a label that begins with a phrase of its own.
fn capital(s: String) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) if !first.is_uppercase() => first.to_uppercase().chain(chars).collect(),
        _ => s,
    }
}

/// The words of a list: "WT, SJE".
fn list(lang: Lang, items: &[String]) -> String {
    items.join(w!(lang, tramways.names.list_separator))
}

/// The name of a round, e.g. "Share Round 2", "Line Round 3b".
pub fn round(lang: Lang, round: Round) -> String {
    match round {
        Round::PreShare => w!(lang, tramways.names.round.pre_share).to_owned(),
        Round::Share(n) => wf!(lang, tramways.names.round.share, n = n),
        Round::Company(n) => wf!(lang, tramways.names.round.company, n = n),
        Round::Line(n, letter) => wf!(lang, tramways.names.round.line, n = n, letter = letter),
        Round::End => w!(lang, tramways.names.round.end).to_owned(),
    }
}

/// A Stadtbahn bonus in words ("lay an extra yellow tile").
pub fn bonus(lang: Lang, b: Bonus) -> &'static str {
    match b {
        Bonus::ExtraYellowTile => w!(lang, tramways.names.bonus.extra_yellow_tile),
        Bonus::GreenUpgrade => w!(lang, tramways.names.bonus.green_upgrade),
        Bonus::RedTile => w!(lang, tramways.names.bonus.red_tile),
        Bonus::PurpleTile => w!(lang, tramways.names.bonus.purple_tile),
        Bonus::ExtraStationMarker => w!(lang, tramways.names.bonus.extra_station_marker),
    }
}

/// A Stadtbahn bonus as printed on the map, in one short word ("+yellow").
pub fn bonus_short(lang: Lang, b: Bonus) -> &'static str {
    match b {
        Bonus::ExtraYellowTile => w!(lang, tramways.names.bonus_short.extra_yellow_tile),
        Bonus::GreenUpgrade => w!(lang, tramways.names.bonus_short.green_upgrade),
        Bonus::RedTile => w!(lang, tramways.names.bonus_short.red_tile),
        Bonus::PurpleTile => w!(lang, tramways.names.bonus_short.purple_tile),
        Bonus::ExtraStationMarker => w!(lang, tramways.names.bonus_short.extra_station_marker),
    }
}

/// A run's route and what maintenance or the bonus made of it (issue 50: an income below the
/// route says why): "30 − maintenance 50", "40 + bonus 20", "40".
fn adjusted(lang: Lang, revenue: i64, adjustment: i64) -> String {
    let revenue = number(lang, revenue);
    match adjustment.signum() {
        -1 => wf!(
            lang,
            tramways.names.adjusted.maintenance,
            revenue = revenue,
            amount = number(lang, adjustment.saturating_neg())
        ),
        1 => wf!(
            lang,
            tramways.names.adjusted.bonus,
            revenue = revenue,
            amount = number(lang, adjustment)
        ),
        _ => revenue,
    }
}

// ----- The turn panels -----

/// Whose turn it is in a Line Round: "Line 7 (WKB, director Anna)".
pub fn line_turn(lang: Lang, line: u8, company: TramCompany, director: &str) -> String {
    wf!(
        lang,
        tramways.panel.line_turn,
        line = line,
        company = tram_company(company),
        director = director
    )
}

/// Whose turn it is in a Company Round: "WKB (director Anna)".
pub fn company_turn(lang: Lang, company: TramCompany, director: &str) -> String {
    wf!(lang, tramways.panel.company_turn, company = tram_company(company), director = director)
}

/// A company's offer for a private, to its owner: "WT offers 1 for Stephansdom (face value
/// 50). Accept?"
pub fn company_offer(
    lang: Lang,
    company: TramCompany,
    p: Landmark,
    price: i64,
    face: i64,
) -> String {
    wf!(
        lang,
        tramways.panel.company_offer,
        company = tram_company(company),
        price = price,
        private = private(p),
        face = face
    )
}

/// The acting company's money: "Treasury 120 · Revenue space 60 · Anna's cash 85".
pub fn company_money(lang: Lang, treasury: i64, revenue: i64, director: &str, cash: i64) -> String {
    wf!(
        lang,
        tramways.panel.company_money,
        treasury = number(lang, treasury),
        revenue = number(lang, revenue),
        director = director,
        cash = number(lang, cash)
    )
}

/// A tram on offer: "Buy the yellow tram on the middle space for 100".
pub fn buy_tram_label(lang: Lang, color: TramColor, on: TramSpace, price: i64) -> String {
    capital(wf!(
        lang,
        tramways.panel.buy_tram,
        colour = colour(lang, color),
        space = space(lang, on),
        price = price
    ))
}

/// Who pays a tram: "Treasury pays 40, Anna pays 60 after taking 1 loan of 100 (−200 each at
/// the end)".
pub fn tram_payment(
    lang: Lang,
    treasury: i64,
    director: &str,
    from_director: i64,
    loans: u32,
) -> String {
    match (from_director > 0, loans > 0) {
        (false, false) => wf!(lang, tramways.panel.tram_payment.treasury, treasury = treasury),
        (true, false) => wf!(
            lang,
            tramways.panel.tram_payment.with_director,
            treasury = treasury,
            director = director,
            amount = from_director
        ),
        (false, true) => {
            wf!(lang, tramways.panel.tram_payment.with_loans, treasury = treasury, count = loans)
        }
        (true, true) => wf!(
            lang,
            tramways.panel.tram_payment.with_director_and_loans,
            treasury = treasury,
            director = director,
            amount = from_director,
            count = loans
        ),
    }
}

/// A maintenance change a purchase would cause (R48): "maintenance of yellow trams: 0 → -50
/// per run".
pub fn maintenance_change(lang: Lang, color: TramColor, before: i64, after: i64) -> String {
    wf!(
        lang,
        tramways.panel.maintenance_change,
        colour = colour_plural(lang, color),
        before = before,
        after = after
    )
}

/// Why the company must buy (R50).
pub fn must_buy_note(lang: Lang, company: TramCompany, director: &str) -> String {
    wf!(lang, tramways.panel.must_buy_note, company = tram_company(company), director = director)
}

/// The line auction under way: "Line 7 · high bid 35 by WKB · still bidding: WT, SJE".
pub fn auction_status(
    lang: Lang,
    line: u8,
    high: i64,
    high_bidder: TramCompany,
    active: &[TramCompany],
) -> String {
    let bidders: Vec<String> = active.iter().map(|&c| tram_company(c).to_owned()).collect();
    wf!(
        lang,
        tramways.panel.auction_status,
        line = line,
        high = high,
        bidder = tram_company(high_bidder),
        bidders = list(lang, &bidders)
    )
}

/// A company's trams: "yellow → line 3, orange (no line)".
pub fn company_trams(lang: Lang, trams: &[(TramColor, Option<u8>)]) -> String {
    if trams.is_empty() {
        return w!(lang, tramways.panel.company_trams.none).to_owned();
    }
    let each: Vec<String> = trams
        .iter()
        .map(|&(c, l)| match l {
            Some(l) => wf!(
                lang,
                tramways.panel.company_trams.on_line,
                colour = tram_colour(lang, c),
                line = l
            ),
            None => wf!(lang, tramways.panel.company_trams.no_line, colour = tram_colour(lang, c)),
        })
        .collect();
    list(lang, &each)
}

/// What kind of decision an action is, as a phrase for the "what can I do?" hint; `None` for
/// the any-time actions (returning a private, ending the game).
pub fn move_phrase(lang: Lang, action: &Action) -> Option<&'static str> {
    Some(match action {
        Action::ChoosePrivate { .. } => w!(lang, tramways.moves.choose_private),
        Action::BidPrivate { .. } => w!(lang, tramways.moves.bid_private),
        Action::PassPrivate { .. } | Action::PassShare { .. } | Action::PassLine { .. } => {
            w!(lang, tramways.moves.pass)
        }
        Action::PickOrderCard { .. } => w!(lang, tramways.moves.pick_order_card),
        Action::BuyDirector { .. } => w!(lang, tramways.moves.buy_director),
        Action::SellShares { .. } => w!(lang, tramways.moves.sell_shares),
        Action::BuyShare { .. } => w!(lang, tramways.moves.buy_share),
        Action::PayDividend { .. } => w!(lang, tramways.moves.pay_dividend),
        Action::BuyTram { .. } => w!(lang, tramways.moves.buy_tram),
        Action::AssignTram { .. } => w!(lang, tramways.moves.assign_tram),
        Action::ScrapTram { .. } => w!(lang, tramways.moves.scrap_tram),
        Action::DoneTrams { .. } => w!(lang, tramways.moves.done_trams),
        Action::ChooseLine { .. } => w!(lang, tramways.moves.choose_line),
        Action::BidLine { .. } => w!(lang, tramways.moves.bid_line),
        Action::LayTile { .. } => w!(lang, tramways.moves.lay_tile),
        Action::LayStadtbahn { .. } => w!(lang, tramways.moves.lay_stadtbahn),
        Action::BonusTile { .. } => w!(lang, tramways.moves.bonus_tile),
        Action::PlaceStation { .. } => w!(lang, tramways.moves.place_station),
        Action::RemoveStadtbahnMarker { .. } => w!(lang, tramways.moves.remove_marker),
        Action::SkipBonus { .. } => w!(lang, tramways.moves.skip_bonus),
        Action::BuyPrivate { .. } => w!(lang, tramways.moves.buy_private),
        Action::AnswerPrivateOffer { accept: true, .. } => w!(lang, tramways.moves.accept_offer),
        Action::AnswerPrivateOffer { accept: false, .. } => w!(lang, tramways.moves.refuse_offer),
        Action::RunTram { .. } => w!(lang, tramways.moves.run_tram),
        Action::ReturnPrivate { .. } | Action::EndGame => return None,
    })
}

/// The "what can I do?" hint: "Anna can buy a share, sell shares or pass." Before a last
/// phrase that begins with an "o" sound the wording may change its "or" (Spanish writes "u":
/// "… u operar el tranvía").
pub fn hint(lang: Lang, who: &str, phrases: &[&str]) -> String {
    match phrases {
        [] => String::new(),
        [one] => wf!(lang, tramways.panel.hint.one, who = who, phrase = one),
        [init @ .., last] => {
            let init: Vec<String> = init.iter().map(|p| (*p).to_owned()).collect();
            let phrases = list(lang, &init);
            if last.starts_with(['o', 'ó']) || last.starts_with("ho") {
                wf!(
                    lang,
                    tramways.panel.hint.several_before_o,
                    who = who,
                    phrases = phrases,
                    last = last
                )
            } else {
                wf!(lang, tramways.panel.hint.several, who = who, phrases = phrases, last = last)
            }
        }
    }
}

/// The line whose turn it is, for the panel's heading: "Line 7 · WT".
pub fn line_heading(lang: Lang, line: u8, company: &str) -> String {
    wf!(lang, tramways.panel.line_heading, line = line, company = company)
}

/// The last run, in words: "Line 7 ran for 120 − maintenance 20: income 100".
pub fn run_summary(lang: Lang, line: u8, revenue: i64, adjustment: i64, income: i64) -> String {
    wf!(
        lang,
        tramways.panel.run_summary,
        line = line,
        route = adjusted(lang, revenue, adjustment),
        income = number(lang, income)
    )
}

/// A private on offer: "Hofburg from Anna".
pub fn private_offer(lang: Lang, name: &str, owner: &str) -> String {
    wf!(lang, tramways.panel.private_offer, private = name, owner = owner)
}

/// What a choice costs: "free" or the amount.
pub fn cost(lang: Lang, amount: i64) -> String {
    if amount == 0 { t(lang, Text::Free).to_owned() } else { amount.to_string() }
}

// ----- The map -----

/// A line's station marker, said: "Line 7 (WT)", or "Line 7" without a company.
pub fn line_title(lang: Lang, line: u8, company: &str) -> String {
    if company.is_empty() {
        wf!(lang, tramways.map.line_title.alone, line = line)
    } else {
        wf!(lang, tramways.map.line_title.of_company, line = line, company = company)
    }
}

/// A Stadtbahn company's station marker, said: "Stadtbahn W".
pub fn stadtbahn_title(lang: Lang, company: &str) -> String {
    wf!(lang, tramways.map.stadtbahn_title, company = company)
}

/// A line's home circle kept free: "Home of line 4".
pub fn home_title(lang: Lang, line: u8) -> String {
    wf!(lang, tramways.map.home_title, line = line)
}

/// The accessible name of a hex outlined for a lay: "Lay or upgrade a tile on B6" (keyboard
/// users reach it with Tab; the mode is `normal`, `stadtbahn` or `bonus`).
pub fn lay_target_label(lang: Lang, mode: &str, hex: &str) -> String {
    match mode {
        "stadtbahn" => wf!(lang, tramways.map.lay_target.stadtbahn, hex = hex),
        "bonus" => wf!(lang, tramways.map.lay_target.bonus, hex = hex),
        _ => wf!(lang, tramways.map.lay_target.normal, hex = hex),
    }
}

/// The accessible name of a circle that may take a station marker: "Station marker on B6, 20".
pub fn station_target_label(lang: Lang, hex: &str, cost: &str) -> String {
    wf!(lang, tramways.map.station_target, hex = hex, cost = cost)
}

/// The accessible name of a Stadtbahn marker the line may remove: "Remove the Stadtbahn marker
/// on B6, 40".
pub fn removal_target_label(lang: Lang, hex: &str, cost: i64) -> String {
    wf!(lang, tramways.map.removal_target, hex = hex, cost = cost)
}

// ----- Moves and events -----

/// What a move does, as a button label ("Bid 45").
pub fn action_label(lang: Lang, action: &Action, names: &impl Names) -> String {
    action_words(lang, action, names)
}

/// [`action_label`], once for every kind of names.
fn action_words(lang: Lang, action: &Action, names: &dyn Names) -> String {
    match action {
        Action::ChoosePrivate { private: p, .. } => {
            wf!(lang, tramways.action.choose_private, private = private(*p))
        }
        Action::BidPrivate { amount, .. } | Action::BidLine { amount, .. } => {
            wf!(lang, tramways.action.bid, amount = amount)
        }
        Action::PassPrivate { .. } | Action::PassShare { .. } | Action::PassLine { .. } => {
            w!(lang, tramways.action.pass).to_owned()
        }
        Action::PickOrderCard { card, .. } => {
            wf!(lang, tramways.action.pick_order_card, card = card)
        }
        Action::BuyDirector { company: c, par, .. } => {
            wf!(lang, tramways.action.buy_director, company = tram_company(*c), par = par)
        }
        Action::SellShares { company: c, count, .. } => {
            wf!(lang, tramways.action.sell_shares, shares = count, company = company(*c))
        }
        Action::BuyShare { company: c, .. } => {
            wf!(lang, tramways.action.buy_share, company = company(*c))
        }
        Action::PayDividend { amount, .. } => {
            wf!(lang, tramways.action.pay_dividend, amount = amount)
        }
        // issue 50: the tram named by its colour, and the space said to be a buying space
        Action::BuyTram { space: s, .. } => capital(match names.space_tram(*s) {
            Some(c) => wf!(
                lang,
                tramways.action.buy_tram.known,
                colour = colour(lang, c),
                space = space(lang, *s)
            ),
            None => wf!(lang, tramways.action.buy_tram.unknown, space = space(lang, *s)),
        }),
        Action::AssignTram { company: c, tram, line: Some(l) } => capital(wf!(
            lang,
            tramways.action.assign_tram,
            tram = tram_name(lang, *c, *tram, names),
            line = l
        )),
        Action::AssignTram { company: c, tram, line: None } => capital(wf!(
            lang,
            tramways.action.unassign_tram,
            tram = tram_name(lang, *c, *tram, names)
        )),
        Action::ScrapTram { company: c, tram } => {
            capital(wf!(lang, tramways.action.scrap_tram, tram = tram_name(lang, *c, *tram, names)))
        }
        Action::DoneTrams { .. } => w!(lang, tramways.action.done_trams).to_owned(),
        Action::ChooseLine { line, amount, .. } => {
            wf!(lang, tramways.action.choose_line, line = line, amount = amount)
        }
        Action::LayTile { hex, tile, rotation, .. } => {
            wf!(lang, tramways.action.lay_tile, tile = tile, hex = hex, turn = u8::from(*rotation))
        }
        Action::LayStadtbahn { hex, tile, .. } => {
            wf!(lang, tramways.action.lay_stadtbahn, tile = tile, hex = hex)
        }
        Action::BonusTile { hex, tile, rotation, .. } => wf!(
            lang,
            tramways.action.bonus_tile,
            tile = tile,
            hex = hex,
            turn = u8::from(*rotation)
        ),
        Action::PlaceStation { at, .. } => wf!(
            lang,
            tramways.action.place_station,
            hex = at.hex,
            circle = at.node.saturating_add(1)
        ),
        Action::RemoveStadtbahnMarker { at, .. } => {
            wf!(lang, tramways.action.remove_marker, hex = at.hex)
        }
        Action::SkipBonus { .. } => t(lang, Text::SkipTheBonus).to_owned(),
        Action::BuyPrivate { private: p, price, .. } => {
            wf!(lang, tramways.action.buy_private, price = price, private = private(*p))
        }
        Action::AnswerPrivateOffer { private: p, accept: true } => {
            wf!(lang, tramways.action.accept_offer, private = private(*p))
        }
        Action::AnswerPrivateOffer { private: p, accept: false } => {
            wf!(lang, tramways.action.refuse_offer, private = private(*p))
        }
        Action::RunTram { .. } => t(lang, Text::RunTheTram).to_owned(),
        Action::ReturnPrivate { owner: o, private: p } => wf!(
            lang,
            tramways.action.return_private,
            owner = owner(*o, names),
            private = private(*p)
        ),
        Action::EndGame => t(lang, Text::EndGameNow).to_owned(),
    }
}

/// One line of the game log.
pub fn event_text(lang: Lang, event: &Event, names: &impl Names) -> String {
    event_words(lang, event, names)
}

/// [`event_text`], once for every kind of names.
fn event_words(lang: Lang, event: &Event, names: &dyn Names) -> String {
    let who = |p: &PlayerId| names.player(*p);
    match event {
        Event::RoundStarted { round: r } => {
            wf!(lang, tramways.event.round_started, round = round(lang, *r))
        }
        Event::Passed { player } => wf!(lang, tramways.event.passed, who = who(player)),
        Event::LinePassed { company: c } => {
            wf!(lang, tramways.event.passed, who = tram_company(*c))
        }
        Event::PrivateChosen { player, private: p } => {
            wf!(lang, tramways.event.private_chosen, who = who(player), private = private(*p))
        }
        Event::PrivateBid { player, private: p, amount } => wf!(
            lang,
            tramways.event.private_bid,
            who = who(player),
            amount = amount,
            private = private(*p)
        ),
        Event::PrivateBought { player, private: p, price } => wf!(
            lang,
            tramways.event.private_bought,
            who = who(player),
            private = private(*p),
            price = price
        ),
        Event::PrivatePriceDropped { private: p, price } => {
            wf!(lang, tramways.event.private_price_dropped, private = private(*p), price = price)
        }
        Event::PrivateDividend { private: p, owner: o, amount } => wf!(
            lang,
            tramways.event.private_dividend,
            private = private(*p),
            amount = amount,
            owner = owner(*o, names)
        ),
        Event::PrivateReturned { private: p, owner: o, amount } => wf!(
            lang,
            tramways.event.private_returned,
            owner = owner(*o, names),
            private = private(*p),
            amount = amount
        ),
        Event::PrivateOffered { private: p, player, company: c, price } => wf!(
            lang,
            tramways.event.private_offered,
            company = tram_company(*c),
            who = who(player),
            price = price,
            private = private(*p)
        ),
        Event::PrivateOfferRefused { private: p, player, company: c, price } => wf!(
            lang,
            tramways.event.private_offer_refused,
            who = who(player),
            price = price,
            company = tram_company(*c),
            private = private(*p)
        ),
        Event::PrivateSoldToCompany { private: p, player, company: c, price } => wf!(
            lang,
            tramways.event.private_sold_to_company,
            who = who(player),
            private = private(*p),
            company = tram_company(*c),
            price = price
        ),
        Event::OrderCard { player, card } => {
            wf!(lang, tramways.event.order_card, who = who(player), card = card)
        }
        Event::DirectorBought { player, company: c, par, cash } => wf!(
            lang,
            tramways.event.director_bought,
            who = who(player),
            company = tram_company(*c),
            par = par,
            cash = cash
        ),
        Event::CompanyRemoved { company: c } => {
            wf!(lang, tramways.event.company_removed, company = tram_company(*c))
        }
        Event::DirectorChanged { company: c, from, to } => wf!(
            lang,
            tramways.event.director_changed,
            to = who(to),
            company = tram_company(*c),
            from = who(from)
        ),
        Event::SharesSold { player, company: c, count, price } => wf!(
            lang,
            tramways.event.shares_sold,
            who = who(player),
            shares = count,
            company = company(*c),
            price = price
        ),
        Event::ShareBought { player, company: c, price } => wf!(
            lang,
            tramways.event.share_bought,
            who = who(player),
            company = company(*c),
            price = price
        ),
        Event::PriceMoved { company: c, from, to } => {
            wf!(lang, tramways.event.price_moved, company = company(*c), from = from, to = to)
        }
        Event::DividendPaid { company: c, total, per_share, to_treasury } => wf!(
            lang,
            tramways.event.dividend_paid,
            company = company(*c),
            total = number(lang, *total),
            per_share = per_share,
            to_treasury = number(lang, *to_treasury)
        ),
        Event::TramsMoved { spaces, removed } => {
            let shown: Vec<&str> =
                spaces.iter().map(|s| s.map_or("–", |c| tram_colour(lang, c))).collect();
            wf!(lang, tramways.event.trams_moved, spaces = shown.join(" / "), count = *removed)
        }
        Event::TramBought { company: c, color, space: s, price, from_director, loans } => {
            let (company, a_tram, space) =
                (tram_company(*c), a_colour(lang, *color), space_label(lang, *s));
            match (*from_director > 0, *loans > 0) {
                (false, false) => wf!(
                    lang,
                    tramways.event.tram_bought.plain,
                    company = company,
                    a_tram = a_tram,
                    space = space,
                    price = price
                ),
                (true, false) => wf!(
                    lang,
                    tramways.event.tram_bought.with_director,
                    company = company,
                    a_tram = a_tram,
                    space = space,
                    price = price,
                    amount = from_director
                ),
                (false, true) => wf!(
                    lang,
                    tramways.event.tram_bought.with_loans,
                    company = company,
                    a_tram = a_tram,
                    space = space,
                    price = price,
                    count = *loans
                ),
                (true, true) => wf!(
                    lang,
                    tramways.event.tram_bought.with_director_and_loans,
                    company = company,
                    a_tram = a_tram,
                    space = space,
                    price = price,
                    amount = from_director,
                    count = *loans
                ),
            }
        }
        Event::TramAssigned { company: c, color, line: Some(l) } => wf!(
            lang,
            tramways.event.tram_assigned,
            company = tram_company(*c),
            colour = colour(lang, *color),
            line = l
        ),
        Event::TramAssigned { company: c, color, line: None } => wf!(
            lang,
            tramways.event.tram_unassigned,
            company = tram_company(*c),
            colour = colour(lang, *color)
        ),
        Event::TramScrapped { company: c, color } => wf!(
            lang,
            tramways.event.tram_scrapped,
            company = tram_company(*c),
            a_tram = a_colour(lang, *color)
        ),
        Event::LineChosen { company: c, line } => {
            wf!(lang, tramways.event.line_chosen, company = tram_company(*c), line = line)
        }
        Event::LineBid { company: c, line, amount } => wf!(
            lang,
            tramways.event.line_bid,
            company = tram_company(*c),
            amount = amount,
            line = line
        ),
        Event::LineBought { company: c, line, price } => wf!(
            lang,
            tramways.event.line_bought,
            company = tram_company(*c),
            line = line,
            price = price
        ),
        Event::LinesDealt { lines } => {
            let each: Vec<String> = lines.iter().map(u8::to_string).collect();
            wf!(lang, tramways.event.lines_dealt, lines = list(lang, &each))
        }
        Event::LineTurn { line } => wf!(lang, tramways.event.line_turn, line = line),
        Event::TileLaid { line, hex, tile, replaced, cost, .. } => match (replaced, *cost > 0) {
            (None, false) => {
                wf!(lang, tramways.event.tile_laid.new, line = line, tile = tile, hex = hex)
            }
            (None, true) => wf!(
                lang,
                tramways.event.tile_laid.new_for,
                line = line,
                tile = tile,
                hex = hex,
                cost = cost
            ),
            (Some(old), false) => wf!(
                lang,
                tramways.event.tile_laid.upgrade,
                line = line,
                hex = hex,
                old = old,
                tile = tile
            ),
            (Some(old), true) => wf!(
                lang,
                tramways.event.tile_laid.upgrade_for,
                line = line,
                hex = hex,
                old = old,
                tile = tile,
                cost = cost
            ),
        },
        Event::StationPlaced { line, at, cost } => {
            wf!(lang, tramways.event.station_placed, line = line, hex = at.hex, cost = cost)
        }
        Event::StadtbahnMarkerRemoved { line, company: c, at, .. } => wf!(
            lang,
            tramways.event.stadtbahn_marker_removed,
            line = line,
            company = stadtbahn_row(*c).abbreviation,
            hex = at.hex
        ),
        Event::TramRan { line, revenue, adjustment, income } => wf!(
            lang,
            tramways.event.tram_ran,
            line = line,
            route = adjusted(lang, *revenue, *adjustment),
            income = number(lang, *income)
        ),
        Event::ShortfallPaid { company: c, from_revenue, from_treasury, from_director, loans } => {
            wf!(
                lang,
                tramways.event.shortfall_paid,
                company = tram_company(*c),
                from_revenue = from_revenue,
                from_treasury = from_treasury,
                from_director = from_director,
                count = *loans
            )
        }
        Event::StadtbahnRan { company: c, revenue, total } => {
            let name = stadtbahn_row(*c).abbreviation;
            let per_share = total / 10;
            // R51: ×2 in CR4, ×3 in CR5, ×10 in CR6; all of it is paid out.
            if *revenue > 0 && total != revenue {
                wf!(
                    lang,
                    tramways.event.stadtbahn_ran.multiplied,
                    company = name,
                    revenue = revenue,
                    multiplier = total / revenue,
                    total = number(lang, *total),
                    per_share = per_share
                )
            } else {
                wf!(
                    lang,
                    tramways.event.stadtbahn_ran.plain,
                    company = name,
                    total = number(lang, *total),
                    per_share = per_share
                )
            }
        }
        Event::GameEnded { by_agreement: true } => {
            w!(lang, tramways.event.game_ended.by_agreement).to_owned()
        }
        Event::GameEnded { by_agreement: false } => {
            w!(lang, tramways.event.game_ended.at_the_end).to_owned()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::turn_of;
    use tramways_engine::data::StadtbahnCompany;

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

    fn bought(color: TramColor, space: TramSpace, price: i64, director: i64, loans: u32) -> Event {
        let company = TramCompany::WienKagranner;
        Event::TramBought { company, color, space, price, from_director: director, loans }
    }

    #[test]
    fn rounds_are_named_as_in_each_rulebook() {
        assert_eq!(round(Lang::Es, Round::Share(2)), "Ronda del mercado de valores 2");
        assert_eq!(round(Lang::Es, Round::Company(3)), "Ronda de compañías 3");
        assert_eq!(round(Lang::Es, Round::Line(3, 'b')), "Ronda de líneas 3b");
        assert_eq!(round(Lang::Es, Round::PreShare), "Ronda previa");
        assert_eq!(turn_of(Lang::Es, 1, 3), "giro 2 de 3");
        assert_eq!(round(Lang::De, Round::Line(3, 'b')), "Linienrunde 3b");
        assert_eq!(round(Lang::De, Round::Share(2)), "Aktienrunde 2");
        assert_eq!(round(Lang::De, Round::Company(6)), "Gesellschaftsrunde 6");
        assert_eq!(round(Lang::De, Round::PreShare), "Vor-Aktienrunde");
        assert_eq!(turn_of(Lang::De, 1, 3), "Drehung 2 von 3");
    }

    /// One loan is "1 préstamo" and "1 Kredit", never "1 préstamos" or "1 Kredite".
    #[test]
    fn loans_are_singular_or_plural() {
        let pink = |loans| bought(TramColor::Pink, TramSpace::Middle, 300, 120, loans);
        assert_eq!(
            event_text(Lang::Es, &pink(1), &Two),
            "WKB compra un tranvía rosa (espacio central) por 300, el director aporta 120 y pide \
             1 préstamo"
        );
        assert!(event_text(Lang::Es, &pink(2), &Two).ends_with("y pide 2 préstamos"));
        assert_eq!(
            tram_payment(Lang::Es, 40, "Ana", 60, 1),
            "La tesorería paga 40, Ana paga 60 tras pedir un préstamo de 100 (−200 al final)"
        );
        assert!(tram_payment(Lang::Es, 0, "Ana", 300, 3).contains("3 préstamos de 100"));
        let yellow = |loans| bought(TramColor::Yellow, TramSpace::Left, 100, 40, loans);
        assert_eq!(
            event_text(Lang::De, &yellow(1), &Two),
            "WKB kauft eine gelbe Tramway (linkes Feld) für 100, der Direktor legt 40 dazu und \
             nimmt 1 Kredit auf"
        );
        assert!(event_text(Lang::De, &yellow(2), &Two).ends_with("und nimmt 2 Kredite auf"));
        assert_eq!(
            tram_payment(Lang::De, 40, "Anna", 60, 1),
            "Kasse zahlt 40, Anna zahlt 60 nach Aufnahme eines Kredits über 100 (−200 bei \
             Spielende)"
        );
        assert!(tram_payment(Lang::De, 0, "Anna", 100, 2).contains("von 2 Krediten über je 100"));
        let shortfall = |loans| Event::ShortfallPaid {
            company: TramCompany::WienKagranner,
            from_revenue: 100,
            from_treasury: 150,
            from_director: 80,
            loans,
        };
        assert!(event_text(Lang::De, &shortfall(1), &Two).ends_with("80 vom Direktor, 1 Kredit"));
        assert!(event_text(Lang::De, &shortfall(0), &Two).ends_with("0 Kredite"));
    }

    #[test]
    fn colours_agree_with_their_nouns() {
        assert_eq!(
            maintenance_change(Lang::Es, TramColor::Yellow, 0, -50),
            "mantenimiento de los tranvías amarillos: 0 → -50 por recorrido"
        );
        assert_eq!(
            buy_tram_label(Lang::De, TramColor::Pink, TramSpace::Middle, 100),
            "Rosa Tramway im mittleren Feld für 100 kaufen"
        );
    }

    #[test]
    fn moves_and_events_read_as_sentences() {
        let event = Event::PrivateBought { player: 1, private: Landmark::Hofburg, price: 45 };
        assert_eq!(event_text(Lang::Es, &event, &Two), "Bruno compra Hofburg por 45");
        assert_eq!(event_text(Lang::De, &event, &Two), "Bruno kauft Hofburg für 45");
        let bid = Action::BidPrivate { player: 0, amount: 45 };
        assert_eq!(action_label(Lang::De, &bid, &Two), "45 bieten");
        let scrap = Action::ScrapTram { company: TramCompany::WienKagranner, tram: 1 };
        assert_eq!(action_label(Lang::De, &scrap, &Two), "Tramway 2 verschrotten");
        assert_eq!(action_label(Lang::De, &scrap, &Yellow), "Die gelbe Tramway (2) verschrotten");
    }

    /// Spanish writes "u" for "o" before an o sound.
    #[test]
    fn the_hint_lists_the_moves() {
        assert_eq!(
            hint(Lang::Es, "Ana", &["comprar una acción", "vender acciones", "pasar"]),
            "Ana puede comprar una acción, vender acciones o pasar."
        );
        assert_eq!(
            hint(
                Lang::Es,
                "Ana",
                &["colocar una ficha de estación", "operar el tranvía (su mejor ruta)"]
            ),
            "Ana puede colocar una ficha de estación u operar el tranvía (su mejor ruta)."
        );
        assert_eq!(hint(Lang::De, "Anna", &["a", "b", "c"]), "Anna kann a, b oder c.");
    }

    #[test]
    fn stadtbahn_runs_show_their_multiplier() {
        let run = Event::StadtbahnRan { company: StadtbahnCompany::W, revenue: 400, total: 1200 };
        assert_eq!(
            event_text(Lang::De, &run, &Two),
            "Stadtbahn W fährt 400 × 3 = 1.200 ein, alles ausgeschüttet (120 je Aktie)"
        );
    }
}
