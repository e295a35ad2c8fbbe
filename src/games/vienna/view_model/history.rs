//! The game's story as chart series: every round on the x axis, each company's share price and
//! each player's value round by round, what every line earned in each Line Round, every
//! company's dividends in each Company Round, and the end-of-game breakdown of each player's
//! value.
//!
//! Pure data: rounds are the engine's [`Round`] and kinds are enums, never words (the
//! components word them through `i18n`); company names are the printed short names, the same in
//! every language. [`history`] builds it all from one replay of the log, sampling the state at
//! every round's end; the facts within a round (dividends, sales, runs) come from the events.

use std::collections::BTreeMap;

use tramways_engine::data::game_tables::{LOAN_END_VALUE, Money, Round, TramCompany, percent};
use tramways_engine::game::{CompanyId, Event, Game, PlayerId, Score, State, outcome, scores};
use tramways_engine::rules::LineNumber;

use crate::games::vienna::view_model::colors;
use crate::i18n;
use crate::shell::view_model::colors::CompanyColors;

/// One round of the game, a tick on the x axis. Series points say which round they belong to
/// by its index in [`History::rounds`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoundTick {
    /// The round (SR1, CR1, LR1a…), for the component to word.
    pub round: Round,
    /// The log's length when the round began: [`Game::at`]`(start)` is the game at its start
    /// (0 for the Pre-Share Round, which the set-up starts).
    pub start: usize,
    /// The log's length at which the round's end is read ([`Game::at`]`(end)`); the whole log
    /// for the last round. The action that ends a round also plays what the next round does
    /// by itself before its first decision (CRa's private payouts, the dividends of companies
    /// that earned nothing, the Stadtbahn runs…), so when that action did nothing the charts
    /// show before the next round began (a pass, a line's run into its Revenue space), the
    /// round is read before it (`end` = the next `start` − 1) and that opening counts in the
    /// next round; otherwise after it (`end` = the next `start`). A round the engine plays
    /// through within one action (it asks nobody anything) ends where it starts.
    pub end: usize,
}

/// A share price at the end of a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PricePoint {
    /// The round's index in [`History::rounds`].
    pub round: usize,
    /// The share price then.
    pub price: Money,
}

/// How a dividend was decided (R46, A15), from what went to the shareholders and what stayed
/// in the company.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DividendKind {
    /// Everything on the Revenue space paid out (a Stadtbahn company always pays all, R51).
    Full,
    /// Part paid out, the rest into the Treasury.
    Partial,
    /// Nothing paid out, everything into the Treasury (the price falls, A15).
    Withheld,
    /// Nothing earned, so nothing paid (the price falls as for a withhold, A15).
    Nothing,
}

impl DividendKind {
    /// The kind of a `DividendPaid` event: `total` paid out, `to_treasury` kept.
    pub fn of(total: Money, to_treasury: Money) -> DividendKind {
        match (total > 0, to_treasury > 0) {
            (true, false) => DividendKind::Full,
            (true, true) => DividendKind::Partial,
            (false, true) => DividendKind::Withheld,
            (false, false) => DividendKind::Nothing,
        }
    }
}

/// What a marker on a share price series shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MarkerKind {
    /// A dividend (or none) in a Company Round.
    Dividend(DividendKind),
    /// A player sold shares (R36).
    SharesSold {
        /// How many 10% shares.
        count: u8,
    },
}

/// An event on a share price series: where it happened and the price it left.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PriceMarker {
    /// The round's index in [`History::rounds`].
    pub round: usize,
    /// The share price right after it (its own move on the chart included).
    pub price: Money,
    /// What happened.
    pub kind: MarkerKind,
}

/// One company's share price through the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PriceSeries {
    /// The company.
    pub company: CompanyId,
    /// Its short name (the same in every language).
    pub name: &'static str,
    /// Its colours.
    pub colors: CompanyColors,
    /// The price at the end of every round it had one, in round order.
    pub points: Vec<PricePoint>,
    /// Dividends and sales, in the order they happened.
    pub markers: Vec<PriceMarker>,
}

