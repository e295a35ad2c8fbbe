//! Leptos components: thin views over the view models.

pub mod bench;
pub mod bots;
pub mod chart;
pub mod company_round;
pub mod gallery;
pub mod game_files;
pub mod game_screen;
pub mod hex_map;
pub mod map;
pub mod new_game;
pub mod private_return;
pub mod rules;
pub mod story;
pub mod tile_face;

/// Tells `on_size` the content size of `node`'s element (width and height in CSS pixels)
/// after the browser's layout, whenever it changes (a `ResizeObserver`, disconnected with the
/// component): reading a size while a screen is built forces a layout of the whole page
/// (issue 22).
pub fn watch_size<E>(node: leptos::prelude::NodeRef<E>, on_size: impl Fn(f64, f64) + 'static)
where
    E: leptos::html::ElementType,
    E::Output: wasm_bindgen::JsCast + Clone + 'static,
{
    use leptos::prelude::*;
    use wasm_bindgen::JsCast;
    use wasm_bindgen::closure::Closure;
    type Watch = (web_sys::ResizeObserver, Closure<dyn FnMut(js_sys::Array)>);
    let watch = StoredValue::new_local(None::<Watch>);
    let mut on_size = Some(on_size);
    Effect::new(move |_| {
        let Some(el) = node.get() else { return };
        let Some(on_size) = on_size.take() else { return };
        let on_resize = Closure::<dyn FnMut(js_sys::Array)>::new(move |entries: js_sys::Array| {
            let last = entries
                .iter()
                .filter_map(|e| e.dyn_into::<web_sys::ResizeObserverEntry>().ok())
                .map(|e| e.content_rect())
                .next_back();
            if let Some(r) = last {
                on_size(r.width(), r.height());
            }
        });
        if let Ok(observer) = web_sys::ResizeObserver::new(on_resize.as_ref().unchecked_ref()) {
            observer.observe(el.unchecked_ref());
            watch.set_value(Some((observer, on_resize)));
        }
    });
    on_cleanup(move || {
        watch.try_with_value(|w| w.as_ref().map(|(observer, _)| observer.disconnect()));
    });
}

/// The key of a row of a long keyed list (`<For key=…>`) as one number: numbers are cheap to
/// compare after every move, and one key type for every such list keeps one copy of the list's
/// diffing code in the wasm.
pub fn row_key(what: &impl std::hash::Hash) -> u64 {
    use std::hash::{DefaultHasher, Hasher};
    let mut h = DefaultHasher::new();
    what.hash(&mut h);
    h.finish()
}

/// `text` safe in SVG markup, as text or in a quoted attribute.
pub fn escape(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.contains(['&', '<', '>', '"', '\'']) {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    std::borrow::Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::escape;

    #[test]
    fn text_is_escaped_for_markup() {
        assert_eq!(escape("Prater"), "Prater");
        assert_eq!(escape(r#"A & B <c> "d" 'e'"#), "A &amp; B &lt;c&gt; &quot;d&quot; &#39;e&#39;");
    }
}
