//! The 18xx.games export as it is written (`reference/1840/actions-18xx-games.md`): serde types
//! for the fields the importer reads. Unknown fields are ignored; every action is read on its
//! own so that a damaged one can be named by its index.

use std::collections::BTreeMap;

use serde::Deserialize;
use serde_json::Value;

use super::ImportError;
use crate::data::game_tables::Money;

/// The top level of an export (§1).
#[derive(Debug, Deserialize)]
pub(super) struct Export {
    pub players: Vec<ExportPlayer>,
    #[serde(default)]
    pub settings: Settings,
    #[serde(default)]
    pub status: Option<String>,
    #[serde(default)]
    pub result: Option<BTreeMap<String, Money>>,
    pub actions: Vec<Value>,
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
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(untagged)]
pub(super) enum Entity {
    /// A player's account id.
    Id(u64),
    /// A corporation or company symbol ("WT", "4", "HB").
    Name(String),
}

/// One action of the log (§2, §4), with every field any action type uses.
#[derive(Debug, Clone, Deserialize)]
pub(super) struct RawAction {
    #[serde(rename = "type")]
    pub kind: String,
    #[serde(default)]
    pub entity: Option<Entity>,
    #[serde(default)]
    pub entity_type: Option<String>,
    #[serde(default)]
    pub id: Option<u64>,
    #[serde(default)]
    pub action_id: Option<u64>,
    #[serde(default)]
    pub auto_actions: Vec<RawAction>,
    #[serde(default)]
    pub company: Option<String>,
    #[serde(default)]
    pub corporation: Option<String>,
    #[serde(default)]
    pub price: Option<Money>,
    #[serde(default)]
    pub choice: Option<Value>,
    #[serde(default)]
    pub share_price: Option<String>,
    #[serde(default)]
    pub shares: Vec<String>,
    #[serde(default)]
    pub train: Option<String>,
    #[serde(default)]
    pub assignments: Vec<Assignment>,
    #[serde(default)]
    pub hex: Option<String>,
    #[serde(default)]
    pub tile: Option<String>,
    #[serde(default)]
    pub rotation: Option<u8>,
    #[serde(default)]
    pub city: Option<String>,
    #[serde(default)]
    pub routes: Vec<RawRoute>,
    /// The dividend kind ("variable").
    #[serde(default, rename = "kind")]
    pub dividend_kind: Option<String>,
    #[serde(default)]
    pub amount: Option<Money>,
}

/// One tram of a `reassign_trains` layout.
#[derive(Debug, Clone, Deserialize)]
pub(super) struct Assignment {
    pub train: String,
    pub corporation: String,
}

/// One route of a `run_routes` action.
#[derive(Debug, Clone, Deserialize)]
pub(super) struct RawRoute {
    pub train: String,
    #[serde(default)]
    pub connections: Vec<Vec<String>>,
    #[serde(default)]
    pub hexes: Vec<String>,
    pub revenue: Money,
    #[serde(default)]
    pub nodes: Vec<String>,
}

/// Reads the text of an export: JSON, an object with the export's fields, title 1840.
pub(super) fn parse_export(text: &str) -> Result<Export, ImportError> {
    let value: Value = serde_json::from_str(text).map_err(|e| {
        if e.classify() == serde_json::error::Category::Eof {
            ImportError::Truncated(e.to_string())
        } else {
            ImportError::NotJson(e.to_string())
        }
    })?;
    // The title first, so that a game of another title is named as such even when its
    // other fields differ.
    match value.get("title") {
        Some(Value::String(title)) if title != "1840" => {
            return Err(ImportError::Title(title.clone()));
        }
        Some(Value::String(_)) => {}
        _ => return Err(ImportError::NotAnExport("it has no \"title\"".into())),
    }
    serde_json::from_value(value).map_err(|e| ImportError::NotAnExport(e.to_string()))
}

/// Reads every action, checking that the ids run 1, 2, 3, … without gaps (§2).
pub(super) fn parse_actions(values: &[Value]) -> Result<Vec<RawAction>, ImportError> {
    let mut actions = Vec::with_capacity(values.len());
    for (at, value) in values.iter().enumerate() {
        let index = at + 1;
        let action: RawAction = serde_json::from_value(value.clone())
            .map_err(|e| ImportError::Log { index, reason: e.to_string() })?;
        match action.id {
            Some(id) if id == index as u64 => {}
            Some(id) => {
                return Err(ImportError::Log {
                    index,
                    reason: format!(
                        "its id is {id}, but ids count 1, 2, 3, … (actions are missing)"
                    ),
                });
            }
            None => return Err(ImportError::Log { index, reason: "it has no id".into() }),
        }
        actions.push(action);
    }
    Ok(actions)
}
