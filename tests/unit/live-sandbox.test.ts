import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sandboxDependencies, stackblitzProject, withEdit } from '../../src/shared/sandbox/payload';
import type { DemoSourceBundle } from '../../src/shared/sandbox/types';

const code = readFileSync('docs/7.x/examples/simple.tsx', 'utf8');
const source: DemoSourceBundle = { code, lang: 'tsx', html: '', files: [], packages: ['rc-table', 'react'] };
const versions = { react: '19.3.1', 'react-dom': '19.3.1', 'rc-table': '7.55.1', 'rc-tooltip': '6.4.0' };

describe('the sandboxes with the reader’s edit', () => {
  it('keep the original when there is no edit, or the edit is the original', () => {
    expect(withEdit(source, null)).toBe(source);
    expect(withEdit(source, code)).toBe(source);
  });

  it('carry the edited code and the packages its imports need, at the site’s exact versions', () => {
    const edited = `import Tooltip from 'rc-tooltip';\n${code}`;
    const bundle = withEdit(source, edited);
    expect(bundle.code).toBe(edited);
    expect(bundle.packages).toEqual(['rc-tooltip', 'react', 'rc-table']);
    expect(sandboxDependencies(bundle.packages, versions)).toEqual({
      react: '19.3.1',
      'react-dom': '19.3.1',
      'rc-tooltip': '6.4.0',
      'rc-table': '7.55.1',
    });
    const project = stackblitzProject({ id: 'simple', title: 'Simple', description: '', source: bundle, versions });
    expect(project.files['App.tsx']).toBe(edited);
    expect(project.dependencies['rc-tooltip']).toBe('6.4.0');
  });
});
