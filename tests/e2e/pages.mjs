// Page objects: what a test may look at and do on each screen, in the user's terms (StartPage,
// GalleryPage, GamePage, SavedGamesPage, MapPage for the map, TrambahnPage).

import assert from 'node:assert/strict';

import { amount, caughtUp, saved } from './support.mjs';

export class StartPage {
  constructor(page) {
    this.page = page;
  }

  async open(baseUrl) {
    await this.page.goto(baseUrl);
    // The wasm app has mounted when its title bar exists.
    await this.page.locator('header.title-bar h1').waitFor();
    return this;
  }

  title() {
    return this.page.locator('header.title-bar h1').textContent();
  }

  map() {
    return this.page.locator('svg.hex-map');
  }

  hexes() {
    return this.page.locator('svg.hex-map g.map-hex');
  }

  hex(label) {
    return this.page.locator(`svg.hex-map g.map-hex[data-hex="${label}"]`);
  }
}

export class GalleryPage {
  constructor(page) {
    this.page = page;
  }

  /** Opens the gallery from the start screen, as a player would. */
  async open(baseUrl) {
    await new StartPage(this.page).open(baseUrl);
    await this.page.getByRole('button', { name: 'Tile gallery' }).click();
    await this.page.locator('section.gallery').waitFor();
    return this;
  }

  rows() {
    return this.page.locator('.gallery-row');
  }

  tile(id) {
    return this.page.locator(`.gallery-row[data-tile="${id}"]`);
  }
}

export class GamePage {
  constructor(page) {
    this.page = page;
  }

  /**
   * Opens the new-game form from the start screen and starts a game with these names (and
   * optionally the board, the seed, the rules: "Printed rules" or "As on 18xx.games", and who
   * plays each seat: "person", "random" or "steady").
   */
  async start(baseUrl, { names, seed, board, rules, seats }) {
    await new StartPage(this.page).open(baseUrl);
    await this.page.getByRole('button', { name: 'New 1840 game' }).click();
    const form = this.page.locator('section.new-game');
    await form.waitFor();
    // The form starts with its default rows; each click is followed by a wait for the row it
    // adds or removes, so that the next decision reads a settled form.
    const rows = form.locator('.player-name');
    await rows.first().waitFor();
    let n = await rows.count();
    for (; n < names.length; n += 1) {
      await form.getByRole('button', { name: 'Add player' }).click();
      await rows.nth(n).waitFor();
    }
    for (; n > names.length; n -= 1) {
      await form.getByRole('button', { name: 'Remove' }).last().click();
      await rows.nth(n - 1).waitFor({ state: 'detached' });
    }
    for (const [i, name] of names.entries()) {
      await rows.nth(i).fill(name);
    }
    for (const [i, seat] of (seats ?? []).entries()) {
      await form.locator('select.player-kind').nth(i).selectOption(seat);
    }
    if (rules) await form.getByRole('radio', { name: rules, exact: true }).check();
    if (board) await form.locator('select.board-choice').selectOption(board);
    if (seed !== undefined) await form.locator('input.seed').fill(String(seed));
    await form.getByRole('button', { name: 'Start the game' }).click();
    await this.page.locator('section.game-screen').waitFor();
    return this;
  }

  /** The name in big letters: who decides now. */
  who() {
    return this.page.locator('.turn-who').textContent();
  }

  round() {
    return this.page.locator('.turn-round').textContent();
  }

  /** The move buttons and tram offers on offer, and the end screen: one of them is there once
   *  the game screen has drawn the position. */
  moves() {
    return this.page.locator('.moves-panel button.move, .line-panel button.move, .tram-offers button, .par-table button.par');
  }

  /** Waits until the game screen shows the position: a move on offer, or the end screen. */
  async ready() {
    await caughtUp(this.page);
    await this.moves().or(this.page.locator('.end-screen')).first().waitFor();
  }

  /**
   * Clicks the move button with exactly this label (trams on offer: their headline). One
   * locator matches either kind, so the click waits for the button to be drawn (a tab that has
   * just resumed a game, or re-drawn after another tab's change) instead of deciding on a
   * count taken before.
   */
  async move(label) {
    await caughtUp(this.page);
    const plain = this.page.locator('.moves-panel, .line-panel').getByRole('button', { name: label, exact: true });
    // A director certificate is a cell of the par table, named "Director of WT at 70 · pay 0 G".
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const par = this.page.locator('.par-table').getByRole('button', { name: new RegExp(`^${escaped} · `) });
    await plain.or(par).or(this.tramOffer(label)).first().click();
  }

