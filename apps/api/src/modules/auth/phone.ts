import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { badRequest } from '../../lib/errors.ts';

/** Indian numbers must be mobiles (WhatsApp carries the codes): ten digits starting 6 to 9. */
const indianMobile = /^[6-9]\d{9}$/;

/** E.164 form of a phone number as a member writes it; India is the default region. `path`: the field, for a 400. */
export function normalizePhone(input: string, path = 'phoneNumber'): string {
  const parsed = parsePhoneNumberFromString(input.trim(), 'IN');
  const valid = parsed?.isValid() && (parsed.countryCallingCode !== '91' || indianMobile.test(parsed.nationalNumber));
  if (!parsed || !valid) {
    throw badRequest('Enter a valid phone number', [{ path, message: 'Enter a valid phone number' }]);
  }
  return parsed.number;
}

/** `+91******3210`: enough to tell numbers apart in logs, not enough to read them. */
export function maskPhone(e164: string): string {
  return e164.length <= 6 ? '***' : `${e164.slice(0, 3)}${'*'.repeat(e164.length - 7)}${e164.slice(-4)}`;
}
