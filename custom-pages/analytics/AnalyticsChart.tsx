import { Box, useTheme } from "@mui/material";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";

export interface SeriesSpec {
  key: string;
  /** Its translated name (legend and tooltip). */
  name: string;
}

type Datum = { label: string } & Record<string, number | string>;

const HEIGHT = 240;

/**
 * A chart over an ordered x (days, or a report's rows): a line per series, or columns. Recharts is
 * imported only by the analytics pages and src/widgets/reports, all lazy route chunks. Labels are
 * React text: a name typed into a record is drawn, never run.
 */
export function AnalyticsChart({
  label,
  kind,
  data,
  series,
  format = String,
}: {
  /** The chart's accessible name. */
  label: string;
  kind: "line" | "bar";
  data: readonly Datum[];
  series: readonly SeriesSpec[];
  format?: (value: number) => string;
}) {
  const theme = useTheme();
  const colors = [
    theme.palette.primary.main,
    theme.palette.success.main,
    theme.palette.warning.main,
    theme.palette.error.main,
  ];
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="label" tick={{ fontSize: 11 }} minTickGap={8} />
      <YAxis
        tickFormatter={(v: number) => format(v)}
        tick={{ fontSize: 11 }}
        width={56}
        allowDecimals={false}
      />
      <Tooltip formatter={(v) => format(Number(v))} />
      {series.length > 1 && <Legend />}
    </>
  );
  const rows = data as Datum[];
  return (
    <Box
      role="img"
      aria-label={label}
      sx={{ width: "100%", height: HEIGHT, mb: 2 }}
    >
      <ResponsiveContainer
        width="100%"
        height="100%"
        initialDimension={{ width: 600, height: HEIGHT }}
      >
        {kind === "line" ? (
          <LineChart data={rows} margin={{ left: 0, right: 12, top: 8 }}>
            {axes}
            {series.map((s, i) => (
              <Line
                key={s.key}
                dataKey={s.key}
                name={s.name}
                stroke={colors[i % colors.length]}
                dot={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        ) : (
          <BarChart data={rows} margin={{ left: 0, right: 12, top: 8 }}>
            {axes}
            {series.map((s, i) => (
              <Bar
                key={s.key}
                dataKey={s.key}
                name={s.name}
                fill={colors[i % colors.length]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        )}
      </ResponsiveContainer>
    </Box>
  );
}
