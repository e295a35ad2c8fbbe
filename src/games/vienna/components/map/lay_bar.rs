//! The choice bar over the bottom of the map: the tile being tried (with the other tiles that
//! fit the hex), its rotation, what the choice costs, and confirm / cancel. It shows the cost
//! the engine would charge before the player confirms, the line's income with the choice
//! (`line_turn::income_after`) and a Stadtbahn bonus the choice would lose. Built at the first
//! choice, then hidden between choices by its class, its parts changed in place.

use leptos::prelude::*;
use tramways_engine::data::TileId;
use tramways_engine::data::game_tables::Money;
use tramways_engine::map::Rotation;
use tramways_engine::rules::LineNumber;

use super::MapState;
use crate::games::vienna::components::tile_face::TileFace;
use crate::games::vienna::view_model::gallery::color_class;
use crate::games::vienna::view_model::layout::Layout;
use crate::games::vienna::view_model::line_turn::{LayMode, Pick, choice_outlook};
use crate::games::vienna::view_model::map::HEX_SIZE;
use crate::games::vienna::view_model::tile_art::{face_art, hex_outline};
use crate::i18n::{self, Text, t};
use crate::shell::components::language::{lang, tr};

fn mode_text(mode: LayMode) -> &'static str {
    t(
        lang(),
        match mode {
            LayMode::Normal => Text::ModeNormal,
            LayMode::Stadtbahn => Text::ModeStadtbahn,
            LayMode::Bonus => Text::ModeBonus,
        },
    )
}

/// A small picture of a tile at a rotation.
fn tile_icon(id: TileId, rotation: Rotation) -> impl IntoView + use<> {
    let def = id.def();
    let class = color_class(def.color);
    let art = face_art(&def.face, rotation);
    view! {
        <svg class="tile-icon" viewBox="-1.05 -1.05 2.1 2.1" aria-hidden="true">
            <polygon class=class points=hex_outline() />
            <TileFace art />
        </svg>
    }
}

/// The tiles a hex offers: each with its mode and first rotation.
type Offered = Vec<(LayMode, TileId, Rotation)>;

/// The tiles that fit the hex being tried, to switch between them. Drawn again only when the
/// tiles offered change: switching tiles moves the selection, turning one changes nothing
/// here.
#[component]
fn TileChoices(state: MapState) -> impl IntoView {
    // The tiles the hex being tried offers (each with its mode and first rotation). Between
    // choices (the bar hidden) they stay as they were: a lay or a cancel does not take the
    // buttons away, and a choice of the same tiles shows them again as they are.
    let offered = Memo::new(move |was: Option<&Option<Offered>>| match state.pick() {
        Pick::Lay { hex, .. } => state.turn.with(|turn| {
            let target = turn.as_ref()?.targets.iter().find(|t| t.hex == hex)?;
            Some(
                target
                    .options
                    .iter()
                    .map(|o| (o.mode, o.tile, o.rotations.first().copied().unwrap_or_default()))
                    .collect(),
            )
        }),
        Pick::Nothing => was.cloned().flatten(),
        _ => None,
    });
    let option = Memo::new(move |was: Option<&Option<usize>>| match state.pick() {
        Pick::Lay { option, .. } => Some(option),
        Pick::Nothing => was.copied().flatten(),
        _ => None,
    });
    move || {
        let buttons = offered.get()?.into_iter().enumerate().map(|(i, (mode, tile, r))| {
            let selected = move || option.get() == Some(i);
            let class = move || if selected() { "tile-option selected" } else { "tile-option" };
            let label = format!("{} {}", mode_text(mode), tile);
            view! {
                <button class=class data-tile=tile.to_string() aria-label=label.clone() title=label
                    aria-pressed=move || selected().to_string()
                    on:click=move |_| {
                        let pick = state.pick_untracked();
                        let next = state.turn.with_untracked(|t| t.as_ref().map(|t| t.choose_tile(pick, i)));
                        if let Some(next) = next { state.set_pick(next) }
                    }>
                    {tile_icon(tile, r)}
                    <span>{tile.to_string()}</span>
                </button>
            }
        });
        let buttons = buttons.collect_view();
        Some(view! { <div class="tile-options">{buttons}</div> })
    }
}

