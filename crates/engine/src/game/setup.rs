//! How a game is set up: players, seed, board and rule options (rulebook III; digest R7–R16).
//!
//! Everything random is drawn here, once, from the seed: the Playing Order Cards, the order of
//! the line cards and, with [`RuleOptions::tram_companies_drawn`], the tram companies in the
//! game. A [`Deal`] may fix them instead (the importer of 18xx.games logs derives them from the
//! log).

use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use crate::bot::Level;
use crate::data::BoardVariant;
use crate::data::game_tables::{LINE_SET_ASIDE_AT_SET_UP, PlayerCount, TramCompany, lines_in_play};

/// The format version of [`Setup`] and of saves.
///
/// 2 (issue 16): a lay names the lowest of the rotations that give its tile the same track,
/// the one [`Game::available`](crate::game::Game::available) offers. Version 1 saves may name
/// another of them (the engine accepted it then); loading reads it as the one offered.
///
/// 3 (issue 23): a company's `BuyPrivate` from another player is an offer that the owner
/// answers (`AnswerPrivateOffer`). Older saves made the sale at once; loading them puts the
/// owner's acceptance after each such purchase.
pub const SAVE_VERSION: u32 = 3;

/// Everything needed to start a game; with the action log it defines the game completely.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// Player names in the order they were entered; a player's index here is its
    /// [`PlayerId`](super::PlayerId).
    pub players: Vec<String>,
    /// Seed of the shuffles.
    pub seed: u64,
    /// Which board.
    #[serde(default)]
    pub variant: BoardVariant,
    /// Rule options (the digest's "config" readings and 18xx.games deviations).
    #[serde(default)]
    pub options: RuleOptions,
    /// Fixed cards instead of shuffled ones.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deal: Option<Deal>,
    /// The seats the computer plays, by [`PlayerId`](super::PlayerId), with the bot's level
    /// (issue 20); a seat beyond the list is a person's. The rules never look at it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub bots: Vec<Option<Level>>,
}

/// The cards dealt at set-up, when they are not drawn from the seed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deal {
    /// The Playing Order Card of each player (by [`PlayerId`](super::PlayerId)), 1..=n.
    pub order_cards: Vec<u8>,
    /// The line cards in play, top of the deck first: the first n+1 form the first display,
    /// the rest the stack (rulebook III.5).
    pub line_deck: Vec<u8>,
    /// The tram companies in the game, one per player, when they are not all six: the others
    /// leave the game before the first Share Round (18xx.games draws them, deviations B1).
    /// `None`: every player may choose any of the six (rulebook VII.5).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tram_companies: Option<Vec<TramCompany>>,
}

impl Deal {
    /// The cards 18xx.games deals for `seed` (deviations B1; its settings' `seed`), so that a
    /// game set up with them can be exported to 18xx.games and replays there the same.
    ///
    /// 18xx.games draws with a linear congruential generator, x ← (1103515245·x + 12345) mod
    /// 2³¹, starting from x = seed mod 2³¹. To draw k of some cards it gives every card a
    /// number, in the printed order of the cards, and takes the k with the smallest numbers.
    /// It draws, in this order: the first line display (n+1 lines, never line 2), the tram
    /// companies in the game (n of the six, Table 2 order), and after every Company Round's
    /// auctions n+1 more lines from those not yet shown (line 2 now among them). Nothing else
    /// draws, so the whole line deck is known at set-up. The Playing Order Cards are chosen by
    /// the players, least cash first (R32), so the seats keep the order of the players.
    pub fn eighteen_xx_games(seed: u64, variant: BoardVariant, players: PlayerCount) -> Deal {
        let mut rng = Lcg18xx(seed % Lcg18xx::MODULUS);
        let per_draw = players.line_cards_dealt();
        let in_play: Vec<u8> = lines_in_play(variant).map(|c| c.number).collect();
        let first: Vec<u8> =
            in_play.iter().copied().filter(|&l| l != LINE_SET_ASIDE_AT_SET_UP).collect();
        let mut deck = rng.draw(&first, per_draw);
        let mut tram_companies = rng.draw(&TramCompany::ALL, usize::from(players.get()));
        crate::sort_few::sort(&mut tram_companies);
        loop {
            let unseen: Vec<u8> = in_play.iter().copied().filter(|l| !deck.contains(l)).collect();
            if unseen.is_empty() {
                break;
            }
            let more = rng.draw(&unseen, per_draw);
            deck.extend(more);
        }
        Deal {
            order_cards: (1..=players.get()).collect(),
            line_deck: deck,
            tram_companies: Some(tram_companies),
        }
    }
}

