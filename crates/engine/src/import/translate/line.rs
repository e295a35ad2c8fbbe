//! Line Rounds: a line's turn, from construction to the run (format notes §4: `lay_tile`,
//! `place_token`, `remove_token`, `pass`, `run_routes`, `scrap_train`, `buy_company`), and the
//! circles and stops that 18xx.games names by tile copy or printed hex.

use super::super::format::{RawAction, RawRoute};
use super::super::{ImportError, MapFault, RecordedRoute, Runner, ids};
use super::{Kind, LineTurn, Src, Translator, TurnStep};
use crate::brief::quote;
use crate::data::tiles::LayRule;
use crate::data::{TileId, hex_info};
use crate::game::{Action, Owner};
use crate::map::graph::{NodeRef, TrackView, trace, trace_stop_hexes};
use crate::map::{Face, Hex, Phase, Rotation, TileColor, Track};
use crate::rules::LineNumber;
use crate::rules::laying::canonical_rotation;

impl Translator {
    pub(super) fn line_action(
        &mut self,
        line: LineNumber,
        a: &RawAction<'_>,
        src: &Src,
    ) -> Result<(), ImportError> {
        self.enter(Kind::Line, src)?;
        let kind = a.kind.as_str();
        let Some(&company) = self.line_owner.get(&line) else {
            return Err(src.unmappable(MapFault::LineWithoutCompany { line }));
        };
        // A new turn: another line acts, or this line acts again after its run (it is the
        // only line, so this is the next Line Round).
        let new_turn = match &self.turn {
            None => true,
            Some(turn) => {
                turn.line != line || (turn.run.is_some() && !matches!(kind, "pass" | "buy_company"))
            }
        };
        if new_turn {
            self.flush_turn();
            if self.last_line.is_some_and(|last| line <= last) {
                // R60: lines act in ascending order, once each: a new Line Round began.
                self.next_round_of(Kind::Line, src)?;
            }
            self.last_line = Some(line);
            self.turn =
                Some(LineTurn { line, step: TurnStep::Construction, bonus: None, run: None });
        }
        let bonus = self.turn.as_mut().and_then(|t| t.bonus.take());
        let step = self.turn.as_ref().map_or(TurnStep::Construction, |t| t.step);
        match kind {
            "lay_tile" => {
                let hex =
                    ids::hex(a.hex.as_deref().unwrap_or("")).map_err(|e| src.unmappable(e))?;
                let copy = a
                    .tile
                    .as_deref()
                    .ok_or_else(|| src.unmappable(MapFault::NoTileNamed))?
                    .to_owned();
                let name = copy.rsplit_once('-').map_or(copy.as_str(), |(id, _)| id);
                let id = TileId::named(name)
                    .ok_or_else(|| src.unmappable(MapFault::NotATile { name: quote(name) }))?;
                let def = id.def();
                let rotation = a
                    .rotation
                    .and_then(|r| Rotation::new(r).ok())
                    .ok_or_else(|| src.unmappable(MapFault::NotARotation))?;
                // 18xx.games may name a symmetric tile's position by any of its rotation
                // numbers; the engine accepts the lowest one only.
                let rotation = canonical_rotation(def, rotation);
                let by_bonus = matches!(def.lay, LayRule::RedBonus | LayRule::PurpleBonus);
                let action = if bonus.is_some() || by_bonus {
                    Action::BonusTile { line, hex, tile: id, rotation }
                } else if def.lay == LayRule::Stadtbahn && def.color == TileColor::Yellow {
                    let info = hex_info(self.variant, hex).and_then(|h| h.stadtbahn);
                    // The bonus action of the hex comes next (an 18xx.games "pending" step),
                    // a green upgrade also before green tiles are available: 18xx.games asks
                    // for it, and it can only be skipped (green_bonus_asked_in_yellow).
                    let next = info.map(|s| s.bonus);
                    if let Some(turn) = &mut self.turn {
                        turn.bonus = next;
                    }
                    Action::LayStadtbahn { line, hex, tile: id, rotation }
                } else {
                    Action::LayTile { line, hex, tile: id, rotation }
                };
                if let Some(old) = self.on_hex.insert(hex, copy.clone()) {
                    self.copies.remove(&old);
                }
                self.faces.insert(hex, (def.face, rotation));
                self.copies.insert(copy, hex);
                self.emit(action, src);
            }
            "place_token" => {
                let at = self.city(a, src)?;
                self.emit(Action::PlaceStation { line, at }, src);
            }
            "remove_token" => {
                let at = self.city(a, src)?;
                self.emit(Action::RemoveStadtbahnMarker { line, at }, src);
            }
            "pass" if bonus.is_some() => self.emit(Action::SkipBonus { line }, src),
            "pass" => match step {
                // After a scrapped tram ended the run (from LR2a): the closing pass, where
                // 18xx.games asks for one; `automatic` sees whether it did.
                TurnStep::Run if self.turn.as_ref().is_some_and(|t| t.run.is_some()) => {
                    self.out.closing_guesses.insert(src.index);
                    self.ran(src, Vec::new());
                }
                // The end of construction: the tram runs next, if the line has one.
                TurnStep::Construction if self.has_tram(line) => self.set_step(TurnStep::Run),
                TurnStep::Construction | TurnStep::Run => self.ran(src, Vec::new()),
                // The closing pass (no private bought, from LR2a on), or, for a line without
                // a tram, the end of its next turn: `automatic` sees which.
                TurnStep::AfterRun => {
                    self.flush_turn();
                    if !self.has_tram(line) {
                        self.out.next_turn_guesses.insert(src.index);
                        self.emit(Action::RunTram { line, route: None }, src);
                    }
                }
            },
            "run_routes" => {
                if a.routes.len() > 1 {
                    return Err(src.unmappable(MapFault::OneRoutePerLine));
                }
                let routes = a
                    .routes
                    .iter()
                    .map(|r| self.route(Runner::Line(line), r, src))
                    .collect::<Result<Vec<_>, _>>()?;
                self.ran(src, routes);
            }
            "scrap_train" => {
                self.scrap(company, a, src)?;
                if step == TurnStep::Run && !self.has_tram(line) {
                    if self.phase() == Phase::Yellow {
                        self.ran(src, Vec::new());
                    } else if let Some(turn) = &mut self.turn {
                        // From LR2a a private may still be bought: the run without a tram is
                        // the turn's end, the closing `pass` if one comes (then it is that
                        // pass's), else the next entity's action.
                        turn.run = Some((src.clone(), Vec::new()));
                    }
                }
            }
            "buy_company" => {
                let private = a
                    .company
                    .as_deref()
                    .and_then(ids::private)
                    .ok_or_else(|| src.unmappable(MapFault::NoPrivate))?;
                let price = a.price.ok_or_else(|| src.unmappable(MapFault::NoPrice))?;
                self.private_owner.insert(private, Owner::Company(company));
                self.emit(Action::BuyPrivate { line, private, price }, src);
            }
            other => return Err(src.unmappable(MapFault::LineCannot { kind: quote(other) })),
        }
        Ok(())
    }

