//! The German wording of every text, laid out as `en.rs`: a free function per phrase, the
//! [`Text`](super::Text) table as an exhaustive `match`, and `THOUSANDS`.
//!
//! Terms as in docs/glossary.md: Aktienrunde, Gesellschaftsrunde, Linienrunde,
//! Linie, Tramway (pl. Tramways), Gleisteil, Stationsmarker, Kasse, Einnahmenfeld, Kredit, …
//! The player is addressed with "du"; buttons are worded as infinitives ("Passen").

use super::{Names, Text, company, group, private, tram_company};
use tramways_engine::bot::hint::Reason;
use tramways_engine::data::game_tables::Round;
use tramways_engine::game::{Expected, Refusal, Who};
use tramways_engine::game::{SAVE_VERSION, SetupError};
use tramways_engine::import::ImportError;
use tramways_engine::import::export::ExportError;
use tramways_engine::map::tile::TileColor;
use tramways_engine::rules::BoardError;
use tramways_engine::rules::laying::{HexTakes, LayError, LayKind, NotReplaced, UpgradeRule};
use tramways_engine::rules::route::RouteError;

/// German.
pub(super) struct German;

/// "1.378": thousands grouped with a full stop.
const THOUSANDS: char = '.';

/// A number with its thousands grouped: "1.378".
fn n(x: i64) -> String {
    group(x, THOUSANDS)
}

super::words_from_functions!(German);

/// A fixed phrase of this language.
fn text(key: Text) -> &'static str {
    super::t(super::Lang::De, key)
}

/// A word with its first letter in capitals: "gelbe" → "Gelbe".
fn capital(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Who a refusal names: a player (quoted briefly: names come from files and links), a
/// company or a line.
fn who_text(who: Who, names: &(impl Names + ?Sized)) -> String {
    match who {
        Who::Player(p) => tramways_engine::brief::quote(&names.player(p)),
        Who::Company(c) => tram_company(c).to_owned(),
        Who::Line(l) => format!("Linie {l}"),
    }
}

/// What the game waits for, in words.
fn expected_text(expected: Expected) -> &'static str {
    match expected {
        Expected::ChoosePrivate => "wähle eine Privatgesellschaft zur Versteigerung oder passe",
        Expected::BidPrivate => "biete auf die versteigerte Privatgesellschaft oder passe",
        Expected::PickOrderCard => "nimm eine Spielreihenfolgekarte",
        Expected::BuyDirector => {
            "deine erste Aktion in der ersten Aktienrunde ist der Kauf eines Direktorzertifikats"
        }
        Expected::ShareTurn => "in einer Aktienrunde verkaufst, kaufst oder passt du",
        Expected::Dividend => "die Gesellschaft legt jetzt ihre Dividende fest",
        Expected::Trams => {
            "die Gesellschaft kauft und verteilt jetzt Tramways, dann ist sie fertig"
        }
        Expected::ChooseLine => {
            "die Gesellschaft wählt jetzt eine Linie zur Versteigerung oder passt"
        }
        Expected::BidLine => "die Gesellschaft bietet jetzt auf die versteigerte Linie oder passt",
        Expected::LineTurn => {
            "in einer Linienrunde legen die Linien Gleise, setzen Stationsmarker und lassen ihre \
             Tramways fahren"
        }
        Expected::Bonus => {
            "führe zuerst die Bonusaktion des Stadtbahn-Gleisteils aus oder lass sie aus"
        }
        Expected::HomeMarker => {
            "die Linie setzt zuerst ihren Stationsmarker auf ihre Heimatstation"
        }
        Expected::LiftedMarkers => {
            "die Linie setzt zuerst die von ihrem Hexfeld gehobenen Stationsmarker zurück"
        }
        Expected::OfferAnswer => {
            "der Besitzer der Privatgesellschaft nimmt zuerst das Angebot an oder lehnt es ab"
        }
        Expected::Nothing => "das Spiel ist vorbei",
    }
}

/// What a tile was meant for, after "für": "das normale Legen".
fn lay_kind_text(kind: LayKind) -> &'static str {
    match kind {
        LayKind::Normal => "das normale Legen",
        LayKind::Stadtbahn => "das Stadtbahn-Gleisteil",
        LayKind::ExtraYellow => "das zusätzliche gelbe Gleisteil",
        LayKind::GreenUpgrade => "die grüne Aufwertung",
        LayKind::Red => "den Bonus „rotes Gleisteil“",
        LayKind::Purple => "den Bonus „violettes Gleisteil“",
    }
}

