import { showToast } from '@yoga/shared';
import { renderWithStore } from '@yoga/shared/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastArea } from './toast-area';

const renderToasts = () => renderWithStore(<ToastArea />).store;

describe('ToastArea', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('hides a success toast after 3 s and an error toast after 5 s', () => {
    const store = renderToasts();
    act(() => {
      store.dispatch(showToast({ message: 'Saved', kind: 'success' }));
      store.dispatch(showToast({ message: 'Please re-authenticate.', kind: 'error' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByRole('alert')).toHaveTextContent('Please re-authenticate.');
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(screen.getByText('Please re-authenticate.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByText('Please re-authenticate.')).not.toBeInTheDocument();
  });

  it('dismisses a toast from its close button', async () => {
    const store = renderToasts();
    act(() => {
      store.dispatch(showToast({ message: 'Heads up' }));
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByText('Heads up')).not.toBeInTheDocument();
  });
});
