import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// No real-time server in component tests: the shell's socket is inert (tests/support/fakeSocket.ts).
vi.mock("socket.io-client", async () => {
  const { fakeIo } = await import("./fakeSocket");
  return { io: fakeIo };
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