/// The stem of a tile colour ("grün"); decline it with an ending ("grüne Gleisteile").
fn tile_colour_text(color: TileColor) -> &'static str {
    match color {
        TileColor::Yellow => "gelb",
        TileColor::Green => "grün",
        TileColor::Brown => "braun",
        TileColor::Gray => "grau",
        TileColor::Red => "rot",
        TileColor::Purple => "violett",
    }
}

fn hex_takes_text(reason: HexTakes) -> &'static str {
    match reason {
        HexTakes::GreenUpgradeNeedsYellow => {
            "der grüne Aufwertungsbonus ersetzt ein gelbes Gleisteil"
        }
        HexTakes::RedOnInnerCity => {
            "rote Gleisteile kommen nur auf die hellroten Innenstadt-Hexfelder"
        }
        HexTakes::PurpleOnRailwayStation => {
            "violette Gleisteile kommen nur auf die violetten Bahnhofs-Hexfelder"
        }
        HexTakes::StadtbahnOnOrange => "Stadtbahn-Gleisteile kommen nur auf hellorange Hexfelder",
        HexTakes::YellowFirst => "ein leeres Hexfeld bekommt zuerst ein gelbes Gleisteil",
        HexTakes::PlainTakesHalt => "weiße Hexfelder nehmen nur Gleisteile mit Haltestelle",
        HexTakes::OoTakesOo => "OO-Hexfelder nehmen nur OO-Gleisteile",
        HexTakes::InterchangeTakesOneCircle => {
            "Hexfelder mit Umsteigestelle nehmen nur Gleisteile mit einem weißen Kreis"
        }
        HexTakes::OrangeTakesStadtbahn => {
            "hellorange Hexfelder nehmen nur orange umrandete Stadtbahn-Gleisteile"
        }
        HexTakes::InnerCityTakesRed => {
            "die Innenstadt nimmt nur rote Gleisteile, durch einen Stadtbahn-Bonus"
        }
        HexTakes::StationTakesPurple => {
            "Bahnhöfe nehmen nur violette Gleisteile, durch einen Stadtbahn-Bonus"
        }
        HexTakes::OwnSpecialPurple => {
            "dieser Bahnhof nimmt nur sein eigenes violettes Sonder-Gleisteil"
        }
    }
}

fn not_replaced_text(reason: NotReplaced) -> &'static str {
    match reason {
        NotReplaced::GreenUpgradeReplacesYellow => {
            "der grüne Aufwertungsbonus ersetzt ein gelbes Gleisteil"
        }
        NotReplaced::StadtbahnOnEmpty => "ein Stadtbahn-Gleisteil kommt auf ein leeres Hexfeld",
        NotReplaced::ExtraYellowOnEmpty => {
            "das zusätzliche gelbe Gleisteil kommt auf ein leeres Hexfeld"
        }
        NotReplaced::BonusNeverReplaces => "rote und violette Gleisteile werden nie ersetzt",
        NotReplaced::Final => "graue, rote und violette Gleisteile werden nie ersetzt",
    }
}

fn upgrade_rule_text(reason: UpgradeRule) -> &'static str {
    match reason {
        UpgradeRule::NextColour => {
            "aufgewertet wird gelb → grün → braun → grau, immer eine Stufe auf einmal"
        }
        UpgradeRule::OrangeEdge => {
            "orange umrandete Gleisteile werden nur durch orange umrandete aufgewertet"
        }
        UpgradeRule::Oo => "OO-Gleisteile werden nur durch OO-Gleisteile aufgewertet",
        UpgradeRule::Rotation => {
            "in dieser Drehung ginge ein Gleis des alten Gleisteils verloren oder würde \
             unterbrochen"
        }
        UpgradeRule::KeepsTrack => {
            "es behält nicht alle Gleise und Ertragsorte des alten Gleisteils"
        }
    }
}

