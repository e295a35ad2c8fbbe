//! The core's promises, on a small game of its own (a race to a target: each seat in turn adds
//! 1, 2 or 3; whoever reaches the target exactly wins; going past it is refused): the log,
//! undo across checkpoints, `at`, deciders, saves and their migration steps, the bots' loop,
//! the tournament, and that the legality check finds a game that breaks its promises.

use game_core::legality::{Tally, history_promises, try_candidates};
use game_core::selfplay::play_on;
use game_core::{
    Bot, CHECKPOINT_EVERY, Game, ReplayError, Rules, Save, Seat, Standing, decision_rng,
    decision_rng_for, play_bots, tournament,
};
use rand::{Rng, RngCore};

#[derive(Clone, PartialEq, Debug, serde::Serialize, serde::Deserialize)]
struct Setup {
    target: u32,
    names: Vec<String>,
    computers: Vec<bool>,
    seed: u64,
}

#[derive(Clone, PartialEq, Debug)]
struct Race {
    total: u32,
    target: u32,
    turn: Seat,
    seats: u8,
    /// The last seat to move (the winner once `total == target`).
    last: Option<Seat>,
}

/// Adds 1, 2 or 3 (the number in the action); version 1 saves wrote `n + 10`.
type Add = u32;

/// The race's rules; `BROKEN` ones break two promises for the legality check to find: `moves`
/// forgets the legal 2, and `apply` leaves a trace when it refuses a number above 3.
struct RaceGame<const BROKEN: bool>;

type RaceRules = RaceGame<false>;
type Broken = RaceGame<true>;

impl<const BROKEN: bool> Rules for RaceGame<BROKEN> {
    type Setup = Setup;
    type State = Race;
    type Action = Add;
    type Event = (Seat, u32);
    type Refusal = String;
    type SetupError = String;
    type Moves = Vec<Add>;
    type Outcome = Option<Seat>;
    type View = u32;
    const SAVE_VERSION: u32 = 2;
    const MIGRATED_BELOW: u32 = 2;

    fn start(setup: &Setup, _: &mut Vec<(Seat, u32)>) -> Result<Race, String> {
        let seats = u8::try_from(setup.names.len()).map_err(|_| "too many seats".to_string())?;
        if seats < 2 || setup.target == 0 {
            return Err("two seats and a target".into());
        }
        Ok(Race { total: 0, target: setup.target, turn: 0, seats, last: None })
    }

    fn refusal(race: &Race, add: &Add) -> Option<String> {
        if race.total == race.target {
            return Some("over".into());
        }
        if !(1..=3).contains(add) {
            return Some(format!("{add} is not 1, 2 or 3"));
        }
        (race.total.saturating_add(*add) > race.target).then(|| format!("{add} goes past"))
    }

    fn apply(race: &mut Race, add: &Add, events: &mut Vec<(Seat, u32)>) -> Result<(), String> {
        if BROKEN && *add > 3 {
            race.turn = 1;
        }
        if let Some(refusal) = Self::refusal(race, add) {
            return Err(refusal);
        }
        race.total += add;
        race.last = Some(race.turn);
        events.push((race.turn, *add));
        race.turn = (race.turn + 1) % race.seats;
        Ok(())
    }

    fn moves(race: &Race) -> Vec<Add> {
        (1..=3).filter(|&a| Self::refusal(race, &a).is_none() && !(BROKEN && a == 2)).collect()
    }

    fn offers(moves: &Vec<Add>, add: &Add) -> bool {
        moves.contains(add)
    }

    fn decider(race: &Race) -> Option<Seat> {
        (race.total < race.target).then_some(race.turn)
    }

    fn is_over(race: &Race) -> bool {
        race.total == race.target
    }

    fn outcome(race: &Race) -> Option<Seat> {
        (race.total == race.target).then_some(race.last).flatten()
    }

    fn standings(winner: &Option<Seat>) -> Vec<Standing> {
        (0..2)
            .map(|seat| {
                let won = *winner == Some(seat);
                Standing { seat, rank: if won { 1 } else { 2 }, score: i64::from(won) }
            })
            .collect()
    }

    fn view(race: &Race, _: Seat) -> u32 {
        race.total
    }

    fn seed(setup: &Setup) -> u64 {
        setup.seed
    }

    fn names(setup: &Setup) -> &[String] {
        &setup.names
    }

    fn is_computer(setup: &Setup, seat: Seat) -> bool {
        setup.computers.get(usize::from(seat)).copied().unwrap_or(false)
    }

    fn kind(_: &Add) -> &'static str {
        "add"
    }

    fn newer_save(version: u32) -> String {
        format!("version {version} is newer")
    }

    /// Version 1 wrote `n + 10`.
    fn migrate(version: u32, add: &Add) -> Add {
        if version < 2 { add.saturating_sub(10) } else { *add }
    }

    /// Version 1 added 1 by itself after every 3 (not written in its log).
    fn follow_up(version: u32, race: &Race) -> Option<Add> {
        (version < 2 && race.last.is_some() && race.total % 4 == 3 && race.total < race.target)
            .then_some(1)
    }
}

