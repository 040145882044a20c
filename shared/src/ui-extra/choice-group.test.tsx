import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ChoiceGroup } from './choice-group';

function Sizes({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState<'story' | 'square'>('story');
  return (
    <ChoiceGroup
      legend="Size"
      name="size"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      options={[
        { value: 'story', label: 'Status or story' },
        { value: 'square', label: 'Square post' },
      ]}
    />
  );
}

describe('ChoiceGroup', () => {
  it('is a named group of radio buttons, one checked, moved through with the arrow keys', async () => {
    const changed = jest.fn();
    render(<Sizes onChange={changed} />);
    expect(screen.getByRole('group', { name: 'Size' })).toBeVisible();
    const story = screen.getByRole('radio', { name: 'Status or story' });
    expect(story).toBeChecked();
    story.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Square post' })).toBeChecked();
    expect(changed).toHaveBeenLastCalledWith('square');
  });
});
