import { newPage, openBrowser, screenshot } from './support.mjs';
const env = await openBrowser();
const page = await newPage(env.browser, { viewport: { width: 768, height: 1024 } });
await page.goto(env.baseUrl);
await page.locator('header.title-bar h1').waitFor();
await page.getByRole('button', { name: 'New Trambahn game' }).click();
await page.locator('section.new-trambahn').waitFor();
await page.screenshot({ path: '/tmp/tbs/new.png', fullPage: true });
await page.locator('button.start-game').click();
await page.locator('section.trambahn-screen').waitFor();
for (let i = 0; i < 5; i++) {
  const n = Number(await page.locator('section.trambahn-screen').getAttribute('data-moves'));
  await page.locator('.tb-any').click();
  await page.waitForFunction((n) => Number(document.querySelector('section.trambahn-screen').dataset.moves) > n, n);
}
console.log('moves', await page.locator('section.trambahn-screen').getAttribute('data-moves'));
await page.reload();
await page.locator('header.title-bar h1').waitFor();
await page.screenshot({ path: '/tmp/tbs/start.png', fullPage: true });
console.log(await page.locator('.saved-game').allTextContents());
await page.locator('.saved-game .resume').first().click();
await page.locator('section.trambahn-screen').waitFor();
console.log('resumed moves', await page.locator('section.trambahn-screen').getAttribute('data-moves'));
console.log('problems', page.problems);
await env.close();
