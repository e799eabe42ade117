import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error';

interface Props {
  children: ReactNode;
  /** The error is forgotten when this changes (the visitor went to another address). */
  resetKey?: string;
}

/**
 * Catches what a page (or the whole frame) throws while rendering: a chunk that failed to load,
 * a bug. Shows `RouteError` in its place, never a blank page.
 */
interface State {
  error: unknown;
  /** The `resetKey` the boundary last rendered with. */
  resetKey?: string;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override render() {
    return this.state.error === null ? (
      this.props.children
    ) : (
      <RouteError error={this.state.error} />
    );
  }
}
