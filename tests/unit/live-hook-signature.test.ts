import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hookSignature } from '../../src/shared/live/hook-signature';

const example = (id: string) => readFileSync(new URL(`../../docs/7.x/examples/${id}.tsx`, import.meta.url), 'utf8');

describe('hook signature of demo code (live edits keep state unless it changes)', () => {
  it('lists the hooks of /demo/simple: one useState in Simple', () => {
    expect(hookSignature(example('simple'))).toBe('Simple:useState');
  });

  it('lists the hooks of expanded-row-render in order, helpers inside the component not counted as owners', () => {
    expect(hookSignature(example('expanded-row-render'))).toBe(
      [
        'ExpandedRowRender:useState',
        'ExpandedRowRender:useState',
        'ExpandedRowRender:useState',
        'ExpandedRowRender:useState',
        'ExpandedRowRender:useState',
        'ExpandedRowRender:useRef',
        'ExpandedRowRender:useCallback',
      ].join(','),
    );
  });

  it('gives each component of editable-cells its own hooks', () => {
    expect(hookSignature(example('editable-cells'))).toBe('EditableCell:useState,EditableCells:useState');
  });

  it('stays the same when a column title, text or comment changes', () => {
    const source = example('simple');
    const renamed = source
      .replace("title: 'Item'", "title: 'Produce'")
      .replace("title: 'Kind'", "title: 'useEffect() kind'");
    expect(renamed).not.toBe(source);
    expect(hookSignature(renamed + '\n// useMemo(() => 1)\n')).toBe(hookSignature(source));
  });

  it('changes when a hook is added, as a generic call or through React.', () => {
    const source = example('simple');
    const added = source.replace(
      'const [count, setCount] = useState(0);',
      'const [count, setCount] = useState(0);\n  const [on, setOn] = React.useState<boolean>(false);',
    );
    expect(added).not.toBe(source);
    expect(hookSignature(added)).toBe('Simple:useState,Simple:useState');
  });
});
