import { Link } from 'react-router';
import { demos } from 'virtual:demo-registry';
// Every stylesheet any demo imports, so the prerendered demo is styled before its code arrives.
import 'virtual:demo-styles';
import type { Route } from './+types/standalone-demo';
import { LazyDemo } from '../components/demo/LazyDemo';
import { useT } from '../i18n';

export function meta({ params }: Route.MetaArgs) {
  const demo = demos[params.id];
  return demo
    ? [
        { title: `${demo.title || params.id} - rc-table` },
        { name: 'description', content: demo.description || demo.title },
      ]
    : [{ title: 'Demo not found - rc-table' }, { name: 'robots', content: 'noindex' }];
}

/** One demo alone on a bare page (root layout, no documentation chrome). */
export default function StandaloneDemo({ params }: Route.ComponentProps) {
  const t = useT();
  const entry = demos[params.id];
  if (!entry) {
    return (
      <main className="standalone standalone-missing">
        <h1>{t('standalone.notFound.title')}</h1>
        <p>{t('standalone.notFound.text', { id: params.id })}</p>
        <p>
          <Link to="/demo" className="button-link">
            {t('standalone.backToDocs')}
          </Link>
        </p>
      </main>
    );
  }
  return (
    <main className="standalone">
      <h1 className="visually-hidden">{entry.title || params.id}</h1>
      <LazyDemo key={params.id} load={entry.load} eager />
    </main>
  );
}
