//! The saved games on the start screen, of every game the app plays: which game, name, players,
//! round (or scoring), moves and last played; resume;
//! and behind "More…" rename, duplicate, export file, export for 18xx.games (games set up with
//! its rules), share link and delete (confirmed).
//! Entries that could not be read are named with the reason. The list follows other tabs'
//! changes (the `storage` event).

use leptos::ev;
use leptos::prelude::*;

use crate::games::Progress;
use crate::games::vienna::components::game_files::export_stored_18xx;
use crate::i18n::{self, Text, Wording, t};
use crate::shell::components::language::{lang, tr};
use crate::shell::components::share::{SharePanel, export_stored, stored_share_link};
use crate::shell::persist::browser::download;
use crate::shell::persist::files::export_file_name;
use crate::shell::persist::{BrowserStorage, Library, SetAside, Summary, kind_in};
use crate::shell::store::now;

/// A message on the start screen (after an import, a share link, a failed action), worded
/// when shown.
#[derive(Debug, Clone)]
pub struct Notice {
    /// What it says, in the language of the moment.
    pub text: Wording,
    /// An error (shown as an alert) or news.
    pub error: bool,
}

impl Notice {
    /// An error: `prefix` (a [`Text`]) then the reason.
    pub fn error(prefix: Text, reason: Wording) -> Notice {
        let text = Wording::new(move |lang| format!("{} {}", t(lang, prefix), reason.text(lang)));
        Notice { text, error: true }
    }
}

/// The list of saved games.
#[component]
pub fn SavedGames(
    /// Called with a saved game's id to resume it.
    on_resume: impl Fn(String) + Clone + Send + Sync + 'static,
    /// Where messages go.
    notice: RwSignal<Option<Notice>>,
) -> impl IntoView {
    // Bumped after every change to list the games again.
    let version = RwSignal::new(0u32);
    let refresh = move || version.update(|v| *v += 1);
    // Another tab saved, renamed or deleted a game: list again.
    let handle = window_event_listener(ev::storage, move |e| {
        if e.key().is_none_or(|k| k.starts_with("tramways.")) {
            refresh();
        }
    });
    on_cleanup(move || handle.remove());
    let rows = move || {
        version.get();
        // Listing replays every game: it waits for the rules' part (crate::games::vienna::engine_part).
        if !crate::games::vienna::engine_part::ready_now() {
            return None;
        }
        let listing = Library::new(BrowserStorage).list();
        let warnings = listing
            .set_aside
            .into_iter()
            .map(|entry| view! { <SetAsideRow entry notice on_change=refresh /> })
            .collect_view();
        let empty = listing
            .games
            .is_empty()
            .then(|| view! { <li class="note no-saved-games">{tr(Text::NoSavedGames)}</li> });
        let on_resume = on_resume.clone();
        let games = listing
            .games
            .into_iter()
            .map(|summary| {
                let on_resume = on_resume.clone();
                view! { <SavedGameRow summary on_resume notice on_change=refresh /> }
            })
            .collect_view();
        Some(view! { {warnings}{empty}{games} })
    };
    // Busy until the rules' part has come and the games are listed (tests wait on it too).
    let busy = move || (!crate::games::vienna::engine_part::ready_now()).to_string();
    view! { <ul class="saved-games" aria-busy=busy>{rows}</ul> }
}

/// What the "More…" part of a row shows.
#[derive(Debug, Clone, PartialEq)]
enum Panel {
    Closed,
    Buttons,
    Rename,
    ConfirmDelete,
    Share(String),
}

