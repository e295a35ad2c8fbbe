//! What players do: the actions of the log, and what [`Game::available`](super::Game::available)
//! offers (digest §1.13, the action catalogue). An [`Action`] is written by serde's derive and
//! read by hand (`fields`): one reader for every type instead of serde's tagged one, the
//! largest single function of the wasm.

use serde::{Deserialize, Serialize};

use crate::data::game_tables::{Money, TramCompany, TramSpace};
use crate::data::{Landmark, TileId};
use crate::map::graph::{NodeRef, PathRef};
use crate::map::{Hex, Rotation};
use crate::rules::LineNumber;

use super::state::{CompanyId, Owner, PlayerId};

/// One decision. The log of a game is a list of these; `apply` checks every field.
///
/// Written as `{"type": "bid_private", "player": 0, "amount": 45}` (serde's internally tagged
/// enum) and read by hand ([`fields::Fields`]): serde's own reader of an internally tagged enum
/// buffers every action and has a reader per variant, the largest single function of the wasm.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    // ----- Pre-Share Round (VI) -----
    /// Put a private up for auction (R30.1), optionally with an opening bid (A2).
    ChoosePrivate {
        /// Who chooses.
        player: PlayerId,
        /// Which private.
        private: Landmark,
    },
    /// Bid on the private up for auction (R30).
    BidPrivate {
        /// Who bids.
        player: PlayerId,
        /// The bid: at least the face value, then in steps of 5.
        amount: Money,
    },
    /// Decline to choose a private, or leave the current auction (R30.3).
    PassPrivate {
        /// Who passes.
        player: PlayerId,
    },
    /// Take a Playing Order Card after the Pre-Share Round, least cash first (R32).
    PickOrderCard {
        /// Who picks.
        player: PlayerId,
        /// The card, 1..=n.
        card: u8,
    },

    // ----- Share Rounds (VII) -----
    /// Buy a tram company's director certificate at a par price (R40).
    BuyDirector {
        /// The buyer.
        player: PlayerId,
        /// The company.
        company: TramCompany,
        /// 70, 80, 90 or 100.
        par: Money,
    },
    /// Sell 10% shares of one company to the Pool (R36).
    SellShares {
        /// The seller.
        player: PlayerId,
        /// The company.
        company: CompanyId,
        /// How many 10% shares.
        count: u8,
    },
    /// Buy one 10% share from the Pool (R37).
    BuyShare {
        /// The buyer.
        player: PlayerId,
        /// The company.
        company: CompanyId,
    },
    /// End the turn without buying (R34).
    PassShare {
        /// Who passes.
        player: PlayerId,
    },

    // ----- Company Rounds (VIII) -----
    /// Pay a dividend from the Revenue space (R46).
    PayDividend {
        /// The company.
        company: TramCompany,
        /// A multiple of 10 up to the Revenue space.
        amount: Money,
    },
    /// Buy a tram from a buying space (R47, R50).
    BuyTram {
        /// The company.
        company: TramCompany,
        /// The space.
        space: TramSpace,
    },
    /// Put a tram on a line, or take it off (R47, A19, A51).
    AssignTram {
        /// The company.
        company: TramCompany,
        /// Index into the company's trams.
        tram: usize,
        /// The line, or `None` to leave it unassigned.
        line: Option<LineNumber>,
    },
    /// Scrap a tram (R49).
    ScrapTram {
        /// The company.
        company: TramCompany,
        /// Index into the company's trams.
        tram: usize,
    },
    /// Finish buying and arranging trams for now.
    DoneTrams {
        /// The company.
        company: TramCompany,
    },
    /// Choose a line from the display and open its auction (R52, A22).
    ChooseLine {
        /// The company.
        company: TramCompany,
        /// The line.
        line: LineNumber,
        /// The opening bid, at least 20, a multiple of 5.
        amount: Money,
    },
    /// Bid on the line up for auction (R52).
    BidLine {
        /// The company.
        company: TramCompany,
        /// Higher than the last bid, a multiple of 5.
        amount: Money,
    },
    /// Pass on choosing (out for this Company Round) or on bidding (out of this auction) (R54).
    PassLine {
        /// The company.
        company: TramCompany,
    },

    // ----- Line Rounds (IX) -----
    /// The line's normal tile lay or upgrade (R61 i).
    LayTile {
        /// The line.
        line: LineNumber,
        /// Where.
        hex: Hex,
        /// The tile id.
        tile: TileId,
        /// Its rotation.
        rotation: Rotation,
    },
    /// The line's yellow Stadtbahn tile (R61 ii, R73).
    LayStadtbahn {
        /// The line.
        line: LineNumber,
        /// Where.
        hex: Hex,
        /// The tile id.
        tile: TileId,
        /// Its rotation.
        rotation: Rotation,
    },
    /// The tile of a bonus action (extra yellow, red, purple, green upgrade) (R73).
    BonusTile {
        /// The line.
        line: LineNumber,
        /// Where.
        hex: Hex,
        /// The tile id.
        tile: TileId,
        /// Its rotation.
        rotation: Rotation,
    },
    /// Place a station marker (R77–R81), also the bonus extra marker.
    PlaceStation {
        /// The line.
        line: LineNumber,
        /// The circle.
        at: NodeRef,
    },
    /// Pay 40 to remove a Stadtbahn station marker (R82, A35).
    RemoveStadtbahnMarker {
        /// The line.
        line: LineNumber,
        /// The circle.
        at: NodeRef,
    },
    /// Give up the bonus action still open (R73: it is optional).
    SkipBonus {
        /// The line.
        line: LineNumber,
    },
    /// The company of the line whose turn it is offers to buy a private from a player (R93).
    /// The sale is made when the owner accepts ([`Action::AnswerPrivateOffer`]); at once when
    /// the owner is the company's director.
    BuyPrivate {
        /// The line whose turn it is.
        line: LineNumber,
        /// The private.
        private: Landmark,
        /// 1 to face value.
        price: Money,
    },
    /// The owner of the private a company offered to buy answers the offer (R6, R93): the
    /// sale is made at the offered price, or not at all.
    AnswerPrivateOffer {
        /// The private offered for.
        private: Landmark,
        /// Whether the owner sells at the offered price.
        accept: bool,
    },
    /// End construction and run the tram (R84–R89). Without a route the engine runs the best
    /// one; a given route must be valid and earn the most (R87).
    RunTram {
        /// The line.
        line: LineNumber,
        /// The route as pieces of track in order, or `None` for the best route.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        route: Option<Vec<PathRef>>,
    },

    // ----- Any time -----
    /// Return a private to the bank for its face value (R25, A50).
    ReturnPrivate {
        /// Its owner.
        owner: Owner,
        /// The private.
        private: Landmark,
    },
    /// End the game now by agreement; it is scored as if it had ended.
    EndGame,
}

