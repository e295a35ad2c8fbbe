//! The table's face-up parts: the four terminals, the tram display with the piles, and each
//! player's columns, money, hand size and points. A place a selected card or tram may go
//! carries a `.tb-target` button playing the engine's action.

use leptos::prelude::*;
use trambahn_engine::{Game, PlayerId};

use super::{Table, action_data};
use crate::games::trambahn::view_model::view::{
    self, CardFace, ColumnView, Place, Selection, TramFace, colour_key, numeral,
};
use crate::i18n::{self, Lang, Text, t};
use crate::shell::components::language::{lang, tr};

/// The CSS class of a card's colour (a conductor has its own).
pub(super) fn colour_class(face: &CardFace) -> String {
    face.colour.map_or_else(|| "tb-conductor".into(), |c| format!("tb-c-{}", colour_key(c)))
}

/// A card's face: its value big, its victory points small, the colour's numeral in the corner
/// (the colour told without colour); a conductor's star.
pub(super) fn card_face(face: CardFace) -> impl IntoView {
    match (face.colour, face.value) {
        (Some(colour), Some(value)) => view! {
            <span class="tb-value">{value}</span>
            <span class="tb-numeral" aria-hidden="true">{numeral(colour)}</span>
            <span class="tb-vp">{move || format!("{} {}", face.points, t(lang(), Text::TbPoints))}</span>
        }
        .into_any(),
        _ => view! {
            <span class="tb-value" aria-hidden="true">"★"</span>
            <span class="tb-vp">{tr(Text::TbConductor)}</span>
        }
        .into_any(),
    }
}

/// The lit place's button, when the selection may go to `place`.
pub(super) fn target(table: Table, place: Place, text: Option<Text>) -> impl IntoView {
    move || {
        let action = table.moves.with(|m| m.at(place).cloned())?;
        let label = i18n::tb_target(lang(), &action);
        let data = action_data(&action);
        let shown = text.map(|k| t(lang(), k)).unwrap_or("+");
        Some(view! {
            <button class="tb-target" data-action=data aria-label=label.clone() title=label
                on:click=move |_| table.act.run(action.clone())>{shown}</button>
        })
    }
}

/// The four terminals, I–IV: the passengers waiting and how many more until it scores.
#[component]
pub(super) fn Terminals(game: Signal<Game>, table: Table) -> impl IntoView {
    let terminals = Memo::new(move |_| game.with(|g| view::terminals(g.state())));
    let each = move || {
        let lang = lang();
        terminals
            .get()
            .into_iter()
            .map(|term| {
                let colour = term.colour;
                let cards = term
                    .passengers
                    .iter()
                    .map(|&f| view! { <li class=format!("tb-card-mini {}", colour_class(&f)) data-card=f.id.0>{card_face(f)}</li> })
                    .collect_view();
                let name = format!("{} {}", numeral(colour), i18n::tb_colour(lang, colour));
                view! {
                    <li class=format!("tb-terminal tb-c-{}", colour_key(colour)) data-colour=colour_key(colour)
                        class:tb-hint-place=move || table.hint.goes_to(Place::Terminal(colour))
                        data-passengers=term.passengers.len() aria-label=name.clone()>
                        <h3><span class="tb-badge">{numeral(colour)}</span>" "{i18n::tb_colour(lang, colour)}</h3>
                        <ol class="tb-passengers">{cards}</ol>
                        <p class="tb-to-score" data-to-score=term.to_score>{i18n::tb_until_scoring(lang, term.to_score)}</p>
                        {target(table, Place::Terminal(colour), None)}
                    </li>
                }
            })
            .collect_view()
    };
    view! {
        <section class="tb-terminals-area">
            <h2>{tr(Text::TbTerminals)}</h2>
            <ol class="tb-terminals">{each}</ol>
        </section>
    }
}

/// A tram card: kind, multiplier and price.
fn tram_face(lang: Lang, tram: TramFace) -> impl IntoView {
    view! {
        <span class="tb-tram-kind">{i18n::tb_tram_kind(lang, tram.kind)}</span>
        <span class="tb-multiplier">{format!("×{}", tram.multiplier)}</span>
        <span class="tb-price">{i18n::tb_price(lang, tram.price_cards, tram.price_marks)}</span>
    }
}

/// The tram display (a tap selects a tram to buy), the trams left, the deck and discard pile.
#[component]
pub(super) fn Supply(game: Signal<Game>, table: Table) -> impl IntoView {
    let supply = Memo::new(move |_| game.with(|g| view::supply(g.state())));
    let trams = move || {
        let lang = lang();
        supply
            .get()
            .display
            .into_iter()
            .map(|tram| {
                let pick = Selection::Tram(tram.id);
                let buyable = move || table.moves.with(|m| m.buyable_trams.contains(&tram.id));
                let chosen = move || table.moves.with(|m| m.selection == Some(pick));
                view! {
                    <li>
                        <button class=format!("tb-tram tb-k-{}", view::kind_key(tram.kind))
                            data-tram=tram.id.0 data-kind=view::kind_key(tram.kind)
                            class:tb-hinted=move || table.hint.marks(pick)
                            aria-pressed=move || chosen().to_string() disabled=move || !buyable()
                            on:click=move |_| table.select.run(pick)>
                            {tram_face(lang, tram)}
                        </button>
                    </li>
                }
            })
            .collect_view()
    };
    let piles = move || {
        supply.with(|s| {
            let lang = lang();
            view! {
                <dl class="tb-piles">
                    <dt>{t(lang, Text::TbTramsLeft)}</dt><dd class="tb-trams-left" data-count=s.trams_left>{s.trams_left}</dd>
                    <dt>{t(lang, Text::TbDeck)}</dt><dd class="tb-deck" data-count=s.deck>{s.deck}</dd>
                    <dt>{t(lang, Text::TbDiscard)}</dt><dd class="tb-discard" data-count=s.discard>{s.discard}</dd>
                </dl>
            }
        })
    };
    view! {
        <section class="tb-supply">
            <h2>{tr(Text::TbTramsOnOffer)}</h2>
            <ol class="tb-display">{trams}</ol>
            {piles}
        </section>
    }
}

