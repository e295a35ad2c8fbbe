// Trambahn's hint, charts and end box (issue 49): the person to move asks for a hint, sees the
// hinted card or tram marked and the reason, and Play it plays exactly the hinted move (the
// engine's JSON of the action in the saved log); the hint is never offered behind the
// pass-and-play curtain nor in a game of computers. A game of two computers at instant speed
// ends with a result panel that says why the game ended and what each scoring gave, and whose
// charts end at the panel's points and money. Every wait is on the page's state.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { TrambahnPage } from './pages.mjs';
import { SHOTS, assertNoSidewaysScroll, frameFigures, newPage, openBrowser, recordFrames, recordedFrames, saved, screenshot, storedSave } from './support.mjs';

let env;
before(async () => {
  env = await openBrowser();
});
after(async () => {
  await env?.close();
});

const TABLET = { viewport: { width: 768, height: 1024 }, hasTouch: true };
const PHONE = { width: 390, height: 844 };

/** The hint shown now, as the engine's action. */
async function hinted(page) {
  const panel = page.locator('.tb-hint-panel');
  await panel.waitFor();
  return JSON.parse(await panel.getAttribute('data-action'));
}

/** Asks for a hint and waits until it is shown. */
async function askHint(page) {
  await page.locator('button.ask-hint:not([disabled])').click();
  return hinted(page);
}

/** The numbers of a chart's table: one array per player, in step order. */
async function chartTable(scope, chart) {
  const toggle = scope.locator(`.${chart} .table-toggle`);
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  await scope.locator(`.${chart} table.tb-chart-table`).waitFor();
  return scope.locator(`.${chart} table.tb-chart-table tbody tr`).evaluateAll((rows) =>
    rows.map((tr) => [...tr.querySelectorAll('td')].map((td) => Number(td.dataset.value))));
}

