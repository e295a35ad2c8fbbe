//! The map's keys: R turns the tile being tried, Enter confirms, Esc cancels, Ctrl+Z undoes
//! and Ctrl+Y (or Ctrl+Shift+Z) redoes. Keys typed into form fields are left alone. Hex
//! outlines and circles the line may use take the focus (Tab) and are chosen with Enter or
//! Space ([`on_spot_key`]), so the map is played from the keyboard alone too.

use leptos::ev;

use super::MapState;
use crate::shell::components::typed_in;

fn typed_in_control(event: &ev::KeyboardEvent) -> bool {
    typed_in(event, true)
}

/// A key press on a hex outline or circle of the map that has the keyboard's focus: Enter or
/// Space chooses it (`choose`), and Enter on what is already chosen confirms. The key goes no
/// further, so the page's own Enter does not confirm as well. Answers whether it was taken.
pub fn on_spot_key(
    state: MapState,
    event: &ev::KeyboardEvent,
    chosen: bool,
    choose: impl FnOnce(),
) -> bool {
    let key = event.key();
    if event.ctrl_key()
        || event.meta_key()
        || event.alt_key()
        || !matches!(key.as_str(), "Enter" | " ")
    {
        return false;
    }
    event.prevent_default();
    event.stop_propagation();
    if key == "Enter" && chosen && state.chosen().is_some() {
        state.confirm();
    } else {
        choose();
    }
    true
}

/// Keys: R rotates, Enter confirms, Esc cancels, Ctrl+Z undoes, Ctrl+Y / Ctrl+Shift+Z redo.
pub fn on_key(state: MapState, event: ev::KeyboardEvent) {
    let key = event.key();
    let command = event.ctrl_key() || event.meta_key();
    match key.as_str() {
        // A button has no undo of its own: only form fields keep Ctrl+Z for their text.
        "z" | "Z" if command && !typed_in(&event, false) => {
            event.prevent_default();
            state.cancel();
            if event.shift_key() { state.store.redo() } else { state.store.undo() }
        }
        "y" | "Y" if command && !typed_in(&event, false) => {
            event.prevent_default();
            state.cancel();
            state.store.redo();
        }
        "r" | "R" if !command && !typed_in_control(&event) => state.rotate(),
        // Enter confirms the pending choice even when a button (say Rotate) has the focus:
        // stopping the key's default keeps that button from being pressed as well.
        "Enter" if !typed_in(&event, false) && state.chosen().is_some() => {
            event.prevent_default();
            state.confirm();
        }
        "Escape" => state.cancel(),
        _ => {}
    }
}
