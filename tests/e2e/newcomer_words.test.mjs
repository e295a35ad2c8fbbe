// Issue 50 (items 2, 8, 9): what a newcomer trips over in words. A private's return to the
// bank is apart from the round's moves, names the price and asks once; the player strip says
// "value" and what it is made of; the order cards are explained while they are picked; `<<`
// is named for where it leads. Positions are made by the engine (`vienna-tramways position`).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { MapPage } from './pages.mjs';
import { CLI, amount, caughtUp, engineState, newPage, openBrowser, position, screenshot } from './support.mjs';

let env;
// A 3-player game in a Line Round, its players holding privates.
let lineRound;
before(async () => {
  env = await openBrowser();
  lineRound = position('--players', '3', '--seed', '2', '--until', 'buy_private');
});
after(async () => {
  await env?.close();
});

/** The actions played so far. */
async function movesOf(page) {
  return Number(await page.locator('section.game-screen').getAttribute('data-moves'));
}

test('a private goes back to the bank only from its own control, which names the price and asks once (screenshots at 768×1024 and 390×844)', async () => {
  for (const [w, h] of [[768, 1024], [390, 844]]) {
    const page = await newPage(env.browser, { viewport: { width: w, height: h }, hasTouch: true });
    await new MapPage(page).load(env.baseUrl, lineRound, `e2e-return-${w}`);
    await caughtUp(page);
    // Not among the round's moves.
    const moves = await page.locator('.moves-panel button').evaluateAll((bs) => bs.map((b) => [b.textContent, b.dataset.action ?? '']));
    assert.ok(!moves.some(([text, action]) => /to the bank/.test(text) || action.includes('return_private')), JSON.stringify(moves));
    // Its own control, by a private a player owns, with the price.
    const { report } = await engineState(page);
    const names = report.players.map((p) => p.name);
    const rows = page.locator('.private-returns li');
    assert.ok((await rows.count()) > 0, 'a private may be returned');
    let row = null;
    for (let i = 0; i < (await rows.count()) && !row; i++) {
      const name = await rows.nth(i).locator('.return-name').textContent();
      if (names.some((n) => name.endsWith(`(${n})`))) row = rows.nth(i);
    }
    assert.ok(row, 'a private a player owns');
    const [, privateName, owner] = (await row.locator('.return-name').textContent()).match(/^(.*) \((.*)\)$/);
    const button = row.locator('button.return-private');
    const label = await button.textContent();
    const price = amount(label.match(/for (.*)…$/)?.[1]);
    assert.ok(price > 0, label);
    const action = JSON.parse(await button.getAttribute('data-action'));
    assert.equal(action.type, 'return_private');
    const before = await movesOf(page);
    // The first tap asks, naming the private and the price; cancel changes nothing.
    await button.click();
    const ask = page.locator('.return-confirm');
    await ask.waitFor();
    const question = await ask.locator('p').textContent();
    assert.ok(question.includes(privateName) && question.includes(owner), question);
    assert.ok(question.includes(label.match(/for (.*)…$/)[1]), question);
    await screenshot(page, `return-private-ask-${w}x${h}`);
    assert.equal(await movesOf(page), before);
    await ask.locator('button.cancel-return').click();
    await ask.waitFor({ state: 'detached' });
    assert.equal(await movesOf(page), before);
    // Esc leaves it too.
    await button.click();
    await ask.waitFor();
    await page.keyboard.press('Escape');
    await ask.waitFor({ state: 'detached' });
    assert.equal(await movesOf(page), before);
    assert.equal((await engineState(page)).save.actions.length, before, 'nothing saved');
    // Confirmed, it goes back, and the bank pays the owner the price said.
    const cash = report.players.find((p) => p.name === owner).cash;
    await button.click();
    await ask.locator('button.confirm-return').click();
    await page.waitForFunction((n) => Number(document.querySelector('section.game-screen').dataset.moves) > n, before);
    const after = await engineState(page);
    assert.deepEqual(after.save.actions.at(-1), action);
    assert.equal(after.report.players.find((p) => p.name === owner).cash, cash + price);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  }
});

