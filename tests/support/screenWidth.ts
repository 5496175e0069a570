import { vi } from "vitest";

/**
 * A screen width for MUI's useMediaQuery (jsdom has no matchMedia): "phone" matches every max-width
 * query of the theme, "desktop" every min-width one. Stubbed with vi.stubGlobal, which the client
 * set-up undoes after each test.
 */
export function stubScreen(kind: "phone" | "desktop"): void {
  const feature = kind === "phone" ? "max-width" : "min-width";
  vi.stubGlobal(
    "matchMedia",
    (query: string): MediaQueryList =>
      ({
        matches: query.includes(feature),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
