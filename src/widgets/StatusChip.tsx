import type { ChipProps } from "@mui/material";
import { Chip } from "@mui/material";
import { useTranslate } from "react-admin";

export type StatusColors = Readonly<Record<string, ChipProps["color"]>>;

/**
 * A status in words on a small chip, coloured from the module's map (unknown statuses are grey).
 * `labelKey` is the i18n key of the status's words; an unknown key reads the raw status.
 */
export function StatusChip({
  status,
  colors,
  labelKey,
  filled = false,
}: {
  status: string;
  colors: StatusColors;
  labelKey: string;
  /** Filled marks the one status that stands out (the price list in effect). */
  filled?: boolean;
}) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={filled ? "filled" : "outlined"}
      color={(Object.hasOwn(colors, status) && colors[status]) || "default"}
      label={translate(labelKey, { _: status })}
    />
  );
}
