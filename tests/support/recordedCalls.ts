/**
 * The request log of the in-memory fakes (discussionFakes.ts, workspaceFakes.ts): every call is kept
 * with its method, path (without /api) and body, and a test may force an answer for one
 * "METHOD path" ([status, message?, field errors?]) before the fake's own handler runs.
 */
import { failure } from "./mswHandlers";

export type Body = Record<string, unknown>;

export interface RecordedCall {
  method: string;
  path: string;
  body: Body;
}

export interface CallLog {
  calls: RecordedCall[];
  refuse: Map<string, [number, string?, { field: string; message: string }[]?]>;
}

type Params = Record<string, string | readonly string[] | undefined>;

/** An msw resolver that records the call, answers a forced refusal, or else runs `handler`. */
export const recorded =
  (
    log: CallLog,
    handler: (
      body: Body,
      params: Record<string, string>,
    ) => Response | Promise<Response>,
  ) =>
  async ({ request, params }: { request: Request; params: Params }) => {
    const text = await request.text();
    const body = (text ? JSON.parse(text) : {}) as Body;
    const path = new URL(request.url).pathname.replace("/api", "");
    log.calls.push({ method: request.method, path, body });
    const refused = log.refuse.get(`${request.method} ${path}`);
    if (refused) return failure(...refused);
    return handler(body, params as Record<string, string>);
  };
