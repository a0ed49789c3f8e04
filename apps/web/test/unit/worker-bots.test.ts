/**
 * The web client's bots in a worker, without a browser: the worker's answers (`bot-answer.ts`) are
 * the level's choices and generators, decision for decision, and a question it cannot answer gets
 * an error that names why; the page's side (`worker-bots.ts`, with a worker the test plays) answers
 * on the page where the worker cannot start, fails or cannot answer, and drops what is not an answer
 * to one of its questions.
 */
import { describe, expect, it } from 'vitest';
import { botFor, seedRng, tortuga1667, tortugaDice, type RngState, type T1667Action, type T1667View } from 'tortuga-rules';
import { answer } from '../../src/bot-answer.js';
import { workerBots } from '../../src/worker-bots.js';

/** A state of a seeded game where `seat` has a decision, and its view. */
function decisionOf(players: number, seed: string) {
  let state = tortuga1667.setup({ players, seed });
  const bot = botFor(tortuga1667, 'medium');
  for (let step = 0; step < 12; step++) {
    const seat = tortuga1667.toAct(state)[0]!;
    state = tortuga1667.apply(state, bot.choose(tortuga1667.viewFor(state, seat), seedRng(`${seed}/${step}`)));
  }
  return tortuga1667.viewFor(state, tortuga1667.toAct(state)[0]!);
}

/** A worker played by the test: what the page sent, and `reply` to answer it. */
function fakeWorker() {
  const sent: unknown[] = [];
  let terminated = false;
  const worker = {
    onmessage: null as ((event: { data: unknown }) => void) | null,
    onerror: null as (() => void) | null,
    onmessageerror: null as (() => void) | null,
    postMessage: (message: unknown) => void sent.push(message),
    terminate: () => void (terminated = true),
  };
  return {
    worker,
    sent,
    get terminated() {
      return terminated;
    },
    reply: (data: unknown) => worker.onmessage!({ data }),
  };
}

describe('the web client’s bots in a worker', () => {
  it('the worker answers as the level with its fixed worlds, and gives back the generator as the level leaves it', () => {
    for (const level of ['easy', 'medium', 'hard'] as const)
      for (const [step, seed] of ['w1', 'w2', 'w3'].entries()) {
        const view = decisionOf(4, seed);
        const rng = seedRng(`${level}/${step}`);
        const mine: RngState = { ...rng };
        const expected = botFor(tortuga1667, level, { reproducible: true }).choose(view, mine);
        const got = answer(JSON.parse(JSON.stringify({ id: step, game: 'tortuga-1667', level, view, rng })));
        expect(got).toEqual({ id: step, action: expected, rng: mine });
      }
    const dice = tortugaDice.setup({ players: 3, seed: 'wd' });
    const view = tortugaDice.viewFor(dice, tortugaDice.toAct(dice)[0]!);
    const mine = seedRng('d');
    const expected = botFor(tortugaDice, 'medium', { reproducible: true }).choose(view, mine);
    expect(answer({ id: 9, game: 'tortuga-dice', level: 'medium', view, rng: seedRng('d') })).toEqual({ id: 9, action: expected, rng: mine });
  });

  it('a question it cannot answer gets an error naming why, by the question’s own keys', () => {
    const view = decisionOf(3, 'w4');
    const rng = seedRng('q');
    const cases: [unknown, RegExp][] = [
      [{ game: 'tortuga-1667', level: 'easy', view, rng }, /whole number as its id/],
      [{ id: 1, game: 'chess', level: 'easy', view, rng }, /unknown game "chess"/],
      [{ id: 1, game: 'tortuga-1667', level: 'grandmaster', view, rng }, /unknown level "grandmaster"/],
      [{ id: 1, game: 'tortuga-1667', level: 'easy', view, rng: { ...rng, c: 'x' } }, /generator/],
      [{ id: 1, game: 'tortuga-1667', level: 'easy', view: { ...view, decision: null }, rng }, /no decision/],
      [Object.create({ id: 1, game: 'tortuga-1667', level: 'easy', view, rng }) as unknown, /id/],
      [null, /id/],
    ];
    for (const [question, why] of cases) {
      const got = answer(question);
      expect('error' in got && got.error, JSON.stringify(question)?.slice(0, 60)).toMatch(why);
    }
  });

  it('the page asks the worker, and answers on the page where the worker cannot start, fails or cannot answer; other messages are dropped', async () => {
    const view = decisionOf(4, 'w5');
    const local = botFor(tortuga1667, 'medium', { reproducible: true });
    const loadLocal = () => Promise.resolve(local);
    const expected = local.choose(view, seedRng('p'));
    // The worker answers.
    const fake = fakeWorker();
    const bots = workerBots<T1667View, T1667Action>('tortuga-1667', () => fake.worker as never);
    const asked = bots.bot('medium', loadLocal).decide(view, seedRng('p'));
    expect(fake.sent).toHaveLength(1);
    const question = fake.sent[0] as { id: number; game: string; level: string };
    expect([question.game, question.level]).toEqual(['tortuga-1667', 'medium']);
    fake.reply({ id: question.id + 100, action: 'not mine', rng: seedRng('x') }); // not one of its questions: dropped
    fake.reply(answer(fake.sent[0]));
    expect((await asked).action).toEqual(expected);
    // It cannot answer this one: answered on the page.
    const again = bots.bot('medium', loadLocal).decide(view, seedRng('p'));
    fake.reply({ id: (fake.sent[1] as { id: number }).id, error: 'no' });
    expect((await again).action).toEqual(expected);
    // It fails: the open question and every later one are answered on the page; the worker is ended.
    const open = bots.bot('medium', loadLocal).decide(view, seedRng('p'));
    fake.worker.onerror!();
    expect((await open).action).toEqual(expected);
    expect(fake.terminated).toBe(true);
    const later = bots.bot('medium', loadLocal).decide(view, seedRng('p'));
    expect((await later).action).toEqual(expected);
    expect(fake.sent).toHaveLength(3);
    // A worker that cannot start: on the page from the first question.
    const none = workerBots<T1667View, T1667Action>('tortuga-1667', () => {
      throw new Error('no workers here');
    });
    const decided = await none.bot('medium', loadLocal).decide(view, seedRng('p'));
    const rng = seedRng('p');
    expect(decided).toEqual({ action: local.choose(view, rng), rng });
    // Neither a worker nor the bots on the page (their chunk did not load): the question fails, for the table to tell.
    await expect(none.bot('medium', () => Promise.reject(new Error('offline'))).decide(view, seedRng('p'))).rejects.toThrow('offline');
    bots.close();
    none.close();
  });
});
