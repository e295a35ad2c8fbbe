//! Which phrase of `locales/<lang>/railroads.json` words Russian Railroads' data (issue 53,
//! docs/railroads-plan.md step 4). Not written yet: the namespace, its locales and the phrases
//! come with the table. Until then only what the shell needs of the game is here, interim.

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
