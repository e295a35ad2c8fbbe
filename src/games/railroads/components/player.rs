//! A player's board, large for the seat shown (the viewer's, or the one tapped on the strip):
//! the three railways space by space (the colour each space scores, its points, whether the
//! locomotives reach it, the doublers, the special spaces), each track's marker, the
//! locomotives and their reach; the industry track with its factories and markers; workers,
//! rubles, engineers, bonus tokens and end-bonus cards. While the viewer resolves an action,
//! its choices are drawn here, on the thing they change: a track's next space, an industry
//! marker's, a locomotive slot, a factory gap.

use leptos::prelude::*;
use russian_railroads_engine::Action;
use russian_railroads_engine::action::Target;
use russian_railroads_engine::data::{Colour, Railway};
use russian_railroads_engine::state::{PlayerId, Space};
use russian_railroads_engine::task::LocomotiveSlot;

use super::{Table, decision_of, name_of};
use crate::games::railroads::view_model::board::Offer;
use crate::games::railroads::view_model::decision::{Decision, FrameChoices};
use crate::games::railroads::view_model::player::{
    EndBonusCards, EngineerView, IndustrySpace, PlayerBoard, RailwayView, player_board,
};
use crate::games::railroads::words as rw;
use crate::i18n::words::{w, wf};
use crate::i18n::{Lang, number};
use crate::shell::components::language::lang;

/// A colour's key for the style sheet and tests.
pub(super) fn colour_key(c: Colour) -> &'static str {
    match c {
        Colour::Black => "black",
        Colour::Grey => "grey",
        Colour::Brown => "brown",
        Colour::Natural => "natural",
        Colour::White => "white",
    }
}

/// A railway's key for the style sheet and tests.
pub(super) fn railway_key(r: Railway) -> &'static str {
    match r {
        Railway::TransSiberian => "trans_siberian",
        Railway::StPetersburg => "st_petersburg",
        Railway::Kiev => "kiev",
    }
}

/// A choice's button, drawn on the board: offered ones select their action, refused ones say
/// why (both through [`Table::tap`]).
fn choice_button(
    t: Table,
    class: &'static str,
    action: Action,
    refusal: Option<russian_railroads_engine::Refusal>,
    label: String,
    text: String,
) -> impl IntoView {
    let offered = refusal.is_none();
    let hinted = move || t.hint.shown.get().is_some_and(|h| h.action == action);
    view! {
        <button class=format!("rr-choice {class}") data-action=super::action_data(&action)
            data-offered=offered.to_string() class:rr-offered=offered class:rr-refused=!offered
            class:rr-selected=move || t.is_selected(&action) class:rr-hinted=hinted
            aria-label=label on:click=move |_| t.tap(action, refusal)>
            {text}
        </button>
    }
}

/// The frame's choices that are drawn on the board shown (the viewer's own).
fn frame_of(t: &Table, seat: u8) -> Option<FrameChoices> {
    if seat != t.viewer.get() || !super::may_act(t) {
        return None;
    }
    match decision_of(t) {
        Decision::Frame(f) => Some(*f),
        _ => None,
    }
}

/// What one space of a railway shows.
#[derive(Debug, Clone, PartialEq, Eq)]
struct CellData {
    space: russian_railroads_engine::rules::SpaceScore,
    markers: Vec<Colour>,
    special: Option<crate::games::railroads::view_model::player::SpecialSpace>,
    star: Option<u32>,
    medal: Option<bool>,
    doubling: bool,
}

fn cell_data(r: &RailwayView, space: u8) -> Option<CellData> {
    let s = *r.spaces.iter().find(|s| s.space == space)?;
    Some(CellData {
        space: s,
        markers: r.tracks.iter().filter(|(_, at, _)| *at == space).map(|(c, _, _)| *c).collect(),
        special: r.specials.iter().find(|sp| sp.space == space).copied(),
        star: r.stars.iter().find(|(at, _)| *at == space).map(|(_, n)| *n),
        medal: r.medal.filter(|(at, _)| *at == space).map(|(_, won)| won),
        doubling: r.doubling_space == Some(space),
    })
}