    pub(super) fn set_step(&mut self, step: TurnStep) {
        if let Some(turn) = &mut self.turn {
            turn.step = step;
        }
    }

    /// The run is over (or there is none): its `RunTram` is written when the turn ends. Before
    /// LR2a nothing can follow it.
    pub(super) fn ran(&mut self, src: &Src, routes: Vec<RecordedRoute>) {
        if let Some(turn) = &mut self.turn {
            turn.step = TurnStep::AfterRun;
            turn.run = Some((src.clone(), routes));
        }
        if self.phase() == Phase::Yellow {
            self.flush_turn();
        }
    }

    /// Ends the line's turn: writes its `RunTram` with the recorded route (B14), or without a
    /// route (the best one) when none was recorded; the recorded route points at it.
    pub(super) fn flush_turn(&mut self) {
        let Some(turn) = self.turn.take() else { return };
        let Some((src, routes)) = turn.run else { return };
        let action = self.out.actions.len();
        let route = routes.first().map(|r| r.paths.clone());
        self.emit(Action::RunTram { line: turn.line, route }, &src);
        self.out.routes.extend(routes.into_iter().map(|r| RecordedRoute { action, ..r }));
    }

    /// The circle of a `place_token` or `remove_token`: `<tile>-<copy>-<part>`, where a hex
    /// still showing its printed face is named by its coordinate and copy 0.
    pub(super) fn city(&self, a: &RawAction<'_>, src: &Src) -> Result<NodeRef, ImportError> {
        let city = a.city.as_deref().ok_or_else(|| src.unmappable(MapFault::NoCircleNamed))?;
        let bad = || src.unmappable(MapFault::NotACircle { name: quote(city) });
        let (copy, part) = city.rsplit_once('-').ok_or_else(bad)?;
        let part: u8 = part.parse().map_err(|_| bad())?;
        if let Some(&hex) = self.copies.get(copy) {
            return Ok(NodeRef { hex, node: part });
        }
        let (label, number) = copy.rsplit_once('-').ok_or_else(bad)?;
        let hex = label.parse::<Hex>().map_err(|_| bad())?;
        if number != "0" || hex_info(self.variant, hex).is_none() {
            return Err(bad());
        }
        Ok(NodeRef { hex, node: ids::printed_node(hex, part) })
    }

