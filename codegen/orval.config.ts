import { defineConfig } from 'orval';

// One contract, two outputs: React Query hooks + models for the app, and MSW handlers whose
// responses are the contract's own examples, so mock mode is deterministic.
export default defineConfig({
  pcsx: {
    input: { target: '../openapi/pcsx.yaml' },
    output: {
      mode: 'tags-split',
      target: '../generated/api',
      schemas: '../generated/api/models',
      client: 'react-query',
      // The axios-style call shape hands our mutator a request config and lets its return type
      // (the unwrapped `data.data`) flow into every hook.
      httpClient: 'axios',
      clean: true,
      packageJson: '../package.json',
      mock: {
        generators: [
          { type: 'msw', delay: false, useExamples: true },
          { type: 'faker', useExamples: true },
        ],
      },
      override: {
        mutator: { path: '../src/api/mutator.ts', name: 'customFetch' },
        query: { version: 5 },
      },
    },
  },
});
