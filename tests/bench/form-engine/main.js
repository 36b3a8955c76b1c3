import { createElement, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { buildBenchSchema } from './bench-schema';

const params = new URLSearchParams(window.location.search);
const implementation = params.get('impl') === 'stock' ? 'stock' : 'ours';
const liveValidate = params.get('live') === '1';

const loaders = {
  stock: () => import('./stock-form'),
  ours: () => import('./ours-form'),
};

/**
 * Per keystroke: keydown → the next animation frame (what the user waits for, quantized by the
 * 60 Hz frame clock); keydown → that frame painted (a task queued from the frame's callback runs
 * once the frame's style, layout and paint are done); and keydown → the input event handled (the
 * work itself, React's render and commit included, since React handles input synchronously inside
 * its root listener).
 */
const recordKeystrokes = () => {
  const frames = [];
  const painted = [];
  const work = [];
  let start = 0;
  window.keystrokeTimes = frames;
  window.keystrokePainted = painted;
  window.keystrokeWork = work;
  document.addEventListener(
    'keydown',
    () => {
      const keydownAt = performance.now();
      start = keydownAt;
      requestAnimationFrame(() => {
        frames.push(performance.now() - keydownAt);
        setTimeout(() => painted.push(performance.now() - keydownAt), 0);
      });
    },
    { capture: true },
  );
  document.addEventListener('input', () => work.push(performance.now() - start));
};

window.benchReady = loaders[implementation]().then(async ({ BenchForm, prepare }) => {
  const schema = buildBenchSchema();
  await prepare(schema);
  return new Promise((resolve) => {
    const start = performance.now();
    const Mounted = () => {
      useLayoutEffect(() => {
        requestAnimationFrame(() => resolve({ mountMs: performance.now() - start }));
      }, []);
      return null;
    };
    // The app provides React Query to every screen, so it is not counted as form engine code.
    createRoot(document.getElementById('root')).render(
      createElement(QueryClientProvider, { client: new QueryClient() }, [
        createElement(BenchForm, { key: 'form', schema, liveValidate }),
        createElement(Mounted, { key: 'mounted' }),
      ]),
    );
    recordKeystrokes();
  });
});
