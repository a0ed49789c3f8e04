import { LOCALES, randomSeed, type Locale } from 'tortuga-rules';
import { h, type Drawn } from './dom.js';
import { LANGUAGE_NAMES } from './language-picker.js';
import { TITLE_INFO } from './title-info.js';
import { words1667 } from './words.js';
import { SEAT_KINDS, type OptionSpec, type OptionValues, type SeatKind } from './title.js';

/** What the start screen asks: the game, the players and who plays them, the seed, the language, the bots' pace. */
export interface GameChoice {
  readonly title: 'tortuga-1667' | 'tortuga-dice';
  readonly kinds: readonly SeatKind[];
  readonly seed: string;
  readonly locale: Locale;
  readonly pace: Pace;
  /** The game options chosen (their defaults when absent). */
  readonly options: OptionValues;
  /** The people's names by seat, as typed ('' or missing: the game's own name for the seat). */
  readonly names: readonly string[];
  /** The guided first game of the title (its own table: the seats and seed above are not used). */
  readonly guided?: boolean;
}

/** How long a bot's move stays on screen before the next one, in milliseconds. */
export const PACES = { slow: 1500, normal: 700, instant: 0 } as const;
export type Pace = keyof typeof PACES;

/** The options each game offers, as its title says. */
const OPTIONS = { 'tortuga-1667': TITLE_INFO['tortuga-1667'].options, 'tortuga-dice': TITLE_INFO['tortuga-dice'].options } as const;

/** An option's value as its words name it: on/off, a count in the option's words ({n}), or the option's own word for the value. */
function valueKey(spec: OptionSpec, value: string | number | boolean): string {
  if (typeof value === 'boolean') return `ui.option.${value ? 'on' : 'off'}`;
  return typeof value === 'number' ? `ui.option.${spec.key}.n` : `ui.option.${spec.key}.${value}`;
}

/** How many players each game takes, as its title says. */
const RANGE = { 'tortuga-1667': TITLE_INFO['tortuga-1667'].players, 'tortuga-dice': TITLE_INFO['tortuga-dice'].players } as const;

/** `players` seats, keeping the kinds chosen so far; a new seat is a person first, then medium bots. */
function seatsFor(players: number, kinds: readonly SeatKind[]): SeatKind[] {
  return Array.from({ length: players }, (_, i) => kinds[i] ?? (i === 0 ? 'human' : 'medium'));
}

/** The first choice: one person against medium bots, with a fresh unguessable seed. */
export function defaultChoice(locale: Locale): GameChoice {
  return {
    title: 'tortuga-1667',
    kinds: seatsFor(TITLE_INFO['tortuga-1667'].players.standard, []),
    seed: randomSeed(),
    locale,
    pace: 'normal',
    options: {},
    names: [],
  };
}

