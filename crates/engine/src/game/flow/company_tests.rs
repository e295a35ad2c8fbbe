//! Company Round scenarios (rulebook VIII; digest R42–R59, A14–A23, A33, A47–A53, T27–T47,
//! T75).
//!
//! Every game is played from its set-up through the Pre-Share Round and the first Share Round
//! with real actions. CR1 then starts by the real flow. Later Company Rounds, which need Line
//! Rounds before them, start from the table at the end of SR1 after a few changes made by hand
//! (a Revenue space, a Treasury, lines and trams), always keeping the bank's ledger true; those
//! games no longer replay from their log.

use super::*;
use crate::data::StadtbahnCompany;
use crate::data::game_tables::{BUYING_SPACES, CR1_STADTBAHN_DIVIDENDS, lines_in_play};
use crate::data::market::SharePrice;
use crate::game::state::{TramCo, TramMarket};
use crate::game::{Deal, Game, RuleOptions, Setup, scores};

use TramCompany::{
    BauUndBetrieb as BBG, DampftramwayKrauss as DT, GemeindeWien as GW, SchaeckJaquet as SJE,
    WienKagranner as WKB, WienerTramway as WT,
};

const D: CompanyId = CompanyId::Stadtbahn(StadtbahnCompany::D);
const V: CompanyId = CompanyId::Stadtbahn(StadtbahnCompany::V);
const W: CompanyId = CompanyId::Stadtbahn(StadtbahnCompany::W);
const G: CompanyId = CompanyId::Stadtbahn(StadtbahnCompany::G);

fn tc(company: TramCompany) -> CompanyId {
    CompanyId::Tram(company)
}

// ---------------------------------------------------------------------------------------------
// Getting to a Company Round
// ---------------------------------------------------------------------------------------------

/// A game of `n` players P1..Pn (player k-1 holds card k and sits in seat k, A1), the line
/// deck in numeric order, on the recommended board.
fn new_game(n: usize, options: RuleOptions) -> Game {
    let names: Vec<String> = (1..=n).map(|i| format!("P{i}")).collect();
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    let mut setup = Setup::new(&refs, 7);
    setup.options = options;
    let line_deck = lines_in_play(setup.variant).map(|c| c.number).collect();
    setup.deal =
        Some(Deal { order_cards: (1..=n as u8).collect(), line_deck, tram_companies: None });
    Game::new(setup).expect("a valid set-up")
}

fn play_game(game: &mut Game, action: Action) {
    assert!(game.available().allows(&action), "{action:?} is not offered");
    if let Err(e) = game.apply(&action) {
        panic!("{action:?} was refused: {e}");
    }
}

fn player_to_act(game: &Game) -> PlayerId {
    match game.available().actor {
        Actor::Player { player } => player,
        other => panic!("a player should act, not {other:?}"),
    }
}

/// The Pre-Share Round: each chooser puts the cheapest unsold private up and buys it at face
/// value, the others pass; then the cards are picked, lowest free card first.
fn sell_privates(game: &mut Game) {
    while matches!(game.state().step, Step::Pre(_) | Step::OrderCards { .. }) {
        let player = player_to_act(game);
        let action = match &game.state().step {
            Step::Pre(step) => match &step.auction {
                None => {
                    let private = game.state().privates.iter().find(|p| p.owner.is_none());
                    Action::ChoosePrivate { player, private: private.expect("unsold").id }
                }
                Some(a) if a.high.is_none() => {
                    let face = game.state().private(a.private).map_or(0, |p| p.face);
                    Action::BidPrivate { player, amount: face }
                }
                Some(_) => Action::PassPrivate { player },
            },
            _ => match game.available().moves.first().map(Move::lowest) {
                Some(pick @ Action::PickOrderCard { .. }) => pick,
                other => panic!("expected a card to pick, got {other:?}"),
            },
        };
        play_game(game, action);
    }
}

/// SR1: each player's first action buys the director certificate given for them (by player
/// index); then the purchases of `buys` are made in their owners' turns, in order, the
/// others passing. Stops before the pass that would end SR1.
fn first_share_round(
    game: &mut Game,
    directors: &[(TramCompany, Money)],
    buys: &[(PlayerId, CompanyId)],
) {
    let mut buys = buys.to_vec();
    loop {
        let Step::Share(step) = &game.state().step else { panic!("SR1 ended early") };
        let player = player_to_act(game);
        let action = if !game.state().directs_any(player) {
            let (company, par) = directors[usize::from(player)];
            Action::BuyDirector { player, company, par }
        } else if buys.first().is_some_and(|b| b.0 == player) {
            Action::BuyShare { player, company: buys.remove(0).1 }
        } else if step.passes + 1 >= step.order.len() {
            assert!(buys.is_empty(), "purchases left: {buys:?}");
            return;
        } else {
            Action::PassShare { player }
        };
        play_game(game, action);
    }
}

/// A game at the end of SR1 (its last pass not yet made).
fn end_of_sr1(
    n: usize,
    options: RuleOptions,
    directors: &[(TramCompany, Money)],
    buys: &[(PlayerId, CompanyId)],
) -> Game {
    let mut game = new_game(n, options);
    sell_privates(&mut game);
    first_share_round(&mut game, directors, buys);
    game
}

/// The 3-player game of most scenarios, on the small map. Privates at face value: P1
/// Karlskirche and Stephansdom (cash 230), P2 Belvedere and Schönbrunn (210), P3 Hofburg
/// (260). SR1 goes P2, P3, P1: P2 pars SJE at 90, P3 BBG at 80, P1 WT at 100; then P2 buys
/// a WT share, P3 one, P1 a D share, P3 a second WT share. Cash: P1 15, P2 10, P3 10. WT is
/// held 5/1/2 with 2 shares in the Pool.
fn standard() -> Game {
    standard_with(RuleOptions::default())
}

fn standard_with(options: RuleOptions) -> Game {
    let directors = [(WT, 100), (SJE, 90), (BBG, 80)];
    let buys = [(1, tc(WT)), (2, tc(WT)), (0, D), (2, tc(WT))];
    end_of_sr1(3, options, &directors, &buys)
}

/// A game at a decision of a Company Round, with the events that led there.
struct Table {
    game: Game,
    events: Vec<Event>,
    /// The Company Round the table started in.
    round: Round,
}

impl Table {
    fn state(&self) -> &State {
        self.game.state()
    }

    fn step(&self) -> &CompanyStep {
        match &self.state().step {
            Step::Company(step) => step,
            other => panic!("not in a Company Round: {other:?}"),
        }
    }

    /// The company deciding now.
    fn acting(&self) -> TramCompany {
        match self.game.available().actor {
            Actor::Company { company, .. } => company,
            other => panic!("a company should act, not {other:?}"),
        }
    }

    /// Plays an offered action; the bank's ledger must stay true.
    fn play(&mut self, action: Action) -> &[Event] {
        assert!(self.game.available().allows(&action), "{action:?} is not offered");
        self.events = match self.game.apply(&action) {
            Ok(events) => events,
            Err(e) => panic!("{action:?} was refused: {e}"),
        };
        let s = self.state();
        assert_eq!(s.money_in_play(), s.bank.paid_out - s.bank.paid_in, "money after {action:?}");
        &self.events
    }