/// One column: its cards in order, its tram, what it scores, closed or its extra tour.
fn column(table: Table, player: PlayerId, acting: bool, col: ColumnView) -> impl IntoView {
    let lang = lang();
    let cards = col
        .cards
        .iter()
        .map(|&f| view! { <li class=format!("tb-card-mini {}", colour_class(&f)) data-card=f.id.0>{card_face(f)}</li> })
        .collect_view();
    let tram = match col.tram {
        Some(tram) => view! {
            <p class="tb-col-tram" data-tram=tram.id.0 data-kind=view::kind_key(tram.kind)>
                {format!("{} ×{}", i18n::tb_tram_kind(lang, tram.kind), tram.multiplier)}
            </p>
        }
        .into_any(),
        None => view! { <p class="tb-col-tram tb-none">{t(lang, Text::TbNoTram)}</p> }.into_any(),
    };
    let run = col
        .tram
        .map(|tram| i18n::tb_run(lang, col.station_points, tram.multiplier, col.run_points));
    let mut state: Vec<String> = Vec::new();
    if col.closed {
        state.push(t(lang, Text::TbClosed).into());
    }
    if col.extra_tour_done {
        state.push(t(lang, Text::TbExtraTourDone).into());
    } else if let Some(n) = col.to_extra_tour.filter(|_| !col.closed) {
        state.push(i18n::tb_to_extra_tour(lang, n));
    }
    view! {
        <li class=format!("tb-column tb-c-{}", colour_key(col.colour)) data-player=player
            class:tb-hint-place=move || acting && table.hint.goes_to(Place::Column(col.index))
            data-column=col.index data-colour=colour_key(col.colour) data-closed=col.closed.to_string()
            data-extra-tour=col.extra_tour_done.to_string() data-cards=col.cards.len()
            aria-label=i18n::tb_column(lang, col.index, col.colour)>
            <h4><span class="tb-badge">{numeral(col.colour)}</span>" "{col.index + 1}</h4>
            {tram}
            <ol class="tb-col-cards">{cards}</ol>
            <p class="tb-col-run">{run}</p>
            <p class="tb-col-state">{state.join(" · ")}</p>
            {acting.then(|| target(table, Place::Column(col.index), None))}
        </li>
    }
}

/// A player's side: name, victory points, money, hand size and columns; for the player who
/// acts, the places "new column" and "to money" light up when the selected card may go there.
#[component]
pub(super) fn PlayerArea(game: Signal<Game>, table: Table, player: PlayerId) -> impl IntoView {
    let seat = Memo::new(move |_| game.with(|g| view::player(g, player)));
    let acting = Memo::new(move |_| table.moves.with(|m| m.acting == Some(player)));
    let head = move || {
        seat.with(|p| {
            let lang = lang();
            let bot = p.bot.then(|| format!(" ({})", t(lang, Text::Computer)));
            view! {
                <h3 class="tb-name">{p.name.clone()}{bot}</h3>
                <p class="tb-points" data-player=p.id data-points=p.victory_points>
                    {format!("{} {}", p.victory_points, t(lang, Text::TbPoints))}
                </p>
                <p class="tb-money" data-cards=p.money_cards data-marks=p.marks>
                    {format!("{}: {}", t(lang, Text::TbMoney), i18n::tb_money(lang, p.money_cards, p.marks))}
                </p>
                <p class="tb-hand-size" data-cards=p.hand_size>{i18n::tb_hand_size(lang, p.hand_size)}</p>
            }
        })
    };
    let columns = move || {
        let acting = acting.get();
        seat.with(|p| {
            if p.columns.is_empty() && !acting {
                return view! { <p class="tb-no-columns">{tr(Text::TbNoColumns)}</p> }.into_any();
            }
            let cols =
                p.columns.iter().cloned().map(|c| column(table, player, acting, c)).collect_view();
            view! { <ol class="tb-columns">{cols}</ol> }.into_any()
        })
    };
    view! {
        <section class="tb-player" data-player=player data-to-play=move || seat.with(|p| p.to_play.to_string())
            aria-label=move || seat.with(|p| p.name.clone())>
            <header class="tb-player-head">{head}</header>
            {columns}
            <div class="tb-places">
                {move || acting.get().then(|| target(table, Place::NewColumn, Some(Text::TbNewColumn)))}
                {move || acting.get().then(|| target(table, Place::Money, Some(Text::TbToMoney)))}
            </div>
        </section>
    }
}
