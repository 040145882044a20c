import { showToast } from '@yoga/shared';
import { i18n } from '@yoga/shared/host';
import { renderWithStore } from '@yoga/shared/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastArea } from './toast-area';

const renderToasts = () => renderWithStore(<ToastArea />).store;
const SIGNED_OUT = { id: 'shell.toast.signedOut' };
const REAUTH = { id: 'kit.session.reauth' };

describe('ToastArea', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    act(() => i18n.activate('en', ['en-IN']));
  });

  it('hides a success toast after 3 s and an error toast after 5 s', () => {
    const store = renderToasts();
    act(() => {
      store.dispatch(showToast({ message: SIGNED_OUT, kind: 'success' }));
      store.dispatch(showToast({ message: REAUTH, kind: 'error' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('You have signed out.');
    expect(screen.getByRole('alert')).toHaveTextContent('Please re-authenticate.');
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByText('You have signed out.')).not.toBeInTheDocument();
    expect(screen.getByText('Please re-authenticate.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByText('Please re-authenticate.')).not.toBeInTheDocument();
  });

  it('fills in a message’s values', () => {
    const store = renderToasts();
    act(() => {
      store.dispatch(
        showToast({ message: { id: 'shell.toast.welcomeBack', values: { name: 'Asha' } } }),
      );
    });
    expect(screen.getByRole('status')).toHaveTextContent('Welcome back, Asha!');
  });

  it('shows a toast already on screen in the language the member switches to', () => {
    const store = renderToasts();
    act(() => {
      store.dispatch(showToast({ message: REAUTH, kind: 'error' }));
    });
    act(() => i18n.activate('hi', ['hi-IN']));
    expect(screen.getByRole('alert')).toHaveTextContent('कृपया फिर से साइन इन करें।');
    expect(screen.getByRole('button', { name: 'संदेश बंद करें' })).toBeInTheDocument();
  });

  it('dismisses a toast from its close button', async () => {
    const store = renderToasts();
    act(() => {
      store.dispatch(showToast({ message: SIGNED_OUT }));
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByText('You have signed out.')).not.toBeInTheDocument();
  });
});
