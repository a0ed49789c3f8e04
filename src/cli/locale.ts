import { LOCALES, supportedLocale, type Locale } from '../core/words/text.js';

/** The `--lang` option: en, de or nl. */
export function parseLocale(text: string): Locale {
  if ((LOCALES as readonly string[]).includes(text)) return text as Locale;
  throw new Error(`--lang takes ${LOCALES.join(', ')} (got "${text}").`);
}

/**
 * The locale from the environment when `--lang` is not given: LC_ALL, LC_MESSAGES or LANG
 * (`de_DE.UTF-8` → de), then the platform's own; English when none of them is German or Dutch.
 */
export function environmentLocale(env: Readonly<Record<string, string | undefined>> = process.env): Locale {
  const tag = env.LC_ALL || env.LC_MESSAGES || env.LANG || Intl.DateTimeFormat().resolvedOptions().locale;
  return supportedLocale(tag.slice(0, 2).toLowerCase()) ?? 'en';
}