/// The random numbers of 18xx.games (see [`Deal::eighteen_xx_games`]).
struct Lcg18xx(u64);

impl Lcg18xx {
    const MODULUS: u64 = 1 << 31;

    fn next(&mut self) -> u64 {
        // x < 2^31, so 1103515245·x + 12345 < 2^62: no overflow.
        self.0 = (1_103_515_245 * self.0 + 12_345) % Self::MODULUS;
        self.0
    }

    /// The `k` cards with the smallest numbers when each card, in order, draws one.
    fn draw<T: Copy>(&mut self, cards: &[T], k: usize) -> Vec<T> {
        let mut numbered: Vec<(u64, T)> = cards.iter().map(|&c| (self.next(), c)).collect();
        crate::sort_few::by_key(&mut numbered, |&(x, _)| x);
        numbered.into_iter().take(k).map(|(_, c)| c).collect()
    }
}

/// Choices where the rulebook is ambiguous (digest §4, "config") or where 18xx.games deviates
/// from it. The defaults follow the digest's recommended readings. Where 18xx.games plays
/// differently it is an option here, off by default, and [`RuleOptions::eighteen_xx_games`]
/// for imports and games set up as 18xx.games does: the importer and the exporter never bend
/// a rule themselves. The options (deviations.md B-numbers where they have one; the others
/// found by `vienna-tramways differential`):
///
/// | option | 18xx.games | printed rules (default) |
/// |---|---|---|
/// | `first_share_round_by_cards` | SR1 by the new cards | clockwise (A6) |
/// | `removal_needs_reach` off | a Stadtbahn marker is removed without a route (B10) | reach needed (A35) |
/// | `stadtbahn_sold_out_rise` | sold-out Stadtbahn companies rise too (B7) | tram companies only (A43) |
/// | `tram_companies_drawn` | one company per player drawn at set-up (B1) | all six (VII.5) |
/// | `share_round_auto_pass` | a player with nothing to do passes by itself, unless a line's certificate makes it offer "buy" | passes by hand (R36) |
/// | `dividends_before_trams` | all dividends, then the Stadtbahn runs, then tram steps (B8) | per company (VIII.4) |
/// | `home_circle_chosen` | OO homes: on the printed circle at turn start, chosen on a tile, lifted and put back when the printed hex is tiled (B17) | first free circle (R78, A54) |
/// | `best_route_not_enforced` | any valid route (B14) | the best route (R87) |
/// | `private_auction_as_18xx_games` | choosing is the opening bid; priced-out bidders leave; a bid-won auction leaves the choice with the chooser; all declining drops the cheapest or pays | A2–A4 literal |
/// | `mandatory_tram_every_step` | a company without a tram buys at each tram step | at its last (R50, A20) |
/// | `tram_steps_as_18xx_games` | a buying step (buy, scrap, pass; over after a purchase that leaves it unable to buy another) then a layout step where one is asked; in CRe both are queues looked over once per action, so a company with nothing to do holds the layout queue for one action and the round ends (dropping what is queued) when nothing waits (flow/company_18xx.rs); no idle line beside a spare tram | one tram step: buy, arrange, scrap any time (R49, A50, R56) |
/// | `no_route_no_maintenance` | no route, no maintenance | maintenance paid (R88, R89) |
/// | `stadtbahn_payout_rounds_up` | each holder's share rounded up | tenths rounded down (R51) |
/// | `stadtbahn_through_stations` | a run passes the untiled Westbahnhof G11 | it breaks there (A17) |
/// | `green_bonus_asked_in_yellow` | the green-upgrade bonus is asked and skipped | lost without asking (A26, T55) |
/// | `shortfall_from_treasury` | a line's loss is paid from the Treasury, then the director | Revenue space first (R89) |
/// | `tile_counts_of_18xx_games` | one L16 | two, as in the box |
/// | `untiled_stations_are_stops` | an untiled railway station is a 0-value stop | no stop until its tile (A29) |
/// | `purple_layouts_are_tiles` | four special purple tiles, one per layout (C2) | one L30 and one L31, either layout |
/// | `order_after_dividends` | (games created before 2023-09-04 only) CRd/CRe in the order after the dividends | the CRc order (A52) |
/// | `director_certificate_changes_hands` | a director holding only the director certificate may sell 1–5 of its shares once another player holds the five 10% shares; that player directs the company from then on (its `allow_president_change`; only 2-player games reach it). A player may then direct two companies or none (`State::directed_by`) | never sold; a director for the whole game (R36) |
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct RuleOptions {
    /// A6 alternative: the first Share Round goes by the new Playing Order Cards instead of
    /// clockwise from card 1. Default: off (clockwise).
    pub first_share_round_by_cards: bool,
    /// A26: the extra station marker of the bonus action is free. Default: on.
    pub bonus_station_free: bool,
    /// A35 (b): a line must reach a Stadtbahn marker to remove it. Default: on.
    pub removal_needs_reach: bool,
    /// A43 alternative: sold-out Stadtbahn companies rise at the end of a Share Round too.
    /// Default: off.
    pub stadtbahn_sold_out_rise: bool,
    /// A46: privates still held by players at the end count their face value. Default: on.
    pub privates_count_at_end: bool,
    /// A19 config: a mandatory tram that needs the director's money must be the cheapest.
    /// Default: off.
    pub mandatory_tram_cheapest: bool,
    /// A28 config: markers of the same company's other lines do not block. Default: off.
    pub sibling_lines_do_not_block: bool,
    /// 18xx.games (deviations B1): one tram company per player is drawn at set-up and only
    /// those can be chosen in the first Share Round; the others leave the game at once.
    /// Default: off (every player chooses among all six, rulebook VII.5).
    pub tram_companies_drawn: bool,
    /// 18xx.games: in a Share Round a player who can neither buy nor sell passes automatically
    /// (18xx.games skips them: "has no valid actions and passes"). Default: off (the player
    /// passes by hand, rulebook VII.1).
    pub share_round_auto_pass: bool,
    /// 18xx.games (deviations B8): in CRd every tram company first decides its dividend, in
    /// the CRc order; then the Stadtbahn companies run; then each company buys and arranges
    /// trams, in the same order. Default: off (each company decides its dividend and then
    /// buys trams before the next one, rulebook VIII.4).
    pub dividends_before_trams: bool,
    /// 18xx.games (deviations B17, its `place_home_token` and `update_token!`): a line whose
    /// home is an OO hex (D18, E17) gets its home marker at the start of each of its turns
    /// until it has one, on the first circle of the printed hex when that is free; on a tiled
    /// home hex it places it itself first, on a circle of its choice. A tile laid on a printed
    /// OO hex lifts the line markers there and the laying line puts them back, on circles of
    /// its choice, before anything else. Default: off (the home marker goes on the first free
    /// circle at once, R78, A54).
    pub home_circle_chosen: bool,
    /// 18xx.games (deviations B14): a tram may run any valid route its director gives, also
    /// one that earns less than the best route; without a given route the best one still
    /// runs. Default: off (a given route must earn as much as the best one, R87).
    pub best_route_not_enforced: bool,
    /// 18xx.games' private auction (`SelectionAuction`): choosing a private is its opening bid
    /// (A2 alternative), so only privates the chooser can pay the face value of may be chosen
    /// and the chooser cannot pass before bidding; after every bid the players who cannot pay
    /// the next one are out of the auction without a word, and when that leaves the high
    /// bidder alone the auction is over and the same chooser chooses again (after an auction
    /// ended by a pass, the next seat chooses, R30.5). Default: off (A2 literal: the chooser
    /// may pass after choosing; every bidder passes in turn).
    pub private_auction_as_18xx_games: bool,
    /// 18xx.games: a company without a tram must buy one at each of its tram steps while one
    /// is on offer (its director paying what the Treasury cannot), not only at its last one of
    /// the Company Round (R50 reads "at the end of the tram-buying opportunities", A20).
    /// Default: off.
    pub mandatory_tram_every_step: bool,
    /// 18xx.games: trams are scrapped only in a company's tram steps (`BuyTrain`) and in a
    /// line's run (`Route`), not at any decision (R49 "at any time", A50); a company that has
    /// bought a tram and cannot buy another (three trams, or its Treasury short of the
    /// cheapest) stops buying and scrapping at once, and only arranges its trams; a line that
    /// scraps its tram has ended its construction. Default: off.
    pub tram_steps_as_18xx_games: bool,
    /// 18xx.games: a tram that has no route at all runs for nothing and pays no maintenance
    /// (its income is the sum over its routes). Default: off (A-reading of R88/R89: the tram
    /// runs, so a negative maintenance is paid even without a route).
    pub no_route_no_maintenance: bool,
    /// 18xx.games: a Stadtbahn company pays each holder its share of the run's total rounded
    /// up (units × total / 10), not whole tenths (the total is rarely a multiple of 10).
    /// Default: off (a tenth of the total, rounded down, per share).
    pub stadtbahn_payout_rounds_up: bool,
    /// 18xx.games: a Stadtbahn run passes an untiled railway station on its printed dotted
    /// track (Westbahnhof G11 on G's path), counting its halt (A17 reading: the untiled
    /// station breaks the path until its special tile is laid). Default: off.
    pub stadtbahn_through_stations: bool,
    /// 18xx.games: the green-upgrade bonus of a Stadtbahn tile laid before green tiles are
    /// available is still asked for, and can only be skipped (A26, T55: it is simply lost).
    /// Default: off.
    pub green_bonus_asked_in_yellow: bool,
    /// 18xx.games: a line's negative income is paid from the company's Treasury and then by
    /// its director (with loans), never from the Revenue space, which holds the other lines'
    /// earnings (R89 pays from the Revenue space first). Default: off.
    pub shortfall_from_treasury: bool,
    /// 18xx.games has one L16 tile where the box has two. Default: off (the box's counts).
    pub tile_counts_of_18xx_games: bool,
    /// 18xx.games: an untiled railway station (B26, C17, I27, J22) is an off-board area worth
    /// 0 where a route may begin or end (`map.rb`: `offboard=revenue:yellow_0`); it does not
    /// count and cannot be passed through. Default: off (no revenue location until its purple
    /// tile is laid, A29).
    pub untiled_stations_are_stops: bool,
    /// 18xx.games (deviations C2): the special purple tiles are four, L30a and L31a (the G11
    /// layout) and L30b and L31b (the F24 layout), one of each, so F24 may still take L31b
    /// after G11 took L31a. Default: off (the box: one physical L30 and one L31, either layout
    /// on either hex).
    pub purple_layouts_are_tiles: bool,
    /// 18xx.games before its fix of 2023-09-04 (tobymao/18xx PR #9548, "fixed company round
    /// sorting", issue #6606), with [`RuleOptions::dividends_before_trams`]: the tram steps of
    /// CRd and the line auctions of CRe go in the company order taken again after the
    /// dividends, by the share prices they moved. Games created before the fix are pinned to
    /// that code, so the importer switches this on for them only. Default: off (the CRc order
    /// holds for the whole round, A52; 18xx.games since the fix).
    pub order_after_dividends: bool,
    /// 18xx.games (its `allow_president_change` for every company but the Stadtbahn ones): a
    /// director who holds only the director certificate may sell one to five of its shares
    /// once another player holds the five 10% shares; that player directs the company from
    /// then on (their five shares go for the certificate) and the seller keeps the rest of
    /// the certificate as 10% shares. Default: off (the director certificate is never sold,
    /// R36; a director directs the company for the whole game).
    pub director_certificate_changes_hands: bool,
}

