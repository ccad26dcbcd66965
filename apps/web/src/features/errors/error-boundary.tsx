import { Component, type ReactNode } from 'react';
import { UncaughtErrorScreen } from './error-screens.tsx';
import { reportError } from './monitoring.ts';

/** The last safety net, around the providers and the router: a rendering error there shows the uncaught screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    reportError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? <UncaughtErrorScreen /> : this.props.children;
  }
}
