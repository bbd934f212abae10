// Starts the full app: the browser router with every route, inside the shared providers.
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import type { AppProvidersProps } from '../views/app/AppProviders';
import { createAppElement } from './createAppElement';
import { createAppRouter } from './createAppRouter';

export function render(root: Root, props: AppProvidersProps): void {
  const router = createAppRouter();
  root.render(<StrictMode>{createAppElement({ ...props, router })}</StrictMode>);
}
