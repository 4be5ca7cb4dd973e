import { Checkbox, FormControlLabel, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput, FilterPanel, MultiSelectField, SearchInput, SelectField } from './filter-fields';
import type { OrderAccess } from './order-access';
import { DATE_FIELDS, type DateField, hasDateOrderError, type OrderListForm } from './order-filters';
import {
  useAgentOptions,
  useCampaignOptions,
  useLeadStatusOptions,
  useOrgOptions,
} from './use-filter-options';

/**
 * The order list's filter form. It edits a draft; Search hands the draft to the page (which
 * stores it and loads the list), Reset clears both.
 */
export function OrderListFilterForm({
  initial,
  empty,
  access,
  onSearch,
  onReset,
}: {
  initial: OrderListForm;
  empty: OrderListForm;
  access: OrderAccess;
  onSearch: (form: OrderListForm) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const set = <K extends keyof OrderListForm>(key: K, value: OrderListForm[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const leadStatuses = useLeadStatusOptions();
  const campaigns = useCampaignOptions(access.hq, draft.orgId);
  const agents = useAgentOptions(access.hq, draft.orgId, !access.agentOnly);
  const orgs = useOrgOptions();
  const dateFieldLabels: Record<DateField, string> = {
    createdAt: t('ORDERS.DATE_FIELD.CREATED_AT'),
    assignedAt: t('ORDERS.DATE_FIELD.ASSIGNED_AT'),
    lastCallAt: t('ORDERS.DATE_FIELD.LAST_CALL_AT'),
    nextCallbackAt: t('ORDERS.DATE_FIELD.NEXT_CALLBACK_AT'),
  };
  const dateOrderError = hasDateOrderError(draft);

  /** Another org: its agents and campaigns differ, so the choices of the old one go. */
  const changeOrg = (orgId: number | '') =>
    setDraft((current) => ({ ...current, orgId: orgId === '' ? null : orgId, agentId: [], campaignId: [] }));

  return (
    <FilterPanel
      testId="order-list-filter"
      onSubmit={() => onSearch(draft)}
      onReset={() => {
        setDraft(empty);
        onReset();
      }}
      submitDisabled={dateOrderError}
      extra={
        <Tooltip title={t('ORDERS.FILTER.AUTO_OPEN_HINT')} placement="top-start">
          <FormControlLabel
            control={
              <Checkbox
                size="small"
                checked={draft.autoOpen}
                onChange={(event) => set('autoOpen', event.target.checked)}
                slotProps={{ input: { 'data-testid': 'filter-autoOpen' } as object }}
              />
            }
            label={<Typography variant="body2">{t('ORDERS.FILTER.AUTO_OPEN')}</Typography>}
          />
        </Tooltip>
      }
    >
      <SearchInput
        label={t('ORDERS.FILTER.SEARCH')}
        placeholder={t('ORDERS.FILTER.SEARCH_LEADS_HINT')}
        value={draft.search}
        onChange={(value) => set('search', value)}
        testId="filter-search"
        wide
      />
      {access.hq ? (
        <SelectField
          label={t('ORDERS.FILTER.ORG')}
          value={draft.orgId ?? ''}
          options={orgs}
          onChange={changeOrg}
          emptyLabel={t('ORDERS.FILTER.ALL_ORGS')}
          testId="filter-org"
        />
      ) : null}
      <MultiSelectField
        label={t('ORDERS.FILTER.LEAD_STATUS')}
        options={leadStatuses}
        value={draft.leadStatus}
        onChange={(value) => set('leadStatus', value)}
        testId="filter-leadStatus"
      />
      <MultiSelectField
        label={t('ORDERS.FILTER.CAMPAIGN')}
        options={campaigns}
        value={draft.campaignId}
        onChange={(value) => set('campaignId', value)}
        testId="filter-campaign"
      />
      {access.agentOnly ? null : (
        <MultiSelectField
          label={t('ORDERS.FILTER.AGENT')}
          options={agents}
          value={draft.agentId}
          onChange={(value) => set('agentId', value)}
          testId="filter-agent"
        />
      )}
      <SelectField
        label={t('ORDERS.FILTER.DATE_FIELD')}
        value={draft.dateField}
        options={DATE_FIELDS.map((field) => ({ value: field, label: dateFieldLabels[field] }))}
        onChange={(value) => set('dateField', value === '' ? 'createdAt' : value)}
        testId="filter-dateField"
      />
      <DateInput
        label={t('ORDERS.FILTER.DATE_FROM')}
        value={draft.dateFrom}
        onChange={(value) => set('dateFrom', value)}
        testId="filter-dateFrom"
      />
      <DateInput
        label={t('ORDERS.FILTER.DATE_TO')}
        value={draft.dateTo}
        onChange={(value) => set('dateTo', value)}
        testId="filter-dateTo"
        error={dateOrderError ? t('ORDERS.FILTER.DATE_ORDER') : undefined}
      />
    </FilterPanel>
  );
}
