//! The game map: the board as it lies, pan and zoom, and the Line Round played on it (issue
//! 8). [`MapArea`] holds the map and, beside or below it, the Line Round panel and the tile
//! supply.
//!
//! The player's selection ([`Selection`]) lives here, apart from the game, and is dropped by
//! every action, undo or redo (it is stamped with the number of actions, see
//! [`Selection::current`]). Every action sent comes from the moves the engine offered.
//!
//! [`MapState`] holds the signals the map's parts share: the board, which follows the game
//! one frame late (the store's late copy), what the line may do next, its targets, station
//! circles, choice options and route, and the tile just laid from the choice bar while the
//! canvas has not painted it (`MapState::laid`). While the board lags the game nothing is
//! offered ([`MapState::lagging`]). A person's line turn opens zoomed at the line
//! (`turn_view`, issue 50), the whole board where no decision is asked; a hint's hex outside
//! the view is brought into it.

mod board_canvas;
pub(crate) mod keys;
mod lay_bar;
mod markers;
mod overlay;
mod panel;
mod route_layer;
mod supply;
mod viewport;

use leptos::ev;
use leptos::prelude::*;
use tramways_engine::data::TileId;
use tramways_engine::data::game_tables::Round;
use tramways_engine::game::{Action, Available, Step};
use tramways_engine::map::{Hex, Rotation};
use tramways_engine::rules::LineNumber;

use crate::games::vienna::store::Store;
use crate::games::vienna::view_model::board::{HexKey, SlotView, hex_keys, slots};
use crate::games::vienna::view_model::layout::Layout;
use crate::games::vienna::view_model::line_turn::{Chosen, LineTurn, Pick, Selection, line_turn};
use crate::games::vienna::view_model::map::{HEX_SIZE, map_shape};
use crate::games::vienna::view_model::route::{
    RouteView, StadtbahnRunView, route_view, run_just_made, stadtbahn_views,
};
use crate::games::vienna::view_model::turn_view::{asked_turn, turn_view};
use crate::games::vienna::view_model::viewport::{Pad, Screen, ViewBox};

/// Width (map units) left free on the left of the whole map for the zoom buttons.
const ZOOM_STRIP: f64 = 56.0;

/// What the controls over the map cover (CSS pixels): the zoom buttons down its left side (the
/// toggle in a bottom corner is left to cover what it covers: a phone's map is 250 px high).
const COVERED: Pad = Pad { left: 56.0, top: 6.0, right: 6.0, bottom: 6.0 };

/// A tile just laid from the choice bar: the preview keeps showing it on its hex until the
/// board's canvas has painted it, just after the lay's frame (docs/performance.md, entry 34).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Laid {
    /// The hex.
    pub hex: Hex,
    /// The tile.
    pub tile: TileId,
    /// Its rotation.
    pub rotation: Rotation,
    /// The number of actions once it was laid: another action ends the stand-in.
    pub stamp: usize,
}

/// What the map's parts share: the game, the line's turn, the selection and the route shown.
///
/// The board (its canvas, the hexes, the markers, the tile just laid) follows the game as it
/// is: a move's own frame shows what it changed. What the line may do next (the targets, the
/// circles for a station, the choice bar's options, the line's route) follows the late copy
/// ([`crate::shell::store::Table::later`]), which catches up just after that frame, with the panels:
/// working out the moves on offer in a move's frame was a sixth of a lay's script at 4× CPU
/// (issue 22).
/// While it lags, the map offers nothing ([`MapState::lagging`]).
#[derive(Debug, Clone, Copy)]
pub struct MapState {
    /// The game.
    pub store: Store,
    /// The game one frame late: the line's turn and routes are worked out from it.
    pub late: Store,
    /// The moves on offer, one frame late.
    pub available: Memo<Available>,
    /// The line whose turn it is, sorted for the map (one frame late).
    pub turn: Memo<Option<LineTurn>>,
    /// Every hex and what its drawing depends on (a hex is drawn again when its key changes).
    pub hexes: Memo<Vec<(HexKey, Hex)>>,
    /// The canvas the board is painted on.
    pub board: NodeRef<leptos::html::Canvas>,
    /// The station spaces with their markers.
    pub slots: Memo<Vec<SlotView>>,
    /// The number of actions of the game (the selection's stamp).
    pub stamp: Memo<usize>,
    /// What the player is about to do.
    pub selection: RwSignal<Selection>,
    /// The tile just laid from the choice bar, until the board's canvas has painted it.
    pub laid: RwSignal<Option<Laid>>,
    /// The line whose best route was asked for: drawn while that line acts (so that the next
    /// line's turn starts with no route drawn and the toggle up).
    pub show_route: RwSignal<Option<LineNumber>>,
    /// The run just made: its route, stamped with the action count after it.
    pub last_run: RwSignal<Option<(usize, RouteView)>>,
    /// Whether the run just made is drawn (asked for in its panel; the next line's turn
    /// starts with its own map).
    pub show_last_run: RwSignal<bool>,
    /// Whether the Stadtbahn runs are drawn (the map's toggle).
    pub show_stadtbahn: RwSignal<bool>,
    /// The Stadtbahn runs as they stand, worked out only while drawn.
    pub stadtbahn: Memo<Vec<StadtbahnRunView>>,
    /// The acting line's best route (computed when first asked for after each action).
    pub line_route: Memo<Option<RouteView>>,
    /// The route drawn now ([`MapState::current_route`]).
    pub route: Memo<Option<RouteView>>,
    /// Set while a drag pans the map, so that the tap it ends in is not a choice.
    pub dragged: StoredValue<bool>,
    /// The part of the map shown (pan and zoom).
    pub view: RwSignal<ViewBox>,
    /// The whole map ("fit map").
    pub all: ViewBox,
    /// The map's size on screen (CSS pixels; zero until laid out).
    pub screen: RwSignal<Screen>,
}