/// One saved game.
#[component]
fn SavedGameRow(
    /// The game.
    summary: Summary,
    /// Resume it.
    on_resume: impl Fn(String) + Send + Sync + 'static,
    /// Where messages go.
    notice: RwSignal<Option<Notice>>,
    /// Called after the list changed (renamed, copied, deleted).
    on_change: impl Fn() + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let panel = RwSignal::new(Panel::Closed);
    let id = StoredValue::new(summary.id.clone());
    let name = summary.name.clone();
    let progress = summary.progress.clone();
    let kind = summary.kind;
    // Worded at render time, each part from the summary (a memo of its own type costs wasm).
    let words = StoredValue::new(summary.clone());
    let words = move || words.with_value(|summary| row_words(lang(), summary));
    let players = move || words().players.map(|p| view! { <span class="saved-players">{p}</span> });
    let who = move || words().who.map(|w| view! { <span class="saved-who">{w}</span> });
    let detail = move || words().round;
    let updated = summary.updated;
    let when = move || format!("{} {}", t(lang(), Text::LastPlayed), played_at(updated));
    let fail = move |e: Wording| notice.set(Some(Notice::error(Text::ActionFailed, e)));
    let eighteen_xx = matches!(progress, Some(Progress::Vienna { eighteen_xx: true, .. }));
    let toggle = move |_| {
        panel.update(|p| *p = if *p == Panel::Closed { Panel::Buttons } else { Panel::Closed })
    };
    let more = move || {
        let buttons = move || {
            view! {
                <div class="saved-more-buttons">
                    <button class="rename" on:click=move |_| panel.set(Panel::Rename)>
                        {tr(Text::Rename)}
                    </button>
                    <button class="duplicate" on:click=move |_| {
                        match Library::new(BrowserStorage).duplicate(&id.get_value(), now()) {
                            Ok(_) => on_change(),
                            Err(e) => fail(Wording::new(move |lang| e.message(lang))),
                        }
                    }>{tr(Text::Duplicate)}</button>
                    <button class="export" on:click=move |_| {
                        if let Err(e) = export_stored(&id.get_value()) { fail(e) }
                    }>{tr(Text::ExportFile)}</button>
                    {eighteen_xx.then(|| view! {
                        <button class="export-18xx" on:click=move |_| {
                            let id = id.get_value();
                            leptos::task::spawn_local(async move {
                                if let Err(e) = export_stored_18xx(&id).await {
                                    notice.set(Some(Notice::error(Text::ExportEighteenXxFailed, e)));
                                }
                            });
                        }>{tr(Text::ExportEighteenXx)}</button>
                    })}
                    <button class="share" on:click=move |_| match stored_share_link(&id.get_value()) {
                        Ok(link) => panel.set(Panel::Share(link)),
                        Err(e) => fail(e),
                    }>{tr(Text::ShareLink)}</button>
                    <button class="delete" on:click=move |_| panel.set(Panel::ConfirmDelete)>
                        {tr(Text::Delete)}
                    </button>
                </div>
            }
        };
        match panel.get() {
            Panel::Closed => ().into_any(),
            Panel::Buttons => buttons().into_any(),
            Panel::Rename => {
                view! { <RenameForm id=id.get_value() name=name.clone() panel on_change notice /> }
                    .into_any()
            }
            Panel::ConfirmDelete => view! {
                <div class="saved-more-buttons">
                    <button class="really-delete danger" on:click=move |_| {
                        Library::new(BrowserStorage).delete(&id.get_value());
                        on_change();
                    }>{tr(Text::ReallyDelete)}</button>
                    <button class="cancel" on:click=move |_| panel.set(Panel::Buttons)>
                        {tr(Text::Cancel)}
                    </button>
                </div>
            }
            .into_any(),
            Panel::Share(link) => view! {
                {buttons()}
                <SharePanel link />
            }
            .into_any(),
        }
    };
    view! {
        <li class="saved-game" data-id=summary.id.clone()>
            <div class="saved-row">
                <div class="saved-info">
                    <span class="saved-title">
                        <span class="saved-kind" data-kind=kind.key()>{move || i18n::game_name(lang(), kind)}</span>
                        " "
                        <b class="saved-name">{summary.name.clone()}</b>
                    </span>
                    {players}
                    {who}
                    <span class="saved-round">{detail}</span>
                    <span class="note saved-when">{when}</span>
                </div>
                <div class="saved-buttons">
                    <button class="resume primary" on:click=move |_| on_resume(id.get_value())>
                        {tr(Text::Resume)}
                    </button>
                    <button class="more" on:click=toggle
                        aria-expanded=move || (panel.get() != Panel::Closed).to_string()>
                        {move || if panel.get() == Panel::Closed { t(lang(), Text::MoreActions) } else { t(lang(), Text::FewerActions) }}
                    </button>
                </div>
            </div>
            {more}
        </li>
    }
}

