import type { BaseAction, BaseConfig, GameHistory, PlayerId } from 'tortuga-rules';
import { h, type Drawn } from './dom.js';
import { logList, roster, secretsPanel } from './play-screen.js';
import { nameOf, type ClientView, type Title, type TitleWords } from './title.js';

/** Where the replay is: the position in the record and whose eyes it is seen through. */
export interface ReplayPosition {
  readonly position: number;
  readonly viewer: PlayerId | null;
}

/**
 * A replay of a record: a scrubber over its decisions, and the table, the secrets and the
 * log as one player (or a spectator) saw them at that point.
 */
export function replayScreen<C extends BaseConfig, S, A extends BaseAction, V extends ClientView<A>, O>(
  title: Title<C, S, A, V, O>,
  history: GameHistory<C, S, A>,
  at: ReplayPosition,
  words: TitleWords<A, V>,
  go: (next: ReplayPosition) => void,
  close: () => void,
): Drawn {
  const view = title.game.viewFor(history.stateAt(at.position), at.viewer);
  const total = history.actions.length;
  const spectator = title.game.viewFor(history.stateAt(0), null);
  const viewers: (PlayerId | null)[] = [null, ...Array.from({ length: view.players }, (_, p) => p)];
  return h(
    'div',
    { class: `play replay ${title.id}` },
    h(
      'header',
      {},
      h('h1', {}, `${words.say(view, 'ui.replay').text}: ${words.say(view, `ui.game.${title.id}`).text}`),
      h('button', { type: 'button', onclick: close }, words.say(view, 'ui.replay.close').text),
    ),
    h(
      'div',
      { class: 'scrubber' },
      h('label', { for: 'position' }, words.say(view, 'ui.replay.step', { n: at.position, total }).text),
      h(
        'button',
        { type: 'button', 'aria-label': words.say(view, 'ui.replay.previous').text, onclick: () => go({ ...at, position: Math.max(0, at.position - 1) }) },
        '◀',
      ),
      h('input', {
        id: 'position',
        type: 'range',
        min: 0,
        max: total,
        value: at.position,
        oninput: (event) => go({ ...at, position: Number((event.target as HTMLInputElement).value) }),
      }),
      h(
        'button',
        { type: 'button', 'aria-label': words.say(view, 'ui.replay.next').text, onclick: () => go({ ...at, position: Math.min(total, at.position + 1) }) },
        '▶',
      ),
      h('button', { type: 'button', onclick: () => go({ ...at, position: total }) }, words.say(view, 'ui.replay.play').text),
      h('label', { for: 'viewer' }, words.say(view, 'ui.replay.viewer').text),
      h(
        'select',
        {
          id: 'viewer',
          onchange: (event) => {
            const v = (event.target as HTMLSelectElement).value;
            go({ ...at, viewer: v === '' ? null : Number(v) });
          },
        },
        ...viewers.map((p) =>
          h(
            'option',
            { value: p === null ? '' : String(p), selected: p === at.viewer },
            p === null ? words.say(view, 'ui.replay.spectator').text : nameOf(spectator, p, words),
          ),
        ),
      ),
    ),
    h(
      'div',
      { class: 'layout' },
      h('section', { class: 'table-area', 'aria-label': words.say(view, 'ui.table').text }, title.table(view, words)),
      h('aside', {}, secretsPanel(title, view, words), roster(title, view, words)),
    ),
    logList(view, words),
  );
}