test('a hint for the person to move is marked on the table and Play it plays exactly it (screenshots at 768×1024 and 390×844)', async () => {
  const page = await newPage(env.browser, TABLET);
  const table = await new TrambahnPage(page).start(env.baseUrl, { seed: 7 });
  await page.locator('select.bot-speed-choice').selectOption('instant');
  // Every frame while the hint is thought about (the button busy at both ends of it).
  await recordFrames(page, 'button.ask-hint[aria-busy="true"]');
  const took = [];
  let played = 0;
  for (let round = 0; played < 4; round += 1) {
    assert.ok(round < 12, 'four hints played');
    await table.settled();
    assert.equal(await table.over(), false);
    const asked = Date.now();
    const action = await askHint(page);
    took.push(Date.now() - asked);
    const reason = (await page.locator('.tb-hint-panel .hint-reason').textContent()).trim();
    assert.ok(reason.length > 10, `a reason: ${reason}`);
    // The hinted card or tram is marked, and only it.
    if (action.card !== undefined) {
      await page.locator(`.tb-hand button.tb-card.tb-hinted[data-card="${action.card}"]`).waitFor();
      assert.equal(await page.locator('.tb-hinted').count(), 1);
    } else if (action.tram !== undefined) {
      await page.locator(`button.tb-tram.tb-hinted[data-tram="${action.tram}"]`).waitFor();
      assert.equal(await page.locator('.tb-hinted').count(), 1);
    } else {
      assert.equal(action.type, 'end_turn');
    }
    if (action.type === 'play_passenger') {
      await page.locator(`.tb-terminal.tb-hint-place[data-colour="${action.terminal}"]`).waitFor();
    }
    if (played === 0) {
      console.log(`hint: ${JSON.stringify(action)} — ${reason}`);
      console.log(`screenshot: ${await screenshot(page, 'trambahn-hint-768x1024')}`);
      await page.setViewportSize(PHONE);
      await assertNoSidewaysScroll(page, "Trambahn's table with a hint");
      // What the phone's screen shows (the dock is sticky at its bottom).
      const phone = join(SHOTS, 'trambahn-hint-390x844.png');
      await page.screenshot({ path: phone });
      console.log(`screenshot: ${phone}`);
      await page.setViewportSize(TABLET.viewport);
    }
    const before = await table.moves();
    await table.play(page.locator('.tb-hint-panel button.play-hint'));
    await saved(page);
    const save = await storedSave(page);
    assert.deepEqual(save.actions[before], action, 'the move played is the hinted one');
    played += 1;
    // The hint lapses with the move it was for.
    if (!(await table.over()) && (await table.moves()) === before + 1) {
      assert.equal(await page.locator('.tb-hint-panel').count(), 0, 'no stale hint');
    }
  }
  const { frames, long } = await recordedFrames(page);
  const thinking = frames.filter((f) => f.thinking).map((f) => f.gap);
  console.log(
    `trambahn hints: ${took.map((ms) => `${ms} ms`).join(', ')} from the tap to the hint; while thinking ` +
      `${thinking.length ? frameFigures(thinking) : 'no frame'}; ${long.length} long tasks (over 50 ms)`,
  );
  // The charts during the game end at the points and money on the table.
  await page.locator('details.tb-story-charts summary').click();
  await table.settled();
  const points = await chartTable(page, 'tb-points-chart');
  const money = await chartTable(page, 'tb-money-chart');
  for (const p of [0, 1]) {
    const onTable = Number(await page.locator(`.tb-points[data-player="${p}"]`).getAttribute('data-points'));
    const cards = Number(await page.locator(`.tb-player[data-player="${p}"] .tb-money`).getAttribute('data-cards'));
    assert.equal(points[p].at(-1), onTable, `player ${p}'s points`);
    assert.equal(money[p].at(-1), cards, `player ${p}'s money`);
  }
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('no hint behind the pass-and-play curtain, one after it is lifted, none in a game of computers', async () => {
  const page = await newPage(env.browser, TABLET);
  const table = await new TrambahnPage(page).start(env.baseUrl, { seats: ['person', 'person'], seed: 3 });
  await page.locator('.tb-curtain').waitFor();
  assert.equal(await page.locator('button.ask-hint').count(), 0, 'no hint behind the curtain');
  await page.locator('button.tb-reveal').click();
  await page.locator('.tb-hand[data-player="0"]').waitFor();
  const action = await askHint(page);
  await table.play(page.locator('.tb-hint-panel button.play-hint'));
  await saved(page);
  assert.deepEqual((await storedSave(page)).actions[0], action);
  await page.close();

  const bots = await newPage(env.browser, TABLET);
  const robots = await new TrambahnPage(bots).start(env.baseUrl, { seats: ['greedy', 'greedy'], seed: 5 });
  await bots.waitForFunction(() => Number(document.querySelector('section.trambahn')?.dataset.moves) > 0);
  assert.equal(await bots.locator('button.ask-hint').count(), 0, 'no hint for the computer’s seat');
  assert.equal(await robots.over(), false);
  await bots.close();
});

test('a game of two computers ends with why it ended, each scoring, and charts ending at the result (screenshots at 768×1024 and 390×844)', async () => {
  const page = await newPage(env.browser, TABLET);
  const table = await new TrambahnPage(page).start(env.baseUrl, { seats: ['greedy', 'greedy'], seed: 11 });
  await page.locator('select.bot-speed-choice').selectOption('instant');
  await page.waitForFunction(() => document.querySelector('section.trambahn')?.dataset.over === 'true', null, { timeout: 120_000 });
  assert.equal(await table.over(), true);
  const result = page.locator('.tb-end');
  await result.locator('.trambahn-result').waitFor();
  const reason = await result.locator('.tb-end-reason').getAttribute('data-reason');
  assert.ok(['tenth_scoring', 'cards_exhausted'].includes(reason), reason);
  const shown = await result.locator('.tb-result-points').evaluateAll((els) => els.map((e) => Number(e.dataset.points)));
  const cards = await result.locator('.tb-result-money').evaluateAll((els) => els.map((e) => Number(e.dataset.money)));
  // Each scoring says what it gave each player; together they make the points.
  const gains = await result.locator('.tb-each-scoring li').evaluateAll((lis) => lis.map((li) => li.dataset.gained.split(' ').map(Number)));
  assert.ok(gains.length >= 1);
  for (const p of [0, 1]) assert.equal(gains.reduce((sum, g) => sum + g[p], 0), shown[p]);
  // The charts' lines as drawn, then their tables: the last points are the result's.
  await result.locator('.tb-points-chart svg.plot-svg').waitFor();
  assert.equal(await result.locator('.tb-points-chart .plot-line').count(), 2);
  console.log(`screenshot: ${await screenshot(page, 'trambahn-end-chart-768x1024')}`);
  await page.setViewportSize(PHONE);
  await assertNoSidewaysScroll(page, "Trambahn's end");
  // The end box alone, at the phone's width.
  const phone = join(SHOTS, 'trambahn-end-chart-390x844.png');
  await result.screenshot({ path: phone });
  console.log(`screenshot: ${phone}`);
  await page.setViewportSize(TABLET.viewport);
  const points = await chartTable(result, 'tb-points-chart');
  const money = await chartTable(result, 'tb-money-chart');
  assert.deepEqual(points.map((row) => row.at(-1)), shown, 'the chart ends at the result’s points');
  assert.deepEqual(money.map((row) => row.at(-1)), cards, 'the chart ends at the result’s money');
  assert.equal(points[0].length, gains.length + 1, 'a step per scoring and the start');
  assert.equal(await page.locator('details.tb-story-charts').count(), 0, 'the end shows the charts itself');
  console.log(`two greedy computers, seed 11: ${await table.moves()} moves, ${reason}, points ${shown.join(' : ')}, money ${cards.join(' : ')}`);
  await page.close();
});

test('the hint and the charts speak German and Spanish', async () => {
  const words = {
    'de-DE': { button: 'Neues Spiel Trambahn', heading: /Der starke Computer würde spielen:/, reason: /Fahrgast|Endhaltestelle|Spalte|Geld/, charts: 'Das Spiel in Diagrammen', points: 'Siegpunkte nach jeder Wertung' },
    'es-ES': { button: 'Nueva partida de Trambahn', heading: /El ordenador fuerte jugaría:/, reason: /pasajero|terminal|columna|dinero/, charts: 'La partida en gráficos', points: 'Puntos de victoria tras cada puntuación' },
  };
  for (const [locale, w] of Object.entries(words)) {
    const page = await newPage(env.browser, { ...TABLET, locale });
    await page.goto(env.baseUrl);
    await page.locator('button', { hasText: w.button }).first().click();
    await page.locator('section.new-trambahn').waitFor();
    await page.locator('button.start-game').click();
    const table = new TrambahnPage(page);
    await table.root.waitFor();
    // The form starts from two people (issue 49): the first hand is behind the curtain.
    await page.locator('button.tb-reveal').click();
    await table.settled();
    await askHint(page);
    assert.match(await page.locator('.tb-hint-panel .hint-move').textContent(), w.heading);
    assert.match(await page.locator('.tb-hint-panel .hint-reason').textContent(), w.reason);
    await page.locator('details.tb-story-charts summary', { hasText: w.charts }).click();
    await page.locator('.tb-points-chart h3', { hasText: w.points }).waitFor();
    assert.deepEqual(page.problems, []);
    await page.close();
  }
});
