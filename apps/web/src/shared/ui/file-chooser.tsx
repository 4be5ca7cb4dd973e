import { XLSX_CONTENT_TYPE } from '@leadline/contracts';
import { Download, UploadFile } from '@mui/icons-material';
import { Button, Stack, Typography } from '@mui/material';
import { type ReactNode, useRef } from 'react';

const XLSX_ACCEPT = `.xlsx,${XLSX_CONTENT_TYPE}`;

/**
 * The file row of an import dialog: choose an .xlsx, its name (or what stands for none), and the
 * template to start from. The input is emptied after each choice, so choosing the same file again
 * after a refusal is seen.
 */
export function FileChooser({
  chooseLabel,
  fileName,
  onFile,
  disabled,
  inputTestId,
  chooseTestId,
  template,
}: {
  chooseLabel: string;
  fileName: ReactNode;
  onFile: (file: File | null) => void;
  disabled: boolean;
  inputTestId: string;
  chooseTestId?: string;
  template: { label: string; onClick: () => void; testId?: string };
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Button
        variant="outlined"
        startIcon={<UploadFile />}
        onClick={() => input.current?.click()}
        disabled={disabled}
        data-testid={chooseTestId}
      >
        {chooseLabel}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 120 }} noWrap>
        {fileName}
      </Typography>
      <Button startIcon={<Download />} onClick={template.onClick} data-testid={template.testId}>
        {template.label}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept={XLSX_ACCEPT}
        data-testid={inputTestId}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          event.target.value = '';
          onFile(chosen);
        }}
      />
    </Stack>
  );
}
