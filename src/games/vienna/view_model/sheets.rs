//! Pure views of the sheets beside the map: the players', the companies', the privates' table
//! of the Pre-Share Round and the Share Round panel, and the first Share Round's par table
//! ([`ParTable`]: the companies by par price, each with the cash the engine previews, R40).

use tramways_engine::data::game_tables::{TramCompany, percent};
use tramways_engine::game::{
    Action, Actor, Available, CompanyId, Event, Game, Move, Owner, Refusal, State, Step, scores,
};

use crate::games::vienna::view_model::colors;
use crate::i18n::{self, Lang, Names};
use crate::shell::view_model::colors::CompanyColors;
/// One row of the players' sheet.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
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
    /// The value's parts, as the engine scores it: shares at their price, privates, and what
    /// the loans take off (negative).
    pub value_parts: (i64, i64, i64),
    /// Whether this player decides now.
    pub acting: bool,
    /// The seat colour.
    pub seat: CompanyColors,
}

impl PlayerRow {
    /// The Playing Order Card as shown: "–" until one is taken.
    pub fn card_label(&self) -> String {
        if self.card == 0 { "–".to_owned() } else { self.card.to_string() }
    }
}

/// The player strip's title for a value: what it is made of, as the engine scores it ("Value
/// 615 = cash 300 + shares 250 + privates 65 − loans 0").
pub fn value_title(lang: i18n::Lang, row: &PlayerRow) -> String {
    let (shares, privates, loans) = row.value_parts;
    let n = |v: i64| i18n::number(lang, v);
    i18n::t(lang, i18n::Text::ValueExplained)
        .replace("{value}", &n(row.value))
        .replace("{cash}", &n(row.cash))
        .replace("{shares}", &n(shares))
        .replace("{privates}", &n(privates))
        .replace("{loans}", &n(loans.saturating_neg()))
}

/// The players' sheet, by Playing Order Card, `actor` deciding (`Position::actor`).
pub fn players(state: &State, actor: &Actor) -> Vec<PlayerRow> {
    let values = scores(state);
    let acting = actor.player();
    state
        .by_order_card()
        .into_iter()
        .map(|id| {
            let p = &state.players[usize::from(id)];
            let shares = p
                .shares
                .iter()
                .map(|(&c, &units)| format!("{} {}%", i18n::company(c), percent(units)))
                .collect();
            let privates = state
                .privates
                .iter()
                .filter(|pr| pr.owner == Some(Owner::Player(id)) && !pr.closed)
                .map(|pr| i18n::private(pr.id).to_owned())
                .collect();
            PlayerRow {
                seat: crate::shell::view_model::colors::seat(usize::from(id)),
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
                value_parts: {
                    let v = &values[usize::from(id)];
                    let rest = v.value - v.cash - v.shares_value - v.privates_value;
                    (v.shares_value, v.privates_value, rest)
                },
                acting: acting == Some(id),
            }
        })
        .collect()
}

