//! Why an action is not legal: data naming the rule (the app words it; `Display` is the
//! command line's English).

use std::fmt;

/// Why an action is refused. Each names the rule (R-number of the module doc) it breaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Refusal {
    /// The game is over.
    GameOver,
    /// The action is not one of the decision waited for now (R9: one action per turn; the
    /// effects of an action are resolved before the next).
    NotNow,
    /// That start-bonus card has been taken (R5).
    StartBonusTaken,
    /// The space is not on the board with this many players, or not in this round (T4, R15).
    NoSuchSpace,
    /// The space is occupied this round (R9).
    Occupied,
    /// The engineer was used this round (R30, A11) or is not the player's.
    EngineerUsed,
    /// Not what the space takes: its workers and its rubles (R9, R10).
    WrongPayment,
    /// The player has not that many workers, temporary workers or rubles (R9).
    CannotPay,
    /// An engineer was hired this round (R30).
    AlreadyHired,
    /// A turn-order space under the player's own position, or both of them (R13).
    TurnOrderSpace,
    /// The action could not be performed completely (R9, S11).
    Incomplete,
    /// No such advance is owed now.
    NoAdvance,
    /// The colour is not on this railway or not unlocked (R16, R18).
    ColourNotHere,
    /// A track may not reach the one before it nor pass the railway's end (R17).
    TrackBlocked,
    /// The industry marker may not move there: an empty factory gap, the last space without
    /// five factories, the other marker's space or the end (R25, R26).
    IndustryBlocked,
    /// No such tile: the stacks are empty or no such factory lies beside them (R23).
    NoTile,
    /// A locomotive goes on an empty slot or replaces a lower one (R21).
    LocomotiveSlot,
    /// Factories fill the left-most empty slot; a built one is replaced only with all five
    /// built (R22).
    FactorySlot,
    /// The build asks for the other kind (R20).
    WrongBuild,
    /// That bonus token is used (R41).
    TokenUsed,
    /// That "?" card is gone (T8).
    QuestionCardGone,
    /// No such card in the end-bonus pile (R42).
    NotInPile,
    /// Not a space holding exactly one of the player's workers, or one that cannot be used
    /// again (T6 factory 2; R14 for the turn-order worker: an empty one-worker space).
    CannotReuse,
    /// A board action must be completed: it cannot be given up (R9, S11).
    MustComplete,
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            Refusal::GameOver => "the game is over",
            Refusal::NotNow => "not now",
            Refusal::StartBonusTaken => "that start bonus is taken",
            Refusal::NoSuchSpace => "no such space now",
            Refusal::Occupied => "the space is occupied",
            Refusal::EngineerUsed => "that engineer is used or not yours",
            Refusal::WrongPayment => "not what the space takes",
            Refusal::CannotPay => "not enough workers or rubles",
            Refusal::AlreadyHired => "an engineer was hired this round",
            Refusal::TurnOrderSpace => "not that turn-order space",
            Refusal::Incomplete => "the action cannot be completed",
            Refusal::NoAdvance => "no such advance is owed",
            Refusal::ColourNotHere => "that colour is not on this railway",
            Refusal::TrackBlocked => "the track is blocked",
            Refusal::IndustryBlocked => "the industry marker is blocked",
            Refusal::NoTile => "no such tile",
            Refusal::LocomotiveSlot => "not a slot for that locomotive",
            Refusal::FactorySlot => "not a slot for a factory",
            Refusal::WrongBuild => "the other kind is to be built",
            Refusal::TokenUsed => "that token is used",
            Refusal::QuestionCardGone => "that card is gone",
            Refusal::NotInPile => "no such card in the pile",
            Refusal::CannotReuse => "that space cannot be used again",
            Refusal::MustComplete => "a board action must be completed",
        };
        f.write_str(text)
    }
}
