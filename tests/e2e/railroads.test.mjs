// Russian Railroads at the table (issue 53), in the browser, by taps: a whole 4-player game
// against three computers on a portrait tablet, to the end screen, whose points are the
// engine's (the command-line tool replays the stored log); a placement's two taps timed at 4×
// CPU (printed); a 2-player hot-seat game in which neither sees the other's end-bonus cards; a
// reload resumes; a share link opens the game in a fresh browser; the history bar shows what
// the engine replays from the cut log; the hint is shown and played; Spanish and German with no
// English left; screenshots at three sizes with no sideways scrolling. Every move is a tap on
// something the table lights and a tap on Confirm; every wait is on the page's state.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { RailroadsPage, storedGames } from './pages.mjs';
import {
  CLI,
  assertNoSidewaysScroll,
  engineState,
  newPage,
  openBrowser,
  saved,
  screenshot,
  storedSave,
  timeClick,
  timeStats,
} from './support.mjs';

let env;
before(async () => {
  env = await openBrowser();
});
after(async () => {
  await env?.close();
});

const TABLET = { viewport: { width: 768, height: 1024 }, hasTouch: true };
const CPU_SLOWDOWN = 4;

/** A player's points by source (the engine's `Points`), summed. */
function total(points) {
  return points.railways.reduce((a, b) => a + b, 0) + points.industry + points.turn_order + points.actions + points.end_bonus + points.majority;
}

/** The engine's position after the first `at` actions of the save in `file` (`rr-at`). */
function engineAt(file, at) {
  return JSON.parse(execFileSync(CLI, ['rr-at', file, String(at)], { encoding: 'utf8', maxBuffer: 1 << 26 }));
}

/** The page's stored save, written to a file for the command-line tool. */
async function saveFile(page) {
  await saved(page);
  const save = await storedSave(page);
  const dir = await mkdtemp(join(tmpdir(), 'railroads-'));
  const file = join(dir, 'save.json');
  await writeFile(file, JSON.stringify(save));
  return { save, file };
}

/** A varied but fixed choice among `n` candidates for the `k`th move. */
const varied = (k) => () => k * 37 + 11;

/** Plays the person's moves (by taps) until `stop(decision)` or the end; answers the moves. */
async function playUntil(table, stop, { pick = varied } = {}) {
  let moves = 0;
  for (;;) {
    const decision = await table.settled();
    if (decision === 'over' || stop(decision, moves)) return moves;
    await table.playOne(pick(moves));
    moves += 1;
    assert.ok(moves < 1000, 'the game ends');
  }
}

/** Slows the page's CPU down `rate` times (1: full speed), as tablet_speed.test.mjs does. */
async function throttle(page, rate) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

test('a whole 4-player game against three computers (two steady, one strong) by taps at 768×1024 ends with the engine’s points', async () => {
  const page = await newPage(env.browser, TABLET);
  const table = await new RailroadsPage(page, { touch: true }).start(env.baseUrl, { seed: 5, seats: ['person', 'steady', 'steady', 'strong'] });
  await table.instant();
  const started = Date.now();
  const kinds = {};
  let moves = 0;
  for (;;) {
    const decision = await table.settled();
    if (decision === 'over') break;
    // Only the person is waited for; the computers' seats are never offered to the person.
    assert.equal(await table.deciding(), 0);
    const action = await table.playOne(varied(moves));
    kinds[action.type] = (kinds[action.type] ?? 0) + 1;
    moves += 1;
    assert.ok(moves < 1000, 'the game ends');
  }
  const seconds = (Date.now() - started) / 1000;
  const { report, save } = await engineState(page);
  assert.equal(report.game, 'russian_railroads');
  assert.equal(report.over, true);
  assert.equal(report.actions, save.actions.length);
  assert.equal(await table.moves(), report.actions);
  const { points, winners } = await table.result();
  const engine = report.players.map((p) => p.points.total);
  assert.deepEqual(points, engine, 'the end screen’s points are the engine’s');
  assert.deepEqual(winners, report.winners, 'the winners are the engine’s');
  assert.deepEqual(await table.stripPoints(), engine, 'the strip’s points too');
  assert.equal(await page.locator('.rr-prompt').getAttribute('data-decision'), 'over');
  assert.equal(await table.deciding(), -1);
  console.log(
    `railroads 4 players (person, steady, steady, strong) by taps: ${moves} person moves (${JSON.stringify(kinds)}), ` +
      `${report.actions} moves in all, points ${points.join(' : ')}, winners ${winners.join(',')}, ${seconds.toFixed(1)} s`,
  );
  console.log(`screenshot: ${await screenshot(page, 'railroads-game-end-768x1024')}`);
  assert.deepEqual(page.problems, []);
});

