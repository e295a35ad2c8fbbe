//! The decision the game waits for, as choices placed on the drawing: the start-bonus draft;
//! a placement (the main board's and the own engineers' offers, `board.rs` and `player.rs`,
//! and passing); the pending frame of an action's effects — for track advances each railway
//! and colour the task allows with the space it would reach, for industry advances each
//! marker, for builds the slots and factory gaps on offer, for a lifted locomotive its slots
//! and "turn it into a factory", the bonus tokens, the "?" cards, the end-bonus pile, the
//! spaces to use again, the "?" card's repeat, and "Done" where the engine takes it; after
//! the re-sort, the turn-order worker's spaces.
//!
//! Every choice is an engine [`Action`] with the engine's answer to it (`rules::check`, the
//! one legality function `rules::available` lists through); nothing is judged here. Which
//! colours run on a railway and the tile a build takes are the engine's data
//! (`Railway::takes`, `State::next_stack_tile`).

use russian_railroads_engine::action::{Repeat, TileSource};
use russian_railroads_engine::data::{Colour, EndBonus, QuestionCard, Railway, StartBonus, Token};
use russian_railroads_engine::rules;
use russian_railroads_engine::state::{Phase, PlayerId, Space, State, View};
use russian_railroads_engine::task::{Frame, LocomotiveSlot, Source, Task};
use russian_railroads_engine::{Action, Refusal};

/// One choice: the engine's action and its answer to it (`None`: taken).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Choice<T> {
    /// What it is, for the drawing.
    pub what: T,
    /// The action it plays.
    pub action: Action,
    /// Why the engine refuses it now; `None` when it is offered.
    pub refusal: Option<Refusal>,
}

impl<T> Choice<T> {
    /// Whether it is offered.
    pub fn offered(&self) -> bool {
        self.refusal.is_none()
    }
}

fn choice<T>(state: &State, what: T, action: Action) -> Choice<T> {
    Choice { what, action, refusal: rules::check(state, &action).err() }
}

/// A track advance: the railway, the colour and the space its track would reach.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TrackStep {
    /// The railway.
    pub railway: Railway,
    /// The colour.
    pub colour: Colour,
    /// The space the track would reach (1 for a track not on the railway yet).
    pub to: u8,
}

/// An industry advance: the marker and the space it would reach.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct IndustryStep {
    /// The marker (0 the first).
    pub marker: u8,
    /// The space it would reach.
    pub to: u8,
}

/// A build on offer: the tile's value, where it comes from and where it goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BuildStep {
    /// The tile's value.
    pub value: u8,
    /// Where it comes from.
    pub tile: TileSource,
    /// Where it goes.
    pub target: russian_railroads_engine::action::Target,
}

/// The choices of the pending frame (the innermost effects still to resolve).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FrameChoices {
    /// Where the effects came from.
    pub source: Source,
    /// A board action: to be completed, not given up.
    pub complete: bool,
    /// What is left, as the engine lists it.
    pub tasks: Vec<Task>,
    /// Track advances: every railway and colour the tasks allow (that run on the railway),
    /// offered or refused.
    pub tracks: Vec<Choice<TrackStep>>,
    /// Industry advances: each marker on the track, offered or refused.
    pub industry: Vec<Choice<IndustryStep>>,
    /// Builds on offer.
    pub builds: Vec<Choice<BuildStep>>,
    /// A lifted locomotive: the slots on offer, and `None` to turn it into a factory.
    pub locomotive: Vec<Choice<Option<LocomotiveSlot>>>,
    /// Bonus tokens, offered or refused (used).
    pub tokens: Vec<Choice<Token>>,
    /// "?" cards, offered or refused (gone).
    pub question_cards: Vec<Choice<QuestionCard>>,
    /// The end-bonus pile's cards on offer (seen by the seat searching it), and `None`: 10
    /// points instead.
    pub end_bonus: Vec<Choice<Option<EndBonus>>>,
    /// Spaces to use again, on offer.
    pub reuse: Vec<Choice<Space>>,
    /// The "?" card 1's repeat.
    pub repeat: Vec<Choice<Repeat>>,
    /// Giving up the rest ("Done"), offered or refused.
    pub done: Choice<()>,
}

/// What the game waits for, as the seat looking may act on it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decision {
    /// The game is over.
    Over,
    /// Another seat decides.
    Waiting {
        /// Who.
        seat: PlayerId,
    },
    /// The start-bonus draft: each card, offered or refused (taken).
    Draft(Vec<Choice<StartBonus>>),
    /// A placement: the spaces' offers are the board's (`board.rs`) and the own engineers'
    /// (`player.rs`); passing is offered too.
    Place {
        /// Passing.
        pass: Choice<()>,
    },
    /// Effects to resolve.
    Frame(Box<FrameChoices>),
    /// After the re-sort, the turn-order worker to move to a space (or not).
    TurnOrderWorker {
        /// The spaces on offer.
        spaces: Vec<Choice<Space>>,
        /// Leaving it where it is.
        done: Choice<()>,
    },
}

