/**
 * POST /workspace-members/candidates {workspaceId, searchTerm} (issue 24): the people an owner may add
 * to a workspace, found by name or email. Owners (and system administrators) only: the user search
 * itself is for user administrators, and a workspace's owner is often a nurse or a facility admin.
 * At most WORKSPACE_CANDIDATES_MAX active users, without those already in or asking to join.
 */
import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { workspaceMembersApiModule } from "../../domain/modules/workspaces";
import { envelopeSchema } from "../../domain/schemas/search";
import {
  WORKSPACE_CANDIDATES_MAX,
  workspaceCandidateSchema,
  workspaceCandidatesRequestSchema,
} from "../../domain/schemas/workspace";
import type { MembershipGuard } from "../crud/membership";
import { membershipChecks } from "../crud/membership";
import { likePattern } from "../crud/search";
import { errorResponses } from "../crud/schemas";
import { users, workspaceMembers } from "../db/schema";
import { currentUser } from "../plugins/auth";
import { APPROVED } from "./membership";
import { isPerson } from "../services/people";

export function candidateRoutes(
  base: FastifyInstance,
  guard: MembershipGuard,
): void {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { prefix } = workspaceMembersApiModule.api;
  const checks = membershipChecks(workspaceMembers, guard);
  app.post(
    `${prefix}/candidates`,
    {
      preParsing: base.authorize(workspaceMembersApiModule.access.write),
      schema: {
        description:
          "Active users an owner may add to the workspace, by name or email (at most 20).",
        body: workspaceCandidatesRequestSchema,
        response: {
          200: envelopeSchema(z.array(workspaceCandidateSchema)),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { workspaceId, searchTerm } = request.body;
      // As adding one would be: 404 for an unknown workspace, 403 unless an owner.
      await checks.checkCreate(base.db, { workspaceId }, user);
      const pattern = likePattern(searchTerm);
      const data = await base.db
        .select({
          userId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        })
        .from(users)
        .where(
          and(
            eq(users.active, true),
            isPerson(),
            // The trigram index narrows; the name-and-email test keeps roles out of the match.
            sql`${users.searchText} like ${pattern}`,
            sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}) like ${pattern}`,
            notInArray(
              users.id,
              base.db
                .select({ id: workspaceMembers.userId })
                .from(workspaceMembers)
                .where(
                  and(
                    eq(workspaceMembers.workspaceId, workspaceId),
                    inArray(workspaceMembers.status, [APPROVED, "requested"]),
                  ),
                ),
            ),
          ),
        )
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
        .limit(WORKSPACE_CANDIDATES_MAX);
      return { code: 200, message: "OK", data };
    },
  );
}
