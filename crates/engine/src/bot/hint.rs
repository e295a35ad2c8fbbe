//! "What would a good player do here?" A hint is the `strong` bot's move for the person to move
//! (not played), with the reason it rates it: as data, which the app words in the player's
//! language. The reason is steady's view of the move (what it adds, what it keeps); the
//! outlook is what the futures the strong bot played after it came to.

use rand::RngCore;
use serde::{Deserialize, Serialize};

use crate::data::board::Landmark;
use crate::data::game_tables::{Money, TramCompany};
use crate::game::{Action, CompanyId, Observation};
use crate::rules::LineNumber;

use super::steady;

/// Why a move is worth playing.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Reason {
    /// A lay, station or bonus changes the line's best route from `before` to `after`
    /// (revenue before maintenance).
    Route { line: LineNumber, before: Money, after: Money },
    /// The line runs its best route, worth `revenue`.
    Run { line: LineNumber, revenue: Money },
    /// Becoming the company's director at this par.
    Director { company: TramCompany, par: Money },
    /// The share brings the player's holding to `percent` of the company.
    Holding { company: CompanyId, percent: u8 },
    /// A private is worth up to its face value (it pays half of it every Company Round).
    Private { private: Landmark, face: Money },
    /// An early order card picks a private first.
    EarlyCard,
    /// The dividend keeps `kept` in the Treasury (all paid out when 0).
    Dividend { company: TramCompany, kept: Money },
    /// A tram for a line that has none.
    TramForLine { company: TramCompany },
    /// A newer tram, before the older ones rust.
    NewerTram { company: TramCompany },
    /// Puts a tram on a line that has none.
    TramOnLine { line: LineNumber },
    /// Another line for the company, which has `lines`.
    NewLine { company: TramCompany, lines: usize },
    /// The company buys its director's private (its bonus for the company's lines).
    CompanyPrivate { private: Landmark },
    /// Nothing on offer is worth its price now.
    Pass,
    /// None of the above.
    Other,
}

/// A hint: the move, why, and what the futures played after it came to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Hint {
    /// The move (one on offer).
    pub action: Action,
    /// Why it is worth playing.
    pub reason: Reason,
    /// When futures were played: how many, and by how much the player ended ahead of the
    /// richest rival on average (negative: behind), counting what its companies hold.
    pub outlook: Option<(usize, Money)>,
}

impl Hint {
    /// The hint for `action` in `observation`, with the futures' `outlook`.
    pub fn new(
        observation: &Observation,
        action: Action,
        outlook: Option<(usize, Money)>,
        rng: &mut dyn RngCore,
    ) -> Hint {
        let reason = steady::reason(observation, &action, rng);
        Hint { action, reason, outlook }
    }
}
