/**
 * The fake server of the notifications page and badge (issue 25): POST /notifications/search over a
 * list of rows (one's own; `viewed` filters read or unread, newest first, total counted) and POST
 * /notifications/markviewed, recording the bodies.
 */
import { http, HttpResponse } from "msw";
import type { SetupServer } from "msw/node";
import type { NotificationRow } from "../../../domain/schemas/notification";

const API = "/api";

export interface NotificationServer {
  rows: NotificationRow[];
  searches: Record<string, unknown>[];
  marked: string[][];
  /** Answer the search after this many ms (the loading state). */
  delayMs?: number;
  /** Fail the markviewed call with this status. */
  markFails?: number;
}

let seq = 0;
export function buildNotification(
  recipientUserId: string,
  overrides: Partial<NotificationRow> = {},
): NotificationRow {
  seq += 1;
  const id = `00000000-0000-4000-8000-${String(seq).padStart(12, "0")}`;
  return {
    _id: id,
    id,
    notificationId: id,
    recipientUserId,
    senderUserId: "11111111-1111-4111-8111-111111111111",
    senderName: "Nina Nurse",
    title: `Notification ${seq}`,
    message: "The patient moved to room 412.",
    reactionType: null,
    notificationType: "message",
    modelType: null,
    modelId: null,
    viewedAt: null,
    createdAt: new Date(Date.UTC(2026, 2, 1, 9, seq)).toISOString(),
    updatedAt: new Date(Date.UTC(2026, 2, 1, 9, seq)).toISOString(),
    ...overrides,
  };
}

export function serveNotifications(
  server: SetupServer,
  state: NotificationServer,
) {
  server.use(
    http.post(`${API}/notifications/search`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      state.searches.push(body);
      if (state.delayMs)
        await new Promise((resolve) => setTimeout(resolve, state.delayMs));
      const rows = state.rows
        .filter((r) =>
          body.viewed === undefined
            ? true
            : (r.viewedAt !== null) === body.viewed,
        )
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const pageSize = Number(body.pageSize ?? 10);
      return HttpResponse.json({
        code: 200,
        message: "OK",
        data: rows.slice(0, pageSize),
        hasNextPage: rows.length > pageSize,
        hasPreviousPage: false,
        pageNumber: 1,
        pageSize,
        sortBy: body.sortBy ?? null,
        sortDescending: !!body.sortDescending,
        total: rows.length,
      });
    }),
    http.post(`${API}/notifications/markviewed`, async ({ request }) => {
      const { notificationIds } = (await request.json()) as {
        notificationIds: string[];
      };
      state.marked.push(notificationIds);
      if (state.markFails)
        return HttpResponse.json(
          { code: state.markFails, message: "Something went wrong." },
          { status: state.markFails },
        );
      const now = new Date().toISOString();
      state.rows = state.rows.map((r) =>
        notificationIds.includes(r.notificationId) && r.viewedAt === null
          ? { ...r, viewedAt: now }
          : r,
      );
      return HttpResponse.json({
        code: 200,
        message: "OK",
        data: { notificationIds },
      });
    }),
  );
}
