import type { Catalog } from '../../core/text.js';

/**
 * The nine characters (T67-COMP-6), named alike in every edition: in full where the set-up
 * introduces the crews, by first name after that.
 */
export const CHARACTER_NAMES: Catalog = {
  'name.character.0': 'Henry Morgan',
  'name.character.1': 'Charlotte de Berry',
  'name.character.2': 'Johnson the Terror',
  'name.character.3': "François L'Ollonais",
  'name.character.4': 'Anne Dieu-le-Veut',
  'name.character.5': "Bertrand d'Ogeron",
  'name.character.6': 'Rock Braziliano',
  'name.character.7': 'Lawrence Prince',
  'name.character.8': 'Bartholomew Portugues',
  'name.characterShort.0': "Henry",
  'name.characterShort.1': "Charlotte",
  'name.characterShort.2': "Johnson",
  'name.characterShort.3': "François",
  'name.characterShort.4': "Anne",
  'name.characterShort.5': "Bertrand",
  'name.characterShort.6': "Rock",
  'name.characterShort.7': "Lawrence",
  'name.characterShort.8': "Bartholomew",
};
