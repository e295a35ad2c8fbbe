//! The seed of a new game, of any game's form: a fresh one from the browser's randomness, and
//! its field.

use leptos::prelude::*;

use crate::i18n::Text;
use crate::shell::components::language::tr;

/// A random seed from the browser's randomness (the seed is shown and can be edited).
pub(crate) fn fresh_seed() -> u64 {
    use rand::TryRngCore;
    // One number straight from the system's source (crypto.getRandomValues in the browser):
    // seeding a StdRng only to draw it would put ChaCha12 in the wasm for nothing. The source
    // does not fail in a browser; if it did, the seed shown would be 0, still editable.
    rand::rngs::OsRng.try_next_u64().unwrap_or_default() % 1_000_000
}

/// The seed of a new game, with what it decides (`note`): of any game's form.
#[component]
pub(crate) fn SeedField(seed: RwSignal<u64>, note: Text) -> impl IntoView {
    view! {
        <label class="field">
            <span>{tr(Text::Seed)}</span>
            <input type="number" class="seed" min="0"
                prop:value=move || seed.get().to_string()
                on:input:target=move |ev| {
                    if let Ok(v) = ev.target().value().trim().parse::<u64>() { seed.set(v) }
                } />
        </label>
        <p class="note seed-note">{tr(note)}</p>
    }
}
