import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ActionDialog } from './action-dialog';

function Form({ busy, calls }: { busy: boolean; calls: string[] }) {
  return (
    <ActionDialog
      open
      onClose={() => calls.push('close')}
      busy={busy}
      testId="thing-form"
      title="New thing"
      cancel={{ label: 'Cancel' }}
      confirm={{ label: 'Save', onClick: () => calls.push('save'), testId: 'thing-save' }}
    >
      <input aria-label="Name" />
    </ActionDialog>
  );
}

describe('a form on an action dialog', () => {
  it('shows its title and fields, and saves or cancels', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    render(<Form busy={false} calls={calls} />);
    expect(screen.getByRole('dialog').textContent).toContain('New thing');
    expect(screen.getByLabelText('Name')).toBeTruthy();
    await user.click(screen.getByTestId('thing-save'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual(['save', 'close']);
  });

  it('waits while the save runs: neither button nor Escape acts', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    render(<Form busy calls={calls} />);
    expect((screen.getByTestId('thing-save') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
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
