// The same app with its words in one language: every part of Words used.
import { tortugaDice } from 'tortuga-rules/dice';
import { diceWords } from 'tortuga-rules/dice/words';
import { DICE_DE } from 'tortuga-rules/dice/de';

let state = tortugaDice.setup({ players: 4, seed: 'bundle' });
const [seat] = tortugaDice.toAct(state);
state = tortugaDice.apply(state, tortugaDice.legalActions(state, seat!)[0]!);
const view = tortugaDice.viewFor(state, 0);
const words = diceWords(DICE_DE);
export const said = [words.prompt(view), words.menu(view), words.summary(view), view.log.map((entry) => words.narrate(view, entry)), words.violation(tortugaDice.validate(state, {})!, view)];
