import { DemoBlock, type DemoBlockProps } from '../components/demo/DemoBlock';
import { StringsProvider } from '../shared/i18n';
import { demoLoader, renderedDemo, sourceLoader } from './demo/modules';

export interface DemoIslandProps extends Omit<DemoBlockProps, 'load' | 'loadSource' | 'initial'> {
  /** The demo's UI strings in the page's language. */
  strings: Record<string, string>;
  /** The page's language: its strings' and the standalone page's (`/zh-CN/~demos/<id>`). */
  locale: string;
}

/** A demo block as an island: prerendered with its table, hydrated when it nears the viewport. */
export default function DemoIsland({ strings, locale, ...props }: DemoIslandProps) {
  return (
    <StringsProvider strings={strings} locale={locale}>
      <DemoBlock
        {...props}
        initial={renderedDemo(props.id)}
        load={demoLoader(props.id)}
        loadSource={sourceLoader(props.id)}
      />
    </StringsProvider>
  );
}
