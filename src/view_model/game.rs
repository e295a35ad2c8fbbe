//! Pure views of a game in progress: the turn banner, the round bar, the moves on offer, the
//! players' and companies' sheet, the share price chart and the log.

use tramways_engine::data::game_tables::ROUND_BAR;
use tramways_engine::data::market::{CHART, CellMark, SharePrice};
use tramways_engine::game::{
    Action, Actor, Available, CompanyId, Event, Game, Move, Owner, Refusal, State, Step, scores,
};

use crate::i18n::{self, Lang, Names};
use crate::view_model::colors::{self, CompanyColors};

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

/// The banner for the current state.
pub fn banner(lang: Lang, state: &State, available: &Available) -> Banner {
    let round = i18n::round(lang, state.round);
    let (who, detail) = match available.actor {
        Actor::Player { player } => (state.player(player), step_detail(state)),
        Actor::Company { company, director } => {
            let name = state.player(director);
            (name.clone(), i18n::company_turn(lang, company, &name))
        }
        Actor::Line { line, company, director } => {
            let name = state.player(director);
            (name.clone(), i18n::line_turn(lang, line, company, &name))
        }
        Actor::Nobody => (String::new(), String::new()),
    };
    let seat = available.actor.player().map(|p| colors::seat(usize::from(p)));
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
        Actor::Player { player } => state.player(player),
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
    /// Short label ("SR2", "LR3b").
    pub label: String,
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
        .map(|(i, e)| RoundBarSpace { label: e.round.to_string(), done: i < at, current: i == at })
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

/// One row of the players' sheet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerRow {
    /// Name.
    pub name: String,
    /// Playing Order Card.
    pub card: u8,
    /// Cash.
    pub cash: i64,
    /// Holdings as "WT 60%" etc.
    pub shares: Vec<String>,
    /// Privates held.
    pub privates: Vec<String>,
    /// Loans.
    pub loans: u32,
    /// Certificates / limit.
    pub certificates: String,
    /// Current value (R98).
    pub value: i64,
    /// Whether this player decides now.
    pub acting: bool,
    /// The seat colour.
    pub seat: CompanyColors,
}

/// The players' sheet, by Playing Order Card.
pub fn players(state: &State, available: &Available) -> Vec<PlayerRow> {
    let values = scores(state);
    let acting = available.actor.player();
    state
        .by_order_card()
        .into_iter()
        .map(|id| {
            let p = &state.players[usize::from(id)];
            let shares = p
                .shares
                .iter()
                .map(|(&c, &units)| format!("{} {}%", i18n::company(c), u32::from(units) * 10))
                .collect();
            let privates = state
                .privates
                .iter()
                .filter(|pr| pr.owner == Some(Owner::Player(id)) && !pr.closed)
                .map(|pr| i18n::private(pr.id).to_owned())
                .collect();
            PlayerRow {
                seat: colors::seat(usize::from(id)),
                name: p.name.clone(),
                card: p.order_card,
                cash: p.cash,
                shares,
                privates,
                loans: p.loans,
                certificates: format!(
                    "{}/{}",
                    state.certificates(id),
                    state.player_count.certificate_limit()
                ),
                value: values[usize::from(id)].value,
                acting: acting == Some(id),
            }
        })
        .collect()
}

/// One row of the companies' sheet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompanyRow {
    /// Short name.
    pub name: String,
    /// Colour class for CSS (the company's colour).
    pub class: String,
    /// Director's name (tram companies).
    pub director: Option<String>,
    /// Share price.
    pub price: Option<i64>,
    /// Shares in the Pool, in %.
    pub pool: u32,
    /// Treasury (tram companies).
    pub treasury: Option<i64>,
    /// Revenue space (tram companies).
    pub revenue: Option<i64>,
    /// Lines owned.
    pub lines: String,
    /// Trams as colour names with their lines.
    pub trams: String,
}

