//! What happened, for the game log. The app turns events into words in the player's language;
//! the engine only records facts. [`Event::tells`] says whether an event tells its action, the
//! decision, or what followed from it by the rules (the app marks only the first as a
//! computer's).

use serde::{Deserialize, Serialize};

use crate::data::game_tables::{Money, Round, TramColor, TramCompany, TramSpace};
use crate::data::{Landmark, StadtbahnCompany, TileId};
use crate::map::graph::NodeRef;
use crate::map::{Hex, Rotation};
use crate::rules::LineNumber;

use super::action::Action;
use super::state::{CompanyId, Owner, PlayerId};

/// One fact of the game log.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// A round began.
    RoundStarted {
        /// The round.
        round: Round,
    },
    /// A player passed.
    Passed {
        /// Who.
        player: PlayerId,
    },
    /// A private was put up for auction.
    PrivateChosen {
        /// Who chose.
        player: PlayerId,
        /// Which.
        private: Landmark,
    },
    /// A bid on a private.
    PrivateBid {
        /// Who.
        player: PlayerId,
        /// Which.
        private: Landmark,
        /// How much.
        amount: Money,
    },
    /// A private was sold at auction.
    PrivateBought {
        /// The winner.
        player: PlayerId,
        /// Which.
        private: Landmark,
        /// The price.
        price: Money,
    },
    /// Nobody bid on the first private: its price drops by 5 (R31).
    PrivatePriceDropped {
        /// Which.
        private: Landmark,
        /// The new face value.
        price: Money,
    },
    /// A private paid its dividend.
    PrivateDividend {
        /// Which.
        private: Landmark,
        /// To whom.
        owner: Owner,
        /// How much.
        amount: Money,
    },
    /// A private went back to the bank (R25).
    PrivateReturned {
        /// Which.
        private: Landmark,
        /// Its owner.
        owner: Owner,
        /// The face value paid.
        amount: Money,
    },
    /// A company offered to buy a private from a player, who answers next (R93).
    PrivateOffered {
        /// Which.
        private: Landmark,
        /// The owner.
        player: PlayerId,
        /// The company offering.
        company: TramCompany,
        /// The price offered.
        price: Money,
    },
    /// The owner refused a company's offer for a private (R93); the company may not offer
    /// for it again this turn.
    PrivateOfferRefused {
        /// Which.
        private: Landmark,
        /// The owner.
        player: PlayerId,
        /// The company that offered.
        company: TramCompany,
        /// The price refused.
        price: Money,
    },
    /// A company bought a private from a player (R93).
    PrivateSoldToCompany {
        /// Which.
        private: Landmark,
        /// The seller.
        player: PlayerId,
        /// The buyer.
        company: TramCompany,
        /// The price.
        price: Money,
    },
    /// A player took a Playing Order Card (R32) or the order was re-dealt (R35).
    OrderCard {
        /// Who.
        player: PlayerId,
        /// Which card.
        card: u8,
    },
    /// A director certificate was bought (R40).
    DirectorBought {
        /// The new director.
        player: PlayerId,
        /// The company.
        company: TramCompany,
        /// The par price.
        par: Money,
        /// Cash paid on top of the Pre-emptive Right card.
        cash: Money,
    },
    /// Tram companies nobody took left the game (R40.5).
    CompanyRemoved {
        /// The company.
        company: TramCompany,
    },
    /// A director sold into the director certificate and the holder of the five 10% shares
    /// took it over ([`RuleOptions::director_certificate_changes_hands`](crate::game::setup::RuleOptions)).
    DirectorChanged {
        /// The company.
        company: TramCompany,
        /// The director who sold.
        from: PlayerId,
        /// The new director.
        to: PlayerId,
    },
    /// Shares were sold (R36).
    SharesSold {
        /// The seller.
        player: PlayerId,
        /// The company.
        company: CompanyId,
        /// How many.
        count: u8,
        /// Paid per share.
        price: Money,
    },
    /// A share was bought (R37).
    ShareBought {
        /// The buyer.
        player: PlayerId,
        /// The company.
        company: CompanyId,
        /// The price.
        price: Money,
    },
    /// A share price changed.
    PriceMoved {
        /// The company.
        company: CompanyId,
        /// The old price.
        from: Money,
        /// The new price.
        to: Money,
    },
    /// A dividend was paid (R46, R51).
    DividendPaid {
        /// The company.
        company: CompanyId,
        /// The total.
        total: Money,
        /// Per 10% share.
        per_share: Money,
        /// What went to the Treasury.
        to_treasury: Money,
    },
    /// Trams moved along the buying spaces (R43).
    TramsMoved {
        /// Colours on the left, middle and right space afterwards.
        spaces: [Option<TramColor>; 3],
        /// Trams removed from the right space.
        removed: u32,
    },
    /// A company bought a tram (R47, R50).
    TramBought {
        /// The company.
        company: TramCompany,
        /// The colour.
        color: TramColor,
        /// From which space.
        space: TramSpace,
        /// The price.
        price: Money,
        /// Paid by the director (mandatory tram).
        from_director: Money,
        /// Loans taken by the director.
        loans: u32,
    },
    /// A tram was assigned to a line or unassigned.
    TramAssigned {
        /// The company.
        company: TramCompany,
        /// The tram's colour.
        color: TramColor,
        /// The line.
        line: Option<LineNumber>,
    },
    /// A tram was scrapped (R49).
    TramScrapped {
        /// The company.
        company: TramCompany,
        /// The colour.
        color: TramColor,
    },
    /// A line was put up for auction (R52).
    LineChosen {
        /// The company.
        company: TramCompany,
        /// The line.
        line: LineNumber,
    },
    /// A bid on a line.
    LineBid {
        /// The company.
        company: TramCompany,
        /// The line.
        line: LineNumber,
        /// The amount.
        amount: Money,
    },
    /// A company passed in the line auction.
    LinePassed {
        /// The company.
        company: TramCompany,
    },
    /// A company won a line (R55).
    LineBought {
        /// The company.
        company: TramCompany,
        /// The line.
        line: LineNumber,
        /// The price.
        price: Money,
    },
    /// New line cards were added to the display (R58).
    LinesDealt {
        /// The cards.
        lines: Vec<LineNumber>,
    },
    /// A line's turn began.
    LineTurn {
        /// The line.
        line: LineNumber,
    },
    /// A tile was laid.
    TileLaid {
        /// The line.
        line: LineNumber,
        /// Where.
        hex: Hex,
        /// The tile.
        tile: TileId,
        /// Its rotation.
        rotation: Rotation,
        /// The tile it replaced.
        replaced: Option<TileId>,
        /// Its cost.
        cost: Money,
    },
    /// A station marker was placed.
    StationPlaced {
        /// The line.
        line: LineNumber,
        /// Where.
        at: NodeRef,
        /// Its cost.
        cost: Money,
    },
    /// A Stadtbahn marker was removed (R82).
    StadtbahnMarkerRemoved {
        /// The line.
        line: LineNumber,
        /// Whose marker.
        company: StadtbahnCompany,
        /// Where.
        at: NodeRef,
        /// What the line's company paid the bank (R82).
        cost: Money,
    },
    /// A line ran its tram.
    TramRan {
        /// The line.
        line: LineNumber,
        /// Route revenue (stops + landmarks).
        revenue: Money,
        /// Maintenance and purple bonus.
        adjustment: Money,
        /// The net income.
        income: Money,
    },
    /// A negative income was paid (R89).
    ShortfallPaid {
        /// The company.
        company: TramCompany,
        /// From the Revenue space.
        from_revenue: Money,
        /// From the Treasury.
        from_treasury: Money,
        /// From the director.
        from_director: Money,
        /// Loans taken.
        loans: u32,
    },
    /// A Stadtbahn company ran (R51).
    StadtbahnRan {
        /// The company.
        company: StadtbahnCompany,
        /// Before the multiplier.
        revenue: Money,
        /// After the multiplier.
        total: Money,
    },
    /// The game ended.
    GameEnded {
        /// By agreement rather than after CR6.
        by_agreement: bool,
    },
}

