/**
 * A scripted person at a table of the table server, as a client behind a load balancer behaves:
 * it takes up its seat with the seat's token (or watches), answers every decision of its seat after a pause with a random
 * legal action, and whenever its connection closes, fails to open or is refused a place because
 * the table cannot be reached now, it connects again — to the next server in turn — and resumes
 * with its seat's token. An action with no answer for `answerMs` counts as a lost connection
 * (a frozen server). Every view it was sent is kept by decision count, to be checked against the
 * stored game.
 */
import { WebSocket } from 'ws';
import { applyViewChange, nextInt, seedRng } from '../../src/index.js';
import type { ServerMessage } from '../../apps/table-server/protocol.js';
import type { ClientView } from '../examples/table-server-client.js';

/** What a roaming person did, for the report. */
export interface RoamingPerson {
  readonly table: string;
  /** The seat, or null for a spectator. */
  readonly seat: number | null;
  /** Every view it was sent, by decision count (the last one at each count). */
  readonly views: Map<number, ClientView>;
  /** The view now, or null before the first. */
  view(): ClientView | null;
  /** When the decision count it sees last went up (performance.now()). */
  movedAt(): number;
  /** Connections opened after the first. */
  reconnects(): number;
  /** Actions that got no answer in time (the connection was given up). */
  unanswered(): number;
  /** Refusals that should never come (a lost seat, a bad token, a damaged table …). */
  readonly wrong: string[];
  /** The refusals it was sent, by code. */
  readonly refused: Map<string, number>;
  stop(): void;
}

/** Refusals a roaming person takes in its stride: it tries again, or the next view answers it. */
const EXPECTED = new Set(['NOT_STORED', 'STALE_ACTION', 'NOT_YOUR_DECISION', 'REPLACED', 'RATE_LIMITED', 'GAME_OVER']);

/** Starts a person at `table` (seat `seat` with its `token`, or watching when null); `ports()` are the servers' ports now, tried in turn. */
export function roamingPerson(options: {
  readonly table: string;
  readonly seat: number | null;
  readonly token: string | null;
  readonly name: string;
  readonly ports: () => readonly number[];
  readonly thinkMs: readonly [number, number];
  readonly answerMs: number;
}): RoamingPerson {
  const rng = seedRng(`${options.table}/${options.name}`);
  const views = new Map<number, ClientView>();
  const wrong: string[] = [];
  const refused = new Map<string, number>();
  let view: ClientView | null = null;
  let token = options.token;
  let socket: WebSocket | null = null;
  let turn = nextInt(rng, 1000);
  let opened = 0;
  let unanswered = 0;
  let movedAt = performance.now();
  let stopped = false;
  let think: NodeJS.Timeout | null = null;
  let answer: NodeJS.Timeout | null = null;
  let again: NodeJS.Timeout | null = null;

  const clear = (): void => {
    for (const timer of [think, answer]) if (timer !== null) clearTimeout(timer);
    think = answer = null;
  };
  /** Gives the connection up and opens another after a short pause. */
  const reconnect = (): void => {
    clear();
    const old = socket;
    socket = null;
    if (old !== null) {
      old.removeAllListeners();
      old.on('error', () => undefined);
      old.terminate();
    }
    if (!stopped && again === null) again = setTimeout(open, 150);
  };
  const act = (): void => {
    think = null;
    const now = view;
    const live = socket;
    if (now === null || live === null || live.readyState !== WebSocket.OPEN || now.outcome !== null) return;
    const actions = now.decision?.actions ?? [];
    if (actions.length === 0) return;
    const { player: _player, ...action } = actions[nextInt(rng, actions.length)]!;
    live.send(JSON.stringify({ kind: 'act', action, at: now.decisions }));
    if (answer !== null) clearTimeout(answer);
    answer = setTimeout(() => {
      unanswered++;
      reconnect();
    }, options.answerMs);
  };
  /** The view changed (or an action was refused): its decision, if this seat's, is answered after a pause. */
  const consider = (): void => {
    if (think !== null) clearTimeout(think);
    think = null;
    if (options.seat === null || view === null || view.outcome !== null || (view.decision?.actions ?? []).length === 0) return;
    const [least, most] = options.thinkMs;
    think = setTimeout(act, least + nextInt(rng, most - least + 1));
  };
  const receive = (message: ServerMessage): void => {
    if (message.kind === 'welcome') token = message.token;
    if (message.kind === 'view' || message.kind === 'change') {
      const before = view?.decisions ?? -1;
      view = message.kind === 'view' ? (message.view as ClientView) : applyViewChange(view, message.patches);
      views.set(view!.decisions, JSON.parse(JSON.stringify(view)) as ClientView);
      if (view!.decisions > before) movedAt = performance.now();
      if (answer !== null) clearTimeout(answer);
      answer = null;
      consider();
    }
    if (message.kind === 'rejected') {
      refused.set(message.code, (refused.get(message.code) ?? 0) + 1);
      if (!EXPECTED.has(message.code)) wrong.push(`${message.code}: ${message.message}`);
      if (answer !== null) clearTimeout(answer);
      answer = null;
      // Refused a place (the table cannot be reached now): another server, in a moment.
      if (message.code === 'NOT_STORED' && view === null) return reconnect();
      consider();
    }
  };
  function open(): void {
    again = null;
    if (stopped) return;
    const ports = options.ports();
    const port = ports[turn++ % ports.length]!;
    opened++;
    const live = new WebSocket(`ws://127.0.0.1:${port}/`, { handshakeTimeout: 2_000 });
    socket = live;
    // A new connection starts from the view the server sends it.
    view = null;
    live.on('open', () => {
      const hello =
        options.seat === null || token === null ? { kind: 'watch', table: options.table } : { kind: 'resume', table: options.table, seat: options.seat, token };
      live.send(JSON.stringify(hello));
    });
    live.on('message', (data) => {
      if (socket === live) receive(JSON.parse(String(data)) as ServerMessage);
    });
    live.on('error', () => socket === live && reconnect());
    live.on('close', () => socket === live && reconnect());
  }
  open();
  return {
    table: options.table,
    seat: options.seat,
    views,
    wrong,
    refused,
    view: () => view,
    movedAt: () => movedAt,
    reconnects: () => opened - 1,
    unanswered: () => unanswered,
    stop: () => {
      stopped = true;
      if (again !== null) clearTimeout(again);
      reconnect();
    },
  };
}
