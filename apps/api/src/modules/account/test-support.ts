export { unzip } from '../../test/unzip.ts';
import { bearer, json, type TestContext, type TestMember } from '../../test/app.ts';

export async function sendMessage(ctx: TestContext, from: TestMember, to: TestMember, content: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/chats/messages',
    headers: bearer(from),
    payload: { receiverId: to.id, content },
  });
  if (response.statusCode !== 201) throw new Error(`send failed: ${response.body}`);
  return json(response).data;
}

/** The member deletes their account with their password (erased at once where ACCOUNT_DELETION_GRACE_DAYS is 0). */
export const deleteAccount = (ctx: TestContext, member: TestMember) =>
  ctx.app.inject({
    method: 'DELETE',
    url: '/api/account',
    headers: bearer(member),
    payload: { password: member.password },
  });
