// The rules app with its words in one language (de): every part of Words used.
import { tortugaDice } from 'tortuga-rules/dice';
import { diceWords } from 'tortuga-rules/dice/words';
import { DICE_DE } from 'tortuga-rules/dice/de';
import { sayEverything } from './say-everything.js';

export const said = sayEverything(tortugaDice, diceWords(DICE_DE), 4);
