import type { ReactNode } from "react";
import { IconButton, Tooltip } from "@mui/material";
import { LinkBase } from "react-admin";

/** An icon in the top bar that opens a page; the label is its tooltip and its accessible name. */
export function TopBarLink({
  to,
  label,
  children,
}: {
  to: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        component={LinkBase}
        to={to}
        aria-label={label}
      >
        {children}
      </IconButton>
    </Tooltip>
  );
}
