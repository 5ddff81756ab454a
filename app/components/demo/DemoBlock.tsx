import { createElement, useState, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useT } from '../../i18n';
import { CodePanel, type SourceLoader } from './CodePanel';
import { DemoErrorFallback } from './DemoErrorFallback';

export interface DemoBlockProps {
  id: string;
  title: string;
  description: string;
  /** 2 or 3: the demo title's heading level, following the page's outline. */
  level?: number;
  component: ComponentType;
  loadSource: SourceLoader;
}

/** A live demo with its title, description, code panel and link to its standalone page. */
export function DemoBlock({ id, title, description, level = 2, component: Demo, loadSource }: DemoBlockProps) {
  const t = useT();
  const [showCode, setShowCode] = useState(false);
  return (
    <section className="demo" id={id} aria-labelledby={`${id}-title`}>
      <div className="demo-preview">
        <ErrorBoundary FallbackComponent={DemoErrorFallback}>
          <Demo />
        </ErrorBoundary>
      </div>
      <div className="demo-meta">
        {createElement(
          `h${level}`,
          { id: `${id}-title`, className: 'demo-title' },
          <a href={`#${id}`}>{title || id}</a>,
        )}
        {description && <p className="demo-description">{description}</p>}
      </div>
      <div className="demo-actions">
        <button
          type="button"
          className="button"
          aria-expanded={showCode}
          aria-controls={`${id}-code`}
          onClick={() => setShowCode((s) => !s)}
        >
          {showCode ? t('demo.code.hide') : t('demo.code.show')}
        </button>
        <a className="button" href={`/~demos/${id}`} target="_blank" rel="noopener">
          {t('demo.openStandalone')}
        </a>
      </div>
      {showCode && <CodePanel id={id} loadSource={loadSource} />}
    </section>
  );
}
