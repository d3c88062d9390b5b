import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../test/app.ts';
import { caches } from '../caches.ts';
import { api, type Candidate, candidate, completeDetails } from './test-support.ts';

let ctx: TestContext;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  ctx = await createTestContext();
  call = api(ctx);
});
afterAll(() => ctx.close());

type Rules = {
  gotra?: string | null;
  motherGotra?: string | null;
  excludeSameGotra?: boolean;
  excludeMotherGotra?: boolean;
};

/** Saves the member's marriage profile with these gotras and rules (the rest as made). */
async function setRules(member: Candidate, rules: Rules) {
  const response = await call.put('/user/matrimonial-details', { ...completeDetails, ...rules }, member);
  expect(response.statusCode, response.body).toBe(200);
  return json(response).data.matrimonialDetails;
}

/** The names the member finds in recommendations and in a search for the other's name. */
async function finds(member: Candidate, other: Candidate) {
  caches.results.deleteWhere(() => true);
  const recommended = json(await call.get('/matrimonial/profiles/recommended?limit=50', member)).data;
  const searched = json(
    await call.get(`/matrimonial/profiles/search?keyword=${encodeURIComponent(other.fullName)}`, member),
  ).data;
  const names = (list: { profiles: { fullName: string }[] }) => list.profiles.map((profile) => profile.fullName);
  return {
    recommended: names(recommended).includes(other.fullName),
    searched: names(searched).includes(other.fullName),
  };
}

const shown = { recommended: true, searched: true };
const hidden = { recommended: false, searched: false };

/** A woman and a man (unique names), each with a marriage profile. */
async function pair(tag: string, woman: Rules = {}, man: Rules = {}) {
  const her = await candidate(ctx, { fullName: `Gotra ${tag} Woman`, details: woman });
  const him = await candidate(ctx, { fullName: `Gotra ${tag} Man`, gender: 'MALE', details: man });
  return { her, him };
}

describe('gotra rules', () => {
  it('leave a profile of the same gotra out of recommendations and search, both ways, by default', async () => {
    const { her, him } = await pair('Same', { gotra: 'Kashyap' }, { gotra: 'kashyapa' });
    expect(await finds(her, him)).toEqual(hidden);
    expect(await finds(him, her)).toEqual(hidden);
  });

  it('save another spelling of a listed gotra as the list names it, and a typed gotra as typed', async () => {
    const { her } = await pair('Spelling');
    expect(await setRules(her, { gotra: '  bhardwaj ', motherGotra: 'Suryavanshi   Kul' })).toMatchObject({
      gotra: 'Bharadwaj',
      motherGotra: 'Suryavanshi Kul',
      excludeSameGotra: true,
      excludeMotherGotra: false,
    });
  });

  it("apply either side's rule: one family excluding the same gotra is enough", async () => {
    const { her, him } = await pair('Either', { gotra: 'Vatsa', excludeSameGotra: false }, { gotra: 'Vatsa' });
    expect(await finds(her, him)).toEqual(hidden);
    expect(await finds(him, her)).toEqual(hidden);
    await setRules(him, { gotra: 'Vatsa', excludeSameGotra: false });
    expect(await finds(her, him)).toEqual(shown);
    expect(await finds(him, her)).toEqual(shown);
  });

  it("leave out, both ways, a profile whose gotra is the mother's gotra of a member who asks", async () => {
    const { her, him } = await pair('Mother', { gotra: 'Garg', motherGotra: 'Atri' }, { gotra: 'Atri' });
    expect(await finds(her, him)).toEqual(shown);
    await setRules(her, { gotra: 'Garg', motherGotra: 'Atri', excludeMotherGotra: true });
    expect(await finds(her, him)).toEqual(hidden);
    expect(await finds(him, her)).toEqual(hidden);
  });

  it('leave nobody out for a missing gotra', async () => {
    const { her, him } = await pair('Missing', { gotra: null, motherGotra: null }, { gotra: 'Kashyap' });
    expect(await finds(her, him)).toEqual(shown);
    expect(await finds(him, her)).toEqual(shown);
  });

  it('say on a profile reached by link why it is not suggested, and refuse an interest to it (422)', async () => {
    const { her, him } = await pair('Link', { gotra: 'Mudgal', motherGotra: 'Kapil' }, { gotra: 'Maudgalya' });
    const profile = await call.get(`/matrimonial/profile/${him.id}`, her);
    expect(profile.statusCode).toBe(200);
    expect(json(profile).data.notSuggested).toBe('SAME_GOTRA');
    const interest = await call.post('/matrimonial/interests/send', { receiverId: him.id }, her);
    expect(interest.statusCode).toBe(422);
    expect(json(interest).message).toMatch(/^Same gotra: not suggested/);

    await setRules(him, { gotra: 'Kapil', excludeSameGotra: true });
    expect(json(await call.get(`/matrimonial/profile/${him.id}`, her)).data.notSuggested).toBeNull();
    await setRules(her, { gotra: 'Mudgal', motherGotra: 'Kapil', excludeMotherGotra: true });
    expect(json(await call.get(`/matrimonial/profile/${her.id}`, him)).data.notSuggested).toBe('MOTHERS_GOTRA');
    expect(json(await call.get(`/matrimonial/profile/${her.id}`, her)).data.notSuggested).toBeNull();
  });

  it('keep the rules when a client leaves them out, and refuse bad values with 400', async () => {
    const { her } = await pair('Kept');
    await setRules(her, { excludeSameGotra: false, excludeMotherGotra: true });
    const {
      excludeSameGotra: _same,
      excludeMotherGotra: _mother,
      ...withoutRules
    } = completeDetails as Rules & typeof completeDetails;
    const kept = await call.put('/user/matrimonial-details', withoutRules, her);
    expect(json(kept).data.matrimonialDetails).toMatchObject({ excludeSameGotra: false, excludeMotherGotra: true });
    for (const [body, path] of [
      [{ gotra: 'Other' }, 'gotra'],
      [{ motherGotra: 'other' }, 'motherGotra'],
      [{ excludeSameGotra: 'yes' }, 'excludeSameGotra'],
      [{ excludeMotherGotra: 1 }, 'excludeMotherGotra'],
      [{ gotra: 'x'.repeat(61) }, 'gotra'],
    ] as const) {
      const response = await call.put('/user/matrimonial-details', { ...completeDetails, ...body }, her);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(json(response).errors), JSON.stringify(body)).toContain(path);
    }
  });
});