/// One row of the companies' sheet.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct CompanyRow {
    /// Short name.
    pub name: String,
    /// The full name, spelled out where the short one is shown.
    pub full_name: String,
    /// Privates the company owns (R93), by name.
    pub privates: String,
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
pub fn companies(lang: Lang, state: &State) -> Vec<CompanyRow> {
    let trams = state.operating().map(|c| {
        let id = CompanyId::Tram(c.id);
        let privates: Vec<&str> = state
            .privates
            .iter()
            .filter(|p| p.owner == Some(Owner::Company(c.id)) && !p.closed)
            .map(|p| i18n::private(p.id))
            .collect();
        CompanyRow {
            name: i18n::tram_company(c.id).to_owned(),
            full_name: c.id.row().name.to_owned(),
            privates: privates.join(", "),
            class: format!("co-{}", c.id.row().color),
            director: c.director.map(|d| state.player(d)),
            price: state.market.price(id),
            pool: percent(state.pool_units(id)),
            treasury: Some(c.treasury),
            revenue: Some(c.revenue),
            lines: c.lines.iter().map(u8::to_string).collect::<Vec<_>>().join(", "),
            trams: c
                .trams
                .iter()
                .map(|t| match t.line {
                    Some(l) => format!("{}→{l}", i18n::tram_colour(lang, t.color)),
                    None => i18n::tram_colour(lang, t.color).to_owned(),
                })
                .collect::<Vec<_>>()
                .join(", "),
        }
    });
    let sbs = state.stadtbahn.iter().map(|&s| {
        let id = CompanyId::Stadtbahn(s);
        CompanyRow {
            name: i18n::company(id).to_owned(),
            full_name: tramways_engine::data::game_tables::stadtbahn_row(s).name.to_owned(),
            privates: String::new(),
            class: "co-stadtbahn".into(),
            director: None,
            price: state.market.price(id),
            pool: percent(state.pool_units(id)),
            treasury: None,
            revenue: None,
            lines: String::new(),
            trams: String::new(),
        }
    });
    trams.chain(sbs).collect()
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
                owner: p.owner.map(|o| i18n::owner(o, state)),
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
            pool: percent(state.pool_units(company)),
            held: percent(state.players[usize::from(player)].units(company)),
            buy,
            sells,
        }
    })
    .collect()
}

/// A tram company the acting player may start in the first Share Round (R40), by par price.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParRow {
    /// The company.
    pub company: TramCompany,
    /// Its colours.
    pub colors: CompanyColors,
    /// One cell per column of [`ParTable::pars`]: that par, if offered.
    pub cells: Vec<Option<ParCell>>,
}

/// One par price of a company.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParCell {
    /// The par price.
    pub par: i64,
    /// The cash paid on top of the Pre-emptive Right card (the engine's preview).
    pub cash: i64,
    /// The purchase.
    pub action: Action,
}

/// The director certificates on offer as a table: companies by par price.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ParTable {
    /// The par prices, ascending (the columns).
    pub pars: Vec<i64>,
    /// The companies, in the engine's order.
    pub rows: Vec<ParRow>,
}

