//! The rules in short: our own summary of each kind of round (not the rulebook's words), in the
//! player's language, opened from the title bar on every screen. In a game, the kind of round
//! being played is open first. On Trambahn's screens, Trambahn's rules; on Russian Railroads',
//! its own (`locales/<lang>/railroads.json`, group `rules`, with the `railroads` feature).

use leptos::ev;
use leptos::prelude::*;
use tramways_engine::data::game_tables::Round;

use crate::games::Kind;
use crate::i18n::{Lang, Text, t};
use crate::shell::components::language::{lang, tr};

/// The kinds of round, each with its title and summary (one point per line of the text).
const SECTIONS: [(&str, Text, Text); 5] = [
    ("pre", Text::RulesPreTitle, Text::RulesPre),
    ("share", Text::RulesShareTitle, Text::RulesShare),
    ("company", Text::RulesCompanyTitle, Text::RulesCompany),
    ("line", Text::RulesLineTitle, Text::RulesLine),
    ("end", Text::RulesEndTitle, Text::RulesEnd),
];

/// Trambahn's sections: a turn, scoring, cards and the end.
const TRAMBAHN: [(&str, Text, Text); 3] = [
    ("turn", Text::TbRulesTurnTitle, Text::TbRulesTurn),
    ("scoring", Text::TbRulesScoringTitle, Text::TbRulesScoring),
    ("cards", Text::TbRulesEndTitle, Text::TbRulesEnd),
];