/// A player's wealth at the end of a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ValuePoint {
    /// The round's index in [`History::rounds`].
    pub round: usize,
    /// The value as the game scores it (R98): cash + shares + privates − loans.
    pub value: Money,
    /// Personal cash.
    pub cash: Money,
}

/// One player's value through the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ValueSeries {
    /// The player.
    pub player: PlayerId,
    /// The name.
    pub name: String,
    /// The seat's colours.
    pub colors: CompanyColors,
    /// The value at the end of every round; the last point is the value now (at the end of a
    /// finished game, the final value).
    pub points: Vec<ValuePoint>,
}

/// A line's run in a Line Round (R88).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct LineRun {
    /// The route's revenue (stops and landmarks).
    pub revenue: Money,
    /// Maintenance and the purple bonus.
    pub adjustment: Money,
    /// The net income.
    pub income: Money,
}

/// A line's runs, one cell per Line Round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineRow {
    /// The line.
    pub line: LineNumber,
    /// The tram company that owns it, if one does.
    pub company: Option<TramCompany>,
    /// One cell per column of [`LineTable::rounds`]; `None` where the line did not run.
    pub runs: Vec<Option<LineRun>>,
}

/// What every line earned in every Line Round: rows are lines, columns Line Rounds.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LineTable {
    /// The columns: the Line Rounds' indices in [`History::rounds`].
    pub rounds: Vec<usize>,
    /// Every line that ran, by number.
    pub rows: Vec<LineRow>,
}

/// A company's dividend in a Company Round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Dividend {
    /// Paid out in all (0 when withheld or nothing was earned).
    pub total: Money,
    /// Per 10% share.
    pub per_share: Money,
    /// Kept in the Treasury.
    pub to_treasury: Money,
    /// Paid in full, partly, withheld or nothing earned.
    pub kind: DividendKind,
}

/// A company's dividends, one cell per Company Round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DividendRow {
    /// The company (tram companies first, then the Stadtbahn companies).
    pub company: CompanyId,
    /// Its short name.
    pub name: &'static str,
    /// Its colours.
    pub colors: CompanyColors,
    /// One cell per column of [`DividendTable::rounds`]; `None` where it paid nothing at all
    /// (not yet in the game).
    pub paid: Vec<Option<Dividend>>,
}

/// Every company's dividends in every Company Round, as 18xx.games' spreadsheet lists them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DividendTable {
    /// The columns: the Company Rounds' indices in [`History::rounds`].
    pub rounds: Vec<usize>,
    /// Every company that decided a dividend.
    pub rows: Vec<DividendRow>,
}

/// A player's shares of one company, at the price now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Holding {
    /// The company.
    pub company: CompanyId,
    /// Its short name.
    pub name: &'static str,
    /// Its colours.
    pub colors: CompanyColors,
    /// Units held (a 10% share is 1, the director certificate 5).
    pub units: u8,
    /// The part of the company held, in percent (the engine's `game_tables::percent`).
    pub percent: u32,
    /// The share price (0 off the chart).
    pub price: Money,
    /// units × price.
    pub value: Money,
}

/// One player's line of the end screen: how the value is made up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standing {
    /// 1 for the winners; equal values share a rank (A45).
    pub rank: u8,
    /// The player.
    pub player: PlayerId,
    /// The name.
    pub name: String,
    /// Personal cash.
    pub cash: Money,
    /// Each company's shares held, in company order; they add up to `shares_value`.
    pub shares: Vec<Holding>,
    /// The shares at the prices now, as the game scores them.
    pub shares_value: Money,
    /// Privates at face value (0 unless the rules count them, A46).
    pub privates_value: Money,
    /// Loans taken.
    pub loans: u32,
    /// What the loans count (−200 each, ≤ 0).
    pub loans_value: Money,
    /// The total, as the game scores it.
    pub value: Money,
}