test('the strip says value and what it is made of; the order cards are explained while picked; the Stadtbahn toggle says what it shows', async () => {
  // Just before the first order card is picked (after the Pre-Share Round's auctions).
  const sr1 = position('--players', '4', '--seed', '3', '--until', 'buy_director');
  const firstPick = sr1.actions.findIndex((a) => a.type === 'pick_order_card');
  assert.ok(firstPick > 0);
  const picking = { ...sr1, actions: sr1.actions.slice(0, firstPick) };
  const page = await newPage(env.browser, { viewport: { width: 768, height: 1024 }, hasTouch: true });
  await new MapPage(page).load(env.baseUrl, picking, 'e2e-order-cards');
  await caughtUp(page);
  const { report } = await engineState(page);
  const chips = await page.locator('.player-strip .player-chip').evaluateAll((lis) => lis.map((li) => ({
    name: li.dataset.player,
    label: li.querySelector('.chip-value-label')?.textContent,
    value: li.querySelector('.chip-value').textContent,
    title: li.querySelector('.chip-value').title,
    text: li.textContent,
  })));
  for (const chip of chips) {
    const p = report.players.find((q) => q.name === chip.name);
    assert.equal(chip.label, 'value');
    assert.ok(!chip.text.includes('Σ'), chip.text);
    assert.equal(amount(chip.value), p.value);
    assert.equal(
      chip.title,
      `Value ${p.value} = cash ${p.cash} + shares ${p.shares_value} + privates ${p.privates_value} − loans ${p.cash + p.shares_value + p.privates_value - p.value}`,
    );
  }
  const labels = await page.locator('.moves-panel button.move').allTextContents();
  assert.ok(labels.some((l) => /^Take card \d$/.test(l)), labels.join(', '));
  const note = await page.locator('.moves-panel .move-note').textContent();
  assert.match(note, /^Order card: your place in the later Share Rounds/);
  assert.match(await page.locator('button.show-stadtbahn').getAttribute('title'), /^The Stadtbahn runs now/);
  await screenshot(page, 'order-cards-note-768x1024');
  assert.deepEqual(page.problems, []);
});

test('<< is named for where it leads: the start of this round inside one, the round before at its start', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1024, height: 768 } });
  await new MapPage(page).load(env.baseUrl, lineRound, 'e2e-history-names');
  const back = page.locator('button.history-step[data-step="<<"]');
  // After the game's first action: inside the Pre-Share Round.
  await page.locator('button.history-step[data-step="|<"]').click();
  await page.locator('.viewing-past[data-at="0"]').waitFor();
  await page.locator('button.history-step[data-step=">"]').click();
  await page.locator('.viewing-past[data-at="1"]').waitFor();
  assert.equal(await back.getAttribute('title'), 'Start of this round');
  assert.equal(await back.getAttribute('aria-label'), 'Start of this round');
  // At a round's start, << leads to the round before.
  await back.click();
  await page.locator('.viewing-past[data-at="0"]').waitFor();
  assert.equal(await back.getAttribute('title'), 'Previous round');
  assert.deepEqual(page.problems, []);
});

test('the end-of-game banner names the end with nothing empty before it', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'tramways-end-'));
  execFileSync(CLI, ['tournament', '--players', '3', '--seats', 'steady,steady,steady', '--games', '1', '--seed', '5', '--save-dir', dir], { encoding: 'utf8' });
  const file = (await readdir(dir)).find((f) => f.endsWith('.json'));
  const finished = JSON.parse(await readFile(join(dir, file), 'utf8'));
  const page = await newPage(env.browser, { viewport: { width: 768, height: 1024 } });
  await new MapPage(page).load(env.baseUrl, finished, 'e2e-end-banner');
  await page.locator('.end-screen').waitFor();
  const banner = page.locator('.turn-banner');
  assert.equal(await banner.locator('.turn-round').textContent(), 'End of the game');
  // Nobody acts: no name, swatch or mark, and the round is the banner's first words.
  assert.equal(await banner.locator('.turn-who, .seat-swatch, .bot-badge').count(), 0);
  const gap = await banner.evaluate((b) => {
    const round = b.querySelector('.turn-round').getBoundingClientRect().left;
    return round - b.getBoundingClientRect().left - parseFloat(getComputedStyle(b).paddingLeft) - parseFloat(getComputedStyle(b).borderLeftWidth);
  });
  assert.ok(Math.abs(gap) < 1, `${gap} px before the round`);
  assert.deepEqual(page.problems, []);
});
