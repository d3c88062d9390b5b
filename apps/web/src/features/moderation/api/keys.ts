/** The console's queries: everything under ['admin'], refetched together after an action. */
export const adminKeys = {
  all: ['admin'] as const,
  reports: (status: string) => ['admin', 'reports', status] as const,
  members: (filters: object) => ['admin', 'members', filters] as const,
  grievances: (status: string) => ['admin', 'grievances', status] as const,
  auditLog: () => ['admin', 'audit-log'] as const,
  stats: () => ['admin', 'stats'] as const,
};
