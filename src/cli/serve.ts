import { ServeSession, SERVE_LIMITS } from './serve-protocol.js';

/**
 * `tortuga-rules serve --stdio`: answers the protocol's requests (see `serve-protocol.ts`), one
 * JSON line in, one JSON line out (a `frame` vector's answer line is followed by its raw bytes), until stdin ends or a `shutdown` — then the process ends, with
 * nothing left running. A line longer than the limit is answered with an error and skipped,
 * without being held in memory.
 */
export function serveStdio(input: NodeJS.ReadableStream, output: NodeJS.WritableStream, done: () => void): void {
  const session = new ServeSession();
  let buffer = '';
  let skipping = false;
  let finished = false;
  const finish = (): void => {
    if (finished) return;
    finished = true;
    done();
  };
  const answer = (line: string): void => {
    output.write(`${session.handle(line)}\n`);
    const frame = session.takeFrame();
    if (frame !== null) output.write(frame);
    if (session.closed) finish();
  };
  input.setEncoding?.('utf8');
  input.on('data', (chunk: string) => {
    let start = 0;
    for (let at = chunk.indexOf('\n'); at >= 0 && !finished; at = chunk.indexOf('\n', start)) {
      const piece = chunk.slice(start, at);
      start = at + 1;
      if (skipping) {
        skipping = false;
        buffer = '';
        continue;
      }
      const line = (buffer + piece).replace(/\r$/, '');
      buffer = '';
      if (line.trim() !== '') answer(line);
    }
    if (finished) return;
    if (!skipping) buffer += chunk.slice(start);
    if (buffer.length > SERVE_LIMITS.lineBytes) {
      // Too long: say so once, drop it, and skip the rest of that line.
      output.write(
        `${JSON.stringify({ id: null, ok: false, error: { code: 'TOO_LARGE', message: `A request has at most ${SERVE_LIMITS.lineBytes} characters.` } })}\n`,
      );
      buffer = '';
      skipping = true;
    }
  });
  input.on('end', () => {
    if (!finished && buffer.trim() !== '' && !skipping) answer(buffer);
    finish();
  });
}