/// The director certificates the acting player may buy (R40), each with the cash it costs as
/// the engine previews it; empty when none is on offer.
pub fn par_table(game: &Game, available: &Available) -> ParTable {
    let mut table = ParTable::default();
    let offers: Vec<(TramCompany, i64, &Action)> = available
        .moves
        .iter()
        .filter_map(|m| match m {
            Move::Do { action: a @ Action::BuyDirector { company, par, .. } } => {
                Some((*company, *par, a))
            }
            _ => None,
        })
        .collect();
    for &(company, par, _) in &offers {
        if !table.pars.contains(&par) {
            table.pars.push(par);
        }
        if !table.rows.iter().any(|r| r.company == company) {
            let colors = colors::company(CompanyId::Tram(company));
            table.rows.push(ParRow { company, colors, cells: Vec::new() });
        }
    }
    tramways_engine::sort_few::sort(&mut table.pars);
    for row in &mut table.rows {
        row.cells = table
            .pars
            .iter()
            .map(|&par| {
                let (_, _, action) =
                    offers.iter().find(|(c, p, _)| *c == row.company && *p == par)?;
                let cash = game.preview(action).ok()?.iter().find_map(|e| match e {
                    Event::DirectorBought { cash, .. } => Some(*cash),
                    _ => None,
                })?;
                Some(ParCell { par, cash, action: (*action).clone() })
            })
            .collect();
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;
    use tramways_engine::game::Setup;

    fn game() -> Game {
        Game::new(Setup::new(&["Anna", "Bruno", "Clara"], 5)).unwrap()
    }

    #[test]
    fn the_sheet_lists_players_by_card_with_their_cash() {
        let g = game();
        let rows = players(g.state(), &g.state().actor());
        assert_eq!(rows.len(), 3);
        assert!(rows.iter().all(|r| r.cash == 300 && r.value == 300));
        assert_eq!(rows.iter().filter(|r| r.acting).count(), 1);
        assert_eq!(rows[0].card, 1);
    }
}

#[cfg(test)]
mod panel_tests {
    use super::*;

    #[test]
    fn a_players_value_is_said_with_its_parts_that_add_up_to_it() {
        use rand::SeedableRng;
        let mut g = Game::new(Setup::new(&["Anna", "Bruno", "Clara"], 4)).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(4);
        for _ in 0..120 {
            let action = tramways_engine::selfplay::random_move(&g, &mut rng).unwrap();
            g.apply(&action).unwrap();
        }
        let rows = players(g.state(), &g.state().actor());
        assert!(rows.iter().any(|r| r.value_parts.0 > 0), "someone holds shares");
        for row in &rows {
            let (shares, privates, loans) = row.value_parts;
            assert_eq!(row.cash + shares + privates + loans, row.value, "{}", row.name);
            let n = |v: i64| i18n::number(Lang::En, v);
            assert_eq!(
                value_title(Lang::En, row),
                format!(
                    "Value {} = cash {} + shares {} + privates {} − loans {}",
                    n(row.value),
                    n(row.cash),
                    n(shares),
                    n(privates),
                    n(-loans)
                )
            );
            for lang in [Lang::Es, Lang::De] {
                let title = value_title(lang, row);
                assert!(title.contains(&i18n::number(lang, row.value)), "{title}");
                assert!(!title.contains('{'), "{title}");
            }
        }
    }
    use tramways_engine::data::Landmark;
    use tramways_engine::data::game_tables::Round;
    use tramways_engine::data::game_tables::TramCompany;
    use tramways_engine::game::Move;
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

    /// Sells the privates at face value and picks the cards: the game at the first Share Round.
    fn through_the_private_auction(g: &mut Game) {
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
    }

    #[test]
    fn the_par_table_holds_every_director_certificate_on_offer_with_its_cash() {
        let mut g = Game::new(Setup::new(&["Anna", "Bruno"], 2)).unwrap();
        through_the_private_auction(&mut g);
        let available = g.available();
        let table = par_table(&g, &available);
        let offered: Vec<&Action> = available
            .moves
            .iter()
            .filter_map(|m| match m {
                Move::Do { action: a @ Action::BuyDirector { .. } } => Some(a),
                _ => None,
            })
            .collect();
        let cells: Vec<&ParCell> =
            table.rows.iter().flat_map(|r| r.cells.iter().flatten()).collect();
        assert_eq!(cells.len(), offered.len(), "{table:?}");
        assert!(table.pars.windows(2).all(|w| w[0] < w[1]));
        for cell in cells {
            let events = g.preview(&cell.action).unwrap();
            assert!(events.contains(&Event::DirectorBought {
                player: match cell.action {
                    Action::BuyDirector { player, .. } => player,
                    _ => panic!(),
                },
                company: match cell.action {
                    Action::BuyDirector { company, .. } => company,
                    _ => panic!(),
                },
                par: cell.par,
                cash: cell.cash,
            }));
        }
    }

    #[test]
    fn share_lines_give_the_reason_a_purchase_is_refused() {
        let mut g = Game::new(Setup::new(&["Anna", "Bruno"], 2)).unwrap();
        // Sell the privates at face value, pick cards, buy directors.
        through_the_private_auction(&mut g);
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
        // R17: the director certificate and one share, six units, are 60% (the engine's
        // game_tables::percent), in the Share Round's line and on the players' sheet.
        assert_eq!(line.held, 60);
        let company = CompanyId::Tram(own);
        let rows = players(g.state(), &g.state().actor());
        let row = rows.iter().find(|r| r.name == g.state().players[usize::from(player)].name);
        let row = row.unwrap();
        assert!(row.shares.contains(&format!("{} 60%", i18n::company(company))), "{row:?}");
        assert_eq!(line.buy, Err(Refusal::HoldingLimit { company, percent: 60 }));
        let words =
            i18n::refusal(Lang::En, &Refusal::HoldingLimit { company, percent: 60 }, g.state());
        assert_eq!(words, format!("you already hold 60% of {}", i18n::tram_company(own)));
    }
}
