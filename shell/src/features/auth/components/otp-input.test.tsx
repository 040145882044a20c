import { screen } from '@testing-library/react';
import { renderWithStore } from '@yoga/shared/testing';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { OtpInput } from './otp-input';

function Harness({
  onComplete,
  busy = false,
  initial = '',
}: {
  onComplete: (code: string) => void;
  busy?: boolean;
  initial?: string;
}) {
  const [value, setValue] = useState(initial);
  return <OtpInput value={value} onChange={setValue} onComplete={onComplete} busy={busy} />;
}

const typed = () =>
  boxes()
    .map((box) => (box as HTMLInputElement).value)
    .join('');

const boxes = () => screen.getAllByRole('textbox');

describe('OtpInput', () => {
  it('has six labelled boxes in a named group', () => {
    renderWithStore(<Harness onComplete={jest.fn()} />);
    expect(screen.getByRole('group', { name: '6-digit code' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(6);
    expect(screen.getByLabelText('Digit 6')).toBeInTheDocument();
  });

  it('moves on as digits are typed and submits on the sixth', async () => {
    const onComplete = jest.fn();
    renderWithStore(<Harness onComplete={onComplete} />);
    await userEvent.click(screen.getByLabelText('Digit 1'));
    await userEvent.keyboard('48');
    expect(screen.getByLabelText('Digit 3')).toHaveFocus();
    expect(onComplete).not.toHaveBeenCalled();
    await userEvent.keyboard('2917');
    expect(
      boxes()
        .map((box) => (box as HTMLInputElement).value)
        .join(''),
    ).toBe('482917');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('482917');
  });

  it('fills every box from a pasted code, ignoring spaces and letters', async () => {
    const onComplete = jest.fn();
    renderWithStore(<Harness onComplete={onComplete} />);
    await userEvent.click(screen.getByLabelText('Digit 1'));
    await userEvent.paste('Code: 123 456');
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('ignores letters and goes back on backspace', async () => {
    const onComplete = jest.fn();
    renderWithStore(<Harness onComplete={onComplete} />);
    await userEvent.click(screen.getByLabelText('Digit 1'));
    await userEvent.keyboard('1x2');
    expect(
      boxes()
        .map((box) => (box as HTMLInputElement).value)
        .join(''),
    ).toBe('12');
    await userEvent.keyboard('{Backspace}{Backspace}');
    expect(
      boxes()
        .map((box) => (box as HTMLInputElement).value)
        .join(''),
    ).toBe('');
    expect(screen.getByLabelText('Digit 1')).toHaveFocus();
  });

  it('corrects one digit typed over a filled box and keeps the ones after it', async () => {
    renderWithStore(<Harness onComplete={jest.fn()} initial="12945" />);
    await userEvent.click(screen.getByLabelText('Digit 3'));
    await userEvent.keyboard('3');
    expect(typed()).toBe('12345');
    expect(screen.getByLabelText('Digit 4')).toHaveFocus();
  });

  it('keeps focus but takes no typing while a code is being checked', async () => {
    renderWithStore(<Harness onComplete={jest.fn()} initial="12" busy />);
    const third = screen.getByLabelText('Digit 3');
    await userEvent.click(third);
    await userEvent.keyboard('4{Backspace}');
    expect(third).toHaveFocus();
    expect(third).toHaveAttribute('readonly');
    expect(typed()).toBe('12');
    expect(screen.getByRole('group', { name: '6-digit code' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('fills from the left when a later box is tapped first', async () => {
    renderWithStore(<Harness onComplete={jest.fn()} />);
    await userEvent.click(screen.getByLabelText('Digit 4'));
    await userEvent.keyboard('7');
    expect((screen.getByLabelText('Digit 1') as HTMLInputElement).value).toBe('7');
  });
});