  /** The labels of every move on offer (trams on offer by their headline). */
  async moveLabels() {
    await this.ready();
    const plain = await this.page.locator('.moves-panel button.move, .line-panel button.move').allTextContents();
    const trams = await this.page.locator('.tram-offers button b').allTextContents();
    const pars = await this.page.locator('.par-table button.par').evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label').split(' · ')[0]));
    return [...plain, ...trams, ...pars];
  }

  /** The explanation under a tram on offer with this headline: who pays, maintenance. */
  tramOffer(label) {
    return this.page.locator('.tram-offers button').filter({ has: this.page.locator(`b:text-is("${label}")`) });
  }

  /** A player's row of the sheet: { cash, value, privates, shares }. */
  async player(name) {
    await caughtUp(this.page);
    const row = this.page.locator('.players-sheet tbody tr').filter({ has: this.page.locator(`th:text-is("${name}")`) });
    await row.waitFor();
    const cells = await row.locator('td').allTextContents();
    return { card: Number(cells[0]), cash: amount(cells[1]), shares: cells[2], privates: cells[3], value: amount(cells[6]) };
  }

  /** The end screen's ranking: each player's name → final value as shown (text). */
  async standings() {
    const rows = this.page.locator('.end-screen .standings-table tbody tr');
    await rows.first().waitFor();
    return Object.fromEntries(await rows.evaluateAll((trs) => trs.map((tr) => [tr.dataset.player, tr.querySelector('td.value').textContent])));
  }

  async log() {
    await caughtUp(this.page);
    await this.page.locator('.log-lines').waitFor();
    return this.page.locator('.log-lines li').allTextContents();
  }

  /**
   * Draws the log's earlier lines too (up to 200; the newest 40 are drawn at first). Call it
   * once the game waits for a person: the log then no longer changes, and either the button is
   * there or every line is drawn already.
   */
  async showEarlierLog() {
    await caughtUp(this.page);
    await this.page.waitForFunction(
      () => document.querySelector('button.log-more') !== null || document.querySelectorAll('.log-lines li').length < 40,
    );
    const more = this.page.locator('button.log-more');
    if ((await more.count()) > 0) {
      await more.click();
      await more.waitFor({ state: 'detached' });
    }
  }

  async error() {
    await caughtUp(this.page);
    return this.page.locator('.moves-panel .refusal').textContent();
  }
}

/** The saved games on the start screen, with their actions (issue 9). */
export class SavedGamesPage {
  constructor(page) {
    this.page = page;
  }

  /** Opens the start screen, once its games are listed. */
  async open(baseUrl) {
    await new StartPage(this.page).open(baseUrl);
    await this.page.locator('section.start-screen').waitFor();
    await this.listed();
    return this;
  }

  /**
   * Waits until the saved games are listed: the list replays every game, so it is drawn once
   * the rules' wasm part has come (it is busy until then).
   */
  listed() {
    return this.page.locator('ul.saved-games[aria-busy="false"]').waitFor({ state: 'attached' });
  }

  rows() {
    return this.page.locator('.saved-game');
  }

  row(name) {
    return this.rows().filter({ has: this.page.locator(`.saved-name:text-is("${name}")`) });
  }

  async names() {
    await this.listed();
    return this.page.locator('.saved-game .saved-name').allTextContents();
  }

  /** The text shown for a game: { players, who, round, when } (`who`: Trambahn's seats). */
  async details(name) {
    const row = this.row(name);
    await row.waitFor();
    return {
      who: (await row.locator('.saved-who').count()) ? await row.locator('.saved-who').textContent() : null,
      // Shown only when the name is not the players' names already.
      players: (await row.locator('.saved-players').count()) ? await row.locator('.saved-players').textContent() : null,
      round: await row.locator('.saved-round').textContent(),
      when: await row.locator('.saved-when').textContent(),
    };
  }

  async resume(name) {
    await this.row(name).getByRole('button', { name: 'Resume' }).click();
    await this.page.locator('section.game-screen').waitFor();
  }

  /** Opens the row's "More…" actions and clicks one of them. */
  async action(name, label) {
    const row = this.row(name);
    const more = row.locator('button.more');
    // Only this page object opens or closes a row's actions, so the state read is settled.
    if ((await more.getAttribute('aria-expanded')) !== 'true') {
      await more.click();
      await row.locator('button.more[aria-expanded="true"]').waitFor();
    }
    await row.getByRole('button', { name: label, exact: true }).click();
  }

  async rename(name, newName) {
    await this.action(name, 'Rename');
    await this.row(name).locator('input.rename-input').fill(newName);
    await this.row(name).getByRole('button', { name: 'Save name' }).click();
    await this.row(newName).waitFor();
  }

  async delete(name) {
    await this.action(name, 'Delete');
    await this.row(name).getByRole('button', { name: 'Really delete?' }).click();
    await this.row(name).waitFor({ state: 'detached' });
  }

