// What a newcomer tripped over (issue 49): End turn warns before columns without a tram go to
// money and lets the player go back; a reload resumes the open game (Trambahn's and 1840's);
// saved games say who plays, the score and when; a new game starts as two people; the title bar,
// the tab's title, the footer and the manifest name the game on screen, or the app, in each
// language. Every wait is on the page's state.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { GamePage, SavedGamesPage, TrambahnPage } from './pages.mjs';
import { assertNoSidewaysScroll, engineState, newPage, openBrowser, saved, screenshot } from './support.mjs';

let env;
before(async () => {
  env = await openBrowser();
});
after(async () => {
  await env?.close();
});

const TABLET = { viewport: { width: 768, height: 1024 }, hasTouch: true };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** Opens the new-game form of Trambahn from the start screen. */
async function trambahnForm(page) {
  await page.goto(env.baseUrl);
  await page.getByRole('button', { name: 'New Trambahn game' }).click();
  await page.waitForURL(/\/trambahn\.html$/);
  const form = page.locator('section.new-trambahn');
  await form.waitFor();
  return form;
}

/**
 * Anna's first turn in a pass-and-play game: the curtain lifted, a passenger, then a column
 * started (no tram bought): End turn would send that column to money.
 */
async function columnWithoutTram(page, seed) {
  const table = await new TrambahnPage(page).start(env.baseUrl, { seats: ['person', 'person'], seed });
  await page.locator('.tb-curtain[data-player="0"] button').click();
  await page.locator('.tb-hand[data-player="0"] button.tb-card').first().waitFor();
  const cards = await table.playableCards();
  await table.select(cards[0]);
  await table.play(table.target('play_passenger'));
  let started = false;
  for (const card of await table.playableCards()) {
    await table.select(card);
    if ((await table.targets()).some((a) => a.type === 'start_column')) {
      await table.play(table.target('start_column'));
      started = true;
      break;
    }
  }
  assert.ok(started, `seed ${seed}: a column can be started`);
  await page.locator('button.tb-end-turn:not([disabled])').waitFor();
  return table;
}

test('End turn says which columns go to money, by the engine’s count, and Go back keeps them', async () => {
  const page = await newPage(env.browser, TABLET);
  const table = await columnWithoutTram(page, 3);
  const columns = page.locator('.tb-column[data-player="0"]');
  const kept = await columns.count();
  assert.ok(kept >= 1, 'Anna has a column');
  // The warning is there before End turn is tapped, with the engine's counts (the CLI's replay
  // of the saved log previews End turn the same way).
  const { report } = await engineState(page);
  assert.ok(report.end_turn_loss, 'the engine foresees a loss');
  const warning = await table.endTurnWarning();
  assert.deepEqual({ columns: warning.columns, cards: warning.cards }, report.end_turn_loss);
  const s = (n, one, many) => (n === 1 ? one : many);
  assert.equal(
    warning.text,
    `${warning.columns} ${s(warning.columns, 'column', 'columns')} without a tram ${s(warning.columns, 'goes', 'go')} to your money ` +
      `(${warning.cards} ${s(warning.cards, 'card', 'cards')})`,
  );
  const moves = await table.moves();
  // End turn asks once more; Go back changes nothing.
  assert.equal(await table.endTurn({ confirm: false }), true, 'End turn asked');
  assert.equal(await table.moves(), moves, 'nothing played');
  assert.equal(await columns.count(), kept, 'the column is kept');
  assert.ok(await table.endTurnWarning(), 'the warning stays');
  // Asked again, shown at 768×1024, then ended: the cards went to Anna's money.
  await page.locator('button.tb-end-turn').click();
  await page.locator('.tb-end-confirm').waitFor();
  console.log(`screenshot: ${await screenshot(page, 'trambahn-end-turn-warning-768x1024')}`);
  const money = report.players[0].money;
  await table.play(page.locator('button.tb-end-anyway'));
  await saved(page);
  const after = (await engineState(page)).report;
  assert.equal(after.players[0].money, money + warning.cards, 'the warned cards went to money');
  await page.locator('.tb-curtain[data-player="1"]').waitFor();
  assert.equal(await table.endTurnWarning(), null, 'no warning behind the curtain');
  assert.deepEqual(page.problems, []);
});

