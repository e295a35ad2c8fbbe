// Games are never lost (issue 9): autosave after every action and resume after a reload; the
// saved-games list (details, rename, duplicate, delete); an unreadable entry is set aside
// without harming the others; export → delete → import gives the same game; a bad file
// changes nothing; an 18xx.games export imports and plays on; a schema-1 save still loads.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { GamePage, SavedGamesPage, StartPage, storage, storedGames } from './pages.mjs';
import { ROOT, newPage, openBrowser, screenshot } from './support.mjs';

const FIXTURE_18XX = join(ROOT, '..', 'shared', 'fixtures', '1840-2player-18xx-games.json');
const FIXTURE_V1 = join(ROOT, 'tests', 'fixtures', 'saved-game-v1.json');

let env;
let tmp;
before(async () => {
  env = await openBrowser();
  tmp = await mkdtemp(join(tmpdir(), 'tramways-files-'));
});
after(async () => {
  await env?.close();
});

/** A game with two moves, then back on the start screen. */
async function twoMoves(page, names, seed) {
  const game = await new GamePage(page).start(env.baseUrl, { names, seed });
  await game.move('Auction Hofburg');
  await game.move('Bid 45');
  return game;
}

async function leave(page) {
  await page.locator('button.leave').click();
  await page.locator('section.start-screen').waitFor();
}

test('a game survives a reload and resumes where it was', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1024, height: 768 } });
  const game = await twoMoves(page, ['Ida', 'Jan'], 3);
  const who = await game.who();
  const log = await game.log();
  const sheet = await game.player('Ida');
  await page.reload();
  // The reload resumes the game open in the tab (issue 49).
  await page.locator('section.game-screen').waitFor();
  assert.equal(await game.who(), who);
  assert.deepEqual(await game.log(), log);
  assert.deepEqual(await game.player('Ida'), sheet);
  // Left for the start screen, it is listed as it was.
  await leave(page);
  const list = new SavedGamesPage(page);
  assert.deepEqual(await list.names(), ['Ida, Jan']);
  const details = await list.details('Ida, Jan');
  assert.equal(details.players, null, 'the name says who plays');
  assert.equal(details.round, 'Pre-Share Round · 2 moves');
  assert.match(details.when, /^Last played \d{4}-\d\d-\d\d \d\d:\d\d$/);
  await list.resume('Ida, Jan');
  assert.equal(await game.who(), who);
  assert.deepEqual(await game.log(), log);
  assert.deepEqual(page.problems, []);
});

test('an unreadable saved game is set aside, named, and the others still load', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1024, height: 768 }, acceptDownloads: true });
  await twoMoves(page, ['Kai', 'Lea'], 4);
  await page.evaluate(() => localStorage.setItem('tramways.game.broken', '{ this is not json'));
  await page.reload();
  // The game open in the tab resumes (issue 49); the start screen reports the bad entry.
  await page.locator('section.game-screen').waitFor();
  const list = await new SavedGamesPage(page).open(env.baseUrl);
  assert.match(await list.setAside().textContent(), /could not be read and was set aside: “broken”: it is not a saved game \(/);
  assert.deepEqual(await list.names(), ['Kai, Lea']);
  const aside = await page.evaluate(() => localStorage.getItem('tramways.unreadable.broken'));
  assert.equal(aside, '{ this is not json', 'the bad entry is kept, not deleted');
  await list.resume('Kai, Lea');
  assert.equal((await new GamePage(page).log()).filter((l) => l.includes('bids 45')).length, 1);
  await leave(page);
  // Delete asks once more before it deletes; the bad entry stays reported.
  await list.action('Kai, Lea', 'Delete');
  await list.row('Kai, Lea').getByRole('button', { name: 'Cancel' }).click();
  assert.equal(await list.rows().count(), 1, 'cancel keeps the game');
  await list.delete('Kai, Lea');
  assert.equal(await list.rows().count(), 0);
  assert.equal(await list.setAside().count(), 1);
  // The bad entry can be downloaded as it is, and deleted after asking.
  const download = page.waitForEvent('download');
  await list.setAside().getByRole('button', { name: 'Export file' }).click();
  assert.equal(await readFile(await (await download).path(), 'utf8'), '{ this is not json');
  const remove = list.setAside().locator('button.delete');
  await remove.click();
  assert.equal(await remove.textContent(), 'Really delete?');
  assert.ok(await page.evaluate(() => localStorage.getItem('tramways.unreadable.broken')), 'not yet');
  await remove.click();
  assert.equal(await list.setAside().count(), 0);
  assert.equal(await page.evaluate(() => localStorage.getItem('tramways.unreadable.broken')), null);
  assert.deepEqual(page.problems, []);
});

