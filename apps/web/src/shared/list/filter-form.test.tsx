import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderInApp } from '../../testing/render';
import { filterFields } from './filter-field';
import { DateRangeInputs } from './filter-fields';
import { type FilterFieldDeclaration, FilterForm, selectValue, storedChoice, withOrg } from './filter-form';
import { hasDateOrderError, NEWEST_FIRST, SEARCH_ORG_DAYS, sent } from './list-form';
import { useFilterDraft } from './use-filter-draft';

interface Form {
  search: string;
  orgId: number | null;
  campaignId: number[];
  reasonId: number[];
  due: 'all' | 'today' | 'overdue';
  dateFrom: string;
  dateTo: string;
}

const EMPTY: Form = {
  search: '',
  orgId: null,
  campaignId: [],
  reasonId: [],
  due: 'all',
  dateFrom: '',
  dateTo: '',
};

const field = filterFields<Form>();

/** A list's form as a feature declares it, recording what it hands the page. */
function Harness({
  initial = EMPTY,
  hq = false,
  searched,
  resets,
  withReason = true,
}: {
  initial?: Form;
  hq?: boolean;
  searched: Form[];
  resets: number[];
  withReason?: boolean;
}) {
  const filter = useFilterDraft(
    initial,
    EMPTY,
    (form) => searched.push(form),
    () => resets.push(1),
  );
  const dues = [
    { value: 'today', label: 'Today' },
    { value: 'overdue', label: 'Overdue' },
  ];
  const fields: (FilterFieldDeclaration<Form> | false)[] = [
    field.search('Search', 'Name or phone'),
    field.org('Org', 'All', ['campaignId']),
    field.multi('campaignId', 'Campaign', [{ value: 4, label: 'Tea' }], 'campaign'),
    withReason && field.multi('reasonId', 'Reason', [], 'reason'),
    field.select('due', 'Due', dues, 'due', { emptyLabel: 'All', allValue: 'all' }),
    field.dates('From', 'To'),
  ];
  return <FilterForm testId="test-filter" filter={filter} hq={hq} fields={fields} />;
}