test('End turn warns on a phone too (390×844), and ends at once when nothing would be lost', async () => {
  const page = await newPage(env.browser, PHONE);
  const table = await columnWithoutTram(page, 3);
  await page.locator('button.tb-end-turn').click();
  await page.locator('.tb-end-confirm').waitFor();
  await page.locator('.tb-end-confirm').scrollIntoViewIfNeeded();
  await assertNoSidewaysScroll(page, "Trambahn's table, End turn's warning");
  console.log(`screenshot: ${await screenshot(page, 'trambahn-end-turn-warning-390x844')}`);
  // Every button of the question is big enough to touch.
  for (const h of await page.locator('.tb-end-confirm button').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height))) {
    assert.ok(h >= 44, `a button of ${h} px`);
  }
  await table.play(page.locator('button.tb-end-anyway'));
  // Bruno's turn: a passenger only, no column started: End turn ends it without asking.
  await page.locator('.tb-curtain[data-player="1"] button').click();
  await page.locator('.tb-hand[data-player="1"] button.tb-card').first().waitFor();
  await table.select((await table.playableCards())[0]);
  await table.play(table.target('play_passenger'));
  assert.equal(await table.endTurnWarning(), null, 'Bruno would lose nothing');
  assert.equal(await table.endTurn(), false, 'End turn did not ask');
  assert.deepEqual(page.problems, []);
});

test('the new-game form starts as two people and says who plays', async () => {
  const page = await newPage(env.browser, TABLET);
  const form = await trambahnForm(page);
  const kinds = form.locator('select.player-kind');
  assert.deepEqual(await kinds.evaluateAll((els) => els.map((e) => e.value)), ['person', 'person']);
  const who = form.locator('p.who-plays');
  assert.equal(await who.getAttribute('data-seats'), 'people');
  assert.match(await who.textContent(), /^Anna and Bruno play on this device/);
  await kinds.nth(1).selectOption('strong');
  await form.locator('p.who-plays[data-seats="computer"]').waitFor();
  assert.equal(await who.textContent(), 'Anna plays against the computer (strong), named Bruno.');
  await kinds.nth(1).selectOption('person');
  await form.locator('p.who-plays[data-seats="people"]').waitFor();
  // Started as it stands: a pass-and-play table (the curtain, no computer).
  await form.locator('button.start-game').click();
  await page.locator('.tb-curtain[data-player="0"]').waitFor();
  assert.equal(await page.locator('.bot-controls').count(), 0, 'no computer seat');
  assert.deepEqual(page.problems, []);
});