/// The companies' sheet: tram companies in the game, then Stadtbahn companies.
pub fn companies(state: &State) -> Vec<CompanyRow> {
    let trams = state.operating().map(|c| {
        let id = CompanyId::Tram(c.id);
        CompanyRow {
            name: i18n::tram_company(c.id).to_owned(),
            class: format!("co-{}", c.id.row().color),
            director: c.director.map(|d| state.player(d)),
            price: state.market.price(id),
            pool: u32::from(state.pool_units(id)) * 10,
            treasury: Some(c.treasury),
            revenue: Some(c.revenue),
            lines: c.lines.iter().map(u8::to_string).collect::<Vec<_>>().join(", "),
            trams: c
                .trams
                .iter()
                .map(|t| match t.line {
                    Some(l) => format!("{}→{l}", i18n::tram_colour(Lang::En, t.color)),
                    None => i18n::tram_colour(Lang::En, t.color).to_owned(),
                })
                .collect::<Vec<_>>()
                .join(", "),
        }
    });
    let sbs = state.stadtbahn.iter().map(|&s| {
        let id = CompanyId::Stadtbahn(s);
        CompanyRow {
            name: i18n::company(id).to_owned(),
            class: "co-stadtbahn".into(),
            director: None,
            price: state.market.price(id),
            pool: u32::from(state.pool_units(id)) * 10,
            treasury: None,
            revenue: None,
            lines: String::new(),
            trams: String::new(),
        }
    });
    trams.chain(sbs).collect()
}

/// One cell of the share price chart.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChartCell {
    /// Row, 0 at the top.
    pub row: u8,
    /// Column, 0 at the left.
    pub col: u8,
    /// The printed price.
    pub price: i64,
    /// "par" for the tram par cells, "start" for the Stadtbahn start cells, "" otherwise.
    pub mark: &'static str,
    /// Company tokens on the cell, top first (the top one counts as higher, R44, A14).
    pub tokens: Vec<ChartToken>,
}

/// A company's token on the share price chart.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChartToken {
    /// The company's short name.
    pub name: String,
    /// Its colours.
    pub colors: CompanyColors,
}

/// The share price chart with its tokens.
pub fn chart(state: &State) -> Vec<ChartCell> {
    let mut cells = Vec::new();
    for (r, row) in CHART.iter().enumerate() {
        for (c, &price) in row.iter().enumerate() {
            let cell = SharePrice::at(r as u8, c as u8);
            let mark = match cell.mark() {
                Some(CellMark::TramPar) => "par",
                Some(CellMark::StadtbahnStart) => "start",
                None => "",
            };
            let tokens = state
                .market
                .stacks()
                .find(|(at, _)| *at == cell)
                .map(|(_, stack)| {
                    stack
                        .iter()
                        .map(|&co| ChartToken {
                            name: i18n::company(co).to_owned(),
                            colors: colors::company(co),
                        })
                        .collect()
                })
                .unwrap_or_default();
            cells.push(ChartCell { row: r as u8, col: c as u8, price, mark, tokens });
        }
    }
    cells
}

/// The newest `n` lines of the game log, newest first, each with its place in the whole log:
/// only these are written out, however long the game (the log is redrawn after every move).
pub fn log_tail(
    lang: Lang,
    state: &State,
    events: &[Vec<Event>],
    n: usize,
) -> Vec<(usize, String)> {
    let total: usize = events.iter().map(Vec::len).sum();
    events
        .iter()
        .rev()
        .flat_map(|action| action.iter().rev())
        .take(n)
        .enumerate()
        .map(|(i, e)| (total - 1 - i, i18n::event_text(lang, e, state)))
        .collect()
}

