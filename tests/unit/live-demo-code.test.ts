import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allDemos, demoCode } from '../../src/build/demo/model';
import { demoCodeUrl } from '../../src/client/live/demo-code';

// What the live editor opens with: the example file as written and the names of the files beside it
// that it imports (its CSS tabs), nothing highlighted.
describe("the editor's demo code", () => {
  it('holds the file as written and the stylesheets it imports from beside it, in import order', () => {
    const bundle = demoCode(allDemos(process.cwd()).get('7.x/dropdown')!);
    expect(bundle.code).toBe(readFileSync('docs/7.x/examples/dropdown.tsx', 'utf8'));
    expect(bundle.lang).toBe('tsx');
    // docs/7.x/examples/dropdown.tsx imports './table-theme.css' then './dropdown.css'.
    expect(bundle.files).toEqual(['table-theme.css', 'dropdown.css']);
    expect(JSON.stringify(bundle)).not.toContain('<pre');
  });

  it('is fetched from /demo-code/<demo id>.json', () => {
    expect(demoCodeUrl('simple')).toBe('/demo-code/simple.json');
    expect(demoCodeUrl('sticky-header-grouped')).toBe('/demo-code/sticky-header-grouped.json');
  });
});
