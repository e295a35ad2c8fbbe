//! Work waiting for a frame (issue 22): [`after_the_frame`] runs once the frame being prepared
//! is painted, [`in_the_frame`] in the frame's callback, before the browser draws it; one frame
//! callback and one fallback timer, made once, serve all of it (the board's canvas patch in
//! the frame, the save and the late copy's catching up after). Outside a browser the work
//! runs at once.

/// How long work waiting for the next frame waits when the browser draws none (a hidden tab).
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
const AT_THE_LATEST: std::time::Duration = std::time::Duration::from_millis(200);

/// Runs `work` once the frame being prepared is painted (a task queued from a frame callback
/// runs after that frame), or after [`AT_THE_LATEST`] if no frame comes (a hidden tab), in the
/// order asked. One frame callback and one fallback timer serve all the work waiting for the
/// same frame (a call of its own each, three per move, were a tenth of a lay's script at 4×
/// CPU, issue 22), and the browser's callbacks are made once ([`browser::Callbacks`]). The
/// frame's way clears the timer, and work asked for after a frame's callback waits for the
/// next frame: nothing runs before the frame that shows its change is painted (a move within
/// 200 ms of the one before once had its save and the panels' catching up run inside its own
/// frame). Outside a browser nothing is drawn: the work runs at once.
pub fn after_the_frame(work: impl FnOnce() + 'static) {
    let ask = WAITING.with(|w| w.borrow_mut().push(When::After, Box::new(work)));
    ask_for_the_frame(ask);
}

/// Runs `work` in the next frame's callback, before the browser draws it (the board's canvas
/// painting what changed), or after [`AT_THE_LATEST`] if no frame comes; with the same frame
/// callback as [`after_the_frame`].
pub fn in_the_frame(work: impl FnOnce() + 'static) {
    let ask = WAITING.with(|w| w.borrow_mut().push(When::In, Box::new(work)));
    ask_for_the_frame(ask);
}

fn ask_for_the_frame(ask: bool) {
    if !ask {
        return;
    }
    #[cfg(target_arch = "wasm32")]
    browser::ask();
    #[cfg(not(target_arch = "wasm32"))]
    run_taken(WAITING.with(|w| w.borrow_mut().take()));
}

/// The browser's side of [`after_the_frame`].
#[cfg(target_arch = "wasm32")]
mod browser {
    use std::cell::{Cell, RefCell};
    use std::collections::VecDeque;

    use wasm_bindgen::JsCast;
    use wasm_bindgen::closure::Closure;

    use super::{AT_THE_LATEST, WAITING, Work, run_all, run_taken};

    /// The frame callback, the timer it queues and the fallback timer, made once: a JS
    /// function made for each of them on every move was a twentieth of a lay's script at 4×
    /// CPU (issue 22).
    pub(super) struct Callbacks {
        window: web_sys::Window,
        /// The frame's callback: takes the work waiting, to run once the frame is painted.
        frame: Closure<dyn FnMut()>,
        /// Queued by `frame`: runs the work it took.
        after: Closure<dyn FnMut()>,
        /// No frame came in time: runs the work waiting.
        fallback: Closure<dyn FnMut()>,
    }

    thread_local! {
        static CALLBACKS: Option<Callbacks> = Callbacks::new();
        /// The work each frame took, in frame order, until its timer runs it.
        static TAKEN: RefCell<VecDeque<Work>> = RefCell::default();
        /// The fallback timer of the frame asked for.
        static FALLBACK: Cell<Option<i32>> = const { Cell::new(None) };
    }

    impl Callbacks {
        fn new() -> Option<Callbacks> {
            let frame = Closure::<dyn FnMut()>::new(|| {
                // This frame is painted once its callbacks are done: what waited for it runs
                // just after.
                let (within, waited) = take_waiting();
                run_all(within);
                if !waited.is_empty() {
                    TAKEN.with(|t| t.borrow_mut().push_back(waited));
                    CALLBACKS.with(|c| {
                        if let Some(c) = c {
                            let _ = c
                                .window
                                .set_timeout_with_callback(c.after.as_ref().unchecked_ref());
                        }
                    });
                }
            });
            let after = Closure::<dyn FnMut()>::new(|| {
                if let Some(work) = TAKEN.with(|t| t.borrow_mut().pop_front()) {
                    run_all(work);
                }
            });
            let fallback = Closure::<dyn FnMut()>::new(|| {
                FALLBACK.with(|f| f.set(None));
                run_taken(take_waiting());
            });
            Some(Callbacks { window: web_sys::window()?, frame, after, fallback })
        }
    }

