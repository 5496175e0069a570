import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { clearSession, writeSession } from "../../providers/session";
import { deliverForTest } from "../../src/realtime/connection";
import { LiveQueryInvalidation } from "../../src/realtime/LiveQueryInvalidation";
import { useLiveChanges } from "../../src/realtime/useLiveChanges";
import { fakeSockets } from "../support/fakeSocket";
import { buildUser } from "../support/factories";

function Listener({ onChange }: { onChange: (ids: string[]) => void }) {
  useLiveChanges("trips", (m) => onChange(m.ids));
  return null;
}

describe("useLiveChanges", () => {
  it("connects with the session's token while someone listens, calls back on its topic only, and closes on sign-out", async () => {
    writeSession({ token: "tok-1", user: buildUser() });
    const onChange = vi.fn();
    const before = fakeSockets.length;
    const view = render(<Listener onChange={onChange} />);
    // The Socket.IO client is loaded on demand (its own chunk).
    await vi.waitFor(() => expect(fakeSockets.length).toBe(before + 1));
    const socket = fakeSockets.at(-1)!;
    const auth = vi.fn();
    (socket.auth as (cb: typeof auth) => void)(auth);
    expect(auth).toHaveBeenCalledWith({ token: "tok-1" });

    act(() => deliverForTest({ topic: "trips", ids: ["t1"] }));
    act(() => deliverForTest({ topic: "manifests", ids: ["m1"] }));
    act(() => deliverForTest({ topic: "nonsense", ids: "x" }));
    expect(onChange.mock.calls).toEqual([[["t1"]]]);

    act(() => clearSession());
    expect(socket.closed).toBe(true);
    view.unmount();
  });
});

describe("LiveQueryInvalidation", () => {
  it("re-reads every trip screen once for a burst of changes", async () => {
    vi.useFakeTimers();
    writeSession({ token: "tok-2", user: buildUser() });
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, "invalidateQueries");
    render(
      <QueryClientProvider client={client}>
        <LiveQueryInvalidation />
      </QueryClientProvider>,
    );
    act(() => {
      for (let i = 0; i < 20; i++)
        deliverForTest({ topic: "trips", ids: [`t${i}`] });
    });
    expect(invalidate).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(300));
    const keys = invalidate.mock.calls.map(
      ([filters]) => filters?.queryKey?.[0],
    );
    expect(keys).toEqual(
      expect.arrayContaining(["trips/all", "trips/in-progress", "calendar"]),
    );
    expect(keys.filter((k) => k === "trips/all")).toHaveLength(1);
    vi.useRealTimers();
  });
});
