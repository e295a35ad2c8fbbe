//! Why an action is refused, as data: each variant names the rule it enforces (see
//! `docs/rules.md`) and carries the numbers a player needs. The engine holds no English here:
//! the app words every variant in the player's language (`i18n`); a bot can act on it; the
//! `Display` below is the English of the command-line tool and of test failures.

use std::fmt;

use crate::data::Landmark;
use crate::data::game_tables::{Money, TramCompany};
use crate::map::Hex;
use crate::rules::LineNumber;
use crate::rules::board_state::BoardError;
use crate::rules::laying::LayError;
use crate::rules::route::RouteError;

use super::state::{CompanyId, Owner, PlayerId};

/// Who decides, as a refusal names them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Who {
    /// A player.
    Player(PlayerId),
    /// A tram company (in a Company Round).
    Company(TramCompany),
    /// A line (in a Line Round).
    Line(LineNumber),
}

/// What the game waits for when an action of another kind is sent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expected {
    /// A private to put up for auction, or a pass (R30).
    ChoosePrivate,
    /// A bid on the private up for auction, or a pass (R30).
    BidPrivate,
    /// A Playing Order Card (R32).
    PickOrderCard,
    /// A director certificate: a player's first purchase of the first Share Round (R40).
    BuyDirector,
    /// A sale, a purchase or a pass (R34–R36).
    ShareTurn,
    /// The company's dividend (R51).
    Dividend,
    /// Buying and arranging trams, then done (R47–R50).
    Trams,
    /// A line to auction, or a pass (R52).
    ChooseLine,
    /// A bid on the line up for auction, or a pass (R52).
    BidLine,
    /// A lay, a station marker, a removal, a private purchase or the run (R60–R93).
    LineTurn,
    /// The bonus action of the Stadtbahn tile just laid, or skipping it (R73).
    Bonus,
    /// The line's home station marker, before anything else (B17).
    HomeMarker,
    /// The station markers lifted from an OO hex, put back one by one (B17).
    LiftedMarkers,
    /// The owner of a private accepts or refuses a company's offer for it (R93).
    OfferAnswer,
    /// Nothing: the game is over.
    Nothing,
}