/// Why a lay is refused, in words.
pub(super) fn lay_refusal(e: &LayError) -> String {
    match e {
        LayError::NotOnBoard(hex) => format!("{hex} liegt nicht auf diesem Spielplan"),
        LayError::Printed(hex) => {
            format!("auf {hex} darf kein Gleisteil liegen: sein Gleis ist auf den Plan gedruckt")
        }
        LayError::WrongHex { tile, hex, reason } => {
            format!("Gleisteil {tile} darf nicht auf {hex}: {}", hex_takes_text(*reason))
        }
        LayError::WrongKind { tile, kind } => {
            format!("Gleisteil {tile} ist nicht für {} zulässig", lay_kind_text(*kind))
        }
        LayError::NotYet { color } => format!(
            "{} Gleisteile sind noch nicht verfügbar",
            capital(&format!("{}e", tile_colour_text(*color)))
        ),
        LayError::GreenBonusTooEarly => {
            "der grüne Aufwertungsbonus ist erst nutzbar, wenn grüne Gleisteile verfügbar sind \
             (Linienrunde 2a)"
                .into()
        }
        LayError::NoneLeft(tile) => format!("kein Gleisteil {tile} mehr im Vorrat"),
        LayError::Occupied { hex, old, reason } => {
            format!("auf {hex} liegt schon Gleisteil {old}; {}", not_replaced_text(*reason))
        }
        LayError::BadUpgrade { hex, old, new, reason } => format!(
            "Gleisteil {new} kann Gleisteil {old} auf {hex} nicht ersetzen: {}",
            upgrade_rule_text(*reason)
        ),
        LayError::OffMap { tile, hex } => {
            format!("das Gleis von {tile} auf {hex} würde aus dem Plan hinausführen")
        }
        LayError::NoConnection { tile, hex, into } => format!(
            "das Gleis von {tile} auf {hex} würde nach {into} führen, das dort weder Gleis noch \
             Pfeil hat"
        ),
        LayError::ArrowAtRed { tile, hex, into } => {
            format!(
                "das Gleis von {tile} auf {hex} würde auf {into} zeigen, ein weiteres rotes Hexfeld"
            )
        }
        LayError::HomeFirst { line, home } => format!(
            "in ihrem ersten Zug muss Linie {line} ihr Gleisteil auf ihre Heimatstation {home} \
             legen"
        ),
        LayError::NotReached { line, hex } => format!(
            "Linie {line} hat von ihren Stationen kein Gleis, das an dieses Gleisteil auf {hex} \
             anschließen würde"
        ),
        LayError::WrongStadtbahnTile { hex, expected } => {
            format!("das Stadtbahn-Hexfeld {hex} nimmt Gleisteil {expected}")
        }
        LayError::StadtbahnRotation(hex) => format!(
            "dreh das Gleisteil so, dass sein gepunktetes Gleis der auf {hex} gedruckten \
             gepunkteten Trasse folgt"
        ),
        LayError::StadtbahnSequence(hex) => format!(
            "Stadtbahn-Gleisteile werden der Reihe nach ab einer Endstation gelegt: {hex} setzt \
             keine Reihe fort"
        ),
        LayError::SameTrackAs { tile, rotation, same_as } => format!(
            "Gleisteil {tile} legt in Drehung {rotation} dasselbe Gleis wie in Drehung \
             {same_as}; dreh es auf {same_as}"
        ),
        LayError::SpecialPurple { tile, only } => {
            format!("Gleisteil {tile} passt nur auf {only}, gelegt wie gedruckt")
        }
    }
}

/// Why a route is refused, in words.
pub(super) fn route_refusal(e: &RouteError) -> String {
    match e {
        RouteError::TooFewLocations => {
            "eine Strecke muss mindestens zwei verschiedene Ertragsorte verbinden".into()
        }
        RouteError::NoSuchTrack(hex, track) => format!("auf {hex} gibt es kein Gleis {track}"),
        RouteError::StadtbahnTrack(hex) => format!(
            "die Strecke nutzt das gepunktete Stadtbahngleis auf {hex}, das Tramways nie nutzen"
        ),
        RouteError::TrackTwice(hex) => format!("die Strecke nutzt das Gleis auf {hex} zweimal"),
        RouteError::SideTwice(a, b) => {
            format!("die Strecke quert zweimal auf demselben Gleis von {a} nach {b}")
        }
        RouteError::NotConnected(a, b) => {
            format!("das Gleis auf {a} führt nicht auf das nächste Gleis, auf {b}")
        }
        RouteError::Reverses(hex) => format!("die Strecke kehrt an der Weiche auf {hex} um"),
        RouteError::ChangesTrack(hex) => {
            format!("die Strecke wechselt auf {hex} das Gleis, wo sich die Gleise nicht treffen")
        }
        RouteError::NotAtLocation(hex) => format!(
            "die Strecke muss an einem Ertragsort beginnen und enden, nicht an einer Seite von \
             {hex}"
        ),
        RouteError::NotALocation(hex) => {
            format!("der Halt auf {hex} ist erst ein Ertragsort, wenn sein Gleisteil liegt")
        }
        RouteError::LocationTwice(hex) => {
            format!("die Strecke besucht den Ertragsort auf {hex} zweimal")
        }
        RouteError::ThroughBlocked(hex) => {
            format!("die Strecke führt durch die volle Umsteigestelle auf {hex}")
        }
        RouteError::ThroughTerminal(hex) => {
            format!("die Strecke führt durch {hex}, wo sie enden muss")
        }
        RouteError::NoStation(line) => {
            format!("die Strecke berührt keinen Stationsmarker von Linie {line}")
        }
    }
}

