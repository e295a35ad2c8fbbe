//! Pure views for the Company Rounds: the tram buying spaces, the dividend choice with the
//! share price move it causes, and the line display; the acting company's turn with the trams
//! on offer, who pays and the upkeep they change. Every dividend's and tram's effect is the
//! engine's preview of it ([`Game::preview`]).

use tramways_engine::data::game_tables::{
    Money, Round, TramColor, TramCompany, TramSpace, line_card, maintenance_changes, trams_on_sale,
};
use tramways_engine::game::CompanyStage;
use tramways_engine::game::{Action, Actor, Available, CompanyId, Event, Game, Move, State, Step};

use crate::i18n::Names;

/// One tram buying space (CRb, R43).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TramSpaceLine {
    /// Left, middle or right.
    pub space: TramSpace,
    /// The colour on it, if any.
    pub color: Option<TramColor>,
    /// Trams left on it.
    pub count: u32,
    /// Their price in this Company Round, if they can be bought.
    pub price: Option<i64>,
}

/// The three buying spaces, left to right, and the colours still to come.
pub fn tram_spaces(state: &State) -> (Vec<TramSpaceLine>, Vec<(TramColor, u32)>) {
    let offers = match state.round {
        Round::Company(n) => trams_on_sale(n),
        _ => [None; 3],
    };
    let spaces = TramSpace::ALL
        .iter()
        .zip(state.trams.spaces.iter())
        .zip(offers.iter())
        .map(|((&space, held), offer)| TramSpaceLine {
            space,
            color: held.map(|h| h.0),
            count: held.map_or(0, |h| h.1),
            price: offer.filter(|o| held.is_some_and(|h| h.0 == o.color)).map(|o| o.price),
        })
        .collect();
    (spaces, state.trams.supply.clone())
}

/// One possible dividend with its effect.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DividendOption {
    /// The total paid out.
    pub total: i64,
    /// Per 10% share.
    pub per_share: i64,
    /// What stays for the Treasury.
    pub to_treasury: i64,
    /// The share price afterwards (Table 6).
    pub new_price: i64,
    /// The action.
    pub action: Action,
}

/// The dividend choice of the acting company, when it has one: every multiple of 10 from 0 to
/// the Revenue space, each with its share price move previewed (R46, Table 6).
pub fn dividend_options(game: &Game, available: &Available) -> Vec<DividendOption> {
    let state = game.state();
    let Actor::Company { company, .. } = available.actor else { return Vec::new() };
    let Some((template, min, max, step)) = available.moves.iter().find_map(|m| match m {
        Move::Amount { action: a @ Action::PayDividend { .. }, min, max, step } => {
            Some((a.clone(), *min, *max, *step))
        }
        _ => None,
    }) else {
        return Vec::new();
    };
    let id = CompanyId::Tram(company);
    let Some(price) = state.market.price(id) else { return Vec::new() };
    let step = step.max(1);
    // Each option is the engine's preview of it: what it pays per share, what the Treasury
    // keeps, where the price goes (R46, Table 6); the app computes none of it.
    (0..=((max - min) / step))
        .map(|k| min + k * step)
        .filter_map(|total| {
            let action = template.with_amount(total);
            let events = game.preview(&action).ok()?;
            let (per_share, to_treasury) = events.iter().find_map(|e| match e {
                Event::DividendPaid { company: c, per_share, to_treasury, .. } if *c == id => {
                    Some((*per_share, *to_treasury))
                }
                _ => None,
            })?;
            let new_price = events
                .iter()
                .find_map(|e| match e {
                    Event::PriceMoved { company: c, to, .. } if *c == id => Some(*to),
                    _ => None,
                })
                .unwrap_or(price);
            Some(DividendOption { total, per_share, to_treasury, new_price, action })
        })
        .collect()
}

/// A line card in the display, with its home.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineCardLine {
    /// The number.
    pub number: u8,
    /// The home hex label.
    pub home: String,
}

