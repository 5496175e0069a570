/**
 * Changing an account's email is how a takeover starts (change it, reset the password, sign in), so:
 * the email of an account that can manage users (modify-users or admin) is changed only by a system
 * administrator, and every change tells the old address and ends the account's sessions and links.
 */
import type { FastifyInstance } from "fastify";
import type { RoleHolder } from "../../domain/privileges";
import { PRIVILEGES, isAdmin, privilegesOf } from "../../domain/privileges";
import type { users } from "../db/schema";
import { forbidden } from "../errors";
import { revokeSessions, voidLinks } from "./flows";

type UserRecord = typeof users.$inferSelect;

export const PRIVILEGED_EMAIL_CHANGE =
  "Only a system administrator can change the email of an account that manages users.";

/** Whether any of the account's roles can manage users. */
export function managesUsers(roles: readonly string[]): boolean {
  return roles.some((roleCode) =>
    privilegesOf({ roles: [{ roleCode }] }).some(
      (p) => p === PRIVILEGES.admin || p === PRIVILEGES.modifyUsers,
    ),
  );
}

/** Refuses the change (403) unless the actor may change this account's email. */
export function checkEmailChange(
  existing: UserRecord | null,
  newEmail: string,
  actor: RoleHolder,
): void {
  if (!existing || existing.email === newEmail) return;
  if (managesUsers(existing.roles) && !isAdmin(actor))
    throw forbidden(PRIVILEGED_EMAIL_CHANGE);
}

/** After a change: the old address is told, and the account's sessions and links end. */
export async function afterEmailChange(
  app: FastifyInstance,
  before: UserRecord,
  after: UserRecord,
): Promise<void> {
  if (before.email === after.email) return;
  await revokeSessions(app, after.id);
  await voidLinks(app, after.id);
  await app.mailer.send({
    to: before.email,
    subject: "The email address of your NEMT Portal account was changed",
    body: `Hello ${before.firstName},\n\nThe email address of your NEMT Portal account was changed from this address to another one, and you have been signed out. If you did not expect this, contact your administrator at once.\n`,
  });
}