/// Why a marker cannot go on or come off the board there, in words.
fn board_refusal(e: &BoardError) -> String {
    match e {
        BoardError::NoSuchHex(hex) => format!("{hex} liegt nicht auf diesem Spielplan"),
        BoardError::NoneLeft(tile) => format!("kein Gleisteil {tile} mehr im Vorrat"),
        BoardError::LosesTrack { old, new } => {
            format!("Gleisteil {new} kann Gleisteil {old} in dieser Drehung nicht ersetzen")
        }
        BoardError::NoSuchCircle(hex, circle) => format!("{hex} hat keinen Kreis {circle}"),
        BoardError::NoSuchMarker(hex) => format!("dieser Marker liegt nicht auf {hex}"),
    }
}

/// Why the engine refused a move, in words for the player (issue 18: refusals are data; the
/// wording is the app's, at render time).
pub(super) fn refusal(r: &Refusal, names: &(impl Names + ?Sized)) -> String {
    match r {
        Refusal::GameOver => "das Spiel ist vorbei".into(),
        Refusal::NotYourTurn { expected, got } => format!(
            "du bist nicht am Zug: jetzt entscheidet {}, nicht {}",
            who_text(*expected, names),
            who_text(*got, names)
        ),
        Refusal::NotNow { expected } => expected_text(*expected).into(),
        Refusal::PrivateNotInGame { private: p } => {
            format!("{} ist nicht in diesem Spiel", private(*p))
        }
        Refusal::NotTheOwner { private: p } => {
            format!("nur der Besitzer von {} kann sie zurückgeben", private(*p))
        }
        Refusal::OwnerNotDeciding { .. } => {
            "eine Privatgesellschaft lässt sich nur zurückgeben, wenn ihr Besitzer am Zug ist"
                .into()
        }
        Refusal::PrivateNotForSale { private: p } => {
            format!("{} steht nicht zum Verkauf", private(*p))
        }
        Refusal::ChoiceNeedsFaceValue { face, cash } => format!(
            "die Wahl einer Privatgesellschaft ist ihr Eröffnungsgebot, mindestens ihr Nennwert \
             {face}; du hast {cash}"
        ),
        Refusal::OpeningBidDue { face } => format!(
            "die Wahl einer Privatgesellschaft ist ihr Eröffnungsgebot: biete mindestens ihren \
             Nennwert, {face}"
        ),
        Refusal::FirstPrivateCompulsory => {
            "der Startspieler muss die erste Privatgesellschaft zur Versteigerung bringen".into()
        }
        Refusal::BidTooLow { min } => format!("das Gebot muss mindestens {min} betragen"),
        Refusal::BidNotInSteps { step } => format!("Gebote steigen in Schritten von {step}"),
        Refusal::BidOverCash { cash } => {
            format!("ein Gebot darf dein Bargeld, {cash}, nicht übersteigen")
        }
        Refusal::PrivatePriceRange { face } => {
            format!("der Preis liegt zwischen 1 und dem Nennwert, {face}")
        }
        Refusal::PrivatesNotYet => {
            "Straßenbahngesellschaften kaufen Privatgesellschaften ab Linienrunde 2a".into()
        }
        Refusal::PrivateFromPlayersOnly => {
            "eine Straßenbahngesellschaft kauft Privatgesellschaften nur von Spielern".into()
        }
        Refusal::OfferPending { private: p, player } => format!(
            "{} nimmt zuerst das Angebot für {} an oder lehnt es ab",
            names.player(*player),
            private(*p)
        ),
        Refusal::OfferRefused { private: p } => {
            format!("der Besitzer hat ein Angebot für {} in diesem Zug abgelehnt", private(*p))
        }
        Refusal::NoSuchOrderCard { cards } => {
            format!("die Karten sind von 1 bis {cards} nummeriert")
        }
        Refusal::OrderCardTaken { card } => format!("Karte {card} ist schon vergeben"),
        Refusal::DirectorNotNow => {
            "Direktorzertifikate werden nur einmal gekauft, in der ersten Aktienrunde".into()
        }
        Refusal::HasDirector { company } => {
            format!("{} hat schon einen Direktor", tram_company(*company))
        }
        Refusal::CompanyNotInGame { company } => {
            format!("{} ist nicht in diesem Spiel", tram_company(*company))
        }
        Refusal::NoSuchPar { par } => {
            format!("{par} ist kein Startkurs: der Startkurs ist 70, 80, 90 oder 100")
        }
        Refusal::ParNeedsCash { par, due, cash } => format!(
            "Startkurs {par} verlangt {due} Bargeld zusätzlich zur Karte, und du hast {cash}"
        ),
        Refusal::NoSalesInFirstRound => {
            "in der ersten Aktienrunde darf nichts verkauft werden".into()
        }
        Refusal::SellTooMany { company: c, sellable } => format!(
            "du kannst höchstens {sellable} {} von {} verkaufen (nie das Direktorzertifikat)",
            if *sellable == 1 { "Aktie" } else { "Aktien" },
            company(*c)
        ),
        Refusal::NotTraded { company: c } => {
            format!("Aktien von {} stehen nicht zum Verkauf", company(*c))
        }
        Refusal::DirectorFirst => "dein erster Kauf muss ein Direktorzertifikat sein".into(),
        Refusal::PoolEmpty { company: c } => {
            format!("im Pool ist keine Aktie von {} mehr", company(*c))
        }
        Refusal::SoldThisRound { company: c } => {
            format!("du hast in dieser Aktienrunde {} verkauft", company(*c))
        }
        Refusal::HoldingLimit { company: c, percent } => {
            format!("du hältst schon {percent}\u{a0}% von {}", company(*c))
        }
        Refusal::CertificateLimit { limit } => {
            format!("du bist am Zertifikatslimit von {limit}")
        }
        Refusal::CashShort { cost, cash } => format!("es kostet {cost} und du hast {cash}"),
        Refusal::DividendUnit { unit } => {
            format!("die Gesamtdividende ist ein Vielfaches von {unit}")
        }
        Refusal::DividendOverRevenue { revenue } => format!(
            "die Dividende kommt aus dem Einnahmenfeld, das {revenue} enthält; Geld aus der Kasse \
             wird nie ausgeschüttet"
        ),
        Refusal::NoTramThere => "auf diesem Feld steht keine Tramway zum Verkauf".into(),
        Refusal::TramLimit { limit } => format!(
            "eine Gesellschaft besitzt höchstens {limit} {}",
            if *limit == 1 { "Tramway" } else { "Tramways" }
        ),
        Refusal::TramFromTreasury { cost, treasury } => format!(
            "die Tramway kostet {cost} und die Kasse enthält {treasury}; der Direktor legt nur \
             bei der Pflicht-Tramway einer Gesellschaft Geld dazu"
        ),
        Refusal::CheapestTramOnly { cheapest } => format!(
            "mit Geld des Direktors darf nur die billigste angebotene Tramway ({cheapest}) \
             gekauft werden"
        ),
        Refusal::NoSuchTram { company, tram } => format!(
            "{} hat keine Tramway Nummer {}",
            tram_company(*company),
            tram.saturating_add(1)
        ),
        Refusal::NotCompanyLine { line, company } => {
            format!("Linie {line} gehört nicht zu {}", tram_company(*company))
        }
        Refusal::TramAlreadyThere => "die Tramway ist schon dort".into(),
        Refusal::MustBuyTram { company } => format!(
            "{} besitzt keine Tramway und muss vor Rundenende eine kaufen",
            tram_company(*company)
        ),
        Refusal::LineNotOnDisplay { line } => {
            format!("Linie {line} liegt nicht in der Linienauslage")
        }
        Refusal::TreasuryShort { cost, treasury } => {
            format!("es kostet {cost} und die Kasse enthält {treasury}; der Direktor zahlt nicht")
        }
        Refusal::ConstructionEnded { line } => {
            format!("Linie {line} hat ihre Tramway verschrottet, damit endete ihr Ausbau")
        }
        Refusal::AlreadyLaid { line } => {
            format!("Linie {line} hat in diesem Zug schon ein Gleisteil gelegt oder aufgewertet")
        }
        Refusal::AlreadyLaidStadtbahn { line } => {
            format!("Linie {line} hat in diesem Zug schon ein Stadtbahn-Gleisteil gelegt")
        }
        Refusal::AlreadyPlacedStation { line } => format!(
            "Linie {line} hat in diesem Zug schon ihren Stationsmarker gesetzt; einen zweiten gibt \
             es nur durch einen Stadtbahn-Bonus"
        ),
        Refusal::Lay(e) => lay_refusal(e),
        Refusal::Board(e) => board_refusal(e),
        Refusal::Route(e) => route_refusal(e),
        Refusal::NotBestRoute { revenue, best } => format!(
            "diese Strecke fährt {revenue} ein, die Linie kann aber {best} einfahren: die Tramway \
             muss die beste Strecke fahren"
        ),
        Refusal::NoTramToRun { line } => format!("Linie {line} hat keine Tramway zum Fahren"),
        Refusal::NoStationLeft { line } => {
            format!("Linie {line} hat schon alle sechs Stationsmarker gesetzt")
        }
        Refusal::NoCircle { hex } => {
            format!("dort auf {hex} gibt es keinen Kreis einer Umsteigestelle")
        }
        Refusal::CircleTaken { hex } => format!("der Kreis auf {hex} ist schon belegt"),
        Refusal::StationOnHex { hex } => {
            format!("die Linie hat schon einen Stationsmarker auf {hex}")
        }
        Refusal::NotReached { hex } => {
            format!("die Linie hat kein freies Gleis von ihren Stationen nach {hex}")
        }
        Refusal::KeptForHome { hex } => format!(
            "ein Kreis auf {hex} bleibt frei für die Heimatstation einer Linie, die noch nicht am \
             Zug war"
        ),
        Refusal::HomeFirst { home } => {
            format!("die Linie setzt zuerst ihren Stationsmarker auf ihre Heimatstation {home}")
        }
        Refusal::LiftedFirst { hex } => {
            format!("die Linie setzt zuerst die von {hex} gehobenen Stationsmarker zurück")
        }
        Refusal::NoStadtbahnMarker { hex } => {
            format!("an diesem Kreis von {hex} liegt kein Stadtbahnmarker")
        }
        Refusal::TerminalMarker { hex } => format!(
            "der Stadtbahnmarker der Endstation auf {hex} lässt sich nicht entfernen (nur der \
             von G3)"
        ),
        Refusal::MarkerNotReached { hex } => {
            format!("die Linie muss den Stadtbahnmarker auf {hex} erreichen, um ihn zu entfernen")
        }
        Refusal::ScrapOwnTramOnly => {
            "auf 18xx.games verschrottet eine Linie nur ihre eigene Tramway, wenn diese fahren \
             würde"
                .into()
        }
        Refusal::ScrapWhileBuyingOnly => {
            "auf 18xx.games werden Tramways nur im Kaufschritt verschrottet".into()
        }
        Refusal::BuyingOver => {
            "der Kaufschritt ist vorbei: verteile die Tramways oder schließe ab".into()
        }
        Refusal::ArrangeAfterBuying => {
            "Tramways werden nach dem Kaufschritt verteilt: schließe zuerst den Kauf ab".into()
        }
        Refusal::LineLeftIdle { company } => format!(
            "{} behält eine freie Tramway: keine ihrer Linien darf ohne Tramway bleiben",
            tram_company(*company)
        ),
    }
}

