//! Two things before the app compiles:
//! - The words' keys, from the translation files `locales/{en,es,de}/{namespace}.json`: a Rust
//!   module with a [`Key`](src/i18n/words.rs) per phrase (its place in its namespace's table,
//!   the arguments its wordings use, whether it has plural forms), included by
//!   `src/i18n/words.rs`, whose macros check each call's key and arguments at compile time.
//!   Each language's wordings become a table (a JSON array, one entry per key in the keys'
//!   order, each entry its forms: `[text]`, or `[one, other]` for a plural): in the browser's
//!   build they are written into `target/words/words-<hash>/{namespace}/{locale}.json`, which
//!   `scripts/pwa/make-sw.mjs` copies into the build and the page fetches (the hash of the
//!   files' text names the folder, so a browser never keeps an old language file beside a new
//!   wasm); natively they are built in. A key one language has and another lacks, or a value
//!   that is not a string, stops the build with its file and key.
//! - The app's binary keeps its relocations when built for wasm32 (`--emit-relocs`): the
//!   release build's `split_app` (scripts/lib/common.sh) cuts 1840's game screen out of it into
//!   a part of its own with `wasm-split-cli`, which reads them. Only that binary: the
//!   18xx.games worker's would grow by them (a link argument for every binary, or a split point
//!   in the library, did: docs/performance.md).

use std::collections::hash_map::DefaultHasher;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};

use serde_json::Value;

/// The languages, in `Lang`'s order (the first is the one a key's place is taken from).
const LOCALES: [&str; 3] = ["en", "es", "de"];
/// The namespaces: the shell's words and each game's (a namespace is a Rust identifier).
const NAMESPACES: [&str; 4] = ["shell", "tramways", "trambahn", "railroads"];
/// The endings of a plural form's key: the languages here have the forms `one` (1) and
/// `other` (ICU's rules for English, Spanish and German whole numbers but Spanish's `many`,
/// whose numbers take `other` here).
const PLURAL_FORMS: [&str; 2] = ["_one", "_other"];

type Error = Box<dyn std::error::Error>;

/// A phrase of one language: its plain wording, or its plural forms by category.
#[derive(Default)]
struct Forms {
    plain: Option<String>,
    plural: BTreeMap<String, String>,
}

fn main() -> Result<(), Error> {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=locales");
    let wasm = std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32");
    if wasm {
        println!("cargo:rustc-link-arg-bin=tramways-app=--emit-relocs");
    }
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR")?);
    let locales = root.join("locales");
    let folder = format!("words-{:016x}", hash_of(&locales)?);
    let out = PathBuf::from(std::env::var_os("OUT_DIR").ok_or("no OUT_DIR")?);
    let words = root.join("target").join("words");
    if wasm && words.exists() {
        std::fs::remove_dir_all(&words)?;
    }
    let mut keys = String::new();
    let mut tables =
        String::from("/// Each language's tables, by namespace (built in natively).\n");
    tables.push_str("pub(crate) const TABLES: [[&str; NAMESPACES]; 3] = [\n");
    let mut texts: Vec<Vec<String>> = vec![Vec::new(); LOCALES.len()];
    for (ns_index, ns) in NAMESPACES.iter().enumerate() {
        println!("cargo:rerun-if-changed=locales/{ns}");
        let by_lang: Vec<BTreeMap<String, Forms>> = LOCALES
            .iter()
            .map(|lang| read(&locales.join(lang).join(format!("{ns}.json"))))
            .collect::<Result<_, _>>()?;
        let order: Vec<&String> = by_lang[0].keys().collect();
        for (lang, phrases) in LOCALES.iter().zip(&by_lang) {
            let theirs: BTreeSet<&String> = phrases.keys().collect();
            let ours: BTreeSet<&String> = order.iter().copied().collect();
            if let Some(key) = ours.symmetric_difference(&theirs).next() {
                return Err(format!("locales: {ns}.{key} is in one language, not in {lang}").into());
            }
        }
        // The keys as nested modules of constants, in the files' nesting.
        let mut tree: BTreeMap<Vec<String>, Vec<(String, String)>> = BTreeMap::new();
        for (index, key) in order.iter().enumerate() {
            let mut args = BTreeSet::new();
            let mut plural = false;
            for phrases in &by_lang {
                let forms = &phrases[*key];
                plural |= !forms.plural.is_empty();
                for text in forms.plain.iter().chain(forms.plural.values()) {
                    args.extend(placeholders(text));
                }
            }
            if plural {
                args.insert("count".to_owned());
            }
            let mut path: Vec<String> = key.split('.').map(str::to_owned).collect();
            let name = path.pop().unwrap_or_default();
            let args: Vec<String> = args.into_iter().map(|a| format!("{a:?}")).collect();
            let value = format!(
                "Key {{ ns: {ns_index}, index: {index}, args: &[{}], plural: {plural}, name: \"{ns}.{key}\" }}",
                args.join(", ")
            );
            tree.entry(path).or_default().push((name, value));
        }
        write_modules(&mut keys, ns, &tree);
        for (l, phrases) in by_lang.iter().enumerate() {
            let table: Vec<Vec<String>> = order
                .iter()
                .map(|key| {
                    let forms = &phrases[*key];
                    let other = forms.plural.get("other").or(forms.plain.as_ref());
                    let other = other.cloned().unwrap_or_default();
                    if by_lang.iter().any(|p| !p[*key].plural.is_empty()) {
                        let one = forms.plural.get("one").cloned().unwrap_or_else(|| other.clone());
                        vec![one, other]
                    } else {
                        vec![other]
                    }
                })
                .collect();
            let text = serde_json::to_string(&table)?;
            if wasm {
                let dir = words.join(&folder).join(ns);
                std::fs::create_dir_all(&dir)?;
                std::fs::write(dir.join(format!("{}.json", LOCALES[l])), &text)?;
            }
            let file = format!("words-{}-{ns}.json", LOCALES[l]);
            std::fs::write(out.join(&file), &text)?;
            texts[l].push(file);
        }
    }
    for files in &texts {
        tables.push_str("    [");
        for file in files {
            write!(tables, "include_str!(concat!(env!(\"OUT_DIR\"), \"/{file}\")), ")?;
        }
        tables.push_str("],\n");
    }
    tables.push_str("];\n");
    let mut module = String::new();
    writeln!(module, "/// The namespaces, in the tables' order.")?;
    writeln!(module, "pub(crate) const NAMESPACES: usize = {};", NAMESPACES.len())?;
    writeln!(module, "/// The folder of the words' files in the build.")?;
    writeln!(module, "pub(crate) const FOLDER: &str = {folder:?};")?;
    writeln!(module, "/// The namespaces' names, for their files.")?;
    writeln!(module, "pub(crate) const NAMESPACE_NAMES: [&str; NAMESPACES] = {NAMESPACES:?};")?;
    module.push_str("#[cfg(not(target_arch = \"wasm32\"))]\n");
    module.push_str(&tables);
    module.push_str("/// Every phrase's key, by namespace and group.\npub mod keys {\n");
    module.push_str("    #![allow(non_upper_case_globals, missing_docs, dead_code)]\n");
    module.push_str("    use super::Key;\n");
    module.push_str(&keys);
    module.push_str("}\n");
    std::fs::write(out.join("words.rs"), module)?;
    Ok(())
}

