//! The app's binary keeps its relocations when built for wasm32 (`--emit-relocs`): the
//! release build's `split_app` (scripts/lib/common.sh) cuts 1840's game screen out of it into
//! a part of its own with `wasm-split-cli`, which reads them. Only that binary: the
//! 18xx.games worker's would grow by them (a link argument for every binary, or a split point
//! in the library, did: docs/performance.md).
fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32") {
        println!("cargo:rustc-link-arg-bin=tramways-app=--emit-relocs");
    }
}
