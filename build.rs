//! Two things before the app compiles:
//! - The words' module, from the translation files in `locales/{en,es,de}/{namespace}.json`
//!   (leptos_i18n: a typed key per phrase, its arguments checked at compile time), included by
//!   `src/i18n/words.rs`. In the browser's build the words are not in the wasm: they are written
//!   here, one JSON file per namespace and language, into `target/words/words-<hash>/`, which
//!   `scripts/pwa/make-sw.mjs` copies into the build (the hash of the files' text names the
//!   folder, so a browser never keeps an old language file beside a new wasm).
//! - The app's binary keeps its relocations when built for wasm32 (`--emit-relocs`): the
//!   release build's `split_app` (scripts/lib/common.sh) cuts 1840's game screen out of it into
//!   a part of its own with `wasm-split-cli`, which reads them. Only that binary: the
//!   18xx.games worker's would grow by them (a link argument for every binary, or a split point
//!   in the library, did: docs/performance.md).

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};

use leptos_i18n_build::{Config, ParseOptions, TranslationsInfos};

/// The languages (the first is the default) and the namespaces: the shell's words and each
/// game's (a namespace is a Rust identifier).
const LOCALES: [&str; 3] = ["en", "es", "de"];
const NAMESPACES: [&str; 3] = ["shell", "tramways", "trambahn"];

fn main() -> Result<(), Box<dyn std::error::Error>> {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=locales");
    let wasm = std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32");
    if wasm {
        println!("cargo:rustc-link-arg-bin=tramways-app=--emit-relocs");
    }
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR")?);
    let folder = format!("words-{:016x}", hash_of(&root.join("locales"))?);
    let mut cfg = Config::new(LOCALES[0])?;
    for locale in &LOCALES[1..] {
        cfg = cfg.add_locale(locale)?;
    }
    for namespace in NAMESPACES {
        cfg = cfg.add_namespace(namespace)?;
    }
    let cfg = cfg
        // A nested wording ("3 moves") or a name is an argument that is a String.
        .parse_options(ParseOptions::default().interpolate_display(true))
        .translations_uri(format!("{folder}/{{namespace}}/{{locale}}.json"));
    let infos = TranslationsInfos::parse(cfg)?;
    infos.emit_diagnostics();
    infos.rerun_if_locales_changed();
    let out = PathBuf::from(std::env::var_os("OUT_DIR").ok_or("no OUT_DIR")?);
    infos.generate_i18n_module(out.join("i18n"))?;
    if wasm {
        let words = root.join("target").join("words");
        if words.exists() {
            std::fs::remove_dir_all(&words)?;
        }
        infos.get_translations().write_to_dir(words.join(folder))?;
    }
    Ok(())
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