fn cell_view(lang: Lang, railway: Railway, c: &CellData, target: bool) -> impl IntoView + use<> {
    let s = c.space;
    let colour = s.colour.map_or("none", colour_key);
    let title = format!(
        "{} {}: {}",
        rw::railway(lang, railway),
        s.space,
        s.colour.map_or_else(String::new, |c| rw::colour(lang, c).to_owned())
    );
    view! {
        <li class="rr-cell" data-space=s.space data-colour=colour data-points=s.points
            class:rr-reached=s.reached class:rr-doubler=s.doubler
            class:rr-target=target title=title>
            <span class="rr-cell-number">{s.space}</span>
            <span class="rr-cell-points">{(s.colour.is_some()).then(|| s.points.to_string())}</span>
            {(!c.markers.is_empty()).then(|| view! {
                <span class="rr-markers">
                    {c.markers.iter().map(|c| view! { <span class="rr-marker" data-colour=colour_key(*c)></span> }).collect_view()}
                </span>
            })}
            {c.special.map(|sp| view! {
                <span class="rr-special" class:rr-claimed=sp.claimed
                    title=format!("{}: {}", rw::special(lang, sp.special), rw::special_gives(lang, sp.special))>"★"</span>
            })}
            {c.star.map(|n| view! { <span class="rr-star" title=w!(lang, railroads.ui.kiev_stars)>{format!("☆{n}")}</span> })}
            {c.medal.map(|won| view! { <span class="rr-medal" class:rr-claimed=won title=w!(lang, railroads.ui.kiev_medal)>"◉"</span> })}
            {c.doubling.then(|| view! { <span class="rr-doubling" title=w!(lang, railroads.ui.doubling)>"×2"</span> })}
        </li>
    }
}

