/** The six demo accounts, one per role; the facility admin and the nurse work at the care home. */
import type { RoleCode } from "../../../domain/privileges";
import { ROLES } from "../../../domain/privileges";
import { hashPassword } from "../../auth/secrets";
import { users } from "../schema";
import type { Tx } from "./random";

export const DEMO_PASSWORD = "ChangeMe-2026!";

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

/** The accounts' ids and roles, for the areas that link a record to one (the demo driver). */
export async function seedAccounts(tx: Tx, facilityId: string) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return tx
    .insert(users)
    .values(
      DEMO_ACCOUNTS.map((a) => ({
        email: a.email,
        firstName: a.firstName,
        lastName: a.lastName,
        roles: [a.role],
        passwordHash,
        emailVerifiedAt: new Date(),
        facilityId: a.atFacility ? facilityId : null,
      })),
    )
    .returning({ id: users.id, roles: users.roles });
}
