import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { i18n } from '../i18n/language-state';
import { Button } from '../ui/button';
import { Dialog } from './dialog';
import { renderKit } from '../ui/testing/render-kit';
import { withModalDialogs } from '../testing/modal-dialogs';

withModalDialogs();

afterEach(() => act(() => i18n.activate('en', ['en-IN'])));

function Page({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Invite friends</Button>
      <Dialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Invite friends"
        footer={<Button onClick={() => setOpen(false)}>Done</Button>}
      >
        Share your link.
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens as a modal named by its title, focus inside, and returns focus on close', async () => {
    renderKit(<Page />);
    const opener = screen.getByRole('button', { name: 'Invite friends' });
    await userEvent.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Invite friends' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveTextContent('Share your link.');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
  });

  it('closes on Esc through the caller, which owns the open state', async () => {
    const onClose = jest.fn();
    renderKit(<Page onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Invite friends' }));
    const dialog = screen.getByRole('dialog');

    // The browser turns Esc in a modal dialog into a cancelable "cancel" event.
    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      dialog.dispatchEvent(cancel);
    });
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Invite friends' })).toHaveFocus();
  });

  it('keeps the caller in step when the browser closes it by itself', async () => {
    const onClose = jest.fn();
    renderKit(<Page onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Invite friends' }));
    act(() => screen.getByRole<HTMLDialogElement>('dialog').close());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('names its close button in Hindi', async () => {
    renderKit(<Page />);
    act(() => i18n.activate('hi', ['hi-IN']));
    await userEvent.click(screen.getByRole('button', { name: 'Invite friends' }));
    expect(screen.getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
  });
});
