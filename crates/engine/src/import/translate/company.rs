//! Company Rounds: dividends, the tram steps and the line auctions (format notes §4:
//! `dividend`, `buy_train`, `scrap_train`, `reassign_trains`, `merge`, `bid`, `pass`).

use super::super::format::RawAction;
use super::super::{ImportError, MapFault, ids};
use super::{Kind, Src, Tram, TramTurn, Translator};
use crate::brief::quote;
use crate::data::game_tables::{MAX_LINES_PER_COMPANY, Round, TramCompany};
use crate::game::Action;
use crate::rules::LineNumber;

impl Translator {
    pub(super) fn company_action(
        &mut self,
        company: TramCompany,
        a: &RawAction<'_>,
        src: &Src,
    ) -> Result<(), ImportError> {
        self.enter(Kind::Company, src)?;
        let kind = a.kind.as_str();
        if self.next_company_round_begins(company, kind) {
            self.next_round_of(Kind::Company, src)?;
        }
        let tram_kind = matches!(kind, "buy_train" | "scrap_train" | "pass" | "reassign_trains");
        // An auction is over once its high bidder does something else than bid: that is the
        // winner buying and arranging trams (R55).
        let winner_acts = self.cr.auction.is_some_and(|(_, high)| high == company) && kind != "bid";
        if winner_acts || kind == "merge" {
            self.close_auction();
        }
        // Another company's tram turn ends when anyone else acts; this company's when it does
        // something else than arranging its trams after passing.
        let ends = self.cr.tram_turn.as_ref().is_some_and(|t| {
            t.company != company || !tram_kind || (t.passed && kind != "reassign_trains")
        });
        if ends {
            self.end_tram_turn();
        }
        if tram_kind && self.cr.tram_turn.is_none() {
            let tram_step = !self.cr.nominated
                && self.cr.auction.is_none()
                && !self.cr.tram_turns.contains(&company);
            // After the auctions (everyone in them passed or bought), each company that bought
            // no line has one more tram step.
            let after = self.auctions_over()
                && !self.cr.line_buyers.contains(&company)
                && !self.cr.after_turns.contains(&company);
            if after {
                self.cr.after_turns.insert(company);
            }
            if winner_acts || tram_step || after {
                self.cr.tram_turns.insert(company);
                self.cr.tram_turn = Some(TramTurn { company, passed: false });
            }
        }
        let merge = self.cr.merge.take();
        if let Some((_, line)) = merge.filter(|_| kind != "bid") {
            return Err(src.unmappable(MapFault::NoOpeningBid { line }));
        }
        match kind {
            "dividend" => {
                if a.dividend_kind.as_deref().is_some_and(|k| k != "variable") {
                    return Err(src.unmappable(MapFault::DividendNotVariable));
                }
                let amount = a.amount.ok_or_else(|| src.unmappable(MapFault::NoAmount))?;
                self.emit(Action::PayDividend { company, amount }, src);
            }
            "buy_train" => {
                let train = a.train.clone().ok_or_else(|| src.unmappable(MapFault::NoTramNamed))?;
                let price = a.price.ok_or_else(|| src.unmappable(MapFault::NoPrice))?;
                let color = ids::tram_color(&train).map_err(|e| src.unmappable(e))?;
                let space = ids::tram_space(color, price).map_err(|e| src.unmappable(e))?;
                // The engine puts a bought tram on the first line without one.
                let lines = self.company_lines.get(&company).cloned().unwrap_or_default();
                let trams = self.trams.entry(company).or_default();
                let line = lines.into_iter().find(|&l| trams.iter().all(|t| t.line != Some(l)));
                trams.push(Tram { name: train.to_string(), line });
                self.emit(Action::BuyTram { company, space }, src);
            }
            "scrap_train" => self.scrap(company, a, src)?,
            "pass" => match &mut self.cr.tram_turn {
                // Done buying trams (the buying step); the layout step may follow.
                Some(turn) => {
                    turn.passed = true;
                    self.emit(Action::DoneTrams { company }, src);
                }
                // Out of this auction, or out of the auctions of this Company Round (R54).
                None => {
                    if self.cr.auction.is_none() {
                        self.cr.declined.insert(company);
                    }
                    self.emit(Action::PassLine { company }, src);
                }
            },
            "reassign_trains" => {
                self.reassign(company, a, src)?;
                // The layout step ends the company's tram turn (18xx.games asks for it last).
                // One line and one tram: 18xx.games made the layout itself, as the engine
                // does.
                let lines = self.company_lines.get(&company).map_or(0, Vec::len);
                let trams = self.trams.get(&company).map_or(0, Vec::len);
                if (lines, trams) != (1, 1) {
                    self.emit(Action::DoneTrams { company }, src);
                }
                self.cr.tram_turn = None;
            }
            "merge" => {
                let line = self.line_field(a, src)?;
                self.cr.nominated = true;
                self.cr.merge = Some((company, line));
            }
            "bid" => {
                let line = self.line_field(a, src)?;
                let amount = a.price.ok_or_else(|| src.unmappable(MapFault::NoPrice))?;
                if merge == Some((company, line)) {
                    self.emit(Action::ChooseLine { company, line, amount }, src);
                    let cr = match self.round() {
                        Round::Company(k) => k,
                        _ => 0,
                    };
                    if !self.out.nominations.iter().any(|&(_, l)| l == line) {
                        self.out.nominations.push((cr, line));
                    }
                } else if self.cr.auction.is_some_and(|(l, _)| l == line) {
                    self.emit(Action::BidLine { company, amount }, src);
                } else {
                    return Err(src.unmappable(MapFault::LineNotUpForAuction { line }));
                }
                self.cr.auction = Some((line, company));
            }
            other => {
                return Err(src.unmappable(MapFault::CompanyCannot { kind: quote(other) }));
            }
        }
        Ok(())
    }