  /** Exports a game; resolves to the path of the downloaded file. */
  async export(name) {
    const download = this.page.waitForEvent('download');
    await this.action(name, 'Export file');
    const file = await download;
    return { path: await file.path(), suggested: file.suggestedFilename() };
  }

  /** Exports a game for 18xx.games; resolves to the downloaded file's path and name. */
  async export18xx(name) {
    const download = this.page.waitForEvent('download');
    await this.action(name, 'Export for 18xx.games');
    const file = await download;
    return { path: await file.path(), suggested: file.suggestedFilename() };
  }

  /** The share link of a game. */
  async shareLink(name) {
    await this.action(name, 'Share link');
    return this.row(name).locator('input.share-url').inputValue();
  }

  /** Picks a file with the import button. */
  async import(path) {
    await this.page.locator('input.import-file').setInputFiles(path);
  }

  notice() {
    return this.page.locator('.notice');
  }

  setAside() {
    return this.page.locator('.set-aside');
  }
}

/** Reads localStorage of the page's origin: { key: value }. */
export async function storage(page) {
  await saved(page);
  return page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])));
}

/** The stored saved games, parsed: [{ id, name, revision, save }]. */
export async function storedGames(page) {
  const all = await storage(page);
  return Object.entries(all)
    .filter(([k]) => k.startsWith('tramways.game.'))
    .map(([, v]) => JSON.parse(v));
}

/** The game map and the Line Round panel (issue 8). */
export class MapPage {
  constructor(page, { touch = false } = {}) {
    this.page = page;
    this.touch = touch;
  }

  /**
   * Stores an engine-made save (`vienna-tramways position` prints one) as a saved game and
   * resumes it from the start screen, as a player resumes a game.
   */
  async load(baseUrl, save, id = 'e2e-position') {
    await new StartPage(this.page).open(baseUrl);
    await this.page.evaluate(({ save, id }) => {
      const now = Date.now();
      const entry = { schema: 1, id, name: 'Test position', created: now, updated: now, save };
      localStorage.setItem(`tramways.game.${id}`, JSON.stringify(entry));
    }, { save, id });
    await this.page.reload();
    await new StartPage(this.page).open(baseUrl);
    await this.page.locator(`.saved-game[data-id="${id}"]`).getByRole('button', { name: 'Resume' }).click();
    await this.svg().waitFor();
    await this.boardPainted();
    return this;
  }

  svg() {
    return this.page.locator('svg.game-map');
  }

  /** Waits until the board's canvas under the SVG has been painted (it paints in the frame
   *  after the game screen is built). */
  boardPainted() {
    return this.page.waitForFunction(() => document.querySelector('canvas.board-canvas')?.dataset.painted);
  }

  hex(label) {
    return this.page.locator(`svg.game-map g.map-hex[data-hex="${label}"]`);
  }

  /**
   * Taps (or clicks) a hex a little above its centre, where circles and markers rarely are
   * (else at another point of it that no circle, marker or control covers). A line's turn opens
   * zoomed in at the line: a hex out of view, or covered there, is tapped on the whole board
   * (the fit button first, as a player would). What the line may do catches up with a move just
   * after its frame, with the panels (a tap meanwhile chooses nothing): first that.
   */
  async tapHex(label) {
    await caughtUp(this.page);
    const hex = this.hex(label).locator('polygon').first();
    await this.page.locator('.map-frame').scrollIntoViewIfNeeded();
    let position = await this.openPoint(hex, label);
    if (!position) {
      await this.fit();
      const box = await hex.boundingBox();
      position = (await this.openPoint(hex, label)) ?? { x: box.width / 2, y: box.height * 0.22 };
    }
    if (this.touch) await this.tapped(() => hex.tap({ position }));
    else await hex.click({ position });
  }

  /**
   * Where (relative to the box of `el`, a hex's shape) a tap reaches the hex itself: a little
   * above its centre if nothing else is there, else the first such point of a few inside it;
   * null when none is in the map's view.
   */
  openPoint(el, label) {
    return el.evaluate((shape, label) => {
      const frame = document.querySelector('svg.game-map').getBoundingClientRect();
      const box = shape.getBoundingClientRect();
      const tries = [[0.5, 0.22], [0.5, 0.78], [0.3, 0.35], [0.7, 0.35], [0.3, 0.65], [0.7, 0.65], [0.5, 0.5]];
      for (const [fx, fy] of tries) {
        const [x, y] = [box.left + box.width * fx, box.top + box.height * fy];
        if (x < frame.left || x > frame.right || y < frame.top || y > frame.bottom) continue;
        const hit = document.elementFromPoint(x, y);
        const on = hit?.closest('[data-hex]');
        if (hit && (hit === shape || (on?.dataset.hex === label && !on.matches('.station-target, .removal-target')))) {
          return { x: box.width * fx, y: box.height * fy };
        }
      }
      return null;
    }, label);
  }

