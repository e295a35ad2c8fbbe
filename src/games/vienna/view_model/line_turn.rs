//! A line's turn in a Line Round as the map and its panel show it, and the player's selection.
//!
//! [`line_turn`] sorts the moves the engine offers ([`Game::available`]) by where they are
//! made on the map: the hexes where the line may lay or upgrade, each with its tiles and their
//! legal rotations; the Stadtbahn hexes; the tiles of a Stadtbahn bonus; the circles where a
//! station marker may go; the Stadtbahn markers the line may remove; the privates it may buy;
//! the run. Nothing here decides what is legal: a choice is only ever turned back into one of
//! the actions the engine offered.
//!
//! The selection ([`Pick`]) lives apart from the game: a hex being tried with a tile and a
//! rotation, or a circle about to take a marker. It is stamped with the number of actions of
//! the game when made ([`Selection`]), so any action (or undo) drops it.
//!
//! What a choice would bring is read off the engine's position after the action: the line's
//! income with it ([`income_after`], the optimizer on the board it leaves) and whether a
//! Stadtbahn bonus could be used ([`bonus_usable`]).

use tramways_engine::data::game_tables::{Money, TramCompany};
use tramways_engine::data::{Bonus, TileId};
use tramways_engine::game::{Action, Actor, Available, Event, Game, Move, Owner, Step};
use tramways_engine::map::graph::NodeRef;
use tramways_engine::map::{Hex, Rotation};
use tramways_engine::rules::LineNumber;

use crate::i18n::{self, Names};

/// Which of the line's lays a tile choice is (R61, R73).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LayMode {
    /// The normal lay or upgrade.
    Normal,
    /// The yellow Stadtbahn tile (20, then a bonus action).
    Stadtbahn,
    /// The tile of the Stadtbahn bonus just earned.
    Bonus,
}

/// One tile that may go on a hex, with its legal rotations (one per distinct track position).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TileOption {
    /// The tile.
    pub tile: TileId,
    /// Which lay it is.
    pub mode: LayMode,
    /// Its legal rotations, in the engine's order.
    pub rotations: Vec<Rotation>,
    /// Whether it replaces the tile lying there.
    pub upgrade: bool,
}

/// A hex where the line may lay something now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LayTarget {
    /// The hex.
    pub hex: Hex,
    /// The lay of its first tile (for the highlight's colour).
    pub mode: LayMode,
    /// The tiles, in the engine's (chart) order.
    pub options: Vec<TileOption>,
}

/// A circle where the line may act, with the action.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SpotChoice {
    /// The revenue location.
    pub at: NodeRef,
    /// What tapping and confirming does.
    pub action: Action,
}

/// A private the line's company may buy from a player (R93), from LR2a.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PrivateOffer {
    /// The private's name.
    pub name: &'static str,
    /// Its owner's name.
    pub owner: String,
    /// The lowest price.
    pub min: Money,
    /// The highest price the company may pay (face value or its Treasury).
    pub max: Money,
    /// The purchase at `min`; [`Action::with_amount`] sets the price.
    pub action: Action,
    /// The owner answers it (an offer), as the engine's preview says; else the sale is made
    /// at once (the director's own private).
    pub asks: bool,
}

/// Everything a line may do in its turn, sorted for the map.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineTurn {
    /// The line.
    pub line: LineNumber,
    /// Its company.
    pub company: TramCompany,
    /// The director's name.
    pub director: String,
    /// The company's Treasury, which pays for everything (A25).
    pub treasury: Money,
    /// The company's Revenue space.
    pub revenue: Money,
    /// The bonus action of the Stadtbahn tile just laid, to be taken or skipped now (R73).
    pub bonus: Option<Bonus>,
    /// The normal lay of the turn is done.
    pub laid: bool,
    /// The Stadtbahn tile of the turn is laid.
    pub stadtbahn_laid: bool,
    /// The station marker of the turn is placed.
    pub station_placed: bool,
    /// Hexes where a tile may go now.
    pub targets: Vec<LayTarget>,
    /// Circles where a station marker may go now.
    pub stations: Vec<SpotChoice>,
    /// What the next station marker costs (the engine's answer for the first circle).
    pub station_cost: Option<Money>,
    /// What the Stadtbahn tile costs (the engine's answer for the first Stadtbahn hex).
    pub stadtbahn_cost: Option<Money>,
    /// Stadtbahn markers the line may remove for 40 (R82).
    pub removals: Vec<SpotChoice>,
    /// Privates the company may buy.
    pub privates: Vec<PrivateOffer>,
    /// Ending construction and running the tram, when offered.
    pub run: Option<Action>,
    /// Skipping the bonus action, when offered.
    pub skip: Option<Action>,
}

