/**
 * The workspace calls beyond the generic four (§7, issue 24):
 * - POST /workspaces/user: the caller's own workspaces (approved, or asked to join), paged as a
 *   search; a searchTerm is ignored (§7 removes it).
 * - POST /workspaces/get-workspace-by-code: one workspace by its code, for its approved members and
 *   system administrators; 403 to others, 404 for an unknown code.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { workspacesModule } from "../../domain/modules/workspaces";
import {
  envelopeSchema,
  paginatedEnvelopeSchema,
  searchRequestSchema,
} from "../../domain/schemas/search";
import type { workspaceUpsertSchema } from "../../domain/schemas/workspace";
import {
  WORKSPACE_MESSAGES,
  workspaceByCodeSchema,
  workspaceRowSchema,
} from "../../domain/schemas/workspace";
import type { EntityConfig } from "../crud/entity";
import { toEntityRows } from "../crud/entityRows";
import { errorResponses } from "../crud/schemas";
import { runSearch } from "../crud/searchRun";
import { searchPlanOf } from "../crud/searchPlan";
import { workspaceMembers, workspaces } from "../db/schema";
import { forbidden, notFound } from "../errors";
import { currentUser } from "../plugins/auth";
import type { WorkspaceRecord, WorkspaceRelations } from "./rows";
import { APPROVED, membershipOf, readsEveryWorkspace } from "./membership";

export type WorkspaceConfig = EntityConfig<
  typeof workspaces,
  typeof workspaceUpsertSchema,
  typeof workspaceRowSchema,
  WorkspaceRelations
>;

/** The memberships that make a workspace "mine" on /workspaces/user. */
const MINE = [APPROVED, "requested"];

export function workspaceRoutes(
  base: FastifyInstance,
  entity: WorkspaceConfig,
): void {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const prefix = workspacesModule.api.prefix;

  app.post(
    `${prefix}/user`,
    {
      preParsing: base.authorize(workspacesModule.access.read),
      schema: {
        description:
          "The signed-in user's workspaces: approved memberships and requests to join, paged.",
        body: searchRequestSchema,
        response: {
          200: paginatedEnvelopeSchema(workspaceRowSchema),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const body = { ...request.body, searchTerm: undefined };
      const mine = inArray(
        workspaces.id,
        base.db
          .select({ id: workspaceMembers.workspaceId })
          .from(workspaceMembers)
          .where(
            and(
              eq(workspaceMembers.userId, user.userId),
              inArray(workspaceMembers.status, MINE),
            ),
          ),
      );
      const result = await runSearch<WorkspaceRecord>(
        base.db,
        searchPlanOf(entity, user, mine),
        body,
      );
      return {
        code: 200,
        message: "OK",
        data: await toEntityRows(entity, result.rows, { app: base, user }),
        hasNextPage: result.hasNextPage,
        hasPreviousPage: body.pageNumber > 1,
        pageNumber: body.pageNumber,
        pageSize: body.pageSize,
        sortBy: result.sortBy,
        sortDescending: body.sortDescending,
        total: result.total,
        totalPages: Math.max(1, Math.ceil(result.total / body.pageSize)),
      };
    },
  );

  app.post(
    `${prefix}/get-workspace-by-code`,
    {
      preParsing: base.authorize(workspacesModule.access.read),
      schema: {
        description:
          "One workspace by its code: approved members and system administrators; 403 to others.",
        body: workspaceByCodeSchema,
        response: {
          200: envelopeSchema(workspaceRowSchema),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const [found] = await base.db
        .select()
        .from(workspaces)
        .where(eq(workspaces.code, request.body.workspaceCode))
        .limit(1);
      if (!found) throw notFound(WORKSPACE_MESSAGES.unknownCode);
      if (!readsEveryWorkspace(user)) {
        const membership = await membershipOf(base.db, found.id, user.userId);
        if (membership?.status !== APPROVED) throw forbidden();
      }
      const [data] = await toEntityRows(entity, [found], { app: base, user });
      return { code: 200, message: "OK", data };
    },
  );
}
