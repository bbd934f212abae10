// Query-string parameters. Polis sends booleans as 'true'/'false'; anything else is a 400.
import { paramParseFailed } from './errors';
import { platformMessages } from '../messages';

export function booleanParam(value: string | undefined, name: string, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw paramParseFailed(name, platformMessages.trueOrFalse(name));
}