/// The line display (CRe), in the order dealt.
pub fn line_display(state: &State) -> Vec<LineCardLine> {
    state
        .line_display
        .iter()
        .map(|&number| LineCardLine {
            number,
            home: line_card(number).map(|c| c.home.to_string()).unwrap_or_default(),
        })
        .collect()
}

/// A tram the acting company may buy now, with what buying it would do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TramOfferLine {
    /// Its colour.
    pub color: TramColor,
    /// The space it is bought from.
    pub space: TramSpace,
    /// The printed price.
    pub price: Money,
    /// Paid from the company's Treasury.
    pub from_treasury: Money,
    /// Paid by the director from personal cash (mandatory tram, R50).
    pub from_director: Money,
    /// Loans of 100 the director takes (R50).
    pub loans: u32,
    /// The company's own trams whose maintenance changes: colour, before, after (R48, Table 7).
    pub maintenance: Vec<(TramColor, Money, Money)>,
    /// The action.
    pub action: Action,
}

/// The line auction under way (R52–R54).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AuctionLine {
    /// The line.
    pub line: u8,
    /// The high bid and its bidder.
    pub high: Money,
    /// The company holding the high bid.
    pub high_bidder: TramCompany,
    /// Companies still bidding, in bidding order.
    pub active: Vec<TramCompany>,
    /// Whose turn it is to bid or pass.
    pub to_act: TramCompany,
}

/// The acting tram company in a Company Round: its money, trams and lines, and what the
/// current step lets it do, explained.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompanyTurn {
    /// The company.
    pub company: TramCompany,
    /// Its director's name.
    pub director: String,
    /// The director's cash (they pay the rest of a mandatory tram, R50).
    pub director_cash: Money,
    /// Treasury.
    pub treasury: Money,
    /// Money on the Revenue space.
    pub revenue: Money,
    /// Its trams: colour and line.
    pub trams: Vec<(TramColor, Option<u8>)>,
    /// Its lines.
    pub lines: Vec<u8>,
    /// It owns no tram and must buy one now (R50).
    pub must_buy: bool,
    /// The trams it may buy now.
    pub offers: Vec<TramOfferLine>,
    /// The line auction under way, if any.
    pub auction: Option<AuctionLine>,
}

/// The acting tram company's turn, or `None` outside a company's decision. `available` is
/// `game.available()`, computed once by the caller.
pub fn company_turn(game: &Game, available: &Available) -> Option<CompanyTurn> {
    let state = game.state();
    let Actor::Company { company, director } = available.actor else { return None };
    let co = state.tram_co(company);
    let offers: Vec<TramOfferLine> = available
        .moves
        .iter()
        .filter_map(|m| match m {
            Move::Do { action: a @ Action::BuyTram { .. } } => tram_offer(game, a),
            _ => None,
        })
        .collect();
    let must_buy = game.state().tram_purchase_due() == Some(company);
    let auction = match &state.step {
        Step::Company(s) => match &s.stage {
            CompanyStage::Auction(a) => Some(AuctionLine {
                line: a.line,
                high: a.high,
                high_bidder: a.high_bidder,
                active: a.active.clone(),
                to_act: a.to_act,
            }),
            _ => None,
        },
        _ => None,
    };
    Some(CompanyTurn {
        company,
        director: state.player(director),
        director_cash: state.players[usize::from(director)].cash,
        treasury: co.treasury,
        revenue: co.revenue,
        trams: co.trams.iter().map(|t| (t.color, t.line)).collect(),
        lines: co.lines.clone(),
        must_buy,
        offers,
        auction,
    })
}

