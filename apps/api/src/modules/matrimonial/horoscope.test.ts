import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../test/app.ts';
import { caches } from '../caches.ts';
import { api, candidate, sendInterest } from './test-support.ts';

let ctx: TestContext;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  ctx = await createTestContext();
  call = api(ctx);
});
afterAll(() => ctx.close());

const horoscope = {
  birthTime: '23:10',
  birthPlace: { state: 'Uttar Pradesh', city: 'Varanasi' },
  rashi: 'SIMHA',
  nakshatra: 'MAGHA',
};

describe('horoscope details', () => {
  it('show the rashi and nakshatra on cards, filter search by rashi and manglik', async () => {
    const seeker = await candidate(ctx, { fullName: 'Horoscope Seeker' });
    const simha = await candidate(ctx, {
      fullName: 'Horoscope Simha Man',
      gender: 'MALE',
      details: { ...horoscope, manglik: 'YES' },
    });
    await candidate(ctx, { fullName: 'Horoscope Meen Man', gender: 'MALE', details: { rashi: 'MEEN', manglik: 'NO' } });
    const search = async (query: string) => {
      caches.results.deleteWhere(() => true);
      const response = await call.get(`/matrimonial/profiles/search?keyword=Horoscope&${query}`, seeker);
      expect(response.statusCode, response.body).toBe(200);
      return (json(response).data.profiles as { fullName: string }[]).map((profile) => profile.fullName).sort();
    };
    expect(await search('rashi=SIMHA')).toEqual(['Horoscope Simha Man']);
    expect(await search('rashi=SIMHA&rashi=MEEN')).toEqual(['Horoscope Meen Man', 'Horoscope Simha Man']);
    expect(await search('manglik=NO')).toEqual(['Horoscope Meen Man']);
    expect(await search('rashi=KARK')).toEqual([]);
    const bad = await call.get('/matrimonial/profiles/search?rashi=LEO', seeker);
    expect(bad.statusCode).toBe(400);

    const card = json(await call.get('/matrimonial/profiles/search?keyword=Simha', seeker)).data.profiles[0];
    expect(card).toMatchObject({ id: simha.id, rashi: 'SIMHA', nakshatra: 'MAGHA' });
    expect(card).not.toHaveProperty('birthTime');
  });

  it('show the birth time and place only once an interest between the two is accepted', async () => {
    const her = await candidate(ctx, { fullName: 'Birth Details Woman' });
    const him = await candidate(ctx, { fullName: 'Birth Details Man', gender: 'MALE', details: horoscope });
    const before = json(await call.get(`/matrimonial/profile/${him.id}`, her)).data;
    expect(before).toMatchObject({ rashi: 'SIMHA', nakshatra: 'MAGHA', birthTime: null, birthPlace: null });
    expect(json(await call.get(`/matrimonial/profile/${him.id}`, him)).data).toMatchObject(horoscope);

    const interest = await sendInterest(ctx, her, him);
    const pending = json(await call.get(`/matrimonial/profile/${him.id}`, her)).data;
    expect(pending).toMatchObject({ birthTime: null, birthPlace: null });
    await call.put(`/matrimonial/interests/${interest.id}/respond`, { status: 'ACCEPTED' }, him);
    expect(json(await call.get(`/matrimonial/profile/${him.id}`, her)).data).toMatchObject(horoscope);
  });

  it('refuse a bad birth time, birth place, rashi or nakshatra (400) with the field named', async () => {
    const member = await candidate(ctx);
    for (const [body, path] of [
      [{ birthTime: '25:00' }, 'birthTime'],
      [{ birthTime: '6.45 pm' }, 'birthTime'],
      [{ birthPlace: { state: 'Bihar', city: 'Varanasi' } }, 'birthPlace.city'],
      [{ birthPlace: { state: 'Atlantis', city: 'Patna' } }, 'birthPlace.state'],
      [{ birthPlace: 'Patna' }, 'birthPlace'],
      [{ rashi: 'LEO' }, 'rashi'],
      [{ nakshatra: 'Rohini' }, 'nakshatra'],
    ] as const) {
      const response = await call.put('/user/matrimonial-details', { ...horoscope, ...body }, member);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(json(response).errors), JSON.stringify(body)).toContain(`"${path}"`);
    }
  });
});
