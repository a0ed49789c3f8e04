// The rules app with its words in one language (nl): every part of Words used.
import { tortugaDice } from 'tortuga-rules/dice';
import { diceWords } from 'tortuga-rules/dice/words';
import { DICE_NL } from 'tortuga-rules/dice/nl';
import { sayEverything } from './say-everything.js';

export const said = sayEverything(tortugaDice, diceWords(DICE_NL), 4);
