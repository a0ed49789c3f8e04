import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ENTRY_SOURCES } from './support/entries.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The documents whose TypeScript snippets a reader may copy: the README and every guide. */
const DOCUMENTS = ['README.md', 'docs/bots.md', ...readdirSync(join(root, 'docs/guides')).map((name) => `docs/guides/${name}`)];

interface Snippet {
  readonly document: string;
  readonly line: number;
  readonly code: string;
}

/** Every ```ts block of a document, with the line it starts on. */
function snippets(document: string): Snippet[] {
  const lines = readFileSync(join(root, document), 'utf8').split('\n');
  const out: Snippet[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.trim() !== '```ts') continue;
    const end = lines.indexOf('```', i + 1);
    out.push({ document, line: i + 1, code: lines.slice(i + 1, end).join('\n') });
    i = end;
  }
  return out;
}

/**
 * Compiles every snippet as its own module against the library's sources, under the project's
 * strict settings, with `tortuga-rules` and its subpaths mapped to `src/`. A snippet shows its
 * own imports; what it assumes (a state, a view) it declares, as a reader would.
 */
function compile(list: readonly Snippet[]): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })!;
  const options: ts.CompilerOptions = {
    ...config.options,
    noEmit: true,
    noUnusedLocals: false,
    moduleDetection: ts.ModuleDetectionKind.Force,
    paths: { ...Object.fromEntries(Object.entries(ENTRY_SOURCES).map(([name, file]) => [name, [file]])), 'tortuga-rules/locales/*': ['./locales/*'] },
  };
  const files = new Map(list.map((snippet, i) => [join(root, 'snippets', `${snippet.document.replace(/[/.]/g, '_')}_${i}.ts`), snippet]));
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (name) => files.get(name)?.code ?? readFile(name);
  host.fileExists = (name) => files.has(name) || fileExists(name);
  // The library's own ambient declarations come along, as in the project.
  const ambient = config.fileNames.filter((name) => name.endsWith('.d.ts'));
  const program = ts.createProgram([...files.keys(), ...ambient], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const snippet = d.file === undefined ? undefined : files.get(d.file.fileName);
    const where =
      snippet === undefined
        ? (d.file?.fileName ?? 'program')
        : `${snippet.document}:${snippet.line + 1 + d.file!.getLineAndCharacterOfPosition(d.start ?? 0).line}`;
    return `${where}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
}

describe('the documentation’s code', () => {
  it('every TypeScript snippet of the README and the guides compiles against the library', () => {
    const all = DOCUMENTS.flatMap(snippets);
    expect(all.length).toBeGreaterThan(15);
    expect(compile(all)).toEqual([]);
  });
});