    /// An action that is not offered and is refused without changing anything.
    fn refuse(&self, action: Action) -> Refusal {
        assert!(!self.game.available().allows(&action), "{action:?} is offered");
        let mut copy = self.game.clone();
        let error = copy.apply(&action).expect_err("refused");
        assert_eq!(copy.state(), self.state(), "a refused {action:?} changed the game");
        error
    }

    fn cash(&self, player: PlayerId) -> Money {
        self.state().players[usize::from(player)].cash
    }

    fn treasury(&self, company: TramCompany) -> Money {
        self.state().tram_co(company).treasury
    }

    fn co(&self, company: TramCompany) -> &TramCo {
        self.state().tram_co(company)
    }

    fn price(&self, company: CompanyId) -> Money {
        self.state().market.price(company).expect("on the chart")
    }

    fn done(&mut self, company: TramCompany) {
        self.play(Action::DoneTrams { company });
    }

    fn pass(&mut self, company: TramCompany) {
        self.play(Action::PassLine { company });
    }

    /// The events of the last action up to the start of the next round.
    fn this_round(&self) -> &[Event] {
        let end = self
            .events
            .iter()
            .position(|e| matches!(e, Event::RoundStarted { round } if *round != self.round))
            .unwrap_or(self.events.len());
        &self.events[..end]
    }
}

/// CR1 by the real flow: the last pass of SR1.
fn cr1(mut game: Game) -> Table {
    let player = player_to_act(&game);
    let events = game.apply(&Action::PassShare { player }).expect("the last pass of SR1");
    assert_eq!(game.state().round, Round::Company(1));
    Table { game, events, round: Round::Company(1) }
}

/// The trams as they stand before CRb of Company Round `k` (after set-up, then k-1 CRbs).
fn trams_before(state: &State, k: u8) -> TramMarket {
    let n = state.player_count;
    let mut s = state.clone();
    s.trams = TramMarket {
        supply: TramColor::ALL[1..].iter().map(|&c| (c, n.tram_count(c))).collect(),
        spaces: [Some((TramColor::Yellow, n.tram_count(TramColor::Yellow))), None, None],
        newest_bought: None,
    };
    for _ in 1..k {
        move_trams(&mut s, &mut Vec::new());
    }
    s.trams
}

/// Company Round `k` started on the table of `base` (a game at the end of SR1) after
/// `changes`. The trams stand as after k-1 CRbs unless `changes` sets them.
fn company_round(base: &Game, k: u8, changes: impl FnOnce(&mut State)) -> Table {
    let mut state = base.state().clone();
    state.trams = trams_before(&state, k);
    changes(&mut state);
    let mut events = Vec::new();
    super::super::start_round(&mut state, Round::Company(k), &mut events);
    let game = Game::from_position(base.setup().clone(), state);
    Table { game, events, round: Round::Company(k) }
}

// Changes by hand that keep the bank's ledger true.

fn set_cash(s: &mut State, player: PlayerId, cash: Money) {
    let change = cash - s.players[usize::from(player)].cash;
    s.bank_to_player(player, change);
}

fn set_treasury(s: &mut State, company: TramCompany, treasury: Money) {
    let change = treasury - s.tram_co(company).treasury;
    s.bank_to_treasury(company, change);
}

fn set_revenue(s: &mut State, company: TramCompany, revenue: Money) {
    let change = revenue - s.tram_co(company).revenue;
    s.tram_co_mut(company).revenue = revenue;
    s.book(change);
}

fn give_line(s: &mut State, company: TramCompany, line: LineNumber) {
    s.lines.get_mut(&line).expect("a line in play").owner = Some(company);
    s.tram_co_mut(company).lines.push(line);
    s.line_display.retain(|&l| l != line);
    s.line_stack.retain(|&l| l != line);
}

fn give_tram(s: &mut State, company: TramCompany, color: TramColor, line: Option<LineNumber>) {
    s.tram_co_mut(company).trams.push(Tram { color, line });
}

/// No private pays in CRa (they left the game).
fn close_privates(s: &mut State) {
    for p in &mut s.privates {
        p.owner = None;
        p.closed = true;
    }
}

fn dividend(events: &[Event], company: CompanyId) -> Option<(Money, Money, Money)> {
    events.iter().find_map(|e| match e {
        Event::DividendPaid { company: c, total, per_share, to_treasury } if *c == company => {
            Some((*total, *per_share, *to_treasury))
        }
        _ => None,
    })
}

// ---------------------------------------------------------------------------------------------
// CRa, CRb, CRc
// ---------------------------------------------------------------------------------------------

#[test]
fn t27_r42_privates_pay_their_owners_in_cra() {
    let t = cr1(standard());
    // P1 Karlskirche 10 + Stephansdom 25, P2 Belvedere 15 + Schönbrunn 30, P3 Hofburg 20.
    assert_eq!(t.cash(0), 15 + 35);
    assert_eq!(t.cash(1), 10 + 45);
    assert_eq!(t.cash(2), 10 + 20);
    let paid: Money = t
        .events
        .iter()
        .filter_map(|e| match e {
            Event::PrivateDividend { amount, .. } => Some(*amount),
            _ => None,
        })
        .sum();
    assert_eq!(paid, 100);
}

#[test]
fn t27_r42_one_owner_of_all_six_privates_gets_105() {
    let base =
        end_of_sr1(4, RuleOptions::default(), &[(WT, 70), (SJE, 70), (BBG, 70), (DT, 70)], &[]);
    let before = base.state().players[3].cash;
    let t = company_round(&base, 1, |s| {
        for p in &mut s.privates {
            p.owner = Some(Owner::Player(3));
        }
    });
    assert_eq!(t.cash(3), before + 5 + 10 + 15 + 20 + 25 + 30);
}

#[test]
fn t27_a33_a_company_private_pays_into_its_treasury() {
    let base = standard();
    let t = company_round(&base, 1, |s| {
        close_privates(s);
        let hofburg = s.private_mut(crate::data::Landmark::Hofburg).expect("in play");
        hofburg.owner = Some(Owner::Company(WT));
        hofburg.closed = false;
    });
    assert_eq!(t.treasury(WT), 1000 + 20);
    assert_eq!(t.co(WT).revenue, 0, "the Revenue space is for line income");
    assert_eq!(t.cash(2), 10, "P3 sold nothing and gets nothing");
}

/// Every company finishes its CRd tram step without buying.
fn crd_done(t: &mut Table) {
    while let Step::Company(CompanyStep {
        stage: CompanyStage::Trams { company, chance: TramChance::Revenue },
        ..
    }) = t.state().step
    {
        t.done(company);
    }
}

#[test]
fn t28_r43_the_tram_stacks_move_as_the_table_says() {
    let base = standard();
    for k in 1..=6u8 {
        let mut s = base.state().clone();
        s.trams = trams_before(&s, k);
        let mut events = Vec::new();
        move_trams(&mut s, &mut events);
        let colors = s.trams.spaces.map(|space| space.map(|(color, _)| color));
        assert_eq!(colors, BUYING_SPACES[usize::from(k - 1)], "after CRb of CR{k}");
        assert!(matches!(events[..], [Event::TramsMoved { spaces, .. }] if spaces == colors));
    }
}

