// AppConfig (/config.json) for the views that show deployment-specific things: product name, site
// owner, public site address, media links.
import { createContext, useContext } from 'react';
import type { AppConfig } from '../../../contract/types';

export const ConfigContext = createContext<AppConfig | null>(null);

export function useAppConfig(): AppConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useAppConfig() outside <ConfigContext.Provider>');
  return config;
}
