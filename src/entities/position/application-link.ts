/** Where an application is shown in full: the candidate's applications, scrolled to it. */
export const applicationLink = (applicationId: number | undefined): string =>
  applicationId === undefined
    ? '/careers/applications'
    : `/careers/applications#application-${applicationId}`;
