import type { ReactNode } from "react";
import { Alert } from "@mui/material";
import { CanAccess, useTranslate } from "react-admin";
import type { PrivilegeGate } from "./usePrivilege";

/**
 * Route gates may admit people who can only read (view-users lists users, view-vehicles opens
 * vehicles); create and edit screens wrapped in this say "no" plainly instead of showing a form the
 * server would refuse. `deniedMessage` is an i18n key.
 */
export function RequirePrivilege({
  resource,
  privilege,
  deniedMessage = "ra.message.access_denied",
  children,
}: PrivilegeGate & { deniedMessage?: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <CanAccess
      resource={resource}
      action={privilege}
      loading={null}
      accessDenied={
        <Alert severity="warning" sx={{ m: 2 }}>
          {translate(deniedMessage)}
        </Alert>
      }
    >
      {children}
    </CanAccess>
  );
}