  /** Shows the whole board (the fit button) and waits until the canvas has painted it. */
  async fit() {
    await this.tap(this.page.locator('.map-zoom .zoom-fit'));
    await this.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done())));
  }

  /**
   * Taps `locator`. A part of the map (a station circle, a marker) that the view does not show,
   * or that something covers there, is tapped on the whole board (the fit button first).
   */
  async tap(locator) {
    // The panels beside the map catch up with a move just after its frame.
    await caughtUp(this.page);
    const onMap = await locator.evaluate((el) => Boolean(el.closest('svg.game-map')));
    if (onMap) await this.page.locator('.map-frame').scrollIntoViewIfNeeded();
    const hidden = onMap && await locator.evaluate((el) => {
      const map = el.closest('svg.game-map');
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !(hit && el.contains(hit) && map.contains(hit));
    });
    if (hidden) await this.fit();
    if (this.touch) await this.tapped(() => locator.tap());
    else await locator.click();
  }

  /**
   * Runs a touch tap and waits for the click it makes. A mouse click is handled before
   * `click()` returns; a tap is not: the browser turns the finger's touchstart/touchend into a
   * click later, as a gesture of its own, so reading the page at once could see it unchanged.
   */
  async tapped(tap) {
    const before = await this.page.evaluate(() => {
      if (!window.e2eClicks) {
        window.e2eClicks = { count: 0 };
        document.addEventListener('click', () => { window.e2eClicks.count += 1; }, true);
      }
      return window.e2eClicks.count;
    });
    await tap();
    await this.page.waitForFunction((n) => window.e2eClicks.count > n, before);
  }

  /** Hexes outlined for a lay of `mode` (normal, stadtbahn, bonus), in board order. */
  async targets(mode) {
    // They catch up with a move just after its frame, with the panels.
    await caughtUp(this.page);
    // The group of targets stays hidden (`closed`) with the last ones after a lay.
    return this.page.locator(`svg.game-map g.targets:not(.closed) .target-${mode}`).evaluateAll((els) => els.map((e) => e.dataset.hex));
  }

  preview() {
    return this.page.locator('svg.game-map g.preview');
  }

  async previewed() {
    const p = this.preview();
    return { hex: await p.getAttribute('data-hex'), tile: await p.getAttribute('data-tile'), rotation: await p.getAttribute('data-rotation') };
  }

  async laid(label) {
    const h = this.hex(label);
    return { tile: await h.getAttribute('data-tile'), rotation: await h.getAttribute('data-rotation') };
  }

  choice() {
    return this.page.locator('.lay-bar .choice-what').textContent();
  }

  async cost() {
    return (await this.page.locator('.lay-bar .choice-cost b').textContent()).trim();
  }

  async confirm() {
    await this.tap(this.page.locator('.lay-bar button.confirm-choice'));
  }

  /** Copies of `tile` left in the supply beside the map, as drawn. */
  async supplyLeft(tile) {
    await caughtUp(this.page);
    return Number(await this.page.locator(`.supply-counts .supply-left[data-tile="${tile}"]`).textContent());
  }

  async treasury() {
    await caughtUp(this.page);
    return amount(await this.page.locator('.line-panel .line-treasury').textContent());
  }

  async revenue() {
    await caughtUp(this.page);
    return amount(await this.page.locator('.line-panel .line-revenue').textContent());
  }

  async line() {
    await caughtUp(this.page);
    return this.page.locator('.line-panel').getAttribute('data-line');
  }

  stationTargets() {
    return this.page.locator('svg.game-map .station-target');
  }

  removalTargets() {
    return this.page.locator('svg.game-map .removal-target');
  }

  /**
   * Taps the map's zoom button `which` (`in`, `out`) and waits until the zoom is drawn sharp:
   * the tap's own frame shows it by a CSS transform on the SVG (its `style`), which goes when
   * the view is set just after; then one more frame paints the board's canvas.
   */
  async zoom(which) {
    await this.tap(this.page.locator(`.map-zoom .zoom-${which}`));
    await this.page.waitForFunction(() => !document.querySelector('svg.game-map').hasAttribute('style'));
    await this.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done())));
  }

  /** The view shown, `[x, y, w, h]` in map units (the SVG's `data-view`). */
  view() {
    return this.svg().getAttribute('data-view').then((v) => v.split(' ').map(Number));
  }
}

/** Trambahn's table in the page, with what a test may read and do there. */
export class TrambahnPage {
  constructor(page) {
    this.page = page;
    this.root = page.locator('section.trambahn');
  }

