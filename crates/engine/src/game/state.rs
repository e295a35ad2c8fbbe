//! The state of a game: everything on the table. Derived from `setup + actions`, never saved.
//!
//! Invariants (checked by the property tests):
//! * money is conserved: players' cash + treasuries + revenue spaces = bank paid out − paid in;
//! * each company's shares held by players plus the Pool make 100% (10 units);
//! * a tram company has at most 3 trams and 3 lines, a line at most one tram.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use crate::data::game_tables::{
    DIRECTOR_CERTIFICATE_SHARES, Money, PlayerCount, Round, TramColor, TramCompany,
};
use crate::data::market::{MarkerPosition, SharePrice};
use crate::data::{BoardVariant, Landmark, StadtbahnCompany, TileDef};
use crate::map::Phase;
use crate::rules::route::{Route, RunIncome};
use crate::rules::{BoardState, LineNumber};

use super::flow::{company::CompanyStep, line::LineStep, pre::PreStep, share::ShareStep};
use super::setup::RuleOptions;

/// A player, by the index of their name in the set-up.
pub type PlayerId = u8;

/// Ten units make a company: a 10% share is 1, a director certificate 5.
pub const COMPANY_UNITS: u8 = 10;

/// A company with a share price: a tram company or a Stadtbahn company.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CompanyId {
    /// A tram company.
    Tram(TramCompany),
    /// A Stadtbahn company.
    Stadtbahn(StadtbahnCompany),
}

/// Who owns a private.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Owner {
    /// A player.
    Player(PlayerId),
    /// A tram company.
    Company(TramCompany),
}

/// A player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Player {
    /// The name.
    pub name: String,
    /// Personal cash.
    pub cash: Money,
    /// Whether the Pre-emptive Right card (350 towards the director certificate) is unused.
    pub preemptive: bool,
    /// Units held per company (a 10% share is 1, the director certificate 5).
    pub shares: BTreeMap<CompanyId, u8>,
    /// Loans taken (R50, R89).
    pub loans: u32,
    /// The Playing Order Card, 1..=n.
    pub order_card: u8,
}

impl Player {
    /// Units of `company` held.
    pub fn units(&self, company: CompanyId) -> u8 {
        self.shares.get(&company).copied().unwrap_or(0)
    }
}

/// A tram the company owns.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tram {
    /// Its colour.
    pub color: TramColor,
    /// The line it runs for, if assigned.
    pub line: Option<LineNumber>,
}

/// A tram company.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TramCo {
    /// Which one.
    pub id: TramCompany,
    /// Its director, once the director certificate is bought.
    pub director: Option<PlayerId>,
    /// Left the game unchosen after the first Share Round (R40.5).
    pub removed: bool,
    /// The Treasury.
    pub treasury: Money,
    /// The Revenue space (R28, A32).
    pub revenue: Money,
    /// Lines owned, in the order bought.
    pub lines: Vec<LineNumber>,
    /// Trams owned.
    pub trams: Vec<Tram>,
}

/// A private company.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Private {
    /// Which one.
    pub id: Landmark,
    /// The current face value (drops by 5 in the Pre-Share Round, R31).
    pub face: Money,
    /// Its owner; `None` while unsold or after it left the game.
    pub owner: Option<Owner>,
    /// Returned to the bank; out of the game (R25, A49).
    pub closed: bool,
}

/// A line card.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Line {
    /// The number.
    pub number: LineNumber,
    /// The company that owns it.
    pub owner: Option<TramCompany>,
    /// It has had its first turn (R67, R78).
    pub operated: bool,
    /// Station markers placed (0..=6).
    pub stations: u8,
    /// This line's part of its company's Revenue space: the net income of its runs since the
    /// company last paid a dividend (R88). The parts of a company's lines add up to its
    /// `revenue`; 18xx.games keeps them as the lines' cash (deviations A2).
    pub earned: Money,
}

/// The trams: the supply stack, the three buying spaces, and which colours were ever bought.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TramMarket {
    /// Colours still to come, next first, with their counts (R10).
    pub supply: Vec<(TramColor, u32)>,
    /// Left, middle and right buying space (R43).
    pub spaces: [Option<(TramColor, u32)>; 3],
    /// The most advanced colour bought so far (Table 7, R48).
    pub newest_bought: Option<TramColor>,
}

