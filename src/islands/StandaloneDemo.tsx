import { LazyDemo } from '../components/demo/LazyDemo';
import { StringsProvider } from '../lib/i18n';
import { demoLoader, registeredDemo } from './demo/registry';

/** One demo alone on its page, live as soon as its code arrives. */
export default function StandaloneDemo({
  id,
  file,
  strings,
}: {
  id: string;
  file: string;
  strings: Record<string, string>;
}) {
  return (
    <StringsProvider strings={strings}>
      <LazyDemo load={demoLoader(file)} initial={registeredDemo(id)} />
    </StringsProvider>
  );
}