/// The game's story, for the charts and tables of the end screen (and of a game in play).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct History {
    /// Every round so far, in order: the x axis.
    pub rounds: Vec<RoundTick>,
    /// Every company that had a share price, in company order.
    pub prices: Vec<PriceSeries>,
    /// Every player, in player order.
    pub values: Vec<ValueSeries>,
    /// Line incomes per Line Round.
    pub lines: LineTable,
    /// Dividends per Company Round.
    pub dividends: DividendTable,
    /// The breakdown of every player's value now, ranked.
    pub end: Vec<Standing>,
}

impl History {
    /// The history of `game`, with the events worked out by its replay.
    pub fn of(game: &Game) -> History {
        history(game, &[])
    }
}

/// The history of `game` from one replay of its log: the state is sampled at every round's
/// end, and the facts within rounds are read from `events` (the events of every action, index
/// = action index, as the store keeps them); an action without events there is read from the
/// replay's own.
pub fn history(game: &Game, events: &[Vec<Event>]) -> History {
    // The game was made from this set-up and log, so neither fails; should one, the history
    // stops there.
    let Ok(mut position) = State::new(game.setup()) else { return History::default() };
    let mut story = Story::new(&position);
    let mut applied = 0;
    for (index, action) in game.actions().iter().enumerate() {
        let before = Sample::of(&position);
        let Ok(replayed) = position.apply(action) else { break };
        applied = index + 1;
        let facts = events.get(index).map_or(replayed.as_slice(), Vec::as_slice);
        story.action(applied, facts, before, &position);
    }
    story.finish(applied, &Sample::of(&position), &position)
}

/// The breakdown of every player's value at `state`, ranked as [`outcome`] ranks them.
pub fn standings(state: &State) -> Vec<Standing> {
    outcome(state)
        .ranking
        .into_iter()
        .map(|ranked| {
            let score = ranked.score;
            let shares = state
                .players
                .get(usize::from(score.player))
                .map(|p| {
                    p.shares
                        .iter()
                        .filter(|&(_, &units)| units > 0)
                        .map(|(&company, &units)| {
                            let price = state.market.price(company).unwrap_or(0);
                            Holding {
                                company,
                                name: i18n::company(company),
                                colors: colors::company(company),
                                units,
                                percent: percent(units),
                                price,
                                value: Money::from(units) * price,
                            }
                        })
                        .collect()
                })
                .unwrap_or_default();
            Standing {
                rank: ranked.rank,
                player: score.player,
                name: score.name,
                cash: score.cash,
                shares,
                shares_value: score.shares_value,
                privates_value: score.privates_value,
                loans: score.loans,
                loans_value: Money::from(score.loans) * LOAN_END_VALUE,
                value: score.value,
            }
        })
        .collect()
}

/// The history as it is built, action by action.
struct Story {
    rounds: Vec<RoundTick>,
    /// Whether the last round of `rounds` is still to be closed (sampled).
    open: bool,
    prices: BTreeMap<CompanyId, PriceSeries>,
    values: Vec<ValueSeries>,
    /// Each company's price as the events move it within an action.
    now: BTreeMap<CompanyId, Money>,
    line_rounds: Vec<usize>,
    lines: BTreeMap<LineNumber, (Option<TramCompany>, BTreeMap<usize, LineRun>)>,
    company_rounds: Vec<usize>,
    dividends: BTreeMap<CompanyId, BTreeMap<usize, Dividend>>,
}