/// What buying a tram would do, found by asking the engine ([`Game::preview`]).
fn tram_offer(game: &Game, action: &Action) -> Option<TramOfferLine> {
    let before = game.state().trams.newest_bought;
    let events = game.preview(action).ok()?;
    let (color, space, price, from_director, loans) = events.iter().find_map(|e| match e {
        Event::TramBought { color, space, price, from_director, loans, .. } => {
            Some((*color, *space, *price, *from_director, *loans))
        }
        _ => None,
    })?;
    let after = game.state().trams.newest_after(color);
    let Action::BuyTram { company, .. } = action else { return None };
    let owned: Vec<TramColor> =
        game.state().tram_co(*company).trams.iter().map(|t| t.color).collect();
    // R48, Table 7: the engine says which colours' maintenance the purchase changes.
    let maintenance = maintenance_changes(&owned, before, after);
    Some(TramOfferLine {
        color,
        space,
        price,
        from_treasury: price - from_director,
        from_director,
        loans,
        maintenance,
        action: action.clone(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use tramways_engine::game::Setup;

    #[test]
    fn at_set_up_yellow_waits_on_the_left_space() {
        let g = Game::new(Setup::new(&["A", "B", "C", "D"], 9)).unwrap();
        let (spaces, supply) = tram_spaces(g.state());
        assert_eq!(spaces[0].color, Some(TramColor::Yellow));
        assert_eq!(spaces[0].count, 6);
        assert_eq!(spaces[0].price, None, "nothing is for sale before CR1");
        assert_eq!(supply.len(), 4);
    }

    #[test]
    fn the_line_display_shows_homes() {
        let g = Game::new(Setup::new(&["A", "B", "C", "D"], 9)).unwrap();
        let display = line_display(g.state());
        assert_eq!(display.len(), 5);
        assert!(display.iter().all(|l| !l.home.is_empty()));
    }

    /// R47, R48, R50: in random games, every tram on offer says who pays what as the engine
    /// then does it, a company without trams is told it must buy, and buying the first tram of
    /// a colour previews the maintenance change of Table 7.
    #[test]
    fn tram_offers_explain_payment_must_buy_and_maintenance() {
        use rand::SeedableRng;
        let (mut must, mut upkeep, mut offers, mut director_paid) = (0, 0, 0, 0);
        for seed in 0..3u64 {
            let mut g = Game::new(tramways_engine::selfplay::random_setup(seed)).unwrap();
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            while let Some(action) = tramways_engine::selfplay::random_move(&g, &mut rng) {
                if let Some(turn) = company_turn(&g, &g.available()) {
                    let co = g.state().tram_co(turn.company);
                    assert_eq!((turn.treasury, turn.revenue), (co.treasury, co.revenue));
                    assert_eq!(
                        turn.must_buy,
                        turn.trams.is_empty()
                            && !turn.offers.is_empty()
                            && !g
                                .available()
                                .moves
                                .iter()
                                .any(|m| matches!(m.lowest(), Action::DoneTrams { .. }))
                    );
                    must += usize::from(turn.must_buy);
                    // Trams are named by colour in the moves (R49 scrapping, R47 rearranging).
                    for m in &g.available().moves {
                        if let a @ (Action::ScrapTram { .. } | Action::AssignTram { .. }) =
                            m.lowest()
                        {
                            let label =
                                crate::i18n::action_label(crate::i18n::Lang::En, &a, g.state());
                            assert!(label.contains(" tram ("), "{label}");
                        }
                    }
                    for o in &turn.offers {
                        offers += 1;
                        assert_eq!(o.from_treasury, o.price.min(turn.treasury));
                        assert_eq!(o.from_treasury + o.from_director, o.price);
                        let short = (o.from_director - turn.director_cash).max(0);
                        assert_eq!(
                            i64::from(o.loans),
                            (short + 99) / 100,
                            "loans of 100, no more than needed"
                        );
                        director_paid += usize::from(o.from_director > 0);
                        upkeep += usize::from(!o.maintenance.is_empty());
                        for (_, before, after) in &o.maintenance {
                            assert!(after < before, "maintenance only grows");
                        }
                    }
                }
                g.apply(&action).unwrap();
            }
        }
        assert!(
            offers > 0 && must > 0 && director_paid > 0,
            "offers {offers}, must {must}, director paid {director_paid}, upkeep {upkeep}"
        );
    }

    /// R48, Table 7 (T36): offered the first red tram, a company owning a yellow one is shown
    /// that its yellow trams will cost 50 a run, as the engine says.
    #[test]
    fn the_first_red_tram_shows_yellow_maintenance() {
        let first_red = |g: &Game| {
            let Actor::Company { company, .. } = g.available().actor else { return false };
            g.state().trams.newest_bought == Some(TramColor::Orange)
                && g.state().tram_co(company).trams.iter().any(|t| t.color == TramColor::Yellow)
                && company_turn(g, &g.available())
                    .is_some_and(|t| t.offers.iter().any(|o| o.color == TramColor::Red))
        };
        let mut seen = 0;
        for seed in 0..8 {
            // Random moves that seldom scrap (as selfplay::play_random_sparing_trams), so that
            // companies still own yellow trams when red ones arrive.
            use rand::SeedableRng;
            let mut g = Game::new(tramways_engine::selfplay::random_setup_for(4, seed)).unwrap();
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            while !first_red(&g) {
                let mut action = tramways_engine::selfplay::random_move(&g, &mut rng);
                for _ in 0..3 {
                    if matches!(action, Some(Action::ScrapTram { .. })) {
                        action = tramways_engine::selfplay::random_move(&g, &mut rng);
                    }
                }
                let Some(action) = action else { break };
                g.apply(&action).unwrap();
            }
            if !first_red(&g) {
                continue;
            }
            let turn = company_turn(&g, &g.available()).unwrap();
            let red = turn.offers.iter().find(|o| o.color == TramColor::Red).unwrap();
            assert!(red.maintenance.contains(&(TramColor::Yellow, 0, -50)), "{red:?}");
            assert!(red.maintenance.iter().all(|&(c, ..)| c == TramColor::Yellow), "{red:?}");
            seen += 1;
        }
        assert!(seen > 0, "a first red tram was offered to a company with a yellow one");
    }

    #[test]
    fn outside_company_rounds_there_is_no_dividend_choice() {
        let g = Game::new(Setup::new(&["A", "B"], 9)).unwrap();
        assert!(dividend_options(&g, &g.available()).is_empty());
    }

    /// R46, R51: each dividend option is the engine's preview: a tenth per share, the rest to
    /// the Treasury, the price moved as Table 6 says (checked against applying it).
    #[test]
    fn dividend_options_are_what_the_engine_does() {
        let mut seen = 0;
        for seed in 0..6 {
            let setup = tramways_engine::selfplay::random_setup_for(4, seed);
            let stop = |g: &Game| {
                g.available().moves.iter().any(|m| matches!(m.lowest(), Action::PayDividend { .. }))
                    && g.available().actor.player().is_some()
                    && matches!(g.available().actor, Actor::Company { company, .. }
                        if g.state().tram_co(company).revenue >= 20)
            };
            let Ok(g) = tramways_engine::selfplay::play_random_until(setup, seed, stop) else {
                continue;
            };
            if !stop(&g) {
                continue;
            }
            let Actor::Company { company, .. } = g.available().actor else { continue };
            let revenue = g.state().tram_co(company).revenue;
            let options = dividend_options(&g, &g.available());
            assert!(options.len() >= 3, "0, 10, 20 at least");
            for option in &options {
                assert_eq!(option.per_share, option.total / 10);
                assert_eq!(option.to_treasury, revenue - option.total);
                let mut after = g.clone();
                after.apply(&option.action).unwrap();
                let id = CompanyId::Tram(company);
                assert_eq!(after.state().market.price(id), Some(option.new_price));
            }
            seen += 1;
        }
        assert!(seen > 0, "a dividend decision was reached");
    }
}