/// Why an action is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The game has ended (R98).
    GameOver,
    /// Someone else decides now.
    NotYourTurn {
        /// Who decides.
        expected: Who,
        /// Who the action was for.
        got: Who,
    },
    /// This kind of action does not belong to this point of the game.
    NotNow {
        /// What the game waits for.
        expected: Expected,
    },

    // --- privates (R25, R30, R31, R93) ---
    /// The private is not in the game (closed or never dealt).
    PrivateNotInGame {
        /// The private.
        private: Landmark,
    },
    /// Only the owner of a private returns it (R25).
    NotTheOwner {
        /// The private.
        private: Landmark,
    },
    /// A private is returned when its owner is the one to decide (A50).
    OwnerNotDeciding {
        /// The owner.
        owner: Owner,
    },
    /// The private is not for sale (sold or closed, R30).
    PrivateNotForSale {
        /// The private.
        private: Landmark,
    },
    /// Choosing a private is its opening bid, so its face value must be affordable
    /// (18xx.games, A2 alternative).
    ChoiceNeedsFaceValue {
        /// The face value.
        face: Money,
        /// The player's cash.
        cash: Money,
    },
    /// After choosing, the chooser makes the opening bid, at least the face value
    /// (18xx.games, A2 alternative).
    OpeningBidDue {
        /// The face value.
        face: Money,
    },
    /// The Starting Player must put the first private up for auction (R30, A4).
    FirstPrivateCompulsory,
    /// A bid is at least `min` (R30, R52).
    BidTooLow {
        /// The lowest bid.
        min: Money,
    },
    /// Bids go up in steps (5 above the face value or the high bid, R30, R52).
    BidNotInSteps {
        /// The step.
        step: Money,
    },
    /// A bid cannot exceed the bidder's cash (R30).
    BidOverCash {
        /// The cash.
        cash: Money,
    },
    /// A private's price is 1 to its face value (R93).
    PrivatePriceRange {
        /// The face value.
        face: Money,
    },
    /// Tram companies buy privates only from LR2a on (R26, R93).
    PrivatesNotYet,
    /// A tram company buys privates from players only (A33).
    PrivateFromPlayersOnly,
    /// The owner of a private answers the company's offer for it before anything else (R93).
    OfferPending {
        /// The private offered for.
        private: Landmark,
        /// Its owner, who answers.
        player: PlayerId,
    },
    /// The owner refused the company's offer for this private this turn (R93).
    OfferRefused {
        /// The private.
        private: Landmark,
    },

    // --- Playing Order Cards (R32) ---
    /// The cards are numbered 1 to the number of players.
    NoSuchOrderCard {
        /// The highest card.
        cards: u8,
    },
    /// That card is already taken.
    OrderCardTaken {
        /// The card.
        card: u8,
    },

    // --- Share Rounds (R33–R41) ---
    /// Director certificates are bought in the first Share Round, one each (R40).
    DirectorNotNow,
    /// The company already has a director (R40).
    HasDirector {
        /// The company.
        company: TramCompany,
    },
    /// The company is not in this game (R40.5, B1).
    CompanyNotInGame {
        /// The company.
        company: TramCompany,
    },
    /// The par price is one of the par cells (70, 80, 90, 100; R40).
    NoSuchPar {
        /// The price asked for.
        par: Money,
    },
    /// The par price needs this much cash on top of the Pre-emptive Right card (R40).
    ParNeedsCash {
        /// The par price.
        par: Money,
        /// Cash due.
        due: Money,
        /// The player's cash.
        cash: Money,
    },
    /// Nothing is sold in the first Share Round (R36).
    NoSalesInFirstRound,
    /// Not that many shares may be sold: never the director certificate (R36).
    SellTooMany {
        /// The company.
        company: CompanyId,
        /// The most that may be sold.
        sellable: u8,
    },
    /// The company's shares are not traded (it has no share price yet).
    NotTraded {
        /// The company.
        company: CompanyId,
    },
    /// The first purchase of the first Share Round is a director certificate (R40).
    DirectorFirst,
    /// No share of the company is left in the Pool (R37).
    PoolEmpty {
        /// The company.
        company: CompanyId,
    },
    /// A company sold in this Share Round is not bought back in it (R36).
    SoldThisRound {
        /// The company.
        company: CompanyId,
    },
    /// A player holds at most 60% of a company (R39, A11).
    HoldingLimit {
        /// The company.
        company: CompanyId,
        /// The limit, in percent.
        percent: u8,
    },
    /// The certificate limit (R38, A10).
    CertificateLimit {
        /// The limit for this number of players.
        limit: u32,
    },
    /// The player's cash does not cover the price.
    CashShort {
        /// The price.
        cost: Money,
        /// The cash.
        cash: Money,
    },

    // --- Company Rounds (R42–R58) ---
    /// The total dividend is a multiple of 10 (R51).
    DividendUnit {
        /// The unit.
        unit: Money,
    },
    /// The dividend comes from the Revenue space; Treasury money is never paid out (R51).
    DividendOverRevenue {
        /// What the Revenue space holds.
        revenue: Money,
    },
    /// No tram is for sale on that space (R47).
    NoTramThere,
    /// A company owns at most 3 trams (R48).
    TramLimit {
        /// The limit.
        limit: usize,
    },
    /// A voluntary purchase is paid from the Treasury alone; the director adds money only
    /// for a mandatory tram (R47, A19).
    TramFromTreasury {
        /// The price.
        cost: Money,
        /// The Treasury.
        treasury: Money,
    },
    /// With the director's money only the cheapest tram on offer may be bought (A19 config).
    CheapestTramOnly {
        /// The cheapest price on offer.
        cheapest: Money,
    },
    /// The company has no tram with that number (R47, R49; counted from 0).
    NoSuchTram {
        /// The company.
        company: TramCompany,
        /// The index asked for.
        tram: usize,
    },
    /// The line does not belong to the company (R56).
    NotCompanyLine {
        /// The line.
        line: LineNumber,
        /// The company.
        company: TramCompany,
    },
    /// The tram is already there (R56).
    TramAlreadyThere,
    /// The company owns no tram and must buy one before the end of the round (R50).
    MustBuyTram {
        /// The company.
        company: TramCompany,
    },
    /// The line is not in the line display (R52).
    LineNotOnDisplay {
        /// The line.
        line: LineNumber,
    },
    /// The Treasury does not cover the cost; the director does not pay (R52, A22, A25).
    TreasuryShort {
        /// The cost.
        cost: Money,
        /// The Treasury.
        treasury: Money,
    },

    // --- Line Rounds (R59–R93) ---
    /// The line scrapped its tram, which ended its construction (18xx.games).
    ConstructionEnded {
        /// The line.
        line: LineNumber,
    },
    /// The line has already laid or upgraded a tile this turn (R61).
    AlreadyLaid {
        /// The line.
        line: LineNumber,
    },
    /// The line has already laid a Stadtbahn tile this turn (R61).
    AlreadyLaidStadtbahn {
        /// The line.
        line: LineNumber,
    },
    /// The line has placed its station marker this turn; a second comes only from a
    /// Stadtbahn bonus (R77).
    AlreadyPlacedStation {
        /// The line.
        line: LineNumber,
    },
    /// The lay breaks a rule of laying (R61–R76).
    Lay(LayError),
    /// A marker cannot go there or come off there (the board's own checks).
    Board(BoardError),
    /// The route breaks a rule of running (R63, R64, R84–R87).
    Route(RouteError),
    /// The route given earns less than the best route, which the tram must run (R87).
    NotBestRoute {
        /// What the given route earns.
        revenue: Money,
        /// What the best route earns.
        best: Money,
    },
    /// The line has no tram to run, so no route is given (A19).
    NoTramToRun {
        /// The line.
        line: LineNumber,
    },
    /// The line has placed all six of its station markers (R77).
    NoStationLeft {
        /// The line.
        line: LineNumber,
    },
    /// There is no interchange circle there (R77).
    NoCircle {
        /// The hex.
        hex: Hex,
    },
    /// The circle is already taken (R77).
    CircleTaken {
        /// The hex.
        hex: Hex,
    },
    /// The line already has a station marker on that hex (R80).
    StationOnHex {
        /// The hex.
        hex: Hex,
    },
    /// The line has no unblocked track from its stations there (R79).
    NotReached {
        /// The hex.
        hex: Hex,
    },
    /// A circle there is kept free for the home station of a line that has not yet operated
    /// (R81).
    KeptForHome {
        /// The hex.
        hex: Hex,
    },
    /// The line places its home station marker there first (B17).
    HomeFirst {
        /// The line's home hex.
        home: Hex,
    },
    /// The line first puts back the station markers lifted from an OO hex (B17).
    LiftedFirst {
        /// The hex.
        hex: Hex,
    },
    /// There is no Stadtbahn station marker at that circle (R82).
    NoStadtbahnMarker {
        /// The hex.
        hex: Hex,
    },
    /// The terminal Stadtbahn marker cannot be removed, only G3's (R82).
    TerminalMarker {
        /// The hex.
        hex: Hex,
    },
    /// The line must reach the Stadtbahn marker to remove it (A35 b).
    MarkerNotReached {
        /// The hex.
        hex: Hex,
    },
    /// On 18xx.games a line scraps only its own tram, when it would run.
    ScrapOwnTramOnly,
    /// On 18xx.games a company scraps trams in its buying step only.
    ScrapWhileBuyingOnly,
    /// On 18xx.games the company's buying step is over; it arranges its trams now.
    BuyingOver,
    /// On 18xx.games trams are arranged after the buying step (pass to end it first).
    ArrangeAfterBuying,
    /// On 18xx.games a layout may not leave a line without a tram while the company keeps
    /// one spare.
    LineLeftIdle {
        /// The company.
        company: TramCompany,
    },
}

