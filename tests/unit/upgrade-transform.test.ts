import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { upgradeCode } from '../../src/client/live/upgrade-transform';
import { lintUpgrade } from '../../src/shared/upgrade/rules';
import { upgradeFragment, upgradePayload } from '../../src/shared/live/share-link';

const demos = readdirSync('docs/7.x/examples').filter((f) => f.endsWith('.tsx'));
const read = (name: string) => readFileSync(`docs/7.x/examples/${name}`, 'utf8');

describe('"Upgrade to 1.x" on real 7.x demo code', () => {
  it('rewrites the package, fixed sides and deep imports of fixed-columns.tsx and leaves no fixable finding', () => {
    const { before, after, todo } = upgradeCode(read('fixed-columns.tsx'));
    expect(before).toContain("from 'rc-table'");
    expect(after).not.toMatch(/from 'rc-table'/);
    expect(after).toContain("from '@rc-component/table'");
    expect(after).not.toMatch(/fixed: 'left'/);
    expect(after).toMatch(/fixed: 'start'/);
    expect(todo.every((f) => !f.fix)).toBe(true);
  });

  it('on every 7.x demo: the result parses, has no finding left with a fix, and changes nothing else', () => {
    for (const name of demos) {
      const { before, after, todo } = upgradeCode(read(name));
      const left = lintUpgrade(after);
      expect(left.ok, name).toBe(true);
      expect(
        todo.filter((f) => f.fix),
        name,
      ).toEqual([]);
      // Same number of lines bar the imports the fixes add or join.
      expect(Math.abs(after.split('\n').length - before.split('\n').length), name).toBeLessThanOrEqual(3);
    }
  });

  it('lists what takes a person: expandIcon stays, with its finding', () => {
    const code = [
      "import Table from 'rc-table';",
      'export default () => (',
      '  <Table columns={[]} data={[]} expandable={{ expandIcon: () => null }} onRowClick={() => {}} />',
      ');',
    ].join('\n');
    const { after, todo } = upgradeCode(code);
    expect(after).toContain("from '@rc-component/table'");
    expect(todo.map((f) => f.rule)).toContain('expand-icon');
  });

  it('leaves code that does not parse as it is', () => {
    const broken = "import Table from 'rc-table';\nexport default () => <Table";
    expect(upgradeCode(broken)).toEqual({ before: broken, after: broken, todo: [] });
  });
});

describe('the upgrade lint on the 1.x demos', () => {
  /** CPU time of this process in ms (the machine is shared: wall-clock time counts the neighbours' work). */
  const cpuMs = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  it('runs within one frame (16 ms) on every 1.x demo, parse included; the slowest is logged', () => {
    const dir = 'docs/1.x/examples';
    const times = readdirSync(dir)
      .filter((f) => f.endsWith('.tsx'))
      .map((name) => {
        const code = readFileSync(`${dir}/${name}`, 'utf8');
        let ms = Infinity;
        for (let run = 0; run < 5; run++) {
          const start = cpuMs();
          expect(lintUpgrade(code).ok, name).toBe(true);
          ms = Math.min(ms, cpuMs() - start);
        }
        return { name, ms };
      });
    const slowest = times.reduce((a, b) => (b.ms > a.ms ? b : a));
    console.info(`upgrade lint on ${times.length} 1.x demos, slowest: ${slowest.name} ${slowest.ms.toFixed(2)} ms CPU`);
    expect(slowest.ms).toBeLessThan(16);
  });
});

describe('the "Upgrade to 1.x" link', () => {
  it('carries the payload in its own fragment, apart from share links (which wait for Run)', () => {
    const hash = `#${upgradeFragment('simple', 'abc')}`;
    expect(upgradePayload(hash, 'simple')).toBe('abc');
    expect(upgradePayload(hash, 'other')).toBeNull();
    expect(upgradePayload('#live=simple~abc', 'simple')).toBeNull();
  });
});
