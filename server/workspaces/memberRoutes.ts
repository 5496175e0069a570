/**
 * The membership calls beyond the generic four (§7, issue 24), and what every membership write does
 * in its transaction (activity, announcement, the last-owner rule):
 * - POST /workspace-members/remove {workspaceId, memberId}: owners remove anyone, a member removes
 *   themselves (leaves); the last approved owner cannot go (409). Same rules as DELETE /{id}.
 * - POST /workspace-members/request {workspaceCode}: any signed-in user asks to join (status
 *   requested, role viewer); a rejected request may be made again.
 * - POST /workspace-members/candidates: whom an owner may add (./candidates.ts).
 */
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { SUCCESS_MESSAGES } from "../../domain/errors";
import { workspaceMembersApiModule } from "../../domain/modules/workspaces";
import { envelopeSchema } from "../../domain/schemas/search";
import type { workspaceMemberUpsertSchema } from "../../domain/schemas/workspace";
import {
  WORKSPACE_MESSAGES,
  workspaceJoinRequestSchema,
  workspaceMemberRemoveSchema,
  workspaceMemberRowSchema,
} from "../../domain/schemas/workspace";
import type { AuthUser } from "../auth/authUser";
import type { EntityConfig } from "../crud/entity";
import { toEntityRows } from "../crud/entityRows";
import type { MembershipGuard } from "../crud/membership";
import { membershipChecks } from "../crud/membership";
import { errorResponses } from "../crud/schemas";
import type { Db } from "../db/client";
import { workspaceMembers, workspaces } from "../db/schema";
import { conflict, notFound } from "../errors";
import { currentUser } from "../plugins/auth";
import { candidateRoutes } from "./candidates";
import { recordWorkspaceChange } from "./changes";
import { assertOwnerRemains } from "./owners";
import type { MemberRecord, MemberRelations } from "./rows";

export type MemberConfig = EntityConfig<
  typeof workspaceMembers,
  typeof workspaceMemberUpsertSchema,
  typeof workspaceMemberRowSchema,
  MemberRelations
>;

const MEMBER_NOT_FOUND = "Member not found.";

/** Approved members read, owners manage; a member reads and removes their own membership. */
export const MEMBER_GUARD: MembershipGuard = {
  workspaceColumn: workspaceMembers.workspaceId,
  bodyField: "workspaceId",
  write: "owner",
  selfColumn: workspaceMembers.userId,
};

/** The activity and the announcement of a membership change (the member hears of it too). */
export function recordMemberChange(
  tx: Db,
  actor: AuthUser,
  action: string,
  before: MemberRecord | null,
  after: MemberRecord | null,
): Promise<void> {
  const record = (after ?? before) as MemberRecord;
  return recordWorkspaceChange(tx, actor, {
    modelType: "workspace-member",
    action,
    workspaceId: record.workspaceId,
    before,
    after,
    alsoTell: [record.userId],
  });
}

/** Inside the delete's transaction: the workspace keeps an owner, and the removal is recorded. */
export async function memberRemoved(
  tx: Db,
  actor: AuthUser,
  record: MemberRecord,
): Promise<void> {
  await assertOwnerRemains(tx, record.workspaceId);
  await recordMemberChange(tx, actor, "deleted", record, null);
}

export function memberRoutes(
  base: FastifyInstance,
  entity: MemberConfig,
): void {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { prefix } = workspaceMembersApiModule.api;
  const access = workspaceMembersApiModule.access;
  const guard = membershipChecks(workspaceMembers, MEMBER_GUARD);
  const rowEnvelope = envelopeSchema(workspaceMemberRowSchema);
  candidateRoutes(base, MEMBER_GUARD);

  app.post(
    `${prefix}/remove`,
    {
      preParsing: base.authorize(access.write),
      schema: {
        description:
          "Removes a member (owners), or the caller leaves; the last approved owner cannot go (409).",
        body: workspaceMemberRemoveSchema,
        response: { 200: rowEnvelope, ...errorResponses },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const ctx = { app: base, user };
      const { workspaceId, memberId } = request.body;
      const [existing] = await base.db
        .select()
        .from(workspaceMembers)
        .where(
          and(
            eq(workspaceMembers.workspaceId, workspaceId),
            eq(workspaceMembers.userId, memberId),
          ),
        )
        .limit(1);
      if (!existing) throw notFound(MEMBER_NOT_FOUND);
      await guard.check(base.db, existing, user, "delete");
      const [data] = await toEntityRows(entity, [existing], ctx);
      await base.db.transaction(async (tx: Db) => {
        await tx
          .delete(workspaceMembers)
          .where(eq(workspaceMembers.id, existing.id));
        await memberRemoved(tx, user, existing);
      });
      return { code: 200, message: SUCCESS_MESSAGES.memberRemoved, data };
    },
  );

  app.post(
    `${prefix}/request`,
    {
      preParsing: base.authorize(access.write),
      schema: {
        description:
          "Asks to join the workspace with this code: a membership with status requested.",
        body: workspaceJoinRequestSchema,
        response: { 201: rowEnvelope, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const [workspace] = await base.db
        .select({ id: workspaces.id })
        .from(workspaces)
        .where(eq(workspaces.code, request.body.workspaceCode))
        .limit(1);
      if (!workspace) throw notFound(WORKSPACE_MESSAGES.unknownCode);
      const record = await base.db.transaction(async (tx: Db) => {
        const [existing] = await tx
          .select()
          .from(workspaceMembers)
          .where(
            and(
              eq(workspaceMembers.workspaceId, workspace.id),
              eq(workspaceMembers.userId, user.userId),
            ),
          )
          .for("update")
          .limit(1);
        if (existing && existing.status !== "rejected")
          throw conflict(WORKSPACE_MESSAGES.alreadyMember);
        const values = { status: "requested", role: "viewer" };
        const [row] = existing
          ? await tx
              .update(workspaceMembers)
              .set(values)
              .where(eq(workspaceMembers.id, existing.id))
              .returning()
          : await tx
              .insert(workspaceMembers)
              .values({
                ...values,
                workspaceId: workspace.id,
                userId: user.userId,
              })
              .returning();
        await recordMemberChange(tx, user, "requested", existing ?? null, row);
        return row;
      });
      const [data] = await toEntityRows(entity, [record], { app: base, user });
      return reply
        .status(201)
        .send({ code: 201, message: SUCCESS_MESSAGES.memberCreated, data });
    },
  );
}