impl From<LayError> for Refusal {
    fn from(e: LayError) -> Refusal {
        Refusal::Lay(e)
    }
}

impl From<BoardError> for Refusal {
    fn from(e: BoardError) -> Refusal {
        Refusal::Board(e)
    }
}

impl From<RouteError> for Refusal {
    fn from(e: RouteError) -> Refusal {
        Refusal::Route(e)
    }
}

impl std::error::Error for Refusal {}

impl fmt::Display for Who {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Who::Player(p) => write!(f, "player {}", u16::from(*p) + 1),
            Who::Company(c) => f.write_str(c.row().abbreviation),
            Who::Line(l) => write!(f, "line {l}"),
        }
    }
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Expected::ChoosePrivate => "choose a private to auction, or pass",
            Expected::BidPrivate => "bid on the private up for auction, or pass",
            Expected::PickOrderCard => "pick a Playing Order Card",
            Expected::BuyDirector => {
                "your first action in the first Share Round is buying a director certificate"
            }
            Expected::ShareTurn => "in a Share Round you sell, buy or pass",
            Expected::Dividend => "the company decides its dividend now",
            Expected::Trams => "the company buys and arranges trams now, then is done",
            Expected::ChooseLine => "the company chooses a line to auction now, or passes",
            Expected::BidLine => "the company bids on the line up for auction now, or passes",
            Expected::LineTurn => {
                "in a Line Round the lines lay track, place station markers and run their trams"
            }
            Expected::Bonus => "first perform the bonus action of the Stadtbahn tile, or skip it",
            Expected::HomeMarker => "the line places its home station marker first (B17)",
            Expected::LiftedMarkers => {
                "the line first puts back the station markers lifted from its hex (B17)"
            }
            Expected::OfferAnswer => {
                "the owner of the private accepts or refuses the company's offer first (R93)"
            }
            Expected::Nothing => "the game is over",
        })
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::GameOver => f.write_str("the game is over"),
            Refusal::NotYourTurn { expected, got } => {
                write!(f, "it is not your turn: {expected} decides now, not {got}")
            }
            Refusal::NotNow { expected } => write!(f, "{expected}"),
            Refusal::PrivateNotInGame { private } => write!(f, "{private:?} is not in this game"),
            Refusal::NotTheOwner { private } => {
                write!(f, "only the owner of {private:?} can return it")
            }
            Refusal::OwnerNotDeciding { .. } => {
                f.write_str("a private can be returned when its owner is the one to decide")
            }
            Refusal::PrivateNotForSale { private } => write!(f, "{private:?} is not for sale"),
            Refusal::ChoiceNeedsFaceValue { face, cash } => write!(
                f,
                "choosing a private is its opening bid, at least its face value {face}; you \
                 have {cash}"
            ),
            Refusal::OpeningBidDue { face } => write!(
                f,
                "choosing a private is its opening bid: bid at least its face value, {face}"
            ),
            Refusal::FirstPrivateCompulsory => {
                f.write_str("the Starting Player must put the first private up for auction")
            }
            Refusal::BidTooLow { min } => write!(f, "the bid must be at least {min}"),
            Refusal::BidNotInSteps { step } => write!(f, "bids go up in steps of {step}"),
            Refusal::BidOverCash { cash } => {
                write!(f, "a bid cannot exceed your cash, {cash}")
            }
            Refusal::PrivatePriceRange { face } => {
                write!(f, "the price is 1 to the face value, {face}")
            }
            Refusal::PrivatesNotYet => {
                f.write_str("tram companies buy privates from LR2a on (R26)")
            }
            Refusal::PrivateFromPlayersOnly => {
                f.write_str("a tram company buys privates from players only (A33)")
            }
            Refusal::OfferPending { private, player } => write!(
                f,
                "player {} first answers the offer for {private:?} (R93)",
                u16::from(*player) + 1
            ),
            Refusal::OfferRefused { private } => {
                write!(f, "the owner refused an offer for {private:?} this turn (R93)")
            }
            Refusal::NoSuchOrderCard { cards } => {
                write!(f, "the cards are numbered 1 to {cards}")
            }
            Refusal::OrderCardTaken { card } => write!(f, "card {card} is already taken"),
            Refusal::DirectorNotNow => {
                f.write_str("director certificates are bought in the first Share Round, once")
            }
            Refusal::HasDirector { company } => {
                write!(f, "{} already has a director", company.row().abbreviation)
            }
            Refusal::CompanyNotInGame { company } => {
                write!(f, "{} is not in this game", company.row().abbreviation)
            }
            Refusal::NoSuchPar { par } => {
                write!(f, "{par} is no par price: the par price is 70, 80, 90 or 100")
            }
            Refusal::ParNeedsCash { par, due, cash } => {
                write!(f, "par {par} needs {due} in cash on top of the card, and you have {cash}")
            }
            Refusal::NoSalesInFirstRound => {
                f.write_str("nothing may be sold in the first Share Round")
            }
            Refusal::SellTooMany { sellable, .. } => write!(
                f,
                "you can sell at most {sellable} of those shares (never the director certificate)"
            ),
            Refusal::NotTraded { .. } => f.write_str("that company's shares are not for sale"),
            Refusal::DirectorFirst => {
                f.write_str("your first purchase must be a director certificate")
            }
            Refusal::PoolEmpty { .. } => {
                f.write_str("no share of that company is left in the Pool")
            }
            Refusal::SoldThisRound { .. } => {
                f.write_str("you sold that company in this Share Round")
            }
            Refusal::HoldingLimit { percent, .. } => {
                write!(f, "you already hold {percent}% of that company")
            }
            Refusal::CertificateLimit { limit } => {
                write!(f, "you are at the certificate limit of {limit}")
            }
            Refusal::CashShort { cost, cash } => write!(f, "it costs {cost} and you have {cash}"),
            Refusal::DividendUnit { unit } => {
                write!(f, "the total dividend is a multiple of {unit}")
            }
            Refusal::DividendOverRevenue { revenue } => write!(
                f,
                "the dividend comes from the Revenue space, which holds {revenue}; Treasury \
                 money is never paid out"
            ),
            Refusal::NoTramThere => f.write_str("there is no tram for sale on that space"),
            Refusal::TramLimit { limit } => write!(f, "a company owns at most {limit} trams"),
            Refusal::TramFromTreasury { cost, treasury } => write!(
                f,
                "the tram costs {cost} and the Treasury holds {treasury}; the director adds \
                 money only for a company's mandatory tram"
            ),
            Refusal::CheapestTramOnly { cheapest } => write!(
                f,
                "with the director's money only the cheapest tram on offer ({cheapest}) may be \
                 bought"
            ),
            Refusal::NoSuchTram { company, tram } => write!(
                f,
                "{} has no tram number {}",
                company.row().abbreviation,
                tram.saturating_add(1)
            ),
            Refusal::NotCompanyLine { line, company } => {
                write!(f, "line {line} does not belong to {}", company.row().abbreviation)
            }
            Refusal::TramAlreadyThere => f.write_str("the tram is already there"),
            Refusal::MustBuyTram { company } => write!(
                f,
                "{} owns no tram and must buy one before the end of the round",
                company.row().abbreviation
            ),
            Refusal::LineNotOnDisplay { line } => {
                write!(f, "line {line} is not in the line display")
            }
            Refusal::TreasuryShort { cost, treasury } => write!(
                f,
                "it costs {cost} and the Treasury holds {treasury}; the director does not pay"
            ),
            Refusal::ConstructionEnded { line } => {
                write!(f, "line {line} scrapped its tram, which ended its construction")
            }
            Refusal::AlreadyLaid { line } => {
                write!(f, "line {line} has already laid or upgraded a tile this turn (R61)")
            }
            Refusal::AlreadyLaidStadtbahn { line } => {
                write!(f, "line {line} has already laid a Stadtbahn tile this turn (R61)")
            }
            Refusal::AlreadyPlacedStation { line } => write!(
                f,
                "line {line} has already placed its station marker this turn; a second one \
                 comes only from a Stadtbahn bonus (R77)"
            ),
            Refusal::Lay(e) => write!(f, "{e}"),
            Refusal::Board(e) => write!(f, "{e}"),
            Refusal::Route(e) => write!(f, "{e}"),
            Refusal::NotBestRoute { revenue, best } => write!(
                f,
                "that route earns {revenue}, but the line can earn {best}: the tram must run \
                 the best route (R87)"
            ),
            Refusal::NoTramToRun { line } => write!(f, "line {line} has no tram to run (A19)"),
            Refusal::NoStationLeft { line } => {
                write!(f, "line {line} has placed all six of its station markers")
            }
            Refusal::NoCircle { hex } => write!(f, "there is no interchange circle there on {hex}"),
            Refusal::CircleTaken { hex } => write!(f, "the circle on {hex} is already taken"),
            Refusal::StationOnHex { hex } => {
                write!(f, "the line already has a station marker on {hex} (R80)")
            }
            Refusal::NotReached { hex } => {
                write!(f, "the line has no unblocked track from its stations to {hex} (R79)")
            }
            Refusal::KeptForHome { hex } => write!(
                f,
                "a circle on {hex} is kept free for the home station of a line that has not yet \
                 operated (R81)"
            ),
            Refusal::HomeFirst { home } => {
                write!(f, "the line places its home station marker on {home} first (B17)")
            }
            Refusal::LiftedFirst { hex } => {
                write!(f, "the line first puts back the station markers lifted from {hex} (B17)")
            }
            Refusal::NoStadtbahnMarker { hex } => {
                write!(f, "there is no Stadtbahn station marker at that circle of {hex}")
            }
            Refusal::TerminalMarker { hex } => write!(
                f,
                "the terminal Stadtbahn marker on {hex} cannot be removed (only G3's can)"
            ),
            Refusal::MarkerNotReached { hex } => {
                write!(f, "the line must reach the Stadtbahn marker on {hex} to remove it")
            }
            Refusal::ScrapOwnTramOnly => {
                f.write_str("on 18xx.games a line scraps only its own tram, when it would run")
            }
            Refusal::ScrapWhileBuyingOnly => {
                f.write_str("on 18xx.games trams are scrapped in the buying step only")
            }
            Refusal::BuyingOver => {
                f.write_str("the buying step is over: arrange the trams or finish")
            }
            Refusal::ArrangeAfterBuying => {
                f.write_str("trams are arranged after the buying step: finish buying first")
            }
            Refusal::LineLeftIdle { company } => write!(
                f,
                "{} keeps a spare tram: no line of it may be left without one",
                company.row().abbreviation
            ),
        }
    }
}