#[test]
fn t28_r43_cr1_puts_orange_left_and_yellow_in_the_middle() {
    let t = cr1(standard());
    let moved = [Some(TramColor::Orange), Some(TramColor::Yellow), None];
    assert!(t.events.contains(&Event::TramsMoved { spaces: moved, removed: 0 }));
    // 3 players: 4 trams of each colour (Table 1).
    let spaces = [Some((TramColor::Orange, 4)), Some((TramColor::Yellow, 4)), None];
    assert_eq!(t.state().trams.spaces, spaces);
    assert_eq!(t.state().trams.supply.len(), 3);
}

#[test]
fn t28_r43_unsold_trams_on_the_right_space_leave_the_game() {
    let t = company_round(&standard(), 3, |s| {
        // Before CR3's CRb: red, orange and the one yellow tram nobody bought.
        s.trams.spaces[2] = Some((TramColor::Yellow, 1));
    });
    let moved = [Some(TramColor::Pink), Some(TramColor::Red), Some(TramColor::Orange)];
    assert!(t.events.contains(&Event::TramsMoved { spaces: moved, removed: 1 }));
    let trams = &t.state().trams;
    assert_eq!(trams.spaces[2], Some((TramColor::Orange, 4)));
    assert_eq!(trams.supply, [(TramColor::Purple, 4)]);
}

#[test]
fn t29_r44_company_order_by_price_then_cell_then_stack() {
    // SJE at 110; WT at 100 on top of BBG on the same cell.
    let base = standard();
    let t = company_round(&base, 2, |s| {
        s.market.place(tc(SJE), SharePrice::at(0, 2));
        s.market.place(tc(BBG), SharePrice::at(1, 2));
    });
    assert_eq!(t.step().order, [SJE, WT, BBG]);
    // SJE at 100 on the far left of the top row, WT at 100 further right: WT first.
    let t = company_round(&base, 2, |s| s.market.place(tc(SJE), SharePrice::at(0, 0)));
    assert_eq!(t.step().order, [WT, SJE, BBG]);
    assert_eq!(t.price(tc(SJE)), 100, "SJE has not paid yet");
    assert_eq!(t.price(tc(WT)), 95, "WT paid 0 first and fell");
}

#[test]
fn a52_the_company_order_is_kept_for_the_whole_round() {
    let mut t = company_round(&standard(), 2, |s| {
        close_privates(s);
        s.market.place(tc(SJE), SharePrice::at(0, 2));
        set_revenue(s, BBG, 1000);
    });
    assert_eq!(t.step().order, [SJE, WT, BBG]);
    t.done(SJE);
    t.done(WT);
    assert_eq!(t.step().stage, CompanyStage::Dividend { company: BBG });
    t.play(Action::PayDividend { company: BBG, amount: 1000 });
    t.done(BBG);
    // BBG (80 → 115, five cells right) now stands highest, but SJE (110 → 105) still
    // chooses first.
    assert_eq!(t.price(tc(BBG)), 115);
    assert_eq!(t.price(tc(SJE)), 105);
    assert_eq!(t.step().stage, CompanyStage::ChooseLine { company: SJE });
    assert_eq!(t.step().order, [SJE, WT, BBG]);
}

// ---------------------------------------------------------------------------------------------
// CRd: dividends
// ---------------------------------------------------------------------------------------------

#[test]
fn t33_r46_r51_in_cr1_every_company_pays_0_and_falls() {
    let mut t = cr1(standard());
    assert_eq!(dividend(&t.events, tc(WT)), Some((0, 0, 0)));
    crd_done(&mut t);
    // Each tram company one cell left: 100 → 95, 90 → 85, 80 → 75.
    assert_eq!([t.price(tc(WT)), t.price(tc(SJE)), t.price(tc(BBG))], [95, 85, 75]);
    // The Stadtbahn companies after them, by price: W 0 (95 → 90), G 0 (75 → 70), D 70
    // (7 per share, no move). P1's D share pays 7.
    let runs: Vec<(StadtbahnCompany, Money)> = t
        .events
        .iter()
        .filter_map(|e| match e {
            Event::StadtbahnRan { company, total, .. } => Some((*company, *total)),
            _ => None,
        })
        .collect();
    use StadtbahnCompany as Sb;
    assert_eq!(runs, [(Sb::W, 0), (Sb::G, 0), (Sb::D, 70)]);
    assert_eq!([t.price(W), t.price(G), t.price(D)], [90, 70, 65]);
    assert_eq!(t.cash(0), 15 + 35 + 7);
    assert_eq!(t.step().stage, CompanyStage::ChooseLine { company: WT });
}

#[test]
fn t33_r51_the_cr1_stadtbahn_dividends_on_the_full_board() {
    let base = end_of_sr1(4, RuleOptions::default(), &four_directors(), &[]);
    let mut t = cr1(base);
    crd_done(&mut t);
    for (company, expected) in CR1_STADTBAHN_DIVIDENDS {
        let id = CompanyId::Stadtbahn(company);
        let (total, per_share, _) = dividend(&t.events, id).expect("every Stadtbahn pays");
        assert_eq!((total, per_share), (expected, expected / 10), "{company:?}");
    }
    assert_eq!([t.price(W), t.price(V), t.price(G), t.price(D)], [90, 85, 70, 65]);
}

/// The 4-player directors: everybody pars at 70 (P1 WT, P2 SJE, P3 BBG, P4 DT). SR1 goes P2,
/// P3, P4, P1, so the stack on 70 reads SJE, BBG, DT, WT from the top.
fn four_directors() -> [(TramCompany, Money); 4] {
    [(WT, 70), (SJE, 70), (BBG, 70), (DT, 70)]
}

/// CR2 of the standard game with WT's Revenue space at 250 and no privates.
fn wt_earned_250() -> Table {
    let t = company_round(&standard(), 2, |s| {
        close_privates(s);
        set_revenue(s, WT, 250);
    });
    assert_eq!(t.step().stage, CompanyStage::Dividend { company: WT });
    t
}

#[test]
fn t31_r46_a_partial_payout() {
    let mut t = wt_earned_250();
    let err = t.refuse(Action::PayDividend { company: WT, amount: 155 });
    assert!(matches!(err, Refusal::DividendUnit { unit: 10 }), "{:?}", err);
    let err = t.refuse(Action::PayDividend { company: WT, amount: 260 });
    assert!(matches!(err, Refusal::DividendOverRevenue { revenue: 250 }), "{:?}", err);
    let paid_in = t.state().bank.paid_in;
    t.play(Action::PayDividend { company: WT, amount: 150 });
    // 15 per 10%: the director's 50% gets 75, P2's share 15, P3's two 30.
    assert_eq!([t.cash(0), t.cash(1), t.cash(2)], [15 + 75, 10 + 15, 10 + 30]);
    assert_eq!(t.treasury(WT), 1000 + 100);
    assert_eq!(t.co(WT).revenue, 0);
    assert_eq!(t.price(tc(WT)), 105, "150 moves one cell right");
    assert_eq!(t.state().bank.paid_in, paid_in + 30, "the Pool's two shares' part");
}