/// The lay action of `mode` for a hex, tile and rotation.
fn lay_action(
    line: LineNumber,
    mode: LayMode,
    hex: Hex,
    tile: TileId,
    rotation: Rotation,
) -> Action {
    match mode {
        LayMode::Normal => Action::LayTile { line, hex, tile, rotation },
        LayMode::Stadtbahn => Action::LayStadtbahn { line, hex, tile, rotation },
        LayMode::Bonus => Action::BonusTile { line, hex, tile, rotation },
    }
}

/// What a choice on the map would do, worked out from one application of it to a copy of the
/// position (the lay bar shows all three): what it costs, whether the Stadtbahn bonus it gives
/// could be used right after it, and the acting line's income on the board it leaves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChoiceOutlook {
    /// What the action costs the line's company (tiles, stations, removals).
    pub cost: Money,
    /// `Some(false)` when the engine would then offer nothing but skipping the bonus (it is
    /// lost, though the tile is paid for); `None` when the action gives no bonus.
    pub bonus_usable: Option<bool>,
    /// The income of `line`'s tram after the action: its best route's revenue plus maintenance
    /// (R84–R88); `None` for no line asked or a line without a tram (A19).
    pub income: Option<Money>,
}

/// [`ChoiceOutlook`] of `action`, with the income of `line`; `None` when the engine refuses it.
pub fn choice_outlook(
    game: &Game,
    action: &Action,
    line: Option<LineNumber>,
) -> Option<ChoiceOutlook> {
    let mut next = game.state().clone();
    let events = next.apply(action).ok()?;
    let cost = events
        .iter()
        .map(|e| match e {
            Event::TileLaid { cost, .. }
            | Event::StationPlaced { cost, .. }
            | Event::StadtbahnMarkerRemoved { cost, .. } => *cost,
            _ => 0,
        })
        .sum();
    let bonus_usable = match &next.step {
        Step::Line(step) if step.bonus.is_some() => {
            Some(next.available().moves.iter().any(|m| {
                matches!(m.action(), Action::BonusTile { .. } | Action::PlaceStation { .. })
            }))
        }
        _ => None,
    };
    // R84–R89: what the run would pay is the engine's (State::line_run).
    let income = line.and_then(|line| next.line_run(line)).map(|(_, run)| run.income);
    Some(ChoiceOutlook { cost, bonus_usable, income })
}

/// What `action` costs ([`choice_outlook`]).
pub fn action_cost(game: &Game, action: &Action) -> Option<Money> {
    choice_outlook(game, action, None).map(|o| o.cost)
}

/// The income the acting line's tram would make after `action` ([`choice_outlook`]).
pub fn income_after(game: &Game, action: &Action, line: LineNumber) -> Option<Money> {
    choice_outlook(game, action, Some(line))?.income
}

/// Whether the bonus action a Stadtbahn tile gives (R73) could be used right after `action`
/// ([`choice_outlook`]).
pub fn bonus_usable(game: &Game, action: &Action) -> Option<bool> {
    choice_outlook(game, action, None)?.bonus_usable
}

fn add_lay(
    targets: &mut Vec<LayTarget>,
    game: &Game,
    mode: LayMode,
    hex: Hex,
    tile: TileId,
    r: Rotation,
) {
    let upgrade = game.state().board.tile(hex).is_some();
    let target = match targets.iter_mut().position(|t| t.hex == hex) {
        Some(i) => &mut targets[i],
        None => {
            targets.push(LayTarget { hex, mode, options: Vec::new() });
            let last = targets.len() - 1;
            &mut targets[last]
        }
    };
    match target.options.iter_mut().find(|o| o.tile == tile && o.mode == mode) {
        Some(option) => option.rotations.push(r),
        None => target.options.push(TileOption { tile, mode, rotations: vec![r], upgrade }),
    }
}

