// Bots (issue 20): a person plays with three computer seats by clicks to the end screen, and a
// game of bots only plays itself to the end; the computer's moves are marked in the log and
// the final scores are the engine's (the command-line tool replays the saved log).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { GamePage, MapPage } from './pages.mjs';
import { CLI, amount, caughtUp, engineState, frameFigures, newPage, openBrowser, recordFrames, recordedFrames, screenshot } from './support.mjs';

let env;
before(async () => {
  env = await openBrowser();
});
after(async () => {
  await env?.close();
});

/** The moves of the game on screen. */
async function movesOf(page) {
  return Number(await page.locator('section.game-screen').getAttribute('data-moves'));
}

/** The computer moves without a pause (remembered by the app like a player's choice). */
async function instantBots(page) {
  await page.goto(env.baseUrl);
  await page.locator('header.title-bar h1').waitFor();
  await page.evaluate(() => localStorage.setItem('tramways.botSpeed', 'instant'));
}

/**
 * Waits until a person must decide (no computer badge in the banner) or the game is over, and
 * the panels below the map show it.
 */
async function personOrEnd(page) {
  await page.waitForFunction(
    () => document.querySelector('.end-screen') || (document.querySelector('.turn-who') && !document.querySelector('.turn-who .bot-badge')),
    null,
    { timeout: 120_000 },
  );
  await caughtUp(page);
}

/** Checks the end screen against the engine's replay of the saved log. */
async function sameScoresAsTheEngine(page) {
  const shown = await new GamePage(page).standings();
  const { report } = await engineState(page);
  assert.equal(report.finished, true);
  for (const p of report.players) assert.equal(amount(shown[p.name]), p.value, p.name);
}

// The person's plain choices (as full_game.test.mjs): bid face value for a private it
// auctions, pass otherwise, trams only when they must be, every line runs its best route.
const PREFER = [/^Take card/, /^Director of/, /^Auction (?!line)/, /^Pass$/, /^Done with trams$/, /^Run the tram$/, /^Skip the bonus$/, /^Buy the .* tram/];

/**
 * Plays `person`'s moves by clicks (PREFER), waiting for the computer between them, up to
 * `limit` moves or the end screen; returns how many were played.
 */
async function playAsThePerson(page, game, person, limit) {
  let last = '';
  let played = 0;
  for (; played < limit; played++) {
    await personOrEnd(page);
    if ((await page.locator('.end-screen').count()) > 0) break;
    assert.equal(await game.who(), person);
    const labels = await game.moveLabels();
    let label = null;
    if (last.startsWith('Auction ') && !last.startsWith('Auction line')) label = labels.find((l) => l.startsWith('Bid '));
    for (const re of PREFER) label ??= labels.find((l) => re.test(l));
    label ??= labels[0];
    const before = Number(await page.locator('section.game-screen').getAttribute('data-moves'));
    await game.move(label);
    await page.waitForFunction((n) => Number(document.querySelector('section.game-screen').dataset.moves) > n, before);
    last = label;
  }
  return played;
}

test('a person plays with three computer seats to the end screen', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1024, height: 768 }, hasTouch: true });
  await instantBots(page);
  const game = await new GamePage(page).start(env.baseUrl, {
    names: ['Anna', 'Bot B', 'Bot C', 'Bot D'],
    seed: 5,
    seats: ['person', 'steady', 'steady', 'steady'],
  });
  const mine = await playAsThePerson(page, game, 'Anna', 1500);
  await page.locator('.end-screen').waitFor();
  await caughtUp(page);
  await screenshot(page, 'bots-person-end-1024x768');
  assert.ok(mine > 20, `Anna made ${mine} moves`);
  assert.ok((await page.locator('.log-lines li.by-bot').count()) > 0, 'the computer\'s moves are marked');
  await sameScoresAsTheEngine(page);
  // Undo takes back Anna's last move with the computer's moves after it.
  const moves = Number(await page.locator('section.game-screen').getAttribute('data-moves'));
  await page.locator('button.undo').click();
  await page.waitForFunction((n) => Number(document.querySelector('section.game-screen').dataset.moves) < n, moves);
  await personOrEnd(page);
  assert.equal(await game.who(), 'Anna');
  assert.deepEqual(page.problems, []);
});

