// Export for 18xx.games (issue 17): a game started "As on 18xx.games" is played by clicks,
// exported from under the game and from the saved-games list, the file is the one the
// command-line tool writes from the same save, it imports back through the import button and
// plays on. A game with the printed rules is not offered the export. Where ruby and
// ../shared/oracle-18xx are there, 18xx.games' own engine must accept every exported action.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { GamePage, SavedGamesPage, StartPage, storedGames } from './pages.mjs';
import { CLI, ROOT, newPage, openBrowser, saved, screenshot } from './support.mjs';

const ORACLE = join(ROOT, '..', 'shared', 'oracle-18xx', 'oracle.rb');

let env;
let tmp;
before(async () => {
  env = await openBrowser();
  tmp = await mkdtemp(join(tmpdir(), 'tramways-18xx-'));
});
after(async () => {
  await env?.close();
});

async function leave(page) {
  await page.locator('button.leave').click();
  await page.locator('section.start-screen').waitFor();
}

/** Whether a command can be run (ruby for the oracle). */
function runs(command, args) {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

test('the new-game form offers the rules of 18xx.games as a labelled, touchable radio group', async () => {
  const page = await newPage(env.browser, { viewport: { width: 768, height: 1024 }, hasTouch: true });
  await new StartPage(page).open(env.baseUrl);
  await page.getByRole('button', { name: 'New 1840 game' }).click();
  const form = page.locator('section.new-game');
  const group = form.getByRole('group', { name: 'Rules' });
  const printed = group.getByRole('radio', { name: 'Printed rules', exact: true });
  const online = group.getByRole('radio', { name: 'As on 18xx.games', exact: true });
  assert.equal(await printed.isChecked(), true, 'the printed rules by default');
  assert.equal(await online.isChecked(), false);
  // The choice says what it changes (read out with the radio).
  const note = await page.locator(`#${await online.getAttribute('aria-describedby')}`).textContent();
  assert.match(note, /differs from the rulebook/);
  assert.match(note, /exported there/);
  for (const height of await form.locator('.rule-option').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height))) {
    assert.ok(height >= 44, `a rule choice of ${height} px`);
  }
  // 3 players: 18xx.games has the small map and the full board, not the 2-player board.
  const disabled = () => form.locator('select.board-choice option:disabled').evaluateAll((els) => els.map((e) => e.value));
  assert.deepEqual(await disabled(), []);
  await form.locator('select.board-choice').selectOption('two');
  await online.check();
  await form.locator('select.board-choice option[value="two"]:disabled').waitFor({ state: 'attached' });
  assert.deepEqual(await disabled(), ['two']);
  assert.equal(await form.locator('select.board-choice').inputValue(), 'small', 'back to the recommended board');
  await screenshot(page, 'new-game-rules-768x1024');
  await printed.check();
  await form.locator('select.board-choice option:disabled').first().waitFor({ state: 'detached' });
  assert.deepEqual(page.problems, []);
});

