//! Which phrase of `locales/<lang>/railroads.json` words Russian Railroads' data (issue 53,
//! docs/railroads-plan.md step 4). Not written yet: the namespace, its locales and the phrases
//! come with the table. Until then only what the shell needs of the game is here, interim.
//!
//! # The phrase groups it will need (a plan, no locales yet)
//!
//! The terms in each language are `docs/research/russian-railroads-terms.md`'s (to be
//! re-expressed in `docs/glossary.md`); every phrase words data the view models carry.
//!
//! - **Names** (glossary §1, §3, §7): the three railways (`Railway`), the five track colours
//!   (`Colour`), locomotive, factory, doubler, industry marker, revaluation marker, Kiev
//!   medal, ruble ("Münze" or "Rubel" in German: the plan's open choice), worker, temporary
//!   worker, black worker.
//! - **Spaces** (`board::Group`, `BoardSpace`, `Space`; §4–§5): each group's heading, each
//!   fixed space by its gains (`Gain`, worded once: "2 black advances", "a locomotive or a
//!   factory", "2 rubles"…), the public and hire spaces, the turn-order spaces, the last
//!   round's space; costs ("1 worker", "1 worker + 1 ruble") and a payment (`Pay`).
//! - **Engineers** (§6, §15): the fifteen by number, each by its gains; "used this round".
//! - **Player board** (§8, `player.rs`): the special spaces (`Special`) and what each asks
//!   (track colour, a locomotive), St. Petersburg's doubling, Kiev's stars and medal, the
//!   industry track's "?" space, the factory slots.
//! - **Factories** (§14, `FactoryAbility`), **bonus tokens** (§10, `Token`), **"?" cards**
//!   (§11, `QuestionCard`), **end-bonus cards** (§12, `EndBonus`: Spielendekarte), **start
//!   bonuses** (§13, `StartBonus`): a name and a line of what each does.
//! - **The decision** (`decision.rs`): a heading per frame source (`task::Source`) and per
//!   task (`Task`: "advance a track", "build", "place the lifted locomotive or turn it into a
//!   factory", "choose a bonus token"…), "Done", "Pass", the draft, the turn-order worker.
//! - **Refusals** (`Refusal`, all 24): why a space, a payment or a step is not offered — the
//!   lit board's tooltip and a refused move's message (replacing the interim
//!   [`replay_problem`] wording).
//! - **Events** (`Event`, all 28; `PointsFor`): the story's lines, with players' names.
//! - **Scorings** (`scoring.rs`): the table's column and row headings (reach, spaces,
//!   doublers, doubled, stars, medal, industry, cards, majority, round, total).
//! - **Strip** (`strip.rs`): points, workers left, passed, turn order ("1st"…).
//! - **Set-up and saves** (`SetupError`): player count, names, version, rules; the new-game
//!   form (2–4 seats, random / steady / strong) and its intro.
//! - **Hint** (`bot::hint::Reason`): the strong bot's reason as a sentence per variant.
//! - **Rules in short**: the sections of the title bar's panel (`Kind::Railroads` shows none
//!   yet, `games/vienna/components/rules.rs`).

use russian_railroads_engine::ReplayError;

use crate::i18n::{Lang, replay_refused};

/// Why a saved Russian Railroads game does not replay. Interim (issue 53, step 4): the
/// refusal and the set-up problem are named by the engine's own names until the
/// `railroads` namespace words them in every language.
pub fn replay_problem(lang: Lang, error: &ReplayError) -> String {
    match error {
        ReplayError::Action { index, kind, refusal } => {
            replay_refused(lang, *index, kind, &format!("{refusal:?}"))
        }
        ReplayError::Setup(e) => format!("{e:?}"),
    }
}
