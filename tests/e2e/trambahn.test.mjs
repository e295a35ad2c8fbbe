// Trambahn, the app's second game (issue 24): a whole game against the computer by taps on a
// portrait tablet to the end screen, checked against the engine's own replay of the saved log;
// pass-and-play hides each hand until its player taps; a reload resumes; the saved game lists,
// exports, imports and travels by link as Trambahn. Every wait is on the page's state.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { TrambahnPage, storedGames } from './pages.mjs';
import { engineState, frameFigures, newPage, openBrowser, recordFrames, recordedFrames, saved, screenshot } from './support.mjs';

let env;
before(async () => {
  env = await openBrowser();
});
after(async () => {
  await env?.close();
});

const TABLET = { viewport: { width: 768, height: 1024 }, hasTouch: true };

test('a whole game against the computer by taps at 768×1024 ends with the engine’s scores', async () => {
  const page = await newPage(env.browser, TABLET);
  const table = await new TrambahnPage(page).start(env.baseUrl, { seed: 7 });
  await page.locator('select.bot-speed-choice').selectOption('instant');
  assert.equal(await page.locator('.tb-curtain').count(), 0, 'no curtain against the computer');
  // The main thread's long tasks (over 50 ms) while the game is played: the computer thinks
  // on it. Printed, not asserted (a shared machine's timing).
  await recordFrames(page, 'section.trambahn[aria-busy="true"]');
  let turns = 0;
  const started = Date.now();
  for (;;) {
    await table.settled();
    if (await table.over()) break;
    // The computer's hand is never shown; the person's always is.
    assert.equal(await page.locator('.tb-hand[data-player="1"]').count(), 0);
    assert.equal(await page.locator('.tb-turn').getAttribute('data-player'), '0');
    await table.playTurn();
    turns += 1;
    assert.ok(turns < 200, 'the game ends');
  }
  const { report } = await engineState(page);
  assert.equal(report.game, 'trambahn');
  assert.equal(report.finished, true);
  const result = page.locator('.trambahn-result');
  await result.waitFor();
  const shown = await result.locator('.tb-result-points').evaluateAll((els) => els.map((e) => Number(e.dataset.points)));
  const money = await result.locator('.tb-result-money').evaluateAll((els) => els.map((e) => Number(e.dataset.money)));
  assert.deepEqual(shown, report.players.map((p) => p.victory_points), 'the engine’s points');
  assert.deepEqual(money, report.players.map((p) => p.money), 'the engine’s money');
  const winner = await result.locator('.tb-winner').getAttribute('data-winner');
  assert.equal(winner, report.winner === null ? 'shared' : String(report.winner));
  assert.ok(report.scorings >= 10 || report.actions > 0, JSON.stringify(report));
  console.log(
    `trambahn vs strong computer: ${turns} turns by taps, ${report.actions} moves, ${report.scorings} scorings, ` +
      `points ${shown.join(' : ')}, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const { long } = await recordedFrames(page);
  console.log(
    `trambahn main-thread long tasks (> 50 ms) over the game: ${long.length}, ` +
      `longest ${long.length ? Math.max(...long).toFixed(0) : 0} ms`,
  );
  console.log(`screenshot: ${await screenshot(page, 'trambahn-end-768x1024')}`);
  assert.deepEqual(page.problems, []);
});

test('the page keeps drawing while the strong computer thinks, at 4× CPU (frames printed)', async () => {
  const page = await newPage(env.browser, TABLET);
  const table = await new TrambahnPage(page).start(env.baseUrl, { seed: 12 });
  await page.locator('select.bot-speed-choice').selectOption('instant');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Every frame's distance from the one before, whether the computer was thinking at both ends
  // of it, and every long task, while four turns of each are played.
  await recordFrames(page, 'section.trambahn[aria-busy="true"]');
  for (let turn = 0; turn < 4; turn++) {
    await table.settled();
    await table.playTurn();
  }
  await table.settled();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const { frames, long } = await recordedFrames(page);
  const thinking = frames.filter((f) => f.thinking).map((f) => f.gap);
  console.log(
    `trambahn strong computer thinking in slices at 4× CPU: while it thinks ${frameFigures(thinking)}; ` +
      `all four turns ${frameFigures(frames.map((f) => f.gap))}; ${long.length} long tasks (over 50 ms), ` +
      `the longest ${Math.max(0, ...long).toFixed(0)} ms`,
  );
  assert.ok(thinking.length > 10, `${thinking.length} frames while the computer thought`);
  assert.ok((await table.moves()) > 8, 'both players moved');
  assert.deepEqual(page.problems, []);
});

test('pass-and-play hides each hand until its player taps, and undo does not show it', async () => {
  const page = await newPage(env.browser, TABLET);
  const table = await new TrambahnPage(page).start(env.baseUrl, { seats: ['person', 'person'], seed: 3 });
  const curtain = page.locator('.tb-curtain');
  await curtain.waitFor();
  assert.equal(await page.locator('.tb-hand button.tb-card').count(), 0, 'no card face up behind the curtain');
  assert.match(await curtain.locator('button').textContent(), /Anna/);
  console.log(`screenshot: ${await screenshot(page, 'trambahn-curtain-768x1024')}`);
  await curtain.locator('button').click();
  await page.locator('.tb-hand[data-player="0"] button.tb-card').first().waitFor();
  assert.equal(await page.locator('.tb-hand[data-player="0"] button.tb-card').count(), 6);
  assert.equal(await page.locator('.tb-hand[data-player="1"]').count(), 0, 'Bruno’s hand is never shown to Anna');
  await table.playTurn();
  // Bruno's turn: the curtain names him, and nothing of either hand is face up.
  await page.locator('.tb-curtain[data-player="1"]').waitFor();
  assert.match(await curtain.locator('button').textContent(), /Bruno/);
  assert.equal(await page.locator('.tb-hand button.tb-card').count(), 0);
  // Undo behind the curtain takes Anna's turn back without showing her hand to whoever holds
  // the tablet: the curtain stays until a tap.
  const before = await table.moves();
  await page.locator('button.tb-undo').click();
  await page.waitForFunction((n) => Number(document.querySelector('section.trambahn').dataset.moves) === n - 1, before);
  await page.locator('.tb-curtain[data-player="0"]').waitFor();
  assert.equal(await page.locator('.tb-hand button.tb-card').count(), 0);
  assert.deepEqual(page.problems, []);
});

test('a Trambahn game resumes after a reload, lists as Trambahn on 1840\'s page, and exports, imports and shares as one', async () => {
  const page = await newPage(env.browser, TABLET);
  const table = await new TrambahnPage(page).start(env.baseUrl, { names: ['Rosa', 'Emil'], seed: 11 });
  await page.locator('select.bot-speed-choice').selectOption('instant');
  await table.settled();
  await table.playTurn();
  await table.settled();
  const moves = await table.moves();
  const hand = await table.playableCards();
  await saved(page);
  // 1840's page (built without Trambahn) lists the game from the status saved beside its log,
  // and hands it to Trambahn's page to resume it.
  await page.goto(env.baseUrl);
  await page.locator('section.start-screen').waitFor();
  const row = page.locator('.saved-game', { hasText: 'Rosa, Emil' });
  assert.equal(await row.locator('.saved-kind').getAttribute('data-kind'), 'trambahn');
  assert.match(await row.locator('.saved-round').textContent(), new RegExp(`Scoring \\d+ of 10 · ${moves} moves`));
  await row.locator('button.resume').click();
  await page.waitForURL(/\/trambahn\.html$/);
  await table.root.waitFor();
  await table.settled();
  assert.equal(await table.moves(), moves, 'the same game after the reload');
  assert.deepEqual(await table.playableCards(), hand, 'the same hand');
  // The title bar names the game, and the browser's tab the saved game too.
  assert.equal(await page.locator('header.title-bar h1').textContent(), 'Trambahn');
  assert.equal(await page.title(), 'Rosa, Emil · Trambahn');

  // The export file names its game and imports back as a second Trambahn game.
  const download = page.waitForEvent('download');
  await page.locator('.game-files button.export').click();
  const file = await download;
  assert.match(file.suggestedFilename(), /^trambahn-rosa-emil\.json$/);
  const text = await readFile(await file.path(), 'utf8');
  assert.equal(JSON.parse(text).kind, 'trambahn');
  await page.locator('.game-tools button.leave').click();
  await page.locator('section.start-screen').waitFor();
  // Imported on 1840's page, the file is handed to Trambahn's page with the game in it.
  await page.goto(env.baseUrl);
  await page.locator('section.start-screen').waitFor();
  const dir = await mkdtemp(join(tmpdir(), 'trambahn-'));
  const path = join(dir, 'game.json');
  await writeFile(path, text);
  await page.locator('input.import-file').setInputFiles(path);
  await page.waitForURL(/\/trambahn\.html$/);
  await table.root.waitFor();
  assert.equal(await table.moves(), moves, 'the imported game');
  const stored = await storedGames(page);
  assert.equal(stored.length, 2);
  assert.ok(stored.every((g) => g.kind === 'trambahn' && g.save.actions.length === moves));

  // The share link opens the game in a fresh browser, as Trambahn.
  await page.locator('.game-files button.share').click();
  const link = await page.locator('.game-files input.share-url').inputValue();
  assert.ok(link.startsWith(`${env.baseUrl}trambahn.html#game=`), link);
  const other = await newPage(env.browser, TABLET);
  await other.goto(link);
  await other.waitForFunction(() => window.location.hash === '');
  const opened = new TrambahnPage(other);
  await opened.root.waitFor();
  assert.equal(await opened.moves(), moves);
  // A link to 1840's page (made before Trambahn had a page of its own) is handed over.
  const third = await newPage(env.browser, TABLET);
  await third.goto(link.replace('trambahn.html#', '#'));
  await third.waitForURL(/\/trambahn\.html$/);
  const forwarded = new TrambahnPage(third);
  await forwarded.root.waitFor();
  assert.equal(await forwarded.moves(), moves);
  assert.deepEqual(page.problems, []);
  assert.deepEqual(other.problems, []);
  assert.deepEqual(third.problems, []);
});

test('Trambahn speaks German: the form, the table and the rules in short', async () => {
  const page = await newPage(env.browser, { ...TABLET, locale: 'de-DE' });
  await page.goto(env.baseUrl);
  await page.getByRole('button', { name: 'Neues Spiel Trambahn' }).click();
  await page.locator('section.new-trambahn h2', { hasText: 'Neues Spiel Trambahn' }).waitFor();
  await page.locator('button.start-game').click();
  const table = new TrambahnPage(page);
  await table.root.waitFor();
  await table.settled();
  assert.match(await page.locator('section.trambahn').textContent(), /Endhaltestellen/);
  await page.locator('button.rules-link').click();
  const rules = page.locator('.rules-panel');
  await rules.waitFor();
  assert.match(await rules.locator('details[open] summary').textContent(), /Ein Zug, Schritt für Schritt/);
  console.log(`screenshot: ${await screenshot(page, 'trambahn-de-768x1024')}`);
  assert.deepEqual(page.problems, []);
});
