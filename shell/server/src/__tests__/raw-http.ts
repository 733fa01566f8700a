import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Requests over a real socket, for what `app.inject()` cannot send: inject parses its URL with
 * WHATWG `URL`, which resolves `./`, `../`, `%2e%2e` and backslashes before the server sees them,
 * as `curl --path-as-is` does not; and Node's HTTP parser errors (431) happen before Fastify.
 */
export interface RawResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: string;
}

export interface RawServer {
  /** GET with the path sent byte for byte as given (printable ASCII and Latin-1 only). */
  get(path: string, headers?: Record<string, string>): Promise<RawResponse>;
  /** Writes `text` to a fresh connection and parses whatever comes back before it closes. */
  send(text: string): Promise<RawResponse>;
  close(): Promise<void>;
}

/** Starts `app` on a loopback port. */
export async function listenRaw(app: FastifyInstance): Promise<RawServer> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  const { port } = address;
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });

  return {
    get: (path, headers = {}) =>
      new Promise((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path, method: 'GET', headers, agent }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('latin1') }),
          );
          res.on('error', reject);
        });
        req.on('error', reject);
        req.end();
      }),
    send: (text) =>
      new Promise((resolve, reject) => {
        const socket = connect(port, '127.0.0.1');
        const chunks: Buffer[] = [];
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
        socket.on('error', (error: NodeJS.ErrnoException) => {
          // The server may reset the connection right after answering: keep what arrived.
          if (error.code !== 'ECONNRESET' || chunks.length === 0) reject(error);
        });
        socket.on('close', () => resolve(parseResponse(Buffer.concat(chunks).toString('latin1'))));
        socket.end(text);
      }),
    close: async () => {
      agent.destroy();
      await app.close();
    },
  };
}

function parseResponse(raw: string): RawResponse {
  const headEnd = raw.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = raw.slice(0, headEnd === -1 ? raw.length : headEnd).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1] ?? 0), headers, body: headEnd === -1 ? '' : raw.slice(headEnd + 4) };
}