/// The offered choices among `actions`, as choices of `what`.
fn offered<T>(
    state: &State,
    actions: &[Action],
    what: impl Fn(&Action) -> Option<T>,
) -> Vec<Choice<T>> {
    actions.iter().filter_map(|a| what(a).map(|w| choice(state, w, *a))).collect()
}

fn frame_choices(state: &State, seat: PlayerId, frame: &Frame) -> FrameChoices {
    let player = state.player(seat);
    let available = rules::available(state);
    let has = |f: fn(&Task) -> bool| frame.tasks.iter().any(f);
    let mut tracks = Vec::new();
    for task in &frame.tasks {
        let Task::Tracks { colours, .. } = *task else { continue };
        for railway in Railway::ALL {
            for colour in Colour::ALL {
                let step = TrackStep { railway, colour, to: player.track(railway, colour) + 1 };
                let seen = tracks.iter().any(|c: &Choice<TrackStep>| c.what == step);
                if colours.has(colour) && railway.takes(colour) && !seen {
                    tracks.push(choice(state, step, Action::Advance { railway, colour }));
                }
            }
        }
    }
    let industry = if has(|t| matches!(t, Task::Industry { .. })) {
        (0..2u8)
            .filter_map(|marker| {
                let at = player.industry[usize::from(marker)]?;
                Some(choice(
                    state,
                    IndustryStep { marker, to: at + 1 },
                    Action::Industry { marker },
                ))
            })
            .collect()
    } else {
        Vec::new()
    };
    let builds = offered(state, &available, |a| match *a {
        Action::Build { tile, target } => {
            let value = match tile {
                TileSource::Stack => state.next_stack_tile()?,
                TileSource::Spare { value } => value,
            };
            Some(BuildStep { value, tile, target })
        }
        _ => None,
    });
    let locomotive = offered(state, &available, |a| match *a {
        Action::Locomotive { to } => Some(to),
        _ => None,
    });
    // Every token and card while the task is there, offered or refused.
    fn all<T: Copy>(
        state: &State,
        frame: &Frame,
        task: Task,
        every: &[T],
        action: fn(T) -> Action,
    ) -> Vec<Choice<T>> {
        if !frame.tasks.contains(&task) {
            return Vec::new();
        }
        every.iter().map(|&w| choice(state, w, action(w))).collect()
    }
    let tokens = all(state, frame, Task::Token, &Token::ALL, |token| Action::Token { token });
    let question_cards = all(state, frame, Task::QuestionCard, &QuestionCard::ALL, |card| {
        Action::QuestionCard { card }
    });
    FrameChoices {
        source: frame.source,
        complete: frame.complete,
        tasks: frame.tasks.clone(),
        tracks,
        industry,
        builds,
        locomotive,
        tokens,
        question_cards,
        end_bonus: offered(state, &available, |a| match *a {
            Action::EndBonus { card } => Some(card),
            _ => None,
        }),
        reuse: offered(state, &available, |a| match *a {
            Action::Reuse { space } => Some(space),
            _ => None,
        }),
        repeat: offered(state, &available, |a| match *a {
            Action::Repeat { what } => Some(what),
            _ => None,
        }),
        done: choice(state, (), Action::Done),
    }
}

/// The decision as the seat of `view` sees it (the end-bonus pile is in its view only while
/// it searches it).
pub fn decision(view: &View) -> Decision {
    let state = &view.state;
    let Some(seat) = state.decider() else {
        return Decision::Over;
    };
    if seat != view.seat {
        return Decision::Waiting { seat };
    }
    if let Some(frame) = state.pending.last() {
        return Decision::Frame(Box::new(frame_choices(state, seat, frame)));
    }
    match state.phase {
        Phase::Draft { .. } => Decision::Draft(
            StartBonus::ALL
                .into_iter()
                .map(|card| choice(state, card, Action::Draft { card }))
                .collect(),
        ),
        Phase::Turn { .. } => Decision::Place { pass: choice(state, (), Action::Pass) },
        Phase::Reuse { .. } => Decision::TurnOrderWorker {
            spaces: offered(state, &rules::available(state), |a| match *a {
                Action::Reuse { space } => Some(space),
                _ => None,
            }),
            done: choice(state, (), Action::Done),
        },
        Phase::Over => Decision::Over,
    }
}

