/**
 * A stand-in for the geocoder (Nominatim's /search) and the routing service (OSRM's /route) on
 * 127.0.0.1 and a free port: tests never reach the internet. Each test sets how it answers and reads
 * what it was asked.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export type StandInMode = "ok" | "error" | "hang" | "empty";

export interface GeoStandIn {
  url: string;
  /** Every request's path and query, in order. */
  asked: string[];
  /** The User-Agent header of every request. */
  agents: string[];
  mode: StandInMode;
  /** What /search answers in "ok" mode, by the street asked. */
  places: Map<string, { lat: string; lon: string }>;
  /** What /route answers in "ok" mode (metres, seconds). */
  route: { distance: number; duration: number };
  close(): Promise<void>;
}

export async function startGeoStandIn(): Promise<GeoStandIn> {
  const held: http.ServerResponse[] = [];
  const standIn: GeoStandIn = {
    url: "",
    asked: [],
    agents: [],
    mode: "ok",
    places: new Map(),
    route: { distance: 16093.44, duration: 1200 },
    close: async () => {
      for (const res of held) res.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    standIn.asked.push(`${url.pathname}${url.search}`);
    standIn.agents.push(req.headers["user-agent"] ?? "");
    if (standIn.mode === "hang") {
      held.push(res);
      return;
    }
    if (standIn.mode === "error") {
      res.writeHead(503, { "content-type": "application/json" });
      res.end('{"error":"unavailable"}');
      return;
    }
    const body = url.pathname.startsWith("/route/")
      ? standIn.mode === "empty"
        ? { code: "NoRoute", routes: [] }
        : { code: "Ok", routes: [standIn.route] }
      : standIn.mode === "empty"
        ? []
        : [standIn.places.get(url.searchParams.get("street") ?? "")].filter(
            Boolean,
          );
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}
