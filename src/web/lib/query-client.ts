import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-request';

// Data changes only through this app's own mutations, which update the cache themselves,
// so background refetching would just be extra traffic.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    },
    mutations: {
      retry: false,
    },
  },
});