/// An entry that could not be read: named with the reason, to download or delete.
#[component]
fn SetAsideRow(
    /// The entry.
    entry: SetAside,
    /// Where messages go.
    notice: RwSignal<Option<Notice>>,
    /// Called after it was deleted.
    on_change: impl Fn() + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let asking = RwSignal::new(false);
    let label = entry.label();
    let reason = entry.reason.clone();
    let text = {
        let label = label.clone();
        move || {
            let lang = lang();
            format!("{} “{label}”: {}", t(lang, Text::SetAside), reason.message(lang))
        }
    };
    let key = StoredValue::new(entry.key.clone());
    let export = move |_| {
        let Some(text) = Library::new(BrowserStorage).set_aside_text(&key.get_value()) else {
            return;
        };
        let kind = kind_in(&text).unwrap_or_default();
        if let Err(e) = download(&export_file_name(kind, &label), &text) {
            notice.set(Some(Notice::error(Text::ActionFailed, e)));
        }
    };
    let delete = move |_| {
        if asking.get() {
            Library::new(BrowserStorage).delete_set_aside(&key.get_value());
            on_change();
        } else {
            asking.set(true);
        }
    };
    view! {
        <li class="set-aside" role="alert" data-key=entry.key.clone()>
            <p>{text}</p>
            <div class="saved-buttons">
                <button class="export" on:click=export>{tr(Text::ExportFile)}</button>
                <button class="delete" class:danger=asking on:click=delete>
                    {move || if asking.get() { t(lang(), Text::ReallyDelete) } else { t(lang(), Text::Delete) }}
                </button>
            </div>
        </li>
    }
}

/// The name field of a row being renamed.
#[component]
fn RenameForm(
    id: String,
    name: String,
    panel: RwSignal<Panel>,
    on_change: impl Fn() + Copy + Send + Sync + 'static,
    notice: RwSignal<Option<Notice>>,
) -> impl IntoView {
    let value = RwSignal::new(name);
    let save = move || {
        let new_name = value.get_untracked();
        if new_name.trim().is_empty() {
            return;
        }
        match Library::new(BrowserStorage).rename(&id, &new_name) {
            Ok(()) => on_change(),
            Err(e) => notice.set(Some(Notice::error(
                Text::ActionFailed,
                Wording::new(move |lang| e.message(lang)),
            ))),
        }
    };
    view! {
        <form class="rename-form" on:submit=move |e| { e.prevent_default(); save(); }>
            <label class="field">
                <span>{tr(Text::GameName)}</span>
                <input type="text" class="rename-input" maxlength="60" prop:value=value
                    on:input:target=move |e| value.set(e.target().value())
                    on:keydown=move |e| if e.key() == "Escape" { panel.set(Panel::Buttons) } />
            </label>
            <button type="submit" class="primary save-name">{tr(Text::SaveName)}</button>
            <button type="button" class="cancel" on:click=move |_| panel.set(Panel::Buttons)>
                {tr(Text::Cancel)}
            </button>
        </form>
    }
}

/// What a row says of its game besides its name, worded (pure: native tests).
#[derive(Debug, Clone, PartialEq, Eq)]
struct RowWords {
    /// The players, when the name does not say them; for a Trambahn game with its score,
    /// the score between the two names: "Anna 36 : 12 Bruno".
    players: Option<String>,
    /// Who plays (Trambahn): "Against the computer (strong)".
    who: Option<String>,
    /// How far it has come and the moves: "Scoring 3 of 10 · 42 moves".
    round: String,
}

/// A row's words. An entry written before entries said the score and who plays lists as it
/// did (its players, its progress).
fn row_words(lang: crate::i18n::Lang, summary: &Summary) -> RowWords {
    let status = if summary.finished {
        Some(t(lang, Text::Finished).to_owned())
    } else {
        summary.progress.as_ref().map(|progress| i18n::progress(lang, progress))
    };
    let moves = i18n::moves_played(lang, summary.moves);
    let round = match status {
        Some(status) => format!("{status} · {moves}"),
        None => moves,
    };
    let (points, seats) = match summary.progress {
        Some(Progress::Trambahn { points, seats, .. }) => (points, seats),
        _ => (None, None),
    };
    let score = match (points, summary.players.as_slice()) {
        (Some([a, b]), [first, second]) => Some(format!("{first} {a} : {b} {second}")),
        _ => None,
    };
    // Russian Railroads' 2–4 seats: each name with its points ("Anna 36 · Boris 12 · Clara 50").
    let score = score.or_else(|| match &summary.progress {
        Some(Progress::Railroads { points, .. }) if points.len() == summary.players.len() => Some(
            summary
                .players
                .iter()
                .zip(points)
                .map(|(name, p)| format!("{name} {}", i18n::number(lang, i64::from(*p))))
                .collect::<Vec<_>>()
                .join(" · "),
        ),
        _ => None,
    });
    // Games keep their players' names as name until renamed: no need to say it twice.
    let names = summary.players.join(", ");
    let players = score.or_else(|| (names != summary.name).then_some(names));
    RowWords { players, who: seats.map(|seats| i18n::seats(lang, seats)), round }
}

