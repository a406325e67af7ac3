import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = {
  children: ReactNode;
  /** Changes on navigation: an error is forgotten when it does, and the next page gets a fresh start. */
  resetKey: string;
  /** What shows instead of the children; `clear` renders them again. */
  fallback: (error: Error, clear: () => void) => ReactNode;
  /** Written to the console with the error, so a report says where it was caught. */
  logLabel: string;
};
type State = { error: Error | null; resetKey: string };

/** The host's one error boundary: a render error shows `fallback` until `resetKey` changes or `clear` is called. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[host] ${this.props.logLabel} failed`, error, info.componentStack);
  }

  private clear = () => this.setState({ error: null });

  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.clear) : this.props.children;
  }
}