impl MapState {
    fn new(store: Store, late: Store, available: Memo<Available>) -> MapState {
        let variant = store.with_shown_untracked(|g| g.state().variant);
        let board = ViewBox::parse(&map_shape(variant).view_box).unwrap_or(ViewBox {
            x: 0.0,
            y: 0.0,
            w: 1000.0,
            h: 600.0,
        });
        // A strip of water on the left for the zoom buttons, so that they cover no hex.
        let all = ViewBox { x: board.x - ZOOM_STRIP, w: board.w + ZOOM_STRIP, ..board };
        let show_stadtbahn = RwSignal::new(false);
        let state = MapState {
            store,
            late,
            available,
            turn: Memo::new(|_| None),
            hexes: Memo::new(move |_| store.with_shown(|g| hex_keys(g.state()))),
            board: NodeRef::new(),
            slots: Memo::new(move |_| store.with_shown(|g| slots(g.state()))),
            stamp: Memo::new(|_| 0),
            selection: RwSignal::new(Selection::default()),
            laid: RwSignal::new(None),
            show_route: RwSignal::new(None),
            last_run: RwSignal::new(None),
            show_last_run: RwSignal::new(false),
            show_stadtbahn,
            stadtbahn: Memo::new(move |_| {
                if show_stadtbahn.get() {
                    late.with_shown(|g| stadtbahn_views(g.state()))
                } else {
                    Vec::new()
                }
            }),
            dragged: StoredValue::new(false),
            view: RwSignal::new(all),
            all,
            screen: RwSignal::new(Screen { w: 0.0, h: 0.0 }),
            line_route: Memo::new(|_| None),
            route: Memo::new(|_| None),
        }
        .with_turn();
        // The run just made, however it was made (the run button, a hint's "Play it", the
        // computer's seat, a redo), kept to show until the next action.
        let (last_run, show_last_run) = (state.last_run, state.show_last_run);
        Effect::new(move |seen: Option<usize>| {
            let moves = store.game.with(|g| g.actions().len());
            if seen.is_some_and(|seen| moves == seen + 1)
                && let Some(view) = store.game.with_untracked(run_just_made)
            {
                last_run.set(Some((moves, view)));
                show_last_run.set(false);
            }
            moves
        });
        state.focus_turns();
        state.follow_hint();
        state
    }

    /// A person's line turn opens zoomed at the line ([`turn_view`]): when it starts (or the
    /// position shown becomes one: an undo, back from looking back) and the map's size is
    /// known. Where no decision is asked (other rounds, a computer's turn, looking back) the
    /// map goes back to the whole board. A move within the turn leaves the view be (the turn
    /// is its round and line).
    fn focus_turns(self) {
        let (late, available) = (self.late, self.available);
        // The turn asking a person for a decision on the map: its round and line.
        let asked = Memo::new(move |_| {
            let back = late.viewing_past();
            available.with(|a| late.with_shown(|g| asked_turn(g, a, back)))
        });
        Effect::new(move |was: Option<Option<(Round, LineNumber)>>| {
            let now = asked.get();
            let screen = self.screen.get();
            let was = was.flatten();
            if screen.w <= 0.0 || screen.h <= 0.0 || now == was {
                return if screen.w > 0.0 { now } else { was };
            }
            match now {
                Some(_) => {
                    let view = self.turn.with_untracked(|t| {
                        let t = t.as_ref()?;
                        Some(
                            self.slots
                                .with_untracked(|s| turn_view(t, s, self.all, screen, COVERED)),
                        )
                    });
                    if let Some(view) = view {
                        self.view.set(view);
                    }
                }
                None => self.view.set(self.all),
            }
            now
        });
    }

