/**
 * A raw HTTP client for attack tests: JSON bodies (or any bytes), any headers, and the source
 * address chosen on the loopback (127.0.0.2, 127.0.0.3 …), so a test can be several clients
 * of a server that listens on 127.0.0.1.
 */
import { request } from 'node:http';

/** An answer: its status and its body (parsed when it is JSON). */
export interface HttpAnswer {
  readonly status: number;
  readonly body: unknown;
  readonly text: string;
}

/** Sends one request; `body` is sent as JSON unless it is a string (then as it is); a header given as '' is left out. */
export function http(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  options: { readonly from?: string; readonly headers?: Readonly<Record<string, string>> } = {},
): Promise<HttpAnswer> {
  const url = new URL(path, base);
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  const headers: Record<string, string> = {
    ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }),
    ...options.headers,
  };
  for (const [name, value] of Object.entries(headers)) if (value === '') delete headers[name]; // '' leaves a header out
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method, headers, localAddress: options.from ?? '127.0.0.1', agent: false },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // not JSON: the text itself
          }
          resolve({ status: res.statusCode ?? 0, body: parsed, text });
        });
      },
    );
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}
