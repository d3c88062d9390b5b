import { describe, expect, it } from 'vitest';
import { isAllowedPushEndpoint } from './endpoint-hosts.ts';
import { inQuietHours } from './quiet-hours.ts';

// 16:30 UTC is 22:00 in Kolkata; 01:30 UTC is 07:00.
const kolkata = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  const utc = (h! * 60 + m! - 330 + 1440) % 1440;
  return new Date(Date.UTC(2026, 10, 26, Math.floor(utc / 60), utc % 60));
};

describe('quiet hours (Asia/Kolkata)', () => {
  const night = { from: '22:00', to: '07:00' };
  it('spans midnight', () => {
    expect(inQuietHours(night, kolkata('21:59'))).toBe(false);
    expect(inQuietHours(night, kolkata('22:00'))).toBe(true);
    expect(inQuietHours(night, kolkata('03:10'))).toBe(true);
    expect(inQuietHours(night, kolkata('06:59'))).toBe(true);
    expect(inQuietHours(night, kolkata('07:00'))).toBe(false);
  });
  it('works within a day, and not at all without quiet hours', () => {
    const afternoon = { from: '13:00', to: '15:30' };
    expect(inQuietHours(afternoon, kolkata('12:59'))).toBe(false);
    expect(inQuietHours(afternoon, kolkata('14:00'))).toBe(true);
    expect(inQuietHours(afternoon, kolkata('15:30'))).toBe(false);
    expect(inQuietHours(null, kolkata('03:00'))).toBe(false);
  });
});

describe('push endpoints', () => {
  const hosts = ['fcm.googleapis.com', '*.notify.windows.com'];
  it('accepts the listed push services over https only', () => {
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', hosts)).toBe(true);
    expect(isAllowedPushEndpoint('https://wns2-par02p.notify.windows.com/w/?token=x', hosts)).toBe(true);
    expect(isAllowedPushEndpoint('http://fcm.googleapis.com/fcm/send/abc', hosts)).toBe(false);
    expect(isAllowedPushEndpoint('https://notify.windows.com.evil.example/x', hosts)).toBe(false);
    expect(isAllowedPushEndpoint('https://evilnotify.windows.com/x', hosts)).toBe(false);
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com@169.254.169.254/x', hosts)).toBe(false);
    expect(isAllowedPushEndpoint('https://169.254.169.254/latest/meta-data', hosts)).toBe(false);
    expect(isAllowedPushEndpoint('not a url', hosts)).toBe(false);
  });
});