test('a saved game is renamed and duplicated from the list', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1024, height: 768 } });
  const game = await twoMoves(page, ['Mia', 'Noa'], 5);
  const log = await game.log();
  await leave(page);
  const list = new SavedGamesPage(page);
  await list.rename('Mia, Noa', 'Friday at the club');
  assert.equal((await list.details('Friday at the club')).players, 'Mia, Noa');
  await list.action('Friday at the club', 'Duplicate');
  await list.row('Friday at the club (copy)').waitFor();
  assert.deepEqual(await list.names(), ['Friday at the club (copy)', 'Friday at the club']);
  await page.reload();
  await list.open(env.baseUrl);
  assert.deepEqual(await list.names(), ['Friday at the club (copy)', 'Friday at the club']);
  await list.resume('Friday at the club (copy)');
  assert.deepEqual(await game.log(), log, 'the copy is the same game');
  await game.move('Pass');
  await leave(page);
  assert.match((await list.details('Friday at the club (copy)')).round, /3 moves/);
  assert.match((await list.details('Friday at the club')).round, /2 moves/, 'the original is untouched');
  assert.deepEqual(page.problems, []);
});

test('export, delete, import: the same game comes back', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1024, height: 768 }, acceptDownloads: true });
  const game = await twoMoves(page, ['Olga', 'Paul', 'Rita'], 6);
  await game.move('Pass');
  const who = await game.who();
  const log = await game.log();
  const sheet = await game.player('Olga');
  await leave(page);
  const list = new SavedGamesPage(page);
  await list.rename('Olga, Paul, Rita', 'Export me');
  const file = await list.export('Export me');
  assert.equal(file.suggested, '1840-export-me.json');
  const exported = JSON.parse(await readFile(file.path, 'utf8'));
  assert.equal(exported.name, 'Export me');
  assert.equal(exported.save.actions.length, 3);
  await list.delete('Export me');
  assert.equal(await list.rows().count(), 0);
  await list.import(file.path);
  await page.locator('section.game-screen').waitFor();
  assert.equal(await game.who(), who);
  assert.deepEqual(await game.log(), log);
  assert.deepEqual(await game.player('Olga'), sheet);
  await leave(page);
  assert.deepEqual(await list.names(), ['Export me']);
  assert.deepEqual(page.problems, []);
});

test('a bad file changes nothing and says why', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1024, height: 768 } });
  await twoMoves(page, ['Sam', 'Tea'], 7);
  await leave(page);
  const list = new SavedGamesPage(page);
  const before = await storage(page);
  const cases = [
    ['not-json.json', 'hello, I am a letter', /not a game file/],
    ['other-game.json', JSON.stringify({ title: '1889', players: [], actions: [] }), /“1889”, not of 1840/],
    ['cut-off.json', (await readFile(FIXTURE_V1, 'utf8')).slice(0, 900), /not a game file/],
    ['newer.json', JSON.stringify({ schema: 7, save: {} }), /newer version of the app/],
  ];
  for (const [name, text, reason] of cases) {
    const path = join(tmp, name);
    await writeFile(path, text);
    await list.import(path);
    await list.notice().waitFor();
    const message = await list.notice().textContent();
    assert.match(message, /This file cannot be imported, nothing was changed:/);
    assert.match(message, reason);
    assert.deepEqual(await storage(page), before, `${name} changed the storage`);
    await page.locator('.notice button.dismiss').click();
    await list.notice().waitFor({ state: 'detached' });
  }
  assert.deepEqual(await list.names(), ['Sam, Tea']);
  assert.deepEqual(page.problems, []);
});

