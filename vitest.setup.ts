import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy… and waitFor wait up to 5 s, not Testing Library's 1 s: a screen's first render imports
// its lazy route in the worker, which on a busy two-core machine (CI beside the PostgreSQL pass)
// took over a second and failed tests that were right. A test still ends as soon as what it waits
// for is there (tests/README.md#keeping-the-suite-fast).
configure({ asyncUtilTimeout: 5000 });
