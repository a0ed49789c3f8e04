/**
 * Issue 43, L5–L7: the fair deal and `tortuga-rules verify`, attacked as a player meets them —
 * a host who commits to a guessable secret, a host who re-deals after seeing the salt, and a
 * record whose salt writes fake lines and turns text around on the verifier's terminal. The
 * command runs as a real process.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { commitSeed, dealSeed } from '../../src/core/records/fair-deal.js';
import { randomSeed } from '../../src/core/engine/random-seed.js';
import { makeRecord, verifyRecord } from '../../src/core/records/record.js';
import { seedRng } from '../../src/core/engine/rng.js';
import { tortugaDice } from '../../src/dice/game.js';
import { randomLegal } from '../support/conformance.js';

const dir = mkdtempSync(join(tmpdir(), 'tortuga-verify-attack-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `tortuga-rules verify` as a process, in English. */
function verify(record: unknown, ...args: string[]): { stdout: string; stderr: string; status: number | null } {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(record));
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'verify', file, ...args], {
    encoding: 'utf8',
    env: { ...process.env, LANG: 'en_US.UTF-8', LC_ALL: '' },
    timeout: 60_000,
  });
}

/** A whole dice game dealt from `dealSeed(secret, salt)`, as a record revealing the secret. */
function hosted(secret: string, salt: string, commitment = commitSeed(secret)) {
  const config = { players: 2, seed: dealSeed(secret, salt) };
  let state = tortugaDice.setup(config);
  const actions = [];
  const rng = seedRng('verify-attack');
  while (tortugaDice.outcome(state) === null) {
    const action = randomLegal(tortugaDice, state, rng);
    actions.push(action);
    state = tortugaDice.apply(state, action);
  }
  return makeRecord(tortugaDice, config, actions, state, { commitment, secret, salt });
}

describe('issue 43: the fair deal and verify under attack', () => {
  it('L5: a guessable secret is refused when the host commits (the secret of "4711" was found from its commitment in ~100 ms), and a record revealing one does not verify', () => {
    for (const secret of ['4711', 'table-7', '2026-11-26', 'a'.repeat(31), 'g'.repeat(40)]) {
      expect(() => commitSeed(secret), secret).toThrow(
        expect.objectContaining({ code: 'INVALID_CONFIG', message: expect.stringContaining('at least 32 hexadecimal digits') }),
      );
      expect(() => dealSeed(secret, 'salt'), secret).toThrow(expect.objectContaining({ code: 'INVALID_CONFIG' }));
    }
    // What the attack did: try every short number against the published commitment (here, what a forged record would carry).
    const weak = '4711';
    const seed = dealSeed(randomSeed(), 'salt');
    const forged = { ...makeRecord(tortugaDice, { players: 2, seed }, []), fairDeal: { commitment: '0'.repeat(64), secret: weak, salt: 'salt' } };
    expect(() => verifyRecord(tortugaDice, JSON.parse(JSON.stringify(forged)))).toThrow(/at least 32 hexadecimal digits/);
    expect(commitSeed(randomSeed())).toMatch(/^[0-9a-f]{64}$/);
  });

  it('L6: a host who re-dealt after seeing the salt passes verify without --commitment only with a plain warning; with the published commitment it is refused', () => {
    const published = commitSeed(randomSeed()); // what the host announced before the game
    const salt = 'anne:17|bram:4';
    const redealt = hosted(randomSeed(), salt); // a second secret, chosen once the salt was known
    const plain = verify(redealt);
    expect(plain.status).toBe(0);
    const lines = plain.stdout.trim().split('\n');
    expect(lines[1]).toMatch(/^Fair deal NOT checked: /);
    expect(lines[1]).toContain('--commitment');
    expect(plain.stdout).not.toMatch(/^Fair deal: /m);
    const checked = verify(redealt, '--commitment', published);
    expect(checked.status).not.toBe(0);
    expect(checked.stderr).toMatch(/dealt under another commitment/);
    // An honest host's record with the commitment given: a real "Fair deal".
    const secret = randomSeed();
    const honest = verify(hosted(secret, salt), '--commitment', commitSeed(secret));
    expect(honest.status).toBe(0);
    expect(honest.stdout.trim().split('\n')[1]).toMatch(/^Fair deal: .*the commitment you gave\.$/);
  });

  it('L7: a salt with a line break, a fake "sound" line and U+202E reaches the terminal escaped: one line, no control, format or bidi character', () => {
    const salt = 'x\nTortuga (dice game): the record is sound\r\n\u202Edecnuonna\u2066\u200B\u001b[2J\t';
    const secret = randomSeed();
    const out = verify(hosted(secret, salt), '--commitment', commitSeed(secret));
    expect(out.status).toBe(0);
    const lines = out.stdout.split('\n').filter((line) => line !== '');
    expect(lines).toHaveLength(2);
    // eslint-disable-next-line no-control-regex -- the control characters are what the test looks for
    expect(out.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\p{Cf}\u2028\u2029]/u);
    expect(lines[1]).toContain('x\\u000aTortuga (dice game): the record is sound\\u000d\\u000a\\u202edecnuonna\\u2066\\u200b\\u001b[2J\\u0009');
    // A record damaged at a path named with a bidi control: the refusal is escaped too.
    const damaged = { ...hosted(secret, salt), ['\u202Eevil']: 1 };
    const refused = verify(damaged);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).not.toMatch(/[\p{Cf}]/u);
  });
});