impl Story {
    fn new(state: &State) -> Story {
        let values = state
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| ValueSeries {
                player: PlayerId::try_from(i).unwrap_or(PlayerId::MAX),
                name: p.name.clone(),
                colors: crate::shell::view_model::colors::seat(i),
                points: Vec::new(),
            })
            .collect();
        let mut story = Story {
            rounds: Vec::new(),
            open: false,
            prices: BTreeMap::new(),
            values,
            now: prices_at(state),
            line_rounds: Vec::new(),
            lines: BTreeMap::new(),
            company_rounds: Vec::new(),
            dividends: BTreeMap::new(),
        };
        story.begin(state.round, 0);
        story
    }

    /// Reads one action's events; `applied` actions are in the log now, `before` is what the
    /// charts read before the action and `state` the state after it.
    fn action(&mut self, applied: usize, events: &[Event], before: Sample, state: &State) {
        // The round the action ends is read before it when the action did nothing the charts
        // show before the next round began (a pass); otherwise after it.
        let first = events.iter().position(|e| matches!(e, Event::RoundStarted { .. }));
        let mut before = first.filter(|&first| events[..first].iter().all(neutral)).map(|_| before);
        let mut after = None;
        for (i, event) in events.iter().enumerate() {
            match *event {
                // The end of the game is not a round: the last round runs to the log's end.
                Event::RoundStarted { round: Round::End } => {}
                Event::RoundStarted { round } => {
                    match before.take() {
                        Some(sample) => self.close(applied - 1, &sample),
                        None => {
                            let sample = after.get_or_insert_with(|| Sample::of(state));
                            self.close(applied, sample);
                        }
                    }
                    self.begin(round, applied);
                }
                Event::PriceMoved { company, to, .. } => {
                    self.now.insert(company, to);
                }
                Event::DividendPaid { company, total, per_share, to_treasury } => {
                    let kind = DividendKind::of(total, to_treasury);
                    self.mark(company, MarkerKind::Dividend(kind), &events[i + 1..]);
                    if let Some(column) = self.column(&self.company_rounds) {
                        let dividend = Dividend { total, per_share, to_treasury, kind };
                        self.dividends.entry(company).or_default().insert(column, dividend);
                    }
                }
                Event::SharesSold { company, count, .. } => {
                    self.mark(company, MarkerKind::SharesSold { count }, &events[i + 1..]);
                }
                Event::TramRan { line, revenue, adjustment, income } => {
                    if let Some(column) = self.column(&self.line_rounds) {
                        let owner = state.lines.get(&line).and_then(|l| l.owner);
                        let (company, runs) = self.lines.entry(line).or_default();
                        *company = company.or(owner);
                        // One run per Line Round; should there be more, they add up.
                        let run = runs.entry(column).or_default();
                        run.revenue += revenue;
                        run.adjustment += adjustment;
                        run.income += income;
                    }
                }
                _ => {}
            }
        }
        self.now = prices_at(state);
    }

    /// The column of the current round in `columns` (the Line Rounds or the Company Rounds),
    /// if the current round is one of them.
    fn column(&self, columns: &[usize]) -> Option<usize> {
        let current = self.rounds.len().checked_sub(1)?;
        (columns.last() == Some(&current)).then(|| columns.len() - 1)
    }

    /// Puts a marker on `company`'s series in the current round, at the price after its own
    /// move: the first move of that company among the events that follow (`after`), before
    /// anything else happens to it.
    fn mark(&mut self, company: CompanyId, kind: MarkerKind, after: &[Event]) {
        let Some(round) = self.rounds.len().checked_sub(1) else { return };
        let moved = after
            .iter()
            .map_while(|e| match *e {
                Event::DividendPaid { company: c, .. } | Event::SharesSold { company: c, .. }
                    if c == company =>
                {
                    None
                }
                Event::PriceMoved { company: c, to, .. } if c == company => Some(Some(to)),
                _ => Some(None),
            })
            .flatten()
            .next();
        let Some(price) = moved.or_else(|| self.now.get(&company).copied()) else { return };
        self.series(company).markers.push(PriceMarker { round, price, kind });
    }

    fn series(&mut self, company: CompanyId) -> &mut PriceSeries {
        self.prices.entry(company).or_insert_with(|| PriceSeries {
            company,
            name: i18n::company(company),
            colors: colors::company(company),
            points: Vec::new(),
            markers: Vec::new(),
        })
    }

    /// A round begins with `start` actions in the log.
    fn begin(&mut self, round: Round, start: usize) {
        let index = self.rounds.len();
        self.rounds.push(RoundTick { round, start, end: start });
        self.open = true;
        match round {
            Round::Line(..) => self.line_rounds.push(index),
            Round::Company(_) => self.company_rounds.push(index),
            _ => {}
        }
    }

    /// The open round ends with `end` actions in the log, `sample` read then.
    fn close(&mut self, end: usize, sample: &Sample) {
        if !self.open {
            return;
        }
        self.open = false;
        let Some(round) = self.rounds.len().checked_sub(1) else { return };
        if let Some(tick) = self.rounds.get_mut(round) {
            tick.end = end;
        }
        for (&company, &price) in &sample.prices {
            self.series(company).points.push(PricePoint { round, price });
        }
        for score in &sample.scores {
            if let Some(series) = self.values.get_mut(usize::from(score.player)) {
                series.points.push(ValuePoint { round, value: score.value, cash: score.cash });
            }
        }
    }

    fn finish(mut self, applied: usize, last: &Sample, state: &State) -> History {
        self.close(applied, last);
        let lines = LineTable {
            rows: self
                .lines
                .into_iter()
                .map(|(line, (company, runs))| LineRow {
                    line,
                    company,
                    runs: (0..self.line_rounds.len()).map(|c| runs.get(&c).copied()).collect(),
                })
                .collect(),
            rounds: self.line_rounds,
        };
        let dividends = DividendTable {
            rows: self
                .dividends
                .into_iter()
                .map(|(company, paid)| DividendRow {
                    company,
                    name: i18n::company(company),
                    colors: colors::company(company),
                    paid: (0..self.company_rounds.len()).map(|c| paid.get(&c).copied()).collect(),
                })
                .collect(),
            rounds: self.company_rounds,
        };
        History {
            rounds: self.rounds,
            prices: self.prices.into_values().collect(),
            values: self.values,
            lines,
            dividends,
            end: standings(state),
        }
    }
}

