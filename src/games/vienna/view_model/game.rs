//! Pure views of a game in progress: the turn banner, the hint, the round bar, the moves on
//! offer, the log and the final standings. The sheets are in `sheets.rs`, the share price chart
//! in `market.rs`.
//!
//! The log marks with the computer's mark only the line that tells a computer seat's decision
//! ([`bot_decision`]: the engine's `Event::tells`), not what followed from it. Also here: the
//! privates that may go back to the bank, with the price the engine says the bank pays
//! ([`private_returns`], R25), and the notes under the moves ([`move_notes`], issue 50: order
//! cards, scrapping).

use tramways_engine::data::game_tables::{ROUND_BAR, Round};
use tramways_engine::game::{Action, Actor, Available, Event, Game, Move, State, Step};

use crate::i18n::{self, Lang, Names};
use crate::shell::view_model::colors::CompanyColors;

/// Who decides now, in big letters, and where in the game we are.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Banner {
    /// The person who must act ("Anna").
    pub who: String,
    /// Their seat colour, when a player acts.
    pub seat: Option<CompanyColors>,
    /// The round ("Share Round 2").
    pub round: String,
    /// What the turn is about ("Line 7 (WKB, director Anna)").
    pub detail: String,
}

/// The banner for the current state, `actor` deciding (`Position::actor`: the banner needs
/// no list of moves).
pub fn banner(lang: Lang, state: &State, actor: &Actor) -> Banner {
    let round = i18n::round(lang, state.round);
    let (who, detail) = match *actor {
        Actor::Player { player } => (state.player(player), step_detail(state)),
        Actor::Company { company, director } => {
            let name = state.player(director);
            (name.clone(), i18n::company_turn(lang, company, &name))
        }
        Actor::Line { line, company, director } => {
            let name = state.player(director);
            (name.clone(), i18n::line_turn(lang, line, company, &name))
        }
        Actor::Seller { player, company, .. } => {
            let offer = match &state.step {
                Step::Line(step) => step.offer,
                _ => None,
            };
            let detail = offer.map(|o| {
                let face = state.private(o.private).map_or(0, |p| p.face);
                i18n::company_offer(lang, company, o.private, o.price, face)
            });
            (state.player(player), detail.unwrap_or_default())
        }
        Actor::Nobody => (String::new(), String::new()),
    };
    let seat = actor.player().map(|p| crate::shell::view_model::colors::seat(usize::from(p)));
    Banner { who, seat, round, detail }
}

fn step_detail(state: &State) -> String {
    match &state.step {
        Step::Pre(step) => match &step.auction {
            Some(a) => i18n::private(a.private).to_owned(),
            None => String::new(),
        },
        _ => String::new(),
    }
}

/// The "what can I do?" hint: who decides and every kind of move on offer, in the engine's
/// order, each once.
pub fn hint(lang: Lang, state: &State, available: &Available) -> String {
    let who = match available.actor {
        Actor::Player { player } | Actor::Seller { player, .. } => state.player(player),
        Actor::Company { company, .. } | Actor::Line { company, .. } => {
            i18n::tram_company(company).to_owned()
        }
        Actor::Nobody => return String::new(),
    };
    let mut phrases: Vec<&str> = Vec::new();
    for m in &available.moves {
        if let Some(p) = i18n::move_phrase(lang, &m.lowest())
            && !phrases.contains(&p)
        {
            phrases.push(p);
        }
    }
    i18n::hint(lang, &who, &phrases)
}

/// One space of the round bar.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundBarSpace {
    /// The round (its short label, "SR2" or "LR3b", is worded when drawn).
    pub round: Round,
    /// Already played.
    pub done: bool,
    /// Being played.
    pub current: bool,
}

/// The round bar with progress.
pub fn round_bar(state: &State) -> Vec<RoundBarSpace> {
    let at = ROUND_BAR.iter().position(|e| e.round == state.round).unwrap_or(0);
    ROUND_BAR
        .iter()
        .enumerate()
        .map(|(i, e)| RoundBarSpace { round: e.round, done: i < at, current: i == at })
        .collect()
}

/// A move as a button.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveButton {
    /// The label.
    pub label: String,
    /// The action (at the lowest amount for amount moves).
    pub action: Action,
    /// For amount moves: the range and step.
    pub amount: Option<(i64, i64, i64)>,
}

/// Every move on offer, labelled, except ending the game (it has its own button).
pub fn moves(lang: Lang, state: &State, available: &Available) -> Vec<MoveButton> {
    moves_where(lang, state, available, |_| true)
}

