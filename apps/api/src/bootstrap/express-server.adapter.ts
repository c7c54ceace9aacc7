import http from 'node:http';
import type { Socket } from 'node:net';
import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type express from 'express';

/**
 * Express gives every request and response its own prototypes as it takes them (`app.handle`:
 * `Object.setPrototypeOf(req, app.request)`, the same for `res`). Changing the prototype of a new
 * object made V8 keep each request's objects through the next young-generation collection: under
 * steady calls 8–19 MB promoted at each scavenge, which then took 25–57 ms on the one thread
 * (docs/operations.md "The Node processes' young generation"). This adapter's server makes its
 * requests and responses with Express's prototypes from the start (Node's `IncomingMessage` and
 * `ServerResponse` options), so that Express finds the prototype already set and changes nothing.
 * HTTPS and `forceCloseConnections` (neither used here) keep Nest's own server.
 */
export class ExpressServerAdapter extends ExpressAdapter {
  override initHttpServer(options: NestApplicationOptions): void {
    if (options?.httpsOptions || options?.forceCloseConnections) super.initHttpServer(options);
    else {
      const app = this.getInstance<express.Express>();
      this.httpServer = http.createServer({ IncomingMessage: requestOf(app), ServerResponse: responseOf(app) }, app);
    }
    keepConnectionsAlive(this.httpServer as http.Server);
  }
}

/**
 * How long an idle kept-alive connection stays open (Node's default: 5 s). Longer than the clients
 * and proxies in front keep theirs (60 s is the common load balancer idle timeout), so it is always
 * the client that closes an idle connection and never the server under a request the client has
 * just sent on it (ECONNRESET, "socket hang up"; issue 38 point 7, docs/operations.md).
 */
export const KeepAliveTimeoutMs = 65_000;
/** Above the keep-alive timeout, as Node wants: a request's headers on a reused connection may take until then. */
export const HeadersTimeoutMs = 66_000;

export function keepConnectionsAlive(server: http.Server): void {
  server.keepAliveTimeout = KeepAliveTimeoutMs;
  server.headersTimeout = HeadersTimeoutMs;
}

// Node's IncomingMessage and ServerResponse are functions that initialise `this` (not classes), so a
// constructor may call them on an object whose prototype is Express's.
function requestOf(app: express.Express): typeof http.IncomingMessage {
  function ExpressRequest(this: http.IncomingMessage, socket: Socket) {
    http.IncomingMessage.call(this, socket);
  }
  ExpressRequest.prototype = app.request;
  return ExpressRequest as unknown as typeof http.IncomingMessage;
}

function responseOf(app: express.Express): typeof http.ServerResponse {
  function ExpressResponse(this: http.ServerResponse, req: http.IncomingMessage, options?: object) {
    (http.ServerResponse as unknown as (this: http.ServerResponse, req: http.IncomingMessage, options?: object) => void).call(this, req, options);
  }
  ExpressResponse.prototype = app.response;
  return ExpressResponse as unknown as typeof http.ServerResponse;
}