impl TramMarket {
    /// The newest colour ever bought once a tram of `color` is bought (R48): maintenance of
    /// every tram follows it.
    pub fn newest_after(&self, color: TramColor) -> TramColor {
        self.newest_bought.map_or(color, |newest| newest.max(color))
    }
}

/// The share price chart with the stacks of markers on each cell (top first, R94).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Market {
    /// The cells with markers, in chart order, each with its stack (a short list: the trams
    /// and Stadtbahn companies on a few cells, read far more often than changed).
    stacks: Vec<(SharePrice, Vec<CompanyId>)>,
}

impl Market {
    /// Where `company`'s marker stands.
    pub fn position(&self, company: CompanyId) -> Option<MarkerPosition> {
        self.stacks.iter().find_map(|(cell, stack)| {
            let depth = stack.iter().position(|&c| c == company)?;
            Some(MarkerPosition { cell: *cell, depth })
        })
    }

    /// The share price of `company`, if its marker is on the chart.
    pub fn price(&self, company: CompanyId) -> Option<Money> {
        self.position(company).map(|p| p.cell.price())
    }

    /// Puts `company`'s marker on `cell`, under the markers already there (R94). A marker
    /// that does not move keeps its place in the stack.
    pub fn place(&mut self, company: CompanyId, cell: SharePrice) {
        if self.position(company).is_some_and(|p| p.cell == cell) {
            return;
        }
        self.remove(company);
        match self.stacks.binary_search_by_key(&cell, |(at, _)| *at) {
            Ok(i) => self.stacks[i].1.push(company),
            Err(i) => self.stacks.insert(i, (cell, vec![company])),
        }
    }

    /// Takes a marker off the chart (a company leaving the game).
    pub fn remove(&mut self, company: CompanyId) {
        for (_, stack) in &mut self.stacks {
            stack.retain(|&c| c != company);
        }
        self.stacks.retain(|(_, stack)| !stack.is_empty());
    }

    /// Every stack, cell by cell.
    pub fn stacks(&self) -> impl Iterator<Item = (SharePrice, &[CompanyId])> {
        self.stacks.iter().map(|(cell, stack)| (*cell, stack.as_slice()))
    }
}

/// The units the players hold of each company, for [`State::pools`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pools(Vec<(CompanyId, u8)>);

impl Pools {
    /// Units of `company` in the Pool: those no player holds.
    pub fn units(&self, company: CompanyId) -> u8 {
        let held = self.0.iter().find(|(c, _)| *c == company).map_or(0, |&(_, units)| units);
        COMPANY_UNITS.saturating_sub(held)
    }
}

/// Money the bank paid out and took in, for the conservation check (R3: the bank is unlimited).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Bank {
    /// Everything the bank ever paid.
    pub paid_out: Money,
    /// Everything the bank ever received.
    pub paid_in: Money,
}

/// Where in the game we are: the round's own state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    /// The Pre-Share Round's private auction (VI).
    Pre(PreStep),
    /// The players pick Playing Order Cards, least cash first (R32).
    OrderCards {
        /// Players still to pick, in picking order.
        pickers: Vec<PlayerId>,
    },
    /// A Share Round (VII).
    Share(ShareStep),
    /// A Company Round (VIII).
    Company(CompanyStep),
    /// A Line Round (IX).
    Line(LineStep),
    /// The game is over.
    Over {
        /// Ended by agreement rather than after CR6.
        by_agreement: bool,
    },
}

/// The order of a round's turns ([`State::turn_order`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TurnOrder {
    /// Round the table from the starting player: seats are the Playing Order Cards dealt at the
    /// start (A1).
    Seats(Vec<PlayerId>),
    /// By the Playing Order Cards held now.
    Cards(Vec<PlayerId>),
}

