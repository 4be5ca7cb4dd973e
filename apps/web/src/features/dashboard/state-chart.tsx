import { Box } from '@mui/material';
import { PieChart } from '@mui/x-charts/PieChart';

/** The team's agents by state (a donut; loaded lazily with the dashboard). */
export default function StateChart({
  slices,
  testId,
}: {
  slices: { id: string; label: string; value: number; color: string }[];
  testId: string;
}) {
  return (
    <Box data-testid={testId} sx={{ width: '100%', minWidth: 0 }}>
      <PieChart height={220} series={[{ data: slices, innerRadius: 50, paddingAngle: 1 }]} />
    </Box>
  );
}