/// One railway: its spaces, the tracks' markers, the choices of advances on it, its
/// locomotives with the build and placing choices on their slots. Drawn once per railway;
/// each space, the head, the tracks, the choices, the slots and the special spaces follow
/// their own memos, so that a move redraws only the spaces it changed.
#[component]
fn RailwayRow(
    t: Table,
    railway: Railway,
    data: Memo<Option<RailwayView>>,
    choices: Memo<Option<FrameChoices>>,
) -> impl IntoView {
    let cells = (1..=railway.length())
        .map(|space| {
            let cell =
                Memo::new(move |_| data.with(|r| r.as_ref().and_then(|r| cell_data(r, space))));
            let target = Memo::new(move |_| {
                choices.with(|f| {
                    f.as_ref()
                        .is_some_and(|f| f.tracks.iter().any(|c| c.offered() && c.what.to == space))
                })
            });
            move || {
                let lang = lang();
                cell.with(|c| c.as_ref().map(|c| cell_view(lang, railway, c, target.get())))
            }
        })
        .collect_view();
    let head =
        Memo::new(move |_| data.with(|r| r.as_ref().map(|r| (r.reach, r.doublers, r.ended))));
    let tracks =
        Memo::new(move |_| data.with(|r| r.as_ref().map(|r| r.tracks.clone()).unwrap_or_default()));
    let slots = Memo::new(move |_| {
        data.with(|r| r.as_ref().map(|r| r.locomotives.clone()).unwrap_or_default())
    });
    let specials = Memo::new(move |_| {
        data.with(|r| r.as_ref().map(|r| r.specials.clone()).unwrap_or_default())
    });
    let head_view = move || {
        let lang = lang();
        head.get().map(|(reach, doublers, _)| {
            let doublers = (doublers.1 > 0).then(|| {
                view! { <span class="rr-doublers" data-doublers=doublers.0>{wf!(lang, railroads.ui.doublers_of, n = doublers.0, of = doublers.1)}</span> }
            });
            view! {
                <h4>{rw::railway(lang, railway)}</h4>
                <span class="rr-reach" data-reach=reach>{wf!(lang, railroads.ui.reach, n = reach)}</span>
                {doublers}
            }
        })
    };
    let tracks_view = move || {
        let lang = lang();
        tracks
            .get()
            .into_iter()
            .map(|(c, at, unlocked)| {
                view! {
                    <li class="rr-track" data-colour=colour_key(c) data-at=at class:rr-locked=!unlocked>
                        <span class="rr-marker" data-colour=colour_key(c)></span>
                        {format!("{} {}", rw::colour(lang, c), at)}
                    </li>
                }
            })
            .collect_view()
    };
    let advances = move || {
        let lang = lang();
        choices.with(|f| {
            f.as_ref().filter(|f| !f.tracks.is_empty()).map(|f| {
                let buttons = f
                    .tracks
                    .iter()
                    .map(|c| {
                        let text = format!("{} → {}", rw::colour(lang, c.what.colour), c.what.to);
                        let label = wf!(
                            lang,
                            railroads.ui.advance_label,
                            colour = rw::colour(lang, c.what.colour),
                            railway = rw::railway(lang, railway),
                            to = c.what.to
                        );
                        choice_button(t, "rr-advance", c.action, c.refusal, label, text)
                    })
                    .collect_view();
                view! { <div class="rr-advances">{buttons}</div> }
            })
        })
    };
    let slots_view = move || {
        let lang = lang();
        let locomotives = slots.get();
        choices.with(|frame| {
            locomotives
                .iter()
                .enumerate()
                .map(|(slot, &value)| {
                    let at = LocomotiveSlot { railway, slot: slot as u8 };
                    let builds = frame.as_ref().map(|f| {
                        f.builds
                            .iter()
                            .filter(|c| matches!(c.what.target, Target::Locomotive { at: a } if a == at))
                            .map(|c| {
                                let label = wf!(lang, railroads.ui.build_locomotive_label, value = c.what.value, railway = rw::railway(lang, railway));
                                choice_button(t, "rr-build", c.action, c.refusal, label, format!("+{}", c.what.value))
                            })
                            .collect_view()
                    });
                    let places = frame.as_ref().map(|f| {
                        f.locomotive
                            .iter()
                            .filter(|c| c.what == Some(at))
                            .map(|c| {
                                let label = wf!(lang, railroads.ui.place_locomotive_label, railway = rw::railway(lang, railway));
                                choice_button(t, "rr-place-locomotive", c.action, c.refusal, label, "↓".to_owned())
                            })
                            .collect_view()
                    });
                    view! {
                        <li class="rr-slot" data-slot=slot data-value=value class:rr-empty=value == 0>
                            <span class="rr-locomotive">{if value == 0 { "—".to_owned() } else { value.to_string() }}</span>
                            {builds}
                            {places}
                        </li>
                    }
                })
                .collect_view()
        })
    };
    let specials_view = move || {
        let lang = lang();
        specials
            .get()
            .into_iter()
            .map(|sp| {
                let what = if sp.locomotive {
                    wf!(lang, railroads.ui.special_needs_locomotive, space = sp.space, colour = rw::colour(lang, sp.colour))
                } else {
                    wf!(lang, railroads.ui.special_needs, space = sp.space, colour = rw::colour(lang, sp.colour))
                };
                view! {
                    <li class="rr-special-line" class:rr-claimed=sp.claimed data-space=sp.space data-claimed=sp.claimed.to_string()>
                        {format!("{} {what}: {}", if sp.claimed { "✓" } else { "★" }, rw::special_gives(lang, sp.special))}
                    </li>
                }
            })
            .collect_view()
    };
    view! {
        <section class="rr-railway" data-railway=railway_key(railway)
            data-reach=move || head.get().map_or(0, |h| h.0)
            class:rr-ended=move || head.get().is_some_and(|h| h.2)>
            <header class="rr-railway-head">{head_view}</header>
            <ol class="rr-cells" style=format!("--rr-cells: {}", railway.length())>{cells}</ol>
            <ul class="rr-tracks">{tracks_view}</ul>
            {advances}
            <ol class="rr-slots" aria-label=move || w!(lang(), railroads.ui.locomotives)>{slots_view}</ol>
            <ul class="rr-specials">{specials_view}</ul>
        </section>
    }
}

