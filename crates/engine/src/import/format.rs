//! The 18xx.games export as it is written (`reference/1840/actions-18xx-games.md`): serde types
//! for the fields the importer reads. Unknown fields are ignored. Strings are borrowed from the
//! text ([`Str`]), and the whole export is read in one pass; only when that fails is it read
//! again, each action on its own, to name the damaged one by its index.

use std::borrow::{Borrow, Cow};
use std::collections::BTreeMap;
use std::fmt;
use std::ops::Deref;

use serde::Deserialize;
use serde::de::{self, Deserializer, Visitor};
use serde_json::Value;
use serde_json::value::RawValue;

use super::ImportError;
use super::{JsonFault, LogFault, ShapeFault};
use crate::brief::quote;
use crate::data::game_tables::Money;

/// A string of the export: borrowed from its text, copied only when it has escapes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Str<'a>(Cow<'a, str>);

impl Str<'_> {
    /// The text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Str<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl PartialEq<&str> for Str<'_> {
    fn eq(&self, other: &&str) -> bool {
        &*self.0 == *other
    }
}

impl Deref for Str<'_> {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}

impl Borrow<str> for Str<'_> {
    fn borrow(&self) -> &str {
        &self.0
    }
}

impl<'de: 'a, 'a> Deserialize<'de> for Str<'a> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Str<'a>, D::Error> {
        struct StrVisitor;
        impl<'de> Visitor<'de> for StrVisitor {
            type Value = Str<'de>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a string")
            }
            fn visit_borrowed_str<E: de::Error>(self, text: &'de str) -> Result<Str<'de>, E> {
                Ok(Str(Cow::Borrowed(text)))
            }
            fn visit_str<E: de::Error>(self, text: &str) -> Result<Str<'de>, E> {
                Ok(Str(Cow::Owned(text.to_owned())))
            }
            fn visit_string<E: de::Error>(self, text: String) -> Result<Str<'de>, E> {
                Ok(Str(Cow::Owned(text)))
            }
        }
        deserializer.deserialize_str(StrVisitor)
    }
}

/// The top level of an export (§1), with its actions as `A`: read ([`RawAction`]), or kept
/// as their text to be read one by one.
#[derive(Debug, Deserialize)]
pub(super) struct Export<A> {
    #[serde(default)]
    pub title: Option<String>,
    pub players: Vec<ExportPlayer>,
    #[serde(default)]
    pub settings: Settings,
    #[serde(default)]
    pub status: Option<String>,
    #[serde(default)]
    pub result: Option<BTreeMap<String, Money>>,
    /// When the game was created on 18xx.games (Unix seconds): which version of its 1840 code
    /// the game was played with (games are pinned to the code they were created under).
    #[serde(default)]
    pub created_at: Option<u64>,
    pub actions: Vec<A>,
}

/// A player of the export, in seating order.
#[derive(Debug, Deserialize)]
pub(super) struct ExportPlayer {
    pub id: u64,
    #[serde(default)]
    pub name: String,
}

/// `settings`: only the seed and the optional rules matter.
#[derive(Debug, Default, Deserialize)]
pub(super) struct Settings {
    #[serde(default)]
    pub seed: Option<u64>,
    #[serde(default)]
    pub optional_rules: Vec<String>,
}

/// Who acts: a player id, or the symbol of a company, a line or a private.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Entity<'a> {
    /// A player's account id.
    Id(u64),
    /// A corporation or company symbol ("WT", "4", "HB").
    Name(Str<'a>),
}

// By hand rather than `#[serde(untagged)]`, which buffers every entity and tries the number
// first: most entities are names, and the failed try cost a tenth of the import.
impl<'de: 'a, 'a> Deserialize<'de> for Entity<'a> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Entity<'a>, D::Error> {
        struct EntityVisitor;
        impl<'de> Visitor<'de> for EntityVisitor {
            type Value = Entity<'de>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a player id or a company symbol")
            }
            fn visit_u64<E: de::Error>(self, id: u64) -> Result<Entity<'de>, E> {
                Ok(Entity::Id(id))
            }
            fn visit_borrowed_str<E: de::Error>(self, name: &'de str) -> Result<Entity<'de>, E> {
                Ok(Entity::Name(Str(Cow::Borrowed(name))))
            }
            fn visit_str<E: de::Error>(self, name: &str) -> Result<Entity<'de>, E> {
                Ok(Entity::Name(Str(Cow::Owned(name.to_owned()))))
            }
        }
        deserializer.deserialize_any(EntityVisitor)
    }
}