    /// A revenue location of a route: `<hex>-<part>` of the face now on the hex.
    pub(super) fn stop(&self, node: &str, src: &Src) -> Result<NodeRef, ImportError> {
        let bad = || src.unmappable(MapFault::NotAStop { name: quote(node) });
        let (label, part) = node.rsplit_once('-').ok_or_else(bad)?;
        let hex = label.parse::<Hex>().map_err(|_| bad())?;
        let part: u8 = part.parse().map_err(|_| bad())?;
        if self.on_hex.contains_key(&hex) {
            Ok(NodeRef { hex, node: part })
        } else {
            Ok(NodeRef { hex, node: ids::printed_node(hex, part) })
        }
    }

    /// A recorded route: its stops in route order (`hexes`, each matched with its entry of
    /// `nodes`), its legs and its revenue. Exports before 2023 leave `nodes` empty: then each
    /// hex of `hexes` is a stop, and its revenue location is the one the track of the legs
    /// reaches ([`trace_stop_hexes`]).
    pub(super) fn route(
        &self,
        runner: Runner,
        r: &RawRoute<'_>,
        src: &Src,
    ) -> Result<RecordedRoute, ImportError> {
        let mut legs = r
            .connections
            .iter()
            .map(|leg| leg.iter().map(|h| ids::hex(h)).collect::<Result<Vec<Hex>, _>>())
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| src.unmappable(e))?;
        let off_track = || src.unmappable(MapFault::OffTrack { hexes: quote(&r.hexes.join("-")) });
        let (stops, paths) = if r.nodes.is_empty() && !r.hexes.is_empty() {
            let hexes = r.hexes.iter().map(|h| ids::hex(h)).collect::<Result<Vec<Hex>, _>>();
            let hexes = hexes.map_err(|e| src.unmappable(e))?;
            legs = legs_in_order(&hexes, legs).ok_or_else(off_track)?;
            match runner {
                Runner::Line(_) => trace_stop_hexes(&MapView(self), &hexes, &legs, Track::Tram)
                    .ok_or_else(off_track)?,
                // The engine makes the Stadtbahn runs; their stops are kept as the first
                // revenue location of each hex, for reading only.
                Runner::Stadtbahn(_) => {
                    (hexes.iter().map(|&hex| NodeRef { hex, node: 0 }).collect(), Vec::new())
                }
            }
        } else {
            let mut nodes: Vec<Option<NodeRef>> =
                r.nodes.iter().map(|n| self.stop(n, src).map(Some)).collect::<Result<_, _>>()?;
            let mut stops = Vec::with_capacity(nodes.len());
            for label in &r.hexes {
                let hex = ids::hex(label).map_err(|e| src.unmappable(e))?;
                if let Some(slot) = nodes.iter_mut().find(|n| n.is_some_and(|n| n.hex == hex)) {
                    stops.extend(slot.take());
                }
            }
            // Stops the hex list did not mention keep the order of `nodes`.
            stops.extend(nodes.into_iter().flatten());
            // A line's route is run as recorded (B14), so its track is needed; the engine makes
            // the Stadtbahn runs by itself.
            let paths = match runner {
                Runner::Line(_) => {
                    trace(&MapView(self), &stops, &legs, Track::Tram).ok_or_else(off_track)?
                }
                Runner::Stadtbahn(_) => Vec::new(),
            };
            (stops, paths)
        };
        Ok(RecordedRoute {
            action: self.out.actions.len().saturating_sub(1),
            source_index: src.index,
            runner,
            tram: r.train.to_string(),
            stops,
            legs,
            paths,
            revenue: r.revenue,
        })
    }
}

/// The legs of a route in the order of its stops: the leg between stops k and k+1 is the
/// connection that has them at its ends (in either direction). `None` when they do not pair.
fn legs_in_order(stops: &[Hex], mut legs: Vec<Vec<Hex>>) -> Option<Vec<Vec<Hex>>> {
    let mut ordered = Vec::with_capacity(legs.len());
    for pair in stops.windows(2) {
        let ends = |leg: &Vec<Hex>| {
            let (first, last) = (leg.first().copied(), leg.last().copied());
            (first, last) == (Some(pair[0]), Some(pair[1]))
                || (first, last) == (Some(pair[1]), Some(pair[0]))
        };
        let at = legs.iter().position(ends)?;
        ordered.push(legs.remove(at));
    }
    legs.is_empty().then_some(ordered)
}

/// The map as the translator has seen it built: the tiles laid, else the printed hexes. A
/// route is traced on it without the markers, so every location may be passed.
struct MapView<'a>(&'a Translator);

impl TrackView for MapView<'_> {
    fn face(&self, hex: Hex) -> Option<(Face, Rotation)> {
        match self.0.faces.get(&hex) {
            Some(&laid) => Some(laid),
            None => hex_info(self.0.variant, hex)?.face.map(|f| (f, Rotation::default())),
        }
    }

    fn passable(&self, _: NodeRef) -> bool {
        true
    }
}
