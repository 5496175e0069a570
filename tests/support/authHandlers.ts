/**
 * One-off msw answers for the account and checkout calls of §7 (providers/authApi.ts,
 * checkoutApi.ts, mentionDigestApi.ts), for page tests that script each answer themselves instead of
 * seeding a FakeApi. Every request is kept, so a test checks what the page sent (method, path, body).
 */
import { delay, http } from "msw";
import type { PathParams } from "msw";

export interface SentRequest {
  method: string;
  /** Without the /api prefix, as the providers name it. */
  path: string;
  body: Record<string, unknown>;
}

type Method = "get" | "post" | "delete";
type Reply = (
  body: Record<string, unknown>,
  params: PathParams,
) => Response | Promise<Response>;

/** A log of the requests the page made, and handlers that write to it. */
export function apiCalls() {
  const sent: SentRequest[] = [];
  /** Answers `method /api{path}` (msw path params allowed) with `reply`, keeping the request. */
  const on = (method: Method, path: string, reply: Reply) =>
    http[method](`/api${path}`, async ({ request, params }) => {
      const text = await request.text();
      const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
      sent.push({
        method: request.method,
        path: new URL(request.url).pathname.replace(/^\/api/, ""),
        body,
      });
      return reply(body, params);
    });
  /** A call that never answers: the page stays on its loading state. */
  const pending = (method: Method, path: string) =>
    on(method, path, async () => {
      await delay("infinite");
      return new Response(null);
    });
  /** The bodies sent to `method path`, oldest first. */
  const bodies = (method: Method, path: string) =>
    sent
      .filter((r) => r.method === method.toUpperCase() && r.path === path)
      .map((r) => r.body);
  return { sent, on, pending, bodies };
}

/** A reply per call in turn, the last one repeating (a list read again after a change). */
export const inTurn =
  (...replies: (() => Response)[]) =>
  () => {
    const reply = replies.length > 1 ? replies.shift()! : replies[0];
    return reply();
  };
