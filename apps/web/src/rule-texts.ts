/**
 * The client's texts that teach a rule — the player aid and the help of everything on the table
 * that explains itself — each with the IDs of the rules it teaches (`docs/rules/`), and for a
 * vote's text the symbols it names. The aid is made of these texts only, and
 * `apps/web/test/unit/rule-texts.test.ts` holds each to its rules: every ID exists, every symbol is
 * called by the game's own name in every language, and the claims a text makes (each water puts
 * out one torch …) are played through the engine.
 */

/** A text that teaches rules: its key in the client's words and the rules it teaches. */
export interface RuleText {
  readonly key: string;
  readonly rules: readonly string[];
  /** The vote-card symbols the text names (`name.symbol.*` of Tortuga 1667's words). */
  readonly symbols?: readonly string[];
}

/** Tortuga 1667's rule texts: the aid's, then the help of cards, roles, loyalty and vote symbols. */
export const RULE_TEXTS_1667: readonly RuleText[] = [
  { key: 'help.aid.turn', rules: ['T67-TURN-1', 'T67-ACT-PEEK', 'T67-ACT-REVEAL', 'T67-ACT-FORCE', 'T67-ACT-ROW', 'T67-ROLE-1'] },
  { key: 'help.aid.votes', rules: ['T67-VOTE-1', 'T67-VOTE-2', 'T67-VOTE-3'] },
  { key: 'help.vote.attack', rules: ['T67-VOTE-3', 'T67-ACT-ATTACK'], symbols: ['cannon', 'torch', 'water'] },
  { key: 'help.vote.mutiny', rules: ['T67-VOTE-4', 'T67-ACT-MUTINY'], symbols: ['skull', 'wheel'] },
  { key: 'help.vote.brawl', rules: ['T67-VOTE-5', 'T67-ACT-BRAWL'], symbols: ['british', 'french'] },
  { key: 'help.aid.end', rules: ['T67-EVT-ARMADA', 'T67-END-2'] },
  { key: 'help.card.marque', rules: ['T67-EVT-MARQUE'] },
  { key: 'help.card.pistol', rules: ['T67-EVT-PISTOL'] },
  { key: 'help.card.albatross', rules: ['T67-EVT-ALBATROSS'] },
  { key: 'help.card.spot', rules: ['T67-EVT-SPOT'] },
  { key: 'help.card.atlantis', rules: ['T67-EVT-ATLANTIS', 'T67-EVT-TREASURE'] },
  { key: 'help.card.eldorado', rules: ['T67-EVT-ELDORADO', 'T67-EVT-TREASURE'] },
  { key: 'help.card.fountain', rules: ['T67-EVT-FOUNTAIN', 'T67-EVT-TREASURE'] },
  { key: 'help.card.powder', rules: ['T67-EVT-POWDER'] },
  { key: 'help.card.fever', rules: ['T67-EVT-FEVER'] },
  { key: 'help.card.crow', rules: ['T67-EVT-CROW'] },
  { key: 'help.card.bells', rules: ['T67-EVT-BELLS'] },
  { key: 'help.card.facade', rules: ['T67-EVT-FACADE'] },
  { key: 'help.card.code', rules: ['T67-EVT-CODE'] },
  { key: 'help.card.scurvy', rules: ['T67-EVT-SCURVY'] },
  { key: 'help.card.storm', rules: ['T67-EVT-STORM'] },
  { key: 'help.card.armada', rules: ['T67-EVT-ARMADA', 'T67-END-2', 'T67-END-4', 'T67-END-5'] },
  { key: 'help.role.captain', rules: ['T67-ROLE-1', 'T67-ACT-ATTACK', 'T67-ACT-MAROON'] },
  { key: 'help.role.firstMate', rules: ['T67-ROLE-1', 'T67-ACT-MUTINY'] },
  { key: 'help.role.cabinBoy', rules: ['T67-ROLE-1', 'T67-ACT-SMUGGLE'] },
  { key: 'help.role.governor', rules: ['T67-ROLE-1', 'T67-ACT-BRAWL'] },
  { key: 'help.loyalty', rules: ['T67-SETUP-1', 'T67-END-2', 'T67-END-4'] },
];

