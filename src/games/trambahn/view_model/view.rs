//! Trambahn's table as plain data (no Leptos): what each part of the table shows, whose hand
//! may be seen, and the moves a tap may make. Every move offered is one of the engine's
//! [`Game::available`] actions; nothing here decides a rule.
//!
//! Each part is its own function so that the table keeps one memo per part and a move redraws
//! only the parts it changed.
//!
//! [`Seating`] says who may see which hand: the pass-and-play curtain keyed by the turn it was
//! lifted for, the person's hand against the computer, all hands at the end
//! ([`seating_looking_back`] for a past position: none in pass-and-play). [`Moves`] is the
//! selection (a hand card or a tram) with the places it may go, each with one of the engine's
//! actions. [`end_turn_loss`] is what End turn would send to money, from the engine's
//! [`Game::preview`].

use trambahn_engine::cards::MARKS_PER_CARD;
use trambahn_engine::rules::{EXTRA_TOUR_CARD, LAST_SCORING, PASSENGERS_TO_SCORE};
use trambahn_engine::{
    Action, Card, CardId, Colour, Column, Event, Game, PlayerId, RulesVersion, ScoringKind, Setup,
    State, Step, TramId, TramKind,
};

/// The terminals' numbers as printed (I–IV), which also tell the colours apart without colour.
pub fn numeral(colour: Colour) -> &'static str {
    ["I", "II", "III", "IV"][colour.index()]
}

/// A language-free name of a colour, for CSS classes and `data-colour`.
pub fn colour_key(colour: Colour) -> &'static str {
    ["blue", "red", "green", "yellow"][colour.index()]
}

/// A language-free name of a tram kind, for CSS classes and `data-kind`.
pub fn kind_key(kind: TramKind) -> &'static str {
    match kind {
        TramKind::Horse => "horse",
        TramKind::Steam => "steam",
        TramKind::Electric => "electric",
    }
}

/// A card face up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CardFace {
    /// The card.
    pub id: CardId,
    /// Its colour (`None`: a conductor).
    pub colour: Option<Colour>,
    /// Its value (`None`: a conductor).
    pub value: Option<u8>,
    /// Its victory points as a station.
    pub points: u32,
}

impl CardFace {
    /// The face of `id` in a game played under `rules` (which say its victory points).
    pub fn of(id: CardId, rules: RulesVersion) -> CardFace {
        let card = id.card().unwrap_or(Card::Conductor);
        let (colour, value) = match card {
            Card::Station { colour, value } => (Some(colour), Some(value)),
            Card::Conductor => (None, None),
        };
        CardFace { id, colour, value, points: card.victory_points(rules) }
    }
}

/// A tram card face up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TramFace {
    /// The tram.
    pub id: TramId,
    /// Its kind.
    pub kind: TramKind,
    /// Its multiplier.
    pub multiplier: u32,
    /// Its price in money cards.
    pub price_cards: u32,
    /// Its price in marks.
    pub price_marks: u32,
}

impl TramFace {
    /// The face of `id`.
    pub fn of(id: TramId) -> TramFace {
        let kind = id.row().map_or(TramKind::Horse, |r| r.kind);
        let price_cards = id.price_cards();
        TramFace {
            id,
            kind,
            multiplier: id.multiplier(),
            price_cards,
            price_marks: price_cards.saturating_mul(MARKS_PER_CARD),
        }
    }
}

/// A terminal and its waiting passengers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TerminalView {
    /// Its colour.
    pub colour: Colour,
    /// The passengers waiting, in the order played.
    pub passengers: Vec<CardFace>,
    /// Passengers still to come before it scores (the 4th scores).
    pub to_score: usize,
}

/// The four terminals, I–IV.
pub fn terminals(state: &State) -> Vec<TerminalView> {
    Colour::ALL
        .iter()
        .zip(&state.terminals)
        .map(|(&colour, cards)| TerminalView {
            colour,
            passengers: cards.iter().map(|&c| CardFace::of(c, state.rules)).collect(),
            to_score: PASSENGERS_TO_SCORE.saturating_sub(cards.len()),
        })
        .collect()
}

