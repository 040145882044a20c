import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextArea } from './text-area';

function Controlled({ error }: { error?: string }) {
  const [text, setText] = useState('');
  return (
    <TextArea
      label="Your answer"
      hint="The member reads it"
      error={error}
      value={text}
      onChange={(event) => setText(event.target.value)}
    />
  );
}

describe('TextArea', () => {
  it('is named by its label, described by its hint, and keeps lines', async () => {
    render(<Controlled />);
    const area = screen.getByRole('textbox', { name: 'Your answer' });
    expect(area).toHaveAccessibleDescription('The member reads it');
    await userEvent.type(area, 'First line{enter}second line');
    expect(area).toHaveValue('First line\nsecond line');
    expect(area).toHaveAttribute('rows', '4');
  });

  it('marks itself invalid and says why', () => {
    render(<Controlled error="Write at least 10 characters." />);
    const area = screen.getByRole('textbox', { name: 'Your answer' });
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('The member reads it Write at least 10 characters.');
  });
});
