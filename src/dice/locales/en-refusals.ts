import type { Catalog } from '../../core/words/text.js';

/**
 * Tortuga (the dice game)'s refusals in English: the messages of its `RuleViolation`s (refused actions and
 * configurations) and the names they use. They ship with the rules; `DICE_EN` adds the rest.
 */
export const DICE_REFUSALS_EN: Catalog = {
  'violation.cannot': 'You cannot {type:actionName} now. {hint:text}',
  'violation.keepBlocked': 'No die of this roll can be placed: keep none, and the dice are rolled again openly.',
  'violation.keepSome': 'Keep at least one die: some die of this roll can be placed.',
  'violation.ascending': '{hint:text} List the dice in ascending order, without repeats.',
  'violation.notRolled': 'You can only keep dice you have just rolled.',
  'violation.oneAction': 'Dice kept together must show the same action (skulls may join them).',
  'violation.limits': 'Board and raid take no more dice than your ship and pirate allow.',
  'hint.keep': 'Keep at least one die: dice showing one action, plus any skulls, or skulls alone, within the board and raid limits.',
  'hint.advantage': 'Put an advantage token on a field without one, or turn a “1” to “2”.',
  'hint.skullAction': 'Turn your skulls to one action with room for all of them.',
  'hint.perform': 'Only the player in 1st or 2nd place of this action carries it out.',
  'hint.decline': 'Only the player whose action it is can decline it.',
  'hint.target': 'Name another player (2nd place: not the one 1st place named).',
  'hint.chest': 'Choose one of the chests offered.',
  'hint.token': 'Keep the first (0) or the second (1) token you looked at.',
  'action.keep': 'keep dice',
  'action.advantage': 'take an advantage token',
  'action.skullAction': 'turn skulls',
  'action.perform': 'carry out an action',
  'action.decline': 'decline an action',
  'action.target': 'name a player',
  'action.chest': 'choose a chest',
  'action.token': 'keep a treasure token',
  'config.facesCount': '"faces" must describe five dice.',
  'config.faceDie': 'Each die of faces maps the five actions to numbers.',
  'config.faceNumber': '"faces": "{action}" must be a whole number from 1 to 9.',
  'config.startPlayer': '"startPlayer" must be a seat of this game.',
  'config.long': '"long" must be true or false.',
  'config.bag': '"deal.bag" must list all 40 chests: 10 red, 10 blue, 10 yellow, 5 white, 5 purple.',
  'config.tokens': '"deal.tokens" must list all 30 treasure tokens: 17 × 1, 9 × 2, 4 × 3.',
  'config.rolls': '"deal.rolls" lists die faces: ship, crew, treasure, board, raid or skull.',
};