    /// Asks for the next frame, and for the fallback timer in case none comes.
    pub(super) fn ask() {
        CALLBACKS.with(|c| {
            let Some(c) = c else { return };
            let fallback = c.window.set_timeout_with_callback_and_timeout_and_arguments_0(
                c.fallback.as_ref().unchecked_ref(),
                AT_THE_LATEST.as_millis() as i32,
            );
            FALLBACK.with(|f| f.set(fallback.ok()));
            let _ = c.window.request_animation_frame(c.frame.as_ref().unchecked_ref());
        });
    }

    /// The work waiting (for the frame's callback, for after the frame), taken for the frame
    /// that came (its fallback timer cleared).
    fn take_waiting() -> (Work, Work) {
        if let Some(timer) = FALLBACK.with(Cell::take) {
            CALLBACKS.with(|c| {
                if let Some(c) = c {
                    c.window.clear_timeout_with_handle(timer);
                }
            });
        }
        WAITING.with(|w| w.borrow_mut().take())
    }
}

thread_local! {
    /// The work waiting for the frame asked for ([`after_the_frame`]).
    static WAITING: std::cell::RefCell<Waiting> = std::cell::RefCell::default();
}

/// Work waiting for a frame, in the order asked.
type Work = Vec<Box<dyn FnOnce()>>;

/// When work waiting for a frame runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum When {
    /// In the frame's callback ([`in_the_frame`]).
    In,
    /// Once the frame is painted ([`after_the_frame`]).
    After,
}

/// Work waiting for a frame, in the order asked.
#[derive(Default)]
struct Waiting {
    within: Work,
    after: Work,
    /// A frame (and its fallback timer) is asked for.
    asked: bool,
}

impl Waiting {
    /// Queues `work`; answers whether a frame must be asked for (none is yet).
    fn push(&mut self, when: When, work: Box<dyn FnOnce()>) -> bool {
        match when {
            When::In => self.within.push(work),
            When::After => self.after.push(work),
        }
        !std::mem::replace(&mut self.asked, true)
    }

    /// Everything queued so far (for the frame's callback, for after the frame), for the
    /// frame that came (or its fallback); work queued from now on asks for a frame of its own.
    fn take(&mut self) -> (Work, Work) {
        self.asked = false;
        (std::mem::take(&mut self.within), std::mem::take(&mut self.after))
    }
}

fn run_all(work: Work) {
    for work in work {
        work();
    }
}

/// Runs what [`Waiting::take`] took: the frame's own work, then what waited for it.
fn run_taken((within, after): (Work, Work)) {
    run_all(within);
    run_all(after);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn work_waiting_for_a_frame_runs_once_in_order_and_later_work_waits_for_the_next() {
        let ran = std::rc::Rc::new(std::cell::RefCell::new(Vec::new()));
        let work = |n: u8| {
            let ran = ran.clone();
            Box::new(move || ran.borrow_mut().push(n)) as Box<dyn FnOnce()>
        };
        let mut waiting = Waiting::default();
        assert!(waiting.push(When::After, work(1)), "the first asks for a frame");
        assert!(!waiting.push(When::After, work(2)), "the second waits for the same one");
        assert!(!waiting.push(When::In, work(0)), "work for the frame's callback too");
        let first = waiting.take();
        // Asked for after the frame came: its own frame.
        assert!(waiting.push(When::After, work(3)));
        run_taken(first);
        // The frame's own work first, then what waited for it to be painted.
        assert_eq!(*ran.borrow(), [0, 1, 2]);
        // A late callback of the first frame (or its timer) finds only what waits now, once.
        run_taken(waiting.take());
        run_taken(waiting.take());
        assert_eq!(*ran.borrow(), [0, 1, 2, 3]);
    }
}
