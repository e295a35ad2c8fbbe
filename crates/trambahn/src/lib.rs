//! The rules of *Trambahn* (Helmut Ohley, Lookout Spiele 2015), a card game for two, as a
//! deterministic state machine over an action log — the same shape as `tramways-engine`.
//!
//! A [`Game`] is its [`Setup`] (seed and names) plus the [`Action`]s applied so far; the
//! [`State`] is what replaying them gives. [`Game::available`] lists every legal action and
//! [`Game::apply`] is atomic: a refused action changes nothing and the [`Refusal`] says why.
//! Both ask one function, [`rules::check`]. Every shuffle draws from one ChaCha8 stream seeded
//! by the set-up and kept in the state, so a replay of the log reshuffles alike. [`Game`] is
//! the core's `game_core::Game<Trambahn>`: the log, undo, redo, checkpoints and saves are
//! written once there. No web dependencies: the app's table is `src/games/trambahn/`, and the
//! command-line tool's `trambahn-tournament` and `trambahn-at` use this crate.
//!
//! ```
//! use trambahn_engine::{Action, Game, Setup};
//!
//! let mut game = Game::new(Setup::new("Anna", "Bert", 7)).expect("two players");
//! // Step 1 is compulsory: the first moves offered are passengers.
//! let moves = game.available();
//! assert!(moves.iter().all(|a| matches!(a, Action::PlayPassenger { .. })));
//! game.apply(&moves[0]).expect("an offered move is accepted");
//! // Then the other steps are optional: the turn may end at once.
//! game.apply(&Action::EndTurn).expect("after a passenger the turn may end");
//! assert_eq!(game.state().current, 1);
//! let replayed = Game::replay(game.setup(), game.actions()).expect("the log replays");
//! assert_eq!(replayed.state(), game.state());
//! ```
//!
//! # Sources
//!
//! The publisher's rule book could not be read whole: the stored copies reachable from here
//! give the opening of each page only. What was read:
//!
//! - S1 "Trambahn-Spielregeln" (German rules, transcription), <http://doczz.net/doc/2713543/trambahn-spielregeln>:
//!   components (16 trams: 5 horse value 2, 4 steam value 3, 7 electric value 4; 8 conductors,
//!   jokers for any line, no victory points; 112 station cards, 28 in each of 4 colours, values
//!   1 and 10 twice and 2–9 three times; 4 terminals); the three uses of a card (station,
//!   passenger, 1,000 marks); "10 scorings and possible extra tours".
//! - S2 Spiele-Offensive user review (Reinhard O.), <http://www.Spiele-Offensive.de/index.php?cmd=artikel_klassif_detail&aid=1016425&filter=437742>:
//!   set-up (trams sorted by multiplier, 2s on top, 3 laid out; start player 12 cards, other 15,
//!   not looked at); an extra scoring when a line has 8 stations; the end after 10 scorings.
//! - S3 Reich der Spiele, <https://www.reich-der-spiele.de/kritiken/Trambahn>: victory points
//!   differ with rising values; passengers must match their terminal's colour, their value is
//!   irrelevant; only step 1 is compulsory.
//! - S4 Brettspielpoesie, <http://brettspielpoesie.de/trambahn-1126/>: station victory points
//!   are 1, 2 or 3; multipliers ×2, ×3, ×4; one or two passengers to any terminals.
//! - S5 Brettspielbox, <https://brettspielbox.de/?p=8636>: the five steps, the first and last
//!   compulsory; a column closed by its 10; tram prices 5,000 / 10,000 / 15,000; only a column
//!   with a tram scores; draw up to 6.
//! - S6 Board Game Briefs, <https://www.boardgamebriefs.com/trambahn>: turn summary; conductors
//!   count toward the 8 cards of an extra tour, scored like a normal scoring; trams go above a
//!   new set of station cards at once.
//! - S7 Games Gazette, <http://www.gamesgazette.co.uk/gg/main.php?p=content/_Archive/Trambahn.htm>:
//!   ascending with gaps (1, 3, 7, 9); several columns of one colour; the display refilled to
//!   3 each time a tram is bought; a tram is bought only for a column.
//! - S8 Model Retailer, <http://www.modelretailer.com/Product%20News/2016/02/Build%20a%20streetcar%20line%20in%20Trambahn.aspx>:
//!   terminals I–IV blue, red, green, yellow; the two passengers need not share a colour.
//! - S9 hiew and boardgames, <https://hiewandboardgames.blogspot.com/2016/05/trambahn.html>:
//!   the four passengers are discarded after the scoring; the game ends after the 10th.
//! - S10 for2players.pl, "Trambahn. Recenzja gry od Mayfair Games" (October 2015; lists the
//!   box's contents card by card), <http://for2players.pl/2015/10/trambahn-recenzja-gry-od-mayfair-games.html>:
//!   "Karty od 1 do 6 są warte jeden punkt, 7-9 dwa a 10 trzy punkty zwycięstwa" — values 1–6
//!   are worth 1 victory point, 7–9 two, 10 three (A1). The only source found that states the
//!   bands.
//! - S11 a Spanish review that follows the rulebook step by step (signed "ML"; the text this
//!   project was started from): set-up; the five steps in order; step 1, one or two passengers,
//!   each to its colour, conductors to any row, the 4th scores every column of that colour and
//!   the four go to the discard pile; step 2, several columns of one colour, ascending with
//!   gaps ("nunca poner un número menor al anterior"), a column complete with its 10, after
//!   which not even a conductor follows, the 8th card an extra tour at once, the 9th and 10th
//!   none; step 3, any cards to money; step 4, "uno o más" trams bought from the display with
//!   money-pile cards only, the paid cards to the discard pile, each tram on a column without
//!   one and never moved, and "La reposición de cartas de tranvía solo podrá hacerse al final
//!   de nuestro turno" — the display refilled only at the end of the turn (A3); step 5, the
//!   columns without a tram to the money pile, then draw to 6; an empty deck: both players
//!   discard half their money, rounded down, shuffled with the discard pile into a new deck;
//!   scoring: the stations summed, times the tram's value; the end right after the 10th regular
//!   scoring (extra tours are not regular); a tie goes to the most money, then it is to be
//!   played again (a shared result here). Checked against it, A2 and A4–A15 agree or are not
//!   touched by it; S7's "refilled each time a tram is bought" paraphrases and is not followed.
//! - Also read, nothing new: Gamers Alliance <https://gamersalliance.com/trambahn/>,
//!   spieletest.at <https://www.spieletest.at/gesellschaftsspiel/4921/Trambahn>, Hall 9000
//!   <https://www.hall9000.de/html/spiel/trambahn>, Brettspiegel
//!   <https://www.brettspiegel.de/alle-reviews-a-z/trambahn/>, Toys Bulletin
//!   <http://toysbulletin.com/trambahn-growing-a-tramway-in-historic-munich/>.
//!
//! # Rules versions
//!
//! A correction of the rules is a new [`RulesVersion`]; the set-up records the version a game
//! was started under ([`Setup::rules`]), saves without one are [`RulesVersion::First`], and new
//! games start under [`RulesVersion::CURRENT`]. The rules consult the state's version only
//! where the versions differ (A1's table, A3's refill), so an old save replays as it was played
//! (`tests/saves.rs` replays a save written before versions to its recorded end).
//!
//! # Assumptions (where the sources are silent or disagree)
//!
//! - **A1** Victory points by value: 1–6 → 1, 7–9 → 2, 10 → 3 ([`cards::VICTORY_POINTS_OF_VALUE`],
//!   S10; S4: 1, 2 or 3; S3: they grow with the value). A column scores the sum of its cards'
//!   victory points (S5 Brettspielbox: "die Punkte der einzelnen Haltestellen addiert"; S11's
//!   "los valores de las cartas" read as their points). Games started under
//!   [`RulesVersion::First`] keep the first reading, 1–4 → 1, 5–7 → 2, 8–10 → 3
//!   ([`cards::VICTORY_POINTS_OF_VALUE_FIRST`]).
//! - **A2** Money is a count of cards, 1,000 marks each; prices are 5, 10 and 15 cards, so
//!   payment is always exact (no change). The cards paid are taken from the top of the money
//!   pile (the notes are alike to the payer: which ones is no decision) and go to the discard
//!   pile, which the next reshuffle turns into the deck.
//! - **A3** The display is refilled only at the end of the turn (S11), up to three while the
//!   stack lasts ([`Event::DisplayRefilled`]): a tram that a purchase uncovers on the stack is
//!   not on offer in the same turn. Several trams may be bought in one turn (S11: "uno o
//!   más"), each for a column of its own. Games started under [`RulesVersion::First`] keep the
//!   first reading (S7): refilled at once after each purchase.
//! - **A4** A column is started by a station card, which sets its colour; a conductor cannot
//!   start one (S6: conductors go "alongside any column"). Several columns of one colour are
//!   allowed (S7, S9); there is no limit on columns (none found; 16 trams limit the ones that
//!   score).
//! - **A5** At the end of a turn every column of the player whose turn it was that has no
//!   tram goes face down to that player's money pile (the issue's text; S6: a tram goes above
//!   a new column at once). The other player's columns are not touched.
//! - **A6** The 8th card of a column (conductors count, S6) makes that column alone run once,
//!   as in a regular scoring. A column reaches 8 cards only over several turns (a hand holds
//!   6, one of which is a passenger), so by A5 it has a tram then. Extra tours do not count
//!   toward the 10 scorings (S1: "10 scorings and possible extra tours").
//! - **A7** When a card must be drawn and the deck is empty, each player discards half of
//!   their money cards, rounded down, from the top of the pile; the discard pile is shuffled
//!   into a new deck (the issue's text; the sources read are silent). If there is still no
//!   card, the hand stays short.
//! - **A8** The game ends right after the 10th regular scoring, even in the middle of a turn.
//!   Most victory points wins; then most money (the issue's text); then a shared win.
//! - **A9** If the player to play has no hand card and none can be drawn, the game ends (a
//!   guard against a stuck game; the sources are silent).
//! - **A10** Each passenger goes to the terminal of its colour, a conductor to any; the two
//!   passengers of a turn may go to different terminals (S8). A terminal thus never holds
//!   mixed colours other than conductors, which count as its passengers. If the first
//!   passenger makes a terminal score, the second may start it anew.
//! - **A11** The steps go in order; steps 2–4 may be skipped, never gone back to. With an
//!   empty hand the turn may end without a passenger.
//! - **A12** The start player is the first name of the set-up (the rules: whoever rode a
//!   tram last).
//! - **A13** A column with its 10 is closed: no card, not even a conductor, follows (S5, S11).
//!   Station values ascend strictly, gaps allowed (S7; S1 and S2 "aufsteigender Reihenfolge";
//!   S11's "never a lower number than the one before" does not say whether an equal value may
//!   follow, and its "orden ascendente" reads as strict).
//! - **A14** A tram is bought only for a column of the buyer's without one (S7); it is never
//!   moved (the issue). A column's tram is the only thing that keeps it at the end of the turn.
//! - **A15** The engine tracks no knowledge of money cards' faces: [`State::view_for`] gives
//!   the money piles' sizes only.

pub mod action;
pub mod bot;
pub mod cards;
pub mod event;
pub mod game;
pub mod refusal;
pub mod rules;
pub mod selfplay;
pub mod setup;
pub mod state;

pub use action::Action;
pub use cards::{Card, CardId, Colour, TramId, TramKind};
pub use event::{ColumnScore, EndReason, Event, ScoringKind};
pub use game::{Game, Outcome, ReplayError, Save, Trambahn};
pub use refusal::{Refusal, TurnStep};
pub use setup::{RulesVersion, SAVE_VERSION, Setup, SetupError};
pub use state::{Column, Player, PlayerId, State, Step, View};