/// "2026-11-23 10:15" from ms since 1970 (the browser's time zone); nothing for a time a date
/// cannot have (the number comes from storage: ±8.64e15 ms is the range of a JS Date).
fn played_at(ms: f64) -> String {
    if cfg!(target_arch = "wasm32") && (-8.64e15..=8.64e15).contains(&ms) {
        let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms));
        format!(
            "{:04}-{:02}-{:02} {:02}:{:02}",
            date.get_full_year(),
            date.get_month() + 1,
            date.get_date(),
            date.get_hours(),
            date.get_minutes()
        )
    } else {
        String::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{BotLevel, Kind, Seats};
    use crate::i18n::Lang;

    fn trambahn(points: Option<[u32; 2]>, seats: Option<Seats>) -> Summary {
        Summary {
            id: "t".into(),
            kind: Kind::Trambahn,
            name: "Anna, Bruno".into(),
            updated: 0.0,
            progress: Some(Progress::Trambahn { scorings: 3, points, seats }),
            players: vec!["Anna".into(), "Bruno".into()],
            moves: 42,
            finished: false,
        }
    }

    /// Issue 49: three Trambahn games of Anna and Bruno tell themselves apart by who plays
    /// and the score, in each language.
    /// A Russian Railroads game lists each player with the points and how far it has come.
    #[test]
    fn a_russian_railroads_row_lists_every_player_with_the_points() {
        let summary = Summary {
            progress: Some(Progress::Railroads {
                round: 3,
                rounds: 7,
                points: vec![36, 1200, 50],
                bots: vec![None, Some(BotLevel::Steady), None],
            }),
            ..trambahn(None, None)
        };
        let summary = Summary {
            players: vec!["Anna".into(), "Boris".into(), "Clara".into()],
            kind: Kind::Railroads,
            ..summary
        };
        let words = row_words(Lang::En, &summary);
        assert_eq!(words.players.as_deref(), Some("Anna 36 · Boris 1,200 · Clara 50"));
        assert!(words.round.starts_with("Round 3 of 7"), "{}", words.round);
    }

    #[test]
    fn a_trambahn_row_says_who_plays_and_the_score() {
        let row =
            row_words(Lang::En, &trambahn(Some([36, 12]), Some(Seats::Computer(BotLevel::Strong))));
        assert_eq!(
            row,
            RowWords {
                players: Some("Anna 36 : 12 Bruno".into()),
                who: Some("Against the computer (strong)".into()),
                round: "Scoring 3 of 10 · 42 moves".into(),
            }
        );
        let people = row_words(Lang::De, &trambahn(Some([0, 5]), Some(Seats::People)));
        assert_eq!(people.who.as_deref(), Some("Zwei Personen an einem Gerät"));
        assert_eq!(people.players.as_deref(), Some("Anna 0 : 5 Bruno"));
        let bots = row_words(Lang::Es, &trambahn(Some([1, 2]), Some(Seats::Computers)));
        assert_eq!(bots.who.as_deref(), Some("Ordenador contra ordenador"));
        let steady = row_words(Lang::Es, &trambahn(None, Some(Seats::Computer(BotLevel::Steady))));
        assert_eq!(steady.who.as_deref(), Some("Contra el ordenador (constante)"));
    }

    /// An entry written before rows said the score and who plays lists as before: the
    /// players' names only when the name differs, and its progress.
    #[test]
    fn an_older_trambahn_entry_lists_as_before() {
        let mut old = trambahn(None, None);
        assert_eq!(
            row_words(Lang::En, &old),
            RowWords { players: None, who: None, round: "Scoring 3 of 10 · 42 moves".into() }
        );
        old.name = "Friday".into();
        assert_eq!(row_words(Lang::En, &old).players.as_deref(), Some("Anna, Bruno"));
    }

    /// A stored status written before issue 49 reads with neither score nor seats; one
    /// written now reads back the same.
    #[test]
    fn a_progress_without_score_or_seats_reads_with_defaults() {
        let old: Progress = serde_json::from_str(r#"{"trambahn":{"scorings":4}}"#).unwrap();
        assert_eq!(old, Progress::Trambahn { scorings: 4, points: None, seats: None });
        let now = Progress::Trambahn {
            scorings: 4,
            points: Some([10, 20]),
            seats: Some(Seats::Computer(BotLevel::Random)),
        };
        let text = serde_json::to_string(&now).unwrap();
        assert_eq!(serde_json::from_str::<Progress>(&text).unwrap(), now);
    }
}
