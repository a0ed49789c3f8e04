// The rules app with its words in one language (en): every part of Words used.
import { tortugaDice } from 'tortuga-rules/dice';
import { diceWords } from 'tortuga-rules/dice/words';
import { DICE_EN } from 'tortuga-rules/dice/en';
import { sayEverything } from './say-everything.js';

export const said = sayEverything(tortugaDice, diceWords(DICE_EN), 4);
