import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, ButtonLink } from './button';
import { renderKit } from './testing/render-kit';

describe('Button', () => {
  it('is a button named by its label that runs on click and from the keyboard', async () => {
    const onClick = jest.fn();
    renderKit(<Button onClick={onClick}>Join now</Button>);
    const button = screen.getByRole('button', { name: 'Join now' });
    expect(button).toHaveClass('kit-button', 'kit-button--primary');
    expect(button).toHaveAttribute('type', 'button');

    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('keeps its name while loading, says it is busy and cannot be pressed', async () => {
    const onClick = jest.fn();
    renderKit(
      <Button variant="secondary" loading onClick={onClick}>
        Send code
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Send code' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    // The label stays in place (invisible) so the button keeps its width.
    expect(button.querySelector('.kit-button__label')).toHaveTextContent('Send code');
    expect(button.querySelector('.kit-button__spinner')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('passes the ref and button props through', () => {
    const ref = { current: null as HTMLButtonElement | null };
    renderKit(
      <Button ref={ref} type="submit" variant="link" block className="extra">
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(ref.current).toBe(button);
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveClass('kit-button--link', 'kit-button--block', 'extra');
    expect(button).not.toHaveAttribute('aria-busy');
  });
});

describe('ButtonLink', () => {
  it('is a link inside the site with `to` and to anywhere with `href`', () => {
    renderKit(
      <>
        <ButtonLink to="/">Go home</ButtonLink>
        <ButtonLink variant="secondary" href="tel:+911234567890">
          Call us
        </ButtonLink>
      </>,
    );
    const home = screen.getByRole('link', { name: 'Go home' });
    expect(home).toHaveAttribute('href', '/');
    expect(home).toHaveClass('kit-button', 'kit-button--primary');
    const call = screen.getByRole('link', { name: 'Call us' });
    expect(call).toHaveAttribute('href', 'tel:+911234567890');
    expect(call).toHaveClass('kit-button--secondary');
  });
});