    /// A hint's hex or circle outside the view (a line's turn opens zoomed at the line) is
    /// brought into it, at the same zoom; one in view leaves the view be.
    fn follow_hint(self) {
        let store = self.store;
        let hinted = Memo::new(move |_| {
            store.hint_now().and_then(|h| match h.action {
                Action::LayTile { hex, .. }
                | Action::LayStadtbahn { hex, .. }
                | Action::BonusTile { hex, .. } => Some(hex),
                Action::PlaceStation { at, .. } | Action::RemoveStadtbahnMarker { at, .. } => {
                    Some(at.hex)
                }
                _ => None,
            })
        });
        Effect::new(move |_| {
            let Some(hex) = hinted.get() else { return };
            let at = Layout { size: HEX_SIZE }.centre(hex);
            let all = self.all;
            self.view.update(|v| *v = v.brought_to(at, HEX_SIZE * 1.2, all));
        });
    }

    /// The memos of the turn: the moves played (the selection's stamp, from the game as it
    /// is), the line's turn and its route (from the late copy). (Placeholders until then:
    /// memos are worked out only when read.)
    fn with_turn(mut self) -> MapState {
        let (store, late, available) = (self.store, self.late, self.available);
        self.turn = Memo::new(move |_| available.with(|av| late.with_shown(|g| line_turn(g, av))));
        self.stamp = Memo::new(move |_| store.with_shown(|g| g.actions().len()));
        let parts = self;
        self.line_route = Memo::new(move |_| {
            let line = parts.turn.with(|t| t.as_ref().map(|t| t.line))?;
            Some(late.with_shown(|g| route_view(g.state(), line)))
        });
        let parts = self;
        self.route = Memo::new(move |_| parts.current_route());
        self
    }

    /// This state for the panels beside the map, which catch up with a move just after the
    /// frame that shows it ([`crate::shell::store::Table::later`]): the same choices, view, turn
    /// and routes, and the game read one frame late.
    fn later(self) -> MapState {
        let late = self.late;
        MapState {
            store: late,
            stamp: Memo::new(move |_| late.with_shown(|g| g.actions().len())),
            ..self
        }
    }

    /// Whether the late copy, and with it what the line may do, lags behind the game (just
    /// after a move, until its frame is painted): the map offers nothing meanwhile.
    pub fn lagging(&self) -> bool {
        self.store.lagging.get()
    }

    /// [`MapState::lagging`], read without tracking (the handlers' guard).
    fn lags_untracked(&self) -> bool {
        self.store.lagging.get_untracked()
    }

    /// The current pick (nothing once the game has moved).
    pub fn pick(&self) -> Pick {
        self.selection.get().current(self.stamp.get())
    }

    /// The current pick, read without tracking.
    pub fn pick_untracked(&self) -> Pick {
        self.selection.get_untracked().current(self.stamp.get_untracked())
    }

    /// Replaces the pick.
    pub fn set_pick(&self, pick: Pick) {
        self.selection.set(Selection { stamp: self.stamp.get_untracked(), pick });
    }

    /// The complete choice, if the pick is one the engine offers (nothing picked: the turn
    /// is not read, so a move's frame, which drops the pick, needs no turn worked out).
    pub fn chosen(&self) -> Option<Chosen> {
        let pick = self.pick();
        if pick == Pick::Nothing {
            return None;
        }
        self.turn.with(|t| t.as_ref().and_then(|t| t.chosen(pick)))
    }

    /// A tap on a hex (ignored at the end of a drag, and while the line's turn lags).
    pub fn tap_hex(&self, hex: Hex) {
        if self.dragged.get_value() || self.lags_untracked() {
            return;
        }
        let pick = self.pick_untracked();
        if let Some(next) = self.turn.with_untracked(|t| t.as_ref().map(|t| t.tap_hex(pick, hex))) {
            self.set_pick(next);
        }
    }