test('a reload resumes the open Trambahn game, and the start screen is forgotten once left', async () => {
  const page = await newPage(env.browser, TABLET);
  const table = await new TrambahnPage(page).start(env.baseUrl, { names: ['Rosa', 'Emil'], seats: ['person', 'greedy'], seed: 11 });
  await page.locator('select.bot-speed-choice').selectOption('instant');
  await table.settled();
  await table.playTurn();
  await table.settled();
  const moves = await table.moves();
  const hand = await table.playableCards();
  await saved(page);
  await page.reload();
  await table.root.waitFor();
  await table.settled();
  assert.equal(await table.moves(), moves, 'the same game after the reload');
  assert.deepEqual(await table.playableCards(), hand, 'the same hand');
  assert.equal(await page.title(), 'Rosa, Emil · Trambahn');
  const remembered = () => page.evaluate(() => sessionStorage.getItem('tramways.open-game'));
  assert.ok(await remembered(), 'the tab remembers the open game');
  // Left for the start screen, the tab forgets it, and a reload stays there.
  await page.locator('.game-tools button.leave').click();
  await page.locator('section.start-screen').waitFor();
  await page.waitForFunction(() => sessionStorage.getItem('tramways.open-game') === null);
  await page.reload();
  await page.locator('section.start-screen').waitFor();
  const list = new SavedGamesPage(page);
  await list.listed();
  assert.equal(await page.locator('section.trambahn').count(), 0);
  // A game deleted meanwhile (another tab) is not resumed: the start screen shows.
  await page.locator('.saved-game button.resume').first().click();
  await table.root.waitFor();
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('tramways.game.')) localStorage.removeItem(key);
  });
  await page.reload();
  await page.locator('section.start-screen').waitFor();
  await list.listed();
  assert.equal(await list.rows().count(), 0);
  assert.equal(await page.locator('.notice.error').count(), 0, 'no error for a game gone');
  await page.waitForFunction(() => sessionStorage.getItem('tramways.open-game') === null);
  assert.deepEqual(page.problems, []);
});

test('a reload resumes the open 1840 game', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1024, height: 768 } });
  const game = await new GamePage(page).start(env.baseUrl, { names: ['Ida', 'Jan', 'Kai'], seed: 3 });
  await game.move('Auction Hofburg');
  const log = await game.log();
  await saved(page);
  await page.reload();
  await page.locator('section.game-screen').waitFor();
  assert.deepEqual(await game.log(), log, 'the same game after the reload');
  assert.equal(await page.title(), 'Ida, Jan, Kai · 1840 Vienna Tramways');
  assert.deepEqual(page.problems, []);
});

test('saved Trambahn games say who plays, the score and when (768×1024 and 390×844)', async () => {
  const page = await newPage(env.browser, TABLET);
  // Against the computer, played until a scoring has given points.
  const table = await new TrambahnPage(page).start(env.baseUrl, { names: ['Anna', 'Bruno'], seats: ['person', 'strong'], seed: 5 });
  await page.locator('select.bot-speed-choice').selectOption('instant');
  const scorings = () => page.locator('.tb-scorings').getAttribute('data-scorings').then(Number);
  for (let turn = 0; (await scorings()) === 0; turn++) {
    assert.ok(turn < 30, 'a scoring comes');
    await table.settled();
    await table.playTurn();
    await table.settled();
  }
  await saved(page);
  const { report } = await engineState(page);
  assert.ok(report.players.some((p) => p.victory_points > 0), 'points to show');
  await page.locator('.game-tools button.leave').click();
  // Pass-and-play, not started.
  await new TrambahnPage(page).start(env.baseUrl, { names: ['Anna', 'Bruno'], seats: ['person', 'person'], seed: 6 });
  await saved(page);
  await page.locator('.game-tools button.leave').click();
  const list = new SavedGamesPage(page);
  await list.listed();
  const rows = list.rows();
  assert.equal(await rows.count(), 2);
  const [people, computer] = [rows.nth(0), rows.nth(1)];
  assert.equal(await people.locator('.saved-who').textContent(), 'Two people, pass-and-play');
  assert.equal(await people.locator('.saved-players').textContent(), 'Anna 0 : 0 Bruno');
  assert.equal(await computer.locator('.saved-who').textContent(), 'Against the computer (strong)');
  const [a, b] = report.players.map((p) => p.victory_points);
  assert.equal(await computer.locator('.saved-players').textContent(), `Anna ${a} : ${b} Bruno`);
  for (const row of [people, computer]) {
    assert.match(await row.locator('.saved-when').textContent(), /^Last played \d{4}-\d\d-\d\d \d\d:\d\d$/);
  }
  console.log(`screenshot: ${await screenshot(page, 'trambahn-saved-games-768x1024')}`);
  await page.setViewportSize(PHONE.viewport);
  await list.rows().first().scrollIntoViewIfNeeded();
  await assertNoSidewaysScroll(page, 'the saved games, with Trambahn games');
  console.log(`screenshot: ${await screenshot(page, 'trambahn-saved-games-390x844')}`);
  assert.deepEqual(page.problems, []);
});

