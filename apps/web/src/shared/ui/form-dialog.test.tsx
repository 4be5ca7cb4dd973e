import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormDialog } from './form-dialog';

function Form({ busy, calls }: { busy: boolean; calls: string[] }) {
  return (
    <FormDialog
      open
      onClose={() => calls.push('close')}
      busy={busy}
      testId="thing-form"
      maxWidth="sm"
      title="New thing"
      cancelLabel="Cancel"
      saveLabel="Save"
      saveTestId="thing-save"
      onSave={() => calls.push('save')}
    >
      <input aria-label="Name" />
    </FormDialog>
  );
}

describe('a form dialog', () => {
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