#[test]
fn t32_r46_pool_shares_get_nothing() {
    let mut t = wt_earned_250();
    let paid_in = t.state().bank.paid_in;
    let events = t.play(Action::PayDividend { company: WT, amount: 200 }).to_vec();
    assert_eq!(dividend(&events, tc(WT)), Some((200, 20, 50)));
    assert_eq!([t.cash(0), t.cash(1), t.cash(2)], [15 + 100, 10 + 20, 10 + 40]);
    assert_eq!(t.treasury(WT), 1000 + 50, "only the withheld 50");
    assert_eq!(t.state().bank.paid_in, paid_in + 40, "the Pool's 40 goes to the bank");
    assert_eq!(t.price(tc(WT)), 111, "200 moves two cells right");
}

#[test]
fn a15_withholding_everything_fills_the_treasury_and_the_price_falls() {
    let mut t = wt_earned_250();
    t.play(Action::PayDividend { company: WT, amount: 0 });
    assert_eq!(t.treasury(WT), 1250);
    assert_eq!([t.cash(0), t.cash(1), t.cash(2)], [15, 10, 10]);
    assert_eq!(t.price(tc(WT)), 95);
}

#[test]
fn r46_the_dividend_is_offered_in_steps_of_10_up_to_the_revenue_space() {
    let t = company_round(&standard(), 2, |s| set_revenue(s, WT, 255));
    let offered = t.game.available().moves.into_iter().find_map(|m| match m {
        Move::Amount { action: Action::PayDividend { .. }, min, max, step } => {
            Some((min, max, step))
        }
        _ => None,
    });
    assert_eq!(offered, Some((0, 250, 10)));
}

#[test]
fn t34_r51_the_stadtbahn_multiplier() {
    // D runs for 70 on the untouched board; P1 holds one D share (cash 15 at the start).
    let base = standard();
    let cases = [(4, 140, 70), (5, 210, 75), (6, 700, 91)];
    for (k, total, price) in cases {
        let mut t = company_round(&base, k, close_privates);
        crd_done(&mut t);
        let (paid, per_share, _) = dividend(&t.events, D).expect("D pays");
        assert_eq!((paid, per_share), (total, total / 10), "CR{k}");
        assert_eq!(t.price(D), price, "CR{k}");
        assert_eq!(t.cash(0), 15 + total / 10, "CR{k}");
    }
}

// ---------------------------------------------------------------------------------------------
// CRd: trams
// ---------------------------------------------------------------------------------------------

#[test]
fn t36_r48_the_first_tram_of_a_colour_changes_maintenance() {
    let mut t = company_round(&standard(), 2, close_privates);
    // CR2: red 500 on the left, orange 200 in the middle, yellow 50 on the right.
    assert_eq!(t.acting(), WT);
    assert_eq!(t.state().trams.newest_bought, None);
    t.play(Action::BuyTram { company: WT, space: TramSpace::Right });
    assert_eq!(t.state().trams.newest_bought, Some(TramColor::Yellow));
    assert_eq!(TramColor::Yellow.maintenance(TramColor::Yellow), Some(0));
    t.play(Action::BuyTram { company: WT, space: TramSpace::Left });
    assert_eq!(t.state().trams.newest_bought, Some(TramColor::Red));
    assert_eq!(TramColor::Yellow.maintenance(TramColor::Red), Some(-50));
    assert_eq!(t.treasury(WT), 1000 - 50 - 500);
    t.done(WT);
    t.play(Action::BuyTram { company: SJE, space: TramSpace::Middle });
    assert_eq!(t.state().trams.newest_bought, Some(TramColor::Red), "orange is older");
    assert_eq!(t.treasury(SJE), 900 - 200);
    assert_eq!(t.state().trams.spaces[1], Some((TramColor::Orange, 3)));
}

#[test]
fn t37_r20_r47_three_trams_at_most_whatever_the_lines() {
    let mut t = company_round(&standard(), 2, |s| {
        close_privates(s);
        give_line(s, WT, 1);
    });
    for space in [TramSpace::Right, TramSpace::Middle, TramSpace::Left] {
        t.play(Action::BuyTram { company: WT, space });
    }
    let trams = &t.co(WT).trams;
    assert_eq!(trams.len(), 3);
    assert_eq!(trams[0], Tram { color: TramColor::Yellow, line: Some(1) });
    assert_eq!(trams[1].line, None, "one line, one tram (A51)");
    assert_eq!(t.treasury(WT), 1000 - 50 - 200 - 500);
    let err = t.refuse(Action::BuyTram { company: WT, space: TramSpace::Right });
    assert!(matches!(err, Refusal::TramLimit { limit: 3 }), "{:?}", err);
}

#[test]
fn t41_r47_voluntary_trams_are_paid_by_the_treasury_alone() {
    let t = company_round(&standard(), 1, |s| {
        set_treasury(s, WT, 90);
        give_tram(s, WT, TramColor::Yellow, None);
    });
    assert_eq!(t.step().stage, CompanyStage::Trams { company: WT, chance: TramChance::Revenue });
    let err = t.refuse(Action::BuyTram { company: WT, space: TramSpace::Middle });
    assert!(matches!(err, Refusal::TramFromTreasury { treasury: 90, .. }), "{:?}", err);
    assert_eq!(t.cash(0), 15 + 35, "the director's cash is untouched");
}

#[test]
fn t69_r49_scrapping_gives_nothing_and_frees_a_tram_space() {
    let mut t = company_round(&standard(), 2, |s| {
        close_privates(s);
        give_line(s, WT, 1);
        give_tram(s, WT, TramColor::Yellow, Some(1));
        give_tram(s, WT, TramColor::Orange, None);
        give_tram(s, WT, TramColor::Red, None);
        set_revenue(s, WT, 100);
    });
    // At the dividend decision already (A50).
    assert_eq!(t.step().stage, CompanyStage::Dividend { company: WT });
    let spaces = t.state().trams.spaces;
    let events = t.play(Action::ScrapTram { company: WT, tram: 2 }).to_vec();
    assert_eq!(events, [Event::TramScrapped { company: WT, color: TramColor::Red }]);
    assert_eq!(t.treasury(WT), 1000);
    assert_eq!(t.state().trams.spaces, spaces, "the tram leaves the game");
    assert_eq!(t.co(WT).trams.len(), 2);
    t.play(Action::PayDividend { company: WT, amount: 0 });
    t.play(Action::BuyTram { company: WT, space: TramSpace::Left });
    assert_eq!(t.co(WT).trams.len(), 3);
}

#[test]
fn a51_rearranging_swaps_trams_and_purchases_fill_empty_lines() {
    let mut t = company_round(&standard(), 2, |s| {
        close_privates(s);
        give_line(s, WT, 1);
        give_line(s, WT, 5);
        give_tram(s, WT, TramColor::Yellow, Some(1));
    });
    let events = t.play(Action::BuyTram { company: WT, space: TramSpace::Middle }).to_vec();
    let assigned = Event::TramAssigned { company: WT, color: TramColor::Orange, line: Some(5) };
    assert!(events.contains(&assigned), "{events:?}");
    t.play(Action::AssignTram { company: WT, tram: 0, line: Some(5) });
    let lines: Vec<_> = t.co(WT).trams.iter().map(|tram| tram.line).collect();
    assert_eq!(lines, [Some(5), Some(1)]);
    t.play(Action::AssignTram { company: WT, tram: 1, line: None });
    let err = t.refuse(Action::AssignTram { company: WT, tram: 1, line: None });
    assert!(matches!(err, Refusal::TramAlreadyThere), "{:?}", err);
    let err = t.refuse(Action::AssignTram { company: WT, tram: 0, line: Some(3) });
    assert!(matches!(err, Refusal::NotCompanyLine { company: WT, .. }), "{:?}", err);
    let lines: Vec<_> = t.co(WT).trams.iter().map(|tram| tram.line).collect();
    assert_eq!(lines, [Some(5), None]);
}

