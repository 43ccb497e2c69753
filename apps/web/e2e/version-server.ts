/**
 * A second origin in front of the preview server whose service worker
 * script changes when a test says a new version is deployed, as a new build
 * changes it; everything else is passed through from the preview server.
 */
import { createServer, request as get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface VersionServer {
  url: string;
  /** From now on the worker script differs from every earlier one. */
  deploy: () => void;
  close: () => Promise<void>;
}

function read(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

export async function startVersionServer(target: string): Promise<VersionServer> {
  let version = 1;
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    // Plain bodies only (no compression), so the worker script can be changed on its way.
    const upstream = get(
      new URL(path, target),
      { method: request.method, headers: { accept: '*/*' } },
      (answer) => {
        void read(answer).then((body) => {
          const changed =
            path.split('?')[0] === '/sw.js'
              ? Buffer.concat([body, Buffer.from(`\n// version ${version}\n`)])
              : body;
          const headers = { ...answer.headers, 'content-length': String(changed.length) };
          response.writeHead(answer.statusCode ?? 502, headers);
          response.end(changed);
        });
      },
    );
    upstream.on('error', (error) => {
      response.writeHead(502);
      response.end(String(error));
    });
    upstream.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    deploy: () => {
      version += 1;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
