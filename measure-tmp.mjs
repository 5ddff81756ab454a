import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
const pages = process.argv.slice(2);
for (const p of pages) {
  await page.goto('http://127.0.0.1:4406' + p);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const demos = await page.locator('.demo').all();
  for (const d of demos) {
    await d.scrollIntoViewIfNeeded();
    await d.locator('.demo-preview[data-demo-ready]').waitFor({ state: 'attached', timeout: 30000 }).catch(() => {});
    const r = await d.evaluate((el) => {
      return [...el.querySelectorAll('.rc-table')].map((t) => {
        const box = (t.querySelector('.rc-table-body') || t.querySelector('.rc-table-content'));
        const row = t.querySelector('tbody tr.rc-table-row') || t.querySelector('thead tr:last-child');
        if (!row) return 'norow';
        let fixed = 0;
        for (const c of row.children) if (c.className.includes('cell-fix-')) fixed += c.getBoundingClientRect().width;
        return `box ${Math.round(box.clientWidth)} fixed ${Math.round(fixed)} free ${Math.round(box.clientWidth - fixed)}`;
      });
    });
    console.log(p, await d.getAttribute('id'), JSON.stringify(r));
  }
}
await browser.close();
