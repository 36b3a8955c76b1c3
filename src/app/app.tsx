import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from '../ui/toast/toaster';
import { ApiNoticesEffect } from './api-notices-effect';
import type { AppRouter } from './router';

export const App = ({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) => (
  <QueryClientProvider client={queryClient}>
    <RouterProvider router={router} />
    <Toaster />
    <ApiNoticesEffect />
  </QueryClientProvider>
);