test('a game played as on 18xx.games is exported for 18xx.games, imported back and played on', async (t) => {
  const page = await newPage(env.browser, { viewport: { width: 1024, height: 768 }, acceptDownloads: true });
  const game = await new GamePage(page).start(env.baseUrl, { names: ['Ada', 'Ben'], seed: 1840, rules: 'As on 18xx.games' });
  // The private auction by clicks: two privates are bought.
  for (const label of ['Auction Hofburg', 'Bid 45', 'Pass', 'Auction Karlskirche', 'Bid 20', 'Pass']) {
    await game.move(label);
  }
  await saved(page);
  const [stored] = await storedGames(page);
  assert.equal(stored.save.setup.options.private_auction_as_18xx_games, true, 'the rule options of 18xx.games');
  assert.equal(stored.save.actions.length, 6);
  const log = await game.log();

  // Under the game.
  const download = page.waitForEvent('download');
  await page.locator('section.game-files').getByRole('button', { name: 'Export for 18xx.games', exact: true }).click();
  const file = await download;
  assert.equal(file.suggestedFilename(), '1840-ada-ben-18xx.json');
  const path = join(tmp, file.suggestedFilename());
  await file.saveAs(path);
  const exported = JSON.parse(await readFile(path, 'utf8'));
  assert.equal(exported.title, '1840');
  assert.deepEqual(exported.players.map((p) => p.name), ['Ada', 'Ben']);
  assert.equal(exported.settings.seed, 1840);
  // A private chosen and bid on is one 18xx.games `bid`: 6 moves are 4 actions there.
  assert.deepEqual(exported.actions.map((a) => a.type), ['bid', 'pass', 'bid', 'pass']);
  assert.deepEqual(exported.actions.map((a) => a.id), [1, 2, 3, 4]);
  // The same export as the command-line tool makes from the stored save.
  if (existsSync(CLI)) {
    const savePath = join(tmp, 'save.json');
    await writeFile(savePath, JSON.stringify(stored.save));
    const cli = JSON.parse(execFileSync(CLI, ['export', '--format', '18xx', savePath], { encoding: 'utf8' }));
    assert.deepEqual(exported, cli);
  } else {
    t.diagnostic(`${CLI} is absent: the export is not compared with the command-line tool`);
  }
  // 18xx.games' own engine accepts every action (optional: needs ruby and the oracle).
  if (existsSync(ORACLE) && runs('ruby', ['--version'])) {
    const out = execFileSync('ruby', [ORACLE, '--auto', path, '--brief'], { encoding: 'utf8' });
    const summary = JSON.parse(out.trim().split('\n').pop());
    assert.equal(summary.refused_at, null, out);
    assert.equal(summary.processed, exported.actions.length);
  } else {
    t.diagnostic('ruby or ../shared/oracle-18xx is absent: the export is not checked by 18xx.games');
  }

  // From the saved-games list: the same file.
  await leave(page);
  const list = new SavedGamesPage(page);
  const fromList = await list.export18xx('Ada, Ben');
  assert.equal(fromList.suggested, '1840-ada-ben-18xx.json');
  await screenshot(page, 'export-18xx-saved-games-1024x768');
  assert.deepEqual(JSON.parse(await readFile(fromList.path, 'utf8')), exported);

  // Imported back through the import button: the same position, and it plays on.
  await list.import(path);
  await page.locator('section.game-screen').waitFor();
  assert.deepEqual(await game.log(), log, 'the imported game is where the exported one was');
  await saved(page);
  const imported = (await storedGames(page)).find((g) => g.id !== stored.id);
  assert.equal(imported.name, '18xx.games game 1');
  const moves = imported.save.actions.length;
  const [next] = await game.moveLabels();
  await game.move(next);
  await page.locator('.log-lines li').nth(log.length).waitFor();
  assert.ok((await game.log()).length > log.length, 'the move is logged');
  await saved(page);
  const after = (await storedGames(page)).find((g) => g.id === imported.id);
  assert.equal(after.save.actions.length, moves + 1, 'and saved');
  assert.deepEqual(page.problems, []);
});

test('a game with the printed rules is not offered the export for 18xx.games', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1024, height: 768 } });
  const game = await new GamePage(page).start(env.baseUrl, { names: ['Cem', 'Dua'], seed: 9 });
  await game.move('Auction Hofburg');
  await page.locator('section.game-files button.export').waitFor();
  assert.equal(await page.locator('section.game-files button.export-18xx').count(), 0);
  await leave(page);
  const list = new SavedGamesPage(page);
  const row = list.row('Cem, Dua');
  await row.locator('button.more').click();
  await row.locator('button.share').waitFor();
  assert.equal(await row.locator('button.export').count(), 1);
  assert.equal(await row.locator('button.export-18xx').count(), 0);
  assert.deepEqual(page.problems, []);
});
