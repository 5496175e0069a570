import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// No real-time server in component tests: the shell's socket is inert (tests/support/fakeSocket.ts).
vi.mock("socket.io-client", async () => {
  const { fakeIo } = await import("./fakeSocket");
  return { io: fakeIo };
});

// The date picker is a lazy chunk in the app (src/widgets/DateInputField.tsx); loaded here once, as a
// browser would have it by the time a person clicks a date, so a test's first click opens it at once.
await import("../../src/widgets/DatePickerField");

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
