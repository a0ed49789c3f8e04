import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyCommand } from '../../src/cli/verify.js';
import { commitSeed, dealSeed } from '../../src/core/records/fair-deal.js';
import { randomSeed } from '../../src/core/engine/random-seed.js';
import { makeRecord, verifyRecord } from '../../src/core/records/record.js';
import { nextInt, seedRng } from '../../src/core/engine/rng.js';
import { sha256Hex } from '../../src/core/records/sha256.js';
import { tortuga1667 } from '../../src/t1667/game.js';
import type { T1667Action } from '../../src/t1667/types.js';
import { randomLegal } from '../support/conformance.js';

describe('sha256Hex', () => {
  it("equals Node's SHA-256 on texts of every length around the block edges, and on other scripts", () => {
    const rng = seedRng('sha');
    for (let length = 0; length < 300; length++) {
      const text = Array.from({ length }, () => String.fromCodePoint(32 + nextInt(rng, 0x2fff))).join('') + (length % 7 === 0 ? 'é😀' : '');
      expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    }
  });
});

describe('a fair deal by commit and reveal', () => {
  /** A host's game: commitment first, the players' salt, the deal, a whole game, then the record with the secret revealed. */
  function hostedGame() {
    const secret = randomSeed();
    const commitment = commitSeed(secret); // published before the players give their salt
    const salt = 'alice:7f3a|bob:19c2|carol:e004';
    const config = { players: 3, seed: dealSeed(secret, salt) };
    let state = tortuga1667.setup(config);
    const actions: T1667Action[] = [];
    const rng = seedRng('fair-deal');
    while (tortuga1667.outcome(state) === null) {
      const action = randomLegal(tortuga1667, state, rng);
      actions.push(action);
      state = tortuga1667.apply(state, action);
    }
    return { secret, commitment, salt, config, actions, state, record: makeRecord(tortuga1667, config, actions, state, { commitment, secret, salt }) };
  }

  it('a record dealt from the committed secret and the salt verifies, against the published commitment too', () => {
    const { record, commitment, state } = hostedGame();
    expect(commitment).toMatch(/^[0-9a-f]{64}$/);
    const found = verifyRecord(tortuga1667, JSON.parse(JSON.stringify(record)), commitment);
    expect(found).toMatchObject({ commitment, actions: record.actions.length });
    expect(found.outcome).toEqual(tortuga1667.outcome(state));
  });

  it('a revealed secret that is not the committed one, a seed not from the secret and the salt, another salt, another commitment or an illegal action are refused', () => {
    const { record, commitment, secret, salt } = hostedGame();
    const variants: [string, unknown, string | undefined][] = [
      ['another secret', { ...record, fairDeal: { commitment, secret: randomSeed(), salt } }, undefined],
      ['another salt', { ...record, fairDeal: { commitment, secret, salt: `${salt}!` } }, undefined],
      ['a chosen seed', { ...record, config: { ...record.config, seed: 'chosen' } }, undefined],
      ['a commitment of 63 digits', { ...record, fairDeal: { commitment: commitment.slice(1), secret, salt } }, undefined],
      ['another published commitment', record, commitSeed(randomSeed())],
      ['no fair deal when one was published', { ...record, fairDeal: undefined }, commitment],
      ['an illegal action', { ...record, actions: [{ type: 'peek', player: 0, slots: [0, 0] }, ...record.actions.slice(1)] }, undefined],
    ];
    for (const [what, value, published] of variants) {
      expect(() => verifyRecord(tortuga1667, JSON.parse(JSON.stringify(value)), published), what).toThrow(
        expect.objectContaining({ code: expect.stringMatching(/CORRUPT_RECORD|ILLEGAL_ACTION|NOT_YOUR_DECISION|MALFORMED_ACTION/) }),
      );
    }
  });

  it('tortuga-rules verify says what it checked, in English, German and Dutch, and names what does not hold', () => {
    const { record, commitment } = hostedGame();
    const text = JSON.stringify(record);
    const lines: string[] = [];
    verifyCommand(text, commitment, (line) => lines.push(line), 'en');
    expect(lines[0]).toMatch(
      /^Tortuga 1667: the record is sound — \d+ actions, each legal where it stood, and the final state matches its hash; the game is over\.$/,
    );
    expect(lines[1]).toContain(`the secret is the one committed to (${commitment})`);
    for (const locale of ['de', 'nl'] as const) {
      const out: string[] = [];
      verifyCommand(text, undefined, (line) => out.push(line), locale);
      expect(out.join('\n')).toContain(commitment);
    }
    const unfair: string[] = [];
    verifyCommand(JSON.stringify(makeRecord(tortuga1667, record.config, record.actions)), undefined, (line) => unfair.push(line), 'en');
    expect(unfair[1]).toBe('The record carries no fair deal: nothing shows that the host did not choose the seed.');
    expect(() => verifyCommand(text, commitSeed(randomSeed()), () => {}, 'en')).toThrow(/does not verify: This game record was dealt under another commitment/);
    expect(() => verifyCommand(text, 'abc', () => {}, 'en')).toThrow(/64 hex digits/);
    // A secret or a salt is bounded like a seed.
    expect(() => commitSeed('s'.repeat(1025))).toThrow(
      expect.objectContaining({ code: 'INVALID_CONFIG', message: 'The secret of a fair deal must be a text of at most 1,024 characters.' }),
    );
    expect(() => dealSeed(randomSeed(), 's'.repeat(1025))).toThrow(/The salt of a fair deal/);
  });
});