describe('a filter form from declared fields', () => {
  it('draws the declared fields in order with the test ids the browser tests read, the org for HQ only', () => {
    const { unmount } = renderInApp(<Harness searched={[]} resets={[]} />);
    const form = screen.getByTestId('test-filter');
    expect(within(form).getByTestId('filter-search')).toBeTruthy();
    expect(within(form).getByTestId('filter-campaign')).toBeTruthy();
    expect(within(form).getByTestId('filter-reason')).toBeTruthy();
    expect(within(form).getByTestId('filter-dateFrom')).toBeTruthy();
    expect(within(form).queryByTestId('filter-org')).toBeNull();
    unmount();
    renderInApp(<Harness hq withReason={false} searched={[]} resets={[]} />);
    expect(screen.getByTestId('filter-org')).toBeTruthy();
    expect(screen.queryByTestId('filter-reason')).toBeNull();
  });

  it('hands the page the edited draft on Search, and an empty form with Reset', async () => {
    const user = userEvent.setup();
    const searched: Form[] = [];
    const resets: number[] = [];
    renderInApp(<Harness initial={{ ...EMPTY, campaignId: [4] }} searched={searched} resets={resets} />);
    await user.type(screen.getByTestId('filter-search'), 'Lan');
    await user.click(screen.getByTestId('test-filter-submit'));
    expect(searched).toEqual([{ ...EMPTY, campaignId: [4], search: 'Lan' }]);
    await user.click(screen.getByTestId('test-filter-reset'));
    expect(resets).toEqual([1]);
    expect((screen.getByTestId('filter-search') as HTMLInputElement).value).toBe('');
  });

  it('does not search a backwards date range, and says why', async () => {
    const user = userEvent.setup();
    const searched: Form[] = [];
    renderInApp(
      <Harness
        initial={{ ...EMPTY, dateFrom: '2026-11-20', dateTo: '2026-11-02' }}
        searched={searched}
        resets={[]}
      />,
    );
    const submit = screen.getByTestId('test-filter-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(screen.getByText('Must not be before the start date')).toBeTruthy();
    await user.type(screen.getByTestId('filter-search'), '{Enter}');
    expect(searched).toEqual([]);
  });
});

describe('the declared fields’ values', () => {
  it('empties the fields that belong to the old org when the org changes', () => {
    const draft = { ...EMPTY, orgId: 2, campaignId: [4], reasonId: [1] };
    expect(withOrg(draft, 3, ['campaignId'])).toEqual({ ...draft, orgId: 3, campaignId: [] });
    expect(withOrg(draft, '')).toEqual({ ...draft, orgId: null });
  });

  it('reads the search, the org and the days most forms keep, each falling back on its own', () => {
    const schema = z.object({ ...SEARCH_ORG_DAYS, ...NEWEST_FIRST });
    expect(schema.parse({ search: 'Lan', orgId: 'x', dateFrom: '2026-11-02', sortBy: 'name' })).toEqual({
      search: 'Lan',
      orgId: null,
      dateFrom: '2026-11-02',
      dateTo: '',
      sortBy: 'createdAt',
      sortDirection: 'desc',
    });
  });

  it('sends the search and the days when filled, and the org for HQ only', () => {
    const form = { search: ' Lan ', orgId: 3, dateFrom: '2026-11-02', dateTo: '' };
    expect(sent.searchOrgDays(form, { hq: true })).toEqual({
      search: 'Lan',
      dateFrom: '2026-11-02',
      dateTo: undefined,
      orgId: 3,
    });
    expect(sent.searchOrgDays({ ...form, search: '  ' }, { hq: false })).toEqual({
      search: undefined,
      dateFrom: '2026-11-02',
      dateTo: undefined,
      orgId: undefined,
    });
  });

  it('never holds back a form without dates', () => {
    expect(hasDateOrderError({ search: 'x' })).toBe(false);
  });

  it('shows a stored “all” as no choice and stores no choice as “all”', () => {
    expect(selectValue('all', 'all')).toBe('');
    expect(selectValue('today', 'all')).toBe('today');
    expect(storedChoice('', 'all')).toBe('all');
    expect(storedChoice('', '')).toBe('');
    expect(storedChoice(3)).toBe(3);
  });
});

describe('the one-call field declarations', () => {
  it('declare what the written-out declarations say', () => {
    const options = [{ value: 4, label: 'Tea' }];
    expect(field.search('Search', 'Name')).toEqual({ kind: 'search', label: 'Search', placeholder: 'Name' });
    expect(field.org('Org', 'All', ['campaignId'])).toEqual({
      kind: 'org',
      label: 'Org',
      emptyLabel: 'All',
      clears: ['campaignId'],
    });
    expect(field.multi('reasonId', 'Reason', options, 'reason')).toEqual({
      kind: 'multi',
      key: 'reasonId',
      label: 'Reason',
      options,
      testId: 'reason',
    });
    expect(field.select('due', 'Due', [], 'due')).toEqual({
      kind: 'select',
      key: 'due',
      label: 'Due',
      options: [],
      testId: 'due',
    });
    expect(field.text('search', 'Text', 'text')).toEqual({
      kind: 'text',
      key: 'search',
      label: 'Text',
      testId: 'text',
    });
    expect(field.dates('From', 'To')).toEqual({ kind: 'dates', from: 'From', to: 'To' });
  });
});

describe('a date range', () => {
  it('draws both days under the screen’s test ids and says the error under the last day', () => {
    renderInApp(
      <DateRangeInputs
        from="First day"
        to="Last day"
        value={{ dateFrom: '2026-11-20', dateTo: '2026-11-02' }}
        onChange={() => undefined}
        testIds={{ dateFrom: 'report-from', dateTo: 'report-to' }}
        error="Backwards"
      />,
    );
    const day = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
    expect(day('report-from').value).toBe('20/11/2026');
    expect(day('report-to').value).toBe('02/11/2026');
    const lastDay = day('report-to').closest('.MuiFormControl-root') as HTMLElement;
    const firstDay = day('report-from').closest('.MuiFormControl-root') as HTMLElement;
    expect(within(lastDay).getByText('Backwards')).toBeTruthy();
    expect(within(firstDay).queryByText('Backwards')).toBeNull();
  });
});