/// Eine Runde, wie die Rundenleiste sie druckt: „AR1“, „GR2“, „LR3b“.
pub(super) fn round_short(round: Round) -> String {
    match round {
        Round::PreShare => "Vor".into(),
        Round::Share(n) => format!("AR{n}"),
        Round::Company(n) => format!("GR{n}"),
        Round::Line(n, letter) => format!("LR{n}{letter}"),
        Round::End => "Ende".into(),
    }
}

/// Eine Zahl von Zügen: „1 Zug“, „35 Züge“.
pub(super) fn moves_played(count: usize) -> String {
    match count {
        1 => "1 Zug".into(),
        _ => format!("{} Züge", n(count as i64)),
    }
}

/// Die Fassung eines anderen Tabs.
pub(super) fn conflict_detail(theirs: usize, ours: usize) -> String {
    format!(
        "Dort hat es {}, hier {}. Hier wird nichts gespeichert, bis du wählst.",
        moves_played(theirs),
        moves_played(ours)
    )
}

/// Ein gespeicherter Zug, den die Regeln beim Nachspielen ablehnen.
pub(super) fn replay_refused(index: usize, kind: &str, reason: &str) -> String {
    format!("Aktion {index} ({kind}) wurde abgelehnt: {reason}")
}

/// Warum eine Aufstellung kein Spiel beginnen kann.
pub(super) fn setup_problem(e: &SetupError) -> String {
    match e {
        SetupError::PlayerCount(count) => {
            format!("1840 wird zu zweit bis zu sechst gespielt, nicht mit {count} Personen")
        }
        SetupError::Names => "jeder Spieler braucht einen eigenen Namen".into(),
        SetupError::Deal(why) => format!("die feste Verteilung passt nicht zu diesem Spiel: {why}"),
        SetupError::Version(v) => format!(
            "dieser Spielstand hat die Formatversion {v}, neuer als diese App versteht \
             ({SAVE_VERSION})"
        ),
    }
}

