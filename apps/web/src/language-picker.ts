import { LOCALES, type Locale } from 'tortuga-rules';
import { h, type Drawn } from './dom.js';

/** Each language by its own name. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', de: 'Deutsch', nl: 'Nederlands' };

/**
 * The page's language as a choice (each language by its own name, `current` chosen), for the
 * screens where the language changes in place: a game, an online table, its lobby, the question
 * about another server.
 */
export function languagePicker(id: string, label: string, current: Locale, change: (next: Locale) => void): Drawn {
  return h(
    'label',
    { class: 'language' },
    label,
    ' ',
    h(
      'select',
      { id, onchange: (event) => change((event.target as HTMLSelectElement).value as Locale) },
      ...LOCALES.map((l) => h('option', { value: l, selected: l === current }, LANGUAGE_NAMES[l])),
    ),
  );
}