    /// Turns the tile being tried.
    pub fn rotate(&self) {
        if self.lags_untracked() {
            return;
        }
        let pick = self.pick_untracked();
        if let Some(next) = self.turn.with_untracked(|t| t.as_ref().map(|t| t.rotate(pick))) {
            self.set_pick(next);
        }
    }

    /// Sends an offered action.
    pub fn act(&self, action: Action) {
        self.selection.set(Selection::default());
        self.store.dispatch(action);
    }

    /// Confirms the choice (Enter, the confirm button).
    pub fn confirm(&self) {
        if self.lags_untracked() {
            return;
        }
        let pick = self.pick_untracked();
        let chosen = self.turn.with_untracked(|t| t.as_ref().and_then(|t| t.chosen(pick)));
        let Some(chosen) = chosen else { return };
        let before = self.store.with_shown_untracked(|g| g.actions().len());
        self.act(chosen.action);
        // A lay that was made: the preview stands in for the canvas's patch during the lay's
        // frame, and the canvas paints it just after (the patch was a tenth of the frame).
        let after = self.store.with_shown_untracked(|g| g.actions().len());
        if let Some(lay) = chosen.lay.filter(|_| after == before + 1) {
            let (hex, tile, rotation) = (lay.hex, lay.tile, lay.rotation);
            self.laid.set(Some(Laid { hex, tile, rotation, stamp: after }));
        }
    }

    /// The tile the preview shows: the one being tried, else the one just laid while the
    /// board's canvas has not painted it yet (then `true`: drawn as laid).
    pub fn previewed(&self) -> Option<(Hex, TileId, Rotation, bool)> {
        if let Some(lay) = self.chosen().and_then(|c| c.lay) {
            return Some((lay.hex, lay.tile, lay.rotation, false));
        }
        let stamp = self.stamp.get();
        self.laid.get().filter(|l| l.stamp == stamp).map(|l| (l.hex, l.tile, l.rotation, true))
    }

    /// Drops the choice (Esc, the cancel button).
    pub fn cancel(&self) {
        self.selection.set(Selection::default());
    }

    /// The route drawn now: the run just made when asked for, else the acting line's when
    /// asked for.
    pub fn current_route(&self) -> Option<RouteView> {
        let stamp = self.stamp.get();
        if self.show_last_run.get()
            && let Some((_, view)) = self.last_run.get().filter(|(at, _)| *at == stamp)
        {
            return Some(view);
        }
        let asked = self.show_route.get()?;
        self.line_route.get().filter(|v| v.line == asked)
    }
}

/// The map with the Line Round panel and the tile supply beside (or below) it.
#[component]
pub fn MapArea(
    /// The game.
    store: Store,
    /// The game for the panels beside the map and the line's choices, read one frame late
    /// ([`Store::later`]).
    late: Store,
    /// The moves on offer, read one frame late.
    late_available: Memo<Available>,
) -> impl IntoView {
    let state = MapState::new(store, late, late_available);
    let side = state.later();
    let handle = window_event_listener(ev::keydown, move |e| keys::on_key(state, e));
    on_cleanup(move || handle.remove());
    // Outside Line Rounds the map steps back below the round's panels (CSS `order`), unless
    // the run just made is still shown.
    let class = move || {
        let line_round = store.with_shown(|g| matches!(g.state().step, Step::Line(_)));
        let fresh_run =
            state.last_run.with(|r| r.as_ref().is_some_and(|(at, _)| *at == state.stamp.get()));
        if line_round || fresh_run { "map-area" } else { "map-area quiet" }
    };
    view! {
        <section class=class>
            <div class="map-frame">
                <board_canvas::BoardCanvas state />
                <viewport::MapSvg state>
                    <board_canvas::BoardLayer state />
                    <overlay::Preview state />
                    <overlay::HintMark state />
                    <route_layer::RouteLayer state />
                    <markers::MarkerLayer state />
                    <route_layer::RouteStops state />
                    <route_layer::StadtbahnRuns state />
                    <overlay::Overlay state />
                    <overlay::HintOutline state />
                </viewport::MapSvg>
                <lay_bar::LayBar state />
                <route_layer::StadtbahnToggle state />
            </div>
            // The panels beside the map catch up with a move just after its frame.
            <div class="map-side">
                <panel::LinePanel state=side />
                <supply::SupplyPanel state=side />
            </div>
        </section>
    }
}
