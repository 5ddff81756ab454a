import type { DemoSourceBundle } from '../../lib/sandbox/types';

/**
 * A demo's files for a reader without JavaScript, written beside its island by the page (server only):
 * a disclosure in a <noscript>, so a browser that runs scripts ignores it and the live code panel serves.
 */
export function DemoCodeNoscript({ id, source, label }: { id: string; source: DemoSourceBundle; label: string }) {
  const files = [{ name: `${id}.${source.lang}`, html: source.html }, ...source.files];
  return (
    <noscript>
      <details className="demo-code demo-code-noscript" data-demo={id}>
        <summary className="button">{label}</summary>
        {files.map((file) => (
          <div key={file.name}>
            <p className="demo-code-file">{file.name}</p>
            {/* Build-time highlighted HTML (shiki), trusted. */}
            <div className="code-block" dangerouslySetInnerHTML={{ __html: file.html }} />
          </div>
        ))}
      </details>
    </noscript>
  );
}