  /** Sets up a new game from the start screen: names, who plays each seat, the seed. */
  async start(baseUrl, { names = ['Anna', 'Bruno'], seats = ['person', 'strong'], seed = 7 } = {}) {
    await this.page.goto(baseUrl);
    await this.page.getByRole('button', { name: 'New Trambahn game' }).click();
    // 1840's page (index.html) is built without Trambahn: it hands a new game to Trambahn's.
    await this.page.waitForURL(/\/trambahn\.html$/);
    const form = this.page.locator('section.new-trambahn');
    await form.waitFor();
    for (const [i, name] of names.entries()) {
      await form.locator('input.player-name').nth(i).fill(name);
      await form.locator('select.player-kind').nth(i).selectOption(seats[i]);
    }
    await form.locator('input.seed').fill(String(seed));
    await form.locator('button.start-game').click();
    await this.root.waitFor();
    return this;
  }

  async moves() {
    return Number(await this.root.getAttribute('data-moves'));
  }

  /** Clicks `locator`, a move, and waits until the game has it (one more move at least). */
  async play(locator) {
    const before = await this.moves();
    await locator.click();
    await this.page.waitForFunction(
      (n) => Number(document.querySelector('section.trambahn')?.dataset.moves) > n,
      before,
    );
  }

  /** Waits until a person may act: the game is over, the curtain is down, or it is the turn of
   *  the player whose hand is shown (the computer's moves are all made). */
  async settled() {
    await this.page.waitForFunction(() => {
      const root = document.querySelector('section.trambahn');
      if (!root) return false;
      if (root.dataset.over === 'true') return true;
      if (document.querySelector('.tb-curtain')) return true;
      const turn = document.querySelector('.tb-turn')?.dataset.player;
      return document.querySelector(`.tb-hand[data-player="${turn}"]`) !== null;
    });
  }

  async over() {
    return (await this.root.getAttribute('data-over')) === 'true';
  }

  async step() {
    return this.page.locator('.tb-step').getAttribute('data-step');
  }

  /** Selects a hand card (by its id) and waits until the table shows it selected. */
  async select(card) {
    await this.page.locator(`.tb-hand button.tb-card[data-card="${card}"]`).click();
    await this.page.locator(`.tb-hand button.tb-card[data-card="${card}"][aria-pressed="true"]`).waitFor();
  }

  /** The ids of the hand cards a move uses now (the others are disabled). */
  async playableCards() {
    return this.page.locator('.tb-hand button.tb-card:not([disabled])').evaluateAll((cards) => cards.map((c) => c.dataset.card));
  }

  /** The places lit for the selection, as the engine's actions. */
  async targets() {
    return this.page.locator('button.tb-target').evaluateAll((ts) => ts.map((t) => JSON.parse(t.dataset.action)));
  }

  target(type) {
    return this.page.locator(`button.tb-target[data-action*='"type":"${type}"']`).first();
  }

  /** Lifts the pass-and-play curtain for the player whose turn it is, and waits for the hand. */
  async reveal() {
    const player = await this.page.locator('.tb-curtain').getAttribute('data-player');
    await this.page.locator('.tb-curtain button.tb-reveal').click();
    await this.page.locator(`.tb-hand[data-player="${player}"] button.tb-card`).first().waitFor();
  }

  /** The screen: what the history browser shows (`data-shown`, `data-viewing`). */
  get screen() {
    return this.page.locator('section.trambahn-screen');
  }

  /** Waits until the table shows the position after `at` actions (looking back, or now). */
  async shows(at) {
    await this.page.locator(`section.trambahn-screen[data-shown="${at}"] section.trambahn[data-moves="${at}"]`).waitFor();
  }

  /** Presses the history control `symbol` (`|<`, `<<`, `<`, `>`, `>>`, `>|`); waits for `at`. */
  async lookBack(symbol, at) {
    await this.page.locator(`.history-step[data-step="${symbol}"]`).click();
    await this.shows(at);
  }

  /** Presses the history control `symbol` that leads to now; waits until now is shown (the
   *  computer may move at once from there). */
  async stepToNow(symbol) {
    await this.page.locator(`.history-step[data-step="${symbol}"]`).click();
    await this.page.locator('section.trambahn-screen[data-viewing="false"]').waitFor();
  }

  /** Moves the history slider to `at`, as a drag does (its input event), and waits for it. */
  async slideTo(at) {
    await this.page.locator('input.history-slider').evaluate((el, at) => {
      el.value = String(at);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }, at);
    await this.shows(at);
  }

  /** Taps the log line of action `action` (its index); waits for the position after it. */
  async jumpToLogLine(action) {
    await this.page.locator(`.tb-log li[data-action="${action}"] button.log-jump`).first().click();
    await this.shows(action + 1);
  }

