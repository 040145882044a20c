import { Component, type ReactNode } from 'react';
import { RemoteUnavailable } from '../ui/remote-unavailable';

interface Props {
  name: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Keeps a crash inside one remote from blanking the page around it. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    // Spec section 8: failures are logged, not shown beyond the fallback.
    console.error(`[${this.props.name}] crashed`, error);
  }

  override render() {
    if (this.state.failed) {
      return <RemoteUnavailable onRetry={() => this.setState({ failed: false })} />;
    }
    return this.props.children;
  }
}
