// Playing at one table: a new game is set up and the private auction and the first Share
// Round are played by clicking like a person (issue 7).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { GamePage } from './pages.mjs';
import { amount, caughtUp, newPage, openBrowser, screenshot } from './support.mjs';

let env;
before(async () => {
  env = await openBrowser();
});
after(async () => {
  await env?.close();
});

const NAMES = ['Anna', 'Bruno', 'Clara'];

// Landscape and portrait tablets (touch) and a laptop: the same clicks, screenshots of each.
for (const [width, height, hasTouch] of [[1024, 768, true], [768, 1024, true], [1440, 900, false]]) {
test(`three players auction the privates, buy directors, trams and a line (${width}×${height})`, async () => {
  const size = `${width}x${height}`;
  const page = await newPage(env.browser, { viewport: { width, height }, hasTouch });
  const game = await new GamePage(page).start(env.baseUrl, { names: NAMES, seed: 42 });
  assert.equal(await game.round(), 'Pre-Share Round');
  // Seat colours: the banner's swatch is the acting player's swatch in the sheet.
  const swatch = (locator) => locator.evaluate((el) => getComputedStyle(el).backgroundColor);
  const acting = page.locator('.players-sheet tr.acting .seat-swatch');
  assert.equal(await swatch(page.locator('.turn-who .seat-swatch')), await swatch(acting));
  const seatColours = await page.locator('.players-sheet .seat-swatch').evaluateAll((els) => els.map((el) => getComputedStyle(el).backgroundColor));
  assert.equal(new Set(seatColours).size, 3, seatColours.join(' '));
  await screenshot(page, `psr-${size}`);
  // Whoever holds card 1 puts Karlskirche (20) up and opens at 20; the others pass.
  const first = await game.who();
  assert.ok(NAMES.includes(first), first);
  await game.move('Auction Karlskirche');
  assert.equal(await game.who(), first, 'the chooser may bid first');
  await game.move('Bid 20');
  await game.move('Pass');
  await game.move('Pass');
  assert.equal((await game.player(first)).cash, 280);
  assert.match((await game.player(first)).privates, /Karlskirche/);
  assert.ok((await game.log()).includes(`${first} buys Karlskirche for 20`));
  // A bid below the face value is refused with a reason and changes nothing.
  const chooser = await game.who();
  await game.move('Auction Hofburg');
  // The bid's field is in the moves panel, which catches up with the move just after its frame.
  await caughtUp(page);
  await page.locator('.custom-amount input').first().fill('35');
  await page.locator('.moves-panel').getByRole('button', { name: 'OK' }).first().click();
  assert.equal(await game.error(), 'the bid must be at least 40');
  assert.equal(await game.who(), chooser);
  // Undo takes back the choice; redo brings it again.
  await page.getByRole('button', { name: 'Undo' }).click();
  assert.ok((await game.moveLabels()).includes('Auction Hofburg'));
  await page.getByRole('button', { name: 'Redo' }).click();
  assert.ok((await game.moveLabels()).includes('Bid 40'));
  await game.move('Bid 40');
  await game.move('Pass');
  await game.move('Pass');
  // Sell the rest at face value: the chooser auctions the cheapest and bids; others pass.
  for (let i = 0; i < 10 && (await game.round()) === 'Pre-Share Round'; i++) {
    const labels = await game.moveLabels();
    if (labels.some((l) => l.startsWith('Take card'))) break;
    const auction = labels.find((l) => l.startsWith('Auction '));
    await game.move(auction);
    const bid = (await game.moveLabels()).find((l) => l.startsWith('Bid '));
    await game.move(bid);
    await game.move('Pass');
    await game.move('Pass');
  }
  // Order cards: least cash first.
  for (let i = 0; i < 2; i++) {
    const take = (await game.moveLabels()).find((l) => l.startsWith('Take card'));
    await game.move(take);
  }
  assert.equal(await game.round(), 'Share Round 1');
  await screenshot(page, `sr1-${size}`);
  // SR1: each player buys a director certificate; the card pays 350 of it.
  const pars = { 0: 'Director of WT at 70', 1: 'Director of BBG at 80', 2: 'Director of WKB at 90' };
  for (let i = 0; i < 3; i++) {
    const who = await game.who();
    const before = (await game.player(who)).cash;
    await game.move(pars[i]);
    const expectedCash = before - [0, 50, 100][i];
    assert.equal((await game.player(who)).cash, expectedCash, `${who} pays ${[0, 50, 100][i]} cash`);
  }
  const rows = await page.locator('.companies-sheet tbody tr').allTextContents();
  assert.ok(rows.some((r) => r.startsWith('WT') && r.includes('700')), rows.join(' | '));
  assert.ok(rows.some((r) => r.startsWith('WKB') && r.includes('900')), rows.join(' | '));
  // The chart shows WT on the 70 par cell.
  const wtCell = page.locator('.share-chart g.chart-g').filter({ has: page.locator('g.chart-token[data-company="WT"]') });
  assert.equal(await wtCell.getAttribute('data-price'), '70');
  // The share panel: every company with its price; buying a share of D costs 65.
  const panel = page.locator('.share-panel');
  assert.equal(await panel.locator('tbody tr').count(), 6);
  const buyer = await game.who();
  const before = (await game.player(buyer)).cash;
  await panel.locator('tr[data-company="D"]').getByRole('button', { name: 'Buy for 65' }).click();
  assert.equal((await game.player(buyer)).cash, before - 65);
  assert.match((await game.player(buyer)).shares, /D 10%/);
  // Nobody may sell in the first Share Round: no sell buttons at all.
  assert.equal(await page.locator('.share-panel button.sell').count(), 0);
  await screenshot(page, `sr1-directors-${size}`);
  // Everybody passes: the first Company Round begins (CR1 pays nothing; the tram step comes).
  for (let i = 0; i < 6 && (await game.round()) === 'Share Round 1'; i++) await game.move('Pass');
  assert.equal(await game.round(), 'Company Round 1');
  const treasury = async (name) => {
    await caughtUp(page);
    const row = page.locator('.companies-sheet tbody tr').filter({ has: page.locator(`th:text-is("${name}")`) });
    return amount(await row.locator('td').nth(3).textContent());
  };
  const lines = async (name) => {
    await caughtUp(page);
    const row = page.locator('.companies-sheet tbody tr').filter({ has: page.locator(`th:text-is("${name}")`) });
    return (await row.locator('td').nth(5).textContent()).trim();
  };
  // The first company in CR1 order (WKB at 90) buys the yellow tram in the middle for 100.
  assert.match((await page.locator('.turn-detail').textContent()).trim(), /^WKB \(director \w+\)$/);
  const offer = 'Buy the yellow tram on the middle space for 100';
  await caughtUp(page);
  assert.match(await game.tramOffer(offer).locator('.tram-pay').textContent(), /^Treasury pays 100$/);
  await game.move(offer);
  assert.equal(await treasury('WKB'), 900 - 100);
  await screenshot(page, `cr1-tram-${size}`);
  await game.move('Done with trams');
  // The others buy nothing now.
  for (let i = 0; i < 2; i++) await game.move('Done with trams');
  // The line auction: the leftmost company chooses a line and opens at 20; the others pass.
  const lineChooser = (await page.locator('.turn-detail').textContent()).trim().split(' (')[0];
  const open = (await game.moveLabels()).find((l) => /^Auction line \d+ at 20$/.test(l));
  assert.ok(open, (await game.moveLabels()).join(' | '));
  const line = open.match(/line (\d+)/)[1];
  const treasuryBefore = await treasury(lineChooser);
  await game.move(open);
  for (let i = 0; i < 2; i++) await game.move('Pass');
  assert.equal(await treasury(lineChooser), treasuryBefore - 20, `${lineChooser} paid 20 for line ${line}`);
  assert.equal(await lines(lineChooser), line);
  await screenshot(page, `cr1-line-${size}`);
  assert.deepEqual(page.problems, []);
});
}