/// Everything on the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct State {
    /// The number of players.
    pub player_count: PlayerCount,
    /// The board.
    pub variant: BoardVariant,
    /// Rule options.
    pub options: RuleOptions,
    /// Players by [`PlayerId`].
    pub players: Vec<Player>,
    /// Seat order (A1: the initial Playing Order Cards 1..n).
    pub seats: Vec<PlayerId>,
    /// The tram companies, in [`TramCompany::ALL`] order.
    pub trams_cos: Vec<TramCo>,
    /// Stadtbahn companies in the game.
    pub stadtbahn: Vec<StadtbahnCompany>,
    /// The privates in the game, by face value.
    pub privates: Vec<Private>,
    /// Line cards in the game, by number.
    pub lines: BTreeMap<LineNumber, Line>,
    /// The line display (CRe), in order dealt.
    pub line_display: Vec<LineNumber>,
    /// The line stack, top first.
    pub line_stack: Vec<LineNumber>,
    /// Trams.
    pub trams: TramMarket,
    /// The share price chart.
    pub market: Market,
    /// The map.
    pub board: BoardState,
    /// The bank's ledger.
    pub bank: Bank,
    /// The current round.
    pub round: Round,
    /// The round's own state.
    pub step: Step,
    /// Companies whose shares each player sold in this Share Round (R37).
    pub sold_this_round: BTreeSet<(PlayerId, CompanyId)>,
}

impl State {
    /// The tile supply (A39), every layout in chart order with the copies left and the copies
    /// in the box, as the game's rules count them (18xx.games has one L16).
    pub fn tile_supply(&self) -> impl Iterator<Item = (&'static TileDef, u8, u8)> + '_ {
        let counts_of_18xx = self.options.tile_counts_of_18xx_games;
        self.board.supplies().map(move |(tile, _)| {
            let (left, count) =
                crate::rules::laying::supply_counts(&self.board, tile, counts_of_18xx);
            (tile, left, count)
        })
    }

    /// The tram company.
    pub fn tram_co(&self, id: TramCompany) -> &TramCo {
        &self.trams_cos[id as usize]
    }

    /// The tram company, mutably.
    pub fn tram_co_mut(&mut self, id: TramCompany) -> &mut TramCo {
        &mut self.trams_cos[id as usize]
    }

    /// Whether `player` directs `company` (holds its director certificate).
    pub fn directs(&self, player: PlayerId, company: TramCompany) -> bool {
        self.tram_co(company).director == Some(player)
    }

    /// The tram companies `player` directs: one after the first Share Round under the printed
    /// rules (R40); none or several once directorships change hands
    /// ([`RuleOptions::director_certificate_changes_hands`]).
    pub fn directed_by(&self, player: PlayerId) -> impl Iterator<Item = TramCompany> + '_ {
        self.trams_cos.iter().filter(move |c| c.director == Some(player)).map(|c| c.id)
    }

    /// Whether `player` directs a tram company (has bought a director certificate, R40).
    pub fn directs_any(&self, player: PlayerId) -> bool {
        self.directed_by(player).next().is_some()
    }

    /// Tram companies in the game (directed, not removed).
    pub fn operating(&self) -> impl Iterator<Item = &TramCo> {
        self.trams_cos.iter().filter(|c| c.director.is_some() && !c.removed)
    }

    /// The private.
    pub fn private(&self, id: Landmark) -> Option<&Private> {
        self.privates.iter().find(|p| p.id == id)
    }

    /// The private, mutably.
    pub fn private_mut(&mut self, id: Landmark) -> Option<&mut Private> {
        self.privates.iter_mut().find(|p| p.id == id)
    }

    /// The newest tile colour available (R66), from the Round Bar (A37).
    pub fn phase(&self) -> Phase {
        crate::data::game_tables::round_bar_entry(self.round).map_or(Phase::Gray, |e| e.phase)
    }

    /// Units of `company` in the Pool.
    pub fn pool_units(&self, company: CompanyId) -> u8 {
        self.pools().units(company)
    }

    /// The Pool of every company, from one pass over the players' holdings (for many
    /// questions about one position).
    pub fn pools(&self) -> Pools {
        let mut held: Vec<(CompanyId, u8)> = Vec::new();
        for (&company, &units) in self.players.iter().flat_map(|p| &p.shares) {
            match held.iter_mut().find(|(c, _)| *c == company) {
                Some((_, sum)) => *sum = sum.saturating_add(units),
                None => held.push((company, units)),
            }
        }
        Pools(held)
    }