impl Action {
    /// The same action, a tile lay naming the lowest rotation that gives its tile the same
    /// track (the one `available()` offers); other actions are returned unchanged. Reads
    /// version 1 saves ([`super::SAVE_VERSION`]).
    pub fn lay_as_offered(&self) -> Action {
        let mut action = self.clone();
        if let Action::LayTile { tile, rotation, .. }
        | Action::LayStadtbahn { tile, rotation, .. }
        | Action::BonusTile { tile, rotation, .. } = &mut action
        {
            *rotation = crate::rules::laying::canonical_rotation(tile.def(), *rotation);
        }
        action
    }

    /// The same action with its amount (bid, dividend, price) replaced; other actions are
    /// returned unchanged. Used with [`Move::Amount`].
    pub fn with_amount(&self, value: Money) -> Action {
        let mut action = self.clone();
        match &mut action {
            Action::BidPrivate { amount, .. }
            | Action::PayDividend { amount, .. }
            | Action::ChooseLine { amount, .. }
            | Action::BidLine { amount, .. }
            | Action::BuyDirector { par: amount, .. }
            | Action::BuyPrivate { price: amount, .. } => *amount = value,
            _ => {}
        }
        action
    }

    /// Whether this is a line's construction: a tile, a station marker or a removal (R61).
    pub fn is_construction(&self) -> bool {
        matches!(
            self,
            Action::LayTile { .. }
                | Action::LayStadtbahn { .. }
                | Action::BonusTile { .. }
                | Action::PlaceStation { .. }
                | Action::RemoveStadtbahnMarker { .. }
        )
    }

