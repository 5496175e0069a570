/** Calls the API from a signed-in page with its own session, for server-side checks beside the UI. */
import type { Page } from "playwright-core";

export interface ApiAnswer<T> {
  status: number;
  json: T;
}

/** The signed-in user as the app stored it in session storage (the fields the tests read). */
export interface StoredUser {
  userId: string;
  firstName: string;
  lastName: string;
  facilityUserDetail: { facilityId: string | null } | null;
  driverDetail?: { driverId: string } | null;
}

/** POST /api{path} with the page's token, as the app's own data provider sends it. */
export async function apiPost<T = unknown>(
  page: Page,
  path: string,
  body: unknown,
): Promise<ApiAnswer<T>> {
  return page.evaluate(
    async ([p, b]) => {
      const token = sessionStorage.getItem("token");
      const user = JSON.parse(sessionStorage.getItem("user") ?? "{}") as {
        userId?: string;
      };
      const res = await fetch(`/api${p}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${token}`,
          "x-user-id": user.userId ?? "",
        },
        body: JSON.stringify(b),
      });
      return { status: res.status, json: (await res.json()) as never };
    },
    [path, body] as const,
  );
}

/** GET /api{path} with the page's token. */
export async function apiGet<T = unknown>(
  page: Page,
  path: string,
): Promise<ApiAnswer<T>> {
  return page.evaluate(async (p) => {
    const token = sessionStorage.getItem("token");
    const res = await fetch(`/api${p}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: res.status, json: (await res.json()) as never };
  }, path);
}

export async function storedUser(page: Page): Promise<StoredUser> {
  return page.evaluate(
    () => JSON.parse(sessionStorage.getItem("user") ?? "{}") as StoredUser,
  );
}