  /** "Back to now" on the looking-back bar; waits until the game now is shown. */
  async backToNow() {
    await this.page.locator('.viewing-past button.back-to-now').click();
    await this.page.locator('section.trambahn-screen[data-viewing="false"]').waitFor();
  }

  /**
   * What the table shows everyone, read from its data attributes, in the shape of the
   * command-line tool's `trambahn-at` (without the hidden hands).
   */
  async onTable() {
    return this.page.evaluate(() => {
      const num = (el, attr) => (el ? Number(el.getAttribute(attr)) : null);
      const cards = (el) => [...el.querySelectorAll('[data-card]')].map((c) => Number(c.dataset.card));
      const terminals = Object.fromEntries(
        [...document.querySelectorAll('.tb-terminal')].map((t) => [t.dataset.colour, cards(t)]),
      );
      const players = [0, 1].map((p) => {
        const area = document.querySelector(`section.tb-player[data-player="${p}"]`);
        return {
          victory_points: num(area.querySelector('.tb-points'), 'data-points'),
          money: num(area.querySelector('.tb-money'), 'data-cards'),
          hand_size: num(area.querySelector('.tb-hand-size'), 'data-cards'),
          columns: [...area.querySelectorAll('.tb-column')].map((c) => {
            const tram = c.querySelector('.tb-col-tram[data-tram]');
            return {
              colour: c.dataset.colour,
              cards: cards(c),
              tram: tram ? Number(tram.dataset.tram) : null,
              extra_tour_done: c.dataset.extraTour === 'true',
            };
          }),
        };
      });
      return {
        current: num(document.querySelector('.tb-turn'), 'data-player'),
        step: document.querySelector('.tb-step')?.dataset.step ?? null,
        regular_scorings: num(document.querySelector('.tb-scorings'), 'data-scorings'),
        terminals,
        display: [...document.querySelectorAll('.tb-display button.tb-tram')].map((t) => Number(t.dataset.tram)),
        trams_left: num(document.querySelector('.tb-trams-left'), 'data-count'),
        deck: num(document.querySelector('.tb-deck'), 'data-count'),
        discard: num(document.querySelector('.tb-discard'), 'data-count'),
        players,
      };
    });
  }

  /** Every card id anywhere in the page's DOM (`data-card`), face up or not. */
  async cardIdsInPage() {
    return this.page.locator('[data-card]').evaluateAll((els) => els.map((e) => Number(e.dataset.card)));
  }

  /**
   * One turn of the person by taps: a passenger (the first card that has a terminal), then a
   * station if a card extends or starts a column, a tram when one can be bought for a column,
   * then End turn. Every choice is among the places the table lights.
   */
  async playTurn() {
    const cards = await this.playableCards();
    assert.ok(cards.length > 0, 'a passenger can be played');
    await this.select(cards[0]);
    await this.play(this.target('play_passenger'));
    if ((await this.step()) === 'passengers' || (await this.step()) === 'stations') {
      for (const card of await this.playableCards()) {
        await this.select(card);
        const places = await this.targets();
        const station = places.find((a) => a.type === 'play_station') ?? places.find((a) => a.type === 'start_column');
        if (station) {
          await this.play(this.target(station.type));
          break;
        }
      }
    }
    const tram = this.page.locator('button.tb-tram:not([disabled])');
    if ((await tram.count()) > 0) {
      await tram.first().click();
      await this.page.locator('button.tb-tram[aria-pressed="true"]').waitFor();
      await this.play(this.target('buy_tram'));
    }
    await this.endTurn();
  }

  /**
   * Taps End turn. When the dock warns that columns without a tram go to money, End turn asks
   * once more (issue 49): `confirm` ends the turn anyway, else "Go back" keeps it. The answer
   * is whether it asked.
   */
  async endTurn({ confirm = true } = {}) {
    const before = await this.moves();
    await this.page.locator('button.tb-end-turn').click();
    // Either the turn ended (one more move) or the question is shown.
    const outcome = await this.page.waitForFunction((n) => {
      if (Number(document.querySelector('section.trambahn')?.dataset.moves) > n) return 'ended';
      return document.querySelector('.tb-end-confirm') ? 'asked' : false;
    }, before);
    if ((await outcome.jsonValue()) === 'ended') return false;
    if (confirm) {
      await this.play(this.page.locator('button.tb-end-anyway'));
    } else {
      await this.page.locator('button.tb-go-back').click();
      await this.page.locator('button.tb-end-turn').waitFor();
    }
    return true;
  }