impl Default for RuleOptions {
    fn default() -> Self {
        RuleOptions {
            first_share_round_by_cards: false,
            bonus_station_free: true,
            removal_needs_reach: true,
            stadtbahn_sold_out_rise: false,
            privates_count_at_end: true,
            mandatory_tram_cheapest: false,
            sibling_lines_do_not_block: false,
            tram_companies_drawn: false,
            share_round_auto_pass: false,
            dividends_before_trams: false,
            home_circle_chosen: false,
            best_route_not_enforced: false,
            private_auction_as_18xx_games: false,
            mandatory_tram_every_step: false,
            tram_steps_as_18xx_games: false,
            no_route_no_maintenance: false,
            stadtbahn_payout_rounds_up: false,
            stadtbahn_through_stations: false,
            green_bonus_asked_in_yellow: false,
            shortfall_from_treasury: false,
            tile_counts_of_18xx_games: false,
            untiled_stations_are_stops: false,
            purple_layouts_are_tiles: false,
            order_after_dividends: false,
            director_certificate_changes_hands: false,
        }
    }
}

impl RuleOptions {
    /// The rules as 18xx.games plays them (deviations.md, sections A and B), as far as the
    /// engine has options for them; the importer of 18xx.games logs switches these on.
    pub fn eighteen_xx_games() -> RuleOptions {
        RuleOptions {
            // A6 alternative: 18xx.games seats the first Share Round by the new cards.
            first_share_round_by_cards: true,
            // B4: the bonus station marker is free.
            bonus_station_free: true,
            // B10: a Stadtbahn marker can be removed without a route to it.
            removal_needs_reach: false,
            // B7: sold-out Stadtbahn companies rise at the end of a Share Round too.
            stadtbahn_sold_out_rise: true,
            // A10 of the deviations: a private counts its face value at the end.
            privates_count_at_end: true,
            // A19: any tram on offer may be the mandatory one.
            mandatory_tram_cheapest: false,
            // Lines are separate corporations in 18xx.games: siblings block like others.
            sibling_lines_do_not_block: false,
            tram_companies_drawn: true,
            share_round_auto_pass: true,
            // B8: all dividends (and the Stadtbahn runs) before any tram step.
            dividends_before_trams: true,
            // B17: lines on OO hexes choose the circle of their home marker.
            home_circle_chosen: true,
            // B14: the recorded run is applied even when it is not the best one.
            best_route_not_enforced: true,
            // A2 alternative: a private is chosen by bidding on it; see the option.
            private_auction_as_18xx_games: true,
            // Its tram steps make a company without a tram buy one each time (`BuyTrain`).
            mandatory_tram_every_step: true,
            tram_steps_as_18xx_games: true,
            no_route_no_maintenance: true,
            stadtbahn_payout_rounds_up: true,
            stadtbahn_through_stations: true,
            green_bonus_asked_in_yellow: true,
            shortfall_from_treasury: true,
            tile_counts_of_18xx_games: true,
            // The railway stations are 0-value off-boards until their tile is laid.
            untiled_stations_are_stops: true,
            // C2: four special purple tiles, one per layout.
            purple_layouts_are_tiles: true,
            // Only for games created before 2023-09-04 (see the option); the importer decides.
            order_after_dividends: false,
            director_certificate_changes_hands: true,
        }
    }
}