/// One column of a player's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ColumnView {
    /// Its index (the engine's; shown from 1).
    pub index: usize,
    /// Its colour.
    pub colour: Colour,
    /// Its cards in the order played.
    pub cards: Vec<CardFace>,
    /// Its tram, if bought.
    pub tram: Option<TramFace>,
    /// Closed by its 10.
    pub closed: bool,
    /// Its extra tour has run.
    pub extra_tour_done: bool,
    /// Cards still to come before its extra tour (`None` once it has run).
    pub to_extra_tour: Option<usize>,
    /// Its station cards' victory points.
    pub station_points: u32,
    /// What it scores when it runs (0 without a tram).
    pub run_points: u32,
}

fn column_view(index: usize, column: &Column, rules: RulesVersion) -> ColumnView {
    ColumnView {
        index,
        colour: column.colour,
        cards: column.cards.iter().map(|&c| CardFace::of(c, rules)).collect(),
        tram: column.tram.map(TramFace::of),
        closed: column.is_closed(),
        extra_tour_done: column.extra_tour_done,
        to_extra_tour: (!column.extra_tour_done)
            .then(|| EXTRA_TOUR_CARD.saturating_sub(column.cards.len())),
        station_points: column.station_points(rules),
        run_points: column.run_points(rules),
    }
}

/// What everyone sees of a player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerView {
    /// The seat.
    pub id: PlayerId,
    /// The name.
    pub name: String,
    /// Whether the computer plays the seat.
    pub bot: bool,
    /// Whether it is this player's turn (and the game goes on).
    pub to_play: bool,
    /// The columns in the order started.
    pub columns: Vec<ColumnView>,
    /// Money cards.
    pub money_cards: usize,
    /// Money in marks.
    pub marks: u32,
    /// Cards in hand (their faces are the player's secret).
    pub hand_size: usize,
    /// Victory points so far.
    pub victory_points: u32,
}

/// What everyone sees of `player`'s (0 or 1).
pub fn player(game: &Game, player: PlayerId) -> PlayerView {
    let state = game.state();
    let id = player.min(1);
    let p = &state.players[usize::from(id)];
    PlayerView {
        id,
        name: p.name.clone(),
        bot: game.setup().bot(id).is_some(),
        to_play: state.current == id && !state.is_over(),
        columns: p
            .columns
            .iter()
            .enumerate()
            .map(|(i, c)| column_view(i, c, state.rules))
            .collect(),
        money_cards: p.money.len(),
        marks: p.marks(),
        hand_size: p.hand.len(),
        victory_points: p.victory_points,
    }
}

/// The trams on offer and the piles.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SupplyView {
    /// The trams on display.
    pub display: Vec<TramFace>,
    /// Trams left in the stack.
    pub trams_left: usize,
    /// Cards in the deck.
    pub deck: usize,
    /// Cards in the discard pile.
    pub discard: usize,
}

/// The tram display and the piles.
pub fn supply(state: &State) -> SupplyView {
    SupplyView {
        display: state.display.iter().copied().map(TramFace::of).collect(),
        trams_left: state.tram_stack.len(),
        deck: state.deck.len(),
        discard: state.discard.len(),
    }
}

/// Whose turn and where it stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StatusView {
    /// Whose turn.
    pub current: PlayerId,
    /// The player's name.
    pub name: String,
    /// Whether the computer plays that seat.
    pub bot: bool,
    /// The step (the engine's).
    pub step: Step,
    /// Regular scorings so far.
    pub scorings: u8,
    /// The scoring that ends the game.
    pub last_scoring: u8,
}

/// Whose turn it is, the step, the scorings so far.
pub fn status(game: &Game) -> StatusView {
    let state = game.state();
    StatusView {
        current: state.current,
        name: state.current_player().name.clone(),
        bot: game.setup().bot(state.current).is_some(),
        step: state.step,
        scorings: state.regular_scorings,
        last_scoring: LAST_SCORING,
    }
}

/// The moment a person lifted the curtain: the turns completed and whose turn it was. The
/// curtain comes down again as soon as the turn is another one.
pub type TurnKey = (u32, PlayerId);

/// The turn now, as the curtain knows it.
pub fn turn_key(state: &State) -> TurnKey {
    (state.turns, state.current)
}

