import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import {
  MEMBER_STATUS_LABELS,
  MEMBER_STATUSES,
  type MemberStatus,
  ROLE_LABELS,
  ROLES,
  type Role,
} from '@samaj/shared/moderation';
import { Search, UserRoundSearch } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/toast';
import { needReferenceLabels, useReferenceLabels } from '@/lib/i18n/use-reference-labels';
import { serverMessage } from '@/lib/server-field-errors';
import { type MemberAction, useMemberAction } from '../api/console-actions';
import { useAdminMembers } from '../api/console-queries';
import { MemberRow, type MemberMenuChoice } from './member-row';
import type { Viewer } from './viewer';
import { NoteDialog, type NoteDialogRequest } from './note-dialog';
import { PagedList } from './paged-list';

needReferenceLabels();

const DONE: Record<MemberAction['kind'], MessageDescriptor> = {
  suspend: msg`Member suspended`,
  ban: msg`Member banned`,
  reinstate: msg`Member reinstated`,
  verify: msg`Member verified`,
  unverify: msg`Verified tick removed`,
  role: msg`Role changed`,
};

/** Members by name or phone, role and status; suspend, ban, reinstate, verify, and (admins) change roles. */
export function MembersTab({ viewer }: { viewer: Viewer }) {
  const { i18n, t } = useLingui();
  const { label } = useReferenceLabels();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [status, setStatus] = useState<MemberStatus | ''>('');
  const members = useAdminMembers({
    ...(keyword ? { keyword } : {}),
    ...(role ? { role } : {}),
    ...(status ? { status } : {}),
  });
  const act = useMemberAction();
  const [request, setRequest] = useState<NoteDialogRequest | null>(null);

  async function run(memberId: string, action: MemberAction) {
    try {
      await act.mutateAsync({ id: memberId, action });
      toast({ title: i18n._(DONE[action.kind]) });
    } catch (error) {
      toast({ title: t`That did not work`, description: serverMessage(error), variant: 'destructive' });
    }
  }

  function choose(memberId: string, name: string, choice: MemberMenuChoice) {
    if (choice === 'verify' || choice === 'unverify') return void run(memberId, { kind: choice });
    if (typeof choice === 'object') return void run(memberId, { kind: 'role', role: choice.role });
    const texts = {
      suspend: [
        t`Suspend`,
        t`Suspend ${name}`,
        t`They are logged out everywhere and hidden from everyone until the suspension ends.`,
      ],
      ban: [
        t`Ban`,
        t`Ban ${name}`,
        t`They are logged out, hidden from everyone, and their number cannot sign up again.`,
      ],
      reinstate: [t`Reinstate`, t`Reinstate ${name}`, t`They can log in again and everything they wrote comes back.`],
    } as const;
    const [verb, title, description] = texts[choice];
    setRequest({
      title,
      description,
      confirmLabel: verb,
      destructive: choice === 'ban',
      withDays: choice === 'suspend',
      noteHint: choice === 'reinstate' ? t`Kept in the audit log.` : t`The member is shown this note.`,
      doneMessage: i18n._(DONE[choice]),
      onConfirm: ({ note, days }) =>
        act.mutateAsync({
          id: memberId,
          action: choice === 'suspend' ? { kind: 'suspend', days, note } : { kind: choice, note },
        }),
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <form
          role="search"
          className="flex flex-1 flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            setKeyword(typed.trim());
          }}
        >
          <Label htmlFor={`${id}-keyword`}>
            <Trans>Name or phone</Trans>
          </Label>
          <div className="flex gap-2">
            <Input
              id={`${id}-keyword`}
              type="search"
              enterKeyHint="search"
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                if (!event.target.value.trim()) setKeyword('');
              }}
              placeholder={t`e.g. Ravi or 98765`}
            />
            <Button type="submit" size="icon" variant="secondary" aria-label={t`Find members`}>
              <Search aria-hidden />
            </Button>
          </div>
        </form>
        <div className="grid grid-cols-2 gap-3">
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-role`}>
              <Trans>Role</Trans>
            </Label>
            <NativeSelect id={`${id}-role`} value={role} onChange={(event) => setRole(event.target.value as Role | '')}>
              <option value="">
                <Trans>Any role</Trans>
              </option>
              {ROLES.map((value) => (
                <option key={value} value={value}>
                  {label('roles', value, ROLE_LABELS[value])}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-status`}>
              <Trans>Status</Trans>
            </Label>
            <NativeSelect
              id={`${id}-status`}
              value={status}
              onChange={(event) => setStatus(event.target.value as MemberStatus | '')}
            >
              <option value="">
                <Trans>Any status</Trans>
              </option>
              {MEMBER_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {label('memberStatuses', value, MEMBER_STATUS_LABELS[value])}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      </div>
      <PagedList
        query={members}
        className="flex flex-col gap-2"
        empty={{
          icon: UserRoundSearch,
          title: t`No member matches`,
          description: t`Try part of the name or of the number.`,
        }}
        renderRow={(member) => (
          <MemberRow
            member={member}
            isAdmin={viewer.role === 'ADMIN'}
            isSelf={member.id === viewer.id}
            onChoose={(choice) => choose(member.id, member.fullName, choice)}
          />
        )}
      />
      <NoteDialog request={request} onClose={() => setRequest(null)} />
    </div>
  );
}
