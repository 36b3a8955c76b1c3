import type { BootData } from '@generated/api/models';

/** What form texts may name with placeholders: the candidate's name and the company's. */
export const formVariablesFor = (boot: BootData): Record<string, string> => ({
  firstName: boot.user?.firstname ?? '',
  lastName: boot.user?.lastname ?? '',
  companyName: boot.configs.pcsxConfig.companyName,
});