/// Who may see which hand now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seating {
    /// Pass-and-play between turns: every hand is hidden until this player taps.
    Curtain(PlayerId),
    /// This seat's hand is face up (the person at the table, or the player to play in
    /// pass-and-play after the tap).
    Viewer(PlayerId),
    /// No hand is shown (the computer plays both seats).
    Nobody,
    /// Pass-and-play while the history browser looks back: every hand stays hidden, with no
    /// curtain to lift (whoever holds the tablet now may not have held it then).
    Hidden,
    /// The game is over: every hand is face up.
    Open,
}

/// Who may see which hand, given the turn the curtain was last lifted for (`revealed`). Both
/// seats people: the hand of the player to play, after the tap; one seat the computer's: the
/// person's hand, always; the game over: all.
pub fn seating(game: &Game, revealed: Option<TurnKey>) -> Seating {
    let state = game.state();
    if game.is_over() {
        return Seating::Open;
    }
    let setup = game.setup();
    let people: Vec<PlayerId> = [0, 1].into_iter().filter(|&p| setup.bot(p).is_none()).collect();
    match people.as_slice() {
        [_, _] if revealed == Some(turn_key(state)) => Seating::Viewer(state.current),
        [_, _] => Seating::Curtain(state.current),
        [person] => Seating::Viewer(*person),
        _ => Seating::Nobody,
    }
}

/// Who may see which hand while the history browser looks back at `game` (a past position):
/// in pass-and-play no hand at all (the curtain's rule holds in the past too); against the
/// computer the person's own hand, as it was then; the computer's hand never.
pub fn seating_looking_back(game: &Game) -> Seating {
    let setup = game.setup();
    let people: Vec<PlayerId> = [0, 1].into_iter().filter(|&p| setup.bot(p).is_none()).collect();
    match people.as_slice() {
        [_, _] => Seating::Hidden,
        [person] => Seating::Viewer(*person),
        _ => Seating::Nobody,
    }
}

/// A hand shown face up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HandView {
    /// Whose.
    pub owner: PlayerId,
    /// The cards, in the order held.
    pub cards: Vec<CardFace>,
}

/// The hands that may be seen now (never one the seating hides).
pub fn hands(game: &Game, seating: Seating) -> Vec<HandView> {
    let state = game.state();
    let hand = |owner: PlayerId| HandView {
        owner,
        cards: state.players[usize::from(owner.min(1))]
            .hand
            .iter()
            .map(|&c| CardFace::of(c, state.rules))
            .collect(),
    };
    match seating {
        Seating::Viewer(p) => vec![hand(p)],
        Seating::Open => vec![hand(0), hand(1)],
        Seating::Curtain(_) | Seating::Nobody | Seating::Hidden => Vec::new(),
    }
}

/// What is selected before a move: a hand card or a tram on display.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Selection {
    /// A hand card.
    Card(CardId),
    /// A tram on display.
    Tram(TramId),
}

/// Where a move puts the selected card or tram.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Place {
    /// A terminal (a passenger).
    Terminal(Colour),
    /// One of the acting player's columns, by index (a station, or a tram).
    Column(usize),
    /// A new column (a station starting it).
    NewColumn,
    /// The money pile.
    Money,
}

/// A place that lights up, and the engine's action a tap on it plays.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Target {
    /// Where.
    pub place: Place,
    /// The action (one of `available`).
    pub action: Action,
}

/// What the person at the table may do now.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Moves {
    /// The seat that acts (`None`: nobody at the table may move now).
    pub acting: Option<PlayerId>,
    /// Hand cards that some move uses.
    pub playable_cards: Vec<CardId>,
    /// Trams on display that may be bought now.
    pub buyable_trams: Vec<TramId>,
    /// The selection, when it is still one with a move.
    pub selection: Option<Selection>,
    /// The places the selection may go, each with its action.
    pub targets: Vec<Target>,
    /// Whether the turn may end now.
    pub end_turn: bool,
}

impl Moves {
    /// The action a tap on `place` plays, if it is lit.
    pub fn at(&self, place: Place) -> Option<&Action> {
        self.targets.iter().find(|t| t.place == place).map(|t| &t.action)
    }
}

