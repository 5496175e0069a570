import { Box } from "@mui/material";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";

export interface ChartSeries {
  /** The datum's field holding this series' value. */
  key: string;
  /** Its translated name (legend and tooltip). */
  name: string;
  color: string;
  /** Series sharing a stack id are drawn on top of each other. */
  stackId?: string;
}

export type ChartDatum = { label: string } & Record<string, number | string>;

const BAR = 18;
const LABEL_WIDTH = 140;

/**
 * The reports' bar chart (transport reports and analytics): a horizontal bar per category (the
 * table's rows, named on the left, so long facility names stay readable on a phone), one colour
 * per series, as wide as its panel. Labels are React text: a name typed into a facility is drawn, never run.
 */
export function ReportBarChart({
  label,
  data,
  series,
  format = String,
}: {
  /** The chart's accessible name. */
  label: string;
  data: readonly ChartDatum[];
  series: readonly ChartSeries[];
  /** How a value reads on the axis and in the tooltip. */
  format?: (value: number) => string;
}) {
  const stacks = new Set(series.map((s) => s.stackId ?? s.key)).size;
  const height = Math.max(140, data.length * (stacks * BAR + 14) + 70);
  return (
    <Box role="img" aria-label={label} sx={{ width: "100%", height, mb: 2 }}>
      <ResponsiveContainer
        width="100%"
        height="100%"
        initialDimension={{ width: 600, height }}
      >
        <BarChart
          data={data as ChartDatum[]}
          layout="vertical"
          margin={{ left: 4, right: 16, top: 4, bottom: 4 }}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis
            type="number"
            tickFormatter={(v: number) => format(v)}
            tick={{ fontSize: 12 }}
            allowDecimals={false}
          />
          <YAxis
            type="category"
            dataKey="label"
            width={LABEL_WIDTH}
            interval={0}
            tick={{ fontSize: 12 }}
          />
          <Tooltip formatter={(v) => format(Number(v))} />
          {series.length > 1 && <Legend itemSorter={null} />}
          {series.map((s) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.name}
              fill={s.color}
              stackId={s.stackId}
              barSize={BAR}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
