//! An action of Russian Railroads in words, for the confirm bar and the hint: "Place on
//! Black track ×2: 1 worker", "Grey track on the Trans-Siberian: one space on". The phrases
//! are `locales/<lang>/railroads.json`'s `ui.act_*`; the names in them are the words' module's.

use russian_railroads_engine::Action;
use russian_railroads_engine::action::{Target, TileSource};

use crate::games::railroads::words as rw;
use crate::i18n::Lang;
use crate::i18n::words::{w, wf};

/// `action` in words.
pub fn action(lang: Lang, action: &Action) -> String {
    match *action {
        Action::Draft { card } => {
            wf!(lang, railroads.ui.act_draft, card = rw::start_bonus(lang, card))
        }
        Action::Place { space, pay } => {
            wf!(
                lang,
                railroads.ui.act_place,
                space = rw::space(lang, space),
                pay = rw::pay(lang, &pay)
            )
        }
        Action::Pass => w!(lang, railroads.ui.pass).to_owned(),
        Action::Advance { railway, colour } => wf!(
            lang,
            railroads.ui.act_advance,
            colour = rw::colour(lang, colour),
            railway = rw::railway(lang, railway)
        ),
        Action::Industry { marker } => {
            wf!(lang, railroads.ui.act_industry, marker = u32::from(marker) + 1)
        }
        Action::Build { tile, target } => match (tile, target) {
            (_, Target::Locomotive { at }) => {
                wf!(
                    lang,
                    railroads.ui.act_build_locomotive,
                    railway = rw::railway(lang, at.railway)
                )
            }
            (TileSource::Spare { value }, Target::Factory { .. }) => {
                wf!(lang, railroads.ui.act_build_spare, value = value)
            }
            (TileSource::Stack, Target::Factory { .. }) => {
                w!(lang, railroads.ui.act_build_factory).to_owned()
            }
        },
        Action::Locomotive { to: Some(at) } => {
            wf!(lang, railroads.ui.act_locomotive_to, railway = rw::railway(lang, at.railway))
        }
        Action::Locomotive { to: None } => w!(lang, railroads.ui.to_factory).to_owned(),
        Action::Token { token } => {
            wf!(lang, railroads.ui.act_token, token = rw::token(lang, token))
        }
        Action::QuestionCard { card } => {
            wf!(lang, railroads.ui.act_question_card, card = rw::question_card(lang, card))
        }
        Action::EndBonus { card: Some(card) } => {
            wf!(lang, railroads.ui.act_end_bonus, card = rw::end_bonus(lang, card))
        }
        Action::EndBonus { card: None } => w!(lang, railroads.ui.ten_points_instead).to_owned(),
        Action::Reuse { space } => {
            wf!(lang, railroads.ui.act_reuse, space = rw::space(lang, space))
        }
        Action::Repeat { what } => {
            wf!(lang, railroads.ui.act_repeat, what = rw::repeat(lang, what))
        }
        Action::Done => w!(lang, railroads.ui.done).to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::railroads::view_model::tests::play;
    use crate::i18n::Lang;

    /// Every action of a random game is worded in each language, with no placeholder left,
    /// and the Spanish and German differ from the English.
    #[test]
    fn every_action_of_a_game_is_worded_in_each_language() {
        for (_, played, _, _) in play(3, 21) {
            let en = action(Lang::En, &played);
            assert!(!en.is_empty() && !en.contains("{{"), "{en}");
            for lang in [Lang::Es, Lang::De] {
                let other = action(lang, &played);
                assert!(!other.contains("{{"), "{other}");
                assert_ne!(other, en, "{played:?} in {lang:?}");
            }
        }
    }
}
