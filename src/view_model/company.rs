//! Pure views for the Company Rounds: the tram buying spaces, the dividend choice with the
//! share price move it causes, and the line display.

use tramways_engine::data::game_tables::{Round, TramColor, TramSpace, line_card, trams_on_sale};
use tramways_engine::game::{Action, Actor, CompanyId, Game, Move, State};

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
pub fn dividend_options(game: &Game) -> Vec<DividendOption> {
    let state = game.state();
    let available = game.available();
    let Actor::Company { company, .. } = available.actor else { return Vec::new() };
    let Some((template, min, max, step)) = available.moves.iter().find_map(|m| match m {
        Move::Amount { action: a @ Action::PayDividend { .. }, min, max, step } => {
            Some((a.clone(), *min, *max, *step))
        }
        _ => None,
    }) else {
        return Vec::new();
    };
    let Some(position) = state.market.position(CompanyId::Tram(company)) else {
        return Vec::new();
    };
    let revenue = state.tram_co(company).revenue;
    let step = step.max(1);
    (0..=((max - min) / step))
        .map(|k| min + k * step)
        .map(|total| DividendOption {
            total,
            per_share: total / 10,
            to_treasury: revenue - total,
            new_price: position.cell.after_dividend(total).price(),
            action: template.with_amount(total),
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

    #[test]
    fn outside_company_rounds_there_is_no_dividend_choice() {
        let g = Game::new(Setup::new(&["A", "B"], 9)).unwrap();
        assert!(dividend_options(&g).is_empty());
    }
}
