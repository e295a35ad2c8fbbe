//! The rules' replay in a wasm part of its own (issue 22): whatever replays a game, starts one
//! or opens one into a [`Store`] reaches the engine's rules through [`Rules`], a table of
//! functions the part holds, so that the engine (its `apply`, its replay, the route search)
//! leaves the page's first download. The binary's split point (`src/main.rs`) hands the table
//! over once the part is there ([`set`]); the start screen waits for it before it lists,
//! opens, starts, imports or reads a link ([`App`](crate::shell::app::App)). Natively (the tests, the
//! tools) the table is there at once.
//!
//! [`ready`] downloads the part (once) and [`get`] answers at once, `None` until it is there;
//! a replay asked for before then is refused as
//! [`ReplayFailure::NotReady`](crate::shell::persist::ReplayFailure::NotReady), and the entry is not
//! remembered as unreadable: it reads once the part is there.

use tramways_engine::game::{Action, Game, ReplayError, Save, Setup, SetupError};
use tramways_engine::import::{ImportError, Translated};

use crate::games::vienna::store::Store;

/// The functions of the rules that the first download calls through the part.
#[derive(Debug)]
pub struct Rules {
    /// A save replayed.
    pub load: fn(&Save) -> Result<Game, ReplayError>,
    /// A set-up and a log replayed.
    pub replay: fn(&Setup, &[Action]) -> Result<Game, ReplayError>,
    /// An 18xx.games export, translated by the worker, replayed.
    pub replay_translated: fn(&Translated) -> Result<Game, ImportError>,
    /// A store for a saved game read at a revision (its id, name, revision, game).
    pub open_store: fn(String, String, u64, Game) -> Store,
    /// A store for a new game.
    pub start_store: fn(Setup) -> Result<Store, SetupError>,
}

/// The table, in the part: only the split point names it in the wasm build.
pub static RULES: Rules = Rules {
    load: Game::load,
    replay: Game::replay,
    replay_translated: Translated::replay,
    open_store: Store::open,
    start_store: Store::start,
};

/// What downloads the rules' part: the split point's function, handed over by the binary.
pub type Loader = fn() -> crate::shell::app::Loading<&'static Rules>;

#[cfg(target_arch = "wasm32")]
thread_local! {
    static LOADED: std::cell::Cell<Option<&'static Rules>> = const { std::cell::Cell::new(None) };
    static LOADER: std::cell::Cell<Option<Loader>> = const { std::cell::Cell::new(None) };
    static SIGNAL: std::cell::Cell<Option<Ready>> = const { std::cell::Cell::new(None) };
}

/// Whether the rules are there, as a signal (the saved games' list waits for it): the app's
/// own, provided by [`App`](crate::shell::app::App).
#[derive(Debug, Clone, Copy)]
pub struct Ready(pub leptos::prelude::RwSignal<bool>);

/// Whether the rules are there (tracked where a [`Ready`] is provided; natively, always).
pub fn ready_now() -> bool {
    use leptos::prelude::{Get, use_context};
    match use_context::<Ready>() {
        Some(Ready(ready)) => ready.get(),
        None => get().is_some(),
    }
}

/// Sets what downloads the rules' part (the binary's split point), and the signal that says
/// when it is there.
pub fn set_loader(loader: Loader, signal: Ready) {
    #[cfg(target_arch = "wasm32")]
    {
        LOADER.with(|l| l.set(Some(loader)));
        SIGNAL.with(|s| s.set(Some(signal)));
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = (loader, signal);
}

/// The rules, downloading their part first if it is not there yet; `None` when it could not
/// be downloaded (offline on a first visit).
pub async fn ready() -> Option<&'static Rules> {
    if let Some(rules) = get() {
        return Some(rules);
    }
    #[cfg(target_arch = "wasm32")]
    {
        let loader = LOADER.with(std::cell::Cell::get)?;
        let rules = loader().await?;
        set(rules);
        Some(rules)
    }
    #[cfg(not(target_arch = "wasm32"))]
    None
}

/// The rules, once their part is there (natively, always).
pub fn get() -> Option<&'static Rules> {
    #[cfg(target_arch = "wasm32")]
    {
        LOADED.with(std::cell::Cell::get)
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        Some(&RULES)
    }
}

/// The rules' part is there: its table.
pub fn set(rules: &'static Rules) {
    #[cfg(target_arch = "wasm32")]
    {
        LOADED.with(|loaded| loaded.set(Some(rules)));
        if let Some(Ready(ready)) = SIGNAL.with(std::cell::Cell::get) {
            leptos::prelude::Set::set(&ready, true);
        }
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = rules;
}