#[test]
fn r47_r49_a_tram_number_beyond_every_count_is_refused_by_name() {
    // Issue 16: the refusal numbered the tram `index + 1`, which overflowed at usize::MAX.
    let t = company_round(&standard(), 2, |s| {
        close_privates(s);
        give_line(s, WT, 1);
        give_tram(s, WT, TramColor::Yellow, Some(1));
    });
    let err = t.refuse(Action::ScrapTram { company: WT, tram: usize::MAX });
    assert_eq!(err, Refusal::NoSuchTram { company: WT, tram: usize::MAX });
    // Its words count trams from 1 and saturate instead of overflowing.
    assert_eq!(err.to_string(), format!("WT has no tram number {}", usize::MAX));
    // An empty Revenue space pays nothing by itself (A15): the company is at its trams.
    assert_eq!(t.step().stage, CompanyStage::Trams { company: WT, chance: TramChance::Revenue });
    let err = t.refuse(Action::AssignTram { company: WT, tram: usize::MAX, line: None });
    assert_eq!(err, Refusal::NoSuchTram { company: WT, tram: usize::MAX });
    assert_eq!(t.co(WT).trams.len(), 1);
}

// ---------------------------------------------------------------------------------------------
// R50: the mandatory tram
// ---------------------------------------------------------------------------------------------

/// CR1 of the standard game without privates, where SJE (directed by P2) has `treasury` and
/// P2 has `cash`; WT and BBG already own a tram. Everybody passes in CRe, and WT finishes its
/// step after the auctions: SJE is at its last tram step with no tram.
fn sje_must_buy(options: RuleOptions, treasury: Money, cash: Money) -> Table {
    let mut t = company_round(&standard_with(options), 1, |s| {
        close_privates(s);
        set_treasury(s, SJE, treasury);
        set_cash(s, 1, cash);
        give_tram(s, WT, TramColor::Yellow, None);
        give_tram(s, BBG, TramColor::Yellow, None);
    });
    t.done(WT);
    if treasury >= 100 {
        t.done(SJE);
    }
    t.done(BBG);
    for company in [WT, SJE, BBG] {
        t.pass(company);
    }
    t.done(WT);
    assert_eq!(
        t.step().stage,
        CompanyStage::Trams { company: SJE, chance: TramChance::AfterAuctions }
    );
    t
}

#[test]
fn t38_r50_the_director_pays_what_the_treasury_cannot() {
    let mut t = sje_must_buy(RuleOptions::default(), 60, 100);
    let err = t.refuse(Action::DoneTrams { company: SJE });
    assert!(matches!(err, Refusal::MustBuyTram { .. }), "{:?}", err);
    let events = t.play(Action::BuyTram { company: SJE, space: TramSpace::Middle }).to_vec();
    let bought = Event::TramBought {
        company: SJE,
        color: TramColor::Yellow,
        space: TramSpace::Middle,
        price: 100,
        from_director: 40,
        loans: 0,
    };
    assert!(events.contains(&bought), "{events:?}");
    assert_eq!(t.treasury(SJE), 0);
    assert_eq!(t.cash(1), 60);
    assert_eq!(t.state().players[1].loans, 0);
}

#[test]
fn t39_r50_a47_as_few_loans_as_needed() {
    let mut t = sje_must_buy(RuleOptions::default(), 60, 10);
    t.play(Action::BuyTram { company: SJE, space: TramSpace::Middle });
    // 40 due, 10 in cash: one loan of 100, 70 left.
    assert_eq!(t.state().players[1].loans, 1);
    assert_eq!(t.cash(1), 70);
    assert_eq!(t.treasury(SJE), 0);
    let score = &scores(t.state())[1];
    assert_eq!(score.loans, 1);
    assert_eq!(score.value, 70 + score.shares_value + score.privates_value - 200);
}

#[test]
fn t40_r50_the_director_may_choose_a_dearer_tram() {
    let mut t = sje_must_buy(RuleOptions::default(), 150, 100);
    // Orange at 300 although the Treasury could pay the yellow at 100.
    t.play(Action::BuyTram { company: SJE, space: TramSpace::Left });
    assert_eq!(t.treasury(SJE), 0);
    // 150 due from the director, who has 100: one loan.
    assert_eq!(t.cash(1), 100 + 100 - 150);
    assert_eq!(t.state().players[1].loans, 1);
    assert_eq!(t.co(SJE).trams, [Tram { color: TramColor::Orange, line: None }]);
}

#[test]
fn a19_option_the_director_pays_only_towards_the_cheapest_tram() {
    let options = RuleOptions { mandatory_tram_cheapest: true, ..RuleOptions::default() };
    let mut t = sje_must_buy(options, 60, 100);
    let err = t.refuse(Action::BuyTram { company: SJE, space: TramSpace::Left });
    assert!(matches!(err, Refusal::CheapestTramOnly { cheapest: 100 }), "{:?}", err);
    t.play(Action::BuyTram { company: SJE, space: TramSpace::Middle });
    assert_eq!(t.cash(1), 60);
}

#[test]
fn a20_r50_a_company_without_lines_must_own_a_tram_after_cr1() {
    // The standard CR1: nobody buys in CRd, nobody chooses a line.
    let mut t = cr1(standard());
    crd_done(&mut t);
    for company in [WT, SJE, BBG] {
        t.pass(company);
    }
    for company in [WT, SJE, BBG] {
        assert_eq!(
            t.step().stage,
            CompanyStage::Trams { company, chance: TramChance::AfterAuctions }
        );
        t.refuse(Action::DoneTrams { company });
        t.play(Action::BuyTram { company, space: TramSpace::Middle });
        t.done(company);
    }
    assert!(t.state().round != Round::Company(1));
    assert_eq!([t.treasury(WT), t.treasury(SJE), t.treasury(BBG)], [900, 800, 700]);
}

#[test]
fn a21_no_tram_on_offer_waives_the_mandatory_tram() {
    let mut t = company_round(&standard(), 5, |s| {
        close_privates(s);
        // Before CR5's CRb only two red trams are left, on the right space.
        s.trams.spaces = [None, None, Some((TramColor::Red, 2))];
        s.trams.supply.clear();
    });
    assert!(t.events.contains(&Event::TramsMoved { spaces: [None; 3], removed: 2 }));
    // Nothing to buy or arrange in CRd: the auctions start at once.
    assert_eq!(t.step().stage, CompanyStage::ChooseLine { company: WT });
    for company in [WT, SJE, BBG] {
        t.pass(company);
    }
    assert!(t.state().round != Round::Company(5), "the round ended");
    assert!(t.state().trams_cos.iter().all(|c| c.trams.is_empty()));
    assert!(t.state().players.iter().all(|p| p.loans == 0));
}

// ---------------------------------------------------------------------------------------------
// CRe: the line auctions
// ---------------------------------------------------------------------------------------------

