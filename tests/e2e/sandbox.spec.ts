import type { BrowserContext, Request } from '@playwright/test';
import LZString from 'lz-string';
import { readFileSync } from 'node:fs';
import { expect, expectDemoReady, openPage, test } from './fixtures';

/** Answers every request to the sandbox providers locally and keeps the requests: nothing leaves. */
async function interceptProviders(context: BrowserContext) {
  const requests: Request[] = [];
  await context.route(/^https:\/\/(codesandbox\.io|stackblitz\.com)\//, (route) => {
    requests.push(route.request());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>sandbox</title>' });
  });
  return requests;
}

// HTML form submission turns every line break into CRLF; the providers read it either way.
const form = (request: Request) => new URLSearchParams((request.postData() ?? '').replace(/%0D%0A/gi, '%0A'));
// The root's demos run on @rc-component/table (1.x): the sandboxes pin its installed version.
const versions = JSON.parse(readFileSync('node_modules/@rc-component/table/package.json', 'utf8')).version as string;

test('Open in CodeSandbox posts the demo files to the define endpoint in a new window', async ({ page, context }) => {
  const requests = await interceptProviders(context);
  await openPage(page, '/demo/dropdown');
  const block = page.locator('#dropdown');
  // The block's buttons work once its island is live.
  await expectDemoReady(block.locator('.demo-preview'));
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    block.getByRole('button', { name: 'Open in CodeSandbox' }).click(),
  ]);
  await popup.waitForLoadState();
  const request = requests.find((r) => r.url().startsWith('https://codesandbox.io/'))!;
  expect(request.url()).toBe('https://codesandbox.io/api/v1/sandboxes/define');
  expect(request.method()).toBe('POST');
  const fields = form(request);
  expect([...fields.keys()]).toEqual(['parameters']);
  const base64 = fields.get('parameters')!.replace(/-/g, '+').replace(/_/g, '/');
  const { files } = JSON.parse(LZString.decompressFromBase64(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
  expect(Object.keys(files).sort()).toEqual(
    [
      'package.json',
      'public/index.html',
      'sandbox.config.json',
      'src/App.tsx',
      'src/dropdown.css',
      'src/index.tsx',
      'src/table-theme.css',
    ].sort(),
  );
  expect(files['src/App.tsx'].content).toBe(readFileSync('docs/1.x/examples/dropdown.tsx', 'utf8'));
  // The site's table theme goes along, so the sandbox looks like the demo on the page.
  expect(files['src/table-theme.css'].content).toBe(readFileSync('docs/1.x/examples/table-theme.css', 'utf8'));
  const manifest = JSON.parse(files['package.json'].content);
  expect(manifest.dependencies['@rc-component/table']).toBe(versions);
  expect(manifest.dependencies['rc-table']).toBeUndefined();
  // 1.x's demo uses the dropdown and menu of its own family, as antd 6 does.
  expect(manifest.dependencies['@rc-component/dropdown']).toBe('2.0.1');
  expect(manifest.dependencies['@rc-component/menu']).toBe('1.6.0');
  expect(manifest.dependencies['rc-dropdown']).toBeUndefined();
  await expect(block.getByRole('button', { name: 'Open in CodeSandbox' })).toBeEnabled();
});

test('Open in StackBlitz posts a create-react-app project to /run', async ({ page, context }) => {
  const requests = await interceptProviders(context);
  await openPage(page, '/demo/column-resize');
  const block = page.locator('#column-resize');
  // The block's buttons work once its island is live.
  await expectDemoReady(block.locator('.demo-preview'));
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    block.getByRole('button', { name: 'Open in StackBlitz' }).click(),
  ]);
  await popup.waitForLoadState();
  const request = requests.find((r) => r.url().startsWith('https://stackblitz.com/'))!;
  expect(new URL(request.url()).pathname).toBe('/run');
  expect(request.method()).toBe('POST');
  const fields = form(request);
  expect(fields.get('project[template]')).toBe('create-react-app');
  expect(fields.get('project[title]')).toBeTruthy();
  expect(fields.get('project[description]')).toBeTruthy();
  expect(JSON.parse(fields.get('project[dependencies]')!)).toMatchObject({
    '@rc-component/table': versions,
    'react-resizable': expect.any(String),
  });
  expect(JSON.parse(fields.get('project[settings]')!)).toEqual({ compile: { trigger: 'auto', clearConsole: false } });
  expect(fields.get('project[files][App.tsx]')).toBe(readFileSync('docs/1.x/examples/column-resize.tsx', 'utf8'));
  expect(fields.get('project[files][index.tsx]')).toContain("import App from './App';");
  expect(fields.get('project[files][index.html]')).toContain('<div id="root"></div>');
  expect(fields.get('project[files][column-resize.css]')).toBe(
    readFileSync('docs/1.x/examples/column-resize.css', 'utf8'),
  );
});
