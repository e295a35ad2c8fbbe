//! Share links: a whole game in the page address's fragment, `#game=1.<data>`, so that the
//! game opens in another browser with no server (the fragment never leaves the browser).
//!
//! `<data>` is the JSON `{"name", "save"}` (the set-up and the log, never derived state),
//! compressed with DEFLATE (miniz_oxide, level 9) and written in URL-safe base64 without
//! padding. `1` is the link format; a later format gets a new number and this one stays
//! readable. A finished 2-player game of 267 actions gives a fragment of about 2.4 KB.
//! Inflating stops at the file limit (`files::MAX_FILE_BYTES`): a DEFLATE bomb is refused
//! (issue 16).

use serde::{Deserialize, Serialize};
use tramways_engine::brief;

use super::files::{MAX_FILE_BYTES, max_file_megabytes};
use super::kind_in;
use crate::games::{AnyGame, Kind, TableGame};
use crate::i18n::{Lang, Text, t};

/// The fragment of a share link starts with this (after the `#`).
pub const FRAGMENT_KEY: &str = "game=";

/// The link format written by [`link_fragment`].
const FORMAT: &str = "1";

/// A link that inflates to more than this is refused, as a file of this size is: a link is
/// at most a few hundred KB of JSON, and the limit keeps a crafted link (a DEFLATE bomb) from
/// filling the memory. Inflating stops at the limit.
const MAX_JSON: usize = MAX_FILE_BYTES;

/// What a link carries. Links made before there was a second game have no kind: 1840's; an
/// 1840 link still leaves it out (a shorter link, readable by older apps).
#[derive(Debug, Serialize, Deserialize)]
struct Payload<S> {
    #[serde(default, skip_serializing_if = "is_vienna")]
    kind: Kind,
    name: String,
    save: S,
}

fn is_vienna(kind: &Kind) -> bool {
    *kind == Kind::Vienna
}

/// Why a share link could not be opened.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LinkError {
    /// The address has no game in it.
    NoGame,
    /// A link format this app does not know (a newer app made it).
    Format(String),
    /// The data is cut off or changed (base64, DEFLATE or JSON fails).
    Damaged(String),
    /// The data inflates to more than [`MAX_JSON`] bytes.
    TooLarge,
    /// The game in it does not replay.
    Replay(super::ReplayFailure),
    /// A game this app does not know, or not read.
    Load(super::LoadError),
}

impl LinkError {
    /// The reason in words for the player.
    pub fn message(&self, lang: Lang) -> String {
        match self {
            LinkError::NoGame => t(lang, Text::ErrLinkNoGame).to_owned(),
            LinkError::Format(f) => t(lang, Text::ErrLinkFormat).replace("{n}", f),
            LinkError::Damaged(e) => format!("{} ({e})", t(lang, Text::ErrLinkDamaged)),
            LinkError::TooLarge => {
                t(lang, Text::ErrLinkTooLarge).replace("{n}", &max_file_megabytes())
            }
            LinkError::Replay(e) => format!("{} {}", t(lang, Text::ErrReplay), e.message(lang)),
            LinkError::Load(e) => e.message(lang),
        }
    }
}

/// Whether a fragment (without `#`) is a share link's.
pub fn is_share_fragment(fragment: &str) -> bool {
    fragment.starts_with(FRAGMENT_KEY)
}

/// The fragment (without `#`) that carries `save` under `name`.
pub fn link_fragment<G: TableGame>(name: &str, save: &G::Save) -> String {
    link_fragment_of(G::KIND, name, save)
}

/// The fragment of a link to a game of `kind` whose save is `save`, of any type that writes it
/// (a page without the game's engine shares its stored JSON as it is).
pub fn link_fragment_of<S: Serialize>(kind: Kind, name: &str, save: &S) -> String {
    let payload = Payload { kind, name: name.to_owned(), save };
    // Serializing plain data structs cannot fail; an empty payload would be refused on open.
    let json = serde_json::to_vec(&payload).unwrap_or_default();
    let packed = miniz_oxide::deflate::compress_to_vec(&json, 9);
    format!("{FRAGMENT_KEY}{FORMAT}.{}", base64url::encode(&packed))
}