/// Warum ein Export von 18xx.games nicht eingelesen werden kann. Aus dem Export zitierte
/// Angaben (und die Hinweise des Importers zu einem beschädigten Protokoll) bleiben, wie sie
/// sind.
pub(super) fn import_problem(e: &ImportError, names: &(impl Names + ?Sized)) -> String {
    match e {
        ImportError::NotJson(why) => format!("diese Datei ist kein JSON: {why}"),
        ImportError::Truncated(why) => {
            format!("diese Datei endet zu früh, sie scheint abgeschnitten: {why}")
        }
        ImportError::NotAnExport(why) => format!("das ist kein Export von 18xx.games: {why}"),
        ImportError::Title(title) => {
            format!("das ist ein 18xx.games-Export von „{title}“, nicht von 1840")
        }
        ImportError::OptionalRule(rule) => {
            format!("die optionale Regel „{rule}“ von 18xx.games wird nicht unterstützt")
        }
        ImportError::Players(count) => {
            format!("1840 wird zu zweit bis zu sechst gespielt, dieser Export hat {count} Spieler")
        }
        ImportError::Log { index, reason } => format!(
            "das Aktionsprotokoll ist bei Aktion {index} beschädigt oder unvollständig: {reason}"
        ),
        ImportError::UnknownAction { index, kind } => {
            format!("Aktion {index} hat den Typ „{kind}“, der in 1840 nicht vorkommt")
        }
        ImportError::Unmappable { index, kind, reason } => {
            format!("Aktion {index} ({kind}) lässt sich nicht einlesen: {reason}")
        }
        ImportError::Setup(e) => {
            format!("die aus diesem Export gelesene Aufstellung ist ungültig: {}", setup_problem(e))
        }
        ImportError::Refused { index, kind, ours, error } => format!(
            "Aktion {index} ({kind}) wurde abgelehnt (als {ours}): {}",
            refusal(error, names)
        ),
    }
}

