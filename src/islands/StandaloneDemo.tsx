import { Suspense, useRef } from 'react';
import { LazyDemo } from '../components/demo/LazyDemo';
import { EditButton, LiveEditorSlot, useLiveEdit } from '../components/demo/live-edit';
import { useQueuedClicks } from '../components/demo/queued-clicks';
import { StringsProvider, useT } from '../shared/i18n';
import { demoLoader, renderedDemo, sourceLoader } from './demo/modules';
import { DemoLine, useDemoLine } from '../components/demo/demo-line';
import { demoKey } from '../shared/demo/types';
import type { LineId } from '../shared/site/config';

function Standalone({ id }: { id: string }) {
  const t = useT();
  const { editing, setEditing, edited, onRender, shared } = useLiveEdit(id);
  const key = demoKey({ line: useDemoLine(), id });
  const loadSource = sourceLoader(key);
  // An Edit clicked before hydration opens the editor now (see queued-clicks).
  const actions = useRef<HTMLDivElement>(null);
  useQueuedClicks(actions);
  return (
    <>
      <LazyDemo load={demoLoader(key)} initial={renderedDemo(key)} edited={edited} />
      <div className="demo-actions standalone-actions" ref={actions}>
        <EditButton id={id} editing={editing} onToggle={() => setEditing(!editing)} />
      </div>
      <Suspense fallback={<p className="demo-code-status">{t('demo.edit.loading')}</p>}>
        {editing && <LiveEditorSlot id={id} loadSource={loadSource} onRender={onRender} shared={shared} />}
      </Suspense>
    </>
  );
}

/** One demo alone on its page, live as soon as its code arrives; "Edit" opens the live editor. */
export default function StandaloneDemo({
  id,
  line,
  locale,
  strings,
}: {
  id: string;
  line: LineId;
  locale: string;
  strings: Record<string, string>;
}) {
  return (
    <StringsProvider strings={strings} locale={locale}>
      <DemoLine.Provider value={line}>
        <Standalone id={id} />
      </DemoLine.Provider>
    </StringsProvider>
  );
}
