/**
 * A raw WebSocket client of the table server for tests: it keeps every message, rebuilds its
 * view from the first view and the changes (`applyViewChange`), and can play random legal
 * actions from that view.
 */
import { WebSocket } from 'ws';
import { applyViewChange, nextInt, seedRng, type RngState } from '../../src/index.js';
import type { ServerMessage } from '../../apps/table-server/protocol.js';

/** A view as the client reads it. */
export interface ClientView {
  readonly decisions: number;
  readonly decision: { readonly actions: Record<string, unknown>[] } | null;
  readonly outcome: unknown;
}

export interface TestClient {
  readonly socket: WebSocket;
  readonly messages: ServerMessage[];
  readonly closed: Promise<{ code: number; reason: string }>;
  /** The view as rebuilt from the messages so far (null before the first). */
  view(): ClientView | null;
  send(message: unknown): void;
  /** The next message of this kind not yet read. */
  next<K extends ServerMessage['kind']>(kind: K): Promise<Extract<ServerMessage, { kind: K }>>;
  /** Resolves once `test` holds for the rebuilt view. */
  until(test: (view: ClientView) => boolean): Promise<ClientView>;
  /** Plays random legal actions whenever the view offers a decision, until the game is over. */
  playRandom(seed: string): Promise<ClientView>;
}

/** How long `next` and `until` wait before they fail, naming what they waited for and what came instead. */
export const WAIT_MS = 30_000;

/** Connects to the server on 127.0.0.1:`port`, from the loopback address `from` (default 127.0.0.1). */
export function connectTo(port: number, from = '127.0.0.1'): Promise<TestClient> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/`, { localAddress: from });
  const messages: ServerMessage[] = [];
  const readAt = new Map<string, number>();
  let view: ClientView | null = null;
  const watchers: (() => void)[] = [];
  const notify = (): void => {
    for (const watcher of [...watchers]) watcher();
  };
  /** Resolves once `look` holds (it is asked at every message), or fails after WAIT_MS saying what it waited for. */
  const waitFor = <T>(what: string, look: () => T | undefined): Promise<T> =>
    new Promise((resolve, reject) => {
      const watcher = (): void => {
        const found = look();
        if (found === undefined) return;
        clearTimeout(deadline);
        watchers.splice(watchers.indexOf(watcher), 1);
        resolve(found);
      };
      const deadline = setTimeout(() => {
        watchers.splice(watchers.indexOf(watcher), 1);
        const last = messages.slice(-5).map((m) => ('code' in m ? `${m.kind} ${String(m.code)}` : m.kind));
        reject(new Error(`waited ${WAIT_MS} ms for ${what}; the last messages: ${last.join(', ') || 'none'}`));
      }, WAIT_MS);
      deadline.unref();
      watchers.push(watcher);
      watcher();
    });
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as ServerMessage;
    messages.push(message);
    if (message.kind === 'view') view = message.view as ClientView;
    if (message.kind === 'change') view = applyViewChange(view, message.patches);
    notify();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => {
      resolve({ code, reason: String(reason) });
      notify();
    }),
  );
  const client: TestClient = {
    socket,
    messages,
    closed,
    view: () => view,
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next: (kind) =>
      waitFor(`a '${kind}' message`, () => {
        const from = readAt.get(kind) ?? 0;
        const index = messages.findIndex((m, i) => i >= from && m.kind === kind);
        if (index < 0) return undefined;
        readAt.set(kind, index + 1);
        return messages[index] as Extract<ServerMessage, { kind: typeof kind }>;
      }),
    until: (test) => waitFor('a view that passes the test', () => (view !== null && test(view) ? view : undefined)),
    playRandom: (seed) => {
      const rng: RngState = seedRng(seed);
      let answered = -1;
      return new Promise((resolve) => {
        const step = (): void => {
          if (view === null) return;
          if (view.outcome !== null) {
            watchers.splice(watchers.indexOf(step), 1);
            resolve(view);
            return;
          }
          const actions = view.decision?.actions ?? [];
          if (actions.length === 0 || answered === view.decisions) return;
          answered = view.decisions;
          const { player: _player, ...action } = actions[nextInt(rng, actions.length)]!;
          socket.send(JSON.stringify({ kind: 'act', action, at: view.decisions }));
        };
        watchers.push(step);
        step();
      });
    },
  };
  return new Promise((resolve) => socket.on('open', () => resolve(client)));
}