/// Warum ein Spiel nicht für 18xx.games exportiert werden kann.
pub(super) fn export_problem(e: &ExportError, names: &(impl Names + ?Sized)) -> String {
    match e {
        ExportError::Setup(_) => text(Text::ErrNotEighteenXxRules).into(),
        ExportError::Invalid(e) => format!("die Aufstellung ist ungültig: {}", setup_problem(e)),
        ExportError::Refused { index, kind, error } => {
            format!("Aktion {index} ({kind}) wird abgelehnt: {}", refusal(error, names))
        }
        ExportError::NotAccepted { index, kind, reason } => {
            format!("Aktion {index} ({kind}) ist auf 18xx.games nicht spielbar: {reason}")
        }
    }
}

/// Warum der Zug eines Tipps gut ist: „+40 Einnahmen für Linie 7 (80 → 120)“.
pub(super) fn advice(reason: &Reason) -> String {
    match reason {
        Reason::Route { line, before, after } if after > before => {
            format!(
                "+{} Einnahmen für Linie {line} ({} → {})",
                n(after - before),
                n(*before),
                n(*after)
            )
        }
        Reason::Route { line, before, after } if after == before => {
            format!(
                "Die beste Strecke von Linie {line} bleibt vorerst bei {}; die weitergespielten Partien sprechen für diesen Zug",
                n(*before)
            )
        }
        Reason::Route { line, before, after } => {
            format!(
                "Die beste Strecke von Linie {line} geht von {} auf {}, doch die weitergespielten Partien sprechen für diesen Zug",
                n(*before),
                n(*after)
            )
        }
        Reason::Run { line, revenue } => {
            format!("Linie {line} fährt ihre beste Strecke, {} wert", n(*revenue))
        }
        Reason::Director { company, par } => {
            format!(
                "Du wirst Direktor von {} zum Nennwert {}: ihre Linien verdienen für deine Aktien",
                tram_company(*company),
                n(*par)
            )
        }
        Reason::Holding { company: c, percent } => {
            format!("Bringt dich auf {percent} % von {}", company(*c))
        }
        Reason::Private { private: p, face } => format!(
            "{} ist bis zu seinem Nennwert wert, {} G: er zahlt die Hälfte davon in jeder Gesellschaftsrunde",
            private(*p),
            n(*face)
        ),
        Reason::EarlyCard => {
            "Eine frühe Karte lässt dich zuerst eine Privatgesellschaft wählen".to_owned()
        }
        Reason::Dividend { company, kept: 0 } => {
            format!(
                "{} schüttet alles aus: der Kurs steigt und deine Aktien verdienen",
                tram_company(*company)
            )
        }
        Reason::Dividend { company, kept } => format!(
            "Behält {} G in der Kasse von {} für eine Tram, die ihre Linien brauchen",
            n(*kept),
            tram_company(*company)
        ),
        Reason::TramForLine { company } => {
            format!(
                "Eine Linie von {} hat keine Tram, und ohne sie fährt sie nichts",
                tram_company(*company)
            )
        }
        Reason::NewerTram { company } => {
            format!("Eine neuere Tram für {}, bevor die älteren rosten", tram_company(*company))
        }
        Reason::TramOnLine { line } => format!("Linie {line} hat noch keine Tram"),
        Reason::NewLine { company, lines } => {
            format!("Eine weitere Linie für {}, die {lines} hat", tram_company(*company))
        }
        Reason::CompanyPrivate { private: p } => {
            format!(
                "Die Gesellschaft erhält den Bonus von {} für ihre Linien, und du den Preis",
                private(*p)
            )
        }
        Reason::Pass => "Nichts im Angebot ist jetzt seinen Preis wert".to_owned(),
        Reason::Other => "Er schnitt in den weitergespielten Partien am besten ab".to_owned(),
    }
}

