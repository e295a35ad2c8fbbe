//! Which game a bare save is of. A save (`{"version", "setup", "actions"}`) says no game; each
//! game's set-up requires a field of its own (1840's `players`, Trambahn's `names`), so a save
//! is of the game whose field its set-up has. The app's files and the command-line tool ask
//! this one function, each with its own list of games.

/// The game (an index into `fields`, each game's required set-up field) a bare save is of:
/// the one whose field the set-up has (`has`); where several are there (one game's save with
/// a field too many), the first of them whose save it reads as (`reads_as`), else the last of
/// them; `None` where none is there.
pub fn which_game(
    fields: &[&str],
    has: impl Fn(&str) -> bool,
    reads_as: impl Fn(usize) -> bool,
) -> Option<usize> {
    let present: Vec<usize> = (0..fields.len()).filter(|&i| has(fields[i])).collect();
    match present.as_slice() {
        [] => None,
        [one] => Some(*one),
        several => several.iter().copied().find(|&i| reads_as(i)).or(several.last().copied()),
    }
}

#[cfg(test)]
mod tests {
    use super::which_game;

    #[test]
    fn a_save_is_of_the_game_whose_set_up_field_it_has() {
        let fields = ["players", "names"];
        let of = |present: &[&str], reads: Option<usize>| {
            which_game(&fields, |f| present.contains(&f), |i| Some(i) == reads)
        };
        assert_eq!(of(&["players"], None), Some(0));
        assert_eq!(of(&["names"], None), Some(1));
        assert_eq!(of(&[], None), None);
        assert_eq!(of(&["players", "names"], Some(0)), Some(0), "reads as the first");
        assert_eq!(of(&["players", "names"], Some(1)), Some(1));
        assert_eq!(of(&["players", "names"], None), Some(1), "else the last");
    }
}