/// The moves on offer that `keep` keeps (given each move's lowest action), labelled, except
/// ending the game. Only those kept are labelled: a Line Round offers dozens of tile lays that
/// the generic list leaves to the map.
pub fn moves_where(
    lang: Lang,
    state: &State,
    available: &Available,
    keep: impl Fn(&Action) -> bool,
) -> Vec<MoveButton> {
    available
        .moves
        .iter()
        .filter_map(|m| {
            let action = m.lowest();
            if matches!(action, Action::EndGame) || !keep(&action) {
                return None;
            }
            let amount = match m {
                Move::Do { .. } => None,
                Move::Amount { min, max, step, .. } => Some((*min, *max, *step)),
            };
            Some(MoveButton { label: i18n::action_label(lang, &action, state), action, amount })
        })
        .collect()
}

/// The words a newcomer needs under the moves on offer (issue 50): what a Playing Order Card's
/// number means while they are picked (R32), what scrapping a tram does (R49).
pub fn move_notes(available: &Available) -> Vec<i18n::Text> {
    let mut notes = Vec::new();
    let offers = |f: fn(&Action) -> bool| available.moves.iter().any(|m| f(&m.lowest()));
    if offers(|a| matches!(a, Action::PickOrderCard { .. })) {
        notes.push(i18n::Text::OrderCardNote);
    }
    if offers(|a| matches!(a, Action::ScrapTram { .. })) {
        notes.push(i18n::Text::ScrapNote);
    }
    notes
}

/// A private its owner may return to the bank now (R25), apart from the round's moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PrivateReturn {
    /// The action that returns it.
    pub action: Action,
    /// The private's name.
    pub private: &'static str,
    /// Who owns it (a player or a tram company).
    pub owner: String,
    /// What the bank pays for it (the engine's preview of the return).
    pub price: i64,
}

/// The privates on offer to return to the bank, each with the price the engine says the bank
/// pays ([`Game::preview`]'s `PrivateReturned`).
pub fn private_returns(game: &Game, available: &Available) -> Vec<PrivateReturn> {
    available
        .moves
        .iter()
        .filter_map(|m| {
            let action = m.lowest();
            let Action::ReturnPrivate { owner, private } = action else { return None };
            let events = game.preview(&action).ok()?;
            let price = events.iter().find_map(|e| match e {
                Event::PrivateReturned { amount, .. } => Some(*amount),
                _ => None,
            })?;
            let owner = i18n::owner(owner, game.state());
            Some(PrivateReturn { action, private: i18n::private(private), owner, price })
        })
        .collect()
}

/// One line of the game log.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct LogLine {
    /// Its place in the whole log (line by line).
    pub place: usize,
    /// The action it tells of (its index in the action log).
    pub action: usize,
    /// Its words.
    pub text: String,
    /// Whether the line tells a decision a computer seat made (not what followed from it).
    pub bot: bool,
}

/// The newest `n` lines of the game log, newest first, each with its place in the whole log:
/// only these are written out, however long the game (the log is redrawn after every move).
/// `by_bot(i, e)` says whether event `e` of action `i` tells a computer seat's decision
/// ([`bot_decision`]).
pub fn log_tail(
    lang: Lang,
    state: &State,
    events: &[Vec<Event>],
    n: usize,
    by_bot: impl Fn(usize, &Event) -> bool,
) -> Vec<LogLine> {
    let total: usize = events.iter().map(Vec::len).sum();
    events
        .iter()
        .enumerate()
        .rev()
        .flat_map(|(a, action)| action.iter().rev().map(move |e| (a, e)))
        .take(n)
        .enumerate()
        .map(|(i, (a, e))| LogLine {
            place: total - 1 - i,
            action: a,
            text: i18n::event_text(lang, e, state),
            bot: by_bot(a, e),
        })
        .collect()
}

/// Whether `event` of action `i` tells a decision a computer seat made: the action was the
/// computer's (the engine's record of who decided it) and the event tells the action itself
/// (`Event::tells`), not what followed from it (a price move, a dividend, a round starting).
pub fn bot_decision(game: &Game, i: usize, event: &Event) -> bool {
    game.by_computer(i) && game.actions().get(i).is_some_and(|a| event.tells(a))
}

#[cfg(test)]
mod tests {
    use super::*;
    use tramways_engine::game::Setup;

    fn game() -> Game {
        Game::new(Setup::new(&["Anna", "Bruno", "Clara"], 5)).unwrap()
    }