/// The turn of the line that acts now, or `None` outside a line's turn.
pub fn line_turn(game: &Game, available: &Available) -> Option<LineTurn> {
    let state = game.state();
    let Actor::Line { line, company, director } = available.actor else { return None };
    let Step::Line(step) = &state.step else { return None };
    let co = state.tram_co(company);
    let mut turn = LineTurn {
        line,
        company,
        director: state.player(director),
        treasury: co.treasury,
        revenue: co.revenue,
        bonus: step.bonus,
        laid: step.laid,
        stadtbahn_laid: step.stadtbahn,
        station_placed: step.station,
        targets: Vec::new(),
        stations: Vec::new(),
        station_cost: None,
        stadtbahn_cost: None,
        removals: Vec::new(),
        privates: Vec::new(),
        run: None,
        skip: None,
    };
    for m in &available.moves {
        match m {
            Move::Do { action } => match action {
                Action::LayTile { hex, tile, rotation, .. } => {
                    add_lay(&mut turn.targets, game, LayMode::Normal, *hex, *tile, *rotation);
                }
                Action::LayStadtbahn { hex, tile, rotation, .. } => {
                    if turn.stadtbahn_cost.is_none() {
                        turn.stadtbahn_cost = action_cost(game, action);
                    }
                    add_lay(&mut turn.targets, game, LayMode::Stadtbahn, *hex, *tile, *rotation);
                }
                Action::BonusTile { hex, tile, rotation, .. } => {
                    add_lay(&mut turn.targets, game, LayMode::Bonus, *hex, *tile, *rotation);
                }
                Action::PlaceStation { at, .. } => {
                    if turn.station_cost.is_none() {
                        turn.station_cost = action_cost(game, action);
                    }
                    turn.stations.push(SpotChoice { at: *at, action: action.clone() });
                }
                Action::RemoveStadtbahnMarker { at, .. } => {
                    turn.removals.push(SpotChoice { at: *at, action: action.clone() });
                }
                Action::RunTram { .. } => turn.run = Some(action.clone()),
                Action::SkipBonus { .. } => turn.skip = Some(action.clone()),
                _ => {}
            },
            Move::Amount {
                action: action @ Action::BuyPrivate { private, .. }, min, max, ..
            } => {
                let owner = match state.private(*private).and_then(|p| p.owner) {
                    Some(Owner::Player(p)) => state.player(p),
                    Some(Owner::Company(c)) => i18n::tram_company(c).to_owned(),
                    None => String::new(),
                };
                let action = action.with_amount(*min);
                let offered = |e: &Event| matches!(e, Event::PrivateOffered { .. });
                let asks = game.preview(&action).is_ok_and(|ev| ev.iter().any(offered));
                turn.privates.push(PrivateOffer {
                    name: i18n::private(*private),
                    owner,
                    min: *min,
                    max: *max,
                    action,
                    asks,
                });
            }
            Move::Amount { .. } => {}
        }
    }
    Some(turn)
}

/// Whether an action is one this module shows on the map or in the Line Round panel (the
/// generic move list leaves them out).
pub fn is_map_action(action: &Action) -> bool {
    action.is_construction()
        || matches!(
            action,
            Action::SkipBonus { .. } | Action::BuyPrivate { .. } | Action::RunTram { .. }
        )
}

// ---------------------------------------------------------------------------------------------
// The selection
// ---------------------------------------------------------------------------------------------

/// What the player is about to do on the map.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Pick {
    /// Nothing chosen.
    #[default]
    Nothing,
    /// Trying a tile on a hex: indices into the target's options and that option's rotations.
    Lay {
        /// The hex.
        hex: Hex,
        /// Index into [`LayTarget::options`].
        option: usize,
        /// Index into [`TileOption::rotations`].
        rotation: usize,
    },
    /// About to place a station marker here.
    Station(NodeRef),
    /// About to remove the Stadtbahn marker here.
    Removal(NodeRef),
}