fn setup(target: u32) -> Setup {
    Setup { target, names: vec!["Ada".into(), "Bo".into()], computers: vec![false, true], seed: 9 }
}

/// Always adds 1: a long game.
fn ones(target: u32) -> Game<RaceRules> {
    let mut game = Game::new(setup(target)).expect("a set-up");
    play_on(&mut game, |_| Some(1), |_| false, |_, _| {}).expect("it ends");
    game
}

#[test]
fn the_log_deciders_and_a_refusal_that_changes_nothing() {
    let mut game = Game::<RaceRules>::new(setup(5)).expect("a set-up");
    assert_eq!(game.apply(&3), Ok(vec![(0, 3)]));
    let before = game.state().clone();
    assert_eq!(game.apply(&3), Err("3 goes past".into()));
    assert_eq!(game.state(), &before);
    assert_eq!(game.actions(), &[3]);
    assert_eq!(game.check(&4), Err("4 is not 1, 2 or 3".into()));
    assert_eq!(game.preview(&2), Ok(vec![(1, 2)]));
    assert_eq!(game.state(), &before, "a preview changes nothing");
    game.apply(&2).expect("reaches 5");
    assert!(game.is_over());
    assert_eq!(game.outcome(), Some(1));
    assert_eq!(game.deciders(), &[Some(0), Some(1)]);
    assert_eq!(game.decider(), None);
    assert!(game.by_person(0) && !game.by_person(1), "seat 1 is the computer's");
    assert!(game.has_computers());
}

#[test]
fn undo_and_at_replay_from_the_checkpoints_to_what_replaying_gives() {
    let target = u32::try_from(CHECKPOINT_EVERY * 3 + 5).expect("small");
    let game = ones(target);
    assert_eq!(game.actions().len(), CHECKPOINT_EVERY * 3 + 5);
    for end in [0, 1, CHECKPOINT_EVERY - 1, CHECKPOINT_EVERY, CHECKPOINT_EVERY * 2 + 7] {
        let at = game.at(end).expect("it replays");
        let replayed = Game::<RaceRules>::replay(game.setup(), &game.actions()[..end]).unwrap();
        assert_eq!(at.state(), replayed.state(), "at {end}");
        assert_eq!(at.deciders(), replayed.deciders(), "at {end}");
        assert!(!at.can_redo());
    }
    let mut undone = game.clone();
    for k in 1..=CHECKPOINT_EVERY + 3 {
        assert!(undone.undo());
        let end = game.actions().len() - k;
        assert_eq!(undone.state(), game.at(end).unwrap().state(), "after {k} undos");
        assert_eq!(undone.deciders().len(), end);
    }
    // Redo plays the undone actions again, in order, and a new action drops the rest.
    let seat = Seat::try_from(undone.actions().len() % 2).unwrap();
    assert_eq!(undone.redo_with_events(), Some(vec![(seat, 1)]));
    assert!(undone.can_redo());
    undone.apply(&2).expect("a new action");
    assert!(!undone.can_redo());
    let mut empty = Game::<RaceRules>::new(setup(3)).unwrap();
    assert!(!empty.undo(), "nothing to undo");
}

#[test]
fn saves_replay_older_versions_through_their_migration_steps_and_refuse_newer_ones() {
    let game = ones(9);
    let save = game.save();
    assert_eq!(save.version, 2);
    assert!(game.extends(&save) && game.is_start_of(&save));
    let loaded = Game::<RaceRules>::load(&save).expect("its own save");
    assert_eq!(loaded.state(), game.state());
    // Version 1: each action written as n + 10, and the 1 after every 3 left out.
    let old = Save { version: 1, setup: setup(9), actions: vec![11, 12, 13, 11] };
    let migrated = Game::<RaceRules>::load(&old).expect("an old save");
    assert_eq!(migrated.actions(), &[1, 2, 1, 3, 1, 1], "the follow-ups put in");
    assert_eq!(migrated.state().total, 9);
    let newer = Save { version: 3, setup: setup(9), actions: vec![] };
    assert_eq!(
        Game::<RaceRules>::load(&newer).unwrap_err(),
        ReplayError::Setup("version 3 is newer".into())
    );
    let refused = Save { version: 2, setup: setup(4), actions: vec![3, 3] };
    let error = Game::<RaceRules>::load(&refused).unwrap_err();
    assert_eq!(error.to_string(), "action 1 (add) was refused: 3 goes past");
    let text = serde_json::to_string(&save).unwrap();
    assert!(text.starts_with("{\"version\":2,\"setup\":"), "{text}");
}

struct Greedy;

impl Bot<RaceRules> for Greedy {
    fn choose(&mut self, race: &Race, _: Seat, _: &mut dyn RngCore) -> Option<Add> {
        RaceRules::moves(race).last().copied()
    }
}

struct Random;

