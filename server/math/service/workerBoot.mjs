// Starts the math worker (worker.ts) in a fresh thread: a worker does not inherit the parent's
// TypeScript loader in every setup (vitest, `node --import tsx`), so it registers tsx itself first.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