// Issue 50: the mark is on what a computer seat decided, never on what followed by the rules
// (round headers, price moves, private dividends, an auction's winner) nor on a person's move;
// it is the app's own drawing, not an emoji.
test('the computer\'s mark is only on its seats\' decisions, drawn as the app\'s own robot', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1024, height: 768 } });
  await instantBots(page);
  const game = await new GamePage(page).start(env.baseUrl, {
    names: ['Anna', 'Bot B', 'Bot C', 'Bot D'],
    seed: 5,
    seats: ['person', 'steady', 'steady', 'steady'],
  });
  // Through the Pre-Share Round and the first Share Round, and on.
  await playAsThePerson(page, game, 'Anna', 12);
  await personOrEnd(page);
  await new GamePage(page).showEarlierLog();
  const lines = await page.locator('.log-lines li').evaluateAll((lis) =>
    lis.map((li) => ({ text: li.innerText.trim(), bot: li.classList.contains('by-bot'), action: Number(li.dataset.action), robots: li.querySelectorAll('svg.robot').length })),
  );
  const { save } = await engineState(page);
  const names = ['Anna', 'Bot B', 'Bot C', 'Bot D'];
  const automatic = /^— .* —$|: share price |^\S+ .* pays \d+ to |^.+ buys (?!a share|an? \S+ tram).* for \d+$|^Nobody bid/;
  let automaticAfterBots = 0;
  let marked = 0;
  for (const line of lines) {
    const seat = save.actions[line.action].player;
    if (line.bot) {
      marked++;
      assert.equal(line.robots, 1, line.text);
      // A player's decision names the player (a company's or a line's is its director's).
      if (typeof seat === 'number') {
        assert.notEqual(seat, 0, `marked, decided by Anna: ${line.text}`);
        assert.ok(line.text.startsWith(names[seat]), `the decision of ${names[seat]}: ${line.text}`);
      }
    }
    if (automatic.test(line.text)) {
      assert.equal(line.bot, false, line.text);
      if (typeof seat === 'number' && seat !== 0) automaticAfterBots++;
    }
  }
  assert.ok(marked > 10, `${marked} marked`);
  assert.ok(automaticAfterBots > 3, `${automaticAfterBots} lines followed a computer's move by the rules`);
  // The banner's badge is the same drawing; no emoji anywhere.
  assert.ok(!(await page.locator('body').innerText()).includes('\u{1F916}'));
  assert.deepEqual(page.problems, []);
});

test('a game of bots only plays itself to the end', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1440, height: 900 } });
  await instantBots(page);
  await new GamePage(page).start(env.baseUrl, {
    names: ['Random', 'Steady 1', 'Steady 2'],
    seed: 9,
    seats: ['random', 'steady', 'steady'],
  });
  await page.locator('.end-screen').waitFor({ timeout: 240_000 });
  await screenshot(page, 'bots-only-end-1440x900');
  await new GamePage(page).showEarlierLog();
  const lines = await page.locator('.log-lines li').count();
  assert.equal(await page.locator('.log-lines li.by-bot').count(), lines - (await page.locator('.log-lines li:not(.by-bot)').count()));
  assert.ok((await page.locator('.log-lines li.by-bot').count()) > 50);
  await sameScoresAsTheEngine(page);
  assert.deepEqual(page.problems, []);
});

test('the computer waits while paused and goes on when asked', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1024, height: 768 } });
  await instantBots(page);
  const game = await new GamePage(page).start(env.baseUrl, { names: ['Robo', 'Anna'], seed: 3, seats: ['steady', 'person'] });
  const moves = async () => Number(await page.locator('section.game-screen').getAttribute('data-moves'));
  // Anna's turn (the computer may have begun), then the pause.
  await personOrEnd(page);
  await page.locator('button.pause-bots').click();
  await page.locator('button.pause-bots[aria-pressed="true"]').waitFor();
  // Anna plays (a private up for auction, a bid) until the computer must answer: it waits.
  for (let i = 0; i < 6 && (await page.locator('.turn-who .bot-badge').count()) === 0; i++) {
    const labels = await game.moveLabels();
    const label = labels.find((l) => l.startsWith('Auction ')) ?? labels.find((l) => l.startsWith('Bid ')) ?? labels[0];
    const before = await moves();
    await game.move(label);
    await page.waitForFunction((n) => Number(document.querySelector('section.game-screen').dataset.moves) > n, before);
  }
  await page.locator('.turn-who .bot-badge').waitFor();
  const paused = await moves();
  // Unpaused, an instant computer would move in its next task; a later task finds no move.
  await page.evaluate(() => new Promise((ok) => setTimeout(ok, 100)));
  assert.equal(await moves(), paused);
  await page.locator('button.pause-bots').click();
  await page.waitForFunction((n) => Number(document.querySelector('section.game-screen').dataset.moves) > n, paused);
  assert.deepEqual(page.problems, []);
});