impl Pick {
    /// The hex of what is picked, if anything is.
    pub fn hex(&self) -> Option<Hex> {
        match *self {
            Pick::Nothing => None,
            Pick::Lay { hex, .. } => Some(hex),
            Pick::Station(at) | Pick::Removal(at) => Some(at.hex),
        }
    }
}

/// A pick and the number of actions the game had when it was made: it is stale (and shown
/// as nothing) once the game has moved on or back.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Selection {
    /// `game.actions().len()` when picked.
    pub stamp: usize,
    /// What was picked.
    pub pick: Pick,
}

impl Selection {
    /// The pick if it was made at `stamp`, else nothing.
    pub fn current(self, stamp: usize) -> Pick {
        if self.stamp == stamp { self.pick } else { Pick::Nothing }
    }
}

/// A complete choice, ready to confirm.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Chosen {
    /// The action the engine offered for it.
    pub action: Action,
    /// For a lay: the hex, tile, rotation and how many rotations there are.
    pub lay: Option<ChosenLay>,
}

/// The tile being tried on a hex.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChosenLay {
    /// The hex.
    pub hex: Hex,
    /// The tile.
    pub tile: TileId,
    /// The rotation shown.
    pub rotation: Rotation,
    /// Which of the legal rotations it is (from 0) and how many there are.
    pub turn: (usize, usize),
    /// Which lay it is.
    pub mode: LayMode,
}

impl LineTurn {
    fn target(&self, hex: Hex) -> Option<&LayTarget> {
        self.targets.iter().find(|t| t.hex == hex)
    }

    /// Tapping a hex: a new target starts with its first tile and rotation; tapping the hex
    /// being tried turns its tile to the next legal rotation; other hexes change nothing.
    pub fn tap_hex(&self, pick: Pick, hex: Hex) -> Pick {
        match pick {
            Pick::Lay { hex: h, .. } if h == hex => self.rotate(pick),
            _ if self.target(hex).is_some() => Pick::Lay { hex, option: 0, rotation: 0 },
            _ => pick,
        }
    }

    /// The next legal rotation of the tile being tried (R key, rotate button).
    pub fn rotate(&self, pick: Pick) -> Pick {
        let Pick::Lay { hex, option, rotation } = pick else { return pick };
        let count = self
            .target(hex)
            .and_then(|t| t.options.get(option))
            .map_or(1, |o| o.rotations.len().max(1));
        Pick::Lay { hex, option, rotation: (rotation + 1) % count }
    }

    /// Another tile for the hex being tried, at its first rotation.
    pub fn choose_tile(&self, pick: Pick, option: usize) -> Pick {
        match pick {
            Pick::Lay { hex, .. } if self.target(hex).is_some_and(|t| option < t.options.len()) => {
                Pick::Lay { hex, option, rotation: 0 }
            }
            _ => pick,
        }
    }

    /// Tapping a highlighted station circle.
    pub fn tap_station(&self, at: NodeRef) -> Pick {
        if self.stations.iter().any(|s| s.at == at) { Pick::Station(at) } else { Pick::Nothing }
    }

    /// Tapping a Stadtbahn marker the line may remove.
    pub fn tap_removal(&self, at: NodeRef) -> Pick {
        if self.removals.iter().any(|s| s.at == at) { Pick::Removal(at) } else { Pick::Nothing }
    }

