import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { nearestField, serverMessage } from './server-field-errors';

describe('server field errors', () => {
  it('go to the nearest field the form has', () => {
    const fields = ['subIndustries', 'currentLocation', 'currentLocation.city'];
    expect(nearestField('currentLocation.city', fields)).toBe('currentLocation.city');
    expect(nearestField('subIndustries.2', fields)).toBe('subIndustries');
    expect(nearestField('unknown', fields)).toBeNull();
  });

  it('leave the field path out of the toast message', () => {
    const validation = new ApiError(400, 'VALIDATION_ERROR', 'currentLocation.city: Choose a city of Bihar', [
      { path: 'currentLocation.city', message: 'Choose a city of Bihar' },
    ]);
    expect(serverMessage(validation)).toBe('Choose a city of Bihar');
    expect(serverMessage(new ApiError(400, 'BAD_REQUEST', 'Current password is wrong'))).toBe(
      'Current password is wrong',
    );
  });
});
