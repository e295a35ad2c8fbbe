//! The 18xx.games worker (issue 22): the importer and exporter of 18xx.games' files, in a wasm of
//! their own that a page starts only when a player imports or exports such a file
//! (`tramways_app::games::vienna::eighteen_xx`). It says it is ready, then answers each message (a request's
//! JSON) with [`tramways_app::games::vienna::eighteen_xx::answer`]. Trunk builds it beside each
//! page (`index.html`'s `data-type="worker"` link, with a loader shim). Natively there is
//! nothing to run.

#[cfg(target_arch = "wasm32")]
fn main() {
    use wasm_bindgen::JsCast;
    use wasm_bindgen::prelude::*;

    console_error_panic_hook::set_once();
    let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply = scope.clone();
    let on_message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
            let request = event.data().as_string().unwrap_or_default();
            let answer = tramways_app::games::vienna::eighteen_xx::answer(&request);
            let _ = reply.post_message(&JsValue::from_str(&answer));
        });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The worker lives as long as its page keeps it: so does its handler.
    on_message.forget();
    let _ = scope.post_message(&JsValue::from_str(tramways_app::games::vienna::eighteen_xx::READY));
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {}
