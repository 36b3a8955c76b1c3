import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider, type RouteObject } from 'react-router-dom';
import { createQueryClient } from '../api/query-client';
import { Toaster } from '../ui/toast/toaster';
import { ApiNoticesEffect } from './api-notices-effect';
import { createAppRouter } from './router';

export const App = ({ extraCareersRoutes }: { extraCareersRoutes?: RouteObject[] }) => {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient, extraCareersRoutes));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
      <ApiNoticesEffect />
    </QueryClientProvider>
  );
};
