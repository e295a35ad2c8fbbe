//! Running the `vienna-tramways` binary from the CLI's tests.

use std::process::{Command, Output};

/// Runs the binary with these arguments.
pub fn run(args: &[&str]) -> Output {
    match Command::new(env!("CARGO_BIN_EXE_vienna-tramways")).args(args).output() {
        Ok(output) => output,
        Err(e) => panic!("the binary did not start: {e}"),
    }
}

/// What it printed on stdout.
pub fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// What it printed on stderr.
pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}
