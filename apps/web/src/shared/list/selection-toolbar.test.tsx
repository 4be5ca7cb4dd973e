import { Button } from '@mui/material';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SelectionToolbar } from './selection-toolbar';

function Toolbar({ count, cleared }: { count: number; cleared: number[] }) {
  return (
    <SelectionToolbar
      testId="picks"
      count={count}
      selectedText={`${count} picked`}
      hint="Pick rows to act on them"
      clearLabel="Clear"
      onClear={() => cleared.push(count)}
    >
      <Button disabled={count === 0}>Resend</Button>
    </SelectionToolbar>
  );
}

describe('the selection toolbar', () => {
  it('gives a hint and no clear while nothing is picked', () => {
    render(<Toolbar count={0} cleared={[]} />);
    expect(screen.getByTestId('picks').textContent).toContain('Pick rows to act on them');
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Resend' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says how many are picked and clears them', async () => {
    const cleared: number[] = [];
    render(<Toolbar count={3} cleared={cleared} />);
    expect(screen.getByTestId('picks').textContent).toContain('3 picked');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear' }));
    expect(cleared).toEqual([3]);
  });
});
