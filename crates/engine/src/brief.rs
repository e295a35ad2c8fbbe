//! Error messages that quote what a player supplied, kept short.
//!
//! serde_json puts the whole offending value into its error ("invalid type: string "…"") and
//! engine errors name players, titles and rules as the input spells them, so a hostile save,
//! file or link could make a message millions of characters long (issue 16). Everything that
//! quotes input on its way to a message goes through here: a quoted piece is cut to
//! [`QUOTE_CHARS`] characters, a whole message to [`MESSAGE_CHARS`], and a JSON error keeps the
//! place it names (line and column), which is what a player needs to find the fault.
//!
//! ```
//! use tramways_engine::brief;
//!
//! let long = "x".repeat(1_000_000);
//! let text = format!("{{\"version\": \"{long}\"}}");
//! let e = serde_json::from_str::<std::collections::BTreeMap<String, u32>>(&text).unwrap_err();
//! let message = brief::json_error(&e);
//! assert!(message.chars().count() < 300, "{message}");
//! assert!(message.ends_with("at line 1 column 1000014"), "{message}");
//! assert_eq!(brief::quote("1889"), "1889");
//! ```

/// The most characters of one quoted piece of input (a name, a title, a rule).
pub const QUOTE_CHARS: usize = 40;

/// The most characters of a message built from input, before the place it names.
pub const MESSAGE_CHARS: usize = 200;

/// `text` as it may be quoted in a message: itself when short, else its first
/// [`QUOTE_CHARS`] characters and "…".
pub fn quote(text: &str) -> String {
    match text.char_indices().nth(QUOTE_CHARS) {
        None => text.to_owned(),
        Some((cut, _)) => format!("{}…", &text[..cut]),
    }
}

/// A message that may quote input, cut to at most `max` characters (`max` ≥ 2): its head and
/// tail around "…". The head usually says where (the action's index), the tail what was
/// expected, so both are kept.
pub fn clip(message: &str, max: usize) -> String {
    let count = message.chars().count();
    if count <= max {
        return message.to_owned();
    }
    let tail = max / 3;
    let head = max - tail - 1;
    let head_end = message.char_indices().nth(head).map_or(message.len(), |(i, _)| i);
    let tail_start = message.char_indices().nth(count - tail).map_or(message.len(), |(i, _)| i);
    format!("{}…{}", &message[..head_end], &message[tail_start..])
}

/// A serde_json error for a message: what is wrong, cut short, then where it is ("at line 1
/// column 1000014") when the error knows (errors of text do, errors of a `serde_json::Value`
/// do not).
///
/// serde writes "<what was found>, expected <what fits>": the found part quotes the input
/// ("invalid type: string "…"", "unknown variant `…`"), so it is cut to about [`QUOTE_CHARS`];
/// the expected part is the app's own words, cut only to fit [`MESSAGE_CHARS`].
pub fn json_error(error: &serde_json::Error) -> String {
    let full = error.to_string();
    let place = match error.line() {
        0 => String::new(),
        line => format!(" at line {line} column {}", error.column()),
    };
    let what = full.strip_suffix(&place).unwrap_or(&full);
    let what = match what.rfind(", expected ") {
        Some(at) => {
            let found = clip(&what[..at], FOUND_CHARS);
            let expected = clip(&what[at..], MESSAGE_CHARS - found.chars().count());
            found + &expected
        }
        None => clip(what, MESSAGE_CHARS),
    };
    what + &place
}

/// The most characters of serde's "invalid type: string "…"" part of a message.
const FOUND_CHARS: usize = QUOTE_CHARS + 30;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_text_is_quoted_whole_and_long_text_is_cut() {
        assert_eq!(quote("Anna"), "Anna");
        assert_eq!(quote(&"é".repeat(QUOTE_CHARS)), "é".repeat(QUOTE_CHARS));
        assert_eq!(quote(&"é".repeat(1_000_000)), format!("{}…", "é".repeat(QUOTE_CHARS)));
    }

    #[test]
    fn a_long_message_keeps_its_head_and_tail() {
        assert_eq!(clip("action 3 refused", 20), "action 3 refused");
        let message = format!("action 3: {} decides now, not Bruno", "ü".repeat(500));
        let clipped = clip(&message, 33);
        assert_eq!(clipped.chars().count(), 33);
        assert_eq!(clipped, format!("action 3: {}…, not Bruno", "ü".repeat(11)));
    }

    #[test]
    fn a_json_error_is_cut_but_says_where() {
        let text = format!("[1, 2, \"{}\"]", "a".repeat(1_000_000));
        let e = serde_json::from_str::<Vec<u32>>(&text).unwrap_err();
        assert!(e.to_string().len() > 1_000_000, "serde quotes it all");
        let message = json_error(&e);
        let quoted = format!("\"{}…{}\"", "a".repeat(24), "a".repeat(22));
        assert_eq!(
            message,
            format!("invalid type: string {quoted}, expected u32 at line 1 column 1000009")
        );
        let e = serde_json::from_str::<Vec<u32>>("[1,").unwrap_err();
        assert_eq!(json_error(&e), "EOF while parsing a value at line 1 column 3");
        let e =
            serde_json::from_value::<u32>(serde_json::Value::String("a".repeat(5000))).unwrap_err();
        assert_eq!(json_error(&e), format!("invalid type: string {quoted}, expected u32"));
    }
}