  /** The dock's warning before End turn: its columns and cards, or null when there is none. */
  async endTurnWarning() {
    const warning = this.page.locator('.tb-end-warning');
    if ((await warning.count()) === 0) return null;
    return {
      columns: Number(await warning.getAttribute('data-columns')),
      cards: Number(await warning.getAttribute('data-cards')),
      text: await warning.textContent(),
    };
  }
}

/**
 * Russian Railroads' table (issue 53), by taps: every move is two taps, the choice (an offered
 * space of the main board or an own engineer, or an offered choice in the decision panel or on
 * the player board), then Confirm on the confirm bar. The choices are read from what the table
 * lights (`.rr-offered`, their `data-action` / `data-space` the engine's JSON), never by words.
 */
export class RailroadsPage {
  /** `touch`: taps (a context with touch) instead of clicks. */
  constructor(page, { touch = false } = {}) {
    this.page = page;
    this.touch = touch;
    this.root = page.locator('section.railroads');
    this.screen = page.locator('section.railroads-screen');
  }

  async press(locator) {
    if (this.touch) await locator.tap();
    else await locator.click();
  }

  /**
   * Sets up a new game from index.html's start screen (handed to railroads.html): names, who
   * plays each seat (`person`, `random`, `steady`, `strong`), the seed. The form starts with
   * four seats.
   */
  async start(baseUrl, { names = ['Anna', 'Boris', 'Clara', 'Dmitri'], seats = ['person', 'steady', 'steady', 'steady'], seed = 7 } = {}) {
    await this.page.goto(baseUrl);
    await this.press(this.page.locator('button.new-railroads'));
    await this.page.waitForURL(/\/railroads\.html/);
    const form = this.page.locator('section.new-railroads');
    await form.waitFor();
    const rows = form.locator('input.player-name');
    // The form's four rows: each click is followed by a wait for the row it removes or adds.
    await rows.nth(3).waitFor();
    for (let n = 4; n > names.length; n -= 1) {
      await this.press(form.locator('button.remove-player').last());
      await rows.nth(n - 1).waitFor({ state: 'detached' });
    }
    for (const [i, name] of names.entries()) {
      await rows.nth(i).fill(name);
      await form.locator('select.player-kind').nth(i).selectOption(seats[i]);
    }
    await form.locator('input.seed').fill(String(seed));
    await this.press(form.locator('button.start-game'));
    await this.root.waitFor();
    return this;
  }

  /** The computer's moves at once (when there is a computer). */
  async instant() {
    await this.page.locator('select.bot-speed-choice').selectOption('instant');
  }

  /** The moves of the game now. */
  async moves() {
    return Number(await this.screen.getAttribute('data-moves'));
  }

  /**
   * Waits until a person may act or the game is over: the table is not busy, the prompt is a
   * person's decision and something is lit. Answers the decision (`draft`, `place`, `frame`,
   * `turn_order_worker`) or `over`.
   */
  async settled() {
    const handle = await this.page.waitForFunction(() => {
      const screen = document.querySelector('section.railroads-screen');
      const root = document.querySelector('section.railroads');
      // The strip, the player board and the scorings catch up just after a move's frame
      // (`data-lagging`): what is lit there is read once they have.
      if (!screen || !root || screen.dataset.viewing === 'true' || root.dataset.lagging !== 'false') return false;
      if (screen.dataset.over === 'true' && document.querySelector('section.rr-end')) return 'over';
      if (root.getAttribute('aria-busy') === 'true') return false;
      const d = document.querySelector('.rr-prompt')?.dataset.decision;
      if (!d || d === 'waiting' || d === 'over') return false;
      return document.querySelector('.rr-choice.rr-offered, button.rr-space.rr-offered') ? d : false;
    });
    return handle.jsonValue();
  }

  /** The seat deciding (-1 at the end). */
  async deciding() {
    return Number(await this.page.locator('.rr-turn').getAttribute('data-seat'));
  }

  async round() {
    return Number(await this.page.locator('.rr-round').getAttribute('data-round'));
  }

  /**
   * What is lit now: `{ kind: 'space', space, own }` per offered space (main board, own
   * engineers) and `{ kind: 'choice', action, cls }` per offered choice (its class names).
   */
  async offered() {
    return this.page.evaluate(() => [
      ...[...document.querySelectorAll('button.rr-space.rr-offered')].map((b) => ({
        kind: 'space',
        space: b.dataset.space,
        own: b.classList.contains('rr-own-engineer'),
      })),
      ...[...document.querySelectorAll('button.rr-choice.rr-offered')].map((b) => ({
        kind: 'choice',
        action: b.dataset.action,
        cls: [...b.classList].filter((c) => c.startsWith('rr-') && !['rr-choice', 'rr-offered', 'rr-selected', 'rr-hinted'].includes(c)).join(' '),
      })),
    ]);
  }

