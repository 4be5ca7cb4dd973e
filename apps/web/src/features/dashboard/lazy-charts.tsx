import { Skeleton } from '@mui/material';
import { type ComponentProps, lazy, Suspense } from 'react';

// The chart library loads with the first chart drawn, never with the login page or the shell.
const DayChartModule = lazy(() => import('./day-chart'));
const StateChartModule = lazy(() => import('./state-chart'));

export function DayChart(props: ComponentProps<typeof DayChartModule>) {
  return (
    <Suspense fallback={<Skeleton variant="rectangular" height={280} />}>
      <DayChartModule {...props} />
    </Suspense>
  );
}

export function StateChart(props: ComponentProps<typeof StateChartModule>) {
  return (
    <Suspense fallback={<Skeleton variant="rectangular" height={220} />}>
      <StateChartModule {...props} />
    </Suspense>
  );
}