/// The standard CR1 at its first auction: nobody bought a tram in CRd.
fn first_auction() -> Table {
    let mut t = cr1(standard());
    crd_done(&mut t);
    assert_eq!(t.step().stage, CompanyStage::ChooseLine { company: WT });
    assert_eq!(t.state().line_display, [1, 2, 3, 4]);
    t
}

#[test]
fn t42_r52_line_bids_are_at_least_20_in_steps_of_5_within_the_treasury() {
    let mut t = first_auction();
    let choose = |amount| Action::ChooseLine { company: WT, line: 1, amount };
    assert!(
        matches!(t.refuse(choose(15)), Refusal::BidTooLow { min: 20 }),
        "{:?}",
        t.refuse(choose(15))
    );
    assert!(
        matches!(t.refuse(choose(22)), Refusal::BidNotInSteps { step: 5 }),
        "{:?}",
        t.refuse(choose(22))
    );
    assert!(
        matches!(t.refuse(choose(1005)), Refusal::TreasuryShort { treasury: 1000, .. }),
        "{:?}",
        t.refuse(choose(1005))
    );
    let err = t.refuse(Action::ChooseLine { company: WT, line: 9, amount: 20 });
    assert!(matches!(err, Refusal::LineNotOnDisplay { .. }), "{:?}", err);
    t.play(choose(20));
    assert_eq!(t.acting(), SJE);
    let bid = |amount| Action::BidLine { company: SJE, amount };
    assert!(matches!(t.refuse(bid(20)), Refusal::BidTooLow { min: 25 }), "{:?}", t.refuse(bid(20)));
    assert!(matches!(t.refuse(bid(22)), Refusal::BidTooLow { min: 25 }), "{:?}", t.refuse(bid(22)));
    assert!(
        matches!(t.refuse(bid(905)), Refusal::TreasuryShort { treasury: 900, .. }),
        "{:?}",
        t.refuse(bid(905))
    );
    t.play(bid(25));
    assert_eq!(t.acting(), BBG);
}

#[test]
fn t43_r53_r55_the_winner_pays_buys_trams_at_once_and_is_out() {
    let mut t = first_auction();
    t.play(Action::ChooseLine { company: WT, line: 1, amount: 20 });
    t.play(Action::BidLine { company: SJE, amount: 25 });
    t.pass(BBG);
    let events = t.play(Action::PassLine { company: WT }).to_vec();
    assert!(events.contains(&Event::LineBought { company: SJE, line: 1, price: 25 }));
    assert_eq!(t.treasury(SJE), 900 - 25);
    assert_eq!(t.co(SJE).lines, [1]);
    assert_eq!(t.state().lines[&1].owner, Some(SJE));
    assert_eq!(t.state().line_display, [2, 3, 4]);
    // R55: SJE buys at once; with no tram, this is its last chance (R50).
    assert_eq!(t.step().stage, CompanyStage::Trams { company: SJE, chance: TramChance::AfterLine });
    t.play(Action::BuyTram { company: SJE, space: TramSpace::Middle });
    assert_eq!(t.co(SJE).trams, [Tram { color: TramColor::Yellow, line: Some(1) }]);
    t.done(SJE);
    // WT only passed in the bidding: it chooses next; SJE takes no part any more.
    assert_eq!(t.step().stage, CompanyStage::ChooseLine { company: WT });
    t.play(Action::ChooseLine { company: WT, line: 2, amount: 20 });
    let err = t.refuse(Action::BidLine { company: SJE, amount: 25 });
    let expected = Who::Company(BBG);
    assert_eq!(err, Refusal::NotYourTurn { expected, got: Who::Company(SJE) });
    let CompanyStage::Auction(auction) = &t.step().stage else { panic!("an auction") };
    assert_eq!(auction.active, [WT, BBG]);
    t.pass(BBG);
    assert_eq!(t.co(WT).lines, [2]);
}

#[test]
fn t44_r54_passing_on_choosing_is_for_the_round_passing_a_bid_for_the_auction() {
    let mut t = first_auction();
    t.pass(WT);
    assert_eq!(t.step().passed, [WT]);
    t.play(Action::ChooseLine { company: SJE, line: 3, amount: 20 });
    // WT passed on choosing: BBG is the only bidder.
    let CompanyStage::Auction(auction) = &t.step().stage else { panic!("an auction") };
    assert_eq!(auction.active, [SJE, BBG]);
    t.pass(BBG);
    t.play(Action::BuyTram { company: SJE, space: TramSpace::Middle });
    t.done(SJE);
    // BBG passed in the bidding only: it chooses now, and nobody is left to bid.
    assert_eq!(t.step().stage, CompanyStage::ChooseLine { company: BBG });
    let events = t.play(Action::ChooseLine { company: BBG, line: 4, amount: 30 }).to_vec();
    assert!(events.contains(&Event::LineBought { company: BBG, line: 4, price: 30 }));
    assert_eq!(t.treasury(BBG), 800 - 30);
}

#[test]
fn a22_bidding_goes_left_to_right_and_wraps() {
    let mut t = first_auction();
    t.play(Action::ChooseLine { company: WT, line: 2, amount: 20 });
    t.play(Action::BidLine { company: SJE, amount: 25 });
    t.play(Action::BidLine { company: BBG, amount: 30 });
    assert_eq!(t.acting(), WT);
    t.play(Action::BidLine { company: WT, amount: 35 });
    t.pass(SJE);
    let events = t.play(Action::PassLine { company: BBG }).to_vec();
    assert!(events.contains(&Event::LineBought { company: WT, line: 2, price: 35 }));
    assert_eq!(t.treasury(WT), 1000 - 35);
}

#[test]
fn a22_a_treasury_below_20_can_only_pass() {
    let mut t = company_round(&standard(), 1, |s| {
        set_treasury(s, WT, 15);
        give_tram(s, WT, TramColor::Yellow, None);
    });
    t.done(WT);
    t.done(SJE);
    t.done(BBG);
    assert_eq!(t.acting(), WT);
    let moves: Vec<Action> = t.game.available().moves.iter().map(Move::lowest).collect();
    assert!(moves.contains(&Action::PassLine { company: WT }));
    assert!(!moves.iter().any(|m| matches!(m, Action::ChooseLine { .. })));
    let err = t.refuse(Action::ChooseLine { company: WT, line: 1, amount: 20 });
    assert!(matches!(err, Refusal::TreasuryShort { treasury: 15, .. }), "{:?}", err);
}

#[test]
fn r55_a_won_line_takes_an_unassigned_tram() {
    let mut t = company_round(&standard(), 1, |s| give_tram(s, WT, TramColor::Yellow, None));
    crd_done(&mut t);
    t.play(Action::ChooseLine { company: WT, line: 4, amount: 20 });
    t.pass(SJE);
    let events = t.play(Action::PassLine { company: BBG }).to_vec();
    let assigned = Event::TramAssigned { company: WT, color: TramColor::Yellow, line: Some(4) };
    assert!(events.contains(&assigned), "{events:?}");
    assert_eq!(t.co(WT).trams[0].line, Some(4));
}

