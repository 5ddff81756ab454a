import type { FallbackProps } from 'react-error-boundary';
import { useT } from '../../shared/i18n';
import { isChunkLoadError } from '../../client/chunk-error';

/** What a crashed demo shows instead of itself; the rest of the page keeps working. */
export function DemoErrorFallback({ error, resetErrorBoundary }: FallbackProps) {
  const t = useT();
  const err = error instanceof Error ? error : undefined;
  return (
    <div className="demo-error" role="alert">
      <p className="demo-error-message">
        {isChunkLoadError(error) ? t('demo.chunkFailed') : err?.message || t('demo.crashed')}
      </p>
      {err?.stack && (
        <details>
          <summary>{t('demo.errorStack')}</summary>
          <pre>{err.stack}</pre>
        </details>
      )}
      <button type="button" className="button" onClick={resetErrorBoundary}>
        {t('demo.reset')}
      </button>
    </div>
  );
}