/// What the charts read of a state at a round's end.
struct Sample {
    /// Every company's share price.
    prices: BTreeMap<CompanyId, Money>,
    /// Every player's value, as the game scores it.
    scores: Vec<Score>,
}

impl Sample {
    fn of(state: &State) -> Sample {
        Sample { prices: prices_at(state), scores: scores(state) }
    }
}

/// Whether `event` leaves every player's value and every share price as they were (it moves
/// a company's money at most, or nobody's). An event not listed counts as a change.
fn neutral(event: &Event) -> bool {
    matches!(
        event,
        Event::Passed { .. }
            | Event::PrivateChosen { .. }
            | Event::PrivateBid { .. }
            | Event::OrderCard { .. }
            | Event::LineChosen { .. }
            | Event::LineBid { .. }
            | Event::LinePassed { .. }
            | Event::LinesDealt { .. }
            | Event::LineTurn { .. }
            | Event::TileLaid { .. }
            | Event::StationPlaced { .. }
            | Event::TramRan { .. }
            | Event::TramAssigned { .. }
            | Event::TramsMoved { .. }
    )
}

/// Every company's share price at `state` (the companies with a marker on the chart).
fn prices_at(state: &State) -> BTreeMap<CompanyId, Money> {
    state
        .market
        .stacks()
        .flat_map(|(cell, stack)| stack.iter().map(move |&company| (company, cell.price())))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use tramways_engine::game::Setup;

    /// The real finished 2-player game, replayed; `None` (skipped) without `../shared`.
    fn real_game() -> Option<Game> {
        let text = crate::shell::persist::eighteen_xx_fixture()?;
        let imported = tramways_engine::import::from_18xx_json(&text).unwrap();
        Some(imported.replay().unwrap())
    }

    /// `Σ` of the two numbers `pick` reads from each event, by key and by the round (its
    /// label: LR1a) the event came in, read from the events alone.
    fn by_round<K: Ord>(
        events: &[Vec<Event>],
        first: Round,
        pick: impl Fn(&Event) -> Option<(K, [Money; 2])>,
    ) -> BTreeMap<(K, String), [Money; 2]> {
        let mut round = first;
        let mut sums = BTreeMap::new();
        for event in events.iter().flatten() {
            match event {
                Event::RoundStarted { round: r } if *r != Round::End => round = *r,
                _ => {}
            }
            if let Some((key, [a, b])) = pick(event) {
                let sum = sums.entry((key, round.to_string())).or_insert([0, 0]);
                sum[0] += a;
                sum[1] += b;
            }
        }
        sums
    }

    /// What holds for the history of any game: the x axis follows the log, every series ends
    /// at the state now, the breakdown adds up to the engine's values, the tables hold every
    /// run and dividend of the log.
    fn check_invariants(game: &Game, events: &[Vec<Event>], h: &History) {
        // The rounds follow the log, each ending where the next starts, the last at its end.
        assert_eq!(h.rounds.first().map(|t| t.start), Some(0));
        for pair in h.rounds.windows(2) {
            assert!(pair[0].start <= pair[0].end, "{pair:?}");
            assert!([pair[1].start, pair[1].start - 1].contains(&pair[0].end), "{pair:?}");
        }
        let last = h.rounds.len() - 1;
        assert_eq!(h.rounds[last].end, game.actions().len());
        assert!(h.rounds.iter().all(|t| t.round != Round::End));
        // Every player's last point is the value and cash now, as the engine scores them.
        let scores = game.state().scores();
        assert_eq!(h.values.len(), scores.len());
        for (series, score) in h.values.iter().zip(&scores) {
            assert_eq!(series.name, score.name);
            assert_eq!(series.points.len(), h.rounds.len(), "a point per round");
            let end = series.points.last().unwrap();
            assert_eq!((end.round, end.value, end.cash), (last, score.value, score.cash));
            assert!(series.points.windows(2).all(|p| p[0].round + 1 == p[1].round));
        }
        // Each round's end as Game::at reads it (a replay from its checkpoints): every price
        // and every player's value and cash.
        for (k, tick) in h.rounds.iter().enumerate() {
            let then = game.at(tick.end).unwrap();
            for series in &h.prices {
                let price = series.points.iter().find(|p| p.round == k).map(|p| p.price);
                let expected = then.state().market.price(series.company);
                assert_eq!(price, expected, "{} after {}", series.name, tick.round);
            }
            for (series, score) in h.values.iter().zip(then.state().scores()) {
                let point = series.points[k];
                let expected = (score.value, score.cash);
                assert_eq!(
                    (point.value, point.cash),
                    expected,
                    "{} after {}",
                    score.name,
                    tick.round
                );
            }
        }
        // Every company's last point is its price now.
        let state = game.state();
        for series in &h.prices {
            let now = state.market.price(series.company);
            let end = series.points.last().filter(|p| p.round == last).map(|p| p.price);
            assert_eq!(end, now, "{}", series.name);
            assert!(series.points.windows(2).all(|p| p[0].round < p[1].round));
            assert!(series.markers.windows(2).all(|m| m[0].round <= m[1].round));
        }
        for (company, _) in prices_at(state) {
            assert!(h.prices.iter().any(|s| s.company == company), "{company:?} has a series");
        }
        // A marker for every dividend and every sale.
        let markers = |company: CompanyId| {
            events
                .iter()
                .flatten()
                .filter(|e| match e {
                    Event::DividendPaid { company: c, .. }
                    | Event::SharesSold { company: c, .. } => *c == company,
                    _ => false,
                })
                .count()
        };
        for series in &h.prices {
            assert_eq!(series.markers.len(), markers(series.company), "{}", series.name);
        }
        // The end breakdown: ranked as the outcome, each part adding up to the value.
        let ranking = game.outcome().ranking;
        assert_eq!(h.end.len(), ranking.len());
        for (standing, ranked) in h.end.iter().zip(&ranking) {
            assert_eq!((standing.player, standing.rank), (ranked.score.player, ranked.rank));
            let shares: Money = standing.shares.iter().map(|s| s.value).sum();
            assert_eq!(shares, ranked.score.shares_value, "{}", standing.name);
            assert_eq!(
                standing.cash + shares + standing.privates_value + standing.loans_value,
                ranked.score.value,
                "{}",
                standing.name
            );
            assert_eq!(standing.value, ranked.score.value);
            for holding in &standing.shares {
                // R17: a share is 10%.
                assert_eq!(holding.percent, u32::from(holding.units) * 10);
            }
        }
        // The tables hold every run and every dividend of the log, in the round it came in.
        let first = h.rounds[0].round;
        let runs = by_round(events, first, |e| match *e {
            Event::TramRan { line, income, revenue, .. } => Some((line, [income, revenue])),
            _ => None,
        });
        let mut table = BTreeMap::new();
        for row in &h.lines.rows {
            assert_eq!(row.runs.len(), h.lines.rounds.len());
            for (column, run) in row.runs.iter().enumerate() {
                let round = h.rounds[h.lines.rounds[column]].round;
                assert!(matches!(round, Round::Line(..)), "{round:?}");
                if let Some(run) = run {
                    table.insert((row.line, round.to_string()), [run.income, run.revenue]);
                    assert_eq!(row.company, state.lines.get(&row.line).and_then(|l| l.owner));
                }
            }
        }
        assert_eq!(table, runs, "line runs per Line Round");
        let paid = by_round(events, first, |e| match *e {
            Event::DividendPaid { company, total, per_share, .. } => {
                Some((company, [total, per_share]))
            }
            _ => None,
        });
        let mut table = BTreeMap::new();
        for row in &h.dividends.rows {
            for (column, dividend) in row.paid.iter().enumerate() {
                let round = h.rounds[h.dividends.rounds[column]].round;
                assert!(matches!(round, Round::Company(_)), "{round:?}");
                if let Some(d) = dividend {
                    table.insert((row.company, round.to_string()), [d.total, d.per_share]);
                }
            }
        }
        assert_eq!(table, paid, "dividends per Company Round");
    }

    #[test]
    fn the_real_game_s_story_matches_its_replay_round_by_round() {
        let Some(game) = real_game() else { return };
        let (_, events) =
            Game::replay_with_events(game.setup(), game.actions()).expect("the log replays");
        let h = history(&game, &events);
        assert_eq!(h, History::of(&game), "the store's events or the replay's: one story");
        check_invariants(&game, &events, &h);
        // Pre, SR1, CR1, LR1a, LR1b, … CR6.
        assert_eq!(h.rounds[0].round, Round::PreShare);
        assert_eq!(h.rounds.last().map(|t| t.round), Some(Round::Company(6)));
        assert_eq!(h.lines.rounds.len(), 2 + 2 + 2 + 2 + 3, "LR1a … LR5c");
        assert_eq!(h.dividends.rounds.len(), 6);
        // The final values 18xx.games recorded are the last points.
        let finals: Vec<Money> = h.values.iter().map(|s| s.points.last().unwrap().value).collect();
        assert_eq!(finals, [8351, 7618]);
        assert_eq!(h.end.iter().map(|s| s.value).collect::<Vec<_>>(), [8351, 7618]);
        // Each round's end, as Game::at reads it (an independent replay): WT's price and
        // every player's value.
        let wt = CompanyId::Tram(TramCompany::WienerTramway);
        let wt_series = h.prices.iter().find(|s| s.company == wt).expect("WT is in the game");
        let mut priced = 0;
        for (k, tick) in h.rounds.iter().enumerate() {
            let then = game.at(tick.end).unwrap();
            let price = wt_series.points.iter().find(|p| p.round == k).map(|p| p.price);
            assert_eq!(price, then.state().market.price(wt), "WT after {}", tick.round);
            priced += usize::from(price.is_some());
            for (series, score) in h.values.iter().zip(then.state().scores()) {
                assert_eq!(
                    series.points[k].value, score.value,
                    "{} after {}",
                    score.name, tick.round
                );
            }
        }
        assert!(priced >= h.rounds.len() - 2, "WT has a price from SR1 on");
        // WT paid or withheld in every Company Round.
        let wt_row = h.dividends.rows.iter().find(|r| r.company == wt).unwrap();
        assert!(wt_row.paid.iter().all(Option::is_some), "{:?}", wt_row.paid);
    }

    /// A game of random legal moves (printed rules) to its end, with its events.
    fn random_game(seed: u64, players: usize) -> (Game, Vec<Vec<Event>>) {
        let names = ["Anna", "Bruno", "Clara", "Dora", "Emil", "Fritz"];
        let mut game = Game::new(Setup::new(&names[..players], seed)).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let mut events = Vec::new();
        while !game.is_over() && game.actions().len() < 2000 {
            let Some(action) = tramways_engine::selfplay::random_move(&game, &mut rng) else {
                break;
            };
            events.push(game.apply(&action).unwrap());
        }
        (game, events)
    }

    #[test]
    fn a_round_ended_by_a_pass_is_read_before_what_the_next_round_does_by_itself() {
        // Printed rules: SR1 ends when everyone has passed, and that last pass also plays
        // CR1's opening: no tram company has earned anything yet, so each pays a dividend of
        // 0 by itself and its price falls (A15). The falls are CR1's, not SR1's.
        let (game, _) = random_game(1, 2);
        let h = History::of(&game);
        let sr1 = h.rounds.iter().position(|t| t.round == Round::Share(1)).unwrap();
        let cr1 = sr1 + 1;
        assert_eq!(h.rounds[cr1].round, Round::Company(1));
        assert_eq!(h.rounds[sr1].end + 1, h.rounds[cr1].start, "SR1 is read before its last pass");
        let mut fell = 0;
        for series in h.prices.iter().filter(|s| matches!(s.company, CompanyId::Tram(_))) {
            let at_sr1 = series.points.iter().find(|p| p.round == sr1).unwrap().price;
            let marker = series.markers.iter().find(|m| m.round == cr1).unwrap();
            assert_eq!(marker.kind, MarkerKind::Dividend(DividendKind::Nothing), "{}", series.name);
            assert!(marker.price <= at_sr1, "{}: {} after {at_sr1}", series.name, marker.price);
            fell += usize::from(marker.price < at_sr1);
        }
        assert!(fell > 0, "some tram company's price fell in CR1");
    }

    #[test]
    fn random_games_end_their_series_at_the_outcome() {
        for (seed, players) in [(1u64, 2usize), (2, 3), (3, 4), (4, 6)] {
            let (game, events) = random_game(seed, players);
            let h = history(&game, &events);
            check_invariants(&game, &events, &h);
            assert_eq!(h, History::of(&game), "seed {seed}");
            assert!(h.rounds.len() > 3, "seed {seed}: {} rounds", h.rounds.len());
            // The games run to their end: the last points are the final outcome.
            assert!(game.is_over(), "seed {seed}: {} actions", game.actions().len());
            assert_eq!(h.dividends.rounds.len(), 6, "seed {seed}: CR1 … CR6");
        }
    }

    #[test]
    fn a_dividend_is_full_partial_withheld_or_nothing() {
        assert_eq!(DividendKind::of(250, 0), DividendKind::Full);
        assert_eq!(DividendKind::of(150, 100), DividendKind::Partial);
        assert_eq!(DividendKind::of(0, 250), DividendKind::Withheld);
        assert_eq!(DividendKind::of(0, 0), DividendKind::Nothing);
    }

    #[test]
    fn a_new_game_has_one_open_round_and_every_player_at_the_start() {
        let game = Game::new(Setup::new(&["Anna", "Bruno", "Clara"], 5)).unwrap();
        let h = History::of(&game);
        assert_eq!(h.rounds, [RoundTick { round: Round::PreShare, start: 0, end: 0 }]);
        let values: Vec<Money> = h.values.iter().map(|s| s.points[0].value).collect();
        let scores: Vec<Money> = game.state().scores().iter().map(|s| s.value).collect();
        assert_eq!(values, scores);
        // The Stadtbahn companies start on the chart.
        assert!(h.prices.iter().any(|s| s.name == "W" && s.points[0].price == 95));
        assert!(h.lines.rows.is_empty() && h.dividends.rows.is_empty());
    }
}