/// The card or tram an action uses, and where it goes.
pub fn selection_and_place(action: &Action) -> Option<(Selection, Place)> {
    Some(match *action {
        Action::PlayPassenger { card, terminal } => {
            (Selection::Card(card), Place::Terminal(terminal))
        }
        Action::StartColumn { card } => (Selection::Card(card), Place::NewColumn),
        Action::PlayStation { card, column } => (Selection::Card(card), Place::Column(column)),
        Action::PutToMoney { card } => (Selection::Card(card), Place::Money),
        Action::BuyTram { tram, column } => (Selection::Tram(tram), Place::Column(column)),
        Action::EndTurn => return None,
    })
}

/// The moves on offer for the seating and the selection, from the engine's `available`
/// actions only: a seat moves when it is its turn and its hand is face up to it.
pub fn moves(
    available: &[Action],
    state: &State,
    seating: Seating,
    selection: Option<Selection>,
) -> Moves {
    let acting = match seating {
        Seating::Viewer(p) if p == state.current && !state.is_over() => p,
        _ => return Moves::default(),
    };
    let mut out = Moves { acting: Some(acting), ..Moves::default() };
    for action in available {
        match selection_and_place(action) {
            Some((Selection::Card(c), _)) if !out.playable_cards.contains(&c) => {
                out.playable_cards.push(c);
            }
            Some((Selection::Tram(t), _)) if !out.buyable_trams.contains(&t) => {
                out.buyable_trams.push(t);
            }
            Some(_) => {}
            None => out.end_turn = true,
        }
    }
    out.targets = available
        .iter()
        .filter_map(|a| {
            let (s, place) = selection_and_place(a)?;
            (Some(s) == selection).then(|| Target { place, action: a.clone() })
        })
        .collect();
    out.selection = selection.filter(|_| !out.targets.is_empty());
    out
}

/// The end of the game: the engine's outcome with the names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResultView {
    /// Each player: name, victory points, money cards, marks.
    pub players: [ResultRow; 2],
    /// The winner; `None`: a shared win.
    pub winner: Option<PlayerId>,
}

/// One player's line of the result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResultRow {
    /// The name.
    pub name: String,
    /// Victory points.
    pub points: u32,
    /// Money cards (the tie-break).
    pub money_cards: usize,
    /// Money in marks.
    pub marks: u32,
}

/// The result once the game is over (the engine's [`Game::outcome`]).
pub fn result(game: &Game) -> Option<ResultView> {
    if !game.is_over() {
        return None;
    }
    let outcome = game.outcome();
    let row = |p: usize| {
        let cards = outcome.money[p];
        ResultRow {
            name: game.state().players[p].name.clone(),
            points: outcome.victory_points[p],
            money_cards: cards,
            marks: u32::try_from(cards).unwrap_or(u32::MAX).saturating_mul(MARKS_PER_CARD),
        }
    };
    Some(ResultView { players: [row(0), row(1)], winner: outcome.winner })
}

/// One line of the log: an event and the action (by index) that caused it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LogLine {
    /// The action's index in the log.
    pub action: usize,
    /// What happened.
    pub event: Event,
}

/// One scoring on the score pad.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ScoreRow {
    /// Regular (its number and colour) or an extra tour.
    pub kind: ScoringKind,
    /// The points each player scored in it.
    pub points: [u32; 2],
}

/// The game's story from its log: the last turns' events and every scoring.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Story {
    /// The events of the turn under way and of the one before it, oldest first (at most
    /// [`RECENT_LINES`]).
    pub recent: Vec<LogLine>,
    /// Every scoring so far, oldest first.
    pub scorings: Vec<ScoreRow>,
}

/// The log shows at most this many lines.
pub const RECENT_LINES: usize = 40;

/// The story of the log `actions` from `setup` (replayed once: worked out per action count).
/// Events that say nothing to the table (the cards drawn) are left out of the recent lines.
pub fn story(setup: &Setup, actions: &[Action]) -> Story {
    let Ok((_, log)) = Game::replay_with_events(setup, actions) else {
        return Story::default();
    };
    let scorings = log
        .iter()
        .flatten()
        .filter_map(|e| match e {
            Event::Scored { kind, lines } => {
                let mut points = [0u32; 2];
                for line in lines {
                    let p = &mut points[usize::from(line.player.min(1))];
                    *p = p.saturating_add(line.points);
                }
                Some(ScoreRow { kind: *kind, points })
            }
            _ => None,
        })
        .collect();
    // From the end back to the start of the turn before this one: past two turn ends, or
    // one when the last action ended a turn.
    let mut ends = 0;
    let mut start = 0;
    for (i, action) in actions.iter().enumerate().rev() {
        if *action == Action::EndTurn {
            ends += 1;
            let wanted = if i + 1 == actions.len() { 3 } else { 2 };
            if ends == wanted {
                start = i + 1;
                break;
            }
        }
    }
    let mut recent: Vec<LogLine> = log
        .into_iter()
        .enumerate()
        .skip(start)
        .flat_map(|(action, events)| events.into_iter().map(move |event| LogLine { action, event }))
        .filter(|l| !matches!(l.event, Event::Drew { .. }))
        .collect();
    if recent.len() > RECENT_LINES {
        recent.drain(..recent.len() - RECENT_LINES);
    }
    Story { recent, scorings }
}

