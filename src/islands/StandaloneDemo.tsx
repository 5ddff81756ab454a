import { Suspense } from 'react';
import { LazyDemo } from '../components/demo/LazyDemo';
import { EditButton, LiveEditorSlot, useLiveEdit } from '../components/demo/live-edit';
import { StringsProvider, useT } from '../lib/i18n';
import { demoLoader, registeredDemo, sourceLoader } from './demo/registry';

function Standalone({ id, file }: { id: string; file: string }) {
  const t = useT();
  const { editing, setEditing, edited, onRender, shared } = useLiveEdit(id);
  const loadSource = sourceLoader(file);
  return (
    <>
      <LazyDemo load={demoLoader(file)} initial={registeredDemo(id)} edited={edited} />
      <div className="demo-actions standalone-actions">
        <EditButton id={id} editing={editing} onToggle={() => setEditing(!editing)} />
      </div>
      <Suspense fallback={<p className="demo-code-status">{t('demo.edit.loading')}</p>}>
        {editing && <LiveEditorSlot id={id} file={file} loadSource={loadSource} onRender={onRender} shared={shared} />}
      </Suspense>
    </>
  );
}

/** One demo alone on its page, live as soon as its code arrives; "Edit" opens the live editor. */
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
      <Standalone id={id} file={file} />
    </StringsProvider>
  );
}
