import { DemoBlock, type DemoBlockProps } from '../components/demo/DemoBlock';
import { StringsProvider } from '../shared/i18n';
import { demoLoader, renderedDemo, sourceLoader } from './demo/modules';
import { DemoLine } from '../components/demo/demo-line';
import { demoKey } from '../shared/demo/types';
import type { LineId } from '../shared/site/config';

export interface DemoIslandProps extends Omit<DemoBlockProps, 'load' | 'loadSource' | 'initial'> {
  /** The demo's UI strings in the page's language. */
  strings: Record<string, string>;
  /** The page's language: its strings' and the standalone page's (`/zh-CN/~demos/<id>`). */
  locale: string;
  /** The line whose package the demo runs on. */
  line: LineId;
}

/**
 * A demo block as an island: prerendered with its table, hydrated when it nears the viewport; with
 * `hydrate="on-reach"` its table only once the reader reaches it (DemoHydrate).
 */
export default function DemoIsland({ strings, locale, line, ...props }: DemoIslandProps) {
  const key = demoKey({ line, id: props.id });
  return (
    <StringsProvider strings={strings} locale={locale}>
      <DemoLine.Provider value={line}>
        <DemoBlock {...props} initial={renderedDemo(key)} load={demoLoader(key)} loadSource={sourceLoader(key)} />
      </DemoLine.Provider>
    </StringsProvider>
  );
}