/// The final standings, best first: (name, value, winner?), as the engine ranks them.
pub fn standings(game: &Game) -> Vec<(String, i64, bool)> {
    let outcome = game.outcome();
    outcome.ranking.into_iter().map(|r| (r.score.name, r.score.value, r.rank == 1)).collect()
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
        let whole = log_tail(Lang::En, g.state(), &events, usize::MAX);
        let expected: Vec<(usize, String)> = all.iter().cloned().enumerate().rev().collect();
        assert_eq!(whole, expected);
        assert_eq!(log_tail(Lang::En, g.state(), &events, 5), expected[..5]);
        assert_eq!(log_tail(Lang::En, g.state(), &[], 5), []);
    }

    #[test]
    fn the_banner_names_the_player_who_chooses_a_private() {
        let g = game();
        let b = banner(Lang::En, g.state(), &g.available());
        assert_eq!(b.round, "Pre-Share Round");
        let first = g.state().by_order_card()[0];
        assert_eq!(b.who, g.state().players[usize::from(first)].name);
        assert_eq!(
            b.seat,
            Some(colors::seat(usize::from(first))),
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
        let b = banner(Lang::En, g.state(), &g.available());
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
        assert_eq!(bar[1].label, "SR1");
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

    #[test]
    fn the_chart_has_70_cells_with_the_stadtbahn_tokens() {
        let g = game();
        let cells = chart(g.state());
        assert_eq!(cells.len(), 20 + 20 + 15 + 10 + 5);
        let w = cells.iter().find(|c| c.tokens.iter().any(|t| t.name == "W")).unwrap();
        assert_eq!(w.price, 95);
        assert_eq!(cells.iter().filter(|c| c.mark == "par").count(), 4);
    }

    #[test]
    fn the_sheet_lists_players_by_card_with_their_cash() {
        let g = game();
        let rows = players(g.state(), &g.available());
        assert_eq!(rows.len(), 3);
        assert!(rows.iter().all(|r| r.cash == 300 && r.value == 300));
        assert_eq!(rows.iter().filter(|r| r.acting).count(), 1);
        assert_eq!(rows[0].card, 1);
    }
}

/// A private in the Pre-Share Round's table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PrivateLine {
    /// Name.
    pub name: String,
    /// Current face value (it drops when nobody bids on the first private).
    pub face: i64,
    /// Dividend.
    pub dividend: i64,
    /// Owner's name, if sold.
    pub owner: Option<String>,
    /// Up for auction now, with the high bid and bidder if any.
    pub auction: Option<Option<(String, i64)>>,
}

/// The privates with face value, dividend, owner and the auction under way.
pub fn privates(state: &State) -> Vec<PrivateLine> {
    let auction = match &state.step {
        Step::Pre(step) => step.auction.as_ref(),
        _ => None,
    };
    state
        .privates
        .iter()
        .map(|p| {
            let row = tramways_engine::data::game_tables::private_row(p.id);
            PrivateLine {
                name: i18n::private(p.id).to_owned(),
                face: p.face,
                dividend: row.dividend,
                owner: p.owner.map(|o| match o {
                    Owner::Player(pl) => state.player(pl),
                    Owner::Company(c) => i18n::tram_company(c).to_owned(),
                }),
                auction: auction
                    .filter(|a| a.private == p.id)
                    .map(|a| a.high.map(|(who, bid)| (state.player(who), bid))),
            }
        })
        .collect()
}

/// One company in the Share Round panel: buy (or why not) and the possible sales.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShareLine {
    /// Short name.
    pub name: String,
    /// Share price.
    pub price: i64,
    /// % in the Pool.
    pub pool: u32,
    /// % the acting player holds.
    pub held: u32,
    /// The purchase, or the reason it is not possible.
    pub buy: Result<Action, Refusal>,
    /// Sales on offer: (number of shares, action).
    pub sells: Vec<(u8, Action)>,
}