/// The industry track: its spaces with their points, the factory gaps (and the factories on
/// them), the "?" space and both markers; the industry advances and factory builds on offer.
fn industry(
    t: Table,
    lang: Lang,
    track: &[IndustrySpace],
    frame: Option<&FrameChoices>,
) -> impl IntoView + use<> {
    let cells = track
        .iter()
        .map(|s| {
            let targets = frame.map(|f| {
                f.industry
                    .iter()
                    .filter(|c| c.what.to == s.space)
                    .map(|c| {
                        let label = wf!(lang, railroads.ui.industry_label, to = c.what.to);
                        choice_button(t, "rr-industry-advance", c.action, c.refusal, label, "→".to_owned())
                    })
                    .collect_view()
            });
            let factory = s.factory.map(|f| {
                let builds = frame.map(|fr| {
                    fr.builds
                        .iter()
                        .filter(|c| matches!(c.what.target, Target::Factory { slot } if slot == f.slot))
                        .map(|c| {
                            let label = wf!(lang, railroads.ui.build_factory_label, value = c.what.value);
                            choice_button(t, "rr-build", c.action, c.refusal, label, format!("+{}", c.what.value))
                        })
                        .collect_view()
                });
                let built = f.factory.map(|(value, ability)| {
                    view! { <span class="rr-factory" data-value=value title=rw::factory(lang, ability)>{value}</span> }
                });
                view! { <span class="rr-gap" data-slot=f.slot class:rr-empty=f.factory.is_none()>{built}{builds}</span> }
            });
            view! {
                <li class="rr-industry-cell" data-space=s.space data-points=s.points>
                    <span class="rr-cell-points">{s.points}</span>
                    {factory}
                    {s.question.map(|claimed| view! { <span class="rr-question" class:rr-claimed=claimed>"?"</span> })}
                    {s.markers.iter().map(|m| view! { <span class="rr-industry-marker" data-marker=*m></span> }).collect_view()}
                    {targets}
                </li>
            }
        })
        .collect_view();
    view! {
        <section class="rr-industry">
            <h4>{w!(lang, railroads.ui.industry)}</h4>
            <ol class="rr-industry-cells">{cells}</ol>
        </section>
    }
}

