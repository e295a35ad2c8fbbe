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

use crate::data::BoardVariant;
use crate::data::game_tables::{LINE_SET_ASIDE_AT_SET_UP, PlayerCount, TramCompany, lines_in_play};

/// The format version of [`Setup`] and of saves.
///
/// 2 (issue 16): a lay names the lowest of the rotations that give its tile the same track,
/// the one [`Game::available`](crate::game::Game::available) offers. Version 1 saves may name
/// another of them (the engine accepted it then); loading reads it as the one offered.
pub const SAVE_VERSION: u32 = 2;

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

/// Choices where the rulebook is ambiguous (digest §4, "config") or where 18xx.games deviates
/// from it. The defaults follow the digest's recommended readings.
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
    /// 18xx.games (deviations B17): a line whose home is an OO hex (D18, E17) does not get
    /// its home station marker at the start of its first turn; its first `PlaceStation` on
    /// its home hex in that turn is the free home marker, on any free circle of the hex (also
    /// after the tile lay, and without a route to it), and the line must place it before it
    /// runs. Default: off (the home marker goes on the first free circle at once, R78, A54).
    pub home_circle_chosen: bool,
    /// 18xx.games (deviations B14): a tram may run any valid route its director gives, also
    /// one that earns less than the best route; without a given route the best one still
    /// runs. Default: off (a given route must earn as much as the best one, R87).
    pub best_route_not_enforced: bool,
    /// 18xx.games (deviations B5): a tram company that owns no tram must buy one at its first
    /// tram step of the Company Round (CRd), the director paying what the Treasury cannot;
    /// it cannot finish that step without one while a tram is on offer. Default: off (the
    /// mandatory tram is due at the company's last tram step of the round, after the line
    /// auctions when there are any: R50, A19, A20).
    pub mandatory_tram_at_first_step: bool,
    /// 18xx.games (deviations B17), with `home_circle_chosen`: the home marker of a line on
    /// an OO hex is due only once its home hex shows track (a tile laid there), and then
    /// before anything else (18xx.games' home token step blocks the turn: only the marker,
    /// and buying a private, may come first); until then the line may end its turn without
    /// it, also after its first turn. Default: off (the home marker is placed in the first
    /// turn, at any point before the run).
    pub home_marker_when_track: bool,
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
            mandatory_tram_at_first_step: false,
            home_marker_when_track: false,
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
            // B5: the mandatory tram is bought in CRd, before the line auctions.
            mandatory_tram_at_first_step: true,
            // B17: the home marker is due, before anything else, once the home hex has track.
            home_marker_when_track: true,
        }
    }
}

/// Why a set-up cannot start a game.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
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
        }
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
            cards.sort_unstable();
            if cards != (1..=n.get()).collect::<Vec<u8>>() {
                return Err(SetupError::Deal("the order cards must be 1 to n".into()));
            }
            let mut lines = deal.line_deck.clone();
            lines.sort_unstable();
            if lines != in_play {
                return Err(SetupError::Deal("the line deck must hold every line in play".into()));
            }
            if let Some(companies) = &deal.tram_companies {
                let mut distinct = companies.clone();
                distinct.sort_unstable();
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
            drawn.sort_unstable();
            drawn
        });
        Ok(Deal { order_cards, line_deck, tram_companies })
    }
}
