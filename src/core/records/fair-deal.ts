import { coreSay } from '../words/core-words.js';
import { MAX_SEED_LENGTH } from '../engine/config-checks.js';
import { RuleViolation } from '../engine/rule-violation.js';
import { sha256Hex } from './sha256.js';

/**
 * A fair deal by commit and reveal. The seed decides every hidden card and roll, so a player
 * must be able to check that the host neither chose it nor changed it:
 *
 * 1. Before the game, the host draws a secret (`randomSeed()`) and publishes
 *    `commitSeed(secret)` — a SHA-256 commitment that says nothing of a secret nobody can
 *    guess. A secret is at least 32 hexadecimal digits (128 bits), so a guessable one
 *    (`'4711'`, a date) is refused: whoever guesses it from the commitment knows the deal the
 *    moment the salt is public.
 * 2. Then the players give a salt (any text: each player's contribution joined, a dice roll at
 *    the table …), which the host cannot know when it commits.
 * 3. The game is dealt from `dealSeed(secret, salt)`.
 * 4. When the game is over the host reveals the secret: the record carries `fairDeal`
 *    (`{ commitment, secret, salt }`), and `verifyRecord` (or `tortuga-rules verify`) checks
 *    that the commitment is the secret's, that the seed is the one the secret and the salt
 *    give, and that every action was legal.
 *
 * It proves that the deal was fixed before the players' salt was known and not changed
 * afterwards: the host could not pick a favourable deal. It does not prove that the host kept
 * the secret to itself during the game (a host that tells a player the secret tells them every
 * hidden card), nor anything about actions the server refused or never received.
 */
export interface FairDeal {
  /** `commitSeed(secret)`, published before the game. */
  readonly commitment: string;
  /** The host's secret, revealed after the game. */
  readonly secret: string;
  /** The players' salt, given after the commitment was published. */
  readonly salt: string;
}

const HEX64 = /^[0-9a-f]{64}$/;

/** A secret: at least 32 hexadecimal digits, 128 bits, as `randomSeed()` draws it. */
const SECRET = /^[0-9a-fA-F]{32,}$/;

/**
 * The commitment to a host's secret: SHA-256 of the secret (with the scheme's own prefix), 64
 * hex digits. The secret must be at least 32 hexadecimal digits (draw it with `randomSeed()`);
 * a shorter or other one is refused with `INVALID_CONFIG`.
 */
export function commitSeed(secret: string): string {
  checkSecret(secret);
  return sha256Hex(`tortuga-rules/fair-deal/v1/commit\n${secret}`);
}

/** The game's seed from the host's secret and the players' salt: SHA-256 of both, 64 hex digits. */
export function dealSeed(secret: string, salt: string): string {
  checkSecret(secret);
  checkText(salt, 'salt');
  return sha256Hex(`tortuga-rules/fair-deal/v1/seed\n${secret.length}:${secret}\n${salt}`);
}

/**
 * Why a fair deal does not hold for a game dealt from `seed`, or null when it does: the
 * commitment must be the secret's, and the seed the one the secret and the salt give.
 */
export function fairDealProblem(deal: FairDeal, seed: unknown): string | null {
  if (typeof deal.commitment !== 'string' || !HEX64.test(deal.commitment)) return 'the commitment is not 64 hex digits';
  if (!isText(deal.secret) || !isText(deal.salt)) return `the secret and the salt are texts of at most ${MAX_SEED_LENGTH} characters`;
  if (!SECRET.test(deal.secret)) return 'the secret is not at least 32 hexadecimal digits (128 bits): a guessable secret proves nothing';
  if (commitSeed(deal.secret) !== deal.commitment) return 'the revealed secret is not the one committed to';
  if (dealSeed(deal.secret, deal.salt) !== seed) return 'the game was not dealt from the seed the secret and the salt give';
  return null;
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_SEED_LENGTH;
}

function checkSecret(value: unknown): void {
  checkText(value, 'secret');
  // A host's mistake, not a player's: said in English only (as a usage error), so no language's words grow for it.
  if (!SECRET.test(value as string))
    throw new RuleViolation(
      'INVALID_CONFIG',
      'The secret of a fair deal must be at least 32 hexadecimal digits (128 bits, as randomSeed() draws it): a shorter one can be guessed from its commitment.',
    );
}

function checkText(value: unknown, what: 'secret' | 'salt'): void {
  if (!isText(value)) throw new RuleViolation('INVALID_CONFIG', coreSay()('core.fairDealText', { what, max: MAX_SEED_LENGTH }));
}
