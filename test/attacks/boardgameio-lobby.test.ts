/**
 * Issue 43, H2, M3, L11: boardgame.io's lobby REST API behind `createServer`, attacked over
 * HTTP as deployed — `examples/boardgameio-server.ts` as its own process for the pollution (so a
 * polluted prototype shows only in what the server answers), and in-process servers with short
 * limits for the cap and the expiry. Every request goes over a real socket; several client
 * addresses come from the loopback range.
 */
import type { ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardgameGame, createServer, strictCredentials, type BoardgameServerModule } from '../../src/boardgameio/index.js';
import { tortugaDice } from '../../src/dice/game.js';
import { openSocket, syncSeat, until } from '../boardgameio/sockets.js';
import { http } from './http-client.js';
import { startBoardgameServer } from '../support/boardgameio-process.js';

const DICE = 'tortuga-dice';

const error = (answer: { body: unknown }): { code?: string; message?: string } => ((answer.body as { error?: object }).error ?? {}) as never;

describe('issue 43: the boardgame.io lobby under attack over HTTP', () => {
  let example: { base: string; child: ChildProcess };
  beforeAll(async () => {
    example = await startBoardgameServer();
  }, 60_000);
  afterAll(() => {
    example.child.kill();
  });

  it('H2: playerID "__proto__" (and every other non-seat) is refused on every route; afterwards matches are made, free seats stay free, and no credentials pass for an unjoined seat, over HTTP or a socket', async () => {
    const { base } = example;
    const created = await http(base, 'POST', `/games/${DICE}/create`, { numPlayers: 2, unlisted: true }, { from: '127.0.0.11' });
    expect(created.status).toBe(200);
    const matchID = (created.body as { matchID: string }).matchID;
    // The attack: one unauthenticated join.
    const attack = await http(base, 'POST', `/games/${DICE}/${matchID}/join`, { playerID: '__proto__', playerName: 'x' }, { from: '127.0.0.12' });
    expect(attack.status).toBe(404);
    expect(error(attack).code).toBe('NO_SUCH_SEAT');
    const stolen = (attack.body as { playerCredentials?: string }).playerCredentials ?? 'attacker-credentials';
    for (const playerID of ['constructor', 'toString', 'hasOwnProperty', '-1', '2', '01', '0x0', ' 0', 1.5, true, { 0: 1 }]) {
      const answer = await http(base, 'POST', `/games/${DICE}/${matchID}/join`, { playerID, playerName: 'x' }, { from: '127.0.0.12' });
      expect(answer.status, JSON.stringify(playerID)).toBe(404);
    }
    for (const route of ['leave', 'update', 'rename', 'playAgain']) {
      const answer = await http(
        base,
        'POST',
        `/games/${DICE}/${matchID}/${route}`,
        { playerID: '__proto__', credentials: stolen, ...(route === 'update' || route === 'rename' ? { newName: 'y' } : {}) },
        { from: '127.0.0.12' },
      );
      expect(answer.status, route).toBe(404);
      expect(error(answer).code, route).toBe('NO_SUCH_SEAT');
    }
    // What the pollution broke: new matches, free seats, and the credentials check.
    const after = await http(base, 'POST', `/games/${DICE}/create`, { numPlayers: 2, unlisted: true }, { from: '127.0.0.11' });
    expect(after.status).toBe(200);
    const match = await http(base, 'GET', `/games/${DICE}/${matchID}`);
    expect((match.body as { players: { name?: string }[] }).players.map((p) => p.name ?? null)).toEqual([null, null]);
    const renamed = await http(
      base,
      'POST',
      `/games/${DICE}/${matchID}/update`,
      { playerID: '1', credentials: stolen, newName: 'mine' },
      { from: '127.0.0.12' },
    );
    expect(renamed.status).toBe(403);
    const socket = openSocket(base, DICE, '1', stolen);
    await syncSeat(socket, matchID, 2, false);
    await until(() => socket.received.some((m) => m.type === 'refused'), 'the refusal');
    expect(socket.received.find((m) => m.type === 'refused')!.args[0]).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(socket.received.some((m) => m.type === 'sync')).toBe(false);
    socket.socket.close();
    // The honest flow still works, with the seat's own credentials only.
    const joined = await http(base, 'POST', `/games/${DICE}/${matchID}/join`, { playerID: '0', playerName: 'Anne' }, { from: '127.0.0.13' });
    expect(joined.status).toBe(200);
    const { playerCredentials } = joined.body as { playerCredentials: string };
    expect(
      (await http(base, 'POST', `/games/${DICE}/${matchID}/update`, { playerID: '0', credentials: playerCredentials, newName: 'Anna' }, { from: '127.0.0.13' }))
        .status,
    ).toBe(200);
    // The credentials check reads the seat's own property only: credentials on a prototype pass for no seat.
    expect(strictCredentials('x', Object.create({ credentials: 'x' }) as { credentials?: string })).toBe(false);
    expect(strictCredentials('x', { credentials: 'x' })).toBe(true);
  }, 60_000);

  it('H2: every route names unknown fields and refuses bad values; bodies are bounded and JSON', async () => {
    const { base } = example;
    const from = '127.0.0.21';
    const matchID = ((await http(base, 'POST', `/games/${DICE}/create`, { numPlayers: 2, unlisted: true }, { from })).body as { matchID: string }).matchID;
    const cases: [string, 'GET' | 'POST', string, unknown, number, string][] = [
      ['create: an unknown field', 'POST', `/games/${DICE}/create`, { numPlayers: 2, admin: true }, 400, 'UNKNOWN_FIELD'],
      ['create: a __proto__ field', 'POST', `/games/${DICE}/create`, JSON.parse('{"numPlayers":2,"__proto__":{"polluted":1}}'), 400, 'UNKNOWN_FIELD'],
      ['create: too many players', 'POST', `/games/${DICE}/create`, { numPlayers: 99 }, 400, 'BAD_FIELD'],
      ['create: setupData over 1 KiB', 'POST', `/games/${DICE}/create`, { numPlayers: 2, setupData: { x: 'y'.repeat(2000) } }, 400, 'BAD_FIELD'],
      [
        'create: setupData with a constructor field',
        'POST',
        `/games/${DICE}/create`,
        { numPlayers: 2, setupData: { constructor: { prototype: { x: 1 } } } },
        400,
        'BAD_FIELD',
      ],
      ['create: unlisted not a boolean', 'POST', `/games/${DICE}/create`, { numPlayers: 2, unlisted: 'yes' }, 400, 'BAD_FIELD'],
      ['create: an unknown game', 'POST', '/games/chess/create', { numPlayers: 2 }, 404, 'NO_SUCH_GAME'],
      ['join: an unknown field', 'POST', `/games/${DICE}/${matchID}/join`, { playerID: '0', playerName: 'Anne', isHost: true }, 400, 'UNKNOWN_FIELD'],
      ['join: no name', 'POST', `/games/${DICE}/${matchID}/join`, { playerID: '0' }, 400, 'BAD_NAME'],
      ['join: data over 1 KiB', 'POST', `/games/${DICE}/${matchID}/join`, { playerID: '0', playerName: 'Anne', data: 'z'.repeat(2000) }, 400, 'BAD_FIELD'],
      ['join: an unknown match', 'POST', `/games/${DICE}/nope/join`, { playerID: '0', playerName: 'Anne' }, 404, 'NO_SUCH_MATCH'],
      ['leave: no credentials', 'POST', `/games/${DICE}/${matchID}/leave`, { playerID: '0' }, 400, 'BAD_FIELD'],
      [
        'update: credentials 10,000 long',
        'POST',
        `/games/${DICE}/${matchID}/update`,
        { playerID: '0', credentials: 'c'.repeat(300), newName: 'B' },
        400,
        'BAD_FIELD',
      ],
      ['playAgain: an unknown field', 'POST', `/games/${DICE}/${matchID}/playAgain`, { playerID: '0', credentials: 'c', seed: 'mine' }, 400, 'UNKNOWN_FIELD'],
      ['list: an unknown query key', 'GET', `/games/${DICE}?__proto__=1`, undefined, 400, 'UNKNOWN_FIELD'],
      ['get: a query', 'GET', `/games/${DICE}/${matchID}?x=1`, undefined, 400, 'UNKNOWN_FIELD'],
      ['get: a match ID 200 long', 'GET', `/games/${DICE}/${'m'.repeat(200)}`, undefined, 404, 'NO_SUCH_MATCH'],
    ];
    for (const [index, [what, method, path, body, status, code]] of cases.entries()) {
      // Each case from an address of its own: one address's 20 requests in a burst would meet the lobby's rate first.
      const answer = await http(base, method, path, body, { from: `127.0.1.${index + 1}` });
      expect(answer.status, what).toBe(status);
      expect(error(answer).code, what).toBe(code);
      expect(error(answer).message, what).toBeTypeOf('string');
    }
    // A body over 4 KiB, a body that is not JSON, and a body without its length.
    // (Sent from the first address again: it made one request so far.)
    expect((await http(base, 'POST', `/games/${DICE}/create`, JSON.stringify({ numPlayers: 2, pad: 'p'.repeat(5000) }), { from })).status).toBe(413);
    expect(
      (await http(base, 'POST', `/games/${DICE}/create`, 'numPlayers=2', { from, headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status,
    ).toBe(415);
    expect(
      (await http(base, 'POST', `/games/${DICE}/create`, '{"numPlayers":2}', { from, headers: { 'content-length': '', 'transfer-encoding': 'chunked' } }))
        .status,
    ).toBe(411);
  }, 60_000);

  it('L11: a 200,000-character name with HTML, U+202E and NUL is refused; a short one is stored cleaned; invisible and look-alike names are refused', async () => {
    const { base } = example;
    const from = '127.0.0.31';
    const matchID = ((await http(base, 'POST', `/games/${DICE}/create`, { numPlayers: 2, unlisted: true }, { from })).body as { matchID: string }).matchID;
    const huge = await http(
      base,
      'POST',
      `/games/${DICE}/${matchID}/join`,
      { playerID: '0', playerName: `<img src=x onerror=alert(1)>\u202E\u0000${'n'.repeat(200_000)}` },
      { from },
    );
    expect(huge.status).toBe(413);
    for (const playerName of ['\u3164', '\u2800\u2800', '\u0301\u0302', '   ', 'n'.repeat(25)]) {
      const answer = await http(base, 'POST', `/games/${DICE}/${matchID}/join`, { playerID: '0', playerName }, { from });
      expect(answer.status, JSON.stringify(playerName)).toBe(400);
      expect(error(answer).code).toBe('BAD_NAME');
    }
    const joined = await http(base, 'POST', `/games/${DICE}/${matchID}/join`, { playerID: '0', playerName: ' <b>Anne</b>\u202E\u0000 ' }, { from });
    expect(joined.status).toBe(200);
    const twin = await http(base, 'POST', `/games/${DICE}/${matchID}/join`, { playerID: '1', playerName: '<B>ＡＮＮＥ</B>' }, { from });
    expect(twin.status).toBe(409);
    expect(error(twin).code).toBe('NAME_TAKEN');
    const match = await http(base, 'GET', `/games/${DICE}/${matchID}`);
    expect((match.body as { players: { name?: string }[] }).players[0]!.name).toBe('<b>Anne</b>');
  }, 60_000);

  it('M3: 3,000 creates from one address in a few seconds: after its burst that address is refused (429), another address is not', async () => {
    const { base } = example;
    const answers = await Promise.all(
      Array.from({ length: 3_000 }, () => http(base, 'POST', `/games/${DICE}/create`, { numPlayers: 4, unlisted: true }, { from: '127.0.0.41' })),
    );
    const made = answers.filter((a) => a.status === 200).length;
    expect(made).toBeLessThanOrEqual(12);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(2_988);
    expect(error(answers.find((a) => a.status === 429)!).code).toBe('RATE_LIMITED');
    expect((await http(base, 'POST', `/games/${DICE}/create`, { numPlayers: 2, unlisted: true }, { from: '127.0.0.42' })).status).toBe(200);
  }, 120_000);
});

describe('issue 43 M3: matches are capped and expire', () => {
  const bgio = createRequire(import.meta.url)('boardgame.io/server') as BoardgameServerModule;
  let base: string;
  let stop: () => void;
  beforeAll(async () => {
    const server = createServer(bgio, {
      games: [boardgameGame(tortugaDice)],
      origins: [],
      lobby: { maxMatches: 20, unjoinedMs: 1_500, idleMs: 60_000, finishedMs: 60_000 },
      createRate: { perSecond: 1_000, burst: 1_000 },
      lobbyRate: { perSecond: 1_000, burst: 1_000 },
    });
    const { appServer } = await server.run({ port: 0, callback: () => {} });
    base = `http://127.0.0.1:${(appServer.address() as { port: number }).port}`;
    stop = () => server.kill({ appServer } as never);
  });
  afterAll(() => stop());

  it('past maxMatches a create is refused (503) until unjoined matches expire; a joined match stays', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const answer = await http(base, 'POST', `/games/${DICE}/create`, { numPlayers: 2 });
      expect(answer.status).toBe(200);
      ids.push((answer.body as { matchID: string }).matchID);
    }
    const full = await http(base, 'POST', `/games/${DICE}/create`, { numPlayers: 2 });
    expect(full.status).toBe(503);
    expect(error(full).code).toBe('TOO_MANY_MATCHES');
    expect((await http(base, 'POST', `/games/${DICE}/${ids[0]}/join`, { playerID: '0', playerName: 'Anne' })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_800));
    const later = await http(base, 'POST', `/games/${DICE}/create`, { numPlayers: 2 });
    expect(later.status).toBe(200);
    const listed = (await http(base, 'GET', `/games/${DICE}`)).body as { matches: { matchID: string }[] };
    const left = listed.matches.map((m) => m.matchID);
    expect(left).toContain(ids[0]);
    expect(left.filter((id) => ids.includes(id))).toEqual([ids[0]]);
  }, 30_000);
});