    /// The action a pick stands for, if it is one the engine offers now.
    pub fn chosen(&self, pick: Pick) -> Option<Chosen> {
        match pick {
            Pick::Nothing => None,
            Pick::Lay { hex, option, rotation } => {
                let o = self.target(hex)?.options.get(option)?;
                let r = *o.rotations.get(rotation)?;
                let action = lay_action(self.line, o.mode, hex, o.tile, r);
                let lay = ChosenLay {
                    hex,
                    tile: o.tile,
                    rotation: r,
                    turn: (rotation, o.rotations.len()),
                    mode: o.mode,
                };
                Some(Chosen { action, lay: Some(lay) })
            }
            Pick::Station(at) => {
                let s = self.stations.iter().find(|s| s.at == at)?;
                Some(Chosen { action: s.action.clone(), lay: None })
            }
            Pick::Removal(at) => {
                let s = self.removals.iter().find(|s| s.at == at)?;
                Some(Chosen { action: s.action.clone(), lay: None })
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tramways_engine::data::game_tables::Round;
    use tramways_engine::selfplay::{play_random_until, random_setup_for};

    /// The first decision of a random 3-player game at which `kinds` are all offered.
    fn position(seed: u64, kinds: &[&str]) -> Game {
        play_random_until(random_setup_for(3, seed), seed, |g| {
            let moves = g.available().moves;
            kinds.iter().all(|k| moves.iter().any(|m| m.lowest().kind() == *k))
        })
        .unwrap()
    }

    #[test]
    fn every_offered_lay_is_on_the_map_once_and_nothing_else() {
        let game = position(2, &["lay_tile", "place_station"]);
        let available = game.available();
        let turn = line_turn(&game, &available).unwrap();
        let offered: Vec<Action> = available
            .moves
            .iter()
            .map(Move::lowest)
            .filter(|a| matches!(a, Action::LayTile { .. } | Action::LayStadtbahn { .. }))
            .collect();
        let mut shown = Vec::new();
        for t in &turn.targets {
            for (i, o) in t.options.iter().enumerate() {
                for r in 0..o.rotations.len() {
                    let pick = Pick::Lay { hex: t.hex, option: i, rotation: r };
                    shown.push(turn.chosen(pick).unwrap().action);
                }
            }
        }
        assert_eq!(shown.len(), offered.len());
        assert!(offered.iter().all(|a| shown.contains(a)));
        assert!(!turn.stations.is_empty());
        assert!(turn.run.is_some());
        let cost = turn.station_cost.unwrap();
        assert!(cost <= turn.treasury, "only affordable stations are offered");
    }

    #[test]
    fn tapping_a_target_tries_its_first_tile_and_tapping_again_turns_it() {
        let game = position(2, &["lay_tile"]);
        let turn = line_turn(&game, &game.available()).unwrap();
        let target = turn
            .targets
            .iter()
            .find(|t| t.options[0].rotations.len() > 1)
            .expect("a tile with two rotations");
        let pick = turn.tap_hex(Pick::Nothing, target.hex);
        assert_eq!(pick, Pick::Lay { hex: target.hex, option: 0, rotation: 0 });
        let again = turn.tap_hex(pick, target.hex);
        assert_eq!(again, Pick::Lay { hex: target.hex, option: 0, rotation: 1 });
        let lay = turn.chosen(again).unwrap().lay.unwrap();
        assert_eq!(lay.rotation, target.options[0].rotations[1]);
        assert_eq!(lay.turn, (1, target.options[0].rotations.len()));
        // Turning wraps around to the first legal rotation.
        let mut p = again;
        for _ in 1..target.options[0].rotations.len() {
            p = turn.rotate(p);
        }
        assert_eq!(p, pick);
        // A hex without a lay changes nothing.
        let nowhere: Hex = "A3".parse().unwrap();
        assert_eq!(turn.tap_hex(again, nowhere), again);
    }

    #[test]
    fn a_chosen_lay_is_accepted_by_the_engine_and_its_cost_is_the_engines() {
        let mut game = position(2, &["lay_stadtbahn"]);
        let turn = line_turn(&game, &game.available()).unwrap();
        let target = turn.targets.iter().find(|t| t.mode == LayMode::Stadtbahn).unwrap();
        let chosen = turn.chosen(Pick::Lay { hex: target.hex, option: 0, rotation: 0 }).unwrap();
        assert!(matches!(chosen.action, Action::LayStadtbahn { .. }));
        assert_eq!(
            action_cost(&game, &chosen.action),
            Some(20),
            "R73: the Stadtbahn tile costs 20"
        );
        assert_eq!(turn.stadtbahn_cost, Some(20));
        let treasury = turn.treasury;
        game.apply(&chosen.action).unwrap();
        let after = line_turn(&game, &game.available()).unwrap();
        assert_eq!(after.treasury, treasury - 20);
        assert!(after.stadtbahn_laid);
        // R73: the bonus comes right after the tile, and may be skipped.
        if after.bonus.is_some() {
            assert!(after.skip.is_some());
            assert!(after.run.is_none(), "the bonus is taken or skipped before anything else");
        }
    }

    #[test]
    fn a_selection_is_stale_once_the_game_moves() {
        let pick = Pick::Station(NodeRef { hex: "H28".parse().unwrap(), node: 0 });
        let sel = Selection { stamp: 12, pick };
        assert_eq!(sel.current(12), pick);
        assert_eq!(sel.current(13), Pick::Nothing);
        assert_eq!(sel.current(11), Pick::Nothing);
    }

    #[test]
    fn outside_a_line_round_there_is_no_line_turn() {
        let game = Game::new(random_setup_for(3, 1)).unwrap();
        assert_eq!(game.state().round, Round::PreShare);
        assert!(line_turn(&game, &game.available()).is_none());
    }

    /// Issue 23: a Stadtbahn tile whose bonus could not be used is told before it is paid
    /// for. Over the Stadtbahn lays of random positions: a lay without a bonus gives `None`; a
    /// lay with one gives whether the engine then offers anything but skipping it.
    #[test]
    fn a_stadtbahn_bonus_that_cannot_be_used_is_known_before_the_lay() {
        let (mut with_bonus, mut lost) = (0, 0);
        for seed in 1..=6 {
            let game = position(seed, &["lay_stadtbahn"]);
            for m in game.available().moves {
                let action = m.lowest();
                if !matches!(action, Action::LayStadtbahn { .. }) {
                    continue;
                }
                let mut next = game.clone();
                next.apply(&action).unwrap();
                let bonus = matches!(&next.state().step, Step::Line(s) if s.bonus.is_some());
                let kinds: Vec<&str> =
                    next.available().moves.iter().map(|m| m.lowest().kind()).collect();
                let usable = kinds.iter().any(|k| ["bonus_tile", "place_station"].contains(k));
                match bonus_usable(&game, &action) {
                    None => assert!(!bonus, "{action:?}"),
                    Some(u) => {
                        assert!(bonus && u == usable, "{action:?}: {kinds:?}");
                        assert!(kinds.contains(&"skip_bonus"), "skipping is always offered");
                        with_bonus += 1;
                        lost += usize::from(!u);
                    }
                }
            }
        }
        assert!(with_bonus > 0, "some lay gives a bonus");
        eprintln!("{with_bonus} lays with a bonus, {lost} of them unusable");
    }

    /// R84–R89: the income the lay bar shows for a line is the engine's
    /// ([`tramways_engine::game::State::line_run`]): run right away, the line books exactly
    /// that, maintenance included.
    #[test]
    fn the_income_shown_is_what_the_run_books() {
        let (mut runs, mut maintained) = (0, 0);
        for seed in 0..12 {
            let Ok(game) = play_random_until(random_setup_for(4, seed), seed, |g| {
                g.available().moves.iter().any(|m| match m.lowest() {
                    Action::RunTram { line, route: None } => {
                        g.state().line_run(line).is_some_and(|(_, run)| run.adjustment != 0)
                    }
                    _ => false,
                })
            }) else {
                continue;
            };
            for m in game.available().moves {
                let action @ Action::RunTram { line, route: None } = m.lowest() else { continue };
                let shown = income_after(&game, &action, line);
                let booked = game.clone().apply(&action).unwrap().iter().find_map(|e| match e {
                    Event::TramRan { income, adjustment, .. } => Some((*income, *adjustment)),
                    _ => None,
                });
                assert_eq!(shown, booked.map(|b| b.0), "{action:?}");
                runs += 1;
                maintained += usize::from(booked.is_some_and(|b| b.1 != 0));
            }
        }
        assert!(runs > 0 && maintained > 0, "{runs} runs, {maintained} with maintenance");
    }
}