/// One action of the log (§2, §4), with every field any action type uses.
#[derive(Debug, Clone, Deserialize)]
#[serde(bound(deserialize = "'de: 'a"))]
pub(super) struct RawAction<'a> {
    #[serde(rename = "type")]
    pub kind: Str<'a>,
    #[serde(default)]
    pub entity: Option<Entity<'a>>,
    #[serde(default)]
    pub entity_type: Option<Str<'a>>,
    #[serde(default)]
    pub id: Option<u64>,
    #[serde(default)]
    pub action_id: Option<u64>,
    #[serde(default)]
    pub auto_actions: Vec<RawAction<'a>>,
    #[serde(default)]
    pub company: Option<Str<'a>>,
    #[serde(default)]
    pub corporation: Option<Str<'a>>,
    #[serde(default)]
    pub price: Option<Money>,
    #[serde(default)]
    pub choice: Option<Value>,
    #[serde(default)]
    pub share_price: Option<Str<'a>>,
    #[serde(default)]
    pub shares: Vec<Str<'a>>,
    /// The percentage a sale stands for (part of a director certificate may be sold).
    #[serde(default)]
    pub percent: Option<Value>,
    #[serde(default)]
    pub train: Option<Str<'a>>,
    #[serde(default)]
    pub assignments: Vec<Assignment<'a>>,
    #[serde(default)]
    pub hex: Option<Str<'a>>,
    #[serde(default)]
    pub tile: Option<Str<'a>>,
    #[serde(default)]
    pub rotation: Option<u8>,
    #[serde(default)]
    pub city: Option<Str<'a>>,
    #[serde(default)]
    pub routes: Vec<RawRoute<'a>>,
    /// The dividend kind ("variable").
    #[serde(default, rename = "kind")]
    pub dividend_kind: Option<Str<'a>>,
    #[serde(default)]
    pub amount: Option<Money>,
}

/// One tram of a `reassign_trains` layout.
#[derive(Debug, Clone, Deserialize)]
#[serde(bound(deserialize = "'de: 'a"))]
pub(super) struct Assignment<'a> {
    pub train: Str<'a>,
    pub corporation: Str<'a>,
}

/// One route of a `run_routes` action.
#[derive(Debug, Clone, Deserialize)]
#[serde(bound(deserialize = "'de: 'a"))]
pub(super) struct RawRoute<'a> {
    pub train: Str<'a>,
    #[serde(default)]
    pub connections: Vec<Vec<Str<'a>>>,
    #[serde(default)]
    pub hexes: Vec<Str<'a>>,
    pub revenue: Money,
    #[serde(default)]
    pub nodes: Vec<Str<'a>>,
}

/// Reads the text of an export: JSON, an object with the export's fields, title 1840, and an
/// action log whose ids increase (§2; chat messages are left out of exports, so ids may skip).
pub(super) fn parse_export(text: &str) -> Result<Export<RawAction<'_>>, ImportError> {
    let export = match serde_json::from_str::<Export<RawAction<'_>>>(text) {
        Ok(export) => export,
        Err(e) => return Err(why_not(text, &e)),
    };
    match export.title.as_deref() {
        Some("1840") => {}
        Some(title) => return Err(ImportError::Title(quote(title))),
        None => return Err(ImportError::NotAnExport(ShapeFault::NoTitle)),
    }
    let mut last = None;
    for (at, action) in export.actions.iter().enumerate() {
        last = Some(check_id(at + 1, last, action)?);
    }
    Ok(export)
}

