import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ActionDialog } from './action-dialog';
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
    await user.type(screen.getByTestId('thing-reason'), ' ab ');
    await user.click(screen.getByTestId('thing-remove'));
    expect(calls).toEqual([]);
    expect(screen.getByText('Type a reason')).toBeTruthy();
    await user.type(screen.getByTestId('thing-reason'), 'c');
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

describe('an action dialog', () => {
  it('puts other actions before a lone Close, which keeps the primary colour', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    render(
      <ActionDialog
        open
        onClose={() => calls.push('close')}
        title="Detail"
        extraActions={<button type="button">Other</button>}
        cancel={{ label: 'Close', testId: 'detail-close' }}
      >
        Body
      </ActionDialog>,
    );
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons).toEqual(['Other', 'Close']);
    expect(screen.getByTestId('detail-close').className).toContain('colorPrimary');
    await user.click(screen.getByTestId('detail-close'));
    await user.keyboard('{Escape}');
    expect(calls).toEqual(['close', 'close']);
  });

  it('without onClose only its buttons end it', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    render(
      <ActionDialog open title="Forced" confirm={{ label: 'Done', onClick: () => calls.push('done') }}>
        Body
      </ActionDialog>,
    );
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(calls).toEqual(['done']);
  });
});
