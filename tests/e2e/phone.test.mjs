// 1840 on a phone (390×844, issue 50): no screen the tests reach scrolls sideways, and the
// start screen and the new-game form read as they should there.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { MapPage, SavedGamesPage, StartPage } from './pages.mjs';
import { assertNoSidewaysScroll, caughtUp, newPage, openBrowser, position, screenshot } from './support.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

let env;
before(async () => {
  env = await openBrowser();
});
after(async () => {
  await env?.close();
});

test('no screen of 1840 scrolls sideways on a phone: start, new game, each kind of round, the game menu, the rules, saved games, the end screen (390×844)', async () => {
  const page = await newPage(env.browser, PHONE);
  await new StartPage(page).open(env.baseUrl);
  await assertNoSidewaysScroll(page, 'the start screen');
  await page.getByRole('button', { name: 'New 1840 game' }).click();
  await page.locator('section.new-game .start-game').waitFor();
  await assertNoSidewaysScroll(page, 'the new-game form');
  const rounds = {
    'the Pre-Share Round': position('--players', '4', '--seed', '3', '--round', 'Pre'),
    'the first Share Round': position('--players', '4', '--seed', '3', '--round', 'SR1'),
    'a Company Round': position('--players', '4', '--seed', '2', '--until', 'pay_dividend'),
    'a Line Round': position('--players', '4', '--seed', '3', '--round', 'LR3a', '--until', 'lay_tile'),
    'a later Share Round': position('--players', '6', '--seed', '1', '--round', 'SR2'),
  };
  // The Line Round's other seats are the computer's (its controls in the dock); the person
  // acts, so the computer waits.
  rounds['a Line Round'].setup.bots = [null, 'steady', 'steady', 'steady'];
  for (const [round, save] of Object.entries(rounds)) {
    await new MapPage(page).load(env.baseUrl, save, `phone-${round.replaceAll(' ', '-')}`);
    await caughtUp(page);
    await page.locator('.players-sheet').waitFor();
    if (round === 'a Line Round') await page.locator('.game-dock .bot-controls').waitFor();
    await assertNoSidewaysScroll(page, round);
    // The game menu open, over the dock.
    await page.locator('.game-menu > summary').click();
    await page.locator('.game-menu button.end-game').waitFor();
    await assertNoSidewaysScroll(page, `${round}, the game menu open`);
    await page.locator('.game-menu > summary').click();
    await page.locator('.game-menu button.end-game').waitFor({ state: 'hidden' });
    await screenshot(page, `phone-${round.replaceAll(' ', '-')}-390x844`);
  }
  // The rules in short, from the title bar.
  await page.locator('.title-bar .rules-link').click();
  await page.locator('.rules-panel').waitFor();
  await assertNoSidewaysScroll(page, 'the rules');
  await page.locator('.rules-panel .close-rules').click();
  await page.locator('.rules-panel').waitFor({ state: 'detached' });
  // The end screen: the game ended by agreement.
  await page.locator('.game-menu > summary').click();
  await page.locator('.game-menu button.end-game').click();
  await page.locator('.end-confirm .confirm-end').click();
  await page.locator('.end-screen').waitFor();
  await caughtUp(page);
  await assertNoSidewaysScroll(page, 'the end screen');
  await screenshot(page, 'phone-end-screen-390x844');
  // The saved games, every round above among them.
  await new SavedGamesPage(page).open(env.baseUrl);
  assert.ok(await page.locator('.saved-game').count() >= Object.keys(rounds).length);
  await assertNoSidewaysScroll(page, 'the saved games');
  assert.deepEqual(page.problems, []);
});

test('the start screen draws no picture too small to read, and the new-game form keeps the seed note apart from Start (390×844)', async () => {
  const page = await newPage(env.browser, PHONE);
  await new StartPage(page).open(env.baseUrl);
  await page.locator('section.start-screen .game-card').first().waitFor();
  // Every text drawn in a picture on the start screen, at its size on the screen.
  const drawn = await page.evaluate(() => [...document.querySelectorAll('section.start-screen svg text')].map((t) => {
    const m = t.getScreenCTM();
    return parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
  }));
  const smallest = Math.min(...drawn);
  assert.ok(drawn.length === 0 || smallest >= 11, `a picture's text at ${smallest.toFixed(1)} px on the start screen`);
  await page.getByRole('button', { name: 'New 1840 game' }).click();
  const start = page.locator('section.new-game .start-game');
  await start.waitFor();
  // The seed's note is the paragraph after the seed's field.
  const gap = await page.evaluate(() => {
    const note = document.querySelector('section.new-game label.field:has(input.seed) + p.note');
    const button = document.querySelector('section.new-game .start-game');
    return button.getBoundingClientRect().top - note.getBoundingClientRect().bottom;
  });
  assert.ok(gap >= 12, `the seed note ends ${gap.toFixed(1)} px above the Start button`);
  await screenshot(page, 'phone-new-game-390x844');
  assert.deepEqual(page.problems, []);
});
