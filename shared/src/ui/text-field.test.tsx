import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './select';
import { TextField } from './text-field';
import { renderKit } from './testing/render-kit';

describe('TextField', () => {
  it('is named by its label, described by its hint and passes input props through', async () => {
    const ref = { current: null as HTMLInputElement | null };
    renderKit(
      <TextField
        ref={ref}
        label="Mobile number"
        hint="We send a code by SMS"
        inputMode="numeric"
        autoComplete="tel-national"
        name="phone"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAccessibleDescription('We send a code by SMS');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
    expect(input).not.toHaveAttribute('aria-invalid');

    await userEvent.type(input, '98765');
    expect(input).toHaveValue('98765');
  });

  it('announces an error, links it and marks the input invalid', () => {
    const { rerender } = renderKit(<TextField label="Name" aria-describedby="outside" />);
    rerender(<TextField label="Name" hint="As on your certificate" error="Enter your name" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your name');
    expect(input).toHaveAccessibleDescription('As on your certificate Enter your name');
  });
});

describe('Select', () => {
  it('is a labelled combobox with an announced error', async () => {
    const onChange = jest.fn();
    renderKit(
      <Select label="State" hint="Where you live" error="Choose your state" onChange={onChange}>
        <option value="">Choose…</option>
        <option value="MH">Maharashtra</option>
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Where you live Choose your state');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose your state');

    await userEvent.selectOptions(select, 'MH');
    expect(select).toHaveValue('MH');
    expect(onChange).toHaveBeenCalled();
  });
});
