import { useState } from "react";
import { Box, Button, Stack } from "@mui/material";
import { useTranslate } from "react-admin";
import { DateInputField } from "../DateInputField";
import type { PeriodDraft, PeriodPreset } from "./reportPeriod";
import { matchingPreset, presetPeriod } from "./reportPeriod";

/**
 * From and To (calendar days) and the presets that fill both. `messages` is the page's period
 * messages (label, from, to, presets.<preset>, custom). With `custom`, a Custom button shows the two
 * days, which are hidden while a preset is chosen; without it, the days are always shown.
 */
export function PeriodPicker({
  value,
  today,
  onChange,
  error,
  presets,
  messages,
  custom = false,
}: {
  value: PeriodDraft;
  today: string;
  onChange(next: PeriodDraft): void;
  /** What is wrong with the period, translated; shown under To. */
  error: string | null;
  presets: readonly PeriodPreset[];
  messages: string;
  custom?: boolean;
}) {
  const translate = useTranslate();
  const chosen = matchingPreset(presets, value, today);
  const [customChosen, setCustomChosen] = useState(false);
  const showDays = !custom || customChosen || !chosen;
  const pressed = (p: PeriodPreset) =>
    chosen === p && !(custom && customChosen);
  return (
    <Box
      role="group"
      aria-label={translate(`${messages}.label`)}
      sx={{ mb: 2 }}
    >
      {showDays && (
        <Stack
          direction={{ xs: "column", sm: "row" }}
          spacing={{ sm: 2 }}
          sx={custom ? { mb: 1 } : undefined}
        >
          <DateInputField
            label={`${messages}.from`}
            name="fromDate"
            value={value.fromDate}
            onChange={(fromDate) => onChange({ ...value, fromDate })}
          />
          <DateInputField
            label={`${messages}.to`}
            name="toDate"
            value={value.toDate}
            onChange={(toDate) => onChange({ ...value, toDate })}
            error={!!error}
            helperText={error ?? undefined}
          />
        </Stack>
      )}
      <Stack
        direction="row"
        flexWrap="wrap"
        useFlexGap
        spacing={1}
        sx={custom ? undefined : { mt: 1 }}
      >
        {presets.map((p) => (
          <Button
            key={p}
            size="small"
            variant={pressed(p) ? "contained" : "outlined"}
            aria-pressed={pressed(p)}
            onClick={() => {
              setCustomChosen(false);
              onChange(presetPeriod(p, today));
            }}
          >
            {translate(`${messages}.presets.${p}`)}
          </Button>
        ))}
        {custom && (
          <Button
            size="small"
            variant={showDays ? "contained" : "outlined"}
            aria-pressed={showDays}
            onClick={() => setCustomChosen(true)}
          >
            {translate(`${messages}.presets.custom`)}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