#[test]
fn t47_r56_after_the_auctions_the_others_buy_trams_leftmost_first() {
    let mut t = first_auction();
    t.pass(WT);
    t.play(Action::ChooseLine { company: SJE, line: 1, amount: 20 });
    t.pass(BBG);
    t.play(Action::BuyTram { company: SJE, space: TramSpace::Middle });
    t.done(SJE);
    t.pass(BBG);
    let after = |company| CompanyStage::Trams { company, chance: TramChance::AfterAuctions };
    assert_eq!(t.step().stage, after(WT));
    t.play(Action::BuyTram { company: WT, space: TramSpace::Left });
    t.done(WT);
    assert_eq!(t.step().stage, after(BBG));
    t.play(Action::BuyTram { company: BBG, space: TramSpace::Middle });
    t.done(BBG);
    // CRf: 4 new cards (3 players + 1).
    assert!(t.this_round().contains(&Event::LinesDealt { lines: vec![5, 6, 7, 8] }));
    assert_eq!(t.state().line_display, [2, 3, 4, 5, 6, 7, 8]);
}

#[test]
fn t45_r52_no_auction_when_every_company_has_three_lines() {
    let base = end_of_sr1(4, RuleOptions::default(), &four_directors(), &[]);
    let mut t = company_round(&base, 2, |s| {
        let owners = [(SJE, [6, 7, 8]), (BBG, [9, 10, 11]), (DT, [12, 13, 14]), (WT, [15, 16, 17])];
        for (company, lines) in owners {
            for line in lines {
                give_line(s, company, line);
            }
            if company != WT {
                give_tram(s, company, TramColor::Yellow, Some(lines[0]));
            }
        }
    });
    assert!(!t.step().auctions);
    assert_eq!(t.step().order, [SJE, BBG, DT, WT]);
    t.done(SJE);
    t.done(BBG);
    t.done(DT);
    // Without CRe, CRd is WT's last chance to buy its tram (R50).
    let err = t.refuse(Action::DoneTrams { company: WT });
    assert!(matches!(err, Refusal::MustBuyTram { .. }), "{:?}", err);
    t.play(Action::BuyTram { company: WT, space: TramSpace::Right });
    assert_eq!(t.co(WT).trams, [Tram { color: TramColor::Yellow, line: Some(15) }]);
    t.done(WT);
    assert_eq!(t.state().round, Round::Share(2));
    let events = t.this_round();
    assert!(
        !events.iter().any(|e| matches!(e, Event::LineChosen { .. } | Event::LinesDealt { .. }))
    );
    assert_eq!(t.state().line_display, [1, 2, 3, 4, 5]);
    assert_eq!(t.state().line_stack, [18]);
}

#[test]
fn t45_t75_r98_cr6_has_no_auction_no_trams_and_ends_the_game() {
    let mut t = company_round(&standard(), 6, |s| {
        close_privates(s);
        give_line(s, WT, 5);
        give_tram(s, WT, TramColor::Purple, Some(5));
        set_revenue(s, WT, 300);
    });
    // A21: purple stands on the right space, where no price is printed.
    let spaces = [None, None, Some(TramColor::Purple)];
    assert!(t.events.contains(&Event::TramsMoved { spaces, removed: 4 }));
    assert_eq!(t.step().stage, CompanyStage::Dividend { company: WT });
    t.play(Action::PayDividend { company: WT, amount: 300 });
    // No tram step (nothing on sale, no Line Round to come), SJE and BBG pay 0, D pays 700.
    assert!(t.game.is_over());
    let events = t.this_round();
    assert!(
        !events.iter().any(|e| matches!(e, Event::LineChosen { .. } | Event::LinesDealt { .. }))
    );
    assert!(t.events.contains(&Event::RoundStarted { round: Round::End }));
    assert!(t.events.contains(&Event::GameEnded { by_agreement: false }));
    assert_eq!(t.state().line_display, [1, 2, 3, 4]);
    // WT paid 30 per share: P1 150 + D's 70, P2 30, P3 60.
    assert_eq!([t.cash(0), t.cash(1), t.cash(2)], [15 + 150 + 70, 10 + 30, 10 + 60]);
    assert_eq!(t.price(D), 91);
}

#[test]
fn t46_r58_crf_deals_n_plus_1_cards_or_what_is_left() {
    // 4 players: the display of 5 loses 3 lines, then 5 new cards make 7.
    let mut t = cr1(end_of_sr1(4, RuleOptions::default(), &four_directors(), &[]));
    assert_eq!(t.step().order, [SJE, BBG, DT, WT]);
    crd_done(&mut t);
    for (company, line) in [(SJE, 1), (BBG, 2), (DT, 3)] {
        t.play(Action::ChooseLine { company, line, amount: 20 });
        while t.acting() != company {
            let other = t.acting();
            t.pass(other);
        }
        t.play(Action::BuyTram { company, space: TramSpace::Middle });
        t.done(company);
    }
    t.pass(WT);
    t.play(Action::BuyTram { company: WT, space: TramSpace::Middle });
    t.done(WT);
    assert!(t.this_round().contains(&Event::LinesDealt { lines: vec![6, 7, 8, 9, 10] }));
    assert_eq!(t.state().line_display, [4, 5, 6, 7, 8, 9, 10]);

    // Only 3 cards left in the stack: 3 are dealt.
    let base = end_of_sr1(4, RuleOptions::default(), &four_directors(), &[]);
    let mut t = company_round(&base, 2, |s| {
        s.line_stack.truncate(3);
        for company in [WT, SJE, BBG, DT] {
            give_tram(s, company, TramColor::Yellow, None);
        }
    });
    crd_done(&mut t);
    for company in [SJE, BBG, DT, WT] {
        t.pass(company);
    }
    for company in [SJE, BBG, DT, WT] {
        t.done(company);
    }
    assert!(t.this_round().contains(&Event::LinesDealt { lines: vec![6, 7, 8] }));
    assert!(t.state().line_stack.is_empty());
}

// ---------------------------------------------------------------------------------------------
// Refusals, and games of 2 and 6 players
// ---------------------------------------------------------------------------------------------

#[test]
fn only_the_acting_company_acts_and_only_at_its_step() {
    let t = wt_earned_250();
    let err = t.refuse(Action::PayDividend { company: SJE, amount: 0 });
    assert_eq!(err, Refusal::NotYourTurn { expected: Who::Company(WT), got: Who::Company(SJE) });
    let err = t.refuse(Action::BuyTram { company: WT, space: TramSpace::Right });
    assert_eq!(err, Refusal::NotNow { expected: Expected::Dividend });
    let err = t.refuse(Action::BuyShare { player: 0, company: D });
    assert_eq!(err, Refusal::NotNow { expected: Expected::Dividend });
    let err = t.refuse(Action::ScrapTram { company: WT, tram: 0 });
    assert!(matches!(err, Refusal::NoSuchTram { tram: 0, .. }), "{:?}", err);
    assert_eq!(t.game.available().actor, Actor::Company { company: WT, director: 0 });
}

