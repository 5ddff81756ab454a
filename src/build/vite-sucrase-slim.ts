import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

// Parts of sucrase the live editor never runs in the browser, each replaced by a stub with the same
// exports: options validation (ts-interface-checker and the generated option types), source maps,
// the debug token formatter, the Flow parser plugin and the transformers for Flow, Jest, React Hot
// Loader and ES module output, and the down-levelling of optional chaining, `??`, numeric separators
// and optional catch bindings (the editor compiles with `disableESTransforms`: every browser that runs
// the site has them). The editor's transform (typescript, jsx, imports) never reaches them; leaving
// them out saves about 13 KB gzipped of the editor's first load.
const STUBBED_FILES = [
  'Options.js',
  'computeSourceMap.js',
  'util/formatTokens.js',
  'parser/plugins/flow.js',
  'transformers/FlowTransformer.js',
  'transformers/JestHoistTransformer.js',
  'transformers/ReactHotLoaderTransformer.js',
  'transformers/ESMImportTransformer.js',
  'transformers/OptionalChainingNullishTransformer.js',
  'transformers/NumericSeparatorTransformer.js',
  'transformers/OptionalCatchBindingTransformer.js',
];
// Transformers sucrase always runs with the jsx transform but that do nothing for the demos: adding a
// `displayName` to `createReactClass({…})` calls. Each becomes a transformer that processes nothing.
const NO_OP_TRANSFORMERS = ['transformers/ReactDisplayNameTransformer.js'];
const NO_OP_TRANSFORMER = `import Transformer from './Transformer';
export default class NoOpTransformer extends Transformer {
  process() {
    return false;
  }
}
`;
const SUCRASE_ESM = /[\\/]node_modules[\\/]sucrase[\\/]dist[\\/]esm[\\/](.+)$/;

/** A module with the same exports as `source`, none of which does anything. */
function stubModule(source: string): string {
  const names = [...source.matchAll(/^export function (\w+)/gm)].map(([, name]) => name);
  const lines = names.map((name) => `export function ${name}() {}`);
  if (/^export default function/m.test(source)) lines.push('export default function stub() {}');
  if (/^export default class/m.test(source)) lines.push('export default class Stub {}');
  return lines.join('\n') + '\n';
}

/** Stubs those files of `sucrase/dist/esm` in the client build. */
export function sucraseSlimPlugin(): Plugin {
  return {
    name: 'rc-table-sucrase-slim',
    applyToEnvironment: (env) => env.name === 'client',
    load(id) {
      const file = SUCRASE_ESM.exec(id)?.[1]?.replace(/\\/g, '/');
      if (file && STUBBED_FILES.includes(file)) return stubModule(readFileSync(id, 'utf8'));
      if (file && NO_OP_TRANSFORMERS.includes(file)) return NO_OP_TRANSFORMER;
    },
  };
}
