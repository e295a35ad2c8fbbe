// Looking back in Trambahn (issue 49): a pass-and-play game of a few turns, stepped back with
// each history control, the slider, a key and a log line; at every step the table shows what
// the engine replays from the log cut there (the command-line tool's `trambahn-at`), nothing
// can be played, and no card of either hand is anywhere in the page (the curtain's rule holds
// in the past too). Back to now, the game plays on. Every wait is on the page's state.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { TrambahnPage } from './pages.mjs';
import { CLI, assertNoSidewaysScroll, newPage, openBrowser, saved, screenshot, storedSave } from './support.mjs';

let env;
before(async () => {
  env = await openBrowser();
});
after(async () => {
  await env?.close();
});

const TABLET = { viewport: { width: 768, height: 1024 }, hasTouch: true };

/** The engine's position after the first `at` actions of the save in `file`. */
function engineAt(file, at) {
  return JSON.parse(execFileSync(CLI, ['trambahn-at', file, String(at)], { encoding: 'utf8' }));
}

/** The positions at which a turn starts: 0 and after every `End turn` (not now itself). */
function turnStarts(actions) {
  const starts = [0];
  actions.forEach((a, i) => {
    if (a.type === 'end_turn' && i + 1 < actions.length) starts.push(i + 1);
  });
  return starts;
}

test('looking back over a pass-and-play game shows the replay of the cut log at every step, plays nothing and shows no hand', async () => {
  const page = await newPage(env.browser, TABLET);
  const table = await new TrambahnPage(page).start(env.baseUrl, { seats: ['person', 'person'], seed: 3 });
  const TURNS = 4;
  for (let turn = 0; turn < TURNS; turn++) {
    await table.settled();
    await table.reveal();
    await table.playTurn();
  }
  await table.settled();
  await saved(page);
  const save = await storedSave(page);
  const now = save.actions.length;
  assert.equal(await table.moves(), now);
  const dir = await mkdtemp(join(tmpdir(), 'trambahn-history-'));
  const file = join(dir, 'save.json');
  await writeFile(file, JSON.stringify(save));
  const starts = turnStarts(save.actions);
  assert.equal(starts.length, TURNS, `${TURNS} turns: ${starts}`);
  // Where << and >> lead from `at`: the last turn start before it, the first after it (or now).
  const turnBefore = (at) => starts.filter((s) => s < at).at(-1) ?? 0;
  const turnAfter = (at) => starts.find((s) => s > at) ?? now;
  assert.equal(await table.screen.getAttribute('data-viewing'), 'false');

  const checked = [];
  /** The page at `at` against the engine; read-only; no hand's card in the DOM. */
  async function check(at, how) {
    const engine = engineAt(file, at);
    assert.equal(engine.actions, at);
    const { hidden_hands: hands, ...shared } = engine;
    delete shared.actions;
    for (const p of shared.players) delete p.name;
    assert.deepEqual(await table.onTable(), shared, `the table after ${at} actions (${how})`);
    assert.equal(await page.locator('.viewing-past').getAttribute('data-at'), String(at));
    assert.equal(await table.screen.getAttribute('data-viewing'), 'true');
    // The curtain's rule in the past: no hand, no curtain to lift, no card of a hand anywhere.
    assert.equal(await page.locator('.tb-hand').count(), 0, `no hand face up at ${at}`);
    assert.equal(await page.locator('.tb-curtain').count(), 0);
    await page.locator('.tb-dock .tb-hidden-past').waitFor();
    const inPage = new Set(await table.cardIdsInPage());
    for (const [p, hand] of hands.entries()) {
      assert.equal(hand.length, shared.players[p].hand_size);
      for (const card of hand) assert.ok(!inPage.has(card), `card ${card} of hand ${p} is in the page at ${at}`);
    }
    // Read-only: nothing lit, no End turn, undo and redo disabled, the game now untouched.
    assert.equal(await page.locator('button.tb-target').count(), 0);
    assert.equal(await page.locator('button.tb-end-turn').count(), 0);
    assert.equal(await page.locator('button.tb-tram:not([disabled])').count(), 0);
    assert.ok(await page.locator('button.tb-undo').isDisabled());
    assert.ok(await page.locator('button.redo').isDisabled());
    assert.equal(await table.screen.getAttribute('data-moves'), String(now));
    checked.push(`${how}→${at}`);
  }

  // < one action back; << to the start of this turn, again to the turn before; |< the start.
  await table.lookBack('<', now - 1);
  await check(now - 1, '<');
  await screenshot(page, 'trambahn-history-768x1024');
  const last = turnBefore(now - 1);
  assert.equal(last, starts.at(-1));
  await table.lookBack('<<', last);
  await check(last, '<<');
  await table.lookBack('<<', turnBefore(last));
  await check(turnBefore(last), '<< again');
  await table.lookBack('|<', 0);
  await check(0, '|<');
  // > one action on; >> to the next turn's start.
  await table.lookBack('>', 1);
  await check(1, '>');
  await table.lookBack('>>', turnAfter(1));
  assert.equal(turnAfter(1), starts[1]);
  await check(starts[1], '>>');
  // The slider, anywhere; ← anywhere on the page while looking back.
  const middle = Math.floor((starts[1] + starts[2]) / 2) + 1;
  await table.slideTo(middle);
  await check(middle, 'slider');
  await page.locator('h2.trambahn-title').click();
  await page.keyboard.press('ArrowLeft');
  await table.shows(middle - 1);
  await check(middle - 1, '← key');
  // A log line shows the position right after its action.
  const line = Number(await page.locator('.tb-log li[data-action]').first().getAttribute('data-action'));
  assert.notEqual(line + 1, middle - 1, 'the line leads elsewhere');
  await table.jumpToLogLine(line);
  await check(line + 1, 'log line');

  // At 390×844 too.
  await page.setViewportSize({ width: 390, height: 844 });
  const next = turnAfter(line + 1);
  await table.lookBack('>>', next);
  await check(next, '>> at 390');
  await assertNoSidewaysScroll(page, "Trambahn's table, looking back");
  await screenshot(page, 'trambahn-history-390x844');
  await page.setViewportSize(TABLET.viewport);

  // >| is now: play goes on, behind the curtain for the player whose turn it is.
  await table.lookBack('>|', now);
  assert.equal(await table.screen.getAttribute('data-viewing'), 'false');
  await page.locator('.tb-curtain').waitFor();
  // Back to now from the looking-back bar, then a turn is played from now.
  await table.lookBack('|<', 0);
  await table.backToNow();
  await table.shows(now);
  assert.equal(await page.locator('.viewing-past').count(), 0);
  await table.reveal();
  await table.playTurn();
  assert.ok((await table.moves()) > now, 'the game plays on from now');
  console.log(`trambahn history: ${now} moves, ${TURNS} turns; checked ${checked.join(', ')}`);
  assert.deepEqual(page.problems, []);
});