  /** The locator of a lit thing `offered()` answered. */
  locate(o) {
    return o.kind === 'space'
      ? this.page.locator(`button.rr-space.rr-offered[data-space='${o.space}']`).first()
      : this.page.locator(`button.rr-choice.rr-offered[data-action='${o.action}']`).first();
  }

  /**
   * The choice the test makes: a space rather than passing while one is lit; in an action's
   * effects anything rather than "Done". `pick(n)` chooses among the candidates (default: the
   * first). `prefer(o)`: what to choose first when it is lit.
   */
  async candidate(pick = () => 0, prefer = () => false) {
    const all = await this.offered();
    const preferred = all.filter(prefer);
    if (preferred.length) return preferred[pick(preferred.length) % preferred.length];
    const spaces = all.filter((o) => o.kind === 'space');
    const choices = all.filter((o) => o.kind === 'choice' && !/\brr-(pass|done)\b/.test(o.cls));
    const rest = all.filter((o) => o.kind === 'choice' && /\brr-(pass|done)\b/.test(o.cls));
    const list = spaces.length ? spaces : choices.length ? choices : rest;
    assert.ok(list.length > 0, `something is lit: ${JSON.stringify(all)}`);
    return list[pick(list.length) % list.length];
  }

  /** Taps a lit thing and waits for the confirm bar with its action; answers that action. */
  async select(o) {
    await this.press(this.locate(o));
    const bar = this.page.locator('.rr-confirm:not(.rr-why-not)');
    await bar.waitFor();
    const action = JSON.parse(await bar.getAttribute('data-action'));
    if (o.kind === 'space') {
      assert.equal(action.type, 'place');
      assert.deepEqual(action.space, JSON.parse(o.space), 'the confirm bar places on the space tapped');
    } else {
      assert.deepEqual(action, JSON.parse(o.action), 'the confirm bar has the choice tapped');
    }
    return action;
  }

  /** Taps Confirm and waits until the game has the move (one move more at least). */
  async confirm() {
    const before = await this.moves();
    await this.press(this.page.locator('.rr-confirm button.rr-confirm-button'));
    await this.page.waitForFunction(
      (n) => Number(document.querySelector('section.railroads-screen')?.dataset.moves) > n,
      before,
    );
  }

  /** One move by two taps: the candidate (see `candidate`), then Confirm. Answers the action. */
  async playOne(pick, prefer) {
    const action = await this.select(await this.candidate(pick, prefer));
    await this.confirm();
    return action;
  }

  /** Taps a seat on the strip and waits until its board is shown large. */
  async showBoard(seat) {
    await this.press(this.page.locator(`li.rr-seat[data-seat="${seat}"] button.rr-seat-button`));
    await this.page.locator(`section.rr-player-board[data-seat="${seat}"]`).waitFor();
  }

  /** The strip's points by seat. */
  async stripPoints() {
    return this.page.locator('ol.rr-strip li.rr-seat').evaluateAll((lis) => {
      const out = [];
      for (const li of lis) out[Number(li.dataset.seat)] = Number(li.querySelector('.rr-seat-points').dataset.points);
      return out;
    });
  }

  /** The end screen's points by seat, and its winners' seats. */
  async result() {
    const end = this.page.locator('section.rr-end');
    await end.waitFor();
    const points = await end.locator('li[data-seat]').evaluateAll((lis) => {
      const out = [];
      for (const li of lis) out[Number(li.dataset.seat)] = Number(li.querySelector('.rr-result-points').dataset.points);
      return out;
    });
    const winners = (await end.getAttribute('data-winners')).split(',').filter((s) => s !== '').map(Number);
    return { points, winners };
  }

  /** Waits until the table shows the position after `at` actions (looking back, or now). */
  async shows(at) {
    await this.page.locator(`section.railroads-screen[data-shown="${at}"] section.railroads[data-moves="${at}"][data-lagging="false"]`).waitFor();
  }

  /** Presses the history control `symbol` (`|<`, `<<`, `<`, `>`, `>>`, `>|`); waits for `at`. */
  async lookBack(symbol, at) {
    await this.press(this.page.locator(`.history-step[data-step="${symbol}"]`));
    await this.shows(at);
  }

  /** Moves the history slider to `at`, as a drag does (its input event), and waits for it. */
  async slideTo(at) {
    await this.page.locator('input.history-slider').evaluate((el, at) => {
      el.value = String(at);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }, at);
    await this.shows(at);
  }

  /** "Back to now" on the looking-back bar; waits until the game now is shown. */
  async backToNow() {
    await this.press(this.page.locator('.viewing-past button.back-to-now'));
    await this.page.locator('section.railroads-screen[data-viewing="false"]').waitFor();
  }
}