impl Event {
    /// Whether this event tells `action` itself, the decision, rather than what followed from
    /// it by the rules (a price moving after a sale, a round starting, a private's dividend, the
    /// winner of an auction after the last pass). The log marks a computer seat's decisions by
    /// it. Finishing the trams ([`Action::DoneTrams`]), skipping a bonus ([`Action::SkipBonus`])
    /// and ending the turn of a line without a tram ([`Action::RunTram`]) are told by no event
    /// of their own.
    pub fn tells(&self, action: &Action) -> bool {
        use Action as A;
        use Event as E;
        match (action, self) {
            (A::ChoosePrivate { player, private }, E::PrivateChosen { player: p, private: q }) => {
                player == p && private == q
            }
            (
                A::ChoosePrivate { player, .. } | A::BidPrivate { player, .. },
                E::PrivateBid { player: p, .. },
            )
            | (A::PassPrivate { player } | A::PassShare { player }, E::Passed { player: p }) => {
                player == p
            }
            (A::PickOrderCard { player, card }, E::OrderCard { player: p, card: c }) => {
                player == p && card == c
            }
            (
                A::BuyDirector { player, company, .. },
                E::DirectorBought { player: p, company: c, .. },
            ) => player == p && company == c,
            (
                A::SellShares { player, company, .. },
                E::SharesSold { player: p, company: c, .. },
            )
            | (A::BuyShare { player, company }, E::ShareBought { player: p, company: c, .. }) => {
                player == p && company == c
            }
            (A::PayDividend { company, .. }, E::DividendPaid { company: c, .. }) => {
                CompanyId::Tram(*company) == *c
            }
            (A::BuyTram { company, .. }, E::TramBought { company: c, .. })
            | (A::AssignTram { company, .. }, E::TramAssigned { company: c, .. })
            | (A::ScrapTram { company, .. }, E::TramScrapped { company: c, .. })
            | (
                A::ChooseLine { company, .. },
                E::LineChosen { company: c, .. } | E::LineBid { company: c, .. },
            )
            | (A::BidLine { company, .. }, E::LineBid { company: c, .. })
            | (A::PassLine { company }, E::LinePassed { company: c }) => company == c,
            (
                A::LayTile { line, .. } | A::LayStadtbahn { line, .. } | A::BonusTile { line, .. },
                E::TileLaid { line: l, .. },
            )
            | (A::PlaceStation { line, .. }, E::StationPlaced { line: l, .. })
            | (A::RemoveStadtbahnMarker { line, .. }, E::StadtbahnMarkerRemoved { line: l, .. })
            | (A::RunTram { line, .. }, E::TramRan { line: l, .. }) => line == l,
            (
                A::BuyPrivate { private, .. },
                E::PrivateOffered { private: q, .. } | E::PrivateSoldToCompany { private: q, .. },
            )
            | (
                A::AnswerPrivateOffer { private, .. },
                E::PrivateSoldToCompany { private: q, .. }
                | E::PrivateOfferRefused { private: q, .. },
            )
            | (A::ReturnPrivate { private, .. }, E::PrivateReturned { private: q, .. }) => {
                private == q
            }
            (A::EndGame, E::GameEnded { by_agreement }) => *by_agreement,
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Actor, Game, Setup};
    use rand::SeedableRng;

    /// The events that follow from the rules alone, never a decision.
    fn automatic(e: &Event) -> bool {
        matches!(
            e,
            Event::RoundStarted { .. }
                | Event::PriceMoved { .. }
                | Event::PrivateDividend { .. }
                | Event::PrivateBought { .. }
                | Event::PrivatePriceDropped { .. }
                | Event::TramsMoved { .. }
                | Event::LinesDealt { .. }
                | Event::LineTurn { .. }
                | Event::LineBought { .. }
                | Event::CompanyRemoved { .. }
                | Event::StadtbahnRan { .. }
                | Event::ShortfallPaid { .. }
                | Event::GameEnded { by_agreement: false }
        )
    }

    /// Events that tell a decision, or follow from another one by the rules: the last order
    /// card goes to the last player (R32); a company with nothing to pay pays nothing (R46); a
    /// tram bought goes on a line without one (R47); a line bought takes its home station; a
    /// seat or company that cannot act is passed for; a tram over the limit is scrapped.
    fn also_follows(e: &Event) -> bool {
        matches!(
            e,
            Event::OrderCard { .. }
                | Event::DividendPaid { .. }
                | Event::TramAssigned { .. }
                | Event::StationPlaced { .. }
                | Event::Passed { .. }
                | Event::LinePassed { .. }
                | Event::TramScrapped { .. }
        )
    }

    #[test]
    fn every_decision_is_told_by_an_event_of_its_own_and_no_automatic_event_tells_one() {
        let mut game = Game::new(Setup::new(&["Anna", "Bruno", "Clara"], 11)).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        let (mut told, mut after) = (0, 0);
        let mut kinds = Vec::new();
        while let Some(action) = crate::selfplay::random_move(&game, &mut rng) {
            let events = game.apply(&action).unwrap();
            let telling = events.iter().filter(|e| e.tells(&action)).count();
            // What an action does besides the decision follows from the rules; a decision told
            // by no event (a pass that ends a turn already ended, a line without a tram) is told
            // by nothing at all.
            for e in events.iter().filter(|e| !e.tells(&action)) {
                assert!(
                    automatic(e) || also_follows(e),
                    "{e:?} neither tells {action:?} nor follows by the rules"
                );
            }
            if telling > 0 {
                let kind = std::mem::discriminant(&action);
                if !kinds.contains(&kind) {
                    kinds.push(kind);
                }
            }
            for e in events.iter().filter(|e| automatic(e)) {
                assert!(!e.tells(&action), "{e:?} tells {action:?}");
            }
            told += telling;
            after += events.len() - telling;
        }
        assert!(game.is_over());
        assert!(told > 100 && after > 100, "{told} decisions, {after} consequences");
        assert!(kinds.len() > 12, "{} kinds of decision", kinds.len());
    }

    #[test]
    fn the_last_pass_of_an_auction_tells_the_pass_not_the_winners_purchase() {
        let mut game = Game::new(Setup::new(&["Anna", "Bruno", "Clara"], 11)).unwrap();
        let first = game.state().by_order_card()[0];
        let choose = game
            .available()
            .moves
            .iter()
            .map(|m| m.lowest())
            .find(|a| matches!(a, Action::ChoosePrivate { .. }))
            .unwrap();
        game.apply(&choose).unwrap();
        // The chooser bids first (R30.1), the others pass: the chooser buys the private.
        let bid = game
            .available()
            .moves
            .iter()
            .map(|m| m.lowest())
            .find(|a| matches!(a, Action::BidPrivate { player, .. } if *player == first))
            .unwrap();
        let mut events = game.apply(&bid).unwrap();
        assert_eq!(events.iter().filter(|e| e.tells(&bid)).count(), 1, "{events:?}");
        while !events.iter().any(|e| matches!(e, Event::PrivateBought { .. })) {
            let Actor::Player { player } = game.available().actor else { panic!("a player bids") };
            assert_ne!(player, first, "the others pass in turn");
            let pass = Action::PassPrivate { player };
            events = game.apply(&pass).unwrap();
            let told: Vec<&Event> = events.iter().filter(|e| e.tells(&pass)).collect();
            assert_eq!(told, [&Event::Passed { player }]);
        }
        let bought = events.iter().find(|e| matches!(e, Event::PrivateBought { .. })).unwrap();
        assert!(matches!(bought, Event::PrivateBought { player, .. } if *player == first));
    }
}
