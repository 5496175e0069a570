import "@testing-library/jest-dom/vitest";
import "./jsdomLabelControl";
import "./jsdomStyleRules";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// No real-time server in component tests: the shell's socket is inert (tests/support/fakeSocket.ts).
vi.mock("socket.io-client", async () => {
  const { fakeIo } = await import("./fakeSocket");
  return { io: fakeIo };
});

// The date picker is no longer loaded before every file (tests/support/datePicker.ts, for the files that
// open dates), so a lazily loaded page's first findBy may now include loading MUI modules: on the busy
// 2-core CI machine that can pass testing-library's 1 s default. A found element still returns at once.
configure({ asyncUtilTimeout: 5000 });

// Files share one document per worker (vitest.config.ts): after each test the page is empty again,
// including what a library appended to the body outside the rendered tree (recharts' text-measuring
// span, which a later file's getByText would otherwise find).
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  // A phone-sized matchMedia or another stand-in left behind would change the next file's layout.
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});