#[test]
fn two_players_cr1() {
    // Privates: P1 Karlskirche and Hofburg (290), P2 Belvedere and Stephansdom (270). SR1
    // goes P2, P1: SJE at 100 (P2 pays 150), WT at 70.
    let mut t = cr1(end_of_sr1(2, RuleOptions::default(), &[(WT, 70), (SJE, 100)], &[]));
    assert_eq!([t.cash(0), t.cash(1)], [290 + 30, 120 + 40]);
    assert_eq!(t.step().order, [SJE, WT]);
    // 2 players: 2 yellow and 3 orange trams (Table 1).
    let spaces = [Some((TramColor::Orange, 3)), Some((TramColor::Yellow, 2)), None];
    assert_eq!(t.state().trams.spaces, spaces);
    t.play(Action::BuyTram { company: SJE, space: TramSpace::Middle });
    t.play(Action::BuyTram { company: SJE, space: TramSpace::Left });
    t.done(SJE);
    t.play(Action::BuyTram { company: WT, space: TramSpace::Middle });
    assert_eq!(t.state().trams.spaces[1], None, "both yellow trams are sold");
    t.done(WT);
    assert_eq!([t.price(tc(SJE)), t.price(tc(WT))], [95, 65]);
    assert_eq!([t.treasury(SJE), t.treasury(WT)], [600, 600]);
    t.play(Action::ChooseLine { company: SJE, line: 3, amount: 20 });
    t.play(Action::BidLine { company: WT, amount: 25 });
    t.play(Action::BidLine { company: SJE, amount: 100 });
    t.pass(WT);
    assert_eq!(t.co(SJE).trams[0], Tram { color: TramColor::Yellow, line: Some(3) });
    t.done(SJE);
    let events = t.play(Action::ChooseLine { company: WT, line: 1, amount: 20 }).to_vec();
    assert!(events.contains(&Event::LineBought { company: WT, line: 1, price: 20 }));
    t.done(WT);
    assert_eq!([t.treasury(SJE), t.treasury(WT)], [500, 580]);
    assert!(t.this_round().contains(&Event::LinesDealt { lines: vec![4, 5, 6] }));
    assert_eq!(t.state().line_display, [2, 4, 5, 6]);
}

#[test]
fn six_players_cr1() {
    // Every player pars at 70: GW (P6, first in SR1) tops the stack, then WT, DT, SJE, BBG,
    // WKB.
    let directors = [(WT, 70), (DT, 70), (SJE, 70), (BBG, 70), (WKB, 70), (GW, 70)];
    let mut t = cr1(end_of_sr1(6, RuleOptions::default(), &directors, &[]));
    assert_eq!(t.step().order, [GW, WT, DT, SJE, BBG, WKB]);
    // Privates at face value, then their dividends: 5, 10, 15, 20, 25, 30.
    let cash: Vec<Money> = (0..6).map(|p| t.cash(p)).collect();
    assert_eq!(cash, [195, 190, 185, 180, 175, 170]);
    crd_done(&mut t);
    // Every company fell to 65, under D; V paid 70 and stays at 85.
    for company in [GW, WT, DT, SJE, BBG, WKB] {
        assert_eq!(t.price(tc(company)), 65);
    }
    assert_eq!([t.price(W), t.price(V), t.price(G), t.price(D)], [90, 85, 70, 65]);
    t.play(Action::ChooseLine { company: GW, line: 1, amount: 20 });
    t.play(Action::BidLine { company: WT, amount: 25 });
    t.pass(DT);
    t.play(Action::BidLine { company: SJE, amount: 30 });
    t.pass(BBG);
    t.pass(WKB);
    t.play(Action::BidLine { company: GW, amount: 35 });
    t.pass(WT);
    t.pass(SJE);
    assert_eq!(t.co(GW).lines, [1]);
    t.play(Action::BuyTram { company: GW, space: TramSpace::Middle });
    t.done(GW);
    t.play(Action::ChooseLine { company: WT, line: 2, amount: 20 });
    for company in [DT, SJE, BBG, WKB] {
        t.pass(company);
    }
    t.play(Action::BuyTram { company: WT, space: TramSpace::Middle });
    t.done(WT);
    for company in [DT, SJE, BBG, WKB] {
        t.pass(company);
    }
    for company in [DT, SJE, BBG, WKB] {
        assert_eq!(t.acting(), company);
        t.play(Action::BuyTram { company, space: TramSpace::Middle });
        t.done(company);
    }
    assert_eq!([t.treasury(GW), t.treasury(WT), t.treasury(DT)], [565, 580, 600]);
    assert!(t.state().trams_cos.iter().all(|c| c.trams.len() == 1));
    assert_eq!(t.state().trams.spaces[1], Some((TramColor::Yellow, 4)));
    assert!(t.this_round().contains(&Event::LinesDealt { lines: (8..=14).collect() }));
    assert_eq!(t.state().line_display.len(), 5 + 7);
}

// ----- 18xx.games' tram steps (tram_steps_as_18xx_games) -----

/// CR2 with 18xx.games' tram steps and no tram on offer: WT and SJE own a tram and no line, BBG a line
/// and no tram. CRd and the auctions are played up to the tram steps after the auctions
/// (every company passes on choosing a line): WT's buying step.
fn after_the_auctions_18xx() -> Table {
    let base = standard();
    let line = base.state().line_display[0];
    let mut t = company_round(&base, 2, |s| {
        s.options.tram_steps_as_18xx_games = true;
        s.trams.spaces = [None; 3];
        s.trams.supply.clear();
        give_tram(s, WT, TramColor::Yellow, None);
        give_tram(s, SJE, TramColor::Yellow, None);
        give_line(s, BBG, line);
    });
    assert_eq!(t.step().order, [WT, SJE, BBG]);
    // CRd: the buying steps of WT and SJE (scrap or pass); BBG has nothing to buy or scrap,
    // and its layout step is asked (a line, no tram).
    t.done(WT);
    t.done(SJE);
    assert_eq!((t.acting(), t.step().buying_over), (BBG, true), "{:?}", t.step().stage);
    t.done(BBG);
    for company in [WT, SJE, BBG] {
        t.pass(company);
    }
    assert_eq!((t.acting(), t.step().buying_over), (WT, false));
    assert!(t.game.available().allows(&Action::ScrapTram { company: WT, tram: 0 }));
    assert!(!t.game.available().allows(&Action::AssignTram { company: BBG, tram: 0, line: None }));
    t
}

/// After the auctions 18xx.games serves its buying queue and then its layout queue once per
/// action: WT passes, SJE passes, and BBG (nothing to buy) is then asked its layout.
#[test]
fn b_18xx_the_layout_after_the_auctions_is_asked_when_the_queue_moves_on() {
    let mut t = after_the_auctions_18xx();
    t.done(WT);
    assert_eq!(t.acting(), SJE);
    t.done(SJE);
    assert_eq!((t.acting(), t.step().buying_over), (BBG, true), "BBG's layout step");
    t.done(BBG);
    assert_eq!(t.state().round, Round::Share(2));
}

/// A company whose buying step ends with nothing left to do (WT scraps its only tram) waits
/// one action at the head of 18xx.games' layout queue; BBG's layout, queued behind SJE after
/// SJE's pass, is then never asked: nothing waits, and the round is over.
#[test]
fn b_18xx_a_layout_queued_behind_a_company_with_nothing_to_do_is_dropped() {
    let mut t = after_the_auctions_18xx();
    t.play(Action::ScrapTram { company: WT, tram: 0 });
    assert_eq!(t.acting(), SJE);
    t.done(SJE);
    assert_eq!(t.state().round, Round::Share(2), "BBG's layout is not asked");
}
