import { DemoBlock, type DemoBlockProps } from '../components/demo/DemoBlock';
import { StringsProvider } from '../lib/i18n';
import { demoLoader, registeredDemo, sourceLoader } from './demo/registry';

export interface DemoIslandProps extends Omit<DemoBlockProps, 'load' | 'loadSource' | 'initial'> {
  /** The demo's UI strings in the page's language. */
  strings: Record<string, string>;
}

/** A demo block as an island: prerendered with its table, hydrated when it nears the viewport. */
export default function DemoIsland({ strings, ...props }: DemoIslandProps) {
  const { file } = props;
  return (
    <StringsProvider strings={strings}>
      <DemoBlock
        {...props}
        initial={registeredDemo(props.id)}
        load={demoLoader(file)}
        loadSource={sourceLoader(file)}
      />
    </StringsProvider>
  );
}