/** The start screen; `change` re-renders it with a new choice, `start` begins the game, `load` replays a record file, `online` opens a table on the server, `resume` goes on with the game kept in this browser (`'unreadable'`: one could not be read, and was forgotten). */
export function setupScreen(
  chosen: GameChoice,
  change: (next: GameChoice) => void,
  start: (choice: GameChoice) => void,
  load: (file: File) => void,
  online: (choice: GameChoice) => void,
  resume: (() => void) | 'unreadable' | null,
): Drawn {
  // Names are typed without drawing the screen again (focus stays in the field): every later choice carries this list.
  const names = Array.from({ length: chosen.kinds.length }, (_, seat) => chosen.names[seat] ?? '');
  const choice: GameChoice = { ...chosen, names };
  // Any game's words say the shared ui.* texts; the 1667 ones are at hand.
  const words = words1667(choice.locale);
  const t = (key: string, params: Record<string, string | number> = {}): string => words.say(null, key, params).text;
  const range = RANGE[choice.title];
  const select = (id: string, value: string, options: readonly (readonly [string, string])[], onchange: (value: string) => void): Drawn =>
    h(
      'select',
      { id, onchange: (event) => onchange((event.target as HTMLSelectElement).value) },
      ...options.map(([v, text]) => h('option', { value: v, selected: v === value }, text)),
    );
  return h(
    'form',
    { class: 'setup', onsubmit: (event) => (event.preventDefault(), start(choice)) },
    h('h1', {}, t('ui.title')),
    resume === null
      ? null
      : resume === 'unreadable'
        ? h('p', { role: 'status', class: 'notice', id: 'kept-lost' }, t('ui.setup.keptLost'))
        : h('p', {}, h('button', { type: 'button', class: 'primary', id: 'continue', onclick: resume }, t('ui.setup.continue'))),
    h(
      'fieldset',
      {},
      h('legend', {}, t('ui.setup.game')),
      ...(['tortuga-1667', 'tortuga-dice'] as const).map((id) =>
        h(
          'label',
          { class: 'choice' },
          h('input', {
            type: 'radio',
            name: 'title',
            value: id,
            checked: choice.title === id,
            onchange: () => change({ ...choice, title: id, kinds: seatsFor(RANGE[id].standard, choice.kinds) }),
          }),
          ' ',
          t(`ui.game.${id}`),
        ),
      ),
    ),
    h(
      'p',
      {},
      h('label', { for: 'players' }, t('ui.setup.players')),
      ' ',
      select(
        'players',
        String(choice.kinds.length),
        Array.from({ length: range.max - range.min + 1 }, (_, i) => [String(range.min + i), String(range.min + i)] as const),
        (v) => change({ ...choice, kinds: seatsFor(Number(v), choice.kinds) }),
      ),
    ),
    h(
      'ol',
      { class: 'seats' },
      ...choice.kinds.map((kind, seat) =>
        h(
          'li',
          {},
          h('label', { for: `seat-${seat}` }, t('ui.setup.seat', { n: seat + 1 })),
          ' ',
          select(
            `seat-${seat}`,
            kind,
            SEAT_KINDS.map((k) => [k, t(`ui.setup.kind.${k}`)] as const),
            (v) => change({ ...choice, kinds: choice.kinds.map((old, i) => (i === seat ? (v as SeatKind) : old)) }),
          ),
          kind === 'human'
            ? h('input', {
                id: `name-${seat}`,
                class: 'name',
                maxlength: 24,
                value: names[seat]!,
                placeholder: t('ui.setup.name'),
                'aria-label': `${t('ui.setup.name')} (${t('ui.setup.seat', { n: seat + 1 })})`,
                autocomplete: 'off',
                oninput: (event) => (names[seat] = (event.target as HTMLInputElement).value),
              })
            : null,
        ),
      ),
    ),
    h(
      'fieldset',
      { class: 'options' },
      h('legend', {}, t('ui.setup.options')),
      ...OPTIONS[choice.title].map((spec) => {
        const current = choice.options[spec.key] ?? spec.values[0]!;
        return h(
          'p',
          {},
          h('label', { for: `option-${spec.key}` }, t(`ui.option.${spec.key}`)),
          ' ',
          select(
            `option-${spec.key}`,
            String(current),
            spec.values.map((v) => [String(v), t(valueKey(spec, v), { n: typeof v === 'number' ? v : 0 })] as const),
            (v) => change({ ...choice, options: { ...choice.options, [spec.key]: spec.values.find((value) => String(value) === v) ?? v } }),
          ),
        );
      }),
    ),
    h(
      'p',
      {},
      h('label', { for: 'seed' }, t('ui.setup.seed')),
      ' ',
      h('input', {
        id: 'seed',
        value: choice.seed,
        size: 34,
        spellcheck: false,
        onchange: (event) => change({ ...choice, seed: (event.target as HTMLInputElement).value }),
      }),
      h('br'),
      h('small', {}, t('ui.setup.seedHint')),
    ),
    h(
      'p',
      {},
      h('label', { for: 'language' }, t('ui.setup.language')),
      ' ',
      select(
        'language',
        choice.locale,
        LOCALES.map((l) => [l, LANGUAGE_NAMES[l]] as const),
        (v) => change({ ...choice, locale: v as Locale }),
      ),
    ),
    h(
      'p',
      {},
      h('label', { for: 'pace' }, t('ui.setup.pace')),
      ' ',
      select(
        'pace',
        choice.pace,
        (Object.keys(PACES) as Pace[]).map((p) => [p, t(`ui.setup.pace.${p}`)] as const),
        (v) => change({ ...choice, pace: v as Pace }),
      ),
    ),
    h(
      'p',
      {},
      h('button', { type: 'submit', class: 'primary', id: 'start' }, t('ui.setup.start')),
      ' ',
      h('button', { type: 'button', id: 'online', onclick: () => online(choice) }, t('ui.online.create')),
      ' ',
      h('button', { type: 'button', id: 'guide', onclick: () => start({ ...choice, guided: true }) }, t('ui.guide.start')),
    ),
    h(
      'p',
      {},
      h('label', { for: 'load', class: 'file' }, t('ui.setup.load')),
      ' ',
      h('input', {
        id: 'load',
        type: 'file',
        accept: '.json,application/json',
        onchange: (event) => {
          const file = (event.target as HTMLInputElement).files?.[0];
          if (file) load(file);
        },
      }),
    ),
  );
}
