import { CORE_DE } from './locales/de.js';
import { CORE_EN } from './locales/en.js';
import { CORE_NL } from './locales/nl.js';
import { sayer, type Catalogs, type Say } from './say.js';
import { listOf, type Locale, type Renderer, type TextParam } from './text.js';

/** The shared messages alone, per locale (games add their own keys to these). */
export const CORE_CATALOGS: Catalogs = { en: CORE_EN, de: CORE_DE, nl: CORE_NL };

/**
 * A nested text (`{reason:text}`): rendered from its key when `say` knows it, otherwise its
 * own words (a message from another catalog).
 */
export function nestedText(value: TextParam, render: (key: string, params: Readonly<Record<string, TextParam>>) => string | null): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return '';
  const nested = value as { key?: TextParam; params?: TextParam; text?: TextParam };
  const params = (typeof nested.params === 'object' && nested.params !== null && !Array.isArray(nested.params) ? nested.params : {}) as Readonly<Record<string, TextParam>>;
  const rendered = typeof nested.key === 'string' ? render(nested.key, params) : null;
  return rendered ?? (typeof nested.text === 'string' ? nested.text : '');
}

/** Renderers every catalog may use: quoted field names, seats by number, nested texts. */
export function coreRenderers(raw: () => Say, catalogs: Catalogs): Record<string, Renderer> {
  const seats: Renderer = (value, locale) => listOf((Array.isArray(value) ? value : []).map((s) => String((s as number) + 1)), locale);
  return {
    names: (value, locale) => listOf((Array.isArray(value) ? value : []).map((n) => `"${String(n)}"`), locale),
    seats,
    seatsAcc: seats,
    text: (value) => nestedText(value, (key, params) => (catalogs.en[key] === undefined ? null : raw()(key, params).text)),
  };
}

/** Says a shared message (`core.*`) in a locale; seats are numbered from 1. */
export function coreSay(locale: Locale = 'en'): Say {
  let raw: Say | null = null;
  const rendering = coreRenderers(() => raw!, CORE_CATALOGS);
  raw = sayer(CORE_CATALOGS, locale, rendering, false);
  return sayer(CORE_CATALOGS, locale, rendering);
}
