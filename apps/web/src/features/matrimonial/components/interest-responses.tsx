import { Trans, useLingui } from '@lingui/react/macro';
import { Check, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/server-field-errors';
import { useRespondToInterest } from '../api/respond-to-interest';
import { useWithdrawInterest } from '../api/withdraw-interest';

export interface AnswerInterestButtonsProps {
  interestId: string;
  /** Who sent it, for the toast once connected. */
  senderName: string;
  /** Answering for a family member whose profile I manage. */
  actingFor?: string | undefined;
}

/** Decline and Accept for an interest received, side by side, each saying how it went. */
export function AnswerInterestButtons({ interestId, senderName, actingFor }: AnswerInterestButtonsProps) {
  const { t } = useLingui();
  const respond = useRespondToInterest();

  async function answer(status: 'ACCEPTED' | 'DECLINED') {
    try {
      await respond.mutateAsync({ id: interestId, status, actingFor });
      toast({
        title: t`Operation Succeed!`,
        description: status === 'ACCEPTED' ? t`You are now connected with ${senderName}.` : t`Interest declined.`,
      });
    } catch (error) {
      toast({ title: t`Operation failed`, description: serverMessage(error), variant: 'destructive' });
    }
  }

  return (
    <>
      <Button
        variant="outline"
        className="flex-1"
        onClick={() => void answer('DECLINED')}
        loading={respond.isPending && respond.variables?.status === 'DECLINED'}
        disabled={respond.isPending}
      >
        <X aria-hidden />
        <Trans>Decline</Trans>
      </Button>
      <Button
        className="flex-1"
        onClick={() => void answer('ACCEPTED')}
        loading={respond.isPending && respond.variables?.status === 'ACCEPTED'}
        disabled={respond.isPending}
      >
        <Check aria-hidden />
        <Trans>Accept</Trans>
      </Button>
    </>
  );
}

/** Withdraw an interest sent that is still open (or accepted). */
export function WithdrawInterestButton({ interestId, className }: { interestId: string; className?: string }) {
  const { t } = useLingui();
  const withdraw = useWithdrawInterest();

  async function takeBack() {
    try {
      await withdraw.mutateAsync(interestId);
      toast({ title: t`Operation Succeed!`, description: t`Your interest is withdrawn.` });
    } catch (error) {
      toast({ title: t`Operation failed`, description: serverMessage(error), variant: 'destructive' });
    }
  }

  return (
    <Button variant="outline" className={className} onClick={() => void takeBack()} loading={withdraw.isPending}>
      <Trans>Withdraw</Trans>
    </Button>
  );
}