/// The Share Round panel for the acting player; empty outside Share Rounds or before the
/// player has a director certificate in the first Share Round.
pub fn share_lines(game: &Game) -> Vec<ShareLine> {
    let state = game.state();
    let Step::Share(_) = &state.step else { return Vec::new() };
    let available = game.available();
    let Actor::Player { player } = available.actor else { return Vec::new() };
    if available.moves.iter().any(|m| matches!(m.lowest(), Action::BuyDirector { .. })) {
        return Vec::new();
    }
    let ids = state
        .operating()
        .map(|c| CompanyId::Tram(c.id))
        .chain(state.stadtbahn.iter().map(|&s| CompanyId::Stadtbahn(s)));
    ids.map(|company| {
        let buy = Action::BuyShare { player, company };
        let buy = game.check(&buy).map(|()| buy);
        let sells = available
            .moves
            .iter()
            .filter_map(|m| match m.lowest() {
                a @ Action::SellShares { company: c, count, .. } if c == company => {
                    Some((count, a))
                }
                _ => None,
            })
            .collect();
        ShareLine {
            name: i18n::company(company).to_owned(),
            price: state.market.price(company).unwrap_or(0),
            pool: u32::from(state.pool_units(company)) * 10,
            held: u32::from(state.players[usize::from(player)].units(company)) * 10,
            buy,
            sells,
        }
    })
    .collect()
}

#[cfg(test)]
mod panel_tests {
    use super::*;
    use tramways_engine::data::Landmark;
    use tramways_engine::data::game_tables::Round;
    use tramways_engine::data::game_tables::TramCompany;
    use tramways_engine::game::Setup;

    #[test]
    fn the_private_table_shows_the_auction_and_its_high_bid() {
        let mut g = Game::new(Setup::new(&["Anna", "Bruno"], 2)).unwrap();
        let Actor::Player { player } = g.available().actor else { panic!() };
        g.apply(&Action::ChoosePrivate { player, private: Landmark::Hofburg }).unwrap();
        g.apply(&Action::BidPrivate { player, amount: 45 }).unwrap();
        let rows = privates(g.state());
        let hofburg = rows.iter().find(|r| r.name == "Hofburg").unwrap();
        assert_eq!(hofburg.auction, Some(Some((g.state().player(player), 45))));
        assert_eq!((hofburg.face, hofburg.dividend), (40, 20));
        assert!(rows.iter().filter(|r| r.name != "Hofburg").all(|r| r.auction.is_none()));
    }

    #[test]
    fn share_lines_give_the_reason_a_purchase_is_refused() {
        let mut g = Game::new(Setup::new(&["Anna", "Bruno"], 2)).unwrap();
        // Sell the privates at face value, pick cards, buy directors.
        while g.state().round == Round::PreShare {
            let bid_made = matches!(&g.state().step, Step::Pre(s) if s.auction.as_ref().is_some_and(|a| a.high.is_some()));
            let moves = g.available().moves;
            let pass =
                moves.iter().map(Move::lowest).find(|a| matches!(a, Action::PassPrivate { .. }));
            let m = match pass {
                Some(pass) if bid_made => pass,
                _ => moves[0].lowest(),
            };
            g.apply(&m).unwrap();
        }
        for company in [TramCompany::WienerTramway, TramCompany::BauUndBetrieb] {
            let Actor::Player { player } = g.available().actor else { panic!() };
            g.apply(&Action::BuyDirector { player, company, par: 70 }).unwrap();
        }
        let lines = share_lines(&g);
        assert_eq!(lines.len(), 2 + 3, "two tram companies and W, G, D");
        assert!(lines.iter().all(|l| l.sells.is_empty()), "no sales in SR1");
        let Actor::Player { player } = g.available().actor else { panic!() };
        let own = g.state().directed_by(player).next().unwrap();
        // Buy the own company up to 60%; then the reason shows.
        g.apply(&Action::BuyShare { player, company: CompanyId::Tram(own) }).unwrap();
        let Actor::Player { player: other } = g.available().actor else { panic!() };
        g.apply(&Action::PassShare { player: other }).unwrap();
        let line = share_lines(&g).into_iter().find(|l| l.name == i18n::tram_company(own)).unwrap();
        assert_eq!(line.held, 60);
        let company = CompanyId::Tram(own);
        assert_eq!(line.buy, Err(Refusal::HoldingLimit { company, percent: 60 }));
        let words =
            i18n::refusal(Lang::En, &Refusal::HoldingLimit { company, percent: 60 }, g.state());
        assert_eq!(words, format!("you already hold 60% of {}", i18n::tram_company(own)));
    }
}
