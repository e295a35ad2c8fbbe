//! What every game of the app shares, written once and naming no game (the split of
//! boardgame.io's framework, in Rust): a game brings its [`Rules`] — set-up, position, actions,
//! events, refusals, the one legality function, the moves on offer, who decides, the outcome,
//! what a seat may see — and the core owns the rest: [`Game`] (the log, checkpoints,
//! undo/redo, [`Game::at`], who decided each action, versioned saves with migration steps),
//! the bots' loop and the seed of a decision ([`bots`]), selfplay, tournaments, and the
//! legality property test each game runs on its own random positions ([`legality`]).
//!
//! A whole game, Nim with one pile (take one or two; whoever takes the last wins):
//!
//! ```
//! use game_core::{Game, Rules, Seat, Standing};
//!
//! struct Nim;
//!
//! #[derive(Clone, PartialEq, Debug)]
//! struct Pile { left: u32, turn: Seat }
//!
//! impl Rules for Nim {
//!     type Setup = u32; // the pile's size
//!     type State = Pile;
//!     type Action = u32; // how many to take
//!     type Event = String;
//!     type Refusal = String;
//!     type SetupError = String;
//!     type Moves = Vec<u32>;
//!     type Outcome = Option<Seat>; // the winner
//!     type View = Pile;
//!     const SAVE_VERSION: u32 = 1;
//!
//!     fn start(size: &u32, _: &mut Vec<String>) -> Result<Pile, String> {
//!         if *size == 0 { return Err("an empty pile".into()) }
//!         Ok(Pile { left: *size, turn: 0 })
//!     }
//!     fn refusal(pile: &Pile, take: &u32) -> Option<String> {
//!         (!(1..=2).contains(take) || *take > pile.left).then(|| format!("cannot take {take}"))
//!     }
//!     fn apply(pile: &mut Pile, take: &u32, events: &mut Vec<String>) -> Result<(), String> {
//!         if let Some(r) = Nim::refusal(pile, take) { return Err(r) }
//!         pile.left -= take;
//!         events.push(format!("seat {} takes {take}", pile.turn));
//!         if pile.left > 0 { pile.turn = 1 - pile.turn }
//!         Ok(())
//!     }
//!     fn moves(pile: &Pile) -> Vec<u32> { (1..=pile.left.min(2)).collect() }
//!     fn offers(moves: &Vec<u32>, take: &u32) -> bool { moves.contains(take) }
//!     fn decider(pile: &Pile) -> Option<Seat> { (pile.left > 0).then_some(pile.turn) }
//!     fn is_over(pile: &Pile) -> bool { pile.left == 0 }
//!     fn outcome(pile: &Pile) -> Option<Seat> { (pile.left == 0).then_some(pile.turn) }
//!     fn standings(winner: &Option<Seat>) -> Vec<Standing> {
//!         (0..2).map(|seat| {
//!             let won = *winner == Some(seat);
//!             Standing { seat, rank: if won || winner.is_none() { 1 } else { 2 }, score: won.into() }
//!         }).collect()
//!     }
//!     fn view(pile: &Pile, _: Seat) -> Pile { pile.clone() }
//!     fn seed(_: &u32) -> u64 { 0 }
//!     fn names(_: &u32) -> &[String] { &[] }
//!     fn is_computer(_: &u32, _: Seat) -> bool { false }
//!     fn kind(_: &u32) -> &'static str { "take" }
//!     fn newer_save(version: u32) -> String { format!("save version {version}") }
//! }
//!
//! let mut game = Game::<Nim>::new(4).expect("a pile");
//! game.apply(&2).expect("two may be taken");
//! assert!(game.apply(&3).is_err(), "three may not, and nothing changes");
//! game.apply(&1).expect("one may be taken");
//! assert_eq!(game.deciders(), &[Some(0), Some(1)]);
//! assert!(game.undo());
//! assert_eq!(game.state(), &Pile { left: 2, turn: 1 });
//! assert!(game.redo());
//! game.apply(&1).expect("the last one");
//! assert_eq!(game.outcome(), Some(0));
//! let save = game.save();
//! assert_eq!(Game::<Nim>::load(&save).expect("it replays").state(), game.state());
//! ```

pub mod bots;
pub mod game;
pub mod legality;
pub mod rules;
pub mod saves;
pub mod selfplay;
pub mod tournament;

pub use bots::{Bot, BotGame, decision_rng, decision_rng_for, play_bots};
pub use game::{CHECKPOINT_EVERY, Game, ReplayError, Save, SaveOf};
pub use rules::{Rules, Seat, Standing};