test('the page keeps drawing while a strong bot thinks (the worst frame printed)', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1024, height: 768 } });
  await instantBots(page);
  const game = await new GamePage(page).start(env.baseUrl, { names: ['Anna', 'Strong'], seed: 2, seats: ['person', 'strong'] });
  // Every frame's distance from the one before, whether the computer was thinking at both ends
  // of it (no move drawn in between), and every long task, while the game goes on.
  await recordFrames(page, 'section.game-screen[data-thinking="true"]');
  await playAsThePerson(page, game, 'Anna', 40);
  await personOrEnd(page);
  await game.showEarlierLog();
  const bots = await page.locator('.log-lines li.by-bot').count();
  assert.ok(bots > 20, `the strong bot made ${bots} log lines`);
  const { frames, long } = await recordedFrames(page);
  const thinking = frames.filter((f) => f.thinking).map((f) => f.gap);
  const gaps = frames.map((f) => f.gap);
  console.log(`strong bot thinking in slices: while it thinks ${frameFigures(thinking)}; all the game (moves drawn too) ${frameFigures(gaps)}; ${long.length} long tasks (over 50 ms), the longest ${Math.max(0, ...long).toFixed(0)} ms`);
  assert.ok(thinking.length > 30, `${thinking.length} frames while the computer thought`);
  assert.deepEqual(page.problems, []);
});

test('the hint on a Line Round shows a tile on the map, says why, and plays it only when asked', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1024, height: 768 }, hasTouch: true });
  // A 3-player game of people in a Line Round: line 11 may lay and upgrade tiles. The engine's
  // hint for it (the command-line tool's) is the one the page must show.
  const text = execFileSync(CLI, ['position', '--players', '3', '--seed', '2', '--until', 'lay_tile,upgrade'], { encoding: 'utf8', maxBuffer: 1 << 26 });
  const save = JSON.parse(text);
  const file = join(await mkdtemp(join(tmpdir(), 'hint-')), 'position.json');
  await writeFile(file, text);
  const engine = JSON.parse(execFileSync(CLI, ['hint', file], { encoding: 'utf8' }));
  await new MapPage(page, { touch: true }).load(env.baseUrl, save);
  const before = await movesOf(page);
  const asked = performance.now();
  await page.locator('button.ask-hint').click();
  const panel = page.locator('.hint-panel');
  await panel.waitFor({ timeout: 60_000 });
  console.log(`hint on a Line Round: shown ${(performance.now() - asked).toFixed(0)} ms after the tap`);
  const action = JSON.parse(await panel.getAttribute('data-action'));
  assert.deepEqual(action, engine.action, 'the page thinks in slices to the engine\'s hint');
  assert.equal(action.type, 'lay_tile', `the hint is ${JSON.stringify(action)}`);
  assert.equal(action.line, 11);
  // On the map: the hinted tile on its hex, in its rotation; nothing played.
  const mark = page.locator('svg.game-map g.hint-mark.lay');
  assert.deepEqual(
    [await mark.getAttribute('data-hex'), await mark.getAttribute('data-tile'), Number(await mark.getAttribute('data-rotation'))],
    [action.hex, action.tile, action.rotation],
  );
  assert.match(await panel.locator('.hint-move').textContent(), new RegExp(`${action.tile}.*${action.hex}|${action.hex}.*${action.tile}`));
  assert.match(await panel.locator('.hint-reason').textContent(), /line 11/i);
  assert.match(await panel.locator('.hint-outlook').textContent(), /games played on/);
  assert.equal(await movesOf(page), before, 'a hint plays nothing');
  await mark.scrollIntoViewIfNeeded();
  await screenshot(page, 'hint-line-round-1024x768');
  // Closing hides it; asked again, the same hint; "Play it" lays the tile.
  await page.locator('button.close-hint').click();
  await panel.waitFor({ state: 'detached' });
  assert.equal(await mark.count(), 0);
  await page.locator('button.ask-hint').click();
  await panel.waitFor({ timeout: 60_000 });
  assert.deepEqual(JSON.parse(await panel.getAttribute('data-action')), action, 'the same position, the same hint');
  await page.locator('button.play-hint').click();
  await page.waitForFunction((n) => Number(document.querySelector('section.game-screen').dataset.moves) > n, before);
  const tile = page.locator(`svg.game-map g.map-hex[data-hex="${action.hex}"]`);
  assert.equal(await tile.getAttribute('data-tile'), action.tile);
  await panel.waitFor({ state: 'detached' });
  assert.deepEqual(page.problems, []);
});