test('the title bar, the tab, the footer and the manifest name the game on screen in each language', async () => {
  const page = await newPage(env.browser, TABLET);
  const expected = {
    en: {
      app: 'Vienna Tramways & Trambahn',
      all: /^1840 Vienna Tramways is a game by Leonhard Orgler; Trambahn is a game by Helmut Ohley \(Lookout Spiele, 2015\)/,
      trambahn: /^Trambahn is a game by Helmut Ohley \(Lookout Spiele, 2015\)/,
      vienna: /^1840 Vienna Tramways is a game by Leonhard Orgler\./,
    },
    es: {
      app: 'Vienna Tramways y Trambahn',
      all: /^1840 Vienna Tramways es un juego de Leonhard Orgler; Trambahn es un juego de Helmut Ohley/,
      trambahn: /^Trambahn es un juego de Helmut Ohley \(Lookout Spiele, 2015\)/,
      vienna: /^1840 Vienna Tramways es un juego de Leonhard Orgler\./,
    },
    de: {
      app: 'Vienna Tramways und Trambahn',
      all: /^1840 Vienna Tramways ist ein Spiel von Leonhard Orgler, Trambahn ein Spiel von Helmut Ohley/,
      trambahn: /^Trambahn ist ein Spiel von Helmut Ohley \(Lookout Spiele, 2015\)/,
      vienna: /^1840 Vienna Tramways ist ein Spiel von Leonhard Orgler\./,
    },
  };
  // A Trambahn game open in the tab (Trambahn's page plays both games).
  await new TrambahnPage(page).start(env.baseUrl, { seats: ['person', 'person'], seed: 2 });
  await page.locator('.game-tools button.leave').click();
  await page.locator('section.start-screen').waitFor();
  for (const [lang, words] of Object.entries(expected)) {
    await page.locator('select.language-picker').selectOption(lang);
    await page.locator(`html[lang="${lang}"]`).waitFor({ state: 'attached' });
    // The start screen offers both games: the app's name and both designers.
    await page.locator('section.start-screen').waitFor();
    assert.equal(await page.locator('header.title-bar h1').textContent(), words.app);
    await page.waitForFunction((t) => document.title === t, words.app);
    assert.equal(await page.locator('footer').getAttribute('data-game'), 'all');
    assert.match(await page.locator('footer').textContent(), words.all);
    const href = await page.locator('link[rel=manifest]').getAttribute('href');
    assert.equal(href, `public/manifest.${lang}.webmanifest`);
    const manifest = await page.evaluate(async (h) => (await fetch(h)).json(), href);
    assert.equal(manifest.name, words.app, 'the installed app is named alike');
    // Trambahn's screen: its designer.
    await page.locator('.saved-game button.resume').first().click();
    await page.locator('section.trambahn').waitFor();
    assert.equal(await page.locator('header.title-bar h1').textContent(), 'Trambahn');
    await page.locator('footer[data-game="trambahn"]').waitFor();
    assert.match(await page.locator('footer').textContent(), words.trambahn);
    await page.locator('.game-tools button.leave').click();
    await page.locator('section.start-screen').waitFor();
    // 1840's tile gallery: 1840's designer.
    await page.locator('button.show-gallery').click();
    await page.locator('footer[data-game="1840"]').waitFor();
    assert.equal(await page.locator('header.title-bar h1').textContent(), '1840 Vienna Tramways');
    assert.match(await page.locator('footer').textContent(), words.vienna);
    await page.locator('section.gallery button.back').click();
    await page.locator('section.start-screen').waitFor();
  }
  assert.deepEqual(page.problems, []);
});
