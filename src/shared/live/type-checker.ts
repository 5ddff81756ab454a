import type * as TS from 'typescript';
import { TYPE_CHECK_OPTIONS, type TypeCheckFiles } from './type-check-options.ts';

/** One problem the compiler found in the demo, placed by character offsets of the checked code. */
export interface TypeDiagnostic {
  from: number;
  to: number;
  line: number;
  column: number;
  message: string;
  severity: 'error' | 'warning';
}

export interface TypeCheckRequest {
  id: number;
  code: string;
  filesUrl: string;
}

export type TypeCheckResponse = { id: number; diagnostics: TypeDiagnostic[] } | { id: number; error: string };

const DEMO = '/demo.tsx';
const LIB_DIR = '/node_modules/typescript/lib';

/**
 * A checker of one demo file against an in-memory file system of declaration files. A language service keeps
 * every file it parsed, so a re-check re-reads only the demo (its version changes with each check).
 */
export function createTypeChecker(ts: typeof TS, files: TypeCheckFiles) {
  let code = '';
  let version = 0;
  const folders = new Set<string>();
  for (const file of Object.keys(files)) {
    for (let dir = file.slice(0, file.lastIndexOf('/')); dir; dir = dir.slice(0, dir.lastIndexOf('/')))
      folders.add(dir);
  }
  const read = (file: string) => (file === DEMO ? code : files[file]);
  const host: TS.LanguageServiceHost = {
    getCompilationSettings: () => TYPE_CHECK_OPTIONS,
    getScriptFileNames: () => [DEMO],
    getScriptVersion: (file) => (file === DEMO ? String(version) : '0'),
    getScriptSnapshot: (file) => {
      const text = read(file);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => '/',
    getDefaultLibFileName: (options) => `${LIB_DIR}/${ts.getDefaultLibFileName(options)}`,
    fileExists: (file) => read(file) !== undefined,
    readFile: read,
    directoryExists: (dir) => dir === '/' || folders.has(dir.replace(/\/$/, '')),
    getDirectories: () => [],
  };
  const service = ts.createLanguageService(host, ts.createDocumentRegistry());

  return (next: string): TypeDiagnostic[] => {
    code = next;
    version += 1;
    const found = [...service.getSyntacticDiagnostics(DEMO), ...service.getSemanticDiagnostics(DEMO)];
    return found.map((d) => {
      const from = d.start ?? 0;
      const before = code.slice(0, from).split('\n');
      return {
        from,
        to: from + (d.length ?? 0),
        line: before.length,
        column: before[before.length - 1].length + 1,
        message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
        severity: d.category === ts.DiagnosticCategory.Warning ? 'warning' : 'error',
      };
    });
  };
}