    #[test]
    fn the_log_tail_is_the_newest_lines_newest_first_with_their_places() {
        use rand::SeedableRng;
        let mut g = game();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        let mut events = Vec::new();
        for _ in 0..40 {
            let action = tramways_engine::selfplay::random_move(&g, &mut rng).unwrap();
            events.push(g.apply(&action).unwrap());
        }
        let all: Vec<String> =
            events.iter().flatten().map(|e| i18n::event_text(Lang::En, e, g.state())).collect();
        assert!(all.len() > 40, "{} lines", all.len());
        let whole = log_tail(Lang::En, g.state(), &events, usize::MAX, |_, _| false);
        let actions: Vec<usize> =
            events.iter().enumerate().flat_map(|(a, e)| e.iter().map(move |_| a)).collect();
        let expected: Vec<LogLine> = all
            .iter()
            .cloned()
            .enumerate()
            .rev()
            .map(|(i, text)| LogLine { place: i, action: actions[i], text, bot: false })
            .collect();
        assert_eq!(whole, expected);
        assert_eq!(log_tail(Lang::En, g.state(), &events, 5, |_, _| false), expected[..5]);
        assert_eq!(log_tail(Lang::En, g.state(), &[], 5, |_, _| false), []);
        // The lines marked are those the mark asks for, line by line of each action.
        let asks = |a: usize, e: &Event| a % 2 == 1 && !matches!(e, Event::RoundStarted { .. });
        let marked = log_tail(Lang::En, g.state(), &events, usize::MAX, asks);
        let mut at = 0;
        for (a, action) in events.iter().enumerate() {
            for e in action {
                let line = marked.iter().find(|l| l.place == at).unwrap();
                assert_eq!(line.bot, asks(a, e), "line {at} of action {a}");
                assert_eq!(line.action, a);
                at += 1;
            }
        }
    }

    #[test]
    fn only_the_decisions_of_computer_seats_are_marked_in_the_log() {
        use rand::SeedableRng;
        use tramways_engine::bot::Level;
        let mut setup = Setup::new(&["Anna", "Bruno", "Clara"], 5);
        setup.bots = vec![None, Some(Level::Random), Some(Level::Random)];
        let mut g = Game::new(setup).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(9);
        let mut events = Vec::new();
        for _ in 0..300 {
            let Some(action) = tramways_engine::selfplay::random_move(&g, &mut rng) else { break };
            events.push(g.apply(&action).unwrap());
        }
        let lines =
            log_tail(Lang::En, g.state(), &events, usize::MAX, |i, e| bot_decision(&g, i, e));
        let flat: Vec<&Event> = events.iter().flatten().collect();
        let (mut marked, mut persons, mut automatic) = (0, 0, 0);
        for line in &lines {
            let e = flat[line.place];
            let bot = g.deciders()[line.action].is_some_and(|p| p != 0);
            let decision = e.tells(&g.actions()[line.action]);
            assert_eq!(line.bot, bot && decision, "{}", line.text);
            marked += usize::from(line.bot);
            persons += usize::from(!bot && decision);
            automatic += usize::from(bot && !decision);
        }
        // Each case is seen: computer decisions, Anna's, and what followed a computer's.
        assert!(marked > 20 && persons > 5 && automatic > 5, "{marked} {persons} {automatic}");
        // An auction Anna won when a computer passed last is not the computer's decision.
        let won = lines.iter().find(|l| {
            matches!(flat[l.place], Event::PrivateBought { player: 0, .. })
                && g.deciders()[l.action].is_some_and(|p| p != 0)
        });
        assert!(won.is_some_and(|l| !l.bot && l.text.starts_with("Anna buys")), "{won:?}");
    }

    #[test]
    fn a_private_offered_for_return_names_its_owner_and_the_price_the_bank_pays() {
        use rand::SeedableRng;
        let mut g = game();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        // Random moves (never a return) until a private may be returned.
        let returns = loop {
            let returns = private_returns(&g, &g.available());
            if !returns.is_empty() {
                break returns;
            }
            let action = tramways_engine::selfplay::random_move(&g, &mut rng).unwrap();
            g.apply(&action).unwrap();
        };
        for r in &returns {
            let Action::ReturnPrivate { owner, private } = r.action else { panic!("{r:?}") };
            assert_eq!(r.private, i18n::private(private));
            let face = g.state().private(private).map(|p| p.face);
            assert_eq!(Some(r.price), face, "R25: the face value");
            let tramways_engine::game::Owner::Player(p) = owner else { continue };
            let before = g.state().players[usize::from(p)].cash;
            assert_eq!(r.owner, g.state().player(p));
            let mut after = g.clone();
            after.apply(&r.action).unwrap();
            assert_eq!(after.state().players[usize::from(p)].cash, before + r.price);
        }
    }

