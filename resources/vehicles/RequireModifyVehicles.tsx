import type { ReactNode } from "react";
import { Alert } from "@mui/material";
import { useTranslate } from "react-admin";
import { useCanModifyVehicles } from "./useCanModifyVehicles";

/**
 * The route gate already keeps create and upsert to modify-vehicles; this says so plainly if the
 * screens are reached another way, rather than showing a form the server would refuse.
 */
export function RequireModifyVehicles({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const { canModify, isPending } = useCanModifyVehicles();
  if (isPending) return null;
  if (!canModify)
    return (
      <Alert severity="warning" sx={{ m: 2 }}>
        {translate("ra.message.access_denied")}
      </Alert>
    );
  return <>{children}</>;
}
