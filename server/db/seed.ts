/** The demo data set, applied to an empty database on start (SEED=demo, the default). */
import { count } from "drizzle-orm";
import { FEATURES } from "../../domain/features";
import type { RoleCode } from "../../domain/privileges";
import { ROLES } from "../../domain/privileges";
import { hashPassword } from "../auth/secrets";
import type { Db } from "./client";
import { seedTransport } from "./demoTransport";
import { facilities, features, users } from "./schema";

export const DEMO_PASSWORD = "ChangeMe-2026!";

/** The seven toggles of §1: reference data every installation has, all but the banner on. */
export const FEATURE_DEFAULTS: {
  code: string;
  title: string;
  description: string;
  active: boolean;
}[] = [
  {
    code: FEATURES.analytics,
    title: "Analytics",
    description: "Dashboards and reports.",
    active: true,
  },
  {
    code: FEATURES.knowledgeManagement,
    title: "Knowledge management",
    description: "Articles and collections.",
    active: true,
  },
  {
    code: FEATURES.knowledgeManagementSearch,
    title: "Knowledge search",
    description: "Search across articles.",
    active: true,
  },
  {
    code: FEATURES.workspaces,
    title: "Workspaces",
    description: "Workspaces with members, tasks and activities.",
    active: true,
  },
  {
    code: FEATURES.documents,
    title: "Documents",
    description: "The document library.",
    active: true,
  },
  {
    code: FEATURES.discussions,
    title: "Discussions",
    description: "Discussions, mentions and notifications.",
    active: true,
  },
  {
    code: FEATURES.classificationBanner,
    title: "Classification banner",
    description: "Shows the classification banner above and below every page.",
    active: false,
  },
];

export const DEMO_ACCOUNTS: {
  email: string;
  firstName: string;
  lastName: string;
  role: RoleCode;
  atFacility: boolean;
}[] = [
  {
    email: "systemadmin@example.com",
    firstName: "Sam",
    lastName: "Admin",
    role: ROLES.systemadmin,
    atFacility: false,
  },
  {
    email: "dataadmin@example.com",
    firstName: "Dana",
    lastName: "Data",
    role: ROLES.dataadmin,
    atFacility: false,
  },
  {
    email: "facilityadmin@example.com",
    firstName: "Fran",
    lastName: "Facility",
    role: ROLES.facilityadmin,
    atFacility: true,
  },
  {
    email: "nurse@example.com",
    firstName: "Nora",
    lastName: "Nurse",
    role: ROLES.nurse,
    atFacility: true,
  },
  {
    email: "driver@example.com",
    firstName: "Dev",
    lastName: "Driver",
    role: ROLES.driver,
    atFacility: false,
  },
  {
    email: "customer@example.com",
    firstName: "Cory",
    lastName: "Customer",
    role: ROLES.customer,
    atFacility: false,
  },
];

/**
 * Run on every start, whatever SEED says: adds any of the seven toggles that is missing and never
 * changes one an administrator has set.
 */
export async function ensureReferenceData(db: Db): Promise<void> {
  await db.insert(features).values(FEATURE_DEFAULTS).onConflictDoNothing();
}

/** Seeds only an empty database, so restarts never duplicate or overwrite anything. */
export async function seed(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (Number(n) > 0) return false;
  await db.transaction(async (tx) => {
    await tx.insert(features).values(FEATURE_DEFAULTS).onConflictDoNothing();
    const demoFacilities = await tx
      .insert(facilities)
      .values([
        {
          name: "Riverside Care Home",
          facilityType: "facility",
          addressLine1: "455 Riverside Dr",
          city: "Columbus",
          state: "OH",
          postalCode: "43215",
          phone: "(614) 555-0123",
          billingContactName: "Martin Alvarez",
          billingContactEmail: "accounts@riverside.example.org",
          billingContactPhone: "(614) 555-0124",
        },
        {
          name: "Hillcrest Community Clinic",
          facilityType: "community",
          addressLine1: "88 Hillcrest Ave",
          city: "Westerville",
          state: "OH",
          postalCode: "43081",
          phone: "(614) 555-0188",
          billingContactName: "Joan Pryce",
          billingContactEmail: "billing@hillcrest.example.org",
          billingContactPhone: "(614) 555-0189",
        },
      ])
      .returning();
    const [first] = demoFacilities;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const accounts = await tx
      .insert(users)
      .values(
        DEMO_ACCOUNTS.map((a) => ({
          email: a.email,
          firstName: a.firstName,
          lastName: a.lastName,
          roles: [a.role],
          passwordHash,
          emailVerifiedAt: new Date(),
          facilityId: a.atFacility ? first.id : null,
        })),
      )
      .returning({ id: users.id, roles: users.roles });
    await seedTransport(tx, {
      facilityIds: demoFacilities.map((f) => f.id),
      driverUserId:
        accounts.find((a) => a.roles[0] === ROLES.driver)?.id ?? null,
    });
  });
  return true;
}
