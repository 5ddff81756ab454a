// "Upgrade to 1.x" on a 7.x demo: the same demo opens on the 1.x line with the reader's code upgraded by the
// mechanical fixes, running at once (the reader's own action), with the diff and what is left to do by hand.
import { expect, expectDemoReady, openPage, readingTest } from './fixtures';

const ID = 'expanded-row-render';
const EDITOR = /Demo source code editor/;

readingTest(
  'Upgrade to 1.x opens the 1.x demo running the fixed code, with the diff and the to-do list',
  async ({ page }) => {
    await openPage(page, `/7.x/demo/${ID}`);
    const seven = page.locator(`#${ID}`);
    await expectDemoReady(seven.locator('.demo-preview'));
    const button = seven.getByRole('button', { name: 'Upgrade to 1.x' });
    // Keyboard: it takes the focus, with a visible ring, and Enter acts.
    await button.focus();
    await expect(button).toBeFocused();
    expect(await button.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');

    await page.waitForURL(new RegExp(`/demo/${ID}#`));
    expect(new URL(page.url()).pathname).toBe(`/demo/${ID}`);
    const one = page.locator(`#${ID}`);
    const editor = one.getByRole('textbox', { name: EDITOR });
    await expect(editor).toContainText("from '@rc-component/table'");
    await expect(editor).not.toContainText("from 'rc-table'");
    const notice = one.locator('[data-notice="upgrade"]');
    await expect(notice).toContainText('upgraded to @rc-component/table 1.x and running');
    await expect(notice.locator('[data-upgrade="diff"] [data-kind="removed"]').first()).toContainText("'rc-table'");
    await expect(notice.locator('[data-upgrade="diff"] [data-kind="added"]').first()).toContainText(
      "'@rc-component/table'",
    );
    // expandIcon takes a person: it is in the list, and underlined in the editor.
    await expect(notice.locator('[data-upgrade="todo"] li')).toContainText([/expandIcon/]);
    // Running: the edit rendered at once (no Run to press), and the fragment is gone so a reload keeps the edit.
    await expect(one.getByRole('button', { name: 'Run' })).toHaveCount(0);
    await expect(one.locator('.live-editor-status')).toHaveText(/updated/i);
    await expectDemoReady(one.locator('.demo-preview'));
    expect(new URL(page.url()).hash).toBe(`#${ID}`);
  },
);

readingTest('the button speaks Chinese on the Chinese 7.x page and keeps the locale', async ({ page }) => {
  await openPage(page, `/zh-CN/7.x/demo/${ID}`);
  await page.locator(`#${ID}`).getByRole('button', { name: '升级到 1.x' }).click();
  await page.waitForURL(new RegExp(`/zh-CN/demo/${ID}#`));
  await expect(page.locator(`#${ID} [data-notice="upgrade"]`)).toContainText('1.x');
});

readingTest('1.x demos have no Upgrade button', async ({ page }) => {
  await openPage(page, `/demo/${ID}`);
  await expect(page.locator(`#${ID}`).getByRole('button', { name: 'Upgrade to 1.x' })).toHaveCount(0);
});
