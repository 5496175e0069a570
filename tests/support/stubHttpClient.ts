import { vi } from "vitest";
import type { ApiRequest } from "../../providers/httpClient";

/** A stub HTTP client answering each call with the given value, recording the calls. */
export function stubClient(answer: unknown | ((url: string) => unknown)) {
  const calls: { url: string; options: Parameters<ApiRequest>[1] }[] = [];
  const client = vi.fn(
    async (url: string, options?: Parameters<ApiRequest>[1]) => {
      calls.push({ url, options });
      const value = typeof answer === "function" ? answer(url) : answer;
      if (value instanceof Error) throw value;
      return value;
    },
  ) as unknown as ApiRequest;
  return { client, calls };
}