/**
 * Times a placement's two taps at `CPU_SLOWDOWN`× CPU, `count` times, in a game started with
 * `options`: the tap on a lit space (select) and on Confirm (play); other decisions are played
 * by the same taps, untimed.
 */
async function timePlacements(options, count) {
  const page = await newPage(env.browser, TABLET);
  const table = await new RailroadsPage(page, { touch: true }).start(env.baseUrl, options);
  if (options.seats.some((s) => s !== 'person')) await table.instant();
  const cdp = await throttle(page, CPU_SLOWDOWN);
  const taps = [];
  const confirms = [];
  const after = [];
  const split = { tap: [], confirm: [] };
  let other = 0;
  while (taps.length < count) {
    const decision = await table.settled();
    if (decision === 'over') break;
    const choice = await table.candidate(varied(taps.length + other));
    if (decision !== 'place' || choice.kind !== 'space') {
      await table.playOne(varied(other));
      other += 1;
      continue;
    }
    // The tap on a lit space: selects it, the confirm bar appears.
    const tap = await timeClick(page, `button.rr-space.rr-offered[data-space='${choice.space}']`);
    taps.push(tap.total);
    await page.locator('.rr-confirm:not(.rr-why-not) button.rr-confirm-button').waitFor();
    // Confirm: the move is played (the computers move from the next frames on).
    const before = await table.moves();
    const confirm = await timeClick(page, '.rr-confirm button.rr-confirm-button');
    confirms.push(confirm.total);
    after.push(confirm.after);
    split.tap.push([tap.script, tap.render]);
    split.confirm.push([confirm.script, confirm.render]);
    await page.waitForFunction((n) => Number(document.querySelector('section.railroads-screen').dataset.moves) > n, before);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  assert.ok(taps.length >= 5, `${taps.length} placements timed`);
  assert.deepEqual(page.problems, []);
  await page.context().close();
  return { taps, confirms, after, split };
}

/** The medians of [script, render] pairs, as "script X ms + render Y ms". */
function splitStats(pairs) {
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return `script ${median(pairs.map((p) => p[0])).toFixed(1)} ms + render ${median(pairs.map((p) => p[1])).toFixed(1)} ms (medians)`;
}

test(`a placement’s tap and its confirm at ${CPU_SLOWDOWN}× CPU (figures printed)`, async () => {
  // Against three computers (instant: they answer just after the confirm's frame is drawn,
  // `drive_computer`), and two people (no computer at all).
  for (const [what, options] of [
    ['4 players, 3 computers', { seed: 9, names: ['Anna', 'Boris', 'Clara', 'Dmitri'], seats: ['person', 'steady', 'steady', 'steady'] }],
    ['2 people', { seed: 9, names: ['Anna', 'Boris'], seats: ['person', 'person'] }],
  ]) {
    const { taps, confirms, after, split } = await timePlacements(options, 8);
    console.log(`railroads at ${CPU_SLOWDOWN}× CPU (${what}), tap on a space (select): ${timeStats(taps)}, ${splitStats(split.tap)} (goal: median ≤ 16.7, max ≤ 33)`);
    console.log(`railroads at ${CPU_SLOWDOWN}× CPU (${what}), tap on Confirm (play): ${timeStats(confirms)}, ${splitStats(split.confirm)} (goal: median ≤ 16.7, max ≤ 33); after its frame ${timeStats(after)}`);
  }
});

/** Leans towards the industry, the "?" and the end-bonus pile (a card rather than 10 points). */
function cardsFirst(o) {
  if (o.kind === 'space') return o.space.includes('industry');
  if (/rr-industry-advance|rr-question-card/.test(o.cls)) return true;
  if (/rr-token-choice/.test(o.cls)) return o.action.includes('question_card');
  if (/rr-end-bonus-choice/.test(o.cls)) return JSON.parse(o.action).card !== null;
  return false;
}

test('a 2-player hot-seat game by taps: the first two rounds, and neither sees the other’s end-bonus cards', async () => {
  const page = await newPage(env.browser, TABLET);
  const table = await new RailroadsPage(page, { touch: true }).start(env.baseUrl, {
    names: ['Anna', 'Boris'],
    seats: ['person', 'person'],
    seed: 3,
  });
  const bySeat = [0, 0];
  let moves = 0;
  let opened = 0;
  let hiddenSeen = 0;
  let scoringSeen = false;
  // Two rounds; then on until one has looked at end-bonus cards of their own and the other's
  // were hidden (the choices lean towards the industry, its "?" and the end-bonus pile).
  let round3 = null;
  for (;;) {
    const decision = await table.settled();
    if (round3 === null && (await table.round()) >= 3) round3 = moves;
    // Cards left open by the player before are not shown to whoever decides now.
    assert.equal(await page.locator('li.rr-end-bonus').count(), 0, 'no end-bonus card face up');
    if (decision === 'over' || (round3 !== null && opened >= 2 && hiddenSeen > 0)) break;
    scoringSeen ||= (await page.locator('section.rr-latest-scoring').count()) > 0;
    const seat = await table.deciding();
    assert.ok(seat === 0 || seat === 1, `a person decides: ${seat}`);
    const other = 1 - seat;
    // The table shows the deciding seat's own board; its cards are behind their button.
    await page.locator(`section.rr-player-board[data-seat="${seat}"]`).waitFor();
    const mine = page.locator(`section.rr-player-board[data-seat="${seat}"]`);
    const show = mine.locator('button.rr-show-cards');
    // A player holding none says so; held cards are behind a button.
    const none = await mine.locator('.rr-end-bonus-none[data-cards="0"]').count();
    assert.equal(await show.count() + none, 1, 'the own cards are behind a button, or there are none');
    // Now and then the deciding player looks at their own cards: they show, and then the
    // other's board still has them face down.
    const own = none ? 0 : Number(await show.getAttribute('data-cards'));
    if (own > 0 && opened < 4) {
      await table.press(show);
      await page.locator(`section.rr-player-board[data-seat="${seat}"] ul.rr-end-bonus-cards`).waitFor();
      assert.equal(await page.locator('li.rr-end-bonus').count(), own);
      // The first time they are hidden again by a tap; later they are left open: the next
      // player does not see them either (the open cards lapse with the move).
      if (opened === 0) {
        await table.press(page.locator('button.rr-hide-cards'));
        await show.waitFor();
      }
      opened += 1;
    }
    // The other player's board: their end-bonus cards are only counted, never named.
    await table.showBoard(other);
    const board = page.locator(`section.rr-player-board[data-seat="${other}"]`);
    // (A player who holds none says so: nothing to hide.)
    const hidden = board.locator('.rr-end-bonus-hidden');
    if ((await hidden.count()) === 1) {
      const n = Number(await hidden.getAttribute('data-cards'));
      if (n > 0) hiddenSeen += 1;
    } else {
      assert.equal(await board.locator('.rr-end-bonus-none[data-cards="0"]').count(), 1, `seat ${other} holds no card`);
    }
    assert.equal(await board.locator('li.rr-end-bonus, button.rr-show-cards').count(), 0, `no card of seat ${other} face up for seat ${seat}`);
    await table.showBoard(seat);
    await table.playOne(varied(moves), cardsFirst);
    bySeat[seat] += 1;
    moves += 1;
    assert.ok(moves < 1000, 'the game ends');
  }
  assert.ok(scoringSeen || (await page.locator('section.rr-latest-scoring').count()) > 0, 'a scoring was shown');
  assert.ok(bySeat[0] > 5 && bySeat[1] > 5, `both played: ${bySeat}`);
  assert.ok(round3 !== null, 'two rounds were played');
  assert.ok(opened >= 2 && hiddenSeen > 0, `cards were held: looked at ${opened}, hidden ${hiddenSeen}`);
  const { report } = await engineState(page);
  assert.deepEqual(await table.stripPoints(), report.players.map((p) => p.points.total));
  console.log(`railroads hot seat by taps: two rounds in ${round3} moves, ${moves} moves in all to round ${report.round} (Anna ${bySeat[0]}, Boris ${bySeat[1]}), own cards looked at ${opened} times, the other's cards (some held) hidden ${hiddenSeen} times, points ${report.players.map((p) => p.points.total).join(' : ')}`);
  console.log(`screenshot: ${await screenshot(page, 'railroads-hot-seat-768x1024')}`);
  assert.deepEqual(page.problems, []);
});

test('a reload resumes the Russian Railroads game', async () => {
  const page = await newPage(env.browser, TABLET);
  const table = await new RailroadsPage(page, { touch: true }).start(env.baseUrl, { seed: 11 });
  await table.instant();
  await playUntil(table, (_, n) => n >= 6);
  const moves = await table.moves();
  const points = await table.stripPoints();
  const decision = await page.locator('.rr-prompt').getAttribute('data-decision');
  const offered = await table.offered();
  await saved(page);
  await page.reload();
  await page.locator(`section.railroads-screen[data-moves="${moves}"]`).waitFor();
  assert.equal(await table.settled(), decision);
  assert.equal(await table.moves(), moves, 'the same game after the reload');
  assert.deepEqual(await table.stripPoints(), points);
  assert.deepEqual(await table.offered(), offered, 'the same choices lit');
  assert.match(page.url(), /\/railroads\.html/);
  // And it plays on.
  await table.playOne();
  assert.ok((await table.moves()) > moves);
  assert.deepEqual(page.problems, []);
});

test('a share link opens the Russian Railroads game in a fresh browser', async () => {
  const page = await newPage(env.browser, TABLET);
  const table = await new RailroadsPage(page, { touch: true }).start(env.baseUrl, { names: ['Rosa', 'Emil', 'Fedor', 'Galina'], seed: 13 });
  await table.instant();
  await playUntil(table, (_, n) => n >= 4);
  const moves = await table.moves();
  const points = await table.stripPoints();
  await table.press(page.locator('.game-files button.share'));
  const url = page.locator('.game-files input.share-url');
  await url.waitFor();
  await page.waitForFunction(() => document.querySelector('.game-files input.share-url').value.includes('#game='));
  const link = await url.inputValue();
  assert.ok(link.startsWith(`${env.baseUrl}railroads.html#game=`), link);

  const other = await newPage(env.browser, TABLET);
  await other.goto(link);
  // The app takes the link out of the address once it has opened it.
  await other.waitForFunction(() => window.location.hash === '');
  const opened = new RailroadsPage(other, { touch: true });
  await other.locator(`section.railroads-screen[data-moves="${moves}"]`).waitFor();
  assert.equal(await opened.settled(), await page.locator('.rr-prompt').getAttribute('data-decision'));
  assert.deepEqual(await opened.stripPoints(), points);
  assert.match(await other.locator('h2.railroads-title').textContent(), /Rosa/);
  const stored = await storedGames(other);
  assert.equal(stored.length, 1, 'saved as a new game there');
  assert.equal(stored[0].save.actions.length, moves);
  // Played on there, it is saved there.
  await opened.playOne();
  assert.ok((await opened.moves()) > moves);
  assert.deepEqual(page.problems, []);
  assert.deepEqual(other.problems, []);
});

test('looking back with the history bar shows the engine’s replay of the cut log and offers nothing', async () => {
  const page = await newPage(env.browser, TABLET);
  const table = await new RailroadsPage(page, { touch: true }).start(env.baseUrl, { seed: 17 });
  await table.instant();
  await playUntil(table, (_, n) => n >= 10);
  const { save, file } = await saveFile(page);
  const now = save.actions.length;
  assert.equal(await table.moves(), now);
  const checked = [];
  async function check(at, how) {
    const engine = engineAt(file, at);
    assert.equal(engine.actions, at);
    assert.equal(await table.screen.getAttribute('data-shown'), String(at));
    assert.equal(await table.screen.getAttribute('data-viewing'), 'true');
    assert.equal(await table.screen.getAttribute('data-moves'), String(now), 'the game now is untouched');
    assert.deepEqual(await table.stripPoints(), engine.state.players.map((p) => total(p.points)), `the strip's points at ${at} (${how})`);
    assert.equal(await table.round(), engine.state.round, `the round at ${at}`);
    assert.equal(await table.deciding(), engine.decider ?? -1, `who decides at ${at}`);
    assert.equal(await page.locator('.viewing-past').getAttribute('data-at'), String(at));
    // Read-only: nothing lit, no hint, undo and redo disabled.
    assert.equal(await page.locator('.rr-offered').count(), 0, `nothing offered at ${at}`);
    assert.equal(await page.locator('button.ask-hint').count(), 0);
    assert.ok(await page.locator('button.rr-undo').isDisabled());
    assert.ok(await page.locator('button.redo').isDisabled());
    checked.push(`${how}→${at}`);
  }
  await table.lookBack('<', now - 1);
  await check(now - 1, '<');
  await table.lookBack('|<', 0);
  await check(0, '|<');
  await table.lookBack('>', 1);
  await check(1, '>');
  const middle = Math.floor(now / 2);
  await table.slideTo(middle);
  await check(middle, 'slider');
  // A log line shows the position right after its action.
  const line = Math.max(1, middle - 3);
  await table.press(page.locator('details.rr-log > summary'));
  await table.press(page.locator(`.rr-log-lines li[data-action="${line}"] button.rr-log-line`));
  await table.shows(line);
  await check(line, 'log line');
  await table.backToNow();
  await table.shows(now);
  assert.equal(await table.settled(), await page.locator('.rr-prompt').getAttribute('data-decision'));
  const { report } = await engineState(page);
  assert.deepEqual(await table.stripPoints(), report.players.map((p) => p.points.total));
  await table.playOne();
  assert.ok((await table.moves()) > now, 'the game plays on');
  console.log(`railroads history: ${now} moves, checked ${checked.join(', ')}`);
  assert.deepEqual(page.problems, []);
});

test('the hint is shown and played: the game’s next move is the hint’s', async () => {
  const page = await newPage(env.browser, TABLET);
  const table = await new RailroadsPage(page, { touch: true }).start(env.baseUrl, { seed: 19 });
  await table.instant();
  // The first placement after the draft.
  await playUntil(table, (decision) => decision === 'place');
  const before = await table.moves();
  const started = Date.now();
  await table.press(page.locator('button.ask-hint'));
  const panel = page.locator('.rr-hint-panel');
  // The strong computer thinks in slices; on a shared machine that may take a while.
  await panel.waitFor({ timeout: 120_000 });
  const thought = (Date.now() - started) / 1000;
  const hinted = JSON.parse(await panel.getAttribute('data-action'));
  assert.equal(await table.moves(), before, 'asking plays nothing');
  const marked = await page.locator('.rr-hinted').count();
  await table.press(panel.locator('button.play-hint'));
  await page.waitForFunction((n) => Number(document.querySelector('section.railroads-screen').dataset.moves) > n, before);
  const { save } = await engineState(page);
  assert.deepEqual(save.actions[before], hinted, 'the move played is the hint');
  await panel.waitFor({ state: 'detached' });
  console.log(`railroads hint: ${JSON.stringify(hinted)} after ${thought.toFixed(1)} s, marked on the table ${marked} times`);
  assert.deepEqual(page.problems, []);
});

/**
 * The phrases (two words or more, lower-cased, names and numbers taken out) of every text node
 * and tooltip in the game screen.
 */
async function phrases(page, names) {
  const texts = await page.evaluate(() => {
    const root = document.querySelector('section.railroads-screen');
    const out = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement.closest('option, script, style')) continue;
      out.push(node.textContent);
    }
    for (const el of root.querySelectorAll('[aria-label], [title]')) {
      for (const a of ['aria-label', 'title']) if (el.hasAttribute(a)) out.push(el.getAttribute(a));
    }
    return out;
  });
  return texts
    .map((t) => names.reduce((s, name) => s.split(name).join(' '), t))
    .map((t) => (t.match(/\p{L}[\p{L}'’-]*\p{L}|\p{L}/gu) || []).map((w) => w.toLowerCase()))
    .filter((w) => w.length >= 2)
    .map((w) => w.join(' '));
}

/** Proper names that read the same in every language. */
const SAME_EVERYWHERE = new Set(['russian railroads']);

test('Spanish and German mid-game: no English sentence of the screen is left', async () => {
  const page = await newPage(env.browser, TABLET);
  const names = ['Anna', 'Boris', 'Clara', 'Dmitri'];
  const table = await new RailroadsPage(page, { touch: true }).start(env.baseUrl, { names, seed: 23 });
  await table.instant();
  // Past the first round's scoring when it comes soon, else a dozen moves in.
  await playUntil(table, (decision, n) => n >= 12 && decision === 'place');
  const moves = await table.moves();
  const english = [...new Set(await phrases(page, names))].filter((p) => !SAME_EVERYWHERE.has(p));
  assert.ok(english.length > 20, `${english.length} English phrases on the screen`);
  const figures = [];
  for (const [lang, word] of [['es', 'Idioma'], ['de', 'Sprache']]) {
    await page.locator('select.language-picker').selectOption(lang);
    await page.locator(`html[lang="${lang}"]`).waitFor({ state: 'attached' });
    await page.getByRole('combobox', { name: word, exact: true }).waitFor();
    assert.equal(await table.moves(), moves, 'the same position');
    const other = await phrases(page, names);
    const text = ` ${other.join(' | ')} `;
    const leaks = english.filter((p) => text.includes(` ${p} `));
    figures.push(`${lang}: ${other.length} phrases, ${leaks.length} English`);
    console.log(`screenshot: ${await screenshot(page, `railroads-${lang}-768x1024`)}`);
    assert.deepEqual(leaks, [], `English left in ${lang}`);
  }
  // The check can fail: back in English, it finds the English page's phrases.
  await page.locator('select.language-picker').selectOption('en');
  await page.locator('html[lang="en"]').waitFor({ state: 'attached' });
  const back = ` ${(await phrases(page, names)).join(' | ')} `;
  const found = english.filter((p) => back.includes(` ${p} `)).length;
  assert.ok(found > english.length * 0.8, `the check finds English in English: ${found} of ${english.length}`);
  console.log(`railroads English leak check after ${moves} moves: ${english.length} English phrases; ${figures.join('; ')}`);
  assert.deepEqual(page.problems, []);
});

/** A finished game of four steady computers, as a bare save (the command-line tool's). */
async function finishedGame() {
  const dir = await mkdtemp(join(tmpdir(), 'railroads-finished-'));
  execFileSync(CLI, ['rr-tournament', '--seats', 'steady,steady,steady,steady', '--games', '1', '--seed', '3', '--save-dir', dir], { encoding: 'utf8', maxBuffer: 1 << 26 });
  const [name] = (await readdir(dir)).filter((f) => f.endsWith('.json'));
  return join(dir, name);
}

/** Imports the finished game `file` (its save `finished`) on index.html's start screen; it is
 *  handed to railroads.html, which shows its end. */
async function importFinished(page, file, finished) {
  await page.goto(env.baseUrl);
  await page.locator('section.start-screen').waitFor();
  await page.locator('input.import-file').setInputFiles(file);
  await page.waitForURL(/\/railroads\.html/);
  await page.locator(`section.railroads-screen[data-moves="${finished.actions.length}"][data-over="true"]`).waitFor();
  await page.locator('section.rr-end').waitFor();
}

test('looking back at a placement of the seat shown lights nothing, its own engineers included', async () => {
  const file = await finishedGame();
  const finished = JSON.parse(await readFile(file, 'utf8'));
  // The first position at which seat 0 (the seat the table shows) places and may place on an
  // engineer of its own.
  let at = 0;
  for (; at < finished.actions.length; at++) {
    const e = engineAt(file, at);
    if (e.decider === 0 && e.offered.some((o) => o.type === 'place' && o.space.at === 'own')) break;
  }
  assert.ok(at < finished.actions.length, 'seat 0 places with an own engineer at some point');
  const page = await newPage(env.browser, TABLET);
  const table = new RailroadsPage(page, { touch: true });
  await importFinished(page, file, finished);
  await table.slideTo(at);
  await page.locator('section.rr-player-board[data-seat="0"] button.rr-own-engineer').first().waitFor();
  const lit = await page.locator('.rr-offered').evaluateAll((els) => els.map((e) => `${e.className} ${e.dataset.space ?? e.dataset.action}`));
  assert.deepEqual(lit, [], `looking back at ${at} of ${finished.actions.length}, nothing is lit`);
  assert.deepEqual(page.problems, []);
});

/** No sideways scrolling, both ways of asking. */
async function noSideways(page, where) {
  const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: innerWidth }));
  assert.ok(scroll <= inner, `${where}: scrollWidth ${scroll} > innerWidth ${inner}`);
  await assertNoSidewaysScroll(page, where);
}

