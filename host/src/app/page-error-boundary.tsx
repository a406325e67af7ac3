import { ErrorState } from '@timely/shared-ui';
import { Button } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = { children: ReactNode; /** Changes on navigation: the next page gets a fresh start. */ resetKey: string };
type State = { error: Error | null; resetKey: string };

/**
 * The host's own code arrives in chunks (the signed-in chrome, the profile and error pages). One that
 * fails to download, or a page that crashes, shows a way back instead of a blank window.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[host] a page failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <ErrorState
        status="error"
        title="This page could not be shown"
        message="Part of the portal did not load, perhaps because the connection dropped. Reload to try again; nothing you saved is lost."
        actions={<Button type="primary" onClick={() => window.location.reload()}>Reload</Button>}
      />
    );
  }
}
