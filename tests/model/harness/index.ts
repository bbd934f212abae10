// One import for chart tests: `import { defineModelTest, createGatedBackend } from './harness'`.
export * from './coverage';
export * from './gatedBackend';
export * from './walkModel';
