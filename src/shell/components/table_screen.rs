//! The frame of a game's screen, written once for the games that play through the shell's
//! [`Table`] alone (Trambahn, Russian Railroads): the two-tab banner, the title with the saved
//! game's name, a failed save, the history bar, the game's own table (its children), redo and
//! back, the computer's controls and the game's files; and the computer's seats played.

use leptos::prelude::*;

use crate::games::TableGame;
use crate::i18n::{Text, t};
use crate::shell::components::bots::{BotControls, ComputerSeat, drive_computer};
use crate::shell::components::history::HistoryBar;
use crate::shell::components::language::{lang, tr};
use crate::shell::components::share::TableFiles;
use crate::shell::components::tab_sync::TabSync;
use crate::shell::store::Table;
use crate::shell::view_model::timeline::Chapters;

/// A game's screen around its table. `name` is the game's key (`data-kind`, and the classes
/// `<name>-screen` and `<name>-title`), `title` the game's name.
#[component]
pub fn TableScreen<G>(
    /// The game.
    table: Table<G>,
    /// The game's key: "trambahn", "railroads".
    name: &'static str,
    /// The game's name.
    title: Text,
    /// Back to the start screen.
    on_leave: Callback<()>,
    /// A note under the title (a game's own, e.g. the rules it was started under).
    #[prop(optional)]
    note: Option<ViewFn>,
    /// The game's table.
    children: Children,
) -> impl IntoView
where
    G: TableGame + ComputerSeat + Chapters,
{
    drive_computer(table);
    let looking_back = Signal::derive(move || table.viewing_past());
    let saved_name = move || table.saved_as.with(|(_, name)| name.clone());
    view! {
        <section class=format!("{name}-screen") data-moves=move || table.game.with(G::moves)
            data-shown=move || table.with_shown(G::moves)
            data-viewing=move || looking_back.get().to_string()
            data-over=move || table.game.with(G::is_over).to_string()>
            <TabSync table />
            <h2 class=format!("{name}-title")>
                <span class="saved-kind" data-kind=name>{tr(title)}</span>
                " "
                {saved_name}
            </h2>
            {move || table.save_error.get().map(|e| view! {
                <p class="notice error save-error" role="alert">{move || { let lang = lang(); format!("{} {}", t(lang, Text::NotSaved), e.message(lang)) }}</p>
            })}
            {note.map(|note| note.run())}
            <HistoryBar store=table late=table />
            {children()}
            <div class="game-tools">
                <button class="redo" on:click=move |_| table.redo()
                    disabled=move || table.game.with(|g| !g.can_redo()) || looking_back.get()>
                    {tr(Text::Redo)}
                </button>
                <button class="leave" on:click=move |_| on_leave.run(())>{tr(Text::Back)}</button>
            </div>
            <BotControls table />
            <TableFiles table />
        </section>
    }
}
