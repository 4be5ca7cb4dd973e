import { CALL_DISPOSITIONS } from '@leadline/contracts';
import { Box, Button, MenuItem, Paper, TextField } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../shared/list/filter-fields';
import { useAgents } from '../../shared/reference/use-reference-lists';
import { type CdrForm, EMPTY_CDR_FORM } from './cdr-queries';

/** Date range, agent, outcome, phone and lead id; Search applies them, Reset clears them. */
export function CdrFilterForm({ value, onSearch }: { value: CdrForm; onSearch(form: CdrForm): void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const agents = useAgents(null);
  const set = (field: keyof CdrForm) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [field]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  const field = { size: 'small' as const, sx: { minWidth: 160, flex: '1 1 160px' } };

  return (
    <Paper
      component="form"
      elevation={0}
      onSubmit={submit}
      sx={{ border: 1, borderColor: 'divider', p: 2, mb: 2 }}
      data-testid="cdr-filter"
    >
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Box sx={field.sx}>
          <DateInput
            label={t('CDRS.FILTER.DATE_FROM')}
            value={draft.dateFrom}
            onChange={(dateFrom) => setDraft({ ...draft, dateFrom })}
            testId="cdr-date-from"
          />
        </Box>
        <Box sx={field.sx}>
          <DateInput
            label={t('CDRS.FILTER.DATE_TO')}
            value={draft.dateTo}
            onChange={(dateTo) => setDraft({ ...draft, dateTo })}
            testId="cdr-date-to"
          />
        </Box>
        <TextField
          {...field}
          select
          label={t('CDRS.FILTER.AGENT')}
          value={draft.agentId}
          onChange={set('agentId')}
        >
          <MenuItem value="">{t('CDRS.FILTER.ALL')}</MenuItem>
          {(agents.data ?? []).map((agent) => (
            <MenuItem key={agent.id} value={String(agent.id)}>
              {agent.fullName} ({agent.userName})
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...field}
          select
          label={t('CDRS.FILTER.DISPOSITION')}
          value={draft.disposition}
          onChange={set('disposition')}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'cdr-disposition' } as object } }}
        >
          <MenuItem value="">{t('CDRS.FILTER.ALL')}</MenuItem>
          {CALL_DISPOSITIONS.map((disposition) => (
            <MenuItem key={disposition} value={disposition}>
              {t(`CDRS.DISPOSITION.${disposition}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...field}
          label={t('CDRS.FILTER.PHONE')}
          value={draft.phone}
          onChange={set('phone')}
          slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 32, 'data-testid': 'cdr-phone' } }}
        />
        <TextField
          {...field}
          label={t('CDRS.FILTER.LEAD_ID')}
          value={draft.leadId}
          onChange={(event) => setDraft({ ...draft, leadId: event.target.value.replace(/\D/g, '') })}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'cdr-lead-id' } }}
        />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button type="submit" variant="contained" data-testid="cdr-search">
            {t('CDRS.FILTER.SEARCH')}
          </Button>
          <Button
            onClick={() => {
              setDraft(EMPTY_CDR_FORM);
              onSearch(EMPTY_CDR_FORM);
            }}
            data-testid="cdr-reset"
          >
            {t('CDRS.FILTER.RESET')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