    /// The end of the tram turn under way, where 18xx.games ended it by itself (the engine
    /// does too): with one line and one tram it put the tram on the line.
    pub(super) fn end_tram_turn(&mut self) {
        if let Some(turn) = self.cr.tram_turn.take() {
            let lines = self.company_lines.get(&turn.company).cloned().unwrap_or_default();
            if let (&[line], Some([tram])) =
                (lines.as_slice(), self.trams.get_mut(&turn.company).map(Vec::as_mut_slice))
                && tram.line.is_none()
            {
                tram.line = Some(line);
            }
        }
    }

    pub(super) fn line_field(
        &self,
        a: &RawAction<'_>,
        src: &Src,
    ) -> Result<LineNumber, ImportError> {
        a.corporation
            .as_deref()
            .and_then(ids::line)
            .ok_or_else(|| src.unmappable(MapFault::NoLineCard))
    }

    /// The index of a company's tram by its 18xx.games name.
    pub(super) fn tram_index(
        &self,
        company: TramCompany,
        train: &str,
        src: &Src,
    ) -> Result<usize, ImportError> {
        self.trams
            .get(&company)
            .and_then(|trams| trams.iter().position(|t| t.name == train))
            .ok_or_else(|| src.unmappable(MapFault::NoSuchTram { company, tram: quote(train) }))
    }

    pub(super) fn scrap(
        &mut self,
        company: TramCompany,
        a: &RawAction<'_>,
        src: &Src,
    ) -> Result<(), ImportError> {
        let train = a.train.as_deref().ok_or_else(|| src.unmappable(MapFault::NoTramNamed))?;
        let tram = self.tram_index(company, train, src)?;
        if let Some(trams) = self.trams.get_mut(&company) {
            trams.remove(tram);
        }
        self.emit(Action::ScrapTram { company, tram }, src);
        Ok(())
    }

