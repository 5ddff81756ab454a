import { codesandboxFiles, codesandboxParameters, stackblitzProject } from '../../shared/sandbox/payload';
import type { SandboxDemo } from '../../shared/sandbox/types';

export { withEdit } from '../../shared/sandbox/payload';
// The versions the sandboxes pin load with the openers (on the first click), not with every demo island.
export { installedPackages } from '../../shared/site/installed-packages';

export const CODESANDBOX_DEFINE_URL = 'https://codesandbox.io/api/v1/sandboxes/define';

/** Posts the demo to CodeSandbox's define endpoint from a form, in a new window (no backend of ours). */
export function openInCodeSandbox(demo: SandboxDemo): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = CODESANDBOX_DEFINE_URL;
  form.target = '_blank';
  form.style.display = 'none';
  const field = document.createElement('input');
  field.type = 'hidden';
  field.name = 'parameters';
  field.value = codesandboxParameters(codesandboxFiles(demo));
  form.append(field);
  document.body.append(form);
  form.submit();
  form.remove();
}

/** Opens the demo as a new StackBlitz project (the SDK posts a form to stackblitz.com/run). */
export async function openInStackBlitz(demo: SandboxDemo): Promise<void> {
  const { default: sdk } = await import('@stackblitz/sdk');
  sdk.openProject(stackblitzProject(demo), { newWindow: true, openFile: 'App.tsx' });
}
