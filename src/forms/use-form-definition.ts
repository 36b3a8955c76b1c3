import { queryOptions, useQuery } from '@tanstack/react-query';
import { isFormName, loadFormDefinition } from './load-form';

/**
 * A form's chunk (schema, UI schema, validator), loaded once per session; the one place its
 * query key is written, for hooks and route loaders alike. An unknown schema name is an error,
 * not a request.
 */
export const formDefinitionQueryOptions = (schemaName: string) =>
  queryOptions({
    queryKey: ['pcsx-form-definition', schemaName] as const,
    queryFn: () => {
      if (!isFormName(schemaName)) throw new Error(`Unknown form schema "${schemaName}"`);
      return loadFormDefinition(schemaName);
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

export const useFormDefinition = (schemaName: string) =>
  useQuery(formDefinitionQueryOptions(schemaName));
