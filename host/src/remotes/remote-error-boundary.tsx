import { ErrorState, type RemoteKey } from '@timely/shared-ui';
import { Button } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteIncompatibleError, RemoteUnavailableError } from './remote-registry';

type RemoteErrorBoundaryProps = {
  remote: RemoteKey;
  /** Load the remote again (after it failed to load). */
  onRetry: () => void;
  /** Changes when the user navigates: a render error is forgotten on the next route. */
  resetKey: string;
  children: ReactNode;
};

type State = { error: Error | null; resetKey: string };

/**
 * Keeps a failing remote inside its own outlet: sidebar, top bar and the other remotes keep working.
 * A remote that did not load offers Retry; a remote that crashed while rendering offers Reload.
 */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: RemoteErrorBoundaryProps, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[host] remote ${this.props.remote} failed`, error, info.componentStack);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (error instanceof RemoteIncompatibleError) {
      return (
        <ErrorState
          title="This module was built for other library versions"
          message={
            <>
              The {this.props.remote} module cannot run inside this portal:
              <ul style={{ textAlign: 'left', display: 'inline-block', margin: '8px 0 0' }}>
                {error.mismatches.map((mismatch) => (
                  <li key={mismatch.name}>
                    it needs <strong>{mismatch.name} {mismatch.requiredVersion}</strong>, the portal runs {mismatch.name} {mismatch.portalVersion}
                  </li>
                ))}
              </ul>
            </>
          }
        />
      );
    }
    if (error instanceof RemoteUnavailableError) {
      return (
        <ErrorState
          title="This module is unavailable right now"
          message={`The ${this.props.remote} module could not be loaded. The rest of Timely keeps working; try again in a moment.`}
          actions={<Button type="primary" onClick={this.retry}>Retry</Button>}
        />
      );
    }
    return (
      <ErrorState
        status="error"
        title="Something went wrong in this module"
        message={error.message}
        actions={<Button onClick={this.retry}>Reload module</Button>}
      />
    );
  }
}