/// The game a share link's fragment (without `#`) carries, with its name, replayed.
pub fn read_link(fragment: &str) -> Result<(String, AnyGame), LinkError> {
    let data = fragment.strip_prefix(FRAGMENT_KEY).ok_or(LinkError::NoGame)?;
    let (format, data) = data.split_once('.').ok_or(LinkError::NoGame)?;
    if format != FORMAT {
        return Err(LinkError::Format(format.chars().take(8).collect()));
    }
    // Messengers sometimes add spaces or line breaks when a long link wraps.
    let data: String = data.chars().filter(|c| !c.is_whitespace()).collect();
    let packed = base64url::decode(&data).map_err(LinkError::Damaged)?;
    let json = miniz_oxide::inflate::decompress_to_vec_with_limit(&packed, MAX_JSON).map_err(
        |e| match e.status {
            miniz_oxide::inflate::TINFLStatus::HasMoreOutput => LinkError::TooLarge,
            status => LinkError::Damaged(format!("{status:?}")),
        },
    )?;
    // Read as text like every other JSON of the app: `from_slice` would put a second copy of
    // the save's deserializers (next to `from_str`'s) in the wasm.
    let json = String::from_utf8(json).map_err(|e| LinkError::Damaged(e.to_string()))?;
    let kind = kind_in(&json).map_err(|e| match e {
        super::LoadError::NotJson(e) => LinkError::Damaged(e),
        other => LinkError::Load(other),
    })?;
    crate::with_kind!(kind, G => {
        let payload: Payload<<G as TableGame>::Save> =
            serde_json::from_str(&json).map_err(|e| LinkError::Damaged(brief::json_error(&e)))?;
        let game = <G as TableGame>::load(&payload.save).map_err(LinkError::Replay)?;
        Ok((payload.name, game.into_any()))
    }, elsewhere kind => Err(LinkError::Load(super::LoadError::Elsewhere(kind))))
}

/// URL-safe base64 (RFC 4648 §5) without padding: the characters a URL keeps as they are.
mod base64url {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

    /// Encodes bytes.
    pub fn encode(bytes: &[u8]) -> String {
        let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
        for chunk in bytes.chunks(3) {
            let b = [chunk[0], *chunk.get(1).unwrap_or(&0), *chunk.get(2).unwrap_or(&0)];
            let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
            for i in 0..=chunk.len() {
                out.push(char::from(ALPHABET[(n >> (18 - 6 * i)) as usize & 63]));
            }
        }
        out
    }

