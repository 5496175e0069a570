/** msw handlers implementing our contract over a FakeApi (auth, feature toggles, features, users). */
import { http, HttpResponse } from "msw";
import { bookmarkHandlers } from "./bookmarkHandlers";
import type { JsonBodyType } from "msw";
import { catalogueEntry } from "../../domain/errors";
import type { User } from "../../domain/schemas/user";
import type { FakeApi } from "./fakeApi";

const API = "/api";

export const envelope = (data: JsonBodyType, code = 200, message = "OK") =>
  HttpResponse.json({ code, message, data }, { status: code });

export const failure = (
  status: number,
  message?: string,
  errors?: { field: string; message: string }[],
) =>
  HttpResponse.json(
    {
      code: status,
      message: message ?? catalogueEntry(status).message,
      ...(errors ? { errors } : {}),
    },
    { status },
  );

type Row = Record<string, unknown>;

/** The paginated envelope of §3 over in-memory rows (searchTerm on every string field). */
export function paginate(rows: Row[], body: Row) {
  const pageNumber = Number(body.pageNumber ?? 1);
  const pageSize = Number(body.pageSize ?? 10);
  const term =
    typeof body.searchTerm === "string" ? body.searchTerm.toLowerCase() : "";
  const matching = term
    ? rows.filter((r) =>
        Object.values(r).some(
          (v) => typeof v === "string" && v.toLowerCase().includes(term),
        ),
      )
    : rows;
  const sortBy = typeof body.sortBy === "string" ? body.sortBy : null;
  const sorted = sortBy
    ? [...matching].sort(
        (a, b) =>
          String(a[sortBy]).localeCompare(String(b[sortBy])) *
          (body.sortDescending ? -1 : 1),
      )
    : matching;
  const total = sorted.length;
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  return {
    code: 200,
    message: "OK",
    data: sorted.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
    hasNextPage: pageNumber < totalPages,
    hasPreviousPage: pageNumber > 1,
    pageNumber,
    pageSize,
    sortBy,
    sortDescending: !!body.sortDescending,
    total,
    totalPages,
  };
}

const findUserById = (api: FakeApi, userId: string): User | undefined =>
  [...api.users.values()].find((u) => u.user.userId === userId)?.user;

function signedIn(api: FakeApi, request: Request): User | undefined {
  const token = request.headers.get("Authorization")?.replace(/^Bearer /, "");
  const userId = token ? api.sessions.get(token) : undefined;
  return userId ? findUserById(api, userId) : undefined;
}

async function readBody(request: Request): Promise<Row> {
  const text = await request.clone().text();
  return text ? (JSON.parse(text) as Row) : {};
}

export function createHandlers(api: FakeApi) {
  /** Records the call, then answers a forced failure or runs the handler. */
  const route =
    (
      handler: (
        request: Request,
        body: Row,
        params: Record<string, string>,
      ) => Response | Promise<Response>,
    ) =>
    async ({
      request,
      params,
    }: {
      request: Request;
      params: Record<string, string | readonly string[] | undefined>;
    }) => {
      const body = await readBody(request);
      const path = new URL(request.url).pathname.replace(API, "");
      api.requests.push({
        method: request.method,
        path,
        body,
        headers: request.headers,
      });
      const forced = [...api.failures.entries()].find(([prefix]) =>
        path.startsWith(prefix),
      );
      if (forced) return failure(forced[1]);
      return handler(request, body, params as Record<string, string>);
    };
  const authed = (
    handler: (
      user: User,
      body: Row,
      params: Record<string, string>,
    ) => Response | Promise<Response>,
  ) =>
    route((request, body, params) => {
      const user = signedIn(api, request);
      return user ? handler(user, body, params) : failure(401);
    });

  return [
    http.post(
      `${API}/auth/sessions`,
      route((_r, body) => {
        const entry = api.users.get(String(body.email));
        if (!entry || entry.password !== body.password)
          return failure(401, "Invalid email or password.");
        const token = `token-${entry.user.userId}`;
        api.sessions.set(token, entry.user.userId);
        return envelope({ token, user: entry.user });
      }),
    ),
    http.get(
      `${API}/auth/user`,
      authed((user) => envelope(user)),
    ),
    http.delete(
      `${API}/auth/sessions`,
      authed((user) => {
        for (const [token, id] of api.sessions)
          if (id === user.userId) api.sessions.delete(token);
        return envelope(null);
      }),
    ),
    // Issue 28: every form of a record with attributes reads their definitions.
    http.post(
      `${API}/attributes/for-entity`,
      authed(() => envelope([])),
    ),
    // Issue 27: the trip pages' and My day's knowledge panels ask these while the module is on.
    http.post(
      `${API}/articles/in-context`,
      authed(() => envelope([])),
    ),
    http.post(
      `${API}/articles/required`,
      authed(() => envelope([])),
    ),
    http.post(
      `${API}/featuretoggles`,
      route((_r, body) => {
        const codes = Array.isArray(body.codes) ? (body.codes as string[]) : [];
        return envelope(
          codes.map((featureCode) => ({
            featureCode,
            active: !!api.toggles[featureCode as keyof typeof api.toggles],
          })),
        );
      }),
    ),
    http.post(
      `${API}/features/search`,
      authed((_u, body) => HttpResponse.json(paginate(api.features, body))),
    ),
    http.get(
      `${API}/features/:id`,
      authed((_u, _b, { id }) => {
        const feature = api.features.find((f) => f.featureId === id);
        return feature ? envelope(feature) : failure(404);
      }),
    ),
    http.delete(
      `${API}/features/:id`,
      authed((_u, _b, { id }) => {
        api.features = api.features.filter((f) => f.featureId !== id);
        return envelope(null);
      }),
    ),
    http.post(
      `${API}/users/search`,
      authed((_u, body) =>
        HttpResponse.json(
          paginate(
            [...api.users.values()].map((u) => u.user),
            body,
          ),
        ),
      ),
    ),
    // Every record page reads the user's bookmarks (its bookmark toggle).
    ...bookmarkHandlers(api),
    // The system notifications banner of the shell (issue 25): none by default.
    http.post(
      `${API}/notifications/system/current`,
      authed(() => envelope([])),
    ),
    // The home page's "my tasks due soon" panel (with feature-workspaces on): none by default.
    http.post(
      `${API}/tasks/search`,
      authed(() => HttpResponse.json(paginate([], {}))),
    ),
    // The home page's other panels (issue 29): no trips, no system notifications, analytics off.
    http.post(
      `${API}/trips/search`,
      authed(() => HttpResponse.json(paginate([], {}))),
    ),
    http.post(
      `${API}/notifications/system/search`,
      authed(() => HttpResponse.json(paginate([], {}))),
    ),
    http.post(
      `${API}/analytics/dashboard`,
      authed(() => failure(404)),
    ),
    http.post(
      `${API}/notifications/search`,
      authed(() =>
        api.notificationTotal === null
          ? failure(404)
          : HttpResponse.json({
              ...paginate([], {}),
              total: api.notificationTotal,
            }),
      ),
    ),
  ];
}