    /// A short name of the action's kind, for error reports ("bid_private").
    pub fn kind(&self) -> &'static str {
        match self {
            Action::ChoosePrivate { .. } => "choose_private",
            Action::BidPrivate { .. } => "bid_private",
            Action::PassPrivate { .. } => "pass_private",
            Action::PickOrderCard { .. } => "pick_order_card",
            Action::BuyDirector { .. } => "buy_director",
            Action::SellShares { .. } => "sell_shares",
            Action::BuyShare { .. } => "buy_share",
            Action::PassShare { .. } => "pass_share",
            Action::PayDividend { .. } => "pay_dividend",
            Action::BuyTram { .. } => "buy_tram",
            Action::AssignTram { .. } => "assign_tram",
            Action::ScrapTram { .. } => "scrap_tram",
            Action::DoneTrams { .. } => "done_trams",
            Action::ChooseLine { .. } => "choose_line",
            Action::BidLine { .. } => "bid_line",
            Action::PassLine { .. } => "pass_line",
            Action::LayTile { .. } => "lay_tile",
            Action::LayStadtbahn { .. } => "lay_stadtbahn",
            Action::BonusTile { .. } => "bonus_tile",
            Action::PlaceStation { .. } => "place_station",
            Action::RemoveStadtbahnMarker { .. } => "remove_stadtbahn_marker",
            Action::SkipBonus { .. } => "skip_bonus",
            Action::BuyPrivate { .. } => "buy_private",
            Action::AnswerPrivateOffer { .. } => "answer_private_offer",
            Action::RunTram { .. } => "run_tram",
            Action::ReturnPrivate { .. } => "return_private",
            Action::EndGame => "end_game",
        }
    }
}

impl<'de> Deserialize<'de> for Action {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        fields::Fields::deserialize(deserializer)?.action()
    }
}

/// An action read as one object of every field any action has, then checked against its type:
/// one reader for all actions. The fields of a valid action read as serde's derived reader
/// reads them, and its errors say the same ("missing field `player`", "unknown variant").
mod fields {
    use serde::de::{self, Deserialize, Deserializer, MapAccess, Visitor};

    use super::*;

    /// The action's type, the `"type"` field.
    #[derive(Deserialize)]
    #[serde(rename_all = "snake_case")]
    enum Kind {
        ChoosePrivate,
        BidPrivate,
        PassPrivate,
        PickOrderCard,
        BuyDirector,
        SellShares,
        BuyShare,
        PassShare,
        PayDividend,
        BuyTram,
        AssignTram,
        ScrapTram,
        DoneTrams,
        ChooseLine,
        BidLine,
        PassLine,
        LayTile,
        LayStadtbahn,
        BonusTile,
        PlaceStation,
        RemoveStadtbahnMarker,
        SkipBonus,
        BuyPrivate,
        AnswerPrivateOffer,
        RunTram,
        ReturnPrivate,
        EndGame,
    }

    /// Every field of every action, each where its action has it.
    #[derive(Deserialize)]
    // Errors name what was expected: this helper's own name means nothing to a player.
    #[serde(expecting = "an action (an object with its \"type\")")]
    pub(super) struct Fields {
        #[serde(rename = "type")]
        kind: Kind,
        player: Option<PlayerId>,
        private: Option<Landmark>,
        amount: Option<Money>,
        card: Option<u8>,
        company: Option<Company>,
        par: Option<Money>,
        count: Option<u8>,
        space: Option<TramSpace>,
        tram: Option<usize>,
        line: Option<LineNumber>,
        hex: Option<Hex>,
        tile: Option<TileId>,
        rotation: Option<Rotation>,
        at: Option<NodeRef>,
        price: Option<Money>,
        route: Option<Vec<PathRef>>,
        owner: Option<Owner>,
        accept: Option<bool>,
    }

    /// `company`: a tram company (`"wiener_tramway"`) in most actions, a [`CompanyId`]
    /// (`{"tram": "wiener_tramway"}`) in share sales and purchases.
    enum Company {
        Tram(TramCompany),
        Id(CompanyId),
    }