test('against the computer, looking back shows only the person’s hand as it was, and the computer waits until back to now', async () => {
  const page = await newPage(env.browser, TABLET);
  const table = await new TrambahnPage(page).start(env.baseUrl, { seats: ['person', 'greedy'], seed: 8 });
  await page.locator('select.bot-speed-choice').selectOption('instant');
  await table.settled();
  // Paused, the computer's turn waits after the person's.
  const pause = page.locator('button.pause-bots');
  await pause.click();
  await page.locator('button.pause-bots[aria-pressed="true"]').waitFor();
  await table.playTurn();
  const now = await table.moves();
  assert.equal(await page.locator('.tb-turn').getAttribute('data-player'), '1', 'the computer to move');
  await saved(page);
  const save = await storedSave(page);
  assert.equal(save.actions.length, now);
  const dir = await mkdtemp(join(tmpdir(), 'trambahn-history-'));
  const file = join(dir, 'save.json');
  await writeFile(file, JSON.stringify(save));
  // The start: the person's hand as it was dealt, never the computer's; nothing plays.
  await table.lookBack('|<', 0);
  const engine = engineAt(file, 0);
  const shown = await page.locator('.tb-hand[data-player="0"] button.tb-card').evaluateAll((els) => els.map((e) => Number(e.dataset.card)));
  assert.deepEqual(shown, engine.hidden_hands[0], 'the person’s hand then');
  assert.equal(await page.locator('.tb-hand[data-player="1"]').count(), 0, 'never the computer’s');
  const inPage = new Set(await table.cardIdsInPage());
  for (const card of engine.hidden_hands[1]) assert.ok(!inPage.has(card), `the computer's card ${card}`);
  assert.equal(await page.locator('.tb-hand button.tb-card:not([disabled])').count(), 0, 'no card plays');
  assert.equal(await page.locator('button.tb-end-turn').count(), 0);
  assert.equal(await page.locator('button.tb-target').count(), 0);
  // The pause lifted while looking back: the computer still waits, step after step.
  await pause.click();
  await page.locator('button.pause-bots[aria-pressed="false"]').waitFor();
  await table.lookBack('>', 1);
  await page.locator('.tb-dock .tb-hand[data-player="0"]').waitFor();
  assert.equal(await table.screen.getAttribute('data-moves'), String(now), 'no move while looking back');
  await table.stepToNow('>>');
  // (>> from the last turn's start is now: the computer plays its turn from there.)
  await page.waitForFunction((n) => Number(document.querySelector('section.trambahn-screen').dataset.moves) > n, now);
  await table.settled();
  assert.equal(await page.locator('.tb-turn').getAttribute('data-player'), '0', 'the person’s turn again');
  assert.ok((await table.playableCards()).length > 0);
  assert.deepEqual(page.problems, []);
});
