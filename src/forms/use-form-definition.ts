import { useQuery } from '@tanstack/react-query';
import { isFormName, loadFormDefinition } from './load-form';

/** Loads a form's chunk once per session; an unknown schema name is an error, not a request. */
export const useFormDefinition = (schemaName: string) =>
  useQuery({
    queryKey: ['pcsx-form-definition', schemaName],
    queryFn: () => {
      if (!isFormName(schemaName)) throw new Error(`Unknown form schema "${schemaName}"`);
      return loadFormDefinition(schemaName);
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