/// Why a set-up cannot start a game. (Serde: it crosses from the app's 18xx.games worker in an
/// [`ImportError`](crate::import::ImportError).)
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
pub enum SetupError {
    /// Not 2 to 6 players.
    #[error("1840 is played by 2 to 6 players, not {0}")]
    PlayerCount(usize),
    /// A player has no name, or two have the same.
    #[error("every player needs a name of their own")]
    Names,
    /// The fixed deal does not fit the players or the board.
    #[error("the fixed deal does not fit this game: {0}")]
    Deal(String),
    /// The save is from a newer version of the app.
    #[error("this save has format version {0}, newer than this app understands ({SAVE_VERSION})")]
    Version(u32),
}

impl Setup {
    /// A set-up with default options on the board the rulebook recommends for the number of
    /// players.
    pub fn new(players: &[&str], seed: u64) -> Setup {
        let variant = u8::try_from(players.len())
            .ok()
            .and_then(|n| PlayerCount::new(n).ok())
            .map_or(BoardVariant::Full, PlayerCount::recommended_board);
        Setup {
            players: players.iter().map(|p| (*p).to_owned()).collect(),
            seed,
            variant,
            options: RuleOptions::default(),
            deal: None,
            bots: Vec::new(),
        }
    }

    /// The bot playing `player`, if the computer plays that seat.
    pub fn bot(&self, player: super::PlayerId) -> Option<Level> {
        self.bots.get(usize::from(player)).copied().flatten()
    }

