//! `<App/>`: the title bar and the current screen. It also opens share links: a page address
//! whose fragment holds a game (`#game=…`) stores that game as a new saved game and shows it.
//!
//! The app is built three times (issues 22, 53): `index.html` with 1840 alone (its players
//! download neither other game), `trambahn.html` with Trambahn and `railroads.html` with
//! Russian Railroads (each with 1840 too). A game the page's build does not play is
//! handed to the page that does ([`Kind::page`]), by its fragment: `#new=<key>`, `#open=<id>`,
//! `#import` (the file in session storage) or the share link itself
//! ([`hand_over`](crate::shell::persist::browser::hand_over)).
//!
//! 1840's game screen and the rules' table (`games::vienna::engine_part`) are wasm parts of
//! their own (issue 22): the first download holds the start screen and the library; the parts
//! come after the first frame, or when a game is opened, whichever is first, and a game is
//! shown only once they are there (or the page says the screen could not be downloaded). The
//! binary (`src/main.rs`) marks the split points and hands them to [`App`] as
//! [`GameScreens`]: a split point in this library would also be in the 18xx.games worker's
//! binary, which links the library too.
//!
//! A reload resumes the game open in the tab (issue 49; the session storage of
//! `persist::browser`), when it is still saved and this page plays it. The title bar, the
//! tab's title and the footer name the game on screen, or the app and both games' designers on
//! the start screen; the tab's title also names the saved game, so that two tabs of two games
//! tell themselves apart.

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll, Wake, Waker};

use leptos::ev;
use leptos::prelude::*;

use crate::games::Kind;
#[cfg(feature = "railroads")]
use crate::games::railroads::components::screen::{NewRailroads, RailroadsScreen, RailroadsStore};
#[cfg(feature = "trambahn")]
use crate::games::trambahn::components::screen::{NewTrambahn, TrambahnScreen, TrambahnStore};
#[cfg(feature = "bench")]
use crate::games::vienna::components::bench::{BENCH_FRAGMENT, Bench};
use crate::games::vienna::components::gallery::Gallery;
use crate::games::vienna::components::game_files::GameFiles;
use crate::games::vienna::components::game_screen::GameScreen;
use crate::games::vienna::components::new_game::NewGame;
use crate::games::vienna::store::Store;
use crate::i18n::{Text, Wording, t};
use crate::shell::components::language::lang;
use crate::shell::components::language::{LanguagePicker, provide_language};
use crate::shell::components::saved_games::Notice;
use crate::shell::components::start::StartScreen;
use crate::shell::components::tab_sync::TabSync;
use crate::shell::frame::after_the_frame;
use crate::shell::persist::browser::{clear_fragment, fragment, go_to_page, hand_over};
use crate::shell::persist::browser::{
    forget_open_game, game_open_before_reload, remember_open_game,
};
use crate::shell::persist::share::{LinkError, is_share_fragment, read_link};
use crate::shell::persist::{BrowserStorage, Library, LoadError};
#[cfg(any(feature = "trambahn", feature = "railroads"))]
use crate::shell::store::Table;
use crate::shell::store::now;

/// What a function in a wasm part gives: its answer once the part is downloaded (`None`: it
/// could not be, offline on a first visit).
pub type Loading<T> = Pin<Box<dyn Future<Output = Option<T>>>>;

/// 1840's game screen, in a wasm part of its own (see the module's head).
#[derive(Debug, Clone, Copy)]
pub struct GameScreens {
    /// The game screen of a game ([`game_view`], called in its part).
    pub view: fn(Store, Callback<()>) -> Loading<AnyView>,
    /// Downloads the part (once; again after a failure): `Some` once it is there.
    pub preload: fn() -> Loading<()>,
    /// Downloads the rules' part ([`crate::games::vienna::engine_part`]) and gives its table.
    pub rules: crate::games::vienna::engine_part::Loader,
}

/// 1840's game screen: the map and panels, the other tabs' writes and the game's files.
/// `on_leave`: back to the start screen.
pub fn game_view(store: Store, on_leave: Callback<()>) -> AnyView {
    view! {
        <TabSync table=store.table />
        <GameScreen store on_leave=move || on_leave.run(()) />
        <GameFiles store />
    }
    .into_any()
}

