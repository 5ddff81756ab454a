import { useEffect, type ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import { BOOT_SCRIPT } from './boot/boot-script';
import { DocsShell } from './components/layout/DocsShell';
import { NotFound } from './components/layout/NotFound';
import { ChunkErrorNotice, isChunkLoadError } from './components/ChunkErrorNotice';
import { I18nProvider, useT } from './i18n';
import { useLocalePack } from './i18n/locale-pack';
import './styles/global.css';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export function Layout({ children }: { children: ReactNode }) {
  const pack = useLocalePack();
  return (
    // The boot script sets data-* attributes (colour mode, JavaScript) on <html> before hydration.
    <html lang={pack.locale} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script dangerouslySetInnerHTML={{ __html: BOOT_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nProvider pack={pack}>{children}</I18nProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the end of hydration, for readers of the DOM such as the end-to-end tests.
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return <Outlet />;
}

/**
 * The static host serves this shell (as 404.html) for any address that has no prerendered page.
 * It shows the not-found page, so it reads right without JavaScript; the router then renders the real
 * route for the address (the same not-found page, or an unknown demo's message).
 */
export function HydrateFallback() {
  return (
    <DocsShell>
      <NotFound />
    </DocsShell>
  );
}

export function meta() {
  return [{ title: 'PAGE NOT FOUND - rc-table' }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  if (isChunkLoadError(error)) return <ChunkErrorNotice />;
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="fatal-error" role="alert">
      <h1>{t('error.title')}</h1>
      <p>{message}</p>
      <p>
        <a href="/">{t('notFound.home')}</a>
      </p>
    </main>
  );
}
