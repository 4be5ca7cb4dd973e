import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../testing/render';
import { type FilterFieldDeclaration, FilterForm, selectValue, storedChoice, withOrg } from './filter-form';
import { hasDateOrderError } from './list-form';
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
  const fields: (FilterFieldDeclaration<Form> | false)[] = [
    { kind: 'search', label: 'Search', placeholder: 'Name or phone' },
    { kind: 'org', label: 'Org', emptyLabel: 'All', clears: ['campaignId'] },
    {
      kind: 'multi',
      key: 'campaignId',
      label: 'Campaign',
      options: [{ value: 4, label: 'Tea' }],
      testId: 'campaign',
    },
    withReason && { kind: 'multi', key: 'reasonId', label: 'Reason', options: [], testId: 'reason' },
    {
      kind: 'select',
      key: 'due',
      label: 'Due',
      options: [
        { value: 'today', label: 'Today' },
        { value: 'overdue', label: 'Overdue' },
      ],
      emptyLabel: 'All',
      allValue: 'all',
      testId: 'due',
    },
    { kind: 'dates', from: 'From', to: 'To' },
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