/// Was die nach dem Zug eines Tipps weitergespielten Partien ergaben.
pub(super) fn outlook(futures: usize, margin: i64) -> String {
    let games = if futures == 1 {
        "1 von dort weitergespielten Partie".to_owned()
    } else {
        format!("{futures} von dort weitergespielten Partien")
    };
    if margin >= 0 {
        format!("In {games} lagst du im Schnitt {} G vor dem reichsten Mitspieler.", n(margin))
    } else {
        format!("In {games} lagst du im Schnitt {} G hinter dem reichsten Mitspieler.", n(-margin))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tramways_engine::game::PlayerId;

    struct Two;
    impl Names for Two {
        fn player(&self, player: PlayerId) -> String {
            ["Anna", "Bruno"][usize::from(player)].into()
        }
    }

    #[test]
    fn refusals_are_worded_with_names_and_numbers() {
        let turn = Refusal::NotYourTurn { expected: Who::Player(0), got: Who::Player(1) };
        assert_eq!(
            refusal(&turn, &Two),
            "du bist nicht am Zug: jetzt entscheidet Anna, nicht Bruno"
        );
        let short = refusal(&Refusal::TreasuryShort { cost: 40, treasury: 25 }, &Two);
        assert_eq!(short, "es kostet 40 und die Kasse enthält 25; der Direktor zahlt nicht");
        let lay = Refusal::Lay(LayError::WrongHex {
            tile: "7",
            hex: "H26".parse().unwrap(),
            reason: HexTakes::PlainTakesHalt,
        });
        assert_eq!(
            refusal(&lay, &Two),
            "Gleisteil 7 darf nicht auf H26: weiße Hexfelder nehmen nur Gleisteile mit Haltestelle"
        );
        let not_yet = LayError::NotYet { color: TileColor::Green };
        assert_eq!(lay_refusal(&not_yet), "Grüne Gleisteile sind noch nicht verfügbar");
    }
}