impl Decision {
    /// The actions it offers (a placement's are the board's and the engineers': only
    /// passing here).
    pub fn offered(&self) -> Vec<Action> {
        fn add<T>(out: &mut Vec<Action>, choices: &[Choice<T>]) {
            out.extend(choices.iter().filter(|c| c.offered()).map(|c| c.action));
        }
        let mut out = Vec::new();
        match self {
            Decision::Over | Decision::Waiting { .. } => {}
            Decision::Draft(cards) => add(&mut out, cards),
            Decision::Place { pass } => add(&mut out, std::slice::from_ref(pass)),
            Decision::Frame(f) => {
                add(&mut out, &f.tracks);
                add(&mut out, &f.industry);
                add(&mut out, &f.builds);
                add(&mut out, &f.locomotive);
                add(&mut out, &f.tokens);
                add(&mut out, &f.question_cards);
                add(&mut out, &f.end_bonus);
                add(&mut out, &f.reuse);
                add(&mut out, &f.repeat);
                add(&mut out, std::slice::from_ref(&f.done));
            }
            Decision::TurnOrderWorker { spaces, done } => {
                add(&mut out, spaces);
                add(&mut out, std::slice::from_ref(done));
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use russian_railroads_engine::rules;
    use russian_railroads_engine::state::PlayerId;

    use super::*;
    use crate::games::railroads::view_model::board::{Offer, board};
    use crate::games::railroads::view_model::player::player_board;
    use crate::games::railroads::view_model::tests::positions;

    fn key(a: &Action) -> String {
        format!("{a:?}")
    }

    /// At every position of random games the decision, the board and the own engineers
    /// offer exactly what `rules::available` lists, as the deciding seat's view shows them;
    /// the other seats wait.
    #[test]
    fn the_choices_are_the_engines_moves() {
        let mut frames = BTreeSet::new();
        for state in positions(&[(2, 31), (3, 32), (4, 33), (4, 34)]) {
            let Some(seat) = state.decider() else {
                assert_eq!(decision(&state.view_for(0)), Decision::Over);
                continue;
            };
            let view = state.view_for(seat);
            let d = decision(&view);
            let mut offered: Vec<Action> = d.offered();
            if let Decision::Place { .. } = d {
                for s in board(&state, seat).spaces() {
                    if let Offer::Offered(pays) = &s.offer {
                        offered
                            .extend(pays.iter().map(|&pay| Action::Place { space: s.space, pay }));
                    }
                }
                for e in player_board(&view, seat).engineers {
                    if let Offer::Offered(pays) = &e.offer {
                        let space = Space::Own { engineer: e.engineer };
                        offered.extend(pays.iter().map(|&pay| Action::Place { space, pay }));
                    }
                }
            }
            if let Decision::Frame(f) = &d {
                frames.extend(
                    f.tasks.iter().map(|t| {
                        format!("{t:?}").split([' ', '{']).next().unwrap_or("").to_owned()
                    }),
                );
                // Every refused choice is refused by the engine, with that reason.
                for t in &f.tracks {
                    assert_eq!(rules::check(&state, &t.action).err(), t.refusal);
                }
            }
            let offered: BTreeSet<String> = offered.iter().map(key).collect();
            let available: BTreeSet<String> = rules::available(&state).iter().map(key).collect();
            assert_eq!(offered, available, "phase {:?}, pending {:?}", state.phase, state.pending);
            let other = (seat + 1) % state.player_count() as PlayerId;
            assert_eq!(decision(&state.view_for(other)), Decision::Waiting { seat });
        }
        for task in ["Tracks", "Industry", "Build", "Token", "EndBonus"] {
            assert!(frames.contains(task), "no {task} frame in these games: {frames:?}");
        }
    }

    /// A track task shows each railway and colour it allows with the space it would reach,
    /// and says why a colour not unlocked yet cannot advance.
    #[test]
    fn a_track_task_shows_the_next_space_of_each_track() {
        let state = positions(&[(3, 41)])
            .into_iter()
            .find(|s| {
                s.pending.last().is_some_and(|f| {
                    f.tasks
                        .iter()
                        .any(|t| matches!(t, Task::Tracks { colours, .. } if colours.len() > 1))
                })
            })
            .expect("a task of any colours");
        let seat = state.decider().expect("a seat");
        let Decision::Frame(f) = decision(&state.view_for(seat)) else { panic!("a frame") };
        let player = state.player(seat);
        for c in &f.tracks {
            assert_eq!(c.what.to, player.track(c.what.railway, c.what.colour) + 1);
            assert!(c.what.railway.takes(c.what.colour));
            if !player.has_colour(c.what.colour) {
                assert_eq!(c.refusal, Some(Refusal::ColourNotHere));
            }
        }
        assert!(f.tracks.iter().any(Choice::offered));
    }
}