    /// A full tram layout → the trams that move. The engine swaps a tram onto an occupied
    /// line (A51), so each tram is put on its line in turn, then the trams left over are
    /// taken off.
    pub(super) fn reassign(
        &mut self,
        company: TramCompany,
        a: &RawAction<'_>,
        src: &Src,
    ) -> Result<(), ImportError> {
        let symbol = ids::tram_company_symbol(company);
        let mut target: Vec<Option<LineNumber>> = self
            .trams
            .get(&company)
            .map(|t| t.iter().map(|t| t.line).collect())
            .unwrap_or_default();
        for assignment in &a.assignments {
            let tram = self.tram_index(company, &assignment.train, src)?;
            target[tram] = if assignment.corporation == symbol {
                None
            } else {
                let line = ids::line(&assignment.corporation).ok_or_else(|| {
                    src.unmappable(MapFault::NotALine { name: quote(&assignment.corporation) })
                })?;
                Some(line)
            };
        }
        let placed = target.iter().enumerate().filter(|(_, l)| l.is_some());
        let taken_off = target.iter().enumerate().filter(|(_, l)| l.is_none());
        for (tram, &line) in placed.chain(taken_off) {
            let now = self.trams.get(&company).and_then(|t| t.get(tram)).and_then(|t| t.line);
            if now != line {
                self.assign(company, tram, line);
                self.emit(Action::AssignTram { company, tram, line }, src);
            }
        }
        Ok(())
    }

    /// Mirrors the engine's A51: a tram put on a line that has one swaps with it.
    pub(super) fn assign(&mut self, company: TramCompany, tram: usize, line: Option<LineNumber>) {
        let Some(trams) = self.trams.get_mut(&company) else { return };
        let Some(old) = trams.get(tram).map(|t| t.line) else { return };
        if let Some(other) = line.and_then(|l| trams.iter().position(|t| t.line == Some(l))) {
            trams[other].line = old;
        }
        trams[tram].line = line;
    }

    /// Mirrors the engine's R55: the winner of a line puts its first unassigned tram on it.
    /// Whether every company of this round's auctions (the companies in play that had fewer
    /// than three lines when the round began) has passed on them or bought a line.
    /// A Company Round right after another (no line was bought, so no Line Round has an
    /// action in between): the next one shows by a dividend once the auctions have begun, a
    /// line put up once they are over, or a purchase, scrap or pass of a company that had its
    /// tram step after them.
    fn next_company_round_begins(&self, company: TramCompany, kind: &str) -> bool {
        let begun = self.cr.nominated || !self.cr.declined.is_empty();
        let over = self.auctions_over();
        let stepped = self.cr.after_turns.contains(&company)
            && self.cr.tram_turn.as_ref().is_none_or(|t| t.company != company);
        (kind == "dividend" && begun)
            || (kind == "merge" && over)
            || (over && stepped && matches!(kind, "buy_train" | "scrap_train" | "pass"))
    }

    pub(super) fn auctions_over(&self) -> bool {
        if !self.cr.nominated && self.cr.declined.is_empty() {
            return false;
        }
        self.out.parred.iter().all(|c| {
            let lines = self.company_lines.get(c).map_or(0, Vec::len);
            let bought = usize::from(self.cr.line_buyers.contains(c));
            let in_auctions = lines.saturating_sub(bought) < MAX_LINES_PER_COMPANY;
            !in_auctions || self.cr.declined.contains(c) || self.cr.line_buyers.contains(c)
        })
    }

    pub(super) fn close_auction(&mut self) {
        let Some((line, company)) = self.cr.auction.take() else { return };
        self.cr.line_buyers.insert(company);
        self.line_owner.insert(line, company);
        self.company_lines.entry(company).or_default().push(line);
        let trams = self.trams.entry(company).or_default();
        if let Some(tram) = trams.iter_mut().find(|t| t.line.is_none()) {
            tram.line = Some(line);
        }
    }

    pub(super) fn has_tram(&self, line: LineNumber) -> bool {
        self.trams.values().flatten().any(|t| t.line == Some(line))
    }
}
