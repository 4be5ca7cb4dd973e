import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LabelledValue } from './labelled-value';

describe('a labelled value', () => {
  it('shows the value under its label, and a dash for none but not for 0', () => {
    render(
      <>
        <LabelledValue label="Amount" testId="amount">
          {0}
        </LabelledValue>
        <LabelledValue label="Memo" testId="memo">
          {''}
        </LabelledValue>
        <LabelledValue label="Order" testId="order">
          {null}
        </LabelledValue>
      </>,
    );
    expect(screen.getByText('Amount')).toBeTruthy();
    expect(screen.getByTestId('amount').textContent).toBe('0');
    expect(screen.getByTestId('memo').textContent).toBe('—');
    expect(screen.getByTestId('order').textContent).toBe('—');
  });
});
