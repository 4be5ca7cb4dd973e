import { Box } from '@mui/material';
import { stateColor } from './agent-state-colors';

export function StateDot({ code, size = 10 }: { code: number; size?: number }) {
  return (
    <Box
      component="span"
      data-state-code={code}
      sx={{
        display: 'inline-block',
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: stateColor(code),
        boxShadow: (theme) => `0 0 0 2px ${theme.palette.background.paper}`,
        flexShrink: 0,
      }}
    />
  );
}
