import { afterEach } from "vitest";

/**
 * The client's pure tests run in node, without a DOM. The session module keeps the token in the tab's
 * session storage, which node 20 does not have: an in-memory Storage stands in, emptied after every test
 * as the jsdom project's set-up does.
 */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();

  get length(): number {
    return this.items.size;
  }

  clear(): void {
    this.items.clear();
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

if (typeof globalThis.sessionStorage === "undefined") {
  globalThis.sessionStorage = new MemoryStorage();
}

// The client calls the API by relative paths ("/api/…"), resolved in a browser against the page. msw's
// fetch interceptor resolves them against `location.href` when a location exists; node has none, so the
// page's address is given here, the same one jsdom uses. Nothing else of the location is provided: a
// test that reaches the browser's navigation instead of an injected navigator fails.
if (typeof globalThis.location === "undefined") {
  Object.defineProperty(globalThis, "location", {
    value: { href: "http://localhost:3000/", origin: "http://localhost:3000" },
    configurable: true,
  });
}

afterEach(() => {
  sessionStorage.clear();
});
