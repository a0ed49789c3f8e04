import { describe, expect, it } from 'vitest';
import { runMatch } from '../../src/cli/match.js';

/** An agent program: reads JSON lines, answers each decision by `answer` (a JS expression of `m`, the message). */
function agent(answer: string): string {
  const script = `const rl=require('readline').createInterface({input:process.stdin});rl.on('line',(l)=>{const m=JSON.parse(l);if(m.type==='decide'){const a=${answer};if(a!==undefined)process.stdout.write(a+'\\n');}if(m.type==='bye')process.exit(0);});`;
  return `node -e ${JSON.stringify(script)}`;
}

describe("tortuga-rules match: an outside agent against the library's bots", () => {
  it("an agent answering with the menu's text plays every decision; wins, decisions and prompt sizes are reported", async () => {
    const report = await runMatch({
      game: '1667',
      players: 5,
      games: 2,
      agent: agent(`JSON.stringify({action:m.legal[m.legal.length-1].action})`),
      bots: 'easy',
      seed: 'match',
      prompt: 'compact',
      locale: 'en',
      timeout: 20,
    });
    expect(report).toMatchObject({ games: 2, refused: 0, prompt: 'compact' });
    expect(report.decisions).toBeGreaterThan(5);
    expect(report.promptChars.max).toBeLessThanOrEqual(4000);
    expect(report.wins).toBeGreaterThanOrEqual(0);
    expect(report.rulesChars).toBeGreaterThan(1000);
  });

  it('a hostile agent — garbage, ids out of range, overlong lines, silence, quitting — is refused each time and the match still ends', async () => {
    const garbage = await runMatch({
      game: 'dice',
      players: 2,
      games: 1,
      agent: agent(`[ 'not json', JSON.stringify({id:99999}), JSON.stringify({action:'fly away'}), 'x'.repeat(200000), JSON.stringify([1]) ][m.decision % 5]`),
      bots: 'random',
      seed: 'hostile',
      prompt: 'full',
      locale: 'de',
      timeout: 20,
    });
    expect(garbage.refused).toBe(garbage.decisions);
    const silent = await runMatch({
      game: 'dice',
      players: 2,
      games: 1,
      seat: 1,
      agent: agent('undefined'),
      bots: 'random',
      seed: 'silent',
      prompt: 'compact',
      locale: 'nl',
      timeout: 0.05,
    });
    expect(silent.refused).toBe(silent.decisions);
    // An agent that answers each decision a little too late: every late answer is dropped, none is read as the next decision's.
    const slow = await runMatch({
      game: 'dice',
      players: 2,
      games: 1,
      agent: `node -e ${JSON.stringify("const rl=require('readline').createInterface({input:process.stdin});rl.on('line',(l)=>{const m=JSON.parse(l);if(m.type==='decide')setTimeout(()=>process.stdout.write(JSON.stringify({id:m.legal[0].id})+'\\n'),150);if(m.type==='bye')process.exit(0);});")}`,
      bots: 'random',
      seed: 'slow',
      prompt: 'compact',
      locale: 'en',
      timeout: 0.05,
    });
    expect(slow.refused).toBe(slow.decisions);
    // An endless line (20 MB, no newline): held only up to the limit, refused, and the match ends.
    const flood = await runMatch({
      game: 'dice',
      players: 2,
      games: 1,
      agent: `node -e ${JSON.stringify("process.stdout.write('x'.repeat(2e7))")}`,
      bots: 'random',
      seed: 'flood',
      prompt: 'compact',
      locale: 'en',
      timeout: 5,
    });
    expect(flood.refused).toBe(flood.decisions);
    const quitter = await runMatch({
      game: 'dice',
      players: 2,
      games: 1,
      agent: 'true',
      bots: 'random',
      seed: 'quit',
      prompt: 'compact',
      locale: 'en',
      timeout: 5,
    });
    expect(quitter.refused).toBe(quitter.decisions);
  }, 120_000);
});
