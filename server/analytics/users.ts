/**
 * POST /analytics/users' figures (issue 29, administrators), in SQL. People only: a service user
 * (users.service_organization_id set) acts through API keys and never signs in, so it is left out.
 * - active by role: active accounts by their first role (the one that decides privileges, §6),
 *   every role with zeros; an account without a role counts only in the total;
 * - sign-ins per day: sessions started (sessions.created_at) per operator's day, the last
 *   DASHBOARD_DAYS days;
 * - never signed in: active accounts without any session row (a session is the record of a
 *   sign-in; one pruned since counts as none, the closest reading the data allows);
 * - second factor: active accounts whose TOTP enrolment is confirmed (user_totp.confirmed_at);
 * - locked: accounts the sign-in throttle makes wait now (server/limits/credentials.ts): a throttles
 *   row keyed "account:" or "account-address:" + sha-256 of the normalised email, blocked_until in
 *   the future.
 */
import { and, count, eq, gte, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { DASHBOARD_DAYS } from "../../domain/analyticsReports";
import { ROLE_CODES } from "../../domain/privileges";
import type { UsersAnalytics } from "../../domain/schemas/analytics";
import { dayBounds, dayIn } from "../../domain/zonedTime";
import type { Db } from "../db/client";
import { sessions, throttles, users, userTotp } from "../db/schema";
import { countAll } from "../reports/reportQueries";
import { dateOf, dayOf, daysBefore, daysFrom } from "./measures";

const people = and(isNull(users.serviceOrganizationId), eq(users.active, true));

/** The throttle's subject hash of an account (store.ts throttleKey over normalizeEmail). */
const emailHash = sql`encode(sha256(convert_to(lower(btrim(normalize(${users.email}, NFKC))), 'UTF8')), 'hex')`;

export async function usersAnalytics(
  db: Db,
  timeZone: string,
  now = new Date(),
): Promise<UsersAnalytics> {
  const today = dayIn(now, timeZone);
  const fromDate = daysBefore(today, DASHBOARD_DAYS - 1);
  const start = dayBounds(fromDate, timeZone).start;
  const end = dayBounds(today, timeZone).end;
  const firstRole = sql<string | null>`${users.roles}[1]`;
  const day = dayOf(sessions.createdAt, timeZone);
  const date = dateOf(sessions.createdAt, timeZone);
  const hasSession = sql`exists (select 1 from ${sessions} where ${sessions.userId} = ${users.id})`;
  const [byRole, perDay, [never], [totp], [locked]] = await Promise.all([
    db
      .select({ role: firstRole, users: countAll })
      .from(users)
      .where(people)
      .groupBy(firstRole),
    db
      .select({ day, signIns: countAll })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          isNull(users.serviceOrganizationId),
          gte(sessions.createdAt, start),
          lt(sessions.createdAt, end),
        ),
      )
      .groupBy(date),
    db
      .select({ users: countAll })
      .from(users)
      .where(and(people, sql`not ${hasSession}`)),
    db
      .select({ users: count(users.id) })
      .from(users)
      .innerJoin(userTotp, eq(userTotp.userId, users.id))
      .where(and(people, isNotNull(userTotp.confirmedAt))),
    db
      .select({ users: countAll })
      .from(users)
      .where(
        and(
          isNull(users.serviceOrganizationId),
          sql`exists (select 1 from ${throttles} where ${throttles.blockedUntil} > ${now.toISOString()}::timestamptz and (${throttles.key} = 'account:' || ${emailHash} or ${throttles.key} like 'account-address:' || ${emailHash} || ':%'))`,
        ),
      ),
  ]);
  const roleCounts = new Map(byRole.map((r) => [r.role, r.users]));
  const dayCounts = new Map(perDay.map((r) => [r.day, r.signIns]));
  return {
    activeByRole: ROLE_CODES.map((role) => ({
      role,
      users: roleCounts.get(role) ?? 0,
    })),
    signInsByDay: daysFrom(fromDate, today).map((d) => ({
      day: d,
      signIns: dayCounts.get(d) ?? 0,
    })),
    neverSignedIn: never.users,
    withSecondFactor: totp.users,
    locked: locked.users,
    activeTotal: byRole.reduce((n, r) => n + r.users, 0),
  };
}
