//! Entry point of the browser app: install the panic hook and mount `<App/>` with two wasm
//! parts of their own (issue 22): `game_screen` (1840's game screen) and `rules` (the table of
//! `games::vienna::engine_part`), handed to `App` as `GameScreens`. The split points are here,
//! in the app's binary, and not in the library, which the 18xx.games worker's binary links
//! too. The app mounts once the words of its language are loaded. Nothing else.

use leptos::prelude::{AnyView, Callback};
use leptos::wasm_split::SplitLoaderError;
use tramways_app::games::vienna::engine_part::Rules;
use tramways_app::games::vienna::store::Store;
use tramways_app::shell::app::{App, AppProps, GameScreens};

/// 1840's game screen of a game, in the part `game_screen` (scripts/lib/common.sh's
/// `split_app` cuts it out of the release build; natively, and in a build that is not cut,
/// it is an ordinary call).
#[leptos::wasm_split::wasm_split(
    game_screen,
    wasm_split_path = ::leptos::wasm_split,
    fallible,
    preload(preload_game_screen)
)]
fn game_screen(store: Store, on_leave: Callback<()>) -> Result<AnyView, SplitLoaderError> {
    Ok(tramways_app::shell::app::game_view(store, on_leave))
}

/// The rules' table (`tramways_app::games::vienna::engine_part`), in the part `rules`: the engine's replay,
/// `apply` and route search leave the first download with it.
#[leptos::wasm_split::wasm_split(
    rules,
    wasm_split_path = ::leptos::wasm_split,
    fallible,
    preload(preload_rules)
)]
fn rules() -> Result<&'static Rules, SplitLoaderError> {
    Ok(&tramways_app::games::vienna::engine_part::RULES)
}

fn main() {
    console_error_panic_hook::set_once();
    let screens = GameScreens {
        view: |store, on_leave| Box::pin(async move { game_screen(store, on_leave).await.ok() }),
        preload: || Box::pin(async { preload_game_screen().await.ok() }),
        rules: || Box::pin(async { rules().await.ok() }),
    };
    // The words of the language shown come first (in the browser they are files of their own:
    // `tramways_app::i18n::words`), then the app.
    let lang = tramways_app::shell::components::language::start_language();
    tramways_app::i18n::words::serve_from(&tramways_app::shell::persist::browser::page_beside(""));
    wasm_bindgen_futures::spawn_local(async move {
        // Not fetched (offline before the service worker kept it): English, which the app
        // then starts in (`provide_language`).
        if !tramways_app::i18n::words::load(lang).await {
            tramways_app::i18n::words::load(tramways_app::i18n::Lang::En).await;
        }
        leptos::mount::mount_to_body(move || App(AppProps { screens }));
    });
}
