import type { MouseEvent, ReactNode } from "react";
import { Link } from "@mui/material";
import { LinkBase } from "react-admin";

/**
 * A row's name as a real link to the page the row opens: the table's row click serves the mouse,
 * this serves the keyboard and screen readers (a table row cannot take focus).
 */
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      component={LinkBase}
      to={to}
      underline="hover"
      // The row opens the same page: one navigation, not two.
      onClick={(e: MouseEvent) => e.stopPropagation()}
    >
      {children}
    </Link>
  );
}
