/**
 * Writes docs/mutation.md from a StrykerJS JSON report (`npm run mutation` writes
 * reports/mutation/mutation.json): the score of every rule file, and every mutant that
 * survived — each to be killed by a rule test or listed as equivalent with a reason in
 * docs/mutation-equivalents.json (`{ "src/dice/x.ts:12:5 ConditionalExpression": "why" }`).
 *   npx tsx scripts/mutation-summary.ts [report.json [later.json …]]
 * Later reports (a run limited with `--mutate` to the files a change touched) replace the
 * files they hold in the first.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

interface Mutant {
  readonly mutatorName: string;
  readonly replacement?: string;
  readonly status: string;
  readonly location: { readonly start: { readonly line: number; readonly column: number } };
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reportPaths = process.argv.length > 2 ? process.argv.slice(2) : [join(root, 'reports', 'mutation', 'mutation.json')];
const report: { files: Record<string, { mutants: Mutant[] }> } = { files: {} };
for (const path of reportPaths) Object.assign(report.files, (JSON.parse(readFileSync(path, 'utf8')) as typeof report).files);
const equivalentsPath = join(root, 'docs', 'mutation-equivalents.json');
const equivalents = (existsSync(equivalentsPath) ? JSON.parse(readFileSync(equivalentsPath, 'utf8')) : {}) as Record<string, string>;

const keyOf = (file: string, mutant: Mutant): string => `${file}:${mutant.location.start.line}:${mutant.location.start.column} ${mutant.mutatorName}`;
const detected = new Set(['Killed', 'Timeout']);
const counted = new Set(['Killed', 'Timeout', 'Survived', 'NoCoverage']);

const rows: string[] = [];
const open: string[] = [];
const listed: string[] = [];
const used = new Set<string>();
let total = { detected: 0, counted: 0, equivalent: 0 };
for (const [path, { mutants }] of Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b))) {
  const file = relative(root, join(root, path)).replace(/^.*?(src\/)/, 'src/');
  let det = 0;
  let all = 0;
  let eq = 0;
  for (const mutant of mutants) {
    if (!counted.has(mutant.status)) continue;
    const key = keyOf(file, mutant);
    if (detected.has(mutant.status)) det++;
    else if (equivalents[key] !== undefined) {
      eq++;
      used.add(key);
      listed.push(`| \`${key}\` | ${equivalents[key]} |`);
    } else
      open.push(
        `- \`${key}\` → \`${(mutant.replacement ?? '').replace(/\s+/g, ' ').slice(0, 80)}\` (${mutant.status === 'NoCoverage' ? 'no test reaches it' : 'survived'})`,
      );
    all++;
  }
  total = { detected: total.detected + det, counted: total.counted + all, equivalent: total.equivalent + eq };
  const score = all === 0 ? 100 : (det / all) * 100;
  const withEq = all - eq === 0 ? 100 : (det / (all - eq)) * 100;
  rows.push(`| \`${file}\` | ${all} | ${det} | ${all - det - eq} | ${eq} | ${score.toFixed(1)}% | ${withEq.toFixed(1)}% |`);
}
const overall = (total.detected / total.counted) * 100;
const overallEq = (total.detected / (total.counted - total.equivalent)) * 100;
const text = `# Mutation testing

\`npm run mutation\` (StrykerJS 9.6.1, vitest runner, \`coverageAnalysis: "perTest"\`) mutates every rule file of both
games and runs the fast rule tests against each mutant; \`npm run mutation:full\` adds the random property, fuzz, perft
and non-interference tests. It is not part of CI (tens of minutes on 2 cores). This page is written by
\`npx tsx scripts/mutation-summary.ts\` from the last report; equivalent mutants (changes no behaviour) are listed in
[mutation-equivalents.json](mutation-equivalents.json) with a reason each.

Built from ${reportPaths.length === 1 ? 'one whole run' : `a whole run and ${reportPaths.length - 1} later run(s) of the files a change touched (each replaces those files' results)`}.

Overall: **${overall.toFixed(1)}%** of ${total.counted} mutants detected (${overallEq.toFixed(1)}% with the ${total.equivalent} listed equivalents left out).

| file | mutants | detected | open | equivalent | score | score without equivalents |
|---|---|---|---|---|---|---|
${rows.join('\n')}

## Equivalent mutants

${listed.length === 0 ? 'None listed yet.' : `| mutant | why it changes no behaviour |\n|---|---|\n${listed.join('\n')}`}

## Not killed yet (${open.length})

${open.length === 0 ? 'None.' : open.join('\n')}
`;
writeFileSync(join(root, 'docs', 'mutation.md'), text);
// An entry that matches no surviving mutant is stale (its line moved, or a test now kills it).
const stale = Object.keys(equivalents).filter((key) => !used.has(key));
if (stale.length > 0)
  console.warn(
    `mutation-equivalents.json: ${stale.length} entr${stale.length === 1 ? 'y matches' : 'ies match'} no surviving mutant:\n  ${stale.join('\n  ')}`,
  );
console.log(`docs/mutation.md: ${overall.toFixed(1)}% overall, ${open.length} open`);