/// Workers, rubles, engineers, tokens and end-bonus cards: each a part of its own following
/// its own memo, so that a placement (workers and rubles) leaves the others as drawn.
fn supply(t: Table, board: Memo<PlayerBoard>) -> impl IntoView {
    let counts = Memo::new(move |_| board.with(|b| (b.supply, b.revalued)));
    // Only the person deciding now places (nothing while looking back or while the computer
    // decides).
    let engineers = Memo::new(move |_| {
        let can_place = super::may_act(&t);
        board.with(|b| (b.engineers.clone(), can_place))
    });
    let tokens = Memo::new(move |_| board.with(|b| b.tokens.clone()));
    let cards = Memo::new(move |_| board.with(|b| (b.seat, b.end_bonus.clone())));
    let counts_part = move || {
        let lang = lang();
        let (s, revalued) = counts.get();
        let black = s.black.map(|in_hand| {
            view! { <li class="rr-black-worker" class:rr-used=!in_hand>{w!(lang, railroads.ui.black_worker)}</li> }
        });
        view! {
            <ul class="rr-supply-counts">
                <li class="rr-workers" data-workers=s.workers>{wf!(lang, railroads.ui.workers_of, count = s.workers, of = s.owned)}</li>
                {(s.temporary > 0).then(|| view! { <li class="rr-temporary" data-temporary=s.temporary>{wf!(lang, railroads.ui.temporary_n, count = s.temporary)}</li> })}
                {black}
                <li class="rr-rubles" data-rubles=s.rubles>{wf!(lang, railroads.ui.rubles_n, count = s.rubles)}</li>
                {revalued.then(|| view! { <li class="rr-revalued">{w!(lang, railroads.ui.revalued)}</li> })}
            </ul>
        }
    };
    let engineers_part = move || {
        let lang = lang();
        engineers.with(|(list, can_place)| {
            (!list.is_empty()).then(|| {
                let items =
                    list.iter().map(|e| own_engineer(t, lang, e, *can_place)).collect_view();
                view! {
                    <h4>{w!(lang, railroads.ui.engineers)}</h4>
                    <ul class="rr-own-engineers">{items}</ul>
                }
            })
        })
    };
    let tokens_part = move || {
        let lang = lang();
        tokens.with(|list| {
            list.iter()
                .map(|(token, used)| {
                    view! { <li class="rr-token" class:rr-used=*used title=rw::token(lang, *token)>{rw::token(lang, *token)}</li> }
                })
                .collect_view()
        })
    };
    let cards_part = move || {
        let lang = lang();
        let viewer = t.viewer.get();
        cards.with(|(seat, cards)| end_bonus_cards(t, lang, *seat, viewer, cards))
    };
    view! {
        <section class="rr-supply">
            {counts_part}
            {engineers_part}
            <h4>{move || w!(lang(), railroads.ui.tokens)}</h4>
            <ul class="rr-tokens">{tokens_part}</ul>
            <h4>{move || w!(lang(), railroads.ui.end_bonus_cards)}</h4>
            {cards_part}
        </section>
    }
}

/// An own engineer as an action space: lit where the viewer may place now.
fn own_engineer(t: Table, lang: Lang, e: &EngineerView, can_place: bool) -> impl IntoView + use<> {
    let offer = if can_place { e.offer.clone() } else { Offer::Closed };
    let offered = offer.is_offered();
    let open = !matches!(offer, Offer::Closed);
    let space = Space::Own { engineer: e.engineer };
    let units = e.units;
    let gains = e.gains.iter().map(|g| rw::gain(lang, g)).collect::<Vec<_>>().join(", ");
    let used = e.used.is_some();
    view! {
        <li>
            <button class="rr-space rr-own-engineer" data-space=super::board::space_data(&space)
                data-offered=offered.to_string() class:rr-offered=offered class:rr-refused=open && !offered
                class:rr-selected=move || matches!(t.selection(), Some(super::Selected::Action(Action::Place { space: s, .. })) if s == space)
                class:rr-used=used aria-disabled=(!open).to_string()
                on:click=move |_| super::board::tap_space(t, space, units, &offer)>
                <span class="rr-space-name">{rw::engineer(lang, e.engineer)}</span>
                <span class="rr-space-gains">{gains}</span>
                <span class="rr-space-cost">{rw::cost(lang, e.units, 0)}</span>
                {used.then(|| view! { <span class="rr-used-mark">{w!(lang, railroads.ui.used)}</span> })}
            </button>
        </li>
    }
}

