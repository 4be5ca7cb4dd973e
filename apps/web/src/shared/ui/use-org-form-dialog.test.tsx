import { HQ_ORG_ID } from '@leadline/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderInApp } from '../../testing/render';
import { useOrgFormDialog } from './use-org-form-dialog';

const schema = z.object({ orgId: z.number().optional(), name: z.string().min(1, 'NAME_NEEDED') });

function ThingForm({ userOrgId, calls }: { userOrgId: number; calls: string[] }) {
  const { draft, set, hq, chosenOrgId, orgKnown, error, save } = useOrgFormDialog({
    open: true,
    userOrgId,
    initial: () => ({ orgId: userOrgId === HQ_ORG_ID ? ('' as const) : userOrgId, name: '' }),
    deps: [userOrgId],
    parse: (current) =>
      schema.safeParse({ ...current, orgId: current.orgId === '' ? undefined : current.orgId }),
    orgRequiredKey: 'ORG_NEEDED',
    onClose: () => calls.push('close'),
  });
  return (
    <div>
      <span data-testid="scope">{`${hq} ${chosenOrgId ?? 'none'} ${orgKnown}`}</span>
      <button type="button" onClick={() => set('orgId', 1)}>
        Org 1
      </button>
      <input aria-label="Name" value={draft.name} onChange={(event) => set('name', event.target.value)} />
      <span data-testid="errors">{[error('orgId'), error('name')].filter(Boolean).join(',')}</span>
      <button
        type="button"
        onClick={() =>
          save((body, onSuccess) => {
            calls.push(`send:${body.orgId ?? '-'}:${body.name}`);
            onSuccess();
          })
        }
      >
        Save
      </button>
    </div>
  );
}

describe('an org form dialog', () => {
  it('asks HQ for the org, shows the messages after Save only, then sends, says Succeed! and closes', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    renderInApp(<ThingForm userOrgId={HQ_ORG_ID} calls={calls} />);
    expect(screen.getByTestId('scope').textContent).toBe('true none false');
    expect(screen.getByTestId('errors').textContent).toBe('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByTestId('errors').textContent).toBe('ORG_NEEDED,NAME_NEEDED');
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Org 1' }));
    await user.click(screen.getByLabelText('Name'));
    await user.paste('Spring');
    expect(screen.getByTestId('scope').textContent).toBe('true 1 true');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(calls).toEqual(['send:1:Spring', 'close']);
    await screen.findByText('Succeed!');
  });

  it('an org of its own needs no choice', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    renderInApp(<ThingForm userOrgId={1} calls={calls} />);
    expect(screen.getByTestId('scope').textContent).toBe('false none true');
    await user.click(screen.getByLabelText('Name'));
    await user.paste('A');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(calls).toEqual(['send:1:A', 'close']);
  });
});
