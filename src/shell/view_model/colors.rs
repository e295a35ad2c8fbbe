//! Colours every game draws with: a fill with the ink that stays legible on it, and the
//! colours of the seats at the table.

/// A fill and the ink to write on it, as CSS colours (a company's, a seat's).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CompanyColors {
    /// The company's colour.
    pub fill: &'static str,
    /// Black or white, whichever reads better on `fill`.
    pub ink: &'static str,
}

pub(crate) const DARK: &str = "#1d1b1a";
pub(crate) const LIGHT: &str = "#ffffff";

impl CompanyColors {
    /// Whether the colour is light (written on in dark ink).
    pub fn is_light(self) -> bool {
        self.ink == DARK
    }
}

/// The colours of the seats at the table, by seat (the order the players were entered): a
/// player keeps their colour all game, in the form, the banner and the sheets. Chosen apart
/// from every company colour so that a seat is never mistaken for a company.
pub const SEATS: [CompanyColors; 6] = [
    CompanyColors { fill: "#1f8a8a", ink: LIGHT }, // teal
    CompanyColors { fill: "#c2185b", ink: LIGHT }, // magenta
    CompanyColors { fill: "#3949ab", ink: LIGHT }, // indigo
    CompanyColors { fill: "#7cb342", ink: DARK },  // lime
    CompanyColors { fill: "#ff7043", ink: DARK },  // coral
    CompanyColors { fill: "#6d4c41", ink: LIGHT }, // umber
];

/// The colours of seat `seat` (0-based); seats beyond six repeat the palette.
pub fn seat(seat: usize) -> CompanyColors {
    SEATS[seat % SEATS.len()]
}
