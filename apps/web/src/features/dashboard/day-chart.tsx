import { Box } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';

export interface DaySeries {
  label: string;
  data: number[];
  /** Series sharing a stack are drawn on top of each other. */
  stack?: string;
}

/**
 * Figures by day as bars (MUI X Charts, loaded with the dashboard only: role-panels.tsx imports
 * this file lazily). The chart takes its container's width.
 */
export default function DayChart({
  days,
  series,
  format,
  axisFormat,
  onBarClick,
  testId,
}: {
  /** A bar clicked: its day's index and its series' index (the figure's list of that day). */
  onBarClick?: (dayIndex: number, seriesIndex: number) => void;
  days: string[];
  series: DaySeries[];
  /** A value in the tooltip; `axisFormat` the shorter one on the axis. */
  format?: (value: number | null) => string;
  axisFormat?: (value: number) => string;
  testId: string;
}) {
  return (
    <Box data-testid={testId} sx={{ width: '100%', minWidth: 0 }}>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: days }]}
        yAxis={[
          { width: 56, ...(axisFormat ? { valueFormatter: (value: number) => axisFormat(value) } : {}) },
        ]}
        series={series.map((entry, index) => ({
          id: `s${index}`,
          label: entry.label,
          data: entry.data,
          ...(entry.stack ? { stack: entry.stack } : {}),
          ...(format ? { valueFormatter: (value: number | null) => format(value) } : {}),
        }))}
        margin={{ left: 8, right: 8 }}
        {...(onBarClick
          ? {
              onItemClick: (_event: unknown, item: { seriesId: string | number; dataIndex?: number }) => {
                const seriesIndex = Number(String(item.seriesId).slice(1));
                if (item.dataIndex !== undefined && Number.isInteger(seriesIndex))
                  onBarClick(item.dataIndex, seriesIndex);
              },
            }
          : {})}
      />
    </Box>
  );
}
