import { lazy, Suspense, useMemo } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Link } from 'react-router';
import { demos } from 'virtual:demo-registry';
import type { Route } from './+types/standalone-demo';
import { DemoErrorFallback } from '../components/demo/DemoErrorFallback';
import { useT } from '../i18n';

export function meta({ params }: Route.MetaArgs) {
  const demo = demos[params.id];
  return demo
    ? [{ title: `${demo.title || params.id} - rc-table` }, { name: 'description', content: demo.description || demo.title }]
    : [{ title: 'Demo not found - rc-table' }, { name: 'robots', content: 'noindex' }];
}

/** One demo alone on a bare page (root layout, no documentation chrome). */
export default function StandaloneDemo({ params }: Route.ComponentProps) {
  const t = useT();
  const entry = demos[params.id];
  // One lazy component per demo id; while its chunk loads after hydration, React keeps the
  // prerendered HTML on screen.
  const Demo = useMemo(() => (entry ? lazy(entry.load) : null), [entry]);

  if (!entry || !Demo) {
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
      <ErrorBoundary FallbackComponent={DemoErrorFallback}>
        <Suspense fallback={<p className="demo-loading">{t('demo.loading')}</p>}>
          <Demo />
        </Suspense>
      </ErrorBoundary>
    </main>
  );
}