/// The phrases of one file, by their dotted path (plural forms gathered under their key).
fn read(path: &Path) -> Result<BTreeMap<String, Forms>, Error> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let value: Value =
        serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut out = BTreeMap::new();
    flatten(path, "", &value, &mut out)?;
    Ok(out)
}

fn flatten(
    file: &Path,
    prefix: &str,
    value: &Value,
    out: &mut BTreeMap<String, Forms>,
) -> Result<(), Error> {
    let Some(map) = value.as_object() else {
        return Err(format!("{}: {prefix} is not an object of phrases", file.display()).into());
    };
    for (key, inner) in map {
        let join = |k: &str| if prefix.is_empty() { k.to_owned() } else { format!("{prefix}.{k}") };
        match inner {
            Value::String(text) => {
                let form = PLURAL_FORMS.iter().find_map(|f| Some((key.strip_suffix(f)?, &f[1..])));
                match form {
                    Some((base, form)) => {
                        let forms = out.entry(join(base)).or_default();
                        forms.plural.insert(form.to_owned(), text.clone());
                    }
                    None => out.entry(join(key)).or_default().plain = Some(text.clone()),
                }
            }
            Value::Object(_) => flatten(file, &join(key), inner, out)?,
            _ => return Err(format!("{}: {} is not a string", file.display(), join(key)).into()),
        }
    }
    Ok(())
}

/// The names of a wording's `{{ name }}` placeholders.
fn placeholders(text: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find("{{") {
        let Some(end) = rest[start..].find("}}") else { break };
        names.push(rest[start + 2..start + end].trim().to_owned());
        rest = &rest[start + end + 2..];
    }
    names
}

/// Writes `tree`'s keys as `pub mod <ns> { pub mod <group> { pub const <key>: Key = …; } }`.
fn write_modules(out: &mut String, ns: &str, tree: &BTreeMap<Vec<String>, Vec<(String, String)>>) {
    let mut open: Vec<String> = vec![ns.to_owned()];
    out.push_str(&format!("    pub mod {ns} {{\n        use super::Key;\n"));
    for (path, consts) in tree {
        let common = open.iter().skip(1).zip(path).take_while(|(a, b)| a == b).count();
        while open.len() > common + 1 {
            open.pop();
            out.push_str(&format!("{}}}\n", "    ".repeat(open.len() + 1)));
        }
        for group in &path[common..] {
            let indent = "    ".repeat(open.len() + 1);
            out.push_str(&format!("{indent}pub mod {group} {{\n{indent}    use super::Key;\n"));
            open.push(group.clone());
        }
        let indent = "    ".repeat(open.len() + 1);
        for (name, value) in consts {
            out.push_str(&format!("{indent}pub const {name}: Key = {value};\n"));
        }
    }
    while !open.is_empty() {
        open.pop();
        out.push_str(&format!("{}}}\n", "    ".repeat(open.len() + 1)));
    }
}

/// A hash of every file's name and text below `dir`, in a fixed order.
fn hash_of(dir: &Path) -> std::io::Result<u64> {
    let mut files = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d)? {
            let path = entry?.path();
            if path.is_dir() { stack.push(path) } else { files.push(path) }
        }
    }
    files.sort();
    let mut hasher = DefaultHasher::new();
    for f in files {
        f.strip_prefix(dir).unwrap_or(&f).hash(&mut hasher);
        std::fs::read(&f)?.hash(&mut hasher);
    }
    Ok(hasher.finish())
}
