import type { ReactNode } from "react";
import { MenuItem, TextField, Typography } from "@mui/material";
import { useTranslate } from "react-admin";

export interface DropdownItem {
  text: string;
  value: string | number;
}

export const DROPDOWN_MAX_WIDTH = 300;

interface DropdownProps {
  items: readonly DropdownItem[];
  value: DropdownItem["value"] | "";
  onChange: (value: DropdownItem["value"]) => void;
  /** An i18n key (or a node already translated). */
  label?: ReactNode;
  maxWidth?: number;
  id?: string;
  name?: string;
  disabled?: boolean;
}

/** A select of {text, value} items (§2), texts cut with an ellipsis beyond `maxWidth` (300). */
export function Dropdown({
  items,
  value,
  onChange,
  label,
  maxWidth = DROPDOWN_MAX_WIDTH,
  id,
  name,
  disabled,
}: DropdownProps) {
  const translate = useTranslate();
  const onSelect = (raw: string) => {
    const item = items.find((i) => String(i.value) === raw);
    if (item) onChange(item.value);
  };
  return (
    <TextField
      select
      id={id}
      name={name}
      disabled={disabled}
      label={typeof label === "string" ? translate(label, { _: label }) : label}
      value={value === "" ? "" : String(value)}
      onChange={(e) => onSelect(e.target.value)}
      sx={{ maxWidth }}
      slotProps={{
        select: { MenuProps: { slotProps: { paper: { sx: { maxWidth } } } } },
      }}
    >
      {items.map((item) => (
        <MenuItem
          key={String(item.value)}
          value={String(item.value)}
          title={item.text}
        >
          <Typography noWrap>{item.text}</Typography>
        </MenuItem>
      ))}
    </TextField>
  );
}
