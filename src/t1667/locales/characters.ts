import type { Catalog } from '../../core/words/text.js';

/** T67-COMP-6: the nine characters' full names, named alike in every edition and language. */
const FULL_NAMES = ['Henry Morgan', 'Charlotte de Berry', 'Johnson the Terror', "François L'Ollonais", 'Anne Dieu-le-Veut', "Bertrand d'Ogeron", 'Rock Braziliano', 'Lawrence Prince', 'Bartholomew Portugues'];

/**
 * The nine characters (T67-COMP-6): in full where the set-up introduces the crews
 * (`name.character.<i>`), by first name after that (`name.characterShort.<i>`).
 */
export const CHARACTER_NAMES: Catalog = Object.fromEntries(
  FULL_NAMES.flatMap((name, i) => [
    [`name.character.${i}`, name],
    [`name.characterShort.${i}`, name.split(' ')[0]!],
  ]),
);
