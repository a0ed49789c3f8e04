import { LOCALES, type Locale } from 'tortuga-rules';
import { startApp } from './app.js';
import { homeServer, serverAddress } from './server-trust.js';
import { loadLocale } from './words.js';

/** The language of the page: `?lang=de`, else the browser's, else English. */
function pageLocale(params: URLSearchParams): Locale {
  const wanted = [params.get('lang'), ...navigator.languages].map((tag) => (tag ?? '').slice(0, 2).toLowerCase());
  return (wanted.find((tag) => (LOCALES as readonly string[]).includes(tag)) as Locale | undefined) ?? 'en';
}

const params = new URLSearchParams(location.search);
const pace = params.get('pace');
// A server the link names (and the page may not trust yet), else the page's own.
const named = serverAddress(params.get('server'));
const locale = pageLocale(params);
// The page's language first (its words are a chunk of their own); the app starts once they are here.
await loadLocale(locale);
startApp(document.getElementById('app')!, {
  locale,
  pace: pace === null ? null : Number(pace),
  testHooks: params.has('test'),
  server: named ?? homeServer(),
  table: /^[0-9a-f]{12}$/.test(params.get('table') ?? '') ? params.get('table') : null,
  game: params.get('game') === 'tortuga-1667' || params.get('game') === 'tortuga-dice' ? (params.get('game') as 'tortuga-1667' | 'tortuga-dice') : null,
});