/// Why a text that could not be read as an export of 1840 is not one: not JSON, cut off,
/// another title (named first, even when its other fields differ), a damaged action (the
/// first one, by its index), or `error`, what the reading found. Whatever is quoted from the
/// text is cut short ([`crate::brief`]), and serde's errors keep their line and column.
fn why_not(text: &str, error: &serde_json::Error) -> ImportError {
    let value: Value = match serde_json::from_str(text) {
        Ok(value) => value,
        Err(e) if e.classify() == serde_json::error::Category::Eof => {
            return ImportError::Truncated(JsonFault::of(&e));
        }
        Err(e) => return ImportError::NotJson(JsonFault::of(&e)),
    };
    match value.get("title") {
        Some(Value::String(title)) if title != "1840" => return ImportError::Title(quote(title)),
        Some(Value::String(_)) => {}
        _ => return ImportError::NotAnExport(ShapeFault::NoTitle),
    }
    // The export's shape with each action as its text: which action does not read?
    let export = match serde_json::from_str::<Export<&RawValue>>(text) {
        Ok(export) => export,
        Err(e) => return ImportError::NotAnExport(ShapeFault::Fields(JsonFault::of(&e))),
    };
    let mut last = None;
    for (at, raw) in export.actions.iter().enumerate() {
        let index = at + 1;
        let read = serde_json::from_str::<RawAction<'_>>(raw.get())
            .map_err(|e| ImportError::Log { index, fault: LogFault::Unreadable(JsonFault::of(&e)) })
            .and_then(|action| check_id(index, last, &action));
        match read {
            Ok(id) => last = Some(id),
            Err(e) => return e,
        }
    }
    ImportError::NotAnExport(ShapeFault::Fields(JsonFault::of(error)))
}

/// Checks that the action at this position (from 1) has an id above the one before it (§2):
/// ids count 1, 2, 3, … in the site's numbering, and the chat messages that exports leave out
/// leave gaps. Returns the id; a fault is reported at the action's id when it has one that fits
/// a `usize`, else at its position.
fn check_id(
    position: usize,
    last: Option<u64>,
    action: &RawAction<'_>,
) -> Result<u64, ImportError> {
    let Some(id) = action.id else {
        return Err(ImportError::Log { index: position, fault: LogFault::NoId });
    };
    let index = usize::try_from(id).unwrap_or(position);
    match last {
        _ if id == 0 => Err(ImportError::Log { index: position, fault: LogFault::IdZero }),
        Some(before) if id <= before => {
            Err(ImportError::Log { index, fault: LogFault::IdNotIncreasing { id, before } })
        }
        _ => Ok(id),
    }
}

#[cfg(test)]
mod tests {
    use super::super::{
        ImportError, JsonCategory, JsonFault, LogFault, ShapeFault, from_18xx_json,
    };

    /// Issue 16: an export whose offending string is a million characters long is refused with
    /// a short quote and the place of the fault (issue 51: as data, not serde's English).
    #[test]
    fn a_refusal_quotes_a_long_string_briefly_and_says_where() {
        let long = "a".repeat(1_000_000);
        let data = |column| JsonFault { line: 1, column, category: JsonCategory::Data };
        let cases = [
            (
                format!(r#"{{"title": "{long}", "players": [], "actions": []}}"#),
                ImportError::Title(format!("{}…", &long[..40])),
            ),
            (
                format!(r#"{{"title": "1840", "players": "{long}", "actions": []}}"#),
                ImportError::NotAnExport(ShapeFault::Fields(data(1_000_031))),
            ),
            (
                format!(
                    r#"{{"title": "1840", "players": [], "actions": [{{"type": "bid", "id": "{long}"}}]}}"#
                ),
                ImportError::Log { index: 1, fault: LogFault::Unreadable(data(1_000_024)) },
            ),
        ];
        for (text, expected) in cases {
            let error = from_18xx_json(&text).unwrap_err();
            assert_eq!(error, expected);
            let message = error.to_string();
            assert!(message.chars().count() < 300, "{} characters", message.chars().count());
        }
    }
}