    impl<'de> Deserialize<'de> for Company {
        fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
            struct CompanyVisitor;
            impl<'de> Visitor<'de> for CompanyVisitor {
                type Value = Company;
                fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                    f.write_str("string or map")
                }
                fn visit_str<E: de::Error>(self, v: &str) -> Result<Company, E> {
                    TramCompany::deserialize(de::value::StrDeserializer::new(v)).map(Company::Tram)
                }
                fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Company, A::Error> {
                    CompanyId::deserialize(de::value::MapAccessDeserializer::new(map))
                        .map(Company::Id)
                }
            }
            deserializer.deserialize_any(CompanyVisitor)
        }
    }

    /// The tram companies' names as written (serde's list of the variants).
    pub(super) const TRAM_COMPANY_NAMES: &[&str] = &[
        "wiener_tramway",
        "dampftramway_krauss",
        "schaeck_jaquet",
        "bau_und_betrieb",
        "wien_kagranner",
        "gemeinde_wien",
    ];

    fn need<T, E: de::Error>(field: Option<T>, name: &'static str) -> Result<T, E> {
        field.ok_or_else(|| E::missing_field(name))
    }

    fn tram<E: de::Error>(company: Option<Company>) -> Result<TramCompany, E> {
        match need(company, "company")? {
            Company::Tram(company) => Ok(company),
            // What serde said (the map's key read as the tram company's name), placed at the
            // end of the action rather than at the value.
            Company::Id(id) => Err(E::unknown_variant(
                match id {
                    CompanyId::Tram(_) => "tram",
                    CompanyId::Stadtbahn(_) => "stadtbahn",
                },
                TRAM_COMPANY_NAMES,
            )),
        }
    }

    fn id<E: de::Error>(company: Option<Company>) -> Result<CompanyId, E> {
        match need(company, "company")? {
            Company::Id(company) => Ok(company),
            // A bare name is a unit variant to serde, and CompanyId has none.
            Company::Tram(_) => {
                Err(E::invalid_type(de::Unexpected::UnitVariant, &"newtype variant"))
            }
        }
    }

    impl Fields {
        /// The action of this type, with the fields it has (in the order serde's derived
        /// reader would ask for a missing one).
        pub(super) fn action<E: de::Error>(self) -> Result<Action, E> {
            let f = self;
            Ok(match f.kind {
                Kind::ChoosePrivate => Action::ChoosePrivate {
                    player: need(f.player, "player")?,
                    private: need(f.private, "private")?,
                },
                Kind::BidPrivate => Action::BidPrivate {
                    player: need(f.player, "player")?,
                    amount: need(f.amount, "amount")?,
                },
                Kind::PassPrivate => Action::PassPrivate { player: need(f.player, "player")? },
                Kind::PickOrderCard => Action::PickOrderCard {
                    player: need(f.player, "player")?,
                    card: need(f.card, "card")?,
                },
                Kind::BuyDirector => Action::BuyDirector {
                    player: need(f.player, "player")?,
                    company: tram(f.company)?,
                    par: need(f.par, "par")?,
                },
                Kind::SellShares => Action::SellShares {
                    player: need(f.player, "player")?,
                    company: id(f.company)?,
                    count: need(f.count, "count")?,
                },
                Kind::BuyShare => {
                    Action::BuyShare { player: need(f.player, "player")?, company: id(f.company)? }
                }
                Kind::PassShare => Action::PassShare { player: need(f.player, "player")? },
                Kind::PayDividend => Action::PayDividend {
                    company: tram(f.company)?,
                    amount: need(f.amount, "amount")?,
                },
                Kind::BuyTram => {
                    Action::BuyTram { company: tram(f.company)?, space: need(f.space, "space")? }
                }
                Kind::AssignTram => Action::AssignTram {
                    company: tram(f.company)?,
                    tram: need(f.tram, "tram")?,
                    line: f.line,
                },
                Kind::ScrapTram => {
                    Action::ScrapTram { company: tram(f.company)?, tram: need(f.tram, "tram")? }
                }
                Kind::DoneTrams => Action::DoneTrams { company: tram(f.company)? },
                Kind::ChooseLine => Action::ChooseLine {
                    company: tram(f.company)?,
                    line: need(f.line, "line")?,
                    amount: need(f.amount, "amount")?,
                },
                Kind::BidLine => {
                    Action::BidLine { company: tram(f.company)?, amount: need(f.amount, "amount")? }
                }
                Kind::PassLine => Action::PassLine { company: tram(f.company)? },
                Kind::LayTile => Action::LayTile {
                    line: need(f.line, "line")?,
                    hex: need(f.hex, "hex")?,
                    tile: need(f.tile, "tile")?,
                    rotation: need(f.rotation, "rotation")?,
                },
                Kind::LayStadtbahn => Action::LayStadtbahn {
                    line: need(f.line, "line")?,
                    hex: need(f.hex, "hex")?,
                    tile: need(f.tile, "tile")?,
                    rotation: need(f.rotation, "rotation")?,
                },
                Kind::BonusTile => Action::BonusTile {
                    line: need(f.line, "line")?,
                    hex: need(f.hex, "hex")?,
                    tile: need(f.tile, "tile")?,
                    rotation: need(f.rotation, "rotation")?,
                },
                Kind::PlaceStation => {
                    Action::PlaceStation { line: need(f.line, "line")?, at: need(f.at, "at")? }
                }
                Kind::RemoveStadtbahnMarker => Action::RemoveStadtbahnMarker {
                    line: need(f.line, "line")?,
                    at: need(f.at, "at")?,
                },
                Kind::SkipBonus => Action::SkipBonus { line: need(f.line, "line")? },
                Kind::BuyPrivate => Action::BuyPrivate {
                    line: need(f.line, "line")?,
                    private: need(f.private, "private")?,
                    price: need(f.price, "price")?,
                },
                Kind::AnswerPrivateOffer => Action::AnswerPrivateOffer {
                    private: need(f.private, "private")?,
                    accept: need(f.accept, "accept")?,
                },
                Kind::RunTram => Action::RunTram { line: need(f.line, "line")?, route: f.route },
                Kind::ReturnPrivate => Action::ReturnPrivate {
                    owner: need(f.owner, "owner")?,
                    private: need(f.private, "private")?,
                },
                Kind::EndGame => Action::EndGame,
            })
        }
    }
}

