import { LOCALES, type Locale } from 'tortuga-rules';
import { startApp } from './app.js';
import { defaultServer } from './online.js';

/** The language of the page: `?lang=de`, else the browser's, else English. */
function pageLocale(params: URLSearchParams): Locale {
  const wanted = [params.get('lang'), ...navigator.languages].map((tag) => (tag ?? '').slice(0, 2).toLowerCase());
  return (wanted.find((tag) => (LOCALES as readonly string[]).includes(tag)) as Locale | undefined) ?? 'en';
}

const params = new URLSearchParams(location.search);
const pace = params.get('pace');
startApp(document.getElementById('app')!, { locale: pageLocale(params), pace: pace === null ? null : Number(pace), testHooks: params.has('test'), server: defaultServer(params), table: /^[0-9a-f]{12}$/.test(params.get('table') ?? '') ? params.get('table') : null });