/// What End turn would send to the mover's money now (issue 49: said before it happens).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EndTurnLoss {
    /// Columns without a tram.
    pub columns: usize,
    /// Their cards.
    pub cards: usize,
}

/// What End turn would send to money, as the engine foresees it ([`Game::preview`]'s
/// `ColumnsToMoney`); `None` when End turn is not on offer or sends nothing.
pub fn end_turn_loss(game: &Game) -> Option<EndTurnLoss> {
    let mover = game.state().current;
    let events = game.preview(&Action::EndTurn).ok()?;
    events.into_iter().find_map(|e| match e {
        Event::ColumnsToMoney { player, columns, cards } if player == mover && columns > 0 => {
            Some(EndTurnLoss { columns, cards })
        }
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use trambahn_engine::bot::Level;
    use trambahn_engine::selfplay::random_game;

    /// Every position of random game `seed`, from the start to its end.
    fn positions(seed: u64) -> Vec<Game> {
        let end = random_game(seed);
        let mut game = Game::new(end.setup().clone()).expect("the set-up starts");
        let mut out = vec![game.clone()];
        for action in end.actions() {
            game.apply(action).expect("the log replays");
            out.push(game.clone());
        }
        out
    }

    /// The warning before End turn says exactly what End turn then does: the columns and
    /// cards of its `ColumnsToMoney`, nothing when it sends nothing or is not on offer.
    #[test]
    fn trambahn_the_end_turn_warning_is_what_end_turn_sends_to_money() {
        let (mut warned, mut quiet) = (0, 0);
        for seed in 0..6 {
            for game in positions(seed) {
                let loss = end_turn_loss(&game);
                if !game.available().contains(&Action::EndTurn) {
                    assert_eq!(loss, None, "no warning while End turn is not on offer");
                    continue;
                }
                let events = game.clone().apply(&Action::EndTurn).expect("End turn on offer");
                let sent = events.iter().find_map(|e| match *e {
                    Event::ColumnsToMoney { columns, cards, .. } if columns > 0 => {
                        Some(EndTurnLoss { columns, cards })
                    }
                    _ => None,
                });
                assert_eq!(loss, sent);
                if loss.is_some() { warned += 1 } else { quiet += 1 }
            }
        }
        assert!(warned > 0 && quiet > 0, "both cases seen: {warned} warned, {quiet} quiet");
    }

    fn with_bot(game: &Game, seat: usize) -> Game {
        let mut setup = game.setup().clone();
        setup.bots = vec![None, None];
        setup.bots[seat] = Some(Level::Greedy);
        Game::replay(&setup, game.actions()).expect("the log replays")
    }

    /// The targets lit for a selected card or tram are exactly the engine's available actions
    /// with that card or tram, and a tap plays one of them.
    #[test]
    fn trambahn_targets_are_exactly_the_available_actions_of_the_selection() {
        for game in positions(3).iter().step_by(3) {
            let available = game.available();
            let seating = seating(game, Some(turn_key(game.state())));
            let state = game.state();
            let picks = state
                .current_player()
                .hand
                .iter()
                .map(|&c| Selection::Card(c))
                .chain(state.display.iter().map(|&t| Selection::Tram(t)));
            for pick in picks {
                let m = moves(&available, state, seating, Some(pick));
                let lit: Vec<&Action> = m.targets.iter().map(|t| &t.action).collect();
                let offered: Vec<&Action> = available
                    .iter()
                    .filter(|a| selection_and_place(a).is_some_and(|(s, _)| s == pick))
                    .collect();
                assert_eq!(lit, offered, "{pick:?}");
                assert_eq!(m.selection.is_some(), !offered.is_empty());
                for t in &m.targets {
                    assert_eq!(m.at(t.place), Some(&t.action));
                }
            }
            let m = moves(&available, state, seating, None);
            assert!(m.targets.is_empty());
            assert_eq!(m.end_turn, available.contains(&Action::EndTurn));
            for c in &m.playable_cards {
                assert!(
                    moves(&available, state, seating, Some(Selection::Card(*c)))
                        .selection
                        .is_some()
                );
            }
        }
    }

    /// A selection with no move (a card not in hand, a tram not on offer) lights nothing.
    #[test]
    fn trambahn_a_selection_without_moves_lights_nothing() {
        let game = Game::new(Setup::new("Anna", "Bruno", 5)).expect("starts");
        let state = game.state();
        let seat = seating(&game, Some(turn_key(state)));
        let other = state.players[1].hand[0];
        let m = moves(&game.available(), state, seat, Some(Selection::Card(other)));
        assert_eq!(m.selection, None);
        assert!(m.targets.is_empty());
        // Trams are bought in step 4, after a passenger: none at the start.
        let tram = state.display[0];
        let m = moves(&game.available(), state, seat, Some(Selection::Tram(tram)));
        assert!(m.targets.is_empty());
        assert!(m.buyable_trams.is_empty());
    }

    /// Pass-and-play: with the curtain down no hand is in the view and nothing may be played;
    /// after the tap, only the hand of the player to play, never the other's.
    #[test]
    fn trambahn_the_curtain_hides_every_hand_and_the_other_hand_is_never_shown() {
        for game in positions(11) {
            let state = game.state();
            if game.is_over() {
                assert_eq!(seating(&game, None), Seating::Open);
                assert_eq!(hands(&game, Seating::Open).len(), 2);
                continue;
            }
            let down = seating(&game, None);
            assert_eq!(down, Seating::Curtain(state.current));
            assert!(hands(&game, down).is_empty());
            assert_eq!(moves(&game.available(), state, down, None), Moves::default());
            // Lifted for an earlier turn: still down.
            let earlier = (state.turns.wrapping_sub(1), 1 - state.current);
            assert_eq!(seating(&game, Some(earlier)), down);
            let up = seating(&game, Some(turn_key(state)));
            let shown = hands(&game, up);
            assert_eq!(shown.len(), 1);
            assert_eq!(shown[0].owner, state.current);
            let held: Vec<CardId> = shown[0].cards.iter().map(|c| c.id).collect();
            assert_eq!(held, state.current_player().hand);
            assert!(moves(&game.available(), state, up, None).acting == Some(state.current));
        }
    }

    /// Against the computer: the person's hand is always shown (no curtain), the computer's
    /// never, and the person moves only in their own turn.
    #[test]
    fn trambahn_against_the_computer_the_persons_hand_is_shown_and_the_bots_never() {
        for game in positions(7).iter().step_by(5) {
            for bot in [0, 1] {
                let game = with_bot(game, bot);
                let person = 1 - bot as PlayerId;
                let s = seating(&game, None);
                if game.is_over() {
                    assert_eq!(s, Seating::Open);
                    continue;
                }
                assert_eq!(s, Seating::Viewer(person));
                let shown = hands(&game, s);
                assert_eq!(shown.len(), 1);
                assert_eq!(shown[0].owner, person);
                let m = moves(&game.available(), game.state(), s, None);
                assert_eq!(m.acting.is_some(), game.state().current == person);
            }
        }
    }

    /// Looking back (issue 49): in pass-and-play no hand is in the view at any past position,
    /// the game's end included, and there is no curtain to lift; against the computer only the
    /// person's hand, as it was then; with no person, none. Nothing may be played from it.
    #[test]
    fn trambahn_looking_back_shows_no_hand_in_pass_and_play_and_never_the_computers() {
        for game in positions(13).iter().step_by(3) {
            let past = seating_looking_back(game);
            assert_eq!(past, Seating::Hidden);
            assert!(hands(game, past).is_empty());
            assert_eq!(moves(&game.available(), game.state(), past, None), Moves::default());
            for bot in [0, 1] {
                let against = with_bot(game, bot);
                let person = 1 - bot as PlayerId;
                let past = seating_looking_back(&against);
                assert_eq!(past, Seating::Viewer(person));
                let shown = hands(&against, past);
                assert_eq!(shown.len(), 1);
                assert_eq!(shown[0].owner, person);
                let held: Vec<CardId> = shown[0].cards.iter().map(|c| c.id).collect();
                assert_eq!(held, against.state().players[usize::from(person)].hand);
            }
            let mut setup = game.setup().clone();
            setup.bots = vec![Some(Level::Greedy), Some(Level::Random)];
            let bots = Game::replay(&setup, game.actions()).expect("the log replays");
            assert_eq!(seating_looking_back(&bots), Seating::Nobody);
        }
    }

    /// The end screen is the engine's outcome.
    #[test]
    fn trambahn_the_result_is_the_engines_outcome() {
        for seed in [1, 2, 3] {
            let game = random_game(seed);
            assert!(game.is_over());
            let r = result(&game).expect("a result at the end");
            let o = game.outcome();
            assert_eq!([r.players[0].points, r.players[1].points], o.victory_points);
            assert_eq!([r.players[0].money_cards, r.players[1].money_cards], o.money);
            assert_eq!(r.winner, o.winner);
            assert_eq!(r.players[0].name, "Anna");
            let before = game.at(game.actions().len() - 1).expect("replays");
            assert_eq!(result(&before), None);
        }
    }

    /// The score pad adds up to the players' victory points; the log holds the last turns'
    /// scorings.
    #[test]
    fn trambahn_the_score_pad_adds_up_to_the_points() {
        let game = random_game(4);
        let story = story(game.setup(), game.actions());
        for p in 0..2 {
            let sum: u32 = story.scorings.iter().map(|r| r.points[p]).sum();
            assert_eq!(sum, game.state().players[p].victory_points);
        }
        let regular =
            story.scorings.iter().filter(|r| matches!(r.kind, ScoringKind::Regular { .. }));
        assert_eq!(regular.count(), usize::from(game.state().regular_scorings));
        assert!(!story.recent.is_empty() && story.recent.len() <= RECENT_LINES);
        assert!(story.recent.iter().any(|l| matches!(l.event, Event::GameEnded { .. })));
    }

    /// The log starts at the turn before the one under way.
    #[test]
    fn trambahn_the_log_shows_the_turn_before_and_this_one() {
        let game = positions(5)
            .into_iter()
            .find(|g| g.state().turns == 3 && g.actions().last() != Some(&Action::EndTurn))
            .expect("a position in turn 4");
        let story = story(game.setup(), game.actions());
        let ends = story.recent.iter().filter(|l| matches!(l.event, Event::TurnEnded { .. }));
        assert_eq!(ends.count(), 1, "the turn before ends in the log");
        let first = story.recent[0].action;
        assert!(game.actions()[..first].iter().filter(|a| **a == Action::EndTurn).count() == 2);
    }

    /// The parts of the table say what the state holds.
    #[test]
    fn trambahn_the_table_shows_the_state() {
        let game = positions(9).into_iter().nth(40).expect("40 actions");
        let state = game.state();
        let t = terminals(state);
        for (view, cards) in t.iter().zip(&state.terminals) {
            assert_eq!(view.passengers.len(), cards.len());
            assert_eq!(view.to_score + cards.len(), PASSENGERS_TO_SCORE);
        }
        for p in 0..2 {
            let v = player(&game, p);
            let real = &state.players[usize::from(p)];
            assert_eq!(v.hand_size, real.hand.len());
            assert_eq!(v.money_cards, real.money.len());
            assert_eq!(v.marks, real.marks());
            assert_eq!(v.columns.len(), real.columns.len());
            for (c, col) in v.columns.iter().zip(&real.columns) {
                assert_eq!(c.tram.map(|t| t.id), col.tram);
                assert_eq!(c.run_points, col.run_points(state.rules));
            }
        }
        let s = supply(state);
        assert_eq!(s.display.len(), state.display.len());
        assert_eq!(s.trams_left, state.tram_stack.len());
        let face = TramFace::of(TramId(0));
        assert_eq!(
            (face.kind, face.multiplier, face.price_cards, face.price_marks),
            (TramKind::Horse, 2, 5, 5000)
        );
    }
}