    /// Decodes; the error names the first wrong character. Padding `=` is tolerated.
    pub fn decode(text: &str) -> Result<Vec<u8>, String> {
        let text = text.trim_end_matches('=');
        // A wrong character is named before the length is judged: it is the likelier mistake.
        if let Some(c) = text.chars().find(|c| !(c.is_ascii_alphanumeric() || "-+_/".contains(*c)))
        {
            return Err(format!("the character {c:?} does not belong in a link"));
        }
        if text.len() % 4 == 1 {
            return Err("the link is cut off".into());
        }
        // Divided first: the length is the link's, and the product could overflow on wasm32.
        let mut out = Vec::with_capacity(text.len() / 4 * 3 + 2);
        let (mut acc, mut bits) = (0u32, 0u32);
        for c in text.chars() {
            let v = match c {
                'A'..='Z' => c as u32 - 'A' as u32,
                'a'..='z' => c as u32 - 'a' as u32 + 26,
                '0'..='9' => c as u32 - '0' as u32 + 52,
                '-' | '+' => 62,
                '_' | '/' => 63,
                _ => return Err(format!("the character {c:?} does not belong in a link")),
            };
            acc = (acc << 6) | v;
            bits += 6;
            if bits >= 8 {
                bits -= 8;
                out.push((acc >> bits) as u8);
                acc &= (1 << bits) - 1;
            }
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tramways_engine::game::Game;
    use tramways_engine::game::{Move, Setup};

    #[test]
    fn base64url_matches_rfc_4648_vectors() {
        for (plain, coded) in [
            ("", ""),
            ("f", "Zg"),
            ("fo", "Zm8"),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg"),
            ("fooba", "Zm9vYmE"),
            ("foobar", "Zm9vYmFy"),
        ] {
            assert_eq!(base64url::encode(plain.as_bytes()), coded);
            assert_eq!(base64url::decode(coded).unwrap(), plain.as_bytes());
        }
        assert_eq!(base64url::encode(&[0xfb, 0xff]), "-_8", "URL-safe alphabet");
        assert_eq!(base64url::decode("Zm9vYg==").unwrap(), b"foob", "padding tolerated");
        assert!(base64url::decode("Zm9v!A").unwrap_err().contains("'!'"));
        // A wrong character is named whatever the length (here 5, which alone says "cut off").
        assert!(base64url::decode("Zm9v!").unwrap_err().contains("'!'"));
        assert!(base64url::decode("Zm9vY").unwrap_err().contains("cut off"));
    }

    /// A game played to its Share Rounds by always taking the first move on offer.
    fn played(actions: usize) -> Game {
        let mut g = Game::new(Setup::new(&["Anna", "Bruno", "Clara", "Dora"], 77)).unwrap();
        for _ in 0..actions {
            let action = match g.available().moves.first() {
                Some(Move::Do { action }) => action.clone(),
                Some(Move::Amount { action, min, .. }) => action.with_amount(*min),
                None => break,
            };
            g.apply(&action).unwrap();
        }
        g
    }

    #[test]
    fn a_link_gives_back_the_same_game_and_name() {
        let game = played(40);
        let fragment = link_fragment::<Game>("Thursday's game", &game.save());
        assert!(is_share_fragment(&fragment));
        assert!(fragment.starts_with("game=1."));
        assert!(
            fragment.chars().all(|c| c.is_ascii_alphanumeric() || "=.-_".contains(c)),
            "nothing a URL would escape: {fragment}"
        );
        let (name, opened) = read_link(&fragment).unwrap();
        let opened = opened.vienna();
        assert_eq!(name, "Thursday's game");
        assert_eq!(opened.actions(), game.actions());
        assert_eq!(opened.state(), game.state());
    }

    /// The figure quoted in the module docs, from the real 18xx.games game.
    #[test]
    fn a_finished_imported_game_fits_in_a_few_kilobytes() {
        let Some(text) = crate::shell::persist::eighteen_xx_fixture() else { return };
        let game = tramways_engine::import::from_18xx_json(&text).unwrap().replay().unwrap();
        let fragment = link_fragment::<Game>("18xx.games", &game.save());
        let json = serde_json::to_string(&game.save()).unwrap().len();
        eprintln!(
            "share link of {} actions: {} bytes of JSON → fragment of {} bytes",
            game.actions().len(),
            json,
            fragment.len()
        );
        assert!(fragment.len() < json / 4, "compression pays: {} vs {json}", fragment.len());
        assert_eq!(read_link(&fragment).unwrap().1.vienna().state(), game.state());
    }

    #[test]
    fn a_broken_link_says_what_is_wrong() {
        let fragment = link_fragment::<Game>("x", &played(10).save());
        assert_eq!(read_link("other=1").err(), Some(LinkError::NoGame));
        assert_eq!(read_link("game=7.abcd").err(), Some(LinkError::Format("7".into())));
        let cut = &fragment[..fragment.len() - 20];
        assert!(matches!(read_link(cut), Err(LinkError::Damaged(_))), "{:?}", read_link(cut));
        let bad_char = fragment.replacen('A', "%", 1);
        let err = read_link(&bad_char).unwrap_err();
        assert!(err.message(Lang::En).contains("damaged"), "{}", err.message(Lang::En));
        // Valid compression of something that is not a game.
        let junk = format!(
            "game=1.{}",
            base64url::encode(&miniz_oxide::deflate::compress_to_vec(b"{\"a\":1}", 9))
        );
        assert!(matches!(read_link(&junk), Err(LinkError::Damaged(_))));
    }

    fn packed(json: &[u8]) -> String {
        format!("game=1.{}", base64url::encode(&miniz_oxide::deflate::compress_to_vec(json, 6)))
    }

    /// Issue 16: a link whose offending string is a million characters long is refused with a
    /// message of a few hundred characters that says where the fault is.
    #[test]
    fn a_damaged_link_quotes_a_long_string_briefly_and_says_where() {
        let long = "a".repeat(1_000_000);
        let link =
            packed(format!(r#"{{"name": "x", "save": {{"version": "{long}"}}}}"#).as_bytes());
        let message = read_link(&link).unwrap_err().message(Lang::En);
        assert!(message.chars().count() < 300, "{} characters", message.chars().count());
        assert!(message.starts_with("the link is damaged or cut off (invalid type"), "{message}");
        assert!(message.ends_with("expected u32 at line 1 column 1000036)"), "{message}");
    }

    /// Issue 16: a link that inflates beyond the limit (a DEFLATE bomb: 40 MB of spaces in a
    /// link of about 40 KB) is refused with the limit in the message, without inflating it all.
    #[test]
    fn a_link_that_inflates_beyond_the_limit_is_refused_naming_it() {
        let bomb = packed(&vec![b' '; 40 << 20]);
        assert!(bomb.len() < 100_000, "{}", bomb.len());
        // No time is asserted (a shared machine would make that flaky): the bounded inflate
        // stops at the limit instead of expanding the whole 40 MB.
        let message = read_link(&bomb).unwrap_err().message(Lang::En);
        assert_eq!(message, "the link holds more than 32 MB of data, more than any game");
    }

    #[test]
    fn a_wrapped_link_still_opens() {
        let game = played(12);
        let fragment = link_fragment::<Game>("x", &game.save());
        let (head, tail) = fragment.split_at(30);
        let wrapped = format!("{head}\n {tail}");
        assert_eq!(read_link(&wrapped).unwrap().1.vienna().actions(), game.actions());
    }

    #[cfg(feature = "trambahn")]
    /// Issue 24: a Trambahn game travels by link and opens as Trambahn; an 1840 link still
    /// carries no kind (as links made before there was a second game).
    #[test]
    fn a_trambahn_link_opens_as_trambahn() {
        let mut game =
            trambahn_engine::Game::new(trambahn_engine::Setup::new("Anna", "Bruno", 8)).unwrap();
        for _ in 0..20 {
            let action = game.available()[0].clone();
            game.apply(&action).unwrap();
        }
        let fragment = link_fragment::<trambahn_engine::Game>("Bus", &game.save());
        let (name, opened) = read_link(&fragment).unwrap();
        assert_eq!(name, "Bus");
        assert_eq!(opened.trambahn().state(), game.state());
        let vienna = link_fragment::<Game>("x", &played(3).save());
        let data = vienna.strip_prefix("game=1.").unwrap();
        let json = miniz_oxide::inflate::decompress_to_vec(&base64url::decode(data).unwrap());
        assert!(!String::from_utf8(json.unwrap()).unwrap().contains("kind"));
    }
}
