//! 18xx.games' files, read and written in a worker of their own (issue 22): the importer and
//! the exporter are a tenth of the app's wasm, and few players ever use them, so the page does
//! not carry them. `src/bin/eighteen-xx.rs` is the worker (built by Trunk beside each page, and
//! precached by the service worker, so it works offline too): it answers one request with
//! [`answer`]. The page asks with [`import`] and [`export`], starting a worker for the request
//! and ending it after.
//!
//! What the page does itself, with the engine it has: it checks a set-up before it asks
//! ([`check_setup`]), replays a save before it is exported (a refusal is worded from the page's
//! own replay), and replays what an import translated ([`Translated::replay`]). What crosses is
//! JSON text: a [`Request`] there, a [`Response`] back.
//!
//! Natively (the tests, the tools) there is no worker: [`import`] and [`export`] call
//! [`answer`] directly, so the native tests run the same code the worker runs.

use serde::{Deserialize, Serialize};
use tramways_engine::game::{ReplayError, Save};
use tramways_engine::import::export::{ExportError, ExportFault, check_setup};
use tramways_engine::import::{ImportError, Translated};

/// The worker's script, beside the page: Trunk's loader of the `eighteen-xx` bin as a worker.
pub const WORKER_SCRIPT: &str = "./eighteen-xx_loader.js";
/// What the worker says when it is ready for its request.
pub const READY: &str = "ready";

/// What the page asks of the worker.
#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Request {
    /// Translate an 18xx.games export.
    Import(String),
    /// Export a save (its set-up checked and its log replayed by the page first).
    Export(Save),
}

/// What the worker answers.
#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Response {
    /// The export, translated.
    Imported(Translated),
    /// Why the export cannot be imported.
    NotImported(ImportError),
    /// The 18xx.games file, pretty-printed.
    Exported(String),
    /// An action 18xx.games would not accept (1-based), and why.
    NotAccepted {
        /// 1-based position in the log.
        index: usize,
        /// Why (never [`ExportFault::Route`]: the page's replay refuses such a route first).
        reason: ExportFault,
    },
    /// Anything else (a request it could not read; a refusal the page's replay missed).
    Failed(String),
}

/// Why a request to the worker came to nothing.
#[derive(Debug, Clone, PartialEq)]
pub enum Failure {
    /// The importer's reason.
    Import(ImportError),
    /// The exporter's reason.
    Export(ExportError),
    /// The worker could not be started or did not answer (offline before it was ever
    /// loaded, say), or answered what the page cannot read.
    Worker(String),
}

impl Failure {
    /// What went wrong, as the worker or the engine says it (for a message's detail).
    pub fn detail(&self) -> String {
        match self {
            Failure::Import(e) => e.to_string(),
            Failure::Export(e) => e.to_string(),
            Failure::Worker(reason) => reason.clone(),
        }
    }
}