test('a hinted run played from the hint panel shows the run just made, as the run button does', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1024, height: 768 } });
  // A line with a tram and a route worth running, whose best move (the command-line tool's
  // hint) is to run.
  const text = execFileSync(CLI, ['position', '--players', '3', '--seed', '3', '--until', 'route'], { encoding: 'utf8', maxBuffer: 1 << 26 });
  const file = join(await mkdtemp(join(tmpdir(), 'hint-run-')), 'position.json');
  await writeFile(file, text);
  const engine = JSON.parse(execFileSync(CLI, ['hint', file], { encoding: 'utf8' }));
  assert.equal(engine.action.type, 'run_tram', `the position's hint is ${JSON.stringify(engine.action)}`);
  const line = engine.action.line;
  await new MapPage(page).load(env.baseUrl, JSON.parse(text));
  const income = amount(await page.locator('.run-box .route-income').textContent());
  const stops = await page.locator('.run-box .route-stop-row').count();
  const before = await movesOf(page);
  await page.locator('button.ask-hint').click();
  const panel = page.locator('.hint-panel');
  await panel.waitFor({ timeout: 60_000 });
  assert.deepEqual(JSON.parse(await panel.getAttribute('data-action')), engine.action);
  await page.locator('button.play-hint').click();
  await page.waitForFunction((n) => Number(document.querySelector('section.game-screen').dataset.moves) > n, before);
  const last = page.locator(`.last-run[data-line="${line}"]`);
  await last.waitFor();
  assert.match(await last.locator('.run-summary').textContent(), new RegExp(`^Line ${line} ran for .*: income ${income}$`));
  await last.locator('button.show-last-run').click();
  await page.locator(`svg.game-map .route[data-line="${line}"] .route-stop`).first().waitFor();
  assert.equal(await page.locator(`svg.game-map .route[data-line="${line}"] .route-stop`).count(), stops, 'the run just made, drawn when asked for');
  assert.deepEqual(page.problems, []);
});

test('a saved game with computer seats resumes after a reload, the computer still playing its seats', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1024, height: 768 } });
  await instantBots(page);
  const game = await new GamePage(page).start(env.baseUrl, { names: ['Anna', 'Robo'], seed: 4, seats: ['person', 'steady'] });
  await playAsThePerson(page, game, 'Anna', 6);
  await personOrEnd(page);
  const played = await movesOf(page);
  await game.showEarlierLog();
  const botLines = await page.locator('.log-lines li.by-bot').count();
  assert.ok(botLines > 0);
  // Reloaded, the game resumes (issue 49): the same game, the computer's seat still its.
  await page.reload();
  await page.locator('section.game-screen').waitFor();
  assert.equal(await movesOf(page), played);
  assert.equal(await game.who(), 'Anna');
  await game.showEarlierLog();
  assert.equal(await page.locator('.log-lines li.by-bot').count(), botLines, 'the log still marks the computer\'s moves');
  await playAsThePerson(page, game, 'Anna', 3);
  await personOrEnd(page);
  assert.ok((await page.locator('.log-lines li.by-bot').count()) > botLines, 'the computer moved again after the reload');
  assert.deepEqual(page.problems, []);
});