/// The answer of a future that is ready at its first poll (a part's function once the part is
/// downloaded), or `None`.
fn ready_now<T>(mut future: Loading<T>) -> Option<T> {
    struct Nobody;
    impl Wake for Nobody {
        fn wake(self: Arc<Self>) {}
    }
    let waker = Waker::from(Arc::new(Nobody));
    match future.as_mut().poll(&mut Context::from_waker(&waker)) {
        Poll::Ready(answer) => answer,
        Poll::Pending => None,
    }
}

/// The screens of the app. (One lives at a time, in a signal: its size does not matter.)
#[derive(Debug, Clone, Copy)]
#[allow(clippy::large_enum_variant)]
enum Screen {
    Start,
    NewGame,
    #[cfg(feature = "trambahn")]
    NewTrambahn,
    Game(Store),
    #[cfg(feature = "trambahn")]
    Trambahn(TrambahnStore),
    #[cfg(feature = "railroads")]
    NewRailroads,
    #[cfg(feature = "railroads")]
    Railroads(RailroadsStore),
    Gallery,
    /// The optimizer benchmark (opened by its URL fragment, for developers and tests; only in
    /// builds with the `bench` feature: it is not for players, and it costs wasm size).
    #[cfg(feature = "bench")]
    Bench,
}

/// The whole app.
#[component]
pub fn App(
    /// 1840's game screen, in its own wasm part.
    screens: GameScreens,
) -> impl IntoView {
    provide_language();
    #[cfg(feature = "bench")]
    let first = if fragment() == BENCH_FRAGMENT { Screen::Bench } else { Screen::Start };
    #[cfg(not(feature = "bench"))]
    let first = Screen::Start;
    let screen = RwSignal::new(first);
    let notice = RwSignal::new(None::<Notice>);
    // The game's signals must outlive the screen that creates them: they belong to the app's
    // owner.
    let owner = Owner::current().unwrap_or_default();
    let game_screen_missing = move || {
        notice.set(Some(Notice::error(
            Text::ActionFailed,
            Wording::new(|lang| t(lang, Text::ErrGameScreen).to_owned()),
        )));
        screen.set(Screen::Start);
    };
    // The rules' part (whatever replays a game: the saved games' list waits for it) and the
    // game screen's are downloaded after the first frame, so that they never hold up the start
    // screen; a game opened before they are there waits for them.
    let rules_ready = RwSignal::new(crate::games::vienna::engine_part::get().is_some());
    provide_context(crate::games::vienna::engine_part::Ready(rules_ready));
    crate::games::vienna::engine_part::set_loader(
        screens.rules,
        crate::games::vienna::engine_part::Ready(rules_ready),
    );
    after_the_frame(move || {
        leptos::task::spawn_local(async move {
            if crate::games::vienna::engine_part::ready().await.is_none() {
                game_screen_missing();
                return;
            }
            (screens.preload)().await;
        })
    });
    // A game of 1840 on the screen, once the screen's part is there.
    let show_game = move |store: Store| {
        leptos::task::spawn_local(async move {
            if (screens.preload)().await.is_some() {
                notice.set(None);
                screen.set(Screen::Game(store));
            } else {
                game_screen_missing();
            }
        })
    };
    // A saved game on the screen (an 1840 game once the rules are there: it replays).
    let open = {
        let owner = owner.clone();
        move |id: String| {
            let owner = owner.clone();
            leptos::task::spawn_local(async move {
                let library = Library::new(BrowserStorage);
                let kind = library.kind_of(&id);
                let rules = match kind {
                    Ok(Kind::Vienna) => match crate::games::vienna::engine_part::ready().await {
                        Some(rules) => Some(rules),
                        None => return game_screen_missing(),
                    },
                    _ => None,
                };
                let opened = kind.and_then(|kind| match kind {
                    Kind::Vienna => library.load(&id).and_then(|(entry, game)| {
                        let rules = rules.ok_or(LoadError::Replay(
                            crate::shell::persist::ReplayFailure::NotReady,
                        ))?;
                        show_game(
                            owner.with(|| (rules.open_store)(id, entry.name, entry.revision, game)),
                        );
                        Ok(None)
                    }),
                    #[cfg(feature = "trambahn")]
                    Kind::Trambahn => library.load(&id).map(|(entry, game)| {
                        Some(Screen::Trambahn(
                            owner.with(|| Table::open(id, entry.name, entry.revision, game)),
                        ))
                    }),
                    #[cfg(not(feature = "trambahn"))]
                    Kind::Trambahn => {
                        go_to_page(Kind::Trambahn.page(), &format!("{}{id}", hand_over::OPEN));
                        Ok(None)
                    }
                    #[cfg(feature = "railroads")]
                    Kind::Railroads => library.load(&id).map(|(entry, game)| {
                        Some(Screen::Railroads(
                            owner.with(|| Table::open(id, entry.name, entry.revision, game)),
                        ))
                    }),
                    #[cfg(not(feature = "railroads"))]
                    Kind::Railroads => {
                        go_to_page(Kind::Railroads.page(), &format!("{}{id}", hand_over::OPEN));
                        Ok(None)
                    }
                });
                match opened {
                    Ok(None) => {}
                    Ok(Some(opened)) => {
                        notice.set(None);
                        screen.set(opened);
                    }
                    Err(e) => notice.set(Some(Notice::error(
                        Text::ActionFailed,
                        Wording::new(move |lang| e.message(lang)),
                    ))),
                }
            })
        }
    };
    // A new Trambahn or Russian Railroads game: its form here, or on the page that plays it
    // (`#new=<key>`, which this page also answers when it is that page).
    let new_trambahn = move || {
        #[cfg(feature = "trambahn")]
        screen.set(Screen::NewTrambahn);
        #[cfg(not(feature = "trambahn"))]
        go_to_page(Kind::Trambahn.page(), &hand_over::new_of(Kind::Trambahn));
    };
    let new_railroads = move || {
        #[cfg(feature = "railroads")]
        screen.set(Screen::NewRailroads);
        #[cfg(not(feature = "railroads"))]
        go_to_page(Kind::Railroads.page(), &hand_over::new_of(Kind::Railroads));
    };
    // A share link: open it once, as a new saved game (never over an existing one). Also what
    // another page hands over: a new game, a saved game to open, a picked file.
    let open_link = {
        let open = open.clone();
        move || {
            let fragment = fragment();
            if let Some(kind) = hand_over::new_kind(&fragment) {
                clear_fragment();
                match kind {
                    Kind::Railroads => new_railroads(),
                    Kind::Trambahn => new_trambahn(),
                    Kind::Vienna => screen.set(Screen::NewGame),
                }
                return;
            }
            if let Some(id) = fragment.strip_prefix(hand_over::OPEN) {
                clear_fragment();
                open(id.to_owned());
                return;
            }
            if fragment == hand_over::IMPORT {
                clear_fragment();
                let Some(text) = crate::shell::persist::browser::take_handed_file() else { return };
                let open = open.clone();
                leptos::task::spawn_local(async move {
                    match crate::shell::components::import::import_text(&text).await {
                        Ok(id) => open(id),
                        Err(reason) => notice.set(Some(Notice::error(Text::ImportFailed, reason))),
                    }
                });
                return;
            }
            if !is_share_fragment(&fragment) {
                return;
            }
            clear_fragment();
            let open = open.clone();
            leptos::task::spawn_local(async move {
                // A link's game is replayed: the rules first.
                if crate::games::vienna::engine_part::ready().await.is_none() {
                    return game_screen_missing();
                }
                let read = read_link(&fragment);
                if let Err(LinkError::Load(LoadError::Elsewhere(kind))) = &read {
                    go_to_page(kind.page(), &fragment);
                    return;
                }
                let stored = read.map_err(|e| Wording::new(move |lang| e.message(lang))).and_then(
                    |(name, game)| {
                        game.add_to(&mut Library::new(BrowserStorage), &name, now())
                            .map_err(|e| Wording::new(move |lang| e.message(lang)))
                    },
                );
                match stored {
                    Ok(id) => open(id),
                    Err(reason) => {
                        notice.set(Some(Notice::error(Text::LinkBroken, reason)));
                        screen.set(Screen::Start);
                    }
                }
            });
        }
    };
    // A reload resumes the game that was open in this tab (issue 49), if it is still saved
    // and this page plays it (the 1840 page does not hand a Trambahn game over again: the
    // browser's back button would lead there).
    if fragment().is_empty()
        && let Some(id) = game_open_before_reload()
    {
        let plays_here = match Library::new(BrowserStorage).kind_of(&id) {
            Ok(Kind::Vienna) => true,
            Ok(Kind::Trambahn) => cfg!(feature = "trambahn"),
            Ok(Kind::Railroads) => cfg!(feature = "railroads"),
            Err(_) => false,
        };
        if plays_here {
            open(id);
        } else {
            forget_open_game();
        }
    }
    open_link();
    let on_hash = open_link.clone();
    let handle = window_event_listener(ev::hashchange, move |_| on_hash());
    on_cleanup(move || handle.remove());
    // The round being played, for the rules in short (none outside a game).
    let round = Signal::derive(move || match screen.get() {
        Screen::Game(store) => Some(store.with_shown(|g| g.state().round)),
        _ => None,
    });
    // The game on the screen; none on the start screen, which offers every game (issue 49:
    // the title bar, the tab's title and the footer name the game on screen, or the app).
    let on_screen = Signal::derive(move || match screen.get() {
        Screen::Start => None,
        #[cfg(feature = "trambahn")]
        Screen::NewTrambahn | Screen::Trambahn(_) => Some(Kind::Trambahn),
        #[cfg(feature = "railroads")]
        Screen::NewRailroads | Screen::Railroads(_) => Some(Kind::Railroads),
        _ => Some(Kind::Vienna),
    });
    let game = Signal::derive(move || on_screen.get().unwrap_or_default());
    let body = move || {
        let owner = owner.clone();
        let open = open.clone();
        match screen.get() {
            Screen::Start => view! {
                <StartScreen
                    on_gallery=move || screen.set(Screen::Gallery)
                    on_new=move || screen.set(Screen::NewGame)
                    on_new_trambahn=new_trambahn
                    on_new_railroads=new_railroads
                    on_resume=open
                    notice />
            }
            .into_any(),
            Screen::NewGame => view! {
                <NewGame
                    on_start=move |setup| match crate::games::vienna::engine_part::get() {
                        Some(rules) => match owner.with(|| (rules.start_store)(setup)) {
                            Ok(store) => {
                                show_game(store);
                                None
                            }
                            Err(e) => Some(e),
                        },
                        // The rules are still downloading: the game starts once they are here.
                        None => {
                            let owner = owner.clone();
                            leptos::task::spawn_local(async move {
                                let Some(rules) = crate::games::vienna::engine_part::ready().await else {
                                    return game_screen_missing();
                                };
                                match owner.with(|| (rules.start_store)(setup)) {
                                    Ok(store) => show_game(store),
                                    Err(e) => notice.set(Some(Notice::error(
                                        Text::ActionFailed,
                                        Wording::new(move |lang| {
                                            crate::i18n::setup_problem(lang, &e)
                                        }),
                                    ))),
                                }
                            });
                            None
                        }
                    }
                    on_back=move || screen.set(Screen::Start) />
            }
            .into_any(),
            #[cfg(feature = "trambahn")]
            Screen::NewTrambahn => view! {
                <NewTrambahn
                    on_start=move |setup| match trambahn_engine::Game::new(setup) {
                        Ok(game) => {
                            screen.set(Screen::Trambahn(owner.with(|| Table::new(game))));
                            None
                        }
                        Err(e) => Some(e),
                    }
                    on_back=move || screen.set(Screen::Start) />
            }
            .into_any(),
            #[cfg(feature = "trambahn")]
            Screen::Trambahn(table) => view! {
                <TrambahnScreen table on_leave=move || {
                    table.settle();
                    screen.set(Screen::Start);
                } />
            }
            .into_any(),
            #[cfg(feature = "railroads")]
            Screen::NewRailroads => view! {
                <NewRailroads
                    on_start=move |setup| match russian_railroads_engine::Game::new(setup) {
                        Ok(game) => {
                            screen.set(Screen::Railroads(owner.with(|| Table::new(game))));
                            None
                        }
                        Err(e) => Some(e),
                    }
                    on_back=move || screen.set(Screen::Start) />
            }
            .into_any(),
            #[cfg(feature = "railroads")]
            Screen::Railroads(table) => view! {
                <RailroadsScreen table on_leave=move || {
                    table.settle();
                    screen.set(Screen::Start);
                } />
            }
            .into_any(),
            Screen::Game(store) => {
                let on_leave = Callback::new(move |()| {
                    store.settle();
                    screen.set(Screen::Start);
                });
                // The part is there (show_game waited for it), so the view is ready at once.
                ready_now((screens.view)(store, on_leave)).unwrap_or_else(|| {
                    leptos::task::spawn_local(async move { game_screen_missing() });
                    ().into_any()
                })
            }
            Screen::Gallery => {
                view! { <Gallery on_back=move || screen.set(Screen::Start) /> }.into_any()
            }
            #[cfg(feature = "bench")]
            Screen::Bench => {
                view! { <Bench on_back=move || screen.set(Screen::Start) /> }.into_any()
            }
        }
    };
    // The title bar names the game on the screen; the browser's tab also names the saved game
    // open in it, so that two tabs of two games tell themselves apart.
    let heading = move || {
        let key = match on_screen.get() {
            None => Text::AppName,
            Some(Kind::Vienna) => Text::Title,
            Some(Kind::Trambahn) => Text::GameTrambahn,
            Some(Kind::Railroads) => Text::GameRailroads,
        };
        t(lang(), key)
    };
    let credit = move || {
        let key = match on_screen.get() {
            None => Text::CreditAll,
            Some(Kind::Vienna) => Text::Credit,
            Some(Kind::Trambahn) => Text::CreditTrambahn,
            Some(Kind::Railroads) => Text::CreditRailroads,
        };
        t(lang(), key)
    };
    // The game open in this tab, for a reload (issue 49); forgotten when the player leaves it
    // for the start screen (not while a reload's game is still being opened: the page starts
    // on the start screen).
    Effect::new(move |in_game: Option<bool>| match screen.get() {
        Screen::Game(store) => {
            remember_open_game(&store.saved_as.get().0);
            true
        }
        #[cfg(feature = "trambahn")]
        Screen::Trambahn(table) => {
            remember_open_game(&table.saved_as.get().0);
            true
        }
        #[cfg(feature = "railroads")]
        Screen::Railroads(table) => {
            remember_open_game(&table.saved_as.get().0);
            true
        }
        Screen::Start => {
            if in_game == Some(true) {
                forget_open_game();
            }
            false
        }
        _ => in_game.unwrap_or(false),
    });
    Effect::new(move |_| {
        let heading = heading();
        let saved = match screen.get() {
            Screen::Game(store) => Some(store.saved_as.get().1),
            #[cfg(feature = "trambahn")]
            Screen::Trambahn(table) => Some(table.saved_as.get().1),
            #[cfg(feature = "railroads")]
            Screen::Railroads(table) => Some(table.saved_as.get().1),
            _ => None,
        };
        let title = match saved.filter(|name| !name.trim().is_empty()) {
            Some(name) => format!("{name} · {heading}"),
            None => heading.to_owned(),
        };
        if let Some(document) = web_sys::window().and_then(|w| w.document()) {
            document.set_title(&title);
        }
    });
    view! {
        <header class="title-bar">
            <h1>{heading}</h1>
            <crate::games::vienna::components::rules::Rules round=round game />
            <LanguagePicker />
        </header>
        <main>{body}</main>
        <footer data-game=move || on_screen.get().map_or("all", Kind::key)>{credit}</footer>
    }
}
