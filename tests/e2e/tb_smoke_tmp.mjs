import { newPage, openBrowser } from './support.mjs';
const env = await openBrowser();
const page = await newPage(env.browser, { viewport: { width: 768, height: 1024 } });
await page.goto(env.baseUrl);
await page.locator('header.title-bar h1').waitFor();
await page.getByRole('button', { name: 'New Trambahn game' }).click();
await page.locator('input.seed').fill('7');
await page.locator('button.start-game').click();
await page.locator('section.trambahn').waitFor();
await page.screenshot({ path: '/tmp/tbs/t0.png', fullPage: true });
// Anna: first hand card with a target → first target.
await page.locator('.tb-hand button.tb-card').first().click();
await page.screenshot({ path: '/tmp/tbs/t1.png', fullPage: true });
await page.locator('button.tb-target').first().click();
await page.locator('button.tb-end-turn').click();
await page.waitForFunction(() => document.querySelector('.tb-turn')?.dataset.player === '0' && Number(document.querySelector('section.trambahn').dataset.moves) > 2, null, { timeout: 20000 });
await page.screenshot({ path: '/tmp/tbs/t2.png', fullPage: true });
console.log('problems', page.problems);
await env.close();
