import { Box, Button, Stack } from "@mui/material";
import { useTranslate } from "react-admin";
import { DateInputField } from "../../src/widgets/DateInputField";
import type { PeriodDraft, Preset } from "./reportsModel";
import { K, PRESETS, presetPeriod } from "./reportsModel";

/** From and To (calendar days) and the presets that fill both. */
export function PeriodPicker({
  value,
  today,
  onChange,
  error,
}: {
  value: PeriodDraft;
  today: string;
  onChange(next: PeriodDraft): void;
  /** What is wrong with the period, translated; shown under To. */
  error: string | null;
}) {
  const translate = useTranslate();
  const chosen = PRESETS.find((p) => {
    const days = presetPeriod(p, today);
    return days.fromDate === value.fromDate && days.toDate === value.toDate;
  });
  return (
    <Box
      role="group"
      aria-label={translate(`${K}.period.label`)}
      sx={{ mb: 2 }}
    >
      <Stack direction={{ xs: "column", sm: "row" }} spacing={{ sm: 2 }}>
        <DateInputField
          label={`${K}.period.from`}
          name="fromDate"
          value={value.fromDate}
          onChange={(fromDate) => onChange({ ...value, fromDate })}
        />
        <DateInputField
          label={`${K}.period.to`}
          name="toDate"
          value={value.toDate}
          onChange={(toDate) => onChange({ ...value, toDate })}
          error={!!error}
          helperText={error ?? undefined}
        />
      </Stack>
      <Stack
        direction="row"
        flexWrap="wrap"
        useFlexGap
        spacing={1}
        sx={{ mt: 1 }}
      >
        {PRESETS.map((p: Preset) => (
          <Button
            key={p}
            size="small"
            variant={chosen === p ? "contained" : "outlined"}
            aria-pressed={chosen === p}
            onClick={() => onChange(presetPeriod(p, today))}
          >
            {translate(`${K}.period.presets.${p}`)}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}
