/**
 * People's accounts, as opposed to service users (issue 28): an outside system's account acts only
 * through its API keys, so it is never listed, assigned, mentioned, invited or asked to read as a
 * person would be, and it is managed from its organisation's page, not the users lists.
 */
import type { SQL } from "drizzle-orm";
import { isNull } from "drizzle-orm";
import { users } from "../db/schema";

export const isPerson = (): SQL => isNull(users.serviceOrganizationId);