impl Bot<RaceRules> for Random {
    fn choose(&mut self, race: &Race, _: Seat, rng: &mut dyn RngCore) -> Option<Add> {
        let moves = RaceRules::moves(race);
        (!moves.is_empty()).then(|| moves[rng.random_range(0..moves.len())])
    }
}

/// Chooses 4, never on offer.
struct Cheat;

impl Bot<RaceRules> for Cheat {
    fn choose(&mut self, _: &Race, _: Seat, _: &mut dyn RngCore) -> Option<Add> {
        Some(4)
    }
}

#[test]
fn bots_play_games_that_replay_and_an_illegal_move_is_replaced_and_recorded() {
    let mut bots: Vec<Box<dyn Bot<RaceRules>>> = vec![Box::new(Greedy), Box::new(Cheat)];
    let played = play_bots(setup(21), &mut bots, 5, &mut Random, &|| 0.0).expect("it plays");
    assert!(played.finished);
    assert!(!played.illegal.is_empty());
    assert!(played.illegal.iter().all(|(seat, add)| *seat == 1 && *add == 4));
    assert_eq!(played.decisions.len(), played.game.actions().len());
    let again = Game::<RaceRules>::replay(played.game.setup(), played.game.actions()).unwrap();
    assert_eq!(again.state(), played.game.state());
    // The same seed, the same game.
    let mut bots: Vec<Box<dyn Bot<RaceRules>>> = vec![Box::new(Random), Box::new(Random)];
    let a = play_bots(setup(30), &mut bots, 7, &mut Random, &|| 0.0).unwrap();
    let b = play_bots(setup(30), &mut bots, 7, &mut Random, &|| 0.0).unwrap();
    assert_eq!(a.game.actions(), b.game.actions());
}

#[test]
fn a_decision_is_seeded_by_the_game_and_its_moves() {
    let game = ones(6);
    let mut here = decision_rng(&game);
    let mut same = decision_rng_for(9, 6);
    assert_eq!(here.next_u64(), same.next_u64());
    assert_ne!(decision_rng_for(9, 5).next_u64(), decision_rng_for(9, 6).next_u64());
}

#[test]
fn a_tournament_rotates_the_seats_and_counts_each_bot() {
    #[derive(Clone, Copy)]
    enum Level {
        Greedy,
        Random,
    }
    let bot = |l: Level| -> Box<dyn Bot<RaceRules>> {
        match l {
            Level::Greedy => Box::new(Greedy),
            Level::Random => Box::new(Random),
        }
    };
    let mut firsts = Vec::new();
    let record = tournament::play(
        &[Level::Greedy, Level::Random],
        6,
        1,
        |seed, list| {
            firsts.push(list[0]);
            Setup { seed, ..setup(8) }
        },
        bot,
        &mut Random,
        &|| 0.0,
        |_, save| if save.actions.is_empty() { Err("no moves".into()) } else { Ok(()) },
    )
    .expect("it plays");
    assert_eq!(firsts, [0, 1, 0, 1, 0, 1], "the list's seats take turns to start");
    assert_eq!(record.seats.len(), 2);
    assert_eq!(record.seats[0].wins + record.seats[1].wins, 6);
    assert_eq!(record.seats[0].scores.len(), 6);
    assert_eq!(record.illegal, 0);
}

#[test]
fn the_legality_check_passes_a_sound_game_and_finds_a_broken_one() {
    let candidates = || (0..=6u32).chain([u32::MAX]);
    let sound = RaceRules::start(&setup(10), &mut Vec::new()).unwrap();
    let mut tally = Tally::default();
    try_candidates::<RaceRules>(&sound, candidates(), "start", &mut tally);
    assert_eq!((tally.tried, tally.accepted, tally.refused), (8, 3, 5));
    assert_eq!(tally.mismatches, Vec::<String>::new());
    let mut broken = Tally::default();
    try_candidates::<Broken>(&sound, candidates(), "start", &mut broken);
    assert!(broken.mismatches.iter().any(|m| m.contains("accepted, not offered: 2")));
    assert!(broken.mismatches.iter().any(|m| m.contains("a refused 4 changed the game")));
    let mut sum = Tally::default();
    sum.add(tally);
    sum.add(broken);
    assert_eq!(sum.tried, 16);
}

#[test]
fn the_history_promises_hold_for_a_played_game_and_a_wrong_log_breaks_them() {
    let mut game = Game::<RaceRules>::new(setup(12)).expect("a set-up");
    let mut log = Vec::new();
    for step in [1, 3, 2, 1, 3, 2] {
        log.push(game.apply(&step).expect("legal"));
    }
    assert_eq!(history_promises(&game, &log), Vec::<String>::new());
    let mut wrong = log.clone();
    wrong[3] = vec![(0, 9)];
    let broken = history_promises(&game, &wrong);
    assert!(broken.iter().any(|b| b.contains("replay's events")), "{broken:?}");
    assert!(broken.iter().any(|b| b.contains("redoing action 3")), "{broken:?}");
}
