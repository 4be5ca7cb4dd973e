import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FileChooser } from './file-chooser';

function Chooser({ calls, disabled = false }: { calls: string[]; disabled?: boolean }) {
  return (
    <FileChooser
      chooseLabel="Choose file"
      fileName="No file"
      onFile={(file) => calls.push(`file:${file?.name ?? 'none'}`)}
      disabled={disabled}
      inputTestId="thing-file"
      chooseTestId="thing-choose"
      template={{ label: 'Template', onClick: () => calls.push('template'), testId: 'thing-template' }}
    />
  );
}

describe('a file chooser', () => {
  it('hands over the chosen file and empties the input, so the same file may be chosen again', async () => {
    const calls: string[] = [];
    render(<Chooser calls={calls} />);
    const input = screen.getByTestId('thing-file') as HTMLInputElement;
    const file = new File(['x'], 'rows.xlsx');
    fireEvent.change(input, { target: { files: [file] } });
    expect(calls).toEqual(['file:rows.xlsx']);
    expect(input.value).toBe('');
    expect(screen.getByText('No file')).toBeTruthy();
  });

  it('offers the template, and the choose button waits while disabled', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    render(<Chooser calls={calls} disabled />);
    expect((screen.getByTestId('thing-choose') as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByTestId('thing-template'));
    expect(calls).toEqual(['template']);
  });
});