/** The guided first games' notes: each teaches the rules of the decision it explains. */
export const GUIDE_RULE_TEXTS: readonly RuleText[] = [
  { key: 'guide.1667.chest', rules: ['T67-SETUP-1', 'T67-SETUP-5', 'T67-END-2'] },
  { key: 'guide.1667.attack', rules: ['T67-ACT-ATTACK', 'T67-VOTE-2'] },
  { key: 'guide.1667.vote', rules: ['T67-VOTE-1', 'T67-VOTE-3'], symbols: ['cannon', 'torch', 'water'] },
  { key: 'guide.1667.loot', rules: ['T67-ACT-ATTACK'] },
  { key: 'guide.1667.reveal', rules: ['T67-TURN-1', 'T67-ACT-REVEAL', 'T67-EVT-TREASURE', 'T67-EVT-SPOT'] },
  { key: 'guide.1667.event', rules: ['T67-ACT-REVEAL', 'T67-EVT-TREASURE'] },
  { key: 'guide.1667.brawl', rules: ['T67-ROLE-2', 'T67-ACT-BRAWL', 'T67-VOTE-2'] },
  { key: 'guide.1667.brawlVote', rules: ['T67-VOTE-3', 'T67-VOTE-5'], symbols: ['british', 'french'] },
  { key: 'guide.1667.row', rules: ['T67-ACT-ROW'] },
  { key: 'guide.1667.dutch', rules: ['T67-SETUP-1', 'T67-END-4', 'T67-ACT-PEEK'] },
  { key: 'guide.1667.mutiny', rules: ['T67-ROLE-1', 'T67-ACT-MUTINY', 'T67-VOTE-2'] },
  { key: 'guide.1667.mutinyVote', rules: ['T67-VOTE-4', 'T67-ACT-MUTINY'], symbols: ['skull', 'wheel'] },
  { key: 'guide.1667.free', rules: ['T67-TURN-1', 'T67-EVT-ARMADA', 'T67-END-2'] },
  { key: 'guide.dice.keep', rules: ['TD-DICE-2', 'TD-DICE-3', 'TD-DICE-4'] },
  { key: 'guide.dice.again', rules: ['TD-DICE-4', 'TD-DICE-8', 'TD-ACT-2'] },
  { key: 'guide.dice.advantage', rules: ['TD-ADV-1', 'TD-ADV-2'] },
  { key: 'guide.dice.ship', rules: ['TD-ACT-SHIP', 'TD-TRACK-2'] },
  { key: 'guide.dice.treasure', rules: ['TD-ACT-TREASURE'] },
  { key: 'guide.dice.plan', rules: ['TD-END-1', 'TD-ACT-CREW'] },
  { key: 'guide.dice.keepRaid', rules: ['TD-ACT-RAID', 'TD-TRACK-2', 'TD-DICE-6'] },
  { key: 'guide.dice.keepBoard', rules: ['TD-ACT-BOARD', 'TD-TRACK-2', 'TD-DICE-6'] },
  { key: 'guide.dice.crew', rules: ['TD-ACT-CREW', 'TD-TRACK-2'] },
  { key: 'guide.dice.board', rules: ['TD-ACT-BOARD'] },
  { key: 'guide.dice.raid', rules: ['TD-ACT-RAID'] },
  { key: 'guide.dice.free', rules: ['TD-DICE-8', 'TD-ACT-1', 'TD-SCORE-1'] },
];

/** The dice game's rule texts: the aid's, then the help of the tracks, fields, actions and tokens. */
export const RULE_TEXTS_DICE: readonly RuleText[] = [
  { key: 'help.dice.aid.round', rules: ['TD-DICE-2', 'TD-DICE-3', 'TD-DICE-8', 'TD-ADV-1'] },
  { key: 'help.dice.aid.actions', rules: ['TD-ACT-1', 'TD-ACT-2', 'TD-ACT-BOARD', 'TD-ACT-RAID'] },
  { key: 'help.dice.aid.end', rules: ['TD-MOVE-2', 'TD-END-1', 'TD-SCORE-1', 'TD-SCORE-2', 'TD-SCORE-3'] },
  { key: 'help.dice.track.ship', rules: ['TD-TRACK-1', 'TD-TRACK-2', 'TD-DICE-6'] },
  { key: 'help.dice.track.pirate', rules: ['TD-TRACK-1', 'TD-TRACK-2', 'TD-DICE-6'] },
  { key: 'help.dice.field.tortuga', rules: ['TD-END-1', 'TD-SCORE-1'] },
  { key: 'help.dice.field.ship', rules: ['TD-MOVE-2', 'TD-SCORE-1', 'TD-ACT-BOARD'] },
  { key: 'help.dice.field.crew', rules: ['TD-MOVE-2', 'TD-SCORE-1', 'TD-ACT-RAID'] },
  { key: 'help.dice.field.island', rules: ['TD-MOVE-1', 'TD-MOVE-2'] },
  { key: 'help.dice.action.ship', rules: ['TD-ACT-SHIP'] },
  { key: 'help.dice.action.crew', rules: ['TD-ACT-CREW'] },
  { key: 'help.dice.action.treasure', rules: ['TD-ACT-TREASURE'] },
  { key: 'help.dice.action.board', rules: ['TD-ACT-BOARD'] },
  { key: 'help.dice.action.raid', rules: ['TD-ACT-RAID'] },
  { key: 'help.dice.island', rules: ['TD-ISLAND-1', 'TD-MOVE-3', 'TD-ACT-BOARD'] },
  { key: 'help.dice.advantage', rules: ['TD-ADV-1', 'TD-ADV-2'] },
];

/** The keys of Tortuga 1667's player aid, one paragraph each: the turn, how a vote goes, what each kind of vote counts, the end. */
export const AID_1667: readonly string[] = ['help.aid.turn', 'help.aid.votes', 'help.vote.attack', 'help.vote.mutiny', 'help.vote.brawl', 'help.aid.end'];

/** The keys of the dice game's player aid: the round, the actions, the end. */
export const AID_DICE: readonly string[] = ['help.dice.aid.round', 'help.dice.aid.actions', 'help.dice.aid.end'];