    /// Certificates a player holds (R38, A10): director certificates and 10% shares count 1
    /// each, and every private the player holds.
    pub fn certificates(&self, player: PlayerId) -> u32 {
        let p = &self.players[usize::from(player)];
        let shares: u32 = p
            .shares
            .iter()
            .map(|(&c, &units)| {
                let director = matches!(c, CompanyId::Tram(t) if self.directs(player, t));
                if director {
                    u32::from(units) + 1 - DIRECTOR_CERTIFICATE_SHARES
                } else {
                    u32::from(units)
                }
            })
            .sum();
        let privates = self
            .privates
            .iter()
            .filter(|pr| pr.owner == Some(Owner::Player(player)) && !pr.closed)
            .count() as u32;
        shares + privates
    }

    /// Pays `amount` from the bank to a player (negative: the player pays the bank).
    pub fn bank_to_player(&mut self, player: PlayerId, amount: Money) {
        self.players[usize::from(player)].cash += amount;
        self.book(amount);
    }

    /// Pays `amount` from the bank into a company's Treasury (negative: the company pays).
    pub fn bank_to_treasury(&mut self, company: TramCompany, amount: Money) {
        self.tram_co_mut(company).treasury += amount;
        self.book(amount);
    }

    /// Records a payment by the bank (negative: into the bank).
    pub fn book(&mut self, amount: Money) {
        if amount >= 0 {
            self.bank.paid_out += amount;
        } else {
            self.bank.paid_in -= amount;
        }
    }

    /// Money outside the bank: players' cash, treasuries and revenue spaces. Equals
    /// `bank.paid_out − bank.paid_in` at all times.
    pub fn money_in_play(&self) -> Money {
        let players: Money = self.players.iter().map(|p| p.cash).sum();
        let companies: Money = self.trams_cos.iter().map(|c| c.treasury + c.revenue).sum();
        players + companies
    }

    /// Players in seat order starting after `player` (wrapping), `player` last.
    pub fn seats_after(&self, player: PlayerId) -> Vec<PlayerId> {
        let at = self.seats.iter().position(|&p| p == player).unwrap_or(0);
        (1..=self.seats.len()).map(|k| self.seats[(at + k) % self.seats.len()]).collect()
    }

    /// Players by Playing Order Card, card 1 first.
    pub fn by_order_card(&self) -> Vec<PlayerId> {
        let mut ids: Vec<PlayerId> = (0..self.players.len() as u8).collect();
        crate::sort_few::by_key(&mut ids, |&p| self.players[usize::from(p)].order_card);
        ids
    }

    /// The tram companies in company order (CRc, R44, A14): by share price, highest first;
    /// equal prices on different cells, the cell further right first; on one cell, the marker
    /// on top first. The order of the next Company Round if no price moves before it.
    pub fn company_order(&self) -> Vec<crate::data::game_tables::TramCompany> {
        super::flow::company::company_order(self)
    }

    /// Every Stadtbahn company in play, with the run it would make on the board now and what
    /// it pays in the Company Round that pays it next (R51): for the map.
    pub fn stadtbahn_outlook(&self) -> Vec<super::StadtbahnOutlook> {
        super::flow::company::stadtbahn_outlook(self)
    }

    /// `line`'s best route on the board now and what its tram's run would pay, as the Line
    /// Round pays it (R84–R89: the route's revenue plus the tram's maintenance); `None` when
    /// no company owns the line or it has no tram (A19). The app shows runs through this.
    pub fn line_run(&self, line: LineNumber) -> Option<(Option<Route>, RunIncome)> {
        super::flow::line::line_best_run(self, line)
    }

    /// The order in which the players of this round take their turns, and what sets it: in the
    /// Pre-Share Round and the first Share Round the seats, that is the Playing Order Cards
    /// dealt at the start (R7, A1, A6), not the order of the names at set-up; in later Share
    /// Rounds the cards picked since (R34). `None` in rounds that go by companies or lines.
    pub fn turn_order(&self) -> Option<TurnOrder> {
        match &self.step {
            Step::Pre(_) => Some(TurnOrder::Seats(self.seats.clone())),
            Step::Share(s) if s.first && !self.options.first_share_round_by_cards => {
                Some(TurnOrder::Seats(s.order.clone()))
            }
            Step::Share(s) => Some(TurnOrder::Cards(s.order.clone())),
            _ => None,
        }
    }
}
