/**
 * The bookmark ids' local cache (§9: one hour, 3,600,000 ms): fresh within the hour, gone at the hour
 * and after, kept per user, and unreadable values read as nothing.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { BOOKMARK_CACHE_MS } from "../../domain/constants";
import {
  bookmarkCacheKey,
  clearBookmarkCache,
  idsOf,
  readBookmarkCache,
  recordKey,
  writeBookmarkCache,
} from "../../src/session/bookmarkCache";

/** The browser's local storage, in memory (the pure tests run in node). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

let localStorage: Storage;
beforeEach(() => {
  localStorage = memoryStorage();
});

const T0 = Date.UTC(2026, 2, 18, 12);
const ids = { [recordKey("trip", "t1")]: "b1" };

describe("the bookmark ids cache", () => {
  it("lasts one hour: 3,600,000 ms", () => {
    expect(BOOKMARK_CACHE_MS).toBe(3_600_000);
    writeBookmarkCache(localStorage, "u1", { fetchedAt: T0, ids });
    expect(readBookmarkCache(localStorage, "u1", T0)?.ids).toEqual(ids);
    expect(
      readBookmarkCache(localStorage, "u1", T0 + BOOKMARK_CACHE_MS - 1)?.ids,
    ).toEqual(ids);
    expect(
      readBookmarkCache(localStorage, "u1", T0 + BOOKMARK_CACHE_MS),
    ).toBeNull();
    expect(
      readBookmarkCache(localStorage, "u1", T0 + 2 * BOOKMARK_CACHE_MS),
    ).toBeNull();
  });

  it("is kept per user", () => {
    writeBookmarkCache(localStorage, "u1", { fetchedAt: T0, ids });
    expect(readBookmarkCache(localStorage, "u2", T0)).toBeNull();
    expect(localStorage.getItem(bookmarkCacheKey("u1"))).not.toBeNull();
  });

  it("reads a time in the future, a broken or a foreign value as nothing", () => {
    writeBookmarkCache(localStorage, "u1", { fetchedAt: T0 + 1000, ids });
    expect(readBookmarkCache(localStorage, "u1", T0)).toBeNull();
    localStorage.setItem(bookmarkCacheKey("u1"), "{not json");
    expect(readBookmarkCache(localStorage, "u1", T0)).toBeNull();
    localStorage.setItem(bookmarkCacheKey("u1"), JSON.stringify({ ids }));
    expect(readBookmarkCache(localStorage, "u1", T0)).toBeNull();
  });

  it("is cleared when the user adds or removes one", () => {
    writeBookmarkCache(localStorage, "u1", { fetchedAt: T0, ids });
    clearBookmarkCache(localStorage, "u1");
    expect(readBookmarkCache(localStorage, "u1", T0)).toBeNull();
  });

  it("maps each record to its bookmark id", () => {
    expect(
      idsOf([
        { bookmarkId: "b1", modelType: "trip", modelId: "t1" },
        { bookmarkId: "b2", modelType: "workspace", modelId: "w1" },
      ]),
    ).toEqual({ "trip:t1": "b1", "workspace:w1": "b2" });
  });
});
