import type { Catalog } from '../text.js';

/**
 * The shared refusals in English (validation, configuration, persistence, records): the
 * engine's `RuleViolation` messages, so they ship with the rules; `CORE_EN` adds the rest.
 */
export const CORE_REFUSALS_EN: Catalog = {
  'core.message': '{message}',
  'core.malformed.notObject': 'An action must be an object with a type and a player.',
  'core.malformed.unknownType': 'This is not an action of this game.',
  'core.malformed.player': 'An action must name its player as a seat number.',
  'core.malformed.fields': 'A "{type}" action has exactly the fields {fields:names}, and optionally "at".',
  'core.malformed.field': 'The field "{field}" of a "{type}" action is missing or has the wrong form.',
  'core.malformed.at': 'The field "at" names a decision count: a whole number, 0 or more.',
  'core.malformed.unreadable': 'The action could not be read.',
  'core.gameOver': 'The game is over.',
  'core.stale.past': 'This action answers decision {at}, but the game has moved on since (it is now at decision {now}). Decide again on the current state.',
  'core.stale.future': 'This action answers decision {at}, which the game has not reached (it is at decision {now}).',
  'core.noSeat': 'There is no seat {player} in this game.',
  'core.otherSeat': 'You can decide only for your own seat ({seat:seats}), not for seat {player:seats}.',
  'core.notDealt': 'The game has not started yet: it starts with its deal.',
  'core.alreadyDealt': 'The game has already been dealt.',
  'core.nothingToDecide': '{vote, select, true {You have nothing to decide now: the game waits for the vote of {waiting:seats}.} other {You have nothing to decide now: the game waits for {waiting:seats}.}}',
  'core.corrupt': '{what, select, record {This game record} other {This game state}} is damaged{path, select, whole {} other { at “{path}”}}: {problem}.',
  'core.unreadable': '{what, select, record {This game record} other {This game state}} cannot be read as plain data.',
  'core.otherCommitment': '{none, select, true {This game record carries no fair deal to check against the published commitment.} other {This game record was dealt under another commitment than the one published.}}',
  'core.fairDealText': 'The {what, select, secret {secret} other {salt}} of a fair deal must be a text of at most {max} characters.',
  'core.hashDiffers': 'This game record is damaged: replaying its actions does not give the final state it records.',
  'core.refused': '{which, select, config {The configuration} other {Action {number} of {total}}} is refused: {reason:text}',
  'core.unreadableAction': '{which, select, config {The configuration} other {Action {number} of {total}}} could not be read.',
  'config.notObject': '"setup" needs a configuration object.',
  'config.players': '{game, select, dice {Tortuga (the dice game) is for 2 to 4 players.} other {Tortuga 1667 is for 2 to 9 players.}}',
  'config.seed': 'The seed must be a string.',
  'config.seedLength': 'The seed may have at most {max} characters.',
  'config.unknownKey': '{where, select, deal {The deal} other {The configuration}} has no option "{key}"{closest, select, none {} other { — did you mean "{closest}"?}} The options are: {known}.',
  'config.deal': 'The deal must be an object.',
  'config.list': '"{name}" must be an array.',
  'config.maxDecisions': '"maxDecisions" must be a whole number of decisions, at least 1.',
};
