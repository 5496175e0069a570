/**
 * An organisation's record of API key calls (issue 28), newest first, paged as §3. Served by the
 * (organisation, at, id) index, or (key, at, id) when one key is asked for.
 */
import { and, asc, count, desc, eq, gte, ilike, lt } from "drizzle-orm";
import { z } from "zod";
import type {
  ApiKeyCallRow,
  ApiKeyCallSearch,
} from "../../domain/schemas/service";
import type { Paginated } from "../../domain/schemas/search";
import type { Db } from "../db/client";
import { apiKeyCalls, serviceOrganizations } from "../db/schema";
import { notFound } from "../errors";
import { iso } from "../entities/iso";
import { likePattern } from "../crud/search";

const uuid = z.uuid();
const NOT_FOUND = "Service Organization not found.";

type Search = Required<
  Pick<ApiKeyCallSearch, "pageNumber" | "pageSize" | "sortDescending">
> &
  Omit<ApiKeyCallSearch, "pageNumber" | "pageSize" | "sortDescending">;

export async function searchCalls(
  db: Db,
  organizationId: string,
  body: Search,
): Promise<Paginated<ApiKeyCallRow>> {
  const [organization] = uuid.safeParse(organizationId).success
    ? await db
        .select({ id: serviceOrganizations.id })
        .from(serviceOrganizations)
        .where(eq(serviceOrganizations.id, organizationId))
        .limit(1)
    : [];
  if (!organization) throw notFound(NOT_FOUND);
  const where = and(
    eq(apiKeyCalls.serviceOrganizationId, organization.id),
    body.apiKeyId ? eq(apiKeyCalls.apiKeyId, body.apiKeyId) : undefined,
    body.serviceUserId
      ? eq(apiKeyCalls.serviceUserId, body.serviceUserId)
      : undefined,
    body.outcome === "success"
      ? lt(apiKeyCalls.status, 400)
      : body.outcome === "error"
        ? gte(apiKeyCalls.status, 400)
        : undefined,
    body.searchTerm
      ? ilike(apiKeyCalls.path, likePattern(body.searchTerm))
      : undefined,
  );
  const order = body.sortDescending ? desc : asc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(apiKeyCalls)
      .where(where)
      .orderBy(order(apiKeyCalls.at), order(apiKeyCalls.id))
      .limit(body.pageSize)
      .offset((body.pageNumber - 1) * body.pageSize),
    db.select({ total: count() }).from(apiKeyCalls).where(where),
  ]);
  return {
    code: 200,
    message: "OK",
    data: rows.map((r) => ({
      _id: String(r.id),
      id: String(r.id),
      apiKeyId: r.apiKeyId,
      serviceUserId: r.serviceUserId,
      method: r.method,
      path: r.path,
      status: r.status,
      address: r.address,
      durationMs: r.durationMs,
      at: iso(r.at),
    })),
    hasNextPage: body.pageNumber * body.pageSize < total,
    hasPreviousPage: body.pageNumber > 1,
    pageNumber: body.pageNumber,
    pageSize: body.pageSize,
    sortBy: "at",
    sortDescending: body.sortDescending,
    total,
    totalPages: Math.max(1, Math.ceil(total / body.pageSize)),
  };
}
