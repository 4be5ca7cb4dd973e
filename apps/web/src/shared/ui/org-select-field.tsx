import { MenuItem, type SxProps, TextField, type Theme } from '@mui/material';
import { useOrgOptions } from '../list/use-filter-options';

/**
 * The org of a new item, chosen by HQ in a form dialog: its error under it once the form was
 * saved, and chosen once (an item's org does not change when it is edited).
 */
export function OrgSelectField({
  label,
  value,
  onChange,
  error,
  disabled,
  testId,
  sx,
}: {
  label: string;
  value: number | '';
  onChange: (orgId: number) => void;
  error: string | undefined;
  disabled?: boolean;
  testId?: string;
  sx?: SxProps<Theme>;
}) {
  const orgs = useOrgOptions();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(Number(event.target.value))}
      error={Boolean(error)}
      helperText={error ?? ' '}
      sx={sx}
      data-testid={testId}
    >
      {orgs.map((org) => (
        <MenuItem key={org.value} value={org.value}>
          {org.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