/// Russian Railroads' sections, worded in `lang` (key, title, body): the round, placing
/// workers, the railways and tracks, locomotives, industry and factories, engineers, scoring
/// and the end.
#[cfg(feature = "railroads")]
fn railroads_sections(lang: Lang) -> [(&'static str, &'static str, &'static str); 7] {
    use crate::i18n::words::w;
    [
        ("round", w!(lang, railroads.rules.round_title), w!(lang, railroads.rules.round)),
        ("placing", w!(lang, railroads.rules.placing_title), w!(lang, railroads.rules.placing)),
        ("tracks", w!(lang, railroads.rules.tracks_title), w!(lang, railroads.rules.tracks)),
        (
            "locomotives",
            w!(lang, railroads.rules.locomotives_title),
            w!(lang, railroads.rules.locomotives),
        ),
        ("industry", w!(lang, railroads.rules.industry_title), w!(lang, railroads.rules.industry)),
        (
            "engineers",
            w!(lang, railroads.rules.engineers_title),
            w!(lang, railroads.rules.engineers),
        ),
        ("scoring", w!(lang, railroads.rules.scoring_title), w!(lang, railroads.rules.scoring)),
    ]
}

/// The sections of `game`'s rules in short, worded in `lang` (key, title, body), and the one
/// open first (`round`: the 1840 round being played, if any).
fn sections_of(
    game: Kind,
    round: Option<Round>,
    lang: Lang,
) -> (Vec<(&'static str, &'static str, &'static str)>, Option<&'static str>) {
    let worded = |sections: &[(&'static str, Text, Text)]| {
        sections.iter().map(|&(key, title, body)| (key, t(lang, title), t(lang, body))).collect()
    };
    match game {
        Kind::Vienna => (worded(&SECTIONS), round.map(section_of)),
        Kind::Trambahn => (worded(&TRAMBAHN), Some("turn")),
        #[cfg(feature = "railroads")]
        Kind::Railroads => (railroads_sections(lang).to_vec(), Some("round")),
        // Russian Railroads' words are not in this page's build.
        #[cfg(not(feature = "railroads"))]
        Kind::Railroads => (Vec::new(), None),
    }
}

/// The section of the rules in short for a round.
pub fn section_of(round: Round) -> &'static str {
    match round {
        Round::PreShare => "pre",
        Round::Share(_) => "share",
        Round::Company(_) => "company",
        Round::Line(..) => "line",
        Round::End => "end",
    }
}

/// The title bar's button and the panel it opens. `round` is the round being played, if any.
#[component]
pub fn Rules(
    /// The round of the 1840 game being played, if any.
    round: Signal<Option<Round>>,
    /// Which game's rules (the game being played or set up; 1840 elsewhere).
    game: Signal<Kind>,
) -> impl IntoView {
    let open = RwSignal::new(false);
    // The focus goes into the panel when it opens and back to the button when it closes, as
    // a dialog's should (keyboard and screen-reader users).
    let link = NodeRef::<leptos::html::Button>::new();
    let close_button = NodeRef::<leptos::html::Button>::new();
    let close = move || {
        open.set(false);
        if let Some(b) = link.get_untracked() {
            let _ = b.focus();
        }
    };
    Effect::new(move |_| {
        if let Some(b) = close_button.get() {
            let _ = b.focus();
        }
    });
    let handle = window_event_listener(ev::keydown, move |e| {
        if e.key() == "Escape" && open.get_untracked() {
            close();
        }
    });
    on_cleanup(move || handle.remove());
    let sections = move || {
        let (sections, current) = sections_of(game.get(), round.get(), lang());
        sections
            .into_iter()
            .map(|(key, title, body)| {
                let points =
                    body.lines().map(|point| view! { <li>{point.to_owned()}</li> }).collect_view();
                view! {
                    <details class="rules-section" data-section=key open=current == Some(key)>
                        <summary>{title}</summary>
                        <ul>{points}</ul>
                    </details>
                }
            })
            .collect_view()
    };
    view! {
        <button class="rules-link" aria-haspopup="dialog" node_ref=link on:click=move |_| open.set(true)>
            {tr(Text::Rules)}
        </button>
        <Show when=move || open.get()>
            <div class="rules-backdrop" on:click=move |_| close()>
                <section class="rules-panel" role="dialog" aria-modal="true"
                    aria-labelledby="rules-heading" on:click=|e| e.stop_propagation()>
                    <header class="rules-head">
                        <h2 id="rules-heading">{tr(Text::RulesHeading)}</h2>
                        <button class="close-rules" node_ref=close_button on:click=move |_| close()>
                            {tr(Text::CloseRules)}
                        </button>
                    </header>
                    {sections}
                    <p class="note">{tr(Text::RulesNote)}</p>
                </section>
            </div>
        </Show>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn every_round_has_a_section_and_every_section_says_something_in_each_language() {
        for round in
            [Round::PreShare, Round::Share(2), Round::Company(6), Round::Line(5, 'c'), Round::End]
        {
            assert!(SECTIONS.iter().any(|s| s.0 == section_of(round)), "{round}");
        }
        for lang in [Lang::En, Lang::Es, Lang::De] {
            for (key, title, body) in SECTIONS.into_iter().chain(TRAMBAHN) {
                assert!(!t(lang, title).is_empty(), "{key}");
                assert!(t(lang, body).lines().count() >= 2, "{key} in {lang:?}");
            }
        }
    }

    #[test]
    fn each_game_opens_its_own_sections() {
        let (vienna, open) = sections_of(Kind::Vienna, Some(Round::End), Lang::En);
        assert_eq!((vienna.len(), open), (SECTIONS.len(), Some("end")));
        let (trambahn, open) = sections_of(Kind::Trambahn, None, Lang::De);
        assert_eq!((trambahn.len(), open), (TRAMBAHN.len(), Some("turn")));
        let (railroads, open) = sections_of(Kind::Railroads, None, Lang::Es);
        if cfg!(feature = "railroads") {
            assert_eq!((railroads.len(), open), (7, Some("round")));
        } else {
            assert_eq!((railroads.len(), open), (0, None));
        }
    }

    #[cfg(feature = "railroads")]
    #[test]
    fn russian_railroads_sections_say_something_short_in_each_language() {
        let english = railroads_sections(Lang::En);
        for lang in [Lang::En, Lang::Es, Lang::De] {
            let sections = railroads_sections(lang);
            for ((key, title, body), (_, en_title, en_body)) in sections.iter().zip(&english) {
                assert!(!title.is_empty(), "{key} in {lang:?}");
                let points = body.lines().count();
                assert!((2..=5).contains(&points), "{key} in {lang:?}: {points} points");
                assert!(body.lines().all(|l| l.chars().count() <= 160), "{key} in {lang:?}");
                if lang != Lang::En {
                    assert!(title != en_title && body != en_body, "{key} in {lang:?} is English");
                }
            }
        }
    }
}
