/**
 * Demo service organisations (issue 28): a Medicaid transport broker whose trip-intake system calls
 * the API as a data administrator (a production key in use, a retired staging key revoked, and a day
 * of calls), the demo hospital's discharge system acting as a nurse of the hospital (a key that
 * expires soon), and a clearinghouse not yet connected. The keys' secrets are random and thrown
 * away: only their hashes are stored, as always, so no demo key can be used.
 */
import { ROLES } from "../../../domain/privileges";
import { hashToken } from "../../auth/secrets";
import { generateApiKey, shownPrefix } from "../../services/keys";
import { apiKeyCalls, apiKeys, serviceOrganizations, users } from "../schema";
import type { Tx } from "./random";
import { DAY, HOUR, MIN } from "./units";

interface Account {
  id: string;
  roles: string[];
}

const BROKER_ADDRESS = "203.0.113.10";

/** A day of the broker's intake: searches, bookings and one refused booking. */
const BROKER_CALLS: readonly [string, string, number, number][] = [
  ["POST", "/api/trips/search", 200, 22 * HOUR],
  ["POST", "/api/patients/search", 200, 21 * HOUR],
  ["POST", "/api/trips", 201, 20 * HOUR],
  ["POST", "/api/trips", 201, 18 * HOUR],
  ["POST", "/api/trips", 422, 17 * HOUR],
  ["POST", "/api/trips/search", 200, 12 * HOUR],
  ["GET", "/api/auth/user", 200, 9 * HOUR],
  ["POST", "/api/trips", 201, 6 * HOUR],
  ["POST", "/api/trips/search", 200, 3 * HOUR],
  ["POST", "/api/trips/search", 200, 2 * HOUR],
];

const key = (name: string) => {
  const secret = generateApiKey();
  return { name, prefix: shownPrefix(secret), keyHash: hashToken(secret) };
};

export async function seedServices(
  tx: Tx,
  accounts: readonly Account[],
  hospital: { id: string; name: string },
  now: Date = new Date(),
): Promise<void> {
  const adminId = accounts.find((a) => a.roles[0] === ROLES.systemadmin)?.id;
  if (!adminId) throw new Error("No demo system administrator.");
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const ahead = (ms: number) => new Date(now.getTime() + ms);

  const [broker, discharge] = await tx
    .insert(serviceOrganizations)
    .values([
      {
        name: "Statewide Medicaid Transport Broker",
        kind: "broker",
        contactEmail: "integrations@broker.example.org",
        notes:
          "Sends Medicaid trip requests; reads trip status for its members.",
      },
      {
        name: `${hospital.name} discharge system`,
        kind: "hospital",
        contactEmail: "it-integrations@stvincent.example.org",
        notes: "Books rides home for discharged patients.",
        createdAt: ago(60 * DAY),
      },
      {
        name: "Clearwater Claims Clearinghouse",
        kind: "clearinghouse",
        notes: "Not connected yet: waiting for their test environment.",
        createdAt: ago(3 * DAY),
      },
    ])
    .returning();

  const [intake, planner] = await tx
    .insert(users)
    .values([
      {
        email: "service-broker-intake@services.invalid",
        firstName: "Trip intake",
        lastName: "",
        roles: [ROLES.dataadmin],
        serviceOrganizationId: broker.id,
        createdAt: ago(120 * DAY),
      },
      {
        email: "service-stvincent-discharge@services.invalid",
        firstName: "Discharge planner",
        lastName: "",
        roles: [ROLES.nurse],
        facilityId: hospital.id,
        serviceOrganizationId: discharge.id,
        createdAt: ago(60 * DAY),
      },
    ])
    .returning();

  const [production] = await tx
    .insert(apiKeys)
    .values([
      {
        ...key("Production"),
        serviceUserId: intake.id,
        serviceOrganizationId: broker.id,
        expiresAt: ahead(80 * DAY),
        lastUsedAt: ago(2 * HOUR),
        lastUsedAddress: BROKER_ADDRESS,
        createdByUserId: adminId,
        createdAt: ago(10 * DAY),
      },
      {
        ...key("Staging (retired)"),
        serviceUserId: intake.id,
        serviceOrganizationId: broker.id,
        expiresAt: ahead(40 * DAY),
        revokedAt: ago(20 * DAY),
        revokedByUserId: adminId,
        createdByUserId: adminId,
        createdAt: ago(50 * DAY),
      },
      {
        ...key("Discharge sync"),
        serviceUserId: planner.id,
        serviceOrganizationId: discharge.id,
        expiresAt: ahead(12 * DAY),
        lastUsedAt: ago(5 * HOUR + 20 * MIN),
        lastUsedAddress: "198.51.100.24",
        createdByUserId: adminId,
        createdAt: ago(78 * DAY),
      },
    ])
    .returning();

  await tx.insert(apiKeyCalls).values(
    BROKER_CALLS.map(([method, path, status, before]) => ({
      apiKeyId: production.id,
      serviceUserId: intake.id,
      serviceOrganizationId: broker.id,
      method,
      path,
      status,
      address: BROKER_ADDRESS,
      durationMs: status === 201 ? 84 : 31,
      at: ago(before),
    })),
  );
}
