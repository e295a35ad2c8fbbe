//! Saves keep the rules they were played under (issue 49): a game saved before the rules were
//! corrected (`tests/fixtures/save-rules-1.json`, written by the engine of that time: a save
//! with no rules version, and both players' views at its end) replays to the same state, and
//! new games record the current rules.

use serde::Deserialize;
use trambahn_engine::{
    Game, PlayerId, ReplayError, RulesVersion, SAVE_VERSION, Save, Setup, SetupError, View,
};

/// The fixture: the save as it was written, and what it led to then.
#[derive(Deserialize)]
struct Fixture {
    save: Save,
    views: [View; 2],
    victory_points: [u32; 2],
    money: [usize; 2],
    winner: Option<PlayerId>,
}

fn fixture() -> (Fixture, serde_json::Value) {
    let text = include_str!("fixtures/save-rules-1.json");
    let raw: serde_json::Value = serde_json::from_str(text).expect("the fixture is JSON");
    (serde_json::from_str(text).expect("the fixture reads"), raw)
}

/// A save written before rules versions (no `rules` in its set-up, save version 1) is read as
/// played under the first rules and replays to the state it reached then: both players' views
/// (hands, columns, points, terminals, display, stack, piles) and the result.
#[test]
fn a_game_saved_before_the_rules_were_corrected_replays_as_it_was_played() {
    let (fixture, raw) = fixture();
    assert!(raw["save"]["setup"].get("rules").is_none(), "the fixture predates rules versions");
    assert_eq!(fixture.save.version, 1);
    assert_eq!(fixture.save.setup.rules_version(), Ok(RulesVersion::First));
    let game = Game::load(&fixture.save).expect("an old save loads");
    assert!(game.is_over());
    assert_eq!(game.state().view_for(0), fixture.views[0]);
    assert_eq!(game.state().view_for(1), fixture.views[1]);
    let outcome = game.outcome();
    assert_eq!(outcome.victory_points, fixture.victory_points);
    assert_eq!(outcome.money, fixture.money);
    assert_eq!(outcome.winner, fixture.winner);
    // Saved again, it records the rules it was played under, and loads to the same state.
    let again = game.save();
    assert_eq!(again.setup.rules, RulesVersion::First.number());
    let text = serde_json::to_string(&again).expect("a save writes");
    let read: Save = serde_json::from_str(&text).expect("and reads");
    assert_eq!(Game::load(&read).expect("loads").state(), game.state());
}

/// The same log under the corrected rules is another game: the rules version is what keeps
/// the old one as played (without it, the game would change or stop replaying).
#[test]
fn the_old_log_under_the_current_rules_is_not_the_game_that_was_played() {
    let (fixture, _) = fixture();
    let mut setup = fixture.save.setup.clone();
    setup.rules = RulesVersion::CURRENT.number();
    match Game::replay(&setup, &fixture.save.actions) {
        Ok(game) => assert_ne!(game.state().view_for(0), fixture.views[0]),
        Err(ReplayError::Action { .. }) => {}
        Err(e) => panic!("unexpected {e}"),
    }
}

/// A new game is started under the current rules and its save says so.
#[test]
fn a_new_game_records_the_current_rules() {
    let game = Game::new(Setup::new("Anna", "Bruno", 3)).expect("a game");
    assert_eq!(game.state().rules, RulesVersion::CURRENT);
    let save = game.save();
    assert_eq!(save.version, SAVE_VERSION);
    let json = serde_json::to_value(&save).expect("a save writes");
    assert_eq!(json["setup"]["rules"], serde_json::json!(RulesVersion::CURRENT.number()));
}

/// Rules this engine does not know (a later version's save) are refused with a reason, not
/// played under other rules.
#[test]
fn a_save_of_later_rules_is_refused_with_its_version() {
    let mut setup = Setup::new("Anna", "Bruno", 3);
    setup.rules = 99;
    assert_eq!(Game::new(setup.clone()).err(), Some(SetupError::Rules(99)));
    let save = Save { version: SAVE_VERSION, setup, actions: Vec::new() };
    assert_eq!(Game::load(&save).err(), Some(ReplayError::Setup(SetupError::Rules(99))));
}
