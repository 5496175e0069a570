import type { RoleHolder } from "../../domain/privileges";

/** The i18n key naming a role code (pages.roles.*); unknown or missing roles read "No role". */
export function roleCodeLabelKey(code: string | null | undefined): string {
  return code ? `pages.roles.${code}` : "pages.roles.none";
}

/** The user's role is their first role: privileges come from it alone (§6). */
export function roleLabelKey(user: RoleHolder | null | undefined): string {
  return roleCodeLabelKey(user?.roles?.[0]?.roleCode);
}