/// The choice being made, if any, with its cost and the buttons to confirm or drop it.
#[component]
pub fn LayBar(state: MapState) -> impl IntoView {
    let chosen = Memo::new(move |_| state.chosen());
    // Between choices (the bar hidden) every part of it keeps what it showed: closing the bar
    // changes nothing in it but its class, and a part reads the game only while a choice is
    // open.
    let open = Memo::new(move |_| chosen.with(Option::is_some));
    // The line's income now (its route, drawn or not), for the income with the choice made.
    let now = Memo::new(move |was: Option<&Option<(LineNumber, Money)>>| {
        if !open.get() {
            return was.copied().flatten();
        }
        state.line_route.get().filter(|v| v.has_tram).map(|v| (v.line, v.income))
    });
    // The choice applied once to a copy of the position: its cost, whether a Stadtbahn bonus
    // could be used after it, and the line's income (the optimizer, once per choice).
    let outlook = Memo::new(move |was| {
        let Some(c) = chosen.get() else { return was.cloned().flatten() };
        let line = now.get().map(|(line, _)| line);
        state.store.with_shown(|g| choice_outlook(g, &c.action, line))
    });
    let cost = move || outlook.get().map(|o| o.cost);
    // A Stadtbahn bonus that could not be used: said before the tile is paid for.
    let bonus_lost = move || outlook.get().and_then(|o| o.bonus_usable).map(|usable| !usable);
    let income = move || {
        let (line, now) = now.get()?;
        Some((line, now, outlook.get()?.income?))
    };
    // The bar never hides the hex being tried: it goes to the half of the map away from it.
    // (A memo, so that panning redraws the bar only when the hex changes halves.)
    // Between choices the bar stays where it was (hidden).
    let low = Memo::new(move |was: Option<&bool>| {
        let lay_hex = chosen.with(|c| c.as_ref().and_then(|c| c.lay.as_ref().map(|l| l.hex)));
        let at = match (lay_hex, state.pick()) {
            (Some(hex), _) => Some(hex),
            (None, Pick::Station(n) | Pick::Removal(n)) => Some(n.hex),
            _ => None,
        };
        match at {
            Some(hex) => {
                let y = Layout { size: HEX_SIZE }.centre(hex).y;
                let v = state.view.get();
                y > v.y + v.h / 2.0
            }
            None => was.copied().unwrap_or(false),
        }
    });
    // What is chosen, in words (a memo: its text node is set only when the words change).
    let what = Memo::new(move |was: Option<&Option<String>>| {
        if !open.get() {
            return was.cloned().flatten();
        }
        let lang = lang();
        chosen.with(|c| {
            let c = c.as_ref()?;
            Some(match &c.lay {
                Some(lay) => {
                    let mut text = format!(
                        "{} {} {} {}",
                        mode_text(lay.mode),
                        lay.tile,
                        t(lang, Text::Where),
                        lay.hex
                    );
                    if lay.turn.1 > 1 {
                        text.push_str(&format!(
                            " · {}",
                            i18n::turn_of(lang, lay.turn.0, lay.turn.1)
                        ));
                    }
                    text
                }
                None => i18n::action_label(lang, &c.action, &NoNames),
            })
        })
    });
    let can_turn = Memo::new(move |was: Option<&bool>| {
        if !open.get() {
            return was.copied().unwrap_or(false);
        }
        chosen.with(|c| c.as_ref().and_then(|c| c.lay.as_ref()).is_some_and(|l| l.turn.1 > 1))
    });
    let class = move || match (open.get(), low.get()) {
        (true, true) => "lay-bar at-top",
        (true, false) => "lay-bar",
        (false, true) => "lay-bar at-top closed",
        (false, false) => "lay-bar closed",
    };
    let price = move || cost().map(|v| i18n::cost(lang(), v)).unwrap_or_default();
    // The bar is built at the first choice and then hidden between choices (`closed`: not
    // seen, not tapped, not focused), never taken away: taking it away (its effects dropped)
    // was a third of a lay's script, and the next choice shows it again by its class. Its
    // parts change in place: another tile, another rotation, another hex, another choice
    // (docs/performance.md, entry 34).
    let built = Memo::new(move |was: Option<&bool>| was.copied().unwrap_or(false) || open.get());
    move || {
        built.get().then(|| {
            view! {
                <div class=class role="group">
                    <TileChoices state />
                    <p class="choice-what">{move || what.get().unwrap_or_default()}</p>
                    <p class="choice-cost">{tr(Text::Cost)}": "<b>{price}</b></p>
                    {move || (bonus_lost() == Some(true)).then(|| view! {
                        <p class="choice-warning" role="note">{tr(Text::BonusUnusable)}</p>
                    })}
                    {move || income().map(|(line, now, after)| {
                        let lang = lang();
                        let change = match after - now {
                            0 => String::new(),
                            d => format!(" ({d:+})"),
                        };
                        let text = t(lang, Text::IncomeWithChoice)
                            .replace("{line}", &line.to_string())
                            .replace("{now}", &i18n::number(lang, now))
                            .replace("{after}", &i18n::number(lang, after));
                        // issue 50: a tile that earns nothing now says why.
                        let why = (after == now).then(|| view! {
                            <span class="income-why">" "{t(lang, Text::IncomeUnchanged)}</span>
                        });
                        view! { <p class="choice-income" data-now=now data-after=after>{text}<b>{change}</b>{why}</p> }
                    })}
                    <div class="choice-buttons">
                        // Only where the offered moves turn the tile: no station, no tile
                        // with one rotation.
                        <button class="rotate" disabled=move || !can_turn.get()
                            hidden=move || !can_turn.get() on:click=move |_| state.rotate()>
                            {tr(Text::Rotate)}" ⟳"
                        </button>
                        <button class="cancel-choice" on:click=move |_| state.cancel()>{tr(Text::Cancel)}</button>
                        <button class="confirm-choice primary" on:click=move |_| state.confirm()>
                            {tr(Text::ConfirmChoice)}
                        </button>
                    </div>
                </div>
            }
        })
    }
}

/// Labels here never name players.
struct NoNames;

impl i18n::Names for NoNames {
    fn player(&self, player: tramways_engine::game::PlayerId) -> String {
        format!("#{player}")
    }
}
