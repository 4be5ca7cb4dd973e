import { Backspace } from '@mui/icons-material';
import { Box, Button, IconButton, InputAdornment, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'] as const;

/** The number being typed, with the twelve keys of a phone. */
export function DialPad({
  value,
  onChange,
  onSubmit,
  disabled,
}: {
  value: string;
  onChange(value: string): void;
  onSubmit(): void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <TextField
        fullWidth
        size="small"
        label={t('TELEPHONY.PHONE.NUMBER')}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value.replace(/[^\d+*#\s]/g, ''))}
        slotProps={{
          htmlInput: { inputMode: 'tel', maxLength: 33, 'data-testid': 'phone-input' },
          input: {
            endAdornment: value ? (
              <InputAdornment position="end">
                <IconButton
                  size="small"
                  aria-label={t('TELEPHONY.PHONE.BACKSPACE')}
                  onClick={() => onChange(value.slice(0, -1))}
                  disabled={disabled}
                >
                  <Backspace fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, mt: 1.5 }}>
        {KEYS.map((key) => (
          <Button
            key={key}
            variant="outlined"
            disabled={disabled}
            onClick={() => onChange(`${value}${key}`)}
            sx={{ fontSize: 18, py: 0.75 }}
            data-testid={`phone-key-${key}`}
          >
            {key}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
