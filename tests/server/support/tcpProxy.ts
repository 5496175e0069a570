/**
 * A TCP proxy between an app and its PostgreSQL server, so a test can take the database away and
 * give it back without touching the shared server:
 * - `down()` refuses new connections and cuts the open ones (a stopped database);
 * - `stall()` accepts connections but passes nothing either way (a partition, a database stuck hard);
 * - `cut()` cuts the open connections and goes on forwarding (a restarted database);
 * - `up()` forwards again, on the same port.
 */
import net from "node:net";

export interface TcpProxy {
  /** The port the proxy listens on (127.0.0.1), the same after `down()` and `up()`. */
  port: number;
  /** `databaseUrl` with its host and port replaced by the proxy's. */
  via(databaseUrl: string): string;
  down(): Promise<void>;
  stall(): void;
  cut(): void;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: {
  host: string;
  port: number;
}): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let stalled = false;
  const server = net.createServer((client) => {
    open.add(client);
    client.on("error", () => client.destroy());
    client.on("close", () => open.delete(client));
    if (stalled) {
      client.pause();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    open.add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    for (const socket of [client, upstream]) {
      socket.on("error", end);
      socket.on("close", end);
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const cut = () => {
    for (const socket of open) socket.destroy();
    open.clear();
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      cut();
    });
  const port = await listen(0);
  return {
    port,
    via: (databaseUrl) => {
      const url = new URL(databaseUrl);
      url.hostname = "127.0.0.1";
      url.port = String(port);
      return url.toString();
    },
    down: stop,
    stall: () => {
      stalled = true;
      for (const socket of open) {
        socket.unpipe();
        socket.pause();
      }
    },
    cut,
    up: async () => {
      if (stalled) cut();
      stalled = false;
      if (!server.listening) await listen(port);
    },
    close: stop,
  };
}