    /// The number of players, checked.
    pub fn player_count(&self) -> Result<PlayerCount, SetupError> {
        u8::try_from(self.players.len())
            .ok()
            .and_then(|n| PlayerCount::new(n).ok())
            .ok_or(SetupError::PlayerCount(self.players.len()))
    }

    /// The cards: the fixed deal, or the shuffles drawn from the seed (R7, R13).
    pub fn deal_cards(&self) -> Result<Deal, SetupError> {
        let n = self.player_count()?;
        let in_play: Vec<u8> = lines_in_play(self.variant).map(|c| c.number).collect();
        if let Some(deal) = &self.deal {
            let mut cards = deal.order_cards.clone();
            crate::sort_few::sort(&mut cards);
            if cards != (1..=n.get()).collect::<Vec<u8>>() {
                return Err(SetupError::Deal("the order cards must be 1 to n".into()));
            }
            let mut lines = deal.line_deck.clone();
            crate::sort_few::sort(&mut lines);
            if lines != in_play {
                return Err(SetupError::Deal("the line deck must hold every line in play".into()));
            }
            if let Some(companies) = &deal.tram_companies {
                let mut distinct = companies.clone();
                crate::sort_few::sort(&mut distinct);
                distinct.dedup();
                if distinct.len() != companies.len() || companies.len() != usize::from(n.get()) {
                    return Err(SetupError::Deal(
                        "there must be one tram company per player, each once".into(),
                    ));
                }
            }
            return Ok(deal.clone());
        }
        let mut rng = ChaCha8Rng::seed_from_u64(self.seed);
        let mut order_cards: Vec<u8> = (1..=n.get()).collect();
        order_cards.shuffle(&mut rng);
        // III.5: set line 2 aside, shuffle, deal n+1, shuffle line 2 into the rest.
        let mut rest: Vec<u8> =
            in_play.iter().copied().filter(|&l| l != LINE_SET_ASIDE_AT_SET_UP).collect();
        rest.shuffle(&mut rng);
        let display_len = n.line_cards_dealt().min(rest.len());
        let display: Vec<u8> = rest.drain(..display_len).collect();
        if in_play.contains(&LINE_SET_ASIDE_AT_SET_UP) {
            rest.push(LINE_SET_ASIDE_AT_SET_UP);
        }
        rest.shuffle(&mut rng);
        let line_deck = display.into_iter().chain(rest).collect();
        // B1 (18xx.games): one tram company per player. Drawn last, so that the other cards
        // come out the same whether the option is on or off.
        let tram_companies = self.options.tram_companies_drawn.then(|| {
            let mut all = TramCompany::ALL.to_vec();
            all.shuffle(&mut rng);
            let mut drawn: Vec<TramCompany> = all.into_iter().take(usize::from(n.get())).collect();
            crate::sort_few::sort(&mut drawn);
            drawn
        });
        Ok(Deal { order_cards, line_deck, tram_companies })
    }
}

