import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { accountClosedReason } from './account-closed-notice';

describe('accountClosedReason', () => {
  it("reads login's 403 for a suspended member (with until) and a banned one", () => {
    const until = '2026-12-01T10:00:00.000Z';
    expect(accountClosedReason(new ApiError(403, 'ACCOUNT_SUSPENDED', 'Suspended', [], { until }))).toEqual({
      kind: 'suspended',
      until,
    });
    expect(accountClosedReason(new ApiError(403, 'ACCOUNT_SUSPENDED', 'Suspended'))).toEqual({
      kind: 'suspended',
      until: null,
    });
    expect(accountClosedReason(new ApiError(403, 'ACCOUNT_BANNED', 'Banned'))).toEqual({ kind: 'banned' });
  });

  it('leaves every other failure to the usual toast', () => {
    expect(accountClosedReason(new ApiError(401, 'INVALID_CREDENTIALS', 'Invalid credentials'))).toBeNull();
    expect(accountClosedReason(new ApiError(403, 'FORBIDDEN', 'No'))).toBeNull();
    expect(accountClosedReason(new Error('offline'))).toBeNull();
  });
});
