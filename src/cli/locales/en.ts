import type { Catalog } from '../../core/words/text.js';

/**
 * The words of the `tortuga-rules` command in English (its prompts, banners and reports): the command's own, merged with the shared words by `cliSay`; no game catalog carries them.
 */
export const CLI_EN: Catalog = {
  // The tortuga-rules command
  'cli.seed': 'Seed: {seed} (the same seed and choices give the same game; --save FILE keeps a record to replay).',
  'cli.choice': 'Your choice (1–{count}{back, select, true {, 0 to go back} other {}}): ',
  'cli.typeNumber': 'Please type a number from {min} to {max}.',
  'cli.inputEnded': 'Input ended before the game did.',
  'cli.youWon': '{won, select, true {You won.} other {You did not win.}}',
  'cli.saved': 'Saved the game record to {file}.',
  'cli.replayTitle': '{game, select, tortuga-1667 {Tortuga 1667} other {Tortuga (the dice game)}}: {players} players, seed “{seed}”, {actions} actions, as seen by {viewer, select, null {a spectator} other {seat {viewer}}}.',
  'cli.verified': '{game, select, tortuga-1667 {Tortuga 1667} other {Tortuga (the dice game)}}: the record is sound — {actions} actions, each legal where it stood{hash, select, true {, and the final state matches its hash} other {}}{over, select, true {; the game is over} other {; the record stops before the end}}.',
  'cli.fairDeal': '{fair, select, checked {Fair deal: the game was dealt from the seed the revealed secret and the players\u2019 salt “{salt}” give, and the secret is the one committed to ({commitment}), the commitment you gave.} unchecked {Fair deal NOT checked: the record\u2019s secret, its salt “{salt}” and its commitment ({commitment}) agree, but nothing ties that commitment to one published before the game — a host who re-dealt after seeing the salt passes this. Run again with --commitment and the commitment the host published.} other {The record carries no fair deal: nothing shows that the host did not choose the seed.}}',
  'cli.notVerified': 'The record does not verify: {reason}',
  'cli.interrupted': '{saved, select, true {Interrupted: the game so far is saved in {file} (tortuga-rules replay {file} plays it back).} other {Interrupted: the game is not saved (--save FILE keeps it, also when interrupted).}}',
  'cli.unfinished': '(The record stops before the end of the game.)',
  'cli.demoTitle': '{game, select, tortuga-1667 {Tortuga 1667} other {Tortuga (the dice game)}}: {players} heuristic bots, seed “{seed}”.',
  'cli.demoEnd': '{decisions} decisions in {length} {game, select, tortuga-1667 {turns} other {rounds}}.',
};
