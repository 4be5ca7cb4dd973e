import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog, type ReasonSpec } from './confirm-dialog';

const REASON: ReasonSpec = {
  label: 'Reason',
  minLength: 3,
  maxLength: 50,
  minRows: 2,
  errorText: 'Type a reason',
  testId: 'thing-reason',
};

function Confirm({ calls, busy = false, reason }: { calls: string[]; busy?: boolean; reason?: ReasonSpec }) {
  return (
    <ConfirmDialog
      open
      onClose={() => calls.push('close')}
      busy={busy}
      testId="thing-confirm"
      title="Remove thing"
      text="The thing goes."
      reason={reason}
      cancel={{ label: 'Keep' }}
      confirm={{ label: 'Remove', testId: 'thing-remove' }}
      onConfirm={(typed) => calls.push(`confirm:${typed}`)}
    />
  );
}

describe('a confirm dialog', () => {
  it('says what follows, and confirms or keeps', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    render(<Confirm calls={calls} />);
    expect(screen.getByRole('dialog').textContent).toContain('The thing goes.');
    await user.click(screen.getByTestId('thing-remove'));
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(calls).toEqual(['confirm:', 'close']);
  });

  it('sends nothing until the reason is long enough, then sends it trimmed', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    render(<Confirm calls={calls} reason={REASON} />);
    expect(screen.queryByText('Type a reason')).toBeNull();
    await user.click(screen.getByTestId('thing-reason'));
    await user.paste(' ab ');
    await user.click(screen.getByTestId('thing-remove'));
    expect(calls).toEqual([]);
    expect(screen.getByText('Type a reason')).toBeTruthy();
    await user.click(screen.getByTestId('thing-reason'));
    await user.paste('c');
    await user.click(screen.getByTestId('thing-remove'));
    expect(calls).toEqual(['confirm:ab c']);
  });

  it('waits while busy: the buttons, the reason and Escape', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    render(<Confirm calls={calls} busy reason={REASON} />);
    expect((screen.getByTestId('thing-remove') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Keep' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('thing-reason') as HTMLTextAreaElement).disabled).toBe(true);
    await user.keyboard('{Escape}');
    expect(calls).toEqual([]);
  });
});
