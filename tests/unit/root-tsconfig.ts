import path from 'node:path';
import ts from 'typescript';

/** The root tsconfig.json as TypeScript reads it (what `astro check` in `npm run typecheck` compiles). */
export function rootTsConfig(): ts.ParsedCommandLine {
  const file = path.resolve(import.meta.dirname, '../../tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    file,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => undefined,
    },
  );
  if (!config) throw new Error(`TypeScript could not read ${file}`);
  return config;
}
