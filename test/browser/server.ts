/** Serves the built site (dist/) for browser tests as `npm start` does, on a free local port. */
import type { Socket } from 'node:net';
import { join } from 'node:path';
import { createSiteServer, listen } from '../../src/server/site-server.ts';

export interface Site {
  readonly url: string;
  /** Bytes the server has written to browsers so far, headers and (compressed) bodies: what crossed the network. */
  bytesSent(): number;
  close(): void;
}

export async function serveSite(): Promise<Site> {
  const server = createSiteServer(join(import.meta.dirname, '..', '..', 'dist'));
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => sockets.add(socket));
  const url = await listen(server, 0, '127.0.0.1');
  return {
    url,
    bytesSent: () => [...sockets].reduce((sum, s) => sum + s.bytesWritten, 0),
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