test('screenshots of the main board, a player’s board, a scoring and the end at three sizes, none scrolling sideways', async () => {
  const file = await finishedGame();
  const finished = JSON.parse(await readFile(file, 'utf8'));
  const shots = [];
  for (const [width, height] of [[768, 1024], [1024, 768], [390, 844]]) {
    const size = `${width}x${height}`;
    const page = await newPage(env.browser, { viewport: { width, height }, hasTouch: true });
    const table = await new RailroadsPage(page, { touch: true }).start(env.baseUrl, { seed: 29 });
    await table.instant();
    await playUntil(table, (decision) => decision === 'place');
    await page.locator('section.rr-main-board button.rr-space.rr-offered').first().waitFor();
    await noSideways(page, `main board ${size}`);
    shots.push(await screenshot(page, `railroads-main-board-${size}`));
    // A space selected: the confirm bar.
    await table.select(await table.candidate());
    await noSideways(page, `confirm bar ${size}`);
    shots.push(await screenshot(page, `railroads-confirm-${size}`));
    await table.press(page.locator('.rr-confirm button.rr-cancel'));
    await page.locator('.rr-confirm').waitFor({ state: 'detached' });
    await table.showBoard(1);
    await noSideways(page, `player board ${size}`);
    shots.push(await screenshot(page, `railroads-player-board-${size}`));

    // The finished game, imported on the start screen (handed to railroads.html).
    await importFinished(page, file, finished);
    await noSideways(page, `end ${size}`);
    shots.push(await screenshot(page, `railroads-end-${size}`));
    // A round's scoring: looking back to the middle of the game, the latest scoring is a round's.
    await table.slideTo(Math.floor(finished.actions.length / 2));
    await page.locator('section.rr-latest-scoring table.rr-scoring-table[data-round]').first().waitFor();
    await noSideways(page, `scoring ${size}`);
    shots.push(await screenshot(page, `railroads-scoring-${size}`));
    assert.deepEqual(page.problems, [], size);
    await page.context().close();
  }
  console.log(`screenshots:\n  ${shots.join('\n  ')}`);
});