    #[test]
    fn order_cards_and_scrapping_are_explained_while_on_offer_and_a_tram_is_named_by_colour() {
        use rand::SeedableRng;
        use tramways_engine::data::game_tables::TramSpace;
        let mut g = game();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(21);
        let (mut cards, mut scraps, mut neither, mut trams) = (0, 0, 0, 0);
        for _ in 0..1500 {
            let available = g.available();
            let kinds = |f: fn(&Action) -> bool| available.moves.iter().any(|m| f(&m.lowest()));
            let card = kinds(|a| matches!(a, Action::PickOrderCard { .. }));
            let scrap = kinds(|a| matches!(a, Action::ScrapTram { .. }));
            let notes = move_notes(&available);
            assert_eq!(notes.contains(&i18n::Text::OrderCardNote), card);
            assert_eq!(notes.contains(&i18n::Text::ScrapNote), scrap);
            (cards, scraps) = (cards + usize::from(card), scraps + usize::from(scrap));
            neither += usize::from(notes.is_empty());
            for m in &available.moves {
                if let Action::BuyTram { space, .. } = m.lowest() {
                    let i = [TramSpace::Left, TramSpace::Middle, TramSpace::Right]
                        .iter()
                        .position(|s| *s == space)
                        .unwrap();
                    let Some((colour, _)) = g.state().trams.spaces[i] else { continue };
                    let label = i18n::action_label(Lang::En, &m.lowest(), g.state());
                    let colour = format!("{colour:?}").to_lowercase();
                    assert!(label.contains(&colour) && label.contains("buying space"), "{label}");
                    trams += 1;
                }
            }
            let Some(action) = tramways_engine::selfplay::random_move(&g, &mut rng) else { break };
            g.apply(&action).unwrap();
        }
        assert!(cards > 0 && scraps > 0 && neither > 100 && trams > 0, "{cards} {scraps} {trams}");
    }

    #[test]
    fn the_banner_names_the_player_who_chooses_a_private() {
        let g = game();
        let b = banner(Lang::En, g.state(), &g.state().actor());
        assert_eq!(b.round, "Pre-Share Round");
        let first = g.state().by_order_card()[0];
        assert_eq!(b.who, g.state().players[usize::from(first)].name);
        assert_eq!(
            b.seat,
            Some(crate::shell::view_model::colors::seat(usize::from(first))),
            "the seat colour follows the player"
        );
    }

    #[test]
    fn in_a_line_round_the_banner_names_the_line_its_company_and_director() {
        use rand::SeedableRng;
        let mut g = game();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        // Random legal moves until some line's turn comes.
        let (line, company, director) = loop {
            if let Actor::Line { line, company, director } = g.available().actor {
                break (line, company, director);
            }
            let action = tramways_engine::selfplay::random_move(&g, &mut rng).unwrap();
            g.apply(&action).unwrap();
        };
        let b = banner(Lang::En, g.state(), &g.state().actor());
        let name = g.state().player(director);
        assert_eq!(b.who, name);
        assert!(b.round.starts_with("Line Round "), "{}", b.round);
        assert_eq!(
            b.detail,
            format!("Line {line} ({}, director {name})", i18n::tram_company(company))
        );
    }

    #[test]
    fn the_hint_lists_each_kind_of_move_once() {
        let g = game();
        let first = g.state().by_order_card()[0];
        let name = &g.state().players[usize::from(first)].name;
        // The Pre-Share Round opens with a choice among six privates: six moves, one kind.
        assert_eq!(g.available().moves.len(), 6);
        assert_eq!(
            hint(Lang::En, g.state(), &g.available()),
            format!("{name} can put a private company up for auction.")
        );
        assert_eq!(i18n::hint(Lang::En, "Anna", &["a", "b", "c"]), "Anna can a, b or c.");
    }

    #[test]
    fn the_round_bar_marks_the_current_round() {
        let g = game();
        let bar = round_bar(g.state());
        assert_eq!(bar.len(), 24);
        assert!(bar[0].current && !bar[0].done);
        assert_eq!(i18n::round_short(Lang::En, bar[1].round), "SR1");
        assert_eq!(i18n::round_short(Lang::Es, bar[1].round), "RMV1");
        assert_eq!(i18n::round_short(Lang::De, bar[1].round), "AR1");
    }

    #[test]
    fn moves_are_labelled_and_amounts_keep_their_range() {
        let mut g = game();
        let first = moves(Lang::En, g.state(), &g.available());
        assert!(first.iter().any(|m| m.label == "Auction Hofburg"));
        let choose = first.iter().find(|m| m.label == "Auction Hofburg").unwrap().action.clone();
        g.apply(&choose).unwrap();
        let bids = moves(Lang::En, g.state(), &g.available());
        let bid = bids.iter().find(|m| m.amount.is_some()).unwrap();
        assert_eq!(bid.label, "Bid 40");
        assert_eq!(bid.amount.map(|a| (a.0, a.2)), Some((40, 5)));
    }
}