/// Who must decide now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Actor {
    /// A player for themself (Pre-Share Round, Share Rounds).
    Player {
        /// The player.
        player: PlayerId,
    },
    /// A tram company, decided by its director (Company Rounds).
    Company {
        /// The company.
        company: TramCompany,
        /// Its director.
        director: PlayerId,
    },
    /// A line of a company, decided by the director (Line Rounds).
    Line {
        /// The line.
        line: LineNumber,
        /// Its company.
        company: TramCompany,
        /// The director.
        director: PlayerId,
    },
    /// A player answering a company's offer for their private, during a line's turn (R93).
    Seller {
        /// The owner of the private.
        player: PlayerId,
        /// The line whose turn it is.
        line: LineNumber,
        /// The line's company, which made the offer.
        company: TramCompany,
    },
    /// Nobody: the game is over.
    Nobody,
}

impl Actor {
    /// The player who decides: the player (or the seller answering an offer), or the director
    /// of the company or line.
    pub fn player(&self) -> Option<PlayerId> {
        match *self {
            Actor::Player { player } | Actor::Seller { player, .. } => Some(player),
            Actor::Company { director, .. } | Actor::Line { director, .. } => Some(director),
            Actor::Nobody => None,
        }
    }
}

/// One thing the actor may do.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Move {
    /// This exact action.
    Do {
        /// The action.
        action: Action,
    },
    /// The action with any amount from `min` to `max` in steps of `step` (see
    /// [`Action::with_amount`]).
    Amount {
        /// The action; its amount is a placeholder.
        action: Action,
        /// The lowest legal amount.
        min: Money,
        /// The highest legal amount.
        max: Money,
        /// Legal amounts are `min + k × step`.
        step: Money,
    },
}

impl Move {
    /// The action the move stands for (at its lowest amount for amount moves), borrowed.
    pub fn action(&self) -> &Action {
        match self {
            Move::Do { action } | Move::Amount { action, .. } => action,
        }
    }

    /// The move as an action, at the lowest amount for amount moves.
    pub fn lowest(&self) -> Action {
        match self {
            Move::Do { action } => action.clone(),
            Move::Amount { action, min, .. } => action.with_amount(*min),
        }
    }
}

/// What may happen now: who decides and every legal move (finite lists where finite, ranges
/// for amounts). Anything not covered here is refused by `apply`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Available {
    /// Who decides.
    pub actor: Actor,
    /// The legal moves.
    pub moves: Vec<Move>,
}

impl Available {
    /// Nothing to do: the game is over.
    pub fn none() -> Available {
        Available { actor: Actor::Nobody, moves: Vec::new() }
    }

    /// Whether `action` is one of the moves (amounts within their range and step).
    pub fn allows(&self, action: &Action) -> bool {
        self.moves.iter().any(|m| match m {
            Move::Do { action: a } => a == action,
            Move::Amount { action: a, min, max, step } => {
                let amount = amount_of(action);
                amount.is_some_and(|x| {
                    a.with_amount(x) == *action
                        && x >= *min
                        && x <= *max
                        && (x - min) % (*step).max(1) == 0
                })
            }
        })
    }
}

