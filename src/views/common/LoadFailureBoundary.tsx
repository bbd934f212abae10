// Catches a lazy chunk that fails to load (or a render that throws) below it and shows LoadFailure
// instead of a blank page. React offers error boundaries only as class components; it keeps no
// business state, only the caught error, until the reader reloads.
import { Component, type ReactNode } from 'react';
import { LoadFailure } from './LoadFailure';

export class LoadFailureBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override render() {
    return this.state.error ? <LoadFailure error={this.state.error} /> : this.props.children;
  }
}