#[cfg(test)]
mod eighteen_xx_deal_tests {
    use super::*;

    fn count(n: u8) -> PlayerCount {
        PlayerCount::new(n).expect("2 to 6")
    }

    #[test]
    fn the_deal_of_18xx_games_matches_the_real_game_and_18xx_games() {
        // The 2-player game of 18xx.games (seed 133875): WT and GWStStB are in the game, and
        // the first display is lines 4, 5 and 18 (its log auctions 4, 5 and 18 in CR1).
        let deal = Deal::eighteen_xx_games(133_875, BoardVariant::TwoPlayer, count(2));
        let companies = vec![TramCompany::WienerTramway, TramCompany::GemeindeWien];
        assert_eq!(deal.tram_companies, Some(companies));
        let mut display = deal.line_deck[..3].to_vec();
        display.sort_unstable();
        assert_eq!(display, [4, 5, 18]);
        // What 18xx.games' own engine deals for seed 465350266 on the small 3-player map
        // (../shared/oracle-18xx, loaded without actions): lines 11, 4, 18, 3 and the
        // companies WKB, BBG, GWStStB.
        let deal = Deal::eighteen_xx_games(465_350_266, BoardVariant::ThreePlayerSmall, count(3));
        let companies =
            vec![TramCompany::BauUndBetrieb, TramCompany::WienKagranner, TramCompany::GemeindeWien];
        assert_eq!(deal.tram_companies, Some(companies));
        let mut display = deal.line_deck[..4].to_vec();
        display.sort_unstable();
        assert_eq!(display, [3, 4, 11, 18]);
    }

    #[test]
    fn the_deal_of_18xx_games_is_a_valid_deal_for_every_board() {
        for (variant, n) in [
            (BoardVariant::TwoPlayer, 2),
            (BoardVariant::ThreePlayerSmall, 3),
            (BoardVariant::Full, 3),
            (BoardVariant::Full, 6),
        ] {
            for seed in [0, 1, 2_147_483_647, 2_147_483_648, u64::MAX] {
                let deal = Deal::eighteen_xx_games(seed, variant, count(n));
                let names: Vec<String> = (0..n).map(|i| format!("P{i}")).collect();
                let refs: Vec<&str> = names.iter().map(String::as_str).collect();
                let mut setup = Setup::new(&refs, seed);
                setup.variant = variant;
                setup.deal = Some(deal.clone());
                assert_eq!(setup.deal_cards(), Ok(deal));
            }
        }
    }
}
