import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chipColumn } from './columns';

interface Row {
  id: number;
  active: boolean;
}

const column = chipColumn<Row, 'id'>('status', 'Status', (row) => ({
  label: row.active ? 'Active' : 'Inactive',
  on: row.active,
  testId: `status-${row.id}`,
}));

describe('a chip column', () => {
  it('fills an active state in the success colour and outlines the others', () => {
    render(
      <>
        {column.render({ id: 1, active: true })}
        {column.render({ id: 2, active: false })}
      </>,
    );
    const active = screen.getByTestId('status-1');
    const inactive = screen.getByTestId('status-2');
    expect(column).toMatchObject({ id: 'status', label: 'Status' });
    expect(active.textContent).toBe('Active');
    expect(active.className).toContain('MuiChip-filled');
    expect(active.className).toContain('MuiChip-colorSuccess');
    expect(inactive.className).toContain('MuiChip-outlined');
    expect(inactive.className).toContain('MuiChip-colorDefault');
  });

  it('keeps the colour a state names', () => {
    const action = chipColumn<Row, 'id'>('action', 'Action', () => ({
      label: 'Sent',
      color: 'warning',
      testId: 'a',
    }));
    render(action.render({ id: 3, active: false }));
    expect(screen.getByTestId('a').className).toContain('MuiChip-colorWarning');
  });
});