/// The worker's answer to a request (JSON text in, JSON text out): what it runs for each
/// message, and what [`import`] and [`export`] call directly where there is no worker.
pub fn answer(request: &str) -> String {
    let response = match serde_json::from_str::<Request>(request) {
        Ok(Request::Import(text)) => match tramways_engine::import::from_18xx_json(&text) {
            Ok(imported) => Response::Imported(imported.translated()),
            Err(e) => Response::NotImported(e),
        },
        Ok(Request::Export(save)) => {
            match tramways_engine::import::export::to_18xx(&save.setup, &save.actions) {
                Ok(exported) => Response::Exported(crate::shell::persist::files::pretty(
                    &exported.json.to_string(),
                )),
                Err(ExportError::NotAccepted { index, reason, .. })
                    if !matches!(reason, ExportFault::Route(_)) =>
                {
                    Response::NotAccepted { index, reason }
                }
                Err(e) => Response::Failed(e.to_string()),
            }
        }
        Err(e) => Response::Failed(e.to_string()),
    };
    // A refusal cannot be written (the page replays to word it): said in English instead.
    serde_json::to_string(&response)
        .unwrap_or_else(|e| format!(r#"{{"failed":{}}}"#, serde_json::Value::from(e.to_string())))
}

/// Translates an 18xx.games export (the worker's part), to be replayed by the page.
pub async fn import(text: String) -> Result<Translated, Failure> {
    let request = serde_json::to_string(&Request::Import(text)).map_err(worker_failure)?;
    match read(&ask(request).await?)? {
        Response::Imported(translated) => Ok(translated),
        Response::NotImported(e) => Err(Failure::Import(e)),
        Response::Failed(reason) => Err(Failure::Worker(reason)),
        _ => Err(Failure::Worker("an answer to another request".into())),
    }
}

/// The 18xx.games file of a save, pretty-printed. The set-up is checked and the log replayed
/// here first, so those refusals are the page's own; the worker only translates.
pub async fn export(save: &Save) -> Result<String, Failure> {
    check_setup(&save.setup).map_err(Failure::Export)?;
    // Through the rules' part (crate::games::vienna::engine_part): the first download has no replay.
    let rules = crate::games::vienna::engine_part::ready()
        .await
        .ok_or_else(|| Failure::Worker("the rules' part is not downloaded".to_owned()))?;
    (rules.replay)(&save.setup, &save.actions).map_err(|e| {
        Failure::Export(match e {
            ReplayError::Setup(e) => ExportError::Invalid(e),
            ReplayError::Action { index, kind, refusal: error } => {
                ExportError::Refused { index: index + 1, kind, error }
            }
        })
    })?;
    let request = serde_json::to_string(&Request::Export(save.clone())).map_err(worker_failure)?;
    match read(&ask(request).await?)? {
        Response::Exported(text) => Ok(text),
        Response::NotAccepted { index, reason } => {
            let kind = index
                .checked_sub(1)
                .and_then(|i| save.actions.get(i))
                .map_or("?", tramways_engine::game::Action::kind);
            Err(Failure::Export(ExportError::NotAccepted { index, kind, reason }))
        }
        Response::Failed(reason) => Err(Failure::Worker(reason)),
        _ => Err(Failure::Worker("an answer to another request".into())),
    }
}

fn read(text: &str) -> Result<Response, Failure> {
    serde_json::from_str(text).map_err(worker_failure)
}

fn worker_failure(e: impl std::fmt::Display) -> Failure {
    Failure::Worker(tramways_engine::brief::clip(
        &e.to_string(),
        tramways_engine::brief::MESSAGE_CHARS,
    ))
}

/// A future that is ready at once (natively, [`import`] and [`export`] are), run to its end
/// (tests).
#[cfg(test)]
pub(crate) fn ready<T>(future: impl std::future::Future<Output = T>) -> T {
    let mut future = std::pin::pin!(future);
    let mut context = std::task::Context::from_waker(std::task::Waker::noop());
    match future.as_mut().poll(&mut context) {
        std::task::Poll::Ready(value) => value,
        std::task::Poll::Pending => panic!("natively, the 18xx.games requests are ready at once"),
    }
}

/// Natively: the answer, at once.
#[cfg(not(target_arch = "wasm32"))]
async fn ask(request: String) -> Result<String, Failure> {
    Ok(answer(&request))
}

/// In the browser: a worker started for this request, asked once it says it is ready, ended
/// when it has answered (or failed).
#[cfg(target_arch = "wasm32")]
async fn ask(request: String) -> Result<String, Failure> {
    use std::cell::RefCell;
    use std::rc::Rc;
    use wasm_bindgen::JsCast;
    use wasm_bindgen::prelude::*;

    let worker = web_sys::Worker::new(WORKER_SCRIPT).map_err(js_failure)?;
    type Settle = Rc<RefCell<Option<(js_sys::Function, js_sys::Function)>>>;
    let settle: Settle = Rc::new(RefCell::new(None));
    let promise = {
        let settle = settle.clone();
        js_sys::Promise::new(&mut move |resolve, reject| {
            *settle.borrow_mut() = Some((resolve, reject));
        })
    };
    let on_message = {
        let (settle, worker) = (settle.clone(), worker.clone());
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
            let data = event.data();
            if data.as_string().as_deref() == Some(READY) {
                if let Err(e) = worker.post_message(&JsValue::from_str(&request))
                    && let Some((_, reject)) = settle.borrow_mut().take()
                {
                    let _ = reject.call1(&JsValue::NULL, &e);
                }
            } else if let Some((resolve, _)) = settle.borrow_mut().take() {
                let _ = resolve.call1(&JsValue::NULL, &data);
            }
        })
    };
    // An error in the worker is an `ErrorEvent` with a message; a worker script that cannot be
    // fetched is a plain `Event`: read the message only if there is one.
    let on_error = {
        let settle = settle.clone();
        Closure::<dyn FnMut(web_sys::Event)>::new(move |event: web_sys::Event| {
            if let Some((_, reject)) = settle.borrow_mut().take() {
                let message = js_sys::Reflect::get(&event, &"message".into())
                    .ok()
                    .and_then(|m| m.as_string())
                    .unwrap_or_else(|| format!("{} ({WORKER_SCRIPT})", event.type_()));
                let _ = reject.call1(&JsValue::NULL, &JsValue::from_str(&message));
            }
        })
    };
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    let answered = wasm_bindgen_futures::JsFuture::from(promise).await;
    worker.set_onmessage(None);
    worker.set_onerror(None);
    worker.terminate();
    drop((on_message, on_error));
    answered.map_err(js_failure)?.as_string().ok_or_else(|| Failure::Worker("no text".into()))
}

#[cfg(target_arch = "wasm32")]
fn js_failure(value: wasm_bindgen::JsValue) -> Failure {
    let text = value.as_string().or_else(|| {
        js_sys::Reflect::get(&value, &"message".into()).ok().and_then(|m| m.as_string())
    });
    worker_failure(text.unwrap_or_else(|| "the worker did not start".into()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use tramways_engine::game::Game;

    /// What crosses from the worker reads back as it was: every importer's reason but the
    /// replay's (which the page words from its own replay), and a translated game.
    #[test]
    fn the_answers_cross_as_json_and_read_back() {
        let reasons = crate::i18n::samples::import_errors();
        let mut crossed = 0;
        for reason in reasons {
            if matches!(reason, ImportError::Refused { .. }) {
                continue;
            }
            let text = serde_json::to_string(&Response::NotImported(reason.clone())).unwrap();
            match read(&text) {
                Ok(Response::NotImported(back)) => assert_eq!(back, reason),
                other => panic!("{other:?}"),
            }
            crossed += 1;
        }
        assert!(crossed >= 9, "{crossed}");
        // A request the worker cannot read is answered, not dropped.
        assert!(matches!(read(&answer("{")), Ok(Response::Failed(_))));
        // An export of a game 18xx.games did not set up is refused by the page, unasked.
        let game = Game::new(tramways_engine::game::Setup::new(&["A", "B"], 3)).unwrap();
        assert!(matches!(ready(export(&game.save())), Err(Failure::Export(ExportError::Setup(_)))));
    }
}