fn amount_of(action: &Action) -> Option<Money> {
    match action {
        Action::BidPrivate { amount, .. }
        | Action::PayDividend { amount, .. }
        | Action::ChooseLine { amount, .. }
        | Action::BidLine { amount, .. }
        | Action::BuyDirector { par: amount, .. }
        | Action::BuyPrivate { price: amount, .. } => Some(*amount),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every action of whole random games reads back as itself, and its kinds are all there.
    #[test]
    fn actions_read_back_as_written() {
        let mut kinds = std::collections::BTreeSet::new();
        for seed in 0..6 {
            let setup = crate::selfplay::random_setup(seed);
            crate::selfplay::play_random(setup, seed, |_, action| {
                let text = serde_json::to_string(action).unwrap();
                let back: Action = serde_json::from_str(&text).unwrap();
                assert_eq!(&back, action, "{text}");
                kinds.insert(action.kind());
            })
            .unwrap();
        }
        assert!(kinds.len() >= 15, "{kinds:?}");
        let by_hand = [
            Action::AssignTram { company: TramCompany::ALL[0], tram: 1, line: None },
            Action::RunTram { line: 3, route: None },
            Action::ReturnPrivate {
                owner: Owner::Company(TramCompany::ALL[1]),
                private: Landmark::Hofburg,
            },
            Action::AnswerPrivateOffer { private: Landmark::Prater, accept: true },
            Action::AnswerPrivateOffer { private: Landmark::Stephansdom, accept: false },
            Action::EndGame,
        ];
        for action in by_hand {
            let text = serde_json::to_string(&action).unwrap();
            assert_eq!(serde_json::from_str::<Action>(&text).unwrap(), action, "{text}");
        }
    }

    /// The errors say what serde's derived reader said (an action of a log, as saves hold them).
    #[test]
    fn a_damaged_action_is_refused_as_before() {
        let error = |text: &str| {
            serde_json::from_str::<Vec<Action>>(&format!("[{text}]")).unwrap_err().to_string()
        };
        assert_eq!(error(r#"{"type":"pass_share"}"#), "missing field `player` at line 1 column 23");
        assert_eq!(error(r#"{"player":0}"#), "missing field `type` at line 1 column 13");
        assert!(error(r#"{"type":"fly","player":0}"#).starts_with(
            "unknown variant `fly`, expected one of `choose_private`, `bid_private`, `pass_private`"
        ));
        assert!(error(r#"{"type":"fly","player":0}"#).ends_with("`end_game` at line 1 column 14"));
        assert_eq!(
            error(r#"{"type":"bid_private","player":0,"amount":"x"}"#),
            // (Serde's derived reader placed a wrong field where the action ended, here column
            // 48; this one places it at the value.)
            "invalid type: string \"x\", expected i64 at line 1 column 46"
        );
        assert_eq!(
            error(r#"{"type":"buy_share","player":1,"company":3}"#),
            "invalid type: integer `3`, expected string or map at line 1 column 43"
        );
        assert_eq!(
            error(r#"{"type":"buy_tram","company":{"tram":"gemeinde_wien"}}"#),
            "unknown variant `tram`, expected one of `wiener_tramway`, `dampftramway_krauss`, \
             `schaeck_jaquet`, `bau_und_betrieb`, `wien_kagranner`, `gemeinde_wien` at line 1 \
             column 56"
        );
        for (company, name) in TramCompany::ALL.into_iter().zip(fields::TRAM_COMPANY_NAMES) {
            assert_eq!(serde_json::to_string(&company).unwrap(), format!("\"{name}\""));
        }
        let null_line = r#"{"type":"assign_tram","company":"wiener_tramway","tram":1,"line":null}"#;
        assert!(matches!(
            serde_json::from_str(null_line),
            Ok(Action::AssignTram { line: None, .. })
        ));
        // Issue 51: what is not an action at all is called one, not by the reader's own name.
        for (text, column) in [("5", 2), ("\"bid\"", 6), ("null", 5)] {
            let message = error(text);
            assert!(!message.contains("Fields"), "{message}");
            assert!(
                message.ends_with(&format!(
                    "expected an action (an object with its \"type\") at line 1 column {column}"
                )),
                "{message}"
            );
        }
        assert!(!error(r#"{"type":5}"#).contains("identifier"), "{}", error(r#"{"type":5}"#));
        let by_id = r#"{"type":"buy_share","player":1,"company":{"tram":"gemeinde_wien"}}"#;
        assert!(matches!(
            serde_json::from_str(by_id),
            Ok(Action::BuyShare { player: 1, company: CompanyId::Tram(TramCompany::GemeindeWien) })
        ));
    }
}