test('an 18xx.games export imports with its rules and can be played on', async (t) => {
  const text = await readFile(FIXTURE_18XX, 'utf8').catch(() => null);
  if (text === null) {
    t.skip(`${FIXTURE_18XX} is absent`);
    return;
  }
  // The game cut after 60 of its actions, as if exported in the middle of play.
  const exported = JSON.parse(text);
  exported.actions = exported.actions.slice(0, 60);
  exported.status = 'active';
  delete exported.result;
  const path = join(tmp, '18xx-games-unfinished.json');
  await writeFile(path, JSON.stringify(exported));
  const page = await newPage(env.browser, { viewport: { width: 1024, height: 768 } });
  const list = await new SavedGamesPage(page).open(env.baseUrl);
  await list.import(path);
  await page.locator('section.game-screen').waitFor();
  const [stored] = await storedGames(page);
  assert.equal(stored.name, `18xx.games game ${exported.id}`);
  assert.equal(stored.save.setup.options.tram_companies_drawn, true, 'the rule options of 18xx.games');
  assert.equal(stored.save.setup.options.dividends_before_trams, true);
  const moves = stored.save.actions.length;
  // The cut leaves WT at its layout step after winning line 18 (18xx.games asks it next):
  // its first move ends the step, which the log does not list; the save shows it.
  await page.locator('.moves-panel button.move').first().click();
  const [after] = await storedGames(page);
  assert.equal(after.save.actions.length, moves + 1, 'a move was played and saved');
  assert.deepEqual(page.problems, []);
});

test('an 18xx.games file says so when its worker cannot load, and nothing is stored', async () => {
  // The page starts the 18xx.games worker (its own wasm) when a file needs it. Here it cannot
  // be fetched (no service worker to serve it, the network refuses it).
  const path = join(tmp, '18xx-games-no-worker.json');
  await writeFile(path, JSON.stringify({ id: 5, title: '1840', players: [], actions: [] }));
  const page = await newPage(env.browser, { viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });
  await page.route('**/eighteen-xx*', (route) => route.abort());
  const list = await new SavedGamesPage(page).open(env.baseUrl);
  const before = await storage(page);
  await list.import(path);
  await list.notice().waitFor();
  const message = await list.notice().textContent();
  assert.match(message, /This file cannot be imported, nothing was changed:/);
  assert.match(message, /The converter for 18xx\.games files could not start/);
  console.log(`the message without the worker: ${message}`);
  assert.deepEqual(await storage(page), before, 'nothing stored');
  assert.deepEqual(page.problems.filter((p) => !p.includes('eighteen-xx') && !p.includes('Failed to load resource')), []);
});

test('a game saved by schema 1 (the committed fixture) loads and resumes', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1024, height: 768 } });
  await new StartPage(page).open(env.baseUrl);
  const fixture = await readFile(FIXTURE_V1, 'utf8');
  await page.evaluate((text) => localStorage.setItem('tramways.game.v1fixture', text), fixture);
  await page.reload();
  const list = await new SavedGamesPage(page).open(env.baseUrl);
  assert.equal((await list.details('Saved by schema 1')).round, 'Share Round 1 · 35 moves');
  await list.resume('Saved by schema 1');
  assert.equal(await new GamePage(page).round(), 'Share Round 1');
  assert.deepEqual(page.problems, []);
});

test('screenshots of the saved games at 768×1024 and 1440×900', async () => {
  for (const [width, height] of [[768, 1024], [1440, 900]]) {
    const page = await newPage(env.browser, { viewport: { width, height } });
    await twoMoves(page, ['Anna', 'Bruno', 'Clara'], 11);
    await leave(page);
    await twoMoves(page, ['Dora', 'Emil', 'Fritz', 'Gerda'], 12);
    await leave(page);
    await page.evaluate(() => localStorage.setItem('tramways.game.damaged', '{"schema": 1, "save": 3}'));
    await page.reload();
    const list = await new SavedGamesPage(page).open(env.baseUrl);
    await list.rename('Anna, Bruno, Clara', 'Sunday afternoon');
    await list.shareLink('Dora, Emil, Fritz, Gerda');
    await screenshot(page, `saved-games-${width}x${height}`);
    // Every control of the list is big enough to touch.
    for (const box of await page.locator('.saved-game button').evaluateAll((els) =>
      els.map((e) => e.getBoundingClientRect().height))) {
      assert.ok(box >= 44, `a button of ${box} px`);
    }
    assert.deepEqual(page.problems, []);
  }
});