/// A player's end-bonus cards: the viewer's own face down until tapped (pass-and-play), the
/// others' as the viewer may know them; every player's face up at the end.
fn end_bonus_cards(
    t: Table,
    lang: Lang,
    seat: PlayerId,
    viewer: PlayerId,
    cards: &EndBonusCards,
) -> AnyView {
    match cards {
        EndBonusCards::Known(cards) if cards.is_empty() => view! {
            <p class="rr-end-bonus-none" data-cards="0">{w!(lang, railroads.ui.no_cards)}</p>
        }
        .into_any(),
        EndBonusCards::Known(cards) => {
            let over = t.game.with(russian_railroads_engine::Game::is_over);
            let open = over || seat != viewer || t.cards_open.get() == Some(t.count.get());
            if open {
                let list = cards
                    .iter()
                    .map(|c| view! { <li class="rr-end-bonus">{rw::end_bonus(lang, *c)}</li> })
                    .collect_view();
                view! {
                    <ul class="rr-end-bonus-cards" data-cards=cards.len()>{list}</ul>
                    {(!over && seat == viewer).then(|| view! {
                        <button class="rr-hide-cards" on:click=move |_| t.cards_open.set(None)>{w!(lang, railroads.ui.hide_cards)}</button>
                    })}
                }
                .into_any()
            } else {
                view! {
                    <button class="rr-show-cards" data-cards=cards.len()
                        on:click=move |_| t.cards_open.set(Some(t.count_now.get_untracked()))>
                        {wf!(lang, railroads.ui.show_cards, count = cards.len())}
                    </button>
                }
                .into_any()
            }
        }
        EndBonusCards::Hidden(n) => view! {
            <p class="rr-end-bonus-hidden" data-cards=*n>{wf!(lang, railroads.ui.cards_hidden, count = *n)}</p>
        }
        .into_any(),
    }
}

/// The frame's choices that concern `railway` (its track advances, locomotive builds and
/// slots), so that a railway's drawing changes only when its own choices do.
fn for_railway(f: &FrameChoices, railway: Railway) -> FrameChoices {
    let mut f = f.clone();
    f.tracks.retain(|c| c.what.railway == railway);
    f.builds
        .retain(|c| matches!(c.what.target, Target::Locomotive { at } if at.railway == railway));
    f.locomotive.retain(|c| c.what.is_some_and(|at| at.railway == railway));
    f.industry.clear();
    f
}

/// The frame's choices on the industry track (its advances and factory builds).
fn for_industry(f: &FrameChoices) -> FrameChoices {
    let mut f = f.clone();
    f.tracks.clear();
    f.builds.retain(|c| matches!(c.what.target, Target::Factory { .. }));
    f.locomotive.clear();
    f
}

/// The board of the seat shown, large. Each part (a railway, the industry track, the supply)
/// follows its own memo, so that a move redraws only the parts it changed.
#[component]
pub(super) fn PlayerArea(t: Table) -> impl IntoView {
    let seat = Memo::new(move |_| t.board_seat());
    let board = Memo::new(move |_| t.view.with(|v| player_board(v, seat.get())));
    let frame = Memo::new(move |_| frame_of(&t, seat.get()));
    let head = Memo::new(move |_| board.with(|b| (b.seat, b.points.total())));
    let railways = Railway::ALL
        .into_iter()
        .enumerate()
        .map(|(i, railway)| {
            let data = Memo::new(move |_| board.with(|b| b.railways.get(i).cloned()));
            let choices =
                Memo::new(move |_| frame.with(|f| f.as_ref().map(|f| for_railway(f, railway))));
            view! { <RailwayRow t railway data choices /> }
        })
        .collect_view();
    let industry_data = Memo::new(move |_| board.with(|b| b.industry.clone()));
    let industry_choices = Memo::new(move |_| frame.with(|f| f.as_ref().map(for_industry)));
    let industry_part = move || {
        let lang = lang();
        industry_data.with(|b| industry_choices.with(|c| industry(t, lang, b, c.as_ref())))
    };
    let heading = move || {
        let lang = lang();
        let (seat, points) = head.get();
        let name = t.game.with(|g| name_of(g, seat));
        view! {
            <span class="seat-swatch" style:background=crate::shell::view_model::colors::seat(usize::from(seat)).fill></span>
            {name}" · "{wf!(lang, railroads.ui.points_n, n = number(lang, i64::from(points)))}
        }
    };
    view! {
        <section class="rr-player-board" data-seat=move || head.get().0 data-points=move || head.get().1>
            <h2>{heading}</h2>
            <div class="rr-railways">{railways}</div>
            {industry_part}
            {supply(t, board)}
        </section>
    }
}
