import { newPage, openBrowser } from './support.mjs';
const env = await openBrowser();
const page = await newPage(env.browser, { viewport: { width: 768, height: 1024 }, hasTouch: true });
await page.goto(env.baseUrl);
await page.locator('button.new-railroads').click();
await page.waitForURL(/railroads\.html/);
const form = page.locator('section.new-railroads');
await form.waitFor();
await form.locator('input.seed').fill('5');
await form.locator('button.start-game').click();
await page.locator('section.railroads').waitFor();
await page.locator('select.bot-speed-choice').selectOption('instant');
await page.screenshot({ path: '/tmp/rr-start.png', fullPage: true });
const limit = Number(process.env.MOVES || 400);
let moves = 0;
for (let i = 0; i < limit; i++) {
  await page.waitForFunction(() => {
    const r = document.querySelector('section.railroads');
    if (!r) return false;
    if (r.dataset.over === 'true') return true;
    const d = document.querySelector('.rr-prompt')?.dataset.decision;
    return d && d !== 'waiting' && r.getAttribute('aria-busy') === 'false';
  }, null, { timeout: 60000 });
  if ((await page.locator('section.railroads').getAttribute('data-over')) === 'true') break;
  const before = Number(await page.locator('section.railroads').getAttribute('data-moves'));
  let target = page.locator('button.rr-space.rr-offered').first();
  if (!(await target.count())) target = page.locator('button.rr-choice.rr-offered:not(.rr-pass):not(.rr-done)').first();
  if (!(await target.count())) target = page.locator('button.rr-choice.rr-offered').first();
  if (!(await target.count())) { console.log('nothing offered', await page.locator('.rr-decision').innerText()); break; }
  await target.click();
  await page.locator('button.rr-confirm-button').click();
  await page.waitForFunction((n) => Number(document.querySelector('section.railroads')?.dataset.moves) > n, before);
  moves++;
  if (moves === 30) await page.screenshot({ path: '/tmp/rr-mid.png', fullPage: true });
}
console.log('person moves', moves, 'over', await page.locator('section.railroads').getAttribute('data-over'));
await page.screenshot({ path: '/tmp/rr-end.png', fullPage: true });
console.log('problems', page.problems);
await env.close();
