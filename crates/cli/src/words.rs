//! The tool's words for why a game does not replay, import or export: the app's own wordings
//! in English (`tramways_app::i18n`, from the translation files in `locales/en/`), so that the
//! command line and the app say the same thing, written once.

use tramways_app::i18n::{self, Lang, SetupNames};
use tramways_app::shell::persist::ReplayFailure;
use tramways_engine::game::{Refusal, ReplayError, SetupError};
use tramways_engine::import::ImportError;
use tramways_engine::import::export::ExportError;

/// The language of the tool.
const LANG: Lang = Lang::En;

/// Why an 1840 log does not replay; `names` are the players' (from the set-up).
pub fn replay_problem(error: &ReplayError, names: &[String]) -> String {
    ReplayFailure::Vienna { error: error.clone(), names: names.to_vec() }.message(LANG)
}

/// Why a Trambahn log does not replay.
pub fn trambahn_replay_problem(error: &trambahn_engine::ReplayError) -> String {
    ReplayFailure::Trambahn(error.clone()).message(LANG)
}

/// Why an action is refused; `names` are the players'.
pub fn refusal(refusal: &Refusal, names: &[String]) -> String {
    i18n::refusal(LANG, refusal, &SetupNames(names))
}

/// Why a set-up is not valid.
pub fn setup_problem(error: &SetupError) -> String {
    i18n::setup_problem(LANG, error)
}

/// Why an 18xx.games export cannot be read.
pub fn import_problem(error: &ImportError) -> String {
    i18n::import_problem(LANG, error)
}

/// Why a game cannot be exported for 18xx.games; `names` are the players'.
pub fn export_problem(error: &ExportError, names: &[String]) -> String {
    i18n::export_problem(LANG, error, &SetupNames(names))
}
